"""Checks made before work starts: the files a command will write can be written.

A search may run for hours; an answer file it cannot write, or a store it cannot
add a record to, must stop it at the start, not at the end. Each check tries
the real operation (opening for append, creating a file in the folder) rather
than reading permission bits, so it holds for root, read-only mounts and
immutable files alike. Each raises `PathError`, one line naming the path.
"""

from __future__ import annotations

import os
import tempfile
from pathlib import Path

from xtune.measure.errors import InputError


class PathError(InputError):
    """A path a command would write cannot be written; the message names it and why."""


def _reason(e: OSError) -> str:
    return e.strerror or type(e).__name__


def folder_refuses_files(folder: Path) -> str | None:
    """None if a file can be created in `folder`, else why not."""
    try:
        with tempfile.TemporaryFile(dir=folder):
            return None
    except OSError as e:
        return _reason(e)


def _file_in_folder(path: str | os.PathLike, option: str, name: str) -> tuple[Path, Path]:
    """(the path, its folder) when `path` is no folder and its folder exists."""
    p = Path(path)
    if p.is_dir():
        raise PathError(f"{option} {path}: is a folder; give {name}")
    if not p.parent.is_dir():
        raise PathError(f"{option} {path}: folder {p.parent} does not exist")
    return p, p.parent


def _refuses_writes(p: Path) -> str | None:
    """None if the existing file `p` opens for writing (nothing is written), else why not."""
    try:
        with open(p, "ab"):
            return None
    except OSError as e:
        return _reason(e)


def output_file(path: str | os.PathLike, option: str = "--out") -> None:
    """`path` can be written as a file: not a folder, its folder exists and takes files.

    Raises:
      PathError: one line naming `option`, the path and the problem.
    """
    p, folder = _file_in_folder(path, option, "a file name")
    if p.exists():
        if (why := _refuses_writes(p)) is not None:
            raise PathError(f"{option} {path}: cannot be written ({why})")
    elif (why := folder_refuses_files(folder)) is not None:
        raise PathError(f"{option} {path}: cannot create a file in {folder} ({why})")


def output_folder(path: str | os.PathLike, option: str = "--report") -> None:
    """`path` is, or can be made, a folder that takes files (its nearest existing
    ancestor takes them when it does not exist yet).

    Raises:
      PathError: one line naming `option`, the path and the problem.
    """
    p = Path(path)
    if p.exists() and not p.is_dir():
        raise PathError(f"{option} {path}: is a file; give a folder")
    existing = p
    while not existing.exists():
        existing = existing.parent
    if not existing.is_dir():
        raise PathError(f"{option} {path}: {existing} is a file, not a folder")
    if (why := folder_refuses_files(existing)) is not None:
        raise PathError(f"{option} {path}: cannot write in {existing} ({why})")


def writable_store(path: str | os.PathLike, option: str = "--db") -> None:
    """A record store can be created or added to at `path`: the file (if any) opens for
    writing, and its folder takes files (SQLite keeps its -wal and -shm files beside the
    store, even to read it).

    Raises:
      PathError: one line naming `option`, the path and the problem.
    """
    p, folder = _file_in_folder(path, option, "the store's file name")
    if p.exists() and (why := _refuses_writes(p)) is not None:
        raise PathError(f"{option} {path}: the store is read-only ({why}); xtune adds every measurement to it: "
                        "give a writable store (a copy will do)")
    if (why := folder_refuses_files(folder)) is not None:
        raise PathError(f"{option} {path}: its folder {folder} takes no new files ({why}); SQLite keeps the "
                        "store's -wal and -shm files beside it")
