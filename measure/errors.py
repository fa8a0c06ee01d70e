"""`InputError`: the one base of every error a user's input causes.

A bad program file, config, store, dataset, model file, cluster address or
batch file raises a subclass of `InputError` whose first line says which file
and what is wrong; the CLI prints that line as `Error: ...` and exits 1
(`xtune.measure.cli.friendly_errors`), never a traceback.
"""

from __future__ import annotations


class InputError(Exception):
    """Bad input: the message's first line names the file (or setting) and the problem."""
