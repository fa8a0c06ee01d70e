"""Walking a StableHLO function: pre-order into control flow but not into reductions'
scalar bodies; and the ops nothing live uses, which XLA drops with any layout set on them."""

from __future__ import annotations

from collections import Counter

import pytest

from xtune.measure import mlir
from xtune.measure.ops import unused, walk

# x -> sin(x) @ x, never used; a loop that carries `acc` (read after it) and `junk` (never read)
PROGRAM = """
func.func public @main(%arg0: tensor<4x4xf32>, %arg1: tensor<i32>) -> tensor<4xf32> {
  %0 = stablehlo.sine %arg0 : tensor<4x4xf32>
  %1 = stablehlo.dot_general %0, %arg0, contracting_dims = [1] x [0] : (tensor<4x4xf32>, tensor<4x4xf32>) -> tensor<4x4xf32>
  %c = stablehlo.constant dense<0> : tensor<i32>
  %2:4 = stablehlo.while(%n = %arg1, %i = %c, %acc = %arg0, %junk = %arg0) : tensor<i32>, tensor<i32>, tensor<4x4xf32>, tensor<4x4xf32>
  cond {
    %4 = stablehlo.compare LT, %i, %n, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %4 : tensor<i1>
  } do {
    %one = stablehlo.constant dense<1> : tensor<i32>
    %4 = stablehlo.add %i, %one : tensor<i32>
    %5 = stablehlo.cosine %acc : tensor<4x4xf32>
    %6 = stablehlo.add %acc, %5 : tensor<4x4xf32>
    %8 = stablehlo.negate %junk : tensor<4x4xf32>
    stablehlo.return %n, %4, %6, %8 : tensor<i32>, tensor<i32>, tensor<4x4xf32>, tensor<4x4xf32>
  }
  %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
  %3 = stablehlo.reduce(%2#2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf32>
  return %3 : tensor<4xf32>
}
"""


@pytest.fixture(scope="module")
def main():
    with mlir.context():
        module = mlir.parse(PROGRAM)  # held: its ops live as long as it does
        yield mlir.main_function(module)


def test_the_walk_enters_the_loop_but_not_the_reductions_scalar_body(main):
    ops = Counter(op.name for op in walk(main))
    assert ops["stablehlo.cosine"] == 1 and ops["stablehlo.compare"] == 1  # the loop's body and condition
    assert ops["stablehlo.add"] == 2  # the body's two, not the reduction's
    assert [op.name for op in walk(main)][:2] == ["stablehlo.sine", "stablehlo.dot_general"]  # in order


def test_unused_holds_dead_ops_and_what_only_a_never_read_carried_value_computes(main):
    dead = sorted(op.name for op in unused(main))
    assert dead == ["stablehlo.dot_general", "stablehlo.negate", "stablehlo.sine"]


def test_what_the_result_needs_is_never_unused(main):
    dead = unused(main)
    needed = [op for op in walk(main) if op.name in ("stablehlo.while", "stablehlo.cosine", "stablehlo.reduce")]
    assert len(needed) == 3 and not dead & set(needed)
