"""The count and terms cost models the search can run on (`--model count|terms`)."""

import numpy as np

from xtune.measure import ConfigSpace
from xtune.measure.record import Record
from xtune.search.costmodel import RandomCostModel, TermsCostModel, load_model


def record(space, config, ratio):
    return Record(program=space.program.fingerprint, config_hash=config.hash, config_json=config.to_json(),
                  device_kind="cpu", backend="cpu", cpu_model="", jax_version="", jaxlib_version="", cores=1,
                  status="ok", ratio=ratio, ratio_low=ratio * 0.99, ratio_high=ratio * 1.01)


def test_the_count_prices_moved_elements_and_the_terms_learn_a_measured_choice(attention_program):
    space = ConfigSpace(attention_program, backend="cpu")
    assert isinstance(load_model("random"), RandomCostModel)
    count, terms = TermsCostModel(learn=False), TermsCostModel(learn=True)
    assert isinstance(count, TermsCostModel) and not count.learn and terms.learn
    layout = next(i for i, g in enumerate(space.genes) if g.kind == "out" and len(g.choices) > 2)
    moved = [0] * len(space.genes)
    moved[layout] = 2  # choice 2: not the default (0) nor row-major (1), so it moves elements
    genomes = np.array([[0] * len(space.genes), moved])
    before = count.scorer(attention_program, space).score_indices(genomes)
    assert before[1] > before[0]  # the count: moving elements costs
    # measured: that move is a 20% win, other moves lose
    rng = np.random.default_rng(0)
    others = []
    while len(others) < 4:
        g = [0] * len(space.genes)
        i = int(rng.integers(len(space.genes)))
        if i != layout and len(space.genes[i].choices) > 1:
            g[i] = 1
            others.append(space.decode(g))
    records = [record(space, space.default(), 1.0), record(space, space.decode(moved), 0.8)]
    records += [record(space, c, 1.05) for c in others]
    assert count.refine(attention_program, space, records) is count
    after = terms.refine(attention_program, space, records).scorer(attention_program, space).score_indices(genomes)
    assert after[1] < after[0]  # learned: the measured win ranks ahead of the default
