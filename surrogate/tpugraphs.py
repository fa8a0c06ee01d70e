"""Reading and writing TpuGraphs `.npz` files (layout and tile collections).

Keys and shapes are the published ones. Dtypes: the TpuGraphs README says
int32 for `node_opcode`, `edge_index`, `node_config_ids` and the layout
`config_runtime`, but the published files (and `graph_features.cc` that made
them) hold `node_opcode` uint8, `edge_index` / `node_config_ids` /
`node_splits` / runtimes int64, `node_splits` with shape (1, s) rather than
(s,). Loaders accept either and cast to one in-memory form; writers write
the published dtypes and shapes:

| key                          | file dtype, shape | in memory          |
|------------------------------|-------------------|--------------------|
| node_feat                    | float32 (n, 140)  | float32 (n, 140)   |
| node_opcode                  | uint8 (n,)        | int32 (n,)         |
| edge_index                   | int64 (m, 2)      | int32 (m, 2)       |
| node_config_feat (layout)    | float32 (c, nc, 18) | float32          |
| node_config_ids (layout)     | int64 (nc,)       | int32 (nc,)        |
| node_splits (layout)         | int64 (1, s)      | int64 (s,)         |
| config_feat (tile)           | float32 (c, 24)   | float32 (c, 24)    |
| config_runtime               | int64 (c,)        | int64 (c,)         |
| config_runtime_normalizers (tile) | int64 (c,)   | int64 (c,)         |

Runtimes are integers (TpuGraphs: nanoseconds); ours are written as
nanoseconds. Anything else we know about a config (the swap gene, module
options) never goes into the TpuGraphs file: `save_sidecar` writes it to
`<stem>.xtune.npz` next to it.

Every problem with a file raises `DatasetError` with one line naming the file.
"""

from __future__ import annotations

import contextlib
import dataclasses
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import numpy as np

from xtune.measure.errors import InputError, one_line
from xtune.surrogate.config_features import LAYOUT_CONFIG_DIM
from xtune.surrogate.features import NODE_FEATURE_DIM

TILE_CONFIG_DIM = 24
#: The sub-folders a TpuGraphs collection (and `xtune dataset export`) splits files into.
SPLITS = ("train", "valid", "test")
LAYOUT_KEYS = ("node_feat", "node_opcode", "edge_index", "node_config_feat", "node_config_ids", "node_splits",
               "config_runtime")
TILE_KEYS = ("node_feat", "node_opcode", "edge_index", "config_feat", "config_runtime", "config_runtime_normalizers")
SIDECAR_SUFFIX = ".xtune.npz"
# key -> dtype in memory / in the files we write (the published ones).
_MEMORY_DTYPES = {"node_feat": np.float32, "node_opcode": np.int32, "edge_index": np.int32,
                  "node_config_feat": np.float32, "node_config_ids": np.int32, "node_splits": np.int64,
                  "config_feat": np.float32, "config_runtime": np.int64, "config_runtime_normalizers": np.int64}
_FILE_DTYPES = {**_MEMORY_DTYPES, "node_opcode": np.uint8, "edge_index": np.int64, "node_config_ids": np.int64}


class DatasetError(InputError, ValueError):
    """A TpuGraphs file is missing, corrupt or inconsistent; one-line message naming it."""


@dataclasses.dataclass(frozen=True, eq=False)
class LayoutExample:
    """One layout-collection file, field for field (the keys of `LAYOUT_KEYS`): a graph,
    c configs over its nc configurable nodes, c runtimes.

    Attributes:
      node_feat: (n, 140) float32 node features.
      node_opcode: (n,) int32 opcode ids.
      edge_index: (m, 2) int32, [u, v] = u consumes v.
      node_config_feat: (c, nc, 18) float32 minor_to_major layouts (out, in0, in1; 6 each),
        -1 = default / padding.
      node_config_ids: (nc,) int32 indices into the n nodes.
      node_splits: (s,) int64 computation boundaries.
      config_runtime: (c,) int64, > 0 (nanoseconds).
      source: str, the file it came from ("" if built in memory).
    """

    node_feat: np.ndarray
    node_opcode: np.ndarray
    edge_index: np.ndarray
    node_config_feat: np.ndarray
    node_config_ids: np.ndarray
    node_splits: np.ndarray
    config_runtime: np.ndarray
    source: str = ""

    @property
    def num_configs(self) -> int:
        return int(self.config_runtime.shape[0])


@dataclasses.dataclass(frozen=True, eq=False)
class TileExample:
    """One tile-collection file, field for field (the keys of `TILE_KEYS`): a kernel graph,
    c graph-level tile configs, c runtimes. (Read and written; no model here trains on tiles.)

    Attributes:
      node_feat: (n, 140) float32 node features.
      node_opcode: (n,) int32 opcode ids.
      edge_index: (m, 2) int32, [u, v] = u consumes v.
      config_feat: (c, 24) float32 tile config features.
      config_runtime: (c,) int64, > 0.
      config_runtime_normalizers: (c,) int64, > 0 (the default config's runtime).
      source: str, the file it came from.
    """

    node_feat: np.ndarray
    node_opcode: np.ndarray
    edge_index: np.ndarray
    config_feat: np.ndarray
    config_runtime: np.ndarray
    config_runtime_normalizers: np.ndarray
    source: str = ""

    @property
    def num_configs(self) -> int:
        return int(self.config_runtime.shape[0])


# --- reading ------------------------------------------------------------------------

def load_layout(path: str | os.PathLike) -> LayoutExample:
    """Reads and validates a layout `.npz`. Raises DatasetError."""
    return _load(path, LayoutExample, LAYOUT_KEYS, validate_layout)


def load_tile(path: str | os.PathLike) -> TileExample:
    """Reads and validates a tile `.npz`. Raises DatasetError."""
    return _load(path, TileExample, TILE_KEYS, validate_tile)


def load(path: str | os.PathLike) -> LayoutExample | TileExample:
    """A layout or tile example, whichever the file's keys say."""
    with _opened(path) as z:
        is_tile = "config_feat" in z.files and "node_config_feat" not in z.files
    return load_tile(path) if is_tile else load_layout(path)


def _load(path, cls, keys: tuple[str, ...], validate):
    where = str(path)
    raw = _read_npz(path, keys)
    arrays = {}
    for k in keys:
        cast = _floats if _MEMORY_DTYPES[k] == np.float32 else _ints
        arrays[k] = cast(raw[k], k, where, _MEMORY_DTYPES[k])
    if "node_splits" in arrays:
        arrays["node_splits"] = arrays["node_splits"].reshape(-1)
    ex = cls(**arrays, source=where)
    validate(ex, where)
    return ex


def _read_npz(path: str | os.PathLike, keys: tuple[str, ...]) -> dict[str, np.ndarray]:
    with _opened(path) as z:
        missing = [k for k in keys if k not in z.files]
        if missing:
            raise DatasetError(f"{path}: missing key {missing[0]!r} (has {', '.join(sorted(z.files)) or 'none'})")
        out = {}
        for k in keys:
            try:
                out[k] = np.asarray(z[k])
            except Exception as e:  # zlib.error, BadZipFile, EOFError, ValueError from a damaged member
                raise DatasetError(f"{path}: corrupt array {k!r} ({one_line(e)})") from None
    return out


@contextlib.contextmanager
def _opened(path: str | os.PathLike) -> Iterator[np.lib.npyio.NpzFile]:
    """`np.load` of an npz that turns every failure to open it into a DatasetError."""
    if not Path(path).is_file():
        raise DatasetError(f"{path}: no such file")
    try:
        z = np.load(path, allow_pickle=False)
    except Exception as e:  # BadZipFile, EOFError, ValueError (pickle / not npz), OSError
        raise DatasetError(f"{path}: not a readable npz file ({one_line(e)})") from None
    if not isinstance(z, np.lib.npyio.NpzFile):
        raise DatasetError(f"{path}: a single .npy array, not an npz archive")
    try:
        yield z
    finally:
        z.close()


def _floats(a: np.ndarray, key: str, where: str, dtype=np.float32) -> np.ndarray:
    if a.dtype.kind not in "fiub":
        raise DatasetError(f"{where}: {key} has dtype {a.dtype}, expected numbers")
    a = a.astype(dtype, copy=False)
    if not np.isfinite(a).all():
        raise DatasetError(f"{where}: {key} holds NaN or infinite values")
    return a


def _ints(a: np.ndarray, key: str, where: str, dtype) -> np.ndarray:
    if a.dtype.kind == "f":
        if not np.isfinite(a).all() or (a != np.round(a)).any():
            raise DatasetError(f"{where}: {key} holds non-integer values")
    elif a.dtype.kind not in "iub":
        raise DatasetError(f"{where}: {key} has dtype {a.dtype}, expected integers")
    _check_fits(a, dtype, key, where)
    return a.astype(dtype, copy=False)


def _check_fits(a: np.ndarray, dtype, key: str, where: str) -> None:
    info = np.iinfo(dtype)
    if a.size and (a.min() < info.min or a.max() > info.max):
        raise DatasetError(f"{where}: {key} values do not fit {np.dtype(dtype).name}")


# --- validation -----------------------------------------------------------------------

def validate_layout(ex: LayoutExample, where: str = "layout example") -> None:
    """Raises DatasetError (one line, naming `where`) if the arrays do not fit together."""
    n = _check_graph(ex.node_feat, ex.node_opcode, ex.edge_index, where)
    ncf, ids, runtime = ex.node_config_feat, ex.node_config_ids, ex.config_runtime
    if ncf.ndim != 3 or ncf.shape[2] != LAYOUT_CONFIG_DIM:
        raise DatasetError(f"{where}: node_config_feat has shape {ncf.shape}, expected (c, nc, {LAYOUT_CONFIG_DIM})")
    if ids.ndim != 1 or ncf.shape[1] != ids.shape[0]:
        raise DatasetError(f"{where}: node_config_feat has nc={ncf.shape[1]} but node_config_ids has "
                           f"shape {ids.shape}")
    if ids.size and (ids.min() < 0 or ids.max() >= n):
        raise DatasetError(f"{where}: node_config_ids out of range [0, {n})")
    _check_runtimes(runtime, "config_runtime", ncf.shape[0], where)
    splits = ex.node_splits
    if splits.ndim != 1 or (splits.size and (splits.min() < 0 or splits.max() > n or (np.diff(splits) < 0).any())):
        raise DatasetError(f"{where}: node_splits must be non-decreasing node indices in [0, {n}]")


def validate_tile(ex: TileExample, where: str = "tile example") -> None:
    """Raises DatasetError (one line, naming `where`) if the arrays do not fit together."""
    _check_graph(ex.node_feat, ex.node_opcode, ex.edge_index, where)
    if ex.config_feat.ndim != 2 or ex.config_feat.shape[1] != TILE_CONFIG_DIM:
        raise DatasetError(f"{where}: config_feat has shape {ex.config_feat.shape}, expected (c, {TILE_CONFIG_DIM})")
    c = ex.config_feat.shape[0]
    _check_runtimes(ex.config_runtime, "config_runtime", c, where)
    _check_runtimes(ex.config_runtime_normalizers, "config_runtime_normalizers", c, where)


def _check_graph(node_feat: np.ndarray, node_opcode: np.ndarray, edge_index: np.ndarray, where: str) -> int:
    if node_feat.ndim != 2 or node_feat.shape[1] != NODE_FEATURE_DIM:
        raise DatasetError(f"{where}: node_feat has shape {node_feat.shape}, expected (n, {NODE_FEATURE_DIM})")
    n = node_feat.shape[0]
    if node_opcode.shape != (n,):
        raise DatasetError(f"{where}: node_opcode has shape {node_opcode.shape}, node_feat has {n} rows")
    if node_opcode.size and (node_opcode.min() < 0 or node_opcode.max() > 255):
        raise DatasetError(f"{where}: node_opcode values outside 0..255")
    if edge_index.ndim != 2 or edge_index.shape[1] != 2:
        raise DatasetError(f"{where}: edge_index has shape {edge_index.shape}, expected (m, 2)")
    if edge_index.size and (edge_index.min() < 0 or edge_index.max() >= n):
        raise DatasetError(f"{where}: edge_index out of range [0, {n})")
    return n


def _check_runtimes(runtime: np.ndarray, key: str, c: int, where: str) -> None:
    if runtime.shape != (c,):
        raise DatasetError(f"{where}: {key} has shape {runtime.shape}, expected ({c},) for {c} configs")
    if runtime.size and runtime.min() <= 0:
        bad = int(np.argmin(runtime))
        raise DatasetError(f"{where}: {key}[{bad}] = {runtime[bad]} is not positive")


# --- writing --------------------------------------------------------------------------

def save_layout(path: str | os.PathLike, ex: LayoutExample) -> Path:
    """Writes exactly the published layout keys, dtypes and shapes (validated first)."""
    return _save(path, ex, LAYOUT_KEYS, validate_layout)


def save_tile(path: str | os.PathLike, ex: TileExample) -> Path:
    """Writes exactly the published tile keys, dtypes and shapes (validated first)."""
    return _save(path, ex, TILE_KEYS, validate_tile)


def _save(path, ex, keys: tuple[str, ...], validate) -> Path:
    validate(ex, str(path))
    arrays = {}
    for k in keys:
        a = getattr(ex, k)
        dtype = _FILE_DTYPES[k]
        if np.issubdtype(dtype, np.integer):
            _check_fits(a, dtype, k, str(path))
        arrays[k] = a.astype(dtype)
    arrays["edge_index"] = arrays["edge_index"].reshape(-1, 2)
    if "node_splits" in arrays:
        arrays["node_splits"] = arrays["node_splits"].reshape(1, -1)
    return _write_npz(path, arrays)


def layout_example(graph: Any, node_config_feat: np.ndarray, config_runtime_ns: np.ndarray) -> LayoutExample:
    """A layout example from a `surrogate.ProgramGraph`, its configs' features
    (c, nc, 18) and their runtimes in nanoseconds (rounded to integers)."""
    runtime = np.asarray(config_runtime_ns)
    if runtime.dtype.kind == "f":
        runtime = np.rint(runtime)
    ex = LayoutExample(
        node_feat=np.asarray(graph.node_feat, np.float32),
        node_opcode=np.asarray(graph.node_opcode, np.int32),
        edge_index=np.asarray(graph.edge_index, np.int32),
        node_config_feat=np.asarray(node_config_feat, np.float32),
        node_config_ids=np.asarray(graph.node_config_ids, np.int32),
        node_splits=np.asarray(graph.node_splits, np.int64).reshape(-1),
        config_runtime=runtime.astype(np.int64),
    )
    validate_layout(ex, f"graph of {graph.program or 'program'}")
    return ex


def sidecar_path(path: str | os.PathLike) -> Path:
    """`dir/foo.npz` -> `dir/foo.xtune.npz`: where xtune's extension data lives."""
    p = Path(path)
    return p.with_name(p.name.removesuffix(".npz") + SIDECAR_SUFFIX)


def save_sidecar(path: str | os.PathLike, *, node_config_extra: np.ndarray, config_option_feat: np.ndarray,
                 config_node_ids: tuple[str, ...] = (), extra_feature_names: tuple[str, ...] = (),
                 option_feature_names: tuple[str, ...] = ()) -> Path:
    """Writes xtune-only config features next to the TpuGraphs file `path`.

    Args:
      path: the TpuGraphs `.npz` it belongs to (it is not touched).
      node_config_extra: (c, nc, k) per-node extras (`extra_config_features`).
      config_option_feat: (c, k_opt) module options (`option_features`).
      config_node_ids, extra_feature_names, option_feature_names: labels.
    """
    extra, options = np.asarray(node_config_extra, np.float32), np.asarray(config_option_feat, np.float32)
    if extra.ndim != 3 or options.ndim != 2 or extra.shape[0] != options.shape[0]:
        raise DatasetError(f"{sidecar_path(path)}: node_config_extra {extra.shape} and config_option_feat "
                           f"{options.shape} must be (c, nc, k) and (c, k_opt)")
    return _write_npz(sidecar_path(path), {
        "node_config_extra": extra, "config_option_feat": options,
        "config_node_ids": np.asarray(config_node_ids, dtype=str),
        "extra_feature_names": np.asarray(extra_feature_names, dtype=str),
        "option_feature_names": np.asarray(option_feature_names, dtype=str),
    })


def load_sidecar(path: str | os.PathLike) -> dict[str, np.ndarray]:
    """The sidecar of the TpuGraphs file `path` (or the sidecar itself)."""
    p = Path(path)
    side = p if p.name.endswith(SIDECAR_SUFFIX) else sidecar_path(p)
    return _read_npz(side, ("node_config_extra", "config_option_feat", "config_node_ids",
                            "extra_feature_names", "option_feature_names"))


def _write_npz(path: str | os.PathLike, arrays: dict[str, np.ndarray]) -> Path:
    """np.savez_compressed to a temporary file, then an atomic rename (and no
    '.npz' appended behind the caller's back)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            np.savez_compressed(f, **arrays)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    return path


__all__ = ["DatasetError", "LAYOUT_KEYS", "LayoutExample", "SIDECAR_SUFFIX", "SPLITS", "TILE_KEYS", "TileExample",
           "load", "load_layout", "load_sidecar", "load_tile", "layout_example", "save_layout", "save_sidecar",
           "save_tile", "sidecar_path", "validate_layout", "validate_tile"]
