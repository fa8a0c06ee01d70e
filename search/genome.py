"""Genome and DEAP operators that know the config space.

A genome is one choice index per gene of a `ConfigSpace` (index 0 = the
compiler's default). DEAP classes are plain subclasses of `base.Fitness` and
`list` (no global `creator`), so they pickle and tests need no teardown.
DEAP's tools draw from the global `random`: seed it (`seed_everything`).
"""

from __future__ import annotations

import random
from collections import defaultdict
from collections.abc import Sequence

import numpy as np
from deap import base, tools

from xtune.measure.space import ConfigSpace


class TimeFitness(base.Fitness):
    """Minimise predicted (or measured) runtime."""

    weights = (-1.0,)


class ParetoFitness(base.Fitness):
    """Minimise runtime and temp memory (NSGA-II)."""

    weights = (-1.0, -1.0)


class Individual(list):
    """A genome: list of choice indices, with a DEAP fitness."""

    fitness_class: type[base.Fitness] = TimeFitness

    def __init__(self, genes: Sequence[int] = (), fitness_class: type[base.Fitness] | None = None):
        super().__init__(genes)
        self.fitness = (fitness_class or self.fitness_class)()


def seed_everything(seed: int) -> None:
    """Seeds `random` (DEAP's tools), numpy's global generator."""
    random.seed(seed)
    np.random.seed(seed % 2**32)


class Operators:
    """Mutation and crossover operators over one space.

    Args:
      space: the config space.
      rng: random generator (DEAP conventions: the global `random` by default).
    """

    def __init__(self, space: ConfigSpace, rng: random.Random | None = None):
        self.space = space
        self.rng = rng or random.Random()
        self.num_choices = [len(g.choices) for g in space.genes]
        self.max_choice = [n - 1 for n in self.num_choices]
        idx = space.gene_index
        self.links = [(idx[p], idx[c]) for p, c in space.links if p in idx and c in idx]
        # genes of each node, and the node graph from the links, for subgraph crossover
        self.node_genes: dict[str, list[int]] = defaultdict(list)
        for i, g in enumerate(space.genes):
            if g.node is not None:
                self.node_genes[g.node].append(i)
        self.node_adjacency: dict[str, set[str]] = defaultdict(set)
        for p, c in space.links:
            a, b = p.rsplit(".", 1)[0], c.rsplit(".", 1)[0]
            self.node_adjacency[a].add(b)
            self.node_adjacency[b].add(a)

    # --- mutations -----------------------------------------------------------

    def mut_to_default(self, ind: list[int], indpb: float) -> tuple[list[int]]:
        """Returns genes to the compiler's choice: most good configs are sparse on CPU."""
        for i in range(len(ind)):
            if ind[i] and self.rng.random() < indpb:
                ind[i] = 0
        return (ind,)

    def mut_propagate(self, ind: list[int]) -> tuple[list[int]]:
        """Layout propagation along a random producer -> consumer chain.

        Picks a link and makes both ends agree (the consumer reads the layout
        the producer writes), then keeps walking downstream while links continue,
        so copies between neighbours disappear.
        """
        if not self.links:
            return (ind,)
        p, c = self.rng.choice(self.links)
        value = ind[p] if ind[p] or self.rng.random() < 0.5 else ind[c]
        ind[p] = ind[c] = value
        # continue along the consumer's own output when it has the same choices
        node = self.space.genes[c].node
        out = self.space.gene_index.get(f"{node}.out")
        steps = 0
        while out is not None and self.num_choices[out] == self.num_choices[p] and steps < 8:
            ind[out] = value
            nxt = [b for a, b in self.links if a == out and self.num_choices[b] == self.num_choices[p]]
            if not nxt:
                break
            ind[nxt[0]] = value
            node = self.space.genes[nxt[0]].node
            out = self.space.gene_index.get(f"{node}.out")
            steps += 1
        return (ind,)

    def mutate(self, ind: list[int], indpb: float | None = None) -> tuple[list[int]]:
        """The mixture the islands use: per-gene reset (`deap.tools.mutUniformInt`: each gene
        takes a random choice, default included, with probability `indpb`), back to the
        default, or propagation."""
        indpb = indpb if indpb is not None else min(0.5, 2.0 / max(len(ind), 1))
        r = self.rng.random()
        if r < 0.5:
            return tools.mutUniformInt(ind, [0] * len(ind), self.max_choice, indpb)
        if r < 0.75:
            return self.mut_to_default(ind, max(indpb, 0.2))
        return self.mut_propagate(ind)

    # --- crossovers ----------------------------------------------------------

    def cx_subgraph(self, a: list[int], b: list[int], radius: int = 2) -> tuple[list[int], list[int]]:
        """Swaps the genes of a connected region of nodes (a node and its link neighbours)."""
        if not self.node_genes:
            return tools.cxUniform(a, b, 0.5)
        start = self.rng.choice(sorted(self.node_genes))
        region, frontier = {start}, {start}
        for _ in range(radius):
            frontier = {n for f in frontier for n in self.node_adjacency[f]} - region
            region |= frontier
        for node in region:
            for i in self.node_genes[node]:
                a[i], b[i] = b[i], a[i]
        return a, b

    def mate(self, a: list[int], b: list[int]) -> tuple[list[int], list[int]]:
        """Subgraph crossover or uniform crossover (`deap.tools.cxUniform`), half and half."""
        return self.cx_subgraph(a, b) if self.rng.random() < 0.5 else tools.cxUniform(a, b, 0.5)

    # --- sampling --------------------------------------------------------------

    def random_genome(self, density: float | None = None) -> list[int]:
        return self.space.encode(self.space.random(self.rng, density))
