"""xtune: find the fastest XLA layout configuration of an ML program.

This file is the package `xtune` (setup.cfg maps it to the checkout's root), and
its layers are the folders beside it, imported downwards only (deploy uses
measure alone; search may use every other layer):

    xtune.measure    programs, config spaces, rewrite, compile + time, runners, store
    xtune.surrogate  TpuGraphs-format graphs, the GNN cost model, datasets, training
    xtune.deploy     answers files, and xtune.jit: jax.jit running the stored answer
    xtune.search     the search strategy and loop, tune(), batch, reports, the CLI

The public API, loaded on first use (so `import xtune` stays cheap):

    import xtune
    result = xtune.tune(fn, *example_args, measurements=30)
    fast_fn = result.apply(fn)
    fast_fn = xtune.jit(fn, answers="answers/")   # in production: jax.jit, running the stored answer

    program = xtune.Program.from_callable(fn, *example_args)
    space = xtune.ConfigSpace(program)
    model = xtune.load_model()              # the bundled surrogate; a .xtm path; or "random"
    with xtune.RecordStore("runs.db") as store: ...
"""

from __future__ import annotations

import importlib
from typing import Any

__version__ = "0.1.0"

_EXPORTS = {
    "tune": "xtune.search.tune",
    "jit": "xtune.deploy.jit",
    "TuneResult": "xtune.search.tune",
    "load_model": "xtune.search.costmodel",
    "Program": "xtune.measure.program",
    "load_program": "xtune.measure.program",
    "ConfigSpace": "xtune.measure.space",
    "Config": "xtune.measure.space",
    "RecordStore": "xtune.measure.store",
    "Record": "xtune.measure.record",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name in _EXPORTS:
        value = getattr(importlib.import_module(_EXPORTS[name]), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'xtune' has no attribute {name!r}")


def __dir__() -> list[str]:
    return sorted([*globals(), *_EXPORTS])
