"""Runners: what runs one measurement `Job` for a `Measurer`, behind one protocol.

A runner takes a `Job` and gives back the fields of its `Record` (less the
identity, which the `Measurer` adds). Four kinds:

- `InProcessRunner`: `measure_job` in this process (fast, but a crash ends the run),
  which claims and pins itself to its cores under the same host lock as a worker;
- `PoolRunner`: isolated, pinned worker processes (loky, joblib's process
  pool), the default. A config that hangs or crashes the compiler must not
  end a run: a hang is killed and recorded as `timeout`, a crash as
  `compile_error` or `runtime_error` by the phase it died in, and the worker
  is replaced. With `cores=N`, each worker claims a set of N cores no other
  process on the host holds (of `MeasureSettings.core_sets`: `hostlock.claim_core_set`) and pins
  itself to it before JAX starts, so XLA:CPU sizes its thread pool to them. A
  worker exits within about a second of its parent's death (`measure.lifeline`);
- `measure.cluster.ClusterRunner`: Dask workers ('local:N' or a scheduler address);
- `measure.fake.FakeRunner`: deterministic synthetic records, for tests.

`cores` is a count wherever it is one (the settings, a runner's `cores`); a tuple of
CPU ids is a `core_set`, made once with the settings (`MeasureSettings.core_sets`) and
claimed under the host lock by the process that pins itself to it.

The settings choose the runner through a table (`runner_kind` -> `RUNNERS`),
so a new kind is one entry; a `Measurer` also takes any object that fits
`Runner`. What a real runner runs per job is `execute.measure_job` unless it is
given another job function (`measure=`, picklable for the processes that run
it): tests pass one that crashes or hangs on a config, to show that a bad
config cannot end a run.
"""

from __future__ import annotations

import concurrent.futures as cf
import dataclasses
import logging
import os
import queue
import signal
import tempfile
import warnings
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from joblib.externals import loky

from xtune.measure import device, exe_cache, execute, hostlock, lifeline
from xtune.measure.errors import one_line
from xtune.measure.execute import Job, measure_job
from xtune.measure.record import COMPILE_ERROR, DEFAULT_FAILED_PREFIX, RUNTIME_ERROR, TIMEOUT
from xtune.measure.settings import MeasureSettings

log = logging.getLogger(__name__)

# what runs one job in the measuring process: `execute.measure_job`, or a test's stand-in
MeasureFn = Callable[[Job], dict[str, Any]]


class Runner(Protocol):
    """Runs a `Job` and gives back its record fields; plain attributes may stand for the properties.

    Attributes:
      info: what measures: device_kind, backend, cpu_model, jax_version and
        jaxlib_version (part of every record's identity).
      concurrency: how many jobs it runs at once (the `Measurer` calls `run`
        from that many threads).
      num_cores: the cores each of its measuring processes has when the runner,
        not the settings, decides them (a cluster's workers); None: as the
        settings say (`MeasureSettings.num_cores`).
      compiles: False for a runner that measures nothing (the fake): the
        `Measurer` then skips the rewrite and sends a job without its text.
      in_this_process (optional, False where a runner lacks it): it measures in this
        process, so a job may carry the functions of a program's host callbacks
        (`measure.callbacks`); other runners get programs whose callbacks their
        processes can do without.
    """

    @property
    def info(self) -> dict[str, Any]: ...

    @property
    def concurrency(self) -> int: ...

    @property
    def num_cores(self) -> int | None: ...

    @property
    def compiles(self) -> bool: ...

    def run(self, job: Job, timeout_s: float) -> dict[str, Any]:
        """Measures `job`; failures (crash, hang, lost worker) come back as `status` and `message`.

        The fields may include `cores` and device info: what the measuring
        process saw wins over `info` and the settings.
        """
        ...

    def close(self) -> None:
        """Stops its processes; a later `run` may start fresh ones."""
        ...

    def fresh(self, settings: MeasureSettings) -> Runner:
        """A runner of the same kind for `settings`: new processes for local pools and
        clusters, the same long-lived workers of a remote cluster, the same fake."""
        ...


class InProcessRunner:
    """Measures in this process, pinned to a core set it claims on the host (with `cores`).

    It holds its cores from when it is made until `close`; a `run` after `close` claims
    them again.
    """

    concurrency = 1
    num_cores = None
    compiles = True
    in_this_process = True

    def __init__(self, settings: MeasureSettings, measure: MeasureFn = measure_job):
        self.cores = settings.cores
        self.core_sets = settings.core_sets
        self.measure = measure
        self.core_set = self._claim()  # before JAX starts here, if it has not
        if not execute.allocator_is_fixed():
            log.warning("in-process timing without %s set at process start: allocator effects may "
                        "distort timings (worker mode sets them)",
                        " ".join(f"{k}={v}" for k, v in execute.MALLOC_ENV.items()))
        self.info = device.backend_info()

    def _claim(self) -> tuple[int, ...] | None:
        return hostlock.claim_core_set(self.core_sets) if self.core_sets else None

    def run(self, job: Job, timeout_s: float) -> dict[str, Any]:
        if self.core_set is not None and hostlock.held_core_set() != self.core_set:
            self.core_set = self._claim()  # closed (or another runner here claimed other cores)
        return self.measure(job)

    def close(self) -> None:
        """Gives its cores back to the host (the next `run` claims them again)."""
        if self.core_set is not None:
            hostlock.release_core_set(self.core_set)

    def fresh(self, settings: MeasureSettings) -> Runner:
        """This runner (there is no other process to start), unless the cores change."""
        return self if settings.cores == self.cores else InProcessRunner(settings, self.measure)


# loky warns from its manager thread when it replaces a worker that stopped with work
# queued; a record already says what happened to that work, so the warning is dropped.
LOKY_WORKER_STOPPED = "A worker stopped while some jobs were given to the executor"


def _init_worker(core_sets: list[tuple[int, ...]] | None, lock_dir: str, parent_pid: int | None = None) -> None:
    """Prepares a pool's worker process before its first job.

    Args:
      core_sets: the sets of CPU ids the worker claims one of (`MeasureSettings.core_sets`; the first no
        other process on the host holds) and pins itself to; None: no pinning.
      lock_dir: the folder of its host locks: its parent's (`hostlock.LOCK_DIR`).
      parent_pid: the pid of the process that owns the pool; the worker exits
        within about a second of its death (`lifeline.die_with_parent`), so a
        killed run leaves no worker (nor, through their pipes, resource
        trackers) behind. None: the worker's parent now.
    """
    lifeline.die_with_parent(parent_pid)
    # Ctrl-C reaches the whole process group: the parent decides when to stop,
    # so the measurement in flight finishes instead of dying half-way.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    hostlock.LOCK_DIR = lock_dir
    if core_sets:
        hostlock.claim_core_set(core_sets)
    exe_cache.enable_here()  # pinned, and JAX not started: compiles may be cached


class _WorkerSlot:
    """One single-process loky pool whose worker claims one of `core_sets`; replaced after a hang or crash."""

    def __init__(self, core_sets: list[tuple[int, ...]] | None, measure: MeasureFn = measure_job):
        self.core_sets = core_sets
        self.measure = measure
        self.pool: Any = None

    def _ensure(self) -> Any:
        if self.pool is None:
            # a process-wide filter: loky warns from its own thread (pytest and
            # catch_warnings reset filters, so it is set again with every pool)
            warnings.filterwarnings("ignore", message=LOKY_WORKER_STOPPED, category=UserWarning)
            self.pool = loky.ProcessPoolExecutor(max_workers=1, initializer=_init_worker,
                                                 initargs=(self.core_sets, hostlock.LOCK_DIR, os.getpid()),
                                                 env=dict(execute.MALLOC_ENV))
        return self.pool

    def run(self, job: Job, timeout_s: float) -> dict[str, Any]:
        with tempfile.NamedTemporaryFile("w", suffix=".phase", delete=False) as f:
            phase_file = f.name
        job = dataclasses.replace(job, phase_file=phase_file)
        try:
            fut = self._ensure().submit(self.measure, job)
            try:
                return fut.result(timeout=timeout_s)
            except cf.TimeoutError:
                self.kill()
                return {"status": TIMEOUT, "message": f"no result after {timeout_s:g} s "
                        f"(while {_read_phase(phase_file)}); worker killed"}
            except (loky.process_executor.BrokenProcessPool, cf.process.BrokenProcessPool) as e:
                self.kill()
                phase = _read_phase(phase_file)
                log.info("config %s killed its worker process while %s; a new one takes its place",
                         job.config.hash, phase)
                status = COMPILE_ERROR if phase in ("compiling", "starting", *DEFAULT_PHASES) else RUNTIME_ERROR
                prefix = DEFAULT_FAILED_PREFIX if phase in DEFAULT_PHASES else ""
                return {"status": status, "message": f"{prefix}worker process died while {phase}: "
                        f"{one_line(e, with_type=False, max_chars=300)}"}
        finally:
            Path(phase_file).unlink(missing_ok=True)

    def kill(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=False, kill_workers=True)
            self.pool = None


# the phases of a worker's first job in which it compiles and runs XLA's default config
DEFAULT_PHASES = ("compiling XLA's default", "running XLA's default")


def _read_phase(path: str) -> str:
    try:
        return {"compile default": DEFAULT_PHASES[0], "run default": DEFAULT_PHASES[1], "compile": "compiling",
                "run": "running", "time": "timing"}.get(Path(path).read_text(), "starting")
    except OSError:
        return "starting"


class PoolRunner:
    """`settings.jobs` worker slots, each a process pinned to a core set of its own (`core_sets`).

    Processes start on the first job a slot runs and live until a hang or
    crash (then a new one takes the slot) or `close`. Each job runs `measure`
    in a worker (`execute.measure_job`; a picklable stand-in in tests).
    """

    num_cores = None
    compiles = True

    def __init__(self, settings: MeasureSettings, measure: MeasureFn = measure_job):
        self.measure = measure
        if settings.cores and settings.cores * settings.jobs > (have := len(device.available_cpus())):
            log.warning("%d jobs x %d cores exceeds the %d cores available: timings will share cores",
                        settings.jobs, settings.cores, have)
        self.slots = [_WorkerSlot(settings.core_sets, measure) for _ in range(settings.jobs)]
        self.concurrency = max(1, settings.jobs)
        self._free: queue.Queue[_WorkerSlot] = queue.Queue()
        for s in self.slots:
            self._free.put(s)
        self.info = device.backend_info()

    def run(self, job: Job, timeout_s: float) -> dict[str, Any]:
        slot = self._free.get()
        try:
            return slot.run(job, timeout_s)
        finally:
            self._free.put(slot)

    def close(self) -> None:
        for s in self.slots:
            s.kill()

    def fresh(self, settings: MeasureSettings) -> Runner:
        return PoolRunner(settings, self.measure)


def _cluster_runner(settings: MeasureSettings) -> Runner:
    from xtune.measure.cluster import ClusterRunner  # Dask loads only when a cluster is asked for

    return ClusterRunner(settings.cluster or "", cores=settings.cores)


RUNNERS: dict[str, Callable[[MeasureSettings], Runner]] = {
    "in_process": InProcessRunner,
    "pool": PoolRunner,
    "cluster": _cluster_runner,
}


def runner_kind(settings: MeasureSettings) -> str:
    """The kind of runner `settings` ask for: a key of `RUNNERS`.

    Raises:
      ValueError: both `cluster` and `in_process` are set.
    """
    if settings.cluster and settings.in_process:
        raise ValueError("cluster and in_process exclude each other")
    return "cluster" if settings.cluster else "in_process" if settings.in_process else "pool"


def make_runner(settings: MeasureSettings) -> Runner:
    """The runner `settings` choose (`runner_kind`), ready to run jobs.

    Raises:
      ValueError: both `cluster` and `in_process` are set.
      measure.cluster.ClusterError: the cluster cannot be reached or used.
    """
    return RUNNERS[runner_kind(settings)](settings)
