"""The module-level compiler options a space offers, per backend."""

from __future__ import annotations

from xtune.measure.options import options_for
from xtune.measure.space import ConfigSpace


def test_the_cpu_offers_its_options_with_choice_0_left_to_the_compiler():
    options = options_for("cpu")
    assert "xla_cpu_scheduler_type" in options and "xla_cpu_experimental_ynn_fusion_type" in options
    assert all(choices[0] is None and len(set(choices)) == len(choices) > 1 for choices in options.values())


def test_a_backend_without_options_offers_none():
    assert options_for("tpu") == {} and options_for("no such backend") == {}


def test_a_space_has_one_option_gene_per_option_of_its_backend_and_none_elsewhere(tiny_program):
    on_cpu = {g.name: g.choices for g in ConfigSpace(tiny_program, backend="cpu").genes if g.kind == "option"}
    assert on_cpu == {f"opt.{name}": choices for name, choices in options_for("cpu").items()}
    assert not [g for g in ConfigSpace(tiny_program, backend="tpu").genes if g.kind == "option"]
