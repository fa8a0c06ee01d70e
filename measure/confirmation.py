"""A config's confirmed reading: the median of its readings against the default in several
fresh processes, the figure a search reports and an answer carries.

One process's ratio of two executables can sit a few percent off another's, beyond its own
interval, so a search re-times its candidates in `CONFIRM_PROCESSES` fresh processes, one
after another, and each candidate's `median_reading` over them counts
(`xtune.search.answer.confirm_rounds`, `median_confirmations`). The store keeps every
reading but does not mark which were a confirmation's; `confirmed_reading` reads the
search's figure back from a config's records (`xtune.deploy.answers.from_store`): the
median of its latest `processes` readings, the processes of its latest confirmation.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from xtune.measure.record import Record
from xtune.measure.settings import CONFIRM_PROCESSES  # a search's, unless told otherwise

# How the message of a record ends that the measurer re-timed at once because its default
# ran off its history (`Measurer._retime`, `history.mark_off`): the re-time is the reading.
_SUPERSEDED = "; re-timed"


def median_reading(readings: Sequence[Record],
                   counts: Callable[[Record], bool] = lambda r: r.ratio_counts) -> Record | None:
    """The reading of median ratio among those that `counts` (by default: ok, default not off
    its history); of an even number, the slower of the middle two. None where none counts."""
    good = sorted((r for r in readings if counts(r)), key=lambda r: r.ratio)
    return good[len(good) // 2] if good else None


def readings(records: Sequence[Record]) -> list[Record]:
    """What each measurement of a config returned, from its records (oldest first): a record
    the measurer re-timed at once because its default ran off its history is left out (its
    re-time, stored right after it, is that measurement's reading)."""
    return [r for r in records if not (r.default_off_history and r.message.endswith(_SUPERSEDED))]


def confirmed_reading(records: Sequence[Record], processes: int = CONFIRM_PROCESSES) -> Record | None:
    """A config's confirmed reading from its records under one setting (device kind, cores,
    versions; oldest first): the `median_reading` of its latest `processes` `readings`, as
    the search reads a confirmation in `processes` processes (the explanation's reading of
    a reduced answer and its re-times in the other processes included).

    A config read fewer than `processes` times was re-timed otherwise (by a search that
    confirmed in fewer processes, or by hand: `xtune measure --remeasure`): its readings
    after the first (its screen) count. None for a config read once (never re-timed), or
    where none of the readings that count does (`Record.ratio_counts`).

    Raises:
      ValueError: `processes` is below 1.
    """
    if processes < 1:
        raise ValueError(f"processes must be >= 1, got {processes}")
    taken = readings(records)
    if len(taken) < 2:
        return None
    return median_reading(taken[-processes:] if len(taken) >= processes else taken[1:])
