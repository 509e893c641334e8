"""Putting cards from a hand on top of a library (401.4): "Draw three cards, then put two cards
from your hand on top of your library in any order." (Brainstorm).

The player chooses the cards one at a time (`choose ID`): the first chosen ends up on top, the
next below it, and so on -- so every order is possible ("in any order"); then all of them are put
there at once (one zone change each, simultaneously). With fewer cards in hand, all of them are
put there. Instruction `hand_to_library: N` (the controller's hand and library)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import Event
from pyengine.game.lookups import answer as _answer
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def _hand_to_library(g: "Game", proc, it, ins):
    # (this module imports neither the instructions nor anything importing them: the instruction
    # is the controller's -- "your hand", "your library" -- and N a number)
    p = it.controller
    key = ins.get("_key") or f"_hand_top{proc.data.get('pc', 0)}"
    chosen = list(it.memory.get(key, ()))
    n = int(ins["hand_to_library"])
    hand = [c for c in g.zone_ids("hand", p) if c not in chosen]
    a = _answer(proc)
    if a is not None and a.kind == "choose" and a.args[0] in hand:
        chosen.append(a.args[0])
        hand.remove(a.args[0])
        it.memory[key] = tuple(chosen)
    if len(chosen) < n and hand:
        if a is not None:                    # the next choice: this instruction again
            return [{**ins, "_key": key}]
        where = "on the bottom of" if ins.get("position") == "bottom" else "on top of"
        g._ask("choose", p, [Action("choose", (c,)) for c in hand],
               f"{p}: choose a card from your hand to put {where} your library "
               f"({len(chosen) + 1} of {n}; the first chosen ends up "
               f"{'lowest' if ins.get('position') == 'bottom' else 'on top'})", "401.4")
        return "wait"
    if not chosen:
        return None
    it.memory["did"] = True
    g.perform([Event("zone_change", obj=c, from_zone="hand", to_zone="library", what="put_in_library",
                     player=p, source=it.source) for c in chosen])
    mine = [c for c in chosen if c in g.s.objects and g.obj(c).zone == "library"]
    lib = g.s.library[p]
    if ins.get("position") == "bottom":      # the first chosen ends up the lowest
        g.s.library[p] = [c for c in lib if c not in mine] + list(reversed(mine))
    else:
        g.s.library[p] = mine + [c for c in lib if c not in mine]
    g._log("401.4", f"{p} puts {len(mine)} card(s) from their hand on the "
                    f"{'bottom' if ins.get('position') == 'bottom' else 'top'} of their library", p)
    return None


HANDLERS = {"hand_to_library": _hand_to_library}
