"""Runners: measure configs in-process or in isolated, pinned worker processes.

A config that hangs or crashes the compiler must not end a run. By default
each measurement runs in a loky worker process (joblib's process pool) with a
timeout: a hang is killed and recorded as `timeout`, a crash as
`compile_error` or `runtime_error` by the phase it died in, and the worker is
replaced. `in_process=True` trades that safety for speed.

With `cores=N`, worker slot i is pinned to its own N cores before JAX starts,
so XLA:CPU sizes its thread pool to them; the count is recorded with every
measurement because rankings differ between core counts (DESIGN.md).

With `cluster` set ('local:N' or a Dask scheduler address) the same jobs go
to Dask workers instead of local slots (`measure.cluster`); the store stays
with this process. Whatever runs them, compiles may overlap but timing holds
the host's timing lock (`measure.hostlock`: one timer per machine on CPU, one
per device on GPU/TPU). Before measuring a config, a measurer claims it in
the store, so that concurrent measurers into one store never measure the same
config twice: a config claimed by another live measurer is waited for.
"""

from __future__ import annotations

import concurrent.futures as cf
import dataclasses
import logging
import os
import queue
import signal
import tempfile
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from joblib.externals import loky

from xtune.measure import execute, hostlock
from xtune.measure.execute import Job, measure_job
from xtune.measure.program import Program
from xtune.measure.record import COMPILE_ERROR, RUNTIME_ERROR, TIMEOUT, Record
from xtune.measure.rewrite import apply, compile_options
from xtune.measure.space import Config
from xtune.measure.store import RecordStore
from xtune.measure.timing import TimingPolicy

log = logging.getLogger(__name__)


@dataclasses.dataclass(frozen=True)
class MeasureSettings:
    """How to measure.

    Attributes:
      cores: cores per timing process (None = all, as users deploy).
      jobs: worker processes measuring at once (each on its own cores).
      timeout_s: per-config limit in worker mode (compile + check + timing).
      in_process: measure in this process (fast, but a crash ends the run).
      policy: timing policy.
      seed: seed of the random inputs.
      inputs_npz: user inputs instead of random ones.
      remeasure: measure again even if the store has a record.
      cluster: 'local:N' (a Dask LocalCluster of N workers) or a Dask scheduler
        address ('tcp://HOST:8786'); None measures on this host (or on
        $XTUNE_CLUSTER when set and not `in_process`). `jobs` is then the
        number of Dask workers.
      exclusive_timing: time under the host's timing lock (one timer per machine
        on CPU, per device on GPU/TPU; compiles still overlap).
    """

    cores: int | None = None
    jobs: int = 1
    timeout_s: float = 300.0
    in_process: bool = False
    policy: TimingPolicy = TimingPolicy()
    seed: int = 0
    inputs_npz: str | None = None
    remeasure: bool = False
    cluster: str | None = None
    exclusive_timing: bool = True

    def core_sets(self) -> list[tuple[int, ...] | None]:
        """The cores each job slot asks for (a worker takes the first set no other
        xtune process on the host holds; see `hostlock.claim_core_set`)."""
        if self.cores is None:
            return [None] * self.jobs
        avail = sorted(os.sched_getaffinity(0))
        if self.cores * self.jobs > len(avail):
            log.warning("%d jobs x %d cores exceeds the %d cores available: timings will share cores",
                        self.jobs, self.cores, len(avail))
        return [tuple(avail[(i * self.cores + k) % len(avail)] for k in range(self.cores))
                for i in range(self.jobs)]

    @property
    def num_cores(self) -> int:
        return self.cores or len(os.sched_getaffinity(0))


def _init_worker(cores: tuple[int, ...] | None, exclusive: bool = True) -> None:
    # Ctrl-C reaches the whole process group: the parent decides when to stop,
    # so the measurement in flight finishes instead of dying half-way.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if cores:
        # the first core set no other xtune process on this host holds (so two runs,
        # or a run and a dataset build, never time and compile on the same core)
        hostlock.claim_core_set(len(cores))
    hostlock.set_exclusive_timing(exclusive)


class _WorkerSlot:
    """One single-process loky pool pinned to a core set; replaced after a hang or crash."""

    def __init__(self, cores: tuple[int, ...] | None, exclusive: bool = True):
        self.cores = cores
        self.exclusive = exclusive
        self.pool: Any = None

    def _ensure(self) -> Any:
        if self.pool is None:
            self.pool = loky.ProcessPoolExecutor(max_workers=1, initializer=_init_worker,
                                                 initargs=(self.cores, self.exclusive),
                                                 env=dict(execute.MALLOC_ENV))
        return self.pool

    def run(self, job: Job, timeout_s: float) -> dict[str, Any]:
        with tempfile.NamedTemporaryFile("w", suffix=".phase", delete=False) as f:
            phase_file = f.name
        job = dataclasses.replace(job, phase_file=phase_file)
        try:
            fut = self._ensure().submit(measure_job, job)
            try:
                return fut.result(timeout=timeout_s)
            except cf.TimeoutError:
                self.kill()
                return {"status": TIMEOUT, "message": f"no result after {timeout_s:g} s "
                        f"(while {_read_phase(phase_file)}); worker killed"}
            except (loky.process_executor.BrokenProcessPool, cf.process.BrokenProcessPool) as e:
                self.kill()
                phase = _read_phase(phase_file)
                status = COMPILE_ERROR if phase in ("compiling", "starting") else RUNTIME_ERROR
                return {"status": status, "message": f"worker process died while {phase}: "
                        f"{str(e).strip().splitlines()[0][:300]}"}
        finally:
            Path(phase_file).unlink(missing_ok=True)

    def kill(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=False, kill_workers=True)
            self.pool = None


def _read_phase(path: str) -> str:
    try:
        return {"compile": "compiling", "run": "running", "time": "timing"}.get(Path(path).read_text(), "starting")
    except OSError:
        return "starting"


class Measurer:
    """Measures configs of programs and keeps every result in a store.

    Args:
      settings: how to measure.
      store: where records go (and are reused from); None keeps them in memory only.

    Raises:
      measure.cluster.ClusterError: `settings.cluster` cannot be reached or used.
    """

    # Class-level defaults, so that subclasses replacing __init__ (FakeMeasurer) still work.
    _cluster: Any = None
    _owner: str = ""
    claim_poll_s = 0.2

    def __init__(self, settings: MeasureSettings = MeasureSettings(), store: RecordStore | None = None):
        settings = _with_env_cluster(settings)
        if settings.cluster and settings.in_process:
            raise ValueError("cluster and in_process exclude each other")
        self.settings = settings
        self.store = store
        self._slots: queue.Queue[_WorkerSlot] = queue.Queue()
        self._all_slots: list[_WorkerSlot] = []
        if settings.cluster:
            from xtune.measure.cluster import ClusterRunner

            self._cluster = ClusterRunner(settings.cluster, cores=settings.cores,
                                          exclusive=settings.exclusive_timing)
            self.info = dict(self._cluster.info)
            # What the workers see: `num_cores` (find, resume) must be their count.
            self.settings = dataclasses.replace(settings, cores=self._cluster.num_cores,
                                                jobs=self._cluster.num_workers)
            return
        self._all_slots = [_WorkerSlot(c, settings.exclusive_timing) for c in settings.core_sets()]
        for s in self._all_slots:
            self._slots.put(s)
        if settings.in_process:
            execute.pin_to_cores(settings.core_sets()[0])
            hostlock.set_exclusive_timing(settings.exclusive_timing)
            if not execute.allocator_is_fixed():
                log.warning("in-process timing without %s set at process start: allocator effects may "
                            "distort timings (worker mode sets them)",
                            " ".join(f"{k}={v}" for k, v in execute.MALLOC_ENV.items()))
        self.info = execute.backend_info()

    def close(self) -> None:
        """Stops the worker processes; the next measurement starts fresh ones (a local
        cluster is restarted; a remote cluster's workers live on)."""
        for s in self._all_slots:
            s.kill()
        if self._cluster is not None:
            self._cluster.close()

    def __enter__(self) -> "Measurer":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def find(self, program: Program, config: Config) -> Record | None:
        """The stored record for this program, config, device, versions and cores."""
        if self.store is None:
            return None
        return self.store.find(program.fingerprint, config.hash, device_kind=self.info["device_kind"],
                               jax_version=self.info["jax_version"],
                               jaxlib_version=self.info["jaxlib_version"], cores=self.settings.num_cores)

    def claim_key(self, program: Program, config: Config) -> str:
        """The store's key of this measurement: what `find` matches on."""
        return "/".join((program.fingerprint, config.hash, self.info["device_kind"], self.info["jax_version"],
                         self.info["jaxlib_version"], str(self.settings.num_cores)))

    def measure(self, program: Program, configs: Iterable[Config],
                on_record: Callable[[Record, bool], None] | None = None,
                remeasure: bool | None = None) -> list[Record]:
        """Measures each config (reusing stored records unless `remeasure`).

        A config another measurer into the same store is measuring right now is
        not measured again: its record is awaited and reused.

        Args:
          program: the program.
          configs: configs of `ConfigSpace(program)`; duplicates are measured once.
          on_record: called with (record, reused) as each result arrives.
          remeasure: overrides `settings.remeasure` for this call (confirmations).

        Returns:
          One record per distinct config, in the order given.
        """
        if self.store is not None:
            self.store.add_program(program.fingerprint, program.name, program.source, program.text,
                                   [s.to_json() for s in program.input_specs])
        remeasure = self.settings.remeasure if remeasure is None else remeasure
        claiming = self.store is not None and not remeasure
        unique = list({c.hash: c for c in configs}.values())
        results: dict[str, Record] = {}
        todo = []
        for c in unique:
            old = None if remeasure else self.find(program, c)
            if old is not None:
                results[c.hash] = old
                if on_record:
                    on_record(old, True)
            else:
                todo.append(c)

        def take(c: Config) -> Record | None:
            return self._claim_and_measure(program, c, on_record) if claiming \
                else self._measure_one(program, c, on_record)

        waiting: list[Config] = []
        if self._concurrency() <= 1:
            for c in todo:
                rec = take(c)
                results.update({c.hash: rec} if rec else {})
                waiting += [] if rec else [c]
        else:
            with cf.ThreadPoolExecutor(self._concurrency()) as pool:
                futs = {pool.submit(take, c): c for c in todo}
                for fut in cf.as_completed(futs):
                    c, rec = futs[fut], fut.result()
                    results.update({c.hash: rec} if rec else {})
                    waiting += [] if rec else [c]
        results.update(self._await_claimed(program, waiting, on_record))
        return [results[c.hash] for c in unique]

    def _concurrency(self) -> int:
        return 1 if self.settings.in_process else max(1, self.settings.jobs)

    def _claim_owner(self) -> str:
        if not self._owner:
            self._owner = f"{os.uname().nodename}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        return self._owner

    def _claim_and_measure(self, program: Program, config: Config,
                           on_record: Callable[[Record, bool], None] | None) -> Record | None:
        """Measures `config` if this measurer can claim it; None if another owner holds it."""
        assert self.store is not None
        key, owner = self.claim_key(program, config), self._claim_owner()
        if not self.store.claim(key, owner, stale_after_s=2 * self.settings.timeout_s + 60):
            return None
        try:
            # Claimed: but the previous owner may have stored it and released just now.
            done = self.find(program, config)
            if done is not None:
                if on_record:
                    on_record(done, True)
                return done
            return self._measure_one(program, config, on_record)
        finally:
            self.store.release(key, owner)

    def _await_claimed(self, program: Program, configs: list[Config],
                       on_record: Callable[[Record, bool], None] | None) -> dict[str, Record]:
        """Waits for configs other measurers claimed: their record, or their claim going stale."""
        results: dict[str, Record] = {}
        if configs:
            log.info("%d config(s) are being measured by another measurer: waiting for them", len(configs))
        while configs:
            for c in list(configs):
                rec = self.find(program, c)
                if rec is not None and on_record:
                    on_record(rec, True)
                rec = rec or self._claim_and_measure(program, c, on_record)
                if rec is not None:
                    results[c.hash] = rec
                    configs.remove(c)
            if configs:
                time.sleep(self.claim_poll_s)
        return results

    def _measure_one(self, program: Program, config: Config,
                     on_record: Callable[[Record, bool], None] | None) -> Record:
        try:
            text = apply(program, config)
        except Exception as e:  # a rewrite the MLIR verifier rejects is a compile error
            fields: dict[str, Any] = {"status": COMPILE_ERROR, "message": f"rewrite failed: {e}"}
        else:
            job = Job(program.text, program.fingerprint, program.input_specs, config, text,
                      tuple(compile_options(config)), self.settings.policy, self.settings.seed,
                      self.settings.inputs_npz)
            if self._cluster is not None:
                fields = self._cluster.run(job, self.settings.timeout_s)
            elif self.settings.in_process:
                fields = measure_job(job)
            else:
                slot = self._slots.get()
                try:
                    fields = slot.run(job, self.settings.timeout_s)
                finally:
                    self._slots.put(slot)
        # A cluster worker reports its own device info and cores; they win over this process's.
        ident = {"cores": self.settings.num_cores, **self.info}
        ident.update({k: fields.pop(k) for k in list(ident) if k in fields})
        record = Record(program=program.fingerprint, config_hash=config.hash, config_json=config.to_json(),
                        **ident, **_defaults(fields))
        if self.store is not None:
            self.store.add(record)
        if on_record:
            on_record(record, False)
        return record


def _with_env_cluster(settings: MeasureSettings) -> MeasureSettings:
    """`settings` with `cluster` from $XTUNE_CLUSTER when unset and not in-process."""
    from xtune.measure.cluster import CLUSTER_ENV

    env = os.environ.get(CLUSTER_ENV)
    if env and settings.cluster is None and not settings.in_process:
        return dataclasses.replace(settings, cluster=env)
    return settings


def _defaults(fields: dict[str, Any]) -> dict[str, Any]:
    fields = dict(fields)
    fields.setdefault("measured_at", time.time())
    return fields


def measure(program: Program, configs: Sequence[Config], settings: MeasureSettings = MeasureSettings(),
            store: RecordStore | None = None) -> list[Record]:
    """Convenience wrapper: measure configs with a temporary `Measurer`."""
    with Measurer(settings, store) as m:
        return m.measure(program, configs)
