"""How many configurable nodes the surrogate's graph places, per program.

For each program of the corpus (`examples/corpus.py`, lowered here at each --scales
value; needs `pip install -e '.[corpus]'`) and each bundled example
(`examples/programs/`): the nodes and genes of its config space, the
configurable-kind ops left without genes because nothing uses their results
(`ConfigSpace.unused_ops`), and how the graph maps the nodes: to their own
instruction (exact), to the instruction that now carries their value (stand-in: a folded op's ancestor,
a parameter, a loop's tuple element), or not at all (unplaced: priced by the
layout count alone). With --search, each corpus program at scale 1 is also
searched for real with the bundled model (10 measurements, in process, no
confirmation), as `tests/test_corpus.py` does for two of them.

Usage:
  python bench/graph_mapping.py [--scales 1 4] [--search] [--out bench/results/graph_mapping.md]
"""

from __future__ import annotations

import argparse
import datetime
import logging
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:  # `examples` is not installed with xtune
    sys.path.insert(0, str(ROOT))

from xtune.measure import ConfigSpace, load_program  # noqa: E402
from xtune.measure.program import Program  # noqa: E402
from xtune.surrogate.graph import build_graph  # noqa: E402


def mapping_row(program: Program, label: str) -> dict:
    """Counts of one program's configurable nodes and how the graph maps them."""
    space = ConfigSpace(program)
    start = time.perf_counter()
    graph = build_graph(program, space)
    exact = int(graph.config_node_exact.sum())
    return {"program": label, "nodes": len(space.nodes), "unused": len(space.unused_ops), "genes": len(space.genes), "exact": exact,
            "stand_in": graph.num_config_nodes - exact, "unplaced": len(graph.unplaced_node_ids),
            "graph_nodes": graph.num_nodes, "build_s": time.perf_counter() - start}


def search_row(path: Path) -> str:
    """A real 10-measurement search of `path` with the bundled model: its last lines."""
    from click.testing import CliRunner

    from xtune.search.cli import main

    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        result = CliRunner().invoke(main, ["search", str(path), "--measurements", "10", "--cores", "1",
                                           "--in-process", "--max-time", "0.05", "--no-confirm",
                                           "--db", f"{tmp}/s.db"])
        took = time.perf_counter() - start
    status = "finished" if result.exit_code == 0 else f"FAILED ({result.output.strip().splitlines()[-1]})"
    return f"| {path.stem} | {status} | {took:.0f} s |"


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the exit status (1 if a program fails)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scales", type=int, nargs="+", default=[1, 4], help="corpus shape scales")
    parser.add_argument("--search", action="store_true", help="also search each corpus program for real")
    parser.add_argument("--out", type=Path, help="also write the tables as Markdown here")
    opts = parser.parse_args(argv)
    logging.basicConfig(level=logging.WARNING)
    from examples.corpus import PROGRAMS, lower

    rows, failed = [], 0
    for scale in opts.scales:
        for name in PROGRAMS:
            try:
                rows.append(mapping_row(Program.from_text(lower(name, scale), name=name), f"{name} (x{scale})"))
            except Exception as err:  # a sweep reports every failure, then fails
                failed += 1
                print(f"{name} x{scale}: {type(err).__name__}: {err}", file=sys.stderr)
    for path in sorted((ROOT / "examples" / "programs").glob("*.mlir")):
        rows.append(mapping_row(load_program(path), f"{path.stem} (example)"))
    cols = ["program", "nodes", "genes", "unused", "exact", "stand_in", "unplaced", "graph_nodes"]
    lines = ["| " + " | ".join(cols) + " |", "|" + "---|" * len(cols)]
    lines += ["| " + " | ".join(str(r[c]) for c in cols) + " |" for r in rows]
    total = {c: sum(r[c] for r in rows) for c in cols[1:]}
    lines.append("| **total** | " + " | ".join(f"**{total[c]}**" for c in cols[1:]) + " |")
    if opts.search:
        lines += ["", "| corpus program (x1) | bundled-model search, 10 measurements | wall |", "|---|---|---|"]
        for name in PROGRAMS:
            line = search_row(ROOT / "examples" / "corpus" / f"{name}.mlir")
            failed += "FAILED" in line
            lines.append(line)
    text = "\n".join(lines)
    print(text)
    if opts.out:
        stamp = datetime.date.today().isoformat()
        opts.out.write_text(f"# Graph mapping ({stamp})\n\n`python bench/graph_mapping.py "
                            f"--scales {' '.join(map(str, opts.scales))}{' --search' if opts.search else ''}`\n\n"
                            f"{text}\n")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
