"""Does a learned model that starts from the count beat the count? Potentials, trained across programs.

The count (`surrogate.layout_count`) ranks a config by the elements it lays out other than
row-major. This model keeps that shape and learns what it misses, per choice:

    score(config) = a * log1p(sum over set layouts i of moved_i * elements_i * exp(g_i))
                  + sum over set layouts and swapped dots i of d_i
                  + sum over module options o of w_o

where a layout i is one (configurable node, slot out|in0|in1, layout) and g_i, d_i come
from a small MLP over what the graph says about it (both opcodes, the tensor's size and
rank, which dimension the layout makes minor and its size, how many dimensions move,
the node's TpuGraphs features), and w_o is one weight per option value shared by all
programs. With `--gnn-layers L` the MLP also reads the embeddings of the choice's node
and of its tensor's producer after L rounds of message passing over the program's graph
(GraphSAGE, both directions): what the neighbours are, not only the node itself.
g = d = w = 0 at the start, so the untrained model is the count (up to its float32 sums); a config's
score is a lookup per gene and a sum, as fast as the count to evaluate.

Training is the product's (`surrogate.potentials_train`, what `xtune train --model potentials`
runs): a pairwise logistic loss within each program on log runtime (AdamW, full
batch), early stopping on the mean of two validation sets: `data/cpu-v1`'s valid split
(random configs) and a tenth of `data/train-local-v1`'s programs (local configs; those
programs' random configs leave training too). Nothing held out steers a choice. Each
held-out set is read with the count and a random ranking in the same run, per seed;
the paired Wilcoxon test compares the seeds' mean per-program tau with the count's.

With `--folds K` no held-out set is read: the training programs with local configs are
split into K folds by program, each read by models trained without it, with where each
program's best config is (option, pins, swaps, a config that moves elements) and what each
ranking puts in its top 5, and the order among the configs that move elements (what a
search's neighbour tiers ask a model). `--program-options` gives each program its own
option weights (the shared ones plus an MLP of its pooled node features, zero at the start).

Usage:
  python bench/potentials_model.py [--seeds 3] [--steps 600] [--gnn-layers 0] [--out bench/results/potentials-model.md]
      [--held-out data/cpu-v1/test data/cpu-v2-test data/local-v1 data/real-v1/random data/real-v1/local]
  python bench/potentials_model.py --folds 5 --seeds 3 --steps 100 --no-reweight --lr 3e-4
      --train-extra data/real-v1/random data/real-v1/local [--program-options]
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import math
import re
import sys
import tempfile
import time
from pathlib import Path

import jax
import jax.numpy as jnp
import numpy as np
from scipy.stats import rankdata

from xtune.surrogate.dataset_build import stores_as_datasets
from xtune.surrogate.metrics import kendall_tau, paired_comparison, top_k_slowdown
from xtune.surrogate.layout_count import count_scores as layout_count_scores
from xtune.surrogate.potentials_train import (
    Batch,
    PotentialsProgress,
    PotentialsTrainConfig,
    mean_tau,
    option_vocabulary,
    per_program,
    tie_break,
    train_potentials,
    train_seed,
)
from xtune.surrogate.training_data import Example, load_dataset

def count_scores(batch: Batch) -> np.ndarray:
    """The count (`surrogate.layout_count.count_scores`, as `xtune evaluate --against count` reads
    it) of every config of a batch."""
    return np.concatenate([layout_count_scores(ex.codes, ex.node_feat, ex.edge_index, ex.node_config_ids)
                           for ex in batch.examples])


def train_config(a: argparse.Namespace) -> PotentialsTrainConfig:
    """The product's training config from this script's options."""
    return PotentialsTrainConfig(steps=a.steps, learning_rate=a.lr, weight_decay=a.weight_decay, hidden=a.hidden,
                                 node_features=not a.no_node_features, term_penalty=a.term_penalty,
                                 own_moved=not a.no_own_moved, reweight=not a.no_reweight,
                                 own_unmoved=not a.no_own_unmoved, gnn_layers=a.gnn_layers,
                                 program_options=a.program_options)


def log_progress(p: PotentialsProgress) -> None:
    print(f"  seed {p.seed} step {p.step}: loss {p.loss:.4f} valid tau {p.valid_tau:.4f} (best {p.best_tau:.4f})")


def count_then(counted: np.ndarray, model: np.ndarray) -> np.ndarray:
    """The count first, the model's order only among the configs the count ties."""
    return rankdata(counted, method="dense") + rankdata(model) / (len(model) + 1)


# --------------------------------------------------------------------------- data


def gen_id(name: str) -> str:
    m = re.match(r"(gen_\d+)_", name)
    return m.group(1) if m else name


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pool", default="data/cpu-v1")
    parser.add_argument("--train-local", default="data/train-local-v1/train-local-v1.db")
    parser.add_argument("--held-out", nargs="+", default=["data/cpu-v1/test", "data/cpu-v2-test", "data/local-v1",
                                                         "data/real-v1/random", "data/real-v1/local"])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--steps", type=int, default=600)
    parser.add_argument("--lr", type=float, default=3e-3)
    parser.add_argument("--weight-decay", type=float, default=1e-3)
    parser.add_argument("--hidden", type=int, default=64)
    parser.add_argument("--no-node-features", action="store_true", help="only the choice's own features")
    parser.add_argument("--term-penalty", type=float, default=0.0)
    parser.add_argument("--no-reweight", action="store_true", help="g = 0: the count's elements keep weight 1")
    parser.add_argument("--no-own-moved", action="store_true",
                        help="a choice that moves elements gets no additive term (priced through g alone)")
    parser.add_argument("--no-own-unmoved", action="store_true",
                        help="a choice that moves no elements (row-major pin, swap) gets no term: it costs 0, "
                             "as in the count")
    parser.add_argument("--gnn-layers", type=int, default=0,
                        help="message-passing rounds whose node embeddings each choice also reads (0: none)")
    parser.add_argument("--train-extra", nargs="*", default=[],
                        help="exported datasets (all splits) added to training, e.g. data/real-v1/random "
                             "data/real-v1/local once a fresher held-out set has replaced them")
    parser.add_argument("--valid-share", type=float, default=0.2, help="share of train-local programs held for valid")
    parser.add_argument("--no-held-out", action="store_true", help="train and validate only (for choices)")
    parser.add_argument("--program-options", action="store_true",
                        help="each program's option weights are the shared ones plus an MLP of its pooled nodes")
    parser.add_argument("--folds", type=int, default=0,
                        help="K > 0: no held-out set is read; the training programs of the local sets "
                             "(train-local and the --train-extra sets whose path says 'local') are split into K folds by program, each read by "
                             "models trained without it (for choices: nothing held out is touched)")
    parser.add_argument("--out", type=Path)
    parser.add_argument("--save", type=Path,
                        help="write the seed with the best valid tau as a model file (`xtune search --model FILE`; "
                             "the bundled one: surrogate/models/potentials.xtm)")
    a = parser.parse_args(argv)
    if a.save and (a.gnn_layers or a.program_options or a.folds):
        parser.error("--save writes the shape a search reads: no --gnn-layers, --program-options or --folds")
    t0 = time.time()
    pool = load_dataset([a.pool], splits=("train", "valid"))
    with tempfile.TemporaryDirectory() as tmp:
        local = list(load_dataset(stores_as_datasets([a.train_local], tmp)).train)
    ranked = sorted(local, key=lambda e: hashlib.sha256(f"valid:{gen_id(e.name)}".encode()).hexdigest())
    k = max(1, round(a.valid_share * len(ranked)))
    local_valid, local_train = ranked[:k], ranked[k:]
    held_ids = {gen_id(e.name) for e in local_valid}
    random_train = [e for e in pool.train if gen_id(e.name) not in held_ids]
    extra = [ex for p in a.train_extra for ex in _load_all(p)]
    train_examples = random_train + local_train + extra
    vocab = option_vocabulary(train_examples)  # the product's: `train_potentials` builds the same
    config = train_config(a)
    print(f"train: {len(random_train)} random-config programs + {len(local_train)} local-config programs; "
          f"{len(extra)} of {a.train_extra or 'no extra set'}; valid: {len(pool.valid)} random, {len(local_valid)} local; "
          f"{len(vocab)} option values")
    valids = [Batch(list(pool.valid), vocab), Batch(local_valid, vocab)]
    if a.folds:
        local_ids = {id(ex) for ex in local_train} | {id(ex) for p in a.train_extra if "local" in p
                                                       for ex in extra if ex.source.startswith(str(Path(p)))}
        return run_folds(a, argv, train_examples, local_ids, valids, vocab, t0)
    sets = {} if a.no_held_out else {p: Batch(_load_all(p), vocab) for p in a.held_out}
    sets = {"valid: cpu-v1 valid (random)": valids[0], "valid: train-local held back (local)": valids[1], **sets}
    results: dict[str, list[dict]] = {name: [] for name in sets}
    scored: dict[str, list[np.ndarray]] = {name: [] for name in sets}
    info = {"command": "python bench/potentials_model.py " + " ".join(argv if argv is not None else sys.argv[1:]),
            "trained_on": [a.pool + " train", a.train_local, *a.train_extra]}
    if a.gnn_layers or a.program_options:  # experiments a model file cannot hold: seed by seed
        train = Batch(train_examples, vocab)
        kept, runs = None, [train_seed(train, valids, len(vocab), seed, config, log_progress) for seed in range(a.seeds)]
    else:  # the product's training (`xtune train --model potentials`), on this script's data
        result = train_potentials(train_examples, [list(pool.valid), local_valid], config, range(a.seeds), info,
                                  log_progress)
        kept, runs = result.model, result.runs
    steered = [(r.seed, r.valid_tau, r.best_step) for r in runs]
    for run in runs:
        for name, b in sets.items():
            scored[name].append(run.scores(config, len(vocab), b))
            results[name].append(per_program(b, scored[name][-1]))
    lines = [f"# Potentials: the count plus learned per-choice terms ({datetime.date.today()})", "",
             f"`python bench/potentials_model.py {' '.join(argv if argv is not None else sys.argv[1:])}` "
             f"({time.time() - t0:.0f} s)", "",
             f"Trained on {len(random_train)} programs of `{a.pool}` train (random configs) and "
             f"{len(local_train)} of `{a.train_local}` (local configs)"
             + (f", and {len(extra)} of {', '.join(f'`{p}`' for p in a.train_extra)}" if extra else "")
             + "; early stopping on the two valid sets "
             f"(best step per seed: {', '.join(f'{s}: {at}' for s, _, at in steered)}).", "",
             "Count tau: ties broken at random, as a search must (in brackets: ties kept, tau-b). The "
             "paired test is against the first.", "",
             "| set | programs | model tau (mean +- sd over seeds) | count tau | count, ties by choices made | "
             "count, ties by the model (mean over seeds; better / worse than count, p; programs whose best config is in its top 5) | random tau | model - count | "
             "better / worse | Wilcoxon p | top-5 slowdown model / count | best config in the top 5, programs: "
             "model / count / random |",
             "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    rng = np.random.default_rng(0)
    for name, b in sets.items():
        seeds_tau = [mean_tau(r) for r in results[name]]
        averaged = {p: {"kendall_tau": float(np.nanmean([r[p]["kendall_tau"] for r in results[name]])),
                        "top5": float(np.mean([r[p]["top5"] for r in results[name]]))} for p in results[name][0]}
        counted = count_scores(b)
        # ties broken at random, as a search must (the count ties every config that moves nothing)
        count_per = per_program(b, tie_break(counted, 0))
        rand_per = [per_program(b, rng.permutation(b.num_configs).astype(float)) for _ in range(5)]
        rand = [mean_tau(r) for r in rand_per]

        def hits(per):  # programs whose best config is among the top 5
            return sum(v["top5"] == 0 for v in per.values())
        tied = mean_tau(per_program(b, counted))
        changed = np.asarray(jax.ops.segment_sum(jnp.ones_like(b.elements)[b.inc_item], b.inc_cfg,
                                                 num_segments=b.num_configs)) + np.asarray(b.options.sum(1))
        by_changes = mean_tau(per_program(b, tie_break(np.log1p(counted) + 1e-3 * changed, 0)))
        then_runs = [per_program(b, count_then(counted, s)) for s in scored[name]]
        then_cmp = paired_comparison({p: {"kendall_tau": float(np.nanmean([r[p]["kendall_tau"] for r in then_runs]))}
                                      for p in then_runs[0]}, count_per)
        then = f"{np.mean([mean_tau(r) for r in then_runs]):.3f} ({then_cmp['wins']} / {then_cmp['losses']}, " \
               f"p {then_cmp['p_value']:.2g}; best in the top 5: {np.mean([hits(r) for r in then_runs]):.1f})"
        cmp = paired_comparison(averaged, count_per)
        lines.append(f"| {name} | {cmp['programs']} | {np.mean(seeds_tau):.3f} +- {np.std(seeds_tau):.3f} | "
                     f"{cmp['baseline']:.3f} ({tied:.3f}) | {by_changes:.3f} | {then} | {np.mean(rand):.3f} | {cmp['difference']:+.3f} | "
                     f"{cmp['wins']} / {cmp['losses']} | {cmp['p_value']:.2g} | "
                     f"{np.mean([v['top5'] for v in averaged.values()]):.1%} / "
                     f"{np.mean([v['top5'] for v in count_per.values()]):.1%} | "
                     f"{np.mean([hits(r) for r in results[name]]):.1f} / {hits(count_per)} / "
                     f"{np.mean([hits(r) for r in rand_per]):.1f} |")
    if a.save:
        kept.save(a.save)
        lines += ["", f"Saved seed {kept.info['seed']} (valid tau {kept.info['valid_tau']}) to `{a.save}`."]
    return _write(lines, a.out)


def option_tau(ex: Example, scores: np.ndarray) -> float:
    """Kendall tau among a program's configs that change only module options (and the default):
    how well its option changes are ordered."""
    layouts, swaps = _changes(ex)
    keep = np.flatnonzero(~layouts & ~swaps)
    return kendall_tau(scores[keep], ex.runtime[keep]) if len(keep) >= 3 else math.nan


def run_folds(a, argv, train_examples: list[Example], local_ids: set[int], valids: list[Batch],
              vocab: dict[str, int], t0: float) -> int:
    """K folds by program over the local-config programs in training (and their random-config
    twins): each fold is read by `--seeds` models trained on everything else; per-program tau
    of model, count and "count, ties by the model", the option-only tau and the top-5 hits."""
    config = train_config(a)
    local_groups = sorted({gen_id(ex.name) for ex in train_examples if id(ex) in local_ids})
    fold_of = {g: int(hashlib.sha256(f"fold:{g}".encode()).hexdigest(), 16) % a.folds for g in local_groups}
    rows: dict[str, dict[str, list]] = {"local": {}, "random": {}}
    for f in range(a.folds):
        held = [ex for ex in train_examples if fold_of.get(gen_id(ex.name)) == f]
        rest = [ex for ex in train_examples if fold_of.get(gen_id(ex.name)) != f]
        train = Batch(rest, vocab)
        read = {kind: [ex for ex in held if (id(ex) in local_ids) == (kind == "local")] for kind in rows}
        batches = {kind: Batch(exs, vocab) for kind, exs in read.items() if exs}
        print(f"fold {f}: {len(rest)} programs train, read {', '.join(f'{len(v)} {k}' for k, v in read.items())}")
        scored = {kind: [] for kind in batches}
        for seed in range(a.seeds):
            run = train_seed(train, valids, len(vocab), seed, config)
            for kind, b in batches.items():
                scored[kind].append(run.scores(config, len(vocab), b))
        for kind, b in batches.items():
            counted = count_scores(b)
            broken = tie_break(counted, f)  # ties at random, drawn over the whole batch as `per_program` reads it
            for i, (ex, sl) in enumerate(zip(b.examples, b.slices)):
                t = ex.runtime
                runs = [s[sl] for s in scored[kind]]
                row = rows[kind].setdefault(ex.source or ex.name, {})
                row["model"] = [kendall_tau(s, t) for s in runs]
                row["count"] = kendall_tau(broken[sl], t)
                row["then"] = [kendall_tau(count_then(counted[sl], s), t) for s in runs]
                row["opt_model"] = [option_tau(ex, s) for s in runs]
                row["opt_count"] = option_tau(ex, broken[sl])
                row["hit_model"] = [top_k_slowdown(s, t, 5) == 0 for s in runs]
                row["hit_count"] = top_k_slowdown(broken[sl], t, 5) == 0
                row["hit_then"] = [top_k_slowdown(count_then(counted[sl], s), t, 5) == 0 for s in runs]
                kinds = config_kinds(ex, counted[sl])
                row["best_kind"] = kinds[int(np.argmin(t))]
                row["num_kind"] = {k: int((kinds == k).sum()) for k in KINDS}
                lay = np.flatnonzero(kinds == "layout")  # the moves a search's neighbour tiers order
                if len(lay) >= 3:
                    row["lay_model"] = [kendall_tau(s[lay], t[lay]) for s in runs]
                    row["lay_count"] = kendall_tau(broken[sl][lay], t[lay])
                    best = int(np.argmin(t[lay]))
                    row["lay_hit_model"] = [best in np.argsort(s[lay], kind="stable")[:3] for s in runs]
                    row["lay_hit_count"] = best in np.argsort(broken[sl][lay], kind="stable")[:3]
                    row["lay_hit_random"] = min(3, len(lay)) / len(lay)
                row["top5_model"] = [kinds[np.argsort(s, kind="stable")[:5]].tolist() for s in runs]
                row["top5_count"] = kinds[np.argsort(broken[sl], kind="stable")[:5]].tolist()
    lines = [f"# Potentials, {a.folds} folds by program over the training programs ({datetime.date.today()})", "",
             f"`python bench/potentials_model.py {' '.join(argv if argv is not None else sys.argv[1:])}` "
             f"({time.time() - t0:.0f} s). No held-out set is read.", "",
             "| configs | programs | model tau (mean over programs; per seed) | count tau | model - count | better / worse, p | "
             "count, ties by the model | option-only tau, model / count | best in top 5: model / count / count-then |",
             "|---|---|---|---|---|---|---|---|---|"]
    for kind, per in rows.items():
        if not per:
            continue
        names = list(per)
        seeds = len(per[names[0]]["model"])
        by_seed = [np.nanmean([per[n]["model"][k] for n in names]) for k in range(seeds)]
        model = {n: {"kendall_tau": float(np.nanmean(per[n]["model"]))} for n in names}
        count = {n: {"kendall_tau": per[n]["count"]} for n in names}
        cmp = paired_comparison(model, count)
        then = np.nanmean([np.nanmean(per[n]["then"]) for n in names])
        om = np.nanmean([np.nanmean(per[n]["opt_model"]) for n in names])
        oc = np.nanmean([per[n]["opt_count"] for n in names])
        hm = sum(np.mean(per[n]["hit_model"]) for n in names)
        hc = sum(per[n]["hit_count"] for n in names)
        ht = sum(np.mean(per[n]["hit_then"]) for n in names)
        lines.append(f"| {kind} | {len(names)} | {np.mean(by_seed):.3f} ({', '.join(f'{v:.3f}' for v in by_seed)}) | "
                     f"{cmp['baseline']:.3f} | {cmp['difference']:+.3f} | {cmp['wins']} / {cmp['losses']}, "
                     f"p {cmp['p_value']:.2g} | {then:.3f} | {om:.3f} / {oc:.3f} | {hm:.1f} / {hc} / {ht:.1f} |")
    lines += ["", "Where the best config is, and what each ranking puts in its top 5 (mean configs of each kind "
              "per program; model: mean over seeds):", "",
              "| configs | kind | programs whose best is of this kind | of those, best in top 5: model / count | "
              "in the model's top 5 | in the count's top 5 | configs of this kind per program |",
              "|---|---|---|---|---|---|---|"]
    for kind, per in rows.items():
        for k in KINDS:
            names = [n for n in per if per[n]["best_kind"] == k]
            in_model = np.mean([np.mean([t.count(k) for t in per[n]["top5_model"]]) for n in per])
            in_count = np.mean([per[n]["top5_count"].count(k) for n in per])
            lines.append(f"| {kind} | {k} | {len(names)} | {sum(np.mean(per[n]['hit_model']) for n in names):.1f} / "
                         f"{sum(per[n]['hit_count'] for n in names)} | {in_model:.2f} | {in_count:.2f} | "
                         f"{np.mean([per[n]['num_kind'][k] for n in per]):.1f} |")
    lines += ["", "Among the configs that move elements (\"layout\": what the search's neighbour tiers order), "
              "programs with at least 3:", "",
              "| configs | programs | layout-only tau: model / count | best layout config in the first 3 layouts: "
              "model / count / random |", "|---|---|---|---|"]
    for kind, per in rows.items():
        names = [n for n in per if "lay_model" in per[n]]
        if names:
            lines.append(f"| {kind} | {len(names)} | {np.nanmean([np.nanmean(per[n]['lay_model']) for n in names]):.3f} / "
                         f"{np.nanmean([per[n]['lay_count'] for n in names]):.3f} | "
                         f"{sum(np.mean(per[n]['lay_hit_model']) for n in names):.1f} / "
                         f"{sum(per[n]['lay_hit_count'] for n in names)} / "
                         f"{sum(per[n]['lay_hit_random'] for n in names):.1f} |")
    return _write(lines, a.out)


KINDS = ("default or option", "pins", "swaps", "pins and swaps", "layout")


def config_kinds(ex: Example, counted: np.ndarray) -> np.ndarray:
    """What each config of a program changes: "layout" (moves elements: the count > 0), else
    "pins" (sets row-major layouts), "swaps" (swaps dot operands), both, or "default or option"."""
    pins, swaps = _changes(ex)
    out = np.where(pins & swaps, KINDS[3], np.where(pins, KINDS[1], np.where(swaps, KINDS[2], KINDS[0])))
    return np.where(counted > 0, KINDS[4], out).astype(object)


def _changes(ex: Example) -> tuple[np.ndarray, np.ndarray]:
    """Per config of a program: does it set any layout, does it swap any dot's operands
    (codes: a layout's choices + 1, 0 where unset; the swap gene 2 where swapped)."""
    codes = ex.codes.reshape(ex.num_configs, -1, 19)
    return codes[..., :18].max((1, 2), initial=0) > 0, codes[..., 18].max(1, initial=0) > 1


def _write(lines: list[str], out: Path | None) -> int:
    """Prints the table and writes it to `out`, if given."""
    text = "\n".join(lines) + "\n"
    print(text)
    if out:
        out.write_text(text)
    return 0


def _load_all(path: str) -> list[Example]:
    d = load_dataset([path])
    return list(d.train) + list(d.valid) + list(d.test)


if __name__ == "__main__":
    raise SystemExit(main())
