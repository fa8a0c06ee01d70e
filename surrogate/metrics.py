"""Ranking metrics as TpuGraphs defines them, per program and averaged.

Both arguments are "lower is better" numbers per config: `predicted` the
model's scores, `runtime` the measured runtimes.

* Kendall's tau: `scipy.stats.kendalltau(predicted, runtime)` (tau-b), the
  Kaggle layout metric.
* Ordered pair accuracy (tfr.keras.metrics.OPAMetric, used by the TpuGraphs
  layout baseline): over pairs with runtime_i > runtime_j, the share with
  predicted_i > predicted_j; pairs of equal runtime are ignored, pairs of
  equal prediction count as wrong.
* Top-k slowdown (tpu_graphs/baselines/tiles/metrics.py): the best runtime
  among the model's k top-ranked configs, relative to the best runtime of
  all: (best_of_top_k - best) / best. 0 = the model's top k hold the best.
"""

from __future__ import annotations

import math
from collections.abc import Mapping

import numpy as np
from scipy.stats import kendalltau

TOP_K = (1, 5, 10)
METRIC_NAMES = ("kendall_tau", "opa", *(f"top{k}_slowdown" for k in TOP_K))


def kendall_tau(predicted: np.ndarray, runtime: np.ndarray) -> float:
    """Kendall's tau-b; nan when either side is constant or has < 2 configs."""
    if len(runtime) < 2:
        return math.nan
    return float(kendalltau(np.asarray(predicted), np.asarray(runtime)).statistic)


def ordered_pair_accuracy(predicted: np.ndarray, runtime: np.ndarray) -> float:
    """Share of pairs with different runtimes whose predictions are strictly in the same order."""
    p, t = np.asarray(predicted, np.float64), np.asarray(runtime, np.float64)
    slower = t[:, None] > t[None, :]
    pairs = int(slower.sum())
    if pairs == 0:
        return math.nan
    return float((slower & (p[:, None] > p[None, :])).sum() / pairs)


def top_k_slowdown(predicted: np.ndarray, runtime: np.ndarray, k: int) -> float:
    """(best runtime among the k lowest predictions - best runtime) / best runtime."""
    t = np.asarray(runtime, np.float64)
    order = np.argsort(np.asarray(predicted), kind="stable")
    best = t.min()
    return float((t[order[:k]].min() - best) / best)


def ranking_metrics(predicted: np.ndarray, runtime: np.ndarray) -> dict[str, float]:
    """All metrics of one program."""
    out = {"kendall_tau": kendall_tau(predicted, runtime), "opa": ordered_pair_accuracy(predicted, runtime)}
    for k in TOP_K:
        out[f"top{k}_slowdown"] = top_k_slowdown(predicted, runtime, k)
    return out


def evaluate_rankings(results: Mapping[str, tuple[np.ndarray, np.ndarray]]
                      ) -> tuple[dict[str, dict[str, float]], dict[str, float]]:
    """(metrics per program of {name: (predicted, runtime)}, their mean); nan values
    (tau of a program whose configs all ran equally fast) are left out of the mean."""
    per = {name: ranking_metrics(p, t) for name, (p, t) in results.items()}
    mean = {}
    for m in METRIC_NAMES:
        values = [r[m] for r in per.values() if not math.isnan(r[m])]
        mean[m] = float(np.mean(values)) if values else math.nan
    return per, mean


def paired_comparison(model: Mapping[str, Mapping[str, float]], baseline: Mapping[str, Mapping[str, float]],
                      metric: str = "kendall_tau") -> dict[str, float]:
    """A per-program paired comparison of two rankings of the same programs on `metric`
    (higher is better: tau, OPA): the means over the programs both have a value for,
    their difference, the programs each one wins, and the two-sided Wilcoxon signed-rank
    p-value of the differences (`scipy.stats.wilcoxon`; nan for fewer than 2 programs or
    all ties).

    Args:
      model, baseline: per-program metrics (`evaluate_rankings(...)[0]`), keyed alike.
      metric: which metric to compare.
    """
    from scipy.stats import wilcoxon

    names = [n for n in model if n in baseline and not (math.isnan(model[n][metric])
                                                        or math.isnan(baseline[n][metric]))]
    a = np.array([model[n][metric] for n in names], np.float64)
    b = np.array([baseline[n][metric] for n in names], np.float64)
    diff = a - b
    p = math.nan
    if len(names) >= 2 and np.any(diff != 0):
        p = float(wilcoxon(a, b, zero_method="wilcox").pvalue)
    return {"programs": len(names), "model": float(a.mean()) if names else math.nan,
            "baseline": float(b.mean()) if names else math.nan, "difference": float(diff.mean()) if names else math.nan,
            "wins": int((diff > 0).sum()), "losses": int((diff < 0).sum()), "ties": int((diff == 0).sum()),
            "p_value": p}


__all__ = ["METRIC_NAMES", "TOP_K", "evaluate_rankings", "kendall_tau", "ordered_pair_accuracy",
           "paired_comparison", "ranking_metrics", "top_k_slowdown"]
