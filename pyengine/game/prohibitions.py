"""602.5: "A player can't begin to activate an ability that's prohibited from being activated."
Static abilities saying "its activated abilities can't be activated [unless they're mana
abilities]" (Arrest, Faith's Fetters) or "Activated abilities of artifacts can't be activated"
(Stony Silence): the static part `cant_activate: {affects: FILTER, except_mana: bool}` of a
permanent's ability, read as the abilities are after the layer system (an ability lost is no
prohibition). Mana abilities are activated abilities (605.1a) and are prohibited too unless the
ability says otherwise."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.filters import matches
from pyengine.game.instructions import filt

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def prohibitions(g: "Game") -> list[tuple[str, str | None, dict]]:
    """(source, its controller, the cant_activate part) of every such ability on the battlefield;
    and (the detained permanent, the detaining player, {detained: it}) for each detained permanent
    (701.29a, pyengine.game.detain)."""
    from pyengine.game.detain import detainers
    return list(g.static_sources("cant_activate")) + [(oid, p, {"detained": oid}) for oid, p in detainers(g)]


def prohibited(g: "Game", oid: str, mana: bool, found: list | None = None) -> str | None:
    """The name of the permanent whose ability prohibits activating an ability of `oid` (a mana
    ability when `mana`), or None. `found`: prohibitions(g), computed once for many questions."""
    rules = prohibitions(g) if found is None else found
    if not rules:
        return None
    ch = g.ch(oid)
    if ch is None or ch.zone != "battlefield":
        return None
    for src, ctl, ca in rules:
        if "detained" in ca:                        # 701.29a: all its activated abilities, mana ones too
            if ca["detained"] == oid:
                return f"detained by {ctl}"
            continue
        if mana and ca.get("except_mana"):
            continue
        if matches(g, filt(ca["affects"]), oid, ch, src, ctl):
            return g.name(src)
    return None
