"""Learned cost model: programs as TpuGraphs-style graphs, config features, datasets.

`surrogate` imports `measure`, never `search`.
"""

from xtune.surrogate.config_features import (
                                       config_features,
                                       extra_config_features,
                                       option_feature_names,
                                       option_features,
)
from xtune.surrogate.features import FEATURE_NAMES, FEATURE_TABLE, NODE_FEATURE_DIM
from xtune.surrogate.graph import GraphError, ProgramGraph, build_graph, hlo_text
from xtune.surrogate.opcodes import VOCAB_SIZE, opcode_id
from xtune.surrogate.tpugraphs import (
                                       DatasetError,
                                       LayoutExample,
                                       TileExample,
                                       layout_example,
                                       load_layout,
                                       load_tile,
                                       save_layout,
                                       save_sidecar,
                                       save_tile,
)

__all__ = [
    "DatasetError", "FEATURE_NAMES", "FEATURE_TABLE", "GraphError", "LayoutExample", "NODE_FEATURE_DIM",
    "ProgramGraph", "TileExample", "VOCAB_SIZE", "build_graph", "config_features", "extra_config_features",
    "hlo_text", "layout_example", "load_layout", "load_tile", "opcode_id", "option_feature_names",
    "option_features", "save_layout", "save_sidecar", "save_tile",
]
