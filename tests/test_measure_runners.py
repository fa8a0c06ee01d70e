"""Runners for real: the table that picks one, in-process, and isolated pinned worker processes."""

import os
import subprocess
import sys
import threading
import warnings

import pytest

from faults import Faults

from xtune.measure import cluster, device, hostlock
from xtune.measure.execute import MALLOC_ENV
from xtune.measure.measurer import Measurer, MeasureSettings
from xtune.measure.program import Program
from xtune.measure.record import COMPILE_ERROR, OK, SAME, TIMEOUT
from xtune.measure.runners import LOKY_WORKER_STOPPED, RUNNERS, InProcessRunner, PoolRunner, make_runner, runner_kind
from xtune.measure.settings import core_sets
from xtune.measure.space import ConfigSpace
from xtune.measure.store import RecordStore
from xtune.measure.timing import TimingPolicy

# timing-sensitive (worker timeouts, process kills, the host's timing lock): `make test` runs
# these in a serial pass of their own, after the rest on two workers
pytestmark = pytest.mark.serial


@pytest.fixture
def program(matmul_program) -> Program:
    return matmul_program


FAST = TimingPolicy.tiny()


@pytest.mark.parametrize("settings,kind", [
    (MeasureSettings(), "pool"),
    (MeasureSettings(jobs=4, cores=1), "pool"),
    (MeasureSettings(in_process=True), "in_process"),
    (MeasureSettings(cluster="local:2"), "cluster"),
    (MeasureSettings(cluster="tcp://10.0.0.5:8786", jobs=3), "cluster"),
])
def test_the_settings_choose_the_runner_kind(settings, kind):
    assert runner_kind(settings) == kind and kind in RUNNERS


def test_a_cluster_and_in_process_measuring_exclude_each_other():
    with pytest.raises(ValueError, match="exclude each other"):
        runner_kind(MeasureSettings(cluster="local:1", in_process=True))


def test_each_kind_makes_its_runner_from_the_settings(monkeypatch):
    assert type(make_runner(MeasureSettings(in_process=True))) is InProcessRunner
    pool = make_runner(MeasureSettings(jobs=3))
    assert type(pool) is PoolRunner and pool.concurrency == 3 and len(pool.slots) == 3
    made = []
    monkeypatch.setattr(cluster, "ClusterRunner", lambda spec, cores=None: made.append((spec, cores)) or "dask")
    assert make_runner(MeasureSettings(cluster="local:3", cores=2)) == "dask" and made == [("local:3", 2)]


def test_the_default_timed_against_itself_in_process_reads_about_one(program):
    space = ConfigSpace(program)
    with Measurer(MeasureSettings(in_process=True, policy=TimingPolicy(max_time_s=2.0))) as m:
        (rec,) = m.measure(program, [space.default()])
    assert rec.status == OK
    assert 0.8 < rec.ratio < 1.25
    assert rec.ratio_low <= rec.ratio <= rec.ratio_high
    assert rec.median_ms > 0 and rec.default_median_ms > 0 and rec.min_ms <= rec.median_ms
    assert rec.num_samples >= TimingPolicy().min_pairs
    assert rec.flops > 0 and rec.argument_bytes == (96 * 64 + 64 * 96) * 4
    assert rec.compile_s > 0 and rec.cores >= 1 and rec.backend == "cpu"


def _emit_loky_warning_from_another_thread() -> None:
    # what loky's manager thread does when it replaces a worker that stopped with work queued
    t = threading.Thread(target=lambda: warnings.warn(f"{LOKY_WORKER_STOPPED}. This can be caused by a too "
                                                      "short worker timeout or by a memory leak.", UserWarning))
    t.start()
    t.join()


def test_a_crashing_config_becomes_a_record_the_run_goes_on_and_lokys_warning_stays_quiet(
        program, tmp_path, capfd):
    space = ConfigSpace(program)
    bad = space.make({space.genes[0].name: space.genes[0].choices[1]})
    good = space.default()
    settings = MeasureSettings(policy=FAST, timeout_s=120)
    runner = PoolRunner(settings, measure=Faults(crash=frozenset({bad.hash})))  # its worker aborts on `bad`
    with warnings.catch_warnings(record=True) as caught, RecordStore(tmp_path / "r.db") as store:
        warnings.simplefilter("always")
        with Measurer(settings, store, runner=runner) as m:
            recs = m.measure(program, [bad, good])
            _emit_loky_warning_from_another_thread()
        stored = {r.config_hash for r in store.records()}
    assert recs[0].status == COMPILE_ERROR and "died while compiling" in recs[0].message
    assert recs[1].status == OK
    assert stored == {bad.hash, good.hash}
    assert not [w for w in caught if LOKY_WORKER_STOPPED in str(w.message)]
    assert LOKY_WORKER_STOPPED not in capfd.readouterr().err


def test_a_hanging_config_times_out_and_the_run_goes_on(program):
    space = ConfigSpace(program)
    bad = space.make({space.genes[0].name: space.genes[0].choices[1]})
    settings = MeasureSettings(policy=FAST, timeout_s=8)
    with Measurer(settings, runner=PoolRunner(settings, measure=Faults(hang=frozenset({bad.hash})))) as m:
        recs = m.measure(program, [bad, space.default()])
    assert recs[0].status == TIMEOUT and "8 s" in recs[0].message and "worker killed" in recs[0].message
    assert recs[1].status == OK


def _environ(pid: int) -> dict[str, str]:
    with open(f"/proc/{pid}/environ", "rb") as f:
        items = [kv.decode().partition("=") for kv in f.read().split(b"\0") if kv]
    return {k: v for k, _, v in items}


def test_worker_processes_take_their_own_cores_and_start_with_the_fixed_allocator(program, lock_dir):
    if (os.cpu_count() or 1) < 2:
        pytest.skip("needs 2 cores")
    space = ConfigSpace(program)
    configs = [space.default(), space.make({space.genes[0].name: space.genes[0].choices[1]})]
    pinned = os.sched_getaffinity(0)  # (an in-process measurer of an earlier test may have pinned this process)
    os.sched_setaffinity(0, range(os.cpu_count()))
    try:
        with Measurer(MeasureSettings(cores=1, jobs=2, policy=FAST, timeout_s=120)) as m:
            recs = m.measure(program, configs)
            pids = {int(r.worker.rpartition(":")[2]) for r in recs}
            assert len(pids) == 2 and os.getpid() not in pids  # one worker per slot, at once
            cores = [os.sched_getaffinity(pid) for pid in pids]
            envs = [_environ(pid) for pid in pids]
    finally:
        os.sched_setaffinity(0, pinned)
    assert all(len(c) == 1 for c in cores) and cores[0] != cores[1]
    assert all(r.status in (OK, SAME) and r.cores == 1 for r in recs)  # (SAME: compiled to the default's code)
    assert all({k: env.get(k) for k in MALLOC_ENV} == MALLOC_ENV for env in envs)


def test_the_core_sets_cover_the_cores_once_and_a_count_above_them_wraps_into_one_set():
    cpus = device.available_cpus()
    sets = core_sets(1)
    assert sorted(c for s in sets for c in s) == list(cpus) and all(len(s) == 1 for s in sets)
    assert len(core_sets(len(cpus))) == 1
    assert core_sets(len(cpus) + 1) == [(*cpus, cpus[0])]
    assert MeasureSettings(cores=1).num_cores == 1 and MeasureSettings().num_cores == len(os.sched_getaffinity(0))


def test_the_settings_make_their_core_sets_once_and_none_without_a_core_count():
    settings = MeasureSettings(cores=1, jobs=2)
    assert settings.core_sets == core_sets(1) and MeasureSettings().core_sets is None
    assert settings == MeasureSettings(cores=1, jobs=2)  # not a field: equal settings stay equal
    assert MeasureSettings.for_search(cores=1).core_sets == core_sets(1)


def test_a_pool_gives_every_slot_the_settings_core_sets_to_claim_one_from():
    settings = MeasureSettings(cores=1, jobs=2)
    pool = PoolRunner(settings)
    assert [s.core_sets for s in pool.slots] == [settings.core_sets] * 2
    assert [s.core_sets for s in PoolRunner(MeasureSettings(jobs=2)).slots] == [None, None]


def test_the_in_process_runner_pins_this_process_under_the_host_lock_until_it_is_closed(lock_dir):
    if len(device.available_cpus()) < 2:
        pytest.skip("needs 2 cores")
    start = os.sched_getaffinity(0)
    runner = InProcessRunner(MeasureSettings(cores=1, in_process=True))
    try:
        assert hostlock.held_core_set() == runner.core_set and len(runner.core_set) == 1
        assert os.sched_getaffinity(0) == set(runner.core_set)
        assert (lock_dir / hostlock.core_set_lock_name(runner.core_set)).exists()
        runner.close()
        assert hostlock.held_core_set() is None and os.sched_getaffinity(0) == set(device.available_cpus())
        wider = runner.fresh(MeasureSettings(cores=2, in_process=True))
        assert wider is not runner and len(wider.core_set) == 2 and hostlock.held_core_set() == wider.core_set
        wider.close()
    finally:
        hostlock.release_core_set(hostlock.held_core_set() or ())
        os.sched_setaffinity(0, start)


def test_a_closed_in_process_runner_claims_its_cores_again_when_it_runs(lock_dir):
    runner = InProcessRunner(MeasureSettings(cores=1, in_process=True), measure=lambda job: {"ran": job})
    try:
        runner.close()
        assert hostlock.held_core_set() is None
        assert runner.run("job", 1.0) == {"ran": "job"}
        assert hostlock.held_core_set() == runner.core_set and os.sched_getaffinity(0) == set(runner.core_set)
    finally:
        runner.close()


_IN_PROCESS_RUN = """
import os, sys
from xtune.measure import hostlock
from xtune.measure.runners import InProcessRunner
from xtune.measure.settings import MeasureSettings
hostlock.LOCK_DIR = sys.argv[1]
runner = InProcessRunner(MeasureSettings(cores=1, in_process=True))
print(sorted(os.sched_getaffinity(0)), flush=True)
sys.stdin.read()  # holds its cores until the test is done with it
"""


def test_two_in_process_runs_on_one_host_time_on_different_cores(lock_dir):
    if len(device.available_cpus()) < 2:
        pytest.skip("needs 2 cores")
    runs = [subprocess.Popen([sys.executable, "-c", _IN_PROCESS_RUN, str(lock_dir)], stdin=subprocess.PIPE,
                             stdout=subprocess.PIPE, text=True) for _ in range(2)]
    try:
        cores = [run.stdout.readline().strip() for run in runs]
    finally:
        for run in runs:
            run.stdin.close()
            run.wait(60)
    singles = {str([c]) for c in device.available_cpus()}
    assert cores[0] != cores[1] and set(cores) <= singles


def test_spawning_a_pool_measurer_measures_in_fresh_worker_processes(program, tmp_path):
    default = ConfigSpace(program).default()
    longer = TimingPolicy(warmup=1, min_pairs=5, max_pairs=20, max_time_s=1.0)
    with RecordStore(tmp_path / "r.db") as store:
        m = Measurer(MeasureSettings(policy=FAST, timeout_s=120), store)
        (first,) = m.measure(program, [default])
        m.close()  # as the search's confirmation does: stop these workers first
        with m.spawn(policy=longer) as fresh:
            (again,) = fresh.measure(program, [default], remeasure=True)
        assert type(fresh.runner) is PoolRunner and fresh.runner is not m.runner
        assert again.worker != first.worker and again.status == first.status == OK
        assert again.num_samples >= 5 and m.settings.policy == FAST
        assert len(store.records(program.fingerprint)) == 2
