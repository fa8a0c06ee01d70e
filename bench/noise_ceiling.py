"""How well can any ranking do on a dataset's labels? The same configs measured again.

A dataset's label is one measurement of each config (`surrogate.dataset_build.labels`,
the reading `export` takes). A ranking is scored against those labels, so no ranking can
agree with them better than a second measurement of the same configs does, unless it
knows the first measurement's noise. This bench re-measures every labelled config of a
store's programs in a fresh store (fresh worker processes, the settings the labels were
made with: one core, `--max-time`, the ratio's estimator) and reads, per program:

* Kendall tau between the two measurements (tau-b of their ratios), and the ceiling it
  implies for a ranking that knew the true runtimes: two readings of one truth with
  independent noise correlate as rho^2, truth and one reading as rho, so for Gaussian
  noise (tau = 2/pi asin r) the ceiling is 2/pi asin(sqrt(sin(pi tau / 2)));
* the best config of one measurement among the five fastest of the other (both ways,
  averaged): the most an exact ranking of another measurement can score on issue 14's
  "best in the top 5" target;
* the count (`surrogate.layout_count`) against each measurement, its ties kept (tau-b) and broken
  at random (20 draws), in the same run.

Usage:
  python bench/noise_ceiling.py data/real-v1/real-v1-local.db data/real-v1/real-v1-random.db
      [--cores 1] [--max-time 0.5] [--min-time 0] [--estimator median-pair] [--remeasured DIR]
      [--third DIR] [--programs NAME ...] [--out bench/results/noise_ceiling.md]

The re-measurements go to `DIR/<store name>` (default `runs/noise-ceiling/`), so a run
that stops resumes where it was; a store's own records are never written. `--third DIR`
reads another run's re-measurements (`DIR/<store name>`, e.g. made with other settings) as
a third measurement of the same configs, and splits the agreement between the three into
each measurement's own reliability (the triad: with r_xy = sin(pi tau_xy / 2), a
measurement x correlates with the truth as sqrt(r_xy r_xz / r_yz), over the set's mean
r): the ceiling of labels made the way each was made.
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import json
import math
import sys
import time
from pathlib import Path

import numpy as np

from xtune.measure.measurer import Measurer, MeasureSettings
from xtune.measure.program import Program
from xtune.measure.space import ConfigSpace
from xtune.measure.store import RecordStore
from xtune.measure.timing import ESTIMATORS, TimingPolicy
from xtune.surrogate.dataset_build import labels
from xtune.surrogate.graph import build_graph
from xtune.surrogate.input_pipeline import config_codes
from xtune.surrogate.metrics import kendall_tau
from xtune.surrogate.layout_count import count_scores

ROOT = Path(__file__).resolve().parent.parent
TOP = 5
TIE_DRAWS = 20


def _r(tau: float) -> float:
    """Kendall tau as the correlation of Gaussian variables (tau = 2/pi asin r)."""
    return math.sin(math.pi * tau / 2)


def _tau_with_truth(r_squared: float) -> float:
    """A measurement's tau with the truth, from its squared correlation with it."""
    return 2 / math.pi * math.asin(math.sqrt(min(max(r_squared, 0.0), 1.0)))


def ceiling(tau_runs: float) -> float:
    """The tau a ranking that knew the true runtimes would read against one measurement, from
    the tau between two measurements (Gaussian noise, independent between them, equally large)."""
    return _tau_with_truth(_r(tau_runs))


def best_in_top(order_by: np.ndarray, best_of: np.ndarray, k: int = TOP) -> bool:
    """Whether the config fastest by `best_of` is among the `k` fastest by `order_by`."""
    return int(np.argmin(best_of)) in set(np.argsort(order_by, kind="stable")[:k].tolist())


def random_ties(scores: np.ndarray, runtime: np.ndarray, draws: int, seed: int) -> tuple[float, float]:
    """(mean tau, mean share of draws with the best in the top 5) of `scores`, ties at random."""
    rng = np.random.default_rng(seed)
    taus, hits = [], []
    for _ in range(draws):
        broken = np.lexsort((rng.random(len(scores)), scores)).argsort()
        taus.append(kendall_tau(broken, runtime))
        hits.append(best_in_top(broken.astype(float), runtime))
    return float(np.mean(taus)), float(np.mean(hits))


def program_row(prog: Program, stored: dict, fresh: dict, third: dict | None = None) -> dict | None:
    """One program's comparison over the configs both measurements (and `third`, if given) labelled."""
    hashes = sorted(set(stored) & set(fresh) & (set(third) if third is not None else set(stored)))
    if len(hashes) < TOP + 1:
        return None
    space = ConfigSpace(prog)
    configs = [space.from_json(stored[h].config_json) for h in hashes]
    graph = build_graph(prog, space)
    codes = config_codes(graph.node_config_feat(space, configs), graph.node_config_extra(space, configs))
    count = count_scores(codes, graph.node_feat, graph.edge_index, graph.node_config_ids)
    a = np.log([stored[h].ratio for h in hashes])
    b = np.log([fresh[h].ratio for h in hashes])
    tau = kendall_tau(a, b)
    count_a, hit_a = random_ties(count, a, TIE_DRAWS, 0)
    triad = {}
    if third is not None:
        c = np.log([third[h].ratio for h in hashes])
        triad = {"tau_stored_third": kendall_tau(a, c), "tau_fresh_third": kendall_tau(b, c),
                 "top5_stored_third": (best_in_top(c, a) + best_in_top(a, c)) / 2}
    return {
        **triad, "program": prog.name, "configs": len(hashes), "tau_runs": tau,
        "ceiling": ceiling(tau) if not math.isnan(tau) else math.nan,
        "top5": (best_in_top(b, a) + best_in_top(a, b)) / 2,
        "same_best": bool(np.argmin(a) == np.argmin(b)),
        "median_diff": float(np.median(np.abs(a - b))),
        "spread": float(a.max() - a.min()),
        "count_tau_stored": kendall_tau(count, a), "count_tau_fresh": kendall_tau(count, b),
        "count_tau_stored_ties": count_a, "count_top5_stored_ties": hit_a,
        "best_speedup_stored": float(np.exp(-a.min())), "best_speedup_fresh": float(np.exp(-b.min())),
    }


def remeasure(store_path: Path, out_path: Path, settings: MeasureSettings, only: list[str],
              third_path: Path | None = None) -> list[dict]:
    """Re-measures every labelled config of `store_path`'s programs into `out_path`; the rows
    (with `third_path`, another re-measurement store read as a third measurement)."""
    rows = []
    with RecordStore(store_path) as store, RecordStore(out_path) as fresh_store, \
            (RecordStore(third_path) if third_path is not None else contextlib.nullcontext()) as third_store, \
            Measurer(settings, fresh_store) as measurer:
        programs = [p for p in store.programs(with_text=True) if not only or p["name"] in only]
        for i, p in enumerate(programs):
            groups = labels(store, p["fingerprint"])
            if len(groups) != 1:
                print(f"  {p['name']}: {len(groups)} device/core groups, skipped", file=sys.stderr)
                continue
            (device, cores), stored = next(iter(groups.items()))
            prog = Program.from_text(p["text"], name=p["name"], source=p["source"])
            space = ConfigSpace(prog)
            configs = [space.from_json(r.config_json) for r in stored.values()]
            t = time.perf_counter()
            measurer.measure(prog, configs)
            fresh = labels(fresh_store, p["fingerprint"]).get((device, cores), {})
            third = labels(third_store, p["fingerprint"]).get((device, cores), {}) if third_store else None
            row = program_row(prog, stored, fresh, third)
            print(f"  [{i + 1}/{len(programs)}] {p['name']}: {len(fresh)}/{len(stored)} re-measured in "
                  f"{time.perf_counter() - t:.0f} s" + (f", tau between runs {row['tau_runs']:.3f}" if row else ""),
                  file=sys.stderr, flush=True)
            if row:
                rows.append(row)
    return rows


def summary(name: str, rows: list[dict]) -> dict:
    def mean(k: str) -> float:
        v = [r[k] for r in rows if not math.isnan(r[k])]
        return float(np.mean(v)) if v else math.nan
    return {"set": name, "programs": len(rows), **{k: mean(k) for k in (
        "configs", "tau_runs", "ceiling", "top5", "same_best", "median_diff", "count_tau_stored",
        "count_tau_fresh", "count_tau_stored_ties", "count_top5_stored_ties",
        "tau_stored_third", "tau_fresh_third", "top5_stored_third") if rows and k in rows[0]}}


def triad(m: dict) -> dict[str, float]:
    """Each measurement's tau with the truth (labels, re-measure, third) from the three set-mean
    taus between them, Gaussian noise independent between measurements."""
    r = {k: _r(m[k]) for k in ("tau_runs", "tau_stored_third", "tau_fresh_third")}
    rho = {"labels": r["tau_runs"] * r["tau_stored_third"] / r["tau_fresh_third"],
           "re-measure": r["tau_runs"] * r["tau_fresh_third"] / r["tau_stored_third"],
           "third": r["tau_stored_third"] * r["tau_fresh_third"] / r["tau_runs"]}
    return {k: _tau_with_truth(v) for k, v in rho.items()}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("stores", nargs="+", type=Path)
    ap.add_argument("--cores", type=int, default=1)
    ap.add_argument("--max-time", type=float, default=0.5, help="timing cap per config, s (the labels' own)")
    ap.add_argument("--min-time", type=float, default=0.0,
                    help="time each config at least this long, s (TimingPolicy.min_time_s; the labels': 0)")
    ap.add_argument("--estimator", choices=sorted(ESTIMATORS), default="median-pair",
                    help="the ratio's estimator (the committed datasets': median-pair)")
    ap.add_argument("--remeasured", type=Path, default=ROOT / "runs" / "noise-ceiling")
    ap.add_argument("--third", type=Path, default=None,
                    help="another run's --remeasured folder, read as a third measurement")
    ap.add_argument("--programs", nargs="*", default=[])
    ap.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "noise_ceiling.md")
    args = ap.parse_args(argv)
    for s in args.stores:
        if not s.is_file():
            ap.error(f"{s}: no such store")
    settings = MeasureSettings(cores=args.cores, skip_same_executable=False,
                               policy=TimingPolicy(max_time_s=max(args.max_time, args.min_time),
                                                   min_time_s=args.min_time, quantile=ESTIMATORS[args.estimator]))
    args.remeasured.mkdir(parents=True, exist_ok=True)
    started = time.time()
    results = {}
    for s in args.stores:
        print(f"{s}:", file=sys.stderr)
        third = args.third / s.name if args.third else None
        if third is not None and not third.is_file():
            ap.error(f"{third}: no such store (--third)")
        results[str(s)] = remeasure(s, args.remeasured / s.name, settings, args.programs, third)
    minutes = (time.time() - started) / 60
    command = "python bench/noise_ceiling.py " + " ".join(sys.argv[1:] if argv is None else argv)
    sums = [summary(name, rows) for name, rows in results.items()]
    lines = [
        f"`{command}` ({minutes:.0f} min, {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC; "
        f"estimator {args.estimator}, {args.min_time:g}-{args.max_time:g} s a config, {args.cores} core).",
        "",
        "Each labelled config measured again in fresh processes; per program, then the mean over programs. "
        "Ceiling: the tau a ranking that knew the true runtimes would read against the labels "
        "(Gaussian noise, 2/pi asin(sqrt(sin(pi tau / 2)))). Best in the other's top 5: the labels' best config "
        "among the 5 fastest of the re-measurement and the other way round (mean of both). Count: ties kept "
        "(tau-b); \"ties at random\": 20 draws, against the labels.",
        "",
        "| set | programs | configs | tau between the two measurements | ceiling | best in the other's top 5 | "
        "same best | median difference of a ratio | count tau vs labels / vs re-measure | count tau, ties at random | "
        "count's top 5 holds the labels' best (ties at random) |",
        "|---|---|---|---|---|---|---|---|---|---|---|",
    ]
    for m in sums:
        lines.append(f"| {m['set']} | {m['programs']} | {m['configs']:.1f} | {m['tau_runs']:.3f} | {m['ceiling']:.3f} | "
                     f"{m['top5']:.0%} | {m['same_best']:.0%} | {m['median_diff']:.1%} | "
                     f"{m['count_tau_stored']:.3f} / {m['count_tau_fresh']:.3f} | {m['count_tau_stored_ties']:.3f} | "
                     f"{m['count_top5_stored_ties']:.0%} |")
    for name, rows in results.items():
        lines += ["", f"{name}, per program:", "",
                  "| program | configs | tau between runs | ceiling | best in the other's top 5 | same best | "
                  "median difference | ratios spanned (labels) | best speedup: labels / re-measure | count tau vs labels |",
                  "|---|---|---|---|---|---|---|---|---|---|"]
        for r in rows:
            lines.append(f"| {r['program']} | {r['configs']} | {r['tau_runs']:.3f} | {r['ceiling']:.3f} | {r['top5']:.1f} | "
                         f"{'yes' if r['same_best'] else 'no'} | {r['median_diff']:.1%} | {math.exp(r['spread']):.2f}x | "
                         f"{r['best_speedup_stored']:.3f}x / {r['best_speedup_fresh']:.3f}x | {r['count_tau_stored']:.3f} |")
    if args.third:
        lines += ["", f"With a third measurement ({args.third}): tau between the labels and it, between this run's "
                  "re-measure and it, the labels' best in its top 5 (both ways), and each measurement's tau with "
                  "the truth from the three (the triad).", "",
                  "| set | tau labels-third | tau re-measure-third | best in the other's top 5, labels-third | "
                  "labels vs truth | re-measure vs truth | third vs truth |", "|---|---|---|---|---|---|---|"]
        for m in sums:
            t = triad(m)
            lines.append(f"| {m['set']} | {m['tau_stored_third']:.3f} | {m['tau_fresh_third']:.3f} | "
                         f"{m['top5_stored_third']:.0%} | {t['labels']:.3f} | {t['re-measure']:.3f} | {t['third']:.3f} |")
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("\n".join(lines) + "\n")
    args.out.with_suffix(".json").write_text(json.dumps({"command": command, "summary": sums, "rows": results},
                                                        indent=1) + "\n")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
