"""The while loops of a StableHLO program, and unrolling one by a factor.

`lax.scan`, `lax.fori_loop` and `lax.while_loop` lower to `stablehlo.while`;
XLA:CPU runs such a loop one iteration at a time and has no option to unroll
it, so the unroll factor of every loop is a gene (measure/space.py) built into
the text here with the MLIR Python bindings.

Two forms, told apart by `find_loops`:

* *counted*: a carried integer counter compared in the condition with a bound
  (a constant, or a carried value the body passes through unchanged) and
  advanced by a constant step in the body: the form `scan` and `fori_loop`
  lower to. Unrolled by k, a main loop runs k copies of the body while at
  least k iterations remain (its condition compares the counter with
  ``bound - (k-1)*step``), then the loop as written runs the 0..k-1 that are
  left: the same bodies in the same order for any trip count (what jax's own
  ``scan(unroll=k)`` does).
* *data-dependent*: anything else. Unrolled by k, the body runs once, then
  k-1 more copies run each under the loop's own condition (nested
  `stablehlo.if`: run the body, or pass the state through).

Both run the same ops on the same values in the same order as the loop as
written. XLA may still compile a copy differently (a body inside a
conditional is fused apart: a diffrax solver's outputs moved by 5e-6
relative, the same with the body merely wrapped in an always-true `if`), so
the numerics check guards unrolled configs as it guards layouts.

Node ids are the pre-order `walk` indices `ConfigSpace` uses ("main/17").
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any

import numpy as np

from xtune.measure import mlir
from xtune.measure.mlir import hlo_dialect, ir
from xtune.measure.ops import unused, walk

# Unroll factors a loop may be offered (1 = the loop as written, always choice 0).
UNROLL_FACTORS = (1, 2, 4, 8, 16)
# Largest unrolled body offered, in ops: k copies of the body (and, for a guarded unroll,
# k-1 copies of the condition) must stay within it; a bigger body compiles slowly and
# gains nothing from being unrolled.
MAX_UNROLLED_BODY_OPS = 4000
# An unrolled program may hold this many times the ops of the program as written (or
# MAX_UNROLLED_BODY_OPS more, for small programs): nested loops unrolled together multiply,
# and XLA's compile time grows faster than the ops (a diffrax solver with both of its loops
# unrolled compiled in 33 s against 3 s).
MAX_UNROLLED_GROWTH = 4

_FLIP = {"LT": "GT", "LE": "GE", "GT": "LT", "GE": "LE"}
_ITEM_BYTES = {"bfloat16": 2, "bool": 1}
_TERMINATORS = {"stablehlo.return", "func.return"}


@dataclasses.dataclass(frozen=True)
class Counter:
    """The induction variable of a counted loop.

    Attributes:
      index: position of the counter among the carried values.
      direction: "LT", "LE", "GT" or "GE": the condition is ``counter <direction> bound``.
      step: the constant added to the counter each iteration (> 0 for LT/LE, < 0 for GT/GE).
      bound: the bound when it is known (a constant, or a carried constant the body passes
        through), else None.
      bound_index: position of a carried bound among the carried values, else None.
      init: the counter's initial value when it is a constant, else None.
      unsigned: the comparison is unsigned.
      bits: the counter's integer width.
    """

    index: int
    direction: str
    step: int
    bound: int | None
    bound_index: int | None
    init: int | None
    unsigned: bool
    bits: int

    @property
    def lowest(self) -> int:
        return 0 if self.unsigned else -(2 ** (self.bits - 1))

    @property
    def highest(self) -> int:
        return 2 ** self.bits - 1 if self.unsigned else 2 ** (self.bits - 1) - 1

    @property
    def trip_count(self) -> int | None:
        """Iterations the loop runs, when its initial value and bound are known."""
        if self.init is None or self.bound is None:
            return None
        c, b, s = self.init, self.bound, self.step
        if self.direction in ("GT", "GE"):
            c, b, s = -c, -b, -s  # count down as up
        if self.direction in ("LE", "GE"):
            b += 1  # c <= b  ==  c < b + 1 on integers
        trips = 0 if c >= b else -(-(b - c) // s)
        last = (self.init + (trips - 1) * self.step) if trips else self.init
        if trips and not self.lowest <= last + self.step <= self.highest:
            return None  # the counter wraps: the formula is not what runs
        return trips

    def main_bound(self, k: int) -> int | None:
        """``bound - (k-1)*step`` for a known bound, or None when it is out of the counter's
        range (then fewer than k iterations ever remain)."""
        if self.bound is None:
            return None
        b = self.bound - (k - 1) * self.step
        return b if self.lowest <= b <= self.highest else None


@dataclasses.dataclass(frozen=True)
class Loop:
    """One `stablehlo.while` of a program, as `xtune info` and the space describe it.

    Attributes:
      node: node id, "main/17".
      counted: the counted form (see the module docstring); False = data-dependent.
      trip_count: iterations, when known.
      body_ops: ops in the body, the ops of the functions it calls included.
      cond_ops: ops in the condition, likewise.
      carried_bytes: bytes of the carried state.
      depth: loops around this one (0 = outermost), through function calls too.
      choices: unroll factors offered, 1 first; () when the loop gets no gene.
      reason: why the loop gets no gene, else None.
      parent: the loop around it (in its function, or around a call of its function), else None.
    """

    node: str
    counted: bool
    trip_count: int | None
    body_ops: int
    cond_ops: int
    carried_bytes: int
    depth: int
    choices: tuple[int, ...]
    reason: str | None
    parent: str | None = None

    @property
    def kind(self) -> str:
        return "counted" if self.counted else "data-dependent"

    def unrolled_ops(self, k: int) -> int:
        """Ops of the loop's body unrolled by k (guarded copies bring their condition)."""
        return k * self.body_ops + (0 if self.counted else (k - 1) * self.cond_ops)

    def to_dict(self) -> dict[str, Any]:
        return {"node": self.node, "kind": self.kind, "trip_count": self.trip_count, "body_ops": self.body_ops,
                "carried_bytes": self.carried_bytes, "depth": self.depth, "choices": list(self.choices),
                "reason": self.reason}


# --- finding and classifying ------------------------------------------------


def find_loops(module: ir.Module, walked: dict[str, tuple[list, set]] | None = None) -> list[Loop]:
    """Every `stablehlo.while` of the module, nested ones included, in function and walk order.

    Args:
      module: the parsed program (inside `mlir.context()`).
      walked: per function name, its `walk` and its `unused` ops, where the caller has them.
    """
    funcs = {mlir.function_name(f): f for f in mlir.functions(module)}
    walked = walked if walked is not None else {name: (walk(f), unused(f)) for name, f in funcs.items()}
    sizes: dict[str, int] = {}
    depths = _function_depths(funcs, walked)
    loops = []
    ids = {op: f"{fname}/{k}" for fname in funcs for k, op in enumerate(walked[fname][0])
           if op.name == "stablehlo.while"}
    around = _loops_around_functions(funcs, walked, ids)
    for fname, func_op in funcs.items():
        ops, dead = walked[fname]
        for k, op in enumerate(ops):
            if op.name != "stablehlo.while":
                continue
            counter = counter_of(op)
            trips = 0 if _never_runs(op) else counter.trip_count if counter else None
            body = _region_ops(op.regions[1], funcs, sizes)
            cond = _region_ops(op.regions[0], funcs, sizes)
            loop = Loop(f"{fname}/{k}", counter is not None, trips, body, cond,
                        sum(_bytes(v.type) for v in op.operands), depths.get(fname, 0) + _enclosing_loops(op),
                        (), None, _enclosing_loop(op, ids) or around.get(fname))
            choices, reason = _choices(loop, counter, op in dead)
            loops.append(dataclasses.replace(loop, choices=choices, reason=reason))
    return loops


def _choices(loop: Loop, counter: Counter | None, dead: bool) -> tuple[tuple[int, ...], str | None]:
    if dead:
        return (), "nothing uses its results (XLA drops it)"
    if loop.body_ops == 0:
        return (), "empty body"
    if loop.trip_count is not None and loop.trip_count <= 1:
        return (), "runs once" if loop.trip_count == 1 else "never runs"
    factors = [k for k in UNROLL_FACTORS[1:] if loop.unrolled_ops(k) <= MAX_UNROLLED_BODY_OPS]
    if not factors:
        return (), (f"body of {loop.body_ops} ops: unrolled by {UNROLL_FACTORS[1]} it exceeds "
                    f"the cap of {MAX_UNROLLED_BODY_OPS} ops")
    if loop.trip_count is not None:
        factors = [k for k in factors if k <= loop.trip_count]
    if counter is not None and counter.bound is not None:
        factors = [k for k in factors if counter.main_bound(k) is not None]
    elif counter is not None:
        factors = [k for k in factors if _guard_limit(counter, k) is not None]
    if not factors:
        return (), "no factor fits its bound"
    return (1, *factors), None


def _never_runs(op: ir.Operation) -> bool:
    """The condition is false whatever the state: a constant false, or a value compared
    LT or GT with itself."""
    pred = _producer(_terminator(op.regions[0].blocks[0]).operands[0])
    if pred is None:
        return False
    if pred.name == "stablehlo.constant":
        return str(pred.attributes["value"]).startswith("dense<false>")
    if pred.name == "stablehlo.compare" and pred.operands[0] == pred.operands[1]:
        return hlo_dialect.ComparisonDirectionAttr(pred.attributes["comparison_direction"]).value in ("LT", "GT")
    return False


def counter_of(op: ir.Operation) -> Counter | None:
    """The induction variable of a `stablehlo.while` in the counted form, else None."""
    cond_block, body_block = op.regions[0].blocks[0], op.regions[1].blocks[0]
    cond_ops = [o.operation for o in cond_block.operations]
    if any(o.name not in ("stablehlo.constant", "stablehlo.compare", "stablehlo.return") for o in cond_ops):
        return None
    compare = _producer(cond_ops[-1].operands[0])
    if compare is None or compare.name != "stablehlo.compare":
        return None
    direction = hlo_dialect.ComparisonDirectionAttr(compare.attributes["comparison_direction"]).value
    lhs, rhs = compare.operands[0], compare.operands[1]
    if _arg_number(rhs, cond_block) is not None and _arg_number(lhs, cond_block) is None:
        lhs, rhs, direction = rhs, lhs, _FLIP.get(direction, direction)
    index = _arg_number(lhs, cond_block)
    if index is None or direction not in _FLIP:
        return None
    int_type = _scalar_int_type(lhs.type)
    if int_type is None:
        return None
    unsigned = bool(int_type.is_unsigned)
    if "compare_type" in compare.attributes:
        ctype = hlo_dialect.ComparisonTypeAttr(compare.attributes["compare_type"]).value
        if ctype != ("UNSIGNED" if unsigned else "SIGNED"):
            return None
    body_out = _terminator(body_block).operands
    step = _step(body_out[index], body_block.arguments[index], unsigned, int_type.width)
    if step is None or step == 0 or (step > 0) != (direction in ("LT", "LE")):
        return None
    bound_index = _arg_number(rhs, cond_block)
    if bound_index is not None:
        if bound_index == index or body_out[bound_index] != body_block.arguments[bound_index]:
            return None  # the bound changes inside the loop
        bound = _constant_int(op.operands[bound_index], unsigned, int_type.width)
    else:
        bound = _constant_int(rhs, unsigned, int_type.width)
        if bound is None:
            return None
    init = _constant_int(op.operands[index], unsigned, int_type.width)
    return Counter(index, direction, step, bound, bound_index, init, unsigned, int_type.width)


def _step(value: ir.Value, arg: ir.Value, unsigned: bool, bits: int) -> int | None:
    """The constant c of ``value = arg + c`` (or ``arg - c``), else None."""
    producer = _producer(value)
    if producer is None or producer.name not in ("stablehlo.add", "stablehlo.subtract"):
        return None
    a, b = producer.operands[0], producer.operands[1]
    if producer.name == "stablehlo.add" and b == arg:
        a, b = b, a
    if a != arg:
        return None
    c = _constant_int(b, False, bits)  # steps are read signed: an unsigned counter may not step down
    if c is None or (unsigned and c < 0):
        return None
    return -c if producer.name == "stablehlo.subtract" else c


def _producer(value: ir.Value) -> ir.Operation | None:
    owner = value.owner
    return None if isinstance(owner, ir.Block) else owner.operation


def _arg_number(value: ir.Value, block: ir.Block) -> int | None:
    for i, a in enumerate(block.arguments):
        if a == value:
            return i
    return None


def _terminator(block: ir.Block) -> ir.Operation:
    ops = block.operations
    return ops[len(ops) - 1].operation


def _scalar_int_type(t: ir.Type):
    if not mlir.is_ranked_tensor(t):
        return None
    rt = ir.RankedTensorType(t)
    if rt.rank != 0 or rt.element_type.typeid != ir.IntegerType.static_typeid:
        return None
    it = ir.IntegerType(rt.element_type)
    return it if it.width >= 8 else None


def _constant_int(value: ir.Value, unsigned: bool, bits: int) -> int | None:
    """The integer a `stablehlo.constant` scalar holds, read as the counter reads it."""
    producer = _producer(value)
    if producer is None or producer.name != "stablehlo.constant":
        return None
    attr = producer.attributes["value"]
    try:
        dense = ir.DenseIntElementsAttr(attr)
    except ValueError:  # not integers
        return None
    if not dense.is_splat:
        return None
    v = int(ir.IntegerAttr(dense.get_splat_value()).value)
    if unsigned and v < 0:
        v += 2 ** bits
    return v


def _region_ops(region: ir.Region, funcs: dict, sizes: dict[str, int]) -> int:
    """Ops of a region, nested ones and those of the functions it calls included."""
    n = 0
    for block in region.blocks:
        for child in block.operations:
            n += _op_size(child.operation, funcs, sizes)
    return n


def _op_size(op: ir.Operation, funcs: dict, sizes: dict[str, int]) -> int:
    if op.name in _TERMINATORS:
        return 0
    n = 1
    if op.name == "func.call":
        callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
        if callee not in sizes:
            sizes[callee] = 0  # a recursive call counts once
            sizes[callee] = _region_ops(funcs[callee].regions[0], funcs, sizes) if callee in funcs else 0
        n += sizes[callee]
    for region in op.regions:
        n += _region_ops(region, funcs, sizes)
    return n


def _enclosing_loops(op: ir.Operation) -> int:
    n = 0
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        n += parent.name == "stablehlo.while"
        parent = parent.parent
    return n


def _enclosing_loop(op: ir.Operation, ids: dict) -> str | None:
    parent = op.parent
    while parent is not None and parent.name != "func.func":
        if parent.name == "stablehlo.while":
            return ids.get(parent)
        parent = parent.parent
    return None


def count_ops(text: str) -> int:
    """A StableHLO text's ops, counted as `stablehlo.` names (an estimate that needs no parse)."""
    return text.count("stablehlo.")


def allowed_growth(ops: int) -> int:
    """The most ops unroll factors may add to a program of `ops` ops (`MAX_UNROLLED_GROWTH`)."""
    return max((MAX_UNROLLED_GROWTH - 1) * ops, MAX_UNROLLED_BODY_OPS)


def _loops_around_functions(funcs: dict, walked: dict[str, tuple[list, set]], ids: dict) -> dict[str, str]:
    """Per function called from inside a loop, that loop (the innermost around its first such
    call; through the callers' own callers)."""
    calls: dict[str, tuple[str, str | None]] = {}  # callee -> (caller, loop around the call there)
    for fname in funcs:
        for op in walked[fname][0]:
            if op.name == "func.call":
                callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
                loop = _enclosing_loop(op, ids)
                if callee not in calls or (calls[callee][1] is None and loop is not None):
                    calls[callee] = (fname, loop)
    out: dict[str, str] = {}

    def find(name: str, seen: frozenset[str] = frozenset()) -> str | None:
        if name in out or name in seen or name not in calls:
            return out.get(name)
        caller, loop = calls[name]
        found = loop or find(caller, seen | {name})
        if found is not None:
            out[name] = found
        return found

    for name in funcs:
        find(name)
    return out


def unrolled_growth(loops: list[Loop], factors: dict[str, int]) -> int:
    """Ops a config's unroll `factors` ({loop node: k}) add to the program, nested loops'
    factors multiplied: a loop's unrolled size is k x (its own ops + its inner loops'
    unrolled sizes), where its body ops count the functions it calls (XLA inlines them)."""
    children: dict[str | None, list[Loop]] = {}
    for loop in loops:
        children.setdefault(loop.parent, []).append(loop)

    def size(loop: Loop) -> int:
        inner = children.get(loop.node, [])
        own = max(loop.body_ops - sum(c.body_ops for c in inner), 0)
        return factors.get(loop.node, 1) * (own + sum(size(c) for c in inner))

    return sum(size(loop) - loop.body_ops for loop in children.get(None, []))


def _function_depths(funcs: dict, walked: dict[str, tuple[list, set]]) -> dict[str, int]:
    """Per function, the most loops around any call of it (main: 0)."""
    calls: dict[str, list[tuple[str, int]]] = {}  # callee -> (caller, loops around the call)
    for fname in funcs:
        for op in walked[fname][0]:
            if op.name == "func.call":
                callee = ir.FlatSymbolRefAttr(op.attributes["callee"]).value
                calls.setdefault(callee, []).append((fname, _enclosing_loops(op)))
    depths: dict[str, int] = {}

    def depth(name: str) -> int:
        if name not in depths:
            depths[name] = 0  # guards against a recursive call
            depths[name] = max((depth(caller) + n for caller, n in calls.get(name, [])), default=0)
        return depths[name]

    for name in funcs:
        depth(name)
    return depths


def _bytes(t: ir.Type) -> int:
    if not mlir.is_ranked_tensor(t):
        return 0
    try:
        shape, dtype = mlir.tensor_spec(t)
    except mlir.ParseError:
        return 0
    return math.prod(shape) * _ITEM_BYTES.get(dtype, np.dtype(dtype).itemsize if dtype != "bfloat16" else 2)


# --- unrolling ----------------------------------------------------------------


def unroll(op: ir.Operation, k: int) -> None:
    """Unrolls the `stablehlo.while` `op` by `k` in place (inside `mlir.context()`).

    A counted loop becomes a main loop of k bodies followed by `op` itself for the
    iterations left; any other loop becomes a guarded unroll and `op` is erased.
    Unroll inner loops before outer ones: an outer copy clones what its body holds.
    """
    if k <= 1:
        return
    counter = counter_of(op)
    if counter is not None:
        _unroll_counted(op, k, counter)
    else:
        _unroll_guarded(op, k)


def _unroll_counted(op: ir.Operation, k: int, counter: Counter) -> None:
    types = [r.type for r in op.results]
    with ir.InsertionPoint(op):
        main = hlo_dialect.WhileOp(types, list(op.operands)).operation
    cond = ir.Block.create_at_start(main.regions[0], types)
    with ir.InsertionPoint(cond):
        hlo_dialect.ReturnOp([_main_condition(cond.arguments, counter, k, types[counter.index])])
    body = ir.Block.create_at_start(main.regions[1], types)
    with ir.InsertionPoint(body):
        state = list(body.arguments)
        for _ in range(k):
            state = _inline(op.regions[1].blocks[0], state)
        hlo_dialect.ReturnOp(state)
    for i, r in enumerate(main.results):
        op.operands[i] = r


def _main_condition(args, counter: Counter, k: int, counter_type: ir.Type) -> ir.Value:
    """``counter <dir> bound - (k-1)*step``: at least k iterations remain."""
    c = args[counter.index]
    direction = hlo_dialect.ComparisonDirectionAttr.get(counter.direction)
    ctype = hlo_dialect.ComparisonTypeAttr.get("UNSIGNED" if counter.unsigned else "SIGNED")
    if counter.bound is not None:
        b = counter.main_bound(k)
        if b is None:  # fewer than k iterations ever remain
            return _constant(ir.RankedTensorType.get([], ir.IntegerType.get_signless(1)), 0)
        return hlo_dialect.CompareOp(c, _constant(counter_type, b), direction, compare_type=ctype).result
    # a carried bound known only at run time: bound - (k-1)*step is in range only past a limit
    bound = args[counter.bound_index]
    limit = _guard_limit(counter, k)
    up = counter.step > 0
    in_range = hlo_dialect.CompareOp(bound, _constant(counter_type, limit),
                                     hlo_dialect.ComparisonDirectionAttr.get("GE" if up else "LE"),
                                     compare_type=ctype).result
    shifted = hlo_dialect.SubtractOp(bound, _constant(counter_type, (k - 1) * counter.step)).result if up else \
        hlo_dialect.AddOp(bound, _constant(counter_type, (k - 1) * -counter.step)).result
    remains = hlo_dialect.CompareOp(c, shifted, direction, compare_type=ctype).result
    return hlo_dialect.AndOp(in_range, remains).result


def _guard_limit(counter: Counter, k: int) -> int | None:
    """The least (counting up) or greatest (down) bound from which ``bound - (k-1)*step``
    does not wrap; None when no bound is."""
    limit = counter.lowest + (k - 1) * counter.step if counter.step > 0 else counter.highest + (k - 1) * counter.step
    return limit if counter.lowest <= limit <= counter.highest else None


def _unroll_guarded(op: ir.Operation, k: int) -> None:
    types = [r.type for r in op.results]
    with ir.InsertionPoint(op):
        main = hlo_dialect.WhileOp(types, list(op.operands)).operation
    cond = ir.Block.create_at_start(main.regions[0], types)
    with ir.InsertionPoint(cond):
        hlo_dialect.ReturnOp(_inline(op.regions[0].blocks[0], list(cond.arguments)))
    body = ir.Block.create_at_start(main.regions[1], types)
    with ir.InsertionPoint(body):
        state = _inline(op.regions[1].blocks[0], list(body.arguments))
        hlo_dialect.ReturnOp(_guarded_copies(op, state, k - 1, types))
    for old, new in zip(op.results, main.results):
        old.replace_all_uses_with(new)
    op.erase()


def _guarded_copies(op: ir.Operation, state: list[ir.Value], n: int, types: list[ir.Type]) -> list[ir.Value]:
    """``if cond(state) {body(state), then n-1 more likewise} else {state}`` at the insertion point."""
    if n == 0:
        return state
    (pred,) = _inline(op.regions[0].blocks[0], state)
    branch = hlo_dialect.IfOp(types, pred).operation
    then = ir.Block.create_at_start(branch.regions[0], [])
    with ir.InsertionPoint(then):
        hlo_dialect.ReturnOp(_guarded_copies(op, _inline(op.regions[1].blocks[0], state), n - 1, types))
    other = ir.Block.create_at_start(branch.regions[1], [])
    with ir.InsertionPoint(other):
        hlo_dialect.ReturnOp(state)
    return list(branch.results)


def _inline(block: ir.Block, inputs: list[ir.Value]) -> list[ir.Value]:
    """Clones the block's ops (not its terminator) at the insertion point, its arguments
    bound to `inputs`; returns what its terminator would return."""
    vmap = {arg: v for arg, v in zip(block.arguments, inputs)}
    ops = [o.operation for o in block.operations]
    for old in ops[:-1]:
        new = old.clone()
        _remap(new, vmap)
        for r_old, r_new in zip(old.results, new.results):
            vmap[r_old] = r_new
    return [vmap.get(v, v) for v in ops[-1].operands]


def _remap(op: ir.Operation, vmap: dict) -> None:
    """Points the operands of `op` and of every op nested in it at their copies in `vmap`."""
    for i, v in enumerate(op.operands):
        if v in vmap:
            op.operands[i] = vmap[v]
    for region in op.regions:
        for block in region.blocks:
            for child in block.operations:
                _remap(child.operation, vmap)


def _constant(t: ir.Type, value: int) -> ir.Value:
    rt = ir.RankedTensorType(t)
    return hlo_dialect.ConstantOp(ir.DenseElementsAttr.get_splat(rt, ir.IntegerAttr.get(rt.element_type, value))).result


__all__ = ["Counter", "Loop", "MAX_UNROLLED_BODY_OPS", "UNROLL_FACTORS", "counter_of", "find_loops", "unroll"]
