"""The wall time and the answers of `xtune search` at several revisions of this repo, paired.

Each revision (`--rev NAME=REV`, any git commit-ish; `.` = this checkout as it is, with its
own .venv) gets a detached git worktree under --worktrees (NAME-SHORTSHA) with a venv of its
own (`pip install -e`), made once and reused while it stays at that commit. Then, for each
repeat and each program, every revision runs `xtune search` on it as a user would, one run at
a time, the revisions' order rotated from one program to the next so that none always goes
first: the revisions are compared on the same programs, on the same machine, in the same
hour. Each run starts with an empty folder (`OUT/runs/PROGRAM/NAME-rREPEAT`: the store, the
answer, the report, `XTUNE_CACHE_DIR`) and is timed from the process's start to its exit.

A row per run in OUT/rows.jsonl, written as soon as the run ends (a killed bench keeps what
it measured; `--resume` goes on from there): its status (ok, failed, timeout), wall time,
the confirmed speedup and its 95% interval, the answer's genes, its message and, where the
revision writes `report/phases.json`, where the time went (seconds by part and phase).
OUT/summary.md: per program, each revision's speedup and wall time; per revision, the
geomean speedup, the wall time, and against the first --rev (the baseline) the median
wall-time ratio and the geomean speedup ratio, paired by program and repeat; the median
seconds of each part and search phase.

`--args NAME=ARGS` gives one revision's runs more `xtune search` arguments, so one revision
can run as several arms (`--rev today=HEAD --args "today=--suggestions 0 --fixed-order"
--rev four=HEAD --args "four=--measurements 4"`).

Usage:
  python bench/search_time.py PROGRAM.mlir ... --rev today=REV --rev new=REV [--rev old=8cb46de]
      [--measurements 30] [--seed 0] [--cores 1] [--repeats 1] [--timeout-s 900] [--resume]
      [--out bench/results/search-time] [--worktrees /tmp/xtune-revs]
  python bench/search_time.py --table-only [--rev NAME=REV ...] --out DIR   # summary.md again from rows.jsonl
"""

from __future__ import annotations

import argparse
import contextlib
import datetime
import json
import math
import os
import platform
import re
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
WORKING_TREE = "."  # the REV of --rev NAME=. : this checkout, uncommitted changes included
PARTS = ("search", "confirmation", "explanation")
SEARCH_PHASES = ("compile", "same executable", "compile screen", "timing", "start-up", "overhead", "model", "check")
INSTALLED = "xtune-installed"  # in a revision's .venv once `pip install -e` went through


@dataclass(frozen=True)
class Rev:
    """A revision to run: its name on the command line, its git revision, its commit and its CLI."""

    name: str
    rev: str
    sha: str = ""
    path: Path = ROOT
    cli: Path = ROOT / ".venv" / "bin" / "xtune"


def rev_arg(text: str) -> Rev:
    """'NAME=REV' as a `Rev` not yet resolved (a one-line error otherwise)."""
    name, sep, rev = text.partition("=")
    if not sep or not rev:
        raise argparse.ArgumentTypeError(f"{text}: expected NAME=REV (REV: a git revision, or . for this checkout)")
    if not re.fullmatch(r"[A-Za-z0-9_][A-Za-z0-9_.-]*", name):
        raise argparse.ArgumentTypeError(f"{text}: NAME may hold letters, digits, _ . - only")
    return Rev(name, rev)


def program_arg(text: str) -> Path:
    """A program file that exists, as an absolute path (a one-line error otherwise)."""
    path = Path(text)
    if not path.is_file():
        raise argparse.ArgumentTypeError(f"{text}: no such file")
    return path.resolve()


def git(*args: str, cwd: Path = ROOT) -> str:
    """`git -C cwd ARGS`'s output, stripped; a one-line error where git fails."""
    done = subprocess.run(["git", "-C", str(cwd), *args], capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(f"git {' '.join(args)}: {last_line(done.stderr) or f'exit code {done.returncode}'}")
    return done.stdout.strip()


def last_line(*texts: str) -> str:
    """The last non-blank line of the first text that has one ("" if none)."""
    for text in texts:
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        if lines:
            return lines[-1]
    return ""


def resolve(rev: Rev, worktrees: Path) -> Rev:
    """`rev` with its commit, folder and CLI (nothing made yet): the working tree itself for
    `.` (its commit marked -dirty where tracked files changed), else a worktree under `worktrees`."""
    if rev.rev == WORKING_TREE:
        dirty = git("status", "--porcelain", "--untracked-files=no")
        sha = git("rev-parse", "--short", "HEAD") + ("-dirty" if dirty else "")
        return Rev(rev.name, rev.rev, sha, ROOT, ROOT / ".venv" / "bin" / "xtune")
    found = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--verify", "--quiet", f"{rev.rev}^{{commit}}"],
                           capture_output=True, text=True)
    if found.returncode:
        raise SystemExit(f"--rev {rev.name}={rev.rev}: no such revision in {ROOT}")
    short = git("rev-parse", "--short", found.stdout.strip())
    path = worktrees / f"{rev.name}-{short}"
    return Rev(rev.name, rev.rev, short, path, path / ".venv" / "bin" / "xtune")


def prepare(rev: Rev) -> None:
    """Makes `rev`'s worktree (detached, at its commit) and its venv (`pip install -e`) where
    missing, or checks the checkout's venv for `.`; a one-line error where that fails."""
    if rev.rev == WORKING_TREE:
        if not rev.cli.is_file():
            raise SystemExit(f"--rev {rev.name}=.: {rev.cli}: no such file (the checkout's venv)")
        return
    sha, path, venv = git("rev-parse", f"{rev.sha}^{{commit}}"), rev.path, rev.path / ".venv"
    if path.exists():
        at = subprocess.run(["git", "-C", str(path), "rev-parse", "--show-toplevel", "HEAD"],
                            capture_output=True, text=True).stdout.split()
        if at != [str(path.resolve()), sha]:
            raise SystemExit(f"--rev {rev.name}={rev.rev}: {path} exists but is no worktree at {rev.sha}; remove it "
                             f"(a worktree: git -C {ROOT} worktree remove --force {path})")
    else:
        print(f"{rev.name}: a worktree at {rev.sha} in {path}", flush=True)
        path.parent.mkdir(parents=True, exist_ok=True)
        git("worktree", "prune")  # a worktree whose folder was deleted would block the path
        git("worktree", "add", "--detach", str(path), sha)
    if not (venv / INSTALLED).is_file():
        print(f"{rev.name}: a venv in {venv} (pip install -e, a minute or two)", flush=True)
        for step in ([sys.executable, "-m", "venv", "--clear", str(venv)],
                     [str(venv / "bin" / "pip"), "install", "-q", "-e", str(path)]):
            done = subprocess.run(step, capture_output=True, text=True, cwd=path)
            if done.returncode:
                raise SystemExit(f"--rev {rev.name}={rev.rev}: {' '.join(step[-3:])} failed: "
                                 f"{last_line(done.stderr, done.stdout) or f'exit code {done.returncode}'}")
        (venv / INSTALLED).write_text(sha + "\n")
    if not rev.cli.is_file():
        raise SystemExit(f"--rev {rev.name}={rev.rev}: the install made no {rev.cli}")


def run_env(rev: Rev, rundir: Path) -> dict[str, str]:
    """The environment of a run: this one, with the revision's venv first on PATH, no
    PYTHONPATH that could put another revision's code first, and its own executable cache."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env["VIRTUAL_ENV"] = str(rev.cli.parent.parent)
    env["PATH"] = f"{rev.cli.parent}{os.pathsep}{env.get('PATH', '')}"
    env["XTUNE_CACHE_DIR"] = str(rundir / "cache")
    return env


def kill_group(proc: subprocess.Popen) -> None:
    """Kills the run's process group (the CLI and any worker it started), then reaps the CLI."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()


def run_one(rev: Rev, program: Path, repeat: int, opts: argparse.Namespace) -> dict[str, Any]:
    """One `xtune search` of `program` at `rev` in a fresh run folder: its row."""
    rundir = opts.out / "runs" / program.stem / f"{rev.name}-r{repeat}"
    if rundir.exists():
        shutil.rmtree(rundir)
    rundir.mkdir(parents=True)
    cmd = [str(rev.cli), "search", str(program), "--measurements", str(opts.measurements), "--cores", str(opts.cores),
           "--seed", str(opts.seed), "--db", str(rundir / "search.db"), "--out", str(rundir / "best.json"),
           "--report", str(rundir / "report"), *opts.extra.get(rev.name, [])]
    row: dict[str, Any] = {"program": program.stem, "rev": rev.name, "sha": rev.sha, "repeat": repeat}
    if opts.extra.get(rev.name):
        row["args"] = shlex.join(opts.extra[rev.name])
    with open(rundir / "stdout.txt", "w") as out, open(rundir / "stderr.txt", "w") as err:
        started = time.monotonic()
        proc = subprocess.Popen(cmd, cwd=rev.path, env=run_env(rev, rundir), stdin=subprocess.DEVNULL, stdout=out,
                                stderr=err, start_new_session=True)
        try:
            code: int | None = proc.wait(timeout=opts.timeout_s)
        except subprocess.TimeoutExpired:
            code = None
        except BaseException:  # Ctrl-C: no run left behind
            kill_group(proc)
            raise
        wall = time.monotonic() - started
        kill_group(proc)  # a worker the CLI left behind would take the next run's cores
    row["wall_s"] = round(wall, 2)
    if code is None:
        return {**row, "status": "timeout", "message": f"killed after {opts.timeout_s:g} s"}
    if code:
        message = last_line((rundir / "stderr.txt").read_text(errors="replace"),
                            (rundir / "stdout.txt").read_text(errors="replace"))
        return {**row, "status": "failed", "message": message or f"exit code {code}"}
    return {**row, **answer_fields(rundir)}


def answer_fields(rundir: Path) -> dict[str, Any]:
    """A finished run's answer (best.json) and where its time went (report/phases.json, if the
    revision writes it): the row's fields, status "failed" where best.json cannot be read."""
    try:
        best = json.loads((rundir / "best.json").read_text())
        low, high = best["speedup_ci"]
        fields: dict[str, Any] = {"status": "ok", "speedup": float(best["speedup"]), "speedup_low": float(low),
                                  "speedup_high": float(high), "genes": len(best.get("genes") or ()),
                                  "message": str(best.get("message", ""))}
    except (OSError, ValueError, KeyError, TypeError) as e:
        return {"status": "failed", "message": f"best.json: {type(e).__name__}: {e}"}
    phases, own_wall = None, None
    with contextlib.suppress(OSError, ValueError, AttributeError):
        report = json.loads((rundir / "report" / "phases.json").read_text())
        phases, own_wall = report.get("phases"), report.get("wall_s")
    if not isinstance(phases, dict):
        phases, own_wall = None, None
    parts = {part: round(sum(p.values()), 3) for part, p in phases.items()} if phases is not None else None
    return {**fields, "phases": phases, "parts": parts, "report_wall_s": own_wall}


def read_rows(path: Path) -> list[dict[str, Any]]:
    """The rows of rows.jsonl (none if it does not exist); a line cut short by a kill is skipped."""
    if not path.is_file():
        return []
    rows = []
    for n, line in enumerate(path.read_text().splitlines(), 1):
        if line.strip():
            try:
                rows.append(json.loads(line))
            except ValueError:
                print(f"{path}:{n}: not a JSON row, skipped", file=sys.stderr)
    return rows


def run_order(revs: list[Rev], k: int) -> list[Rev]:
    """The revisions rotated by `k`: the k-th (program, repeat) starts with a different one."""
    k %= len(revs)
    return revs[k:] + revs[:k]


def measure(revs: list[Rev], programs: list[Path], opts: argparse.Namespace) -> None:
    """Every (repeat, program, revision) not in rows.jsonl yet, one run at a time, each row
    appended to rows.jsonl as soon as its run ends."""
    rows_path = opts.out / "rows.jsonl"
    done = {(r["program"], r["rev"], r["repeat"]) for r in read_rows(rows_path)}
    todo = [(k, repeat, program) for k, (repeat, program) in
            enumerate((repeat, program) for repeat in range(opts.repeats) for program in programs)]
    total = sum((p.stem, rev.name, repeat) not in done for _, repeat, p in todo for rev in revs)
    n = 0
    for k, repeat, program in todo:
        for rev in run_order(revs, k):
            if (program.stem, rev.name, repeat) in done:
                continue
            row = run_one(rev, program, repeat, opts)
            with rows_path.open("a") as f:
                f.write(json.dumps(row) + "\n")
            n += 1
            result = f"{row['speedup']:.3f}x, {row['genes']} genes" if row["status"] == "ok" else \
                f"{row['status']}: {row['message']}"
            print(f"[{n}/{total}] {program.stem} {rev.name} ({rev.sha}) r{repeat}: {row['wall_s']:.1f} s, {result}",
                  flush=True)


def geomean(xs: list[float]) -> float:
    """The geometric mean of positive numbers."""
    return math.exp(statistics.fmean(math.log(x) for x in xs))


def program_table(rows: list[dict], revs: list[str], programs: list[str]) -> list[str]:
    """Per program, each revision's confirmed speedup and wall time (geomean and median over
    its repeats, with how many where there are several)."""
    lines = ["| program | " + " | ".join(revs) + " |", "|---|" + "---|" * len(revs)]
    for prog in programs:
        cells = []
        for rev in revs:
            mine = [r for r in rows if r["program"] == prog and r["rev"] == rev]
            ok = [r for r in mine if r["status"] == "ok"]
            if not ok:
                cells.append(", ".join(sorted({r["status"] for r in mine})) or "-")
                continue
            cell = f"{geomean([r['speedup'] for r in ok]):.3f}x, {statistics.median(r['wall_s'] for r in ok):.0f} s"
            cells.append(cell + (f" ({len(ok)}/{len(mine)} runs)" if len(mine) > 1 else ""))
        lines.append(f"| {prog} | " + " | ".join(cells) + " |")
    return lines


def rev_table(rows: list[dict], revs: list[str]) -> list[str]:
    """Per revision: geomean speedup, median and range of wall time over its finished runs, and
    against the first revision the median wall-time ratio, the geomean speedup ratio and the
    share of its gain in log terms (sum of log speedups) over the (program, repeat) pairs both finished."""
    ok = {(r["rev"], r["program"], r["repeat"]): r for r in rows if r["status"] == "ok"}
    base = revs[0]
    lines = ["| rev | commit | runs finished | geomean speedup | median wall s | wall s min-max | "
             f"wall / {base}'s, median | speedup / {base}'s, geomean | gain / {base}'s, in log terms | pairs |",
             "|---|" + "---|" * 9]
    for rev in revs:
        mine = [r for r in rows if r["rev"] == rev]
        fine = [r for r in mine if r["status"] == "ok"]
        shas = ", ".join(dict.fromkeys(r["sha"] for r in mine))
        if not fine:
            lines.append(f"| {rev} | {shas} | 0/{len(mine)} | - | - | - | - | - | - | 0 |")
            continue
        walls = [r["wall_s"] for r in fine]
        pairs = [(r, ok[(base, r["program"], r["repeat"])]) for r in fine if (base, r["program"], r["repeat"]) in ok]
        if rev == base:
            against = "baseline | baseline | baseline"
        elif pairs:
            base_gain = sum(math.log(b["speedup"]) for _, b in pairs)
            share = f"{sum(math.log(r['speedup']) for r, _ in pairs) / base_gain:.0%}" if base_gain > 0 else "-"
            against = (f"{statistics.median(r['wall_s'] / b['wall_s'] for r, b in pairs):.3f} | "
                       f"{geomean([r['speedup'] / b['speedup'] for r, b in pairs]):.3f} | {share}")
        else:
            against = "- | - | -"
        lines.append(f"| {rev} | {shas} | {len(fine)}/{len(mine)} | {geomean([r['speedup'] for r in fine]):.3f}x | "
                     f"{statistics.median(walls):.0f} | {min(walls):.0f}-{max(walls):.0f} | {against} | "
                     f"{len(pairs) if rev != base else '-'} |")
    return lines


def phase_table(rows: list[dict], revs: list[str]) -> list[str]:
    """Per revision whose runs wrote phases.json: the median over its runs of each part's
    seconds and of each search phase's (a phase a run did not report counts 0 s)."""
    with_phases = {rev: [r for r in rows if r["rev"] == rev and r["status"] == "ok" and r.get("phases") is not None]
                   for rev in revs}
    with_phases = {rev: rs for rev, rs in with_phases.items() if rs}
    if not with_phases:
        return []
    seen = {p for rs in with_phases.values() for r in rs for p in r["phases"].get("search", {})}
    phases = [p for p in SEARCH_PHASES if p in seen] + sorted(seen - set(SEARCH_PHASES))
    lines = ["Seconds, the median over each revision's runs that wrote report/phases.json (a part or phase "
             "a run did not report counts 0): the process's wall time, the search's own from start to answer "
             "(phases.json), its parts, and the search's phases summed over its jobs.", "",
             "| rev | runs | wall s | search's own wall s | " + " | ".join(PARTS) + " | "
             + " | ".join(f"search: {p}" for p in phases) + " |",
             "|---|---|---|---|" + "---|" * (len(PARTS) + len(phases))]
    for rev, rs in with_phases.items():
        cells = [statistics.median(r["wall_s"] for r in rs),
                 statistics.median(r.get("report_wall_s") or 0.0 for r in rs)]
        cells += [statistics.median((r.get("parts") or {}).get(part, 0.0) for r in rs) for part in PARTS]
        cells += [statistics.median(r["phases"].get("search", {}).get(p, 0.0) for r in rs) for p in phases]
        lines.append(f"| {rev} | {len(rs)} | " + " | ".join(f"{c:.1f}" for c in cells) + " |")
    return lines


def header() -> str:
    """This command, the machine (name, CPU model, CPUs) and the time (UTC), in one line."""
    cpu = "unknown CPU"
    with contextlib.suppress(OSError):
        cpu = next((line.split(":", 1)[1].strip() for line in Path("/proc/cpuinfo").read_text().splitlines()
                    if line.startswith("model name")), cpu)
    command = "python bench/search_time.py " + shlex.join(sys.argv[1:])
    return (f"`{command}` on {platform.node()} ({cpu}, {os.cpu_count()} CPUs), "
            f"{datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC")


def summary(rows: list[dict], revs: list[str], out: Path, head: str, earlier: list[str]) -> str:
    """summary.md from the rows: `head` (`header()`), the earlier invocations that measured
    into this folder, the tables; written to OUT/summary.md and returned."""
    programs = list(dict.fromkeys(r["program"] for r in rows))
    lines = [f"# {head}", ""]
    if earlier:
        lines += ["Rows measured by:", "", *[f"- {m}" for m in earlier], ""]
    lines += ["`xtune search` per program and revision: the confirmed speedup over XLA's default (geomean over "
              "repeats) and the wall time from the process's start to its exit (median over repeats).", "",
              *program_table(rows, revs, programs), "",
              f"Per revision, over its finished runs; the ratios against {revs[0]} (the first --rev), paired by "
              "program and repeat (< 1 wall: faster than it; > 1 speedup: a better answer).", "",
              *rev_table(rows, revs)]
    phases = phase_table(rows, revs)
    if phases:
        lines += ["", *phases]
    text = "\n".join(lines) + "\n"
    (out / "summary.md").write_text(text)
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("programs", nargs="*", type=program_arg, metavar="PROGRAM.mlir")
    parser.add_argument("--rev", dest="revs", action="append", type=rev_arg, default=[], metavar="NAME=REV",
                        help="a git revision of this repo to run (repeatable; the first is the baseline); "
                             "REV . = this checkout as it is, with its .venv")
    parser.add_argument("--args", dest="extra", action="append", default=[], metavar="NAME=ARGS",
                        help="more `xtune search` arguments for --rev NAME (repeatable; they come last, so "
                             "'--measurements 4' overrides --measurements): one revision as several arms")
    parser.add_argument("--measurements", type=int, default=30)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--cores", type=int, default=1)
    parser.add_argument("--repeats", type=int, default=1)
    parser.add_argument("--timeout-s", type=float, default=900.0, help="a run past this is killed (status timeout)")
    parser.add_argument("--out", type=Path, default=ROOT / "bench" / "results" / "search-time")
    parser.add_argument("--worktrees", type=Path, default=Path("/tmp/xtune-revs"),
                        help="where the revisions' worktrees and venvs are made, and reused")
    parser.add_argument("--resume", action="store_true", help="skip the runs already in OUT/rows.jsonl")
    parser.add_argument("--table-only", action="store_true", help="only summary.md again, from OUT/rows.jsonl")
    opts = parser.parse_args(argv)
    opts.out = opts.out.resolve()
    names = [r.name for r in opts.revs]
    if len(set(names)) < len(names):
        parser.error("each --rev needs a NAME of its own")
    extra = {}
    for text in opts.extra:
        name, sep, args = text.partition("=")
        if not sep or name not in names:
            parser.error(f"--args {text}: expected NAME=ARGS with NAME one of the --rev names")
        extra[name] = shlex.split(args)
    opts.extra = extra
    rows_path = opts.out / "rows.jsonl"
    commands = opts.out / "commands.txt"  # each measuring invocation's header line, for --table-only
    if opts.table_only:
        rows = read_rows(rows_path)
        if not rows:
            raise SystemExit(f"{rows_path}: no rows to make a table of")
        revs = names or list(dict.fromkeys(r["rev"] for r in rows))
        unknown = [n for n in revs if all(r["rev"] != n for r in rows)]
        if unknown:
            raise SystemExit(f"{rows_path}: no rows of --rev {', '.join(unknown)}")
        earlier = commands.read_text().splitlines() if commands.is_file() else []
        print(summary([r for r in rows if r["rev"] in revs], revs, opts.out, header(), earlier))
        return 0
    if not opts.revs:
        parser.error("give at least one --rev NAME=REV")
    if not opts.programs:
        parser.error("give at least one PROGRAM.mlir")
    stems = [p.stem for p in opts.programs]
    if len(set(stems)) < len(stems):
        parser.error("two programs share a file name: their run folders would clash")
    for name, value in (("--measurements", opts.measurements), ("--cores", opts.cores), ("--repeats", opts.repeats),
                        ("--timeout-s", opts.timeout_s)):
        if value <= 0:
            parser.error(f"{name} must be > 0")
    old = read_rows(rows_path)
    if old and not opts.resume:
        raise SystemExit(f"{rows_path} holds {len(old)} rows already: --resume to go on, or another --out")
    revs = [resolve(r, opts.worktrees.resolve()) for r in opts.revs]
    for rev in revs:  # a resumed revision must be at the commit its rows were measured at
        other = {r["sha"] for r in old if r["rev"] == rev.name} - {rev.sha}
        if other:
            raise SystemExit(f"--rev {rev.name}={rev.rev}: {rows_path} has its runs at {', '.join(sorted(other))}, "
                             f"not {rev.sha}: another NAME or another --out")
    for rev in revs:
        prepare(rev)
        print(f"{rev.name}: {rev.sha}, {rev.cli}", flush=True)
    opts.out.mkdir(parents=True, exist_ok=True)
    earlier = commands.read_text().splitlines() if commands.is_file() else []
    head = header()
    with commands.open("a") as f:
        f.write(head + "\n")
    try:
        measure(revs, opts.programs, opts)
    except KeyboardInterrupt:
        raise SystemExit(f"interrupted: the finished runs are in {rows_path} (--resume goes on)") from None
    rows = read_rows(rows_path)
    print(summary([r for r in rows if r["rev"] in names], names, opts.out, head, earlier))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
