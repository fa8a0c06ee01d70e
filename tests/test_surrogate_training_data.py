"""Training data: split folders, pads from manifests, TpuGraphs' own files (no sidecar, pad 0)."""

import json
import math
import shutil

import numpy as np
import pytest

from xtune.measure.space import ConfigSpace
from xtune.surrogate.graph import build_graph
from xtune.surrogate.synthetic import random_genomes, synthetic_program, synthetic_runtimes, write_synthetic_dataset
from xtune.surrogate.tpugraphs import SPLITS, DatasetError, layout_example, save_layout, sidecar_path
from xtune.surrogate.train import TrainConfig, evaluate, train
from xtune.surrogate.training_data import dataset_files, fingerprint_files, hold_out, load_dataset

pytestmark = pytest.mark.usefixtures("fast_compiles")  # tiny models, fast compiles (conftest)


@pytest.fixture(scope="module")
def dataset_dir(tmp_path_factory):
    out = tmp_path_factory.mktemp("ds")
    write_synthetic_dataset(out, {"train": 3, "valid": 1, "test": 1}, num_configs=20)
    return out


def tpugraphs_file(folder, template: str, m: int, k: int):
    """A layout file as TpuGraphs ships them: node features padded with 0, no sidecar, no manifest."""
    program = synthetic_program(template, m, k)
    space = ConfigSpace(program)
    graph = build_graph(program, space, pad=0.0)
    genomes = random_genomes(space, 20, np.random.default_rng(0))
    configs = [space.decode(g) for g in genomes]
    path = folder / f"{program.name}.npz"
    save_layout(path, layout_example(graph, graph.node_config_feat(space, configs),
                                     synthetic_runtimes(space, genomes) * 1e6))
    return path


def test_a_folder_with_splits_keeps_them_and_its_manifests_pad(dataset_dir):
    files = dataset_files([dataset_dir])
    assert [len(files[s]) for s in ("train", "valid", "test")] == [3, 1, 1]
    ds = load_dataset([dataset_dir])
    assert (len(ds.train), len(ds.valid), len(ds.test)) == (3, 1, 1)
    assert ds.pad == -1.0 and all(ex.pad == -1.0 for ex in ds.train)
    assert ds.train[0].options.shape == (20, len(ds.train[0].option_names)) and ds.train[0].option_names
    assert ds.train[0].codes.shape[2] == 19 and (ds.train[0].codes[..., 18] >= 0).all()


def test_the_fingerprint_is_of_the_files_names_and_bytes_not_of_where_they_are(dataset_dir, tmp_path):
    ds = load_dataset([dataset_dir])
    copy = tmp_path / "copy"
    shutil.copytree(dataset_dir, copy)
    assert load_dataset([copy]).fingerprint == ds.fingerprint
    files = dataset_files([copy])
    chosen = [f for s in SPLITS for f in files[s]]
    sidecar = sidecar_path(files["train"][0])
    sidecar.write_bytes(sidecar.read_bytes() + b"\0")  # a sidecar counts too
    assert fingerprint_files(chosen) != ds.fingerprint
    assert load_dataset([dataset_dir], splits=("train",)).fingerprint != ds.fingerprint  # of the files loaded


def test_tpugraphs_files_without_sidecar_have_pad_zero_no_swap_genes_and_no_options(tmp_path):
    path = tpugraphs_file(tmp_path, "chain", 16, 8)
    ds = load_dataset([path])
    ex = ds.train[0]
    assert ds.pad == 0.0 and ex.pad == 0.0
    assert ex.options.shape == (20, 0) and (ex.codes[..., 18] == 0).all()


def test_a_model_trains_and_evaluates_on_tpugraphs_files(tmp_path):
    paths = [tpugraphs_file(tmp_path, t, 16, 8) for t in ("chain", "gram", "batched")]
    ds = load_dataset(paths)
    result = train(ds.train[:2], ds.train[2:], TrainConfig.tiny(epochs=2))
    assert result.model.pad == 0.0 and result.model.option_names == ()
    assert len(result.history) == 2 and result.model.info["train_graphs"] == 2
    per, mean = evaluate(result.model, ds.train)
    assert sorted(per) == sorted(ex.name for ex in ds.train)
    assert all(not math.isnan(m["kendall_tau"]) for m in per.values())
    assert not math.isnan(mean["kendall_tau"]) and mean["kendall_tau"] == pytest.approx(
        np.mean([m["kendall_tau"] for m in per.values()]))
    assert np.ptp(result.model.predict(ds.train[0])) > 0  # the configs are told apart


def test_data_with_different_pads_cannot_be_mixed(dataset_dir, tmp_path):
    tpugraphs_file(tmp_path, "gram", 8, 8)
    with pytest.raises(DatasetError, match="pads"):
        load_dataset([dataset_dir, tmp_path])


def test_a_manifest_pad_is_honoured_and_missing_data_is_an_error(dataset_dir, tmp_path):
    manifest = json.loads((dataset_dir / "manifest.json").read_text())
    assert manifest["pad"] == -1.0
    with pytest.raises(DatasetError, match="no such"):
        load_dataset([tmp_path / "nothing"])
    with pytest.raises(DatasetError, match="no layout"):
        load_dataset([tmp_path])


def test_hold_out_splits_by_name_and_keeps_everything_when_there_is_too_little(dataset_dir):
    ds = load_dataset([dataset_dir])
    examples = list(ds.train) + list(ds.valid) + list(ds.test)
    train_part, valid_part = hold_out(examples, share=0.2)
    assert len(valid_part) == 1 and len(train_part) == 4
    assert {e.name for e in train_part}.isdisjoint({e.name for e in valid_part})
    assert hold_out(examples[:2]) == (examples[:2], examples[:2])
