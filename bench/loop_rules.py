"""Which predictor picks a loop's unroll factor best, on loop programs none of them saw.

Only the loop moves count here (every loop unrolled by k, one loop by k): each predictor
ranks a held-out program's measured loop moves, and its top pick's measured gain is
compared, paired by program, with the global prior's (the key's upside across the
training programs, what `xtune suggest` ships):

* global prior: `fit_prior` on the training stores;
* "x2 everywhere": every loop unrolled by 2 first, then the smallest factors;
* "largest factor under the cap": the largest factor first (the growth cap already
  dropped those past it), the bulk move before a single loop's;
* measuring order: the order the search's loop screen measures them in;
* random: the mean over 20 orders;
* evolved rule: DEAP strongly-typed GP over the loop moves' features (factor, counted,
  trips, body ops, carried bytes, depth, share of loops; the prior's upside, programs and
  share won), FunSearch-style islands, fitness the measured gain of its top pick on the
  training programs' loop moves (`surrogate.moves_rule.evolve`, k=1).

Usage:
  python bench/loop_rules.py --train STORE ... --held-out STORE ... [--out FILE.md]

Prints a table: per predictor the geomean speedup of its top pick over the held-out
programs, the programs it did better / worse on than the global prior, and the paired
Wilcoxon p-value of its top-1 gains against the prior's.
"""

from __future__ import annotations

import argparse
import dataclasses
import math
import sys
from pathlib import Path

import numpy as np

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from xtune.surrogate.move_corpus import Corpus, ProgramMoves, load_corpus  # noqa: E402
from xtune.surrogate.moves_rule import EvolveSettings, Table, evolve, fit_prior, rule_priorities  # noqa: E402


def loop_moves_only(corpus: Corpus) -> Corpus:
    """The corpus with each program's loop moves only (programs without any left out)."""
    out = []
    for p in corpus.programs:
        rows = [j for j, m in enumerate(p.moves) if m.kind == "loop"]
        if rows:
            out.append(dataclasses.replace(p, moves=[p.moves[j] for j in rows], log_ratio=p.log_ratio[rows]))
    return Corpus(out)


def first_rows(table: Table) -> np.ndarray:
    """(rows,) each row's place within its program (0 = first measured)."""
    place = np.zeros(len(table.program))
    for pid in np.unique(table.program):
        idx = np.flatnonzero(table.program == pid)
        place[idx] = np.arange(len(idx))
    return place


def compare(train: Corpus, held_out: Corpus, generations: int, seed: int) -> tuple[list[dict], str, int]:
    """The rows of the comparison, the evolved rule and the number of held-out programs."""
    from scipy.stats import wilcoxon

    prior = fit_prior(train)
    table = Table.of(held_out, prior)
    cols = table.columns
    evolved = evolve(Table.of(loop_moves_only(train)), EvolveSettings(generations=generations, k=1, seed=seed))
    bulk = cols["m_loops"] >= 1.0
    place = first_rows(table)
    priorities = {
        "global prior (ships)": cols["prior"],
        "x2 everywhere": -cols["m_unroll"] + 10.0 * (bulk & (cols["m_unroll"] == 1.0)),
        "largest factor under the cap": cols["m_unroll"] + 0.5 * bulk,
        "measuring order": -place,
        "evolved rule": rule_priorities(evolved.expression, cols),
    }
    gains = {name: table.top_k(pri, 1) for name, pri in priorities.items()}
    rng = np.random.default_rng(seed)
    gains["random"] = np.mean([table.top_k(rng.random(len(table.gain)), 1) for _ in range(20)], axis=0)
    base = gains["global prior (ships)"]
    rows = [{"predictor": "best measured loop move", "top1": math.exp(table.best().mean()), "better": "",
             "worse": "", "p": math.nan}]
    for name, g in gains.items():
        diff = g - base
        p = float(wilcoxon(g, base).pvalue) if name != "global prior (ships)" and np.any(diff != 0) else math.nan
        rows.append({"predictor": name, "top1": math.exp(g.mean()), "better": int((diff > 1e-9).sum()),
                     "worse": int((diff < -1e-9).sum()), "p": p})
    return rows, evolved.expression, len(table.names)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--train", action="append", required=True, help="training stores (repeatable)")
    parser.add_argument("--held-out", action="append", required=True, help="held-out stores (repeatable)")
    parser.add_argument("--generations", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=None, help="also write the table here (markdown)")
    opts = parser.parse_args(argv)
    train = load_corpus(opts.train)
    held_out = loop_moves_only(load_corpus(opts.held_out, min_moves=1))
    train_names = {p.fingerprint for p in train.programs}
    overlap = [p.name for p in held_out.programs if p.fingerprint in train_names]
    if overlap:
        parser.error(f"held-out programs also in the training stores: {', '.join(overlap)}")
    rows, expression, n = compare(train, held_out, opts.generations, opts.seed)
    lines = [f"{n} held-out programs with measured loop moves; evolved rule: `{expression}`", "",
             "| predictor | top-1 geomean speedup | better / worse than the prior | p (Wilcoxon, paired) |",
             "|---|---|---|---|"]
    for r in rows:
        vs = f"{r['better']} / {r['worse']}" if r["better"] != "" else ""
        p = "" if math.isnan(r["p"]) else f"{r['p']:.3f}"
        lines.append(f"| {r['predictor']} | {r['top1']:.3f}x | {vs} | {p} |")
    text = "\n".join(lines)
    print(text)
    if opts.out:
        opts.out.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
