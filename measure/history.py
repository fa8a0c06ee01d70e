"""The default's history: whether a measurement's interleaved default ran like its earlier readings.

Every record times its config interleaved with XLA's default in one process, and
the ratio is what rankings use. Interleaving cancels drift that slows both, not a
process state that slows only one of the two executables: a process where the
default ran 68 ms instead of its usual 55-57 ms read a 1.025x config as 1.247x,
and a default whose median was 29 ms instead of 15.5-16.6 ms in some records made
phantom 2.5x wins. The store holds the default's earlier readings of the same
program on the same device, CPU model, versions and cores, so a fresh reading can
be held against them (`Measurer` re-times a config whose default is off).

Only a default *slower* than its history is off: that is what invents wins. A
default faster than its history makes the ratio pessimistic; it can hide a win
but never invent one, so it is not re-timed.
"""

from __future__ import annotations

import dataclasses
import statistics
from collections.abc import Sequence

from xtune.measure.record import OFF_HISTORY, Record
from xtune.measure.settings import HISTORY_TOLERANCE as TOLERANCE  # off: this share slower than the history
from xtune.measure.store import RecordStore

MIN_HISTORY = 3  # fewer earlier readings than this: no history to judge by
WINDOW = 50  # the latest readings only, so a lasting change of the machine becomes the history


def default_history(store: RecordStore, like: Record, window: int = WINDOW) -> list[float]:
    """The default's median (ms) in the latest `window` ok records of `like`'s program measured
    like it (device kind, CPU model, jax/jaxlib versions, cores), oldest first.

    Records already marked off their history count too: were a slower default to last, it
    becomes the history within half a window instead of marking every record after it.
    """
    return store.default_medians(like.program, device_kind=like.device_kind, cpu_model=like.cpu_model,
                                 jax_version=like.jax_version, jaxlib_version=like.jaxlib_version,
                                 cores=like.cores, limit=window)


def usual_default_ms(history: Sequence[float]) -> float:
    """The default's usual time: the median of its history."""
    return statistics.median(history)


def off_history(default_ms: float | None, history: Sequence[float], tolerance: float = TOLERANCE,
                min_history: int = MIN_HISTORY) -> bool:
    """True when `default_ms` is more than `tolerance` slower than the history's median.

    Never off without a reading or with fewer than `min_history` earlier readings.
    """
    if default_ms is None or len(history) < min_history:
        return False
    return default_ms > (1.0 + tolerance) * usual_default_ms(history)


def mark_off(record: Record, history: Sequence[float], note: str) -> Record:
    """`record` with a message saying its default ran off its history (`Record.default_off_history`)."""
    message = (f"{OFF_HISTORY}: {record.default_median_ms:.4g} ms vs its usual "
               f"{usual_default_ms(history):.4g} ms (median of {len(history)}); {note}")
    return dataclasses.replace(record, message=message)
