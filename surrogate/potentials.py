"""The count plus learned per-choice terms, trained across programs: a surrogate that starts
from the count and learns what it misses (a "potentials" model: one additive
term per choice, below).

A config's score (lower = predicted faster) is

    a * log1p(sum over its set layouts i of elements_i * exp(g_i))
      + sum over its set layouts and swapped dots i of d_i
      + sum over its module options o of w_o

where a choice i is one (configurable node, slot out|in0|in1, layout) or one swapped dot,
`elements_i` is what the count (`surrogate.layout_count`) charges for it (its tensor's elements if
the layout is not row-major, else 0), g_i and d_i come from a small MLP over what the graph
says about the choice (`choice_features`: both opcodes, the tensor's size and rank, which
dimension the layout makes minor and its size, how many dimensions move, the node's 140
TpuGraphs features), and w_o is one weight per option value shared by all programs.
g = d = w = 0 at the start, so the untrained model ranks as the count does.

Trained by `xtune train DATA --model potentials --out FILE` (`surrogate.potentials_train`:
pairwise loss within programs; `bench/potentials_model.py` trains it on the bundled recipe's
data and reads it on held-out sets). In a search (`xtune search --model potentials`) `PotentialsScorer` turns a
program's choices into two tables per gene, so a genome's score is a lookup per gene and a
sum: no network runs in the search's hot loop.

    model = PotentialsModel.load()                   # the bundled file, or a path
    scorer = model.scorer(program, space)
    scorer.score_indices(genomes)                    # (b, num_genes) choice indices -> (b,) scores
"""

from __future__ import annotations

import dataclasses
import math
import os
from pathlib import Path
from typing import Any

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np

from xtune.measure.program import Program
from xtune.measure.space import ConfigSpace
from xtune.surrogate.modelfile import ModelFileError, check_params, read_model, write_model_file
from xtune.surrogate.opcodes import VOCAB_SIZE
from xtune.surrogate.lookup import LookupTables
from xtune.surrogate.program_terms import FittedTerms, ProgramTerms
from xtune.surrogate.layout_count import DIMS_SLOTS, non_row_major, producers, slot_sizes
from xtune.surrogate.training_data import Example

NUM_DENSE = 16  # a choice's own features (`items_of`), before the node's 140
NUM_FEATS = NUM_DENSE + 140
KIND = "potentials"  # the model file's header "kind"
BUNDLED = "potentials.xtm"
#: The layout genes' slots in a choice's key (`items_of`; 3 is a dot's operand swap).
SLOTS = {"out": 0, "in0": 1, "in1": 2}
MAX_RANK = 6


# --------------------------------------------------------------------------- features


def _slog(x: np.ndarray) -> np.ndarray:
    return np.sign(x) * np.log1p(np.abs(x))


def node_features(ex: Example) -> np.ndarray:
    """(n, 140) float64 signed-log node features of an example (or a `ProgramGraph`), padding as 0."""
    return np.where(ex.node_feat == ex.pad, 0.0, _slog(np.asarray(ex.node_feat).astype(np.float64)))


def items_of(ex: Example, nf: np.ndarray
             ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """The distinct choices an example's configs make, and which config makes which; `nf` is
    `node_features(ex)`.

    Returns:
      ops: (i, 2) int opcode of the configurable node and of the tensor's producer (same for out).
      feats: (i, f) float32 dense features of each choice.
      elements: (i,) float64 elements the choice lays out non-row-major (0 if row-major or a swap).
      config: (k,) int config index of each (config, choice) incidence ...
      item: (k,) int ... and its choice.
      nodes: (i, 2) int the configurable node and the tensor's producer (the node itself for out).
    """
    c, nc = ex.codes.shape[:2]
    layouts = (ex.codes[..., :18].astype(np.int64) - 1).reshape(c, nc, 3, 6)
    swapped = ex.codes[..., 18] == 2  # (c, nc)
    is_set = (layouts >= 0).any(-1)  # (c, nc, 3)
    cc, rr, ss = np.nonzero(is_set)
    keys = np.concatenate([rr[:, None], ss[:, None], layouts[cc, rr, ss]], axis=1)
    sc, sr = np.nonzero(swapped)
    swap_keys = np.concatenate([sr[:, None], np.full((len(sr), 1), 3), np.full((len(sr), 6), -1)], axis=1)
    all_keys = np.concatenate([keys, swap_keys]).astype(np.int64)
    all_cfg = np.concatenate([cc, sc]).astype(np.int64)
    if not len(all_keys):
        return (np.zeros((0, 2), np.int32), np.zeros((0, NUM_FEATS), np.float32), np.zeros(0), all_cfg,
                np.zeros(0, np.int64), np.zeros((0, 2), np.int64))
    uniq, inverse = np.unique(all_keys, axis=0, return_inverse=True)
    ops, feats, elements, nodes = choice_features(ex, nf, uniq)
    return ops, feats, elements, all_cfg, inverse.ravel(), nodes


def choice_features(ex, nf: np.ndarray, keys: np.ndarray
                    ) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """What the graph says about each choice: `keys` (i, 8) rows (configurable row, slot 0 out |
    1 in0 | 2 in1 | 3 swap, the layout's 6 minor_to_major values, -1 padded); `ex` an Example
    or a `ProgramGraph` (node_feat, node_opcode, edge_index, node_config_ids), `nf` its
    `node_features`. Returns ops, feats, elements, nodes as `items_of` does."""
    sizes = slot_sizes(ex.node_feat, ex.edge_index, ex.node_config_ids)  # (nc, 3)
    producers_of = producers(ex.edge_index)
    ops = np.zeros((len(keys), 2), np.int32)
    feats = np.zeros((len(keys), NUM_FEATS), np.float32)
    elements = np.zeros(len(keys))
    nodes = np.zeros((len(keys), 2), np.int64)
    for i, (r, s, *lay) in enumerate(np.asarray(keys, np.int64)):
        node = int(ex.node_config_ids[r])
        prods = producers_of.get(node, [])
        tensor = node if s in (0, 3) else (prods[s - 1] if s - 1 < len(prods) else node)
        ops[i] = ex.node_opcode[node], ex.node_opcode[tensor]
        nodes[i] = node, tensor
        dims = [int(d) for d in ex.node_feat[tensor, DIMS_SLOTS] if d > 0]
        lay = np.array(lay)
        rank = int((lay >= 0).sum())
        moved = bool(non_row_major(lay)) if s < 3 else False
        size = sizes[r, s] if s < 3 else 0.0
        elements[i] = size if moved else 0.0
        minor = int(lay[0]) if rank else -1
        minor_size = dims[minor] if 0 <= minor < len(dims) else 0
        second = int(lay[1]) if rank > 1 else -1
        second_size = dims[second] if 0 <= second < len(dims) else 0
        displaced = sum(int(lay[k]) != rank - 1 - k for k in range(rank)) if rank else 0
        slot = np.zeros(4)
        slot[s] = 1.0
        dense = [*slot, float(moved), float(s < 3 and not moved), math.log1p(size) / 10, rank / 6,
                 float(minor == rank - 1) if rank else 0.0, math.log2(minor_size + 1) / 10,
                 float(minor_size % 8 == 0 and minor_size > 0), float(0 < minor_size < 8),
                 math.log2(second_size + 1) / 10, displaced / 6,
                 math.log1p(len(prods)) / 3, float(node == tensor)]
        feats[i, :len(dense)] = dense
        feats[i, len(dense):] = nf[node]
    return ops, feats, elements, nodes


# --------------------------------------------------------------------------- the network


class Potentials(nn.Module):
    """g, d per choice (zero at the start) and w per option value."""

    num_options: int
    hidden: int = 64
    node_features: bool = True
    own_moved: bool = True  # False: a choice that moves elements is priced through g alone
    reweight: bool = True  # False: g = 0, the count's elements are not re-weighted
    gnn_layers: int = 0  # > 0: a choice also reads its node's and tensor's embeddings after this many rounds
    program_options: bool = False  # True: each program's option weights are w + an MLP of its pooled nodes
    own_unmoved: bool = True  # False: a choice that moves no elements (pin, swap) has no term: it costs 0

    @nn.compact
    def __call__(self, ops, feats, elements, inc_cfg, inc_item, options, graph, num_configs, num_programs=1,
                 with_terms=False, choice_terms=False):
        """Scores of `num_configs` configs; with `choice_terms`, each choice's (g, d) instead."""
        emb = nn.Embed(VOCAB_SIZE, 8)
        feats = feats if self.node_features else feats[:, :NUM_DENSE]
        x = jnp.concatenate([emb(ops[:, 0]), emb(ops[:, 1]), feats], axis=-1)
        if self.gnn_layers:
            x = jnp.concatenate([x, *self._embed(graph, emb)], axis=-1)
        x = nn.gelu(nn.Dense(self.hidden)(x))
        x = nn.gelu(nn.Dense(self.hidden)(x))
        gd = nn.Dense(2, kernel_init=nn.initializers.zeros)(x)
        g, d = jnp.clip(gd[:, 0], -8, 8), gd[:, 1]
        if not self.reweight:
            g = jnp.zeros_like(g)
        if not self.own_moved:
            d = jnp.where(elements > 0, 0.0, d)
        if not self.own_unmoved:
            d = jnp.where(elements > 0, d, 0.0)
        if choice_terms:
            return g, d
        a = self.param("a", nn.initializers.constant(0.05), ())
        w = self.param("w", nn.initializers.zeros, (self.num_options,))
        moved = jax.ops.segment_sum((elements * jnp.exp(g))[inc_item], inc_cfg, num_segments=num_configs)
        own = jax.ops.segment_sum(d[inc_item], inc_cfg, num_segments=num_configs)
        option_score, terms = options @ w, (g ** 2 + d ** 2).mean() + (w ** 2).mean()
        if self.program_options:
            delta = self._program_options(graph, emb, num_programs)  # (programs, options), zero at the start
            option_score = option_score + (options * delta[graph[6]]).sum(-1)
            terms = terms + (delta ** 2).mean()
        score = a * jnp.log1p(moved) + own + option_score
        return (score, terms) if with_terms else score

    def _program_options(self, graph, emb, num_programs: int) -> jnp.ndarray:
        """Per program, a change of each option weight from what its nodes are (DeepSets: an
        MLP per node, mean- and sum-pooled over the program, an MLP; last layer zero)."""
        node_ops, node_x, *_, node_program, _ = graph
        h = nn.gelu(nn.Dense(self.hidden)(jnp.concatenate([emb(node_ops), node_x], axis=-1)))
        total = jax.ops.segment_sum(h, node_program, num_segments=num_programs)
        count = jax.ops.segment_sum(jnp.ones(h.shape[0]), node_program, num_segments=num_programs)[:, None]
        pooled = jnp.concatenate([total / jnp.maximum(count, 1.0), jnp.sign(total) * jnp.log1p(jnp.abs(total)), jnp.log1p(count)], axis=-1)
        x = nn.gelu(nn.Dense(self.hidden)(pooled))
        return nn.Dense(self.num_options, kernel_init=nn.initializers.zeros)(x)

    def _embed(self, graph, emb) -> tuple[jnp.ndarray, jnp.ndarray]:
        """Message passing over the programs' graphs (GraphSAGE, both directions, mean,
        residual): the embeddings of each choice's node and of its tensor's producer."""
        node_ops, node_x, senders, receivers, item_nodes, *_ = graph
        n = node_ops.shape[0]
        h = nn.LayerNorm()(nn.Dense(self.hidden)(jnp.concatenate([emb(node_ops), node_x], axis=-1)))
        ones = jnp.ones(senders.shape[0])
        deg_in = jnp.maximum(jax.ops.segment_sum(ones, receivers, num_segments=n), 1.0)[:, None]
        deg_out = jnp.maximum(jax.ops.segment_sum(ones, senders, num_segments=n), 1.0)[:, None]
        for _ in range(self.gnn_layers):
            from_producers = jax.ops.segment_sum(h[senders], receivers, num_segments=n) / deg_in
            from_consumers = jax.ops.segment_sum(h[receivers], senders, num_segments=n) / deg_out
            m = nn.gelu(nn.Dense(self.hidden)(jnp.concatenate([h, from_producers, from_consumers], axis=-1)))
            h = nn.LayerNorm()(h + nn.Dense(self.hidden)(m))
        return h[item_nodes[:, 0]], h[item_nodes[:, 1]]


# --------------------------------------------------------------------------- the search's view


@dataclasses.dataclass(frozen=True)
class PotentialsModel:
    """A trained `Potentials` network with what it needs to price a fresh program.

    Attributes:
      params: the network's parameters ({"params": ...}).
      option_names: the option vocabulary, in `w`'s order (`<gene>=<choice>`, as in
        `config_features.option_feature_names`); an option value outside it weighs 0.
      hidden, node_features, own_moved, reweight, own_unmoved: the network's shape (`Potentials`;
        a file without `own_unmoved`, made before it, has True).
      info: free-form provenance (data, command, valid tau).
    """

    params: Any
    option_names: tuple[str, ...]
    hidden: int = 64
    node_features: bool = True
    own_moved: bool = True
    reweight: bool = True
    info: dict = dataclasses.field(default_factory=dict)
    own_unmoved: bool = True

    @property
    def net(self) -> Potentials:
        return Potentials(len(self.option_names), self.hidden, self.node_features, self.own_moved, self.reweight,
                          own_unmoved=self.own_unmoved)

    def save(self, path: str | os.PathLike) -> Path:
        """Writes a model file (`surrogate.modelfile`) whose header names its kind."""
        header = {"kind": KIND, "opcode_vocab_size": VOCAB_SIZE, "num_features": NUM_FEATS,
                  "option_names": list(self.option_names), "hidden": self.hidden,
                  "node_features": self.node_features, "own_moved": self.own_moved, "reweight": self.reweight,
                  "own_unmoved": self.own_unmoved, "info": self.info}
        return write_model_file(path, header, self.params)

    @classmethod
    def load(cls, path: str | os.PathLike | None = None) -> "PotentialsModel":
        """A model file, or the one bundled with xtune when `path` is None. Raises ModelFileError."""
        return cls.from_file(*read_model(path, BUNDLED, "no bundled potentials model in this installation; make one "
                                         "with `xtune train DATA --model potentials --out surrogate/models/potentials.xtm`"))

    @classmethod
    def from_file(cls, where: Path, header: dict[str, Any], params: Any) -> "PotentialsModel":
        """The model a file's header and parameters (`modelfile.read_model`) describe. Raises ModelFileError."""
        if header.get("kind") != KIND:
            raise ModelFileError(f"{where}: not a potentials model (kind {header.get('kind')!r})")
        try:
            if header["opcode_vocab_size"] != VOCAB_SIZE or header["num_features"] != NUM_FEATS:
                raise ValueError("feature layout differs from this xtune's")
            model = cls(params=None, option_names=tuple(str(s) for s in header["option_names"]),
                        hidden=int(header["hidden"]), node_features=bool(header["node_features"]),
                        own_moved=bool(header["own_moved"]), reweight=bool(header["reweight"]),
                        own_unmoved=bool(header.get("own_unmoved", True)), info=dict(header.get("info", {})))
        except (KeyError, TypeError, ValueError) as e:
            raise ModelFileError(f"{where}: unusable model header ({e})") from None
        check_params(where, params, _expected_params(model))
        return dataclasses.replace(model, params=jax.tree.map(jnp.asarray, params))

    def score_example(self, ex: Example) -> np.ndarray:
        """(c,) scores of an example's configs (an exported dataset's, for `xtune evaluate`)."""
        ops, feats, elements, inc_cfg, inc_item, _ = items_of(ex, node_features(ex))
        return np.asarray(self.net.apply(self.params, jnp.asarray(ops), jnp.asarray(feats),
                                         jnp.asarray(elements, jnp.float32), jnp.asarray(inc_cfg),
                                         jnp.asarray(inc_item), jnp.asarray(ex.aligned_options(list(self.option_names))),
                                         None, ex.num_configs), np.float64)

    def scorer(self, program: Program, space: ConfigSpace, graph=None) -> "PotentialsScorer":
        """Tabulates `program`'s choices (its graph built unless given: `surrogate.graph`)."""
        from xtune.surrogate.graph import build_graph

        return PotentialsScorer(self, space, graph if graph is not None else build_graph(program, space))


def _expected_params(model: PotentialsModel):
    n = 2
    dummy = (jnp.zeros((n, 2), jnp.int32), jnp.zeros((n, NUM_FEATS)), jnp.zeros(n), jnp.zeros(n, jnp.int32),
             jnp.zeros(n, jnp.int32), jnp.zeros((n, len(model.option_names))), None)
    return jax.eval_shape(lambda key: model.net.init(key, *dummy, n), jax.random.PRNGKey(0))


class PotentialsScorer:
    """Scores genomes of one program: per gene and choice, the elements the count charges and
    the learned term (d of a layout or swap, w of an option value), from tables.

    Attributes:
      elements: (genes, max choices) float64 elements each choice lays out non-row-major.
      terms: (genes, max choices) float64 each choice's learned term (0 for a default choice).
      slope: the model's `a`.
    """

    def __init__(self, model: PotentialsModel, space: ConfigSpace, graph):
        self.space = space
        self.graph = graph
        genes = space.genes
        width = max((len(g.choices) for g in genes), default=1)
        self.elements = np.zeros((len(genes), width))
        self.terms = np.zeros((len(genes), width))
        params = model.params["params"]
        self.slope = float(params["a"])
        w = np.asarray(params["w"], np.float64)
        vocab = {name: i for i, name in enumerate(model.option_names)}
        for i, g in enumerate(genes):
            if g.kind == "option":
                for c, value in enumerate(g.choices):
                    j = vocab.get(f"{g.name}={value!r}")
                    self.terms[i, c] = w[j] if j is not None else 0.0
        unplaced = set(graph.unplaced_node_ids)  # no instruction in the graph: priced by the count alone
        if unplaced:
            counted = ProgramTerms(space).moved
            for i, g in enumerate(genes):
                if g.node in unplaced:
                    self.elements[i, :counted.shape[1]] = counted[i, :width]
        row_of = {node: r for r, node in enumerate(graph.config_node_ids)}
        cells, keys = [], []  # (gene, choice) and its choice's key, as `items_of` reads codes
        for i, g in enumerate(genes):
            if g.kind == "option" or g.node in unplaced:
                continue
            what = g.name.rpartition(".")[2]
            for c, value in enumerate(g.choices[1:], start=1):
                if what == "swap":
                    if value:
                        cells.append((i, c))
                        keys.append([row_of[g.node], 3, *[-1] * MAX_RANK])
                elif what in SLOTS and value is not None and len(value) <= MAX_RANK:  # TpuGraphs' 6 slots
                    cells.append((i, c))
                    keys.append([row_of[g.node], SLOTS[what], *value, *[-1] * (MAX_RANK - len(value))])
        if keys:
            ops, feats, elements, _ = choice_features(graph, node_features(graph), np.array(keys, np.int64))
            g_, d = model.net.apply(model.params, jnp.asarray(ops), jnp.asarray(feats), jnp.asarray(elements),
                                    None, None, None, None, 0, choice_terms=True)
            gi, c = np.array(cells, np.int64).T
            self.elements[gi, c] = elements * np.exp(np.asarray(g_, np.float64))
            self.terms[gi, c] = np.asarray(d, np.float64)
        self._tables = LookupTables(self.elements, self.terms, [len(g.choices) for g in genes])
        self._terms = None  # the program's `ProgramTerms` over these elements, made by the first `refined`

    def refined(self, genomes: np.ndarray, log_ratio) -> FittedTerms:
        """This program's terms fitted on its measured `genomes` (b, genes) and their log ratios
        to the default, starting from this scorer (`ProgramTerms.fit`): the slope is
        pulled to `slope`, each measured choice's term to its learned one, the elements are
        this scorer's; a choice never measured keeps its learned term."""
        if self._terms is None:
            self._terms = ProgramTerms(self.space, moved=self.elements)
        return self._terms.fit(genomes, log_ratio, count_slope=self.slope, table=self.terms)

    def score(self, configs) -> np.ndarray:
        """(len(configs),) scores of `Config`s of this scorer's space."""
        return self.score_indices(np.array([self.space.encode(c) for c in configs], np.int64).reshape(len(configs), -1))

    def score_indices(self, indices: np.ndarray) -> np.ndarray:
        """(b, genes) choice indices -> (b,) scores, lower = predicted faster."""
        return self._tables.scores(indices, self.slope)


__all__ = ["BUNDLED", "KIND", "NUM_DENSE", "NUM_FEATS", "Potentials", "PotentialsModel", "PotentialsScorer",
           "items_of", "node_features"]
