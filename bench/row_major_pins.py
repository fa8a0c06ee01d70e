"""Bulk row-major pins against the default, measured in one run.

For each example: every set of `ConfigSpace.row_major_pins` (all dot and
transpose layouts pinned row-major at once, all layouts, dots, transposes,
all result layouts), and with `--sets swaps` the bulk swap of every dot's
operands (`ConfigSpace.bulk_swaps`), timed interleaved with XLA's default on
one core. The ratio is the set's runtime over the default's (below 1 =
faster); the baseline is the default, measured in the same process.

    python bench/row_major_pins.py --out bench/results/row_major_pins.md
    python bench/row_major_pins.py --sets swaps --programs examples/programs/*.mlir examples/real/*.mlir \
        --out bench/results/bulk_swaps.md
"""

from __future__ import annotations

import argparse
import datetime
from pathlib import Path

import jax
from tables import write_table  # bench/, this script's folder

from xtune.measure import ConfigSpace, Measurer, MeasureSettings, RecordStore, TimingPolicy, load_program

ROOT = Path(__file__).resolve().parent.parent


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--programs", nargs="*", default=None, help="default: every example")
    ap.add_argument("--cores", type=int, default=1)
    ap.add_argument("--db", default=str(ROOT / "runs" / "bench_pins.db"))
    ap.add_argument("--sets", nargs="+", choices=("pins", "swaps"), default=["pins"],
                    help="which bulk sets: the row-major pins, the swap of every dot's operands")
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "row_major_pins.md"))
    args = ap.parse_args()
    paths = [Path(p) for p in args.programs] if args.programs else sorted((ROOT / "examples" / "programs").glob("*.mlir"))
    rows, raw = [], {}
    Path(args.db).parent.mkdir(parents=True, exist_ok=True)
    with RecordStore(args.db) as store, Measurer(MeasureSettings(cores=args.cores, policy=TimingPolicy()), store) as m:
        for path in paths:
            prog = load_program(path)
            space = ConfigSpace(prog)
            sets = ((space.row_major_pins() if "pins" in args.sets else [])
                    + (space.bulk_swaps() if "swaps" in args.sets else []))
            if not sets:
                continue
            m.measure(prog, [space.default()])
            raw[prog.name] = []
            for label, config in sets:
                rec = m.measure(prog, [config])[0]
                ratio = f"{rec.ratio:.3f} ({rec.ratio_low:.3f}-{rec.ratio_high:.3f})" if rec.ok and rec.ratio else rec.status
                rows.append([prog.name, label, str(len(config.values)), ratio])
                raw[prog.name].append({"set": label, "genes": len(config.values), "status": rec.status,
                                       "ratio": rec.ratio, "ratio_low": rec.ratio_low, "ratio_high": rec.ratio_high})
                print(" | ".join(rows[-1]), flush=True)
    command = " ".join(["python bench/row_major_pins.py", f"--cores {args.cores}", "--sets", *args.sets]
                       + (["--programs", *_globbed(paths)] if args.programs else []))
    intro = (f"`{command}` — {datetime.date.today()}, jax {jax.__version__}. "
             "Runtime of each bulk set over XLA's default (95% interval), timed interleaved with it "
             "on one core; below 1 = faster.")
    print(write_table(args.out, intro, ["program", "set", "genes", "ratio to default"], rows, raw))


def _globbed(paths: list[Path]) -> list[str]:
    """The programs as given on the command line, a folder's every .mlir file as DIR/*.mlir."""
    out: list[str] = []
    for folder in dict.fromkeys(p.parent for p in paths):
        mine = [p for p in paths if p.parent == folder]
        if set(mine) == set(folder.glob("*.mlir")):
            out.append(f"{folder}/*.mlir")
        else:
            out += [str(p) for p in mine]
    return out


if __name__ == "__main__":
    main()
