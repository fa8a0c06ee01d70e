"""`xtune.jit`: jax.jit's outputs, the tuned executable on a hit, plain jit (and a logged
`xtune search` command) on a miss, refusal of answers from another setting, and the
fallback when a tuned executable's outputs are wrong."""

from __future__ import annotations

import logging
import os
from pathlib import Path

import numpy as np
import pytest
from conftest import normalize_hlo

import xtune
from xtune.deploy import answers as answers_lib
from xtune.deploy.answers import Answer, AnswersError
from xtune.deploy.jit import compile_executable
from xtune.measure.device import backend_info
from xtune.measure.program import Program
from xtune.measure.space import ConfigSpace


def mm(a, b):
    import jax.numpy as jnp

    return jnp.tanh(a @ b).T @ a


@pytest.fixture(scope="module")
def inputs() -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(0)
    return rng.standard_normal((96, 64), dtype=np.float32), rng.standard_normal((64, 96), dtype=np.float32)


def here(**changes) -> dict:
    info = backend_info()
    return {"device_kind": info["device_kind"], "backend": info["backend"], "cores": len(os.sched_getaffinity(0)),
            "jax_version": info["jax_version"], "jaxlib_version": info["jaxlib_version"], **changes}


def answer_for(prog: Program, **setting) -> Answer:
    """An answer for `prog`: its first dot's operands swapped (a change XLA keeps)."""
    swap = next(g.name for g in ConfigSpace(prog).genes if g.name.endswith(".swap"))
    return Answer(prog.fingerprint, prog.name, {swap: True}, 1.2, 1.1, 1.3, date="2026-12-01T00:00:00+00:00",
                  **here(**setting))


@pytest.fixture()
def answers_dir(tmp_path, inputs):
    answers_lib.write(tmp_path / "answers", [answer_for(Program.from_callable(mm, *inputs, name="mm"))])
    return tmp_path / "answers"


def test_a_hit_runs_the_tuned_executable_and_gives_jax_jits_outputs(answers_dir, inputs):
    import jax

    fast = xtune.jit(mm, answers=answers_dir)
    np.testing.assert_allclose(np.asarray(fast(*inputs)), np.asarray(jax.jit(mm)(*inputs)), rtol=1e-5, atol=1e-5)
    fast(*inputs)
    dep = fast.explain(*inputs)
    assert dep.tuned and dep.calls == 2 and not dep.check_pending and dep.reason.startswith("tuned:")
    tuned_hlo = normalize_hlo(dep.executable.hlo_modules()[0].to_string())
    plain_hlo = normalize_hlo(jax.jit(mm).lower(*inputs).compile().as_text())
    assert tuned_hlo != plain_hlo  # the swapped dot is what runs
    # inside another jit (or grad, vmap) the arguments are tracers: it is jax.jit there
    np.testing.assert_allclose(np.asarray(jax.jit(lambda a, b: fast(a, b) * 2)(*inputs)),
                               2 * np.asarray(jax.jit(mm)(*inputs)), rtol=1e-5, atol=1e-5)
    assert dep.calls == 2


def test_pytrees_static_arguments_and_donation_behave_as_in_jax_jit(tmp_path):
    import jax
    import jax.numpy as jnp

    def step(params, x, n, *, scale):
        h = jnp.tanh(x @ params["w"]) * scale
        return {"y": h @ params["v"] + n, "norm": (jnp.sum(h),)}

    rng = np.random.default_rng(1)
    params = {"w": rng.standard_normal((32, 48), dtype=np.float32), "v": rng.standard_normal((48, 32), dtype=np.float32)}
    x = rng.standard_normal((64, 32), dtype=np.float32)
    kw = dict(static_argnums=(2,), static_argnames=("scale",), donate_argnums=(1,))
    # the program is step with its static arguments, as xtune search would see it (no donation)
    prog = Program.from_text(jax.jit(step, keep_unused=True, static_argnums=(2,), static_argnames=("scale",))
                             .lower(params, x, 3, scale=0.5).as_text(), name="step")
    answers_lib.write(tmp_path / "a", [answer_for(prog)])
    fast = xtune.jit(step, answers=tmp_path / "a", **kw)
    want = jax.jit(step, **kw)(params, jnp.asarray(x), 3, scale=0.5)
    for call in range(2):  # the first call is checked against jax.jit, the second is the tuned one alone
        donated = jnp.asarray(x)
        got = fast(params, donated, 3, scale=0.5)
        assert jax.tree.structure(got) == jax.tree.structure(want)
        for g, w in zip(jax.tree.leaves(got), jax.tree.leaves(want)):
            np.testing.assert_allclose(np.asarray(g), np.asarray(w), rtol=1e-4, atol=1e-4)
        assert donated.is_deleted()  # y reuses x's buffer, as under jax.jit
    dep = fast.explain(params, x, 3, scale=0.5)
    assert dep.tuned and dep.calls == 2
    # another static value is another program: no answer, plain jit
    assert not fast.explain(params, x, 4, scale=0.5).tuned


def test_a_miss_runs_jax_jit_and_logs_the_fingerprint_and_an_xtune_search_command(answers_dir, inputs, tmp_path,
                                                                                  caplog):
    import jax.numpy as jnp

    def other(a, b):
        return jnp.sin(a @ b)

    fast = xtune.jit(other, answers=answers_dir, misses_dir=tmp_path / "misses")
    with caplog.at_level(logging.INFO, logger="xtune.deploy.jit"):
        out = fast(*inputs)
    fp = Program.from_callable(other, *inputs).fingerprint
    np.testing.assert_allclose(np.asarray(out), np.sin(inputs[0] @ inputs[1]), rtol=1e-3, atol=1e-3)
    assert not fast.explain(*inputs).tuned
    (line,) = [r.getMessage() for r in caplog.records if "no answer" in r.getMessage()]
    written = tmp_path / "misses" / f"other-{fp}.mlir"
    assert fp in line and f"xtune search {written} --cores" in line
    assert Program.from_text(written.read_text()).fingerprint == fp  # the file xtune search tunes is this program


def test_an_answer_from_another_jax_version_is_refused_under_strict_and_checked_without(tmp_path, inputs, caplog):
    answers_lib.write(tmp_path / "a", [answer_for(Program.from_callable(mm, *inputs, name="mm"), jax_version="0.0.1")])
    with caplog.at_level(logging.WARNING, logger="xtune.deploy.jit"):
        strict = xtune.jit(mm, answers=tmp_path / "a")
        strict(*inputs)
    dep = strict.explain(*inputs)
    assert not dep.tuned and "jax_version 0.0.1" in dep.reason
    (warning,) = [r.getMessage() for r in caplog.records if "strict=False" in r.getMessage()]
    named = warning.split("its answer in ")[1].split(" was tuned")[0]
    assert Path(named).is_file() and Path(named).parent == tmp_path / "a"  # the file the user has
    lenient = xtune.jit(mm, answers=tmp_path / "a", strict=False, check=False)
    dep = lenient.explain(*inputs)
    assert dep.tuned and dep.check_pending  # re-validated before first use even with check=False
    lenient(*inputs)
    assert dep.tuned and not dep.check_pending and dep.calls == 1


class WrongExecutable:
    """A tuned executable whose outputs are off by one: what a config that changed the numbers gives."""

    def __init__(self, exe):
        self.exe = exe

    def execute(self, args):
        return [o + 1.0 for o in self.exe.execute(args)]


def test_a_tuned_executable_with_wrong_outputs_is_dropped_on_the_first_call(answers_dir, inputs, caplog):
    import jax

    fast = xtune.jit(mm, answers=answers_dir, compile_fn=lambda text, opts: WrongExecutable(
        compile_executable(text, opts)))
    with caplog.at_level(logging.WARNING, logger="xtune.deploy.jit"):
        out = fast(*inputs)
    np.testing.assert_array_equal(np.asarray(out), np.asarray(jax.jit(mm)(*inputs)))
    dep = fast.explain(*inputs)
    assert not dep.tuned and dep.reason.startswith("dropped: its outputs differ")
    assert any("dropped" in r.getMessage() for r in caplog.records)
    # with check=False the caller chose speed: the (wrong) tuned executable runs
    unchecked = xtune.jit(mm, answers=answers_dir, check=False,
                          compile_fn=lambda text, opts: WrongExecutable(compile_executable(text, opts)))
    assert np.allclose(np.asarray(unchecked(*inputs)), np.asarray(jax.jit(mm)(*inputs)) + 1.0)


@pytest.mark.parametrize("content,expected", [
    ("{not json", "not JSON"),
    ('{"format": "xtune-answer", "version": 1, "fingerprint": "x"}', "not a valid xtune answer"),
    ('{"program": "abc", "genes": {}}', "not an xtune answer"),
])
def test_a_corrupt_answers_file_is_a_one_line_error_at_construction(tmp_path, content, expected):
    path = tmp_path / "answer.json"
    path.write_text(content)
    with pytest.raises(AnswersError, match=expected) as e:
        xtune.jit(mm, answers=path)
    assert "\n" not in str(e.value) and str(path) in str(e.value)


def test_without_answers_it_is_jax_jit(inputs, monkeypatch):
    import jax

    monkeypatch.delenv("XTUNE_ANSWERS", raising=False)
    fast = xtune.jit(mm)
    np.testing.assert_array_equal(np.asarray(fast(*inputs)), np.asarray(jax.jit(mm)(*inputs)))
    assert fast.lower(*inputs).as_text() == jax.jit(mm).lower(*inputs).as_text()  # jit's other methods


class BigTempExecutable:
    """A real executable that reports a 40 MB temp buffer, as haiku_resnet18's does."""

    def __init__(self, exe):
        self.exe = exe

    def execute(self, args):
        return self.exe.execute(args)

    def get_compiled_memory_stats(self):
        class Stats:
            temp_size_in_bytes = 40_000_000
        return Stats()


@pytest.mark.parametrize("fixed", [False, True])
def test_a_big_temp_buffer_without_the_workers_allocator_settings_is_warned_about(answers_dir, inputs, caplog,
                                                                                   monkeypatch, fixed):
    from xtune.deploy import jit as jit_module
    from xtune.measure.execute import MALLOC_ENV

    monkeypatch.setattr(jit_module, "_LOGGED", set())
    for k, v in MALLOC_ENV.items():
        if fixed:
            monkeypatch.setenv(k, v)
        else:
            monkeypatch.delenv(k, raising=False)
    fast = xtune.jit(mm, answers=answers_dir, compile_fn=lambda text, opts: BigTempExecutable(
        compile_executable(text, opts)))
    with caplog.at_level(logging.WARNING, logger="xtune.deploy.jit"):
        fast(*inputs)
    warned = [r.getMessage() for r in caplog.records if "temp buffer" in r.getMessage()]
    assert fast.explain(*inputs).tuned  # a warning, never a fallback
    if fixed:
        assert warned == []
    else:
        (line,) = warned
        assert "40.0 MB" in line and "MALLOC_ARENA_MAX=1" in line and "MALLOC_MMAP_THRESHOLD_=68719476736" in line


def test_a_small_temp_buffer_is_not_warned_about(answers_dir, inputs, caplog, monkeypatch):
    from xtune.deploy import jit as jit_module
    from xtune.measure.execute import MALLOC_ENV

    monkeypatch.setattr(jit_module, "_LOGGED", set())
    for k in MALLOC_ENV:
        monkeypatch.delenv(k, raising=False)
    fast = xtune.jit(mm, answers=answers_dir)  # the real executable: a few hundred kB of temp
    with caplog.at_level(logging.WARNING, logger="xtune.deploy.jit"):
        fast(*inputs)
    assert not [r for r in caplog.records if "temp buffer" in r.getMessage()]


def leapfrog(x):
    import jax
    import jax.numpy as jnp

    return jax.lax.fori_loop(0, 50, lambda i, v: v + 0.01 * jnp.sin(v), x)


def test_an_answer_that_unrolls_a_loop_runs_the_unrolled_executable_with_jax_jits_outputs(tmp_path):
    import jax

    x = np.linspace(0, 1, 32, dtype=np.float32)
    prog = Program.from_callable(leapfrog, x, name="leapfrog")
    gene = next(g.name for g in ConfigSpace(prog).genes if g.kind == "unroll")
    answers_lib.write(tmp_path / "answers", [Answer(prog.fingerprint, prog.name, {gene: 4}, 1.5, 1.4, 1.6,
                                                    date="2026-12-01T00:00:00+00:00", **here())])
    fast = xtune.jit(leapfrog, answers=tmp_path / "answers")
    np.testing.assert_allclose(np.asarray(fast(x)), np.asarray(jax.jit(leapfrog)(x)), rtol=1e-6, atol=1e-6)
    dep = fast.explain(x)
    assert dep.tuned and dep.reason.startswith("tuned:")
    hlo = dep.executable.hlo_modules()[0].to_string()
    assert hlo.count(" sine(") >= 4  # four bodies to an iteration
