"""Tests of `measure.program`: loading programs and their inputs."""

from __future__ import annotations

import dataclasses
import hashlib

import jax
import jax.numpy as jnp
import ml_dtypes
import numpy as np
import pytest

from xtune.measure.program import InputSpec, Program, ProgramError, load_program


def matmul_tanh(a, b):
    return jnp.tanh(a @ b)


ARGS = (np.ones((16, 32), np.float32), np.ones((32, 8), np.float32))


@pytest.fixture(scope="module")
def mm_text() -> str:
    return jax.jit(matmul_tanh).lower(*ARGS).as_text()


def assert_one_line_naming(err: pytest.ExceptionInfo, where) -> None:
    msg = str(err.value)
    assert "\n" not in msg, msg
    assert str(where) in msg, msg


# --- loaders ------------------------------------------------------------------

def test_a_mlir_file_loads_with_its_stem_as_name_and_its_path_as_source(tmp_path, mm_text):
    path = tmp_path / "matmul.mlir"
    path.write_text(mm_text)
    p = load_program(path)
    assert p.name == "matmul"
    assert p.source == str(path)
    assert p.input_specs == (InputSpec((16, 32), "float32"), InputSpec((32, 8), "float32"))
    assert "stablehlo.dot_general" in p.text
    assert p.fingerprint == Program.from_text(mm_text).fingerprint


def test_a_jax_export_file_loads_as_the_exported_module(tmp_path):
    exported = jax.export.export(jax.jit(matmul_tanh))(*ARGS)
    path = tmp_path / "matmul.bin"
    path.write_bytes(exported.serialize())
    p = load_program(path)
    assert p.name == "matmul"
    assert p.input_specs == (InputSpec((16, 32), "float32"), InputSpec((32, 8), "float32"))
    assert p.fingerprint == Program.from_text(exported.mlir_module()).fingerprint
    assert "stablehlo.dot_general" in p.text and "stablehlo.tanh" in p.text


def test_a_python_spec_loads_the_factorys_function_on_its_example_args(monkeypatch, repo_root):
    monkeypatch.chdir(repo_root)
    from examples import models

    fn, args = models.mlp()
    p = load_program("examples.models:mlp")
    assert p.name == "mlp"
    assert p.source == "examples.models:mlp"
    assert p.input_specs == tuple(InputSpec(a.shape, str(a.dtype)) for a in args)
    assert p.fingerprint == Program.from_callable(fn, *args, name="mlp").fingerprint


def test_a_python_spec_that_cannot_be_imported_raises_a_one_line_error_naming_it(monkeypatch, repo_root):
    monkeypatch.chdir(repo_root)
    with pytest.raises(ProgramError) as err:
        load_program("examples.models:no_such_model")
    assert_one_line_naming(err, "examples.models:no_such_model")


def test_from_callable_lowers_pytree_args_to_flat_input_specs():
    def fn(params, x):
        return jnp.tanh(x @ params["w"] + params["b"])

    params = {"w": np.zeros((32, 8), np.float32), "b": np.zeros((8,), np.float32)}
    x = np.zeros((16, 32), np.float32)
    p = Program.from_callable(fn, params, x, name="layer")
    assert p.name == "layer"
    assert p.source == "python:layer"
    # jax flattens dicts in key order: b, w, then x
    assert p.input_specs == (InputSpec((8,), "float32"), InputSpec((32, 8), "float32"),
                             InputSpec((16, 32), "float32"))
    assert p.fingerprint == hashlib.sha256(p.text.encode()).hexdigest()[:16]  # the text's, as documented


def test_input_specs_carry_integer_and_bfloat16_dtypes():
    p = Program.from_callable(lambda i, x: x[i], np.int32(3), np.zeros((4, 5), ml_dtypes.bfloat16))
    assert p.input_specs == (InputSpec((), "int32"), InputSpec((4, 5), "bfloat16"))


def test_from_callable_that_cannot_lower_raises_program_error():
    def bad(x):
        raise RuntimeError("boom\nsecond line")

    with pytest.raises(ProgramError) as err:
        Program.from_callable(bad, np.zeros(3, np.float32), name="bad")
    assert_one_line_naming(err, "bad")
    assert "boom" in str(err.value)


# --- fingerprint --------------------------------------------------------------

def test_fingerprint_is_stable_across_two_loads(tmp_path, mm_text):
    path = tmp_path / "m.mlir"
    path.write_text(mm_text)
    assert load_program(path).fingerprint == load_program(path).fingerprint
    assert (Program.from_callable(matmul_tanh, *ARGS).fingerprint
            == Program.from_callable(matmul_tanh, *ARGS).fingerprint)


def test_fingerprint_ignores_whitespace_and_locations(mm_text):
    debug_text = jax.jit(matmul_tanh).lower(*ARGS).as_text(debug_info=True)
    assert "loc(" in debug_text
    spaced = "\n\n" + mm_text.replace("  ", "        ").replace(" = ", "   =   ") + "\n\n\n"
    base = Program.from_text(mm_text)
    assert Program.from_text(debug_text).fingerprint == base.fingerprint
    assert Program.from_text(spaced).fingerprint == base.fingerprint
    # and re-parsing the canonical text is a fixed point
    assert Program.from_text(base.text).text == base.text


def test_fingerprint_differs_for_a_different_program():
    a = Program.from_callable(matmul_tanh, *ARGS)
    b = Program.from_callable(lambda x, y: jnp.sin(x @ y), *ARGS)
    c = Program.from_callable(matmul_tanh, np.ones((16, 32), np.float32), np.ones((32, 4), np.float32))
    assert len({a.fingerprint, b.fingerprint, c.fingerprint}) == 3


def test_program_is_immutable():
    p = Program.from_callable(matmul_tanh, *ARGS)
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.text = ""  # type: ignore[misc]


# --- inputs -------------------------------------------------------------------

SPECS_PROGRAM_ARGS = (np.zeros((3, 4), np.float32), np.zeros((5,), np.int32),
                      np.zeros((2, 2), ml_dtypes.bfloat16), np.zeros((6,), np.bool_))


@pytest.fixture(scope="module")
def mixed_program() -> Program:
    return Program.from_callable(lambda a, i, h, m: (a.sum(), i.sum(), h.sum(), m.any()),
                                 *SPECS_PROGRAM_ARGS, name="mixed")


def test_random_inputs_match_the_specs(mixed_program):
    xs = mixed_program.random_inputs(0)
    assert [(x.shape, str(x.dtype)) for x in xs] == [(s.shape, s.dtype) for s in mixed_program.input_specs]
    assert xs[0].std() > 0.1  # normal floats, not zeros
    assert xs[1].min() >= 0 and xs[1].max() < 8  # small ints


def test_random_inputs_are_deterministic_per_seed(mixed_program):
    a, b, c = (mixed_program.random_inputs(s) for s in (3, 3, 4))
    for x, y in zip(a, b):
        np.testing.assert_array_equal(x, y)
    assert not np.array_equal(a[0], c[0])


def test_load_inputs_reads_a_user_npz_in_order(tmp_path):
    p = Program.from_callable(matmul_tanh, *ARGS)
    x = np.arange(16 * 32, dtype=np.float32).reshape(16, 32)
    w = -np.arange(32 * 8, dtype=np.float32).reshape(32, 8)
    path = tmp_path / "inputs.npz"
    np.savez(path, x, w)
    got = p.load_inputs(path)
    assert len(got) == 2
    np.testing.assert_array_equal(got[0], x)
    np.testing.assert_array_equal(got[1], w)
    assert all(g.dtype == np.float32 for g in got)


def test_load_inputs_of_a_truncated_npz_raises_a_one_line_error_naming_the_file(tmp_path):
    p = Program.from_callable(matmul_tanh, *ARGS)
    path = tmp_path / "cut.npz"
    np.savez(path, *ARGS)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(ProgramError) as err:
        p.load_inputs(path)
    assert_one_line_naming(err, path)


def test_load_inputs_with_a_wrong_shape_raises_naming_the_file_and_the_input(tmp_path):
    p = Program.from_callable(matmul_tanh, *ARGS)
    path = tmp_path / "shape.npz"
    np.savez(path, np.zeros((16, 32), np.float32), np.zeros((32, 9), np.float32))
    with pytest.raises(ProgramError) as err:
        p.load_inputs(path)
    assert_one_line_naming(err, path)
    assert "input 1" in str(err.value) and "(32, 8)" in str(err.value)


def test_load_inputs_with_a_wrong_count_raises_naming_the_file(tmp_path):
    p = Program.from_callable(matmul_tanh, *ARGS)
    path = tmp_path / "count.npz"
    np.savez(path, np.zeros((16, 32), np.float32))
    with pytest.raises(ProgramError) as err:
        p.load_inputs(path)
    assert_one_line_naming(err, path)
    assert "1" in str(err.value) and "2" in str(err.value)


def test_load_inputs_of_a_missing_npz_raises_naming_the_file(tmp_path):
    p = Program.from_callable(matmul_tanh, *ARGS)
    path = tmp_path / "absent.npz"
    with pytest.raises(ProgramError) as err:
        p.load_inputs(path)
    assert_one_line_naming(err, path)


# --- bad files ----------------------------------------------------------------

def test_a_missing_file_raises_a_one_line_error_naming_it(tmp_path):
    path = tmp_path / "nope.mlir"
    with pytest.raises(ProgramError) as err:
        load_program(path)
    assert_one_line_naming(err, path)


def test_garbage_text_raises_a_one_line_error_naming_the_file(tmp_path):
    path = tmp_path / "garbage.mlir"
    path.write_text("this is not mlir\n%0 = what ever\n}}}\n")
    with pytest.raises(ProgramError) as err:
        load_program(path)
    assert_one_line_naming(err, path)


def test_random_binary_bytes_raise_a_one_line_error_naming_the_file(tmp_path):
    path = tmp_path / "noise.bin"
    path.write_bytes(b"\x00" + np.random.default_rng(0).bytes(4096))
    with pytest.raises(ProgramError) as err:
        load_program(path)
    assert_one_line_naming(err, path)


def test_an_empty_file_raises_a_one_line_error_naming_it(tmp_path):
    path = tmp_path / "empty.mlir"
    path.write_text("  \n\n")
    with pytest.raises(ProgramError) as err:
        load_program(path)
    assert_one_line_naming(err, path)


def test_a_truncated_jax_export_file_raises_a_one_line_error_naming_it(tmp_path):
    data = jax.export.export(jax.jit(matmul_tanh))(*ARGS).serialize()
    path = tmp_path / "cut.bin"
    path.write_bytes(data[: len(data) // 2])
    with pytest.raises(ProgramError) as err:
        load_program(path)
    assert_one_line_naming(err, path)


def test_a_dynamic_shaped_entry_raises_program_error(tmp_path):
    path = tmp_path / "dyn.mlir"
    path.write_text("func.func @main(%a: tensor<?xf32>) -> tensor<?xf32> {\n"
                    "  return %a : tensor<?xf32>\n}\n")
    with pytest.raises(ProgramError) as err:
        load_program(path)
    assert_one_line_naming(err, path)
    assert "dynamic" in str(err.value)


def test_a_directory_raises_a_one_line_error_naming_it(tmp_path):
    with pytest.raises(ProgramError) as err:
        load_program(tmp_path)
    assert_one_line_naming(err, tmp_path)


@pytest.mark.parametrize("arg_type", ["!stablehlo.token", "tuple<tensor<2xf32>>"])
def test_a_non_tensor_entry_argument_raises_program_error_naming_the_file(tmp_path, arg_type):
    path = tmp_path / "odd.mlir"
    path.write_text(f"func.func @main(%a: {arg_type}) -> {arg_type} {{\n"
                    f"  return %a : {arg_type}\n}}\n")
    with pytest.raises(ProgramError) as err:
        load_program(path)
    assert_one_line_naming(err, path)
