"""Sequence and row blocks: x of shape (..., D), mostly (B, T, D).

Dense layers and MLPs, norms, elementwise chains and reductions, multi-head
attention (heads by reshape+transpose or einsums, causal, GQA/MQA, fused qkv,
cross attention), MLP-Mixer token mixing, per-head projections, patch
merging/splitting, and a pooling classifier head. The families ``mlp``,
``attention``, ``mixer`` and ``norm_reduce`` draw from them.
"""

from __future__ import annotations

import math

import jax
import jax.numpy as jnp
from jax import lax

from xtune.surrogate.programs.builder import (
    Apply,
    Builder,
    activation,
    causal_mask,
    last_axis_norm,
    linear,
    prod,
    softmax,
)

# model widths D and sequence lengths T that blocks draw from
WIDTHS = (32, 48, 64, 96, 128, 192, 256, 384, 512, 768)
SEQ_LENS = (16, 32, 49, 64, 96, 128, 196, 256, 384, 512)


def dense(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """A dense layer to a new width, then an activation."""
    d = s[-1]
    dout = b.pick([v for v in WIDTHS if v <= 4 * d and v >= d // 4])
    lin = linear(b, prod(s[:-1]), d, dout)
    act = activation(b, prod(s[:-1]) * dout)
    return (lambda x, P: act(lin(x, P))), (*s[:-1], dout)


def mlp(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """A transformer MLP (maybe pre-norm, maybe gated) with a residual."""
    d, rows = s[-1], prod(s[:-1])
    hidden = d * b.pick((2, 3, 4))
    pre_norm = last_axis_norm(b, rows * d, d) if b.chance(0.6) else None
    glu = b.chance(0.3)
    l1 = linear(b, rows, d, hidden)
    lg = linear(b, rows, d, hidden) if glu else None
    act = activation(b, rows * hidden)
    if glu:
        b.ew(rows * hidden)
    l2 = linear(b, rows, hidden, d)
    b.ew(rows * d)

    def f(x, P):
        h = pre_norm(x, P) if pre_norm else x
        u = act(l1(h, P))
        if lg is not None:
            u = u * lg(h, P)
        return x + l2(u, P)

    return f, s


def norm(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """Layer or RMS norm over the last axis."""
    return last_axis_norm(b, prod(s), s[-1]), s


def elementwise(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """A chain of 1-3 activations, maybe a gain, maybe a residual."""
    n = prod(s)
    acts = [activation(b, n) for _ in range(int(b.rng.integers(1, 4)))]
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


def reduce(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """Reductions over various axes, broadcast back onto x."""
    n, rank = prod(s), len(s)
    kinds = ["center_max", "l2_axis", "logsumexp", "softmax_axis", "sum_scale"]
    if rank == 3:
        kinds += ["se_gate", "batch_stats"]
    kind = b.pick(kinds)
    axis = int(b.rng.integers(rank)) if kind in ("l2_axis", "logsumexp", "softmax_axis", "sum_scale") else -1
    if kind == "se_gate":
        d = s[-1]
        r = max(8, d // b.pick((2, 4, 8)))
        l1 = linear(b, s[0], d, r, bias=True)
        l2 = linear(b, s[0], r, d, bias=True)
        b.ew(n, cheap=2.0, red=1.0)

        def f(x, P):
            g = jnp.mean(x, axis=1)
            g = jax.nn.sigmoid(l2(jax.nn.relu(l1(g, P)), P))
            return x * g[:, None, :]

        return f, s
    if kind == "softmax_axis":
        sm = softmax(b, n, axis)
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


def attention(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """Multi-head attention (heads by transposes or einsums; causal, GQA/MQA, fused qkv or cross)."""
    B, T, D = s
    hd = b.pick([h for h in (16, 32, 64, 128) if D % h == 0 and D // h <= 16] or [D])
    H = D // hd
    kv_opts = [H] + [H // g for g in (2, 4, 8) if H % g == 0]
    KV = b.pick(kv_opts, [3.0] + [1.0] * (len(kv_opts) - 1))
    G = H // KV
    causal = b.chance(0.5)
    cross = b.chance(0.15)
    S = b.pick(SEQ_LENS) if cross else T
    style = b.pick(("transpose", "transpose", "einsum"))
    gqa_style = b.pick(("grouped", "repeat")) if G > 1 else "none"
    fused = (not cross) and b.chance(0.3)
    pre_norm = last_axis_norm(b, B * T * D, D) if b.chance(0.7) else None
    mem = b.param(B, S, D) if cross else None
    if fused:
        lqkv = linear(b, B * T, D, (H + 2 * KV) * hd)
    else:
        lq = linear(b, B * T, D, H * hd)
        lk = linear(b, B * S, D, KV * hd)
        lv = linear(b, B * S, D, KV * hd)
    lo = linear(b, B * T, H * hd, D)
    sm = softmax(b, B * H * T * S)
    b.dot(B * H * T, hd, S)
    b.dot(B * H * T, S, hd)
    b.ew(B * H * T * S, cheap=1.0 + causal)
    b.ew(B * T * D, move=2.0 + (style == "transpose") * 2.0, cheap=1.0)
    scale = 1.0 / math.sqrt(hd)

    def f(x, P):
        h = pre_norm(x, P) if pre_norm else x
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
                sc = causal_mask(sc)
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
                sc = causal_mask(sc)
            p = sm(sc)
            if style == "transpose":
                o = jnp.einsum("bhqk,bhkd->bhqd", p, v).transpose(0, 2, 1, 3)
            else:
                o = jnp.einsum("bhqk,bkhd->bqhd", p, v)
        return x + lo(o.reshape(B, T, H * hd), P)

    return f, s


def token_mix(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """MLP-Mixer token mixing: transposes feeding dots over the T axis."""
    B, T, D = s
    Tm = b.pick([t for t in (T // 2, T, 2 * T) if 8 <= t <= 1024])
    style = b.pick(("transpose", "swapaxes_matmul", "einsum"))
    pre_norm = last_axis_norm(b, B * T * D, D) if b.chance(0.7) else None
    w1, w2 = b.param(T, Tm), b.param(Tm, T)
    b.dot(B * D, T, Tm)
    b.dot(B * D, Tm, T)
    act = activation(b, B * D * Tm)
    b.ew(B * T * D, move=0.0 if style == "einsum" else 2.0, cheap=3.0)
    s1, s2 = 1.0 / math.sqrt(T), 1.0 / math.sqrt(Tm)

    def f(x, P):
        h = pre_norm(x, P) if pre_norm else x
        if style == "einsum":
            u = act(jnp.einsum("btd,ts->bsd", h, P[w1]) * s1)
            return x + jnp.einsum("bsd,st->btd", u, P[w2]) * s2
        ht = h.transpose(0, 2, 1) if style == "transpose" else jnp.swapaxes(h, 1, 2)
        u = act(ht @ P[w1] * s1) @ P[w2] * s2
        return x + u.transpose(0, 2, 1)

    return f, s


def head_mix(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """Per-head projections: (B,T,D) -> (B,T,H,dh) [-> (B,H,T,dh)] -> dot -> back."""
    B, T, D = s
    H = b.pick([h for h in (2, 4, 8, 12, 16) if D % h == 0 and D // h >= 4] or [1])
    dh = D // H
    dh2 = b.pick([v for v in (dh // 2, dh, 2 * dh) if v >= 4])
    style = b.pick(("einsum", "transpose_matmul"))
    w = b.param(H, dh, dh2)
    b.dot(B * T * H, dh, dh2)
    act = activation(b, B * T * H * dh2)
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


def patch(b: Builder, s: tuple) -> tuple[Apply, tuple]:
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
    dout = b.pick([v for v in WIDTHS if D // 2 <= v <= 2 * D])
    lin = linear(b, B * T2, D2, dout)
    b.ew(B * T * D, move=1.0)

    def f(x, P):
        return lin(x.reshape(B, T2, D2), P)

    return f, (B, T2, dout)


def seq_head(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """Terminal: pool over T (mean or max) and classify."""
    classes = b.pick((10, 100, 1000))
    pool = b.pick(("mean", "max", "first"))
    d = s[-1]
    if len(s) == 3:
        b.ew(prod(s), cheap=0.0, red=1.0)
    lin = linear(b, s[0], d, classes)

    def f(x, P):
        if x.ndim == 3:
            x = {"mean": lambda v: jnp.mean(v, axis=1), "max": lambda v: jnp.max(v, axis=1),
                 "first": lambda v: v[:, 0, :]}[pool](x)
        return lin(x, P)

    return f, (s[0], classes)

