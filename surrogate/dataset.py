"""Measured datasets: build them with the harness, export them as TpuGraphs npz.

`build` measures the default and N random configs of each program into a
store (resumable: the store already holds what was measured). `export`
writes one TpuGraphs layout `.npz` per (program, device kind) from the
store's ok records, plus a manifest.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable, Sequence
from pathlib import Path

from measure.program import Program, load_program
from measure.record import Record
from measure.runner import MeasureSettings, Measurer
from measure.space import Config, ConfigSpace
from measure.store import RecordStore


def dataset_configs(space: ConfigSpace, num_random: int, seed: int) -> list[Config]:
    """The default plus `num_random` distinct random configs, seeded per program.

    The seed mixes in the program fingerprint so that every program gets its
    own configs, and the same (program, seed) always the same ones — which is
    what makes `build` resumable.
    """
    digest = hashlib.sha256(f"{seed}:{space.program.fingerprint}".encode()).hexdigest()
    rng = random.Random(int(digest[:16], 16))
    configs = {space.default().hash: space.default()}
    attempts = 0
    while len(configs) < num_random + 1 and attempts < 20 * (num_random + 1):
        c = space.random(rng)
        configs.setdefault(c.hash, c)
        attempts += 1
    return list(configs.values())


def build(programs: Sequence[str | Path | Program], num_configs: int, store: RecordStore,
          settings: MeasureSettings, seed: int = 0,
          on_record: Callable[[Program, Record, bool], None] | None = None,
          on_program: Callable[[Program, int], None] | None = None) -> dict[str, list[Record]]:
    """Measures default + `num_configs` random configs of each program into `store`.

    Args:
      programs: paths/specs or loaded programs.
      num_configs: random configs per program (the default is measured too).
      store: record store; records already there are reused, so a rerun resumes.
      settings: measurement settings (datasets on shared machines: `cores=1`).
      seed: config sampling seed.
      on_record: progress callback (program, record, reused).
      on_program: called with (program, number of configs) before each program.

    Returns:
      Records per program fingerprint.
    """
    out: dict[str, list[Record]] = {}
    with Measurer(settings, store) as measurer:
        for p in programs:
            prog = p if isinstance(p, Program) else load_program(p)
            configs = dataset_configs(ConfigSpace(prog), num_configs, seed)
            if on_program:
                on_program(prog, len(configs))
            cb = (lambda r, reused, _p=prog: on_record(_p, r, reused)) if on_record else None
            out[prog.fingerprint] = measurer.measure(prog, configs, on_record=cb)
    return out
