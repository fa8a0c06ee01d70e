"""The layers import downwards only: measure <- surrogate <- search."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def imported_roots(path: Path, package: str, source: str | None = None) -> set[str]:
    """Top-level package names a module imports, in any form.

    Covers `import x`, `import x.y as z`, `from x import y`, `from x.y import z`,
    relative imports that climb out of the package, and
    `importlib.import_module("x...")` / `__import__("x...")` with a literal name.
    """
    tree = ast.parse(path.read_text() if source is None else source, filename=str(path))
    depth = len(path.relative_to(ROOT).parts) - 1  # package nesting of this module
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(a.name.split(".")[0] for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                roots.add((node.module or "").split(".")[0])
            elif node.level > depth:  # climbs above the top-level package
                if node.module:
                    roots.add(node.module.split(".")[0])
                else:
                    roots.update(a.name for a in node.names)
            else:
                roots.add(package)
        elif isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
            if name in ("import_module", "__import__") and node.args:
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    roots.add(arg.value.lstrip(".").split(".")[0])
    return roots


def modules(package: str) -> list[Path]:
    files = sorted((ROOT / package).rglob("*.py"))
    assert files, f"no modules under {package}/"
    return files


@pytest.mark.parametrize("source,expected", [
    ("import search", "search"),
    ("import os, surrogate.graph as g", "surrogate"),
    ("from search import cli", "search"),
    ("from surrogate.model import Net", "surrogate"),
    ("def f():\n    from search.cli import main\n", "search"),
    ("import importlib\nimportlib.import_module('search.cli')", "search"),
    ("__import__('surrogate')", "surrogate"),
    ("from .. import search", "search"),
    ("from ..surrogate import graph", "surrogate"),
    ("from . import store", "measure"),
])
def test_the_import_scanner_sees_every_form_of_import(source, expected):
    # as if the source were measure/probe.py (nothing is written)
    assert expected in imported_roots(ROOT / "measure" / "probe.py", "measure", source)


@pytest.mark.parametrize("path", modules("measure"), ids=lambda p: str(p.relative_to(ROOT)))
def test_measure_never_imports_surrogate_or_search(path):
    bad = imported_roots(path, "measure") & {"surrogate", "search"}
    assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"


@pytest.mark.parametrize("path", modules("surrogate"), ids=lambda p: str(p.relative_to(ROOT)))
def test_surrogate_never_imports_search(path):
    bad = imported_roots(path, "surrogate") & {"search"}
    assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"
