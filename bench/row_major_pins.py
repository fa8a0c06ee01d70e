"""Bulk row-major pins against the default, measured in one run.

For each example: every set of `ConfigSpace.row_major_pins` (all dot and
transpose layouts pinned row-major at once, all layouts, dots, transposes,
all result layouts), timed interleaved with XLA's default on one core. The
ratio is the pin set's runtime over the default's (below 1 = faster); the
baseline is the default, measured in the same process.

    python bench/row_major_pins.py --out bench/results/row_major_pins.md
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
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "row_major_pins.md"))
    args = ap.parse_args()
    paths = [Path(p) for p in args.programs] if args.programs else sorted((ROOT / "examples" / "programs").glob("*.mlir"))
    rows, raw = [], {}
    Path(args.db).parent.mkdir(parents=True, exist_ok=True)
    with RecordStore(args.db) as store, Measurer(MeasureSettings(cores=args.cores, policy=TimingPolicy()), store) as m:
        for path in paths:
            prog = load_program(path)
            space = ConfigSpace(prog)
            m.measure(prog, [space.default()])
            raw[prog.name] = []
            for label, config in space.row_major_pins():
                rec = m.measure(prog, [config])[0]
                ratio = f"{rec.ratio:.3f} ({rec.ratio_low:.3f}-{rec.ratio_high:.3f})" if rec.ok and rec.ratio else rec.status
                rows.append([prog.name, label, str(len(config.values)), ratio])
                raw[prog.name].append({"pins": label, "genes": len(config.values), "status": rec.status,
                                       "ratio": rec.ratio, "ratio_low": rec.ratio_low, "ratio_high": rec.ratio_high})
                print(" | ".join(rows[-1]), flush=True)
    intro = (f"`python bench/row_major_pins.py --cores {args.cores}` — {datetime.date.today()}, jax {jax.__version__}. "
             "Runtime of each bulk row-major pin set over XLA's default (95% interval), timed interleaved with it "
             "on one core; below 1 = faster.")
    print(write_table(args.out, intro, ["program", "pinned to row-major", "genes", "ratio to default"], rows, raw))

if __name__ == "__main__":
    main()
