"""The search loop on a fake measurer: budget, default first, dedup, answer, resume, Pareto."""

import json

import pytest

from xtune.measure import ConfigSpace, MeasureSettings, RecordStore
from xtune.measure.fake import FakeMeasurer, synthetic_ratio
from xtune.search.costmodel import RandomCostModel
from xtune.search.engine import Search, SearchSettings


class OracleModel:
    """A cost model that knows the fake's synthetic ratios (a perfect surrogate)."""

    def scorer(self, program, space):
        class S:
            def score_indices(self, indices):
                import numpy as np

                return np.array([synthetic_ratio(space.decode(list(r))) for r in np.atleast_2d(indices)])

        return S()

    def refine(self, program, space, records):
        return self


@pytest.fixture()
def store(tmp_path):
    with RecordStore(tmp_path / "s.db") as s:
        yield s


def run(program, store, model=None, **kw):
    m = FakeMeasurer(MeasureSettings(cores=1), store)
    settings = SearchSettings(**{"measurements": 24, "islands": 4, "pop_size": 12, "generations": 2, **kw})
    return Search(program, m, model or RandomCostModel(), settings).run(), m


def test_the_default_is_measured_first_and_the_budget_is_respected(attention_program, store):
    result, m = run(attention_program, store)
    assert result.records[0].config_hash == ConfigSpace(attention_program).default().hash
    assert result.measurements_used == 24
    screening = store.records(attention_program.fingerprint)[:24]
    assert len({r.config_hash for r in screening}) == 24  # no config measured twice


def test_a_good_model_finds_a_confirmed_win_and_answers_it(attention_program, store):
    result, _ = run(attention_program, store, OracleModel())
    assert result.confirmed is not None and result.speedup > 1.0
    assert result.best_config.hash == result.confirmed.config_hash
    assert result.confirmed.ratio_high < 1.0 and "confirmed" in result.message


def test_the_answer_is_never_slower_than_the_default(attention_program, store):
    for seed in range(3):
        result, _ = run(attention_program, store, seed=seed, measurements=10)
        if result.best_config.is_default:
            assert result.speedup == 1.0 and "default" in result.message
        else:
            assert result.confirmed.ratio_high < 1.0


def test_without_confirmation_a_screened_win_is_not_answered(attention_program, store):
    result, _ = run(attention_program, store, OracleModel(), confirm=False)
    assert result.best_config.is_default and result.speedup == 1.0 and "not confirmed" in result.message


def test_resume_counts_stored_measurements_and_repeats_none(attention_program, store):
    first, _ = run(attention_program, store, measurements=10, confirm=False)
    second, m = run(attention_program, store, measurements=20, confirm=False, resume=True)
    assert m.num_measured == 10 and second.measurements_used == 20
    hashes = [r.config_hash for r in store.records(attention_program.fingerprint)]
    assert len(hashes) == len(set(hashes)) == 20


def test_a_stop_request_ends_the_search_after_the_measurement_in_flight(attention_program, store):
    calls = {"n": 0}

    def stop():
        calls["n"] += 1
        return calls["n"] > 5

    m = FakeMeasurer(MeasureSettings(cores=1), store)
    result = Search(attention_program, m, RandomCostModel(), SearchSettings(measurements=50, islands=4, pop_size=8),
                    should_stop=stop).run()
    assert result.interrupted and 0 < m.num_measured < 50
    assert len(store.records(attention_program.fingerprint)) == m.num_measured


def test_the_pareto_objective_returns_a_measured_front(attention_program, store):
    result, _ = run(attention_program, store, objective="pareto")
    front = result.front
    assert front and all(r.ok for r in front)
    for r in front:  # nothing measured dominates a front member
        assert not any(o.ratio < r.ratio and o.temp_bytes < r.temp_bytes for o in result.records if o.ok)
    assert [r.ratio for r in front] == sorted(r.ratio for r in front)


def test_bad_settings_are_refused():
    with pytest.raises(ValueError):
        SearchSettings(objective="fast")
    with pytest.raises(ValueError):
        SearchSettings(measurements=0)


class OneGeneModel:
    """Predicts a config fast in proportion to how far gene 0 (and only gene 0) moved."""

    def scorer(self, program, space):
        class S:
            def score_indices(self, indices):
                import numpy as np

                rows = np.atleast_2d(indices)
                return 1.0 - 0.01 * rows[:, 0] - 0.001 * (rows[:, 1:] > 0).sum(axis=1)

        return S()

    def refine(self, program, space, records):
        return self


def test_neighbours_are_one_gene_moves_of_the_incumbent_one_per_gene_best_first(attention_program, store):
    m = FakeMeasurer(MeasureSettings(cores=1), store)
    search = Search(attention_program, m, OneGeneModel(), SearchSettings(measurements=5, aligned_first=False))
    search._measure([search.space.default()])
    scorer = OneGeneModel().scorer(attention_program, search.space)
    near, scores = search._neighbours(scorer, 3)
    genomes = [search.space.encode(c) for c in near]
    assert all(sum(1 for g in genome if g) == 1 for genome in genomes)  # one gene moved from the default
    moved = [next(i for i, g in enumerate(genome) if g) for genome in genomes]
    assert len(set(moved)) == 3  # one candidate per gene
    assert moved[0] == 0 and genomes[0][0] == search.ops.num_choices[0] - 1  # the best predicted move first
    assert scores == sorted(scores)
    # once measured, a neighbour is not proposed again; a better measured config becomes the incumbent
    search._measure(near[:1])
    again, _ = search._neighbours(scorer, 3)
    assert near[0].hash not in {c.hash for c in again}
    best = min((r for r in search.measured.values() if r.ok), key=lambda r: r.ratio)
    assert search.incumbent() == search.space.encode(search.space.from_json(best.config_json))


def test_aligned_moves_are_tried_before_other_neighbours_each_tier_best_predicted_first(attention_program, store):
    m = FakeMeasurer(MeasureSettings(cores=1), store)
    search = Search(attention_program, m, OneGeneModel(), SearchSettings(measurements=5))
    search._measure([search.space.default()])
    scorer = OneGeneModel().scorer(attention_program, search.space)
    aligned = set(search.space.aligned_moves())
    assert 0 < len(aligned) < sum(k - 1 for k in search.ops.num_choices)
    aligned_genes = {i for i, _ in aligned}
    near, scores = search._neighbours(scorer, len(aligned_genes) + 2)
    moves = [next((i, g) for i, g in enumerate(search.space.encode(c)) if g) for c in near]
    k = len(aligned_genes)
    assert set(moves[:k]) <= aligned and {i for i, _ in moves[:k]} == aligned_genes  # one per gene
    assert not set(moves[k:]) & aligned  # then the rest
    assert scores[:k] == sorted(scores[:k]) and scores[k:] == sorted(scores[k:])
    # the model's favourite move (gene 0's last choice) is not aligned; gene 0's best aligned one leads
    assert (0, search.ops.num_choices[0] - 1) not in aligned
    assert moves[0] == (0, max(j for i, j in aligned if i == 0))


def _record(space, config, ratio, high):
    from xtune.measure.record import Record

    return Record(program=space.program.fingerprint, config_hash=config.hash, config_json=config.to_json(),
                  device_kind="cpu", backend="cpu", cpu_model="", jax_version="", jaxlib_version="", cores=1,
                  status="ok", ratio=ratio, ratio_low=ratio - 0.01, ratio_high=high)


def test_the_incumbent_moves_only_for_a_gain_beyond_the_noise(attention_program, store):
    search = Search(attention_program, FakeMeasurer(MeasureSettings(cores=1), store), RandomCostModel())
    space = search.space
    one = [space.decode([int(j == i) for j in range(len(space.genes))]) for i in range(3)]
    search.measured = {c.hash: r for c, r in [(space.default(), _record(space, space.default(), 1.0, 1.01)),
                                               (one[0], _record(space, one[0], 0.995, 0.999)),  # within 1%
                                               (one[1], _record(space, one[1], 0.97, 1.002))]}  # interval over 1
    assert search.incumbent() == [0] * len(space.genes) and search._combinations() == []
    search.measured[one[2].hash] = _record(space, one[2], 0.97, 0.98)
    assert search.incumbent() == space.encode(one[2])


def test_genes_already_tried_from_the_incumbent_go_last(attention_program, store):
    m = FakeMeasurer(MeasureSettings(cores=1), store)
    search = Search(attention_program, m, OneGeneModel(), SearchSettings(measurements=5))
    search._measure([search.space.default()])
    scorer = OneGeneModel().scorer(attention_program, search.space)
    num_genes = len({i for i, k in enumerate(search.ops.num_choices) if k > 1})
    first, _ = search._neighbours(scorer, 2)
    tried = {next(i for i, g in enumerate(search.space.encode(c)) if g) for c in first}
    search.measured = {search.space.default().hash: _record(search.space, search.space.default(), 1.0, 1.01),
                       **{c.hash: _record(search.space, c, 1.02, 1.03) for c in first}}  # two losses
    again, _ = search._neighbours(scorer, num_genes)
    genes = [next(i for i, g in enumerate(search.space.encode(c)) if g) for c in again]
    assert set(genes[-2:]) == tried and not set(genes[:-2]) & tried


def test_epsilon_randoms_change_one_to_three_genes_of_the_default_and_are_new(attention_program, store):
    search = Search(attention_program, FakeMeasurer(MeasureSettings(cores=1), store), RandomCostModel())
    search._measure([search.space.default()])
    randoms = search._randoms(40)
    assert len(randoms) == 40 and len({c.hash for c in randoms}) == 40
    changed = [len(c.values) for c in randoms]
    assert min(changed) >= 1 and max(changed) <= 3 and len(set(changed)) > 1
    aligned = set(search.space.aligned_moves())
    moves = [(i, j) for c in randoms for i, j in enumerate(search.space.encode(c)) if j]
    assert 0 < sum(m in aligned for m in moves) < len(moves)  # aligned moves and others both drawn


def test_grouped_neighbours_try_several_genes_per_measurement_and_count_them_tried(attention_program, store):
    m = FakeMeasurer(MeasureSettings(cores=1), store)
    search = Search(attention_program, m, OneGeneModel(), SearchSettings(measurements=5, neighbour_group=3))
    search._measure([search.space.default()])
    scorer = OneGeneModel().scorer(attention_program, search.space)
    singles, _ = search._neighbours(scorer, 6)
    groups, scores = search._grouped(scorer, singles, [0.0] * 6)
    assert len(groups) == 2 and len(scores) == 2
    moves = [next((i, g) for i, g in enumerate(search.space.encode(c)) if g) for c in singles]
    for k, group in enumerate(groups):  # each group = the next three one-gene moves together
        genome = search.space.encode(group)
        assert {(i, g) for i, g in enumerate(genome) if g} == set(moves[3 * k: 3 * k + 3])
    search.measured = {search.space.default().hash: _record(search.space, search.space.default(), 1.0, 1.01),
                       groups[0].hash: _record(search.space, groups[0], 1.02, 1.03)}
    assert search._tried_genes(search.incumbent()) == {i for i, _ in moves[:3]}
    with pytest.raises(ValueError):
        SearchSettings(neighbour_group=0)


def test_a_grouped_search_keeps_its_budget_and_measures_nothing_twice(attention_program, tmp_path):
    with RecordStore(tmp_path / "g.db") as s:
        result, _ = run(attention_program, s, neighbour_group=3)
    hashes = [r.config_hash for r in result.records]
    assert len(hashes) == len(set(hashes)) == 24
    assert any(len(json.loads(r.config_json)["genes"]) == 3 for r in result.records)


def test_module_options_are_screened_one_by_one_right_after_the_default(attention_program, tmp_path):
    def search(db, **kw):
        m = FakeMeasurer(MeasureSettings(cores=1), RecordStore(db))
        m.info = {**m.info, "backend": "cpu"}  # the CPU space has the module-option genes
        return Search(attention_program, m, RandomCostModel(), SearchSettings(
            **{"islands": 4, "pop_size": 12, "generations": 2, "confirm": False, **kw}))

    s = search(tmp_path / "a.db", measurements=12)
    options = [i for i, g in enumerate(s.space.genes) if g.kind == "option"]
    moves = s.option_moves()
    assert options and len(moves) == sum(len(s.space.genes[i].choices) - 1 for i in options)
    for c in moves:  # exactly one option changed, nothing else
        assert [i for i, g in enumerate(s.space.encode(c)) if g] in ([i] for i in options)
    result = s.run()
    assert [r.config_hash for r in result.records[: 1 + len(moves)]] == [s.space.default().hash] + [c.hash for c in moves]
    off = search(tmp_path / "b.db", measurements=3, screen_options=False).run()
    assert [r.config_hash for r in off.records[1:3]] != [c.hash for c in moves[:2]]


def test_bulk_row_major_pins_are_measured_after_the_first_round(attention_program, tmp_path):
    def search(db, **kw):
        m = FakeMeasurer(MeasureSettings(cores=1), RecordStore(db))
        m.info = {**m.info, "backend": "cpu"}
        return Search(attention_program, m, RandomCostModel(), SearchSettings(
            **{"islands": 4, "pop_size": 12, "generations": 2, "confirm": False, **kw}))

    s = search(tmp_path / "a.db", measurements=20)
    options, pins = s.option_moves(), [c for _, c in s.space.row_major_pins()]
    assert 2 <= len(pins) <= 5
    result = s.run()
    start = 1 + len(options) + s.settings.batch  # default, option screens, one round
    assert [r.config_hash for r in result.records[start: start + len(pins)]] == [c.hash for c in pins]
    off = search(tmp_path / "b.db", measurements=20, screen_pins=False).run()
    assert not {c.hash for c in pins} & {r.config_hash for r in off.records}


def test_a_winning_pin_set_becomes_the_incumbent(attention_program, store):
    m = FakeMeasurer(MeasureSettings(cores=1), store)
    search = Search(attention_program, m, RandomCostModel(), SearchSettings(measurements=10))
    _, pinned = search.space.row_major_pins()[0]
    search._add(_record(search.space, search.space.default(), 1.0, 1.02))
    search._add(_record(search.space, pinned, 0.75, 0.76))
    assert search.incumbent() == search.space.encode(pinned)
    near, _ = search._neighbours(search.model.scorer(search.program, search.space), 3)
    for c in near:  # the neighbours start from the pins: one gene away from them
        assert sum(a != b for a, b in zip(search.space.encode(c), search.space.encode(pinned))) == 1
    # un-pinning a gene (back to the compiler's default) ranks with the aligned moves, before the rest
    base = search.space.encode(pinned)
    near, _ = search._neighbours(search.model.scorer(search.program, search.space), len(search.space.genes))
    moves = [next((i, j) for i, (j, b) in enumerate(zip(search.space.encode(c), base)) if j != b) for c in near]
    first = [m in search.aligned or m[1] == 0 for m in moves]
    assert any(m[1] == 0 for m in moves) and not any(first[first.index(False):])


def test_measured_gains_of_separate_genes_are_combined(attention_program, store):
    m = FakeMeasurer(MeasureSettings(cores=1), store)
    search = Search(attention_program, m, RandomCostModel(), SearchSettings(measurements=10))
    space = search.space
    singles = []
    for i, gene in enumerate(space.genes):
        for j in range(1, len(gene.choices)):
            genome = [0] * len(space.genes)
            genome[i] = j
            if synthetic_ratio(space.decode(genome)) < 0.97:
                singles.append(space.decode(genome))
                break
        if len(singles) == 3:
            break
    search._measure([space.default()])
    assert search._combinations() == []  # nothing to combine yet
    search._measure(singles)
    combos = search._combinations()
    union = combos[0]
    assert sorted(i for i, g in enumerate(space.encode(union)) if g) == sorted(
        next(i for i, g in enumerate(space.encode(c)) if g) for c in singles)
    assert synthetic_ratio(union) < min(synthetic_ratio(c) for c in singles)  # gains compound in the fake
    best = min(singles, key=synthetic_ratio)
    for c in combos[1:]:  # the incumbent plus one other gain
        moved = {i for i, g in enumerate(space.encode(c)) if g}
        assert len(moved) == 2 and set(space.encode(best)).issubset(set(space.encode(c)) | {0})
    assert not {c.hash for c in combos} & set(search.measured)
