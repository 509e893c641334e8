"""Cards exiled by an ability of an object (406.6, 607.2a: "the exiled card" of a linked ability)
and exile "until ~ leaves the battlefield" (610.3: a second one-shot effect returns the card
immediately after the source leaves).

The records live in State.states_seen (plain, immutable values, copied with the state):
  "exiled:<source>#<n>"       the cards (id, number of earlier ids) an ability of the source, as
                              its n-th object (400.7), exiled
  "exiled_own:<source>#<n>"   those of them an ability the source has of its own exiled -- not one
                              it acquired from another object ("gains all activated abilities of",
                              607.5: those are linked only to each other)
  "exiled_until:<source>#<n>" those that return when that object leaves the battlefield, each
                              with the zone it was exiled from (610.3: it returns there)
A card counts only while it is still the object it became in exile (400.7)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import Event
from pyengine.game.state import Action, Process

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


def record(g: "Game", it: "StackItem", ids: list[str], until: bool, from_zones: dict | None = None) -> None:
    """Note the cards this ability just exiled (those that are in exile now)."""
    inc = source_incarnation(g, it)
    got = tuple((t, len(g.obj(t).earlier_ids)) for t in ids if t in g.s.objects and g.obj(t).zone == "exile")
    if not got or inc is None:
        return
    key = f"exiled:{it.source}#{inc}"
    g.s.states_seen[key] = tuple(g.s.states_seen.get(key, ())) + got
    if not it.memory.get("_acquired"):
        key = f"exiled_own:{it.source}#{inc}"
        g.s.states_seen[key] = tuple(g.s.states_seen.get(key, ())) + got
    if until:
        key = f"exiled_until:{it.source}#{inc}"
        g.s.states_seen[key] = tuple(g.s.states_seen.get(key, ())) + tuple(
            (t, n, (from_zones or {}).get(t, "battlefield")) for t, n in got)


def record_for(g: "Game", source: str, inc: int, ids: list[str]) -> None:
    """607.2b, 614.14: the cards a replacement effect of the source's own ability exiled as it
    entered (those in exile now), for the object it is as its `inc`-th (400.7)."""
    got = tuple((t, len(g.obj(t).earlier_ids)) for t in ids if t in g.s.objects and g.obj(t).zone == "exile")
    if not got:
        return
    for kind in ("exiled", "exiled_own"):
        key = f"{kind}:{source}#{inc}"
        g.s.states_seen[key] = tuple(g.s.states_seen.get(key, ())) + got


def exiled_with(g: "Game", it: "StackItem") -> list[str]:
    """607.2a: the cards still in exile that an ability of this source (as the object it was when
    this ability triggered) exiled."""
    inc = source_incarnation(g, it)
    return [t for t, n in g.s.states_seen.get(f"exiled:{it.source}#{inc}", ())
            if t in g.s.objects and g.obj(t).zone == "exile" and len(g.obj(t).earlier_ids) == n]


def exiled_pairs(g: "Game") -> tuple[tuple[str, str], ...]:
    """607.2a: (card, source) for each card still in exile that an ability of a source now on the
    battlefield, one of its own (607.5), exiled while it was the object it is now (400.7) -- "all
    creature cards exiled with it" as the layer system reads it (filter word exiled_with_self)."""
    out = []
    for key, got in sorted(g.s.states_seen.items()):
        if not key.startswith("exiled_own:"):
            continue
        src, _, inc = key[len("exiled_own:"):].rpartition("#")
        o = g.s.objects.get(src)
        if o is None or o.zone != "battlefield" or str(len(o.earlier_ids)) != inc:
            continue
        out += [(t, src) for t, n in got
                if t in g.s.objects and g.obj(t).zone == "exile" and len(g.obj(t).earlier_ids) == n]
    return tuple(sorted(set(out)))


def returns_after(g: "Game", happened: list[dict], candidates) -> list[Event]:
    """610.3, 610.3c-d: the cards exiled until a permanent leaves the battlefield return to the
    battlefield under their owners' control, immediately and all at once, when it leaves. An Aura
    among them enters attached to an object or player its owner chooses as it enters (303.4f),
    never one entering at the same time; with nothing it could enchant it stays in exile (303.4g).
    When an owner has a real choice to make, the whole return waits for that choice (a process
    placed below the one now running, as 614.12a choices are) and the cards then return together.
    `candidates(g, aura)`: what the Aura could enchant as it enters (instructions.aura_candidates)."""
    evs, pending = [], []
    for h in happened:
        if h.get("kind") != "zone_change" or h.get("from") != "battlefield" or h["obj"] not in g.s.objects:
            continue
        inc = len(g.obj(h["obj"]).earlier_ids) - 1            # the object that left (400.7)
        key = f"exiled_until:{h['obj']}#{inc}"
        cards = g.s.states_seen.pop(key, ())
        for t, n, zone in cards:
            o = g.s.objects.get(t)
            if o is None or o.zone != "exile" or len(o.earlier_ids) != n:
                continue
            if zone != "battlefield":                          # 610.3: back to its previous zone
                g._log("610.3", f"{g.name(h['obj'])} left the battlefield: {g.name(t)} returns to its owner's {zone}")
                evs.append(Event("zone_change", obj=t, from_zone="exile", to_zone=zone, what="put",
                                 player=o.owner, source=h["obj"]))
                continue
            g._log("610.3", f"{g.name(h['obj'])} left the battlefield: {g.name(t)} returns to the battlefield "
                            f"under its owner's control (610.3c)")
            pending.append((t, n, h["obj"]))
    if not pending:
        return evs
    attach: dict[str, str | None] = {}
    asks = []
    for t, _n, _src in pending:
        if "Aura" not in g.obj(t).card.subtypes:
            continue
        cands = candidates(g, t)
        if not cands:
            g._log("303.4g", f"{g.name(t)} has nothing it could enchant: it stays in exile")
            attach[t] = None
        elif len(cands) == 1:
            attach[t] = cands[0]
        else:
            asks.append(t)
    pending = [(t, n, src) for t, n, src in pending if attach.get(t, "") is not None]
    if asks:
        # the other cards of the batch wait too: all of them return at once (610.3d)
        proc = Process("until_return", {"cards": pending, "asks": asks, "attach": attach, "others": evs})
        g.schedule(proc)
        return []
    return evs + _return_events(g, pending, attach)


def _return_events(g: "Game", pending: list, attach: dict) -> list[Event]:
    evs = []
    for t, n, src in pending:
        o = g.s.objects.get(t)
        if o is None or o.zone != "exile" or len(o.earlier_ids) != n:
            continue
        if attach.get(t):
            g._log("303.4f", f"{g.name(t)} enters attached to {g.name(attach[t])}")
        evs.append(Event("zone_change", obj=t, from_zone="exile", to_zone="battlefield", what="put",
                         player=o.owner, source=src, target=attach.get(t)))
    return evs


def proc_until_return(g: "Game", proc: Process, candidates) -> None:
    """The owner of each returning Aura chooses what it will enchant (303.4f); then every card of
    the batch returns at once (610.3c)."""
    d = proc.data
    a = g._take(proc)
    if a is not None and a.kind == "choose" and d["asks"]:
        d["attach"] = {**d["attach"], d["asks"].pop(0): a.args[0]}
    while d["asks"]:
        t = d["asks"][0]
        o = g.s.objects.get(t)
        cands = candidates(g, t) if o is not None and o.zone == "exile" else []
        if not cands:
            d["asks"].pop(0)
            d["attach"] = {**d["attach"], t: None}
            d["cards"] = [c for c in d["cards"] if c[0] != t]
            continue
        g._ask("choose", o.owner, [Action("choose", (c,)) for c in cands],
               f"{o.owner}: choose what {g.name(t)} will enchant as it returns to the battlefield", "303.4f")
        return
    g._pop(proc)
    others = [e for e in d["others"] if e.obj in g.s.objects and g.obj(e.obj).zone == "exile"]
    g.perform(others + _return_events(g, d["cards"], d["attach"]))
