"""Starting the game (103): a scenario with `start: true` (or `{shuffle: false, hand_size: N}`) begins
before turn 1 -- the active player of the scenario is the starting player (103.1).

- 103.3: each player shuffles their library (`shuffle: false` keeps the scenario's order: a stacked
  library, for a researcher who wants a given opening hand).
- 103.5: each player draws their starting hand (seven cards); then mulligan rounds: the starting player,
  then each other player in turn order, declares `keep` or `mulligan` (decision kind `mulligan`); those who
  take one do so at the same time: they shuffle their hand into their library, draw a new hand, then put
  as many of those cards as the mulligans they've taken on the bottom of their library in any order
  (decision kind `bottom`: `bottom ID`, each chosen card put under the others: the last chosen ends up
  lowest). A player who keeps may not take further mulligans; nor may one whose opening hand would be
  zero cards. 103.5c: in a multiplayer game the first mulligan is free (none put on the bottom, not
  counted toward the limit). The starting hands aren't draws of a turn (no miracle, 702.94a; not counted
  as turn 1's draws).
- 103.6: the starting player, then each other player in turn order, may take the actions cards allow
  from their opening hand (decision kind `opening_hand`, then `done`): "begin the game with it on the
  battlefield" (103.6a, the static part `opening_hand: {begin: true}`: `begin ID`) and "reveal this card
  from your opening hand. If you do, at the beginning of the first upkeep, ..." (103.6b, `{reveal: true,
  delayed: {...}}`: `reveal ID`, which creates that delayed triggered ability, 603.7a).
Then, in a Planechase game, the starting plane is turned up (103.7), and the first turn begins (103.8; 103.8a: the starting player skips the draw of their first turn).
The process is `game_start` (pyengine.game.loop), its state kept in the process data."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import OPENING_HAND, Event
from pyengine.game import planechase
from pyengine.game.instructions import shuffle_library
from pyengine.game.state import Action, Process

if TYPE_CHECKING:
    from pyengine.game.loop import Game

KEY = "opening_hand"


def begin(g: "Game", spec: dict) -> None:
    """Schedule the start of the game (called once, as the game is created)."""
    g.schedule(Process("game_start", {"stage": "shuffle", "hand_size": int(spec.get("hand_size", 7)),
                                      "shuffle": bool(spec.get("shuffle", True)),
                                      "taken": {p: 0 for p in g.s.order}, "kept": [], "declared": {},
                                      "acted": []}))


def _order(g: "Game") -> list[str]:
    """The starting player, then each other player in turn order (103.5, 103.6)."""
    i = g.s.order.index(g.s.active)
    return g.s.order[i:] + g.s.order[:i]


def _draw(g: "Game", p: str, n: int) -> None:
    # (drawn before any turn: not the first card drawn in turn 1, 702.94a; not counted for the turn)
    g.perform([Event("draw", player=p, amount=1, what=OPENING_HAND) for _ in range(n)])


def _free(g: "Game") -> int:
    """103.5c: in a multiplayer game the first mulligan a player takes doesn't count (toward the
    cards put on the bottom nor the mulligans that player may take)."""
    return 1 if len(g.s.order) > 2 else 0


def run(g: "Game", proc: Process) -> None:
    """One step of the start of the game; asks a decision or finishes."""
    d = proc.data
    a = g._take(proc)
    if d["stage"] == "shuffle":
        for p in _order(g):
            if d["shuffle"]:
                shuffle_library(g, p)                                          # 103.3
            _draw(g, p, d["hand_size"])                                        # 103.5
        g._log("103.5", f"each player draws a starting hand of {d['hand_size']} card(s)")
        d["stage"] = "mulligan"
    if d["stage"] == "mulligan" and _mulligans(g, proc, a):
        return
    if d["stage"] == "bottom" and _bottoms(g, proc, a):
        return
    if d["stage"] == "mulligan":               # a new round after the bottoms
        if _mulligans(g, proc, None):
            return
    if d["stage"] == "opening" and _opening(g, proc, a):
        return
    g._pop(proc)
    planechase.start(g)                        # 103.7: the starting plane, after the opening hands
    g._log("103.8", f"{g.s.active} takes the first turn")


def _can_mulligan(g: "Game", d: dict, p: str) -> bool:
    # 103.5: mulligans may be taken until the opening hand would be zero cards (103.5c: the free one)
    return p not in d["kept"] and p in g.alive() and d["taken"][p] - _free(g) < d["hand_size"]


def _mulligans(g: "Game", proc: Process, a: Action | None) -> bool:
    """103.5: the declarations of a round, then the mulligans taken at the same time. True while asking."""
    d = proc.data
    while True:
        waiting = [p for p in _order(g) if _can_mulligan(g, d, p) and p not in d["declared"]]
        if waiting and a is not None and a.kind in ("keep", "mulligan"):
            d["declared"][waiting[0]] = a.kind
            g._log("103.5", f"{waiting[0]} {'keeps their hand' if a.kind == 'keep' else 'will take a mulligan'}",
                   waiting[0])
            a = None
            continue
        if waiting:
            p = waiting[0]
            n = len(g.zone_ids("hand", p))
            g._ask("mulligan", p, [Action("keep"), Action("mulligan")],
                   f"{p}: keep this hand of {n} card(s), or take a mulligan (103.5)", "103.5")
            return True
        break
    takers = [p for p, v in d["declared"].items() if v == "mulligan"]
    d["kept"] += [p for p, v in d["declared"].items() if v == "keep"]
    d["declared"] = {}
    if not takers:
        d["stage"] = "opening"
        return False
    for p in takers:                           # at the same time: hand into library, shuffle, draw
        hand = g.zone_ids("hand", p)
        g.perform([Event("zone_change", obj=c, from_zone="hand", to_zone="library", what="mulligan", player=p)
                   for c in hand])
        shuffle_library(g, p)
        d["taken"][p] += 1
        _draw(g, p, d["hand_size"])
        n = max(0, d["taken"][p] - _free(g))
        g._log("103.5c" if _free(g) and d["taken"][p] == 1 else "103.5",
               f"{p} takes mulligan {d['taken'][p]}: a new hand of {d['hand_size']}, {n} to put on the bottom", p)
    d["bottoms"] = {p: max(0, d["taken"][p] - _free(g)) for p in takers}
    d["stage"] = "bottom"
    return False


def _bottoms(g: "Game", proc: Process, a: Action | None) -> bool:
    """103.5: each player who took a mulligan puts that many cards from the new hand on the bottom
    of their library, in any order (one at a time, each under the others). True while asking."""
    d = proc.data
    for p in _order(g):
        left = d["bottoms"].get(p, 0)
        if not left:
            continue
        hand = g.zone_ids("hand", p)
        if a is not None and a.kind == "bottom" and a.args and a.args[0] in hand:
            c = a.args[0]
            g.perform([Event("zone_change", obj=c, from_zone="hand", to_zone="library", what="mulligan", player=p)])
            lib = g.s.library[p]
            g.s.library[p] = [x for x in lib if x != c] + [c]
            d["bottoms"][p] = left - 1
            g._log("103.5", f"{p} puts a card on the bottom of their library", p)
            a = None
            if left - 1:
                hand = g.zone_ids("hand", p)
            else:
                continue
        if not hand:
            d["bottoms"][p] = 0
            continue
        g._ask("bottom", p, [Action("bottom", (c,)) for c in hand],
               f"{p}: choose a card to put on the bottom of your library ({d['bottoms'][p]} left, 103.5)", "103.5")
        return True
    d["stage"] = "mulligan"
    return False


def _opening_actions(g: "Game", p: str, acted: list) -> list[Action]:
    out = []
    for c in g.zone_ids("hand", p):
        if c in acted:
            continue
        for _i, parts in g.abilities_of(c, "static"):
            v = parts.get(KEY)
            if isinstance(v, dict) and v.get("begin"):
                out.append(Action("begin", (c,)))
            elif isinstance(v, dict) and v.get("reveal"):
                out.append(Action("reveal", (c,)))
    return out


def _opening(g: "Game", proc: Process, a: Action | None) -> bool:
    """103.6: each player in turn, starting with the starting player, takes the actions cards allow
    from their opening hand. True while asking."""
    d = proc.data
    for p in _order(g):
        if p in d["acted"] or p not in g.alive():
            continue
        acts = _opening_actions(g, p, d.setdefault("done_cards", []))
        if a is not None and any(a == x for x in acts):
            _act(g, p, a)
            d["done_cards"].append(a.args[0])
            a = None
            acts = _opening_actions(g, p, d["done_cards"])
        elif a is not None and a.kind == "done":
            d["acted"].append(p)
            a = None
            continue
        if not acts:
            d["acted"].append(p)
            continue
        g._ask("opening_hand", p, acts + [Action("done")],
               f"{p}: actions from your opening hand (103.6)", "103.6")
        return True
    return False


def _act(g: "Game", p: str, a: Action) -> None:
    c = str(a.args[0])
    if a.kind == "begin":                      # 103.6a
        g.perform([Event("zone_change", obj=c, from_zone="hand", to_zone="battlefield", what="put_onto_battlefield",
                         player=p)])
        g._log("103.6a", f"{p} begins the game with {g.name(c)} on the battlefield", p)
        return
    g._log("103.6b", f"{p} reveals {g.name(c)} from their opening hand", p)           # 103.6b
    for _i, parts in g.abilities_of(c, "static"):
        v = parts.get(KEY)
        if isinstance(v, dict) and v.get("reveal") and v.get("delayed"):
            g.s.delayed.append({"id": g.new_id("delayed"), "source": c, "controller": p, "spec": dict(v["delayed"]),
                                "memory": {}})
            g._log("603.7a", f"delayed triggered ability created: {v['delayed'].get('text', '')!r}", p)
