"""The module-level compiler options a `ConfigSpace` offers, per backend.

Each option is one gene of the space (`opt.<name>`), its choices the values below;
choice 0 (None) leaves the option to the compiler. Only options that moved runtime on
the backend are offered (docs/design.md, "Tiles and options").
"""

from __future__ import annotations

from typing import Any

_YNN = "LIBRARY_FUSION_TYPE_"
# Module-level compiler options that moved runtime on XLA:CPU (docs/design.md).
CPU_OPTIONS: dict[str, tuple[Any, ...]] = {
    "xla_cpu_experimental_ynn_fusion_type": (
        None,
        "",
        f"{_YNN}INDIVIDUAL_DOT,{_YNN}INDIVIDUAL_CONVOLUTION",
        f"{_YNN}INDIVIDUAL_DOT,{_YNN}INDIVIDUAL_CONVOLUTION,{_YNN}ELTWISE",
        f"{_YNN}DOT,{_YNN}ELTWISE,{_YNN}REDUCE",
    ),
    # CPU_SCHEDULER_TYPE_CONCURRENCY_OPTIMIZED compiled exactly like the
    # default on every program tried (tests/test_measure_rewrite.py), so it is
    # not offered: it would only duplicate choice 0.
    "xla_cpu_scheduler_type": (None, "CPU_SCHEDULER_TYPE_MEMORY_OPTIMIZED"),
}

# Per backend: {option name: choices}. Backends without an entry offer no option genes.
OPTIONS: dict[str, dict[str, tuple[Any, ...]]] = {"cpu": CPU_OPTIONS}


def options_for(backend: str) -> dict[str, tuple[Any, ...]]:
    """The options offered on `backend`, {name: choices}; {} where none are."""
    return OPTIONS.get(backend, {})
