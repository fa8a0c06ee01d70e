"""Move generators of a `ConfigSpace`: the configs worth measuring before any search.

A move changes the default: one gene (`option_moves`, `aligned_moves`) or a whole class
of genes at once (`row_major_pins`, `bulk_swaps`); `loop_moves` does both for the loops'
unroll factors. `ConfigSpace` offers each as a method
of the same name (`space.aligned_moves()`); they live here, apart from the space itself,
and need only what `Space` names of it (this module does not import measure/space.py,
which imports it).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, Protocol, TypeVar

ConfigT = TypeVar("ConfigT")  # the space's config type: `measure.space.Config`


class Space(Protocol[ConfigT]):
    """What the move generators read of a `measure.space.ConfigSpace`."""

    genes: list[Any]  # `space.Gene`s
    nodes: list[Any]  # `space.Node`s
    gene_index: dict[str, int]
    node_index: dict[str, int]
    loops: list[Any]  # `measure.loops.Loop`s

    def decode(self, indices: Sequence[int]) -> ConfigT: ...

    def moved(self, moves: Iterable[tuple[int, int]]) -> ConfigT: ...


def option_moves(space: Space[ConfigT]) -> list[ConfigT]:
    """The default with one module-level option changed, for every option and value."""
    return [space.moved([(i, j)]) for i, gene in enumerate(space.genes) if gene.kind == "option"
            for j in range(1, len(gene.choices))]


def aligned_moves(space: Space[ConfigT]) -> list[tuple[int, int]]:
    """(gene index, choice index) of the one-gene moves that line a layout up with the
    data movement of the op it belongs to:

    * a transpose: the operand layout, or the result layout, that makes it a bitcast
      (a free relabelling instead of a copy) against a row-major other side;
    * a dot: an operand or the result with its two minor-most dimensions swapped
      (a transposed matrix, which a GEMM reads through its transpose flag), and the
      "swap operands" gene;
    * both: a layout pinned to row-major (which stops XLA's layout assignment from
      propagating another layout through that edge).

    On XLA:CPU one-gene wins concentrate there: on the transformer example 21 of its
    228 aligned moves measured >= 2% faster, against 0 of 40 other layout moves
    drawn at random from its 1560. On vmapped_mlp a win is a whole gene (almost any
    layout of two transposes wins), and the aligned value of each such gene wins
    too (`bench/results/aligned_moves.md`).
    """
    out = []
    for node in space.nodes:
        for name in node.genes:
            i = space.gene_index[name]
            gene = space.genes[i]
            if gene.kind == "swap":
                out.append((i, gene.choices.index(True)))
                continue
            if node.op not in ("transpose", "dot_general"):
                continue
            row_major = gene.choices[1]  # `layout_choices` puts it first
            rank = len(row_major)
            wanted = [row_major]
            if node.op == "transpose" and node.permutation is not None:
                perm = node.permutation
                inverse = [perm.index(d) for d in range(rank)]
                wanted.append(tuple(perm[d] for d in row_major) if gene.kind == "in"
                              else tuple(inverse[d] for d in row_major))
            elif node.op == "dot_general":
                wanted.append((rank - 2, rank - 1, *range(rank - 3, -1, -1)))
            for value in dict.fromkeys(wanted):
                if value in gene.choices:
                    out.append((i, gene.choices.index(value)))
    return out


def row_major_pins(space: Space[ConfigT]) -> list[tuple[str, ConfigT]]:
    """Bulk moves: every layout gene of a class of ops pinned to row-major at once,
    as (name, config), most promising first, without empty or repeated configs:
    dots and transposes, every layout, dots, transposes, every result layout.

    Pins stop XLA's layout assignment from propagating other layouts through those
    edges. Pinning the transformer example's 102 dot and transpose layouts made it
    1.36x faster than the default (XLA then runs plain GEMMs instead of folding the
    backward pass's transposes into its weight-gradient dots), more than any search had
    found one gene at a time (1.31x); vmapped_mlp 1.18x; attention 4x slower. So each
    is a measurement worth making, not a rule (`bench/results/row_major_pins.md`).
    """
    groups = [("dots and transposes", lambda op, kind: op in ("dot_general", "transpose")),
              ("all layouts", lambda op, kind: True),
              ("dots", lambda op, kind: op == "dot_general"),
              ("transposes", lambda op, kind: op == "transpose"),
              ("all result layouts", lambda op, kind: kind == "out")]
    out: dict[str, tuple[str, ConfigT]] = {}
    for label, wanted in groups:
        genome = [1 if g.kind in ("in", "out") and wanted(space.nodes[space.node_index[g.node]].op, g.kind) else 0
                  for g in space.genes]
        if any(genome):
            config = space.decode(genome)
            out.setdefault(config.hash, (label, config))
    return list(out.values())


def bulk_swaps(space: Space[ConfigT]) -> list[tuple[str, ConfigT]]:
    """Bulk move: every dot's operands swapped at once, as [(name, config)], or [] where
    the space has fewer than two swap genes (one swap is a one-gene move).

    Swaps need not compound one by one: on vmapped_mlp dot 24's swap alone reads 0.91,
    dot 1's 1.00 and both together 0.77, its best known config, which a search that
    builds on one-gene moves finds only by luck (`bench/results/bulk_swaps.md`).
    """
    genome = [1 if g.kind == "swap" else 0 for g in space.genes]
    if sum(genome) < 2:
        return []
    return [("every dot's operands swapped", space.decode(genome))]


def loop_moves(space: Space[ConfigT]) -> list[tuple[str, ConfigT]]:
    """The loops' unroll moves as (name, config), in the order worth measuring: first every
    loop unrolled by k at once (k = 2, 4, 8, 16; a loop that is not offered k takes its
    largest factor below it), then each loop alone by each of its factors, the loops that
    run the most body ops first (body ops x trip count, 100 where the count depends on the
    data, x 16 per loop around it). Without repeated configs; [] without loop genes.

    No factor is best everywhere: on one CPU core the same factor made an HMC leapfrog
    loop 2x faster and an RK4 loop 5x slower (docs/design.md), so each is measured, the
    bulk ones first because programs with many loops rarely have time for every one alone.
    """
    genes = [(i, g) for i, g in enumerate(space.genes) if g.kind == "unroll"]
    if not genes:
        return []
    out: dict[Any, tuple[str, ConfigT]] = {}

    fits = getattr(space, "unroll_fits", lambda config: True)

    def add(name: str, moves: list[tuple[int, int]]) -> None:
        if moves:
            config = space.moved(moves)
            if fits(config):
                out.setdefault(getattr(config, "hash", config), (name, config))

    for k in (2, 4, 8, 16):
        moves = []
        for i, gene in genes:
            below = [j for j, f in enumerate(gene.choices) if 1 < f <= k]
            if below:
                moves.append((i, below[-1]))
        add(f"every loop x{k}", moves)
    loops = {loop.node: loop for loop in getattr(space, "loops", [])}

    def weight(gene: Any) -> float:
        loop = loops.get(gene.node)
        if loop is None:
            return 0.0
        return float(loop.body_ops) * float(loop.trip_count or 100) * 16.0 ** loop.depth

    for i, gene in sorted(genes, key=lambda ig: -weight(ig[1])):
        for j, factor in enumerate(gene.choices[1:], start=1):
            add(f"loop {gene.node} x{factor}", [(i, j)])
    return list(out.values())
