"""A search request, checked once: every option of `xtune search` under one name, whichever
front door it comes through (`xtune search FILE|DIR`, `xtune batch DIR|FILE.toml`, `tune()`),
and the `SearchSettings` and `MeasureSettings` a run is made of.

    options = checked({"measurements": 60, "cores": 1}, named=option_name)
    settings, measure = options.search_settings(), options.measure_settings()

Every value is checked here (pydantic, strict types, no unknown keys); a refused one is one
`RequestError` line naming it as its front door spells it (`--cores 0: must be an integer >= 1`,
`jobs.toml: cores = 0: ...`, `cores = 0: ...`). The command line's own types (click) refuse
a value before it gets here, in click's words.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable, Mapping
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, ValidationError

from xtune.measure.cli_types import SEED_MAX
from xtune.measure.cluster import ClusterError, parse_cluster
from xtune.measure.settings import (
    CORES,
    ESTIMATOR,
    HISTORY_TOLERANCE,
    JOBS,
    SEARCH_MAX_TIME_S,
    TIMEOUT_S,
    MeasureSettings,
    cores_above_machine,
)
from xtune.measure.timing import ESTIMATORS
from xtune.search.settings import (
    OBJECTIVES,
    AnswerSettings,
    BudgetSettings,
    IslandSettings,
    MoveSettings,
    RequestError,
    SearchSettings,
)

_UNITS = {"s": 1, "m": 60, "h": 3600, "d": 86400}
DURATION_HINT = "e.g. 90s, 30m, 8h, 1h30m or seconds"


def parse_duration(text: str | float | None) -> float | None:
    """'90s', '30m', '8h', '1h30m' or plain seconds -> seconds.

    Raises:
      RequestError: a text that is no duration.
    """
    if text is None or isinstance(text, (int, float)):
        return None if text is None else float(text)
    t = text.strip().lower()
    if re.fullmatch(r"\d+(\.\d+)?", t):
        return float(t)
    parts = re.findall(r"(\d+(?:\.\d+)?)([smhd])", t)
    if not parts or "".join(n + u for n, u in parts) != t:
        raise RequestError(f"{text!r}: use e.g. 90s, 30m, 8h or 1h30m")
    return sum(float(n) * _UNITS[u] for n, u in parts)


def _seconds(value: Any) -> float:
    """A duration > 0: a number of seconds or a text such as '90s' or '1h30m'."""
    if isinstance(value, bool) or not isinstance(value, (int, float, str)):
        raise ValueError("not a duration")
    seconds = parse_duration(value)
    if seconds is None or not (math.isfinite(seconds) and seconds > 0):
        raise ValueError("not > 0")
    return seconds


def _text(value: str) -> str:
    if not value.strip():
        raise ValueError("empty")
    return value


def _cluster(value: str) -> str:
    try:
        parse_cluster(value)
    except ClusterError:
        raise ValueError("no cluster") from None
    return value


Count = Annotated[int, Field(ge=1)]
Screen = Annotated[int, Field(ge=0)]
Seconds = Annotated[float, BeforeValidator(_seconds)]
Text = Annotated[str, AfterValidator(_text)]
Objective = Literal[OBJECTIVES]

# what a refused value of each key must be (every refusal of a key says the same)
_INTEGER = "must be an integer >= "
PROBLEMS = {
    "measurements": _INTEGER + "1", "cores": _INTEGER + "1", "jobs": _INTEGER + "1",
    "confirm_processes": _INTEGER + "1", "group_moves": _INTEGER + "1", "islands": _INTEGER + "2",
    "compile_screen": _INTEGER + "0", "suggestions": _INTEGER + "0", "loop_screen": _INTEGER + "0",
    "seed": f"must be an integer in 0..{SEED_MAX}",
    "time": f"must be a duration > 0: {DURATION_HINT}",
    "max_time": f"must be a number of seconds > 0 (or a duration: {DURATION_HINT})",
    "timeout": f"must be a number of seconds > 0 (or a duration: {DURATION_HINT})",
    "objective": "must be " + " or ".join(f'"{o}"' for o in OBJECTIVES),
    "estimator": "must be " + " or ".join(f'"{e}"' for e in ESTIMATORS),
    "cluster": 'must be "local:N" (N >= 1 workers) or a scheduler address such as "tcp://HOST:8786"',
    "default_tolerance": "must be a number >= 0 (0: never re-time)",
    "from": "must be a list of answer files, answers folders or stores",
    "start_from": "must be a list of answer files, answers folders or stores",
}
FLAG = "must be true or false"
TEXT = "must be a non-empty string"


def problem(key: str, model: type[BaseModel]) -> str:
    """What a value of `key` (a field or its alias in `model`) must be."""
    field = model.model_fields.get(key)
    if key not in PROBLEMS and field is not None and field.annotation is bool:
        return FLAG
    return PROBLEMS.get(key, TEXT)


class SearchOptions(BaseModel):
    """Every option of a search, named as `xtune search`'s options and a batch file's keys
    (`--max-time` is `max_time`; `--from` is `from`), with the defaults of their homes
    (`xtune.search.settings`, `xtune.measure.settings`).

    `measurements=None` with a `time`: as many measurements as the time allows.
    """

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True, populate_by_name=True)

    # the budget
    measurements: Count | None = BudgetSettings.measurements
    time: Seconds | None = None
    objective: Objective = SearchSettings.objective
    resume: bool = BudgetSettings.resume
    # the moves, the islands, the answer
    group_moves: Annotated[int, Field(ge=1)] = MoveSettings.group_size
    pins: bool = MoveSettings.screen_pins
    swaps: bool = MoveSettings.screen_swaps
    compile_screen: Screen = MoveSettings.compile_screen
    suggestions: Screen = MoveSettings.suggestions
    suggested_order: bool = MoveSettings.suggested_order
    loops: bool = MoveSettings.loops
    loop_screen: Screen = MoveSettings.screen_loops
    islands: Annotated[int, Field(ge=2)] = IslandSettings.num_islands
    confirm: bool = AnswerSettings.confirm
    confirm_processes: Count = AnswerSettings.confirm_processes
    explain: bool = AnswerSettings.explain
    seed: Annotated[int, Field(ge=0, le=SEED_MAX)] = SearchSettings.seed
    model: Text | None = None
    start_from: tuple[Text, ...] = Field((), alias="from", strict=False)
    # how to measure
    cluster: Annotated[Text, AfterValidator(_cluster)] | None = None
    cores: Count | None = CORES
    jobs: Count = JOBS
    max_time: Seconds = SEARCH_MAX_TIME_S
    timeout: Seconds = TIMEOUT_S
    in_process: bool = False
    default_tolerance: Annotated[float, Field(ge=0, allow_inf_nan=False)] = HISTORY_TOLERANCE
    estimator: Literal[tuple(ESTIMATORS)] = ESTIMATOR

    def search_settings(self) -> SearchSettings:
        """The search's settings of these options."""
        return SearchSettings(
            budget=BudgetSettings(self.measurements, self.time, resume=self.resume),
            moves=MoveSettings(group_size=self.group_moves, screen_pins=self.pins, screen_swaps=self.swaps,
                               compile_screen=self.compile_screen, suggestions=self.suggestions,
                               suggested_order=self.suggested_order, loops=self.loops, screen_loops=self.loop_screen),
            islands=IslandSettings(num_islands=self.islands),
            answer=AnswerSettings(confirm=self.confirm, confirm_processes=self.confirm_processes,
                                  explain=self.explain),
            objective=self.objective, seed=self.seed)

    def measure_settings(self) -> MeasureSettings:
        """How these options measure (`MeasureSettings.for_search`)."""
        return MeasureSettings.for_search(self.cluster, self.cores, self.jobs, self.max_time, self.timeout,
                                          self.in_process, history_tolerance=self.default_tolerance or None,
                                          quantile=ESTIMATORS[self.estimator])


BUDGET_KEYS = ("measurements", "time", "objective")
#: keys a search took under another name before: refused, naming the key that stands for them now
RENAMED_KEYS = {"learned_order": "suggested_order"}
OPTION_KEYS = tuple(f.alias or name for name, f in SearchOptions.model_fields.items())


def shown(value: Any) -> str:
    """A value as TOML writes it, cut to a readable length."""
    if isinstance(value, bool):
        text = str(value).lower()
    elif isinstance(value, dict):
        text = "{" + ", ".join(f"{k} = {shown(v)}" for k, v in value.items()) + "}"
    elif isinstance(value, (list, tuple)):
        text = "[" + ", ".join(map(shown, value)) + "]"
    elif isinstance(value, str):
        text = json.dumps(value, ensure_ascii=False)
    else:
        text = str(value)
    return text if len(text) <= 60 else text[:57] + "..."


def option_name(key: str, value: Any) -> str:
    """How the command line names a value: `--max-time 0.0`."""
    return f"--{key.replace('_', '-')} {value}"


def key_name(key: str, value: Any) -> str:
    """How a batch file or `tune()` names a value: `max_time = 0.0`."""
    return f"{key} = {shown(value)}"


def checked(values: Mapping[str, Any], named: Callable[[str, Any], str] = key_name,
            keys: Mapping[str, str] | None = None) -> SearchOptions:
    """`values` (keys as `SearchOptions`'s, `from` or `start_from`) as checked options; the
    rest take their defaults. `keys`: the names in `values` that stand for another key (a
    command's parameter names: {"max_time_s": "max_time"}).

    Raises:
      RequestError: the first refused value, as `named(key, value)`: what it must be;
        cores above this machine's (unless measured on a remote cluster) among them.
    """
    values = {(keys or {}).get(k, k): v for k, v in values.items()}
    if renamed := [k for k in values if k in RENAMED_KEYS]:
        old = renamed[0]
        raise RequestError(f"{named(old, values[old])}: no such option; it is {RENAMED_KEYS[old]} now")
    try:
        options = SearchOptions.model_validate(values)
    except ValidationError as e:
        error = e.errors()[0]
        key = str(error["loc"][0])
        if error["type"] == "extra_forbidden":
            raise RequestError(f"{key}: no such option; a search takes {', '.join(OPTION_KEYS)}") from None
        value = values.get(key, values.get("start_from" if key == "from" else "from"))
        raise RequestError(f"{named(key, value)}: {problem(key, SearchOptions)}") from None
    if (why := cores_above_machine(options.cores, options.cluster)) is not None:
        raise RequestError(f"{named('cores', options.cores)}: {why}")
    return options
