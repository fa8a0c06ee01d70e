"""An answer written from a store carries the figure its search reported: the median reading
over the confirmation's processes and that reading's interval, not the latest re-time; and
`xtune db best` on a store with nothing to answer says so."""

from __future__ import annotations

import dataclasses
import json
import math
import re

import pytest
from click.testing import CliRunner

from conftest import OracleModel

from xtune.deploy import answers as answers_lib
from xtune.measure import ConfigSpace, Measurer, MeasureSettings, RecordStore
from xtune.measure.confirmation import CONFIRM_PROCESSES, confirmed_reading, median_reading, readings
from xtune.measure.fake import FakeRunner, fake_measurer
from xtune.measure.record import OFF_HISTORY, OK
from xtune.search import answer
from xtune.search.cli import main
from xtune.search.costmodel import RandomCostModel
from xtune.search.engine import Search
from xtune.search.settings import AnswerSettings, BudgetSettings, IslandSettings, MoveSettings, SearchSettings

# "confirmed 1.129x faster than XLA's default (95% CI 1.097-1.161), ..."
CONFIRMED = re.compile(r"confirmed (\d+\.\d{3})x faster than XLA's default \(95% CI (\d+\.\d{3})-(\d+\.\d{3})\)")


@pytest.fixture()
def store(tmp_path):
    with RecordStore(tmp_path / "s.db") as s:
        yield s


def reported(message: str) -> tuple[str, str, str] | None:
    """The speedup and interval a search's message reports, as printed; None for the default."""
    m = CONFIRMED.search(message)
    return m.groups() if m else None


def written(a: answers_lib.Answer) -> tuple[str, str, str]:
    return f"{a.speedup:.3f}", f"{a.speedup_low:.3f}", f"{a.speedup_high:.3f}"


def test_the_answer_of_a_search_confirmed_in_three_processes_carries_its_median_reading(attention_program, store,
                                                                                        monkeypatch):
    monkeypatch.setattr(answer, "CLEAR_WIN", 0.5)  # no win clear enough for one process
    settings = SearchSettings(budget=BudgetSettings(24), moves=MoveSettings(compile_screen=0, suggestions=0),
                              islands=IslandSettings(num_islands=4, pop_size=12, generations=2),
                              answer=AnswerSettings(True, explain=False, confirm_processes=3))
    result = Search(attention_program, fake_measurer(MeasureSettings(cores=1), store), OracleModel(), settings).run()
    figure = reported(result.message)
    assert figure is not None, result.message
    (a,) = answers_lib.from_store(store)
    assert a.genes == json.loads(result.best_config.to_json())["genes"]
    assert written(a) == figure
    assert (a.speedup, a.speedup_low, a.speedup_high) == (result.speedup, result.speedup_low, result.speedup_high)
    # the latest re-time reads otherwise: the figure the answers file carried before
    latest = [r for r in store.records(attention_program.fingerprint) if r.config_hash == result.best_config.hash][-1]
    assert f"{1 / latest.ratio:.3f}" != figure[0]
    # the search kept its answer in the store: how many processes a reader assumes does not matter
    (one,) = answers_lib.from_store(store, processes=1)
    assert one.speedup == result.speedup


def test_the_answer_of_a_clear_win_confirmed_in_one_process_carries_that_reading(attention_program, store):
    settings = SearchSettings(budget=BudgetSettings(24), moves=MoveSettings(compile_screen=0),
                              islands=IslandSettings(num_islands=4, pop_size=12, generations=2),
                              answer=AnswerSettings(True, explain=False, confirm_processes=3))
    result = Search(attention_program, fake_measurer(MeasureSettings(cores=1), store), OracleModel(), settings).run()
    readings = [r for r in store.records(attention_program.fingerprint) if r.config_hash == result.best_config.hash]
    assert len(readings) == 2  # its screen and one confirmation
    (a,) = answers_lib.from_store(store)
    assert written(a) == reported(result.message)
    assert (a.speedup, a.speedup_low, a.speedup_high) == (result.speedup, result.speedup_low, result.speedup_high)


YNN_OFF = ("opt.xla_cpu_experimental_ynn_fusion_type", "")
SWAP = ("main/0.swap", True)
EFFECTS = {YNN_OFF: 1 / 1.10, SWAP: 1 / 1.05}


class EffectRunner(FakeRunner):
    """A fake whose genes have known effects (`EFFECTS`, 1.0 for every other gene) with a
    noise of +-0.5% that changes with each measurement, interval +-0.5%."""

    def __init__(self):
        super().__init__(fail_share=0.0)
        self.info["backend"] = "cpu"  # the CPU space has the module-option genes

    def run(self, job, timeout_s):
        ratio = math.prod(EFFECTS.get((k, v), 1.0) for k, v in job.config.values)
        r = ratio * (1 + 0.01 * ((self.num_measured * 0.37) % 1 - 0.5))
        self.num_measured += 1
        return {"status": OK, "median_ms": 10 * r, "iqr_ms": 0.01, "min_ms": 10 * r, "num_samples": 30,
                "default_median_ms": 10.0, "ratio": r, "ratio_low": r * 0.995, "ratio_high": r * 1.005,
                "compile_s": 0.01, "temp_bytes": 1000, "flops": 1e6, "measured_at": 1.77e9, "worker": "fake"}


def test_a_reduced_answer_read_by_the_explanation_and_two_more_processes_carries_their_median(
        attention_program, store, monkeypatch):
    monkeypatch.setattr(answer, "SMALL_BUDGET", 0)  # confirmed in three processes, as past a small budget
    space = ConfigSpace(attention_program, backend="cpu")
    noop = {name: space.genes[space.gene_index[name]].choices[2] for name in ("main/2.out", "main/3.in0")}
    full = space.make({YNN_OFF[0]: YNN_OFF[1], SWAP[0]: SWAP[1], **noop})
    m = Measurer(MeasureSettings(cores=1, jobs=1, in_process=True), store, runner=EffectRunner())
    settings = SearchSettings(budget=BudgetSettings(2), islands=IslandSettings(num_islands=2, pop_size=4),
                              answer=AnswerSettings(confirm_processes=3, explain=True))
    result = Search(attention_program, m, RandomCostModel(), settings, start_from=[full]).run()
    assert "(smallest of 4 that keeps the gain)" in result.message, result.message
    smallest = [r for r in store.records(attention_program.fingerprint) if r.config_hash == result.best_config.hash]
    assert len(smallest) == 3  # the explanation's reading, and one in each of two more processes
    (a,) = answers_lib.from_store(store)
    assert a.genes == dict([YNN_OFF, SWAP]) and written(a) == reported(result.message)
    assert (a.speedup, a.speedup_low, a.speedup_high) == (result.speedup, result.speedup_low, result.speedup_high)


@pytest.mark.parametrize("config_ratio", [0.8, 1.2])
def test_xtune_db_answers_writes_what_the_search_command_printed_for_a_win_and_for_the_default(
        repo_root, tmp_path, monkeypatch, config_ratio):
    import xtune.measure.measurer

    def known_ratio(config):  # every config but the default reads `config_ratio`: a win, or none
        return 1.0 if config.is_default else config_ratio

    # every measurer the command builds measures through the fake
    monkeypatch.setattr(xtune.measure.measurer, "make_runner",
                        lambda settings: FakeRunner(fail_share=0.0, ratio_fn=known_ratio))
    db, out = tmp_path / "s.db", tmp_path / "answers"
    searched = CliRunner().invoke(main, [
        "search", str(repo_root / "examples/programs/mlp.mlir"), "--model", "random", "--measurements", "6",
        "--cores", "1", "--db", str(db)])
    assert searched.exit_code == 0, searched.output
    result = CliRunner().invoke(main, ["db", "answers", str(db), "--out", str(out)])
    assert result.exit_code == 0, result.output
    answers = answers_lib.load(out).answers
    figure = reported(searched.output)
    if config_ratio < 1:
        (a,) = answers
        assert figure is not None and written(a) == figure, (searched.output, result.output)
    else:  # the search answered XLA's default: so does the store
        assert figure is None and "answering" in searched.output and answers == (), searched.output


def rec(base, ratio, off="", status=OK):
    message = f"{OFF_HISTORY}: 14 ms vs its usual 10 ms (median of 9); {off}" if off else ""
    return dataclasses.replace(base, status=status, ratio=ratio, ratio_low=ratio * 0.99, ratio_high=ratio * 1.01,
                               message=message)


def test_the_confirmed_reading_is_the_median_of_the_latest_processes_readings(tiny_program, tiny_space):
    base = fake_measurer().measure(tiny_program, [tiny_space.default()])[0]
    screen, r1, r2, r3 = (rec(base, x) for x in (0.80, 0.90, 0.85, 0.95))
    assert confirmed_reading([screen]) is None  # never re-timed
    assert confirmed_reading([screen, r1, r2, r3]).ratio == 0.90  # of 0.90, 0.85, 0.95
    assert confirmed_reading([screen, r1, r2, r3], processes=1) is r3
    assert confirmed_reading([screen, r1]) is r1  # fewer readings than processes: the re-times
    assert confirmed_reading([screen, r1, r2]).ratio == 0.85  # three readings: a confirmation's three
    # a record re-timed at once (its default off its history) is no reading; its re-time is
    first = rec(base, 0.50, off="re-timed")
    still_off = rec(base, 0.60, off="again when re-timed: its ratio is not taken as a win")
    assert readings([screen, r1, first, r2, r3]) == [screen, r1, r2, r3]
    assert confirmed_reading([screen, r1, first, r2, r3]).ratio == 0.90
    assert confirmed_reading([screen, r1, still_off, r3]).ratio == 0.95  # of 0.90 and 0.95: the slower
    assert confirmed_reading([screen, still_off]) is None
    assert median_reading([r1, r2, r3]) is answer.median_reading([r1, r2, r3]) is r1  # one function
    with pytest.raises(ValueError, match="processes"):
        confirmed_reading([screen, r1], processes=0)


def test_the_store_reads_as_many_processes_as_a_search_confirms_in_by_default():
    assert CONFIRM_PROCESSES == AnswerSettings().confirm_processes


def test_xtune_db_best_on_a_store_with_nothing_to_answer_is_one_line_and_exit_code_1(tmp_path, tiny_program):
    empty = tmp_path / "empty.db"
    RecordStore(empty).close()
    for args in (["--out", str(tmp_path / "best.json")], []):
        result = CliRunner().invoke(main, ["db", "best", str(empty), *args])
        assert result.exit_code == 1, result.output
        assert result.output.startswith("Error: ") and len(result.output.strip().splitlines()) == 1
        assert "no programs" in result.output
    assert not (tmp_path / "best.json").exists()
    with RecordStore(empty) as s:  # a program, but no ok record
        s.add_program(tiny_program.fingerprint, tiny_program.name, tiny_program.source, tiny_program.text, [])
    result = CliRunner().invoke(main, ["db", "best", str(empty), "--out", str(tmp_path / "best.json")])
    assert result.exit_code == 1 and "no program has an ok record" in result.output.splitlines()[-1]
    assert not (tmp_path / "best.json").exists()


def test_a_store_without_kept_answers_is_read_from_its_records(attention_program, store, monkeypatch):
    monkeypatch.setattr(answer, "CLEAR_WIN", 0.5)  # no win clear enough for one process
    settings = SearchSettings(budget=BudgetSettings(24), moves=MoveSettings(compile_screen=0),
                              islands=IslandSettings(num_islands=4, pop_size=12, generations=2),
                              answer=AnswerSettings(True, explain=False, confirm_processes=3))
    monkeypatch.setattr(type(store), "add_answer", lambda *a, **k: None)  # as a search did before it kept them
    result = Search(attention_program, fake_measurer(MeasureSettings(cores=1), store), OracleModel(), settings).run()
    assert store.search_answers(attention_program.fingerprint) == {}
    (a,) = answers_lib.from_store(store)
    assert (a.speedup, a.speedup_low, a.speedup_high) == (result.speedup, result.speedup_low, result.speedup_high)
    latest = [r for r in store.records(attention_program.fingerprint) if r.config_hash == result.best_config.hash][-1]
    (one,) = answers_lib.from_store(store, processes=1)  # read as confirmed in one process: the latest re-time
    assert one.speedup == 1 / latest.ratio


def test_an_answer_of_the_default_writes_no_answer_file_whatever_older_readings_say(attention_program, store):
    settings = SearchSettings(budget=BudgetSettings(24), moves=MoveSettings(compile_screen=0),
                              islands=IslandSettings(num_islands=4, pop_size=12, generations=2),
                              answer=AnswerSettings(True, explain=False, confirm_processes=3))
    Search(attention_program, fake_measurer(MeasureSettings(cores=1), store), OracleModel(), settings).run()
    assert len(answers_lib.from_store(store)) == 1
    [(setting, _)] = store.search_answers(attention_program.fingerprint).items()
    store.add_answer(attention_program.fingerprint, ConfigSpace(attention_program).default().hash, setting, None)
    assert answers_lib.from_store(store) == []
