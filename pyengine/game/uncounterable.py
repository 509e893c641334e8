"""101.2, 701.5a: spells that can't be countered. A spell's own "This spell can't be countered"
(the static part `cant_be_countered: true`), a permanent's static ability "Creature spells you
control can't be countered" (the static part `uncounterable: FILTER`, read as the abilities are
after the layer system; the filter is matched against the spell on the stack -- its
characteristics and its controller -- from the permanent's point of view), and "Target spell can't
be countered [this turn]" from a resolving spell or ability (`State.history["uncounterable"]`,
the spells so marked this turn; a spell leaving the stack is a new object, 400.7). An effect that
would counter such a spell does nothing to it: the "can't" wins (101.2)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.filters import matches
from pyengine.game.lookups import filt

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def protector(g: "Game", spell: str) -> str | None:
    """Why the spell `spell` can't be countered now (a name to log), or None."""
    if any(p.get("cant_be_countered") for _i, p in g.abilities_of(spell, "static")):
        return "its own ability"
    if spell in (g.s.history.get("uncounterable") or ()):
        return "an effect this turn"
    ch = g.ch_anywhere(spell)
    for src, ctl, f in g.static_sources("uncounterable"):
        if matches(g, filt(f), spell, ch, src, ctl):
            return g.name(src)
    return None


def mark(g: "Game", spells: list[str]) -> None:
    """"Target spell can't be countered [this turn]": noted for the rest of the turn."""
    marked = g.s.history.setdefault("uncounterable", [])
    marked.extend(s for s in spells if s not in marked)
