"""The `xtune` command's entry point (`python -m xtune` too): interruptible from its first
instant. The CLI imports jax, which takes seconds; a Ctrl-C or SIGTERM while it loads ends
with one line and exit code 130, like one at any later point (`measure.cli.InterruptibleGroup`),
not with Python's traceback."""

from __future__ import annotations

import signal
import sys
from typing import Any

#: what the CLI's commands exit with when interrupted (`measure.cli.EXIT_INTERRUPTED`)
EXIT_INTERRUPTED = 130


def _terminate_as_interrupt(signum: int, frame: Any) -> None:
    raise KeyboardInterrupt


def main() -> None:
    """Loads the CLI with SIGTERM taken as Ctrl-C, then runs it."""
    signal.signal(signal.SIGTERM, _terminate_as_interrupt)
    try:
        from xtune.search.cli import main as cli
    except KeyboardInterrupt:
        print("interrupted while starting: nothing was done", file=sys.stderr)
        sys.exit(EXIT_INTERRUPTED)
    cli()


if __name__ == "__main__":
    main()
