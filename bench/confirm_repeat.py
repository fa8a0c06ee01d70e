"""The floor under issue 15's spread target: one fixed answer, confirmed again and again.

A search's answer is confirmed against XLA's default in three fresh processes, one after
another, and the median reading is the speedup the user reads. Five seeds of a search that
found the *same* config every time would still spread as far as that confirmation moves
from one run to the next. This bench confirms fixed configs exactly as the search does
(`search.answer.confirm`: the confirmation policy, three processes, one core, a store per
program so the default's history builds up as in a search), the programs in turn, round
after round for `--minutes`. Per config: the rounds, the confirmed speedups (min, median,
max), the spread (max/min) over all rounds, and over 5 rounds drawn at random (10,000
draws) as five seeds would be: the median spread and the share of draws within 1.03.

With `--answers`, the answers of a `bench/explain.py` run (its .json) side by side instead:
per program, every seed's answer confirmed together, in the same processes, interleaved
with the same default, `--rounds` times. Their spread is the search's own, without the
hour's drift between the seeds' confirmations.

Usage:
  python bench/confirm_repeat.py PROGRAM.mlir=CONFIG.json [...] [--minutes 40] [--processes 3] [--out FILE]
  python bench/confirm_repeat.py --from-json FILE.json [--out FILE]   # the tables again
  python bench/confirm_repeat.py --answers EXPLAIN.json [--rounds 1] [--out FILE]
"""

from __future__ import annotations

import argparse
import datetime
import json
import random
import statistics
import tempfile
import time
from pathlib import Path

from xtune.measure import ConfigSpace, Measurer, RecordStore, load_program
from xtune.measure.errors import InputError
from xtune.search import answer
from xtune.measure.settings import MeasureSettings

TARGET = 1.03


def pair(text: str) -> tuple[Path, Path]:
    """'PROGRAM=CONFIG' as two paths that exist (a one-line error otherwise)."""
    program, sep, config = text.partition("=")
    if not sep:
        raise argparse.ArgumentTypeError(f"{text}: expected PROGRAM.mlir=CONFIG.json")
    for p in (program, config):
        if not Path(p).is_file():
            raise argparse.ArgumentTypeError(f"{p}: no such file")
    return Path(program), Path(config)


def read_rows(path: Path) -> list[dict]:
    """A .json this bench or bench/explain.py wrote: its rows (a one-line error otherwise)."""
    try:
        rows = json.loads(path.read_text())
    except (OSError, ValueError) as e:
        raise SystemExit(f"{path}: not a readable .json of rows ({e})") from None
    if not isinstance(rows, list):
        raise SystemExit(f"{path}: expected a list of rows")
    return rows


def confirm(prog, configs: list, processes: int, work: Path) -> dict:
    """`configs` of `prog` confirmed as a search confirms its candidates (`search.answer.confirm`,
    one core, the program's store in `work`): each config's median reading, by hash."""
    with RecordStore(work / f"{prog.name}.db") as store, \
            Measurer(MeasureSettings.for_search(cores=1), store) as measurer:
        return {r.config_hash: r for r in answer.confirm(measurer, prog, configs, processes=processes)}


def keep(rows: list[dict], out: Path | None) -> None:
    """Prints the latest row and, with `out`, writes all rows so far to its .json: a killed
    run keeps what it measured."""
    print(json.dumps(rows[-1]), flush=True)
    if out:
        out.with_suffix(".json").write_text(json.dumps(rows, indent=1) + "\n")


def run(pairs: list[tuple[Path, Path]], minutes: float, processes: int, work: Path,
        out: Path | None = None) -> list[dict]:
    """One row per confirmation: program, round, seconds since the start, the confirmed
    speedup (None where no reading counted) and the default's median (ms)."""
    loaded = []
    for prog_path, config_path in pairs:
        prog = load_program(prog_path)
        loaded.append((prog, ConfigSpace(prog).from_json(config_path.read_text(), source=str(config_path))))
    rows, start, k = [], time.monotonic(), 0
    while time.monotonic() - start < 60 * minutes:
        for prog, config in loaded:
            rec = confirm(prog, [config], processes, work)[config.hash]
            rows.append({"program": prog.name, "round": k, "seconds": round(time.monotonic() - start),
                         "speedup": 1 / rec.ratio if rec.ratio_counts else None,
                         "default_ms": rec.default_median_ms})
            keep(rows, out)
        k += 1
    return rows


def side_by_side(answers: list[dict], rounds: int, processes: int, work: Path,
                 out: Path | None = None) -> list[dict]:
    """Per program of `answers` (rows of bench/explain.py's .json, with "path" and "config"),
    its seeds' distinct answers other than the default confirmed together, `rounds` times:
    one row per (program, round, seed) with the confirmed speedup (None: no counted reading;
    1.0 for a seed that answered the default)."""
    rows = []
    for path in dict.fromkeys(a["path"] for a in answers):
        mine = [a for a in answers if a["path"] == path]
        prog = load_program(path)
        space = ConfigSpace(prog)
        configs = {a["seed"]: space.from_json(a["config"], source=f"{path} seed {a['seed']}") for a in mine}
        distinct = list({c.hash: c for c in configs.values() if not c.is_default}.values())
        for k in range(rounds):
            got = confirm(prog, distinct, processes, work) if distinct else {}
            for seed, c in configs.items():
                r = got.get(c.hash)
                rows.append({"program": prog.name, "round": k, "seed": seed,
                             "speedup": 1.0 if c.is_default else (1 / r.ratio if r and r.ratio_counts else None)})
                keep(rows, out)
    return rows


def side_table(rows: list[dict]) -> list[str]:
    seeds = sorted({r["seed"] for r in rows})
    lines = ["| program | " + " | ".join(f"seed {s}" for s in seeds) + " | spread (max/min) |",
             "|---|" + "---|" * len(seeds) + "---|"]
    for prog in dict.fromkeys(r["program"] for r in rows):
        per = {s: [r["speedup"] for r in rows if r["program"] == prog and r["seed"] == s and r["speedup"]]
               for s in seeds}
        med = {s: statistics.median(v) for s, v in per.items() if v}
        cells = [f"{med[s]:.3f}x" if s in med else "-" for s in seeds]
        spread = f"{max(med.values()) / min(med.values()):.3f}" if med else "-"
        lines.append(f"| {prog} | " + " | ".join(cells) + f" | {spread} |")
    return lines


def table(rows: list[dict], draws: int = 10_000, seed: int = 0) -> list[str]:
    rng = random.Random(seed)
    programs = list(dict.fromkeys(r["program"] for r in rows))
    lines = ["| program | rounds | confirmed speedup min / median / max | spread, all rounds | "
             f"spread of 5 rounds at random: median | 5 rounds within {TARGET} |", "|---|---|---|---|---|---|"]
    for prog in programs:
        ups = [r["speedup"] for r in rows if r["program"] == prog and r["speedup"]]
        lost = sum(1 for r in rows if r["program"] == prog and not r["speedup"])
        if len(ups) < 5:
            lines.append(f"| {prog} | {len(ups)} | too few | | | |")
            continue
        fives = [rng.sample(ups, 5) for _ in range(draws)]
        spreads = sorted(max(f) / min(f) for f in fives)
        within = sum(s <= TARGET for s in spreads) / draws
        lines.append(f"| {prog} | {len(ups)}" + (f" (+{lost} without a counted reading)" if lost else "")
                     + f" | {min(ups):.3f}x / {statistics.median(ups):.3f}x / {max(ups):.3f}x | "
                     f"{max(ups) / min(ups):.3f} | {statistics.median(spreads):.3f} | {100 * within:.0f}% |")
    by = {(r["program"], r["round"]): r["speedup"] for r in rows}
    full = sorted({r["round"] for r in rows if all(by.get((p, r["round"])) for p in programs)})
    if len(programs) > 1 and len(full) >= 5:  # as in a five-seed run: the same rounds for every program
        picks = [rng.sample(full, 5) for _ in range(draws)]
        joint = sum(all(max(by[(p, k)] for k in pick) / min(by[(p, k)] for k in pick) <= TARGET for p in programs)
                    for pick in picks) / draws
        lines += ["", f"All {len(programs)} programs within {TARGET} at once, 5 of the {len(full)} rounds where each "
                  f"had a counted reading drawn at random ({draws:,} draws): {100 * joint:.0f}%."]
    return lines


def main(argv: list[str] | None = None) -> int:
    try:
        return _main(argv)
    except InputError as e:  # a program or config that cannot be read: one line, not a traceback
        raise SystemExit(str(e)) from None


def _main(argv: list[str] | None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("pairs", nargs="*", type=pair, metavar="PROGRAM=CONFIG")
    parser.add_argument("--minutes", type=float, default=40.0)
    parser.add_argument("--processes", type=int, default=3)
    parser.add_argument("--from-json", type=Path)
    parser.add_argument("--answers", type=Path, help="a bench/explain.py .json: its answers side by side")
    parser.add_argument("--rounds", type=int, default=1, help="with --answers: confirmations per program")
    parser.add_argument("--out", type=Path)
    opts = parser.parse_args(argv)
    if opts.answers:
        answers = [a for a in read_rows(opts.answers) if isinstance(a, dict) and "config" in a]
        if not answers:
            raise SystemExit(f"{opts.answers}: no answers with their configs (bench/explain.py writes them)")
        with tempfile.TemporaryDirectory() as tmp:
            rows = side_by_side(answers, opts.rounds, opts.processes, Path(tmp), opts.out)
        head = (f"# bench/confirm_repeat.py --answers {opts.answers}, {datetime.date.today()}: each program's "
                f"answers confirmed together ({opts.processes} fresh processes, the median reading; median over "
                f"{opts.rounds} round(s)), one core")
        lines = side_table(rows)
    else:
        if opts.from_json:
            rows = read_rows(opts.from_json)
        elif not opts.pairs:
            parser.error("give PROGRAM=CONFIG pairs, --answers or --from-json")
        else:
            with tempfile.TemporaryDirectory() as tmp:
                rows = run(opts.pairs, opts.minutes, opts.processes, Path(tmp), opts.out)
        head = (f"# bench/confirm_repeat.py, {datetime.date.today()}: each config confirmed as a search does "
                f"({opts.processes} fresh processes, the median reading), one core, round after round")
        lines = table(rows)
    text = "\n".join([head, "", *lines])
    print(text)
    if opts.out:  # the .json: written row by row while measuring (`keep`)
        opts.out.write_text(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
