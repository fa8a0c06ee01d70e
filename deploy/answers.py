"""Answers: what was tuned, as small JSON files a team keeps in git.

An answer is one program's confirmed faster config under one setting (device kind,
cores, jax/jaxlib versions) with its confirmed speedup. A folder of answers holds one
`<name>-<fingerprint>-<device>-<cores>c-jax<version>.json` per answer and `index.json`,
which lists them (the folder's table of contents; loading checks the two agree).

    answers = load("answers/")            # a folder, one answer file, or a record store
    write("answers/", from_store(store))  # what `xtune db answers STORE --out answers/` does

From a store, only confirmed configs are answers, with the figure their search reported.
A search keeps its answer in the store (`RecordStore.add_answer`): per program and
setting, the latest search's answer is read back as it was (none where it answered
XLA's default). A store where no search kept one is read from its records: a config
re-timed against the default (read twice or more under the same program,
device, versions and cores) whose confirmed reading, the median of its latest
`processes` readings (the search's confirmation processes:
`xtune.measure.confirmation.confirmed_reading`), has its whole 95% interval faster than
the default; of those, the one with the fewest genes that keeps the fastest's gain, as
the search picks its answer. The answer's speedup and interval are that median
reading's. Such a store does not mark which records were the confirmation, so a config
re-measured by hand (`xtune measure --remeasure`) counts the same way. Records whose
default ran off its history (`Record.default_off_history`) do not count. XLA's default
is never an answer.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import os
import re
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

from xtune.measure.confirmation import confirmed_reading
from xtune.measure.errors import InputError, one_line
from xtune.measure.jsonfile import write_json
from xtune.measure.record import Record
from xtune.measure.settings import CONFIRM_PROCESSES
from xtune.measure.space import Config, ConfigError, ConfigSpace
from xtune.measure.store import RecordStore

FORMAT = "xtune-answer"
INDEX_FORMAT = "xtune-answers-index"
VERSION = 1
INDEX = "index.json"
_SQLITE_MAGIC = b"SQLite format 3\x00"
_KEY_FIELDS = ("fingerprint", "device_kind", "cores", "jax_version", "jaxlib_version")


class AnswersError(InputError):
    """An answers file, folder or store that cannot be used; the message is one line."""


@dataclasses.dataclass(frozen=True)
class Answer:
    """One program's confirmed config under one setting.

    Attributes:
      fingerprint: the program's fingerprint (`Program.fingerprint`).
      name: the program's name.
      genes: the config's gene values ({gene name: value}, as `Config.to_json` writes them).
      speedup: confirmed default time / config time.
      speedup_low, speedup_high: its 95% interval (low > 1: faster beyond the noise).
      device_kind, backend: what it was tuned on ("cpu", "NVIDIA H200", ...).
      cores: the core count its timing ran on.
      jax_version, jaxlib_version: the versions that compiled it.
      date: when it was confirmed (ISO 8601, UTC).
      cpu_model: the host's CPU (informational).
      source: where it came from (a store, a batch folder).
    """

    fingerprint: str
    name: str
    genes: dict[str, Any]
    speedup: float
    speedup_low: float
    speedup_high: float
    device_kind: str
    backend: str
    cores: int
    jax_version: str
    jaxlib_version: str
    date: str
    cpu_model: str = ""
    source: str = ""

    @property
    def key(self) -> tuple[Any, ...]:
        """What one answer stands for: program, device kind, cores and versions."""
        return tuple(getattr(self, f) for f in _KEY_FIELDS)

    @property
    def file_name(self) -> str:
        safe = lambda s: re.sub(r"[^A-Za-z0-9_.-]+", "_", str(s))[:60]  # noqa: E731
        return (f"{safe(self.name)}-{self.fingerprint}-{safe(self.device_kind)}-{self.cores}c"
                f"-jax{safe(self.jax_version)}-jaxlib{safe(self.jaxlib_version)}.json")

    def config(self, space: ConfigSpace) -> Config:
        """The config in `space` (a program with this fingerprint, or the same program lowered anew).

        Raises:
          ConfigError: a gene of the answer is not in the space.
        """
        return space.make(self.genes)

    def setting_mismatch(self, env: dict[str, Any]) -> str:
        """What differs between where this was tuned and `env` (device kind, versions); "" if nothing."""
        diffs = [f"{f} {getattr(self, f)} here {env[f]}" for f in ("device_kind", "jax_version", "jaxlib_version")
                 if getattr(self, f) != env[f]]
        return ", ".join(diffs)

    def to_dict(self) -> dict[str, Any]:
        d = dataclasses.asdict(self)
        genes = d.pop("genes")
        lo, hi = d.pop("speedup_low"), d.pop("speedup_high")
        return {"format": FORMAT, "version": VERSION, **d, "speedup_ci": [lo, hi],
                "config": {"program": self.fingerprint, "genes": genes}}

    @classmethod
    def from_dict(cls, d: Any, where: str) -> Answer:
        """Parses a dict written by `to_dict`.

        Raises:
          AnswersError: not an xtune answer, another format version, or a field missing or mistyped.
        """
        if not isinstance(d, dict) or d.get("format") != FORMAT:
            raise AnswersError(f"{where}: not an xtune answer (no \"format\": \"{FORMAT}\")")
        if d.get("version") != VERSION:
            raise AnswersError(f"{where}: answer format version {d.get('version')!r}, this xtune reads {VERSION}")
        try:
            config, ci = d["config"], d["speedup_ci"]
            if not isinstance(config.get("genes"), dict) or config.get("program") != d["fingerprint"]:
                raise ValueError("config must be {\"program\": <fingerprint>, \"genes\": {...}}")
            answer = cls(fingerprint=_typed(d, "fingerprint", str), name=_typed(d, "name", str),
                         genes=config["genes"], speedup=_number(d["speedup"]), speedup_low=_number(ci[0]),
                         speedup_high=_number(ci[1]), device_kind=_typed(d, "device_kind", str),
                         backend=_typed(d, "backend", str), cores=_typed(d, "cores", int),
                         jax_version=_typed(d, "jax_version", str), jaxlib_version=_typed(d, "jaxlib_version", str),
                         date=_typed(d, "date", str), cpu_model=str(d.get("cpu_model", "")),
                         source=str(d.get("source", "")))
        except (KeyError, IndexError, TypeError, ValueError, AttributeError) as e:
            raise AnswersError(f"{where}: not a valid xtune answer ({one_line(e)})") from None
        if not answer.genes or not answer.speedup_low > 1.0:
            raise AnswersError(f"{where}: not a confirmed win (speedup CI {answer.speedup_low:.3f}-"
                               f"{answer.speedup_high:.3f}, {len(answer.genes)} genes)")
        return answer


def _typed(d: dict[str, Any], key: str, kind: type) -> Any:
    value = d[key]
    if not isinstance(value, kind) or isinstance(value, bool):
        raise TypeError(f"{key} must be {kind.__name__}, not {type(value).__name__}")
    return value


def _number(value: Any) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"speedups must be numbers, not {type(value).__name__}")
    return float(value)


def from_record(record: Record, name: str, source: str = "") -> Answer:
    """The answer a confirmation record stands for (the caller knows it is one and that it won)."""
    genes = json.loads(record.config_json)["genes"]
    date = datetime.datetime.fromtimestamp(record.measured_at, datetime.timezone.utc).isoformat(timespec="seconds")
    return Answer(record.program, name, genes, 1 / record.ratio, 1 / record.ratio_high, 1 / record.ratio_low,
                  record.device_kind, record.backend, record.cores, record.jax_version, record.jaxlib_version,
                  date, record.cpu_model, source)


def from_store(store: RecordStore, processes: int = CONFIRM_PROCESSES) -> list[Answer]:
    """Every confirmed answer in the store (module docstring).

    Per program and setting, the answer of the latest search that wrote one there
    (`RecordStore.search_answers`: its config and the confirmed reading it answered with;
    none where it answered XLA's default). Where no search wrote one (a store made before
    searches kept their answers), it is read from the records: each config's confirmed
    reading is the median of its latest `processes` readings (`confirmed_reading`: the
    figure and interval a search that confirmed in `processes` processes reported). Among
    the configs whose confirmed reading has its whole 95% interval faster than the default,
    the answer is the one with the fewest genes that keeps the fastest's gain (its interval
    reaches the fastest's reading or lies below it), as the search answers with the
    smallest config that keeps the gain (`xtune.search.explain.keeps_gain`).

    Args:
      store: the record store.
      processes: the processes the searches confirmed in (`xtune search --confirm-processes`).

    Raises:
      ValueError: `processes` is below 1.
    """
    answers = []
    for prog in store.programs():
        searched = store.search_answers(prog["fingerprint"])
        answers += [from_record(r, prog["name"], source=f"store {store.path}") for r in searched.values()
                    if r is not None]
        groups: dict[tuple[Any, ...], dict[str, list[Record]]] = {}
        for r in store.records(prog["fingerprint"]):
            key = (r.device_kind, r.cores, r.jax_version, r.jaxlib_version)
            if key not in searched:
                groups.setdefault(key, {}).setdefault(r.config_hash, []).append(r)
        for by_config in groups.values():
            confirmed = [c for recs in by_config.values() if (c := confirmed_reading(recs, processes)) is not None]
            num_genes = {r.config_hash: len(json.loads(r.config_json)["genes"]) for r in confirmed}
            wins = [r for r in confirmed
                    if r.ratio_high is not None and r.ratio_high < 1.0 and num_genes[r.config_hash]]
            if wins:
                fastest = min(wins, key=lambda r: r.ratio)
                alike = [r for r in wins if (r.ratio if r.ratio_low is None else r.ratio_low) <= fastest.ratio]
                best = min(alike, key=lambda r: (num_genes[r.config_hash], r.ratio))
                answers.append(from_record(best, prog["name"], source=f"store {store.path}"))
    return answers


@dataclasses.dataclass(frozen=True)
class Answers:
    """Answers loaded from a folder, a file or a store, looked up by program fingerprint."""

    answers: tuple[Answer, ...]
    source: str = ""

    def for_fingerprint(self, fingerprint: str) -> list[Answer]:
        return [a for a in self.answers if a.fingerprint == fingerprint]

    def for_program(self, space: ConfigSpace) -> tuple[list[Config], list[str]]:
        """Configs of `space`'s program among the answers, and why the others were left out.

        An answer counts when its fingerprint is the program's, or when it has the
        program's name (the same program lowered by another jax version) and its genes
        exist in the space.
        """
        prog = space.program
        configs: dict[str, Config] = {}
        skipped = []
        for a in self.answers:
            if a.fingerprint != prog.fingerprint and a.name != prog.name:
                skipped.append(f"{a.file_name}: another program ({a.name})")
                continue
            try:
                config = a.config(space)
            except ConfigError as e:
                skipped.append(f"{a.file_name}: {e}")
                continue
            configs.setdefault(config.hash, config)
        return list(configs.values()), skipped

    def __len__(self) -> int:
        return len(self.answers)


def load(path: str | os.PathLike) -> Answers:
    """Answers from a folder (with its `index.json`), one answer file, or a record store.

    Raises:
      AnswersError: missing, corrupt or foreign files, or an index that disagrees with the folder.
    """
    p = Path(path)
    if p.is_dir():
        return Answers(tuple(_load_folder(p)), str(p))
    if not p.is_file():
        raise AnswersError(f"{p}: no such answers folder, answer file or store")
    try:
        head = p.read_bytes()[:16]
    except OSError as e:
        raise AnswersError(f"{p}: cannot read ({e.strerror or type(e).__name__})") from None
    if head == _SQLITE_MAGIC:
        with RecordStore(p) as store:  # StoreError (an InputError) if it is not an xtune store
            return Answers(tuple(from_store(store)), str(p))
    return Answers((Answer.from_dict(_read_json(p), str(p)),), str(p))


def _read_json(path: Path) -> Any:
    try:
        return json.loads(path.read_text())
    except (OSError, UnicodeDecodeError, ValueError) as e:
        raise AnswersError(f"{path}: not JSON ({one_line(e)})") from None


def _load_folder(folder: Path) -> list[Answer]:
    index_path = folder / INDEX
    if not index_path.is_file():
        raise AnswersError(f"{folder}: no {INDEX} (not an answers folder; write one with `xtune db answers`)")
    index = _read_json(index_path)
    if not isinstance(index, dict) or index.get("format") != INDEX_FORMAT or not isinstance(index.get("answers"), list):
        raise AnswersError(f"{index_path}: not an xtune answers index")
    listed: dict[str, dict[str, Any]] = {}
    for entry in index["answers"]:
        if not isinstance(entry, dict) or not isinstance(entry.get("file"), str):
            raise AnswersError(f"{index_path}: an entry without a \"file\"")
        listed[entry["file"]] = entry
    present = {f.name for f in folder.glob("*.json")} - {INDEX}
    unlisted = sorted(present - set(listed))
    if unlisted:
        raise AnswersError(f"{folder / unlisted[0]}: not in {INDEX} (rebuild it: xtune db answers --out {folder})")
    answers = []
    for name, entry in listed.items():
        path = folder / name
        if not path.is_file():
            raise AnswersError(f"{index_path}: lists {name}, which is not in the folder")
        answer = Answer.from_dict(_read_json(path), str(path))
        bad = [f for f in _KEY_FIELDS if entry.get(f) != getattr(answer, f)]
        if bad:
            raise AnswersError(f"{index_path}: its entry for {name} disagrees with the file ({', '.join(bad)})")
        answers.append(answer)
    return answers


def write(folder: str | os.PathLike, answers: Iterable[Answer]) -> list[Path]:
    """Writes answers into `folder` (an answer of the same program and setting is replaced)
    and rebuilds its index from every answer file there; returns the files written."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for a in answers:
        written.append(write_json(folder / a.file_name, a.to_dict(), sort_keys=True))
    write_index(folder)
    return written


def write_index(folder: str | os.PathLike) -> Path:
    """Rebuilds `index.json` from the answer files in `folder` (after files were added or removed by hand).

    Raises:
      AnswersError: a file in the folder is not a valid answer.
    """
    folder = Path(folder)
    files = sorted(f for f in folder.glob("*.json") if f.name != INDEX)
    answers = sorted(((f.name, Answer.from_dict(_read_json(f), str(f))) for f in files),
                     key=lambda item: (item[1].name, item[0]))
    entries = [{"file": file, "name": a.name, **{f: getattr(a, f) for f in _KEY_FIELDS},
                "speedup": round(a.speedup, 4), "date": a.date} for file, a in answers]
    return write_json(folder / INDEX, {"format": INDEX_FORMAT, "version": VERSION, "answers": entries},
                      sort_keys=True)


__all__: Sequence[str] = ["Answer", "Answers", "AnswersError", "from_record", "from_store", "load", "write",
                          "write_index"]
