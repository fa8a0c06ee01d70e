"""Tests of `measure.space`: configurable nodes, genes, configs and their JSON."""

from __future__ import annotations

import dataclasses
import itertools
import json
import math
import random

import jax.numpy as jnp
import numpy as np
import pytest

from xtune.measure.program import Program
from xtune.measure.rewrite import apply, compile_options
from xtune.measure.space import Config, ConfigError, ConfigSpace, layout_choices

# --- nodes and genes ----------------------------------------------------------

def test_attention_example_has_several_configurable_nodes_with_layout_choices(attention_program):
    space = ConfigSpace(attention_program)
    assert len(space.nodes) >= 2
    layout_genes = [g for g in space.genes if g.kind in ("out", "in")]
    assert len({g.node for g in layout_genes}) >= 2
    for g in layout_genes:
        assert g.choices[0] is None and len(g.choices) >= 3  # default + >= 2 layouts
        assert all(sorted(c) == list(range(len(c))) for c in g.choices[1:])
    assert {"dot_general", "transpose", "reshape", "reduce"} <= {n.op for n in space.nodes}


def test_tiny_program_has_one_node_of_each_configurable_kind(tiny_space):
    ops = [n.op for n in tiny_space.nodes]
    assert sorted(ops) == ["dot_general", "reduce", "reshape", "transpose"]


def test_node_genes_follow_the_op_kind(tiny_space, node_of):
    dot = node_of(tiny_space, "dot_general")
    assert dot.result_shape == (2, 16, 16) and dot.dtype == "float32"
    assert dot.operand_shapes == ((2, 16, 32), (2, 32, 16))
    assert [g.split(".", 1)[1] for g in dot.genes] == ["out", "in0", "in1", "swap"]
    # a reduce's init values are scalars and never genes: only its input is
    red = node_of(tiny_space, "reduce")
    assert [g.split(".", 1)[1] for g in red.genes] == ["out", "in0"]
    swap = tiny_space.genes[tiny_space.gene_index[f"{dot.id}.swap"]]
    assert swap.kind == "swap" and swap.choices == (False, True)
    out = tiny_space.genes[tiny_space.gene_index[f"{dot.id}.out"]]
    assert out.kind == "out" and out.node == dot.id and out.choices == (None, *layout_choices(3))
    in1 = tiny_space.genes[tiny_space.gene_index[f"{dot.id}.in1"]]
    assert in1.kind == "in" and in1.operand == 1


def test_cpu_space_has_the_two_option_genes_and_others_do_not(tiny_program):
    names = {g.name for g in ConfigSpace(tiny_program).genes if g.kind == "option"}
    assert names == {"opt.xla_cpu_experimental_ynn_fusion_type", "opt.xla_cpu_scheduler_type"}
    assert not [g for g in ConfigSpace(tiny_program, "gpu").genes if g.kind == "option"]
    assert not [g for g in ConfigSpace(tiny_program, options=False).genes if g.kind == "option"]
    assert not [g for g in ConfigSpace(tiny_program, swap_dots=False).genes if g.kind == "swap"]


def test_rank_one_results_get_no_out_gene():
    p = Program.from_callable(lambda x: x.sum(axis=1), np.zeros((4, 8), np.float32))
    space = ConfigSpace(p, options=False)
    assert [g.split(".", 1)[1] for n in space.nodes for g in n.genes] == ["in0"]


def _physical(x: np.ndarray, minor_to_major) -> np.ndarray:
    """x's elements in memory order under a minor_to_major layout."""
    return np.transpose(x, tuple(reversed(minor_to_major))).ravel()


def test_aligned_moves_make_a_transpose_a_bitcast_and_offer_transposed_dot_matrices():
    x = np.arange(2 * 3 * 4, dtype=np.float32).reshape(2, 3, 4)
    # perm (1, 2, 0) is not its own inverse, so operand and result layouts differ
    p = Program.from_callable(lambda a, b: jnp.transpose(a, (1, 2, 0)) @ b, x, np.ones((3, 2, 5), np.float32))
    space = ConfigSpace(p, options=False)
    moves = {(space.genes[i].name, space.genes[i].choices[j]) for i, j in space.aligned_moves()}
    tr = next(n for n in space.nodes if n.op == "transpose")
    dot = next(n for n in space.nodes if n.op == "dot_general")
    assert tr.permutation == (1, 2, 0) and dot.permutation is None
    y = np.transpose(x, tr.permutation)
    (in_layout,) = [v for g, v in moves if g == f"{tr.id}.in0" and v != (2, 1, 0)]
    (out_layout,) = [v for g, v in moves if g == f"{tr.id}.out" and v != (2, 1, 0)]
    # operand in `in_layout` -> row-major result: the same bytes in the same order (a bitcast)
    assert np.array_equal(_physical(x, in_layout), _physical(y, (2, 1, 0)))
    # row-major operand -> result in `out_layout`: a bitcast too
    assert np.array_equal(_physical(x, (2, 1, 0)), _physical(y, out_layout))
    assert {(f"{tr.id}.in0", (2, 1, 0)), (f"{tr.id}.out", (2, 1, 0))} <= moves  # pinned row-major
    for gene in (f"{dot.id}.out", f"{dot.id}.in0", f"{dot.id}.in1"):  # batched matrices, transposed or pinned
        assert {(gene, (1, 2, 0)), (gene, (2, 1, 0))} <= moves
    assert (f"{dot.id}.swap", True) in moves
    assert len(moves) == 2 * 2 + 3 * 2 + 1  # nothing else, and no duplicates
    assert len(space.aligned_moves()) == len(moves)


def test_reduce_and_reshape_nodes_have_no_aligned_moves(tiny_space):
    nodes = {space_gene.node for space_gene in (tiny_space.genes[i] for i, _ in tiny_space.aligned_moves())}
    assert {tiny_space.nodes[tiny_space.node_index[n]].op for n in nodes} == {"dot_general", "transpose"}


def test_row_major_pins_pin_whole_op_classes_at_once_without_repeats(attention_program):
    space = ConfigSpace(attention_program)
    pins = space.row_major_pins()
    labels = [label for label, _ in pins]
    assert labels[0] == "dots and transposes" and len(labels) == len(set(labels))
    assert len({c.hash for _, c in pins}) == len(pins)  # identical pin sets appear once
    op_of = {g: n.op for n in space.nodes for g in n.genes}
    layout = {g.name for g in space.genes if g.kind in ("in", "out")}
    by_label = {label: c for label, c in pins}
    for label, config in pins:
        values = dict(config.values)
        assert set(values) <= layout  # no swap or option gene moves
        for name, value in values.items():  # each pinned gene is pinned to row-major
            assert value == space.genes[space.gene_index[name]].choices[1] == tuple(range(len(value) - 1, -1, -1))
    pinned = set(dict(by_label["dots and transposes"].values))
    assert pinned == {g for g in layout if op_of[g] in ("dot_general", "transpose")}
    assert set(dict(by_label["all layouts"].values)) == layout
    assert {op_of[g] for g in dict(by_label["dots"].values)} == {"dot_general"}


def test_row_major_pins_skip_empty_and_repeated_sets(tiny_space):
    # tiny: one dot, one transpose, reduce/reshape nodes -> every group is non-empty
    assert all(c.values for _, c in tiny_space.row_major_pins())
    p = Program.from_callable(lambda a, b: a @ b, np.ones((4, 8), np.float32), np.ones((8, 2), np.float32))
    space = ConfigSpace(p, options=False)
    # one dot: every group but "transposes" is the same set of three genes
    assert [label for label, _ in space.row_major_pins()] == ["dots and transposes", "all result layouts"]


def test_bulk_swaps_swap_every_dot_at_once_and_need_two_dots(attention_program):
    space = ConfigSpace(attention_program)
    [(label, config)] = space.bulk_swaps()
    swaps = {g.name for g in space.genes if g.kind == "swap"}
    assert len(swaps) >= 2 and dict(config.values) == dict.fromkeys(swaps, True)
    one = Program.from_callable(lambda a, b: a @ b, np.ones((4, 8), np.float32), np.ones((8, 2), np.float32))
    assert ConfigSpace(one, options=False).bulk_swaps() == []  # one swap is a one-gene move
    assert ConfigSpace(attention_program, swap_dots=False).bulk_swaps() == []


def test_every_gene_name_is_unique_and_every_node_gene_exists(attention_program):
    space = ConfigSpace(attention_program)
    names = [g.name for g in space.genes]
    assert len(names) == len(set(names))
    for n in space.nodes:
        for g in n.genes:
            assert space.genes[space.gene_index[g]].node == n.id


# --- default ------------------------------------------------------------------

def test_default_config_has_no_values_and_leaves_the_text_unchanged(tiny_program, tiny_space):
    d = tiny_space.default()
    assert d.values == () and d.is_default and str(d) == "default"
    assert d.program == tiny_program.fingerprint
    assert apply(tiny_program, d) == tiny_program.text
    assert compile_options(d) == []
    assert tiny_space.encode(d) == [0] * len(tiny_space.genes)


def test_making_a_config_of_default_values_gives_the_default(tiny_space, node_of):
    dot = node_of(tiny_space, "dot_general")
    c = tiny_space.make({f"{dot.id}.out": None, f"{dot.id}.swap": False,
                         "opt.xla_cpu_scheduler_type": None})
    assert c == tiny_space.default()


# --- Config value semantics ---------------------------------------------------

def test_config_is_hashable_and_equal_configs_hash_equal(tiny_space, node_of):
    dot = node_of(tiny_space, "dot_general")
    a = tiny_space.make({f"{dot.id}.out": [1, 2, 0], f"{dot.id}.swap": True})
    b = tiny_space.make({f"{dot.id}.swap": True, f"{dot.id}.out": (1, 2, 0)})  # other order, tuple
    assert a == b and hash(a) == hash(b) and a.hash == b.hash
    assert len({a, b, tiny_space.default()}) == 2
    assert a.get(f"{dot.id}.out") == (1, 2, 0) and a.get("nope", 7) == 7


def test_config_is_immutable(tiny_space):
    c = tiny_space.default()
    with pytest.raises(dataclasses.FrozenInstanceError):
        c.values = (("x", 1),)  # type: ignore[misc]


def test_config_json_round_trips_through_from_json(tiny_space):
    rng = random.Random(0)
    configs = [tiny_space.random(rng, density=1.0) for _ in range(20)] + [tiny_space.default()]
    for c in configs:
        text = c.to_json()
        json.loads(text)  # valid JSON
        back = tiny_space.from_json(text)
        assert back == c and back.hash == c.hash


def test_option_value_empty_string_survives_the_json_round_trip(tiny_space):
    c = tiny_space.make({"opt.xla_cpu_experimental_ynn_fusion_type": ""})
    assert not c.is_default
    assert tiny_space.from_json(c.to_json()) == c
    assert compile_options(c) == [("xla_cpu_experimental_ynn_fusion_type", "")]


def test_equal_configs_hash_equal_and_look_alike_values_of_another_type_are_refused(tiny_space, node_of):
    dot = node_of(tiny_space, "dot_general")
    a = tiny_space.make({f"{dot.id}.swap": True, f"{dot.id}.out": [1, 2, 0]})
    b = tiny_space.make({f"{dot.id}.swap": True, f"{dot.id}.out": tuple(np.array([1, 2, 0]))})
    assert a == b and a.hash == b.hash and a.to_json() == b.to_json()
    with pytest.raises(ConfigError):
        tiny_space.make({f"{dot.id}.swap": 1})
    with pytest.raises(ConfigError):
        tiny_space.make({f"{dot.id}.out": [1.0, 2.0, 0.0]})


# --- size, encoding, sampling -------------------------------------------------

def test_size_is_the_product_of_choice_counts(tiny_space, attention_program):
    counts = [len(g.choices) for g in tiny_space.genes]
    assert tiny_space.size == math.prod(counts)
    assert tiny_space.log10_size == pytest.approx(math.log10(tiny_space.size))
    big = ConfigSpace(attention_program)
    assert big.log10_size == pytest.approx(math.log10(big.size), rel=1e-12)


def test_encode_and_decode_round_trip(tiny_space):
    rng = random.Random(1)
    for _ in range(30):
        c = tiny_space.random(rng)
        idx = tiny_space.encode(c)
        assert len(idx) == len(tiny_space.genes)
        assert all(0 <= i < len(g.choices) for i, g in zip(idx, tiny_space.genes))
        assert tiny_space.decode(idx) == c
    genome = [len(g.choices) - 1 for g in tiny_space.genes]
    assert tiny_space.encode(tiny_space.decode(genome)) == genome


def test_decode_of_a_genome_of_the_wrong_length_raises(tiny_space):
    with pytest.raises(ConfigError):
        tiny_space.decode([0] * (len(tiny_space.genes) + 1))


def test_random_with_the_same_seed_gives_the_same_configs(tiny_space):
    a = [tiny_space.random(random.Random(42)) for _ in range(3)]
    assert a[0] == a[1] == a[2]
    r1, r2 = random.Random(9), random.Random(9)
    seq1 = [tiny_space.random(r1) for _ in range(25)]
    seq2 = [tiny_space.random(r2) for _ in range(25)]
    assert seq1 == seq2
    assert len(set(seq1)) > 20  # and it does vary


def test_random_configs_are_valid_and_density_controls_how_many_genes_move(tiny_space):
    rng = random.Random(3)
    for _ in range(20):
        c = tiny_space.random(rng)
        assert tiny_space.make(dict(c.values)) == c
    full = tiny_space.random(rng, density=1.0)
    assert len(full.values) == len(tiny_space.genes)
    assert tiny_space.random(rng, density=0.0) == tiny_space.default()


# --- validation ---------------------------------------------------------------

def test_from_json_of_another_programs_config_names_the_other_fingerprint(tiny_space):
    other = Program.from_callable(lambda a, b: jnp.sin(a @ b), np.zeros((4, 6), np.float32),
                                  np.zeros((6, 2), np.float32))
    other_space = ConfigSpace(other)
    c = other_space.random(random.Random(0), density=1.0)
    with pytest.raises(ConfigError) as err:
        tiny_space.from_json(c.to_json(), source="cfg.json")
    msg = str(err.value)
    assert other.fingerprint in msg and "cfg.json" in msg and "\n" not in msg


def test_a_config_naming_a_missing_node_raises_naming_that_node(tiny_space):
    with pytest.raises(ConfigError) as err:
        tiny_space.make({"main/999.out": [1, 0]})
    assert "main/999" in str(err.value)
    text = json.dumps({"program": tiny_space.program.fingerprint, "genes": {"main/998.swap": True}})
    with pytest.raises(ConfigError) as err:
        tiny_space.from_json(text)
    assert "main/998" in str(err.value)


def test_an_unknown_gene_of_an_existing_node_raises(tiny_space, node_of):
    red = node_of(tiny_space, "reduce")
    with pytest.raises(ConfigError) as err:
        tiny_space.make({f"{red.id}.swap": True})
    assert f"{red.id}.swap" in str(err.value)
    with pytest.raises(ConfigError):
        tiny_space.make({"opt.xla_no_such_option": True})


@pytest.mark.parametrize("gene_suffix,value", [
    ("out", [0, 0, 1]),        # not a permutation
    ("out", [1, 0]),           # wrong rank
    ("swap", "yes"),
])
def test_a_value_not_among_the_choices_raises(tiny_space, node_of, gene_suffix, value):
    dot = node_of(tiny_space, "dot_general")
    with pytest.raises(ConfigError) as err:
        tiny_space.make({f"{dot.id}.{gene_suffix}": value})
    assert f"{dot.id}.{gene_suffix}" in str(err.value)


def test_an_option_value_not_among_the_choices_raises(tiny_space):
    with pytest.raises(ConfigError):
        tiny_space.make({"opt.xla_cpu_scheduler_type": "CPU_SCHEDULER_TYPE_FASTEST"})


@pytest.mark.parametrize("text", ["not json", "[]", '{"program": "x"}'])
def test_from_json_of_malformed_text_raises_config_error(tiny_space, text):
    with pytest.raises(ConfigError):
        tiny_space.from_json(text)


@pytest.mark.parametrize("genes", [[1, 2], "main/0.out", None])
def test_from_json_with_genes_that_are_not_an_object_raises_config_error(tiny_space, genes):
    text = json.dumps({"program": tiny_space.program.fingerprint, "genes": genes})
    with pytest.raises(ConfigError):
        tiny_space.from_json(text)


# --- layout choices -----------------------------------------------------------

def test_rank_two_layouts_are_row_major_then_column_major():
    assert layout_choices(2) == [(1, 0), (0, 1)]


def test_rank_three_layouts_are_all_six_permutations_row_major_first():
    lc = layout_choices(3)
    assert len(lc) == 6 and lc[0] == (2, 1, 0)
    assert set(lc) == set(itertools.permutations(range(3)))


@pytest.mark.parametrize("rank", [4, 5, 6])
def test_high_rank_layouts_are_at_most_24_distinct_permutations(rank):
    lc = layout_choices(rank)
    assert lc[0] == tuple(range(rank - 1, -1, -1))
    assert len(lc) <= 24 and len(set(lc)) == len(lc)
    assert all(sorted(p) == list(range(rank)) for p in lc)
    if rank == 4:
        assert len(lc) == 24


def test_links_join_a_producers_output_gene_to_its_consumers_operand_gene(attention_program):
    space = ConfigSpace(attention_program)
    assert space.links
    for producer, consumer in space.links:
        assert producer.endswith(".out") and ".in" in consumer
        p = space.genes[space.gene_index[producer]]
        c = space.genes[space.gene_index[consumer]]
        assert p.choices == c.choices  # same rank, so the same layouts can be given to both
    # attention: the q projection (dot) feeds the head-split reshape
    assert ("main/0.out", "main/1.in0") in space.links


# --- unused ops -----------------------------------------------------------------

# A loop that carries a transposed copy of its state (`%t`) that nothing reads, a
# reshape whose result nothing uses, and a live dot: XLA drops the first two.
UNUSED = """
module @unused {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<8x16xf32> {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %c1 = stablehlo.constant dense<1> : tensor<i32>
    %c3 = stablehlo.constant dense<3> : tensor<i32>
    %t0 = stablehlo.transpose %arg1, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
    %r:3 = stablehlo.while(%i = %c0, %x = %arg0, %t = %t0) : tensor<i32>, tensor<8x16xf32>, tensor<16x16xf32>
      cond {
        %p = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        %d = stablehlo.dot_general %x, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
        %y = stablehlo.tanh %d : tensor<8x16xf32>
        %u = stablehlo.transpose %t, dims = [1, 0] : (tensor<16x16xf32>) -> tensor<16x16xf32>
        %j = stablehlo.add %i, %c1 : tensor<i32>
        stablehlo.return %j, %y, %u : tensor<i32>, tensor<8x16xf32>, tensor<16x16xf32>
      }
    %s = stablehlo.reshape %r#1 : (tensor<8x16xf32>) -> tensor<16x8xf32>
    return %r#1 : tensor<8x16xf32>
  }
}
"""


def test_ops_whose_results_nothing_uses_get_no_genes_and_the_live_ones_keep_theirs():
    space = ConfigSpace(Program.from_text(UNUSED, name="unused"), options=False, loops=False)
    kinds = {n.id: n.op for n in space.nodes}
    assert sorted(kinds.values()) == ["dot_general"]  # the two transposes and the reshape are unused
    assert len(space.unused_ops) == 3 and not set(space.unused_ops) & set(kinds)
    assert all(not g.name.startswith(tuple(f"{u}." for u in space.unused_ops)) for g in space.genes)


def test_layouts_on_unused_ops_leave_xlas_optimized_hlo_unchanged(optimized_hlo):
    """The reason they have no genes: XLA drops them, and the layouts set on them with them."""
    program = Program.from_text(UNUSED, name="unused")
    space = ConfigSpace(program, options=False)
    base = optimized_hlo(program.text)
    live = Config(program.fingerprint, ((f"{space.nodes[0].id}.out", (0, 1)),))
    assert optimized_hlo(apply(program, live)) != base  # the same layout on the live dot tells
    for node_id in space.unused_ops:
        for gene in (f"{node_id}.out", f"{node_id}.in0"):
            config = Config(program.fingerprint, ((gene, (0, 1)),))
            assert optimized_hlo(apply(program, config)) == base, gene


# --- loops --------------------------------------------------------------------


def _two_loops(a):
    from jax import lax

    a = lax.fori_loop(0, 9, lambda i, m: jnp.tanh(m @ m.T), a)
    a = lax.fori_loop(0, 1, lambda i, m: m * 2, a)
    return lax.while_loop(lambda s: jnp.max(s[1]) > 0.5, lambda s: (s[0] + 1, s[1] * 0.9), (0, a))[1]


@pytest.fixture(scope="module")
def loop_program():
    return Program.from_callable(_two_loops, np.ones((4, 4), np.float32))


def test_every_loop_with_factors_to_offer_gets_a_while_node_and_an_unroll_gene(loop_program):
    space = ConfigSpace(loop_program)
    assert [(lp.kind, lp.trip_count, lp.choices) for lp in space.loops] == [
        ("counted", 9, (1, 2, 4, 8)), ("counted", 1, ()), ("data-dependent", None, (1, 2, 4, 8, 16))]
    genes = [g for g in space.genes if g.kind == "unroll"]
    assert [g.node for g in genes] == [space.loops[0].node, space.loops[2].node]
    assert [g.choices for g in genes] == [(1, 2, 4, 8), (1, 2, 4, 8, 16)]
    for g in genes:
        node = space.nodes[space.node_index[g.node]]
        assert node.op == "while" and node.genes == (g.name,)
    assert space.loops[1].reason == "runs once"
    assert space.genes[-1].kind == "option"  # loop genes come after the layouts, before the options


def test_without_loops_the_space_has_no_loop_nodes_or_genes_and_its_layout_genes_are_unchanged(loop_program):
    with_loops, without = ConfigSpace(loop_program), ConfigSpace(loop_program, loops=False)
    assert without.loops == [] and all(g.kind != "unroll" for g in without.genes)
    layout = [g.name for g in with_loops.genes if g.kind in ("out", "in", "swap")]
    assert layout == [g.name for g in without.genes if g.kind in ("out", "in", "swap")]
    assert [g.name for g in with_loops.genes].index(layout[-1]) == len(layout) - 1  # same indices


def test_a_stored_config_that_sets_no_unroll_gene_still_loads_with_its_hash(loop_program):
    old = ConfigSpace(loop_program, loops=False)
    layout = next(g for g in old.genes if g.kind == "out")
    stored = old.make({layout.name: list(layout.choices[1]), "opt.xla_cpu_scheduler_type": old.genes[-1].choices[1]})
    loaded = ConfigSpace(loop_program).from_json(stored.to_json())
    assert loaded == stored and loaded.hash == stored.hash


def test_an_unroll_gene_round_trips_through_json_and_encode(loop_program):
    space = ConfigSpace(loop_program)
    gene = next(g for g in space.genes if g.kind == "unroll")
    config = space.make({gene.name: 4})
    assert space.from_json(config.to_json()) == config
    assert space.decode(space.encode(config)) == config
    assert space.make({gene.name: 1}).is_default


@pytest.mark.parametrize("value", [3, 16, 4.0, True, "4"])
def test_an_unroll_factor_not_offered_is_refused(loop_program, value):
    space = ConfigSpace(loop_program)
    gene = next(g for g in space.genes if g.kind == "unroll" and 16 not in g.choices)
    with pytest.raises(ConfigError, match="is not one of its 4 choices"):
        space.make({gene.name: value})


def test_an_unroll_gene_of_a_loop_without_one_is_refused_with_the_reason(loop_program):
    space = ConfigSpace(loop_program)
    with pytest.raises(ConfigError, match=rf"loop {space.loops[1].node} of .* has no unroll gene \(runs once\)"):
        space.make({f"{space.loops[1].node}.unroll": 2})


def test_every_move_generator_and_random_config_accepts_a_space_with_loops(loop_program):
    space = ConfigSpace(loop_program)
    assert all(space.genes[i].kind != "unroll" for i, _ in space.aligned_moves())
    space.row_major_pins(), space.bulk_swaps(), space.option_moves()
    rng = random.Random(0)
    configs = [space.random(rng, 1.0) for _ in range(5)]
    assert all(any(name.endswith(".unroll") for name, _ in c.values) for c in configs)
    assert all(isinstance(space.describe(), list) for _ in configs)
