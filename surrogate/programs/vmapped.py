"""Equinox-style per-example blocks: x of shape (T, D), `jax.vmap`-ed over a batch.

``W @ x`` with W stored (out, in) as `equinox.nn.Linear` does, applied per
token by a vmap, a transpose or an einsum; attention with its heads vmapped
over axis 1 -- the code on which XLA's default layouts are known to leave
transposes behind. The families ``vmap_mlp`` and ``vmap_attention`` draw
from them, ``vmap_conv`` from the image blocks on CHW images; the batch vmap
itself is added when the program is assembled.
"""

from __future__ import annotations

import math

import jax
import jax.numpy as jnp

from xtune.surrogate.programs.builder import Apply, Builder, activation, causal_mask, last_axis_norm, softmax
from xtune.surrogate.programs.sequence import WIDTHS


def _eqx_linear(b: Builder, T: int, din: int, dout: int, style: str | None = None) -> Apply:
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


def eqx_mlp(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """equinox.nn.MLP per example: 1-2 hidden layers of equinox Linears, a residual."""
    T, D = s
    hidden = D * b.pick((1, 2, 4))
    depth = b.pick((1, 2, 2))
    style = b.pick(("vmap_tokens", "matT", "einsum"))
    norm = last_axis_norm(b, T * D, D, "layer") if b.chance(0.5) else None
    dims = [D] + [hidden] * depth + [D]
    lins = [_eqx_linear(b, T, i, o, style) for i, o in zip(dims[:-1], dims[1:])]
    acts = [activation(b, T * hidden, ("gelu", "relu", "tanh", "silu")) for _ in range(depth)]
    b.ew(T * D)

    def f(x, P):
        h = norm(x, P) if norm else x
        for lin, act in zip(lins[:-1], acts):
            h = act(lin(h, P))
        return x + lins[-1](h, P)

    return f, s


def eqx_dense(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """One equinox Linear to a new width, then an activation."""
    T, D = s
    dout = b.pick([v for v in WIDTHS if D // 2 <= v <= 2 * D])
    lin = _eqx_linear(b, T, D, dout)
    act = activation(b, T * dout)
    return (lambda x, P: act(lin(x, P))), (T, dout)


def eqx_attention(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """equinox.nn.MultiheadAttention: per-token projections, heads vmapped on axis 1."""
    T, D = s
    hd = b.pick([h for h in (16, 32, 64) if D % h == 0] or [D])
    H = D // hd
    causal = b.chance(0.4)
    style = b.pick(("vmap_tokens", "vmap_tokens", "matT", "einsum"))
    heads_style = b.pick(("vmap_heads", "vmap_heads", "einsum"))
    norm = last_axis_norm(b, T * D, D, "layer") if b.chance(0.7) else None
    lq, lk, lv = (_eqx_linear(b, T, D, D, style) for _ in range(3))
    lo = _eqx_linear(b, T, D, D, style)
    sm = softmax(b, H * T * T)
    b.dot(H * T, hd, T)
    b.dot(H * T, T, hd)
    b.ew(T * D, move=2.0, cheap=1.0)
    sc = 1.0 / math.sqrt(hd)

    def dpa(q, k, v):  # (T, hd) each
        lg = (q @ k.T) * sc
        if causal:
            lg = causal_mask(lg)
        return sm(lg) @ v

    def f(x, P):
        h = norm(x, P) if norm else x
        q, k, v = (l(h, P).reshape(T, H, hd) for l in (lq, lk, lv))
        if heads_style == "vmap_heads":
            o = jax.vmap(dpa, in_axes=1, out_axes=1)(q, k, v)
        else:
            lg = jnp.einsum("shd,Shd->hsS", q, k) * sc
            if causal:
                lg = causal_mask(lg)
            o = jnp.einsum("hsS,Shd->shd", sm(lg), v)
        return x + lo(o.reshape(T, D), P)

    return f, s


def eqx_head(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """Terminal: mean over tokens, then `W @ x` to the classes."""
    T, D = s
    classes = b.pick((10, 100, 1000))
    w = b.param(classes, D)
    b.ew(T * D, cheap=0.0, red=1.0)
    b.dot(1, D, classes)
    return (lambda x, P: P[w] @ jnp.mean(x, axis=0)), (classes,)

