"""613.8 dependency graphs built from a LayerResult: one networkx DiGraph per layer.

Nodes are the effects of the layer (with timestamp, text, position applied); an edge A -> B
means "A depends on B" (613.8a), labelled with every reason seen (existence, applies_to,
what_it_does) and the objects through which, and the steps at which it held (613.8c: a
dependency can appear or vanish after each application). Loops are the effects the ASP program
found in a dependency loop (613.8b)."""
from __future__ import annotations

import json
from dataclasses import dataclass

import networkx as nx

from pyengine.layers.driver import LayerResult
from pyengine.model import LAYER_RULE, LAYERS


@dataclass
class LayerGraph:
    layer: str
    graph: nx.DiGraph
    order: list[str]
    loops: list[list[str]]
    reasons: dict[str, str]

    def to_json(self) -> dict:
        return {
            "layer": self.layer, "rule": LAYER_RULE[self.layer],
            "effects": [{"id": n, **{k: v for k, v in self.graph.nodes[n].items()}}
                        for n in sorted(self.graph.nodes)],
            "dependencies": [{"effect": a, "depends_on": b, "reasons": d["reasons"],
                              "objects": d["objects"], "steps": d["steps"]}
                             for a, b, d in sorted(self.graph.edges(data=True))],
            "loops": self.loops,
            "order": [{"effect": e, "reason": self.reasons[e]} for e in self.order],
        }


def layer_graphs(res: LayerResult, only: str | None = None) -> list[LayerGraph]:
    info = {e.key: e for e in res.effects}
    out = []
    for name in LAYERS:
        if only is not None and name != only:
            continue
        apps = res.layer(name)
        if not apps:
            continue
        g = nx.DiGraph()
        for a in apps:
            e = info[a.effect]
            g.add_node(a.effect, timestamp=e.timestamp, text=e.text, source=e.source or "",
                       position=a.position, cda=e.cda)
        for a in apps:
            for d in a.dependencies:
                for n in (d.effect, d.on):
                    if n not in g:
                        e = info[n]
                        g.add_node(n, timestamp=e.timestamp, text=e.text, source=e.source or "",
                                   position=0, cda=e.cda)
                if not g.has_edge(d.effect, d.on):
                    g.add_edge(d.effect, d.on, reasons=[], objects=[], steps=[])
                ed = g.edges[d.effect, d.on]
                if d.reason not in ed["reasons"]:
                    ed["reasons"].append(d.reason)
                if d.object not in ed["objects"]:
                    ed["objects"].append(d.object)
                if a.position not in ed["steps"]:
                    ed["steps"].append(a.position)
        for _, _, ed in g.edges(data=True):
            ed["reasons"].sort()
            ed["objects"].sort()
            ed["steps"].sort()
        loops = res.loops.get(name, [])
        out.append(LayerGraph(name, g, [a.effect for a in apps], loops,
                              {a.effect: a.reason for a in apps}))
    return out


def to_dot(lg: LayerGraph) -> str:
    def q(s: str) -> str:
        return '"' + str(s).replace("\\", "\\\\").replace('"', '\\"') + '"'
    lines = [f"digraph {q('layer ' + lg.layer)} {{", "  rankdir=LR;", "  node [shape=box];"]
    for n in sorted(lg.graph.nodes):
        d = lg.graph.nodes[n]
        pos = f"#{d['position']} " if d["position"] else ""
        lines.append(f"  {q(n)} [label={q(pos + n + ' (ts ' + format(d['timestamp'], 'g') + ')')}];")
    for a, b, d in sorted(lg.graph.edges(data=True)):
        lines.append(f"  {q(a)} -> {q(b)} [label={q(', '.join(d['reasons']) + ' via ' + ', '.join(d['objects']))}];")
    lines.append("}")
    return "\n".join(lines) + "\n"


def to_graphml(lg: LayerGraph, path: str) -> None:
    g = nx.DiGraph()
    for n, d in lg.graph.nodes(data=True):
        g.add_node(n, **{k: (v if isinstance(v, (int, float, str)) else str(v)) for k, v in d.items()})
    for a, b, d in lg.graph.edges(data=True):
        g.add_edge(a, b, reasons=",".join(d["reasons"]), objects=",".join(d["objects"]),
                   steps=",".join(map(str, d["steps"])))
    nx.write_graphml(g, path)


def to_png(graphs: list[LayerGraph], path: str, title: str = "") -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    n = max(1, len(graphs))
    fig, axes = plt.subplots(1, n, figsize=(6 * n, 5), squeeze=False)
    for ax, lg in zip(axes[0], graphs):
        g = lg.graph
        pos = nx.circular_layout(g) if len(g) > 2 else nx.spring_layout(g, seed=1)
        loop_nodes = {x for loop in lg.loops for x in loop}
        colors = ["#f4a261" if x in loop_nodes else "#a8dadc" for x in g.nodes]
        nx.draw_networkx_nodes(g, pos, ax=ax, node_color=colors, node_size=1600)
        nx.draw_networkx_labels(g, pos, ax=ax, font_size=8,
                                labels={x: f"{x}\n#{g.nodes[x]['position']} ts {g.nodes[x]['timestamp']:g}" for x in g.nodes})
        nx.draw_networkx_edges(g, pos, ax=ax, arrows=True, arrowsize=18, node_size=1600,
                               connectionstyle="arc3,rad=0.15")
        nx.draw_networkx_edge_labels(g, pos, ax=ax, font_size=7,
                                     edge_labels={(a, b): "/".join(d["reasons"]) for a, b, d in g.edges(data=True)})
        ax.set_title(f"layer {lg.layer} ({LAYER_RULE[lg.layer]})" + ("  loop" if lg.loops else ""))
        ax.axis("off")
    if title:
        fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def graphs_json(graphs: list[LayerGraph]) -> str:
    return json.dumps([lg.to_json() for lg in graphs], indent=2, sort_keys=True)
