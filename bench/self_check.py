"""Does a confirmation call the default faster than itself? An A/A check of the ratio's estimators.

For every program, the default config is timed against the default (each compiled on its
own, as every measurement does) as an answer is confirmed: a fresh worker process, at
least 30 pairs and 3 s (`search.answer.confirmation_measurer`), `--repeats` times with
each estimator (the p10 ratio and the median of the paired ratios, in alternation). A
reading whose whole 95% interval is below 1 would be a confirmed win of the default over
itself: it must be rare (a 95% interval misses 1 on one side in about 2.5% of readings if
it is honest). The table gives, per estimator, the readings' range and how many of them
called the default faster or slower than itself.

With `--screening` the default is timed against itself as a search's screen or a dataset
build times a config: one worker process for all readings of a program, `--max-time` per
reading (0.5 s, as `data/cpu-v1` was built), no minimum time. Every reading's true ratio
is 1, so their spread (the sd of log ratio) is the label noise a dataset carries.

Usage:
  python bench/self_check.py [--repeats 6] [--programs ...] [--cores 1] [--out bench/results/self_check.md]
  python bench/self_check.py --screening --repeats 20 [--max-time 0.5] [--out bench/results/self_check-screening.md]
"""

from __future__ import annotations

import argparse
import datetime
import math
import statistics
import sys
from pathlib import Path

import jax

from xtune.measure import ConfigSpace, Measurer, MeasureSettings, TimingPolicy, load_program
from xtune.measure.timing import ESTIMATORS, estimator_name
from xtune.search.answer import confirmation_measurer

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from tables import write_table  # noqa: E402



def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeats", type=int, default=6)
    ap.add_argument("--programs", nargs="*", default=None)
    ap.add_argument("--cores", type=int, default=1)
    ap.add_argument("--screening", action="store_true", help="time as a screen / dataset build does")
    ap.add_argument("--max-time", type=float, default=0.5, help="--screening: timing cap per reading, s")
    ap.add_argument("--out", default=None, help="default: bench/results/self_check[-screening].md")
    args = ap.parse_args()
    args.out = args.out or str(ROOT / "bench" / "results" / ("self_check-screening.md" if args.screening
                                                             else "self_check.md"))
    paths = args.programs or sorted(str(p) for p in (ROOT / "examples" / "programs").glob("*.mlir"))
    rows, raw = [], []
    totals = {q: [0, 0, 0] for q in ESTIMATORS.values()}  # readings, faster, slower
    sds: dict[float | None, list[float]] = {}
    for path in paths:
        prog = load_program(path)
        default = ConfigSpace(prog).default()
        reads: dict[float | None, list] = {q: [] for q in ESTIMATORS.values()}
        screens = {q: Measurer(MeasureSettings(cores=args.cores, policy=TimingPolicy(max_time_s=args.max_time, quantile=q),
                                               skip_same_executable=False, history_tolerance=None))
                   for q in ESTIMATORS.values()} if args.screening else {}
        for i in range(args.repeats):
            for q in ESTIMATORS.values():
                if args.screening:
                    (r,) = screens[q].measure(prog, [default], remeasure=True)
                else:
                    settings = MeasureSettings(cores=args.cores, policy=TimingPolicy(max_time_s=4.0, quantile=q),
                                               skip_same_executable=False, history_tolerance=None)
                    with Measurer(settings) as searcher, confirmation_measurer(searcher) as fresh:
                        (r,) = fresh.measure(prog, [default], remeasure=True)
                reads[q].append((r.ratio, r.ratio_low, r.ratio_high, r.num_samples))
                raw.append({"program": prog.name, "repeat": i, "estimator": estimator_name(q),
                            "ratio": r.ratio, "low": r.ratio_low, "high": r.ratio_high, "pairs": r.num_samples})
                print(raw[-1], flush=True)
        for q in ESTIMATORS.values():
            vals = reads[q]
            faster = sum(hi < 1.0 for _, _, hi, _ in vals)
            slower = sum(lo > 1.0 for _, lo, _, _ in vals)
            t = totals[q]
            t[0], t[1], t[2] = t[0] + len(vals), t[1] + faster, t[2] + slower
            sd = statistics.stdev(math.log(v[0]) for v in vals) if len(vals) > 1 else math.nan
            rows.append([prog.name, estimator_name(q), f"{min(v[0] for v in vals):.3f}-{max(v[0] for v in vals):.3f}",
                         f"{100 * sd:.2f}%", f"{min(v[3] for v in vals)}-{max(v[3] for v in vals)}", str(faster),
                         str(slower)])
            sds.setdefault(q, []).append(sd)
        for m in screens.values():
            m.close()
    for q, (n, faster, slower) in totals.items():
        rows.append(["**all**", estimator_name(q), "", f"median {100 * statistics.median(sds[q]):.2f}%", "",
                     f"{faster} of {n}", f"{slower} of {n}"])
    command = f"python bench/self_check.py --repeats {args.repeats} --cores {args.cores}"
    if args.screening:
        command += f" --screening --max-time {args.max_time:g}"
    if args.programs:
        command += " --programs " + " ".join(args.programs)
    how = (f"as a screen or a dataset build times a config (one worker per program, {args.max_time:g} s cap)"
           if args.screening else "as an answer is confirmed (fresh process, >= 30 pairs and 3 s)")
    intro = (f"`{command}` — {datetime.date.today()}, jax {jax.__version__}: the default timed against itself "
             f"{how}, each estimator in alternation.")
    text = write_table(args.out, intro, ["program", "estimator", "ratio read", "sd of log ratio", "pairs",
                                         "faster (CI below 1)", "slower (CI above 1)"], rows, raw)
    print(text)


if __name__ == "__main__":
    main()
