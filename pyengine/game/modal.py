"""Choosing the modes of a modal spell or ability (700.2): as it is cast or activated (601.2b,
700.2a) or put on the stack (603.3c, 700.2b), one mode at a time -- `mode N`, then `done` once
enough are chosen -- until as many as it says; then the chosen modes become one block
(pyengine.cards.modes.merged: in the order written, 608.2c, 700.2d)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.cards.modes import choosable, may_stop, merged
from pyengine.game.state import Action, StackItem

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def choose(g: "Game", it: StackItem, p: str, a: Action | None, rule: str, cancel: bool) -> bool:
    """Take the answer `a` (a mode, or `done`) and ask for the next mode; True once the modes
    are chosen and `it.spec` is their block. With no mode chosen (a triggered ability's "choose
    up to one", 700.2b) the block has no instructions and `it.memory["no_mode"]` is set."""
    chosen = list(it.memory.get("modes_chosen") or [])
    if not chosen and g.s.states_seen.get(f"entwine:{it.id}"):
        # 702.42a-b: the entwine cost is paid -- all modes are chosen, followed in the order written
        chosen = list(range(1, len(it.spec.get("modes") or ()) + 1))
        it.memory["modes_chosen"] = chosen
        g._log("702.42a", f"{p} chooses all modes of {it.text!r} (entwined)", p)
        it.memory["mode"] = chosen[0]
        it.spec = merged(it.spec, chosen)
        return True
    stop = a is not None and a.kind == "done"
    if a is not None and a.kind == "mode":
        chosen.append(int(a.args[0]))
        it.memory["modes_chosen"] = chosen
        g._log(rule, f"{p} chooses mode {a.args[0]} for {it.text!r}", p)
    opts = [] if stop else choosable(it.spec, chosen)
    if opts:
        g._ask("mode", p, [Action("mode", (i,)) for i in opts]
               + ([Action("done")] if may_stop(it.spec, chosen) else [])
               + ([Action("cancel")] if cancel else []),
               f"choose a mode for {it.text}" + (f" (chosen so far: {', '.join(map(str, chosen))})" if chosen else ""),
               rule)
        return False
    if not chosen:
        it.memory["no_mode"] = True
        it.spec = {**{k: v for k, v in it.spec.items() if k not in ("modes", "choose")}, "effect": [], "modes": None}
        return True
    it.memory["mode"] = chosen[0]
    it.spec = merged(it.spec, chosen)
    return True
