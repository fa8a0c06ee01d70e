"""`SearchMeasurer`: what a search asks of its measurer, and nothing more.

The search (`xtune.search.engine`), its answer (`xtune.search.answer`) and the explanation
(`xtune.search.explain`) measure through this protocol; `xtune.measure.Measurer` satisfies
it, over any runner (a pool of worker processes, a cluster, this process, the fake).

    def search_with(measurer: SearchMeasurer) -> ...
    assert isinstance(Measurer(settings, store), SearchMeasurer)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, Protocol, runtime_checkable

from xtune.measure.phases import PhaseClock
from xtune.measure.program import Program
from xtune.measure.record import Record
from xtune.measure.settings import MeasureSettings
from xtune.measure.space import Config
from xtune.measure.store import RecordStore
from xtune.measure.timing import TimingPolicy


@runtime_checkable
class SearchMeasurer(Protocol):
    """A measurer a search can use.

    Attributes:
      settings: how it measures (`num_cores` and `jobs` are what the search reads; `policy`
        is what a confirmation lengthens).
      info: device info of its records: "device_kind", "backend", "jax_version",
        "jaxlib_version".
      store: where its records go and are found again; None keeps them in memory only.
      clock: seconds its jobs spent by phase (`measure.phases`), summed since it was made.
    """

    settings: MeasureSettings
    info: dict[str, Any]
    store: RecordStore | None
    clock: PhaseClock

    def measure(self, program: Program, configs: Iterable[Config],
                on_record: Callable[[Record, bool], None] | None = None, remeasure: bool | None = None,
                skip_same_executable: bool | None = None, policy: TimingPolicy | None = None) -> list[Record]:
        """Measures each config against the default; one record per distinct config, in order
        (`Measurer.measure`)."""
        ...

    def prepare(self, program: Program, configs: Iterable[Config]) -> None:
        """Says which configs `measure` will be asked for next, in order, so that they can be
        compiled ahead on an idle core (`Measurer.prepare`); a hint, nothing is measured."""
        ...

    def spawn(self, **setting_changes: Any) -> SearchMeasurer:
        """A new measurer into the same store with changed settings and fresh processes
        (`Measurer.spawn`)."""
        ...

    def close(self) -> None:
        """Stops its processes; the next measurement starts fresh ones."""
        ...

    def __enter__(self) -> SearchMeasurer:
        ...

    def __exit__(self, *exc: Any) -> None:
        ...
