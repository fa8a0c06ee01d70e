"""The `xtune` command line (click): the search layer's commands (`search`, `batch`) and
the one group that holds every layer's commands. Thin: parsing, progress and tables.

    measure    info, measure, db, apply        (xtune.measure.cli)
    deploy     db answers                       (xtune.deploy.cli)
    surrogate  dataset, train, evaluate, predict (xtune.surrogate.cli)
    search     search, batch                    (here)
"""

from __future__ import annotations

import contextlib
import logging
import signal
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import click
from rich.table import Table

from xtune.deploy.cli import db_answers
from xtune.measure import cli as measure_cli
from xtune.measure.cli import (
    cluster_option,
    console,
    count_option,
    default_tolerance_option,
    estimator_option,
    Failed,
    friendly_errors,
    InterruptibleGroup,
    interrupted_exit,
    progress,
    resolve_cluster,
    seconds_option,
)
from xtune.measure import preflight
from xtune.measure.cli_types import SEED
from xtune.measure.measurer import check_runnable
from xtune.measure.program import Program, load_program
from xtune.measure.record import SAME
from xtune.measure.runners import runner_kind
from xtune.measure.settings import CORES, JOBS, SEARCH_MAX_TIME_S, TIMEOUT_S
from xtune.measure.space import Config, ConfigSpace
from xtune.measure.store import RecordStore
from xtune.search import batch
from xtune.search.batch import BatchRow, geomean_speedup, run_batch
from xtune.search.batch_spec import BatchSpec, check_outputs, from_folder, load_toml
from xtune.search.explain import summary_line
from xtune.search.report import unplaced_line, write_report
from xtune.search.request import SearchOptions, checked, option_name, parse_duration
from xtune.search.settings import (
    OBJECTIVES,
    AnswerSettings,
    BudgetSettings,
    IslandSettings,
    MoveSettings,
    RequestError,
    SearchSettings,
)
from xtune.surrogate import cli as surrogate_cli
from xtune.surrogate import moves_cli

MODEL_HELP = ("How configs are ranked before they are measured: 'potentials' (the bundled model: the count of "
              "elements laid out non-row-major plus per-choice terms learned across programs), 'gnn' (the "
              "bundled GNN, for comparison), a model file you trained (`xtune train`), or 'random' (no model: "
              "to see what a model adds on your program) [default: potentials].")


@click.group(cls=InterruptibleGroup)
@click.option("-v", "--verbose", is_flag=True, help="Log debug messages.")
def main(verbose: bool) -> None:
    """xtune: find the fastest XLA configuration (layouts, options) of an ML program."""
    logging.basicConfig(level=logging.DEBUG if verbose else logging.WARNING, format="%(levelname)s %(message)s")


@contextlib.contextmanager
def stop_on_ctrl_c(message: str) -> Iterator[dict[str, bool]]:
    """The first Ctrl-C or SIGTERM sets `flag` (the work in flight finishes, then stops) and says
    `message` after which signal came; the second aborts (`InterruptibleGroup`: exit code 130)."""
    stop = {"flag": False}
    names = {signal.SIGINT: "Ctrl-C", signal.SIGTERM: "SIGTERM"}

    def on_signal(signum: int, frame: Any) -> None:
        if stop["flag"]:
            raise KeyboardInterrupt
        stop["flag"] = True
        console.print(f"[yellow]{names.get(signum, 'signal')}: {message}[/]")

    previous = {sig: signal.signal(sig, on_signal) for sig in names}
    try:
        yield stop
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)


def _duration(ctx: click.Context, param: click.Parameter, text: str | None) -> float | None:
    """`--time`: '90s', '30m', '8h', '1h30m' or plain seconds -> seconds (`xtune.search.request.parse_duration`)."""
    try:
        seconds = parse_duration(text)
    except RequestError as e:
        raise click.BadParameter(str(e), ctx, param) from None
    if seconds is not None and not seconds > 0:
        raise click.BadParameter(f"{text!r}: a budget must be longer than 0 s", ctx, param)
    return seconds


# the parameters whose request key (`xtune.search.request.SearchOptions`) is another name
_KEYS = {"time_budget": "time", "max_time_s": "max_time", "timeout_s": "timeout", "num_jobs": "jobs",
         "start_from": "from", "out_dir": "out", "learned_order": "suggested_order"}


def _given(values: dict[str, Any]) -> dict[str, Any]:
    """The options given on the command line (or by their environment variable), by their request
    keys: a batch file's keys stand where none is given."""
    ctx = click.get_current_context()
    return {_KEYS.get(name, name): value for name, value in values.items()
            if value is not None and ctx.get_parameter_source(name) != click.core.ParameterSource.DEFAULT}


def search_knobs(fn: Callable[..., Any]) -> Callable[..., Any]:
    """The options `xtune search` and `xtune batch` share beyond the budget and the measuring:
    the moves, the islands, the answer, the starting answers and the ratio's estimator."""
    options = [
        click.option("--islands", default=IslandSettings.num_islands, show_default=True, type=click.IntRange(min=2),
                     help="Number of islands."),
        click.option("--resume", is_flag=True, help="Count each program's stored measurements against its budget."),
        click.option("--confirm-processes", type=click.IntRange(1, 9), default=AnswerSettings.confirm_processes,
                     help="Fresh processes the candidates are re-timed in at most, one after another; each one's "
                          "median reading counts; a clear win the search's reading agrees with needs one "
                          f"[default: {AnswerSettings.confirm_processes}]."),
        click.option("--explain/--no-explain", default=AnswerSettings.explain, show_default=True,
                     help="After a confirmed answer, measure what each group of its genes contributes and answer "
                          "with the smallest config that keeps the gain (at most 12 more configs, outside the "
                          "budget)."),
        click.option("--group-moves", default=MoveSettings.group_size, show_default=True,
                     type=click.IntRange(1, 16), help="Genes each neighbour measurement tries at once."),
        click.option("--pins/--no-pins", default=MoveSettings.screen_pins, show_default=True,
                     help="After the first round, measure the bulk row-major layout pins (all dot/transpose "
                          "layouts at once, ...)."),
        click.option("--swaps/--no-swaps", default=MoveSettings.screen_swaps, show_default=True,
                     help="With the pins, measure every dot's operands swapped at once (where a program has 2+ "
                          "dots)."),
        click.option("--compile-screen", default=MoveSettings.compile_screen, show_default=True,
                     type=click.IntRange(0, 16),
                     help="Draw K times each round's model picks, compile them (nothing is run) and measure those "
                          "whose compiled bytes accessed, with the model's score, predict fastest; 0 = off."),
        click.option("--from", "start_from", multiple=True, type=click.Path(exists=True),
                     help="Answers to start from (an answer JSON, an answers folder or a store; repeatable): "
                          "measured first, searched around."),
        click.option("--suggestions", default=MoveSettings.suggestions, show_default=True,
                     type=click.IntRange(0, 50),
                     help="Measure this many of `xtune suggest`'s configs (what paid on the programs measured "
                          "before) right after the default; 0 = none."),
        click.option("--suggested-order/--fixed-order", default=MoveSettings.suggested_order, show_default=True,
                     help="Screen the option changes and the bulk pins in the order the suggestions rank them."),
        click.option("--learned-order", "learned_order", is_flag=True, default=None, hidden=True,
                     help="The former name of --suggested-order."),
        click.option("--loops/--no-loops", default=MoveSettings.loops, show_default=True,
                     help="Search the unroll factor of every while loop (scan, fori_loop, while_loop) too."),
        click.option("--loop-screen", default=MoveSettings.screen_loops, show_default=True,
                     type=click.IntRange(0, 100),
                     help="Measure up to this many loop moves (every loop unrolled by 2/4/8/16, then each loop "
                          "alone) right after the suggestions; 0 = none."),
        estimator_option,
    ]
    for option in reversed(options):
        fn = option(fn)
    return fn


@main.command("search")
@click.argument("program")
@click.option("--model", default=None, help=MODEL_HELP)
@click.option("--db", default="xtune.db", show_default=True, help="SQLite record store.")
@click.option("--measurements", default=BudgetSettings.measurements, show_default=True, type=click.IntRange(min=1),
              help="Real measurements to spend.")
@click.option("--time", "time_budget", default=None, callback=_duration, help="Wall-time budget, e.g. 30m or 8h.")
@click.option("--objective", type=click.Choice(OBJECTIVES), default=SearchSettings.objective, show_default=True)
@count_option("--cores", "cores", CORES, "Pin timing to N cores [default: all].")
@click.option("--out", default=None, help="Write the answer config as JSON.")
@click.option("--report", default=None, help="Write summary.md and plots here.")
@count_option("--jobs", "jobs", JOBS, "Worker processes measuring at once.")
@click.option("--seed", type=SEED, default=SearchSettings.seed, show_default=True)
@seconds_option("--max-time", "max_time_s", SEARCH_MAX_TIME_S, "Timing cap per config, s.")
@seconds_option("--timeout", "timeout_s", TIMEOUT_S, "Per-config limit, s.")
@click.option("--confirm/--no-confirm", default=AnswerSettings.confirm, show_default=True,
              help="Re-time the best candidates against the default in fresh processes.")
@click.option("--in-process", is_flag=True, help="Measure in this process (faster; a crash ends the run).")
@search_knobs
@default_tolerance_option
@cluster_option
@friendly_errors
def search_cmd(program: str, db: str, out: str | None, report: str | None, **values: Any) -> None:
    """Search PROGRAM's configs on the surrogate and measure the elites for real.

    PROGRAM may be a folder: every .mlir in it is searched with these options, as a batch
    (`xtune batch DIR`: resumable, answers and reports under --report). With --from, the
    answers' configs for this program (same fingerprint, or same name and genes that exist
    here: another jax version, machine or colleague) are measured right after the default,
    and a winner among them is searched around.
    """
    values["cluster"] = resolve_cluster(values["cluster"], values["in_process"])
    if values.pop("learned_order"):  # the former name of --suggested-order
        values["suggested_order"] = True
    options = checked(values, option_name, _KEYS)
    if Path(program).is_dir():
        if out:
            raise click.UsageError("--out names one program's answer; a folder's answers go under --report DIR")
        spec = from_folder(program, options, db, report)
        check_outputs(spec, "--db", "--report")
        run_and_summarise(spec)
        return
    search_one(program, options, db, out, report)


def search_one(program: str, options: SearchOptions, db: str, out: str | None, report: str | None) -> None:
    """`xtune search FILE`: one program's search with progress, its answer (`out`) and report."""
    from xtune.search.costmodel import load_model
    from xtune.search.engine import Search

    settings, mset = options.search_settings(), options.measure_settings()
    measurements = settings.budget.measurements
    prog = load_program(program)
    check_runnable(prog, runner_kind(mset) == "in_process")
    preflight.writable_store(db)
    if out:
        preflight.output_file(out)
    if report:
        preflight.output_folder(report)
    known = known_configs(prog, options.start_from, settings.moves.loops)
    cost_model = load_model(options.model, settings.seed)
    # batch.Measurer: the one name a folder's and a program's searches measure through
    with stop_on_ctrl_c("stopping after the measurement in flight (Ctrl-C again to abort)") as stop, \
            RecordStore(db) as store, batch.Measurer(mset, store) as measurer, progress() as bar:
        task = bar.add_task(f"{prog.name} round 0", total=measurements, best="")

        def on_event(kind: str, data: dict) -> None:
            if kind in ("measured", "round"):
                best = data.get("best_ratio")
                left = data.get("time_left_s")
                status = f"best {1 / best:.3f}x" if best and best == best else ""
                status += f", {left / 60:.0f} min left" if left is not None else ""
                used = data["used"]
                bar.update(task, completed=used if measurements is None else min(used, measurements), best=status)
            if kind == "round":
                bar.update(task, description=f"{prog.name} round {data['round']}")
            if kind == "measured" and not data["record"].ok and data["record"].status != SAME:
                r = data["record"]
                bar.console.print(f"[yellow]{r.status}[/] {r.config_hash}: {r.message[:120]}")
            if kind == "exhausted":
                bar.console.print(data["line"])
            if kind == "confirm":
                n = data.get("processes", 1)
                bar.console.print(f"confirming {data['candidates']} candidate(s) against the default "
                                  + ("in a fresh process" if n == 1
                                     else f"in up to {n} fresh processes, one after another"))
            if kind == "explain":
                bar.console.print(f"explaining the answer's {data['genes']} genes: each group measured out of it")

        result = Search(prog, measurer, cost_model, settings, on_event=on_event,
                        should_stop=lambda: stop["flag"], start_from=known).run()
    console.print(f"[bold]{prog.name}[/]: {result.message}")
    if result.explanation:
        console.print("what the answer's genes contribute (slowdown without them): "
                      + summary_line(result.explanation))
    same = len({r.config_hash for r in result.records if r.status == SAME})
    console.print(f"{result.measurements_used} measurements in {result.rounds} rounds"
                  + (f"; {same} config(s) compiled to an executable already timed and were not timed again"
                     if same else "") + f"; store {db}")
    console.print(f"time {result.time_line()}")
    if result.unplaced_nodes:
        console.print(unplaced_line(result.unplaced_nodes).removeprefix("- "))
    if result.front:
        console.print("Pareto front (speedup, temp MiB): " + ", ".join(
            f"{r.speedup:.3f}x/{(r.temp_bytes or 0) / 2**20:.1f}" for r in result.front))
    if out:
        Path(out).write_text(result.best_json() + "\n")
        console.print(f"wrote {out}")
    if report:
        console.print(f"wrote {write_report(result, report)}")
    if result.interrupted:
        interrupted_exit()


def known_configs(prog: Program, sources: tuple[str, ...], loops: bool = True) -> list[Config]:
    """The configs of `prog` among the answers in `sources` (`--from`), said on the console
    (with `loops` False, those without unroll genes: the space searched has none)."""
    if not sources:
        return []
    from xtune.deploy.answers import Answers, load

    found = Answers(tuple(a for src in sources for a in load(src).answers))
    configs, skipped = found.for_program(ConfigSpace(prog, backend=measure_cli.backend(), loops=loops))
    console.print(f"starting from {len(configs)} known config(s) of {len(found)} answer(s)"
                  + (f"; {len(skipped)} left out (first: {skipped[0]})" if skipped else ""))
    return configs


@main.command("batch")
@click.argument("batch_path", metavar="BATCH", type=click.Path(exists=True))
@click.option("--db", default=None, help="SQLite record store [default: the file's, or xtune.db for a folder].")
@click.option("--out", "out_dir", default=None, help="Output folder [default: the file's, or xtune-batch-DIR].")
@click.option("--model", default=None, help=MODEL_HELP)
@click.option("--measurements", type=click.IntRange(min=1), default=None,
              help=f"Measurements per program [default: {BudgetSettings.measurements}].")
@click.option("--time", "time_budget", default=None, callback=_duration, help="Wall time per program, e.g. 30m.")
@click.option("--objective", type=click.Choice(OBJECTIVES), default=None,
              help=f"Each search's objective [default: {SearchSettings.objective}].")
@cluster_option
@count_option("--cores", "cores", None, "Pin timing to N cores [default: all].")
@count_option("--jobs", "num_jobs", None, f"Local worker processes measuring at once [default: {JOBS}].")
@click.option("--seed", type=SEED, default=None, help=f"Search seed [default: {SearchSettings.seed}].")
@seconds_option("--max-time", "max_time_s", None, f"Timing cap per config, s [default: {SEARCH_MAX_TIME_S:g}].")
@seconds_option("--timeout", "timeout_s", None, f"Per-config limit, s [default: {TIMEOUT_S:g}].")
@click.option("--confirm/--no-confirm", default=None,
              help="Re-time the best candidates against the default in fresh processes.")
@click.option("--in-process", is_flag=True, default=None, help="Measure in this process (a crash ends the run).")
@search_knobs
@default_tolerance_option
@friendly_errors
def batch_cmd(batch_path: str, **values: Any) -> None:
    """Tune every program of BATCH (a TOML batch file, or a folder of .mlir); resumable.

    Rerunning the same command skips finished programs and resumes the one in flight. An
    option given here wins over the batch file's key of the same name.
    """
    values["cluster"] = resolve_cluster(values["cluster"], bool(values["in_process"]))
    given = _given(values)
    if Path(batch_path).is_dir():
        db, out = given.pop("db", "xtune.db"), given.pop("out", None)
        if "time" in given and "measurements" not in given:
            given["measurements"] = None  # a time-only budget
        spec = from_folder(batch_path, checked(given, option_name), db, out)
        check_outputs(spec, "--db", "--out")
    else:
        spec = load_toml(batch_path, **given)
    run_and_summarise(spec)


def run_and_summarise(spec: BatchSpec) -> list[BatchRow]:
    """Runs the batch with progress, Ctrl-C handling and the closing table."""
    with stop_on_ctrl_c("stopping after the measurement in flight (Ctrl-C again to abort); "
                        "run the same command again to resume") as stop, progress() as bar:
        task = bar.add_task("batch", total=None, best="", visible=False)  # shown when a program starts

        shown = {"description": "", "total": None}

        def on_event(kind: str, data: dict[str, Any]) -> None:
            if kind == "program":
                total = data["budget"].measurements  # None: a time-only budget
                shown.update(total=total, description=f"[{data['index'] + 1}/{len(spec.programs)}] {data['name'][:40]}")
                bar.reset(task, total=total, completed=0, visible=True,
                          description=shown["description"] + (" (resumed)" if data["resumed"] else ""))
            elif kind == "stored":  # a resumed program: its stored measurements count against its budget
                earlier, total = data["used"], shown["total"]
                bar.console.print(f"resume {data['name']}: {earlier}{f' of {total}' if total else ''} measurement(s) "
                                  "made earlier count toward its budget")
                bar.update(task, completed=earlier,
                           description=f"{shown['description']} (resumed, {earlier or 'none'} measured earlier)")
            elif kind in ("measured", "round"):
                best = data.get("best_ratio")
                bar.update(task, completed=data["used"],
                           best=f"best {1 / best:.3f}x" if best and best == best else "")
            elif kind == "exhausted":
                bar.console.print(f"{shown['description']}: {data['line']}")
            elif kind == "skip":
                bar.console.print(f"skip {data['row'].name}: done earlier")
            elif kind == "known":
                skipped = data["skipped"]
                bar.console.print(f"{data['name']}: starting from {data['configs']} known config(s) of "
                                  f"{data['answers']} answer(s)"
                                  + (f"; {len(skipped)} left out (first: {skipped[0]})" if skipped else ""))
            elif kind == "row":
                r = data["row"]
                bar.console.print(f"[bold]{r.name}[/]: {r.message}")

        rows = run_batch(spec, on_event=on_event, should_stop=lambda: stop["flag"])
    _summary_table(rows, spec)
    if stop["flag"] or any(r.status == "interrupted" for r in rows):
        interrupted_exit()
    if any(r.status in ("error", "failed") for r in rows):
        raise Failed(f"{sum(r.status in ('error', 'failed') for r in rows)} of {len(spec.programs)} program(s) "
                     "failed (see the table); a rerun tries them again")
    return rows


def _summary_table(rows: list[BatchRow], spec: BatchSpec) -> None:
    table = Table(title=f"xtune batch: {len(rows)} of {len(spec.programs)} programs")
    for col in ("program", "status", "measurements", "speedup", "95% CI", "wall s", "answer"):
        table.add_column(col, justify="right" if col in ("measurements", "speedup", "95% CI", "wall s") else "left")
    for r in rows:
        table.add_row(r.name, r.status, str(r.measurements), f"{r.speedup:.3f}x" if r.speedup else "",
                      f"{r.speedup_low:.3f}-{r.speedup_high:.3f}" if r.speedup_low else "",
                      f"{r.wall_s:.0f}" if r.wall_s is not None else "", r.message[:80])
    console.print(table)
    g = geomean_speedup(rows)
    if g:
        console.print(f"geometric mean speedup {g:.3f}x; report {Path(spec.out_dir) / 'report.md'}, store {spec.db}")
    left = len(spec.programs) - sum(r.status.startswith("done") for r in rows)
    if left:
        console.print(f"[yellow]{left} program(s) not done[/]: run the same command again to resume")


for _command in (*measure_cli.COMMANDS, *surrogate_cli.COMMANDS, *moves_cli.COMMANDS):
    main.add_command(_command)
measure_cli.db.add_command(db_answers)
