"""Where a measurement's wall time goes: a thread-safe clock of seconds by phase, and the
one line a search prints of it."""

from __future__ import annotations

import threading

from xtune.measure.phases import COMPILE, COMPILE_SCREEN, TIMING, PhaseClock, compile_share, line


def test_the_clock_sums_seconds_by_phase_in_the_order_phases_first_came():
    clock = PhaseClock()
    clock.add(TIMING, 1.0)
    clock.add_all({COMPILE: 2.0, TIMING: 0.5})
    clock.add(COMPILE, -3.0)  # a negative reading adds nothing
    assert clock.seconds() == {TIMING: 1.5, COMPILE: 2.0}
    assert list(clock.seconds()) == [TIMING, COMPILE]


def test_since_gives_only_what_was_added_after_an_earlier_reading():
    clock = PhaseClock()
    clock.add_all({COMPILE: 2.0, TIMING: 1.0})
    earlier = clock.seconds()
    clock.add(TIMING, 0.25)
    assert clock.since(earlier) == {TIMING: 0.25}


def test_adds_from_many_threads_are_all_counted():
    clock = PhaseClock()

    def add_many():
        for _ in range(1000):
            clock.add(TIMING, 1.0)

    threads = [threading.Thread(target=add_many) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert clock.seconds() == {TIMING: 4000.0}


def test_a_timed_block_adds_its_wall_time_even_when_it_raises():
    clock = PhaseClock()
    try:
        with clock.time(COMPILE):
            raise ValueError("compile failed")
    except ValueError:
        pass
    assert set(clock.seconds()) == {COMPILE} and clock.seconds()[COMPILE] >= 0.0


def test_the_compile_share_counts_every_compiling_phase_and_is_zero_without_seconds():
    assert compile_share({COMPILE: 1.0, COMPILE_SCREEN: 2.0, TIMING: 1.0}) == 0.75
    assert compile_share({}) == 0.0


def test_the_line_lists_phases_largest_first_and_names_a_part_that_mostly_compiled():
    said = line({"search": {TIMING: 3.0, COMPILE: 12.0, "model": 0.01}, "confirmation": {TIMING: 4.0}}, 20.0)
    assert said == "20 s: search 15 s (compile 12, timing 3.0), confirmation 4.0 s (timing 4.0); compile 80% of the search"


def test_a_part_half_compiled_is_not_named_and_start_up_is_no_compile():
    assert "% of the" not in line({"search": {COMPILE: 5.0, TIMING: 5.0}}, 10.0)  # half: not most
    assert compile_share({"start-up": 2.0, "same executable": 1.0, TIMING: 1.0}) == 0.25  # the default's compile
