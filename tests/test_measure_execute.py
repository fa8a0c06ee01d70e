"""`measure_job` in this process: wrong numbers, compile errors, and timing under the host's lock."""

import dataclasses
import subprocess
import sys
import threading
import time

import pytest

from xtune.measure.execute import Job, measure_job
from xtune.measure.measurer import Measurer, MeasureSettings
from xtune.measure.program import Program
from xtune.measure.record import COMPILE_ERROR, OK, SAME, SAME_PREFIX, WRONG
from xtune.measure.rewrite import apply
from xtune.measure.store import RecordStore
from xtune.measure.space import ConfigSpace
from xtune.measure.timing import TimingPolicy

# timing-sensitive (worker timeouts, process kills, the host's timing lock): `make test` runs
# these in a serial pass of their own, after the rest on two workers
pytestmark = pytest.mark.serial


@pytest.fixture
def program(matmul_program) -> Program:
    return matmul_program


FAST = TimingPolicy.tiny()
FEW_PAIRS = TimingPolicy(warmup=1, min_pairs=3, max_pairs=3, max_time_s=1.0)  # timing takes milliseconds


def _job(program: Program, text: str, config=None, **changes) -> Job:
    config = config or ConfigSpace(program).default()
    return dataclasses.replace(Job(program.text, program.fingerprint, program.input_specs, config, text, (), FAST),
                               **changes)


def test_changed_numbers_are_recorded_as_wrong_with_the_evidence(program):
    doubled = program.text.replace("stablehlo.tanh %0", "stablehlo.exponential %0")
    assert doubled != program.text
    result = measure_job(_job(program, doubled))
    assert result["status"] == WRONG
    assert "max abs err" in result["message"] and result["max_abs_err"] > 0


def test_a_config_the_compiler_rejects_is_a_compile_error_record(program):
    broken = program.text.replace("stablehlo.tanh %0", 'stablehlo.custom_call @NoSuchTarget(%0)')
    broken = broken.replace("stablehlo.custom_call @NoSuchTarget(%0) :",
                            "stablehlo.custom_call @NoSuchTarget(%0) : (tensor<96x96xf32>) ->")
    result = measure_job(_job(program, broken))
    assert result["status"] == COMPILE_ERROR and result["message"]
    assert "\n" not in result["message"] and len(result["message"]) <= 500


def _lock_holder(lock_dir) -> subprocess.Popen:
    """Another process on the host that holds the CPU timing lock until its stdin closes."""
    code = (f"import sys\nfrom xtune.measure import hostlock\nhostlock.LOCK_DIR = {str(lock_dir)!r}\n"
            "with hostlock.exclusive_timing('cpu'):\n print('held', flush=True)\n sys.stdin.read()\n")
    child = subprocess.Popen([sys.executable, "-c", code], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    assert child.stdout.readline().strip() == "held"
    return child


def _start(job: Job) -> tuple[threading.Thread, dict]:
    out: dict = {}
    thread = threading.Thread(target=lambda: out.update(measure_job(job)), daemon=True)
    thread.start()
    return thread, out


def _wait_for_phase(path, phase: str, timeout_s: float = 120.0) -> None:
    deadline = time.time() + timeout_s
    while time.time() < deadline and not (path.exists() and path.read_text() == phase):
        time.sleep(0.05)
    assert path.read_text() == phase


def test_timing_waits_for_another_processs_timing_lock_but_compiling_does_not(program, tmp_path, lock_dir):
    phase = tmp_path / "phase"
    holder = _lock_holder(lock_dir)
    try:
        free, free_out = _start(_job(program, program.text, policy=FEW_PAIRS, exclusive_timing=False))
        free.join(120)
        assert not free.is_alive() and free_out["status"] == OK  # without exclusive timing: no wait

        locked, locked_out = _start(_job(program, program.text, policy=FEW_PAIRS, exclusive_timing=True,
                                         phase_file=str(phase)))
        _wait_for_phase(phase, "time")  # compiled, ran and checked while the other process held the lock
        locked.join(2.0)
        assert locked.is_alive() and not locked_out  # its timing waits for the lock
    finally:
        holder.stdin.close()
        holder.wait(60)
    locked.join(120)
    assert locked_out["status"] == OK and locked_out["num_samples"] == 3


def test_a_config_xla_compiles_to_the_defaults_executable_is_not_timed_unless_asked(program):
    space = ConfigSpace(program)
    pin = space.make({"main/0.out": (1, 0)})  # the row-major layout XLA gives it anyway
    text, default = apply(program, pin), measure_job(_job(program, program.text))
    skipped = measure_job(_job(program, text, pin, skip_same_executable=True))
    assert skipped["status"] == SAME and skipped["executable"] == default["executable"]
    assert skipped["message"] == f"{SAME_PREFIX}{space.default().hash} (the default), not timed again"
    assert "ratio" not in skipped and "median_ms" not in skipped
    timed = measure_job(_job(program, text, pin))  # skip_same_executable off: timed as before
    assert timed["status"] == OK and timed["ratio"] > 0 and timed["executable"] == default["executable"]
    moved = space.make({"main/0.out": (0, 1)})  # a column-major result: another executable
    other = measure_job(_job(program, apply(program, moved), moved, skip_same_executable=True))
    assert other["status"] == OK and other["executable"] != default["executable"]


def test_the_measurer_skips_configs_of_an_executable_it_or_its_store_timed(program, tmp_path):
    space = ConfigSpace(program)
    transpose_out = space.make({"main/2.out": (1, 0)})  # the transpose's result layout ...
    dot_operand = space.make({"main/3.in0": (1, 0)})  # ... or the next dot's operand: one executable
    settings = MeasureSettings(in_process=True, policy=FAST, history_tolerance=None)
    with RecordStore(tmp_path / "s.db") as store:
        with Measurer(settings, store) as m:
            first, second = m.measure(program, [transpose_out, dot_operand])
        assert first.status == OK and second.status == SAME and second.same_as == transpose_out.hash
        assert second.executable == first.executable
        with Measurer(settings, store) as m:  # a new measurer learns the executable from the store
            again = m.measure(program, [space.make({"main/3.in0": (1, 0), "main/0.swap": True})])[0]
            timed = m.measure(program, [dot_operand], remeasure=True, skip_same_executable=False)[0]
        assert again.status == SAME and again.same_as == transpose_out.hash
        assert timed.status == OK and timed.executable == first.executable
