"""Several measurers writing one store at once: claims, waiting, nothing lost, nothing twice."""

from __future__ import annotations

import random
import sqlite3
import subprocess
import sys
import threading
import time
from collections import Counter

import pytest

from xtune.measure.fake import fake_measurer
from xtune.measure.measurer import MeasureSettings
from xtune.measure.record import OK, SAME, Record
from xtune.measure.store import RecordStore

# timing-sensitive (worker timeouts, process kills, the host's timing lock): `make test` runs
# these in a serial pass of their own, after the rest on two workers
pytestmark = pytest.mark.serial


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_a_claim_held_by_a_live_owner_is_refused_until_it_is_released(tmp_path):
    with RecordStore(tmp_path / "s.db") as store:
        assert store.claim("k", "a")
        assert store.claim("k", "a")  # its own claim again
        assert not store.claim("k", "b")
        assert [c["owner"] for c in store.claims()] == ["a"]
        store.release("k", "b")  # not b's to release
        assert not store.claim("k", "b")
        store.release("k", "a")
        assert store.claim("k", "b") and store.claims()[0]["owner"] == "b"


def test_a_claim_of_a_dead_process_on_this_host_is_stale_and_taken_over(tmp_path):
    with RecordStore(tmp_path / "s.db") as store:
        assert store.claim("k", "a")
        with sqlite3.connect(tmp_path / "s.db") as db:
            db.execute("UPDATE claims SET pid = ?", (_dead_pid(),))
        assert store.claim("k", "b")


def test_a_claim_older_than_its_limit_is_taken_over_even_from_a_live_owner(tmp_path):
    with RecordStore(tmp_path / "s.db") as store:
        assert store.claim("k", "a")
        time.sleep(0.05)
        assert not store.claim("k", "b", stale_after_s=60)
        assert store.claim("k", "b", stale_after_s=0.01)


def test_an_existing_store_gains_the_claims_table_and_keeps_its_schema_version(tmp_path):
    path = tmp_path / "old.db"
    RecordStore(path).close()
    with sqlite3.connect(path) as db:
        db.execute("DROP TABLE claims")  # as written by xtune before claims existed
    with RecordStore(path) as store:
        assert store.claim("k", "a")
    with sqlite3.connect(path) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == 1


def test_a_config_another_measurer_is_measuring_is_awaited_not_measured(tmp_path, tiny_program, tiny_space):
    cfg = tiny_space.default()
    with RecordStore(tmp_path / "s.db") as store:
        other = fake_measurer(MeasureSettings(cores=1), store)
        waiter = fake_measurer(MeasureSettings(cores=1), store)
        waiter.claim_poll_s = 0.02
        assert store.claim(other.claim_key(tiny_program, cfg), "other")

        def finish_later() -> None:  # the claim's owner measures (without claiming again) and releases
            time.sleep(0.3)
            other.measure(tiny_program, [cfg], remeasure=True)
            store.release(other.claim_key(tiny_program, cfg), "other")

        t = threading.Thread(target=finish_later)
        t.start()
        seen: list[bool] = []
        (rec,) = waiter.measure(tiny_program, [cfg], on_record=lambda r, reused: seen.append(reused))
        t.join()
        assert waiter.runner.num_measured == 0 and other.runner.num_measured == 1 and seen == [True]
        assert rec == store.records()[0] and len(store.records()) == 1
        assert store.claims() == []


def test_two_measurers_into_one_store_split_the_configs_and_measure_none_twice(tmp_path, tiny_program, tiny_space):
    rng = random.Random(0)
    configs = [tiny_space.default()] + [tiny_space.random(rng) for _ in range(11)]
    with RecordStore(tmp_path / "s.db") as store:
        measurers = [fake_measurer(MeasureSettings(cores=1), store, delay_s=0.02) for _ in range(2)]
        for m in measurers:
            m.claim_poll_s = 0.01
        out: list[list[Record]] = [[], []]
        threads = [threading.Thread(target=lambda i=i: out[i].extend(measurers[i].measure(tiny_program, configs)))
                   for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        hashes = [r.config_hash for r in store.records()]
    distinct = {c.hash for c in configs}
    assert sorted(hashes) == sorted(distinct)  # every config once
    assert sum(m.runner.num_measured for m in measurers) == len(distinct)
    assert all(m.runner.num_measured > 0 for m in measurers)  # the work was shared
    assert [r.config_hash for r in out[0]] == [r.config_hash for r in out[1]] == list(dict.fromkeys(c.hash for c in configs))


def _xtune(*args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-m", "xtune.search", *args], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True)


def test_two_concurrent_xtune_measure_runs_into_one_store_record_every_config_once(tiny_mlir, tmp_path):
    db = tmp_path / "m.db"
    # no re-time of a default off its history (tests/test_measure_history.py): every config once means once
    args = ["measure", str(tiny_mlir), "--default", "--random", "6", "--seed", "3", "--db", str(db),
            "--in-process", "--max-time", "0.2", "--cores", "1", "--default-tolerance", "0"]
    procs = [_xtune(*args) for _ in range(2)]
    outs = [p.communicate(timeout=240)[0] for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    with RecordStore(db) as store:
        recs = store.records()
        assert store.claims() == []
    counts = Counter(r.config_hash for r in recs)
    assert len(counts) == 7 and set(counts.values()) == {1}, counts
    assert all(r.status in (OK, SAME) for r in recs)  # (SAME: compiled to an executable timed already)


def test_two_concurrent_searches_into_one_store_lose_nothing_and_repeat_nothing(tiny_mlir, tmp_path):
    db = tmp_path / "s.db"
    args = ["search", str(tiny_mlir), "--model", "random", "--measurements", "6", "--db", str(db), "--in-process",
            "--max-time", "0.2", "--cores", "1", "--no-confirm", "--seed", "4", "--default-tolerance", "0"]
    procs = [_xtune(*args) for _ in range(2)]
    outs = [p.communicate(timeout=240)[0] for p in procs]
    assert [p.returncode for p in procs] == [0, 0], outs
    with RecordStore(db) as store:
        hashes = [r.config_hash for r in store.records()]
    assert len(hashes) == len(set(hashes)) >= 6
