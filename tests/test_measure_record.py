"""One measurement as a record: what its status and message say (a win that counts, a
twin of another config's executable, a default that failed), and its JSON round trip."""

from __future__ import annotations

import json

from xtune.measure.record import (
    COMPILE_ERROR,
    DEFAULT_FAILED_PREFIX,
    OFF_HISTORY,
    OK,
    SAME,
    SAME_PREFIX,
    WRONG,
    Record,
    default_failed,
    default_failure_line,
)


def rec(**fields) -> Record:
    return Record(**{"program": "p", "config_hash": "c1", "config_json": "{}", "device_kind": "cpu",
                     "backend": "cpu", "cpu_model": "x", "jax_version": "v", "jaxlib_version": "v", "cores": 1,
                     "status": OK, **fields})


def test_only_an_ok_record_with_a_ratio_and_its_default_on_history_counts():
    assert rec(ratio=0.8).ratio_counts and rec(ratio=0.8).speedup == 1.25
    assert not rec(ratio=None).ratio_counts and rec(ratio=None).speedup is None
    assert not rec(status=WRONG, ratio=0.8).ratio_counts
    off = rec(ratio=0.5, message=f"{OFF_HISTORY}: 14 ms vs its usual 10 ms")
    assert off.default_off_history and not off.ratio_counts
    assert not rec(status=WRONG, message=OFF_HISTORY).default_off_history  # only an ok record runs off it


def test_a_same_executable_record_names_the_config_it_shares_an_executable_with():
    twin = rec(status=SAME, message=f"{SAME_PREFIX}0123abcd (its timing)")
    assert twin.same_as == "0123abcd" and not twin.ok
    assert rec(message=f"{SAME_PREFIX}0123abcd").same_as is None  # an ok record is nobody's twin


def test_a_record_round_trips_through_json_and_a_dict_with_unknown_fields():
    r = rec(ratio=0.9, temp_bytes=1024, worker="w1")
    again = Record.from_dict({**json.loads(r.to_json()), "field_of_a_later_version": 1})
    assert again == r


def test_the_default_failed_where_its_own_record_failed_or_a_message_says_so():
    assert default_failed(rec(config_hash="d", status=COMPILE_ERROR), "d")
    assert not default_failed(rec(config_hash="c1", status=COMPILE_ERROR), "d")  # another config's failure
    said = rec(status=COMPILE_ERROR, message=f"{DEFAULT_FAILED_PREFIX}RuntimeError: no")
    assert default_failed(said, "d")
    assert default_failure_line("mlp", said) == ("mlp: XLA's default config could not be measured here "
                                                 "(compile_error: RuntimeError: no)")
