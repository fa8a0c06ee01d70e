"""The measuring workers' allocator settings stop big buffers being faulted in afresh on every run.

A buffer above glibc's mmap threshold is mapped on every allocation and its pages faulted
in again on first touch; a 36.7 MB XLA temp buffer paying 8,961 page faults per run, half
the run's time, made a default's times bimodal (`bench/allocator.py`). These tests allocate,
touch and free such a buffer repeatedly in a fresh process, from the main thread and from
another one (whose own glibc arena could not hold it), and count the page faults.
"""

import json
import os
import subprocess
import sys

import pytest

from xtune.measure.execute import MALLOC_ENV

MB = 48  # above the 32 MiB mmap threshold that the last test sets
THREAD_MB = 96  # above the 64 MiB heaps of a thread's own arena
CHILD = f"""
import ctypes, json, resource, threading
libc = ctypes.CDLL("libc.so.6")
libc.malloc.restype = ctypes.c_void_p
libc.malloc.argtypes = [ctypes.c_size_t]
libc.free.argtypes = [ctypes.c_void_p]
def cycles(out, n):
    faults = []
    for _ in range(4):
        before = resource.getrusage(resource.RUSAGE_THREAD).ru_minflt
        p = libc.malloc(n)
        ctypes.memset(p, 1, n)
        libc.free(p)
        faults.append(resource.getrusage(resource.RUSAGE_THREAD).ru_minflt - before)
    out.append(faults)
main, other = [], []
cycles(main, {MB} << 20)
t = threading.Thread(target=cycles, args=(other, {THREAD_MB} << 20)); t.start(); t.join()
print(json.dumps({{"main": main[0], "other": other[0]}}))
"""
PAGES = (MB << 20) // 4096  # (the thread's buffer has twice as many)


def _faults(env: dict[str, str]) -> dict[str, list[int]]:
    base = {k: v for k, v in os.environ.items() if not k.startswith("MALLOC_")}
    out = subprocess.run([sys.executable, "-c", CHILD], env={**base, **env}, capture_output=True, text=True,
                         check=True, timeout=60)
    return json.loads(out.stdout)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")
def test_the_workers_settings_reuse_a_big_buffer_without_faulting_it_in_again():
    faults = _faults(MALLOC_ENV)
    # the first allocation of each thread faults its pages in; the next ones reuse them
    assert faults["main"][0] > PAGES // 2
    assert all(f < PAGES // 100 for f in faults["main"][1:]), faults
    assert all(f < PAGES // 100 for f in faults["other"][1:]), faults


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's allocator")
def test_a_32_mib_mmap_threshold_faults_a_big_buffer_in_on_every_allocation():
    # the 32 MiB threshold: what made the default of a program with a big temp buffer slow
    faults = _faults({"MALLOC_MMAP_THRESHOLD_": "33554432", "MALLOC_TRIM_THRESHOLD_": "17179869184"})
    assert all(f > PAGES // 2 for f in faults["main"]), faults
