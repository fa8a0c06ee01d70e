"""The search loop on a fake measurer: budget, order of what is measured, dedup, the
answer and its confirmation, resume, a stop request, Pareto."""

import dataclasses
import json
import re
import time

import pytest

from conftest import OracleModel

from xtune.measure import ConfigSpace, Measurer, MeasureSettings, RecordStore
from xtune.measure import suggestions
from xtune.measure.fake import FakeRunner, fake_executable, fake_measurer
from xtune.measure.phases import COMPILE
from xtune.measure.record import SAME
from xtune.search import answer, proposals
from xtune.search.costmodel import RandomCostModel
from xtune.search.engine import Search
from xtune.search.settings import AnswerSettings, BudgetSettings, IslandSettings, MoveSettings, SearchSettings

SMALL_ISLANDS = IslandSettings(num_islands=4, pop_size=12, generations=2)


@pytest.fixture()
def store(tmp_path):
    with RecordStore(tmp_path / "s.db") as s:
        yield s


@pytest.fixture(scope="module")
def vector_program():
    """Elementwise ops on a vector: no layout genes; on CPU the two option genes (10 configs), elsewhere none."""
    import jax.numpy as jnp
    import numpy as np

    from xtune.measure.program import Program

    return Program.from_callable(lambda x: jnp.sin(x) * 2.0,
                                 np.ones(16, np.float32), name="vector")


def fake(store, cpu=False):
    m = fake_measurer(MeasureSettings(cores=1), store)
    if cpu:
        m.info = {**m.info, "backend": "cpu"}  # the CPU space has the module-option genes
    return m


def settings(measurements=24, confirm=True, resume=False, seed=0, objective="time", **moves):
    # the answer as confirmed, not explained nor reduced (that is tests/test_search_explain.py);
    # the compile screen off unless asked (each draw compiles the program for real, ~80% of these
    # tests' time): it is tested below (`test_the_default_compile_screen_...`) and in test_search_strategy
    moves = {"compile_screen": 0, **moves}
    return SearchSettings(budget=BudgetSettings(measurements, resume=resume), moves=MoveSettings(**moves),
                          islands=SMALL_ISLANDS, answer=AnswerSettings(confirm, explain=False), objective=objective,
                          seed=seed)


def run(program, store, model=None, cpu=False, **kw):
    m = fake(store, cpu)
    return Search(program, m, model or RandomCostModel(), settings(**kw)).run(), m


def test_a_search_confirms_in_every_process_and_answers_with_a_median_reading(attention_program, store,
                                                                            monkeypatch):
    from xtune.search import answer

    monkeypatch.setattr(answer, "CLEAR_WIN", 0.5)  # no win is clear enough to stop after one process
    three = dataclasses.replace(settings(), answer=AnswerSettings(True, explain=False, confirm_processes=3))
    result = Search(attention_program, fake(store), OracleModel(), three).run()
    assert result.confirmed is not None
    confirmations = sorted(r.ratio for r in result.records[24:] if r.config_hash == result.confirmed.config_hash)
    assert len(confirmations) == 3 and result.confirmed.ratio == confirmations[1]  # one per process, the middle
    assert result.speedup == pytest.approx(1 / confirmations[1])


def test_a_clear_win_the_search_agrees_with_is_confirmed_in_one_process(attention_program, store):
    three = dataclasses.replace(settings(), answer=AnswerSettings(True, explain=False, confirm_processes=3))
    result = Search(attention_program, fake(store), OracleModel(), three).run()
    assert result.confirmed is not None and result.confirmed.ratio_high <= 0.95
    confirmations = [r for r in result.records[24:] if r.config_hash == result.confirmed.config_hash]
    assert confirmations == [result.confirmed]


def test_the_default_is_measured_first_and_the_budget_is_respected(attention_program, store):
    result, m = run(attention_program, store)
    assert result.records[0].config_hash == ConfigSpace(attention_program).default().hash
    confirmations = result.records[24:]
    assert result.measurements_used == 24 and m.runner.num_measured == 24 + len(confirmations)
    screening = store.records(attention_program.fingerprint)[:24]
    assert len({r.config_hash for r in screening}) == 24  # no config measured twice


def test_a_good_model_finds_a_confirmed_win_and_answers_it(attention_program, store):
    result, _ = run(attention_program, store, OracleModel())
    assert result.confirmed is not None and result.speedup == pytest.approx(1 / result.confirmed.ratio)
    assert result.best_config.hash == result.confirmed.config_hash
    assert result.confirmed.ratio_high < 1.0 and result.message.startswith("confirmed")
    screened = sorted((r for r in result.records[:24] if r.ok), key=lambda r: r.ratio)
    assert result.best_config.hash in {r.config_hash for r in screened[:3]}  # one of the three best screened


def test_the_answer_is_the_fastest_confirmed_candidate(attention_program, tmp_path):
    for seed in range(3):
        with RecordStore(tmp_path / f"{seed}.db") as store:
            result, _ = run(attention_program, store, OracleModel(), seed=seed, measurements=10)
        confirmations = result.records[10:]
        wins = [r for r in confirmations if r.ok and r.ratio_high < 1.0]
        assert len(confirmations) == 3 and len(wins) >= 2  # a choice among confirmed wins
        assert result.best_config.hash == min(wins, key=lambda r: r.ratio).config_hash


def test_without_a_measured_win_the_answer_is_the_default(attention_program, tmp_path):
    for seed in range(3):
        with RecordStore(tmp_path / f"{seed}.db") as store:
            result, _ = run(attention_program, store, seed=seed, measurements=10)
        default = ConfigSpace(attention_program).default().hash
        assert not any(r.ok and r.ratio < 1.0 for r in result.records if r.config_hash != default)  # nothing won
        assert result.best_config.is_default and result.speedup == 1.0 and "answering the default" in result.message


def test_the_compile_screen_compiles_several_candidates_per_pick_and_measures_the_picks(
        attention_program, store):
    search = Search(attention_program, fake(store), RandomCostModel(),
                    settings(measurements=12, confirm=False, compile_screen=4))
    result = search.run()
    picked = [t.config for t in result.trace if t.family in ("neighbour", "elite")]
    assert picked and all(h in search.compiled for h in picked)  # each measured pick was compiled first
    assert search.compiled.compiles >= 2 * len(picked) and search.compiled.seconds > 0
    assert result.measurements_used == 12
    assert Search(attention_program, fake(store), RandomCostModel(), settings()).compiled is None  # 0: off
    assert MoveSettings().compile_screen == 0  # off unless asked for


def test_without_confirmation_a_screened_win_is_not_answered(attention_program, store):
    result, m = run(attention_program, store, OracleModel(), confirm=False)
    assert result.best_config.is_default and result.speedup == 1.0 and "not confirmed" in result.message
    assert m.runner.num_measured == 24


def test_resume_counts_stored_measurements_and_repeats_none(attention_program, store):
    run(attention_program, store, measurements=10, confirm=False)
    second, m = run(attention_program, store, measurements=20, confirm=False, resume=True)
    assert m.runner.num_measured == 10 and second.measurements_used == 20
    hashes = [r.config_hash for r in store.records(attention_program.fingerprint)]
    assert len(hashes) == len(set(hashes)) == 20


def test_a_stop_request_ends_the_search_after_the_measurement_in_flight(attention_program, store):
    calls = {"n": 0}

    def stop():
        calls["n"] += 1
        return calls["n"] > 40

    m = fake(store)
    result = Search(attention_program, m, RandomCostModel(), settings(measurements=50), should_stop=stop).run()
    assert result.interrupted and 0 < m.runner.num_measured < 50
    assert len(store.records(attention_program.fingerprint)) == m.runner.num_measured
    assert result.confirmed is None and result.best_config.is_default  # no confirmation after a stop


def test_the_pareto_objective_returns_the_whole_measured_front(attention_program, store):
    result, _ = run(attention_program, store, objective="pareto", confirm=False)
    ok = [r for r in result.records if r.ok]
    front = result.front

    def dominated(r):
        return any(o.ratio <= r.ratio and o.temp_bytes <= r.temp_bytes and (o.ratio < r.ratio or o.temp_bytes < r.temp_bytes)
                   for o in ok)

    assert front and all(not dominated(r) for r in front)
    assert {r.config_hash for r in ok if not dominated(r)} == {r.config_hash for r in front}
    assert [r.ratio for r in front] == sorted(r.ratio for r in front)


def test_bad_settings_are_refused():
    with pytest.raises(ValueError):
        SearchSettings(objective="fast")
    with pytest.raises(ValueError):
        BudgetSettings(measurements=0)
    with pytest.raises(ValueError):
        MoveSettings(group_size=0)
    with pytest.raises(ValueError):
        IslandSettings(num_islands=1)


def test_a_grouped_search_keeps_its_budget_and_measures_nothing_twice(attention_program, store):
    result, _ = run(attention_program, store, group_size=3, confirm=False)
    hashes = [r.config_hash for r in result.records]
    assert len(hashes) == len(set(hashes)) == 24
    assert any(len(json.loads(r.config_json)["genes"]) == 3 for r in result.records)


def test_the_suggestions_then_the_module_options_are_measured_right_after_the_default(attention_program, tmp_path):
    with RecordStore(tmp_path / "a.db") as s:
        result, _ = run(attention_program, s, cpu=True, measurements=12, confirm=False)
    space = ConfigSpace(attention_program, backend="cpu")
    moves = proposals.option_moves(space)
    suggested = [s.config.hash for s in suggestions.suggest(space, MoveSettings().suggestions)]
    options = [c.hash for c in moves if c.hash not in suggested]
    ranked = [s.config.hash for s in suggestions.rank(space)]
    measured = [r.config_hash for r in result.records]
    assert moves and measured[: 1 + len(suggested) + len(options)] == \
        [space.default().hash] + suggested + sorted(options, key=ranked.index)
    with RecordStore(tmp_path / "b.db") as s:
        off, _ = run(attention_program, s, cpu=True, measurements=3, confirm=False, screen_options=False,
                     suggestions=0)
    assert not {c.hash for c in moves} & {r.config_hash for r in off.records}


def test_bulk_row_major_pins_are_measured_after_the_first_round(attention_program, tmp_path):
    space = ConfigSpace(attention_program, backend="cpu")
    options, pins = proposals.option_moves(space), proposals.pin_sets(space)
    assert 2 <= len(pins) <= 5
    fixed = {"suggestions": 0, "suggested_order": False}
    with RecordStore(tmp_path / "a.db") as s:
        result, _ = run(attention_program, s, cpu=True, measurements=20, confirm=False, **fixed)
    start = 1 + len(options) + MoveSettings().batch  # the default, the option screens, one round
    assert [r.config_hash for r in result.records[start: start + len(pins)]] == [c.hash for c in pins]
    with RecordStore(tmp_path / "c.db") as s:  # in the suggestions' order
        learned, _ = run(attention_program, s, cpu=True, measurements=20, confirm=False, suggestions=0)
    ranked = [x.config.hash for x in suggestions.rank(space)]
    assert [r.config_hash for r in learned.records[start: start + len(pins)]] == \
        sorted((c.hash for c in pins), key=ranked.index)
    with RecordStore(tmp_path / "b.db") as s:
        off, _ = run(attention_program, s, cpu=True, measurements=20, confirm=False, screen_pins=False, **fixed)
    assert not {c.hash for c in pins} & {r.config_hash for r in off.records}


def test_the_model_ranks_what_is_measured_and_its_predictions_are_kept(attention_program, store):
    result, _ = run(attention_program, store, OracleModel(), confirm=False)
    assert result.predictions and all(p == pytest.approx(m, rel=0.01) for p, m in result.predictions)
    assert result.rounds >= 2 and result.history[-1][0] == 24


def test_the_trace_says_which_move_family_each_measurement_came_from(attention_program, store, tmp_path):
    """One row per measurement, in order: the default first, the option screen next, the
    rounds' families after; the incumbent as it changed; the report's table and file."""
    from xtune.search.answer import family_table
    from xtune.search.report import write_report
    from xtune.search.strategy import FAMILIES

    result, _ = run(attention_program, store, cpu=True, model=OracleModel(), measurements=24)
    trace = result.trace
    measured = [r for r in result.records if r not in (result.confirmed, result.full_confirmed)]
    assert [t.config for t in trace] == [r.config_hash for r in measured[: len(trace)]]
    assert [t.used for t in trace] == list(range(1, 25))
    space = ConfigSpace(attention_program, backend="cpu")
    assert trace[0].family == "default" and trace[0].round == 0
    suggested = [x.config.hash for x in suggestions.suggest(space, MoveSettings().suggestions)]
    assert [t.config for t in trace if t.family == "suggested"] == suggested == [t.config for t in trace[1:4]]
    options = {c.hash for c in space.option_moves()} - set(suggested)
    assert {t.config for t in trace if t.family == "option"} == options
    assert all(t.family in FAMILIES for t in trace) and len({t.family for t in trace}) >= 4
    # the incumbent changes exactly where a row says it became the incumbent
    changes = [t for prev, t in zip(trace, trace[1:]) if t.incumbent != prev.incumbent]
    assert changes and all(t.became_incumbent and t.incumbent == t.config for t in changes)
    table = {row["family"]: row for row in family_table(trace)}
    assert sum(row["measured"] for row in table.values()) == 24
    assert sum(row["incumbents"] for row in table.values()) == len(changes)
    summary = write_report(result, tmp_path / "rep").read_text()
    assert "## Measurements by move family" in summary
    lines = (tmp_path / "rep" / "trace.jsonl").read_text().splitlines()
    assert len(lines) == 24 and json.loads(lines[0])["family"] == "default"
    assert all("compile_s" in json.loads(line) for line in lines)  # beside each config's ratio


@pytest.mark.parametrize("free", [True, False])
def test_a_config_of_an_executable_timed_already_is_not_timed_and_costs_a_measurement_unless_free(
        attention_program, store, free):
    m = fake_measurer(MeasureSettings(cores=1), store, noop_share=0.5)  # half the gene values change nothing
    s = settings(measurements=16, confirm=False, aligned_first=False)
    s = dataclasses.replace(s, budget=BudgetSettings(16, free_same_executable=free))
    result = Search(attention_program, m, RandomCostModel(), s).run()

    timed = [r for r in result.records if r.status != SAME]
    same = [r for r in result.records if r.status == SAME]
    assert same and m.runner.num_measured == len(timed)  # the fake timed only the others
    assert result.measurements_used == 16
    assert len(timed) == (16 if free else 16 - len(same))
    assert not BudgetSettings().free_same_executable  # counted unless asked
    by_hash = {r.config_hash: r for r in store.records(attention_program.fingerprint)}
    space = ConfigSpace(attention_program)
    for r in same:  # each names a config timed with the same executable (or the default)
        twin = by_hash.get(r.same_as)
        executable = fake_executable(space.from_json(r.config_json), 0.5)
        assert r.executable == executable and r.ratio is None
        assert (twin.ok and twin.executable == executable) if twin else r.same_as == space.default().hash


def test_the_phases_of_a_real_search_add_up_to_its_wall_time(tiny_program, tmp_path):
    from xtune.measure import Measurer
    from xtune.measure.timing import TimingPolicy

    settings = SearchSettings(budget=BudgetSettings(measurements=4), answer=AnswerSettings(confirm=False))
    with Measurer(MeasureSettings(in_process=True, cores=1, policy=TimingPolicy.tiny())) as m:
        result = Search(tiny_program, m, RandomCostModel(), settings).run()
        # a second search with the same measurer (as a batch does) counts its own time only
        again = Search(tiny_program, m, RandomCostModel(), dataclasses.replace(settings, seed=1)).run()
    search = result.phases["search"]
    assert {"start-up", "compile", "timing", "model"} <= set(search)
    assert 0 < sum(search.values()) <= result.wall_s
    assert 0 < sum(again.phases["search"].values()) <= again.wall_s
    assert result.time_line().startswith(f"{result.wall_s:.1f} s: search")


SCHEDULER = "opt.xla_cpu_scheduler_type"


@pytest.fixture()
def ends_in_time():
    """A search that spins fails its test after a minute instead of hanging the suite."""
    import signal

    def too_long(signum, frame):
        raise TimeoutError("the search did not end")

    previous = signal.signal(signal.SIGALRM, too_long)
    signal.alarm(60)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def scheduler_wins(config):
    """The memory-optimised scheduler alone is 20% faster; any other change 10% slower."""
    if config.is_default:
        return 1.0
    return 0.8 if [name for name, _ in config.values] == [SCHEDULER] else 1.1


@pytest.mark.usefixtures("ends_in_time")
def test_a_search_whose_budget_exceeds_its_space_measures_every_config_once_says_so_and_answers(
        vector_program, store):
    m = fake_measurer(MeasureSettings(cores=1), store, fail_share=0.0, ratio_fn=scheduler_wins)
    m.info = {**m.info, "backend": "cpu"}  # the CPU space: two option genes, 10 configs
    events = []
    result = Search(vector_program, m, RandomCostModel(), settings(30),
                    on_event=lambda kind, data: events.append((kind, data))).run()
    space = ConfigSpace(vector_program, backend="cpu")
    screened = [r.config_hash for r in result.records[: result.measurements_used]]
    assert result.measurements_used == 10 and len(set(screened)) == 10
    assert set(screened) == {c.hash for c in proposals.remaining(space, 10, {})}
    [exhausted] = [data for kind, data in events if kind == "exhausted"]
    assert exhausted["line"] == "all 10 configs of this program measured" and exhausted["configs"] == 10
    kinds = [kind for kind, _ in events]
    assert kinds.index("exhausted") < kinds.index("confirm") < kinds.index("done")
    assert result.confirmed is not None and [n for n, _ in result.best_config.values] == [SCHEDULER]
    assert result.speedup > 1.1 and result.message.startswith("confirmed")


@pytest.mark.usefixtures("ends_in_time")
def test_a_program_without_genes_is_answered_with_its_default_after_one_measurement(vector_program, store):
    events = []
    result = Search(vector_program, fake(store), RandomCostModel(), settings(30),
                    on_event=lambda kind, data: events.append(kind)).run()
    assert result.measurements_used == 1 and result.records[0].config_hash == result.best_config.hash
    assert result.best_config.is_default and result.speedup == 1.0 and "default" in result.message
    assert "exhausted" in events and result.rounds == 0


@pytest.mark.usefixtures("ends_in_time")
def test_a_search_over_a_store_that_holds_the_whole_space_measures_nothing_more(vector_program, store):
    first = Search(vector_program, fake(store, cpu=True), RandomCostModel(), settings(30, confirm=False)).run()
    m = fake(store, cpu=True)
    again = Search(vector_program, m, RandomCostModel(), settings(30, confirm=False)).run()
    assert first.measurements_used == 10 and again.measurements_used == 0 and m.runner.num_measured == 0


def test_a_search_that_ends_on_its_budget_does_not_say_its_space_is_exhausted(attention_program, store):
    events = []
    timed = dataclasses.replace(settings(6, confirm=False),
                                budget=BudgetSettings(6, time_s=3600))
    result = Search(attention_program, fake(store), RandomCostModel(), timed,
                    on_event=lambda kind, data: events.append(kind)).run()
    assert result.measurements_used == 6 and "exhausted" not in events


@pytest.mark.usefixtures("ends_in_time")
def test_the_command_line_search_of_a_program_smaller_than_its_budget_ends_and_says_so(vector_program, tmp_path):
    from click.testing import CliRunner

    from xtune.search.cli import main

    path = tmp_path / "vector.mlir"
    path.write_text(vector_program.text)
    size = ConfigSpace(vector_program, backend="cpu").size
    # the confirmation is the engine's tests' business; here, that the search ends
    result = CliRunner().invoke(main, ["search", str(path), "--model", "random", "--measurements", "30",
                                       "--in-process", "--max-time", "0.05", "--cores", "1", "--no-confirm",
                                       "--default-tolerance", "0", "--db", str(tmp_path / "s.db")])
    assert result.exit_code == 0, result.output
    assert size < 30 and f"all {size} configs of this program measured" in result.output
    assert f"{size} measurements in" in result.output and "vector:" in result.output


@pytest.mark.usefixtures("ends_in_time")
def test_a_folder_search_says_which_program_it_measured_whole(vector_program, tmp_path):
    from click.testing import CliRunner

    from xtune.search.cli import main

    folder = tmp_path / "programs"
    folder.mkdir()
    (folder / "vector.mlir").write_text(vector_program.text)
    size = ConfigSpace(vector_program, backend="cpu").size
    result = CliRunner().invoke(main, ["search", str(folder), "--model", "random", "--measurements", "30",
                                       "--in-process", "--max-time", "0.05", "--cores", "1", "--no-confirm",
                                       "--default-tolerance", "0", "--db", str(tmp_path / "s.db"),
                                       "--report", str(tmp_path / "report")])
    assert result.exit_code == 0, result.output
    assert f"vector: all {size} configs of this program measured" in result.output


class CompilingRunner(FakeRunner):
    """The fake, spending `compile_s` on each config and reporting it as a worker reports
    its compile (`measure.phases`)."""

    def __init__(self, compile_s):
        super().__init__(fail_share=0.0)
        self.compile_s = compile_s

    def run(self, job, timeout_s):
        time.sleep(self.compile_s)
        return {**super().run(job, timeout_s), "phases": {COMPILE: self.compile_s}}


@pytest.mark.serial
@pytest.mark.parametrize("compile_s", [0.0, 0.25])
def test_a_search_whose_compiles_took_most_of_it_says_so_in_its_time_line(attention_program, store, compile_s):
    m = Measurer(MeasureSettings(cores=1, jobs=1, in_process=True), store, runner=CompilingRunner(compile_s))
    result = Search(attention_program, m, RandomCostModel(), settings(4, confirm=False)).run()
    search = result.phases["search"]
    assert search.get(COMPILE, 0.0) == pytest.approx(4 * compile_s)
    assert sum(search.values()) <= result.wall_s  # the rest of its wall time is "other"
    if compile_s:
        share = re.search(r"; compile (\d+)% of the search$", result.time_line())
        assert share and int(share.group(1)) > 50, result.time_line()
    else:
        assert "% of the search" not in result.time_line()


def test_the_search_and_its_answer_use_the_measurer_through_the_protocol(store, tiny_program):
    from xtune.search.measuring import SearchMeasurer

    assert isinstance(fake(store), SearchMeasurer)
    with Measurer(MeasureSettings(in_process=True, cores=1)) as real, answer.confirmation_measurer(real) as fresh:
        assert isinstance(real, SearchMeasurer) and isinstance(fresh, SearchMeasurer)

    class NoSpawn:  # a confirmation needs a fresh measurer: this one cannot give it
        settings, info, store, clock = MeasureSettings(), {}, None, None

        def measure(self, *a, **kw):
            return []

        def close(self):
            pass

    assert not isinstance(NoSpawn(), SearchMeasurer)
