"""A fake runner with deterministic synthetic runtimes, for testing search loops.

`FakeRunner` measures nothing: nothing is compiled, and each gene value has a
fixed, hash-derived effect on the runtime ratio, most of them slowdowns and a
few small wins, as on a real CPU; with `noop_share`, some gene values change
nothing, as where XLA undoes a layout, and configs that differ only in those
"compile to the same executable" (`fake_executable`). It runs behind a real `Measurer`
(`fake_measurer`), so records go to the store like real ones and reuse,
deduplication, claims and `remeasure` are exercised for real.
"""

from __future__ import annotations

import dataclasses
import hashlib
import threading
import time
from collections.abc import Callable, Collection
from typing import Any

from xtune.measure.execute import Job, same_executable
from xtune.measure.measurer import Measurer, MeasureSettings
from xtune.measure.record import OK, RUNTIME_ERROR
from xtune.measure.space import Config
from xtune.measure.store import RecordStore

FAKE_INFO = {"device_kind": "fake", "backend": "fake", "cpu_model": "synthetic", "jax_version": "0",
             "jaxlib_version": "0"}


def _unit(*parts: Any) -> float:
    """A deterministic number in [0, 1) from its arguments."""
    h = hashlib.sha256(repr(parts).encode()).hexdigest()
    return int(h[:12], 16) / float(16**12)


def is_noop(name: str, value: Any, noop_share: float) -> bool:
    """Whether this gene value changes nothing in the fake's "executable" (a `noop_share` of them)."""
    return _unit("noop", name, value) < noop_share


def fake_executable(config: Config, noop_share: float = 0.0) -> str:
    """The fake's executable key: a hash of the config's gene values that change something."""
    return hashlib.sha256(repr([(n, v) for n, v in config.values if not is_noop(n, v, noop_share)])
                          .encode()).hexdigest()[:20]


def synthetic_ratio(config: Config, noop_share: float = 0.0) -> float:
    """Runtime ratio to the default: the product of per-gene effects.

    About 15% of the gene values that are not no-ops (`is_noop`) are wins of 1-6%, the
    rest slowdowns of 0-40%.
    """
    ratio = 1.0
    for name, value in config.values:
        if is_noop(name, value, noop_share):
            continue
        u = _unit(name, value)
        ratio *= 0.94 + 0.04 * (u / 0.15) if u < 0.15 else 1.0 + 0.4 * (u - 0.15)
    return ratio


class FakeRunner:
    """A `Runner` that returns synthetic record fields, one job at a time.

    The ratio is `synthetic_ratio` times a small noise that changes with every
    measurement (`num_measured`), so a remeasured config reads slightly differently.

    Args:
      default_ms: the synthetic default runtime.
      fail_share: share of non-default configs that come back as runtime errors.
      delay_s: sleep per measurement (to test interruption and concurrent measurers).
      slow_default_on: measurements (their `num_measured` when they run, from 0) whose
        interleaved default runs `slow_default_factor` times slower: its median is scaled
        up and the ratio down, as a process state that slows only the default would do.
      slow_default_factor: how much slower the default runs on those measurements.
      noop_share: share of gene values that change nothing (`is_noop`): configs that
        differ only in them share one executable (`fake_executable`) and ratio, and are
        not timed again where the job says so (`execute.same_executable`).
      ratio_fn: config -> its runtime ratio, in place of `synthetic_ratio` (known gains).

    Attributes:
      num_measured: jobs run so far (by every measurer over this runner).
    """

    concurrency = 1
    num_cores = None
    compiles = False

    def __init__(self, default_ms: float = 10.0, fail_share: float = 0.05, delay_s: float = 0.0,
                 slow_default_on: Collection[int] = (), slow_default_factor: float = 1.5,
                 noop_share: float = 0.0, ratio_fn: Callable[[Config], float] | None = None):
        self.default_ms = default_ms
        self.ratio_fn = ratio_fn
        self.fail_share = fail_share
        self.delay_s = delay_s
        self.slow_default_on = frozenset(slow_default_on)
        self.slow_default_factor = slow_default_factor
        self.noop_share = noop_share
        self.info = dict(FAKE_INFO)
        self.num_measured = 0
        self._lock = threading.Lock()

    def run(self, job: Job, timeout_s: float) -> dict[str, Any]:
        if self.delay_s:
            time.sleep(self.delay_s)
        key = fake_executable(job.config, self.noop_share)
        same = same_executable(job, key, fake_executable(Config(job.config.program), self.noop_share))
        if same is not None:  # "compiled", not timed: not a measurement
            return {**same, "executable": key, "compile_s": 0.01, "measured_at": time.time(), "worker": "fake"}
        with self._lock:
            fields = self._fields(job.config)
            self.num_measured += 1
        return fields

    def _fields(self, config: Config) -> dict[str, Any]:
        base: dict[str, Any] = {"measured_at": time.time(), "worker": "fake"}
        if not config.is_default and _unit("fail", config.hash) < self.fail_share:
            return {"status": RUNTIME_ERROR, "message": "synthetic failure", **base}
        base["executable"] = fake_executable(config, self.noop_share)
        ratio = self.ratio_fn(config) if self.ratio_fn else synthetic_ratio(config, self.noop_share)
        noise = 1.0 + 0.004 * (_unit("noise", config.hash, self.num_measured) - 0.5)
        r = ratio * noise
        median_ms = self.default_ms * r
        slow = self.slow_default_factor if self.num_measured in self.slow_default_on else 1.0
        r /= slow  # the config's own time is unchanged: only its default ran slower
        temp = int(1_000_000 * (1 + sum(_unit("mem", n, v) for n, v in config.values) / 4))
        return {"status": OK, "median_ms": median_ms, "iqr_ms": 0.01, "min_ms": median_ms * 0.99,
                "num_samples": 10, "default_median_ms": self.default_ms * slow, "ratio": r, "ratio_low": r * 0.995,
                "ratio_high": r * 1.005, "compile_s": 0.01, "temp_bytes": temp, "flops": 1e6, **base}

    def close(self) -> None:
        pass

    def fresh(self, settings: MeasureSettings) -> FakeRunner:
        """This runner: a spawned measurer continues its counts."""
        return self


def fake_measurer(settings: MeasureSettings = MeasureSettings(), store: RecordStore | None = None,
                  **fake_kwargs: Any) -> Measurer:
    """A `Measurer` over a `FakeRunner` (`measurer.runner`), measuring one config at a time.

    Args:
      settings: only `cores` (recorded), `remeasure` and `timeout_s` (claims) matter.
      store: record store, or None.
      **fake_kwargs: `FakeRunner`'s arguments (default_ms, fail_share, delay_s, slow_default_on, ...).
    """
    return Measurer(dataclasses.replace(settings, jobs=1, in_process=True), store, runner=FakeRunner(**fake_kwargs))
