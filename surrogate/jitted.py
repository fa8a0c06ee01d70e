"""The jitted functions of a `GNNNet`, one set per model shape, that training, `predict`
and the scorer share; and fresh parameters.

    fns = functions(config)       # cached per ModelConfig
    fns.encode_all(params, segs)  # ...
    params = init_params(config, num_options, seed)
"""

from __future__ import annotations

import functools
from typing import Any

import jax
import numpy as np

from xtune.surrogate.features import NODE_FEATURE_DIM
from xtune.surrogate.input_pipeline import NUM_CONFIG_SLOTS, Normalizer, prepare_graph, segment_codes
from xtune.surrogate.model import ModelConfig, GNNNet

FAST_COMPILE = {"xla_backend_optimization_level": 0}  # for functions that run once
# XLA compiler options of the functions `jit` makes from now on; None: XLA's own. Tests of tiny
# models set FAST_COMPILE here (tests/conftest.py, `fast_compiles`): about 2x faster compiles,
# slower runs. `functions` caches what it made, so a change applies to functions made after it.
compiler_options: dict[str, Any] | None = None


def jit(fn, max_shapes: int = 32) -> "BoundedJit":
    """jax.jit that keeps at most `max_shapes` compiled input shapes (see BoundedJit), compiled
    with `compiler_options`."""
    return BoundedJit(jax.jit(fn, compiler_options=compiler_options), max_shapes)


class BoundedJit:
    """A jitted function that drops its compiled executables once it has met `max_shapes`
    distinct input shapes. Each XLA:CPU executable holds tens to hundreds of memory
    mappings, and a long-lived process meeting many graph shapes (a batch job tuning
    hundreds of programs, several trainings in one process) would otherwise hit the
    kernel's limit (vm.max_map_count, 65530) and die in LLVM with "Cannot allocate memory"."""

    def __init__(self, jitted, max_shapes: int):
        self.jitted, self.max_shapes, self.seen = jitted, max_shapes, set()

    def __call__(self, *args):
        shapes = tuple(np.shape(x) for x in jax.tree.leaves(args))
        if shapes not in self.seen:
            if len(self.seen) >= self.max_shapes:
                self.release()
            self.seen.add(shapes)
        return self.jitted(*args)

    def lower(self, *args):
        return self.jitted.lower(*args)

    def release(self) -> None:
        """Forget every compiled executable (they recompile when next needed)."""
        self.jitted.clear_cache()
        self.seen.clear()


class _Functions:
    """The jitted pieces of a GNNNet, shared by every GNNModel of one ModelConfig."""

    def __init__(self, config: ModelConfig):
        net = GNNNet(config)

        def encode_all(params, segs):
            outs = [net.apply({"params": params}, s, method=GNNNet.encode) for s in segs]
            return tuple(o[0] for o in outs), sum(o[1] for o in outs)

        def sums(params, projected, seg, codes):
            def run(m, p, s, c):
                return m.config_sums(p, s, m.inject(c))
            return net.apply({"params": params}, projected, seg, codes, method=run)

        def head(params, sub, cfg, base_sum, n, ns, options, mask):
            return net.apply({"params": params}, sub, cfg, base_sum, n, ns, options, mask, method=GNNNet.head)

        def score_codes(params, projs, segs, codes, base_sum, n, ns, options, mask):
            parts = [sums(params, p, s, c) for p, s, c in zip(projs, segs, codes)]
            return head(params, sum(p[0] for p in parts), sum(p[1] for p in parts), base_sum, n, ns, options, mask)

        def fold_segment(params, projected, seg):
            return net.apply({"params": params}, projected, seg, method=GNNNet.fold_segment)

        def deltas_fn(params, slots, values, base):
            return net.apply({"params": params}, slots, values, base, method=GNNNet.code_deltas)

        def inject(params, codes):
            return net.apply({"params": params}, codes, method=GNNNet.inject)

        self.net = net
        self.encode = jit(lambda params, seg: net.apply({"params": params}, seg, method=GNNNet.encode))
        self.sums_from_codes = jit(sums)
        self.encode_all = jit(encode_all)
        self.score_codes = jit(score_codes)
        self.deltas = jit(deltas_fn)
        self.inject = jit(inject)
        self.fold_segment = jit(fold_segment)
        self.head = head


@functools.lru_cache(maxsize=4)
def functions(config: ModelConfig) -> _Functions:
    return _Functions(config)


def dummy_inputs(num_options: int):
    """A 4-node graph with 2 configurable nodes and 2 configs: enough to create every parameter."""
    normalizer = Normalizer(np.zeros(NODE_FEATURE_DIM, np.float32), np.ones(NODE_FEATURE_DIM, np.float32), -1.0)
    graph = prepare_graph(np.zeros((4, NODE_FEATURE_DIM), np.float32), np.array([63, 34, 2, 75]),
                          np.array([[1, 0], [2, 1], [3, 2]]), np.array([1, 2]), normalizer,
                          prune_hops=None, segment_size=None)
    seg = graph.segments[0]
    codes = segment_codes(np.zeros((2, 2, NUM_CONFIG_SLOTS), np.int8), graph.config_rows[0], len(seg.cfg_pos), 2)
    return seg, codes, np.zeros((2, num_options), np.float32), np.ones(2, np.float32)


def init_params(config: ModelConfig, num_options: int, seed: int) -> Any:
    """Fresh parameters of a GNNNet."""
    return _init(config, num_options)(jax.random.key(seed), *dummy_inputs(num_options))["params"]


@functools.lru_cache(maxsize=8)
def _init(config: ModelConfig, num_options: int):
    # compiled without backend optimisation: it runs once per model
    return jax.jit(GNNNet(config).init, compiler_options=FAST_COMPILE)
