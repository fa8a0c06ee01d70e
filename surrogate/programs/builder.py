"""The builder every block draws through: parameters, random choices, the cost estimate.

A block is a function `(Builder, state) -> (apply, new state)`: while it is
called it draws its random choices from `Builder.rng`, adds its weights as
arguments (`Builder.param`) and its work to the cost features; the `apply`
it returns is the jax code, run later on the input and the parameters.
The helpers below (activations, dense layers, norms, softmax) are the
pieces blocks share.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

# Cost model: estimated ms per unit of each cost feature, by dtype (a training
# step counts 3x its forward). Fitted (bench/calibrate_generator.py's `fit_cost_model`) on 300 calibrated
# programs (half bf16; best-of-n times on one pinned core of a 2-core AMD EPYC
# VM, jax 0.10.2), reduce_elems/ops set by hand where NNLS zeroed them.
# Measured/estimated on fresh programs: median ~1.0, 10-90% ~0.7-2.5;
# chained reductions and tiny-channel convs are the known misses. Re-fit
# (`python bench/calibrate_generator.py --fit`) when the machine or XLA moves.
COST_FEATURES = ("dot_flops", "dot_out", "conv_flops", "conv_out", "dwconv_flops", "cheap_elems",
                 "trans_elems", "move_elems", "reduce_elems", "ops")
MS_PER_UNIT: dict[str, dict[str, float]] = {
    "float32": {"dot_flops": 4.7e-9, "dot_out": 2e-8, "conv_flops": 5.7e-9, "conv_out": 9.5e-7,
                "dwconv_flops": 9.7e-7, "cheap_elems": 5.3e-8, "trans_elems": 3.5e-7, "move_elems": 3.3e-7,
                "reduce_elems": 2e-8, "ops": 0.001},
    "bfloat16": {"dot_flops": 5.8e-9, "dot_out": 2.7e-7, "conv_flops": 6.7e-9, "conv_out": 1.1e-6,
                 "dwconv_flops": 1.8e-6, "cheap_elems": 3.4e-8, "trans_elems": 4.7e-7, "move_elems": 1.5e-7,
                 "reduce_elems": 2e-8, "ops": 0.005},
}

Apply = Callable[[jax.Array, tuple], jax.Array]


class Builder:
    """Collects parameter specs, block names and cost features of one program.

    All random draws go through `rng` and never depend on `batch`, so building
    the same structure seed at two batch sizes gives the same structure.
    Costs are multiplied by `mult` (the vmap batch for per-example code).
    """

    def __init__(self, rng: np.random.Generator, dtype: Any, batch: int, mult: int = 1):
        self.rng = rng
        self.dtype = dtype
        self.batch = batch
        self.mult = mult
        self.specs: list[jax.ShapeDtypeStruct] = []
        self.blocks: list[str] = []
        self.cost = dict.fromkeys(COST_FEATURES, 0.0)
        self.peak_elems = 0.0  # largest activation seen by `ew`

    # params -------------------------------------------------------------
    def param(self, *shape: int) -> int:
        """A new argument of the program's dtype; returns its index in P."""
        self.specs.append(jax.ShapeDtypeStruct(tuple(int(s) for s in shape), self.dtype))
        return len(self.specs) - 1

    # random choices -----------------------------------------------------
    def pick(self, options: Sequence[Any], weights: Sequence[float] | None = None) -> Any:
        options = list(options)
        if weights is None:
            return options[int(self.rng.integers(len(options)))]
        p = np.asarray(weights, float)
        return options[int(self.rng.choice(len(options), p=p / p.sum()))]

    def chance(self, p: float) -> bool:
        return bool(self.rng.random() < p)

    @property
    def bf16(self) -> bool:
        return self.dtype == jnp.bfloat16

    # cost ---------------------------------------------------------------
    def dot(self, rows: float, k: float, n: float) -> None:
        self.cost["dot_flops"] += 2.0 * rows * k * n * self.mult
        self.cost["dot_out"] += rows * n * self.mult
        self.cost["ops"] += 1

    def conv(self, flops: float, out_elems: float, depthwise: bool = False) -> None:
        self.cost["dwconv_flops" if depthwise else "conv_flops"] += flops * self.mult
        self.cost["conv_out"] += out_elems * self.mult
        self.cost["ops"] += 1

    def ew(self, n: float, cheap: float = 1.0, trans: float = 0.0, move: float = 0.0,
           red: float = 0.0) -> None:
        """Elementwise work on a tensor of n elements: `cheap` adds/muls, `trans`
        transcendentals, `move` transposes/copies, `red` reductions (counts per element)."""
        self.cost["cheap_elems"] += n * cheap * self.mult
        self.cost["trans_elems"] += n * trans * self.mult
        self.cost["move_elems"] += n * move * self.mult
        self.cost["reduce_elems"] += n * red * self.mult
        self.cost["ops"] += cheap + trans + move + red
        self.peak_elems = max(self.peak_elems, n * self.mult)

    def est_ms(self, train: bool) -> float:
        rates = MS_PER_UNIT[jnp.dtype(self.dtype).name]
        ms = sum(self.cost[k] * rates[k] for k in COST_FEATURES)
        return ms * (3.0 if train else 1.0)


# A block: draws its structure through the builder; returns its jax code and the next state
# (a shape tuple, or an `image.Image`).
Block = Callable[[Builder, Any], tuple[Apply, Any]]

_ACT_FNS: dict[str, Callable[[jax.Array], jax.Array]] = {
    "gelu": jax.nn.gelu,
    "relu": jax.nn.relu,
    "tanh": jnp.tanh,
    "silu": jax.nn.silu,
    "sigmoid": jax.nn.sigmoid,
    "exp": lambda x: jnp.exp(jnp.minimum(x, 4.0)),
    "softplus": jax.nn.softplus,
    "square": lambda x: x * x * 0.5,
}
_TRANSCENDENTAL = {"gelu", "tanh", "silu", "sigmoid", "exp", "softplus"}


def activation(b: Builder, n: float, options: Sequence[str] | None = None) -> Callable[[jax.Array], jax.Array]:
    """A random activation (of `options`) on n elements."""
    name = b.pick(options or ("gelu", "gelu", "relu", "relu", "silu", "tanh", "sigmoid", "exp", "softplus"))
    if name in _TRANSCENDENTAL:
        b.ew(n, cheap=0.5, trans=1.0)
    else:
        b.ew(n)
    return _ACT_FNS[name]


def linear(b: Builder, lead: float, din: int, dout: int, *, orient: str | None = None,
            bias: bool | None = None) -> Apply:
    """x[..., din] -> x[..., dout] with a weight argument; `lead` = rows."""
    orient = orient or b.pick(("io", "io", "oi_T", "oi_einsum"))
    bias = b.chance(0.7) if bias is None else bias
    w = b.param(din, dout) if orient == "io" else b.param(dout, din)
    bi = b.param(dout) if bias else None
    scale = 1.0 / math.sqrt(din)
    b.dot(lead, din, dout)
    b.ew(lead * dout, cheap=1.0 + bias)
    if orient == "oi_T":
        b.ew(din * dout / max(b.mult, 1), move=0.2)

    def f(x: jax.Array, P: tuple) -> jax.Array:
        W = P[w]
        if orient == "io":
            y = x @ W
        elif orient == "oi_T":
            y = x @ W.T
        else:
            y = jnp.einsum("...i,oi->...o", x, W)
        y = y * scale
        return y + P[bi] if bi is not None else y

    return f


def last_axis_norm(b: Builder, n: float, dim: int, kind: str | None = None) -> Apply:
    """Layer or RMS norm over the last axis (optionally computed in f32)."""
    kind = kind or b.pick(("layer", "rms"))
    upcast = b.bf16 and b.chance(0.6)
    g = b.param(dim)
    beta = b.param(dim) if kind == "layer" and b.chance(0.8) else None
    b.ew(n, cheap=4.0 + 2 * upcast, trans=0.2, red=1.0 + (kind == "layer"))

    def f(x: jax.Array, P: tuple) -> jax.Array:
        h = x.astype(jnp.float32) if upcast else x
        if kind == "layer":
            mu = jnp.mean(h, axis=-1, keepdims=True)
            var = jnp.mean(jnp.square(h - mu), axis=-1, keepdims=True)
            h = (h - mu) * lax.rsqrt(var + 1e-5)
        else:
            h = h * lax.rsqrt(jnp.mean(h * h, axis=-1, keepdims=True) + 1e-6)
        h = h.astype(x.dtype) * P[g]
        return h + P[beta] if beta is not None else h

    return f


def causal_mask(s: jax.Array) -> jax.Array:
    """Scores above the diagonal of the last two axes set to -1e9."""
    t, u = s.shape[-2:]
    return jnp.where(jnp.tril(jnp.ones((t, u), bool)), s, -1e9)


def softmax(b: Builder, n: float, axis: int = -1) -> Callable[[jax.Array], jax.Array]:
    """Softmax over `axis` of n elements (in f32 for some bf16 programs)."""
    upcast = b.bf16 and b.chance(0.5)
    b.ew(n, cheap=3.0 + 2 * upcast, trans=1.0, red=2.0)

    def f(s: jax.Array) -> jax.Array:
        if upcast:
            return jax.nn.softmax(s.astype(jnp.float32), axis=axis).astype(s.dtype)
        return jax.nn.softmax(s, axis=axis)

    return f


def prod(shape: Sequence[int]) -> int:
    """Number of elements of a shape (1 for a scalar)."""
    return int(np.prod(shape)) if len(shape) else 1
