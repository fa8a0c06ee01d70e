"""Searches on the fake runner measure the same configs in the same order as the
recorded traces in `tests/data/search_traces.json`: a refactor of how settings reach
the search must not change what a search measures.

Regenerate (only when a change of the search itself is meant):
    python tests/test_search_trace_golden.py --write
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
GOLDEN = HERE / "data" / "search_traces.json"
PROGRAMS = ("programs/attention", "programs/mlp", "programs/vmapped_mlp", "programs/mod_block",
            "real-loops/sim_gray_scott_nested", "real-loops/ot_sinkhorn_log_domain")
VARIANTS = {
    "default": {},
    "no-pins-groups": {"screen_pins": False, "group_size": 3, "suggestions": 0},
    "fixed-order": {"suggested_order": False, "screen_swaps": False, "suggestions": 5},
}


def trace_of(program_name: str, variant: str, db: Path) -> list[list]:
    """The search's measurements on the fake runner: [family, config hash, status] each."""
    from xtune.measure import MeasureSettings, RecordStore
    from xtune.measure.fake import fake_measurer
    from xtune.measure.program import load_program
    from xtune.search.costmodel import load_model
    from xtune.search.engine import Search
    from xtune.search.settings import AnswerSettings, BudgetSettings, IslandSettings, MoveSettings, SearchSettings

    program = load_program(HERE.parent / "examples" / f"{program_name}.mlir")
    settings = SearchSettings(budget=BudgetSettings(16), moves=MoveSettings(**VARIANTS[variant]),
                              islands=IslandSettings(num_islands=4, pop_size=12, generations=2),
                              answer=AnswerSettings(confirm=False, explain=False), seed=3)
    with RecordStore(db) as store:
        measurer = fake_measurer(MeasureSettings(cores=1), store)
        measurer.info = {**measurer.info, "backend": "cpu"}
        result = Search(program, measurer, load_model("random", 3), settings).run()
    return [[row.family, row.config, row.status] for row in result.trace]


def all_traces(tmp: Path) -> dict[str, list[list]]:
    return {f"{p}/{v}": trace_of(p, v, tmp / f"{p.replace('/', '-')}-{v}.db") for p in PROGRAMS for v in VARIANTS}


@pytest.mark.parametrize("program_name", PROGRAMS)
def test_a_fake_search_measures_the_recorded_configs_in_the_recorded_order(program_name, tmp_path):
    golden = json.loads(GOLDEN.read_text())
    for variant in VARIANTS:
        assert trace_of(program_name, variant, tmp_path / f"{variant}.db") == golden[f"{program_name}/{variant}"], \
            variant


if __name__ == "__main__" and "--write" in sys.argv:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        GOLDEN.write_text(json.dumps(all_traces(Path(tmp)), indent=0) + "\n")
    print(f"wrote {GOLDEN}")
