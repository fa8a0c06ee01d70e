"""An evaluation of the surrogate that cannot fool you: folds by program, several seeds,
and a paired comparison with the count, on held-out sets no model here trained on.

The pool is `data/cpu-v1`'s train and valid programs (its test split is never in a
fold). They are cut into K folds by program; programs of one generated family (the
`gen_NNNN_<family>` name) are spread over the folds. For each seed and fold f, a model
(`xtune train`'s defaults, or --layout-count) trains on the folds other than f and
f+1, stops early on fold f+1, and is read on fold f (cross-validation) and on each
held-out set. Every table row is that model's mean Kendall tau per program, mean +-
standard deviation over seeds (each seed's value: the mean over its folds), beside
the count's and a random ranking's on the same programs, and a paired Wilcoxon
signed-rank test on per-program tau (the model's averaged over seeds and folds)
against the count.

Usage:
  python bench/surrogate_folds.py [--folds 5] [--seeds 3] [--held-out data/cpu-v1/test data/cpu-v2-test]
      [--layout-count] [--epochs N] [--out bench/results/surrogate-folds.md]
"""

from __future__ import annotations

import argparse
import datetime
import re
import time
from collections import defaultdict
from pathlib import Path

import numpy as np

from xtune.surrogate.baselines import baseline_metrics
from xtune.surrogate.metrics import paired_comparison
from xtune.surrogate.model import ModelConfig
from xtune.surrogate.train import TrainConfig, evaluate, train
from xtune.surrogate.training_data import Example, load_dataset


def family(name: str) -> str:
    """`gen_0001_conv-7ab3...` -> `conv`; any other program is a family of its own."""
    m = re.match(r"gen_\d+_([a-z_0-9]+?)-", name)
    return m.group(1) if m else name


def folds_by_program(examples: list[Example], k: int) -> list[list[Example]]:
    """K folds; each family's programs dealt round-robin over them, from a rotating start."""
    by_family: dict[str, list[Example]] = defaultdict(list)
    for ex in sorted(examples, key=lambda e: e.name):
        by_family[family(ex.name)].append(ex)
    folds: list[list[Example]] = [[] for _ in range(k)]
    start = 0
    for fam in sorted(by_family):
        for i, ex in enumerate(by_family[fam]):
            folds[(start + i) % k].append(ex)
        start += len(by_family[fam])
    return folds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pool", default="data/cpu-v1")
    parser.add_argument("--held-out", nargs="*", default=["data/cpu-v1/test", "data/cpu-v2-test"])
    parser.add_argument("--folds", type=int, default=5)
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--layout-count", action="store_true")
    parser.add_argument("--epochs", type=int, default=None)
    parser.add_argument("--out", type=Path)
    opts = parser.parse_args(argv)
    pool_ds = load_dataset([opts.pool], splits=("train", "valid"))
    pool = [*pool_ds.train, *pool_ds.valid]
    folds = folds_by_program(pool, opts.folds)
    held = {}
    for path in opts.held_out:
        ds = load_dataset([path], splits=("train", "valid", "test"))
        held[path] = [*ds.train, *ds.valid, *ds.test]
    model = ModelConfig(layout_count=opts.layout_count)
    config = TrainConfig(model=model, **({"epochs": opts.epochs} if opts.epochs else {}))
    # per set: per seed: {program: tau} (cross-validation: each program from the model that did not see it)
    taus: dict[str, list[dict[str, float]]] = {s: [] for s in ["cross-validation", *held]}
    started = time.perf_counter()
    for seed in range(opts.seeds):
        cv: dict[str, float] = {}
        held_seed: dict[str, list[dict[str, float]]] = {s: [] for s in held}
        for f in range(opts.folds):
            valid = folds[(f + 1) % opts.folds]
            train_ex = [ex for g, fold in enumerate(folds) if g not in (f, (f + 1) % opts.folds) for ex in fold]
            result = train(train_ex, valid, TrainConfig(**{**config.__dict__, "seed": seed}))
            per, _ = evaluate(result.model, folds[f])
            cv.update({k: v["kendall_tau"] for k, v in per.items()})
            for name, exs in held.items():
                per, _ = evaluate(result.model, exs)
                held_seed[name].append({k: v["kendall_tau"] for k, v in per.items()})
            print(f"seed {seed} fold {f}: {len(train_ex)} train, best epoch {result.model.info['best_epoch']}, "
                  f"{time.perf_counter() - started:.0f} s", flush=True)
        taus["cross-validation"].append(cv)
        for name in held:  # a held-out program's tau: the mean over this seed's fold models
            progs = held_seed[name][0].keys()
            taus[name].append({p: float(np.nanmean([m[p] for m in held_seed[name]])) for p in progs})
    sets = {"cross-validation": pool, **held}
    lines = [f"Models: `xtune train` defaults{' with --layout-count' if opts.layout_count else ''}, "
             f"{opts.folds} folds by program of {opts.pool} (train+valid, {len(pool)} programs), "
             f"{opts.seeds} seeds.", "",
             "| set | programs | model tau (mean +- sd over seeds) | count tau | random tau | model - count | "
             "programs model better / worse | Wilcoxon p |", "|---|---|---|---|---|---|---|---|"]
    for name, exs in sets.items():
        per_seed = [float(np.nanmean(list(t.values()))) for t in taus[name]]
        mean_per_program = {p: {"kendall_tau": float(np.nanmean([t[p] for t in taus[name]]))} for p in taus[name][0]}
        count = baseline_metrics(exs, "count")[0]
        rand = baseline_metrics(exs, "random")[1]["kendall_tau"]
        c = paired_comparison(mean_per_program, count)
        lines.append(f"| {name} | {c['programs']} | {np.mean(per_seed):.3f} +- {np.std(per_seed):.3f} | "
                     f"{c['baseline']:.3f} | {rand:.3f} | {c['difference']:+.3f} | {c['wins']} / {c['losses']} | "
                     f"{c['p_value']:.2g} |")
    text = "\n".join(lines)
    print(text)
    if opts.out:
        cmd = "python bench/surrogate_folds.py " + " ".join(argv if argv is not None else __import__("sys").argv[1:])
        opts.out.write_text(f"# Surrogate, folds by program ({datetime.date.today().isoformat()})\n\n`{cmd}`"
                            f" ({time.perf_counter() - started:.0f} s)\n\n{text}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
