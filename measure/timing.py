"""Interleaved timing of a candidate against the default, and its statistics.

Timing on a shared CPU drifts (docs/design.md), so a candidate is never timed
alone: candidate and default run in alternating pairs in one process (A B,
B A, A B ...). The figure that speedups and rankings use is their ratio: the
0.1-quantile of the candidate's times over that of the default's
(`TimingPolicy.quantile`; the other estimator, the median of the per-pair
ratios, follows how busy the rest of the machine is).
Sampling stops once the 95% confidence intervals of the candidate's median
time and of the ratio are within `rel_ci`, or at a time cap.
"""

from __future__ import annotations

import dataclasses
import math
import time
from collections.abc import Callable, Sequence

import numpy as np

MIN_PAIRS_AT_CAP = 3  # a time cap still leaves a median of 3 pairs


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
    """

    warmup: int = 2
    min_pairs: int = 10
    max_pairs: int = 400
    rel_ci: float = 0.02
    max_time_s: float = 8.0
    min_sample_s: float = 0.002
    min_time_s: float = 0.0
    quantile: float | None = 0.1

    @classmethod
    def tiny(cls) -> "TimingPolicy":
        """A fast preset for tests."""
        return cls(warmup=1, min_pairs=3, max_pairs=20, max_time_s=1.0)


@dataclasses.dataclass(frozen=True)
class Timing:
    """Per-run times in seconds of candidate and default, paired, and the ratio's
    estimator (`TimingPolicy.quantile`)."""

    candidate_s: tuple[float, ...]
    default_s: tuple[float, ...]
    quantile: float | None = None

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
    pairs and `min_time_s`) or capped (`max_pairs`, `max_time_s`)."""
    for _ in range(policy.warmup):
        run_candidate()
        run_default()
    start = clock()
    run_default()
    one_run_s = max(clock() - start, 1e-7)
    reps = max(1, math.ceil(policy.min_sample_s / one_run_s))

    def sample(fn: Callable[[], None]) -> float:
        t0 = clock()
        for _ in range(reps):
            fn()
        return (clock() - t0) / reps

    cand: list[float] = []
    dflt: list[float] = []
    start = clock()
    next_check = policy.min_pairs  # the ratio's interval is re-checked every ~10% more pairs
    while len(cand) < policy.max_pairs:
        if len(cand) % 2 == 0:
            cand.append(sample(run_candidate))
            dflt.append(sample(run_default))
        else:
            dflt.append(sample(run_default))
            cand.append(sample(run_candidate))
        n = len(cand)
        if n >= next_check and clock() - start >= policy.min_time_s:
            next_check = n + max(1, n // 10)
            if is_stable(cand, policy.rel_ci) and ratio_is_stable(cand, dflt, policy.quantile, policy.rel_ci):
                break
        if n >= MIN_PAIRS_AT_CAP and clock() - start > policy.max_time_s:
            break
    return Timing(tuple(cand), tuple(dflt), policy.quantile)
