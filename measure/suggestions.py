"""The configs worth measuring first on a program never measured: the suggestions.

    from xtune.measure.suggestions import suggest
    for s in suggest(space, k=3):
        s.config, s.predicted, s.reasons

A program's *moves* are the configs one step from XLA's default that recur across
programs (`candidates`): a module-option change, a bulk row-major pin, and the aligned
one-gene moves (`measure.moves.aligned_moves`). Each has a *key* that names it the same
way on every program ("opt.xla_cpu_scheduler_type=MEMORY_OPTIMIZED", "pin:dots",
"aligned:transpose.in:bitcast") and numeric features of the program and the move
(`FEATURES`). A `Rule` ranks them: the global prior (each key's measured gain across the
programs it was learned from) and, where one was evolved, an expression over the features
(`xtune.surrogate.moves_rule` learns both from measured stores; the shipped one is
`suggestions.json` beside this module).

This module is deliberately small and free of the learning code: `xtune.jit` (the deploy
layer) ranks a new program's moves with it at first call.
"""

from __future__ import annotations

import dataclasses
import json
import math
import re
from collections.abc import Mapping, Sequence
from functools import cached_property
from pathlib import Path
from typing import Any

import numpy as np

from xtune.measure.errors import InputError
from xtune.measure.space import Config, ConfigSpace, laid_out_shape

RULE_FILE = Path(__file__).with_name("suggestions.json")
KINDS = ("option", "pin", "swap", "aligned", "loop", "other", "pair", "mixed")
#: the moves `candidates` offers (the others are only described, in measured corpora)
OFFERED = ("option", "pin", "swap", "aligned", "loop")

PROGRAM_FEATURES = ("p_nodes", "p_elems", "p_dot", "p_transpose", "p_conv", "p_reduce", "p_low_precision",
                    "p_loop")
MOVE_FEATURES = ("m_option", "m_pin", "m_aligned", "m_genes", "m_elems", "m_share", "m_dot", "m_transpose",
                 "m_in", "m_row_major", "m_rank", "m_loop", "m_unroll", "m_counted", "m_trips", "m_body",
                 "m_carried", "m_depth", "m_loops")
PRIOR_FEATURES = ("prior", "prior_n", "prior_win")
FEATURES = PROGRAM_FEATURES + MOVE_FEATURES + PRIOR_FEATURES
FEATURE_WORDS = {
    "p_nodes": "log configurable ops", "p_elems": "log10 elements of the configurable results",
    "p_dot": "share of dots", "p_transpose": "share of transposes", "p_conv": "share of convolutions",
    "p_reduce": "share of reductions", "p_low_precision": "share of 16-bit results", "p_loop": "has a loop",
    "m_option": "an option change", "m_pin": "a bulk pin", "m_aligned": "an aligned one-gene move",
    "m_genes": "log genes changed", "m_elems": "log10 elements laid out", "m_share": "share of the elements",
    "m_dot": "on a dot", "m_transpose": "on a transpose", "m_in": "an operand's layout",
    "m_row_major": "pinned row-major", "m_rank": "the tensor's rank",
    "m_loop": "a loop's unroll factor", "m_unroll": "log2 unroll factor", "m_counted": "a counted loop",
    "m_trips": "log10 trip count (0 where the data decide)", "m_body": "log10 ops in the loop's body",
    "m_carried": "log10 bytes the loop carries", "m_depth": "loops around it", "m_loops": "share of the loops unrolled",
    "prior": "the move's measured upside elsewhere", "prior_n": "log programs it was measured on",
    "prior_win": "share of programs it won on",
}
SHRINK = 3.0  # a key's mean log ratio is shrunk towards its kind's as if seen SHRINK more times


@dataclasses.dataclass(frozen=True)
class Move:
    """A config described as a move from the default.

    Attributes:
      config: the config.
      kind: one of `KINDS`.
      key: the move's name, the same on every program.
      label: the move in words.
      features: `PROGRAM_FEATURES` and `MOVE_FEATURES` (the prior's are the rule's to fill).
    """

    config: Config
    kind: str
    key: str
    label: str
    features: Mapping[str, float]


@dataclasses.dataclass(frozen=True)
class Suggestion:
    """A config to measure early.

    Attributes:
      config: the config.
      kind: the move that makes it ("option", "pin", "aligned").
      predicted: the predicted ratio to the default (below 1 = faster): the move's prior.
      reasons: why, in words.
      key: the move's key.
      priority: the rule's score (higher = measured first).
    """

    config: Config
    kind: str
    predicted: float
    reasons: str
    key: str = ""
    priority: float = 0.0


# --- describing moves ---------------------------------------------------------------------


def _short(value: Any) -> str:
    text = str(value)
    for prefix in ("CPU_SCHEDULER_TYPE_", "LIBRARY_FUSION_TYPE_"):
        text = text.replace(prefix, "")
    return text or "none"


class Moves:
    """The moves of one program's space: enumerated (`candidates`) or read back from a
    measured config (`describe`)."""

    def __init__(self, space: ConfigSpace):
        self.space = space
        nodes = [node for node in space.nodes if node.op != "while"]  # the layout nodes (loops: p_loop)
        n = max(len(nodes), 1)
        ops = [node.op for node in nodes]
        elems = [float(math.prod(node.result_shape)) for node in nodes]
        self.total_elems = max(sum(elems), 1.0)
        self.program_features = {
            "p_nodes": math.log1p(len(nodes)),
            "p_elems": math.log10(1.0 + self.total_elems),
            "p_dot": ops.count("dot_general") / n,
            "p_transpose": ops.count("transpose") / n,
            "p_conv": ops.count("convolution") / n,
            "p_reduce": sum(op.startswith("reduce") for op in ops) / n,
            "p_low_precision": sum(node.dtype in ("bf16", "f16") for node in nodes) / n,
            "p_loop": float("stablehlo.while" in space.program.text),
        }

    @cached_property
    def _pin_sets(self) -> list[tuple[str, Config]]:
        return self.space.row_major_pins()

    @cached_property
    def _pins(self) -> dict[str, str]:
        return {c.hash: label for label, c in self._pin_sets}

    @cached_property
    def _swaps(self) -> dict[str, str]:
        return {c.hash: label for label, c in self.space.bulk_swaps()}

    @cached_property
    def _aligned_moves(self) -> list[tuple[int, int]]:
        return self.space.aligned_moves()

    @cached_property
    def _aligned(self) -> set[tuple[int, int]]:
        return set(self._aligned_moves)

    def candidates(self) -> list[Move]:
        """Every offered move (`OFFERED`) of the program, once per config."""
        space = self.space
        out: dict[str, Move] = {}
        configs = space.option_moves() + [c for _, c in self._pin_sets] + [c for _, c in space.bulk_swaps()]
        configs += [space.moved([m]) for m in self._aligned_moves]
        configs += [c for _, c in space.loop_moves()]
        for c in configs:
            if c.hash not in out and not c.is_default:
                out[c.hash] = self.describe(c)
        return list(out.values())

    def describe(self, config: Config) -> Move:
        """`config` as a move from the default."""
        space = self.space
        values = dict(config.values)
        genes = [space.gene_index[name] for name in values]
        f = dict(self.program_features)
        f.update({name: 0.0 for name in MOVE_FEATURES})
        f["m_genes"] = math.log1p(len(genes))
        touched = sum(self._elements(i) for i in genes)
        f["m_elems"] = math.log10(1.0 + touched)
        f["m_share"] = min(1.0, touched / self.total_elems)
        if config.hash in self._pins:
            label = self._pins[config.hash]
            f["m_pin"], f["m_row_major"] = 1.0, 1.0
            f["m_dot"] = float("dot" in label)
            f["m_transpose"] = float("transpose" in label)
            return Move(config, "pin", f"pin:{label}", f"row-major pins: {label}", f)
        if config.hash in self._swaps:
            return Move(config, "swap", "swap:all", self._swaps[config.hash], f)
        if genes and all(space.genes[i].kind == "unroll" for i in genes):
            return self._loop_move(config, genes, f)
        if len(genes) == 1:
            i = genes[0]
            gene = space.genes[i]
            j = gene.choices.index(values[gene.name]) if values[gene.name] in gene.choices else -1
            if gene.kind == "option":
                f["m_option"] = 1.0
                value = _short(values[gene.name])
                name = gene.name.removeprefix("opt.")
                return Move(config, "option", f"opt.{name}={value}", f"option {name}={value}", f)
            node = space.nodes[space.node_index[gene.node]]
            f["m_dot"] = float(node.op == "dot_general")
            f["m_transpose"] = float(node.op == "transpose")
            f["m_in"] = float(gene.kind == "in")
            f["m_rank"] = float(len(node.result_shape))
            if (i, j) in self._aligned:
                f["m_aligned"] = 1.0
                what = ("swap" if gene.kind == "swap" else "row_major" if j == 1
                        else "bitcast" if node.op == "transpose" else "transposed")
                f["m_row_major"] = float(what == "row_major")
                where = gene.kind if gene.kind != "in" else f"in{gene.operand}"
                return Move(config, "aligned", f"aligned:{node.op}.{gene.kind}:{what}",
                            f"{node.id} ({node.op}) {where}: {what.replace('_', '-')}", f)
            return Move(config, "other", f"other:{node.op}.{gene.kind}", f"{node.id} ({node.op}) {gene.kind}", f)
        kind = "pair" if len(genes) == 2 else "mixed"
        return Move(config, kind, kind, f"{len(genes)} genes", f)

    def _loop_move(self, config: Config, genes: list[int], f: dict[str, float]) -> Move:
        """A move of loop unroll factors only: every loop at once ("loop:all x4") or one
        loop ("loop:counted x4", "loop:data-dependent x2"), with the loops' features (the
        largest factor's loop where several are set)."""
        space = self.space
        values = dict(config.values)
        factors = {space.genes[i].node: int(values[space.genes[i].name]) for i in genes}
        loops = {loop.node: loop for loop in space.loops}
        node, k = max(factors.items(), key=lambda nk: (nk[1], -len(nk[0])))
        loop = loops[node]
        num_genes = sum(g.kind == "unroll" for g in space.genes)
        f.update(m_loop=1.0, m_unroll=math.log2(k), m_counted=float(loop.counted),
                 m_trips=math.log10(loop.trip_count) if loop.trip_count else 0.0,
                 m_body=math.log10(1.0 + loop.body_ops), m_carried=math.log10(1.0 + loop.carried_bytes),
                 m_depth=float(loop.depth), m_loops=len(genes) / max(num_genes, 1))
        if len(genes) == num_genes and (num_genes > 1 or len(set(factors.values())) == 1):
            return Move(config, "loop", f"loop:all x{k}", f"every loop unrolled by {k}"
                        + ("" if len(set(factors.values())) == 1 else " (or its largest factor below)"), f)
        if len(genes) == 1:
            return Move(config, "loop", f"loop:{loop.kind} x{k}",
                        f"loop {node} ({loop.kind}, {loop.trip_count or 'data-dependent'} trips) unrolled by {k}", f)
        return Move(config, "loop", f"loop:some x{k}", f"{len(genes)} loops unrolled (up to {k})", f)

    def _elements(self, gene_index: int) -> float:
        gene = self.space.genes[gene_index]
        if gene.kind not in ("in", "out"):
            return 0.0
        return float(math.prod(laid_out_shape(self.space.nodes[self.space.node_index[gene.node]], gene)))


# --- the rule -----------------------------------------------------------------------------


class RuleError(InputError, ValueError):
    """A rule file or expression xtune cannot read; one-line message."""


#: a rule's functions by name (the evolved rule's primitives: `surrogate.moves_rule.primitive_set`)
FUNCTIONS: dict[str, Any] = {
    "add": np.add, "sub": np.subtract, "mul": np.multiply, "neg": np.negative,
    "div": lambda a, b: np.divide(a, np.where(np.abs(b) < 1e-6, 1.0, b)) * (np.abs(b) >= 1e-6),
    "max": np.maximum, "min": np.minimum,
    "lt": np.less, "gt": np.greater, "and_": np.logical_and, "or_": np.logical_or,
    "not_": np.logical_not,
    "if_then_else": lambda c, a, b: np.where(c, a, b),
    "true": True, "false": False,
}
#: the arguments each function of a rule takes (a call with more or fewer is refused)
ARITIES: dict[str, int] = {"add": 2, "sub": 2, "mul": 2, "div": 2, "max": 2, "min": 2, "lt": 2, "gt": 2,
                           "and_": 2, "or_": 2, "neg": 1, "not_": 1, "if_then_else": 3}
#: limits of a rule expression: nested calls, nodes (calls, features and constants) and characters.
#: An evolved rule has at most `surrogate.moves_rule.EvolveSettings.max_size` (30) nodes.
MAX_DEPTH = 64
MAX_NODES = 1000
MAX_EXPRESSION_CHARS = 20_000
#: the largest rule file read (the shipped one is a few KiB)
MAX_RULE_FILE_BYTES = 16 << 20
_TOKEN = re.compile(r"\s*(?:([A-Za-z_][A-Za-z_0-9]*)|(-?\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)|(.))")


def _quoted(expression: str) -> str:
    return repr(expression if len(expression) <= 80 else expression[:77] + "...")


def parse(expression: str) -> Any:
    """An expression in DEAP's prefix form ("add(prior, mul(m_pin, 0.5))") as a nested
    tuple tree; names must be `FUNCTIONS` (called with their `ARITIES`) or `FEATURES`.

    Iterative (no recursion, whatever the input) and bounded: at most `MAX_DEPTH` nested
    calls, `MAX_NODES` nodes and `MAX_EXPRESSION_CHARS` characters.

    Raises:
      RuleError: one line saying what is wrong and where.
    """
    def fail(problem: str) -> RuleError:
        return RuleError(f"rule {_quoted(expression)}: {problem}")

    if not isinstance(expression, str):
        raise RuleError(f"rule {expression!r}: not a string")
    if len(expression) > MAX_EXPRESSION_CHARS:
        raise fail(f"{len(expression)} characters, more than the {MAX_EXPRESSION_CHARS} a rule may have")
    tokens = [(m.group(1), m.group(2), m.group(3)) for m in _TOKEN.finditer(expression) if m.group(0).strip()]
    calls: list[tuple[str, list[Any]]] = []  # the calls open at this point, outermost first
    pos = nodes = 0
    while True:
        if pos >= len(tokens):  # an operand is due
            raise fail("ends early")
        name, number, other = tokens[pos]
        pos += 1
        nodes += 1
        if nodes > MAX_NODES:
            raise fail(f"more than {MAX_NODES} nodes")
        if number is not None:
            value: Any = float(number)
        elif name is None:
            raise fail(f"unexpected {other!r}")
        elif pos < len(tokens) and tokens[pos][2] == "(":
            if name not in ARITIES:
                raise fail(f"unknown function {name!r}")
            pos += 1
            calls.append((name, []))
            if len(calls) > MAX_DEPTH:
                raise fail(f"nested deeper than {MAX_DEPTH} calls")
            continue
        elif name in ("true", "false"):
            value = name == "true"
        elif name not in FEATURES:
            raise fail(f"unknown feature {name!r}")
        else:
            value = name
        while calls:  # `value` is an argument of the innermost open call: a ',' or ')' follows
            calls[-1][1].append(value)
            if pos >= len(tokens):
                raise fail("ends early")
            sep = tokens[pos][2]
            pos += 1
            if sep == ",":
                break
            if sep != ")":
                raise fail("expected ',' or ')'")
            fn, args = calls.pop()
            if len(args) != ARITIES[fn]:
                raise fail(f"{fn} takes {ARITIES[fn]} argument(s), given {len(args)}")
            value = (fn, *args)
        else:
            if pos != len(tokens):
                raise fail("trailing text")
            return value


def evaluate(tree: Any, columns: Mapping[str, np.ndarray]) -> np.ndarray:
    """A parsed rule over feature columns (n,) -> (n,) priorities."""
    if isinstance(tree, tuple):
        return FUNCTIONS[tree[0]](*(evaluate(a, columns) for a in tree[1:]))
    if isinstance(tree, str):
        return columns[tree]
    return tree


def score(tree: Any, columns: Mapping[str, np.ndarray]) -> np.ndarray:
    """A parsed rule's priorities (n,) over feature columns (n,): a constant rule broadcast,
    nan and infinities made finite extremes (nan last)."""
    n = len(next(iter(columns.values())))
    out = np.broadcast_to(np.asarray(evaluate(tree, columns), np.float64), (n,))
    return np.nan_to_num(out, nan=-np.inf, posinf=1e9, neginf=-1e9)


def used_features(tree: Any) -> list[str]:
    """The features a parsed rule reads, in order of first use."""
    if isinstance(tree, tuple):
        return list(dict.fromkeys(f for a in tree[1:] for f in used_features(a)))
    return [tree] if isinstance(tree, str) else []


@dataclasses.dataclass
class Rule:
    """Ranks moves: the global prior, and an evolved expression where there is one.

    Attributes:
      prior: {key: (mean log ratio, programs measured on, share won, upside)}, the upside
        the mean measured log gain counting a slower reading as 0, shrunk towards its
        kind's; kinds' fallbacks under "kind:<kind>".
      expression: the evolved rule (DEAP prefix form over `FEATURES`), or "" for the prior alone.
      about: where it was learned from (free text for humans).
    """

    prior: dict[str, tuple[float, int, float, float]]
    expression: str = ""
    about: str = ""

    @cached_property
    def tree(self) -> Any:
        return parse(self.expression) if self.expression else None

    @classmethod
    def load(cls, path: str | Path | None = None) -> "Rule":
        """The rule in `path` (default: the shipped `suggestions.json`); the prior alone
        with nothing in it where the shipped file is missing.

        Raises:
          RuleError: one line naming the file and what is wrong: not JSON, a field missing,
            unknown or of the wrong type, a prior entry that is not [mean log ratio, programs,
            share won, upside], or an expression `parse` refuses.
        """
        where = Path(path) if path is not None else RULE_FILE
        if path is None and not where.exists():
            return cls({})
        try:
            if where.stat().st_size > MAX_RULE_FILE_BYTES:
                raise RuleError(f"larger than the {MAX_RULE_FILE_BYTES >> 20} MiB a rule file may have")
            data = json.loads(where.read_text())
            rule = cls(*_fields(data))
            rule.tree  # noqa: B018 (checks the expression now)
        except RuleError as e:
            raise RuleError(f"{where}: not a suggestions rule file ({e})") from None
        except RecursionError:
            raise RuleError(f"{where}: not a suggestions rule file (JSON nested too deeply)") from None
        except (OSError, ValueError) as e:  # unreadable, not UTF-8, not JSON
            raise RuleError(f"{where}: not a suggestions rule file ({e})") from None
        return rule

    def to_json(self) -> dict[str, Any]:
        return {"about": self.about, "expression": self.expression,
                "prior": {k: [round(v[0], 6), v[1], round(v[2], 4), round(v[3], 6)]
                          for k, v in sorted(self.prior.items())}}

    def prior_of(self, move: Move) -> tuple[float, int, float, float]:
        """(mean log ratio, programs, share won, upside) of the move's key, else its kind's,
        else nothing known (0, 0, 0, 0)."""
        return self.prior.get(move.key) or self.prior.get(f"kind:{move.kind}") or (0.0, 0, 0.0, 0.0)

    def columns(self, moves: Sequence[Move]) -> dict[str, np.ndarray]:
        """The moves' feature columns, the prior's included."""
        cols = {name: np.array([m.features.get(name, 0.0) for m in moves], np.float64)
                for name in PROGRAM_FEATURES + MOVE_FEATURES}
        priors = [self.prior_of(m) for m in moves]
        cols["prior"] = np.array([p[3] for p in priors], np.float64)  # higher = a larger gain
        cols["prior_n"] = np.array([math.log1p(p[1]) for p in priors], np.float64)
        cols["prior_win"] = np.array([p[2] for p in priors], np.float64)
        return cols

    def priorities(self, moves: Sequence[Move], columns: Mapping[str, np.ndarray] | None = None) -> np.ndarray:
        """(n,) priorities of `moves` (higher = measure first)."""
        if not moves:
            return np.zeros(0)
        cols = columns if columns is not None else self.columns(moves)
        if self.tree is None:
            return np.asarray(cols["prior"], np.float64)
        return score(self.tree, cols)

    def reasons(self, move: Move) -> str:
        """Why the move ranks where it does, in words."""
        mean, n, win, upside = self.prior_of(move)
        if n:  # ranked by its upside: a slower result is never kept, so it counts as no gain
            said = (f"expected gain {math.expm1(upside):.1%}: faster on {win:.0%} of {n} measured programs, "
                    f"a slower result counted as no gain (never kept); {_change(mean)} on average over all {n}")
        else:
            said = "never measured elsewhere"
        if self.tree is not None:
            terms = [f"{FEATURE_WORDS[f]} {move.features[f]:.2g}" for f in used_features(self.tree)
                     if f in move.features and move.features[f]]
            if terms:
                said += "; the rule reads " + ", ".join(terms)
        return f"{move.label}: {said}"


def _change(mean_log_ratio: float) -> str:
    """A mean log runtime ratio in words: "8.7% slower", "3.1% faster"."""
    ratio = math.exp(mean_log_ratio)
    return f"{ratio - 1:.1%} slower" if ratio >= 1 else f"{1 / ratio - 1:.1%} faster"


_RULE_FIELDS = {"prior": "an object of move keys", "expression": "a string", "about": "a string"}


def _type(value: Any) -> str:
    return {dict: "an object", list: "a list", str: "a string", bool: "a boolean", type(None): "null"}.get(
        type(value), "a number")


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _fields(data: Any) -> tuple[dict[str, tuple[float, int, float, float]], str, str]:
    """(prior, expression, about) of a rule file's JSON, every field's type checked.

    Raises:
      RuleError: the first problem, in one line (the caller names the file).
    """
    if not isinstance(data, dict):
        raise RuleError(f"the file holds {_type(data)}, not an object with a 'prior'")
    if unknown := sorted(set(data) - set(_RULE_FIELDS)):
        raise RuleError(f"unknown field(s) {', '.join(map(repr, unknown))}; a rule has {', '.join(_RULE_FIELDS)}")
    if "prior" not in data:
        raise RuleError("no 'prior' field")
    for name, kind in _RULE_FIELDS.items():
        value = data.get(name, {} if name == "prior" else "")
        if not isinstance(value, dict if name == "prior" else str):
            raise RuleError(f"{name!r} is {_type(value)}, not {kind}")
    prior = {}
    for key, v in data["prior"].items():
        if not (isinstance(v, list) and len(v) == 4 and all(map(_number, v))):
            raise RuleError(f"prior {key!r} is {json.dumps(v)[:60]}, not 4 finite numbers "
                            "[mean log ratio, programs, share won, upside]")
        if not (float(v[1]).is_integer() and v[1] >= 0):
            raise RuleError(f"prior {key!r}: programs measured on is {v[1]}, not a count")
        if not 0 <= v[2] <= 1:
            raise RuleError(f"prior {key!r}: share won is {v[2]}, not between 0 and 1")
        prior[key] = (float(v[0]), int(v[1]), float(v[2]), float(v[3]))
    return prior, data.get("expression", ""), data.get("about", "")


def rank(space: ConfigSpace, rule: Rule | None = None, moves: Sequence[Move] | None = None
         ) -> list[Suggestion]:
    """Every offered move of `space` (or `moves`), best first, ties in enumeration order."""
    rule = rule if rule is not None else Rule.load()
    moves = list(moves) if moves is not None else Moves(space).candidates()
    scores = rule.priorities(moves)
    order = sorted(range(len(moves)), key=lambda i: -scores[i])
    return [Suggestion(moves[i].config, moves[i].kind, math.exp(rule.prior_of(moves[i])[0]),
                       rule.reasons(moves[i]), moves[i].key, float(scores[i])) for i in order]


def suggest(space: ConfigSpace, k: int = 3, rule: Rule | None = None) -> list[Suggestion]:
    """The `k` configs of `space` most likely to beat the default, best first."""
    return rank(space, rule)[:k]
