"""The search's moves: pure functions from what was measured to configs worth measuring.

Each takes the space, the measured records (by config hash) and what else it needs,
and returns configs not measured yet, in the order to measure them. `Strategy`
(`xtune.search.strategy`) decides how many of each a round gets.

- `option_moves`: the default with one module-level compiler option changed.
- `pin_sets`: bulk row-major pins (every dot/transpose/... layout pinned at once).
- `swap_sets`: every dot's operands swapped at once.
- `gains` / `incumbent`: measured configs faster than the default beyond the noise.
- `unions`: unions of measured gains (they compound on the transformer example, not on vmapped_mlp).
- `neighbours`: one-gene moves of the incumbent, at most one per gene, in tiers.
- `grouped`: one-gene moves merged several at a time (group testing).
- `island_elites`: the islands' best predicted configs.
- `sparse_randoms`: configs that change 1-3 genes of the default.
- `remaining`: the unmeasured configs of a small space, enumerated.

A move XLA undid (`undone_move`: a config that changed one gene of a measured config and
compiled to that config's executable, `record.SAME`) is not proposed again: a neighbour,
an elite or a random config whose every changed gene is such a move (`only_undone`) would
compile to its parent's executable and cost a measurement for nothing.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet

import numpy as np
from deap import tools

from xtune.measure.record import SAME, Record
from xtune.measure.space import Config, ConfigError, ConfigSpace
from xtune.search.costmodel import Scorer
from xtune.search.islands import Islands

Move = tuple[int, int]  # (gene index, choice index)
Measured = Mapping[str, Record]  # config hash -> record
Undone = AbstractSet[tuple[int, frozenset[int]]]  # moves XLA undid: (gene, {choice, choice})

MAX_NEIGHBOURS = 20_000  # neighbourhoods larger than this are sampled before they are scored
RANDOM_MAX_GENES = 3  # a sparse random config changes at most this many genes of the default
COMBINE_BELOW = 0.99  # a screened ratio this far below the default counts as a gain
ENUMERABLE = 4096  # a space of at most this many configs is small enough to enumerate (`remaining`)


def predict(scorer: Scorer, genomes: np.ndarray) -> np.ndarray:
    """Predicted runtimes (b,) of genomes (b, genes): the first objective of any scorer."""
    if not len(genomes):
        return np.zeros(0)
    return np.asarray(scorer.score_indices(genomes), np.float64).reshape(len(genomes), -1)[:, 0]


def undone_move(space: ConfigSpace, record: Record, measured: Measured) -> tuple[int, frozenset[int]] | None:
    """The move XLA undid that a record shows: where a config not timed because it compiled
    to another's executable (`record.SAME`: the default's, or a `measured` config's) differs
    from that config in one gene, (that gene, its two choices), which compile alike there;
    None for any other record, or where the other config is not known."""
    if record.status != SAME or not record.same_as:
        return None
    default = space.default()
    twin = measured.get(record.same_as)
    if twin is None and record.same_as != default.hash:
        return None
    try:
        a = space.encode(space.from_json(record.config_json))
        b = space.encode(space.from_json(twin.config_json)) if twin is not None else [0] * len(space.genes)
    except ConfigError:  # a record of another space (a stored one from another version)
        return None
    diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
    return (diff[0], frozenset((a[diff[0]], b[diff[0]]))) if len(diff) == 1 else None


def only_undone(base: Sequence[int], genome: Sequence[int], undone: Undone) -> bool:
    """`genome` changes `base` in some genes and each change is a move XLA undid (`undone_move`)."""
    changes = [(i, frozenset((a, b))) for i, (a, b) in enumerate(zip(base, genome)) if a != b]
    return bool(changes) and all(c in undone for c in changes)


def option_moves(space: ConfigSpace) -> list[Config]:
    """The default with one module-level option changed, for every option and value."""
    return space.option_moves()


def pin_sets(space: ConfigSpace) -> list[Config]:
    """The bulk row-major pins, most promising first (`ConfigSpace.row_major_pins`)."""
    return [config for _, config in space.row_major_pins()]


def swap_sets(space: ConfigSpace) -> list[Config]:
    """The bulk swap of every dot's operands, if the space has two or more (`ConfigSpace.bulk_swaps`)."""
    return [config for _, config in space.bulk_swaps()]


def gains(measured: Measured) -> list[Record]:
    """Measured configs faster than the default beyond the screening noise, fastest first:
    ratio below `COMBINE_BELOW` and the 95% interval below 1, the default on its history
    (`Record.default_off_history`)."""
    return sorted((r for r in measured.values() if r.ratio_counts and r.ratio < COMBINE_BELOW
                   and (r.ratio_high is None or r.ratio_high < 1.0)), key=lambda r: r.ratio)


def incumbent(space: ConfigSpace, measured: Measured) -> list[int]:
    """Genome of the best measured gain; the default while nothing beat it (a screened ratio
    a little below 1 is as often the timing noise, and the neighbours of a noise "win" only
    carry its noise along)."""
    best = gains(measured)
    if not best:
        return [0] * len(space.genes)
    return space.encode(space.from_json(best[0].config_json))


def unions(space: ConfigSpace, measured: Measured) -> list[Config]:
    """Unmeasured unions of measured gains: all of them at once, then the incumbent plus the
    genes of each other gain, interleaved with the running unions of the fastest gains (on
    CPU, single moves of 1.06x, 1.08x and 1.05x made 1.30x together on the transformer
    example). Where two gains set one gene differently, the faster one's value is kept."""
    wins = gains(measured)
    if len(wins) < 2:
        return []
    genomes = [space.encode(space.from_json(r.config_json)) for r in wins]
    base = genomes[0]  # the incumbent

    def merge(into: list[int], other: list[int]) -> list[int]:
        return [a if a else b for a, b in zip(into, other)]

    union, pairs_and_unions = list(base), []
    for g in genomes[1:]:
        union = merge(union, g)
        pairs_and_unions += [merge(base, g), union]
    unique: dict[str, Config] = {}
    for genome in [union, *pairs_and_unions]:  # all gains at once first, then faster partners first
        c = space.decode(list(genome))
        if c.hash not in measured:
            unique.setdefault(c.hash, c)
    return list(unique.values())


def tried_genes(space: ConfigSpace, base: Sequence[int], measured: Measured, group_size: int = 1) -> set[int]:
    """Genes in which some measured config differs from `base` in at most `group_size`
    genes (a one-gene move, or a group of them)."""
    base_arr, tried = np.asarray(base), set()
    for rec in measured.values():
        diff = np.flatnonzero(np.asarray(space.encode(space.from_json(rec.config_json))) != base_arr)
        if 1 <= len(diff) <= group_size:
            tried.update(int(d) for d in diff)
    return tried


def neighbours(space: ConfigSpace, base: Sequence[int], scorer: Scorer, n: int, measured: Measured,
               rng: random.Random, aligned: set[Move] = frozenset(), aligned_first: bool = True,
               group_size: int = 1, undone: Undone = frozenset()) -> tuple[list[Config], list[float]]:
    """Up to `n` unmeasured one-gene moves of `base`, at most one per gene (a model that likes
    a gene would otherwise spend the round on that gene's variants), with their scores; none
    that XLA was seen to undo (`undone`).

    Order: genes with no measured move from `base` yet first (a gene's layouts mostly win or
    lose together); then, with `aligned_first`, the `aligned` moves and the moves that
    revert one of `base`'s genes to the compiler's default (a bulk pin set is mostly right
    and partly not); then the rest; each tier by predicted runtime. Neighbourhoods above
    `MAX_NEIGHBOURS` moves are sampled with `rng` first.
    """
    if n <= 0 or not space.genes:
        return [], []
    num_choices = [len(g.choices) for g in space.genes]
    cand = [(i, j) for i, k in enumerate(num_choices) for j in range(k)
            if j != base[i] and (i, frozenset((base[i], j))) not in undone]
    if len(cand) > MAX_NEIGHBOURS:
        cand = rng.sample(cand, MAX_NEIGHBOURS)
    if not cand:
        return [], []
    genomes = np.tile(np.asarray(base, np.int32), (len(cand), 1))
    for row, (i, j) in enumerate(cand):
        genomes[row, i] = j
    pred = predict(scorer, genomes)
    tier = np.array([not (move in aligned or (aligned_first and move[1] == 0)) for move in cand])
    tried = tried_genes(space, base, measured, group_size)
    was_tried = np.array([i in tried for i, _ in cand])
    order = np.lexsort((pred, tier, was_tried))
    out, scores, genes = [], [], set()
    for row in order:
        gene = cand[row][0]
        if gene in genes:
            continue
        c = space.decode(genomes[row].tolist())
        if c.hash in measured:
            continue
        genes.add(gene)
        out.append(c)
        scores.append(float(pred[row]))
        if len(out) >= n:
            break
    return out, scores


def grouped(space: ConfigSpace, base: Sequence[int], moves: Sequence[Config], scores: Sequence[float],
            scorer: Scorer, group_size: int, measured: Measured) -> tuple[list[Config], list[float]]:
    """One-gene moves of `base`, in order, merged `group_size` at a time into `base`; the
    unmeasured groups with their predicted runtimes (`group_size` 1: the moves as they are)."""
    if group_size == 1 or not moves:
        return list(moves), list(scores)
    genomes = []
    for start in range(0, len(moves), group_size):
        genome = list(base)
        for c in moves[start: start + group_size]:
            for i, (a, b) in enumerate(zip(space.encode(c), base)):
                if a != b:
                    genome[i] = a
        genomes.append(genome)
    configs = [space.decode(g) for g in genomes]
    keep = [j for j, c in enumerate(configs) if c.hash not in measured]
    if not keep:
        return [], []
    pred = predict(scorer, np.array([genomes[j] for j in keep], np.int32).reshape(len(keep), -1)).tolist()
    return [configs[j] for j in keep], pred


def island_elites(space: ConfigSpace, islands: Islands, n: int, measured: Measured,
                  exclude: set[str] = frozenset(), base: Sequence[int] | None = None,
                  undone: Undone = frozenset()) -> tuple[list[Config], list[float]]:
    """The islands' `n` best predicted configs (by Pareto rank for two objectives) that are
    not measured, not in `exclude` and distinct, with their first objective; none that
    changes `base` (the incumbent) only in moves XLA undid (`only_undone`)."""
    inds = islands.individuals()
    if islands.pareto:
        fronts = tools.sortNondominated(inds, len(inds))
        inds = [ind for front in fronts for ind in front]
    else:
        inds.sort(key=lambda ind: ind.fitness.values[0])
    out, scores, seen = [], [], set()
    for ind in inds:
        c = space.decode(list(ind))
        if c.hash in measured or c.hash in seen or c.hash in exclude:
            continue
        if undone and base is not None and only_undone(base, list(ind), undone):
            continue
        seen.add(c.hash)
        out.append(c)
        scores.append(ind.fitness.values[0])
        if len(out) >= n:
            break
    return out, scores


def sparse_randoms(space: ConfigSpace, n: int, measured: Measured, rng: random.Random,
                   aligned: Sequence[Move] = (), undone: Undone = frozenset()) -> list[Config]:
    """`n` unmeasured configs that change 1 to `RANDOM_MAX_GENES` random genes of the
    default, each an aligned move half of the time (with `aligned` moves), not only moves
    XLA undid (`only_undone`). Sparse because on
    CPU a dense random layout is almost always much slower (in one transformer search, five
    with 30 to 63 genes changed ran 1.2x to 2.3x slower), so it explores nothing."""
    num_choices = [len(g.choices) for g in space.genes]
    movable = [i for i, k in enumerate(num_choices) if k > 1]
    out: dict[str, Config] = {}
    for _ in range(50 * max(n, 1)):
        if len(out) >= n or not movable:
            break
        genome = [0] * len(space.genes)
        for _ in range(rng.randint(1, RANDOM_MAX_GENES)):
            if aligned and rng.random() < 0.5:
                i, j = rng.choice(aligned)
            else:
                i = rng.choice(movable)
                j = rng.randrange(1, num_choices[i])
            genome[i] = j
        if undone and only_undone([0] * len(genome), genome, undone):
            continue
        c = space.decode(genome)
        if c.hash not in measured:
            out[c.hash] = c
    return list(out.values())


def remaining(space: ConfigSpace, n: int, measured: Measured, exclude: set[str] = frozenset()) -> list[Config]:
    """Up to `n` unmeasured configs not in `exclude`, those that change the fewest genes of
    the default first, from an enumeration of the whole space; none where the space has more
    than `ENUMERABLE` configs. The search's other moves draw configs and may keep drawing
    measured ones: in a small space they run dry, and this finds what is left."""
    if n <= 0 or space.size > ENUMERABLE:
        return []
    genomes = sorted(itertools.product(*(range(len(g.choices)) for g in space.genes)),
                     key=lambda genome: sum(1 for j in genome if j))
    out: list[Config] = []
    for genome in genomes:
        c = space.decode(list(genome))
        if c.hash not in measured and c.hash not in exclude:
            out.append(c)
            if len(out) >= n:
                break
    return out
