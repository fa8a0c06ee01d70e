"""`one_line`: an error as the one line a record or the CLI keeps."""

from __future__ import annotations

from xtune.measure.errors import InputError, one_line


def test_one_line_keeps_the_first_non_blank_line_after_the_type_name():
    e = RuntimeError("\n  INTERNAL: no such layout\nstack trace here\n")
    assert one_line(e) == "RuntimeError: INTERNAL: no such layout"
    assert one_line(e, with_type=False) == "INTERNAL: no such layout"


def test_an_empty_message_is_the_type_name_either_way():
    assert one_line(KeyboardInterrupt()) == "KeyboardInterrupt"
    assert one_line(InputError(""), with_type=False) == "InputError"


def test_one_line_cuts_to_max_chars():
    assert one_line(ValueError("x" * 50), max_chars=10) == "ValueError"
    assert one_line(ValueError("abcdef"), with_type=False, max_chars=3) == "abc"
