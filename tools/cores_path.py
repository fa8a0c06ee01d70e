"""Shows the path `--cores` takes from the command line to the pin, by running it.

    python tools/cores_path.py                # xtune search --cores 1: pool workers, then --in-process
    python tools/cores_path.py --in-process   # the in-process runner only

It runs `xtune search PROGRAM --cores 1 --measurements 1` on a bundled example and stops it at
the pin (`measure.device.pin_to_cores`), before anything is compiled or timed. It records the
call stacks the value travels down: where the settings holding the count are made, where the
runner pins (the in-process runner) or starts its worker (a pool: the worker's initializer is
then run the way the worker runs it, in a process of its own, up to its pin). It prints each
stack's xtune frames and the files the value enters, in order; a hop is one step from a file
to another (a call into it, or a process started with the value), the first from the command.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROGRAM = ROOT / "examples" / "programs" / "mlp.mlir"
COMMAND = "search/cli.py"


class _Pinned(Exception):
    """Raised at the pin: the run stops there."""


def _frames(stack: list[traceback.FrameSummary]) -> list[tuple[str, str]]:
    """(file relative to the package, function) of the package's frames, outermost first."""
    out = []
    for f in stack:
        path = Path(f.filename).resolve()
        if path.is_file() and path.is_relative_to(ROOT) and path.name != Path(__file__).name:
            out.append((str(path.relative_to(ROOT)), f.name))
    return out


def _from_command(frames: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """The frames from the command's last frame on (the command's own file first)."""
    last = max((i for i, (file, _) in enumerate(frames) if file == COMMAND), default=0)
    return frames[last:]


def _files(frames: list[tuple[str, str]]) -> list[str]:
    files: list[str] = []
    for file, _ in frames:
        if not files or files[-1] != file:
            files.append(file)
    return files


def _in_worker(initargs: tuple) -> list[tuple[str, str]]:
    """The frames of a pool worker's initializer, run in a process of its own, up to its pin."""
    code = (
        "import json, sys, traceback\n"
        f"sys.path.insert(0, {str(ROOT / 'tools')!r})\n"
        "from cores_path import _frames\n"
        "from xtune.measure import device, runners\n"
        "def pin(cores):\n"
        "    frames = _frames(traceback.extract_stack()) + [('measure/device.py', 'pin_to_cores')]\n"
        "    print(json.dumps(frames), flush=True)\n"
        "    raise SystemExit(0)\n"
        "device.pin_to_cores = pin\n"
        f"runners._init_worker(*{initargs!r})\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, check=True)
    return [tuple(f) for f in json.loads(out.stdout.strip().splitlines()[-1])]


def trace(in_process: bool) -> list[tuple[str, list[tuple[str, str]]]]:
    """The stacks `--cores 1` travels down in `xtune search`, named, up to the pin."""
    from click.testing import CliRunner
    from joblib.externals import loky

    from xtune.measure import device, hostlock, runners, settings
    from xtune.search.cli import main

    stacks: list[tuple[str, list[tuple[str, str]]]] = []
    made = settings.MeasureSettings.__post_init__

    def post_init(self) -> None:
        made(self)
        if self.cores == 1 and not stacks:
            stacks.append(("the settings are made", _frames(traceback.extract_stack())))

    def pin(cores: tuple[int, ...] | None) -> None:
        stacks.append(("this process pins", _frames(traceback.extract_stack())
                       + [("measure/device.py", "pin_to_cores")]))
        raise _Pinned

    slot_init = runners._WorkerSlot.__init__

    def slot(self, *args, **kwargs) -> None:  # a pool's slot takes the core sets its worker claims one of
        slot_init(self, *args, **kwargs)
        if len(stacks) == 1:
            stacks.append(("a worker slot takes the core sets", _frames(traceback.extract_stack())))

    class Pool:  # the slot starts its worker: the initializer is run as the worker runs it
        def __init__(self, *args, initializer=None, initargs=(), **kwargs):
            stacks.append(("in the worker", _in_worker(initargs)))
            raise _Pinned

    patches = [(settings.MeasureSettings, "__post_init__", post_init), (device, "pin_to_cores", pin),
               (loky, "ProcessPoolExecutor", Pool), (runners._WorkerSlot, "__init__", slot)]
    saved = [(obj, name, getattr(obj, name)) for obj, name, _ in patches]
    with tempfile.TemporaryDirectory() as tmp:
        old_lock_dir, hostlock.LOCK_DIR = hostlock.LOCK_DIR, tmp  # claims of this run stay here
        try:
            for obj, name, value in patches:
                setattr(obj, name, value)
            args = ["search", str(PROGRAM), "--cores", "1", "--measurements", "1", "--model", "random",
                    "--no-confirm", "--db", os.path.join(tmp, "s.db"), *(["--in-process"] if in_process else [])]
            result = CliRunner().invoke(main, args, catch_exceptions=True)
            if not isinstance(result.exception, _Pinned):
                raise SystemExit(f"the run did not reach the pin: {result.output[-2000:]}"
                                 + "".join(traceback.format_exception(result.exception)))
        finally:
            for obj, name, value in saved:
                setattr(obj, name, value)
            hostlock.release_core_set(hostlock.held_core_set() or ())
            hostlock.LOCK_DIR = old_lock_dir
    return stacks


def report(in_process: bool) -> str:
    stacks = trace(in_process)
    lines = [f"xtune search {PROGRAM.relative_to(ROOT)} --cores 1" + (" --in-process" if in_process else "")]
    files = [COMMAND]
    for name, frames in stacks:
        frames = frames if name == "in the worker" else _from_command(frames)
        lines.append(f"  {name}: " + " -> ".join(f"{file}:{fn}" for file, fn in frames))
        # the worker is a process of its own: the value enters its files again
        files += (["(worker process)"] if name == "in the worker" else []) + [
            f for f in _files(frames) if f != COMMAND or name == "in the worker"]
    path = [f for i, f in enumerate(files) if i == 0 or files[i - 1] != f]
    lines.append(f"  files the value enters: {' -> '.join(path)}")
    path = [f for f in path if f != "(worker process)"]
    twice = sorted({f for f in path if path.count(f) > 1})
    lines.append(f"  {len(path) - 1} hops over {len(set(path)) - 1} files besides the command"
                 + (f"; entered more than once: {', '.join(twice)}" if twice else "; none entered twice"))
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--in-process", action="store_true", help="the in-process runner only")
    opts = parser.parse_args()
    for in_process in ([True] if opts.in_process else [False, True]):
        print(report(in_process))


if __name__ == "__main__":
    main()
