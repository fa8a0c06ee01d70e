"""Every `xtune ...` command the README and docs/ show still parses against the real command line.

A command is read from two places in README.md and docs/*.md:

* a line of a shell code block (a fenced block with no language or a shell one, or an
  indented block) that starts with `xtune ` (after a `$ ` prompt or `NAME=value`
  assignments); `;`, `&&` and ` | ` separate commands on one line, and a ` # comment`
  ends it. Such a line is a whole command: a required argument missing fails too.
* an inline code span that starts with `xtune ` (it may run over a line break). A span is
  often a fragment (`xtune db answers --out`), so missing arguments are fine there; an
  unknown command or option, or a value the option refuses, still fails.

How the docs write commands, and how this test reads them:

* `a|b|c` where a command or value is expected means each of them (`xtune db
  best|stats|export STORE` is three commands);
* `[--model random]` marks an optional part: it is parsed as present;
* `...` alone says arguments are left out: it is dropped, and the line is read as a
  fragment; `STORE...` is the placeholder `STORE`;
* a placeholder in capitals (PROGRAM, DIR, N) stands for any value: where the option takes
  a number or a choice, a value its type accepts is parsed in its place;
* paths need not exist (the commands are parsed in an empty folder, with click's
  existence checks off), and `--cores` is not held to this machine's cores (the reader's
  machine is another).

`--model` takes a name or a file, so click takes any value; the names it knows are checked
here (`MODEL_NAMES`, as `xtune.search.costmodel.load_model` reads them): a removed name such
as `count` fails.

Not read, and why (`SKIPPED`): docs/experiments.md, the record of what was tried, with each
command as it ran then (an option since renamed included).
"""

from __future__ import annotations

import dataclasses
import itertools
import re
import shlex
from collections.abc import Iterator
from pathlib import Path

import click
import pytest

ROOT = Path(__file__).resolve().parents[1]
SKIPPED = {"docs/experiments.md": "the record of what was tried, each command as it ran then"}
MODEL_NAMES = ("potentials", "gnn", "random")
SHELL_LANGUAGES = ("", "sh", "bash", "shell", "console")
PLACEHOLDER = re.compile(r"^[A-Z][A-Z0-9_]*(?:\.[a-z0-9]+)?$")  # PROGRAM, DIR, N, FILE.npz
ASSIGNMENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*=\S*$")
SAMPLES = ("1", "1.0", "30m", "local:1")  # tried, in order, where a placeholder's option wants a type


@dataclasses.dataclass(frozen=True)
class Shown:
    """A command a doc shows: where, its text, and whether it is a whole command line."""

    file: str
    line: int
    text: str
    whole: bool

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: `{self.text}`"


def doc_files() -> list[Path]:
    files = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
    return [p for p in files if str(p.relative_to(ROOT)) not in SKIPPED]


def _commands_in(text: str) -> Iterator[str]:
    """The `xtune ...` commands of one shell line or code span."""
    text = re.sub(r"\s+#.*$", "", text.strip())
    for part in re.split(r"\s*(?:;|&&|\s\|\s)\s*", text):
        part = part.removeprefix("$ ").strip()
        words = part.split()
        while words and ASSIGNMENT.match(words[0]):
            words.pop(0)
        if len(words) >= 2 and words[0] == "xtune":
            yield " ".join(words)


def shown_commands(path: Path, root: Path = ROOT) -> Iterator[Shown]:
    """Every `xtune ...` command of a markdown file, with its line (the file named from `root`)."""
    name = str(path.relative_to(root))
    lines = path.read_text().splitlines()
    prose: list[tuple[int, str]] = []  # (line number, text) outside code blocks
    fence: str | None = None
    previous_blank = True
    held: tuple[int, str] | None = None  # a shell line continued with a trailing backslash
    for n, line in enumerate(lines, 1):
        stripped = line.strip()
        if fence is not None:
            if stripped.startswith("```"):
                fence = None
            elif fence in SHELL_LANGUAGES:
                start, line = (held[0], f"{held[1]} {stripped}") if held else (n, line)
                held = (start, line.rstrip().removesuffix("\\")) if line.rstrip().endswith("\\") else None
                if held is None:
                    yield from (Shown(name, start, c, True) for c in _commands_in(line))
        elif stripped.startswith("```"):
            fence = stripped[3:].strip().lower()
        elif line.startswith("    ") and previous_blank:  # an indented code block
            yield from (Shown(name, n, c, True) for c in _commands_in(line))
            continue
        else:
            prose.append((n, line))
        previous_blank = not stripped or (previous_blank and line.startswith("    "))
    # inline spans, which may run over a line break (not over a blank line)
    text = "\n".join(line for _, line in prose)
    starts = list(itertools.accumulate((len(line) + 1 for _, line in prose), initial=0))
    for m in re.finditer(r"`([^`\n]+(?:\n[^`\n]+)?)`", text):
        number = prose[_index(starts, m.start())][0]
        for c in _commands_in(m.group(1).replace("\n", " ")):
            yield Shown(name, number, c, False)


def _index(starts: list[int], offset: int) -> int:
    return max(i for i, s in enumerate(starts) if s <= offset)


def expansions(text: str) -> list[list[str]]:
    """The argument lists a shown command stands for (without the leading `xtune`)."""
    words = []
    for word in shlex.split(text)[1:]:
        word = word.strip("[]")
        if word in ("", "...", "…"):
            continue
        word = word.removesuffix("...").removesuffix("…")
        if "|" in word and not word.startswith("-") and "/" not in word and "=" not in word:
            words.append(word.split("|"))
        else:
            words.append([word])
    return [list(choice) for choice in itertools.product(*words)]


def _option(command: click.Command, word: str) -> click.Option | None:
    for p in command.params:
        if isinstance(p, click.Option) and word in (*p.opts, *p.secondary_opts):
            return p
    return None


def _concrete(command: click.Command, ctx: click.Context, args: list[str]) -> list[str]:
    """`args` with each capitalised placeholder that is an option's value replaced by a value
    of the option's type (a placeholder for a string stays as it is)."""
    out = list(args)
    for i in range(1, len(out)):
        option = _option(command, out[i - 1])
        if option is None or option.is_flag or not PLACEHOLDER.match(out[i]):
            continue
        for value in (out[i], *SAMPLES, *getattr(option.type, "choices", ())):
            try:
                option.type.convert(value, option, ctx)
            except click.BadParameter:
                continue
            out[i] = str(value)
            break
    return out


def parse(args: list[str], whole: bool) -> None:
    """Parses `xtune ARGS` down to its last subcommand without running it (in the folder the
    caller is in; paths need not exist, nor `--cores` fit this machine).

    Raises:
      click.ClickException: the parse error (unknown command or option, a refused value; with
        `whole`, a missing required argument).
    """
    with pytest.MonkeyPatch.context() as monkeypatch:  # each parse undoes its own changes
        _parse(args, whole, monkeypatch)


def _parse(args: list[str], whole: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    import xtune.measure.cli_types as cli_types
    from xtune.search.cli import main

    monkeypatch.setattr(cli_types, "cores_above_machine", lambda cores, cluster: None)
    command: click.Command = main
    name, parent = "xtune", None
    while True:
        for p in command.params:
            if isinstance(p.type, click.Path):
                monkeypatch.setattr(p.type, "exists", False)
            if not whole:
                monkeypatch.setattr(p, "required", False)
        probe = click.Context(command, info_name=name, parent=parent)
        if not whole and args and (last := _option(command, args[-1])) is not None and not last.is_flag:
            args = [*args, "VALUE"]  # a fragment that names an option and leaves its value out
        args = _concrete(command, probe, args)
        if isinstance(command, click.Group) and not [a for a in args if not a.startswith("-")] \
                and "--help" not in args:
            if whole:
                raise click.UsageError(f"'{name}' needs a command")
            return
        ctx = command.make_context(name, list(args), parent=parent)
        for value, option in ((ctx.params.get(p.name), p) for p in command.params if p.name == "model"):
            if value is not None and value not in MODEL_NAMES and not _is_file_like(value):
                raise click.BadParameter(f"{value!r} is no model: {', '.join(MODEL_NAMES)} or a model file",
                                         ctx=ctx, param=option)
        if not isinstance(command, click.Group):
            return
        rest = [*ctx._protected_args, *ctx.args]
        sub, command, args = command.resolve_command(ctx, rest)
        name, parent = sub, ctx


def _is_file_like(value: str) -> bool:
    """A model value that names a file: a path, a file name with a suffix, or a placeholder."""
    return "/" in value or Path(value).suffix != "" or bool(PLACEHOLDER.match(value))


def _problems(shown: list[Shown]) -> list[str]:
    """`FILE:LINE: `COMMAND`: the parse error` for each shown command that does not parse."""
    found = []
    for s in shown:
        try:
            commands = expansions(s.text)
        except ValueError as e:  # shlex: an unclosed quote
            found.append(f"{s}: {e}")
            continue
        whole = s.whole and not {"...", "…"} & set(s.text.split())
        for args in commands:
            try:
                parse(args, whole)
            except click.exceptions.Exit:
                pass  # --help
            except click.ClickException as e:
                found.append(f"{s}: {e.format_message()}")
    return found


def all_shown() -> list[Shown]:
    return [s for path in doc_files() for s in shown_commands(path)]


def test_every_xtune_command_in_the_readme_and_docs_parses_against_the_command_line(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    shown = all_shown()
    assert len(shown) > 60 and {s.file for s in shown} >= {"README.md", "docs/guide.md"}
    problems = _problems(shown)
    assert not problems, "commands in the docs the command line no longer takes:\n" + "\n".join(problems)


def test_code_block_lines_and_inline_spans_are_both_read(tmp_path):
    doc = tmp_path / "doc.md"
    doc.write_text("Run `xtune search\nPROGRAM --measurements 4` now.\n\n```\nxtune info P ; xtune db stats S"
                   "   # counts\nmake demo\n```\n\n```python\nprint('xtune search X')\n```\n\n"
                   "    XTUNE_CACHE_DIR=off xtune measure P\n")
    seen = [(s.line, s.text, s.whole) for s in shown_commands(doc, tmp_path)]
    assert seen == [(5, "xtune info P", True), (5, "xtune db stats S", True),
                    (13, "xtune measure P", True), (1, "xtune search PROGRAM --measurements 4", False)]


def test_alternatives_optional_parts_and_ellipses_expand_to_plain_commands():
    assert expansions("xtune db best|stats STORE [--out FILE]") == [
        ["db", "best", "STORE", "--out", "FILE"], ["db", "stats", "STORE", "--out", "FILE"]]
    assert expansions("xtune rule learn STORE... ...") == [["rule", "learn", "STORE"]]


@pytest.mark.parametrize(("text", "whole", "error"), [
    ("xtune search PROGRAM --model count", True, "'count' is no model"),
    ("xtune search PROGRAM --no-such-option", True, "No such option"),
    ("xtune search PROGRAM --objective fastest", True, "'fastest' is not one of"),
    ("xtune serach PROGRAM", True, "No such command"),
    ("xtune search --measurements 4", True, "Missing argument"),
])
def test_a_command_the_cli_no_longer_takes_fails_with_the_parse_error(monkeypatch, tmp_path, text, whole, error):
    monkeypatch.chdir(tmp_path)
    problems = _problems([Shown("docs/x.md", 7, text, whole)])
    assert len(problems) == 1 and problems[0].startswith(f"docs/x.md:7: `{text}`: ") and error in problems[0]


@pytest.mark.parametrize(("text", "whole"), [
    ("xtune search PROGRAM --measurements N --cores N --model FILE --jobs N --objective pareto", True),
    ("xtune search PROGRAM --model runs/prior.xtm --cluster tcp://HOST:8786", True),
    ("xtune train DATA --out model.xtm", True),
    ("xtune search --help", True),
    ("xtune db answers --out", False),  # a fragment: its store and the value of --out left out
    ("xtune search --time 8h", False),
])
def test_placeholders_fragments_and_model_files_parse(monkeypatch, tmp_path, text, whole):
    monkeypatch.chdir(tmp_path)
    assert _problems([Shown("docs/x.md", 1, text, whole)]) == []


def test_a_bare_ellipsis_makes_a_code_line_a_fragment(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    assert _problems([Shown("docs/x.md", 1, "xtune dataset build ...", True)]) == []
    assert "Missing argument" in _problems([Shown("docs/x.md", 1, "xtune dataset build", True)])[0]


def test_the_readme_stays_within_200_lines():
    lines = (ROOT / "README.md").read_text().count("\n")
    assert lines <= 200, f"README.md: {lines} lines, more than 200; move detail to docs/"
