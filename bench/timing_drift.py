"""Is a config/default ratio's drift a state of the process or of the machine?

One process, pinned to one core, times a config, the default, and a second compile of the
default in rotating order, in 2-s blocks, for `--minutes`. Every 15 blocks (~30 s) it does,
in turn, nothing, re-makes the input buffers, or recompiles all three executables. If the
ratio's moves were a state of the process (where buffers or code landed), they would step
at those events; if they are the machine's, they follow the default's own time. The two
compiles of the default say whether the same machine code in two executables runs alike.

Usage:
  python bench/timing_drift.py examples/programs/vmapped_mlp.mlir bench/configs/vmapped_mlp-two-swaps.json \
      [--minutes 8] [--core 1] [--out bench/results/timing_drift.md]
  python bench/timing_drift.py --from-json FILE.json   # the tables again, from a run's .json
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from pinned import device_inputs, pin_with_fixed_allocator, program_and_config  # noqa: E402
ORDERS = ((0, 1, 2), (1, 2, 0), (2, 0, 1), (0, 2, 1), (2, 1, 0), (1, 0, 2))


def record_blocks(program_path: str, config_path: str, minutes: float) -> list[dict]:
    """Per 2-s block: medians of default (d1), its second compile (d2) and the config (c),
    the median paired ratios c/d1 and d2/d1, and the event before the block."""
    from xtune.measure.execute import compile_text

    prog, text, opts = program_and_config(program_path, config_path)

    def build() -> tuple:
        return compile_text(prog.text), compile_text(prog.text), compile_text(text, opts)

    exes, args = build(), device_inputs(prog)
    rows: list[dict] = []
    t0, block, event = time.time(), 0, "start"
    while time.time() - t0 < minutes * 60:
        if block and block % 15 == 0:
            event = ("nothing", "new inputs", "recompiled")[(block // 15) % 3]
            if event == "new inputs":
                args = device_inputs(prog)
            elif event == "recompiled":
                exes = build()
        for e in exes:
            for _ in range(2):
                e.run(args)
        times: list[list[float]] = [[], [], []]
        start, k = time.time(), 0
        while time.time() - start < 2.0:
            for i in ORDERS[k % 6]:
                s = time.perf_counter()
                exes[i].run(args)
                times[i].append(time.perf_counter() - s)
            k += 1
        t = np.array(times)
        rows.append({"t": time.time() - t0, "block": block, "event": event,
                     "d1_ms": float(np.median(t[0]) * 1e3), "d2_ms": float(np.median(t[1]) * 1e3),
                     "c_ms": float(np.median(t[2]) * 1e3), "ratio": float(np.median(t[2] / t[0])),
                     "d2_d1": float(np.median(t[1] / t[0])), "runs": int(t.shape[1])})
        event = ""
        block += 1
    return rows


def tables(rows: list[dict]) -> str:
    """The blocks' spread, the ratio between events, and per minute."""
    ratio = np.array([r["ratio"] for r in rows])
    d1 = np.array([r["d1_ms"] for r in rows])
    d2d1 = np.array([r["d2_d1"] for r in rows])
    out = [f"{len(rows)} blocks of 2 s: config/default median paired ratio {ratio.min():.3f}-{ratio.max():.3f} "
           f"(p10-p90 {np.percentile(ratio, 10):.3f}-{np.percentile(ratio, 90):.3f}); default {d1.min():.2f}-"
           f"{d1.max():.2f} ms; the default's second compile over the first {d2d1.min():.3f}-{d2d1.max():.3f}; "
           f"correlation of the block's ratio with the default's time {np.corrcoef(ratio, d1)[0, 1]:.2f}.", "",
           "| segment (after the event, ~30 s) | median ratio | default median ms |", "|---|---|---|"]
    segments: list[tuple[str, list[float], list[float]]] = []
    for r in rows:
        if r["event"]:
            segments.append((r["event"], [], []))
        segments[-1][1].append(r["ratio"])
        segments[-1][2].append(r["d1_ms"])
    out += [f"| {e} | {np.median(rs):.3f} | {np.median(ds):.2f} |" for e, rs, ds in segments]
    out += ["", "| minute | median ratio | default median ms | config median ms |", "|---|---|---|---|"]
    t = np.array([r["t"] for r in rows])
    c = np.array([r["c_ms"] for r in rows])
    for m in range(int(t.max() // 60) + 1):
        sel = (t >= m * 60) & (t < (m + 1) * 60)
        if sel.any():
            out.append(f"| {m} | {np.median(ratio[sel]):.3f} | {np.median(d1[sel]):.2f} | {np.median(c[sel]):.2f} |")
    return "\n".join(out) + "\n"


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("program", nargs="?")
    ap.add_argument("config", nargs="?")
    ap.add_argument("--minutes", type=float, default=8.0)
    ap.add_argument("--core", type=int, default=1)
    ap.add_argument("--out", default=str(ROOT / "bench" / "results" / "timing_drift.md"))
    ap.add_argument("--from-json", help="print the tables of an earlier run's .json")
    args = ap.parse_args()
    if args.from_json:
        print(tables(json.loads(Path(args.from_json).read_text())["blocks"]))
        return
    if not (args.program and args.config):
        ap.error("PROGRAM and CONFIG are needed (or --from-json)")
    pin_with_fixed_allocator(args.core)
    import jax

    rows = record_blocks(args.program, args.config, args.minutes)
    head = (f"`python bench/timing_drift.py {args.program} {args.config} --minutes {args.minutes:g}` — "
            f"{datetime.date.today()}, jax {jax.__version__}, one pinned core.\n\n")
    text = head + tables(rows)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    out.with_suffix(".json").write_text(json.dumps({"program": args.program, "config": args.config, "blocks": rows},
                                                   indent=0))
    print(text)


if __name__ == "__main__":
    main()
