"""The rankings every learned model is compared with, on the same examples.

* ``count``: the count (`surrogate.layout_count`): elements a config lays out other than
  row-major, fewer = faster. No learning.
* ``random``: a uniformly random order, its metrics averaged over `RANDOM_SEEDS` draws
  per program.

    per, mean = baseline_metrics(examples, "count")   # keyed like train.evaluate's
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from xtune.surrogate.metrics import METRIC_NAMES, evaluate_rankings, ranking_metrics
from xtune.surrogate.layout_count import count_scores
from xtune.surrogate.training_data import Example

BASELINES = ("count", "random")
RANDOM_SEEDS = 20


def unique_name(name: str, taken) -> str:
    """`name`, or `name#k` for the k-th repeat (two graphs of one program name)."""
    if name not in taken:
        return name
    k = 2
    while f"{name}#{k}" in taken:
        k += 1
    return f"{name}#{k}"


def baseline_metrics(examples: Sequence[Example], kind: str, seed: int = 0
                     ) -> tuple[dict[str, dict[str, float]], dict[str, float]]:
    """(metrics per example name, mean) of baseline `kind` ("count" or "random") on `examples`."""
    if kind not in BASELINES:
        raise ValueError(f"unknown baseline {kind!r}; one of {', '.join(BASELINES)}")
    if kind == "count":
        results = {}
        for ex in examples:
            scores = count_scores(ex.codes, ex.node_feat, ex.edge_index, ex.node_config_ids)
            results[unique_name(ex.name, results)] = (scores, ex.runtime)
        return evaluate_rankings(results)
    rng = np.random.default_rng(seed)
    per: dict[str, dict[str, float]] = {}
    for ex in examples:
        draws = [ranking_metrics(rng.permutation(ex.num_configs), ex.runtime) for _ in range(RANDOM_SEEDS)]
        per[unique_name(ex.name, per)] = {m: float(np.nanmean([d[m] for d in draws]))
                                          if not all(np.isnan(d[m]) for d in draws) else float("nan")
                                          for m in METRIC_NAMES}
    mean = {m: float(np.nanmean([r[m] for r in per.values()])) for m in METRIC_NAMES}
    return per, mean


__all__ = ["BASELINES", "RANDOM_SEEDS", "baseline_metrics", "unique_name"]
