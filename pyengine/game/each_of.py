"""`{each_of: REF, each_do: [INSTRUCTIONS]}`: "For each of them, exile the top card of your library,
then ~ deals damage equal to that card's mana value to that permanent or player." (608.2c, 608.2f).

The instructions are followed once for each object or player REF names, one at a time: an action
that can't be processed for all of them simultaneously (a library's top card can be exiled only one
at a time) is processed for each individually, the controller of the resolving spell choosing which
one is considered next (608.2f, the Soulfire Eruption example). Inside the instructions `each_one`
is the one being considered. REF is read once, as the loop begins (608.2b: an illegal target is no
longer one of them); one that has since changed zones is a new object (400.7) and is skipped.

The cards each pass moves (`moved_this_way`: the top card exiled) are gathered, so that an
instruction after the loop ("You may play the exiled cards until the end of your next turn") names
every card exiled by it (608.2h)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.game.lookups import answer as _answer
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def _one_for(x: Any, oid: str) -> Any:
    """The loop's instructions with `each_one` as that object or player."""
    if x == "each_one":
        return {"objects": [oid]}
    if isinstance(x, dict):
        return {k: _one_for(v, oid) for k, v in x.items()}
    if isinstance(x, list):
        return [_one_for(v, oid) for v in x]
    return x


def _zone(g: "Game", x: str) -> str | None:
    """The zone the object is in and which object it is there (400.7: its number of earlier ids;
    a player: "player"); None if it no longer exists."""
    if x in g.s.players:
        return "player"
    return f"{g.obj(x).zone}#{len(g.obj(x).earlier_ids)}" if x in g.s.objects else None


def _each_of(g: "Game", proc, it, ins: dict, refs) -> Any:
    gather = str(ins.get("_gather") or f"_each_of:{proc.data['pc']}")
    if "_left" in ins:
        # a later pass: the ones not yet considered, still where they were as the loop began (400.7:
        # one that changed zones since is a new object)
        left = [x for x in ins["_left"] if _zone(g, x) == ins["_zones"].get(x)]
        zones = ins["_zones"]
    else:
        left = [x for x in dict.fromkeys(refs(g, it, ins["each_of"])) if _zone(g, x) is not None]
        zones = {x: _zone(g, x) for x in left}
        it.memory[gather] = []
    if not left:
        # 608.2h: "the exiled cards" after the loop are the cards every pass exiled
        it.memory["moved_this_way"] = [c for c in it.memory.get(gather, ()) if c in g.s.objects]
        return None
    one = left[0]
    if len(left) > 1:
        a = _answer(proc)
        if a is None or a.kind != "choose" or a.args[0] not in left:
            g._ask("choose", it.controller, [Action("choose", (x,)) for x in left],
                   f"{it.controller}: choose which of them to consider next", "608.2f")
            return "wait"
        one = a.args[0]
    g._log("608.2f", f"{it.controller} considers {g.name(one) if one in g.s.objects else one}", it.controller)
    it.memory["moved_this_way"] = []
    rest = [x for x in left if x != one]
    return list(_one_for(ins["each_do"], one)) + [
        {"_each_of_gathered": gather},
        {**ins, "_left": rest, "_gather": gather, "_zones": zones}]


def _gathered(g: "Game", proc, it, ins: dict) -> None:
    key = str(ins["_each_of_gathered"])
    it.memory[key] = list(it.memory.get(key, ())) + list(it.memory.get("moved_this_way") or ())
    return None


def handlers(refs) -> dict:
    """The `each_of` instruction (registered by pyengine.game.instructions, which gives its reference
    reader: this module doesn't import it) and its bookkeeping step."""
    return {"each_of": lambda g, proc, it, ins: _each_of(g, proc, it, ins, refs),
            "_each_of_gathered": _gathered}
