"""Shared fixtures: a tiny program with every configurable node kind, the attention
example, and helpers the test modules share. Every test runs in `make test`."""

from __future__ import annotations

import atexit
import os
import re
import shutil
import tempfile
from pathlib import Path

import numpy as np
import pytest

ROOT = Path(__file__).resolve().parents[1]

# Compiled executables of the suite's worker processes go to a folder of the run's own, not the
# user's cache (`measure.exe_cache`); the workers inherit it.
os.environ[exe_cache_env := "XTUNE_CACHE_DIR"] = tempfile.mkdtemp(prefix="xtune-test-executables-")
atexit.register(shutil.rmtree, os.environ[exe_cache_env], True)
ATTENTION = ROOT / "examples" / "programs" / "attention.mlir"


@pytest.fixture(scope="module")
def fast_compiles():
    """Tiny models: the surrogate's jitted functions compile without XLA's backend optimisation
    (about 2x faster compiles) for the test module (`surrogate.jitted.compiler_options`).
    Surrogate test modules use it with `pytestmark = pytest.mark.usefixtures("fast_compiles")`."""
    from xtune.surrogate import jitted

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(jitted, "compiler_options", jitted.FAST_COMPILE)
        jitted.functions.cache_clear()  # the functions made before compile with XLA's own options
        yield


@pytest.fixture()
def short_confirmations(monkeypatch):
    """Real confirmations, shorter: at least 0.3 s and 10 pairs per config instead of
    `xtune.search.answer.CONFIRM_MIN_TIME_S` and `CONFIRM_MIN_PAIRS` (3 s and 30; three
    processes of three candidates took ~25 s of a test). For tests of what happens around a
    confirmation; the confirmation's own policy is asserted in test_search_confirm_processes."""
    from xtune.search import answer

    monkeypatch.setattr(answer, "CONFIRM_MIN_TIME_S", 0.3)
    monkeypatch.setattr(answer, "CONFIRM_MIN_PAIRS", 10)


# --- programs -----------------------------------------------------------------

def tiny_fn(a, b):
    """dot_general -> tanh -> rank-3 reduce -> transpose -> reshape."""
    import jax.numpy as jnp

    return jnp.tanh(jnp.einsum("bij,bjk->bik", a, b)).sum(axis=0).T.reshape(8, 32)


def tiny_args() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(1)
    return (rng.standard_normal((2, 16, 32)).astype(np.float32),
            rng.standard_normal((2, 32, 16)).astype(np.float32))


@pytest.fixture(scope="session")
def repo_root() -> Path:
    return ROOT


@pytest.fixture(scope="session")
def tiny_program():
    from xtune.measure.program import Program

    return Program.from_callable(tiny_fn, *tiny_args(), name="tiny")


@pytest.fixture(scope="session")
def matmul_program():
    """tanh(a @ b).T @ a on (96, 64) and (64, 96) float32 inputs: two dots, a transpose, one tanh."""
    import jax.numpy as jnp

    from xtune.measure.program import Program

    def f(a, b):
        return jnp.tanh(a @ b).T @ a

    rng = np.random.default_rng(0)
    return Program.from_callable(f, rng.standard_normal((96, 64), dtype=np.float32),
                                 rng.standard_normal((64, 96), dtype=np.float32), name="tiny")


@pytest.fixture(scope="session")
def tiny_inputs() -> tuple[np.ndarray, np.ndarray]:
    return tiny_args()


@pytest.fixture(scope="session")
def tiny_space(tiny_program):
    from xtune.measure.space import ConfigSpace

    return ConfigSpace(tiny_program)


@pytest.fixture(scope="session")
def attention_program():
    from xtune.measure.program import load_program

    return load_program(ATTENTION)


@pytest.fixture(scope="session")
def node_of():
    """node_of(space, "dot_general") -> the first node of that op."""

    def find(space, op: str):
        nodes = [n for n in space.nodes if n.op == op]
        assert nodes, f"no {op} node in {[n.op for n in space.nodes]}"
        return nodes[0]

    return find


@pytest.fixture(scope="session")
def optimized_hlo():
    """optimized_hlo(text, options) -> XLA's optimized HLO with metadata and
    instruction-number suffixes removed, so that two compiles of the same
    program compare equal and only real differences remain."""
    from xtune.measure.execute import compile_text

    def hlo(text: str, options=()) -> str:
        compiled = compile_text(text, tuple(options))
        return normalize_hlo(compiled.exe.hlo_modules()[0].to_string())

    return hlo


def normalize_hlo(hlo: str) -> str:
    hlo = re.sub(r",? metadata=\{[^}]*\}", "", hlo)
    # %dot.3 / param_0.7 / fused_computation.12 -> %dot / param_0 / fused_computation
    return re.sub(r"\b([A-Za-z_][\w\-]*?)(?:\.\d+)+\b", r"\1", hlo)


@pytest.fixture(scope="module")
def tiny_mlir(tmp_path_factory) -> Path:
    """A small two-matmul program written as a .mlir file, for CLI tests."""
    import jax.numpy as jnp

    from xtune.measure.program import Program

    def f(a, b):
        return jnp.tanh(a @ b).T @ a

    prog = Program.from_callable(f, np.ones((64, 32), np.float32), np.ones((32, 64), np.float32), name="tiny")
    path = tmp_path_factory.mktemp("p") / "tiny.mlir"
    path.write_text(prog.text)
    return path


def assert_consistent_answer(genes: dict, speedup: float, low: float, message: str) -> None:
    """An answer is a confirmed faster config (its whole interval above 1x, said so) or XLA's
    default at exactly 1x (said so): never a config without its confirmation."""
    if genes:
        assert speedup > 1.0 and low > 1.0 and message.startswith("confirmed"), (genes, speedup, low, message)
    else:
        assert speedup == 1.0 == low and "default" in message, (speedup, low, message)


# A loop that runs zero times and whose body only transposes its state by the identity:
# the transpose (main/4) leaves no HLO instruction, and nothing in the body survives to
# find the loop's computation by, so the surrogate's graph cannot place it.
UNPLACEABLE_MLIR = """
module @unplaceable {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<8x16xf32> {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %r:2 = stablehlo.while(%i = %c0, %x = %arg0) : tensor<i32>, tensor<8x16xf32>
      cond {
        %p = stablehlo.compare LT, %i, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        %t = stablehlo.transpose %x, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16xf32>
        stablehlo.return %i, %t : tensor<i32>, tensor<8x16xf32>
      }
    %d = stablehlo.dot_general %r#1, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
    %y = stablehlo.tanh %d : tensor<8x16xf32>
    return %y : tensor<8x16xf32>
  }
}
"""


@pytest.fixture
def unplaceable_mlir(tmp_path) -> Path:
    """UNPLACEABLE_MLIR as a .mlir file."""
    path = tmp_path / "unplaceable.mlir"
    path.write_text(UNPLACEABLE_MLIR)
    return path


class OracleModel:
    """A cost model that knows the fake's synthetic ratios (a perfect surrogate)."""

    def scorer(self, program, space):
        class S:
            def score_indices(self, indices):
                from xtune.measure.fake import synthetic_ratio

                return np.array([synthetic_ratio(space.decode(list(r))) for r in np.atleast_2d(indices)])

        return S()

    def refine(self, program, space, records):
        return self


# --- host locks -----------------------------------------------------------------

@pytest.fixture()
def lock_dir(tmp_path, monkeypatch) -> Path:
    """A folder of this test's own for the host's locks (timing, core sets, answers folders):
    `measure.hostlock.LOCK_DIR`, so that locks other xtune runs on the machine hold are elsewhere.
    Pool workers this process starts lock where it does; a child process the test starts itself
    is given the folder in its code (`hostlock.LOCK_DIR = ...`)."""
    from xtune.measure import hostlock

    folder = tmp_path / "locks"
    folder.mkdir()
    monkeypatch.setattr(hostlock, "LOCK_DIR", str(folder))
    return folder
