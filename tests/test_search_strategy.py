"""The strategy through ask/tell: what it asks for in which order, and how what it is told
steers it, with no measurer at all."""

import dataclasses
import random

import numpy as np
import pytest

from xtune.measure import ConfigSpace
from xtune.measure.fake import synthetic_ratio
from xtune.measure.record import SAME, SAME_PREFIX, Record
from xtune.search import proposals
from xtune.search.costmodel import RandomCostModel
from xtune.search.settings import IslandSettings, MoveSettings, SearchSettings
from xtune.search.strategy import FAMILIES, Strategy

SMALL = SearchSettings(islands=IslandSettings(num_islands=2, pop_size=8, generations=1))


@pytest.fixture(scope="module")
def space(attention_program):
    return ConfigSpace(attention_program, backend="cpu")


def vector_space(backend):
    """Elementwise ops on a vector: no layout genes; on CPU the two option genes (10 configs), elsewhere none."""
    import jax.numpy as jnp

    from xtune.measure.program import Program

    program = Program.from_callable(lambda x: jnp.sin(x) * 2.0,
                                    np.ones(16, np.float32), name="vector")
    return ConfigSpace(program, backend=backend)


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


def test_the_neighbours_are_moves_of_the_best_gain_alone_not_of_the_second_nor_the_default(space):
    settings = SearchSettings(moves=MoveSettings(batch=12, neighbour_share=1.0, epsilon=0.0), islands=SMALL.islands)
    s = strategy(space, settings)
    best, second = one_gene(space, 0), one_gene(space, 1)
    for c, ratio in [(space.default(), 1.0), (best, 0.80), (second, 0.90)]:
        s.tell(record(space, c, ratio))
    near = [p.config for p in s._round_picks(30) if p.family == "neighbour"]
    assert near and all(len(differs_from(space, c, best)) == 1 for c in near)
    assert not [c for c in near if len(c.values) == 1 and space.encode(c)[0] == 0]  # no move of the default's


def test_unions_go_on_though_none_beat_the_incumbent(space):
    s = strategy(space, SearchSettings(moves=MoveSettings(batch=12), islands=SMALL.islands))
    s.tell(record(space, space.default(), 1.0))
    for i in range(3):
        s.tell(record(space, one_gene(space, i), 0.80 + 0.02 * i))
    first = s._round_picks(30)
    for p in first:  # every union reads 0.82; the incumbent read 0.80
        s.tell(record(space, p.config, 0.82 if p.family == "union" else 1.05))
    for i in (6, 7):  # two more gains: new unions to make
        s.tell(record(space, one_gene(space, i), 0.90))
    assert "union" in [p.family for p in first] and "union" in [p.family for p in s._round_picks(30)]


def test_the_incumbent_is_the_fastest_gain_even_by_a_fraction(space):
    first, close = one_gene(space, 0), one_gene(space, 1)
    measured = {}
    for c, ratio in [(space.default(), 1.0), (first, 0.906), (close, 0.904)]:  # 0.904 reads 0.900-0.909
        measured[c.hash] = record(space, c, ratio)
    assert proposals.incumbent(space, measured) == space.encode(close)
    assert proposals.incumbent(space, {}) == [0] * len(space.genes)
    s = strategy(space, SearchSettings(islands=SMALL.islands))
    for rec in measured.values():
        s.tell(rec)
    assert s.incumbent() == space.encode(close)


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


def asked_until_done(s, space, budget=30, max_asks=50):
    """Asks and tells within `budget` measurements until the strategy is done (at most `max_asks` asks)."""
    asked = []
    for _ in range(max_asks):
        if s.done or len(asked) >= budget:
            break
        batch = [p for p in s.ask(budget - len(asked)) if p.config.hash not in s.measured]
        for p in batch[: budget - len(asked)]:
            s.tell(record(space, p.config))
            asked.append(p.config.hash)
        if s.round_complete:
            s.end_round()
    return asked


def test_a_space_smaller_than_the_budget_is_measured_whole_once_and_then_nothing_is_asked():
    space = vector_space("cpu")
    s = strategy(space)
    asked = asked_until_done(s, space)
    assert len(asked) == len(set(asked)) == space.size == 10
    assert s.exhausted and s.done and s.ask(20) == []
    assert s.done_line() == "all 10 configs of this program measured"


def test_a_space_without_genes_is_done_once_the_default_is_measured():
    space = vector_space("fake")
    s = strategy(space)
    assert not space.genes and not s.done
    [default] = s.ask(30)
    assert default.family == "default" and default.config.is_default
    s.tell(record(space, default.config))
    assert s.done and s.ask(30) == [] and "no genes to tune" in s.done_line()


def test_records_of_configs_outside_the_space_do_not_exhaust_it():
    space = vector_space("cpu")
    other = ConfigSpace(space.program, backend="fake")  # the same program, another space
    s = strategy(space)
    for i in range(space.size):
        r = record(other, other.default())
        s.tell(dataclasses.replace(r, config_hash=f"{i:016x}"))  # hashes no config of the space has
    assert not s.exhausted and s.ask(30)


def test_rounds_that_find_nothing_unmeasured_end_the_asking_after_a_few(space, monkeypatch):
    from xtune.search import strategy as strategy_module

    s = strategy(space, SearchSettings(moves=MoveSettings(screen_pins=False, screen_swaps=False),
                                       islands=SMALL.islands))
    ask_and_tell(s, space, 30)  # the default and the screens
    monkeypatch.setattr(Strategy, "_round_picks", lambda self, budget_left: [])
    monkeypatch.setattr(proposals, "sparse_randoms", lambda *a, **k: [])
    settled = 0
    while s.ask(30) or not s.done:
        settled += 1
        assert settled < 10 * strategy_module.MAX_IDLE_ROUNDS, "the strategy kept asking"
        if s.round_complete:
            s.end_round()
    assert not s.exhausted and s.rounds == strategy_module.MAX_IDLE_ROUNDS
    assert "no unmeasured config" in s.done_line()


def loop_space(loops=True):
    """Two loops: a fori_loop of 40 steps and a scan of 20, on small vectors."""
    import jax
    import jax.numpy as jnp

    from xtune.measure.program import Program

    def fn(x):
        y = jax.lax.fori_loop(0, 40, lambda i, v: jnp.sin(v) * 1.01, x)
        z, _ = jax.lax.scan(lambda c, _: (c * 0.5 + 1.0, None), y, None, length=20)
        return z

    return ConfigSpace(Program.from_callable(fn, np.ones(8, np.float32), name="loops"), backend="cpu", loops=loops)


def test_a_loop_program_screens_every_loop_unrolled_at_once_then_each_loop_alone_after_the_suggestions():
    space = loop_space()
    moves = space.loop_moves()
    names = [name for name, _ in moves]
    assert names[:4] == ["every loop x2", "every loop x4", "every loop x8", "every loop x16"]
    assert all(name.startswith("loop ") for name in names[4:]) and len(moves) == len({c.hash for _, c in moves})
    first = strategy(space).ask(30)
    families = [p.family for p in first]
    loops = [p.config for p in first if p.family == "loop"]
    assert families.index("loop") > families.index("default") and "option" not in families[:families.index("loop")]
    assert len(loops) == MoveSettings.screen_loops and [c.hash for c in loops] == [c.hash for _, c in moves][:10]
    assert all(name.endswith(".unroll") for c in loops for name, _ in c.values)


def test_no_loop_moves_without_the_loop_screen_and_no_unroll_genes_without_loops():
    off = SearchSettings(moves=MoveSettings(screen_loops=0), islands=SMALL.islands)
    assert "loop" not in [p.family for p in strategy(loop_space(), off).ask(30)]
    space = loop_space(loops=False)
    assert not [g for g in space.genes if g.kind == "unroll"] and space.loop_moves() == []
    assert "loop" not in [p.family for p in strategy(space).ask(30)]


def test_a_program_without_loops_gets_the_same_first_asks_as_before():
    space = vector_space("cpu")
    assert space.loop_moves() == []
    assert [p.family for p in strategy(space).ask(30)] == ["default", *["option"] * (len(space.option_moves()))]


def same_as(space, config, twin):
    """A record of `config` not timed: it compiled to `twin`'s executable (`record.SAME`)."""
    return dataclasses.replace(record(space, config), status=SAME, ratio=None, ratio_low=None, ratio_high=None,
                               message=f"{SAME_PREFIX}{twin.hash}, not timed again")


def test_moves_xla_undid_are_not_proposed_again_alone_or_together():
    from xtune.measure.program import Program

    # two transposes and a dot: layout genes with three choices or more
    program = Program.from_callable(lambda a, b: (a.T @ b).T * 2.0, np.ones((8, 4), np.float32),
                                    np.ones((8, 6), np.float32), name="undo")
    space = ConfigSpace(program, backend="cpu")
    s = strategy(space)
    for p in s.ask(30):  # the screen, every config level with the default
        s.tell(record(space, p.config, ratio=1.02))
    layout = [i for i, g in enumerate(space.genes) if g.kind != "option" and len(g.choices) > 2]
    undone, kept = layout[: len(layout) // 2], layout[len(layout) // 2:]
    assert undone and kept
    default = space.default()
    for i in undone:  # XLA undid every move of these genes, seen from the default
        for j in range(1, len(space.genes[i].choices)):
            genome = [0] * len(space.genes)
            genome[i] = j
            s.tell(same_as(space, space.decode(genome), default))
    assert s.undone == {(i, frozenset((0, j))) for i in undone for j in range(1, len(space.genes[i].choices))}
    gain = [0] * len(space.genes)
    gain[kept[0]] = 1
    s.tell(record(space, space.decode(gain), ratio=0.9))  # the incumbent: its undone neighbours are unmeasured
    assert s.incumbent() == gain
    asked = [p for _ in range(4) for p in ask_and_tell(s, space, 30) if p.family in ("neighbour", "elite", "random")]
    assert len(asked) >= 10
    for p in asked:  # none changes its parent (the incumbent; the default for a random) only in undone moves
        genome = space.encode(p.config)
        assert not proposals.only_undone(gain, genome, s.undone), p
        assert not proposals.only_undone([0] * len(genome), genome, s.undone), p


def test_a_record_not_timed_shows_an_undone_move_only_against_a_config_one_gene_away(space):
    default = space.default()
    one = space.decode([1] + [0] * (len(space.genes) - 1))
    two = space.decode([1, 1] + [0] * (len(space.genes) - 2))
    measured = {default.hash: record(space, default, 1.0), one.hash: record(space, one, 1.0)}
    assert proposals.undone_move(space, same_as(space, one, default), measured) == (0, frozenset((0, 1)))
    assert proposals.undone_move(space, same_as(space, two, one), measured) == (1, frozenset((0, 1)))
    assert proposals.undone_move(space, same_as(space, two, default), measured) is None  # two genes: which?
    assert proposals.undone_move(space, record(space, one, 1.0), measured) is None  # timed: nothing undone
    assert proposals.undone_move(space, same_as(space, one, two), measured) is None  # its twin is not known
