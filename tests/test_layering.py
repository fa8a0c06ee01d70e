"""The layers import downwards only (measure <- surrogate <- search, and measure <- deploy <-
search: deploy runs in production beside the user's code and needs measure alone), always as
`xtune.*`, and no modules import each other in a circle."""

from __future__ import annotations

import ast
import configparser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LAYERS = ("measure", "surrogate", "deploy", "search")
# what each layer may import (itself included)
ALLOWED = {"measure": {"measure"}, "surrogate": {"measure", "surrogate"}, "deploy": {"measure", "deploy"},
           "search": set(LAYERS)}
FOLDERS_WITH_CODE = (*LAYERS, "tests", "bench", "examples")


def imported_names(path: Path, source: str | None = None, at_run_time: bool = False) -> set[str]:
    """Dotted names a module imports, in any form, as absolute names.

    Covers `import x`, `import x.y as z`, `from x import y` (as `x.y`), relative
    imports (resolved against the module's package), and
    `importlib.import_module("x...")` / `__import__("x...")` with a literal name.
    With `at_run_time`, imports under `if TYPE_CHECKING:` (for annotations only) are left out.
    """
    tree = ast.parse(path.read_text() if source is None else source, filename=str(path))
    package = module_name(path).rsplit(".", 1)[0] if path.name != "__init__.py" else module_name(path)
    names: set[str] = set()
    for node in _walk(tree, at_run_time):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            names.update(f"{module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Call):
            f = node.func
            name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", "")
            if name in ("import_module", "__import__") and node.args:
                arg = node.args[0]
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    names.add(arg.value)
    return names


def _walk(tree: ast.AST, at_run_time: bool):
    for node in ast.iter_child_nodes(tree):
        if at_run_time and isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        yield node
        yield from _walk(node, at_run_time)


def module_name(path: Path) -> str:
    """The installed name of a file of the checkout: measure/space.py -> xtune.measure.space."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(["xtune", *parts]) if not parts or parts[0] in LAYERS else ".".join(parts)


def layer_of(name: str) -> str | None:
    parts = name.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == "xtune" and parts[1] in LAYERS else None


def package_modules() -> dict[str, Path]:
    """Every module of the installed package, by name."""
    files = [ROOT / "__init__.py", *(p for layer in LAYERS for p in sorted((ROOT / layer).rglob("*.py")))]
    return {module_name(p): p for p in files}


MODULES = package_modules()


def resolve(name: str) -> str | None:
    """The package module an imported name loads: `xtune.measure.execute` (a module) or, for
    `xtune.measure.Config` (a name), `xtune.measure`; None outside the package."""
    while name and name not in MODULES:
        name = name.rpartition(".")[0]
    return name or None


@pytest.mark.parametrize("source,expected", [
    ("import xtune.search", "xtune.search"),
    ("import os, xtune.surrogate.graph as g", "xtune.surrogate.graph"),
    ("from xtune.search import cli", "xtune.search.cli"),
    ("def f():\n    from xtune.search.cli import main\n", "xtune.search.cli.main"),
    ("import importlib\nimportlib.import_module('xtune.search.cli')", "xtune.search.cli"),
    ("from .. import search", "xtune.search"),
    ("from ..surrogate import graph", "xtune.surrogate.graph"),
    ("from . import store", "xtune.measure.store"),
])
def test_the_import_scanner_sees_every_form_of_import(source, expected):
    # as if the source were measure/probe.py (nothing is written)
    assert expected in imported_names(ROOT / "measure" / "probe.py", source)


@pytest.mark.parametrize("path", MODULES.values(), ids=lambda p: str(p.relative_to(ROOT)))
def test_each_layer_imports_only_the_layers_below_it(path):
    own = layer_of(module_name(path))
    if own is None:
        return  # the public API (the root __init__) may import every layer, lazily
    allowed = ALLOWED[own]
    bad = {n for n in imported_names(path) if (layer_of(n) or own) not in allowed}
    assert not bad, f"{path.relative_to(ROOT)} ({own}) imports {sorted(bad)}"


@pytest.mark.parametrize("folder", FOLDERS_WITH_CODE)
def test_code_imports_the_layers_only_by_their_installed_name(folder):
    # `import measure` would find the checkout's folder when run from the root, and a
    # user's own `measure` (or nothing) once installed
    bad = [f"{p.relative_to(ROOT)}: {n}" for p in sorted((ROOT / folder).rglob("*.py"))
           for n in imported_names(p) if n.split(".")[0] in LAYERS]
    assert not bad, bad


def test_no_modules_import_each_other_in_a_circle():
    # imports under `if TYPE_CHECKING:` count: a circle of them is a circle of modules all the
    # same (one cannot be read without the other)
    graph = {m: {r for n in imported_names(p) if (r := resolve(n)) and r != m} for m, p in MODULES.items()}
    graph["xtune"] = set()  # the root re-exports lazily, on first use: nothing imports through it
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        path.append(m)
        for n in sorted(graph[m]):
            if state.get(n) == 1:
                circle = path[path.index(n):] + [n]
                pytest.fail("import circle: " + " -> ".join(circle))
            if n not in state:
                visit(n)
        path.pop()
        state[m] = 2

    for m in sorted(graph):
        if m not in state:
            visit(m)


def test_every_package_folder_is_installed():
    cfg = configparser.ConfigParser()
    cfg.read(ROOT / "setup.cfg")
    listed = set(cfg["options"]["packages"].split())
    folders = {module_name(p.parent / "__init__.py") for layer in LAYERS for p in (ROOT / layer).rglob("__init__.py")}
    assert folders | {"xtune"} == listed


def test_jaxlibs_private_api_is_reached_through_one_module():
    users = [str(p.relative_to(ROOT)) for folder in FOLDERS_WITH_CODE for p in sorted((ROOT / folder).rglob("*.py"))
             if any(n.startswith(("jax._src", "jaxlib._")) for n in imported_names(p))]
    assert users == ["measure/mlir.py"]
