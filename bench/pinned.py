"""What the raw-timing benches share: one process pinned to one core with glibc's allocator
thresholds fixed (as measuring workers run), and a program with one of its configs built.

Used by `timing_estimators.py` and `timing_drift.py`, which time executables themselves
rather than through a `Measurer`, to see every run.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from xtune.measure.execute import MALLOC_ENV, allocator_is_fixed


def pin_with_fixed_allocator(core: int) -> None:
    """Re-executes this script with `MALLOC_ENV` if it started without (glibc reads the
    thresholds only at a process's start), then pins the process to `core`."""
    if not allocator_is_fixed():
        os.execve(sys.executable, [sys.executable, *sys.argv], {**os.environ, **MALLOC_ENV})
    os.sched_setaffinity(0, {core})


def program_and_config(program_path: str, config_path: str) -> tuple[Any, str, tuple[tuple[str, Any], ...]]:
    """(the program, its config's rewritten StableHLO text, the config's compile options)."""
    from xtune.measure import ConfigSpace, load_program
    from xtune.measure.rewrite import apply, compile_options

    prog = load_program(program_path)
    config = ConfigSpace(prog).from_json(Path(config_path).read_text(), source=config_path)
    return prog, apply(prog, config), tuple(compile_options(config))


def device_inputs(prog: Any) -> list[Any]:
    """The program's seeded random inputs (seed 0, as a measurement's) on JAX's first device."""
    import jax

    return [jax.device_put(a, jax.devices()[0]) for a in prog.random_inputs(0)]
