"""`xtune batch BATCH.toml` checks every value of the file before any work: a bad one is a
one-line error naming the file, the entry and the key, and nothing is written; a resumed
program says how many of its budget's measurements it made earlier."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import ATTENTION

from xtune.measure.errors import InputError
from xtune.measure.fake import fake_measurer
from xtune.measure.measurer import MeasureSettings
from xtune.measure.store import RecordStore
from xtune.search import batch
from xtune.search.batch import run_batch
from xtune.search.batch_spec import BatchError, BatchSpec, load_toml
from xtune.search.cli import main
from xtune.search.request import checked
from xtune.search.settings import BudgetSettings, SearchSettings

PROGRAM = f'[[program]]\npath = "{ATTENTION}"\n'

# (batch file, what its one error line says besides the file's name)
BAD_FILES = {
    "negative measurements": (PROGRAM + "measurements = -5\n",
                              ["[[program]] #1", "measurements = -5: must be an integer >= 1"]),
    "measurements as text": ('[defaults]\nmeasurements = "six"\n' + PROGRAM,
                             ['[defaults] measurements = "six": must be an integer >= 1']),
    "measurements as a flag": (PROGRAM + "measurements = true\n", ["measurements = true: must be an integer >= 1"]),
    "cores as text": ('cores = "one"\n' + PROGRAM, ['cores = "one": must be an integer >= 1']),
    "no jobs": ("jobs = 0\n" + PROGRAM, ["jobs = 0: must be an integer >= 1"]),
    "cores above the machine's": ("cores = 999\n" + PROGRAM, ["cores = 999: 999 is more cores than this machine"]),
    "a zero time": (PROGRAM + 'time = "0s"\n', ['time = "0s": must be a duration > 0']),
    "a time that is no duration": (PROGRAM + 'time = "soon"\n', ['time = "soon": must be a duration > 0']),
    "a negative timeout": ("timeout = -3\n" + PROGRAM, ["timeout = -3: must be a number of seconds > 0"]),
    "a zero timing cap": ("max_time = 0.0\n" + PROGRAM, ["max_time = 0.0: must be a number of seconds > 0"]),
    "confirm as text": ('confirm = "yes"\n' + PROGRAM, ['confirm = "yes": must be true or false']),
    "a model that is no text": ("model = 3\n" + PROGRAM, ["model = 3: must be a non-empty string"]),
    "a bad cluster": ('cluster = "local:0"\n' + PROGRAM, ['cluster = "local:0": must be "local:N"']),
    "one island": ("islands = 1\n" + PROGRAM, ["islands = 1: must be an integer >= 2"]),
    "a fractional seed": ("seed = 1.5\n" + PROGRAM, ["seed = 1.5: must be an integer"]),
    "an unknown objective": (PROGRAM + 'objective = "speed"\n', ['objective = "speed": must be "time" or "pareto"']),
    "a syntax error": ("timeout = 300\n[[program]\n", ["not valid TOML", "line 2"]),
    "an unknown key": ('colour = "blue"\n' + PROGRAM, ["unknown key(s) colour"]),
    "an unknown key in [defaults]": ("[defaults]\nmeasurement = 3\n" + PROGRAM,
                                     ["[defaults]: unknown key(s) measurement"]),
    "a top-level key below [[program]]": (PROGRAM + "cores = 1\n",
                                          ["[[program]] #1", "unknown key(s) cores", "a top-level key"]),
    "a budget key at the top": ("measurements = 5\n" + PROGRAM,
                                ["unknown key(s) measurements", "under [defaults] or in a [[program]]"]),
    "a program without a path": ("[[program]]\nmeasurements = 3\n", ["[[program]] #1: path is missing"]),
    "[program] for [[program]]": (f'[program]\npath = "{ATTENTION}"\n', ["must be [[program]] tables"]),
    "a path that is no text": ("[[program]]\npath = 3\n", ["path = 3: must be a non-empty string"]),
}


@pytest.mark.parametrize("case", list(BAD_FILES))
def test_a_bad_value_is_one_line_naming_the_file_and_key_and_nothing_is_written(tmp_path, case):
    text, says = BAD_FILES[case]
    jobs = tmp_path / "jobs.toml"
    jobs.write_text(text)
    result = CliRunner().invoke(main, ["batch", str(jobs)])
    assert result.exit_code == 2 and isinstance(result.exception, SystemExit), result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "Traceback" not in result.output, result.output
    assert lines[0].startswith(f"Error: {jobs}: "), lines[0]
    for part in says:
        assert part in lines[0], lines[0]
    assert [p.name for p in tmp_path.iterdir()] == ["jobs.toml"]  # no store, no output folder


@pytest.mark.parametrize("case", list(BAD_FILES))
def test_load_toml_refuses_each_bad_value_with_a_batch_error(tmp_path, case):
    text, says = BAD_FILES[case]
    jobs = tmp_path / "jobs.toml"
    jobs.write_text(text)
    with pytest.raises(BatchError) as refused:
        load_toml(jobs)
    assert isinstance(refused.value, InputError) and str(refused.value).startswith(f"{jobs}: ")
    assert "\n" not in str(refused.value) and all(part in str(refused.value) for part in says)


@pytest.mark.parametrize("override, says", [
    ({"cores": 0}, "--cores 0: must be an integer >= 1"),
    ({"cores": 999}, "--cores 999: 999 is more cores than this machine gives xtune"),
    ({"jobs": -1}, "--jobs -1: must be an integer >= 1"),
    ({"time": "0s"}, "--time 0s: must be a duration > 0"),
    ({"timeout": 0.0}, "--timeout 0.0: must be a number of seconds > 0"),
    ({"max_time": -4.0}, "--max-time -4.0: must be a number of seconds > 0"),
    ({"objective": "speed"}, '--objective speed: must be "time" or "pareto"'),
])
def test_an_override_is_checked_and_named_as_its_option(tmp_path, override, says):
    jobs = tmp_path / "jobs.toml"
    jobs.write_text(PROGRAM)
    with pytest.raises(BatchError, match="^" + says.replace("(", r"\(").replace(")", r"\)")):
        load_toml(jobs, **override)


def test_good_values_are_kept_as_given(tmp_path):
    jobs = tmp_path / "jobs.toml"
    jobs.write_text('seed = 3\nconfirm = false\ncores = 2\njobs = 2\nmax_time = "2s"\ntimeout = 60\n'
                    'islands = 4\nin_process = true\n[defaults]\ntime = "1h30m"\n' + PROGRAM + "measurements = 5\n")
    spec = load_toml(jobs)
    [(_, settings)] = spec.programs
    assert (settings.seed, settings.answer.confirm, settings.islands.num_islands) == (3, False, 4)
    assert (spec.measure.cores, spec.measure.jobs, spec.measure.timeout_s, spec.measure.in_process) == (2, 2, 60, True)
    assert spec.measure.policy.max_time_s == 2.0
    assert (settings.budget.measurements, settings.budget.time_s) == (5, 5400.0)


def test_budgets_and_options_built_in_python_are_checked_too():
    with pytest.raises(BatchError, match="measurements = -5"):
        BudgetSettings(-5)
    with pytest.raises(BatchError, match="time = 0"):
        BudgetSettings(None, 0.0)
    with pytest.raises(BatchError, match="a budget needs measurements, time or both"):
        BudgetSettings(None)
    with pytest.raises(BatchError, match="cores = 0"):
        checked({"cores": 0})
    with pytest.raises(BatchError, match="islands = 1"):
        checked({"islands": 1})


def test_a_batch_whose_model_cannot_be_loaded_writes_nothing(tmp_path):
    spec = BatchSpec(((str(ATTENTION), SearchSettings(budget=BudgetSettings(3))),), db=str(tmp_path / "b.db"),
                     out_dir=str(tmp_path / "out"),
                     model=str(tmp_path / "missing.xtm"))
    with pytest.raises(InputError):
        run_batch(spec)
    assert list(tmp_path.iterdir()) == []


def test_a_resumed_program_says_how_many_measurements_it_made_earlier(tiny_mlir, tmp_path, monkeypatch):
    monkeypatch.setattr(batch, "Measurer", lambda settings, store: fake_measurer(MeasureSettings(cores=1), store))
    jobs = tmp_path / "jobs.toml"
    jobs.write_text(f'model = "random"\nconfirm = false\n[[program]]\npath = "{tiny_mlir}"\nmeasurements = 7\n')
    used: list[int] = []
    first = run_batch(load_toml(jobs), on_event=lambda kind, data: used.append(data["used"]) if kind == "measured"
                      else None, should_stop=lambda: bool(used) and used[-1] >= 3)
    assert [r.status for r in first] == ["interrupted"] and used[-1] == 3

    events: list[tuple[str, dict]] = []
    rows = run_batch(load_toml(jobs), on_event=lambda kind, data: events.append((kind, data)),
                     should_stop=lambda: True)  # resumed, and stopped before it measures again
    assert [r.status for r in rows] == ["interrupted"]
    assert events[0][0] == "program" and events[0][1]["resumed"]
    assert events[1][0] == "stored" and events[1][1]["used"] == 3

    result = CliRunner().invoke(main, ["batch", str(jobs)])
    assert result.exit_code == 0, result.output
    assert "resume tiny: 3 of 7 measurement(s) made earlier count toward its budget" in result.output
    assert "(resumed, 3 measured earlier)" in result.output
    (answer,) = (tmp_path / "jobs.out").glob("tiny-*/answer.json")
    assert json.loads(answer.read_text())["measurements_used"] == 7
    with RecordStore(tmp_path / "jobs.db") as store:
        assert len({r.config_hash for r in store.records()}) == len(store.records())  # none measured twice


def test_a_fresh_program_says_nothing_was_measured_earlier(tiny_mlir, tmp_path, monkeypatch):
    monkeypatch.setattr(batch, "Measurer", lambda settings, store: fake_measurer(MeasureSettings(cores=1), store))
    jobs = tmp_path / "jobs.toml"
    jobs.write_text(f'model = "random"\nconfirm = false\n[[program]]\npath = "{tiny_mlir}"\nmeasurements = 2\n')
    events: list[tuple[str, dict]] = []
    run_batch(load_toml(jobs), on_event=lambda kind, data: events.append((kind, data)))
    assert events[0][0] == "program" and not events[0][1]["resumed"]
    assert "stored" not in [kind for kind, _ in events]
    assert Path(tmp_path / "jobs.out" / "report.md").exists()
