"""Training the GNN: the testable library behind `xtune train` (runs, epochs, early
stopping, evaluation, fine-tuning); one step and its state are `surrogate.train_step`.

One step = one graph and `configs_per_step` of its configs (sampled without
replacement): a listwise ranking loss (`optax.losses.ranking_softmax_loss`
on -score, with graded labels from the runtime ranks) plus, optionally, MSE
between scores and log-runtimes, both centred per graph. AdamW with warmup
and cosine decay (`learning_rate_schedule`), gradient clipping. After every
epoch (one step per training graph), the mean Kendall tau on held-out
programs decides early stopping; the best parameters are kept. Graphs too
large to train whole use Graph Segment Training (`surrogate.train_step`).

Everything is seeded: the same data, config and seed give the same parameters.
"""

from __future__ import annotations

import dataclasses
import datetime
import logging
import math
from collections.abc import Callable, Sequence
from typing import Any

import jax
import numpy as np
import optax

from xtune.surrogate.baselines import unique_name
from xtune.surrogate.input_pipeline import Normalizer
from xtune.surrogate.jitted import init_params
from xtune.surrogate.metrics import evaluate_rankings
from xtune.surrogate.model import ModelConfig
from xtune.surrogate.predict import GNNModel
from xtune.surrogate.layout_count import COUNT_NAMES
from xtune.surrogate.train_step import Trainer
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

    model: GNNModel
    history: tuple[dict[str, float], ...]


# --- training and evaluation ----------------------------------------------------------------

def learning_rate_schedule(config: TrainConfig, total_steps: int) -> Callable[[int], float]:
    """Linear warmup to `learning_rate` (over at most half the run), cosine decay to 1% of it at
    `total_steps`: `optax.warmup_cosine_decay_schedule`'s values, computed in Python floats on the
    host every step. Not optax's own: it computes in float32 and differs in the last bits on about
    two steps in three (relative 4e-6 at most), which would change every seeded training."""
    peak, end = config.learning_rate, config.learning_rate * 0.01
    warmup = min(config.warmup_steps, total_steps // 2)
    decay = max(total_steps - warmup, 1)

    def rate(step: int) -> float:
        if step < warmup:
            return peak * step / warmup
        progress = min(step - warmup, decay) / decay
        return end + (peak - end) * 0.5 * (1 + math.cos(math.pi * progress))

    return rate


def evaluate(model: GNNModel, examples: Sequence[Example], max_configs: int | None = None,
             seed: int = 0, cache: dict | None = None) -> tuple[dict[str, dict[str, float]], dict[str, float]]:
    """(metrics per example name, mean) on `examples`; at most `max_configs` (a seeded subset) each.
    `cache` ({id(example): PreparedGraph}, kept between calls with the same model shape) saves
    re-preparing graphs."""
    results = {}
    rng = np.random.default_rng(seed)
    for ex in examples:
        prepared = None
        if cache is not None:
            prepared = cache.get(id(ex)) or cache.setdefault(id(ex), model.prepare(
                ex.node_feat, ex.node_opcode, ex.edge_index, ex.node_config_ids))
        pred = model.predict(ex, prepared=prepared)
        runtime = ex.runtime
        if max_configs is not None and ex.num_configs > max_configs:
            keep = rng.choice(ex.num_configs, max_configs, replace=False)
            pred, runtime = pred[keep], runtime[keep]
        results[unique_name(ex.name, results)] = (pred, runtime)
    return evaluate_rankings(results)


def new_gnn(train_examples: Sequence[Example], model: ModelConfig, seed: int) -> GNNModel:
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
    option_names = tuple(n for n in names if n not in COUNT_NAMES)
    if model.layout_count:  # the head reads the count from the last two columns
        option_names += COUNT_NAMES
    return GNNModel(init_params(model, len(option_names), seed), model, normalizer, option_names)


def train(train_examples: Sequence[Example], valid_examples: Sequence[Example], config: TrainConfig, *,
          data_fingerprint: str = "", on_progress: Callable[[TrainProgress], None] | None = None) -> TrainResult:
    """Trains a model; early-stops on the mean Kendall tau of `valid_examples` (held-out programs)."""
    model = new_gnn(train_examples, config.model, config.seed)
    total = config.epochs * len(train_examples)
    trainer = Trainer(model, learning_rate=learning_rate_schedule(config, total),
                      weight_decay=config.weight_decay, clip_norm=config.clip_norm,
                      configs_per_step=config.configs_per_step, mse_weight=config.mse_weight,
                      stale_dropout=config.stale_dropout, seed=config.seed)
    eval_cache = trainer.plan([*train_examples, *valid_examples])
    order_rng = np.random.default_rng(config.seed + 1)
    best = (-math.inf, trainer.params, {}, 0)
    if config.model.layout_count and valid_examples:  # untrained, the model is the count: the bar to beat
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


def fine_tune(model: GNNModel, examples: Sequence[Example], steps: int, *, learning_rate: float = 3e-4,
              configs_per_step: int = 32, mse_weight: float = 0.1, stale_dropout: float = 0.5,
              seed: int = 0) -> GNNModel:
    """A copy of `model` trained `steps` more steps on `examples` (e.g. fresh measurements
    of the program being searched); `model` itself is left as it was."""
    if steps < 0:
        raise ValueError(f"steps must be >= 0, got {steps}")
    if not examples:
        return model
    for ex in examples:
        if ex.pad != model.pad:
            raise ValueError(f"{ex.name}: node features padded with {ex.pad}, the model expects {model.pad}")
    trainer = Trainer(model, learning_rate=learning_rate, weight_decay=1e-4, clip_norm=1.0,
                      configs_per_step=configs_per_step, mse_weight=mse_weight, stale_dropout=stale_dropout,
                      seed=seed)
    trainer.plan(examples)
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        trainer.step(examples[int(rng.integers(len(examples)))])
    info = {**model.info, "fine_tuned_steps": int(model.info.get("fine_tuned_steps", 0)) + steps}
    return model.replace(params=trainer.params, info=info)


def _versions() -> dict[str, str]:
    import flax

    return {"jax": jax.__version__, "flax": flax.__version__, "optax": optax.__version__}


__all__ = ["TrainConfig", "TrainProgress", "TrainResult", "evaluate", "fine_tune", "learning_rate_schedule",
           "new_gnn", "train"]
