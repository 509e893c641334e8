"""Keyword actions and keyword-ability pieces the game loop executes for compiled cards (701, 702):
bolster (701.33a), ingest's "exiles the top card of their library" (702.115a), the evolve
comparison (702.100a), the monstrous designation (701.31b), mentor's target restriction
(702.134a). Instruction handlers take (game, process, stack item, instruction) like those of
pyengine.game.instructions, which registers them."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import Event
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem


def _bolster(g: "Game", proc, it: "StackItem", ins: dict):
    """701.33a: "Choose a creature you control with the least toughness or tied for least toughness
    among creatures you control. Put N +1/+1 counters on that creature." (answer `choose ID` when
    several are tied; the choice is made as the instruction is followed, 701.33b ruling)."""
    from pyengine.game.instructions import _answer, number
    p = it.controller
    a = _answer(proc)
    if a is not None and a.kind == "choose":
        pick = a.args[0]
    else:
        mine = [o for o in g.battlefield() if g.ch(o).controller == p and "creature" in g.ch(o).types]
        if not mine:
            g._log("701.33a", f"{p} controls no creature: bolster does nothing", p)
            return None
        least = min(g.ch(o).toughness or 0 for o in mine)
        tied = [o for o in mine if (g.ch(o).toughness or 0) == least]
        if len(tied) > 1:
            g._ask("choose", p, [Action("choose", (o,)) for o in tied],
                   f"{p}: choose a creature with the least toughness to bolster", "701.33a")
            return "wait"
        pick = tied[0]
    n = number(g, it, ins["bolster"])
    g._log("701.33a", f"{p} bolsters {n}: {g.name(pick)}", p)
    g.perform([Event("counters", target=pick, counter_kind="+1/+1", amount=n, source=it.source)])
    return None


def _exile_top(g: "Game", proc, it: "StackItem", ins: dict):
    """702.115a: "that player exiles the top card of their library" (N cards, 406.1)."""
    from pyengine.game.instructions import number, refs
    n = number(g, it, ins["exile_top"])
    for p in refs(g, it, ins.get("player", "you")):
        top = list(g.s.library[p][:n])
        g._log("702.115a", f"{p} exiles the top {len(top)} card(s) of their library", p)
        g.perform([Event("zone_change", obj=o, from_zone="library", to_zone="exile", what="exile", player=p)
                   for o in top])
    return None


HANDLERS = {"bolster": _bolster, "exile_top": _exile_top}


def evolves(g: "Game", source: str, memory: dict) -> bool:
    """702.100a: the entering creature's power is greater than this creature's power and/or its
    toughness greater than this creature's toughness (compared as the ability triggers and again
    as it resolves, 603.4; an entering creature that has left is seen as it last existed, 608.2h;
    702.100c: a noncreature permanent has neither)."""
    me = g.ch(source)
    o = g.s.objects.get(source)
    if me is None or o is None or o.zone != "battlefield" or "creature" not in me.types:
        return False
    oid = memory.get("event_obj")
    other = g.ch(oid) if oid in g.s.objects and g.s.objects[oid].zone == "battlefield" else None
    if other is not None:
        if "creature" not in other.types:
            return False
        p, t = other.power or 0, other.toughness or 0
    else:
        lk = (g.s.history.get("left_lki") or {}).get(oid) or {}
        if lk.get("power") is None:
            return False
        p, t = lk["power"], lk["toughness"]
    return p > (me.power or 0) or t > (me.toughness or 0)


def power_below_source(g: "Game", it: "StackItem", oid: str) -> bool:
    """702.134a: "target attacking creature with power less than this creature's power" -- the
    mentor's power now, or as it last existed (608.2h)."""
    me = g.ch(it.source)
    o = g.s.objects.get(it.source)
    if me is not None and o is not None and o.zone == "battlefield":
        mine = me.power or 0
    else:
        lk = it.memory.get("lki_source") or {}
        if lk.get("power") is None:
            return False
        mine = lk["power"]
    ch = g.ch(oid)
    return ch is not None and (ch.power or 0) < mine
