"""The search's moves, each alone: options, pins, gains and the incumbent, unions,
neighbours and their tiers, groups, island elites, sparse randoms, the rest of a small space."""

import random

import numpy as np
import pytest

from xtune.measure import ConfigSpace
from xtune.measure.fake import synthetic_ratio
from xtune.measure.record import Record
from xtune.search import proposals
from xtune.search.costmodel import RandomCostModel
from xtune.search.genome import Operators
from xtune.search.islands import Islands


@pytest.fixture(scope="module")
def space(attention_program):
    return ConfigSpace(attention_program, backend="cpu")


@pytest.fixture(scope="module")
def vector_space():
    """Elementwise ops on a vector: no layout genes, the two CPU option genes, 10 configs."""
    import jax.numpy as jnp

    from xtune.measure.program import Program

    program = Program.from_callable(lambda x: jnp.sin(x) * 2.0,
                                    np.ones(16, np.float32), name="vector")
    return ConfigSpace(program, backend="cpu")


class OneGeneScorer:
    """Predicts a config fast in proportion to how far gene 0 (and only gene 0) moved."""

    def score_indices(self, indices):
        rows = np.atleast_2d(indices)
        return 1.0 - 0.01 * rows[:, 0] - 0.001 * (rows[:, 1:] > 0).sum(axis=1)


def record(space, config, ratio, high=None):
    high = ratio * 1.005 if high is None else high
    return Record(program=space.program.fingerprint, config_hash=config.hash, config_json=config.to_json(),
                  device_kind="cpu", backend="cpu", cpu_model="", jax_version="", jaxlib_version="", cores=1,
                  status="ok", ratio=ratio, ratio_low=ratio - 0.01, ratio_high=high, temp_bytes=1000)


def measured_of(*records):
    return {r.config_hash: r for r in records}


def one_gene(space, i, j):
    genome = [0] * len(space.genes)
    genome[i] = j
    return space.decode(genome)


def moved(space, config, base=None):
    base = base or [0] * len(space.genes)
    return [(i, g) for i, (g, b) in enumerate(zip(space.encode(config), base)) if g != b]


def test_option_moves_change_exactly_one_module_option_each(space):
    options = [i for i, g in enumerate(space.genes) if g.kind == "option"]
    moves = proposals.option_moves(space)
    assert options and len(moves) == sum(len(space.genes[i].choices) - 1 for i in options)
    assert all(len(moved(space, c)) == 1 and moved(space, c)[0][0] in options for c in moves)
    assert len({c.hash for c in moves}) == len(moves)


def test_pin_sets_are_the_spaces_row_major_pins_in_order(space):
    assert [c.hash for c in proposals.pin_sets(space)] == [c.hash for _, c in space.row_major_pins()]


def test_the_incumbent_moves_only_for_a_gain_beyond_the_noise(space):
    default = space.default()
    one = [one_gene(space, i, 1) for i in range(3)]
    measured = measured_of(record(space, default, 1.0, 1.01),
                           record(space, one[0], 0.995, 0.999),  # within 1% of the default
                           record(space, one[1], 0.97, 1.002))  # its interval reaches over 1
    assert proposals.gains(measured) == [] and proposals.incumbent(space, measured) == [0] * len(space.genes)
    assert proposals.unions(space, measured) == []
    measured.update(measured_of(record(space, one[2], 0.97, 0.98)))
    assert proposals.incumbent(space, measured) == space.encode(one[2])


def test_unions_merge_the_gains_all_at_once_then_the_incumbent_with_each_other_gain(space):
    singles = []
    for i, gene in enumerate(space.genes):  # three one-gene wins of the fake on distinct genes
        win = next((one_gene(space, i, j) for j in range(1, len(gene.choices))
                    if synthetic_ratio(one_gene(space, i, j)) < 0.97), None)
        if win is not None:
            singles.append(win)
        if len(singles) == 3:
            break
    records = [record(space, c, synthetic_ratio(c), synthetic_ratio(c) * 1.005) for c in singles]
    measured = measured_of(record(space, space.default(), 1.0, 1.01), *records)
    combos = proposals.unions(space, measured)
    by_speed = sorted(singles, key=synthetic_ratio)
    best, second, third = (space.encode(c) for c in by_speed)

    def merge(*genomes):  # the faster genome's value wins where both set a gene
        out = [0] * len(space.genes)
        for g in reversed(genomes):
            out = [a if a else b for a, b in zip(g, out)]
        return out

    expected = [merge(best, second, third), merge(best, second), merge(best, third)]
    assert [space.encode(c) for c in combos] == expected  # all three; best+2nd (= running union); best+3rd
    assert not {c.hash for c in combos} & set(measured)
    measured.update(measured_of(*(record(space, c, 1.0) for c in combos)))
    assert proposals.unions(space, measured) == []  # nothing unmeasured left to merge


def test_neighbours_are_one_gene_moves_one_per_gene_best_predicted_first(space):
    base = [0] * len(space.genes)
    near, scores = proposals.neighbours(space, base, OneGeneScorer(), 3, {}, random.Random(0), aligned_first=False)
    moves = [moved(space, c) for c in near]
    assert all(len(m) == 1 for m in moves) and len({m[0][0] for m in moves}) == 3
    assert moves[0] == [(0, len(space.genes[0].choices) - 1)]  # the model's favourite move leads
    assert scores == sorted(scores)
    again, _ = proposals.neighbours(space, base, OneGeneScorer(), 3, measured_of(record(space, near[0], 1.02)),
                                    random.Random(0), aligned_first=False)
    assert near[0].hash not in {c.hash for c in again}  # a measured move is not proposed again


def test_aligned_moves_come_before_the_other_neighbours_each_tier_best_predicted_first(space):
    aligned = set(space.aligned_moves())
    num_moves = sum(len(g.choices) - 1 for g in space.genes)
    assert 0 < len(aligned) < num_moves
    aligned_genes = {i for i, _ in aligned}
    near, scores = proposals.neighbours(space, [0] * len(space.genes), OneGeneScorer(), len(aligned_genes) + 2, {},
                                        random.Random(0), aligned)
    moves = [moved(space, c)[0] for c in near]
    k = len(aligned_genes)
    assert set(moves[:k]) <= aligned and {i for i, _ in moves[:k]} == aligned_genes  # one per gene
    assert not set(moves[k:]) & aligned
    assert scores[:k] == sorted(scores[:k]) and scores[k:] == sorted(scores[k:])
    assert (0, len(space.genes[0].choices) - 1) not in aligned  # the favourite is not aligned ...
    assert moves[0] == (0, max(j for i, j in aligned if i == 0))  # ... so gene 0's best aligned move leads


def test_genes_already_tried_from_the_incumbent_go_last(space):
    base = [0] * len(space.genes)
    num_genes = sum(len(g.choices) > 1 for g in space.genes)
    first, _ = proposals.neighbours(space, base, OneGeneScorer(), 2, {}, random.Random(0))
    tried = {moved(space, c)[0][0] for c in first}
    measured = measured_of(record(space, space.default(), 1.0, 1.01), *(record(space, c, 1.02) for c in first))
    assert proposals.tried_genes(space, base, measured) == tried
    again, _ = proposals.neighbours(space, base, OneGeneScorer(), num_genes, measured, random.Random(0))
    genes = [moved(space, c)[0][0] for c in again]
    assert set(genes[-2:]) == tried and not set(genes[:-2]) & tried


def test_from_a_winning_pin_set_the_neighbours_start_there_and_unpinning_ranks_first(space):
    pinned = proposals.pin_sets(space)[0]
    measured = measured_of(record(space, space.default(), 1.0, 1.02), record(space, pinned, 0.75, 0.76))
    base = proposals.incumbent(space, measured)
    assert base == space.encode(pinned)
    aligned = set(space.aligned_moves())
    near, _ = proposals.neighbours(space, base, RandomCostModel().scorer(space.program, space), len(space.genes),
                                   measured, random.Random(0), aligned)
    moves = [moved(space, c, base) for c in near]
    assert all(len(m) == 1 for m in moves)  # one gene away from the pins
    first_tier = [m[0] in aligned or m[0][1] == 0 for m in moves]
    assert any(m[0][1] == 0 for m in moves) and not any(first_tier[first_tier.index(False):])


def test_grouped_moves_merge_the_next_few_moves_and_count_as_tried(space):
    base = [0] * len(space.genes)
    singles, _ = proposals.neighbours(space, base, OneGeneScorer(), 6, {}, random.Random(0))
    groups, scores = proposals.grouped(space, base, singles, [0.0] * 6, OneGeneScorer(), 3, {})
    assert len(groups) == 2 and len(scores) == 2
    single_moves = [moved(space, c)[0] for c in singles]
    for k, group in enumerate(groups):
        assert set(moved(space, group)) == set(single_moves[3 * k: 3 * k + 3])
    assert scores == OneGeneScorer().score_indices(np.array([space.encode(g) for g in groups])).tolist()
    measured = measured_of(record(space, space.default(), 1.0, 1.01), record(space, groups[0], 1.02, 1.03))
    assert proposals.tried_genes(space, base, measured, group_size=3) == {i for i, _ in single_moves[:3]}
    assert proposals.tried_genes(space, base, measured, group_size=1) == set()
    again, _ = proposals.grouped(space, base, singles, [0.0] * 6, OneGeneScorer(), 3, measured)
    assert [c.hash for c in again] == [groups[1].hash]
    assert proposals.grouped(space, base, singles, [0.5] * 6, OneGeneScorer(), 1, {}) == (singles, [0.5] * 6)


def test_island_elites_are_the_best_predicted_new_distinct_configs(space):
    rng = random.Random(0)
    scorer = RandomCostModel(3).scorer(space.program, space)
    islands = Islands(Operators(space, rng), scorer.score_indices, 2, 8, rng=rng)
    islands.seed([])
    ranked = sorted(islands.individuals(), key=lambda ind: ind.fitness.values[0])
    best = [space.decode(list(ind)) for ind in ranked]
    elites, scores = proposals.island_elites(space, islands, 3, {}, exclude={best[1].hash})
    assert [c.hash for c in elites] == [best[0].hash, best[2].hash, best[3].hash]
    assert scores == sorted(scores)
    elites, _ = proposals.island_elites(space, islands, 2, measured_of(record(space, best[0], 1.0)))
    assert best[0].hash not in {c.hash for c in elites}


def test_sparse_randoms_change_one_to_three_genes_of_the_default_and_are_new(space):
    aligned = sorted(space.aligned_moves())
    measured = measured_of(record(space, space.default(), 1.0))
    randoms = proposals.sparse_randoms(space, 40, measured, random.Random(0), aligned)
    assert len(randoms) == 40 and len({c.hash for c in randoms}) == 40
    assert space.default().hash not in {c.hash for c in randoms}
    changed = [len(c.values) for c in randoms]
    assert min(changed) >= 1 and max(changed) <= proposals.RANDOM_MAX_GENES and len(set(changed)) > 1
    moves = [m for c in randoms for m in moved(space, c)]
    assert 0 < sum(m in set(aligned) for m in moves) < len(moves)  # aligned moves and others both drawn
    plain = proposals.sparse_randoms(space, 40, measured, random.Random(0))
    assert sum(m in set(aligned) for c in plain for m in moved(space, c)) < sum(m in set(aligned) for m in moves)


def test_the_rest_of_a_small_space_is_every_unmeasured_config_fewest_genes_first(vector_space):
    everything = proposals.remaining(vector_space, 100, {})
    assert len(everything) == vector_space.size == 10 and everything[0].is_default
    assert [len(c.values) for c in everything] == sorted(len(c.values) for c in everything)
    measured = {c.hash: record(vector_space, c, 1.0) for c in everything[:4]}
    rest = proposals.remaining(vector_space, 100, measured, exclude={everything[4].hash})
    assert [c.hash for c in rest] == [c.hash for c in everything[5:]]
    assert len(proposals.remaining(vector_space, 2, measured)) == 2


def test_a_space_too_large_to_enumerate_has_no_rest(space):
    assert space.size > proposals.ENUMERABLE and proposals.remaining(space, 10, {}) == []
