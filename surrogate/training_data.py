"""Training data: layout `.npz` files (ours or TpuGraphs') read into `Example`s for training.

(Writing those files from measurements is `surrogate.dataset_build`.)

A DATA argument is a folder or a file. A folder with `train/`, `valid/`
and `test/` sub-folders (what `xtune dataset export` writes, and how
TpuGraphs ships) keeps that split; a plain folder or file counts as
training data. Sidecars (`<stem>.xtune.npz`) add the swap gene and module
options; without one (TpuGraphs' own files) they are "no swap gene" and zeros.

Padding: the node-feature pad value comes from the export's `manifest.json`
(in the folder or its parent); files without a manifest are TpuGraphs'
own, padded with 0. Data sets with different pads cannot be mixed.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from xtune.surrogate.config_features import option_feature_names, option_features
from xtune.surrogate.input_pipeline import config_codes
from xtune.surrogate.layout_count import COUNT_NAMES, count_features, slot_sizes
from xtune.surrogate.tpugraphs import (
    SIDECAR_SUFFIX,
    SPLITS,
    DatasetError,
    load_layout,
    load_sidecar,
    sidecar_path,
)

TPUGRAPHS_PAD = 0.0


@dataclasses.dataclass(frozen=True, eq=False)
class Example:
    """One graph and its measured configs, as the model reads them: a layout file and its
    sidecar (`load_example`), or a `ProgramGraph` with fresh measurements (`make_example`).

    Unlike `tpugraphs.LayoutExample` (the file, field for field) it holds the configs as
    category codes with the swap gene, the module options, and the pad; no node_splits.

    Attributes:
      name: str, file stem or program name.
      node_feat: (n, 140) float32 node features, `pad` where no value.
      node_opcode: (n,) int32 opcode ids.
      edge_index: (m, 2) int32, [u, v] = u consumes v.
      node_config_ids: (nc,) int32 indices into the n nodes.
      codes: (c, nc, 19) int8 config category codes (`input_pipeline.config_codes`): the 18
        layout values and the swap gene, each + 1.
      options: (c, k) float32 module-option one-hots, columns named by option_names.
      option_names: k str, names of the option columns (`<gene>=<choice>`).
      runtime: (c,) float64, > 0, any unit (only ratios matter).
      pad: float, node_feat padding value.
      source: str, file it came from ("" if built in memory).
    """

    name: str
    node_feat: np.ndarray
    node_opcode: np.ndarray
    edge_index: np.ndarray
    node_config_ids: np.ndarray
    codes: np.ndarray
    options: np.ndarray
    option_names: tuple[str, ...]
    runtime: np.ndarray
    pad: float
    source: str = ""

    @property
    def num_configs(self) -> int:
        return int(self.runtime.shape[0])

    @property
    def num_nodes(self) -> int:
        return int(self.node_feat.shape[0])

    def aligned_options(self, names: Sequence[str]) -> np.ndarray:
        """(c, len(names)) option one-hots in the column order `names` (missing = 0);
        `surrogate.layout_count.COUNT_NAMES` columns are computed from the graph and codes."""
        out = np.zeros((self.num_configs, len(names)), np.float32)
        where = {n: i for i, n in enumerate(self.option_names)}
        counted = None
        for j, name in enumerate(names):
            if name in where:
                out[:, j] = self.options[:, where[name]]
            elif name in COUNT_NAMES:
                if counted is None:
                    counted = count_features(self.codes, slot_sizes(self.node_feat, self.edge_index,
                                                                     self.node_config_ids))
                out[:, j] = counted[:, COUNT_NAMES.index(name)]
        return out


@dataclasses.dataclass(frozen=True)
class Dataset:
    """Examples per split, their common pad, and a fingerprint of the files.

    Attributes:
      train, valid, test: the Examples of each split (empty for splits not loaded).
      pad: float, the node_feat pad all of them share.
      fingerprint: str, 16 hex digits of sha256 over the files loaded (`fingerprint_files`).
    """

    train: tuple[Example, ...]
    valid: tuple[Example, ...]
    test: tuple[Example, ...]
    pad: float
    fingerprint: str


def load_example(path: str | Path, pad: float) -> Example:
    """A layout file (and its sidecar, if any) as an Example. Raises DatasetError."""
    path = Path(path)
    ex = load_layout(path)
    c, nc = ex.node_config_feat.shape[:2]
    extra, options, names = None, np.zeros((c, 0), np.float32), ()
    if sidecar_path(path).is_file():
        side = load_sidecar(path)
        extra, options = side["node_config_extra"], side["config_option_feat"].astype(np.float32)
        names = tuple(str(s) for s in side["option_feature_names"])
        if extra.shape[:2] != (c, nc) or options.shape[0] != c or options.shape[1] != len(names):
            raise DatasetError(f"{sidecar_path(path)}: sidecar shapes {extra.shape}, {options.shape} do not fit "
                               f"{c} configs x {nc} configurable nodes with {len(names)} option names")
    return Example(name=path.name.removesuffix(".npz"), node_feat=ex.node_feat, node_opcode=ex.node_opcode,
                   edge_index=ex.edge_index, node_config_ids=ex.node_config_ids,
                   codes=config_codes(ex.node_config_feat, extra), options=options, option_names=names,
                   runtime=ex.config_runtime.astype(np.float64), pad=float(pad), source=str(path))


def make_example(graph, space, configs, runtimes, name: str | None = None) -> Example:
    """An Example from a `ProgramGraph`, its `ConfigSpace`, configs and their runtimes
    (e.g. fresh measurements of one program, for `train.fine_tune`)."""
    runtimes = np.asarray(runtimes, np.float64)
    if runtimes.shape != (len(configs),) or not (runtimes > 0).all():
        raise ValueError(f"need one positive runtime per config, got shape {runtimes.shape}")
    return Example(name=name or space.program.name, node_feat=np.asarray(graph.node_feat, np.float32),
                   node_opcode=np.asarray(graph.node_opcode, np.int32),
                   edge_index=np.asarray(graph.edge_index, np.int32),
                   node_config_ids=np.asarray(graph.node_config_ids, np.int32),
                   codes=config_codes(graph.node_config_feat(space, configs), graph.node_config_extra(space, configs)),
                   options=option_features(space, configs), option_names=tuple(option_feature_names(space)),
                   runtime=runtimes, pad=float(graph.pad))


def dataset_files(paths: Sequence[str | Path]) -> dict[str, list[Path]]:
    """Layout files per split (see the module docstring). Raises DatasetError."""
    out: dict[str, list[Path]] = {s: [] for s in SPLITS}
    for p in map(Path, paths):
        if p.is_dir():
            if any((p / s).is_dir() for s in SPLITS):
                for s in SPLITS:
                    out[s] += _layout_files(p / s)
            else:
                out["train"] += _layout_files(p)
        elif p.is_file():
            out["train"].append(p)
        else:
            raise DatasetError(f"{p}: no such file or folder")
    if not any(out.values()):
        raise DatasetError(f"no layout .npz files in {', '.join(map(str, paths))}")
    return out


def _layout_files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(f for f in folder.glob("*.npz") if not f.name.endswith(SIDECAR_SUFFIX))


def pad_of(path: Path) -> float:
    """The pad recorded in the manifest next to (or one folder above) a file; TpuGraphs' 0 without one."""
    folder = path if path.is_dir() else path.parent
    for d in (folder, folder.parent):
        manifest = d / "manifest.json"
        if manifest.is_file():
            try:
                return float(json.loads(manifest.read_text())["pad"])
            except (ValueError, KeyError, TypeError) as e:
                raise DatasetError(f"{manifest}: unreadable manifest ({type(e).__name__}: {e})") from None
    return TPUGRAPHS_PAD


def load_dataset(paths: Sequence[str | Path], pad: float | None = None,
                 splits: Sequence[str] = SPLITS) -> Dataset:
    """Loads every layout file of `paths` into its split.

    Args:
      paths: folders or files.
      pad: override the node_feat pad (default: from the manifests).
      splits: which splits to load (the rest stay empty).

    Raises:
      DatasetError: unreadable files, or files with different pads.
    """
    files = dataset_files(paths)
    loaded: dict[str, list[Example]] = {s: [] for s in SPLITS}
    pads = set()
    for s in splits:
        for f in files[s]:
            p = pad_of(f) if pad is None else float(pad)
            pads.add(p)
            loaded[s].append(load_example(f, p))
    if len(pads) > 1:
        raise DatasetError(f"files with different node-feature pads {sorted(pads)} cannot be mixed; "
                           "re-export them with the same --pad")
    chosen = [f for s in splits for f in files[s]]
    return Dataset(tuple(loaded["train"]), tuple(loaded["valid"]), tuple(loaded["test"]),
                   pads.pop() if pads else TPUGRAPHS_PAD, fingerprint_files(chosen))


def fingerprint_files(files: Sequence[Path]) -> str:
    """sha256 over the names and bytes of the files (and their sidecars), in order."""
    h = hashlib.sha256()
    for f in sorted(files, key=lambda p: p.name):
        for g in (f, sidecar_path(f)):
            if g.is_file():
                h.update(g.name.encode())
                h.update(hashlib.sha256(g.read_bytes()).digest())
    return h.hexdigest()[:16]


def hold_out(examples: Sequence[Example], share: float = 0.15) -> tuple[list[Example], list[Example]]:
    """(train, valid) by a hash of each example's name, for data without a valid split.
    With fewer than 3 examples nothing can be held out: both are everything."""
    if len(examples) < 3:
        return list(examples), list(examples)
    scored = sorted(examples, key=lambda e: hashlib.sha256(f"valid:{e.name}".encode()).hexdigest())
    k = max(1, round(share * len(examples)))
    return scored[k:], scored[:k]


__all__ = ["Dataset", "Example", "SPLITS", "dataset_files", "fingerprint_files", "hold_out", "load_dataset",
           "load_example", "make_example", "pad_of"]
