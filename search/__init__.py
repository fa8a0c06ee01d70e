"""Search: evolutionary islands on the surrogate, measured elites, and the front doors
(`tune`, the `xtune` CLI). `search` is the top layer: it may import `surrogate` and `measure`."""

from xtune.search.answer import SearchResult
from xtune.search.engine import Search
from xtune.search.settings import AnswerSettings, BudgetSettings, IslandSettings, MoveSettings, SearchSettings
from xtune.search.strategy import Proposal, Strategy
from xtune.search.tune import TuneResult, tune

__all__ = ["AnswerSettings", "BudgetSettings", "IslandSettings", "MoveSettings", "Proposal", "Search",
           "SearchResult", "SearchSettings", "Strategy", "TuneResult", "tune"]
