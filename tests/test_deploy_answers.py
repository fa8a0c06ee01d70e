"""Answers as files: which store records become answers, the folder and its index, `xtune db
answers`, `xtune batch` writing them, `xtune search --from` starting from them, and the whole
way: batch, export, a fresh process running `xtune.jit` with them."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from xtune.deploy import answers as answers_lib
from xtune.deploy.answers import AnswersError
from xtune.measure.device import backend_info
from xtune.measure.errors import InputError
from xtune.measure.program import Program
from xtune.measure.record import Record
from xtune.measure.space import ConfigSpace
from xtune.measure.store import RecordStore
from xtune.search.cli import main

ROOT = Path(__file__).resolve().parents[1]
FAST = ["--model", "random", "--in-process", "--max-time", "0.2", "--cores", "1"]
pytestmark = pytest.mark.usefixtures("short_confirmations")  # real confirmations, shorter (conftest)


def mm(a, b):
    import jax.numpy as jnp

    return jnp.tanh(a @ b).T @ a


def mm_args() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(0)
    return rng.standard_normal((96, 64), dtype=np.float32), rng.standard_normal((64, 96), dtype=np.float32)


@pytest.fixture(scope="module")
def prog() -> Program:
    return Program.from_callable(mm, *mm_args(), name="mm")


@pytest.fixture(scope="module")
def configs(prog):
    """The default and two real configs of mm: the first dot swapped, and its output pinned."""
    space = ConfigSpace(prog)
    swap = next(g.name for g in space.genes if g.name.endswith(".swap"))
    out = next(g for g in space.genes if g.name.endswith(".out"))
    return space.default(), space.make({swap: True}), space.make({out.name: out.choices[1]})


def record(prog, config, ratio, ci=0.02, cores=3, at=1.77e9, **info) -> Record:
    """A record of `config` made here, as if timed on `cores` cores (in-process measuring in this
    test process pins it to one core: 3 keeps these records apart from the searches' own)."""
    env = {**backend_info(), **info}
    return Record(program=prog.fingerprint, config_hash=config.hash, config_json=config.to_json(), status="ok",
                  cores=cores, ratio=ratio, ratio_low=ratio - ci,
                  ratio_high=ratio + ci, median_ms=ratio, default_median_ms=1.0, num_samples=30, measured_at=at,
                  **env)


@pytest.fixture()
def store_path(tmp_path, prog, configs) -> Path:
    """mm's records: the default; the swap screened then confirmed (0.80, CI 0.78-0.82); the pin
    screened at 0.7 but never re-timed; a third setting's swap re-timed but within the noise."""
    default, swap, pin = configs
    path = tmp_path / "runs.db"
    with RecordStore(path) as store:
        store.add_program(prog.fingerprint, prog.name, prog.source, prog.text, [s.to_json() for s in prog.input_specs])
        store.add_many([record(prog, default, 1.0), record(prog, default, 1.0), record(prog, swap, 0.85),
                        record(prog, pin, 0.7), record(prog, swap, 0.80),
                        record(prog, swap, 0.97, ci=0.04, cores=7), record(prog, swap, 0.98, ci=0.04, cores=7)])
    return path


def test_only_configs_whose_re_time_beat_the_default_beyond_the_noise_are_answers(store_path, prog, configs):
    with RecordStore(store_path) as store:
        (answer,) = answers_lib.from_store(store)
    assert answer.fingerprint == prog.fingerprint and answer.genes == json.loads(configs[1].to_json())["genes"]
    assert answer.speedup == pytest.approx(1 / 0.80) and answer.speedup_low == pytest.approx(1 / 0.82)
    assert answer.cores == 3 and answer.date.startswith("2026-")


def test_of_the_confirmed_configs_the_answer_is_the_smallest_not_slower_than_the_fastest_beyond_the_noise(
        tmp_path, prog, configs):
    default, swap, pin = configs
    both = ConfigSpace(prog).make({**dict(swap.values), **dict(pin.values)})
    with RecordStore(tmp_path / "s.db") as store:
        store.add_program(prog.fingerprint, prog.name, prog.source, prog.text, [s.to_json() for s in prog.input_specs])
        store.add_many([record(prog, c, r) for c, r in [(default, 1.0), (both, 0.80), (swap, 0.82), (pin, 0.90),
                                                         (both, 0.80), (swap, 0.81), (pin, 0.90)]])
        (answer,) = answers_lib.from_store(store)  # the swap alone (0.81, CI 0.79-0.83) reaches 0.82
        assert answer.genes == json.loads(swap.to_json())["genes"]
        # the full config re-timed far faster in as many processes as a search confirms in
        store.add_many([record(prog, both, 0.70, ci=0.01)] * 3)
        (answer,) = answers_lib.from_store(store)
        assert answer.genes == json.loads(both.to_json())["genes"]


def test_xtune_db_answers_writes_one_file_per_answer_and_an_index_that_load_checks(store_path, tmp_path):
    out = tmp_path / "answers"
    result = CliRunner().invoke(main, ["db", "answers", str(store_path), "--out", str(out)])
    assert result.exit_code == 0, result.output
    files = sorted(p.name for p in out.glob("*.json"))
    assert len(files) == 2 and "index.json" in files
    assert len(answers_lib.load(out)) == 1 and len(answers_lib.load(store_path)) == 1  # a store works too
    (answer_file,) = [out / f for f in files if f != "index.json"]
    (out / "copy.json").write_text(answer_file.read_text())
    with pytest.raises(AnswersError, match="copy.json: not in index.json"):
        answers_lib.load(out)
    (out / "copy.json").unlink()
    answer_file.write_text(answer_file.read_text().replace('"cores": ', '"cores": 1'))  # edited by hand
    with pytest.raises(AnswersError, match="disagrees with the file"):
        answers_lib.load(out)
    result = CliRunner().invoke(main, ["db", "answers", "--out", str(tmp_path / "nothing")])
    assert result.exit_code == 0 and answers_lib.load(tmp_path / "nothing").answers == ()


def test_a_foreign_file_is_a_one_line_error(tmp_path):
    (tmp_path / "x.db").write_bytes(b"SQLite format 3\x00" + b"\x00" * 200)
    (tmp_path / "best.json").write_text('{"program": "abc", "genes": {}, "speedup": 1.0}')
    for path, expected in [(tmp_path / "x.db", "not an xtune store|cannot open"),
                           (tmp_path / "best.json", "not an xtune answer"), (tmp_path / "none", "no such"),
                           (tmp_path, "no index.json")]:
        result = CliRunner().invoke(main, ["search", str(ROOT / "examples/programs/mlp.mlir"), "--from", str(path)])
        assert result.exit_code != 0
        if path.name != "none":  # click checks that one itself
            assert result.output.startswith("Error: ") and len(result.output.strip().splitlines()) == 1
            with pytest.raises(InputError, match=expected):
                answers_lib.load(path)


def test_xtune_search_from_an_answer_measures_its_config_right_after_the_default(tmp_path, prog, configs):
    mlir = tmp_path / "mm.mlir"
    mlir.write_text(prog.text)
    answer = answers_lib.from_record(record(prog, configs[1], 0.8), "mm")
    answers_lib.write(tmp_path / "answers", [answer])
    db = tmp_path / "x.db"
    result = CliRunner().invoke(main, ["search", str(mlir), "--from", str(tmp_path / "answers"), "--measurements",
                                       "2", "--no-confirm", "--db", str(db), *FAST])
    assert result.exit_code == 0, result.output
    assert "starting from 1 known config(s)" in result.output
    with RecordStore(db) as store:
        assert [r.config_hash for r in store.records()][:2] == [configs[0].hash, configs[1].hash]


SCRIPT = """
import json, sys
import jax, numpy as np
import xtune
sys.path.insert(0, {tests!r})
from test_deploy_answers import mm, mm_args
args = mm_args()
fast = xtune.jit(mm, answers={answers!r})
out, want = fast(*args), jax.jit(mm)(*args)
dep = fast.explain(*args)
print(json.dumps({{"max_diff": float(np.abs(np.asarray(out) - np.asarray(want)).max()), "tuned": dep.tuned,
                  "reason": dep.reason, "calls": dep.calls}}))
"""


def test_batch_then_export_then_a_fresh_process_runs_xtune_jit_with_the_answers(tmp_path, prog, store_path):
    programs = tmp_path / "programs"
    programs.mkdir()
    (programs / "mm.mlir").write_text(prog.text)
    out = tmp_path / "batch"
    result = CliRunner().invoke(main, ["batch", str(programs), "--measurements", "3", "--db", str(store_path),
                                       "--out", str(out), *FAST])
    assert result.exit_code == 0, result.output
    (answer_json,) = out.glob("mm-*/answer.json")
    genes = json.loads(answer_json.read_text())["genes"]
    batch_answers = answers_lib.load(out / "answers")  # the batch wrote its own answers (none if no win held up)
    assert [a.genes for a in batch_answers.answers] == ([genes] if genes else [])
    # the store holds the swap's confirmation from before (fixture) and whatever the batch confirmed
    exported = tmp_path / "answers"
    assert CliRunner().invoke(main, ["db", "answers", str(store_path), "--out", str(exported)]).exit_code == 0
    done = subprocess.run([sys.executable, "-c", SCRIPT.format(tests=str(ROOT / "tests"), answers=str(exported))],
                          capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert report["tuned"] and report["calls"] == 1 and report["reason"].startswith("tuned: mm-"), report
    assert report["max_diff"] < 1e-4
