"""Training: learns a synthetic ranking, reproducible, fine-tuning copies, Graph Segment Training."""

import dataclasses

import jax
import numpy as np
import pytest

from xtune.surrogate.model import ModelConfig
from xtune.surrogate.synthetic import synthetic_examples, synthetic_programs
from xtune.surrogate.train import TrainConfig, Trainer, evaluate, fine_tune, new_surrogate, ranking_loss, train

pytestmark = pytest.mark.usefixtures("fast_compiles")  # tiny models, fast compiles (conftest)


@pytest.fixture(scope="module")
def examples():
    return synthetic_examples(synthetic_programs(10, seed=0), num_configs=40, seed=0)


@pytest.fixture(scope="module")
def trained(examples):
    return train(examples[:6], examples[6:8], TrainConfig.tiny(epochs=25))


def same_params(a, b) -> bool:
    return all(np.array_equal(x, y) for x, y in zip(jax.tree.leaves(a), jax.tree.leaves(b)))


def test_a_tiny_training_run_ranks_unseen_programs_with_tau_above_one_half(trained, examples):
    _, mean = evaluate(trained.surrogate, examples[8:])
    assert mean["kendall_tau"] > 0.5
    assert mean["opa"] > 0.7
    assert trained.history[-1]["loss"] < trained.history[0]["loss"]


def test_the_saved_model_is_the_best_epoch_on_held_out_programs(trained):
    info = trained.surrogate.info
    best = max(trained.history, key=lambda h: h["valid_tau"])
    assert info["best_epoch"] == best["epoch"]
    assert info["valid_metrics"]["kendall_tau"] == pytest.approx(best["valid_tau"])
    assert info["train_graphs"] == 6 and info["valid_graphs"] == 2


def test_training_is_reproducible_with_a_seed(examples):
    config = TrainConfig.tiny(epochs=2)
    a = train(examples[:3], examples[3:4], config).surrogate.params
    b = train(examples[:3], examples[3:4], config).surrogate.params
    c = train(examples[:3], examples[3:4], dataclasses.replace(config, seed=1)).surrogate.params
    assert same_params(a, b)
    assert not same_params(a, c)


def test_fine_tune_returns_a_new_model_and_leaves_the_original_unchanged(trained, examples):
    original = trained.surrogate
    before = original.predict(examples[9])
    tuned = fine_tune(original, [examples[9]], steps=5, learning_rate=1e-2, configs_per_step=16)
    assert tuned is not original
    np.testing.assert_array_equal(original.predict(examples[9]), before)
    assert np.abs(tuned.predict(examples[9]) - before).max() > 1e-4
    assert tuned.info["fine_tuned_steps"] == 5 and "fine_tuned_steps" not in original.info


def test_the_ranking_loss_is_lower_when_scores_order_configs_like_their_runtimes():
    runtime = np.array([1.0, 2.0, 3.0, 4.0], np.float32)
    grades = np.array([0.4, 0.3, 0.2, 0.1], np.float32)
    mask = np.ones(4, np.float32)
    right = ranking_loss(np.log(runtime), grades, np.log(runtime), mask, 0.1)
    wrong = ranking_loss(-np.log(runtime), grades, np.log(runtime), mask, 0.1)
    assert right < wrong
    masked = ranking_loss(np.array([0.0, 0.0, 0.0, 9.0]), grades, np.log(runtime), np.array([1, 1, 1, 0.0]), 0.0)
    assert np.isfinite(masked)


def test_graph_segment_training_steps_through_one_segment_and_keeps_the_others_in_the_history_table(
        attention_program):
    example = synthetic_examples([attention_program], num_configs=24, seed=2)[0]
    model = ModelConfig.tiny(segment_size=16)
    surrogate = new_surrogate([example], model, seed=0)
    trainer = Trainer(surrogate, learning_rate=1e-2, weight_decay=0.0, clip_norm=1.0, configs_per_step=16,
                      mse_weight=0.1, stale_dropout=0.5, seed=0)
    graph = trainer.graph(example)
    assert len(graph.prepared.segments) == 3
    losses = [trainer.step(example) for _ in range(12)]
    assert np.isfinite(losses).all()
    assert graph.filled.sum(axis=0).min() >= 16  # every segment holds embeddings of the sampled configs
    assert graph.base_filled.all() and np.abs(graph.table_sub[graph.filled]).sum() > 0
    assert not same_params(trainer.params, surrogate.params)


def test_train_config_rejects_impossible_settings():
    for bad in ({"epochs": 0}, {"configs_per_step": 1}, {"learning_rate": 0.0}, {"stale_dropout": 1.0},
                {"mse_weight": -1.0}, {"max_eval_configs": 1}):
        with pytest.raises(ValueError):
            TrainConfig(**bad)
    assert TrainConfig.tiny().model == ModelConfig.tiny()
