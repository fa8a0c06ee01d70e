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

A function that calls host callbacks (`jax.pure_callback`, `io_callback`, `jax.debug.print`)
gets its tuned executable compiled with their functions, as jax.jit does; one whose callbacks
have side effects runs an answer only with `check=False` (a check runs the call twice) and is
never tuned at first call (one warning each): its calls run `jax.jit`.

On CPU, a tuned executable whose temp buffer glibc would fault in afresh on every call
(above 32 MiB, in a process started without the measuring workers' allocator settings)
gets a warning naming the settings: the answer's gain was measured with them.

Tuning at first call (`autotune=k` or `"background"`, off by default): on a miss,
`xtune.jit` tunes a few suggested configs on the call's own arguments within a wall-time
budget, runs the one whose whole interval beats `jax.jit`, and writes it into the answers
folder for the next process. `xtune.deploy.first_call` does it, and its docstring says how
a tuning runs, what it writes and what happens to a compile or run that hangs.
"""

from __future__ import annotations

import dataclasses
import inspect
import logging
import os
import re
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from xtune.deploy.answers import Answer, Answers, AnswersError
from xtune.deploy.first_call import (  # noqa: F401 (the first-call names tests and users import from here)
    AUTOTUNE_BUDGET_S, FIRST_CALL_DIR, FIRST_CALL_SOURCE, CompileFn, Deployment, FirstCallTuner, SuggestFn,
    autotune_mode, callback_hazard, compile_config, default_answers_dir, is_first_call, load_answers,
    load_folder_locked, tuning_folder)
from xtune.measure import callbacks as host
from xtune.measure import numerics
from xtune.measure.errors import one_line
from xtune.measure.program import Program, ProgramError
from xtune.measure.rewrite import apply as apply_config
from xtune.measure.rewrite import compile_options
from xtune.measure.suggestions import suggest as default_suggest
from xtune.measure.space import Config, ConfigSpace

log = logging.getLogger(__name__)
ANSWERS_ENV = "XTUNE_ANSWERS"

# jax.jit options the tuned path reproduces; any other runs plain jax.jit
SUPPORTED_JIT_KWARGS = frozenset({"static_argnums", "static_argnames", "donate_argnums", "donate_argnames",
                                  "keep_unused", "inline"})
_LOGGED: set[tuple[str, str]] = set()  # (what, fingerprint): each said once per process
_LOG_LOCK = threading.Lock()

#: glibc's largest dynamic mmap threshold on 64-bit: a bigger block is mapped afresh on every allocation
GLIBC_MMAP_THRESHOLD_MAX = 32 << 20


def compile_executable(text: str, options: tuple[tuple[str, Any], ...], host_callbacks: tuple[Any, ...] = ()) -> Any:
    """The default `CompileFn`: XLA's executable on JAX's first device (`measure.execute.compile_text`),
    with the functions of the program's host callbacks."""
    from xtune.measure.execute import compile_text

    return compile_text(text, options, host_callbacks).exe


class TunedJit:
    """The callable `xtune.jit` returns; see `jit`. Attributes it does not define (`lower`,
    `trace`, `eval_shape`, ...) are those of the plain `jax.jit` function."""

    def __init__(self, fn: Callable[..., Any], answers: Answers, *, strict: bool, check: bool,
                 misses_dir: str | os.PathLike | None, compile_fn: CompileFn, jit_kwargs: dict[str, Any],
                 autotune_k: int = 0, background: bool = False, autotune_budget_s: float = AUTOTUNE_BUDGET_S,
                 suggest_fn: SuggestFn | None = None, answers_dir: str | os.PathLike | None = None):
        import jax

        self.fn = fn
        self.answers = answers
        self.autotune_k, self.background, self.autotune_budget_s = autotune_k, background, autotune_budget_s
        self.answers_dir = Path(answers_dir) if answers_dir is not None else None
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
        self._tuner = FirstCallTuner(
            self._name, self.answers_dir, k=autotune_k, background=background, budget_s=autotune_budget_s,
            suggest_fn=suggest_fn or default_suggest, plain=self._plain, compile_fn=compile_fn,
            lower_exec=self._lower_exec, run=self._run, fresh_call=self._fresh_call,
            check_allocator=self._check_allocator, log_once=self._log_once, publish=self._publish)
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
        return self._tuner.wait(timeout)

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

    def _split(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[set[int], Any]:
        """The call's static argument positions and its dynamic (args, kwargs), as jax.jit splits them."""
        nums = {i % len(args) if i < 0 and args else i for i in self._nums}
        dynamic = (tuple(a for i, a in enumerate(args) if i not in nums),
                   {k: v for k, v in kwargs.items() if k not in self._names})
        return nums, dynamic

    def _signature(self, args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, list[Any]]:
        """(cache key, flat dynamic arguments) of a call, as jax.jit splits it."""
        import jax

        nums, dynamic = self._split(args, kwargs)
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
            program = Program.from_lowered(key_lowered, name=self._name, source=f"python:{self._name}")
        except ProgramError as e:  # e.g. dynamic shapes: nothing xtune tunes
            return Deployment("", self._name, False, f"not a program xtune tunes ({one_line(e, max_chars=200)})")
        fp, env = program.fingerprint, _environment()
        found = self.answers.for_fingerprint(fp)
        if self.autotune_k and not any(not a.setting_mismatch(env) for a in found):
            found = self._reload(fp) or found  # another process may have tuned it since this one loaded
        if not found:
            self._log_miss(program, env)
            if self.autotune_k:
                return self._tuner.tune(program, args, kwargs, env, key)
            return Deployment(fp, self._name, False, "no answer for this program and setting")
        same = [a for a in found if not a.setting_mismatch(env)]
        # an offline search's answer before a first-call one, then the nearest core count, then the fastest
        answer = min(same or found, key=lambda a: (is_first_call(a), abs(a.cores - env["cores"]), -a.speedup))
        mismatch = "" if same else answer.setting_mismatch(env)
        if mismatch and self.strict and self.autotune_k:  # answers only for another setting: tune one for this
            self._log_once("refused", fp, logging.INFO, "xtune.jit: %s (%s): its answer in %s was tuned under "
                           "another setting (%s): tuning it at first call for this one", self._name, fp,
                           self._where(answer), mismatch)
            return self._tuner.tune(program, args, kwargs, env, key)
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
        hazard = callback_hazard(program)
        if hazard and (self.check or mismatch or program.needs_this_process and not program.callbacks_live):
            self._log_once("callback answer", fp, logging.WARNING, "xtune.jit: %s (%s): its answer in %s is not "
                           "used: %s; running jax.jit", self._name, fp, self._where(answer), hazard)
            return Deployment(fp, self._name, False, f"not used: {hazard}", answer)
        try:
            config = answer.config(ConfigSpace(program, backend=env["backend"]))
            lowered, exec_program = self._lower_exec(program, args, kwargs)
            text = apply_config(exec_program, Config(fp, config.values))
            executable = compile_config(self._compile_fn, text, tuple(compile_options(config)), exec_program)
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
            exec_program = dataclasses.replace(Program.from_lowered(lowered, name=self._name),
                                               fingerprint=program.fingerprint)
        elif program.callbacks:  # the host callbacks of the lowering that runs
            exec_program = dataclasses.replace(program, host_callbacks=host.lowered_host_callbacks(lowered))
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
            self.answers = load_folder_locked(self.answers_dir)
        except (AnswersError, OSError) as e:
            self._log_once("reload", fp, logging.WARNING, "xtune.jit: %s: cannot read %s again (%s)", self._name,
                           self.answers_dir, one_line(e, max_chars=300))
            return []
        return self.answers.for_fingerprint(fp)

    def _publish(self, key: Any, dep: Deployment) -> None:
        """Sets what a signature runs (a background tuning's result): the next call takes it whole."""
        with self._lock:
            self._deployments[key] = dep

    def _fresh_call(self, args: tuple[Any, ...], kwargs: dict[str, Any], donated: Sequence[bool],
                    copy_all: bool = False) -> tuple[tuple[Any, ...], dict[str, Any], list[Any]]:
        """The call's (args, kwargs, flat dynamic arguments) with its donated arrays copied (each
        run consumes its own), or with `copy_all` every array (device and host); static
        arguments as they are."""
        import jax
        import jax.numpy as jnp

        nums, dynamic = self._split(args, kwargs)
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
        autotune_budget_s: float = AUTOTUNE_BUDGET_S, suggest_fn: SuggestFn | None = None,
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
      autotune: tune a program without an answer at its first call (`xtune.deploy.first_call`): the
        number of suggested configs to try, in the call; "background": 3 configs on a
        daemon thread while the calls run `jax.jit`; None or 0: off.
      autotune_budget_s: wall time of one tuning, compiles included.
      suggest_fn: `(space, k) -> suggestions`, the configs tried (default:
        `xtune.measure.suggestions.suggest`); a seam for tests.
      **jit_kwargs: passed to `jax.jit`.

    Raises:
      AnswersError: `answers` is missing, corrupt or not xtune's (one line); with
        `autotune`, a file rather than a folder.
      ValueError: `autotune` or `autotune_budget_s` out of range.
    """
    if fn is None:
        return lambda f: jit(f, answers=answers, strict=strict, check=check, misses_dir=misses_dir,
                             compile_fn=compile_fn, autotune=autotune, autotune_budget_s=autotune_budget_s,
                             suggest_fn=suggest_fn, **jit_kwargs)
    k, background = autotune_mode(autotune)
    folder = None
    if k:
        if not autotune_budget_s > 0:
            raise ValueError(f"autotune_budget_s must be > 0, got {autotune_budget_s!r}")
        folder = tuning_folder(answers, os.environ.get(ANSWERS_ENV))
        loaded = answers if isinstance(answers, Answers) else load_folder_locked(folder)
    else:
        if answers is None:
            answers = os.environ.get(ANSWERS_ENV) or Answers(())
        loaded = answers if isinstance(answers, Answers) else load_answers(answers)
    return TunedJit(fn, loaded, strict=strict, check=check, misses_dir=misses_dir,
                    compile_fn=compile_fn or compile_executable, jit_kwargs=jit_kwargs, autotune_k=k,
                    background=background, autotune_budget_s=autotune_budget_s, suggest_fn=suggest_fn,
                    answers_dir=folder)
