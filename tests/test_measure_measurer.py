"""What the Measurer decides over any runner: identity, reuse, dedup, remeasure, spawn, settings."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest

from xtune.measure import device, exe_cache
from xtune.measure.execute import Job
from xtune.measure.fake import FAKE_INFO, FakeRunner, fake_measurer
from xtune.measure.measurer import Measurer, MeasureSettings
from xtune.measure.record import OK
from xtune.measure.rewrite import apply
from xtune.measure.runners import PoolRunner
from xtune.measure.store import RecordStore
from xtune.measure.timing import TimingPolicy

FAST = TimingPolicy.tiny()
INFO = {"device_kind": "rig", "backend": "cpu", "cpu_model": "test", "jax_version": "9", "jaxlib_version": "9"}


class RecordingRunner:
    """A runner of our own: keeps every job, answers ok with a fixed ratio."""

    compiles = True

    def __init__(self, concurrency: int = 1, num_cores: int | None = None, extra: dict | None = None,
                 barrier: threading.Barrier | None = None):
        self.info = dict(INFO)
        self.concurrency = concurrency
        self.num_cores = num_cores
        self.extra = extra or {}
        self.barrier = barrier
        self.jobs: list[Job] = []
        self.closed = 0

    def run(self, job: Job, timeout_s: float) -> dict[str, Any]:
        if self.barrier is not None:
            self.barrier.wait()  # returns only when `concurrency` jobs run at once
        self.jobs.append(job)
        return {"status": OK, "ratio": 0.9, "median_ms": 1.0, "worker": "mine", **self.extra}

    def close(self) -> None:
        self.closed += 1

    def fresh(self, settings: MeasureSettings) -> RecordingRunner:
        return RecordingRunner(self.concurrency, self.num_cores, self.extra)


def test_a_runner_of_ones_own_measures_with_the_settings_and_the_measurer_gives_the_identity(
        tiny_program, tiny_space, tmp_path):
    cfg = tiny_space.make({tiny_space.genes[0].name: tiny_space.genes[0].choices[1]})
    runner = RecordingRunner()
    settings = MeasureSettings(cores=1, policy=FAST, seed=7, exclusive_timing=False)
    with RecordStore(tmp_path / "r.db") as store, Measurer(settings, store, runner=runner) as m:
        (rec,) = m.measure(tiny_program, [cfg])
        assert store.records() == [rec]
    (job,) = runner.jobs
    assert job.candidate_text == apply(tiny_program, cfg) and job.config == cfg
    assert (job.policy, job.seed, job.exclusive_timing) == (FAST, 7, False)
    assert rec.status == OK and rec.worker == "mine" and rec.ratio == 0.9
    assert (rec.program, rec.config_hash, rec.cores) == (tiny_program.fingerprint, cfg.hash, 1)
    assert {k: getattr(rec, k) for k in INFO} == INFO
    assert runner.closed == 1


def test_stored_records_are_reused_duplicates_measured_once_and_remeasure_measures_again(
        tiny_program, tiny_space, tmp_path):
    configs = [tiny_space.default(), tiny_space.random(random.Random(1))]
    runner = RecordingRunner()
    seen: list[bool] = []
    with RecordStore(tmp_path / "r.db") as store:
        m = Measurer(MeasureSettings(cores=1), store, runner=runner)
        first = m.measure(tiny_program, configs + configs)
        again = m.measure(tiny_program, configs[::-1], on_record=lambda r, reused: seen.append(reused))
        assert len(first) == 2 and len(runner.jobs) == 2 and seen == [True, True]
        assert [r.config_hash for r in again] == [c.hash for c in configs[::-1]]
        m.measure(tiny_program, configs[:1], remeasure=True)
        assert len(runner.jobs) == 3 and len(store.records()) == 3
        other_cores = Measurer(MeasureSettings(cores=2), store, runner=runner)  # another measurement
        other_cores.measure(tiny_program, configs[:1])
        assert len(runner.jobs) == 4
        assert store.get_program(tiny_program.fingerprint)["name"] == "tiny"


def test_the_measurer_runs_as_many_jobs_at_once_as_the_runner_says(tiny_program, tiny_space):
    rng = random.Random(2)
    configs = list({c.hash: c for c in (tiny_space.random(rng) for _ in range(6))}.values())[:3]
    runner = RecordingRunner(concurrency=3, barrier=threading.Barrier(3, timeout=30))
    recs = Measurer(MeasureSettings(), runner=runner).measure(tiny_program, configs)
    assert [r.config_hash for r in recs] == [c.hash for c in configs] and len(runner.jobs) == 3


def test_what_the_measuring_process_reports_wins_and_a_runner_deciding_cores_sets_them(tiny_program, tiny_space):
    runner = RecordingRunner(concurrency=4, num_cores=3, extra={"cores": 3, "device_kind": "remote-rig"})
    m = Measurer(MeasureSettings(cores=None, jobs=1), runner=runner)
    assert (m.settings.cores, m.settings.jobs, m.settings.num_cores) == (3, 4, 3)
    (rec,) = m.measure(tiny_program, [tiny_space.default()])
    assert rec.cores == 3 and rec.device_kind == "remote-rig" and rec.jax_version == "9"


def test_spawn_gives_changed_settings_a_fresh_runner_and_the_same_store(tiny_program, tiny_space, tmp_path):
    longer = TimingPolicy(min_pairs=30, max_pairs=400)
    with RecordStore(tmp_path / "r.db") as store:
        m = Measurer(MeasureSettings(cores=1, policy=FAST), store, runner=RecordingRunner())
        m.measure(tiny_program, [tiny_space.default()])
        m.close()
        with m.spawn(policy=longer) as fresh:
            fresh.measure(tiny_program, [tiny_space.default()], remeasure=True)
        assert fresh.store is store and fresh.runner is not m.runner and fresh.runner.closed == 1
        assert fresh.settings.policy == longer and fresh.settings.cores == 1
        assert m.settings.policy == FAST  # the original is untouched
        assert [j.policy for j in m.runner.jobs] == [FAST] and [j.policy for j in fresh.runner.jobs] == [longer]
        assert len(store.records(tiny_program.fingerprint)) == 2


def test_a_spawned_fake_measurer_shares_its_runner_and_counts_on(tiny_program, tiny_space):
    m = fake_measurer(MeasureSettings(cores=1))
    cfg = tiny_space.default()
    first = m.measure(tiny_program, [cfg])
    with m.spawn(policy=TimingPolicy(min_pairs=30)) as fresh:
        again = fresh.measure(tiny_program, [cfg], remeasure=True)
    assert isinstance(m.runner, FakeRunner) and fresh.runner is m.runner and m.runner.num_measured == 2
    assert first[0].ratio != again[0].ratio  # the noise moves with the count: it was measured again


def test_a_fake_measurer_reuses_dedups_and_keeps_its_reassigned_info(tiny_program, tiny_space, tmp_path):
    configs = [tiny_space.default(), tiny_space.random(random.Random(3))]
    with RecordStore(tmp_path / "f.db") as store:
        m = fake_measurer(MeasureSettings(cores=1), store)
        assert m.info == FAKE_INFO and m.settings.jobs == 1
        m.info = {**m.info, "backend": "cpu"}
        recs = m.measure(tiny_program, configs + configs[:1])
        m.measure(tiny_program, configs)
        assert m.runner.num_measured == 2 and len(store.records()) == 2
        assert {r.backend for r in recs} == {"cpu"} and {r.device_kind for r in recs} == {"fake"}


def test_xtune_cluster_in_the_environment_does_not_change_a_plain_measurer(monkeypatch):
    monkeypatch.setenv("XTUNE_CLUSTER", "tcp://127.0.0.1:1")  # nothing listens: connecting would fail
    with Measurer(MeasureSettings()) as m:
        assert type(m.runner) is PoolRunner and m.settings.cluster is None


def test_a_measurer_asked_for_a_cluster_and_in_process_refuses():
    with pytest.raises(ValueError, match="exclude each other"):
        Measurer(MeasureSettings(cluster="local:1", in_process=True))


# compiling ahead: one core timed, the other left idle for the compile process
TWO_CORES = pytest.mark.skipif(len(device.available_cpus()) < 2, reason="needs a second core to compile on")
ONE_CORE_TIMED = MeasureSettings(cores=1, policy=FAST, remeasure=True, history_tolerance=None)


def _distinct_configs(space, seed: int, n: int) -> list:
    rng = random.Random(seed)
    return list({c.hash: c for c in (space.random(rng) for _ in range(4 * n))}.values())[:n]


@pytest.mark.serial
@TWO_CORES
def test_compiling_ahead_the_worker_loads_the_queued_configs_and_measures_them_as_without(
        tiny_program, tiny_space, tmp_path, monkeypatch, lock_dir):
    configs, settings = _distinct_configs(tiny_space, 5, 2), ONE_CORE_TIMED
    monkeypatch.setenv(exe_cache.ENV, str(tmp_path / "ahead"))
    with Measurer(settings, compile_ahead=True) as m:
        ahead = m.measure(tiny_program, configs)
        compiled_ahead = [m.compiled_ahead(tiny_program, c) for c in configs]
    monkeypatch.setenv(exe_cache.ENV, str(tmp_path / "plain"))
    with Measurer(settings, compile_ahead=False) as m:
        plain = m.measure(tiny_program, configs)
    assert compiled_ahead[0] is None  # the first config of a batch goes to the worker at once
    # the second was compiled by the compile process (awaited while it compiled, if the worker
    # was there first), and the worker loaded it: the compile its record reports is the compile
    # process's own
    assert compiled_ahead[1] is not None and ahead[1].compile_s == compiled_ahead[1]
    assert [(r.status, r.executable, r.max_abs_err) for r in ahead] == [
        (r.status, r.executable, r.max_abs_err) for r in plain]


@pytest.mark.serial
@TWO_CORES
def test_configs_prepared_for_one_measure_call_each_are_compiled_ahead_and_loaded(
        tiny_program, tiny_space, tmp_path, monkeypatch, lock_dir):
    configs, settings = _distinct_configs(tiny_space, 6, 3), ONE_CORE_TIMED
    monkeypatch.setenv(exe_cache.ENV, str(tmp_path / "cache"))
    with Measurer(settings, compile_ahead=True) as m:
        m.prepare(tiny_program, configs[1:])  # as a search does: the next ones, then one call each
        records = [m.measure(tiny_program, [c])[0] for c in configs[:2]]
        m.prepare(tiny_program, [])  # the rest is no longer wanted
        assert m.compiled_ahead(tiny_program, configs[1]) == records[1].compile_s
        assert all(r.ok for r in records)
    with Measurer(settings, compile_ahead=False) as m:  # a measurer that does not compile ahead ignores it
        m.prepare(tiny_program, configs)
        assert m.ahead is None
