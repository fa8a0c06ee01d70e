"""Interleaved timing of candidates against the default, its statistics and its win rule.

Timing on a shared CPU drifts (docs/design.md), so a candidate is never timed
alone: candidate and default run in alternating pairs in one process (A B,
B A, A B ...). The figure that speedups and rankings use is their ratio: the
0.1-quantile of the candidate's times over that of the default's
(`TimingPolicy.quantile`; the other estimator, the median of the per-pair
ratios, follows how busy the rest of the machine is).
Sampling stops once the 95% confidence intervals of the candidate's median
time and of the ratio are within `rel_ci`, or at a time cap; with
`TimingPolicy.stop_when_decided`, also as soon as the win rule (`decide`) says
the candidate is a win or not a win.

One timer serves every caller: `time_rounds` times several candidates in rounds
(c1 c2 ... default, then default ... c2 c1) against one default; the measurer's
workers (`measure.execute`) call it with one candidate (`time_interleaved`),
`xtune.jit`'s first-call tuner (`deploy.first_call`) with its suggestions. One rule
says whether a ratio is a win (`decide`): its whole 95% interval below
1 - `TimingPolicy.win_margin`.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable, Sequence

import numpy as np

MIN_PAIRS_AT_CAP = 3  # a time cap still leaves a median of 3 pairs

# `decide`'s verdicts
WIN = "win"
NOT_A_WIN = "not a win"
UNDECIDED = "undecided"

# `Timing.stopped`: why a candidate's timing ended
STOPPED_DECIDED = "decided"  # the win rule decided (`TimingPolicy.stop_when_decided`)
STOPPED_STABLE = "stable"  # both intervals within `rel_ci`, after `min_pairs` and `min_time_s`
STOPPED_MAX_PAIRS = "max_pairs"
STOPPED_MAX_TIME = "max_time_s"
STOPPED_DEADLINE = "deadline"  # the caller's deadline (`time_rounds`)
STOPPED_FAILED = "failed"  # a run raised (`Timing.error`)


@dataclasses.dataclass(frozen=True)
class TimingPolicy:
    """How long and how precisely to time one config.

    Attributes:
      warmup: untimed runs of each executable first.
      min_pairs: timed pairs before the stability rule is checked (the time cap
        may stop sooner, but never before 3 pairs).
      max_pairs: hard cap on pairs.
      rel_ci: stop when both 95% intervals are within +-rel_ci of their medians.
      max_time_s: cap on timing wall time per config.
      min_sample_s: runs are batched so one sample lasts at least this long.
      min_time_s: keep timing at least this long, stable or not (within max_pairs): a
        reading spread over more time follows less of the machine's moment (a
        confirmation's setting; 0 for screening).
      quantile: the ratio's estimator. A number q: the q-quantile of the candidate's
        times over that of the default's (`quantile_ratio`), the runs least slowed by
        the rest of the machine. None: the median of the paired ratios (`--estimator
        median-pair`). Why q = 0.1: `bench/timing_estimators.py`.
      stop_when_decided: also stop as soon as the win rule (`decide`, with `win_margin`
        and `close`) says win or not a win: never before `min_pairs`, and without
        waiting for `min_time_s` (a ratio the first seconds decide is not re-timed for
        the rest of them); the caps still hold. Off: the rule is not consulted while
        timing.
      win_margin: a win is a ratio whose whole 95% interval is below 1 - win_margin.
      close: `decide`'s "not a win" for an interval within +-close of its ratio that the
        margin leaves undecided (0: none; a tie then times to its cap).
    """

    warmup: int = 2
    min_pairs: int = 10
    max_pairs: int = 400
    rel_ci: float = 0.02
    max_time_s: float = 8.0
    min_sample_s: float = 0.002
    min_time_s: float = 0.0
    quantile: float | None = 0.1
    stop_when_decided: bool = False
    win_margin: float = 0.0
    close: float = 0.0

    def decide(self, candidate: Sequence[float], default: Sequence[float]) -> "Decision":
        """`decide` with this policy's estimator, margin and `close`."""
        return decide(candidate, default, self.quantile, self.win_margin, self.close)

    @classmethod
    def tiny(cls) -> "TimingPolicy":
        """A fast preset for tests."""
        return cls(warmup=1, min_pairs=3, max_pairs=20, max_time_s=1.0)


@dataclasses.dataclass(frozen=True)
class Timing:
    """Per-run times in seconds of candidate and default, paired, and the ratio's
    estimator (`TimingPolicy.quantile`); why its timing stopped (`STOPPED_*`, "" where
    not said) and, where a run of the candidate raised, the error."""

    candidate_s: tuple[float, ...]
    default_s: tuple[float, ...]
    quantile: float | None = None
    stopped: str = ""
    error: BaseException | None = dataclasses.field(default=None, compare=False, repr=False)

    @property
    def ratios(self) -> np.ndarray:
        return np.asarray(self.candidate_s) / np.asarray(self.default_s)

    def summary(self) -> dict[str, float | int | str]:
        """Median/IQR/min of the candidate (ms), the default's median, the ratio, its 95%
        interval and the name of its estimator (`estimator_name`)."""
        cand = np.asarray(self.candidate_s) * 1e3
        q1, q3 = np.percentile(cand, [25, 75])
        ratio, lo, hi = ratio_estimate(self.candidate_s, self.default_s, self.quantile)
        return {
            "median_ms": float(np.median(cand)),
            "iqr_ms": float(q3 - q1),
            "min_ms": float(cand.min()),
            "num_samples": int(cand.size),
            "default_median_ms": float(np.median(self.default_s) * 1e3),
            "ratio": ratio,
            "ratio_low": lo,
            "ratio_high": hi,
            "ratio_estimator": estimator_name(self.quantile),
        }


def estimator_name(quantile: float | None) -> str:
    """How a record names its ratio's estimator: "median-pair" (the median of the paired
    ratios) or "p10" for the 0.1-quantile ratio."""
    return "median-pair" if quantile is None else f"p{100 * quantile:g}"


# The estimators a record, a command-line flag or a bench can name: name -> `TimingPolicy.quantile`.
ESTIMATORS = {estimator_name(q): q for q in (0.1, None)}

BOOTSTRAP_RESAMPLES = 400
BOOTSTRAP_SEED = 0  # a fixed seed: the same times give the same interval


def quantile_ratio(candidate: Sequence[float] | np.ndarray, default: Sequence[float] | np.ndarray,
                   q: float) -> float:
    """The q-quantile of the candidate's times over that of the default's.

    On a shared CPU the rest of the machine adds time to each run at random, and not in
    proportion: on vmapped_mlp the answer/default median ratio read 0.675 in the pairs
    where the default ran fastest and 0.708 where it ran slowest. The runs least slowed
    are the low quantiles; their ratio moved up to about half as much from one reading to
    the next (`bench/timing_estimators.py`). Not the minimum: one lucky run moves it.
    """
    return float(np.quantile(np.asarray(candidate, np.float64), q) / np.quantile(np.asarray(default, np.float64), q))


def ratio_estimate(candidate: Sequence[float] | np.ndarray, default: Sequence[float] | np.ndarray,
                   quantile: float | None, resamples: int = BOOTSTRAP_RESAMPLES) -> tuple[float, float, float]:
    """(ratio, low, high): the ratio and its 95% interval.

    quantile None: the median of the paired ratios, its interval from order statistics
    (`median_ci`). A number: `quantile_ratio`, its interval from a seeded bootstrap
    over the pairs (a pair is resampled whole, so the drift both runs shared stays in).
    """
    c, d = np.asarray(candidate, np.float64), np.asarray(default, np.float64)
    if quantile is None:
        ratios = c / d
        lo, hi = median_ci(ratios)
        return float(np.median(ratios)), lo, hi
    ratio = quantile_ratio(c, d, quantile)
    if c.size < 2:
        return ratio, ratio, ratio
    idx = np.random.default_rng(BOOTSTRAP_SEED).integers(0, c.size, size=(resamples, c.size))
    boot = np.quantile(c[idx], quantile, axis=1) / np.quantile(d[idx], quantile, axis=1)
    lo, hi = np.quantile(boot, [0.025, 0.975])
    return ratio, float(min(lo, ratio)), float(max(hi, ratio))


@dataclasses.dataclass(frozen=True)
class Decision:
    """What the win rule (`decide`) says of a candidate's readings: `WIN`, `NOT_A_WIN` or
    `UNDECIDED`, and the ratio with its 95% interval (`ratio_estimate`) it rests on."""

    verdict: str
    ratio: float
    low: float
    high: float


def decide(candidate: Sequence[float] | np.ndarray, default: Sequence[float] | np.ndarray,
           quantile: float | None, margin: float = 0.0, close: float = 0.0) -> Decision:
    """The one win rule of every timing (the search's confirmation, `xtune.jit`'s first call).

    Win: the whole 95% interval of the ratio (`ratio_estimate`) is below 1 - margin.
    Not a win: its whole interval is above 1 - margin, or (close > 0) the interval is
    within +-close of its ratio (more readings would narrow it around a ratio too near
    the bar to count). Else undecided: more readings may decide it.
    """
    ratio, low, high = ratio_estimate(candidate, default, quantile)
    bar = 1.0 - margin
    if high < bar:
        return Decision(WIN, ratio, low, high)
    if low > bar or (close > 0 and high - low <= 2 * close * ratio):
        return Decision(NOT_A_WIN, ratio, low, high)
    return Decision(UNDECIDED, ratio, low, high)


def median_ci(samples: Sequence[float] | np.ndarray, z: float = 1.96) -> tuple[float, float]:
    """Distribution-free confidence interval of the median from order statistics."""
    x = np.sort(np.asarray(samples, dtype=np.float64))
    n = x.size
    if n == 0:
        return math.nan, math.nan
    half = z * math.sqrt(n) / 2
    lo = max(int(math.floor(n / 2 - half)), 0)
    hi = min(int(math.ceil(n / 2 + half)), n - 1)
    return float(x[lo]), float(x[hi])


def is_stable(samples: Sequence[float] | np.ndarray, rel_ci: float) -> bool:
    """True when the median's 95% interval lies within +-rel_ci of the median."""
    med = float(np.median(samples))
    lo, hi = median_ci(samples)
    return med > 0 and (med - lo) <= rel_ci * med and (hi - med) <= rel_ci * med


def ratio_is_stable(candidate: Sequence[float], default: Sequence[float], quantile: float | None,
                    rel_ci: float) -> bool:
    """True when the ratio's 95% interval (`ratio_estimate`) lies within +-rel_ci of it."""
    ratio, lo, hi = ratio_estimate(candidate, default, quantile, resamples=200)
    return ratio > 0 and (ratio - lo) <= rel_ci * ratio and (hi - ratio) <= rel_ci * ratio


def time_interleaved(run_candidate: Callable[[], None], run_default: Callable[[], None],
                     policy: TimingPolicy = TimingPolicy(),
                     clock: Callable[[], float] = time.perf_counter) -> Timing:
    """Times two blocking callables in alternating pairs until stable (after `min_pairs`
    pairs and `min_time_s`), decided (`TimingPolicy.stop_when_decided`) or capped
    (`max_pairs`, `max_time_s`): `time_rounds` with one candidate, whose error it raises."""
    (timing,) = time_rounds([run_candidate], run_default, policy, clock)
    if timing.error is not None:
        raise timing.error
    return timing


def time_rounds(candidates: Sequence[Callable[[], None]], run_default: Callable[[], None],
                policy: TimingPolicy = TimingPolicy(), clock: Callable[[], float] = time.perf_counter, *,
                prepare: Callable[[], None] | None = None, deadline: float | None = None) -> list[Timing]:
    """Times candidates against one default in rounds: c1 c2 ... default, then default
    ... c2 c1, and so on (with one candidate, the pairs C D, D C, ...).

    First `policy.warmup` untimed rounds, then (where `min_sample_s` > 0) one run of the
    default that sets how many runs make a sample (each sample lasts `min_sample_s` at
    least). Each candidate's timing stops on its own (`Timing.stopped`), and the rounds go
    on with the others: once stable (after `min_pairs` pairs and `min_time_s`), decided
    (`stop_when_decided`), at `max_pairs`, or past `max_time_s` (never before
    `MIN_PAIRS_AT_CAP` pairs). The stability rule is checked every ~10% more pairs; the
    win rule every pair with the median-pair estimator and on that schedule with the
    bootstrapped one.

    Args:
      candidates: blocking callables, one per candidate. One that raises leaves the
        rounds, its `Timing.error` set.
      run_default: the blocking default; its error is raised.
      policy: how long and how precisely (`TimingPolicy`).
      clock: seconds.
      prepare: called before every run, untimed (the first call copies donated
        arguments afresh there); a sample then times its runs one by one.
      deadline: a `clock` time after which no round starts (whatever the pairs).

    Returns:
      One `Timing` per candidate, in order.
    """
    n = len(candidates)
    cand: list[list[float]] = [[] for _ in range(n)]
    dflt: list[list[float]] = [[] for _ in range(n)]
    stopped = [""] * n
    errors: list[BaseException | None] = [None] * n
    active = list(range(n))

    def past_deadline() -> bool:
        return deadline is not None and clock() >= deadline

    def run_round(order: Sequence[int | None],
                  sample: Callable[[Callable[[], None]], float]) -> dict[int | None, float]:
        readings: dict[int | None, float] = {}
        for i in order:
            if i is None:
                readings[None] = sample(run_default)
                continue
            try:
                readings[i] = sample(candidates[i])
            except Exception as e:  # this candidate leaves the rounds; the others go on
                errors[i], stopped[i] = e, STOPPED_FAILED
                active.remove(i)
        return readings

    def once(fn: Callable[[], None]) -> float:
        if prepare is not None:
            prepare()
        t0 = clock()
        fn()
        return clock() - t0

    for _ in range(policy.warmup):
        if not active or past_deadline():
            break
        run_round([*active, None], once)
    reps = 1
    if active and policy.min_sample_s > 0 and not past_deadline():
        reps = max(1, math.ceil(policy.min_sample_s / max(once(run_default), 1e-7)))

    def sample(fn: Callable[[], None]) -> float:
        if prepare is not None:
            return sum(once(fn) for _ in range(reps)) / reps
        t0 = clock()
        for _ in range(reps):
            fn()
        return (clock() - t0) / reps

    start = clock()
    next_check = [policy.min_pairs] * n  # the stability rule: re-checked every ~10% more pairs
    next_decide = [policy.min_pairs] * n  # the win rule: every pair with the median-pair estimator
    rounds = 0
    while active:
        if past_deadline():
            for i in active:
                stopped[i] = STOPPED_DEADLINE
            break
        order: list[int | None] = [*active, None] if rounds % 2 == 0 else [None, *reversed(active)]
        readings = run_round(order, sample)
        rounds += 1
        for i in list(active):
            cand[i].append(readings[i])
            dflt[i].append(readings[None])
            k = len(cand[i])
            why = ""
            if policy.stop_when_decided and k >= next_decide[i]:
                next_decide[i] = k + (1 if policy.quantile is None else max(1, k // 10))
                if policy.decide(cand[i], dflt[i]).verdict != UNDECIDED:
                    why = STOPPED_DECIDED
            if not why and k >= next_check[i] and clock() - start >= policy.min_time_s:
                next_check[i] = k + max(1, k // 10)
                if is_stable(cand[i], policy.rel_ci) and ratio_is_stable(cand[i], dflt[i], policy.quantile,
                                                                          policy.rel_ci):
                    why = STOPPED_STABLE
            if not why and k >= policy.max_pairs:
                why = STOPPED_MAX_PAIRS
            if not why and k >= MIN_PAIRS_AT_CAP and clock() - start > policy.max_time_s:
                why = STOPPED_MAX_TIME
            if why:
                stopped[i] = why
                active.remove(i)
    return [Timing(tuple(cand[i]), tuple(dflt[i]), policy.quantile, stopped[i], errors[i]) for i in range(n)]
