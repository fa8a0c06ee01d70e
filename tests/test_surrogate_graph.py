"""surrogate.graph / features / opcodes / config_features: programs as TpuGraphs graphs."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np
import pytest

from xtune.measure.program import Program, load_program
from xtune.measure.space import ConfigSpace
from xtune.surrogate import opcodes
from xtune.surrogate.config_features import (
    EXTRA_FEATURE_NAMES,
    config_features,
    extra_config_features,
    option_feature_names,
    option_features,
)
from xtune.surrogate.features import FEATURE_NAMES, FEATURE_TABLE, NODE_FEATURE_DIM
from xtune.surrogate.graph import GraphError, build_graph, hlo_text

ROOT = Path(__file__).resolve().parents[1]
EXAMPLES = sorted((ROOT / "examples" / "programs").glob("*.mlir"))
F = {name: i for i, name in enumerate(FEATURE_NAMES)}

# Independent of surrogate.hlo: one regex per instruction line of HLO text.
_LINE = re.compile(r"^\s+(ROOT\s+)?%?(\S+) = (\([^=]*?\)|\S+) ([a-z][a-z0-9\-]*)\((.*?)\)")


def hlo_lines(text: str) -> list[tuple[str, str, str, str]]:
    """(name, shape, opcode, operand text) per instruction line, in order."""
    return [(m.group(2), m.group(3), m.group(4), m.group(5))
            for m in map(_LINE.match, text.splitlines()) if m]


def dims_of(shape: str) -> tuple[int, ...]:
    inner = re.match(r"[a-z0-9]+\[([^\]]*)\]", shape).group(1)
    return tuple(int(d) for d in inner.split(",") if d)


@pytest.fixture(scope="module")
def attention(attention_program):
    space = ConfigSpace(attention_program)
    return attention_program, space, build_graph(attention_program, space)


@pytest.fixture(scope="module")
def attention_hlo(attention_program):
    return hlo_lines(hlo_text(attention_program))


# --- opcodes -----------------------------------------------------------------------------

def test_opcode_ids_follow_tpugraphs_numbering():
    expected = {"dot": 34, "convolution": 26, "reshape": 75, "transpose": 98, "parameter": 63, "reduce": 70,
                "fusion": 41, "while": 102, "tan": 120}
    assert {name: opcodes.opcode_id(name) for name in expected} == expected
    assert opcodes.opcode_id("topk") == opcodes.UNKNOWN == 0
    assert opcodes.VOCAB_SIZE == 121
    assert len(set(opcodes.OPCODE_IDS.values())) == len(opcodes.OPCODE_IDS)
    assert max(opcodes.OPCODE_IDS.values()) < opcodes.VOCAB_SIZE


# --- nodes and edges -------------------------------------------------------------------

def test_attention_nodes_are_the_hlo_instructions_one_to_one(attention, attention_hlo):
    _, _, graph = attention
    assert graph.node_names == tuple(name for name, *_ in attention_hlo)
    assert graph.num_nodes == len(attention_hlo) == 47


def test_tagging_leaves_the_converted_hlo_unchanged_but_for_names(attention_program, attention_hlo):
    from xtune.measure.mlir import xla_client

    plain = xla_client._xla.mlir.mlir_module_to_xla_computation(
        attention_program.text, use_tuple_args=False, return_tuple=False).as_hlo_text()
    plain_lines = hlo_lines(plain)
    assert [(s, op) for _, s, op, _ in plain_lines] == [(s, op) for _, s, op, _ in attention_hlo]


def test_opcode_ids_are_right_for_dot_transpose_reshape_and_parameter(attention, attention_hlo):
    _, _, graph = attention
    by_opcode: dict[str, set[int]] = {}
    for i, (_, _, op, _) in enumerate(attention_hlo):
        by_opcode.setdefault(op, set()).add(int(graph.node_opcode[i]))
    assert by_opcode["dot"] == {34}
    assert by_opcode["transpose"] == {98}
    assert by_opcode["reshape"] == {75}
    assert by_opcode["parameter"] == {63}
    assert graph.node_opcode.dtype == np.int32


def test_each_configurable_node_maps_to_its_instruction_with_same_opcode_and_shape(attention, attention_hlo):
    _, space, graph = attention
    hlo_op = {"dot_general": "dot"}
    assert graph.config_node_ids == tuple(n.id for n in space.nodes)
    assert graph.config_node_exact.all()
    assert len(set(graph.node_config_ids.tolist())) == len(space.nodes)
    for node, i in zip(space.nodes, graph.node_config_ids):
        _, shape, op, _ = attention_hlo[i]
        assert op == hlo_op.get(node.op, node.op)
        assert dims_of(shape) == node.result_shape


def test_configurable_nodes_are_mapped_by_provenance_not_by_order(attention, attention_hlo):
    # The four projections x @ w_k read parameters 1..4 in MLIR order, but XLA
    # prints the value projection after the attention scores.
    _, space, graph = attention
    params = {name: int(arg) for name, _, op, arg in attention_hlo if op == "parameter"}
    projections = [(n, i) for n, i in zip(space.nodes, graph.node_config_ids)
                   if n.op == "dot_general" and n.operand_shapes[1] == (64, 64)]
    rhs = [params[attention_hlo[i][3].split(",")[1].strip().lstrip("%")] for _, i in projections]
    assert rhs == [1, 2, 3, 4]
    dots = [i for n, i in zip(space.nodes, graph.node_config_ids.tolist()) if n.op == "dot_general"]
    assert dots != sorted(dots)  # MLIR order and HLO order differ: matching by order would be wrong


def test_edges_point_from_consumer_to_producer_in_topological_order(attention, attention_hlo):
    _, _, graph = attention
    names = graph.node_names
    src, dst = graph.edge_index[:, 0], graph.edge_index[:, 1]
    assert graph.edge_index.dtype == np.int32 and graph.edge_index.shape[1] == 2
    assert (src > dst).all()
    for i, (name, _, op, args) in enumerate(attention_hlo):
        operands = set() if op in ("parameter", "constant") else {
            a.strip().lstrip("%") for a in args.split(",") if a.strip()}
        producers = {names[v] for v in dst[src == i]}
        extra = producers - operands
        assert operands <= producers  # every operand is a producer of this node ...
        assert len(extra) == (1 if op == "reduce" else 0)  # ... plus a called computation's root
    root_add = attention_hlo[-1]
    assert root_add[2] == "add"
    assert {names[v] for v in dst[src == len(names) - 1]} == {a.strip().lstrip("%") for a in root_add[3].split(",")}


def test_scalar_reduction_regions_are_nodes_linked_to_their_reduce(attention, attention_hlo):
    _, _, graph = attention
    ops = [op for _, _, op, _ in attention_hlo]
    reduces = [i for i, op in enumerate(ops) if op == "reduce"]
    assert len(reduces) == 2
    combiners = []
    for r in reduces:
        targets = [int(v) for u, v in graph.edge_index if u == r]
        called = [v for v in targets if graph.node_feat[v, F["is_root"]] == 1]
        assert len(called) == 1
        combiners.append(ops[called[0]])
    assert combiners == ["maximum", "add"]  # softmax: max, then sum


def test_a_function_called_twice_is_one_set_of_nodes_linked_to_both_calls(repo_root):
    graph = build_graph(load_program(repo_root / "examples/programs/vmapped_conv.mlir"))
    names = graph.node_names
    calls = [i for i, n in enumerate(names) if graph.node_opcode[i] == opcodes.opcode_id("call")]
    maxima = [i for i, n in enumerate(names) if graph.node_opcode[i] == opcodes.opcode_id("maximum")]
    assert len(calls) == 2 and len(maxima) == 1  # relu's body exists once
    for c in calls:
        assert maxima[0] in graph.edge_index[graph.edge_index[:, 0] == c, 1]


def test_a_configurable_op_folded_by_the_converter_maps_to_the_value_it_became(repo_root):
    # reshape(broadcast_in_dim(x)) cancels out: XLA's converter leaves parameter 0.
    program = load_program(repo_root / "examples/programs/vmapped_conv.mlir")
    graph = build_graph(program)
    k = graph.config_node_ids.index("main/1")
    assert not graph.config_node_exact[k]
    i = graph.node_config_ids[k]
    assert graph.node_opcode[i] == opcodes.opcode_id("parameter")
    assert graph.node_feat[i, F["parameter_number"]] == 0
    assert graph.config_node_exact.sum() == graph.num_config_nodes - 1


def test_while_and_conditional_bodies_are_linked_and_their_nodes_configurable():
    import jax.numpy as jnp
    from jax import lax

    def fn(x, w):
        y = lax.fori_loop(0, 3, lambda i, c: jnp.tanh(c @ w), x)
        return lax.cond(y.sum() > 0, lambda a: (a @ w).T, lambda a: a * 2, y)

    x = np.ones((8, 8), np.float32)
    program = Program.from_callable(fn, x, x, name="loops")
    space = ConfigSpace(program)
    graph = build_graph(program, space)
    text = hlo_text(program)
    lines = hlo_lines(text)
    whiles = [i for i, (_, _, op, _) in enumerate(lines) if op == "while"]
    conds = [i for i, (_, _, op, _) in enumerate(lines) if op == "conditional"]
    assert len(whiles) == 1 and len(conds) == 1
    roots = graph.node_feat[:, F["is_root"]] == 1
    for i in whiles + conds:
        targets = graph.edge_index[graph.edge_index[:, 0] == i, 1]
        assert roots[targets].sum() == 2  # body + condition, or both branches
    dots = [n for n in space.nodes if n.op == "dot_general"]
    assert len(dots) == 2 and graph.config_node_exact.all()
    for n in dots:
        assert lines[graph.node_config_ids[space.node_index[n.id]]][2] == "dot"


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_every_example_program_builds(path):
    program = load_program(path)
    space = ConfigSpace(program)
    graph = build_graph(program, space)
    n = graph.num_nodes
    assert graph.node_feat.shape == (n, NODE_FEATURE_DIM) and graph.node_feat.dtype == np.float32
    assert graph.node_opcode.shape == (n,) and len(graph.node_names) == n
    assert (graph.edge_index[:, 0] > graph.edge_index[:, 1]).all()
    assert graph.node_config_ids.shape == (len(space.nodes),)
    assert ((graph.node_config_ids >= 0) & (graph.node_config_ids < n)).all()
    assert graph.node_splits[0] == 0 and graph.node_splits[-1] == n and (np.diff(graph.node_splits) > 0).all()
    assert graph.config_node_exact.mean() > 0.8


def test_graph_arrays_are_read_only(attention):
    _, _, graph = attention
    with pytest.raises(ValueError):
        graph.node_feat[0, 0] = 5


def test_a_space_of_another_program_is_refused(attention, tiny_space):
    program, _, _ = attention
    with pytest.raises(GraphError, match="belongs to program"):
        build_graph(program, tiny_space)


# --- node features -------------------------------------------------------------------

def test_feature_table_covers_all_140_slots_in_order():
    assert FEATURE_TABLE[0].start == 0 and FEATURE_TABLE[-1].stop == NODE_FEATURE_DIM
    assert F["layout_minor_to_major_0"] == 134 and F["is_stable"] == 133 and F["window_size_0"] == 37
    assert F["convolution_dim_numbers_input_batch_dim"] == 93 and F["slice_dims_start_0"] == 109


def test_node_features_are_140_wide_with_minus_one_pads(attention, attention_hlo):
    _, space, graph = attention
    row = graph.node_feat[graph.node_config_ids[0]]  # main/0: f32[8,512,64] dot
    assert row[F["shape_element_type_is_f32"]] == 1 and row[2:21].sum() == 1
    assert row[21:29].tolist() == [8, 512, 64, -1, -1, -1, 8 + 512 + 64, 8 * 512 * 64]
    assert row[134:140].tolist() == [2, 1, 0, -1, -1, -1]
    assert (row[37:133] == -1).all()  # no window, conv dims, slice, pad ...
    assert row[F["parameter_number"]] == -1 and row[F["is_stable"]] == -1
    param = graph.node_feat[[i for i, l in enumerate(attention_hlo) if l[2] == "parameter" and l[3] == "3"][0]]
    assert param[F["parameter_number"]] == 3
    assert graph.node_feat[-1, F["is_root"]] == 1


def test_pad_zero_reproduces_tpugraphs_padding(attention_program):
    graph = build_graph(attention_program, pad=0.0)
    scalar = [i for i, n in enumerate(graph.node_names) if n.startswith("constant")][0]
    row = graph.node_feat[scalar]
    assert row[F["shape_dimensions_product"]] == 1 and row[F["window_size_product"]] == 1
    assert row[F["shape_dimensions_0"]] == 0 and row[F["layout_minor_to_major_0"]] == 0
    assert (graph.node_feat >= 0).all()


def test_convolution_features_read_window_and_dimension_numbers(repo_root):
    graph = build_graph(load_program(repo_root / "examples/programs/resnet_block.mlir"))
    conv = graph.node_feat[graph.node_opcode == opcodes.opcode_id("convolution")][0]
    assert conv[37:45].tolist() == [3, 3, -1, -1, -1, -1, 6, 9]
    assert conv[53:55].tolist() == [1, 1]  # pad low
    assert conv[91:93].tolist() == [0, 2]  # reversal: none true, two false
    assert conv[93:107].tolist() == [0, 1, 2, 3, -1, -1, 1, 0, 2, 3, -1, -1, 0, 1]  # bf01_oi01->bf01
    assert conv[107:109].tolist() == [1, 1]


# --- config features -----------------------------------------------------------------

def test_default_config_gives_all_minus_one(attention):
    _, space, graph = attention
    feats = graph.node_config_feat(space, [space.default()])
    assert feats.shape == (1, len(space.nodes), 18) and (feats == -1).all()


def test_an_output_layout_fills_slots_0_to_rank_of_that_node_only(attention):
    _, space, _ = attention
    node = next(n for n in space.nodes if len(n.result_shape) == 4)
    k = space.node_index[node.id]
    layout = (1, 3, 0, 2)
    feats = config_features(space, [space.default(), space.make({f"{node.id}.out": list(layout)})])
    assert feats[1, k, :4].tolist() == list(layout)
    assert (feats[1, k, 4:] == -1).all()
    others = np.delete(feats[1], k, axis=0)
    assert (others == -1).all() and (feats[0] == -1).all()


def test_operand_layouts_go_to_the_input_and_kernel_slots(attention):
    _, space, _ = attention
    dot = next(n for n in space.nodes if n.op == "dot_general" and len(n.operand_shapes[0]) == 4)
    k = space.node_index[dot.id]
    config = space.make({f"{dot.id}.in0": [0, 1, 2, 3], f"{dot.id}.in1": [3, 2, 0, 1]})
    row = config_features(space, [config])[0, k]
    assert row[:6].tolist() == [-1] * 6
    assert row[6:12].tolist() == [0, 1, 2, 3, -1, -1]
    assert row[12:18].tolist() == [3, 2, 0, 1, -1, -1]


def test_swap_and_option_genes_are_extra_features_outside_the_tpugraphs_18(attention):
    _, space, _ = attention
    dot = next(n for n in space.nodes if n.op == "dot_general")
    reshape = next(n for n in space.nodes if n.op == "reshape")
    config = space.make({f"{dot.id}.swap": True, "opt.xla_cpu_scheduler_type": "CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED"})
    extra = extra_config_features(space, [space.default(), config])
    assert extra.shape == (2, len(space.nodes), len(EXTRA_FEATURE_NAMES))
    assert extra[0, space.node_index[dot.id], 0] == 0 and extra[1, space.node_index[dot.id], 0] == 1
    assert (extra[:, space.node_index[reshape.id], 0] == -1).all()  # no swap gene
    opts = option_features(space, [space.default(), config])
    names = option_feature_names(space)
    assert opts.shape == (2, len(names)) and (opts.sum(axis=1) == 2).all()  # one choice per option gene
    assert opts[1, names.index("opt.xla_cpu_scheduler_type='CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED'")] == 1
    assert opts[0, names.index("opt.xla_cpu_scheduler_type=None")] == 1
    assert (config_features(space, [config]) == -1).all()


def test_config_features_refuse_a_config_of_another_program(attention, tiny_space):
    _, space, _ = attention
    with pytest.raises(ValueError, match="config is for program"):
        config_features(space, [tiny_space.default()])


# A loop whose body transposes its state by the identity before a dot: the converter folds
# the transpose away, and its value is the loop's carried state.
LOOP_CARRIED = """
module @carried {
  func.func public @main(%arg0: tensor<8x16xf32>, %arg1: tensor<16x16xf32>) -> tensor<8x16xf32> {
    %c0 = stablehlo.constant dense<0> : tensor<i32>
    %r:2 = stablehlo.while(%i = %c0, %x = %arg0) : tensor<i32>, tensor<8x16xf32>
      cond {
        %c3 = stablehlo.constant dense<3> : tensor<i32>
        %p = stablehlo.compare LT, %i, %c3 : (tensor<i32>, tensor<i32>) -> tensor<i1>
        stablehlo.return %p : tensor<i1>
      } do {
        %c1 = stablehlo.constant dense<1> : tensor<i32>
        %n = stablehlo.add %i, %c1 : tensor<i32>
        %t = stablehlo.transpose %x, dims = [0, 1] : (tensor<8x16xf32>) -> tensor<8x16xf32>
        %d = stablehlo.dot_general %t, %arg1, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x16xf32>) -> tensor<8x16xf32>
        %y = stablehlo.tanh %d : tensor<8x16xf32>
        stablehlo.return %n, %y : tensor<i32>, tensor<8x16xf32>
      }
    return %r#1 : tensor<8x16xf32>
  }
}
"""


def test_a_folded_op_on_a_loops_carried_value_maps_to_the_tuple_element_that_reads_it():
    program = Program.from_text(LOOP_CARRIED, name="carried")
    graph = build_graph(program)
    assert graph.config_node_ids == ("main/7", "main/8", "main/1")  # the transpose, the dot, the loop
    i = graph.node_config_ids[0]
    assert graph.node_opcode[i] == opcodes.opcode_id("get-tuple-element") and not graph.config_node_exact[0]
    assert graph.config_node_exact[1] and graph.unplaced_node_ids == ()
    line = next(t for t in hlo_text(program).splitlines() if f"{graph.node_names[i]} = " in t)
    assert line.rstrip().endswith("index=1")  # the state, not the counter


def test_a_node_with_no_instruction_is_left_out_of_the_graph_and_logged_once(caplog):
    from conftest import UNPLACEABLE_MLIR

    program = Program.from_text(UNPLACEABLE_MLIR, name="unplaceable")
    space = ConfigSpace(program)
    with caplog.at_level("INFO", logger="xtune.surrogate.graph"):
        graph = build_graph(program, space)
    assert graph.unplaced_node_ids == ("main/4",) and graph.config_node_ids == ("main/6",)
    assert [r.getMessage().count("main/4") for r in caplog.records] == [1]
    assert graph.config_rows(space).tolist() == [space.node_index["main/6"]]
    config = space.make({"main/6.out": [0, 1]})
    feat = graph.node_config_feat(space, [space.default(), config])
    assert feat.shape == (2, 1, 18) and (feat[0] == -1).all() and feat[1, 0, :2].tolist() == [0, 1]


def test_a_training_example_of_a_program_with_an_unplaced_node_skips_the_node_not_the_program():
    from conftest import UNPLACEABLE_MLIR

    from xtune.surrogate.training_data import make_example

    program = Program.from_text(UNPLACEABLE_MLIR, name="unplaceable")
    space = ConfigSpace(program)
    graph = build_graph(program, space)
    configs = [space.default(), space.make({"main/4.out": [0, 1]}), space.make({"main/6.out": [0, 1]})]
    example = make_example(graph, space, configs, np.array([1.0, 1.1, 1.2]))
    assert example.codes.shape == (3, 1, 19) and example.node_config_ids.tolist() == [graph.node_config_ids[0]]
    assert (example.codes[1] == example.codes[0]).all()  # main/4's move is not in the example
    assert (example.codes[2, 0, :2] == [1, 2]).all()  # main/6's layout (0, 1), each + 1
