"""Bad input is refused before work starts, in one line naming the file or option, with
exit code 2; a program whose own default config fails is one line and exit code 1;
nothing is written when the input is refused."""

import contextlib
import os
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from xtune.measure.cli import EXIT_BAD_INPUT, EXIT_FAILED, EXIT_INTERRUPTED
from xtune.measure.store import RecordStore
from xtune.search.cli import main

NOT_MAIN = """module @m {
  func.func public @forward(%arg0: tensor<4x8xf32>, %arg1: tensor<8x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x4xf32>) -> tensor<4x4xf32>
    return %0 : tensor<4x4xf32>
  }
}
"""
ARITH = """module @m {
  func.func public @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {
    %0 = arith.addf %arg0, %arg0 : tensor<4xf32>
    return %0 : tensor<4xf32>
  }
}
"""
# compiles as text, but XLA has no kernel of that name: the default itself fails
UNKNOWN_KERNEL = """module @m {
  func.func public @main(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> {
    %0 = stablehlo.custom_call @no_such_kernel(%arg0) {api_version = 4 : i32} : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %1 = stablehlo.transpose %0, dims = [1, 0] : (tensor<4x4xf32>) -> tensor<4x4xf32>
    %2 = stablehlo.dot_general %1, %arg0, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
    return %2 : tensor<4x4xf32>
  }
}
"""


def run(*args):
    return CliRunner().invoke(main, [str(a) for a in args])


def one_line_error(result, code: int) -> str:
    """The one `Error: ...` line of a refused command (click's usage lines aside)."""
    assert result.exit_code == code, result.output
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    errors = [ln for ln in result.output.splitlines() if ln.startswith("Error: ")]
    assert len(errors) == 1, result.output
    return errors[0]


def written(folder: Path, *keep: Path) -> set[str]:
    return {p.name for p in folder.iterdir()} - {p.name for p in keep}


@pytest.fixture
def program(tmp_path):
    def make(text: str, name: str) -> Path:
        path = tmp_path / name
        path.write_text(text)
        return path
    return make


# --- programs XLA cannot take: refused at load, in info too ------------------------------

def test_a_module_without_main_is_refused_by_info_and_search_before_anything_is_written(program, tmp_path):
    path = program(NOT_MAIN, "forward.mlir")
    line = one_line_error(run("info", path), EXIT_BAD_INPUT)
    assert "forward.mlir" in line and "no function @main" in line and "@forward" in line
    line = one_line_error(run("search", path, "--db", tmp_path / "s.db", "--measurements", "6"), EXIT_BAD_INPUT)
    assert "no function @main" in line
    assert written(tmp_path, path) == set()


def test_an_op_xla_cannot_take_is_refused_by_measure(program, tmp_path):
    path = program(ARITH, "arith.mlir")
    line = one_line_error(run("measure", path, "--default", "--db", tmp_path / "m.db"), EXIT_BAD_INPUT)
    assert "arith.mlir" in line and "arith.addf" in line
    assert written(tmp_path, path) == set()


# --- the default fails: one line, exit 1, the search stops at once ------------------------

def test_measure_of_a_program_whose_default_fails_is_one_line_and_exit_1(program, tmp_path):
    path = program(UNKNOWN_KERNEL, "kernel.mlir")
    result = run("measure", path, "--default", "--random", "1", "--db", tmp_path / "m.db", "--in-process")
    line = one_line_error(result, EXIT_FAILED)
    assert "kernel: XLA's default config could not be measured here" in line and "no_such_kernel" in line


def test_a_search_whose_default_fails_stops_after_the_default(program, tmp_path):
    path = program(UNKNOWN_KERNEL, "kernel.mlir")
    db = tmp_path / "s.db"
    result = run("search", path, "--db", db, "--measurements", "10", "--in-process", "--model", "random",
                 "--out", tmp_path / "best.json")
    line = one_line_error(result, EXIT_FAILED)
    assert "XLA's default config could not be measured here" in line and "no config can be measured" in line
    with RecordStore(db) as store:
        assert len(store.records()) == 1  # the default's, nothing more spent
    assert not (tmp_path / "best.json").exists()


def test_a_worker_that_dies_on_the_default_says_so(tmp_path):
    """A worker that died while compiling or running the default is reported so, not as
    'compiling' the config it was sent."""
    from xtune.measure import runners

    phase = tmp_path / "job.phase"
    for written_phase, said in [("compile default", "compiling XLA's default"), ("run default", "running XLA's default"),
                                ("compile", "compiling"), ("run", "running"), ("time", "timing")]:
        phase.write_text(written_phase)
        assert runners._read_phase(str(phase)) == said
    assert set(runners.DEFAULT_PHASES) == {"compiling XLA's default", "running XLA's default"}


# --- options out of range: click's usage error, exit 2, nothing written ------------------

@pytest.mark.parametrize("args", [
    ("search", "--jobs", "0"), ("search", "--jobs", "-1"), ("search", "--cores", "-1"), ("search", "--time", "0s"),
    ("search", "--max-time", "0"), ("search", "--timeout", "-5"), ("measure", "--default", "--jobs", "0"),
    ("measure", "--default", "--jobs", "-1"), ("measure", "--default", "--cores", "0"),
    ("measure", "--random", "-2"), ("batch-dir", "--jobs", "0"), ("batch-dir", "--cores", "-1"),
])
def test_an_option_out_of_range_is_a_usage_error_before_work(tiny_mlir, tmp_path, args):
    command, *rest = args
    target = tiny_mlir.parent if command == "batch-dir" else tiny_mlir
    db = tmp_path / "x.db"
    result = run(command.removesuffix("-dir"), target, *rest, "--db", db)
    line = one_line_error(result, EXIT_BAD_INPUT)
    assert rest[-2] in line
    assert not db.exists()  # no search started: it would have opened its store


def test_a_missing_output_folder_is_refused_before_the_search(tiny_mlir, tmp_path):
    line = one_line_error(run("search", tiny_mlir, "--db", tmp_path / "s.db", "--out", tmp_path / "missing" / "b.json"),
                          EXIT_BAD_INPUT)
    assert "--out" in line and "does not exist" in line
    line = one_line_error(run("search", tiny_mlir, "--db", tmp_path / "s.db", "--out", tmp_path), EXIT_BAD_INPUT)
    assert "is a folder" in line
    line = one_line_error(run("search", tiny_mlir, "--db", tmp_path, "--measurements", "3"), EXIT_BAD_INPUT)
    assert "--db" in line and "is a folder" in line
    assert written(tmp_path) == set()


# --- stores that cannot be written ------------------------------------------------------

@contextlib.contextmanager
def read_only(path: Path):
    """`path` read-only for this process, root included (an immutable file or folder), or skip."""
    os.chmod(path, 0o555 if path.is_dir() else 0o444)
    made = os.geteuid() == 0 and subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode == 0
    try:
        probe = path / "probe" if path.is_dir() else path
        try:
            with open(probe, "ab"):
                pass
            if path.is_dir():
                probe.unlink()
            pytest.skip("cannot make a path read-only here")
        except OSError:
            pass
        yield path
    finally:
        if made:
            subprocess.run(["chattr", "-i", str(path)], capture_output=True)
        os.chmod(path, 0o755 if path.is_dir() else 0o644)


def test_a_read_only_store_is_refused_by_measure_and_search(tiny_mlir, tmp_path):
    db = tmp_path / "ro.db"
    RecordStore(db).close()
    with read_only(db):
        for command in (["measure", tiny_mlir, "--default"], ["search", tiny_mlir, "--measurements", "3"]):
            line = one_line_error(run(*command, "--db", db), EXIT_BAD_INPUT)
            assert str(db) in line and "read-only" in line


def test_a_store_in_a_folder_that_takes_no_files_says_so(tiny_mlir, tmp_path):
    folder = tmp_path / "f"
    folder.mkdir()
    RecordStore(folder / "s.db").close()
    for leftover in folder.glob("s.db-*"):
        leftover.unlink()
    with read_only(folder):
        line = one_line_error(run("db", "stats", folder / "s.db"), EXIT_BAD_INPUT)
        assert "not an xtune store" not in line and "folder takes no new files" in line
        line = one_line_error(run("measure", tiny_mlir, "--default", "--db", folder / "s.db"), EXIT_BAD_INPUT)
        assert "folder" in line and "takes no new files" in line


# --- the words ----------------------------------------------------------------------------

def test_a_config_path_that_is_a_folder_says_so(tiny_mlir, tmp_path):
    line = one_line_error(run("measure", tiny_mlir, "--config", tmp_path, "--db", tmp_path / "m.db"), EXIT_BAD_INPUT)
    assert "is a folder, not a config file" in line


def test_inputs_that_are_not_an_npz_say_so(tiny_mlir, tmp_path):
    bad = tmp_path / "in.npz"
    bad.write_bytes(np.random.default_rng(0).bytes(300))
    line = one_line_error(run("measure", tiny_mlir, "--default", "--inputs", bad, "--db", tmp_path / "m.db"),
                          EXIT_BAD_INPUT)
    assert "not an .npz file" in line and "allow_pickle" not in line
    assert not (tmp_path / "m.db").exists()


# --- every numeric option ranged, on every command: refused before anything is written ---------

@pytest.fixture
def workspace(tiny_mlir, tmp_path) -> tuple[Path, Path]:
    """(a folder holding tiny.mlir, an empty store) in `tmp_path`."""
    folder = tmp_path / "programs"
    folder.mkdir()
    (folder / "tiny.mlir").write_text(tiny_mlir.read_text())
    store = tmp_path / "s.db"
    RecordStore(store).close()
    return folder, store


OUT_OF_RANGE = [
    ("search", "PROGRAM", "--cores", "999"), ("measure", "PROGRAM", "--default", "--cores", "999"),
    ("batch", "FOLDER", "--cores", "999"), ("dataset", "build", "PROGRAM", "--cores", "0"),
    ("dataset", "build", "PROGRAM", "--cores", "999"), ("dataset", "build", "PROGRAM", "--jobs", "0"),
    ("dataset", "build", "PROGRAM", "--timeout", "0"), ("dataset", "build", "PROGRAM", "--max-time", "0"),
    ("dataset", "build", "PROGRAM", "--configs-per-program", "-1"), ("dataset", "build", "PROGRAM", "--seed", "-1"),
    ("dataset", "generate", "--out", "gen", "--count", "-1"), ("dataset", "generate", "--out", "gen", "--count", "0"),
    ("dataset", "export", "STORE", "--out", "ex", "--pad", "nan"),
    ("predict", "PROGRAM", "--random", "-1"), ("predict", "PROGRAM", "--top", "0"),
    ("predict", "PROGRAM", "--seed", "-3"), ("search", "PROGRAM", "--seed", "-1"),
    ("search", "PROGRAM", "--max-time", "nan"), ("search", "PROGRAM", "--timeout", "inf"),
    ("search", "PROGRAM", "--default-tolerance", "inf"), ("measure", "PROGRAM", "--default", "--seed", "-1"),
    ("batch", "FOLDER", "--seed", "-1"), ("batch", "FOLDER", "--max-time", "nan"),
    ("train", "FOLDER", "--out", "m.xtm", "--epochs", "0"), ("train", "FOLDER", "--out", "m.xtm", "--mod-capacity", "0"),
    ("train", "FOLDER", "--out", "m.xtm", "--segment-size", "-1"), ("train", "FOLDER", "--out", "m.xtm", "--seed", "-1"),
    ("rule", "learn", "STORE", "--seed", "-1"), ("suggest", "PROGRAM", "-k", "0"),
]


@pytest.mark.parametrize("args", OUT_OF_RANGE, ids=" ".join)
def test_a_number_out_of_range_is_refused_naming_its_option_before_anything_is_written(workspace, tmp_path,
                                                                                         monkeypatch, args):
    folder, store = workspace
    before = written(tmp_path)
    monkeypatch.chdir(tmp_path)
    names = {"PROGRAM": folder / "tiny.mlir", "FOLDER": folder, "STORE": store}
    line = one_line_error(run(*(names.get(a, a) for a in args)), EXIT_BAD_INPUT)
    assert f"'{args[-2]}'" in line and "Traceback" not in line
    if args[-2] == "--cores" and args[-1] == "999":
        from xtune.measure.settings import available_cores

        assert f"({available_cores()})" in line  # the machine's count, named
    assert written(tmp_path) == before


def test_cores_above_the_machine_are_allowed_on_a_remote_cluster_only():
    from xtune.measure.settings import MeasureSettings, SettingsError, available_cores, cores_above_machine

    have = available_cores()
    assert cores_above_machine(have) is None and cores_above_machine(None) is None
    assert f"({have})" in cores_above_machine(have + 1) and f"({have})" in cores_above_machine(999, "local:2")
    assert cores_above_machine(have + 1, "tcp://rig:8786") is None
    with pytest.raises(SettingsError, match=f"cores = 999: .*\\({have}\\)"):
        MeasureSettings.for_search(cores=999)


def test_a_set_of_many_cores_locks_a_file_whose_name_the_file_system_takes(tmp_path):
    from xtune.measure.hostlock import core_set_lock_name

    name = core_set_lock_name(tuple(range(999)))
    assert len(name) < 100 and name != core_set_lock_name(tuple(range(998)))
    (tmp_path / name).touch()
    assert core_set_lock_name((0, 1)) == "xtune-cores-0-1.lock"


# --- every output path checked before work: one line, exit 2, nothing created -------------------

def test_outputs_that_cannot_be_written_are_refused_before_any_store_is_made(workspace, tmp_path, monkeypatch):
    folder, store = workspace
    a_file = tmp_path / "a_file"
    a_file.write_text("")
    missing = tmp_path / "missing" / "x.json"
    monkeypatch.chdir(tmp_path)
    before = written(tmp_path)
    cases = [  # (arguments, what the line says)
        (["batch", folder, "--out", a_file, "--db", "new.db"], ["--out", "is a file"]),
        (["search", folder, "--report", a_file, "--db", "new.db"], ["--report", "is a file"]),
        (["suggest", folder / "tiny.mlir", "--out", a_file], ["--out", "is a file"]),
        (["db", "answers", store, "--out", a_file], ["--out", "is a file"]),
        (["db", "best", store, "--out", missing], ["--out", "does not exist"]),
        (["db", "export", store, "--out", tmp_path], ["--out", "is a folder"]),
        (["apply", folder / "tiny.mlir", a_file, "--out", missing], ["--out", "does not exist"]),
        (["dataset", "generate", "--out", a_file], ["--out", "is a file"]),
        (["dataset", "export", store, "--out", a_file], ["--out", "is a file"]),
        (["dataset", "build", folder, "--db", tmp_path], ["--db", "is a folder"]),
        (["train", folder, "--out", missing], ["--out", "does not exist"]),
        (["rule", "learn", store, "--out", missing], ["--out", "does not exist"]),
        (["rule", "compare", "--train", store, "--held-out", store, "--out", missing], ["--out", "does not exist"]),
    ]
    for args, says in cases:
        line = one_line_error(run(*args), EXIT_BAD_INPUT)
        assert all(s in line for s in says), (args, line)
        assert written(tmp_path) == before, args


def test_output_folders_in_a_read_only_folder_are_refused_before_any_store_is_made(workspace, tmp_path):
    folder, store = workspace
    locked = tmp_path / "locked"
    locked.mkdir()
    batch_file = tmp_path / "jobs.toml"
    batch_file.write_text(f'out = "{locked / "out"}"\ndb = "{tmp_path / "toml.db"}"\n'
                          f'[[program]]\npath = "{folder / "tiny.mlir"}"\n')
    before = written(tmp_path)
    with read_only(locked):
        for args, option in [(["batch", folder, "--out", locked / "out", "--db", tmp_path / "new.db"], "--out"),
                             (["batch", batch_file], "out ="),
                             (["suggest", folder / "tiny.mlir", "--out", locked / "s"], "--out"),
                             (["db", "answers", store, "--out", locked / "answers"], "--out"),
                             (["search", folder, "--report", locked / "r", "--db", tmp_path / "new.db"], "--report")]:
            line = one_line_error(run(*args), EXIT_BAD_INPUT)
            assert option in line and "cannot write" in line, (args, line)
            assert written(tmp_path) == before and not list(locked.iterdir()), args


def test_a_batch_file_whose_out_is_a_file_is_refused_before_its_store_is_made(tiny_mlir, tmp_path):
    (tmp_path / "results").write_text("")
    batch_file = tmp_path / "jobs.toml"
    batch_file.write_text(f'out = "results"\n[[program]]\npath = "{tiny_mlir}"\n')
    line = one_line_error(run("batch", batch_file), EXIT_BAD_INPUT)
    assert "jobs.toml: out =" in line and "is a file" in line
    assert not (tmp_path / "jobs.db").exists()


# --- the cluster checked before the store is made ------------------------------------------------

@pytest.mark.parametrize("cluster", ["bogus", "local:0"])
@pytest.mark.parametrize("command", ["search", "measure", "batch", "dataset build"])
def test_a_bad_cluster_is_refused_before_the_store_is_made(tiny_mlir, tmp_path, command, cluster):
    target = tiny_mlir.parent if command == "batch" else tiny_mlir
    extra = ["--default"] if command == "measure" else []
    db = tmp_path / "c.db"
    line = one_line_error(run(*command.split(), target, *extra, "--cluster", cluster, "--db", db), EXIT_BAD_INPUT)
    assert "--cluster" in line and cluster in line
    assert not db.exists()


# --- every interruption exits 130 with its one line, the records kept ---------------------------

@pytest.mark.parametrize("command, module", [("search", "xtune.search.cli"), ("measure", "xtune.measure.cli"),
                                             ("predict", "xtune.surrogate.cli"), ("batch", "xtune.search.batch")])
def test_ctrl_c_while_a_command_starts_exits_130_with_one_line_not_aborted(tiny_mlir, tmp_path, monkeypatch,
                                                                           command, module):
    import importlib

    from xtune.measure.cli import INTERRUPTED_LINE

    def ctrl_c(path):
        raise KeyboardInterrupt

    monkeypatch.setattr(importlib.import_module(module), "load_program", ctrl_c)
    target = tiny_mlir.parent if command == "batch" else tiny_mlir
    extra = {"search": ["--db", tmp_path / "s.db"], "measure": ["--default", "--db", tmp_path / "s.db"],
             "batch": ["--db", tmp_path / "s.db", "--out", tmp_path / "out"], "predict": []}[command]
    result = run(command, target, *extra)
    assert result.exit_code == EXIT_INTERRUPTED, result.output
    assert INTERRUPTED_LINE in result.output and "Aborted!" not in result.output
    assert not (tmp_path / "s.db").exists()


def start_search(program: Path, db: Path) -> subprocess.Popen:
    """`xtune search` in its own process, returned once it has stored two records."""
    cmd = [sys.executable, "-m", "xtune.search", "search", str(program), "--model", "random", "--measurements", "40",
           "--in-process", "--max-time", "0.3", "--db", str(db), "--cores", "1", "--no-confirm"]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    deadline = time.time() + 120
    while time.time() < deadline and proc.poll() is None:
        time.sleep(0.3)
        if db.exists():
            with RecordStore(db) as s:
                if len(s.records()) >= 2:
                    break
    assert proc.poll() is None, "the search ended before it could be interrupted"
    return proc


@pytest.mark.serial
@pytest.mark.parametrize("signals", [("SIGINT",), ("SIGINT", "SIGINT"), ("SIGTERM",)])
def test_ctrl_c_once_or_twice_or_sigterm_ends_a_search_with_130_and_its_records_kept(tiny_mlir, tmp_path, signals):
    import signal

    db = tmp_path / "i.db"
    proc = start_search(tiny_mlir, db)
    for name in signals:
        proc.send_signal(getattr(signal, name))
        time.sleep(0.05)
    out, _ = proc.communicate(timeout=120)
    assert proc.returncode == EXIT_INTERRUPTED, out[-2000:]
    assert "Traceback" not in out and "Aborted!" not in out
    if len(signals) == 1:
        assert f"{'Ctrl-C' if signals == ('SIGINT',) else 'SIGTERM'}: stopping after the measurement in flight" in out
    with RecordStore(db) as s:
        assert len(s.records()) >= 2


STARTING = """
import os, signal, sys
from xtune.search import cli

def load_program(path):  # the signal comes while the command starts, before any store is made
    os.kill(os.getpid(), signal.SIG{name})
    raise AssertionError("the signal did not stop the command")

cli.load_program = load_program
sys.argv = ["xtune", "search", {program!r}, "--db", {db!r}]
cli.main()
"""


@pytest.mark.serial
@pytest.mark.parametrize("name", ["INT", "TERM"])
def test_a_signal_while_a_search_starts_exits_130_with_one_line(tiny_mlir, tmp_path, name):
    from xtune.measure.cli import INTERRUPTED_LINE

    db = tmp_path / "s.db"
    proc = subprocess.run([sys.executable, "-c", STARTING.format(name=name, program=str(tiny_mlir), db=str(db))],
                          capture_output=True, text=True, timeout=120)
    out = proc.stdout + proc.stderr
    assert proc.returncode == EXIT_INTERRUPTED, out[-2000:]
    assert INTERRUPTED_LINE in out and "Traceback" not in out and "Aborted!" not in out
    assert not db.exists()


LOADING = """
import os, signal, sys

class SignalWhileJaxLoads:  # the signal comes while the CLI imports jax, its first seconds
    def find_spec(self, name, path=None, target=None):
        if name == "jax":
            os.kill(os.getpid(), signal.SIG{name})
        return None

sys.meta_path.insert(0, SignalWhileJaxLoads())
from xtune.__main__ import main
sys.argv = ["xtune", "--help"]
main()
"""


@pytest.mark.parametrize("name", ["INT", "TERM"])
def test_a_signal_while_the_command_loads_exits_130_with_one_line_and_no_traceback(name):
    proc = subprocess.run([sys.executable, "-c", LOADING.format(name=name)], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == EXIT_INTERRUPTED, proc.stderr[-2000:]
    assert proc.stderr.strip() == "interrupted while starting: nothing was done" and "Usage" not in proc.stdout


def test_the_xtune_command_runs_the_cli_through_its_interruptible_entry_point():
    proc = subprocess.run([sys.executable, "-m", "xtune", "--help"], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0 and "Usage: " in proc.stdout
