"""Write the programs of :mod:`examples.real` (models from libraries written by others) as StableHLO text.

Usage (from the repo root; needs ``pip install -e '.[real]'`` and ``pip install --no-deps keras-hub``)::

    python examples/make_real.py [--out DIR] [--scale N] [NAME ...]
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `examples` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from examples.make_corpus import main as write_programs
from examples.real import PROGRAMS, lower

if __name__ == "__main__":
    sys.exit(write_programs(None, PROGRAMS, lower, Path(__file__).resolve().parent / "real", __doc__))
