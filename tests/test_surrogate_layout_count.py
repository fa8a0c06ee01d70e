"""The layout count: elements laid out non-row-major, from graphs, codes and genomes alike."""

import dataclasses
import math

import jax
import numpy as np
import pytest

from xtune.surrogate.graph import build_graph
from xtune.surrogate.model import COUNT_WEIGHT_INIT, ModelConfig
from xtune.surrogate.predict import GNNModel
from xtune.surrogate.layout_count import (
    COUNT_NAMES,
    COUNT_SCALE,
    OLD_NAMES,
    count_features,
    non_row_major,
    slot_sizes,
)
from xtune.surrogate.synthetic import random_genomes, synthetic_examples
from xtune.surrogate.train import TrainConfig, evaluate, new_gnn, train
from xtune.surrogate.training_data import make_example

pytestmark = pytest.mark.usefixtures("fast_compiles")  # tiny models, fast compiles (conftest)


def test_only_a_set_layout_that_is_not_row_major_counts():
    layouts = np.array([[-1] * 6,  # default
                        [1, 0, -1, -1, -1, -1],  # rank 2, row-major pin
                        [0, 1, -1, -1, -1, -1],  # rank 2, transposed
                        [2, 1, 0, -1, -1, -1],  # rank 3, row-major pin
                        [2, 0, 1, -1, -1, -1]])
    assert non_row_major(layouts).tolist() == [False, False, True, False, True]


def test_slot_sizes_are_the_result_and_operand_element_counts(tiny_program, tiny_space, node_of):
    graph = build_graph(tiny_program, tiny_space)
    sizes = slot_sizes(graph.node_feat, graph.edge_index, graph.node_config_ids)
    dot = tiny_space.node_index[node_of(tiny_space, "dot_general").id]
    assert sizes[dot].tolist() == [2 * 16 * 16, 2 * 16 * 32, 2 * 32 * 16]
    tr = tiny_space.node_index[node_of(tiny_space, "transpose").id]
    assert sizes[tr].tolist() == [16 * 16, 16 * 16, 0]  # one operand


def test_count_features_count_elements_of_non_row_major_results_and_operands(tiny_program, tiny_space, node_of):
    graph = build_graph(tiny_program, tiny_space)
    dot = node_of(tiny_space, "dot_general").id
    configs = [tiny_space.default(),
               tiny_space.make({f"{dot}.out": [2, 1, 0], f"{dot}.in0": [2, 1, 0]}),  # pins: free
               tiny_space.make({f"{dot}.out": [1, 2, 0]}),
               tiny_space.make({f"{dot}.in0": [0, 1, 2], f"{dot}.in1": [1, 2, 0]})]
    example = make_example(graph, tiny_space, configs, np.ones(len(configs)))
    moved = np.expm1(COUNT_SCALE * count_features(example.codes, slot_sizes(
        graph.node_feat, graph.edge_index, graph.node_config_ids)))
    np.testing.assert_allclose(moved, [[0, 0], [0, 0], [512, 0], [0, 2048]], rtol=1e-4)
    np.testing.assert_array_equal(example.aligned_options(COUNT_NAMES), count_features(
        example.codes, slot_sizes(graph.node_feat, graph.edge_index, graph.node_config_ids)))


def test_an_untrained_layout_count_model_is_the_count_on_both_paths_and_round_trips(attention_program, tmp_path):
    example = synthetic_examples([attention_program], num_configs=8, seed=4)[0]
    model = new_gnn([example], ModelConfig.tiny(layout_count=True), seed=1)
    assert model.option_names[-2:] == COUNT_NAMES
    scorer = model.scorer(attention_program)
    genomes = random_genomes(scorer.space, 24, np.random.default_rng(5))
    configs = [scorer.space.decode(g) for g in genomes]
    fresh = make_example(scorer.graph, scorer.space, configs, np.ones(24))
    counted = fresh.aligned_options(COUNT_NAMES)
    expected = COUNT_WEIGHT_INIT * np.log1p(np.expm1(COUNT_SCALE * counted).sum(-1))
    assert np.ptp(expected) > 0.1  # the configs differ in what they move
    np.testing.assert_allclose(model.predict(fresh), expected, rtol=1e-4, atol=1e-5)
    np.testing.assert_allclose(scorer.score_indices(genomes), expected, rtol=1e-4, atol=1e-5)
    params = jax.tree_util.tree_map(lambda x: x, model.params)  # a trained-looking correction
    tree = params.get("params", params)
    tree["score"]["kernel"] = np.random.default_rng(0).normal(0, 0.5, tree["score"]["kernel"].shape).astype(np.float32)
    model = dataclasses.replace(model, params=params)
    np.testing.assert_allclose(scorer.model.replace(params=params).scorer(attention_program).score_indices(genomes),
                               model.predict(fresh), rtol=1e-4, atol=1e-4)
    loaded = GNNModel.load(model.save(tmp_path / "count.xtm"))
    assert loaded.config.layout_count and loaded.option_names == model.option_names
    np.testing.assert_array_equal(loaded.predict(fresh), model.predict(fresh))
    assert not ModelConfig.from_dict({}).layout_count  # files from before the flag load as they were


def test_training_with_the_count_keeps_the_untrained_model_when_nothing_beats_it(attention_program):
    examples = synthetic_examples([attention_program], num_configs=12, seed=2)
    # a learning rate too small to change anything: no epoch beats the untrained model, which is the count
    config = TrainConfig.tiny(model=ModelConfig.tiny(layout_count=True), epochs=2, learning_rate=1e-12)
    result = train(examples[:1], examples, config)
    assert result.model.info["best_epoch"] == 0 and len(result.history) == 2
    untrained = new_gnn(examples[:1], config.model, config.seed)
    assert all(np.array_equal(a, b) for a, b in zip(jax.tree.leaves(result.model.params),
                                                    jax.tree.leaves(untrained.params)))
    tau = result.model.info["valid_metrics"]["kendall_tau"]
    assert not math.isnan(tau)
    assert tau == pytest.approx(evaluate(untrained, examples, config.max_eval_configs, config.seed)[1]["kendall_tau"])


def test_a_model_file_that_stores_the_counts_old_names_loads_and_scores_the_same(attention_program, tmp_path):
    """Files made before the count had its own name store "layout_prior", "prior.out", "prior.in"
    and "prior_weight"; they load as a layout-count model with the current names."""
    from xtune.surrogate.modelfile import read_model_file, write_model_file

    example = synthetic_examples([attention_program], num_configs=8, seed=4)[0]
    model = new_gnn([example], ModelConfig.tiny(layout_count=True), seed=1)
    header, params = read_model_file(model.save(tmp_path / "new.xtm"))
    old = {v: k for k, v in OLD_NAMES.items()}
    header["model"] = {old.get(k, k): v for k, v in header["model"].items()}
    header["option_names"] = [old.get(n, n) for n in header["option_names"]]
    params = {old.get(k, k): v for k, v in params.items()}
    assert "layout_prior" in header["model"] and "prior_weight" in params and "prior.in" in header["option_names"]
    loaded = GNNModel.load(write_model_file(tmp_path / "old.xtm", header, params))
    assert loaded.config.layout_count and loaded.option_names == model.option_names
    np.testing.assert_array_equal(loaded.predict(example), model.predict(example))
