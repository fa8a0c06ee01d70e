"""What tuning at first call costs and gains: `xtune.jit(fn, autotune=K)` against `jax.jit`.

For each example program (the functions of examples/models.py that examples/programs/*.mlir
are made from), each step in a fresh process (pinned to `--cores`, the allocator fixed as for
every timing, xtune's executable cache off):

1. `jax.jit`'s first call: lower, compile and run (blocking): the baseline of this run;
2. `xtune.jit(fn, answers=EMPTY, autotune=K)`'s first call: the lookup, the tuning and
   the run; its overhead is the difference to (1), its ratio (2)/(1);
3. `xtune.jit(fn, answers=that folder)` (no autotune) in a fresh process: its first
   call (lookup, the answer's compile and the first call's check against `jax.jit`),
   against (1), and in another the same with `check=False` (no `jax.jit` compile beside
   the answer's; "unchecked"); then, where an answer was kept, the steady-state gain: `jax.jit` and
   `xtune.jit` timed interleaved (`measure.timing.time_interleaved`) on the same arguments,
   `jit time / xtune.jit time` with its 95% interval.

The first calls are single readings (a first call happens once a process); `--repeat N`
runs each N times and reports the medians. Rows go to `--out` (JSON lines) as each
program finishes; the table comes at the end.

    python bench/first_call.py --out runs/first_call.jsonl
    python bench/first_call.py --programs vmapped_mlp --budget 1 --max-time 0.5   # a smoke run, not a figure
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `examples` as a package, when run as a script
    sys.path.insert(0, str(ROOT))


def _first_call(make, args) -> tuple[float, object]:
    """Seconds of `make()(*args)` blocking (building the jitted function included), and the function."""
    import jax

    t0 = time.perf_counter()
    f = make()
    jax.block_until_ready(f(*args))
    return time.perf_counter() - t0, f


def child(mode: str, program: str, answers: str, k: int, budget_s: float, max_time_s: float) -> dict:
    """One step in this (fresh, pinned) process: "jit", "tune" or "hit" (module docstring)."""
    import jax

    import xtune
    from examples.models import PROGRAMS

    fn, host_args = PROGRAMS[program]()
    args = [jax.device_put(a) for a in host_args]
    jax.block_until_ready(args)
    if mode == "jit":
        first_s, _ = _first_call(lambda: jax.jit(fn), args)
        return {"first_s": first_s}
    if mode == "unchecked":  # the stored answer without the first call's check against jax.jit
        first_s, _ = _first_call(lambda: xtune.jit(fn, answers=answers, check=False), args)
        return {"first_s": first_s}
    if mode == "tune":
        first_s, fast = _first_call(lambda: xtune.jit(fn, answers=answers, autotune=k, autotune_budget_s=budget_s),
                                    args)
        dep = fast.explain(*args)
        row = {"first_s": first_s, "tuned": dep.tuned, "reason": dep.reason}
        if dep.tuned:
            row.update(tuning_speedup=dep.answer.speedup, tuning_ci=[dep.answer.speedup_low, dep.answer.speedup_high])
        return row
    from xtune.measure import hostlock, numerics
    from xtune.measure.timing import TimingPolicy, time_interleaved

    first_s, fast = _first_call(lambda: xtune.jit(fn, answers=answers), args)
    dep = fast.explain(*args)
    row = {"first_s": first_s, "tuned": dep.tuned, "reason": dep.reason}
    if not dep.tuned:
        return row
    import numpy as np

    plain = jax.jit(fn)
    want, got = plain(*args), fast(*args)
    cmp = numerics.compare([np.asarray(x) for x in jax.tree.leaves(got)],
                           [np.asarray(x) for x in jax.tree.leaves(want)])
    run_fast = lambda: jax.block_until_ready(fast(*args))  # noqa: E731
    run_plain = lambda: jax.block_until_ready(plain(*args))  # noqa: E731
    with hostlock.exclusive_timing():
        s = time_interleaved(run_fast, run_plain, TimingPolicy(min_pairs=30, max_time_s=max_time_s)).summary()
    row.update(outputs_agree=cmp.ok, gain=1 / s["ratio"], gain_ci=[1 / s["ratio_high"], 1 / s["ratio_low"]],
               jit_ms=s["default_median_ms"], xtune_jit_ms=s["median_ms"], pairs=s["num_samples"])
    return row


def run_child(mode: str, program: str, answers: str, opts: argparse.Namespace) -> dict:
    from xtune.measure.execute import MALLOC_ENV

    env = {**os.environ, **MALLOC_ENV, "XTUNE_CACHE_DIR": "off"}
    env.pop("XTUNE_ANSWERS", None)
    cmd = [sys.executable, __file__, "--child", mode, "--programs", program, "--answers", answers,
           "--k", str(opts.k), "--budget", str(opts.budget), "--max-time", str(opts.max_time),
           "--cores", str(opts.cores)]
    done = subprocess.run(cmd, env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{program} ({mode}): exit {done.returncode}: {done.stderr.strip().splitlines()[-1:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def measure(program: str, opts: argparse.Namespace) -> dict:
    """The three steps on one program, `opts.repeat` times; medians of the first calls."""
    reps = []
    for _ in range(opts.repeat):
        with tempfile.TemporaryDirectory(prefix="xtune-first-call-") as tmp:
            answers = str(Path(tmp) / "answers")
            jit = run_child("jit", program, answers, opts)
            tune = run_child("tune", program, answers, opts)
            hit = run_child("hit", program, answers, opts)
            hit["unchecked_first_s"] = run_child("unchecked", program, answers, opts)["first_s"]
        reps.append((jit, tune, hit))
    med = lambda xs: statistics.median(xs)  # noqa: E731
    jit_s = med([j["first_s"] for j, _, _ in reps])
    tune_s = med([t["first_s"] for _, t, _ in reps])
    hit_s = med([h["first_s"] for _, _, h in reps])
    _, tune, hit = reps[-1]
    row = {"program": program, "k": opts.k, "budget_s": opts.budget, "cores": opts.cores, "repeat": opts.repeat,
           "jit_first_s": jit_s, "tune_first_s": tune_s, "tune_overhead_s": tune_s - jit_s,
           "tune_vs_jit": tune_s / jit_s, "hit_first_s": hit_s, "hit_overhead_s": hit_s - jit_s,
           "hit_vs_jit": hit_s / jit_s,
           "unchecked_vs_jit": med([h["unchecked_first_s"] for _, _, h in reps]) / jit_s,
           "kept": sum(t["tuned"] for _, t, _ in reps), "tune_reason": tune["reason"],
           **{k: v for k, v in tune.items() if k.startswith("tuning_")},
           **{k: v for k, v in hit.items() if k not in ("first_s", "tuned", "reason")}}
    return row


def table(rows: list[dict]) -> str:
    head = (f"{'program':24} {'jit 1st s':>9} {'tune 1st s':>10} {'x jit':>6} {'hit 1st s':>9} {'x jit':>6} "
            f"{'unchecked x jit':>15} {'kept':>4} {'gain':>6} {'gain 95%':>13}")
    lines = [head, "-" * len(head)]
    for r in rows:
        gain = f"{r['gain']:.3f}" if "gain" in r else "-"
        ci = f"{r['gain_ci'][0]:.3f}-{r['gain_ci'][1]:.3f}" if "gain_ci" in r else "-"
        lines.append(f"{r['program']:24} {r['jit_first_s']:9.2f} {r['tune_first_s']:10.2f} {r['tune_vs_jit']:6.2f} "
                     f"{r['hit_first_s']:9.2f} {r['hit_vs_jit']:6.2f} {r['unchecked_vs_jit']:15.2f} "
                     f"{r['kept']:>2}/{r['repeat']:<1} {gain:>6} "
                     f"{ci:>13}")
    return "\n".join(lines)


def main() -> None:
    from examples.models import PROGRAMS

    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--programs", nargs="*", default=None, help=f"examples (default: all of {', '.join(PROGRAMS)})")
    ap.add_argument("--k", type=int, default=3, help="configs tried at first call (autotune=K)")
    ap.add_argument("--budget", type=float, default=10.0, help="autotune_budget_s")
    ap.add_argument("--max-time", type=float, default=8.0, help="cap of the steady-state interleaved timing, s")
    ap.add_argument("--cores", type=int, default=1, help="cores each fresh process is pinned to")
    ap.add_argument("--repeat", type=int, default=1, help="runs per program (medians of the first calls)")
    ap.add_argument("--out", default=None, help="JSON lines, one per program, written as each finishes")
    ap.add_argument("--answers", default="", help=argparse.SUPPRESS)
    ap.add_argument("--child", choices=("jit", "tune", "hit", "unchecked"), default=None, help=argparse.SUPPRESS)
    opts = ap.parse_args()
    if opts.child:
        from xtune.measure.device import pin_to_cores

        pin_to_cores(tuple(sorted(os.sched_getaffinity(0))[: opts.cores]))  # before JAX makes its threads
        print(json.dumps(child(opts.child, opts.programs[0], opts.answers, opts.k, opts.budget, opts.max_time)))
        return
    names = opts.programs or list(PROGRAMS)
    unknown = sorted(set(names) - set(PROGRAMS))
    if unknown:
        ap.error(f"unknown program(s): {', '.join(unknown)}")
    rows = []
    for name in names:
        try:
            row = measure(name, opts)
        except RuntimeError as e:
            row = {"program": name, "error": str(e)}
            print(f"{name}: {e}", file=sys.stderr)
        else:
            rows.append(row)
            print(f"{name}: jax.jit first call {row['jit_first_s']:.2f} s; with autotune={opts.k} "
                  f"{row['tune_first_s']:.2f} s ({row['tune_vs_jit']:.2f}x); next process {row['hit_first_s']:.2f} s "
                  f"({row['hit_vs_jit']:.2f}x); {row['tune_reason']}", flush=True)
        if opts.out:
            Path(opts.out).parent.mkdir(parents=True, exist_ok=True)
            with open(opts.out, "a") as f:
                f.write(json.dumps(row) + "\n")
    print(table(rows))


if __name__ == "__main__":
    main()
