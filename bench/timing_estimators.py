"""Which ratio estimator gives the same reading twice? Raw interleaved times, cut into windows.

For each PROGRAM:CONFIG pair, the config and the default are compiled in this process and
run in alternating pairs (A B, B A, ...; as `measure.timing.time_interleaved` does, one run
per sample) for `--minutes`, on one pinned core with glibc's allocator thresholds fixed.
The pairs are then cut into consecutive windows of N pairs, each window read as a
measurement would be, with each estimator:

- median-pair: the median of the paired ratios (every record before 2026-12-02);
- pQ: the Q-th percentile of the config's times over that of the default's
  (`measure.timing.quantile_ratio`; p10 is what records use now);
- min: the fastest config run over the fastest default run.

A good estimator reads the same in every window: the table gives each one's median over
windows, the 5th-95th percentile range of its readings and their max/min. A second table
says why they differ: the median paired ratio of the pairs by how fast the default ran
(the rest of the machine slows some runs more than others).

Usage:
  python bench/timing_estimators.py examples/programs/vmapped_mlp.mlir:runs/demo-best.json \
      [--minutes 5] [--core 1] [--out bench/results/timing_estimators.md]
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from pinned import device_inputs, pin_with_fixed_allocator, program_and_config  # noqa: E402

WINDOWS = (30, 100, 300, 1000)
QUANTILES = (0.05, 0.1, 0.2)


def record_pairs(program_path: str, config_path: str, minutes: float) -> dict[str, np.ndarray]:
    """Raw times (s) of config and default in alternating pairs, and each pair's start (s)."""
    from xtune.measure.execute import compile_text

    prog, text, options = program_and_config(program_path, config_path)
    default = compile_text(prog.text)
    cand = compile_text(text, options)
    args = device_inputs(prog)
    for _ in range(3):
        cand.run(args)
        default.run(args)
    starts, c_s, d_s = [], [], []
    t0 = time.perf_counter()
    k = 0
    while time.perf_counter() - t0 < minutes * 60:
        first, second = (cand, default) if k % 2 == 0 else (default, cand)
        s = time.perf_counter()
        first.run(args)
        m = time.perf_counter()
        second.run(args)
        e = time.perf_counter()
        a, b = (m - s, e - m) if k % 2 == 0 else (e - m, m - s)
        starts.append(s - t0)
        c_s.append(a)
        d_s.append(b)
        k += 1
    return {"t": np.array(starts), "c": np.array(c_s), "d": np.array(d_s)}


def estimators(c: np.ndarray, d: np.ndarray) -> dict[str, float]:
    """Each estimator's ratio for one window of pairs."""
    out = {"median-pair": float(np.median(c / d))}
    for q in QUANTILES:
        out[f"p{100 * q:g}"] = float(np.quantile(c, q) / np.quantile(d, q))
    out["min"] = float(c.min() / d.min())
    return out


def windows_table(raw: dict[str, np.ndarray]) -> list[dict]:
    """Per window size and estimator: median reading, 5th/95th percentiles, max/min."""
    t, c, d = raw["t"], raw["c"], raw["d"]
    rows = []
    for w in WINDOWS:
        n = len(t) // w
        if n < 3:
            continue
        reads: dict[str, list[float]] = {}
        for i in range(n):
            for k, v in estimators(c[i * w:(i + 1) * w], d[i * w:(i + 1) * w]).items():
                reads.setdefault(k, []).append(v)
        span_s = float(np.median([t[(i + 1) * w - 1] - t[i * w] for i in range(n)]))
        for k, v in reads.items():
            v = np.array(v)
            p5, p95 = np.percentile(v, [5, 95])
            rows.append({"pairs": w, "seconds": span_s, "windows": n, "estimator": k, "median": float(np.median(v)),
                         "p5": float(p5), "p95": float(p95), "max_over_min": float(v.max() / v.min())})
    return rows


def contention_table(raw: dict[str, np.ndarray]) -> list[dict]:
    """The median paired ratio of the pairs in each fifth of the default's times."""
    c, d = raw["c"], raw["d"]
    edges = np.quantile(d, [0, 0.2, 0.4, 0.6, 0.8, 1.0])
    rows = []
    for i in range(5):
        sel = (d >= edges[i]) & ((d < edges[i + 1]) if i < 4 else (d <= edges[i + 1]))
        rows.append({"fifth": i + 1, "default_ms_from": float(edges[i] * 1e3), "default_ms_to": float(edges[i + 1] * 1e3),
                     "median_pair_ratio": float(np.median(c[sel] / d[sel])), "pairs": int(sel.sum())})
    return rows


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pairs", nargs="+", help="PROGRAM:CONFIG_JSON")
    ap.add_argument("--minutes", type=float, default=5.0, help="per pair")
    ap.add_argument("--core", type=int, default=1, help="the core to pin to")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "timing_estimators.md"))
    args = ap.parse_args()
    pin_with_fixed_allocator(args.core)
    import jax

    command = "python bench/timing_estimators.py " + " ".join(args.pairs) + f" --minutes {args.minutes:g}"
    intro = [f"`{command}` — {datetime.date.today()}, jax {jax.__version__}, one pinned core, "
             f"{args.minutes:g} min of alternating pairs per program, cut into windows of N pairs.", ""]
    raw_out: dict[str, dict] = {}
    tables = []
    for pair in args.pairs:
        program, _, config = pair.rpartition(":")
        raw = record_pairs(program, config, args.minutes)
        name = Path(program).stem
        wins, cont = windows_table(raw), contention_table(raw)
        raw_out[name] = {"program": program, "config": config, "pairs": len(raw["t"]), "windows": wins,
                         "by_default_time": cont}
        head = f"### {name} ({config}): {len(raw['t'])} pairs, default median {np.median(raw['d']) * 1e3:.2f} ms"
        lines = [head, "", "| pairs per window (~s) | windows | estimator | median reading | p5-p95 | spread p95/p5 | max/min |",
                 "|---|---|---|---|---|---|---|"]
        lines += [f"| {r['pairs']} (~{r['seconds']:.1f} s) | {r['windows']} | {r['estimator']} | {r['median']:.3f} | "
                  f"{r['p5']:.3f}-{r['p95']:.3f} | {100 * (r['p95'] / r['p5'] - 1):.1f}% | {r['max_over_min']:.3f} |"
                  for r in wins]
        lines += ["", "| pairs by the default's time | default ms | median paired ratio |", "|---|---|---|"]
        lines += [f"| fifth {r['fifth']} | {r['default_ms_from']:.2f}-{r['default_ms_to']:.2f} | "
                  f"{r['median_pair_ratio']:.3f} |" for r in cont]
        tables.append("\n".join(lines))
        print(tables[-1], flush=True)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(intro) + "\n\n".join(tables) + "\n")
    out.with_suffix(".json").write_text(json.dumps(raw_out, indent=1))
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
