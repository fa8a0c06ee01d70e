"""Search: evolutionary islands on the surrogate, measured elites, and the front doors
(`tune`, the `xtune` CLI). `search` is the top layer: it may import `surrogate` and `measure`."""

from xtune.search.engine import Search, SearchResult, SearchSettings
from xtune.search.tune import TuneResult, tune

__all__ = ["Search", "SearchResult", "SearchSettings", "TuneResult", "tune"]
