"""`Measurer`: measures configs of programs through a runner and keeps every result in a store.

What a measurement means is decided here, once, for every runner: a record's
identity (program fingerprint, config hash, device kind, jax/jaxlib versions,
cores), reuse of stored records, and claims in the store, so that concurrent
measurers into one store never measure the same config twice (a config
claimed by another live measurer is waited for). How a job runs — in this
process, in pinned worker processes, on Dask workers, or not at all (the
fake) — is the runner's business (`measure.runners`). Whatever runs them,
compiles may overlap but timing holds the host's timing lock
(`measure.hostlock`: one timer per machine on CPU, one per device on GPU/TPU).

The core count is recorded with every measurement because rankings differ
between core counts (docs/design.md). A record whose interleaved default ran more
than `MeasureSettings.history_tolerance` slower than the default's history in
the store (`measure.history`) is re-timed once before its ratio counts; both
readings are stored, and one still off is marked (`Record.default_off_history`).

A config that compiles to an executable this measurer has seen timed (the
default's, one it timed, or one of its store's records measured like it) is
not timed again (`MeasureSettings.skip_same_executable`): its record says whose
timing it shares (`record.SAME`) and costs a compile instead of a timing.

A measurer timing on fewer cores than the process may use can compile ahead
(`measure.compile_ahead`): while its worker times the first configs of a batch, a
compile process on an idle core compiles the rest into the executable cache, and the
worker loads them instead of compiling them.

A program whose host callbacks run on every call (`Program.needs_this_process`) is
measured only by a runner in the process that traced it, with their functions
(`measure.callbacks`); `check_runnable` refuses it elsewhere, before any work.
"""

from __future__ import annotations

import concurrent.futures as cf
import dataclasses
import logging
import os
import threading
import time
import uuid
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from xtune.measure import callbacks as host
from xtune.measure import compile_ahead as ahead
from xtune.measure import exe_cache, history
from xtune.measure.phases import COMPILE, OVERHEAD, PhaseClock
from xtune.measure.execute import Job
from xtune.measure.program import Program, ProgramError
from xtune.measure.record import COMPILE_ERROR, Record
from xtune.measure.rewrite import apply, compile_options
from xtune.measure.runners import PoolRunner, Runner, make_runner
from xtune.measure.settings import MeasureSettings  # its home; importable from here too
from xtune.measure.space import Config
from xtune.measure.timing import TimingPolicy
from xtune.measure.store import RecordStore

log = logging.getLogger(__name__)

OnRecord = Callable[[Record, bool], None]


class Measurer:
    """Measures configs of programs and keeps every result in a store.

    Args:
      settings: how to measure.
      store: where records go (and are reused from); None keeps them in memory only.
      runner: what runs each job; None: the one the settings choose (`runners.make_runner`).
      compile_ahead: compile the configs queued behind the one being timed in a process on
        an idle core (`measure.compile_ahead`); only a local pool of workers timing on fewer
        cores than this process has leaves one idle. None: as `$XTUNE_COMPILE_AHEAD` says,
        else `compile_ahead.COMPILE_AHEAD_DEFAULT`.

    Attributes:
      settings: the settings as measured: where the runner decides the cores
        (a cluster's workers), its core count and concurrency replace `cores`
        and `jobs`.
      info: device info of every record (a copy of the runner's; may be reassigned).
      runner: the runner.
      clock: seconds its jobs spent by phase (`measure.phases`), summed since it was made.
      ahead: what compiles ahead for it (`compile_ahead.CompileAhead`); None where nothing does.

    Raises:
      ValueError: `settings` ask for both a cluster and in-process measuring.
      measure.cluster.ClusterError: `settings.cluster` cannot be reached or used.
      compile_ahead.CompileAheadError: `$XTUNE_COMPILE_AHEAD` is neither on nor off.
    """

    claim_poll_s = 0.2

    def __init__(self, settings: MeasureSettings = MeasureSettings(), store: RecordStore | None = None,
                 runner: Runner | None = None, compile_ahead: bool | None = None):
        want_ahead = ahead.wanted(compile_ahead)  # a bad environment value fails before any process starts
        self.runner = runner if runner is not None else make_runner(settings)
        self._requested = settings
        if self.runner.num_cores is not None:  # its processes decide (a cluster): `find` and `jobs` follow them
            settings = dataclasses.replace(settings, cores=self.runner.num_cores, jobs=self.runner.concurrency)
        self.settings = settings
        self.store = store
        self.info = dict(self.runner.info)
        self._owner = ""
        self._warned: set[str] = set()  # programs warned about a default off its history
        self._warn_lock = threading.Lock()
        # program fingerprint -> {executable key: hash of the config timed with it}
        self._timed: dict[str, dict[str, str]] = {}
        self._timed_loaded: set[str] = set()  # programs whose store records `_timed` holds
        self.clock = PhaseClock()  # where its jobs' wall time went (`measure.phases`)
        self._compile_ahead = compile_ahead
        self.ahead = self._make_ahead() if want_ahead else None
        self._prepared: list[str] = []  # keys `prepare` queued for compiling ahead

    def _make_ahead(self) -> ahead.CompileAhead | None:
        """A compile-ahead for a local pool that leaves a core idle and caches executables; else None."""
        if not isinstance(self.runner, PoolRunner) or exe_cache.folder() is None:
            return None
        idle = ahead.idle_cores(self.settings.core_sets, self.settings.jobs)
        if not idle:
            return None
        return ahead.CompileAhead(idle, self.settings.num_cores, self.settings.timeout_s)

    def spawn(self, **setting_changes: Any) -> Measurer:
        """A new measurer into the same store, with changed settings and a fresh runner of this kind.

        Fresh worker processes for a pool or a local cluster (close this
        measurer first to free their cores), the same workers of a remote
        cluster, the same fake. This measurer is left as it was; the caller
        closes the new one.

        Args:
          **setting_changes: `MeasureSettings` fields to change (not `cluster`
            or `in_process`: the kind stays).
        """
        settings = dataclasses.replace(self._requested, **setting_changes)
        spawned = Measurer(settings, self.store, runner=self.runner.fresh(settings),
                           compile_ahead=self._compile_ahead)
        spawned.claim_poll_s = self.claim_poll_s
        return spawned

    def close(self) -> None:
        """Stops the runner's processes; the next measurement starts fresh ones (a local
        cluster is restarted; a remote cluster's workers live on), and the compile process."""
        if self.ahead is not None:
            self.ahead.close()
        self.runner.close()

    def __enter__(self) -> Measurer:
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    @property
    def in_this_process(self) -> bool:
        """Whether its runner measures in this process (`Runner.in_this_process`, False where unset)."""
        return bool(getattr(self.runner, "in_this_process", False))

    def check_runnable(self, program: Program) -> None:
        """Refuses a program whose host callbacks run on every call where its runner cannot
        run them: in another process, or here without their functions (`measure.callbacks`).
        A runner that measures nothing (the fake) takes any program.

        Raises:
          ProgramError: one line naming the program, its callbacks and what to do.
        """
        if self.runner.compiles:
            check_runnable(program, self.in_this_process)

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

    def measure(self, program: Program, configs: Iterable[Config], on_record: OnRecord | None = None,
                remeasure: bool | None = None, skip_same_executable: bool | None = None,
                policy: TimingPolicy | None = None) -> list[Record]:
        """Measures each config (reusing stored records unless `remeasure`).

        A config another measurer into the same store is measuring right now is
        not measured again: its record is awaited and reused.

        Args:
          program: the program.
          configs: configs of `ConfigSpace(program)`; duplicates are measured once.
          on_record: called with (record, reused) as each result arrives.
          remeasure: overrides `settings.remeasure` for this call (confirmations).
          skip_same_executable: overrides `settings.skip_same_executable` for this call.
          policy: overrides `settings.policy` for this call (a shorter timing of configs
            whose reading decides less than an answer's).

        Returns:
          One record per distinct config, in the order given.

        Raises:
          ProgramError: the program's host callbacks cannot run where this measurer measures
            (`check_runnable`); nothing is stored.
        """
        self.check_runnable(program)
        if self.store is not None:
            self.store.add_program(program.fingerprint, program.name, program.source, program.text,
                                   [s.to_json() for s in program.input_specs])
        remeasure = self.settings.remeasure if remeasure is None else remeasure
        call = _Call(self.settings.skip_same_executable if skip_same_executable is None else skip_same_executable,
                     policy or self.settings.policy)
        claiming = self.store is not None and not remeasure
        if not remeasure:
            self._load_timed(program)
        unique = list({c.hash: c for c in configs}.values())
        results: dict[str, Record] = {}
        todo = []
        for c in unique:
            old = None if remeasure else self.find(program, c)
            if old is not None:
                self._note_timed(old)
                results[c.hash] = old
                if on_record:
                    on_record(old, True)
            else:
                todo.append(c)

        def take(c: Config) -> Record | None:
            return self._claim_and_measure(program, c, on_record, call) if claiming \
                else self._measure_one(program, c, on_record, call)

        waiting: list[Config] = []
        concurrency = max(1, self.runner.concurrency)
        queued = self._queue_ahead(program, todo[concurrency:])  # the first go to the workers now
        try:
            if concurrency <= 1:
                for c in todo:
                    rec = take(c)
                    results.update({c.hash: rec} if rec else {})
                    waiting += [] if rec else [c]
            else:
                with cf.ThreadPoolExecutor(concurrency) as pool:
                    futs = {pool.submit(take, c): c for c in todo}
                    for fut in cf.as_completed(futs):
                        c, rec = futs[fut], fut.result()
                        results.update({c.hash: rec} if rec else {})
                        waiting += [] if rec else [c]
            results.update(self._await_claimed(program, waiting, on_record, call))
        finally:
            if self.ahead is not None:
                self.ahead.drop(queued)
        return [results[c.hash] for c in unique]

    def compiled_ahead(self, program: Program, config: Config) -> float | None:
        """The seconds the compile process took to compile `config` of `program` into the
        executable cache (its worker then loaded it); None where it did not compile it."""
        return self.ahead.compiled.get(_ahead_key(program, config)) if self.ahead is not None else None

    def prepare(self, program: Program, configs: Iterable[Config]) -> None:
        """Says which configs are to be measured next, in order, one `measure` call or more
        (a search measuring one config a call): they are compiled ahead where this measurer
        compiles ahead (`ahead`), else nothing happens. Replaces what an earlier call prepared
        and no `measure` took yet; a config with a stored record is left out."""
        if self.ahead is None:
            return
        self.ahead.drop(self._prepared)
        self._prepared = self._queue_ahead(program, [c for c in configs if self.find(program, c) is None])

    def _queue_ahead(self, program: Program, configs: list[Config]) -> list[str]:
        """Queues `configs` for the compile process (`measure.compile_ahead`); the keys it
        queued (not those queued already). A program with host callbacks is never queued:
        its executables are bound to one process and never cached."""
        if self.ahead is None or not configs or program.callbacks:
            return []
        return self.ahead.queue([(_ahead_key(program, c), _Rewrite(program, c)) for c in configs])

    def _claim_owner(self) -> str:
        if not self._owner:
            self._owner = f"{os.uname().nodename}:{os.getpid()}:{uuid.uuid4().hex[:8]}"
        return self._owner

    def _claim_and_measure(self, program: Program, config: Config, on_record: OnRecord | None,
                           call: _Call) -> Record | None:
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
            return self._measure_one(program, config, on_record, call)
        finally:
            self.store.release(key, owner)

    def _await_claimed(self, program: Program, configs: list[Config], on_record: OnRecord | None,
                       call: _Call) -> dict[str, Record]:
        """Waits for configs other measurers claimed: their record, or their claim going stale."""
        results: dict[str, Record] = {}
        if configs:
            log.info("%d config(s) are being measured by another measurer: waiting for them", len(configs))
        while configs:
            for c in list(configs):
                rec = self.find(program, c)
                if rec is not None and on_record:
                    on_record(rec, True)
                rec = rec or self._claim_and_measure(program, c, on_record, call)
                if rec is not None:
                    results[c.hash] = rec
                    configs.remove(c)
            if configs:
                time.sleep(self.claim_poll_s)
        return results

    def _job(self, program: Program, config: Config, text: str, options: tuple[tuple[str, Any], ...],
             call: _Call) -> Job:
        timed = tuple(self._timed.get(program.fingerprint, {}).items())
        # the callbacks' functions go only to a job run here: another process gets stand-ins
        callbacks = program.host_callbacks if self.in_this_process and program.callbacks_live else ()
        return Job(program.text, program.fingerprint, program.input_specs, config, text, options,
                   call.policy, self.settings.seed, self.settings.inputs_npz,
                   exclusive_timing=self.settings.exclusive_timing,
                   skip_same_executable=call.skip, timed_executables=timed, host_callbacks=callbacks)

    def _load_timed(self, program: Program) -> None:
        """Learns, once per program, the executables its store's records timed under this
        measurer's device, versions and cores (`skip_same_executable`)."""
        if self.store is None or not self.settings.skip_same_executable or program.fingerprint in self._timed_loaded:
            return
        self._timed_loaded.add(program.fingerprint)
        for rec in self.store.records(program.fingerprint, device_kind=self.info["device_kind"]):
            if (rec.cores, rec.jax_version, rec.jaxlib_version) == (
                    self.settings.num_cores, self.info["jax_version"], self.info["jaxlib_version"]):
                self._note_timed(rec)

    def _note_timed(self, record: Record) -> None:
        """Remembers the executable of a record whose ratio counts (the first config timed with it)."""
        if record.executable and record.ratio_counts:
            self._timed.setdefault(record.program, {}).setdefault(record.executable, record.config_hash)

    def _measure_one(self, program: Program, config: Config, on_record: OnRecord | None, call: _Call) -> Record:
        """Measures `config` and stores its record; one whose default ran off its history is
        re-timed once (`_retime`), and the re-time is what comes back."""
        record = self._run(program, config, call)
        past = self._default_history(record)
        if self._off(record, past):
            record = self._retime(program, config, record, past, call)
        else:
            self._store(record)
        self._note_timed(record)
        if on_record:
            on_record(record, False)
        return record

    def _run(self, program: Program, config: Config, call: _Call) -> Record:
        """Rewrites and runs the job on the runner (`call`: whether to skip an executable timed
        already, and the timing policy); the record with this measurer's identity. Its time
        goes to `clock`: the job's own phases, a wait for its compile ahead as `COMPILE`, and
        the rest of the round trip as `OVERHEAD`."""
        t0 = time.perf_counter()
        fields: dict[str, Any]
        phases: dict[str, float] = {}
        if not self.runner.compiles:  # the fake measures nothing: no rewrite to wait for
            fields = self.runner.run(self._job(program, config, "", (), call), self.settings.timeout_s)
        else:
            made = None
            if self.ahead is not None:  # compiled ahead, awaited while compiling, or not at all
                made = self.ahead.take(_ahead_key(program, config))
                phases[COMPILE] = time.perf_counter() - t0
            try:
                text, options = made or _Rewrite(program, config)()
            except Exception as e:  # a rewrite the MLIR verifier rejects is a compile error
                fields = {"status": COMPILE_ERROR, "message": f"rewrite failed: {e}"}
            else:
                job = self._job(program, config, text, options, call)
                fields = self.runner.run(job, self.settings.timeout_s)
        for phase, seconds in (fields.pop("phases", None) or {}).items():
            phases[phase] = phases.get(phase, 0.0) + seconds
        self.clock.add_all(phases)
        self.clock.add(OVERHEAD, time.perf_counter() - t0 - sum(phases.values()))
        # A cluster worker reports its own device info and cores; they win over this process's.
        ident = {"cores": self.settings.num_cores, **self.info}
        ident.update({k: fields.pop(k) for k in list(ident) if k in fields})
        return Record(program=program.fingerprint, config_hash=config.hash, config_json=config.to_json(),
                      **ident, **_defaults(fields))

    def _store(self, record: Record) -> None:
        if self.store is not None:
            self.store.add(record)

    def _off(self, record: Record, past: list[float]) -> bool:
        tolerance = self.settings.history_tolerance
        return tolerance is not None and history.off_history(record.default_median_ms, past, tolerance)

    def _default_history(self, record: Record) -> list[float]:
        """The default's earlier readings measured like `record`; none without a store, without
        the check (`history_tolerance` None) or for a failed record."""
        if self.store is None or self.settings.history_tolerance is None or not record.ok:
            return []
        return history.default_history(self.store, record)

    def _retime(self, program: Program, config: Config, first: Record, past: list[float], call: _Call) -> Record:
        """Stores `first` marked off its history, measures `config` once more (the same process
        in-process, a new job on a pool or cluster) and stores the re-time, marked as well if
        its default is still off (then a warning, once per program). Returns the re-time: the
        latest record, which `find` would reuse."""
        self._store(history.mark_off(first, past, "re-timed"))
        log.info("%s: config %s: the default ran %.4g ms vs its usual %.4g ms: re-timing it", program.name,
                 config.hash, first.default_median_ms, history.usual_default_ms(past))
        again = self._run(program, config, dataclasses.replace(call, skip=False))
        if self._off(again, past):
            again = history.mark_off(again, past, "again when re-timed: its ratio is not taken as a win")
            self._warn_off(program, again, past)
        self._store(again)
        return again

    def _warn_off(self, program: Program, record: Record, past: list[float]) -> None:
        with self._warn_lock:
            if program.fingerprint in self._warned:
                return
            self._warned.add(program.fingerprint)
        log.warning("%s: the default ran %.4g ms vs its usual %.4g ms (median of %d earlier records), also when "
                    "re-timed; such records are kept, marked, and their ratios not taken as wins (config %s; "
                    "further ones of this program are not warned about)", program.name, record.default_median_ms,
                    history.usual_default_ms(past), len(past), record.config_hash)


def check_runnable(program: Program, in_this_process: bool) -> None:
    """Refuses a program whose host callbacks run on every call where they cannot run: in
    another process (`in_this_process` False), or here without their functions.

    Raises:
      ProgramError: one line naming the program, its callbacks and what to do.
    """
    if not program.needs_this_process:
        return
    where = program.source or program.name
    if not program.callbacks_live:
        raise ProgramError(host.file_refusal(where, program.callbacks))
    if not in_this_process:
        raise ProgramError(host.process_refusal(where, program.callbacks))


@dataclasses.dataclass(frozen=True)
class _Call:
    """What one `Measurer.measure` call asks of each of its jobs."""

    skip: bool  # skip a config whose executable was timed already
    policy: TimingPolicy


@dataclasses.dataclass(frozen=True)
class _Rewrite:
    """The text and compile options a worker compiles for a config (`rewrite.apply`)."""

    program: Program
    config: Config

    def __call__(self) -> tuple[str, tuple[tuple[str, Any], ...]]:
        return apply(self.program, self.config), tuple(compile_options(self.config))


def _ahead_key(program: Program, config: Config) -> str:
    return f"{program.fingerprint}/{config.hash}"


def _defaults(fields: dict[str, Any]) -> dict[str, Any]:
    fields = dict(fields)
    fields.setdefault("measured_at", time.time())
    return fields


def measure(program: Program, configs: Sequence[Config], settings: MeasureSettings = MeasureSettings(),
            store: RecordStore | None = None) -> list[Record]:
    """Convenience wrapper: measure configs with a temporary `Measurer`."""
    with Measurer(settings, store) as m:
        return m.measure(program, configs)
