"""xtune (surrogate + islands) against random search and a measure-everything GA.

For every example program, seed and method, one run of max(budgets) real
measurements; the state after B measurements (B in --budgets) is that run's
prefix. At each budget, the best screened config of each run is re-timed
against the default in a fresh process (the same confirmation xtune's answer
gets): the confirmed speedup is 1/ratio if the whole 95% interval is below 1,
else 1.00 (the answer falls back to the default). All methods share one store
per seed, and a config another method already measured counts against the
budget as if measured (so sharing saves time, never budget).

Usage:
  python bench/search.py --budgets 30 100 --seeds 3 [--programs ...] [--model M] [--cores 1]
  python bench/search.py --budgets 15 30 --seeds 2 --methods xtune:gnn xtune:potentials xtune:count xtune:random \
      --confirm-processes 1   # the search ablation: xtune with each cost model (`xtune:M` = `--model M`)
  python bench/search.py --merge A.json B.json --out T.md   # one table from runs split by program

Each run also writes its raw rows next to --out (same name, .json), so runs over
disjoint program sets (e.g. one per core) can be merged into one table.
"""

from __future__ import annotations

import argparse
import datetime
import json
import math
import random
import time
from pathlib import Path

import jax
from deap import tools

from xtune.measure import ConfigSpace, Measurer, MeasureSettings, RecordStore, TimingPolicy, load_program
from xtune.measure.record import Record
from xtune.measure.timing import ESTIMATORS
from xtune.search.answer import confirm_rounds, confirmation_measurer, median_confirmations
from cost_models import bench_model  # bench/, this script's folder
from xtune.search.engine import Search
from xtune.search.genome import Individual, Operators, seed_everything
from xtune.search.settings import AnswerSettings, BudgetSettings, MoveSettings, SearchSettings

ROOT = Path(__file__).resolve().parent.parent


def run_xtune(prog, measurer, model, budget: int, seed: int, group: int = 1, pins: bool = True,
              compile_screen: int = 0) -> list[Record]:
    settings = SearchSettings(budget=BudgetSettings(budget, count_reused=True), answer=AnswerSettings(confirm=False),
                              moves=MoveSettings(group_size=group, screen_pins=pins, compile_screen=compile_screen),
                              seed=seed)
    return [r for r in Search(prog, measurer, model, settings).run().records if r.program == prog.fingerprint][:budget]


def method_variant(method: str) -> tuple[str, dict]:
    """`xtune:M[@screenK]` -> (M, run_xtune keywords)."""
    named, _, variant = method.split(":", 1)[1].partition("@")
    if variant.startswith("screen"):
        return named, {"compile_screen": int(variant[6:])}
    if variant:
        raise SystemExit(f"error: {method}: unknown variant @{variant} (@screenK)")
    return named, {}


def run_random(prog, measurer, budget: int, seed: int) -> list[Record]:
    space, rng = ConfigSpace(prog), random.Random(seed)
    configs = {space.default().hash: space.default()}
    while len(configs) < budget:
        c = space.random(rng)
        configs.setdefault(c.hash, c)
    return [measurer.measure(prog, [c])[0] for c in configs.values()]


def run_ga(prog, measurer, budget: int, seed: int, pop_size: int = 10) -> list[Record]:
    """A plain DEAP GA whose every individual is measured (fitness = measured ratio)."""
    space, rng = ConfigSpace(prog), random.Random(seed)
    seed_everything(seed)
    ops = Operators(space, rng)
    seen: dict[str, Record] = {}
    order: list[Record] = []

    def fitness(ind) -> float:
        c = space.decode(list(ind))
        if c.hash not in seen:
            if len(order) >= budget:
                return math.inf
            seen[c.hash] = measurer.measure(prog, [c])[0]
            order.append(seen[c.hash])
        r = seen[c.hash]
        return r.ratio if r.ok and r.ratio else math.inf

    pop = [Individual([0] * len(space.genes))] + [Individual(ops.random_genome()) for _ in range(pop_size - 1)]
    while len(order) < budget:
        for ind in pop:
            if not ind.fitness.valid:
                ind.fitness.values = (fitness(ind),)
        offspring = [Individual(i) for i in tools.selTournament(pop, len(pop), tournsize=3)]
        for a, b in zip(offspring[::2], offspring[1::2]):
            if rng.random() < 0.5:
                tools.cxUniform(a, b, 0.5)
        for ind in offspring:
            if rng.random() < 0.4:
                tools.mutUniformInt(ind, [0] * len(ind), ops.max_choice, 2.0 / len(ind))
        for ind in offspring:
            ind.fitness.values = (fitness(ind),)
        pop = tools.selBest(pop + offspring, pop_size)
    return order[:budget]


def confirm(prog, measurer, records: list[Record], top: int = 3, processes: int = 1) -> tuple[float, float]:
    """Re-times the `top` best screened configs in `processes` fresh processes, one after another,
    with >= 30 pairs, as xtune's answer is; the best whose whole 95% interval is below the default
    wins, else 1.0 (the default). Returns (the first process's reading alone: what a one-process
    confirmation reads, the median reading over the processes: `AnswerSettings.confirm_processes`)."""
    space = ConfigSpace(prog)
    ok = sorted((r for r in records if r.ok and r.ratio and r.config_hash != space.default().hash),
                key=lambda r: r.ratio)
    cands = [r for r in ok if r.ratio < 1.0][:top]
    if not cands:
        return 1.0, 1.0
    with confirmation_measurer(measurer) as fresh:
        rounds = confirm_rounds(fresh, prog, [space.from_json(r.config_json) for r in cands], processes)

    def best(again: list[Record]) -> float:
        return max((1 / r.ratio for r in again if r.ok and r.ratio_high < 1.0), default=1.0)
    return best(rounds[0]), best(median_confirmations(rounds))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--budgets", type=int, nargs="+", default=[30, 100])
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--first-seed", type=int, default=0, help="seeds run: first-seed .. first-seed + seeds - 1")
    ap.add_argument("--programs", nargs="*", default=None)
    ap.add_argument("--methods", nargs="+", default=["xtune", "random", "ga"],
                    help="xtune (with --model), xtune:M (with `--model M`, e.g. xtune:count; "
                         "xtune:M@screenK: with MoveSettings.compile_screen=K), "
                         "random, ga")
    ap.add_argument("--model", default=None, help="the model of method xtune: any `xtune search --model` value "
                                                    "(default: the bundled potentials model)")
    ap.add_argument("--group", type=int, default=1, help="xtune: genes per neighbour (MoveSettings.group_size)")
    ap.add_argument("--no-pins", action="store_true", help="xtune: skip the bulk row-major pins (MoveSettings.screen_pins)")
    ap.add_argument("--cores", type=int, default=1)
    ap.add_argument("--estimator", choices=list(ESTIMATORS), default="p10",
                    help="the ratio's estimator (TimingPolicy.quantile 0.1, or the median of the paired ratios as "
                         "before 2026-12-02), in the search and its confirmations")
    ap.add_argument("--max-time", type=float, default=1.0)
    ap.add_argument("--confirm-processes", type=int, default=AnswerSettings().confirm_processes,
                    help="fresh processes each confirmation re-times the candidates in; the table reads the median, "
                         "and with > 1 also the first process's reading alone, side by side")
    ap.add_argument("--db", default=str(ROOT / "runs" / "bench_search.db"))
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "search.md"))
    ap.add_argument("--merge", nargs="+", default=None, help="render one table from these runs' .json rows")
    args = ap.parse_args()
    if args.merge:
        runs = [json.loads(Path(f).read_text()) for f in args.merge]
        args.budgets, args.methods = runs[0]["budgets"], runs[0]["methods"]
        args.seeds = len({r["seed"] for run in runs for r in run["rows"]})
        args.cores, args.model = runs[0]["cores"], runs[0]["model"]
        text = _table([r for run in runs for r in run["rows"]], args)
        Path(args.out).write_text(text)
        print(text)
        return
    model = bench_model(args.model)
    paths = [Path(p) for p in args.programs] if args.programs else sorted((ROOT / "examples" / "programs").glob("*.mlir"))
    top = max(args.budgets)
    settings = MeasureSettings(cores=args.cores,
                               policy=TimingPolicy(max_time_s=args.max_time, quantile=ESTIMATORS[args.estimator]))
    rows = []
    Path(args.db).parent.mkdir(parents=True, exist_ok=True)
    Path(args.out).parent.mkdir(parents=True, exist_ok=True)
    seeds = range(args.first_seed, args.first_seed + args.seeds)
    for seed in seeds:  # a fresh store per run: no method may see another run's results
        for suffix in ("", "-wal", "-shm"):
            Path(f"{args.db}.seed{seed}{suffix}").unlink(missing_ok=True)
    for path in paths:
        prog = load_program(path)
        runs: dict[tuple[str, int], list[Record]] = {}
        for seed in seeds:
            with RecordStore(f"{args.db}.seed{seed}") as store, Measurer(settings, store) as m:
                for method in args.methods:
                    started = time.perf_counter()
                    if method == "xtune":
                        recs = run_xtune(prog, m, model, top, seed, args.group, not args.no_pins)
                    elif method.startswith("xtune:"):
                        named, variant = method_variant(method)
                        recs = run_xtune(prog, m, bench_model(None if named == "bundled" else named, seed), top, seed,
                                         args.group, not args.no_pins, **variant)
                    elif method == "random":
                        recs = run_random(prog, m, top, seed)
                    else:
                        recs = run_ga(prog, m, top, seed)
                    runs[(method, seed)] = recs
                    search_s = time.perf_counter() - started  # the search alone, before its confirmations
                    for b in args.budgets:
                        first, median = confirm(prog, m, recs[:b], processes=args.confirm_processes)
                        rows.append({"program": prog.name, "method": method, "seed": seed, "budget": b,
                                     "confirmed": median, "confirmed_first_process": first, "search_s": search_s,
                                     "screened": [r.ratio if r.ok and r.ratio else math.inf for r in recs[:b]]})
                    print(prog.name, method, seed, [f"{r['confirmed']:.3f}" for r in rows[-len(args.budgets):]],
                          flush=True)
                    # rows after every run: a killed bench keeps them
                    Path(args.out).with_suffix(".json").write_text(json.dumps(
                        {"budgets": args.budgets, "methods": args.methods, "cores": args.cores, "model": args.model,
                         "rows": rows}, indent=1))
    text = _table(rows, args)
    Path(args.out).write_text(text)
    print(text)


def _table(rows: list[dict], args) -> str:
    import statistics

    how = (f"merged from {len(args.merge)} runs of `python bench/search.py --budgets "
           f"{' '.join(map(str, args.budgets))} --cores {args.cores}`, {args.seeds} seed(s)" if args.merge else
           f"`python bench/search.py --budgets {' '.join(map(str, args.budgets))} --seeds {args.seeds} "
           f"--cores {args.cores}" + (f" --methods {' '.join(args.methods)}" if args.methods != ["xtune", "random", "ga"] else "")
           + (f" --estimator {args.estimator}" if args.estimator != "p10" else "")
           + f" --confirm-processes {getattr(args, 'confirm_processes', 1)}`")
    lines = [f"{how} — {datetime.date.today()}, jax {jax.__version__}, model "
             f"{args.model or 'bundled'}; confirmed speedup over XLA's default (geomean over seeds; 1.000 = "
             "answer is the default) and measurements to reach 95% of the best known gain (median over seeds).", ""]
    budgets = args.budgets
    for p in {r["program"] for r in rows}:  # 95% of the best gain any run confirmed on this program
        best_known = max(r["confirmed"] for r in rows if r["program"] == p)
        target = 1 - 0.95 * (1 - 1 / best_known)  # the screened ratio giving 95% of that gain
        for r in rows:
            if r["program"] == p:
                hit = next((i + 1 for i, x in enumerate(r["screened"]) if x <= target), None)
                r["to95"] = hit if best_known > 1 else 1
    header = "| program | " + " | ".join(f"{m} @{b}" for m in args.methods for b in budgets) + " |"
    lines += [header, "|---|" + "---|" * (len(args.methods) * len(budgets))]
    programs = sorted({r["program"] for r in rows})
    geo: dict[tuple[str, int], list[float]] = {}
    for p in programs:
        cells = []
        for m in args.methods:
            for b in budgets:
                sel = [r for r in rows if r["program"] == p and r["method"] == m and r["budget"] == b]
                g = math.exp(statistics.mean(math.log(r["confirmed"]) for r in sel))
                geo.setdefault((m, b), []).append(g)
                hits = [r["to95"] for r in sel if r.get("to95")]
                reach = f"{statistics.median(hits):.0f}" if len(hits) == len(sel) else f"{len(hits)}/{len(sel)} runs"
                cells.append(f"{g:.3f}x ({reach})")
        lines.append(f"| {p} | " + " | ".join(cells) + " |")
    lines.append("| **geomean** | " + " | ".join(
        f"**{math.exp(statistics.mean(math.log(x) for x in geo[(m, b)])):.3f}x**" for m in args.methods for b in budgets)
        + " |")
    lines.append("| measurements to 95%, sum over programs of the median over seeds (a run that did not reach it: "
                 "budget + 1) | " + " | ".join(
        f"{sum(statistics.median(r.get('to95') or b + 1 for r in rows if r['program'] == p and r['method'] == m and r['budget'] == b) for p in programs):.0f}"
        for m in args.methods for b in budgets) + " |")
    if all("search_s" in r for r in rows):
        lines.append("| search time, s, sum over programs of the mean over seeds (the whole run, to the largest "
                     "budget) | " + " | ".join(
            f"{sum(statistics.mean(r['search_s'] for r in rows if r['program'] == p and r['method'] == m and r['budget'] == b) for p in programs):.0f}"
            for m in args.methods for b in budgets) + " |")
    out = lines + _spread(rows, args.methods, budgets, programs)
    if any(r.get("confirmed_first_process", r["confirmed"]) != r["confirmed"] for r in rows) or \
            getattr(args, "confirm_processes", 1) > 1:
        first = [{**r, "confirmed": r.get("confirmed_first_process", r["confirmed"])} for r in rows]
        out += ["", "The same runs, each confirmation read from its first process alone (a one-process "
                "confirmation):"] + _spread(first, args.methods, budgets, programs)
    return "\n".join(out) + "\n"


def _spread(rows: list[dict], methods: list[str], budgets: list[int], programs: list[str]) -> list[str]:
    """Per method and budget, each seed's confirmed speedup side by side and their spread (max/min)."""
    seeds = sorted({r["seed"] for r in rows})
    if len(seeds) < 2:
        return []
    out = []
    for m in methods:
        for b in budgets:
            out += ["", f"{m} @{b}, seeds side by side:", "",
                    "| program | " + " | ".join(f"seed {s}" for s in seeds) + " | spread (max/min) |",
                    "|---|" + "---|" * (len(seeds) + 1)]
            for p in programs:
                by_seed = {r["seed"]: r["confirmed"] for r in rows if r["program"] == p and r["method"] == m
                           and r["budget"] == b}
                got = list(by_seed.values())
                out.append(f"| {p} | " + " | ".join(f"{by_seed[s]:.3f}x" if s in by_seed else "-" for s in seeds)
                           + f" | {max(got) / min(got):.3f} |")
    return out


if __name__ == "__main__":
    main()
