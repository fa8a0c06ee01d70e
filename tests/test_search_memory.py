"""The temp-memory predictor of the Pareto objective: a prior from tensor sizes until
enough measurements, then a ridge fit that learns what a gene really costs."""

from __future__ import annotations

import numpy as np
import pytest

from xtune.search.memory import MIN_FIT, MemoryModel


@pytest.fixture(scope="module")
def layout_genes(tiny_space):
    return [i for i, g in enumerate(tiny_space.genes) if g.kind in ("in", "out")]


def test_before_any_measurement_a_moved_layout_gene_may_add_a_copy_of_its_tensor(tiny_space, layout_genes):
    model = MemoryModel(tiny_space)
    i = layout_genes[0]
    genome = np.zeros(len(tiny_space.genes), dtype=int)
    moved = genome.copy()
    moved[i] = 1
    default, one = model.predict(np.stack([genome, moved]))
    assert default == 0.0 and one == model.gene_bytes[i] > 0


def test_after_enough_measurements_it_learns_which_gene_costs_memory(tiny_space, layout_genes):
    model = MemoryModel(tiny_space, ridge=1e-3)
    costly, free = layout_genes[0], layout_genes[1]
    rng = np.random.default_rng(0)
    for _ in range(4 * MIN_FIT):
        genome = np.zeros(len(tiny_space.genes), dtype=int)
        genome[[costly, free]] = rng.integers(0, 2, size=2)
        model.add(tiny_space.decode(list(genome)), 1000 + 5000 * int(genome[costly]))
    base = np.zeros(len(tiny_space.genes), dtype=int)
    with_costly, with_free = base.copy(), base.copy()
    with_costly[costly], with_free[free] = 1, 1
    pred = model.predict(np.stack([base, with_costly, with_free]))
    assert pred[1] > pred[2] + 2500  # the config with the costly gene ranks above the one with the free gene
    assert pred[1] > max(model.targets) > pred[2]  # the prior (each gene a copy of its tensor) is gone


def test_a_new_measurement_refits_the_model(tiny_space, layout_genes):
    model = MemoryModel(tiny_space)
    genome = np.zeros(len(tiny_space.genes), dtype=int)
    for _ in range(MIN_FIT):
        model.add(tiny_space.decode(list(genome)), 1000)
    before = model.predict(genome)[0]
    model.add(tiny_space.decode(list(genome)), 1000)
    for _ in range(2 * MIN_FIT):
        model.add(tiny_space.decode(list(genome)), 9000)
    assert before == pytest.approx(1000) and model.predict(genome)[0] > before
