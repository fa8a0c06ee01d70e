"""`ProgramGraph`: a program's HLO, before optimisation, in the TpuGraphs schema.

StableHLO → HLO with XLA's own converter (docs/design.md), then the HLO text is
read (`surrogate.hlo`) and encoded the way TpuGraphs' `hlo_encoder.cc`
encodes a module:

* Nodes are all instructions of all computations, each exactly once, in
  printed order (callee computations first, operands before users), which is
  a topological order: every edge points from a later node to an earlier one.
* Nested computations are not inlined. A computation called from several
  places (a private function called twice) is one set of nodes; each calling
  instruction (`call`, `while`, `conditional`, `reduce`, `sort`, `scatter`,
  `map`, `custom-call` ...) gets one edge to the ROOT of each computation it
  calls (to_apply, body, condition, branches). Scalar reduction regions
  therefore appear as their few scalar nodes, linked to the reducing
  instruction through their root, which tells the model *what* is reduced
  (add vs max). No edges lead from a callee's parameters to the caller's
  operands, as in TpuGraphs; so the graph is a DAG and a node of a called
  function is one node whatever the number of call sites — which is also
  what a layout config on it means (the rewrite changes the function body).
* Edges: consumer → producer, `[u, v]` = u reads v's result; each operand
  once (duplicates removed), plus the callee-root edges.
* `node_splits` are TpuGraphs-style boundaries: 0, the end of every
  computation, n.

Configurable nodes are found by provenance, not by order: before conversion
every op of the walk that `ConfigSpace` numbers gets the MLIR name location
`xtune[<node id>]/<opcode>`; XLA's converter copies it into the instruction's
`metadata={op_name=...}` (fused ops get `a;b`). A configurable op the
converter folded away (a reshape of a broadcast that cancels out, a transpose
merged into another) maps to the instruction that now computes its value:
the nearest ancestor along its first operand that survived, the function's
parameter, or, for a loop's carried value, the `get-tuple-element` that reads it
in the loop's computation; `config_node_exact` is False for those. A node that
still has no instruction is *unplaced*: it stays in the config space, the graph
leaves it out (`unplaced_node_ids`), and the scorer prices its genes with the
layout count alone (`surrogate.scorer`). A user's program never fails for it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import gc
import logging
import re
import time
from collections.abc import Iterator, Sequence

import numpy as np

from xtune.measure import mlir
from xtune.measure.errors import InputError
from xtune.measure.mlir import ir
from xtune.measure.program import Program
from xtune.measure.space import Config, ConfigSpace, Node, walk
from xtune.surrogate import hlo
from xtune.surrogate.config_features import config_features, extra_config_features
from xtune.surrogate.features import node_features
from xtune.surrogate.opcodes import opcode_id

_TAG = re.compile(r"xtune\[([^\]]+)\]")
# StableHLO/CHLO op -> HLO opcode, where the names differ (rest: '_' -> '-').
_HLO_OPCODES = {"dot_general": "dot", "broadcast_in_dim": "broadcast", "top_k": "topk",
                "optimization_barrier": "opt-barrier"}
_NO_INSTRUCTION = {"func.return", "stablehlo.return"}
_MAX_ANCESTOR_DEPTH = 32
log = logging.getLogger(__name__)


class GraphError(InputError, ValueError):
    """A program's graph could not be built; one line naming the program."""


@dataclasses.dataclass(frozen=True, eq=False)
class ProgramGraph:
    """One program as a TpuGraphs-style graph, without configs (arrays are read-only).

    n nodes (HLO instructions), m edges, nc configurable nodes, s split points.
    A graph plus configs and runtimes is a `tpugraphs.LayoutExample` (the file
    format: `tpugraphs.layout_example`) or a `training_data.Example` (the
    model's input: `training_data.make_example`).

    Attributes:
      node_opcode: (n,) int32, TpuGraphs opcode ids (`surrogate.opcodes`).
      node_feat: (n, 140) float32, TpuGraphs node features (`surrogate.features`), `pad` where no value.
      edge_index: (m, 2) int32, `[u, v]` = node u consumes node v's result (u > v).
      node_splits: (s,) int64, computation boundaries: 0, ..., n.
      node_config_ids: (nc,) int32, for each placed node of `ConfigSpace(program).nodes`
        (same order) the index of its HLO instruction in the graph; may repeat.
      node_names: n str, HLO instruction names.
      config_node_ids: nc str, ConfigSpace node ids ("main/7"), aligned with node_config_ids.
      config_node_exact: (nc,) bool; False where the converter folded or merged
        the op and the node stands for the instruction computing its value.
      program: fingerprint of the program (str, as `Config.program` and `Record.program`).
      pad: float, the padding value used in node_feat.
      unplaced_node_ids: ConfigSpace node ids with no instruction to stand for them
        (in space order; not in `config_node_ids`).
    """

    node_opcode: np.ndarray
    node_feat: np.ndarray
    edge_index: np.ndarray
    node_splits: np.ndarray
    node_config_ids: np.ndarray
    node_names: tuple[str, ...]
    config_node_ids: tuple[str, ...]
    config_node_exact: np.ndarray
    program: str = ""
    pad: float = -1.0
    unplaced_node_ids: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for f in ("node_opcode", "node_feat", "edge_index", "node_splits", "node_config_ids", "config_node_exact"):
            getattr(self, f).setflags(write=False)

    @property
    def num_nodes(self) -> int:
        return int(self.node_opcode.shape[0])

    @property
    def num_edges(self) -> int:
        return int(self.edge_index.shape[0])

    @property
    def num_config_nodes(self) -> int:
        return int(self.node_config_ids.shape[0])

    def config_rows(self, space: ConfigSpace) -> np.ndarray:
        """(nc,) int64: the index in `space.nodes` of each of the graph's configurable nodes."""
        placed = set(self.config_node_ids)
        if ({n.id for n in space.nodes} != placed | set(self.unplaced_node_ids)
                or [n.id for n in space.nodes if n.id in placed] != list(self.config_node_ids)):
            raise GraphError(f"space of {space.program.name} does not match this graph's configurable nodes")
        return np.array([space.node_index[i] for i in self.config_node_ids], np.int64)

    def node_config_feat(self, space: ConfigSpace, configs: Sequence[Config]) -> np.ndarray:
        """(len(configs), nc, 18) TpuGraphs layout config features, aligned with `node_config_ids`."""
        return config_features(space, configs)[:, self.config_rows(space)]

    def node_config_extra(self, space: ConfigSpace, configs: Sequence[Config]) -> np.ndarray:
        """(len(configs), nc, 2) the swap gene and unroll factor per configurable node (`extra_config_features`)."""
        return extra_config_features(space, configs)[:, self.config_rows(space)]


def hlo_text(program: Program) -> str:
    """HLO text of `program` before optimisation, every op tagged with its
    ConfigSpace walk id in `metadata={op_name="xtune[<id>]/<opcode>"}`."""
    with mlir.context():
        text, _, _ = _tagged_stablehlo(program, set())
        return _to_hlo(text, program)


def build_graph(program: Program, space: ConfigSpace | None = None, pad: float = -1.0,
                timings: dict[str, float] | None = None) -> ProgramGraph:
    """Builds the graph of `program`.

    Our own steps are linear in the number of HLO instructions; XLA's
    StableHLO -> HLO conversion, which we call, is not quite (bench/graph_build.py).

    Args:
      program: the program.
      space: its config space (built when None); fixes node_config_ids' order.
      pad: node_feat value of slots with no value (-1; 0 = TpuGraphs' own).
      timings: if given, filled with seconds per step ("tag", "xla", "parse", "map", "features").

    Raises:
      GraphError: the program cannot be converted or a configurable node has no instruction.
    """
    if space is None:
        space = ConfigSpace(program)
    elif space.program.fingerprint != program.fingerprint:
        raise GraphError(f"{program.name}: the config space belongs to program {space.program.name}")
    clock = _Clock(timings)
    with mlir.context(), _gc_paused():  # the tagged ops stay alive for the mapping of folded nodes
        text, config_ops, _module = _tagged_stablehlo(program, {n.id for n in space.nodes})
        clock("tag")
        hlo_module_text = _to_hlo(text, program)
        clock("xla")
        try:
            module = hlo.parse_module(hlo_module_text)
        except hlo.HloParseError as e:
            raise GraphError(f"{program.name}: cannot read XLA's HLO ({e})") from None
        instructions = [inst for _, inst in module.instructions()]
        src, dst, splits, is_root = _edges(program, module)
        clock("parse")
        config_ids, exact, unplaced = _map_config_nodes(program, space.nodes, module, instructions, config_ops)
        clock("map")
        graph = ProgramGraph(
            node_opcode=np.fromiter((opcode_id(i.opcode) for i in instructions), np.int32, len(instructions)),
            node_feat=node_features(instructions, is_root, pad),
            edge_index=np.stack([np.asarray(src, np.int32), np.asarray(dst, np.int32)], axis=1).reshape(-1, 2),
            node_splits=np.asarray(splits, np.int64),
            node_config_ids=np.asarray(config_ids, np.int32),
            node_names=tuple(i.name for i in instructions),
            config_node_ids=tuple(n.id for n in space.nodes if n.id not in unplaced),
            config_node_exact=np.asarray(exact, bool),
            program=program.fingerprint,
            pad=float(pad),
            unplaced_node_ids=unplaced,
        )
        clock("features")
    return graph


class _Clock:
    """Records the seconds since the previous call under a step name."""

    def __init__(self, into: dict[str, float] | None):
        self.into, self.last = into, time.perf_counter()

    def __call__(self, step: str) -> None:
        now = time.perf_counter()
        if self.into is not None:
            self.into[step] = now - self.last
        self.last = now


@contextlib.contextmanager
def _gc_paused() -> Iterator[None]:
    """No cyclic GC while building: its full collections make the many small
    objects of a large graph cost super-linear time (-35% at 50k nodes)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def _edges(program: Program, module: hlo.Module) -> tuple[list[int], list[int], list[int], list[bool]]:
    """Consumer->producer edges (operands once each, plus one to the root of
    every called computation), computation boundaries and root flags."""
    roots: dict[str, int] = {}
    splits, is_root = [0], []
    for comp in module.computations:
        is_root.extend(k == comp.root_index for k in range(len(comp.instructions)))
        roots[comp.name] = splits[-1] + comp.root_index
        splits.append(splits[-1] + len(comp.instructions))
    src: list[int] = []
    dst: list[int] = []
    node = 0
    for comp, start in zip(module.computations, splits):
        local = {inst.name: start + k for k, inst in enumerate(comp.instructions)}
        for inst in comp.instructions:
            try:
                producers = dict.fromkeys(local[o] for o in inst.operands)
            except KeyError as e:
                raise GraphError(f"{program.name}: {inst.name} reads {e.args[0]}, not in {comp.name}") from None
            for v in producers:
                src.append(node)
                dst.append(v)
            for callee in inst.callees:
                if callee not in roots:
                    raise GraphError(f"{program.name}: {inst.name} calls unknown computation {callee}")
                src.append(node)
                dst.append(roots[callee])
            node += 1
    return src, dst, splits, is_root


# --- StableHLO -> tagged HLO ----------------------------------------------------

def _tagged_stablehlo(program: Program, wanted: set[str]) -> tuple[str, dict, object]:
    """Gives every walked op the location `xtune[<id>]/<opcode>` (call inside
    `mlir.context()`); returns the text, the ops whose ids are `wanted`, and
    the MLIR module, which must outlive those ops."""
    try:
        module = mlir.parse(program.text)
    except mlir.ParseError as e:
        raise GraphError(f"{program.name}: not a StableHLO module ({e})") from None
    found = {}
    for func_op in mlir.functions(module):
        fname = mlir.function_name(func_op)
        for k, op in enumerate(walk(func_op)):
            name = op.name
            if name in _NO_INSTRUCTION:
                continue
            short = name.split(".", 1)[-1]
            op.location = ir.Location.name(f"xtune[{fname}/{k}]/{_HLO_OPCODES.get(short, short.replace('_', '-'))}")
            if f"{fname}/{k}" in wanted:
                found[f"{fname}/{k}"] = op
    return module.operation.get_asm(enable_debug_info=True), found, module


def _to_hlo(stablehlo_text: str, program: Program) -> str:
    try:
        return mlir.hlo_text(stablehlo_text)
    except mlir.ParseError as e:
        raise GraphError(f"{program.name}: XLA cannot convert it to HLO ({e})") from None


# --- configurable node -> instruction ------------------------------------------------

def _map_config_nodes(program: Program, nodes: Sequence[Node], module: hlo.Module, instructions: list[hlo.Instruction],
                      config_ops: dict) -> tuple[list[int], list[bool], tuple[str, ...]]:
    """(instruction index, exact) of every node that has one, and the ids of those that have none."""
    tagged: dict[str, list[int]] = {}
    for i, inst in enumerate(instructions):
        if "xtune[" in inst.op_name:
            for t in _TAG.findall(inst.op_name):
                tagged.setdefault(t, []).append(i)
    config_ids, exact, unplaced = [], [], []
    for node in nodes:
        want = _HLO_OPCODES.get(node.op, node.op.replace("_", "-"))
        shape = tuple(node.result_shape)
        found = _pick(tagged.get(node.id, ()), instructions, want, shape)
        if found is None:
            found = _stand_in(config_ops[node.id], tagged, instructions, module, shape)
        if found is None:
            unplaced.append(node.id)
            continue
        config_ids.append(found[0])
        exact.append(found[1])
    if unplaced:
        log.info("%s: the model cannot place %d configurable node(s) in its graph (no HLO instruction stands "
                 "for them), so it prices their genes by the layout count alone: %s",
                 program.name, len(unplaced), ", ".join(unplaced))
    return config_ids, exact, tuple(unplaced)


def _pick(candidates: Sequence[int], instructions, opcode: str | None, shape: tuple[int, ...]):
    """(index, exact) of the best of the instructions carrying a node's tag:
    same opcode and shape (exact) > same opcode > same shape > the last one."""
    if not candidates:
        return None
    same_op = [i for i in candidates if instructions[i].opcode == opcode]
    exact = [i for i in same_op if instructions[i].shape.dims == shape]
    if exact:
        return exact[-1], True
    if same_op:
        return same_op[-1], False
    same_shape = [i for i in candidates if instructions[i].shape.dims == shape]
    return (same_shape or list(candidates))[-1], False


def _stand_in(op, tagged, instructions, module: hlo.Module, shape: tuple[int, ...]):
    """(index, False) of the instruction computing a folded op's value: the
    nearest surviving ancestor along first operands, or the function parameter."""
    for _ in range(_MAX_ANCESTOR_DEPTH):
        if not len(op.operands):
            return None
        value = op.operands[0]
        owner = value.owner
        if isinstance(owner, ir.Block):
            parent = owner.owner
            number = ir.BlockArgument(value).arg_number
            if parent is not None and parent.operation.name == "stablehlo.while":
                index = _loop_value(owner, number, tagged, module)
            elif parent is not None and parent.operation.name == "func.func":
                index = _parameter(module, mlir.function_name(parent.operation), number)
            else:
                return None
            return None if index is None else (index, False)
        op = getattr(owner, "operation", owner)
        tag = _TAG.search(str(op.location))
        if tag and tag.group(1) in tagged:
            return _pick(tagged[tag.group(1)], instructions, None, shape)[0], False
    return None


def _loop_value(block, k: int, tagged: dict[str, list[int]], module: hlo.Module) -> int | None:
    """Node index of the `get-tuple-element(parameter), index=k` that reads carried value k
    in the computation XLA made of a while loop's body or condition `block` (found through
    any op of the block that kept its tag)."""
    inside = next((tagged[t.group(1)][0] for op in block.operations
                   if (t := _TAG.search(str(op.location))) and t.group(1) in tagged), None)
    if inside is None:
        return None
    for start, comp in _numbered(module):
        if start <= inside < start + len(comp.instructions):
            params = {inst.name for inst in comp.instructions if inst.opcode == "parameter"}
            for j, inst in enumerate(comp.instructions):
                if (inst.opcode == "get-tuple-element" and inst.operands and inst.operands[0] in params
                        and re.search(rf"\bindex={k}\b", inst.attrs)):
                    return start + j
            return None
    return None


def _parameter(module: hlo.Module, function: str, k: int) -> int | None:
    """Node index of parameter(k) of the computation XLA made of `function`."""
    for start, comp in _numbered(module):
        if comp.name.rsplit(".", 1)[0] == function or (function == "main" and comp.is_entry):
            for j, inst in enumerate(comp.instructions):
                if inst.opcode == "parameter" and inst.arg.strip() == str(k):
                    return start + j
    return None


def _numbered(module: hlo.Module) -> Iterator[tuple[int, hlo.Computation]]:
    """(node index of its first instruction, computation) for each computation, in graph order."""
    start = 0
    for comp in module.computations:
        yield start, comp
        start += len(comp.instructions)


__all__ = ["GraphError", "ProgramGraph", "build_graph", "hlo_text"]
