"""Host-wide locks: one timer per machine (CPU) or per device, and one process per core set.

Timing policy. Compiling may run in parallel; timing must not share the
hardware with other timing. On CPU, XLA's thread pool, the shared L3 cache,
memory bandwidth and the turbo budget are all per machine, so two timers on
disjoint pinned cores still disturb each other (docs/design.md: the default's own
time moved 4-48% when two cores were shared): one timer per *machine* at a
time. On GPU/TPU a timer owns its device; timers on different devices do not
share the hardware that is timed: one timer per *device*.

Core sets. A process that measures on `cores` N (a pool worker, a Dask worker, this
process for the in-process runner) claims one of the sets of N cores its runner gives it
(`MeasureSettings.core_sets`) and pins itself to it (`claim_core_set`), so two runs on one host,
or a run and a dataset build, never time and compile on the same cores.

Where the locks live. Each lock is an `flock` on a file in one folder: the host's
temporary folder (`tempfile.gettempdir()`: $TMPDIR, else /tmp), or the folder named by
$XTUNE_LOCK_DIR when the process starts. Every xtune process on the host must see the same
folder for the locks to hold across them (in-process measurers, local worker processes,
Dask workers, unrelated `xtune` runs, and `xtune.jit`'s answers-folder locks,
`deploy.first_call`): set XTUNE_LOCK_DIR to one folder where users or containers that
share the machine's cores have different temporary folders. A pool's workers lock where
their parent does. The kernel releases a lock when its holder dies (no stale locks).
`measure.execute.measure_job` holds the timing lock around the timing phase of a job
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
from collections.abc import Iterator, Sequence

from xtune.measure import device

log = logging.getLogger(__name__)

LOCK_DIR_ENV = "XTUNE_LOCK_DIR"
# the folder of this process's host locks, read when it starts (tests set it to a folder of their own)
LOCK_DIR: str = os.environ.get(LOCK_DIR_ENV) or tempfile.gettempdir()
_held_core_set: tuple[int, tuple[int, ...]] | None = None  # (fd, core set) this process holds


def lock_dir() -> str:
    """The folder of the host's lock files (`LOCK_DIR`)."""
    return LOCK_DIR


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


def try_core_set_lock(cores: tuple[int, ...]) -> int | None:
    """The descriptor holding the lock of the core set `cores` (closing it releases the lock),
    or None where another process holds it; never waits."""
    fd = _open_lock_file(core_set_lock_name(cores))
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    return fd


def claim_core_set(core_sets: Sequence[tuple[int, ...]]) -> tuple[int, ...]:
    """Pins this process to the first of `core_sets` no other process on the host holds, and
    holds that set until the process ends or `release_core_set`.

    A set this process already holds is kept when it is among `core_sets`; another is given
    up first. When every set is taken, sets are shared (with a warning).

    Args:
      core_sets: the sets of CPU ids to choose from, in order of preference (`MeasureSettings.core_sets`).

    Returns:
      The core set this process is pinned to.
    """
    global _held_core_set
    if not core_sets:
        raise ValueError("no core sets to claim from")
    if _held_core_set is not None:
        if _held_core_set[1] in core_sets:
            return _held_core_set[1]
        release_core_set(_held_core_set[1])
    for chosen in core_sets:
        if (fd := try_core_set_lock(chosen)) is not None:
            break
    else:
        fd, chosen = -1, core_sets[os.getpid() % len(core_sets)]
        log.warning("all %d sets of %d cores are taken on this host: sharing cores %s",
                    len(core_sets), len(chosen), chosen)
    device.pin_to_cores(chosen)
    _held_core_set = (fd, chosen)
    return chosen


def held_core_set() -> tuple[int, ...] | None:
    """The core set this process holds (`claim_core_set`), or None."""
    return None if _held_core_set is None else _held_core_set[1]


def release_core_set(core_set: tuple[int, ...]) -> None:
    """Gives up `core_set` if this process holds it: its lock is released and the process may
    run on all the CPUs it started on again (`device.available_cpus`)."""
    global _held_core_set
    if _held_core_set is None or _held_core_set[1] != core_set:
        return
    fd, _ = _held_core_set
    _held_core_set = None
    if fd >= 0:
        os.close(fd)  # closing releases the flock
    device.pin_to_cores(device.available_cpus())
