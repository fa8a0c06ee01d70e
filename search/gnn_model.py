"""The GNN as the search's `CostModel`.

`refine` fine-tunes a *copy* on this program's fresh measurements (the
user's model file is never touched), so the islands' ranking follows what
was really measured.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from xtune.measure.program import Program
from xtune.measure.record import Record
from xtune.measure.space import ConfigSpace

REFINE_STEPS = 30


class GNNCostModel:
    """Wraps a `surrogate.predict.GNNModel`.

    Args:
      gnn: the trained model.
      steps: fine-tuning steps per `refine`.
      seed: fine-tuning seed.
    """

    def __init__(self, gnn, steps: int = REFINE_STEPS, seed: int = 0):
        self.gnn = gnn
        self.steps = steps
        self.seed = seed
        self._graphs: dict[str, object] = {}

    @classmethod
    def load(cls, path: str | Path | None = None, **kwargs) -> "GNNCostModel":
        """From a `.xtm` file; None = the model bundled with xtune."""
        from xtune.surrogate.predict import GNNModel

        return cls(GNNModel.load(path), **kwargs)

    def _graph(self, program: Program, space: ConfigSpace):
        """The program's graph, built once and shared by every scorer and refinement."""
        from xtune.surrogate.graph import build_graph

        if program.fingerprint not in self._graphs:
            self._graphs[program.fingerprint] = build_graph(program, space, pad=self.gnn.pad)
        return self._graphs[program.fingerprint]

    def scorer(self, program: Program, space: ConfigSpace):
        return self.gnn.scorer(program, space, graph=self._graph(program, space))

    def unplaced_nodes(self, program: Program, space: ConfigSpace) -> tuple[str, ...]:
        """Configurable nodes with no instruction in the program's graph: their genes are
        priced by the layout count alone (`xtune.surrogate.graph`)."""
        return self._graph(program, space).unplaced_node_ids

    def refine(self, program: Program, space: ConfigSpace, records: Sequence[Record]) -> "GNNCostModel":
        """A copy fine-tuned on `records` (ok records of `program`, runtimes from their paired ratios)."""
        from xtune.surrogate.train import fine_tune
        from xtune.surrogate.training_data import make_example

        ok = [r for r in records if r.ok and r.ratio]
        if len(ok) < 2:
            return self
        configs = [space.from_json(r.config_json) for r in ok]
        example = make_example(self._graph(program, space), space, configs, [r.ratio for r in ok],
                               name=program.name)
        tuned = fine_tune(self.gnn, [example], self.steps, seed=self.seed)
        copy = GNNCostModel(tuned, self.steps, self.seed)
        copy._graphs = self._graphs
        return copy
