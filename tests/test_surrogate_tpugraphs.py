"""surrogate.tpugraphs: TpuGraphs .npz files, read and written exactly, failures as one-line DatasetErrors."""

from __future__ import annotations

import random
import zipfile

import numpy as np
import pytest

from xtune.measure.space import ConfigSpace
from xtune.surrogate.config_features import extra_config_features, option_feature_names, option_features
from xtune.surrogate.graph import build_graph
from xtune.surrogate.tpugraphs import (
    LAYOUT_KEYS,
    TILE_KEYS,
    DatasetError,
    LayoutExample,
    TileExample,
    layout_example,
    load,
    load_layout,
    load_sidecar,
    load_tile,
    save_layout,
    save_sidecar,
    save_tile,
    sidecar_path,
)


@pytest.fixture(scope="module")
def attention_layout(attention_program):
    space = ConfigSpace(attention_program)
    graph = build_graph(attention_program, space)
    rng = random.Random(0)
    configs = [space.default()] + [space.random(rng) for _ in range(4)]
    feats = graph.node_config_feat(space, configs)
    runtime_ns = np.array([4.1e6, 5.2e6, 3.9e6, 7.0e6, 4.4e6])
    return space, configs, layout_example(graph, feats, runtime_ns)


@pytest.fixture
def layout_file(tmp_path, attention_layout):
    return save_layout(tmp_path / "attention.npz", attention_layout[2])


def tile_example(c: int = 3) -> TileExample:
    rng = np.random.default_rng(0)
    return TileExample(node_feat=rng.normal(size=(5, 140)).astype(np.float32),
                       node_opcode=np.array([63, 63, 34, 13, 2], np.int32),
                       edge_index=np.array([[2, 0], [2, 1], [4, 2], [4, 3]], np.int32),
                       config_feat=rng.integers(0, 8, size=(c, 24)).astype(np.float32),
                       config_runtime=np.arange(1, c + 1, dtype=np.int64) * 1000,
                       config_runtime_normalizers=np.full(c, 1500, np.int64))


def rewrite(path, **changes) -> None:
    """Rewrites an npz with some arrays replaced (None = key removed)."""
    with np.load(path) as z:
        arrays = {k: z[k] for k in z.files}
    for k, v in changes.items():
        if v is None:
            arrays.pop(k)
        else:
            arrays[k] = v
    with open(path, "wb") as f:
        np.savez(f, **arrays)


def assert_one_line_error_naming(path, excinfo, *words) -> None:
    message = str(excinfo.value)
    assert "\n" not in message and str(path) in message
    for w in words:
        assert w in message


# --- round trips -----------------------------------------------------------------------

def test_layout_write_then_read_gives_identical_arrays(layout_file, attention_layout):
    ex = attention_layout[2]
    back = load_layout(layout_file)
    for key in LAYOUT_KEYS:
        np.testing.assert_array_equal(getattr(back, key), getattr(ex, key), err_msg=key)
        assert getattr(back, key).dtype == getattr(ex, key).dtype, key
    assert back.source == str(layout_file) and back.num_configs == 5
    assert back.config_runtime.tolist() == [4_100_000, 5_200_000, 3_900_000, 7_000_000, 4_400_000]


def test_layout_file_holds_exactly_the_published_keys_dtypes_and_shapes(layout_file, attention_layout):
    ex = attention_layout[2]
    with np.load(layout_file) as z:
        assert sorted(z.files) == sorted(LAYOUT_KEYS)
        dtypes = {k: z[k].dtype.name for k in z.files}
        assert z["node_splits"].shape == (1, ex.node_splits.size)
        assert z["node_config_feat"].shape == (5, ex.node_config_ids.size, 18)
    assert dtypes == {"node_feat": "float32", "node_opcode": "uint8", "edge_index": "int64",
                      "node_config_feat": "float32", "node_config_ids": "int64", "node_splits": "int64",
                      "config_runtime": "int64"}


def test_tile_write_then_read_gives_identical_arrays(tmp_path):
    ex = tile_example()
    path = save_tile(tmp_path / "kernel.npz", ex)
    back = load_tile(path)
    with np.load(path) as z:
        assert sorted(z.files) == sorted(TILE_KEYS)
    for key in TILE_KEYS:
        np.testing.assert_array_equal(getattr(back, key), getattr(ex, key), err_msg=key)


def test_load_reads_a_tile_or_a_layout_file_by_its_keys(tmp_path, layout_file):
    tile = load(save_tile(tmp_path / "kernel.npz", tile_example()))
    layout = load(layout_file)
    assert isinstance(tile, TileExample) and tile.num_configs == 3
    assert isinstance(layout, LayoutExample) and layout.num_configs == 5


def test_files_with_readme_dtypes_load_to_the_same_arrays(layout_file, attention_layout):
    ex = attention_layout[2]
    rewrite(layout_file, node_opcode=ex.node_opcode.astype(np.int32), edge_index=ex.edge_index.astype(np.int32),
            node_config_ids=ex.node_config_ids.astype(np.int32), node_splits=ex.node_splits.astype(np.int32),
            config_runtime=ex.config_runtime.astype(np.int32))
    back = load_layout(layout_file)
    assert back.node_opcode.dtype == np.int32 and back.node_splits.dtype == np.int64
    np.testing.assert_array_equal(back.node_splits, ex.node_splits)
    np.testing.assert_array_equal(back.edge_index, ex.edge_index)


def test_writer_keeps_the_callers_file_name(tmp_path, attention_layout):
    path = save_layout(tmp_path / "graph.data", attention_layout[2])
    assert path.name == "graph.data" and path.exists() and not (tmp_path / "graph.data.npz").exists()


def test_extension_features_go_to_a_sidecar_not_into_the_tpugraphs_file(layout_file, attention_layout):
    space, configs, ex = attention_layout
    extra = extra_config_features(space, configs)
    options = option_features(space, configs)
    side = save_sidecar(layout_file, node_config_extra=extra, config_option_feat=options,
                        config_node_ids=tuple(n.id for n in space.nodes), extra_feature_names=("swap",),
                        option_feature_names=tuple(option_feature_names(space)))
    assert side == sidecar_path(layout_file) and side.name == "attention.xtune.npz"
    with np.load(layout_file) as z:
        assert sorted(z.files) == sorted(LAYOUT_KEYS)
    back = load_sidecar(layout_file)
    np.testing.assert_array_equal(back["node_config_extra"], extra)
    np.testing.assert_array_equal(back["config_option_feat"], options)
    assert back["config_node_ids"].tolist() == [n.id for n in space.nodes]


# --- broken files ------------------------------------------------------------------------

def test_a_truncated_file_gives_a_one_line_error_naming_it(layout_file):
    data = layout_file.read_bytes()
    layout_file.write_bytes(data[: len(data) // 2])
    with pytest.raises(DatasetError) as excinfo:
        load_layout(layout_file)
    assert_one_line_error_naming(layout_file, excinfo)


def test_corrupt_bytes_give_a_one_line_error_naming_the_file(layout_file):
    data = bytearray(layout_file.read_bytes())
    with zipfile.ZipFile(layout_file) as zf:
        info = zf.getinfo("node_feat.npy")
    middle = info.header_offset + 30 + len(info.filename) + info.compress_size // 2
    data[middle:middle + 64] = bytes(range(64))
    layout_file.write_bytes(bytes(data))
    with pytest.raises(DatasetError) as excinfo:
        load_layout(layout_file)
    assert_one_line_error_naming(layout_file, excinfo, "node_feat")


def test_a_file_that_is_not_an_npz_gives_a_one_line_error(tmp_path):
    path = tmp_path / "junk.npz"
    path.write_bytes(b"\x00\x01 definitely not a zip archive \n second line")
    with pytest.raises(DatasetError) as excinfo:
        load_layout(path)
    assert_one_line_error_naming(path, excinfo, "not a readable npz")


def test_a_missing_file_gives_a_one_line_error(tmp_path):
    with pytest.raises(DatasetError) as excinfo:
        load_layout(tmp_path / "absent.npz")
    assert_one_line_error_naming(tmp_path / "absent.npz", excinfo, "no such file")


def test_a_missing_key_is_named(layout_file):
    rewrite(layout_file, node_config_ids=None)
    with pytest.raises(DatasetError) as excinfo:
        load_layout(layout_file)
    assert_one_line_error_naming(layout_file, excinfo, "missing key 'node_config_ids'")


def test_a_feature_width_of_139_is_refused(layout_file, attention_layout):
    rewrite(layout_file, node_feat=attention_layout[2].node_feat[:, :139])
    with pytest.raises(DatasetError) as excinfo:
        load_layout(layout_file)
    assert_one_line_error_naming(layout_file, excinfo, "node_feat", "140")


def test_a_non_positive_runtime_is_refused(layout_file, attention_layout):
    runtime = attention_layout[2].config_runtime.copy()
    runtime[3] = 0
    rewrite(layout_file, config_runtime=runtime)
    with pytest.raises(DatasetError) as excinfo:
        load_layout(layout_file)
    assert_one_line_error_naming(layout_file, excinfo, "config_runtime[3]", "not positive")


@pytest.mark.parametrize("change, words", [
    (lambda ex: {"edge_index": np.array([[1, 0], [len(ex.node_opcode), 0]])}, ("edge_index", "out of range")),
    (lambda ex: {"node_config_ids": ex.node_config_ids[:-1]}, ("node_config_ids", "nc=")),
    (lambda ex: {"config_runtime": ex.config_runtime[:-1]}, ("config_runtime", "5 configs")),
    (lambda ex: {"node_opcode": ex.node_opcode[:-1]}, ("node_opcode", "rows")),
    (lambda ex: {"node_config_feat": ex.node_config_feat[..., :17]}, ("node_config_feat", "18")),
    (lambda ex: {"node_splits": ex.node_splits[::-1].copy()}, ("node_splits",)),
    (lambda ex: {"config_runtime": ex.config_runtime.astype(np.float64) / 1e9}, ("non-integer",)),
], ids=["edge-out-of-range", "nc-mismatch", "runtime-length", "opcode-length", "config-width", "splits-order",
        "float-seconds"])
def test_inconsistent_arrays_are_refused_with_a_one_line_error(layout_file, attention_layout, change, words):
    rewrite(layout_file, **change(attention_layout[2]))
    with pytest.raises(DatasetError) as excinfo:
        load_layout(layout_file)
    assert_one_line_error_naming(layout_file, excinfo, *words)


def test_tile_normalizers_must_be_positive(tmp_path):
    path = save_tile(tmp_path / "kernel.npz", tile_example())
    rewrite(path, config_runtime_normalizers=np.array([1500, -1, 1500]))
    with pytest.raises(DatasetError) as excinfo:
        load_tile(path)
    assert_one_line_error_naming(path, excinfo, "config_runtime_normalizers[1]")


def test_writer_refuses_an_inconsistent_example(tmp_path, attention_layout):
    ex = attention_layout[2]
    bad = LayoutExample(**{**{k: getattr(ex, k) for k in LAYOUT_KEYS}, "config_runtime": ex.config_runtime * -1})
    with pytest.raises(DatasetError, match="not positive"):
        save_layout(tmp_path / "bad.npz", bad)
    assert not (tmp_path / "bad.npz").exists()
