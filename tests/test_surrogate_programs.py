"""The program generator writes the same bytes for the same seed, release after release.

The hashes below were recorded from the generator as it made data/cpu-v1 (seed 0)
and data/cpu-v2-test (seed 1), with jax/jaxlib 0.10.2; a refactor that changes
one byte of a generated program fails here. (A jax upgrade may change the
lowered text too: then re-record, and say so, since the datasets' programs move.)
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from xtune.surrogate import generate as gen

ROOT = Path(__file__).resolve().parents[1]

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


@pytest.fixture(scope="module")
def written(tmp_path_factory) -> dict[int, dict[str, str]]:
    """seed -> program name -> sha256 of the file `generate_programs` wrote."""
    out = {}
    for seed, golden in GOLDEN_SHA256.items():
        paths = gen.generate_programs(len(golden), tmp_path_factory.mktemp(f"seed{seed}"), seed=seed)
        out[seed] = {p.stem: hashlib.sha256(p.read_bytes()).hexdigest() for p in paths}
    return out


@pytest.mark.parametrize("seed", sorted(GOLDEN_SHA256))
def test_generated_programs_are_byte_identical_to_the_recorded_ones(written, seed):
    assert written[seed] == GOLDEN_SHA256[seed]


@pytest.mark.parametrize("seed", sorted(GOLDEN_SHA256))
def test_generated_programs_are_the_ones_the_bundled_datasets_were_measured_on(written, seed):
    manifest = json.loads((ROOT / "data" / DATASET_OF_SEED[seed] / "manifest.json").read_text())
    fingerprints = {e["program"]: e["fingerprint"] for e in manifest["entries"]}
    assert {n: h[: len(fingerprints[n])] for n, h in written[seed].items()} == \
        {n: fingerprints[n] for n in written[seed]}
