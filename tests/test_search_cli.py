"""`xtune search` from the command line, including a SIGKILL and --resume."""

import json
import os
import signal
import subprocess
import sys
import time

import pytest
from click.testing import CliRunner
from conftest import assert_consistent_answer

from xtune.measure import RecordStore
from xtune.search.batch_spec import BatchError, parse_duration
from xtune.search.cli import main


def test_durations_parse_and_nonsense_is_refused(tiny_mlir, tmp_path):
    assert parse_duration("90s") == 90 and parse_duration("1h30m") == 5400 and parse_duration("8h") == 28800
    assert parse_duration("12") == 12 and parse_duration(None) is None
    with pytest.raises(BatchError):
        parse_duration("soon")
    result = CliRunner().invoke(main, ["search", str(tiny_mlir), "--time", "soon", "--db", str(tmp_path / "s.db")])
    assert result.exit_code == 2 and "Error: Invalid value for '--time'" in result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    assert not (tmp_path / "s.db").exists()


@pytest.mark.parametrize("command", ["search", "batch"])
def test_zero_measurements_is_a_usage_error_not_a_traceback(command, tiny_mlir, tmp_path):
    target = tiny_mlir if command == "search" else tiny_mlir.parent
    result = CliRunner().invoke(main, [command, str(target), "--measurements", "0", "--db", str(tmp_path / "s.db")])
    errors = [ln for ln in result.output.splitlines() if ln.startswith("Error:")]
    assert result.exit_code == 2 and len(errors) == 1 and "--measurements" in errors[0]
    assert "Traceback" not in result.output and not (tmp_path / "s.db").exists()


def test_confirm_processes_out_of_range_is_a_one_line_error_and_out_on_a_folder_too(tiny_mlir, tmp_path):
    bad = CliRunner().invoke(main, ["search", str(tiny_mlir), "--confirm-processes", "0", "--db", str(tmp_path / "s.db")])
    assert bad.exit_code == 2 and "Invalid value for '--confirm-processes'" in bad.output
    folder = CliRunner().invoke(main, ["search", str(tiny_mlir.parent), "--out", str(tmp_path / "a.json"),
                                       "--db", str(tmp_path / "s.db")])
    errors = [ln for ln in folder.output.splitlines() if ln.startswith("Error:")]
    assert folder.exit_code == 2 and len(errors) == 1 and "--out" in errors[0]
    assert "Traceback" not in bad.output + folder.output and not (tmp_path / "s.db").exists()


# every option a single program's search takes that is not its default
SEARCH_OPTIONS = ["--suggestions", "0", "--no-pins", "--no-swaps", "--fixed-order", "--compile-screen", "2",
                  "--resume", "--group-moves", "3", "--confirm-processes", "2", "--no-explain", "--no-confirm",
                  "--islands", "4", "--seed", "7", "--objective", "pareto", "--measurements", "9", "--time", "1h",
                  "--model", "random", "--in-process", "--cores", "1"]


class Captured(Exception):
    """Raised by a stand-in search once it has its settings: nothing is measured."""


def test_a_folder_searches_each_program_with_the_settings_of_a_single_program_search(tiny_mlir, tmp_path,
                                                                                      monkeypatch):
    from xtune.search import batch, engine

    folder = tmp_path / "programs"
    folder.mkdir()
    (folder / "tiny.mlir").write_text(tiny_mlir.read_text())
    seen: list[tuple] = []

    def capture(prog, measurer, model, settings, **kw):
        seen.append((settings, measurer.settings, type(model).__name__))
        raise Captured

    monkeypatch.setattr(engine, "Search", capture)
    single = CliRunner().invoke(main, ["search", str(folder / "tiny.mlir"), *SEARCH_OPTIONS,
                                       "--db", str(tmp_path / "a.db")])
    assert isinstance(single.exception, Captured), single.output
    monkeypatch.setattr(batch, "Search", capture)
    many = CliRunner().invoke(main, ["search", str(folder), *SEARCH_OPTIONS, "--db", str(tmp_path / "b.db"),
                                     "--report", str(tmp_path / "report")])
    assert many.exit_code == 1 and "Traceback" not in many.output, many.output  # the stand-in failed the program
    (single_settings, single_measure, single_model), (folder_settings, folder_measure, folder_model) = seen
    assert folder_settings == single_settings and folder_measure == single_measure and folder_model == single_model
    assert folder_settings.budget.resume and folder_settings.moves.suggestions == 0
    assert folder_settings.answer.confirm_processes == 2 and not folder_settings.moves.screen_pins


def test_a_folder_search_starts_each_program_from_its_configs_among_the_answers(tiny_mlir, tmp_path, monkeypatch):
    from test_deploy_answers import record

    from xtune.deploy import answers as answers_lib
    from xtune.measure import ConfigSpace, load_program
    from xtune.search import batch

    folder = tmp_path / "programs"
    folder.mkdir()
    (folder / "tiny.mlir").write_text(tiny_mlir.read_text())
    prog = load_program(folder / "tiny.mlir")
    space = ConfigSpace(prog)
    gene = space.genes[0]
    config = space.make({gene.name: gene.choices[1]})
    answers_lib.write(tmp_path / "answers", [answers_lib.from_record(record(prog, config, 0.8), prog.name)])
    started: list = []

    def capture(prog, measurer, model, settings, start_from=(), **kw):
        started.append([c.hash for c in start_from])
        raise Captured

    monkeypatch.setattr(batch, "Search", capture)
    result = CliRunner().invoke(main, ["search", str(folder), "--from", str(tmp_path / "answers"), "--model",
                                       "random", "--in-process", "--cores", "1", "--db", str(tmp_path / "s.db"),
                                       "--report", str(tmp_path / "report")])
    assert started == [[config.hash]], result.output
    assert "tiny: starting from 1 known config(s) of 1 answer(s)" in result.output


@pytest.mark.usefixtures("short_confirmations")
def test_search_writes_the_answer_and_a_report(tiny_mlir, tmp_path):
    result = CliRunner().invoke(main, [
        "search", str(tiny_mlir), "--model", "random", "--measurements", "5", "--in-process", "--max-time", "0.2",
        "--db", str(tmp_path / "s.db"), "--out", str(tmp_path / "best.json"), "--report", str(tmp_path / "rep"),
        "--cores", "1"])
    assert result.exit_code == 0, result.output
    best = json.loads((tmp_path / "best.json").read_text())
    assert_consistent_answer(best["genes"], best["speedup"], best["speedup_ci"][0], best["message"])
    summary = (tmp_path / "rep" / "summary.md").read_text()
    assert summary.startswith("# tiny")
    # where the time went: one line at the end, a table in the report
    [time_line] = [ln for ln in result.output.splitlines() if ln.startswith("time ")]
    assert "search" in time_line and "compile" in time_line and "timing" in time_line
    assert "## Where the time went" in summary and "| search | timing |" in summary
    assert json.loads((tmp_path / "rep" / "phases.json").read_text())["phases"]["search"]["timing"] > 0
    assert (tmp_path / "rep" / "progress.png").stat().st_size > 1000
    again = CliRunner().invoke(main, ["measure", str(tiny_mlir), "--config", str(tmp_path / "best.json"),
                                      "--db", str(tmp_path / "s.db"), "--in-process"])
    assert again.exit_code == 0, again.output


def test_a_node_the_bundled_model_cannot_place_costs_the_search_nothing_and_is_named(unplaceable_mlir, tmp_path):
    """A configurable node with no HLO instruction must not end the search."""
    args = ["--db", str(tmp_path / "s.db"), "--cores", "1", "--in-process", "--max-time", "0.05"]
    result = CliRunner().invoke(main, ["search", str(unplaceable_mlir), "--measurements", "10", "--no-confirm",
                                       "--report", str(tmp_path / "rep"), *args])
    assert result.exit_code == 0, result.output
    assert "10 measurements in" in result.output and "could not place 1 configurable node(s)" in result.output
    summary = (tmp_path / "rep" / "summary.md").read_text()
    assert "- the model could not place 1 configurable node(s)" in summary and summary.rstrip().count("main/4") >= 1
    genes = {g for r in RecordStore(tmp_path / "s.db").records() for g in json.loads(r.config_json)["genes"]}
    assert any(g.startswith("main/4.") for g in genes)  # still searched
    predicted = CliRunner().invoke(main, ["predict", str(unplaceable_mlir), "--random", "3"])
    assert predicted.exit_code == 0 and "could not place 1 configurable node(s)" in predicted.output
    assert "main/4" in predicted.output


# a process kill: timed alone (it once counted 13 measurements for 14 under a second worker's load)
@pytest.mark.serial
def test_a_search_killed_with_sigkill_resumes_losing_nothing_and_repeating_nothing(tiny_mlir, tmp_path):
    db = tmp_path / "k.db"
    # the default-history check off: a re-timed config is a second record of it, and this test counts them
    cmd = [sys.executable, "-m", "xtune.search", "search", str(tiny_mlir), "--model", "random", "--measurements", "14",
           "--in-process", "--max-time", "0.3", "--no-confirm", "--db", str(db), "--cores", "1", "--seed", "2",
           "--default-tolerance", "0"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.time() + 120
    before = 0
    while time.time() < deadline and proc.poll() is None:
        time.sleep(0.3)
        if db.exists():
            with RecordStore(db) as s:
                before = len(s.records())
            if before >= 4:
                break
    assert proc.poll() is None, "the search ended before it could be killed"
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    with RecordStore(db) as s:
        kept = [r.config_hash for r in s.records()]
    assert len(kept) >= before >= 4
    done = subprocess.run(cmd + ["--resume"], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-2000:]
    with RecordStore(db) as s:
        records = s.records()
    hashes = [r.config_hash for r in records]
    assert hashes[: len(kept)] == kept  # nothing measured before the kill was lost
    assert len(hashes) == len(set(hashes))  # and nothing was measured twice
    assert len(records) == 14  # the budget, configs of an executable timed already included


def test_a_corrupt_model_file_is_a_one_line_error_and_writes_nothing(tiny_mlir, tmp_path):
    from xtune.surrogate.predict import bundled_model_path

    (tmp_path / "bad.xtm").write_bytes(bundled_model_path().read_bytes()[:100])
    result = CliRunner().invoke(main, ["search", str(tiny_mlir), "--model", str(tmp_path / "bad.xtm"),
                                       "--db", str(tmp_path / "s.db")])
    lines = [ln for ln in result.output.splitlines() if ln.strip()]
    assert result.exit_code != 0 and len(lines) == 1 and "bad.xtm" in lines[0]
    assert not (tmp_path / "s.db").exists()


def test_group_moves_must_be_at_least_one(tiny_mlir, tmp_path):
    result = CliRunner().invoke(main, ["search", str(tiny_mlir), "--model", "random", "--group-moves", "0",
                                       "--db", str(tmp_path / "s.db")])
    assert result.exit_code == 2 and "--group-moves" in result.output
    assert not (tmp_path / "s.db").exists()


def test_no_pins_and_no_swaps_skip_the_bulk_moves(tiny_mlir, tmp_path):
    from xtune.measure import ConfigSpace, load_program

    space = ConfigSpace(load_program(tiny_mlir))
    pins = {c.hash for _, c in space.row_major_pins()}
    [swap] = [c.hash for _, c in space.bulk_swaps()]  # tiny has two dots
    measured, bulk = {}, {}
    for flags in (("--pins", "--swaps"), ("--no-pins", "--no-swaps")):
        db, report = tmp_path / f"{flags[0]}.db", tmp_path / f"{flags[0]}-report"
        result = CliRunner().invoke(main, [
            "search", str(tiny_mlir), "--model", "random", "--measurements", "20", "--in-process", "--max-time",
            "0.2", "--no-confirm", "--db", str(db), "--cores", "1", "--report", str(report), *flags])
        assert result.exit_code == 0, result.output
        with RecordStore(db) as s:
            measured[flags[0]] = {r.config_hash for r in s.records()}
        trace = [json.loads(line) for line in (report / "trace.jsonl").read_text().splitlines()]
        bulk[flags[0]] = {t["config"] for t in trace if t["family"] in ("pin", "swaps")}
    assert measured["--pins"] & pins and swap in measured["--pins"]
    # a bulk config a random or elite move made first is measured under that move's name
    assert bulk["--pins"] & pins
    # the flags stop the bulk moves; another move (a random or an elite config) may still make the same
    # config: now that configs of an executable timed already are free, a search makes more of them
    assert not bulk["--no-pins"]
