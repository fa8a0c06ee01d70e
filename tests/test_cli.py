"""The `xtune` CLI: info, measure, db, apply, and one-line errors on bad input."""

import json
from pathlib import Path

from click.testing import CliRunner

from xtune.measure.program import Program
from xtune.measure.space import ConfigSpace
from xtune.search.cli import main

ATTENTION = str(Path(__file__).parent.parent / "examples" / "programs" / "attention.mlir")

def run(*args: str):
    return CliRunner().invoke(main, [str(a) for a in args])


def _one_line_error(result) -> str:
    assert result.exit_code != 0
    lines = [ln for ln in result.output.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("Error: "), result.output
    assert result.exception is None or isinstance(result.exception, SystemExit)
    return lines[0]


def test_info_lists_the_attention_nodes_and_their_choices():
    result = run("info", ATTENTION, "--json")
    assert result.exit_code == 0, result.output
    info = json.loads(result.output)
    ops = {n["op"] for n in info["nodes"]}
    assert len(info["nodes"]) >= 2 and {"dot_general", "transpose", "reshape"} <= ops
    assert all(n["genes"]["out"] > 1 for n in info["nodes"] if "out" in n["genes"])
    assert info["log10_size"] > 10


def test_measure_writes_one_record_per_config_and_a_closing_table(tiny_mlir, tmp_path):
    db = tmp_path / "runs.db"
    # the default-history check off: it would re-time a config whose default ran slow, a second record
    result = run("measure", tiny_mlir, "--default", "--random", "3", "--db", db, "--in-process",
                 "--max-time", "0.5", "--cores", "1", "--default-tolerance", "0")
    assert result.exit_code == 0, result.output
    assert "default" in result.output and "speedup" in result.output and "status: ok" in result.output
    stats = run("db", "stats", db)
    assert stats.exit_code == 0 and "tiny" in stats.output
    lines = run("db", "export", db).output.strip().splitlines()
    assert len(lines) == 4 and all(json.loads(ln)["program_name"] == "tiny" for ln in lines)
    best = run("db", "best", db, "--out", tmp_path / "best.json")
    assert best.exit_code == 0 and "x" in best.output
    again = run("measure", tiny_mlir, "--config", tmp_path / "best.json", "--db", db, "--in-process", "--cores", "1")
    assert again.exit_code == 0
    assert len(run("db", "export", db).output.strip().splitlines()) == 4  # reused, not re-measured


def test_measure_records_the_estimator_it_was_asked_for(tiny_mlir, tmp_path):
    db = tmp_path / "runs.db"
    for estimator, expected in (("median-pair", "median-pair"), (None, "p10")):
        args = ["measure", tiny_mlir, "--random", "1", "--db", db, "--in-process", "--max-time", "0.3",
                "--default-tolerance", "0", "--remeasure", "--time-same-executable"]
        result = run(*args, *(["--estimator", estimator] if estimator else []))
        assert result.exit_code == 0, result.output
        rec = json.loads(run("db", "export", db).output.strip().splitlines()[-1])
        assert rec["ratio_estimator"] == expected
    assert "--estimator" in run("search", "--help").output
    bad = run("measure", tiny_mlir, "--random", "1", "--estimator", "mean", "--db", db)
    assert bad.exit_code != 0 and "'mean' is not one of 'p10', 'median-pair'" in bad.output


def test_apply_writes_the_tuned_stablehlo(tiny_mlir, tmp_path):
    space = ConfigSpace(Program.from_text(tiny_mlir.read_text()))
    cfg = space.make({space.nodes[0].genes[0]: space.genes[0].choices[2]})
    (tmp_path / "c.json").write_text(cfg.to_json())
    result = run("apply", tiny_mlir, tmp_path / "c.json", "--out", tmp_path / "tuned.mlir")
    assert result.exit_code == 0, result.output
    assert "@LayoutConstraint" in (tmp_path / "tuned.mlir").read_text()


def test_a_missing_program_is_a_one_line_error_and_writes_nothing(tmp_path):
    line = _one_line_error(run("measure", tmp_path / "nope.mlir", "--default", "--db", tmp_path / "x.db"))
    assert "nope.mlir" in line and not (tmp_path / "x.db").exists()


def test_a_file_that_is_not_stablehlo_is_a_one_line_error(tmp_path):
    (tmp_path / "bad.mlir").write_text("this is not mlir\n")
    line = _one_line_error(run("measure", tmp_path / "bad.mlir", "--default", "--db", tmp_path / "x.db"))
    assert "bad.mlir" in line and "StableHLO" in line and not (tmp_path / "x.db").exists()


def test_a_config_for_another_program_is_a_one_line_error(tiny_mlir, tmp_path):
    other = ConfigSpace(Program.from_text(Path(ATTENTION).read_text()))
    (tmp_path / "other.json").write_text(other.default().to_json())
    line = _one_line_error(run("measure", tiny_mlir, "--config", tmp_path / "other.json",
                               "--db", tmp_path / "x.db"))
    assert "other.json" in line and "for program" in line and not (tmp_path / "x.db").exists()


def test_a_config_naming_a_missing_node_is_a_one_line_error(tiny_mlir, tmp_path):
    prog = Program.from_text(tiny_mlir.read_text())
    (tmp_path / "c.json").write_text(json.dumps({"program": prog.fingerprint, "genes": {"main/99.out": [0, 1]}}))
    line = _one_line_error(run("measure", tiny_mlir, "--config", tmp_path / "c.json", "--db", tmp_path / "x.db"))
    assert "main/99" in line and not (tmp_path / "x.db").exists()


def test_a_store_that_is_not_sqlite_is_a_one_line_error(tmp_path):
    (tmp_path / "junk.db").write_bytes(b"\x00junk" * 100)
    line = _one_line_error(run("db", "best", tmp_path / "junk.db"))
    assert "junk.db" in line
