"""One home for settings: every default is defined once (`xtune.measure.settings` for how to
measure, `xtune.search.settings` for a search's own), and the front doors read it there, so one
request gives the same settings through `xtune search`, `xtune.tune()` and a batch file."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest
from click.testing import CliRunner
from conftest import ROOT, tiny_args, tiny_fn

from xtune.measure import settings as home
from xtune.measure.cli import measure_cmd
from xtune.search.batch_spec import BatchSpec
from xtune.search.cli import batch_cmd, main, search_cmd
from xtune.search.settings import AnswerSettings, BudgetSettings, IslandSettings, MoveSettings, SearchSettings
from xtune.search.tune import tune
from xtune.surrogate.cli import build_cmd


class Captured(Exception):
    """Raised by the stand-in search once the settings are seen: nothing is measured."""


@pytest.fixture
def seen(monkeypatch):
    """Stands in for the `Measurer` and the `Search` of every front door and keeps the
    settings they were given: {"measure": [MeasureSettings...], "search": [SearchSettings...]}."""
    seen: dict[str, list] = {"measure": [], "search": []}

    class Measurer:
        def __init__(self, settings, store=None, runner=None):
            seen["measure"].append(settings)

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            pass

    class Search:
        def __init__(self, program, measurer, cost_model, settings, **kw):
            seen["search"].append(settings)

        def run(self):
            raise Captured

    for where in ("xtune.measure.measurer", "xtune.search.tune", "xtune.search.batch"):
        monkeypatch.setattr(importlib.import_module(where), "Measurer", Measurer)
    for where in ("xtune.search.engine", "xtune.search.tune", "xtune.search.batch"):  # xtune.search.tune: the
        monkeypatch.setattr(importlib.import_module(where), "Search", Search)  # function shadows the module
    monkeypatch.delenv("XTUNE_CLUSTER", raising=False)
    return seen


# One request, as each front door takes it: (its `xtune search` options, its `tune()` keywords,
# its batch file's top-level keys, its batch file's [defaults]).
REQUESTS = {
    "defaults": {"cores": 1},
    "knobs": {"cores": 2, "jobs": 2, "max_time": 1.5, "timeout": 60, "measurements": 7, "time": 90, "seed": 5},
    "in process": {"cores": 1, "in_process": True, "measurements": 3},
}
TUNE_NAMES = {"max_time": "max_time_per_config_s", "timeout": "timeout_s"}
BUDGET_KEYS = ("measurements", "time")


def cli_args(request: dict) -> list[str]:
    args: list[str] = []
    for key, value in request.items():
        option = "--" + key.replace("_", "-")
        args += [option] if value is True else [option, str(value)]
    return args


def batch_file(request: dict, program: Path, folder: Path) -> Path:
    def lines(items):
        return [f"{k} = {str(v).lower() if isinstance(v, bool) else v}" for k, v in items]

    top = [(k, v) for k, v in request.items() if k not in BUDGET_KEYS]
    budget = [(k, v) for k, v in request.items() if k in BUDGET_KEYS]
    path = folder / "jobs.toml"
    path.write_text("\n".join(['model = "random"', 'db = "b.db"', 'out = "out"', *lines(top), "[defaults]",
                               *lines(budget), "[[program]]", f'path = "{program}"', ""]))
    return path


@pytest.mark.parametrize("request_", REQUESTS.values(), ids=list(REQUESTS))
def test_one_request_gets_the_same_settings_through_each_front_door(request_, seen, tiny_mlir, tmp_path):
    result = CliRunner().invoke(main, ["search", str(tiny_mlir), "--model", "random", "--db", str(tmp_path / "s.db"),
                                       *cli_args(request_)])
    assert isinstance(result.exception, Captured), result.output
    with pytest.raises(Captured):
        tune(tiny_fn, *tiny_args(), model="random", db=tmp_path / "t.db",
             **{TUNE_NAMES.get(k, k): v for k, v in request_.items()})
    result = CliRunner().invoke(main, ["batch", str(batch_file(request_, tiny_mlir, tmp_path))])
    assert result.exit_code == 1 and "Captured" in result.output, result.output  # the stand-in's error row

    searched, tuned, batched = seen["measure"]
    assert searched == tuned == batched
    assert searched.cores == request_["cores"]
    assert searched.in_process == request_.get("in_process", False)
    assert searched.policy.max_time_s == request_.get("max_time", home.SEARCH_MAX_TIME_S)
    searched, tuned, batched = seen["search"]
    assert searched == tuned == batched
    assert searched.budget.measurements == request_.get("measurements", BudgetSettings.measurements)
    assert searched.budget.time_s == request_.get("time")


def test_the_defaults_users_get_are_todays(seen, tiny_mlir, tmp_path):
    # a deliberate change of a default changes it in its home and here
    CliRunner().invoke(main, ["search", str(tiny_mlir), "--model", "random", "--db", str(tmp_path / "s.db")])
    (measure,), (search,) = seen["measure"], seen["search"]
    assert (measure.cores, measure.jobs, measure.timeout_s, measure.policy.max_time_s, measure.in_process,
            measure.cluster, measure.history_tolerance, measure.policy.quantile) == (None, 1, 300.0, 4.0, False,
                                                                                     None, 0.10, 0.1)
    assert (search.budget.measurements, search.islands.num_islands, search.moves.compile_screen,
            search.answer.confirm, search.answer.confirm_processes, search.answer.explain,
            search.objective, search.seed) == (30, 8, 0, True, 3, True, "time", 0)
    assert measure == home.MeasureSettings.for_search() == BatchSpec(((str(tiny_mlir), search),), "b.db", "o").measure
    assert search == SearchSettings()
    assert (home.MEASURE_MAX_TIME_S, home.DATASET_MAX_TIME_S, home.DATASET_CORES) == (8.0, 2.0, 1)
    assert home.MeasureSettings().policy.max_time_s == home.MEASURE_MAX_TIME_S


def _option(command, name: str):
    return next(p for p in command.params if p.name == name)


@pytest.mark.parametrize("command,name,default", [
    (search_cmd, "max_time_s", home.SEARCH_MAX_TIME_S), (search_cmd, "timeout_s", home.TIMEOUT_S),
    (search_cmd, "jobs", home.JOBS), (search_cmd, "measurements", BudgetSettings.measurements),
    (search_cmd, "islands", IslandSettings.num_islands), (search_cmd, "compile_screen", MoveSettings.compile_screen),
    (search_cmd, "default_tolerance", home.HISTORY_TOLERANCE), (search_cmd, "estimator", home.ESTIMATOR),
    (search_cmd, "confirm", AnswerSettings.confirm), (search_cmd, "explain", AnswerSettings.explain),
    (measure_cmd, "max_time_s", home.MEASURE_MAX_TIME_S), (measure_cmd, "timeout_s", home.TIMEOUT_S),
    (measure_cmd, "jobs", home.JOBS), (build_cmd, "max_time_s", home.DATASET_MAX_TIME_S),
    (build_cmd, "cores", home.DATASET_CORES), (build_cmd, "timeout_s", home.TIMEOUT_S),
])
def test_the_help_shows_each_default_from_its_home(command, name, default):
    option = _option(command, name)
    assert option.default == default and option.show_default


@pytest.mark.parametrize("name,default", [
    ("max_time_s", home.SEARCH_MAX_TIME_S), ("timeout_s", home.TIMEOUT_S), ("num_jobs", home.JOBS),
    ("measurements", BudgetSettings.measurements), ("confirm_processes", AnswerSettings.confirm_processes),
])
def test_options_that_default_to_a_file_or_the_home_say_the_homes_value(name, default):
    command = batch_cmd if name != "confirm_processes" else search_cmd
    assert f"[default: {default:g}]" in _option(command, name).help


SETTINGS_OPTIONS = {"--max-time", "--timeout", "--cores", "--jobs", "--islands", "--measurements", "--objective",
                    "--compile-screen", "--confirm-processes", "--default-tolerance", "--estimator", "--group-moves",
                    "--confirm/--no-confirm", "--explain/--no-explain", "--pins/--no-pins", "--swaps/--no-swaps"}


@pytest.mark.parametrize("path", ["measure/cli.py", "search/cli.py", "surrogate/cli.py", "deploy/cli.py"])
def test_no_command_line_option_of_a_setting_writes_its_default_as_a_literal(path):
    literals = []
    for node in ast.walk(ast.parse((ROOT / path).read_text())):
        if not (isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant)
                and node.args[0].value in SETTINGS_OPTIONS):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        default = (node.args[2] if len(node.args) > 2 else None) if name in ("seconds_option", "count_option") \
            else next((k.value for k in node.keywords if k.arg == "default"), None)
        if isinstance(default, ast.Constant) and default.value is not None:
            literals.append(f"{node.args[0].value} (line {node.lineno}): {default.value!r}")
    assert not literals, f"{path}: defaults written here, not read from their home: {literals}"


def test_measure_settings_keep_their_old_import():
    from xtune.measure import MeasureSettings as from_package
    from xtune.measure.measurer import MeasureSettings as from_measurer

    assert from_package is from_measurer is home.MeasureSettings
