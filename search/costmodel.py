"""The seam between search and surrogate: a `CostModel` scores genomes of one program.

`search` talks to cost models only through these protocols, so tests can use
`RandomCostModel` and benchmarks can plug any model in.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

import numpy as np

from xtune.measure.program import Program
from xtune.measure.record import Record
from xtune.measure.space import ConfigSpace


class Scorer(Protocol):
    """Scores genomes (choice index per gene) of one program: lower = predicted faster."""

    def score_indices(self, indices: np.ndarray) -> np.ndarray: ...


class CostModel(Protocol):
    """Makes scorers of programs and refines itself on their measurements.

    A cost model may also say which configurable nodes it cannot place (and so prices
    without what it learned): `unplaced_nodes(program, space) -> tuple[str, ...]`; the
    search reports them (`unplaced_nodes` below reads it, () when a model has none).
    """

    def scorer(self, program: Program, space: ConfigSpace) -> Scorer: ...

    def refine(self, program: Program, space: ConfigSpace, records: Sequence[Record]) -> "CostModel":
        """A copy fine-tuned on this program's measurements (never mutates self)."""
        ...


def unplaced_nodes(model: CostModel, program: Program, space: ConfigSpace) -> tuple[str, ...]:
    """The configurable nodes `model` cannot place in its view of `program` (none if it does not say)."""
    ask = getattr(model, "unplaced_nodes", None)
    return tuple(ask(program, space)) if ask is not None else ()


class _HashScorer:
    def __init__(self, salt: str):
        self.salt = salt

    def score_indices(self, indices: np.ndarray) -> np.ndarray:
        rows = np.atleast_2d(np.asarray(indices))
        return np.array([int(hashlib.sha256(f"{self.salt}:{r.tobytes().hex()}".encode()).hexdigest()[:8], 16)
                         / 0xFFFFFFFF for r in rows])


class RandomCostModel:
    """A deterministic random ranking: the baseline every learned model must beat."""

    def __init__(self, seed: int = 0):
        self.seed = seed

    def scorer(self, program: Program, space: ConfigSpace) -> Scorer:
        return _HashScorer(f"{self.seed}:{program.fingerprint}")

    def refine(self, program: Program, space: ConfigSpace, records: Sequence[Record]) -> "RandomCostModel":
        return self


class TermsCostModel:
    """The count, refined per program: `xtune.surrogate.program_terms` (the count of elements a
    config lays out non-row-major, plus each measured gene choice's own effect, fitted on
    this program's measurements).

    Args:
      learn: fit the terms on the program's records in `refine`; False keeps the count alone
        (the `--layout-prior` baseline, as a search model).
    """

    def __init__(self, learn: bool = True, fitted: Scorer | None = None):
        self.learn = learn
        self._fitted = fitted

    def scorer(self, program: Program, space: ConfigSpace) -> Scorer:
        from xtune.surrogate.program_terms import ProgramTerms

        return self._fitted if self._fitted is not None else ProgramTerms(space).unfitted()

    def refine(self, program: Program, space: ConfigSpace, records: Sequence[Record]) -> "TermsCostModel":
        if not self.learn:
            return self
        from xtune.surrogate.program_terms import ProgramTerms

        ok = [r for r in records if r.ratio_counts]
        genomes = np.array([space.encode(space.from_json(r.config_json)) for r in ok], np.int64)
        fitted = ProgramTerms(space).fit(genomes.reshape(len(ok), len(space.genes)), np.log([r.ratio for r in ok]))
        return TermsCostModel(True, fitted)


class PotentialsCostModel:
    """The count plus learned per-choice terms, trained across programs
    (`xtune.surrogate.potentials`). Each program's scorer (its graph built and its
    choices tabulated) is made once and kept; `refine` fits the program's own terms on its
    measurements with that scorer as their prior (`PotentialsScorer.refined`).

    Args:
      model: a `PotentialsModel`.
      learn: False: `refine` keeps the model as it is.
    """

    def __init__(self, model, learn: bool = False, _scorers: dict | None = None, _fitted: dict | None = None):
        self.model = model
        self.learn = learn
        self._scorers: dict[str, Scorer] = {} if _scorers is None else _scorers  # shared with refined copies
        self._fitted: dict[str, Scorer] = _fitted or {}

    def _base(self, program: Program, space: ConfigSpace):
        if program.fingerprint not in self._scorers:
            self._scorers[program.fingerprint] = self.model.scorer(program, space)
        return self._scorers[program.fingerprint]

    def scorer(self, program: Program, space: ConfigSpace) -> Scorer:
        return self._fitted.get(program.fingerprint) or self._base(program, space)

    def unplaced_nodes(self, program: Program, space: ConfigSpace) -> tuple[str, ...]:
        """Configurable nodes with no instruction in the program's graph: priced by the count alone."""
        return tuple(self._base(program, space).graph.unplaced_node_ids)

    def refine(self, program: Program, space: ConfigSpace, records: Sequence[Record]) -> "PotentialsCostModel":
        if not self.learn:
            return self
        ok = [r for r in records if r.ratio_counts]
        genomes = np.array([space.encode(space.from_json(r.config_json)) for r in ok], np.int64)
        fitted = self._base(program, space).refined(genomes.reshape(len(ok), len(space.genes)),
                                                     np.log([r.ratio for r in ok]))
        return PotentialsCostModel(self.model, True, self._scorers, {**self._fitted, program.fingerprint: fitted})


def load_model(model: str | Path | None = None, seed: int = 0) -> CostModel:
    """A cost model by the name a user gives (`xtune search --model`): None or "potentials"
    for the model bundled with xtune (the count plus learned per-choice terms:
    `PotentialsCostModel`), "gnn" for the bundled GNN, a model file's path (a GNN's `.xtm`
    or a potentials model: the file's header says which), or "random"
    (`RandomCostModel(seed)`, the baseline every learned model must beat). The models that
    exist only to be compared with these (the count alone, the count or the potentials
    refined on the program's measurements: `TermsCostModel`,
    `PotentialsCostModel(learn=True)`) are built directly, as `bench/` does.

    Raises:
      xtune.surrogate.modelfile.ModelFileError: the file is missing or not a model.
    """
    if model == "random":
        return RandomCostModel(seed)
    from xtune.search.gnn_model import GNNCostModel
    from xtune.surrogate.potentials import PotentialsModel
    from xtune.surrogate.predict import load_surrogate

    loaded = load_surrogate(model)
    return PotentialsCostModel(loaded) if isinstance(loaded, PotentialsModel) else GNNCostModel(loaded)
