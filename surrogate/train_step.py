"""One training step and its state: the stateful half of `surrogate.train`.

`Trainer.step(example)` samples `configs_per_step` configs of one graph (without
replacement) and takes one jitted step: the ranking loss (`ranking_loss`), then
gradient clipping and AdamW with the learning rate the caller's schedule gives
for this step (`make_optimizer`).

Graph Segment Training (`ModelConfig.segment_size`): a graph with several
segments backpropagates through one sampled segment per step; the other
segments' readout sums come from a table of historical embeddings (per
graph, config and segment), each kept with probability 1 - `stale_dropout`
and rescaled (stale embedding dropout); the fresh segment's sums go back
into the table. Entries not yet in the table are computed without gradients
when first needed.

Everything is seeded: the same examples, settings and seed give the same steps.
"""

from __future__ import annotations

import dataclasses
import functools
import math
from collections.abc import Callable, Sequence
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import optax

from xtune.surrogate.input_pipeline import (
    PreparedGraph,
    config_grades,
    pad_segment,
    segment_codes,
    segment_sizes,
    size_classes,
)
from xtune.surrogate.jitted import functions, jit
from xtune.surrogate.model import ModelConfig, GNNNet
from xtune.surrogate.predict import GNNModel
from xtune.surrogate.training_data import Example


def ranking_loss(scores: jax.Array, grades: jax.Array, log_runtime: jax.Array, mask: jax.Array,
                 mse_weight: float) -> jax.Array:
    """Listwise softmax loss on -scores (higher grade = faster) + mse_weight * centred MSE."""
    valid = mask > 0
    loss = optax.losses.ranking_softmax_loss(-scores, grades, where=valid)
    if mse_weight:
        count = jnp.maximum(mask.sum(), 1.0)
        centred_s = scores - (scores * mask).sum() / count
        centred_t = log_runtime - (log_runtime * mask).sum() / count
        loss = loss + mse_weight * (optax.losses.squared_error(centred_s, centred_t) * mask).sum() / count
    return loss


def make_optimizer(clip_norm: float, weight_decay: float) -> optax.GradientTransformation:
    """Clipping + AdamW whose learning rate is set per step (`Trainer` follows a schedule on
    the host), so one jitted step serves every schedule and learning rate."""
    return optax.chain(optax.clip_by_global_norm(clip_norm),
                       optax.inject_hyperparams(optax.adamw)(learning_rate=0.0, weight_decay=weight_decay))


@functools.lru_cache(maxsize=2)
def _train_step(config: ModelConfig, mse_weight: float, clip_norm: float):
    """The jitted step (params, opt_state, batch, learning_rate) -> (params, opt_state, loss, fresh sums)."""
    net = GNNNet(config)
    optimizer = make_optimizer(clip_norm, 0.0)

    def loss_fn(params, batch):
        seg, codes, options, mask, grades, log_rt, stale_sub, stale_cfg, stale_base, n, ns = batch
        projected, base_sum = net.apply({"params": params}, seg, method=GNNNet.encode)

        def sums(m, p, s, c):
            return m.config_sums(p, s, m.inject(c))

        sub, cfg = net.apply({"params": params}, projected, seg, codes, method=sums)
        scores = net.apply({"params": params}, sub + stale_sub, cfg + stale_cfg, base_sum + stale_base, n, ns,
                           options, mask, method=GNNNet.head)
        return ranking_loss(scores, grades, log_rt, mask, mse_weight), (sub, cfg, base_sum)

    def step(params, opt_state, batch, learning_rate):
        clip_state, adam_state = opt_state
        hyper = {**adam_state.hyperparams, "learning_rate": learning_rate}
        opt_state = (clip_state, adam_state._replace(hyperparams=hyper))
        (loss, fresh), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, batch)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, fresh

    return jit(step)


class _TrainingGraph:
    """One training graph's state: its prepared segments and options and, with several segments,
    Graph Segment Training's historical table (c configs, p segments).

    Attributes:
      example: the Example.
      prepared: its PreparedGraph (p segments).
      options: (c, k) float32, its option columns in the model's order (`Example.aligned_options`).
      log_runtime: (c,) float32.
      table_sub, table_cfg: (c, p, config_dim) float32 historical readout sums per config and
        segment (subgraph, configurable nodes); None with one segment.
      table_base: (p, hidden) float32 historical base-encoder sums per segment.
      filled: (c, p) bool, which table_sub/table_cfg entries hold a value.
      base_filled: (p,) bool, which table_base rows hold a value.
    """

    def __init__(self, example: Example, prepared: PreparedGraph, options: np.ndarray, width: int, hidden: int):
        self.example, self.prepared, self.options = example, prepared, options
        self.log_runtime = np.log(example.runtime).astype(np.float32)
        p, c = len(prepared.segments), example.num_configs
        self.table_sub = np.zeros((c, p, width), np.float32) if p > 1 else None
        self.table_cfg = np.zeros((c, p, width), np.float32) if p > 1 else None
        self.table_base = np.zeros((p, hidden), np.float32)
        self.filled = np.zeros((c, p), bool)
        self.base_filled = np.zeros(p, bool)


class Trainer:
    """The stateful part of training: parameters, optimizer state, graphs, historical tables."""

    def __init__(self, model: GNNModel, *, learning_rate: float | Callable[[int], Any], weight_decay: float,
                 clip_norm: float, configs_per_step: int, mse_weight: float, stale_dropout: float, seed: int):
        self.model = model
        self.config = model.config
        self.params = model.params
        self.opt_state = make_optimizer(clip_norm, weight_decay).init(self.params)
        self.learning_rate = learning_rate if callable(learning_rate) else (lambda step: learning_rate)
        self.configs_per_step = configs_per_step
        self.stale_dropout = stale_dropout
        self.rng = np.random.default_rng(seed)
        self.steps_done = 0
        self._step = _train_step(self.config, float(mse_weight), float(clip_norm))
        self._graphs: dict[int, _TrainingGraph] = {}
        self.prepared: dict[int, PreparedGraph] = {}

    def plan(self, examples: Sequence[Example]) -> dict[int, PreparedGraph]:
        """Prepares `examples` up front, padded to shared size classes (few jit compiles);
        returns them by id(example) (also usable as an `evaluate` cache)."""
        self.prepared.update(prepare_padded(self.model, examples))
        return self.prepared

    def graph(self, example: Example) -> _TrainingGraph:
        """The training state of `example` (made on first use)."""
        key = id(example)
        if key not in self._graphs:
            prepared = self.prepared.get(key) or self.model.prepare(
                example.node_feat, example.node_opcode, example.edge_index, example.node_config_ids)
            self._graphs[key] = _TrainingGraph(example, prepared, example.aligned_options(self.model.option_names),
                                       self.config.config_dim, self.config.hidden)
        return self._graphs[key]

    def batch(self, example: Example) -> tuple[tuple, np.ndarray, int]:
        """(step inputs, sampled configs, fresh segment) for one step on `example`: samples
        `configs_per_step` configs and, with several segments, the one to backpropagate through."""
        g = self.graph(example)
        c_step = self.configs_per_step
        chosen = np.sort(self.rng.choice(example.num_configs, size=min(example.num_configs, c_step), replace=False))
        mask = np.zeros(c_step, np.float32)
        mask[: len(chosen)] = 1
        segments = g.prepared.segments
        j = int(self.rng.integers(len(segments))) if len(segments) > 1 else 0
        stale_sub, stale_cfg, stale_base = self._stale(g, chosen, j)
        grades = np.zeros(c_step, np.float32)
        grades[: len(chosen)] = config_grades(example.runtime[chosen], np.ones(len(chosen), bool))
        log_rt = np.zeros(c_step, np.float32)
        log_rt[: len(chosen)] = g.log_runtime[chosen]
        options = np.zeros((c_step, g.options.shape[1]), np.float32)
        options[: len(chosen)] = g.options[chosen]
        seg = segments[j]
        codes = segment_codes(example.codes[chosen], g.prepared.config_rows[j], len(seg.cfg_pos), c_step)
        batch = (seg, codes, options, mask, grades, log_rt, stale_sub, stale_cfg, stale_base,
                 np.float32(g.prepared.num_nodes), np.float32(g.prepared.num_sub_nodes))
        return batch, chosen, j

    def step(self, example: Example) -> float:
        """One optimisation step on `configs_per_step` configs of `example`; returns the loss."""
        batch, chosen, j = self.batch(example)
        lr = np.float32(self.learning_rate(self.steps_done))
        self.params, self.opt_state, loss, fresh = self._step(self.params, self.opt_state, batch, lr)
        self.steps_done += 1
        g = self.graph(example)
        if len(g.prepared.segments) > 1:
            sub, cfg, base = (np.asarray(x) for x in fresh)
            g.table_sub[chosen, j], g.table_cfg[chosen, j] = sub[: len(chosen)], cfg[: len(chosen)]
            g.filled[chosen, j] = True
            g.table_base[j], g.base_filled[j] = base, True
        return float(loss)

    def step_flops(self, example: Example) -> float:
        """XLA's FLOP count of one compiled training step on `example` (cost analysis)."""
        batch, _, _ = self.batch(example)
        compiled = self._step.lower(self.params, self.opt_state, batch, np.float32(0.0)).compile()
        cost = compiled.cost_analysis()
        cost = cost[0] if isinstance(cost, list) else cost
        return float(cost.get("flops", math.nan))

    def _stale(self, g: _TrainingGraph, chosen: np.ndarray, fresh: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """Historical sums of every segment but `fresh`, with stale embedding dropout."""
        c_step, width = self.configs_per_step, self.config.config_dim
        sub = np.zeros((c_step, width), np.float32)
        cfg = np.zeros((c_step, width), np.float32)
        base = np.zeros(self.config.hidden, np.float32)
        p = len(g.prepared.segments)
        if p == 1:
            return sub, cfg, base
        self._fill(g, chosen)
        others = np.arange(p) != fresh
        keep = (self.rng.random((len(chosen), p)) >= self.stale_dropout) & others
        scale = 1.0 / (1.0 - self.stale_dropout)
        sub[: len(chosen)] = scale * np.einsum("cp,cpd->cd", keep, g.table_sub[chosen])
        cfg[: len(chosen)] = scale * np.einsum("cp,cpd->cd", keep, g.table_cfg[chosen])
        keep_base = (self.rng.random(p) >= self.stale_dropout) & others
        base[:] = scale * (keep_base[:, None] * g.table_base).sum(0)
        return sub, cfg, base

    def _fill(self, g: _TrainingGraph, chosen: np.ndarray) -> None:
        """Computes (without gradients) table entries the sampled configs do not have yet."""
        missing = ~g.filled[chosen]
        if not missing.any() and g.base_filled.all():
            return
        fns = functions(self.config)
        for p, seg in enumerate(g.prepared.segments):
            if g.base_filled[p] and not missing[:, p].any():
                continue
            proj, base = fns.encode(self.params, seg)
            g.table_base[p], g.base_filled[p] = np.asarray(base), True
            codes = segment_codes(g.example.codes[chosen], g.prepared.config_rows[p], len(seg.cfg_pos),
                                  self.configs_per_step)
            sub, cfg = fns.sums_from_codes(self.params, proj, seg, codes)
            todo = missing[:, p]
            sub, cfg = np.asarray(sub)[: len(chosen)], np.asarray(cfg)[: len(chosen)]
            g.table_sub[chosen[todo], p], g.table_cfg[chosen[todo], p] = sub[todo], cfg[todo]
            g.filled[chosen[todo], p] = True

    def current(self) -> GNNModel:
        """The model with the parameters trained so far."""
        return self.model.replace(params=self.params)


def prepare_padded(model: GNNModel, examples: Sequence[Example]) -> dict[int, PreparedGraph]:
    """Prepared graphs by id(example), every segment padded to its size class
    (`input_pipeline.size_classes`): one compile per node bucket, not per graph."""
    prepared = {id(ex): model.prepare(ex.node_feat, ex.node_opcode, ex.edge_index, ex.node_config_ids)
                for ex in examples}
    classes = size_classes(seg for g in prepared.values() for seg in g.segments)
    return {key: dataclasses.replace(g, segments=tuple(pad_segment(seg, classes[segment_sizes(seg)[0]])
                                                       for seg in g.segments))
            for key, g in prepared.items()}


__all__ = ["Trainer", "make_optimizer", "prepare_padded", "ranking_loss"]
