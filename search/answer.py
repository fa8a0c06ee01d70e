"""The answer of a search: the best measured candidates, re-timed against the default in a
fresh process, and the one line that says what was found (on request, the answer's genes
are then explained in the same process: `xtune.search.explain`).

xtune never hands back a config slower than the compiler's own: a candidate is the
answer only if its confirmation's whole 95% interval is below the default; otherwise
the answer is XLA's default.

The confirmation is sized by the evidence (`to_confirm`): a search of a few measurements
(`SMALL_BUDGET`) re-times only its best candidate that read as a win (`read_as_win`), in
one process (another only where that one could not confirm it: `confirm_rounds`'
`until_confirmed`), and none at all where nothing did; a longer one re-times its `confirm_top`
candidates in up to `confirm_processes` processes, each after the first only as needed
(`contenders`). Each candidate's timing stops once the win rule decides it
(`TimingPolicy.stop_when_decided`).
"""

from __future__ import annotations

import dataclasses
import json
import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from deap import base, tools

from xtune.measure import phases
from xtune.measure.confirmation import median_reading
from xtune.measure.program import Program
from xtune.measure.record import SAME, Record
from xtune.measure.space import Config, ConfigSpace
from xtune.measure.timing import TimingPolicy
from xtune.search.explain import GroupContribution
from xtune.search.measuring import SearchMeasurer
from xtune.search.proposals import COMBINE_BELOW
from xtune.search.settings import SearchSettings

CONFIRM_MIN_PAIRS = 30
CONFIRM_MIN_TIME_S = 3.0  # a confirmation spans this much of the machine's time at least
CONFIRM_MAX_PAIRS = 1000  # room for CONFIRM_MIN_TIME_S: a sample lasts >= 2 ms
# The explanation times the answer without each group of its genes this long at least (not
# CONFIRM_MIN_TIME_S): a group's reading only says which groups to try dropping, and the
# smaller config they leave is timed as a confirmation is before it may become the answer.
EXPLAIN_GROUP_MIN_TIME_S = 1.0
# A first confirmation reading whose whole interval is at or below CLEAR_WIN (5% faster or more)
# and within AGREES (in log terms) of the search's own reading needs no further process
# (`contenders`): the process effects seen go to a few percent.
CLEAR_WIN = 0.95
AGREES = 0.03
# A confirmation reading within +-CONFIRM_CLOSE of its ratio that does not clear the default
# is not a win (`TimingPolicy.close`): more pairs would only narrow it around a ratio within
# about 1% of the default, under the few percent one process can differ from another.
CONFIRM_CLOSE = 0.01
# A search of at most this many measurements (the screen: the default, the
# suggestions, a few loop and option moves) confirms only its best candidate that read as a
# win, in one process (`to_confirm`): at `--measurements 4` a confirmation of three
# candidates in three processes took most of the time to the answer, default or not.
SMALL_BUDGET = 8


@dataclasses.dataclass(frozen=True)
class TraceRow:
    """One measurement of a search, as it happened (`SearchResult.trace`, `trace.jsonl`).

    Attributes:
      used: measurements used after it.
      round: the search's round (0: the screen of the default, known configs and options).
      family: the move that proposed the config (`strategy.FAMILIES`).
      config: its hash; genes: how many genes it changes.
      status: the record's status; ratio: its ratio to the default (None unless ok).
      reused: taken from the store, not measured.
      incumbent: the incumbent's hash after it; became_incumbent: this config became it.
      compile_s: its compile time (an unrolled loop's can be many times the default's),
        where it was compiled.
    """

    used: int
    round: int
    family: str
    config: str
    genes: int
    status: str
    ratio: float | None
    reused: bool
    incumbent: str
    became_incumbent: bool
    compile_s: float | None = None


def family_table(trace: Sequence[TraceRow]) -> list[dict[str, Any]]:
    """Per move family, in order of first use: configs measured, configs not timed because
    their executable was (`record.SAME`), best speedup, how often one of its configs became
    the incumbent, and at which measurement it first did."""
    rows: dict[str, dict[str, Any]] = {}
    for t in trace:
        row = rows.setdefault(t.family, {"family": t.family, "measured": 0, "same_executable": 0,
                                         "best_speedup": None, "incumbents": 0, "first_incumbent_at": None})
        row["same_executable" if t.status == SAME else "measured"] += 1
        if t.ratio:
            row["best_speedup"] = max(row["best_speedup"] or 0.0, 1 / t.ratio)
        if t.became_incumbent:
            row["incumbents"] += 1
            row["first_incumbent_at"] = row["first_incumbent_at"] or t.used
    return list(rows.values())


@dataclasses.dataclass
class SearchResult:
    """What a search found.

    Attributes:
      program: the program.
      best_config: the answer: a measured config confirmed faster, or the default; the
        smallest part of the fastest confirmed config that keeps its gain, when
        `AnswerSettings.smallest` found one (`xtune.search.explain`).
      speedup: confirmed default time / answer time (1.0 when the answer is the default).
      speedup_low, speedup_high: 95% interval of the confirmed speedup.
      confirmed: the confirmation record of the answer (None if not confirmed).
      message: one line saying how much better, or why the default.
      records: every record this search used (measured or reused), in order.
      history: (measurements used, best screened ratio so far) after each measurement.
      predictions: (predicted score, measured ratio) pairs of measured elites.
      front: measured Pareto front (ratio, temp bytes) for objective "pareto".
      rounds: rounds run.
      measurements_used: measurements counted against the budget.
      interrupted: stopped early by the user.
      unplaced_nodes: configurable nodes the cost model could not place in its graph (it
        priced their genes by the layout count alone); they were searched all the same.
      explanation: what each group of the confirmed config's genes contributes, the
        largest first (empty when not explained).
      full_config: the fastest confirmed config, before it was reduced to `best_config`
        (the same config when nothing was dropped); None when nothing was confirmed.
      full_confirmed: its confirmation record.
      trace: one `TraceRow` per measurement of the search (the confirmation excluded).
      phases: where the time went: part ("search", "confirmation", "explanation") -> phase
        (`xtune.measure.phases`; "model"; "other": the part's wall time no phase took) ->
        seconds; no "confirmation" where nothing was re-timed.
      wall_s: the search's wall time, start to answer.
    """

    program: Program
    best_config: Config
    speedup: float
    speedup_low: float
    speedup_high: float
    confirmed: Record | None
    message: str
    records: list[Record]
    history: list[tuple[int, float]]
    predictions: list[tuple[float, float]]
    front: list[Record]
    rounds: int
    measurements_used: int
    interrupted: bool = False
    unplaced_nodes: tuple[str, ...] = ()
    explanation: list[GroupContribution] = dataclasses.field(default_factory=list)
    full_config: Config | None = None
    full_confirmed: Record | None = None
    trace: list[TraceRow] = dataclasses.field(default_factory=list)
    phases: dict[str, dict[str, float]] = dataclasses.field(default_factory=dict)
    wall_s: float = 0.0

    def time_line(self) -> str:
        """Where the wall time went, in one line (`measure.phases.line`)."""
        return phases.line(self.phases, self.wall_s)

    def best_json(self) -> str:
        d = json.loads(self.best_config.to_json())
        d["speedup"] = self.speedup
        d["speedup_ci"] = [self.speedup_low, self.speedup_high]
        d["message"] = self.message
        return json.dumps(d, indent=1)


def confirmation_measurer(measurer: SearchMeasurer) -> SearchMeasurer:
    """A fresh measurer for confirmations, timing at least `CONFIRM_MIN_PAIRS` pairs and
    `CONFIRM_MIN_TIME_S` seconds per config: a process can differ from another by more
    than its own interval says (seen: 1.13x, 1.16x and 1.28x for one config in three
    processes), and the rest of the machine moves a ratio from one second to the next
    (vmapped_mlp's answer: 0.67-0.78 in 2 s blocks of one process), so a short, lucky
    run must not become the answer. A config's timing stops sooner, after its
    `CONFIRM_MIN_PAIRS` pairs, once the win rule decides it (`TimingPolicy.stop_when_decided`:
    its whole interval below the default, above it, or within `CONFIRM_CLOSE` of its ratio).

    The search's own measurer is closed first (its workers hold their cores) and a fresh
    one, with the longer policy, is returned (`Measurer.spawn`); the caller closes it.
    Confirm with `remeasure=True`.
    """
    measurer.close()
    policy = decided(measurer.settings.policy)
    min_time_s = max(policy.min_time_s, CONFIRM_MIN_TIME_S)
    policy = dataclasses.replace(policy, min_pairs=max(policy.min_pairs, CONFIRM_MIN_PAIRS),
                                 max_pairs=max(policy.max_pairs, CONFIRM_MAX_PAIRS), min_time_s=min_time_s,
                                 max_time_s=max(policy.max_time_s, min_time_s))
    return measurer.spawn(policy=policy)


def decided(policy: TimingPolicy) -> TimingPolicy:
    """`policy`, stopping a config's timing once the win rule decides it
    (`TimingPolicy.stop_when_decided`): its whole interval below the default, above it, or
    within `CONFIRM_CLOSE` of its ratio (a confirmation's readings, and a small budget's)."""
    return dataclasses.replace(policy, stop_when_decided=True, close=max(policy.close, CONFIRM_CLOSE))


def explain_group_policy(confirmation: TimingPolicy) -> TimingPolicy:
    """How the explanation times the answer without each group: a confirmation's policy,
    at least `EXPLAIN_GROUP_MIN_TIME_S` long instead of `CONFIRM_MIN_TIME_S`."""
    return dataclasses.replace(confirmation, min_time_s=min(confirmation.min_time_s, EXPLAIN_GROUP_MIN_TIME_S))


def confirm(measurer: SearchMeasurer, program: Program, configs: Sequence[Config], processes: int = 1) -> list[Record]:
    """Re-times configs against the default in `processes` fresh processes, one after
    another (`confirmation_measurer`, `confirm_rounds`): per config, the median reading
    (`median_confirmations`)."""
    with confirmation_measurer(measurer) as fresh:
        return median_confirmations(confirm_rounds(fresh, program, configs, processes))


def confirm_rounds(fresh: SearchMeasurer, program: Program, configs: Sequence[Config], processes: int,
                   should_stop: Callable[[], bool] = lambda: False,
                   screened: Mapping[str, Record] | None = None,
                   until_confirmed: bool = False) -> list[list[Record]]:
    """Re-times `configs` in up to `processes` rounds of `fresh` (a confirmation measurer),
    each in new worker processes: the readings of each round. The last round's processes
    stay up (the explanation measures in them). No round starts after `should_stop()` says
    so (a stop request keeps the rounds done).

    One process's ratio of two executables can sit a few percent off another's, beyond
    its own interval (vmapped_mlp's two-swap answer: 0.675 screened, 0.722 in
    one confirmation, 0.654-0.668 in those of four other seeds), so one unlucky process must not
    decide. With the search's own readings (`screened`, by config hash), the rounds are
    sized by the evidence (`contenders`): after the first, a round re-times only the
    config that may still be the answer (the fastest confirmed so far), and none follows a
    clear win that the search's reading agrees with; `answered` reads the answer. Without
    them, every round re-times every config. With `until_confirmed` (a small budget), no
    round follows one that confirmed a win: a further process is started only where the
    first could not confirm (its default ran off its history, or the reading was close).
    """
    rounds: list[list[Record]] = []
    todo = list(configs)
    for k in range(processes):
        if k:
            if should_stop() or (until_confirmed and answered(rounds) is not None):
                break
            if screened is not None:
                todo = contenders(todo, rounds, screened)
            if not todo:
                break
            fresh.close()  # the next measure starts new worker processes
        rounds.append(fresh.measure(program, todo, remeasure=True))
    return rounds


def contenders(configs: Sequence[Config], rounds: Sequence[Sequence[Record]],
               screened: Mapping[str, Record]) -> list[Config]:
    """The `configs` a further confirmation round re-times, from the readings so far.

    None after a first round whose fastest confirmed reading is a clear win (its whole
    interval at or below `CLEAR_WIN`) within `AGREES` of the search's own reading of it
    (another process): two processes agree on a gain no process effect seen here undoes.
    Else the fastest confirmed one alone (its median so far): the others read slower in
    the same processes, or as fast within the noise, where either gives the same gain;
    while none is confirmed, those whose reading could still be below the default. Only
    `configs` (those the last round re-timed) compete: one dropped earlier is no answer
    (`answered`), so its single fast reading does not end the rounds."""
    medians = {r.config_hash: r for r in median_confirmations(rounds)}
    best = fastest_confirmed([medians[c.hash] for c in configs if c.hash in medians])
    if best is None:
        return [c for c in configs if (m := medians.get(c.hash)) is None or not m.ratio_counts
                or m.ratio_low is None or m.ratio_low < 1.0]
    screen = screened.get(best.config_hash)
    if (len(rounds) == 1 and best.ratio_high <= CLEAR_WIN and screen is not None and screen.ratio_counts
            and abs(math.log(best.ratio / screen.ratio)) <= AGREES):
        return []
    return [c for c in configs if c.hash == best.config_hash]


def answered(rounds: Sequence[Sequence[Record]]) -> Record | None:
    """The answer of confirmation `rounds`: the fastest confirmed median reading among the
    configs the last round re-timed (one dropped earlier is no answer, whatever it read)."""
    last = {r.config_hash for r in rounds[-1]} if rounds else set()
    return fastest_confirmed([r for r in median_confirmations(rounds) if r.config_hash in last])


def median_confirmations(rounds: Sequence[Sequence[Record]]) -> list[Record]:
    """Per config, in order of first reading, its `median_reading` over the rounds that read
    it (`xtune.measure.confirmation`, which reads the same figure back from the store for
    the answers files); its last reading where none counts."""
    readings: dict[str, list[Record]] = {}
    for round_ in rounds:
        for r in round_:
            readings.setdefault(r.config_hash, []).append(r)
    return [median_reading(rs) or rs[-1] for rs in readings.values()]


def read_as_win(record: Record) -> bool:
    """The search's own reading of a config says it is faster than the default beyond the
    noise: its whole 95% interval below 1, or its ratio below `proposals.COMBINE_BELOW`
    (the gain a screen counts); not a reading whose default ran off its history."""
    if not record.ratio_counts:
        return False
    return (record.ratio_high is not None and record.ratio_high < 1.0) or record.ratio < COMBINE_BELOW


def small_budget(settings: SearchSettings) -> bool:
    """The search's budget is a few measurements (`SMALL_BUDGET`): its answer is confirmed
    only as far as its readings ask (`to_confirm`)."""
    measurements = settings.budget.measurements
    return measurements is not None and measurements <= SMALL_BUDGET


def to_confirm(screened: Sequence[Record], settings: SearchSettings) -> list[Record]:
    """What a search's confirmation re-times, from its `candidates`: after a small budget
    (`small_budget`), the fastest that read as a win (`read_as_win`: re-timed in one process
    unless that one cannot confirm it, `confirm_rounds`' `until_confirmed`), or nothing (no
    process started: the answer is the default); else all of them."""
    if small_budget(settings):
        return [r for r in screened if read_as_win(r)][:1]
    return list(screened)


def candidates(space: ConfigSpace, measured: Sequence[Record], top: int) -> list[Record]:
    """The `top` fastest screened configs other than the default, faster than it; a record whose
    default ran off its history (`Record.default_off_history`) is no candidate."""
    default = space.default().hash
    ok = sorted((r for r in measured if r.ratio_counts), key=lambda r: r.ratio)
    return [r for r in ok if r.config_hash != default and r.ratio < 1.0][:top]


def fastest_confirmed(confirmations: Sequence[Record]) -> Record | None:
    """The fastest confirmation whose whole 95% interval is below the default, if any (not one
    whose default ran off its history)."""
    wins = sorted((r for r in confirmations if r.ok and r.ratio_high is not None and r.ratio_high < 1.0
                   and not r.default_off_history), key=lambda r: r.ratio)
    return wins[0] if wins else None


def message(confirmed: Record | None, screened: Sequence[Record], best_other: float | None, confirm_on: bool,
            interrupted: bool, full_genes: int | None = None, within_noise: bool = False) -> str:
    """One line: how much faster the answer is, or why the answer is the default.

    `full_genes`: the genes of the confirmed config the answer was reduced from, if it was.
    `within_noise`: none of the `screened` candidates read as a win, so none was re-timed
    (`to_confirm`).
    """
    if confirmed is not None:
        lo, hi = 1 / confirmed.ratio_high, 1 / confirmed.ratio_low
        return (f"confirmed {1 / confirmed.ratio:.3f}x faster than XLA's default (95% CI {lo:.3f}-{hi:.3f}), "
                f"{len(json.loads(confirmed.config_json)['genes'])} genes changed"
                + (f" (smallest of {full_genes} that keeps the gain)" if full_genes else ""))
    if interrupted and screened:
        return (f"interrupted before confirmation; best screened {1 / screened[0].ratio:.3f}x (unconfirmed): "
                "answering the default")
    if screened and confirm_on and within_noise:
        return (f"best screened {1 / screened[0].ratio:.3f}x is within the noise of the default, "
                "so nothing was re-timed: answering XLA's default")
    if screened and confirm_on:
        return (f"no config beat the default beyond the noise (best screened {1 / screened[0].ratio:.3f}x "
                f"did not hold up when re-timed): answering XLA's default")
    if screened:
        return f"best screened {1 / screened[0].ratio:.3f}x, not confirmed (--no-confirm): answering the default"
    return ("no measured config was faster than XLA's default"
            + (f" (best {best_other:.3f}x)" if best_other else "") + ": answering the default")


class _Point(list):
    """A measured record as a DEAP individual: minimise (ratio, temp bytes)."""

    class Fitness(base.Fitness):
        weights = (-1.0, -1.0)

    def __init__(self, record: Record):
        super().__init__([record.ratio, record.temp_bytes])
        self.record = record
        self.fitness = self.Fitness((record.ratio, record.temp_bytes))


def pareto_front(records: Sequence[Record]) -> list[Record]:
    """Measured Pareto front of (ratio, temp bytes), fastest first."""
    points = [_Point(r) for r in records if r.temp_bytes is not None]
    if not points:
        return []
    front = tools.sortNondominated(points, len(points), first_front_only=True)[0]
    return sorted((p.record for p in front), key=lambda r: r.ratio)
