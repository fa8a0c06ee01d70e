"""How many of a store's configs compile to the same executable, and what their records read.

Every ok config of every program in the store is compiled again (on this machine's jax)
and keyed by `measure.execute.executable_key`; configs are grouped by key. Per program:
configs, distinct executables, non-default configs with the default's executable, and
their stored ratios (median per config); the spread (max/min of the configs' median
ratios) within groups of one executable. Compiles only: nothing is timed.

Usage:
  python bench/executables_in_store.py data/real-v1/real-v1-local.db
"""

from __future__ import annotations

import argparse
import statistics
from collections import defaultdict

from xtune.measure import ConfigSpace, Program, RecordStore
from xtune.measure.execute import compile_text, executable_key
from xtune.measure.rewrite import apply, compile_options


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("db")
    args = ap.parse_args()
    totals = defaultdict(int)
    same_ratios: list[float] = []
    print("| program | configs | executables | non-default with the default's | their ratios "
          "| median group max/min | max group max/min |\n|---|---|---|---|---|---|---|")
    with RecordStore(args.db) as store:
        for p in store.programs(with_text=True):
            prog = Program.from_text(p["text"], name=p["name"])
            space = ConfigSpace(prog)
            ratios: dict[str, list[float]] = defaultdict(list)
            configs = {}
            for r in store.records(p["fingerprint"]):
                if r.ok and r.ratio:
                    ratios[r.config_hash].append(r.ratio)
                    configs[r.config_hash] = space.from_json(r.config_json)
            default_key = executable_key(compile_text(prog.text).exe)
            groups: dict[str, list[float]] = defaultdict(list)
            with_default: list[float] = []
            for h, config in configs.items():
                options = tuple(compile_options(config))
                try:
                    key = executable_key(compile_text(apply(prog, config), options).exe, options)
                except Exception:  # a config that no longer compiles here is left out
                    continue
                ratio = statistics.median(ratios[h])
                groups[key].append(ratio)
                if key == default_key and not config.is_default:
                    with_default.append(ratio)
            spreads = [max(g) / min(g) for g in groups.values() if len(g) > 1]
            n = sum(len(g) for g in groups.values())
            span = f"{min(with_default):.3f}-{max(with_default):.3f}" if with_default else "-"
            med = f"{statistics.median(spreads):.3f}" if spreads else "-"
            top = f"{max(spreads):.3f}" if spreads else "-"
            print(f"| {p['name']} | {n} | {len(groups)} | {len(with_default)} | {span} | {med} | {top} |", flush=True)
            totals["configs"] += n
            totals["executables"] += len(groups)
            totals["with_default"] += len(with_default)
            same_ratios += with_default
    print(f"\n{totals['configs']} configs, {totals['executables']} distinct executables; "
          f"{totals['with_default']} non-default configs compile to their program's default "
          f"(stored ratios {min(same_ratios, default=float('nan')):.3f}-{max(same_ratios, default=float('nan')):.3f}), "
          f"{totals['configs'] - totals['executables'] - totals['with_default']} more to another config's")


if __name__ == "__main__":
    main()
