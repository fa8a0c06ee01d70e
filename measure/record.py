"""One measurement of one config of one program: the unit the store keeps.

Failures are data: a config that does not compile, crashes, hangs or changes
the numbers is a `Record` with a status and a message, never an exception.
"""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

OK = "ok"
COMPILE_ERROR = "compile_error"
RUNTIME_ERROR = "runtime_error"
TIMEOUT = "timeout"
WRONG = "wrong"
# Not timed: the config compiled to the same executable (the same optimized HLO module and
# compile options: `measure.execute.executable_key`) as a config already timed, whose
# timing is this config's too. Its message is `SAME_PREFIX` + that config's hash.
SAME = "same_executable"
STATUSES = (OK, COMPILE_ERROR, RUNTIME_ERROR, TIMEOUT, WRONG, SAME)
SAME_PREFIX = "same executable as config "
# How a record's message starts when the measuring process could not compile or run XLA's
# default config of the program (so it measured nothing: the program itself fails there).
DEFAULT_FAILED_PREFIX = "default config failed: "
# The statuses of a default config's own record that say the program fails there.
DEFAULT_FAILURES = (COMPILE_ERROR, RUNTIME_ERROR, TIMEOUT)
# How an ok record's message starts when its interleaved default ran off the default's
# history (`measure.history`): its times are real, its ratio is not taken as a win.
OFF_HISTORY = "default off its history"


@dataclasses.dataclass(frozen=True)
class Record:
    """A measurement result.

    Times are those of the candidate config; `default_median_ms` is the
    default config timed interleaved with it in the same process (A B A B ...)
    and `ratio` the candidate/default ratio (`ratio_estimator` says how it was
    estimated), the normaliser that speedups and rankings use
    (`speedup = 1 / ratio`).

    Attributes:
      program: fingerprint of the program.
      config_hash: `Config.hash`.
      config_json: `Config.to_json()`.
      device_kind: `jax.Device.device_kind` ("cpu", "NVIDIA H200", ...).
      backend: JAX platform ("cpu", "gpu", "tpu").
      cpu_model: host CPU model name (timings on CPU depend on it).
      jax_version, jaxlib_version: versions that compiled it.
      cores: number of cores the timing process was pinned to.
      status: one of `STATUSES`.
      message: error text or numerics evidence; "" when ok, unless the default ran
        off its history (`OFF_HISTORY`, `default_off_history`); for `SAME`, the config
        whose timing it shares (`same_as`).
      median_ms, iqr_ms, min_ms: candidate runtime statistics.
      num_samples: number of timed candidate runs.
      default_median_ms: the interleaved default's median in the same process.
      ratio: candidate/default runtime ratio, estimated as `ratio_estimator` says.
      ratio_low, ratio_high: its 95% confidence interval.
      ratio_estimator: "p10" (the 0.1-quantile of the candidate's times over the
        default's, `measure.timing.quantile_ratio`), "median-pair" (the median of the
        paired ratios), or None: records made before it was kept, all median-pair.
      compile_s: wall time of the candidate's compilation.
      temp_bytes, argument_bytes, output_bytes, code_bytes: XLA memory analysis.
      flops, bytes_accessed: XLA cost analysis.
      max_abs_err, max_rel_err: numerics against the default's outputs.
      executable: the compiled executable's key (`measure.execute.executable_key`): two
        configs with one key ran the same machine code; None for records made before it
        was kept, or that did not compile.
      measured_at: UNIX time of the measurement.
      worker: host/process that measured it.
    """

    program: str
    config_hash: str
    config_json: str
    device_kind: str
    backend: str
    cpu_model: str
    jax_version: str
    jaxlib_version: str
    cores: int
    status: str
    message: str = ""
    median_ms: float | None = None
    iqr_ms: float | None = None
    min_ms: float | None = None
    num_samples: int = 0
    default_median_ms: float | None = None
    ratio: float | None = None
    ratio_low: float | None = None
    ratio_high: float | None = None
    ratio_estimator: str | None = None
    compile_s: float | None = None
    temp_bytes: int | None = None
    argument_bytes: int | None = None
    output_bytes: int | None = None
    code_bytes: int | None = None
    flops: float | None = None
    bytes_accessed: float | None = None
    max_abs_err: float | None = None
    max_rel_err: float | None = None
    executable: str | None = None
    measured_at: float = 0.0
    worker: str = ""

    @property
    def ok(self) -> bool:
        return self.status == OK

    @property
    def default_off_history(self) -> bool:
        """True for an ok record whose interleaved default ran off the default's earlier
        readings (`measure.history`): its ratio is not taken as a win."""
        return self.ok and self.message.startswith(OFF_HISTORY)

    @property
    def same_as(self) -> str | None:
        """For a `SAME` record, the hash of the config timed with the same executable."""
        if self.status != SAME:
            return None
        return re.match(r"[0-9a-f]*", self.message.removeprefix(SAME_PREFIX)).group()

    @property
    def ratio_counts(self) -> bool:
        """An ok record with a ratio whose default ran on its history: a ratio rankings,
        gains and answers may take (not `default_off_history`)."""
        return self.ok and bool(self.ratio) and not self.default_off_history

    @property
    def speedup(self) -> float | None:
        """Default time over this config's time, from the paired ratio."""
        return None if not self.ratio else 1.0 / self.ratio

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    @classmethod
    def from_dict(cls, d: dict[str, Any]) -> "Record":
        names = {f.name for f in dataclasses.fields(cls)}
        return cls(**{k: v for k, v in d.items() if k in names})

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True)


FIELDS: tuple[str, ...] = tuple(f.name for f in dataclasses.fields(Record))


def default_failure_line(name: str, record: Record) -> str:
    """One line saying that program `name`'s default config could not be measured, and why
    (`record`: the failed record, `default_failed`)."""
    return (f"{name}: XLA's default config could not be measured here "
            f"({record.status}: {record.message.removeprefix(DEFAULT_FAILED_PREFIX)})")


def default_failed(record: Record, default_hash: str) -> bool:
    """True when `record` says XLA's default config of its program does not compile or run
    here: the default's own record failed, or a process failed on the default before it
    could measure `record`'s config."""
    return record.message.startswith(DEFAULT_FAILED_PREFIX) or (
        record.config_hash == default_hash and record.status in DEFAULT_FAILURES)
