"""613.1f, 608.2h: "This creature gains all activated abilities of target creature until end of
turn." -- a continuous effect from a resolving ability that gives the affected objects the
activated abilities (mana abilities included, 605.1a) another object has as the effect begins:
the answer is determined once (608.2h), so later changes to that object's abilities, or its
leaving the battlefield, don't change the abilities gained. A gained ability is the object's own
(113.2c); a reference in it to the object it came from by name means the object that has it
(201.5b). The continuous instruction says `gain_abilities_of: {object: REF, kind: activated}`."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.cards.parse import Place, parse_filter
from pyengine.model import EffectDef, Op

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem

_PLACE = Place("<gained>", "")


def is_snapshot(spec: dict) -> bool:
    """Does the continuous instruction gain the abilities of a referenced object?"""
    g = spec.get("gain_abilities_of")
    return isinstance(g, dict) and "object" in g


def activated_terms(g: "Game", oid: str) -> tuple:
    """The ability terms of the object's activated abilities (and mana abilities), as it has them now."""
    ch = g.ch_anywhere(oid) if oid in g.s.objects else None
    if ch is None:
        return ()
    out = []
    for k, args in ch.ability_terms:
        ab = g.ability(k, args)
        if k == "mana" or (ab is not None and ab.kind == "activated"):
            out.append((k, args))
    return tuple(out)


def gained_effect(g: "Game", it: "StackItem", spec: dict, refs) -> EffectDef | None:
    """The effect giving the abilities the referenced object has now, or None with none (the
    object gone, or it has no activated ability)."""
    from_objs = [t for t in refs(g, it, spec["gain_abilities_of"]["object"]) if t in g.s.objects]
    terms = tuple(dict.fromkeys(t for o in from_objs for t in activated_terms(g, o)))
    if not terms:
        return None
    affects = parse_filter(spec["affects"], _PLACE) if "affects" in spec else None
    return EffectDef(ops=(Op("add_abilities", terms, "6"),), affects=affects, text=str(spec.get("text") or ""))
