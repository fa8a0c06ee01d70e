"""Tests of `measure.rewrite`: every kind of choice reaches XLA and changes
what it compiles, and no choice changes a program's results."""

from __future__ import annotations

import random
import re

import jax
import jax.numpy as jnp
import numpy as np
import pytest

from xtune.measure import numerics
from xtune.measure.execute import compile_text
from xtune.measure.mlir import context, parse
from xtune.measure.program import Program
from xtune.measure.rewrite import apply, compile_options
from xtune.measure.space import ConfigSpace

MEMORY = "CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED"
CONCURRENCY = "CPU_SCHEDULER_TYPE_CONCURRENCY_OPTIMIZED"


def run(text: str, inputs, options=()) -> list[np.ndarray]:
    compiled = compile_text(text, tuple(options))
    return [np.asarray(o) for o in compiled.exe.execute([jax.device_put(x) for x in inputs])]


def constraints(text: str) -> list[tuple[str, list[int]]]:
    """(operand, minor_to_major) of every LayoutConstraint in the text."""
    found = re.findall(r"custom_call @LayoutConstraint\((%\w+)\) \{operand_layouts = "
                       r"\[dense<\[([\d, ]+)\]> : tensor<\d+xindex>\], result_layouts = "
                       r"\[dense<\[([\d, ]+)\]>", text)
    out = []
    for operand, ops_l, res_l in found:
        assert ops_l == res_l
        out.append((operand, [int(x) for x in ops_l.split(",")]))
    return out


@pytest.fixture(scope="module")
def default_hlo(tiny_program, optimized_hlo):
    return optimized_hlo(tiny_program.text)


def program_hlo(program, config, optimized_hlo):
    return optimized_hlo(apply(program, config), compile_options(config))


# --- every kind of choice changes what XLA compiles ---------------------------

def test_the_hlo_comparison_sees_no_difference_between_two_default_compiles(tiny_program, optimized_hlo,
                                                                              default_hlo):
    assert optimized_hlo(tiny_program.text) == default_hlo


def test_an_output_layout_gene_changes_the_optimized_hlo(tiny_program, tiny_space, node_of, optimized_hlo,
                                                         default_hlo):
    dot = node_of(tiny_space, "dot_general")
    c = tiny_space.make({f"{dot.id}.out": (1, 2, 0)})
    hlo = program_hlo(tiny_program, c, optimized_hlo)
    assert hlo != default_hlo
    assert "f32[2,16,16]{1,2,0}" in hlo and "f32[2,16,16]{1,2,0}" not in default_hlo


def test_an_operand_layout_gene_changes_the_optimized_hlo(tiny_program, tiny_space, node_of, optimized_hlo,
                                                          default_hlo):
    dot = node_of(tiny_space, "dot_general")
    c = tiny_space.make({f"{dot.id}.in0": (1, 2, 0)})
    hlo = program_hlo(tiny_program, c, optimized_hlo)
    assert hlo != default_hlo
    assert "f32[2,16,32]{1,2,0}" in hlo and "f32[2,16,32]{1,2,0}" not in default_hlo


def btd_program() -> Program:
    """A projection (B, T, D) x (D, E): the layout of attention's Q/K/V matmuls."""
    rng = np.random.default_rng(2)
    return Program.from_callable(lambda x, w: jnp.tanh(jnp.einsum("btd,de->bte", x, w)),
                                 rng.standard_normal((2, 16, 32)).astype(np.float32),
                                 rng.standard_normal((32, 16)).astype(np.float32), name="btd")


def test_the_swap_gene_changes_the_optimized_hlo(optimized_hlo, node_of):
    p = btd_program()
    space = ConfigSpace(p)
    dot = node_of(space, "dot_general")
    hlo = program_hlo(p, space.make({f"{dot.id}.swap": True}), optimized_hlo)
    default = optimized_hlo(p.text)
    assert hlo != default
    # the product is now computed as (E, B*T): W^T x X^T
    assert "f32[16,32]" in hlo and "f32[16,32]" not in default


def test_xla_folds_the_swap_back_for_a_batched_matmul_so_that_gene_is_a_no_op_there(
        tiny_program, tiny_space, node_of, optimized_hlo, default_hlo):
    """Design finding: the swap gene only matters on some dots (see the btd test above)."""
    dot = node_of(tiny_space, "dot_general")
    hlo = program_hlo(tiny_program, tiny_space.make({f"{dot.id}.swap": True}), optimized_hlo)
    assert hlo == default_hlo


def test_turning_ynnpack_off_changes_the_optimized_hlo(tiny_program, tiny_space, optimized_hlo, default_hlo):
    c = tiny_space.make({"opt.xla_cpu_experimental_ynn_fusion_type": ""})
    assert apply(tiny_program, c) == tiny_program.text  # options are not text
    hlo = program_hlo(tiny_program, c, optimized_hlo)
    assert "__ynn_fusion" in default_hlo
    assert hlo != default_hlo and "__ynn_fusion" not in hlo


def branches(x, w):
    """Four independent matmul branches: room for the scheduler to reorder."""
    outs = [jnp.sin(jnp.tanh(x * (i + 1)) @ w).sum(axis=1) for i in range(4)]
    return outs[0] + outs[1] + outs[2] + outs[3]


@pytest.fixture(scope="module")
def branches_program() -> Program:
    return Program.from_callable(branches, np.ones((16, 32), np.float32), np.ones((32, 64), np.float32),
                                 name="branches")


def test_the_memory_optimized_scheduler_reorders_and_saves_temp_memory(branches_program, optimized_hlo):
    space = ConfigSpace(branches_program)
    c = space.make({"opt.xla_cpu_scheduler_type": MEMORY})
    default = optimized_hlo(branches_program.text)
    hlo = program_hlo(branches_program, c, optimized_hlo)
    assert hlo != default
    assert sorted(hlo.splitlines()) == sorted(default.splitlines())  # same ops, another order
    temp_default = compile_text(branches_program.text).stats["temp_bytes"]
    temp_memory = compile_text(branches_program.text, tuple(compile_options(c))).stats["temp_bytes"]
    assert temp_memory < temp_default


def test_the_concurrency_optimized_scheduler_compiles_like_the_default_so_it_is_not_offered(
        branches_program, optimized_hlo):
    concurrency = optimized_hlo(branches_program.text, (("xla_cpu_scheduler_type", CONCURRENCY),))
    assert concurrency == optimized_hlo(branches_program.text)
    space = ConfigSpace(branches_program)
    assert CONCURRENCY not in space.genes[space.gene_index["opt.xla_cpu_scheduler_type"]].choices


# --- the rewritten text -------------------------------------------------------

def test_layout_genes_become_layout_constraints_with_their_minor_to_major(tiny_program, tiny_space, node_of):
    dot, tr = node_of(tiny_space, "dot_general"), node_of(tiny_space, "transpose")
    c = tiny_space.make({f"{dot.id}.out": (1, 2, 0), f"{dot.id}.in1": (0, 2, 1), f"{tr.id}.in0": (0, 1)})
    text = apply(tiny_program, c)
    with context():
        parse(text).operation.verify()  # parses and verifies
    assert Program.from_text(text).input_specs == tiny_program.input_specs
    layouts = sorted(m2m for _, m2m in constraints(text))
    assert layouts == sorted([[1, 2, 0], [0, 2, 1], [0, 1]])
    assert "tensor<3xindex>" in text and "tensor<2xindex>" in text
    # the operand constraint reads the argument; the dot reads the constraint
    arg_constraint = [v for v, m in constraints(text) if m == [0, 2, 1]]
    assert arg_constraint == ["%arg1"]
    dot_line = next(ln for ln in text.splitlines() if "stablehlo.dot_general" in ln)
    assert "%arg0, %" in dot_line and "%arg1" not in dot_line.split(":")[0]


def test_an_output_constraint_is_read_by_every_user_of_the_node(tiny_program, tiny_space, node_of):
    red = node_of(tiny_space, "reduce")
    text = apply(tiny_program, tiny_space.make({f"{red.id}.out": (0, 1)}))
    lines = text.splitlines()
    cc = next(ln for ln in lines if "@LayoutConstraint" in ln)
    cc_name, reduced = cc.split("=")[0].strip(), re.search(r"@LayoutConstraint\((%\w+)\)", cc).group(1)
    assert any("stablehlo.reduce" in ln and ln.strip().startswith(reduced) for ln in lines)
    transpose = next(ln for ln in lines if "stablehlo.transpose" in ln)
    assert f"stablehlo.transpose {cc_name}," in transpose


def test_swap_puts_a_transpose_after_a_dot_with_swapped_operands(tiny_program, tiny_space, node_of):
    dot = node_of(tiny_space, "dot_general")
    text = apply(tiny_program, tiny_space.make({f"{dot.id}.swap": True}))
    lines = [ln.strip() for ln in text.splitlines()]
    i = next(k for k, ln in enumerate(lines) if "stablehlo.dot_general" in ln)
    dot_line, next_line = lines[i], lines[i + 1]
    assert "stablehlo.dot_general %arg1, %arg0," in dot_line
    assert "contracting_dims = [1] x [2]" in dot_line and "batching_dims = [0] x [0]" in dot_line
    assert dot_line.endswith("-> tensor<2x16x16xf32>")
    result = dot_line.split("=")[0].strip()
    assert next_line.startswith("%") and f"stablehlo.transpose {result}, dims = [0, 2, 1]" in next_line
    assert sum("stablehlo.dot_general" in ln for ln in lines) == 1
    assert "stablehlo.tanh " + next_line.split("=")[0].strip() in text


def test_swap_of_a_projection_permutes_batch_then_lhs_then_rhs_dims():
    p = btd_program()
    space = ConfigSpace(p)
    dot = next(n for n in space.nodes if n.op == "dot_general")
    text = apply(p, space.make({f"{dot.id}.swap": True}))
    assert "(tensor<32x16xf32>, tensor<2x16x32xf32>) -> tensor<16x2x16xf32>" in text
    assert "dims = [1, 2, 0] : (tensor<16x2x16xf32>) -> tensor<2x16x16xf32>" in text


def test_a_config_of_another_program_is_refused(tiny_program):
    other = btd_program()
    c = ConfigSpace(other).random(random.Random(0), density=1.0)
    with pytest.raises(ValueError):
        apply(tiny_program, c)


# --- numerics -----------------------------------------------------------------

def test_swap_and_layouts_together_give_the_default_outputs(tiny_program, tiny_space, tiny_inputs, node_of):
    dot, red = node_of(tiny_space, "dot_general"), node_of(tiny_space, "reduce")
    tr, rs = node_of(tiny_space, "transpose"), node_of(tiny_space, "reshape")
    c = tiny_space.make({f"{dot.id}.swap": True, f"{dot.id}.out": (0, 1, 2), f"{dot.id}.in0": (1, 2, 0),
                         f"{dot.id}.in1": (0, 2, 1), f"{red.id}.in0": (2, 0, 1), f"{red.id}.out": (0, 1),
                         f"{tr.id}.out": (0, 1), f"{rs.id}.in0": (0, 1), f"{rs.id}.out": (0, 1)})
    ref = run(tiny_program.text, tiny_inputs)
    out = run(apply(tiny_program, c), tiny_inputs, compile_options(c))
    assert len(out) == len(ref) == 1 and out[0].shape == (8, 32)
    np.testing.assert_allclose(out[0], ref[0], rtol=1e-5, atol=1e-6)
    expected = np.tanh(np.einsum("bij,bjk->bik", *tiny_inputs)).sum(axis=0).T.reshape(8, 32)
    np.testing.assert_allclose(ref[0], expected, rtol=1e-4, atol=1e-5)


def test_random_configs_with_options_give_the_default_outputs(tiny_program, tiny_space, tiny_inputs):
    ref = run(tiny_program.text, tiny_inputs)
    rng = random.Random(5)
    for _ in range(6):
        c = tiny_space.random(rng, density=0.8)
        out = run(apply(tiny_program, c), tiny_inputs, compile_options(c))
        np.testing.assert_allclose(out[0], ref[0], rtol=1e-5, atol=1e-6, err_msg=c.to_json())


@pytest.mark.parametrize("eq,sa,sb", [
    ("ij,jk->ik", (4, 5), (5, 6)),
    ("ji,jk->ik", (5, 4), (5, 6)),
    ("ij,kj->ik", (4, 5), (6, 5)),
    ("ibj,bjk->bik", (4, 3, 5), (3, 5, 6)),
    ("bi,bij->bj", (3, 5), (3, 5, 6)),
    ("bhij,bhkj->bhik", (2, 3, 4, 5), (2, 3, 6, 5)),
    ("ijk,jkl->il", (2, 3, 4), (3, 4, 5)),
])
def test_swap_is_exact_for_every_dot_dimension_layout(eq, sa, sb):
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal(sa).astype(np.float32), rng.standard_normal(sb).astype(np.float32)
    p = Program.from_callable(lambda x, y: jnp.einsum(eq, x, y), a, b)
    space = ConfigSpace(p, options=False)
    dot = next(n for n in space.nodes if n.op == "dot_general")
    out = run(apply(p, space.make({f"{dot.id}.swap": True})), (a, b))
    np.testing.assert_allclose(out[0], np.einsum(eq, a, b), rtol=1e-5, atol=1e-5)


def test_layouts_inside_loops_conditionals_and_called_functions_keep_the_outputs():
    @jax.jit
    def inner(x, w):
        return jnp.tanh(x @ w)

    def fn(x, w):
        y = jax.lax.fori_loop(0, 3, lambda i, h: jnp.tanh(h @ w), x)
        z = jax.lax.cond(x.sum() > 0, lambda: (x @ w).T @ x, lambda: x.T @ x)
        return y.sum(0), z, inner(x, w) + inner(x * 2, w)

    rng = np.random.default_rng(4)
    inputs = (rng.standard_normal((8, 8)).astype(np.float32), rng.standard_normal((8, 8)).astype(np.float32))
    p = Program.from_callable(fn, *inputs)
    space = ConfigSpace(p)
    assert len({n.id.split("/")[0] for n in space.nodes}) >= 2  # nodes in more than one function
    ref = run(p.text, inputs)
    rng_c = random.Random(0)
    for _ in range(4):
        c = space.random(rng_c, density=1.0)
        out = run(apply(p, c), inputs, compile_options(c))
        cmp = numerics.compare(out, ref)
        assert cmp.ok, (cmp.message, c.to_json())


def test_an_unroll_gene_with_layout_and_option_genes_keeps_the_programs_results():
    from jax import lax

    def f(a):
        return lax.fori_loop(0, 6, lambda i, m: jnp.tanh(m @ m.T * 0.5), a)
    a = np.random.default_rng(3).standard_normal((8, 8)).astype(np.float32)
    program = Program.from_callable(f, a)
    space = ConfigSpace(program)
    unroll = next(g for g in space.genes if g.kind == "unroll")
    dot = next(n for n in space.nodes if n.op == "dot_general")
    want = run(program.text, [a])
    for k in unroll.choices[1:]:
        config = space.make({unroll.name: k, f"{dot.id}.out": [0, 1], f"{dot.id}.swap": True,
                             "opt.xla_cpu_scheduler_type": MEMORY})
        text = apply(program, config)
        assert text.count("stablehlo.while") == 2
        np.testing.assert_allclose(run(text, [a], compile_options(config))[0], want[0], rtol=1e-6)
