"""The random program generator writes deterministic, loadable, varied StableHLO."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from xtune.measure.program import Program
from xtune.measure.space import ConfigSpace
from xtune.surrogate import generate as gen

ROOT = Path(__file__).resolve().parents[1]
NAME = re.compile(r"^gen_\d{4}_[a-z_]+?(_bf16)?(_train)?$")


@pytest.fixture(scope="module")
def batch_of_12(tmp_path_factory) -> list[Path]:
    return gen.generate_programs(12, tmp_path_factory.mktemp("gen12"), seed=7)


@pytest.fixture(scope="module")
def sample_of_60() -> list[tuple[str, str]]:
    return [gen.generate_program(np.random.default_rng([11, i]), i) for i in range(1, 61)]


def test_same_seed_writes_byte_identical_files(tmp_path):
    a = gen.generate_programs(6, tmp_path / "a", seed=3)
    b = gen.generate_programs(6, tmp_path / "b", seed=3)
    assert [p.name for p in a] == [p.name for p in b]
    assert all(p.read_bytes() == q.read_bytes() for p, q in zip(a, b))


def test_different_seeds_write_different_programs(tmp_path):
    a = gen.generate_programs(6, tmp_path / "a", seed=3)
    b = gen.generate_programs(6, tmp_path / "b", seed=4)
    texts_a, texts_b = {p.read_text() for p in a}, {p.read_text() for p in b}
    assert not texts_a & texts_b


def test_files_are_numbered_and_named_after_their_family(batch_of_12):
    names = [p.stem for p in batch_of_12]
    assert [int(n.split("_")[1]) for n in names] == list(range(1, 13))
    assert all(NAME.match(n) for n in names), names
    assert all(gen.family_of(n) in gen.FAMILIES for n in names), names
    assert all(p.suffix == ".mlir" for p in batch_of_12)


def test_every_program_of_a_batch_parses_and_has_configurable_nodes(batch_of_12):
    for path in batch_of_12:
        program = Program.from_text(path.read_text(), name=path.stem)
        assert program.input_specs, path.stem
        assert len(ConfigSpace(program).nodes) >= 1, path.stem


def test_weights_are_arguments_not_baked_in_constants(batch_of_12):
    n_args = []
    for path in batch_of_12:
        text = path.read_text()
        assert not re.search(r"constant dense<\[", text), f"{path.stem} has an array constant"
        n_args.append(len(Program.from_text(text).input_specs))
    # data + weights; only a pure reduction/norm program may take its data alone
    assert sum(n >= 2 for n in n_args) >= 10, n_args


def test_several_families_appear_with_some_bf16_and_some_training_steps(sample_of_60):
    names = [n for n, _ in sample_of_60]
    families = {gen.family_of(n) for n in names}
    assert len(families) >= 6, families
    bf16 = [n for n, t in sample_of_60 if "bf16" in t]
    assert 5 <= len(bf16) <= 30, len(bf16)
    assert all(("_bf16" in n) == ("bf16" in t) for n, t in sample_of_60)
    assert any(n.endswith("_train") for n in names)


def test_layout_sensitive_patterns_are_present(sample_of_60):
    texts = "\n".join(t for _, t in sample_of_60)
    assert "stablehlo.transpose" in texts
    assert "stablehlo.convolution" in texts
    assert re.search(r"\[b, f, 0, 1\]x\[o, i, 0, 1\]", texts), "no NCHW/OIHW convolution"
    assert re.search(r"\[b, 0, 1, f\]x\[0, 1, i, o\]", texts), "no NHWC/HWIO convolution"
    assert "batching_dims" in texts  # batched einsums / attention


def test_estimated_runtimes_fall_in_the_accepted_band():
    ests = [gen.sample_program(np.random.default_rng([5, i]), i).est_ms for i in range(1, 41)]
    inside = sum(gen.ACCEPT_MS[0] <= e <= gen.ACCEPT_MS[1] for e in ests)
    assert inside >= 36, sorted(ests)


def test_progress_is_called_once_per_program(tmp_path):
    seen: list[int] = []
    paths = gen.generate_programs(3, tmp_path, seed=1, progress=seen.append)
    assert seen == [1, 2, 3]
    assert len(paths) == 3 and all(p.exists() for p in paths)


def test_a_generated_program_compiles_and_runs():
    import jax
    import jax.extend  # noqa: F401

    from xtune.measure.mlir import xla_client

    candidates = [gen.sample_program(np.random.default_rng([2, i]), i) for i in range(1, 9)]
    prog = min(candidates, key=lambda p: p.est_ms)
    text = prog.lower()
    program = Program.from_text(text, name=prog.name)
    backend = jax.extend.backend.get_backend()
    exe = backend.compile_and_load(text, xla_client.DeviceList(tuple(backend.devices()[:1])),
                                   xla_client.CompileOptions())
    outs = exe.execute([jax.device_put(x) for x in program.random_inputs()])
    arrays = [np.asarray(o) for o in outs]
    assert arrays and all(a.size and np.isfinite(a.astype(np.float32)).all() for a in arrays)


def test_the_generator_does_not_import_search():
    code = ("import sys, xtune.surrogate.generate; "
            "bad = [m for m in sys.modules if m == 'xtune.search' or m.startswith('xtune.search.')]; "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, timeout=120)
