"""701.15c: "Target creature can't be regenerated this turn." -- an effect of a resolving spell or
ability: for the rest of the turn, regeneration shields (and static regeneration effects, 701.15b)
aren't applied to that permanent's destruction, whatever destroys it (an instruction, or the
state-based action for lethal damage or deathtouch, 704.5g-h). The permanents so marked are kept
in `State.history["no_regeneration"]` as (object, its number of earlier ids): the history is reset
as each turn begins (500.1), and a permanent that leaves the battlefield and returns is a new
object the effect doesn't apply to (400.7)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import Event
from pyengine.game.filters import matches
from pyengine.game.lookups import filt

if TYPE_CHECKING:
    from pyengine.game.loop import Game

KEY = "no_regeneration"


def _marked(g: "Game", oid: str) -> bool:
    o = g.s.objects.get(oid)
    return o is not None and (oid, len(o.earlier_ids)) in (g.s.history.get(KEY) or ())


def destruction(g: "Game", e: Event) -> Event:
    """A destruction of a marked permanent ignores regeneration (701.15c)."""
    if e.kind == "zone_change" and e.what == "destroy" and not e.no_regeneration and e.obj and _marked(g, e.obj):
        return e.but(no_regeneration=True)
    return e


def _cant_regenerate(g: "Game", it, ids: list[str], f=None) -> None:
    marks = g.s.history.setdefault(KEY, [])
    for t in ids:
        o = g.s.objects.get(t)
        if o is None or o.zone != "battlefield":
            continue
        if f is not None and not matches(g, filt(f), t, g.ch(t), it.source, it.controller):
            continue                    # "a creature dealt damage this way": only those that match
        if (t, len(o.earlier_ids)) not in marks:
            marks.append((t, len(o.earlier_ids)))
        g._log("701.15c", f"{g.name(t)} can't be regenerated this turn")


def handlers(refs) -> dict:
    """The `cant_regenerate: REF` instruction (`filter: F`: only the objects matching it) (registered by pyengine.game.instructions, which
    gives its reference reader: this module doesn't import it)."""
    return {"cant_regenerate": lambda g, proc, it, ins: _cant_regenerate(g, it, refs(g, it, ins["cant_regenerate"]),
                                                                         ins.get("filter"))}
