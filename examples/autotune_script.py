"""Library use: tune a flax model's forward pass, then call the tuned function.

    python examples/autotune_script.py [--measurements 30] [--model M.xtm|random] [--cores 1]

The tuned callable runs the executable XLA compiled with the answer config
built in, and gives the same outputs as the original.
"""

from __future__ import annotations

import argparse
import time

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np

import xtune


class Block(nn.Module):
    """A small pre-norm transformer block over (batch, tokens, features)."""

    heads: int = 4

    @nn.compact
    def __call__(self, x: jax.Array) -> jax.Array:
        h = nn.LayerNorm()(x)
        x = x + nn.MultiHeadDotProductAttention(num_heads=self.heads)(h, h)
        h = nn.LayerNorm()(x)
        h = nn.Dense(4 * x.shape[-1])(h)
        return x + nn.Dense(x.shape[-1])(nn.gelu(h))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--measurements", type=int, default=30)
    ap.add_argument("--model", default=None, help=".xtm surrogate (default: bundled) or 'random'")
    ap.add_argument("--cores", type=int, default=None)
    ap.add_argument("--db", default=None)
    args = ap.parse_args()

    model = Block()
    x = jnp.asarray(np.random.default_rng(0).standard_normal((8, 128, 64), dtype=np.float32))
    params = model.init(jax.random.key(0), x)

    def forward(params, x):
        return model.apply(params, x)

    result = xtune.tune(forward, params, x, model=args.model, measurements=args.measurements, cores=args.cores,
                  db=args.db, on_event=lambda kind, d: print(f"  measured {d['used']}", end="\r")
                  if kind == "measured" else None)
    print(f"\n{result.message}")

    fast_forward = result.apply(forward)
    expected = jax.jit(forward)(params, x)
    got = fast_forward(params, x)
    print("max abs difference to the original:", float(jnp.max(jnp.abs(got - expected))))
    for name, fn in (("original (jax.jit)", jax.jit(forward)), ("tuned", fast_forward)):
        fn(params, x).block_until_ready()
        t0 = time.perf_counter()
        for _ in range(20):
            fn(params, x).block_until_ready()
        print(f"{name}: {(time.perf_counter() - t0) / 20 * 1e3:.2f} ms per call")


if __name__ == "__main__":
    main()
