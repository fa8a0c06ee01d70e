"""Tests of `measure.timing` with fake callables and a fake clock."""

from __future__ import annotations

import dataclasses
import itertools
import math

import numpy as np
import pytest

from xtune.measure.timing import (NOT_A_WIN, UNDECIDED, WIN, Timing, TimingPolicy, decide, is_stable, median_ci,
                                  quantile_ratio, ratio_estimate, time_interleaved, time_rounds)

# --- statistics ---------------------------------------------------------------

@pytest.mark.parametrize("n", [1, 2, 3, 5, 10, 31, 100, 1001])
def test_median_ci_brackets_the_median(n):
    x = np.random.default_rng(n).lognormal(size=n)
    lo, hi = median_ci(x)
    assert lo <= float(np.median(x)) <= hi
    assert x.min() <= lo and hi <= x.max()


def test_median_ci_narrows_as_samples_grow():
    rng = np.random.default_rng(0)
    widths = []
    for n in (25, 250, 2500):
        lo, hi = median_ci(rng.standard_normal(n) + 10)
        widths.append(hi - lo)
    assert widths[0] > widths[1] > widths[2]
    assert widths[2] < widths[0] / 5  # ~1/sqrt(n): 10x here


def test_median_ci_of_no_samples_is_nan():
    lo, hi = median_ci([])
    assert math.isnan(lo) and math.isnan(hi)


def test_median_ci_is_exact_for_constant_samples():
    assert median_ci([3.0] * 17) == (3.0, 3.0)


def test_is_stable_for_constant_samples():
    assert is_stable([1e-3] * 10, 0.02)


def test_is_not_stable_for_wildly_spread_samples():
    assert not is_stable([1.0, 10.0, 100.0, 1.0, 50.0, 3.0, 7.0, 90.0, 2.0, 40.0], 0.02)
    assert not is_stable([0.0] * 5, 0.02)  # a zero median is never "stable"


def test_is_stable_depends_on_the_tolerance():
    x = 1.0 + np.random.default_rng(1).uniform(-0.05, 0.05, 200)
    assert is_stable(x, 0.05)
    assert not is_stable(x, 0.001)


# --- time_interleaved ---------------------------------------------------------

class FakeClock:
    """Time advances only when a fake callable runs."""

    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t


def fakes(clock: FakeClock, cand_costs, dflt_costs, log: list[str]):
    cand_it, dflt_it = itertools.cycle(cand_costs), itertools.cycle(dflt_costs)

    def cand() -> None:
        log.append("C")
        clock.t += next(cand_it)

    def dflt() -> None:
        log.append("D")
        clock.t += next(dflt_it)

    return cand, dflt


def test_a_candidate_twice_as_slow_has_ratio_exactly_two():
    clock, log = FakeClock(), []
    cand, dflt = fakes(clock, [2.0], [1.0], log)
    t = time_interleaved(cand, dflt, TimingPolicy(warmup=1, min_pairs=5, max_pairs=50), clock=clock)
    s = t.summary()
    assert s["ratio"] == 2.0 and s["ratio_low"] == 2.0 and s["ratio_high"] == 2.0
    assert s["median_ms"] == 2000.0 and s["default_median_ms"] == 1000.0
    assert s["iqr_ms"] == 0.0 and s["min_ms"] == 2000.0
    assert s["num_samples"] == len(t.candidate_s) == len(t.default_s)


def test_pairs_alternate_their_order_after_warmup():
    clock, log = FakeClock(), []
    cand, dflt = fakes(clock, [2.0], [1.0], log)
    time_interleaved(cand, dflt, TimingPolicy(warmup=2, min_pairs=6, max_pairs=50, max_time_s=1e12), clock=clock)
    warmup, calibration, pairs = log[:4], log[4:5], log[5:]
    assert warmup == ["C", "D", "C", "D"]
    assert calibration == ["D"]
    assert pairs == ["C", "D", "D", "C"] * 3


def test_runs_are_batched_so_a_sample_lasts_min_sample_s():
    clock, log = FakeClock(), []
    run_s = 2.0 ** -11  # 0.49 ms: exact in binary
    cand, dflt = fakes(clock, [2 * run_s], [run_s], log)
    policy = TimingPolicy(warmup=0, min_pairs=4, max_pairs=50, min_sample_s=0.002)
    t = time_interleaved(cand, dflt, policy, clock=clock)
    reps = math.ceil(0.002 / run_s)  # 5
    assert len(log) == 1 + 2 * reps * len(t.candidate_s)
    assert t.candidate_s == (2 * run_s,) * 4 and t.default_s == (run_s,) * 4
    assert t.summary()["ratio"] == 2.0


def test_stops_at_min_pairs_when_stable():
    clock, log = FakeClock(), []
    cand, dflt = fakes(clock, [2.0], [1.0], log)
    t = time_interleaved(cand, dflt, TimingPolicy(warmup=1, min_pairs=7, max_pairs=400, max_time_s=1e12),
                         clock=clock)
    assert len(t.candidate_s) == len(t.default_s) == 7


def test_stops_at_max_pairs_when_unstable():
    clock, log = FakeClock(), []
    cand, dflt = fakes(clock, [1.0, 9.0, 3.0, 27.0, 5.0], [1.0, 2.0], log)
    policy = TimingPolicy(warmup=1, min_pairs=3, max_pairs=15, max_time_s=1e12)
    t = time_interleaved(cand, dflt, policy, clock=clock)
    assert len(t.candidate_s) == len(t.default_s) == 15
    assert not is_stable(t.candidate_s, policy.rel_ci)


def test_respects_max_time_s_when_unstable():
    clock, log = FakeClock(), []
    cand, dflt = fakes(clock, [1.0, 9.0, 3.0, 27.0, 5.0], [1.0, 2.0], log)
    policy = TimingPolicy(warmup=1, min_pairs=2, max_pairs=10_000, max_time_s=100.0)
    t = time_interleaved(cand, dflt, policy, clock=clock)
    pair_s = np.asarray(t.candidate_s) + np.asarray(t.default_s)
    elapsed = float(pair_s.sum())  # the clock moves only while the fakes run
    assert len(t.candidate_s) < policy.max_pairs
    assert elapsed > policy.max_time_s  # it ran until the cap ...
    assert elapsed - pair_s[-1] <= policy.max_time_s  # ... and stopped at the first check past it


def test_timing_ratios_are_per_pair():
    t = Timing(candidate_s=(2.0, 3.0, 4.0), default_s=(1.0, 3.0, 8.0))
    np.testing.assert_array_equal(t.ratios, [2.0, 1.0, 0.5])
    assert t.summary()["ratio"] == 1.0


def test_tiny_policy_is_faster_than_the_default_policy():
    tiny, default = TimingPolicy.tiny(), TimingPolicy()
    assert tiny.min_pairs <= default.min_pairs and tiny.max_pairs < default.max_pairs
    assert tiny.max_time_s < default.max_time_s


def test_the_time_cap_stops_before_min_pairs_but_never_before_three_pairs():
    clock, log = FakeClock(), []
    cand, dflt = fakes(clock, [2.0], [1.0], log)
    t = time_interleaved(cand, dflt, TimingPolicy(warmup=0, min_pairs=50, max_time_s=4.0), clock=clock)
    assert len(t.candidate_s) == 3


# --- the ratio's estimator ------------------------------------------------------

def test_the_quantile_ratio_reads_the_runs_the_machine_slowed_least():
    # Quiet pairs: config 0.7, default 1.0. In a third of the pairs the rest of the machine
    # slows both, the config more (0.9 / 1.1): the median of the paired ratios moves with
    # how often that happens, the 0.1-quantile ratio does not.
    quiet, busy = (0.7, 1.0), (0.99, 1.1)
    for busy_every in (2, 3, 5):
        pairs = [busy if i % busy_every == 0 else quiet for i in range(60)]
        c, d = np.array(pairs).T
        assert quantile_ratio(c, d, 0.1) == pytest.approx(0.7)
        ratio, lo, hi = ratio_estimate(c, d, 0.1)
        assert ratio == pytest.approx(0.7) and lo <= ratio <= hi
    busy_half = np.array([busy if i % 2 == 0 else quiet for i in range(60)]).T
    assert ratio_estimate(*busy_half, None)[0] == pytest.approx((0.7 + 0.9) / 2)


def test_the_bootstrap_interval_is_seeded_and_brackets_the_ratio():
    rng = np.random.default_rng(3)
    d = 1.0 + rng.exponential(0.05, 200)
    c = 0.8 * d * (1 + rng.normal(0, 0.01, 200))
    a, b = ratio_estimate(c, d, 0.1), ratio_estimate(c, d, 0.1)
    assert a == b  # the same times give the same interval
    ratio, lo, hi = a
    assert lo < ratio < hi and 0.78 < lo and hi < 0.82
    assert ratio_estimate(c[:20], d[:20], 0.1)[2] - ratio_estimate(c[:20], d[:20], 0.1)[1] > hi - lo


def test_a_record_names_its_estimator():
    clock, log = FakeClock(), []
    cand, dflt = fakes(clock, [2.0], [1.0], log)
    policy = TimingPolicy(warmup=1, min_pairs=5, max_pairs=50)
    assert time_interleaved(cand, dflt, policy, clock=clock).summary()["ratio_estimator"] == "p10"
    old = dataclasses.replace(policy, quantile=None)
    assert time_interleaved(cand, dflt, old, clock=clock).summary()["ratio_estimator"] == "median-pair"


def test_keeps_timing_until_min_time_s_even_when_stable():
    clock, log = FakeClock(), []
    cand, dflt = fakes(clock, [2.0], [1.0], log)  # stable from the first pair
    policy = TimingPolicy(warmup=1, min_pairs=5, max_pairs=1000, min_time_s=60.0, max_time_s=1e12)
    t = time_interleaved(cand, dflt, policy, clock=clock)
    elapsed = float(np.sum(t.candidate_s) + np.sum(t.default_s))
    assert 60.0 <= elapsed <= 60.0 + 3 * 2 * 3.0  # stops within a few checks of min_time_s


# --- the win rule and sequential stopping ----------------------------------------

def test_decide_says_win_when_the_whole_interval_is_below_one_minus_the_margin():
    assert decide([0.5] * 10, [1.0] * 10, None).verdict == WIN
    assert decide([0.99] * 10, [1.0] * 10, None, margin=0.0).verdict == WIN
    assert decide([0.99] * 10, [1.0] * 10, None, margin=0.02).verdict == NOT_A_WIN
    d = decide([0.5] * 10, [1.0] * 10, 0.1)
    assert (d.verdict, d.ratio, d.low, d.high) == (WIN, 0.5, 0.5, 0.5)


def test_decide_is_undecided_while_the_interval_straddles_the_bar():
    cand = [0.9, 1.1, 1.0] * 10
    assert decide(cand, [1.0] * 30, None).verdict == UNDECIDED
    assert decide(cand, [1.1, 1.0, 0.9, 1.0] * 7 + [1.1, 0.9], 0.1).verdict == UNDECIDED
    assert decide([2.0] * 10, [1.0] * 10, None).verdict == NOT_A_WIN


def test_decide_calls_a_narrow_straddling_interval_not_a_win_only_with_close():
    cand = [0.975, 0.985] * 15  # median-pair interval 0.975-0.985 around 0.98: straddles the 2% margin
    assert decide(cand, [1.0] * 30, None, margin=0.02).verdict == UNDECIDED
    assert decide(cand, [1.0] * 30, None, margin=0.02, close=0.01).verdict == NOT_A_WIN
    assert decide(cand, [1.0] * 30, None, margin=0.02, close=0.001).verdict == UNDECIDED


def test_the_policy_decides_with_its_own_estimator_margin_and_close():
    policy = TimingPolicy(quantile=None, win_margin=0.02, close=0.01)
    assert policy.decide([0.975, 0.985] * 15, [1.0] * 30) == decide([0.975, 0.985] * 15, [1.0] * 30, None, 0.02, 0.01)


SEQUENTIAL = TimingPolicy(warmup=1, min_pairs=12, max_pairs=60, min_time_s=1e9, max_time_s=1e12,
                          stop_when_decided=True)


@pytest.mark.parametrize("quantile", [0.1, None])
@pytest.mark.parametrize("cost", [0.5, 2.0])
def test_a_clear_win_or_loss_stops_at_min_pairs_without_waiting_for_min_time_s(quantile, cost):
    clock, log = FakeClock(), []
    cand, dflt = fakes(clock, [cost], [1.0], log)
    t = time_interleaved(cand, dflt, dataclasses.replace(SEQUENTIAL, quantile=quantile), clock=clock)
    assert len(t.candidate_s) == SEQUENTIAL.min_pairs and t.stopped == "decided"
    without = time_interleaved(cand, dflt, dataclasses.replace(SEQUENTIAL, quantile=quantile,
                                                               stop_when_decided=False), clock=clock)
    assert len(without.candidate_s) == SEQUENTIAL.max_pairs and without.stopped == "max_pairs"


@pytest.mark.parametrize("quantile", [0.1, None])
def test_a_tie_runs_to_its_pair_cap(quantile):
    clock, log = FakeClock(), []
    cand, dflt = fakes(clock, [0.9, 1.0, 1.1], [1.1, 0.9, 1.0, 1.05], log)
    t = time_interleaved(cand, dflt, dataclasses.replace(SEQUENTIAL, quantile=quantile), clock=clock)
    assert len(t.candidate_s) == SEQUENTIAL.max_pairs and t.stopped == "max_pairs"
    assert SEQUENTIAL.decide(t.candidate_s, t.default_s).verdict == UNDECIDED


def test_a_tie_stops_at_the_time_cap_however_undecided():
    clock, log = FakeClock(), []
    cand, dflt = fakes(clock, [0.9, 1.0, 1.1], [1.1, 0.9, 1.0, 1.05], log)
    policy = dataclasses.replace(SEQUENTIAL, max_pairs=10_000, max_time_s=100.0)
    t = time_interleaved(cand, dflt, policy, clock=clock)
    elapsed = float(np.sum(t.candidate_s) + np.sum(t.default_s))
    assert t.stopped == "max_time_s" and 100.0 < elapsed <= 100.0 + 2 * 1.1


def test_the_margin_decides_a_small_win_as_not_a_win():
    clock, log = FakeClock(), []
    cand, dflt = fakes(clock, [0.99], [1.0], log)
    small = time_interleaved(cand, dflt, SEQUENTIAL, clock=clock)
    assert small.stopped == "decided" and SEQUENTIAL.decide(small.candidate_s, small.default_s).verdict == WIN
    margin = dataclasses.replace(SEQUENTIAL, win_margin=0.02)
    t = time_interleaved(cand, dflt, margin, clock=clock)
    assert t.stopped == "decided" and margin.decide(t.candidate_s, t.default_s).verdict == NOT_A_WIN


def test_a_win_the_first_pairs_leave_undecided_is_timed_until_it_is_decided():
    clock = FakeClock()
    costs = iter([0.9, 1.1] * 10 + [0.8] * 1000)  # 20 pairs of a tie, then 0.8 for good

    def cand() -> None:
        clock.t += next(costs)

    def dflt() -> None:
        clock.t += 1.0

    policy = dataclasses.replace(SEQUENTIAL, warmup=0, min_sample_s=0.0, quantile=None, max_pairs=400)
    t = time_interleaved(cand, dflt, policy, clock=clock)
    assert t.stopped == "decided" and 20 < len(t.candidate_s) < 400
    assert policy.decide(t.candidate_s, t.default_s).verdict == WIN
    assert policy.decide(t.candidate_s[:-1], t.default_s[:-1]).verdict == UNDECIDED  # stopped at the first decision


# --- several candidates in rounds --------------------------------------------------

def test_rounds_run_candidates_then_the_default_and_reverse_every_other_round():
    clock, log = FakeClock(), []

    def run(name: str, cost: float):
        def fn() -> None:
            log.append(name)
            clock.t += cost
        return fn

    policy = TimingPolicy(warmup=1, min_pairs=4, max_pairs=4, min_sample_s=0.0, max_time_s=1e12, min_time_s=1e9)
    out = time_rounds([run("a", 0.5), run("b", 2.0)], run("D", 1.0), policy, clock=clock)
    assert log == ["a", "b", "D"] + ["a", "b", "D", "D", "b", "a"] * 2
    assert [o.candidate_s for o in out] == [(0.5,) * 4, (2.0,) * 4]
    assert all(o.default_s == (1.0,) * 4 and o.stopped == "max_pairs" for o in out)


def test_each_candidate_stops_when_decided_and_the_rounds_go_on_with_the_rest():
    clock, log = FakeClock(), []
    cands = [fakes(clock, c, [1.0], log)[0] for c in ([0.5], [0.9, 1.0, 1.1], [2.0])]
    dflt = fakes(clock, [1.0], [1.0], log)[1]
    out = time_rounds(cands, dflt, dataclasses.replace(SEQUENTIAL, quantile=None), clock=clock)
    assert [len(o.candidate_s) for o in out] == [12, 60, 12]
    assert [o.stopped for o in out] == ["decided", "max_pairs", "decided"]


def test_a_candidate_that_raises_leaves_the_rounds_with_its_error():
    clock, log = FakeClock(), []
    calls = [0]

    def flaky() -> None:
        calls[0] += 1
        clock.t += 1.0
        if calls[0] == 4:
            raise RuntimeError("INTERNAL: gone")

    good, dflt = fakes(clock, [0.5], [1.0], log)
    policy = TimingPolicy(warmup=1, min_pairs=8, max_pairs=8, min_sample_s=0.0, max_time_s=1e12, min_time_s=1e9)
    bad, ok = time_rounds([flaky, good], dflt, policy, clock=clock)
    assert bad.stopped == "failed" and "gone" in str(bad.error) and len(bad.candidate_s) == 2
    assert ok.error is None and len(ok.candidate_s) == 8
    with pytest.raises(RuntimeError, match="gone"):
        calls[0] = 0
        time_interleaved(flaky, dflt, policy, clock=clock)


def test_prepare_runs_before_every_run_untimed_and_no_round_starts_past_the_deadline():
    clock, log = FakeClock(), []
    cand, dflt = fakes(clock, [0.5], [1.0], log)

    def prepare() -> None:
        log.append("p")
        clock.t += 100.0  # e.g. copying arguments: not in the readings

    policy = TimingPolicy(warmup=1, min_pairs=50, max_pairs=50, min_sample_s=0.0, max_time_s=1e12, min_time_s=1e9)
    (t,) = time_rounds([cand], dflt, policy, clock=clock, prepare=prepare, deadline=500.0)
    assert log[:6] == ["p", "C", "p", "D", "p", "C"]
    assert t.candidate_s == (0.5, 0.5) and t.default_s == (1.0, 1.0) and t.stopped == "deadline"
