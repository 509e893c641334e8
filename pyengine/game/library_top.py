"""The top card of a player's library (401.5, 601.3, 305.1): static abilities that let their
controller look at it any time ("You may look at the top card of your library any time."), make
them play with it revealed ("Play with the top card of your library revealed."), or let them
play it ("You may play lands from the top of your library.", "You may cast creature spells from
the top of your library.": 601.3, a permission to cast it, at its normal timing and paying its
costs; 116.2a, 305.1: a land played from there is the turn's land play).

Card data: a static ability `{library_top: {look: true}}`, `{library_top: {revealed: true}}`,
`{library_top: {play_lands: true, cast: FILTER}}` (either or both of play_lands and cast)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.lookups import filt
from pyengine.game.filters import matches
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game

ALT = "library_top"                 # the cast action's second argument: "cast ID library_top"


def top(g: "Game", p: str) -> str | None:
    lib = g.s.library.get(p) or []
    return lib[0] if lib else None


def _parts(g: "Game", p: str) -> list[dict]:
    return [v for c, v in g.static_parts("library_top") if c == p]


def visible_to(g: "Game", owner: str, viewer: str) -> bool:
    """401.5: may `viewer` see the top card of `owner`'s library now? Revealed to everyone, or
    looked at by its owner (any time) -- but while a spell is being cast or an ability activated,
    a new top card can't be seen until that's done."""
    parts = _parts(g, owner)
    if not (any(v.get("revealed") for v in parts) or (viewer == owner and any(v.get("look") for v in parts))):
        return False
    t = top(g, owner)
    for proc in g.s.procs:
        if proc.kind == "cast" and (proc.data.get("tops") or {}).get(owner) != t:
            return False
    return t is not None


def may_play(g: "Game", oid: str, p: str) -> bool:
    """601.3, 305.1: may p play (or cast) this card, the top card of their library, by an ability?"""
    if top(g, p) != oid:
        return False
    ch = g.ch_anywhere(oid)
    if ch is None:
        return False
    for v in _parts(g, p):
        if "land" in ch.types:
            if v.get("play_lands"):
                return True
        elif v.get("cast") is not None and matches(g, filt(v["cast"]), oid, ch, oid, p):
            return True
    return False


def actions(g: "Game", p: str) -> list[tuple[Action, str]]:
    """(action, kind): `play ID` for a land (116.2a), `cast ID library_top` for a spell (601.3)."""
    t = top(g, p)
    if t is None or not may_play(g, t, p):
        return []
    if "land" in g.obj(t).card.types:
        return [(Action("play", (t,)), "play_land")]
    return [(Action("cast", (t, ALT)), "cast_alt")]


def cost(g: "Game", oid: str) -> tuple[str, str] | None:
    """(cost, zone) of casting the top card of one's library: its mana cost (601.2f)."""
    o = g.s.objects.get(oid)
    if o is None or o.zone != "library" or not may_play(g, oid, o.owner):
        return None
    return str(o.card.mana_cost or ""), "library"


def tops(g: "Game") -> dict:
    """The top card of each library as a spell's casting begins (401.5)."""
    return {p: top(g, p) for p in g.s.order}
