"""Write the corpus programs of :mod:`examples.corpus` as StableHLO text.

Usage (from the repo root; needs ``pip install -e '.[corpus]'``)::

    python examples/make_corpus.py [--out DIR] [--scale N] [NAME ...]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `examples` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from examples.corpus import PROGRAMS, lower

DEFAULT_OUT = Path(__file__).resolve().parent / "corpus"


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder (default: examples/corpus)")
    parser.add_argument("--scale", type=int, default=1, help="shape scale (1: the tiny shapes the tests use)")
    parser.add_argument("names", nargs="*", metavar="NAME", help=f"programs (default: all of {', '.join(PROGRAMS)})")
    opts = parser.parse_args(argv)
    unknown = sorted(set(opts.names) - set(PROGRAMS))
    if unknown:
        parser.error(f"unknown program(s): {', '.join(unknown)}")
    opts.out.mkdir(parents=True, exist_ok=True)
    for name in opts.names or PROGRAMS:
        text = lower(name, opts.scale)
        path = opts.out / f"{name}.mlir"
        path.write_text(text)
        print(f"wrote {path} ({len(text)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
