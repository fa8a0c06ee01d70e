"""The program generator writes deterministic, loadable, varied StableHLO, the same bytes for a seed.

The hashes below were recorded from the generator as it made data/cpu-v1 (seed 0)
and data/cpu-v2-test (seed 1), with jax/jaxlib 0.10.2; a refactor that changes
one byte of a generated program fails here. (A jax upgrade may change the
lowered text too: then re-record, and say so, since the datasets' programs move.)
"""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from xtune.measure.execute import compile_text
from xtune.measure.program import Program
from xtune.measure.space import ConfigSpace
from xtune.search.cli import main
from xtune.surrogate.programs import (
    ACCEPT_MS,
    FAMILIES,
    family_of,
    generate_program,
    generate_programs,
    sample_program,
)

ROOT = Path(__file__).resolve().parents[1]
NAME = re.compile(r"^gen_\d{4}_[a-z_]+?(_bf16)?(_train)?$")

GOLDEN_SHA256 = {
    0: {
        "gen_0001_vmap_attention": "6fa667538ed0da4ce6ecdb81bc6b6f505aeca75b9f47ef1b66a5e9f2183746f2",
        "gen_0002_mlp": "58c7164bbba39f72f1e0e02474db930fdeb14451f38ea00acc1c2f3eea2a8dbc",
        "gen_0003_vmap_conv": "9b0e4ac3ad4877a337c458dd98defe8e25d6904fa889f0b896da3c51f04e5f09",
        "gen_0004_vmap_attention_bf16": "bf1ee5b519ae98d619ab0f61e520373615b1092c63cfa2daddd53c01bf04cebd",
        "gen_0005_attention": "ca458b6d093a7f7fc4a05263066aee0c9a95c2b77d6255ee4d6edbb923b4a299",
        "gen_0006_attention_bf16": "1866371bce78ebf6eeb41e3761e3eed5fcc99731f429b129e6e044fe863eac9c",
        "gen_0007_mlp": "0da835e31b0e728cdfb93bb69caaca630493605c70544033c15693438785d714",
        "gen_0008_vmap_mlp_train": "4fb51eb70d78973f1957eb10c4e4c4a189839f31958f50a3bbf91e39078f5d69",
    },
    1: {
        "gen_0001_conv": "7ab3d9d02ee7a1c5882cb90752607359dc79583ebe2457063c7754a0b7634a7a",
        "gen_0002_attention": "4da4ba012aa7935f9f08c87da97469f4d6a5f6e47499ea7bbd2fbd9f3b94d339",
        "gen_0003_mlp_bf16": "b4080d77ca7289524bbc15671d741fa82f23261e15dc283dcc9561ff8a37db5d",
        "gen_0004_attention": "78aacaa8be611f879a09cda1ffdc45134419ebf3669a42cd8c6ca86f5dee168d",
        "gen_0005_attention": "d43c0955dd319e7b0c39a5830ebb16cad42e5df2ef71297e21fa3d80fcd0d9a9",
        "gen_0006_einsum": "734f0e3ec91941fdc1348e5a7eeccf096ccfd900bb3f53de8504ab171f9dee83",
        "gen_0007_attention": "b21a7aaf4d0290fdadefc9ff52d34b129d65e513563618a5ec7f9777c0bb3356",
        "gen_0008_mixer": "8753da47a73c1ca9a154d41b21afd0d015caa55888d7f4e853b6c49902a59e8e",
    },
}
DATASET_OF_SEED = {0: "cpu-v1", 1: "cpu-v2-test"}


def sha256_of_files(paths: list[Path]) -> dict[str, str]:
    return {p.stem: hashlib.sha256(p.read_bytes()).hexdigest() for p in paths}


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> dict[int, dict[str, str]]:
    """seed -> program name -> sha256 of the file `generate_programs` wrote."""
    return {seed: sha256_of_files(generate_programs(len(golden), tmp_path_factory.mktemp(f"seed{seed}"), seed=seed))
            for seed, golden in GOLDEN_SHA256.items()}


@pytest.fixture(scope="module")
def batch_of_12(tmp_path_factory) -> list[Path]:
    return generate_programs(12, tmp_path_factory.mktemp("gen12"), seed=7)


@pytest.fixture(scope="module")
def sample_of_60() -> list[tuple[str, str]]:
    return [generate_program(np.random.default_rng([11, i]), i) for i in range(1, 61)]


@pytest.mark.parametrize("seed", sorted(GOLDEN_SHA256))
def test_generated_programs_are_byte_identical_to_the_recorded_ones(written, seed):
    assert written[seed] == GOLDEN_SHA256[seed]


@pytest.mark.parametrize("seed", sorted(GOLDEN_SHA256))
def test_generated_programs_are_the_ones_the_bundled_datasets_were_measured_on(written, seed):
    manifest = json.loads((ROOT / "data" / DATASET_OF_SEED[seed] / "manifest.json").read_text())
    fingerprints = {e["program"]: e["fingerprint"] for e in manifest["entries"]}
    assert {n: h[: len(fingerprints[n])] for n, h in written[seed].items()} == \
        {n: fingerprints[n] for n in written[seed]}


def test_different_seeds_write_different_programs(written):
    assert not set(written[0].values()) & set(written[1].values())


def test_dataset_generate_command_writes_the_programs_of_its_seed(tmp_path):
    result = CliRunner().invoke(main, ["dataset", "generate", "--count", "3", "--out", str(tmp_path), "--seed", "1"])
    assert result.exit_code == 0, result.output
    assert sha256_of_files(sorted(tmp_path.glob("*.mlir"))) == dict(list(GOLDEN_SHA256[1].items())[:3])


def test_files_are_numbered_and_named_after_their_family(batch_of_12):
    names = [p.stem for p in batch_of_12]
    assert [int(n.split("_")[1]) for n in names] == list(range(1, 13))
    assert all(NAME.match(n) for n in names), names
    assert all(family_of(n) in FAMILIES for n in names), names
    assert all(p.suffix == ".mlir" for p in batch_of_12)


def test_the_family_is_read_back_from_a_name():
    assert family_of("gen_0001_vmap_mlp_bf16") == "vmap_mlp"
    assert family_of("gen_0012_norm_reduce_bf16_train") == "norm_reduce"
    assert family_of("gen_0003_conv") == "conv"


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
    families = {family_of(n) for n in names}
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
    ests = [sample_program(np.random.default_rng([5, i]), i).est_ms for i in range(1, 41)]
    inside = sum(ACCEPT_MS[0] <= e <= ACCEPT_MS[1] for e in ests)
    assert inside >= 36, sorted(ests)


def test_a_sampled_program_records_its_family_blocks_and_arguments():
    prog = sample_program(np.random.default_rng([5, 1]), 1)
    assert family_of(prog.name) == prog.family and prog.blocks and prog.batch >= 1
    assert len(Program.from_text(prog.lower()).input_specs) == len(prog.specs)


def test_progress_is_called_once_per_program(tmp_path):
    seen: list[int] = []
    paths = generate_programs(3, tmp_path, seed=1, progress=seen.append)
    assert seen == [1, 2, 3]
    assert len(paths) == 3 and all(p.exists() for p in paths)


def test_a_generated_program_compiles_and_runs():
    import jax

    candidates = [sample_program(np.random.default_rng([2, i]), i) for i in range(1, 9)]
    prog = min(candidates, key=lambda p: p.est_ms)
    text = prog.lower()
    compiled = compile_text(text)
    outs = compiled.run([jax.device_put(x) for x in Program.from_text(text, name=prog.name).random_inputs()])
    arrays = [np.asarray(o) for o in outs]
    assert arrays and all(a.size and np.isfinite(a.astype(np.float32)).all() for a in arrays)


def test_the_generator_does_not_import_search():
    code = ("import sys, xtune.surrogate.programs; "
            "bad = [m for m in sys.modules if m == 'xtune.search' or m.startswith('xtune.search.')]; "
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, timeout=120)
