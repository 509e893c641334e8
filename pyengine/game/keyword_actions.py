"""Keyword-ability pieces the game loop reads for compiled cards (702): the evolve comparison
(702.100a) and mentor's target restriction (702.134a), asked by pyengine.game.instructions."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem


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
