"""`GraphScorer`: the GNN's fast scorer of one program's configs (the search's hot loop).

It is what `GNNModel.scorer` returns, and what the search's `Scorer` protocol
(`xtune.search.costmodel.Scorer`: `score_indices(genomes)`) asks for.

    scorer = model.scorer(program, space)       # graph built and encoded once
    scorer.score_indices(genomes)               # (b, num_genes) choice indices -> (b,) scores
    scorer.score(configs)                       # the same for Config objects

Per program, once: the graph is built, the config-independent base encoder
runs, and the first config layer is split into its config-independent part
(`GNNNet.fold_segment`) and per gene choice embeddings. Genes of one
configurable node are multiplied out into combined lookup tables (one row
per combination of their choices, up to `LOOKUP_ROWS` rows), so a config
costs about one table row per configurable node rather than one per gene.
The subgraph is reordered so that configurable nodes come first: their
embeddings join the node states by concatenation, not scatter.

Per batch of genomes: index arithmetic, a few row gathers, the folded first
layer (`GNNNet.folded_config_sums`), the head - one jitted function.
Batches are cut into chunks and padded to size buckets; tables, genomes and
node counts are padded too, so programs of similar size share one compile.
With cross-config attention, the configs of one chunk attend to each other,
so a config's score depends on its chunk-mates (as in the Kaggle winners').
"""

from __future__ import annotations

import functools
import math
from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

import jax.numpy as jnp
import numpy as np

from xtune.measure.program import Program
from xtune.measure.space import Config, ConfigError, ConfigSpace, laid_out_shape
from xtune.surrogate.config_features import GENE_SLOTS, LAYOUT_CONFIG_DIM, MAX_RANK, option_feature_names
from xtune.surrogate.graph import GraphError, ProgramGraph, build_graph
from xtune.surrogate.input_pipeline import NUM_CONFIG_SLOTS, EdgeSet, PreparedGraph, Segment, bucket, pad_rows
from xtune.surrogate.jitted import functions, jit
from xtune.surrogate.model import COUNT_WEIGHT_INIT, FoldEdges, ModelConfig, GNNNet
from xtune.surrogate.layout_count import COUNT_SCALE, slot_sizes


class ScoringModel(Protocol):
    """What a `GraphScorer` reads of its model: `xtune.surrogate.predict.GNNModel` is one. A
    protocol, because a GNNModel makes its scorers (`GNNModel.scorer`): predict imports this
    module, so this module does not import predict, not even for its annotations."""

    @property
    def params(self) -> Any: ...

    @property
    def config(self) -> ModelConfig: ...

    @property
    def option_names(self) -> tuple[str, ...]: ...

    @property
    def pad(self) -> float: ...

    def prepare(self, node_feat: Any, node_opcode: Any, edge_index: Any, node_config_ids: Any) -> PreparedGraph: ...


#: Most rows of one combined lookup table (the genes of a node, multiplied out): bigger
#: tables mean fewer lookups per config but a table that no longer stays in cache.
LOOKUP_ROWS = 32
#: Most genes combined into one lookup.
GENES_PER_LOOKUP = 4
#: Lookups per configurable position always provided for (empty ones cost a few padding rows).
MIN_LOOKUPS = 4
_SWAP_SLOT = LAYOUT_CONFIG_DIM


class Lookups(NamedTuple):
    """Where one segment's configurable positions find their embeddings in the combined table.

    A segment's first U subgraph positions are its configurable nodes; lookup slot k
    (one tuple entry each, K slots) serves the first n_k of them (padded to a bucket):
    table row = offsets[k] + sum(genome[cols[k]] * strides[k], axis=1).

    Attributes:
      offsets: K arrays, (n_k,) int32: first table row of each position's k-th lookup (0 = the
        table's all-zero row, for positions with fewer lookups).
      cols: K arrays, (n_k, GENES_PER_LOOKUP) int32: the genes the lookup combines (unused: gene 0).
      strides: K arrays, (n_k, GENES_PER_LOOKUP) int32: their strides in the block (unused: 0).
      multiplicity: (U,) float32, configurable-node rows at each position (0 = padding).
    """

    offsets: tuple
    cols: tuple
    strides: tuple
    multiplicity: np.ndarray


@functools.lru_cache(maxsize=4)
def _score_fn(config: ModelConfig):
    net = GNNNet(config)
    head = functions(config).head
    d = config.config_dim

    def score(params, segs, bases, fold_edges, lookups, table, genomes, base_sum, n, ns, options, mask):
        by_gene = genomes.T  # (G, B)
        b = genomes.shape[0]
        sub_sum = cfg_sum = 0.0
        for seg, base, fe, lk in zip(segs, bases, fold_edges, lookups):
            u = lk.multiplicity.shape[0]
            injected = jnp.zeros((u, b, d), table.dtype)
            for offsets, cols, strides in zip(lk.offsets, lk.cols, lk.strides):
                rows = offsets[:, None] + (by_gene[cols] * strides[..., None]).sum(axis=1)  # (n_k, B)
                found = table[rows]
                if found.shape[0] < u:
                    found = jnp.concatenate([found, jnp.zeros((u - found.shape[0], b, d), table.dtype)])
                injected = injected + found
            sub, cfg = net.apply({"params": params}, seg, base, injected, lk.multiplicity, fe,
                                 method=GNNNet.folded_config_sums)
            sub_sum, cfg_sum = sub_sum + sub, cfg_sum + cfg
        return head(params, sub_sum, cfg_sum, base_sum, n, ns, options, mask)

    return jit(score)


class GraphScorer:
    """Scores configs of one program with a `GNNModel`; see the module docstring."""

    def __init__(self, model: ScoringModel, program: Program, space: ConfigSpace | None = None,
                 chunk: int | None = None, graph: ProgramGraph | None = None):
        self.model = model
        self.space = space if space is not None else ConfigSpace(program)
        if graph is not None and (graph.pad != model.pad or graph.program != program.fingerprint):
            raise GraphError(f"{program.name}: the graph given is of another program or pad")
        self.graph = graph if graph is not None else build_graph(program, self.space, pad=model.pad)
        self.num_choices = np.array([len(gene.choices) for gene in self.space.genes], np.int64)
        self._genome_width = bucket(len(self.space.genes))
        fns = functions(model.config)
        g = self.graph
        prepared = model.prepare(g.node_feat, g.node_opcode, g.edge_index, g.node_config_ids)
        self._num_nodes, self._num_sub_nodes = prepared.num_nodes, prepared.num_sub_nodes
        projected, self._base_sum = fns.encode_all(model.params, prepared.segments)
        deltas, const = self._choice_embeddings(fns)
        rows = self.graph.config_rows(self.space)  # graph row -> space node
        const = const[rows]
        row_of = {int(j): r for r, j in enumerate(rows)}
        node_genes: list[list[int]] = [[] for _ in rows]
        for gi, gene in enumerate(self.space.genes):
            if gene.kind != "option" and gi in deltas and self.space.node_index[gene.node] in row_of:
                node_genes[row_of[self.space.node_index[gene.node]]].append(gi)
        blocks = [np.zeros((1, model.config.config_dim), np.float32)]  # row 0: nothing
        segs, bases, folds, lookups = [], [], [], []
        for seg, rows, proj in zip(prepared.segments, prepared.config_rows, projected):
            seg, lk = self._plan_segment(seg, rows, node_genes, deltas, const, blocks)
            segs.append(seg)
            bases.append(fns.fold_segment(model.params, proj, seg))
            folds.append(fold_edges(seg, lk.multiplicity))
            lookups.append(lk)
        table = np.concatenate(blocks)
        self._table = np.concatenate([table, np.zeros((bucket(len(table)) - len(table), table.shape[1]), np.float32)])
        self._segs, self._bases, self._folds, self._lookups = tuple(segs), tuple(bases), tuple(folds), tuple(lookups)
        self._score = _score_fn(model.config)
        self._option_columns(row_of)
        if chunk is None:  # configs per call: keep (subgraph x configs x width) arrays near cache size
            largest = max(len(seg.sub_nodes) for seg in self._segs)
            chunk = min(256, max(32, 1 << max(0, (65536 // largest).bit_length() - 1)))
        self.chunk = chunk

    @property
    def num_genes(self) -> int:
        return len(self.space.genes)

    # --- tables ----------------------------------------------------------------------------

    def _choice_embeddings(self, fns) -> tuple[dict[int, np.ndarray], np.ndarray]:
        """Per layout/swap gene, (choices, d) embedding changes from its default; per
        ConfigSpace node, the embedding of its all-default codes."""
        space, params = self.space, self.model.params
        slots, values, base, where = [], [], [], {}
        for gi, gene in enumerate(space.genes):
            what = gene.name.rpartition(".")[2]
            if gene.kind == "swap":
                rows = [[_SWAP_SLOT, 2 if c else 1] for c in gene.choices]
                choice_slots = [[_SWAP_SLOT] * MAX_RANK for _ in rows]
                choice_values = [[r[1]] + [1] * (MAX_RANK - 1) for r in rows]
                choice_base = [[1] * MAX_RANK for _ in rows]
            elif gene.kind in ("out", "in") and what in GENE_SLOTS:
                start = GENE_SLOTS[what]
                choice_slots = [list(range(start, start + MAX_RANK)) for _ in gene.choices]
                choice_values = [[0] * MAX_RANK if c is None else [v + 1 for v in c[:MAX_RANK]]
                                 + [0] * (MAX_RANK - len(c[:MAX_RANK])) for c in gene.choices]
                choice_base = [[0] * MAX_RANK for _ in gene.choices]
            else:
                continue  # module options go to the head; operands past in1 have no TpuGraphs slot
            where[gi] = (len(slots), len(gene.choices))
            slots += choice_slots
            values += choice_values
            base += choice_base
        size = bucket(len(slots))  # padding rows (slot 0, value 0 = its base) change nothing
        flat = np.asarray(fns.deltas(params, *(pad_rows(np.array(a, np.int32).reshape(-1, MAX_RANK), size)
                                                for a in (slots, values, base))))
        deltas = {gi: flat[start:start + count] for gi, (start, count) in where.items()}
        codes = np.zeros((bucket(len(space.nodes)), NUM_CONFIG_SLOTS), np.int32)
        for j, node in enumerate(space.nodes):
            if f"{node.id}.swap" in space.gene_index:
                codes[j, _SWAP_SLOT] = 1
        const = np.asarray(fns.inject(params, codes))[: len(space.nodes)]
        return deltas, const

    def _plan_segment(self, seg: Segment, rows: np.ndarray, node_genes, deltas, const, blocks):
        """Reorders the segment's subgraph (configurable positions first, most lookups first)
        and appends its combined lookup tables to `blocks`."""
        real = np.flatnonzero(seg.cfg_mask > 0)
        by_position: dict[int, list[int]] = {}
        for r in real:
            by_position.setdefault(int(seg.cfg_pos[r]), []).append(int(rows[r]))
        groups = {p: _lookup_groups([g for j in js for g in node_genes[j]], self.num_choices)
                  for p, js in by_position.items()}
        config_positions = sorted(by_position, key=lambda p: (-len(groups[p]), p))
        others = [p for p in np.flatnonzero(seg.sub_mask > 0) if p not in by_position]
        order = np.array(config_positions + others, np.int64)
        order = np.concatenate([order, np.setdiff1d(np.arange(len(seg.sub_nodes)), order)])
        seg = reorder_subgraph(seg, order)
        u = bucket(len(config_positions))
        slots = max([MIN_LOOKUPS, *(len(gs) for gs in groups.values())])  # a fixed count shares compiles
        offsets = [np.zeros(bucket(sum(len(groups[p]) > k for p in config_positions)), np.int32)
                   for k in range(slots)]
        cols = [np.zeros((len(o), GENES_PER_LOOKUP), np.int32) for o in offsets]
        strides = [np.zeros((len(o), GENES_PER_LOOKUP), np.int32) for o in offsets]
        multiplicity = np.zeros(u, np.float32)
        next_row = sum(len(b) for b in blocks)
        for i, p in enumerate(config_positions):
            multiplicity[i] = len(by_position[p])
            for k, genes in enumerate(groups[p]):
                block = _combined(genes, deltas, self.num_choices)
                if k == 0:
                    block = block + const[by_position[p]].sum(axis=0)
                sizes = [int(self.num_choices[g]) for g in genes]
                offsets[k][i] = next_row
                cols[k][i, :len(genes)] = genes
                strides[k][i, :len(genes)] = [math.prod(sizes[m + 1:]) for m in range(len(genes))]
                blocks.append(block)
                next_row += len(block)
        return seg, Lookups(tuple(offsets), tuple(cols), tuple(strides), multiplicity)

    def _option_columns(self, row_of: dict[int, int]) -> None:
        model_cols = {name: i for i, name in enumerate(self.model.option_names)}
        names = option_feature_names(self.space)
        self._option_genes, k = [], 0
        for g, gene in enumerate(self.space.genes):
            if gene.kind == "option":
                cols = np.array([model_cols.get(names[k + i], -1) for i in range(len(gene.choices))], np.int64)
                self._option_genes.append((g, cols))
                k += len(gene.choices)

        # elements each (gene, choice) lays out non-row-major: choice 0 = the default, 1 = row-major
        # (`layout_choices`), the rest move it. Placed nodes take their sizes from the graph; an
        # unplaced node (no instruction in the graph) from its own shapes.
        g = self.graph
        sizes = slot_sizes(g.node_feat, g.edge_index, g.node_config_ids)
        width = int(self.num_choices.max()) if len(self.num_choices) else 1
        tables = np.zeros((2, self._genome_width, width))  # [out | in, gene, choice]
        unplaced = np.zeros((self._genome_width, width))
        for gi, gene in enumerate(self.space.genes):
            if gene.kind not in ("out", "in"):
                continue
            j = self.space.node_index[gene.node]
            slot = 0 if gene.kind == "out" else 1 + gene.operand
            if j in row_of:
                if slot < 3:
                    tables[min(slot, 1), gi, 2:len(gene.choices)] = sizes[row_of[j], slot]
            else:
                shape = laid_out_shape(self.space.nodes[j], gene)
                tables[min(slot, 1), gi, 2:len(gene.choices)] = unplaced[gi, 2:len(gene.choices)] = math.prod(shape)
        self._count_tables = tables if self.model.config.layout_count else None
        # a model without the count learned nothing about unplaced nodes: the count prices them
        self._unplaced_table = unplaced if g.unplaced_node_ids and self._count_tables is None else None

    def _options(self, genomes: np.ndarray) -> np.ndarray:
        out = np.zeros((len(genomes), len(self.model.option_names)), np.float32)
        rows = np.arange(len(genomes))
        for g, cols in self._option_genes:
            chosen = cols[genomes[:, g]]
            ok = chosen >= 0
            out[rows[ok], chosen[ok]] = 1.0
        if self._count_tables is not None:  # the last two columns: count.out, count.in
            genes = np.arange(genomes.shape[1])
            for k, table in enumerate(self._count_tables):
                out[:, k - 2] = np.log1p(table[genes, genomes].sum(axis=1)) / COUNT_SCALE
        return out

    # --- scoring ---------------------------------------------------------------------------

    def score_indices(self, indices: np.ndarray) -> np.ndarray:
        """Predicted log-runtimes (b,) of genomes: (b, num_genes) choice indices per gene."""
        indices = np.asarray(indices)
        if indices.ndim != 2 or indices.shape[1] != self.num_genes:
            raise ConfigError(f"genomes must have shape (b, {self.num_genes}), got {indices.shape}")
        if indices.size and ((indices < 0).any() or (indices >= self.num_choices).any()):
            raise ConfigError("a genome holds a choice index outside its gene's range")
        out = []
        for start in range(0, len(indices), self.chunk):
            part = indices[start: start + self.chunk]
            b = len(part)
            b_pad = self.chunk if b == self.chunk else min(bucket(b), self.chunk)
            genomes = np.zeros((b_pad, self._genome_width), np.int32)
            genomes[:b, : self.num_genes] = part
            mask = np.zeros(b_pad, np.float32)
            mask[:b] = 1
            scores = self._score(self.model.params, self._segs, self._bases, self._folds, self._lookups,
                                 self._table, genomes, self._base_sum, self._num_nodes, self._num_sub_nodes,
                                 self._options(genomes), mask)
            out.append(np.asarray(scores)[:b])
        scores = np.concatenate(out) if out else np.zeros(0, np.float32)
        if self._unplaced_table is not None and len(indices):
            moved = self._unplaced_table[np.arange(indices.shape[1]), indices].sum(axis=1)
            scores = scores + COUNT_WEIGHT_INIT * np.log1p(moved)
        return scores

    def score(self, configs: Sequence[Config]) -> np.ndarray:
        """Predicted log-runtimes (len(configs),) of configs of this program."""
        fp = self.space.program.fingerprint
        for c in configs:
            if c.program != fp:
                raise ConfigError(f"config is for program {c.program}, not {self.space.program.name} ({fp})")
        genomes = np.array([self.space.encode(c) for c in configs], np.int64).reshape(len(configs), self.num_genes)
        return self.score_indices(genomes)


def _lookup_groups(genes: list[int], num_choices: np.ndarray) -> list[list[int]]:
    """Genes of one position packed into lookups of at most LOOKUP_ROWS combinations."""
    groups: list[list[int]] = []
    rows = 0
    for g in sorted(genes, key=lambda g: num_choices[g]):
        c = int(num_choices[g])
        if groups and len(groups[-1]) < GENES_PER_LOOKUP and rows * c <= LOOKUP_ROWS:
            groups[-1].append(g)
            rows *= c
        else:
            groups.append([g])
            rows = c
    return groups


def _combined(genes: list[int], deltas: dict[int, np.ndarray], num_choices: np.ndarray) -> np.ndarray:
    """(prod of choices, d): every combination of the genes' choices, embeddings summed
    (row-major: the last gene's choice varies fastest)."""
    block = deltas[genes[0]]
    for g in genes[1:]:
        block = (block[:, None, :] + deltas[g][None, :, :]).reshape(-1, block.shape[-1])
    return block.astype(np.float32)


def reorder_subgraph(seg: Segment, order: np.ndarray) -> Segment:
    """The same segment with subgraph position i holding what position order[i] held."""
    inverse = np.empty_like(order)
    inverse[order] = np.arange(len(order))
    e = seg.sub_edges
    return seg._replace(sub_nodes=seg.sub_nodes[order], sub_mask=seg.sub_mask[order],
                        sub_edges=EdgeSet(inverse[e.src].astype(np.int32), inverse[e.dst].astype(np.int32),
                                          e.w_in, e.w_out),
                        cfg_pos=inverse[seg.cfg_pos].astype(np.int32))


def fold_edges(seg: Segment, multiplicity: np.ndarray) -> FoldEdges:
    """The subgraph edges from the leading configurable positions (multiplicity > 0) to
    their neighbours, sorted by target, padded with zero weights."""
    e = seg.sub_edges
    is_config = np.zeros(len(seg.sub_nodes), bool)
    is_config[np.flatnonzero(multiplicity > 0)] = True
    live = e.w_in > 0

    def entries(source: np.ndarray, target: np.ndarray, weight: np.ndarray):
        keep = np.flatnonzero(live & is_config[source])
        keep = keep[np.argsort(target[keep], kind="stable")]
        size = bucket(len(keep))
        row, tgt, w = np.zeros(size, np.int32), np.zeros(size, np.int32), np.zeros(size, np.float32)
        row[: len(keep)], tgt[: len(keep)], w[: len(keep)] = source[keep], target[keep], weight[keep]
        tgt[len(keep):] = tgt[len(keep) - 1] if len(keep) else 0  # stay sorted
        return row, tgt, w

    in_row, in_target, in_w = entries(e.dst, e.src, e.w_in)  # a producer's embedding reaches its consumer
    out_row, out_target, out_w = entries(e.src, e.dst, e.w_out)  # a consumer's reaches its producer
    return FoldEdges(in_row, in_target, in_w, out_row, out_target, out_w)


__all__ = ["GENES_PER_LOOKUP", "GraphScorer", "LOOKUP_ROWS", "Lookups", "fold_edges", "reorder_subgraph"]
