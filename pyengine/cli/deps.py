"""`mtgrules deps SCENARIO`: the 613.8 dependency graph of each layer, the loops, and the
application order with the reason for every step; exports JSON, DOT, GraphML and PNG."""
from __future__ import annotations

import os

from pyengine.layers.depgraph import layer_graphs, to_dot, to_graphml, to_png
from pyengine.errors import ScenarioError
from pyengine.layers.driver import run_layers
from pyengine.model import LAYER_RULE, LAYERS
from pyengine.cli.common import dump_json, open_output, output_path_arg, resolve_scenario, scenario_arg


def _out_path(path: str, layer: str, many: bool) -> str:
    if not many:
        return path
    root, ext = os.path.splitext(path)
    return f"{root}-layer{layer}{ext}"


def cmd_deps(args) -> int:
    if args.layer and args.layer not in LAYERS:
        raise ScenarioError(f"unknown layer {args.layer!r}", place="--layer", expected="one of " + ", ".join(LAYERS))
    sc = resolve_scenario(args)
    res = run_layers(sc)
    graphs = layer_graphs(res, args.layer)
    if not args.all:
        graphs = [g for g in graphs if g.graph.number_of_edges() or len(g.order) > 1] or graphs
    many = len(graphs) > 1
    n_effects = len({a.effect for a in res.applications})
    note = "" if any(len(g.order) > 1 for g in graphs) else \
        f"no dependencies possible ({n_effects} effect{'s' if n_effects != 1 else ''}, none sharing a layer; 613.8a)"
    for lg in graphs:
        if args.dot:
            with open_output(_out_path(args.dot, lg.layer, many)) as f:
                f.write(to_dot(lg))
        if args.graphml:
            path = _out_path(args.graphml, lg.layer, many)
            open_output(path).close()
            to_graphml(lg, path)
    if args.png:
        open_output(args.png, "wb").close()
        to_png(graphs, args.png, sc.name)
    if args.json:
        dump_json({"layers": [lg.to_json() for lg in graphs], "note": note or None})
        return 0
    if note:
        print(note)
    for lg in graphs:
        print(f"layer {lg.layer} ({LAYER_RULE[lg.layer]})")
        if lg.graph.number_of_edges() == 0:
            print("  no dependencies: timestamp order (613.7)")
        for a, b, d in sorted(lg.graph.edges(data=True)):
            print(f"  {a} depends on {b}: {', '.join(r.replace('_', ' ') for r in d['reasons'])}"
                  f" (via {', '.join(d['objects'])}; at step {', '.join(map(str, d['steps']))}) [613.8a]")
        for loop in lg.loops:
            print(f"  dependency loop: {' <-> '.join(loop)} -- applied in timestamp order [613.8b]")
        print("  order:")
        for n, e in enumerate(lg.order, 1):
            print(f"    {n}. {e}: {lg.reasons[e]}")
    return 0


def register(sub) -> None:
    p = sub.add_parser("deps", help="613.8 dependency graph per layer, loops, and the order with reasons")
    scenario_arg(p)
    p.add_argument("--layer", choices=LAYERS, help="only this layer")
    p.add_argument("--all", action="store_true", help="also layers with a single effect")
    p.add_argument("--json", action="store_true")
    p.add_argument("--dot", metavar="FILE", type=output_path_arg, help="write Graphviz DOT (one file per layer if several)")
    p.add_argument("--graphml", metavar="FILE", type=output_path_arg, help="write GraphML (networkx)")
    p.add_argument("--png", metavar="FILE", type=output_path_arg, help="draw the graphs to a PNG picture")
    p.set_defaults(func=cmd_deps)
