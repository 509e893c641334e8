"""`mtgrules attacks|blocks|damage SCENARIO`: legal attack and block declarations with requirement
maximization (CR 508.1, 509.1) and combat damage assignments (CR 510)."""
from __future__ import annotations

import argparse
import contextlib

from pyengine.cli.common import count_arg, dump_json, resolve_scenario, scenario_arg, seconds_arg
from pyengine.combat.budget import Budget
from pyengine.combat.declare import AttackQuery, BlockQuery, CheckResult
from pyengine.combat.results import CountResult, Listed
from pyengine.combat.facts import combat_section
from pyengine.combat.damage import FIRST, REGULAR, DamageQuery
from pyengine.errors import ScenarioError
from pyengine.cli import report


def _dump(obj, args=None) -> None:
    if isinstance(obj, dict) and args is not None:
        obj = {**obj, "unsupported": getattr(args, "unsupported_report", [])}
    dump_json(obj)


def _fmt_decl(decl: dict, kind: str) -> str:
    if not decl:
        return "(no " + ("attackers" if kind == "attack" else "blockers") + ")"
    if kind == "attack":
        return ", ".join(f"{a} -> {d}" for a, d in sorted(decl.items()))
    return ", ".join(f"{b} -> {'+'.join(a)}" for b, a in sorted(decl.items()))


def _n(x: int | None) -> str:
    return "?" if x is None else f"{x:,}"


def _budget(args) -> Budget:
    return Budget(args.timeout or None)


def _partial(args) -> str:
    return f"PARTIAL: the time budget ({args.timeout:g} s, --timeout) ran out"


def _fmt_pairs(pairs) -> str:
    return ", ".join(f"{a} -> {b}" for a, b in pairs) or "(none)"


def _print_check(r: CheckResult, kind: str, rule: str, args) -> None:
    print(f"declaration: {_fmt_decl(r.declaration, kind)}")
    print("LEGAL" if r.legal else "ILLEGAL")
    for v in r.violations:
        print(f"  {v.rule:9} {v.text}")
    print(f"requirements obeyed: {len(r.obeyed)} of {len(r.requirements)} in force; "
          f"maximum obeyable without paying costs: {r.maximum} ({rule})")
    for c in r.costs:
        print(f"  cost to pay: {c}")
    if r.better is not None:
        print(f"a declaration obeying {r.maximum}: {_fmt_decl(r.better, kind)}")
    if not r.maximum_complete:
        print(f"{_partial(args)} before the maximum was proven: {r.maximum} is a lower bound, and the "
              f"verdict on requirements ({rule}) is provisional")


def _what(args) -> str:
    return ("declarations breaking no restriction" if args.restrictions_only else
            "maximal declarations (obeying the most requirements, paying costs allowed)" if args.maximal else
            "legal declarations")


def _count_line(c: CountResult, args) -> str:
    n = c.get(args.restrictions_only, args.maximal)
    what = _what(args).split(" (")[0]
    if n is None:
        return f"{what}: {c.how}"
    if c.complete:
        return f"{what}: {_n(n)} ({c.how})"
    return f"{what}: at least {_n(n)} ({c.how}; {_partial(args)})"


def _stop_if_interrupted(q) -> None:
    """Ctrl-C stopped a search whose partial result would be a wrong answer: report it as an
    interruption (exit 130) instead."""
    if q.interrupted:
        raise KeyboardInterrupt


def _declarations(args, kind: str) -> int:
    sc = resolve_scenario(args)
    args.unsupported_report = report.check(sc, "combat", args)
    q = AttackQuery(sc) if kind == "attack" else BlockQuery(sc)
    rule = "508.1d" if kind == "attack" else "509.1c"
    key = "attackers" if kind == "attack" else "blockers"
    budget = _budget(args)
    if args.why:
        return _why(q, kind, rule, args, budget)
    mode = "check" if args.check else "all" if args.all else "summary" if args.summary else \
        ("check" if key in combat_section(sc) else "summary")
    if mode == "check":
        r = q.check(budget=budget)
        _stop_if_interrupted(q)
        if args.json:
            d = r.to_json()
            d["requirement_texts"] = {k: q.requirement_texts.get(k, k) for k in r.requirements}
            _dump(d, args)
        else:
            _print_check(r, kind, rule, args)
            for k in r.requirements:
                print(f"  [{'x' if k in r.obeyed else ' '}] {q.requirement_texts.get(k, k)}")
        return 0 if r.legal else 1
    if mode == "all":
        return _list_all(q, kind, rule, args, budget)
    s = q.summary(count=True, restrictions_only=args.restrictions_only, maximal=args.maximal, budget=budget)
    mx = q.maximum(budget)
    _stop_if_interrupted(q)
    c = q.counts(budget) if s.method == "structure" else None
    if args.json:
        d = s.to_json()
        d["requirements"] = [{"id": r, "text": q.requirement_texts.get(r, r)} for r in mx.requirements]
        d["witness"] = mx.witness
        d["maximum_complete"] = mx.complete
        if c is not None:
            d["counts"] = c.to_json()
        _dump(d, args)
    else:
        print(f"requirements in force: {len(mx.requirements)}")
        for r in mx.requirements:
            print(f"  {q.requirement_texts.get(r, r)}")
        print(f"maximum obeyable without paying costs: {mx.maximum} ({rule})"
              + ("" if mx.complete else f" -- at least; {_partial(args)} before it was proven"))
        what = "declarations breaking no restriction" if args.restrictions_only else \
            "maximal declarations" if args.maximal else "legal declarations"
        short = "such" if args.restrictions_only else "maximal" if args.maximal else "legal"
        if s.count is None:
            print(f"{what}: {s.how or 'not counted: ' + _partial(args)}")
        elif s.count_complete:
            print(f"{what}: {_n(s.count)} ({s.how})")
        else:
            print(f"{what}: at least {_n(s.count)} ({s.how}; {_partial(args)})")
        if c is not None:
            linked = [p for p in c.parts if "(linked by" in p]
            print(f"independent parts: {len(c.parts)}" + (f", {len(linked)} of them linking several creatures:"
                                                          if linked else ""))
            for p in linked:
                print(f"  {p}")
        if not s.complete:
            print(f"in every / some {short} declaration: not known ({_partial(args)})")
        else:
            print(f"in every {short} declaration: {_fmt_pairs(s.every)}")
            print(f"in some {short} declaration:  {_fmt_pairs(s.some)}")
        if args.maximal or args.restrictions_only:
            example = q.first_declaration(args.restrictions_only, args.maximal, budget)
            if example is not None:
                print(f"for example: {_fmt_decl(example.declaration, kind)}"
                      + (f"   [pays {'; '.join(example.costs)}]" if example.costs else ""))
        else:
            print(f"for example: {_fmt_decl(mx.witness, kind)}")
    return 0


def _list_all(q, kind: str, rule: str, args, budget: Budget) -> int:
    """Stream the first --limit declarations as clasp finds them, then count (budgeted)."""
    mx = q.maximum(budget)
    listed: list[Listed] = []
    head = f"{_what(args)}" + ("" if args.restrictions_only or args.maximal or not q.requirements else
                               f" (each obeys at least {mx.maximum} of {len(q.requirements)} requirements, {rule})")
    if not args.json:
        print(f"{head}, {'all' if not args.limit else f'the first {args.limit}'} as found:", flush=True)
    # listing everything may take long: it gets half the budget, so that the count gets the rest
    listing = Budget(budget.seconds / 2) if budget.seconds is not None and not args.limit else budget
    with contextlib.closing(q.iter_declarations(args.restrictions_only, args.maximal, listing)) as it:
        for d in it:
            listed.append(d)
            if not args.json:
                cost = f"   [pays {'; '.join(d.costs)}]" if d.costs else ""
                print(f"  {len(listed):4}. {_fmt_decl(d.declaration, kind)}{cost}", flush=True)
            if args.limit and len(listed) >= args.limit:
                break
    stopped = q.listing_stopped
    c: CountResult | None = None
    if not q.interrupted:
        try:
            c = q.counts(budget)
        except KeyboardInterrupt:
            q.interrupted = True
    if c is None:       # Ctrl-C: what was found so far
        n = len(listed)
        c = CountResult(*(n if want else None for want in (not args.restrictions_only and not args.maximal,
                                                             args.restrictions_only, args.maximal)),
                        False, "none", f"at least {n} (interrupted)")
    complete = not q.interrupted and not stopped and c.complete and mx.complete
    if args.json:
        _dump({"maximum": mx.maximum, "maximum_complete": mx.complete,
               "declarations": [x.to_json() for x in listed], "listing_complete": not stopped,
               "count": c.get(args.restrictions_only, args.maximal), "count_complete": c.complete,
               "count_how": c.how, "counts": c.to_json(), "complete": complete,
               "restrictions_only": args.restrictions_only, "maximal": args.maximal}, args)
        return 130 if q.interrupted else 0
    if stopped and not q.interrupted:
        print(f"  ... listing stopped: {_partial(args)}")
    if not mx.complete:
        print(f"{_partial(args)} before the maximum ({rule}) was proven: listed declarations obey at least "
              f"{mx.maximum} requirements, and may not all be legal")
    if q.interrupted:
        print(f"{_what(args).split(' (')[0]}: at least {len(listed)} (interrupted)")
        print("interrupted: partial result (the declarations and count found so far)")
        return 130
    print(_count_line(c, args))
    return 0


_WHY = {
    "legal": "is in a legal declaration",
    "legal_paying_cost": "is in a legal declaration only if a cost is paid",
    "too_few": "is in no legal declaration: every declaration containing it obeys fewer requirements",
    "forbidden": "is in no declaration that breaks no restriction",
    "unknown": "is not known to be in any declaration",
}


def _why(q, kind: str, rule: str, args, budget: Budget) -> int:
    e = q.explain(*args.why, budget=budget)
    _stop_if_interrupted(q)
    if args.json:
        _dump(e.to_json(), args)
        return 0
    print(f"{e.pair[0]} -> {e.pair[1]} {_WHY[e.status]}")
    if not e.complete:
        print(f"  {_partial(args)}: provisional")
    for v in e.violations:
        print(f"  {v.rule:9} {v.text}")
    if e.best is not None:
        print(f"most requirements obeyed with it: {e.best}; maximum ({rule}): {e.maximum}")
        print(f"for example: {_fmt_decl(e.example, kind)}")
    return 0


def _damage(args) -> int:
    sc = resolve_scenario(args)
    args.unsupported_report = report.check(sc, "combat", args)
    q = DamageQuery(sc)
    given = combat_section(sc).get("damage") or {}
    if not isinstance(given, dict):
        raise ScenarioError(f"got {given!r}", file=sc.file, place="combat.damage",
                            expected="{first_strike: {...}, regular: {...}}")
    steps = q.steps()
    out: dict = {"steps": steps}
    code = 0
    if not args.all and any(st in given for st in steps) and (args.step is None or args.step in given):
        # check the given assignment of each step (or of --step), in order (510.4)
        checks = []
        for st in steps:
            if st not in given or (args.step and st != args.step):
                continue
            prior = given.get(FIRST) if st == REGULAR and FIRST in steps else None
            checks.append(q.check(st, given[st], prior))
        code = 0 if all(r.legal for r in checks) else 1
        if args.json:
            out["checks"] = [r.to_json() for r in checks]
            _dump(out, args)
            return code
        print(f"combat damage steps: {', '.join(steps)} (510.4)")
        for r in checks:
            print(f"{r.step} step: {_fmt_assign(r.assignment)}")
            print("  LEGAL" if r.legal else "  ILLEGAL")
            for v in r.violations:
                print(f"    {v.rule:9} {v.text}")
            if r.lethal:
                print(f"  blockers assigned lethal damage: {', '.join(r.lethal)}")
        return code
    step = args.step or steps[0]
    if not args.step and FIRST in steps and FIRST in given:
        step = REGULAR
    prior = given.get(FIRST) if step == REGULAR and FIRST in steps else None
    found, n, complete = q.assignments_bounded(step, prior, limit=args.limit, budget=_budget(args))
    if args.json:
        out.update({"step": step, "count": n, "count_complete": complete, "assignments": found})
        _dump(out, args)
        return code
    print(f"combat damage steps: {', '.join(steps)} (510.4)")
    print(f"legal {step} step assignments: {_n(n) if complete else f'at least {_n(n)} ({_partial(args)})'}")
    for i, a in enumerate(found, 1):
        print(f"  {i:4}. {_fmt_assign(a)}")
    if len(found) < n:
        print(f"  ... {n - len(found)}{'' if complete else '+'} more (--limit)")
    return code


def _fmt_assign(a: dict) -> str:
    return "; ".join(f"{s}: " + ", ".join(f"{k} to {t}" for t, k in sorted(r.items()))
                     for s, r in sorted(a.items())) or "(no damage)"


def register(sub: argparse._SubParsersAction) -> None:
    for kind, name, helptext in (("attack", "attacks", "declare attackers (CR 508.1)"),
                                 ("block", "blocks", "declare blockers (CR 509.1)")):
        p = sub.add_parser(name, help=f"{helptext}: check, maximum, count, list, summarise",
                           description=f"{helptext[0].upper()}{helptext[1:]}. Without a mode flag: check the "
                                       "scenario's declaration (combat: attackers/blockers) if it has one, "
                                       "else summarise. Exit code 1 when a checked declaration is illegal.")
        scenario_arg(p, "scenario YAML file or bundled example name (e.g. combat-lure)")
        g = p.add_mutually_exclusive_group()
        g.add_argument("--check", action="store_true", help="check the scenario's declaration")
        g.add_argument("--all", action="store_true", help="count and list the legal declarations")
        g.add_argument("--summary", action="store_true",
                       help="maximum, count, and the pairs in every / some legal declaration")
        g.add_argument("--why", nargs=2, metavar=("X", "Y"),
                       help="is X attacking/blocking Y in some legal declaration, and if not, why")
        p.add_argument("--limit", type=count_arg, default=20, help="list at most N declarations (0 = all; default 20)")
        p.add_argument("--restrictions-only", action="store_true",
                       help="with --all: declarations breaking no restriction, ignoring requirements")
        p.add_argument("--timeout", "--count-timeout", dest="timeout", type=seconds_arg, default=10.0, metavar="SECONDS",
                       help="time budget for the whole answer: what is not finished by then is reported as a "
                            "marked partial answer (a lower bound, a listing cut short); 0 = no limit; default 10")
        p.add_argument("--maximal", action="store_true",
                       help="with --all/--summary: only declarations obeying the most requirements any legal "
                            "declaration obeys (differs from legal ones only when paying a cost obeys more)")
        p.add_argument("--json", action="store_true", help="machine-readable output")
        report.add_strict(p)
        p.set_defaults(func=lambda a, k=kind: _declarations(a, k))
    p = sub.add_parser("damage", help="combat damage assignments (CR 510): check or enumerate",
                       description="Check the scenario's combat damage assignment (combat: damage: "
                                   "{first_strike|regular: {source: {recipient: n}}}) or enumerate the legal ones.")
    scenario_arg(p)
    p.add_argument("--step", choices=[FIRST, REGULAR], help="which combat damage step (510.4)")
    p.add_argument("--all", action="store_true", help="enumerate legal assignments instead of checking")
    p.add_argument("--limit", type=count_arg, default=20, help="list at most N assignments (0 = all)")
    p.add_argument("--timeout", type=seconds_arg, default=10.0, metavar="SECONDS",
                   help="time budget for enumerating: the count is then a lower bound (0 = no limit; default 10)")
    p.add_argument("--json", action="store_true")
    report.add_strict(p)
    p.set_defaults(func=_damage)
