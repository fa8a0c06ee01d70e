"""Training the potentials model: the library (`train_potentials`) and `xtune train --model potentials`."""

import dataclasses

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from click.testing import CliRunner

from xtune.measure import MeasureSettings, Program, RecordStore, TimingPolicy
from xtune.search.cli import main
from xtune.surrogate.layout_count import count_scores
from xtune.surrogate.potentials import PotentialsModel
from xtune.surrogate.potentials_train import PotentialsTrainConfig, train_potentials
from xtune.surrogate.synthetic import synthetic_examples, synthetic_programs

TINY = PotentialsTrainConfig(steps=10, hidden=16)


@pytest.fixture(scope="module")
def examples():
    return synthetic_examples(synthetic_programs(4, seed=3), num_configs=24, seed=5)


def _same(a, b) -> bool:
    return all(np.array_equal(x, y) for x, y in zip(jax.tree.leaves(a), jax.tree.leaves(b)))


def test_training_keeps_the_seed_with_the_best_valid_tau_and_repeats_exactly(examples):
    result = train_potentials(examples[:3], [examples[3:]], TINY, seeds=(0, 1), info={"trained_on": ["x"]})
    assert [r.seed for r in result.runs] == [0, 1]
    kept = max(result.runs, key=lambda r: r.valid_tau)
    info = result.model.info
    assert info["seed"] == kept.seed and info["valid_tau"] == round(kept.valid_tau, 4)
    assert info["trained_on"] == ["x"] and info["train_programs"] == 3 and info["valid_programs"] == 1
    assert not result.model.reweight and not result.model.own_unmoved  # the bundled recipe's shape
    again = train_potentials(examples[:3], [examples[3:]], TINY, seeds=(kept.seed,))
    assert _same(again.model.params, result.model.params)


def test_when_no_step_beats_the_untrained_model_the_file_ranks_as_the_count(examples, tmp_path):
    config = PotentialsTrainConfig(steps=10, hidden=16, learning_rate=1e-12)
    result = train_potentials(examples[:3], [examples[3:]], config)
    assert result.model.info["best_step"] == 0
    loaded = PotentialsModel.load(result.model.save(tmp_path / "p.xtm"))
    ex = examples[3]
    counted = count_scores(ex.codes, ex.node_feat, ex.edge_index, ex.node_config_ids)
    scores = loaded.score_example(ex)
    moved = counted > 0
    # a * log1p(elements) with a = 0.05 and every learned term 0
    np.testing.assert_allclose(scores, 0.05 * np.log1p(counted), rtol=1e-4, atol=1e-6)
    assert moved.any() and (~moved).any()


def test_training_refuses_data_with_nothing_to_rank(examples):
    flat = [dataclasses.replace(ex, runtime=np.ones_like(ex.runtime)) for ex in examples[:2]]
    with pytest.raises(ValueError, match="nothing to rank"):
        train_potentials(flat, [examples[3:]], TINY)


@pytest.fixture(scope="module")
def store(tmp_path_factory):
    """A tiny measured store: two programs, the default and four random configs each."""
    from xtune.surrogate.dataset_build import build

    def f(a, b):
        return jnp.tanh(a @ b).T @ a

    def g(x, w):
        return jnp.transpose(x.reshape(8, 16, 24), (1, 0, 2)).sum(axis=2) @ w

    programs = [Program.from_callable(f, np.ones((64, 32), np.float32), np.ones((32, 64), np.float32), name="f"),
                Program.from_callable(g, np.ones((128, 24), np.float32), np.ones((8, 8), np.float32), name="g")]
    db = tmp_path_factory.mktemp("store") / "tiny.db"
    settings = MeasureSettings(in_process=True, policy=TimingPolicy.tiny(), history_tolerance=None)
    with RecordStore(db) as s:
        build(programs, 4, s, settings, seed=3)
    return db


def test_xtune_train_model_potentials_writes_a_file_that_model_file_reads(store, tmp_path):
    out = tmp_path / "potentials.xtm"
    result = CliRunner().invoke(main, ["train", str(store), "--model", "potentials", "--out", str(out),
                                       "--preset", "tiny", "--seeds", "2", "--seed", "4"])
    assert result.exit_code == 0, result.output
    assert "training the potentials model on 2 graphs" in result.output and f"wrote {out}" in result.output
    model = PotentialsModel.load(out)
    assert model.info["trained_on"] == [str(store)] and model.info["seed"] in (4, 5)
    assert model.info["train_config"]["steps"] == 10 and len(model.option_names) > 0
    export = tmp_path / "data"
    assert CliRunner().invoke(main, ["dataset", "export", str(store), "--out", str(export), "--no-split"]).exit_code == 0
    evaluated = CliRunner().invoke(main, ["evaluate", str(export), "--model", str(out)])
    assert evaluated.exit_code == 0, evaluated.output
    assert "2 graphs" in evaluated.output


@pytest.mark.parametrize("args, words", [
    (["--model", "potentials", "--layout-count"], ["--layout-count", "GNN only"]),
    (["--model", "potentials", "--prune-hops", "2"], ["--prune-hops", "GNN only"]),
    (["--seeds", "2"], ["--seeds", "potentials"]),
])
def test_train_refuses_options_of_the_other_model_in_one_line(store, tmp_path, args, words):
    out = tmp_path / "m.xtm"
    result = CliRunner().invoke(main, ["train", str(store), "--out", str(out), *args])
    assert result.exit_code == 2 and not out.exists()
    assert all(w in result.output for w in words) and "Traceback" not in result.output


def test_train_on_a_store_without_measurements_names_the_store(tmp_path):
    db = tmp_path / "empty.db"
    RecordStore(db).close()
    result = CliRunner().invoke(main, ["train", str(db), "--model", "potentials", "--out", str(tmp_path / "m.xtm")])
    assert result.exit_code == 2, result.output
    assert str(db) in result.output and "no measured config" in result.output
