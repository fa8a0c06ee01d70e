"""Programs with control flow and transformations, from real JAX libraries and idioms:
the corpus every xtune command must get through (`examples/corpus/`, tests/test_corpus.py).

Each builder takes a `scale` (1: the tiny shapes the tests use; larger for the
`bench/graph_mapping.py` sweep) and returns `(fn, example_args)` with seeded random
weights; nothing is downloaded. diffrax and equinox come with `pip install
'.[corpus]'`; the committed `.mlir` files need neither.

    diffrax_tsit5        diffrax.diffeqsolve, Tsit5, constant step, an equinox MLP field
    diffrax_tsit5_grad   its gradient (reverse-mode through the solver's while loops)
    diffrax_dopri5_pid   Dopri5 with an adaptive PID step-size controller (data-dependent loop)
    scan_while_cond      lax.scan over steps, a while_loop and a cond inside each
    switch_checkpoint    lax.switch over three branches, jax.checkpoint'ed, with its gradient
    custom_vjp_softmax   a custom_vjp attention softmax and the gradient through it
    vmap_fori            vmap of a fori_loop whose body transposes and multiplies
    pytree_bf16_scan     a scan over a dict state in bfloat16 (a tiny RNN)
    equinox_mlp_vmapped  an equinox MLP vmapped over a batch, and its loss gradient
    flax_block_grad      a flax.linen transformer block's training gradient
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np

Program = tuple[Callable[..., Any], tuple[Any, ...]]


def _normal(rng: np.random.Generator, *shape: int, scale: float = 1.0) -> np.ndarray:
    return (rng.standard_normal(shape) * scale).astype(np.float32)


def _field(scale: int):
    import equinox as eqx

    width = 8 * scale
    mlp = eqx.nn.MLP(width, width, 16 * scale, 2, activation=jnp.tanh, key=jax.random.key(0))
    params, static = eqx.partition(mlp, eqx.is_array)
    return params, static


def _solve(params, static, y0, solver: str):
    import diffrax
    import equinox as eqx

    mlp = eqx.combine(params, static)

    def vector_field(t, y, args):
        return jax.vmap(mlp)(y) - y

    if solver == "tsit5":
        solver_, controller, dt0 = diffrax.Tsit5(), diffrax.ConstantStepSize(), 0.1
    else:
        solver_, controller, dt0 = diffrax.Dopri5(), diffrax.PIDController(rtol=1e-3, atol=1e-5), 0.05
    sol = diffrax.diffeqsolve(diffrax.ODETerm(vector_field), solver_, t0=0.0, t1=1.0, dt0=dt0, y0=y0,
                              stepsize_controller=controller, saveat=diffrax.SaveAt(t1=True), max_steps=64)
    return sol.ys[0]


def diffrax_tsit5(scale: int = 1) -> Program:
    params, static = _field(scale)
    y0 = _normal(np.random.default_rng(0), 16 * scale, 8 * scale)
    return (lambda p, y: _solve(p, static, y, "tsit5")), (params, y0)


def diffrax_tsit5_grad(scale: int = 1) -> Program:
    params, static = _field(scale)
    y0 = _normal(np.random.default_rng(1), 16 * scale, 8 * scale)
    return jax.grad(lambda p, y: (_solve(p, static, y, "tsit5") ** 2).sum(), argnums=(0, 1)), (params, y0)


def diffrax_dopri5_pid(scale: int = 1) -> Program:
    params, static = _field(scale)
    y0 = _normal(np.random.default_rng(2), 16 * scale, 8 * scale)
    return (lambda p, y: _solve(p, static, y, "dopri5")), (params, y0)


def scan_while_cond(scale: int = 1) -> Program:
    rng = np.random.default_rng(3)
    d = 16 * scale
    w, u, x = _normal(rng, d, d, scale=d ** -0.5), _normal(rng, d, d, scale=d ** -0.5), _normal(rng, 8 * scale, d)

    def fn(w, u, x):
        def step(h, _):
            def refine(carry):
                i, v = carry
                return i + 1, v @ (jnp.tanh(v @ w).T @ v) / d

            _, h2 = jax.lax.while_loop(lambda c: c[0] < 2, refine, (0, h @ u.T))
            h3 = jax.lax.cond(h2.sum() > 0, lambda a: a @ w, lambda a: a @ (a.T @ a) / d, h2)
            return h3, h3.mean()

        h, ys = jax.lax.scan(step, x, None, length=3)
        return h, ys

    return fn, (w, u, x)


def switch_checkpoint(scale: int = 1) -> Program:
    rng = np.random.default_rng(4)
    d = 16 * scale
    ws, x = _normal(rng, 3, d, d, scale=d ** -0.5), _normal(rng, 8 * scale, d)
    index = np.int32(1)

    def loss(ws, x, index):
        @jax.checkpoint
        def body(x):
            branches = [lambda v: jnp.tanh(v @ ws[0]), lambda v: (v @ ws[1]).T.T * 2.0,
                        lambda v: jnp.einsum("bd,de->be", v, ws[2].T)]
            return jax.lax.switch(index, branches, x)

        return (body(body(x)) ** 2).sum()

    return jax.grad(loss, argnums=(0, 1)), (ws, x, index)


def custom_vjp_softmax(scale: int = 1) -> Program:
    rng = np.random.default_rng(5)
    t, d = 16 * scale, 8 * scale
    q, k, v = (_normal(rng, t, d) for _ in range(3))

    @jax.custom_vjp
    def softmax(s):
        e = jnp.exp(s - s.max(axis=-1, keepdims=True))
        return e / e.sum(axis=-1, keepdims=True)

    def fwd(s):
        p = softmax(s)
        return p, p

    def bwd(p, g):
        return ((g - (g * p).sum(axis=-1, keepdims=True)) * p,)

    softmax.defvjp(fwd, bwd)

    def loss(q, k, v):
        return (softmax(q @ k.T / d ** 0.5) @ v).sum()

    return jax.value_and_grad(loss, argnums=(0, 1, 2)), (q, k, v)


def vmap_fori(scale: int = 1) -> Program:
    rng = np.random.default_rng(6)
    d = 8 * scale
    w, xs = _normal(rng, d, d, scale=d ** -0.5), _normal(rng, 4 * scale, d, 2 * d)

    def one(w, x):
        return jax.lax.fori_loop(0, 3, lambda i, a: jnp.tanh(w @ a).T.reshape(a.shape[1], -1).T, x)

    return jax.vmap(one, in_axes=(None, 0)), (w, xs)


def pytree_bf16_scan(scale: int = 1) -> Program:
    rng = np.random.default_rng(7)
    d = 16 * scale
    params = {"wx": _normal(rng, d, d, scale=d ** -0.5).astype(jnp.bfloat16),
              "wh": _normal(rng, d, d, scale=d ** -0.5).astype(jnp.bfloat16)}
    xs = _normal(rng, 6, 4 * scale, d).astype(jnp.bfloat16)

    def rnn(params, xs):
        def step(state, x):
            h = jnp.tanh(x @ params["wx"] + state["h"] @ params["wh"])
            return {"h": h, "c": state["c"] + h.T @ h}, h.sum(axis=-1)

        state = {"h": jnp.zeros(xs.shape[1:], xs.dtype), "c": jnp.zeros((d, d), xs.dtype)}
        return jax.lax.scan(step, state, xs)

    return rnn, (params, xs)


def equinox_mlp_vmapped(scale: int = 1) -> Program:
    params, static = _field(scale)
    import equinox as eqx

    x = _normal(np.random.default_rng(8), 16 * scale, 8 * scale)

    def loss(p, x):
        return (jax.vmap(eqx.combine(p, static))(x) ** 2).mean()

    return jax.value_and_grad(loss), (params, x)


def flax_block_grad(scale: int = 1) -> Program:
    import flax.linen as nn

    class Block(nn.Module):
        @nn.compact
        def __call__(self, x):
            h = nn.LayerNorm()(x)
            x = x + nn.MultiHeadDotProductAttention(num_heads=2)(h, h)
            return x + nn.Dense(x.shape[-1])(nn.gelu(nn.Dense(2 * x.shape[-1])(nn.LayerNorm()(x))))

    x = _normal(np.random.default_rng(9), 2, 8 * scale, 16)
    block = Block()
    params = block.init(jax.random.key(0), x)
    return jax.grad(lambda p, x: (block.apply(p, x) ** 2).mean()), (params, x)


PROGRAMS: dict[str, Callable[..., Program]] = {
    f.__name__: f for f in (diffrax_tsit5, diffrax_tsit5_grad, diffrax_dopri5_pid, scan_while_cond,
                            switch_checkpoint, custom_vjp_softmax, vmap_fori, pytree_bf16_scan,
                            equinox_mlp_vmapped, flax_block_grad)
}


def lower(name: str, scale: int = 1) -> str:
    """The StableHLO text of corpus program `name` at `scale`."""
    fn, args = PROGRAMS[name](scale)
    return jax.jit(fn).lower(*args).as_text()
