"""SQLite store of measurements: programs and their `Record`s.

One file, WAL mode, safe for several processes writing at once. Every
`add` is its own transaction, so a run killed mid-way loses nothing it had
already committed. Write transactions start with `BEGIN IMMEDIATE` and are
retried with backoff when SQLite still reports the database as locked.

Claims keep concurrent measurers from measuring the same thing twice: a
measurer `claim`s a measurement key before measuring and `release`s it after
the record is stored; a key another live owner holds is waited for, not
measured. A claim whose owner process is dead (same host) or that is older
than its time limit (any host) is stale and may be taken over; opening a store
drops the claims of dead owners on this host (a run killed mid-measurement
leaves one), and writes nothing when there are none. The `claims`
table is created in stores of either age (same schema version: older xtune
ignores it). `Record` fields added after a store was made (`Record.executable`)
become columns of its records table when a record is first written there; until
then they read as their defaults, so reading a store never changes its file.

An existing file is first opened read-only (`_inspect`) and written to only once it is
known to be an xtune store of a schema this code reads: a foreign SQLite database, a
newer schema, a missing table or column, or damaged pages (SQLite's `quick_check`, run
on files up to `QUICK_CHECK_MAX_BYTES`) are refused as one `StoreError` line and the file
is left as it was. Damage found later, while reading (a bad page past the check, a text
value that is not UTF-8, a JSON column that does not parse), is the same one line.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import random
import re
import socket
import sqlite3
import threading
import time
import types
import typing
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, TypeVar

from xtune.measure import preflight
from xtune.measure.errors import InputError, one_line
from xtune.measure.record import FIELDS, OFF_HISTORY, OK, STATUSES, Record

log = logging.getLogger(__name__)

SCHEMA_VERSION = 1
BUSY_TIMEOUT_S = 30.0
#: files up to this size get SQLite's `quick_check` on open (about 1 ms per MB); larger ones
#: are checked where they are read
QUICK_CHECK_MAX_BYTES = 256 << 20
_SQLITE_MAGIC = b"SQLite format 3\x00"
_RECOVER_HINT = "restore it from a copy, or save what is readable with `sqlite3 FILE .recover`"
_PROGRAM_COLUMNS = ("fingerprint", "name", "source", "text", "input_specs", "added_at")
# `Record` fields a store of this schema has always had, and those its queries name
_RECORD_COLUMNS = ("id", *(f.name for f in dataclasses.fields(Record)
                           if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING),
                   "message", "median_ms", "default_median_ms", "ratio")
_RETRIES = 8
_T = TypeVar("_T")
_SQL_TYPES = {str: "TEXT", int: "INTEGER", float: "REAL"}


class StoreError(InputError):
    """The file cannot be used as an xtune store."""


def _damaged(path: str, what: str) -> StoreError:
    return StoreError(f"{path}: damaged store ({what}); {_RECOVER_HINT.replace('FILE', path)}")


def _damage(path: str, e: sqlite3.Error) -> StoreError | None:
    """The one-line error for an SQLite error that says the file is damaged, else None
    (a lock, a full disk, a read-only file: not the store's fault)."""
    text = one_line(e, with_type=False)
    if m := re.match(r"Could not decode to UTF-8 column '([^']*)'", text):
        return _damaged(path, f"a text value of column {m.group(1)!r} is not UTF-8")
    if m := re.match(r"no such (table|column): (\S+)", text):
        return _damaged(path, f"{m.group(1)} {m.group(2)} missing")
    if "malformed" in text or "not a database" in text or type(e) is sqlite3.DatabaseError:
        return _damaged(path, text)
    return None


def _inspect(path: str) -> None:
    """Refuses an existing file that is not an xtune store this code reads, reading it only.

    An absent or empty file passes (it becomes a new store), as does an SQLite database with
    no tables yet. Errors that are not the file's content (no permission, a lock) pass too:
    opening it for writing reports them as before.

    Raises:
      StoreError: not an SQLite database, another application's database, a newer schema,
        a table or column missing, or damaged pages.
    """
    p = Path(path)
    try:
        if not p.is_file() or p.stat().st_size == 0:
            return
        with open(p, "rb") as f:
            header = f.read(100)
        size = p.stat().st_size
    except OSError:
        return
    if not header.startswith(_SQLITE_MAGIC):
        raise StoreError(f"{path}: not an xtune store (not an SQLite database)")
    uri = p.absolute().as_uri() + "?mode=ro"
    if len(header) == 100 and header[18:20] == b"\x02\x02" and not Path(f"{path}-wal").exists():
        uri += "&immutable=1"  # a WAL file no one writes now: read it without making -wal and -shm files
    try:
        conn = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT_S, isolation_level=None)
    except sqlite3.Error:
        return
    try:
        version = conn.execute("PRAGMA user_version").fetchone()[0]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if version > SCHEMA_VERSION:
            raise StoreError(f"{path}: not an xtune store (schema version {version}, "
                             f"this xtune reads {SCHEMA_VERSION})")
        if version == 0:
            if tables:
                raise StoreError(f"{path}: not an xtune store (SQLite database with other tables)")
            return
        for table, needed in (("programs", _PROGRAM_COLUMNS), ("records", _RECORD_COLUMNS)):
            if table not in tables:
                raise _damaged(path, f"table {table} missing")
            have = {r[1] for r in conn.execute(f"PRAGMA table_info({table})")}
            if lost := [c for c in needed if c not in have]:
                raise _damaged(path, f"table {table} lacks column(s) {', '.join(lost)}")
        if size <= QUICK_CHECK_MAX_BYTES:
            problems = [r[0] for r in conn.execute("PRAGMA quick_check(1)")]
            if problems != ["ok"]:
                raise _damaged(path, " ".join(str(problems[0]).replace("*** in database main ***", "").split()))
    except sqlite3.Error as e:
        if "not a database" in str(e):
            raise StoreError(f"{path}: not an xtune store ({one_line(e, with_type=False)})") from None
        if (err := _damage(path, e)) is not None:
            raise err from None
    finally:
        conn.close()


def _column(field: dataclasses.Field, hint: Any) -> str:
    """Returns the column definition of one `Record` field, e.g. `"ratio REAL"`."""
    args = typing.get_args(hint) if isinstance(hint, types.UnionType) else (hint,)
    base = [a for a in args if a is not type(None)]
    if len(base) != 1 or base[0] not in _SQL_TYPES:
        raise TypeError(f"Record.{field.name}: no SQL type for {hint!r}")
    null = "" if type(None) in args else " NOT NULL"
    return f"{field.name} {_SQL_TYPES[base[0]]}{null}"


def _records_ddl() -> str:
    hints = typing.get_type_hints(Record)
    cols = [_column(f, hints[f.name]) for f in dataclasses.fields(Record)]
    return ("CREATE TABLE records (id INTEGER PRIMARY KEY AUTOINCREMENT, "
            + ", ".join(cols) + ")")


_SCHEMA = (
    "CREATE TABLE programs (fingerprint TEXT PRIMARY KEY, name TEXT, "
    "source TEXT, text TEXT, input_specs TEXT, added_at REAL)",
    _records_ddl(),
    "CREATE INDEX records_key ON records "
    "(program, config_hash, device_kind, jax_version, jaxlib_version, cores)",
    "CREATE INDEX records_status ON records (program, status)",
    f"PRAGMA user_version = {SCHEMA_VERSION}",
)
_CLAIMS_DDL = ("CREATE TABLE IF NOT EXISTS claims (key TEXT PRIMARY KEY, owner TEXT NOT NULL,"
               " host TEXT NOT NULL, pid INTEGER NOT NULL, claimed_at REAL NOT NULL)")
# A search's answer, per program and setting (device kind, cores, versions): the config and the
# confirmed reading it answered with (`Record` JSON; NULL when it answered XLA's default). Made on
# the first answer written, so a store that never had one reads as before and is not written to.
_ANSWERS_DDL = ("CREATE TABLE IF NOT EXISTS answers (id INTEGER PRIMARY KEY AUTOINCREMENT, program TEXT NOT NULL,"
                " config_hash TEXT NOT NULL, device_kind TEXT NOT NULL, cores INTEGER NOT NULL,"
                " jax_version TEXT NOT NULL, jaxlib_version TEXT NOT NULL, record TEXT, answered_at REAL NOT NULL)")
_INSERT = (f"INSERT INTO records ({', '.join(FIELDS)}) "
           f"VALUES ({', '.join('?' * len(FIELDS))})")


def _to_record(row: sqlite3.Row) -> Record:
    """The record of a row; fields the store has no column for yet keep their defaults."""
    return Record(**{name: row[name] for name in row.keys()})


class RecordStore:
    """Measurements of programs' configs in one SQLite file.

    Args:
      path: the database file; created when missing.

    Raises:
      StoreError: the file is not an SQLite database, holds other tables, has a
        schema newer than this code reads, or is damaged (a table or column
        missing, pages that fail SQLite's check); the file is left unchanged.
        Reading methods raise it too for damage met while reading.
    """

    def __init__(self, path: str | os.PathLike) -> None:
        self.path = os.fspath(path)
        self._lock = threading.RLock()
        _inspect(self.path)
        try:
            self._conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S,
                                         isolation_level=None,
                                         check_same_thread=False)
        except sqlite3.Error as e:
            raise StoreError(f"{self.path}: cannot open ({one_line(e, with_type=False)})") from None
        self._conn.row_factory = sqlite3.Row
        try:
            reason = self._retry(self._setup)
        except sqlite3.OperationalError as e:  # the file is fine, SQLite could not open or write it
            self._conn.close()
            folder = Path(self.path).parent
            hint = ("; its folder takes no new files, and SQLite keeps the store's -wal and -shm files beside it"
                    if preflight.folder_refuses_files(folder) is not None else "")
            raise StoreError(f"{self.path}: cannot open the store ({one_line(e, with_type=False)}){hint}") from None
        except sqlite3.DatabaseError as e:
            reason = one_line(e, with_type=False)
        if reason:
            self._conn.close()
            raise StoreError(f"{self.path}: not an xtune store ({reason})")
        have = {r["name"] for r in self._query("PRAGMA table_info(records)")}
        self._missing = [name for name in FIELDS if name not in have]  # added to the table on the first write
        self._columns = ", ".join(name for name in FIELDS if name in have)
        self._drop_dead_claims()

    def _drop_dead_claims(self) -> None:
        """Deletes the claims whose owner is a dead process on this host.

        Only reads when there are none. A store that cannot be written now
        (a read-only file, or locked past the retries) keeps them: `claim`
        takes such a claim over anyway.
        """
        host = socket.gethostname()
        rows = self._query("SELECT key, owner, pid FROM claims WHERE host = ?", (host,))
        dead = [(r["key"], r["owner"], r["pid"]) for r in rows if not _pid_alive(r["pid"])]
        if not dead:
            return

        def txn(c: sqlite3.Connection) -> int:
            # only the claims as read: one taken over since by a live owner stays
            return sum(c.execute("DELETE FROM claims WHERE key = ? AND owner = ? AND pid = ? AND host = ?",
                                 (*d, host)).rowcount for d in dead)

        try:
            dropped = self._write(txn)
        except sqlite3.OperationalError as e:
            log.debug("%s: kept %d claim(s) of dead processes (%s)", self.path, len(dead), one_line(e, with_type=False))
            return
        if dropped:
            log.info("%s: released %d claim(s) left by dead processes on this host", self.path, dropped)

    def _setup(self) -> str | None:
        """Configures the connection and creates the schema if the file is new.

        Returns:
          None, or why the file is not an xtune store.
        """
        c = self._conn
        c.execute(f"PRAGMA busy_timeout = {int(BUSY_TIMEOUT_S * 1000)}")
        c.execute("PRAGMA journal_mode = WAL")
        c.execute("PRAGMA synchronous = NORMAL")
        if c.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION:
            c.execute(_CLAIMS_DDL)
            return None
        c.execute("BEGIN IMMEDIATE")
        try:
            version = c.execute("PRAGMA user_version").fetchone()[0]
            tables = c.execute("SELECT count(*) FROM sqlite_master").fetchone()[0]
            if version > SCHEMA_VERSION:
                return f"schema version {version}, this xtune reads {SCHEMA_VERSION}"
            if version == 0 and tables:
                return "SQLite database with other tables"
            for stmt in _SCHEMA if version == 0 else ():
                c.execute(stmt)
            c.execute(_CLAIMS_DDL)
            c.execute("COMMIT")
            return None
        finally:
            if c.in_transaction:
                c.execute("ROLLBACK")

    def _retry(self, fn: Callable[[], _T]) -> _T:
        """Calls `fn`, retrying with jittered backoff while the DB is locked."""
        for attempt in range(_RETRIES):
            try:
                with self._lock:
                    return fn()
            except sqlite3.OperationalError as e:
                if "locked" not in str(e) or attempt == _RETRIES - 1:
                    raise
                time.sleep(min(2.0, 0.05 * 2 ** attempt) * (0.5 + random.random()))
        raise AssertionError("unreachable")

    def _write(self, fn: Callable[[sqlite3.Connection], _T]) -> _T:
        """Runs `fn` in one `BEGIN IMMEDIATE` transaction, retried if locked."""
        def txn() -> _T:
            self._conn.execute("BEGIN IMMEDIATE")
            try:
                result = fn(self._conn)
                self._conn.execute("COMMIT")
                return result
            except BaseException:
                if self._conn.in_transaction:
                    self._conn.execute("ROLLBACK")
                raise
        return self._checked(lambda: self._retry(txn))

    def _query(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        return self._checked(lambda: self._retry(lambda: self._conn.execute(sql, tuple(params)).fetchall()))

    def _checked(self, fn: Callable[[], _T]) -> _T:
        """Calls `fn`; an SQLite error saying the file is damaged becomes one `StoreError` line."""
        try:
            return fn()
        except sqlite3.Error as e:
            if (err := _damage(self.path, e)) is not None:
                raise err from None
            raise

    def _json(self, text: str, column: str) -> Any:
        """`text` of `column` decoded; a value that is not JSON is a damaged store."""
        try:
            return json.loads(text)
        except (ValueError, RecursionError):
            raise _damaged(self.path, f"a value of column {column!r} is not JSON") from None

    def close(self) -> None:
        """Closes the connection; the store cannot be used afterwards."""
        self._conn.close()

    def __enter__(self) -> RecordStore:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def add_program(self, fingerprint: str, name: str, source: str, text: str,
                    input_specs: list) -> None:
        """Adds a program unless one with this fingerprint is already stored.

        Args:
          fingerprint: the program's fingerprint (`Record.program`).
          name: a human-readable name.
          source: where it came from (file, function, ...).
          text: the program text (HLO/StableHLO).
          input_specs: JSON-serialisable description of its inputs.
        """
        row = (fingerprint, name, source, text, json.dumps(input_specs), time.time())
        self._write(lambda c: c.execute(
            "INSERT OR IGNORE INTO programs VALUES (?, ?, ?, ?, ?, ?)", row))

    def get_program(self, fingerprint: str) -> dict[str, Any] | None:
        """Returns the program's columns, `input_specs` decoded, or None."""
        rows = self._query("SELECT * FROM programs WHERE fingerprint = ?",
                           (fingerprint,))
        return self._program(rows[0]) if rows else None

    def programs(self, with_text: bool = False) -> list[dict[str, Any]]:
        """Returns all programs in the order they were added."""
        cols = "*" if with_text else "fingerprint, name, source, input_specs, added_at"
        return [self._program(r) for r in
                self._query(f"SELECT {cols} FROM programs ORDER BY added_at, rowid")]

    def add_answer(self, program: str, config_hash: str, setting: tuple[str, int, str, str],
                   record: Record | None) -> None:
        """Keeps what a search answered for `program` under `setting` (device kind, cores, jax
        and jaxlib versions): `config_hash` and the confirmed reading it answered with, or
        None for XLA's default. `search_answers` reads the latest back."""
        row = (program, config_hash, *setting, record.to_json() if record is not None else None, time.time())

        def txn(c: sqlite3.Connection) -> None:
            c.execute(_ANSWERS_DDL)
            c.execute("INSERT INTO answers (program, config_hash, device_kind, cores, jax_version, jaxlib_version,"
                      " record, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)", row)

        self._write(txn)

    def search_answers(self, program: str) -> dict[tuple[str, int, str, str], Record | None]:
        """The latest answer of a search of `program` per setting (device kind, cores, jax and
        jaxlib versions): the reading it answered with, or None where it answered the default.
        Empty for a store no search wrote an answer to."""
        if not self._query("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'answers'"):
            return {}
        rows = self._query("SELECT device_kind, cores, jax_version, jaxlib_version, record FROM answers"
                           " WHERE program = ? ORDER BY id", (program,))
        return {(r["device_kind"], r["cores"], r["jax_version"], r["jaxlib_version"]):
                self._answer(r["record"]) if r["record"] else None for r in rows}

    def _answer(self, text: str) -> Record:
        """The reading an answer row keeps (`Record` JSON); one that does not read is a damaged store."""
        data = self._json(text, "answers.record")
        try:
            return Record.from_dict(data)
        except (TypeError, ValueError, AttributeError):
            raise _damaged(self.path, "a value of column 'answers.record' is not a record") from None

    def add(self, record: Record) -> int:
        """Stores one record in its own committed transaction; returns its id."""
        values = tuple(getattr(record, name) for name in FIELDS)
        return self._write(lambda c: self._add_columns(c) or c.execute(_INSERT, values).lastrowid)

    def add_many(self, records: Iterable[Record]) -> list[int]:
        """Stores records in one transaction; returns their ids in order."""
        rows = [tuple(getattr(r, name) for name in FIELDS) for r in records]
        return self._write(lambda c: self._add_columns(c) or [c.execute(_INSERT, v).lastrowid for v in rows])

    def _add_columns(self, c: sqlite3.Connection) -> None:
        """Adds the columns of `Record` fields this store's table lacks (inside a write)."""
        if not self._missing:
            return
        have = {r["name"] for r in c.execute("PRAGMA table_info(records)")}  # another process may have added them
        hints = typing.get_type_hints(Record)
        fields = {f.name: f for f in dataclasses.fields(Record)}
        for name in self._missing:
            if name not in have:
                c.execute(f"ALTER TABLE records ADD COLUMN {_column(fields[name], hints[name])}")
        self._missing = []
        self._columns = ", ".join(FIELDS)

    def find(self, program: str, config_hash: str, *, device_kind: str,
             jax_version: str, jaxlib_version: str, cores: int) -> Record | None:
        """Returns the latest record of this config under these conditions."""
        rows = self._query(
            f"SELECT {self._columns} FROM records WHERE program = ? AND config_hash = ?"
            " AND device_kind = ? AND jax_version = ? AND jaxlib_version = ?"
            " AND cores = ? ORDER BY id DESC LIMIT 1",
            (program, config_hash, device_kind, jax_version, jaxlib_version, cores))
        return _to_record(rows[0]) if rows else None

    def default_medians(self, program: str, *, device_kind: str, cpu_model: str, jax_version: str,
                        jaxlib_version: str, cores: int, limit: int) -> list[float]:
        """Returns the interleaved default's median (ms) of the latest `limit` ok records
        measured under these conditions, oldest first (`measure.history`)."""
        rows = self._query(
            "SELECT default_median_ms FROM records WHERE program = ? AND status = ?"
            " AND device_kind = ? AND cpu_model = ? AND jax_version = ? AND jaxlib_version = ?"
            " AND cores = ? AND default_median_ms IS NOT NULL ORDER BY id DESC LIMIT ?",
            (program, OK, device_kind, cpu_model, jax_version, jaxlib_version, cores, limit))
        return [r[0] for r in reversed(rows)]

    def records(self, program: str | None = None, status: str | None = None,
                device_kind: str | None = None) -> list[Record]:
        """Returns the records matching every given filter, oldest first."""
        where = {"program": program, "status": status, "device_kind": device_kind}
        where = {k: v for k, v in where.items() if v is not None}
        cond = " AND ".join(f"{k} = ?" for k in where) or "1"
        rows = self._query(f"SELECT {self._columns} FROM records WHERE {cond} "
                           "ORDER BY id", where.values())
        return [_to_record(r) for r in rows]

    def best(self, program: str, device_kind: str | None = None) -> Record | None:
        """Returns the ok record with the smallest ratio (ties: smallest median), leaving out
        records whose default ran off its history (`Record.default_off_history`)."""
        params: list[Any] = [program, OK, f"{OFF_HISTORY}%"]
        cond = ""
        if device_kind is not None:
            cond, params = " AND device_kind = ?", params + [device_kind]
        rows = self._query(
            f"SELECT {self._columns} FROM records WHERE program = ? AND status = ?"
            f" AND ratio IS NOT NULL AND message NOT LIKE ?{cond} ORDER BY ratio, median_ms IS NULL,"
            " median_ms, id LIMIT 1", params)
        return _to_record(rows[0]) if rows else None

    def stats(self) -> list[dict[str, Any]]:
        """Summarises records per (program, device_kind, cores).

        Returns:
          One dict per group, sorted by key: `program`, `name` (None when the
          program was never added), `device_kind`, `cores`, `counts` (records
          per status; every known status present), `total` and `configs`
          (distinct config hashes).
        """
        groups: dict[tuple, dict[str, Any]] = {}
        for r in self._query(
                "SELECT r.program, p.name, r.device_kind, r.cores,"
                " count(DISTINCT r.config_hash) AS configs, count(*) AS total"
                " FROM records r LEFT JOIN programs p ON p.fingerprint = r.program"
                " GROUP BY r.program, r.device_kind, r.cores"
                " ORDER BY r.program, r.device_kind, r.cores"):
            groups[(r["program"], r["device_kind"], r["cores"])] = {
                "program": r["program"], "name": r["name"],
                "device_kind": r["device_kind"], "cores": r["cores"],
                "counts": dict.fromkeys(STATUSES, 0), "total": r["total"],
                "configs": r["configs"]}
        for r in self._query("SELECT program, device_kind, cores, status, count(*)"
                             " FROM records GROUP BY program, device_kind, cores,"
                             " status"):
            groups[tuple(r)[:3]]["counts"][r[3]] = r[4]
        return list(groups.values())

    def measured_hashes(self, program: str, device_kind: str, cores: int) -> set[str]:
        """Returns the config hashes with at least one record for this setting."""
        rows = self._query("SELECT DISTINCT config_hash FROM records WHERE"
                           " program = ? AND device_kind = ? AND cores = ?",
                           (program, device_kind, cores))
        return {r[0] for r in rows}

    def _program(self, row: sqlite3.Row) -> dict[str, Any]:
        d = dict(row)
        d["input_specs"] = self._json(d["input_specs"], "programs.input_specs")
        return d

    # --- claims: who is measuring what ------------------------------------------

    def claim(self, key: str, owner: str, stale_after_s: float = 3600.0) -> bool:
        """Claims `key` for `owner` unless another live owner holds it.

        Args:
          key: what is about to be measured (see `Measurer.claim_key`).
          owner: unique per measurer (several may share a process).
          stale_after_s: a claim older than this is taken over whoever holds it
            (the only test possible for an owner on another host).

        Returns:
          True if `owner` holds the claim now (fresh, its own, or taken over).
        """
        host, pid, now = socket.gethostname(), os.getpid(), time.time()

        def txn(c: sqlite3.Connection) -> bool:
            row = c.execute("SELECT owner, host, pid, claimed_at FROM claims WHERE key = ?", (key,)).fetchone()
            if row is not None and row["owner"] != owner and not _stale(row, host, now, stale_after_s):
                return False
            c.execute("INSERT OR REPLACE INTO claims VALUES (?, ?, ?, ?, ?)", (key, owner, host, pid, now))
            return True

        return self._write(txn)

    def release(self, key: str, owner: str) -> None:
        """Drops `owner`'s claim on `key` (a no-op if it holds none)."""
        self._write(lambda c: c.execute("DELETE FROM claims WHERE key = ? AND owner = ?", (key, owner)))

    def claims(self) -> list[dict[str, Any]]:
        """The claims held now: key, owner, host, pid, claimed_at."""
        return [dict(r) for r in self._query("SELECT * FROM claims ORDER BY claimed_at")]


def _stale(row: sqlite3.Row, host: str, now: float, stale_after_s: float) -> bool:
    if now - row["claimed_at"] > stale_after_s:
        return True
    return row["host"] == host and not _pid_alive(row["pid"])


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's live process
        return True
    return True
