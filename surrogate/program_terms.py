"""A program's own cost terms, fitted on its measurements: the count, plus what it misses.

The count (`surrogate.layout_count`) prices a config by the elements it lays out other than
row-major; it cannot tell apart the configs that move nothing (module options,
row-major pins, dot-operand swaps) and prices a transpose in a dot's operand like one
in an add's. A search measures configs of one program as it goes; `ProgramTerms` fits,
on those measurements, a sum of interpretable terms over the search's genomes (one
choice index per gene, `ConfigSpace.encode`):

    log(ratio) ~ b + a * log1p(elements moved)                    # the count, its slope a
               + sum over kinds k  (m_k * log1p(moved in k) + c_k * log1p(genes changed in k))
               + sum over genes g  w[g, choice of g]               # each measured choice's own effect

A kind is an op and gene kind ("dot_general.in1", "transpose.out", "add.swap", each
module option). A ridge penalty pulls `a` to the slope the count has across programs
(`COUNT_SLOPE`) and every other term to 0 (`PENALTIES`), so with nothing measured the
terms rank as the count does, and a measured choice prices itself and every untried
config that holds it (a union of two measured moves costs about the sum of both).
Scoring is a table lookup per gene and a few sums.

    terms = ProgramTerms(space)
    fitted = terms.fit(genomes, np.log(ratios))
    fitted.score_indices(candidates)     # (b,) lower = predicted faster
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Sequence

import numpy as np

from xtune.measure.space import ConfigSpace, laid_out_shape
from xtune.surrogate.lookup import LookupTables

#: Slope of log(ratio) against log1p(elements moved) within a program, on `data/cpu-v1`'s
#: train programs (random configs): `python bench/refinement.py --slope data/cpu-v1/cpu-v1.db:train`.
COUNT_SLOPE = 0.0515
#: Ridge penalties of the count's slope, the per-kind terms, the layout/swap choices and
#: the module-option choices, chosen on `data/train-local-v1` (local configs) and
#: `data/cpu-v1`'s train split (random configs), never on a held-out set:
#: `python bench/refinement.py --tune data/train-local-v1/train-local-v1.db
#: data/cpu-v1/cpu-v1.db:train --k 5 10 20 --seeds 2` (`bench/results/refinement-tune.md`).
#: The per-kind terms and the option choices did not help there (fitted on a few random
#: configs they soak up noise: tau 0.40-0.50 against the count's 0.56-0.58), so they are
#: off (None; the tune's 1e8); what is learned is the count's slope and each measured choice.
PENALTIES: dict[str, float | None] = {"count": 1.0, "kind": None, "choice": 10.0, "option": None}


class ProgramTerms:
    """The cost terms of one program's config space (no measurement needed).

    Attributes:
      space: the config space.
      moved: (genes, choices) elements a gene's choice lays out non-row-major (choice 0 is
        the default and 1 row-major: `measure.space.layout_choices`).
      kinds: names of the kinds; kind_of: (genes,) each gene's kind.
    """

    def __init__(self, space: ConfigSpace, moved: np.ndarray | None = None):
        """`moved` replaces the count's elements per gene and choice (a learned model's
        re-weighted elements, `PotentialsScorer.elements`); None: the count's own."""
        self.space = space
        genes = space.genes
        self.num_choices = np.array([len(g.choices) for g in genes], np.int64)
        width = int(self.num_choices.max()) if len(genes) else 1
        self.moved = np.zeros((len(genes), width))
        kinds: dict[str, int] = {}
        kind_of = []
        for gi, gene in enumerate(genes):
            if gene.kind == "option":
                name = gene.name
            else:
                node = space.nodes[space.node_index[gene.node]]
                name = f"{node.op}.{gene.kind}" + (str(gene.operand) if gene.kind == "in" else "")
                if gene.kind in ("out", "in"):
                    self.moved[gi, 2:len(gene.choices)] = math.prod(laid_out_shape(node, gene))
            kind_of.append(kinds.setdefault(name, len(kinds)))
        if moved is not None:
            if moved.shape != self.moved.shape:
                raise ValueError(f"moved has shape {moved.shape}, the space needs {self.moved.shape}")
            self.moved = np.asarray(moved, np.float64)
        self.kinds = tuple(kinds)
        self.kind_of = np.array(kind_of, np.int64)
        self._kind_matrix = np.zeros((len(genes), len(kinds)))  # gene -> its kind, one-hot
        self._kind_matrix[np.arange(len(genes)), self.kind_of] = 1.0
        self._offsets = np.arange(len(genes)) * width  # a genome's (gene, choice) cells in the flat tables
        self._moved_flat = self.moved.ravel()
        self.is_option = np.array([g.kind == "option" for g in genes], bool)

    def features(self, genomes: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(b, 1 + 2 * kinds) dense features [log1p(elements moved), log1p(moved per kind),
        log1p(genes changed per kind)] and (b, genes) choice indices of `genomes`."""
        genomes = np.atleast_2d(np.asarray(genomes, np.int64))
        rows = self._moved_flat[self._offsets + genomes]  # (b, genes)
        dense = np.concatenate([np.log1p(rows.sum(1, keepdims=True)), np.log1p(rows @ self._kind_matrix),
                                np.log1p((genomes != 0) @ self._kind_matrix)], axis=1)
        return dense, genomes

    def unfitted(self, count_slope: float = COUNT_SLOPE, table: np.ndarray | None = None) -> FittedTerms:
        """The terms before any measurement: the count's slope alone, plus `table` (genes,
        choices) per choice when a learned model gives one (`PotentialsScorer.terms`)."""
        dense = np.zeros(1 + 2 * len(self.kinds))
        dense[0] = count_slope
        return FittedTerms(self, dense, np.zeros_like(self.moved) if table is None else self._table(table))

    def _table(self, table: np.ndarray) -> np.ndarray:
        if table.shape != self.moved.shape:
            raise ValueError(f"table has shape {table.shape}, the space needs {self.moved.shape}")
        return np.array(table, np.float64)

    def fit(self, genomes: np.ndarray, log_ratio: Sequence[float], count_slope: float = COUNT_SLOPE,
            penalties: dict[str, float | None] | None = None, table: np.ndarray | None = None) -> FittedTerms:
        """Ridge fit of measured `genomes` (b, genes) on their log ratios to the default.

        The intercept is free; the count's slope is pulled to `count_slope`, each choice's
        weight to its cell of `table` (a learned model's terms; None: 0) and the per-kind
        weights to 0, with their group's penalty (`PENALTIES`; None: that group keeps the
        value it is pulled to). Fewer than two genomes: `unfitted`.
        """
        pen = {**PENALTIES, **(penalties or {})}
        base = np.zeros_like(self.moved) if table is None else self._table(table)
        dense, idx = self.features(genomes)
        if len(idx) < 2:
            return self.unfitted(count_slope, base)
        # the choice columns the measured genomes hold (a choice never measured keeps weight 0)
        active = sorted({(int(gi), int(idx[r, gi])) for r, gi in zip(*np.nonzero(idx))})
        onehot = np.zeros((len(idx), len(active)))
        for j, (gi, c) in enumerate(active):
            onehot[:, j] = idx[:, gi] == c
        x = np.concatenate([dense, onehot], axis=1)
        k = len(self.kinds)
        # choices share a config's deviation from the count: the more genes the measured configs
        # change (a random config: hundreds; a local move: one or two), the less each may take
        spread = max(1.0, float((idx != 0).sum(1).mean()))
        off = {g: np.inf if v is None else v for g, v in pen.items()}  # None: the group is not learned
        lam = np.array([off["count"], *[off["kind"]] * (2 * k),
                        *[spread * (off["option"] if self.is_option[gi] else off["choice"]) for gi, _ in active]])
        pull_to = np.zeros(x.shape[1])
        pull_to[0] = count_slope
        pull_to[1 + 2 * k:] = [base[gi, c] for gi, c in active]
        xc = x - x.mean(0)
        yc = np.asarray(log_ratio, np.float64) - np.mean(log_ratio)
        # minimise |yc - xc w|^2 + sum lam (w - pull_to)^2, in the dual (few rows, many columns):
        # w = pull_to + L^-1 xc' (xc L^-1 xc' + I)^-1 (yc - xc pull_to)
        xl = xc / lam
        w = pull_to + xl.T @ np.linalg.solve(xc @ xl.T + np.eye(len(xc)), yc - xc @ pull_to)
        for j, (gi, c) in enumerate(active):
            base[gi, c] = w[1 + 2 * k + j]
        return FittedTerms(self, w[: 1 + 2 * k], base)


@dataclasses.dataclass(frozen=True)
class FittedTerms:
    """Fitted terms of one program: a `Scorer` (`score_indices`; lower = predicted faster).

    Attributes:
      terms: the program's `ProgramTerms`.
      dense: weights of [log1p(elements moved), log1p(moved per kind), log1p(genes changed per kind)].
      table: (genes, choices) weight of each gene's choice (for a choice never measured, the
        value it was pulled to: 0, or the learned model's term; 0 for the default).
    """

    terms: ProgramTerms
    dense: np.ndarray
    table: np.ndarray

    @functools.cached_property
    def _table_flat(self) -> np.ndarray:
        return np.ascontiguousarray(self.table, np.float64).ravel()

    @functools.cached_property
    def _lookup(self) -> LookupTables:
        return LookupTables(self.terms.moved, self.table, [len(g.choices) for g in self.terms.space.genes])

    def score_indices(self, indices: np.ndarray) -> np.ndarray:
        """(b,) predicted log ratios to the default (up to a constant) of (b, genes) genomes."""
        t = self.terms
        if not np.any(self.dense[1:]):  # only the count's slope: no per-kind sums to make
            return self._lookup.scores(indices, float(self.dense[0]))
        idx = np.atleast_2d(np.asarray(indices, np.int64))
        own = self._table_flat[t._offsets + idx].sum(1)
        dense, _ = t.features(idx)
        return dense @ self.dense + own

    def largest(self, n: int = 5) -> list[tuple[str, float]]:
        """The n largest learned terms by size (the count's slope aside), named."""
        t = self.terms
        names = [*(f"moved {k}" for k in t.kinds), *(f"changed {k}" for k in t.kinds)]
        items = list(zip(names, self.dense[1:]))
        items += [(f"{t.space.genes[g].name}={t.space.genes[g].choices[c]}", self.table[g, c])
                  for g, c in zip(*np.nonzero(self.table))]
        return [(name, float(w)) for name, w in sorted(items, key=lambda kv: -abs(kv[1]))[:n]]


__all__ = ["COUNT_SLOPE", "PENALTIES", "FittedTerms", "ProgramTerms"]
