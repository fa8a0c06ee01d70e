"""`tune(fn, *example_args)`: the library front door.

    result = tune(forward, params, x, measurements=30)
    fast_forward = result.apply(forward)      # runs the tuned executable
    fast_forward(params, x)                   # same outputs as forward(params, x)
"""

from __future__ import annotations

import dataclasses
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from xtune.measure.measurer import Measurer, check_runnable
from xtune.measure.program import Program
from xtune.measure.record import Record
from xtune.measure.rewrite import apply as apply_config
from xtune.measure.rewrite import compile_options
from xtune.measure.runners import runner_kind
from xtune.measure.settings import CORES, JOBS, SEARCH_MAX_TIME_S, TIMEOUT_S
from xtune.measure.space import Config
from xtune.measure.store import RecordStore
from xtune.search.answer import SearchResult
from xtune.search.costmodel import CostModel, load_model
from xtune.search.engine import Search
from xtune.search.request import checked
from xtune.search.settings import BudgetSettings, SearchSettings


@dataclasses.dataclass
class TuneResult:
    """What `tune` found.

    Attributes:
      best_config: the answer (a confirmed faster config, or XLA's default).
      speedup: confirmed default time / answer time (1.0 for the default).
      records: every measurement the search used.
      message: one line: how much better, or why the default.
      program: the lowered program.
      search: the full `SearchResult`.
    """

    best_config: Config
    speedup: float
    records: list[Record]
    message: str
    program: Program
    search: SearchResult
    _in_tree: Any = None
    _out_tree: Any = None

    def tuned_text(self) -> str:
        """The tuned StableHLO."""
        return apply_config(self.program, self.best_config)

    def apply(self, fn: Callable[..., Any] | None = None) -> Callable[..., Any]:
        """A callable running the tuned executable; same arguments and outputs as `fn`.

        Args:
          fn: the function that was tuned (checked only for its identity of
            signature via the example arguments' tree structure at call time).
        """
        import jax

        from xtune.measure.execute import compile_text

        compiled = compile_text(self.tuned_text(), tuple(compile_options(self.best_config)),
                                self.program.host_callbacks)
        in_tree, out_tree = self._in_tree, self._out_tree
        device = jax.devices()[0]

        def tuned(*args: Any) -> Any:
            flat, tree = jax.tree.flatten((args, {}))
            if tree != in_tree:
                raise TypeError(f"tuned function called with {tree}, tuned for {in_tree}")
            outs = compiled.run([a if isinstance(a, jax.Array) else jax.device_put(a, device) for a in flat])
            return jax.tree.unflatten(out_tree, outs)

        tuned.__name__ = f"tuned_{getattr(fn, '__name__', 'fn')}"
        tuned.__doc__ = f"{self.message}\n\nTuned config: {self.best_config.to_json()}"
        return tuned


def tune(fn: Callable[..., Any], *example_args: Any, model: str | CostModel | None = None,
         measurements: int = BudgetSettings.measurements, time: float | None = None, db: str | Path | None = None,
         cores: int | None = CORES, seed: int = SearchSettings.seed, in_process: bool = False,
         max_time_per_config_s: float = SEARCH_MAX_TIME_S, settings: SearchSettings | None = None,
         on_event: Callable[[str, dict], None] | None = None, cluster: str | None = None, jobs: int = JOBS,
         timeout_s: float = TIMEOUT_S) -> TuneResult:
    """Finds a measured faster layout config for `jax.jit(fn)` on these arguments.

    Its defaults are `xtune search`'s (`xtune.measure.settings`, `xtune.search.settings`).

    Args:
      fn: a JAX-traceable function.
      *example_args: arguments (pytrees allowed) with the shapes and dtypes to tune for.
      model: a `CostModel`, any `xtune search --model` value (a model file, "gnn", "random",
        "potentials"), or None for the bundled surrogate (the potentials model).
      measurements: real measurements to spend.
      time: wall-time budget in seconds.
      db: record store (a temporary one if None).
      cores: pin timing to N cores (None: all, as deployed).
      seed: search seed.
      in_process: measure in this process (faster, no crash isolation).
      max_time_per_config_s: timing cap per config (`xtune search --max-time`).
      settings: full search settings (overrides measurements/time/seed).
      on_event: progress callback (see `xtune.search.engine.Search`).
      cluster: measure on Dask workers: 'local:N' or a scheduler address
        ('tcp://HOST:8786'); None measures on this host.
      jobs: worker processes measuring at once (`xtune search --jobs`).
      timeout_s: per-config limit in a worker process (`xtune search --timeout`).

    A function that calls host callbacks (`jax.pure_callback`, `io_callback`,
    `jax.debug.print`) on every call is measured only with `in_process=True`: worker
    processes cannot run them (`xtune.measure.callbacks`).

    Raises:
      ValueError: both `cluster` and `in_process` are given.
      search.settings.RequestError: an argument out of range or of the wrong type (cores or
        jobs below 1, a time limit not > 0, ...), named as a key (`cores = 0: ...`).
      measure.cluster.ClusterError: the cluster cannot be reached or used.
      measure.program.ProgramError: `fn` calls host callbacks on every call and
        `in_process` is not set (before anything is measured).
    """
    import jax

    options = checked({"measurements": measurements, "time": time, "cores": cores, "seed": seed,
                       "in_process": in_process, "max_time": max_time_per_config_s, "cluster": cluster,
                       "jobs": jobs, "timeout": timeout_s})
    mset = options.measure_settings()
    lowered = jax.jit(fn, keep_unused=True).lower(*example_args)
    program = Program.from_lowered(lowered, name=getattr(fn, "__name__", "fn"),
                                   source=f"python:{getattr(fn, '__qualname__', 'fn')}")
    check_runnable(program, runner_kind(mset) == "in_process")  # before a store or a worker is made
    settings = settings or options.search_settings()
    cost_model = model if (model is not None and not isinstance(model, (str, Path))) else load_model(model, seed)
    with tempfile.TemporaryDirectory() as tmp:
        store_path = Path(db) if db else Path(tmp) / "tune.db"
        with RecordStore(store_path) as store, Measurer(mset, store) as measurer:
            result = Search(program, measurer, cost_model, settings, on_event=on_event).run()
    return TuneResult(result.best_config, result.speedup, result.records, result.message, program, result,
                      lowered.in_tree, lowered.out_tree)

