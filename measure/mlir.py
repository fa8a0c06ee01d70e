"""Thin helpers over the MLIR Python bindings and the XLA client that ship with jaxlib.

Everything that parses, rewrites or compiles StableHLO reaches jaxlib's private
API (`jax._src`) through here, so that surface is in one place (docs/design.md):
`ir` (MLIR core), `hlo_dialect` (the StableHLO op builders) and `xla_client`
(compile options, device lists) are re-exported for the rest of xtune,
`hlo_text` converts StableHLO to XLA's HLO text, and `ready_custom_calls` readies
the library kernels (LAPACK, ...) a module calls before it is compiled.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import numpy as np
from jax._src.interpreters import mlir as jax_mlir
from jax._src.lib import xla_client
from jax._src.lib.mlir import ir
from jax._src.lib.mlir.dialects import hlo as hlo_dialect

__all__ = ["ParseError", "context", "function_name", "functions", "hlo_dialect", "ir", "is_ranked_tensor",
           "hlo_text", "layout_attr", "main_function", "optimized_hlo_text", "parse", "rank", "ready_custom_calls",
           "tensor_spec", "xla_client"]

# MLIR element type spelling -> numpy dtype name.
_ELEMENT_DTYPES = {
    "f64": "float64", "f32": "float32", "f16": "float16", "bf16": "bfloat16",
    "i64": "int64", "i32": "int32", "i16": "int16", "i8": "int8", "i1": "bool",
    "ui64": "uint64", "ui32": "uint32", "ui16": "uint16", "ui8": "uint8",
}


class ParseError(ValueError):
    """The text is not a StableHLO module we can read."""


def backends_initialized() -> bool:
    """True once JAX has made its backends in this process (they are made on first use)."""
    from jax._src import xla_bridge

    return xla_bridge.backends_are_initialized()


@contextlib.contextmanager
def context() -> Iterator[ir.Context]:
    """An MLIR context with the StableHLO dialects loaded, plus a location."""
    with jax_mlir.make_ir_context() as ctx, ir.Location.unknown():
        yield ctx


def parse(text: str) -> ir.Module:
    """Parses StableHLO text; call inside `context()`.

    Raises:
      ParseError: with the first line of MLIR's diagnostic.
    """
    try:
        return ir.Module.parse(text)
    except Exception as e:  # MLIRError and friends
        lines = [ln.strip() for ln in str(e).splitlines() if ln.strip()]
        errors = [ln.removeprefix("error: ") for ln in lines if ln.startswith("error:")]
        raise ParseError((errors or lines or ["cannot parse MLIR"])[0]) from None


def functions(module: ir.Module) -> list[ir.Operation]:
    """The `func.func` ops of a module, in text order."""
    return [op.operation for op in module.body.operations if op.operation.name == "func.func"]


def function_name(func_op: ir.Operation) -> str:
    return ir.StringAttr(func_op.attributes["sym_name"]).value


def main_function(module: ir.Module) -> ir.Operation:
    """The entry function: `main`, else the only public function."""
    funcs = functions(module)
    for f in funcs:
        if function_name(f) == "main":
            return f
    if len(funcs) == 1:
        return funcs[0]
    raise ParseError("module has no @main function")


def tensor_spec(t: ir.Type) -> tuple[tuple[int, ...], str]:
    """(shape, numpy dtype name) of a ranked tensor type."""
    if not is_ranked_tensor(t):
        raise ParseError(f"argument or result of type {t} is not a ranked tensor")
    rt = ir.RankedTensorType(t)
    if not rt.has_static_shape:
        raise ParseError(f"dynamic shape {t} is not supported")
    elem = str(rt.element_type)
    if elem not in _ELEMENT_DTYPES:
        raise ParseError(f"element type {elem} is not supported")
    return tuple(int(d) for d in rt.shape), _ELEMENT_DTYPES[elem]


def is_ranked_tensor(t: ir.Type) -> bool:
    return t.typeid == ir.RankedTensorType.static_typeid


def rank(t: ir.Type) -> int:
    return ir.RankedTensorType(t).rank if is_ranked_tensor(t) else -1


def hlo_text(stablehlo_text: str) -> str:
    """XLA's HLO text of a StableHLO module, before optimisation, with its metadata (op
    names and source locations; `as_hlo_text()` drops them) but without backend configs,
    large constants or the program shape.

    Raises:
      ParseError: XLA cannot convert the module (the first line of its error).
    """
    import jaxlib._hlo as hlo_ext  # HloPrintOptions

    try:
        computation = xla_client._xla.mlir.mlir_module_to_xla_computation(
            stablehlo_text, use_tuple_args=False, return_tuple=False)
    except Exception as e:  # XlaRuntimeError and friends
        raise ParseError((str(e).strip().splitlines() or [type(e).__name__])[0]) from None
    options = hlo_ext.HloPrintOptions()
    options.print_backend_config = False
    options.print_large_constants = False
    options.print_program_shape = False
    return computation.get_hlo_module().to_string(options)


def ready_custom_calls(text: str) -> None:
    """Makes the library kernels `text` calls ready to run in this process.

    A lowered program may call jaxlib's kernels by name (`stablehlo.custom_call
    @lapack_spotrf_ffi`: Cholesky, QR, eigh, triangular solves, ...; `@cpu_csr_sparse_dense_ffi`).
    Importing jax registers the names, but LAPACK's function table is filled only
    when jax itself lowers a linalg op; a module compiled from text in a fresh
    process would call an empty table and crash the process. Idempotent and cheap.
    """
    if "custom_call @lapack_" in text:
        from jax._src.lax import linalg

        linalg.initialize_lapack()
    if "custom_call @cpu_csr_sparse" in text:
        import jax.experimental.sparse  # noqa: F401  (its import registers the sparse kernels)


def optimized_hlo_text(executable) -> str:
    """The optimized HLO module a compiled (loaded) executable runs, printed canonically:
    instruction and computation names numbered in order, no metadata, no ids, with layouts
    and backend configs (two executables that print alike were compiled from the same
    module, whatever names or source locations their inputs had)."""
    import jaxlib._hlo as hlo_ext  # HloPrintOptions

    options = hlo_ext.HloPrintOptions.canonical()
    options.print_metadata = False
    options.print_backend_config = True
    options.print_large_constants = False
    return "\n".join(m.to_string(options) for m in executable.hlo_modules())


def layout_attr(minor_to_major: tuple[int, ...]) -> ir.Attribute:
    """A dense index attribute holding a minor_to_major layout."""
    return ir.DenseIntElementsAttr.get(
        np.array(minor_to_major, np.int64),
        type=ir.RankedTensorType.get([len(minor_to_major)], ir.IndexType.get()),
    )
