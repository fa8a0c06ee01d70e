"""A runner that replays a program's measured landscape, for comparing searches offline.

`bench/landscape.py` measures every one-gene move of a program's default, the bulk
pins, the pairs of its winning genes and repeats of the best moves. `ReplayRunner`
answers a config from those readings, without compiling anything:

* a config that was measured reads as the mean log-ratio of its readings;
* any other config by a rule for how moves combine, the one that predicts the
  landscape's measured multi-gene configs best from their measured parts (`combine`):
  "sum", its genes' one-gene log-ratios add, plus how far each measured pair of them was
  from that sum (gains compound, as on the transformer example); or "best", the best of
  its measured parts counts and the slowdowns of its other genes add (gains are
  substitutes, as on vmapped_mlp, where no pair of layout wins beat its better half);
* a config containing a move that failed fails the same way;
* every reading is that value times a log-normal noise (`noise_sd`, by default the
  spread between the landscape's repeated readings), drawn from `seed` and the
  measurement's count, so a seeded run replays exactly and a re-measure differs.

This is a model of the landscape, not the landscape: beyond the measured configs it
assumes its combination rule, so the answers a replay gives are measured for real
(`bench/landscape.py --add`) and a strategy it prefers is checked on real runs.
"""

from __future__ import annotations

import itertools
import json
import math
import random
import statistics
from collections import defaultdict
from pathlib import Path
from typing import Any

from xtune.measure.fake import FakeRunner
from xtune.measure.measurer import Measurer, MeasureSettings
from xtune.measure.record import OK
from xtune.measure.space import Config, ConfigSpace
from xtune.measure.store import RecordStore

Move = tuple[str, Any]  # (gene name, value)
COMBINE = ("sum", "best")  # how moves combine: their log-ratios add, or only the best gain counts


def config_key(genes: dict[str, Any]) -> frozenset[Move]:
    """A config's genes ({name: value}, as in its JSON or `dict(config.values)`) as the
    landscape's key: JSON lists and tuples alike."""
    return frozenset((k, json.dumps(v)) for k, v in genes.items())


class Landscape:
    """The readings of `bench/landscape.py`, as a model of every config's ratio.

    Args:
      path: the landscape JSON.

    Attributes:
      program, fingerprint: the program the readings are of.
      default_ms: the default's time in the landscape's run.
      noise_sd: standard deviation of log-ratio between repeated readings of one config.
      combine: the rule in `COMBINE` that predicts the measured multi-gene configs best.
    """

    def __init__(self, path: str | Path):
        self.path = Path(path)
        try:
            data = json.loads(self.path.read_text())
            readings = data["readings"]
            self.program, self.fingerprint = data["program"], data["fingerprint"]
            self.default_ms = float(data["default_ms"])
        except KeyError as e:
            raise ValueError(f"{self.path}: not a landscape from bench/landscape.py (no {e} field)") from None
        except (OSError, ValueError, TypeError) as e:
            raise ValueError(f"{self.path}: not a landscape from bench/landscape.py ({e})") from None
        logs: dict[frozenset[Move], list[float]] = defaultdict(list)
        self.failed: dict[Move, str] = {}
        for r in readings:
            key = config_key(r["config"].get("genes", {}))
            if r["status"] == OK and r["ratio"]:
                logs[key].append(math.log(r["ratio"]))
            elif len(key) == 1:
                self.failed[next(iter(key))] = r["status"]
        self.measured = {k: statistics.fmean(v) for k, v in logs.items()}
        spreads = [statistics.stdev(v) for v in logs.values() if len(v) > 1]
        self.noise_sd = statistics.fmean(spreads) if spreads else 0.01
        self.single = {next(iter(k)): v for k, v in self.measured.items() if len(k) == 1}
        self.pair_extra = {k: v - sum(self.single.get(m, 0.0) for m in k)
                           for k, v in self.measured.items() if len(k) == 2}
        multi = [k for k in self.measured if len(k) > 1]
        errors = {rule: sum((self._predict(k, rule) - self.measured[k]) ** 2 for k in multi) for rule in COMBINE}
        self.combine = min(errors, key=errors.get)

    def _predict(self, key: frozenset[Move], rule: str) -> float:
        """`key`'s log-ratio by `rule` from the measured configs that are proper parts of it."""
        if rule == "sum":
            return sum(self.single.get(m, 0.0) for m in key) + sum(
                self.pair_extra.get(frozenset(p), 0.0) for p in itertools.combinations(key, 2) if len(key) > 2)
        slow = {m: max(0.0, self.single.get(m, 0.0)) for m in key}
        best = sum(slow.values())  # no part measured: its slowdowns add
        for part, value in self.measured.items():
            if part and part < key:
                best = min(best, value + sum(v for m, v in slow.items() if m not in part))
        return best

    def log_ratio(self, config: Config) -> float | str:
        """The modelled log-ratio of `config` to the default, or the status of a move it holds that failed."""
        key = config_key(dict(config.values))
        for move in key:
            if move in self.failed:
                return self.failed[move]
        if key in self.measured:
            return self.measured[key]
        return self._predict(key, self.combine)

    def ratio(self, config: Config) -> float | None:
        """The modelled ratio (no noise), or None for a config that fails."""
        v = self.log_ratio(config)
        return None if isinstance(v, str) else math.exp(v)


class ReplayRunner(FakeRunner):
    """A `Runner` reading configs off a `Landscape`, with seeded noise.

    Args:
      landscape: the landscape (or its JSON path).
      noise_sd: log-ratio noise per reading; None for the landscape's own.
      seed: seeds the noise.
    """

    def __init__(self, landscape: Landscape | str | Path, noise_sd: float | None = None, seed: int = 0):
        super().__init__(fail_share=0.0)
        self.landscape = landscape if isinstance(landscape, Landscape) else Landscape(landscape)
        self.noise_sd = self.landscape.noise_sd if noise_sd is None else noise_sd
        self.seed = seed
        self.default_ms = self.landscape.default_ms
        # backend "cpu": the search's space then has the CPU's module options, as the landscape's did
        self.info = {**self.info, "device_kind": "replay", "backend": "cpu",
                     "cpu_model": f"replay of {self.landscape.path.name}"}

    def _fields(self, config: Config) -> dict[str, Any]:
        base: dict[str, Any] = {"measured_at": 0.0, "worker": "replay"}
        value = self.landscape.log_ratio(config)
        if isinstance(value, str):
            return {"status": value, "message": "failed in the landscape's run", **base}
        rng = random.Random(f"{self.seed}:{config.hash}:{self.num_measured}")
        r = math.exp(value + rng.gauss(0.0, self.noise_sd))
        half = 1.96 * self.noise_sd / 2  # a reading's own interval is narrower than the spread between readings
        median_ms = self.default_ms * r
        return {"status": OK, "median_ms": median_ms, "iqr_ms": 0.01 * median_ms, "min_ms": 0.99 * median_ms,
                "num_samples": 30, "default_median_ms": self.default_ms, "ratio": r,
                "ratio_low": r * math.exp(-half), "ratio_high": r * math.exp(half), "compile_s": 0.0,
                "temp_bytes": None, "flops": None, **base}


def replay_measurer(landscape: Landscape | str | Path, store: RecordStore | None = None, *,
                    noise_sd: float | None = None, seed: int = 0) -> Measurer:
    """A `Measurer` over a `ReplayRunner` (one config at a time, one core, history check off)."""
    settings = MeasureSettings(cores=1, jobs=1, in_process=True, history_tolerance=None)
    return Measurer(settings, store, runner=ReplayRunner(landscape, noise_sd, seed))


def check_program(landscape: Landscape, space: ConfigSpace) -> None:
    """Raises ValueError unless `landscape` was measured on `space`'s program."""
    if landscape.fingerprint != space.program.fingerprint:
        raise ValueError(f"{landscape.path}: measured on program {landscape.fingerprint}, "
                         f"not {space.program.fingerprint}")
