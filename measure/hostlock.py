"""Host-wide locks: one timer per machine (CPU) or per device, and core sets per worker.

Timing policy. Compiling may run in parallel; timing must not share the
hardware with other timing. On CPU, XLA's thread pool, the shared L3 cache,
memory bandwidth and the turbo budget are all per machine, so two timers on
disjoint pinned cores still disturb each other (docs/design.md: the default's own
time moved 4-48% when two cores were shared): one timer per *machine* at a
time. On GPU/TPU a timer owns its device; timers on different devices do not
share the hardware that is timed: one timer per *device*.

The lock is an `flock` on a file in the host's temporary folder, so it holds
across every process on the host that measures with xtune — in-process
measurers, local worker processes, Dask workers and unrelated `xtune` runs —
and is released by the kernel when its holder dies (no stale locks).
`measure.execute.measure_job` holds it around the timing phase of a job
that asks for exclusive timing (`MeasureSettings.exclusive_timing`).
"""

from __future__ import annotations

import contextlib
import fcntl
import hashlib
import logging
import os
import tempfile
import time
from collections.abc import Iterator

from xtune.measure import device

log = logging.getLogger(__name__)

LOCK_DIR_ENV = "XTUNE_LOCK_DIR"
_held_core_set: tuple[int, tuple[int, ...]] | None = None  # (fd, cores) this process keeps for life


def lock_dir() -> str:
    return os.environ.get(LOCK_DIR_ENV) or tempfile.gettempdir()


def _open_lock_file(name: str) -> int:
    path = os.path.join(lock_dir(), name)
    try:
        return os.open(path, os.O_RDONLY)
    except FileNotFoundError:
        pass
    try:  # world-readable so that other users' xtune runs share the lock
        fd = os.open(path, os.O_RDONLY | os.O_CREAT | os.O_EXCL, 0o644)
        return fd
    except FileExistsError:
        return os.open(path, os.O_RDONLY)


def core_set_lock_name(cores: tuple[int, ...]) -> str:
    """The lock file of a core set: its cores by number, or a digest of them where the list
    would make a file name too long (a set of hundreds of cores)."""
    listed = "-".join(map(str, cores))
    if len(listed) > 64:
        listed = f"{len(cores)}-{hashlib.sha256(listed.encode()).hexdigest()[:16]}"
    return f"xtune-cores-{listed}.lock"


def timing_lock_key() -> str:
    """'cpu' for CPU backends (the whole machine), else one key per device of this process."""
    info = device.backend_info()
    if info["backend"] == "cpu":
        return "cpu"
    import jax

    dev = jax.devices()[0]
    ident = getattr(dev, "pci_bus_id", None) or f"{os.environ.get('CUDA_VISIBLE_DEVICES', '')}.{dev.id}"
    return f"{info['backend']}-{ident}".replace("/", "_").replace(":", "_")


@contextlib.contextmanager
def exclusive_timing(key: str | None = None) -> Iterator[float]:
    """Holds the host's timing lock for `key` (default `timing_lock_key()`); yields the wait in s."""
    fd = _open_lock_file(f"xtune-timing-{key or timing_lock_key()}.lock")
    t0 = time.perf_counter()
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        waited_s = time.perf_counter() - t0
        if waited_s > 1.0:
            log.debug("waited %.1f s for the timing lock", waited_s)
        yield waited_s
    finally:
        os.close(fd)  # closing releases the flock


def claim_core_set(cores: int) -> tuple[int, ...]:
    """Pins this process to its own set of `cores` cores among the host's, for life.

    Worker processes that do not know their index (Dask workers) take the
    first free set, marked by an `flock` held until the process exits. When
    every set is taken, sets are shared (with a warning).
    """
    global _held_core_set
    if _held_core_set is not None:
        return _held_core_set[1]
    avail = sorted(os.sched_getaffinity(0))
    num_sets = max(1, len(avail) // cores)
    sets = [tuple(avail[(i * cores + k) % len(avail)] for k in range(cores)) for i in range(num_sets)]
    for chosen in sets:
        fd = _open_lock_file(core_set_lock_name(chosen))
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            continue
        break
    else:
        fd, chosen = -1, sets[os.getpid() % len(sets)]
        log.warning("all %d sets of %d cores are taken on this host: sharing cores %s", len(sets), cores, chosen)
    device.pin_to_cores(chosen)
    _held_core_set = (fd, chosen)
    return chosen
