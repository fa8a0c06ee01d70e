"""How well each cost model ranks the configs searches measured: issue 14's "in the search's
own reports, the predicted-vs-measured τ".

A search asks its model to rank configs near the ones it measured — one-gene moves, pins,
swaps, unions — not random ones. This reads every measured config of stores that searches
wrote (`bench/search.py --db`, `xtune search --db`), scores each with every model, and
reads per program and store Kendall τ-b (ties kept) between the score and the measured
ratio to the default (positive = the model orders them as measured). Nothing is timed.
The default itself and readings whose default ran off its history are left out; a config
read more than once counts by its median ratio. A gzipped store (`STORE.db.gz`, as
`bench/results/` keeps them) is read from a decompressed copy in a temporary folder.

Usage:
  python bench/search_tau.py STORE [STORE ...] [--programs examples/programs/*.mlir]
      [--models potentials gnn count random bytes potentials+bytes] [--out FILE]

`bytes` and `potentials+bytes` are read from the records' compiled cost analysis
(`Record.bytes_accessed`): log(bytes accessed / the default's), and the potentials model
plus 4 x that (`MoveSettings.compile_weight`).
"""

from __future__ import annotations

import argparse
import gzip
import math
import shutil
import statistics
import tempfile
from pathlib import Path

import numpy as np
from scipy.stats import kendalltau

from xtune.measure import ConfigSpace, RecordStore, load_program
from xtune.measure.errors import InputError
from cost_models import bench_model  # bench/, this script's folder

ROOT = Path(__file__).resolve().parent.parent


#: Rankings read from the records' own compiled cost analysis, not from a model file:
#: log(bytes accessed / the default's), and the potentials model plus `COMPILED_WEIGHT` times it
#: (`MoveSettings.compile_weight`, `bench/compiled_cost.py`).
COMPILED = ("bytes", "potentials+bytes")
COMPILED_WEIGHT = 4.0


def measured(store: RecordStore, fingerprint: str) -> dict[str, tuple[str, float, float]]:
    """config hash -> (config json, median counted ratio, compiled bytes accessed or nan) of
    the program's configs."""
    by: dict[str, list] = {}
    for r in store.records(fingerprint, status="ok"):
        if r.ratio and r.ratio_counts:
            row = by.setdefault(r.config_hash, [r.config_json, [], math.nan])
            row[1].append(r.ratio)
            row[2] = float(r.bytes_accessed) if r.bytes_accessed else row[2]
    return {h: (js, statistics.median(v), b) for h, (js, v, b) in by.items()}


def plain_store(path: str, folder: Path) -> str:
    """A path RecordStore can open: `path` itself, or for a gzipped store (`bench/results/*.db.gz`,
    kept compressed in the repository) a decompressed copy in `folder`."""
    if not path.endswith(".gz"):
        return path
    plain = folder / f"{len(list(folder.iterdir()))}-{Path(path).name[:-3]}"
    with gzip.open(path, "rb") as src, open(plain, "wb") as dst:
        shutil.copyfileobj(src, dst)
    return str(plain)


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
    unpacked = tempfile.TemporaryDirectory()
    stores = {path: plain_store(path, Path(unpacked.name)) for path in args.stores}
    paths = args.programs or sorted(str(p) for p in (ROOT / "examples" / "programs").glob("*.mlir"))
    programs = [load_program(p) for p in paths]
    models = {m: bench_model("potentials" if m == "potentials+bytes" else m, 0)
              for m in args.models if m != "bytes"}
    lines = ["| program | store | configs | " + " | ".join(args.models) + " |",
             "|---|---|---|" + "---|" * len(args.models)]
    taus: dict[str, list[float]] = {m: [] for m in args.models}
    for prog in programs:
        space = ConfigSpace(prog)
        for path in args.stores:
            with RecordStore(stores[path]) as store:
                got = measured(store, prog.fingerprint)
            default_bytes = got.get(space.default().hash, ("", 0.0, math.nan))[2]
            rows = [(space.from_json(js), ratio, b) for js, ratio, b in got.values()]
            rows = [(c, ratio, b) for c, ratio, b in rows if not c.is_default]
            if len(rows) < 3:
                continue
            genomes = np.array([space.encode(c) for c, _, _ in rows], np.int32)
            ratios = [ratio for _, ratio, _ in rows]
            compiled = np.log(np.array([b for _, _, b in rows]) / default_bytes)  # nan where unknown
            cells = []
            for name in args.models:
                if name == "bytes":
                    score = compiled[:, None]
                else:
                    score = np.asarray(models[name].scorer(prog, space).score_indices(genomes),
                                       np.float64).reshape(len(rows), -1)
                    if name == "potentials+bytes":
                        score = score[:, :1] + COMPILED_WEIGHT * compiled[:, None]
                if name in COMPILED and not np.all(np.isfinite(score)):
                    cells.append("-")  # a store without the cost analysis
                    continue
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
    unpacked.cleanup()
    return 0


if __name__ == "__main__":
    try:
        raise SystemExit(main())
    except (ValueError, InputError) as e:  # a bad store, program or model: one line, no traceback
        raise SystemExit(f"error: {str(e).splitlines()[0]}") from None
