"""Online refinement, measured: how well each ranking orders the configs of a program
that are not measured yet, once k of them are.

For every program of a store (its ok records on one core, the latest per config), and
each seed, k configs count as measured: the default and k-1 others drawn at random.
Every ranking is read on the program's other configs: Kendall tau with their measured
ratios to the default, and whether the fastest of them is in the ranking's top 5.

* ``count``: the count of elements laid out non-row-major (`surrogate.layout_count`), no
  learning. Its tau (tau-b) gains from ties: local configs that move nothing tie at
  zero, and a tied pair is never a wrong pair.
* ``count, ties broken``: the same order, ties broken at random: the strict order a
  search follows when it measures one config after another.
* ``random``: a random order.
* ``terms``: the program's own cost terms fitted on its k measurements
  (`surrogate.program_terms.ProgramTerms`; the count alone before any); they tie where
  the count does and no measured choice tells configs apart, so ``terms, ties
  broken`` is their strict order.
* ``gnn``, ``gnn+refine`` (`--gnn`): the bundled model as shipped, and the copy the
  search ranks with after refining it on the k measurements
  (`GNNCostModel.refine`).
* ``potentials``, ``potentials+refine`` (`--potentials [FILE]`): the potentials model
  (bundled, or FILE) as shipped, and the program's terms fitted on the k measurements
  starting from it (`PotentialsScorer.refined`); both strict (ties broken at random).

Rows: mean tau over programs (mean +- std over seeds); the terms' per-program tau
(averaged over seeds) against each other ranking's: wins/losses and Wilcoxon p; with
`--potentials`, the same for potentials+refine against each other ranking.

Usage:
  python bench/refinement.py STORE[:SPLIT] ... [--k 5 10 20] [--seeds 5] [--gnn] [--potentials [FILE]] [--out FILE]
  python bench/refinement.py --slope data/cpu-v1/cpu-v1.db:train      # COUNT_SLOPE
  python bench/refinement.py --tune data/train-local-v1/train-local-v1.db   # PENALTIES

SPLIT picks the programs of that split in the `manifest.json` beside the store
(`data/cpu-v1/cpu-v1.db:test`).
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import itertools
import json
import logging
import time
from pathlib import Path

import numpy as np

from xtune.measure.program import Program
from xtune.measure.space import ConfigSpace
from xtune.measure.store import RecordStore
from xtune.surrogate.metrics import kendall_tau, paired_comparison
from xtune.surrogate.program_terms import PENALTIES, ProgramTerms

TOP = 5


@dataclasses.dataclass
class Measured:
    """One program's measured configs."""

    program: Program
    space: ConfigSpace
    records: list
    genomes: np.ndarray  # (c, genes), row 0 the default
    ratio: np.ndarray  # (c,)

    @property
    def name(self) -> str:
        return self.program.name


def load(spec: str, min_configs: int = 8) -> list[Measured]:
    """Programs of `STORE[:SPLIT]` with at least `min_configs` ok configs (default included)."""
    path, _, split = spec.partition(":")
    keep = None
    if split:
        manifest = json.loads((Path(path).parent / "manifest.json").read_text())
        keep = {e["fingerprint"] for e in manifest["entries"] if e["split"] == split}
    store = RecordStore(path)
    out = []
    for prog in store.programs(with_text=True):
        if keep is not None and prog["fingerprint"] not in keep:
            continue
        program = Program.from_text(prog["text"], name=prog["name"])
        space = ConfigSpace(program)
        latest = {}
        for rec in store.records(prog["fingerprint"]):
            if rec.cores == 1 and rec.ratio_counts:
                latest[rec.config_hash] = rec
        default = space.default().hash
        if default not in latest or len(latest) < min_configs:
            continue
        recs = [latest[default], *(r for h, r in sorted(latest.items()) if h != default)]
        genomes = np.array([space.encode(space.from_json(r.config_json)) for r in recs], np.int64)
        ratio = np.array([r.ratio for r in recs])
        if np.ptp(ratio) > 0:
            out.append(Measured(program, space, recs, genomes, ratio))
    store.close()
    return out


def split(m: Measured, k: int, seed: int) -> tuple[np.ndarray, np.ndarray]:
    """(measured rows: the default and k-1 at random, the other rows)."""
    rng = np.random.default_rng([seed, len(m.ratio), int(m.program.fingerprint[:8], 16)])
    others = rng.permutation(np.arange(1, len(m.ratio)))
    measured = np.array([0, *others[: k - 1]])
    return measured, np.setdiff1d(np.arange(len(m.ratio)), measured)


def read(scores: np.ndarray, ratio: np.ndarray, seed: int) -> tuple[float, bool]:
    """(tau, the fastest in the top 5) of scores on ratios; ties broken at random for the top 5."""
    jitter = np.random.default_rng([seed, 7]).random(len(scores)) * 1e-9 * (np.ptp(scores) + 1e-12)
    order = np.argsort(scores + jitter, kind="stable")
    return kendall_tau(scores, ratio), bool(np.argmin(ratio) in order[:TOP])


def rankings(m: Measured, measured: np.ndarray, rest: np.ndarray, seed: int, gnn=None,
             penalties: dict | None = None, potentials=None) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)
    terms = ProgramTerms(m.space)
    count = terms.features(m.genomes[rest])[0][:, 0]
    out = {"count": count, "count, ties broken": count + rng.random(len(rest)) * 1e-6,
           "random": rng.random(len(rest))}
    fitted = terms.fit(m.genomes[measured], np.log(m.ratio[measured]), penalties=penalties)
    out["terms"] = fitted.score_indices(m.genomes[rest])
    out["terms, ties broken"] = out["terms"] + rng.random(len(rest)) * 1e-9
    if gnn is not None:
        out["gnn"] = gnn.scorer(m.program, m.space).score_indices(m.genomes[rest])
        refined = gnn.refine(m.program, m.space, [m.records[i] for i in measured])
        out["gnn+refine"] = refined.scorer(m.program, m.space).score_indices(m.genomes[rest])
    if potentials is not None:
        scorer = potentials.scorer(m.program, m.space)
        out["potentials"] = scorer.score_indices(m.genomes[rest]) + rng.random(len(rest)) * 1e-9
        fitted = scorer.refined(m.genomes[measured], np.log(m.ratio[measured]))
        out["potentials+refine"] = fitted.score_indices(m.genomes[rest]) + rng.random(len(rest)) * 1e-9
    return out


def run(programs: list[Measured], ks: list[int], seeds: int, gnn=None, penalties: dict | None = None,
        potentials=None) -> dict:
    """{k: {ranking: {program: [(tau, in top 5) per seed]}}}; a program needs 5 configs left."""
    table: dict = {}
    for k in ks:
        for m in programs:
            if len(m.ratio) - k < 5:
                continue
            for seed in range(seeds):
                measured, rest = split(m, k, seed)
                for name, scores in rankings(m, measured, rest, seed, gnn, penalties, potentials).items():
                    table.setdefault(k, {}).setdefault(name, {}).setdefault(m.name, []).append(
                        read(scores, m.ratio[rest], seed))
    return table


def summary(table: dict) -> list[str]:
    refined = any("potentials+refine" in by_rank for by_rank in table.values())
    lines = ["| k measured | ranking | programs | mean tau (+- std over seeds) | fastest unmeasured in top 5 | "
             "terms vs this per program: wins/losses, Wilcoxon p (against the count: the terms' tau-b; "
             "against the rest: strict) |" + (" potentials+refine vs this |" if refined else ""),
             "|---|---|---|---|---|---|" + ("---|" if refined else "")]

    def per_program(per):
        return {p: {"kendall_tau": float(np.nanmean([t for t, _ in v]))} for p, v in per.items()}

    def compare(ours, theirs) -> str:
        c = paired_comparison(ours, theirs)
        return f"{c['wins']}/{c['losses']}, p={c['p_value']:.2g}"

    for k, by_rank in table.items():
        tied, strict = per_program(by_rank["terms"]), per_program(by_rank["terms, ties broken"])
        for name, per in by_rank.items():
            seeds = len(next(iter(per.values())))
            by_seed = [np.nanmean([v[s][0] for v in per.values()]) for s in range(seeds)]
            top = np.mean([np.mean([v[s][1] for v in per.values()]) for s in range(seeds)])
            cmp = "" if name.startswith("terms") else compare(tied if name == "count" else strict, per_program(per))
            row = f"| {k} | {name} | {len(per)} | {np.mean(by_seed):.3f} +- {np.std(by_seed):.3f} | {100 * top:.0f}% | {cmp} |"
            if refined:
                ours = per_program(by_rank["potentials+refine"])
                row += "" if name == "potentials+refine" else f" {compare(ours, per_program(per))} |"
                row += " |" if name == "potentials+refine" else ""
            lines.append(row)
    return lines


def slope(programs: list[Measured]) -> float:
    """Within-program least-squares slope of log ratio on log1p(elements moved)."""
    xs, ys = [], []
    for m in programs:
        x = ProgramTerms(m.space).features(m.genomes)[0][:, 0]
        y = np.log(m.ratio)
        xs.append(x - x.mean())
        ys.append(y - y.mean())
    x, y = np.concatenate(xs), np.concatenate(ys)
    return float(x @ y / (x @ x))


def tune(sets: dict[str, list[Measured]], ks: list[int], seeds: int) -> list[str]:
    """The grid of penalties, each read as the mean over `sets` of the terms' mean tau."""
    grid = {"count": [1.0, 1e6], "kind": [1e3, 1e4, None], "choice": [1.0, 10.0, 100.0], "option": [0.1, 1.0, None]}
    lines = [f"| count | kind | choice | option | {' | '.join(sets)} | mean |", "|---|---|---|---|" + "---|" * (len(sets) + 1)]
    best = None
    for values in itertools.product(*grid.values()):
        pen = dict(zip(grid, values))
        taus = []
        for programs in sets.values():
            table = run(programs, ks, seeds, None, pen)
            taus.append(float(np.mean([np.nanmean([t for v in table[k]["terms"].values() for t, _ in v])
                                       for k in table])))
        lines.append(f"| {' | '.join(str(v) for v in values)} | {' | '.join(f'{t:.4f}' for t in taus)} | "
                     f"{np.mean(taus):.4f} |")
        if best is None or np.mean(taus) > best[0]:
            best = (float(np.mean(taus)), pen)
    lines.append(f"\nbest: {best[1]} (mean tau {best[0]:.4f}); shipped: {PENALTIES}")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("stores", nargs="*", help="STORE[:SPLIT] of held-out programs")
    parser.add_argument("--k", type=int, nargs="+", default=[5, 10, 20])
    parser.add_argument("--seeds", type=int, default=5)
    parser.add_argument("--gnn", action="store_true", help="also the bundled GNN, as shipped and refined")
    parser.add_argument("--potentials", nargs="?", const="potentials", default=None, metavar="FILE",
                        help="also the potentials model (bundled, or FILE), as shipped and refined")
    parser.add_argument("--slope", nargs="+", metavar="STORE[:SPLIT]")
    parser.add_argument("--tune", nargs="+", metavar="STORE[:SPLIT]")
    parser.add_argument("--out", type=Path)
    opts = parser.parse_args(argv)
    logging.getLogger("xtune").setLevel(logging.WARNING)
    lines = [f"# bench/refinement.py, {datetime.date.today()}", ""]
    started = time.perf_counter()
    if opts.slope:
        lines.append(f"count slope on {opts.slope}: {slope([m for s in opts.slope for m in load(s)]):.4f}")
    if opts.tune:
        lines += [f"## penalties tuned on {opts.tune} (k {opts.k}, {opts.seeds} seeds)", "",
                  *tune({s: load(s) for s in opts.tune}, opts.k, opts.seeds)]
    gnn = None
    if opts.gnn:
        from xtune.search.gnn_model import GNNCostModel

        gnn = GNNCostModel.load()
    potentials = None
    if opts.potentials:
        from xtune.surrogate.predict import load_surrogate

        potentials = load_surrogate(opts.potentials)
    for spec in opts.stores:
        programs = load(spec)
        lines += ["", f"## {spec}: {len(programs)} programs, {opts.seeds} seeds", "",
                  *summary(run(programs, opts.k, opts.seeds, gnn, potentials=potentials))]
    lines.append(f"\n({time.perf_counter() - started:.0f} s)")
    text = "\n".join(lines)
    print(text)
    if opts.out:
        opts.out.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
