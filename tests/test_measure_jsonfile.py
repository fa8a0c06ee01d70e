"""Atomic file writes: a reader sees the old file or the new one, never a part, and no
temporary file is left behind."""

from __future__ import annotations

import json

import pytest

from xtune.measure.jsonfile import write_bytes, write_json


def test_write_json_writes_indented_json_that_reads_back_and_returns_the_path(tmp_path):
    path = tmp_path / "answer.json"
    assert write_json(path, {"b": 1, "a": [1, 2]}, sort_keys=True) == path
    text = path.read_text()
    assert json.loads(text) == {"a": [1, 2], "b": 1}
    assert text.index('"a"') < text.index('"b"') and text.endswith("\n") and "\n " in text


def test_a_rewrite_replaces_the_file_and_leaves_no_temporary_file(tmp_path):
    path = tmp_path / "index.json"
    write_json(path, {"n": 1})
    write_json(path, {"n": 2})
    assert json.loads(path.read_text()) == {"n": 2}
    assert [p.name for p in tmp_path.iterdir()] == ["index.json"]


def test_a_write_that_fails_keeps_the_old_file_and_removes_its_temporary_file(tmp_path):
    path = tmp_path / "index.json"
    write_bytes(path, b"old")
    with pytest.raises(TypeError):
        write_json(path, {"not json": object()})
    assert path.read_bytes() == b"old"
    assert [p.name for p in tmp_path.iterdir()] == ["index.json"]


def test_a_written_file_is_readable_by_others(tmp_path):
    path = write_bytes(tmp_path / "a.bin", b"\x00\x01")
    assert path.stat().st_mode & 0o777 == 0o644 and path.read_bytes() == b"\x00\x01"
