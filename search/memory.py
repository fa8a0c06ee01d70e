"""A cheap temp-memory predictor for the Pareto objective.

The surrogate predicts runtime only. Temp memory comes from a per-program
ridge regression on the measured `temp_bytes` of this search's configs
(features: which genes left the default); until enough measurements exist,
a prior: every non-default layout gene may add a copy of its tensor.
"""

from __future__ import annotations

import math

import numpy as np

from xtune.measure.space import Config, ConfigSpace, laid_out_shape

_BYTES = {"float64": 8, "float32": 4, "bfloat16": 2, "float16": 2, "int64": 8, "int32": 4, "int8": 1, "bool": 1}
MIN_FIT = 5


class MemoryModel:
    """Predicts temp bytes of genomes of one space."""

    def __init__(self, space: ConfigSpace, ridge: float = 1.0):
        self.space = space
        self.ridge = ridge
        nodes = {n.id: n for n in space.nodes}
        self.gene_bytes = np.zeros(len(space.genes))
        for i, g in enumerate(space.genes):
            if g.kind in ("out", "in") and g.node in nodes:
                n = nodes[g.node]
                self.gene_bytes[i] = math.prod(laid_out_shape(n, g)) * _BYTES.get(n.dtype, 4)
        self.rows: list[np.ndarray] = []
        self.targets: list[float] = []
        self.coef: np.ndarray | None = None
        self.base = 0.0

    def add(self, config: Config, temp_bytes: int) -> None:
        self.rows.append(np.asarray(self.space.encode(config)) != 0)
        self.targets.append(float(temp_bytes))
        self.coef = None

    def _fit(self) -> None:
        x = np.asarray(self.rows, dtype=np.float64)
        y = np.asarray(self.targets)
        self.base = float(np.median(y))
        a = x.T @ x + self.ridge * np.eye(x.shape[1])
        self.coef = np.linalg.solve(a, x.T @ (y - self.base))

    def predict(self, genomes: np.ndarray) -> np.ndarray:
        """Predicted temp bytes per genome row."""
        x = (np.atleast_2d(genomes) != 0).astype(np.float64)
        if len(self.rows) < MIN_FIT:
            base = float(np.median(self.targets)) if self.targets else 0.0
            return base + x @ self.gene_bytes
        if self.coef is None:
            self._fit()
        return self.base + x @ self.coef
