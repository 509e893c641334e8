"""Keyword abilities that work with cards in other zones as a spell is cast (CR 702): cascade
(702.85a: a triggered ability of the spell on the stack, exiling cards from the top of the
library until a nonland card with a smaller mana value, which may be cast without paying its mana
cost; the rest go to the bottom in a random order).

The game loop's casting (pyengine.game.keyword_costs.became_cast) puts the triggers on the stack;
the instructions here are registered in pyengine.game.instructions."""
from __future__ import annotations

import hashlib
import random
from typing import TYPE_CHECKING

from pyengine.events import Event
from pyengine.game.state import Action, PendingTrigger, StackItem

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def spell_mana_value(g: "Game", it: StackItem) -> int:
    """202.3e: the mana value of a spell on the stack, X being the value chosen for it."""
    ch = g.ch_anywhere(it.id)
    mv = int(ch.mana_value if ch is not None else g.obj(it.id).card.mana_value)
    xs = str(g.obj(it.id).card.mana_cost or "").upper().count("{X}")
    return mv + xs * int(it.x or 0)


def cascade_triggers(g: "Game", it: StackItem, n_instances: int) -> None:
    """702.85a/c: "When you cast this spell, ..." -- each instance of cascade triggers."""
    mv = spell_mana_value(g, it)
    for _ in range(n_instances):
        spec = {"text": f"cascade of {g.obj(it.id).card.name}", "effect": [{"cascade": mv}]}
        g.s.pending.append(PendingTrigger(g.new_id("trig"), it.id, it.controller, spec["text"], spec, {}))
        g._log("702.85a", f"cascade of {g.name(it.id)} triggers (its mana value: {mv})")


def _cascade(g, proc, it, ins):
    """702.85a: exile cards one at a time from the top of the library until a nonland card whose
    mana value is less than N is exiled; then the cast (may) and the bottom of the library."""
    from pyengine.game.instructions import _answer
    key = f"_cascade{proc.data['pc']}"
    p = it.controller
    m = it.memory.get(key)
    if m is None:
        n = int(ins["cascade"])
        exiled: list[str] = []
        hit = None
        while g.s.library[p]:
            top = g.s.library[p][0]
            g.perform([Event("zone_change", obj=top, from_zone="library", to_zone="exile", what="cascade",
                             player=p, source=it.source)])
            if g.obj(top).zone != "exile":
                break
            exiled.append(top)
            ch = g.ch_anywhere(top)
            if ch is not None and "land" not in ch.types and ch.mana_value < n:
                hit = top
                break
        g._log("702.85a", f"{p} exiles {', '.join(g.name(c) for c in exiled) or 'no cards'} (cascade)"
               + (f": {g.name(hit)} is a nonland card with mana value less than {n}" if hit else ""), p)
        m = {"exiled": tuple(exiled), "hit": hit, "asked": False}
        it.memory[key] = m
    hit = m["hit"]
    if hit is not None and not m["asked"]:
        o = g.obj(hit)
        if o.zone == "exile":
            a = _answer(proc)
            if a is None:
                g._ask("may", p, [Action("yes"), Action("no")],
                       f"{p}: cast {o.card.name} without paying its mana cost (cascade)?", "702.85a")
                return "wait"
            it.memory[key] = m = {**m, "asked": True}
            if a.kind == "yes":
                g._begin_cast(p, hit, "free")       # 608.2g: cast while the ability resolves
                return "wait"
            g._log("608.2d", f"{p} doesn't cast {g.name(hit)}")
    # 702.85a: the exiled cards that weren't cast go on the bottom in a random order
    rest = [c for c in m["exiled"] if c in g.s.objects and g.obj(c).zone == "exile"]
    if rest:
        seed = hashlib.sha256(f"{g.s.turn}|{g.s.decisions}|{'|'.join(rest)}".encode()).digest()
        random.Random(seed).shuffle(rest)
        for c in rest:
            g.perform([Event("zone_change", obj=c, from_zone="exile", to_zone="library", what="put_in_library",
                             player=p, source=it.source)])
            lib = g.s.library[g.obj(c).owner]
            if c in lib:
                lib.remove(c)
                lib.append(c)
        g._log("702.85a", f"{p} puts {len(rest)} exiled card(s) on the bottom of their library in a random order", p)
    return None


HANDLERS = {"cascade": _cascade}
