"""The command line's option types, one set for every command: counts, seeds, seconds,
finite numbers, the core count, and the option factories built on them.

A value out of range is click's usage error naming the option and the range
(`Invalid value for '--jobs': 0 is not in the range x>=1.`), exit code 2, before any
work starts. `--cores` above the cores this machine gives the process is refused
with that count, unless the timing runs on a remote Dask cluster, whose workers have
cores of their own (`--cluster` is read first for that).

    @click.option("--count", type=cli_types.count(), default=150)
    @cli_types.seed_option(default=0)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import click

from xtune.measure.settings import available_cores, cores_above_machine

# numpy's and DEAP's seeds: numpy refuses a negative seed and one of 2**32 or more.
SEED_MAX = 2**32 - 1


def count(minimum: int = 1, maximum: int | None = None) -> click.IntRange:
    """An integer of at least `minimum` (and at most `maximum`)."""
    return click.IntRange(min=minimum, max=maximum)


SEED = click.IntRange(min=0, max=SEED_MAX)


class FiniteFloat(click.FloatRange):
    """A float in a range that is a number: 'nan' and 'inf' are refused, as out of every range."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        rv = super().convert(value, param, ctx)
        if not math.isfinite(rv):
            self.fail(f"{value!r} is not a finite number.", param, ctx)
        return rv


def finite(minimum: float | None = None, maximum: float | None = None, min_open: bool = False) -> FiniteFloat:
    """A finite float of at least `minimum` (more than it with `min_open`) and at most `maximum`."""
    return FiniteFloat(min=minimum, max=maximum, min_open=min_open)


SECONDS = finite(0.0, min_open=True)  # a duration or limit, s: a number > 0


class Cores(click.IntRange):
    """A core count: at least 1, and at most the cores this process may run on, except when
    `--cluster` (read first: it is eager) names a remote scheduler."""

    def __init__(self) -> None:
        super().__init__(min=1)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        rv = super().convert(value, param, ctx)
        cluster = ctx.params.get("cluster") if ctx is not None else None
        if (problem := cores_above_machine(rv, cluster)) is not None:
            self.fail(problem, param, ctx)
        return rv

    def __repr__(self) -> str:
        return f"Cores(1..{available_cores()})"


CORES = Cores()


def seconds_option(name: str, dest: str, default: float | None, text: str) -> Callable[..., Any]:
    """A duration in seconds that must be a number > 0."""
    return click.option(name, dest, type=SECONDS, default=default, show_default=default is not None, help=text)


def count_option(name: str, dest: str, default: int | None, text: str) -> Callable[..., Any]:
    """A count of at least one (workers, cores); `--cores` is also bounded by the machine (`Cores`)."""
    return click.option(name, dest, type=CORES if name == "--cores" else count(), default=default,
                        show_default=default is not None, help=text)


def seed_option(default: int = 0, text: str | None = None) -> Callable[..., Any]:
    """`--seed`: an integer from 0 to 2**32 - 1."""
    return click.option("--seed", type=SEED, default=default, show_default=True, help=text)
