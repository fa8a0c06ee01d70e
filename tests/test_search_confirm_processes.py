"""A confirmation in several fresh processes: each candidate's median reading counts, so one
process that reads a config a few percent fast (within the default's history, beyond the
config's own interval) does not make it the answer."""

import dataclasses
import random

import pytest

from xtune.measure import Measurer, MeasureSettings, RecordStore
from xtune.measure.fake import FakeRunner, fake_measurer, synthetic_ratio
from xtune.measure.record import OFF_HISTORY, OK
from xtune.measure.timing import TimingPolicy
from xtune.search import answer
from xtune.search.costmodel import RandomCostModel
from xtune.search.engine import Search
from xtune.search.settings import AnswerSettings, BudgetSettings, IslandSettings, SearchSettings


@pytest.fixture()
def store(tmp_path):
    with RecordStore(tmp_path / "s.db") as s:
        yield s


def slightly_slower(space, measurer):
    """A config the fake measures ok at 2-4% slower than the default."""
    rng = random.Random(3)
    while True:
        c = space.random(rng)
        if not c.is_default and measurer.runner._fields(c)["status"] == OK and 1.02 < synthetic_ratio(c) < 1.04:
            return c


def reading(ratio, off=False):
    return dataclasses.replace(_BASE, ratio=ratio, ratio_low=ratio * 0.99, ratio_high=ratio * 1.01,
                               message=OFF_HISTORY + " (test)" if off else "")


_BASE = None


@pytest.fixture(autouse=True)
def base_record(tiny_program, tiny_space):
    global _BASE
    _BASE = fake_measurer().measure(tiny_program, [tiny_space.default()])[0]


def test_the_median_reading_counts_the_slower_of_two_middles_and_off_history_readings_do_not():
    rounds = [[reading(0.90)], [reading(0.70, off=True)], [reading(0.95)], [reading(0.80)]]
    assert answer.median_confirmations(rounds)[0].ratio == pytest.approx(0.90)  # of 0.80, 0.90, 0.95
    assert answer.median_confirmations(rounds[:1] + rounds[2:3])[0].ratio == pytest.approx(0.95)
    only_off = [[reading(0.70, off=True)], [reading(0.60, off=True)]]
    assert answer.median_confirmations(only_off)[0].ratio == pytest.approx(0.60)  # the last round's


def test_one_process_that_reads_a_config_fast_does_not_make_it_the_answer(tiny_program, tiny_space, store):
    m = fake_measurer(MeasureSettings(cores=1), store, default_ms=10.0, slow_default_on={0},
                      slow_default_factor=1.08)  # within the 10% history tolerance: not flagged
    c = slightly_slower(tiny_space, m)
    one = answer.confirm(m, tiny_program, [c], processes=1)
    assert one[0].ratio < 0.97 and answer.fastest_confirmed(one) is not None  # the phantom win
    m.runner.num_measured = 0
    three = answer.confirm(m, tiny_program, [c], processes=3)
    assert three[0].ratio > 1.0 and answer.fastest_confirmed(three) is None
    assert m.runner.num_measured == 3  # one reading per process
    assert len([r for r in store.records() if r.config_hash == c.hash]) == 4


def test_a_confirmation_times_with_its_own_minimum_time_and_pairs(tiny_program, tiny_space, store):
    m = fake_measurer(MeasureSettings(cores=1, policy=TimingPolicy.tiny()), store)
    with answer.confirmation_measurer(m) as fresh:
        policy = fresh.settings.policy
        assert fresh is not m and fresh.store is store
    assert policy.min_time_s == answer.CONFIRM_MIN_TIME_S == 3.0 and policy.max_time_s >= policy.min_time_s
    assert policy.min_pairs == answer.CONFIRM_MIN_PAIRS == 30 and policy.max_pairs == answer.CONFIRM_MAX_PAIRS
    assert policy.stop_when_decided and policy.close == answer.CONFIRM_CLOSE  # a decided config stops
    assert m.settings.policy == TimingPolicy.tiny()  # the search's own measurer keeps its policy


def test_confirm_processes_must_be_positive():
    with pytest.raises(ValueError, match="confirm_processes"):
        AnswerSettings(confirm_processes=0)


def _config(tiny_space, seed):
    return tiny_space.random(random.Random(seed))


def _at(config, ratio, half_width=0.01):
    return dataclasses.replace(_BASE, config_hash=config.hash, config_json=config.to_json(), ratio=ratio,
                               ratio_low=ratio - half_width, ratio_high=ratio + half_width)


def test_a_clear_win_the_search_agrees_with_needs_no_second_process(tiny_space):
    a, b = _config(tiny_space, 1), _config(tiny_space, 2)
    first = [[_at(a, 0.80), _at(b, 0.90)]]
    assert answer.contenders([a, b], first, {a.hash: _at(a, 0.81), b.hash: _at(b, 0.90)}) == []
    # the search read it 10% slower: another process decides
    assert answer.contenders([a, b], first, {a.hash: _at(a, 0.89), b.hash: _at(b, 0.90)}) == [a]
    # not a clear win: the fastest so far goes on alone, one as fast within the noise too
    close = [[_at(a, 0.97), _at(b, 0.975), _at(tiny_space.default(), 0.999)]]
    assert answer.contenders([a, b], close, {a.hash: _at(a, 0.97), b.hash: _at(b, 0.97)}) == [a]
    # nothing confirmed yet: those that could still be below the default go on
    assert answer.contenders([a, b], [[_at(a, 0.995), _at(b, 1.02)]], {}) == [a]


def test_the_answer_is_one_the_last_round_re_timed_whatever_a_dropped_one_read(tiny_space):
    a, b = _config(tiny_space, 1), _config(tiny_space, 2)
    # b read 0.972 in the first process only; a's median over three is 0.975
    rounds = [[_at(a, 0.970), _at(b, 0.972)], [_at(a, 0.975)], [_at(a, 0.980)]]
    medians = {r.config_hash: r.ratio for r in answer.median_confirmations(rounds)}
    assert medians == {a.hash: pytest.approx(0.975), b.hash: pytest.approx(0.972)}
    assert answer.answered(rounds).config_hash == a.hash
    assert answer.answered(rounds[:1]).config_hash == a.hash  # one round: the fastest of all


def test_a_search_confirms_a_clear_agreed_win_in_one_process(tiny_program, tiny_space, store):
    runner = FakeRunner(fail_share=0.0, ratio_fn=lambda c: 1.0 if c.is_default else 0.8)
    m = Measurer(MeasureSettings(cores=1, jobs=1, in_process=True), store, runner=runner)
    rng = random.Random(5)
    fast = next(c for c in iter(lambda: tiny_space.random(rng), None) if not c.is_default)
    [screen] = m.measure(tiny_program, [fast])
    m.runner.num_measured = 0
    with answer.confirmation_measurer(m) as fresh:
        rounds = answer.confirm_rounds(fresh, tiny_program, [fast], 3, screened={fast.hash: screen})
    assert len(rounds) == 1 and m.runner.num_measured == 1


class PolicyRunner(FakeRunner):
    """The fake, keeping the timing policy of every job it runs; every config but the
    default reads `ratio` (+-0.2%, interval +-0.5%)."""

    def __init__(self, ratio):
        super().__init__(fail_share=0.0, ratio_fn=lambda c: 1.0 if c.is_default else ratio)
        self.policies = []

    def run(self, job, timeout_s):
        self.policies.append(job.policy)
        return super().run(job, timeout_s)


def four_measurement_search(program, store, ratio, runner=None):
    """`xtune search --measurements 4`, every config but the default reading `ratio`:
    (the result, the runner, the events)."""
    runner, events = runner or PolicyRunner(ratio), []
    m = Measurer(MeasureSettings(cores=1, jobs=1, in_process=True), store, runner=runner)
    settings = SearchSettings(budget=BudgetSettings(4), islands=IslandSettings(num_islands=2, pop_size=4),
                              answer=AnswerSettings(explain=False))  # the confirmation alone
    result = Search(program, m, RandomCostModel(), settings, on_event=lambda kind, data: events.append((kind, data))
                    ).run()
    return result, runner, dict(events)


def test_a_four_measurement_search_with_no_win_starts_no_confirmation_and_says_so(attention_program, store):
    result, runner, events = four_measurement_search(attention_program, store, 0.998)  # interval up to 1.003
    assert runner.num_measured == 4 and "confirm" not in events  # no process, nothing re-timed
    assert result.best_config.is_default and result.confirmed is None and result.speedup == 1.0
    assert result.message.startswith("best screened 1.00") and "within the noise" in result.message
    assert "nothing was re-timed" in result.message and "confirmation" not in result.phases


def test_a_four_measurement_search_with_a_win_confirms_its_best_candidate_once(attention_program, store,
                                                                               monkeypatch):
    monkeypatch.setattr(answer, "CLEAR_WIN", 0.5)  # no win clear enough to stop after one process anyway
    result, runner, events = four_measurement_search(attention_program, store, 0.9)
    assert events["confirm"] == {"candidates": 1, "processes": 3}  # at most: one, where it confirms
    best = min((r for r in result.records[:4] if r.ratio < 1.0), key=lambda r: r.ratio)  # not the default
    assert runner.num_measured == 4 + 1 and [r.config_hash for r in result.records[4:]] == [best.config_hash]
    assert result.confirmed.config_hash == best.config_hash and result.speedup == pytest.approx(1 / 0.9, rel=0.01)
    # every reading stops once the win rule decides it; the confirmation's times as a confirmation does
    assert [p.stop_when_decided for p in runner.policies] == [True] * 5
    assert runner.policies[0].close == answer.CONFIRM_CLOSE
    assert runner.policies[-1].min_time_s == answer.CONFIRM_MIN_TIME_S


def test_a_four_measurement_win_is_re_timed_in_another_process_only_where_the_first_could_not_confirm_it(
        attention_program, store, monkeypatch):
    monkeypatch.setattr(answer, "CLEAR_WIN", 0.5)
    runner = PolicyRunner(0.9)
    runner.slow_default_on, runner.slow_default_factor = {4, 5}, 1.3  # the first confirmation's default, twice
    result, runner, events = four_measurement_search(attention_program, store, 0.9, runner)
    readings = result.records[4:]
    assert len({r.config_hash for r in readings}) == 1 and readings[0].default_off_history
    assert runner.num_measured == 4 + 2 + 1  # the reading and its re-time off history, then a second process
    assert result.confirmed is not None and result.speedup == pytest.approx(1 / 0.9, rel=0.01)


def test_past_a_small_budget_every_candidate_is_confirmed_in_up_to_three_processes(attention_program, store,
                                                                                   monkeypatch):
    monkeypatch.setattr(answer, "CLEAR_WIN", 0.5)
    monkeypatch.setattr(answer, "SMALL_BUDGET", 3)
    result, runner, events = four_measurement_search(attention_program, store, 0.9)
    # three candidates in the first process, then the fastest alone in two more
    assert events["confirm"] == {"candidates": 3, "processes": 3} and runner.num_measured == 4 + 3 + 1 + 1
    assert result.confirmed is not None
    assert not any(p.stop_when_decided for p in runner.policies[:4])  # the search's readings as measured


def test_a_search_reading_is_a_win_when_its_interval_clears_the_default_or_its_ratio_clears_the_noise():
    assert answer.read_as_win(dataclasses.replace(reading(0.995), ratio_high=0.999))
    assert answer.read_as_win(dataclasses.replace(reading(0.985), ratio_high=1.01))  # a wide interval
    assert not answer.read_as_win(dataclasses.replace(reading(0.995), ratio_high=1.002))
    assert not answer.read_as_win(reading(0.90, off=True))  # its default ran off its history
