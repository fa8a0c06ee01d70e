"""Throughput: measurements per minute in-process, with local workers, and on a Dask LocalCluster.

Runs the three runners side by side on one program, each for the same wall
time on one seeded stream of random configs (no store, so nothing is reused), and prints a
markdown table. Timing holds the host's timing lock in every mode (one timer
per machine on CPU), so extra workers buy overlapping compiles, not
overlapping timing.

Usage: python bench/scale.py [--seconds 120] [--jobs 2] [--workers 2] [--max-time 0.3]
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import os
import random
import statistics
import sys
import time
from pathlib import Path

from xtune.measure.execute import MALLOC_ENV, allocator_is_fixed

ROOT = Path(__file__).resolve().parent.parent


def run_mode(label: str, settings, program, space, seconds: float, seed: int) -> dict:
    from xtune.measure import Measurer

    rng = random.Random(seed)
    t0 = time.perf_counter()
    with Measurer(settings) as m:
        width = 1 if m.settings.in_process else max(1, m.settings.jobs)
        chunk = 2 * width  # fewer barriers between calls, as a search round would send

        def configs() -> list:
            return [space.random(rng) for _ in range(chunk)]

        m.measure(program, configs())  # processes started, JAX up, the default compiled
        startup_s = time.perf_counter() - t0
        records, t1 = [], time.perf_counter()
        while time.perf_counter() - t1 < seconds:
            records += m.measure(program, configs())
        wall_s = time.perf_counter() - t1
    ok = [r for r in records if r.ok]
    return {"mode": label, "workers": width, "startup_s": startup_s, "measured": len(records), "ok": len(ok),
            "wall_s": wall_s, "per_min": 60 * len(records) / wall_s,
            "compile_s": statistics.median(r.compile_s for r in ok) if ok else float("nan")}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--program", default=str(ROOT / "examples" / "programs" / "vmapped_mlp.mlir"))
    ap.add_argument("--seconds", type=float, default=120.0, help="measuring time per mode")
    ap.add_argument("--jobs", type=int, default=2, help="local worker processes")
    ap.add_argument("--workers", type=int, default=2, help="LocalCluster workers")
    ap.add_argument("--max-time", type=float, default=0.3, help="timing cap per config, s")
    ap.add_argument("--cores", type=int, default=None, help="pin each measuring process to N cores")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "scale.md"))
    args = ap.parse_args()
    if not allocator_is_fixed():  # glibc reads these at start: the in-process mode needs them too
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, **MALLOC_ENV})

    from xtune.measure import ConfigSpace, MeasureSettings, TimingPolicy, load_program

    program = load_program(args.program)
    space = ConfigSpace(program)
    base = MeasureSettings(cores=args.cores, policy=TimingPolicy(max_time_s=args.max_time), timeout_s=120)
    modes = [("in-process", dataclasses.replace(base, in_process=True)),
             (f"local workers (--jobs {args.jobs})", dataclasses.replace(base, jobs=args.jobs)),
             (f"LocalCluster (--cluster local:{args.workers})",
              dataclasses.replace(base, cluster=f"local:{args.workers}"))]
    rows = []
    for label, settings in modes:
        rows.append(run_mode(label, settings, program, space, args.seconds, args.seed))
        print(rows[-1], flush=True)
    cmd = " ".join(["python bench/scale.py", *sys.argv[1:]])
    lines = [f"`{cmd}` — {datetime.date.today()}, {os.cpu_count()} cores, {program.name}, timing cap "
             f"{args.max_time:g} s, {args.seconds:g} s per mode.", "",
             "| runner | measuring processes | start-up s (to the first results) | measured | ok | measurements/min | median compile s |",
             "|---|---|---|---|---|---|---|"]
    lines += [f"| {r['mode']} | {r['workers']} | {r['startup_s']:.1f} | {r['measured']} | {r['ok']} | "
              f"{r['per_min']:.1f} | {r['compile_s']:.3f} |" for r in rows]
    text = "\n".join(lines) + "\n"
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).write_text(text)
    print(text)


if __name__ == "__main__":
    main()
