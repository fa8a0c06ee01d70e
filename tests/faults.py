"""A job function for runners that crashes or hangs its worker on chosen configs.

Runners take the job function they run (`PoolRunner(settings, measure=...)`,
`ClusterRunner(..., measure=...)`); tests pass a `Faults` to show that a config that kills
or hangs its worker process cannot end a run. It is picklable (a module-level class of
plain fields), so worker processes import it from here by name.
"""

from __future__ import annotations

import dataclasses
import os
import time
from pathlib import Path
from typing import Any

from xtune.measure.execute import Job, measure_job


@dataclasses.dataclass(frozen=True)
class Faults:
    """`measure_job`, except that the worker aborts on a config of `crash` and hangs on one of
    `hang` (config hashes), both while "compiling" (what the job's phase file says)."""

    crash: frozenset[str] = frozenset()
    hang: frozenset[str] = frozenset()

    def __call__(self, job: Job) -> dict[str, Any]:
        if job.config.hash in self.crash | self.hang:
            if job.phase_file:
                Path(job.phase_file).write_text("compile")
            if job.config.hash in self.crash:
                os.abort()
            time.sleep(10**6)
        return measure_job(job)

