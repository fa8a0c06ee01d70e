"""The replay runner: a landscape's readings as a runner, with its combination rule fitted
to the measured multi-gene configs, failures kept and seeded noise (no compiling)."""

import json
import math

import pytest

from xtune.measure import RecordStore
from xtune.measure.replay import Landscape, ReplayRunner, check_program, replay_measurer


def moves(space):
    """Three one-gene configs of different genes and the genes' values."""
    return [space.make({g.name: g.choices[1]}) for g in space.genes[:3]]


def write(path, space, readings, default_ms=2.0):
    path.write_text(json.dumps({
        "program": "tiny", "fingerprint": space.program.fingerprint, "default_ms": default_ms,
        "readings": [{"config": json.loads(c.to_json()), "status": status, "ratio": ratio}
                     for c, status, ratio in readings]}))
    return path


@pytest.fixture()
def landscape(tiny_space, tmp_path):
    a, b, c = moves(tiny_space)
    both = tiny_space.make({**dict(a.values), **dict(b.values)})
    return write(tmp_path / "l.json", tiny_space, [
        (tiny_space.default(), "ok", 1.0), (a, "ok", 0.79), (a, "ok", 0.81), (b, "ok", 0.90),
        (c, "compile_error", None), (both, "ok", 0.82)])  # a and b do not compound


def test_measured_configs_read_their_readings_and_others_follow_the_fitted_rule(tiny_space, landscape):
    a, b, c = moves(tiny_space)
    land = Landscape(landscape)
    assert land.combine == "best"  # 0.82 is nearer a's 0.80 than 0.80 * 0.90
    assert math.isclose(land.ratio(a), math.sqrt(0.79 * 0.81))
    assert math.isclose(land.ratio(tiny_space.make({**dict(a.values), **dict(b.values)})), 0.82)
    assert land.ratio(c) is None and land.log_ratio(c) == "compile_error"
    assert land.ratio(tiny_space.make({**dict(b.values), **dict(c.values)})) is None  # holds a failed move
    assert math.isclose(land.noise_sd, abs(math.log(0.81) - math.log(0.79)) / math.sqrt(2))


def test_the_sum_rule_wins_where_the_measured_pairs_compound(tiny_space, tmp_path):
    a, b, _ = moves(tiny_space)
    both = tiny_space.make({**dict(a.values), **dict(b.values)})
    path = write(tmp_path / "sum.json", tiny_space, [(a, "ok", 0.8), (b, "ok", 0.9), (both, "ok", 0.73)])
    assert Landscape(path).combine == "sum"


def test_a_replay_measurer_stores_noisy_seeded_readings_and_fails_what_failed(tiny_program, tiny_space, landscape,
                                                                              tmp_path):
    a, _, c = moves(tiny_space)
    reads = []
    for seed in (0, 0, 1):
        with RecordStore(tmp_path / f"{len(reads)}.db") as store:
            m = replay_measurer(landscape, store, seed=seed)
            reads.append(m.measure(tiny_program, [tiny_space.default(), a, c]))
    (d0, a0, c0), (_, a1, _), (_, a2, _) = reads
    assert a0.ratio == a1.ratio != a2.ratio and abs(math.log(a0.ratio / 0.8)) < 0.1
    assert a0.ratio_low < a0.ratio < a0.ratio_high and a0.default_median_ms == 2.0
    assert c0.status == "compile_error" and d0.ok and d0.ratio_counts
    again = replay_measurer(landscape, seed=0)
    first, second = (again.measure(tiny_program, [a], remeasure=True)[0].ratio for _ in range(2))
    assert first != second  # a re-measure is another reading


def test_bad_landscapes_and_other_programs_are_one_line_errors(tiny_space, matmul_program, landscape, tmp_path):
    from xtune.measure import ConfigSpace

    (tmp_path / "bad.json").write_text("{}")
    with pytest.raises(ValueError, match="bad.json: not a landscape"):
        Landscape(tmp_path / "bad.json")
    with pytest.raises(ValueError, match="measured on program"):
        check_program(Landscape(landscape), ConfigSpace(matmul_program))
    assert isinstance(ReplayRunner(landscape).landscape, Landscape)
