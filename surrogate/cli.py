"""The surrogate layer's commands: `xtune dataset generate | build | export`, `xtune train |
evaluate | predict`. `xtune.search.cli` adds them to the `xtune` group."""

from __future__ import annotations

import dataclasses
import math
import random
from pathlib import Path

import click
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from xtune.measure import preflight
from xtune.measure.cli import (
    backend,
    cluster_option,
    console,
    friendly_errors,
    interrupted_exit,
    load_config_file,
    progress,
    resolve_cluster,
)
from xtune.measure.cli_types import SEED, count, count_option, finite, seconds_option
from xtune.measure.program import load_program
from xtune.measure.record import Record
from xtune.measure.settings import DATASET_CORES, DATASET_MAX_TIME_S, JOBS, TIMEOUT_S, MeasureSettings
from xtune.measure.space import ConfigSpace
from xtune.measure.store import RecordStore
from xtune.surrogate.tpugraphs import DatasetError


@click.group()
def dataset() -> None:
    """Build measured datasets in the TpuGraphs format."""


@dataset.command("generate")
@click.option("--count", "num_programs", type=count(), default=150, show_default=True, help="Number of programs.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), required=True, help="Output folder.")
@click.option("--seed", type=SEED, default=0, show_default=True)
@friendly_errors
def generate_cmd(num_programs: int, out_dir: str, seed: int) -> None:
    """Write COUNT random, realistic JAX programs as StableHLO .mlir files."""
    from xtune.surrogate.programs import generate_programs

    preflight.output_folder(out_dir, "--out")

    with progress() as bar:
        task = bar.add_task("generating", total=num_programs, best="")
        paths = generate_programs(num_programs, out_dir, seed, progress=lambda i: bar.update(task, completed=i))
    console.print(f"wrote {len(paths)} programs to {out_dir}")


@dataset.command("build")
@click.argument("programs", nargs=-1, required=True)
@click.option("--configs-per-program", "num_configs", type=count(0), default=40, show_default=True,
              help="Random configs per program (the default is measured too).")
@click.option("--db", default="xtune.db", show_default=True, help="SQLite record store (resumable).")
@count_option("--cores", "cores", DATASET_CORES, "Cores per timing process.")
@count_option("--jobs", "jobs", JOBS, "Timing processes at once (each on its own cores).")
@click.option("--seed", type=SEED, default=0, show_default=True, help="Config sampling seed.")
@click.option("--local", is_flag=True, help="Configs near the default instead of random ones: option changes, "
              "row-major pins, aligned one-gene moves, other one-gene and two-gene moves (what a search asks).")
@seconds_option("--max-time", "max_time_s", DATASET_MAX_TIME_S, "Timing cap per config, s.")
@seconds_option("--timeout", "timeout_s", TIMEOUT_S, "Per-config limit, s.")
@cluster_option
@friendly_errors
def build_cmd(programs: tuple[str, ...], num_configs: int, db: str, cores: int, jobs: int, seed: int, local: bool,
              max_time_s: float, timeout_s: float, cluster: str | None) -> None:
    """Measure the default and N random (or --local) configs of each of PROGRAMS (files or folders)."""
    from xtune.measure.timing import TimingPolicy
    from xtune.surrogate.dataset_build import build

    cluster = resolve_cluster(cluster)
    paths: list[Path] = []
    for p in programs:
        paths += sorted(Path(p).glob("*.mlir")) if Path(p).is_dir() else [Path(p)]
    loaded = [load_program(p) for p in paths]  # every file checked before anything is measured
    preflight.writable_store(db)
    settings = MeasureSettings(cores=cores, jobs=jobs, timeout_s=timeout_s, policy=TimingPolicy(max_time_s=max_time_s),
                               cluster=cluster)
    counts = {"measured": 0, "reused": 0, "failed": 0}
    interrupted = False
    with RecordStore(db) as store, progress() as bar:
        total = bar.add_task("configs", total=len(loaded) * (num_configs + 1), best="")

        def on_program(prog, n: int) -> None:  # a program may have fewer local configs than N
            expected = bar.tasks[total].total + n - (num_configs + 1)
            bar.update(total, description=f"{prog.name[:40]}", total=expected)

        def on_record(prog, r: Record, reused: bool) -> None:
            counts["reused" if reused else "measured"] += 1
            counts["failed"] += not r.ok
            bar.update(total, advance=1, best=f"{counts['measured']} new, {counts['reused']} reused")

        try:
            build(loaded, num_configs, store, settings, seed=seed, on_record=on_record, on_program=on_program,
                  local=local)
        except KeyboardInterrupt:
            interrupted = True
            bar.console.print("[yellow]interrupted[/]: rerun the same command to resume")
    console.print(f"{len(loaded)} programs: {counts['measured']} measured, {counts['reused']} reused, "
                  f"{counts['failed']} not ok, store {db}")
    if interrupted:
        interrupted_exit()


@dataset.command("export")
@click.argument("db", type=click.Path(exists=True, dir_okay=False))
@click.option("--out", "out_dir", type=click.Path(file_okay=False), required=True, help="Output folder.")
@click.option("--pad", type=finite(), default=-1.0, show_default=True, help="Node feature padding value.")
@click.option("--split/--no-split", default=True, show_default=True, help="train/valid/test folders by program.")
@click.option("--held-out", "held_out", multiple=True, type=click.Path(exists=True),
              help="Program files always put in the test split (e.g. examples/programs).")
@friendly_errors
def export_cmd(db: str, out_dir: str, pad: float, split: bool, held_out: tuple[str, ...]) -> None:
    """Write one TpuGraphs layout .npz per (program, device kind) from DB's ok records."""
    from xtune.surrogate.dataset_build import export

    preflight.output_folder(out_dir, "--out")
    fingerprints = set()
    for h in held_out:
        for p in sorted(Path(h).glob("*.mlir")) if Path(h).is_dir() else [Path(h)]:
            fingerprints.add(load_program(p).fingerprint)
    with RecordStore(db) as store:
        manifest = export(store, out_dir, pad=pad, split=split, held_out=frozenset(fingerprints))
    table = Table("split", "files")
    for s, n in manifest["splits"].items():
        table.add_row(s, str(n))
    console.print(table)
    console.print(f"{manifest['files']} files, {manifest['programs']} programs, {manifest['configs']} configs "
                  f"-> {out_dir}/manifest.json")


def _hops(value: str) -> int | None:
    if value.strip().lower() in ("none", "all", "-1"):
        return None
    try:
        hops = int(value)
    except ValueError:
        raise click.BadParameter(f"{value!r} is not a number of hops or 'none'") from None
    if hops < 0:
        raise click.BadParameter("hops must be >= 0, or 'none' for the whole graph")
    return hops


#: `xtune train` options that shape the GNN only; `--model potentials` refuses them.
GNN_ONLY = ("segment_size", "mod_capacity", "cross_config_attention", "prune_hops", "option_gate", "layout_count")


@click.command("train")
@click.argument("data", nargs=-1, required=True, type=click.Path(exists=True))
@click.option("--out", required=True, type=click.Path(dir_okay=False), help="Model file to write (.xtm).")
@click.option("--model", "kind", type=click.Choice(["gnn", "potentials"]), default="gnn", show_default=True,
              help="Which model to train: the GNN, or the potentials model (the count plus learned "
                   "per-choice terms: the one xtune uses by default).")
@click.option("--epochs", type=count(), default=None,
              help="Most epochs (GNN: one step per training graph each; potentials: one full-batch step each) "
                   "[default: 150 GNN, 100 potentials].")
@click.option("--segment-size", type=count(16), default=None, help="GNN: Graph Segment Training above this many nodes.")
@click.option("--mod-capacity", type=finite(0.0, 1.0, min_open=True), default=1.0, show_default=True,
              help="GNN: Mixture-of-Depths share of nodes each layer updates (1 = off).")
@click.option("--cross-config-attention/--no-cross-config-attention", default=False, show_default=True,
              help="GNN: configs of a graph attend to each other before the head.")
@click.option("--prune-hops", default="1", show_default=True,
              help="GNN: config-dependent layers run on configurable nodes + K hops ('none' = whole graph).")
@click.option("--option-gate/--no-option-gate", default=False, show_default=True,
              help="GNN: module options also gate the graph readout (program-dependent option effects).")
@click.option("--layout-count/--no-layout-count", default=False, show_default=True,
              help="GNN: score = count of elements laid out non-row-major (surrogate.layout_count) "
                   "+ a learned correction.")
@click.option("--seed", type=SEED, default=0, show_default=True)
@click.option("--seeds", "num_seeds", type=count(), default=None,
              help="Potentials: train seeds SEED..SEED+N-1 and keep the best on the valid programs [default: 3].")
@click.option("--preset", type=click.Choice(["default", "tiny"]), default="default", show_default=True,
              help="Model and schedule size ('tiny' trains in seconds, for smoke tests).")
@click.option("--pad", type=finite(), default=None, help="Node-feature pad of DATA [default: from its manifest].")
@friendly_errors
def train_cmd(data: tuple[str, ...], out: str, kind: str, epochs: int | None, segment_size: int | None,
              mod_capacity: float, cross_config_attention: bool, prune_hops: str, option_gate: bool,
              layout_count: bool, seed: int, num_seeds: int | None, preset: str, pad: float | None) -> None:
    """Train a cost model on DATA: folders or layout .npz files (a folder with train/valid/test keeps
    its split) or record stores (.db, exported on the fly: all train). Without a valid split, a
    share of the training programs is held out for early stopping."""
    import tempfile

    from xtune.surrogate.dataset_build import stores_as_datasets
    from xtune.surrogate.training_data import hold_out, load_dataset

    ctx = click.get_current_context()
    given = [f"--{name.replace('_', '-')}" for name in GNN_ONLY
             if ctx.get_parameter_source(name) == click.core.ParameterSource.COMMANDLINE]
    if kind == "potentials" and given:
        raise click.UsageError(f"{', '.join(given)}: shape(s) the GNN only, not the potentials model")
    if kind == "gnn" and num_seeds is not None:
        raise click.UsageError("--seeds: the potentials model's option (the GNN trains one --seed)")
    preflight.output_file(out)
    if kind == "gnn":
        gnn_config = _gnn_config(preset, epochs, seed, segment_size, mod_capacity, cross_config_attention,
                                 prune_hops, option_gate, layout_count)
    else:
        potentials_config = _potentials_config(preset, epochs)
    with tempfile.TemporaryDirectory(prefix="xtune-train-") as tmp:
        ds = load_dataset(stores_as_datasets(data, tmp), pad=pad)
    train_set, valid_set = list(ds.train), list(ds.valid)
    if not train_set:
        raise DatasetError(f"no training files in {', '.join(data)}")
    if not valid_set:
        train_set, valid_set = hold_out(train_set)
        console.print(f"no valid/ split: holding out {len(valid_set)} of {len(ds.train)} graphs for early stopping")
    if kind == "gnn":
        _train_gnn(gnn_config, ds, train_set, valid_set, out)
    else:
        seeds = tuple(range(seed, seed + (3 if num_seeds is None else num_seeds)))
        _train_potentials(potentials_config, seeds, ds, data, train_set, valid_set, out)
    console.print(f"wrote {out}")


def _gnn_config(preset: str, epochs: int | None, seed: int, segment_size: int | None, mod_capacity: float,
                cross_config_attention: bool, prune_hops: str, option_gate: bool, layout_count: bool):
    """The GNN's `TrainConfig` from `xtune train`'s options (a bad combination: usage error)."""
    from xtune.surrogate.model import ModelConfig
    from xtune.surrogate.train import TrainConfig

    base = TrainConfig.tiny() if preset == "tiny" else TrainConfig()
    model_base = ModelConfig.tiny() if preset == "tiny" else ModelConfig()
    try:
        model = dataclasses.replace(model_base, segment_size=segment_size, mod_capacity=mod_capacity,
                                    cross_config_attention=cross_config_attention, prune_hops=_hops(prune_hops),
                                    option_interaction=option_gate, layout_count=layout_count)
        return dataclasses.replace(base, model=model, seed=seed, **({"epochs": epochs} if epochs else {}))
    except ValueError as e:
        raise click.UsageError(str(e)) from None


def _potentials_config(preset: str, epochs: int | None):
    """The potentials model's `PotentialsTrainConfig` from `xtune train`'s options."""
    from xtune.surrogate.potentials_train import PotentialsTrainConfig

    base = PotentialsTrainConfig(steps=10, hidden=16) if preset == "tiny" else PotentialsTrainConfig()
    return dataclasses.replace(base, **({"steps": epochs} if epochs else {}))


def _train_gnn(config, ds, train_set: list, valid_set: list, out: str) -> None:
    """Trains the GNN with a progress bar, evaluates it on DATA's test split, writes it to `out`."""
    from xtune.surrogate.train import evaluate, train

    console.print(f"training the GNN on {len(train_set)} graphs, early stopping on {len(valid_set)} "
                  f"(pad {ds.pad:g}, data {ds.fingerprint})")
    with Progress(TextColumn("epoch {task.fields[epoch]}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  TextColumn("loss {task.fields[loss]}  valid tau {task.fields[tau]}  best {task.fields[best]}"),
                  console=console) as progress:
        task = progress.add_task("train", total=config.epochs * len(train_set), epoch=0, loss="-", tau="-", best="-")

        def on_progress(p) -> None:
            progress.update(task, completed=p.step, total=p.total_steps, epoch=p.epoch, loss=f"{p.loss:.4f}",
                            tau="-" if p.valid_tau is None else f"{p.valid_tau:.3f}",
                            best="-" if p.best_tau is None else f"{p.best_tau:.3f}")

        result = train(train_set, valid_set, config, data_fingerprint=ds.fingerprint, on_progress=on_progress)
    model = result.model
    if ds.test:
        _, test_mean = evaluate(model, ds.test)
        model = model.replace(info={**model.info, "test_metrics": test_mean})
    model.save(out)
    valid = model.info.get("valid_metrics", {})
    console.print(f"best epoch {model.info['best_epoch']} of {model.info['epochs_run']}: valid tau "
                  f"{valid.get('kendall_tau', math.nan):.3f}, OPA {valid.get('opa', math.nan):.3f}, top-5 slowdown "
                  f"{valid.get('top5_slowdown', math.nan):.3f}" + (
                      f"; test tau {model.info['test_metrics']['kendall_tau']:.3f}" if ds.test else ""))


def _train_potentials(config, seeds: tuple[int, ...], ds, data: tuple[str, ...], train_set: list, valid_set: list,
                      out: str) -> None:
    """Trains the potentials model (one run per seed, the best kept) with a progress bar,
    evaluates it on DATA's test split, writes it to `out`."""
    from xtune.surrogate.baselines import unique_name
    from xtune.surrogate.metrics import evaluate_rankings
    from xtune.surrogate.potentials_train import train_potentials

    console.print(f"training the potentials model on {len(train_set)} graphs, early stopping on {len(valid_set)}, "
                  f"seeds {seeds[0]}..{seeds[-1]} (data {ds.fingerprint})")
    info = {"trained_on": list(data), "data_fingerprint": ds.fingerprint}
    with Progress(TextColumn("seed {task.fields[seed]}"), BarColumn(), MofNCompleteColumn(), TimeElapsedColumn(),
                  TextColumn("loss {task.fields[loss]}  valid tau {task.fields[tau]}  best {task.fields[best]}"),
                  console=console) as progress:
        task = progress.add_task("train", total=config.steps * len(seeds), seed=seeds[0], loss="-", tau="-",
                                 best="-")

        def on_progress(p) -> None:
            progress.update(task, completed=seeds.index(p.seed) * p.steps + p.step, seed=p.seed,
                            loss=f"{p.loss:.4f}", tau=f"{p.valid_tau:.3f}", best=f"{p.best_tau:.3f}")

        try:
            result = train_potentials(train_set, [valid_set], config, seeds, info=info, on_progress=on_progress)
        except ValueError as e:
            raise DatasetError(f"{', '.join(data)}: {e}") from None
    model = result.model
    if ds.test:
        scored: dict[str, tuple] = {}
        for ex in ds.test:
            scored[unique_name(ex.name, scored)] = (model.score_example(ex), ex.runtime)
        model = dataclasses.replace(model, info={**model.info, "test_metrics": evaluate_rankings(scored)[1]})
    model.save(out)
    info = model.info
    console.print(f"kept seed {info['seed']}: valid tau {info['valid_tau']:.3f} at step {info['best_step']} of "
                  f"{config.steps} (step 0: the count)" + (
                      f"; test tau {info['test_metrics']['kendall_tau']:.3f}" if ds.test else ""))


def _load_model(model: str | None):
    from xtune.surrogate.predict import load_surrogate

    return load_surrogate(model)


@click.command("evaluate")
@click.argument("data", nargs=-1, required=True, type=click.Path(exists=True))
@click.option("--model", default=None, type=click.Path(dir_okay=False),
              help="Model file (a GNN's or a potentials model's), 'gnn' for the bundled GNN "
                   "[default: the bundled potentials model].")
@click.option("--split", type=click.Choice(["train", "valid", "test", "all"]), default="test", show_default=True,
              help="Which split of DATA folders with train/valid/test (plain folders and files: all).")
@click.option("--against", multiple=True, type=click.Choice(["count", "random"]),
              help="Also rank with this baseline (count: the count of elements laid out non-row-major; "
                   "random: 20 random orders) and "
                   "compare per program (paired Wilcoxon signed-rank test on tau).")
@friendly_errors
def evaluate_cmd(data: tuple[str, ...], model: str | None, split: str, against: tuple[str, ...]) -> None:
    """Ranking quality of a model on DATA: Kendall tau, ordered pair accuracy, top-k slowdown per program."""
    from xtune.surrogate.baselines import baseline_metrics, unique_name
    from xtune.surrogate.metrics import evaluate_rankings, paired_comparison
    from xtune.surrogate.potentials import PotentialsModel
    from xtune.surrogate.train import evaluate
    from xtune.surrogate.training_data import SPLITS, dataset_files, load_dataset

    surrogate = _load_model(model)
    files = dataset_files(data)
    has_splits = bool(files["valid"] or files["test"])
    splits = SPLITS if split == "all" or not has_splits else (split,)
    ds = load_dataset(data, splits=splits)
    examples = [ex for s in splits for ex in getattr(ds, s)]
    if not examples:
        raise DatasetError(f"no {split} files in {', '.join(data)}")
    if isinstance(surrogate, PotentialsModel):  # reads any pad: padded features count as 0
        scored: dict[str, tuple] = {}
        for ex in examples:
            scored[unique_name(ex.name, scored)] = (surrogate.score_example(ex), ex.runtime)
        per, mean = evaluate_rankings(scored)
    else:
        if ds.pad != surrogate.pad:
            raise DatasetError(f"{', '.join(data)}: node features padded with {ds.pad:g}, the model expects "
                               f"{surrogate.pad:g} (re-export with --pad {surrogate.pad:g})")
        per, mean = evaluate(surrogate, examples)
    baselines = {kind: baseline_metrics(examples, kind) for kind in dict.fromkeys(against)}
    counts = {}
    for ex in examples:
        counts.setdefault(ex.name, ex.num_configs)
    table = Table(title=f"{len(examples)} graphs ({'/'.join(splits)}); slowdown = best of model's top k vs best")
    for col in ("program", "configs", "tau", "OPA", "top-1", "top-5", "top-10", *(f"tau {k}" for k in baselines)):
        table.add_column(col, justify="left" if col == "program" else "right")
    for name, m in per.items():
        table.add_row(name, str(counts.get(name.split("#")[0], "")), *_metric_cells(m),
                      *(_metric_cells(b[0][name])[0] for b in baselines.values()))
    table.add_row("[bold]mean[/]", str(sum(ex.num_configs for ex in examples)), *_metric_cells(mean),
                  *(_metric_cells(b[1])[0] for b in baselines.values()))
    console.print(table)
    for kind, (base_per, base_mean) in baselines.items():
        c = paired_comparison(per, base_per)
        console.print(f"against {BASELINE_NAMES[kind]}: mean tau {c['model']:.3f} vs {c['baseline']:.3f} "
                      f"({c['difference']:+.3f}); the model ranks better on {c['wins']} of {c['programs']} "
                      f"programs, worse on {c['losses']}, level on {c['ties']}; Wilcoxon signed-rank p = "
                      f"{c['p_value']:.3g}; top-5 slowdown {100 * mean['top5_slowdown']:.1f}% vs "
                      f"{100 * base_mean['top5_slowdown']:.1f}%", soft_wrap=True)


BASELINE_NAMES = {"count": "the count", "random": "a random ranking (20 draws)"}


def _metric_cells(m: dict[str, float]) -> list[str]:
    def f(x: float, pct: bool = False) -> str:
        return "-" if math.isnan(x) else (f"{100 * x:.1f}%" if pct else f"{x:.3f}")

    return [f(m["kendall_tau"]), f(m["opa"]), *(f(m[f"top{k}_slowdown"], True) for k in (1, 5, 10))]


@click.command("predict")
@click.argument("program")
@click.option("--model", default=None, type=click.Path(dir_okay=False),
              help="Model file (a GNN's or a potentials model's), 'gnn' for the bundled GNN "
                   "[default: the bundled potentials model].")
@click.option("--config", "config_files", multiple=True, type=click.Path(), help="Config JSON file(s).")
@click.option("--random", "num_random", type=count(0), default=0, show_default=True,
              help="Also predict N random configs.")
@click.option("--seed", type=SEED, default=0, show_default=True)
@click.option("--top", type=count(), default=20, show_default=True, help="Rows to show.")
@friendly_errors
def predict_cmd(program: str, model: str | None, config_files: tuple[str, ...], num_random: int, seed: int,
                top: int) -> None:
    """Predicted runtimes of configs of PROGRAM, relative to XLA's default (lower = faster)."""
    import numpy as np

    surrogate = _load_model(model)
    prog = load_program(program)
    space = ConfigSpace(prog, backend=backend())
    configs = [space.default()]
    configs += [load_config_file(space, f) for f in config_files]
    rng = random.Random(seed)
    configs += [space.random(rng) for _ in range(num_random)]
    scorer = surrogate.scorer(prog, space)
    scores = scorer.score(configs)
    relative = np.exp(scores - scores[0])
    order = np.argsort(relative, kind="stable")
    table = Table(title=f"{prog.name}: {len(configs)} configs; predicted runtime / default's")
    for col in ("rank", "config", "genes set", "predicted"):
        table.add_column(col, justify="left" if col == "config" else "right")
    shown = list(order[:top]) + ([0] if 0 not in order[:top] else [])
    for i in shown:
        c = configs[i]
        table.add_row(str(int(np.flatnonzero(order == i)[0]) + 1), "default" if c.is_default else c.hash,
                      str(len(c.values)), f"{relative[i]:.3f}x")
    console.print(table)
    unplaced = scorer.graph.unplaced_node_ids
    if unplaced:
        console.print(f"the model could not place {len(unplaced)} configurable node(s) in its graph and priced "
                      f"their genes by the layout count alone: {', '.join(unplaced)}")


COMMANDS = (dataset, train_cmd, evaluate_cmd, predict_cmd)
