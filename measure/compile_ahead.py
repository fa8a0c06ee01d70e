"""Compile ahead: a process on an idle core compiles the configs queued for timing.

A measurer timing on fewer cores than the process may use (`cores` x `jobs` below
the available cores) leaves cores idle while its worker times a config, and the
worker then compiles the next config on the critical path (seconds for a large
program). A `CompileAhead` hands the configs queued behind the one being timed to
a single compile process on an idle core, which compiles them into the executable
cache (`measure.exe_cache`), so that the worker loads each instead of compiling it.

The compile process never times, holds no timing lock and compiles on no timing
worker's core: it takes the lock of one idle core (`hostlock.core_set_lock_name`,
the lock a one-core worker takes; where every idle core is taken, nothing is
compiled ahead) and compiles there. Its executables must be the timing workers' own,
so JAX makes its backend while the process has as many cores as a timing worker (the
cache key's core count, `exe_cache.enable_here`): idle cores, or, with fewer idle
cores than that, the idle ones and timing ones for the moment JAX makes its backend
(no compile, no timing core held); then it is pinned to its idle core alone (XLA:CPU
sizes its executables by the cores the backend was made with; pinning later changes
nothing, as a test checks on all cores).

The rewrite of each config stays in the measuring process (`Measurer`): a thread of
it, pinned to the same idle core, makes the text and options the worker would
compile, sends them to the compile process one at a time, and hands the text on to
the worker's job. When the worker reaches a config, one still queued is dropped
(the worker compiles it, as without compiling ahead), one being compiled is awaited
(it is done sooner than a new compile) and one compiled is loaded. A compile error
in the compile process is ignored: the worker compiles the config and reports it.

`COMPILE_AHEAD_DEFAULT` (off) decides where neither the `Measurer` nor `$XTUNE_COMPILE_AHEAD`
(on/off) does: `bench/compile_ahead_noise.py` found no mean ratio moved by compiling on the
idle core, but readings beside it took longer to settle (more spread), so it is opt-in.
"""

from __future__ import annotations

import concurrent.futures as cf
import logging
import os
import signal
import threading
import warnings
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from joblib.externals import loky

from xtune.measure import device, exe_cache, hostlock, lifeline
from xtune.measure.errors import InputError

log = logging.getLogger(__name__)

# Off unless asked: compiling on the idle core moved no config's mean ratio beyond the noise
# (bench/results/compile-ahead/noise.md), but the timings beside it took longer to settle: `make demo`'s
# search timed 81 s with it against 49 s without, and the four-measurement searches of
# bench/results/time-to-answer/four 6.8 s against 4.7 s (median) on the same configs.
COMPILE_AHEAD_DEFAULT = False
ENV = "XTUNE_COMPILE_AHEAD"
_ON, _OFF = ("1", "on", "true", "yes"), ("0", "off", "false", "no")

Options = tuple[tuple[str, Any], ...]
MakeFn = Callable[[], tuple[str, Options]]  # the text and options the worker would compile


class CompileAheadError(InputError, ValueError):
    """`$XTUNE_COMPILE_AHEAD` holds a value that is neither on nor off."""


def wanted(choice: bool | None = None) -> bool:
    """Whether to compile ahead: `choice`, else `$XTUNE_COMPILE_AHEAD`, else `COMPILE_AHEAD_DEFAULT`.

    Raises:
      CompileAheadError: the environment variable is neither on nor off (one line naming it).
    """
    if choice is not None:
        return choice
    value = os.environ.get(ENV, "").strip().lower()
    if not value:
        return COMPILE_AHEAD_DEFAULT
    if value not in _ON + _OFF:
        raise CompileAheadError(f"${ENV} = {os.environ[ENV]!r}: must be on or off (1/0, true/false)")
    return value in _ON


def idle_cores(core_sets: Sequence[tuple[int, ...]] | None, jobs: int) -> list[int]:
    """The CPUs of this process that its timing workers leave idle, last first: those outside
    the first `jobs` of `core_sets` (`MeasureSettings.core_sets`: a worker claims the first
    free one); none where a worker takes every core (`core_sets` None, for all cores)."""
    if not core_sets:
        return []
    timing = {c for s in core_sets[:jobs] for c in s}
    return [c for c in reversed(device.available_cpus()) if c not in timing]


# --- the compile process --------------------------------------------------------------

_core: int | None = None  # the idle core this compile process holds; None: every idle core was taken


def _claim_idle_core(idle: Sequence[int]) -> int | None:
    """Takes, for life, the lock of the first of `idle` that no other process holds (the lock
    a one-core worker would take, `hostlock.claim_core_set`)."""
    for core in idle:
        if hostlock.try_core_set_lock((core,)) is not None:
            return core  # the descriptor stays open: the lock lives as long as this process
    return None


def _init_compiler(idle: tuple[int, ...], cpus: tuple[int, ...], count: int, lock_dir: str,
                   parent_pid: int) -> None:
    """Prepares the compile process: on an idle core, JAX's backend made for `count` cores.

    Args:
      idle: the idle cores, in order of preference.
      cpus: all CPUs the measuring process may run on (this process starts pinned to its
        parent's thread, on the idle core).
      count: a timing worker's core count.
      lock_dir: the folder of its host locks: its parent's (`hostlock.LOCK_DIR`).
      parent_pid: the measuring process: this one exits soon after it (`lifeline`).
    """
    global _core
    lifeline.die_with_parent(parent_pid)
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the parent decides when to stop
    hostlock.LOCK_DIR = lock_dir
    _core = _claim_idle_core(idle)
    if _core is None:
        return
    others = [c for c in idle if c != _core] + [c for c in cpus if c not in idle]
    device.pin_to_cores((_core, *others[:count - 1]))
    exe_cache.enable_here()
    import jax.extend

    jax.extend.backend.get_backend()  # XLA:CPU sizes its executables by the cores it has now
    device.pin_to_cores((_core,))


def _compile(text: str, options: Options) -> tuple[str, float]:
    """Compiles `text` into the executable cache: ("compiled", seconds), ("cached", the first
    compile's seconds), ("error", 0) for a text that does not compile; ("no core", 0) where
    every idle core was taken, ("no cache", 0) where this process cannot cache."""
    from xtune.measure.execute import compile_text

    if _core is None:
        return "no core", 0.0
    cache = exe_cache.current()
    if cache is None:
        return "no cache", 0.0
    hits = cache.hits
    try:
        compiled = compile_text(text, options)
    except Exception as e:  # the worker compiles it again and reports the error
        log.debug("compile ahead failed: %s", e)
        return "error", 0.0
    return ("cached" if cache.hits > hits else "compiled"), compiled.compile_s


# --- the measuring process's side -----------------------------------------------------

class CompileAhead:
    """Queues configs for the compile process and hands their texts to the worker's jobs.

    Args:
      idle: cores no timing worker uses (`idle_cores`); the compile process takes the first free one.
      count: the cores of a timing worker (what its executables are compiled for).
      timeout_s: how long one compile may take before the compile process is replaced.

    Attributes:
      compiled: key -> the seconds the compile process took to compile it (not those it
        found in the cache already).
      declined: True once the compile process found every idle core taken: nothing more is
        compiled until `close`.
    """

    def __init__(self, idle: Sequence[int], count: int, timeout_s: float):
        self.idle = tuple(idle)
        self.count = count
        self.cpus = device.available_cpus()  # the process's, not its pinned thread's
        self.timeout_s = timeout_s
        self.compiled: dict[str, float] = {}
        self.declined = False
        self._pending: deque[tuple[str, MakeFn]] = deque()
        self._made: dict[str, tuple[str, Options]] = {}
        self._current: str | None = None
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None
        self._pool: Any = None
        self._closing = False

    def queue(self, items: Iterable[tuple[str, MakeFn]]) -> list[str]:
        """Queues (key, make) pairs, compiled in order; `make` gives the text and options.
        Returns the keys queued: not those queued, being compiled or made already."""
        with self._cond:
            if self.declined:
                return []
            known = {k for k, _ in self._pending} | set(self._made) | {self._current}
            new = []
            for key, make in items:
                if key not in known:
                    known.add(key)
                    new.append((key, make))
            if not new:
                return []
            self._closing = False
            self._pending.extend(new)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._feed, name="xtune-compile-ahead", daemon=True)
                self._thread.start()
            self._cond.notify_all()
            return [k for k, _ in new]

    def take(self, key: str) -> tuple[str, Options] | None:
        """What the worker is to compile for `key` now: its text and options where they were
        made (compiled, or awaited while compiling); None where it was still queued (dropped:
        the worker makes and compiles it) or never queued."""
        with self._cond:
            for i, (k, _) in enumerate(self._pending):
                if k == key:
                    del self._pending[i]
                    return None
            self._cond.wait_for(lambda: self._current != key, timeout=self.timeout_s + 5.0)
            return self._made.pop(key, None)

    def drop(self, keys: Iterable[str]) -> None:
        """Forgets `keys` (a measure call's queue, once it is done): queued, made or compiled."""
        gone = set(keys)
        with self._cond:
            self._pending = deque(item for item in self._pending if item[0] not in gone)
            for k in gone:
                self._made.pop(k, None)

    def close(self) -> None:
        """Stops the compile process and forgets the queue; a later `queue` starts a new one."""
        with self._cond:
            self._pending.clear()
            self._made.clear()
            self._closing = True
            self.declined = False  # a later compile process may find an idle core free
            self._kill()  # a compile in flight fails, and the thread ends
            self._cond.notify_all()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join(timeout=5.0)

    def _feed(self) -> None:
        """The thread that makes each queued text and has the compile process compile it."""
        device.pin_to_cores(self.idle[:1])  # this thread only: its rewrites stay off the timing cores
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending or self._closing)
                if self._closing or self.declined:
                    return
                key, make = self._pending.popleft()
                self._current = key
            try:
                self._compile_one(key, make)
            finally:
                with self._cond:
                    self._current = None
                    self._cond.notify_all()

    def _compile_one(self, key: str, make: MakeFn) -> None:
        try:
            text, options = make()
        except Exception as e:  # a rewrite that fails: the worker's job fails it again and reports it
            log.debug("compile ahead: %s not rewritten (%s)", key, e)
            return
        with self._cond:
            if self._closing:
                return
            self._made[key] = (text, options)
            future = self._ensure().submit(_compile, text, options)
        try:
            status, seconds = future.result(timeout=self.timeout_s)
        except cf.TimeoutError:
            log.info("compile ahead: %s took over %g s to compile; the compile process is replaced",
                     key, self.timeout_s)
            self._kill()
            return
        except Exception as e:  # the compiler crashed its process: the worker meets it and reports it
            log.debug("compile ahead: the compile process died on %s (%s)", key, e)
            self._kill()
            return
        with self._cond:
            if status == "compiled":
                self.compiled[key] = seconds
            elif status in ("no core", "no cache"):
                why = (f"every idle core ({', '.join(map(str, self.idle))}) is taken by another process"
                       if status == "no core" else "its process cannot use the executable cache")
                log.info("compile ahead: %s; configs are compiled by the timing worker", why)
                self.declined = True
                self._pending.clear()

    def _ensure(self) -> Any:
        if self._pool is None:
            from xtune.measure.runners import LOKY_WORKER_STOPPED

            warnings.filterwarnings("ignore", message=LOKY_WORKER_STOPPED, category=UserWarning)
            self._pool = loky.ProcessPoolExecutor(max_workers=1, initializer=_init_compiler,
                                                  initargs=(self.idle, self.cpus, self.count, hostlock.LOCK_DIR,
                                                            os.getpid()))
        return self._pool

    def _kill(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, kill_workers=True)
