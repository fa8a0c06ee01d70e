"""What the C allocator's settings do to a run's time: the old settings against `MALLOC_ENV`.

Each program's default (and, where a config is given, that config interleaved with it) is
timed in fresh processes pinned to one core, alternately with the measuring workers'
allocator settings before 2026-12-02 (`MALLOC_MMAP_THRESHOLD_` 32 MiB, no trim) and with
today's `measure.execute.MALLOC_ENV` (no mmap below 64 GiB, no trim, one arena), `--repeats`
processes each. Per process: the default's p10 time, the page faults per run (minor
faults over 10 runs, after warm-up), the executable's temp buffer, and the config's p10
ratio. A buffer above the mmap threshold is mapped and faulted in afresh on every run:
that is the time the new settings take away.

Usage:
  python bench/allocator.py [PROGRAM[=CONFIG] ...] [--seconds 3] [--repeats 2] [--core 1] \
      [--out bench/results/allocator.md]
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import resource
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

#: The settings every measuring worker started with until 2026-12-02.
OLD_ENV = {"MALLOC_MMAP_THRESHOLD_": "33554432", "MALLOC_TRIM_THRESHOLD_": "17179869184"}
DEFAULT_PROGRAMS = [*(f"examples/programs/{p}.mlir" for p in (
    "attention", "mlp", "mod_block", "resnet_block", "transformer_train_step", "vmapped_conv")),
    "examples/programs/vmapped_mlp.mlir=bench/configs/vmapped_mlp-two-swaps.json",
    "examples/real/haiku_resnet18.mlir",
    "examples/real-v2/jaxmd_lj_forces.mlir=bench/configs/jaxmd_lj_forces-ynn-individual.json"]


def child(program: str, config: str | None, seconds: float, core: int) -> dict:
    """One process's reading (runs in the child, under the environment it was started with)."""
    os.sched_setaffinity(0, {core})
    from pinned import device_inputs, program_and_config
    from xtune.measure import load_program
    from xtune.measure.execute import compile_text

    if config:
        prog, text, opts = program_and_config(program, config)
        exes = [compile_text(prog.text), compile_text(text, opts)]
    else:
        prog = load_program(program)
        exes = [compile_text(prog.text)]
    args = device_inputs(prog)
    for e in exes:
        for _ in range(3):
            e.run(args)
    faults = resource.getrusage(resource.RUSAGE_SELF).ru_minflt
    for _ in range(10):
        exes[0].run(args)
    faults = (resource.getrusage(resource.RUSAGE_SELF).ru_minflt - faults) / 10
    times: list[list[float]] = [[] for _ in exes]
    start, k = time.time(), 0
    while time.time() - start < seconds:
        for i in (range(len(exes)) if k % 2 == 0 else reversed(range(len(exes)))):
            s = time.perf_counter()
            exes[i].run(args)
            times[i].append(time.perf_counter() - s)
        k += 1
    p10 = [float(np.percentile(t, 10)) * 1e3 for t in times]
    return {"default_p10_ms": p10[0], "default_median_ms": float(np.median(times[0])) * 1e3,
            "faults_per_run": faults, "temp_mb": exes[0].stats.get("temp_bytes", 0) / 1e6,
            "ratio": p10[1] / p10[0] if config else None, "runs": len(times[0])}


def reading(program: str, config: str | None, env: dict, seconds: float, core: int) -> dict:
    """`child` in a fresh process started with exactly `env`'s allocator settings."""
    base = {k: v for k, v in os.environ.items() if not k.startswith("MALLOC_")}
    cmd = [sys.executable, __file__, "--child", program, "--seconds", str(seconds), "--core", str(core)]
    if config:
        cmd += ["--config", config]
    out = subprocess.run(cmd, env={**base, **env}, capture_output=True, text=True, check=True)
    return json.loads(out.stdout.strip().splitlines()[-1])


def table(rows: list[dict]) -> str:
    """Per program: medians over its processes, old settings against new."""
    out = ["| program | temp buffer | page faults per run, old / new | default p10, old / new | new / old "
           "| config's p10 ratio, old / new |", "|---|---|---|---|---|---|"]
    for r in rows:
        old, new = r["old"], r["new"]

        def med(side: list[dict], key: str) -> float:
            return float(np.median([x[key] for x in side]))

        ratio = (f"{med(old, 'ratio'):.3f} / {med(new, 'ratio'):.3f} ({Path(r['config']).stem})"
                 if r["config"] else "-")
        out.append(f"| {Path(r['program']).stem} | {old[0]['temp_mb']:.1f} MB | {med(old, 'faults_per_run'):.0f} / "
                   f"{med(new, 'faults_per_run'):.0f} | {med(old, 'default_p10_ms'):.2f} / "
                   f"{med(new, 'default_p10_ms'):.2f} ms | {med(new, 'default_p10_ms') / med(old, 'default_p10_ms'):.3f} "
                   f"| {ratio} |")
    return "\n".join(out) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("programs", nargs="*", help="PROGRAM or PROGRAM=CONFIG (default: the examples, two real)")
    ap.add_argument("--seconds", type=float, default=3.0)
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--core", type=int, default=1)
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "allocator.md"))
    ap.add_argument("--child", help=argparse.SUPPRESS)
    ap.add_argument("--config", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.child:
        print(json.dumps(child(args.child, args.config, args.seconds, args.core)))
        return
    from xtune.measure.execute import MALLOC_ENV

    rows = []
    for spec in args.programs or DEFAULT_PROGRAMS:
        program, _, config = spec.partition("=")
        row = {"program": program, "config": config or None, "old": [], "new": []}
        for i in range(args.repeats):  # old, new, new, old, ...: neither always first
            for side in (("old", "new") if i % 2 == 0 else ("new", "old")):
                env = OLD_ENV if side == "old" else MALLOC_ENV
                row[side].append(reading(program, config or None, env, args.seconds, args.core))
        rows.append(row)
        print(table([row]).splitlines()[-1], flush=True)
    import jax

    head = (f"`python bench/allocator.py{' ' + ' '.join(args.programs) if args.programs else ''} --seconds "
            f"{args.seconds:g} --repeats {args.repeats}` — {datetime.date.today()}, jax {jax.__version__}, one pinned "
            f"core, {args.repeats} fresh processes per program and setting. Old: "
            f"{' '.join(f'{k}={v}' for k, v in OLD_ENV.items())}; new: "
            f"{' '.join(f'{k}={v}' for k, v in MALLOC_ENV.items())}.\n\n")
    text = head + table(rows)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    out.with_suffix(".json").write_text(json.dumps(rows, indent=1))
    print("\n" + text)


if __name__ == "__main__":
    main()
