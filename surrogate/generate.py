"""Random but realistic JAX programs as StableHLO text, to train the surrogate on.

The surrogate learns runtime rankings from measured configs of many programs,
so its quality is capped by how varied those programs are. This module writes
such programs: each one is a *family* (what kind of model it is) composed of
1-4 random *blocks* (the layers), with random sizes, dtype (about a quarter
bfloat16) and, for a share of them, wrapped in a training step
(``jax.value_and_grad`` of an MSE loss plus an SGD update).

Families (``FAMILIES``; the name of each file says which):

- ``mlp``: dense chains on (N, D) or (B, T, D); weights stored (in, out) or
  (out, in) and used through ``x @ W.T`` or an einsum; GELU/ReLU/SiLU/tanh...
- ``einsum``: batched contractions on (B, I, J): ``'bij,bjk->bik'`` against a
  second activation, against weights in either orientation, permuted outputs,
  Gram matrices, contractions over the leading axis, heads split for
  ``'bhqd,bhkd->bhqk'``, transposes feeding dots.
- ``conv``: NCHW/OIHW, NHWC/HWIO (and a few mixed) convolutions, 1x1/3x3/5x5,
  strides, depthwise-separable, ResNet basic and bottleneck blocks, batch and
  group norms, squeeze-excite, max/avg pooling, classifier heads.
- ``attention``: multi-head attention with heads split/merged by
  reshape+transpose or straight einsums, causal masks, GQA/MQA (grouped or
  repeated kv), fused qkv, cross attention, pre-norms, then MLPs.
- ``mixer``: transposes and reshapes feeding dots: MLP-Mixer token mixing,
  per-head projections, patch merging/splitting.
- ``norm_reduce``: layer/RMS/batch norms, softmaxes and reductions
  (sum/max/mean/logsumexp over various axes), squeeze-excite gates.
- ``vmap_mlp``, ``vmap_attention``, ``vmap_conv``: equinox-style per-example
  modules (``W @ x`` with W stored (out, in), CHW convolutions with a unit
  batch dim, heads vmapped over axis 1) ``jax.vmap``-ed over a batch -- the
  code on which XLA's default layouts are known to leave transposes behind.

Every weight is an argument of the function (lowered from
``jax.ShapeDtypeStruct``s, nothing is materialised), so the text stays small.
Sizes are chosen so that an estimated runtime (a cost model over dot/conv
FLOPs and elementwise, transcendental and data-movement element counts,
calibrated by `calibrate` on one pinned core) falls in a band of a few ms:
the structure is drawn first, then the batch is set to hit a random target.

Usage::

    python -m surrogate.generate generate --count 150 --out DIR [--seed 0]
    python -m surrogate.generate calibrate --count 40 [--seed 0]
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

# Family -> sampling weight. Layout-sensitive patterns (vmapped modules,
# attention heads, NCHW convs, transposes feeding dots) get the most weight:
# on plain dense code XLA's default layout is usually already the best.
FAMILIES: dict[str, float] = {
    "mlp": 0.09,
    "einsum": 0.12,
    "conv": 0.14,
    "attention": 0.15,
    "mixer": 0.10,
    "norm_reduce": 0.08,
    "vmap_mlp": 0.12,
    "vmap_attention": 0.09,
    "vmap_conv": 0.11,
}
BF16_SHARE = 0.25
TRAIN_SHARE = 0.2
MAX_BLOCKS = 4

# Estimated-runtime band (ms, one core). The target of each program is drawn
# log-uniformly from TARGET_MS; a structure whose best batch still misses
# ACCEPT_MS is redrawn (up to MAX_ATTEMPTS times).
TARGET_MS = (1.5, 12.0)
ACCEPT_MS = (1.0, 25.0)
MAX_ATTEMPTS = 16

# Cost model: estimated ms per unit of each cost feature, by dtype (a training
# step counts 3x its forward). Fitted with `fit_cost_model` on 300 calibrated
# programs (half bf16; best-of-n times on one pinned core of a 2-core AMD EPYC
# VM, jax 0.10.2), reduce_elems/ops set by hand where NNLS zeroed them.
# Measured/estimated on fresh programs: median ~1.0, 10-90% ~0.7-2.5;
# chained reductions and tiny-channel convs are the known misses. Re-fit
# (`python -m surrogate.generate calibrate --fit`) when the machine or XLA moves.
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

_BATCH_CAP = {"rows": 16384, "seq": 512, "img": 256, "vmap": 1024}
# Largest activation (elements): beyond the last-level cache XLA:CPU's
# elementwise and reduction loops slow down several-fold and the cost model
# stops holding; realistic small programs stay below this anyway.
PEAK_ELEMS = 4 * 2**20

Apply = Callable[[jax.Array, tuple], jax.Array]


# --------------------------------------------------------------------------
# builder: parameters, random choices and the cost estimate
# --------------------------------------------------------------------------


class _Builder:
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


# --------------------------------------------------------------------------
# shared pieces
# --------------------------------------------------------------------------

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


def _act(b: _Builder, n: float, options: Sequence[str] | None = None) -> Callable[[jax.Array], jax.Array]:
    name = b.pick(options or ("gelu", "gelu", "relu", "relu", "silu", "tanh", "sigmoid", "exp", "softplus"))
    if name in _TRANSCENDENTAL:
        b.ew(n, cheap=0.5, trans=1.0)
    else:
        b.ew(n)
    return _ACT_FNS[name]


def _linear(b: _Builder, lead: float, din: int, dout: int, *, orient: str | None = None,
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


def _norm_fn(b: _Builder, n: float, dim: int, kind: str | None = None) -> Apply:
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


def _causal_mask(s: jax.Array) -> jax.Array:
    t, u = s.shape[-2:]
    return jnp.where(jnp.tril(jnp.ones((t, u), bool)), s, -1e9)


def _softmax(b: _Builder, n: float, axis: int = -1) -> Callable[[jax.Array], jax.Array]:
    upcast = b.bf16 and b.chance(0.5)
    b.ew(n, cheap=3.0 + 2 * upcast, trans=1.0, red=2.0)

    def f(s: jax.Array) -> jax.Array:
        if upcast:
            return jax.nn.softmax(s.astype(jnp.float32), axis=axis).astype(s.dtype)
        return jax.nn.softmax(s, axis=axis)

    return f


def _prod(shape: Sequence[int]) -> int:
    return int(np.prod(shape)) if len(shape) else 1


# --------------------------------------------------------------------------
# sequence / row blocks: x of shape (..., D), mostly (B, T, D)
# --------------------------------------------------------------------------

_D = (32, 48, 64, 96, 128, 192, 256, 384, 512, 768)
_T = (16, 32, 49, 64, 96, 128, 196, 256, 384, 512)


def _blk_dense(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    d = s[-1]
    dout = b.pick([v for v in _D if v <= 4 * d and v >= d // 4])
    lin = _linear(b, _prod(s[:-1]), d, dout)
    act = _act(b, _prod(s[:-1]) * dout)
    return (lambda x, P: act(lin(x, P))), (*s[:-1], dout)


def _blk_mlp(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    d, rows = s[-1], _prod(s[:-1])
    hidden = d * b.pick((2, 3, 4))
    norm = _norm_fn(b, rows * d, d) if b.chance(0.6) else None
    glu = b.chance(0.3)
    l1 = _linear(b, rows, d, hidden)
    lg = _linear(b, rows, d, hidden) if glu else None
    act = _act(b, rows * hidden)
    if glu:
        b.ew(rows * hidden)
    l2 = _linear(b, rows, hidden, d)
    b.ew(rows * d)

    def f(x, P):
        h = norm(x, P) if norm else x
        u = act(l1(h, P))
        if lg is not None:
            u = u * lg(h, P)
        return x + l2(u, P)

    return f, s


def _blk_norm(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    return _norm_fn(b, _prod(s), s[-1]), s


def _blk_elementwise(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    n = _prod(s)
    acts = [_act(b, n) for _ in range(int(b.rng.integers(1, 4)))]
    gain = b.param(s[-1]) if b.chance(0.5) else None
    residual = b.chance(0.6)
    b.ew(n, cheap=1.0 + (gain is not None) + residual)

    def f(x, P):
        h = x
        for a in acts:
            h = a(h)
        if gain is not None:
            h = h * P[gain]
        return x + h if residual else h

    return f, s


def _blk_reduce(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    """Reductions over various axes, broadcast back onto x."""
    n, rank = _prod(s), len(s)
    kinds = ["center_max", "l2_axis", "logsumexp", "softmax_axis", "sum_scale"]
    if rank == 3:
        kinds += ["se_gate", "batch_stats"]
    kind = b.pick(kinds)
    axis = int(b.rng.integers(rank)) if kind in ("l2_axis", "logsumexp", "softmax_axis", "sum_scale") else -1
    if kind == "se_gate":
        d = s[-1]
        r = max(8, d // b.pick((2, 4, 8)))
        l1 = _linear(b, s[0], d, r, bias=True)
        l2 = _linear(b, s[0], r, d, bias=True)
        b.ew(n, cheap=2.0, red=1.0)

        def f(x, P):
            g = jnp.mean(x, axis=1)
            g = jax.nn.sigmoid(l2(jax.nn.relu(l1(g, P)), P))
            return x * g[:, None, :]

        return f, s
    if kind == "softmax_axis":
        sm = _softmax(b, n, axis)
        b.ew(n)
        return (lambda x, P: x + sm(x)), s
    if kind == "batch_stats":  # BatchNorm1d in training mode: stats over (B, T)
        g, beta = b.param(s[-1]), b.param(s[-1])
        b.ew(n, cheap=4.0, red=2.0)

        def f(x, P):
            mu = jnp.mean(x, axis=(0, 1), keepdims=True)
            var = jnp.var(x, axis=(0, 1), keepdims=True)
            return (x - mu) * lax.rsqrt(var + 1e-5) * P[g] + P[beta]

        return f, s
    b.ew(n, cheap=2.0, trans=1.0 if kind == "logsumexp" else 0.0, red=1.0 + (kind == "logsumexp"))
    if kind == "center_max":
        return (lambda x, P: x - jnp.max(x, axis=-1, keepdims=True)), s
    if kind == "l2_axis":
        return (lambda x, P: x * lax.rsqrt(jnp.sum(x * x, axis=axis, keepdims=True) + 1e-6)), s
    if kind == "logsumexp":
        return (lambda x, P: x - jax.nn.logsumexp(x, axis=axis, keepdims=True)), s
    return (lambda x, P: x * (1.0 / s[axis]) + jnp.sum(x, axis=axis, keepdims=True) * (1.0 / s[axis])), s


def _blk_attention(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    B, T, D = s
    hd = b.pick([h for h in (16, 32, 64, 128) if D % h == 0 and D // h <= 16] or [D])
    H = D // hd
    kv_opts = [H] + [H // g for g in (2, 4, 8) if H % g == 0]
    KV = b.pick(kv_opts, [3.0] + [1.0] * (len(kv_opts) - 1))
    G = H // KV
    causal = b.chance(0.5)
    cross = b.chance(0.15)
    S = b.pick(_T) if cross else T
    style = b.pick(("transpose", "transpose", "einsum"))
    gqa_style = b.pick(("grouped", "repeat")) if G > 1 else "none"
    fused = (not cross) and b.chance(0.3)
    norm = _norm_fn(b, B * T * D, D) if b.chance(0.7) else None
    mem = b.param(B, S, D) if cross else None
    if fused:
        lqkv = _linear(b, B * T, D, (H + 2 * KV) * hd)
    else:
        lq = _linear(b, B * T, D, H * hd)
        lk = _linear(b, B * S, D, KV * hd)
        lv = _linear(b, B * S, D, KV * hd)
    lo = _linear(b, B * T, H * hd, D)
    sm = _softmax(b, B * H * T * S)
    b.dot(B * H * T, hd, S)
    b.dot(B * H * T, S, hd)
    b.ew(B * H * T * S, cheap=1.0 + causal)
    b.ew(B * T * D, move=2.0 + (style == "transpose") * 2.0, cheap=1.0)
    scale = 1.0 / math.sqrt(hd)

    def f(x, P):
        h = norm(x, P) if norm else x
        if fused:
            qkv = lqkv(h, P)
            q, k, v = jnp.split(qkv, [H * hd, (H + KV) * hd], axis=-1)
        else:
            src = P[mem] if cross else h
            q, k, v = lq(h, P), lk(src, P), lv(src, P)
        q = q.reshape(B, T, H, hd)
        k = k.reshape(B, S, KV, hd)
        v = v.reshape(B, S, KV, hd)
        if gqa_style == "repeat":
            k, v = jnp.repeat(k, G, axis=2), jnp.repeat(v, G, axis=2)
        if gqa_style == "grouped":
            q = q.reshape(B, T, KV, G, hd)
            if style == "transpose":
                q, k, v = q.transpose(0, 2, 3, 1, 4), k.transpose(0, 2, 1, 3), v.transpose(0, 2, 1, 3)
                sc = jnp.einsum("bkgqd,bksd->bkgqs", q, k) * scale
            else:
                sc = jnp.einsum("bqkgd,bskd->bkgqs", q, k) * scale
            if causal:
                sc = _causal_mask(sc)
            p = sm(sc)
            if style == "transpose":
                o = jnp.einsum("bkgqs,bksd->bkgqd", p, v).transpose(0, 3, 1, 2, 4)
            else:
                o = jnp.einsum("bkgqs,bskd->bqkgd", p, v)
        else:
            if style == "transpose":
                q, k, v = (y.transpose(0, 2, 1, 3) for y in (q, k, v))
                sc = jnp.einsum("bhqd,bhkd->bhqk", q, k) * scale
            else:
                sc = jnp.einsum("bqhd,bkhd->bhqk", q, k) * scale
            if causal:
                sc = _causal_mask(sc)
            p = sm(sc)
            if style == "transpose":
                o = jnp.einsum("bhqk,bhkd->bhqd", p, v).transpose(0, 2, 1, 3)
            else:
                o = jnp.einsum("bhqk,bkhd->bqhd", p, v)
        return x + lo(o.reshape(B, T, H * hd), P)

    return f, s


def _blk_token_mix(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    """MLP-Mixer token mixing: transposes feeding dots over the T axis."""
    B, T, D = s
    Tm = b.pick([t for t in (T // 2, T, 2 * T) if 8 <= t <= 1024])
    style = b.pick(("transpose", "swapaxes_matmul", "einsum"))
    norm = _norm_fn(b, B * T * D, D) if b.chance(0.7) else None
    w1, w2 = b.param(T, Tm), b.param(Tm, T)
    b.dot(B * D, T, Tm)
    b.dot(B * D, Tm, T)
    act = _act(b, B * D * Tm)
    b.ew(B * T * D, move=0.0 if style == "einsum" else 2.0, cheap=3.0)
    s1, s2 = 1.0 / math.sqrt(T), 1.0 / math.sqrt(Tm)

    def f(x, P):
        h = norm(x, P) if norm else x
        if style == "einsum":
            u = act(jnp.einsum("btd,ts->bsd", h, P[w1]) * s1)
            return x + jnp.einsum("bsd,st->btd", u, P[w2]) * s2
        ht = h.transpose(0, 2, 1) if style == "transpose" else jnp.swapaxes(h, 1, 2)
        u = act(ht @ P[w1] * s1) @ P[w2] * s2
        return x + u.transpose(0, 2, 1)

    return f, s


def _blk_head_mix(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    """Per-head projections: (B,T,D) -> (B,T,H,dh) [-> (B,H,T,dh)] -> dot -> back."""
    B, T, D = s
    H = b.pick([h for h in (2, 4, 8, 12, 16) if D % h == 0 and D // h >= 4] or [1])
    dh = D // H
    dh2 = b.pick([v for v in (dh // 2, dh, 2 * dh) if v >= 4])
    style = b.pick(("einsum", "transpose_matmul"))
    w = b.param(H, dh, dh2)
    b.dot(B * T * H, dh, dh2)
    act = _act(b, B * T * H * dh2)
    b.ew(B * T * D, move=0.0 if style == "einsum" else 2.0)
    sc = 1.0 / math.sqrt(dh)

    def f(x, P):
        h = x.reshape(B, T, H, dh)
        if style == "einsum":
            y = jnp.einsum("bthd,hde->bthe", h, P[w])
        else:
            y = jnp.matmul(h.transpose(0, 2, 1, 3), P[w]).transpose(0, 2, 1, 3)
        return act(y * sc).reshape(B, T, H * dh2)

    return f, (B, T, H * dh2)


def _blk_patch(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    """Patch merging (T/2, 2D) or splitting (2T, D/2) by reshape, then a dense layer."""
    B, T, D = s
    kinds = (["merge"] if T % 2 == 0 and T >= 16 else []) + (["split"] if D % 2 == 0 and T <= 256 else [])
    kind = b.pick(kinds or ["merge_pad"])
    if kind == "merge":
        T2, D2 = T // 2, 2 * D
    elif kind == "split":
        T2, D2 = 2 * T, D // 2
    else:
        T2, D2 = T, D
    dout = b.pick([v for v in _D if D // 2 <= v <= 2 * D])
    lin = _linear(b, B * T2, D2, dout)
    b.ew(B * T * D, move=1.0)

    def f(x, P):
        return lin(x.reshape(B, T2, D2), P)

    return f, (B, T2, dout)


def _blk_seq_head(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    """Terminal: pool over T (mean or max) and classify."""
    classes = b.pick((10, 100, 1000))
    pool = b.pick(("mean", "max", "first"))
    d = s[-1]
    if len(s) == 3:
        b.ew(_prod(s), cheap=0.0, red=1.0)
    lin = _linear(b, s[0], d, classes)

    def f(x, P):
        if x.ndim == 3:
            x = {"mean": lambda v: jnp.mean(v, axis=1), "max": lambda v: jnp.max(v, axis=1),
                 "first": lambda v: v[:, 0, :]}[pool](x)
        return lin(x, P)

    return f, (s[0], classes)


# --------------------------------------------------------------------------
# einsum blocks: x of shape (B, I, J)
# --------------------------------------------------------------------------

_E = (16, 24, 32, 48, 64, 96, 128, 192, 256, 384)


def _blk_bmm(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    B, I, J = s
    K = b.pick(_E)
    kind = b.pick(("data", "weight_io", "weight_oi", "out_perm", "contract_lead", "transpose_dot"))
    sc = 1.0 / math.sqrt(J)
    act = None
    if kind == "data":  # 'bij,bjk->bik' against a second activation
        o = b.param(B, J, K)
        b.dot(B * I, J, K)
        out = (B, I, K)
        g = lambda x, P: jnp.einsum("bij,bjk->bik", x, P[o])
    elif kind == "weight_io":
        o = b.param(J, K)
        b.dot(B * I, J, K)
        out = (B, I, K)
        g = lambda x, P: jnp.einsum("bij,jk->bik", x, P[o])
    elif kind == "weight_oi":
        o = b.param(K, J)
        b.dot(B * I, J, K)
        out = (B, I, K)
        g = lambda x, P: jnp.einsum("bij,kj->bik", x, P[o])
    elif kind == "out_perm":
        o = b.param(J, K)
        b.dot(B * I, J, K)
        b.ew(B * I * K, move=1.0)
        out = (B, K, I)
        g = lambda x, P: jnp.einsum("bij,jk->bki", x, P[o])
    elif kind == "contract_lead":  # 'bij,bik->bjk'
        o = b.param(B, I, K)
        b.dot(B * J, I, K)
        sc = 1.0 / math.sqrt(I)
        out = (B, J, K)
        g = lambda x, P: jnp.einsum("bij,bik->bjk", x, P[o])
    else:  # transpose feeding a dot
        o = b.param(I, K)
        b.dot(B * J, I, K)
        b.ew(B * I * J, move=1.0)
        sc = 1.0 / math.sqrt(I)
        out = (B, J, K)
        g = lambda x, P: jnp.transpose(x, (0, 2, 1)) @ P[o]
    if b.chance(0.6):
        act = _act(b, _prod(out))
    b.ew(_prod(out))

    def f(x, P):
        y = g(x, P) * sc
        return act(y) if act else y

    return f, out


def _blk_gram(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    """Self-similarity: 'bij,bkj->bik', normalise, then back onto x."""
    B, I, J = s
    sm = _softmax(b, B * I * I) if b.chance(0.7) else None
    act = None if sm else _act(b, B * I * I, ("tanh", "relu", "sigmoid"))
    b.dot(B * I, J, I)
    b.dot(B * I, I, J)
    b.ew(B * I * J, cheap=2.0)
    sc = 1.0 / math.sqrt(J)

    def f(x, P):
        g = jnp.einsum("bij,bkj->bik", x, x) * sc
        g = sm(g) if sm else act(g) * (1.0 / I)
        return x + jnp.einsum("bik,bkj->bij", g, x)

    return f, s


def _blk_heads(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    """Split J into heads by reshape+transpose and run 'bhqd,bhkd->bhqk'."""
    B, I, J = s
    H = b.pick([h for h in (2, 4, 8) if J % h == 0 and J // h >= 4] or [1])
    hd = J // H
    sm = _softmax(b, B * H * I * I)
    b.dot(B * H * I, hd, I)
    b.dot(B * H * I, I, hd)
    b.ew(B * I * J, move=2.0, cheap=1.0)
    sc = 1.0 / math.sqrt(hd)

    def f(x, P):
        h = x.reshape(B, I, H, hd).transpose(0, 2, 1, 3)
        p = sm(jnp.einsum("bhqd,bhkd->bhqk", h, h) * sc)
        o = jnp.einsum("bhqk,bhkd->bhqd", p, h)
        return x + o.transpose(0, 2, 1, 3).reshape(B, I, J)

    return f, s


# --------------------------------------------------------------------------
# image blocks: x in NCHW, NHWC (batched) or CHW (per-example, vmapped)
# --------------------------------------------------------------------------

_C = (8, 16, 24, 32, 48, 64, 96, 128, 192, 256)


@dataclasses.dataclass(frozen=True)
class _Img:
    fmt: str  # "NCHW", "NHWC" or "CHW"
    B: int
    C: int
    H: int
    W: int

    @property
    def shape(self) -> tuple:
        return {"NCHW": (self.B, self.C, self.H, self.W), "NHWC": (self.B, self.H, self.W, self.C),
                "CHW": (self.C, self.H, self.W)}[self.fmt]

    @property
    def n(self) -> int:
        return self.B * self.C * self.H * self.W if self.fmt != "CHW" else self.C * self.H * self.W

    @property
    def rows(self) -> int:
        return self.B if self.fmt != "CHW" else 1

    @property
    def caxis(self) -> int:
        return {"NCHW": 1, "NHWC": 3, "CHW": 0}[self.fmt]

    @property
    def spatial(self) -> tuple[int, int]:
        return {"NCHW": (2, 3), "NHWC": (1, 2), "CHW": (1, 2)}[self.fmt]

    def chan(self, p: jax.Array) -> jax.Array:
        """A per-channel vector shaped to broadcast against x."""
        return p if self.fmt == "NHWC" else p[:, None, None]

    def replace(self, **kw: int) -> "_Img":
        return dataclasses.replace(self, **kw)


def _conv(b: _Builder, im: _Img, cout: int, k: int, stride: int = 1, groups: int = 1,
          bias: bool = False) -> tuple[Apply, _Img]:
    if im.fmt == "NHWC":
        rhs = b.pick(("HWIO", "HWIO", "HWIO", "OIHW"))
    else:
        rhs = b.pick(("OIHW", "OIHW", "OIHW", "HWIO")) if im.fmt == "NCHW" else "OIHW"
    lhs = "NCHW" if im.fmt == "CHW" else im.fmt
    cin = im.C // groups
    w = b.param(*((cout, cin, k, k) if rhs == "OIHW" else (k, k, cin, cout)))
    bi = b.param(cout) if bias else None
    out = im.replace(C=cout, H=-(-im.H // stride), W=-(-im.W // stride))
    b.conv(2.0 * out.rows * out.H * out.W * cout * cin * k * k, out.n, depthwise=groups > 1)
    b.ew(out.n, cheap=1.0 + bias)
    sc = 1.0 / math.sqrt(cin * k * k)
    dn = (lhs, rhs, lhs)
    unbatched = im.fmt == "CHW"

    def f(x, P):
        h = x[None] if unbatched else x
        y = lax.conv_general_dilated(h, P[w], (stride, stride), "SAME", dimension_numbers=dn,
                                     feature_group_count=groups)
        y = (y[0] if unbatched else y) * sc
        return y + out.chan(P[bi]) if bi is not None else y

    return f, out


def _img_norm(b: _Builder, im: _Img, kind: str | None = None) -> Apply:
    kinds = ["affine", "group"] + (["batch"] if im.fmt != "CHW" else [])
    kind = kind or b.pick(kinds, [2.0, 1.0, 2.0][: len(kinds)])
    if kind == "group" and im.C % 2:
        kind = "affine"
    g, beta = b.param(im.C), b.param(im.C)
    if kind == "affine":  # inference-mode batch norm folded to scale/shift
        b.ew(im.n, cheap=2.0)
        return lambda x, P: x * im.chan(P[g]) + im.chan(P[beta])
    b.ew(im.n, cheap=4.0, red=2.0)
    if kind == "batch":
        axes = tuple(a for a in range(4) if a != im.caxis)

        def f(x, P):
            mu = jnp.mean(x, axis=axes, keepdims=True)
            var = jnp.mean(jnp.square(x - mu), axis=axes, keepdims=True)
            return (x - mu) * lax.rsqrt(var + 1e-5) * im.chan(P[g]) + im.chan(P[beta])

        return f
    G = b.pick([v for v in (2, 4, 8, 16, 32) if im.C % v == 0])
    b.ew(im.n, move=1.0)

    def f(x, P):
        if im.fmt == "NHWC":
            h = x.reshape(im.B, im.H, im.W, G, im.C // G)
            axes = (1, 2, 4)
        elif im.fmt == "NCHW":
            h = x.reshape(im.B, G, im.C // G, im.H, im.W)
            axes = (2, 3, 4)
        else:
            h = x.reshape(G, im.C // G, im.H, im.W)
            axes = (1, 2, 3)
        mu = jnp.mean(h, axis=axes, keepdims=True)
        var = jnp.mean(jnp.square(h - mu), axis=axes, keepdims=True)
        h = ((h - mu) * lax.rsqrt(var + 1e-5)).reshape(x.shape)
        return h * im.chan(P[g]) + im.chan(P[beta])

    return f


def _blk_conv(b: _Builder, im: _Img) -> tuple[Apply, _Img]:
    k = b.pick((1, 3)) if im.H < 5 else b.pick((1, 3, 3, 3, 5))
    stride = 2 if im.H >= 8 and b.chance(0.25) else 1
    cout = b.pick([c for c in _C if max(16, im.C // 2) <= c <= max(64, 4 * im.C)])
    conv, out = _conv(b, im, cout, k, stride, bias=b.chance(0.5))
    norm = _img_norm(b, out) if b.chance(0.6) else None
    act = _act(b, out.n, ("relu", "relu", "gelu", "silu"))
    return (lambda x, P: act(norm(conv(x, P), P) if norm else conv(x, P))), out


def _blk_res(b: _Builder, im: _Img) -> tuple[Apply, _Img]:
    c1, _ = _conv(b, im, im.C, 3)
    n1 = _img_norm(b, im)
    c2, _ = _conv(b, im, im.C, 3)
    n2 = _img_norm(b, im)
    b.ew(im.n, cheap=3.0)
    return (lambda x, P: jax.nn.relu(x + n2(c2(jax.nn.relu(n1(c1(x, P), P)), P), P))), im


def _blk_bottleneck(b: _Builder, im: _Img) -> tuple[Apply, _Img]:
    mid = max(8, im.C // b.pick((2, 4)))
    c1, m = _conv(b, im, mid, 1)
    c2, _ = _conv(b, m, mid, 3)
    c3, _ = _conv(b, m, im.C, 1)
    n1, n2, n3 = _img_norm(b, m), _img_norm(b, m), _img_norm(b, im)
    b.ew(im.n, cheap=2.0)
    b.ew(m.n, cheap=2.0)

    def f(x, P):
        h = jax.nn.relu(n1(c1(x, P), P))
        h = jax.nn.relu(n2(c2(h, P), P))
        return jax.nn.relu(x + n3(c3(h, P), P))

    return f, im


def _blk_dwsep(b: _Builder, im: _Img) -> tuple[Apply, _Img]:
    """MobileNet depthwise 3x3 (feature_group_count=C) then pointwise 1x1."""
    stride = 2 if im.H >= 8 and b.chance(0.3) else 1
    dw, m = _conv(b, im, im.C, 3, stride, groups=im.C)
    n1 = _img_norm(b, m, "affine")
    cout = b.pick([c for c in _C if im.C // 2 <= c <= 2 * im.C] or [im.C])
    pw, out = _conv(b, m, cout, 1)
    act = _act(b, out.n, ("relu", "silu"))
    b.ew(m.n)
    return (lambda x, P: act(pw(jax.nn.relu(n1(dw(x, P), P)), P))), out


def _blk_img_norm(b: _Builder, im: _Img) -> tuple[Apply, _Img]:
    norm = _img_norm(b, im)
    act = _act(b, im.n, ("relu", "gelu", "silu", "tanh"))
    return (lambda x, P: act(norm(x, P))), im


def _blk_se(b: _Builder, im: _Img) -> tuple[Apply, _Img]:
    r = max(4, im.C // 4)
    l1 = _linear(b, im.rows, im.C, r, bias=True)
    l2 = _linear(b, im.rows, r, im.C, bias=True)
    b.ew(im.n, cheap=1.0, red=1.0)

    def f(x, P):
        g = jnp.mean(x, axis=im.spatial)  # (B, C) or (C,)
        g = jax.nn.sigmoid(l2(jax.nn.relu(l1(g, P)), P))
        if im.fmt == "NHWC":
            return x * g[:, None, None, :]
        return x * g[..., None, None]

    return f, im


def _blk_pool(b: _Builder, im: _Img) -> tuple[Apply, _Img]:
    kind = b.pick(("max", "avg"))
    out = im.replace(H=im.H // 2, W=im.W // 2)
    window = [1] * len(im.shape)
    for a in im.spatial:
        window[a] = 2
    window = tuple(window)
    b.ew(im.n, cheap=1.0, move=0.5)

    def f(x, P):
        if kind == "max":
            return lax.reduce_window(x, -jnp.inf, lax.max, window, window, "VALID")
        return lax.reduce_window(x, 0.0, lax.add, window, window, "VALID") * 0.25

    return f, out


def _blk_img_head(b: _Builder, im: _Img) -> tuple[Apply, _Img]:
    classes = b.pick((10, 100, 1000))
    b.ew(im.n, cheap=0.0, red=1.0)
    lin = _linear(b, im.rows, im.C, classes)
    return (lambda x, P: lin(jnp.mean(x, axis=im.spatial), P)), im.replace(C=-classes)


# --------------------------------------------------------------------------
# equinox-style per-example blocks: x of shape (T, D), vmapped over a batch
# --------------------------------------------------------------------------


def _eqx_linear(b: _Builder, T: int, din: int, dout: int, style: str | None = None) -> Apply:
    """equinox.nn.Linear: weight (out, in), bias (out,), applied per token."""
    style = style or b.pick(("vmap_tokens", "vmap_tokens", "matT", "einsum"))
    w = b.param(dout, din)
    bi = b.param(dout) if b.chance(0.8) else None
    b.dot(T, din, dout)
    # vmapped `W @ t` and `(W @ x.T).T` leave transposes of x and y around the dot
    b.ew(T * (din + dout) / 2, move=0.0 if style == "einsum" else 2.0)
    b.ew(T * dout, cheap=1.0 + (bi is not None))
    sc = 1.0 / math.sqrt(din)

    def one(t, P):  # t: (din,)
        y = (P[w] @ t) * sc
        return y + P[bi] if bi is not None else y

    def f(x, P):
        if style == "vmap_tokens":
            return jax.vmap(lambda t: one(t, P))(x)
        if style == "matT":
            y = (P[w] @ x.T) * sc
            return (y + P[bi][:, None]).T if bi is not None else y.T
        y = jnp.einsum("oi,ti->to", P[w], x) * sc
        return y + P[bi] if bi is not None else y

    return f


def _blk_eqx_mlp(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    T, D = s
    hidden = D * b.pick((1, 2, 4))
    depth = b.pick((1, 2, 2))
    style = b.pick(("vmap_tokens", "matT", "einsum"))
    norm = _norm_fn(b, T * D, D, "layer") if b.chance(0.5) else None
    dims = [D] + [hidden] * depth + [D]
    lins = [_eqx_linear(b, T, i, o, style) for i, o in zip(dims[:-1], dims[1:])]
    acts = [_act(b, T * hidden, ("gelu", "relu", "tanh", "silu")) for _ in range(depth)]
    b.ew(T * D)

    def f(x, P):
        h = norm(x, P) if norm else x
        for lin, act in zip(lins[:-1], acts):
            h = act(lin(h, P))
        return x + lins[-1](h, P)

    return f, s


def _blk_eqx_dense(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    T, D = s
    dout = b.pick([v for v in _D if D // 2 <= v <= 2 * D])
    lin = _eqx_linear(b, T, D, dout)
    act = _act(b, T * dout)
    return (lambda x, P: act(lin(x, P))), (T, dout)


def _blk_eqx_attention(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    """equinox.nn.MultiheadAttention: per-token projections, heads vmapped on axis 1."""
    T, D = s
    hd = b.pick([h for h in (16, 32, 64) if D % h == 0] or [D])
    H = D // hd
    causal = b.chance(0.4)
    style = b.pick(("vmap_tokens", "vmap_tokens", "matT", "einsum"))
    heads_style = b.pick(("vmap_heads", "vmap_heads", "einsum"))
    norm = _norm_fn(b, T * D, D, "layer") if b.chance(0.7) else None
    lq, lk, lv = (_eqx_linear(b, T, D, D, style) for _ in range(3))
    lo = _eqx_linear(b, T, D, D, style)
    sm = _softmax(b, H * T * T)
    b.dot(H * T, hd, T)
    b.dot(H * T, T, hd)
    b.ew(T * D, move=2.0, cheap=1.0)
    sc = 1.0 / math.sqrt(hd)

    def dpa(q, k, v):  # (T, hd) each
        lg = (q @ k.T) * sc
        if causal:
            lg = _causal_mask(lg)
        return sm(lg) @ v

    def f(x, P):
        h = norm(x, P) if norm else x
        q, k, v = (l(h, P).reshape(T, H, hd) for l in (lq, lk, lv))
        if heads_style == "vmap_heads":
            o = jax.vmap(dpa, in_axes=1, out_axes=1)(q, k, v)
        else:
            lg = jnp.einsum("shd,Shd->hsS", q, k) * sc
            if causal:
                lg = _causal_mask(lg)
            o = jnp.einsum("hsS,Shd->shd", sm(lg), v)
        return x + lo(o.reshape(T, D), P)

    return f, s


def _blk_eqx_head(b: _Builder, s: tuple) -> tuple[Apply, tuple]:
    T, D = s
    classes = b.pick((10, 100, 1000))
    w = b.param(classes, D)
    b.ew(T * D, cheap=0.0, red=1.0)
    b.dot(1, D, classes)
    return (lambda x, P: P[w] @ jnp.mean(x, axis=0)), (classes,)


# --------------------------------------------------------------------------
# families
# --------------------------------------------------------------------------

Block = Callable[[_Builder, Any], tuple[Apply, Any]]

# family -> (domain, primary blocks, secondary blocks, terminal block or None)
_SEQ_EXTRA: list[tuple[Block, float]] = [(_blk_mlp, 2.0), (_blk_norm, 1.0), (_blk_elementwise, 1.0),
                                          (_blk_reduce, 1.0), (_blk_dense, 1.0)]
_FAMILY_BLOCKS: dict[str, tuple[str, list[tuple[Block, float]], list[tuple[Block, float]], Block | None]] = {
    "mlp": ("rows", [(_blk_dense, 2.0), (_blk_mlp, 2.0)],
            [(_blk_norm, 1.0), (_blk_elementwise, 1.0), (_blk_reduce, 0.5)], _blk_seq_head),
    "attention": ("seq", [(_blk_attention, 1.0)], _SEQ_EXTRA + [(_blk_attention, 2.0)], _blk_seq_head),
    "mixer": ("seq", [(_blk_token_mix, 2.0), (_blk_head_mix, 1.5), (_blk_patch, 1.0)],
              _SEQ_EXTRA + [(_blk_token_mix, 1.0)], _blk_seq_head),
    "norm_reduce": ("seq", [(_blk_reduce, 2.0), (_blk_norm, 1.0)],
                    [(_blk_reduce, 1.0), (_blk_norm, 1.0), (_blk_dense, 1.0), (_blk_elementwise, 0.5)], None),
    "einsum": ("ein", [(_blk_bmm, 3.0), (_blk_gram, 1.0), (_blk_heads, 1.0)],
               [(_blk_bmm, 2.0), (_blk_norm, 1.0), (_blk_elementwise, 1.0), (_blk_reduce, 1.0),
                (_blk_gram, 0.5), (_blk_heads, 0.5)], None),
    "conv": ("img", [(_blk_conv, 2.0), (_blk_res, 1.5), (_blk_bottleneck, 1.0), (_blk_dwsep, 1.0)],
             [(_blk_conv, 2.0), (_blk_res, 1.0), (_blk_img_norm, 1.0), (_blk_se, 0.7), (_blk_pool, 0.7),
              (_blk_dwsep, 0.5)], _blk_img_head),
    "vmap_mlp": ("vmap_seq", [(_blk_eqx_mlp, 2.0), (_blk_eqx_dense, 1.0)],
                 [(_blk_eqx_mlp, 1.0), (_blk_norm, 1.0), (_blk_elementwise, 1.0), (_blk_eqx_dense, 1.0)],
                 _blk_eqx_head),
    "vmap_attention": ("vmap_seq", [(_blk_eqx_attention, 1.0)],
                       [(_blk_eqx_mlp, 2.0), (_blk_eqx_attention, 1.0), (_blk_norm, 0.5)], _blk_eqx_head),
    "vmap_conv": ("vmap_img", [(_blk_conv, 2.0), (_blk_res, 1.0)],
                  [(_blk_conv, 2.0), (_blk_res, 1.0), (_blk_img_norm, 1.0), (_blk_pool, 0.7),
                   (_blk_se, 0.5), (_blk_dwsep, 0.5)], _blk_img_head),
}
assert set(_FAMILY_BLOCKS) == set(FAMILIES)


@dataclasses.dataclass
class GeneratedProgram:
    """One generated program before lowering: its function, argument specs and metadata."""

    name: str
    family: str
    dtype: str
    train: bool
    blocks: tuple[str, ...]
    batch: int
    est_ms: float
    cost: dict[str, float]
    fn: Callable[..., Any]
    specs: tuple[jax.ShapeDtypeStruct, ...]

    def lower(self) -> str:
        """StableHLO text of `jax.jit(fn)` on the specs."""
        return jax.jit(self.fn).lower(*self.specs).as_text()


def _initial_state(b: _Builder, domain: str) -> Any:
    """Draws the input shape (with `b.batch`) for a domain; returns the state."""
    B = b.batch
    if domain == "rows":
        return (B, b.pick(_D + (1024,)))
    if domain == "seq":
        return (B, b.pick(_T), b.pick(_D))
    if domain == "ein":
        return (B, b.pick(_E), b.pick(_E))
    if domain == "vmap_seq":
        return (b.pick(_T), b.pick(_D))
    hw = b.pick((7, 8, 14, 16, 28, 32, 56, 64))
    c = b.pick((3, 3) + _C[:7])
    if domain == "img":
        return _Img(b.pick(("NCHW", "NCHW", "NHWC")), B, c, hw, hw)
    return _Img("CHW", 1, c, hw, hw)


def _state_shape(state: Any) -> tuple:
    return state.shape if isinstance(state, _Img) else state


def _build(family: str, dtype: Any, train: bool, seed: int, batch: int) -> tuple[_Builder, Callable, tuple]:
    """Builds the structure drawn from `seed` at `batch`; returns (builder, fn, specs)."""
    domain, primary, secondary, terminal = _FAMILY_BLOCKS[family]
    vmapped = domain.startswith("vmap")
    b = _Builder(np.random.default_rng(seed), dtype, batch, mult=batch if vmapped else 1)
    state = _initial_state(b, domain)
    x_shape = _state_shape(state)
    n_blocks = int(b.rng.integers(1, MAX_BLOCKS + 1))
    use_terminal = terminal is not None and b.chance(0.3)
    first = int(b.rng.integers(n_blocks))  # which block is drawn from the primary pool
    applies: list[Apply] = []
    for i in range(n_blocks):
        pool = primary if i == first else secondary
        blk = b.pick([p[0] for p in pool], [p[1] for p in pool])
        if isinstance(state, _Img) and (state.C < 8 or (state.H < 4 and blk is _blk_pool)):
            blk = _blk_conv  # a stem: few-channel images go through a plain conv first
        f, state = blk(b, state)
        b.blocks.append(blk.__name__.removeprefix("_blk_"))
        applies.append(f)
    if use_terminal:
        f, state = terminal(b, state)
        b.blocks.append(terminal.__name__.removeprefix("_blk_"))
        applies.append(f)
    out_shape = _state_shape(state) if not isinstance(state, _Img) or state.C > 0 else None
    if out_shape is None:  # image head: (B, classes) or (classes,)
        out_shape = (state.B, -state.C) if state.fmt != "CHW" else (-state.C,)

    def forward(x, *P):
        for f in applies:
            x = f(x, P)
        return x

    if vmapped:
        n_params = len(b.specs)
        forward = jax.vmap(forward, in_axes=(0,) + (None,) * n_params)
        x_shape = (batch, *x_shape)
        out_shape = (batch, *out_shape)
    x_spec = jax.ShapeDtypeStruct(x_shape, dtype)
    if not train:
        return b, forward, (x_spec, *b.specs)

    lr = 1e-2

    def step(x, y, *P):
        def loss_fn(P):
            out = forward(x, *P)
            return jnp.mean(jnp.square(out.astype(jnp.float32) - y.astype(jnp.float32)))

        loss, grads = jax.value_and_grad(loss_fn)(P)
        return (loss, *(p - lr * g for p, g in zip(P, grads)))

    y_spec = jax.ShapeDtypeStruct(out_shape, dtype)
    b.ew(sum(_prod(s.shape) for s in b.specs) / max(b.mult, 1) / 3.0, cheap=2.0)  # SGD update
    return b, step, (x_spec, y_spec, *b.specs)


def _batch_cap(family: str) -> int:
    domain = _FAMILY_BLOCKS[family][0]
    return _BATCH_CAP["vmap" if domain.startswith("vmap") else
                      {"rows": "rows", "seq": "seq", "ein": "seq", "img": "img"}[domain]]


def sample_program(rng: np.random.Generator, index: int) -> GeneratedProgram:
    """Draws one program (family, dtype, structure, batch) without lowering it.

    The structure is drawn first at batch 1, then the batch is set so the
    estimated runtime hits a target drawn log-uniformly from `TARGET_MS`;
    structures that cannot get into `ACCEPT_MS` are redrawn.
    """
    names = list(FAMILIES)
    family = names[int(rng.choice(len(names), p=np.array([FAMILIES[n] for n in names]) / sum(FAMILIES.values())))]
    dtype = jnp.bfloat16 if rng.random() < BF16_SHARE else jnp.float32
    train = bool(rng.random() < TRAIN_SHARE)
    cap = _batch_cap(family)
    best = None
    for _ in range(MAX_ATTEMPTS):
        seed = int(rng.integers(2**63))
        target = float(np.exp(rng.uniform(np.log(TARGET_MS[0]), np.log(TARGET_MS[1]))))
        b1, _, _ = _build(family, dtype, train, seed, 1)
        b2, _, _ = _build(family, dtype, train, seed, 2)
        per_batch = max(b2.est_ms(train) - b1.est_ms(train), 1e-9)
        fixed = max(b1.est_ms(train) - per_batch, 0.0)
        peak_cap = int(PEAK_ELEMS // max(b1.peak_elems, 1.0))
        batch = int(np.clip(round((target - fixed) / per_batch), 1, max(1, min(cap, peak_cap))))
        est = fixed + per_batch * batch
        miss = 0.0 if ACCEPT_MS[0] <= est <= ACCEPT_MS[1] else abs(math.log(est / target))
        if best is None or miss < best[0]:
            best = (miss, seed, batch)
        if miss == 0.0:
            break
    _, seed, batch = best
    b, fn, specs = _build(family, dtype, train, seed, batch)
    dt = jnp.dtype(dtype).name
    name = f"gen_{index:04d}_{family}" + ("_bf16" if dt == "bfloat16" else "") + ("_train" if train else "")
    return GeneratedProgram(name=name, family=family, dtype=dt, train=train, blocks=tuple(b.blocks),
                            batch=batch, est_ms=b.est_ms(train), cost=dict(b.cost), fn=fn, specs=specs)


def generate_program(rng: np.random.Generator, index: int) -> tuple[str, str]:
    """One random program: (name, StableHLO text). Consumes draws from `rng`."""
    prog = sample_program(rng, index)
    return prog.name, prog.lower()


def family_of(name: str) -> str:
    """The family encoded in a generated program's name (``gen_0001_vmap_mlp_bf16`` -> ``vmap_mlp``)."""
    rest = name.split("_", 2)[2] if name.startswith("gen_") else name
    for suffix in ("_train", "_bf16"):
        rest = rest.removesuffix(suffix)
    return rest


def generate_programs(count: int, out_dir: str | Path, seed: int,
                      progress: Callable[[int], None] | None = None) -> list[Path]:
    """Writes `count` programs as ``out_dir/gen_NNNN_<family>[_bf16][_train].mlir``.

    Program i (1-based) is drawn from its own generator seeded with
    ``(seed, i)``, so the same seed gives byte-identical files and any one
    program can be regenerated alone. `progress(i)` is called after each file.
    """
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for i in range(1, count + 1):
        name, text = generate_program(np.random.default_rng([seed, i]), i)
        path = out / f"{name}.mlir"
        path.write_text(text)
        paths.append(path)
        if progress is not None:
            progress(i)
    return paths


# --------------------------------------------------------------------------
# calibration
# --------------------------------------------------------------------------


def _time_text(text: str, repeats: int = 30, budget_s: float = 0.5) -> tuple[float, int]:
    """Best-of-n ms of one run of compiled `text` on random inputs, and the HLO op count.

    The minimum rather than the median: calibration runs on a shared core, and
    the question is how long the program takes, not how busy the core was."""
    import jax.extend  # noqa: F401

    from xtune.measure.mlir import xla_client
    from xtune.measure.program import Program

    backend = jax.extend.backend.get_backend()
    exe = backend.compile_and_load(text, xla_client.DeviceList(tuple(backend.devices()[:1])),
                                   xla_client.CompileOptions())
    hlo = exe.hlo_modules()[0].to_string()
    n_ops = sum(1 for line in hlo.splitlines() if " = " in line and not line.lstrip().startswith("//"))
    args = [jax.device_put(a) for a in Program.from_text(text).random_inputs()]

    def run() -> None:
        for o in exe.execute(args):
            o.block_until_ready()

    run()
    run()
    times = []
    t_end = time.perf_counter() + budget_s
    while len(times) < repeats and (len(times) < 3 or time.perf_counter() < t_end):
        t0 = time.perf_counter()
        run()
        times.append(time.perf_counter() - t0)
    return min(times) * 1e3, n_ops


def calibrate(count: int = 40, seed: int = 0, *, verbose: bool = True) -> list[dict[str, Any]]:
    """Generates `count` programs, checks each loads and has configurable nodes, times each.

    Prints one row per program (name, family, blocks, estimated and measured
    ms, HLO ops, configurable nodes) and a summary. Run pinned to one core,
    e.g. ``taskset -c 1 python -m surrogate.generate calibrate``.

    Returns:
      one dict per program: name, family, dtype, train, blocks, batch, est_ms,
      ms, ops, nodes, cost (the cost features).
    """
    from xtune.measure.program import Program
    from xtune.measure.space import ConfigSpace

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for i in range(1, count + 1):
            prog = sample_program(np.random.default_rng([seed, i]), i)
            text = prog.lower()
            (Path(tmp) / f"{prog.name}.mlir").write_text(text)
            program = Program.from_text(text, name=prog.name)
            nodes = len(ConfigSpace(program).nodes)
            ms, n_ops = _time_text(text)
            row = dict(name=prog.name, family=prog.family, dtype=prog.dtype, train=prog.train,
                       blocks=prog.blocks, batch=prog.batch, est_ms=prog.est_ms, ms=ms, ops=n_ops,
                       nodes=nodes, cost=prog.cost)
            rows.append(row)
            if verbose:
                print(f"{prog.name:34s} {prog.family:14s} {','.join(prog.blocks):44.44s} B={prog.batch:<5d} "
                      f"est {prog.est_ms:6.2f} ms {ms:7.2f} ops {n_ops:4d} nodes {nodes:3d}", flush=True)
    if verbose:
        print(summarize(rows))
    return rows


def summarize(rows: Sequence[dict[str, Any]], band_ms: tuple[float, float] = (1.0, 50.0)) -> str:
    ms = np.array([r["ms"] for r in rows])
    inside = int(np.sum((ms >= band_ms[0]) & (ms <= band_ms[1])))
    ratio = np.array([r["ms"] / r["est_ms"] for r in rows])
    lines = [f"{inside}/{len(rows)} within {band_ms[0]:g}-{band_ms[1]:g} ms; "
             f"min {ms.min():.2f} median {np.median(ms):.2f} max {ms.max():.2f} ms; "
             f"measured/estimated median {np.median(ratio):.2f} "
             f"(10-90%: {np.percentile(ratio, 10):.2f}-{np.percentile(ratio, 90):.2f})"]
    for fam in sorted({r["family"] for r in rows}):
        sel = [r for r in rows if r["family"] == fam]
        m = [r["ms"] for r in sel]
        lines.append(f"  {fam:14s} n={len(sel):3d} median {np.median(m):6.2f} ms  "
                     f"range {min(m):6.2f}-{max(m):6.2f}  bf16 {sum(r['dtype'] == 'bfloat16' for r in sel)} "
                     f"train {sum(r['train'] for r in sel)}")
    return "\n".join(lines)


def fit_cost_model(rows: Sequence[dict[str, Any]]) -> dict[str, dict[str, float]]:
    """Non-negative least squares of measured ms on the cost features, per dtype,
    weighted so every program counts by its relative error (rows / ms)."""
    from scipy.optimize import nnls

    out = {}
    for dt in ("float32", "bfloat16"):
        sel = [r for r in rows if r["dtype"] == dt]
        if len(sel) < len(COST_FEATURES):
            continue
        A = np.array([[r["cost"][k] * (3.0 if r["train"] else 1.0) for k in COST_FEATURES] for r in sel])
        y = np.array([r["ms"] for r in sel])
        scale = A.max(axis=0) + 1e-30
        coef, _ = nnls(A / scale / y[:, None], np.ones(len(y)))
        out[dt] = {k: float(c / s) for k, c, s in zip(COST_FEATURES, coef, scale)}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Generate random JAX programs as StableHLO text.")
    sub = parser.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("generate", help="write programs to a folder")
    g.add_argument("--count", type=int, default=150)
    g.add_argument("--out", type=Path, required=True)
    g.add_argument("--seed", type=int, default=0)
    c = sub.add_parser("calibrate", help="generate, compile and time programs (pin to one core)")
    c.add_argument("--count", type=int, default=40)
    c.add_argument("--seed", type=int, default=0)
    c.add_argument("--fit", action="store_true", help="also print a refitted cost model")
    opts = parser.parse_args(argv)
    if opts.cmd == "generate":
        t0 = time.perf_counter()
        paths = generate_programs(opts.count, opts.out, opts.seed,
                                  progress=lambda i: print(f"\r{i}/{opts.count}", end="", file=sys.stderr))
        print(f"\nwrote {len(paths)} programs to {opts.out} in {time.perf_counter() - t0:.1f} s")
        return 0
    rows = calibrate(opts.count, opts.seed)
    if opts.fit:
        for dt, coefs in fit_cost_model(rows).items():
            print(dt, {k: f"{v:.3g}" for k, v in coefs.items()})
    return 0


if __name__ == "__main__":
    sys.exit(main())
