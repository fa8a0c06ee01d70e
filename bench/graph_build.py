"""Graph extraction time against program size.

Generates programs by stacking N transformer blocks (attention + MLP, each
with its own weights) with `jax.jit(f).lower(...).as_text()`, then times
`ConfigSpace(program)` and `surrogate.build_graph(program, space)` (StableHLO
parse + tagging, XLA's StableHLO->HLO conversion, HLO text parse, features,
config-node mapping). Prints a markdown table and the log-log slope of build
time against node count (1.0 = linear).

    taskset -c 1 .venv/bin/python bench/graph_build.py [--blocks 1,4,16,64,256,1024] [--repeats 3]
"""

from __future__ import annotations

import argparse
import math
import time

import numpy as np


def stacked_blocks_program(num_blocks: int, batch: int = 2, seq: int = 16, dim: int = 32, heads: int = 4):
    import jax
    import jax.numpy as jnp

    from xtune.measure.program import Program

    def block(x, w):
        wq, wk, wv, wo, w1, w2 = w
        b, t, d = x.shape
        q = (x @ wq).reshape(b, t, heads, d // heads).transpose(0, 2, 1, 3)
        k = (x @ wk).reshape(b, t, heads, d // heads).transpose(0, 2, 1, 3)
        v = (x @ wv).reshape(b, t, heads, d // heads).transpose(0, 2, 1, 3)
        a = jax.nn.softmax(jnp.einsum("bhqd,bhkd->bhqk", q, k) / math.sqrt(d // heads), axis=-1)
        o = jnp.einsum("bhqk,bhkd->bhqd", a, v).transpose(0, 2, 1, 3).reshape(b, t, d)
        x = x + o @ wo
        return x + jnp.tanh(x @ w1) @ w2

    def model(x, weights):
        for w in weights:
            x = block(x, w)
        return x

    x = jax.ShapeDtypeStruct((batch, seq, dim), jnp.float32)
    w = jax.ShapeDtypeStruct((dim, dim), jnp.float32)
    weights = [(w, w, w, w, jax.ShapeDtypeStruct((dim, 4 * dim), jnp.float32),
                jax.ShapeDtypeStruct((4 * dim, dim), jnp.float32)) for _ in range(num_blocks)]
    text = jax.jit(model).lower(x, weights).as_text()
    return Program.from_text(text, name=f"blocks{num_blocks}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--blocks", default="1,4,16,64,256,1152")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()

    from xtune.measure.space import ConfigSpace
    from xtune.surrogate.graph import build_graph

    rows = []
    for num_blocks in [int(b) for b in args.blocks.split(",")]:
        t0 = time.perf_counter()
        program = stacked_blocks_program(num_blocks)
        lower_s = time.perf_counter() - t0
        best: dict[str, float] = {}
        for _ in range(args.repeats):
            t0 = time.perf_counter()
            space = ConfigSpace(program)
            space_s = time.perf_counter() - t0
            steps: dict[str, float] = {}
            t0 = time.perf_counter()
            graph = build_graph(program, space, timings=steps)
            steps["total"] = time.perf_counter() - t0
            steps["ours"] = steps["total"] - steps["xla"]
            steps["space"] = space_s
            best = {k: min(v, best.get(k, v)) for k, v in steps.items()}
        rows.append((num_blocks, graph.num_nodes, graph.num_edges, graph.num_config_nodes, lower_s, best))

    print("| blocks | HLO nodes | edges | config nodes | jax lower (s) | ConfigSpace (s) | tag (s) | XLA convert (s) "
          "| parse+edges (s) | map (s) | features (s) | build_graph (s) | nodes/s | nodes/s without XLA |")
    print("|" + "---:|" * 14)
    for blocks, n, m, nc, lower_s, t in rows:
        print(f"| {blocks} | {n} | {m} | {nc} | {lower_s:.2f} | {t['space']:.3f} | {t['tag']:.3f} | {t['xla']:.3f} "
              f"| {t['parse']:.3f} | {t['map']:.3f} | {t['features']:.3f} | {t['total']:.3f} "
              f"| {n / t['total']:,.0f} | {n / t['ours']:,.0f} |")
    big = [r for r in rows if r[1] >= 1000]
    if len(big) >= 2:
        log_n = np.log([r[1] for r in big])
        print("\nlog-log slope of time vs HLO nodes (sizes >= 1000 nodes; 1.0 = linear):")
        for key, label in (("total", "build_graph"), ("ours", "build_graph without XLA's converter"),
                           ("xla", "XLA StableHLO->HLO converter"), ("space", "ConfigSpace")):
            slope = np.polyfit(log_n, np.log([r[5][key] for r in big]), 1)[0]
            print(f"- {label}: {slope:.2f} ({'linear' if slope < 1.15 else 'super-linear'})")


if __name__ == "__main__":
    main()
