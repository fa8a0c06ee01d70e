"""The cost models a benchmark compares, by name: every `xtune search --model` value
(`xtune.search.costmodel.load_model`) and the research baselines that are not product
choices: "count" (the count of elements laid out non-row-major alone), "terms" (the count
refined on the program's own measurements) and "potentials+refine" (the bundled potentials
model refined on them; it ranked worse in `bench/results/refinement-potentials.md`)."""

from __future__ import annotations

from pathlib import Path

from xtune.search.costmodel import CostModel, PotentialsCostModel, TermsCostModel, load_model

RESEARCH_MODELS = ("count", "terms", "potentials+refine")


def bench_model(name: str | Path | None, seed: int = 0) -> CostModel:
    """A cost model by name: a research baseline (`RESEARCH_MODELS`) or any product choice."""
    if name in ("count", "terms"):
        return TermsCostModel(learn=name == "terms")
    if name == "potentials+refine":
        from xtune.surrogate.predict import load_surrogate

        return PotentialsCostModel(load_surrogate("potentials"), learn=True)
    return load_model(name, seed)
