"""Training the potentials model (`surrogate.potentials`) across programs: the library behind
`xtune train --model potentials`.

Full-batch AdamW on a pairwise logistic loss within each program on log runtime (pairs
closer than `PAIR_MARGIN` are noise and left out), plus `term_penalty` x the mean square
of the learned terms. Every few steps the mean Kendall tau over the validation sets
decides which parameters are kept; step 0 (the untrained model: the count) is the bar.
Several seeds can run; the one with the best valid tau is the model. Everything is
seeded: the same data, config and seeds give the same parameters.

    config = PotentialsTrainConfig()               # the bundled model's recipe
    result = train_potentials(train_examples, [valid_examples], config, seeds=(0, 1, 2))
    result.model.save("potentials.xtm")            # `--model FILE` reads it
"""

from __future__ import annotations

import dataclasses
import datetime
import functools
import math
from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
import optax

from xtune.surrogate.metrics import kendall_tau, top_k_slowdown
from xtune.surrogate.potentials import Potentials, PotentialsModel, items_of, node_features
from xtune.surrogate.training_data import Example

PAIR_SCALE = 20.0  # logits per unit of score difference (a score is a log runtime: 0.05 = 1 logit)
PAIR_MARGIN = 0.01  # pairs closer than this in log runtime are noise and not trained on


@dataclasses.dataclass(frozen=True)
class PotentialsTrainConfig:
    """One training run of the potentials network; the defaults are the bundled model's recipe.

    Attributes:
      steps: full-batch optimiser steps per seed.
      learning_rate, weight_decay: AdamW's.
      hidden: width of the per-choice MLP.
      node_features: a choice also reads its node's 140 TpuGraphs features.
      term_penalty: weight of the learned terms' mean square (a pull towards the count).
      own_moved: a choice that moves elements has an additive term of its own (else g alone).
      reweight: a choice re-weights the elements it moves (g; False: g = 0).
      own_unmoved: a choice that moves nothing (row-major pin, swap) has a term (False: it costs 0).
      gnn_layers, program_options: experiments (`Potentials`); a model file holds neither.
    """

    steps: int = 100
    learning_rate: float = 3e-4
    weight_decay: float = 1e-3
    hidden: int = 64
    node_features: bool = True
    term_penalty: float = 0.0
    own_moved: bool = True
    reweight: bool = False
    own_unmoved: bool = False
    gnn_layers: int = 0
    program_options: bool = False

    def __post_init__(self) -> None:
        if self.steps < 1 or self.hidden < 1 or self.gnn_layers < 0:
            raise ValueError(f"need steps >= 1, hidden >= 1 and gnn_layers >= 0, got {self.steps}, "
                             f"{self.hidden}, {self.gnn_layers}")
        if not (self.learning_rate > 0 and self.weight_decay >= 0 and self.term_penalty >= 0):
            raise ValueError("learning_rate must be > 0, weight_decay and term_penalty >= 0")

    def network(self, num_options: int) -> Potentials:
        return Potentials(num_options, self.hidden, self.node_features, self.own_moved, self.reweight,
                          self.gnn_layers, self.program_options, self.own_unmoved)


class Batch:
    """Examples flattened into one set of arrays: choices, incidences, configs, programs, pairs."""

    def __init__(self, examples: Sequence[Example], option_vocab: dict[str, int]):
        self.examples = list(examples)
        ops, feats, elements, inc_cfg, inc_item, options = [], [], [], [], [], []
        node_ops, node_x, senders, receivers, item_nodes, node_program, cfg_program = [], [], [], [], [], [], []
        n_items = n_cfg = n_nodes = 0
        pairs_i, pairs_j, pairs_w = [], [], []
        self.slices = []
        for ex in self.examples:
            nf = node_features(ex)
            o, f, e, cfg, item, nodes = items_of(ex, nf)
            node_ops.append(np.asarray(ex.node_opcode, np.int32))
            node_x.append(nf.astype(np.float32))
            edges = np.asarray(ex.edge_index, np.int64).reshape(-1, 2)
            receivers.append(edges[:, 0] + n_nodes)  # [u, v] = u consumes v: v's value reaches u
            senders.append(edges[:, 1] + n_nodes)
            item_nodes.append(nodes + n_nodes)
            node_program.append(np.full(len(ex.node_opcode), len(self.slices), np.int64))
            cfg_program.append(np.full(ex.num_configs, len(self.slices), np.int64))
            ops.append(o)
            feats.append(f)
            elements.append(e)
            inc_cfg.append(cfg + n_cfg)
            inc_item.append(item + n_items)
            options.append(ex.aligned_options(list(option_vocab)))  # the vocabulary's order is its ids'
            lr = np.log(ex.runtime)
            diff = lr[:, None] - lr[None, :]
            i, j = np.nonzero(diff > PAIR_MARGIN)  # i slower than j
            if len(i):
                pairs_i.append(i + n_cfg)
                pairs_j.append(j + n_cfg)
                pairs_w.append(np.full(len(i), 1.0 / len(i)))
            self.slices.append(slice(n_cfg, n_cfg + ex.num_configs))
            n_items += len(f)
            n_cfg += ex.num_configs
            n_nodes += len(ex.node_opcode)
        cat = np.concatenate
        self.ops = jnp.asarray(cat(ops))
        self.feats = jnp.asarray(cat(feats))
        self.elements = jnp.asarray(cat(elements), jnp.float32)
        self.inc_cfg = jnp.asarray(cat(inc_cfg))
        self.inc_item = jnp.asarray(cat(inc_item))
        self.options = jnp.asarray(cat(options))
        self.num_configs = n_cfg
        self.pairs = tuple(jnp.asarray(cat(x)) for x in (pairs_i, pairs_j, pairs_w)) if pairs_i else None
        self.num_programs = len(self.examples)
        self.graph = (jnp.asarray(cat(node_ops)), jnp.asarray(cat(node_x)), jnp.asarray(cat(senders)),
                      jnp.asarray(cat(receivers)), jnp.asarray(cat(item_nodes)), jnp.asarray(cat(node_program)),
                      jnp.asarray(cat(cfg_program)))

    @property
    def args(self) -> tuple:
        """The model's inputs, in `Potentials.__call__`'s order."""
        return (self.ops, self.feats, self.elements, self.inc_cfg, self.inc_item, self.options, self.graph)


def option_vocabulary(examples: Sequence[Example]) -> dict[str, int]:
    """{option value name: column} over `examples`, in order of first appearance."""
    vocab: dict[str, int] = {}
    for ex in examples:
        for name in ex.option_names:
            vocab.setdefault(name, len(vocab))
    return vocab


def per_program(batch: Batch, scores: np.ndarray) -> dict[str, dict[str, float]]:
    """{program: {"kendall_tau", "top5"}} of a batch's scores."""
    out = {}
    for ex, sl in zip(batch.examples, batch.slices):
        s, t = scores[sl], ex.runtime
        out[ex.name] = {"kendall_tau": kendall_tau(s, t), "top5": top_k_slowdown(s, t, 5)}
    return out


def mean_tau(per: dict[str, dict[str, float]]) -> float:
    """The mean Kendall tau over programs (NaN ones left out; NaN if none)."""
    values = [v["kendall_tau"] for v in per.values() if not math.isnan(v["kendall_tau"])]
    return float(np.mean(values)) if values else math.nan


def tie_break(scores: np.ndarray, seed: int) -> np.ndarray:
    """Ties broken at random, as a search must (the count ties every config that moves nothing)."""
    scores = np.asarray(scores, np.float64)
    span = max(float(np.abs(scores).max()), 1.0) if len(scores) else 1.0
    return scores + np.random.default_rng(seed).uniform(0, 1e-9 * span, len(scores))


class PotentialsProgress(NamedTuple):
    """Where a run is, at each validation: seed, step (of `steps`), loss, valid tau, best so far."""

    seed: int
    step: int
    steps: int
    loss: float
    valid_tau: float
    best_tau: float


@functools.partial(jax.jit, static_argnames=("model", "num_configs", "num_programs"))
def _scores(params, args, model: Potentials, num_configs: int, num_programs: int):
    return model.apply(params, *args, num_configs, num_programs)


@functools.partial(jax.jit, static_argnames=("model", "num_configs", "num_programs"))
def _train_step(params, state, args, pairs, hyper, model: Potentials, num_configs: int, num_programs: int):
    """One full-batch AdamW step on the pairwise loss; `hyper` = (learning rate, weight decay,
    term penalty). Compiled once per network shape and data shape, whatever the seed."""
    learning_rate, weight_decay, term_penalty = hyper
    pi, pj, pw = pairs

    def loss_fn(p):
        s, terms = model.apply(p, *args, num_configs, num_programs, True)
        return (pw * jax.nn.softplus(-PAIR_SCALE * (s[pi] - s[pj]))).sum() / num_programs + term_penalty * terms

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, state = optax.adamw(learning_rate, weight_decay=weight_decay).update(grads, state, params)
    return optax.apply_updates(params, updates), state, loss


@dataclasses.dataclass(frozen=True)
class SeedRun:
    """One seed's kept parameters, their mean valid tau and the step they were kept at (0: untrained)."""

    seed: int
    params: Any
    valid_tau: float
    best_step: int

    def scores(self, config: PotentialsTrainConfig, num_options: int, batch: Batch) -> np.ndarray:
        """(configs,) the kept parameters' scores of `batch`, ties broken at random by the seed."""
        return tie_break(np.asarray(_scores(self.params, batch.args, config.network(num_options), batch.num_configs,
                                            batch.num_programs)), self.seed)


def train_seed(train: Batch, valids: Sequence[Batch], num_options: int, seed: int, config: PotentialsTrainConfig,
               on_progress: Callable[[PotentialsProgress], None] | None = None) -> SeedRun:
    """Full-batch AdamW from `seed`; keeps the parameters with the best mean valid tau (the
    mean over `valids` of each one's mean tau per program), checked every 5 steps up to 50,
    then every 25."""
    if train.pairs is None:
        raise ValueError("no training program has two configs whose runtimes differ: nothing to rank")
    model = config.network(num_options)
    params = model.init(jax.random.PRNGKey(seed), *train.args, train.num_configs, train.num_programs)
    state = optax.adamw(config.learning_rate, weight_decay=config.weight_decay).init(params)
    hyper = (config.learning_rate, config.weight_decay, config.term_penalty)

    def valid_tau(p) -> float:
        return float(np.mean([mean_tau(per_program(b, SeedRun(seed, p, 0.0, 0).scores(config, num_options, b)))
                              for b in valids]))

    best, best_params, best_step = valid_tau(params), params, 0
    for k in range(1, config.steps + 1):
        params, state, loss = _train_step(params, state, train.args, train.pairs, hyper, model, train.num_configs,
                                          train.num_programs)
        if k % 25 == 0 or (k < 50 and k % 5 == 0):
            v = valid_tau(params)
            if v > best:
                best, best_params, best_step = v, params, k
            if on_progress:
                on_progress(PotentialsProgress(seed, k, config.steps, float(loss), v, best))
    return SeedRun(seed, best_params, best, best_step)


@dataclasses.dataclass(frozen=True)
class PotentialsResult:
    """The kept model (the seed with the best valid tau) and every seed's run."""

    model: PotentialsModel
    runs: tuple[SeedRun, ...]


def train_potentials(train_examples: Sequence[Example], valid_sets: Sequence[Sequence[Example]],
                     config: PotentialsTrainConfig, seeds: Sequence[int] = (0,), info: dict | None = None,
                     on_progress: Callable[[PotentialsProgress], None] | None = None) -> PotentialsResult:
    """Trains one network per seed on `train_examples`, each stopped early on the mean tau over
    `valid_sets` (held-out programs), and keeps the best (the first on a tie). Its model's
    `info` is `info` plus the seed, valid tau, best step, the config and the time."""
    if config.gnn_layers or config.program_options:
        raise ValueError("a model file holds neither gnn_layers nor program_options: train those with train_seed")
    if not seeds:
        raise ValueError("need at least one seed")
    vocab = option_vocabulary(train_examples)
    train = Batch(train_examples, vocab)
    valids = [Batch(v, vocab) for v in valid_sets if len(v)]
    if not valids:
        raise ValueError("need at least one validation program")
    runs = tuple(train_seed(train, valids, len(vocab), s, config, on_progress) for s in seeds)
    kept = max(runs, key=lambda r: r.valid_tau if not math.isnan(r.valid_tau) else -math.inf)
    record = {**(info or {}), "seed": kept.seed, "valid_tau": round(kept.valid_tau, 4), "best_step": kept.best_step,
              "train_config": dataclasses.asdict(config), "train_programs": len(train_examples),
              "valid_programs": sum(len(b.examples) for b in valids),
              "created": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")}
    model = PotentialsModel(kept.params, tuple(vocab), config.hidden, config.node_features, config.own_moved,
                            config.reweight, info=record, own_unmoved=config.own_unmoved)
    return PotentialsResult(model, runs)


__all__ = ["PAIR_MARGIN", "PAIR_SCALE", "Batch", "PotentialsProgress", "PotentialsResult", "PotentialsTrainConfig",
           "SeedRun", "mean_tau", "option_vocabulary", "per_program", "tie_break", "train_potentials", "train_seed"]
