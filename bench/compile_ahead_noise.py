"""Does compiling on the idle core move the timings on the timed one? The paired noise test of compile ahead.

Compile ahead (`xtune.measure.compile_ahead`) compiles on a core the timing worker
leaves idle while it times. It may be on by default only if that does not move what a
timing reads. Per program, one measuring worker pinned to one core times the default
interleaved against a few fixed configs, in blocks that alternate:

  A: nothing else runs (the other core idles);
  B: a compile loop runs on the idle core: a process pinned there, as the compile
     process is (JAX made for one core, the executable cache off so that it compiles),
     compiling the program's other configs one after another.

A block measures every config once (`Measurer.measure`, the same worker throughout, a
warm-up block first and dropped). Per config it prints the ratio (config / default, the
measurement's estimator) under A and under B, and the paired difference of the log
ratios (B block minus the A block before it) with a 95% t interval; and the same for the
default's own median time, which the interleaving does not cancel. A difference whose
interval holds 0 and stays within a percent or two is what "safe" means here.

    python bench/compile_ahead_noise.py                 # the real run: quiet machine, minutes
    python bench/compile_ahead_noise.py --quick         # a smoke run: seconds, prints only

Writes a markdown table to bench/results/compile-ahead/noise.md (not with --quick, unless
--out is given).
"""

from __future__ import annotations

import argparse
import math
import os
import platform
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PROGRAMS = [ROOT / "examples" / "programs" / "attention.mlir",
            ROOT / "examples" / "real-loops" / "tinygp_quasisep_loglik_grad.mlir"]
OUT = ROOT / "bench" / "results" / "compile-ahead" / "noise.md"
READY = "compiling"  # what the compile loop prints once its first compile is done


def compile_loop(program_path: str, core: int, num_configs: int, seed: int) -> None:
    """The B condition's load: pinned to `core` before JAX starts, compiles configs of the
    program one after another (the executable cache is off in this process) until killed."""
    os.sched_setaffinity(0, {core})
    from xtune.measure import ConfigSpace, load_program
    from xtune.measure.execute import compile_text
    from xtune.measure.rewrite import apply, compile_options

    prog = load_program(program_path)
    space = ConfigSpace(prog)
    rng = random.Random(seed)
    work = []
    for config in (space.random(rng) for _ in range(num_configs)):
        try:
            work.append((apply(prog, config), tuple(compile_options(config))))
        except Exception:  # a rewrite the verifier rejects: not a compile to load the core with
            continue
    work = work or [(prog.text, ())]
    first = True
    while True:
        for text, options in work:
            try:
                compile_text(text, options)
            except Exception:  # a config that does not compile still loaded the core while it tried
                pass
            if first:
                print(READY, flush=True)
                first = False


class Load:
    """The compile loop of condition B, as a child process; a context manager."""

    def __init__(self, program_path: Path, core: int, num_configs: int, seed: int):
        self.args = [sys.executable, __file__, "--compile-loop", str(program_path), "--core", str(core),
                     "--loop-configs", str(num_configs), "--seed", str(seed)]
        self.proc: subprocess.Popen | None = None

    def __enter__(self) -> Load:
        self.proc = subprocess.Popen(self.args, stdout=subprocess.PIPE, text=True)
        line = self.proc.stdout.readline() if self.proc.stdout else ""
        if line.strip() != READY:
            raise RuntimeError(f"the compile loop did not start (exit {self.proc.poll()})")
        return self

    def __exit__(self, *exc: Any) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()


def t_interval(diffs: list[float]) -> tuple[float, float, float]:
    """(mean, low, high): the mean of `diffs` and its 95% t interval (nan without two)."""
    from scipy import stats

    mean = statistics.fmean(diffs) if diffs else math.nan
    if len(diffs) < 2:
        return mean, math.nan, math.nan
    half = stats.t.ppf(0.975, len(diffs) - 1) * statistics.stdev(diffs) / math.sqrt(len(diffs))
    return mean, mean - half, mean + half


def bench_program(path: Path, args: argparse.Namespace) -> list[dict[str, Any]]:
    from xtune.measure import ConfigSpace, Measurer, MeasureSettings, TimingPolicy, load_program
    from xtune.measure.compile_ahead import idle_cores

    prog = load_program(path)
    space = ConfigSpace(prog)
    rng = random.Random(args.seed)
    configs = [space.default()] + [space.random(rng) for _ in range(args.configs)]
    policy = (TimingPolicy.tiny() if args.quick
              else TimingPolicy(min_time_s=args.min_time, max_time_s=max(args.min_time, args.max_time)))
    settings = MeasureSettings(cores=1, jobs=1, policy=policy, remeasure=True, history_tolerance=None,
                               skip_same_executable=False)
    idle = idle_cores(settings.core_sets, settings.jobs)
    if not idle:
        raise SystemExit("compile_ahead_noise: needs a second core for the compile loop")
    readings: dict[str, list[tuple[str, Any]]] = {c.hash: [] for c in configs}
    with Measurer(settings, compile_ahead=False) as m:
        m.measure(prog, configs)  # warm-up: the worker starts, compiles and runs everything once
        for block in range(args.blocks):
            condition = "AB"[block % 2]
            print(f"{prog.name}: block {block + 1}/{args.blocks} ({condition})", file=sys.stderr, flush=True)
            if condition == "A":
                recs = m.measure(prog, configs)
            else:
                with Load(path, idle[0], args.loop_configs, args.seed + 1000):
                    recs = m.measure(prog, configs)
            for rec in recs:
                readings[rec.config_hash].append((condition, rec))
    return [_row(prog.name, i, readings[c.hash]) for i, c in enumerate(configs)]


def _row(program: str, index: int, readings: list[tuple[str, Any]]) -> dict[str, Any]:
    """One config's line: its ratios and the default's medians under A and B, paired."""
    pairs = [(a, b) for (ca, a), (cb, b) in zip(readings[::2], readings[1::2]) if (ca, cb) == ("A", "B")]
    ok = [(a, b) for a, b in pairs if a.ok and b.ok and a.ratio and b.ratio]
    ratio_diff = t_interval([math.log(b.ratio / a.ratio) for a, b in ok])
    default_diff = t_interval([math.log(b.default_median_ms / a.default_median_ms) for a, b in ok
                               if a.default_median_ms and b.default_median_ms])
    return {"program": program, "config": "default" if index == 0 else f"config {index}",
            "pairs": len(ok), "failed": len(pairs) - len(ok),
            "ratio_a": statistics.median(a.ratio for a, _ in ok) if ok else math.nan,
            "ratio_b": statistics.median(b.ratio for _, b in ok) if ok else math.nan,
            "ratio_diff": ratio_diff,
            "default_ms_a": statistics.median(a.default_median_ms for a, _ in ok) if ok else math.nan,
            "default_ms_b": statistics.median(b.default_median_ms for _, b in ok) if ok else math.nan,
            "default_diff": default_diff}


def _pct(diff: tuple[float, float, float]) -> str:
    mean, low, high = (100 * (math.exp(x) - 1) if not math.isnan(x) else math.nan for x in diff)
    return f"{mean:+.2f}% [{low:+.2f}, {high:+.2f}]"


def table(rows: list[dict[str, Any]]) -> str:
    lines = ["| program | config | pairs | ratio A | ratio B | ratio B vs A, 95% CI | default ms A | "
             "default ms B | default B vs A, 95% CI |", "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        pairs = f"{r['pairs']}" + (f" ({r['failed']} failed)" if r["failed"] else "")
        lines.append(f"| {r['program']} | {r['config']} | {pairs} | {r['ratio_a']:.4f} | {r['ratio_b']:.4f} | "
                     f"{_pct(r['ratio_diff'])} | {r['default_ms_a']:.4g} | {r['default_ms_b']:.4g} | "
                     f"{_pct(r['default_diff'])} |")
    return "\n".join(lines)


def report(rows: list[dict[str, Any]], args: argparse.Namespace, wall_s: float) -> str:
    import jax

    cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                if line.startswith("model name")), platform.processor())
    return "\n".join([
        "# Compile ahead: does compiling on the idle core move the timings?", "",
        f"`python bench/compile_ahead_noise.py {' '.join(sys.argv[1:])}`".replace(" `", "`"), "",
        f"{cpu}, {len(os.sched_getaffinity(0))} cores; jax {jax.__version__}. One worker pinned to one core "
        f"times each config against the default, interleaved; blocks alternate A (the other core idle) and "
        f"B (a compile loop of {args.loop_configs} other configs of the program on the idle core), "
        f"{args.blocks} blocks after a warm-up. 'B vs A': the paired change of B's reading from the A block "
        f"before it, mean and 95% t interval over the pairs. {wall_s:.0f} s.", "",
        table(rows), ""])


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--programs", nargs="+", type=Path, default=PROGRAMS)
    ap.add_argument("--configs", type=int, default=3, help="fixed configs per program, besides the default")
    ap.add_argument("--blocks", type=int, default=10, help="timed blocks, alternating A and B (even)")
    ap.add_argument("--min-time", type=float, default=2.0, help="timing per config and block, at least (s)")
    ap.add_argument("--max-time", type=float, default=4.0, help="timing per config and block, at most (s)")
    ap.add_argument("--loop-configs", type=int, default=4, help="configs the compile loop cycles through")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--quick", action="store_true", help="a smoke run: attention, one config, two blocks")
    ap.add_argument("--out", type=Path, default=None, help=f"markdown table [default: {OUT.relative_to(ROOT)}; "
                    "none with --quick]")
    ap.add_argument("--compile-loop", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--core", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.compile_loop:
        compile_loop(str(args.compile_loop), args.core, args.loop_configs, args.seed)
        return
    if args.quick:
        args.programs, args.configs, args.blocks, args.loop_configs = PROGRAMS[:1], 1, 2, 2
    out = args.out or (None if args.quick else OUT)
    t0 = time.perf_counter()
    rows = [row for path in args.programs for row in bench_program(path, args)]
    text = report(rows, args, time.perf_counter() - t0)
    print(text)
    if out is not None:
        out.parent.mkdir(parents=True, exist_ok=True)
        out.write_text(text)
        print(f"wrote {out}", file=sys.stderr)


if __name__ == "__main__":
    main()
