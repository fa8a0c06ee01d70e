"""Explaining a confirmed answer (`xtune.search.explain`), on a fake runner whose genes have
known effects: each group's contribution, the smallest config that keeps the gain, and
what is (not) measured for it."""

import dataclasses
import json
import math

import pytest

from xtune.measure import ConfigSpace, Measurer, MeasureSettings, RecordStore
from xtune.measure.fake import FakeRunner
from xtune.measure.execute import same_executable
from xtune.measure.record import OK, SAME
from xtune.search import answer as search_answer
from xtune.search.answer import confirm
from xtune.search.costmodel import RandomCostModel
from xtune.search.engine import Search
from xtune.search.explain import explain, group_genes, keeps_gain
from xtune.search.report import write_report
from xtune.search.settings import AnswerSettings, BudgetSettings, IslandSettings, SearchSettings

YNN_OFF = ("opt.xla_cpu_experimental_ynn_fusion_type", "")
SWAP = ("main/0.swap", True)
EFFECTS = {YNN_OFF: 1 / 1.10, SWAP: 1 / 1.05}  # ratio to the default: 1.10x and 1.05x faster


class EffectRunner(FakeRunner):
    """A fake whose genes have known effects: the ratio is the product of `EFFECTS` over the
    config's genes (1.0 for every other gene) times a noise of +-0.1%, interval +-0.5%."""

    def __init__(self, effects=EFFECTS):
        super().__init__(fail_share=0.0)
        self.effects = effects
        self.info["backend"] = "cpu"  # the CPU space has the module-option genes
        self.measured = []
        self.policies = []

    def run(self, job, timeout_s):
        self.measured.append(job.config)
        self.policies.append(job.policy)
        ratio = math.prod(self.effects.get((k, v), 1.0) for k, v in job.config.values)
        r = ratio * (1 + 0.002 * ((self.num_measured * 0.37) % 1 - 0.5))
        self.num_measured += 1
        return {"status": OK, "median_ms": 10 * r, "iqr_ms": 0.01, "min_ms": 10 * r, "num_samples": 30,
                "default_median_ms": 10.0, "ratio": r, "ratio_low": r * 0.995, "ratio_high": r * 1.005,
                "compile_s": 0.01, "temp_bytes": 1000, "flops": 1e6, "measured_at": 0.0, "worker": "fake"}


class ExecutableRunner(EffectRunner):
    """An `EffectRunner` whose genes without an effect are undone by the "compiler": a config
    compiles to the executable of its effective genes, and one whose executable was timed
    already is not timed again where the job says so (`execute.same_executable`)."""

    def run(self, job, timeout_s):
        key = repr(sorted((k, v) for k, v in job.config.values if (k, v) in self.effects))
        same = same_executable(job, key, repr([]))
        if same is not None:
            return {**same, "executable": key, "compile_s": 0.01, "measured_at": 0.0, "worker": "fake"}
        return {**super().run(job, timeout_s), "executable": key}


@pytest.fixture()
def store(tmp_path):
    with RecordStore(tmp_path / "s.db") as s:
        yield s


def measurer(store):
    return Measurer(MeasureSettings(cores=1, jobs=1, in_process=True), store, runner=EffectRunner())


def answer_config(space):
    """The two effective genes plus six genes that do nothing, in four other groups."""
    no_effect = ["main/2.out", "main/5.out",  # transpose result layouts
                 "main/3.in0", "main/6.in1",  # dot operand layouts
                 "main/1.in0", "main/14.out"]  # a reshape's, a reduce's
    layouts = {name: space.genes[space.gene_index[name]].choices[2] for name in no_effect}
    return space.make({YNN_OFF[0]: YNN_OFF[1], SWAP[0]: SWAP[1], **layouts})


def search(program, store, config, **answer):
    """A 2-measurement search from `config`, confirmed in one process and explained unless
    `answer` says otherwise (the counts below are one confirmation each;
    tests/test_search_confirm_processes.py and tests/test_search_engine.py cover several processes)."""
    m = measurer(store)
    settings = SearchSettings(budget=BudgetSettings(2), islands=IslandSettings(num_islands=2, pop_size=4),
                              answer=AnswerSettings(**{"confirm_processes": 1, "explain": True, **answer}))
    return Search(program, m, RandomCostModel(), settings, start_from=[config]).run(), m.runner


def test_each_group_contributes_its_known_effect_and_the_answer_keeps_only_the_two_that_matter(
        attention_program, store):
    space = ConfigSpace(attention_program, backend="cpu")
    full = answer_config(space)
    result, runner = search(attention_program, store, full)

    by_label = {c.label: c for c in result.explanation}
    assert set(by_label) == {"YNNPACK fusion off", "dot 0 operands swapped", "result layouts of 2 transposes",
                             "operand layouts of 2 dots", "reshape 1 operand layout", "reduce 14 result layout"}
    assert by_label["YNNPACK fusion off"].contribution == pytest.approx(1.10, rel=0.005)
    assert by_label["dot 0 operands swapped"].contribution == pytest.approx(1.05, rel=0.005)
    for label in set(by_label) - {"YNNPACK fusion off", "dot 0 operands swapped"}:
        c = by_label[label]
        assert c.contribution == pytest.approx(1.0, abs=0.005) and c.low < 1.0 < c.high and not c.matters
    assert [c.label for c in result.explanation[:2]] == ["YNNPACK fusion off", "dot 0 operands swapped"]

    assert dict(result.best_config.values) == dict([YNN_OFF, SWAP])  # the smallest that keeps the gain
    assert result.full_config == full and result.full_confirmed.config_hash == full.hash
    assert result.confirmed.config_hash == result.best_config.hash
    assert result.speedup == pytest.approx(1.10 * 1.05, rel=0.005)
    assert result.message.endswith("2 genes changed (smallest of 8 that keeps the gain)")
    best = json.loads(result.best_json())
    assert best["genes"] == {YNN_OFF[0]: YNN_OFF[1], SWAP[0]: SWAP[1]}
    assert best["speedup"] == result.speedup

    # extra measurements outside the budget: the confirmation, one per group, the smallest
    assert result.measurements_used == 2 and runner.num_measured == 2 + 1 + 6 + 1
    # the groups are timed for a second at least, the confirmation and the smallest as answers are
    assert [p.min_time_s for p in runner.policies[2:]] == [3.0] + [1.0] * 6 + [3.0]
    assert full.hash in {r.config_hash for r in store.records(attention_program.fingerprint)}  # a record stays


def test_groups_that_compile_to_the_answers_own_executable_contribute_exactly_nothing_untimed(
        attention_program, store):
    space = ConfigSpace(attention_program, backend="cpu")
    full = answer_config(space)
    m = Measurer(MeasureSettings(cores=1, jobs=1, in_process=True), store, runner=ExecutableRunner())
    settings = SearchSettings(budget=BudgetSettings(2), islands=IslandSettings(num_islands=2, pop_size=4),
                              answer=AnswerSettings(confirm_processes=1, explain=True))
    result = Search(attention_program, m, RandomCostModel(), settings, start_from=[full]).run()

    no_ops = [c for c in result.explanation if c.label not in ("YNNPACK fusion off", "dot 0 operands swapped")]
    assert len(no_ops) == 4
    for c in no_ops:  # the answer without them is the answer's machine code: nothing to time, no noise
        assert (c.contribution, c.low, c.high) == (1.0, 1.0, 1.0) and not c.matters
        assert c.record.status == SAME and c.record.same_as == full.hash
    assert dict(result.best_config.values) == dict([YNN_OFF, SWAP])
    assert result.confirmed.status == OK and result.confirmed.config_hash == result.best_config.hash
    # timed: the search's two, the confirmation, the two groups that change the executable, and the
    # smallest config (timed though it compiles to the answer's executable: an answer is measured)
    assert m.runner.num_measured == 2 + 1 + 2 + 1


def test_a_group_whose_removal_compiles_to_another_candidates_executable_takes_that_candidates_reading(
        attention_program, store, monkeypatch):
    monkeypatch.setattr(search_answer, "SMALL_BUDGET", 0)  # every candidate confirmed, the twin with the answer
    space = ConfigSpace(attention_program, backend="cpu")
    reshape = space.genes[space.gene_index["main/1.in0"]].choices[2]
    full = space.make({YNN_OFF[0]: YNN_OFF[1], SWAP[0]: SWAP[1], "main/1.in0": reshape})
    twin = space.make({SWAP[0]: SWAP[1]})  # the answer without YNNPACK-off compiles to this one's machine code
    m = Measurer(MeasureSettings(cores=1, jobs=1, in_process=True), store, runner=ExecutableRunner())
    settings = SearchSettings(budget=BudgetSettings(3), islands=IslandSettings(num_islands=2, pop_size=4),
                              answer=AnswerSettings(confirm_processes=1, explain=True))
    result = Search(attention_program, m, RandomCostModel(), settings, start_from=[full, twin]).run()

    by_label = {c.label: c for c in result.explanation}
    ynn = by_label["YNNPACK fusion off"]
    assert ynn.record.status == SAME and ynn.record.same_as == twin.hash  # not timed again ...
    assert ynn.contribution == pytest.approx(1.10, rel=0.005) and ynn.matters  # ... but not "not measured"
    assert ynn.low == pytest.approx(1.10 * 0.995 / 1.005, rel=0.005)
    assert by_label["reshape 1 operand layout"].contribution == 1.0
    assert dict(result.best_config.values) == dict([YNN_OFF, SWAP])


def test_the_report_draws_and_tables_the_contributions(attention_program, store, tmp_path):
    result, _ = search(attention_program, store, answer_config(ConfigSpace(attention_program, backend="cpu")))
    summary = write_report(result, tmp_path / "rep").read_text()
    assert (tmp_path / "rep" / "contributions.png").stat().st_size > 1000
    rows = {line.split(" | ")[0].lstrip("| "): line for line in summary.splitlines() if " | " in line}
    assert rows["YNNPACK fusion off"].endswith("| yes |") and rows["reduce 14 result layout"].endswith("| no |")
    assert "| 1.09" in rows["YNNPACK fusion off"] or "| 1.10" in rows["YNNPACK fusion off"]


def test_a_one_group_answer_is_its_own_contribution_and_measures_nothing_more(attention_program, store):
    space = ConfigSpace(attention_program, backend="cpu")
    result, runner = search(attention_program, store, space.make(dict([YNN_OFF])))
    assert runner.num_measured == 2 + 1  # the search's two and the confirmation
    [only] = result.explanation
    assert only.label == "YNNPACK fusion off" and only.record is None
    assert only.contribution == pytest.approx(result.speedup) and only.low == pytest.approx(result.speedup_low)
    assert result.best_config == result.full_config and "smallest" not in result.message


def test_without_explaining_nothing_more_is_measured_and_the_full_answer_stays(attention_program, store):
    space = ConfigSpace(attention_program, backend="cpu")
    full = answer_config(space)
    result, runner = search(attention_program, store, full, explain=False)
    assert runner.num_measured == 2 + 1 and result.explanation == [] and result.best_config == full
    unconfirmed, runner = search(attention_program, store, full, confirm=False)  # two more option moves
    assert runner.num_measured == 2 and unconfirmed.explanation == [] and unconfirmed.best_config.is_default


def test_a_stop_request_during_the_confirmation_skips_the_explanation(attention_program, store):
    full = answer_config(ConfigSpace(attention_program, backend="cpu"))
    m = measurer(store)
    settings = SearchSettings(budget=BudgetSettings(2), islands=IslandSettings(num_islands=2, pop_size=4))
    result = Search(attention_program, m, RandomCostModel(), settings, start_from=[full],
                    should_stop=lambda: m.runner.num_measured > 2).run()
    assert m.runner.num_measured == 2 + 1 and result.explanation == [] and result.best_config == full


def test_without_smallest_the_groups_are_explained_but_the_answer_is_the_full_config(attention_program, store):
    full = answer_config(ConfigSpace(attention_program, backend="cpu"))
    result, runner = search(attention_program, store, full, smallest=False)
    assert len(result.explanation) == 6 and result.best_config == full and runner.num_measured == 2 + 1 + 6


def test_groups_beyond_the_cap_are_lumped_options_and_bigger_groups_first(attention_program):
    space = ConfigSpace(attention_program, backend="cpu")
    groups = group_genes(space, answer_config(space), max_groups=4)
    assert [g.label for g in groups] == ["YNNPACK fusion off", "result layouts of 2 transposes",
                                         "operand layouts of 2 dots", "3 other genes"]
    assert groups[-1].other and set(groups[-1].genes) == {"main/0.swap", "main/1.in0", "main/14.out"}


def test_a_lumped_group_that_matters_is_kept_whole(attention_program, store):
    space = ConfigSpace(attention_program, backend="cpu")
    full = answer_config(space)
    m = measurer(store)
    [confirmed] = confirm(m, attention_program, [full])
    with m.spawn() as fresh:
        explained = explain(fresh, attention_program, space, full, confirmed, max_groups=4)
    assert len(explained.contributions) == 4 and explained.contributions[-1].label == "3 other genes"
    assert explained.contributions[-1].contribution == pytest.approx(1.05, rel=0.005)
    assert set(dict(explained.smallest.values)) == {YNN_OFF[0], "main/0.swap", "main/1.in0", "main/14.out"}
    assert len(explained.records) == 4 + 1  # at most max_groups + 1 configs


class EitherRunner(EffectRunner):
    """An `EffectRunner` where two genes of different groups give one gain together: 1.05x
    when either is set (redundant layouts), on top of `EFFECTS`."""

    EITHER = ("main/2.out", "main/3.in0")  # a transpose's result layout, a dot's operand layout

    def run(self, job, timeout_s):
        out = super().run(job, timeout_s)
        if any(k in self.EITHER for k, _ in job.config.values):
            out = {**out, **{k: out[k] / 1.05 for k in ("median_ms", "min_ms", "ratio", "ratio_low", "ratio_high")}}
        return out


def test_groups_that_give_one_gain_together_are_dropped_one_at_a_time_while_the_gain_holds(
        attention_program, store):
    space = ConfigSpace(attention_program, backend="cpu")
    either = {name: space.genes[space.gene_index[name]].choices[2] for name in EitherRunner.EITHER}
    reduce_out = {"main/14.out": space.genes[space.gene_index["main/14.out"]].choices[2]}
    full = space.make({YNN_OFF[0]: YNN_OFF[1], **either, **reduce_out})
    m = Measurer(MeasureSettings(cores=1, jobs=1, in_process=True), store, runner=EitherRunner())
    [confirmed] = confirm(m, attention_program, [full])
    assert confirmed.ratio == pytest.approx(1 / (1.10 * 1.05), rel=0.005)
    with m.spawn() as fresh:
        explained = explain(fresh, attention_program, space, full, confirmed)
    by_label = {c.label: c for c in explained.contributions}
    assert by_label["YNNPACK fusion off"].matters
    for label in ("transpose 2 result layout", "dot 3 operand layout", "reduce 14 result layout"):
        assert not by_label[label].matters  # out one at a time, each is worth nothing ...
    # ... but out all at once the 1.05x goes: that smaller config did not hold up, so they
    # were dropped one at a time: one of the two stays, the reduce's goes
    genes = set(dict(explained.smallest.values))
    assert YNN_OFF[0] in genes and "main/14.out" not in genes and len(genes & set(EitherRunner.EITHER)) == 1
    assert explained.smallest_record.ratio == pytest.approx(1 / (1.10 * 1.05), rel=0.005)
    assert len(explained.records) == 4 + 1 + 3  # one per group, all weak ones out at once, then one at a time


def test_when_no_group_matters_alone_they_are_dropped_one_at_a_time_and_one_stays(attention_program, store):
    space = ConfigSpace(attention_program, backend="cpu")
    full = space.make({name: space.genes[space.gene_index[name]].choices[2]
                       for name in (*EitherRunner.EITHER, "main/14.out")})
    m = Measurer(MeasureSettings(cores=1, jobs=1, in_process=True), store, runner=EitherRunner())
    [confirmed] = confirm(m, attention_program, [full])
    with m.spawn() as fresh:
        explained = explain(fresh, attention_program, space, full, confirmed)
    assert not any(c.matters for c in explained.contributions)
    assert len(explained.smallest.values) == 1 and explained.smallest.values[0][0] in EitherRunner.EITHER
    assert 3 + 2 <= len(explained.records) <= 3 + 3  # never all out at once (the default), nor the last one


def test_a_smaller_config_slower_beyond_the_noise_does_not_keep_the_gain(attention_program, store):
    space = ConfigSpace(attention_program, backend="cpu")
    m = measurer(store)
    full, small = confirm(m, attention_program, [answer_config(space), space.make(dict([YNN_OFF]))])
    assert keeps_gain(full, full) and not keeps_gain(small, full)  # 1.10x is not the 1.155x of both


def test_a_smaller_config_whose_interval_misses_the_full_answers_reading_does_not_keep_the_gain(
        attention_program, store):
    m = measurer(store)
    [full] = confirm(m, attention_program, [answer_config(ConfigSpace(attention_program, backend="cpu"))])
    # intervals overlap (the looser rule passed this) but the smaller one lies wholly above
    # the full answer's reading: slower beyond its own noise
    slower = dataclasses.replace(full, ratio=full.ratio * 1.01, ratio_low=full.ratio * 1.001,
                                 ratio_high=full.ratio * 1.02)
    assert slower.ratio_low <= full.ratio_high and not keeps_gain(slower, full)
    reaches = dataclasses.replace(slower, ratio_low=full.ratio)
    assert keeps_gain(reaches, full)
    assert not keeps_gain(dataclasses.replace(reaches, ratio_high=1.001), full)  # not a confirmed win


def test_max_groups_below_one_is_refused():
    with pytest.raises(ValueError, match="max_groups"):
        AnswerSettings(max_groups=0)


@pytest.mark.parametrize("explain_flag", ["--explain", "--no-explain"])
def test_xtune_search_says_what_matters_and_writes_the_smallest_config(explain_flag, repo_root, tmp_path,
                                                                        monkeypatch, attention_program):
    from click.testing import CliRunner

    import xtune.measure.measurer
    from xtune.search import batch, cli

    class EffectMeasurer(Measurer):
        def __init__(self, settings, store=None, runner=None, **kw):
            super().__init__(dataclasses.replace(settings, jobs=1, in_process=True), store, runner or EffectRunner(),
                             **kw)

    full = answer_config(ConfigSpace(attention_program, backend="cpu"))
    monkeypatch.setattr(xtune.measure.measurer, "Measurer", EffectMeasurer)
    monkeypatch.setattr(batch, "Measurer", EffectMeasurer)  # the name a program's search measures through
    monkeypatch.setattr(cli, "known_configs", lambda prog, sources, loops=True: [full])
    out = CliRunner().invoke(cli.main, ["search", str(repo_root / "examples/programs/attention.mlir"), "--model",
                                        "random", "--measurements", "2", "--db", str(tmp_path / "s.db"),
                                        "--out", str(tmp_path / "best.json"), explain_flag])
    assert out.exit_code == 0, out.output
    genes = json.loads((tmp_path / "best.json").read_text())["genes"]
    if explain_flag == "--explain":
        assert "YNNPACK fusion off: 1.10x; dot 0 operands swapped: 1.05x; " in out.output
        assert "(smallest of 8 that keeps the gain)" in out.output and genes == {YNN_OFF[0]: "", SWAP[0]: True}
    else:
        assert "contribute" not in out.output and len(genes) == 8


def test_with_three_confirmation_processes_the_smallest_config_is_read_in_three_and_its_median_counts(
        attention_program, store, monkeypatch):
    monkeypatch.setattr(search_answer, "CLEAR_WIN", 0.5)  # no win clear enough for one process
    monkeypatch.setattr(search_answer, "SMALL_BUDGET", 0)  # confirmed as a longer search's answer is
    full = answer_config(ConfigSpace(attention_program, backend="cpu"))
    result, runner = search(attention_program, store, full, confirm_processes=3)
    assert dict(result.best_config.values) == dict([YNN_OFF, SWAP])
    # the budget, the full answer in 3 processes, one per group, the smallest in its 3
    assert runner.num_measured == 2 + 3 + 6 + 1 + 2
    readings = sorted(r.ratio for r in result.records if r.config_hash == result.best_config.hash)
    assert len(readings) == 3 and result.confirmed.ratio == readings[1]
    assert result.speedup == pytest.approx(1 / readings[1])
