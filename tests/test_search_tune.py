"""`search.tune` end to end, for real, on a small program."""

import dataclasses
import random

import jax.numpy as jnp
import numpy as np
import pytest
from conftest import assert_consistent_answer

from xtune.measure import ConfigSpace
from xtune.search.costmodel import RandomCostModel
from xtune.search.tune import tune

pytestmark = pytest.mark.usefixtures("short_confirmations")  # real confirmations, shorter (conftest)


def block(params, x):
    h = jnp.tanh(x @ params["w1"])
    return {"y": (h.T @ x).sum(axis=0), "h": h}


def test_tune_returns_a_measured_answer_and_a_tuned_callable_with_the_same_outputs(tmp_path):
    rng = np.random.default_rng(0)
    params = {"w1": rng.standard_normal((32, 48), dtype=np.float32)}
    x = rng.standard_normal((64, 32), dtype=np.float32)
    result = tune(block, params, x, model=RandomCostModel(), measurements=6, in_process=True,
                  max_time_per_config_s=0.3, db=tmp_path / "t.db")
    assert len({r.config_hash for r in result.records}) >= 6
    confirmed = result.search.confirmed
    assert_consistent_answer(dict(result.best_config.values), result.speedup,
                             1 / confirmed.ratio_high if confirmed else 1.0, result.message)
    expected = block(params, x)
    got = result.apply(block)(params, x)
    np.testing.assert_allclose(got["y"], expected["y"], rtol=1e-5, atol=1e-5)
    np.testing.assert_allclose(got["h"], expected["h"], rtol=1e-5, atol=1e-5)

    # a non-default config, built into the executable, gives the same outputs too
    space = ConfigSpace(result.program)
    other = space.random(random.Random(3), density=0.8)
    assert not other.is_default
    tuned = dataclasses.replace(result, best_config=other).apply(block)
    np.testing.assert_allclose(tuned(params, x)["y"], expected["y"], rtol=1e-4, atol=1e-4)
    assert "LayoutConstraint" in dataclasses.replace(result, best_config=other).tuned_text()


def test_tune_passes_its_cluster_to_the_measurement_settings(tmp_path):
    rng = np.random.default_rng(0)
    params = {"w1": rng.standard_normal((32, 48), dtype=np.float32)}
    x = rng.standard_normal((64, 32), dtype=np.float32)
    with pytest.raises(ValueError, match="exclude each other"):  # refused before anything is measured
        tune(block, params, x, model=RandomCostModel(), cluster="local:1", in_process=True, db=tmp_path / "t.db")
