"""What measures in this process: its device's kind and versions, and the CPUs it runs on.

Kept apart from `measure.execute` so that the host locks (`measure.hostlock`)
and the measuring code can both use it without importing each other.
"""

from __future__ import annotations

import os
import platform
from functools import lru_cache
from pathlib import Path
from typing import Any


def _affinity() -> tuple[int, ...]:
    try:
        return tuple(sorted(os.sched_getaffinity(0)))
    except AttributeError:  # no affinity masks on this system
        return tuple(range(os.cpu_count() or 1))


# The CPUs this process started on: pinning this process to the cores it times on (the
# in-process runner) must not shrink what a later request in the same process may ask for.
_CPUS_AT_START = _affinity()


def available_cpus() -> tuple[int, ...]:
    """The ids of the CPUs this process may run on: those it started on and those it has now
    (every CPU where the system has no affinity masks), in order."""
    return tuple(sorted(set(_CPUS_AT_START) | set(_affinity())))


def pin_to_cores(cores: tuple[int, ...] | None) -> None:
    """Pins this process to `cores` (CPU ids); call before JAX creates its CPU thread pool."""
    if cores:
        os.sched_setaffinity(0, set(cores))


@lru_cache(maxsize=1)
def backend_info() -> dict[str, Any]:
    """Device kind, backend, CPU model and versions of what measures here."""
    import jax
    import jaxlib

    dev = jax.devices()[0]
    return {
        "device_kind": dev.device_kind,
        "backend": dev.platform,
        "cpu_model": _cpu_model(),
        "jax_version": jax.__version__,
        "jaxlib_version": jaxlib.__version__,
    }


def _cpuinfo(*keys: str) -> str:
    """The value of the first /proc/cpuinfo line that starts with one of `keys`; "" if none."""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith(keys):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return ""


def _cpu_model() -> str:
    return _cpuinfo("model name") or platform.processor() or platform.machine()


def cpu_features() -> str:
    """The host CPU's model and instruction-set flags (what XLA:CPU compiles for), as one
    string; the model alone where /proc/cpuinfo has no flags."""
    return f"{_cpu_model()} {platform.machine()} {_cpuinfo('flags', 'Features')}"
