"""Writing a bench script's results: a markdown table (with the command that made it
and what was measured) and the raw rows beside it as JSON."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any


def write_table(out: str | Path, intro: str, header: list[str], rows: list[list[str]], raw: Any = None) -> str:
    """Writes `out` (markdown: `intro`, then the table) and, with `raw`, `out` as .json; returns the text."""
    lines = [intro, "", "| " + " | ".join(header) + " |", "|" + "---|" * len(header)]
    lines += ["| " + " | ".join(r) + " |" for r in rows]
    text = "\n".join(lines) + "\n"
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    if raw is not None:
        out.with_suffix(".json").write_text(json.dumps(raw, indent=1))
    return text
