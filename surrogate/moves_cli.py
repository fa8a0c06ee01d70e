"""`xtune suggest` (a new program's suggestions, no measurement) and `xtune rule learn | compare`
(the rule behind it, from measured stores). `xtune.search.cli` adds them to the `xtune` group."""

from __future__ import annotations

import json
import math
import time
from pathlib import Path

import click
from rich.table import Table as RichTable

from xtune.measure import preflight
from xtune.measure.cli import backend, console, friendly_errors
from xtune.measure.cli_types import SEED, count
from xtune.measure.errors import InputError
from xtune.measure.program import load_program
from xtune.measure.suggestions import RULE_FILE, Rule, Suggestion, rank
from xtune.measure.space import ConfigSpace


@click.command("suggest")
@click.argument("program")
@click.option("-k", "k", default=3, show_default=True, type=count(), help="How many configs.")
@click.option("--rule", "rule_path", default=None, type=click.Path(dir_okay=False),
              help="A suggestions' rule file (`xtune rule learn`) [default: the one shipped with xtune].")
@click.option("--out", default=None, type=click.Path(file_okay=False),
              help="Write each suggested config as JSON here (`xtune measure --config`, `xtune apply`).")
@friendly_errors
def suggest_cmd(program: str, k: int, rule_path: str | None, out: str | None) -> None:
    """The K configs of PROGRAM most likely to beat XLA's default, from what paid on the
    programs measured before; nothing is measured. `xtune search` measures them first."""
    start = time.perf_counter()
    if out:
        preflight.output_folder(out, "--out")
    prog = load_program(program)
    rule = Rule.load(rule_path)
    space = ConfigSpace(prog, backend=backend())
    ranked = rank(space, rule)
    picks = ranked[:k]
    table = RichTable(title=f"{prog.name}: {len(picks)} of {len(ranked)} moves")
    for col in ("#", "move", "expected gain", "priority", "why"):
        table.add_column(col, justify="left" if col in ("move", "why") else "right", overflow="fold")
    for i, s in enumerate(picks, 1):
        table.add_row(str(i), s.key, expected_gain(rule, s), f"{s.priority:.3g}", s.reasons)
    console.print(table)
    if out:
        folder = Path(out)
        folder.mkdir(parents=True, exist_ok=True)
        for i, s in enumerate(picks, 1):
            (folder / f"{prog.name}-suggestion-{i}.json").write_text(s.config.to_json() + "\n")
        console.print(f"wrote {len(picks)} config(s) to {out}")
    about = rule.about or ("the prior alone" if not rule.expression else "")
    console.print(f"rule: {rule.expression or 'global prior'}" + (f" ({about})" if about else "")
                  + f"; {time.perf_counter() - start:.2f} s")


def expected_gain(rule: Rule, suggestion: Suggestion) -> str:
    """What the suggestion is expected to gain, in words a user reads right: its move's upside
    (the mean gain over the programs it was measured on, a slower result counting as none,
    since a search never keeps a config slower than the default), e.g. "+3.9%"; "unknown"
    for a move never measured elsewhere."""
    entry = rule.prior.get(suggestion.key) or rule.prior.get(f"kind:{suggestion.kind}")
    return f"{math.expm1(entry[3]):+.1%}" if entry and entry[1] else "unknown"


@click.group("rule")
def rule_group() -> None:
    """Learn the rule `xtune suggest` ranks moves with, and compare it with the baselines."""


def _corpus(stores: tuple[str, ...], what: str):
    from xtune.surrogate.move_corpus import load_corpus

    corpus = load_corpus(stores)
    if not corpus.programs:
        raise InputError(f"{what}: no program with measured configs near the default in {', '.join(stores)}")
    return corpus


@rule_group.command("learn")
@click.argument("stores", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False))
@click.option("--out", default=None, type=click.Path(dir_okay=False),
              help="The suggestions' rule file to write [default: the one xtune ships, measure/suggestions.json].")
@click.option("--evolve/--prior-only", default=False, show_default=True,
              help="Evolve a rule over the moves' features (else the global prior alone).")
@click.option("--generations", default=40, show_default=True, type=count())
@click.option("--seed", type=SEED, default=0, show_default=True)
@friendly_errors
def learn_cmd(stores: tuple[str, ...], out: str | None, evolve: bool, generations: int, seed: int) -> None:
    """Learn the global prior (and with --evolve a rule) from STORES' measured local configs
    (`xtune dataset build --local`, searches)."""
    from xtune.surrogate import moves_rule

    out = out or str(RULE_FILE)
    preflight.output_file(out)

    corpus = _corpus(stores, "rule learn")
    prior = moves_rule.fit_prior(corpus)
    expression = ""
    if evolve:
        evolved = moves_rule.evolve(moves_rule.Table.of(corpus),
                                    moves_rule.EvolveSettings(generations=generations, seed=seed),
                                    on_generation=lambda g, f, e: console.print(f"generation {g}: {f:.4f} {e}")
                                    if g % 10 == 0 else None)
        expression = evolved.expression
    names = ", ".join(Path(s).name for s in stores)
    rule = Rule(prior, expression, f"learned from {len(corpus.programs)} programs of {names}")
    Path(out).write_text(json.dumps(rule.to_json(), indent=1) + "\n")
    console.print(f"wrote {out}: {len(prior)} move keys from {len(corpus.programs)} programs"
                  + (f"; rule {expression}" if expression else ""))


@rule_group.command("compare")
@click.option("--train", "train", multiple=True, required=True, type=click.Path(exists=True, dir_okay=False),
              help="Stores the predictors learn from (repeatable).")
@click.option("--held-out", "held_out", multiple=True, required=True, type=click.Path(exists=True, dir_okay=False),
              help="Stores of programs none of them saw (repeatable).")
@click.option("--generations", default=40, show_default=True, type=count())
@click.option("--seed", type=SEED, default=0, show_default=True)
@click.option("--out", default=None, type=click.Path(dir_okay=False), help="Write the comparison as JSON.")
@friendly_errors
def compare_cmd(train: tuple[str, ...], held_out: tuple[str, ...], generations: int, seed: int,
                out: str | None) -> None:
    """Score each predictor's top-1 and top-3 picks on the held-out programs' measured moves:
    the global prior, the count, a random order, the potentials model, the evolved rule."""
    from xtune.surrogate import moves_rule

    if out:
        preflight.output_file(out)
    train_corpus, test_corpus = _corpus(train, "--train"), _corpus(held_out, "--held-out")
    overlap = {p.fingerprint for p in train_corpus.programs} & {p.fingerprint for p in test_corpus.programs}
    if overlap:
        raise InputError(f"--held-out: {len(overlap)} program(s) are also in --train")
    cmp = moves_rule.compare(train_corpus, test_corpus, moves_rule.EvolveSettings(generations=generations, seed=seed))
    rows = cmp.rows()
    table = RichTable(title=f"{len(cmp.names)} held-out programs (best measured move: "
                            f"{math.exp(cmp.best.mean()):.3f}x geomean)")
    for col in ("predictor", "top-1", "top-3", "top-3 regret", "better/worse", "p vs prior"):
        table.add_column(col, justify="left" if col == "predictor" else "right")
    for r in rows:
        table.add_row(str(r["predictor"]), f"{r['top1']:.4f}x", f"{r['top3']:.4f}x", f"{r['regret3']:.2f}",
                      f"{r['better']}/{r['worse']}", "" if math.isnan(r["p"]) else f"{r['p']:.3f}")
    console.print(table)
    console.print(f"evolved rule: {cmp.expression}")
    if out:
        Path(out).write_text(json.dumps({"programs": cmp.names, "best": cmp.best.tolist(), "rows": rows,
                                         "expression": cmp.expression,
                                         "gains": {k: {m: v.tolist() for m, v in g.items()}
                                                   for k, g in cmp.gains.items()}}, indent=1) + "\n")
        console.print(f"wrote {out}")


COMMANDS = (suggest_cmd, rule_group)
