"""Checks before work starts: a path a command will write is refused at once, with one line
naming the option, the path and the problem; a writable one passes and nothing is left in it."""

from __future__ import annotations

import pytest

from xtune.measure.errors import InputError
from xtune.measure.preflight import PathError, output_file, output_folder, writable_store


def test_a_new_or_existing_file_in_an_existing_folder_passes_and_leaves_the_folder_as_it_was(tmp_path):
    (tmp_path / "old.json").write_text("{}")
    output_file(tmp_path / "new.json")
    output_file(tmp_path / "old.json")
    writable_store(tmp_path / "s.db")
    assert [p.name for p in tmp_path.iterdir()] == ["old.json"] and (tmp_path / "old.json").read_text() == "{}"


@pytest.mark.parametrize("check, option, says", [
    (output_file, "--out", "is a folder; give a file name"),
    (writable_store, "--db", "is a folder; give the store's file name"),
])
def test_a_folder_given_for_a_file_is_refused_naming_the_option_and_path(tmp_path, check, option, says):
    with pytest.raises(PathError) as err:
        check(tmp_path)
    assert str(err.value) == f"{option} {tmp_path}: {says}"


def test_a_file_in_a_missing_folder_is_refused_naming_that_folder(tmp_path):
    with pytest.raises(PathError, match=f"--out {tmp_path}/no/answer.json: folder {tmp_path}/no does not exist"):
        output_file(tmp_path / "no" / "answer.json")


def test_a_report_folder_may_not_exist_yet_but_may_not_be_or_sit_under_a_file(tmp_path):
    output_folder(tmp_path / "a" / "b")  # made later, under tmp_path
    assert not (tmp_path / "a").exists()
    (tmp_path / "f").write_text("x")
    with pytest.raises(PathError, match="is a file; give a folder"):
        output_folder(tmp_path / "f")
    with pytest.raises(PathError, match=f"--report {tmp_path}/f/sub: {tmp_path}/f is a file, not a folder"):
        output_folder(tmp_path / "f" / "sub")


def test_a_refused_path_is_an_input_error_in_one_line(tmp_path):
    with pytest.raises(InputError) as err:
        writable_store(tmp_path / "missing" / "s.db", option="--store")
    assert len(str(err.value).splitlines()) == 1 and str(err.value).startswith("--store ")
