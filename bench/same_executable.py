"""What skipping configs of an executable timed already buys a search, measured in the same run.

For every program and seed, the same search (bundled model, same seed, same budget, the
answer confirmed and explained) runs twice, each into a fresh store: once timing every
config as before (`--time-same-executable`: `MeasureSettings(skip_same_executable=False)`)
and once skipping the configs that compile to the default's executable or to one timed
already (`record.SAME`, free of the budget). Both record every config's executable key,
so the first run also says how much of today's budget went to machine code already timed.

Per run: timed measurements, how many of them timed an executable another config of the
run was timed with before (the default's or another's: "repeats"; the search's deliberate
re-time of a new incumbent is the same config, no repeat), "phantom wins" among them (a config with
the default's own executable read faster than the default, its whole interval below 1),
the configs skipped, the distinct executables timed, the confirmed speedup, the answer's
genes and the wall time. The mode that runs first alternates with the seed.

Usage:
  python bench/same_executable.py [--programs examples/programs/*.mlir] [--seeds 0 1]
      [--measurements 30] [--cores 1] [--out bench/results/same_executable.md] [--keep DIR]
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import statistics
import tempfile
import time
from pathlib import Path

from xtune.measure import Measurer, MeasureSettings, RecordStore, load_program
from xtune.measure.record import SAME
from xtune.search.costmodel import load_model
from xtune.search.engine import Search
from xtune.search.settings import BudgetSettings, SearchSettings

ROOT = Path(__file__).resolve().parent.parent
MODES = ("time all", "skip same")


def one_run(path: str, seed: int, measurements: int, cores: int, skip: bool, keep: str | None = None) -> dict:
    """One search of one program; its figures (see the module docstring). `keep`: a folder
    to keep its store in (else a temporary one)."""
    prog = load_program(path)
    db_name = f"{prog.name}-seed{seed}-{MODES[skip].replace(' ', '-')}.db"
    settings = SearchSettings(budget=BudgetSettings(measurements), seed=seed)
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp, RecordStore(Path(keep or tmp) / db_name) as store, \
            Measurer(MeasureSettings(cores=cores, skip_same_executable=skip), store) as measurer:
        result = Search(prog, measurer, load_model(None, seed), settings).run()
    wall = time.perf_counter() - t0
    searched = result.records[: len(result.trace)]  # the search's own; the confirmation's follow
    timed = [r for r in searched if r.status != SAME]
    default_key = next((r.executable for r in timed if json.loads(r.config_json)["genes"] == {}), None)
    first: dict[str, str] = {}  # executable -> the first config timed with it
    repeats = phantoms = 0
    for r in timed:
        twin = first.setdefault(r.executable or r.config_hash, r.config_hash)
        if twin != r.config_hash:  # (a config timed twice on purpose, a re-time, is no repeat)
            repeats += 1
            phantoms += bool(r.executable == default_key and r.ok and r.ratio_high and r.ratio_high < 1.0)
    return {"program": prog.name, "seed": seed, "mode": MODES[skip], "timed": len(timed),
            "repeats": repeats, "phantoms": phantoms, "skipped": sum(r.status == SAME for r in searched),
            "executables": len({r.executable for r in timed if r.executable}),
            "speedup": result.speedup, "genes": len(result.best_config.values), "wall_s": wall}


def table(rows: list[dict]) -> str:
    head = ["program", "seed", "mode", "timed", "repeats", "phantom wins", "skipped", "executables timed",
            "confirmed", "genes", "wall s"]
    out = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in rows:
        out.append(f"| {r['program']} | {r['seed']} | {r['mode']} | {r['timed']} | {r['repeats']} | {r['phantoms']} "
                   f"| {r['skipped']} | {r['executables']} | {r['speedup']:.3f}x | {r['genes']} | {r['wall_s']:.0f} |")
    return "\n".join(out)


def summary(rows: list[dict]) -> str:
    by = {m: [r for r in rows if r["mode"] == m] for m in MODES}
    if not all(by.values()):
        return ""
    lines = ["| mode | runs | timed | repeats | phantom wins | skipped | executables timed | geomean confirmed "
             "| wall s |", "|---|---|---|---|---|---|---|---|---|"]
    for m, rs in by.items():
        geo = math.exp(statistics.fmean(math.log(r["speedup"]) for r in rs))
        lines.append(f"| {m} | {len(rs)} | {sum(r['timed'] for r in rs)} | {sum(r['repeats'] for r in rs)} "
                     f"| {sum(r['phantoms'] for r in rs)} | {sum(r['skipped'] for r in rs)} "
                     f"| {sum(r['executables'] for r in rs)} | {geo:.3f}x | {sum(r['wall_s'] for r in rs):.0f} |")
    a, b = (sum(r["executables"] for r in by[m]) / sum(r["timed"] for r in by[m]) for m in MODES)
    lines.append(f"\nDistinct executables per timed measurement: {b:.3f} skipping vs {a:.3f} timing all "
                 f"(ratio {b / a:.3f}).")
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--programs", nargs="+", default=sorted(str(p) for p in (ROOT / "examples/programs")
                                                            .glob("*.mlir")))
    ap.add_argument("--seeds", nargs="+", type=int, default=[0])
    ap.add_argument("--measurements", type=int, default=30)
    ap.add_argument("--cores", type=int, default=1)
    ap.add_argument("--out", default=str(ROOT / "bench/results/same_executable.md"))
    ap.add_argument("--keep", default=None, help="Folder to keep each run's store in.")
    args = ap.parse_args()
    rows = []
    for path in args.programs:
        for seed in args.seeds:
            for skip in ((False, True) if seed % 2 == 0 else (True, False)):
                rows.append(one_run(path, seed, args.measurements, args.cores, skip, args.keep))
                print(table(rows[-1:]).splitlines()[-1], flush=True)
                Path(args.out).with_suffix(".json").write_text(json.dumps(rows, indent=1))
    rows.sort(key=lambda r: (r["program"], r["seed"], r["mode"]))
    text = (f"# Skipping configs of an executable timed already ({datetime.date.today()})\n\n"
            f"`python bench/same_executable.py --measurements {args.measurements} --cores {args.cores} --seeds "
            f"{' '.join(map(str, args.seeds))}` on {len(args.programs)} programs\n\n{table(rows)}\n\n{summary(rows)}\n")
    Path(args.out).write_text(text)
    print(summary(rows))


if __name__ == "__main__":
    main()
