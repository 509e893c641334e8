"""Lookups shared by the instruction language and the costs (608.2c, 118): filters of card data
parsed once and cached, last known information about an object (608.2h, 113.7a), and the
answer a paused process was given."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from pyengine.cards.parse import Place, parse_filter

if TYPE_CHECKING:
    from pyengine.game.loop import Game

_PLACE = Place("<card data>", "")


def _key(x: Any) -> Any:
    if isinstance(x, dict):
        return tuple(sorted((str(k), _key(v)) for k, v in x.items()))
    if isinstance(x, list):
        return tuple(_key(v) for v in x)
    return x


_FILTERS: dict = {}


def answer(proc: Any) -> Any:
    """The player's answer to the decision a process paused on at its current step, or None."""
    return proc.data["answers"].get(proc.data["pc"])


def filt(spec: Any):
    k = _key(spec)
    f = _FILTERS.get(k)
    if f is None:
        f = parse_filter(spec, _PLACE)
        _FILTERS[k] = f
    return f


def lki(g: "Game", oid: str) -> dict:
    """Last known information about an object (608.2h, 113.7a)."""
    ch = g.ch(oid)
    o = g.s.objects.get(oid)
    return {"id": oid, "power": ch.power if ch else None, "toughness": ch.toughness if ch else None,
            "mana_value": ch.mana_value if ch else None,
            "controller": ch.controller if ch else (o.controller if o else None), "name": ch.name if ch else None,
            "counters": {c.kind: c.count for c in o.counters} if o else {},
            # what "if it was a Human / a creature card / green" reads (608.2h)
            "types": list(ch.types) if ch else [], "subtypes": list(ch.subtypes) if ch else [],
            "supertypes": list(ch.supertypes) if ch else [], "colors": list(ch.colors) if ch else [],
            "every_creature_type": bool(ch.every_creature_type) if ch else False,
            # which object it was (400.7) and what it was attached to ("equipped creature" after the
            # Equipment left, 301.5, 608.2h; pyengine/game/attached_ref.py)
            "inc": len(o.earlier_ids) if o else None, **_attached(g, o)}


def _attached(g: "Game", o: Any) -> dict:
    a = o.attached_to if o is not None else None
    if not a:
        return {}
    t = g.s.objects.get(a)
    return {"attached_to": a, "attached_inc": len(t.earlier_ids) if t is not None else None}


def lki_chars(g: "Game", oid: str, lk: dict | None):
    """The characteristics a filter reads of an object as it last existed (608.2h): its card's,
    with the values its last known information recorded (types, colors, controller, P/T, ...)."""
    ch = g.ch_anywhere(oid)
    if ch is None or not lk or "types" not in lk:
        return ch
    return replace(ch, zone="battlefield", controller=lk.get("controller") or ch.controller,
                   types=tuple(lk["types"]), subtypes=tuple(lk["subtypes"]), supertypes=tuple(lk["supertypes"]),
                   colors=tuple(lk["colors"]), every_creature_type=bool(lk.get("every_creature_type")),
                   power=lk.get("power"), toughness=lk.get("toughness"),
                   mana_value=lk["mana_value"] if lk.get("mana_value") is not None else ch.mana_value)
