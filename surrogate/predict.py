"""Inference: `Surrogate`, a trained model with its normalisers, option columns and
training record; its `.xtm` file; and the jitted functions every use shares.

    surrogate = Surrogate.load()              # the bundled model, or a path
    scorer = surrogate.scorer(program, space) # see surrogate.scorer: graph built and encoded once
    scorer.score_indices(genomes)             # (b, num_genes) choice indices, the search's form
    surrogate.predict(example)                # every config of a dataset Example

Scores are log-runtimes up to a per-program constant: only differences mean
something (exp(a - b) = predicted runtime ratio).
"""

from __future__ import annotations

import dataclasses
import functools
import importlib.resources
import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

from measure.space import ConfigSpace
from surrogate.data import Example
from surrogate.features import NODE_FEATURE_DIM
from surrogate.input_pipeline import (NUM_CONFIG_SLOTS, NUM_CONFIG_VALUES, Normalizer, PreparedGraph, bucket,
                                      prepare_graph, segment_codes)
from surrogate.model import ModelConfig, SurrogateNet
from surrogate.modelfile import ModelFileError, read_model_file, write_model_file
from surrogate.opcodes import VOCAB_SIZE

DEFAULT_CHUNK = 128  # configs per jitted call of `predict`
FEATURE_LAYOUT = {
    "node_feat": "TpuGraphs layout node_feat (surrogate.features.FEATURE_TABLE)",
    "node_feat_dim": NODE_FEATURE_DIM,
    "config_codes": "TpuGraphs node_config_feat (18 minor_to_major values) + swap gene, each value + 1",
    "config_slots": NUM_CONFIG_SLOTS,
    "config_values": NUM_CONFIG_VALUES,
}
_FAST_COMPILE = {"xla_backend_optimization_level": 0}  # for functions that run once


def bundled_model_path() -> Path:
    """Where the default model ships: surrogate/models/default.xtm."""
    return Path(str(importlib.resources.files("surrogate") / "models" / "default.xtm"))


# --- jitted functions, one set per model shape ----------------------------------------

def jit(fn, max_shapes: int = 32) -> "BoundedJit":
    """jax.jit that keeps at most `max_shapes` compiled input shapes (see BoundedJit); with
    XTUNE_FAST_COMPILE=1 in the environment, compiled without XLA's backend optimisation
    (about 2x faster compiles, slower runs: for tests)."""
    fast = os.environ.get("XTUNE_FAST_COMPILE") == "1"
    return BoundedJit(jax.jit(fn, compiler_options=_FAST_COMPILE if fast else None), max_shapes)


class BoundedJit:
    """A jitted function that drops its compiled executables once it has met `max_shapes`
    distinct input shapes. Each XLA:CPU executable holds tens to hundreds of memory
    mappings, and a long-lived process meeting many graph shapes (a batch job tuning
    hundreds of programs, several trainings in one process) would otherwise hit the
    kernel's limit (vm.max_map_count, 65530) and die in LLVM with "Cannot allocate memory"."""

    def __init__(self, jitted, max_shapes: int):
        self.jitted, self.max_shapes, self.seen = jitted, max_shapes, set()

    def __call__(self, *args):
        shapes = tuple(np.shape(x) for x in jax.tree.leaves(args))
        if shapes not in self.seen:
            if len(self.seen) >= self.max_shapes:
                self.release()
            self.seen.add(shapes)
        return self.jitted(*args)

    def lower(self, *args):
        return self.jitted.lower(*args)

    def release(self) -> None:
        """Forget every compiled executable (they recompile when next needed)."""
        self.jitted.clear_cache()
        self.seen.clear()


class _Functions:
    """The jitted pieces of a SurrogateNet, shared by every Surrogate of one ModelConfig."""

    def __init__(self, config: ModelConfig):
        net = SurrogateNet(config)

        def encode_all(params, segs):
            outs = [net.apply({"params": params}, s, method=SurrogateNet.encode) for s in segs]
            return tuple(o[0] for o in outs), sum(o[1] for o in outs)

        def sums(params, projected, seg, codes):
            def run(m, p, s, c):
                return m.config_sums(p, s, m.inject(c))
            return net.apply({"params": params}, projected, seg, codes, method=run)

        def head(params, sub, cfg, base_sum, n, ns, options, mask):
            return net.apply({"params": params}, sub, cfg, base_sum, n, ns, options, mask, method=SurrogateNet.head)

        def score_codes(params, projs, segs, codes, base_sum, n, ns, options, mask):
            parts = [sums(params, p, s, c) for p, s, c in zip(projs, segs, codes)]
            return head(params, sum(p[0] for p in parts), sum(p[1] for p in parts), base_sum, n, ns, options, mask)

        def fold_segment(params, projected, seg):
            return net.apply({"params": params}, projected, seg, method=SurrogateNet.fold_segment)

        def deltas_fn(params, slots, values, base):
            return net.apply({"params": params}, slots, values, base, method=SurrogateNet.code_deltas)

        def inject(params, codes):
            return net.apply({"params": params}, codes, method=SurrogateNet.inject)

        self.net = net
        self.encode = jit(lambda params, seg: net.apply({"params": params}, seg, method=SurrogateNet.encode))
        self.sums_from_codes = jit(sums)
        self.encode_all = jit(encode_all)
        self.score_codes = jit(score_codes)
        self.deltas = jit(deltas_fn)
        self.inject = jit(inject)
        self.fold_segment = jit(fold_segment)
        self.head = head


@functools.lru_cache(maxsize=4)
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
    return _init(config, num_options)(jax.random.key(seed), *dummy_inputs(num_options))["params"]


@functools.lru_cache(maxsize=8)
def _init(config: ModelConfig, num_options: int):
    # compiled without backend optimisation: it runs once per model
    return jax.jit(SurrogateNet(config).init, compiler_options=_FAST_COMPILE)


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
        expected = jax.eval_shape(SurrogateNet(config).init, jax.random.key(0), *dummy_inputs(len(option_names)))
        expected = expected["params"]
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

    def scorer(self, program, space: ConfigSpace | None = None, chunk: int | None = None, graph=None):
        """A `surrogate.scorer.Scorer` for `program` (a measure.Program): builds (unless `graph`, a
        ProgramGraph of it with this model's pad, is given) and encodes its graph once.
        `chunk`: configs per jitted call (None: by graph size)."""
        from surrogate.scorer import Scorer

        return Scorer(self, program, space, chunk, graph)


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


__all__ = ["BoundedJit", "DEFAULT_CHUNK", "FEATURE_LAYOUT", "ModelFileError", "Surrogate", "bundled_model_path",
           "functions", "init_params", "jit"]
