"""Runners: measure configs in-process or in isolated, pinned worker processes.

A config that hangs or crashes the compiler must not end a run. By default
each measurement runs in a loky worker process (joblib's process pool) with a
timeout: a hang is killed and recorded as `timeout`, a crash as
`compile_error` or `runtime_error` by the phase it died in, and the worker is
replaced. `in_process=True` trades that safety for speed.

With `cores=N`, worker slot i is pinned to its own N cores before JAX starts,
so XLA:CPU sizes its thread pool to them; the count is recorded with every
measurement because rankings differ between core counts (DESIGN.md).
"""

from __future__ import annotations

import concurrent.futures as cf
import dataclasses
import logging
import os
import queue
import signal
import tempfile
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from joblib.externals import loky

from measure import execute
from measure.execute import Job, measure_job
from measure.program import Program
from measure.record import COMPILE_ERROR, RUNTIME_ERROR, TIMEOUT, Record
from measure.rewrite import apply, compile_options
from measure.space import Config
from measure.store import RecordStore
from measure.timing import TimingPolicy

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
    """

    cores: int | None = None
    jobs: int = 1
    timeout_s: float = 300.0
    in_process: bool = False
    policy: TimingPolicy = TimingPolicy()
    seed: int = 0
    inputs_npz: str | None = None
    remeasure: bool = False

    def core_sets(self) -> list[tuple[int, ...] | None]:
        """The cores each job slot is pinned to."""
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


def _init_worker(cores: tuple[int, ...] | None) -> None:
    # Ctrl-C reaches the whole process group: the parent decides when to stop,
    # so the measurement in flight finishes instead of dying half-way.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    execute.pin_to_cores(cores)


class _WorkerSlot:
    """One single-process loky pool pinned to a core set; replaced after a hang or crash."""

    def __init__(self, cores: tuple[int, ...] | None):
        self.cores = cores
        self.pool: Any = None

    def _ensure(self) -> Any:
        if self.pool is None:
            self.pool = loky.ProcessPoolExecutor(max_workers=1, initializer=_init_worker,
                                                 initargs=(self.cores,), env=dict(execute.MALLOC_ENV))
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
    """

    def __init__(self, settings: MeasureSettings = MeasureSettings(), store: RecordStore | None = None):
        self.settings = settings
        self.store = store
        self._slots: queue.Queue[_WorkerSlot] = queue.Queue()
        self._all_slots = [_WorkerSlot(c) for c in settings.core_sets()]
        for s in self._all_slots:
            self._slots.put(s)
        if settings.in_process:
            execute.pin_to_cores(settings.core_sets()[0])
            if not execute.allocator_is_fixed():
                log.warning("in-process timing without %s set at process start: allocator effects may "
                            "distort timings (worker mode sets them)",
                            " ".join(f"{k}={v}" for k, v in execute.MALLOC_ENV.items()))
        self.info = execute.backend_info()

    def close(self) -> None:
        for s in self._all_slots:
            s.kill()

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

    def measure(self, program: Program, configs: Iterable[Config],
                on_record: Callable[[Record, bool], None] | None = None,
                remeasure: bool | None = None) -> list[Record]:
        """Measures each config (reusing stored records unless `remeasure`).

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
        unique = list({c.hash: c for c in configs}.values())
        results: dict[str, Record] = {}
        todo = []
        for c in unique:
            old = None if (self.settings.remeasure if remeasure is None else remeasure) else self.find(program, c)
            if old is not None:
                results[c.hash] = old
                if on_record:
                    on_record(old, True)
            else:
                todo.append(c)
        if self.settings.jobs <= 1 or self.settings.in_process:
            for c in todo:
                results[c.hash] = self._measure_one(program, c, on_record)
        else:
            with cf.ThreadPoolExecutor(self.settings.jobs) as pool:
                futs = {pool.submit(self._measure_one, program, c, on_record): c for c in todo}
                for fut in cf.as_completed(futs):
                    results[futs[fut].hash] = fut.result()
        return [results[c.hash] for c in unique]

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
            if self.settings.in_process:
                fields = measure_job(job)
            else:
                slot = self._slots.get()
                try:
                    fields = slot.run(job, self.settings.timeout_s)
                finally:
                    self._slots.put(slot)
        record = Record(program=program.fingerprint, config_hash=config.hash, config_json=config.to_json(),
                        cores=self.settings.num_cores, **self.info, **_defaults(fields))
        if self.store is not None:
            self.store.add(record)
        if on_record:
            on_record(record, False)
        return record


def _defaults(fields: dict[str, Any]) -> dict[str, Any]:
    import time

    fields = dict(fields)
    fields.setdefault("measured_at", time.time())
    return fields


def measure(program: Program, configs: Sequence[Config], settings: MeasureSettings = MeasureSettings(),
            store: RecordStore | None = None) -> list[Record]:
    """Convenience wrapper: measure configs with a temporary `Measurer`."""
    with Measurer(settings, store) as m:
        return m.measure(program, configs)
