"""`ConfigSpace` and `Config`: what can be chosen for a program, and a choice.

A *gene* is one choice: the layout of a node's output, the layout of one of
its operands, "swap dot operands" (compute the transposed product, the one
tile-like knob XLA:CPU has), a while loop's unroll factor (measure/loops.py),
or a module-level compiler option. Choice 0 of every gene is "leave it to the
compiler" (a loop: as written), so the all-zero config is XLA's own
(`space.default()`). A layout is a `minor_to_major` tuple as in XLA and
TpuGraphs; pinning a node to row-major is a different choice from leaving it
to the compiler.
"""

from __future__ import annotations

import dataclasses
import functools
import hashlib
import itertools
import json
import math
import numbers
import random
from collections.abc import Iterable, Sequence
from typing import Any

from xtune.measure import loops as _loops
from xtune.measure import mlir
from xtune.measure import moves as _moves
from xtune.measure.errors import InputError
from xtune.measure.mlir import ir
from xtune.measure.ops import unused, walk
from xtune.measure.options import CPU_OPTIONS, options_for  # noqa: F401 (CPU_OPTIONS: re-exported)
from xtune.measure.program import Program

# Ops whose layouts are genes, and which operands count (None = all tensors).
CONFIGURABLE_OPS = {
    "stablehlo.dot_general": None,
    "stablehlo.convolution": None,
    "stablehlo.transpose": None,
    "stablehlo.reshape": None,
    "stablehlo.reduce": "inputs",  # operands = inputs + init values
}
MAX_LAYOUT_CHOICES = 24


class ConfigError(InputError, ValueError):
    """A config does not fit the program's space; one-line message."""


@dataclasses.dataclass(frozen=True)
class Gene:
    """One choice. `choices[0]` is always the compiler's default.

    Attributes:
      name: unique id, e.g. "main/7.out", "main/7.in1", "main/7.swap", "main/3.unroll",
        "opt.xla_cpu_scheduler_type".
      kind: "out", "in", "swap", "unroll" or "option".
      node: node id ("main/7") or None for module options.
      operand: operand index for kind "in".
      choices: possible values; layouts are minor_to_major tuples, None = default; unroll
        factors are ints, 1 = the loop as written.
    """

    name: str
    kind: str
    node: str | None
    operand: int | None
    choices: tuple[Any, ...]


@dataclasses.dataclass(frozen=True)
class Node:
    """A configurable op: its id, opcode, result and operand shapes, its genes, and a
    transpose's permutation (result dim i = operand dim `permutation[i]`; None otherwise).
    A while loop with an unroll gene is a node too (op "while"): no result shape of its
    own (`result_shape` () and `dtype` ""), its carried values' shapes as operands."""

    id: str
    op: str
    result_shape: tuple[int, ...]
    dtype: str
    operand_shapes: tuple[tuple[int, ...], ...]
    genes: tuple[str, ...]
    permutation: tuple[int, ...] | None = None


@dataclasses.dataclass(frozen=True)
class Config:
    """An immutable, hashable assignment of non-default gene values.

    Attributes:
      program: fingerprint of the program it belongs to.
      values: sorted (gene name, value) pairs; genes not listed are default.
    """

    program: str
    values: tuple[tuple[str, Any], ...] = ()

    def get(self, gene: str, default: Any = None) -> Any:
        return dict(self.values).get(gene, default)

    @property
    def is_default(self) -> bool:
        return not self.values

    @property
    def hash(self) -> str:
        """Stable id of the assignment (program-independent)."""
        canon = json.dumps([[k, _jsonable(v)] for k, v in self.values], separators=(",", ":"))
        return hashlib.sha256(canon.encode()).hexdigest()[:16]

    def to_json(self) -> str:
        return json.dumps({"program": self.program, "genes": {k: _jsonable(v) for k, v in self.values}},
                          sort_keys=True)

    def __str__(self) -> str:
        return "default" if self.is_default else f"config {self.hash} ({len(self.values)} genes set)"


class ConfigSpace:
    """The configurable nodes and genes of one program on one backend.

    Args:
      program: the program.
      backend: "cpu", "gpu" or "tpu"; decides which tile and option genes exist.
      swap_dots: add a "swap dot operands" gene per dot_general.
      options: add module-level compiler option genes.
      loops: add an unroll gene per while loop (nodes and genes after the layout ones).
    """

    def __init__(self, program: Program, backend: str = "cpu", *, swap_dots: bool = True,
                 options: bool = True, loops: bool = True):
        self.program = program
        self.backend = backend
        self.nodes: list[Node] = []
        self.genes: list[Gene] = []
        # (producer "<node>.out", consumer "<node>.in<k>") gene pairs: the consumer's
        # operand is the producer's output, directly or through shape-preserving
        # elementwise ops. Giving both the same layout avoids a copy between them.
        self.links: list[tuple[str, str]] = []
        # configurable ops whose results nothing uses: XLA drops them (and any layout set on
        # them), so they have no layout of their own and no genes
        self.unused_ops: list[str] = []
        # every while loop, with its unroll factors or why it has no gene (empty with loops=False)
        self.loops: list[_loops.Loop] = []
        self._build(swap_dots, loops)
        if options:
            for opt, choices in options_for(backend).items():
                self.genes.append(Gene(f"opt.{opt}", "option", None, None, choices))
        self.gene_index = {g.name: i for i, g in enumerate(self.genes)}
        self.node_index = {n.id: i for i, n in enumerate(self.nodes)}

    def _build(self, swap_dots: bool, loops: bool) -> None:
        with mlir.context():
            module = mlir.parse(self.program.text)
            walked = {}
            for func_op in mlir.functions(module):
                fname = mlir.function_name(func_op)
                origin: dict = {}  # value -> configurable node whose output it carries
                ops = walk(func_op)
                dead = unused(func_op)
                walked[fname] = (ops, dead)
                for k, op in enumerate(ops):
                    node_id = f"{fname}/{k}"
                    if op in dead:
                        if op.name in CONFIGURABLE_OPS:
                            self.unused_ops.append(node_id)
                        continue
                    if self._add_node(node_id, op, swap_dots):
                        self._link(node_id, op, origin)
                    else:
                        _carry_origin(op, origin)
            if loops:
                self._add_loops(module, walked)

    def _add_loops(self, module, walked: dict[str, tuple[list, set]]) -> None:
        """One node and one "unroll" gene per while loop that has factors to offer."""
        self.loops = _loops.find_loops(module, walked)
        whiles = {f"{fname}/{k}": op for fname, (ops, _) in walked.items() for k, op in enumerate(ops)
                  if op.name == "stablehlo.while"}
        for loop in self.loops:
            if not loop.choices:
                continue
            carried = tuple(ir_shape(v.type) for v in whiles[loop.node].operands)
            gene = Gene(f"{loop.node}.unroll", "unroll", loop.node, None, loop.choices)
            self.nodes.append(Node(loop.node, "while", (), "", carried, (gene.name,)))
            self.genes.append(gene)

    def _add_node(self, node_id: str, op, swap_dots: bool) -> bool:
        name = op.name
        if name not in CONFIGURABLE_OPS or len(op.results) != 1:
            return False
        out_type = op.results[0].type
        if not mlir.is_ranked_tensor(out_type):
            return False
        operands = list(op.operands)
        if CONFIGURABLE_OPS[name] == "inputs":
            operands = operands[: len(operands) // 2]
        genes: list[Gene] = []
        out_rank = mlir.rank(out_type)
        if out_rank >= 2:
            genes.append(Gene(f"{node_id}.out", "out", node_id, None, (None, *layout_choices(out_rank))))
        for i, v in enumerate(operands):
            r = mlir.rank(v.type)
            if r >= 2:
                genes.append(Gene(f"{node_id}.in{i}", "in", node_id, i, (None, *layout_choices(r))))
        if swap_dots and name == "stablehlo.dot_general" and out_rank >= 2:
            genes.append(Gene(f"{node_id}.swap", "swap", node_id, None, (False, True)))
        if not genes:
            return False
        shape, dtype = mlir.tensor_spec(out_type)
        operand_shapes = tuple(tuple(mlir.tensor_spec(v.type)[0]) for v in op.operands
                               if mlir.is_ranked_tensor(v.type))
        permutation = None
        if name == "stablehlo.transpose":
            permutation = tuple(int(d) for d in ir.DenseI64ArrayAttr(op.attributes["permutation"]))
        self.nodes.append(Node(node_id, name.removeprefix("stablehlo."), shape, dtype, operand_shapes,
                               tuple(g.name for g in genes), permutation))
        self.genes.extend(genes)
        return True

    def _link(self, node_id: str, op, origin: dict) -> None:
        """Records producer.out -> consumer.in<k> links and marks this node's output."""
        operands = list(op.operands)
        for k, v in enumerate(operands):
            producer = origin.get(v)
            if producer is not None and producer != node_id:
                consumer_gene = f"{node_id}.in{k}"
                if consumer_gene in self.nodes[-1].genes:
                    self.links.append((f"{producer}.out", consumer_gene))
        if mlir.rank(op.results[0].type) >= 2:
            origin[op.results[0]] = node_id

    # --- size and sampling -------------------------------------------------

    @property
    def size(self) -> int:
        """Number of distinct configs."""
        return math.prod(len(g.choices) for g in self.genes)

    @property
    def log10_size(self) -> float:
        return sum(math.log10(len(g.choices)) for g in self.genes)

    def default(self) -> Config:
        """XLA's own choice: every gene left to the compiler."""
        return Config(self.program.fingerprint)

    def random(self, rng: random.Random, density: float | None = None) -> Config:
        """A random config.

        Each gene leaves the default with probability `density`; when None,
        the density itself is drawn uniformly per config, so samples range from
        near-default to fully random (uniform-per-gene sampling alone would
        almost never visit the default's neighbourhood).
        """
        p = rng.uniform(0.05, 1.0) if density is None else density
        idx = [rng.randrange(1, len(g.choices)) if rng.random() < p else 0 for g in self.genes]
        return self.decode(idx)

    def moved(self, moves: Iterable[tuple[int, int]]) -> Config:
        """The default with these (gene index, choice index) moves made."""
        genome = [0] * len(self.genes)
        for i, j in moves:
            genome[i] = j
        return self.decode(genome)

    # the move generators (measure/moves.py), as methods: `space.aligned_moves()`
    option_moves = _moves.option_moves
    aligned_moves = _moves.aligned_moves
    row_major_pins = _moves.row_major_pins
    bulk_swaps = _moves.bulk_swaps
    loop_moves = _moves.loop_moves

    def unroll_fits(self, config: Config) -> bool:
        """Whether `config`'s unroll factors, nested ones multiplied, keep the program within
        `loops.MAX_UNROLLED_GROWTH` of its size (estimated from the loops' body sizes, as
        `rewrite.apply` checks before it builds them)."""
        factors = {name.removesuffix(".unroll"): int(value) for name, value in config.values
                   if name.endswith(".unroll")}
        if not factors:
            return True
        return _loops.unrolled_growth(self.loops, factors) <= _loops.allowed_growth(self.program_ops)

    @functools.cached_property
    def program_ops(self) -> int:
        """The program's ops, as the unroll growth cap counts them (`loops.count_ops`)."""
        return _loops.count_ops(self.program.text)

    # --- genome encoding ---------------------------------------------------

    def decode(self, indices: Sequence[int]) -> Config:
        """Config from one choice index per gene (the search genome)."""
        if len(indices) != len(self.genes):
            raise ConfigError(f"genome has {len(indices)} genes, space has {len(self.genes)}")
        values = [(g.name, g.choices[i]) for g, i in zip(self.genes, indices) if i != 0]
        return Config(self.program.fingerprint, tuple(sorted(values)))

    def encode(self, config: Config) -> list[int]:
        """Choice index per gene of a (validated) config."""
        idx = [0] * len(self.genes)
        for name, value in config.values:
            g = self.genes[self.gene_index[name]]
            idx[self.gene_index[name]] = g.choices.index(value)
        return idx

    # --- validation and JSON -----------------------------------------------

    def make(self, values: dict[str, Any]) -> Config:
        """A validated config from {gene name: value}; JSON lists become tuples.

        Raises:
          ConfigError: unknown node or gene, or a value not among its choices.
        """
        out = []
        for name, value in values.items():
            if name not in self.gene_index:
                node = name.rsplit(".", 1)[0]
                loop = next((lp for lp in self.loops if lp.node == node), None)
                if name.endswith(".unroll") and loop is not None:
                    raise ConfigError(f"config names gene {name}, but loop {node} of {self.program.name} has no "
                                      f"unroll gene ({loop.reason})")
                if "/" in node and node not in self.node_index:
                    raise ConfigError(f"config names node {node}, which does not exist in {self.program.name}")
                raise ConfigError(f"config names gene {name}, which does not exist in {self.program.name}")
            g = self.genes[self.gene_index[name]]
            idx = _choice_index(g, value)
            if idx is None:
                raise ConfigError(f"gene {name}: {value!r} is not one of its {len(g.choices)} choices")
            if idx != 0:
                out.append((name, g.choices[idx]))  # the canonical value, so equal configs hash equal
        return Config(self.program.fingerprint, tuple(sorted(out)))

    def from_json(self, text: str, source: str = "config") -> Config:
        """Parses and validates a config JSON written by `Config.to_json`."""
        try:
            d = json.loads(text)
            genes = d["genes"]
            prog = d.get("program", self.program.fingerprint)
            if not isinstance(genes, dict):
                raise TypeError("'genes' must be an object of gene name: value")
        except (ValueError, KeyError, TypeError, AttributeError) as e:
            raise ConfigError(f"{source}: not an xtune config ({type(e).__name__}: {e})") from None
        if prog != self.program.fingerprint:
            raise ConfigError(f"{source}: config is for program {prog}, not {self.program.name} "
                              f"({self.program.fingerprint})")
        try:
            return self.make(genes)
        except ConfigError as e:
            raise ConfigError(f"{source}: {e}") from None

    def describe(self) -> list[dict[str, Any]]:
        """Per node: id, op, shape and the number of choices per gene (for `xtune info`)."""
        rows = []
        for n in self.nodes:
            rows.append({"node": n.id, "op": n.op, "shape": n.result_shape, "dtype": n.dtype,
                         "genes": {g.split(".", 1)[1]: len(self.genes[self.gene_index[g]].choices)
                                   for g in n.genes}})
        return rows


def _carry_origin(op, origin: dict) -> None:
    """A shape-preserving op (elementwise, convert ...) carries its operand's origin."""
    if len(op.results) != 1 or len(op.regions) > 0:
        return
    out_type = op.results[0].type
    if not mlir.is_ranked_tensor(out_type):
        return
    shape = ir_shape(out_type)
    for v in op.operands:
        if v in origin and mlir.is_ranked_tensor(v.type) and ir_shape(v.type) == shape:
            origin[op.results[0]] = origin[v]
            return


def laid_out_shape(node: Node, gene: Gene) -> tuple[int, ...]:
    """The shape of the tensor a layout gene ("out" or "in") of `node` lays out: its result,
    or its operand (the last one where an op lists fewer operand shapes than operands)."""
    if gene.kind == "out":
        return node.result_shape
    return node.operand_shapes[min(gene.operand or 0, len(node.operand_shapes) - 1)]


def ir_shape(t) -> tuple[int, ...]:
    return tuple(mlir.tensor_spec(t)[0]) if mlir.is_ranked_tensor(t) else ()


def layout_choices(rank: int) -> list[tuple[int, ...]]:
    """Layouts (minor_to_major) offered for a tensor of `rank`.

    Row-major first, then every other permutation for rank <= 4; for higher
    ranks, permutations of the four minor-most dimensions only (24 at most).
    """
    row_major = tuple(range(rank - 1, -1, -1))
    if rank <= 4:
        perms = [p for p in itertools.permutations(range(rank - 1, -1, -1)) if p != row_major]
        return [row_major, *perms]
    minor, major = row_major[:4], row_major[4:]
    perms = [tuple(p) + major for p in itertools.permutations(minor)]
    return [row_major, *[p for p in perms if p != row_major]][:MAX_LAYOUT_CHOICES]


def _choice_index(gene: Gene, value: Any) -> int | None:
    """Index of `value` among the gene's choices, type-strict (True is not 1, 1.0 is not 1)."""
    if isinstance(value, (list, tuple)):
        if not all(isinstance(x, numbers.Integral) and not isinstance(x, bool) for x in value):
            return None
        value = tuple(int(x) for x in value)
    for i, c in enumerate(gene.choices):
        if type(c) is type(value) and c == value:
            return i
    return None


def _jsonable(v: Any) -> Any:
    return list(v) if isinstance(v, tuple) else v
