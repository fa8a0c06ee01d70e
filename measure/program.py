"""`Program`: StableHLO text plus input specs, from whatever the user has.

Loaders accept a `.mlir` StableHLO text file, a `jax.export` serialized file,
a `pkg.module:function` spec whose function returns `(fn, example_args)`, or
a Python callable with example args (`Program.from_callable`).

A program that calls host callbacks (`jax.pure_callback`, `io_callback`, `jax.debug.print`)
lists them (`Program.callbacks`, `measure.callbacks`); traced in this process it also keeps
their functions (`Program.host_callbacks`), without which XLA cannot run them. A file whose
callbacks run on every call is refused when loaded: their code is gone with the process
that traced it.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib
import os
import sys
import zipfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from xtune.measure import callbacks as host
from xtune.measure import mlir
from xtune.measure.errors import InputError, one_line


class ProgramError(InputError, ValueError):
    """A program could not be loaded; the message is one line naming the source."""


@dataclasses.dataclass(frozen=True)
class InputSpec:
    """Shape and numpy dtype name of one flat input of the entry function."""

    shape: tuple[int, ...]
    dtype: str

    def to_json(self) -> dict[str, Any]:
        return {"shape": list(self.shape), "dtype": self.dtype}


@dataclasses.dataclass(frozen=True)
class Program:
    """A program to tune.

    Attributes:
      name: short human name (file stem or function name).
      text: StableHLO text, canonicalised by an MLIR parse/print round trip.
      input_specs: flat inputs of the entry function.
      source: where it came from (path or spec).
      fingerprint: sha256 of `text`, first 16 hex digits.
      callbacks: the host callback calls in `text` (`measure.callbacks.CallbackSite`).
      host_callbacks: their functions, where the program was traced in this process
        (`from_lowered`): what XLA needs to run them; () otherwise.
    """

    name: str
    text: str
    input_specs: tuple[InputSpec, ...]
    source: str = ""
    fingerprint: str = ""
    callbacks: tuple[host.CallbackSite, ...] = ()
    host_callbacks: tuple[Callable[..., Any], ...] = dataclasses.field(default=(), compare=False, repr=False)

    @property
    def callback_targets(self) -> tuple[str, ...]:
        """The custom call targets of its host callbacks, sorted, each once."""
        return tuple(sorted({s.target for s in self.callbacks}))

    @property
    def callbacks_live(self) -> bool:
        """Whether this process holds the functions of all its host callbacks (True without any)."""
        count = max((s.index + 1 for s in self.callbacks if s.index is not None), default=1)
        return not self.callbacks or len(self.host_callbacks) >= count

    @property
    def needs_this_process(self) -> bool:
        """Whether it can only be measured where its host callbacks live: one runs on every
        call (a callback on an error check's branch only runs anywhere until it is taken)."""
        return host.needs_live_callbacks(self.callbacks)

    @property
    def has_side_effects(self) -> bool:
        """Whether a host callback it calls has side effects (io_callback, jax.debug.print):
        running the program again repeats them."""
        return any(s.side_effect for s in self.callbacks)

    @classmethod
    def from_text(cls, text: str, name: str = "program", source: str = "",
                  host_callbacks: Sequence[Callable[..., Any]] = ()) -> "Program":
        """Builds a program from StableHLO text (`host_callbacks`: the functions of the host
        callbacks it calls, where it was traced in this process).

        Raises:
          ProgramError: if the text is not StableHLO with a static-shaped entry.
        """
        where = source or name
        with mlir.context():
            try:
                module = mlir.parse(text)
                entry = mlir.main_function(module)
                arg_types = entry.regions[0].blocks[0].arguments
                specs = tuple(InputSpec(*mlir.tensor_spec(a.type)) for a in arg_types)
            except mlir.ParseError as e:
                raise ProgramError(f"{where}: not a StableHLO module ({e})") from None
            canonical = str(module)
            sites = host.find_sites(module) if host.may_call(canonical) else ()
        fp = hashlib.sha256(canonical.encode()).hexdigest()[:16]
        return cls(name=name, text=canonical, input_specs=specs, source=source, fingerprint=fp, callbacks=sites,
                   host_callbacks=tuple(host_callbacks) if sites else ())

    @classmethod
    def from_lowered(cls, lowered: Any, name: str = "program", source: str = "") -> "Program":
        """Builds a program from a `jax.jit(fn).lower(...)` result, keeping the functions of
        its host callbacks (this process can run them)."""
        return cls.from_text(lowered.as_text(), name=name, source=source,
                             host_callbacks=host.lowered_host_callbacks(lowered))

    @classmethod
    def from_callable(cls, fn: Callable[..., Any], *example_args: Any, name: str | None = None) -> "Program":
        """Lowers `jax.jit(fn)` on example args (pytrees allowed) to StableHLO."""
        import jax

        try:
            lowered = jax.jit(fn, keep_unused=True).lower(*example_args)
        except Exception as e:
            raise ProgramError(f"{name or getattr(fn, '__name__', 'fn')}: cannot lower ({one_line(e)})") from None
        fname = name or getattr(fn, "__name__", "fn")
        return cls.from_lowered(lowered, name=fname, source=f"python:{fname}")

    def random_inputs(self, seed: int = 0) -> list[np.ndarray]:
        """Seeded random arrays matching `input_specs` (normal floats, small ints)."""
        return random_inputs(self.input_specs, seed)

    def load_inputs(self, npz_path: str | os.PathLike) -> list[np.ndarray]:
        """Inputs from a user `.npz`: arrays in order (arr_0, arr_1, ... or file order)."""
        return load_npz_inputs(self.input_specs, npz_path)


def random_inputs(specs: Sequence[InputSpec], seed: int = 0) -> list[np.ndarray]:
    """Deterministic inputs for timing and numerics checks."""
    import ml_dtypes  # noqa: F401  (registers bfloat16 with numpy)

    rng = np.random.default_rng(seed)
    out = []
    for s in specs:
        dt = np.dtype(s.dtype)
        if dt == np.bool_:
            a = rng.random(s.shape) < 0.5
        elif np.issubdtype(dt, np.integer):
            a = rng.integers(0, 8, size=s.shape).astype(dt)
        else:
            a = rng.standard_normal(s.shape, dtype=np.float32).astype(dt)
        out.append(np.asarray(a))
    return out


def load_npz_inputs(specs: Sequence[InputSpec], npz_path: str | os.PathLike) -> list[np.ndarray]:
    """Reads and checks user inputs against the program's specs."""
    import ml_dtypes  # noqa: F401

    if not Path(npz_path).is_file():
        raise ProgramError(f"{npz_path}: no such file")
    if not zipfile.is_zipfile(npz_path):
        raise ProgramError(f"{npz_path}: not an .npz file (np.savez writes one: a zip archive of arrays)")
    try:
        with np.load(npz_path, allow_pickle=False) as z:
            keys = list(z.files)
            if all(f"arr_{i}" in keys for i in range(len(keys))):
                keys = [f"arr_{i}" for i in range(len(keys))]
            arrays = [np.asarray(z[k]) for k in keys]
    except Exception as e:
        raise ProgramError(f"{npz_path}: cannot read inputs ({one_line(e)})") from None
    if len(arrays) != len(specs):
        raise ProgramError(f"{npz_path}: has {len(arrays)} arrays, the program takes {len(specs)}")
    for i, (a, s) in enumerate(zip(arrays, specs)):
        if tuple(a.shape) != s.shape:
            raise ProgramError(f"{npz_path}: input {i} has shape {a.shape}, expected {s.shape}")
        want = np.dtype(s.dtype)
        if (a.dtype.kind == "f" and want.kind in "iub") or (a.dtype.kind == "c" and want.kind != "c"):
            raise ProgramError(f"{npz_path}: input {i} is {a.dtype}, the program takes {want}")
    return [a.astype(np.dtype(s.dtype)) for a, s in zip(arrays, specs)]


def load_program(spec: str | os.PathLike) -> Program:
    """Loads a program from a `.mlir` file, a `jax.export` file or `pkg.mod:fn`.

    Raises:
      ProgramError: one line naming the file and the problem.
    """
    spec = str(spec)
    path = Path(spec)
    if path.is_dir():
        raise ProgramError(f"{spec}: is a folder, not a program file")
    if path.exists():
        program = _load_file(path)
        if program.needs_this_process:
            raise ProgramError(host.file_refusal(spec, program.callbacks))
        return check_compilable(program)
    if ":" in spec and not spec.endswith((".mlir", ".bin", ".jaxexport")) and "/" not in spec:
        return _load_python_spec(spec)
    raise ProgramError(f"{spec}: no such file")


def check_compilable(program: Program) -> Program:
    """`program` as it is, once XLA has taken its module: an entry function named `main`,
    and only ops XLA can build (`stablehlo`, `chlo`, `func`; not `arith`, say). XLA's
    conversion, without code generation: tens of milliseconds on a large model.

    Raises:
      ProgramError: one line naming the source and what XLA refused.
    """
    names = _function_names(program.text)
    if "main" not in names:
        names = ", ".join(f"@{n}" for n in names) or "none"
        raise ProgramError(f"{program.source or program.name}: no function @main (XLA compiles a module's "
                           f"@main; this module has {names})")
    try:
        mlir.hlo_text(program.text)
    except mlir.ParseError as e:
        why = str(e).split(" error: ", 1)[-1]
        raise ProgramError(f"{program.source or program.name}: XLA cannot take this module ({why})") from None
    return program


def _function_names(text: str) -> list[str]:
    with mlir.context():
        module = mlir.parse(text)  # held while its ops are read: they do not keep it alive
        return [mlir.function_name(f) for f in mlir.functions(module)]


def _load_file(path: Path) -> Program:
    try:
        data = path.read_bytes()
    except OSError as e:
        raise ProgramError(f"{path}: cannot read ({e.strerror or type(e).__name__})") from None
    if not data.strip():
        raise ProgramError(f"{path}: empty file")
    try:
        text = data.decode()
        looks_textual = "\x00" not in text  # jax.export files are binary flatbuffers
    except UnicodeDecodeError:
        looks_textual = False
    if looks_textual:
        return Program.from_text(text, name=path.stem, source=str(path))
    try:
        from jax import export

        exported = export.deserialize(bytearray(data))
        text = exported.mlir_module()
    except Exception as e:
        raise ProgramError(f"{path}: neither StableHLO text nor a jax.export file ({one_line(e)})") from None
    return Program.from_text(text, name=path.stem, source=str(path))


def _load_python_spec(spec: str) -> Program:
    mod_name, _, fn_name = spec.partition(":")
    if os.getcwd() not in sys.path:
        sys.path.insert(0, os.getcwd())
    try:
        factory = getattr(importlib.import_module(mod_name), fn_name)
        fn, args = factory()
    except Exception as e:
        raise ProgramError(f"{spec}: cannot build (fn, example_args) ({one_line(e)})") from None
    prog = Program.from_callable(fn, *args, name=fn_name)
    return dataclasses.replace(prog, source=spec)
