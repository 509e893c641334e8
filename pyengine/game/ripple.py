"""Ripple (CR 702.60): "When you cast this spell, you may reveal the top N cards of your library,
or, if there are fewer than N cards in your library, you may reveal all the cards in your
library. If you reveal cards from your library this way, you may cast any of those cards with the
same name as this spell without paying their mana costs, then put all revealed cards not cast
this way on the bottom of your library in any order." (702.60a; each instance triggers
separately, 702.60b)

The trigger (a triggered ability of the spell on the stack, like cascade's) resolves as the
`ripple: N` instruction: the controller may reveal (`yes`/`no`); then for each revealed card
with the spell's name, still on top of the library, they may cast it without paying its mana
cost (608.2g: while the ability resolves, timing ignored) -- one question each; then the revealed
cards not cast go to the bottom of their library in the order they choose (`first ID`, the card
to put on the bottom first)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.lookups import answer as _answer
from pyengine.game.state import Action, PendingTrigger, StackItem

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def triggers(g: "Game", it: StackItem, ns: list[int]) -> None:
    """702.60a-b: one trigger per instance of ripple, remembering the spell's name."""
    name = g.obj(it.id).card.name
    for n in ns:
        spec = {"text": f"ripple {n} of {name}", "effect": [{"ripple": n, "name": name}]}
        g.s.pending.append(PendingTrigger(g.new_id("trig"), it.id, it.controller, spec["text"], spec, {}))
        g._log("702.60a", f"ripple {n} of {g.name(it.id)} triggers")


def _ripple(g, proc, it, ins):
    key = f"_ripple{proc.data['pc']}"
    p = it.controller
    m = it.memory.get(key)
    a = _answer(proc)
    proc.data["answers"].pop(proc.data["pc"], None)
    if m is None:
        if a is None:
            g._ask("may", p, [Action("yes"), Action("no")],
                   f"{p}: reveal the top {ins['ripple']} cards of your library (ripple)?", "702.60a")
            return "wait"
        if a.kind != "yes":
            g._log("702.60a", f"{p} doesn't reveal (ripple)", p)
            return None
        top = list(g.s.library[p][:int(ins["ripple"])])
        g._log("702.60a", f"{p} reveals {', '.join(g.name(c) for c in top) or 'no cards'} (ripple)", p)
        same = [c for c in top if g.obj(c).card.name == ins["name"]]
        m = {"revealed": tuple(top), "todo": tuple(same), "order": ()}
        it.memory[key] = m
        a = None
    todo = [c for c in m["todo"] if c in g.s.library[p]]
    if todo:
        c = todo[0]
        if a is None or a.kind not in ("yes", "no"):
            g._ask("may", p, [Action("yes"), Action("no")],
                   f"{p}: cast {g.obj(c).card.name} ({c}) without paying its mana cost (ripple)?", "702.60a")
            return "wait"
        it.memory[key] = m = {**m, "todo": tuple(x for x in m["todo"] if x != c)}
        if a.kind == "yes":
            g._begin_cast(p, c, "ripple")         # 608.2g: cast while the ability resolves
            return "wait"
        g._log("608.2d", f"{p} doesn't cast {g.name(c)}", p)
        a = None
        if [x for x in m["todo"] if x in g.s.library[p]]:
            return _ripple(g, proc, it, ins)
    rest = [c for c in m["revealed"] if c in g.s.library[p] and c not in m["order"]]
    if len(rest) > 1:
        if a is not None and a.kind == "first" and a.args and a.args[0] in rest:
            it.memory[key] = m = {**m, "order": m["order"] + (a.args[0],)}
            rest.remove(a.args[0])
        if len(rest) > 1:
            g._ask("order", p, [Action("first", (c,)) for c in rest],
                   f"{p}: which revealed card goes on the bottom of your library first (ripple)?", "702.60a")
            return "wait"
    order = list(m["order"]) + rest
    lib = g.s.library[p]
    moved = [c for c in order if c in lib]
    for c in moved:
        lib.remove(c)
        lib.append(c)
    if moved:
        g._log("702.60a", f"{p} puts {len(moved)} revealed card(s) on the bottom of their library", p)
    return None


HANDLERS = {"ripple": _ripple}
