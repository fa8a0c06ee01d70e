"""JSON files written atomically: a reader, or a rerun after a kill, sees the old file or the new one."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


def write_json(path: Path, data: Any, sort_keys: bool = False) -> Path:
    """Writes `data` as indented JSON to `path` through a temporary file and a rename; returns `path`."""
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(json.dumps(data, indent=1, sort_keys=sort_keys) + "\n")
    os.replace(tmp, path)
    return path


__all__ = ["write_json"]
