"""A learnable synthetic task: small programs whose "runtime" is a known function of the config.

For tests and benchmarks that must not wait for measurements. The runtime
rule mimics the CPU facts in docs/design.md: XLA's default (choice 0) is fast,
pinning row-major (choice 1) costs a little, any other layout costs more,
swapping a dot's operands costs something, turning YNNPACK off costs too:

    runtime = exp(0.05 * #row-major pins + 0.25 * #other layouts + 0.15 * #swaps
                  + 0.2 * [ynn fusion off]) * (1 + 1% seeded noise)

(the exponent scaled by 40 / #genes for programs with more than 40 genes).

Every program is tiny (at most 16 HLO instructions) so that all of them
share one padded shape and jit compiles once.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from xtune.measure.program import Program
from xtune.measure.space import ConfigSpace
from xtune.surrogate.config_features import (
    EXTRA_FEATURE_NAMES,
    option_feature_names,
    option_features,
)
from xtune.surrogate.graph import build_graph
from xtune.surrogate.tpugraphs import layout_example, save_layout, save_sidecar
from xtune.surrogate.training_data import make_example

_TEMPLATES = ("chain", "reshape_sum", "batched", "gram")


def synthetic_program(template: str, m: int, k: int) -> Program:
    """One small program of a template with sizes m, k."""
    import jax.numpy as jnp

    f32 = np.float32
    if template == "chain":
        def fn(a, b):
            return jnp.tanh(a @ b).T @ a
        args = (np.ones((m, k), f32), np.ones((k, m), f32))
    elif template == "reshape_sum":
        def fn(x, w):
            return jnp.transpose(x.reshape(4, m // 4, k), (1, 0, 2)).sum(axis=2) @ w
        args = (np.ones((m, k), f32), np.ones((4, 4), f32))
    elif template == "batched":
        def fn(a, b):
            return jnp.einsum("bij,bjk->bik", a, b).transpose(0, 2, 1).reshape(2, -1)
        args = (np.ones((2, m, k), f32), np.ones((2, k, m), f32))
    elif template == "gram":
        def fn(a, w):
            return (a.T @ a) @ w.T
        args = (np.ones((m, k), f32), np.ones((m, k), f32))
    else:
        raise ValueError(f"unknown template {template!r}; one of {_TEMPLATES}")
    return Program.from_callable(fn, *args, name=f"syn_{template}_{m}x{k}")


def synthetic_runtimes(space: ConfigSpace, genomes: np.ndarray, seed: int = 0) -> np.ndarray:
    """The known runtime (arbitrary units) of each genome row (choice index per gene)."""
    genomes = np.atleast_2d(genomes)
    kinds = np.array([g.kind for g in space.genes])
    layout = np.isin(kinds, ("out", "in"))
    cost = 0.05 * ((genomes == 1) & layout).sum(1) + 0.25 * ((genomes >= 2) & layout).sum(1)
    cost = cost + 0.15 * ((genomes == 1) & (kinds == "swap")).sum(1)
    for i, g in enumerate(space.genes):
        if g.name == "opt.xla_cpu_experimental_ynn_fusion_type":
            cost = cost + 0.2 * (np.array(g.choices, dtype=object)[genomes[:, i]] == "")
    noise = np.array([_noise(seed, space.program.fingerprint, row) for row in genomes])
    return np.exp(cost * min(1.0, 40 / max(len(space.genes), 1))) * (1 + 0.01 * noise)  # big graphs: no overflow


def _noise(seed: int, fingerprint: str, row: np.ndarray) -> float:
    h = hashlib.sha256(f"{seed}:{fingerprint}:{row.tobytes().hex()}".encode()).digest()
    return int.from_bytes(h[:4], "little") / 0xFFFFFFFF * 2 - 1


def synthetic_programs(count: int, seed: int = 0) -> list[Program]:
    """`count` small programs cycling through the templates with seeded sizes."""
    rng = np.random.default_rng(seed)
    return [synthetic_program(_TEMPLATES[i % len(_TEMPLATES)], int(rng.choice([8, 16, 32])),
                              int(rng.choice([8, 16, 24]))) for i in range(count)]


def random_genomes(space: ConfigSpace, count: int, rng: np.random.Generator) -> np.ndarray:
    """The default plus `count - 1` random genomes, each gene leaving the default with a per-row density."""
    sizes = np.array([len(g.choices) for g in space.genes])
    density = rng.uniform(0.05, 1.0, size=(count, 1))
    move = rng.random((count, len(sizes))) < density
    genomes = np.where(move, 1 + (rng.random((count, len(sizes))) * (sizes - 1)).astype(np.int64), 0)
    genomes[0] = 0
    return genomes


def synthetic_examples(programs: Sequence[Program], num_configs: int = 40, seed: int = 0, pad: float = -1.0):
    """One `surrogate.training_data.Example` per program with `num_configs` configs and known runtimes."""
    rng = np.random.default_rng(seed)
    out = []
    for p in programs:
        space = ConfigSpace(p)
        genomes = random_genomes(space, num_configs, rng)
        configs = [space.decode(g) for g in genomes]
        out.append(make_example(build_graph(p, space, pad=pad), space, configs, synthetic_runtimes(space, genomes, seed)))
    return out


def write_synthetic_dataset(out_dir: str | Path, splits: dict[str, int], num_configs: int = 40, seed: int = 0,
                            pad: float = -1.0) -> dict:
    """Writes a dataset folder like `xtune dataset export` does: split folders of TpuGraphs
    layout files with xtune sidecars, and a manifest. Returns the manifest."""
    out = Path(out_dir)
    rng = np.random.default_rng(seed)
    programs = synthetic_programs(sum(splits.values()), seed)
    entries, i = [], 0
    for split, count in splits.items():
        for p in programs[i: i + count]:
            space = ConfigSpace(p)
            graph = build_graph(p, space, pad=pad)
            genomes = random_genomes(space, num_configs, rng)
            configs = [space.decode(g) for g in genomes]
            runtime_ns = synthetic_runtimes(space, genomes, seed) * 1e6
            path = out / split / f"{p.name}.npz"
            save_layout(path, layout_example(graph, graph.node_config_feat(space, configs), runtime_ns))
            save_sidecar(path, node_config_extra=graph.node_config_extra(space, configs),
                         config_option_feat=option_features(space, configs), config_node_ids=graph.config_node_ids,
                         extra_feature_names=EXTRA_FEATURE_NAMES,
                         option_feature_names=tuple(option_feature_names(space)))
            entries.append({"file": f"{split}/{path.name}", "program": p.name, "fingerprint": p.fingerprint,
                            "split": split, "configs": num_configs, "nodes": graph.num_nodes})
        i += count
    manifest = {"format": "synthetic", "pad": pad, "files": len(entries), "entries": entries}
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


__all__ = ["random_genomes", "synthetic_examples", "synthetic_program", "synthetic_programs", "synthetic_runtimes",
           "write_synthetic_dataset"]
