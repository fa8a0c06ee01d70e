"""The search loop: ask the strategy, measure for real, tell it, refine the cost model,
repeat within the budget or until the strategy has nothing more to propose (every
config of a small space measured); then confirm the answer.

    result = Search(program, measurer, model, SearchSettings()).run()

What is proposed, and why, is the strategy's business (`xtune.search.strategy`); this
loop owns the budget (measurements, wall time, a stop request), the records, the
refinement of the cost model after each round (a copy fine-tuned on this program's
measurements, so the islands' ranking follows what was really measured), and the
answer: the best *measured* configs are re-timed against the default in a fresh
process, as far as the search's readings ask (`xtune.search.answer.to_confirm`), and if
none is faster beyond the noise, the answer is the default — xtune never hands back a
config slower than the compiler's own. On request (`AnswerSettings.explain`), a
confirmed answer is then explained in that process, group of genes by group, and
reduced to the groups that carry its gain (`xtune.search.explain`).

The search's records are the strategy's (`Strategy.records`, each told as it came), then
those of the answer's confirmation and explanation; the measurer is used through
`xtune.search.measuring.SearchMeasurer`.
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

from xtune.measure import suggestions
from xtune.measure.compiled import CompiledCosts
from xtune.measure.errors import WorkFailed
from xtune.measure.phases import COMPILE_SCREEN, OTHER, PhaseClock
from xtune.measure.program import Program
from xtune.measure.record import SAME, Record, default_failed, default_failure_line
from xtune.measure.space import Config, ConfigSpace
from xtune.search import answer, explain
from xtune.search.answer import SearchResult, TraceRow
from xtune.search.costmodel import CostModel, unplaced_nodes
from xtune.search.measuring import SearchMeasurer
from xtune.search.settings import SearchSettings
from xtune.search.strategy import Proposal, Strategy

log = logging.getLogger(__name__)
MIN_RECORDS_TO_REFINE = 4

Event = Callable[[str, dict[str, Any]], None]


MODEL = "model"  # the strategy's asks (islands, the model's ranking) and the model's refinement


class DefaultFailed(WorkFailed):
    """XLA's default config of the program does not compile or run here: a search has
    nothing to compare against, and every config would fail the same way."""


class Search:
    """One program's search; see the module docstring.

    Raises `DefaultFailed` from `run` when the default config fails (it is measured
    first: nothing else is spent).

    Args:
      program: the program to tune.
      measurer: the measurer (`SearchMeasurer`: a `xtune.measure.Measurer`, with a store or not).
      model: the cost model.
      settings: budget and knobs.
      on_event: progress callback: ("stored"|"measured"|"round"|"exhausted"|"confirm"|"explain"|"done",
        data); "stored" (with `resume` only) says how many of the budget's measurements the
        store held already ({"used"}); "exhausted" says the strategy has nothing more to
        propose, with budget left or not ({"line", "configs", "measured", "used"}: its
        one line for the user, the space's and the measured configs' counts).
      should_stop: polled between measurements (Ctrl-C sets it).
      start_from: configs measured right after the default and searched around if they
        win (known answers: `xtune search --from`).
    """

    def __init__(self, program: Program, measurer: SearchMeasurer, model: CostModel,
                 settings: SearchSettings = SearchSettings(), on_event: Event | None = None,
                 should_stop: Callable[[], bool] = lambda: False, start_from: Sequence[Config] = ()):
        self.program = program
        self.measurer = measurer
        self.model = model
        self.settings = settings
        self.on_event = on_event or (lambda kind, data: None)
        self.should_stop = should_stop
        self.space = ConfigSpace(program, backend=measurer.info.get("backend", "cpu"), loops=settings.moves.loops)
        self.compiled = CompiledCosts(program) if settings.moves.compile_screen > 1 else None
        self.clock = PhaseClock()  # the search's own phases: the model, the compile screen
        moves = settings.moves
        rank = ([s.config for s in suggestions.rank(self.space)] if moves.suggestions or moves.suggested_order else None)
        self.strategy = Strategy(self.space, lambda: model.scorer(program, self.space), settings,
                                 random.Random(settings.seed), known=start_from,
                                 compile_fn=self._compile_screen if self.compiled else None, rank=rank)
        # a search of a few measurements (the four-measurement answer) times each config only until
        # the win rule decides it (faster, not faster, or within 1% of its ratio), as a confirmation
        # does: what it must know is which of its few configs wins, and the confirmation re-times that
        self.policy = answer.decided(measurer.settings.policy) if answer.small_budget(settings) else None
        self.phases: dict[str, dict[str, float]] = {}  # part -> phase -> seconds (`SearchResult.phases`)
        self.answer_records: list[Record] = []  # the confirmation's and the explanation's, in order
        self.used = 0
        self.same_executable = 0  # configs not timed because their executable was, that cost nothing
        self.history: list[tuple[int, float]] = []
        self.predictions: list[tuple[float, float]] = []
        self.trace: list[TraceRow] = []
        self._family: dict[str, str] = {}  # config hash -> the move family that proposed it
        self.start = time.monotonic()
        self.interrupted = False
        self.default_failure: Record | None = None
        self._lock = threading.Lock()

    @property
    def records(self) -> list[Record]:
        """Every record this search used, in order: the strategy's (measured, reused or
        stored), then the answer's confirmation and explanation."""
        return [*self.strategy.records, *self.answer_records]

    # --- budget ------------------------------------------------------------------

    def time_left_s(self) -> float | None:
        if self.settings.budget.time_s is None:
            return None
        return self.settings.budget.time_s - (time.monotonic() - self.start)

    def budget_left(self) -> float:
        """Measurements the budget allows now: 0 once the default failed, a stop was asked
        or the time ran out; `math.inf` where only the time limits it (`measurements=None`)."""
        if self.default_failure is not None:
            return 0
        if self.should_stop():
            self.interrupted = True
            return 0
        left = self.time_left_s()
        if left is not None and left <= 0:
            return 0
        cap = self.settings.budget.measurements
        return math.inf if cap is None else cap - self.used

    def best_ratio(self) -> float:
        return min((r.ratio for r in self.timed()), default=math.nan)

    def timed(self) -> list[Record]:
        """The latest ok record of each measured config whose ratio counts: not one whose
        default ran off its history (`Record.default_off_history`)."""
        return [r for r in self.strategy.measured.values() if r.ratio_counts]

    # --- the loop ------------------------------------------------------------------

    def run(self) -> SearchResult:
        measured_before = self.measurer.clock.seconds()  # a measurer may have served other searches
        self._load_stored()
        if self.settings.budget.resume:
            self.on_event("stored", {"used": self.used})
        rounds_reported = 0
        while self.budget_left() > 0 and not self.strategy.done:
            with self.clock.time(MODEL):
                proposals = self.strategy.ask(self.budget_left())
            self._measure(proposals)
            if self.strategy.round_complete:
                with self.clock.time(MODEL):
                    self._refine()
                self.strategy.end_round()
                rounds_reported = self._round_event()
        if self.default_failure is not None:
            raise DefaultFailed(default_failure_line(self.program.name, self.default_failure)
                                + ", so no config can be measured against it")
        if self.strategy.rounds > rounds_reported:  # the budget or the space ended inside a round
            self._round_event()
        if self.strategy.done:
            self.on_event("exhausted", {"line": self.strategy.done_line(), "configs": self.strategy.size,
                                        "measured": len(self.strategy.measured), "used": self.used})
        search = self.clock.seconds()
        search[MODEL] = search.get(MODEL, 0.0) - search.get(COMPILE_SCREEN, 0.0)
        search.update(self.measurer.clock.since(measured_before))
        other = time.monotonic() - self.start - sum(search.values())  # deciding, the store, the callbacks
        self.phases["search"] = {**search, **({OTHER: other} if other > 0 else {})}
        return self._finish()

    def _compile_screen(self, configs: Sequence[Config]) -> Any:
        with self.clock.time(COMPILE_SCREEN):
            return self.compiled.log_bytes_ratios(configs)

    def _load_stored(self) -> None:
        """Stored records of this program, device, versions and cores seed the search (and,
        with `resume`, count against the budget); none of them is measured again."""
        store = self.measurer.store
        if store is None:
            return
        info, cores = self.measurer.info, self.measurer.settings.num_cores
        stored: dict[str, Record] = {}  # the latest record per config
        for rec in store.records(self.program.fingerprint, device_kind=info["device_kind"]):
            if rec.cores == cores and rec.jax_version == info["jax_version"]:
                if rec.config_hash not in stored and self.settings.budget.resume:
                    self._spend(rec, reused=False)
                stored[rec.config_hash] = rec
        for rec in stored.values():
            self.strategy.tell(rec)

    def _measure(self, proposals: Sequence[Proposal]) -> None:
        """Measures proposals not measured yet, in order, within the budget.

        With one worker, one config per call, so a stop request takes effect after the
        measurement in flight; with several workers (`jobs`), a call per budget-sized
        group keeps them all busy.
        """
        score = {p.config.hash: p.score for p in proposals if p.score is not None}
        for p in proposals:  # the first family that proposed a config is the one it is traced under
            self._family.setdefault(p.config.hash, p.family)
        todo = list({p.config.hash: p.config for p in proposals
                     if p.config.hash not in self.strategy.measured}.values())
        group = max(1, self.measurer.settings.jobs)

        def on_record(rec: Record, reused: bool) -> None:
            with self._lock:  # the measurer calls back from its threads when jobs > 1
                self._record(rec, reused, score)

        left = self.budget_left()  # what follows the first group is compiled ahead where the measurer can
        self.measurer.prepare(self.program, todo[group:] if left == math.inf else todo[group:max(group, int(left))])
        while todo:
            n = min(group, self.budget_left())
            if n <= 0:
                return
            chunk, todo = todo[:n], todo[n:]
            self.measurer.measure(self.program, chunk, on_record=on_record, policy=self.policy)

    def _record(self, rec: Record, reused: bool, score: dict[str, float]) -> None:
        if default_failed(rec, self.space.default().hash):
            self.default_failure = self.default_failure or rec
        self._spend(rec, reused)
        self.strategy.tell(rec)
        self.history.append((self.used, self.best_ratio()))
        self.trace.append(self._trace_row(rec, reused))
        if rec.config_hash in score and rec.ok and rec.ratio:
            self.predictions.append((score[rec.config_hash], rec.ratio))
        self.on_event("measured", {"record": rec, "reused": reused, "used": self.used,
                                   "best_ratio": self.best_ratio(), "time_left_s": self.time_left_s()})

    def _spend(self, rec: Record, reused: bool) -> None:
        """Counts a record against the budget: a config measured now (or, with `count_reused`,
        taken from the store); not one that was not timed because its executable was
        (`BudgetSettings.free_same_executable`)."""
        budget = self.settings.budget
        free = (rec.status == SAME and not reused and budget.free_same_executable
                and (budget.measurements is None or self.same_executable < budget.measurements))
        self.same_executable += free
        self.used += 0 if free else (not reused) or budget.count_reused

    def _trace_row(self, rec: Record, reused: bool) -> TraceRow:
        incumbent = self.space.decode(self.strategy.incumbent())
        family = self._family.get(rec.config_hash, "stored")
        return TraceRow(self.used, self.strategy.rounds, family,
                        rec.config_hash, len(json.loads(rec.config_json)["genes"]), rec.status,
                        rec.ratio if rec.ok else None, reused, incumbent.hash, rec.config_hash == incumbent.hash
                        and not incumbent.is_default, rec.compile_s)

    def _refine(self) -> None:
        """After a round, the strategy ranks with a copy of the cost model fine-tuned on
        this program's measurements (always refined from the model the search began with)."""
        if not self.settings.refine or self.budget_left() <= 0:
            return
        ok = self.timed()
        if len(ok) >= MIN_RECORDS_TO_REFINE:
            self.strategy.use_scorer(self.model.refine(self.program, self.space, ok).scorer(self.program, self.space))

    def _round_event(self) -> int:
        self.on_event("round", {"round": self.strategy.rounds, "used": self.used, "best_ratio": self.best_ratio(),
                                "time_left_s": self.time_left_s()})
        return self.strategy.rounds

    # --- the answer ----------------------------------------------------------------

    def _finish(self) -> SearchResult:
        ok = sorted(self.timed(), key=lambda r: r.ratio)
        front = answer.pareto_front(ok) if self.settings.objective == "pareto" else []
        screened = answer.candidates(self.space, ok, self.settings.answer.confirm_top)
        chosen = answer.to_confirm(screened, self.settings)
        confirmed, explained = None, None
        if chosen and self.settings.answer.confirm and not self.interrupted:
            confirmed, explained = self._confirm(chosen, self.settings.answer.confirm_processes)
        full = self.space.from_json(confirmed.config_json) if confirmed is not None else None
        best, record = full or self.space.default(), confirmed
        if explained is not None and explained.smallest is not None:
            best, record = explained.smallest, explained.smallest_record
        if record is not None:
            speedup, lo, hi = 1 / record.ratio, 1 / record.ratio_high, 1 / record.ratio_low
        else:
            speedup = lo = hi = 1.0
        if self.settings.answer.confirm and not self.interrupted:
            self._keep_answer(best, record)
        others = [r for r in ok if r.config_hash != self.space.default().hash]
        text = answer.message(record, screened, others[0].speedup if others else None,
                              self.settings.answer.confirm, self.interrupted,
                              full_genes=len(full.values) if full is not None and best != full else None,
                              within_noise=bool(screened) and not chosen)
        unplaced = unplaced_nodes(self.model, self.program, self.space) if self.strategy.rounds else ()
        result = SearchResult(self.program, best, speedup, lo, hi, record, text, self.records, self.history,
                              self.predictions, front, self.strategy.rounds, self.used, self.interrupted, unplaced,
                              explained.contributions if explained else [], full, confirmed, self.trace,
                              self.phases, time.monotonic() - self.start)
        self.on_event("done", {"result": result})
        return result

    def _keep_answer(self, best: Config, record: Record | None) -> None:
        """Writes the answer into the store (`RecordStore.add_answer`: what `xtune db answers`
        reads back), under the setting its measurements were made with."""
        store = self.measurer.store
        if store is None:
            return
        info = self.measurer.info
        setting = (info["device_kind"], self.measurer.settings.num_cores, info["jax_version"], info["jaxlib_version"])
        if record is not None:
            setting = (record.device_kind, record.cores, record.jax_version, record.jaxlib_version)
        store.add_answer(self.program.fingerprint, best.hash, setting, record)

    def _confirm(self, screened: Sequence[Record],
                 processes: int) -> tuple[Record | None, explain.Explanation | None]:
        """Re-times the candidates in up to `processes` fresh processes and, with
        `AnswerSettings.explain`, explains the fastest confirmed one in the last of them
        (`xtune.search.explain`; not after a stop request during the confirmation): (its
        record, the explanation). The time the fresh measurer spends goes to `phases`:
        "explanation" while it explains, "confirmation" the rest."""
        settings = self.settings.answer
        self.on_event("confirm", {"candidates": len(screened), "processes": processes})
        with answer.confirmation_measurer(self.measurer) as fresh:
            try:
                rounds = answer.confirm_rounds(fresh, self.program,
                                               [self.space.from_json(r.config_json) for r in screened],
                                               processes, self.should_stop,
                                               screened={r.config_hash: r for r in screened},
                                               until_confirmed=answer.small_budget(self.settings))
                for readings in rounds:
                    self.answer_records.extend(readings)
                confirmed = answer.answered(rounds)
                if confirmed is None or not settings.explain or self.should_stop():
                    return confirmed, None
                config = self.space.from_json(confirmed.config_json)
                self.on_event("explain", {"genes": len(config.values)})
                # explained against the reading of the processes it is measured in (the last round's)
                last = answer.fastest_confirmed([r for r in rounds[-1] if r.config_hash == confirmed.config_hash]) \
                    or confirmed
                before, t0 = fresh.clock.seconds(), time.perf_counter()
                explained = explain.explain(fresh, self.program, self.space, config, last,
                                            settings.max_groups, settings.smallest,
                                            known={r.config_hash: r for r in rounds[-1]},
                                            group_policy=answer.explain_group_policy(fresh.settings.policy))
                measured = fresh.clock.since(before)
                other = time.perf_counter() - t0 - sum(measured.values())  # deciding what to measure
                self.phases["explanation"] = {**measured, **({OTHER: other} if other > 0 else {})}
                self.answer_records.extend(explained.records)
                if explained.smallest is not None and processes > 1 and not self.should_stop():
                    explained = self._reconfirm_smallest(fresh, explained, confirmed, processes)
                return confirmed, explained
            finally:  # the rest of the fresh measurer's time, the re-timing of a smaller answer included
                self.phases["confirmation"] = fresh.clock.since(self.phases.get("explanation", {}))

    def _reconfirm_smallest(self, fresh: SearchMeasurer, explained: explain.Explanation,
                            confirmed: Record, processes: int) -> explain.Explanation:
        """The reduced answer, read in one process by the explanation, re-timed in
        `processes - 1` new ones: its median reading is its speedup, and it stays the answer
        only if that reading keeps the full answer's (median) gain; else the full config is
        the answer."""
        fresh.close()  # new worker processes for each further reading
        more = answer.confirm_rounds(fresh, self.program, [explained.smallest], processes - 1, self.should_stop)
        for readings in more:
            self.answer_records.extend(readings)
        median = answer.median_confirmations([[explained.smallest_record], *more])[0]
        if median.ratio_counts and explain.keeps_gain(median, confirmed):
            return dataclasses.replace(explained, smallest_record=median)
        return dataclasses.replace(explained, smallest=None, smallest_record=median)
