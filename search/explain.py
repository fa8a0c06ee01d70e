"""Explaining a confirmed answer: which of its genes matter, and the smallest config that
keeps its gain; run on request (`AnswerSettings.explain`, `xtune search --explain`).

An answer can change many genes (a bulk pin set changes dozens) while a few carry the
gain. Its changed genes are grouped (`group_genes`): by op and gene kind ("operand
layouts of 4 dots"), each module option alone. Each group is measured *out* of the
answer (its genes back to the compiler's default) against the default, in the
confirmation's own process, and its contribution is

    ratio(answer without the group) / ratio(answer)

how much slower the answer gets without it (> 1: the group helps). Where the answer
without a group compiles to the answer's own executable (`record.SAME`), the group
changes nothing XLA keeps: its contribution is exactly 1, not timed; where it compiles
to the default's, its contribution is the answer's whole gain; where it compiles to the
executable of another config timed in the same process (a confirmation candidate, in
`known`), that config's reading is its reading. The groups whose
contribution is beyond the noise (its whole interval above 1) make the smallest config;
it is re-confirmed against the default and becomes the answer when it is still a
confirmed win that keeps the gain within the noise (`keeps_gain`). Where it does not,
the groups act together (a transpose's result layout and the next dot's operand layout;
two groups either of which gives the gain): the groups within the noise are then
dropped one at a time, the weakest first, each kept out while the config, re-timed,
keeps the gain (backward elimination); the answer keeps at least one group.

At most 2 x `max_groups` configs are measured: one per group, one with every group
within the noise out, then one per such group.
"""

from __future__ import annotations

import dataclasses
import logging
import math
from collections.abc import Mapping, Sequence
from typing import Any

from xtune.measure.program import Program
from xtune.measure.execute import DEFAULT_HASH
from xtune.measure.record import SAME, Record
from xtune.measure.space import Config, ConfigSpace
from xtune.measure.timing import TimingPolicy
from xtune.search.measuring import SearchMeasurer

log = logging.getLogger(__name__)

_OPS = {"dot_general": "dot", "while": "loop"}
_KINDS = {"out": "result layout", "in": "operand layout", "unroll": "unroll factor"}


@dataclasses.dataclass(frozen=True)
class GeneGroup:
    """Genes of an answer that are measured out of it together.

    Attributes:
      label: what they are, e.g. "YNNPACK fusion off", "dot 42 operands swapped".
      genes: their names.
      other: the lump of the groups beyond `max_groups` ("12 other genes").
    """

    label: str
    genes: tuple[str, ...]
    other: bool = False


@dataclasses.dataclass(frozen=True)
class GroupContribution:
    """How much one group of the answer's genes is worth.

    Attributes:
      label, genes, other: the group (`GeneGroup`).
      contribution: ratio(answer without the group) / ratio(answer): how much slower the
        answer is without it (> 1: the group helps); nan if that could not be measured.
      low, high: its 95% interval, from the two records' intervals, conservatively
        (without.ratio_low / answer.ratio_high .. without.ratio_high / answer.ratio_low).
      record: the record of the answer without the group; None when that is the default
        (a one-group answer: its contribution is the answer's speedup, nothing measured).
    """

    label: str
    genes: tuple[str, ...]
    contribution: float
    low: float
    high: float
    record: Record | None = None
    other: bool = False

    @property
    def matters(self) -> bool:
        """Kept in the smallest config: it helps beyond the noise, or could not be measured."""
        return math.isnan(self.contribution) or self.low > 1.0


@dataclasses.dataclass(frozen=True)
class Explanation:
    """An answer explained.

    Attributes:
      contributions: one per group, the largest contribution first, the lump of other
        genes last.
      smallest: the config of the groups that matter, if it was re-confirmed and keeps the
        gain; None when nothing could be dropped or it did not hold up.
      smallest_record: its confirmation record (also when it did not hold up).
      records: every record measured here, in order.
    """

    contributions: list[GroupContribution]
    smallest: Config | None = None
    smallest_record: Record | None = None
    records: list[Record] = dataclasses.field(default_factory=list)


def explain(measurer: SearchMeasurer, program: Program, space: ConfigSpace, config: Config, confirmed: Record,
            max_groups: int = 6, smallest: bool = True,
            known: Mapping[str, Record] | None = None, group_policy: TimingPolicy | None = None) -> Explanation:
    """Explains a confirmed answer, measuring in `measurer` (the confirmation's own).

    Args:
      measurer: the measurer that confirmed the answer (same process, same policy).
      program: the program.
      space: its config space.
      config: the answer.
      confirmed: the answer's confirmation record (ok, with its interval).
      max_groups: groups measured at most (`group_genes`).
      smallest: also re-confirm the config of the groups that matter.
      known: records read in this process by config hash (the confirmation's): a group
        whose removal compiles to one of their executables takes that record's reading.
      group_policy: how the answer without each group is timed (None: as `measurer` times);
        a smaller config that would become the answer is timed as `measurer` times.
    """
    groups = group_genes(space, config, max_groups)
    if len(groups) == 1:  # without it the answer is the default: nothing to measure
        g = groups[0]
        return Explanation([GroupContribution(g.label, g.genes, 1 / confirmed.ratio, 1 / confirmed.ratio_high,
                                              1 / confirmed.ratio_low, None, g.other)])
    without = [_without(config, g.genes) for g in groups]
    records = measurer.measure(program, without, remeasure=True, policy=group_policy)
    known = known or {}
    contributions = sorted((_contribution(g, r, confirmed, config.hash, known.get(r.same_as or ""))
                            for g, r in zip(groups, records)),
                           key=_display_order)
    log.info("explained %s: %s", config, summary_line(contributions))
    weak = sorted((c for c in contributions if not c.matters), key=lambda c: c.contribution)
    if not smallest or not weak:
        return Explanation(contributions, records=records)
    records = list(records)
    small_record = None
    if len(weak) < len(contributions):  # every group within the noise out at once
        small = _without(config, tuple(gene for c in weak for gene in c.genes))
        small_record, holds = _measure_answer(measurer, program, small, confirmed, config)
        records.append(small_record)
        if holds:
            return Explanation(contributions, small, small_record, records)
        if len(weak) == 1:
            return Explanation(contributions, None, small_record, records)
    # groups that act together (a transpose's result layout and the next dot's operand
    # layout): one at a time, the weakest first, each kept out while the gain holds
    current, current_record = config, None
    for c in weak:
        candidate = _without(current, c.genes)
        if not candidate.values:  # never the default: an answer keeps at least one group
            break
        record, holds = _measure_answer(measurer, program, candidate, confirmed, config)
        records.append(record)
        small_record = record
        if holds:
            current, current_record = candidate, record
    if current_record is None:
        return Explanation(contributions, None, small_record, records)
    return Explanation(contributions, current, current_record, records)


def _measure_answer(measurer: SearchMeasurer, program: Program, small: Config, confirmed: Record,
                    full: Config) -> tuple[Record, bool]:
    """A smaller answer, timed even where it compiles to another's executable (an answer is
    a config measured): (its record, whether it keeps the gain, `keeps_gain`)."""
    record = measurer.measure(program, [small], remeasure=True, skip_same_executable=False)[0]
    holds = keeps_gain(record, confirmed)
    log.info("smaller config %s (%d of %d genes): ratio %.4f, %s", small.hash, len(small.values),
             len(full.values), record.ratio or math.nan, "keeps the gain" if holds else "did not hold up")
    return record, holds


def keeps_gain(small: Record, full: Record) -> bool:
    """A smaller config keeps the full answer's gain: it is a confirmed win (whole interval
    below the default) and not slower than the full answer beyond its own noise (its
    interval reaches the full answer's reading or lies below it).

    Not the looser "the two intervals overlap": on the transformer (bench/explain.py, five
    seeds) that let a 72-gene config at 1.311x (95% CI 1.295-1.333) stand for the full
    answer's 1.351x, 89% of the gain, and widened the spread of the answers over seeds
    from 1.013 to 1.037.
    """
    return (small.ok and small.ratio_high is not None and small.ratio_high < 1.0
            and full.ratio is not None and small.ratio_low <= full.ratio)


def group_genes(space: ConfigSpace, config: Config, max_groups: int = 6) -> list[GeneGroup]:
    """The config's changed genes, grouped: each module option alone, the others by op and
    kind (result layouts of transposes, operand layouts of dots, dots' operand swaps ...).

    With more than `max_groups` groups, the first `max_groups - 1` in this order stay
    separate and the rest are lumped into one group ("12 other genes"): module options
    first (on XLA:CPU their effects are the largest seen, +11% to -20%), then the groups
    with the most genes, then in the order of the space's genes.
    """
    by_key: dict[tuple[str, ...], list[str]] = {}
    for name, value in config.values:
        gene = space.genes[space.gene_index[name]]
        if gene.kind == "option":
            key: tuple[str, ...] = ("option", name)
        else:
            key = (space.nodes[space.node_index[gene.node]].op, gene.kind)
        by_key.setdefault(key, []).append(name)
    groups = [GeneGroup(_label(space, config, key, genes), tuple(genes)) for key, genes in by_key.items()]
    groups.sort(key=lambda g: (not g.genes[0].startswith("opt."), -len(g.genes),
                               min(space.gene_index[n] for n in g.genes)))
    if len(groups) <= max_groups:
        return groups
    keep, rest = groups[: max_groups - 1], groups[max_groups - 1:]
    genes = tuple(sorted(n for g in rest for n in g.genes))
    return [*keep, GeneGroup(f"{len(genes)} other genes", genes, other=True)]


def summary_line(contributions: Sequence[GroupContribution]) -> str:
    """'YNNPACK fusion off: 1.10x; dot 0 operands swapped: 1.05x; 6 other genes: 1.00x'."""
    return "; ".join(f"{c.label}: " + ("not measured" if math.isnan(c.contribution) else f"{c.contribution:.2f}x")
                     for c in contributions)


def _without(config: Config, genes: Sequence[str]) -> Config:
    """The config with these genes back to the compiler's default."""
    return Config(config.program, tuple((k, v) for k, v in config.values if k not in genes))


def _contribution(group: GeneGroup, without: Record, answer: Record, answer_hash: str,
                  twin: Record | None = None) -> GroupContribution:
    """The group's contribution from the answer-without-it's record (`twin`: the reading of
    the config whose executable that record shares, if one was read in this process)."""
    if without.status == SAME and without.same_as == answer_hash:  # the same machine code: nothing to time
        return GroupContribution(group.label, group.genes, 1.0, 1.0, 1.0, without, group.other)
    if without.status == SAME and without.same_as == DEFAULT_HASH:  # without it the answer is the default
        return GroupContribution(group.label, group.genes, 1 / answer.ratio, 1 / answer.ratio_high,
                                 1 / answer.ratio_low, without, group.other)
    # another config's machine code, read in this process: its reading is this one's
    reading = twin if without.status == SAME and twin is not None and twin.ratio_counts else without
    if not (reading.ok and reading.ratio and reading.ratio_low and reading.ratio_high):
        log.warning("the answer without %s did not measure (%s): kept", group.label, without.status)
        return GroupContribution(group.label, group.genes, math.nan, math.nan, math.nan, without, group.other)
    return GroupContribution(group.label, group.genes, reading.ratio / answer.ratio,
                             reading.ratio_low / answer.ratio_high, reading.ratio_high / answer.ratio_low,
                             without, group.other)


def _display_order(c: GroupContribution) -> tuple[bool, float]:
    return c.other, -c.contribution if not math.isnan(c.contribution) else math.inf


def _label(space: ConfigSpace, config: Config, key: tuple[str, ...], genes: list[str]) -> str:
    if key[0] == "option":
        return _option_label(key[1], config.get(key[1]))
    op, kind = _OPS.get(key[0], key[0]), key[1]
    nodes = sorted({space.genes[space.gene_index[n]].node for n in genes}, key=space.node_index.get)
    if len(nodes) == 1:
        node = nodes[0].removeprefix("main/")
        what = "operands swapped" if kind == "swap" else _KINDS[kind] + ("s" if len(genes) > 1 else "")
        return f"{op} {node} {what}"
    if kind == "swap":
        return f"operands swapped in {len(nodes)} {op}s"
    return f"{_KINDS[kind]}s of {len(nodes)} {op}s" + (f" ({len(genes)} genes)" if len(genes) != len(nodes) else "")


def _option_label(name: str, value: Any) -> str:
    """'YNNPACK fusion off', 'YNNPACK fusion dot+eltwise+reduce', 'scheduler memory_optimized'."""
    option = name.removeprefix("opt.")
    if option == "xla_cpu_experimental_ynn_fusion_type":
        if not value:
            return "YNNPACK fusion off"
        return "YNNPACK fusion " + "+".join(v.removeprefix("LIBRARY_FUSION_TYPE_").lower() for v in value.split(","))
    if option == "xla_cpu_scheduler_type":
        return "scheduler " + str(value).removeprefix("CPU_SCHEDULER_TYPE_").lower()
    return f"{option}={value}"
