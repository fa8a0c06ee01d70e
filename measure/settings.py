"""How to measure (`MeasureSettings`), and the one home of the defaults every front door shares.

The command line (`xtune measure`, `search`, `batch`, `dataset build`), `xtune.tune()` and
batch files take their measurement defaults from here (a search's own, such as its budget,
islands, compile screen and confirmation, from `xtune.search.settings`), so a default changes
in one place and one request gets the same settings through each of them. A command that
deliberately measures otherwise has its own named default here, with the reason.

    settings = MeasureSettings.for_search(cores=1)   # what `xtune search --cores 1` measures with
"""

from __future__ import annotations

import dataclasses
import math
import os
from typing import Any

from xtune.measure import device
from xtune.measure.errors import InputError
from xtune.measure.timing import TimingPolicy, estimator_name

CORES: int | None = None  # cores per timing process: all of them, as users deploy
JOBS = 1  # worker processes measuring at once
TIMEOUT_S = 300.0  # per-config limit in a worker (compile + check + timing), s
# Re-time a config once when its interleaved default ran more than this share slower than the
# default's history in the store (`measure.history`; the command line's --default-tolerance).
HISTORY_TOLERANCE = 0.10
# The fresh processes a search confirms its candidates in (`xtune.search.settings.AnswerSettings
# .confirm_processes`, which says why 3), and so the readings an answers file takes a confirmed
# reading from (`measure.confirmation`).
CONFIRM_PROCESSES = 3
ESTIMATOR = estimator_name(TimingPolicy.quantile)  # the ratio's estimator by name ("p10"; --estimator)

# The timing cap per config (`TimingPolicy.max_time_s`, --max-time), by what the timing is for.
# `xtune measure` and a plain `MeasureSettings()`: `TimingPolicy`'s own 8 s; a few configs asked
# for by hand are timed as long as the stability rule wants, within reason.
MEASURE_MAX_TIME_S = TimingPolicy.max_time_s
# `xtune search`, `xtune batch`, batch files and `tune()`: a search screens dozens of configs, and
# those it may answer with are re-timed in its confirmation (at least 3 s and 30 pairs each, in
# fresh processes: `xtune.search.answer`), so its screen stops at half the cap.
SEARCH_MAX_TIME_S = 4.0
# `xtune dataset build`: many labels per program for training a ranking, which needs less
# precision per config than an answer does.
DATASET_MAX_TIME_S = 2.0
# `xtune dataset build`: one core per timing process; datasets are built on shared machines,
# several jobs at once, and a record's core count is part of what it is compared under.
DATASET_CORES = 1


def available_cores() -> int:
    """How many cores this process may run on (those it started on and those it has now;
    `device.available_cpus`): the most `cores` may ask for."""
    return len(device.available_cpus())


def core_sets(cores: int) -> list[tuple[int, ...]]:
    """The disjoint sets of `cores` CPU ids a measuring process may claim on this host
    (`hostlock.claim_core_set`), of the CPUs this process may run on (`device.available_cpus`).

    One set, wrapping around, where `cores` is more than there are.
    """
    cpus = device.available_cpus()
    return [tuple(cpus[(i * cores + k) % len(cpus)] for k in range(cores))
            for i in range(max(1, len(cpus) // cores))]


def is_remote_cluster(cluster: str | None) -> bool:
    """Whether `cluster` names a scheduler elsewhere ('tcp://HOST:8786'), whose workers have cores of their own."""
    return bool(cluster) and "://" in cluster


def cores_above_machine(cores: int | None, cluster: str | None = None) -> str | None:
    """Why `cores` per timing process cannot be had here (more than `available_cores()`), or None.

    A remote cluster's workers are other machines: their cores are not counted here.
    """
    if cores is None or is_remote_cluster(cluster) or cores <= (have := available_cores()):
        return None
    return f"{cores} is more cores than this machine gives xtune ({have})"


class SettingsError(InputError, ValueError):
    """A measure setting given that cannot be used (a count below 1, a time limit not > 0)."""


@dataclasses.dataclass(frozen=True)
class MeasureSettings:
    """How to measure.

    Attributes:
      cores: how many cores each timing process is pinned to (None = all, as users deploy).
      jobs: worker processes measuring at once (each on its own cores).
      timeout_s: per-config limit in worker mode (compile + check + timing).
      in_process: measure in this process (fast, but a crash ends the run).
      policy: timing policy.
      seed: seed of the random inputs.
      inputs_npz: user inputs instead of random ones.
      remeasure: measure again even if the store has a record.
      cluster: 'local:N' (a Dask LocalCluster of N workers) or a Dask scheduler
        address ('tcp://HOST:8786'); None measures on this host. `jobs` is then
        the number of Dask workers. ($XTUNE_CLUSTER is read by the CLI's
        `--cluster` only.)
      exclusive_timing: time under the host's timing lock (one timer per machine
        on CPU, per device on GPU/TPU; compiles still overlap).
      history_tolerance: re-time a config once when its interleaved default ran more
        than this share slower than the default's history in the store
        (`measure.history`); None: never.
      skip_same_executable: do not run or time a config whose executable (optimized HLO
        and compile options: `execute.executable_key`) is the default's or one already
        timed (by this measurer, or in the store under the same device, versions and
        cores; with `remeasure`, by this measurer only): its record (`record.SAME`) names
        the config whose timing it shares. Off for datasets, which want every label timed.
      core_sets: (not a field) the sets of `cores` CPU ids of this host that a process
        measuring with these settings claims one of (`core_sets`, made with the settings;
        None without `cores`); a cluster's workers make their own hosts'.

    Raises:
      ValueError: `jobs` or `cores` is below 1, `timeout_s` is not positive, or
        `history_tolerance` is not positive.
    """

    cores: int | None = CORES
    jobs: int = JOBS
    timeout_s: float = TIMEOUT_S
    in_process: bool = False
    policy: TimingPolicy = TimingPolicy()
    seed: int = 0
    inputs_npz: str | None = None
    remeasure: bool = False
    cluster: str | None = None
    exclusive_timing: bool = True
    history_tolerance: float | None = HISTORY_TOLERANCE
    skip_same_executable: bool = True

    def __post_init__(self) -> None:
        if not (isinstance(self.jobs, int) and self.jobs >= 1):
            raise ValueError(f"jobs must be an integer >= 1, not {self.jobs!r}")
        if self.cores is not None and not (isinstance(self.cores, int) and self.cores >= 1):
            raise ValueError(f"cores must be None or an integer >= 1, not {self.cores!r}")
        if not self.timeout_s > 0:
            raise ValueError(f"timeout_s must be positive, not {self.timeout_s!r}")
        if self.history_tolerance is not None and not self.history_tolerance > 0:
            raise ValueError(f"history_tolerance must be positive or None, not {self.history_tolerance}")
        object.__setattr__(self, "_core_sets", core_sets(self.cores) if self.cores else None)

    @property
    def core_sets(self) -> list[tuple[int, ...]] | None:
        """The sets of `cores` CPU ids a measuring process claims one of (made with the settings)."""
        return self._core_sets

    @classmethod
    def for_search(cls, cluster: str | None = None, cores: int | None = CORES, jobs: int = JOBS,
                   max_time_s: float = SEARCH_MAX_TIME_S, timeout_s: float = TIMEOUT_S, in_process: bool = False,
                   history_tolerance: float | None = HISTORY_TOLERANCE,
                   quantile: float | None = TimingPolicy.quantile) -> MeasureSettings:
        """What a search measures with, from the knobs its front doors share (`xtune search`,
        `xtune batch` and its files, `tune()`): the search's timing cap, the rest as `MeasureSettings`.

        Raises:
          SettingsError: cores or jobs not an integer >= 1, cores above this machine's (unless
            measured on a remote cluster), a time limit not a number > 0 (named as a batch
            file's key: `cores = 0: ...`).
        """
        for name, value in (("cores", cores), ("jobs", jobs)):
            if value is not None and not _is_count(value):
                raise SettingsError(f"{name} = {value!r}: must be an integer >= 1")
        for name, value in (("max_time", max_time_s), ("timeout", timeout_s)):
            if not _is_seconds(value):
                raise SettingsError(f"{name} = {value!r}: must be a number of seconds > 0")
        if (problem := cores_above_machine(cores, cluster)) is not None:
            raise SettingsError(f"cores = {cores!r}: {problem}")
        return cls(cores=cores, jobs=jobs, timeout_s=timeout_s, in_process=in_process, cluster=cluster,
                   policy=TimingPolicy(max_time_s=max_time_s, quantile=quantile),
                   history_tolerance=history_tolerance)

    @property
    def num_cores(self) -> int:
        """The core count each timing process measures with: `cores`, or all this process has."""
        return self.cores or len(os.sched_getaffinity(0))


def _is_count(value: Any) -> bool:
    return not isinstance(value, bool) and isinstance(value, int) and value >= 1


def _is_seconds(value: Any) -> bool:
    return not isinstance(value, bool) and isinstance(value, (int, float)) and math.isfinite(value) and value > 0
