"""Where do one-gene wins live? Aligned moves against the rest, measured in one run.

For each program: every aligned one-gene move of the default
(`ConfigSpace.aligned_moves`: transpose bitcasts, transposed dot matrices,
row-major pins, dot operand swaps) and a seeded random sample of the other
one-gene layout moves, measured in one shuffled order on one pinned core.
A move "wins" when it is at least 2% faster than the default and its 95%
interval lies below 1. The table gives each group's win rate and best ratio;
the baseline is the other moves, measured in the same run.

    python bench/aligned_moves.py --others 40 --out bench/results/aligned_moves.md
"""

from __future__ import annotations

import argparse
import datetime
import random
from pathlib import Path

import jax
from tables import write_table  # bench/, this script's folder

from xtune.measure import ConfigSpace, Measurer, MeasureSettings, RecordStore, TimingPolicy, load_program

ROOT = Path(__file__).resolve().parent.parent

WIN_BELOW = 0.98


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--programs", nargs="*", default=None, help="default: every example with aligned moves")
    ap.add_argument("--others", type=int, default=40, help="other one-gene moves sampled per program")
    ap.add_argument("--max-aligned", type=int, default=300, help="aligned moves measured per program at most")
    ap.add_argument("--cores", type=int, default=1)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--db", default=str(ROOT / "runs" / "bench_aligned.db"))
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "aligned_moves.md"))
    args = ap.parse_args()
    paths = [Path(p) for p in args.programs] if args.programs else sorted((ROOT / "examples" / "programs").glob("*.mlir"))
    rows, raw = [], {}
    settings = MeasureSettings(cores=args.cores, policy=TimingPolicy())
    Path(args.db).parent.mkdir(parents=True, exist_ok=True)
    with RecordStore(args.db) as store, Measurer(settings, store) as m:
        for path in paths:
            prog = load_program(path)
            space = ConfigSpace(prog)
            aligned = set(space.aligned_moves())
            if not aligned:
                print(f"{prog.name}: no aligned moves, skipped", flush=True)
                continue
            rng = random.Random(args.seed)
            others = [(i, j) for i, g in enumerate(space.genes) if g.kind != "option"
                      for j in range(1, len(g.choices)) if (i, j) not in aligned]
            picked = rng.sample(sorted(aligned), min(args.max_aligned, len(aligned)))
            picked_others = rng.sample(others, min(args.others, len(others)))
            order = [("aligned", mv) for mv in picked] + [("other", mv) for mv in picked_others]
            rng.shuffle(order)
            m.measure(prog, [space.default()])
            result: dict[str, list] = {"aligned": [], "other": []}
            for group, (i, j) in order:
                genome = [0] * len(space.genes)
                genome[i] = j
                rec = m.measure(prog, [space.decode(genome)])[0]
                win = bool(rec.ok and rec.ratio and rec.ratio < WIN_BELOW and (rec.ratio_high or 1.0) < 1.0)
                result[group].append({"gene": space.genes[i].name, "value": repr(space.genes[i].choices[j]),
                                      "status": rec.status, "ratio": rec.ratio, "win": win})
            raw[prog.name] = result
            moves = sum(len(g.choices) - 1 for g in space.genes if g.kind != "option")
            row = [prog.name, str(moves)]
            for group in ("aligned", "other"):
                xs = result[group]
                wins = sum(x["win"] for x in xs)
                best = min((x["ratio"] for x in xs if x["ratio"]), default=float("nan"))
                row += [f"{wins}/{len(xs)} ({wins / max(len(xs), 1):.0%})", f"{best:.3f}"]
            rows.append(row)
            print(" | ".join(row), flush=True)
    intro = (f"`python bench/aligned_moves.py --others {args.others} --cores {args.cores}` — "
             f"{datetime.date.today()}, jax {jax.__version__}. One-gene moves of the default; a win is >= 2% faster "
             "with its 95% interval below 1. Baseline: the other one-gene layout moves, sampled and measured in the "
             "same shuffled run.")
    header = ["program", "one-gene layout moves", "aligned wins", "aligned best ratio", "other wins (sample)",
              "other best ratio"]
    print(write_table(args.out, intro, header, rows, raw))

if __name__ == "__main__":
    main()
