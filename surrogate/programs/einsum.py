"""Einsum blocks: batched contractions on x of shape (B, I, J).

'bij,bjk->bik' against a second activation or a weight in either
orientation, permuted outputs, contractions over the leading axis,
transposes feeding dots, Gram matrices and heads split for
'bhqd,bhkd->bhqk'. The ``einsum`` family draws from them (and from a few
sequence blocks).
"""

from __future__ import annotations

import math

import jax.numpy as jnp

from xtune.surrogate.programs.builder import Apply, Builder, activation, prod, softmax

# sizes of the I, J and contracted K axes
EINSUM_DIMS = (16, 24, 32, 48, 64, 96, 128, 192, 256, 384)


def bmm(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """One batched contraction of a kind drawn from six (see the module), then maybe an activation."""
    B, I, J = s
    K = b.pick(EINSUM_DIMS)
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
        act = activation(b, prod(out))
    b.ew(prod(out))

    def f(x, P):
        y = g(x, P) * sc
        return act(y) if act else y

    return f, out


def gram(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """Self-similarity: 'bij,bkj->bik', normalise, then back onto x."""
    B, I, J = s
    sm = softmax(b, B * I * I) if b.chance(0.7) else None
    act = None if sm else activation(b, B * I * I, ("tanh", "relu", "sigmoid"))
    b.dot(B * I, J, I)
    b.dot(B * I, I, J)
    b.ew(B * I * J, cheap=2.0)
    sc = 1.0 / math.sqrt(J)

    def f(x, P):
        g = jnp.einsum("bij,bkj->bik", x, x) * sc
        g = sm(g) if sm else act(g) * (1.0 / I)
        return x + jnp.einsum("bik,bkj->bij", g, x)

    return f, s


def heads(b: Builder, s: tuple) -> tuple[Apply, tuple]:
    """Split J into heads by reshape+transpose and run 'bhqd,bhkd->bhqk'."""
    B, I, J = s
    H = b.pick([h for h in (2, 4, 8) if J % h == 0 and J // h >= 4] or [1])
    hd = J // H
    sm = softmax(b, B * H * I * I)
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

