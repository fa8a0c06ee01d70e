"""A search's settings, grouped by what they steer: the budget, the moves a round
measures, the islands that evolve on the cost model, and the answer.

    settings = SearchSettings(budget=BudgetSettings(measurements=100), seed=1)
    settings = dataclasses.replace(settings, moves=MoveSettings(group_size=3))
"""

from __future__ import annotations

import dataclasses
import math

from xtune.measure.settings import CONFIRM_PROCESSES, SettingsError

OBJECTIVES = ("time", "pareto")


class RequestError(SettingsError):
    """A search request that cannot be run as given: an option, a batch file's key or a
    `tune()` argument out of range, of the wrong type or unknown; one line naming it."""


@dataclasses.dataclass(frozen=True)
class BudgetSettings:
    """How much a search may spend.

    Attributes:
      measurements: real measurements (the confirmation excluded); None: as many as `time_s` allows.
      time_s: wall-time budget in seconds, or None.
      resume: this program's measurements already in the store count against the budget.
      count_reused: configs proposed now but already in the store count as if measured
        (benchmarks that share one store between methods).
      free_same_executable: a config that compiled to an executable timed already
        (`record.SAME`: not timed) costs no measurement, up to `measurements` of them;
        False, the default: it counts as one. Each costs its compile (0.05-1 s): free, they
        took 25 of a 75 s search on haiku_mlp_optax_step, for answers level with counting
        them (`bench/results/search-time/`, docs/experiments.md).
    """

    measurements: int | None = 30
    time_s: float | None = None
    resume: bool = False
    count_reused: bool = False
    free_same_executable: bool = False

    def __post_init__(self) -> None:
        m, t = self.measurements, self.time_s
        if m is None and t is None:
            raise RequestError("a budget needs measurements, time or both")
        if m is not None and (isinstance(m, bool) or not isinstance(m, int) or m < 1):
            raise RequestError(f"measurements = {m!r}: must be an integer >= 1")
        if t is not None and (isinstance(t, bool) or not isinstance(t, (int, float))
                              or not (math.isfinite(t) and t > 0)):
            raise RequestError(f"time = {t!r}: must be a number of seconds > 0")


@dataclasses.dataclass(frozen=True)
class MoveSettings:
    """What each round measures (`xtune.search.proposals` makes the moves).

    Attributes:
      batch: measurements per round.
      epsilon: share of a round given to sparse random configs.
      neighbour_share: share of a round's other picks taken from the neighbourhood of the
        incumbent (unions of gains first, then one-gene moves); the rest are island elites.
      group_size: genes a neighbour changes at once, the next ones in the neighbour order
        (group testing: a group that wins becomes the incumbent); 1 = one-gene moves.
      aligned_first: among neighbours, try the moves that line a layout up with its op's
        data movement (`ConfigSpace.aligned_moves`) before the others; randoms then also
        draw half their moves from them.
      screen_options: measure every single module-option change of the default right
        after the default.
      screen_pins: after the first round, measure the bulk row-major pins
        (`ConfigSpace.row_major_pins`, up to five configs). Measured before the first
        round, a mediocre pin set became the incumbent and hid one-gene wins of the
        default on vmapped_mlp.
      screen_swaps: with the pins, measure every dot's operands swapped at once
        (`ConfigSpace.bulk_swaps`, one config where a program has two or more dots). On
        vmapped_mlp the two swaps together are its best known config (0.77) while one
        alone reads 0.91 and the other 1.00, so a search that builds on one-gene moves
        found them only in some runs; on 21 of the 23 programs measured the bulk swap is no
        win (`bench/results/bulk_swaps.md`), so it costs one measurement there.
      compile_screen: draw this many times a round's neighbour and elite picks, compile
        each candidate in the search's process (nothing is run or timed:
        `measure.compiled.CompiledCosts`) and keep, within each family, those with the
        lowest model score + `compile_weight` x log(compiled bytes accessed / the
        default's); a candidate XLA refuses to compile is dropped. 0 or 1 = off, the
        default: it compiles K x as many configs as are measured (on haiku_mlp_optax_step
        37 s of a 153 s search) for answers level with the search without it
        (`bench/results/search-time/`, docs/experiments.md).
      compile_weight: the weight of the compiled bytes in that screen (4, the best of 0.25-4
        on the training stores' configs: `bench/compiled_cost.py`).
      suggestions: measure this many of the suggestions (`measure.suggestions`:
        what paid on the programs measured before) right after the default; 0 = none.
      suggested_order: order the option screen and the bulk pins as the suggestions rank
        them instead of in their fixed order.
      loops: search the unroll factor of every while loop (`measure.loops`); False = the
        space without loop genes.
      screen_loops: measure up to this many loop moves (`ConfigSpace.loop_moves`: every
        loop unrolled by 2, 4, 8, 16, then each loop alone) right after the suggestions;
        0 = none. A loop's factor moved a loop program's runtime from 0.09x to 2.1x on one
        CPU core, in both directions, so these are measured rather than predicted.
    """

    batch: int = 6
    epsilon: float = 0.15
    neighbour_share: float = 0.6
    group_size: int = 1
    aligned_first: bool = True
    screen_options: bool = True
    screen_pins: bool = True
    screen_swaps: bool = True
    compile_screen: int = 0
    compile_weight: float = 4.0
    suggestions: int = 3
    suggested_order: bool = True
    loops: bool = True
    screen_loops: int = 10

    def __post_init__(self) -> None:
        if self.suggestions < 0:
            raise RequestError(f"suggestions must be >= 0, got {self.suggestions}")
        if self.batch < 1:
            raise RequestError(f"batch must be >= 1, got {self.batch}")
        if self.group_size < 1:
            raise RequestError(f"group_size must be >= 1, got {self.group_size}")
        if not 0 <= self.epsilon <= 1 or not 0 <= self.neighbour_share <= 1:
            raise RequestError("epsilon and neighbour_share must be in [0, 1]")
        if self.compile_screen < 0:
            raise RequestError(f"compile_screen must be >= 0, got {self.compile_screen}")
        if self.screen_loops < 0:
            raise RequestError(f"screen_loops must be >= 0, got {self.screen_loops}")


@dataclasses.dataclass(frozen=True)
class IslandSettings:
    """The populations that evolve on the cost model (`xtune.search.islands`).

    Attributes:
      num_islands: number of islands K.
      pop_size: individuals per island.
      generations: generations per round.
      reset_period: rounds between resets of the weaker half of the islands.
    """

    num_islands: int = 8
    pop_size: int = 24
    generations: int = 4
    reset_period: int = 3

    def __post_init__(self) -> None:
        if self.num_islands < 2 or self.pop_size < 4 or self.generations < 0 or self.reset_period < 1:
            raise RequestError("need num_islands >= 2, pop_size >= 4, generations >= 0, reset_period >= 1")


@dataclasses.dataclass(frozen=True)
class AnswerSettings:
    """How the answer is chosen.

    Attributes:
      confirm: re-time the best candidates against the default in a fresh process.
      confirm_top: how many candidates to confirm.
      confirm_processes: fresh processes the candidates are re-timed in at most, one after
        another; each candidate's median reading counts (`xtune.search.answer.median_confirmations`).
        After the first, a process re-times only the candidate that may still be the answer,
        and none follows a clear win the search's own reading agrees with
        (`xtune.search.answer.contenders`).
        3: on the examples, 5 seeds each, the spread of the confirmed
        speedups over seeds fell from 1.010-1.035 to 1.009-1.020 on the programs with gains
        beyond 5%, the geomean level (`bench/results/search-spread-confirm3.md`).
      explain: after a confirmed answer, measure what each group of its genes contributes,
        in the confirmation's process (`xtune.search.explain`); not counted against the
        budget, at most 2 x `max_groups` configs. On: dropping the groups within the noise
        found faster answers on held-out loop programs (jaxmd_nvt 1.349x against 1.178x
        unreduced at four measurements: bench/results/time-to-answer/), for a median 3 s more.
      max_groups: groups measured at most; the smaller ones beyond are lumped together.
      smallest: answer with the groups whose contribution is beyond the noise, if their
        config, re-confirmed, keeps the gain; else with the config left when the groups
        within the noise are dropped one at a time while the gain holds.
    """

    confirm: bool = True
    confirm_top: int = 3
    confirm_processes: int = CONFIRM_PROCESSES
    explain: bool = True
    max_groups: int = 6
    smallest: bool = True

    def __post_init__(self) -> None:
        if self.max_groups < 1:
            raise RequestError(f"max_groups must be >= 1, got {self.max_groups}")
        if self.confirm_processes < 1:
            raise RequestError(f"confirm_processes must be >= 1, got {self.confirm_processes}")


@dataclasses.dataclass(frozen=True)
class SearchSettings:
    """One search's settings.

    Attributes:
      budget: how much to spend.
      moves: what a round measures.
      islands: the evolution on the cost model.
      answer: confirmation of the answer.
      objective: "time", or "pareto" (runtime and temp memory, NSGA-II).
      refine: fine-tune the cost model on this program's measurements after each round.
      seed: seeds random, numpy and the cost model's refinement.
    """

    budget: BudgetSettings = BudgetSettings()
    moves: MoveSettings = MoveSettings()
    islands: IslandSettings = IslandSettings()
    answer: AnswerSettings = AnswerSettings()
    objective: str = "time"
    refine: bool = True
    seed: int = 0

    def __post_init__(self) -> None:
        if self.objective not in OBJECTIVES:
            raise RequestError(f"objective must be one of {OBJECTIVES}, not {self.objective!r}")
