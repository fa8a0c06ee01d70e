"""The guide's code map (docs/guide.md, "The code") names every module of the four layers,
and nothing that is not there.

The map is the first code block after the heading "## The code": a line that starts at the
margin with `folder/` opens that folder's part, and the words of the part (that line's and
the indented lines below it) name the folder's modules (`name.py`) and subfolders (`name/`). `__init__.py` and `__main__.py` are left out:
they are the package itself and `python -m`, not modules with a role of their own.
"""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GUIDE = ROOT / "docs" / "guide.md"
LAYERS = ("measure", "surrogate", "deploy", "search")


def code_map(text: str) -> dict[str, list[str]]:
    """{top-level folder: the words of its part of the map} (its `name.py` and `name/` words)."""
    after = ("\n" + text).split("\n## The code\n", 1)[1]
    block = after.split("```", 2)[1].split("\n", 1)[1]
    parts: dict[str, list[str]] = {}
    folder = None
    for line in block.splitlines():
        if m := re.match(r"^([\w.-]+)/(\s|$)", line):
            folder = m.group(1)
            parts[folder] = []
            line = line[m.end():]
        if folder is not None:
            parts[folder] += re.findall(r"(?<![\w/.-])([\w-]+(?:\.py|/))(?=[\s,;)]|$)", line)
    return parts


def modules(folder: str) -> set[str]:
    return {p.name for p in (ROOT / folder).glob("*.py") if p.name not in ("__init__.py", "__main__.py")}


def subpackages(folder: str) -> set[str]:
    return {f"{p.parent.name}/" for p in (ROOT / folder).glob("*/__init__.py")}


def test_the_code_map_names_every_module_of_every_layer_and_none_that_is_gone():
    parts = code_map(GUIDE.read_text())
    assert set(LAYERS) <= set(parts), f"docs/guide.md's code map has no part for {set(LAYERS) - set(parts)}"
    problems = []
    for layer in LAYERS:
        named = {w for w in parts[layer] if w.endswith(".py")}
        problems += [f"{layer}/{m} is not in the map" for m in sorted(modules(layer) - named)]
        problems += [f"the map names {layer}/{m}, which does not exist" for m in sorted(named - modules(layer))]
    assert not problems, "docs/guide.md, The code:\n" + "\n".join(problems)


def test_the_code_map_names_every_subpackage_and_only_folders_that_exist():
    parts = code_map(GUIDE.read_text())
    problems = []
    for layer in LAYERS:
        folders = {w for w in parts[layer] if w.endswith("/")}
        problems += [f"{layer}/{f} is not in the map" for f in sorted(subpackages(layer) - folders)]
        problems += [f"the map names {layer}/{f}, which does not exist"
                     for f in sorted(folders) if not (ROOT / layer / f).is_dir()]
    problems += [f"the map names {f}/, which does not exist" for f in parts if not (ROOT / f).is_dir()]
    assert not problems, "docs/guide.md, The code:\n" + "\n".join(problems)


def test_the_code_map_names_every_set_of_example_programs():
    named = set(code_map(GUIDE.read_text())["examples"])
    sets = {f"{p.name}/" for p in (ROOT / "examples").iterdir() if p.is_dir() and any(p.glob("*.mlir"))}
    assert sets, "examples/ holds no folder of programs"
    assert sets <= named, f"docs/guide.md's code map leaves out examples/{sorted(sets - named)}"


def test_the_map_reader_takes_modules_and_folders_of_each_part():
    text = ("## The code\n\n```text\nmeasure/     device\n  a.py b.py     A; B (see c.py)\n"
            "surrogate/   models\n  programs/  d.py  the generator\n```\n")
    assert code_map(text) == {"measure": ["a.py", "b.py", "c.py"], "surrogate": ["programs/", "d.py"]}
