"""Tuning at first call: what `xtune.jit(fn, autotune=k)` does for a program the answers lack.

`xtune.deploy.jit` looks each new input signature up in the answers; on a miss with
`autotune` (off by default) it hands the program to `FirstCallTuner.tune`, which tunes it on
the call's own arguments and returns what the signature then runs.

How a tuning runs. `xtune.jit` takes `k` configs of `xtune.measure.suggestions.suggest` (the
ones most likely to beat XLA's default), compiles each with the config built in, runs it once
on the call's own arguments and drops it if it fails or its outputs differ from `jax.jit`'s
(`numerics.compare`), then times the rest interleaved with `jax.jit` on those arguments,
with the measurer's own timer and win rule (`measure.timing.time_rounds` and `decide`,
under `FIRST_CALL_POLICY`): rounds c1, c2, ..., jit, order reversed every other round,
one untimed round first; one blocking call per reading, donated arguments copied
afresh (untimed) for every run. A config is kept only where the whole 95% interval of its
ratio to `jax.jit` (the median of the per-round ratios, its interval from order
statistics: `measure.timing.ratio_estimate`) is below 1 - `AUTOTUNE_MARGIN` (2% faster);
of several, the fastest. Each config's timing stops once that rule decides it, from
`AUTOTUNE_MIN_ROUNDS` rounds on (`TimingPolicy.stop_when_decided`).
All of it is bounded by `autotune_budget_s` of wall time (default 10 s; from
after `jax.jit`'s own first run, which the call needs anyway): no config starts its
compile and first run after 60% of it, and timing stops at the end of
it (or once every config is decided, or after `AUTOTUNE_MAX_ROUNDS` rounds). Each config's
compile and first run runs on a daemon thread that the call waits on until the budget's
end: one that runs past it is abandoned there (it cannot be stopped; it may go on using a
core until it ends) and the tuning ends on `jax.jit`. The timed runs after a first run
that ended in time are not limited. The first call returns `jax.jit`'s outputs, or the
kept config's (which matched them). `autotune="background"` tunes 3 configs on a daemon
thread, on copies of the first call's arguments, while the calls run `jax.jit`; once it
keeps a config, later calls run it (`TunedJit.wait_for_tuning` waits for it).

What it writes. What it finds goes into the answers folder (`answers`, else $XTUNE_ANSWERS, else
`~/.cache/xtune/answers`), so the next process, with or without `autotune`, runs it
without tuning: a kept config as an ordinary answer file (its `source` starts with
"xtune.jit first call", and a `first_call` field says how few readings it rests on), and
every tuning as `first-call/<fingerprint>-<setting>.json`, what was tried and what each
read. A tuning that kept nothing is not redone in a later process for the same program
and setting unless the suggestions now offer a config it did not have (delete the file
to tune again). An answer of an offline search (`xtune db answers`, `xtune batch`) wins:
lookup prefers it to a first-call answer of the same program, and a first-call answer
never replaces its file. Writes hold an `flock` on the folder (a lock file in the
host's lock folder, `measure.hostlock.lock_dir`) and go through a temporary file and a
rename, so processes that tune the same program at once leave a folder `load` reads.

Host callbacks. A function that calls `jax.pure_callback` is tuned like any other, its
configs compiled with the callbacks' functions (`compile_config`); one whose callbacks have
side effects (`io_callback`, `jax.debug.print`) is not tuned (one warning): tuning runs the
function dozens of times and would repeat them. Its calls run `jax.jit`.

`Deployment` (what a signature runs) and `CompileFn` live here, below `xtune.deploy.jit`,
which imports this module and re-exports them; this module does not import it.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime
import fcntl
import functools
import hashlib
import json
import logging
import math
import os
import re
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from xtune.deploy import answers as answers_lib
from xtune.deploy.answers import INDEX, Answer, Answers, AnswersError, load
from xtune.measure import numerics
from xtune.measure.errors import one_line
from xtune.measure.jsonfile import write_bytes, write_json
from xtune.measure.program import Program
from xtune.measure.rewrite import apply as apply_config
from xtune.measure.rewrite import compile_options
from xtune.measure.suggestions import Suggestion
from xtune.measure.space import Config, ConfigSpace
from xtune.measure.timing import WIN, TimingPolicy, time_rounds

# xtune.jit's messages, all under the one logger its users configure
log = logging.getLogger("xtune.deploy.jit")

AUTOTUNE_DEFAULT_K = 3  # configs `autotune="background"` tries
AUTOTUNE_BUDGET_S = 10.0  # wall time of one tuning, compiles included
AUTOTUNE_TRIAL_SHARE = 0.6  # no compile and first run starts after this share of the budget
AUTOTUNE_MIN_ROUNDS = 20  # timed rounds before a config is judged (with 6, a config read 1.008x faster
# over 21 rounds at first call ran 0.971x in steady state: too few readings for a few percent)
AUTOTUNE_MARGIN = 0.02  # kept only where the whole 95% interval of its ratio to jax.jit is below 1 - this
AUTOTUNE_MAX_ROUNDS = 100
AUTOTUNE_CLOSE = 0.01  # an interval within +-1% of its ratio the margin leaves undecided: not faster, timing stops
# How a first call times its configs (`measure.timing.time_rounds`): one reading per call, the
# median-pair estimator, no stability rule (min_time_s) and no time cap of its own (the
# tuning's deadline ends it): only the win rule, AUTOTUNE_MAX_ROUNDS or the deadline stop a config.
FIRST_CALL_POLICY = TimingPolicy(warmup=1, min_pairs=AUTOTUNE_MIN_ROUNDS, max_pairs=AUTOTUNE_MAX_ROUNDS,
                                 min_sample_s=0.0, min_time_s=math.inf, max_time_s=math.inf, quantile=None,
                                 stop_when_decided=True, win_margin=AUTOTUNE_MARGIN, close=AUTOTUNE_CLOSE)
FIRST_CALL_SOURCE = "xtune.jit first call"  # how a first-call answer's `source` starts
FIRST_CALL_DIR = "first-call"  # the answers folder's record of each first-call tuning
FIRST_CALL_FORMAT = "xtune-first-call"
_LOCK_PREFIX = "xtune-answers-"
SuggestFn = Callable[[ConfigSpace, int], Sequence[Suggestion]]

CompileFn = Callable[..., Any]
"""`(text, options)` -> an executable with `execute(list) -> list`: compiles StableHLO text with
compile options; for a program that calls host callbacks it is called with `host_callbacks=`
their functions as well (`compile_config`)."""


def compile_config(compile_fn: CompileFn, text: str, options: tuple[tuple[str, Any], ...], program: Program) -> Any:
    """`compile_fn` on a config's text of `program`, given the functions of the program's host
    callbacks where it calls any (`measure.callbacks`)."""
    if program.host_callbacks:
        return compile_fn(text, options, host_callbacks=program.host_callbacks)
    return compile_fn(text, options)


def callback_hazard(program: Program) -> str:
    """Why running `program` more often than its calls (to tune or check it) is not done:
    its host callbacks have side effects, or their functions are not in this process; "" if
    nothing stands against it."""
    if program.has_side_effects:
        return ("it calls host callbacks with side effects (io_callback, jax.debug.print/callback), which "
                "running it again to tune or check it would repeat")
    if program.needs_this_process and not program.callbacks_live:
        return "it calls host callbacks whose functions this process cannot hand to XLA"
    return ""


@dataclasses.dataclass
class Deployment:
    """What `xtune.jit` does for one input signature.

    Attributes:
      fingerprint: the lowered program's fingerprint ("" if it could not be lowered).
      name: the function's name.
      tuned: the tuned executable runs (False: plain `jax.jit`).
      reason: one line: which answer runs, or why plain jit does.
      answer: the answer used (or refused).
      executable: the tuned executable (None when plain jit runs).
      calls: calls served by the tuned executable.
      check_pending: the next call checks the tuned outputs against `jax.jit`'s first.
    """

    fingerprint: str
    name: str
    tuned: bool
    reason: str
    answer: Answer | None = None
    executable: Any = None
    calls: int = 0
    check_pending: bool = False
    out_tree: Any = None
    donated: tuple[bool, ...] = ()


Call = tuple[tuple[Any, ...], dict[str, Any], list[Any]]
"""A call's (args, kwargs, flat dynamic arguments)."""


class FirstCallTuner:
    """Tunes one `xtune.jit` function's misses at first call (module docstring).

    It holds no state of the wrapper: what it needs of it comes as callables.

    Args:
      name: the function's name, for the messages and the answers.
      folder: the answers folder it reads its earlier tunings from and writes into (None: writes nothing).
      k: configs to try.
      background: tune on a daemon thread while the calls run `jax.jit`.
      budget_s: wall time of one tuning, compiles included.
      suggest_fn: `(space, k) -> suggestions`, the configs tried.
      plain: the plain `jax.jit` function (the reference and the baseline).
      compile_fn: compiles a config's StableHLO (`CompileFn`).
      lower_exec: `(program, args, kwargs) -> (lowered, program)`: the call lowered as it runs
        (with donation) and its program under `program`'s fingerprint.
      run: `(deployment, flat) -> outputs`: runs a deployment's executable on flat arguments.
      fresh_call: `(args, kwargs, donated, copy_all) -> Call`: the call with its donated
        arrays (or, with `copy_all`, every array) copied.
      check_allocator: `(fingerprint, executable, env)`: warns where the kept executable's
        temp buffer is faulted in afresh on every call.
      log_once: `(what, key, level, msg, *args)`: logs a message once per process.
      publish: `(key, deployment)`: a background tuning's result, for the next call of its signature.
    """

    def __init__(self, name: str, folder: Path | None, *, k: int, background: bool, budget_s: float,
                 suggest_fn: SuggestFn, plain: Callable[..., Any], compile_fn: CompileFn,
                 lower_exec: Callable[[Program, tuple[Any, ...], dict[str, Any]], tuple[Any, Program]],
                 run: Callable[[Deployment, list[Any]], Any],
                 fresh_call: Callable[[tuple[Any, ...], dict[str, Any], Sequence[bool], bool], Call],
                 check_allocator: Callable[[str, Any, dict[str, Any]], None], log_once: Callable[..., None],
                 publish: Callable[[Any, Deployment], None]):
        self.name, self.folder = name, folder
        self.k, self.background, self.budget_s = k, background, budget_s
        self._suggest = suggest_fn
        self._plain, self._compile_fn, self._lower_exec, self._run = plain, compile_fn, lower_exec, run
        self._fresh_call, self._check_allocator, self._log_once = fresh_call, check_allocator, log_once
        self._publish = publish
        self._threads: list[threading.Thread] = []

    def wait(self, timeout: float | None = None) -> bool:
        """Waits for the background tunings in flight, at most `timeout` seconds in all; True
        when none is left running."""
        end = None if timeout is None else time.monotonic() + timeout
        for t in list(self._threads):
            t.join(None if end is None else max(0.0, end - time.monotonic()))
        return not any(t.is_alive() for t in self._threads)

    def tune(self, program: Program, args: tuple[Any, ...], kwargs: dict[str, Any],
             env: dict[str, Any], key: Any) -> Deployment:
        """Tunes a miss (module docstring): here, or on a daemon thread with `background`.

        Args:
          program: the call's program, as `xtune search` sees it.
          args: the call's positional arguments.
          kwargs: the call's keyword arguments.
          env: this process's setting (device kind, backend, versions, cores).
          key: the signature's cache key, under which a background tuning publishes its result.

        Returns:
          What the signature runs: the kept config's executable, or `jax.jit` with the reason
          (while a background tuning runs, `jax.jit`).
        """
        fp = program.fingerprint
        hazard = callback_hazard(program)
        if hazard:
            self._log_once("callbacks", fp, logging.WARNING, "xtune.jit: %s (%s): not tuned at first call: %s; "
                           "running jax.jit", self.name, fp, hazard)
            return Deployment(fp, self.name, False, f"not tuned: {hazard}")
        try:
            space = ConfigSpace(program, backend=env["backend"])
            suggestions = [s for s in self._suggest(space, self.k) if not s.config.is_default][: self.k]
        except Exception as e:  # suggestions that fail is never the call's failure
            log.warning("xtune.jit: %s (%s): no configs to tune at first call, the suggestions failed (%s): running "
                        "jax.jit", self.name, fp, one_line(e, max_chars=300))
            return Deployment(fp, self.name, False, f"not tuned: the suggestions failed ({one_line(e, max_chars=200)})")
        if not suggestions:
            self._log_once("tuned", fp, logging.INFO, "xtune.jit: %s (%s): the suggestions have no config to tune at "
                           "first call: running jax.jit", self.name, fp)
            return Deployment(fp, self.name, False, "not tuned: there are no suggestions")
        done = _read_tuning(self.folder, fp, env)
        tried = (done.get("suggestions", done.get("shortlist", ())) if done is not None  # "shortlist": its older name
                 else ())
        if done is not None and not done.get("kept") and {s.config.hash for s in suggestions} <= set(tried):
            self._log_once("tuned", fp, logging.INFO, "xtune.jit: %s (%s): tuned at first call before (%s): none of "
                           "its configs beat jax.jit; running jax.jit (delete that file to tune again)", self.name,
                           fp, done["path"])
            return Deployment(fp, self.name, False, f"tuned at first call before ({done['path']}): nothing beat "
                                                     "jax.jit")
        if not self.background:
            try:
                return self._tune(program, args, kwargs, env, suggestions)
            except Exception as e:  # a bug or a failing jax.jit: the call then runs jax.jit, which says what is wrong
                log.warning("xtune.jit: %s (%s): tuning at first call failed (%s): running jax.jit", self.name, fp,
                            one_line(e, max_chars=300))
                return Deployment(fp, self.name, False, f"tuning failed: {one_line(e, max_chars=200)}")
        try:  # the user may delete, donate or change these arguments once the call returns
            copied = self._fresh_call(args, kwargs, (), True)
        except Exception as e:
            log.warning("xtune.jit: %s (%s): cannot copy the arguments to tune in the background (%s): running "
                        "jax.jit", self.name, fp, one_line(e, max_chars=300))
            return Deployment(fp, self.name, False, f"not tuned: {one_line(e, max_chars=200)}")
        thread = threading.Thread(target=self._tune_in_background, name=f"xtune-tune-{self.name}", daemon=True,
                                  args=(key, program, copied[0], copied[1], env, suggestions))
        self._threads.append(thread)
        thread.start()
        return Deployment(fp, self.name, False, "tuning at first call in the background; jax.jit meanwhile")

    def _tune_in_background(self, key: Any, program: Program, args: tuple[Any, ...], kwargs: dict[str, Any],
                            env: dict[str, Any], suggestions: list[Suggestion]) -> None:
        """`_tune` on the background thread; its result (or a failure's) published for the next call."""
        try:
            dep = self._tune(program, args, kwargs, env, suggestions)
        except Exception as e:  # never the user's failure: jax.jit stays
            log.warning("xtune.jit: %s (%s): tuning in the background failed (%s): jax.jit stays", self.name,
                        program.fingerprint, one_line(e, max_chars=300))
            dep = Deployment(program.fingerprint, self.name, False, f"tuning failed: {one_line(e, max_chars=200)}")
        self._publish(key, dep)  # the next call takes the new deployment whole

    def _tune(self, program: Program, args: tuple[Any, ...], kwargs: dict[str, Any], env: dict[str, Any],
              suggestions: Sequence[Suggestion]) -> Deployment:
        """Checks, times and keeps (or not) the suggestions on these arguments; records what it found."""
        import jax

        fp = program.fingerprint
        lowered, exec_program = self._lower_exec(program, args, kwargs)
        donated = tuple(bool(a.donated) for a in jax.tree.leaves(lowered.args_info))

        def fresh() -> Call:
            return self._fresh_call(args, kwargs, donated, False)

        call_args, call_kwargs, _ = fresh()  # jax.jit's own first run (and compile): the reference, not in the budget
        reference = [np.asarray(o) for o in jax.tree.leaves(self._plain(*call_args, **call_kwargs))]
        start = time.perf_counter()
        deadline = start + self.budget_s
        trials_end = start + AUTOTUNE_TRIAL_SHARE * self.budget_s
        trials = [_Trial(s) for s in suggestions]
        ended = ""  # why no more configs are tried
        for t in trials:
            if ended or time.perf_counter() > trials_end:
                t.status, t.message = "not tried", ended or "the budget's share for compiles and first runs was spent"
                continue
            try:
                text = apply_config(exec_program, Config(fp, t.config.values))
                compiling = functools.partial(compile_config, self._compile_fn, text,
                                              tuple(compile_options(t.config)), exec_program)
                t.runner = Deployment(fp, self.name, True, "", executable=_within(compiling, deadline),
                                      out_tree=lowered.out_tree, donated=donated)
            except _TimeLimit:
                t.status, t.message = "abandoned", f"its compile ran past the budget ({self.budget_s:g} s)"
                ended = "tuning ended at a compile that ran past the budget"
                continue
            except Exception as e:  # a rewrite MLIR or XLA rejects
                t.status, t.message = "skipped", f"it failed to compile ({one_line(e, max_chars=300)})"
                continue
            try:
                first_run = functools.partial(self._run_blocking, t.runner, fresh()[2])
                outputs = _within(first_run, deadline)
            except _TimeLimit:
                t.status, t.message = "abandoned", f"its first run ran past the budget ({self.budget_s:g} s)"
                ended = "tuning ended at a first run that ran past the budget"
                continue
            except Exception as e:  # compiled, but cannot run here
                t.status, t.message = "skipped", f"it failed to run ({one_line(e, max_chars=300)})"
                continue
            cmp = numerics.compare([np.asarray(o) for o in jax.tree.leaves(outputs)], reference)
            if not cmp.ok:
                t.status, t.message = "skipped", f"its outputs differ from jax.jit's ({cmp.message})"
                continue
            t.status = "checked"
        checked = [t for t in trials if t.status == "checked"]
        if ended:  # the abandoned thread still runs: no timing beside it
            for t in checked:
                t.status, t.message = "not timed", ended
        rounds = 0 if ended else self._time_rounds(checked, fresh, deadline)
        kept = min((t for t in trials if t.status == "faster"), key=lambda t: t.ratio, default=None)
        wall_s = time.perf_counter() - start
        for t in trials:
            log.info("xtune.jit: %s (%s): first-call tuning: %s%s", self.name, fp, t.line(),
                     ": kept" if t is kept else "")
        answer = None
        if kept is not None:
            genes = json.loads(kept.config.to_json())["genes"]
            date = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
            answer = Answer(fp, self.name, genes, 1 / kept.ratio, 1 / kept.high, 1 / kept.low, env["device_kind"],
                            env["backend"], env["cores"], env["jax_version"], env["jaxlib_version"], date,
                            env.get("cpu_model", ""), f"{FIRST_CALL_SOURCE}, {len(kept.times)} rounds in one process")
        where = self._record_tuning(program, env, trials, answer, rounds, len(kept.times) if kept else 0, wall_s)
        if answer is None:
            log.info("xtune.jit: %s (%s): tuned at first call in %.1f s: none of %d config(s) beat jax.jit: running "
                     "jax.jit%s", self.name, fp, wall_s, len(trials), f" (recorded in {where})" if where else "")
            return Deployment(fp, self.name, False, f"tuned at first call: nothing beat jax.jit ({rounds} rounds)")
        self._check_allocator(fp, kept.runner.executable, env)
        reason = (f"tuned at first call: config {kept.config.hash} ({answer.speedup:.3f}x faster than jax.jit, 95% "
                  f"{answer.speedup_low:.3f}-{answer.speedup_high:.3f}, {len(kept.times)} rounds)")
        log.info("xtune.jit: %s (%s): %s, in %.1f s%s", self.name, fp, reason, wall_s,
                 f"; written to {where}" if where else "")
        return Deployment(fp, self.name, True, reason, answer, kept.runner.executable, out_tree=lowered.out_tree,
                          donated=donated)

    def _run_blocking(self, dep: Deployment, flat: list[Any]) -> Any:
        import jax

        return jax.block_until_ready(self._run(dep, flat))

    def _time_rounds(self, trials: list[_Trial], fresh: Callable[[], Call], deadline: float) -> int:
        """Times jax.jit and the trials in rounds (`measure.timing.time_rounds` under
        `FIRST_CALL_POLICY`, fresh arguments before every run) until each is decided,
        `AUTOTUNE_MAX_ROUNDS` or the deadline; sets each trial's status and reading; returns
        the rounds timed."""
        import jax

        call: list[Call] = []

        def prepare() -> None:
            call[:] = [fresh()]

        def plain() -> None:
            args, kwargs, _ = call[0]
            jax.block_until_ready(self._plain(*args, **kwargs))

        def runner(t: _Trial) -> Callable[[], None]:
            return lambda: jax.block_until_ready(self._run(t.runner, call[0][2]))

        timings = time_rounds([runner(t) for t in trials], plain, FIRST_CALL_POLICY, prepare=prepare,
                              deadline=deadline)
        for t, timing in zip(trials, timings):
            t.times, t.jit_times = list(timing.candidate_s), list(timing.default_s)
            if timing.error is not None:  # ran once, fails now: not a config to keep
                t.status, t.message = "skipped", f"it failed on a timed run ({one_line(timing.error, max_chars=300)})"
            elif len(t.times) < 2:
                t.status, t.message = "not timed", "the budget ended before its timed rounds"
            else:
                d = FIRST_CALL_POLICY.decide(t.times, t.jit_times)
                t.ratio, t.low, t.high = d.ratio, d.low, d.high
                t.status = "faster" if d.verdict == WIN else "not faster"
        return max((len(t.times) for t in trials), default=0)

    def _record_tuning(self, program: Program, env: dict[str, Any], trials: list[_Trial], answer: Answer | None,
                       rounds: int, readings: int, wall_s: float) -> str:
        """Writes the tuning's record and its answer (if any) into the answers folder; returns
        where the answer went (or the record, without one); "" where nothing was written."""
        folder = self.folder
        if folder is None:
            return ""
        fp = program.fingerprint
        record = {"format": FIRST_CALL_FORMAT, "version": 1, "fingerprint": fp, "name": self.name,
                  **{k: env[k] for k in ("device_kind", "backend", "cores", "jax_version", "jaxlib_version")},
                  "cpu_model": env.get("cpu_model", ""),
                  "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
                  "configs": self.k, "budget_s": self.budget_s, "wall_s": round(wall_s, 3),
                  "rounds": rounds, "kept": None, "suggestions": [t.config.hash for t in trials],
                  "tried": [t.to_dict() for t in trials]}
        record_path = folder / FIRST_CALL_DIR / _tuning_file_name(fp, env)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            with _folder_lock(folder):
                written = self._write_answer(folder, answer, readings) if answer is not None else None
                if not (folder / INDEX).exists():  # a folder `load` reads (and `xtune.jit` without autotune)
                    answers_lib.write_index(folder)
                record["kept"] = written.name if written else None
                record_path.parent.mkdir(exist_ok=True)
                write_json(record_path, record, sort_keys=True)
        except (OSError, AnswersError) as e:
            log.warning("xtune.jit: %s (%s): cannot write what it tuned at first call into %s (%s)", self.name, fp,
                        folder, one_line(e, max_chars=300))
            return ""
        return str(written or record_path)

    def _write_answer(self, folder: Path, answer: Answer, readings: int) -> Path | None:
        """Writes a first-call answer and rebuilds the index (the caller holds the folder's lock);
        None where an offline search's answer has that file (it stays)."""
        path = folder / answer.file_name
        before = path.read_bytes() if path.is_file() else None
        if before is not None:
            try:
                there = Answer.from_dict(json.loads(before), str(path))
            except (AnswersError, ValueError):
                there = None
            if there is not None and not is_first_call(there):
                log.info("xtune.jit: %s (%s): %s holds an offline search's answer: the first-call one is not "
                         "written over it", self.name, answer.fingerprint, path)
                return None
        data = {**answer.to_dict(), "first_call": {
            "readings": readings, "configs": self.k, "budget_s": self.budget_s,
            "note": "tuned at first call by xtune.jit with few readings in one process; an offline search "
                    "(xtune search, xtune batch) confirms in fresh processes and its answer replaces this one"}}
        write_json(path, data, sort_keys=True)
        try:
            answers_lib.write_index(folder)
        except AnswersError:  # another file in the folder is not an answer: leave the folder as it was
            if before is None:
                path.unlink()
            else:
                write_bytes(path, before)
            raise
        return path


def is_first_call(answer: Answer) -> bool:
    """Whether `answer` was tuned at first call by `xtune.jit` (not by an offline search)."""
    return answer.source.startswith(FIRST_CALL_SOURCE)


def default_answers_dir() -> Path:
    """Where `xtune.jit(autotune=...)` keeps answers without `answers` or $XTUNE_ANSWERS:
    `$XDG_CACHE_HOME/xtune/answers`, by default `~/.cache/xtune/answers`."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "xtune" / "answers"


@dataclasses.dataclass(eq=False)
class _Trial:
    """One suggested config in a first-call tuning: what became of it, its timed rounds
    (per-call seconds, paired with jax.jit's of the same round) and its reading."""

    suggestion: Suggestion
    status: str = "not tried"  # checked -> faster | not faster | not timed; skipped; abandoned; not tried
    message: str = ""
    runner: Deployment | None = None
    times: list[float] = dataclasses.field(default_factory=list)
    jit_times: list[float] = dataclasses.field(default_factory=list)
    ratio: float = float("nan")
    low: float = float("nan")
    high: float = float("nan")

    @property
    def config(self) -> Config:
        return self.suggestion.config

    def line(self) -> str:
        s = self.suggestion
        what = f"config {self.config.hash} ({s.kind}, {len(self.config.values)} gene(s); {s.reasons})"
        if self.status in ("faster", "not faster"):
            return (f"{what}: ratio to jax.jit {self.ratio:.3f} (95% {self.low:.3f}-{self.high:.3f}, "
                    f"{len(self.times)} rounds): {self.status}")
        return f"{what}: {self.status}" + (f": {self.message}" if self.message else "")

    def to_dict(self) -> dict[str, Any]:
        s = self.suggestion
        timed = self.status in ("faster", "not faster")
        return {"config": json.loads(self.config.to_json())["genes"], "hash": self.config.hash, "kind": s.kind,
                "predicted": s.predicted, "reasons": s.reasons, "status": self.status, "message": self.message,
                "ratio": self.ratio if timed else None, "ratio_ci": [self.low, self.high] if timed else None,
                "rounds": len(self.times)}


class _TimeLimit(Exception):
    """A compile or first run still running at its deadline (left running on its thread)."""


def _within(fn: Callable[[], Any], deadline: float) -> Any:
    """`fn()` on a daemon thread, waited for until `deadline` (`time.perf_counter`); raises
    `_TimeLimit` if it is still running then (it cannot be stopped: it runs on, unwaited)."""
    box: dict[str, Any] = {}

    def target() -> None:
        try:
            box["out"] = fn()
        except BaseException as e:  # handed to the caller
            box["err"] = e

    thread = threading.Thread(target=target, name="xtune-first-call-trial", daemon=True)
    thread.start()
    thread.join(max(0.0, deadline - time.perf_counter()))
    if thread.is_alive():
        raise _TimeLimit()
    if "err" in box:
        raise box["err"]
    return box["out"]


@contextlib.contextmanager
def _folder_lock(folder: Path, shared: bool = False) -> Iterator[None]:
    """An `flock` on the answers folder: exclusive to write, shared to read. The lock file
    lives in the host's lock folder (`measure.hostlock.lock_dir`), not in the answers folder;
    without one that can be opened there, nothing is locked."""
    from xtune.measure.hostlock import lock_dir

    name = _LOCK_PREFIX + hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:16] + ".lock"
    try:
        fd: int | None = os.open(os.path.join(lock_dir(), name), os.O_RDONLY | os.O_CREAT, 0o644)
    except OSError:
        fd = None
    try:
        if fd is not None:
            fcntl.flock(fd, fcntl.LOCK_SH if shared else fcntl.LOCK_EX)
        yield
    finally:
        if fd is not None:
            os.close(fd)  # releases the flock


def load_folder_locked(folder: Path) -> Answers:
    """`load(folder)` under the folder's shared lock; a missing or empty folder has no answers."""
    with _folder_lock(folder, shared=True):
        if not folder.is_dir() or not ((folder / INDEX).exists() or any(folder.glob("*.json"))):
            return Answers((), str(folder))
        return load(folder)


def load_answers(answers: str | os.PathLike) -> Answers:
    """`load`, a folder under its shared lock (a first-call tuner may be writing into it)."""
    if Path(answers).is_dir():
        with _folder_lock(Path(answers), shared=True):
            return load(answers)
    return load(answers)


def _tuning_file_name(fp: str, env: dict[str, Any]) -> str:
    """The file under `first-call/` of a program's tuning under this setting."""
    safe = lambda s: re.sub(r"[^A-Za-z0-9_.-]+", "_", str(s))[:60]  # noqa: E731
    return (f"{fp}-{safe(env['device_kind'])}-{env['cores']}c-jax{safe(env['jax_version'])}"
            f"-jaxlib{safe(env['jaxlib_version'])}.json")


def _read_tuning(folder: Path | None, fp: str, env: dict[str, Any]) -> dict[str, Any] | None:
    """The record of an earlier first-call tuning of `fp` under this setting ("path" added);
    None where there is none to read."""
    if folder is None:
        return None
    path = folder / FIRST_CALL_DIR / _tuning_file_name(fp, env)
    try:
        data = json.loads(path.read_text())
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("format") != FIRST_CALL_FORMAT or data.get("fingerprint") != fp:
        return None
    return {**data, "path": str(path)}


def autotune_mode(autotune: int | str | None) -> tuple[int, bool]:
    """(configs to try, in the background) of `jit`'s `autotune`."""
    if autotune is None or autotune is False or autotune == 0:
        return 0, False
    if autotune is True:
        return AUTOTUNE_DEFAULT_K, False
    if autotune == "background":
        return AUTOTUNE_DEFAULT_K, True
    if isinstance(autotune, int) and autotune > 0:
        return autotune, False
    raise ValueError(f"autotune must be a number of configs, \"background\" or None, not {autotune!r}")


def tuning_folder(answers: str | os.PathLike | Answers | None, from_env: str | None) -> Path:
    """The folder a first-call tuner reads and writes: `jit`'s `answers`, else `from_env`
    ($XTUNE_ANSWERS), else `default_answers_dir()`."""
    if isinstance(answers, Answers):
        if answers.source and Path(answers.source).is_dir():
            return Path(answers.source)
        raise AnswersError(f"autotune writes into an answers folder; these answers come from "
                           f"{answers.source or 'no folder'}: pass the folder")
    if answers is None:
        answers = from_env or default_answers_dir()
    folder = Path(answers).expanduser()
    if folder.exists() and not folder.is_dir():
        raise AnswersError(f"{folder}: autotune writes its answers into a folder, and this is a file "
                           "(an answer file or a store)")
    return folder

