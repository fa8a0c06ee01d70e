"""A program's own cost terms: the count before any measurement, each measured choice
pricing itself and the untried configs that hold it after."""

from __future__ import annotations

import random
from pathlib import Path

import numpy as np
import pytest

from xtune.measure import ConfigSpace, load_program
from xtune.surrogate.program_terms import COUNT_SLOPE, ProgramTerms

EXAMPLE = Path(__file__).resolve().parents[1] / "examples" / "programs" / "vmapped_mlp.mlir"


@pytest.fixture(scope="module")
def space() -> ConfigSpace:
    return ConfigSpace(load_program(EXAMPLE))


def moved_elements(space: ConfigSpace, genome) -> float:
    """Elements the genome lays out non-row-major, from the space's shapes (the count)."""
    total = 0.0
    for gene, c in zip(space.genes, genome):
        if gene.kind in ("out", "in") and c >= 2:
            node = space.nodes[space.node_index[gene.node]]
            shape = node.result_shape if gene.kind == "out" else node.operand_shapes[gene.operand]
            total += float(np.prod(shape))
    return total


def test_before_any_measurement_the_terms_rank_as_the_count(space):
    rng = random.Random(0)
    genomes = np.array([space.encode(space.random(rng)) for _ in range(40)])
    scores = ProgramTerms(space).unfitted().score_indices(genomes)
    count = np.array([moved_elements(space, g) for g in genomes])
    np.testing.assert_allclose(scores, COUNT_SLOPE * np.log1p(count), rtol=1e-9)
    assert ProgramTerms(space).fit(genomes[:1], [0.0]).score_indices(genomes) == pytest.approx(scores)


def test_a_measured_choice_prices_the_untried_configs_that_hold_it(space):
    """One swap wins 10% and nothing else matters: measured alone, it makes an untried
    union of it and a pin the best of the rest; with a weak penalty on choices the
    union's price is the win (the shipped penalty shrinks one reading towards 0)."""
    terms = ProgramTerms(space)
    genes = {g.name: i for i, g in enumerate(space.genes)}
    swap = next(i for n, i in genes.items() if n.endswith(".swap"))
    pins = [i for i, g in enumerate(space.genes) if g.kind == "out" and i != swap][:3]

    def genome(*moves):
        out = np.zeros(len(space.genes), np.int64)
        for g, c in moves:
            out[g] = c
        return out

    measured = np.array([genome(), genome((swap, 1)), *(genome((p, 1)) for p in pins)])
    log_ratio = np.array([0.0, np.log(0.9), 0.0, 0.0, 0.0])
    fitted = terms.fit(measured, log_ratio)
    untried = np.array([genome((swap, 1), (pins[0], 1)), genome((pins[1], 1), (pins[2], 1)), genome()])
    scores = fitted.score_indices(untried)
    assert scores[0] < scores[1] and scores[0] < scores[2]
    assert scores[0] - scores[2] < 0
    weak = terms.fit(measured, log_ratio, penalties={"choice": 0.001, "option": 0.001}).score_indices(untried)
    assert weak[0] - weak[2] == pytest.approx(np.log(0.9), abs=0.01)
    assert fitted.largest(1)[0][0] == f"{space.genes[swap].name}={space.genes[swap].choices[1]}"


def test_a_choice_never_measured_keeps_no_weight(space):
    terms = ProgramTerms(space)
    measured = np.zeros((3, len(space.genes)), np.int64)
    measured[1, 0] = 1
    measured[2, 1] = 1
    fitted = terms.fit(measured, [0.0, -0.1, 0.05])
    assert set(zip(*np.nonzero(fitted.table))) <= {(0, 1), (1, 1)}
