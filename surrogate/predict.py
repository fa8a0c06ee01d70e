"""Inference with the GNN: `GNNModel`, a trained network with its normalisers, option columns
and training record, and its `.xtm` file (the jitted functions it runs: `surrogate.jitted`);
`load_surrogate` reads either cost model (the GNN or the potentials model) by name or file.

    model = GNNModel.load()                   # the bundled GNN, or a path
    scorer = model.scorer(program, space)     # a GraphScorer (surrogate.scorer): graph built, encoded once
    scorer.score_indices(genomes)             # (b, num_genes) choice indices, the search's form
    model.predict(example)                    # every config of a dataset Example

Scores are log-runtimes up to a per-program constant: only differences mean
something (exp(a - b) = predicted runtime ratio).
"""

from __future__ import annotations

import dataclasses
import importlib.resources
import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jax
import jax.numpy as jnp
import numpy as np

from xtune.measure.program import Program
from xtune.measure.space import ConfigSpace
from xtune.surrogate.features import NODE_FEATURE_DIM
from xtune.surrogate.graph import ProgramGraph
from xtune.surrogate.input_pipeline import (
    NUM_CONFIG_SLOTS,
    NUM_CONFIG_VALUES,
    Normalizer,
    PreparedGraph,
    bucket,
    pad_rows,
    prepare_graph,
    segment_codes,
)
from xtune.surrogate.jitted import dummy_inputs, functions
from xtune.surrogate.layout_count import OLD_NAMES
from xtune.surrogate.model import ModelConfig, GNNNet
from xtune.surrogate.modelfile import ModelFileError, check_params, read_model, read_model_file, write_model_file
from xtune.surrogate.opcodes import VOCAB_SIZE
from xtune.surrogate.scorer import GraphScorer
from xtune.surrogate.training_data import Example

if TYPE_CHECKING:  # load_surrogate returns one; potentials does not import this module
    from xtune.surrogate.potentials import PotentialsModel

DEFAULT_CHUNK = 128  # configs per jitted call of `predict`
FEATURE_LAYOUT = {
    "node_feat": "TpuGraphs layout node_feat (surrogate.features.FEATURE_TABLE)",
    "node_feat_dim": NODE_FEATURE_DIM,
    "config_codes": "TpuGraphs node_config_feat (18 minor_to_major values) + swap gene, each value + 1",
    "config_slots": NUM_CONFIG_SLOTS,
    "config_values": NUM_CONFIG_VALUES,
}


def bundled_model_path() -> Path:
    """Where the default model ships: surrogate/models/default.xtm."""
    return Path(str(importlib.resources.files("xtune.surrogate") / "models" / "default.xtm"))


# --- the model ------------------------------------------------------------------------

@dataclasses.dataclass(frozen=True, eq=False)
class GNNModel:
    """The trained GNN cost model: parameters, hyper-parameters, normalisers, option columns.

    Attributes:
      params: flax parameter tree (never mutated; fine-tuning returns a new GNNModel).
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
    def load(cls, path: str | os.PathLike | None = None) -> "GNNModel":
        """A model file, or the bundled default model when `path` is None. Raises ModelFileError."""
        return cls.from_file(*read_model(path, "default.xtm", "no bundled model in this installation; train one "
                                         "with `xtune train DATA --out surrogate/models/default.xtm` or pass --model"))

    @classmethod
    def from_file(cls, where: Path, header: dict[str, Any], params: Any) -> "GNNModel":
        """The model a file's header and parameters (`modelfile.read_model`) describe. Raises ModelFileError."""
        try:
            if header.get("opcode_vocab_size") != VOCAB_SIZE:
                raise ValueError(f"opcode vocabulary {header.get('opcode_vocab_size')} != {VOCAB_SIZE}")
            layout = header["feature_layout"]
            if layout["node_feat_dim"] != NODE_FEATURE_DIM or layout["config_slots"] != NUM_CONFIG_SLOTS:
                raise ValueError("feature layout differs from this xtune's")
            config = ModelConfig.from_dict(header["model"])
            normalizer = Normalizer.from_json(header["normalizer"])
            option_names = tuple(OLD_NAMES.get(str(s), str(s)) for s in header.get("option_names", ()))
        except (KeyError, TypeError, ValueError) as e:
            raise ModelFileError(f"{where}: unusable model header ({e})") from None
        expected = jax.eval_shape(GNNNet(config).init, jax.random.key(0), *dummy_inputs(len(option_names)))
        expected = expected["params"]
        params = {OLD_NAMES.get(k, k): v for k, v in params.items()}  # files from before the count's own name
        check_params(where, params, expected)
        params = jax.tree.map(jnp.asarray, params)
        return cls(params, config, normalizer, option_names, header.get("info", {}))

    def replace(self, **changes: Any) -> "GNNModel":
        return dataclasses.replace(self, **changes)

    # --- prediction ----------------------------------------------------------------------

    def prepare(self, node_feat, node_opcode, edge_index, node_config_ids) -> PreparedGraph:
        return prepare_graph(node_feat, node_opcode, edge_index, node_config_ids, self.normalizer,
                             prune_hops=self.config.prune_hops, segment_size=self.config.segment_size)

    def predict(self, example: Example, chunk: int = DEFAULT_CHUNK,
                prepared: PreparedGraph | None = None) -> np.ndarray:
        """Scores (c,) of every config of an Example (from its config feature codes);
        `prepared`: its graph as `prepare` makes it, if already at hand."""
        if example.pad != self.pad:
            raise ValueError(f"{example.name}: node features padded with {example.pad}, the model expects {self.pad}")
        prepared = prepared or self.prepare(example.node_feat, example.node_opcode, example.edge_index,
                                            example.node_config_ids)
        fns = functions(self.config)
        projs, base_sum = fns.encode_all(self.params, prepared.segments)
        options = example.aligned_options(self.option_names)
        out = []
        for start in range(0, example.num_configs, chunk):
            stop = min(start + chunk, example.num_configs)
            c_pad = bucket(stop - start) if stop - start < chunk else chunk
            codes = tuple(segment_codes(example.codes[start:stop], rows, len(seg.cfg_pos), c_pad)
                          for seg, rows in zip(prepared.segments, prepared.config_rows))
            opts, mask = pad_rows(options[start:stop], c_pad), pad_rows(np.ones(stop - start, np.float32), c_pad)
            scores = fns.score_codes(self.params, projs, prepared.segments, codes, base_sum, prepared.num_nodes,
                                     prepared.num_sub_nodes, opts, mask)
            out.append(np.asarray(scores)[: stop - start])
        return np.concatenate(out) if out else np.zeros(0, np.float32)

    def scorer(self, program: Program, space: ConfigSpace | None = None, chunk: int | None = None,
               graph: ProgramGraph | None = None) -> GraphScorer:
        """A `GraphScorer` for `program` (a measure.Program): builds (unless `graph`, a
        ProgramGraph of it with this model's pad, is given) and encodes its graph once.
        `chunk`: configs per jitted call (None: by graph size)."""
        return GraphScorer(self, program, space, chunk, graph)


def load_surrogate(model: str | os.PathLike | None = None) -> "GNNModel | PotentialsModel":
    """A bundled model by name (None or "potentials": the potentials model; "gnn": the GNN) or a
    model file, read once and built as the kind its header names. Raises ModelFileError."""
    from xtune.surrogate.potentials import KIND, PotentialsModel

    if model in (None, "potentials"):
        return PotentialsModel.load()
    if model == "gnn":
        return GNNModel.load()
    if not Path(model).exists() and "/" not in str(model) and not str(model).endswith(".xtm"):
        raise ModelFileError(f"{model}: neither a model name (potentials, gnn, random) nor a model file")
    header, params = read_model_file(model)
    return (PotentialsModel if header.get("kind") == KIND else GNNModel).from_file(Path(model), header, params)


__all__ = ["DEFAULT_CHUNK", "FEATURE_LAYOUT", "ModelFileError", "GNNModel", "bundled_model_path", "load_surrogate"]
