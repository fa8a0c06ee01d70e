"""Fast inference: genomes scored through per-gene tables agree with config features, in any chunking."""


import numpy as np
import pytest

from xtune.measure.space import ConfigError, ConfigSpace
from xtune.surrogate.model import ModelConfig
from xtune.surrogate.synthetic import random_genomes, synthetic_examples, synthetic_program
from xtune.surrogate.train import new_gnn
from xtune.surrogate.training_data import make_example

pytestmark = pytest.mark.usefixtures("fast_compiles")  # tiny models, fast compiles (conftest)


@pytest.fixture(scope="module")
def program():
    return synthetic_program("batched", 16, 8)


@pytest.fixture(scope="module")
def surrogate(program):
    return new_gnn(synthetic_examples([program], num_configs=8), ModelConfig.tiny(), seed=0)


def test_score_indices_equals_score_on_the_decoded_configs_and_the_feature_path(surrogate, program):
    scorer = surrogate.scorer(program)
    genomes = random_genomes(scorer.space, 40, np.random.default_rng(3))
    configs = [scorer.space.decode(g) for g in genomes]
    by_index = scorer.score_indices(genomes)
    assert by_index.shape == (40,)
    np.testing.assert_array_equal(scorer.score(configs), by_index)
    features = surrogate.predict(make_example(scorer.graph, scorer.space, configs, np.ones(40)))
    np.testing.assert_allclose(by_index, features, rtol=1e-5, atol=1e-5)
    assert len(set(np.round(by_index, 5))) > 20  # configs are told apart


@pytest.mark.parametrize("variant", ["mod_two_layers_segments"])
def test_the_fast_path_matches_the_feature_path_with_routing_more_layers_and_segments(variant, attention_program):
    example = synthetic_examples([attention_program], num_configs=8, seed=4)[0]
    model = ModelConfig.tiny(mod_capacity=0.5, config_layers=2, segment_size=16, prune_hops=2)
    surrogate = new_gnn([example], model, seed=1)
    scorer = surrogate.scorer(attention_program)
    assert len(scorer._segs) == 3
    genomes = random_genomes(scorer.space, 24, np.random.default_rng(5))
    configs = [scorer.space.decode(g) for g in genomes]
    features = surrogate.predict(make_example(scorer.graph, scorer.space, configs, np.ones(24)))
    np.testing.assert_allclose(scorer.score_indices(genomes), features, rtol=1e-4, atol=1e-4)


def test_chunks_and_padding_do_not_change_scores(surrogate, program):
    space = ConfigSpace(program)
    genomes = random_genomes(space, 40, np.random.default_rng(4))
    whole = surrogate.scorer(program, space).score_indices(genomes)
    chunked = surrogate.scorer(program, space, chunk=16).score_indices(genomes)
    np.testing.assert_allclose(chunked, whole, rtol=1e-5, atol=1e-6)
    np.testing.assert_allclose(surrogate.scorer(program, space).score_indices(genomes[:3]), whole[:3],
                               rtol=1e-5, atol=1e-6)


def test_score_indices_rejects_genomes_that_do_not_fit_the_space(surrogate, program):
    scorer = surrogate.scorer(program)
    with pytest.raises(ConfigError, match="shape"):
        scorer.score_indices(np.zeros((2, scorer.num_genes + 1), np.int64))
    bad = np.zeros((1, scorer.num_genes), np.int64)
    bad[0, 0] = len(scorer.space.genes[0].choices)
    with pytest.raises(ConfigError, match="range"):
        scorer.score_indices(bad)
    other = ConfigSpace(synthetic_program("chain", 8, 8)).default()
    with pytest.raises(ConfigError, match="program"):
        scorer.score([other])
    assert scorer.score_indices(np.zeros((0, scorer.num_genes), np.int64)).shape == (0,)


def test_programs_of_similar_size_share_one_compiled_scorer(surrogate, program):
    from xtune.surrogate.scorer import _score_fn

    compiled = _score_fn(surrogate.config)
    compiled.release()
    for p in (program, synthetic_program("batched", 8, 16), synthetic_program("chain", 16, 8)):
        scorer = surrogate.scorer(p)
        scorer.score_indices(random_genomes(scorer.space, 40, np.random.default_rng(6)))
    assert len(compiled.seen) == 1


def test_the_option_gate_starts_additive_scores_alike_on_both_paths_and_round_trips(attention_program, tmp_path):
    import dataclasses

    import jax

    from xtune.surrogate.predict import GNNModel

    example = synthetic_examples([attention_program], num_configs=8, seed=4)[0]
    assert example.option_names  # the CPU space has module options
    plain = new_gnn([example], ModelConfig.tiny(), seed=1)
    gated = new_gnn([example], ModelConfig.tiny(option_interaction=True), seed=1)
    np.testing.assert_allclose(gated.predict(example), plain.predict(example), rtol=1e-6)  # zero-initialised gate
    params = jax.tree_util.tree_map(lambda x: x, gated.params)  # a mutable copy
    tree = params.get("params", params)
    kernel = tree["options_gate"]["kernel"]
    tree["options_gate"]["kernel"] = np.random.default_rng(0).normal(0, 0.5, kernel.shape).astype(np.float32)
    gated = dataclasses.replace(gated, params=params)
    assert np.abs(gated.predict(example) - plain.predict(example)).max() > 1e-4
    scorer = gated.scorer(attention_program)
    genomes = random_genomes(scorer.space, 24, np.random.default_rng(5))
    configs = [scorer.space.decode(g) for g in genomes]
    features = gated.predict(make_example(scorer.graph, scorer.space, configs, np.ones(24)))
    np.testing.assert_allclose(scorer.score_indices(genomes), features, rtol=1e-4, atol=1e-4)
    loaded = GNNModel.load(gated.save(tmp_path / "gated.xtm"))
    assert loaded.config.option_interaction
    np.testing.assert_array_equal(loaded.predict(example), gated.predict(example))
    assert not ModelConfig.from_dict({}).option_interaction  # files from before the flag load as they were


@pytest.mark.parametrize("layout_count", [False, True])
def test_an_unplaced_nodes_genes_are_priced_by_the_layout_count(layout_count, program):
    """The transpose main/4 of UNPLACEABLE_MLIR has no instruction in the graph: moving its
    layout costs what the count says (weight COUNT_WEIGHT_INIT on log1p(elements moved)),
    and the placed dot's genes are scored by the model as before."""
    from conftest import UNPLACEABLE_MLIR

    from xtune.measure.program import Program
    from xtune.surrogate.model import COUNT_WEIGHT_INIT

    model = ModelConfig.tiny(layout_count=layout_count)
    surrogate = new_gnn(synthetic_examples([program], num_configs=8), model, seed=0)
    unplaceable = Program.from_text(UNPLACEABLE_MLIR, name="unplaceable")
    scorer = surrogate.scorer(unplaceable)
    assert scorer.graph.unplaced_node_ids == ("main/4",)
    space = scorer.space
    default, moved = space.default(), space.make({"main/4.out": [0, 1]})
    dot = space.make({"main/6.out": [0, 1]})
    base, moved_score, dot_score = scorer.score([default, moved, dot])
    assert moved_score - base == pytest.approx(COUNT_WEIGHT_INIT * np.log1p(8 * 16), rel=1e-4)
    assert dot_score != base
