"""Tests of `measure.loops`: every while loop is found and classified, and unrolling one
by any offered factor gives exactly the default's outputs."""

from __future__ import annotations

import jax
import jax.numpy as jnp
import numpy as np
import pytest
from jax import lax

from xtune.measure import loops, mlir
from xtune.measure.execute import compile_text
from xtune.measure.program import Program
from xtune.measure.rewrite import apply
from xtune.measure.space import Config


def run(text: str, inputs) -> list[np.ndarray]:
    compiled = compile_text(text)
    return [np.asarray(o) for o in compiled.exe.execute([jax.device_put(x) for x in inputs])]


def loops_of(program: Program) -> list[loops.Loop]:
    with mlir.context():
        return loops.find_loops(mlir.parse(program.text))


def unrolled(program: Program, factors: dict[str, int]) -> str:
    return apply(program, Config(program.fingerprint, tuple(sorted((f"{n}.unroll", k) for n, k in factors.items()))))


def assert_every_factor_keeps_outputs(program: Program, inputs, expect_loops: int | None = None) -> int:
    """Unrolls each loop by each offered factor (and all loops together by their largest):
    outputs equal the default's. Returns the number of configs checked."""
    found = loops_of(program)
    if expect_loops is not None:
        assert len(found) == expect_loops
    want = run(program.text, inputs)
    checked = 0
    configs = [{loop.node: k} for loop in found for k in loop.choices[1:]]
    configs.append({loop.node: loop.choices[-1] for loop in found if loop.choices})
    for factors in configs:
        text = unrolled(program, factors)
        assert text.count("stablehlo.while") >= len(found)
        got = run(text, inputs)
        assert len(got) == len(want)
        for g, w in zip(got, want):
            assert g.dtype == w.dtype and g.shape == w.shape
            np.testing.assert_allclose(g.astype(np.float64), w.astype(np.float64), rtol=1e-6, atol=0,
                                       err_msg=f"{program.name} unrolled {factors}")
        checked += 1
    return checked


# --- programs -----------------------------------------------------------------

def fori7(x):
    return lax.fori_loop(0, 7, lambda i, c: jnp.tanh(c * 1.1 + i), x)


def scan10(x, xs):
    def step(c, v):
        c = jnp.sin(c) + v
        return c, c * 2
    return lax.scan(step, x, xs)


def newton_sqrt(a):
    """A data-dependent loop: Newton's iteration to a tolerance, counting its steps."""
    def cond(s):
        x, n = s
        return (jnp.max(jnp.abs(x * x - a)) > 1e-4) & (n < 100)

    def body(s):
        x, n = s
        return 0.5 * (x + a / x), n + 1
    return lax.while_loop(cond, body, (a + 1.0, 0))


def nested(x):
    def outer(c, _):
        inner, ys = lax.scan(lambda d, __: (jnp.cos(d) * 1.01 + 0.5, d), c, None, length=3)
        return inner + ys.sum(0), inner[0]
    return lax.scan(outer, x, None, length=5)


def tuple_carry(m, v, k):
    """A loop carrying arrays of several shapes and dtypes."""
    def step(c, _):
        m, v, k, b = c
        m = jnp.tanh(m @ m.T @ m * 0.1)
        v = v + k.astype(jnp.float32)[:3]
        k = (k * 3 + 1) % 17
        b = b.astype(jnp.float32) * 0.5 + m[0, 0]
        return (m, v, k, b.astype(jnp.bfloat16)), v.sum()
    return lax.scan(step, (m, v, k, jnp.ones((2, 2), jnp.bfloat16)), None, length=11)


def traced_bound(x, n):
    return lax.fori_loop(0, n, lambda i, c: c * 1.01 + i, x)


def countdown(x):
    return lax.while_loop(lambda s: s[0] > 0, lambda s: (s[0] - 3, jnp.sin(s[1]) + s[0]), (20, x))


def unsigned_le(x):
    return lax.while_loop(lambda s: s[0] <= jnp.uint32(9), lambda s: (s[0] + jnp.uint32(2), s[1] * 1.1 + 1),
                          (jnp.uint32(0), x))


@pytest.fixture(scope="module")
def vec():
    return np.linspace(0.1, 1.0, 6, dtype=np.float32)


# --- classification -------------------------------------------------------------

def test_a_fori_loop_is_counted_with_its_trip_count_and_offers_factors_up_to_it(vec):
    (loop,) = loops_of(Program.from_callable(fori7, vec))
    assert loop.counted and loop.kind == "counted"
    assert loop.trip_count == 7 and loop.depth == 0
    assert loop.choices == (1, 2, 4)
    assert loop.reason is None
    assert loop.carried_bytes == 4 + 4 + 6 * 4  # two int32 counters and the carry


def test_a_scan_is_counted_and_its_body_size_counts_the_functions_it_calls(vec):
    (loop,) = loops_of(Program.from_callable(scan10, vec[0], vec.repeat(2)[:10]))
    assert loop.counted and loop.trip_count == 10
    assert loop.choices == (1, 2, 4, 8)
    assert loop.body_ops > 5  # the call, and the callees' slicing, sin, add, multiply, update


def test_a_while_loop_with_a_tolerance_is_data_dependent_with_no_trip_count(vec):
    (loop,) = loops_of(Program.from_callable(newton_sqrt, vec))
    assert not loop.counted and loop.kind == "data-dependent"
    assert loop.trip_count is None
    assert loop.choices == loops.UNROLL_FACTORS


def test_a_nested_scan_gives_two_loops_the_inner_one_a_level_deeper(vec):
    outer, inner = loops_of(Program.from_callable(nested, vec))
    assert (outer.trip_count, inner.trip_count) == (5, 3)
    assert (outer.depth, inner.depth) == (0, 1)
    assert outer.body_ops > inner.body_ops  # the outer body calls the inner loop
    assert inner.choices == (1, 2)


def test_a_bound_carried_through_the_loop_is_counted_with_an_unknown_trip_count(vec):
    (loop,) = loops_of(Program.from_callable(traced_bound, vec, np.int32(5)))
    assert loop.counted and loop.trip_count is None
    assert loop.choices == loops.UNROLL_FACTORS


def test_a_counter_stepping_down_and_an_unsigned_counter_compared_le_are_counted(vec):
    (down,) = loops_of(Program.from_callable(countdown, vec))
    assert down.counted and down.trip_count == 7  # 20, 17, ..., 2
    (up,) = loops_of(Program.from_callable(unsigned_le, vec))
    assert up.counted and up.trip_count == 5  # 0, 2, 4, 6, 8


def test_counter_reads_the_direction_step_bound_and_init_of_a_counted_loop(vec):
    program = Program.from_callable(countdown, vec)
    with mlir.context():
        module = mlir.parse(program.text)
        (op,) = [o for o in loops.walk(mlir.main_function(module)) if o.name == "stablehlo.while"]
        c = loops.counter_of(op)
    assert (c.direction, c.step, c.bound, c.init, c.unsigned, c.bits) == ("GT", -3, 0, 20, False, 32)


# --- no gene, and why -------------------------------------------------------------

def test_a_loop_that_runs_once_gets_no_gene_and_says_so(vec):
    (loop,) = loops_of(Program.from_callable(lambda x: lax.fori_loop(0, 1, lambda i, c: c * 2, x), vec))
    assert loop.choices == () and loop.reason == "runs once"


def test_a_loop_whose_results_nothing_uses_gets_no_gene(vec):
    def f(x):
        lax.fori_loop(0, 9, lambda i, c: c * 2, x * 3)
        return x + 1
    found = loops_of(Program.from_callable(f, vec))
    assert found
    assert all(loop.choices == () for loop in found)
    assert all("nothing uses" in loop.reason for loop in found)


def test_a_loop_with_a_body_over_the_cap_gets_no_gene_and_smaller_ones_lose_big_factors(vec, monkeypatch):
    program = Program.from_callable(fori7, vec)
    (loop,) = loops_of(program)
    monkeypatch.setattr(loops, "MAX_UNROLLED_BODY_OPS", 3 * loop.body_ops)
    (capped,) = loops_of(program)
    assert capped.choices == (1, 2)
    monkeypatch.setattr(loops, "MAX_UNROLLED_BODY_OPS", loop.body_ops)
    (none,) = loops_of(program)
    assert none.choices == () and "cap" in none.reason


def test_a_program_without_loops_has_none(vec):
    assert loops_of(Program.from_callable(lambda x: jnp.tanh(x) * 2, vec)) == []


# --- unrolling keeps the outputs ------------------------------------------------------

def test_every_factor_of_a_counted_loop_whose_trip_count_it_does_not_divide_keeps_the_outputs(vec):
    assert assert_every_factor_keeps_outputs(Program.from_callable(fori7, vec), [vec], 1) == 3
    xs = np.linspace(-1, 1, 10, dtype=np.float32)
    assert assert_every_factor_keeps_outputs(Program.from_callable(scan10, vec[0], xs), [vec[0], xs], 1) == 4


def test_every_factor_of_a_data_dependent_loop_keeps_the_outputs_and_its_step_count(vec):
    program = Program.from_callable(newton_sqrt, vec)
    assert assert_every_factor_keeps_outputs(program, [vec], 1) == 5
    for a in (np.full(6, 1.0, np.float32), np.full(6, 1e6, np.float32)):  # 0 steps ... many
        want = run(program.text, [a])
        got = run(unrolled(program, {loops_of(program)[0].node: 8}), [a])
        assert [g.tolist() for g in got] == [w.tolist() for w in want]


def test_every_factor_of_a_nested_scan_keeps_the_outputs_inner_and_outer_together(vec):
    program = Program.from_callable(nested, vec)
    assert assert_every_factor_keeps_outputs(program, [vec], 2) == 4


def test_every_factor_of_a_loop_carrying_arrays_of_several_shapes_and_dtypes_keeps_the_outputs():
    rng = np.random.default_rng(0)
    args = [rng.standard_normal((3, 4)).astype(np.float32), rng.standard_normal(3).astype(np.float32),
            np.arange(5, dtype=np.int32)]
    program = Program.from_callable(tuple_carry, *args)
    assert assert_every_factor_keeps_outputs(program, args, 1) == 4


def test_a_carried_bound_unrolls_correctly_for_every_trip_count_including_none_and_extremes(vec):
    program = Program.from_callable(traced_bound, vec, np.int32(5))
    (loop,) = loops_of(program)
    texts = {k: unrolled(program, {loop.node: k}) for k in loop.choices}
    for n in (-5, 0, 1, 2, 3, 7, 8, 9, 16, 17, 33, np.iinfo(np.int32).min):
        want = run(program.text, [vec, np.int32(n)])
        for k, text in texts.items():
            np.testing.assert_array_equal(run(text, [vec, np.int32(n)])[0], want[0], err_msg=f"n={n} k={k}")


def test_counters_stepping_down_or_unsigned_unroll_correctly(vec):
    for fn in (countdown, unsigned_le):
        assert assert_every_factor_keeps_outputs(Program.from_callable(fn, vec), [vec], 1) >= 2


def test_a_counted_unroll_builds_a_main_loop_before_the_loop_as_written(vec):
    program = Program.from_callable(fori7, vec)
    text = unrolled(program, {loops_of(program)[0].node: 4})
    assert text.count("stablehlo.while") == 2
    assert "dense<4> : tensor<i32>" in text  # the main loop runs while counter < 7 - 3
    # four bodies in the main loop, one in the loop as written (a fori_loop's body calls a function)
    assert text.count("func.call @closed_call(") == 4 + 1


def test_a_guarded_unroll_replaces_the_loop_and_guards_each_extra_copy(vec):
    program = Program.from_callable(newton_sqrt, vec)
    text = unrolled(program, {loops_of(program)[0].node: 4})
    assert text.count("stablehlo.while") == 1
    assert text.count('"stablehlo.if"') == 3


def test_a_layout_set_inside_a_loop_body_reaches_every_copy():
    def f(a):  # a while_loop's body is inlined in the loop (a scan's calls a function)
        return lax.while_loop(lambda s: s[0] < 5, lambda s: (s[0] + 1, jnp.tanh(s[1] @ s[1].T)), (0, a))[1]
    a = np.random.default_rng(1).standard_normal((8, 8)).astype(np.float32)
    program = Program.from_callable(f, a)
    from xtune.measure.space import ConfigSpace

    space = ConfigSpace(program, options=False, swap_dots=False)
    (dot,) = [n for n in space.nodes if n.op == "dot_general"]
    (loop,) = loops_of(program)
    config = space.make({f"{dot.id}.out": [0, 1]})
    with_loop = Config(program.fingerprint, tuple(sorted(config.values + ((f"{loop.node}.unroll", 4),))))
    text = apply(program, with_loop)
    assert text.count("@LayoutConstraint") == 4 + 1
    np.testing.assert_allclose(run(text, [a])[0], run(program.text, [a])[0], rtol=1e-6)


CAPTURED = """
module @captured {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<8x16xf32> {
    %c0 = stablehlo.constant dense<0> : tensor<i64>
    %c1 = stablehlo.constant dense<1> : tensor<i64>
    %c5 = stablehlo.constant dense<5> : tensor<i64>
    %r:2 = stablehlo.while(%i = %c0, %x = %arg0) : tensor<i64>, tensor<8x16xf32>
      cond {
        %p = stablehlo.compare LT, %i, %c5 : (tensor<i64>, tensor<i64>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        %d = stablehlo.dot_general %x, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
        %y = stablehlo.tanh %d : tensor<8x16xf32>
        %j = stablehlo.add %i, %c1 : tensor<i64>
        stablehlo.return %j, %y : tensor<i64>, tensor<8x16xf32>
      }
    return %r#1 : tensor<8x16xf32>
  }
}
"""


def test_a_loop_reading_values_defined_outside_it_is_counted_and_unrolls_correctly():
    program = Program.from_text(CAPTURED, name="captured")
    (loop,) = loops_of(program)
    assert loop.counted and loop.trip_count == 5 and loop.choices == (1, 2, 4)
    rng = np.random.default_rng(2)
    args = [rng.standard_normal((8, 16)).astype(np.float32), rng.standard_normal((16, 16)).astype(np.float32) * 0.3]
    assert assert_every_factor_keeps_outputs(program, args, 1) == 3


def test_a_loop_whose_condition_is_false_whatever_the_state_never_runs_and_gets_no_gene():
    from conftest import UNPLACEABLE_MLIR  # `i < i`

    (loop,) = loops_of(Program.from_text(UNPLACEABLE_MLIR, name="unplaceable"))
    assert not loop.counted and loop.trip_count == 0
    assert loop.choices == () and loop.reason == "never runs"


# --- the CLI: info lists the loops, apply builds an unroll gene in ----------------------


def test_xtune_info_lists_each_loop_with_its_trip_count_body_and_choices_or_why_it_has_none(tmp_path, vec):
    from click.testing import CliRunner

    from xtune.search.cli import main

    path = tmp_path / "loops.mlir"
    path.write_text(Program.from_callable(newton_sqrt, vec).text)
    result = CliRunner().invoke(main, ["info", str(path)])
    assert result.exit_code == 0, result.output
    assert "data-dependent" in result.output and "1, 2, 4, 8, 16" in result.output
    path.write_text(CAPTURED)
    result = CliRunner().invoke(main, ["info", str(path), "--json"])
    import json

    (loop,) = json.loads(result.output)["loops"]
    assert (loop["kind"], loop["trip_count"], loop["choices"], loop["reason"]) == ("counted", 5, [1, 2, 4], None)
    path.write_text(Program.from_callable(lambda x: lax.fori_loop(0, 1, lambda i, c: c * 2, x), vec).text)
    result = CliRunner().invoke(main, ["info", str(path)])
    assert "no gene: runs once" in result.output


def test_xtune_apply_builds_a_configs_unroll_factor_into_the_text(tmp_path):
    from click.testing import CliRunner

    from xtune.measure.space import ConfigSpace
    from xtune.search.cli import main

    path = tmp_path / "loops.mlir"
    path.write_text(CAPTURED)
    program = Program.from_text(CAPTURED, name="loops")
    config = ConfigSpace(program).make({f"{loops_of(program)[0].node}.unroll": 4})
    (tmp_path / "c.json").write_text(config.to_json())
    result = CliRunner().invoke(main, ["apply", str(path), str(tmp_path / "c.json")])
    assert result.exit_code == 0, result.output
    assert result.output.count("stablehlo.while") == 2 and result.output.count("stablehlo.tanh") == 4 + 1


def test_a_counted_unroll_computes_bit_for_bit_what_jaxs_own_unroll_computes():
    rng = np.random.default_rng(4)
    w, x = rng.standard_normal((16, 16)).astype(np.float32) * 0.3, rng.standard_normal((8, 16)).astype(np.float32)

    def train(w, x, unroll=1):
        def step(i, w):
            g = x.T @ jnp.tanh(x @ w) / 8 + 1e-3 * i
            return w - 0.1 * g
        return lax.fori_loop(0, 16, step, w, unroll=unroll)

    program = Program.from_callable(train, w, x)
    (loop,) = loops_of(program)
    for k in (2, 4, 8):
        theirs = run(Program.from_callable(lambda w, x: train(w, x, unroll=k), w, x).text, [w, x])
        np.testing.assert_array_equal(run(unrolled(program, {loop.node: k}), [w, x])[0], theirs[0])


def deep(x):
    """Three loops nested, each of 16 steps with a small body of its own."""
    def level(body, v):
        return lax.fori_loop(0, 16, lambda i, w: body(jnp.sin(w) * 0.9 + 0.1), v)

    return level(lambda a: level(lambda b: level(lambda c: c * 1.01, b), a), x)


def test_nested_loops_know_their_parent_and_their_factors_multiply_in_the_growth_estimate(vec):
    from xtune.measure.space import ConfigSpace

    space = ConfigSpace(Program.from_callable(deep, vec))
    outer, middle, inner = space.loops
    assert (outer.parent, middle.parent, inner.parent) == (None, outer.node, middle.node)
    one = loops.unrolled_growth(space.loops, {inner.node: 4})
    assert one == 3 * inner.body_ops
    assert loops.unrolled_growth(space.loops, {outer.node: 4, middle.node: 4, inner.node: 4}) > 16 * one


def test_unroll_factors_that_multiply_the_program_past_the_cap_are_not_screened_and_refused_when_built(
        vec, monkeypatch):
    from xtune.measure.space import ConfigSpace

    program = Program.from_callable(deep, vec)
    space = ConfigSpace(program)
    monkeypatch.setattr(loops, "MAX_UNROLLED_BODY_OPS", 40)  # a small program's floor, made small
    every = {g.name: g.choices[-1] for g in space.genes if g.kind == "unroll"}
    big = space.make(every)
    assert not space.unroll_fits(big)
    assert all(space.unroll_fits(c) for _, c in space.loop_moves())
    assert big.hash not in {c.hash for _, c in space.loop_moves()}
    with pytest.raises(ValueError, match=r"the unroll factors add about \d+ ops to a program of \d+, more than"):
        apply(program, big)
