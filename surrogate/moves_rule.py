"""Learning which moves pay on programs never measured: the global prior and an evolved rule.

    corpus = move_corpus.load_corpus(stores)
    prior = fit_prior(corpus)                     # each move key's measured upside
    rule = evolve(corpus, EvolveSettings(seed=0)) # a readable expression over move features
    rule.save("measure/suggestions.json")

**The global prior** scores a move by its key's *upside* across the training programs:
the mean measured log gain, a slower reading counting as 0 (the suggestions are judged by the
best of its picks, and the confirmation keeps a slower one from ever being the answer),
shrunk towards its kind's upside by `SHRINK` programs' worth.

**The evolved rule** is FunSearch's idea on DEAP's strongly-typed genetic programming: a
population of small programs (arithmetic, min/max, comparisons and if-then-else over the
program's and the move's features, `measure.suggestions.FEATURES`, the prior among them)
that output a move's priority, scored by the measured gain of their top-k picks across the
training programs from stored readings (no new timing), minus a size penalty; islands
evolve apart, exchange their best every few generations, and the weakest island is reset
from the best one now and then (its own islands, not `search.islands`: trees scored one by
one, a ring exchange and a fixed reset schedule; that module's docstring says why they
differ, and the layering keeps `surrogate` from importing `search`). While it is scored,
each training program sees the prior learned *without* it (leave one program out), so the
rule cannot learn the prior's knowledge of the program it is ranking.
"""

from __future__ import annotations

import dataclasses
import functools
import math
import random
from collections.abc import Callable, Mapping, Sequence

import numpy as np
from deap import base, creator, gp, tools

from xtune.measure.suggestions import FEATURES, FUNCTIONS, OFFERED, SHRINK, Rule, parse, score
from xtune.surrogate.move_corpus import Corpus, ProgramMoves

WIN = 0.02  # a measured log gain above this counts as a win


def _upside(log_ratio: float) -> float:
    return max(0.0, -log_ratio)


def _program_stats(program: ProgramMoves) -> dict[str, dict[str, float]]:
    """{key: {"mean", "upside", "win"}} of one program (its moves of one key averaged), with
    "kind:<kind>" keys pooling each kind."""
    by_key: dict[str, list[float]] = {}
    for m, r in zip(program.moves, program.log_ratio):
        by_key.setdefault(m.key, []).append(float(r))
        by_key.setdefault(f"kind:{m.kind}", []).append(float(r))
    return {key: {"mean": float(np.mean(rs)), "upside": float(np.mean([_upside(r) for r in rs])),
                  "win": float(np.mean([-r > WIN for r in rs]))} for key, rs in by_key.items()}


def _totals(per_program: Sequence[Mapping[str, Mapping[str, float]]]) -> dict[str, dict[str, float]]:
    """Per key, the programs that measured it ("n") and the sums of their "mean", "upside", "win"."""
    out: dict[str, dict[str, float]] = {}
    for stats in per_program:
        for key, s in stats.items():
            t = out.setdefault(key, {"n": 0, "mean": 0.0, "upside": 0.0, "win": 0.0})
            t["n"] += 1
            for field in ("mean", "upside", "win"):
                t[field] += s[field]
    return out


def _prior_from(stats: Mapping[str, Mapping[str, float]]) -> dict[str, tuple[float, int, float, float]]:
    """Sums {key: {"n", "mean", "upside", "win"}} -> the prior's tuples, shrunk to each kind."""
    out = {}
    for key, s in stats.items():
        n = int(s["n"])
        if n <= 0:
            continue
        kind = None if key.startswith("kind:") else stats.get(f"kind:{_kind_of(key)}")
        base_up = kind["upside"] / kind["n"] if kind and kind["n"] > 0 else s["upside"] / n
        upside = (s["upside"] + SHRINK * base_up) / (n + SHRINK)
        out[key] = (s["mean"] / n, n, s["win"] / n, upside)
    return out


def _kind_of(key: str) -> str:
    """A move key's kind ("opt.NAME=VALUE" -> "option", "pin:dots" -> "pin", "pair" -> "pair")."""
    return "option" if key.startswith("opt.") else key.split(":", 1)[0]


def fit_prior(corpus: Corpus) -> dict[str, tuple[float, int, float, float]]:
    """The global prior of `corpus`: {key: (mean log ratio, programs, share won, upside)}."""
    return _prior_from(_totals([_program_stats(p) for p in corpus.programs]))


def leave_one_out_priors(corpus: Corpus) -> list[dict[str, tuple[float, int, float, float]]]:
    """Per program of `corpus`, the prior fitted on all the others."""
    per_program = [_program_stats(p) for p in corpus.programs]
    total = _totals(per_program)
    out = []
    for own in per_program:
        sums = {k: dict(v) for k, v in total.items()}
        for key, s in own.items():
            sums[key]["n"] -= 1
            for field in ("mean", "upside", "win"):
                sums[key][field] -= s[field]
        out.append(_prior_from(sums))
    return out


# --- scoring a predictor on a corpus ---------------------------------------------------------


@dataclasses.dataclass
class Table:
    """A corpus's offered moves as columns: what a rule is scored on quickly.

    Attributes:
      columns: {feature: (rows,)}, the prior's from each program's leave-one-out prior
        (or a given prior, for programs it was not fitted on).
      program: (rows,) program index; gain: (rows,) measured log gain; names: programs.
    """

    columns: dict[str, np.ndarray]
    program: np.ndarray
    gain: np.ndarray
    names: list[str]

    @classmethod
    def of(cls, corpus: Corpus, prior: Mapping[str, tuple[float, int, float, float]] | None = None) -> "Table":
        """The table of `corpus`, its prior columns from `prior` (None: leave one program out)."""
        priors = leave_one_out_priors(corpus) if prior is None else [prior] * len(corpus.programs)
        parts, program, gain = [], [], []
        for i, (p, pr) in enumerate(zip(corpus.programs, priors)):
            rows = [j for j, m in enumerate(p.moves) if m.kind in OFFERED]
            if not rows:
                continue
            moves = [p.moves[j] for j in rows]
            parts.append(Rule(dict(pr)).columns(moves))
            program += [i] * len(rows)
            gain += [-float(p.log_ratio[j]) for j in rows]
        columns = {f: np.concatenate([c[f] for c in parts]) if parts else np.zeros(0) for f in FEATURES}
        return cls(columns, np.array(program, np.int64), np.array(gain), [p.name for p in corpus.programs])

    def top_k(self, priorities: np.ndarray, k: int) -> np.ndarray:
        """(programs,) the measured log gain (0 if none faster) of each program's best of
        its `k` highest-priority moves (ties: measuring order)."""
        order = np.lexsort((-np.asarray(priorities, np.float64), self.program))
        pid = self.program[order]
        starts = np.searchsorted(pid, np.arange(len(self.names)))
        rank = np.arange(len(pid)) - starts[pid]
        keep = rank < k
        out = np.zeros(len(self.names))
        np.maximum.at(out, pid[keep], self.gain[order][keep])
        return out

    def best(self) -> np.ndarray:
        """(programs,) the best measured log gain among the offered moves (0 if none faster)."""
        out = np.zeros(len(self.names))
        np.maximum.at(out, self.program, self.gain)
        return out


def rule_priorities(expression: str, columns: Mapping[str, np.ndarray]) -> np.ndarray:
    """A rule expression's priorities over table columns (`measure.suggestions.score`)."""
    return score(parse(expression), columns)


# --- evolving the rule -------------------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class EvolveSettings:
    """How the rule is evolved.

    Attributes:
      islands, pop_size, generations: the islands' shape and length.
      migrate_every: generations between the islands' exchange of their best (a ring).
      reset_every: generations between resets of the weakest island from the best one.
      k: the picks a rule is scored on (the best of its top k per program).
      max_size: the most nodes a rule may have.
      size_penalty: fitness lost per node (readability).
      mutation: the chance an offspring is mutated.
      seed: random seed.
    """

    islands: int = 4
    pop_size: int = 80
    generations: int = 40
    migrate_every: int = 5
    reset_every: int = 10
    k: int = 3
    max_size: int = 30
    size_penalty: float = 2e-5
    mutation: float = 0.5
    seed: int = 0


def _constant() -> float:
    return round(random.uniform(-1.0, 1.0), 2)


def primitive_set() -> gp.PrimitiveSetTyped:
    """The typed primitives of a rule: float arithmetic, min/max, comparisons, if-then-else;
    the features as named arguments; small constants."""
    pset = gp.PrimitiveSetTyped("rule", [float] * len(FEATURES), float)
    pset.renameArguments(**{f"ARG{i}": name for i, name in enumerate(FEATURES)})
    for name in ("add", "sub", "mul", "div", "max", "min"):
        pset.addPrimitive(FUNCTIONS[name], [float, float], float, name=name)
    pset.addPrimitive(FUNCTIONS["neg"], [float], float, name="neg")
    pset.addPrimitive(FUNCTIONS["lt"], [float, float], bool, name="lt")
    pset.addPrimitive(FUNCTIONS["and_"], [bool, bool], bool, name="and_")
    pset.addPrimitive(FUNCTIONS["if_then_else"], [bool, float, float], float, name="if_then_else")
    pset.addTerminal(True, bool, name="true")
    pset.addTerminal(False, bool, name="false")
    pset.addEphemeralConstant("const", functools.partial(_constant), float)
    return pset


def _creator() -> None:
    if not hasattr(creator, "RuleFitness"):
        creator.create("RuleFitness", base.Fitness, weights=(1.0,))
        creator.create("RuleTree", gp.PrimitiveTree, fitness=creator.RuleFitness)


@dataclasses.dataclass
class Evolved:
    """What `evolve` returns.

    Attributes:
      expression: the best rule (DEAP prefix form).
      fitness: its training fitness (mean top-k gain minus the size penalty).
      size: its nodes.
      history: per generation, the best fitness over the islands.
    """

    expression: str
    fitness: float
    size: int
    history: list[float]


def evolve(table: Table, settings: EvolveSettings = EvolveSettings(),
           on_generation: Callable[[int, float, str], None] | None = None) -> Evolved:
    """Evolves a rule on `table` (`Table.of(corpus)`: leave-one-out prior columns).

    The islands start from random trees plus the prior alone ("prior"), so the best rule
    is never worse on the training programs than the prior's own ranking.
    """
    _creator()
    rng = random.Random(settings.seed)
    random.seed(settings.seed)
    np.random.seed(settings.seed)
    pset = primitive_set()
    tb = base.Toolbox()
    tb.register("expr", gp.genHalfAndHalf, pset=pset, min_=1, max_=3)
    tb.register("individual", tools.initIterate, creator.RuleTree, tb.expr)
    tb.register("select", tools.selTournament, tournsize=2)
    tb.register("mate", gp.cxOnePoint)
    tb.register("expr_mut", gp.genGrow, min_=0, max_=2)
    tb.register("mutate_uniform", gp.mutUniform, expr=tb.expr_mut, pset=pset)

    def mutate(ind):  # a new subtree, a node inserted above a subtree, or a subtree hoisted
        pick = rng.random()
        if pick < 0.5:
            return tb.mutate_uniform(ind)
        if pick < 0.75:
            return gp.mutInsert(ind, pset)
        return gp.mutShrink(ind)

    tb.register("mutate", mutate)
    limit = gp.staticLimit(key=len, max_value=settings.max_size)
    tb.decorate("mate", limit)
    tb.decorate("mutate", limit)
    cache: dict[str, float] = {}

    def fitness(ind) -> tuple[float]:
        text = str(ind)
        if text not in cache:
            if len(ind) > settings.max_size:
                cache[text] = -math.inf
            else:
                try:
                    with np.errstate(all="ignore"):
                        gains = table.top_k(rule_priorities(text, table.columns), settings.k)
                    cache[text] = float(gains.mean()) - settings.size_penalty * len(ind)
                except (ValueError, TypeError):
                    cache[text] = -math.inf
        return (cache[text],)

    def fresh(n: int) -> list:
        pop = [tb.individual() for _ in range(n - 1)]
        pop.append(creator.RuleTree(gp.PrimitiveTree.from_string("prior", pset)))
        return pop

    islands = [fresh(settings.pop_size) for _ in range(settings.islands)]
    for pop in islands:
        for ind in pop:
            ind.fitness.values = fitness(ind)
    history = []
    for gen in range(1, settings.generations + 1):
        for k, pop in enumerate(islands):
            elite = tools.selBest(pop, 2)
            offspring = [tb.clone(i) for i in tb.select(pop, len(pop) - len(elite))]
            for a, b in zip(offspring[::2], offspring[1::2]):
                if rng.random() < 0.5:
                    tb.mate(a, b)
                    del a.fitness.values, b.fitness.values
            for i, ind in enumerate(offspring):
                if rng.random() < settings.mutation:
                    offspring[i], = tb.mutate(ind)
                    del offspring[i].fitness.values
            for ind in offspring:
                if not ind.fitness.valid:
                    ind.fitness.values = fitness(ind)
            islands[k] = [tb.clone(e) for e in elite] + offspring
        if gen % settings.migrate_every == 0:  # ring: each island's best replaces the next one's worst
            bests = [tb.clone(tools.selBest(pop, 1)[0]) for pop in islands]
            for k, pop in enumerate(islands):
                worst = min(range(len(pop)), key=lambda i: pop[i].fitness.values[0])
                pop[worst] = bests[(k - 1) % len(islands)]
        if gen % settings.reset_every == 0 and len(islands) > 1:  # FunSearch: reset the weakest island
            scores = [tools.selBest(pop, 1)[0].fitness.values[0] for pop in islands]
            weakest, strongest = int(np.argmin(scores)), int(np.argmax(scores))
            seeds = [tb.clone(i) for i in tools.selBest(islands[strongest], 4)]
            pop = seeds + fresh(settings.pop_size - len(seeds))
            for ind in pop:
                if not ind.fitness.valid:
                    ind.fitness.values = fitness(ind)
            islands[weakest] = pop
        best = max((i for pop in islands for i in pop), key=lambda i: i.fitness.values[0])
        history.append(best.fitness.values[0])
        if on_generation:
            on_generation(gen, best.fitness.values[0], str(best))
    best = max((i for pop in islands for i in pop), key=lambda i: (i.fitness.values[0], -len(i)))
    return Evolved(str(best), best.fitness.values[0], len(best), history)


# --- comparing predictors on programs they were not learned from ------------------------------


def predictor_gains(table: Table, priorities: Mapping[str, np.ndarray], ks: Sequence[int] = (1, 3)
                    ) -> dict[str, dict[str, np.ndarray]]:
    """{predictor: {"top1", "top3", ...: (programs,) measured log gains}} on `table`."""
    return {name: {f"top{k}": table.top_k(pri, k) for k in ks} for name, pri in priorities.items()}


def regret(gains: np.ndarray, best: np.ndarray, floor: float = WIN) -> np.ndarray:
    """(programs,) the share of the best measured gain a pick missed, nan where the best is below `floor`."""
    with np.errstate(all="ignore"):
        return np.where(best > floor, 1.0 - gains / best, np.nan)


def program_priorities(corpus: Corpus, fn: Callable[[ProgramMoves], np.ndarray]) -> np.ndarray:
    """A per-program predictor's priorities laid out as `Table.of(corpus)`'s rows."""
    parts = []
    for p in corpus.programs:
        rows = [j for j, m in enumerate(p.moves) if m.kind in OFFERED]
        if rows:
            parts.append(np.asarray(fn(p), np.float64)[rows])
    return np.concatenate(parts) if parts else np.zeros(0)



def count_priorities(corpus: Corpus) -> np.ndarray:
    """The count's priorities: fewest elements laid out other than row-major first
    (`surrogate.program_terms`; options and pins count nothing, so they keep measuring order)."""
    from xtune.surrogate.program_terms import ProgramTerms

    def fn(p: ProgramMoves) -> np.ndarray:
        genomes = np.array([p.space.encode(m.config) for m in p.moves], np.int64)
        return -np.asarray(ProgramTerms(p.space).unfitted().score_indices(genomes), np.float64)

    return program_priorities(corpus, fn)


def model_priorities(corpus: Corpus, model_path: str | None = None) -> np.ndarray:
    """The bundled potentials model's priorities (its predicted runtime, fastest first)."""
    from xtune.surrogate.potentials import PotentialsModel

    model = PotentialsModel.load(model_path)

    def fn(p: ProgramMoves) -> np.ndarray:
        scorer = model.scorer(p.space.program, p.space)
        return -np.asarray(scorer.score([m.config for m in p.moves]), np.float64)

    return program_priorities(corpus, fn)


@dataclasses.dataclass
class Comparison:
    """Predictors of a move's gain compared on programs none of them was learned from.

    Attributes:
      names: the held-out programs.
      best: (programs,) the best measured log gain among their offered moves.
      gains: {predictor: {"top1", "top3": (programs,) log gains}}.
      expression: the evolved rule compared.
    """

    names: list[str]
    best: np.ndarray
    gains: dict[str, dict[str, np.ndarray]]
    expression: str

    def rows(self, baseline: str = "global prior") -> list[dict[str, float | str]]:
        """Per predictor: mean top-1/top-3 gain as speedups, mean top-3 regret, and the
        paired Wilcoxon p-value of its top-3 regret against `baseline`'s."""
        from scipy.stats import wilcoxon

        out = []
        base = regret(self.gains[baseline]["top3"], self.best)
        for name, g in self.gains.items():
            r3 = regret(g["top3"], self.best)
            ok = ~np.isnan(r3) & ~np.isnan(base)
            diff = r3[ok] - base[ok]
            p = float(wilcoxon(r3[ok], base[ok]).pvalue) if name != baseline and np.any(diff != 0) else math.nan
            out.append({"predictor": name, "top1": float(np.exp(g["top1"].mean())),
                        "top3": float(np.exp(g["top3"].mean())), "regret3": float(np.nanmean(r3)),
                        "better": int((diff < 0).sum()), "worse": int((diff > 0).sum()), "p": p})
        return out


def compare(train: Corpus, held_out: Corpus, settings: EvolveSettings = EvolveSettings(),
            random_seeds: int = 20, model_path: str | None = None) -> Comparison:
    """Fits the prior and evolves a rule on `train`, then scores every predictor's top
    picks on `held_out`: the global prior, the share won, measuring order (the fixed
    order a search without learning screens in), the count, a random order (mean over
    seeds), the bundled potentials model and the evolved rule."""
    prior = fit_prior(train)
    table = Table.of(held_out, prior)
    evolved = evolve(Table.of(train), settings)
    rng = np.random.default_rng(settings.seed)
    priorities = {
        "global prior": table.columns["prior"],
        "share won": table.columns["prior_win"],
        "fixed order": np.zeros(len(table.gain)),
        "count": count_priorities(held_out),
        "potentials model": model_priorities(held_out, model_path),
        "evolved rule": rule_priorities(evolved.expression, table.columns),
    }
    gains = predictor_gains(table, priorities)
    draws = [predictor_gains(table, {"r": rng.random(len(table.gain))})["r"] for _ in range(random_seeds)]
    gains["random"] = {k: np.mean([d[k] for d in draws], axis=0) for k in draws[0]}
    return Comparison(table.names, table.best(), gains, evolved.expression)
