"""A config's confirmed reading: the median of its latest readings in fresh processes, read
back from its records as the search reported it."""

from __future__ import annotations

import pytest

from xtune.measure.confirmation import confirmed_reading, median_reading, readings
from xtune.measure.record import OFF_HISTORY, OK, WRONG, Record


def rec(ratio: float | None, status: str = OK, message: str = "") -> Record:
    return Record(program="p", config_hash="c", config_json="{}", device_kind="cpu", backend="cpu", cpu_model="x",
                  jax_version="v", jaxlib_version="v", cores=1, status=status, ratio=ratio, message=message)


def test_the_median_of_an_even_number_is_the_slower_of_the_middle_two_and_failures_do_not_count():
    got = median_reading([rec(0.9), rec(0.7), rec(0.8), rec(0.95), rec(0.1, status=WRONG)])
    assert got.ratio == 0.9
    assert median_reading([rec(None), rec(0.5, status=WRONG)]) is None


def test_a_reading_the_measurer_re_timed_at_once_is_left_out_for_its_re_time():
    superseded = rec(0.5, message=f"{OFF_HISTORY}: 14 ms vs its usual 10 ms; re-timed")
    kept = [rec(0.9), rec(0.8)]
    assert readings([kept[0], superseded, kept[1]]) == kept


def test_the_confirmed_reading_is_the_median_of_the_latest_processes_readings():
    screen, *confirmations = [rec(0.5), rec(0.9), rec(0.8), rec(0.85)]
    assert confirmed_reading([screen, *confirmations], processes=3).ratio == 0.85
    assert confirmed_reading([screen, *confirmations], processes=1).ratio == 0.85  # the latest alone


def test_fewer_readings_than_processes_take_those_after_the_screen_and_one_reading_is_no_confirmation():
    assert confirmed_reading([rec(0.5), rec(0.9)], processes=3).ratio == 0.9  # the screen's 0.5 left out
    assert confirmed_reading([rec(0.5)], processes=3) is None


def test_processes_below_one_are_refused():
    with pytest.raises(ValueError, match="processes must be >= 1, got 0"):
        confirmed_reading([rec(0.5), rec(0.9)], processes=0)
