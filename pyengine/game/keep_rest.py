"""Each player keeps some permanents and loses the rest (101.4, 701.17a, 701.7a):
"Each player chooses three permanents they control, then sacrifices the rest." (Razia's
Purification), "Each player chooses up to two creatures they control, then sacrifices the rest."
(Covetous Elegy), "Each player chooses a creature they control. Destroy the rest." (Divine
Reckoning).

`keep_rest: FILTER, count: N, up_to: bool, rest: sacrifice|destroy, player: REF`: each player
named, in APNAP order (101.4), chooses that many permanents they control matching the filter, one
at a time, knowing the choices made before theirs (exactly N, or all of them if they control fewer:
608.2d, a player can't choose what isn't there; "up to N": they may stop, `done`). Then every
other permanent matching the filter that each of them controls -- "the rest" -- is sacrificed
(701.17a) or destroyed (701.7a), all at the same time."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import Event
from pyengine.game.filters import matching
from pyengine.game.lookups import answer as _answer
from pyengine.game.lookups import filt
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def _theirs(g: "Game", it, p: str, f) -> list[str]:
    return matching(g, f, [(o, g.ch(o)) for o in g.battlefield() if g.ch(o).controller == p], it.source, it.controller)


def keep_rest(g: "Game", proc, it, ins, refs):
    players = refs(g, it, ins.get("player", "each_player"))
    order = [q for q in g.apnap() if q in players]
    key = f"_keep{len(it.memory)}"
    it.memory[key] = {"chosen": (), "stopped": ()}
    n = int(ins.get("count", 1))
    steps = [{"_keep_choose": key, "player_id": q, "filter": ins["keep_rest"], "up_to": bool(ins.get("up_to")),
              "n": n} for q in order for _ in range(max(n, 0))]
    return steps + [{"_keep_done": key, "players": order, "filter": ins["keep_rest"], "rest": ins.get("rest", "sacrifice")}]


def keep_choose(g: "Game", proc, it, ins):
    """One permanent kept by one player (101.4: in APNAP order); "up to N": `done` stops them."""
    key, p = ins["_keep_choose"], ins["player_id"]
    m = it.memory[key]
    if p in m["stopped"]:
        return None
    kept = {o for _q, o in m["chosen"]}
    cands = [o for o in _theirs(g, it, p, filt(ins["filter"])) if o not in kept]
    if not cands:
        return None
    a = _answer(proc)
    if a is None or (a.kind == "choose" and a.args[0] not in cands):
        g._ask("choose", p, [Action("choose", (c,)) for c in cands] + ([Action("done")] if ins["up_to"] else []),
               f"{p}: choose {'up to ' if ins['up_to'] else ''}{ins['n']} ({ins['filter']}) you control to keep; "
               f"{sum(1 for q, _o in m['chosen'] if q == p)} chosen", "101.4")
        return "wait"
    if a.kind == "done":
        it.memory[key] = {**m, "stopped": m["stopped"] + (p,)}
        return None
    it.memory[key] = {**m, "chosen": m["chosen"] + ((p, a.args[0]),)}
    g._log("101.4", f"{p} chooses {g.name(a.args[0])}", p)
    return None


def keep_done(g: "Game", proc, it, ins):
    """The rest -- each player's other permanents matching the filter -- sacrificed (701.17a) or
    destroyed (701.7a) at the same time."""
    m = it.memory[ins["_keep_done"]]
    kept = {o for _q, o in m["chosen"]}
    f = filt(ins["filter"])
    rest = [(p, o) for p in ins["players"] for o in _theirs(g, it, p, f) if o not in kept]
    if not rest:
        return None
    it.memory["did"] = True
    if ins["rest"] == "destroy":
        evs = [Event("zone_change", obj=o, from_zone="battlefield", to_zone="graveyard", what="destroy",
                     source=it.source) for _p, o in rest]
        g._log("701.7a", "destroyed at the same time: " + ", ".join(g.name(o) for _p, o in rest))
    else:
        evs = [Event("zone_change", obj=o, from_zone="battlefield", to_zone="graveyard", what="sacrifice",
                     player=p) for p, o in rest]
        g._log("701.17a", "sacrificed at the same time: " + ", ".join(f"{g.name(o)} ({p})" for p, o in rest))
    g.perform(evs)
    return None


def handlers(refs) -> dict:
    """The instructions, given the instruction language's reader of player references (passed in:
    this module is imported by pyengine.game.instructions)."""
    return {"keep_rest": lambda g, proc, it, ins: keep_rest(g, proc, it, ins, refs),
            "_keep_choose": keep_choose, "_keep_done": keep_done}
