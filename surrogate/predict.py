"""Inference: `Surrogate` (a trained model + its normalisers) and `Scorer`
(one program, any number of configs).

    surrogate = Surrogate.load()              # the bundled model, or a path
    scorer = surrogate.scorer(program, space) # graph built and encoded once
    scorer.score(configs)                     # predicted log-runtimes (lower = faster)
    scorer.score_indices(genomes)             # (b, num_genes) choice indices, the search's form

Scores are log-runtimes up to a per-program constant: only differences mean
something (exp(a - b) = predicted runtime ratio).

`score_indices` never builds per-config feature arrays: each gene choice's
contribution to its node's config embedding is precomputed once per scorer
(a table of (choices, config_dim) rows), and a batch of genomes becomes
table lookups inside one jitted function. Batches are padded to size
buckets and cut into chunks, so jit compiles once per graph. With
cross-config attention the configs of one chunk attend to each other, so a
config's score depends on its chunk-mates (as in the Kaggle winners' models).
"""

from __future__ import annotations

import dataclasses
import functools
import importlib.resources
import os
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from measure.space import Config, ConfigError, ConfigSpace
from surrogate.config_features import LAYOUT_CONFIG_DIM, MAX_RANK, option_feature_names
from surrogate.data import Example
from surrogate.features import NODE_FEATURE_DIM
from surrogate.input_pipeline import (NUM_CONFIG_SLOTS, NUM_CONFIG_VALUES, Normalizer, PreparedGraph, bucket,
                                      prepare_graph, segment_codes)
from surrogate.model import ModelConfig, SurrogateNet
from surrogate.modelfile import ModelFileError, read_model_file, write_model_file
from surrogate.opcodes import VOCAB_SIZE

DEFAULT_CHUNK = 1024
FEATURE_LAYOUT = {
    "node_feat": "TpuGraphs layout node_feat (surrogate.features.FEATURE_TABLE)",
    "node_feat_dim": NODE_FEATURE_DIM,
    "config_codes": "TpuGraphs node_config_feat (18 minor_to_major values) + swap gene, each value + 1",
    "config_slots": NUM_CONFIG_SLOTS,
    "config_values": NUM_CONFIG_VALUES,
}
_SWAP_SLOT = LAYOUT_CONFIG_DIM
_GENE_SLOT = {"out": 0, "in0": 6, "in1": 12}


def bundled_model_path() -> Path:
    """Where the default model ships: surrogate/models/default.xtm."""
    return Path(str(importlib.resources.files("surrogate") / "models" / "default.xtm"))


# --- jitted functions, one set per model shape ----------------------------------------

class _Functions:
    """The jitted pieces of a SurrogateNet, shared by every Surrogate of one ModelConfig."""

    def __init__(self, config: ModelConfig):
        net = SurrogateNet(config)

        def encode_all(params, segs):
            outs = [net.apply({"params": params}, s, method=SurrogateNet.encode) for s in segs]
            return tuple(o[0] for o in outs), sum(o[1] for o in outs)

        def sums(params, projected, seg, injected_or_codes, from_codes):
            def run(m, p, s, x):
                return m.config_sums(p, s, m.inject(x) if from_codes else x)
            return net.apply({"params": params}, projected, seg, injected_or_codes, method=run)

        def head(params, sub, cfg, base_sum, n, ns, options, mask):
            return net.apply({"params": params}, sub, cfg, base_sum, n, ns, options, mask, method=SurrogateNet.head)

        def score_codes(params, projs, segs, codes, base_sum, n, ns, options, mask):
            parts = [sums(params, p, s, c, True) for p, s, c in zip(projs, segs, codes)]
            return head(params, sum(p[0] for p in parts), sum(p[1] for p in parts), base_sum, n, ns, options, mask)

        def score_indices(params, projs, segs, tables, deltas, indices, base_sum, n, ns, options, mask):
            parts = []
            for p, s, (const, rows, cols) in zip(projs, segs, tables):
                chosen = indices.T[cols]  # (NC, G4, B)
                present = rows < deltas.shape[0] - 1
                flat = jnp.where(present[..., None], rows[..., None] + chosen, deltas.shape[0] - 1)
                injected = deltas[flat].sum(axis=1) + const[:, None, :]
                parts.append(sums(params, p, s, injected, False))
            return head(params, sum(p[0] for p in parts), sum(p[1] for p in parts), base_sum, n, ns, options, mask)

        def deltas_fn(params, slots, values, base):
            return net.apply({"params": params}, slots, values, base, method=SurrogateNet.code_deltas)

        def inject(params, codes):
            return net.apply({"params": params}, codes, method=SurrogateNet.inject)

        self.net = net
        self.encode_all = jax.jit(encode_all)
        self.score_codes = jax.jit(score_codes)
        self.score_indices = jax.jit(score_indices)
        self.deltas = jax.jit(deltas_fn)
        self.inject = jax.jit(inject)


@functools.lru_cache(maxsize=8)
def functions(config: ModelConfig) -> _Functions:
    return _Functions(config)


def dummy_inputs(num_options: int):
    """A 4-node graph with 2 configurable nodes and 2 configs: enough to create every parameter."""
    normalizer = Normalizer(np.zeros(NODE_FEATURE_DIM, np.float32), np.ones(NODE_FEATURE_DIM, np.float32), -1.0)
    graph = prepare_graph(np.zeros((4, NODE_FEATURE_DIM), np.float32), np.array([63, 34, 2, 75]),
                          np.array([[1, 0], [2, 1], [3, 2]]), np.array([1, 2]), normalizer,
                          prune_hops=None, segment_size=None)
    seg = graph.segments[0]
    codes = segment_codes(np.zeros((2, 2, NUM_CONFIG_SLOTS), np.int8), graph.config_rows[0], len(seg.cfg_pos), 2)
    return seg, codes, np.zeros((2, num_options), np.float32), np.ones(2, np.float32)


def init_params(config: ModelConfig, num_options: int, seed: int) -> Any:
    """Fresh parameters of a SurrogateNet."""
    return SurrogateNet(config).init(jax.random.key(seed), *dummy_inputs(num_options))["params"]


# --- the model ------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True, eq=False)
class Surrogate:
    """A trained cost model: parameters, hyper-parameters, normalisers, option columns.

    Attributes:
      params: flax parameter tree (never mutated; fine-tuning returns a new Surrogate).
      config: model hyper-parameters.
      normalizer: node feature normaliser (its `pad` is the node_feat pad the model expects).
      option_names: module-option one-hot columns (`<gene>=<choice>`), as in the sidecars.
      info: training record (data fingerprint, train config, held-out metrics ...).
    """

    params: Any
    config: ModelConfig
    normalizer: Normalizer
    option_names: tuple[str, ...] = ()
    info: Mapping[str, Any] = dataclasses.field(default_factory=dict)

    @property
    def pad(self) -> float:
        return self.normalizer.pad

    # --- files -------------------------------------------------------------------------

    def save(self, path: str | os.PathLike) -> Path:
        header = {
            "format": "xtune surrogate model", "feature_layout": FEATURE_LAYOUT, "pad": self.pad,
            "opcode_vocab_size": VOCAB_SIZE, "normalizer": self.normalizer.to_json(),
            "model": self.config.to_dict(), "option_names": list(self.option_names), "info": dict(self.info),
        }
        return write_model_file(path, header, jax.device_get(self.params))

    @classmethod
    def load(cls, path: str | os.PathLike | None = None) -> "Surrogate":
        """A model file, or the bundled default model when `path` is None. Raises ModelFileError."""
        if path is None:
            resource = importlib.resources.files("surrogate") / "models" / "default.xtm"
            where = bundled_model_path()
            if not resource.is_file():
                raise ModelFileError(f"{where}: no bundled model in this installation; train one with "
                                     "`xtune train DATA --out surrogate/models/default.xtm` or pass --model")
            header, params = read_model_file(where, resource.read_bytes())
        else:
            where = Path(path)
            header, params = read_model_file(where)
        try:
            if header.get("opcode_vocab_size") != VOCAB_SIZE:
                raise ValueError(f"opcode vocabulary {header.get('opcode_vocab_size')} != {VOCAB_SIZE}")
            layout = header["feature_layout"]
            if layout["node_feat_dim"] != NODE_FEATURE_DIM or layout["config_slots"] != NUM_CONFIG_SLOTS:
                raise ValueError("feature layout differs from this xtune's")
            config = ModelConfig.from_dict(header["model"])
            normalizer = Normalizer.from_json(header["normalizer"])
            option_names = tuple(str(s) for s in header.get("option_names", ()))
        except (KeyError, TypeError, ValueError) as e:
            raise ModelFileError(f"{where}: unusable model header ({e})") from None
        expected = jax.eval_shape(lambda: init_params(config, len(option_names), 0))
        _check_params(where, params, expected)
        params = jax.tree.map(jnp.asarray, params)
        return cls(params, config, normalizer, option_names, header.get("info", {}))

    def replace(self, **changes: Any) -> "Surrogate":
        return dataclasses.replace(self, **changes)

    # --- prediction ----------------------------------------------------------------------

    def prepare(self, node_feat, node_opcode, edge_index, node_config_ids) -> PreparedGraph:
        return prepare_graph(node_feat, node_opcode, edge_index, node_config_ids, self.normalizer,
                             prune_hops=self.config.prune_hops, segment_size=self.config.segment_size)

    def predict(self, example: Example, chunk: int = DEFAULT_CHUNK, graph: PreparedGraph | None = None) -> np.ndarray:
        """Scores (c,) of every config of an Example (from its config feature codes)."""
        if example.pad != self.pad:
            raise ValueError(f"{example.name}: node features padded with {example.pad}, the model expects {self.pad}")
        graph = graph or self.prepare(example.node_feat, example.node_opcode, example.edge_index,
                                      example.node_config_ids)
        fns = functions(self.config)
        projs, base_sum = fns.encode_all(self.params, graph.segments)
        options = example.aligned_options(self.option_names)
        out = []
        for start in range(0, example.num_configs, chunk):
            stop = min(start + chunk, example.num_configs)
            c_pad = bucket(stop - start) if stop - start < chunk else chunk
            codes = tuple(segment_codes(example.codes[start:stop], rows, len(seg.cfg_pos), c_pad)
                          for seg, rows in zip(graph.segments, graph.config_rows))
            opts, mask = _pad_rows(options[start:stop], c_pad), _pad_rows(np.ones(stop - start, np.float32), c_pad)
            scores = fns.score_codes(self.params, projs, graph.segments, codes, base_sum, graph.num_nodes,
                                     graph.num_sub_nodes, opts, mask)
            out.append(np.asarray(scores)[: stop - start])
        return np.concatenate(out) if out else np.zeros(0, np.float32)

    def scorer(self, program, space: ConfigSpace | None = None, chunk: int = DEFAULT_CHUNK) -> "Scorer":
        """A Scorer for `program` (a measure.Program); builds and encodes its graph once."""
        return Scorer(self, program, space, chunk)


def _check_params(where, params: Any, expected: Any) -> None:
    got = jax.tree_util.tree_flatten_with_path(params)[0]
    want = jax.tree_util.tree_flatten_with_path(expected)[0]
    got_shapes = {jax.tree_util.keystr(k): np.shape(v) for k, v in got}
    want_shapes = {jax.tree_util.keystr(k): tuple(v.shape) for k, v in want}
    if got_shapes != want_shapes:
        missing = sorted(set(want_shapes) - set(got_shapes)) or sorted(
            k for k in want_shapes if got_shapes.get(k) != want_shapes[k])
        raise ModelFileError(f"{where}: corrupt model file (parameters do not fit the header's model: "
                             f"{missing[0] if missing else 'extra parameters'})")


def _pad_rows(a: np.ndarray, size: int) -> np.ndarray:
    out = np.zeros((size, *a.shape[1:]), np.float32)
    out[: len(a)] = a
    return out


# --- one program, many configs -----------------------------------------------------------

class Scorer:
    """Scores configs of one program; see the module docstring."""

    def __init__(self, surrogate: Surrogate, program, space: ConfigSpace | None = None, chunk: int = DEFAULT_CHUNK):
        from surrogate.graph import build_graph

        self.surrogate = surrogate
        self.space = space if space is not None else ConfigSpace(program)
        self.graph = build_graph(program, self.space, pad=surrogate.pad)
        self.chunk = chunk
        self._fns = functions(surrogate.config)
        g = self.graph
        self._prepared = surrogate.prepare(g.node_feat, g.node_opcode, g.edge_index, g.node_config_ids)
        self._projs, self._base_sum = self._fns.encode_all(surrogate.params, self._prepared.segments)
        self.num_choices = np.array([len(gene.choices) for gene in self.space.genes], np.int64)
        self._build_tables()

    @property
    def num_genes(self) -> int:
        return len(self.space.genes)

    def _build_tables(self) -> None:
        """Per gene choice, the change it makes to its node's config embedding; per node, its default's."""
        space, params = self.space, self.surrogate.params
        slots, values, offsets, node_genes = [], [], {}, [[] for _ in space.nodes]
        for g, gene in enumerate(space.genes):
            if gene.kind == "option":
                continue
            what = gene.name.rpartition(".")[2]
            if what == "swap":
                start, rows = _SWAP_SLOT, [[2 if c else 1] for c in gene.choices]
                base_value = 1
            elif what in _GENE_SLOT:
                start, base_value = _GENE_SLOT[what], 0
                rows = [[0] * MAX_RANK if c is None else [v + 1 for v in c[:MAX_RANK]] for c in gene.choices]
            else:
                continue  # an operand past in1 has no TpuGraphs slot (as in config_features)
            offsets[g] = len(slots)
            for r in rows:
                r = r + [base_value] * (MAX_RANK - len(r))
                slots.append([start + i if start + i < NUM_CONFIG_SLOTS else _SWAP_SLOT for i in range(MAX_RANK)])
                values.append(r)
            node_genes[space.node_index[gene.node]].append(g)
        base = np.array([[0 if s < _SWAP_SLOT else 1 for s in row] for row in slots], np.int32).reshape(-1, MAX_RANK)
        slots_a = np.array(slots, np.int32).reshape(-1, MAX_RANK)
        values_a = np.array(values, np.int32).reshape(-1, MAX_RANK)
        # rows for the swap gene repeat slot 18 with the base value past the first: zero delta there
        values_a = np.where(slots_a == _SWAP_SLOT, np.where(np.arange(MAX_RANK) == 0, values_a, 1), values_a)
        deltas = np.asarray(self._fns.deltas(params, slots_a, values_a, base)) if len(slots) else np.zeros((0, 1))
        width = self.surrogate.config.config_dim
        self._deltas = np.concatenate([deltas.reshape(-1, width), np.zeros((1, width), np.float32)])
        zero_row = len(self._deltas) - 1
        default_codes = np.zeros((len(space.nodes), NUM_CONFIG_SLOTS), np.int32)
        for j, node in enumerate(space.nodes):
            if f"{node.id}.swap" in space.gene_index:
                default_codes[j, _SWAP_SLOT] = 1
        const = np.asarray(self._fns.inject(params, default_codes)) if len(space.nodes) else np.zeros((0, width))
        g4 = max([len(x) for x in node_genes] + [1])
        tables = []
        for seg, rows in zip(self._prepared.segments, self._prepared.config_rows):
            nc = len(seg.cfg_pos)
            c = np.zeros((nc, width), np.float32)
            r = np.full((nc, g4), zero_row, np.int32)
            cols = np.zeros((nc, g4), np.int32)
            for i, j in enumerate(rows):
                c[i] = const[j]
                for k, g in enumerate(node_genes[j]):
                    r[i, k], cols[i, k] = offsets[g], g
            tables.append((c, r, cols))
        self._tables = tuple(tables)
        model_cols = {name: i for i, name in enumerate(self.surrogate.option_names)}
        names = option_feature_names(self.space)
        self._option_genes, k = [], 0
        for g, gene in enumerate(space.genes):
            if gene.kind == "option":
                cols = np.array([model_cols.get(names[k + i], -1) for i in range(len(gene.choices))], np.int64)
                self._option_genes.append((g, cols))
                k += len(gene.choices)

    def _options(self, indices: np.ndarray) -> np.ndarray:
        out = np.zeros((len(indices), len(self.surrogate.option_names)), np.float32)
        rows = np.arange(len(indices))
        for g, cols in self._option_genes:
            chosen = cols[indices[:, g]]
            ok = chosen >= 0
            out[rows[ok], chosen[ok]] = 1.0
        return out

    def score_indices(self, indices: np.ndarray) -> np.ndarray:
        """Predicted log-runtimes (b,) of genomes: (b, num_genes) choice indices per gene."""
        indices = np.asarray(indices)
        if indices.ndim != 2 or indices.shape[1] != self.num_genes:
            raise ConfigError(f"genomes must have shape (b, {self.num_genes}), got {indices.shape}")
        if indices.size and ((indices < 0).any() or (indices >= self.num_choices).any()):
            raise ConfigError("a genome holds a choice index outside its gene's range")
        indices = indices.astype(np.int32)
        out = []
        for start in range(0, len(indices), self.chunk):
            part = indices[start: start + self.chunk]
            b = len(part)
            b_pad = self.chunk if b == self.chunk else bucket(b)
            padded = np.zeros((b_pad, self.num_genes), np.int32)
            padded[:b] = part
            mask = np.zeros(b_pad, np.float32)
            mask[:b] = 1
            scores = self._fns.score_indices(
                self.surrogate.params, self._projs, self._prepared.segments, self._tables, self._deltas,
                padded, self._base_sum, self._prepared.num_nodes, self._prepared.num_sub_nodes,
                self._options(padded), mask)
            out.append(np.asarray(scores)[:b])
        return np.concatenate(out) if out else np.zeros(0, np.float32)

    def score(self, configs: Sequence[Config]) -> np.ndarray:
        """Predicted log-runtimes (len(configs),) of configs of this program."""
        fp = self.space.program.fingerprint
        for c in configs:
            if c.program != fp:
                raise ConfigError(f"config is for program {c.program}, not {self.space.program.name} ({fp})")
        genomes = np.array([self.space.encode(c) for c in configs], np.int32).reshape(len(configs), self.num_genes)
        return self.score_indices(genomes)


__all__ = ["DEFAULT_CHUNK", "FEATURE_LAYOUT", "ModelFileError", "Scorer", "Surrogate", "bundled_model_path",
           "functions", "init_params"]
