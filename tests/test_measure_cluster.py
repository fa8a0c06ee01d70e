"""Measuring on a real Dask `LocalCluster` on loopback: searches, lost workers, hangs and crashes."""

from __future__ import annotations

import dataclasses
import os
import random
import signal
import subprocess
import sys
import threading
import time

import pytest

from faults import Faults

from xtune.measure import hostlock
from xtune.measure.cluster import ClusterError, ClusterRunner, parse_cluster
from xtune.measure.measurer import Measurer, MeasureSettings
from xtune.measure.record import OK, RUNTIME_ERROR, SAME, TIMEOUT
from xtune.measure.store import RecordStore
from xtune.measure.timing import TimingPolicy
from xtune.search.costmodel import RandomCostModel
from xtune.search.engine import Search
from xtune.search.settings import AnswerSettings, BudgetSettings, IslandSettings, MoveSettings, SearchSettings

# timing-sensitive (worker timeouts, process kills, the host's timing lock): `make test` runs
# these in a serial pass of their own, after the rest on two workers
pytestmark = pytest.mark.serial

FAST = TimingPolicy.tiny()
SMALL = SearchSettings(budget=BudgetSettings(6), moves=MoveSettings(batch=3), answer=AnswerSettings(confirm=False),
                       islands=IslandSettings(num_islands=2, pop_size=8, generations=1))


@pytest.fixture(scope="module")
def cluster_measurer(tmp_path_factory):
    store = RecordStore(tmp_path_factory.mktemp("c") / "c.db")
    # no re-time of a default off its history (two processes' defaults differ): a config's records are one
    with Measurer(MeasureSettings(cluster="local:2", policy=FAST, timeout_s=120, history_tolerance=None), store) as m:
        yield m
    store.close()


def _worker_pids(measurer: Measurer) -> dict[str, int]:
    return measurer.runner.client.run(os.getpid)


def test_cluster_specs_parse_and_nonsense_is_refused():
    assert parse_cluster("local:3") == ("local", 3)
    assert parse_cluster("tcp://10.0.0.5:8786") == ("remote", "tcp://10.0.0.5:8786")
    for bad in ("local:0", "local:x", "10.0.0.5:8786"):
        with pytest.raises(ClusterError):
            parse_cluster(bad)


def _child(code: str, lock_dir) -> subprocess.Popen:
    head = f"import os, time\nfrom xtune.measure import hostlock\nhostlock.LOCK_DIR = {str(lock_dir)!r}\n"
    return subprocess.Popen([sys.executable, "-c", head + code], stdout=subprocess.PIPE, text=True)


def test_timing_waits_while_another_process_on_the_host_is_timing(lock_dir):
    child = _child("with hostlock.exclusive_timing('cpu'):\n print('held', flush=True)\n time.sleep(1.0)", lock_dir)
    assert child.stdout.readline().strip() == "held"
    with hostlock.exclusive_timing("cpu") as waited_s:
        assert waited_s > 0.5
    child.wait()
    with hostlock.exclusive_timing("cpu") as waited_s:  # released when its holder ends
        assert waited_s < 0.5


def test_worker_processes_on_one_host_pin_themselves_to_different_cores(lock_dir):
    if (os.cpu_count() or 1) < 2:
        pytest.skip("needs 2 cores")
    # (an in-process measurer of an earlier test may have pinned this process: start the children unpinned)
    code = ("os.sched_setaffinity(0, range(os.cpu_count()))\nfrom xtune.measure.cluster import _prepare\n_prepare(1)\n"
            "print(sorted(os.sched_getaffinity(0)), flush=True)\ntime.sleep({})")
    first = _child(code.format(30), lock_dir)
    try:
        first_cores = first.stdout.readline().strip()
        second = _child(code.format(0), lock_dir)
        second_cores = second.communicate(timeout=60)[0].strip()
    finally:
        first.kill()
        first.wait()
    singles = {str([c]) for c in range(os.cpu_count())}
    assert first_cores != second_cores and {first_cores, second_cores} <= singles


def test_an_unreachable_scheduler_is_a_one_line_cluster_error():
    from xtune.measure.cluster import ClusterRunner

    with pytest.raises(ClusterError, match="cannot connect"):
        ClusterRunner("tcp://127.0.0.1:1", connect_timeout_s=2)


def _allocator_env() -> dict:
    from xtune.measure.execute import MALLOC_ENV

    return {k: os.environ.get(k) for k in MALLOC_ENV}


def test_local_cluster_workers_start_with_the_fixed_allocator_settings(cluster_measurer):
    from xtune.measure.execute import MALLOC_ENV

    assert all(w["allocator_fixed"] for w in cluster_measurer.runner.workers)
    assert list(cluster_measurer.runner.client.run(_allocator_env).values()) == [MALLOC_ENV, MALLOC_ENV]


def test_a_search_completes_through_the_cluster_and_records_name_their_workers(cluster_measurer, tiny_program):
    pids = _worker_pids(cluster_measurer)
    assert len(pids) == 2 and os.getpid() not in pids.values()
    result = Search(tiny_program, cluster_measurer, RandomCostModel(0), SMALL).run()
    assert result.measurements_used == 6
    recs = cluster_measurer.store.records(tiny_program.fingerprint)
    assert len(recs) == 6 and all(r.status == OK for r in recs)
    for r in recs:
        address, _, host_pid = r.worker.partition(" ")
        assert address in pids and host_pid.strip("()").endswith(f":{pids[address]}")
        assert r.device_kind == "cpu" and r.cores == cluster_measurer.settings.num_cores


def test_a_batch_of_configs_is_measured_on_both_workers_at_once(cluster_measurer, tiny_program, tiny_space):
    rng = random.Random(5)
    recs = cluster_measurer.measure(tiny_program, [tiny_space.random(rng) for _ in range(6)])
    assert all(r.status == OK for r in recs)
    assert len({r.worker for r in recs}) == 2


def test_killing_a_worker_mid_run_loses_nothing_and_the_search_completes(cluster_measurer, tiny_program):
    client = cluster_measurer.runner.client
    pids = _worker_pids(cluster_measurer)
    killed: list[str] = []

    def kill_a_busy_worker() -> None:
        deadline = time.time() + 60
        while time.time() < deadline and not killed:
            busy = [w for w, keys in client.processing().items() if any("xtune-measure" in str(k) for k in keys)]
            if busy and len(cluster_measurer.store.records()) >= start + 2:
                os.kill(pids[busy[0]], signal.SIGKILL)
                killed.append(busy[0])
            time.sleep(0.05)

    before = {r.config_hash for r in cluster_measurer.store.records(tiny_program.fingerprint)}
    start = len(cluster_measurer.store.records())
    killer = threading.Thread(target=kill_a_busy_worker)
    killer.start()
    settings = dataclasses.replace(SMALL, budget=BudgetSettings(len(before) + 6, resume=True), seed=1)
    result = Search(tiny_program, cluster_measurer, RandomCostModel(1), settings).run()
    killer.join()
    assert killed, "no worker was busy to be killed"
    recs = cluster_measurer.store.records(tiny_program.fingerprint)
    hashes = [r.config_hash for r in recs]
    assert before <= set(hashes) and len(hashes) == len(set(hashes))  # nothing lost, nothing twice
    assert result.measurements_used == settings.budget.measurements
    assert all(r.status in (OK, SAME) for r in recs)  # the killed worker's task ran again elsewhere
    client.wait_for_workers(2, timeout=60)  # its nanny starts a new worker in its place
    assert killed[0] not in client.nthreads()


def test_a_hanging_config_times_out_and_a_crashing_one_is_a_runtime_error_naming_the_worker(
        tiny_program, tiny_space):
    hang, crash = (tiny_space.make({g.name: g.choices[1]}) for g in tiny_space.genes[:2])
    good = tiny_space.default()
    settings = MeasureSettings(cluster="local:1", policy=FAST, timeout_s=10)
    # the workers run a job function that hangs on `hang` and aborts on `crash`
    runner = ClusterRunner("local:1", measure=Faults(crash=frozenset({crash.hash}), hang=frozenset({hang.hash})))
    # 10 s: the crash is run twice (a lost worker's task is retried once), each time on a
    # worker that restarts and imports JAX first; at 6 s that did not always fit (a loaded run)
    with Measurer(settings, runner=runner) as m:
        recs = m.measure(tiny_program, [hang, crash, good])
    seen = [(r.status, r.message) for r in recs]
    assert recs[0].status == TIMEOUT and "worker restarted" in recs[0].message, seen
    assert recs[1].status == RUNTIME_ERROR and "tcp://127.0.0.1:" in recs[1].message, seen
    assert recs[2].status == OK, seen


def test_xtune_measure_with_cluster_records_the_workers_and_refuses_in_process(tiny_mlir, tmp_path):
    from click.testing import CliRunner

    from xtune.search.cli import main

    args = ["measure", str(tiny_mlir), "--default", "--random", "2", "--max-time", "0.2", "--db", str(tmp_path / "m.db")]
    result = CliRunner().invoke(main, [*args, "--cluster", "local:2"])
    assert result.exit_code == 0, result.output
    with RecordStore(tmp_path / "m.db") as store:
        recs = store.records()
    assert len(recs) == 3 and all(r.worker.startswith("tcp://127.0.0.1:") for r in recs)
    assert "XTUNE_CLUSTER" not in os.environ  # --cluster lasts as long as the command
    refused = CliRunner().invoke(main, [*args, "--cluster", "local:2", "--in-process"])
    assert refused.exit_code == 2 and "exclude each other" in refused.output


def test_spawning_a_local_cluster_measurer_measures_on_fresh_workers_as_first_asked(tiny_program, tiny_space):
    default = tiny_space.default()
    longer = TimingPolicy(warmup=1, min_pairs=5, max_pairs=20, max_time_s=1.0)
    m = Measurer(MeasureSettings(cluster="local:1", policy=FAST, timeout_s=120))
    try:
        (first,) = m.measure(tiny_program, [default])
    finally:
        m.close()
    with m.spawn(policy=longer) as fresh:
        (again,) = fresh.measure(tiny_program, [default], remeasure=True)
    assert fresh.runner is not m.runner and fresh.runner.cores is None  # unpinned, as the original asked
    assert again.worker != first.worker and again.status == first.status == OK and again.num_samples >= 5
    assert fresh.settings.num_cores == m.settings.num_cores == again.cores and m.settings.policy == FAST


def test_xtune_cluster_in_the_environment_reaches_the_cli_commands(tiny_mlir, tmp_path):
    from click.testing import CliRunner

    from xtune.search.cli import main

    args = ["measure", str(tiny_mlir), "--default", "--max-time", "0.2", "--db", str(tmp_path / "e.db")]
    result = CliRunner().invoke(main, args, env={"XTUNE_CLUSTER": "local:1"})
    assert result.exit_code == 0, result.output
    with RecordStore(tmp_path / "e.db") as store:
        (rec,) = store.records()
    assert rec.worker.startswith("tcp://127.0.0.1:")
