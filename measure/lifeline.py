"""Worker processes that end with the process they work for.

A measuring worker is useless once the process that sent it work is gone,
yet nothing ends it when that process is killed (`kill -9`, the OOM killer):
it stays with its memory, its pinned core set's lock and the write ends of
the resource trackers' pipes, which keep those trackers alive too. A worker
calls `die_with_parent` when it starts; it then exits within about a second of
its parent's death, and the trackers, seeing their pipes close, exit after it.

Linux only (elsewhere a no-op). The watch is a daemon thread blocked on a
pidfd of the parent (Linux 5.3+), so it costs nothing while the parent lives;
on older kernels the thread polls `os.getppid()` every `POLL_S`, which changes
when the parent dies and the worker is handed to a reaper.

`prctl(PR_SET_PDEATHSIG)` is not used: its signal fires when the parent
*thread* that forked the worker exits, and a pool's workers are started from
whichever thread submits first (the `Measurer`'s short-lived threads with
`jobs > 1`), so it would kill healthy workers between two batches.
"""

from __future__ import annotations

import os
import select
import sys
import threading
import time

POLL_S = 1.0
EXIT_CODE = 70  # what a worker that outlived its parent exits with (no one is left to read it)


def die_with_parent(parent_pid: int | None = None) -> bool:
    """Ends this process (`os._exit`) soon after its parent exits.

    Args:
      parent_pid: the parent's pid as the parent saw it (`os.getpid()` there,
        passed to this process), so that a parent that died before this call is
        noticed too: this process then has another parent already. None: the
        parent this process has now.

    Returns:
      True if a watch runs (Linux); False elsewhere. A parent already gone ends
      this process before the call returns.
    """
    if not sys.platform.startswith("linux"):
        return False
    parent = os.getppid() if parent_pid is None else parent_pid
    try:
        pidfd: int | None = os.pidfd_open(parent)
    except ProcessLookupError:
        os._exit(EXIT_CODE)
    except OSError:  # a kernel without pidfds (before 5.3): poll the parent's pid instead
        pidfd = None
    # checked after the pidfd is open, so that the fd cannot be of another process that reused the pid
    if os.getppid() != parent:
        os._exit(EXIT_CODE)
    if pidfd is not None:
        watch, arg = _wait_pidfd, pidfd
    else:
        watch, arg = _poll_parent, parent
    threading.Thread(target=watch, args=(arg,), name="xtune-lifeline", daemon=True).start()
    return True


def _wait_pidfd(pidfd: int) -> None:
    """Blocks until the process behind `pidfd` exits (the fd turns readable), then ends this one."""
    poller = select.poll()
    poller.register(pidfd, select.POLLIN)
    while not poller.poll():
        pass
    os._exit(EXIT_CODE)


def _poll_parent(parent: int) -> None:
    """Ends this process once its parent is no longer `parent` (it died: a reaper adopted this one)."""
    while os.getppid() == parent:
        time.sleep(POLL_S)
    os._exit(EXIT_CODE)
