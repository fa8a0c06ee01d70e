"""`xtune.jit(autotune=k)`: tuning a program without an answer at its first call. A config
with wrong outputs, or one that fails or hangs, is never kept and the call returns
jax.jit's outputs; a faster one is kept, written as an answer the next `xtune.jit` uses
without tuning; an offline answer wins; concurrent tuners leave a folder `load` reads;
the background mode switches once it has kept one.

The configs tried come from an injected suggest function and behave as an injected compile
function makes them (wrong, failing, hanging, or answering at once: "really faster")."""

from __future__ import annotations

import dataclasses
import json
import logging
import os
import threading

import numpy as np
import pytest

import xtune
from xtune.deploy import answers as answers_lib
from xtune.deploy import jit as jit_module
from xtune.deploy.answers import Answer
from xtune.deploy.jit import FIRST_CALL_DIR, FIRST_CALL_SOURCE, compile_executable, is_first_call
from xtune.measure.device import backend_info
from xtune.measure.program import Program
from xtune.measure.rewrite import apply as apply_config
from xtune.measure.rewrite import compile_options
from xtune.measure.suggestions import Suggestion
from xtune.measure.space import ConfigSpace

BUDGET_S = 3.0


def mm(a, b):
    import jax.numpy as jnp

    return jnp.tanh(a @ b).T @ a


def other(a, b):
    import jax.numpy as jnp

    return jnp.sin(a @ b) @ b.T


@pytest.fixture(scope="module")
def small() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(0)
    return rng.standard_normal((96, 64), dtype=np.float32), rng.standard_normal((64, 96), dtype=np.float32)


@pytest.fixture(scope="module")
def big() -> tuple[np.ndarray, np.ndarray]:
    """Inputs on which jax.jit takes a few ms a call: an executable that answers at once is faster beyond doubt."""
    rng = np.random.default_rng(1)
    return rng.standard_normal((256, 256), dtype=np.float32), rng.standard_normal((256, 256), dtype=np.float32)


@pytest.fixture(autouse=True)
def fresh_log_once(monkeypatch):
    monkeypatch.setattr(jit_module, "_LOGGED", set())


class Wrong:
    def __init__(self, exe):
        self.exe = exe

    def execute(self, args):
        return [o + 1.0 for o in self.exe.execute(args)]


class FailsToRun:
    def execute(self, args):
        raise RuntimeError("INTERNAL: no such thing here")


class AtOnce:
    """The real executable's outputs of its first run, handed back at once from then on."""

    def __init__(self, exe):
        self.exe, self.outputs = exe, None

    def execute(self, args):
        if self.outputs is None:
            self.outputs = self.exe.execute(args)
        return self.outputs


class Configs:
    """An injected suggest function (its configs: the program's dots swapped, one per behaviour)
    and compile function (the configs behave as named: "real", "wrong", "compile error",
    "run error", "fast", "hang")."""

    def __init__(self, *behaviours: str, hang_s: float = 0.0, gate: threading.Event | None = None):
        self.behaviours, self.hang_s, self.gate = behaviours, hang_s, gate
        self.release, self.hang_ended = threading.Event(), threading.Event()  # a hang lasts hang_s or until released
        self.by_build: dict[tuple, str] = {}
        self.suggested = self.compiled = 0

    def suggest(self, space, k):
        self.suggested += 1
        swaps = [g.name for g in space.genes if g.name.endswith(".swap")]
        genes = [{swaps[0]: True}, {swaps[1]: True}, {swaps[0]: True, swaps[1]: True},
                 {"opt.xla_cpu_scheduler_type": "CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED"}]
        out = []
        for behaviour, g in zip(self.behaviours, genes):
            config = space.make(g)
            self.by_build[(apply_config(space.program, config), tuple(compile_options(config)))] = behaviour
            out.append(Suggestion(config, "swap", 0.9, f"behaves: {behaviour}"))
        return out[:k]

    def compile(self, text, options):
        self.compiled += 1
        if self.gate is not None:
            self.gate.wait(30)
        # by the build; a program lowered with donation is another text: then by the order of the compiles
        by_order = self.behaviours[self.compiled - 1] if self.compiled <= len(self.behaviours) else "real"
        behaviour = self.by_build.get((text, tuple(options)), by_order)
        if behaviour == "compile error":
            raise RuntimeError("UNIMPLEMENTED: this layout")
        if behaviour == "hang":
            self.release.wait(self.hang_s)
            self.hang_ended.set()
        exe = compile_executable(text, options)
        return {"wrong": Wrong, "run error": lambda e: FailsToRun(), "fast": AtOnce}.get(behaviour, lambda e: e)(exe)


def tuned(fn, folder, configs: Configs, k: int = 3, **kw):
    return xtune.jit(fn, answers=folder, autotune=kw.pop("autotune", k), autotune_budget_s=kw.pop("budget", BUDGET_S),
                     compile_fn=configs.compile, suggest_fn=configs.suggest, **kw)


def want(fn, args):
    import jax

    return np.asarray(jax.jit(fn)(*args))


def messages(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "xtune.deploy.jit"]


def test_wrong_or_failing_configs_are_never_kept_and_the_call_returns_jits_outputs(tmp_path, small, caplog):
    configs = Configs("wrong", "compile error", "run error")
    fast = tuned(mm, tmp_path / "answers", configs)
    with caplog.at_level(logging.INFO, logger="xtune.deploy.jit"):
        out = fast(*small)
    np.testing.assert_array_equal(np.asarray(out), want(mm, small))
    dep = fast.explain(*small)
    assert not dep.tuned and "nothing beat jax.jit" in dep.reason
    lines = messages(caplog)
    assert any("outputs differ from jax.jit's" in m for m in lines)
    assert any("failed to compile (RuntimeError: UNIMPLEMENTED: this layout)" in m for m in lines)
    assert any("failed to run (RuntimeError: INTERNAL: no such thing here)" in m for m in lines)
    # what it tried is recorded; the folder is one `load` (and xtune.jit without autotune) reads
    (record,) = (tmp_path / "answers" / FIRST_CALL_DIR).glob("*.json")
    data = json.loads(record.read_text())
    assert data["kept"] is None and [t["status"] for t in data["tried"]] == ["skipped"] * 3
    assert len(answers_lib.load(tmp_path / "answers")) == 0
    assert not xtune.jit(mm, answers=tmp_path / "answers").explain(*small).tuned
    # a fresh tuner of the same program and setting does not tune it again
    again = Configs("wrong", "compile error", "run error")
    dep = tuned(mm, tmp_path / "answers", again).explain(*small)
    assert not dep.tuned and dep.reason.startswith("tuned at first call before") and again.compiled == 0
    # a record that names its configs "shortlist" (the key's older name) counts the same
    data["shortlist"] = data.pop("suggestions")
    record.write_text(json.dumps(data))
    older = Configs("wrong", "compile error", "run error")
    dep = tuned(mm, tmp_path / "answers", older).explain(*small)
    assert not dep.tuned and dep.reason.startswith("tuned at first call before") and older.compiled == 0


def test_a_faster_config_is_kept_written_and_used_by_the_next_xtune_jit_without_tuning(tmp_path, big, caplog):
    configs = Configs("real", "fast")
    fast = tuned(mm, tmp_path / "answers", configs)
    with caplog.at_level(logging.INFO, logger="xtune.deploy.jit"):
        out = fast(*big)
    np.testing.assert_allclose(np.asarray(out), want(mm, big), rtol=1e-5, atol=1e-4)
    dep = fast.explain(*big)
    assert dep.tuned and dep.reason.startswith("tuned at first call: config") and not dep.check_pending
    assert dep.answer.speedup_low > 1 and is_first_call(dep.answer)
    assert any(": kept" in m and "behaves: fast" in m and "ratio to jax.jit" in m for m in messages(caplog))
    fast(*big)
    assert dep.calls == 2
    # an ordinary answer file, with its interval and setting
    (answer,) = answers_lib.load(tmp_path / "answers").answers
    assert answer.fingerprint == dep.fingerprint and answer.source.startswith(FIRST_CALL_SOURCE)
    info = backend_info()
    assert (answer.device_kind, answer.jax_version, answer.speedup_low) == (info["device_kind"], info["jax_version"],
                                                                           dep.answer.speedup_low)
    assert json.loads((tmp_path / "answers" / answer.file_name).read_text())["first_call"]["readings"] >= 6
    # the next process: plain xtune.jit (the real compiler) runs it, with no tuning
    plain = xtune.jit(mm, answers=tmp_path / "answers")
    np.testing.assert_allclose(np.asarray(plain(*big)), want(mm, big), rtol=1e-5, atol=1e-4)
    assert plain.explain(*big).tuned and plain.explain(*big).reason.startswith("tuned:")
    again = Configs("fast")
    assert tuned(mm, tmp_path / "answers", again).explain(*big).tuned
    assert again.suggested == 0 and again.compiled == 1  # the answer compiled, nothing tried


def test_an_offline_answer_wins_and_is_never_written_over(tmp_path, big, small, caplog):
    folder = tmp_path / "answers"
    prog = Program.from_callable(mm, *big, name="mm")
    info = backend_info()
    here = dict(device_kind=info["device_kind"], backend=info["backend"], cores=len(os.sched_getaffinity(0)),
                jax_version=info["jax_version"], jaxlib_version=info["jaxlib_version"], date="2026-01-01T00:00:00")
    swap = next(g.name for g in ConfigSpace(prog).genes if g.name.endswith(".swap"))
    offline = Answer(prog.fingerprint, "mm", {swap: True}, 1.2, 1.1, 1.3, **here, source="store runs/x.db")

    class WritesOfflineMeanwhile(Configs):  # `xtune db answers` while the tuner compiles
        def suggest(self, space, k):
            answers_lib.write(folder, [offline])
            return super().suggest(space, k)

    configs = WritesOfflineMeanwhile("fast")
    with caplog.at_level(logging.INFO, logger="xtune.deploy.jit"):
        assert tuned(mm, folder, configs).explain(*big).tuned
    assert any("holds an offline search's answer" in m for m in messages(caplog))
    (kept,) = answers_lib.load(folder).answers
    assert kept == offline  # not written over
    # an offline answer there: no tuning at all
    configs = Configs("fast")
    dep = tuned(mm, folder, configs).explain(*big)
    assert dep.tuned and dep.answer == offline and configs.suggested == 0
    # lookup prefers an offline answer (here for other cores) to a first-call one for these
    first = Answer(prog.fingerprint, "mm", {swap: True}, 1.5, 1.4, 1.6, **here, source=FIRST_CALL_SOURCE)
    answers_lib.write(folder, [first, dataclasses.replace(offline, cores=here["cores"] + 1)])
    assert xtune.jit(mm, answers=folder).explain(*big).answer.source == "store runs/x.db"


def test_concurrent_tuners_leave_a_folder_load_reads(tmp_path, small, big):
    folder = tmp_path / "answers"
    start = threading.Barrier(3)
    errors: list[BaseException] = []

    def tune(fn, args):
        try:
            start.wait()
            fast = tuned(fn, folder, Configs("fast", "real"), budget=2.0)
            np.testing.assert_allclose(np.asarray(fast(*args)), want(fn, args), rtol=1e-5, atol=1e-4)
        except BaseException as e:
            errors.append(e)

    threads = [threading.Thread(target=tune, args=a) for a in ((mm, big), (mm, big), (other, big))]
    for t in threads:
        t.start()
    for t in threads:
        t.join(60)
    assert not errors
    loaded = answers_lib.load(folder)
    assert {a.name for a in loaded.answers} == {"mm", "other"} and len(loaded) == 2
    assert not list(folder.glob("*.tmp")) and not list(folder.glob(".*.tmp"))
    assert len(list((folder / FIRST_CALL_DIR).glob("*.json"))) == 2


def test_a_hanging_config_is_abandoned_at_the_budget(tmp_path, small, caplog):
    configs = Configs("hang", hang_s=120.0)
    fast = tuned(mm, tmp_path / "answers", configs, budget=1.0)
    try:
        with caplog.at_level(logging.INFO, logger="xtune.deploy.jit"):
            out = fast(*small)
        assert not configs.hang_ended.is_set()  # the call returned while the compile still hung
    finally:
        configs.release.set()
    np.testing.assert_array_equal(np.asarray(out), want(mm, small))
    assert not fast.explain(*small).tuned
    assert any("abandoned: its compile ran past the budget" in m for m in messages(caplog))


def test_static_and_donated_arguments_behave_as_in_jax_jit(tmp_path):
    import jax
    import jax.numpy as jnp

    def step(w, x, n, *, scale):
        return jnp.tanh(x @ w) * scale @ w.T + n

    rng = np.random.default_rng(2)
    w, x = rng.standard_normal((32, 48), dtype=np.float32), rng.standard_normal((64, 32), dtype=np.float32)
    kw = dict(static_argnums=(2,), static_argnames=("scale",), donate_argnums=(1,))
    fast = tuned(step, tmp_path / "answers", Configs("real", "wrong"), k=2, budget=2.0, **kw)
    expected = np.asarray(jax.jit(step, **kw)(w, jnp.asarray(x), 3, scale=0.5))
    for _ in range(2):
        donated = jnp.asarray(x)
        np.testing.assert_allclose(np.asarray(fast(w, donated, 3, scale=0.5)), expected, rtol=1e-4, atol=1e-4)
        assert donated.is_deleted()  # the call's own argument is consumed, as under jax.jit; the tuning used copies
    data = json.loads(next((tmp_path / "answers" / FIRST_CALL_DIR).glob("*.json")).read_text())
    assert [t["status"] for t in data["tried"]][1] == "skipped"


def test_background_returns_jits_outputs_at_once_and_switches_later(tmp_path, big):
    gate = threading.Event()  # compiles wait until the first call has returned
    configs = Configs("fast", gate=gate)
    fast = tuned(mm, tmp_path / "answers", configs, autotune="background")
    out = fast(*big)
    gate.set()
    np.testing.assert_array_equal(np.asarray(out), want(mm, big))
    assert not fast.explain(*big).tuned and "background" in fast.explain(*big).reason
    assert fast.wait_for_tuning(timeout=60)
    dep = fast.explain(*big)
    assert dep.tuned and dep.reason.startswith("tuned at first call")
    np.testing.assert_allclose(np.asarray(fast(*big)), want(mm, big), rtol=1e-5, atol=1e-4)
    assert dep.calls == 1 and len(answers_lib.load(tmp_path / "answers")) == 1


def test_without_answers_it_tunes_into_xtune_answers_else_the_cache_folder(tmp_path, small, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.delenv("XTUNE_ANSWERS", raising=False)
    assert jit_module.default_answers_dir() == tmp_path / "cache" / "xtune" / "answers"
    assert xtune.jit(mm, autotune=1).answers_dir == tmp_path / "cache" / "xtune" / "answers"
    monkeypatch.setenv("XTUNE_ANSWERS", str(tmp_path / "env"))
    fast = xtune.jit(mm, autotune=1, autotune_budget_s=1.0, suggest_fn=Configs("wrong").suggest)
    fast(*small)
    assert len(list((tmp_path / "env" / FIRST_CALL_DIR).glob("*.json"))) == 1
    with pytest.raises(ValueError, match="autotune must be"):
        xtune.jit(mm, autotune="sometimes")


def test_an_answer_of_another_setting_is_tuned_anew_and_failing_suggestions_are_jax_jit(tmp_path, big, small):
    folder = tmp_path / "answers"
    prog = Program.from_callable(mm, *big, name="mm")
    swap = next(g.name for g in ConfigSpace(prog).genes if g.name.endswith(".swap"))
    info = backend_info()
    old = Answer(prog.fingerprint, "mm", {swap: True}, 1.2, 1.1, 1.3, info["device_kind"], info["backend"],
                 len(os.sched_getaffinity(0)), "0.0.1", info["jaxlib_version"], "2026-01-01T00:00:00")
    answers_lib.write(folder, [old])
    dep = tuned(mm, folder, Configs("fast")).explain(*big)
    assert dep.tuned and dep.reason.startswith("tuned at first call") and len(answers_lib.load(folder)) == 2

    def broken(space, k):
        raise RuntimeError("no rule")

    fast = xtune.jit(mm, answers=tmp_path / "other", autotune=2, suggest_fn=broken)
    np.testing.assert_array_equal(np.asarray(fast(*small)), want(mm, small))
    assert "the suggestions failed (RuntimeError: no rule)" in fast.explain(*small).reason
    (tmp_path / "file.json").write_text("{}")
    with pytest.raises(answers_lib.AnswersError, match="into a folder"):
        xtune.jit(mm, answers=tmp_path / "file.json", autotune=1)


CALLBACK_CHILD = '''
import json, logging
import jax, jax.numpy as jnp, numpy as np
from jax.experimental import io_callback
import xtune
from xtune.deploy import answers as answers_lib
from xtune.deploy.answers import Answer
from xtune.measure.device import backend_info
from xtune.measure.program import Program
from xtune.measure.space import ConfigSpace

logging.basicConfig(level=logging.WARNING)
CALLS = {"pure": 0, "print": 0, "io": 0}

def _tanh(a):
    CALLS["pure"] += 1
    return np.tanh(a)

def _cos(a):
    CALLS["io"] += 1
    return np.cos(a)

def pure(x, w):
    return (jax.pure_callback(_tanh, jax.ShapeDtypeStruct(x.shape, x.dtype), x) @ w).T @ x

def printing(x, w):
    jax.debug.callback(lambda s: CALLS.__setitem__("print", CALLS["print"] + 1), x.sum())
    jax.debug.print("sum {s}", s=x.sum())
    return jnp.tanh(x @ w).T @ x

def io(x, w):
    return (io_callback(_cos, jax.ShapeDtypeStruct(x.shape, x.dtype), x) @ w).T @ x

rng = np.random.default_rng(0)
x, w = rng.standard_normal((96, 64), dtype=np.float32), rng.standard_normal((64, 96), dtype=np.float32)
info = backend_info()
env = {k: info[k] for k in ("device_kind", "backend", "jax_version", "jaxlib_version")}
out = {}
for fn in (pure, printing, io):
    want = np.asarray(jax.jit(fn)(x, w))
    prog = Program.from_callable(fn, x, w, name=fn.__name__)
    swap = next(g.name for g in ConfigSpace(prog).genes if g.name.endswith(".swap"))
    folder = f"answers-{fn.__name__}"
    answers_lib.write(folder, [Answer(prog.fingerprint, fn.__name__, {swap: True}, 1.2, 1.1, 1.3,
                                      cores=len(__import__("os").sched_getaffinity(0)),
                                      date="2026-12-01T00:00:00+00:00", **env)])
    makers = {"plain": lambda: xtune.jit(fn),
              "answers": lambda: xtune.jit(fn, answers=folder),
              "autotune": lambda: xtune.jit(fn, answers=f"tune-{fn.__name__}", autotune=2, autotune_budget_s=1.0),
              "background": lambda: xtune.jit(fn, answers=f"bg-{fn.__name__}", autotune="background",
                                              autotune_budget_s=1.0)}
    runs = {}
    for mode, make in makers.items():
        before = dict(CALLS)
        fast = make()
        outs = [np.asarray(fast(x, w)) for _ in range(2)]
        fast.wait_for_tuning(60)
        outs.append(np.asarray(fast(x, w)))
        dep = fast.explain(x, w)
        runs[mode] = {"same": all(np.allclose(o, want, rtol=1e-4, atol=1e-4) for o in outs), "tuned": dep.tuned,
                      "reason": dep.reason, "calls": {k: CALLS[k] - before[k] for k in CALLS}}
    out[fn.__name__] = runs
print(json.dumps(out))
'''


def test_host_callbacks_never_crash_xtune_jit_and_calls_return_jax_jits_outputs(tmp_path):
    """pure_callback, jax.debug.print and io_callback under plain, answered, autotuned and
    background xtune.jit, in a child process (a crash fails the test, not pytest): jax.jit's
    outputs every time; a pure callback's answer runs tuned; side effects happen once per
    call (never repeated by a check or a tuning), with one warning saying why."""
    import subprocess
    import sys

    (tmp_path / "child.py").write_text(CALLBACK_CHILD)
    done = subprocess.run([sys.executable, "child.py"], capture_output=True, text=True, timeout=300, cwd=tmp_path)
    assert done.returncode == 0, done.stderr[-3000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    for name, runs in result.items():
        for mode, run in runs.items():
            assert run["same"], (name, mode, run)
    assert result["pure"]["answers"]["tuned"] and result["pure"]["answers"]["reason"].startswith("tuned:")
    assert result["pure"]["autotune"]["reason"].startswith("tuned at first call")
    for folder in ("tune-pure", "bg-pure"):  # its configs compiled with the callback and ran: none skipped
        tried = [t["status"] for f in (tmp_path / folder / FIRST_CALL_DIR).glob("*.json")
                 for t in json.loads(f.read_text())["tried"]]
        assert tried and set(tried) <= {"faster", "not faster", "not timed"}, tried
    for name, counter in (("printing", "print"), ("io", "io")):
        for mode, run in result[name].items():
            assert run["calls"][counter] == 3, (name, mode, run)  # once per call
            assert not run["tuned"]
        assert "side effects" in result[name]["answers"]["reason"]
        assert result[name]["autotune"]["reason"].startswith("not tuned: it calls host callbacks with side effects")
    warned = [ln for ln in done.stderr.splitlines() if "side effects" in ln]
    assert len(warned) == 4  # per program: the answer not used, not tuned at first call


class _Clock:
    """Time moves only while a fake run runs."""

    def __init__(self) -> None:
        self.t = 0.0

    def __call__(self) -> float:
        return self.t

    def run(self, cost: float):
        def fn() -> None:
            self.t += cost
        return fn


def test_first_call_timing_decides_a_clear_config_at_its_minimum_rounds_and_two_percent_is_the_bar():
    from xtune.deploy.first_call import AUTOTUNE_MAX_ROUNDS, AUTOTUNE_MIN_ROUNDS, FIRST_CALL_POLICY
    from xtune.measure.timing import NOT_A_WIN, WIN, time_rounds

    clock = _Clock()
    # 5% faster, 1% faster (not beyond the 2% margin), slower, and a tie whose interval straddles the bar
    runs = [clock.run(0.95), clock.run(0.99), clock.run(1.2), None]
    tie = iter([0.9, 1.06] * 200)
    runs[3] = lambda: setattr(clock, "t", clock.t + next(tie))
    out = time_rounds(runs, clock.run(1.0), FIRST_CALL_POLICY, clock=clock, deadline=1e12)
    verdicts = [FIRST_CALL_POLICY.decide(o.candidate_s, o.default_s).verdict for o in out]
    assert verdicts[:3] == [WIN, NOT_A_WIN, NOT_A_WIN]
    assert [len(o.candidate_s) for o in out[:3]] == [AUTOTUNE_MIN_ROUNDS] * 3
    assert len(out[3].candidate_s) == AUTOTUNE_MAX_ROUNDS


def test_first_call_timing_ends_at_the_tunings_deadline():
    from xtune.deploy.first_call import FIRST_CALL_POLICY
    from xtune.measure.timing import time_rounds

    clock = _Clock()
    (t,) = time_rounds([clock.run(0.95)], clock.run(1.0), FIRST_CALL_POLICY, clock=clock, deadline=10.0)
    assert len(t.candidate_s) == 5 and t.stopped == "deadline"  # rounds of 1.95 s start at 1.95 ... 9.75, none after 10
