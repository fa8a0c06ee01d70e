"""Interleaved timing of a candidate against the default, and its statistics.

Timing on a shared CPU drifts (DESIGN.md), so a candidate is never timed
alone: candidate and default run in alternating pairs in one process (A B,
B A, A B ...) and the median of the per-pair ratios is the figure that
speedups and rankings use. Sampling stops once the 95% confidence intervals
of the candidate's median time and of the median ratio are within
`rel_ci` of the median, or at a time cap.
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
    """

    warmup: int = 2
    min_pairs: int = 10
    max_pairs: int = 400
    rel_ci: float = 0.02
    max_time_s: float = 8.0
    min_sample_s: float = 0.002

    @classmethod
    def tiny(cls) -> "TimingPolicy":
        """A fast preset for tests."""
        return cls(warmup=1, min_pairs=3, max_pairs=20, max_time_s=1.0)


@dataclasses.dataclass(frozen=True)
class Timing:
    """Per-run times in seconds of candidate and default, paired."""

    candidate_s: tuple[float, ...]
    default_s: tuple[float, ...]

    @property
    def ratios(self) -> np.ndarray:
        return np.asarray(self.candidate_s) / np.asarray(self.default_s)

    def summary(self) -> dict[str, float | int]:
        """Median/IQR/min of the candidate (ms), the default's median, the ratio and its CI."""
        cand = np.asarray(self.candidate_s) * 1e3
        q1, q3 = np.percentile(cand, [25, 75])
        lo, hi = median_ci(self.ratios)
        return {
            "median_ms": float(np.median(cand)),
            "iqr_ms": float(q3 - q1),
            "min_ms": float(cand.min()),
            "num_samples": int(cand.size),
            "default_median_ms": float(np.median(self.default_s) * 1e3),
            "ratio": float(np.median(self.ratios)),
            "ratio_low": lo,
            "ratio_high": hi,
        }


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


def time_interleaved(run_candidate: Callable[[], None], run_default: Callable[[], None],
                     policy: TimingPolicy = TimingPolicy(),
                     clock: Callable[[], float] = time.perf_counter) -> Timing:
    """Times two blocking callables in alternating pairs until stable or capped."""
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
    while len(cand) < policy.max_pairs:
        if len(cand) % 2 == 0:
            cand.append(sample(run_candidate))
            dflt.append(sample(run_default))
        else:
            dflt.append(sample(run_default))
            cand.append(sample(run_candidate))
        if len(cand) >= policy.min_pairs:
            ratios = np.asarray(cand) / np.asarray(dflt)
            if is_stable(cand, policy.rel_ci) and is_stable(ratios, policy.rel_ci):
                break
        if len(cand) >= MIN_PAIRS_AT_CAP and clock() - start > policy.max_time_s:
            break
    return Timing(tuple(cand), tuple(dflt))
