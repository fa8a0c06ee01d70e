"""A linear-time reader for HLO module text (what `HloModule.to_string()` prints).

Only what the graph and the TpuGraphs features need is extracted: per
instruction its name, opcode, result shape, operand names, the computations
it calls, its attributes (unparsed) and the `op_name` of its metadata; per
computation its name, instructions in printed order and root. XLA prints
computations callees-first and instructions operands-first, so the printed
order is a topological order of the whole module.

Instruction lines look like
  `[ROOT ]%name = <shape> <opcode>(<operands>)[, attr=value ...][, metadata={...}]`
where `<shape>` is `f32[8,16]{1,0}`, `f32[]`, `(s32[], f32[2]{0})` (tuple) or
`token[]`, and attribute values may hold nested braces and quoted strings.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Iterator

_ARRAY_SHAPE = re.compile(r"([a-z][a-z0-9]*)\[([^\]]*)\](?:\{([^}]*)\})?")
_HEADER = re.compile(r"^(ENTRY\s+)?%?([^\s(){},]+).*\{\s*$")  # name [(params) -> shape][, attrs] {
_INSTR_HEAD = re.compile(r"^\s+(ROOT\s+)?%?([^\s=]+)\s*=\s*")
_OPCODE = re.compile(r"\s*([a-z][a-z0-9\-]*)\(")
_NAME_REF = re.compile(r"%?([^\s,{}()%=]+)")
_SINGLE_CALLEE = re.compile(r"\b(to_apply|calls|body|condition|true_computation|false_computation)=%?([^\s,{}()]+)")
_MULTI_CALLEE = re.compile(r"\b(branch_computations|called_computations)=\{([^}]*)\}")
_OP_NAME = re.compile(r'op_name="((?:[^"\\]|\\.)*)"')
_COMMENT = re.compile(r"/\*.*?\*/")


class HloParseError(ValueError):
    """The text is not HLO module text this reader understands; one line."""


@dataclasses.dataclass(frozen=True)
class Shape:
    """An HLO shape.

    Attributes:
      element_type: "f32", "pred", "s32", ... ; "tuple" for a tuple shape.
      dims: dimension sizes (bounded dynamic `<=8` gives 8, unbounded `?` gives -1);
        () for scalars and tuples.
      minor_to_major: the layout; () for scalars, tuples and shapes printed without one.
      tuple_size: number of top-level elements of a tuple shape, else 0.
    """

    element_type: str
    dims: tuple[int, ...]
    minor_to_major: tuple[int, ...]
    tuple_size: int = 0

    @property
    def is_tuple(self) -> bool:
        return self.element_type == "tuple"


@dataclasses.dataclass(eq=False)
class Instruction:
    """One HLO instruction. `operands` are names within the same computation;
    `callees` are names of called computations (to_apply, body, branches, ...)."""

    name: str
    opcode: str
    shape: Shape
    operands: tuple[str, ...]
    callees: tuple[str, ...]
    attrs: str
    op_name: str
    is_root: bool
    arg: str  # the raw text between the opcode's parentheses (parameter number, constant literal)


@dataclasses.dataclass(eq=False)
class Computation:
    """A computation: its instructions in printed (topological) order; `root_index`
    is the ROOT's position (the last instruction when none is marked)."""

    name: str
    is_entry: bool
    instructions: list[Instruction]
    root_index: int = -1


@dataclasses.dataclass(eq=False)
class Module:
    """A parsed HLO module: its name and computations, callees before callers."""

    name: str
    computations: list[Computation]  # printed order: callees before callers

    def instructions(self) -> Iterator[tuple[Computation, Instruction]]:
        for comp in self.computations:
            for inst in comp.instructions:
                yield comp, inst


def parse_module(text: str) -> Module:
    """Parses HLO module text.

    Raises:
      HloParseError: on a line that is neither a header, an instruction nor a brace.
    """
    lines = text.splitlines()
    if not lines or not lines[0].startswith("HloModule"):
        raise HloParseError("not HLO module text (no 'HloModule' line)")
    module = Module(name=lines[0].split()[1].rstrip(","), computations=[])
    shapes: dict[str, Shape] = {}
    current: Computation | None = None
    for lineno, line in enumerate(lines[1:], start=2):
        stripped = line.strip()
        if not stripped or stripped.startswith("//"):
            continue
        if current is None:
            m = _HEADER.match(line)
            if not m:
                raise HloParseError(f"line {lineno}: expected a computation header, got {stripped[:80]!r}")
            current = Computation(name=m.group(2), is_entry=bool(m.group(1)), instructions=[])
            continue
        if stripped == "}":
            if not current.instructions:
                raise HloParseError(f"line {lineno}: computation {current.name} is empty")
            roots = [k for k, inst in enumerate(current.instructions) if inst.is_root]
            current.root_index = roots[-1] if roots else len(current.instructions) - 1
            module.computations.append(current)
            current = None
            continue
        try:
            current.instructions.append(_parse_instruction(line, shapes))
        except (ValueError, IndexError) as e:
            raise HloParseError(f"line {lineno}: {e}: {stripped[:120]!r}") from None
    if current is not None:
        raise HloParseError(f"computation {current.name} is not closed")
    if not module.computations:
        raise HloParseError("module has no computations")
    return module


def _parse_instruction(line: str, shapes: dict[str, Shape]) -> Instruction:
    head = _INSTR_HEAD.match(line)
    if not head:
        raise ValueError("not an instruction")
    pos = head.end()
    if line[pos] == "(":
        end = _matching(line, pos, "(", ")") + 1
    else:
        end = line.index(" ", pos)
    shape_text = line[pos:end]
    shape = shapes.get(shape_text)
    if shape is None:
        shape = shapes[shape_text] = parse_shape(shape_text)
    m = _OPCODE.match(line, end)
    if not m:
        raise ValueError("no opcode")
    opcode = m.group(1)
    open_paren = m.end() - 1
    close_paren = _matching(line, open_paren, "(", ")")
    arg = line[open_paren + 1:close_paren]
    if opcode in ("constant", "parameter", "iota") or not arg:
        operands: tuple[str, ...] = ()
    else:
        operands = tuple(_NAME_REF.match(tok.strip()).group(1)
                         for tok in _COMMENT.sub("", arg).split(",") if tok.strip())
    rest = line[close_paren + 1:]
    op_name = ""
    meta_at = rest.find("metadata={")
    if meta_at >= 0:
        meta_end = _matching(rest, meta_at + len("metadata="), "{", "}")
        om = _OP_NAME.search(rest, meta_at, meta_end)
        if om:
            op_name = om.group(1)
        rest = rest[:meta_at] + rest[meta_end + 1:]
    callees: list[str] = [c for _, c in _SINGLE_CALLEE.findall(rest)]
    for _, names in _MULTI_CALLEE.findall(rest):
        callees.extend(n.strip().lstrip("%") for n in names.split(",") if n.strip())
    return Instruction(name=head.group(2), opcode=opcode, shape=shape, operands=operands,
                       callees=tuple(callees), attrs=rest, op_name=op_name,
                       is_root=bool(head.group(1)), arg=arg)


def parse_shape(text: str) -> Shape:
    """Parses `f32[8,16]{1,0}`, `f32[]`, `pred[<=4]`, `token[]` or a tuple `(a, b)`."""
    text = text.strip()
    if text.startswith("("):
        inner = _COMMENT.sub("", text[1:-1]).strip()
        return Shape("tuple", (), (), _count_top_level(inner))
    m = _ARRAY_SHAPE.fullmatch(text)
    if not m:
        raise ValueError(f"cannot read shape {text!r}")
    dims = tuple(_dim(d) for d in m.group(2).split(",") if d.strip())
    layout = m.group(3)
    m2m: tuple[int, ...] = ()
    if layout:
        minor = layout.split(":", 1)[0]
        m2m = tuple(int(d) for d in minor.split(",") if d.strip())
    return Shape(m.group(1), dims, m2m)


def _dim(d: str) -> int:
    d = d.strip()
    if d.startswith("<="):
        return int(d[2:])
    return -1 if d == "?" else int(d)


def _count_top_level(inner: str) -> int:
    if not inner:
        return 0
    depth, count = 0, 1
    for ch in inner:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        elif ch == "," and depth == 0:
            count += 1
    return count


_BRACKET_SCAN = {"(": re.compile(r'[()"]'), "{": re.compile(r'[{}"]')}
_QUOTED = re.compile(r'"(?:[^"\\]|\\.)*"')


def _matching(text: str, start: int, open_ch: str, close_ch: str) -> int:
    """Index of the bracket closing the one at `start`, skipping quoted strings.

    Jumps between brackets and quotes with a regex, so a line costs a few
    steps, not one Python iteration per character.
    """
    scan = _BRACKET_SCAN[open_ch]
    depth, i = 0, start
    while True:
        m = scan.search(text, i)
        if m is None:
            raise ValueError(f"unbalanced {open_ch}{close_ch}")
        ch, i = m.group(), m.start()
        if ch == '"':
            q = _QUOTED.match(text, i)
            if q is None:
                raise ValueError("unterminated string")
            i = q.end()
            continue
        depth += 1 if ch == open_ch else -1
        if depth == 0:
            return i
        i += 1


__all__ = ["Computation", "HloParseError", "Instruction", "Module", "Shape", "parse_module", "parse_shape"]
