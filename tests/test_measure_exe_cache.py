"""The executable cache: a config compiled once per machine, loaded in every later process."""

from __future__ import annotations

import os

import pytest

from xtune.measure import ConfigSpace, MeasureSettings, Measurer, exe_cache
from xtune.measure.timing import TimingPolicy


def _entries(root):
    return sorted(root.glob("*/*.xla"))


@pytest.mark.parametrize("cores", [1, None], ids=["one core", "all cores"])
def test_a_confirmation_in_fresh_workers_loads_what_the_search_compiled(tiny_program, tmp_path, monkeypatch, lock_dir,
                                                                        cores):
    monkeypatch.setenv(exe_cache.ENV, str(tmp_path / "cache"))
    config = ConfigSpace(tiny_program).default()
    settings = MeasureSettings(cores=cores, policy=TimingPolicy.tiny(), remeasure=True, history_tolerance=None)
    with Measurer(settings) as search:
        [first] = search.measure(tiny_program, [config])
        [entry] = _entries(tmp_path / "cache")  # the default's text, compiled once
        written = entry.stat().st_ino
        search.close()
        with search.spawn(policy=TimingPolicy.tiny()) as confirming:  # new worker processes, as a confirmation
            [again] = confirming.measure(tiny_program, [config])
    assert first.ok and again.ok
    # the confirmation's worker loaded it: the compile it reports is the first one's, and the
    # entry is the one the search's worker wrote (a compile would have replaced it)
    assert again.compile_s == first.compile_s and again.executable == first.executable
    assert _entries(tmp_path / "cache") == [entry] and entry.stat().st_ino == written


def test_the_cache_counts_its_hits_misses_and_puts(tiny_program, tmp_path):
    import jax.extend

    from xtune.measure.mlir import xla_client

    backend = jax.extend.backend.get_backend()
    devices = xla_client.DeviceList(tuple(backend.devices()[:1]))
    exe = backend.compile_and_load(tiny_program.text, devices, xla_client.CompileOptions())
    cache = exe_cache.ExecutableCache(tmp_path)
    k = "ab" + "1" * 62
    assert cache.get(k, backend, devices) is None
    cache.put(k, backend, exe, 0.25)
    hit = cache.get(k, backend, devices)
    assert hit is not None and hit[1] == 0.25
    assert (cache.hits, cache.misses, cache.puts) == (1, 1, 1)


def test_off_in_a_process_jax_started_in_before_it_was_pinned(monkeypatch, tmp_path):
    import jax

    jax.devices()  # this test process: its backend exists, its core count at that time unknown
    monkeypatch.setenv(exe_cache.ENV, str(tmp_path))
    monkeypatch.setattr(exe_cache, "_cores_at_start", None)
    exe_cache.enable_here()
    assert exe_cache.current() is None


@pytest.mark.parametrize("value", ["off", "OFF", ""])
def test_the_environment_turns_it_off(monkeypatch, value):
    monkeypatch.setenv(exe_cache.ENV, value)
    assert exe_cache.folder() is None


def test_an_unreadable_entry_is_a_miss_and_removed(tmp_path):
    import jax.extend

    backend = jax.extend.backend.get_backend()
    cache = exe_cache.ExecutableCache(tmp_path)
    path = tmp_path / "ab" / ("ab" + "0" * 62 + ".xla")
    path.parent.mkdir()
    path.write_bytes(b"not an executable")
    assert cache.get(path.stem, backend, None) is None
    assert not path.exists()


def test_the_key_changes_with_what_the_machine_code_depends_on(monkeypatch):
    import jax.extend

    backend = jax.extend.backend.get_backend()
    base = exe_cache.key("text", (), backend)
    assert exe_cache.key("text", (("xla_cpu_use_thunk_runtime", False),), backend) != base
    assert exe_cache.key("other", (), backend) != base
    monkeypatch.setenv("XLA_FLAGS", "--xla_cpu_enable_fast_math=true")
    assert exe_cache.key("text", (), backend) != base
    monkeypatch.delenv("XLA_FLAGS")
    with monkeypatch.context() as m:
        m.setattr(exe_cache, "_cpu", lambda: "another CPU")  # a folder shared by hosts of two kinds
        assert exe_cache.key("text", (), backend) != base
    assert exe_cache.key("text", (), backend) == base
    monkeypatch.setattr(exe_cache, "_cores_at_start", 64)
    assert exe_cache.key("text", (), backend) != base


def test_pruning_keeps_the_most_recently_used(tmp_path):
    for i, name in enumerate(["old", "mid", "new"]):
        path = tmp_path / name[:2] / f"{name}.xla"
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(b"x" * 100)
        os.utime(path, (1000 + i, 1000 + i))
    exe_cache.prune(tmp_path, 250)
    assert [p.stem for p in _entries(tmp_path)] == ["mid", "new"]
