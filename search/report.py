"""`--report DIR`: a markdown summary and PNG plots of a search."""

from __future__ import annotations

import dataclasses
import json
import math
from pathlib import Path

from xtune.search.answer import SearchResult, family_table


def write_report(result: SearchResult, out_dir: str | Path, title: str | None = None) -> Path:
    """Writes `summary.md`, `progress.png`, `predicted_vs_measured.png` (and
    `pareto.png` for a Pareto search, `contributions.png` for an explained answer) into
    `out_dir`; returns the summary path."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    prog = result.program
    ok = [r for r in result.records if r.ok and r.ratio]
    default_ms = next((r.default_median_ms for r in ok), None)

    fig, ax = plt.subplots(figsize=(6, 4))
    xs = [u for u, b in result.history if not math.isnan(b)]
    ys = [default_ms * b if default_ms else b for u, b in result.history if not math.isnan(b)]
    ax.step(xs, ys, where="post", label="best measured")
    if default_ms:
        ax.axhline(default_ms, color="grey", ls="--", label="XLA default")
    ax.set_xlabel("measurements used")
    ax.set_ylabel("runtime (ms, via ratio to the interleaved default)" if default_ms else "ratio to default")
    ax.set_title(f"{prog.name}: best measured runtime")
    ax.legend()
    fig.tight_layout()
    fig.savefig(out / "progress.png", dpi=110)
    plt.close(fig)

    fig, ax = plt.subplots(figsize=(5, 4))
    if result.predictions:
        p, m = zip(*result.predictions)
        ax.scatter(p, m, s=14)
        tau = _kendall(p, m)
        ax.set_title(f"predicted vs measured (Kendall tau {tau:.2f})")
    else:
        ax.set_title("predicted vs measured (no elites measured)")
    ax.set_xlabel("surrogate score (lower = predicted faster)")
    ax.set_ylabel("measured ratio to default")
    fig.tight_layout()
    fig.savefig(out / "predicted_vs_measured.png", dpi=110)
    plt.close(fig)

    plots = ["progress.png", "predicted_vs_measured.png"]
    if result.front:
        fig, ax = plt.subplots(figsize=(5, 4))
        pts = [r for r in ok if r.temp_bytes is not None]
        ax.scatter([r.ratio for r in pts], [r.temp_bytes / 2**20 for r in pts], s=10, color="lightgrey",
                   label="measured")
        ax.plot([r.ratio for r in result.front], [r.temp_bytes / 2**20 for r in result.front], "o-", label="front")
        ax.set_xlabel("runtime ratio to default (lower is faster)")
        ax.set_ylabel("temp memory (MiB)")
        ax.legend()
        fig.tight_layout()
        fig.savefig(out / "pareto.png", dpi=110)
        plt.close(fig)
        plots.append("pareto.png")
    if result.explanation:
        _plot_contributions(result, out / "contributions.png")
        plots.append("contributions.png")

    statuses: dict[str, int] = {}
    for r in result.records:
        statuses[r.status] = statuses.get(r.status, 0) + 1
    lines = [
        f"# {title or prog.name}: xtune search",
        "",
        f"**{result.message}**",
        "",
        f"- program: `{prog.source or prog.name}` (fingerprint {prog.fingerprint})",
        f"- measurements used: {result.measurements_used} in {result.rounds} rounds"
        + (" (interrupted)" if result.interrupted else ""),
        "- records: " + ", ".join(f"{k} {v}" for k, v in sorted(statuses.items())),
        f"- default: {default_ms:.3f} ms" if default_ms else "- default: not measured",
        f"- answer speedup: {result.speedup:.3f}x (95% CI {result.speedup_low:.3f}-{result.speedup_high:.3f})",
        *([unplaced_line(result.unplaced_nodes)] if result.unplaced_nodes else []),
        "",
        "## Answer",
        "",
        "```json",
        result.best_json(),
        "```",
        "",
        "## Best screened configs",
        "",
        "| config | speedup | 95% CI | ms | temp MiB |",
        "|---|---|---|---|---|",
    ]
    for r in sorted(ok, key=lambda r: r.ratio)[:10]:
        genes = len(json.loads(r.config_json)["genes"])
        lines.append(f"| {r.config_hash} ({genes} genes) | {r.speedup:.3f}x | {1 / r.ratio_high:.3f}-{1 / r.ratio_low:.3f} "
                     f"| {r.median_ms:.3f} | {(r.temp_bytes or 0) / 2**20:.2f} |")
    lines += _contribution_table(result)
    if result.trace:
        (out / "trace.jsonl").write_text("".join(json.dumps(dataclasses.asdict(t)) + "\n" for t in result.trace))
        lines += ["", "## Measurements by move family", "",
                  "Which moves the budget went to, and which of them made the incumbent (every "
                  "measurement, in order: `trace.jsonl`).", "",
                  "| family | measured | not timed: executable timed already | best speedup "
                  "| became the incumbent | first at measurement |",
                  "|---|---|---|---|---|---|"]
        for row in family_table(result.trace):
            best = f"{row['best_speedup']:.3f}x" if row["best_speedup"] else "-"
            lines.append(f"| {row['family']} | {row['measured']} | {row['same_executable']} | {best} "
                         f"| {row['incumbents']} | {row['first_incumbent_at'] or '-'} |")
    lines += _time_table(result)
    (out / "phases.json").write_text(json.dumps({"wall_s": result.wall_s, "phases": result.phases}, indent=1) + "\n")
    if result.front:
        lines += ["", "## Pareto front (runtime, temp memory)", "", "| config | speedup | temp MiB |", "|---|---|---|"]
        lines += [f"| {r.config_hash} | {r.speedup:.3f}x | {(r.temp_bytes or 0) / 2**20:.2f} |" for r in result.front]
    lines += ["", *[f"![{p}]({p})" for p in plots], ""]
    path = out / "summary.md"
    path.write_text("\n".join(lines))
    return path


def _time_table(result: SearchResult) -> list[str]:
    """Where the search's wall time went: part, phase, seconds and share (`SearchResult.phases`)."""
    if not result.phases:
        return []
    lines = ["", "## Where the time went", "", f"{result.wall_s:.1f} s from start to answer.", "",
             "| part | phase | seconds | share |", "|---|---|---|---|"]
    wall = result.wall_s or 1.0
    for part, phases in result.phases.items():
        for phase, s in sorted(phases.items(), key=lambda kv: -kv[1]):
            lines.append(f"| {part} | {phase} | {s:.1f} | {s / wall:.0%} |")
    other = wall - sum(s for phases in result.phases.values() for s in phases.values())
    if other > 0.05:
        lines.append(f"| - | the rest (the store, the answer, reports) | {other:.1f} | {other / wall:.0%} |")
    return lines


def _plot_contributions(result: SearchResult, path: Path) -> None:
    """Horizontal bars: each group's contribution with its 95% interval, 1.0 = no effect."""
    import matplotlib.pyplot as plt

    rows = [c for c in result.explanation if not math.isnan(c.contribution)][::-1]
    fig, ax = plt.subplots(figsize=(7, 1.4 + 0.4 * len(rows)))
    ys = range(len(rows))
    ax.barh(ys, [c.contribution - 1 for c in rows], left=1.0,
            xerr=[[c.contribution - c.low for c in rows], [c.high - c.contribution for c in rows]],
            color=["tab:blue" if c.matters else "lightgrey" for c in rows])
    ax.set_yticks(list(ys), [c.label for c in rows])
    ax.axvline(1.0, color="grey", ls="--")
    ax.set_xlabel("time without the group / time of the answer (> 1: it helps)")
    ax.set_title(f"{result.program.name}: contribution of each group of genes")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def _contribution_table(result: SearchResult) -> list[str]:
    """The explanation as markdown: one row per group, and whether the answer kept it."""
    if not result.explanation:
        return []
    answer = {name for name, _ in result.best_config.values}
    full = len(result.full_config.values) if result.full_config else 0
    lines = ["", "## What the answer's genes contribute", "",
             f"Each group measured out of the confirmed config ({full} genes) against the default, in the "
             "confirmation's process: contribution = its time without the group / its time.", "",
             "| group | genes | contribution | 95% CI | in the answer |", "|---|---|---|---|---|"]
    for c in result.explanation:
        value = "not measured" if math.isnan(c.contribution) else f"{c.contribution:.3f}x"
        ci = "" if math.isnan(c.contribution) else f"{c.low:.3f}-{c.high:.3f}"
        kept = "yes" if set(c.genes) <= answer else "no"
        lines.append(f"| {c.label} | {len(c.genes)} | {value} | {ci} | {kept} |")
    return lines


def unplaced_line(nodes: tuple[str, ...]) -> str:
    """One line on the configurable nodes the cost model could not place."""
    return (f"- the model could not place {len(nodes)} configurable node(s) in its graph and priced their genes "
            f"by the layout count alone (they were searched all the same): {', '.join(nodes)}")


def _kendall(a, b) -> float:
    from scipy.stats import kendalltau

    if len(a) < 2:
        return float("nan")
    return float(kendalltau(a, b).statistic)
