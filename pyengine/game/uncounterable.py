"""101.2, 701.5a: spells that can't be countered. A spell's own "This spell can't be countered"
(the static part `cant_be_countered: true`), a permanent's static ability "Creature spells you
control can't be countered" (the static part `uncounterable: FILTER`, read as the abilities are
after the layer system; the filter is matched against the spell on the stack -- its
characteristics and its controller -- from the permanent's point of view), and "The next creature
spell you cast this turn can't be countered" from a resolving spell or ability (the instruction
`uncounterable_next: {spells: FILTER}`, waiting in `State.history["uncounterable_next"]` until its
controller casts such a spell this turn, 601.2i; the spell is then marked in
`State.history["uncounterable"]` as (object, its number of earlier ids): a spell leaving the
stack is a new object, 400.7). An effect that would counter such a spell does nothing to it: the
"can't" wins (101.2)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.filters import matches
from pyengine.game.lookups import filt

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem


def protector(g: "Game", spell: str) -> str | None:
    """Why the spell `spell` can't be countered now (a name to log), or None."""
    if any(p.get("cant_be_countered") for _i, p in g.abilities_of(spell, "static")):
        return "its own ability"
    o = g.s.objects.get(spell)
    if o is not None and (spell, len(o.earlier_ids)) in (g.s.history.get("uncounterable") or ()):
        return "an effect this turn"
    ch = g.ch_anywhere(spell)
    for src, ctl, f in g.static_sources("uncounterable"):
        if matches(g, filt(f), spell, ch, src, ctl):
            return g.name(src)
    return None


def _record(g: "Game", proc, it, ins) -> None:
    v = ins["uncounterable_next"] or {}
    g.s.history.setdefault("uncounterable_next", []).append(
        {"player": it.controller, "spells": v.get("spells"), "source": it.source, "used": False})
    g._log("101.2", f"{it.controller}: the next such spell cast this turn can't be countered", it.controller)


def became_cast(g: "Game", it: "StackItem") -> None:
    """601.2i: the spell becomes cast -- the first waiting "next spell" effect it matches applies
    to it, and is used up."""
    for rec in g.s.history.get("uncounterable_next") or ():
        if rec["used"] or rec["player"] != it.controller:
            continue
        if rec["spells"] is not None and not matches(g, filt(rec["spells"]), it.id, g.ch_anywhere(it.id),
                                                     rec["source"], it.controller):
            continue
        rec["used"] = True
        o = g.s.objects.get(it.id)
        if o is not None:
            g.s.history.setdefault("uncounterable", []).append((it.id, len(o.earlier_ids)))
            g._log("101.2", f"{it.text} can't be countered", it.controller)


HANDLERS = {"uncounterable_next": _record}
