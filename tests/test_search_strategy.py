"""The strategy through ask/tell: what it asks for in which order, and how what it is told
steers it, with no measurer at all."""

import random

import numpy as np
import pytest

from xtune.measure import ConfigSpace
from xtune.measure.fake import synthetic_ratio
from xtune.measure.record import Record
from xtune.search import proposals
from xtune.search.costmodel import RandomCostModel
from xtune.search.settings import IslandSettings, MoveSettings, SearchSettings
from xtune.search.strategy import FAMILIES, Strategy

SMALL = SearchSettings(islands=IslandSettings(num_islands=2, pop_size=8, generations=1))


@pytest.fixture(scope="module")
def space(attention_program):
    return ConfigSpace(attention_program, backend="cpu")


def record(space, config, ratio=None, temp_bytes=1000):
    ratio = synthetic_ratio(config) if ratio is None else ratio
    return Record(program=space.program.fingerprint, config_hash=config.hash, config_json=config.to_json(),
                  device_kind="cpu", backend="cpu", cpu_model="", jax_version="", jaxlib_version="", cores=1,
                  status="ok", ratio=ratio, ratio_low=ratio * 0.995, ratio_high=ratio * 1.005, temp_bytes=temp_bytes)


def strategy(space, settings=SMALL, scorer=None, seed=0):
    scorer = scorer or RandomCostModel(seed).scorer(space.program, space)
    return Strategy(space, lambda: scorer, settings, random.Random(seed))


def ask_and_tell(s, space, budget):
    """One ask, every proposal measured by the fake's arithmetic and told back."""
    batch = s.ask(budget)
    for p in batch:
        s.tell(record(space, p.config))
    return batch


def test_it_asks_for_the_default_and_the_option_screens_first(space):
    s = strategy(space)
    first = s.ask(30)
    assert first[0].config.is_default and first[0].family == "default"
    assert [p.config.hash for p in first[1:]] == [c.hash for c in proposals.option_moves(space)]
    assert {p.family for p in first[1:]} == {"option"} and s.rounds == 0
    off = strategy(space, SearchSettings(moves=MoveSettings(screen_options=False), islands=SMALL.islands)).ask(30)
    assert [p.family for p in off] == ["default"]


def test_a_round_is_model_picks_then_randoms_and_the_first_round_ends_with_the_pins(space):
    s = strategy(space)
    ask_and_tell(s, space, 30)
    picks = ask_and_tell(s, space, 30)
    assert s.rounds == 1 and not s.round_complete
    assert len(picks) == SMALL.moves.batch - 1 and {p.family for p in picks} <= {"union", "neighbour", "elite"}
    assert all(p.score is not None for p in picks)
    randoms = ask_and_tell(s, space, 30)
    assert [p.family for p in randoms] == ["random"] and not s.round_complete
    pins = ask_and_tell(s, space, 30)
    assert [p.config.hash for p in pins] == [c.hash for c in proposals.pin_sets(space)] and s.round_complete
    s.end_round()
    ask_and_tell(s, space, 30)
    ask_and_tell(s, space, 30)
    assert s.rounds == 2 and s.round_complete  # later rounds end with their randoms
    assert {p.family for p in picks + randoms + pins} <= set(FAMILIES)


def test_a_round_never_asks_for_more_than_the_budget_left(space):
    s = strategy(space)
    ask_and_tell(s, space, 30)
    picks, randoms = ask_and_tell(s, space, 2), ask_and_tell(s, space, 2)
    assert len(picks) + len(randoms) <= 2


def test_nothing_told_is_asked_for_again(space):
    s = strategy(space)
    told = set()
    for _ in range(8):
        batch = ask_and_tell(s, space, 30)
        assert not {p.config.hash for p in batch} & told
        told |= {p.config.hash for p in batch}
        if s.round_complete:
            s.end_round()


def test_what_it_is_told_moves_the_incumbent_and_the_neighbourhood_follows(space):
    s = strategy(space, SearchSettings(moves=MoveSettings(epsilon=0.0, neighbour_share=1.0), islands=SMALL.islands))
    ask_and_tell(s, space, 30)
    pinned = proposals.pin_sets(space)[0]
    s.tell(record(space, pinned, 0.7))
    assert s.incumbent() == space.encode(pinned)
    picks = s.ask(30)
    near = [p for p in picks if p.family == "neighbour"]
    assert near and all(sum(a != b for a, b in zip(space.encode(p.config), space.encode(pinned))) == 1 for p in near)


def test_grouped_moves_ask_for_several_genes_at_once(space):
    s = strategy(space, SearchSettings(moves=MoveSettings(group_size=3, epsilon=0.0, neighbour_share=1.0),
                                       islands=SMALL.islands))
    ask_and_tell(s, space, 30)
    picks = s.ask(30)
    groups = [p for p in picks if p.family == "group"]
    assert groups and all(len(p.config.values) == 3 for p in groups)


def test_a_new_scorer_reranks_the_island_elites(space):
    class Prefers:
        """Scores genomes by how many genes sit at the given choice (more = predicted faster)."""

        def __init__(self, choice):
            self.choice = choice

        def score_indices(self, indices):
            return -(np.atleast_2d(indices) == self.choice).sum(axis=1).astype(float)

    settings = SearchSettings(moves=MoveSettings(epsilon=0.0, neighbour_share=0.0), islands=SMALL.islands)
    s = strategy(space, settings, scorer=Prefers(0))
    ask_and_tell(s, space, 30)
    before = s.ask(30)
    s.use_scorer(Prefers(1))
    s.ask(30), s.end_round()  # randoms (none), end of round
    after = s.ask(30)
    ones = [sum(g == 1 for g in space.encode(p.config)) for p in after]
    assert {p.family for p in before} == {"elite"} and min(ones) > max(sum(g == 1 for g in space.encode(p.config))
                                                                      for p in before)


def test_the_same_seed_asks_for_the_same_configs(space):
    def run(seed):
        s, asked = strategy(space, seed=seed), []
        for _ in range(6):
            asked += [p.config.hash for p in ask_and_tell(s, space, 30)]
            if s.round_complete:
                s.end_round()
        return asked

    assert run(4) == run(4) and run(4) != run(5)


def test_known_configs_are_asked_for_right_after_the_default_and_a_winner_is_searched_around(space):
    known = proposals.pin_sets(space)[:2]
    s = Strategy(space, lambda: RandomCostModel(0).scorer(space.program, space),
                 SearchSettings(moves=MoveSettings(epsilon=0.0, neighbour_share=1.0), islands=SMALL.islands),
                 random.Random(0), known=known)
    first = s.ask(30)
    assert [p.family for p in first[:3]] == ["default", "known", "known"]
    assert [p.config.hash for p in first[1:3]] == [c.hash for c in known]
    for p in first:
        s.tell(record(space, p.config, 0.8 if p.config == known[1] else 1.0))
    assert s.incumbent() == space.encode(known[1])
    near = [p for p in s.ask(30) if p.family == "neighbour"]
    assert near and all(sum(a != b for a, b in zip(space.encode(p.config), space.encode(known[1]))) == 1
                        for p in near)
