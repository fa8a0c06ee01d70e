"""Numerics check: layouts and tiles must never change a program's results."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import numpy as np

# Relative tolerance per dtype, against the larger of |ref| and 1% of max|ref|
# (so near-zero outputs do not blow up the relative error). Different layouts
# may pick kernels that sum in another order: rounding-level differences are
# expected, anything beyond these bounds is a wrong answer.
RTOL = {"float64": 1e-9, "float32": 1e-2, "float16": 3e-2, "bfloat16": 5e-2}


@dataclasses.dataclass(frozen=True)
class Comparison:
    ok: bool
    max_abs_err: float
    max_rel_err: float
    message: str = ""


def compare(outputs: Sequence[np.ndarray], reference: Sequence[np.ndarray]) -> Comparison:
    """Compares outputs to the default config's outputs with a dtype-aware tolerance."""
    if len(outputs) != len(reference):
        return Comparison(False, np.inf, np.inf, f"{len(outputs)} outputs, expected {len(reference)}")
    worst_abs = worst_rel = 0.0
    for i, (out, ref) in enumerate(zip(outputs, reference)):
        if out.shape != ref.shape:
            return Comparison(False, np.inf, np.inf, f"output {i} has shape {out.shape}, expected {ref.shape}")
        dtype = str(ref.dtype)
        if dtype not in RTOL:  # integers and bools must match exactly
            diff = int(np.count_nonzero(out != ref))
            if diff:
                return Comparison(False, float(diff), float(diff) / max(ref.size, 1),
                                  f"output {i} ({dtype}): {diff} of {ref.size} elements differ")
            continue
        a, b = out.astype(np.float64), ref.astype(np.float64)
        nan_mismatch = np.isnan(a) != np.isnan(b)
        if nan_mismatch.any():
            return Comparison(False, np.inf, np.inf, f"output {i}: NaN where the default has none (or vice versa)")
        a, b = np.nan_to_num(a), np.nan_to_num(b)
        abs_err = np.abs(a - b)
        floor = max(0.01 * float(np.abs(b).max(initial=0.0)), float(np.finfo(np.float32).tiny))
        scale = np.maximum(np.abs(b), floor)
        rel = abs_err / scale
        max_abs, max_rel = float(abs_err.max(initial=0.0)), float(rel.max(initial=0.0))
        worst_abs, worst_rel = max(worst_abs, max_abs), max(worst_rel, max_rel)
        if max_rel > RTOL[dtype]:
            return Comparison(False, worst_abs, worst_rel,
                              f"output {i} ({dtype}): max abs err {max_abs:.3g}, max rel err {max_rel:.3g} "
                              f"> tolerance {RTOL[dtype]:g}")
    return Comparison(True, worst_abs, worst_rel)
