"""The deployed speedup: `xtune.jit` with a batch's answers against plain `jax.jit`.

Overnight-style: writes an example's StableHLO into a folder, tunes it with `xtune batch`,
exports the answers with `xtune db answers`, then a fresh process (pinned to `--cores`,
the allocator fixed as for every timing) builds `jax.jit(fn)` and `xtune.jit(fn,
answers=...)`, checks their outputs agree, and times both interleaved (A B B A ...)
until the 95% interval of the median ratio is within +-2% or the cap. The baseline is
plain `jax.jit`, run with it; the figure to compare is the answer's confirmed speedup
from the search (its confirmation, in another process): they should agree within the
noise.

    python bench/deploy.py --program vmapped_mlp --measurements 30 --cores 1
    python bench/deploy.py --answers runs/deploy/answers       # time existing answers only
    python bench/deploy.py --measurements 6 --max-time 1       # a smoke run (seconds, not a figure)
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `examples` as a package, when run as a script
    sys.path.insert(0, str(ROOT))


def tune(program: str, measurements: int, cores: int, work: Path, max_time_s: float) -> Path:
    """`xtune batch` on the example, then `xtune db answers`; returns the answers folder."""
    import jax

    from examples.models import PROGRAMS

    fn, args = PROGRAMS[program]()
    folder = work / "programs"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{program}.mlir").write_text(jax.jit(fn).lower(*args).as_text())  # as examples/make_programs.py
    xtune = [sys.executable, "-m", "xtune.search"]
    db, answers = work / "deploy.db", work / "answers"
    subprocess.run([*xtune, "batch", str(folder), "--measurements", str(measurements), "--cores", str(cores),
                    "--max-time", str(max_time_s), "--db", str(db), "--out", str(work / "batch")], check=True)
    subprocess.run([*xtune, "db", "answers", str(db), "--out", str(answers)], check=True)
    return answers


def time_deployed(program: str, answers: str, cores: int, max_time_s: float) -> dict:
    """In this (fresh, pinned) process: outputs of both agree, then both timed interleaved."""
    import jax
    import numpy as np

    import xtune
    from examples.models import PROGRAMS
    from xtune.measure import hostlock, numerics
    from xtune.measure.timing import TimingPolicy, time_interleaved

    fn, host_args = PROGRAMS[program]()
    args = [jax.device_put(a) for a in host_args]
    plain, fast = jax.jit(fn), xtune.jit(fn, answers=answers)
    want, got = plain(*args), fast(*args)  # the first call of `fast` checks itself against jax.jit
    dep = fast.explain(*args)
    cmp = numerics.compare([np.asarray(x) for x in jax.tree.leaves(got)],
                           [np.asarray(x) for x in jax.tree.leaves(want)])
    row = {"program": program, "fingerprint": dep.fingerprint, "tuned": dep.tuned, "reason": dep.reason,
           "outputs_agree": cmp.ok, "max_rel_err": cmp.max_rel_err, "cores": len(os.sched_getaffinity(0))}
    if not dep.tuned:
        return row
    a = dep.answer
    row.update(confirmed=a.speedup, confirmed_ci=[a.speedup_low, a.speedup_high], answer=a.file_name)
    run_fast = lambda: jax.block_until_ready(fast(*args))  # noqa: E731
    run_plain = lambda: jax.block_until_ready(plain(*args))  # noqa: E731
    with hostlock.exclusive_timing():
        timing = time_interleaved(run_fast, run_plain, TimingPolicy(min_pairs=30, max_time_s=max_time_s))
    s = timing.summary()
    row.update(deployed=1 / s["ratio"], deployed_ci=[1 / s["ratio_high"], 1 / s["ratio_low"]],
               jit_ms=s["default_median_ms"], xtune_jit_ms=s["median_ms"], pairs=s["num_samples"])
    lo, hi = row["deployed_ci"]
    row["agrees_with_confirmation"] = lo <= a.speedup_high and a.speedup_low <= hi
    return row


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--program", default="vmapped_mlp", help="an example of examples/models.py")
    ap.add_argument("--measurements", type=int, default=30, help="the batch's budget")
    ap.add_argument("--cores", type=int, default=1, help="cores of the search's timing and of the deployed process")
    ap.add_argument("--max-time", type=float, default=8.0, help="timing cap per config (search) and for the deploy timing, s")
    ap.add_argument("--answers", default=None, help="time these answers; skip the batch")
    ap.add_argument("--work", default=str(ROOT / "runs" / "deploy"), help="programs, store, batch output, answers")
    ap.add_argument("--time-only", action="store_true", help=argparse.SUPPRESS)  # the fresh timing process
    opts = ap.parse_args()
    if opts.time_only:
        from xtune.measure.device import pin_to_cores

        pin_to_cores(tuple(sorted(os.sched_getaffinity(0))[: opts.cores]))  # before JAX makes its threads
        print(json.dumps(time_deployed(opts.program, opts.answers, opts.cores, opts.max_time)))
        return
    from xtune.measure.execute import MALLOC_ENV

    answers = opts.answers or str(tune(opts.program, opts.measurements, opts.cores, Path(opts.work), opts.max_time))
    done = subprocess.run([sys.executable, __file__, "--time-only", "--program", opts.program, "--answers", answers,
                           "--cores", str(opts.cores), "--max-time", str(opts.max_time)],
                          env={**os.environ, **MALLOC_ENV}, capture_output=True, text=True, check=True)
    row = json.loads(done.stdout.strip().splitlines()[-1])
    if not row["tuned"]:
        print(f"{opts.program}: plain jax.jit runs ({row['reason']}); nothing to time")
        return
    print(f"{row['program']}: xtune.jit {row['deployed']:.3f}x faster than jax.jit "
          f"(95% CI {row['deployed_ci'][0]:.3f}-{row['deployed_ci'][1]:.3f}; {row['jit_ms']:.3f} ms -> "
          f"{row['xtune_jit_ms']:.3f} ms, {row['pairs']} interleaved pairs, {row['cores']} core(s)); "
          f"the search confirmed {row['confirmed']:.3f}x ({row['confirmed_ci'][0]:.3f}-{row['confirmed_ci'][1]:.3f}); "
          f"outputs agree: {row['outputs_agree']}; within the noise: {row['agrees_with_confirmation']}")
    print(json.dumps(row))


if __name__ == "__main__":
    main()
