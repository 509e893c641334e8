"""Overflow guard for the layer system: asp_rules/layers.lp adds power/toughness changes (613.4c),
counters (613.4c, 122.1a) and expression values with clingo's 32-bit integers, which wrap
silently. Before a scenario is evaluated, check_pt_range() bounds every sum the program can form
from the scenario's numbers and raises a NumberRangeError when the bound leaves the range, so
an answer is either exact or refused, never wrapped.

The bound is conservative: each effect that modifies power or toughness is counted once for
every object that could be its source (an ability can be gained or copied, 613.1a / 613.1f), and
every expression at its largest value (a count at the number of objects and players)."""
from __future__ import annotations

from pyengine.errors import INT_MAX, NumberRangeError
from pyengine.model import CARD_TYPES, Expr, Scenario


def _expr_bound(x: Expr | None, ctx: dict) -> int:
    if x is None:
        return 0
    k, a = x.kind, x.args
    if k == "n":
        return abs(int(a[0]))
    if k == "mana_value":
        return ctx["mv"]
    if k == "count":
        return ctx["count"]
    if k == "card_types":
        return len(CARD_TYPES)
    if k == "basic_land_types":
        return 5                # 305.6: five basic land types
    if k == "counters":
        return ctx["counters"].get(a[0], 0)
    if k == "chosen":
        return ctx["chosen"]
    if k == "total":
        return ctx.get("total", INT_MAX + 1)
    if k == "neg":
        return _expr_bound(a[0], ctx)
    if k == "sum":
        return sum(_expr_bound(y, ctx) for y in a)
    return INT_MAX + 1          # an expression this guard doesn't know: refuse rather than wrap


def _op_bounds(effect, ctx: dict) -> tuple[int, int]:
    """(largest value it may set, largest change it may add) for power and toughness."""
    setv = add = 0
    for op in effect.ops:
        if op.kind in ("set_pt", "modify_pt"):
            b = max(_expr_bound(op.args[0], ctx), _expr_bound(op.args[1], ctx))
            if op.kind == "set_pt":
                setv = max(setv, b)
            else:
                add += b
    return setv, add


def check_pt_range(scenario: Scenario) -> None:
    objs = scenario.objects
    counters: dict[str, int] = {}
    for o in objs:
        for c in o.counters:
            counters[c.kind] = max(counters.get(c.kind, 0), abs(c.count))
    chosen = [abs(v) for o in objs for v in o.chosen.values() if isinstance(v, int) and not isinstance(v, bool)]
    chosen += [abs(v) for e in scenario.effects for v in e.chosen.values()
               if isinstance(v, int) and not isinstance(v, bool)]
    ctx = {"mv": max([abs(o.card.mana_value) for o in objs] + [0]), "count": len(objs) + len(scenario.players),
           "counters": counters, "chosen": max(chosen + [0])}
    # 208.1: a total of powers or toughnesses is at most the number of objects times the largest
    # value one object can have; a total may read objects whose values are totals themselves, so
    # the bound is taken again once for each level of nesting there can be (each ability with a
    # total adds at most one)
    ctx["total"] = 0
    levels = sum(1 for o in objs for ab in o.card.abilities if ab.effect is not None and _has_total(ab.effect)) + \
        sum(1 for e in scenario.effects if _has_total(e.effect))
    bound, printed, who, base, statics, resolved, on_one = _bound(scenario, ctx)
    for _ in range(levels):
        if bound > INT_MAX:
            break
        ctx["total"] = ctx["count"] * bound
        bound, printed, who, base, statics, resolved, on_one = _bound(scenario, ctx)
    if bound > INT_MAX:
        parts = [f"printed up to {printed}" + (f" ({who})" if who else ""), f"set up to {base}",
                 f"changed by up to {len(objs) * statics + resolved}", f"counters on one object up to {on_one}"]
        raise NumberRangeError(
            f"power/toughness could reach {bound} ({'; '.join(parts)}), outside the range the engine computes in",
            file=scenario.file,
            expected=f"values whose sums stay within {INT_MAX}, the range of clingo's integers")


def _has_total(effect) -> bool:
    def walk(x) -> bool:
        if isinstance(x, Expr):
            return x.kind == "total" or any(walk(y) for y in x.args)
        if isinstance(x, tuple):
            return any(walk(y) for y in x)
        return False
    return any(walk(op.args) for op in effect.ops if op.kind in ("set_pt", "modify_pt"))


def _bound(scenario: Scenario, ctx: dict) -> tuple:
    """(bound, printed, its object, base, statics, resolved, counters on one object)."""
    objs = scenario.objects
    # the largest printed or set value, and the changes that may add up on one object
    printed, who = 0, None
    for o in objs:
        for v in (o.card.power, o.card.toughness):
            if v is not None and abs(v) > printed:
                printed, who = abs(v), o.id
    base = printed
    statics = 0
    seen = set()
    for o in objs:
        for ab in o.card.abilities:
            if ab.effect is not None and (ab.kind, ab.args) not in seen:
                seen.add((ab.kind, ab.args))
                s, a = _op_bounds(ab.effect, ctx)
                base = max(base, s)
                statics += a
    resolved = 0
    for e in scenario.effects:
        s, a = _op_bounds(e.effect, ctx)
        base = max(base, s)
        resolved += a
    on_one = max([sum(abs(c.count) for c in o.counters if c.kind in ("+1/+1", "-1/-1")) for o in objs] + [0])
    bound = base + len(objs) * statics + resolved + on_one
    return bound, printed, who, base, statics, resolved, on_one
