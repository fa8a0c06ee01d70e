"""The potentials model (the count plus learned per-choice terms) as a search reads it:
its tables price a genome as the network prices the config, it starts as the count, its
file round-trips, and a search can load it by name or by path."""

import dataclasses
import random
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
import pytest

import xtune.surrogate
from xtune.measure import ConfigSpace
from xtune.search.costmodel import PotentialsCostModel, load_model
from xtune.surrogate.config_features import option_feature_names
from xtune.surrogate.graph import build_graph
from xtune.surrogate.modelfile import ModelFileError, read_model, write_model_file
from xtune.surrogate.potentials import PotentialsModel, items_of, node_features
from xtune.surrogate.layout_count import count_scores
from xtune.surrogate.training_data import make_example


def _model(space, seed: int | None) -> PotentialsModel:
    """A model over `space`'s option values: as initialised (seed None: the count), or with
    every parameter drawn at random (so g, d and w are all non-zero)."""
    names = tuple(option_feature_names(space))
    shell = PotentialsModel(None, names, hidden=8, reweight=seed is not None)
    n = 2
    dummy = (jnp.zeros((n, 2), jnp.int32), jnp.zeros((n, 156)), jnp.zeros(n), jnp.zeros(n, jnp.int32),
             jnp.zeros(n, jnp.int32), jnp.zeros((n, len(names))), None, n)
    params = shell.net.init(jax.random.PRNGKey(0), *dummy)
    if seed is not None:
        leaves, tree = jax.tree.flatten(params)
        keys = jax.random.split(jax.random.PRNGKey(seed), len(leaves))
        params = jax.tree.unflatten(tree, [0.1 * jax.random.normal(k, x.shape) for k, x in zip(keys, leaves)])
    return dataclasses.replace(shell, params=params)


def _configs(space, n=30):
    rng = random.Random(0)
    return [space.default(), *space.option_moves(), *(space.random(rng) for _ in range(n))]


def test_the_tables_price_a_genome_as_the_network_prices_the_config(attention_program):
    space = ConfigSpace(attention_program, backend="cpu")
    graph = build_graph(attention_program, space)
    model = _model(space, seed=1)
    configs = _configs(space)
    ex = make_example(graph, space, configs, np.ones(len(configs)))
    ops, feats, elements, inc_cfg, inc_item, _ = items_of(ex, node_features(ex))
    expected = model.net.apply(model.params, jnp.asarray(ops), jnp.asarray(feats), jnp.asarray(elements, jnp.float32),
                               jnp.asarray(inc_cfg), jnp.asarray(inc_item),
                               jnp.asarray(ex.aligned_options(list(model.option_names))), None, len(configs))
    got = model.scorer(attention_program, space, graph=graph).score_indices(
        np.array([space.encode(c) for c in configs]))
    assert np.ptp(got) > 0.1  # the random terms spread the configs out
    np.testing.assert_allclose(got, np.asarray(expected), rtol=1e-4, atol=1e-4)


def test_untrained_it_ranks_as_the_count(attention_program):
    space = ConfigSpace(attention_program, backend="cpu")
    graph = build_graph(attention_program, space)
    configs = _configs(space)
    ex = make_example(graph, space, configs, np.ones(len(configs)))
    counted = count_scores(ex.codes, ex.node_feat, ex.edge_index, ex.node_config_ids)
    scores = _model(space, seed=None).scorer(attention_program, space, graph=graph).score_indices(
        np.array([space.encode(c) for c in configs]))
    assert counted.max() > 0 and (counted == 0).any()
    np.testing.assert_allclose(scores, 0.05 * np.log1p(counted), rtol=1e-5)


def test_the_file_round_trips_and_a_search_loads_it_by_name_or_path(attention_program, tmp_path):
    space = ConfigSpace(attention_program, backend="cpu")
    model = _model(space, seed=2)
    path = model.save(tmp_path / "p.xtm")
    genomes = np.array([space.encode(c) for c in _configs(space, 5)])
    before = model.scorer(attention_program, space).score_indices(genomes)
    loaded = load_model(str(path))
    assert isinstance(loaded, PotentialsCostModel)
    assert loaded.refine(attention_program, space, []) is loaded
    np.testing.assert_allclose(loaded.scorer(attention_program, space).score_indices(genomes), before, rtol=1e-6)
    bundled = load_model("potentials")
    assert isinstance(bundled, PotentialsCostModel) and bundled.model.info["trained_on"]
    assert bundled.scorer(attention_program, space).score_indices(genomes).shape == (len(genomes),)


def test_a_file_of_another_kind_is_refused_in_one_line(tmp_path):
    with pytest.raises(ModelFileError, match=r"default\.xtm: not a potentials model"):
        PotentialsModel.load(Path(xtune.surrogate.__file__).parent / "models" / "default.xtm")
    bad = tmp_path / "bad.xtm"
    bad.write_bytes(b"nope")
    with pytest.raises(ModelFileError, match="bad.xtm: not an xtune model file"):
        PotentialsModel.load(bad)


def test_an_unplaced_nodes_genes_are_priced_by_the_count_alone():
    """The transpose main/4 of UNPLACEABLE_MLIR has no instruction in the graph: moving its
    layout costs what the count says (the slope a on log1p(elements moved)); the search is told."""
    from conftest import UNPLACEABLE_MLIR

    from xtune.measure.program import Program

    program = Program.from_text(UNPLACEABLE_MLIR, name="unplaceable")
    space = ConfigSpace(program)
    model = _model(space, seed=None)
    scorer = model.scorer(program, space)
    assert scorer.graph.unplaced_node_ids == ("main/4",)
    base, moved = scorer.score([space.default(), space.make({"main/4.out": [0, 1]})])
    assert moved - base == pytest.approx(0.05 * np.log1p(8 * 16), rel=1e-5)
    assert PotentialsCostModel(model).unplaced_nodes(program, space) == ("main/4",)


def test_refined_on_measurements_the_programs_terms_start_from_the_model(attention_program):
    """`refined` fits the program's terms starting from the model: with one measurement it
    is the model; a measured one-gene move that ran much faster than the model says pulls its
    choice's term down (and every untried config holding it); an unmeasured choice keeps the
    model's term. `PotentialsCostModel(learn=True)` refines per program without touching the
    model it came from; the shipped default does not refine, and refining is no `--model` choice."""
    space = ConfigSpace(attention_program, backend="cpu")
    model = _model(space, seed=2)
    scorer = model.scorer(attention_program, space)
    moves = [space.moved([(g, 1)]) for g, gene in enumerate(space.genes) if gene.kind != "option"][:6]
    genomes = np.array([space.encode(c) for c in [space.default(), *moves]])
    np.testing.assert_allclose(scorer.refined(genomes[:1], [0.0]).score_indices(genomes),
                               scorer.score_indices(genomes), atol=1e-9)
    predicted = scorer.score_indices(genomes)
    log_ratio = predicted - predicted[0]
    log_ratio[1] -= 1.0  # move 1 ran e^1 faster than the model says
    fitted = scorer.refined(genomes, log_ratio)
    (gene, choice), = [(g, c) for g, c in enumerate(genomes[1]) if c != genomes[0][g]]
    assert fitted.table[gene, choice] < scorer.terms[gene, choice] - 0.05
    gain = fitted.score_indices(genomes) - fitted.score_indices(genomes[:1])
    assert gain[1] == min(gain)
    untouched = [(g, c) for g in range(len(space.genes)) for c in range(1, len(space.genes[g].choices))
                 if not (genomes[:, g] == c).any() and scorer.terms[g, c] != 0]
    assert untouched and all(fitted.table[g, c] == scorer.terms[g, c] for g, c in untouched)

    cost_model = PotentialsCostModel(model, learn=True)
    record = dataclasses.make_dataclass("R", ["config_json", "ratio", "ratio_counts"])  # what refine reads
    records = [record(space.decode(g).to_json(), float(np.exp(r)), True) for g, r in zip(genomes, log_ratio)]
    refined = cost_model.refine(attention_program, space, records)
    np.testing.assert_allclose(refined.scorer(attention_program, space).score_indices(genomes),
                               fitted.score_indices(genomes), atol=1e-9)
    np.testing.assert_allclose(cost_model.scorer(attention_program, space).score_indices(genomes), predicted)
    assert not load_model("potentials").learn
    with pytest.raises(Exception, match="potentials.refine"):
        load_model("potentials+refine")


def test_without_terms_on_unmoved_choices_a_pin_or_swap_costs_what_the_count_says(attention_program, tmp_path):
    space = ConfigSpace(attention_program, backend="cpu")
    graph = build_graph(attention_program, space)
    full = _model(space, seed=1)
    model = dataclasses.replace(full, own_unmoved=False)
    tables, full_tables = model.scorer(attention_program, space, graph=graph), full.scorer(attention_program, space,
                                                                                            graph=graph)
    layout = np.array([g.kind != "option" for g in space.genes])
    unmoved = (tables.elements == 0) & layout[:, None]
    unmoved[:, 0] = False  # the default choices: 0 in both
    moved = (tables.elements > 0) & layout[:, None]
    assert unmoved.any() and moved.any()
    assert np.all(tables.terms[unmoved] == 0) and np.any(full_tables.terms[unmoved] != 0)
    np.testing.assert_allclose(tables.terms[moved], full_tables.terms[moved])  # terms where elements move stay
    # the file keeps the setting; a file without the key (an older model file) loads with terms everywhere
    where, header, params = read_model(model.save(tmp_path / "u.xtm"), None, "")
    assert header["own_unmoved"] is False and PotentialsModel.load(where).own_unmoved is False
    del header["own_unmoved"]
    old = PotentialsModel.load(write_model_file(tmp_path / "old.xtm", header, params))
    assert old.own_unmoved is True
    np.testing.assert_allclose(old.scorer(attention_program, space, graph=graph).terms, full_tables.terms)
