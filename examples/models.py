"""Small, fixed-shape JAX programs used as layout-tuning benchmarks.

Every public program function here takes no arguments and returns
``(fn, example_args)``: a pure JAX function and a tuple of float32 NumPy
arrays to call it with.  All weights are function arguments (never closed-over
constants), so ``jax.jit(fn).lower(*example_args).as_text()`` stays small.
Each function is usable as a ``"examples.models:<name>"`` spec, and
:data:`PROGRAMS` maps file names to them.

All programs run in roughly 1-50 ms on a 2-core CPU.
"""

from __future__ import annotations

from typing import Any, Callable

import jax
import jax.numpy as jnp
import numpy as np

Program = tuple[Callable[..., Any], tuple[np.ndarray, ...]]

_SEED = 0


# --------------------------------------------------------------------------
# helpers
# --------------------------------------------------------------------------


def _rng() -> np.random.Generator:
    return np.random.default_rng(_SEED)


def _normal(rng: np.random.Generator, shape: tuple[int, ...], scale: float = 1.0) -> np.ndarray:
    return (rng.standard_normal(shape) * scale).astype(np.float32)


def _weight(rng: np.random.Generator, shape: tuple[int, ...], fan_in: int) -> np.ndarray:
    return _normal(rng, shape, 1.0 / np.sqrt(fan_in))


def _layer_norm(x: jax.Array, gamma: jax.Array, beta: jax.Array, eps: float = 1e-5) -> jax.Array:
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.var(x, axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + eps) * gamma + beta


def _mha(
    x: jax.Array,
    wq: jax.Array,
    wk: jax.Array,
    wv: jax.Array,
    wo: jax.Array,
    heads: int,
    causal: bool = False,
) -> jax.Array:
    """Multi-head self-attention on ``x`` of shape (B, T, D); weights (D, D)."""
    b, t, d = x.shape
    hd = d // heads

    def split(y: jax.Array) -> jax.Array:  # (B, T, D) -> (B, H, T, hd)
        return y.reshape(b, t, heads, hd).transpose(0, 2, 1, 3)

    q, k, v = split(x @ wq), split(x @ wk), split(x @ wv)
    s = jnp.einsum("bhqd,bhkd->bhqk", q, k) / np.float32(np.sqrt(hd))
    if causal:
        mask = jnp.tril(jnp.ones((t, t), dtype=bool))
        s = jnp.where(mask, s, np.float32(-1e30))
    p = jax.nn.softmax(s, axis=-1)
    o = jnp.einsum("bhqk,bhkd->bhqd", p, v)
    o = o.transpose(0, 2, 1, 3).reshape(b, t, d)
    return o @ wo


def _conv_nchw(x: jax.Array, w: jax.Array) -> jax.Array:
    """3x3 'SAME' convolution, x NCHW, w OIHW."""
    return jax.lax.conv_general_dilated(
        x, w, window_strides=(1, 1), padding="SAME",
        dimension_numbers=("NCHW", "OIHW", "NCHW"),
    )


# --------------------------------------------------------------------------
# programs
# --------------------------------------------------------------------------


def mlp() -> Program:
    """3-layer GELU MLP, batch 256, 512 -> 1024 -> 1024 -> 256, f32.

    The plain dense baseline: three chained matmuls with bias + GELU.  Its
    layouts are already the obvious ones, so a tuner should find little to
    gain here; it guards against regressions.
    """
    rng = _rng()
    sizes = (512, 1024, 1024, 256)
    x = _normal(rng, (256, sizes[0]))
    params: list[np.ndarray] = []
    for din, dout in zip(sizes[:-1], sizes[1:]):
        params += [_weight(rng, (din, dout), din), np.zeros((dout,), np.float32)]

    def fn(x, w1, b1, w2, b2, w3, b3):
        h = jax.nn.gelu(x @ w1 + b1)
        h = jax.nn.gelu(h @ w2 + b2)
        return h @ w3 + b3

    return fn, (x, *params)


def attention() -> Program:
    """One multi-head self-attention block, x (8, 512, 64), 4 heads of 16, f32.

    Heads are split and merged with reshapes/transposes around batched
    matmuls and a softmax: the classic place where the layout of the
    (B, H, T, hd) intermediates decides whether transposes are materialised.
    Returns ``x + attn(x)``.
    """
    rng = _rng()
    b, t, d = 8, 512, 64
    x = _normal(rng, (b, t, d))
    ws = tuple(_weight(rng, (d, d), d) for _ in range(4))

    def fn(x, wq, wk, wv, wo):
        return x + _mha(x, wq, wk, wv, wo, heads=4)

    return fn, (x, *ws)


def vmapped_mlp() -> Program:
    """Equinox-style per-example MLP, ``jax.vmap``-ed over a batch of 64.

    The per-example code sees x of shape (64 tokens, 128 features) and
    weights stored (out, in) as ``equinox.nn.Linear`` does, so it computes
    ``W @ x.T`` and transposes back.  After vmap this leaves transposes
    around batched dot_generals that a better layout choice can remove.
    """
    rng = _rng()
    batch, tokens, d, hidden = 64, 64, 128, 256
    x = _normal(rng, (batch, tokens, d))
    w1 = _weight(rng, (hidden, d), d)       # (out, in)
    b1 = np.zeros((hidden,), np.float32)
    w2 = _weight(rng, (d, hidden), hidden)  # (out, in)
    b2 = np.zeros((d,), np.float32)

    def per_example(x_i, w1, b1, w2, b2):
        h = jnp.dot(w1, x_i.T) + b1[:, None]       # (hidden, tokens)
        h = jax.nn.gelu(h)
        y = jnp.dot(w2, h) + b2[:, None]           # (d, tokens)
        return x_i + y.T                           # (tokens, d)

    fn = jax.vmap(per_example, in_axes=(0, None, None, None, None))
    return fn, (x, w1, b1, w2, b2)


def vmapped_conv() -> Program:
    """Per-example two-conv stack on a CHW image, ``jax.vmap``-ed over 16.

    Each example (16, 32, 32) is given a unit batch dim and run through two
    3x3 NCHW/OIHW convolutions (16 -> 32 -> 32 channels) with ReLU.  vmap
    folds its batch dim into the conv's N dim, leaving reshapes around each
    conv, and NCHW itself is rarely the fastest CPU layout.
    """
    rng = _rng()
    batch, c, hw, c1 = 16, 16, 32, 32
    x = _normal(rng, (batch, c, hw, hw))
    w1 = _weight(rng, (c1, c, 3, 3), c * 9)
    w2 = _weight(rng, (c1, c1, 3, 3), c1 * 9)

    def per_example(x_i, w1, w2):
        h = jax.nn.relu(_conv_nchw(x_i[None], w1))
        h = jax.nn.relu(_conv_nchw(h, w2))
        return h[0]

    fn = jax.vmap(per_example, in_axes=(0, None, None))
    return fn, (x, w1, w2)


def resnet_block() -> Program:
    """ResNet basic block in NCHW: conv-norm-relu-conv-norm, +x, relu.

    Batch 8, 64 channels, 28x28, inference-mode batch norm folded to
    per-channel scale/shift arguments.  A conv-heavy program whose
    activation layout (NCHW vs NHWC-like) matters a lot on CPU.
    """
    rng = _rng()
    b, c, hw = 8, 64, 28
    x = _normal(rng, (b, c, hw, hw))
    w1 = _weight(rng, (c, c, 3, 3), c * 9)
    w2 = _weight(rng, (c, c, 3, 3), c * 9)
    s1, s2 = (1.0 + _normal(rng, (c,), 0.1) for _ in range(2))
    t1, t2 = (_normal(rng, (c,), 0.1) for _ in range(2))

    def norm(y, scale, shift):
        return y * scale[None, :, None, None] + shift[None, :, None, None]

    def fn(x, w1, s1, t1, w2, s2, t2):
        h = jax.nn.relu(norm(_conv_nchw(x, w1), s1, t1))
        h = norm(_conv_nchw(h, w2), s2, t2)
        return jax.nn.relu(h + x)

    return fn, (x, w1, s1, t1, w2, s2, t2)


_LAYER_PARAM_NAMES = ("ln1_g", "ln1_b", "wq", "wk", "wv", "wo",
                      "ln2_g", "ln2_b", "w1", "b1", "w2", "b2")


def _layer_params(rng: np.random.Generator, d: int, hidden: int) -> tuple[np.ndarray, ...]:
    """Pre-LN transformer layer parameters, in ``_LAYER_PARAM_NAMES`` order."""
    ones, zeros = np.ones((d,), np.float32), np.zeros((d,), np.float32)
    return (
        ones, zeros,
        *(_weight(rng, (d, d), d) for _ in range(4)),
        ones.copy(), zeros.copy(),
        _weight(rng, (d, hidden), d), np.zeros((hidden,), np.float32),
        _weight(rng, (hidden, d), hidden), zeros.copy(),
    )


def _layer_deltas(x: jax.Array, p: tuple[jax.Array, ...], heads: int,
                  causal: bool) -> jax.Array:
    """Pre-LN transformer layer; returns ``layer(x) - x`` (the residual update)."""
    ln1_g, ln1_b, wq, wk, wv, wo, ln2_g, ln2_b, w1, b1, w2, b2 = p
    a = _mha(_layer_norm(x, ln1_g, ln1_b), wq, wk, wv, wo, heads, causal)
    h = x + a
    m = jax.nn.gelu(_layer_norm(h, ln2_g, ln2_b) @ w1 + b1) @ w2 + b2
    return a + m


def transformer_train_step() -> Program:
    """One SGD training step of a pre-LN transformer layer (B=4, T=128, D=128).

    Forward (layernorm, 4-head causal attention, GELU MLP), an MSE loss
    against a target, ``jax.grad`` w.r.t. all 12 parameter arrays and an
    SGD update.  Returns ``(loss, *new_params)``.  The backward pass is full
    of transposed dot_generals, where operand layouts decide copy costs.
    """
    rng = _rng()
    b, t, d, heads, lr = 4, 128, 128, 4, 1e-2
    x = _normal(rng, (b, t, d))
    y = _normal(rng, (b, t, d))
    params = _layer_params(rng, d, 4 * d)

    def loss_fn(p, x, y):
        out = x + _layer_deltas(x, p, heads, causal=True)
        return jnp.mean((out - y) ** 2)

    def fn(x, y, *p):
        loss, grads = jax.value_and_grad(loss_fn)(p, x, y)
        new_p = tuple(w - np.float32(lr) * g for w, g in zip(p, grads))
        return (loss, *new_p)

    return fn, (x, y, *params)


def mod_block() -> Program:
    """Mixture-of-Depths transformer block (B=16, T=512, D=128, capacity 12.5%).

    A linear router (D -> 1) scores every token; ``lax.top_k`` picks
    k = T/8 = 64 tokens per sequence (re-sorted into time order so the causal
    mask stays meaningful), they are gathered, run through attention + MLP,
    scaled by ``sigmoid(router score)`` and scatter-added back onto the
    residual stream.  Exercises top_k / sort / gather / scatter next to
    dense compute.  (B is 16 rather than 4 so that it takes over 1 ms.)
    """
    rng = _rng()
    b, t, d, heads = 16, 512, 128, 4
    k = t // 8
    x = _normal(rng, (b, t, d))
    w_router = _weight(rng, (d,), d)
    params = _layer_params(rng, d, 4 * d)

    def fn(x, w_router, *p):
        scores = x @ w_router                                  # (B, T)
        _, idx = jax.lax.top_k(scores, k)                      # (B, k)
        idx = jnp.sort(idx, axis=-1)                           # time order
        gate = jax.nn.sigmoid(jnp.take_along_axis(scores, idx, axis=1))
        sel = jnp.take_along_axis(x, idx[:, :, None], axis=1)  # (B, k, D)
        delta = _layer_deltas(sel, p, heads, causal=True) * gate[:, :, None]
        rows = jnp.arange(b)[:, None]
        return x.at[rows, idx].add(delta)

    return fn, (x, w_router, *params)


PROGRAMS: dict[str, Callable[[], Program]] = {
    "mlp": mlp,
    "attention": attention,
    "vmapped_mlp": vmapped_mlp,
    "vmapped_conv": vmapped_conv,
    "resnet_block": resnet_block,
    "transformer_train_step": transformer_train_step,
    "mod_block": mod_block,
}
"""Program name (= ``.mlir`` file stem) -> function returning ``(fn, args)``."""
