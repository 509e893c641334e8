"""Abilities that make triggered abilities trigger an additional time (603.2d): "If a triggered ability of
a legendary creature you control triggers, that ability triggers an additional time." (the source named),
"If an artifact or creature entering causes a triggered ability of a permanent you control to trigger,
that ability triggers an additional time." (the event named: entering, dying, attacking, drawing a card).

Card data: a static ability `{trigger_doubler: {source: FILTER}}` or `{trigger_doubler: {event:
enters|dies|attacks|draw, filter: FILTER}}`. Each such ability of a permanent on the battlefield adds one
more instance of a triggered ability of a permanent its controller controls (several add up); the
ability's own copies are put on the stack like any other trigger (603.3b)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.filters import matches
from pyengine.game.lookups import filt

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def _event_objects(g: "Game", h: dict, event: str) -> list[tuple[str, object]]:
    """The objects whose event of this kind the happening is, each with its characteristics then."""
    k = h["kind"]
    if event == "enters" and k == "zone_change" and h.get("to") == "battlefield":
        return [(h["obj"], g.ch(h["obj"]))]
    if event == "enters" and k == "enters_many":
        return [(o, g.ch(o)) for o in h["objs"]]
    if event == "dies" and k == "zone_change" and h.get("from") == "battlefield" and h.get("to") == "graveyard":
        ch = (h.get("_before") or {}).get(h["obj"])
        return [(h["obj"], ch)] if ch is not None and "creature" in ch.types else []
    if event == "attacks" and k == "attacks":
        return [(h["obj"], g.ch(h["obj"]))]
    if event == "attacks" and k == "attack_declared":          # "whenever you attack" (508.3d)
        return [(o, g.ch(o)) for o in h.get("attackers", ())]
    return []


def _doublers(g: "Game", chars: dict | None):
    """(source, controller, value) of each trigger-doubling static ability of the permanents in `chars`
    (the game as it was before a leaves-the-battlefield event, 603.10a), else on the battlefield now."""
    if chars is None:
        yield from g.static_sources("trigger_doubler")
        return
    for oid in sorted(chars):
        ch = chars[oid]
        if ch.zone != "battlefield":
            continue
        for _i, spec in g.abilities_of(oid, "static", ch):
            if spec.get("trigger_doubler"):
                yield oid, ch.controller, spec["trigger_doubler"]


def extra_times(g: "Game", h: dict, source: str, ch, controller: str, chars: dict | None = None) -> int:
    """603.2d: how many additional times the triggered ability of `source` (a permanent controlled by
    `controller`, with characteristics `ch`) triggers on happening h; `chars`: the permanents as they
    were before h, when the ability looks back in time (603.10a)."""
    n = 0
    for dsrc, dctrl, v in _doublers(g, chars):
        if dctrl != controller:
            continue
        if "source" in v:
            if matches(g, filt(v["source"]), source, ch, dsrc, dctrl):
                n += 1
        elif v.get("event") == "draw":
            if h["kind"] == "draw":
                n += 1
        elif any(c is not None and matches(g, filt(v.get("filter") or "permanent"), o, c, dsrc, dctrl)
                 for o, c in _event_objects(g, h, str(v.get("event")))):
            n += 1
    return n
