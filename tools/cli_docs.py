"""Writes docs/cli.md, the reference of every `xtune` command, from the commands' own help.

    python tools/cli_docs.py           # (re)write docs/cli.md
    python tools/cli_docs.py --check   # exit 1 when docs/cli.md is out of date

It walks the `xtune` group (`xtune.search.cli:main`) and its groups (`db`, `dataset`, ...)
and writes each command's usage and help as click prints them, at a fixed width, so the
page changes only when a command, option or help text does (tests/test_cli_docs.py).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from pathlib import Path

import click

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "cli.md"
WIDTH = 100  # click's help width, fixed: the page must not depend on the terminal
COMMAND = "python tools/cli_docs.py"

HEADER = f"""# Command-line reference

Every `xtune` command's `--help`, generated from the commands themselves by `{COMMAND}`
(do not edit by hand: tests/test_cli_docs.py fails when this page is out of date).
"""


def walk(command: click.Command, ctx: click.Context) -> Iterator[tuple[str, click.Context]]:
    """(path, context) of `command` and, for a group, of its subcommands, depth first, sorted by name."""
    yield ctx.command_path, ctx
    if isinstance(command, click.Group):
        for name in sorted(command.list_commands(ctx)):
            sub = command.get_command(ctx, name)
            if sub is None or sub.hidden:
                continue
            yield from walk(sub, click.Context(sub, info_name=name, parent=ctx, terminal_width=WIDTH,
                                               max_content_width=WIDTH))


def render() -> str:
    """The text of docs/cli.md."""
    from xtune.search.cli import main

    root = click.Context(main, info_name="xtune", terminal_width=WIDTH, max_content_width=WIDTH)
    parts = [HEADER]
    for path, ctx in walk(main, root):
        help_text = ctx.command.get_help(ctx).rstrip()
        parts.append(f"\n## {path}\n\n```text\n{help_text}\n```\n")
    return "".join(parts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="exit 1 when docs/cli.md is out of date")
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        current = OUT.read_text() if OUT.exists() else ""
        if current != text:
            print(f"{OUT.relative_to(ROOT)} is out of date: run `{COMMAND}`", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text)
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
