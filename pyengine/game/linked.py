"""Cards exiled by an ability of an object (406.6, 607.2a: "the exiled card" of a linked ability)
and exile "until ~ leaves the battlefield" (610.3: a second one-shot effect returns the card
immediately after the source leaves).

The records live in State.states_seen (plain, immutable values, copied with the state):
  "exiled:<source>#<n>"       the cards (id, number of earlier ids) an ability of the source, as
                              its n-th object (400.7), exiled
  "exiled_until:<source>#<n>" those that return when that object leaves the battlefield
A card counts only while it is still the object it became in exile (400.7)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import Event

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem


def source_incarnation(g: "Game", it: "StackItem") -> int | None:
    """Which object the ability's source was when the ability was put on the stack / triggered
    (its number of earlier ids, 400.7)."""
    inc = it.memory.get("_src_inc")
    if inc is not None:
        return int(inc)
    o = g.s.objects.get(it.source)
    return len(o.earlier_ids) if o is not None else None


def source_still_there(g: "Game", it: "StackItem") -> bool:
    """610.3a-b: the source is still on the battlefield as the same object."""
    o = g.s.objects.get(it.source)
    return o is not None and o.zone == "battlefield" and len(o.earlier_ids) == source_incarnation(g, it)


def record(g: "Game", it: "StackItem", ids: list[str], until: bool) -> None:
    """Note the cards this ability just exiled (those that are in exile now)."""
    inc = source_incarnation(g, it)
    got = tuple((t, len(g.obj(t).earlier_ids)) for t in ids if t in g.s.objects and g.obj(t).zone == "exile")
    if not got or inc is None:
        return
    for kind in ("exiled",) + (("exiled_until",) if until else ()):
        key = f"{kind}:{it.source}#{inc}"
        g.s.states_seen[key] = tuple(g.s.states_seen.get(key, ())) + got


def exiled_with(g: "Game", it: "StackItem") -> list[str]:
    """607.2a: the cards still in exile that an ability of this source (as the object it was when
    this ability triggered) exiled."""
    inc = source_incarnation(g, it)
    return [t for t, n in g.s.states_seen.get(f"exiled:{it.source}#{inc}", ())
            if t in g.s.objects and g.obj(t).zone == "exile" and len(g.obj(t).earlier_ids) == n]


def returns_after(g: "Game", happened: list[dict]) -> list[Event]:
    """610.3, 610.3c-d: the cards exiled until a permanent leaves the battlefield return to the
    battlefield under their owners' control, immediately and all at once, when it leaves."""
    evs = []
    for h in happened:
        if h.get("kind") != "zone_change" or h.get("from") != "battlefield" or h["obj"] not in g.s.objects:
            continue
        inc = len(g.obj(h["obj"]).earlier_ids) - 1            # the object that left (400.7)
        key = f"exiled_until:{h['obj']}#{inc}"
        cards = g.s.states_seen.pop(key, ())
        for t, n in cards:
            o = g.s.objects.get(t)
            if o is None or o.zone != "exile" or len(o.earlier_ids) != n:
                continue
            g._log("610.3", f"{g.name(h['obj'])} left the battlefield: {g.name(t)} returns to the battlefield "
                            f"under its owner's control (610.3c)")
            evs.append(Event("zone_change", obj=t, from_zone="exile", to_zone="battlefield", what="put",
                             player=o.owner, source=h["obj"]))
    return evs
