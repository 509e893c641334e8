"""`mtgrules replace SCENARIO`: for each event of the scenario's `events:`, the replacement and
prevention effects that apply, which may be chosen first and why not the others (616.1), and
every possible outcome with the orders of choices that lead to it (CR 614-616)."""
from __future__ import annotations

import argparse

from pyengine.cards.parse import Place
from pyengine.cli.common import count_arg, dump_json, resolve_scenario, scenario_arg
from pyengine.errors import INT_MAX, INT_MIN
from pyengine.replacement.apply import Query, ReplacementEngine, describe_event, parse_event, scenario_events
from pyengine.cli import report

RULE_TEXT = {
    "614.5": "already applied to this event (an effect applies once, 614.5)",
    "616.1f": "doesn't apply to the event as it is now (616.1f)",
    "614.9": "redirection to something that can't be dealt the damage does nothing (614.9)",
    "614.17c": "the event can't happen: only self-replacement effects may replace it (614.17c)",
    "616.1a": "a self-replacement effect must be applied first (616.1a)",
    "616.1b": "an effect changing who controls it as it enters must be applied first (616.1b)",
    "616.1c": "an effect making it enter as a copy must be applied first (616.1c)",
    "616.1d": "an effect making it enter back face up must be applied first (616.1d)",
}


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("replace", help="replacement and prevention effects on the scenario's events (CR 614-616)",
                       description=__doc__)
    scenario_arg(p, "scenario file or bundled example name (replacement-...)")
    p.add_argument("--json", action="store_true", help="machine-readable output (sorted, deterministic)")
    p.add_argument("--max-orders", type=count_arg, default=10, metavar="N",
                   help="orders listed per outcome (all are counted; default 10)")
    p.add_argument("--event", action="append", metavar="'kind=K field=V ...'",
                   help="query this event instead of the scenario's events: (repeatable), e.g. "
                        "--event 'kind=damage source=bolt target=bear amount=3'")
    report.add_strict(p)
    p.set_defaults(func=run)


def _event_arg(text: str, k: int, sc) -> tuple[str, tuple]:
    """--event 'kind=damage source=bolt target=bear amount=3 combat=true'."""
    spec: dict = {}
    where = Place("--event", f"[{k}]")
    for tok in text.split():
        if "=" not in tok:
            raise where.error(f"got {tok!r}", expected="field=value pairs such as kind=damage amount=3")
        key, val = tok.split("=", 1)
        if val.lstrip("-").isdigit() and not INT_MIN <= int(val) <= INT_MAX:
            raise where.error(f"got {tok}", expected=f"numbers from {INT_MIN} to {INT_MAX}")
        if key in spec:
            raise where.error(f"{key} given twice", expected="each field once")
        spec[key] = int(val) if val.lstrip("-").isdigit() else {"true": True, "false": False}.get(val, val)
    return f"event{k + 1}", (parse_event(spec, where, sc),)


def run(args) -> int:
    sc = resolve_scenario(args)
    unsupported = report.check(sc, "replace", args)
    eng = ReplacementEngine(sc)
    queries = ([_event_arg(t, k, sc) for k, t in enumerate(args.event)] if args.event
               else scenario_events(sc))
    results = [(name, eng.query(evs, max_orders=args.max_orders)) for name, evs in queries]
    if args.json:
        dump_json({"scenario": sc.name or sc.file, "queries": [{"id": n, **q.to_json()} for n, q in results],
                   "unsupported": unsupported})
        return 0
    if sc.name:
        print(sc.name)
    for name, q in results:
        _print(name, q, args.max_orders)
    return 0


def _print(name: str, q: Query, cap: int) -> None:
    print(f"\n{name}: " + "; ".join(describe_event(e) for e in q.events))
    for h in q.handled:
        if len(q.events) > 1:
            print(f"  handled first: {describe_event(h.event)}")
        if h.chooser:
            print(f"  chooser: {h.chooser} (616.1: the affected player, or the affected object's controller)")
        if h.unpreventable:
            print("  this damage can't be prevented (615.12): prevention effects apply but prevent nothing")
        for c in h.cannot:
            print(f"  {c} says this event can't happen (614.17)")
        if not h.options:
            print("  no replacement or prevention effect watches this event")
            continue
        print("  effects watching it:")
        for o in h.options:
            e = q.effects[o]
            src = f" [{e.card or e.source}]" if (e.card or e.source) else ""
            status = "may be chosen first" if o in h.first_choices else \
                "; ".join(RULE_TEXT.get(r, r) for r in h.violations.get(o, []))
            print(f"    {o}{src}: {e.describe()} -- {status}")
        if h.step_rule:
            print(f"  first choice made under {h.step_rule}")
    print(f"  {len(q.outcomes)} outcome(s), {q.n_orders} order(s) of choices:")
    for k, out in enumerate(q.outcomes, 1):
        happens = "; ".join(describe_event(e) for e in out.events) or "nothing happens"
        print(f"  {k}. {happens}")
        for eff, rec, n in out.prevented:
            print(f"     prevented {n} damage to {rec} by {eff} (615)")
        for ev, eff in out.cannot:
            print(f"     {ev}: can't happen because of {eff} (614.17)")
        for ev, why in out.dropped:
            print(f"     {ev}: {why}")
        if out.spent:
            print(f"     used up: {', '.join(out.spent)}")
        for eff, left in out.shields:
            print(f"     shield {eff}: {left} left")
        shown = out.orders[:cap]
        print(f"     {out.n_orders} order(s)" + (f", first {len(shown)}:" if len(shown) < out.n_orders else ":"))
        for o in shown:
            print("       " + (" > ".join(_step(s, len(q.events) > 1) for s in o) or "(no choice)"))


def _step(s, with_event: bool) -> str:
    return f"{s}" + (f" @ {s.event}" if with_event else "")
