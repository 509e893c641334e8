"""Counters with rules of their own (CR 122.1c, 122.1d, 122.1h): a shield counter's replacement and
prevention effects, a stun counter's and a finality counter's replacement effects. (Each applies
before the replacement effects of pyengine.replacement; 616.1 would let the affected player or
controller order them -- a documented simplification.)"""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import Event

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def stun(g: "Game", e: Event) -> Event:
    """122.1d: "If a permanent with a stun counter on it would become untapped, instead remove a
    stun counter from it." (one replacement effect however many stun counters it has)."""
    if e.kind != "untap" or e.obj not in g.s.objects:
        return e
    o = g.obj(e.obj)
    if o.zone != "battlefield" or not o.tapped or not any(c.kind == "stun" and c.count > 0 for c in o.counters):
        return e
    g._log("122.1d", f"{g.name(e.obj)} has a stun counter: instead of untapping, a stun counter is removed from it")
    return Event("remove_counters", target=e.obj, counter_kind="stun", amount=1, source=e.source)


def finality(g: "Game", e: Event) -> Event:
    """122.1h: "If this permanent would be put into a graveyard from the battlefield, exile it
    instead." (one replacement effect however many finality counters it has)."""
    if e.kind != "zone_change" or e.from_zone != "battlefield" or e.to_zone != "graveyard" or \
            e.obj not in g.s.objects:
        return e
    o = g.obj(e.obj)
    if o.zone != "battlefield" or not any(c.kind == "finality" and c.count > 0 for c in o.counters):
        return e
    g._log("122.1h", f"{g.name(e.obj)} has a finality counter: it is exiled instead of going to the graveyard")
    return e.but(to_zone="exile")


def shield(g: "Game", e: Event) -> Event:
    """122.1c: "If this permanent would be destroyed as the result of an effect, instead remove a
    shield counter from it" and "If damage would be dealt to this permanent, prevent that damage
    and remove a shield counter from it." (one of each however many shield counters it has; damage
    that can't be prevented is dealt, 615.12)."""
    if e.kind == "zone_change" and e.what == "destroy" and e.from_zone == "battlefield":
        oid, why = e.obj, "would be destroyed"
    elif e.kind == "damage" and e.amount > 0 and not e.unpreventable:
        oid, why = e.target, f"would be dealt {e.amount} damage"
    else:
        return e
    o = g.s.objects.get(oid) if oid is not None else None
    if o is None or o.zone != "battlefield" or not any(c.kind == "shield" and c.count > 0 for c in o.counters):
        return e
    g._log("122.1c", f"{g.name(oid)} {why} and has a shield counter: instead, a shield counter is removed from it"
           + (" (the damage is prevented, 615)" if e.kind == "damage" else ""))
    return Event("remove_counters", target=oid, counter_kind="shield", amount=1, source=e.source)
