"""Searches replayed on a measured landscape: how much a search strategy finds, and how
much that varies with the seed and the noise, in seconds instead of hours.

Each run is `xtune search` as a user runs it (the bundled model unless `--model`, the
budget of `--measurements`, confirmation and explanation on), measured by a
`ReplayRunner` over a landscape from `bench/landscape.py` (`xtune.measure.replay`):
the seed sets the search and the noise. A row per variant: over the seeds, the
*modelled* speedup of the answer (the landscape's value, no noise: what the answer is
worth), its min, max and spread (max/min), the confirmed speedup as read, and the
share of runs that reach 95% of the best gain known. The baseline is today's settings
(`today`), replayed on the same seeds in the same run.

Usage:
  python bench/search_replay.py bench/results/landscape-vmapped_mlp.json \
      [--variants today ...] [--models bundled random count terms] [--seeds 10] \
      [--measurements 30] [--noise SD] [--out FILE]
  python bench/search_replay.py LANDSCAPE --calibrate STORE ...   # the noise real runs show
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import json
import math
import statistics
import tempfile
from collections.abc import Callable
from pathlib import Path

from xtune.measure import ConfigSpace, RecordStore, load_program
from xtune.measure.errors import InputError
from xtune.measure.replay import Landscape, check_program, config_key, replay_measurer
from cost_models import bench_model  # bench/, this script's folder
from xtune.search.engine import Search
from xtune.search.settings import BudgetSettings, SearchSettings

ROOT = Path(__file__).resolve().parent.parent


def _moves(**changes) -> Callable[[SearchSettings], SearchSettings]:
    return lambda s: dataclasses.replace(s, moves=dataclasses.replace(s.moves, **changes))


def _islands(**changes) -> Callable[[SearchSettings], SearchSettings]:
    return lambda s: dataclasses.replace(s, islands=dataclasses.replace(s.islands, **changes))


VARIANTS: dict[str, Callable[[SearchSettings], SearchSettings]] = {  # `MoveSettings`/`IslandSettings` changed
    "today": lambda s: s,
    "no-swaps": _moves(screen_swaps=False),
    "neighbours-0.9": _moves(neighbour_share=0.9),
    "islands-generations-16": _islands(generations=16),
    "islands-pop-96": _islands(pop_size=96),
    "islands-no-generations": _islands(generations=0),
}


def run_one(program, landscape: Landscape, variant: str, seed: int, measurements: int, model: str | None,
            work: Path, noise_sd: float | None = None, search_seed: int | None = None) -> dict:
    search_seed = seed if search_seed is None else search_seed
    settings = VARIANTS[variant](SearchSettings(budget=BudgetSettings(measurements), seed=search_seed))
    name = f"{variant}-{model or 'bundled'}-{seed}".replace("/", "_")
    with RecordStore(work / f"{name}.db") as store:  # a fresh store per run: a shared one would seed the next
        measurer = replay_measurer(landscape, store, noise_sd=noise_sd, seed=seed)
        result = Search(program, measurer, bench_model(model, search_seed), settings).run()
    worth = landscape.ratio(result.best_config)
    space = ConfigSpace(program)
    found = [landscape.ratio(space.from_json(r.config_json)) for r in result.records if r.ok]
    return {"variant": variant, "seed": seed, "speedup_read": result.speedup,
            "speedup_worth": 1 / worth if worth else 1.0, "genes": len(result.best_config.values),
            "best_measured_worth": 1 / min((f for f in found if f), default=1.0),
            "answer": dict(result.best_config.values), "family_of_answer": _family(result)}


def _family(result) -> str:
    """The move family that proposed the answer's full config ('' for the default)."""
    full = result.full_config
    rows = [t for t in result.trace if full is not None and t.config == full.hash]
    return rows[0].family if rows else ""


def calibrate(landscape: Landscape, stores: list[str]) -> str:
    """How far real readings of the landscape's measured configs (other runs, other
    processes) lie from the landscape's value: the noise a replay should use."""
    diffs = []
    for path in stores:
        with RecordStore(path) as store:
            for r in store.records(landscape.fingerprint, status="ok"):
                key = config_key(json.loads(r.config_json)["genes"])
                if r.ratio and key in landscape.measured:
                    diffs.append(math.log(r.ratio) - landscape.measured[key])
    if len(diffs) < 2:
        return f"{len(diffs)} readings of the landscape's configs in {len(stores)} store(s): too few"
    mad = 1.4826 * statistics.median(abs(d) for d in diffs)
    return (f"{len(diffs)} readings of the landscape's configs in {len(stores)} store(s): log-ratio sd "
            f"{statistics.stdev(diffs):.4f} (robust, 1.4826 x MAD: {mad:.4f}), mean {statistics.fmean(diffs):+.4f}; "
            f"the landscape's own repeats: {landscape.noise_sd:.4f}")


def summarise(rows: list[dict], best_known: float) -> list[str]:
    lines = [f"best gain known: {best_known:.3f}x (the landscape's best modelled config or any run's)", "",
             "| variant | runs | worth, geomean | min | max | spread | confirmed as read, geomean | reach 95% |",
             "|---|---|---|---|---|---|---|---|"]
    for variant in dict.fromkeys(r["variant"] for r in rows):
        got = [r for r in rows if r["variant"] == variant]
        worth = [r["speedup_worth"] for r in got]
        read = [r["speedup_read"] for r in got]
        reach = sum(math.log(w) >= 0.95 * math.log(best_known) for w in worth)
        lines.append(f"| {variant} | {len(got)} | {statistics.geometric_mean(worth):.3f}x | {min(worth):.3f}x | "
                     f"{max(worth):.3f}x | {max(worth) / min(worth):.3f} | "
                     f"{statistics.geometric_mean(read):.3f}x | {reach}/{len(got)} |")
    return lines


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("landscape")
    ap.add_argument("--program", help="default: the landscape's own source")
    ap.add_argument("--variants", nargs="*", default=["today"], choices=sorted(VARIANTS))
    ap.add_argument("--seeds", type=int, default=10)
    ap.add_argument("--first-seed", type=int, default=0)
    ap.add_argument("--measurements", type=int, default=30)
    ap.add_argument("--models", nargs="*", default=["bundled"],
                    help="cost models to compare: bundled, random, count, terms or a .xtm path")
    ap.add_argument("--calibrate", nargs="*", default=None, metavar="STORE",
                    help="instead of replaying: the spread (log-ratio sd) of these stores' readings of the "
                         "landscape's measured configs around the landscape's own value, for --noise")
    ap.add_argument("--noise", type=float, default=None,
                    help="log-ratio noise per reading (default: the landscape's, between its repeated readings)")
    ap.add_argument("--search-seed", type=int, default=None,
                    help="one search seed for every run, the seeds then vary the noise alone (as `make demo` "
                         "run again does)")
    ap.add_argument("--out", default=None, help="markdown table to write (and its .json beside it)")
    args = ap.parse_args()
    landscape = Landscape(args.landscape)
    program = load_program(args.program or json.loads(Path(args.landscape).read_text())["source"])
    check_program(landscape, ConfigSpace(program))
    if args.calibrate is not None:
        print(calibrate(landscape, args.calibrate))
        return
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for seed in range(args.first_seed, args.first_seed + args.seeds):
            for model in args.models:
                for variant in args.variants:
                    row = run_one(program, landscape, variant, seed, args.measurements,
                                  None if model == "bundled" else model, Path(tmp), args.noise, args.search_seed)
                    row["variant"] = variant if args.models == ["bundled"] else f"{variant}, model {model}"
                    rows.append(row)
                    print(json.dumps(row), flush=True)
    best_known = max([math.exp(-min(landscape.measured.values()))] + [r["best_measured_worth"] for r in rows])
    head = (f"`python bench/search_replay.py {args.landscape} --variants {' '.join(args.variants)} --seeds "
            f"{args.seeds} --measurements {args.measurements} --models {' '.join(args.models)}"
            f"{f' --noise {args.noise}' if args.noise is not None else ''}"
            f"{f' --search-seed {args.search_seed}' if args.search_seed is not None else ''}` "
            f"— {datetime.date.today().isoformat()}; replayed on {Path(args.landscape).name} "
            f"(noise sd {landscape.noise_sd if args.noise is None else args.noise:.4f} in log-ratio; "
            f"moves combine by {landscape.combine!r})")
    text = "\n".join([head, "", *summarise(rows, best_known)]) + "\n"
    print(text)
    if args.out:
        Path(args.out).write_text(text)
        Path(args.out).with_suffix(".json").write_text(json.dumps(rows, indent=1))


if __name__ == "__main__":
    try:
        main()
    except (ValueError, InputError) as e:  # a bad landscape, program or store: one line, no traceback
        raise SystemExit(f"error: {str(e).splitlines()[0]}") from None
