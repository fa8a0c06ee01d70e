"""`bench/compiled_cost.py`'s reading of one ranking: tau, best-in-top-5 and top-5 slowdown."""

import importlib.util
import sys
from pathlib import Path

import numpy as np
import pytest

BENCH = Path(__file__).parent.parent / "bench" / "compiled_cost.py"
SPEC = importlib.util.spec_from_file_location("compiled_cost", BENCH)
compiled_cost = importlib.util.module_from_spec(SPEC)
sys.modules[SPEC.name] = compiled_cost  # dataclasses look their module up
SPEC.loader.exec_module(compiled_cost)


def test_a_ranking_is_read_against_the_measured_ratios_with_ties_broken_at_random():
    ratio = np.array([1.0, 0.9, 1.2, 0.8, 1.1, 1.3, 0.95, 1.05])
    rng = np.random.default_rng(0)
    # the ratios themselves: perfect
    assert compiled_cost.read(ratio.copy(), ratio, rng, 5) == pytest.approx((1.0, 1.0, 0.0))
    tau, hit, slow = compiled_cost.read(-ratio, ratio, rng, 5)  # reversed: the fastest is last
    assert tau == pytest.approx(-1.0) and hit == 0.0 and slow > 0
    # all tied: every draw is a random order, so tau averages near 0 and the top 5 is hit by chance
    tau, hit, slow = compiled_cost.read(np.zeros(len(ratio)), ratio, rng, 400)
    assert abs(tau) < 0.1 and 0.45 < hit < 0.80
