"""The product speaks of the product: no words about how it was built.

Code, comments, docstrings, help texts and test names describe what xtune does and why, not
the history of its making: no issue or stop numbers, no "session", no calendar dates, no
"written before" (how a rule or a figure came about), and the design notes are cited as
`docs/design.md`, the file the repository has. Dated facts belong in the data and result
files (`data/`, `bench/results/`) and in `docs/experiments.md`, which this test does not read.

What is scanned:

* every line of the product's Python files (the root `__init__.py`, `measure/`, `surrogate/`,
  `deploy/`, `search/`, `examples/*.py`): code, string literals, comments and docstrings, since
  their strings are error messages and help texts a user reads;
* the help text of every `xtune` command and subcommand (`xtune ... --help`);
* in `tests/*.py`, the comments, the docstrings and the names of functions and classes (with
  `_` read as a space), but not the other string literals: those are fixture data, where a
  date (an answer's `date`), an MLIR result like `%r#1` or pytest's `scope="session"` is right.
  This file names the patterns themselves, so it is not scanned.
"""

from __future__ import annotations

import ast
import io
import re
import tokenize
from collections.abc import Iterator
from pathlib import Path

import click

ROOT = Path(__file__).resolve().parents[1]
PRODUCT_FOLDERS = ("measure", "surrogate", "deploy", "search")

# All case-insensitive. Word boundaries keep identifiers out: `\bsession\b` does not match
# `_Session`/`_SESSION` (measure/execute.py's per-process state) or `start_new_session`, since `_`
# is a word character.
PATTERNS = {
    "issue number": r"\bissues?\s*#?\d+",
    "#number": r"(?<![\w%&#/])#\d+\b",  # `#45`; not MLIR's `%r#1` (a word character before it)
    "stop number": r"\bstops?\s*\(?\d+",  # "stop 35", "(stop 34 to 39)"
    "session": r"\bsessions?\b",
    "date": r"\b20\d\d-\d\d-\d\d\b",
    "DESIGN.md": r"(?<!docs/)\bdesign\.md\b",  # the design notes are docs/design.md
    "written before": r"\bwritten\s+before\b",
    "rule of a commit": r"\brule\s+of\s+[0-9a-f]{7,40}\b",
}
PATTERN = re.compile("|".join(f"(?P<p{i}>{p})" for i, p in enumerate(PATTERNS.values())), re.IGNORECASE)
NAMES = list(PATTERNS)


def hits(text: str) -> Iterator[str]:
    """`pattern name: 'matched text'` for every match in `text`."""
    for m in PATTERN.finditer(text):
        yield f"{NAMES[int(m.lastgroup[1:])]}: {m.group(0)!r}"


def product_files() -> list[Path]:
    files = [ROOT / "__init__.py", *sorted((ROOT / "examples").glob("*.py"))]
    for folder in PRODUCT_FOLDERS:
        files += sorted(p for p in (ROOT / folder).rglob("*.py") if "__pycache__" not in p.parts)
    return files


def scanned_test_files() -> list[Path]:
    return sorted(p for p in (ROOT / "tests").glob("*.py") if p.name != Path(__file__).name)


def product_hits(path: Path) -> Iterator[str]:
    for n, line in enumerate(path.read_text().splitlines(), 1):
        for h in hits(line):
            yield f"{path.relative_to(ROOT)}:{n}: {h}"


def hits_in_test_file(path: Path) -> Iterator[str]:
    """Comments, docstrings and function/class names of a test file (see the module docstring)."""
    source = path.read_text()
    lines = source.splitlines()
    where = path.relative_to(ROOT)
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            for h in hits(tok.string):
                yield f"{where}:{tok.start[0]}: {h}"
    for node in ast.walk(ast.parse(source, filename=str(path))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            for h in hits(node.name.replace("_", " ")):
                yield f"{where}:{node.lineno}: {h} (in the name {node.name})"
        if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                for n in range(first.lineno, first.end_lineno + 1):
                    for h in hits(lines[n - 1]):
                        yield f"{where}:{n}: {h}"


def help_texts() -> Iterator[tuple[str, str]]:
    """(`xtune ... --help`, its text) for the group and every command below it."""
    from xtune.search.cli import main

    def walk(cmd: click.Command, name: str, parent: click.Context | None) -> Iterator[tuple[str, str]]:
        ctx = click.Context(cmd, info_name=name.rsplit(" ", 1)[-1], parent=parent)
        yield f"{name} --help", cmd.get_help(ctx)
        if isinstance(cmd, click.Group):
            for sub in cmd.list_commands(ctx):
                yield from walk(cmd.get_command(ctx, sub), f"{name} {sub}", ctx)

    yield from walk(main, "xtune", None)


def test_the_product_files_speak_only_of_the_product():
    files = product_files()
    assert len(files) > 50 and ROOT / "measure" / "execute.py" in files  # the scan finds the package
    found = [h for p in files for h in product_hits(p)]
    assert not found, "words about how xtune was built, in its files:\n" + "\n".join(found)


def test_the_tests_comments_docstrings_and_names_speak_only_of_the_product():
    files = scanned_test_files()
    assert len(files) > 20
    found = [h for p in files for h in hits_in_test_file(p)]
    assert not found, "words about how xtune was built, in its tests:\n" + "\n".join(found)


def test_the_help_texts_speak_only_of_the_product():
    texts = dict(help_texts())
    assert {"xtune --help", "xtune search --help", "xtune db answers --help"} <= set(texts)
    found = [f"{cmd}: {h}" for cmd, text in texts.items() for h in hits(text)]
    assert not found, "words about how xtune was built, in the help texts:\n" + "\n".join(found)


def test_the_patterns_catch_what_they_are_for_and_leave_identifiers_alone():
    caught = ["issue 15's bimodal default", "see #45", "(stop 34 to 39)", "as in this session",
              "as before 2026-12-02", "the CPU facts in DESIGN.md", "a rule written before the run",
              "the rule of 3f2a9c1"]
    assert all(list(hits(s)) for s in caught), [s for s in caught if not list(hits(s))]
    left = ["class _Session:", "_SESSION.prepare(job)", "start_new_session=True", "%r#1 : tensor<8xf32>",
            "see docs/design.md", "the time cap may stop sooner", "issues a warning", "written to disk before"]
    assert not [h for s in left for h in hits(s)]
