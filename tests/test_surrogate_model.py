"""The GNN and its inputs: padding buckets, normalisation, pruning, segments, and each option flag."""

import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from xtune.surrogate.input_pipeline import (
    Normalizer,
    bucket,
    config_codes,
    config_grades,
    k_hop_nodes,
    prepare_graph,
    segment_bounds,
)
from xtune.surrogate.jitted import dummy_inputs, init_params
from xtune.surrogate.model import ModelConfig, SageLayer, GNNNet
from xtune.surrogate.predict import GNNModel

pytestmark = pytest.mark.usefixtures("fast_compiles")  # tiny models, fast compiles (conftest)


@pytest.fixture(scope="module")
def attention_example(attention_program):
    from xtune.surrogate.synthetic import synthetic_examples

    return synthetic_examples([attention_program], num_configs=12, seed=1)[0]


def surrogate_for(config: ModelConfig, example, seed: int = 0) -> GNNModel:
    normalizer = Normalizer.fit([example.node_feat], example.pad)
    return GNNModel(init_params(config, len(example.option_names), seed), config, normalizer, example.option_names)


def test_buckets_round_up_to_a_few_sizes_per_doubling_with_at_most_a_quarter_of_padding_above_64():
    assert [bucket(n) for n in (1, 16, 17, 25, 33, 49, 65, 81, 100, 129, 1000, 1025)] == [
        16, 16, 24, 32, 48, 64, 80, 96, 112, 160, 1024, 1280]
    sizes = np.arange(1, 5000)
    padded = np.array([bucket(n) for n in sizes])
    assert (padded >= sizes).all() and (padded[sizes > 64] <= 1.25 * sizes[sizes > 64]).all()
    assert len(set(padded[padded > 64])) <= 4 * 7


def test_the_normalizer_marks_pad_entries_and_standardises_the_rest_without_them():
    feat = np.full((4, 140), -1.0, np.float32)
    feat[:, 0] = [0.0, 1.0, 1.0, 0.0]
    feat[:2, 1] = [10.0, 100.0]  # rows 2, 3 have no value there
    norm = Normalizer.fit([feat], pad=-1.0)
    x = norm(feat)
    assert x.shape == (4, 280)
    np.testing.assert_array_equal(x[:, 140 + 1], [0, 0, 1, 1])  # indicator of feature 1
    assert x[2, 1] == x[3, 1] == 0.0
    assert x[0, 1] == pytest.approx(-1.0) and x[1, 1] == pytest.approx(1.0)  # two values: -1 and +1 std
    assert (x[:, 140 + 5] == 1).all() and (x[:, 5] == 0).all()  # an all-pad feature
    restored = Normalizer.from_json(norm.to_json())
    np.testing.assert_array_equal(restored(feat), x)


def test_pruning_keeps_configurable_nodes_and_k_hops_around_them():
    path = np.array([[i + 1, i] for i in range(9)])  # 0 <- 1 <- ... <- 9
    assert list(k_hop_nodes(10, path, np.array([5]), 0)) == [5]
    assert list(k_hop_nodes(10, path, np.array([5]), 2)) == [3, 4, 5, 6, 7]
    assert list(k_hop_nodes(10, path, np.array([5]), None)) == list(range(10))


def test_segments_are_contiguous_and_drop_only_the_edges_between_them():
    assert list(segment_bounds(100, None)) == [0, 100]
    bounds = segment_bounds(100, 30)
    assert bounds[0] == 0 and bounds[-1] == 100 and (np.diff(bounds) <= 30).all() and len(bounds) == 5
    n = 40
    edges = np.array([[i + 1, i] for i in range(n - 1)])
    norm = Normalizer(np.zeros(140, np.float32), np.ones(140, np.float32), -1.0)
    g = prepare_graph(np.zeros((n, 140), np.float32), np.zeros(n, np.int32), edges, np.array([3, 25, 25]), norm,
                      prune_hops=None, segment_size=20)
    assert len(g.segments) == 2 and g.num_nodes == 40 and g.num_sub_nodes == 40
    assert [list(r) for r in g.config_rows] == [[0], [1, 2]]  # duplicates stay two rows
    assert [int(s.edges.w_in.astype(bool).sum()) for s in g.segments] == [19, 19]  # edge 20 -> 19 is cut


def test_config_codes_shift_layout_values_to_categories_and_mark_missing_swap_genes():
    feat = np.array([[[-1] * 18, [1, 0] + [-1] * 16]], np.float32)
    codes = config_codes(feat)
    assert codes.shape == (1, 2, 19)
    assert list(codes[0, 1, :3]) == [2, 1, 0] and codes[0, 0].sum() == 0
    swap = config_codes(feat, np.array([[[1], [-1]]]))
    assert list(swap[0, :, 18]) == [2, 0]


def test_grades_rank_configs_by_how_many_they_beat_with_ties_sharing_the_better_grade():
    runtime = np.array([3.0, 1.0, 2.0, 1.0, 9.0])
    grades = config_grades(runtime, np.array([True, True, True, True, False]))
    np.testing.assert_allclose(grades, np.array([1, 4, 2, 4, 0]) / 11, rtol=1e-6)  # the invalid one gets 0
    assert grades.dtype == np.float32


FLAGS = {"prune_hops": 0, "segment_size": 16, "mod_capacity": 0.5, "cross_config_attention": True}


PLAIN = ModelConfig.tiny(prune_hops=None)


@pytest.fixture(scope="module")
def plain_scores(attention_example):
    return surrogate_for(PLAIN, attention_example).predict(attention_example)


@pytest.mark.parametrize("flag", sorted(FLAGS))
def test_each_option_flag_changes_the_scores_but_not_their_shape(flag, attention_example, plain_scores):
    plain = plain_scores
    flagged = surrogate_for(dataclasses.replace(PLAIN, **{flag: FLAGS[flag]}), attention_example)
    scores = flagged.predict(attention_example)
    assert scores.shape == plain.shape == (attention_example.num_configs,)
    assert np.isfinite(scores).all()
    assert np.abs(scores - plain).max() > 1e-4


def test_mixture_of_depths_updates_only_the_top_capacity_share_of_nodes_per_config():
    n, configs, dim = 16, 3, 8  # 16 = the padded size of dummy_inputs' graph
    seg, *_ = dummy_inputs(0)
    h = np.random.default_rng(0).standard_normal((n, configs, dim)).astype(np.float32)
    mask = np.ones(n, np.float32)
    layer = SageLayer(dim, capacity=0.25)
    params = jax.jit(layer.init)(jax.random.key(1), h, seg.edges, mask)

    def run(p):
        return layer.apply(p, h, seg.edges, mask), jax.grad(lambda q: layer.apply(q, h, seg.edges, mask).sum())(p)

    out, grads = jax.jit(run)(params)
    assert out.shape == h.shape
    changed = (jnp.abs(out - h).max(axis=2) > 0).sum(axis=0)
    assert list(changed) == [4] * configs  # per config, exactly the top 25% of 16 nodes move
    padded = seg._replace(edges=seg.edges._replace(**{k: np.concatenate([v, np.zeros(16, v.dtype)])
                                                      for k, v in seg.edges._asdict().items()}))
    more = jax.jit(lambda p: layer.apply(p, np.concatenate([h, h]), padded.edges, np.r_[mask, np.zeros(n)]))(params)
    np.testing.assert_allclose(more[:n], out, rtol=1e-6)  # padding does not change who is routed
    assert jnp.abs(grads["params"]["router"]["kernel"]).sum() > 0  # the router learns through the update weights


def test_configurable_nodes_listed_twice_get_the_sum_of_both_injections():
    config = ModelConfig.tiny()
    net = GNNNet(config)
    seg, codes, options, mask = dummy_inputs(0)
    params = {"params": init_params(config, 0, 0)}
    a, b = jnp.ones((1, 2, config.config_dim)), 2 * jnp.ones((1, 2, config.config_dim))
    pad_rows = jnp.zeros((len(seg.cfg_pos) - 2, 2, config.config_dim))

    @jax.jit
    def sums(s, injected):
        projected, _ = net.apply(params, s, method=GNNNet.encode)
        return net.apply(params, projected, s, injected, method=GNNNet.config_sums)

    twice = seg._replace(cfg_pos=np.array([seg.cfg_pos[0]] * 2 + list(seg.cfg_pos[2:]), np.int32))
    once = seg._replace(cfg_mask=np.array([1.0, 0.0] + list(seg.cfg_mask[2:]), np.float32))
    sub_twice, cfg_twice = sums(twice, jnp.concatenate([a, b, pad_rows]))
    sub_once, _ = sums(once, jnp.concatenate([a + b, b, pad_rows]))
    np.testing.assert_allclose(sub_twice, sub_once, rtol=1e-5, atol=1e-5)


def test_cross_config_attention_ignores_padding_configs():
    config = ModelConfig.tiny(cross_config_attention=True)
    net = GNNNet(config)
    seg, codes, options, mask = dummy_inputs(0)
    params = {"params": init_params(config, 0, 0)}
    forward = jax.jit(lambda c, o, m: net.apply(params, seg, c, o, m))
    two = forward(codes, options, mask)
    padded_codes = np.concatenate([codes, np.full_like(codes, 3)], axis=1)
    four = forward(padded_codes, np.zeros((4, 0), np.float32), np.array([1.0, 1.0, 0.0, 0.0], np.float32))
    np.testing.assert_allclose(four[:2], two, rtol=1e-5, atol=1e-6)


def test_a_model_config_rejects_impossible_settings():
    for bad in ({"mod_capacity": 0.0}, {"mod_capacity": 1.5}, {"prune_hops": -1}, {"segment_size": 4},
                {"base_layers": 1, "config_layers": 1}, {"cross_config_attention": True, "attention_heads": 3}):
        with pytest.raises(ValueError):
            ModelConfig(**bad)
    assert ModelConfig.from_dict(ModelConfig.tiny().to_dict()) == ModelConfig.tiny()
