"""Measurement harness: programs, config spaces, rewrite, compile + time, store.

`measure` is the bottom layer: it never imports `surrogate` or `search`.
"""

from xtune.measure.measurer import Measurer, measure
from xtune.measure.program import InputSpec, Program, ProgramError, load_program
from xtune.measure.record import Record
from xtune.measure.rewrite import apply, compile_options
from xtune.measure.runners import Runner
from xtune.measure.settings import MeasureSettings
from xtune.measure.space import Config, ConfigError, ConfigSpace, Gene, Node
from xtune.measure.store import RecordStore, StoreError
from xtune.measure.timing import TimingPolicy

__all__ = [
    "Config", "ConfigError", "ConfigSpace", "Gene", "InputSpec", "MeasureSettings", "Measurer", "Node",
    "Program", "ProgramError", "Record", "RecordStore", "Runner", "StoreError", "TimingPolicy", "apply",
    "compile_options", "load_program", "measure",
]
