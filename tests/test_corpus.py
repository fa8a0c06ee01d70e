"""Every program of the corpus (real JAX libraries with control flow and transformations,
`examples/corpus/`) gets through `xtune info`, `xtune predict --random 5` (with the bundled
potentials model and with the GNN) and a 10-measurement search with the bundled model.

The searches measure with the fake runner (`xtune.measure.fake`) but score with the
bundled model (the GNN's graph is what failed on these programs, and the potentials
model reads the same graph); the diffrax solve (`diffrax_tsit5`) is also searched for
real from the command line.
`python bench/graph_mapping.py --search` searches all of them for real."""

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from xtune.measure import MeasureSettings, RecordStore, load_program
from xtune.measure.fake import fake_measurer
from xtune.search.cli import main
from xtune.search.costmodel import load_model
from xtune.search.engine import Search
from xtune.search.settings import AnswerSettings, BudgetSettings, IslandSettings, MoveSettings, SearchSettings

CORPUS = sorted((Path(__file__).resolve().parents[1] / "examples" / "corpus").glob("*.mlir"))
REAL = ("diffrax_tsit5",)
pytestmark = pytest.mark.usefixtures("fast_compiles")  # the bundled model compiles faster (conftest)


def run(*args) -> str:
    result = CliRunner().invoke(main, [str(a) for a in args])
    assert result.exit_code == 0, result.output
    return result.output


@pytest.fixture(scope="module")
def bundled():
    return load_model()


def test_the_corpus_holds_the_programs_its_readme_names():
    names = {p.stem for p in CORPUS}
    assert {"diffrax_tsit5", "diffrax_tsit5_grad", "scan_while_cond", "switch_checkpoint", "custom_vjp_softmax",
            "vmap_fori", "pytree_bf16_scan", "flax_block_grad"} <= names
    readme = (CORPUS[0].parent / "README.md").read_text()
    assert all(f"`{n}`" in readme for n in names)


@pytest.mark.parametrize("path", CORPUS, ids=lambda p: p.stem)
def test_info_predict_and_a_search_on_the_bundled_model_get_through_every_corpus_program(path, bundled, tmp_path):
    info = json.loads(run("info", path, "--json"))
    assert info["nodes"] and info["genes"] > 0
    for model in ("potentials", "gnn"):
        predicted = run("predict", path, "--random", "5", "--model", model)
        assert "predicted runtime" in predicted and "could not place" not in predicted  # every node placed
    measurer = fake_measurer(MeasureSettings(cores=1), RecordStore(tmp_path / "s.db"))
    # the compile screen on, drawing 2x (not the default 4x): each draw compiles the program (~1 s here);
    # no loop screen, so that the budget reaches a round
    settings = SearchSettings(budget=BudgetSettings(10), moves=MoveSettings(compile_screen=2, screen_loops=0),
                              islands=IslandSettings(num_islands=2, pop_size=12, generations=2),
                              answer=AnswerSettings(confirm=False))
    result = Search(load_program(path), measurer, bundled, settings).run()
    assert result.measurements_used == 10 and result.rounds >= 1 and result.unplaced_nodes == ()
    assert len({r.config_hash for r in result.records}) == 10


@pytest.mark.parametrize("name", REAL)
def test_a_real_search_from_the_command_line_finishes(name, tmp_path):
    path = CORPUS[0].parent / f"{name}.mlir"
    db, report = tmp_path / "s.db", tmp_path / "report"
    searched = run("search", path, "--measurements", "10", "--cores", "1", "--in-process", "--max-time", "0.02",
                   "--no-confirm", "--db", db, "--report", report)
    assert "10 measurements in" in searched and "answering" in searched
    assert (report / "summary.md").read_text().startswith(f"# {name}")
    assert {r.status for r in RecordStore(db).records()} <= {"ok", "same_executable"}  # nothing failed
