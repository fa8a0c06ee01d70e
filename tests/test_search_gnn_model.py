"""The GNN as the search's cost model: it scores configs of a program, and
`refine` fine-tunes a copy on the program's measurements, never the model it was given."""

from __future__ import annotations

import random

import numpy as np
import pytest

from xtune.measure import MeasureSettings, RecordStore
from xtune.measure.fake import fake_measurer
from xtune.search.costmodel import load_model
from xtune.search.gnn_model import GNNCostModel

pytestmark = pytest.mark.usefixtures("fast_compiles")  # tiny models, fast compiles (conftest)


@pytest.fixture(scope="module")
def gnn(fast_compiles, tiny_program) -> GNNCostModel:
    """A tiny untrained GNN (the bundled one takes ~15 s to fine-tune): what matters is that refine moves it."""
    from xtune.surrogate.input_pipeline import Normalizer
    from xtune.surrogate.jitted import init_params
    from xtune.surrogate.model import ModelConfig
    from xtune.surrogate.predict import GNNModel
    from xtune.surrogate.synthetic import synthetic_examples

    example = synthetic_examples([tiny_program], num_configs=4, seed=0)[0]
    config = ModelConfig.tiny()
    model = GNNModel(init_params(config, len(example.option_names), 0), config,
                      Normalizer.fit([example.node_feat], example.pad), example.option_names)
    return GNNCostModel(model, steps=3)


def test_the_gnn_model_name_loads_the_bundled_gnn_as_a_cost_model():
    assert isinstance(load_model("gnn"), GNNCostModel)


@pytest.fixture(scope="module")
def genomes(tiny_space) -> np.ndarray:
    rng = random.Random(0)
    return np.array([tiny_space.encode(tiny_space.random(rng)) for _ in range(8)])


@pytest.fixture(scope="module")
def records(tiny_program, tiny_space, tmp_path_factory):
    rng = random.Random(1)
    with RecordStore(tmp_path_factory.mktemp("gnn") / "s.db") as store:
        measurer = fake_measurer(MeasureSettings(cores=1), store, fail_share=0.0)
        return measurer.measure(tiny_program, [tiny_space.random(rng) for _ in range(6)])


def test_the_gnn_scores_each_config_with_a_finite_number(gnn, tiny_program, tiny_space, genomes):
    scores = gnn.scorer(tiny_program, tiny_space).score_indices(genomes)
    assert scores.shape == (len(genomes),) and np.isfinite(scores).all() and len(set(scores.tolist())) > 1
    assert gnn.unplaced_nodes(tiny_program, tiny_space) == ()  # every node of the tiny program has a place


def test_refine_with_fewer_than_two_measurements_keeps_the_model(gnn, tiny_program, tiny_space, records):
    assert gnn.refine(tiny_program, tiny_space, records[:1]) is gnn


def test_refine_tunes_a_copy_and_leaves_the_given_model_as_it_was(gnn, tiny_program, tiny_space, genomes, records):
    before = gnn.scorer(tiny_program, tiny_space).score_indices(genomes)
    refined = gnn.refine(tiny_program, tiny_space, records)
    assert refined is not gnn and refined.gnn is not gnn.gnn
    after = refined.scorer(tiny_program, tiny_space).score_indices(genomes)
    assert not np.allclose(after, before)  # it learned from the measurements
    np.testing.assert_array_equal(gnn.scorer(tiny_program, tiny_space).score_indices(genomes), before)
