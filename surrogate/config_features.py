"""Config features: what a `Config` sets, per configurable node, as numbers.

`config_features` is TpuGraphs' `node_config_feat` layout, 18 values per
configurable node:

  0-5    output layout (gene `<node>.out`), minor_to_major
  6-11   input layout = operand 0 (gene `<node>.in0`)
  12-17  kernel layout = operand 1 (gene `<node>.in1`; TpuGraphs uses it for
         convolution kernels, we also use it for a dot's rhs)

each -1 padded past the tensor's rank; all -1 = the compiler's default (gene
left at choice 0). Genes TpuGraphs has no slot for come separately:

* `extra_config_features`: (c, nc, 2) per node, the dot "swap operands" gene
  (1 swapped, 0 not, -1 the node has no such gene) and a while loop's unroll
  factor (1 = as written, k = unrolled by k, -1 the node is no loop with a gene);
* `option_features`: (c, k_opt) module-level option genes (`opt.*`), one-hot
  per choice (choice 0 = "unset" included). They are not broadcast to every
  node: a model adds them to its graph-level readout (or broadcasts them
  itself), which keeps (c, nc, k) small on graphs with thousands of nodes.

Operand genes past `in1` have no slot; ConfigSpace creates none today
(configurable ops have at most two tensor operands).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from xtune.measure.space import Config, ConfigSpace

LAYOUT_CONFIG_DIM = 18
MAX_RANK = 6
#: First of the 6 node_config_feat slots of each layout gene kind (`<node>.out`, `.in0`, `.in1`).
GENE_SLOTS = {"out": 0, "in0": 6, "in1": 12}
EXTRA_FEATURE_NAMES = ("swap", "unroll")


def config_features(space: ConfigSpace, configs: Sequence[Config], dtype=np.int32) -> np.ndarray:
    """(len(configs), len(space.nodes), 18) layout features, -1 = default/padding.

    Raises:
      ValueError: a config of another program, or a layout of rank > 6.
    """
    out = np.full((len(configs), len(space.nodes), LAYOUT_CONFIG_DIM), -1, dtype=dtype)
    for j, config in enumerate(_checked(space, configs)):
        for gene, value in config.values:
            node, _, what = gene.rpartition(".")
            slot = GENE_SLOTS.get(what)
            if slot is None or value is None:
                continue
            if len(value) > MAX_RANK:
                raise ValueError(f"gene {gene}: rank {len(value)} layout does not fit TpuGraphs' 6 slots")
            out[j, space.node_index[node], slot:slot + len(value)] = value
    return out


def extra_config_features(space: ConfigSpace, configs: Sequence[Config], dtype=np.int32) -> np.ndarray:
    """(len(configs), len(space.nodes), 2): per node the swap gene (1/0; -1 no such gene)
    and the unroll factor (1 as written, k; -1 no such gene)."""
    has_swap = np.array([f"{n.id}.swap" in space.gene_index for n in space.nodes], bool)
    has_unroll = np.array([f"{n.id}.unroll" in space.gene_index for n in space.nodes], bool)
    out = np.zeros((len(configs), len(space.nodes), len(EXTRA_FEATURE_NAMES)), dtype=dtype)
    out[:, ~has_swap, 0] = -1
    out[:, :, 1] = np.where(has_unroll, 1, -1)
    for j, config in enumerate(_checked(space, configs)):
        for gene, value in config.values:
            if gene.endswith(".swap") and value:
                out[j, space.node_index[gene[: -len(".swap")]], 0] = 1
            elif gene.endswith(".unroll"):
                out[j, space.node_index[gene[: -len(".unroll")]], 1] = value
    return out


def option_feature_names(space: ConfigSpace) -> list[str]:
    """Column names of `option_features`: `<gene>=<choice>` per option gene and choice."""
    return [f"{g.name}={c!r}" for g in space.genes if g.kind == "option" for c in g.choices]


def option_features(space: ConfigSpace, configs: Sequence[Config], dtype=np.float32) -> np.ndarray:
    """(len(configs), k_opt) one-hot of every module-level option gene's choice."""
    offsets, k = {}, 0
    for g in space.genes:
        if g.kind == "option":
            offsets[g.name] = (k, g.choices)
            k += len(g.choices)
    out = np.zeros((len(configs), k), dtype=dtype)
    for j, config in enumerate(_checked(space, configs)):
        chosen = dict(config.values)
        for name, (start, choices) in offsets.items():
            out[j, start + choices.index(chosen.get(name, choices[0]))] = 1
    return out


def _checked(space: ConfigSpace, configs: Sequence[Config]):
    for config in configs:
        if config.program != space.program.fingerprint:
            raise ValueError(f"config is for program {config.program}, not {space.program.name} "
                             f"({space.program.fingerprint})")
        yield config


__all__ = ["EXTRA_FEATURE_NAMES", "GENE_SLOTS", "LAYOUT_CONFIG_DIM", "config_features", "extra_config_features",
           "option_feature_names", "option_features"]
