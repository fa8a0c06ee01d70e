"""`xtune suggest`'s words: what a suggested move is expected to gain, read the right way round."""

from __future__ import annotations

import math

from xtune.measure.suggestions import Move, Rule, Suggestion
from xtune.surrogate.moves_cli import expected_gain

# slower by 2.1% on average over 157 programs, faster on 28% of them, upside 1.8%
PRIOR = {"pin:all": (math.log(1.021), 157, 0.28, math.log(1.018))}
MOVE = Move(config=None, kind="pin", key="pin:all", label="row-major pins: all layouts", features={})


def test_a_move_slower_on_average_is_offered_by_its_expected_gain_and_says_it_is_slower_on_average():
    said = Rule(PRIOR).reasons(MOVE)
    assert said.startswith("row-major pins: all layouts: expected gain 1.8%: faster on 28% of 157 measured programs")
    assert "a slower result counted as no gain (never kept)" in said
    assert said.endswith("2.1% slower on average over all 157")
    assert "x runtime" not in said


def test_a_move_faster_on_average_says_so():
    rule = Rule({"pin:all": (math.log(1 / 1.05), 12, 0.75, math.log(1.06))})
    assert rule.reasons(MOVE).endswith("5.0% faster on average over all 12")


def test_the_expected_gain_column_is_the_moves_upside_signed_or_unknown():
    pick = Suggestion(config=None, kind="pin", predicted=1.021, reasons="", key="pin:all")
    assert expected_gain(Rule(PRIOR), pick) == "+1.8%"
    assert expected_gain(Rule({"kind:pin": (0.0, 40, 0.1, math.log(1.01))}), pick) == "+1.0%"
    assert expected_gain(Rule({}), pick) == "unknown"
