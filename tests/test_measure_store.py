"""Tests of `measure.store.RecordStore`."""

from __future__ import annotations

import dataclasses
import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from xtune.measure.record import COMPILE_ERROR, OK, TIMEOUT, WRONG, Record
from xtune.measure.store import RecordStore, StoreError

ROOT = Path(__file__).resolve().parents[1]
KEY = dict(device_kind="cpu", jax_version="0.10.2", jaxlib_version="0.10.2", cores=4)


def make(config_hash: str = "c0", status: str = OK, program: str = "p0",
         **kw) -> Record:
    """Returns a minimal record, overridden by `kw`."""
    base = dict(program=program, config_hash=config_hash, config_json="{}",
                backend="cpu", cpu_model="Xeon", status=status, **KEY)
    return Record(**{**base, **kw})


def full_record() -> Record:
    """Returns a record whose every field differs from its default."""
    return Record(
        program="fp", config_hash="h1", config_json='{"a": [1, 0]}',
        device_kind="NVIDIA H200", backend="gpu", cpu_model="EPYC 9654",
        jax_version="0.10.2", jaxlib_version="0.10.3", cores=16, status=WRONG,
        message="max_abs_err 3.5 at [0, 2]\nsecond line", median_ms=1.25,
        iqr_ms=0.125, min_ms=1.0, num_samples=31, default_median_ms=2.5,
        ratio=0.5, ratio_low=0.45, ratio_high=0.55, ratio_estimator="p10", compile_s=3.75,
        temp_bytes=1 << 40, argument_bytes=1024, output_bytes=2048,
        code_bytes=4096, flops=1.5e12, bytes_accessed=3.0e9,
        max_abs_err=3.5, max_rel_err=float("inf"), executable="0123456789abcdef0123",
        measured_at=1.7e9 + 0.123456, worker="host-a/123")


def run_child(code: str, *args: str) -> subprocess.Popen:
    """Starts `python -c code args...` that can import the project."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen([sys.executable, "-c", textwrap.dedent(code), *args],
                            cwd=ROOT, env=env, stdout=subprocess.PIPE, text=True)


def test_a_record_with_every_field_set_round_trips_unchanged(tmp_path):
    rec = full_record()
    assert all(getattr(rec, f.name) != f.default
               for f in dataclasses.fields(Record)
               if f.default is not dataclasses.MISSING)
    with RecordStore(tmp_path / "s.db") as store:
        rid = store.add(rec)
        assert isinstance(rid, int)
        assert store.records() == [rec]
    with RecordStore(tmp_path / "s.db") as store:
        (again,) = store.records()
    assert again == rec
    assert again.to_dict() == rec.to_dict()


def test_a_store_made_before_a_field_existed_reads_unchanged_and_gains_its_column_on_the_first_write(tmp_path):
    path = tmp_path / "old.db"
    with RecordStore(path) as store:
        store.add(make(message="old"))
    with sqlite3.connect(path) as c:  # the store as the xtune before `executable` made it
        c.execute("ALTER TABLE records DROP COLUMN executable")
    before = path.read_bytes()
    with RecordStore(path) as store:
        (old,) = store.records()
        assert old.message == "old" and old.executable is None
        assert store.find("p0", "c0", **KEY) == old
    assert path.read_bytes() == before  # reading changed nothing in the file
    with RecordStore(path) as store, RecordStore(path) as other:
        store.add(make(config_hash="c1", executable="k1"))
        other.add(make(config_hash="c2", executable="k2"))  # opened before the column was added
        assert [r.executable for r in other.records()] == [None, "k1", "k2"]


def test_find_returns_the_latest_of_two_records_for_the_same_key(tmp_path):
    with RecordStore(tmp_path / "s.db") as store:
        store.add(make(status=TIMEOUT, message="first"))
        store.add(make(median_ms=2.0, message="second"))
        store.add(make(config_hash="other", message="other config"))
        assert store.find("p0", "c0", **KEY).message == "second"
        assert store.find("p0", "c0", **{**KEY, "cores": 8}) is None
        assert store.find("p0", "missing", **KEY) is None


def test_best_picks_the_lowest_ratio_among_ok_records_and_ignores_failures(tmp_path):
    with RecordStore(tmp_path / "s.db") as store:
        store.add(make("slow", ratio=1.2, median_ms=6.0))
        store.add(make("wrong", status=WRONG, ratio=0.1, median_ms=0.5))
        store.add(make("crash", status=COMPILE_ERROR))
        store.add(make("tie-slow", ratio=0.8, median_ms=4.0))
        store.add(make("tie-fast", ratio=0.8, median_ms=3.9))
        store.add(make("gpu", ratio=0.3, median_ms=1.0, device_kind="NVIDIA H200"))
        assert store.best("p0", device_kind="cpu").config_hash == "tie-fast"
        assert store.best("p0").config_hash == "gpu"
        assert store.best("p1") is None


def test_best_is_none_when_every_record_failed(tmp_path):
    with RecordStore(tmp_path / "s.db") as store:
        store.add(make(status=TIMEOUT, ratio=0.5))
        assert store.best("p0") is None


def test_records_filter_by_program_status_and_device_in_insertion_order(tmp_path):
    with RecordStore(tmp_path / "s.db") as store:
        ids = store.add_many([make("a"), make("b", status=TIMEOUT),
                              make("c", program="p1"),
                              make("d", device_kind="TPU v5")])
        assert ids == sorted(ids) and len(set(ids)) == 4
        assert [r.config_hash for r in store.records()] == ["a", "b", "c", "d"]
        assert [r.config_hash for r in store.records("p0")] == ["a", "b", "d"]
        assert [r.config_hash for r in store.records(status=OK)] == ["a", "c", "d"]
        assert [r.config_hash for r in
                store.records("p0", status=OK, device_kind="cpu")] == ["a"]


def test_programs_are_added_once_and_listed_without_text_by_default(tmp_path):
    specs = [{"shape": [8, 128], "dtype": "float32"}]
    with RecordStore(tmp_path / "s.db") as store:
        store.add_program("fp1", "mlp", "examples/mlp.py", "HloModule m", specs)
        store.add_program("fp1", "renamed", "x", "y", [])
        store.add_program("fp2", "cnn", "examples/cnn.py", "HloModule c", [])
        got = store.get_program("fp1")
        assert (got["name"], got["text"], got["input_specs"]) == (
            "mlp", "HloModule m", specs)
        assert store.get_program("nope") is None
        listed = store.programs()
        assert [p["fingerprint"] for p in listed] == ["fp1", "fp2"]
        assert "text" not in listed[0] and listed[0]["input_specs"] == specs
        assert store.programs(with_text=True)[1]["text"] == "HloModule c"


def test_stats_count_statuses_and_distinct_configs_per_program_device_and_cores(
        tmp_path):
    with RecordStore(tmp_path / "s.db") as store:
        store.add_program("p0", "mlp", "src", "text", [])
        store.add_many([make("a"), make("a"), make("b", status=TIMEOUT),
                        make("a", cores=8), make("z", program="p9")])
        rows = store.stats()
    assert [(r["program"], r["name"], r["cores"]) for r in rows] == [
        ("p0", "mlp", 4), ("p0", "mlp", 8), ("p9", None, 4)]
    first = rows[0]
    assert (first["total"], first["configs"]) == (3, 2)
    assert first["counts"][OK] == 2 and first["counts"][TIMEOUT] == 1
    assert first["counts"][WRONG] == 0


def test_measured_hashes_are_those_with_a_record_for_that_device_and_cores(tmp_path):
    with RecordStore(tmp_path / "s.db") as store:
        store.add_many([make("a"), make("b", status=COMPILE_ERROR), make("a"),
                        make("c", cores=8), make("d", device_kind="gpu")])
        assert store.measured_hashes("p0", "cpu", 4) == {"a", "b"}
        assert store.measured_hashes("p1", "cpu", 4) == set()


def test_a_file_that_is_not_sqlite_raises_a_one_line_store_error_naming_it(tmp_path):
    path = tmp_path / "garbage.db"
    path.write_bytes(os.urandom(4096))
    with pytest.raises(StoreError) as info:
        RecordStore(path)
    msg = str(info.value)
    assert msg.startswith(f"{path}: not an xtune store (")
    assert "\n" not in msg


def test_a_store_with_a_newer_schema_is_refused(tmp_path):
    path = tmp_path / "future.db"
    RecordStore(path).close()
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 2")
    with pytest.raises(StoreError, match="schema version 2"):
        RecordStore(path)


def test_a_sqlite_database_of_another_application_is_refused(tmp_path):
    path = tmp_path / "other.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE t (x)")
    with pytest.raises(StoreError, match="other tables"):
        RecordStore(path)


def test_a_record_committed_before_the_writer_is_killed_survives(tmp_path):
    path = tmp_path / "s.db"
    child = run_child("""
        import sys, time
        from xtune.measure.record import Record
        from xtune.measure.store import RecordStore
        store = RecordStore(sys.argv[1])
        def rec(i):
            return Record(program="p", config_hash=f"c{i}", config_json="{}",
                          device_kind="cpu", backend="cpu", cpu_model="x",
                          jax_version="v", jaxlib_version="v", cores=1,
                          status="ok", message="m" * 10000)
        store.add(rec(0))
        print("committed", flush=True)
        i = 1
        while True:
            store.add(rec(i))
            i += 1
            time.sleep(0.001)
    """, str(path))
    try:
        assert child.stdout.readline().strip() == "committed"
        time.sleep(0.3)
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
    assert child.returncode == -signal.SIGKILL
    with RecordStore(path) as store:
        recs = store.records()
        assert len(recs) >= 2
        assert recs[0].config_hash == "c0"
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]


def test_two_processes_writing_50_records_each_end_with_100_distinct_ids(tmp_path):
    path, go = tmp_path / "s.db", tmp_path / "go"
    code = """
        import json, os, sys, time
        from xtune.measure.record import Record
        from xtune.measure.store import RecordStore
        path, go, worker = sys.argv[1:]
        store = RecordStore(path)
        print("ready", flush=True)
        while not os.path.exists(go):
            time.sleep(0.001)
        ids = [store.add(Record(program="p", config_hash=f"{worker}-{i}",
                                config_json="{}", device_kind="cpu",
                                backend="cpu", cpu_model="x", jax_version="v",
                                jaxlib_version="v", cores=1, status="ok",
                                worker=worker))
               for i in range(50)]
        print(json.dumps(ids), flush=True)
    """
    children = [run_child(code, str(path), str(go), w) for w in ("a", "b")]
    try:
        for child in children:
            assert child.stdout.readline().strip() == "ready"
        go.touch()
        outs = [child.communicate(timeout=15)[0] for child in children]
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
    assert [c.returncode for c in children] == [0, 0]
    ids = [i for out in outs for i in json.loads(out)]
    assert len(ids) == 100 and len(set(ids)) == 100
    with RecordStore(path) as store:
        recs = store.records()
    assert len(recs) == 100
    assert {r.config_hash for r in recs} == (
        {f"a-{i}" for i in range(50)} | {f"b-{i}" for i in range(50)})
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT count(DISTINCT id) FROM records").fetchone() == (100,)


def test_a_search_answer_is_kept_per_setting_and_the_latest_is_read_back(tmp_path, tiny_program, tiny_space):
    from xtune.measure.fake import fake_measurer

    with RecordStore(tmp_path / "s.db") as store:
        assert store.search_answers("p") == {}
        [rec] = fake_measurer().measure(tiny_program, [tiny_space.default()])
        setting = ("cpu", 1, "0.1", "0.1")
        store.add_answer("p", "abc", setting, rec)
        store.add_answer("p", "def", ("cpu", 2, "0.1", "0.1"), None)  # answered the default on 2 cores
        assert store.search_answers("p") == {setting: rec, ("cpu", 2, "0.1", "0.1"): None}
        store.add_answer("p", "ghi", setting, None)  # a later search, same setting
        assert store.search_answers("p")[setting] is None and store.search_answers("q") == {}


def test_reading_answers_of_a_store_no_search_wrote_to_changes_nothing(tmp_path):
    path = tmp_path / "s.db"
    with RecordStore(path):
        pass
    before = path.read_bytes()
    with RecordStore(path) as store:
        assert store.search_answers("p") == {}
    assert path.read_bytes() == before
