"""`CompiledCosts`: XLA's compiled bytes accessed of configs, read without running them."""

import math

import numpy as np

from xtune.measure import ConfigSpace
from xtune.measure.compiled import CompiledCosts
from xtune.measure.space import Config


def test_compiled_costs_read_each_configs_bytes_once_and_mark_one_that_does_not_compile(attention_program):
    space = ConfigSpace(attention_program)
    costs = CompiledCosts(attention_program)
    default = costs.bytes_accessed(space.default())
    assert default > 0
    # the default's bytes are 0 in log ratio; a layout move is read from its own compile
    gene = next(i for i, g in enumerate(space.genes) if g.kind in ("out", "in") and len(g.choices) > 2)
    moved = space.moved([(gene, len(space.genes[gene].choices) - 1)])
    wrong = Config("not-this-program", (("x", 1),))  # its rewrite refuses it, as XLA would refuse a bad one
    ratios = costs.log_bytes_ratios([space.default(), moved, wrong])
    assert ratios[0] == 0.0 and np.isfinite(ratios[1]) and ratios[2] == math.inf
    assert costs.compiles == 3
    costs.log_bytes_ratios([moved, space.default()])
    assert costs.compiles == 3  # cached by config hash
