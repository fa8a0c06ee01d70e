"""`xtune batch` and `xtune search DIR/`: budgets per program, a summary, resume after SIGKILL."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner
from conftest import assert_consistent_answer

from xtune.measure.store import RecordStore
from xtune.search.batch_spec import BatchError, load_toml
from xtune.search.cli import main

FAST = ["--model", "random", "--in-process", "--max-time", "0.2", "--cores", "1"]
pytestmark = pytest.mark.usefixtures("short_confirmations")  # real confirmations, shorter (conftest)


@pytest.fixture(scope="module")
def programs(tmp_path_factory, tiny_program) -> Path:
    """A folder of two tiny programs: mm.mlir and tiny.mlir."""
    import jax.numpy as jnp

    from xtune.measure.program import Program

    def mm(a, b):
        return jnp.tanh(a @ b).T @ a

    folder = tmp_path_factory.mktemp("programs")
    prog = Program.from_callable(mm, np.ones((64, 32), np.float32), np.ones((32, 64), np.float32), name="mm")
    (folder / "mm.mlir").write_text(prog.text)
    (folder / "tiny.mlir").write_text(tiny_program.text)
    return folder


def _records(db: Path) -> list:
    with RecordStore(db) as s:
        return s.records()


def test_a_batch_file_gives_each_program_its_budget_with_paths_relative_to_the_file(programs, tmp_path):
    jobs = tmp_path / "jobs.toml"
    jobs.write_text(f"""
model = "random"
cores = 1
cluster = "local:2"
[defaults]
measurements = 7
objective = "pareto"
[[program]]
path = "{programs / 'mm.mlir'}"
time = "1m30s"
[[program]]
path = "{programs}"
measurements = 3
""")
    spec = load_toml(jobs, seed=4, measurements=None)
    assert spec.db == str(tmp_path / "jobs.db") and spec.out_dir == str(tmp_path / "jobs.out")
    assert spec.model == "random" and spec.measure.cluster == "local:2"
    assert {s.seed for _, s in spec.programs} == {4}
    assert [(Path(p).name, s.budget.measurements, s.budget.time_s, s.objective) for p, s in spec.programs] == [
        ("mm.mlir", 7, 90.0, "pareto"), ("mm.mlir", 3, None, "pareto"), ("tiny.mlir", 3, None, "pareto")]


def test_a_bad_batch_file_is_a_one_line_error(tmp_path):
    jobs = tmp_path / "jobs.toml"
    jobs.write_text('[[program]]\npath = "nowhere.mlir"\n')
    with pytest.raises(BatchError, match="no such program"):
        load_toml(jobs)
    jobs.write_text('colour = "blue"\n')
    result = CliRunner().invoke(main, ["batch", str(jobs)])
    assert result.exit_code == 2 and "unknown key(s) colour" in result.output


def test_xtune_batch_runs_every_program_within_its_budget_and_a_rerun_skips_them(programs, tmp_path):
    jobs = tmp_path / "jobs.toml"
    jobs.write_text(f'[[program]]\npath = "{programs / "mm.mlir"}"\nmeasurements = 3\n'
                    f'[[program]]\npath = "{programs / "tiny.mlir"}"\nmeasurements = 4\n')
    result = CliRunner().invoke(main, ["batch", str(jobs), *FAST])
    assert result.exit_code == 0, result.output
    assert "xtune batch: 2 of 2 programs" in result.output and "geometric mean speedup" in result.output
    report = (tmp_path / "jobs.out" / "report.md").read_text()
    assert "| mm | done | 3 |" in report and "| tiny | done | 4 |" in report
    answers = sorted((tmp_path / "jobs.out").glob("*/answer.json"))
    assert len(answers) == 2
    for a in map(json.loads, (p.read_text() for p in answers)):
        assert_consistent_answer(a["genes"], a["speedup"], a["speedup_ci"][0], a["message"])
    measured = len(_records(tmp_path / "jobs.db"))
    again = CliRunner().invoke(main, ["batch", str(jobs), *FAST])
    assert again.exit_code == 0, again.output
    assert "skip mm: done earlier" in again.output and "skip tiny: done earlier" in again.output
    assert len(_records(tmp_path / "jobs.db")) == measured


def test_xtune_search_on_a_folder_tunes_every_program_in_it(programs, tmp_path):
    result = CliRunner().invoke(main, ["search", str(programs), *FAST, "--measurements", "3", "--no-confirm",
                                       "--db", str(tmp_path / "s.db"), "--report", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    assert "xtune batch: 2 of 2 programs" in result.output
    assert len(list((tmp_path / "out").glob("*/answer.json"))) == 2
    assert len(_records(tmp_path / "s.db")) == 6


@pytest.mark.serial  # kills the batch between two polls of its progress: run alone, so that load cannot fail it
def test_a_batch_killed_mid_run_resumes_skipping_finished_programs_and_repeating_no_measurement(programs, tmp_path):
    db, out = tmp_path / "k.db", tmp_path / "out"
    # the default-history check off: a re-timed config is a second record of it, and this test counts them
    cmd = [sys.executable, "-m", "xtune.search", "batch", str(programs), *FAST, "--measurements", "5", "--no-confirm",
           "--db", str(db), "--out", str(out), "--seed", "2", "--default-tolerance", "0"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 120
    while time.time() < deadline and proc.poll() is None:
        time.sleep(0.2)
        if list(out.glob("mm-*/answer.json")) and db.exists() and len(_records(db)) >= 7:
            break
    assert proc.poll() is None, "the batch ended before it could be killed"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    (first,) = out.glob("mm-*/answer.json")
    first_answer = first.read_text()
    assert list(out.glob("tiny-*/started.json")) and not list(out.glob("tiny-*/answer.json"))
    kept = [(r.program, r.config_hash) for r in _records(db)]

    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "done earlier" in done.stdout and first.read_text() == first_answer
    pairs = [(r.program, r.config_hash) for r in _records(db)]
    assert pairs[: len(kept)] == kept  # nothing measured before the kill was lost
    assert len(pairs) == len(set(pairs)) == 10  # and nothing was measured twice
    assert json.loads(next(out.glob("tiny-*/answer.json")).read_text())["measurements_used"] == 5
    assert not list(out.glob("*/started.json"))
