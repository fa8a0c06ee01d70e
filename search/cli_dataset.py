"""`xtune dataset ...`: generate training programs, measure them, export TpuGraphs npz."""

from __future__ import annotations

from pathlib import Path

import click
from rich.table import Table

from measure.program import load_program
from measure.record import Record
from measure.store import RecordStore
from search.cli import _progress, console, friendly_errors, main


@main.group()
def dataset() -> None:
    """Build measured datasets in the TpuGraphs format."""


@dataset.command("generate")
@click.option("--count", default=150, show_default=True, help="Number of programs.")
@click.option("--out", "out_dir", type=click.Path(file_okay=False), required=True, help="Output folder.")
@click.option("--seed", default=0, show_default=True)
@friendly_errors
def generate_cmd(count: int, out_dir: str, seed: int) -> None:
    """Write COUNT random, realistic JAX programs as StableHLO .mlir files."""
    from surrogate.generate import generate_programs

    with _progress() as progress:
        task = progress.add_task("generating", total=count, best="")
        paths = generate_programs(count, out_dir, seed, progress=lambda i: progress.update(task, completed=i))
    console.print(f"wrote {len(paths)} programs to {out_dir}")


@dataset.command("build")
@click.argument("programs", nargs=-1, required=True)
@click.option("--configs-per-program", "num_configs", default=40, show_default=True,
              help="Random configs per program (the default is measured too).")
@click.option("--db", default="xtune.db", show_default=True, help="SQLite record store (resumable).")
@click.option("--cores", type=int, default=1, show_default=True, help="Cores per timing process.")
@click.option("--jobs", default=1, show_default=True, help="Timing processes at once (each on its own cores).")
@click.option("--seed", default=0, show_default=True, help="Config sampling seed.")
@click.option("--max-time", "max_time_s", default=2.0, show_default=True, help="Timing cap per config, s.")
@click.option("--timeout", "timeout_s", default=300.0, show_default=True, help="Per-config limit, s.")
@friendly_errors
def build_cmd(programs: tuple[str, ...], num_configs: int, db: str, cores: int, jobs: int, seed: int,
              max_time_s: float, timeout_s: float) -> None:
    """Measure the default and N random configs of each of PROGRAMS (files or folders)."""
    from measure.runner import MeasureSettings
    from measure.timing import TimingPolicy
    from surrogate.dataset import build

    paths: list[Path] = []
    for p in programs:
        paths += sorted(Path(p).glob("*.mlir")) if Path(p).is_dir() else [Path(p)]
    loaded = [load_program(p) for p in paths]  # every file checked before anything is measured
    settings = MeasureSettings(cores=cores, jobs=jobs, timeout_s=timeout_s, policy=TimingPolicy(max_time_s=max_time_s))
    counts = {"measured": 0, "reused": 0, "failed": 0}
    with RecordStore(db) as store, _progress() as progress:
        total = progress.add_task("configs", total=len(loaded) * (num_configs + 1), best="")

        def on_program(prog, n: int) -> None:
            progress.update(total, description=f"{prog.name[:40]}")

        def on_record(prog, r: Record, reused: bool) -> None:
            counts["reused" if reused else "measured"] += 1
            counts["failed"] += not r.ok
            progress.update(total, advance=1, best=f"{counts['measured']} new, {counts['reused']} reused")

        try:
            build(loaded, num_configs, store, settings, seed=seed, on_record=on_record, on_program=on_program)
        except KeyboardInterrupt:
            progress.console.print("[yellow]interrupted[/]: rerun the same command to resume")
    console.print(f"{len(loaded)} programs: {counts['measured']} measured, {counts['reused']} reused, "
                  f"{counts['failed']} not ok, store {db}")


@dataset.command("export")
@click.argument("db", type=click.Path(exists=True, dir_okay=False))
@click.option("--out", "out_dir", type=click.Path(file_okay=False), required=True, help="Output folder.")
@click.option("--pad", default=-1.0, show_default=True, help="Node feature padding value.")
@click.option("--split/--no-split", default=True, show_default=True, help="train/valid/test folders by program.")
@click.option("--held-out", "held_out", multiple=True, type=click.Path(exists=True),
              help="Program files always put in the test split (e.g. examples/programs).")
@friendly_errors
def export_cmd(db: str, out_dir: str, pad: float, split: bool, held_out: tuple[str, ...]) -> None:
    """Write one TpuGraphs layout .npz per (program, device kind) from DB's ok records."""
    from surrogate.dataset import export

    fingerprints = set()
    for h in held_out:
        for p in sorted(Path(h).glob("*.mlir")) if Path(h).is_dir() else [Path(h)]:
            fingerprints.add(load_program(p).fingerprint)
    with RecordStore(db) as store:
        manifest = export(store, out_dir, pad=pad, split=split, held_out=frozenset(fingerprints))
    table = Table("split", "files")
    for s, n in manifest["splits"].items():
        table.add_row(s, str(n))
    console.print(table)
    console.print(f"{manifest['files']} files, {manifest['programs']} programs, {manifest['configs']} configs "
                  f"-> {out_dir}/manifest.json")
