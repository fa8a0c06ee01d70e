"""Write the example programs in :mod:`examples.models` as StableHLO text.

Usage (from the repo root)::

    python examples/make_programs.py [--out DIR] [NAME ...]

Each program becomes ``DIR/<name>.mlir`` made by
``jax.jit(fn).lower(*example_args).as_text()``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `examples` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import jax
import numpy as np

from examples.models import PROGRAMS

DEFAULT_OUT = Path(__file__).resolve().parent / "programs"


def lower_to_text(name: str) -> str:
    """Lower the registered program ``name`` to StableHLO text.

    Args:
      name: key of :data:`examples.models.PROGRAMS`.

    Returns:
      The module text, as ``jax.jit(fn).lower(*args).as_text()`` prints it.
    """
    fn, args = PROGRAMS[name]()
    assert all(isinstance(a, np.ndarray) and a.dtype == np.float32 for a in args), name
    return jax.jit(fn).lower(*args).as_text()


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help="output folder (default: examples/programs)")
    parser.add_argument("names", nargs="*", metavar="NAME",
                        help=f"programs to write (default: all of {', '.join(PROGRAMS)})")
    opts = parser.parse_args(argv)
    unknown = sorted(set(opts.names) - set(PROGRAMS))
    if unknown:
        parser.error(f"unknown program(s): {', '.join(unknown)}")

    opts.out.mkdir(parents=True, exist_ok=True)
    for name in opts.names or PROGRAMS:
        text = lower_to_text(name)
        path = opts.out / f"{name}.mlir"
        path.write_text(text)
        print(f"wrote {path} ({len(text.splitlines())} lines, {len(text)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
