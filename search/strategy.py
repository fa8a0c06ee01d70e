"""`Strategy`: what to measure next, from what was measured (ask/tell).

    strategy = Strategy(space, scorer_fn, settings, rng)
    while budget left:
        for proposal in strategy.ask(budget_left): measure it, strategy.tell(record)
        if strategy.round_complete: strategy.end_round()

The strategy owns the search state: the records it was told (`records`, in order; the
search's own record of what it measured, reused and found stored, and `measured`, the
reading that counts per config, is derived from them), the incumbent (the best measured
gain), the islands evolving on the cost model, and the memory model of a Pareto search.
It never measures; `xtune.search.engine` does, within the budget.

What it asks for, in order:
1. the default, then the known configs it was given (answers from another jax version,
   machine or colleague: `xtune search --from`; as Optuna's `enqueue_trial`), then
   (`suggestions`) the suggestions (`measure.suggestions`: what paid on the
   programs measured before), then (`screen_loops`) the loops' unroll moves (every loop
   unrolled by k, then each loop alone: `ConfigSpace.loop_moves`), then (`screen_options`)
   each single module-option change,
   in the suggestions' order (`suggested_order`): there are few, their effect
   swings from +11% to -20% by program, and a cost model sees them only as global
   inputs. A known config that wins becomes the incumbent, so the rounds search around it;
2. rounds of `batch` measurements: the islands evolve on the cost model, then unions of
   the gains measured so far, one-gene (or grouped) neighbours of the incumbent and the
   islands' elites; then an `epsilon` share of sparse random configs; after the first
   round (`screen_pins`, `screen_swaps`), the bulk row-major pins and the bulk swap of
   every dot's operands. Every `reset_period` rounds the weaker
   half of the islands is reset from the survivors. Where a round's moves come up short
   of unmeasured configs (a small space runs dry), the rest of the space, enumerated,
   fills it (`proposals.remaining`).

A move XLA was seen to undo (a config that changed one gene of a measured config and
compiled to its executable: `proposals.undone_move`) is not asked for again, alone or
with other such moves only.

It asks for nothing more (`done`) once every config of the space is measured
(`exhausted`), or after `MAX_IDLE_ROUNDS` rounds in a row without one unmeasured config:
every move is bounded, so an ask never waits on a config that cannot come.
"""

from __future__ import annotations

import dataclasses
import math
import random
from collections.abc import Callable, Sequence

import numpy as np

from xtune.measure.record import Record
from xtune.measure.space import Config, ConfigError, ConfigSpace
from xtune.search import proposals
from xtune.search.costmodel import Scorer
from xtune.search.genome import Operators, seed_everything
from xtune.search.islands import Islands
from xtune.search.memory import MemoryModel
from xtune.search.settings import SearchSettings

FAMILIES = ("default", "known", "suggested", "loop", "option", "union", "neighbour", "group", "elite", "random", "pin", "swaps",
            "rest")
MAX_IDLE_ROUNDS = 5  # rounds in a row without an unmeasured config, after which nothing more is asked


@dataclasses.dataclass(frozen=True)
class Proposal:
    """A config the strategy asks to measure.

    Attributes:
      config: the config.
      family: which move made it (one of `FAMILIES`).
      score: the cost model's predicted score (lower = faster), where one was made.
    """

    config: Config
    family: str
    score: float | None = None


class Strategy:
    """Proposes configs of one program to measure and learns from their records.

    Args:
      space: the program's config space.
      scorer_fn: returns the cost model's scorer; called once, when the first round needs it.
      settings: the search's settings (moves, islands, objective).
      rng: the search's random generator (islands, neighbour sampling, randoms).
      known: configs to measure right after the default (answers known from elsewhere).
      rank: the suggestions' order of the space's moves (`measure.suggestions.rank`), best
        first; its first `MoveSettings.suggestions` are measured after the known configs,
        and it orders the option screen and the pins (`suggested_order`). None: fixed orders.
      compile_fn: (configs) -> (n,) log(compiled bytes accessed / the default's), inf where
        a config does not compile (`measure.compiled.CompiledCosts.log_bytes_ratios`); the
        round's picks are screened with it when `MoveSettings.compile_screen` > 1.

    DEAP's selection draws from the global `random`: the strategy seeds it (and numpy's
    global generator) with `settings.seed` when it is made, so one seed asks for the same
    configs; two strategies stepped in turn in one process share that generator.
    """

    def __init__(self, space: ConfigSpace, scorer_fn: Callable[[], Scorer], settings: SearchSettings,
                 rng: random.Random, known: Sequence[Config] = (),
                 compile_fn: Callable[[list[Config]], np.ndarray] | None = None,
                 rank: Sequence[Config] | None = None):
        self.space = space
        self.rank = list(rank or [])
        self._compile_fn = compile_fn
        self.known = tuple(known)
        self.settings = settings
        self.rng = rng
        seed_everything(settings.seed)
        self.records: list[Record] = []  # every record told, in order
        self.measured: dict[str, Record] = {}  # per config hash, the reading that counts (`tell`)
        self.undone: set[tuple[int, frozenset[int]]] = set()  # moves XLA undid (`proposals.undone_move`)
        self.memory = MemoryModel(space)
        self.rounds = 0
        self.round_complete = False
        self.aligned = set(space.aligned_moves()) if settings.moves.aligned_first else set()
        self._scorer_fn = scorer_fn
        self._scorer: Scorer | None = None
        self._islands: Islands | None = None
        self._ops = Operators(space, rng)
        self._phase = "screen"
        self._round_size = 0
        self.size = space.size  # configs in the space (an exact int, however large)
        self._round_fresh = 0  # unmeasured configs asked for in the round under way
        self._idle_rounds = 0  # complete rounds in a row that asked for no unmeasured config
        self._checked: set[str] = set()  # measured config hashes checked against the space
        self._covered: set[str] = set()  # those that are configs of the space

    # --- tell ------------------------------------------------------------------------

    def tell(self, record: Record) -> None:
        """Learns one record of this program (measured now, reused or stored earlier): it joins
        `records`. A config read twice counts by its slower reading (`measured`); one that
        compiled to a config's executable from which it changes one gene shows a move XLA
        undoes, which is not proposed again (`undone`)."""
        self.records.append(record)
        move = proposals.undone_move(self.space, record, self.measured)
        if move is not None:
            self.undone.add(move)
        earlier = self.measured.get(record.config_hash)
        if earlier is not None and earlier.ratio_counts and record.ratio_counts and earlier.ratio > record.ratio:
            record = earlier
        self.measured[record.config_hash] = record
        if record.ok and record.temp_bytes is not None:
            self.memory.add(self.space.from_json(record.config_json), record.temp_bytes)

    def use_scorer(self, scorer: Scorer) -> None:
        """Ranks from now on with `scorer` (a cost model refined on this program's records);
        the islands' individuals are scored again."""
        self._scorer = scorer
        if self._islands is not None:
            self._islands.evaluate_fn = self._objective()
            for ind in self._islands.individuals():
                del ind.fitness.values
            self._islands.evaluate([ind for pop in self._islands.populations for ind in pop])

    def incumbent(self) -> list[int]:
        """Genome of the best measured gain (the default until something beat it beyond the noise)."""
        return proposals.incumbent(self.space, self.measured)

    # --- the end -----------------------------------------------------------------------

    @property
    def exhausted(self) -> bool:
        """Every config of the space is measured. Records are checked against the space
        only once there are as many as it has configs, each record once."""
        if len(self.measured) < self.size:
            return False
        for h, rec in self.measured.items():
            if h not in self._checked:
                self._checked.add(h)
                if self._in_space(rec):
                    self._covered.add(h)
        return len(self._covered) >= self.size

    def _in_space(self, record: Record) -> bool:
        try:
            return self.space.from_json(record.config_json).hash == record.config_hash
        except ConfigError:
            return False

    @property
    def done(self) -> bool:
        """Nothing more to ask for: the space is `exhausted`, or `MAX_IDLE_ROUNDS` complete
        rounds in a row asked for no unmeasured config."""
        return self._idle_rounds >= MAX_IDLE_ROUNDS or self.exhausted

    def done_line(self) -> str:
        """Why the strategy is `done`, in one line for the user."""
        if self.exhausted:
            if self.size == 1:
                return "this program has no genes to tune: its one config, XLA's default, measured"
            return f"all {self.size} configs of this program measured"
        return (f"no unmeasured config proposed in {self._idle_rounds} rounds in a row "
                f"({len(self.measured)} configs measured): the search ends here")

    # --- ask -------------------------------------------------------------------------

    def ask(self, budget_left: int) -> list[Proposal]:
        """The next configs to measure, in order; measure them (and `tell` each record)
        before asking again. A round spans several asks: `round_complete` says when it ends.
        Nothing once `done`."""
        if self.done:
            return []
        in_round = self._phase != "screen"
        asked = self._ask(budget_left)
        if in_round:
            self._round_fresh += len({p.config.hash for p in asked if p.config.hash not in self.measured})
            if self.round_complete:
                self._idle_rounds = 0 if self._round_fresh else self._idle_rounds + 1
                self._round_fresh = 0
        return asked

    def _ask(self, budget_left: int) -> list[Proposal]:
        if self._phase == "screen":
            self._phase = "round"
            moves = self.settings.moves
            options = self._ordered(proposals.option_moves(self.space)) if moves.screen_options else []
            suggested = self.rank[: moves.suggestions]
            taken = {c.hash for c in suggested}
            loops = [c for _, c in self.space.loop_moves() if c.hash not in taken][: moves.screen_loops]
            return ([Proposal(self.space.default(), "default")] + [Proposal(c, "known") for c in self.known]
                    + [Proposal(c, "suggested") for c in suggested] + [Proposal(c, "loop") for c in loops]
                    + [Proposal(c, "option") for c in options])
        if self._phase == "round":
            self._phase, self.round_complete = "randoms", False
            self.rounds += 1
            return self._round_picks(budget_left)
        if self._phase == "randoms":
            pins = self.rounds == 1 and (self.settings.moves.screen_pins or self.settings.moves.screen_swaps)
            self._phase = "pins" if pins else "round"
            self.round_complete = not pins
            randoms = proposals.sparse_randoms(self.space, self._num_random(self._round_size), self.measured,
                                               self.rng, sorted(self.aligned), self.undone)
            short = self._round_size - self._round_fresh - len(randoms)
            rest = proposals.remaining(self.space, short, self.measured, {c.hash for c in randoms})
            return [Proposal(c, "random") for c in randoms] + [Proposal(c, "rest") for c in rest]
        assert self._phase == "pins"
        self._phase, self.round_complete = "round", True
        moves = self.settings.moves
        pins = self._ordered(proposals.pin_sets(self.space)) if moves.screen_pins else []
        return ([Proposal(c, "pin") for c in pins]
                + [Proposal(c, "swaps") for c in (proposals.swap_sets(self.space) if moves.screen_swaps else [])])

    def _ordered(self, configs: list[Config]) -> list[Config]:
        """`configs` in the suggestions' order (`suggested_order`), those it does not rank last."""
        if not self.settings.moves.suggested_order or not self.rank:
            return configs
        where = {c.hash: i for i, c in enumerate(self.rank)}
        return sorted(configs, key=lambda c: where.get(c.hash, len(where)))

    def end_round(self) -> None:
        """Ends a complete round: every `reset_period` rounds the weaker half of the islands
        is reset from the survivors."""
        self.round_complete = False
        if self._islands is not None and self.rounds % self.settings.islands.reset_period == 0:
            self._islands.reset_weaker_half(self._island_keys())

    def _round_picks(self, budget_left: int) -> list[Proposal]:
        """A round's model-driven picks: unions, neighbours (or groups), island elites."""
        moves = self.settings.moves
        islands = self._ensure_islands()
        islands.evolve(self.settings.islands.generations)
        n = self._round_size = min(moves.batch, budget_left)
        picks = n - self._num_random(n)
        num_near = int(round(moves.neighbour_share * picks))
        scorer = self._scorer
        combos = (proposals.unions(self.space, self.measured)[: max(1, num_near // 2)]
                  if num_near else [])
        pool = moves.compile_screen if moves.compile_screen > 1 and self._compile_fn is not None else 1
        want_near = num_near - len(combos)
        near, near_scores = self._screened(*self._neighbour_picks(pool * want_near, scorer), want_near, pool)
        combo_scores = proposals.predict(scorer, np.array([self.space.encode(c) for c in combos], np.int32)
                                         .reshape(len(combos), len(self.space.genes))).tolist()
        near_family = "neighbour" if moves.group_size == 1 else "group"
        want_elites = picks - len(combos) - len(near)
        elites, elite_scores = self._screened(*proposals.island_elites(
            self.space, islands, pool * want_elites, self.measured, exclude={c.hash for c in combos + near},
            base=self.incumbent(), undone=self.undone), want_elites, pool)
        return ([Proposal(c, "union", s) for c, s in zip(combos, combo_scores)]
                + [Proposal(c, near_family, s) for c, s in zip(near, near_scores)]
                + [Proposal(c, "elite", s) for c, s in zip(elites, elite_scores)])

    def _screened(self, configs: list[Config], scores: list[float], n: int, pool: int
                  ) -> tuple[list[Config], list[float]]:
        """The `n` of `configs` with the lowest score + `compile_weight` x their compiled
        log bytes ratio, in that order, with their model scores (the predictions a report
        reads against the measurements; `MoveSettings.compile_screen`); the first `n` as
        they are when the screen is off."""
        if pool <= 1 or not configs:
            return configs[:n], list(scores[:n])
        compiled = np.asarray(self._compile_fn(configs), np.float64)
        combined = np.asarray(scores, np.float64) + self.settings.moves.compile_weight * compiled
        order = [i for i in np.argsort(combined, kind="stable") if np.isfinite(compiled[i])][:n]
        return [configs[i] for i in order], [float(scores[i]) for i in order]

    def _neighbour_picks(self, n: int, scorer: Scorer) -> tuple[list[Config], list[float]]:
        """`n` neighbour picks of the incumbent (one-gene moves, or groups of them)."""
        moves = self.settings.moves
        base = self.incumbent()
        near, scores = proposals.neighbours(self.space, base, scorer, n * moves.group_size, self.measured,
                                            self.rng, self.aligned, moves.aligned_first, moves.group_size,
                                            self.undone)
        near, scores = proposals.grouped(self.space, base, near, scores, scorer, moves.group_size, self.measured)
        out: dict[str, tuple[Config, float]] = {}
        for c, sc in zip(near, scores):
            out.setdefault(c.hash, (c, sc))
        return [c for c, _ in out.values()], [sc for _, sc in out.values()]

    def _num_random(self, n: int) -> int:
        return min(n, int(round(self.settings.moves.epsilon * n)))

    # --- the islands -----------------------------------------------------------------

    def _ensure_islands(self) -> Islands:
        if self._islands is None:
            self._scorer = self._scorer or self._scorer_fn()
            s = self.settings.islands
            self._islands = Islands(self._ops, self._objective(), s.num_islands, s.pop_size,
                                    pareto=self.settings.objective == "pareto", rng=self.rng)
            self._islands.seed(self._known_genomes())
        return self._islands

    def _objective(self) -> Callable[[np.ndarray], np.ndarray]:
        scorer = self._scorer
        if self.settings.objective == "time":
            return scorer.score_indices

        def both(genomes: np.ndarray) -> np.ndarray:
            return np.stack([scorer.score_indices(genomes), self.memory.predict(genomes)], axis=1)

        return both

    def _known_genomes(self) -> list[list[int]]:
        ok = sorted((r for r in self.measured.values() if r.ratio_counts), key=lambda r: r.ratio)
        return [self.space.encode(self.space.from_json(r.config_json)) for r in ok[:16]]

    def _island_keys(self) -> list[tuple[float, float]]:
        """Islands ranked by the best *measured* ratio among their members, then by prediction."""
        keys = []
        for pop in self._islands.populations:
            hashes = (self.space.decode(list(i)).hash for i in pop)
            records = [self.measured[h] for h in hashes if h in self.measured]
            measured = [r.ratio for r in records if r.ratio_counts]
            keys.append((min(measured, default=math.inf), min(i.fitness.values[0] for i in pop)))
        return keys
