"""One checked request per run (`xtune.search.request`): a folder search measures each
program exactly as a single search with the same options does, and a batch takes every
search option; a bad option is one line naming it."""

from __future__ import annotations

import shutil

import pytest
from click.testing import CliRunner
from conftest import ATTENTION

from xtune.measure.fake import fake_measurer
from xtune.measure.program import load_program
from xtune.measure.store import RecordStore
from xtune.search import batch
from xtune.search.cli import main
from xtune.search.request import OPTION_KEYS, SearchOptions, checked
from xtune.search.settings import RequestError

COMMON = ["--model", "random", "--cores", "1", "--in-process"]
# every search option that is not its default, in two requests (a loop-free fake space)
VARIANTS = {
    "moves": ["--no-pins", "--suggestions", "0", "--resume", "--group-moves", "3", "--fixed-order", "--no-loops",
              "--loop-screen", "0", "--compile-screen", "0", "--seed", "5", "--islands", "4", "--measurements", "9",
              "--no-confirm", "--time", "1h"],
    "answer": ["--no-swaps", "--objective", "pareto", "--confirm-processes", "1", "--explain", "--seed", "2",
               "--measurements", "7", "--estimator", "median-pair", "--default-tolerance", "0", "--suggestions", "5"],
}


@pytest.fixture
def fake(monkeypatch):
    """Every search of the command line measures on the fake runner (`batch.Measurer`: the one
    name a folder's and a program's searches measure through)."""
    monkeypatch.setattr(batch, "Measurer", lambda settings, store: fake_measurer(settings, store))


@pytest.fixture
def programs(tmp_path, tiny_mlir):
    folder = tmp_path / "programs"
    folder.mkdir()
    shutil.copy(tiny_mlir, folder / "tiny.mlir")
    shutil.copy(ATTENTION, folder / "attention.mlir")
    return folder


def measured(db, program) -> list[tuple[str, str]]:
    """What the store holds of `program`, in the order it was measured: (config hash, status)."""
    with RecordStore(db) as store:
        return [(r.config_hash, r.status) for r in store.records(load_program(program).fingerprint)]


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_a_folder_search_measures_each_program_as_a_single_search_with_the_same_options(fake, programs, tmp_path,
                                                                                      variant):
    args = [*COMMON, *VARIANTS[variant]]
    folder = CliRunner().invoke(main, ["search", str(programs), *args, "--db", str(tmp_path / "folder.db"),
                                       "--report", str(tmp_path / "report")])
    assert folder.exit_code == 0, folder.output
    for program in sorted(programs.glob("*.mlir")):
        db = tmp_path / f"{program.stem}.db"
        single = CliRunner().invoke(main, ["search", str(program), *args, "--db", str(db)])
        assert single.exit_code == 0, single.output
        alone = measured(db, program)
        assert len(alone) >= 7 and measured(tmp_path / "folder.db", program) == alone, program.name


def test_xtune_batch_on_a_folder_measures_as_xtune_search_on_it(fake, programs, tmp_path):
    args = [*COMMON, *VARIANTS["moves"]]
    searched = CliRunner().invoke(main, ["search", str(programs), *args, "--db", str(tmp_path / "s.db"),
                                         "--report", str(tmp_path / "s")])
    batched = CliRunner().invoke(main, ["batch", str(programs), *args, "--db", str(tmp_path / "b.db"),
                                        "--out", str(tmp_path / "b")])
    assert searched.exit_code == 0 and batched.exit_code == 0, searched.output + batched.output
    for program in programs.glob("*.mlir"):
        assert measured(tmp_path / "b.db", program) == measured(tmp_path / "s.db", program) != []


def test_a_batch_file_takes_every_search_option_as_a_key_and_an_option_given_wins(fake, programs, tmp_path):
    jobs = tmp_path / "jobs.toml"
    jobs.write_text('model = "random"\ncores = 1\nin_process = true\npins = false\ngroup_moves = 3\nseed = 5\n'
                    f'suggestions = 0\nloops = false\nconfirm = false\n[[program]]\npath = "{programs}"\n'
                    "measurements = 9\n")
    from xtune.search.batch_spec import load_toml

    spec = load_toml(jobs, seed=6)
    settings = {s for _, s in spec.programs}
    assert len(settings) == 1 and len(spec.programs) == 2
    (s,) = settings
    assert (s.moves.screen_pins, s.moves.group_size, s.moves.suggestions, s.moves.loops, s.answer.confirm,
            s.seed, s.budget.measurements) == (False, 3, 0, False, False, 6, 9)
    result = CliRunner().invoke(main, ["batch", str(jobs), "--group-moves", "2"])
    assert result.exit_code == 0, result.output
    assert "xtune batch: 2 of 2 programs" in result.output


def test_a_time_only_batch_budget_has_no_measurement_cap(programs, tmp_path):
    jobs = tmp_path / "jobs.toml"
    jobs.write_text(f'[defaults]\ntime = "2m"\n[[program]]\npath = "{programs / "tiny.mlir"}"\n')
    from xtune.search.batch_spec import load_toml

    [(_, settings)] = load_toml(jobs).programs
    assert (settings.budget.measurements, settings.budget.time_s) == (None, 120.0)


@pytest.mark.parametrize("args, says", [
    (["--islands", "1"], "'--islands'"),
    (["--group-moves", "0"], "'--group-moves'"),
    (["--estimator", "mean"], "'--estimator'"),
    (["--confirm-processes", "0"], "'--confirm-processes'"),
])
def test_a_search_option_out_of_range_is_refused_by_batch_too_in_one_line(programs, tmp_path, args, says):
    result = CliRunner().invoke(main, ["batch", str(programs), *args, "--db", str(tmp_path / "b.db")])
    errors = [ln for ln in result.output.splitlines() if ln.startswith("Error:")]
    assert result.exit_code == 2 and len(errors) == 1 and says in errors[0], result.output
    assert not (tmp_path / "b.db").exists()


@pytest.mark.parametrize("values, says", [
    ({"measurements": 0}, "measurements = 0: must be an integer >= 1"),
    ({"measurements": None}, "a budget needs measurements, time or both"),
    ({"group_moves": True}, "group_moves = true: must be an integer >= 1"),
    ({"pins": "no"}, 'pins = "no": must be true or false'),
    ({"loop_screen": -1}, "loop_screen = -1: must be an integer >= 0"),
    ({"estimator": "mean"}, 'estimator = "mean": must be "p10" or "median-pair"'),
    ({"colour": "blue"}, "colour: no such option"),
])
def test_a_bad_option_is_one_request_error_naming_it(values, says):
    with pytest.raises(RequestError) as refused:
        checked(values).search_settings()
    assert says in str(refused.value) and "\n" not in str(refused.value)


def test_the_options_default_to_the_settings_homes():
    from xtune.measure.settings import MeasureSettings
    from xtune.search.settings import SearchSettings

    assert SearchOptions().search_settings() == SearchSettings()
    assert SearchOptions().measure_settings() == MeasureSettings.for_search()
    assert set(OPTION_KEYS) >= {"measurements", "time", "from", "group_moves", "estimator", "default_tolerance"}


def test_tune_refuses_a_bad_argument_with_a_request_error_naming_it(tmp_path):
    from conftest import tiny_args, tiny_fn

    from xtune.search.tune import tune

    with pytest.raises(RequestError, match="^jobs = 0: must be an integer >= 1$"):
        tune(tiny_fn, *tiny_args(), jobs=0, db=tmp_path / "t.db")
    assert not (tmp_path / "t.db").exists()


def test_the_former_learned_order_key_is_refused_naming_suggested_order(programs, tmp_path):
    with pytest.raises(RequestError, match="learned_order = false: no such option; it is suggested_order now"):
        checked({"learned_order": False})
    jobs = tmp_path / "jobs.toml"
    jobs.write_text(f'learned_order = false\n[[program]]\npath = "{programs}"\n')
    result = CliRunner().invoke(main, ["batch", str(jobs)])
    errors = [ln for ln in result.output.splitlines() if ln.startswith("Error:")]
    assert result.exit_code == 2 and len(errors) == 1, result.output
    assert "learned_order" in errors[0] and "it is suggested_order now" in errors[0]


def test_learned_order_still_orders_the_screen_as_the_suggestions_but_help_names_suggested_order(monkeypatch):
    import xtune.search.cli as cli

    seen = []

    def stop(values, *args):
        seen.append(checked(values, *args).suggested_order)
        raise SystemExit(0)

    monkeypatch.setattr(cli, "checked", stop)
    for flags, expected in ((["--fixed-order"], False), (["--fixed-order", "--learned-order"], True),
                            (["--suggested-order"], True), ([], True)):
        assert CliRunner().invoke(main, ["search", str(ATTENTION), *flags]).exit_code == 0
        assert seen.pop() is expected, flags
    shown = CliRunner().invoke(main, ["search", "--help"]).output
    assert "--suggested-order / --fixed-order" in shown and "--learned-order" not in shown
