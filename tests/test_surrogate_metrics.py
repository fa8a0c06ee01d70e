"""Ranking metrics match hand-computed values (TpuGraphs definitions)."""

import math

import numpy as np
import pytest

from xtune.surrogate.metrics import (
    evaluate_rankings,
    kendall_tau,
    ordered_pair_accuracy,
    paired_comparison,
    ranking_metrics,
    top_k_slowdown,
)


def test_kendall_tau_counts_concordant_minus_discordant_pairs():
    # pairs: 6, one discordant (configs 1 and 2 swapped) -> (5 - 1) / 6
    assert kendall_tau(np.array([1, 2, 3, 4]), np.array([1, 3, 2, 4])) == pytest.approx(4 / 6)
    assert kendall_tau(np.array([4, 3, 2, 1]), np.array([1, 2, 3, 4])) == pytest.approx(-1.0)


def test_kendall_tau_is_nan_without_two_configs_to_compare():
    assert math.isnan(kendall_tau(np.array([1.0]), np.array([2.0])))


def test_ordered_pair_accuracy_ignores_equal_runtimes_and_counts_equal_predictions_as_wrong():
    # the tfr.keras.metrics.OPAMetric docstring example
    assert ordered_pair_accuracy(np.array([3.0, 1.0, 2.0]), np.array([0.0, 1.0, 2.0])) == pytest.approx(1 / 3)
    # runtime tie (0, 1) ignored; pair (0, 2) predicted equal -> wrong; (1, 2) right
    assert ordered_pair_accuracy(np.array([1.0, 2.0, 1.0]), np.array([5.0, 5.0, 1.0])) == pytest.approx(1 / 2)


def test_top_k_slowdown_is_the_best_runtime_among_the_k_top_predictions_relative_to_the_best():
    runtime = np.array([10.0, 12.0, 8.0, 20.0])
    predicted = np.array([1.0, 2.0, 3.0, 4.0])  # the model ranks config 0 first, config 2 third
    assert top_k_slowdown(predicted, runtime, 1) == pytest.approx(0.25)
    assert top_k_slowdown(predicted, runtime, 2) == pytest.approx(0.25)
    assert top_k_slowdown(predicted, runtime, 3) == 0.0
    assert top_k_slowdown(predicted, runtime, 10) == 0.0


def test_a_perfect_ranking_scores_tau_1_opa_1_and_no_slowdown():
    runtime = np.array([3.0, 1.0, 2.0, 5.0])
    m = ranking_metrics(np.log(runtime), runtime)
    assert m == {"kendall_tau": 1.0, "opa": 1.0, "top1_slowdown": 0.0, "top5_slowdown": 0.0, "top10_slowdown": 0.0}


def test_the_mean_over_programs_skips_nan_values():
    per, mean = evaluate_rankings({"a": (np.array([1, 2]), np.array([1, 2])),
                                   "b": (np.array([1, 2]), np.array([2, 2]))})  # b: all equal runtimes
    assert math.isnan(per["b"]["kendall_tau"]) and per["a"]["kendall_tau"] == 1.0
    assert mean["kendall_tau"] == 1.0 and mean["top1_slowdown"] == 0.0


def test_the_paired_comparison_counts_wins_and_tests_the_differences_with_wilcoxon():
    from scipy.stats import wilcoxon

    a = {f"p{i}": {"kendall_tau": t} for i, t in enumerate([0.5, 0.6, 0.7, 0.4, 0.9, 0.8])}
    b = {f"p{i}": {"kendall_tau": t} for i, t in enumerate([0.4, 0.5, 0.7, 0.5, 0.6, 0.3])}
    b["only_b"] = {"kendall_tau": 0.1}
    a["nan"], b["nan"] = {"kendall_tau": math.nan}, {"kendall_tau": 0.2}
    c = paired_comparison(a, b)
    assert c["programs"] == 6 and (c["wins"], c["losses"], c["ties"]) == (4, 1, 1)
    assert c["model"] == pytest.approx(3.9 / 6) and c["difference"] == pytest.approx(0.9 / 6)
    x, y = [0.5, 0.6, 0.7, 0.4, 0.9, 0.8], [0.4, 0.5, 0.7, 0.5, 0.6, 0.3]
    assert c["p_value"] == pytest.approx(wilcoxon(x, y).pvalue)
    assert math.isnan(paired_comparison(a, a)["p_value"])  # all ties: no test
