"""Training the surrogate: the testable library behind `xtune train`.

One step = one graph and `configs_per_step` of its configs (sampled without
replacement): a listwise ranking loss (`optax.losses.ranking_softmax_loss`
on -score, with graded labels from the runtime ranks) plus, optionally, MSE
between scores and log-runtimes, both centred per graph. AdamW with warmup
and cosine decay, gradient clipping. After every epoch (one step per
training graph), the mean Kendall tau on held-out programs decides early
stopping; the best parameters are kept.

Graph Segment Training (`ModelConfig.segment_size`): a graph with several
segments backpropagates through one sampled segment per step; the other
segments' readout sums come from a table of historical embeddings (per
graph, config and segment), each kept with probability 1 - `stale_dropout`
and rescaled (stale embedding dropout); the fresh segment's sums go back
into the table. Entries not yet in the table are computed without gradients
when first needed.

Everything is seeded: the same data, config and seed give the same parameters.
"""

from __future__ import annotations

import dataclasses
import datetime
import functools
import logging
import math
from collections.abc import Callable, Sequence
from typing import Any

import jax
import jax.numpy as jnp
import numpy as np
import optax

from xtune.surrogate.input_pipeline import (
    Normalizer,
    PreparedGraph,
    config_grades,
    pad_segment,
    segment_codes,
    segment_sizes,
    size_classes,
)
from xtune.surrogate.jitted import functions, init_params, jit
from xtune.surrogate.metrics import evaluate_rankings
from xtune.surrogate.model import ModelConfig, SurrogateNet
from xtune.surrogate.predict import Surrogate
from xtune.surrogate.prior import PRIOR_NAMES
from xtune.surrogate.training_data import Example

log = logging.getLogger(__name__)


@dataclasses.dataclass
class TrainConfig:
    """One training run.

    Attributes:
      model: model hyper-parameters.
      epochs: at most this many passes (one step per training graph each).
      configs_per_step: configs of one graph per step.
      learning_rate: AdamW peak learning rate.
      weight_decay: AdamW weight decay.
      warmup_steps: linear warmup before cosine decay.
      clip_norm: global gradient norm clip.
      mse_weight: weight of the centred log-runtime MSE next to the ranking loss (0 = off).
      stale_dropout: Graph Segment Training: probability of dropping a historical segment embedding.
      patience: stop after this many epochs without a better held-out tau.
      max_eval_configs: configs per held-out graph to evaluate (seeded subset; None = all).
      seed: seeds parameters, sampling and dropout.
    """

    model: ModelConfig = dataclasses.field(default_factory=ModelConfig)
    epochs: int = 150
    configs_per_step: int = 32
    learning_rate: float = 2e-3
    weight_decay: float = 1e-4
    warmup_steps: int = 100
    clip_norm: float = 1.0
    mse_weight: float = 0.1
    stale_dropout: float = 0.5
    patience: int = 20
    max_eval_configs: int | None = 1000
    seed: int = 0

    def __post_init__(self) -> None:
        for name in ("epochs", "configs_per_step", "patience"):
            if getattr(self, name) < 1:
                raise ValueError(f"{name} must be >= 1, got {getattr(self, name)}")
        if self.configs_per_step < 2:
            raise ValueError("configs_per_step must be >= 2 to rank anything")
        if self.learning_rate <= 0 or self.weight_decay < 0 or self.clip_norm <= 0 or self.warmup_steps < 0:
            raise ValueError("learning_rate and clip_norm must be > 0, weight_decay and warmup_steps >= 0")
        if self.mse_weight < 0:
            raise ValueError(f"mse_weight must be >= 0, got {self.mse_weight}")
        if not 0.0 <= self.stale_dropout < 1.0:
            raise ValueError(f"stale_dropout must be in [0, 1), got {self.stale_dropout}")
        if self.max_eval_configs is not None and self.max_eval_configs < 2:
            raise ValueError("max_eval_configs must be >= 2 or None")

    @classmethod
    def tiny(cls, **overrides: Any) -> "TrainConfig":
        """Seconds on CPU: a tiny model, a few epochs (tests)."""
        base = {"model": ModelConfig.tiny(), "epochs": 30, "configs_per_step": 16, "learning_rate": 1e-2,
                "warmup_steps": 5, "patience": 30}
        return cls(**{**base, **overrides})

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)


@dataclasses.dataclass(frozen=True)
class TrainProgress:
    """Reported after every step (for progress bars)."""

    step: int
    total_steps: int
    epoch: int
    loss: float
    valid_tau: float | None
    best_tau: float | None


@dataclasses.dataclass(frozen=True)
class TrainResult:
    """The trained (best-on-held-out) model and one row per epoch."""

    surrogate: Surrogate
    history: tuple[dict[str, float], ...]


# --- the step -------------------------------------------------------------------------

def ranking_loss(scores: jax.Array, grades: jax.Array, log_runtime: jax.Array, mask: jax.Array,
                 mse_weight: float) -> jax.Array:
    """Listwise softmax loss on -scores (higher grade = faster) + mse_weight * centred MSE."""
    valid = mask > 0
    loss = optax.losses.ranking_softmax_loss(-scores, grades, where=valid)
    if mse_weight:
        count = jnp.maximum(mask.sum(), 1.0)
        centred_s = scores - (scores * mask).sum() / count
        centred_t = log_runtime - (log_runtime * mask).sum() / count
        loss = loss + mse_weight * (((centred_s - centred_t) ** 2) * mask).sum() / count
    return loss


def make_optimizer(clip_norm: float, weight_decay: float) -> optax.GradientTransformation:
    """Clipping + AdamW whose learning rate is set per step (`Trainer` follows a schedule on
    the host), so one jitted step serves every schedule and learning rate."""
    return optax.chain(optax.clip_by_global_norm(clip_norm),
                       optax.inject_hyperparams(optax.adamw)(learning_rate=0.0, weight_decay=weight_decay))


@functools.lru_cache(maxsize=2)
def _train_step(config: ModelConfig, mse_weight: float, clip_norm: float):
    """The jitted step (params, opt_state, batch, learning_rate) -> (params, opt_state, loss, fresh sums)."""
    net = SurrogateNet(config)
    optimizer = make_optimizer(clip_norm, 0.0)

    def loss_fn(params, batch):
        seg, codes, options, mask, grades, log_rt, stale_sub, stale_cfg, stale_base, n, ns = batch
        projected, base_sum = net.apply({"params": params}, seg, method=SurrogateNet.encode)

        def sums(m, p, s, c):
            return m.config_sums(p, s, m.inject(c))

        sub, cfg = net.apply({"params": params}, projected, seg, codes, method=sums)
        scores = net.apply({"params": params}, sub + stale_sub, cfg + stale_cfg, base_sum + stale_base, n, ns,
                           options, mask, method=SurrogateNet.head)
        return ranking_loss(scores, grades, log_rt, mask, mse_weight), (sub, cfg, base_sum)

    def step(params, opt_state, batch, learning_rate):
        clip_state, adam_state = opt_state
        hyper = {**adam_state.hyperparams, "learning_rate": learning_rate}
        opt_state = (clip_state, adam_state._replace(hyperparams=hyper))
        (loss, fresh), grads = jax.value_and_grad(loss_fn, has_aux=True)(params, batch)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss, fresh

    return jit(step)


class _Graph:
    """A training graph: its prepared segments and, with several segments, the historical table."""

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

    def __init__(self, surrogate: Surrogate, *, learning_rate: float | Callable[[int], Any], weight_decay: float,
                 clip_norm: float, configs_per_step: int, mse_weight: float, stale_dropout: float, seed: int):
        self.surrogate = surrogate
        self.config = surrogate.config
        self.params = surrogate.params
        self.opt_state = make_optimizer(clip_norm, weight_decay).init(self.params)
        self.learning_rate = learning_rate if callable(learning_rate) else (lambda step: learning_rate)
        self.configs_per_step = configs_per_step
        self.stale_dropout = stale_dropout
        self.rng = np.random.default_rng(seed)
        self.steps_done = 0
        self._step = _train_step(self.config, float(mse_weight), float(clip_norm))
        self._graphs: dict[int, _Graph] = {}
        self.prepared: dict[int, PreparedGraph] = {}

    def plan(self, examples: Sequence[Example]) -> dict[int, PreparedGraph]:
        """Prepares `examples` up front, padded to shared size classes (few jit compiles);
        returns them by id(example) (also usable as an `evaluate` cache)."""
        self.prepared.update(prepare_padded(self.surrogate, examples))
        return self.prepared

    def graph(self, example: Example) -> _Graph:
        key = id(example)
        if key not in self._graphs:
            prepared = self.prepared.get(key) or self.surrogate.prepare(
                example.node_feat, example.node_opcode, example.edge_index, example.node_config_ids)
            self._graphs[key] = _Graph(example, prepared, example.aligned_options(self.surrogate.option_names),
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

    def release_compiled(self) -> None:
        """Drops the training step's compiled executables (one per graph size class)."""
        self._step.release()

    def step_flops(self, example: Example) -> float:
        """XLA's FLOP count of one compiled training step on `example` (cost analysis)."""
        batch, _, _ = self.batch(example)
        compiled = self._step.lower(self.params, self.opt_state, batch, np.float32(0.0)).compile()
        cost = compiled.cost_analysis()
        cost = cost[0] if isinstance(cost, list) else cost
        return float(cost.get("flops", math.nan))

    def _stale(self, g: _Graph, chosen: np.ndarray, fresh: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
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

    def _fill(self, g: _Graph, chosen: np.ndarray) -> None:
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

    def current(self) -> Surrogate:
        return self.surrogate.replace(params=self.params)


# --- training and evaluation ----------------------------------------------------------------

def prepare_padded(surrogate: Surrogate, examples: Sequence[Example]) -> dict[int, PreparedGraph]:
    """Prepared graphs by id(example), every segment padded to its size class
    (`input_pipeline.size_classes`): one compile per node bucket, not per graph."""
    prepared = {id(ex): surrogate.prepare(ex.node_feat, ex.node_opcode, ex.edge_index, ex.node_config_ids)
                for ex in examples}
    classes = size_classes(seg for g in prepared.values() for seg in g.segments)
    return {key: dataclasses.replace(g, segments=tuple(pad_segment(seg, classes[segment_sizes(seg)[0]])
                                                       for seg in g.segments))
            for key, g in prepared.items()}


def learning_rate_schedule(config: TrainConfig, total_steps: int) -> Callable[[int], float]:
    """Linear warmup to `learning_rate`, cosine decay to 1% of it at `total_steps`
    (optax.warmup_cosine_decay_schedule's shape, in plain Python: it runs on the host every step)."""
    peak, end = config.learning_rate, config.learning_rate * 0.01
    warmup = min(config.warmup_steps, total_steps // 2)
    decay = max(total_steps - warmup, 1)

    def rate(step: int) -> float:
        if step < warmup:
            return peak * step / warmup
        progress = min(step - warmup, decay) / decay
        return end + (peak - end) * 0.5 * (1 + math.cos(math.pi * progress))

    return rate


def evaluate(surrogate: Surrogate, examples: Sequence[Example], max_configs: int | None = None,
             seed: int = 0, cache: dict | None = None) -> tuple[dict[str, dict[str, float]], dict[str, float]]:
    """(metrics per example name, mean) on `examples`; at most `max_configs` (a seeded subset) each.
    `cache` (a dict kept between calls with the same model shape) saves re-preparing graphs."""
    results = {}
    rng = np.random.default_rng(seed)
    for ex in examples:
        graph = None
        if cache is not None:
            graph = cache.get(id(ex)) or cache.setdefault(id(ex), surrogate.prepare(
                ex.node_feat, ex.node_opcode, ex.edge_index, ex.node_config_ids))
        pred = surrogate.predict(ex, prepared=graph)
        runtime = ex.runtime
        if max_configs is not None and ex.num_configs > max_configs:
            keep = rng.choice(ex.num_configs, max_configs, replace=False)
            pred, runtime = pred[keep], runtime[keep]
        results[_unique(ex.name, results)] = (pred, runtime)
    return evaluate_rankings(results)


def _unique(name: str, taken) -> str:
    k, out = 1, name
    while out in taken:
        k += 1
        out = f"{name}#{k}"
    return out


def new_surrogate(train_examples: Sequence[Example], model: ModelConfig, seed: int) -> Surrogate:
    """An untrained model with normalisers and option columns fitted on `train_examples`."""
    if not train_examples:
        raise ValueError("no training examples")
    pads = {ex.pad for ex in train_examples}
    if len(pads) > 1:
        raise ValueError(f"training examples use different node-feature pads {sorted(pads)}")
    pad = pads.pop()
    normalizer = Normalizer.fit((ex.node_feat for ex in train_examples), pad)
    names: dict[str, None] = {}
    for ex in train_examples:
        names.update(dict.fromkeys(ex.option_names))
    option_names = tuple(n for n in names if n not in PRIOR_NAMES)
    if model.layout_prior:  # the head reads the prior from the last two columns
        option_names += PRIOR_NAMES
    return Surrogate(init_params(model, len(option_names), seed), model, normalizer, option_names)


def train(train_examples: Sequence[Example], valid_examples: Sequence[Example], config: TrainConfig, *,
          data_fingerprint: str = "", on_progress: Callable[[TrainProgress], None] | None = None) -> TrainResult:
    """Trains a model; early-stops on the mean Kendall tau of `valid_examples` (held-out programs)."""
    surrogate = new_surrogate(train_examples, config.model, config.seed)
    total = config.epochs * len(train_examples)
    trainer = Trainer(surrogate, learning_rate=learning_rate_schedule(config, total),
                      weight_decay=config.weight_decay, clip_norm=config.clip_norm,
                      configs_per_step=config.configs_per_step, mse_weight=config.mse_weight,
                      stale_dropout=config.stale_dropout, seed=config.seed)
    eval_cache = trainer.plan([*train_examples, *valid_examples])
    order_rng = np.random.default_rng(config.seed + 1)
    best = (-math.inf, trainer.params, {}, 0)
    if config.model.layout_prior and valid_examples:  # untrained, the model is the prior: the bar to beat
        _, mean = evaluate(trainer.current(), valid_examples, config.max_eval_configs, config.seed, eval_cache)
        if not math.isnan(mean["kendall_tau"]):
            best = (mean["kendall_tau"], trainer.params, mean, 0)
    history, step, since_best = [], 0, 0
    for epoch in range(1, config.epochs + 1):
        losses = []
        for i in order_rng.permutation(len(train_examples)):
            losses.append(trainer.step(train_examples[i]))
            step += 1
            if on_progress:
                on_progress(TrainProgress(step, total, epoch, losses[-1], history[-1]["valid_tau"] if history else None,
                                          None if best[0] == -math.inf else best[0]))
        _, mean = evaluate(trainer.current(), valid_examples, config.max_eval_configs, config.seed, eval_cache)
        tau = mean["kendall_tau"]
        history.append({"epoch": epoch, "loss": float(np.mean(losses)), "valid_tau": tau,
                        "valid_opa": mean["opa"], "valid_top5_slowdown": mean["top5_slowdown"]})
        log.info("epoch %d loss %.4f valid tau %.4f", epoch, history[-1]["loss"], tau)
        if not valid_examples:
            tau = float(epoch)  # nothing held out: the last epoch is the best
        elif math.isnan(tau):
            tau = -1.0
        if tau > best[0]:
            best, since_best = (tau, trainer.params, mean, epoch), 0
        else:
            since_best += 1
            if since_best >= config.patience:
                break
    _, params, metrics, best_epoch = best
    info = {"data_fingerprint": data_fingerprint, "train_config": config.to_dict(), "valid_metrics": metrics,
            "best_epoch": best_epoch, "epochs_run": len(history), "steps": step,
            "train_graphs": len(train_examples), "valid_graphs": len(valid_examples),
            "created": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
            "versions": _versions()}
    return TrainResult(trainer.current().replace(params=params, info=info), tuple(history))


def fine_tune(surrogate: Surrogate, examples: Sequence[Example], steps: int, *, learning_rate: float = 3e-4,
              configs_per_step: int = 32, mse_weight: float = 0.1, stale_dropout: float = 0.5,
              seed: int = 0) -> Surrogate:
    """A copy of `surrogate` trained `steps` more steps on `examples` (e.g. fresh measurements
    of the program being searched); `surrogate` itself is left as it was."""
    if steps < 0:
        raise ValueError(f"steps must be >= 0, got {steps}")
    if not examples:
        return surrogate
    for ex in examples:
        if ex.pad != surrogate.pad:
            raise ValueError(f"{ex.name}: node features padded with {ex.pad}, the model expects {surrogate.pad}")
    trainer = Trainer(surrogate, learning_rate=learning_rate, weight_decay=1e-4, clip_norm=1.0,
                      configs_per_step=configs_per_step, mse_weight=mse_weight, stale_dropout=stale_dropout,
                      seed=seed)
    trainer.plan(examples)
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        trainer.step(examples[int(rng.integers(len(examples)))])
    info = {**surrogate.info, "fine_tuned_steps": int(surrogate.info.get("fine_tuned_steps", 0)) + steps}
    return surrogate.replace(params=trainer.params, info=info)


def _versions() -> dict[str, str]:
    import flax

    return {"jax": jax.__version__, "flax": flax.__version__, "optax": optax.__version__}


__all__ = ["TrainConfig", "TrainProgress", "TrainResult", "Trainer", "evaluate", "fine_tune",
           "learning_rate_schedule", "make_optimizer", "new_surrogate", "ranking_loss", "train"]
