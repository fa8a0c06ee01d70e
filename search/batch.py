"""Batch jobs: tune many programs, one search each, resumable as a whole.

A batch is a list of programs with per-program budgets: a TOML file
(`load_toml`) or every `.mlir` of a folder (`from_folder`). Its output folder
holds, per program, `<name>-<fingerprint[:8]>/` with `started.json` while the
search is in flight (and the time it has spent), `answer.json` (written
atomically when it is done) and the search's report; `answers/`, every
confirmed answer as a file for `xtune.jit` (`xtune.deploy.answers`); and
`report.md`, the table of speedups of the whole batch.

Running the same batch again skips every program with an answer, resumes the
one in flight from the store (`BudgetSettings(resume=True)`: its stored
measurements count against its budget and none is measured again; its time
budget is what it had not spent) and starts the rest. Each program is searched
with the `SearchSettings` the batch's spec holds for it. All programs share one
`Measurer`, so one Dask cluster serves the whole batch.

A batch's file format, and the checks of its values, are `xtune.search.batch_spec`'s.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import math
import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from xtune.deploy import answers as answers_lib
from xtune.measure.jsonfile import write_json
from xtune.measure.measurer import Measurer
from xtune.measure.program import Program, load_program
from xtune.measure.space import Config, ConfigSpace
from xtune.measure.store import RecordStore, StoreError
from xtune.search.batch_spec import BatchSpec
from xtune.search.costmodel import CostModel, load_model
from xtune.search.engine import DefaultFailed, Search
from xtune.search.settings import SearchSettings

log = logging.getLogger(__name__)
ANSWERS_DIR = "answers"  # in the output folder: the batch's answers for xtune.jit



@dataclasses.dataclass
class BatchRow:
    """One program's line in the summary."""

    name: str
    path: str
    status: str  # "done", "done earlier", "error", "interrupted"
    speedup: float | None = None
    speedup_low: float | None = None
    speedup_high: float | None = None
    measurements: int = 0
    message: str = ""
    folder: str = ""
    wall_s: float | None = None  # the search's wall time, resumed parts included



def _folder_name(prog: Program) -> str:
    return f"{re.sub(r'[^A-Za-z0-9_.-]+', '_', prog.name)[:60]}-{prog.fingerprint[:8]}"


def _cost_model(spec: BatchSpec) -> CostModel:
    """The batch's cost model, seeded as its first program's search (`xtune search`: `--seed`)."""
    return load_model(spec.model, spec.programs[0][1].seed if spec.programs else SearchSettings.seed)


Event = Callable[[str, dict[str, Any]], None]


def run_batch(spec: BatchSpec, on_event: Event | None = None, should_stop: Callable[[], bool] = lambda: False,
              cost_model: CostModel | None = None) -> list[BatchRow]:
    """Runs (or resumes) the batch; returns one row per program, in order.

    Args:
      spec: the batch.
      on_event: ("program", {"index", "name", "budget", "resumed", "spent_s"}) ("budget": its
        `BudgetSettings`), ("skip", {"row"}),
        ("row", {"row"}), ("known", {"name", "configs", "answers", "skipped"}) with `spec.start_from`,
        and every search event with "name" added ("stored", for a resumed program, says how
        many of its measurements the store held); "spent_s" is the time a resumed program
        spent before.
      should_stop: polled between measurements: the search in flight stops and the batch ends.
      cost_model: overrides `spec.model`.

    Raises:
      measure.program.ProgramError: a program cannot be loaded; the programs, the answers of
        `spec.start_from` and the cost model are loaded, and the store opened, before the
        output folder is made.
    """
    emit = on_event or (lambda kind, data: None)
    loaded = [load_program(p) for p, _ in spec.programs]  # all checked before measuring
    known = answers_lib.Answers(tuple(a for src in spec.start_from for a in answers_lib.load(src).answers))
    model = cost_model or _cost_model(spec)
    out = Path(spec.out_dir)
    rows: list[BatchRow] = []
    with RecordStore(spec.db) as store, Measurer(spec.measure, store) as measurer:
        out.mkdir(parents=True, exist_ok=True)
        answers_lib.write(out / ANSWERS_DIR, [])  # the folder and its index exist even before a first answer
        for i, (prog, (path, settings)) in enumerate(zip(loaded, spec.programs)):
            folder = out / _folder_name(prog)
            folder.mkdir(exist_ok=True)
            answer = folder / "answer.json"
            if answer.exists():
                rows.append(_row_from_answer(json.loads(answer.read_text()), folder))
                emit("skip", {"row": rows[-1]})
                continue
            row = _run_one(prog, settings, path, folder, spec, measurer, model, emit, should_stop, i, known)
            rows.append(row)
            emit("row", {"row": row})
            if row.status == "interrupted":
                break
    write_report(rows, out / "report.md", spec)
    return rows


def _run_one(prog: Program, settings: SearchSettings, path: str, folder: Path, spec: BatchSpec,
             measurer: Measurer, model: CostModel, emit: Event, should_stop: Callable[[], bool], index: int,
             known: answers_lib.Answers) -> BatchRow:
    """Searches one program with `settings`; one in flight before resumes, within the time it has left."""
    from xtune.search.report import write_report as write_search_report

    started = folder / "started.json"
    state = json.loads(started.read_text()) if started.exists() else {"spent_s": 0.0}
    resumed = started.exists()
    if resumed:
        budget = settings.budget
        time_s = None if budget.time_s is None else max(budget.time_s - state["spent_s"], 1e-3)
        settings = dataclasses.replace(settings, budget=dataclasses.replace(budget, time_s=time_s, resume=True))
    start_from = _known_configs(prog, known, emit, settings.moves.loops) if spec.start_from else []
    t0 = time.monotonic()

    def save_state() -> None:
        write_json(started, {"program": path, "fingerprint": prog.fingerprint,
                              "spent_s": state["spent_s"] + time.monotonic() - t0})

    save_state()
    emit("program", {"index": index, "name": prog.name, "budget": settings.budget, "resumed": resumed,
                     "spent_s": state["spent_s"]})

    def on_search_event(kind: str, data: dict[str, Any]) -> None:
        if kind == "measured":
            save_state()
        emit(kind, {**data, "name": prog.name})

    try:
        result = Search(prog, measurer, model, settings, on_event=on_search_event, should_stop=should_stop,
                        start_from=start_from).run()
    except DefaultFailed as e:  # the program itself fails here: said in one line, tried again by a rerun
        return BatchRow(prog.name, path, "failed", message=str(e)[:300], folder=folder.name)
    except StoreError:  # a damaged store fails every program alike: the batch ends with its one line
        raise
    except Exception as e:  # one program's failure does not end the batch; a rerun tries it again
        log.exception("search of %s failed", prog.name)
        return BatchRow(prog.name, path, "error", message=f"{type(e).__name__}: {e}"[:300], folder=folder.name)
    if result.interrupted:
        save_state()
        return BatchRow(prog.name, path, "interrupted", measurements=result.measurements_used,
                        message="interrupted: run the same command again to resume", folder=folder.name)
    write_search_report(result, folder)
    data = {**json.loads(result.best_json()), "name": prog.name, "program": path, "fingerprint": prog.fingerprint,
            "measurements_used": result.measurements_used, "rounds": result.rounds,
            "spent_s": state["spent_s"] + time.monotonic() - t0}
    if result.confirmed is not None:
        answers_lib.write(folder.parent / ANSWERS_DIR, [answers_lib.from_record(result.confirmed, prog.name,
                                                                                source=f"xtune batch {path}")])
    write_json(folder / "answer.json", data)
    started.unlink(missing_ok=True)
    return _row_from_answer(data, folder, status="done")


def _known_configs(prog: Program, known: answers_lib.Answers, emit: Event, loops: bool = True) -> list[Config]:
    """`prog`'s configs among the batch's `start_from` answers, said in a "known" event (with
    `loops` False, those without unroll genes)."""
    import jax

    configs, skipped = known.for_program(ConfigSpace(prog, backend=jax.default_backend(), loops=loops))
    emit("known", {"name": prog.name, "configs": len(configs), "answers": len(known), "skipped": skipped})
    return configs


def _row_from_answer(data: dict[str, Any], folder: Path, status: str = "done earlier") -> BatchRow:
    lo, hi = data.get("speedup_ci", [None, None])
    return BatchRow(data["name"], data["program"], status, data["speedup"], lo, hi, data["measurements_used"],
                    data["message"], folder.name, data.get("spent_s"))


def geomean_speedup(rows: list[BatchRow]) -> float | None:
    """Geometric mean of the answered speedups (1.0 where the answer is the default)."""
    xs = [r.speedup for r in rows if r.speedup]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def write_report(rows: list[BatchRow], path: Path, spec: BatchSpec) -> Path:
    """Writes the batch's markdown summary: one line per program, then the geometric mean."""
    lines = ["# xtune batch", "", f"- store: `{spec.db}`", f"- programs: {len(spec.programs)}, "
             f"reported: {len(rows)}", "",
             "| program | status | measurements | speedup | 95% CI | wall s | answer |",
             "|---|---|---|---|---|---|---|"]
    for r in rows:
        sp = f"{r.speedup:.3f}x" if r.speedup else ""
        ci = f"{r.speedup_low:.3f}-{r.speedup_high:.3f}" if r.speedup_low else ""
        wall = f"{r.wall_s:.0f}" if r.wall_s is not None else ""
        link = f"[{r.folder}]({r.folder}/summary.md)" if r.status.startswith("done") else r.message
        lines.append(f"| {r.name} | {r.status} | {r.measurements} | {sp} | {ci} | {wall} | {link} |")
    g = geomean_speedup(rows)
    if g:
        lines += ["", f"Geometric mean speedup over {sum(1 for r in rows if r.speedup)} answered programs: "
                  f"**{g:.3f}x** (confirmed speedups; 1.000x where XLA's default was kept)."]
    path.write_text("\n".join(lines) + "\n")
    return path
