"""`xtune.jit`: `jax.jit` that runs the tuned program where the answers have one.

    fast = xtune.jit(forward, answers="answers/")      # same arguments as jax.jit
    fast(params, x)                                     # jax.jit's outputs, the tuned executable

On each new input signature it lowers the function as `xtune search` and `xtune.tune`
see it (`jax.jit(fn, keep_unused=True)`, static arguments as given), looks the program's
fingerprint up in the answers and, on a hit, compiles the program with the answer's
config built in and runs that executable for this signature from then on. On a miss it
is `jax.jit`, and it logs once at INFO which fingerprint had no answer and the
`xtune search` command that would tune it.

Safety: an answer made under another device kind or jax/jaxlib version is refused
unless `strict=False`, and then checked before its first use; with `check=True` (the
default) the first call of every tuned signature also runs `jax.jit` and drops the
tuned executable, with a warning, if its outputs differ beyond the numerics tolerance
(`xtune.measure.numerics`). Jit options other than static arguments, donation,
`keep_unused` and `inline` (shardings, devices) run plain `jax.jit`.

On CPU, a tuned executable whose temp buffer glibc would fault in afresh on every call
(above 32 MiB, in a process started without the measuring workers' allocator settings)
gets a warning naming the settings: the answer's gain was measured with them.

Tuning at first call (`autotune=k`, off by default). On a miss for a new signature,
`xtune.jit` takes `k` configs of `xtune.measure.shortlist.shortlist` (the ones most likely
to beat XLA's default), compiles each with the config built in, runs it once on the call's
own arguments and drops it if it fails or its outputs differ from `jax.jit`'s
(`numerics.compare`), then times the rest interleaved with `jax.jit` on those arguments
(rounds jit, c1, c2, ..., order reversed every other round; one blocking call per
reading, donated arguments copied afresh for every run). A config is kept only where the
whole 95% interval of its ratio to `jax.jit` (the median of the per-round ratios, its
interval from order statistics: `measure.timing.ratio_estimate`) is below 1; of several,
the fastest. All of it is bounded by `autotune_budget_s` of wall time (default 10 s; from
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

What it finds goes into the answers folder (`answers`, else $XTUNE_ANSWERS, else
`~/.cache/xtune/answers`), so the next process, with or without `autotune`, runs it
without tuning: a kept config as an ordinary answer file (its `source` starts with
"xtune.jit first call", and a `first_call` field says how few readings it rests on), and
every tuning as `first-call/<fingerprint>-<setting>.json`, what was tried and what each
read. A tuning that kept nothing is not redone in a later process for the same program
and setting unless the shortlist now offers a config it did not have (delete the file
to tune again). An answer of an offline search (`xtune db answers`, `xtune batch`) wins:
lookup prefers it to a first-call answer of the same program, and a first-call answer
never replaces its file. Writes hold an `flock` on the folder (a lock file in the
host's lock folder, `measure.hostlock.lock_dir`) and go through a temporary file and a
rename, so processes that tune the same program at once leave a folder `load` reads.
"""

from __future__ import annotations

import contextlib
import dataclasses
import datetime
import fcntl
import functools
import hashlib
import inspect
import json
import logging
import os
import re
import tempfile
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
from xtune.measure.program import Program, ProgramError
from xtune.measure.rewrite import apply as apply_config
from xtune.measure.rewrite import compile_options
from xtune.measure.shortlist import Suggestion
from xtune.measure.shortlist import shortlist as default_shortlist
from xtune.measure.space import Config, ConfigSpace
from xtune.measure.timing import ratio_estimate

log = logging.getLogger(__name__)
ANSWERS_ENV = "XTUNE_ANSWERS"

# --- tuning at first call (module docstring) ---
AUTOTUNE_DEFAULT_K = 3  # configs `autotune="background"` tries
AUTOTUNE_BUDGET_S = 10.0  # wall time of one tuning, compiles included
AUTOTUNE_TRIAL_SHARE = 0.6  # no compile and first run starts after this share of the budget
AUTOTUNE_MIN_ROUNDS = 6  # timed rounds before a config is judged (6 readings: an interval inside their range)
AUTOTUNE_MAX_ROUNDS = 100
AUTOTUNE_CLOSE = 0.01  # an interval within +-1% of its ratio that straddles 1: not faster, timing it stops
FIRST_CALL_SOURCE = "xtune.jit first call"  # how a first-call answer's `source` starts
FIRST_CALL_DIR = "first-call"  # the answers folder's record of each first-call tuning
FIRST_CALL_FORMAT = "xtune-first-call"
_LOCK_PREFIX = "xtune-answers-"
ShortlistFn = Callable[[ConfigSpace, int], Sequence[Suggestion]]
# jax.jit options the tuned path reproduces; any other runs plain jax.jit
SUPPORTED_JIT_KWARGS = frozenset({"static_argnums", "static_argnames", "donate_argnums", "donate_argnames",
                                  "keep_unused", "inline"})
_LOGGED: set[tuple[str, str]] = set()  # (what, fingerprint): each said once per process
_LOG_LOCK = threading.Lock()

#: glibc's largest dynamic mmap threshold on 64-bit: a bigger block is mapped afresh on every allocation
GLIBC_MMAP_THRESHOLD_MAX = 32 << 20

CompileFn = Callable[[str, tuple[tuple[str, Any], ...]], Any]
"""Compiles StableHLO text with compile options into an executable with `execute(list) -> list`."""


def compile_executable(text: str, options: tuple[tuple[str, Any], ...]) -> Any:
    """The default `CompileFn`: XLA's executable on JAX's first device (`measure.execute.compile_text`)."""
    from xtune.measure.execute import compile_text

    return compile_text(text, options).exe


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


class TunedJit:
    """The callable `xtune.jit` returns; see `jit`. Attributes it does not define (`lower`,
    `trace`, `eval_shape`, ...) are those of the plain `jax.jit` function."""

    def __init__(self, fn: Callable[..., Any], answers: Answers, *, strict: bool, check: bool,
                 misses_dir: str | os.PathLike | None, compile_fn: CompileFn, jit_kwargs: dict[str, Any],
                 autotune_k: int = 0, background: bool = False, autotune_budget_s: float = AUTOTUNE_BUDGET_S,
                 shortlist_fn: ShortlistFn | None = None, answers_dir: str | os.PathLike | None = None):
        import jax

        self.fn = fn
        self.answers = answers
        self.autotune_k, self.background, self.autotune_budget_s = autotune_k, background, autotune_budget_s
        self.answers_dir = Path(answers_dir) if answers_dir is not None else None
        self._shortlist_fn = shortlist_fn or default_shortlist
        self._tunings: list[threading.Thread] = []
        self.strict, self.check = strict, check
        self.misses_dir = Path(misses_dir) if misses_dir is not None else None
        self._compile_fn = compile_fn
        self._plain = jax.jit(fn, **jit_kwargs)
        self._name = getattr(fn, "__name__", "fn")
        self._unsupported = sorted(set(jit_kwargs) - SUPPORTED_JIT_KWARGS)
        self._nums, self._names = _static_args(fn, jit_kwargs.get("static_argnums"), jit_kwargs.get("static_argnames"))
        static = {k: jit_kwargs[k] for k in ("static_argnums", "static_argnames") if k in jit_kwargs}
        # the program as `xtune search` sees it (no donation), and the one that runs (with it)
        self._key_jit = jax.jit(fn, keep_unused=True, **static)
        donation = {k: jit_kwargs[k] for k in ("donate_argnums", "donate_argnames") if k in jit_kwargs}
        self._exec_jit = jax.jit(fn, keep_unused=True, **static, **donation) if donation else self._key_jit
        self._deployments: dict[Any, Deployment] = {}
        self._lock = threading.Lock()
        self.__wrapped__ = fn
        self.__name__ = self._name
        self.__doc__ = getattr(fn, "__doc__", None)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):  # not delegated (and no recursion while __init__ runs)
            raise AttributeError(name)
        return getattr(self._plain, name)

    # --- calls -----------------------------------------------------------------------

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        dep, flat = self._deployment(args, kwargs)
        if dep is None or not dep.tuned:
            return self._plain(*args, **kwargs)
        if dep.check_pending:
            return self._first_call(dep, flat, args, kwargs)
        dep.calls += 1
        return self._run(dep, flat)

    def explain(self, *args: Any, **kwargs: Any) -> Deployment | None:
        """What a call with these arguments runs (resolving the signature if it is new, and
        with `autotune`, tuning it); None where the arguments go to plain `jax.jit` without a
        lookup (tracers, options)."""
        return self._deployment(args, kwargs)[0]

    def wait_for_tuning(self, timeout: float | None = None) -> bool:
        """Waits for the background tunings in flight (`autotune="background"`), at most
        `timeout` seconds in all; True when none is left running."""
        end = None if timeout is None else time.monotonic() + timeout
        for t in list(self._tunings):
            t.join(None if end is None else max(0.0, end - time.monotonic()))
        return not any(t.is_alive() for t in self._tunings)

    def _deployment(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Deployment | None, list[Any]]:
        if self._unsupported:
            self._log_once("options", self._name, logging.INFO, "xtune.jit: %s: jax.jit option(s) %s are not "
                           "reproduced by the tuned path: running jax.jit", self._name, ", ".join(self._unsupported))
            return None, []
        import jax

        try:
            key, flat = self._signature(args, kwargs)
        except TypeError:  # unhashable static arguments and the like: jax.jit says what is wrong
            return None, []
        if any(isinstance(x, jax.core.Tracer) for x in flat):  # called under another transformation
            return None, []
        dep = self._deployments.get(key)
        if dep is None:
            with self._lock:
                dep = self._deployments.get(key)
                if dep is None:
                    dep = self._resolve(args, kwargs, key)
                    if dep is not None:
                        self._deployments[key] = dep
        return dep, flat

    def _signature(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, list[Any]]:
        """(cache key, flat dynamic arguments) of a call, as jax.jit splits it."""
        import jax

        nums = {i % len(args) if i < 0 and args else i for i in self._nums}
        dynamic = (tuple(a for i, a in enumerate(args) if i not in nums),
                   {k: v for k, v in kwargs.items() if k not in self._names})
        static = (tuple((i, args[i]) for i in sorted(nums) if i < len(args)),
                  tuple(sorted((k, v) for k, v in kwargs.items() if k in self._names)))
        flat, tree = jax.tree.flatten(dynamic)
        leaves = tuple((tuple(x.shape), str(x.dtype), bool(getattr(x, "weak_type", False)))
                       if hasattr(x, "shape") and hasattr(x, "dtype") else type(x) for x in flat)
        key = (tree, leaves, static)
        hash(key)
        return key, flat

    def _run(self, dep: Deployment, flat: list[Any]) -> Any:
        import jax

        device = jax.devices()[0]
        bufs = [x if isinstance(x, jax.Array) else jax.device_put(x, device) for x in flat]
        return jax.tree.unflatten(dep.out_tree, dep.executable.execute(bufs))

    def _first_call(self, dep: Deployment, flat: list[Any], args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        """Runs the tuned executable and jax.jit on the same inputs; keeps the tuned one if they agree."""
        import jax
        import jax.numpy as jnp

        mine = [jnp.array(x, copy=True) if donated and isinstance(x, jax.Array) else x
                for x, donated in zip(flat, dep.donated)]
        try:
            tuned_out = self._run(dep, mine)
            failure = ""
        except Exception as e:  # a config XLA compiled but cannot run here
            tuned_out, failure = None, f"it failed to run ({one_line(e, max_chars=300)})"
        plain_out = self._plain(*args, **kwargs)
        if not failure:
            cmp = numerics.compare([np.asarray(o) for o in jax.tree.leaves(tuned_out)],
                                   [np.asarray(o) for o in jax.tree.leaves(plain_out)])
            failure = "" if cmp.ok else f"its outputs differ from jax.jit's ({cmp.message})"
        if failure:
            log.warning("xtune.jit: %s (%s): the tuned executable is dropped, running jax.jit: %s",
                        self._name, dep.fingerprint, failure)
            dep.tuned, dep.executable, dep.reason = False, None, f"dropped: {failure}"
            return plain_out
        dep.check_pending = False
        dep.calls += 1
        return tuned_out

    # --- a new signature ---------------------------------------------------------------

    def _resolve(self, args: tuple[Any, ...], kwargs: dict[str, Any], key: Any = None) -> Deployment | None:
        """Lowers, looks the answer up and compiles it (with `autotune`, tunes a miss); None if
        the call cannot be lowered (jax.jit then raises its own error)."""
        try:
            key_lowered = self._key_jit.lower(*args, **kwargs)
        except Exception:
            return None
        try:
            program = Program.from_text(key_lowered.as_text(), name=self._name, source=f"python:{self._name}")
        except ProgramError as e:  # e.g. dynamic shapes: nothing xtune tunes
            return Deployment("", self._name, False, f"not a program xtune tunes ({one_line(e, max_chars=200)})")
        fp, env = program.fingerprint, _environment()
        found = self.answers.for_fingerprint(fp)
        if self.autotune_k and not any(not a.setting_mismatch(env) for a in found):
            found = self._reload(fp) or found  # another process may have tuned it since this one loaded
        if not found:
            self._log_miss(program, env)
            if self.autotune_k:
                return self._tune_at_first_call(program, args, kwargs, env, key)
            return Deployment(fp, self._name, False, "no answer for this program and setting")
        same = [a for a in found if not a.setting_mismatch(env)]
        # an offline search's answer before a first-call one, then the nearest core count, then the fastest
        answer = min(same or found, key=lambda a: (is_first_call(a), abs(a.cores - env["cores"]), -a.speedup))
        mismatch = "" if same else answer.setting_mismatch(env)
        if mismatch and self.strict and self.autotune_k:  # answers only for another setting: tune one for this
            self._log_once("refused", fp, logging.INFO, "xtune.jit: %s (%s): its answer in %s was tuned under "
                           "another setting (%s): tuning it at first call for this one", self._name, fp,
                           self._where(answer), mismatch)
            return self._tune_at_first_call(program, args, kwargs, env, key)
        if mismatch and self.strict:
            self._log_once("refused", fp, logging.WARNING,
                           "xtune.jit: %s (%s): its answer in %s was tuned under another setting (%s): not used "
                           "(strict=True); pass strict=False to use it after a numerics check, or re-tune: "
                           "xtune search %s%s", self._name, fp, self._where(answer), mismatch,
                           self._program_file(program),
                           f" --from {self.answers.source}" if self.answers.source else "")
            return Deployment(fp, self._name, False, f"refused (strict): {mismatch}", answer)
        if answer.cores != env["cores"]:
            self._log_once("cores", fp, logging.INFO, "xtune.jit: %s (%s): the answer was tuned on %d core(s), "
                           "this process has %d", self._name, fp, answer.cores, env["cores"])
        return self._build(program, args, kwargs, answer, mismatch, env)

    def _build(self, program: Program, args: tuple[Any, ...], kwargs: dict[str, Any], answer: Answer,
               mismatch: str, env: dict[str, Any]) -> Deployment:
        import jax

        fp = program.fingerprint
        try:
            config = answer.config(ConfigSpace(program, backend=env["backend"]))
            lowered, exec_program = self._lower_exec(program, args, kwargs)
            text = apply_config(exec_program, Config(fp, config.values))
            executable = self._compile_fn(text, tuple(compile_options(config)))
        except Exception as e:  # ConfigError, a rewrite XLA or MLIR rejects: never the call's failure
            log.warning("xtune.jit: %s (%s): its answer in %s cannot be built here (%s): running jax.jit",
                        self._name, fp, self._where(answer), one_line(e, max_chars=300))
            return Deployment(fp, self._name, False, f"cannot build: {one_line(e, max_chars=300)}", answer)
        self._check_allocator(fp, executable, env)
        flat_info = jax.tree.leaves(lowered.args_info)
        reason = (f"tuned: {answer.file_name} ({answer.speedup:.3f}x confirmed, {answer.device_kind}, "
                  f"{answer.cores} core(s), {answer.date})" + (f"; other setting: {mismatch}" if mismatch else ""))
        self._log_once("hit", fp, logging.INFO, "xtune.jit: %s (%s): %s", self._name, fp, reason)
        return Deployment(fp, self._name, True, reason, answer, executable, check_pending=self.check or bool(mismatch),
                          out_tree=lowered.out_tree, donated=tuple(bool(a.donated) for a in flat_info))

    def _lower_exec(self, program: Program, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, Program]:
        """The call lowered as it runs (with donation) and its program under `program`'s fingerprint."""
        lowered = self._exec_jit.lower(*args, **kwargs)
        exec_program = program
        if self._exec_jit is not self._key_jit:  # donation: the same ops, aliasing attributes on the arguments
            exec_program = dataclasses.replace(Program.from_text(lowered.as_text(), name=self._name),
                                               fingerprint=program.fingerprint)
        return lowered, exec_program

    def _where(self, answer: Answer) -> str:
        """Where the user can find `answer`: its file in the answers folder they gave, else the
        answers file or store they gave."""
        given = self.answers.source
        if given and (Path(given) / answer.file_name).is_file():
            return str(Path(given) / answer.file_name)
        return given or answer.source or "the answers given"

    def _check_allocator(self, fp: str, executable: Any, env: dict[str, Any]) -> None:
        """Warns once when the tuned executable's temp buffer is one glibc would fault in afresh on
        every call in this process (it lacks the measuring workers' `MALLOC_ENV`): the answer's
        gain was measured without those faults (docs/measurement.md, "The allocator")."""
        from xtune.measure.execute import MALLOC_ENV, allocator_is_fixed

        if env.get("backend") != "cpu" or allocator_is_fixed():
            return
        try:
            temp = int(executable.get_compiled_memory_stats().temp_size_in_bytes)
        except Exception:  # an executable that does not report memory: nothing to say
            return
        if temp > GLIBC_MMAP_THRESHOLD_MAX:
            self._log_once("allocator", fp, logging.WARNING,
                           "xtune.jit: %s (%s): its temp buffer (%.1f MB) is above glibc's %d MiB mmap threshold, "
                           "so without %s in the environment at this process's start it is faulted in afresh on "
                           "every call (about 2x slower for the programs measured so) and the answer's gain, "
                           "measured with them, is diluted", self._name, fp, temp / 1e6,
                           GLIBC_MMAP_THRESHOLD_MAX >> 20, " ".join(f"{k}={v}" for k, v in MALLOC_ENV.items()))

    # --- tuning at first call ---------------------------------------------------------

    def _reload(self, fp: str) -> list[Answer]:
        """The answers folder read again (under its lock), and its answers for `fp`; [] where it cannot be."""
        if self.answers_dir is None or not self.answers_dir.is_dir():
            return []
        try:
            self.answers = _load_folder_locked(self.answers_dir)
        except (AnswersError, OSError) as e:
            self._log_once("reload", fp, logging.WARNING, "xtune.jit: %s: cannot read %s again (%s)", self._name,
                           self.answers_dir, one_line(e, max_chars=300))
            return []
        return self.answers.for_fingerprint(fp)

    def _tune_at_first_call(self, program: Program, args: tuple[Any, ...], kwargs: dict[str, Any],
                            env: dict[str, Any], key: Any) -> Deployment:
        """Tunes a miss (module docstring): here, or on a daemon thread with `background`."""
        fp = program.fingerprint
        try:
            space = ConfigSpace(program, backend=env["backend"])
            suggestions = [s for s in self._shortlist_fn(space, self.autotune_k)
                           if not s.config.is_default][: self.autotune_k]
        except Exception as e:  # a shortlist that fails is never the call's failure
            log.warning("xtune.jit: %s (%s): no configs to tune at first call, the shortlist failed (%s): running "
                        "jax.jit", self._name, fp, one_line(e, max_chars=300))
            return Deployment(fp, self._name, False, f"not tuned: the shortlist failed ({one_line(e, max_chars=200)})")
        if not suggestions:
            self._log_once("tuned", fp, logging.INFO, "xtune.jit: %s (%s): the shortlist has no config to tune at "
                           "first call: running jax.jit", self._name, fp)
            return Deployment(fp, self._name, False, "not tuned: the shortlist is empty")
        done = _read_tuning(self.answers_dir, fp, env)
        if done is not None and not done.get("kept") and \
                {s.config.hash for s in suggestions} <= set(done.get("shortlist", ())):
            self._log_once("tuned", fp, logging.INFO, "xtune.jit: %s (%s): tuned at first call before (%s): none of "
                           "its configs beat jax.jit; running jax.jit (delete that file to tune again)", self._name,
                           fp, done["path"])
            return Deployment(fp, self._name, False, f"tuned at first call before ({done['path']}): nothing beat "
                                                     "jax.jit")
        if not self.background:
            try:
                return self._tune(program, args, kwargs, env, suggestions)
            except Exception as e:  # a bug or a failing jax.jit: the call then runs jax.jit, which says what is wrong
                log.warning("xtune.jit: %s (%s): tuning at first call failed (%s): running jax.jit", self._name, fp,
                            one_line(e, max_chars=300))
                return Deployment(fp, self._name, False, f"tuning failed: {one_line(e, max_chars=200)}")
        try:  # the user may delete, donate or change these arguments once the call returns
            copied = self._fresh_call(args, kwargs, (), copy_all=True)
        except Exception as e:
            log.warning("xtune.jit: %s (%s): cannot copy the arguments to tune in the background (%s): running "
                        "jax.jit", self._name, fp, one_line(e, max_chars=300))
            return Deployment(fp, self._name, False, f"not tuned: {one_line(e, max_chars=200)}")
        thread = threading.Thread(target=self._tune_in_background, name=f"xtune-tune-{self._name}", daemon=True,
                                  args=(key, program, copied[0], copied[1], env, suggestions))
        self._tunings.append(thread)
        thread.start()
        return Deployment(fp, self._name, False, "tuning at first call in the background; jax.jit meanwhile")

    def _tune_in_background(self, key: Any, program: Program, args: tuple[Any, ...], kwargs: dict[str, Any],
                            env: dict[str, Any], suggestions: list[Suggestion]) -> None:
        try:
            dep = self._tune(program, args, kwargs, env, suggestions)
        except Exception as e:  # never the user's failure: jax.jit stays
            log.warning("xtune.jit: %s (%s): tuning in the background failed (%s): jax.jit stays", self._name,
                        program.fingerprint, one_line(e, max_chars=300))
            dep = Deployment(program.fingerprint, self._name, False, f"tuning failed: {one_line(e, max_chars=200)}")
        with self._lock:  # the next call takes the new deployment whole
            self._deployments[key] = dep

    def _fresh_call(self, args: tuple[Any, ...], kwargs: dict[str, Any], donated: Sequence[bool],
                    copy_all: bool = False) -> tuple[tuple[Any, ...], dict[str, Any], list[Any]]:
        """The call's (args, kwargs, flat dynamic arguments) with its donated arrays copied (each
        run consumes its own), or with `copy_all` every array (device and host); static
        arguments as they are."""
        import jax
        import jax.numpy as jnp

        nums = {i % len(args) if i < 0 and args else i for i in self._nums}
        dynamic = (tuple(a for i, a in enumerate(args) if i not in nums),
                   {k: v for k, v in kwargs.items() if k not in self._names})
        flat, tree = jax.tree.flatten(dynamic)

        def copied(x: Any, i: int) -> Any:
            if not (copy_all or (i < len(donated) and donated[i])):
                return x
            if isinstance(x, jax.Array):
                return jnp.array(x, copy=True)
            return np.array(x, copy=True) if copy_all and isinstance(x, np.ndarray) else x

        flat = [copied(x, i) for i, x in enumerate(flat)]
        dyn_args, dyn_kwargs = jax.tree.unflatten(tree, flat)
        rest = iter(dyn_args)
        new_args = tuple(a if i in nums else next(rest) for i, a in enumerate(args))
        new_kwargs = {k: v if k in self._names else dyn_kwargs[k] for k, v in kwargs.items()}
        return new_args, new_kwargs, flat

    def _tune(self, program: Program, args: tuple[Any, ...], kwargs: dict[str, Any], env: dict[str, Any],
              suggestions: Sequence[Suggestion]) -> Deployment:
        """Checks, times and keeps (or not) the suggestions on these arguments; records what it found."""
        import jax

        fp = program.fingerprint
        lowered, exec_program = self._lower_exec(program, args, kwargs)
        donated = tuple(bool(a.donated) for a in jax.tree.leaves(lowered.args_info))

        def fresh() -> tuple[tuple[Any, ...], dict[str, Any], list[Any]]:
            return self._fresh_call(args, kwargs, donated)

        call_args, call_kwargs, _ = fresh()  # jax.jit's own first run (and compile): the reference, not in the budget
        reference = [np.asarray(o) for o in jax.tree.leaves(self._plain(*call_args, **call_kwargs))]
        start = time.perf_counter()
        deadline = start + self.autotune_budget_s
        trials_end = start + AUTOTUNE_TRIAL_SHARE * self.autotune_budget_s
        trials = [_Trial(s) for s in suggestions]
        ended = ""  # why no more configs are tried
        for t in trials:
            if ended or time.perf_counter() > trials_end:
                t.status, t.message = "not tried", ended or "the budget's share for compiles and first runs was spent"
                continue
            try:
                text = apply_config(exec_program, Config(fp, t.config.values))
                compiling = functools.partial(self._compile_fn, text, tuple(compile_options(t.config)))
                t.runner = Deployment(fp, self._name, True, "", executable=_within(compiling, deadline),
                                      out_tree=lowered.out_tree, donated=donated)
            except _TimeLimit:
                t.status, t.message = "abandoned", f"its compile ran past the budget ({self.autotune_budget_s:g} s)"
                ended = "tuning ended at a compile that ran past the budget"
                continue
            except Exception as e:  # a rewrite MLIR or XLA rejects
                t.status, t.message = "skipped", f"it failed to compile ({one_line(e, max_chars=300)})"
                continue
            try:
                first_run = functools.partial(self._run_blocking, t.runner, fresh()[2])
                outputs = _within(first_run, deadline)
            except _TimeLimit:
                t.status, t.message = "abandoned", f"its first run ran past the budget ({self.autotune_budget_s:g} s)"
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
            log.info("xtune.jit: %s (%s): first-call tuning: %s%s", self._name, fp, t.line(),
                     ": kept" if t is kept else "")
        answer = None
        if kept is not None:
            genes = json.loads(kept.config.to_json())["genes"]
            date = datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds")
            answer = Answer(fp, self._name, genes, 1 / kept.ratio, 1 / kept.high, 1 / kept.low, env["device_kind"],
                            env["backend"], env["cores"], env["jax_version"], env["jaxlib_version"], date,
                            env.get("cpu_model", ""), f"{FIRST_CALL_SOURCE}, {len(kept.times)} rounds in one process")
        where = self._record_tuning(program, env, trials, answer, rounds, len(kept.times) if kept else 0, wall_s)
        if answer is None:
            log.info("xtune.jit: %s (%s): tuned at first call in %.1f s: none of %d config(s) beat jax.jit: running "
                     "jax.jit%s", self._name, fp, wall_s, len(trials), f" (recorded in {where})" if where else "")
            return Deployment(fp, self._name, False, f"tuned at first call: nothing beat jax.jit ({rounds} rounds)")
        self._check_allocator(fp, kept.runner.executable, env)
        reason = (f"tuned at first call: config {kept.config.hash} ({answer.speedup:.3f}x faster than jax.jit, 95% "
                  f"{answer.speedup_low:.3f}-{answer.speedup_high:.3f}, {len(kept.times)} rounds)")
        log.info("xtune.jit: %s (%s): %s, in %.1f s%s", self._name, fp, reason, wall_s,
                 f"; written to {where}" if where else "")
        return Deployment(fp, self._name, True, reason, answer, kept.runner.executable, out_tree=lowered.out_tree,
                          donated=donated)

    def _run_blocking(self, dep: Deployment, flat: list[Any]) -> Any:
        import jax

        return jax.block_until_ready(self._run(dep, flat))

    def _time_rounds(self, trials: list[_Trial], fresh: Callable[[], tuple[Any, ...]], deadline: float) -> int:
        """Times jax.jit and the trials in rounds (jit, c1, c2, ...; reversed every other round;
        one untimed round first) until each is decided, `AUTOTUNE_MAX_ROUNDS` or the deadline;
        sets each trial's status and reading; returns the rounds timed."""
        import jax

        def timed(run: Callable[[], Any]) -> float:
            t0 = time.perf_counter()
            jax.block_until_ready(run())
            return time.perf_counter() - t0

        active, rounds, warm = list(trials), 0, True
        while active and rounds < AUTOTUNE_MAX_ROUNDS and time.perf_counter() < deadline:
            order: list[_Trial | None] = [None, *active] if rounds % 2 == 0 else [*reversed(active), None]
            readings: dict[int, float] = {}
            for t in order:
                call_args, call_kwargs, flat = fresh()
                if t is None:
                    readings[-1] = timed(functools.partial(self._plain, *call_args, **call_kwargs))
                    continue
                try:
                    readings[id(t)] = timed(functools.partial(self._run, t.runner, flat))
                except Exception as e:  # ran once, fails now: not a config to keep
                    t.status, t.message = "skipped", f"it failed on a timed run ({one_line(e, max_chars=300)})"
                    active.remove(t)
            if warm:
                warm = False
                continue
            rounds += 1
            for t in list(active):
                t.times.append(readings[id(t)])
                t.jit_times.append(readings[-1])
                if rounds >= AUTOTUNE_MIN_ROUNDS:
                    t.ratio, t.low, t.high = ratio_estimate(t.times, t.jit_times, None)
                    if t.high < 1 or t.low > 1 or t.high - t.low <= 2 * AUTOTUNE_CLOSE * t.ratio:
                        active.remove(t)
        for t in trials:
            if t.status != "checked":
                continue
            if len(t.times) < 2:
                t.status, t.message = "not timed", "the budget ended before its timed rounds"
                continue
            t.ratio, t.low, t.high = ratio_estimate(t.times, t.jit_times, None)
            t.status = "faster" if t.high < 1 else "not faster"
        return rounds

    def _record_tuning(self, program: Program, env: dict[str, Any], trials: list[_Trial], answer: Answer | None,
                       rounds: int, readings: int, wall_s: float) -> str:
        """Writes the tuning's record and its answer (if any) into the answers folder; returns
        where the answer went (or the record, without one); "" where nothing was written."""
        folder = self.answers_dir
        if folder is None:
            return ""
        fp = program.fingerprint
        record = {"format": FIRST_CALL_FORMAT, "version": 1, "fingerprint": fp, "name": self._name,
                  **{k: env[k] for k in ("device_kind", "backend", "cores", "jax_version", "jaxlib_version")},
                  "cpu_model": env.get("cpu_model", ""),
                  "date": datetime.datetime.now(datetime.timezone.utc).isoformat(timespec="seconds"),
                  "configs": self.autotune_k, "budget_s": self.autotune_budget_s, "wall_s": round(wall_s, 3),
                  "rounds": rounds, "kept": None, "shortlist": [t.config.hash for t in trials],
                  "tried": [t.to_dict() for t in trials]}
        record_path = folder / FIRST_CALL_DIR / _tuning_file_name(fp, env)
        try:
            folder.mkdir(parents=True, exist_ok=True)
            with _folder_lock(folder):
                written = self._write_answer(folder, answer, readings) if answer is not None else None
                if not (folder / INDEX).exists():  # a folder `load` reads (and `xtune.jit` without autotune)
                    answers_lib.write_index(folder)
                record["kept"] = written.name if written else None
                _write_atomic(record_path, record)
        except (OSError, AnswersError) as e:
            log.warning("xtune.jit: %s (%s): cannot write what it tuned at first call into %s (%s)", self._name, fp,
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
                         "written over it", self._name, answer.fingerprint, path)
                return None
        data = {**answer.to_dict(), "first_call": {
            "readings": readings, "configs": self.autotune_k, "budget_s": self.autotune_budget_s,
            "note": "tuned at first call by xtune.jit with few readings in one process; an offline search "
                    "(xtune search, xtune batch) confirms in fresh processes and its answer replaces this one"}}
        _write_atomic(path, data)
        try:
            answers_lib.write_index(folder)
        except AnswersError:  # another file in the folder is not an answer: leave the folder as it was
            if before is None:
                path.unlink()
            else:
                _write_atomic_bytes(path, before)
            raise
        return path

    def _log_miss(self, program: Program, env: dict[str, Any]) -> None:
        fp = program.fingerprint
        with _LOG_LOCK:
            if ("miss", fp) in _LOGGED:
                return
            _LOGGED.add(("miss", fp))
        where = self._program_file(program)
        log.info("xtune.jit: no answer for %s (fingerprint %s) on %s, %d core(s), jax %s: running jax.jit. "
                 "To tune it: xtune search %s --cores %d --out answer.json", program.name, fp, env["device_kind"],
                 env["cores"], env["jax_version"], where, env["cores"])

    def _program_file(self, program: Program) -> str:
        """The program's StableHLO written to `misses_dir`, for `xtune search` to tune: its path;
        without `misses_dir`, a placeholder that says how to have it written."""
        if self.misses_dir is None:
            return "PROGRAM.mlir (pass misses_dir=DIR to xtune.jit to have it written)"
        self.misses_dir.mkdir(parents=True, exist_ok=True)
        path = self.misses_dir / f"{re.sub(r'[^A-Za-z0-9_.-]+', '_', program.name)}-{program.fingerprint}.mlir"
        path.write_text(program.text)
        return str(path)

    @staticmethod
    def _log_once(what: str, key: str, level: int, msg: str, *args: Any) -> None:
        with _LOG_LOCK:
            if (what, key) in _LOGGED:
                return
            _LOGGED.add((what, key))
        log.log(level, msg, *args)


def is_first_call(answer: Answer) -> bool:
    """Whether `answer` was tuned at first call by `xtune.jit` (not by an offline search)."""
    return answer.source.startswith(FIRST_CALL_SOURCE)


def default_answers_dir() -> Path:
    """Where `xtune.jit(autotune=...)` keeps answers without `answers` or $XTUNE_ANSWERS:
    `$XDG_CACHE_HOME/xtune/answers`, by default `~/.cache/xtune/answers`."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "xtune" / "answers"


@dataclasses.dataclass(eq=False)
class _Trial:
    """One shortlisted config in a first-call tuning: what became of it, its timed rounds
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


def _load_folder_locked(folder: Path) -> Answers:
    """`load(folder)` under the folder's shared lock; a missing or empty folder has no answers."""
    with _folder_lock(folder, shared=True):
        if not folder.is_dir() or not ((folder / INDEX).exists() or any(folder.glob("*.json"))):
            return Answers((), str(folder))
        return load(folder)


def _load_answers(answers: str | os.PathLike) -> Answers:
    """`load`, a folder under its shared lock (a first-call tuner may be writing into it)."""
    if Path(answers).is_dir():
        with _folder_lock(Path(answers), shared=True):
            return load(answers)
    return load(answers)


def _write_atomic_bytes(path: Path, data: bytes) -> None:
    """Writes `path` through a temporary file of its own (unique, so writers never share one) and a rename."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _write_atomic(path: Path, data: Any) -> None:
    _write_atomic_bytes(path, (json.dumps(data, indent=1, sort_keys=True) + "\n").encode())


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


def _autotune_mode(autotune: int | str | None) -> tuple[int, bool]:
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


def _tuning_folder(answers: str | os.PathLike | Answers | None) -> Path:
    """The folder a first-call tuner reads and writes (`jit`'s `answers`)."""
    if isinstance(answers, Answers):
        if answers.source and Path(answers.source).is_dir():
            return Path(answers.source)
        raise AnswersError(f"autotune writes into an answers folder; these answers come from "
                           f"{answers.source or 'no folder'}: pass the folder")
    if answers is None:
        answers = os.environ.get(ANSWERS_ENV) or default_answers_dir()
    folder = Path(answers).expanduser()
    if folder.exists() and not folder.is_dir():
        raise AnswersError(f"{folder}: autotune writes its answers into a folder, and this is a file "
                           "(an answer file or a store)")
    return folder


def _environment() -> dict[str, Any]:
    """This process's setting: device kind, backend, versions, cores."""
    from xtune.measure.device import backend_info

    return {**backend_info(), "cores": len(os.sched_getaffinity(0))}


def _static_args(fn: Callable[..., Any], nums: int | Sequence[int] | None,
                 names: str | Sequence[str] | None) -> tuple[frozenset[int], frozenset[str]]:
    """Static argument positions and names, each completed from the other by `fn`'s signature (as jax.jit does)."""
    nums = (nums,) if isinstance(nums, int) else tuple(nums or ())
    names = (names,) if isinstance(names, str) else tuple(names or ())
    try:
        params = list(inspect.signature(fn).parameters.values())
    except (TypeError, ValueError):
        params = []
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    all_nums = set(nums) | {i for i, p in enumerate(positional) if p.name in names}
    all_names = set(names) | {p.name for i, p in enumerate(positional)
                              if i in nums and p.kind == p.POSITIONAL_OR_KEYWORD}
    return frozenset(all_nums), frozenset(all_names)


def jit(fn: Callable[..., Any] | None = None, *, answers: str | os.PathLike | Answers | None = None,
        strict: bool = True, check: bool = True, misses_dir: str | os.PathLike | None = None,
        compile_fn: CompileFn | None = None, autotune: int | str | None = None,
        autotune_budget_s: float = AUTOTUNE_BUDGET_S, shortlist_fn: ShortlistFn | None = None,
        **jit_kwargs: Any) -> Any:
    """A drop-in for `jax.jit(fn, **jit_kwargs)` that runs the tuned program where `answers` has one.

    Args:
      fn: the function; None returns a decorator.
      answers: an answers folder (`xtune db answers`, `xtune batch`), one answer file, a
        record store, or loaded `Answers`; None: $XTUNE_ANSWERS, else no answers (plain jit).
        With `autotune` it must be a folder (made if missing), and None means
        $XTUNE_ANSWERS, else `default_answers_dir()` (`~/.cache/xtune/answers`).
      strict: refuse answers made under another device kind or jax/jaxlib version.
      check: compare the first call of each tuned signature with `jax.jit`'s outputs
        (answers from another setting are always checked).
      misses_dir: write each program without an answer here as `.mlir` (`xtune batch DIR` tunes them).
      compile_fn: how the tuned StableHLO is compiled (default: XLA on JAX's first device);
        a seam for tests and other runtimes.
      autotune: tune a program without an answer at its first call (module docstring): the
        number of shortlisted configs to try, in the call; "background": 3 configs on a
        daemon thread while the calls run `jax.jit`; None or 0: off.
      autotune_budget_s: wall time of one tuning, compiles included.
      shortlist_fn: `(space, k) -> suggestions`, the configs tried (default:
        `xtune.measure.shortlist.shortlist`); a seam for tests.
      **jit_kwargs: passed to `jax.jit`.

    Raises:
      AnswersError: `answers` is missing, corrupt or not xtune's (one line); with
        `autotune`, a file rather than a folder.
      ValueError: `autotune` or `autotune_budget_s` out of range.
    """
    if fn is None:
        return lambda f: jit(f, answers=answers, strict=strict, check=check, misses_dir=misses_dir,
                             compile_fn=compile_fn, autotune=autotune, autotune_budget_s=autotune_budget_s,
                             shortlist_fn=shortlist_fn, **jit_kwargs)
    k, background = _autotune_mode(autotune)
    folder = None
    if k:
        if not autotune_budget_s > 0:
            raise ValueError(f"autotune_budget_s must be > 0, got {autotune_budget_s!r}")
        folder = _tuning_folder(answers)
        loaded = answers if isinstance(answers, Answers) else _load_folder_locked(folder)
    else:
        if answers is None:
            answers = os.environ.get(ANSWERS_ENV) or Answers(())
        loaded = answers if isinstance(answers, Answers) else _load_answers(answers)
    return TunedJit(fn, loaded, strict=strict, check=check, misses_dir=misses_dir,
                    compile_fn=compile_fn or compile_executable, jit_kwargs=jit_kwargs, autotune_k=k,
                    background=background, autotune_budget_s=autotune_budget_s, shortlist_fn=shortlist_fn,
                    answers_dir=folder)
