"""What a batch is, and how it is read: a folder of programs, or a TOML batch file whose
every value is checked before anything runs. Each program gets its own `SearchSettings`, made
once here from the batch's options (`xtune.search.request`) and its budget.

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
    from = ["answers"]         # answers to start each program from (`xtune search --from`)
    # ... and every other `xtune search` option, named as its option without the dashes
    # (group_moves = 3, pins = false, loop_screen = 0, estimator = "median-pair", ...)

    [defaults]                 # every program's budget unless it says otherwise
    measurements = 30
    time = "20m"               # 90s, 30m, 8h, 1h30m or seconds
    objective = "time"         # or "pareto"

    [[program]]
    path = "examples/programs/attention.mlir"   # a file, or a folder: each .mlir in it
    measurements = 60

Every value is checked before anything is measured or written (pydantic, strict types):
its type (an integer, a duration, a string, true/false) and its range (measurements, cores
and jobs >= 1, islands >= 2, durations and limits > 0); an unknown or misplaced key, a bad
value or a TOML syntax error is a one-line `BatchError` that names the file, the
[[program]] entry if any, the key and the problem.
"""

from __future__ import annotations

import dataclasses
import os
import tomllib
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from xtune.measure import preflight
from xtune.measure.errors import one_line
from xtune.measure.settings import MeasureSettings
from xtune.search.request import (
    BUDGET_KEYS,
    OPTION_KEYS,
    RENAMED_KEYS,
    TEXT,
    Count,
    Objective,
    Seconds,
    SearchOptions,
    Text,
    checked,
    key_name,
    option_name,
    parse_duration,
    problem,
    shown,
)
from xtune.search.settings import BudgetSettings, RequestError, SearchSettings

BatchError = RequestError  # a batch file or folder that cannot be run as given
__all__ = ["BatchError", "BatchSpec", "check_outputs", "from_folder", "load_toml", "parse_duration"]


class _Budget(BaseModel):
    """[defaults], and the budget keys of a [[program]]."""

    model_config = ConfigDict(extra="forbid", strict=True)
    measurements: Count | None = None
    time: Seconds | None = None
    objective: Objective | None = None


class _Program(_Budget):
    path: Text


class _Layout(BaseModel):
    """A batch file's own keys; its search options are `SearchOptions`'."""

    model_config = ConfigDict(extra="forbid", strict=True)
    db: Text | None = None
    out: Text | None = None
    defaults: _Budget = _Budget()
    program: Annotated[list[_Program], Field(min_length=1)]


_TABLES = {"defaults": "[defaults]", "program": "[[program]]"}  # key -> how a batch file writes it
_TOP_KEYS = ("db", "out", *(k for k in OPTION_KEYS if k not in BUDGET_KEYS))


def _refuse_unknown(table: dict[str, Any], allowed: tuple[str, ...], where: str, what: str) -> None:
    """Refuses the keys of `table` not in `allowed`, saying where the ones that exist elsewhere belong."""
    unknown = [k for k in table if k not in allowed]
    if not unknown:
        return
    known = ", ".join(_TABLES.get(k, k) for k in allowed)
    message = f"{where}unknown key(s) {', '.join(unknown)}; {what} may set {known}"
    top = [k for k in unknown if k in _TOP_KEYS or k in _TABLES]
    budget = [k for k in unknown if k in BUDGET_KEYS]
    if top:
        message += (f" ({', '.join(top)}: a top-level key, written above [defaults] and every [[program]]; "
                    "a key below a table's header belongs to that table)")
    if budget:
        message += f" ({', '.join(budget)}: set it under [defaults] or in a [[program]])"
    if renamed := [k for k in unknown if k in RENAMED_KEYS]:
        message += f" ({renamed[0]}: it is {RENAMED_KEYS[renamed[0]]} now)"
    if "path" in unknown and what != "a [[program]]":
        message += " (path: in a [[program]])"
    raise BatchError(message)


def _refusal(error: ValidationError, doc: dict[str, Any], file: str) -> BatchError:
    """The first of `error`'s problems with the batch file `doc` as one line (unknown keys first)."""
    first = sorted(error.errors(), key=lambda e: e["type"] != "extra_forbidden")[0]
    loc, kind = first["loc"], first["type"]
    if loc[0] == "program" and len(loc) < 3:
        entries = doc.get("program")
        if kind in ("missing", "too_short"):
            return BatchError(f"{file}no [[program]] entries")
        return BatchError(f"{file}program must be [[program]] tables (each with a path), not "
                          f"{'[program]' if isinstance(entries, dict) else shown(entries)}")
    if loc[0] == "program":
        entry = doc["program"][loc[1]]
        where = f"{file}[[program]] #{loc[1] + 1}" + (f" (path = {shown(entry['path'])})" if "path" in entry
                                                       else "") + ": "
        if kind == "extra_forbidden":
            _refuse_unknown(entry, tuple(_Program.model_fields), where, "a [[program]]")
        if kind == "missing":
            return BatchError(f"{where}path is missing: every [[program]] names a program file or folder")
        return BatchError(f"{where}{loc[2]} = {shown(entry[loc[2]])}: {problem(str(loc[2]), _Program)}")
    if loc == ("defaults",):
        return BatchError(f"{file}defaults = {shown(doc['defaults'])}: must be a table: [defaults] with "
                          f"{', '.join(_Budget.model_fields)} under it")
    if loc[0] == "defaults":
        if kind == "extra_forbidden":
            _refuse_unknown(doc["defaults"], tuple(_Budget.model_fields), f"{file}[defaults]: ", "[defaults]")
        return BatchError(f"{file}[defaults] {loc[1]} = {shown(doc['defaults'][loc[1]])}: "
                          f"{problem(str(loc[1]), _Budget)}")
    return BatchError(f"{file}{loc[0]} = {shown(doc[loc[0]])}: {TEXT}")  # db, out


@dataclasses.dataclass(frozen=True)
class BatchSpec:
    """A whole batch: each program with its search settings, where results go, how to measure.

    Attributes:
      programs: (program file, its search settings) pairs, in the order they run.
      db: the record store every search writes.
      out_dir: answers, per-program reports and `report.md`.
      model: any `xtune search --model` value, or None for the bundled (potentials) model.
      measure: how every program is measured (one `Measurer` serves the batch).
      start_from: answers (files, folders or stores) whose configs of each program are
        measured right after its default (`xtune search --from`).
    """

    programs: tuple[tuple[str, SearchSettings], ...]
    db: str
    out_dir: str
    model: str | None = None
    measure: MeasureSettings = MeasureSettings.for_search()
    start_from: tuple[str, ...] = ()


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


def from_folder(folder: str | os.PathLike, options: SearchOptions, db: str, out_dir: str | None = None) -> BatchSpec:
    """Every `.mlir` in `folder`, each searched with `options` (its budget included)."""
    folder = Path(folder)
    out = out_dir or f"xtune-batch-{folder.resolve().name}"
    settings = options.search_settings()
    return BatchSpec(tuple((str(p), settings) for p in _programs_in(folder)), db, out, model=options.model,
                     measure=options.measure_settings(), start_from=options.start_from)


def _read(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text())
    except OSError as e:
        raise BatchError(f"{path}: cannot read ({e.strerror or one_line(e, with_type=False)})") from None
    except UnicodeDecodeError:
        raise BatchError(f"{path}: not a text (UTF-8) file") from None
    except tomllib.TOMLDecodeError as e:
        raise BatchError(f"{path}: not valid TOML: {one_line(e, with_type=False)}") from None


def load_toml(path: str | os.PathLike, **overrides: Any) -> BatchSpec:
    """Reads a batch file (module docstring); `overrides` (not None) win over its top-level keys.

    Overrides are the `xtune batch` options by their keys (`max_time`, `from`, ...); a refused
    one is named as its option (`--cores 0: ...`). `measurements`, `time` and `objective` are
    defaults for programs that do not set their own. Everything is checked before this
    returns, the store and output folder too (`check_outputs`), and nothing is written.

    Raises:
      BatchError: unreadable or invalid TOML, unknown or misplaced keys, a value of the
        wrong type or out of range (cores above this machine's among them), missing
        programs.
      preflight.PathError: a store or output folder that cannot be written.
      TypeError: an override that is no key of a batch file.
    """
    path = Path(path)
    doc = _read(path)
    over = {("from" if k == "start_from" else k): v for k, v in overrides.items() if v is not None}
    foreign = set(over) - set(_TOP_KEYS) - set(BUDGET_KEYS)
    if foreign:
        raise TypeError(f"load_toml: no such batch key(s): {', '.join(sorted(foreign))}")
    over_options = checked({k: v for k, v in over.items() if k not in ("db", "out")}, option_name)

    file = f"{path}: "
    _refuse_unknown(doc, (*_TOP_KEYS, *_TABLES), file, "the top level")
    try:
        layout = _Layout.model_validate({k: v for k, v in doc.items() if k in _Layout.model_fields})
    except ValidationError as e:
        raise _refusal(e, doc, file) from None
    base = path.parent
    top = {k: v for k, v in doc.items() if k not in _Layout.model_fields}
    if isinstance(top.get("from"), list):
        top["from"] = [str(base / p) if isinstance(p, str) else p for p in top["from"]]
    options = checked({**top, **{k: v for k, v in over.items() if k in _TOP_KEYS and k not in _Layout.model_fields}},
                      lambda k, v: option_name(k, v) if k in over else file + key_name(k, v))

    defaults = {**layout.defaults.model_dump(exclude_none=True),
                **{k: getattr(over_options, k) for k in BUDGET_KEYS if k in over}}
    programs: list[tuple[str, SearchSettings]] = []
    for entry in layout.program:
        b = {**defaults, **entry.model_dump(exclude_none=True, exclude={"path"})}
        budget = {"measurements": b.get("measurements", None if "time" in b else BudgetSettings.measurements),
                  "time": b.get("time"), "objective": b.get("objective", SearchSettings.objective)}
        settings = options.model_copy(update=budget).search_settings()
        programs += [(str(p), settings) for p in _programs_in(base / entry.path)]

    def rel(key: str, default: str) -> str:
        given = over.get(key, getattr(layout, key))
        return default if given is None else given if Path(given).is_absolute() else str(base / given)

    def named(key: str) -> str:  # how the message names a key: its option, or the file's key
        return f"--{key}" if key in over else f"{file}{key} ="

    spec = BatchSpec(tuple(programs), db=rel("db", str(base / f"{path.stem}.db")),
                     out_dir=rel("out", str(base / f"{path.stem}.out")), model=options.model,
                     measure=options.measure_settings(), start_from=options.start_from)
    check_outputs(spec, named("db"), named("out"))
    return spec
