"""Programs that call jaxlib's library kernels (LAPACK through `jnp.linalg`) measure and
search in fresh worker processes, where nothing has lowered a linalg op before."""

import json

import numpy as np
import pytest
from click.testing import CliRunner

from xtune.measure.program import Program
from xtune.measure.record import OK
from xtune.measure.store import RecordStore
from xtune.search.cli import main


def solve(a, b):
    import jax
    import jax.numpy as jnp

    s = a @ a.T + 8 * jnp.eye(a.shape[0])
    lower = jnp.linalg.cholesky(s)
    x = jax.scipy.linalg.solve_triangular(lower, b, lower=True)
    q, r = jnp.linalg.qr(a)
    w, v = jnp.linalg.eigh(s)
    return jnp.tanh(x) @ b.T + q @ r + v * w


@pytest.fixture(scope="module")
def linalg_mlir(tmp_path_factory):
    args = (np.ones((24, 24), np.float32), np.ones((24, 8), np.float32))
    prog = Program.from_callable(solve, *args, name="solve")
    path = tmp_path_factory.mktemp("linalg") / "solve.mlir"
    path.write_text(prog.text)
    return path


def test_the_program_calls_lapack_kernels(linalg_mlir):
    text = linalg_mlir.read_text()
    for kernel in ("lapack_spotrf_ffi", "lapack_strsm_ffi", "lapack_sgeqrf_ffi", "lapack_ssyevd_ffi"):
        assert f"custom_call @{kernel}" in text


def test_a_linalg_program_measures_in_worker_processes(linalg_mlir, tmp_path):
    db = tmp_path / "m.db"
    result = CliRunner().invoke(main, ["measure", str(linalg_mlir), "--default", "--random", "2", "--db", str(db),
                                       "--max-time", "0.2", "--cores", "1", "--default-tolerance", "0"])
    assert result.exit_code == 0, result.output
    with RecordStore(db) as store:
        records = store.records()
    assert len(records) == 3 and all(r.status in (OK, "same_executable") for r in records), \
        [(r.status, r.message) for r in records]


def test_a_linalg_program_searches_to_an_answer(linalg_mlir, tmp_path, short_confirmations):
    out = tmp_path / "best.json"
    result = CliRunner().invoke(main, [
        "search", str(linalg_mlir), "--model", "random", "--measurements", "6", "--max-time", "0.2", "--cores", "1",
        "--db", str(tmp_path / "s.db"), "--out", str(out), "--no-explain", "--confirm-processes", "1"])
    assert result.exit_code == 0, result.output
    assert "default config failed" not in result.output and "died" not in result.output
    with RecordStore(tmp_path / "s.db") as store:
        assert sum(r.status == OK for r in store.records()) >= 3
    assert "genes" in json.loads(out.read_text())
