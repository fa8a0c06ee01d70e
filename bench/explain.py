"""The explained answer and the smallest config, on the bundled examples: how many genes
the smallest config keeps, and how much of the full answer's gain.

For every example and seed: `xtune search` as a user runs it (the bundled model, one
core, `--measurements B`, a fresh store), whose answer is confirmed, explained and
reduced (`search/explain.py`). A row: the full confirmed config (genes, speedup), the
answer (genes, speedup) and the share of the full gain the answer keeps,
(answer speedup - 1) / (full speedup - 1), both confirmed in the same process. The
baseline is the full config itself, confirmed in the same run. With several seeds, the
answers side by side and their spread per program (issue 15's spread table, of the answer
a user gets, where `bench/search.py` confirms the screened configs on its own).

Usage:
  python bench/explain.py [--measurements 30] [--seeds 1] [--programs P ...] [--out FILE] [--keep DIR]
"""

from __future__ import annotations

import argparse
import datetime
import json
import statistics
import tempfile
import time
from pathlib import Path

from xtune.measure import Measurer, RecordStore, load_program
from xtune.measure.settings import MeasureSettings
from xtune.search.costmodel import load_model
from xtune.search.engine import Search
from xtune.search.explain import summary_line
from xtune.search.settings import BudgetSettings, SearchSettings

ROOT = Path(__file__).resolve().parent.parent


def run_one(path: Path, measurements: int, seed: int, work: Path) -> dict:
    program = load_program(path)
    started = time.perf_counter()
    with RecordStore(work / f"{program.name}-{seed}.db") as store, \
            Measurer(MeasureSettings.for_search(cores=1), store) as measurer:
        result = Search(program, measurer, load_model(None, seed),
                        SearchSettings(budget=BudgetSettings(measurements), seed=seed)).run()
    full = result.full_confirmed
    row = {"program": program.name, "path": str(path), "seed": seed, "config": result.best_config.to_json(),
           "seconds": round(time.perf_counter() - started),
           "message": result.message, "explained": summary_line(result.explanation) if result.explanation else ""}
    if full is None:
        return {**row, "full_genes": 0, "full_speedup": 1.0, "genes": 0, "speedup": 1.0, "kept": None}
    full_genes = len(json.loads(full.config_json)["genes"])
    kept = (result.speedup - 1) / (1 / full.ratio - 1) if full.ratio < 1 else None
    return {**row, "full_genes": full_genes, "full_speedup": 1 / full.ratio, "genes": len(result.best_config.values),
            "speedup": result.speedup, "kept": kept}


def table(rows: list[dict]) -> list[str]:
    lines = ["| program | seed | full config | answer | gain kept | what the groups contribute |",
             "|---|---|---|---|---|---|"]
    for r in rows:
        if not r["full_genes"]:
            lines.append(f"| {r['program']} | {r['seed']} | no confirmed win | default | - | |")
            continue
        kept = f"{100 * r['kept']:.0f}%" if r["kept"] is not None else "-"
        lines.append(f"| {r['program']} | {r['seed']} | {r['full_genes']} genes, {r['full_speedup']:.3f}x | "
                     f"{r['genes']} genes, {r['speedup']:.3f}x | {kept} | {r['explained']} |")
    wins = [r for r in rows if r["full_genes"] and r["kept"] is not None and r["full_speedup"] > 1.0]
    if wins:
        lines += ["", f"Over the {len(wins)} runs with a confirmed win: median gain kept "
                  f"{100 * statistics.median(r['kept'] for r in wins):.0f}%, median genes kept "
                  f"{100 * statistics.median(r['genes'] / r['full_genes'] for r in wins):.0f}% of the full config's."]
    return lines


def spread(rows: list[dict]) -> list[str]:
    """The answers side by side, one column per seed (speedup, genes), their spread (max/min)
    and the geomean over programs per seed: issue 15's spread table, of the answer a user
    gets (confirmed, explained, reduced)."""
    seeds = sorted({r["seed"] for r in rows})
    programs = list(dict.fromkeys(r["program"] for r in rows))
    by = {(r["program"], r["seed"]): r for r in rows}
    lines = ["| program | " + " | ".join(f"seed {s}" for s in seeds) + " | spread (max/min) |",
             "|---|" + "---|" * len(seeds) + "---|"]
    for prog in programs:
        got = [by.get((prog, s)) for s in seeds]
        cells = [f"{r['speedup']:.3f}x ({r['genes']})" if r else "-" for r in got]
        ups = [r["speedup"] for r in got if r]
        lines.append(f"| {prog} | " + " | ".join(cells) + f" | {max(ups) / min(ups):.3f} |")
    geo = [statistics.geometric_mean([by[(p, s)]["speedup"] for p in programs if (p, s) in by]) for s in seeds]
    lines.append("| **geomean** | " + " | ".join(f"**{g:.3f}x**" for g in geo) +
                 f" | over seeds: **{statistics.geometric_mean(geo):.3f}x** |")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--measurements", type=int, default=30)
    parser.add_argument("--seeds", type=int, default=1)
    parser.add_argument("--programs", nargs="*", type=Path,
                        default=sorted((ROOT / "examples" / "programs").glob("*.mlir")))
    parser.add_argument("--out", type=Path)
    parser.add_argument("--keep", type=Path, metavar="DIR",
                        help="keep each run's store here (PROGRAM-SEED.db), to read a low seed afterwards")
    opts = parser.parse_args(argv)
    rows = []
    if opts.keep:
        opts.keep.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        work = opts.keep or tmp
        for seed in range(opts.seeds):
            for path in opts.programs:
                rows.append(run_one(path, opts.measurements, seed, Path(work)))
                print(json.dumps(rows[-1]), flush=True)
                if opts.out:  # after every run: a killed bench keeps its rows
                    opts.out.with_suffix(".json").write_text(json.dumps(rows, indent=1) + "\n")
    lines = [f"# bench/explain.py, {datetime.date.today()}: {opts.measurements} measurements, "
             f"{opts.seeds} seed(s), one core", "", *table(rows)]
    if opts.seeds > 1:
        lines += ["", "The answers side by side (speedup, genes in brackets; 1.000x (0) = the default):", "",
                  *spread(rows)]
    text = "\n".join(lines)
    print(text)
    if opts.out:
        opts.out.write_text(text + "\n")
        opts.out.with_suffix(".json").write_text(json.dumps(rows, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
