"""A killed run leaves nothing behind: its worker processes end with it, and its claims
are released when the store is next opened."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import psutil
import pytest

from xtune.measure import lifeline
from xtune.measure.store import RecordStore

ROOT = Path(__file__).resolve().parents[1]
MLP = ROOT / "examples" / "programs" / "mlp.mlir"
linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="workers watch their parent on Linux")


def _dead_pid() -> int:
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def _set_claim_pid(path: Path, key: str, pid: int, host: str | None = None) -> None:
    with sqlite3.connect(path) as db:
        db.execute("UPDATE claims SET pid = ?, host = coalesce(?, host) WHERE key = ?", (pid, host, key))


def _alive(procs: list[psutil.Process]) -> list[psutil.Process]:
    """The processes among `procs` that still run (a zombie holds nothing but its pid)."""
    alive = []
    for p in procs:
        try:
            if p.is_running() and p.status() != psutil.STATUS_ZOMBIE:
                alive.append(p)
        except psutil.NoSuchProcess:
            pass
    return alive


def _wait_gone(procs: list[psutil.Process], within_s: float) -> list[psutil.Process]:
    """Waits up to `within_s` for `procs` to end; returns those still running."""
    deadline = time.monotonic() + within_s
    while (left := _alive(procs)) and time.monotonic() < deadline:
        time.sleep(0.1)
    return left


def _kill_all(procs: list[psutil.Process]) -> None:
    for p in _alive(procs):
        try:
            p.kill()
        except psutil.NoSuchProcess:
            pass


# --- claims of dead processes: released when the store opens ----------------------------

def test_a_claim_of_a_dead_process_on_this_host_is_released_when_the_store_opens(tmp_path):
    path = tmp_path / "s.db"
    with RecordStore(path) as store:
        for key in ("dead", "live", "elsewhere"):
            assert store.claim(key, f"owner-{key}")
    dead = _dead_pid()
    _set_claim_pid(path, "dead", dead)
    _set_claim_pid(path, "elsewhere", dead, host="another-host")  # its pid means nothing here
    with RecordStore(path) as store:
        assert sorted(c["key"] for c in store.claims()) == ["elsewhere", "live"]
        assert store.claim("dead", "newcomer")


def test_opening_a_store_with_only_live_claims_writes_nothing(tmp_path):
    path = tmp_path / "s.db"
    with RecordStore(path) as store:
        assert store.claim("k", "me")
    before = path.read_bytes()
    with RecordStore(path) as store:
        assert [c["owner"] for c in store.claims()] == ["me"]
    assert path.read_bytes() == before


def test_a_store_that_cannot_be_written_opens_and_keeps_the_dead_claim(tmp_path, monkeypatch):
    path = tmp_path / "s.db"
    with RecordStore(path) as store:
        assert store.claim("k", "gone")
    _set_claim_pid(path, "k", _dead_pid())

    def refuse(self, fn):
        raise sqlite3.OperationalError("attempt to write a readonly database")

    monkeypatch.setattr(RecordStore, "_write", refuse)
    with RecordStore(path) as store:
        assert [c["owner"] for c in store.claims()] == ["gone"]


def test_a_claim_taken_over_between_the_read_and_the_delete_stays(tmp_path, monkeypatch):
    path = tmp_path / "s.db"
    with RecordStore(path) as store:
        assert store.claim("k", "gone")
    _set_claim_pid(path, "k", _dead_pid())
    real_write = RecordStore._write

    def take_over_first(self, fn):  # another measurer takes the stale claim just before the delete
        with sqlite3.connect(path) as db:
            db.execute("UPDATE claims SET owner = 'live', pid = ?", (os.getpid(),))
        return real_write(self, fn)

    monkeypatch.setattr(RecordStore, "_write", take_over_first)
    with RecordStore(path) as store:
        assert [c["owner"] for c in store.claims()] == ["live"]


# --- lifeline: a process that ends with its parent ----------------------------------------

_GRANDCHILD = """
    import os, sys, time
    from xtune.measure import lifeline
    if sys.argv[1] == "poll":  # a kernel without pidfds
        lifeline.POLL_S = 0.1
        def no_pidfd(pid):
            raise OSError(38, "Function not implemented")
        os.pidfd_open = no_pidfd
    print(lifeline.die_with_parent(int(sys.argv[2])), flush=True)
    time.sleep(60)
"""

_CHILD = """
    import subprocess, sys, time, os
    grandchild = subprocess.Popen([sys.executable, "-c", sys.argv[1], sys.argv[2], str(os.getpid())])
    print(grandchild.pid, flush=True)
    time.sleep(60)
"""  # the grandchild writes to the same pipe: its pid first, then what `die_with_parent` returned


@linux_only
@pytest.mark.serial  # kills a process, and times the end of another
@pytest.mark.parametrize("watch", ["pidfd", "poll"])
def test_a_process_that_watches_its_parent_ends_within_seconds_of_a_sigkill_of_it(watch):
    child = subprocess.Popen([sys.executable, "-c", textwrap.dedent(_CHILD), textwrap.dedent(_GRANDCHILD), watch],
                             stdout=subprocess.PIPE, text=True)
    grandchild: list[psutil.Process] = []
    try:
        grandchild = [psutil.Process(int(child.stdout.readline()))]
        assert child.stdout.readline().strip() == "True"  # its watch runs
        child.kill()
        child.wait()
        assert not _wait_gone(grandchild, within_s=5.0)
    finally:
        _kill_all(grandchild)
        if child.poll() is None:
            child.kill()
            child.wait()


@linux_only
def test_a_parent_gone_before_the_watch_starts_ends_the_process_at_once():
    code = f"from xtune.measure import lifeline; lifeline.die_with_parent({_dead_pid()}); print('still here')"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == lifeline.EXIT_CODE and "still here" not in done.stdout


def test_elsewhere_than_linux_nothing_is_watched(monkeypatch):
    monkeypatch.setattr(lifeline.sys, "platform", "darwin")
    assert lifeline.die_with_parent(os.getpid()) is False


# --- a real search, killed ---------------------------------------------------------------

@linux_only
@pytest.mark.serial  # kills processes, and times their end
def test_a_search_killed_with_sigkill_leaves_no_process_and_no_claim(tmp_path):
    db = tmp_path / "s.db"
    cmd = [sys.executable, "-m", "xtune.search", "search", str(MLP), "--model", "random", "--measurements", "50",
           "--max-time", "0.3", "--no-confirm", "--db", str(db), "--cores", "1"]
    err = tmp_path / "stderr.txt"
    with err.open("w") as f:
        proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=f, start_new_session=True)
    search = psutil.Process(proc.pid)
    descendants: list[psutil.Process] = []
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline and proc.poll() is None:  # until a worker measures
            time.sleep(0.2)
            descendants = search.children(recursive=True)
            workers = [p for p in descendants if "LokyProcess" in " ".join(p.cmdline())]
            if workers and db.exists():
                with RecordStore(db) as store:
                    if store.records() and store.claims():
                        break
        else:
            pytest.fail(f"no worker measured in time (exit {proc.poll()}): {err.read_text()[-2000:]}")
        descendants = search.children(recursive=True)
        names = [" ".join(p.cmdline()) for p in descendants]
        assert any("LokyProcess" in n for n in names) and any("resource_tracker" in n for n in names), names
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
        left = _wait_gone(descendants, within_s=10.0)
        assert not left, [" ".join(p.cmdline()) for p in _alive(left)]
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        _kill_all(descendants)
    with sqlite3.connect(db) as raw:  # what the killed run left, read without opening a RecordStore
        left_claims = raw.execute("SELECT pid FROM claims").fetchall()
    assert all(pid == proc.pid for (pid,) in left_claims)
    with RecordStore(db) as store:
        assert store.records() and store.claims() == []
