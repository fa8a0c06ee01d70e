"""The measurement layer's commands: `xtune info | measure | db | apply`, and what every
layer's commands share (console, progress bar, one-line errors, `--cluster`).

`xtune.search.cli` assembles these with the surrogate's and the search's commands
into the one `xtune` group.
"""

from __future__ import annotations

import functools
import json
import random
import signal
import sys
import threading
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from xtune.measure import preflight
from xtune.measure.cli_types import SEED, count, count_option, finite, seconds_option
from xtune.measure.cluster import ClusterError, parse_cluster
from xtune.measure.errors import InputError, WorkFailed, one_line
from xtune.measure.program import load_program
from xtune.measure.record import STATUSES, Record, default_failed, default_failure_line
from xtune.measure.settings import (
    CORES,
    ESTIMATOR,
    HISTORY_TOLERANCE,
    JOBS,
    MEASURE_MAX_TIME_S,
    TIMEOUT_S,
    MeasureSettings,
)
from xtune.measure.space import Config, ConfigError, ConfigSpace
from xtune.measure.store import RecordStore
from xtune.measure.timing import ESTIMATORS

console = Console(width=None if sys.stdout.isatty() else 150)
CLUSTER_ENV = "XTUNE_CLUSTER"
CLUSTER_HELP = (f"Measure on Dask workers: local:N (a LocalCluster of N workers) or tcp://HOST:8786 "
                f"[default: ${CLUSTER_ENV}].")


# Exit codes, the same for every command (docs/guide.md lists them).
EXIT_OK = 0
EXIT_FAILED = 1  # the work could not be done (`WorkFailed`: the program's default fails here)
EXIT_BAD_INPUT = 2  # a bad option or input file, refused before work starts (click's usage errors too)
EXIT_INTERRUPTED = 130  # stopped by Ctrl-C (or SIGINT): what was measured is stored, the rest is not done


class BadInput(click.ClickException):
    """Bad input as one line `Error: ...`, exit code 2 (as click's own usage errors)."""

    exit_code = EXIT_BAD_INPUT


class Failed(click.ClickException):
    """Work that failed, as one line `Error: ...`, exit code 1."""

    exit_code = EXIT_FAILED


def friendly_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    """Turns bad input (`InputError`, a missing file) into a one-line `Error: ...` and exit
    code 2, and failed work (`WorkFailed`) into one line and exit code 1."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except (InputError, FileNotFoundError, IsADirectoryError, NotADirectoryError) as e:
            raise BadInput(one_line(e, with_type=False)) from None
        except WorkFailed as e:
            raise Failed(one_line(e, with_type=False)) from None

    return wrapper


def interrupted_exit() -> None:
    """Ends the command with `EXIT_INTERRUPTED`, after what it printed."""
    raise click.exceptions.Exit(EXIT_INTERRUPTED)


INTERRUPTED_LINE = "interrupted: stopped before the end; what was measured so far is kept in the store"


def _terminate_as_interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


class InterruptibleGroup(click.Group):
    """A click group whose commands, however interrupted, end with one line and `EXIT_INTERRUPTED`.

    Ctrl-C (SIGINT) or SIGTERM at any point of a command (starting up, measuring, a second
    Ctrl-C while a search stops) ends it with `INTERRUPTED_LINE`, exit code 130, instead of
    click's "Aborted!" and exit code 1 or a silent 143; the stores' context managers close
    on the way out, so every record written is kept. SIGTERM is taken as Ctrl-C (where a
    command stops gracefully on the first Ctrl-C, it does so on either).
    """

    def invoke(self, ctx: click.Context) -> Any:
        in_main = threading.current_thread() is threading.main_thread()
        previous = signal.signal(signal.SIGTERM, _terminate_as_interrupt) if in_main else None
        try:
            return super().invoke(ctx)
        except KeyboardInterrupt:
            console.print(f"[yellow]{INTERRUPTED_LINE}[/]")
            interrupted_exit()
        finally:
            if in_main:
                signal.signal(signal.SIGTERM, previous)


def cluster_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    """`--cluster`, whose default is $XTUNE_CLUSTER (the only place xtune reads it); eager, so
    that `--cores` knows whether the timing runs on this machine (`cli_types.Cores`)."""
    return click.option("--cluster", default=None, envvar=CLUSTER_ENV, show_envvar=False, is_eager=True,
                        help=CLUSTER_HELP)(fn)


def default_tolerance_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    """`--default-tolerance`: `MeasureSettings.history_tolerance`, 0 for None (never re-time)."""
    return click.option("--default-tolerance", type=finite(0.0), default=HISTORY_TOLERANCE,
                        show_default=True,
                        help="Re-time a config once when its interleaved default ran more than this share slower "
                             "than the default's earlier records in --db (0: never).")(fn)


def estimator_option(fn: Callable[..., Any]) -> Callable[..., Any]:
    """`--estimator`: the ratio's estimator, `TimingPolicy.quantile` (`timing.ESTIMATORS`)."""
    return click.option("--estimator", type=click.Choice(list(ESTIMATORS)), default=ESTIMATOR, show_default=True,
                        help="The config/default ratio: the 10th percentile of the config's times over the "
                             "default's (the runs the rest of the machine slowed least), or the median of the "
                             "paired ratios (which follows how busy the rest of the machine is).")(fn)


def resolve_cluster(cluster: str | None, in_process: bool = False) -> str | None:
    """The cluster to measure on: `--in-process` wins over $XTUNE_CLUSTER, not over `--cluster`.
    Its address is checked here, before any store is made.

    Raises:
      click.BadParameter: a `--cluster` that is neither local:N (N >= 1) nor a scheduler address.
    """
    if cluster and in_process:
        ctx = click.get_current_context(silent=True)
        source = ctx.get_parameter_source("cluster") if ctx else None
        if source == click.core.ParameterSource.ENVIRONMENT:
            return None
        raise click.UsageError("--cluster and --in-process exclude each other")
    if cluster is not None:
        try:
            parse_cluster(cluster)
        except ClusterError as e:
            raise click.BadParameter(str(e), param_hint="'--cluster'") from None
    return cluster


def progress() -> Progress:
    """The progress bar every long command shows: what, bar, done/total, time, best so far."""
    return Progress(TextColumn("{task.description}"), BarColumn(), MofNCompleteColumn(),
                    TimeElapsedColumn(), TextColumn("{task.fields[best]}"), console=console, transient=False)


def backend() -> str:
    """The backend JAX measures on here ('cpu', 'gpu', 'tpu')."""
    import jax

    return jax.default_backend()


def load_config_file(space: ConfigSpace, path: str) -> Config:
    """A config JSON file of `space`'s program; one-line `ConfigError` if missing or foreign."""
    if Path(path).is_dir():
        raise ConfigError(f"{path}: is a folder, not a config file")
    if not Path(path).is_file():
        raise ConfigError(f"{path}: no such config file")
    return space.from_json(Path(path).read_text(), source=path)


@click.command()
@click.argument("program")
@click.option("--json", "as_json", is_flag=True, help="Print the space as JSON.")
@friendly_errors
def info(program: str, as_json: bool) -> None:
    """Show PROGRAM's configurable nodes, their choices and the space size."""
    prog = load_program(program)
    space = ConfigSpace(prog, backend=backend())
    if as_json:
        click.echo(json.dumps({"program": prog.name, "fingerprint": prog.fingerprint,
                               "nodes": space.describe(), "genes": len(space.genes),
                               "loops": [loop.to_dict() for loop in space.loops],
                               "log10_size": space.log10_size}, default=list))
        return
    console.print(f"[bold]{prog.name}[/]  fingerprint {prog.fingerprint}  inputs "
                  + ", ".join(f"{s.dtype}{list(s.shape)}" for s in prog.input_specs))
    table = Table("node", "op", "result", "genes (choices)")
    for row in space.describe():
        if row["op"] == "while":  # in the loop table below
            continue
        genes = ", ".join(f"{k}({v})" for k, v in row["genes"].items())
        table.add_row(row["node"], row["op"], f"{row['dtype']}{list(row['shape'])}", genes)
    console.print(table)
    if space.loops:
        loops = Table("loop", "trip count", "body ops", "carried bytes", "depth", "unroll factors")
        for loop in space.loops:
            trips = "data-dependent" if not loop.counted else "unknown" if loop.trip_count is None \
                else str(loop.trip_count)
            factors = ", ".join(map(str, loop.choices)) if loop.choices else f"no gene: {loop.reason}"
            loops.add_row(loop.node, trips, str(loop.body_ops), str(loop.carried_bytes), str(loop.depth), factors)
        console.print(loops)
    opts = [g for g in space.genes if g.kind == "option"]
    for g in opts:
        console.print(f"option {g.name.removeprefix('opt.')}: {len(g.choices)} choices")
    console.print(f"{len(space.nodes)} configurable nodes, {len(space.genes)} genes, "
                  f"space size 10^{space.log10_size:.1f}")


@click.command("measure")
@click.argument("program")
@click.option("--default", "with_default", is_flag=True, help="Measure XLA's default config.")
@click.option("--random", "num_random", default=0, show_default=True, type=count(0),
              help="Measure N random configs.")
@click.option("--config", "config_files", multiple=True, type=click.Path(), help="Config JSON file(s) to measure.")
@click.option("--db", default="xtune.db", show_default=True, help="SQLite record store.")
@count_option("--cores", "cores", CORES, "Pin each timing process to N cores [default: all].")
@count_option("--jobs", "jobs", JOBS, "Worker processes measuring at once.")
@click.option("--seed", type=SEED, default=0, show_default=True, help="Seed for random configs and inputs.")
@seconds_option("--timeout", "timeout_s", TIMEOUT_S, "Per-config limit in seconds.")
@seconds_option("--max-time", "max_time_s", MEASURE_MAX_TIME_S, "Timing cap per config, s.")
@click.option("--inputs", "inputs_npz", type=click.Path(), default=None, help=".npz of inputs instead of random.")
@click.option("--in-process", is_flag=True, help="Measure in this process (faster; a crash ends the run).")
@click.option("--remeasure", is_flag=True, help="Measure again even when the store has a record.")
@click.option("--time-same-executable", is_flag=True,
              help="Time a config also when it compiles to the default's executable or to one timed already "
                   "(otherwise its record names the config whose timing it shares).")
@default_tolerance_option
@estimator_option
@cluster_option
@friendly_errors
def measure_cmd(program: str, with_default: bool, num_random: int, config_files: tuple[str, ...], db: str,
                cores: int | None, jobs: int, seed: int, timeout_s: float, max_time_s: float,
                inputs_npz: str | None, in_process: bool, remeasure: bool, time_same_executable: bool,
                default_tolerance: float, estimator: str, cluster: str | None) -> None:
    """Compile and time configs of PROGRAM for real; keep every result in --db."""
    from xtune.measure.measurer import Measurer
    from xtune.measure.timing import TimingPolicy

    cluster = resolve_cluster(cluster, in_process)
    prog = load_program(program)
    space = ConfigSpace(prog, backend=backend())
    configs = [space.default()] if with_default else []
    configs += [load_config_file(space, f) for f in config_files]
    rng = random.Random(seed)
    configs += [space.random(rng) for _ in range(num_random)]
    if not configs:
        raise click.UsageError("nothing to measure: give --default, --random N or --config FILE")
    if inputs_npz:
        prog.load_inputs(inputs_npz)  # validate before anything is written
    preflight.writable_store(db)
    settings = MeasureSettings(cores=cores, jobs=jobs, timeout_s=timeout_s, in_process=in_process,
                               policy=TimingPolicy(max_time_s=max_time_s, quantile=ESTIMATORS[estimator]), seed=seed,
                               inputs_npz=inputs_npz, remeasure=remeasure, cluster=cluster,
                               history_tolerance=default_tolerance or None,
                               skip_same_executable=not time_same_executable)
    records: list[Record] = []
    with RecordStore(db) as store, Measurer(settings, store) as measurer, progress() as bar:
        task = bar.add_task(f"{prog.name}", total=len({c.hash for c in configs}), best="")

        def on_record(r: Record, reused: bool) -> None:
            records.append(r)
            best = min((x.ratio for x in records if x.ratio_counts), default=None)
            bar.update(task, advance=1, best=f"best {1 / best:.3f}x" if best else "")
            if not r.ok:
                bar.console.print(f"[yellow]{r.status}[/] {r.config_hash}: {r.message[:160]}")

        interrupted = False
        try:
            measurer.measure(prog, configs, on_record=on_record)
        except KeyboardInterrupt:
            interrupted = True
            bar.console.print("[yellow]interrupted[/]: records so far are in the store")
        cores_used = measurer.settings.num_cores
    _closing_table(prog.name, records, space, cores_used)
    failed = default_failure(records, space)
    if failed is not None:
        raise Failed(default_failure_line(prog.name, failed))
    if interrupted:
        interrupted_exit()


def default_failure(records: list[Record], space: ConfigSpace) -> Record | None:
    """The record saying the program's own default config did not compile or run, if any."""
    return next((r for r in records if default_failed(r, space.default().hash)), None)


def _closing_table(name: str, records: list[Record], space: ConfigSpace, cores: int) -> None:
    ok = sorted((r for r in records if r.ok and r.ratio and r.ratio_low and r.ratio_high), key=lambda r: r.ratio)
    table = Table(title=f"{name}: {len(records)} configs on {cores} core(s); speedup = interleaved default / config")
    for col in ("config", "genes set", "ms", "default ms", "speedup", "95% CI", "status"):
        table.add_column(col, justify="right" if col not in ("config", "status") else "left")
    shown = ok[:10] + [r for r in ok[10:] if r.config_hash == space.default().hash]
    for r in shown:
        lo, hi = 1 / r.ratio_high, 1 / r.ratio_low
        n_set = len(json.loads(r.config_json)["genes"])
        label = "default" if n_set == 0 else r.config_hash
        table.add_row(label, str(n_set), f"{r.median_ms:.3f}", f"{r.default_median_ms:.3f}",
                      f"{r.speedup:.3f}x", f"{lo:.3f}-{hi:.3f}",
                      "ok, default off its history" if r.default_off_history else r.status)
    console.print(table)
    counts = Counter(r.status for r in records)
    console.print("status: " + ", ".join(f"{s} {counts.get(s, 0)}" for s in STATUSES))
    trusted = [r for r in ok if r.ratio_counts]
    if trusted:
        d = [r for r in trusted if r.config_hash == space.default().hash]
        best = trusted[0]
        console.print(f"default {(d[0] if d else best).default_median_ms:.3f} ms, best {best.median_ms:.3f} ms "
                      f"({best.config_hash}), speedup {best.speedup:.3f}x")


@click.group()
def db() -> None:
    """Inspect a record store."""


@db.command("best")
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
@click.option("--out", type=click.Path(), default=None, help="Write the best config (JSON) of the only/first program.")
@friendly_errors
def db_best(path: str, out: str | None) -> None:
    """Best measured config per program (lowest ratio to the interleaved default).

    A store with no programs, or --out when no program has an ok record, is one line and exit code 1.
    """
    if out:
        preflight.output_file(out)
    with RecordStore(path) as store:
        if not store.programs():
            raise Failed(f"{path}: no programs in the store, so no best config"
                         + (f"; {out} not written" if out else ""))
        table = Table("program", "device", "cores", "best config", "ms", "default ms", "speedup", "95% CI", "records")
        bests = []
        for p in store.programs():
            recs = store.records(p["fingerprint"])
            best = store.best(p["fingerprint"])
            if best is None:
                table.add_row(p["name"], "", "", "none ok", "", "", "", "", str(len(recs)))
                continue
            bests.append(best)
            table.add_row(p["name"], best.device_kind, str(best.cores), best.config_hash,
                          f"{best.median_ms:.3f}", f"{best.default_median_ms:.3f}", f"{best.speedup:.3f}x",
                          f"{1 / best.ratio_high:.3f}-{1 / best.ratio_low:.3f}", str(len(recs)))
        console.print(table)
    if out and not bests:
        raise Failed(f"{path}: no program has an ok record, so no best config; {out} not written")
    if out:
        Path(out).write_text(bests[0].config_json + "\n")
        console.print(f"wrote {out}")


@db.command("stats")
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
@friendly_errors
def db_stats(path: str) -> None:
    """Record counts per program, device and core count."""
    with RecordStore(path) as store:
        table = Table("program", "device", "cores", "configs", *STATUSES)
        for row in store.stats():
            table.add_row(row["name"] or row["program"], row["device_kind"], str(row["cores"]), str(row["configs"]),
                          *[str(row["counts"].get(s, 0)) for s in STATUSES])
        console.print(table)


@db.command("export")
@click.argument("path", type=click.Path(exists=True, dir_okay=False))
@click.option("--out", type=click.Path(), default="-", show_default=True, help="JSON-lines file ('-' = stdout).")
@friendly_errors
def db_export(path: str, out: str) -> None:
    """Every record as JSON lines, with the program name."""
    if out != "-":
        preflight.output_file(out)
    with RecordStore(path) as store:
        names = {p["fingerprint"]: p["name"] for p in store.programs()}
        lines = [json.dumps({"program_name": names.get(r.program, ""), **r.to_dict()}) for r in store.records()]
    text = "\n".join(lines) + ("\n" if lines else "")
    if out == "-":
        sys.stdout.write(text)
    else:
        Path(out).write_text(text)


@click.command("apply")
@click.argument("program")
@click.argument("config", type=click.Path())
@click.option("--out", type=click.Path(), default="-", show_default=True, help="Where to write the tuned StableHLO.")
@friendly_errors
def apply_cmd(program: str, config: str, out: str) -> None:
    """Write PROGRAM's StableHLO with CONFIG's layouts built in."""
    from xtune.measure.rewrite import apply, compile_options

    if out != "-":
        preflight.output_file(out)
    prog = load_program(program)
    space = ConfigSpace(prog, backend=backend())
    cfg = load_config_file(space, config)
    text = apply(prog, cfg)
    opts = compile_options(cfg)
    if opts:
        text = "".join(f"// compile option: {k}={v!r}\n" for k, v in opts) + text
    if out == "-":
        sys.stdout.write(text)
    else:
        Path(out).write_text(text)


COMMANDS = (info, measure_cmd, db, apply_cmd)
