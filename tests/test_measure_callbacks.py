"""Host callbacks (`jax.pure_callback`, `jax.debug.print`, `io_callback`): found when a program
is loaded, measured in the process that traced it with its own functions, refused with one
line where they cannot run, and never the death of a process (a callback on an untaken branch
runs anywhere; a stand-in that is called fails the run, not the worker).

What could kill a process if it regressed runs in a child process of its own, so that it
fails the test instead of ending pytest."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from xtune.measure import callbacks
from xtune.measure.measurer import Measurer, MeasureSettings
from xtune.measure.program import Program, ProgramError, load_program
from xtune.measure.record import COMPILE_ERROR, OK
from xtune.measure.space import ConfigSpace
from xtune.measure.store import RecordStore
from xtune.measure.timing import TimingPolicy

CORPUS = Path(__file__).resolve().parents[1] / "examples" / "corpus"
FAST = TimingPolicy.tiny()

# three functions, one per kind of host callback, and two with a callback behind a branch
FUNCTIONS = '''
import jax, jax.numpy as jnp, numpy as np
from jax.experimental import io_callback

CALLS = {"pure": 0, "print": 0, "io": 0}

def _tanh(a):
    CALLS["pure"] += 1
    return np.tanh(a)

def _cos(a):
    CALLS["io"] += 1
    return np.cos(a)

def pure(x, w):
    y = jax.pure_callback(_tanh, jax.ShapeDtypeStruct(x.shape, x.dtype), x)
    return (y @ w).T @ w

def printing(x, w):
    jax.debug.callback(lambda s: CALLS.__setitem__("print", CALLS["print"] + 1), x.sum())
    jax.debug.print("sum {s}", s=x.sum())
    return (x @ w).T @ w

def io(x, w):
    y = io_callback(_cos, jax.ShapeDtypeStruct(x.shape, x.dtype), x)
    return (y @ w).T @ w

def guarded(x, w, bound):
    """A callback on a branch a run takes only where x.sum() > bound (an error check's way)."""
    y = jax.lax.cond(x.sum() > bound, lambda v: jax.pure_callback(_tanh, jax.ShapeDtypeStruct(v.shape, v.dtype), v),
                     lambda v: v * 2, x)
    return (y @ w).T @ w

def args():
    rng = np.random.default_rng(0)
    return rng.standard_normal((16, 16), dtype=np.float32), rng.standard_normal((16, 16), dtype=np.float32)
'''


def functions() -> dict:
    space: dict = {}
    exec(FUNCTIONS, space)  # noqa: S102 (the test's own source)
    return space


def run_child(code: str, tmp_path: Path, timeout_s: float = 240) -> subprocess.CompletedProcess:
    """`code` (after FUNCTIONS) in a fresh Python; its death is a failed test, not pytest's."""
    script = tmp_path / "child.py"
    script.write_text(FUNCTIONS + textwrap.dedent(code))
    return subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=timeout_s,
                          cwd=tmp_path, env={**os.environ, "PYTHONFAULTHANDLER": ""})


def xtune_cli(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "xtune.search", *args], capture_output=True, text=True,
                          timeout=240, cwd=cwd)


def test_a_program_lists_its_host_callbacks_with_index_side_effects_and_whether_a_branch_guards_them():
    f = functions()
    x, w = f["args"]()
    pure = Program.from_callable(f["pure"], x, w)
    assert pure.callback_targets == ("xla_ffi_python_cpu_callback",)
    assert [(s.index, s.side_effect, s.conditional) for s in pure.callbacks] == [(0, False, False)]
    assert pure.needs_this_process and pure.callbacks_live and not pure.has_side_effects
    printing = Program.from_callable(f["printing"], x, w)
    assert [(s.index, s.side_effect) for s in printing.callbacks] == [(0, True), (1, True)]
    assert printing.has_side_effects
    assert [s.side_effect for s in Program.from_callable(f["io"], x, w).callbacks] == [True]
    guarded = Program.from_callable(f["guarded"], x, w, np.float32(0))
    assert [s.conditional for s in guarded.callbacks] == [True] and not guarded.needs_this_process
    # the same text without the process that traced it: the sites, not the functions
    from_text = Program.from_text(pure.text)
    assert from_text.callbacks == pure.callbacks and not from_text.callbacks_live
    assert from_text.fingerprint == pure.fingerprint  # the functions are no part of what it is
    # a callback in a nested jit runs on every call too; one in a function only a branch calls does not
    nested = Program.from_callable(lambda x, w: jax_jit(f["pure"])(x, w) + 1, x, w)
    assert [s.conditional for s in nested.callbacks] == [False]
    assert Program.from_callable(lambda x, w: (x @ w).T, x, w).callbacks == ()


def jax_jit(fn):
    import jax

    return jax.jit(fn)


def test_diffrax_error_checks_are_callbacks_on_branches_and_their_files_load():
    for name in ("diffrax_tsit5", "diffrax_dopri5_pid", "diffrax_tsit5_grad"):
        program = load_program(CORPUS / f"{name}.mlir")
        assert program.callbacks and all(s.conditional and s.ffi for s in program.callbacks)
        assert not program.needs_this_process


def test_a_program_file_whose_callbacks_run_on_every_call_is_refused_on_load_by_info_and_measure(tmp_path):
    import jax

    f = functions()
    path = tmp_path / "f.mlir"
    path.write_text(jax.jit(f["pure"]).lower(*f["args"]()).as_text())
    with pytest.raises(ProgramError) as refused:
        load_program(path)
    line = str(refused.value)
    assert line.startswith(f"{path}: calls a host callback (jax.pure_callback") and "\n" not in line
    assert "@xla_ffi_python_cpu_callback" in line and "xtune.tune(fn, *args, in_process=True)" in line

    from xtune.search.cli import main

    info = CliRunner().invoke(main, ["info", str(path)])
    assert info.exit_code == 2 and info.output.strip() == f"Error: {line}"
    pool = CliRunner().invoke(main, ["measure", str(path), "--default", "--cores", "1", "--db", str(tmp_path / "p.db")])
    assert pool.exit_code == 2 and pool.output.strip() == f"Error: {line}" and not (tmp_path / "p.db").exists()
    # in xtune's own process: a child of its own
    db = tmp_path / "m.db"
    done = xtune_cli("measure", str(path), "--default", "--cores", "1", "--db", str(db), "--in-process", cwd=tmp_path)
    assert done.returncode == 2, done.stderr
    assert done.stderr.strip().splitlines() == [f"Error: {line}"] and not db.exists()


def test_the_in_process_runner_measures_programs_traced_here_with_their_own_callbacks(tmp_path):
    done = run_child('''
        import json, random
        from xtune.measure.measurer import Measurer, MeasureSettings
        from xtune.measure.program import Program
        from xtune.measure.space import ConfigSpace
        from xtune.measure.timing import TimingPolicy

        x, w = args()
        out = {}
        with Measurer(MeasureSettings(in_process=True, cores=1, policy=TimingPolicy.tiny())) as m:
            for fn in (pure, printing, io):
                program = Program.from_callable(fn, x, w)
                space = ConfigSpace(program)
                configs = [space.default(), space.random(random.Random(1), density=0.8)]
                out[fn.__name__] = [r.status for r in m.measure(program, configs)]
        print(json.dumps({"statuses": out, "calls": CALLS}))
    ''', tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["statuses"] == {"pure": ["ok", "ok"], "printing": ["ok", "ok"], "io": ["ok", "ok"]}
    assert min(result["calls"].values()) > 2  # the user's own functions ran in every config's runs
    assert "sum " in done.stdout  # jax.debug.print printed, as under jax.jit


def test_worker_processes_refuse_a_program_whose_callbacks_live_here_before_anything_is_stored(tmp_path):
    f = functions()
    program = Program.from_callable(f["io"], *f["args"]())
    with RecordStore(tmp_path / "s.db") as store, Measurer(MeasureSettings(cores=1), store) as m:
        with pytest.raises(ProgramError, match=r"python:io: calls a host callback .* a worker process cannot run "
                                               r"it; measure it in this process \(--in-process"):
            m.measure(program, [ConfigSpace(program).default()])
        assert store.programs() == [] and store.records() == []

    from xtune.search.costmodel import RandomCostModel
    from xtune.search.tune import tune

    with pytest.raises(ProgramError, match="a worker process cannot run it"):
        tune(f["pure"], *f["args"](), model=RandomCostModel(), measurements=2, db=tmp_path / "t.db")
    assert not (tmp_path / "t.db").exists()


def test_a_callback_on_an_untaken_branch_runs_in_workers_and_a_taken_one_fails_the_run_not_the_worker(tmp_path):
    import jax

    f = functions()
    x, w = f["args"]()
    never = Program.from_text(jax.jit(lambda x, w: f["guarded"](x, w, 1e9)).lower(x, w).as_text(), name="never")
    always = Program.from_text(jax.jit(lambda x, w: f["guarded"](x, w, -1e9)).lower(x, w).as_text(), name="always")
    assert not never.needs_this_process and not never.callbacks_live  # from text: stand-ins only
    settings = MeasureSettings(cores=1, policy=FAST, history_tolerance=None)
    with Measurer(settings) as m:
        taken = m.measure(always, [ConfigSpace(always).default()])[0]
        assert taken.status == COMPILE_ERROR  # the default could not run: a record, and the worker lives on
        assert "host callback not in this process: the run called host callback #0" in taken.message
        untaken = m.measure(never, [ConfigSpace(never).default(), ConfigSpace(never).random(seed_rng(2))])
        assert [r.status for r in untaken] == [OK, OK]


def seed_rng(seed: int):
    import random

    return random.Random(seed)


@pytest.mark.serial
def test_a_local_dask_cluster_refuses_callbacks_that_live_here_and_runs_untaken_ones(tmp_path):
    import jax

    f = functions()
    x, w = f["args"]()
    here = Program.from_callable(f["printing"], x, w)
    never = Program.from_text(jax.jit(lambda x, w: f["guarded"](x, w, 1e9)).lower(x, w).as_text(), name="never")
    settings = MeasureSettings(cluster="local:1", cores=1, policy=FAST, timeout_s=120, history_tolerance=None)
    with RecordStore(tmp_path / "c.db") as store, Measurer(settings, store) as m:
        with pytest.raises(ProgramError, match="a worker process cannot run it"):
            m.measure(here, [ConfigSpace(here).default()])
        assert store.programs() == []
        assert [r.status for r in m.measure(never, [ConfigSpace(never).default()])] == [OK]


def test_tune_in_process_measures_a_function_with_a_pure_callback_and_its_tuned_callable_runs_it(tmp_path):
    done = run_child('''
        import json
        import jax
        from xtune.search.costmodel import RandomCostModel
        from xtune.search.settings import AnswerSettings, BudgetSettings, SearchSettings
        from xtune.search.tune import tune

        x, w = args()
        settings = SearchSettings(budget=BudgetSettings(4), answer=AnswerSettings(confirm=False))
        result = tune(pure, x, w, model=RandomCostModel(), in_process=True, max_time_per_config_s=0.05,
                      settings=settings, db="t.db")
        before = CALLS["pure"]
        same = bool(np.allclose(result.apply(pure)(x, w), jax.jit(pure)(x, w), rtol=1e-5, atol=1e-5))
        print(json.dumps({"statuses": sorted({r.status for r in result.records}), "same": same,
                          "ran": CALLS["pure"] > before}))
    ''', tmp_path)
    assert done.returncode == 0, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert set(result["statuses"]) <= {"ok", "same_executable"} and result["same"] and result["ran"]


def test_a_stand_in_says_which_callback_it_stands_for_and_a_site_without_index_gets_none():
    site = callbacks.CallbackSite("xla_ffi_python_cpu_callback", 1, False, True)
    stand_ins = callbacks.callbacks_for([site], ())
    assert len(stand_ins) == 2
    with pytest.raises(callbacks.CallbackUnavailable, match="host callback #1"):
        stand_ins[1](np.zeros(2))
    legacy = callbacks.CallbackSite("xla_python_cpu_callback", None, False, True)
    assert callbacks.needs_live_callbacks([legacy])
    with pytest.raises(callbacks.CallbackUnavailable):
        callbacks.callbacks_for([legacy], ())


def test_a_search_of_a_python_function_with_callbacks_in_worker_processes_is_refused_before_its_store_exists(
        tmp_path):
    (tmp_path / "withcallback.py").write_text(FUNCTIONS + "\n\ndef build():\n    return pure, args()\n")
    from xtune.search.cli import main

    db = tmp_path / "s.db"
    cwd = os.getcwd()
    os.chdir(tmp_path)
    try:
        done = CliRunner().invoke(main, ["search", "withcallback:build", "--measurements", "2", "--cores", "1",
                                         "--db", str(db)])
    finally:
        os.chdir(cwd)
    assert done.exit_code == 2 and "a worker process cannot run it" in done.output, done.output
    assert not db.exists()
