"""The monarch (CR 722, numbered 724 in later rules): a designation a player can have.

`State.monarch` is the player who is the monarch (None: there is no monarch yet, 722.1). The
instruction `become_monarch: REF` makes a player the monarch (722.3: the current one ceases to
be). Its two inherent triggered abilities (722.2) have no source and are controlled by the player
who was the monarch when they triggered:
  "At the beginning of the monarch's end step, that player draws a card" and
  "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch".
If the monarch leaves the game, the active player (or the next player in turn order) becomes the
monarch (722.4)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.state import PendingTrigger

if TYPE_CHECKING:
    from pyengine.game.loop import Game

END_STEP_TEXT = "At the beginning of the monarch's end step, that player draws a card."
DAMAGE_TEXT = "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."


def become(g: "Game", p: str, rule: str = "722.3") -> None:
    s = g.s
    if p not in g.alive():
        return
    old = s.monarch
    if old == p:          # already the monarch: nobody becomes the monarch ("whenever you become" doesn't trigger)
        g._log(rule, f"{p} is already the monarch", p)
        return
    s.monarch = p
    g._dirty()
    g._log(rule, f"{p} becomes the monarch" + (f"; {old} ceases to be the monarch" if old else ""), p)
    g._happen({"kind": "become_monarch", "player": p})


def collect(g: "Game", h: dict) -> None:
    """722.2: the monarch's inherent triggered abilities that trigger on happening h."""
    s = g.s
    m = s.monarch
    if m is None or m not in g.alive():
        return
    if h["kind"] == "step" and h.get("step") == "end" and h.get("player") == m:
        _trigger(g, m, END_STEP_TEXT, [{"draw": 1}])
    elif h["kind"] == "damage" and h.get("combat") and h.get("target") == m and h.get("amount", 0) > 0:
        ch = g.ch(h["source"]) if h.get("source") in s.objects else None
        if ch is not None and "creature" in ch.types:
            # "its controller": the creature's controller as the ability resolves, or as it last
            # existed on the battlefield (608.2h)
            _trigger(g, m, DAMAGE_TEXT, [{"become_monarch": {"controller_of": h["source"], "was": ch.controller}}])


def _trigger(g: "Game", ctrl: str, text: str, effect: list) -> None:
    tid = g.new_id("trig")
    g.s.pending.append(PendingTrigger(tid, None, ctrl, text, {"effect": effect, "text": text}, {}))
    g._log("722.2", f"the monarch's inherent triggered ability {text!r} triggers (no source; controlled by {ctrl})", ctrl)


def left_game(g: "Game", p: str) -> None:
    """722.4: the monarch leaves the game -- the active player becomes the monarch, or if the
    active player is leaving, the next player in turn order still in the game; else no monarch."""
    s = g.s
    if s.monarch != p:
        return
    alive = [q for q in g.alive() if q != p]
    if not alive:
        s.monarch = None
        return
    if s.active in alive:
        nxt = s.active
    else:
        i = s.order.index(s.active) if s.active in s.order else 0
        nxt = next(s.order[(i + k) % len(s.order)] for k in range(1, len(s.order) + 1)
                   if s.order[(i + k) % len(s.order)] in alive)
    s.monarch = nxt
    g._dirty()
    g._log("722.4", f"{p}, the monarch, leaves the game: {nxt} becomes the monarch", nxt)
