"""One training step: the ranking loss, and Graph Segment Training's historical table."""

import jax
import numpy as np
import pytest

from xtune.surrogate.model import ModelConfig
from xtune.surrogate.synthetic import synthetic_examples
from xtune.surrogate.train import new_gnn
from xtune.surrogate.train_step import Trainer, ranking_loss

pytestmark = pytest.mark.usefixtures("fast_compiles")  # tiny models, fast compiles (conftest)


def same_params(a, b) -> bool:
    return all(np.array_equal(x, y) for x, y in zip(jax.tree.leaves(a), jax.tree.leaves(b)))


def test_the_ranking_loss_is_lower_when_scores_order_configs_like_their_runtimes():
    runtime = np.array([1.0, 2.0, 3.0, 4.0], np.float32)
    grades = np.array([0.4, 0.3, 0.2, 0.1], np.float32)
    mask = np.ones(4, np.float32)
    right = ranking_loss(np.log(runtime), grades, np.log(runtime), mask, 0.1)
    wrong = ranking_loss(-np.log(runtime), grades, np.log(runtime), mask, 0.1)
    assert right < wrong


def test_masked_configs_do_not_count_in_either_part_of_the_loss():
    log_rt = np.log(np.array([1.0, 2.0, 3.0, 4.0], np.float32))
    grades = np.array([0.5, 1 / 3, 1 / 6, 0.0], np.float32)
    mask = np.array([1, 1, 1, 0], np.float32)
    scores = np.array([0.3, 0.1, 0.7, 0.0], np.float32)
    other_scores, other_log_rt = scores.copy(), log_rt.copy()
    other_scores[3], other_log_rt[3] = 9.0, 7.0  # the padding config's values
    for mse_weight in (0.0, 0.5):
        base = float(ranking_loss(scores, grades, log_rt, mask, mse_weight))
        assert np.isfinite(base)
        other = float(ranking_loss(other_scores, grades, other_log_rt, mask, mse_weight))
        assert other == pytest.approx(base, rel=1e-6)


def test_the_mse_part_compares_scores_and_log_runtimes_centred_over_the_real_configs():
    log_rt = np.log(np.array([1.0, 2.0, 3.0, 4.0], np.float32))
    grades = np.array([0.5, 1 / 3, 1 / 6, 0.0], np.float32)
    mask = np.array([1, 1, 1, 0], np.float32)

    def mse(scores):
        return float(ranking_loss(scores, grades, log_rt, mask, 1.0) - ranking_loss(scores, grades, log_rt, mask, 0.0))

    assert mse(log_rt + 5.0) == pytest.approx(0.0, abs=1e-6)  # a per-graph constant costs nothing
    centred = log_rt[:3] - log_rt[:3].mean()
    assert mse(2 * log_rt) == pytest.approx(float((centred ** 2).mean()), rel=1e-5)  # twice the slope does


def test_graph_segment_training_steps_through_one_segment_and_keeps_the_others_in_the_history_table(
        attention_program):
    example = synthetic_examples([attention_program], num_configs=24, seed=2)[0]
    model = ModelConfig.tiny(segment_size=16)
    surrogate = new_gnn([example], model, seed=0)
    trainer = Trainer(surrogate, learning_rate=1e-2, weight_decay=0.0, clip_norm=1.0, configs_per_step=16,
                      mse_weight=0.1, stale_dropout=0.5, seed=0)
    graph = trainer.graph(example)
    assert len(graph.prepared.segments) == 3
    losses = [trainer.step(example) for _ in range(12)]
    assert np.isfinite(losses).all()
    assert graph.filled.sum(axis=0).min() >= 16  # every segment holds embeddings of the sampled configs
    assert graph.base_filled.all() and np.abs(graph.table_sub[graph.filled]).sum() > 0
    assert not same_params(trainer.params, surrogate.params)


