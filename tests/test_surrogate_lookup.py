"""The packed lookup tables score as the numpy sums they replace."""

import numpy as np
import pytest

from xtune.surrogate import lookup
from xtune.surrogate.lookup import LookupTables


def _case(genes=37, width=6, rows=1000, seed=0):
    rng = np.random.default_rng(seed)
    sizes = rng.integers(1, width + 1, genes)
    elements, terms = rng.random((genes, width)) * 100, rng.normal(size=(genes, width))
    genomes = (rng.random((rows, genes)) * sizes).astype(np.int64)
    want = 0.3 * np.log1p(elements[np.arange(genes), genomes].sum(1)) + terms[np.arange(genes), genomes].sum(1)
    return LookupTables(elements, terms, sizes), genomes, want


@pytest.mark.parametrize("dtype", [np.int64, np.int32, np.uint8])
def test_scores_equal_numpy_in_one_thread_and_many(dtype, monkeypatch):
    tables, genomes, want = _case()
    for min_rows in (10**9, 100):  # one thread; the batch split over the pool
        monkeypatch.setattr(lookup, "MIN_ROWS_PER_THREAD", min_rows)
        np.testing.assert_allclose(tables.scores(genomes.astype(dtype), 0.3), want, rtol=0, atol=1e-12)
    np.testing.assert_allclose(tables.scores(genomes[0], 0.3), want[:1], rtol=0, atol=1e-12)  # one genome


def test_the_packed_table_holds_each_genes_own_choices_only():
    tables, genomes, want = _case(seed=1)
    assert len(tables.packed) == 2 * tables.sizes.sum()


def test_bad_genomes_fail_clearly():
    tables, genomes, _ = _case(genes=5, width=3)
    with pytest.raises(ValueError, match="genomes have 4 genes, the tables 5"):
        tables.scores(genomes[:, :4], 1.0)
    bad = genomes.copy()
    bad[7, 2] = -1
    with pytest.raises(IndexError, match="outside the lookup table"):
        tables.scores(bad, 1.0)
    bad = genomes.copy()
    bad[3, 4] = 3 * 5
    with pytest.raises(IndexError, match="outside the lookup table"):
        tables.scores(bad, 1.0)
    with pytest.raises(ValueError, match="a gene has 4 choices, the tables 3 columns"):
        LookupTables(np.zeros((2, 3)), np.zeros((2, 3)), [4, 1])
