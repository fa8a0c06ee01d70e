"""What a batch is, and how it is read: budgets, the measure settings, a folder of
programs, or a TOML batch file whose every value is checked before anything runs.

BATCH.toml (paths relative to the file; every key optional but `program`):

    db = "batch.db"            # record store [default: <stem>.db beside the file]
    out = "batch-results"      # output folder [default: <stem>.out beside the file]
    model = "random"           # any `xtune search --model` value [default: the bundled potentials model]
    seed = 0
    confirm = true             # re-time the best candidates in fresh processes (three)
    islands = 8                # islands of the evolutionary search
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

Every value is checked before anything is measured or written: its type (an
integer, a duration, a string, true/false) and its range (measurements, cores
and jobs >= 1, islands >= 2, durations and limits > 0); an unknown
or misplaced key, a bad value or a TOML syntax error is a one-line `BatchError`
that names the file, the [[program]] entry if any, the key and the problem.
"""

from __future__ import annotations

import dataclasses
import json
import math
import os
import re
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

from xtune.measure import preflight
from xtune.measure.cluster import ClusterError, parse_cluster
from xtune.measure.errors import InputError, one_line
from xtune.measure.settings import (
    CORES,
    JOBS,
    SEARCH_MAX_TIME_S,
    TIMEOUT_S,
    MeasureSettings,
    SettingsError,
    cores_above_machine,
)
from xtune.search.settings import (
    OBJECTIVES,
    AnswerSettings,
    BudgetSettings,
    IslandSettings,
    MoveSettings,
    SearchSettings,
)

_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
DURATION_HINT = "e.g. 90s, 30m, 8h, 1h30m or seconds"


class BatchError(InputError):
    """A batch file or folder that cannot be run as given."""


class _Refused(Exception):
    """A value's problem; the caller says where the value is (file, entry, key)."""


def _integer(minimum: int | None = None) -> Callable[[Any], int]:
    def check(value: Any) -> int:
        if isinstance(value, bool) or not isinstance(value, int) or (minimum is not None and value < minimum):
            raise _Refused("must be an integer" + ("" if minimum is None else f" >= {minimum}"))
        return value

    return check


def _seconds(problem: str) -> Callable[[Any], float]:
    """A duration > 0: a number of seconds or a text such as '90s' or '1h30m' (`parse_duration`)."""

    def check(value: Any) -> float:
        try:
            s = None if isinstance(value, bool) or not isinstance(value, (int, float, str)) else parse_duration(value)
        except BatchError:
            s = None
        if s is None or not (math.isfinite(s) and s > 0):
            raise _Refused(problem)
        return s

    return check


def _flag(value: Any) -> bool:
    if not isinstance(value, bool):
        raise _Refused("must be true or false")
    return value


def _text(value: Any) -> str:
    if not isinstance(value, str) or not value.strip():
        raise _Refused("must be a non-empty string")
    return value


def _objective(value: Any) -> str:
    if not isinstance(value, str) or value not in OBJECTIVES:
        raise _Refused("must be " + " or ".join(f'"{o}"' for o in OBJECTIVES))
    return value


def _cluster(value: Any) -> str:
    try:
        parse_cluster(_text(value))
    except (ClusterError, _Refused):
        raise _Refused('must be "local:N" (N >= 1 workers) or a scheduler address such as '
                       '"tcp://HOST:8786"') from None
    return value


# Every key of a batch file, with the check of its value (which returns the value as used).
_TOP_KEYS: dict[str, Callable[[Any], Any]] = {
    "db": _text, "out": _text, "model": _text, "seed": _integer(), "confirm": _flag, "cluster": _cluster,
    "cores": _integer(1), "jobs": _integer(1),
    "max_time": _seconds("must be a number of seconds > 0 (or a duration: " + DURATION_HINT + ")"),
    "timeout": _seconds("must be a number of seconds > 0 (or a duration: " + DURATION_HINT + ")"),
    "in_process": _flag, "islands": _integer(2)}
_TABLES = {"defaults": "[defaults]", "program": "[[program]]"}  # key -> how a batch file writes it
_BUDGET_KEYS: dict[str, Callable[[Any], Any]] = {
    "measurements": _integer(1), "time": _seconds(f"must be a duration > 0: {DURATION_HINT}"),
    "objective": _objective}
_PROGRAM_KEYS: dict[str, Callable[[Any], Any]] = {"path": _text, **_BUDGET_KEYS}


def _shown(value: Any) -> str:
    """A value as TOML writes it, cut to a readable length."""
    if isinstance(value, bool):
        text = str(value).lower()
    elif isinstance(value, dict):
        text = "{" + ", ".join(f"{k} = {_shown(v)}" for k, v in value.items()) + "}"
    elif isinstance(value, list):
        text = "[" + ", ".join(map(_shown, value)) + "]"
    elif isinstance(value, str):
        text = json.dumps(value, ensure_ascii=False)
    else:
        text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _checked(table: dict[str, Any], checks: dict[str, Callable[[Any], Any]], where: str) -> dict[str, Any]:
    """`table`'s values as their checks return them; `where` prefixes the message of the first refused one."""
    out = {}
    for key, value in table.items():
        try:
            out[key] = checks[key](value)
        except _Refused as e:
            raise BatchError(f"{where}{key} = {_shown(value)}: {e}") from None
    return out


def _refuse_unknown(table: dict[str, Any], allowed: dict[str, Any], where: str, what: str) -> None:
    """Refuses the keys of `table` not in `allowed`, saying where the ones that exist elsewhere belong."""
    unknown = [k for k in table if k not in allowed]
    if not unknown:
        return
    known = ", ".join(_TABLES.get(k, k) for k in allowed)
    message = f"{where}unknown key(s) {', '.join(unknown)}; {what} may set {known}"
    top = [k for k in unknown if k in _TOP_KEYS or k in _TABLES]
    budget = [k for k in unknown if k in _BUDGET_KEYS]
    if top:
        message += (f" ({', '.join(top)}: a top-level key, written above [defaults] and every [[program]]; "
                    "a key below a table's header belongs to that table)")
    if budget:
        message += f" ({', '.join(budget)}: set it under [defaults] or in a [[program]])"
    if "path" in unknown and what != "a [[program]]":
        message += " (path: in a [[program]])"
    raise BatchError(message)


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
    """One program's budget: measurements and/or wall time, and the objective.

    Raises:
      BatchError: measurements not an integer >= 1, a time not > 0, an unknown objective,
        or neither measurements nor time.
    """

    measurements: int | None = BudgetSettings.measurements
    time_s: float | None = None
    objective: str = SearchSettings.objective

    def __post_init__(self) -> None:
        if self.objective not in OBJECTIVES:
            raise BatchError(f"objective must be one of {OBJECTIVES}, not {self.objective!r}")
        if self.measurements is None and self.time_s is None:
            raise BatchError("a budget needs measurements, time or both")
        if self.measurements is not None and (isinstance(self.measurements, bool)
                                              or not isinstance(self.measurements, int) or self.measurements < 1):
            raise BatchError(f"measurements = {self.measurements!r}: must be an integer >= 1")
        if self.time_s is not None and (isinstance(self.time_s, bool) or not isinstance(self.time_s, (int, float))
                                        or not (math.isfinite(self.time_s) and self.time_s > 0)):
            raise BatchError(f"time = {self.time_s!r}: must be a number of seconds > 0")


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
      moves: what each search's rounds measure (`xtune search DIR`'s move options).
      confirm_processes: fresh processes each confirmation re-times in at most.
      resume: every program's measurements already in the store count against its budget
        (a program in flight resumes anyway).
      start_from: answers (files, folders or stores) whose configs of each program are
        measured right after its default (`xtune search --from`).
    """

    programs: tuple[tuple[str, Budget], ...]
    db: str
    out_dir: str
    model: str | None = None
    seed: int = SearchSettings.seed
    confirm: bool = AnswerSettings.confirm
    islands: int = IslandSettings.num_islands
    explain: bool = AnswerSettings.explain
    measure: MeasureSettings = MeasureSettings.for_search()
    moves: MoveSettings = MoveSettings()
    confirm_processes: int = AnswerSettings.confirm_processes
    resume: bool = False
    start_from: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if isinstance(self.islands, bool) or not isinstance(self.islands, int) or self.islands < 2:
            raise BatchError(f"islands = {self.islands!r}: must be an integer >= 2")

    def search_settings(self, budget: Budget, time_s: float | None, resumed: bool,
                        unlimited: int) -> SearchSettings:
        """One program's search settings: `budget` (its time left `time_s`; `unlimited`
        measurements for a time-only budget) with the batch's shared settings; `resumed`: the
        program was in flight."""
        return SearchSettings(budget=BudgetSettings(budget.measurements or unlimited, time_s,
                                                    resume=resumed or self.resume),
                              moves=self.moves, islands=IslandSettings(num_islands=self.islands),
                              answer=AnswerSettings(self.confirm, explain=self.explain,
                                                    confirm_processes=self.confirm_processes),
                              objective=budget.objective, seed=self.seed)


def shared_fields(settings: SearchSettings) -> dict[str, Any]:
    """The `BatchSpec` fields that give every program of a batch `settings` (its budget and
    objective aside): `xtune search DIR` searches each program as `xtune search FILE` would."""
    return {"seed": settings.seed, "confirm": settings.answer.confirm, "explain": settings.answer.explain,
            "islands": settings.islands.num_islands, "moves": settings.moves,
            "confirm_processes": settings.answer.confirm_processes, "resume": settings.budget.resume}


def check_outputs(spec: BatchSpec, db_name: str = "--db", out_name: str = "--out") -> None:
    """The batch's store can be written and its output folder made and written, before anything is.

    Raises:
      preflight.PathError: one line naming `db_name` or `out_name`, the path and the problem.
    """
    preflight.writable_store(spec.db, db_name)
    preflight.output_folder(spec.out_dir, out_name)


def _programs_in(path: Path) -> list[Path]:
    if path.is_dir():
        found = sorted(path.glob("*.mlir"))
        if not found:
            raise BatchError(f"{path}: no .mlir programs in this folder")
        return found
    if not path.is_file():
        raise BatchError(f"{path}: no such program file or folder")
    return [path]


def measure_settings(cluster: str | None = None, cores: int | None = CORES, jobs: int = JOBS,
                     max_time_s: float = SEARCH_MAX_TIME_S, timeout_s: float = TIMEOUT_S,
                     in_process: bool = False) -> MeasureSettings:
    """The measure settings of a batch from its few knobs: `MeasureSettings.for_search`'s.

    Raises:
      BatchError: cores or jobs not an integer >= 1, a time limit not a number > 0.
    """
    try:
        return MeasureSettings.for_search(cluster, cores, jobs, max_time_s, timeout_s, in_process)
    except SettingsError as e:
        raise BatchError(str(e)) from None


def from_folder(folder: str | os.PathLike, budget: Budget, db: str, out_dir: str | None = None,
                **kw: Any) -> BatchSpec:
    """Every `.mlir` in `folder`, each with `budget`; `kw` as `BatchSpec`'s fields."""
    folder = Path(folder)
    out = out_dir or f"xtune-batch-{folder.resolve().name}"
    return BatchSpec(tuple((str(p), budget) for p in _programs_in(folder)), db, out, **kw)


def load_toml(path: str | os.PathLike, **overrides: Any) -> BatchSpec:
    """Reads a batch file (module docstring); `overrides` (not None) win over its top-level keys.

    Overrides may also hold `measurements`, `time` and `objective`: defaults for
    programs that do not set their own. They are the `xtune batch` options of the
    same names, and a refused one is named as its option (`--cores 0: ...`).
    Everything is checked before this returns, the store and output folder too
    (`check_outputs`), and nothing is written.

    Raises:
      BatchError: unreadable or invalid TOML, unknown or misplaced keys, a value of the
        wrong type or out of range (cores above this machine's among them), missing
        programs, bad budgets.
      preflight.PathError: a store or output folder that cannot be written.
      TypeError: an override that is no key of a batch file.
    """
    path = Path(path)
    try:
        doc = tomllib.loads(path.read_text())
    except OSError as e:
        raise BatchError(f"{path}: cannot read ({e.strerror or one_line(e, with_type=False)})") from None
    except UnicodeDecodeError:
        raise BatchError(f"{path}: not a text (UTF-8) file") from None
    except tomllib.TOMLDecodeError as e:
        raise BatchError(f"{path}: not valid TOML: {one_line(e, with_type=False)}") from None
    over = {k: v for k, v in overrides.items() if v is not None}
    foreign = set(over) - set(_TOP_KEYS) - set(_BUDGET_KEYS)
    if foreign:
        raise TypeError(f"load_toml: no such batch key(s): {', '.join(sorted(foreign))}")
    for key, value in over.items():
        try:
            over[key] = {**_TOP_KEYS, **_BUDGET_KEYS}[key](value)
        except _Refused as e:
            raise BatchError(f"--{key.replace('_', '-')} {value}: {e}") from None

    file = f"{path}: "
    _refuse_unknown(doc, {**_TOP_KEYS, **_TABLES}, file, "the top level")
    top = _checked({k: v for k, v in doc.items() if k not in _TABLES}, _TOP_KEYS, file)
    raw_defaults = doc.get("defaults", {})
    if not isinstance(raw_defaults, dict):
        raise BatchError(f"{file}defaults = {_shown(raw_defaults)}: must be a table: [defaults] with "
                         f"{', '.join(_BUDGET_KEYS)} under it")
    _refuse_unknown(raw_defaults, _BUDGET_KEYS, f"{file}[defaults]: ", "[defaults]")
    defaults = _checked(raw_defaults, _BUDGET_KEYS, f"{file}[defaults] ")
    entries = doc.get("program", [])
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise BatchError(f"{file}program must be [[program]] tables (each with a path), not "
                         f"{'[program]' if isinstance(entries, dict) else _shown(entries)}")
    if not entries:
        raise BatchError(f"{file}no [[program]] entries")
    checked: list[dict[str, Any]] = []
    for i, entry in enumerate(entries, 1):
        where = f"{file}[[program]] #{i}" + (f" (path = {_shown(entry['path'])})" if "path" in entry else "") + ": "
        _refuse_unknown(entry, _PROGRAM_KEYS, where, "a [[program]]")
        checked.append(_checked(entry, _PROGRAM_KEYS, where))
        if "path" not in entry:
            raise BatchError(f"{where}path is missing: every [[program]] names a program file or folder")

    top.update({k: v for k, v in over.items() if k in _TOP_KEYS})
    defaults.update({k: v for k, v in over.items() if k in _BUDGET_KEYS})
    base = path.parent
    programs: list[tuple[str, Budget]] = []
    for entry in checked:
        b = {**defaults, **entry}
        budget = Budget(b.get("measurements", None if "time" in b else BudgetSettings.measurements), b.get("time"),
                        b.get("objective", SearchSettings.objective))
        programs += [(str(p), budget) for p in _programs_in(base / entry["path"])]

    def rel(key: str, default: str) -> str:
        return str(base / top[key]) if key in top and not Path(top[key]).is_absolute() else top.get(key, default)

    def named(key: str) -> str:  # how the message names a key: its option, or the file's key
        return f"--{key.replace('_', '-')}" if key in over else f"{file}{key} ="

    if (problem := cores_above_machine(top.get("cores"), top.get("cluster"))) is not None:
        raise BatchError(f"{named('cores')} {top['cores']}: {problem}")
    spec = BatchSpec(tuple(programs), db=rel("db", str(base / f"{path.stem}.db")),
                     out_dir=rel("out", str(base / f"{path.stem}.out")), model=top.get("model"),
                     seed=top.get("seed", SearchSettings.seed), confirm=top.get("confirm", AnswerSettings.confirm),
                     islands=top.get("islands", IslandSettings.num_islands),
                     measure=measure_settings(top.get("cluster"), top.get("cores", CORES), top.get("jobs", JOBS),
                                              top.get("max_time", SEARCH_MAX_TIME_S), top.get("timeout", TIMEOUT_S),
                                              top.get("in_process", False)))
    check_outputs(spec, named("db"), named("out"))
    return spec


