"""`xtune train | evaluate | predict` on a tiny synthetic dataset."""


import pytest
from click.testing import CliRunner

from xtune.search.cli import main
from xtune.surrogate.synthetic import synthetic_program, write_synthetic_dataset

pytestmark = pytest.mark.usefixtures("fast_compiles")  # tiny models, fast compiles (conftest)


@pytest.fixture(scope="module")
def dataset_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("cli_ds")
    write_synthetic_dataset(out, {"train": 3, "valid": 1, "test": 1}, num_configs=40, seed=7)
    return out


@pytest.fixture(scope="module")
def model_path(dataset_dir, tmp_path_factory):
    path = tmp_path_factory.mktemp("cli_model") / "m.xtm"
    result = CliRunner().invoke(main, ["train", str(dataset_dir), "--out", str(path), "--preset", "tiny",
                                       "--epochs", "3", "--seed", "1"])
    assert result.exit_code == 0, result.output
    assert "wrote" in result.output and "training the GNN on 3 graphs, early stopping on 1" in result.output
    return path


def test_train_writes_a_tiny_model_with_its_seed_and_held_out_metrics(model_path):
    from xtune.surrogate.model import ModelConfig
    from xtune.surrogate.predict import GNNModel

    model = GNNModel.load(model_path)
    assert model.config == ModelConfig.tiny() and model.pad == -1.0
    info = model.info
    assert info["train_config"]["seed"] == 1 and info["train_config"]["epochs"] == 3
    assert info["epochs_run"] <= 3 and info["train_graphs"] == 3 and info["valid_graphs"] == 1
    assert set(info["test_metrics"]) >= {"kendall_tau", "opa", "top5_slowdown"}  # the test/ split was evaluated


def test_evaluate_prints_a_table_per_program_with_the_mean(model_path, dataset_dir):
    result = CliRunner().invoke(main, ["evaluate", "--model", str(model_path), str(dataset_dir)])
    assert result.exit_code == 0, result.output
    assert "tau" in result.output and "top-5" in result.output and "mean" in result.output
    assert "1 graphs (test)" in result.output
    every = CliRunner().invoke(main, ["evaluate", "--model", str(model_path), str(dataset_dir), "--split", "all"])
    assert every.exit_code == 0 and "5 graphs" in every.output


def test_evaluate_against_the_count_and_random_compares_per_program(model_path, dataset_dir):
    from xtune.surrogate.baselines import baseline_metrics
    from xtune.surrogate.training_data import load_dataset

    result = CliRunner().invoke(main, [
        "evaluate", "--model", str(model_path), str(dataset_dir), "--split", "all", "--against", "count",
        "--against", "random"])
    assert result.exit_code == 0, result.output
    assert "tau count" in result.output and "tau random" in result.output
    lines = [ln for ln in result.output.splitlines() if ln.startswith("against ")]
    assert len(lines) == 2 and "the count" in lines[0] and "of 5 programs" in lines[0]
    examples = [ex for s in ("train", "valid", "test") for ex in getattr(load_dataset([str(dataset_dir)]), s)]
    count = baseline_metrics(examples, "count")[1]["kendall_tau"]
    assert f"vs {count:.3f}" in lines[0] and "Wilcoxon signed-rank p = " in lines[0]


def test_predict_ranks_the_default_and_random_configs_of_a_program(model_path, tmp_path):
    program = tmp_path / "p.mlir"
    program.write_text(synthetic_program("gram", 16, 8).text)
    result = CliRunner().invoke(main, ["predict", "--model", str(model_path), str(program), "--random", "4"])
    assert result.exit_code == 0, result.output
    assert "default" in result.output and "1.000x" in result.output and "5 configs" in result.output


def test_a_broken_model_file_is_a_one_line_error(dataset_dir, tmp_path):
    bad = tmp_path / "bad.xtm"
    bad.write_bytes(b"XTUNE-MODEL\0")
    result = CliRunner().invoke(main, ["evaluate", "--model", str(bad), str(dataset_dir)])
    assert result.exit_code == 2  # bad input
    assert result.output.strip().count("\n") == 0 and "Error:" in result.output and "bad.xtm" in result.output


def test_train_with_the_layout_count_writes_a_count_model(dataset_dir, tmp_path):
    from xtune.surrogate.predict import GNNModel
    from xtune.surrogate.layout_count import COUNT_NAMES

    path = tmp_path / "count.xtm"
    result = CliRunner().invoke(main, ["train", str(dataset_dir), "--out", str(path), "--preset", "tiny",
                                       "--epochs", "2", "--layout-count"])
    assert result.exit_code == 0, result.output
    model = GNNModel.load(path)
    assert model.config.layout_count and model.option_names[-2:] == COUNT_NAMES


def test_evaluate_and_predict_read_a_potentials_model(dataset_dir, tmp_path):
    from xtune.surrogate.baselines import baseline_metrics
    from xtune.surrogate.metrics import evaluate_rankings
    from xtune.surrogate.potentials import PotentialsModel
    from xtune.surrogate.training_data import load_dataset

    result = CliRunner().invoke(main, ["evaluate", "--model", "potentials", str(dataset_dir), "--split", "all",
                                       "--against", "count"])
    assert result.exit_code == 0, result.output
    examples = [ex for s in ("train", "valid", "test") for ex in getattr(load_dataset([str(dataset_dir)]), s)]
    bundled = PotentialsModel.load()
    own = evaluate_rankings({f"{ex.name}#{i}": (bundled.score_example(ex), ex.runtime)
                             for i, ex in enumerate(examples)})[1]["kendall_tau"]
    count = baseline_metrics(examples, "count")[1]["kendall_tau"]
    line = next(ln for ln in result.output.splitlines() if ln.startswith("against "))
    assert f"mean tau {own:.3f} vs {count:.3f}" in line
    program = tmp_path / "p.mlir"
    program.write_text(synthetic_program("gram", 16, 8).text)
    shown = CliRunner().invoke(main, ["predict", "--model", "potentials", str(program), "--random", "4"])
    assert shown.exit_code == 0, shown.output
    assert "default" in shown.output and "1.000x" in shown.output and "5 configs" in shown.output
