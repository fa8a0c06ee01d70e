"""Node features in the TpuGraphs layout: 140 float32 values per HLO instruction.

The layout is TpuGraphs' `FeaturizeHloInstruction` for the layout task
(`tpu_graphs/process_data/xla/featurizers.h`, feature bits
`FEATURE_OP_NON_ZERO`), index for index; the table `FEATURE_TABLE` gives each
range and what we put there. Lists are truncated to their first k values and
usually followed by their sum and product (`_sum`, `_product`).

Padding. TpuGraphs writes 0 for a slot with no value (past a list's end, or a
field the op does not have) — which makes "dimension 0" and "no dimension"
the same number, a known weakness (the Kaggle winners re-padded with -1).
Here every slot with no value gets `pad` (default -1): slots past a list's
end, and every slot, sum and product of a field the op does not have
(e.g. the window of a `dot`). A field the op has but that is empty (a
scalar's dimension list) has sum 0 and product 1, which are real values.
`pad=0.0` reproduces TpuGraphs' own encoding, including its product 1 for
an absent list.

Everything in the 140 slots can be read from HLO text, so no slot is left at
`pad` for lack of information; `element_size_in_bits` is 0 as in TpuGraphs
("deprecated, always 0").
"""

from __future__ import annotations

import dataclasses
import math
import re
from collections.abc import Sequence

import numpy as np

from xtune.surrogate.hlo import Instruction

NODE_FEATURE_DIM = 140


@dataclasses.dataclass(frozen=True)
class FeatureRange:
    """Indices [start, stop) of node_feat, the TpuGraphs names, and our source."""

    start: int
    stop: int
    field: str
    meaning: str
    source: str


# One row per TpuGraphs field, in order. "absent" = op has no such field -> pad.
FEATURE_TABLE: tuple[FeatureRange, ...] = (
    FeatureRange(0, 1, "is_root", "instruction is the ROOT of its computation", "ROOT marker; 0/1"),
    FeatureRange(1, 2, "element_size_in_bits", "deprecated in TpuGraphs", "always 0"),
    FeatureRange(2, 21, "shape_element_type_is_*", "one-hot: invalid, pred, s8, s16, s32, s64, u8, u16, "
                 "u32, u64, f16, f32, f64, bf16, c64, c128, tuple, opaque, token",
                 "result type; all 0 for types TpuGraphs lacks (f8*, s4, ...)"),
    FeatureRange(21, 29, "shape_dimensions_{0..5,sum,product}", "result dimension sizes",
                 "result shape; absent for tuples; scalar: slots pad, sum 0, product 1"),
    FeatureRange(29, 30, "shape_tuple_shapes_size", "number of tuple elements", "0 for arrays"),
    FeatureRange(30, 31, "parameter_number", "K of parameter(K)", "parameter only, else pad"),
    FeatureRange(31, 37, "dimensions_{0..5}", "dimensions attribute (broadcast, transpose, reduce, "
                 "reverse, concatenate, sort, map; iota_dimension for iota)", "attribute, else pad"),
    FeatureRange(37, 45, "window_size_{0..5,sum,product}", "window sizes", "window={size=...}"),
    FeatureRange(45, 53, "window_stride_*", "window strides", "window stride=, default 1"),
    FeatureRange(53, 61, "window_padding_low_*", "low padding", "window pad=lo_hi, default 0"),
    FeatureRange(61, 69, "window_padding_high_*", "high padding", "window pad=lo_hi, default 0"),
    FeatureRange(69, 77, "window_window_dilation_*", "kernel (rhs) dilation", "window rhs_dilate=, default 1"),
    FeatureRange(77, 85, "window_base_dilation_*", "base (lhs) dilation", "window lhs_dilate=, default 1"),
    FeatureRange(85, 93, "window_window_reversal_{0..5,true_count,false_count}", "window reversal",
                 "window rhs_reversal=, default 0; all window rows pad without a window "
                 "(convolution, reduce-window, select-and-scatter have one)"),
    FeatureRange(93, 107, "convolution_dim_numbers_*", "input batch, feature, spatial x4; kernel in, out, "
                 "spatial x4; output batch, feature", "dim_labels= of convolution, else pad"),
    FeatureRange(107, 109, "feature_group_count, batch_group_count", "convolution groups",
                 "convolution (default 1), else pad"),
    FeatureRange(109, 121, "slice_dims_{start,stride,limit}_{0,1,sum,product}", "static slice",
                 "slice={[a:b:s],...} of slice, else pad"),
    FeatureRange(121, 125, "dynamic_slice_sizes_{0,1,sum,product}", "dynamic slice sizes",
                 "dynamic_slice_sizes= of dynamic-slice, else pad"),
    FeatureRange(125, 133, "padding_config_edge_padding_{low,high}_{0,1,sum,product}", "pad op edges",
                 "padding=lo_hi[_int]x... of pad, else pad"),
    FeatureRange(133, 134, "is_stable", "stable sort", "sort: 0/1, else pad"),
    FeatureRange(134, 140, "layout_minor_to_major_{0..5}", "result layout", "{...} of the result shape; "
                 "pad for scalars and tuples"),
)

_ELEMENT_TYPES = ("invalid", "pred", "s8", "s16", "s32", "s64", "u8", "u16", "u32", "u64",
                  "f16", "f32", "f64", "bf16", "c64", "c128", "tuple", "opaque", "token")
_TYPE_INDEX = {t: 2 + i for i, t in enumerate(_ELEMENT_TYPES)}

_DIMENSIONS = re.compile(r"(?<![\w])dimensions=\{([^}]*)\}")
_IOTA_DIM = re.compile(r"\biota_dimension=(-?\d+)")
_WINDOW = re.compile(r"\bwindow=\{([^}]*)\}")
_DIM_LABELS = re.compile(r"\bdim_labels=([^\s,]+)")
_FEATURE_GROUPS = re.compile(r"\bfeature_group_count=(\d+)")
_BATCH_GROUPS = re.compile(r"\bbatch_group_count=(\d+)")
_SLICE = re.compile(r"\bslice=\{([^}]*)\}")
_DYN_SLICE = re.compile(r"\bdynamic_slice_sizes=\{([^}]*)\}")
_PADDING = re.compile(r"\bpadding=([\d_x\-]+)")
_STABLE = re.compile(r"\bis_stable=true")


def node_features(instructions: Sequence[Instruction], is_root: Sequence[bool] | None = None,
                  pad: float = -1.0) -> np.ndarray:
    """The (n, 140) float32 TpuGraphs feature matrix of `instructions`.

    Args:
      instructions: parsed HLO instructions, in graph order.
      is_root: per instruction, whether it is its computation's root
        (defaults to each instruction's own ROOT marker).
      pad: value of every slot that has no value (see the module docstring).
    """
    rows = [_row(inst, inst.is_root if is_root is None else is_root[i], pad)
            for i, inst in enumerate(instructions)]
    if not rows:
        return np.zeros((0, NODE_FEATURE_DIM), np.float32)
    return np.asarray(rows, dtype=np.float32)


def _row(inst: Instruction, is_root: bool, pad: float) -> list[float]:
    row = [pad] * NODE_FEATURE_DIM
    shape, attrs, op = inst.shape, inst.attrs, inst.opcode
    row[0] = 1.0 if is_root else 0.0
    row[1] = 0.0
    row[2:21] = [0.0] * 19
    if shape.element_type in _TYPE_INDEX:
        row[_TYPE_INDEX[shape.element_type]] = 1.0
    _put_seq(row, 21, None if shape.is_tuple else shape.dims, 6, pad)
    row[29] = float(shape.tuple_size)
    if op == "parameter":
        row[30] = float(int(inst.arg.strip()))
    m = _DIMENSIONS.search(attrs)
    if m:
        _put_slots(row, 31, _ints(m.group(1)), 6)
    elif op == "iota":
        m = _IOTA_DIM.search(attrs)
        if m:
            row[31] = float(m.group(1))
    window = _WINDOW.search(attrs)
    _put_window(row, _parse_window(window.group(1)) if window else None, pad)
    if op == "convolution":
        labels = _DIM_LABELS.search(attrs)
        if labels:
            _put_conv_dims(row, labels.group(1))
        fg, bg = _FEATURE_GROUPS.search(attrs), _BATCH_GROUPS.search(attrs)
        row[107] = float(fg.group(1)) if fg else 1.0
        row[108] = float(bg.group(1)) if bg else 1.0
    m = _SLICE.search(attrs) if op == "slice" else None
    starts, limits, strides = _parse_slice(m.group(1)) if m else (None, None, None)
    _put_seq(row, 109, starts, 2, pad)
    _put_seq(row, 113, strides, 2, pad)
    _put_seq(row, 117, limits, 2, pad)
    m = _DYN_SLICE.search(attrs) if op == "dynamic-slice" else None
    _put_seq(row, 121, _ints(m.group(1)) if m else None, 2, pad)
    m = _PADDING.search(attrs) if op == "pad" else None
    lows, highs = _parse_padding(m.group(1)) if m else (None, None)
    _put_seq(row, 125, lows, 2, pad)
    _put_seq(row, 129, highs, 2, pad)
    if op == "sort":
        row[133] = 1.0 if _STABLE.search(attrs) else 0.0
    if not shape.is_tuple:
        _put_slots(row, 134, shape.minor_to_major, 6)
    return row


def _put_slots(row: list[float], start: int, values: Sequence[int], k: int) -> None:
    for i, v in enumerate(values[:k]):
        row[start + i] = float(v)


def _put_seq(row: list[float], start: int, values: Sequence[int] | None, k: int, pad: float) -> None:
    """k slots, then sum and product. Absent (None): all pad, except that
    pad == 0 reproduces TpuGraphs (an absent list is an empty one: product 1)."""
    if values is None:
        if pad != 0.0:
            return  # row already holds pad
        values = ()
    _put_slots(row, start, values, k)
    row[start + k] = float(sum(values))
    row[start + k + 1] = float(math.prod(values))


def _put_window(row: list[float], window: dict[str, list[int]] | None, pad: float) -> None:
    keys = ("size", "stride", "pad_low", "pad_high", "rhs_dilate", "lhs_dilate")
    for j, key in enumerate(keys):
        _put_seq(row, 37 + 8 * j, None if window is None else window[key], 6, pad)
    if window is None:
        if pad == 0.0:
            row[85:93] = [0.0] * 8
        return
    rev = window["rhs_reversal"]
    _put_slots(row, 85, rev, 6)
    row[91] = float(sum(1 for r in rev if r))
    row[92] = float(sum(1 for r in rev if not r))


def _parse_window(text: str) -> dict[str, list[int]]:
    fields = dict(part.split("=", 1) for part in text.split() if "=" in part)
    size = [int(x) for x in fields.get("size", "").split("x") if x]
    n = len(size)

    def per_dim(key: str, default: int) -> list[int]:
        return [int(x) for x in fields[key].split("x")] if key in fields else [default] * n

    lows, highs = [0] * n, [0] * n
    if "pad" in fields:
        pairs = [p.split("_") for p in fields["pad"].split("x")]
        lows, highs = [int(p[0]) for p in pairs], [int(p[1]) for p in pairs]
    return {"size": size, "stride": per_dim("stride", 1), "pad_low": lows, "pad_high": highs,
            "lhs_dilate": per_dim("lhs_dilate", 1), "rhs_dilate": per_dim("rhs_dilate", 1),
            "rhs_reversal": per_dim("rhs_reversal", 0)}


def _put_conv_dims(row: list[float], labels: str) -> None:
    """dim_labels like `b01f_01io->b01f`: position of each role in each operand."""
    lhs, rest = labels.split("_", 1)
    rhs, out = rest.split("->", 1)

    def spatial(text: str) -> list[int]:
        digits = sorted((c, i) for i, c in enumerate(text) if c.isdigit())
        return [i for _, i in digits]

    row[93], row[94] = float(lhs.index("b")), float(lhs.index("f"))
    _put_slots(row, 95, spatial(lhs), 4)
    row[99], row[100] = float(rhs.index("i")), float(rhs.index("o"))
    _put_slots(row, 101, spatial(rhs), 4)
    row[105], row[106] = float(out.index("b")), float(out.index("f"))


def _parse_slice(text: str) -> tuple[list[int], list[int], list[int]]:
    starts, limits, strides = [], [], []
    for part in re.findall(r"\[([^\]]*)\]", text):
        nums = [int(x) for x in part.split(":")]
        starts.append(nums[0])
        limits.append(nums[1])
        strides.append(nums[2] if len(nums) > 2 else 1)
    return starts, limits, strides


def _parse_padding(text: str) -> tuple[list[int], list[int]]:
    lows, highs = [], []
    for dim in text.split("x"):
        nums = [int(x) for x in re.findall(r"-?\d+", dim)]
        lows.append(nums[0])
        highs.append(nums[1])
    return lows, highs


def _ints(text: str) -> list[int]:
    return [int(x) for x in text.split(",") if x.strip()]


def feature_names() -> list[str]:
    """The 140 TpuGraphs feature names, index for index."""
    names = ["is_root", "element_size_in_bits"]
    names += [f"shape_element_type_is_{t}_type" if t in ("invalid", "opaque") else f"shape_element_type_is_{t}"
              for t in _ELEMENT_TYPES]
    names += _seq_names("shape_dimensions", 6) + ["shape_tuple_shapes_size", "parameter_number"]
    names += [f"dimensions_{i}" for i in range(6)]
    for key in ("size", "stride", "padding_low", "padding_high", "window_dilation", "base_dilation"):
        names += _seq_names(f"window_{key}", 6)
    names += [f"window_window_reversal_{i}" for i in range(6)]
    names += ["window_window_reversal_true_count", "window_window_reversal_false_count"]
    c = "convolution_dim_numbers"
    names += [f"{c}_input_batch_dim", f"{c}_input_feature_dim"]
    names += [f"{c}_input_spatial_dims_{i}" for i in range(4)]
    names += [f"{c}_kernel_input_feature_dim", f"{c}_kernel_output_feature_dim"]
    names += [f"{c}_kernel_spatial_dims_{i}" for i in range(4)]
    names += [f"{c}_output_batch_dim", f"{c}_output_feature_dim", "feature_group_count", "batch_group_count"]
    for key in ("start", "stride", "limit"):
        names += _seq_names(f"slice_dims_{key}", 2)
    names += _seq_names("dynamic_slice_sizes", 2)
    names += _seq_names("padding_config_edge_padding_low", 2) + _seq_names("padding_config_edge_padding_high", 2)
    names += ["is_stable"] + [f"layout_minor_to_major_{i}" for i in range(6)]
    return names


def _seq_names(prefix: str, k: int) -> list[str]:
    return [f"{prefix}_{i}" for i in range(k)] + [f"{prefix}_sum", f"{prefix}_product"]


FEATURE_NAMES: tuple[str, ...] = tuple(feature_names())
assert len(FEATURE_NAMES) == NODE_FEATURE_DIM
assert FEATURE_TABLE[-1].stop == NODE_FEATURE_DIM and all(
    a.stop == b.start for a, b in zip(FEATURE_TABLE, FEATURE_TABLE[1:]))

__all__ = ["FEATURE_NAMES", "FEATURE_TABLE", "NODE_FEATURE_DIM", "FeatureRange", "node_features"]
