"""The report of a loop search: a Markdown file with the summary, the counts per layer and
reason (with a bar chart), and a picture of each loop found (its effects and the dependencies
among them, drawn with networkx and matplotlib: `pip install 'mtgrules[viz]'`)."""
from __future__ import annotations

import os
import re

import networkx as nx

from pyengine.errors import ScenarioError
from pyengine.layers.loopsearch import SearchResult
from pyengine.layers.prune import REASONS
from pyengine.model import LAYER_INDEX, LAYER_RULE


def _pyplot():
    try:
        import matplotlib
    except ImportError:
        raise ScenarioError("drawing the report needs matplotlib", file="<command line>", place="--report",
                            expected="pip install 'mtgrules[viz]'") from None
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    return plt


def _slug(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")[:60]


def loop_graph(res: SearchResult, k: int) -> nx.DiGraph:
    """The k-th loop as a graph: its effects, and the dependencies found among them in the same
    combination and timestamp order (A -> B: A depends on B, labelled with the reasons)."""
    x = res.loops[k]
    members = set(x.effects)
    g = nx.DiGraph()
    g.add_nodes_from(x.effects)
    for d in res.dependencies:
        if d.cards == x.cards and d.layer == x.layer and d.effect in members and d.depends_on in members:
            g.add_edge(d.effect, d.depends_on, reasons="/".join(d.reasons))
    return g


def _draw_loop(plt, res: SearchResult, k: int, path: str) -> None:
    x = res.loops[k]
    g = loop_graph(res, k)
    fig, ax = plt.subplots(figsize=(6.5, 4.5))
    pos = nx.circular_layout(g) if len(g) > 2 else {n: (i * 2.0 - 1.0, 0.0) for i, n in enumerate(g.nodes)}
    nx.draw_networkx_nodes(g, pos, ax=ax, node_color="#f4a261", node_size=2400)
    nx.draw_networkx_labels(g, pos, ax=ax, font_size=8, labels={n: n.replace(":", "\nability ") for n in g})
    nx.draw_networkx_edges(g, pos, ax=ax, arrows=True, arrowsize=18, node_size=2400,
                           connectionstyle="arc3,rad=0.2")
    nx.draw_networkx_edge_labels(g, pos, ax=ax, font_size=7, label_pos=0.35,
                                 edge_labels={(a, b): d["reasons"] for a, b, d in g.edges(data=True)})
    ax.set_title(f"layer {x.layer} ({LAYER_RULE[x.layer]}): {' < '.join(x.cards)}\n"
                 "arrow A -> B: A depends on B (613.8a); the loop applies in timestamp order (613.8b)", fontsize=8)
    ax.margins(0.25)
    ax.axis("off")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def _draw_counts(plt, res: SearchResult, path: str) -> None:
    c = res.counts()
    fig, axes = plt.subplots(1, 3, figsize=(12, 3.6))
    for ax, (title, data) in zip(axes, (("dependencies per layer", c["dependencies_per_layer"]),
                                        ("dependencies per reason (613.8a)", c["dependencies_per_reason"]),
                                        ("loops per layer (613.8b)", c["loops_per_layer"]))):
        keys = sorted(data, key=lambda k: (LAYER_INDEX.get(k, 99), k))
        ax.bar([str(k) for k in keys], [data[k] for k in keys], color="#457b9d")
        ax.set_title(title, fontsize=9)
        ax.tick_params(labelsize=8)
        if not keys:
            ax.text(0.5, 0.5, "none", ha="center", va="center", transform=ax.transAxes)
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def write_report(res: SearchResult, directory: str) -> str:
    """report.md and its PNG pictures in `directory` (created if needed); the report's path."""
    plt = _pyplot()
    try:
        os.makedirs(directory, exist_ok=True)
    except OSError as e:
        raise ScenarioError(f"cannot create {directory}: {e.strerror or e}", file="<command line>",
                            place="--report", expected="a directory that can be written") from None
    what = "pairs" if res.size == 2 else "triples"
    lines = [f"# 613.8 loop search: {len(res.pool)} cards, {what}", ""]
    if not res.complete:
        lines += [f"**Partial result**: {res.examined} of {res.total} combinations examined "
                  "(rerun the same command to resume).", ""]
    lines += ["| | combinations |", "|---|---:|", f"| in all (single cards and {what}) | {res.total} |",
              f"| run (every timestamp order: {res.runs} layer evaluations) | {res.evaluated} |"]
    for reason, n in sorted(res.skipped.items()):
        lines.append(f"| skipped: {REASONS.get(reason, reason)} | {n} |")
    lines += ["", f"{len(res.dependencies)} dependencies and {len(res.loops)} loops found.", ""]
    _draw_counts(plt, res, os.path.join(directory, "counts.png"))
    lines += ["## Counts per layer and reason", "", "![counts](counts.png)", ""]
    c = res.counts()
    lines += ["| layer | dependencies | loops |", "|---|---:|---:|"]
    for ly in sorted(set(c["dependencies_per_layer"]) | set(c["loops_per_layer"]), key=LAYER_INDEX.get):
        lines.append(f"| {ly} ({LAYER_RULE[ly]}) | {c['dependencies_per_layer'].get(ly, 0)} | "
                     f"{c['loops_per_layer'].get(ly, 0)} |")
    lines += ["", "| reason (613.8a) | dependencies |", "|---|---:|"]
    for r, n in sorted(c["dependencies_per_reason"].items()):
        lines.append(f"| {r.replace('_', ' ')} | {n} |")
    lines += ["", "## Loops (613.8b: applied in timestamp order)", ""]
    if not res.loops:
        lines.append("No dependency loop found.")
    for k, x in enumerate(res.loops, 1):
        name = f"loop-{k:03d}-{_slug('-'.join(x.cards))}.png"
        _draw_loop(plt, res, k - 1, os.path.join(directory, name))
        lines += [f"### {k}. layer {x.layer}: {' < '.join(x.cards)}", "",
                  f"{' <-> '.join(x.effects)}", "", f"![loop {k}]({name})", ""]
    lines += ["", "## Dependencies (613.8a)", "", "| timestamp order | layer | effect | depends on | reasons | via |",
              "|---|---|---|---|---|---|"]
    for d in res.dependencies:
        lines.append(f"| {' < '.join(d.cards)} | {d.layer} | {d.effect} | {d.depends_on} | "
                     f"{', '.join(d.reasons)} | {', '.join(d.objects)} |")
    path = os.path.join(directory, "report.md")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(lines).replace("|  |", "| |") + "\n")
    return path
