""""Enchanted creature" / "equipped creature" in an instruction (303.4, 301.5): the object or player
the ability's source is attached to as the instruction is followed. If the source is no longer the
object it was when the ability was activated or triggered -- sacrificed to pay the cost ("Sacrifice
this Equipment: Equipped creature can't be blocked this turn"), the trigger is its own leaving ("When
Oathkeeper is put into a graveyard from the battlefield, exile equipped creature"), or it left
while the ability waited on the stack -- the ability uses its last known information (608.2h,
113.7a): what it was attached to as it last existed on the battlefield. A creature that has since
left the battlefield is a new object (400.7) and isn't found."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game import linked

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem


def _last_known(g: "Game", it: "StackItem") -> dict:
    """The source's last known information as the object the ability came from (608.2h)."""
    inc = linked.source_incarnation(g, it)
    for key in ("lki_source", "event_lki"):
        lk = it.memory.get(key)
        if isinstance(lk, dict) and lk.get("id") == it.source and lk.get("inc", inc) == inc:
            return lk
    lk = (g.s.history.get("left_lki") or {}).get(it.source)
    return lk if isinstance(lk, dict) and lk.get("inc", inc) == inc else {}


def attached_of_source(g: "Game", it: "StackItem") -> list[str]:
    if linked.source_still_there(g, it):
        a = g.obj(it.source).attached_to
        return [a] if a else []
    lk = _last_known(g, it)
    a = lk.get("attached_to")
    if not a:
        return []
    if a in g.s.players:
        return [a]
    t = g.s.objects.get(a)
    if t is None or t.zone != "battlefield" or len(t.earlier_ids) != lk.get("attached_inc"):
        return []                                  # 400.7: it left the battlefield since
    return [a]
