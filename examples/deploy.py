"""From your code to production: write the program, tune it overnight, deploy with `xtune.jit`.

    python examples/deploy.py write runs/programs          # 1. the program, as xtune batch reads it
    xtune batch runs/programs --measurements 30 --cores 1 --db runs/tune.db --out runs/tuned
    xtune db answers runs/tune.db --out answers/            # 2. answers to keep in git (batch also writes runs/tuned/answers/)
    python examples/deploy.py run answers/                  # 3. the service: xtune.jit instead of jax.jit

The function is `vmapped_mlp` of `examples/models.py` (per-example code vmapped over a
batch, as equinox writes it), the example where XLA's default leaves the most on the table.
"""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path

import jax
import numpy as np

if __package__ in (None, ""):  # run as a script: make `examples` importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import xtune
from examples.models import vmapped_mlp


def write(folder: Path) -> None:
    """Writes the function's StableHLO: the program xtune.jit will look up by its fingerprint."""
    fn, args = vmapped_mlp()
    program = xtune.Program.from_callable(fn, *args, name="vmapped_mlp")
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "vmapped_mlp.mlir"
    path.write_text(program.text)
    print(f"wrote {path} (fingerprint {program.fingerprint})")


def run(answers: str) -> None:
    """What the service does: the same call as with jax.jit, the tuned executable where there is an answer."""
    fn, args = vmapped_mlp()
    forward = xtune.jit(fn, answers=answers)  # was: jax.jit(fn)
    out = forward(*args)
    np.testing.assert_allclose(np.asarray(out), np.asarray(jax.jit(fn)(*args)), rtol=1e-2, atol=1e-3)
    print(forward.explain(*args).reason)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("step", choices=["write", "run"])
    ap.add_argument("path", help="write: the programs folder; run: the answers folder (or a store)")
    opts = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    write(Path(opts.path)) if opts.step == "write" else run(opts.path)


if __name__ == "__main__":
    main()
