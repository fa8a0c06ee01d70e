"""How well XLA's cost analysis of the *compiled* config ranks a store's configs, against
the count, the bundled potentials model and a random order, in the same run.

Every record the harness writes holds the compiled executable's cost analysis
(`Record.bytes_accessed`, `Record.flops`: `measure.execute._analyses`), read after
XLA's layout assignment, fusion and copy insertion, so it sees what the count cannot:
a transpose XLA folded into a GEMM, a copy it removed, a fusion an option changed.
Nothing is compiled or timed here; every figure comes from the stores.

Rankings, each per program over the configs the store holds a trusted ratio for (lower
score = predicted faster; ties broken at random, averaged over `--draws` draws):

  count          elements laid out non-row-major (`surrogate.layout_count`)
  potentials     the bundled potentials model (`surrogate/models/potentials.xtm`)
  bytes          log(compiled bytes accessed / the default's)
  flops          log(compiled flops / the default's)
  pot+B*bytes    potentials + B * bytes, for each B of `--betas`
  random         a random order

Per set: mean Kendall tau (ratio against score), the paired comparison with the count
(programs better / worse, Wilcoxon signed-rank p), the best config in the top 5 (programs)
and the top-5 slowdown (the fastest of the top 5 against the fastest, mean over programs).

Usage:
  python bench/compiled_cost.py data/real-v1/real-v1-local.db data/cpu-v1/cpu-v1.db:train
  python bench/compiled_cost.py STORE[:SPLIT] ... --betas 0.5 1 2 --out bench/results/compiled_cost.md
SPLIT picks the programs of that split in the `manifest.json` beside the store.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import json
import math
import sys
from pathlib import Path

import numpy as np

from xtune.measure.errors import InputError
from xtune.measure.program import Program
from xtune.measure.space import ConfigSpace
from xtune.measure.store import RecordStore
from xtune.surrogate.metrics import kendall_tau, paired_comparison

TOP = 5


@dataclasses.dataclass
class Measured:
    """One program's configs with a trusted ratio and a compiled cost analysis; row 0 the default."""

    name: str
    program: Program
    space: ConfigSpace
    genomes: np.ndarray  # (c, genes)
    ratio: np.ndarray  # (c,) candidate / default runtime
    bytes_accessed: np.ndarray  # (c,)
    flops: np.ndarray  # (c,)


def load(spec: str, min_configs: int = 8) -> tuple[list[Measured], int]:
    """Programs of `STORE[:SPLIT]` with at least `min_configs` usable configs (the default
    among them), and how many configs were left out for want of a cost analysis."""
    path, _, split = spec.partition(":")
    if not Path(path).is_file():
        raise InputError(f"{path}: no such store")
    keep = None
    if split:
        manifest = Path(path).parent / "manifest.json"
        try:
            keep = {e["fingerprint"] for e in json.loads(manifest.read_text())["entries"] if e["split"] == split}
        except (OSError, ValueError, KeyError) as e:
            raise InputError(f"{manifest}: cannot read the splits ({e})") from None
    out, dropped = [], 0
    with RecordStore(path) as store:
        for prog in store.programs(with_text=True):
            if keep is not None and prog["fingerprint"] not in keep:
                continue
            program = Program.from_text(prog["text"], name=prog["name"])
            space = ConfigSpace(program)
            latest = {}
            for rec in store.records(prog["fingerprint"]):
                if rec.cores == 1 and rec.ratio_counts:
                    latest[rec.config_hash] = rec
            usable = {h: r for h, r in latest.items() if r.bytes_accessed and r.flops is not None}
            dropped += len(latest) - len(usable)
            default = space.default().hash
            if default not in usable or len(usable) < min_configs:
                continue
            recs = [usable[default], *(r for h, r in sorted(usable.items()) if h != default)]
            ratio = np.array([r.ratio for r in recs])
            if np.ptp(ratio) == 0:
                continue
            genomes = np.array([space.encode(space.from_json(r.config_json)) for r in recs], np.int64)
            out.append(Measured(prog["name"], program, space, genomes, ratio,
                                np.array([r.bytes_accessed for r in recs], np.float64),
                                np.array([r.flops for r in recs], np.float64)))
    return out, dropped


def scores(m: Measured, model, betas: list[float]) -> dict[str, np.ndarray]:
    """Each ranking's scores of `m`'s configs (lower = predicted faster)."""
    from xtune.surrogate.program_terms import ProgramTerms

    moved = ProgramTerms(m.space).moved
    count = moved[np.arange(len(m.space.genes))[None], m.genomes].sum(1) if len(m.space.genes) else np.zeros(
        len(m.ratio))
    pot = model.scorer(m.program, m.space).score_indices(m.genomes.astype(np.int32))
    pot = pot - pot[0]
    compiled = np.log(m.bytes_accessed / m.bytes_accessed[0])
    flops = np.log(np.maximum(m.flops, 1.0) / max(m.flops[0], 1.0))
    out = {"count": count, "potentials": pot, "bytes": compiled, "flops": flops}
    for b in betas:
        out[f"pot+{b:g}*bytes"] = pot + b * compiled
    return out


def read(score: np.ndarray, ratio: np.ndarray, rng: np.random.Generator, draws: int) -> tuple[float, float, float]:
    """(tau, share of draws with the fastest config in the top 5, top-5 slowdown), ties
    broken at random, averaged over `draws` draws."""
    taus, hits, slow = [], [], []
    scale = 1e-9 * (np.ptp(score) + 1e-12)
    for _ in range(draws):
        s = score + rng.random(len(score)) * scale
        order = np.argsort(s, kind="stable")
        taus.append(kendall_tau(s, ratio))
        hits.append(float(np.argmin(ratio) in order[:TOP]))
        slow.append(ratio[order[:TOP]].min() / ratio.min() - 1)
    return float(np.nanmean(taus)), float(np.mean(hits)), float(np.mean(slow))


def evaluate(programs: list[Measured], model, betas: list[float], draws: int, seed: int
             ) -> dict[str, dict[str, dict[str, float]]]:
    """{ranking: {program: {kendall_tau, top5_hit, top5_slowdown}}}."""
    rng = np.random.default_rng(seed)
    table: dict[str, dict[str, dict[str, float]]] = {}
    for m in programs:
        ranked = scores(m, model, betas)
        ranked["random"] = np.zeros(len(m.ratio))  # all ties: a random order per draw
        for name, s in ranked.items():
            tau, hit, slow = read(s, m.ratio, rng, draws)
            table.setdefault(name, {})[m.name] = {"kendall_tau": tau, "top5_hit": hit, "top5_slowdown": slow}
    return table


def summary(label: str, programs: list[Measured], table: dict, dropped: int) -> list[str]:
    configs = sum(len(m.ratio) for m in programs)
    lines = [f"### {label}: {len(programs)} programs, {configs} configs"
             + (f" ({dropped} left out without a cost analysis)" if dropped else ""), "",
             "| ranking | mean tau | - count | better / worse than the count | Wilcoxon p "
             "| best in the top 5 (programs) | top-5 slowdown |", "|---|---|---|---|---|---|---|"]
    count = table["count"]
    for name, per in table.items():
        taus = [v["kendall_tau"] for v in per.values()]
        cmp = paired_comparison(per, count) if name != "count" else None
        vs = f"{cmp['difference']:+.3f}" if cmp else "-"
        wl = f"{cmp['wins']} / {cmp['losses']}" if cmp else "-"
        p = f"{cmp['p_value']:.2g}" if cmp and not math.isnan(cmp["p_value"]) else "-"
        hits = sum(v["top5_hit"] for v in per.values())
        slow = np.mean([v["top5_slowdown"] for v in per.values()])
        lines.append(f"| {name} | {np.nanmean(taus):.3f} | {vs} | {wl} | {p} | {hits:.1f} | {100 * slow:.1f}% |")
    return lines + [""]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("stores", nargs="+", help="STORE[:SPLIT] record stores")
    parser.add_argument("--betas", type=float, nargs="*", default=[0.5, 1.0, 2.0],
                        help="weights of the compiled bytes added to the potentials")
    parser.add_argument("--model", default=None, help="potentials model file (default: the bundled one)")
    parser.add_argument("--draws", type=int, default=20, help="random tie-breaks per ranking and program")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", default=None, help="also write the tables to this markdown file")
    args = parser.parse_args(argv)
    from xtune.surrogate.potentials import PotentialsModel

    try:
        model = PotentialsModel.load(args.model)
        sets = [(spec, *load(spec)) for spec in args.stores]
    except (InputError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    lines = [f"`python bench/compiled_cost.py {' '.join(args.stores)} --betas {' '.join(f'{b:g}' for b in args.betas)}`"
             f" - {datetime.date.today()}", ""]
    for spec, programs, dropped in sets:
        if not programs:
            lines += [f"### {spec}: no program with {8} usable configs", ""]
            continue
        table = evaluate(programs, model, args.betas, args.draws, args.seed)
        lines += summary(spec, programs, table, dropped)
        print("\n".join(lines[-(len(table) + 4):]), flush=True)
    if args.out:
        Path(args.out).write_text("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
