"""What XLA makes of a config, read without running it: the compiled executable's cost analysis.

A record keeps the cost analysis of the executable it timed (`Record.bytes_accessed`);
`CompiledCosts` reads it for configs not measured yet, compiling each in *this* process
(nothing runs, nothing is timed). The bytes it reports are counted after XLA's layout
assignment, fusion and copy insertion, so they see a transpose XLA folded into a GEMM, a
copy it removed or a fusion a module option changed, which a count over the program as
written cannot (`bench/compiled_cost.py`).

    costs = CompiledCosts(program)
    costs.log_bytes_ratios(configs)   # (n,) log(bytes accessed / the default's); inf: did not compile
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from xtune.measure.execute import compile_text
from xtune.measure.program import Program
from xtune.measure.rewrite import apply, compile_options
from xtune.measure.space import Config


class CompiledCosts:
    """Compiled bytes accessed of one program's configs, cached by config hash.

    Args:
      program: the program the configs belong to.
    """

    def __init__(self, program: Program):
        self.program = program
        self._bytes: dict[str, float] = {}
        self.compiles = 0  # configs compiled so far (cache misses)
        self.seconds = 0.0  # their compile time in all

    def __contains__(self, config_hash: str) -> bool:
        """Whether the config of this hash was compiled already (its bytes are cached)."""
        return config_hash in self._bytes

    def bytes_accessed(self, config: Config) -> float:
        """The compiled executable's bytes accessed (XLA cost analysis); nan when the config
        does not compile or the backend reports no cost analysis."""
        if config.hash not in self._bytes:
            try:
                options = tuple(compile_options(config))
                compiled = compile_text(self.program.text if config.is_default else apply(self.program, config),
                                        options)
                value = float(compiled.stats.get("bytes_accessed") or math.nan)
                self.seconds += compiled.compile_s
            except Exception:  # a config XLA refuses: measuring it would be a compile error too
                value = math.nan
            self.compiles += 1
            self._bytes[config.hash] = value
        return self._bytes[config.hash]

    def log_bytes_ratios(self, configs: Sequence[Config]) -> np.ndarray:
        """(n,) log(bytes accessed / the default's) of `configs`; inf for a config that does
        not compile, 0 for all when the default's own bytes are unknown."""
        default = self.bytes_accessed(Config(self.program.fingerprint))
        out = np.zeros(len(configs))
        if not default > 0:
            return out
        for i, c in enumerate(configs):
            b = self.bytes_accessed(c)
            out[i] = math.log(b / default) if b > 0 else math.inf
        return out


__all__ = ["CompiledCosts"]
