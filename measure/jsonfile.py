"""Files written atomically: a reader, or a rerun after a kill, sees the old file or the new one."""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any


def write_bytes(path: Path, data: bytes) -> Path:
    """Writes `data` to `path` through a temporary file of its own (unique, so concurrent
    writers never share one) and a rename; returns `path`."""
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    return path


def write_json(path: Path, data: Any, sort_keys: bool = False) -> Path:
    """Writes `data` as indented JSON to `path` atomically (`write_bytes`); returns `path`."""
    return write_bytes(path, (json.dumps(data, indent=1, sort_keys=sort_keys) + "\n").encode())


__all__ = ["write_bytes", "write_json"]
