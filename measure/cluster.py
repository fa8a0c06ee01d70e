"""Measuring on a Dask cluster: `--cluster tcp://HOST:8786` or `--cluster local:N`.

`ClusterRunner` is the `measure.runners.Runner` of `MeasureSettings(cluster=...)`:
the `Measurer` hands it each config's job, it sends `measure_job` to a Dask
worker as one task, and the `Measurer` writes the result to its own store:
workers never touch SQLite. A record carries the measuring worker's address,
pid, device info and core count, as that worker's JAX saw them.

Workers are measuring processes like the local worker slots: one measurement
at a time per worker process (a process lock; run remote workers with
`--nthreads 1`), pinned to their own cores when `cores` is set (the first set
of `cores` of the worker's host that no other process holds: `settings.core_sets`,
`measure.hostlock.claim_core_set`), timing under the
host's timing lock (`measure.hostlock`: one timer per machine on CPU, per
device on GPU/TPU) while compiles run in parallel.

Failures stay data: a worker lost mid-task is replaced by its nanny and the
scheduler runs the task elsewhere (once: `allowed-failures` 1 on a local
cluster); lost again, the config is recorded as `runtime_error` naming the
last worker. A task past `timeout_s` is cancelled, its worker restarted, and
the config recorded as `timeout`.

glibc reads the `MALLOC_*` thresholds of `measure.execute.MALLOC_ENV` only at
process start. A local cluster puts them in the nanny's pre-spawn
environment (Dask's own default sets `MALLOC_TRIM_THRESHOLD_=65536`); on
remote hosts export them in the shell that starts `dask worker` (they then
win over Dask's default). Workers without them are reported with a warning.
"""

from __future__ import annotations

import logging
import os
import socket
import threading
import uuid
from collections.abc import Callable
from typing import Any

from xtune.measure import device, exe_cache, execute, hostlock
from xtune.measure.errors import InputError
from xtune.measure.execute import Job, measure_job
from xtune.measure.record import RUNTIME_ERROR, TIMEOUT
from xtune.measure.settings import MeasureSettings, core_sets

log = logging.getLogger(__name__)

INFO_KEYS = ("device_kind", "backend", "cpu_model", "jax_version", "jaxlib_version")
LOCAL_ALLOWED_FAILURES = 1  # a worker lost mid-task: the task is run once more elsewhere

_PROCESS_LOCK = threading.Lock()  # one measurement at a time per worker process (its threads share JAX)


class ClusterError(InputError):
    """The cluster cannot be reached or its workers cannot measure together."""


def parse_cluster(spec: str) -> tuple[str, str | int]:
    """'local:N' -> ("local", N); 'tcp://host:port' (or tls://, ws://...) -> ("remote", spec)."""
    spec = spec.strip()
    if spec.startswith("local:"):
        n = spec.removeprefix("local:")
        if not n.isdigit() or int(n) < 1:
            raise ClusterError(f"{spec!r}: use local:N with N >= 1 workers")
        return "local", int(n)
    if "://" in spec:
        return "remote", spec
    raise ClusterError(f"{spec!r}: use local:N or a scheduler address such as tcp://HOST:8786")


# --- on the worker -------------------------------------------------------------

def _prepare(cores: int | None) -> None:
    if cores:  # the worker's own host's core sets, before JAX creates its CPU thread pool
        hostlock.claim_core_set(core_sets(cores))
    exe_cache.enable_here()  # the first job's, before JAX starts: compiles may be cached


def _address() -> str:
    try:
        from distributed import get_worker

        return get_worker().address
    except ValueError:
        return ""


def probe_worker(cores: int | None) -> dict[str, Any]:
    """What a worker measures with: device info, cores, allocator settings."""
    with _PROCESS_LOCK:
        _prepare(cores)
        return {**device.backend_info(), "cores": len(os.sched_getaffinity(0)), "address": _address(),
                "host": socket.gethostname(), "pid": os.getpid(), "allocator_fixed": execute.allocator_is_fixed()}


def measure_on_worker(job: Job, cores: int | None, measure: Callable[[Job], dict[str, Any]] = measure_job
                      ) -> dict[str, Any]:
    """`measure(job)` (`measure_job`) on a worker (timing under the host's lock if the job
    says so); adds the worker's identity, device info and cores."""
    with _PROCESS_LOCK:
        _prepare(cores)
        fields = measure(job)
        fields.update(device.backend_info(), cores=len(os.sched_getaffinity(0)))
        fields["worker"] = f"{_address()} ({fields.get('worker', '')})".strip()
        return fields


def _processing_on(key: str, dask_scheduler: Any = None) -> str | None:
    ts = dask_scheduler.tasks.get(key)
    return ts.processing_on.address if ts is not None and ts.processing_on is not None else None


# --- on the driver -------------------------------------------------------------

class ClusterRunner:
    """A Dask client (and, for `local:N`, its `LocalCluster`) that measures jobs: a `Runner`.

    Its workers decide what a measurement means: `info` and `num_cores` are
    theirs, and `concurrency` is their number.

    Args:
      spec: 'local:N' or a scheduler address.
      cores: pin each worker to its own N cores (None: all of the worker's cores).
      connect_timeout_s: how long to wait for a scheduler and its first worker.
      measure: what a worker runs per job: `execute.measure_job`, or a picklable
        stand-in (tests: one that crashes or hangs on a config).

    Raises:
      ClusterError: no scheduler or worker, a worker that cannot run xtune, or
        workers that would measure different things (device kind, versions, cores).
    """

    compiles = True

    def __init__(self, spec: str, cores: int | None = None, connect_timeout_s: float = 60.0,
                 measure: Callable[[Job], dict[str, Any]] = measure_job):
        self.spec = spec
        self.measure = measure
        self.kind, self.target = parse_cluster(spec)
        self.cores = cores
        self.connect_timeout_s = connect_timeout_s
        self._lock = threading.RLock()
        self.cluster: Any = None
        self.client: Any = None
        self._ensure()
        self.workers = self._probe()
        self.info, self.num_cores = _uniform(self.workers)
        lacking = [w["address"] for w in self.workers if not w["allocator_fixed"]]
        if lacking:
            log.warning("workers %s started without %s: allocator effects may distort timings (export them "
                        "before `dask worker`)", ", ".join(lacking),
                        " ".join(f"{k}={v}" for k, v in execute.MALLOC_ENV.items()))

    @property
    def num_workers(self) -> int:
        return len(self.workers)

    @property
    def concurrency(self) -> int:
        return self.num_workers

    def fresh(self, settings: MeasureSettings) -> ClusterRunner:
        """A new local cluster (fresh processes); for a remote scheduler this runner, whose
        long-lived workers are not restarted (other drivers may be using them)."""
        spec = settings.cluster or self.spec
        if self.kind == "remote" and spec == self.spec and settings.cores == self.cores:
            return self
        return ClusterRunner(spec, cores=settings.cores, connect_timeout_s=self.connect_timeout_s,
                             measure=self.measure)

    def _ensure(self) -> Any:
        with self._lock:
            if self.client is None:
                self.client = self._connect()
            return self.client

    def _connect(self) -> Any:
        import dask
        from distributed import Client, LocalCluster

        if not log.isEnabledFor(logging.DEBUG):  # Dask logs every worker start and stop at INFO
            logging.getLogger("distributed").setLevel(logging.WARNING)
        try:
            if self.kind == "local":
                env = {f"distributed.nanny.pre-spawn-environ.{k}": v for k, v in execute.MALLOC_ENV.items()}
                with dask.config.set({**env, "distributed.scheduler.allowed-failures": LOCAL_ALLOWED_FAILURES}):
                    self.cluster = LocalCluster(n_workers=int(self.target), threads_per_worker=1, processes=True,
                                                host="127.0.0.1", dashboard_address=":0",
                                                silence_logs=logging.ERROR)
                    client = Client(self.cluster, timeout=self.connect_timeout_s)
            else:
                client = Client(str(self.target), timeout=self.connect_timeout_s)
                client.wait_for_workers(1, timeout=self.connect_timeout_s)
        except (OSError, TimeoutError) as e:
            self.close()
            raise ClusterError(f"{self.spec}: cannot connect ({type(e).__name__}: {e})") from None
        return client

    def _probe(self) -> list[dict[str, Any]]:
        client = self._ensure()
        futs = [client.submit(probe_worker, self.cores, workers=[addr], allow_other_workers=False,
                              pure=False, key=f"xtune-probe-{uuid.uuid4().hex[:8]}")
                for addr in client.nthreads()]
        try:
            return client.gather(futs)
        except Exception as e:
            raise ClusterError(f"{self.spec}: a worker cannot run xtune's measurement "
                               f"({type(e).__name__}: {e}); is xtune installed there?") from None

    def run(self, job: Job, timeout_s: float) -> dict[str, Any]:
        """Measures `job` on some worker; failures of the worker come back as a status."""
        from distributed import KilledWorker

        client = self._ensure()
        fut = client.submit(measure_on_worker, job, self.cores, self.measure, pure=False, retries=1,
                            key=f"xtune-measure-{job.config.hash}-{uuid.uuid4().hex[:8]}")
        try:
            return fut.result(timeout=timeout_s)
        except TimeoutError:
            where = self._stop_hung(fut)
            return {"status": TIMEOUT, "message": f"no result after {timeout_s:g} s on {where}"}
        except KilledWorker as e:
            return {"status": RUNTIME_ERROR, "message": f"worker lost while measuring: {e.last_worker.address} "
                    f"died, as did the {e.allowed_failures} worker(s) that ran it before"}
        except Exception as e:  # measure_job never raises for a config: this is the worker's environment
            return {"status": RUNTIME_ERROR, "message": f"task failed on the cluster: {type(e).__name__}: "
                    f"{str(e).strip()[:300]}"}

    def _stop_hung(self, fut: Any) -> str:
        """Cancels a task past its timeout and restarts the worker stuck in it."""
        client = self._ensure()
        try:
            addr = client.run_on_scheduler(_processing_on, fut.key)
        except Exception:
            addr = None
        client.cancel(fut)
        if addr is None:
            return "the cluster (still queued)"
        try:
            client.restart_workers([addr], timeout=120)
            return f"{addr}; worker restarted"
        except Exception as e:
            log.warning("could not restart hung worker %s: %s", addr, e)
            return f"{addr}; worker could not be restarted ({type(e).__name__})"

    def close(self) -> None:
        """Disconnects (and stops a local cluster); the next `run` connects again, to fresh
        processes on a local cluster, to the same long-lived workers on a remote one."""
        with self._lock:
            for obj in (self.client, self.cluster):
                if obj is not None:
                    try:
                        obj.close()
                    except Exception as e:  # closing must not end a run
                        log.debug("closing %s: %s", type(obj).__name__, e)
            self.client = self.cluster = None


def _uniform(workers: list[dict[str, Any]]) -> tuple[dict[str, Any], int]:
    """The device info and core count all workers share; else a `ClusterError`."""
    if not workers:
        raise ClusterError("the cluster has no workers")
    kinds = {tuple(w[k] for k in (*INFO_KEYS, "cores")) for w in workers}
    if len(kinds) > 1:
        raise ClusterError("workers would measure different things (device kind, versions or cores differ: "
                           + "; ".join(f"{w['address']}: {w['device_kind']}, jax {w['jax_version']}, "
                                       f"{w['cores']} cores" for w in workers)
                           + "): use one cluster per device kind and --cores N")
    w = workers[0]
    return {k: w[k] for k in INFO_KEYS}, int(w["cores"])
