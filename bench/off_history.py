"""What slowed a default that ran off its history: the default alone, or the whole process?

A record's default is "off its history" when it ran more than 10% slower than its
median in the store's earlier records (`measure.history`); the measurer then re-times
the config, and a record still off is kept but its ratio is not taken as a win. That
guards against a process state that slows the default and not the config, which
invents a win. A state that slows both alike (a busy host, a slow process) leaves the
ratio as it was, and dropping such a reading throws away a good one.

Where the config itself was read before in the same store (a confirmation or a
re-time reads a screened config again), its own earlier time tells the two apart:
for every record marked off its history, the default's slowdown (its time over its
usual one, as the mark says) against the config's (its time over the median of its
own earlier unmarked readings). Read from the stores only; nothing is timed.

With `--replay`, each store's confirmation (the readings after the search's own
process, of configs read in three processes or more) is replayed twice from the stored
readings: as it counted them, and with a dropped reading counted where the config slowed
alike; the lowest median ratio over the candidates stands for the answer (neither the
interval nor the reduction is re-judged; the re-times the check caused stay in). Runs
whose answer would differ are listed.

Usage:
  python bench/off_history.py STORE.db [STORE.db ...] [--alike 1.05] [--replay] [--out FILE]
"""

from __future__ import annotations

import argparse
import re
import statistics
from collections import defaultdict
from pathlib import Path

from xtune.measure import RecordStore
from xtune.measure.record import Record
from xtune.measure.store import StoreError
from xtune.search.answer import median_reading

_USUAL = re.compile(r"vs its usual ([0-9.eE+-]+) ms")
AGAIN = "again when re-timed"


def slowdowns(record: Record, own: list[float] | None) -> tuple[float | None, float | None]:
    """A marked record's default slowdown (its time over the usual one its mark names) and its
    config's (its time over the median of `own`, the config's earlier unmarked readings);
    None where there is nothing to divide by."""
    usual = _USUAL.search(record.message)
    default_slow = record.default_median_ms / float(usual.group(1)) if usual else None
    config_slow = record.median_ms / statistics.median(own) if own else None
    return default_slow, config_slow


def classify(records: list[Record], alike: float) -> list[dict]:
    """One row per record marked off its history, oldest first: the default's slowdown, the
    config's (None without an earlier unmarked reading of the config) and whether the
    mark dropped the reading (still off when re-timed)."""
    earlier: dict[str, list[float]] = defaultdict(list)
    rows = []
    for r in records:
        if not r.ok or r.median_ms is None:
            continue
        if r.default_off_history:
            default_slow, config_slow = slowdowns(r, earlier.get(r.config_hash))
            kind = ("no earlier reading of the config" if config_slow is None or default_slow is None
                    else "both slowed alike" if config_slow * alike >= default_slow else "the default alone")
            rows.append({"config": r.config_hash, "dropped": AGAIN in r.message, "default_slow": default_slow,
                         "config_slow": config_slow, "kind": kind, "ratio": r.ratio})
        else:
            earlier[r.config_hash].append(r.median_ms)
    return rows


def replay(records: list[Record], alike: float) -> tuple[float | None, float | None]:
    """(lowest median confirmation ratio as counted, the same with the readings of configs
    that slowed alike counted too); None where no candidate had a counted reading."""
    first = records[0].worker
    earlier: dict[str, list[float]] = defaultdict(list)
    for r in records:
        if r.worker == first and r.ok and r.median_ms and not r.default_off_history:
            earlier[r.config_hash].append(r.median_ms)
    last = {(r.worker, r.config_hash): r for r in records if r.worker != first and r.ok and r.ratio}
    by: dict[str, list[Record]] = defaultdict(list)
    for (_, config), r in last.items():
        by[config].append(r)

    def alike_too(r: Record) -> bool:
        if not r.default_off_history:
            return True
        default_slow, config_slow = slowdowns(r, earlier.get(r.config_hash))
        return default_slow is not None and config_slow is not None and config_slow * alike >= default_slow

    out = []
    for counts in (lambda r: r.ratio_counts, alike_too):
        medians = [m.ratio for readings in by.values() if len(readings) >= 3
                   and (m := median_reading(readings, counts)) is not None]
        out.append(min(medians) if medians else None)
    return out[0], out[1]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("stores", nargs="+", type=Path)
    parser.add_argument("--alike", type=float, default=1.05,
                        help="the config slowed 'alike' when its slowdown times this reaches the default's")
    parser.add_argument("--replay", action="store_true",
                        help="also replay each confirmation with the readings of configs that slowed alike counted")
    parser.add_argument("--out", type=Path)
    opts = parser.parse_args(argv)
    lines = ["| store | records | marked off | dropped (off again) | dropped: both slowed alike | "
             "dropped: the default alone | dropped: no earlier reading |", "|---|---|---|---|---|---|---|"]
    totals = defaultdict(int)
    slow_pairs = []
    replays = []
    for path in opts.stores:
        if not path.is_file():
            raise SystemExit(f"{path}: no such store")
        try:
            with RecordStore(path) as store:
                records = store.records()
        except StoreError as e:
            raise SystemExit(str(e)) from None
        rows = classify(records, opts.alike)
        if opts.replay and records:
            now, with_alike = replay(records, opts.alike)
            if now != with_alike:
                fmt = lambda x: f"{1 / x:.3f}x" if x else "none"
                replays.append(f"| {path.parent.name}/{path.name} | {fmt(now)} | {fmt(with_alike)} |")
        dropped = [r for r in rows if r["dropped"]]
        counts = {k: sum(r["kind"] == k for r in dropped) for k in
                  ("both slowed alike", "the default alone", "no earlier reading of the config")}
        for key, n in (("records", len(records)), ("marked", len(rows)), ("dropped", len(dropped)), *counts.items()):
            totals[key] += n
        slow_pairs += [(r["default_slow"], r["config_slow"]) for r in dropped if r["config_slow"] is not None]
        lines.append(f"| {path.name} | {len(records)} | {len(rows)} | {len(dropped)} | "
                     + " | ".join(str(n) for n in counts.values()) + " |")
    lines.append(f"| **all {len(opts.stores)}** | {totals['records']} | {totals['marked']} | {totals['dropped']} | "
                 f"{totals['both slowed alike']} | {totals['the default alone']} | "
                 f"{totals['no earlier reading of the config']} |")
    if slow_pairs:
        lines += ["", f"Dropped readings of configs read before ({len(slow_pairs)}): the default's slowdown median "
                  f"{statistics.median(d for d, _ in slow_pairs):.3f}x, the config's "
                  f"{statistics.median(c for _, c in slow_pairs):.3f}x (each against its usual time; "
                  f"'alike' = within {opts.alike:.2f}x of each other)."]
    if opts.replay:
        lines += ["", "Confirmations replayed: runs whose answer (lowest median ratio of a candidate) would differ",
                  "", "| store | as counted | with slowed-alike readings counted |", "|---|---|---|",
                  *(replays or ["| (none) | | |"])]
    text = "\n".join(lines)
    print(text)
    if opts.out:
        opts.out.write_text(f"# python bench/off_history.py ({len(opts.stores)} stores)\n\n{text}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
