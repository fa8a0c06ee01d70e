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
from pathlib import Path
from typing import Any

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
        import sys
        from xtune.measure.record import Record
        from xtune.measure.store import RecordStore
        store = RecordStore(sys.argv[1])
        def rec(i):
            return Record(program="p", config_hash=f"c{i}", config_json="{}",
                          device_kind="cpu", backend="cpu", cpu_model="x",
                          jax_version="v", jaxlib_version="v", cores=1,
                          status="ok", message="m" * 10000)
        store.add(rec(0))
        store.add(rec(1))
        print("committed", flush=True)
        i = 2
        while True:  # writing when the kill comes
            store.add(rec(i))
            i += 1
    """, str(path))
    try:
        assert child.stdout.readline().strip() == "committed"
    finally:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
    assert child.returncode == -signal.SIGKILL
    with RecordStore(path) as store:
        recs = store.records()
        assert [r.config_hash for r in recs[:2]] == ["c0", "c1"]
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


# --- damaged and foreign files: one line, nothing written ---------------------------------

def small_store(path: Path) -> Path:
    """A valid store with one program, an answer and 20 records, all in the main file (no -wal)."""
    with RecordStore(path) as store:
        store.add_program("p0", "prog-zero", "p0.mlir", "module {}\n" * 300, [{"shape": [2], "dtype": "float32"}])
        for i in range(20):
            store.add(make(f"c{i}", median_ms=1.0 + i, default_median_ms=2.0, ratio=0.5 + i / 100,
                           ratio_low=0.4, ratio_high=0.6, message=f"reading {i:02d} " * 4))
        store.add_answer("p0", "c0", ("cpu", 4, "0.10.2", "0.10.2"), make("c0", ratio=0.5))
    assert not Path(f"{path}-wal").exists()
    return path


def _patch(path: Path, edit) -> None:
    data = bytearray(path.read_bytes())
    edit(data)
    path.write_bytes(bytes(data))


def _flip_page(data: bytearray) -> None:
    for i in range(4096 * 2, 4096 * 2 + 300):  # the third page: a table's b-tree
        data[i] ^= 0x5A


def _not_utf8(data: bytearray) -> None:
    i = data.index(b"prog-zero")  # the program's name: every command reads it
    data[i:i + 4] = b"\xff\xfe\xff\xfe"


def _sql(statement: str):
    def edit(path: Path) -> None:
        with sqlite3.connect(path) as conn:
            conn.execute(statement)
        conn.close()
    return edit


DAMAGES = {  # kind: (damage the file, what the line says)
    "header bytes flipped": (lambda p: _patch(p, lambda d: d.__setitem__(slice(16, 24), b"\xff" * 8)),
                             "not an xtune store (file is not a database)"),
    "magic bytes flipped": (lambda p: _patch(p, lambda d: d.__setitem__(slice(0, 6), b"\x00" * 6)),
                            "not an xtune store (not an SQLite database)"),
    "page bytes flipped": (lambda p: _patch(p, _flip_page), "damaged store (Page 3: "),
    "truncated": (lambda p: _patch(p, lambda d: d.__delitem__(slice(len(d) // 2, None))),
                  "damaged store (database disk image is malformed)"),
    "a table missing": (_sql("DROP TABLE programs"), "damaged store (table programs missing)"),
    "a column missing": (_sql("ALTER TABLE records DROP COLUMN cpu_model"),
                         "damaged store (table records lacks column(s) cpu_model)"),
    "a newer schema": (_sql("PRAGMA user_version = 7"), "not an xtune store (schema version 7, this xtune reads 1)"),
    "text that is not UTF-8": (lambda p: _patch(p, _not_utf8),
                               "damaged store (a text value of column 'name' is not UTF-8)"),
}


@pytest.fixture(params=sorted(DAMAGES))
def damaged(request, tmp_path) -> tuple[Path, str]:
    """(a small store damaged one way, the text its one-line error holds)."""
    path = small_store(tmp_path / "damaged.db")
    damage, says = DAMAGES[request.param]
    damage(path)
    return path, says


def _reads_everything(store: RecordStore) -> None:
    for p in store.programs(with_text=True):
        store.records(p["fingerprint"])
        store.best(p["fingerprint"])
        store.search_answers(p["fingerprint"])
    store.stats()


def test_each_kind_of_damage_is_one_store_error_line_naming_the_file_and_leaves_it_unchanged(damaged):
    path, says = damaged
    before = path.read_bytes()
    with pytest.raises(StoreError) as info:
        with RecordStore(path) as store:
            _reads_everything(store)
    msg = str(info.value)
    assert msg.startswith(f"{path}: ") and says in msg and "\n" not in msg
    assert path.read_bytes() == before
    assert not Path(f"{path}-wal").exists() and not Path(f"{path}-shm").exists()


def test_a_json_column_that_does_not_parse_is_a_damaged_store(tmp_path):
    path = small_store(tmp_path / "s.db")
    _sql("UPDATE programs SET input_specs = '[{\"shape\": ['")(path)
    with RecordStore(path) as store, pytest.raises(StoreError, match="column 'programs.input_specs' is not JSON"):
        store.programs()
    _sql("UPDATE answers SET record = '{\"nope\": 1}'")(path)
    with RecordStore(path) as store, pytest.raises(StoreError, match="'answers.record' is not a record"):
        store.search_answers("p0")


def test_a_foreign_sqlite_file_is_refused_without_a_byte_of_it_changing(tmp_path):
    path = tmp_path / "other.db"
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE t (x)")
        conn.execute("INSERT INTO t VALUES (1)")
    conn.close()
    before = path.read_bytes()
    assert before[18:20] == b"\x01\x01"  # a rollback-journal database: opening it for writing would make it WAL
    with pytest.raises(StoreError, match="other tables"):
        RecordStore(path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["other.db"]


def test_an_empty_file_and_an_sqlite_file_without_tables_become_new_stores(tmp_path):
    empty, blank = tmp_path / "empty.db", tmp_path / "blank.db"
    empty.touch()
    sqlite3.connect(blank).execute("PRAGMA user_version = 0").connection.close()
    for path in (empty, blank):
        with RecordStore(path) as store:
            store.add(make())
        with RecordStore(path) as store:
            assert [r.config_hash for r in store.records()] == ["c0"]


def test_a_valid_store_opens_for_reading_without_changing_its_file(tmp_path):
    path = small_store(tmp_path / "s.db")
    before = path.read_bytes()
    with RecordStore(path) as store:
        _reads_everything(store)
        assert store.best("p0").config_hash == "c0"
    assert path.read_bytes() == before


DB_COMMANDS = {
    "best": lambda path, tmp: ["db", "best", path],
    "stats": lambda path, tmp: ["db", "stats", path],
    "export": lambda path, tmp: ["db", "export", path, "--out", tmp / "out.jsonl"],
    "answers": lambda path, tmp: ["db", "answers", path, "--out", tmp / "answers"],
}


def _cli(*args: Any):
    from click.testing import CliRunner

    from xtune.search.cli import main

    return CliRunner().invoke(main, [str(a) for a in args])


def _one_error_line(result, path: Path, says: str, alone: bool = True) -> None:
    """Exit code 2 and one `Error:` line naming `path`, the output's last (`alone`: its only line)."""
    assert result.exit_code == 2, result.output
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 or not alone, result.output
    assert lines[-1].startswith(f"Error: {path}: ") and says in lines[-1], result.output
    assert sum(line.startswith("Error:") for line in lines) == 1 and "Traceback" not in result.output


@pytest.mark.parametrize("command", sorted(DB_COMMANDS))
def test_every_db_command_on_a_damaged_store_is_one_line_exit_2_and_writes_nothing(command, damaged, tmp_path):
    path, says = damaged
    before = path.read_bytes()
    _one_error_line(_cli(*DB_COMMANDS[command](path, tmp_path)), path, says)
    assert path.read_bytes() == before
    assert not (tmp_path / "out.jsonl").exists() and not (tmp_path / "answers").exists()


def test_every_command_that_reads_a_store_refuses_a_damaged_one_in_one_line(tiny_mlir, tmp_path):
    path = small_store(tmp_path / "damaged.db")
    _patch(path, _flip_page)
    before = path.read_bytes()
    folder = tmp_path / "programs"
    folder.mkdir()
    (folder / "tiny.mlir").write_text(tiny_mlir.read_text())
    commands = [
        ["measure", tiny_mlir, "--default", "--db", path],
        ["search", tiny_mlir, "--db", path, "--measurements", 2, "--model", "random", "--report",
         tmp_path / "report"],
        ["batch", folder, "--db", path, "--out", tmp_path / "batch"],
        ["dataset", "build", tiny_mlir, "--configs-per-program", 1, "--db", path],
        ["dataset", "export", path, "--out", tmp_path / "dataset"],
        ["rule", "learn", path, "--out", tmp_path / "rule.json"],
    ]
    for args in commands:
        _one_error_line(_cli(*args), path, "damaged store (Page 3: ")
        assert path.read_bytes() == before, args
    assert sorted(p.name for p in tmp_path.iterdir()) == ["damaged.db", "programs"]


def test_damage_met_mid_search_or_mid_batch_ends_the_command_in_one_line(tiny_mlir, tmp_path):
    import jax

    from xtune.measure.program import load_program

    prog = load_program(tiny_mlir)
    path = tmp_path / "s.db"
    with RecordStore(path) as store:
        store.add_program(prog.fingerprint, prog.name, str(tiny_mlir), prog.text, [])
        store.add(make("c1", program=prog.fingerprint, device_kind=jax.devices()[0].device_kind, message="BROKEN"))
    _patch(path, lambda d: d.__setitem__(slice(d.index(b"BROKEN"), d.index(b"BROKEN") + 2), b"\xff\xfe"))
    RecordStore(path).close()  # passes the check on open: the bad text is met when the search reads its records
    folder = tmp_path / "programs"
    folder.mkdir()
    (folder / "tiny.mlir").write_text(tiny_mlir.read_text())
    says = "damaged store (a text value of column 'message' is not UTF-8)"
    for args in (["search", tiny_mlir, "--db", path, "--measurements", 2, "--model", "random", "--cores", 1,
                  "--report", tmp_path / "report"],
                 ["batch", folder, "--db", path, "--out", tmp_path / "batch", "--cores", 1]):
        _one_error_line(_cli(*args), path, says, alone=False)
