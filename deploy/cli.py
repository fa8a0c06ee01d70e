"""`xtune db answers STORE... --out DIR`: a store's confirmed answers as files for git and `xtune.jit`.

`xtune.search.cli` adds it to the `xtune db` group (`measure` cannot import `deploy`).
"""

from __future__ import annotations

from pathlib import Path

import click
from rich.table import Table

from xtune.deploy import answers as answers_lib
from xtune.measure import preflight
from xtune.measure.cli import console, friendly_errors
from xtune.measure.settings import CONFIRM_PROCESSES
from xtune.measure.store import RecordStore


@click.command("answers")
@click.argument("stores", nargs=-1, type=click.Path(exists=True, dir_okay=False))
@click.option("--out", "out_dir", type=click.Path(file_okay=False), required=True,
              help="Answers folder: one JSON per program and setting, plus index.json.")
@click.option("--confirm-processes", "processes", type=click.IntRange(1, 9), default=CONFIRM_PROCESSES,
              show_default=True, help="For stores where searches kept no answer: the processes they confirmed in "
                                      "(xtune search --confirm-processes); a config's speedup is its median reading "
                                      "over its latest ones.")
@friendly_errors
def db_answers(stores: tuple[str, ...], out_dir: str, processes: int) -> None:
    """Write the confirmed answers of STORES into --out (for `xtune.jit(fn, answers=DIR)`).

    An answer is what the latest search of a program kept in the store: a config whose
    confirmation beat the default with its whole 95% interval, with the speedup and
    interval the search reported (its median reading over the confirmation's processes).
    An answer of the same program and setting already in --out is replaced. With no STORES,
    rebuilds --out's index.json from the files in it.
    """
    preflight.output_folder(out_dir, "--out")
    found = []
    for path in stores:
        with RecordStore(path) as store:
            found += answers_lib.from_store(store, processes)
    written = answers_lib.write(out_dir, found)
    table = Table("program", "fingerprint", "device", "cores", "jax", "speedup", "95% CI", "file")
    for a in answers_lib.load(out_dir).answers:
        table.add_row(a.name, a.fingerprint, a.device_kind, str(a.cores), a.jax_version, f"{a.speedup:.3f}x",
                      f"{a.speedup_low:.3f}-{a.speedup_high:.3f}", a.file_name)
    console.print(table)
    console.print(f"wrote {len(written)} answer(s) and {Path(out_dir) / answers_lib.INDEX}"
                  + ("" if stores else " (index rebuilt)"))
