"""How well each cost model ranks the configs searches measured: issue 14's "in the search's
own reports, the predicted-vs-measured τ".

A search asks its model to rank configs near the ones it measured — one-gene moves, pins,
swaps, unions — not random ones. This reads every measured config of stores that searches
wrote (`bench/search.py --db`, `xtune search --db`), scores each with every model, and
reads per program and store Kendall τ-b (ties kept) between the score and the measured
ratio to the default (positive = the model orders them as measured). Nothing is timed.
The default itself and readings whose default ran off its history are left out; a config
read more than once counts by its median ratio.

Usage:
  python bench/search_tau.py STORE [STORE ...] [--programs examples/programs/*.mlir]
      [--models potentials gnn count random] [--out FILE]
"""

from __future__ import annotations

import argparse
import statistics
from pathlib import Path

import numpy as np
from scipy.stats import kendalltau

from xtune.measure import ConfigSpace, RecordStore, load_program
from xtune.measure.errors import InputError
from xtune.search.costmodel import load_model

ROOT = Path(__file__).resolve().parent.parent


def measured(store: RecordStore, fingerprint: str) -> dict[str, tuple[str, float]]:
    """config hash -> (config json, median counted ratio) of the program's non-default configs."""
    by: dict[str, list] = {}
    for r in store.records(fingerprint, status="ok"):
        if r.ratio and r.ratio_counts:
            by.setdefault(r.config_hash, [r.config_json, []])[1].append(r.ratio)
    return {h: (js, statistics.median(v)) for h, (js, v) in by.items()}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("stores", nargs="+")
    ap.add_argument("--programs", nargs="*", default=None, help="default: examples/programs/*.mlir")
    ap.add_argument("--models", nargs="+", default=["potentials", "gnn", "count", "random"])
    ap.add_argument("--out", default=None)
    args = ap.parse_args(argv)
    for path in args.stores:
        if not Path(path).is_file():  # RecordStore would make an empty store of a mistyped name
            raise SystemExit(f"error: {path}: no such store")
    paths = args.programs or sorted(str(p) for p in (ROOT / "examples" / "programs").glob("*.mlir"))
    programs = [load_program(p) for p in paths]
    models = {m: load_model(m, 0) for m in args.models}
    lines = ["| program | store | configs | " + " | ".join(args.models) + " |",
             "|---|---|---|" + "---|" * len(args.models)]
    taus: dict[str, list[float]] = {m: [] for m in args.models}
    for prog in programs:
        space = ConfigSpace(prog)
        for path in args.stores:
            with RecordStore(path) as store:
                got = measured(store, prog.fingerprint)
            rows = [(space.from_json(js), ratio) for js, ratio in got.values()]
            rows = [(c, ratio) for c, ratio in rows if not c.is_default]
            if len(rows) < 3:
                continue
            genomes = np.array([space.encode(c) for c, _ in rows], np.int32)
            ratios = [ratio for _, ratio in rows]
            cells = []
            for name, model in models.items():
                score = np.asarray(model.scorer(prog, space).score_indices(genomes), np.float64).reshape(len(rows), -1)
                tau = kendalltau(score[:, 0], ratios).statistic
                tau = 0.0 if np.isnan(tau) else float(tau)  # a model that ties every config
                taus[name].append(tau)
                cells.append(f"{tau:+.3f}")
            lines.append(f"| {prog.name} | {Path(path).name} | {len(rows)} | " + " | ".join(cells) + " |")
    lines.append("| **mean** | | | " + " | ".join(f"**{statistics.fmean(t):+.3f}**" if t else "-"
                                           for t in taus.values()) + " |")
    text = (f"`python bench/search_tau.py {' '.join(args.stores)} --models {' '.join(args.models)}`; "
            "Kendall τ-b (ties kept) between each model's score and the measured ratio, over the configs "
            "the searches measured (the default left out)\n\n" + "\n".join(lines) + "\n")
    print(text)
    if args.out:
        Path(args.out).write_text(text)
    return 0


if __name__ == "__main__":
    try:
        raise SystemExit(main())
    except (ValueError, InputError) as e:  # a bad store, program or model: one line, no traceback
        raise SystemExit(f"error: {str(e).splitlines()[0]}") from None
