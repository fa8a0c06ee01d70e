"""The layout count: how many tensor elements a config lays out other than row-major.

XLA:CPU lays every tensor out row-major unless told otherwise, and its
kernels expect that; a tensor pinned to another layout has to be physically
transposed somewhere. So a config's cost grows with the elements it gives a
non-row-major layout, while a row-major *pin* costs next to nothing. This
no-learning count ranks the held-out configs of `data/cpu-v1/` better than
XLA's own cost analysis does (`bench/surrogate.py`), and the GNN takes it
(with `ModelConfig.layout_count`) as two global inputs next to the module options
(`COUNT_NAMES`):

  count.out  log1p(elements of results laid out non-row-major) / 10
  count.in   log1p(elements of operands laid out non-row-major) / 10

Sizes come from the graph alone (TpuGraphs' `shape_dimensions_product` of a
configurable node, and of its first and second producers for `in0`/`in1`),
so the count works the same on exported `.npz` files, on fresh programs and
on genomes in the search's scorer.
"""

from __future__ import annotations

import numpy as np

COUNT_NAMES = ("count.out", "count.in")
#: The names GNN model files made before the count had its own name store for these
#: columns (option names) and for the head's weight; read as the current ones.
OLD_NAMES = {"prior.out": "count.out", "prior.in": "count.in", "layout_prior": "layout_count",
             "prior_weight": "count_weight"}
PRODUCT_SLOT = 28  # node_feat: shape_dimensions_product of the result
DIMS_SLOTS = slice(21, 27)  # node_feat: shape_dimensions_0..5 of the result
COUNT_SCALE = 10.0
_SLOTS = ((0, 6), (6, 12), (12, 18))  # out, in0, in1 in config codes / node_config_feat


def producers(edge_index: np.ndarray) -> dict[int, list[int]]:
    """Each node's producers in operand order, from TpuGraphs edges [u, v] = u consumes v."""
    out: dict[int, list[int]] = {}
    for u, v in np.asarray(edge_index):
        out.setdefault(int(u), []).append(int(v))
    return out


def slot_sizes(node_feat: np.ndarray, edge_index: np.ndarray, node_config_ids: np.ndarray) -> np.ndarray:
    """(nc, 3) elements of each configurable node's result, operand 0 and operand 1 (0 if unknown)."""
    product = np.maximum(np.asarray(node_feat)[:, PRODUCT_SLOT].astype(np.float64), 0.0)
    producers_of = producers(edge_index)
    out = np.zeros((len(node_config_ids), 3))
    for row, node in enumerate(np.asarray(node_config_ids)):
        out[row, 0] = product[node]
        for k, v in enumerate(producers_of.get(int(node), [])[:2]):
            out[row, 1 + k] = product[v]
    return out


def non_row_major(layouts: np.ndarray) -> np.ndarray:
    """(..., 6) minor_to_major values, -1 padded (all -1 = default) -> (...,) bool:
    a layout is set and is not row-major."""
    layouts = np.asarray(layouts)
    rank = (layouts >= 0).sum(-1)
    row_major = rank[..., None] - 1 - np.arange(6)
    return (rank > 0) & ~np.all((layouts == row_major) | (layouts < 0), axis=-1)


def count_features(codes: np.ndarray, sizes: np.ndarray) -> np.ndarray:
    """(c, 2) `COUNT_NAMES` features of configs given as (c, nc, 19) category codes
    (`input_pipeline.config_codes`: layout value + 1) and `slot_sizes`."""
    layouts = np.asarray(codes)[..., :18].astype(np.int64) - 1
    moved = np.stack([non_row_major(layouts[..., a:b]) for a, b in _SLOTS], axis=-1)  # (c, nc, 3)
    elements = moved * sizes[None]
    return np.stack([np.log1p(elements[..., 0].sum(-1)), np.log1p(elements[..., 1:].sum((-1, -2)))],
                    axis=-1).astype(np.float32) / COUNT_SCALE


def moved_elements(features: np.ndarray) -> np.ndarray:
    """(c,) elements laid out non-row-major in all, from (c, 2) `count_features`."""
    return np.expm1(COUNT_SCALE * np.asarray(features)).sum(-1)


def count_scores(codes: np.ndarray, node_feat: np.ndarray, edge_index: np.ndarray,
                 node_config_ids: np.ndarray) -> np.ndarray:
    """(c,) the count as a ranking (lower = predicted faster): elements each config of
    (c, nc, 19) category `codes` lays out non-row-major, sizes from the graph."""
    return moved_elements(count_features(codes, slot_sizes(node_feat, edge_index, node_config_ids)))


__all__ = ["COUNT_NAMES", "COUNT_SCALE", "DIMS_SLOTS", "OLD_NAMES", "count_features", "count_scores",
           "moved_elements", "non_row_major", "producers", "slot_sizes"]
