"""Check that every ``.mlir`` in a folder compiles, runs, and is fast enough.

Usage (from the repo root)::

    python examples/check_programs.py [--dir DIR] [--runs N]

For each ``DIR/*.mlir`` the text is compiled with the XLA client
(``backend.compile_and_load``) and run once on random inputs built from the
``@main`` argument types.  Then it is timed two ways, median of ``--runs``
runs after warm-up: ``exe_ms`` runs that text-compiled executable, and
``jit_ms`` runs ``jax.jit(fn)(*args)`` from :data:`examples.models.PROGRAMS`
(``-`` when the file has no registry entry); ``match`` says whether the
text-compiled executable reproduces ``jax.jit(fn)``'s outputs on the
registry's example args.  Op counts are taken from the text (ops in private
helper functions count once); ``max_const`` is the length of the longest
``dense<...>`` literal.  Exits non-zero if a program fails, mismatches, or a
time is outside [``--min-ms``, ``--max-ms``].
"""

from __future__ import annotations

import argparse
import re
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

if __package__ in (None, ""):  # run as a script: make `examples` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import jax
import jax.extend  # noqa: F401  (makes jax.extend.backend available)
import numpy as np

from examples.models import PROGRAMS
from xtune.measure.mlir import xla_client

DEFAULT_DIR = Path(__file__).resolve().parent / "programs"
OPS = ("dot_general", "convolution", "transpose", "reshape", "reduce")
_DTYPES = {"f32": np.float32, "f16": np.float16, "f64": np.float64,
           "i32": np.int32, "i64": np.int64, "i1": np.bool_}


def main_arg_types(text: str) -> list[tuple[tuple[int, ...], np.dtype]]:
    """Parses the (shape, dtype) of each argument of ``func.func public @main``."""
    m = re.search(r"func\.func public @main\((.*?)\)\s*->", text)
    if m is None:
        raise ValueError("no public @main function")
    result = []
    for dims, elt in re.findall(r"%arg\d+: tensor<((?:\d+x)*)(\w+)>", m.group(1)):
        shape = tuple(int(d) for d in dims.split("x") if d)
        result.append((shape, np.dtype(_DTYPES[elt])))
    return result


def random_inputs(types: list[tuple[tuple[int, ...], np.dtype]]) -> list[np.ndarray]:
    """Random arrays with the given (shape, dtype)s, from ``default_rng(0)``."""
    rng = np.random.default_rng(0)
    return [rng.standard_normal(shape).astype(dtype) if dtype.kind == "f"
            else np.zeros(shape, dtype) for shape, dtype in types]


def count_ops(text: str) -> dict[str, int]:
    """Counts ``stablehlo.<op>`` occurrences (generic and pretty forms)."""
    return {op: len(re.findall(rf"\bstablehlo\.{op}\b(?!_)", text)) for op in OPS}


def largest_constant(text: str) -> int:
    """Length in characters of the longest ``dense<...>`` literal in ``text``."""
    return max((len(c) for c in re.findall(r"dense<[^>]*>", text)), default=0)


def median_ms(call: Callable[[], Any], runs: int, warmup: int = 3) -> float:
    """Median wall time in ms of ``call()`` (which must block until done)."""
    for _ in range(warmup):
        call()
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        call()
        times.append((time.perf_counter() - t0) * 1e3)
    return statistics.median(times)


def compile_text(text: str) -> Any:
    """Compiles StableHLO ``text`` with the XLA client for the first device."""
    backend = jax.extend.backend.get_backend()
    return backend.compile_and_load(
        text, xla_client.DeviceList(tuple(backend.devices()[:1])),
        xla_client.CompileOptions())


def run_exe(exe: Any, bufs: list[jax.Array]) -> list[jax.Array]:
    """Runs a compiled executable once and waits for its outputs."""
    outs = exe.execute_sharded(bufs).disassemble_into_single_device_arrays()
    return jax.block_until_ready([o[0] for o in outs])


def time_text(text: str, runs: int) -> float:
    """Times the text-compiled program on random inputs from its arg types."""
    exe = compile_text(text)
    device = jax.extend.backend.get_backend().devices()[0]
    bufs = [jax.device_put(a, device) for a in random_inputs(main_arg_types(text))]
    return median_ms(lambda: run_exe(exe, bufs), runs)


def time_jit(name: str, runs: int) -> float:
    """Times ``jax.jit(fn)(*args)`` for the registered program ``name``."""
    fn, args = PROGRAMS[name]()
    jitted = jax.jit(fn)
    args = [jax.device_put(a) for a in args]
    return median_ms(lambda: jax.block_until_ready(jitted(*args)), runs)


def matches_jit(name: str, text: str, tol: float = 1e-4) -> bool:
    """Whether the text-compiled program gives ``jax.jit(fn)``'s outputs."""
    fn, args = PROGRAMS[name]()
    want = jax.tree.leaves(jax.jit(fn)(*args))
    device = jax.extend.backend.get_backend().devices()[0]
    got = run_exe(compile_text(text), [jax.device_put(a, device) for a in args])
    return len(got) == len(want) and all(
        np.allclose(g, w, rtol=tol, atol=tol) for g, w in zip(got, want))


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=DEFAULT_DIR)
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--min-ms", type=float, default=1.0)
    parser.add_argument("--max-ms", type=float, default=50.0)
    opts = parser.parse_args(argv)

    paths = sorted(opts.dir.glob("*.mlir"))
    if not paths:
        print(f"no .mlir files in {opts.dir}", file=sys.stderr)
        return 1
    header = (f"{'name':<24}{'exe_ms':>8}{'jit_ms':>8}{'lines':>7}"
              + "".join(f"{op[:11]:>12}" for op in OPS) + f"{'max_const':>10}{'match':>6}")
    print(header)
    print("-" * len(header))
    bad = []
    for path in paths:
        name, text = path.stem, path.read_text()
        try:
            exe_ms = time_text(text, opts.runs)
            jit_ms = time_jit(name, opts.runs) if name in PROGRAMS else None
            same = matches_jit(name, text) if name in PROGRAMS else None
        except Exception as e:  # noqa: BLE001  (report and go on)
            print(f"{name:<24} FAILED: {type(e).__name__}: {e}")
            bad.append(name)
            continue
        ops = count_ops(text)
        jit_s = f"{jit_ms:8.2f}" if jit_ms is not None else f"{'-':>8}"
        print(f"{name:<24}{exe_ms:8.2f}{jit_s}{len(text.splitlines()):7d}"
              + "".join(f"{ops[op]:12d}" for op in OPS)
              + f"{largest_constant(text):10d}"
              + f"{ {None: '-', True: 'ok', False: 'DIFF'}[same]:>6}")
        times = [t for t in (exe_ms, jit_ms) if t is not None]
        if same is False or not all(opts.min_ms <= t <= opts.max_ms for t in times):
            bad.append(name)
    if bad:
        print(f"\nout of range or failed: {', '.join(bad)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
