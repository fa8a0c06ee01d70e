"""Tests of `measure.numerics.compare`."""

from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from xtune.measure.numerics import RTOL, compare


@pytest.fixture
def ref() -> list[np.ndarray]:
    rng = np.random.default_rng(0)
    return [rng.standard_normal((16, 32)).astype(np.float32),
            rng.integers(0, 100, size=(7,)).astype(np.int32)]


def test_identical_outputs_are_ok(ref):
    c = compare([r.copy() for r in ref], ref)
    assert c.ok and c.max_abs_err == 0.0 and c.max_rel_err == 0.0 and c.message == ""


def test_float32_rounding_noise_is_ok(ref):
    rng = np.random.default_rng(1)
    noisy = (ref[0] * (1 + 1e-7 * rng.standard_normal(ref[0].shape))).astype(np.float32)
    assert not np.array_equal(noisy, ref[0])
    c = compare([noisy, ref[1]], ref)
    assert c.ok
    assert 0 < c.max_rel_err < 1e-5 and 0 < c.max_abs_err < 1e-5


def test_a_three_percent_change_in_one_element_fails(ref):
    """float32 tolerates 1% (long reductions summed in another order reached 0.11%)."""
    out = ref[0].copy()
    i = np.unravel_index(np.argmax(np.abs(out)), out.shape)
    out[i] *= 1.03
    c = compare([out, ref[1]], ref)
    assert not c.ok
    assert "max abs err" in c.message and "output 0" in c.message
    assert c.max_abs_err == pytest.approx(abs(float(ref[0][i])) * 0.03, rel=1e-3)
    assert c.max_rel_err == pytest.approx(0.03, rel=1e-3)


def test_an_error_in_a_near_zero_element_is_judged_against_the_output_scale():
    ref = np.array([100.0, 1e-9, -50.0], np.float32)
    out = ref.copy()
    out[1] = 1e-6  # huge relative to the element, tiny relative to max|ref|
    assert compare([out], [ref]).ok


def test_an_integer_mismatch_fails(ref):
    ints = ref[1].copy()
    ints[3] += 1
    c = compare([ref[0], ints], ref)
    assert not c.ok
    assert "output 1" in c.message and "1 of 7" in c.message


def test_a_bool_mismatch_fails():
    ref = np.array([True, False, True])
    assert compare([ref.copy()], [ref]).ok
    assert not compare([~ref], [ref]).ok


@pytest.mark.parametrize("where", ["out", "ref"])
def test_a_nan_mismatch_fails(ref, where):
    bad = ref[0].copy()
    bad[0, 0] = np.nan
    outs, refs = ([bad, ref[1]], ref) if where == "out" else (ref, [bad, ref[1]])
    c = compare(outs, refs)
    assert not c.ok and "NaN" in c.message


def test_matching_nans_and_infs_are_ok(ref):
    a = ref[0].copy()
    a[0, 0], a[1, 1], a[2, 2] = np.nan, np.inf, -np.inf
    assert compare([a.copy(), ref[1]], [a, ref[1]]).ok


def test_a_shape_mismatch_fails(ref):
    c = compare([ref[0].T, ref[1]], ref)
    assert not c.ok and "shape" in c.message


def test_a_different_number_of_outputs_fails(ref):
    c = compare(ref[:1], ref)
    assert not c.ok and "1 outputs, expected 2" in c.message


def test_bfloat16_uses_a_looser_tolerance_than_float32():
    assert RTOL["bfloat16"] > RTOL["float32"]
    base = np.linspace(1.0, 2.0, 64, dtype=np.float32)
    off_by_2pct = base * 1.02
    bf_ref, bf_out = base.astype(ml_dtypes.bfloat16), off_by_2pct.astype(ml_dtypes.bfloat16)
    assert str(bf_ref.dtype) == "bfloat16"
    c = compare([bf_out], [bf_ref])
    assert c.ok, c.message
    assert 0.01 < c.max_rel_err < RTOL["bfloat16"]
    assert not compare([off_by_2pct], [base]).ok  # the same error fails in float32
    assert not compare([(base * 1.2).astype(ml_dtypes.bfloat16)], [bf_ref]).ok
