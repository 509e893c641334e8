"""A one-shot effect changing the cost of a player's next spell (601.2f, 611.2a): "the next spell
you cast this turn costs {1} less to cast", "The next noncreature spell you cast costs {1} less
to cast." -- the instruction `{next_spell_cost: {generic: N, spells: FILTER, this_turn: bool}}`
records the change as it resolves; it applies to the first spell matching its filter that its
controller casts afterwards (this turn, if it says so), and only to that one (used up as that
spell becomes cast, 601.2i). With `every: true` ("Artifact spells you cast this turn cost {1}
less to cast") it applies to each such spell cast this turn."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.filters import matches
from pyengine.game.lookups import filt

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem

KEY = "next_spell_cost:"


def _record(g: "Game", proc, it, ins) -> None:
    v = ins["next_spell_cost"]
    n = sum(1 for k in g.s.states_seen if k.startswith(KEY))
    g.s.states_seen[f"{KEY}{n}"] = {"player": it.controller, "spells": v.get("spells"), "generic": int(v["generic"]),
                                    "turn": g.s.turn if v.get("this_turn") else None, "source": it.source,
                                    "used": False, "every": bool(v.get("every"))}
    what = "each such spell" if v.get("every") else "the next such spell"
    g._log("601.2f", f"{it.controller}: {what}{' this turn' if v.get('this_turn') else ''} costs "
           f"{{{abs(int(v['generic']))}}} {'less' if int(v['generic']) < 0 else 'more'}", it.controller)


def waiting(g: "Game", p: str) -> bool:
    """Has p a reduction waiting for their next spell (priority's proposals keep every spell then)?"""
    return any(k.startswith(KEY) and isinstance(r, dict) and not r["used"] and r["player"] == p and r["generic"] < 0
               and r["turn"] in (None, g.s.turn) for k, r in g.s.states_seen.items())


def pending(g: "Game", it: "StackItem") -> int:
    """601.2f: the changes waiting for this spell (remembered on it, used up once it's cast)."""
    total = 0
    ch = g.ch(it.id)
    for k, rec in g.s.states_seen.items():
        if not k.startswith(KEY) or not isinstance(rec, dict) or rec["used"] or rec["player"] != it.controller:
            continue
        if rec["turn"] is not None and rec["turn"] != g.s.turn:
            continue
        if rec["spells"] is not None and not matches(g, filt(rec["spells"]), it.id, ch, rec["source"], it.controller):
            continue
        total += rec["generic"]
        it.memory.setdefault("next_spell_costs", []).append(k)
        g._log("601.2f", f"the next spell's cost change ({rec['generic']:+d} generic)", it.controller)
    return total


def became_cast(g: "Game", it: "StackItem") -> None:
    """601.2i: the spell is cast -- the changes it took are used up."""
    for k in it.memory.pop("next_spell_costs", ()):
        rec = g.s.states_seen.get(k)
        if isinstance(rec, dict) and not rec.get("every"):       # "spells you cast this turn": all of them
            g.s.states_seen[k] = {**rec, "used": True}


HANDLERS = {"next_spell_cost": _record}
