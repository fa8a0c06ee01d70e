"""The floor under issue 15's spread target: one fixed answer, confirmed again and again.

A search's answer is confirmed against XLA's default in three fresh processes, one after
another, and the median reading is the speedup the user reads. Five seeds of a search that
found the *same* config every time would still spread as far as that confirmation moves
from one run to the next. This bench confirms fixed configs exactly as the search does
(`search.answer.confirm`: the confirmation policy, three processes, one core, a store per
program so the default's history builds up as in a search), the programs in turn, round
after round for `--minutes`. Per config: the rounds, the confirmed speedups (min, median,
max), the spread (max/min) over all rounds, and over 5 rounds drawn at random (10,000
draws) as five seeds would be: the median spread and the share of draws within 1.03.

Usage:
  python bench/confirm_repeat.py PROGRAM.mlir=CONFIG.json [...] [--minutes 40] [--processes 3] [--out FILE]
  python bench/confirm_repeat.py --from-json FILE.json [--out FILE]   # the tables again
"""

from __future__ import annotations

import argparse
import datetime
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from xtune.measure import ConfigSpace, Measurer, RecordStore, load_program
from xtune.search import answer
from xtune.search.batch import measure_settings

TARGET = 1.03


def pair(text: str) -> tuple[Path, Path]:
    """'PROGRAM=CONFIG' as two paths that exist (a one-line error otherwise)."""
    program, sep, config = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"{text}: expected PROGRAM.mlir=CONFIG.json")
    for p in (program, config):
        if not Path(p).is_file():
            raise argparse.ArgumentTypeError(f"{p}: no such file")
    return Path(program), Path(config)


def run(pairs: list[tuple[Path, Path]], minutes: float, processes: int, work: Path) -> list[dict]:
    """One row per confirmation: program, round, seconds since the start, the confirmed
    speedup (None where no reading counted) and the default's median (ms)."""
    loaded = []
    for prog_path, config_path in pairs:
        prog = load_program(prog_path)
        loaded.append((prog, ConfigSpace(prog).from_json(config_path.read_text(), source=str(config_path))))
    rows, start, k = [], time.monotonic(), 0
    while time.monotonic() - start < 60 * minutes:
        for prog, config in loaded:
            with RecordStore(work / f"{prog.name}.db") as store, \
                    Measurer(measure_settings(cores=1), store) as measurer:
                (rec,) = answer.confirm(measurer, prog, [config], processes=processes)
            rows.append({"program": prog.name, "round": k, "seconds": round(time.monotonic() - start),
                         "speedup": 1 / rec.ratio if rec.ratio_counts else None,
                         "default_ms": rec.default_median_ms})
            print(json.dumps(rows[-1]), flush=True)
        k += 1
    return rows


def table(rows: list[dict], draws: int = 10_000, seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    lines = ["| program | rounds | confirmed speedup min / median / max | spread, all rounds | "
             f"spread of 5 rounds at random: median | 5 rounds within {TARGET} |", "|---|---|---|---|---|---|"]
    for prog in dict.fromkeys(r["program"] for r in rows):
        ups = [r["speedup"] for r in rows if r["program"] == prog and r["speedup"]]
        lost = sum(1 for r in rows if r["program"] == prog and not r["speedup"])
        if len(ups) < 5:
            lines.append(f"| {prog} | {len(ups)} | too few | | | |")
            continue
        fives = [rng.sample(ups, 5) for _ in range(draws)]
        spreads = sorted(max(f) / min(f) for f in fives)
        within = sum(s <= TARGET for s in spreads) / draws
        lines.append(f"| {prog} | {len(ups)}" + (f" (+{lost} without a counted reading)" if lost else "")
                     + f" | {min(ups):.3f}x / {statistics.median(ups):.3f}x / {max(ups):.3f}x | "
                     f"{max(ups) / min(ups):.3f} | {statistics.median(spreads):.3f} | {100 * within:.0f}% |")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pairs", nargs="*", type=pair, metavar="PROGRAM=CONFIG")
    parser.add_argument("--minutes", type=float, default=40.0)
    parser.add_argument("--processes", type=int, default=3)
    parser.add_argument("--from-json", type=Path)
    parser.add_argument("--out", type=Path)
    opts = parser.parse_args(argv)
    if opts.from_json:
        rows = json.loads(opts.from_json.read_text())
    elif not opts.pairs:
        parser.error("give PROGRAM=CONFIG pairs or --from-json")
    else:
        with tempfile.TemporaryDirectory() as tmp:
            rows = run(opts.pairs, opts.minutes, opts.processes, Path(tmp))
        if opts.out:
            opts.out.with_suffix(".json").write_text(json.dumps(rows, indent=1) + "\n")
    text = "\n".join([f"# bench/confirm_repeat.py, {datetime.date.today()}: each config confirmed as a search "
                      f"does ({opts.processes} fresh processes, the median reading), one core, round after round",
                      "", *table(rows)])
    print(text)
    if opts.out:
        opts.out.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
