"""Datasets: measure configs into a store, export TpuGraphs npz, resume, split by program."""

import json

import jax.numpy as jnp
import numpy as np
import pytest
from click.testing import CliRunner

from xtune.measure import MeasureSettings, Program, RecordStore, TimingPolicy
from xtune.search.cli import main
from xtune.surrogate.dataset_build import SPLITS, build, dataset_configs, export, labels, local_configs, split_of
from xtune.surrogate.tpugraphs import load_layout, load_sidecar

LAYOUT_KEYS = {"node_feat", "node_opcode", "edge_index", "node_config_feat", "node_config_ids", "node_splits",
               "config_runtime"}


@pytest.fixture(scope="module")
def programs() -> list[Program]:
    def f(a, b):
        return jnp.tanh(a @ b).T @ a

    def g(x, w):
        return jnp.transpose(x.reshape(8, 16, 24), (1, 0, 2)).sum(axis=2) @ w

    return [Program.from_callable(f, np.ones((64, 32), np.float32), np.ones((32, 64), np.float32), name="f"),
            Program.from_callable(g, np.ones((128, 24), np.float32), np.ones((8, 8), np.float32), name="g")]


@pytest.fixture(scope="module")
def built(programs, tmp_path_factory):
    db = tmp_path_factory.mktemp("ds") / "ds.db"
    # the default-history check off: these sub-0.1 ms programs trip it, and a re-timed config
    # is a second record of it (the export's choice between readings has its own test)
    settings = MeasureSettings(in_process=True, policy=TimingPolicy.tiny(), history_tolerance=None)
    with RecordStore(db) as store:
        seen = []
        build(programs, 4, store, settings, seed=3, on_record=lambda p, r, reused: seen.append(reused))
        assert seen and not any(seen)
        again = []
        build(programs, 4, store, settings, seed=3, on_record=lambda p, r, reused: again.append(reused))
        assert again and all(again)  # a rerun resumes: nothing is measured twice
    return db


def test_dataset_configs_are_the_default_plus_distinct_random_configs_fixed_per_program(programs):
    from xtune.measure import ConfigSpace

    space = ConfigSpace(programs[0])
    a, b = dataset_configs(space, 6, seed=1), dataset_configs(space, 6, seed=1)
    assert a == b and a[0].is_default and len({c.hash for c in a}) == 7
    assert dataset_configs(ConfigSpace(programs[1]), 6, seed=1)[1:] != a[1:]


def test_export_writes_exactly_the_tpugraphs_keys_and_reads_back_identically(built, tmp_path):
    with RecordStore(built) as store:
        manifest = export(store, tmp_path, split=False)
        ok = {p["fingerprint"]: [r for r in store.records(p["fingerprint"], status="ok")] for p in store.programs()}
    assert manifest["files"] == 2 and manifest["devices"] == ["cpu"]
    for entry in manifest["entries"]:
        path = tmp_path / entry["file"]
        with np.load(path) as z:
            assert set(z.files) == LAYOUT_KEYS
            raw = {k: z[k] for k in z.files}
        c, nc = raw["node_config_feat"].shape[:2]
        assert raw["node_feat"].shape[1] == 140 and raw["edge_index"].shape[1] == 2
        assert raw["config_runtime"].shape == (c,) and raw["node_config_ids"].shape == (nc,)
        assert c == entry["configs"] == len({r.config_hash for r in ok[entry["fingerprint"]]})
        assert (raw["config_runtime"] > 0).all()
        ex = load_layout(path)
        np.testing.assert_array_equal(ex.node_feat, raw["node_feat"])
        np.testing.assert_array_equal(ex.config_runtime, raw["config_runtime"])
        # the default config's row is all -1, every other row sets something
        default_rows = (ex.node_config_feat == -1).all(axis=(1, 2))
        assert default_rows.sum() == 1
        side = load_sidecar(path)
        assert side["config_option_feat"].shape[0] == c


def test_runtimes_follow_the_paired_ratios(built, tmp_path):
    with RecordStore(built) as store:
        manifest = export(store, tmp_path, split=False)
        entry = manifest["entries"][0]
        recs = store.records(entry["fingerprint"], status="ok")
    ex = load_layout(tmp_path / entry["file"])
    order_runtime = np.argsort(ex.config_runtime, kind="stable")
    order_ratio = np.argsort([r.ratio for r in recs], kind="stable")
    assert list(order_runtime) == list(order_ratio)


def test_the_split_is_by_program_and_held_out_programs_go_to_test():
    fps = [f"{i:016x}" for i in range(400)]
    splits = [split_of(f) for f in fps]
    assert set(splits) == set(SPLITS) and splits == [split_of(f) for f in fps]
    assert 0.7 < splits.count("train") / len(fps) < 0.9
    assert split_of(fps[0], held_out=frozenset({fps[0]})) == "test"


def test_dataset_export_cli_writes_a_manifest(built, tmp_path):
    result = CliRunner().invoke(main, ["dataset", "export", str(built), "--out", str(tmp_path / "out")])
    assert result.exit_code == 0, result.output
    manifest = json.loads((tmp_path / "out" / "manifest.json").read_text())
    assert manifest["files"] == 2 and sum(manifest["splits"].values()) == 2
    assert all((tmp_path / "out" / e["file"]).exists() for e in manifest["entries"])


def test_dataset_generate_cli_writes_programs(tmp_path):
    result = CliRunner().invoke(main, ["dataset", "generate", "--count", "2", "--out", str(tmp_path), "--seed", "4"])
    assert result.exit_code == 0, result.output
    files = sorted(tmp_path.glob("*.mlir"))
    assert len(files) == 2 and all(Program.from_text(f.read_text()).input_specs for f in files)


def test_dataset_build_cli_refuses_a_bad_program_before_measuring(tmp_path):
    (tmp_path / "bad.mlir").write_text("nope")
    result = CliRunner().invoke(main, ["dataset", "build", str(tmp_path / "bad.mlir"), "--db", str(tmp_path / "x.db")])
    assert result.exit_code != 0 and "bad.mlir" in result.output and not (tmp_path / "x.db").exists()


def test_local_configs_are_the_moves_a_search_asks_about_fixed_per_program(attention_program):
    from xtune.measure import ConfigSpace

    space = ConfigSpace(attention_program)
    configs = local_configs(space, 40, seed=0)
    assert configs[0].is_default and len(configs) == 41 and len({c.hash for c in configs}) == 41
    hashes = {c.hash for c in configs}
    assert {c.hash for c in space.option_moves()} <= hashes  # every option change
    assert {c.hash for _, c in space.row_major_pins()} <= hashes  # every bulk pin
    sizes = [len(c.values) for c in configs[1:]]
    assert sizes.count(1) >= 20 and 2 in sizes  # mostly one-gene moves, some two-gene ones
    aligned = {(space.genes[i].name, space.genes[i].choices[j]) for i, j in space.aligned_moves()}
    assert sum(c.values[0] in aligned for c in configs if len(c.values) == 1) >= 10
    assert [c.hash for c in local_configs(space, 40, seed=0)] == [c.hash for c in configs]
    assert [c.hash for c in local_configs(space, 40, seed=1)] != [c.hash for c in configs]
    small = local_configs(space, 5, seed=0)
    assert len(small) == 6 and small[0].is_default


def test_export_takes_a_configs_trusted_reading_over_later_ones_whose_default_ran_off_its_history(programs,
                                                                                                 tmp_path):
    from xtune.measure import ConfigSpace
    from xtune.measure.fake import fake_measurer

    space = ConfigSpace(programs[0])
    configs = dataset_configs(space, 6, seed=1)
    with RecordStore(tmp_path / "s.db") as store:
        m = fake_measurer(MeasureSettings(cores=1), store)
        m.measure(programs[0], configs)
        target = next(r for r in store.records(status="ok") if not r.config_hash == configs[0].hash)
        # measured again later, its default 3x slow on the reading and on the re-time: two readings off
        n = m.runner.num_measured
        again = fake_measurer(MeasureSettings(cores=1, remeasure=True), store, slow_default_on={n, n + 1},
                              slow_default_factor=3.0)
        again.runner.num_measured = n
        again.measure(programs[0], [space.from_json(target.config_json)])
        readings = [r for r in store.records() if r.config_hash == target.config_hash]
        assert len(readings) == 3 and readings[0].ratio_counts and all(r.default_off_history for r in readings[1:])
        ok = {r.config_hash for r in store.records(status="ok")}
        (group,) = labels(store, programs[0].fingerprint).values()
        assert set(group) == ok and group[target.config_hash].ratio == readings[0].ratio != readings[-1].ratio
        manifest = export(store, tmp_path / "out", split=False)
    (entry,) = manifest["entries"]
    assert entry["configs"] == len(ok)  # one row per config, not per reading
    runtime_ns = load_layout(tmp_path / "out" / entry["file"]).config_runtime
    default_ns = entry["default_ms"] * 1e6
    assert np.isclose(runtime_ns, readings[0].ratio * default_ns).any()
    assert not np.isclose(runtime_ns, readings[-1].ratio * default_ns).any()
