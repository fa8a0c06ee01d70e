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
budget is what it had not spent) and starts the rest. All programs share one
`Measurer`, so one Dask cluster serves the whole batch.

JOBS.toml (paths relative to the file; every key optional but `program`):

    db = "batch.db"            # record store [default: <stem>.db beside the file]
    out = "batch-results"      # output folder [default: <stem>.out beside the file]
    model = "random"           # any `xtune search --model` value [default: the bundled potentials model]
    seed = 0
    confirm = true             # re-time the best candidates in a fresh process
    cluster = "local:2"        # or "tcp://HOST:8786"
    cores = 1
    jobs = 1
    max_time = 4.0             # timing cap per config, s
    timeout = 300.0            # per-config limit, s
    in_process = false

    [defaults]                 # every program's budget unless it says otherwise
    measurements = 30
    time = "20m"               # 90s, 30m, 8h, 1h30m or seconds
    objective = "time"         # or "pareto"

    [[program]]
    path = "examples/programs/attention.mlir"   # a file, or a folder: each .mlir in it
    measurements = 60
"""

from __future__ import annotations

import dataclasses
import json
import logging
import math
import os
import re
import time
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from xtune.deploy import answers as answers_lib
from xtune.measure.errors import InputError
from xtune.measure.jsonfile import write_json
from xtune.measure.measurer import Measurer, MeasureSettings
from xtune.measure.program import Program, load_program
from xtune.measure.store import RecordStore
from xtune.measure.timing import TimingPolicy
from xtune.search.costmodel import CostModel, load_model
from xtune.search.engine import Search
from xtune.search.settings import OBJECTIVES, AnswerSettings, BudgetSettings, IslandSettings, SearchSettings

log = logging.getLogger(__name__)
UNLIMITED_MEASUREMENTS = 10**9  # a time-only budget
ANSWERS_DIR = "answers"  # in the output folder: the batch's answers for xtune.jit
_TOP_KEYS = {"db", "out", "model", "seed", "confirm", "cluster", "cores", "jobs", "max_time", "timeout",
             "in_process", "islands", "defaults", "program"}
_BUDGET_KEYS = {"measurements", "time", "objective"}
_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}


class BatchError(InputError):
    """A batch file or folder that cannot be run as given."""


def parse_duration(text: str | float | None) -> float | None:
    """'90s', '30m', '8h', '1h30m' or plain seconds -> seconds."""
    if text is None or isinstance(text, (int, float)):
        return None if text is None else float(text)
    t = text.strip().lower()
    if re.fullmatch(r"\d+(\.\d+)?", t):
        return float(t)
    parts = re.findall(r"(\d+(?:\.\d+)?)([smhd])", t)
    if not parts or "".join(n + u for n, u in parts) != t:
        raise BatchError(f"{text!r}: use e.g. 90s, 30m, 8h or 1h30m")
    return sum(float(n) * _UNITS[u] for n, u in parts)


@dataclasses.dataclass(frozen=True)
class Budget:
    """One program's budget: measurements and/or wall time, and the objective."""

    measurements: int | None = 30
    time_s: float | None = None
    objective: str = "time"

    def __post_init__(self) -> None:
        if self.objective not in OBJECTIVES:
            raise BatchError(f"objective must be one of {OBJECTIVES}, not {self.objective!r}")
        if self.measurements is None and self.time_s is None:
            raise BatchError("a budget needs measurements, time or both")


@dataclasses.dataclass(frozen=True)
class BatchSpec:
    """A whole batch: programs with their budgets, where results go, how to measure.

    Attributes:
      programs: (program file, budget) pairs, in the order they run.
      db: the record store every search writes.
      out_dir: answers, per-program reports and `report.md`.
      model: any `xtune search --model` value, or None for the bundled (potentials) model.
      seed, confirm, islands: search settings shared by all programs.
      explain: explain each confirmed answer and reduce it to the smallest config that
        keeps the gain (`AnswerSettings.explain`).
      measure: how to measure (cluster, cores, jobs, timing policy, ...).
    """

    programs: tuple[tuple[str, Budget], ...]
    db: str
    out_dir: str
    model: str | None = None
    seed: int = 0
    confirm: bool = True
    islands: int = 8
    explain: bool = True
    measure: MeasureSettings = MeasureSettings()


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


def _programs_in(path: Path) -> list[Path]:
    if path.is_dir():
        found = sorted(path.glob("*.mlir"))
        if not found:
            raise BatchError(f"{path}: no .mlir programs in this folder")
        return found
    if not path.is_file():
        raise BatchError(f"{path}: no such program file or folder")
    return [path]


def measure_settings(cluster: str | None = None, cores: int | None = None, jobs: int = 1, max_time_s: float = 4.0,
                     timeout_s: float = 300.0, in_process: bool = False) -> MeasureSettings:
    return MeasureSettings(cores=cores, jobs=jobs, timeout_s=timeout_s, in_process=in_process,
                           policy=TimingPolicy(max_time_s=max_time_s), cluster=cluster)


def from_folder(folder: str | os.PathLike, budget: Budget, db: str, out_dir: str | None = None,
                **kw: Any) -> BatchSpec:
    """Every `.mlir` in `folder`, each with `budget`; `kw` as `BatchSpec`'s fields."""
    folder = Path(folder)
    out = out_dir or f"xtune-batch-{folder.resolve().name}"
    return BatchSpec(tuple((str(p), budget) for p in _programs_in(folder)), db, out, **kw)


def load_toml(path: str | os.PathLike, **overrides: Any) -> BatchSpec:
    """Reads a batch file (module docstring); `overrides` (not None) win over its top-level keys.

    Overrides may also hold `measurements`, `time` and `objective`: defaults for
    programs that do not set their own.

    Raises:
      BatchError: unreadable TOML, unknown keys, missing programs, bad budgets.
    """
    path = Path(path)
    try:
        doc = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise BatchError(f"{path}: {e}") from None
    unknown = set(doc) - _TOP_KEYS
    if unknown:
        raise BatchError(f"{path}: unknown key(s) {', '.join(sorted(unknown))}")
    over = {k: v for k, v in overrides.items() if v is not None}
    defaults = {**doc.get("defaults", {}), **{k: over.pop(k) for k in list(over) if k in _BUDGET_KEYS}}
    doc = {**doc, **over}
    entries = doc.get("program", [])
    if not entries:
        raise BatchError(f"{path}: no [[program]] entries")
    base = path.parent
    programs: list[tuple[str, Budget]] = []
    for entry in entries:
        bad = set(entry) - _BUDGET_KEYS - {"path"}
        if bad or "path" not in entry:
            raise BatchError(f"{path}: a [[program]] needs `path` and may set {', '.join(sorted(_BUDGET_KEYS))} "
                             f"(got {', '.join(sorted(entry))})")
        b = {**defaults, **entry}
        budget = Budget(b.get("measurements", None if "time" in b else 30), parse_duration(b.get("time")),
                        b.get("objective", "time"))
        programs += [(str(p), budget) for p in _programs_in(base / entry["path"])]

    def rel(key: str, default: str) -> str:
        return str(base / doc[key]) if key in doc and not Path(doc[key]).is_absolute() else doc.get(key, default)

    return BatchSpec(tuple(programs), db=rel("db", str(base / f"{path.stem}.db")),
                     out_dir=rel("out", str(base / f"{path.stem}.out")), model=doc.get("model"),
                     seed=int(doc.get("seed", 0)), confirm=bool(doc.get("confirm", True)),
                     islands=int(doc.get("islands", 8)),
                     measure=measure_settings(doc.get("cluster"), doc.get("cores"), int(doc.get("jobs", 1)),
                                              float(doc.get("max_time", 4.0)), float(doc.get("timeout", 300.0)),
                                              bool(doc.get("in_process", False))))


def _folder_name(prog: Program) -> str:
    return f"{re.sub(r'[^A-Za-z0-9_.-]+', '_', prog.name)[:60]}-{prog.fingerprint[:8]}"


def _cost_model(spec: BatchSpec) -> CostModel:
    return load_model(spec.model, spec.seed)


Event = Callable[[str, dict[str, Any]], None]


def run_batch(spec: BatchSpec, on_event: Event | None = None, should_stop: Callable[[], bool] = lambda: False,
              cost_model: CostModel | None = None) -> list[BatchRow]:
    """Runs (or resumes) the batch; returns one row per program, in order.

    Args:
      spec: the batch.
      on_event: ("program", {"index", "name", "budget", "resumed"}), ("skip", {"row"}),
        ("row", {"row"}) and every search event with "name" added.
      should_stop: polled between measurements: the search in flight stops and the batch ends.
      cost_model: overrides `spec.model`.

    Raises:
      measure.program.ProgramError: a program cannot be loaded (checked before anything runs).
    """
    emit = on_event or (lambda kind, data: None)
    loaded = [(load_program(p), budget, p) for p, budget in spec.programs]  # all checked before measuring
    out = Path(spec.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    answers_lib.write(out / ANSWERS_DIR, [])  # the folder and its index exist even before a first answer
    model = cost_model or _cost_model(spec)
    rows: list[BatchRow] = []
    with RecordStore(spec.db) as store, Measurer(spec.measure, store) as measurer:
        for i, (prog, budget, path) in enumerate(loaded):
            folder = out / _folder_name(prog)
            folder.mkdir(exist_ok=True)
            answer = folder / "answer.json"
            if answer.exists():
                rows.append(_row_from_answer(json.loads(answer.read_text()), folder))
                emit("skip", {"row": rows[-1]})
                continue
            row = _run_one(prog, budget, path, folder, spec, measurer, model, emit, should_stop, i)
            rows.append(row)
            emit("row", {"row": row})
            if row.status == "interrupted":
                break
    write_report(rows, out / "report.md", spec)
    return rows


def _run_one(prog: Program, budget: Budget, path: str, folder: Path, spec: BatchSpec, measurer: Measurer,
             model: CostModel, emit: Event, should_stop: Callable[[], bool], index: int) -> BatchRow:
    from xtune.search.report import write_report as write_search_report

    started = folder / "started.json"
    state = json.loads(started.read_text()) if started.exists() else {"spent_s": 0.0}
    resumed = started.exists()
    time_s = None if budget.time_s is None else max(budget.time_s - state["spent_s"], 1e-3)
    settings = SearchSettings(budget=BudgetSettings(budget.measurements or UNLIMITED_MEASUREMENTS, time_s,
                                                    resume=resumed),
                              islands=IslandSettings(num_islands=spec.islands),
                              answer=AnswerSettings(spec.confirm, explain=spec.explain),
                              objective=budget.objective, seed=spec.seed)
    t0 = time.monotonic()

    def save_state() -> None:
        write_json(started, {"program": path, "fingerprint": prog.fingerprint,
                              "spent_s": state["spent_s"] + time.monotonic() - t0})

    save_state()
    emit("program", {"index": index, "name": prog.name, "budget": budget, "resumed": resumed})

    def on_search_event(kind: str, data: dict[str, Any]) -> None:
        if kind == "measured":
            save_state()
        emit(kind, {**data, "name": prog.name})

    try:
        result = Search(prog, measurer, model, settings, on_event=on_search_event, should_stop=should_stop).run()
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


def _row_from_answer(data: dict[str, Any], folder: Path, status: str = "done earlier") -> BatchRow:
    lo, hi = data.get("speedup_ci", [None, None])
    return BatchRow(data["name"], data["program"], status, data["speedup"], lo, hi, data["measurements_used"],
                    data["message"], folder.name)


def geomean_speedup(rows: list[BatchRow]) -> float | None:
    """Geometric mean of the answered speedups (1.0 where the answer is the default)."""
    xs = [r.speedup for r in rows if r.speedup]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def write_report(rows: list[BatchRow], path: Path, spec: BatchSpec) -> Path:
    """Writes the batch's markdown summary: one line per program, then the geometric mean."""
    lines = ["# xtune batch", "", f"- store: `{spec.db}`", f"- programs: {len(spec.programs)}, "
             f"reported: {len(rows)}", "", "| program | status | measurements | speedup | 95% CI | answer |",
             "|---|---|---|---|---|---|"]
    for r in rows:
        sp = f"{r.speedup:.3f}x" if r.speedup else ""
        ci = f"{r.speedup_low:.3f}-{r.speedup_high:.3f}" if r.speedup_low else ""
        link = f"[{r.folder}]({r.folder}/summary.md)" if r.status.startswith("done") else r.message
        lines.append(f"| {r.name} | {r.status} | {r.measurements} | {sp} | {ci} | {link} |")
    g = geomean_speedup(rows)
    if g:
        lines += ["", f"Geometric mean speedup over {sum(1 for r in rows if r.speedup)} answered programs: "
                  f"**{g:.3f}x** (confirmed speedups; 1.000x where XLA's default was kept)."]
    path.write_text("\n".join(lines) + "\n")
    return path
