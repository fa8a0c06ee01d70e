"""`xtune batch JOBS.toml|DIR`, `xtune search DIR/`, and `--cluster` on `measure` and `search`.

`--cluster` reaches the `Measurer` of a command through $XTUNE_CLUSTER (set
for the duration of the command), the same variable users may export to send
every xtune measurement (also `tune()` and `dataset build`) to a cluster.
"""

from __future__ import annotations

import contextlib
import functools
import os
import signal
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import click
from rich.table import Table

from measure.cluster import CLUSTER_ENV, ClusterError
from search.batch import (
    BatchError,
    BatchRow,
    BatchSpec,
    Budget,
    from_folder,
    geomean_speedup,
    load_toml,
    measure_settings,
    parse_duration,
    run_batch,
)
from search.cli import _progress, console, friendly_errors, main

CLUSTER_HELP = "Measure on Dask workers: local:N (a LocalCluster of N workers) or tcp://HOST:8786."


def _batch_errors(fn: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except (BatchError, ClusterError) as e:
            raise click.ClickException(str(e).splitlines()[0]) from None

    return wrapper


@contextlib.contextmanager
def _cluster_env(cluster: str | None, in_process: bool) -> Iterator[None]:
    if cluster and in_process:
        raise click.UsageError("--cluster and --in-process exclude each other")
    old = os.environ.get(CLUSTER_ENV)
    if cluster:
        os.environ[CLUSTER_ENV] = cluster
    try:
        yield
    finally:
        if cluster:
            if old is None:
                os.environ.pop(CLUSTER_ENV, None)
            else:
                os.environ[CLUSTER_ENV] = old


def run_and_summarise(spec: BatchSpec) -> list[BatchRow]:
    """Runs the batch with progress, Ctrl-C handling and the closing table."""
    stop = {"flag": False}

    def on_sigint(signum: int, frame: Any) -> None:
        if stop["flag"]:
            raise KeyboardInterrupt
        stop["flag"] = True
        console.print("[yellow]stopping after the measurement in flight (Ctrl-C again to abort); "
                      "run the same command again to resume[/]")

    previous = signal.signal(signal.SIGINT, on_sigint)
    try:
        with _progress() as progress:
            task = progress.add_task("batch", total=None, best="")

            def on_event(kind: str, data: dict[str, Any]) -> None:
                if kind == "program":
                    b: Budget = data["budget"]
                    total = b.measurements if b.measurements and b.measurements < 10**6 else None
                    progress.reset(task, total=total, description=f"[{data['index'] + 1}/{len(spec.programs)}] "
                                   f"{data['name'][:40]}" + (" (resumed)" if data["resumed"] else ""))
                elif kind in ("measured", "round"):
                    best = data.get("best_ratio")
                    progress.update(task, completed=data["used"],
                                    best=f"best {1 / best:.3f}x" if best and best == best else "")
                elif kind == "skip":
                    progress.console.print(f"skip {data['row'].name}: done earlier")
                elif kind == "row":
                    r = data["row"]
                    progress.console.print(f"[bold]{r.name}[/]: {r.message}")

            rows = run_batch(spec, on_event=on_event, should_stop=lambda: stop["flag"])
    finally:
        signal.signal(signal.SIGINT, previous)
    _summary_table(rows, spec)
    return rows


def _summary_table(rows: list[BatchRow], spec: BatchSpec) -> None:
    table = Table(title=f"xtune batch: {len(rows)} of {len(spec.programs)} programs")
    for col in ("program", "status", "measurements", "speedup", "95% CI", "answer"):
        table.add_column(col, justify="right" if col in ("measurements", "speedup", "95% CI") else "left")
    for r in rows:
        table.add_row(r.name, r.status, str(r.measurements), f"{r.speedup:.3f}x" if r.speedup else "",
                      f"{r.speedup_low:.3f}-{r.speedup_high:.3f}" if r.speedup_low else "",
                      r.message[:80])
    console.print(table)
    g = geomean_speedup(rows)
    if g:
        console.print(f"geometric mean speedup {g:.3f}x; report {Path(spec.out_dir) / 'report.md'}, store {spec.db}")
    left = len(spec.programs) - sum(r.status.startswith("done") for r in rows)
    if left:
        console.print(f"[yellow]{left} program(s) not done[/]: run the same command again to resume")


@main.command("batch")
@click.argument("jobs", type=click.Path(exists=True))
@click.option("--db", default=None, help="SQLite record store [default: the file's, or xtune.db for a folder].")
@click.option("--out", "out_dir", default=None, help="Output folder [default: the file's, or xtune-batch-DIR].")
@click.option("--model", default=None, help="Surrogate .xtm file, or 'random' [default: the bundled model].")
@click.option("--measurements", type=int, default=None, help="Measurements per program [default: 30].")
@click.option("--time", "time_budget", default=None, help="Wall time per program, e.g. 30m.")
@click.option("--objective", type=click.Choice(["time", "pareto"]), default=None)
@click.option("--cluster", default=None, help=CLUSTER_HELP)
@click.option("--cores", type=int, default=None, help="Pin timing to N cores [default: all].")
@click.option("--jobs", "num_jobs", type=int, default=None, help="Local worker processes measuring at once.")
@click.option("--seed", type=int, default=None)
@click.option("--max-time", "max_time_s", type=float, default=None, help="Timing cap per config, s [default: 4].")
@click.option("--timeout", "timeout_s", type=float, default=None, help="Per-config limit, s [default: 300].")
@click.option("--confirm/--no-confirm", default=None, help="Re-time the best candidates in a fresh process.")
@click.option("--in-process", is_flag=True, default=None, help="Measure in this process (a crash ends the run).")
@friendly_errors
@_batch_errors
def batch_cmd(jobs: str, db: str | None, out_dir: str | None, model: str | None, measurements: int | None,
              time_budget: str | None, objective: str | None, cluster: str | None, cores: int | None,
              num_jobs: int | None, seed: int | None, max_time_s: float | None, timeout_s: float | None,
              confirm: bool | None, in_process: bool | None) -> None:
    """Tune every program of JOBS (a TOML batch file, or a folder of .mlir); resumable.

    Rerunning the same command skips finished programs and resumes the one in flight.
    """
    if cluster and in_process:
        raise click.UsageError("--cluster and --in-process exclude each other")
    if Path(jobs).is_dir():
        budget = Budget(measurements if measurements is not None else (None if time_budget else 30),
                        parse_duration(time_budget), objective or "time")
        spec = from_folder(jobs, budget, db or "xtune.db", out_dir, model=model, seed=seed or 0,
                           confirm=True if confirm is None else confirm,
                           measure=measure_settings(cluster, cores, num_jobs or 1, max_time_s or 4.0,
                                                    timeout_s or 300.0, bool(in_process)))
    else:
        spec = load_toml(jobs, db=db, out=out_dir, model=model, measurements=measurements, time=time_budget,
                         objective=objective, cluster=cluster, cores=cores, jobs=num_jobs, seed=seed,
                         max_time=max_time_s, timeout=timeout_s, confirm=confirm, in_process=in_process)
    run_and_summarise(spec)


# --- `--cluster` on `measure` and `search`; `search DIR/` runs a batch -------------------

def _add_cluster_option(name: str, wrap: Callable[[Callable[..., Any]], Callable[..., Any]]) -> None:
    cmd = main.commands[name]
    cmd.params.append(click.Option(["--cluster"], default=None, help=CLUSTER_HELP))
    cmd.callback = wrap(cmd.callback)


def _measure_with_cluster(callback: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(callback)
    def measure(cluster: str | None = None, **kw: Any) -> Any:
        with _cluster_env(cluster, kw.get("in_process", False)):
            return _batch_errors(callback)(**kw)

    return measure


def _search_with_cluster_or_folder(callback: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(callback)
    def search(program: str, cluster: str | None = None, **kw: Any) -> Any:
        with _cluster_env(cluster, kw["in_process"]):
            if Path(program).is_dir():
                return friendly_errors(_batch_errors(_search_folder))(program, cluster, **kw)
            return _batch_errors(callback)(program=program, **kw)

    return search


def _search_folder(folder: str, cluster: str | None, **kw: Any) -> None:
    """`xtune search DIR/`: a batch of every .mlir in DIR with the search's options."""
    if kw["out"]:
        raise click.UsageError("--out names one program's answer; a folder's answers go under --report DIR")
    budget = Budget(kw["measurements"], parse_duration(kw["time_budget"]), kw["objective"])
    spec = from_folder(folder, budget, kw["db"], kw["report"], model=kw["model"], seed=kw["seed"],
                       confirm=kw["confirm"], islands=kw["islands"],
                       measure=measure_settings(cluster, kw["cores"], kw["jobs"], kw["max_time_s"],
                                                kw["timeout_s"], kw["in_process"]))
    run_and_summarise(spec)


_add_cluster_option("measure", _measure_with_cluster)
_add_cluster_option("search", _search_with_cluster_or_folder)
