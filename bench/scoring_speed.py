"""Scoring speed of a sum of per-gene terms (`surrogate.program_terms.FittedTerms`) and of the
bundled potentials model (`surrogate.potentials.PotentialsScorer`) against the GNN's
`GraphScorer`, in the same run, on the stacked-blocks graphs of `bench/surrogate.py` (~1k
and ~10k nodes): configs scored per second, 4096 random genomes per call (int32, as the
search passes them), best of 3. The terms are fitted on 20 random genomes with made-up log
ratios (speed does not depend on the values); the potentials scorer's build (tabulating
every gene's choices) is timed too.

Usage:
  python bench/scoring_speed.py [--blocks 22 215]
"""

from __future__ import annotations

import argparse
import math
import time

import numpy as np

from xtune.measure.space import ConfigSpace
from xtune.surrogate.graph import build_graph
from xtune.surrogate.program_terms import ProgramTerms
from xtune.surrogate.potentials import PotentialsModel
from xtune.surrogate.predict import GNNModel
from xtune.surrogate.synthetic import random_genomes

CONFIGS = 4096


def rate(score, genomes: np.ndarray, repeats: int = 3) -> float:
    score(genomes[:64])  # warm up (compile)
    score(genomes)  # and the threads of a full batch
    best = math.inf
    for _ in range(repeats):
        t = time.perf_counter()
        score(genomes)
        best = min(best, time.perf_counter() - t)
    return len(genomes) / best


def main(argv: list[str] | None = None) -> int:
    import importlib.util
    from pathlib import Path

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--blocks", type=int, nargs="+", default=[22, 215])
    opts = parser.parse_args(argv)
    spec = importlib.util.spec_from_file_location("graph_build", Path(__file__).parent / "graph_build.py")
    graph_build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(graph_build)
    surrogate = GNNModel.load()
    potentials = PotentialsModel.load()
    print("| graph | GNN configs/s | terms configs/s | terms / GNN | potentials configs/s | potentials / GNN "
          "| potentials scorer build s |\n|---|---|---|---|---|---|---|")
    for blocks in opts.blocks:
        program = graph_build.stacked_blocks_program(blocks)
        space = ConfigSpace(program)
        graph = build_graph(program, space)
        genomes = random_genomes(space, CONFIGS, np.random.default_rng(0)).astype(np.int32)  # as the search has them
        gnn = rate(surrogate.scorer(program, space, graph=graph).score_indices, genomes)
        measured = random_genomes(space, 20, np.random.default_rng(1))
        fitted = ProgramTerms(space).fit(measured, np.random.default_rng(2).normal(0, 0.05, 20))
        terms = rate(fitted.score_indices, genomes)
        t = time.perf_counter()
        tabulated = potentials.scorer(program, space, graph=graph)
        build = time.perf_counter() - t
        pot = rate(tabulated.score_indices, genomes)
        print(f"| {graph.num_nodes} nodes, {len(space.genes)} genes | {gnn:,.0f} | {terms:,.0f} | {terms / gnn:.1f}x "
              f"| {pot:,.0f} | {pot / gnn:.1f}x | {build:.1f} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
