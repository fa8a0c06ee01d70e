"""Calibration of the program generator's cost model (the generator is `xtune.surrogate.programs`).

Usage::

    python -m surrogate.generate calibrate --count 40 [--seed 0]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from xtune.surrogate.programs import COST_FEATURES, generate_programs, sample_program


def _time_text(text: str, repeats: int = 30, budget_s: float = 0.5) -> tuple[float, int]:
    """Best-of-n ms of one run of compiled `text` on random inputs, and the HLO op count.

    The minimum rather than the median: calibration runs on a shared core, and
    the question is how long the program takes, not how busy the core was."""
    import jax.extend  # noqa: F401

    from xtune.measure.mlir import xla_client
    from xtune.measure.program import Program

    backend = jax.extend.backend.get_backend()
    exe = backend.compile_and_load(text, xla_client.DeviceList(tuple(backend.devices()[:1])),
                                   xla_client.CompileOptions())
    hlo = exe.hlo_modules()[0].to_string()
    n_ops = sum(1 for line in hlo.splitlines() if " = " in line and not line.lstrip().startswith("//"))
    args = [jax.device_put(a) for a in Program.from_text(text).random_inputs()]

    def run() -> None:
        for o in exe.execute(args):
            o.block_until_ready()

    run()
    run()
    times = []
    t_end = time.perf_counter() + budget_s
    while len(times) < repeats and (len(times) < 3 or time.perf_counter() < t_end):
        t0 = time.perf_counter()
        run()
        times.append(time.perf_counter() - t0)
    return min(times) * 1e3, n_ops


def calibrate(count: int = 40, seed: int = 0, *, verbose: bool = True) -> list[dict[str, Any]]:
    """Generates `count` programs, checks each loads and has configurable nodes, times each.

    Prints one row per program (name, family, blocks, estimated and measured
    ms, HLO ops, configurable nodes) and a summary. Run pinned to one core,
    e.g. ``taskset -c 1 python -m surrogate.generate calibrate``.

    Returns:
      one dict per program: name, family, dtype, train, blocks, batch, est_ms,
      ms, ops, nodes, cost (the cost features).
    """
    from xtune.measure.program import Program
    from xtune.measure.space import ConfigSpace

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(1, count + 1):
            prog = sample_program(np.random.default_rng([seed, i]), i)
            text = prog.lower()
            (Path(tmp) / f"{prog.name}.mlir").write_text(text)
            program = Program.from_text(text, name=prog.name)
            nodes = len(ConfigSpace(program).nodes)
            ms, n_ops = _time_text(text)
            row = dict(name=prog.name, family=prog.family, dtype=prog.dtype, train=prog.train,
                       blocks=prog.blocks, batch=prog.batch, est_ms=prog.est_ms, ms=ms, ops=n_ops,
                       nodes=nodes, cost=prog.cost)
            rows.append(row)
            if verbose:
                print(f"{prog.name:34s} {prog.family:14s} {','.join(prog.blocks):44.44s} B={prog.batch:<5d} "
                      f"est {prog.est_ms:6.2f} ms {ms:7.2f} ops {n_ops:4d} nodes {nodes:3d}", flush=True)
    if verbose:
        print(summarize(rows))
    return rows


def summarize(rows: Sequence[dict[str, Any]], band_ms: tuple[float, float] = (1.0, 50.0)) -> str:
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
    parser = argparse.ArgumentParser(description="Generate random JAX programs as StableHLO text.")
    sub = parser.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate", help="write programs to a folder")
    g.add_argument("--count", type=int, default=150)
    g.add_argument("--out", type=Path, required=True)
    g.add_argument("--seed", type=int, default=0)
    c = sub.add_parser("calibrate", help="generate, compile and time programs (pin to one core)")
    c.add_argument("--count", type=int, default=40)
    c.add_argument("--seed", type=int, default=0)
    c.add_argument("--fit", action="store_true", help="also print a refitted cost model")
    opts = parser.parse_args(argv)
    if opts.cmd == "generate":
        t0 = time.perf_counter()
        paths = generate_programs(opts.count, opts.out, opts.seed,
                                  progress=lambda i: print(f"\r{i}/{opts.count}", end="", file=sys.stderr))
        print(f"\nwrote {len(paths)} programs to {opts.out} in {time.perf_counter() - t0:.1f} s")
        return 0
    rows = calibrate(opts.count, opts.seed)
    if opts.fit:
        for dt, coefs in fit_cost_model(rows).items():
            print(dt, {k: f"{v:.3g}" for k, v in coefs.items()})
    return 0


if __name__ == "__main__":
    sys.exit(main())
