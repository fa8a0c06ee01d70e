"""Measuring for real: in-process and in worker processes, with the store."""

import dataclasses

import jax.numpy as jnp
import numpy as np
import pytest

from xtune.measure.execute import FAULT_ENV, Job, measure_job
from xtune.measure.program import Program
from xtune.measure.record import COMPILE_ERROR, OK, TIMEOUT, WRONG
from xtune.measure.runner import Measurer, MeasureSettings
from xtune.measure.space import ConfigSpace
from xtune.measure.store import RecordStore
from xtune.measure.timing import TimingPolicy


@pytest.fixture(scope="module")
def program() -> Program:
    def f(a, b):
        return jnp.tanh(a @ b).T @ a

    rng = np.random.default_rng(0)
    return Program.from_callable(f, rng.standard_normal((96, 64), dtype=np.float32),
                                 rng.standard_normal((64, 96), dtype=np.float32), name="tiny")


FAST = TimingPolicy.tiny()


def _job(program: Program, text: str, config=None) -> Job:
    config = config or ConfigSpace(program).default()
    return Job(program.text, program.fingerprint, program.input_specs, config, text, (), FAST)


def test_the_default_timed_against_itself_reads_about_one(program):
    space = ConfigSpace(program)
    with Measurer(MeasureSettings(in_process=True, policy=TimingPolicy(max_time_s=2.0))) as m:
        (rec,) = m.measure(program, [space.default()])
    assert rec.status == OK
    assert 0.8 < rec.ratio < 1.25
    assert rec.ratio_low <= rec.ratio <= rec.ratio_high
    assert rec.median_ms > 0 and rec.default_median_ms > 0 and rec.min_ms <= rec.median_ms
    assert rec.num_samples >= TimingPolicy().min_pairs
    assert rec.flops > 0 and rec.argument_bytes == (96 * 64 + 64 * 96) * 4
    assert rec.compile_s > 0 and rec.cores >= 1 and rec.backend == "cpu"


def test_a_stored_record_is_reused_unless_remeasure_is_asked(program, tmp_path):
    space = ConfigSpace(program)
    cfg = space.make({space.nodes[0].genes[0]: space.genes[0].choices[2]})
    seen = []
    with RecordStore(tmp_path / "r.db") as store:
        with Measurer(MeasureSettings(in_process=True, policy=FAST), store) as m:
            first = m.measure(program, [cfg, cfg])  # duplicates are measured once
            again = m.measure(program, [cfg], on_record=lambda r, reused: seen.append(reused))
        assert len(first) == 1 and again[0].measured_at == first[0].measured_at and seen == [True]
        with Measurer(MeasureSettings(in_process=True, policy=FAST, remeasure=True), store) as m:
            m.measure(program, [cfg])
        assert len(store.records(program.fingerprint)) == 2
        assert store.get_program(program.fingerprint)["name"] == "tiny"


def test_changed_numbers_are_recorded_as_wrong_with_the_evidence(program):
    doubled = program.text.replace("stablehlo.tanh %0", "stablehlo.exponential %0")
    assert doubled != program.text
    result = measure_job(_job(program, doubled))
    assert result["status"] == WRONG
    assert "max abs err" in result["message"] and result["max_abs_err"] > 0


def test_a_config_the_compiler_rejects_is_a_compile_error_record(program):
    broken = program.text.replace("stablehlo.tanh %0", 'stablehlo.custom_call @NoSuchTarget(%0)')
    broken = broken.replace("stablehlo.custom_call @NoSuchTarget(%0) :", "stablehlo.custom_call @NoSuchTarget(%0) : (tensor<96x96xf32>) ->")
    result = measure_job(_job(program, broken))
    assert result["status"] == COMPILE_ERROR and result["message"]


def test_a_crashing_config_becomes_a_record_and_the_run_goes_on(program, tmp_path, monkeypatch):
    space = ConfigSpace(program)
    bad = space.make({space.genes[0].name: space.genes[0].choices[1]})
    good = space.default()
    monkeypatch.setenv(FAULT_ENV, f"crash:{bad.hash}")
    with RecordStore(tmp_path / "r.db") as store:
        with Measurer(MeasureSettings(policy=FAST, timeout_s=120), store) as m:
            recs = m.measure(program, [bad, good])
        assert recs[0].status == COMPILE_ERROR and "died" in recs[0].message
        assert recs[1].status == OK
        assert {r.config_hash for r in store.records()} == {bad.hash, good.hash}


def test_a_hanging_config_times_out_and_the_run_goes_on(program, monkeypatch):
    space = ConfigSpace(program)
    bad = space.make({space.genes[0].name: space.genes[0].choices[1]})
    monkeypatch.setenv(FAULT_ENV, f"hang:{bad.hash}")
    with Measurer(MeasureSettings(policy=FAST, timeout_s=8)) as m:
        recs = m.measure(program, [bad, space.default()])
    assert recs[0].status == TIMEOUT and "8 s" in recs[0].message
    assert recs[1].status == OK


def test_worker_slots_are_pinned_to_their_own_cores():
    import os

    avail = sorted(os.sched_getaffinity(0))
    sets = MeasureSettings(cores=1, jobs=len(avail)).core_sets()
    assert sorted(c for s in sets for c in s) == avail
    assert MeasureSettings().core_sets() == [None]
    assert dataclasses.replace(MeasureSettings(), cores=1).num_cores == 1


def _worker_env() -> dict:
    import os

    return {k: os.environ.get(k) for k in ("MALLOC_MMAP_THRESHOLD_", "MALLOC_TRIM_THRESHOLD_")}


def test_worker_processes_start_with_the_fixed_allocator_settings():
    from xtune.measure.execute import MALLOC_ENV
    from xtune.measure.runner import _WorkerSlot

    slot = _WorkerSlot(None)
    try:
        assert slot._ensure().submit(_worker_env).result(timeout=60) == MALLOC_ENV
    finally:
        slot.kill()
