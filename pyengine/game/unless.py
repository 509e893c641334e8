"""118.12a: "X unless [players] pay [a cost]" said of several players at once ("At the beginning of
your upkeep, each opponent loses 3 life unless they discard a card", "each opponent sacrifices a
permanent of their choice unless they pay {1}").

`{pay_or: [X], player: each_opponent, each: true, cost | costs: ...}`: each of those players, in
APNAP order (101.4; 608.2e: the choices of an action in APNAP order, then the action at once),
chooses whether to pay the cost (the one `pay_or` instruction for each of them: 118.3, a cost they
can't pay is not offered); then X happens once, simultaneously, to those who didn't pay -- the
player reference X names (`each_opponent`) standing for them."""
from __future__ import annotations

from typing import Any


def handlers(refs):
    def _each_pay_or(g, proc, it, ins):
        players = refs(g, it, ins["player"])
        key = f"_unless{len(it.memory)}"
        it.memory[key] = []
        one = {k: v for k, v in ins.items() if k not in ("each", "pay_or", "player")}
        steps: list[dict] = [{"pay_or": [{"_unless_unpaid": key, "player_id": q}], "player": {"objects": [q]}, **one}
                             for q in g.apnap() if q in players]
        return steps + [{"_unless_then": key, "instructions": list(ins["pay_or"]), "ref": ins["player"]}]

    def _unpaid(g, proc, it, ins):
        it.memory[ins["_unless_unpaid"]] = list(it.memory[ins["_unless_unpaid"]]) + [ins["player_id"]]

    def _then(g, proc, it, ins):
        unpaid = list(it.memory.get(ins["_unless_then"]) or [])
        if not unpaid:
            return None
        return [_named(x, ins["ref"], {"objects": unpaid}) for x in ins["instructions"]]

    return {"_each_pay_or": _each_pay_or, "_unless_unpaid": _unpaid, "_unless_then": _then}


def _named(x: Any, ref: Any, players: dict) -> Any:
    """The instructions with the reference to all of the players replaced by those who didn't pay
    (in their own player and damage-recipient keys; not inside nested abilities)."""
    if isinstance(x, dict):
        return {k: (players if k in ("player", "to") and v == ref else v) for k, v in x.items()}
    return x
