"""Per example: the default's timing noise, throughput, and the spread of random configs.

For every program in examples/programs:
  * noise: the default config measured in 5 independent worker processes;
    coefficient of variation of the 5 medians, and the spread of the default's
    ratio against itself (should read 1.00);
  * throughput: measurements per minute over the random configs;
  * spread over N random configs: best, worst, share faster than the default,
    and how many are *confirmed* faster: whole 95% CI of the ratio below 1 in
    the screening run and again in a second, fresh process.

Usage: python bench/measure_noise.py [--cores 1] [--random 50] [--out bench/results/measure_noise.md]
"""

from __future__ import annotations

import argparse
import datetime
import random
import statistics
import time
from pathlib import Path

import jax

from xtune.measure import ConfigSpace, Measurer, MeasureSettings, RecordStore, TimingPolicy, load_program

ROOT = Path(__file__).resolve().parent.parent


def bench_program(path: Path, args: argparse.Namespace, store: RecordStore) -> dict:
    prog = load_program(path)
    space = ConfigSpace(prog)
    policy = TimingPolicy(max_time_s=args.max_time)
    settings = MeasureSettings(cores=args.cores, policy=policy, remeasure=True, timeout_s=300)
    medians, self_ratios = [], []
    for _ in range(args.repeats):
        with Measurer(settings, store) as m:  # a fresh worker process each time
            (r,) = m.measure(prog, [space.default()])
        medians.append(r.median_ms)
        self_ratios.append(r.ratio)
    rng = random.Random(args.seed)
    configs = [space.random(rng) for _ in range(args.random)]
    t0 = time.perf_counter()
    with Measurer(settings, store) as m:
        recs = m.measure(prog, configs)
    per_min = len(recs) / (time.perf_counter() - t0) * 60
    ok = [r for r in recs if r.ok]
    candidates = [r for r in ok if r.ratio_high < 1.0]
    confirmed = []
    if candidates:
        with Measurer(settings, store) as m:
            again = m.measure(prog, [space.from_json(r.config_json) for r in candidates])
        confirmed = [r for r in again if r.ok and r.ratio_high < 1.0]
    ratios = [r.ratio for r in ok]
    return {
        "program": prog.name,
        "default_ms": statistics.median(medians),
        "cv": statistics.stdev(medians) / statistics.mean(medians),
        "self_ratio": (min(self_ratios), max(self_ratios)),
        "per_min": per_min,
        "ok": len(ok),
        "failed": len(recs) - len(ok),
        "best": 1 / min(ratios) if ratios else float("nan"),
        "worst": 1 / max(ratios) if ratios else float("nan"),
        "faster": sum(r < 1.0 for r in ratios),
        "confirmed": len(confirmed),
        "best_confirmed": max((r.speedup for r in confirmed), default=None),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cores", type=int, default=1)
    ap.add_argument("--random", type=int, default=50)
    ap.add_argument("--repeats", type=int, default=5)
    ap.add_argument("--max-time", type=float, default=4.0, help="timing cap per config, s")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--programs", nargs="*", default=None)
    ap.add_argument("--db", default=str(ROOT / "runs" / "bench_noise.db"))
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "measure_noise.md"))
    args = ap.parse_args()
    paths = [Path(p) for p in args.programs] if args.programs else sorted((ROOT / "examples" / "programs").glob("*.mlir"))
    Path(args.db).parent.mkdir(parents=True, exist_ok=True)
    rows = []
    with RecordStore(args.db) as store:
        for path in paths:
            row = bench_program(path, args, store)
            rows.append(row)
            print(_format_row(row), flush=True)
    header = ("| program | default ms | noise CV (5 runs) | default/default | measurements/min | ok/failed "
              "| best | worst | faster (screen) | confirmed faster | best confirmed |\n|" + "---|" * 11)
    text = "\n".join([
        f"`python bench/measure_noise.py --cores {args.cores} --random {args.random}` — "
        f"{datetime.date.today()}, jax {jax.__version__}, {args.cores} pinned core(s), "
        f"timing cap {args.max_time:g} s/config, {args.random} random configs per program.",
        "", header, *(_format_row(r) for r in rows), ""])
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text)
    print(text)


def _format_row(r: dict) -> str:
    bc = f"{r['best_confirmed']:.3f}x" if r["best_confirmed"] else "-"
    return (f"| {r['program']} | {r['default_ms']:.2f} | {100 * r['cv']:.1f}% | "
            f"{1 / r['self_ratio'][1]:.3f}-{1 / r['self_ratio'][0]:.3f}x | {r['per_min']:.0f} | "
            f"{r['ok']}/{r['failed']} | {r['best']:.3f}x | {r['worst']:.3f}x | {r['faster']} | "
            f"{r['confirmed']} | {bc} |")


if __name__ == "__main__":
    main()
