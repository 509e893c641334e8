"""Miracle (CR 702.94): "You may reveal this card from your hand as you draw it if it's the first
card you've drawn this turn. When you reveal this card this way, you may cast it by paying [cost]
rather than its mana cost." (702.94a; a static ability linked to a triggered ability, 603.11)

- As the card is drawn (the first card its owner drew this turn), a process asks them whether to
  reveal it -- placed below the process now running, so it is asked as soon as that draw's
  instruction or turn-based action is done (the card is still in their hand).
- Revealed, the triggered ability triggers (603.2) and is put on the stack the next time a player
  would receive priority; as it resolves its controller may cast the card from their hand for
  its miracle cost (an alternative cost, 118.9), ignoring timing (608.2g) -- the cast_self
  instruction. If the card left the hand meanwhile, it is a new object (400.7): nothing happens."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.state import Action, PendingTrigger, Process

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def cost(g: "Game", oid: str) -> str | None:
    """The miracle cost of the card (in its owner's hand: its printed abilities)."""
    for _i, parts in g.abilities_of(oid, "static", g.ch_anywhere(oid)):
        c = parts.get("casting") or {}
        if c.get("kind") == "miracle":
            return str(c["cost"])
    return None


def drawn(g: "Game", player: str, oid: str) -> None:
    """702.94a: the card just drawn is the first this turn and has miracle: ask its owner. (The
    draws of one instruction are applied before the turn's history notes them: the first draw is
    remembered here as it is applied, 121.2.)"""
    key = f"drew:{g.s.turn}:{player}"
    first = not (g.s.history.get("draws") or {}).get(player) and not g.s.states_seen.get(key)
    g.s.states_seen[key] = True
    if not first or oid not in g.s.objects or cost(g, oid) is None:
        return
    proc = Process("miracle_reveal", {"obj": oid, "player": player, "inc": len(g.obj(oid).earlier_ids)})
    g.schedule(proc)


def proc_reveal(g: "Game", proc: Process) -> None:
    d = proc.data
    o = g.s.objects.get(d["obj"])
    if o is None or o.zone != "hand" or len(o.earlier_ids) != d["inc"]:
        g._pop(proc)                      # 400.7: it left the hand meanwhile
        return
    a = g._take(proc)
    if a is None:
        g._ask("may", d["player"], [Action("yes"), Action("no")],
               f"{d['player']}: reveal {o.card.name} (miracle {cost(g, o.id)})?", "702.94a")
        return
    g._pop(proc)
    if a.kind != "yes":
        return
    g._log("702.94a", f"{d['player']} reveals {o.card.name} as they draw it (miracle): its miracle ability triggers",
           d["player"])
    text = f"miracle of {o.card.name}"
    spec = {"text": text, "effect": [{"cast_self": "miracle"}]}
    g.s.pending.append(PendingTrigger(g.new_id("trig"), o.id, d["player"], text, spec, {}))
