"""Write the programs of :mod:`examples.real` (models from libraries written by others) as StableHLO text.

Four sets, each into its own folder:

* ``v1``: :data:`examples.real.PROGRAMS`, into ``examples/real/`` (``data/real-v1``'s programs);
  needs ``pip install -e '.[real]'`` and ``pip install --no-deps keras-hub``;
* ``v2``: :data:`examples.real.REAL_V2`, added after ``data/real-v1``, into ``examples/real-v2/``;
  needs ``pip install -e '.[real]'`` and ``pip install --no-deps jax-md``;
* ``v3``: :data:`examples.real_v3.REAL_V3` (libraries and kinds of model the first two do not
  have, and scientific programs in plain ``jax.numpy``), into ``examples/real-v3/``; needs
  ``pip install -e '.[real]'`` and ``pip install --no-deps keras-hub``;
* ``loops``: :data:`examples.real_loops.REAL_LOOPS` (held-out programs whose work runs in
  loops: ODE, SDE and PDE solvers, molecular dynamics, Monte Carlo, iterative solvers,
  training loops, recurrent language models, an RL rollout, a particle filter), into
  ``examples/real-loops/``; needs ``pip install -e '.[real]'`` and ``pip install --no-deps jax-md``;
* ``all``: all four.

Usage (from the repo root)::

    python examples/make_real.py [--set v1|v2|v3|loops|all] [--out DIR] [--scale N] [NAME ...]

``--set`` defaults to ``v1``. ``--out`` replaces each set's folder (with ``--set all``, all
sets go to DIR). NAMEs pick programs of the chosen sets; a set none of them is in is skipped.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make `examples` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from examples.make_corpus import main as write_programs
from examples.real import PROGRAMS, REAL_V2
from examples.real_loops import REAL_LOOPS
from examples.real_loops import lower as lower_loops
from examples.real_v3 import REAL_V3, lower

HERE = Path(__file__).resolve().parent
#: set -> (its programs, the folder they are written to, the function that lowers them)
SETS = {"v1": (PROGRAMS, HERE / "real", lower), "v2": (REAL_V2, HERE / "real-v2", lower),
        "v3": (REAL_V3, HERE / "real-v3", lower), "loops": (REAL_LOOPS, HERE / "real-loops", lower_loops)}


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status. Each set is written by
    `examples.make_corpus.main` with its programs, its lowering (`examples.real_v3.lower`, which
    lowers the first three sets, or `examples.real_loops.lower`) and its folder."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", choices=[*SETS, "all"], default="v1",
                        help="v1: examples/real/, v2: examples/real-v2/, v3: examples/real-v3/, "
                             "loops: examples/real-loops/, all: all four (default: v1)")
    parser.add_argument("--out", type=Path, default=None, help="output folder (default: the set's own)")
    parser.add_argument("--scale", type=int, default=1, help="shape scale (1: the tiny shapes the tests use)")
    parser.add_argument("names", nargs="*", metavar="NAME", help="programs (default: all of the chosen sets)")
    opts = parser.parse_args(argv)
    chosen = list(SETS) if opts.set == "all" else [opts.set]
    unknown = sorted(set(opts.names) - {name for s in chosen for name in SETS[s][0]})
    if unknown:
        parser.error(f"unknown program(s) in --set {opts.set}: {', '.join(unknown)}")
    for s in chosen:
        programs, folder, lower_set = SETS[s]
        names = [name for name in opts.names if name in programs]
        if opts.names and not names:
            continue
        status = write_programs(["--out", str(opts.out or folder), "--scale", str(opts.scale), *names],
                                programs, lower_set, folder, __doc__)
        if status:
            return status
    return 0


if __name__ == "__main__":
    sys.exit(main())
