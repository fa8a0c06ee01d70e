"""A program's measured landscape, for replaying searches offline (`bench/search_replay.py`).

Measures, in one shuffled run on one pinned core:

* every one-gene move of the default (layouts, dot operand swaps, module options);
* the bulk row-major pins;
* how gains combine: every pair of the genes whose best single move won (at least 2%
  faster, 95% interval below 1), every pair of swap genes (on vmapped_mlp two swaps
  that do nothing alone win together), the union of all winning genes, and each pair
  that beats both its moves plus each winning gene;
* with `--add`, the answers of replayed searches (`bench/search_replay.py --out`);
* repeats (`--repeats`) of the default against itself and of the best single moves, for
  the noise between readings of one config.

The JSON it writes holds every reading's config and ratio; `xtune.measure.replay`
reads it back as a runner.

    python bench/landscape.py examples/programs/vmapped_mlp.mlir \
        --out bench/results/landscape-vmapped_mlp.json
"""

from __future__ import annotations

import argparse
import datetime
import itertools
import json
import random
from pathlib import Path

import jax

from xtune.measure import ConfigSpace, Measurer, MeasureSettings, RecordStore, TimingPolicy, load_program
from xtune.measure.errors import InputError

ROOT = Path(__file__).resolve().parent.parent
WIN_BELOW = 0.98


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("program")
    ap.add_argument("--cores", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--repeats", type=int, default=2, help="extra readings of the default and the 3 best moves")
    ap.add_argument("--max-moves", type=int, default=400, help="refuse programs with more one-gene moves")
    ap.add_argument("--db", default=str(ROOT / "runs" / "bench_landscape.db"))
    ap.add_argument("--add", action="append", default=[],
                    help="a bench/search_replay.py .json: measure its runs' answers too (the configs a "
                         "replay answered with, so that a second replay reads them as measured)")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    prog = load_program(args.program)
    space = ConfigSpace(prog)
    singles = []
    for i, g in enumerate(space.genes):
        for j in range(1, len(g.choices)):
            genome = [0] * len(space.genes)
            genome[i] = j
            singles.append(space.decode(genome))
    if len(singles) > args.max_moves:
        raise SystemExit(f"{args.program}: {len(singles)} one-gene moves, more than --max-moves {args.max_moves}")
    rng = random.Random(args.seed)
    settings = MeasureSettings(cores=args.cores, policy=TimingPolicy(), history_tolerance=None)
    Path(args.db).parent.mkdir(parents=True, exist_ok=True)
    readings = []

    def measure(configs, remeasure=False):
        configs = list(configs)
        rng.shuffle(configs)
        for r in m.measure(prog, configs, remeasure=remeasure):
            readings.append(r)
            print(f"{len(readings):4d} {r.config_hash} {r.status:>13} "
                  f"{r.ratio if r.ratio else float('nan'):.3f}", flush=True)
        return {r.config_hash: r for r in readings}

    with RecordStore(args.db) as store, Measurer(settings, store) as m:
        measure([space.default()])
        by_hash = measure(singles + [c for _, c in space.row_major_pins()])
        best_per_gene: dict[int, tuple[float, int]] = {}
        for c in singles:
            r = by_hash.get(c.hash)
            if r is None or not r.ratio_counts or r.ratio > WIN_BELOW or (r.ratio_high or 1) >= 1:
                continue
            (i, j), = [(k, v) for k, v in enumerate(space.encode(c)) if v]
            if r.ratio < best_per_gene.get(i, (9.0, 0))[0]:
                best_per_gene[i] = (r.ratio, j)
        swaps = [(i, space.genes[i].choices.index(True)) for i, g in enumerate(space.genes) if g.kind == "swap"]
        winners = [(i, j) for i, (_, j) in sorted(best_per_gene.items())]
        combos = []
        for group in itertools.chain(itertools.combinations(winners, 2), itertools.combinations(swaps, 2),
                                     [winners] if len(winners) > 2 else []):
            genome = [0] * len(space.genes)
            for i, j in group:
                genome[i] = j
            combos.append(space.decode(genome))
        by_hash = measure({c.hash: c for c in combos if c.hash not in by_hash}.values())
        # a pair that beats both its moves (they compound, or only work together) plus each winning gene
        single_ratio = {c.hash: by_hash[c.hash].ratio for c in singles if c.hash in by_hash}
        triples = []
        for c in combos:
            r = by_hash.get(c.hash)
            genes = [(k, v) for k, v in enumerate(space.encode(c)) if v]
            if r is None or not r.ratio_counts or len(genes) != 2:
                continue
            alone = [single_ratio.get(space.decode([v if k == i else 0 for k in range(len(space.genes))]).hash, 1.0)
                     for i, v in genes]
            if r.ratio < WIN_BELOW * min(alone):
                for i, j in winners:
                    if i not in dict(genes):
                        genome = space.encode(c)
                        genome[i] = j
                        triples.append(space.decode(genome))
        measure({t.hash: t for t in triples if t.hash not in by_hash}.values())
        added = [space.make(row["answer"]) for path in args.add for row in json.loads(Path(path).read_text())]
        measure({c.hash: c for c in added if c.hash not in by_hash}.values())
        best = sorted((r for r in readings if r.ratio_counts), key=lambda r: r.ratio)[:3]
        for _ in range(args.repeats):
            measure([space.default()] + [space.from_json(r.config_json) for r in best], remeasure=True)
    out = {
        "program": prog.name, "source": str(args.program), "fingerprint": prog.fingerprint,
        "date": datetime.date.today().isoformat(), "jax": jax.__version__, "cores": args.cores,
        "default_ms": readings[0].default_median_ms,
        "readings": [{"config": json.loads(r.config_json), "status": r.status, "ratio": r.ratio,
                      "ratio_low": r.ratio_low, "ratio_high": r.ratio_high} for r in readings],
    }
    Path(args.out).write_text(json.dumps(out, indent=1))
    ok = [r for r in readings if r.ok]
    print(f"{prog.name}: {len(readings)} readings ({len(ok)} ok) -> {args.out}")


if __name__ == "__main__":
    try:
        main()
    except (ValueError, InputError) as e:  # a bad landscape, program or store: one line, no traceback
        raise SystemExit(f"error: {str(e).splitlines()[0]}") from None
