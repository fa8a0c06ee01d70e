"""Write the programs of :data:`examples.real.REAL_V2` (written by others, added after `data/real-v1`) as StableHLO text.

Usage (from the repo root; needs ``pip install -e '.[real]'`` and ``pip install --no-deps jax-md``)::

    python examples/make_real_v2.py [--out DIR] [--scale N] [NAME ...]
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `examples` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from examples.make_corpus import main as write_programs
from examples.real import REAL_V2, lower

if __name__ == "__main__":
    sys.exit(write_programs(None, REAL_V2, lower, Path(__file__).resolve().parent / "real-v2", __doc__))
