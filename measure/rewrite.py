"""`apply(program, config)`: the program's StableHLO with a config built in.

Layouts become `stablehlo_dialect.custom_call @LayoutConstraint` ops (what
`jax.experimental.layout.with_layout_constraint` lowers to), inserted with the
MLIR Python bindings: after a node for its output, before it (on that use
only) for an operand. "Swap dot operands" replaces `dot(a, b)` with
`transpose(dot(b, a))`. A loop's unroll factor repeats its body (measure/loops.py),
after the layouts, so the copies carry the layouts set inside the body.
Module-level options are not text: see `compile_options`.
"""

from __future__ import annotations

from typing import Any

from xtune.measure import loops, mlir
from xtune.measure.mlir import hlo_dialect, ir
from xtune.measure.program import Program
from xtune.measure.space import Config, ConfigSpace, walk


def apply(program: Program, config: Config) -> str:
    """Returns the rewritten StableHLO text of `program` under `config`.

    Args:
      program: the program.
      config: a config of `ConfigSpace(program)`; option genes are ignored here.
    """
    if config.program != program.fingerprint:
        raise ValueError(f"config is for program {config.program}, not {program.fingerprint}")
    by_node: dict[str, dict[str, Any]] = {}
    for name, value in config.values:
        if name.startswith("opt."):
            continue
        node, _, what = name.rpartition(".")
        by_node.setdefault(node, {})[what] = value
    if not by_node:
        return program.text
    with mlir.context():
        module = mlir.parse(program.text)
        ops = {}
        for func_op in mlir.functions(module):
            fname = mlir.function_name(func_op)
            for k, op in enumerate(walk(func_op)):
                if f"{fname}/{k}" in by_node:
                    ops[f"{fname}/{k}"] = op
        missing = set(by_node) - set(ops)
        if missing:
            raise ValueError(f"config names nodes not in the program: {sorted(missing)}")
        unrolls = {node_id: genes.pop("unroll") for node_id, genes in by_node.items() if "unroll" in genes}
        if unrolls:
            check_growth(program.text, loops.find_loops(module), unrolls)
        for node_id, genes in by_node.items():
            if genes:
                _rewrite_node(ops[node_id], genes)
        # inner loops first (a later walk index within a function), so an outer copy clones them unrolled
        for node_id in sorted(unrolls, key=_inner_first):
            loops.unroll(ops[node_id], unrolls[node_id])
        module.operation.verify()
        return str(module)


def _inner_first(node_id: str) -> tuple[str, int]:
    fname, _, index = node_id.rpartition("/")
    return fname, -int(index)


def check_growth(text: str, found: list[loops.Loop], factors: dict[str, int]) -> None:
    """Refuses unroll `factors` ({loop node: k}) that, nested ones multiplied, add more ops
    than `loops.allowed_growth` lets the program `text` grow (`loops.MAX_UNROLLED_GROWTH`):
    checked before anything is built.

    Raises:
      ValueError: one line with the sizes (the measurer stores it as a compile error, and
        nothing is compiled).
    """
    ops = loops.count_ops(text)
    added, allowed = loops.unrolled_growth(found, factors), loops.allowed_growth(ops)
    if added > allowed:
        raise ValueError(f"the unroll factors add about {added} ops to a program of {ops}, more than the {allowed} "
                         f"allowed: its compile would take many times the default's")


def compile_options(config: Config) -> list[tuple[str, Any]]:
    """`CompileOptions.env_option_overrides` pairs for the config's option genes."""
    return [(name.removeprefix("opt."), value) for name, value in config.values if name.startswith("opt.")]


def _rewrite_node(op: ir.Operation, genes: dict[str, Any]) -> None:
    operands = list(op.operands)
    for key, m2m in genes.items():
        if key.startswith("in"):
            i = int(key[2:])
            with ir.InsertionPoint(op):
                cc = _constraint(operands[i], m2m)
            op.operands[i] = cc.results[0]
    result = op.results[0]
    if genes.get("swap"):
        result = _swap_dot(op)
    if genes.get("out") is not None:
        _constrain_uses(result, genes["out"])


def _constraint(value: ir.Value, m2m: tuple[int, ...]) -> ir.Operation:
    layout = ir.ArrayAttr.get([mlir.layout_attr(tuple(m2m))])
    return hlo_dialect.CustomCallOp([value.type], [value], call_target_name=ir.StringAttr.get("LayoutConstraint"),
                            operand_layouts=layout, result_layouts=layout).operation


def _constrain_uses(value: ir.Value, m2m: tuple[int, ...]) -> None:
    """Inserts a constraint right after `value`'s producer; all uses read it."""
    with ir.InsertionPoint(_next_op(value.owner.operation)):
        cc = _constraint(value, m2m)
    value.replace_all_uses_except(cc.results[0], cc)


def _next_op(op: ir.Operation) -> ir.Operation:
    """The op after `op` in its block (a value's producer is never the terminator)."""
    ops = [o.operation for o in op.block.operations]
    return ops[ops.index(op) + 1]


def _swap_dot(op: ir.Operation) -> ir.Value:
    """Replaces dot(lhs, rhs) by transpose(dot(rhs, lhs)); returns the new result."""
    dims = hlo_dialect.DotDimensionNumbers(op.attributes["dot_dimension_numbers"])
    lb, rb = list(dims.lhs_batching_dimensions), list(dims.rhs_batching_dimensions)
    lc, rc = list(dims.lhs_contracting_dimensions), list(dims.rhs_contracting_dimensions)
    lhs, rhs = op.operands[0], op.operands[1]
    lhs_t, rhs_t = ir.RankedTensorType(lhs.type), ir.RankedTensorType(rhs.type)
    out_t = ir.RankedTensorType(op.results[0].type)
    lhs_free = [d for d in range(lhs_t.rank) if d not in lb + lc]
    rhs_free = [d for d in range(rhs_t.rank) if d not in rb + rc]
    nb, nl, nr = len(lb), len(lhs_free), len(rhs_free)
    swapped_shape = ([lhs_t.shape[d] for d in lb] + [rhs_t.shape[d] for d in rhs_free]
                     + [lhs_t.shape[d] for d in lhs_free])
    swapped_t = ir.RankedTensorType.get(swapped_shape, out_t.element_type)
    perm = list(range(nb)) + list(range(nb + nr, nb + nr + nl)) + list(range(nb, nb + nr))
    kwargs = {}
    if "precision_config" in op.attributes:
        kwargs["precision_config"] = ir.ArrayAttr.get(list(ir.ArrayAttr(op.attributes["precision_config"]))[::-1])
    if "algorithm" in op.attributes:
        kwargs["algorithm"] = op.attributes["algorithm"]
    with ir.InsertionPoint(op):
        new_dot = hlo_dialect.DotGeneralOp(
            swapped_t, rhs, lhs,
            hlo_dialect.DotDimensionNumbers.get(lhs_batching_dimensions=rb, rhs_batching_dimensions=lb,
                                        lhs_contracting_dimensions=rc, rhs_contracting_dimensions=lc),
            **kwargs)
        tr = hlo_dialect.TransposeOp(new_dot.result, perm)
    op.results[0].replace_all_uses_with(tr.result)
    op.erase()
    return tr.result


__all__ = ["apply", "compile_options", "ConfigSpace"]
