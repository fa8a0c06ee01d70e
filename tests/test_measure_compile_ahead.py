"""Compile ahead: a process on an idle core compiles queued configs into the executable cache."""

from __future__ import annotations

import threading
import time

import pytest

from xtune.measure import compile_ahead, device, exe_cache
from xtune.measure.compile_ahead import CompileAhead, CompileAheadError
from xtune.measure.fake import fake_measurer
from xtune.measure.measurer import Measurer, MeasureSettings
from xtune.measure.rewrite import apply, compile_options
from xtune.measure.timing import TimingPolicy

TWO_CORES = pytest.mark.skipif(len(device.available_cpus()) < 2, reason="needs a second core to compile on")


def _wait_compiled(ahead: CompileAhead, key: str, limit_s: float = 120.0) -> None:
    deadline = time.monotonic() + limit_s
    while key not in ahead.compiled and time.monotonic() < deadline:
        time.sleep(0.1)


@pytest.mark.parametrize("value, want", [("on", True), ("1", True), ("TRUE", True), ("off", False), ("0", False),
                                         ("no", False)])
def test_the_environment_turns_it_on_or_off(monkeypatch, value, want):
    monkeypatch.setenv(compile_ahead.ENV, value)
    assert compile_ahead.wanted(None) is want
    assert compile_ahead.wanted(not want) is (not want)  # an explicit choice wins


def test_unset_it_follows_the_module_default(monkeypatch):
    monkeypatch.delenv(compile_ahead.ENV, raising=False)
    assert compile_ahead.wanted(None) is compile_ahead.COMPILE_AHEAD_DEFAULT
    monkeypatch.setattr(compile_ahead, "COMPILE_AHEAD_DEFAULT", True)
    assert compile_ahead.wanted(None) is True


def test_a_bad_environment_value_is_one_line_naming_the_variable_before_a_measurer_starts(monkeypatch):
    monkeypatch.setenv(compile_ahead.ENV, "sometimes")
    with pytest.raises(CompileAheadError, match=r"^\$XTUNE_COMPILE_AHEAD = 'sometimes': must be on or off"):
        Measurer(MeasureSettings(cores=1))


def test_idle_cores_are_those_after_the_timing_workers_last_first():
    have = list(device.available_cpus())
    assert compile_ahead.idle_cores(None, 1) == []  # the workers take every core
    assert compile_ahead.idle_cores(MeasureSettings(cores=1).core_sets, 1) == have[1:][::-1]
    assert compile_ahead.idle_cores(MeasureSettings(cores=len(have)).core_sets, 1) == []


def test_measurers_that_leave_no_core_idle_or_time_elsewhere_have_nothing_compiling_ahead(monkeypatch):
    with Measurer(MeasureSettings(), compile_ahead=True) as m:
        assert m.ahead is None  # all cores timed
    assert fake_measurer().ahead is None
    monkeypatch.setenv(exe_cache.ENV, "off")  # nowhere to leave what it compiles
    with Measurer(MeasureSettings(cores=1), compile_ahead=True) as m:
        assert m.ahead is None


@TWO_CORES
def test_only_a_measurer_asked_to_and_with_an_idle_core_compiles_ahead(monkeypatch):
    monkeypatch.delenv(compile_ahead.ENV, raising=False)
    with Measurer(MeasureSettings(cores=1), compile_ahead=True) as m:
        assert m.ahead is not None and m.ahead.count == 1
        assert m.ahead.idle == tuple(list(device.available_cpus())[1:][::-1])
        with m.spawn(jobs=1) as confirming:  # confirmations and the explanation compile ahead too
            assert confirming.ahead is not None
    with Measurer(MeasureSettings(cores=1), compile_ahead=False) as m:
        assert m.ahead is None
    monkeypatch.setattr(compile_ahead, "COMPILE_AHEAD_DEFAULT", False)
    with Measurer(MeasureSettings(cores=1)) as m:
        assert m.ahead is None


def test_the_worker_drops_a_config_still_queued_and_awaits_one_being_made():
    started, release = threading.Event(), threading.Event()

    def slow_rewrite():
        started.set()
        release.wait(30)
        raise ValueError("rewrite failed")  # so no compile process is started

    ahead = CompileAhead([0], 1, timeout_s=60)
    try:
        ahead.queue([("first", slow_rewrite), ("second", lambda: ("text", ()))])
        assert started.wait(30)
        assert ahead.take("second") is None  # still queued: dropped, the worker rewrites and compiles it
        threading.Timer(0.3, release.set).start()
        t0 = time.monotonic()
        assert ahead.take("first") is None  # being made: awaited, then the worker rewrites it again
        assert time.monotonic() - t0 >= 0.2
        assert not ahead.compiled
    finally:
        ahead.close()


@pytest.mark.serial
@TWO_CORES
def test_compiled_for_all_cores_on_one_idle_core_a_worker_on_all_cores_loads_the_same_executable(
        tiny_program, tiny_space, tmp_path, monkeypatch, lock_dir):
    """With fewer idle cores than a timing worker has, JAX starts on as many cores and the
    compiles run on the idle core alone: the executable is the one the worker would make.
    A text that does not compile before it is skipped."""
    import random

    config = tiny_space.random(random.Random(3))
    settings = MeasureSettings(policy=TimingPolicy.tiny(), remeasure=True, history_tolerance=None)
    monkeypatch.setenv(exe_cache.ENV, str(tmp_path / "own"))
    with Measurer(settings) as m:  # compiled by a worker on every core
        [own] = m.measure(tiny_program, [config])
    monkeypatch.setenv(exe_cache.ENV, str(tmp_path / "ahead"))
    have = list(device.available_cpus())
    ahead = CompileAhead(have[-1:], len(have), timeout_s=120)
    try:
        ahead.queue([("bad", lambda: ("not a module", ())),
                     ("c", lambda: (apply(tiny_program, config), tuple(compile_options(config))))])
        _wait_compiled(ahead, "c")
        assert ahead.take("c") == (apply(tiny_program, config), tuple(compile_options(config)))
    finally:
        ahead.close()
    assert set(ahead.compiled) == {"c"} and len(list((tmp_path / "ahead").glob("*/*.xla"))) == 1
    with Measurer(settings) as m:
        [loaded] = m.measure(tiny_program, [config])
    assert loaded.compile_s == ahead.compiled["c"]  # loaded, not compiled again
    assert loaded.executable == own.executable
