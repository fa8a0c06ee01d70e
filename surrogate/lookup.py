"""Scoring by table lookup: a config's score from two per-(gene, choice) tables.

The potentials model (`surrogate.potentials.PotentialsScorer`) and a program's fitted
terms (`surrogate.program_terms.FittedTerms`) score a genome (one choice index per gene) as

    slope * log1p(sum over genes of elements[g, choice]) + sum over genes of terms[g, choice]

In numpy that is two fancy-indexing passes with a temporary of the batch's size each, ~6 ns
a gene: ~140,000 configs/s on a 1146-gene space. `LookupTables` packs both tables into one
array, each (gene, choice) cell's two values side by side and no padding between genes, and
does both sums in one pass over each genome, compiled by numba (`nogil`), on row chunks
spread over a few threads (`python bench/scoring_speed.py` has the figures). Its sums run in
another order than numpy's, so scores equal numpy's up to rounding (1e-15).

    tables = LookupTables(elements, terms, num_choices)
    scores = tables.scores(genomes, slope)
"""

from __future__ import annotations

import functools
import os
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor

import numpy as np

#: Rows per thread below which one thread scores the whole batch (a thread hand-off costs
#: ~20-50 us, ~30-60 rows of a 1k-gene space).
MIN_ROWS_PER_THREAD = 256
#: Most threads one batch is spread over.
MAX_THREADS = 8

_POOL: tuple[int, ThreadPoolExecutor] | None = None  # (the process that made it, the pool)


def _rows(idx, offsets, packed, slope, out):  # pragma: no cover - compiled by `_kernel`
    """Fills out[i]; returns the first row holding an index outside the table, or -1."""
    rows, genes = idx.shape
    size = len(packed)
    for i in range(rows):
        e = 0.0
        t = 0.0
        for j in range(genes):
            k = idx[i, j]
            c = 2 * (offsets[j] + k)
            if k < 0 or c >= size:  # against the whole table: a check per gene's size costs ~30%
                return i
            e += packed[c]
            t += packed[c + 1]
        out[i] = slope * np.log1p(e) + t
    return -1


@functools.cache
def _kernel():
    """`_rows` compiled (numba is imported on the first scoring, not with xtune: ~1.4 s)."""
    import numba

    return numba.njit(nogil=True, cache=True)(_rows)


@functools.cache
def _threads() -> int:
    """The pool's size: this process's cores, at most `MAX_THREADS` (read once, not per batch)."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not Linux
        cpus = os.cpu_count() or 1
    return max(1, min(MAX_THREADS, cpus))


def _pool() -> ThreadPoolExecutor:
    """The threads of this process (a forked child has none of its parent's: it makes its own)."""
    global _POOL
    if _POOL is None or _POOL[0] != os.getpid():
        _POOL = (os.getpid(), ThreadPoolExecutor(_threads(), thread_name_prefix="xtune-lookup"))
    return _POOL[1]


class LookupTables:
    """Two (genes, choices) tables packed for scoring.

    Args:
      elements, terms: (genes, width) float tables; a gene's choices beyond its own number are
        padding and never read.
      num_choices: (genes,) each gene's number of choices (at most `width`).
    """

    def __init__(self, elements: np.ndarray, terms: np.ndarray, num_choices: Sequence[int]):
        elements, terms = np.asarray(elements, np.float64), np.asarray(terms, np.float64)
        self.sizes = np.asarray(num_choices, np.int64)
        if elements.shape != terms.shape or elements.ndim != 2 or len(self.sizes) != len(elements):
            raise ValueError(f"tables of shapes {elements.shape} and {terms.shape} for {len(self.sizes)} genes")
        if len(self.sizes) and self.sizes.max() > elements.shape[1]:
            raise ValueError(f"a gene has {self.sizes.max()} choices, the tables {elements.shape[1]} columns")
        cell = np.arange(elements.shape[1])[None, :] < self.sizes[:, None]  # each gene's own choices
        self.offsets = np.concatenate([[0], np.cumsum(self.sizes)[:-1]]).astype(np.int64)
        self.packed = np.stack([elements[cell], terms[cell]], axis=1).ravel()

    def scores(self, indices: np.ndarray, slope: float) -> np.ndarray:
        """(b,) `slope * log1p(sum of elements) + sum of terms` of (b, genes) choice indices.

        Args:
          indices: (b, genes) or (genes,) choice indices, any integer dtype (int32 or uint8
            read fastest).
          slope: the weight of `log1p(sum of elements)`.

        Raises:
          ValueError: genomes with another number of genes than the tables.
          IndexError: a choice index negative or past the packed table (an index past its own
            gene's choices but inside the table reads the next gene's cell: genomes come from
            the space, `ConfigSpace.encode` or the search's operators, which keep them in range).
        """
        idx = np.atleast_2d(np.asarray(indices))
        if idx.dtype.kind not in "iu":
            idx = idx.astype(np.int64)
        if idx.shape[1] != len(self.sizes):
            raise ValueError(f"genomes have {idx.shape[1]} genes, the tables {len(self.sizes)}")
        idx = np.ascontiguousarray(idx)
        out = np.empty(len(idx))
        args = (self.offsets, self.packed, float(slope))
        kernel = _kernel()
        chunks = min(_threads(), len(idx) // MIN_ROWS_PER_THREAD)
        if chunks < 2:
            bad = [kernel(idx, *args, out)]
        else:
            bounds = np.linspace(0, len(idx), chunks + 1).astype(int)
            jobs = [_pool().submit(kernel, idx[a:b], *args, out[a:b]) for a, b in zip(bounds[:-1], bounds[1:])]
            bad = [job.result() for job in jobs]
        if max(bad) >= 0:
            raise IndexError("a choice index is outside the lookup table")
        return out


__all__ = ["MAX_THREADS", "MIN_ROWS_PER_THREAD", "LookupTables"]
