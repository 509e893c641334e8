"""`mtgrules layers SCENARIO`: characteristics after all continuous effects, with the per-layer
trace (CR 613); `mtgrules cards`: the card library; `mtgrules examples`: bundled scenarios."""
from __future__ import annotations

from pyengine.cli import report
from pyengine.cli.batch import add_batch
from pyengine.cli.common import dump_json, resolve_scenario, scenario_arg
from pyengine.layers.driver import run_layers
from pyengine.model import LAYER_RULE, ZONES
from pyengine.scenario import example_names


def _fmt_char(c) -> str:
    types = " ".join(list(c.supertypes) + list(c.types))
    subs = list(c.subtypes) + (["(every creature type)"] if c.every_creature_type else [])
    line = types + (" — " + " ".join(subs) if subs else "")
    pt = f" {c.power}/{c.toughness}" if c.power is not None else ""
    colors = ", ".join(c.colors) or "colorless"
    ab = "; ".join(c.abilities) or "no abilities"
    return (f"{c.id}: {c.name or '(no name)'} — {line}{pt} [{colors}] controller {c.controller}"
            f" ({c.zone})\n      abilities: {ab}")


def cmd_layers(args) -> int:
    sc = resolve_scenario(args)
    unsupported = report.check(sc, "layers", args)
    res = run_layers(sc)
    if args.json:
        dump_json({**res.to_json(), "unsupported": unsupported})
        return 0
    title = sc.name or sc.file
    print(f"# {title}")
    if sc.description:
        print(sc.description.strip())
    print("\n## Characteristics after all continuous effects (CR 613)")
    for k in sorted(res.characteristics):
        c = res.characteristics[k]
        if args.zone and c.zone != args.zone:
            continue
        print("  " + _fmt_char(c))
    print("\n## Layer trace")
    eff = {e.key: e for e in res.effects}
    cur = None
    for a in res.applications:
        if a.layer != cur:
            cur = a.layer
            print(f"  layer {a.layer} ({LAYER_RULE[a.layer]})")
        e = eff[a.effect]
        print(f"    {a.position}. {a.effect} (timestamp {e.timestamp:g}) -> {', '.join(a.affected) or 'nothing'}")
        print(f"       {e.text}")
        print(f"       why now: {a.reason}")
        for d in a.dependencies:
            print(f"       dependency at this step: {d.effect} depends on {d.on} ({d.reason.replace('_', ' ')}, via {d.object})")
    if res.dropped:
        print("\n## Effects that did not apply (their source no longer had the ability, or their condition was false: 611.3a / 613.8a)")
        for layer, k in res.dropped:
            print(f"  layer {layer}: {k}")
    return 0


def cmd_examples(args) -> int:
    if args.json:
        dump_json({"examples": example_names()})
        return 0
    for n in example_names():
        print(n)
    return 0


def register(sub) -> None:
    p = sub.add_parser("layers", help="characteristics after all continuous effects, with the layer trace (613)")
    scenario_arg(p)
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.add_argument("--zone", choices=ZONES, help="only show objects in this zone")
    report.add_strict(p)
    add_batch(p)
    p.set_defaults(func=cmd_layers)
    p = sub.add_parser("examples", help="list bundled example scenarios")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=cmd_examples)
