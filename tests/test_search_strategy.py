"""The strategy through ask/tell: what it asks for in which order, and how what it is told
steers it, with no measurer at all."""

import dataclasses
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


class OptionScorer:
    """Predicts each option change -0.01, 0 or +0.01 by its gene and choice, the rest as the default."""

    def __init__(self, space):
        self.options = [i for i, g in enumerate(space.genes) if g.kind == "option"]

    def score_indices(self, indices):
        rows = np.atleast_2d(indices)
        return sum(np.where(rows[:, i] > 0, 0.01 * ((rows[:, i] + k) % 3 - 1), 0.0)
                   for k, i in enumerate(self.options)) + 0.0


def test_the_option_screen_follows_the_model_when_asked_and_skips_its_predicted_losers(space):
    scorer = OptionScorer(space)
    pred = {c.hash: float(scorer.score_indices(space.encode(c))[0]) for c in proposals.option_moves(space)}
    assert min(pred.values()) < 0 < max(pred.values())
    ordered = strategy(space, dataclasses.replace(SMALL, moves=MoveSettings(order_by_model=True)), scorer).ask(30)
    assert [pred[p.config.hash] for p in ordered[1:]] == sorted(pred.values()) and len(ordered) == len(pred) + 1
    skipped = strategy(space, dataclasses.replace(SMALL, moves=MoveSettings(skip_losers=0.005)), scorer).ask(30)
    assert skipped[0].config.is_default and {pred[p.config.hash] for p in skipped[1:]} == {-0.01, 0.0}
    with pytest.raises(ValueError, match="skip_losers"):
        MoveSettings(skip_losers=-1)


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
    assert [p.config.hash for p in pins] == [c.hash for c in proposals.pin_sets(space) + proposals.swap_sets(space)]
    assert [p.family for p in pins].count("swaps") == len(proposals.swap_sets(space)) and s.round_complete
    s.end_round()
    ask_and_tell(s, space, 30)
    ask_and_tell(s, space, 30)
    assert s.rounds == 2 and s.round_complete  # later rounds end with their randoms
    assert {p.family for p in picks + randoms + pins} <= set(FAMILIES)


def test_the_bulk_swap_sets_every_dots_swap_and_goes_with_the_pins_unless_turned_off(space):
    swaps = proposals.swap_sets(space)
    swap_genes = {g.name for g in space.genes if g.kind == "swap"}
    assert len(swap_genes) >= 2 and len(swaps) == 1
    assert dict(swaps[0].values) == dict.fromkeys(swap_genes, True)
    for pins_on, swaps_on in ((True, False), (False, True)):
        s = strategy(space, SearchSettings(moves=MoveSettings(screen_pins=pins_on, screen_swaps=swaps_on),
                                           islands=SMALL.islands))
        for _ in range(3):
            ask_and_tell(s, space, 30)
        bulk = ask_and_tell(s, space, 30)
        assert {p.family for p in bulk} == ({"pin"} if pins_on else {"swaps"}) and s.round_complete


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


def one_gene(space, i, j=1):
    genome = [0] * len(space.genes)
    genome[i] = j
    return space.decode(genome)


def differs_from(space, config, base):
    return [k for k, (a, b) in enumerate(zip(space.encode(config), space.encode(base))) if a != b]


def test_with_two_incumbents_the_neighbours_are_shared_between_the_two_best_gains(space):
    settings = SearchSettings(moves=MoveSettings(incumbents=2, batch=12, neighbour_share=1.0, epsilon=0.0),
                              islands=SMALL.islands)
    s = strategy(space, settings)
    best, second = one_gene(space, 0), one_gene(space, 1)
    for c, ratio in [(space.default(), 1.0), (best, 0.80), (second, 0.90)]:
        s.tell(record(space, c, ratio))
    near = [p.config for p in s._round_picks(30) if p.family == "neighbour"]
    around_best = [c for c in near if len(differs_from(space, c, best)) == 1]
    around_second = [c for c in near if len(differs_from(space, c, second)) == 1 and c not in around_best]
    assert around_best and around_second and len(around_best) >= len(around_second)
    alone = strategy(space, dataclasses.replace(settings, moves=dataclasses.replace(settings.moves, incumbents=1)))
    for c, ratio in [(space.default(), 1.0), (best, 0.80), (second, 0.90)]:
        alone.tell(record(space, c, ratio))
    near = [p.config for p in alone._round_picks(30) if p.family == "neighbour"]
    assert all(len(differs_from(space, c, best)) == 1 for c in near)


def test_unions_stop_once_enough_were_measured_and_none_beat_the_incumbent(space):
    def run(stop_after, union_ratio):
        settings = SearchSettings(moves=MoveSettings(unions_until_no_gain=stop_after, batch=12),
                                  islands=SMALL.islands)
        s = strategy(space, settings)
        s.tell(record(space, space.default(), 1.0))
        for i in range(3):
            s.tell(record(space, one_gene(space, i), 0.80 + 0.02 * i))
        first = s._round_picks(30)
        for p in first:  # every union reads `union_ratio`; the incumbent read 0.80
            s.tell(record(space, p.config, union_ratio if p.family == "union" else 1.05))
        for i in (6, 7):  # two more gains: new unions to make
            s.tell(record(space, one_gene(space, i), 0.90))
        return [p.family for p in first], [p.family for p in s._round_picks(30)]

    assert all("union" in f for f in run(0, 0.82))
    first, then = run(1, 0.82)
    assert "union" in first and "union" not in then
    assert all("union" in f for f in run(1, 0.70))  # a union that beat the incumbent: they go on


def test_the_second_incumbent_is_the_best_gain_of_another_kind_of_move(space):
    layouts = [i for i, g in enumerate(space.genes) if g.kind in ("in", "out")][:2]
    swap = next(i for i, g in enumerate(space.genes) if g.kind == "swap")
    measured = {}
    for i, ratio in [(layouts[0], 0.80), (layouts[1], 0.82), (swap, 0.90)]:
        c = one_gene(space, i, space.genes[i].choices.index(True) if i == swap else 1)
        measured[c.hash] = record(space, c, ratio)
    first, second = proposals.incumbents(space, measured, 2)
    assert first[layouts[0]] and second[swap] and not any(second[i] for i in layouts)
    assert len(proposals.incumbents(space, measured, 3)) == 3 and len(proposals.incumbents(space, {}, 2)) == 1


def test_a_sticky_incumbent_gives_way_only_to_a_gain_faster_beyond_its_noise(space):
    first, close, clear = (one_gene(space, i) for i in range(3))
    measured = {}
    for c, ratio in [(space.default(), 1.0), (first, 0.906), (close, 0.904)]:  # 0.904 reads 0.900-0.909
        measured[c.hash] = record(space, c, ratio)
    assert proposals.sticky_incumbent(measured).config_hash == first.hash
    assert proposals.incumbent(space, measured) == space.encode(close)  # without: the fraction faster wins
    assert proposals.incumbents(space, measured, 1, sticky=True) == [space.encode(first)]
    measured[clear.hash] = record(space, clear, 0.85)
    assert proposals.sticky_incumbent(measured).config_hash == clear.hash
    settings = SearchSettings(moves=MoveSettings(sticky_incumbent=True), islands=SMALL.islands)
    s = strategy(space, settings)
    for rec in list(measured.values())[:3]:
        s.tell(rec)
    assert s.incumbent() == space.encode(first)


def test_keep_default_shares_the_neighbour_picks_with_the_defaults_own_moves(space):
    def near(keep):
        settings = SearchSettings(moves=MoveSettings(keep_default=keep, batch=12, neighbour_share=1.0, epsilon=0.0),
                                  islands=SMALL.islands)
        s = strategy(space, settings)
        s.tell(record(space, space.default(), 1.0))
        s.tell(record(space, one_gene(space, 0), 0.80))
        return [p.config for p in s._round_picks(30) if p.family == "neighbour"]

    def of_default(configs):  # one-gene moves of the default that drop the incumbent's gene
        return [c for c in configs if len(c.values) == 1 and space.encode(c)[0] == 0]

    assert of_default(near(True)) and not of_default(near(False))


def test_the_compile_screen_keeps_the_candidates_with_the_least_compiled_cost(space):
    """With `compile_screen` K, each model-picked family is drawn K times over and the
    candidates the compiled cost prices lowest are kept; one that does not compile is
    dropped; with the screen off the compiled cost is never asked for."""
    calls = []

    def made_up_cost(c):  # a made-up compiled cost: the more genes a config sets the cheaper
        return -float(len(c.values)) + 0.001 * int(c.hash[:4], 16) / 0xFFFF

    def compile_fn(configs):
        calls.append(len(configs))
        cost = np.array([made_up_cost(c) for c in configs])
        cost[0] = np.inf  # one config that "does not compile"
        return cost

    def picks(settings, fn):
        s = Strategy(space, lambda: RandomCostModel(0).scorer(space.program, space), settings, random.Random(0),
                     compile_fn=fn)
        ask_and_tell(s, space, 30)
        return s.ask(30)

    off = picks(dataclasses.replace(SMALL, moves=MoveSettings(compile_screen=0)), compile_fn)
    assert calls == [] and len(off) == SMALL.moves.batch - 1
    screened_settings = dataclasses.replace(SMALL, moves=MoveSettings(compile_screen=4, compile_weight=100.0))
    screened = picks(screened_settings, compile_fn)
    assert calls and max(calls) > 1 and len(screened) == len(off)
    for family in ("neighbour", "elite"):
        mine = [p for p in screened if p.family == family]
        # each family's picks are in the order of model score + weight x compiled cost; the
        # score each carries is the model's alone (what a report reads against the measurement)
        combined = [p.score + 100.0 * made_up_cost(p.config) for p in mine]
        assert combined == sorted(combined)
        model = proposals.predict(RandomCostModel(0).scorer(space.program, space),
                                  np.array([space.encode(p.config) for p in mine], np.int32))
        assert [p.score for p in mine] == pytest.approx(list(model))
    # the screen drew more candidates than it kept, and kept the ones priced lowest
    unscreened = picks(dataclasses.replace(SMALL, moves=MoveSettings(compile_screen=4, compile_weight=0.0)),
                       lambda cs: np.zeros(len(cs)))
    cost = {p.config.hash: -len(p.config.values) for p in screened + unscreened}
    assert (sum(cost[p.config.hash] for p in screened if p.family == "elite")
            <= sum(cost[p.config.hash] for p in unscreened if p.family == "elite"))
    with pytest.raises(ValueError, match="compile_screen"):
        MoveSettings(compile_screen=-1)
