"""Compile, run, check and time one config in *this* process.

This is the body of every runner (`measure.runners`): the in-process runner
calls `measure_job` directly, the process pool in a pinned child process, the
Dask runner on a worker (`measure.cluster`). The default config is compiled
once per process and cached, with its outputs as the numerics reference, and
is timed interleaved with every candidate (`measure.timing.time_interleaved`, the
timer and win rule `xtune.jit`'s first call uses too, under the job's `TimingPolicy`:
with `stop_when_decided` a confirmation ends once the rule decides); with
`Job.exclusive_timing` only that timing holds the host's timing lock (`measure.hostlock`).

Every compiled config gets its executable's key (`executable_key`: a hash of the
optimized HLO module and the compile options). Many configs compile to an
executable already timed: XLA undoes a layout its passes do not want, so of 543
configs of 22 real programs 58 compiled to the default's own executable and 16
more to another one's. With `Job.skip_same_executable`, such a config is not run
or timed: its record says whose timing it shares (`record.SAME`).

A program that calls host callbacks is compiled with them (`measure.callbacks`): the
functions a job carries from the process that traced it (the in-process runner), else
stand-ins whose call fails the run instead of the process.
"""

from __future__ import annotations

import contextlib
import dataclasses
import hashlib
import os
import socket
import time
from pathlib import Path
from typing import Any

import numpy as np

from xtune.measure import callbacks as host
from xtune.measure import exe_cache, hostlock, numerics
from xtune.measure.phases import CHECK, COMPILE, SAME_EXECUTABLE, START_UP, TIMING
from xtune.measure.errors import one_line
from xtune.measure.program import InputSpec, load_npz_inputs, random_inputs
from xtune.measure.record import (
    COMPILE_ERROR,
    DEFAULT_FAILED_PREFIX,
    OK,
    RUNTIME_ERROR,
    SAME,
    SAME_PREFIX,
    WRONG,
)
from xtune.measure.space import Config
from xtune.measure.timing import TimingPolicy, time_interleaved

# glibc may hand big buffers back to the OS and fault them in again on every
# run, which once faked a 1.8x "win" (docs/design.md). Fixed settings stop that:
# - no trim (16 GiB), so freed heap memory stays mapped;
# - no mmap below 64 GiB: a buffer above the mmap threshold is mapped and
#   page-faulted afresh on every run. With a 32 MiB threshold, a 36.7 MB
#   temp buffer (jax-md's all-pairs Lennard-Jones forces, 1024 particles)
#   took 8,961 page faults per run, half its 32 ms; its 16 ms without them
#   made the default's times bimodal (two modes, 16 and 32 ms), and its
#   YNNPACK config's p10 ratio read 0.884 with the faults and 0.675 without
#   (bench/allocator.py);
# - one arena: a thread's own arena lives in 64 MiB heaps, so a bigger buffer
#   allocated off the main thread is mmapped whatever the threshold.
# They only work from process start (glibc reads them once), so they are put
# in the environment of every worker process; setting them later with
# mallopt() is not equivalent (tried: it made runs 2x slower and bimodal).
MALLOC_ENV = {"MALLOC_MMAP_THRESHOLD_": "68719476736", "MALLOC_TRIM_THRESHOLD_": "17179869184",
              "MALLOC_ARENA_MAX": "1"}

MESSAGE_CHARS = 500  # a failed config's message: the error's first line, cut to this
DEFAULT_HASH = Config("").hash  # the default config's hash (a config's hash ignores its program)


@dataclasses.dataclass(frozen=True)
class Job:
    """Everything a process needs to measure one config of one program.

    `exclusive_timing` times under the host's timing lock (the `Measurer`
    sets it from `MeasureSettings.exclusive_timing`); `phase_file`, when set,
    receives the phase in flight (compile, run, time) for a parent that must
    say where a dead or hung worker was.
    """

    program_text: str
    fingerprint: str
    input_specs: tuple[InputSpec, ...]
    config: Config
    candidate_text: str
    options: tuple[tuple[str, Any], ...]
    policy: TimingPolicy = TimingPolicy()
    seed: int = 0
    inputs_npz: str | None = None
    phase_file: str | None = None
    exclusive_timing: bool = False
    skip_same_executable: bool = False
    timed_executables: tuple[tuple[str, str], ...] = ()
    # the program's host callback functions, for a job run in the process that traced it (never pickled)
    host_callbacks: tuple[Any, ...] = dataclasses.field(default=(), compare=False, repr=False)


def executable_key(executable: Any, options: tuple[tuple[str, Any], ...] = ()) -> str:
    """A key of what a compiled executable runs: the hash of its optimized HLO module
    (`mlir.optimized_hlo_text`) and the compile options it was compiled with (options
    that act after HLO, in code generation, are not in the module); "" where the backend
    cannot print its module."""
    from xtune.measure.mlir import optimized_hlo_text

    try:
        text = optimized_hlo_text(executable)
    except Exception:  # a backend without HLO modules: no key, nothing is skipped
        return ""
    text += "\n" + repr(sorted((str(k), str(v)) for k, v in options))
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def same_executable(job: Job, key: str, default_key: str) -> dict[str, Any] | None:
    """A `SAME` result when `job` skips configs of an executable timed already and `key` is
    one (the default's, or one of `job.timed_executables`) that another config was timed
    with; None when this config is to be timed."""
    if not job.skip_same_executable or not key:
        return None
    twin = DEFAULT_HASH if key == default_key else dict(job.timed_executables).get(key)
    if twin is None or twin == job.config.hash:
        return None
    whose = " (the default)" if twin == DEFAULT_HASH else ""
    return {"status": SAME, "message": f"{SAME_PREFIX}{twin}{whose}, not timed again"}


def allocator_is_fixed() -> bool:
    """True when this process started with the MALLOC_* settings of `MALLOC_ENV`."""
    return all(os.environ.get(k) == v for k, v in MALLOC_ENV.items())


@dataclasses.dataclass
class Compiled:
    exe: Any
    compile_s: float
    stats: dict[str, Any]

    def run(self, args: list[Any]) -> list[Any]:
        outs = self.exe.execute(args)
        for o in outs:
            o.block_until_ready()
        return outs


def compile_text(text: str, options: tuple[tuple[str, Any], ...] = (),
                 host_callbacks: tuple[Any, ...] = ()) -> Compiled:
    """Compiles StableHLO text on the first device of JAX's default backend, or loads the
    executable compiled from it before (`measure.exe_cache`; `compile_s` is then that
    compile's). A text that calls host callbacks gets `host_callbacks` (its functions, where
    it was traced in this process) or stand-ins that fail a run reaching them
    (`measure.callbacks`), and is never cached.

    Raises:
      measure.callbacks.CallbackUnavailable: a callback no stand-in can replace, without its function.
    """
    import jax
    import jax.extend  # noqa: F401

    from xtune.measure.mlir import ready_custom_calls, xla_client

    ready_custom_calls(text)
    backend = jax.extend.backend.get_backend()
    devices = xla_client.DeviceList(tuple(backend.devices()[:1]))
    copts = xla_client.CompileOptions()
    if options:
        copts.env_option_overrides = list(options)
    t0 = time.perf_counter()
    exe = host.compile_module(backend, text, devices, copts, host_callbacks)
    if exe is not None:  # it calls host callbacks: an executable bound to this process's functions
        return Compiled(exe, time.perf_counter() - t0, _analyses(exe))
    cache = exe_cache.current()
    k = exe_cache.key(text, options, backend) if cache is not None else ""
    hit = cache.get(k, backend, devices) if cache is not None else None
    if hit is not None:
        return Compiled(hit[0], hit[1], _analyses(hit[0]))
    t0 = time.perf_counter()
    exe = backend.compile_and_load(text, devices, copts)
    compile_s = time.perf_counter() - t0
    if cache is not None:
        cache.put(k, backend, exe, compile_s)
    return Compiled(exe, compile_s, _analyses(exe))


def _analyses(exe: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    try:
        m = exe.get_compiled_memory_stats()
        out.update(temp_bytes=int(m.temp_size_in_bytes), argument_bytes=int(m.argument_size_in_bytes),
                   output_bytes=int(m.output_size_in_bytes))
        out["code_bytes"] = int(exe.size_of_generated_code_in_bytes()) or int(m.generated_code_size_in_bytes)
    except Exception:  # not every backend reports memory
        pass
    try:
        cost = exe.cost_analysis()
        cost = cost[0] if isinstance(cost, list) else cost
        out.update(flops=float(cost.get("flops", 0.0)), bytes_accessed=float(cost.get("bytes accessed", 0.0)))
    except Exception:
        pass
    return out


class _Session:
    """Per-process cache of the default executable, device inputs and reference outputs."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.default: Compiled | None = None
        self.default_key = ""  # the default's `executable_key`
        self.args: list[Any] = []
        self.reference: list[np.ndarray] = []

    def prepare(self, job: Job) -> None:
        key = (job.fingerprint, job.seed, job.inputs_npz)
        if key == self.key:
            return
        import jax

        _phase(job, "compile default")
        self.default = compile_text(job.program_text, host_callbacks=job.host_callbacks)
        self.default_key = executable_key(self.default.exe)
        host = (load_npz_inputs(job.input_specs, job.inputs_npz) if job.inputs_npz
                else random_inputs(job.input_specs, job.seed))
        device = jax.devices()[0]
        self.args = [jax.device_put(a, device) for a in host]
        _phase(job, "run default")
        self.reference = [np.asarray(o) for o in self.default.run(self.args)]
        self.key = key


_SESSION = _Session()


def measure_job(job: Job) -> dict[str, Any]:
    """Measures one config; returns the fields of a `Record` (less identity fields).

    Never raises for a bad config: failures come back as a status and message. The
    fields include `phases`: the seconds each step took (`measure.phases`), which the
    `Measurer` takes out of the record.
    """
    phases: dict[str, float] = {}
    result: dict[str, Any] = {"worker": f"{socket.gethostname()}:{os.getpid()}", "measured_at": time.time(),
                              "phases": phases}
    clock = time.perf_counter()

    def lap(phase: str) -> None:
        nonlocal clock
        now = time.perf_counter()
        phases[phase] = phases.get(phase, 0.0) + now - clock
        clock = now

    try:
        _SESSION.prepare(job)
    except Exception as e:
        message = f"{DEFAULT_FAILED_PREFIX}{_line(e)}"
        return {**result, "status": COMPILE_ERROR, "message": message}
    finally:
        lap(START_UP)
    _phase(job, "compile")
    try:
        # The default is compiled afresh too, so that it is timed against itself.
        cand = compile_text(job.candidate_text, job.options, job.host_callbacks)
    except Exception as e:
        lap(COMPILE)
        return {**result, "status": COMPILE_ERROR, "message": one_line(e, max_chars=MESSAGE_CHARS)}
    key = executable_key(cand.exe, job.options)  # here, not in compile_text: deploys need no key
    result.update(cand.stats, compile_s=cand.compile_s, executable=key)
    same = same_executable(job, key, _SESSION.default_key)
    if same is not None:
        lap(SAME_EXECUTABLE)
        return {**result, **same}
    lap(COMPILE)
    _phase(job, "run")
    try:
        outs = [np.asarray(o) for o in cand.run(_SESSION.args)]
    except Exception as e:
        lap(CHECK)
        return {**result, "status": RUNTIME_ERROR, "message": _line(e)}
    cmp = numerics.compare(outs, _SESSION.reference)
    lap(CHECK)
    result.update(max_abs_err=cmp.max_abs_err, max_rel_err=cmp.max_rel_err)
    if not cmp.ok:
        return {**result, "status": WRONG, "message": cmp.message}
    _phase(job, "time")
    default = _SESSION.default
    args = _SESSION.args
    with hostlock.exclusive_timing() if job.exclusive_timing else contextlib.nullcontext():
        timing = time_interleaved(lambda: cand.run(args), lambda: default.run(args), job.policy)
    lap(TIMING)
    result.update(timing.summary(), status=OK, message="")
    return result


def _line(e: BaseException) -> str:
    """A failed run's message: a stand-in host callback's own line, else the error's first."""
    return (host.error_line(e) or one_line(e))[:MESSAGE_CHARS]


def _phase(job: Job, phase: str) -> None:
    if job.phase_file:
        Path(job.phase_file).write_text(phase)

