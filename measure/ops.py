"""Walking a StableHLO function's ops, for `ConfigSpace` and the passes that read a program.

`walk` lists the ops in pre-order, entering control flow (while, case, if) but not the
scalar bodies of reductions and sorts; `unused` finds the ops whose results nothing live
uses, which XLA drops, and any layout set on them with them.
"""

from __future__ import annotations

from xtune.measure.mlir import ir

# Regions of these ops hold scalar computations: never configurable.
_SCALAR_REGION_OPS = {
    "stablehlo.reduce", "stablehlo.reduce_window", "stablehlo.sort", "stablehlo.scatter",
    "stablehlo.select_and_scatter", "stablehlo.all_reduce", "stablehlo.reduce_scatter",
}
# Ops whose effect is more than their results: never dead, even when their results are unused.
_EFFECTFUL_OPS = {
    "stablehlo.custom_call", "stablehlo.outfeed", "stablehlo.infeed", "stablehlo.send", "stablehlo.recv",
    "stablehlo.all_reduce", "stablehlo.all_gather", "stablehlo.all_to_all", "stablehlo.reduce_scatter",
    "stablehlo.collective_permute", "stablehlo.collective_broadcast", "stablehlo.optimization_barrier",
    "stablehlo.after_all", "stablehlo.create_token", "stablehlo.rng_bit_generator",
}


def walk(func_op) -> list:
    """Pre-order walk of a function's ops, entering control-flow regions
    (while, case, if) but not the scalar bodies of reductions and sorts."""
    out = []

    def visit(op) -> None:
        out.append(op)
        if op.name in _SCALAR_REGION_OPS:
            return
        for region in op.regions:
            for block in region.blocks:
                for child in block.operations:
                    visit(child.operation)

    for block in func_op.regions[0].blocks:
        for child in block.operations:
            visit(child.operation)
    return out


def unused(func_op) -> set:
    """The ops of a function (nested regions included) whose results nothing live uses.

    Liveness runs backwards from what the function returns and what effectful ops take:
    a live op makes its operands live; a live result of a `case` makes that result of
    every branch live; a carried value of a `while` is live when the loop's result, or
    its use inside the loop, is live, and the loop's condition is live with the loop. So
    a value a loop carries but nothing reads, and what only it computes, are unused:
    XLA drops them, and any layout set on them with them.
    """
    live: set = set()  # ir.Value
    live_ops: set = set()
    todo: list = []

    def mark(value) -> None:
        if value not in live:
            live.add(value)
            todo.append(value)

    def returned(region):
        return region.blocks[0].operations[len(region.blocks[0].operations) - 1].operation

    def use(op) -> None:
        if op in live_ops:
            return
        live_ops.add(op)
        if op.name == "stablehlo.while":
            for v in returned(op.regions[0]).operands:  # the condition
                mark(v)
            return  # operands: per carried value (below)
        if op.name == "stablehlo.case":
            mark(op.operands[0])
            return
        for v in op.operands:
            mark(v)
        if op.regions and op.name not in _SCALAR_REGION_OPS:  # control flow we do not know: all of it
            for region in op.regions:
                for block in region.blocks:
                    for child in block.operations:
                        use(child.operation)

    def carried(loop, i: int) -> None:
        mark(loop.operands[i])
        mark(returned(loop.regions[1]).operands[i])

    for op in walk(func_op):
        if op.name == "func.return" or op.name in _EFFECTFUL_OPS:
            use(op)
    while todo:
        value = todo.pop()
        owner = value.owner
        if isinstance(owner, ir.Block):
            parent = owner.owner
            if parent is not None and parent.operation.name == "stablehlo.while":
                use(parent.operation)
                carried(parent.operation, ir.BlockArgument(value).arg_number)
            continue
        op = owner.operation
        use(op)
        i = ir.OpResult(value).result_number
        if op.name == "stablehlo.while":
            carried(op, i)
        elif op.name == "stablehlo.case":
            for region in op.regions:
                mark(returned(region).operands[i])
    return {op for op in walk(func_op) if len(op.results) and op not in live_ops}
