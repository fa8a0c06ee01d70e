"""A fake measurer with deterministic synthetic runtimes, for testing search loops.

A `measure.runner.Measurer` whose measurement of one config is replaced:
nothing is compiled: each gene value has a fixed, hash-derived
effect on the runtime ratio, most of them slowdowns and a few small wins, as
on a real CPU. Records go to the store like real ones, so resume and dedup
logic is exercised for real.
"""

from __future__ import annotations

import dataclasses
import hashlib
import time
from collections.abc import Callable
from typing import Any

from xtune.measure.program import Program
from xtune.measure.record import OK, RUNTIME_ERROR, Record
from xtune.measure.runner import Measurer, MeasureSettings
from xtune.measure.space import Config
from xtune.measure.store import RecordStore

FAKE_INFO = {"device_kind": "fake", "backend": "fake", "cpu_model": "synthetic", "jax_version": "0",
             "jaxlib_version": "0"}


def _unit(*parts: Any) -> float:
    """A deterministic number in [0, 1) from its arguments."""
    h = hashlib.sha256(repr(parts).encode()).hexdigest()
    return int(h[:12], 16) / float(16**12)


def synthetic_ratio(config: Config) -> float:
    """Runtime ratio to the default: the product of per-gene effects.

    About 15% of gene values are wins of 1-6%, the rest slowdowns of 0-40%.
    """
    ratio = 1.0
    for name, value in config.values:
        u = _unit(name, value)
        ratio *= 0.94 + 0.04 * (u / 0.15) if u < 0.15 else 1.0 + 0.4 * (u - 0.15)
    return ratio


class FakeMeasurer(Measurer):
    """Measures nothing; returns synthetic records and stores them.

    Reuse, deduplication and `remeasure` are `Measurer`'s own; only the
    measurement of one config is replaced.

    Args:
      settings: only `cores` and `remeasure` are used.
      store: record store, or None.
      default_ms: the synthetic default runtime.
      fail_share: share of configs that come back as runtime errors.
      delay_s: sleep per measurement (to test interruption).
    """

    def __init__(self, settings: MeasureSettings = MeasureSettings(), store: RecordStore | None = None,
                 default_ms: float = 10.0, fail_share: float = 0.05, delay_s: float = 0.0):
        self.settings = dataclasses.replace(settings, jobs=1, in_process=True)
        self.store = store
        self.default_ms = default_ms
        self.fail_share = fail_share
        self.delay_s = delay_s
        self.info = dict(FAKE_INFO)
        self.num_measured = 0
        self._all_slots = []

    def _measure_one(self, program: Program, config: Config,
                     on_record: Callable[[Record, bool], None] | None) -> Record:
        if self.delay_s:
            time.sleep(self.delay_s)
        rec = self._record(program, config)
        self.num_measured += 1
        if self.store is not None:
            self.store.add(rec)
        if on_record:
            on_record(rec, False)
        return rec

    def _record(self, program: Program, config: Config) -> Record:
        base = dict(program=program.fingerprint, config_hash=config.hash, config_json=config.to_json(),
                    cores=self.settings.num_cores, measured_at=time.time(), worker="fake", **self.info)
        if not config.is_default and _unit("fail", config.hash) < self.fail_share:
            return Record(status=RUNTIME_ERROR, message="synthetic failure", **base)
        ratio = synthetic_ratio(config)
        noise = 1.0 + 0.004 * (_unit("noise", config.hash, self.num_measured) - 0.5)
        r = ratio * noise
        temp = int(1_000_000 * (1 + sum(_unit("mem", n, v) for n, v in config.values) / 4))
        return Record(status=OK, median_ms=self.default_ms * r, iqr_ms=0.01, min_ms=self.default_ms * r * 0.99,
                      num_samples=10, default_median_ms=self.default_ms, ratio=r, ratio_low=r * 0.995,
                      ratio_high=r * 1.005, compile_s=0.01, temp_bytes=temp, flops=1e6, **base)
