"""Can re-weighting the layout count rank configs better? Fitted on train, read on valid.

The count (`surrogate.layout_count`) scores a config by log1p(elements it lays out other
than row-major). Each family below splits those elements into categories and
scores log1p(sum_k w_k * elements_k), the count being all w_k = 1, or adds
features linearly to the count:

  op x slot     the configurable node's opcode x (result, operand 0, operand 1)
  new minor     (result | operand) x size of the dimension the layout makes minor
  copies        + log1p(elements where a configurable producer's result layout and
                its configurable consumer's operand layout agree / disagree),
                + log1p(transposed elements of transposes), + nodes changed

The weights start at the count and maximise a smooth Kendall tau (tanh of score
differences over every config pair of a program, averaged per program) on the
train split with Adam; mean Kendall tau per program is read on train and valid,
with the count's in the same run. The test split is not read.

Usage:
  python bench/count_features.py [--data data/cpu-v1] [--steps 200]
"""

from __future__ import annotations

import argparse
from collections.abc import Callable

import jax
import jax.numpy as jnp
import numpy as np
import optax
from scipy.stats import kendalltau

from xtune.surrogate.opcodes import opcode_id
from xtune.surrogate.layout_count import DIMS_SLOTS, non_row_major, producers, slot_sizes
from xtune.surrogate.training_data import Example, load_dataset

MINOR_BUCKETS = (2, 4, 8, 16, 64, 1 << 30)


def moved(ex: Example) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Layouts (c, nc, 3, 6), moved (c, nc, 3) bool and slot sizes (nc, 3) of an example."""
    layouts = (ex.codes[..., :18].astype(np.int64) - 1).reshape(ex.num_configs, -1, 3, 6)
    return layouts, non_row_major(layouts), slot_sizes(ex.node_feat, ex.edge_index, ex.node_config_ids)


def op_slot(ex: Example, ops: list[int]) -> np.ndarray:
    """(c, ops x 3) moved elements per opcode and slot."""
    _, mv, sizes = moved(ex)
    e = np.zeros((ex.num_configs, len(ops), 3))
    for r, n in enumerate(ex.node_config_ids):
        op = int(ex.node_opcode[n])
        e[:, ops.index(op) if op in ops else 0] += mv[:, r] * sizes[r]
    return e.reshape(ex.num_configs, -1)


def new_minor(ex: Example) -> np.ndarray:
    """(c, 2 x buckets) moved elements per (result | operand) and new minor dimension size."""
    layouts, mv, sizes = moved(ex)
    prods, nb = producers(ex.edge_index), len(MINOR_BUCKETS)
    e = np.zeros((ex.num_configs, 2, nb))
    for r, n in enumerate(ex.node_config_ids):
        for s, t in enumerate([int(n), *prods.get(int(n), [])[:2]]):
            dims = [int(d) for d in ex.node_feat[t, DIMS_SLOTS] if d > 0]
            for c in np.flatnonzero(mv[:, r, s]):
                m = layouts[c, r, s, 0]
                if 0 <= m < len(dims):
                    b = next(i for i, x in enumerate(MINOR_BUCKETS) if dims[m] <= x)
                    e[c, min(s, 1), b] += sizes[r, s]
    return e.reshape(ex.num_configs, -1)


def copies(ex: Example) -> np.ndarray:
    """(c, 5) the count and the copy features, each log1p (nodes changed: a plain count)."""
    layouts, mv, sizes = moved(ex)
    row = {int(n): r for r, n in enumerate(ex.node_config_ids)}
    prods = producers(ex.edge_index)
    agree, disagree = np.zeros(ex.num_configs), np.zeros(ex.num_configs)
    for n, r in row.items():
        for k, v in enumerate(prods.get(n, [])[:2]):
            if v in row:
                same = np.all(layouts[:, row[v], 0] == layouts[:, r, 1 + k], -1)
                agree += (mv[:, row[v], 0] & mv[:, r, 1 + k] & same) * sizes[r, 1 + k]
                disagree += ((mv[:, row[v], 0] | mv[:, r, 1 + k]) & ~same) * sizes[r, 1 + k]
    transposes = ex.node_opcode[ex.node_config_ids] == opcode_id("transpose")
    count = (mv * sizes).sum((-1, -2))
    return np.stack([np.log1p(count), np.log1p(agree), np.log1p(disagree),
                     np.log1p((mv[..., 0] * transposes * sizes[:, 0]).sum(-1)),
                     (ex.codes != 0).any(-1).sum(-1)], -1)


def mean_tau(data, score: Callable[[np.ndarray], np.ndarray]) -> float:
    """Mean Kendall tau per program of score(x) against log runtime y, over (x, y) pairs."""
    return float(np.nanmean([kendalltau(score(x), y).statistic for x, y in data]))


def fit(data, w0: np.ndarray, score, steps: int, temperature: float = 0.05) -> np.ndarray:
    """Weights from w0 maximising the smooth tau of `score(x, w)` (jax) over `data`."""
    pairs = []
    for x, y in data:
        i, j = np.triu_indices(len(y), 1)
        pairs.append((jnp.asarray(x), jnp.asarray(i), jnp.asarray(j), jnp.asarray(np.sign(y[i] - y[j]))))

    def loss(w):
        total = 0.0
        for x, i, j, s in pairs:
            sc = score(x, w)
            total += -jnp.mean(jnp.tanh((sc[i] - sc[j]) / temperature) * s)
        return total / len(pairs) + 1e-3 * jnp.sum((w - w0) ** 2)

    step = jax.jit(jax.value_and_grad(loss))
    w, opt = jnp.asarray(w0), optax.adam(0.05)
    state = opt.init(w)
    for _ in range(steps):
        _, g = step(w)
        updates, state = opt.update(g, state)
        w = optax.apply_updates(w, updates)
    return np.asarray(w)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default="data/cpu-v1")
    parser.add_argument("--steps", type=int, default=200)
    opts = parser.parse_args(argv)
    ds = load_dataset([opts.data], splits=("train", "valid"))
    train = [ex for ex in ds.train if np.ptp(ex.runtime) > 0]
    valid = [ex for ex in ds.valid if np.ptp(ex.runtime) > 0]
    ops = sorted({int(o) for ex in train for o in ex.node_opcode[ex.node_config_ids]})
    log_runtime = lambda exs, f: [(f(ex), np.log(ex.runtime)) for ex in exs]  # noqa: E731
    count = lambda x: np.log1p(x.sum(-1))  # noqa: E731
    base_tr = mean_tau(log_runtime(train, lambda ex: op_slot(ex, ops)), count)
    base_va = mean_tau(log_runtime(valid, lambda ex: op_slot(ex, ops)), count)
    print(f"{len(train)} train, {len(valid)} valid programs ({opts.data}); mean Kendall tau per program")
    print("| family | weights | train tau | valid tau | valid - count |\n|---|---|---|---|---|")
    print(f"| the count | 1 | {base_tr:.3f} | {base_va:.3f} | - |")
    for name, feats in (("op x slot", lambda ex: op_slot(ex, ops)), ("new minor", new_minor)):
        tr, va = log_runtime(train, feats), log_runtime(valid, feats)
        w0 = np.zeros(tr[0][0].shape[1])  # log-weights: exp(0) = 1, the count
        lw = fit(tr, w0, lambda x, w: jnp.log1p(x @ jnp.exp(w)), opts.steps)
        score = lambda x, lw=lw: np.log1p(x @ np.exp(lw))  # noqa: E731
        t, v = mean_tau(tr, score), mean_tau(va, score)
        print(f"| {name} | {len(lw)} | {t:.3f} | {v:.3f} | {v - base_va:+.3f} |")
    tr, va = log_runtime(train, copies), log_runtime(valid, copies)
    w0 = np.array([1.0, 0, 0, 0, 0])
    w = fit(tr, w0, lambda x, w: x @ w, opts.steps)
    t, v = mean_tau(tr, lambda x: x @ w), mean_tau(va, lambda x: x @ w)
    print(f"| copies (linear: count, agree, disagree, transposes, nodes changed) | 5 | {t:.3f} | {v:.3f} | "
          f"{v - base_va:+.3f} |")
    print("copies weights:", np.round(w, 3).tolist())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
