"""Where a measurement's wall time goes: seconds by phase, summed over jobs.

A worker reports how long each step of a job took (`execute.measure_job`: the
phases below, in the order a job takes them); the `Measurer` adds the round trip around it (process start-up,
transfer, the rewrite) and keeps the sums in a `PhaseClock`. A search adds its
own phases (the model, the compile screen, the confirmation, the explanation)
and prints the lot in one line (`line`: where compiling took most of a part, it
says so) and in its report.
"""

from __future__ import annotations

import contextlib
import threading
import time
from collections.abc import Iterator, Mapping

# A worker's steps (`execute.measure_job`), and the round trip around them (the `Measurer`).
START_UP = "start-up"  # the worker's first job of a program: XLA's default compiled and run once
COMPILE = "compile"  # the config's compile (and its executable's key)
SAME_EXECUTABLE = "same executable"  # the compile of a config whose executable was timed already
CHECK = "check"  # the config run once and its outputs compared with the default's
TIMING = "timing"  # the interleaved timing
OVERHEAD = "overhead"  # the round trip around a job: rewrite, process start, transfer, the store
# A search's own compiles in its process (`MoveSettings.compile_screen`: compiled, never run).
COMPILE_SCREEN = "compile screen"
OTHER = "other"  # a part's wall time that no phase above took (deciding what to measure, ...)

# The phases that compile configs (XLA's default, at a worker's start-up, aside): a part
# whose compiles take more than `COMPILE_SHARE_SAID` of it says so (`line`), as on a
# program whose unrolled loops compile many times slower than they run.
COMPILES = (COMPILE, SAME_EXECUTABLE, COMPILE_SCREEN)
COMPILE_SHARE_SAID = 0.5


class PhaseClock:
    """Seconds by phase name, safe to add to from several threads."""

    def __init__(self) -> None:
        self._seconds: dict[str, float] = {}
        self._lock = threading.Lock()

    def add(self, phase: str, seconds: float) -> None:
        with self._lock:
            self._seconds[phase] = self._seconds.get(phase, 0.0) + max(0.0, seconds)

    def add_all(self, seconds: Mapping[str, float]) -> None:
        for phase, s in seconds.items():
            self.add(phase, s)

    @contextlib.contextmanager
    def time(self, phase: str) -> Iterator[None]:
        """Adds the wall time of the `with` body to `phase`."""
        t0 = time.perf_counter()
        try:
            yield
        finally:
            self.add(phase, time.perf_counter() - t0)

    def seconds(self) -> dict[str, float]:
        """A copy of the sums, in the order phases were first added."""
        with self._lock:
            return dict(self._seconds)

    def since(self, earlier: Mapping[str, float]) -> dict[str, float]:
        """The sums added after `earlier` (an earlier `seconds()`), phases with none left out."""
        now = self.seconds()
        return {k: v - earlier.get(k, 0.0) for k, v in now.items() if v - earlier.get(k, 0.0) > 0.0}


def compile_share(phases: Mapping[str, float]) -> float:
    """The share of a part's seconds (the sum of its `phases`) that its compiles took
    (`COMPILES`); 0 for a part with no seconds."""
    total = sum(phases.values())
    return sum(phases.get(k, 0.0) for k in COMPILES) / total if total > 0 else 0.0


def line(parts: Mapping[str, Mapping[str, float]], total_s: float) -> str:
    """One line of where `total_s` went: each part with its phases, largest first, e.g.
    "62 s: search 30 s (compile 19, timing 9, ...), confirmation 25 s (...); compile 63% of
    the search"; phases under 0.05 s are left out. A part whose compiles took more than
    `COMPILE_SHARE_SAID` of it (`compile_share`) is named at the end."""
    words, shares = [], []
    for name, phases in parts.items():
        inner = ", ".join(f"{k} {_s(v)}" for k, v in sorted(phases.items(), key=lambda kv: -kv[1]) if v >= 0.05)
        words.append(f"{name} {_s(sum(phases.values()))} s" + (f" ({inner})" if inner else ""))
        share = compile_share(phases)
        if share > COMPILE_SHARE_SAID:
            shares.append(f"compile {share:.0%} of the {name}")
    return f"{_s(total_s)} s: " + ", ".join(words) + "".join(f"; {s}" for s in shares)


def _s(seconds: float) -> str:
    return f"{seconds:.0f}" if seconds >= 10 else f"{seconds:.1f}"
