"""The suggestions: moves described alike on every program, a prior and an evolved rule learned
from measured stores, `xtune suggest`, and a search that measures the suggestions first."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from xtune.measure import ConfigSpace, MeasureSettings, RecordStore
from xtune.measure.fake import fake_measurer
from xtune.measure.program import load_program
from xtune.measure.suggestions import FEATURES, Moves, Rule, RuleError, parse, rank, score, suggest
from xtune.search.cli import main
from xtune.search.costmodel import RandomCostModel
from xtune.search.engine import Search
from xtune.search.settings import AnswerSettings, BudgetSettings, IslandSettings, MoveSettings, SearchSettings
from xtune.surrogate import moves_rule
from xtune.surrogate.dataset_build import local_configs
from xtune.surrogate.move_corpus import load_corpus

ROOT = Path(__file__).resolve().parents[1]
PROGRAMS = sorted((ROOT / "examples" / "programs").glob("*.mlir"))
HELD_OUT = "vmapped_mlp"
WINNER = "opt.xla_cpu_scheduler_type=MEMORY_OPTIMIZED"


def known_gains(config) -> float:
    """The fake's runtime ratios: the memory-optimized scheduler 0.8x everywhere, every other
    option 1.1x, a bulk pin of every layout 0.97x, the rest 1.02x."""
    values = dict(config.values)
    if values.get("opt.xla_cpu_scheduler_type"):
        return 0.8 if len(values) == 1 else 0.9
    if any(k.startswith("opt.") for k in values):
        return 1.1
    return 0.97 if len(values) > 6 else 1.02


@pytest.fixture(scope="module")
def trained_store(tmp_path_factory):
    """Local configs of the bundled examples but one, measured by a fake with known gains."""
    path = tmp_path_factory.mktemp("corpus") / "train.db"
    with RecordStore(path) as store, fake_measurer(MeasureSettings(cores=1), store, fail_share=0.0,
                                                   ratio_fn=known_gains) as m:
        for f in PROGRAMS:
            if f.stem == HELD_OUT:
                continue
            prog = load_program(f)
            m.measure(prog, local_configs(ConfigSpace(prog), 10, seed=0))
    return path


def test_a_rule_expression_is_parsed_and_a_bad_one_is_a_one_line_error():
    tree = parse("add(prior, mul(m_pin, -0.5))")
    assert tree == ("add", "prior", ("mul", "m_pin", -0.5))
    for bad in ("add(prior, m_pin", "nope(prior)", "add(prior, volume)", "prior prior"):
        with pytest.raises(RuleError) as e:
            parse(bad)
        assert "\n" not in str(e.value) and "rule" in str(e.value)


def test_moves_are_described_alike_on_every_program():
    space = ConfigSpace(load_program(ROOT / "examples/programs/transformer_train_step.mlir"))
    moves = Moves(space)
    cands = moves.candidates()
    kinds = {m.kind for m in cands}
    assert kinds == {"option", "pin", "aligned", "swap"}  # the bulk swap of its dots too; no loops
    assert len({m.config.hash for m in cands}) == len(cands)
    keys = {m.key for m in cands}
    assert WINNER in keys and any(k.startswith("pin:") for k in keys)
    assert all(set(m.features) >= set(FEATURES) - {"prior", "prior_n", "prior_win"} for m in cands)
    # a measured config reads back as the move that made it
    pin_label, pin = space.row_major_pins()[0]
    assert moves.describe(pin).key == f"pin:{pin_label}"
    assert moves.describe(space.moved([space.aligned_moves()[0]])).kind == "aligned"


def test_the_prior_learned_from_known_gains_puts_the_winning_move_first_on_a_new_program(trained_store, tmp_path):
    corpus = load_corpus([trained_store])
    assert len(corpus.programs) == len(PROGRAMS) - 1
    assert HELD_OUT not in {p.name for p in corpus.programs}
    prior = moves_rule.fit_prior(corpus)
    assert math.exp(prior[WINNER][0]) == pytest.approx(0.8, rel=0.01) and prior[WINNER][2] == 1.0
    space = ConfigSpace(load_program(ROOT / f"examples/programs/{HELD_OUT}.mlir"))
    picks = suggest(space, 3, Rule(prior))
    assert picks[0].key == WINNER and picks[0].predicted == pytest.approx(0.8, rel=0.01)
    assert "faster on 100%" in picks[0].reasons
    # options that only ever slowed a program down come after the pins that sometimes won
    order = [s.kind for s in rank(space, Rule(prior))]
    assert order.index("pin") < order.index("option", 1)


def test_the_evolved_rule_ranks_the_known_winner_first_and_stays_small(trained_store):
    corpus = load_corpus([trained_store])
    table = moves_rule.Table.of(corpus)
    evolved = moves_rule.evolve(table, moves_rule.EvolveSettings(islands=2, pop_size=16, generations=4))
    assert evolved.size <= 30 and evolved.fitness >= -math.log(0.8) - 0.01
    gains = table.top_k(moves_rule.rule_priorities(evolved.expression, table.columns), 1)
    assert np.allclose(gains, -math.log(0.8), atol=0.01)  # the top pick on every program is the winner


def test_xtune_suggest_and_rule_learn(trained_store, tmp_path):
    rule_file = tmp_path / "rule.json"
    runner = CliRunner()
    r = runner.invoke(main, ["rule", "learn", str(trained_store), "--out", str(rule_file)])
    assert r.exit_code == 0, r.output
    assert WINNER in json.loads(rule_file.read_text())["prior"]
    program = str(ROOT / f"examples/programs/{HELD_OUT}.mlir")
    r = runner.invoke(main, ["suggest", program, "-k", "2", "--rule", str(rule_file), "--out", str(tmp_path / "s")])
    assert r.exit_code == 0, r.output
    assert "xla_cpu_scheduler_type" in r.output and "faster on 100%" in r.output
    written = sorted((tmp_path / "s").glob("*.json"))
    assert len(written) == 2 and "MEMORY_OPTIMIZED" in written[0].read_text()
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    r = runner.invoke(main, ["suggest", program, "--rule", str(bad)])
    assert r.exit_code == 2 and "not a suggestions rule file" in r.output


def test_a_four_measurement_search_measures_the_suggestions_and_answers_with_the_winner(trained_store, tmp_path,
                                                                                         monkeypatch):
    from xtune.measure import suggestions as suggestions_module

    rule = Rule(moves_rule.fit_prior(load_corpus([trained_store])))
    monkeypatch.setattr(suggestions_module.Rule, "load", classmethod(lambda cls, path=None: rule))
    program = load_program(ROOT / f"examples/programs/{HELD_OUT}.mlir")
    settings = SearchSettings(budget=BudgetSettings(4), moves=MoveSettings(suggestions=3),
                              islands=IslandSettings(num_islands=2, pop_size=8, generations=1),
                              answer=AnswerSettings(confirm=True, explain=False))
    with RecordStore(tmp_path / "s.db") as store, fake_measurer(MeasureSettings(cores=1), store, fail_share=0.0,
                                                                ratio_fn=known_gains) as m:
        m.info = {**m.info, "backend": "cpu"}  # the CPU space has the module-option genes
        result = Search(program, m, RandomCostModel(), settings).run()
    assert result.measurements_used == 4
    assert [t.family for t in result.trace] == ["default", "suggested", "suggested", "suggested"]
    answer = json.loads(result.best_json())["genes"]
    assert answer == {"opt.xla_cpu_scheduler_type": "CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED"}


@pytest.mark.serial  # a wall-time bound: run alone, so that load cannot fail it
def test_the_shipped_rule_loads_and_ranks_a_program_quickly():
    import time

    rule = Rule.load()
    assert rule.prior, "measure/suggestions.json is missing: xtune rule learn writes it"
    space = ConfigSpace(load_program(ROOT / "examples/programs/transformer_train_step.mlir"))
    start = time.perf_counter()
    picks = suggest(space, 3, rule)
    assert len(picks) == 3 and time.perf_counter() - start < 2.0


# --- bad rule files: one line naming the file, before any work ----------------------------

BAD_RULES = {  # name: (the file's text, what the line says)
    "not JSON": ("{prior: 1", "not a suggestions rule file (Expecting property name"),
    "a list at the top": ("[1, 2]", "the file holds a list, not an object with a 'prior'"),
    "no prior": ('{"expression": ""}', "no 'prior' field"),
    "an unknown field": ('{"prior": {}, "priors": {}}', "unknown field(s) 'priors'"),
    "a prior that is a list": ('{"prior": [1, 2]}', "'prior' is a list, not an object of move keys"),
    "a prior entry of 3 numbers": ('{"prior": {"pin:x": [0.1, 2, 0.5]}}', "prior 'pin:x' is [0.1, 2, 0.5], not 4"),
    "a prior entry with a string": ('{"prior": {"pin:x": [0.1, "2", 0.5, 0]}}', "not 4 finite numbers"),
    "a prior entry with a boolean": ('{"prior": {"pin:x": [0.1, true, 0.5, 0]}}', "not 4 finite numbers"),
    "a fractional program count": ('{"prior": {"pin:x": [0.1, 2.5, 0.5, 0]}}', "programs measured on is 2.5"),
    "a share won above 1": ('{"prior": {"pin:x": [0.1, 2, 1.5, 0]}}', "share won is 1.5, not between 0 and 1"),
    "an expression that is a number": ('{"prior": {}, "expression": 3}', "'expression' is a number, not a string"),
    "an about that is a list": ('{"prior": {}, "about": []}', "'about' is a list, not a string"),
    "JSON nested deeply": ('{"prior": ' + "[" * 50_000 + "]" * 50_000 + "}", "JSON nested too deeply"),
    "an expression nested deeply": ('{"prior": {}, "expression": "' + "neg(" * 3000 + "prior" + ")" * 3000 + '"}',
                                    "nested deeper than 64 calls"),
    "an expression too long": ('{"prior": {}, "expression": "' + "add(prior, " * 2000 + "prior" + ")" * 2000 + '"}',
                               "characters, more than the 20000"),
    "too few arguments": ('{"prior": {}, "expression": "add(prior)"}', "add takes 2 argument(s), given 1"),
    "an extra argument": ('{"prior": {}, "expression": "mul(prior, prior_n, prior_win)"}',
                          "mul takes 2 argument(s), given 3"),
    "an unknown function": ('{"prior": {}, "expression": "pow(prior, 2)"}', "unknown function 'pow'"),
    "an unknown feature": ('{"prior": {}, "expression": "volume"}', "unknown feature 'volume'"),
}


@pytest.mark.parametrize("kind", sorted(BAD_RULES))
def test_each_bad_rule_file_is_one_line_naming_the_file_and_the_problem(kind, tmp_path, tiny_mlir):
    text, says = BAD_RULES[kind]
    path = tmp_path / "rule.json"
    path.write_text(text)
    with pytest.raises(RuleError) as e:
        Rule.load(path)
    assert str(e.value).startswith(f"{path}: not a suggestions rule file (") and says in str(e.value)
    assert "\n" not in str(e.value) and len(str(e.value)) < 400
    result = CliRunner().invoke(main, ["suggest", str(tiny_mlir), "--rule", str(path), "--out", str(tmp_path / "s")])
    assert result.exit_code == 2 and result.output.strip().splitlines() == [f"Error: {e.value}"], result.output
    assert not (tmp_path / "s").exists()


def test_a_rule_within_the_limits_parses_and_scores_and_one_past_them_is_refused():
    from xtune.measure.suggestions import ARITIES, MAX_DEPTH, MAX_NODES

    deepest = "neg(" * MAX_DEPTH + "prior" + ")" * MAX_DEPTH
    assert parse(deepest) is not None
    with pytest.raises(RuleError, match=f"nested deeper than {MAX_DEPTH} calls"):
        parse("neg(" + deepest + ")")
    balanced = "prior"
    for _ in range(10):  # 2047 nodes, 10 calls deep
        balanced = f"add({balanced}, {balanced})"
    with pytest.raises(RuleError, match=f"more than {MAX_NODES} nodes"):
        parse(balanced)
    for fn, n in ARITIES.items():
        assert parse(f"{fn}({', '.join(['prior'] * n)})") == (fn, *["prior"] * n)
        with pytest.raises(RuleError, match=f"{fn} takes {n} argument"):
            parse(f"{fn}({', '.join(['prior'] * (n + 1))})")
    columns = {"prior": np.array([0.5, 1.0]), "prior_n": np.array([2.0, 0.0])}
    rule = Rule({}, "if_then_else(lt(prior, 0.75), prior_n, neg(prior))")
    assert score(rule.tree, columns).tolist() == [2.0, -1.0]


def test_every_primitive_an_evolved_rule_may_use_is_read_back_with_the_same_arity():
    from xtune.measure.suggestions import ARITIES

    pset = moves_rule.primitive_set()
    primitives = {p.name: p.arity for group in pset.primitives.values() for p in group}
    assert primitives and all(ARITIES[name] == arity for name, arity in primitives.items())


def test_loop_moves_are_offered_with_their_loops_features_and_keyed_alike_on_every_program():
    import jax
    import jax.numpy as jnp

    from xtune.measure.program import Program

    def fn(x):
        y = jax.lax.fori_loop(0, 40, lambda i, v: jnp.sin(v) * 1.01, x)
        return jax.lax.while_loop(lambda v: v.sum() > 1.0, lambda v: v * 0.5, y)

    space = ConfigSpace(Program.from_callable(fn, np.ones(8, np.float32), name="loops"))
    moves = Moves(space)
    loops = [m for m in moves.candidates() if m.kind == "loop"]
    keys = [m.key for m in loops]
    assert keys[:4] == ["loop:all x2", "loop:all x4", "loop:all x8", "loop:all x16"]
    assert {"loop:counted x2", "loop:counted x16", "loop:data-dependent x2"} <= set(keys)
    counted = next(m for m in loops if m.key == "loop:counted x8")
    assert counted.features["m_loop"] == 1.0 and counted.features["m_unroll"] == 3.0
    assert counted.features["m_counted"] == 1.0 and counted.features["m_trips"] == pytest.approx(math.log10(40))
    assert counted.features["m_loops"] == 0.5
    guarded = next(m for m in loops if m.key == "loop:data-dependent x2")
    assert guarded.features["m_counted"] == 0.0 and guarded.features["m_trips"] == 0.0
    # a measured config reads back as the move that made it
    assert moves.describe(counted.config).key == "loop:counted x8"
    assert [m.key for m in rank(space, Rule({"loop:all x8": (-0.5, 10, 0.9, 0.5)}))][:1] == ["loop:all x8"]


def test_the_shipped_rule_suggests_unrolling_a_loop_program_among_its_first_three():
    import jax
    import jax.numpy as jnp

    from xtune.measure.program import Program

    def fn(x):
        return jax.lax.fori_loop(0, 100, lambda i, v: v + 0.01 * jnp.sin(v), x)

    space = ConfigSpace(Program.from_callable(fn, np.ones(64, np.float32), name="loop"))
    picks = suggest(space, 3)
    assert any(s.kind == "loop" and s.key.startswith("loop:all x") for s in picks)
