"""Choosing the modes of a modal spell or ability (700.2): as it is cast or activated (601.2b,
700.2a) or put on the stack (603.3c, 700.2b), one mode at a time -- `mode N`, then `done` once
enough are chosen -- until as many as it says; then the chosen modes become one block
(pyengine.cards.modes.merged: in the order written, 608.2c, 700.2d)."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from pyengine.cards.modes import bounds, choosable, may_stop, merged
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
    opts = [] if stop else [i for i in choosable(it.spec, chosen) if _possible(g, it, i)]
    if opts:
        g._ask("mode", p, [Action("mode", (i,)) for i in opts]
               + ([Action("done")] if may_stop(it.spec, chosen) else [])
               + ([Action("cancel")] if cancel else []),
               f"choose a mode for {it.text}" + (f" (chosen so far: {', '.join(map(str, chosen))})" if chosen else ""),
               rule)
        return False
    if not chosen:
        if not stop and bounds(it.spec)[0] >= 1:
            it.memory["no_legal_mode"] = True            # 700.2a/b: every mode would be illegal
        it.memory["no_mode"] = True
        it.spec = {**{k: v for k, v in it.spec.items() if k not in ("modes", "choose")}, "effect": [], "modes": None}
        return True
    it.memory["mode"] = chosen[0]
    it.spec = merged(it.spec, chosen)
    return True


def _possible(g: "Game", it: StackItem, mode: int) -> bool:
    """700.2a, 603.3c: a mode that would be illegal -- for lack of legal targets for its required
    targets -- can't be chosen. Each instance of the word "target" needs as many different legal
    choices as it requires (115.3); different instances may choose the same object."""
    from pyengine.game import instructions as ins
    one = merged(it.spec, [mode])
    need: dict[int, int] = {}
    cands: dict[int, set] = {}
    probe = replace(it, spec=one, targets=[], target_zones={}, target_objects={})
    for t in ins.target_specs(one, it.x):
        if isinstance(t, dict) and t.get("optional"):
            continue
        key = id(t.get("canonical")) if isinstance(t, dict) else id(t)
        need[key] = need.get(key, 0) + 1
        if key not in cands:
            cands[key] = set(ins.target_candidates(g, probe, t))
    return all(len(cands[k]) >= n for k, n in need.items())
