"""Several cards put on top of (or on the bottom of) a library at once by one instruction (401.4:
"If an effect puts two or more cards in a specific position in a library at the same time, the
owner of those cards may arrange them in any order"): "Put any number of target creature cards
from your graveyard on top of your library." (Bone Harvest).

The owner of the cards chooses them one at a time (`first ID`): the first chosen ends up on top
(for the bottom: the lowest), the next just below (above) it, and so on -- so every order is
possible; then all of them are put there at once (one zone change each, simultaneously, 400.6).
Cards of several owners are arranged by each owner, in each library. The library's owner doesn't
reveal the order (401.4): the order is asked of that owner alone."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import Event
from pyengine.game.lookups import answer as _answer
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def put_several(g: "Game", proc, it, ins: dict, ids: list[str], where: str):
    """Put the cards `ids` (none of them in a library) on the `where` (top / bottom) of their
    owners' libraries, each owner choosing the order (401.4). Returns "wait" while asking."""
    key = ins.get("_order_key") or f"_several_lib{proc.data.get('pc', 0)}"
    order = list(it.memory.get(key, ()))
    left = [t for t in ids if t not in order]
    a = _answer(proc)
    if a is not None and a.kind == "first" and a.args and a.args[0] in left:
        order.append(a.args[0])
        left.remove(a.args[0])
        it.memory[key] = tuple(order)
    for o in dict.fromkeys(g.obj(t).owner for t in left):
        mine = [t for t in left if g.obj(t).owner == o]
        if len(mine) < 2:
            continue                            # one card of an owner left: no choice
        if a is not None:                       # the next choice: this instruction again
            return [{**ins, "_order_key": key}]
        g._ask("order", o, [Action("first", (t,)) for t in mine],
               f"{o}: which card goes {'on top' if where == 'top' else 'lowest on the bottom'} of your "
               f"library next?", "401.4")
        return "wait"
    order += left
    g.perform([Event("zone_change", obj=t, from_zone=g.obj(t).zone, to_zone="library", what="put_in_library",
                     source=it.source) for t in order])
    moved = [t for t in order if t in g.s.objects and g.obj(t).zone == "library"]
    if moved:
        it.memory["did"] = True
    for p in dict.fromkeys(g.obj(t).owner for t in moved):
        mine = [t for t in moved if g.obj(t).owner == p]
        rest = [c for c in g.s.library[p] if c not in mine]
        g.s.library[p] = mine + rest if where == "top" else rest + list(reversed(mine))
        g._log("401.4", f"{p} puts {len(mine)} card(s) on the {where} of their library in the order they chose", p)
    return None
