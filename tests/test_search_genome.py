"""Genome and operators over a real program's config space."""

import pickle
import random

import pytest

from xtune.measure import ConfigSpace
from xtune.search.genome import Individual, Operators, ParetoFitness, TimeFitness


@pytest.fixture(scope="module")
def space(attention_program):
    return ConfigSpace(attention_program)


def ops(space, seed=0):
    return Operators(space, random.Random(seed))


def test_individuals_pickle_with_their_fitness_and_need_no_creator(space):
    ind = Individual([0] * len(space.genes))
    ind.fitness.values = (1.5,)
    back = pickle.loads(pickle.dumps(ind))
    assert back == ind and back.fitness.values == (1.5,) and isinstance(back.fitness, TimeFitness)
    assert Individual([1], ParetoFitness).fitness.weights == (-1.0, -1.0)


def test_every_operator_keeps_genes_within_their_choices(space):
    o = ops(space)
    rng = random.Random(1)
    for _ in range(200):
        a, b = o.random_genome(), o.random_genome()
        o.mutate(a)
        o.mate(a, b)
        o.mut_propagate(b)
        for g in (a, b):
            assert len(g) == len(space.genes)
            assert all(0 <= v < n for v, n in zip(g, o.num_choices))
        rng.random()


def test_back_to_default_only_clears_genes(space):
    o = ops(space)
    g = o.random_genome(density=1.0)
    h = o.mut_to_default(list(g), 1.0)[0]
    assert h == [0] * len(g)


def disagreeing_genome(o, rng):
    """A genome in which no linked producer and consumer agree (where both can differ)."""
    g = o.random_genome(density=1.0)
    for _ in range(20):
        clashes = [(p, c) for p, c in o.links if g[p] == g[c] and o.num_choices[c] > 1]
        if not clashes:
            return g
        for p, c in clashes:
            g[c] = rng.choice([j for j in range(o.num_choices[c]) if j != g[p]])
    raise AssertionError("could not make every link disagree")


def test_propagation_makes_a_producer_and_its_consumer_agree(space):
    o, rng = ops(space, seed=3), random.Random(4)
    assert o.links
    for _ in range(50):
        g = disagreeing_genome(o, rng)
        before = {(p, c) for p, c in o.links if g[p] == g[c]}
        o.mut_propagate(g)
        after = {(p, c) for p, c in o.links if g[p] == g[c]}
        assert len(after - before) >= 1  # at least the chosen link now agrees


def test_subgraph_crossover_swaps_whole_nodes(space):
    o = ops(space, seed=5)
    a, b = [1] * len(space.genes), [0] * len(space.genes)
    o.cx_subgraph(a, b)
    swapped = {space.genes[i].node for i, v in enumerate(a) if v == 0}
    assert swapped and None not in swapped
    for node in swapped:  # every gene of a swapped node moved together
        assert all(a[i] == 0 for i in o.node_genes[node])


def test_same_seed_same_genomes(space):
    assert ops(space, 7).random_genome() == ops(space, 7).random_genome()
