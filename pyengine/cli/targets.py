"""`mtgrules targets|resolve-targets|change-targets SCENARIO`: legal target choices for a spell or
ability (CR 115, 601.2c-d), checks on resolution (608.2b) and changes of targets (115.7)."""
from __future__ import annotations

from pyengine.cli import report
from pyengine.cli.common import count_arg, dump_json, resolve_scenario, scenario_arg
from pyengine.errors import ScenarioError
from pyengine.targets.targeting import Targeting


def _dump(obj, args=None) -> None:
    if isinstance(obj, dict) and args is not None:
        obj = {**obj, "unsupported": getattr(args, "unsupported_report", [])}
    dump_json(obj)


def _fmt(a: dict, order: list[str] | None = None) -> str:
    keys = [k for k in (order or []) if k in a] + sorted(k for k in a if k not in (order or []))
    return "; ".join(f"{k}: {', '.join(a[k]) if a[k] else '-'}" for k in keys) or "(no targets)"


def _where(inst, target) -> str:
    w = " ".join(x for x in (inst, target) if x)
    return f" {w}:" if w else ":"


def _targeting(args, casting: bool = True) -> Targeting:
    sc = resolve_scenario(args)
    args.unsupported_report = report.check(sc, "targets", args)
    return Targeting.from_scenario(sc, item=args.item, casting=casting)


def _describe(t: Targeting) -> list[str]:
    it = t.item
    lines = [f"{it.kind} {it.id} controlled by {it.controller}"]
    for inst in it.spec.instances:
        state = "" if it.active(inst) else "  (not required: mode/cost not chosen, 601.2c)"
        lo, hi = t.bounds[inst.id]
        n = f"{lo}" if lo == hi else f"{lo}..{'any' if hi is None else hi}"
        extra = []
        if inst.any_target:
            extra.append("any target (115.4)")
        if inst.distinct_from:
            extra.append("another target than " + ", ".join(inst.distinct_from))
        if it.amount(inst) is not None:
            extra.append(f"divides {it.amount(inst)} (601.2d)")
        lines.append(f"  {inst.id}: {n} target(s){' - ' + '; '.join(extra) if extra else ''}{state}")
    return lines


def _cmd_targets(args) -> int:
    t = _targeting(args)
    q = t.question
    proposal = q.proposal if q and q.proposal is not None else (t.item.targets or None)
    divide = q.divide if q and q.divide is not None else (t.item.divide or None)
    do_check = args.check or (proposal is not None and not (args.list or args.count))
    out: dict = {"item": t.item.id, "kind": t.item.kind, "controller": t.item.controller}
    code = 0
    if not do_check or args.list or args.count:
        out["candidates"] = t.candidates()
        out["count"] = t.count()
        if args.list:
            out["assignments"] = [{k: list(v) for k, v in sorted(a.items())} for a in t.assignments(args.limit)]
        if t.musts:
            out["must_target"] = [{"id": m.id, "controller": m.controller, "text": m.text} for m in t.musts]
    if do_check:
        if proposal is None:
            raise ScenarioError("nothing to check", file=t.scenario.file,
                                expected="'targets: {propose: {t1: [id]}}' or chosen targets in stack_items")
        r = t.check(proposal, divide)
        out["proposal"] = {k: list(v) for k, v in sorted(proposal.items())}
        out["check"] = r.to_json()
        code = 0 if r.legal else 1
    if args.json:
        _dump(out, args)
        return code
    order = [i.id for i in t.item.spec.instances]
    for line in _describe(t):
        print(line)
    if "candidates" in out:
        print("legal candidates per instance (601.2c, 115.2-115.5, hexproof/shroud/protection):")
        for k, v in out["candidates"].items():
            print(f"  {k}: {', '.join(v) if v else '(none)'}")
        if t.musts:
            print("must-target effects (601.2c, obeyed as often as possible): " +
                  ", ".join(m.id for m in t.musts))
        print(f"legal target assignments: {out['count']}")
        if args.list:
            for i, a in enumerate(out["assignments"], 1):
                print(f"  {i:4}. {_fmt(a, order)}")
            if len(out["assignments"]) < out["count"]:
                print(f"  ... {out['count'] - len(out['assignments'])} more (--limit)")
    if do_check:
        r = out["check"]
        print(f"proposal: {_fmt(out['proposal'], order)}")
        print("LEGAL" if r["legal"] else "ILLEGAL")
        for v in r["violations"]:
            print(f"  {v['rule']:8}{_where(v['instance'], v['target'])} {v['detail']}")
        if "must_target" in r:
            print(f"must-target effects obeyed: {r['must_target']['obeyed']} of {r['must_target']['possible']} possible (601.2c)")
        for w in r["ward_triggers"]:
            print(f"  ward of {w['target']} triggers (702.21a)")
    return code


def _cmd_resolve(args) -> int:
    t = _targeting(args, casting=False)
    r = t.resolve()
    if args.json:
        d = r.to_json()
        d["item"] = t.item.id
        d["number_of_targets"] = t.number_of_targets()
        d["asks"] = t.answer_asks()
        _dump(d, args)
        return 0
    print(f"{t.item.kind} {t.item.id}: targets {_fmt(t.item.targets)}")
    for s in r.targets:
        why = "; ".join(f"{v.rule} {v.detail}" for v in s.reasons)
        print(f"  {s.instance} {s.target}: {'legal' if s.legal else 'ILLEGAL (' + why + ')'}")
    print(f"{'RESOLVES' if r.resolves else 'DOES NOT RESOLVE'} ({r.rule}): {r.note}")
    for p in r.parts:
        if p["instance"] is None:
            print(f"  untargeted part: {p['effect']} -> {'happens' if p['happens'] else 'does not happen'}")
        else:
            print(f"  {p['instance']}: {p['effect'] or '(effect)'} -> "
                  f"{', '.join(p['happens_to']) or 'nothing'}"
                  + (f" (not {', '.join(p['not_to'])})" if p["not_to"] else ""))
    print(f"number of targets (115.9a): {t.number_of_targets()}")
    for a in t.answer_asks():
        extra = f" {a['matching']}" if "matching" in a else ""
        print(f"  a spell or ability {a['ask']} ({a['rule']}): {'yes' if a['answer'] else 'no'}{extra}")
    return 0


def _cmd_change(args) -> int:
    t = _targeting(args, casting=False)
    q = t.question
    if args.options:
        opts = t.change_options()
        if args.json:
            _dump(args=args, obj={"item": t.item.id, "rule": "115.7", "targets": {k: list(v) for k, v in sorted(t.item.targets.items())},
                   "options": opts})
            return 0
        print(f"{t.item.kind} {t.item.id}: targets {_fmt(t.item.targets)}")
        print("each target could be changed, on its own, to (115.7, final set judged 115.7e):")
        for k, per in opts.items():
            for p, lst in enumerate(per):
                print(f"  {k}[{p}] {t.item.targets[k][p]} -> {', '.join(lst) or '(no other legal target: unchanged, 115.7a)'}")
        return 0
    if q is None or q.change is None:
        raise ScenarioError("no change of targets to judge", file=t.scenario.file,
                            expected="'targets: {change: {how: choose_new_targets, new: {t1: [id]}}}'")
    r = t.change(q.change.how, q.change.new)
    if args.json:
        d = r.to_json()
        d["item"] = t.item.id
        d["original"] = {k: list(v) for k, v in sorted(t.item.targets.items())}
        _dump(d, args)
        return 0 if r.legal else 1
    print(f"{t.item.kind} {t.item.id}: targets {_fmt(t.item.targets)}")
    print(f"{q.change.how.replace('_', ' ')} ({r.rule}) -> {_fmt(r.final)}")
    print("LEGAL" if r.legal else "ILLEGAL")
    for v in r.violations:
        print(f"  {v.rule:8}{_where(v.instance, v.target)} {v.detail}")
    for i, tgt in r.ward_triggers:
        print(f"  ward of {tgt} triggers (702.21a)")
    return 0 if r.legal else 1


def register(sub) -> None:
    p = sub.add_parser("targets", help="legal targets for a spell or ability; check a proposal (CR 115, 601.2c)")
    scenario_arg(p, "scenario file or bundled example name (e.g. targets-arc-trail-redirect)")
    p.add_argument("--item", help="which stack item (default: the scenario's targets.item, else the top of the stack)")
    p.add_argument("--check", action="store_true", help="check the proposal (targets.propose, else the item's chosen targets)")
    p.add_argument("--list", action="store_true", help="list legal target assignments")
    p.add_argument("--limit", type=count_arg, default=20, help="how many assignments --list prints (default 20)")
    p.add_argument("--count", action="store_true", help="count legal target assignments")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    report.add_strict(p)
    p.set_defaults(func=_cmd_targets)
    r = sub.add_parser("resolve-targets", help="608.2b: which targets are still legal as the item resolves")
    scenario_arg(r)
    r.add_argument("--item")
    r.add_argument("--json", action="store_true")
    report.add_strict(r)
    r.set_defaults(func=_cmd_resolve)
    c = sub.add_parser("change-targets", help="115.7: judge a change of targets (targets.change in the scenario)")
    scenario_arg(c)
    c.add_argument("--item")
    c.add_argument("--options", action="store_true", help="list what each target could be changed to")
    c.add_argument("--json", action="store_true")
    report.add_strict(c)
    c.set_defaults(func=_cmd_change)
