"""The .xtm model file: round trip, and one-line errors for damaged or newer files."""

import json
import struct

import numpy as np
import pytest

from xtune.surrogate.model import ModelConfig
from xtune.surrogate.modelfile import MAGIC, SCHEMA_VERSION, ModelFileError, read_model_file
from xtune.surrogate.predict import GNNModel, bundled_model_path
from xtune.surrogate.synthetic import synthetic_examples, synthetic_programs
from xtune.surrogate.train import new_gnn

pytestmark = pytest.mark.usefixtures("fast_compiles")  # tiny models, fast compiles (conftest)


@pytest.fixture(scope="module")
def example():
    return synthetic_examples(synthetic_programs(1, seed=5), num_configs=20, seed=5)[0]


@pytest.fixture(scope="module")
def saved(example, tmp_path_factory):
    surrogate = new_gnn([example], ModelConfig.tiny(mod_capacity=0.5), seed=3)
    surrogate = surrogate.replace(info={"data_fingerprint": "abc", "valid_metrics": {"kendall_tau": 0.5}})
    path = tmp_path_factory.mktemp("model") / "m.xtm"
    surrogate.save(path)
    return surrogate, path


def test_save_then_load_gives_identical_predictions_and_header(saved, example):
    surrogate, path = saved
    loaded = GNNModel.load(path)
    np.testing.assert_array_equal(loaded.predict(example), surrogate.predict(example))
    assert loaded.config == surrogate.config and loaded.pad == -1.0
    assert loaded.option_names == surrogate.option_names and len(loaded.option_names) > 0
    np.testing.assert_array_equal(loaded.normalizer.std, surrogate.normalizer.std)
    assert loaded.info["data_fingerprint"] == "abc"
    header, _ = read_model_file(path)
    assert header["schema_version"] == SCHEMA_VERSION and header["opcode_vocab_size"] == 121
    assert header["feature_layout"]["node_feat_dim"] == 140 and header["model"]["mod_capacity"] == 0.5


def one_line_error(path) -> str:
    with pytest.raises(ModelFileError) as err:
        GNNModel.load(path)
    message = str(err.value)
    assert "\n" not in message and str(path) in message
    return message


def test_a_truncated_file_gives_a_one_line_error(saved, tmp_path):
    data = saved[1].read_bytes()
    for cut in (5, 30, len(data) // 2, len(data) - 1):
        bad = tmp_path / f"cut{cut}.xtm"
        bad.write_bytes(data[:cut])
        assert "truncated" in one_line_error(bad)


def test_a_corrupt_file_gives_a_one_line_error(saved, tmp_path):
    data = bytearray(saved[1].read_bytes())
    data[-100] ^= 0xFF  # a parameter byte
    bad = tmp_path / "flipped.xtm"
    bad.write_bytes(bytes(data))
    assert "checksum" in one_line_error(bad)
    garbage = tmp_path / "garbage.xtm"
    garbage.write_bytes(b"this is not a model at all" * 10)
    assert "not an xtune model file" in one_line_error(garbage)
    assert "no such" in one_line_error(tmp_path / "missing.xtm")


def test_a_file_from_a_newer_schema_version_gives_a_one_line_error(saved, tmp_path):
    data = saved[1].read_bytes()
    (length,) = struct.unpack_from("<Q", data, len(MAGIC))
    start = len(MAGIC) + 8
    header = json.loads(data[start:start + length])
    header["schema_version"] = SCHEMA_VERSION + 1
    head = json.dumps(header).encode()
    bad = tmp_path / "newer.xtm"
    bad.write_bytes(MAGIC + struct.pack("<Q", len(head)) + head + data[start + length:])
    assert "newer" in one_line_error(bad)


def test_parameters_that_do_not_fit_the_header_give_a_one_line_error(saved, example, tmp_path):
    surrogate, _ = saved
    other = new_gnn([example], ModelConfig.tiny(), seed=0)  # no MoD routers
    bad = tmp_path / "mismatch.xtm"
    other.replace(config=surrogate.config).save(bad)
    assert "do not fit" in one_line_error(bad)


def test_the_bundled_model_loads_with_its_training_record():
    assert bundled_model_path().is_file()  # the checkout ships surrogate/models/default.xtm
    bundled = GNNModel.load(None)
    header, _ = read_model_file(bundled_model_path())
    assert bundled.config == ModelConfig.from_dict(header["model"]) and bundled.pad == header["pad"] == -1.0
    assert bundled.option_names == tuple(header["option_names"]) and bundled.option_names
    assert len(bundled.info["data_fingerprint"]) == 16
    assert {"valid_metrics", "test_metrics", "best_epoch", "train_config"} <= set(bundled.info)


def test_an_installation_without_the_bundled_model_says_how_to_make_one(tmp_path, monkeypatch):
    import importlib.resources

    monkeypatch.setattr(importlib.resources, "files", lambda package: tmp_path)  # an empty package folder
    with pytest.raises(ModelFileError, match="no bundled model.*xtune train"):
        GNNModel.load(None)
