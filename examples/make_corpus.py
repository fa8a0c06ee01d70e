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


def main(argv: list[str] | None = None, programs=PROGRAMS, lower=lower, default_out: Path = DEFAULT_OUT,
         doc: str = __doc__) -> int:
    """Command-line entry point; returns the exit status. `examples/make_real.py` calls it with
    the programs, lowering and folder of each set of `examples.real`."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--out", type=Path, default=default_out,
                        help=f"output folder (default: examples/{default_out.name})")
    parser.add_argument("--scale", type=int, default=1, help="shape scale (1: the tiny shapes the tests use)")
    parser.add_argument("names", nargs="*", metavar="NAME", help=f"programs (default: all of {', '.join(programs)})")
    opts = parser.parse_args(argv)
    unknown = sorted(set(opts.names) - set(programs))
    if unknown:
        parser.error(f"unknown program(s): {', '.join(unknown)}")
    opts.out.mkdir(parents=True, exist_ok=True)
    for name in opts.names or programs:
        text = lower(name, opts.scale)
        path = opts.out / f"{name}.mlir"
        path.write_text(text)
        print(f"wrote {path} ({len(text)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
