"""Reproducibility: the same configs measured in two separate worker processes.

Per example: N random configs (that compile and run) are measured in one
process, then again in a fresh one; reports the largest and median relative
difference of their ratios to the interleaved default.

Usage: python bench/measure_repro.py [--configs 5] [--cores 1]
"""

from __future__ import annotations

import argparse
import datetime
import random
import statistics
from pathlib import Path

import jax

from xtune.measure import ConfigSpace, Measurer, MeasureSettings, TimingPolicy, load_program

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--configs", type=int, default=5)
    ap.add_argument("--cores", type=int, default=1)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "measure_repro.md"))
    args = ap.parse_args()
    settings = MeasureSettings(cores=args.cores, policy=TimingPolicy(max_time_s=4.0), remeasure=True)
    rows = []
    for path in sorted((ROOT / "examples" / "programs").glob("*.mlir")):
        prog = load_program(path)
        space = ConfigSpace(prog)
        rng = random.Random(args.seed)
        configs = [space.default()] + [space.random(rng, density=0.1) for _ in range(3 * args.configs)]
        with Measurer(settings) as m:
            first = [r for r in m.measure(prog, configs) if r.ok][: args.configs + 1]
        with Measurer(settings) as m:  # a separate process
            second = m.measure(prog, [space.from_json(r.config_json) for r in first])
        diffs = [abs(b.ratio / a.ratio - 1) for a, b in zip(first, second) if b.ok]
        rows.append((prog.name, len(diffs), max(diffs), statistics.median(diffs),
                     min(r.ratio for r in first), max(r.ratio for r in first)))
        print(rows[-1], flush=True)
    lines = [f"`python bench/measure_repro.py --configs {args.configs} --cores {args.cores}` — "
             f"{datetime.date.today()}, jax {jax.__version__}: the default plus random sparse configs, each "
             "measured in two separate worker processes.", "",
             "| program | configs | max ratio difference | median | ratios spanned |", "|---|---|---|---|---|"]
    lines += [f"| {n} | {k} | {100 * mx:.1f}% | {100 * md:.1f}% | {lo:.2f}-{hi:.2f} |" for n, k, mx, md, lo, hi in rows]
    text = "\n".join(lines) + "\n"
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text)
    print(text)


if __name__ == "__main__":
    main()
