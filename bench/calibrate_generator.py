"""Calibration of the program generator's cost model: estimated against measured runtimes.

Generates programs as `xtune dataset generate` does (program i of a seed is
the same), checks that each loads and has configurable nodes, compiles and
times each with xtune.measure, and prints one row per program (family,
blocks, batch, estimated and measured ms, HLO ops, configurable nodes) and a
summary by family. With --fit, also a cost model refitted on the rows (paste
it into `MS_PER_UNIT` of surrogate/programs/builder.py when the machine or
XLA moves). Run it pinned to one core of an otherwise idle machine:

    taskset -c 1 python bench/calibrate_generator.py --count 40 [--seed 0] [--fit] [--out FILE.md]

The figure is the fastest run (the minimum, not the median: the question is
how long the program takes, not how busy the core was), over up to 30 runs
in about half a second per program.
"""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import Any

import jax
import numpy as np
from tables import write_table  # bench/, this script's folder

from xtune.measure.execute import compile_text
from xtune.measure.program import Program
from xtune.measure.space import ConfigSpace
from xtune.measure.timing import TimingPolicy, time_interleaved
from xtune.surrogate.programs import COST_FEATURES, sample_program

# 15 pairs = 30 runs, or ~0.5 s (at least 3 pairs), after one warm-up run of each side
POLICY = TimingPolicy(warmup=1, min_pairs=15, max_pairs=15, max_time_s=0.5)
HEADER = ["program", "family", "blocks", "batch", "est ms", "ms", "ops", "nodes"]


def time_program(text: str, policy: TimingPolicy = POLICY) -> tuple[float, int]:
    """Fastest run (ms) of compiled `text` on random inputs, and its compiled HLO op count.

    measure's timing pairs a candidate with a baseline; here the program is both,
    and the minimum is taken over both sides' runs."""
    compiled = compile_text(text)
    hlo = compiled.exe.hlo_modules()[0].to_string()
    n_ops = sum(1 for line in hlo.splitlines() if " = " in line and not line.lstrip().startswith("//"))
    device = jax.devices()[0]
    args = [jax.device_put(a, device) for a in Program.from_text(text).random_inputs()]

    def run() -> None:
        compiled.run(args)

    timing = time_interleaved(run, run, policy)
    return min(timing.candidate_s + timing.default_s) * 1e3, n_ops


def calibrate(count: int, seed: int, policy: TimingPolicy = POLICY,
              on_row: Callable[[dict[str, Any]], None] | None = None) -> list[dict[str, Any]]:
    """Generates programs 1..count of `seed`, times each; `on_row(row)` after each.

    Returns:
      one dict per program: name, family, dtype, train, blocks, batch, est_ms,
      ms, ops, nodes, cost (the cost features).
    """
    rows = []
    for i in range(1, count + 1):
        prog = sample_program(np.random.default_rng([seed, i]), i)
        text = prog.lower()
        nodes = len(ConfigSpace(Program.from_text(text, name=prog.name)).nodes)
        ms, n_ops = time_program(text, policy)
        row = dict(name=prog.name, family=prog.family, dtype=prog.dtype, train=prog.train, blocks=prog.blocks,
                   batch=prog.batch, est_ms=prog.est_ms, ms=ms, ops=n_ops, nodes=nodes, cost=prog.cost)
        rows.append(row)
        if on_row is not None:
            on_row(row)
    return rows


def table_row(row: dict[str, Any]) -> list[str]:
    return [row["name"], row["family"], ",".join(row["blocks"]), str(row["batch"]), f"{row['est_ms']:.2f}",
            f"{row['ms']:.2f}", str(row["ops"]), str(row["nodes"])]


def summarize(rows: Sequence[dict[str, Any]], band_ms: tuple[float, float] = (1.0, 50.0)) -> str:
    """How many programs fall in `band_ms`, measured/estimated ratios, and per-family medians."""
    ms = np.array([r["ms"] for r in rows])
    inside = int(np.sum((ms >= band_ms[0]) & (ms <= band_ms[1])))
    ratio = np.array([r["ms"] / r["est_ms"] for r in rows])
    lines = [f"{inside}/{len(rows)} within {band_ms[0]:g}-{band_ms[1]:g} ms; "
             f"min {ms.min():.2f} median {np.median(ms):.2f} max {ms.max():.2f} ms; "
             f"measured/estimated median {np.median(ratio):.2f} "
             f"(10-90%: {np.percentile(ratio, 10):.2f}-{np.percentile(ratio, 90):.2f})"]
    for fam in sorted({r["family"] for r in rows}):
        sel = [r for r in rows if r["family"] == fam]
        m = [r["ms"] for r in sel]
        lines.append(f"  {fam:14s} n={len(sel):3d} median {np.median(m):6.2f} ms  "
                     f"range {min(m):6.2f}-{max(m):6.2f}  bf16 {sum(r['dtype'] == 'bfloat16' for r in sel)} "
                     f"train {sum(r['train'] for r in sel)}")
    return "\n".join(lines)


def fit_cost_model(rows: Sequence[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Non-negative least squares of measured ms on the cost features, per dtype,
    weighted so every program counts by its relative error (rows / ms)."""
    from scipy.optimize import nnls

    out = {}
    for dt in ("float32", "bfloat16"):
        sel = [r for r in rows if r["dtype"] == dt]
        if len(sel) < len(COST_FEATURES):
            continue
        A = np.array([[r["cost"][k] * (3.0 if r["train"] else 1.0) for k in COST_FEATURES] for r in sel])
        y = np.array([r["ms"] for r in sel])
        scale = A.max(axis=0) + 1e-30
        coef, _ = nnls(A / scale / y[:, None], np.ones(len(y)))
        out[dt] = {k: float(c / s) for k, c, s in zip(COST_FEATURES, coef, scale)}
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=40, help="programs 1..COUNT of the seed")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--fit", action="store_true", help="also print a refitted cost model")
    ap.add_argument("--out", help="also write the table (markdown) and the rows (.json beside it)")
    args = ap.parse_args(argv)
    print(" | ".join(HEADER))
    rows = calibrate(args.count, args.seed, on_row=lambda r: print(" | ".join(table_row(r)), flush=True))
    summary = summarize(rows)
    print(summary)
    if args.out:
        intro = (f"Generator calibration: programs 1-{args.count} of seed {args.seed}, fastest of up to "
                 f"{2 * POLICY.max_pairs} runs each.\n\n```\n{summary}\n```")
        write_table(args.out, intro, HEADER, [table_row(r) for r in rows],
                    raw=[{**r, "blocks": list(r["blocks"])} for r in rows])
    if args.fit:
        for dt, coefs in fit_cost_model(rows).items():
            print(dt, {k: f"{v:.3g}" for k, v in coefs.items()})
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
