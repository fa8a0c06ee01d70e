"""The search loop: evolve on the cost model, measure elites for real, refine, repeat.

Every round: islands evolve on the cost model -> picked for real measurement:
unions of the gains measured so far (gains of separate genes mostly
compound), one-gene neighbours of the best measured gain (at most one per
gene per round; untried genes first, then moves aligned with their op's data
movement, then the cost model's ranking: on CPU most real wins change one or
two genes), the best predicted, not yet measured configs of the islands
(deduplicated) and an epsilon share of random configs that change 1-3 genes
-> measured ->
stored -> the cost model is fine-tuned (a copy) on this program's
measurements -> repeat, within a budget of measurements and/or
time. The default config is measured first, then each single change of a
module-level compiler option: there are few of them, their effect swings
from +10% to -20% by program, and a cost model ranks them poorly (it sees
them only as global inputs). The answer is the best
*measured* config, confirmed at the end by timing it against the default
again, interleaved, in a fresh process; if it is not faster beyond the noise,
the answer is the default — xtune never hands back a config slower than the
compiler's own.
"""

from __future__ import annotations

import dataclasses
import json
import logging
import math
import random
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

import numpy as np
from deap import tools

from xtune.measure.program import Program
from xtune.measure.record import Record
from xtune.measure.space import Config, ConfigSpace
from xtune.search.costmodel import CostModel, Scorer
from xtune.search.genome import Operators, seed_everything
from xtune.search.islands import Islands
from xtune.search.memory import MemoryModel

log = logging.getLogger(__name__)
OBJECTIVES = ("time", "pareto")


@dataclasses.dataclass(frozen=True)
class SearchSettings:
    """One search's budget and knobs.

    Attributes:
      measurements: real measurements the search may spend (confirmation excluded).
      time_s: wall-time budget, or None.
      islands: number of islands K.
      pop_size: individuals per island.
      generations: generations per round on the cost model.
      batch: measurements per round.
      epsilon: share of each round's measurements given to random configs.
      neighbours: share of each round's cost-model picks taken from the one-gene
        neighbourhood of the best measured config (the default at first).
      neighbour_group: a neighbour changes this many genes of the incumbent at once, the
        next ones in the neighbour order (group testing: one measurement tries several
        genes; a group that wins becomes the incumbent); 1 = one-gene moves.
      aligned_first: among one-gene neighbours, try the moves that line a layout up with
        its op's data movement (`ConfigSpace.aligned_moves`) before the others; epsilon
        randoms then also draw half their moves from them.
      screen_options: measure every single module-option change of the default
        right after the default (counts against the budget).
      screen_pins: after the first round, measure the bulk row-major pins
        (`ConfigSpace.row_major_pins`: every dot/transpose/... layout pinned at once, up to
        five configs); a pin set that beats the best one-gene move becomes the incumbent,
        and wins are combined with it. (Measured before the first round, a mediocre pin set
        became the incumbent and hid one-gene wins from the default on vmapped_mlp.)
      reset_period: rounds between resets of the weaker half of the islands.
      objective: "time" or "pareto" (runtime and temp memory, NSGA-II).
      refine: fine-tune the cost model on this program's measurements each round.
      confirm: re-time the best candidates against the default in a fresh process.
      confirm_top: how many candidates to confirm.
      resume: count this program's stored measurements against the budget.
      count_reused: count configs proposed now but already in the store against the
        budget as if measured (benchmarks sharing one store between methods).
      seed: seeds random, numpy and the cost model's refinement.
    """

    measurements: int = 30
    time_s: float | None = None
    islands: int = 8
    pop_size: int = 24
    generations: int = 4
    batch: int = 6
    epsilon: float = 0.15
    neighbours: float = 0.6
    neighbour_group: int = 1
    aligned_first: bool = True
    screen_options: bool = True
    screen_pins: bool = True
    reset_period: int = 3
    objective: str = "time"
    refine: bool = True
    confirm: bool = True
    confirm_top: int = 3
    resume: bool = False
    count_reused: bool = False
    seed: int = 0

    def __post_init__(self) -> None:
        if self.objective not in OBJECTIVES:
            raise ValueError(f"objective must be one of {OBJECTIVES}, not {self.objective!r}")
        if self.neighbour_group < 1:
            raise ValueError(f"neighbour_group must be >= 1, got {self.neighbour_group}")
        if self.measurements < 1 or self.islands < 2 or self.pop_size < 4 or self.batch < 1:
            raise ValueError("need measurements >= 1, islands >= 2, pop_size >= 4, batch >= 1")
        if not 0 <= self.epsilon <= 1 or not 0 <= self.neighbours <= 1:
            raise ValueError("epsilon and neighbours must be in [0, 1]")


@dataclasses.dataclass
class SearchResult:
    """What a search found.

    Attributes:
      program: the program.
      best_config: the answer: a measured config confirmed faster, or the default.
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

    def best_json(self) -> str:
        d = json.loads(self.best_config.to_json())
        d["speedup"] = self.speedup
        d["speedup_ci"] = [self.speedup_low, self.speedup_high]
        d["message"] = self.message
        return json.dumps(d, indent=1)


Event = Callable[[str, dict[str, Any]], None]


class Search:
    """One program's search; see the module docstring.

    Args:
      program: the program to tune.
      measurer: a `measure.Measurer` (or `measure.fake.FakeMeasurer`) with a store.
      model: the cost model.
      settings: budget and knobs.
      on_event: progress callback: ("measured"|"round"|"confirm"|"done", data).
      should_stop: polled between measurements (Ctrl-C sets it).
    """

    def __init__(self, program: Program, measurer: Any, model: CostModel, settings: SearchSettings = SearchSettings(),
                 on_event: Event | None = None, should_stop: Callable[[], bool] = lambda: False):
        self.program = program
        self.measurer = measurer
        self.model = model
        self.settings = settings
        self.on_event = on_event or (lambda kind, data: None)
        self.should_stop = should_stop
        self.space = ConfigSpace(program, backend=measurer.info.get("backend", "cpu"))
        self.rng = random.Random(settings.seed)
        self.ops = Operators(self.space, self.rng)
        self.aligned = set(self.space.aligned_moves()) if settings.aligned_first else set()
        self.measured: dict[str, Record] = {}
        self.records: list[Record] = []
        self.used = 0
        self.history: list[tuple[int, float]] = []
        self.predictions: list[tuple[float, float]] = []
        self.memory = MemoryModel(self.space)
        self.start = time.monotonic()
        self.interrupted = False
        self._lock = threading.Lock()

    # --- budget ------------------------------------------------------------------

    def time_left_s(self) -> float | None:
        if self.settings.time_s is None:
            return None
        return self.settings.time_s - (time.monotonic() - self.start)

    def budget_left(self) -> int:
        if self.should_stop():
            self.interrupted = True
            return 0
        left = self.time_left_s()
        if left is not None and left <= 0:
            return 0
        return self.settings.measurements - self.used

    # --- measuring -------------------------------------------------------------

    def _measure(self, configs: Sequence[Config], predicted: Sequence[float] | None = None) -> None:
        """Measures configs not measured yet, within the budget.

        With one worker, one config per call, so a stop request takes effect after
        the measurement in flight; with several workers (`jobs`), a call per
        budget-sized group keeps them all busy.
        """
        score = {c.hash: float(p) for c, p in zip(configs, predicted)} if predicted is not None else {}
        todo = list({c.hash: c for c in configs if c.hash not in self.measured}.values())
        group = max(1, getattr(self.measurer.settings, "jobs", 1))
        while todo:
            n = min(group, self.budget_left())
            if n <= 0:
                return
            chunk, todo = todo[:n], todo[n:]

            def on_record(rec: Record, reused: bool) -> None:
                with self._lock:  # Measurer calls back from its threads when jobs > 1
                    self._record_result(rec, reused, score)

            self.measurer.measure(self.program, chunk, on_record=on_record)

    def _record_result(self, rec: Record, reused: bool, score: dict[str, float]) -> None:
        self.used += (not reused) or self.settings.count_reused
        self._add(rec)
        if rec.config_hash in score and rec.ok and rec.ratio:
            self.predictions.append((score[rec.config_hash], rec.ratio))
        self.on_event("measured", {"record": rec, "reused": reused, "used": self.used,
                                   "best_ratio": self.best_ratio(), "time_left_s": self.time_left_s()})

    def _add(self, rec: Record) -> None:
        self.measured[rec.config_hash] = rec
        self.records.append(rec)
        if rec.ok and rec.temp_bytes is not None:
            self.memory.add(self.space.from_json(rec.config_json), rec.temp_bytes)
        self.history.append((self.used, self.best_ratio()))

    def best_ratio(self) -> float:
        return min((r.ratio for r in self.measured.values() if r.ok and r.ratio), default=math.nan)

    # --- the loop --------------------------------------------------------------

    def run(self) -> SearchResult:
        seed_everything(self.settings.seed)
        self._load_prior()
        self._measure([self.space.default()])
        if self.settings.screen_options:
            self._measure(self.option_moves())
        scorer = self.model.scorer(self.program, self.space)
        islands = Islands(self.ops, self._objective(scorer), self.settings.islands, self.settings.pop_size,
                          pareto=self.settings.objective == "pareto", rng=self.rng)
        islands.seed(self._known_genomes())
        rounds = 0
        while self.budget_left() > 0:
            islands.evolve(self.settings.generations)
            n = min(self.settings.batch, self.budget_left())
            picks = n - self._num_random(n)
            num_near = int(round(self.settings.neighbours * picks))
            combos = self._combinations()[: max(1, num_near // 2)] if num_near else []
            near, near_scores = self._neighbours(scorer, (num_near - len(combos)) * self.settings.neighbour_group)
            near, near_scores = self._grouped(scorer, near, near_scores)
            combo_scores = _predict(scorer, np.array([self.space.encode(c) for c in combos], np.int32)
                                    .reshape(len(combos), len(self.space.genes))).tolist()
            near, near_scores = combos + near, combo_scores + near_scores
            elites, scores = self._elites(islands, picks - len(near), exclude={c.hash for c in near})
            self._measure(near + elites, near_scores + scores)
            self._measure(self._randoms(self._num_random(n)))
            rounds += 1
            if rounds == 1 and self.settings.screen_pins:  # after the default's own best neighbours
                self._measure([config for _, config in self.space.row_major_pins()])
            if self.settings.refine and self.budget_left() > 0:
                ok = [r for r in self.measured.values() if r.ok and r.ratio]
                if len(ok) >= 4:
                    scorer = self.model.refine(self.program, self.space, ok).scorer(self.program, self.space)
                    islands.evaluate_fn = self._objective(scorer)
                    for ind in islands.individuals():
                        del ind.fitness.values
                    islands.evaluate([ind for pop in islands.populations for ind in pop])
            if rounds % self.settings.reset_period == 0:
                islands.reset_weaker_half(self._island_keys(islands))
            self.on_event("round", {"round": rounds, "used": self.used, "best_ratio": self.best_ratio(),
                                    "time_left_s": self.time_left_s()})
        return self._finish(rounds)

    def _load_prior(self) -> None:
        """Stored records of this program, device and cores seed the search (and, with
        `resume`, count against the budget); none of them is measured again."""
        store = getattr(self.measurer, "store", None)
        if store is None:
            return
        info = self.measurer.info
        cores = self.measurer.settings.num_cores
        for rec in store.records(self.program.fingerprint, device_kind=info["device_kind"]):
            if rec.cores == cores and rec.jax_version == info["jax_version"]:
                if rec.config_hash not in self.measured:
                    self.used += self.settings.resume
                self.measured[rec.config_hash] = rec
        self.records.extend(self.measured.values())
        for rec in self.measured.values():
            if rec.ok and rec.temp_bytes is not None:
                self.memory.add(self.space.from_json(rec.config_json), rec.temp_bytes)

    def _objective(self, scorer: Scorer) -> Callable[[np.ndarray], np.ndarray]:
        if self.settings.objective == "time":
            return scorer.score_indices

        def both(genomes: np.ndarray) -> np.ndarray:
            return np.stack([scorer.score_indices(genomes), self.memory.predict(genomes)], axis=1)

        return both

    def _known_genomes(self) -> list[list[int]]:
        ok = sorted((r for r in self.measured.values() if r.ok and r.ratio), key=lambda r: r.ratio)
        return [self.space.encode(self.space.from_json(r.config_json)) for r in ok[:16]]

    def _num_random(self, n: int) -> int:
        return min(n, int(round(self.settings.epsilon * n)))

    def option_moves(self) -> list[Config]:
        """The default with one module-level option changed, for every option and value."""
        out = []
        for i, gene in enumerate(self.space.genes):
            if gene.kind == "option":
                for j in range(1, len(gene.choices)):
                    genome = [0] * len(self.space.genes)
                    genome[i] = j
                    out.append(self.space.decode(genome))
        return out

    def incumbent(self) -> list[int]:
        """Genome of the best measured gain (the default while nothing beat it: a screened
        ratio a little below 1 is as often the timing noise, and the neighbours of a noise
        "win" only carry its noise along)."""
        gains = self._gains()
        if not gains:
            return [0] * len(self.space.genes)
        return self.space.encode(self.space.from_json(gains[0].config_json))

    def _gains(self) -> list[Record]:
        """Measured configs faster than the default beyond the screening noise, fastest
        first: ratio below `COMBINE_BELOW` and the 95% interval below 1."""
        return sorted((r for r in self.measured.values() if r.ok and r.ratio and r.ratio < COMBINE_BELOW
                       and (r.ratio_high is None or r.ratio_high < 1.0)), key=lambda r: r.ratio)

    def _combinations(self) -> list[Config]:
        """Unmeasured unions of measured gains: all of them at once, then the incumbent plus
        the genes of each other config that beat the default, interleaved with the running
        unions of the fastest wins (on CPU, gains of separate
        genes mostly compound: 1.06x, 1.08x and 1.05x single moves made 1.30x together
        on the transformer example). Where two winners set one gene differently, the
        faster winner's value is kept."""
        wins = self._gains()
        if len(wins) < 2:
            return []
        genomes = [self.space.encode(self.space.from_json(r.config_json)) for r in wins]
        base = genomes[0]  # the incumbent

        def merge(into: list[int], other: list[int]) -> list[int]:
            return [a if a else b for a, b in zip(into, other)]

        union, pairs_and_unions = list(base), []
        for g in genomes[1:]:
            union = merge(union, g)
            pairs_and_unions += [merge(base, g), union]
        unique: dict[str, Config] = {}
        for genome in [union, *pairs_and_unions]:  # all wins at once first, then faster partners first
            c = self.space.decode(list(genome))
            if c.hash not in self.measured:
                unique.setdefault(c.hash, c)
        return list(unique.values())

    def _neighbours(self, scorer: Scorer, n: int) -> tuple[list[Config], list[float]]:
        """Up to `n` unmeasured one-gene neighbours of the incumbent, at most one per gene
        (a model that likes a gene would otherwise spend the round on that gene's variants).
        Order: genes with no measured move from the incumbent yet first (a gene's layouts
        mostly win or lose together), then aligned moves (with `aligned_first`) and moves
        that revert one of the incumbent's genes to the compiler's default (a bulk pin set
        is mostly right and partly not), then the best predicted. The neighbourhood is
        scored whole, sampled above `MAX_NEIGHBOURS`."""
        if n <= 0 or not self.space.genes:
            return [], []
        base = self.incumbent()
        cand = [(i, j) for i, k in enumerate(self.ops.num_choices) for j in range(k) if j != base[i]]
        if len(cand) > MAX_NEIGHBOURS:
            cand = self.rng.sample(cand, MAX_NEIGHBOURS)
        if not cand:
            return [], []
        genomes = np.tile(np.asarray(base, np.int32), (len(cand), 1))
        for row, (i, j) in enumerate(cand):
            genomes[row, i] = j
        pred = _predict(scorer, genomes)
        first = self.settings.aligned_first
        tier = np.array([not (move in self.aligned or (first and move[1] == 0)) for move in cand])
        tried = self._tried_genes(base)
        was_tried = np.array([i in tried for i, _ in cand])
        out, scores, genes = [], [], set()
        for row in np.lexsort((pred, tier, was_tried)):
            gene = cand[row][0]
            if gene in genes:
                continue
            c = self.space.decode(genomes[row].tolist())
            if c.hash in self.measured:
                continue
            genes.add(gene)
            out.append(c)
            scores.append(float(pred[row]))
            if len(out) >= n:
                break
        return out, scores

    def _tried_genes(self, base: list[int]) -> set[int]:
        """Genes in which some measured config differs from `base`, in at most
        `neighbour_group` genes (a one-gene move, or a group of them)."""
        base_arr, tried = np.asarray(base), set()
        for rec in self.measured.values():
            diff = np.flatnonzero(np.asarray(self.space.encode(self.space.from_json(rec.config_json))) != base_arr)
            if 1 <= len(diff) <= self.settings.neighbour_group:
                tried.update(int(d) for d in diff)
        return tried

    def _grouped(self, scorer: Scorer, near: list[Config], scores: list[float]) -> tuple[list[Config], list[float]]:
        """One-gene neighbours, in order, merged `neighbour_group` at a time into the incumbent."""
        k = self.settings.neighbour_group
        if k == 1 or not near:
            return near, scores
        base = self.incumbent()
        genomes = []
        for start in range(0, len(near), k):
            genome = list(base)
            for c in near[start: start + k]:
                for i, (a, b) in enumerate(zip(self.space.encode(c), base)):
                    if a != b:
                        genome[i] = a
            genomes.append(genome)
        configs = [self.space.decode(g) for g in genomes]
        keep = [j for j, c in enumerate(configs) if c.hash not in self.measured]
        if not keep:
            return [], []
        pred = _predict(scorer, np.array([genomes[j] for j in keep], np.int32).reshape(len(keep), -1)).tolist()
        return [configs[j] for j in keep], pred

    def _elites(self, islands: Islands, n: int, exclude: set[str] = frozenset()) -> tuple[list[Config], list[float]]:
        inds = islands.individuals()
        if self.settings.objective == "pareto":
            fronts = tools.sortNondominated(inds, len(inds))
            inds = [ind for front in fronts for ind in front]
        else:
            inds.sort(key=lambda ind: ind.fitness.values[0])
        out, scores, seen = [], [], set()
        for ind in inds:
            c = self.space.decode(list(ind))
            if c.hash in self.measured or c.hash in seen or c.hash in exclude:
                continue
            seen.add(c.hash)
            out.append(c)
            scores.append(ind.fitness.values[0])
            if len(out) >= n:
                break
        return out, scores

    def _randoms(self, n: int) -> list[Config]:
        """`n` unmeasured configs that change 1 to `RANDOM_MAX_GENES` random genes of the
        default, each an aligned move half of the time. Sparse because on CPU a dense
        random layout is almost always much slower (in one transformer search, five with
        30 to 63 genes changed ran 1.2x to 2.3x slower), so it explores nothing."""
        movable = [i for i, k in enumerate(self.ops.num_choices) if k > 1]
        aligned = sorted(self.aligned)
        out: dict[str, Config] = {}
        for _ in range(50 * max(n, 1)):
            if len(out) >= n or not movable:
                break
            genome = [0] * len(self.space.genes)
            for _ in range(self.rng.randint(1, RANDOM_MAX_GENES)):
                if aligned and self.rng.random() < 0.5:
                    i, j = self.rng.choice(aligned)
                else:
                    i = self.rng.choice(movable)
                    j = self.rng.randrange(1, self.ops.num_choices[i])
                genome[i] = j
            c = self.space.decode(genome)
            if c.hash not in self.measured:
                out[c.hash] = c
        return list(out.values())

    def _island_keys(self, islands: Islands) -> list[tuple[float, float]]:
        """Islands ranked by the best *measured* ratio among their members, then by prediction."""
        keys = []
        for pop in islands.populations:
            measured = [self.measured[h].ratio for h in (self.space.decode(list(i)).hash for i in pop)
                        if h in self.measured and self.measured[h].ok and self.measured[h].ratio]
            keys.append((min(measured, default=math.inf), min(i.fitness.values[0] for i in pop)))
        return keys

    # --- the answer ------------------------------------------------------------

    def _confirm(self, configs: list[Config]) -> list[Record]:
        return confirm(self.measurer, self.program, configs)

    def _finish(self, rounds: int) -> SearchResult:
        default = self.space.default()
        ok = sorted((r for r in self.measured.values() if r.ok and r.ratio), key=lambda r: r.ratio)
        front = _front(ok) if self.settings.objective == "pareto" else []
        candidates = [r for r in ok if r.config_hash != default.hash and r.ratio < 1.0][: self.settings.confirm_top]
        answer, confirmed = default, None
        if candidates and self.settings.confirm and not self.interrupted:
            self.on_event("confirm", {"candidates": len(candidates)})
            again = self._confirm([self.space.from_json(r.config_json) for r in candidates])
            self.records.extend(again)
            wins = sorted((r for r in again if r.ok and r.ratio_high is not None and r.ratio_high < 1.0),
                          key=lambda r: r.ratio)
            if wins:
                confirmed = wins[0]
                answer = self.space.from_json(confirmed.config_json)
        if confirmed is not None:
            speedup, lo, hi = 1 / confirmed.ratio, 1 / confirmed.ratio_high, 1 / confirmed.ratio_low
            message = (f"confirmed {speedup:.3f}x faster than XLA's default (95% CI {lo:.3f}-{hi:.3f}), "
                       f"{len(json.loads(confirmed.config_json)['genes'])} genes changed")
        else:
            speedup = lo = hi = 1.0
            others = [r for r in ok if r.config_hash != default.hash]
            best = others[0].speedup if others else None
            if self.interrupted and candidates:
                message = f"interrupted before confirmation; best screened {1 / candidates[0].ratio:.3f}x (unconfirmed): answering the default"
            elif candidates and self.settings.confirm:
                message = (f"no config beat the default beyond the noise (best screened {1 / candidates[0].ratio:.3f}x "
                           f"did not hold up when re-timed): answering XLA's default")
            elif candidates:
                message = f"best screened {1 / candidates[0].ratio:.3f}x, not confirmed (--no-confirm): answering the default"
            else:
                message = ("no measured config was faster than XLA's default"
                           + (f" (best {best:.3f}x)" if best else "") + ": answering the default")
        result = SearchResult(self.program, answer, speedup, lo, hi, confirmed, message, self.records, self.history,
                              self.predictions, front, rounds, self.used, self.interrupted)
        self.on_event("done", {"result": result})
        return result


CONFIRM_MIN_PAIRS = 30


def confirm(measurer: Any, program: Program, configs: Sequence[Config]) -> list[Record]:
    """Re-times configs against the default in a fresh process, with at least
    `CONFIRM_MIN_PAIRS` pairs: a process can differ from another by more than
    its own interval says (seen: 1.13x, 1.16x and 1.28x for one config in three
    processes), so a short, lucky run must not become the answer."""
    if hasattr(measurer, "close"):
        measurer.close()
    saved = measurer.settings
    policy = dataclasses.replace(saved.policy, min_pairs=max(saved.policy.min_pairs, CONFIRM_MIN_PAIRS),
                                 max_pairs=max(saved.policy.max_pairs, CONFIRM_MIN_PAIRS))
    measurer.settings = dataclasses.replace(saved, policy=policy)
    try:
        return measurer.measure(program, list(configs), remeasure=True)
    finally:
        measurer.settings = saved


def _predict(scorer: Scorer, genomes: np.ndarray) -> np.ndarray:
    """Predicted runtimes (b,) of genomes (b, genes): the first objective of any scorer."""
    if not len(genomes):
        return np.zeros(0)
    return np.asarray(scorer.score_indices(genomes), np.float64).reshape(len(genomes), -1)[:, 0]


MAX_NEIGHBOURS = 20_000
RANDOM_MAX_GENES = 3  # an epsilon random config changes at most this many genes of the default
COMBINE_BELOW = 0.99  # a screened ratio this far below the default counts as a gain to combine


def _front(records: Sequence[Record]) -> list[Record]:
    """Measured Pareto front of (ratio, temp bytes), fastest first."""
    pts = [r for r in records if r.temp_bytes is not None]
    front = []
    for r in pts:
        if not any((o.ratio <= r.ratio and o.temp_bytes <= r.temp_bytes) and (o.ratio < r.ratio or o.temp_bytes < r.temp_bytes)
                   for o in pts):
            front.append(r)
    return sorted(front, key=lambda r: r.ratio)
