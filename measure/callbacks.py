"""Host callbacks: finding them in a program, and compiling a program that calls them.

`jax.pure_callback`, `io_callback` and `jax.debug.print`/`jax.debug.callback` lower to a
custom call (`stablehlo.custom_call @xla_ffi_python_cpu_callback`, attribute
`mhlo.backend_config = {index = i}`) whose target is the i-th Python function handed to
XLA when the lowering was compiled: jax keeps that list with the lowering
(`Lowered._lowering.compile_args["host_callbacks"]`) and passes it to
`compile_and_load`. StableHLO text alone does not carry it. Compiled without it (from a
`.mlir` file, in a worker process, or from text in the tracing process), a run that
reaches the call indexes an empty list and the process dies of SIGSEGV.

So `compile_module` always hands XLA a list: the live functions where the program was
traced in this process, else stand-ins that raise `CallbackUnavailable` (XLA turns that
into an error of the run: a failed measurement, never a dead process). A program whose
callbacks run on every call (`needs_live_callbacks`) can only be measured where they
live; one whose callbacks sit on a conditional branch only (equinox's and diffrax's
error checks) runs anywhere as long as that branch is not taken.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable, Sequence
from typing import Any

from xtune.measure import mlir

# jax's FFI targets (`xla_ffi[_partitioned]_python_{cpu,gpu}_callback`) and the older
# non-FFI ones (`xla_python_cpu_callback`), whose backend config was a raw pointer.
_TARGET = re.compile(r"^xla_(ffi_)?(partitioned_)?python_[a-z]+_callback$")
_CONDITIONAL_OPS = frozenset({"stablehlo.case", "stablehlo.if"})
WHAT = "jax.pure_callback, io_callback or jax.debug.print/callback"  # what lowers to such a call
STAND_IN_MARK = "host callback not in this process"  # in a stand-in's error, so a record can say it


class CallbackUnavailable(RuntimeError):
    """A stand-in host callback was called: the program's callback lives in another process."""


@dataclasses.dataclass(frozen=True)
class CallbackSite:
    """One host callback call in a program.

    Attributes:
      target: the custom call's target name (`xla_ffi_python_cpu_callback`).
      index: its position in the executable's host callbacks (None for a non-FFI target).
      side_effect: the call is marked as having side effects (io_callback, jax.debug.*).
      conditional: it sits on a branch of a `case`/`if` on every path from `@main`, so a
        run may never reach it (an error check's branch).
    """

    target: str
    index: int | None
    side_effect: bool
    conditional: bool

    @property
    def ffi(self) -> bool:
        """Whether XLA finds its function by index (a stand-in can take its place)."""
        return self.index is not None


def find_sites(module: mlir.ir.Module) -> tuple[CallbackSite, ...]:
    """The host callback calls of a parsed module, in text order (call inside `mlir.context()`)."""
    funcs = {mlir.function_name(f): f for f in mlir.functions(module)}
    calls: dict[str, list[tuple[str, bool]]] = {}  # callee -> [(caller, call under a branch)]
    found: list[tuple[str, mlir.ir.Operation, bool]] = []

    def visit(op: mlir.ir.Operation, func: str, branch: bool) -> None:
        if op.name == "stablehlo.custom_call":
            target = mlir.ir.StringAttr(op.attributes["call_target_name"]).value
            if _TARGET.match(target):
                found.append((func, op, branch))
        elif op.name == "func.call":
            callee = mlir.ir.FlatSymbolRefAttr(op.attributes["callee"]).value
            calls.setdefault(callee, []).append((func, branch))
        inner = branch or op.name in _CONDITIONAL_OPS
        for region in op.regions:
            for block in region.blocks:
                for child in block.operations:
                    visit(child.operation, func, inner)

    for name, f in funcs.items():
        for block in f.regions[0].blocks:
            for child in block.operations:
                visit(child.operation, name, False)
    if not found:
        return ()
    entry = mlir.function_name(mlir.main_function(module))
    always: dict[str, bool] = {}

    def reached_always(func: str, seen: frozenset[str] = frozenset()) -> bool:
        """Whether `func` runs on every call of the entry (a path from it through no branch)."""
        if func == entry:
            return True
        if func not in always:
            if func in seen:
                return False
            always[func] = any(not branch and reached_always(caller, seen | {func})
                               for caller, branch in calls.get(func, ()))
        return always[func]

    return tuple(CallbackSite(mlir.ir.StringAttr(op.attributes["call_target_name"]).value, _index(op),
                              _flag(op, "has_side_effect"), branch or not reached_always(func))
                 for func, op, branch in found)


def _index(op: mlir.ir.Operation) -> int | None:
    """The callback's index from `mhlo.backend_config = {index = i}`; None where it has none."""
    if "mhlo.backend_config" not in op.attributes:
        return None
    config = op.attributes["mhlo.backend_config"]
    try:
        return int(mlir.ir.IntegerAttr(mlir.ir.DictAttr(config)["index"]).value)
    except (ValueError, KeyError, TypeError):
        return None


def _flag(op: mlir.ir.Operation, name: str) -> bool:
    return name in op.attributes and mlir.ir.BoolAttr(op.attributes[name]).value


def may_call(text: str) -> bool:
    """A cheap test: False where `text` certainly calls no host callback."""
    return "python_" in text and "_callback" in text


def needs_live_callbacks(sites: Sequence[CallbackSite]) -> bool:
    """Whether a run of the program reaches a callback on every call (or may reach one no
    stand-in can replace): only the process that traced it can run it."""
    return any(not s.conditional or not s.ffi for s in sites)


def describe(sites: Sequence[CallbackSite]) -> str:
    """'a host callback (WHAT: @target)' or 'N host callbacks (...)', for messages."""
    targets = ", ".join(f"@{t}" for t in sorted({s.target for s in sites}))
    count = "a host callback" if len(sites) == 1 else f"{len(sites)} host callbacks"
    return f"{count} ({WHAT}: {targets})"


def file_refusal(where: str, sites: Sequence[CallbackSite]) -> str:
    """The one line refusing a program read from a file whose callbacks are gone with the process that traced it."""
    return (f"{where}: calls {describe(sites)} whose code lives in the process that traced it; tune the "
            "function from Python with xtune.tune(fn, *args, in_process=True), or remove the callback for tuning")


def process_refusal(where: str, sites: Sequence[CallbackSite]) -> str:
    """The one line refusing to measure in another process a program whose callbacks live in this one."""
    return (f"{where}: calls {describe(sites)} whose code lives in this process, and a worker process cannot "
            "run it; measure it in this process (--in-process, or in_process=True), or remove the callback "
            "for tuning")


def lowered_host_callbacks(lowered: Any) -> tuple[Callable[..., Any], ...]:
    """The host callbacks a `jax.jit(...).lower(...)` result hands XLA; () where it has none
    or this jax keeps them elsewhere."""
    try:
        return tuple(lowered._lowering.compile_args["host_callbacks"])
    except (AttributeError, KeyError, TypeError):
        return ()


def _stand_in(index: int) -> Callable[..., Any]:
    def unavailable(*args: Any) -> Any:
        raise CallbackUnavailable(f"{STAND_IN_MARK}: the run called host callback #{index}, whose code lives in "
                                  "the process that traced the program")

    return unavailable


def callbacks_for(sites: Sequence[CallbackSite], live: Sequence[Callable[..., Any]]) -> list[Callable[..., Any]]:
    """What XLA gets for the program's host callbacks: `live` where it covers every index,
    else a stand-in for each.

    Raises:
      CallbackUnavailable: `live` is missing and a callback has no index (a non-FFI
        target, found by a pointer no stand-in can take the place of).
    """
    count = max((s.index + 1 for s in sites if s.index is not None), default=0)
    if live and len(live) >= count:
        return list(live)
    if any(not s.ffi for s in sites):
        raise CallbackUnavailable(f"{STAND_IN_MARK}: {describe(sites)} cannot run without the process that "
                                  "traced the program")
    return [_stand_in(i) for i in range(count)]


def compile_module(backend: Any, text: str, devices: Any, options: Any,
                   live: Sequence[Callable[..., Any]] = ()) -> Any | None:
    """`backend.compile_and_load` of `text` with its host callbacks (`callbacks_for`); None
    where `text` calls none (the caller compiles it as usual).

    Raises:
      CallbackUnavailable: as `callbacks_for`.
    """
    if not may_call(text):
        return None
    with mlir.context():
        module = mlir.parse(text)
        sites = find_sites(module)
        if not sites:
            return None
        return backend.compile_and_load(module, devices, options, host_callbacks=callbacks_for(sites, live))


def error_line(e: BaseException) -> str | None:
    """The stand-in's own line where `e` (XLA's error of a run) came from one; else None."""
    for line in str(e).splitlines():
        if STAND_IN_MARK in line:
            return line.strip().removeprefix(f"{__name__}.").removeprefix("CallbackUnavailable: ")
    return None
