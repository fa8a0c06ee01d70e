"""Islands, FunSearch-style: populations evolve apart on the cost model; the weaker
half is periodically reset and reseeded from the best of a surviving island.

Why the rule evolution (`surrogate.moves_rule.evolve`) has islands of its own: the two
evolve different things under different scores. Here genomes are vectors of gene
choices, scored in one batched call of the cost model per generation, selected
(mu + lambda) with an elite quarter (or NSGA-II), never exchanged between islands, and
reset by the search (`strategy`) when its measurements say which islands are weaker.
There, typed expression trees (DEAP `gp`) are scored one by one from stored readings,
kept generationally with two elites, exchanged in a ring every few generations, and the
weakest island is reset on a fixed schedule from the strongest's best plus fresh trees.
One class for both would change either's random draws and so its results (the search's
are pinned by tests/test_search_trace_golden.py), and the layering forbids the rule
evolution (`surrogate`) to import this module (`search`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence

import numpy as np
from deap import algorithms, base, tools

from xtune.search.genome import Individual, Operators, ParetoFitness, TimeFitness

# objective values of a batch of genomes: (b,) for time, (b, 2) for pareto
Evaluate = Callable[[np.ndarray], np.ndarray]


class Islands:
    """K populations of genomes.

    Args:
      ops: space-aware operators.
      evaluate: batched objective function over genomes (one call per generation).
      num_islands: K.
      pop_size: individuals per island.
      pareto: two objectives with NSGA-II selection instead of one.
      rng: random generator.
    """

    def __init__(self, ops: Operators, evaluate: Evaluate, num_islands: int = 8, pop_size: int = 24,
                 pareto: bool = False, rng: random.Random | None = None):
        self.ops = ops
        self.evaluate_fn = evaluate
        self.num_islands = num_islands
        self.pop_size = pop_size
        self.pareto = pareto
        self.fitness_class = ParetoFitness if pareto else TimeFitness
        self.rng = rng or random.Random()
        self.populations: list[list[Individual]] = [[] for _ in range(num_islands)]
        self._toolbox = base.Toolbox()  # the variation step: deap.algorithms.varAnd
        self._toolbox.register("mate", ops.mate)
        self._toolbox.register("mutate", ops.mutate)

    def new(self, genes: Sequence[int]) -> Individual:
        return Individual(genes, self.fitness_class)

    def seed(self, known: Sequence[Sequence[int]]) -> None:
        """Fills every island: the known genomes (default, measured bests) spread over
        islands, the rest sparse random configs and mutants of the known ones."""
        for k, pop in enumerate(self.populations):
            pop.clear()
            for g in known[k::max(1, self.num_islands)][: self.pop_size // 4]:
                pop.append(self.new(g))
            pop.append(self.new([0] * len(self.ops.num_choices)))
            while len(pop) < self.pop_size:
                if known and self.rng.random() < 0.3:
                    ind = self.new(self.rng.choice(known))
                    self.ops.mutate(ind)
                else:
                    ind = self.new(self.ops.random_genome(density=self.rng.uniform(0.02, 0.3)))
                pop.append(ind)
        self.evaluate([ind for pop in self.populations for ind in pop])

    def evaluate(self, individuals: Sequence[Individual]) -> None:
        todo = [ind for ind in individuals if not ind.fitness.valid]
        if not todo:
            return
        values = np.asarray(self.evaluate_fn(np.array(todo, dtype=np.int32)), dtype=np.float64)
        for ind, v in zip(todo, values):
            ind.fitness.values = tuple(np.atleast_1d(v).tolist())

    def evolve(self, generations: int, cxpb: float = 0.5, mutpb: float = 0.5) -> None:
        """`generations` rounds of variation + (mu + lambda) selection on every island.

        All islands' offspring of a generation are scored in one batched call.
        """
        for _ in range(generations):
            offspring_all = [algorithms.varAnd(pop, self._toolbox, cxpb, mutpb) for pop in self.populations]
            self.evaluate([ind for off in offspring_all for ind in off])
            for k, offspring in enumerate(offspring_all):
                pool = _dedupe(self.populations[k] + offspring)
                self.populations[k] = self._select(pool, self.pop_size)

    def _select(self, pool: list[Individual], k: int) -> list[Individual]:
        if self.pareto:
            return tools.selNSGA2(pool, min(k, len(pool)))
        best = sorted(pool, key=lambda ind: ind.fitness.values[0])
        elite = best[: max(1, k // 4)]
        others = best[len(elite):]
        # tournament picks are references: a repeated pick is the same (unchanged) genome
        return elite + (tools.selTournament(others, k - len(elite), tournsize=3) if others else [])

    def individuals(self) -> list[Individual]:
        return _dedupe([ind for pop in self.populations for ind in pop])

    def reset_weaker_half(self, island_keys: Sequence[tuple[float, float]]) -> list[int]:
        """Resets the weaker half of the islands (by key, lower = better) from survivors.

        Returns:
          The indices of the islands that were reset.
        """
        order = sorted(range(self.num_islands), key=lambda k: island_keys[k])
        keep, reset = order[: math.ceil(self.num_islands / 2)], order[math.ceil(self.num_islands / 2):]
        for k in reset:
            donor = self.populations[self.rng.choice(keep)]
            founder = min(donor, key=lambda ind: ind.fitness.values[0])
            pop = [self.new(founder)]
            pop[0].fitness.values = founder.fitness.values
            while len(pop) < self.pop_size:
                ind = self.new(founder)
                self.ops.mutate(ind)
                pop.append(ind)
            self.populations[k] = pop
        self.evaluate([ind for k in reset for ind in self.populations[k]])
        return reset


def _dedupe(inds: Sequence[Individual]) -> list[Individual]:
    seen, out = set(), []
    for ind in inds:
        key = tuple(ind)
        if key not in seen:
            seen.add(key)
            out.append(ind)
    return out
