"""A folder of compiled executables, so that one text is compiled once per machine.

Without it, a search would compile the default and its candidates again in every
process that times them: each worker, each confirmation process, the explanation, a
resumed run; and the compile process of `measure.compile_ahead` would have nowhere to
hand its executables to the timing worker. Compiling takes 0.1-1 s a config on the real programs; loading a
serialized executable about a hundredth of that (`bench/search_time.py`). So
`execute.compile_text` looks here first and keeps what it compiles.

An entry's key is everything its machine code depends on: the text, the
compile options, the backend, device kind, the host CPU's model and instruction
set (a folder shared by hosts of several kinds never hands one another's code),
jax and jaxlib versions, `XLA_FLAGS` and the number of cores the process had
when JAX made its backend (XLA:CPU sizes its parallel tasks by them, then: one
text compiles to two executables in processes pinned to 1 and to 2 cores, and
pinning later changes nothing). That count is known for sure only in a process
that pinned itself before JAX started: the measuring workers, which call
`enable_here`. Elsewhere (the search's own process, a deploy) the cache is off.
Entries are written whole (a temporary file renamed into place), so processes
share the folder safely; one that cannot be read is a miss and is removed. The
least recently used go when the folder grows past `MAX_BYTES`.

The folder is `$XTUNE_CACHE_DIR`, else `$XDG_CACHE_HOME/xtune/executables`
(`~/.cache/...`); `XTUNE_CACHE_DIR=off` turns the cache off.
"""

from __future__ import annotations

import functools
import hashlib
import logging
import os
import struct
import tempfile
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

ENV = "XTUNE_CACHE_DIR"
OFF = "off"
MAX_BYTES = 2 << 30  # the folder is pruned, oldest first, to this size
PRUNE_EVERY = 50  # puts between two size checks of the folder
_HEADER = struct.Struct("<d")  # the compile's seconds, then the serialized executable


def folder() -> Path | None:
    """The cache's folder from the environment (`ENV`), or None when it is off."""
    value = os.environ.get(ENV)
    if value is not None:
        return None if value.strip().lower() in (OFF, "") else Path(value).expanduser()
    base = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(base) / "xtune" / "executables"


_cores_at_start: int | None = None  # this process's cores when JAX made its backend, once `enable_here` knows


def enable_here() -> None:
    """Turns the cache on in this process if JAX has made no backend yet (call it right after
    pinning the process to its cores): the cores it has now are those XLA will compile for."""
    global _cores_at_start
    from xtune.measure.mlir import backends_initialized

    if _cores_at_start is None and not backends_initialized():
        _cores_at_start = len(os.sched_getaffinity(0))


@functools.cache
def _cpu() -> str:
    from xtune.measure.device import cpu_features

    return cpu_features()


def key(text: str, options: tuple[tuple[str, Any], ...], backend: Any) -> str:
    """The entry's key: a hash of all its machine code depends on (see the module docstring)."""
    import jax
    import jaxlib

    device = backend.devices()[0]
    parts = (text, repr(sorted((str(k), str(v)) for k, v in options)), backend.platform,
             getattr(device, "device_kind", ""), _cpu(), jax.__version__, jaxlib.__version__,
             os.environ.get("XLA_FLAGS", ""), str(_cores_at_start))
    return hashlib.sha256("\0".join(parts).encode()).hexdigest()


class ExecutableCache:
    """Serialized executables in `root`, by `key`.

    Attributes:
      hits: entries this process loaded.
      misses: keys this process looked up and did not find (or could not read).
      puts: entries this process wrote.
    """

    def __init__(self, root: Path):
        self.root = root
        self.hits = 0
        self.misses = 0
        self.puts = 0

    def _path(self, k: str) -> Path:
        return self.root / k[:2] / f"{k}.xla"

    def get(self, k: str, backend: Any, devices: Any) -> tuple[Any, float] | None:
        """(the loaded executable, the seconds its compile took), or None on a miss."""
        path = self._path(k)
        try:
            data = path.read_bytes()
        except OSError:
            self.misses += 1
            return None
        try:
            (compile_s,) = _HEADER.unpack_from(data)
            exe = backend.deserialize_executable(data[_HEADER.size:], devices, None)
        except Exception as e:  # a truncated or foreign entry: a miss, and gone
            log.debug("executable cache entry %s unreadable (%s): removed", path, e)
            path.unlink(missing_ok=True)
            self.misses += 1
            return None
        self.hits += 1
        try:
            os.utime(path)  # recently used: pruned last
        except OSError:
            pass
        return exe, compile_s

    def put(self, k: str, backend: Any, exe: Any, compile_s: float) -> None:
        """Keeps `exe`; a folder that cannot be written leaves it uncached, silently."""
        path = self._path(k)
        try:
            blob = backend.serialize_executable(exe)
            path.parent.mkdir(parents=True, exist_ok=True)
            with tempfile.NamedTemporaryFile(dir=path.parent, suffix=".tmp", delete=False) as f:
                f.write(_HEADER.pack(compile_s))
                f.write(blob)
            os.replace(f.name, path)
        except Exception as e:  # not serializable on this backend, or a read-only folder
            log.debug("executable not cached (%s)", e)
            return
        self.puts += 1
        if self.puts % PRUNE_EVERY == 1:
            prune(self.root, MAX_BYTES)


def prune(root: Path, max_bytes: int) -> None:
    """Removes the least recently used entries until those left take at most `max_bytes`."""
    entries = []
    for path in root.glob("*/*.xla"):
        try:
            st = path.stat()
        except OSError:  # removed by another process meanwhile
            continue
        entries.append((st.st_mtime, st.st_size, path))
    total = sum(size for _, size, _ in entries)
    for _, size, path in sorted(entries, key=lambda e: e[0]):
        if total <= max_bytes:
            break
        path.unlink(missing_ok=True)
        total -= size


_CACHES: dict[Path, ExecutableCache] = {}


def current() -> ExecutableCache | None:
    """The cache the environment names (one object per folder in a process), or None when it
    is off or this process did not `enable_here`."""
    root = folder()
    if root is None or _cores_at_start is None:
        return None
    return _CACHES.setdefault(root, ExecutableCache(root))
