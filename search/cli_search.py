"""`xtune search`: the main job."""

from __future__ import annotations

import signal
from pathlib import Path

import click

from measure.program import load_program
from measure.store import RecordStore
from search.cli import _progress, console, friendly_errors, main

def parse_duration(text: str | None) -> float | None:
    """'90s', '30m', '8h', '1h30m' or plain seconds -> seconds (`search.batch.parse_duration`)."""
    from search.batch import BatchError
    from search.batch import parse_duration as parse

    try:
        return parse(text)
    except BatchError as e:
        raise click.BadParameter(str(e)) from None


@main.command("search")
@click.argument("program")
@click.option("--model", default=None, help="Surrogate .xtm file, or 'random' [default: the bundled model].")
@click.option("--db", default="xtune.db", show_default=True, help="SQLite record store.")
@click.option("--measurements", default=30, show_default=True, help="Real measurements to spend.")
@click.option("--time", "time_budget", default=None, help="Wall-time budget, e.g. 30m or 8h.")
@click.option("--islands", default=8, show_default=True, help="Number of islands.")
@click.option("--objective", type=click.Choice(["time", "pareto"]), default="time", show_default=True)
@click.option("--cores", type=int, default=None, help="Pin timing to N cores [default: all].")
@click.option("--out", type=click.Path(dir_okay=False), default=None, help="Write the answer config as JSON.")
@click.option("--report", type=click.Path(file_okay=False), default=None, help="Write summary.md and plots here.")
@click.option("--jobs", default=1, show_default=True, help="Worker processes measuring at once.")
@click.option("--seed", default=0, show_default=True)
@click.option("--resume", is_flag=True, help="Count this program's stored measurements against the budget.")
@click.option("--max-time", "max_time_s", default=4.0, show_default=True, help="Timing cap per config, s.")
@click.option("--timeout", "timeout_s", default=300.0, show_default=True, help="Per-config limit, s.")
@click.option("--confirm/--no-confirm", default=True, show_default=True,
              help="Re-time the best candidates against the default in a fresh process.")
@click.option("--in-process", is_flag=True, help="Measure in this process (faster; a crash ends the run).")
@click.option("--group-moves", default=1, show_default=True, type=click.IntRange(1, 16),
              help="Genes each neighbour measurement tries at once.")
@click.option("--pins/--no-pins", default=True, show_default=True,
              help="After the first round, measure the bulk row-major layout pins (all dot/transpose layouts at once, ...).")
@friendly_errors
def search_cmd(program: str, model: str | None, db: str, measurements: int, time_budget: str | None, islands: int,
               objective: str, cores: int | None, out: str | None, report: str | None, jobs: int, seed: int,
               resume: bool, max_time_s: float, timeout_s: float, confirm: bool, in_process: bool,
               group_moves: int, pins: bool) -> None:
    """Search PROGRAM's configs on the surrogate and measure the elites for real."""
    from measure.runner import MeasureSettings, Measurer
    from measure.timing import TimingPolicy
    from search.costmodel import RandomCostModel
    from search.engine import Search, SearchSettings
    from search.tune import load_cost_model

    prog = load_program(program)
    time_s = parse_duration(time_budget)
    settings = SearchSettings(measurements=measurements, time_s=time_s, islands=islands, objective=objective,
                              confirm=confirm, resume=resume, seed=seed, neighbour_group=group_moves, screen_pins=pins)
    cost_model = RandomCostModel(seed) if model == "random" else load_cost_model(model)
    mset = MeasureSettings(cores=cores, jobs=jobs, timeout_s=timeout_s, in_process=in_process,
                           policy=TimingPolicy(max_time_s=max_time_s))
    stop = {"flag": False}

    def on_sigint(signum, frame) -> None:
        if stop["flag"]:
            raise KeyboardInterrupt
        stop["flag"] = True
        console.print("[yellow]stopping after the measurement in flight (Ctrl-C again to abort)[/]")

    previous = signal.signal(signal.SIGINT, on_sigint)
    try:
        with RecordStore(db) as store, Measurer(mset, store) as measurer, _progress() as progress:
            task = progress.add_task(f"{prog.name} round 0", total=measurements, best="")

            def on_event(kind: str, data: dict) -> None:
                if kind in ("measured", "round"):
                    best = data.get("best_ratio")
                    left = data.get("time_left_s")
                    status = f"best {1 / best:.3f}x" if best and best == best else ""
                    status += f", {left / 60:.0f} min left" if left is not None else ""
                    progress.update(task, completed=min(data["used"], measurements), best=status)
                if kind == "round":
                    progress.update(task, description=f"{prog.name} round {data['round']}")
                if kind == "measured" and not data["record"].ok:
                    r = data["record"]
                    progress.console.print(f"[yellow]{r.status}[/] {r.config_hash}: {r.message[:120]}")
                if kind == "confirm":
                    progress.console.print(f"confirming {data['candidates']} candidate(s) against the default "
                                           "in a fresh process")

            result = Search(prog, measurer, cost_model, settings, on_event=on_event,
                            should_stop=lambda: stop["flag"]).run()
    finally:
        signal.signal(signal.SIGINT, previous)
    console.print(f"[bold]{prog.name}[/]: {result.message}")
    console.print(f"{result.measurements_used} measurements in {result.rounds} rounds; store {db}")
    if result.front:
        console.print("Pareto front (speedup, temp MiB): " + ", ".join(
            f"{r.speedup:.3f}x/{(r.temp_bytes or 0) / 2**20:.1f}" for r in result.front))
    if out:
        Path(out).write_text(result.best_json() + "\n")
        console.print(f"wrote {out}")
    if report:
        from search.report import write_report

        console.print(f"wrote {write_report(result, report)}")
