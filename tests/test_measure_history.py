"""A default off its history: the measurer re-times the config, keeps both readings, and a
record whose default stays off is marked and never taken as a win (fake runner only)."""

import dataclasses
import logging
import random

import pytest

from xtune.measure import ConfigSpace, MeasureSettings, RecordStore
from xtune.measure.fake import FAKE_INFO, fake_measurer, synthetic_ratio
from xtune.measure.history import default_history, off_history
from xtune.measure.record import OK, Record
from xtune.search import answer
from xtune.search.costmodel import RandomCostModel
from xtune.search.engine import Search
from xtune.search.settings import AnswerSettings, BudgetSettings, IslandSettings, MoveSettings, SearchSettings

DEFAULT_MS = 10.0


@pytest.fixture()
def store(tmp_path):
    with RecordStore(tmp_path / "s.db") as s:
        yield s


def distinct_configs(space, n, seed=1):
    """`n` distinct configs other than the default that the fake measures as ok."""
    rng, found = random.Random(seed), {}
    m = fake_measurer()
    while len(found) < n:
        c = space.random(rng)
        if not c.is_default and m.runner._fields(c)["status"] == OK:
            found[c.hash] = c
    return list(found.values())


def measurer(store, **fake):
    return fake_measurer(MeasureSettings(cores=1), store, default_ms=DEFAULT_MS, **fake)


def test_a_default_is_off_only_when_more_than_the_tolerance_slower_than_enough_history():
    usual = [10.0, 10.2, 9.9]
    assert off_history(15.0, usual) and off_history(11.2, usual, tolerance=0.10)
    assert not off_history(10.9, usual)  # within 10% of the median (10.0)
    assert not off_history(5.0, usual)  # faster hides a win at worst, never invents one
    assert not off_history(15.0, usual[:2]) and not off_history(None, usual)
    assert off_history(15.0, usual[:2], min_history=2)


def test_the_history_is_the_latest_ok_readings_measured_alike(store):
    like = Record(program="p", config_hash="c", config_json="{}", cores=1, status=OK, default_median_ms=10.0,
                  **FAKE_INFO)
    store.add_many([dataclasses.replace(like, default_median_ms=float(ms)) for ms in range(1, 8)]
                   + [dataclasses.replace(like, program="q"), dataclasses.replace(like, cores=2),
                      dataclasses.replace(like, cpu_model="other"), dataclasses.replace(like, jax_version="9"),
                      dataclasses.replace(like, status="timeout", default_median_ms=None)])
    assert default_history(store, like) == [1.0, 2, 3, 4, 5, 6, 7]
    assert default_history(store, like, window=3) == [5.0, 6, 7]


def test_a_config_whose_default_ran_slow_is_retimed_and_the_normal_ratio_kept(tiny_program, tiny_space, store):
    *history, config = distinct_configs(tiny_space, 5)
    m = measurer(store, slow_default_on={4}, slow_default_factor=1.5)
    m.measure(tiny_program, history)
    (kept,) = m.measure(tiny_program, [config])
    assert m.runner.num_measured == 6  # measured, then re-timed once
    assert kept.default_median_ms == DEFAULT_MS and not kept.default_off_history
    assert kept.ratio == pytest.approx(synthetic_ratio(config), rel=0.005)
    first, again = [r for r in store.records(tiny_program.fingerprint) if r.config_hash == config.hash]
    assert first.default_median_ms == 1.5 * DEFAULT_MS and first.default_off_history  # both readings stored
    assert first.ratio == pytest.approx(synthetic_ratio(config) / 1.5, rel=0.005)
    assert "re-timed" in first.message and again == kept and m.find(tiny_program, config) == kept


def test_without_enough_history_nothing_is_retimed(tiny_program, tiny_space, store):
    configs = distinct_configs(tiny_space, 3)
    m = measurer(store, slow_default_on={0, 2})
    records = m.measure(tiny_program, configs)
    assert m.runner.num_measured == 3 and len(store.records()) == 3  # a fresh store, then only 2 readings
    assert records[0].default_median_ms == 1.5 * DEFAULT_MS and not records[0].default_off_history


def test_with_the_check_off_nothing_is_retimed(tiny_program, tiny_space, store):
    *history, config = distinct_configs(tiny_space, 5)
    m = fake_measurer(MeasureSettings(cores=1, history_tolerance=None), store, slow_default_on={4})
    m.measure(tiny_program, history + [config])
    assert m.runner.num_measured == 5 and not any(r.default_off_history for r in store.records())
    with pytest.raises(ValueError, match="history_tolerance"):
        MeasureSettings(history_tolerance=0.0)


def test_a_default_still_off_when_retimed_is_marked_warned_once_and_no_win(tiny_program, tiny_space, store,
                                                                          caplog):
    *history, slow1, slow2 = distinct_configs(tiny_space, 6)
    m = measurer(store, slow_default_on={4, 5, 6, 7}, slow_default_factor=3.0)
    m.measure(tiny_program, history)
    with caplog.at_level(logging.WARNING, logger="xtune.measure.measurer"):
        kept = m.measure(tiny_program, [slow1, slow2])
    assert m.runner.num_measured == 8 and all(r.default_off_history for r in kept)
    assert [r.ratio for r in kept] == pytest.approx([synthetic_ratio(c) / 3 for c in (slow1, slow2)], rel=0.005)
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1 and "the default ran 30 ms vs its usual 10 ms" in warnings[0]
    stored = [r for r in store.records() if r.config_hash in {slow1.hash, slow2.hash}]
    assert len(stored) == 4 and all(r.default_off_history for r in stored)
    assert answer.candidates(tiny_space, kept, top=3) == []
    assert store.best(tiny_program.fingerprint).config_hash in {c.hash for c in history}


def search(program, store, **fake):
    m = fake_measurer(MeasureSettings(cores=1), store, **fake)
    # without the suggestions, whose configs may share an executable and shift the measurement count
    settings = SearchSettings(budget=BudgetSettings(12), moves=MoveSettings(suggestions=0),
                              islands=IslandSettings(num_islands=4, pop_size=12, generations=2),
                              answer=AnswerSettings(True), seed=0)
    return Search(program, m, RandomCostModel(), settings).run()


def test_a_search_does_not_take_a_phantom_win_as_its_answer(attention_program, tmp_path):
    space = ConfigSpace(attention_program)
    with RecordStore(tmp_path / "plain.db") as plain:
        order = search(attention_program, plain).records
    # a config measured after the history is long enough that really is slower than the default
    k = next(i for i, r in enumerate(order) if i >= 3 and r.ok and r.ratio > 1.02)
    phantom = order[k].config_hash
    with RecordStore(tmp_path / "trusting.db") as trusting:  # the check off: the phantom win is the top candidate
        m = fake_measurer(MeasureSettings(cores=1, history_tolerance=None), trusting, slow_default_on={k},
                          slow_default_factor=3.0)
        m.measure(attention_program, [space.from_json(r.config_json) for r in order[:k + 1]])
        assert answer.candidates(space, trusting.records(), top=1)[0].config_hash == phantom
    with RecordStore(tmp_path / "s.db") as store:
        result = search(attention_program, store, slow_default_on={k, k + 1}, slow_default_factor=3.0)
        readings = [r for r in store.records() if r.config_hash == phantom]
        assert len(readings) == 2 and all(r.default_off_history and r.ratio < 0.5 for r in readings)
        assert phantom not in {r.config_hash for r in answer.candidates(space, result.records, top=10)}
        assert result.best_config.hash != phantom
        assert result.confirmed is None or result.confirmed.config_hash != phantom
