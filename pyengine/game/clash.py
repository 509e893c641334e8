"""Clash (701.23): "Clash with an opponent" means "Choose an opponent. You and that opponent each
clash." (701.23b).

Each clashing player reveals the top card of their library at the same time; then, in APNAP order
(101.4), each decides whether to put that card on the bottom of their library (answer `bottom` or
`top`), and the cards move at the same time (701.23a, 701.23c). A player wins the clash if the card
they revealed has a higher mana value than every other card revealed in it (701.23d; a player who
revealed nothing -- an empty library -- can't win).

Instruction `clash: opponent` (the controller clashes with an opponent they choose, `choose P` when
there are several). Whether the controller won is remembered by the resolving spell or ability
(`{clash: won|lost}` conditions: "If you win, ...", "Otherwise, ..."); each clashing player's clash is
the happening `clash` with `won` ("Whenever you clash", "Whenever you clash and win")."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.lookups import answer as _answer
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def _clash(g: "Game", proc, it, ins):
    """701.23b: choose an opponent; then both reveal (701.23c)."""
    me = it.controller
    opps = g.opponents(me)
    if len(opps) > 1:
        a = _answer(proc)
        if a is None or a.kind != "choose" or a.args[0] not in opps:
            g._ask("choose", me, [Action("choose", (q,)) for q in opps],
                   f"{me}: choose an opponent to clash with", "701.23b")
            return "wait"
        opp = a.args[0]
    else:
        opp = opps[0] if opps else None
    clashing = [p for p in g.apnap() if p in (me, opp)]
    shown = {}
    for p in clashing:
        lib = g.s.library[p]
        shown[p] = lib[0] if lib else None
        g._log("701.23c", f"{p} clashes and reveals " + (g.name(lib[0]) if lib else "nothing (empty library)"), p)
    key = f"_clash{proc.data.get('pc', 0)}"
    it.memory[key] = {"players": tuple(clashing), "shown": shown, "bottom": ()}
    return [{"_clash_place": p, "key": key} for p in clashing if shown[p] is not None] + [{"_clash_done": key}]


def _clash_place(g: "Game", proc, it, ins):
    """701.23a, 701.23c: the player decides (APNAP order) whether their card goes to the bottom."""
    m = it.memory[ins["key"]]
    p = ins["_clash_place"]
    c = m["shown"][p]
    a = _answer(proc)
    if a is None or a.kind not in ("top", "bottom"):
        g._ask("clash", p, [Action("top", (c,)), Action("bottom", (c,))],
               f"{p}: clash: leave {g.name(c)} on top of your library or put it on the bottom?", "701.23a")
        return "wait"
    if a.kind == "bottom":
        it.memory[ins["key"]] = {**m, "bottom": m["bottom"] + (p,)}
    return None


def _clash_done(g: "Game", proc, it, ins):
    """701.23c: the cards move at the same time; 701.23d: who won."""
    m = it.memory[ins["_clash_done"]]
    shown = m["shown"]
    for p in m["bottom"]:
        c = shown[p]
        lib = g.s.library[p]
        if c in lib:
            g.s.library[p] = [x for x in lib if x != c] + [c]
            g._log("701.23a", f"{p} puts {g.name(c)} on the bottom of their library", p)
    mv = {p: g.ch_anywhere(c).mana_value for p, c in shown.items() if c is not None}
    for p in m["players"]:
        won = p in mv and all(mv[p] > v for q, v in mv.items() if q != p)
        if p == it.controller:
            it.memory["clash"] = "won" if won else "lost"
        g._log("701.23d", f"{p} {'wins' if won else 'does not win'} the clash", p)
    for p in m["players"]:
        won = p in mv and all(mv[p] > v for q, v in mv.items() if q != p)
        g._happen({"kind": "clash", "player": p, "won": won})      # "whenever you clash"
    return None


HANDLERS = {"clash": _clash, "_clash_place": _clash_place, "_clash_done": _clash_done}
