"""Measurement harness: programs, config spaces, rewrite, compile + time, store.

`measure` is the bottom layer: it never imports `surrogate` or `search`.
"""

from measure.program import InputSpec, Program, ProgramError, load_program
from measure.record import Record
from measure.rewrite import apply, compile_options
from measure.runner import MeasureSettings, Measurer, measure
from measure.space import Config, ConfigError, ConfigSpace, Gene, Node
from measure.store import RecordStore, StoreError
from measure.timing import TimingPolicy

__all__ = [
    "Config", "ConfigError", "ConfigSpace", "Gene", "InputSpec", "MeasureSettings", "Measurer", "Node",
    "Program", "ProgramError", "Record", "RecordStore", "StoreError", "TimingPolicy", "apply",
    "compile_options", "load_program", "measure",
]
