"""`InputError`: the one base of every error a user's input causes; `one_line`: an error in one line.

A bad program file, config, store, dataset, model file, cluster address or
batch file raises a subclass of `InputError` whose first line says which file
and what is wrong; the CLI prints that line as `Error: ...` and exits 2, as for
a bad option (`xtune.measure.cli.friendly_errors`), never a traceback. Work
that cannot go on (the program's own default config does not compile or run
here) raises `WorkFailed`: one line, exit 1. Failed measurements of configs are
data, not errors: a record keeps the error as its one-line message (`one_line` too).
"""

from __future__ import annotations


class InputError(Exception):
    """Bad input: the message's first line names the file (or setting) and the problem."""


class WorkFailed(Exception):
    """Work that cannot go on, for a reason the message's first line gives."""


def one_line(e: BaseException, *, with_type: bool = True, max_chars: int | None = None) -> str:
    """The first non-blank line of `e`'s message, as 'TypeName: line'.

    Args:
      e: the error.
      with_type: prefix the exception's type name; without it, the line alone
        (the type name when the message is empty).
      max_chars: cut the result to this many characters (None: keep it whole).
    """
    lines = str(e).strip().splitlines()
    text = lines[0] if lines else ""
    if with_type:
        text = f"{type(e).__name__}: {text}" if text else type(e).__name__
    else:
        text = text or type(e).__name__
    return text[:max_chars] if max_chars is not None else text
