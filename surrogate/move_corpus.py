"""The corpus of moves: every measured config of every stored program, as a move.

    corpus = load_corpus(["data/real-v1/real-v1-local.db", ...])
    corpus.programs[0].name, corpus.programs[0].moves[0].key, corpus.programs[0].log_ratio[0]

Each program's measured configs near the default (the stores `xtune dataset build --local`
writes, and a search's) are read back as moves (`measure.suggestions.Moves.describe`: an
option change, a bulk pin, an aligned one-gene move, ...) with their measured log ratio to
the interleaved default (the median over readings, where a config was read more than
once). A program's moves are what a predictor is scored on: which of them it would have
measured first, and what those measured (`surrogate.moves_rule.Table.top_k`).
"""

from __future__ import annotations

import dataclasses
import math
import statistics
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from xtune.measure.errors import InputError
from xtune.measure.program import Program, ProgramError
from xtune.measure.suggestions import Move, Moves
from xtune.measure.space import ConfigError, ConfigSpace
from xtune.measure.store import RecordStore


@dataclasses.dataclass
class ProgramMoves:
    """One program's measured moves.

    Attributes:
      name: the program's name in its store.
      fingerprint: its fingerprint.
      source: the store it was read from.
      moves: its measured configs as moves (the default left out).
      log_ratio: (n,) measured log(config time / default time), lower = faster.
      space: the program's config space.
    """

    name: str
    fingerprint: str
    source: str
    moves: list[Move]
    log_ratio: np.ndarray
    space: ConfigSpace


@dataclasses.dataclass
class Corpus:
    """Measured moves of many programs."""

    programs: list[ProgramMoves]


def load_corpus(stores: Sequence[str | Path], min_moves: int = 3) -> Corpus:
    """Reads every program of `stores` with at least `min_moves` measured ok configs.

    A program in several stores is read from each (its readings pooled per config).

    Raises:
      InputError: a store is missing or not xtune's (one line).
    """
    readings: dict[str, dict[str, list[float]]] = {}
    configs: dict[str, dict[str, str]] = {}
    meta: dict[str, tuple[str, str, str]] = {}
    for path in stores:
        if not Path(path).is_file():
            raise InputError(f"{path}: no such record store")
        with RecordStore(path) as store:
            for prog in store.programs(with_text=True):
                fp = prog["fingerprint"]
                meta.setdefault(fp, (prog["name"], prog["text"], str(path)))
                for rec in store.records(fp, status="ok"):
                    if not rec.ratio_counts:
                        continue
                    readings.setdefault(fp, {}).setdefault(rec.config_hash, []).append(math.log(rec.ratio))
                    configs.setdefault(fp, {})[rec.config_hash] = rec.config_json
    out = []
    for fp, by_config in readings.items():
        name, text, source = meta[fp]
        try:
            program = Program.from_text(text, name=name, source=source)
        except ProgramError:
            continue
        space = ConfigSpace(program)
        moves_of = Moves(space)
        moves, ratios = [], []
        for h, logs in by_config.items():
            try:
                config = space.from_json(configs[fp][h])
            except ConfigError:
                continue
            if config.is_default:
                continue
            moves.append(moves_of.describe(config))
            ratios.append(statistics.median(logs))
        if len(moves) >= min_moves:
            out.append(ProgramMoves(name, fp, source, moves, np.array(ratios), space))
    return Corpus(out)

