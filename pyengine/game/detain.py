"""701.29a: detain -- "Until the next turn of the controller of that spell or ability, that
permanent can't attack or block and its activated abilities can't be activated."

The attack and block restrictions are combat rules locked onto the permanent (611.2c) lasting until
that player's next turn (the game loop ends them as that turn begins, like goad's, 701.38a); the
prohibition on activating (602.5) is kept in the state as (permanent, its object, the detaining
player) and read by pyengine.game.prohibitions. A permanent that leaves the battlefield is a new
object (400.7): it is no longer detained."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyengine.game.loop import Game

KEY = "detained"


def _detain(g: "Game", it, ids: list[str]) -> None:
    ids = [t for t in ids if t in g.s.objects and g.obj(t).zone == "battlefield"]
    if not ids:
        return None
    p = it.controller
    for kind in ("cant_attack", "cant_block"):
        g.s.combat_effects.append(({"kind": kind, "objects": list(ids), "controller": p, "id": g.new_id("combat")},
                                   "until_your_next_turn"))
    g.s.states_seen[KEY] = tuple(g.s.states_seen.get(KEY) or ()) + tuple(
        (t, len(g.obj(t).earlier_ids), p) for t in ids)
    g._log("701.29a", f"{p} detains {', '.join(g.name(t) for t in ids)}: until {p}'s next turn, it can't attack "
                      "or block and its activated abilities can't be activated", p)
    g._dirty()
    return None


def detainers(g: "Game") -> list[tuple[str, str]]:
    """(permanent, the player who detained it) for each permanent detained now (the same object
    still on the battlefield, 400.7)."""
    out = []
    for oid, gen, p in g.s.states_seen.get(KEY) or ():
        o = g.s.objects.get(oid)
        if o is not None and o.zone == "battlefield" and len(o.earlier_ids) == gen:
            out.append((oid, p))
    return out


def turn_begins(g: "Game", p: str) -> None:
    """701.29a: the detentions by player p end as p's next turn begins (611.2a)."""
    left = tuple(r for r in g.s.states_seen.get(KEY) or () if r[2] != p)
    if left != tuple(g.s.states_seen.get(KEY) or ()):
        g.s.states_seen[KEY] = left
        g._log("701.29a", f"the permanents {p} detained are no longer detained")


def handlers(refs) -> dict:
    """The `detain: REF` instruction (registered by pyengine.game.instructions, which gives its
    reference reader: this module doesn't import it)."""
    return {"detain": lambda g, proc, it, ins: _detain(g, it, refs(g, it, ins["detain"]))}
