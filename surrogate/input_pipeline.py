"""Model inputs: normalised node features, padded graph segments, config feature codes.

Everything here is numpy and runs once per graph (or once per batch of
configs); the model (`surrogate.model`) only sees the padded arrays. Sizes are
rounded up to buckets (`bucket`) so that jit compiles a handful of shapes, not
one per graph.

A graph is cut into *segments*: contiguous ranges of its nodes, which are in
topological order (Graph Segment Training, Cao et al. 2023; contiguous chunks
are the TpuGraphs baseline's partition). Without a segment size the whole
graph is one segment. Edges between segments are dropped. Inside a segment,
the config-dependent layers run on a *subgraph*: the configurable nodes plus
`prune_hops` hops around them (all nodes when `prune_hops` is None).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterable
from typing import NamedTuple

import numpy as np
import scipy.sparse as sp
from scipy.stats import rankdata

from xtune.surrogate.config_features import LAYOUT_CONFIG_DIM
from xtune.surrogate.features import NODE_FEATURE_DIM

#: Config code slots per configurable node: 18 TpuGraphs layout slots + the swap gene.
NUM_CONFIG_SLOTS = LAYOUT_CONFIG_DIM + 1
#: Categories per slot: layout values -1..5 (swap uses -1..1), stored as value + 1.
NUM_CONFIG_VALUES = 7


def signed_log(x: np.ndarray) -> np.ndarray:
    """sign(x) * log(1 + |x|): tames the products and sums of shapes in node_feat."""
    return np.sign(x) * np.log1p(np.abs(x))


@dataclasses.dataclass(frozen=True, eq=False)
class Normalizer:
    """Per-feature standardisation of signed_log(node_feat), fitted on non-pad entries.

    Entries equal to `pad` become 0 with their indicator set to 1, so a padded
    slot never looks like a real value (TpuGraphs' own files pad with 0, which
    the indicator then marks as "zero or absent" - all the file can say).

    Attributes:
      mean: (140,) float32, of signed_log(node_feat) over non-pad entries.
      std: (140,) float32, > 0 (1 where a feature is constant or always pad).
      pad: float, the node_feat value that means "no value".
    """

    mean: np.ndarray
    std: np.ndarray
    pad: float

    @classmethod
    def fit(cls, node_feats: Iterable[np.ndarray], pad: float) -> "Normalizer":
        total = np.zeros(NODE_FEATURE_DIM)
        total_sq = np.zeros(NODE_FEATURE_DIM)
        count = np.zeros(NODE_FEATURE_DIM)
        for feat in node_feats:
            real = feat != pad
            t = np.where(real, signed_log(feat.astype(np.float64)), 0.0)
            total += t.sum(0)
            total_sq += (t * t).sum(0)
            count += real.sum(0)
        mean = np.divide(total, count, out=np.zeros_like(total), where=count > 0)
        var = np.divide(total_sq, count, out=np.zeros_like(total), where=count > 0) - mean ** 2
        std = np.sqrt(np.maximum(var, 0.0))
        std[std < 1e-6] = 1.0
        return cls(mean.astype(np.float32), std.astype(np.float32), float(pad))

    def __call__(self, node_feat: np.ndarray) -> np.ndarray:
        """(n, 140) raw features -> (n, 280) model inputs."""
        is_pad = node_feat == self.pad
        z = (signed_log(node_feat.astype(np.float32)) - self.mean) / self.std
        return np.concatenate([np.where(is_pad, 0.0, z), is_pad], axis=1).astype(np.float32)

    def to_json(self) -> dict:
        return {"transform": "signed_log1p", "pad": self.pad, "mean": self.mean.tolist(), "std": self.std.tolist()}

    @classmethod
    def from_json(cls, d: dict) -> "Normalizer":
        mean, std = np.asarray(d["mean"], np.float32), np.asarray(d["std"], np.float32)
        if d.get("transform") != "signed_log1p" or mean.shape != (NODE_FEATURE_DIM,) or std.shape != mean.shape:
            raise ValueError("normalizer must hold 140 means and stds of signed_log1p features")
        return cls(mean, std, float(d["pad"]))


def bucket(n: int, minimum: int = 16) -> int:
    """Smallest size of the form 2^k * (1, 1.25, 1.5 or 1.75) that holds `n` (at least
    `minimum`; up to 64 only 2^k and 1.5 * 2^k): above 64 at most 25% padding, and
    four shapes per doubling for jit to compile."""
    n = max(int(n), minimum)
    p = 1 << (n - 1).bit_length()  # next power of two
    steps = (5, 6, 7, 8) if p > 64 else (6, 8)
    return next(p // 8 * s for s in steps if p // 8 * s >= n) if p >= 16 else p


class EdgeSet(NamedTuple):
    """Padded edges `[src, dst]` = src consumes dst's result, with mean-aggregation weights.

    E = bucket(real edges); padding edges are (0, 0) with weights 0.

    Attributes:
      src: (E,) int32 consumer node.
      dst: (E,) int32 producer node.
      w_in: (E,) float32, 1 / (operands of src); 0 on padding edges.
      w_out: (E,) float32, 1 / (users of dst); 0 on padding edges.
    """

    src: np.ndarray
    dst: np.ndarray
    w_in: np.ndarray
    w_out: np.ndarray


class Segment(NamedTuple):
    """One segment of a graph, padded (what the model's jitted functions take).

    N, S and NC are padded sizes (`bucket`, or a size class: `pad_segment`); padding
    rows are 0 with mask 0.

    Attributes:
      node_x: (N, 280) float32 normalised node features and their "is pad" indicators (`Normalizer`).
      node_op: (N,) int32 opcode ids.
      node_mask: (N,) float32, 1 for real nodes.
      edges: EdgeSet over the N nodes.
      sub_nodes: (S,) int32, the config-dependent subgraph's nodes (indices into N).
      sub_mask: (S,) float32, 1 for real subgraph positions.
      sub_edges: EdgeSet over the S subgraph positions.
      cfg_pos: (NC,) int32, position in the subgraph of each configurable node row
        (rows of `PreparedGraph.config_rows`; a node listed twice has two rows).
      cfg_mask: (NC,) float32, 1 for real rows.
    """

    node_x: np.ndarray
    node_op: np.ndarray
    node_mask: np.ndarray
    edges: EdgeSet
    sub_nodes: np.ndarray
    sub_mask: np.ndarray
    sub_edges: EdgeSet
    cfg_pos: np.ndarray
    cfg_mask: np.ndarray


@dataclasses.dataclass(frozen=True, eq=False)
class PreparedGraph:
    """A graph cut into p padded segments (`prepare_graph`).

    Attributes:
      segments: p Segments.
      config_rows: p arrays, (nc_seg,) int64 each: indices into the graph's
        node_config_ids of the configurable nodes the segment holds (the real rows of its cfg_pos).
      num_nodes: int, real node count of the whole graph.
      num_sub_nodes: int, real subgraph node count over all segments.
    """

    segments: tuple[Segment, ...]
    config_rows: tuple[np.ndarray, ...]
    num_nodes: int
    num_sub_nodes: int


def prepare_graph(node_feat: np.ndarray, node_opcode: np.ndarray, edge_index: np.ndarray,
                  node_config_ids: np.ndarray, normalizer: Normalizer, *, prune_hops: int | None,
                  segment_size: int | None) -> PreparedGraph:
    """Normalises, segments, prunes and pads one graph."""
    n = int(node_feat.shape[0])
    x = normalizer(node_feat)
    bounds = segment_bounds(n, segment_size)
    edge_index = np.asarray(edge_index, np.int64).reshape(-1, 2)
    config_ids = np.asarray(node_config_ids, np.int64)
    segments, rows, num_sub = [], [], 0
    for start, stop in zip(bounds[:-1], bounds[1:]):
        inside = (edge_index >= start).all(1) & (edge_index < stop).all(1)
        local_edges = edge_index[inside] - start
        cfg_rows = np.flatnonzero((config_ids >= start) & (config_ids < stop))
        cfg_local = config_ids[cfg_rows] - start
        seg, s = _segment(x[start:stop], node_opcode[start:stop], local_edges, cfg_local, prune_hops)
        segments.append(seg)
        rows.append(cfg_rows)
        num_sub += s
    return PreparedGraph(tuple(segments), tuple(rows), n, num_sub)


def segment_bounds(n: int, segment_size: int | None) -> np.ndarray:
    """[0, ..., n]: equal contiguous segments of at most `segment_size` nodes."""
    if segment_size is None or n <= segment_size:
        return np.array([0, n])
    parts = math.ceil(n / segment_size)
    return np.linspace(0, n, parts + 1).round().astype(np.int64)


def k_hop_nodes(num_nodes: int, edge_index: np.ndarray, seeds: np.ndarray, hops: int | None) -> np.ndarray:
    """Sorted nodes within `hops` undirected hops of `seeds` (all nodes when hops is None)."""
    if hops is None:
        return np.arange(num_nodes)
    keep = np.zeros(num_nodes, bool)
    keep[seeds] = True
    if hops > 0 and len(edge_index):
        adj = sp.coo_matrix((np.ones(len(edge_index), bool), (edge_index[:, 0], edge_index[:, 1])),
                            shape=(num_nodes, num_nodes)).tocsr()
        adj = (adj + adj.T).tocsr()
        frontier = keep.copy()
        for _ in range(hops):
            reached = adj @ frontier.astype(np.int8) > 0
            frontier = reached & ~keep
            if not frontier.any():
                break
            keep |= reached
    return np.flatnonzero(keep)


def _segment(x: np.ndarray, opcode: np.ndarray, edges: np.ndarray, cfg_local: np.ndarray,
             prune_hops: int | None) -> tuple[Segment, int]:
    n = x.shape[0]
    n_pad = bucket(n)
    sub = k_hop_nodes(n, edges, cfg_local, prune_hops)
    s_pad = bucket(len(sub))
    position = np.full(n, -1, np.int64)
    position[sub] = np.arange(len(sub))
    sub_edges = position[edges] if len(edges) else edges
    sub_edges = sub_edges[(sub_edges >= 0).all(1)] if len(edges) else sub_edges
    nc_pad = bucket(len(cfg_local))
    seg = Segment(
        node_x=pad_rows(x, n_pad),
        node_op=pad_rows(np.asarray(opcode, np.int32), n_pad),
        node_mask=pad_rows(np.ones(n, np.float32), n_pad),
        edges=edge_set(edges, n),
        sub_nodes=pad_rows(sub.astype(np.int32), s_pad),
        sub_mask=pad_rows(np.ones(len(sub), np.float32), s_pad),
        sub_edges=edge_set(sub_edges, len(sub)),
        cfg_pos=pad_rows(position[cfg_local].astype(np.int32), nc_pad),
        cfg_mask=pad_rows(np.ones(len(cfg_local), np.float32), nc_pad),
    )
    return seg, len(sub)


def edge_set(edges: np.ndarray, num_nodes: int) -> EdgeSet:
    """Padded EdgeSet with mean-aggregation weights for both directions."""
    edges = np.asarray(edges, np.int64).reshape(-1, 2)
    e_pad = bucket(len(edges))
    src, dst = edges[:, 0], edges[:, 1]
    operands = np.bincount(src, minlength=num_nodes)
    users = np.bincount(dst, minlength=num_nodes)
    w_in = 1.0 / np.maximum(operands[src], 1) if len(edges) else np.zeros(0)
    w_out = 1.0 / np.maximum(users[dst], 1) if len(edges) else np.zeros(0)
    return EdgeSet(pad_rows(src.astype(np.int32), e_pad), pad_rows(dst.astype(np.int32), e_pad),
                   pad_rows(w_in.astype(np.float32), e_pad), pad_rows(w_out.astype(np.float32), e_pad))


def segment_sizes(seg: Segment) -> tuple[int, int, int, int, int]:
    """Padded (nodes, edges, subgraph nodes, subgraph edges, configurable rows) of a segment."""
    return (len(seg.node_op), len(seg.edges.src), len(seg.sub_nodes), len(seg.sub_edges.src), len(seg.cfg_pos))


def pad_segment(seg: Segment, sizes: tuple[int, int, int, int, int]) -> Segment:
    """The segment padded further to `sizes` (each at least its current size), so that
    graphs of one size class share a jit compile. Padding is inert: masks and weights 0."""
    n, e, s, es, nc = sizes

    def edges(x: EdgeSet, size: int) -> EdgeSet:
        return EdgeSet(*(pad_rows(a, size) for a in x))

    return Segment(node_x=pad_rows(seg.node_x, n), node_op=pad_rows(seg.node_op, n),
                   node_mask=pad_rows(seg.node_mask, n), edges=edges(seg.edges, e),
                   sub_nodes=pad_rows(seg.sub_nodes, s), sub_mask=pad_rows(seg.sub_mask, s),
                   sub_edges=edges(seg.sub_edges, es), cfg_pos=pad_rows(seg.cfg_pos, nc),
                   cfg_mask=pad_rows(seg.cfg_mask, nc))


def size_classes(segments: Iterable[Segment]) -> dict[int, tuple[int, int, int, int, int]]:
    """Per padded node count, the largest padded sizes of the segments that have it:
    padding every segment to its class leaves one shape per node bucket."""
    classes: dict[int, tuple[int, ...]] = {}
    for seg in segments:
        sizes = segment_sizes(seg)
        old = classes.get(sizes[0], sizes)
        classes[sizes[0]] = tuple(max(a, b) for a, b in zip(old, sizes))
    return classes


def pad_rows(a: np.ndarray, size: int) -> np.ndarray:
    """`a` with zero rows appended up to `size` rows (same dtype; `a` itself if it has them)."""
    if len(a) == size:
        return a
    out = np.zeros((size, *a.shape[1:]), a.dtype)
    out[: len(a)] = a
    return out


# --- config codes -------------------------------------------------------------------

def config_codes(node_config_feat: np.ndarray, node_config_extra: np.ndarray | None = None) -> np.ndarray:
    """(c, nc, 19) int8 category codes: the 18 layout values and the swap gene, each + 1.

    `node_config_extra` None (TpuGraphs' own files) = no swap gene anywhere (-1).
    """
    layout = np.clip(np.rint(np.asarray(node_config_feat)), -1, NUM_CONFIG_VALUES - 2).astype(np.int8) + 1
    if node_config_extra is None:
        swap = np.zeros((*layout.shape[:2], 1), np.int8)
    else:
        swap = np.clip(np.rint(np.asarray(node_config_extra)[..., :1]), -1, 1).astype(np.int8) + 1
    return np.concatenate([layout, swap], axis=2)


def segment_codes(codes: np.ndarray, rows: np.ndarray, nc_pad: int, c_pad: int) -> np.ndarray:
    """Node-major (NC, C, 19) codes of one segment's configurable nodes, zero-padded."""
    out = np.zeros((nc_pad, c_pad, NUM_CONFIG_SLOTS), np.int32)
    out[: len(rows), : codes.shape[0]] = codes[:, rows].transpose(1, 0, 2)
    return out


def config_grades(runtime: np.ndarray, valid: np.ndarray) -> np.ndarray:
    """Relevance labels for the ranking loss, summing to 1: proportional to v for the
    fastest of v valid configs down to 1 for the slowest (ties share the better
    grade); 0 where not valid."""
    runtime = np.where(valid, runtime, np.inf)
    v = int(valid.sum())
    faster = rankdata(runtime, method="min") - 1  # configs strictly faster than each
    grades = np.where(valid, v - faster, 0).astype(np.float64)
    return (grades / max(grades.sum(), 1.0)).astype(np.float32)


__all__ = ["EdgeSet", "NUM_CONFIG_SLOTS", "NUM_CONFIG_VALUES", "Normalizer", "PreparedGraph",
           "Segment", "bucket", "config_codes", "config_grades", "edge_set", "k_hop_nodes", "pad_rows", "pad_segment",
           "prepare_graph", "segment_bounds", "segment_codes", "segment_sizes", "signed_log", "size_classes"]
