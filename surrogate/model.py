"""The surrogate GNN (flax linen): modules only; inputs come from `surrogate.input_pipeline`.

Stages, so that a search can score thousands of configs of one graph fast:

1. `encode` (config-independent, once per graph segment): opcode embedding +
   normalised node features -> `base_layers` bidirectional GraphSAGE layers
   over every node -> node states (N, hidden), their sum, and a projection to
   the config stage's width.
2. `config_sums` (per config, batched): the projected states of the subgraph
   around the configurable nodes (`prune_hops`), plus each config's injected
   codes at its configurable nodes (categorical embeddings of the 18 layout
   values and the swap gene, summed over duplicate node ids), through
   `config_layers` more SAGE layers; returns per-config sums over the
   subgraph and over the configurable nodes.
3. `head`: sums of all segments -> mean, log-scaled sum, configurable-node sum
   and the base readout, plus the module-option one-hots -> optional
   cross-config attention -> MLP -> one score per config (a log-runtime up to
   a per-graph constant; lower = faster).

The first config layer has no pre-norm, so its update is linear in the
injected embeddings up to its gelu: inference (`fold_segment`,
`folded_config_sums`, used by `surrogate.scorer`) computes that layer's
config-independent part once per program and, per config, only what the
configurable nodes add.

Because every readout is a sum, a graph's readout is the sum of its
segments' readouts: Graph Segment Training (surrogate.train) swaps all but one
segment's sums for historical ones. Config-stage arrays are node-major,
(nodes, configs, features), so message passing gathers and scatters along
axis 0 for any number of configs.

Mixture-of-Depths (`mod_capacity` < 1): each SAGE layer has a router; only
the top `ceil(capacity * N)` real nodes (per config) get the layer's update,
scaled by sigmoid(router score); the others ride the residual.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any, NamedTuple

import flax.linen as nn
import jax
import jax.numpy as jnp

from xtune.surrogate.input_pipeline import NUM_CONFIG_SLOTS, NUM_CONFIG_VALUES, EdgeSet, Segment
from xtune.surrogate.opcodes import VOCAB_SIZE
from xtune.surrogate.layout_count import COUNT_SCALE, OLD_NAMES

COUNT_WEIGHT_INIT = 0.05  # log-runtime per log-element: about what data/cpu-v1 shows


class FoldEdges(NamedTuple):
    """Subgraph edges from configurable positions, for `folded_config_sums`, sorted by target
    (made by `surrogate.scorer.fold_edges`; padded to bucket sizes F_in, F_out with weight 0).

    Attributes:
      in_row: (F_in,) int32, a configurable position (a producer) ...
      in_target: (F_in,) int32, ... reaching this consumer position (sorted) ...
      in_w: (F_in,) float32, ... with this weight (`EdgeSet.w_in` of the edge).
      out_row: (F_out,) int32, a configurable position (a consumer) ...
      out_target: (F_out,) int32, ... reaching this producer position (sorted) ...
      out_w: (F_out,) float32, ... with this weight (`EdgeSet.w_out` of the edge).
    """

    in_row: Any
    in_target: Any
    in_w: Any
    out_row: Any
    out_target: Any
    out_w: Any


@dataclasses.dataclass(frozen=True)
class ModelConfig:
    """Hyper-parameters of `GNNNet` (stored in every model file).

    Attributes:
      hidden: width of the base node states.
      opcode_dim: opcode embedding width.
      base_layers: config-independent SAGE layers over the whole graph (segment).
      config_dim: width of the config stage.
      config_layers: config-dependent SAGE layers over the pruned subgraph.
      head_dim: width of the readout MLP.
      prune_hops: the config stage runs on configurable nodes + this many hops; None = all nodes.
      cross_config_attention: configs of one graph attend to each other before the head.
      attention_heads: heads of that attention.
      segment_size: graphs above this many nodes are cut into segments (Graph Segment Training).
      mod_capacity: Mixture-of-Depths share of nodes each layer updates; 1 = off.
      option_interaction: module options also gate the graph readout (elementwise), so
        an option's predicted effect can depend on the program; off = an additive term.
      layout_count: the score adds `count_weight * log1p(elements laid out non-row-major)`
        (`surrogate.layout_count`; the last two option columns) to what the network predicts, so
        the network learns a correction to that count rather than the whole ranking.
    """

    hidden: int = 64
    opcode_dim: int = 32
    base_layers: int = 3
    config_dim: int = 16
    config_layers: int = 1
    head_dim: int = 64
    prune_hops: int | None = 1
    cross_config_attention: bool = False
    attention_heads: int = 4
    segment_size: int | None = None
    mod_capacity: float = 1.0
    option_interaction: bool = False
    layout_count: bool = False

    def __post_init__(self) -> None:
        for name in ("hidden", "opcode_dim", "config_dim", "head_dim", "attention_heads"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be >= 1, got {getattr(self, name)}")
        if self.base_layers < 0 or self.config_layers < 1 or self.base_layers + self.config_layers < 3:
            raise ValueError("need config_layers >= 1 and >= 3 message-passing layers in all")
        if self.prune_hops is not None and self.prune_hops < 0:
            raise ValueError(f"prune_hops must be >= 0 or None, got {self.prune_hops}")
        if self.segment_size is not None and self.segment_size < 16:
            raise ValueError(f"segment_size must be >= 16 nodes or None, got {self.segment_size}")
        if not 0.0 < self.mod_capacity <= 1.0:
            raise ValueError(f"mod_capacity must be in (0, 1], got {self.mod_capacity}")
        if self.cross_config_attention and self.head_dim % self.attention_heads:
            raise ValueError(f"head_dim {self.head_dim} must be divisible by attention_heads {self.attention_heads}")

    @classmethod
    def tiny(cls, **overrides: Any) -> "ModelConfig":
        """A model that trains in seconds on CPU (tests)."""
        return cls(**{"hidden": 16, "opcode_dim": 8, "base_layers": 2, "config_dim": 16, "config_layers": 1,
                      "head_dim": 16, "attention_heads": 2, **overrides})

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "ModelConfig":
        known = {f.name for f in dataclasses.fields(cls)}
        d = {OLD_NAMES.get(k, k): v for k, v in d.items()}  # files from before the count's own name
        # model files from xtune versions without these options have no such weights
        d = {"option_interaction": False, "layout_count": False, **d}
        return cls(**{k: v for k, v in d.items() if k in known})


def slog(x: jax.Array) -> jax.Array:
    """sign(x) * log(1 + |x|): a scale-free view of sums over graphs of any size."""
    return jnp.sign(x) * jnp.log1p(jnp.abs(x))


def _aggregate(x: jax.Array, senders: jax.Array, receivers: jax.Array, weight: jax.Array) -> jax.Array:
    """Weighted sum of x[senders] into receivers along axis 0 (any trailing axes)."""
    msg = x[senders] * weight.reshape((-1,) + (1,) * (x.ndim - 1))
    return jax.ops.segment_sum(msg, receivers, num_segments=x.shape[0])


class SageLayer(nn.Module):
    """Bidirectional GraphSAGE layer with a residual:
    h + gelu(W_self x + W_operands mean(x of operands) + W_users mean(x of users) + b),
    x = LN(h) (pre-norm) or h itself (`prenorm=False`: then the update is linear in h up
    to the gelu, which lets inference fold config embeddings through W; see `fold`).

    With capacity < 1 it is a Mixture-of-Depths layer: per column of h (per
    config), only the top-k nodes by router score w.x get the update, scaled by
    sigmoid(score) so the router learns; the dense part runs on those k rows only.
    """

    dim: int
    capacity: float = 1.0
    prenorm: bool = True

    def setup(self) -> None:
        self.norm = nn.LayerNorm() if self.prenorm else None
        self.update = nn.Dense(self.dim)  # kernel (3 dim, dim): [self; operands; users]
        self.router = nn.Dense(1) if self.capacity < 1.0 else None

    def __call__(self, h: jax.Array, edges: EdgeSet, node_mask: jax.Array) -> jax.Array:
        # h: (N, *batch, dim); node_mask: (N,)
        h, node_mask = jnp.asarray(h), jnp.asarray(node_mask)
        x = self.norm(h) if self.prenorm else h
        from_operands = _aggregate(x, edges.dst, edges.src, edges.w_in)
        from_users = _aggregate(x, edges.src, edges.dst, edges.w_out)
        z = jnp.concatenate([x, from_operands, from_users], axis=-1)
        mask = node_mask.reshape((-1,) + (1,) * (h.ndim - 1))
        if self.router is None:
            return h + nn.gelu(self.update(z)) * mask
        n = h.shape[0]
        score = self.router(x)[..., 0]  # (N, *batch)
        flat_h, flat_z, flat_score = h.reshape(n, -1, self.dim), z.reshape(n, -1, z.shape[-1]), score.reshape(n, -1)
        top, keep = self._route(flat_score, node_mask)  # (B, k) each
        cols = jnp.arange(top.shape[0])[:, None]
        chosen = flat_z[top, cols]  # (B, k, 3 dim): the dense update runs on these rows only
        weight = nn.sigmoid(flat_score[top, cols]) * keep
        out = flat_h.at[top, cols].add(nn.gelu(self.update(chosen)) * weight[..., None])
        return out.reshape(h.shape)

    def _route(self, score: jax.Array, node_mask: jax.Array) -> tuple[jax.Array, jax.Array]:
        """(B, k) indices of the best-scoring real nodes of each column of score (N, B), for a
        static k = ceil(capacity * padded N), and a mask keeping the first ceil(capacity * real N)
        of them: the share routed does not depend on how much a graph was padded."""
        n = score.shape[0]
        k = max(1, math.ceil(self.capacity * n))
        ranked = jnp.where(node_mask[:, None] > 0, score, -jnp.inf).T
        top = jax.lax.top_k(ranked, k)[1]
        wanted = jnp.maximum(1.0, jnp.ceil(self.capacity * node_mask.sum()))
        return top, (jnp.arange(k) < wanted).astype(score.dtype)[None, :] * node_mask[top]

    def fold(self, v: jax.Array) -> jax.Array:
        """(..., 3 dim + 1): v @ W_self, v @ W_operands, v @ W_users and the router score w.v,
        without biases (`prenorm=False` layers only). The update of h is linear in these."""
        kernel = self.update.variables["params"]["kernel"]
        d = self.dim
        parts = [v @ kernel[:d], v @ kernel[d:2 * d], v @ kernel[2 * d:]]
        router = self.router.variables["params"]["kernel"][:, 0] if self.router is not None else jnp.zeros(d)
        return jnp.concatenate([*parts, (v @ router)[..., None]], axis=-1)

    def biases(self) -> tuple[jax.Array, jax.Array]:
        """(update bias (dim,), router bias ())."""
        bias = self.update.variables["params"]["bias"]
        rb = self.router.variables["params"]["bias"][0] if self.router is not None else jnp.zeros(())
        return bias, rb

    def finish(self, h: jax.Array, pre: jax.Array, score: jax.Array, node_mask: jax.Array) -> jax.Array:
        """h + the routed gelu(pre), from full pre-activations (N, *batch, dim) and
        router scores (N, *batch): what __call__ computes, for folded inference."""
        mask = node_mask.reshape((-1,) + (1,) * (h.ndim - 1))
        update = nn.gelu(pre) * mask
        if self.router is None:
            return h + update
        n = h.shape[0]
        flat_score = score.reshape(n, -1)
        top, keep = self._route(flat_score, node_mask)
        cols = jnp.arange(top.shape[0])[:, None]
        routed = jnp.zeros_like(flat_score).at[top, cols].set(nn.sigmoid(flat_score[top, cols]) * keep)
        return h + update * routed.reshape(score.shape)[..., None]


class ConfigEmbedding(nn.Module):
    """Sum over the 19 slots of a per-slot embedding of the slot's category code."""

    dim: int

    def setup(self) -> None:
        self.table = self.param("table", nn.initializers.normal(0.1), (NUM_CONFIG_SLOTS, NUM_CONFIG_VALUES, self.dim))

    def __call__(self, codes: jax.Array) -> jax.Array:
        # codes (..., 19) int -> (..., dim)
        onehot = jax.nn.one_hot(codes, NUM_CONFIG_VALUES, dtype=self.table.dtype)
        return jnp.einsum("...sk,skd->...d", onehot, self.table)

    def deltas(self, slots: jax.Array, values: jax.Array, base: jax.Array) -> jax.Array:
        """(T, dim): sum_i table[slots_i, values_i] - table[slots_i, base_i] for T choices."""
        return (self.table[slots, values] - self.table[slots, base]).sum(axis=1)


class GNNNet(nn.Module):
    """The GNN; see the module docstring. Methods are applied one by one with
    `model.apply(params, ..., method=...)`; `__call__` runs them all (init, tests)."""

    config: ModelConfig

    def setup(self) -> None:
        c = self.config
        self.opcode_embed = nn.Embed(VOCAB_SIZE, c.opcode_dim)
        self.node_in = nn.Dense(c.hidden)
        self.base = [SageLayer(c.hidden, c.mod_capacity) for _ in range(c.base_layers)]
        self.base_norm = nn.LayerNorm()
        self.to_config = nn.Dense(c.config_dim)
        self.codes = ConfigEmbedding(c.config_dim)
        self.config_stage = [SageLayer(c.config_dim, c.mod_capacity, prenorm=i > 0) for i in range(c.config_layers)]
        self.config_norm = nn.LayerNorm()
        self.readout = nn.Dense(c.head_dim)
        self.options_in = nn.Dense(c.head_dim, use_bias=False)
        if c.option_interaction:
            self.options_gate = nn.Dense(c.head_dim, use_bias=False, kernel_init=nn.initializers.zeros)
        if c.cross_config_attention:
            self.attention_norm = nn.LayerNorm()
            self.attention = nn.MultiHeadDotProductAttention(num_heads=c.attention_heads, qkv_features=c.head_dim)
        self.hidden_out = nn.Dense(c.head_dim)
        # with the count, the network starts at zero: the untrained model is the count itself
        self.score = nn.Dense(1, kernel_init=nn.initializers.zeros) if c.layout_count else nn.Dense(1)
        if c.layout_count:
            self.count_weight = self.param("count_weight", nn.initializers.constant(COUNT_WEIGHT_INIT), ())

    def encode(self, seg: Segment) -> tuple[jax.Array, jax.Array]:
        """Config-independent pass: (projected node states (N, config_dim), base sum (hidden,))."""
        h = jnp.concatenate([self.opcode_embed(seg.node_op), seg.node_x], axis=-1)
        h = nn.gelu(self.node_in(h)) * seg.node_mask[:, None]
        for layer in self.base:
            h = layer(h, seg.edges, seg.node_mask)
        h = self.base_norm(h) * seg.node_mask[:, None]
        return self.to_config(h) * seg.node_mask[:, None], h.sum(0)

    def inject(self, codes: jax.Array) -> jax.Array:
        """(..., 19) config codes -> (..., config_dim) injected at a configurable node."""
        return self.codes(codes)

    def code_deltas(self, slots: jax.Array, values: jax.Array, base: jax.Array) -> jax.Array:
        """Per-choice injection deltas for fast inference (see ConfigEmbedding.deltas)."""
        return self.codes.deltas(slots, values, base)

    def config_sums(self, projected: jax.Array, seg: Segment, injected: jax.Array) -> tuple[jax.Array, jax.Array]:
        """Config stage of one segment for C configs.

        Args:
          projected: (N, config_dim) from `encode`.
          seg: the segment.
          injected: (NC, C, config_dim), node-major injections at seg.cfg_pos.

        Returns:
          (sum over the subgraph, sum over configurable nodes), each (C, config_dim).
        """
        num_configs = injected.shape[1]
        x0 = projected[seg.sub_nodes] * seg.sub_mask[:, None]
        x = jnp.broadcast_to(x0[:, None, :], (x0.shape[0], num_configs, x0.shape[1]))
        x = x.at[seg.cfg_pos].add(injected * seg.cfg_mask[:, None, None])
        for layer in self.config_stage:
            x = layer(x, seg.sub_edges, seg.sub_mask)
        return self._pool(x, seg)

    def _pool(self, x: jax.Array, seg: Segment) -> tuple[jax.Array, jax.Array]:
        x = self.config_norm(x) * seg.sub_mask[:, None, None]
        return x.sum(0), (x[seg.cfg_pos] * seg.cfg_mask[:, None, None]).sum(0)

    def fold_segment(self, projected: jax.Array, seg: Segment) -> tuple[jax.Array, jax.Array, jax.Array]:
        """Config-independent part of the first config layer (fast inference): the
        subgraph's base states x0 (S, d), pre-activations (S, d) and router scores (S,)."""
        layer = self.config_stage[0]
        x0 = projected[seg.sub_nodes] * seg.sub_mask[:, None]
        folded = layer.fold(x0)
        d = self.config.config_dim
        e = seg.sub_edges
        bias, router_bias = layer.biases()
        pre = (folded[:, :d] + _aggregate(folded[:, d:2 * d], e.dst, e.src, e.w_in)
               + _aggregate(folded[:, 2 * d:3 * d], e.src, e.dst, e.w_out) + bias)
        return x0, pre, folded[:, 3 * d] + router_bias

    def folded_config_sums(self, seg: Segment, base: tuple[jax.Array, jax.Array, jax.Array], injected: jax.Array,
                           multiplicity: jax.Array, fold_edges: FoldEdges) -> tuple[jax.Array, jax.Array]:
        """`config_sums` for a subgraph whose first U positions are its configurable nodes.

        Args:
          seg: the segment, subgraph reordered so (`surrogate.scorer.reorder_subgraph`).
          base: `fold_segment` of it.
          injected: (U, C, d) config embeddings summed per position (duplicate node ids added).
          multiplicity: (U,) configurable-node rows per position (0 = not configurable).
          fold_edges: edges from those positions, for the first layer's neighbour terms.

        The first layer's update is linear in `injected` up to its gelu, so it costs one
        (U, C, d) x (d, 3 d + 1) product, not a pass over all nodes' neighbourhoods.
        """
        x0, pre0, score0 = base
        d = self.config.config_dim
        u, c = injected.shape[:2]
        s = x0.shape[0]
        folded = self.config_stage[0].fold(injected)  # (U, C, 3 d + 1)

        def stack(head_rows, rest):  # first U positions per config, the rest the same for all
            tail = jnp.broadcast_to(rest[u:, None], (s - u, c) + rest.shape[1:])
            return jnp.concatenate([rest[:u, None] + head_rows, tail])

        h = stack(injected, x0)
        fe = fold_edges
        pre = (stack(folded[..., :d], pre0)
               .at[fe.in_target].add(folded[fe.in_row, :, d:2 * d] * fe.in_w[:, None, None], indices_are_sorted=True)
               .at[fe.out_target].add(folded[fe.out_row, :, 2 * d:3 * d] * fe.out_w[:, None, None],
                                      indices_are_sorted=True))
        score = stack(folded[..., 3 * d], score0)
        x = self.config_stage[0].finish(h, pre, score, seg.sub_mask)
        for layer in self.config_stage[1:]:
            x = layer(x, seg.sub_edges, seg.sub_mask)
        x = self.config_norm(x) * seg.sub_mask[:, None, None]
        return x.sum(0), (x[:u] * multiplicity[:, None, None]).sum(0)

    def head(self, sub_sum: jax.Array, cfg_sum: jax.Array, base_sum: jax.Array, num_nodes: jax.Array,
             num_sub_nodes: jax.Array, options: jax.Array, config_mask: jax.Array) -> jax.Array:
        """Scores (C,) from the readout sums of a whole graph (all segments added)."""
        c = sub_sum.shape[0]
        base = jnp.concatenate([base_sum / jnp.maximum(num_nodes, 1), slog(base_sum)])
        r = jnp.concatenate([sub_sum / jnp.maximum(num_sub_nodes, 1), slog(sub_sum), slog(cfg_sum),
                             jnp.broadcast_to(base, (c, base.shape[0]))], axis=-1)
        z = self.readout(r)
        if options.shape[-1]:  # no option columns (TpuGraphs data): no parameters for them
            gate = self.options_gate(options) if self.config.option_interaction else 0.0
            z = z * (1.0 + gate) + self.options_in(options)
        z = nn.gelu(z)
        if self.config.cross_config_attention:
            mask = nn.make_attention_mask(config_mask > 0, config_mask > 0)
            z = z + self.attention(self.attention_norm(z)[None], mask=mask[None])[0]
        score = self.score(nn.gelu(self.hidden_out(z)))[:, 0]
        if self.config.layout_count:  # options[:, -2:] = count.out, count.in = log1p(elements) / COUNT_SCALE
            moved = jnp.expm1(COUNT_SCALE * options[:, -2]) + jnp.expm1(COUNT_SCALE * options[:, -1])
            score = score + self.count_weight * jnp.log1p(moved)
        return score

    def __call__(self, seg: Segment, codes: jax.Array, options: jax.Array, config_mask: jax.Array) -> jax.Array:
        """Scores of C configs of a one-segment graph; codes (NC, C, 19) node-major."""
        projected, base_sum = self.encode(seg)
        sub_sum, cfg_sum = self.config_sums(projected, seg, self.inject(codes))
        return self.head(sub_sum, cfg_sum, base_sum, seg.node_mask.sum(), seg.sub_mask.sum(), options, config_mask)


__all__ = ["ConfigEmbedding", "FoldEdges", "GNNNet", "ModelConfig", "SageLayer", "slog"]
