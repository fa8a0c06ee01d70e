"""Building a dataset: measure programs into a store, export the store as TpuGraphs npz.

`build` measures the default and N random configs of each program into a
store (resumable: the store already holds what was measured). `export`
writes one TpuGraphs layout `.npz` per (program, device kind) from the
store's ok records, plus a manifest. (Reading those files back for training is
`surrogate.training_data`.)
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
import statistics
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

from xtune.measure.measurer import Measurer, MeasureSettings
from xtune.measure.program import Program, load_program
from xtune.measure.record import Record
from xtune.measure.space import Config, ConfigSpace
from xtune.measure.store import RecordStore
from xtune.surrogate.config_features import (
    EXTRA_FEATURE_NAMES,
    option_feature_names,
    option_features,
)
from xtune.surrogate.graph import build_graph
from xtune.surrogate.tpugraphs import SPLITS, DatasetError, layout_example, save_layout, save_sidecar


def dataset_configs(space: ConfigSpace, num_random: int, seed: int) -> list[Config]:
    """The default plus `num_random` distinct random configs, seeded per program.

    The seed mixes in the program fingerprint so that every program gets its
    own configs, and the same (program, seed) always the same ones — which is
    what makes `build` resumable.
    """
    digest = hashlib.sha256(f"{seed}:{space.program.fingerprint}".encode()).hexdigest()
    rng = random.Random(int(digest[:16], 16))
    configs = {space.default().hash: space.default()}
    attempts = 0
    while len(configs) < num_random + 1 and attempts < 20 * (num_random + 1):
        c = space.random(rng)
        configs.setdefault(c.hash, c)
        attempts += 1
    return list(configs.values())


def local_configs(space: ConfigSpace, num: int, seed: int) -> list[Config]:
    """The default and up to `num` configs near it, the kind a search asks about, seeded per
    program: the loops' unroll moves (`ConfigSpace.loop_moves`: every loop by k, then each
    loop alone), every option change, every bulk row-major pin, every aligned one-gene move
    (`ConfigSpace.aligned_moves`; a seeded sample when there are more, leaving a quarter of
    `num`), then one-gene moves of other layouts and two-gene moves (two aligned moves) drawn
    at random, half and half."""
    digest = hashlib.sha256(f"local:{seed}:{space.program.fingerprint}".encode()).hexdigest()
    rng = random.Random(int(digest[:16], 16))
    default = space.default()
    configs: dict[str, Config] = {default.hash: default}

    aligned = space.aligned_moves()
    fixed = ([c for _, c in space.loop_moves()] + space.option_moves()
             + [c for _, c in space.row_major_pins()])
    aligned_configs = [space.moved([move]) for move in aligned]
    rng.shuffle(aligned_configs)
    for c in fixed:
        if len(configs) > num:
            break
        configs.setdefault(c.hash, c)
    reserve = num // 4  # for the other one-gene and the two-gene moves
    for c in aligned_configs:
        if len(configs) > num - reserve:
            break
        configs.setdefault(c.hash, c)
    aligned_set = set(aligned)
    others = [(i, j) for i, g in enumerate(space.genes) if g.kind != "option"
              for j in range(1, len(g.choices)) if (i, j) not in aligned_set]
    attempts = 0
    while len(configs) <= num and attempts < 20 * (num + 1):
        attempts += 1
        if attempts % 2 and others:
            c = space.moved([rng.choice(others)])
        elif len(aligned) >= 2:
            pair = rng.sample(aligned, 2)
            if pair[0][0] == pair[1][0]:  # two values of one gene
                continue
            c = space.moved(pair)
        else:
            continue
        configs.setdefault(c.hash, c)
    return list(configs.values())


def build(programs: Sequence[str | Path | Program], num_configs: int, store: RecordStore,
          settings: MeasureSettings, seed: int = 0,
          on_record: Callable[[Program, Record, bool], None] | None = None,
          on_program: Callable[[Program, int], None] | None = None, local: bool = False
          ) -> dict[str, list[Record]]:
    """Measures default + `num_configs` random configs (with `local`, configs near the
    default: `local_configs`) of each program into `store`.

    Args:
      programs: paths/specs or loaded programs.
      num_configs: random configs per program (the default is measured too).
      store: record store; records already there are reused, so a rerun resumes.
      settings: measurement settings (datasets on shared machines: `cores=1`); every
        config is timed, also one that compiles to an executable timed already (a
        label per config: `skip_same_executable` is turned off).
      seed: config sampling seed.
      on_record: progress callback (program, record, reused).
      on_program: called with (program, number of configs) before each program.
      local: measure configs near the default instead of random ones.

    Returns:
      Records per program fingerprint.
    """
    out: dict[str, list[Record]] = {}
    with Measurer(dataclasses.replace(settings, skip_same_executable=False), store) as measurer:
        for p in programs:
            prog = p if isinstance(p, Program) else load_program(p)
            space = ConfigSpace(prog)
            configs = (local_configs if local else dataset_configs)(space, num_configs, seed)
            if on_program:
                on_program(prog, len(configs))
            cb = (lambda r, reused, _p=prog: on_record(_p, r, reused)) if on_record else None
            out[prog.fingerprint] = measurer.measure(prog, configs, on_record=cb)
    return out


def labels(store: RecordStore, fingerprint: str) -> dict[tuple[str, int], dict[str, Record]]:
    """A program's label per config, as `export` takes it: {(device kind, cores): {config
    hash: record}} over the store's ok records with a ratio, one per config: the latest whose
    default was on its history (`Record.ratio_counts`), else the latest."""
    groups: dict[tuple[str, int], dict[str, Record]] = defaultdict(dict)
    for r in store.records(fingerprint, status="ok"):
        if r.ratio and r.default_median_ms:
            kept = groups[(r.device_kind, r.cores)]
            earlier = kept.get(r.config_hash)
            if earlier is None or r.ratio_counts or not earlier.ratio_counts:
                kept[r.config_hash] = r  # the latest wins, but a trusted reading beats one off its history
    return dict(groups)


def split_of(fingerprint: str, held_out: frozenset[str] = frozenset(), valid_share: float = 0.1,
             test_share: float = 0.1) -> str:
    """The fixed split of a program: by a hash of its fingerprint, never by config.

    Programs whose fingerprint is in `held_out` (the hand-written examples) always
    go to "test", so evaluations and search benchmarks run on programs no model saw.
    """
    if fingerprint in held_out:
        return "test"
    u = int(hashlib.sha256(f"split:{fingerprint}".encode()).hexdigest()[:8], 16) / 0xFFFFFFFF
    return "valid" if u < valid_share else "test" if u < valid_share + test_share else "train"


def export(store: RecordStore, out_dir: str | Path, *, pad: float = -1.0, split: bool = True,
           held_out: frozenset[str] = frozenset(),
           on_program: Callable[[str], None] | None = None) -> dict:
    """Writes one TpuGraphs layout `.npz` per (program, device kind, cores).

    Runtimes are drift-corrected nanoseconds: each config's paired ratio to the
    default it was timed with, times the median of all those defaults' times
    for that program (`config_runtime = ratio * default_ns`), so rankings rest
    on interleaved ratios, not on raw times from different moments. The
    xtune-only genes (dot swap, module options) go to a `.xtune.npz` sidecar.

    Args:
      store: the record store; only `ok` records are exported, one per config (`labels`).
      out_dir: destination; with `split`, files go to train/, valid/ and test/.
      pad: node feature padding value.
      split: split by program (see `split_of`).
      held_out: fingerprints forced into the test split.
      on_program: progress callback with the program name.

    Returns:
      The manifest, also written to `out_dir/manifest.json`.
    """
    out = Path(out_dir)
    entries = []
    for p in store.programs(with_text=True):
        if on_program:
            on_program(p["name"])
        groups = labels(store, p["fingerprint"])
        if not groups:
            continue
        prog = Program.from_text(p["text"], name=p["name"], source=p["source"])
        space = ConfigSpace(prog)
        graph = build_graph(prog, space, pad=pad)
        for (device, cores), by_hash in sorted(groups.items()):
            recs = list(by_hash.values())
            default_ns = statistics.median(r.default_median_ms for r in recs) * 1e6
            configs = [space.from_json(r.config_json) for r in recs]
            runtime_ns = np.array([r.ratio * default_ns for r in recs])
            sub = split_of(prog.fingerprint, held_out) if split else ""
            name = f"{_safe(prog.name)}-{prog.fingerprint[:8]}-{_safe(device)}-c{cores}.npz"
            path = out / sub / name if sub else out / name
            path.parent.mkdir(parents=True, exist_ok=True)
            save_layout(path, layout_example(graph, graph.node_config_feat(space, configs), runtime_ns))
            save_sidecar(path, node_config_extra=graph.node_config_extra(space, configs),
                         config_option_feat=option_features(space, configs),
                         config_node_ids=graph.config_node_ids, extra_feature_names=EXTRA_FEATURE_NAMES,
                         option_feature_names=tuple(option_feature_names(space)))
            entries.append({
                "file": str(path.relative_to(out)), "program": prog.name, "fingerprint": prog.fingerprint,
                "split": sub, "device_kind": device, "cores": cores, "configs": len(recs),
                "nodes": graph.num_nodes, "config_nodes": graph.num_config_nodes,
                "default_ms": default_ns / 1e6,
                "best_speedup": 1 / min(r.ratio for r in recs), "worst_speedup": 1 / max(r.ratio for r in recs),
            })
    manifest = {
        "format": "TpuGraphs layout collection (.npz) + xtune sidecar (.xtune.npz)",
        "runtime": "config_runtime = paired ratio to the interleaved default x median default time, in ns",
        "pad": pad,
        "files": len(entries),
        "programs": len({e["fingerprint"] for e in entries}),
        "configs": sum(e["configs"] for e in entries),
        "devices": sorted({e["device_kind"] for e in entries}),
        "splits": {s: sum(e["split"] == s for e in entries) for s in SPLITS} if split else {},
        "entries": entries,
    }
    out.mkdir(parents=True, exist_ok=True)
    (out / "manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


SQLITE_MAGIC = b"SQLite format 3\0"


def is_store(path: str | Path) -> bool:
    """Whether `path` is a record store (an SQLite file) rather than a layout file or folder."""
    path = Path(path)
    if not path.is_file():
        return False
    with path.open("rb") as f:
        return f.read(len(SQLITE_MAGIC)) == SQLITE_MAGIC


def stores_as_datasets(paths: Sequence[str | Path], folder: str | Path) -> list[Path]:
    """`paths` with each record store among them exported (no split, `export`) to its own
    folder under `folder`; folders and layout files as they are."""
    out = []
    for i, p in enumerate(map(Path, paths)):
        if is_store(p):
            with RecordStore(p) as store:
                manifest = export(store, Path(folder) / f"{i}-{_safe(p.stem)}", split=False)
            if not manifest["files"]:
                raise DatasetError(f"{p}: the store holds no measured config with a ratio to its default")
            out.append(Path(folder) / f"{i}-{_safe(p.stem)}")
        else:
            out.append(p)
    return out


def _safe(name: str) -> str:
    return "".join(ch if ch.isalnum() or ch in "-_." else "_" for ch in name)[:60]


__all__ = ["SPLITS", "build", "dataset_configs", "export", "is_store", "labels", "split_of", "stores_as_datasets"]
