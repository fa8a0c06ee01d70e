"""The surrogate, benchmarked: every comparison measured in the same run, markdown tables out.

1. speed: configs scored per second, one graph x 4096 configs, graphs of ~1k and
   ~10k nodes (stacked transformer blocks, bench/graph_build.py), per model option.
2. quality: held-out programs (the data's test split): a trained model against
   a random ranking, a count of the nodes a config changes, and an analytical model from XLA's cost analysis
   (bytes_accessed / BANDWIDTH + flops / PEAK; the stats the harness recorded
   when it compiled each config with measure.execute.compile_text, or compiled
   again with --recompile). Also one model per option (pruning off, cross-config
   attention, Mixture-of-Depths 50% and 12.5%), each trained the same way; for
   MoD, XLA's FLOPs per training step.
3. gst: peak memory (VmHWM) and step time of training on a >= 50k-node graph,
   whole graph against Graph Segment Training, each in its own process.

Usage:
  python bench/surrogate.py --data data/cpu-v1 [--db data/cpu-v1/cpu-v1.db] [--epochs 150]
      [--sections speed,quality,gst] [--out bench/results/surrogate.md]
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import importlib.util
import json
import math
import resource
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

_HERE = Path(__file__).resolve().parent
ROOT = _HERE.parent
BANDWIDTH_BYTES_S = 20e9  # analytical model: one core's streaming bandwidth ...
PEAK_FLOPS_S = 50e9  # ... and its f32 FMA peak (only their ratio matters for a ranking)
SPEED_CONFIGS = 4096


def stacked_blocks_program(num_blocks: int):
    spec = importlib.util.spec_from_file_location("graph_build", _HERE / "graph_build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.stacked_blocks_program(num_blocks)


def table(header: list[str], rows: list[list]) -> str:
    def cell(x):
        return f"{x:.3f}" if isinstance(x, float) else str(x)

    lines = ["| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    return "\n".join(lines + ["| " + " | ".join(cell(x) for x in r) + " |" for r in rows])


# --- 1. speed ---------------------------------------------------------------------------

def configs_per_second(surrogate, program, space, repeats: int = 3) -> tuple[float, float]:
    """(scorer build seconds incl. graph and compile, best configs/s over `repeats` x 4096 genomes)."""
    from xtune.surrogate.synthetic import random_genomes

    t = time.perf_counter()
    scorer = surrogate.scorer(program, space)
    scorer.score_indices(random_genomes(space, scorer.chunk, np.random.default_rng(1)))  # compile
    build_s = time.perf_counter() - t
    genomes = random_genomes(space, SPEED_CONFIGS, np.random.default_rng(0))
    best = math.inf
    for _ in range(repeats):
        t = time.perf_counter()
        scorer.score_indices(genomes)
        best = min(best, time.perf_counter() - t)
    return build_s, SPEED_CONFIGS / best


def bench_speed(models: dict[str, object]) -> str:
    from xtune.measure.space import ConfigSpace
    from xtune.surrogate.graph import build_graph

    rows = []
    for blocks in (22, 215):
        program = stacked_blocks_program(blocks)
        space = ConfigSpace(program)
        graph = build_graph(program, space)
        for name, surrogate in models.items():
            if blocks > 22 and name not in ("default", "cross-config attention"):
                continue
            build_s, rate = configs_per_second(surrogate, program, space)
            rows.append([f"{graph.num_nodes} nodes, {graph.num_config_nodes} configurable, {len(space.genes)} genes",
                         name, f"{build_s:.1f}", f"{rate:,.0f}"])
    return ("### Scoring speed (one graph x 4096 configs, genomes via `score_indices`)\n\n"
            + table(["graph", "model", "scorer build s (graph + compile)", "configs/s"], rows))


# --- 2. quality -------------------------------------------------------------------------

VARIANTS = {
    "default": {},
    "no pruning (whole graph)": {"prune_hops": None},
    "cross-config attention": {"cross_config_attention": True},
    "MoD 50%": {"mod_capacity": 0.5},
    "MoD 12.5%": {"mod_capacity": 0.125},
    "option gate": {"option_interaction": True},
    "layout count + learned correction": {"layout_count": True},
}


def train_variants(ds, epochs: int, seed: int, names: list[str]) -> dict[str, tuple[object, float]]:
    import jax

    from xtune.surrogate.model import ModelConfig
    from xtune.surrogate.train import TrainConfig, train

    out = {}
    for name in names:
        jax.clear_caches()  # each training compiles ~20 shapes; free their memory mappings first
        config = TrainConfig(model=ModelConfig(**VARIANTS[name]), epochs=epochs, seed=seed)
        t = time.perf_counter()
        result = train(list(ds.train), list(ds.valid), config, data_fingerprint=ds.fingerprint)
        out[name] = (result.model, time.perf_counter() - t)
        print(f"trained {name}: {len(result.history)} epochs, best {result.model.info['best_epoch']}, "
              f"valid tau {result.model.info['valid_metrics'].get('kendall_tau', math.nan):.3f}", flush=True)
    return out


def random_metrics(examples, seeds: int = 20) -> dict[str, float]:
    from xtune.surrogate.metrics import METRIC_NAMES, evaluate_rankings

    means = []
    for s in range(seeds):
        rng = np.random.default_rng(s)
        means.append(evaluate_rankings({ex.name: (rng.random(ex.num_configs), ex.runtime) for ex in examples})[1])
    return {m: float(np.nanmean([x[m] for x in means])) for m in METRIC_NAMES}


def changes_metrics(examples) -> dict[str, float]:
    """A heuristic with no learning: the fewer configurable nodes (and module options) a
    config changes, the faster. On CPU most changes cost copies, so this is the bar a
    learned model has to clear to show it learned more than "leave it alone"."""
    from xtune.surrogate.metrics import evaluate_rankings

    return evaluate_rankings({ex.name: ((ex.codes != 0).any(-1).sum(-1) + ex.options.sum(-1), ex.runtime)
                              for ex in examples})[1]


def count_metrics(examples) -> dict[str, float]:
    """No learning: the more tensor elements a config lays out non-row-major, the slower
    (`surrogate.layout_count`; row-major pins cost nothing)."""
    from xtune.surrogate.baselines import baseline_metrics

    return baseline_metrics(examples, "count")[1]


def analytical_metrics(data: Path, db: Path, split: str, recompile: bool) -> tuple[dict[str, float], int]:
    """Metrics of bytes/BW + flops/PEAK on the split's programs, from the record store."""
    from xtune.measure.execute import compile_text
    from xtune.measure.program import Program
    from xtune.measure.rewrite import apply, compile_options
    from xtune.measure.space import ConfigSpace
    from xtune.measure.store import RecordStore
    from xtune.surrogate.metrics import evaluate_rankings

    manifest = json.loads((data / "manifest.json").read_text())
    results = {}
    with RecordStore(db) as store:
        texts = {p["fingerprint"]: p for p in store.programs(with_text=True)}
        for entry in manifest["entries"]:
            if entry["split"] != split or entry["fingerprint"] not in texts:
                continue
            latest = {}
            for r in store.records(entry["fingerprint"], status="ok", device_kind=entry["device_kind"]):
                if r.cores == entry["cores"] and r.ratio and r.default_median_ms:
                    latest[r.config_hash] = r
            recs = list(latest.values())
            if recompile or any(r.flops is None for r in recs):
                p = texts[entry["fingerprint"]]
                program = Program.from_text(p["text"], name=p["name"], source=p["source"])
                space = ConfigSpace(program)
                stats = []
                for r in recs:
                    config = space.from_json(r.config_json)
                    stats.append(compile_text(apply(program, config), tuple(compile_options(config))).stats)
            else:
                stats = [{"flops": r.flops, "bytes_accessed": r.bytes_accessed} for r in recs]
            predicted = np.array([s.get("bytes_accessed", 0.0) / BANDWIDTH_BYTES_S + s.get("flops", 0.0) / PEAK_FLOPS_S
                                  for s in stats])
            results[entry["file"]] = (predicted, np.array([r.ratio for r in recs]))
    return evaluate_rankings(results)[1], len(results)


def noise_ceiling(data: Path, db: Path, split: str, draws: int = 20) -> tuple[dict[str, float], int]:
    """Metrics of one noisy re-measurement against another: each config's ratio drawn twice
    from a normal matching its recorded 95% interval. No model can rank much better than this."""
    from xtune.measure.store import RecordStore
    from xtune.surrogate.metrics import METRIC_NAMES, evaluate_rankings

    manifest = json.loads((data / "manifest.json").read_text())
    rng = np.random.default_rng(0)
    per_draw = []
    with RecordStore(db) as store:
        groups = []
        for entry in manifest["entries"]:
            if entry["split"] != split:
                continue
            latest = {}
            for r in store.records(entry["fingerprint"], status="ok", device_kind=entry["device_kind"]):
                if r.cores == entry["cores"] and r.ratio and r.ratio_low and r.ratio_high:
                    latest[r.config_hash] = r
            recs = list(latest.values())
            groups.append((entry["file"], np.array([r.ratio for r in recs]),
                           np.array([(r.ratio_high - r.ratio_low) / 3.92 for r in recs])))
    for _ in range(draws):
        per_draw.append(evaluate_rankings({f: (np.maximum(m + s * rng.standard_normal(len(m)), 1e-6),
                                               np.maximum(m + s * rng.standard_normal(len(m)), 1e-6))
                                           for f, m, s in groups})[1])
    return {k: float(np.nanmean([d[k] for d in per_draw])) for k in METRIC_NAMES}, len(groups)


def bench_quality(args, models: dict[str, tuple[object, float]], ds) -> str:
    from xtune.surrogate.train import evaluate
    from xtune.surrogate.train_step import Trainer

    test = list(ds.test)
    import jax

    rows = []
    for name, (surrogate, train_s) in models.items():
        jax.clear_caches()
        _, m = evaluate(surrogate, test)
        trainer = Trainer(surrogate, learning_rate=0.0, weight_decay=0.0, clip_norm=1.0, configs_per_step=32,
                          mse_weight=0.1, stale_dropout=0.5, seed=0)
        largest = max(ds.train, key=lambda e: e.num_nodes)
        flops = trainer.step_flops(largest)
        rows.append([f"model: {name}", m["kendall_tau"], m["opa"], f"{100 * m['top1_slowdown']:.1f}%",
                     f"{100 * m['top5_slowdown']:.1f}%", f"{100 * m['top10_slowdown']:.1f}%",
                     f"{flops / 1e6:.0f}", f"{train_s:.0f}"])
    r = random_metrics(test)
    rows.append(["random ranking (20 seeds)", r["kendall_tau"], r["opa"], f"{100 * r['top1_slowdown']:.1f}%",
                 f"{100 * r['top5_slowdown']:.1f}%", f"{100 * r['top10_slowdown']:.1f}%", "-", "-"])
    h = changes_metrics(test)
    rows.append(["changed-nodes count (fewer = faster)", h["kendall_tau"], h["opa"], f"{100 * h['top1_slowdown']:.1f}%",
                 f"{100 * h['top5_slowdown']:.1f}%", f"{100 * h['top10_slowdown']:.1f}%", "-", "-"])
    h = count_metrics(test)
    rows.append(["layout count: elements laid out non-row-major", h["kendall_tau"], h["opa"],
                 f"{100 * h['top1_slowdown']:.1f}%", f"{100 * h['top5_slowdown']:.1f}%",
                 f"{100 * h['top10_slowdown']:.1f}%", "-", "-"])
    if args.db and Path(args.db).is_file():
        a, count = analytical_metrics(Path(args.data), Path(args.db), "test", args.recompile)
        rows.append([f"XLA cost analysis: bytes/{BANDWIDTH_BYTES_S / 1e9:.0f}GB/s + flops/{PEAK_FLOPS_S / 1e9:.0f}GF/s "
                     f"({count} programs)", a["kendall_tau"], a["opa"], f"{100 * a['top1_slowdown']:.1f}%",
                     f"{100 * a['top5_slowdown']:.1f}%", f"{100 * a['top10_slowdown']:.1f}%", "-", "-"])
        c, count = noise_ceiling(Path(args.data), Path(args.db), "test")
        rows.append([f"noise ceiling: two re-measurements within the recorded 95% CIs ({count} programs)",
                     c["kendall_tau"], c["opa"], "-", "-", "-", "-", "-"])
    largest = max(ds.train, key=lambda e: e.num_nodes)
    return (f"### Ranking quality on {len(test)} held-out programs (test split), mean per program\n\n"
            f"Slowdown = best runtime among the method's top k / best runtime - 1. FLOPs: XLA cost analysis of "
            f"one training step (32 configs) on the largest training graph ({largest.num_nodes} nodes).\n\n"
            + table(["method", "Kendall tau", "OPA", "top-1", "top-5", "top-10", "MFLOPs/step", "train s"], rows))


# --- 3. Graph Segment Training ----------------------------------------------------------------

def big_example(path: Path, blocks: int) -> int:
    """Writes a >= 50k-node stacked-blocks graph with 64 synthetic-runtime configs to `path`."""
    from xtune.measure.space import ConfigSpace
    from xtune.surrogate.graph import build_graph
    from xtune.surrogate.synthetic import random_genomes, synthetic_runtimes
    from xtune.surrogate.training_data import make_example

    program = stacked_blocks_program(blocks)
    space = ConfigSpace(program)
    graph = build_graph(program, space)
    genomes = random_genomes(space, 64, np.random.default_rng(0))
    ex = make_example(graph, space, [space.decode(g) for g in genomes], synthetic_runtimes(space, genomes))
    fields = {f.name: getattr(ex, f.name) for f in dataclasses.fields(ex)}
    np.savez(path, **{k: np.asarray(v) for k, v in fields.items()})
    return graph.num_nodes


def peak_rss_mb() -> float:
    """This process's peak resident memory. VmHWM, not ru_maxrss: Linux carries ru_maxrss
    over from the parent across fork + exec, so a child of a big process would report its parent's."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def gst_worker(path: str, segment_size: int, steps: int) -> None:
    """In a fresh process: load the graph, then train `steps` steps; print JSON."""
    from xtune.surrogate.model import ModelConfig
    from xtune.surrogate.train import new_gnn
    from xtune.surrogate.train_step import Trainer
    from xtune.surrogate.training_data import Example

    z = np.load(path)
    ex = Example(**{f.name: (z[f.name] if z[f.name].ndim else z[f.name].item())
                    for f in dataclasses.fields(Example)})
    ex = dataclasses.replace(ex, option_names=tuple(str(s) for s in ex.option_names))
    model = ModelConfig(segment_size=segment_size or None)
    trainer = Trainer(new_gnn([ex], model, 0), learning_rate=1e-3, weight_decay=0.0, clip_norm=1.0,
                      configs_per_step=32, mse_weight=0.1, stale_dropout=0.5, seed=0)
    segments = len(trainer.graph(ex).prepared.segments)
    baseline = peak_rss_mb()
    times = []
    for _ in range(steps):
        t = time.perf_counter()
        trainer.step(ex)
        times.append(time.perf_counter() - t)
    peak = peak_rss_mb()
    print(json.dumps({"segments": segments, "baseline_mb": baseline, "peak_mb": peak,
                      "first_step_s": times[0], "step_s": float(np.median(times[2:] or times))}))


def bench_gst(args) -> str:
    import tempfile

    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "big.npz"
        nodes = big_example(path, args.gst_blocks)
        for segment_size in (0, 8192, 2048):
            out = subprocess.run([sys.executable, __file__, "--gst-worker", str(path), "--segment-size",
                                  str(segment_size), "--steps", str(args.gst_steps)],
                                 capture_output=True, text=True, cwd=ROOT)
            if out.returncode:
                rows.append(["whole graph" if not segment_size else f"GST, {segment_size}-node segments",
                             "-", "failed: " + (out.stderr.strip().splitlines() or ["?"])[-1][:80], "-", "-", "-"])
                continue
            r = json.loads(out.stdout.strip().splitlines()[-1])
            rows.append(["whole graph" if not segment_size else f"GST, {segment_size}-node segments",
                         r["segments"], f"{r['peak_mb']:.0f}", f"{r['peak_mb'] - r['baseline_mb']:.0f}",
                         f"{r['step_s']:.2f}", f"{r['first_step_s']:.1f}"])
    return (f"### Training on one {nodes}-node graph (32 configs per step), each row its own process\n\n"
            "Peak = the process's peak resident memory (VmHWM); training = peak minus the peak before the first step; "
            "first step includes compiling (and, with GST, filling the historical table).\n\n"
            + table(["mode", "segments", "peak MB", "training MB", "step s", "first step s"], rows))


# --- main ---------------------------------------------------------------------------------

def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--data", default="data/cpu-v1", help="exported dataset with train/valid/test")
    parser.add_argument("--db", default="data/cpu-v1/cpu-v1.db", help="record store (analytical baseline)")
    parser.add_argument("--epochs", type=int, default=150)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--sections", default="speed,quality,gst")
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--recompile", action="store_true", help="analytical baseline: compile every config again")
    parser.add_argument("--gst-blocks", type=int, default=1100, help="stacked blocks of the GST graph (~46 nodes each)")
    parser.add_argument("--gst-steps", type=int, default=6)
    parser.add_argument("--out", default=None, help="also write the tables to this markdown file")
    parser.add_argument("--gst-worker", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--segment-size", type=int, default=0, help=argparse.SUPPRESS)
    parser.add_argument("--steps", type=int, default=6, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.gst_worker:
        gst_worker(args.gst_worker, args.segment_size, args.steps)
        return

    import jax

    sections = args.sections.split(",")
    parts = [f"`python bench/surrogate.py {' '.join(sys.argv[1:])}` - {datetime.date.today()}, jax {jax.__version__}, "
             f"{jax.device_count()} {jax.default_backend()} device(s), {len(__import__('os').sched_getaffinity(0))} "
             "core(s) available"]
    models: dict[str, tuple[object, float]] = {}
    if "quality" in sections or "speed" in sections:
        from xtune.surrogate.training_data import load_dataset

        ds = load_dataset([args.data])
        names = [n for n in args.variants.split(",") if n]
        models = train_variants(ds, args.epochs, args.seed, names if "quality" in sections else ["default"])
    if "speed" in sections:
        parts.append(bench_speed({name: m for name, (m, _) in models.items()}))
        print(parts[-1], flush=True)
    if "quality" in sections:
        parts.append(bench_quality(args, models, ds))
        print(parts[-1], flush=True)
    if "gst" in sections:
        parts.append(bench_gst(args))
        print(parts[-1], flush=True)
    if args.out:
        Path(args.out).write_text("\n\n".join(parts) + "\n")


if __name__ == "__main__":
    main()
