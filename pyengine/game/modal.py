"""Choosing the modes of a modal spell or ability (700.2): as it is cast or activated (601.2b,
700.2a) or put on the stack (603.3c, 700.2b), one mode at a time -- `mode N`, then `done` once
enough are chosen -- until as many as it says; then the chosen modes become one block
(pyengine.cards.modes.merged: in the order written, 608.2c, 700.2d). A "choose one that hasn't
been chosen [this turn]" ability remembers, for its object, the modes chosen before."""
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
    _settle_more(g, it, p)
    stop = a is not None and a.kind == "done"
    if a is not None and a.kind == "mode":
        chosen.append(int(a.args[0]))
        it.memory["modes_chosen"] = chosen
        g._log(rule, f"{p} chooses mode {a.args[0]} for {it.text!r}", p)
    used = _used(g, it)
    opts = [] if stop else [i for i in choosable(it.spec, chosen) if i not in used and _possible(g, it, i)]
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
    _remember(g, it, chosen)
    it.memory["mode"] = chosen[0]
    it.spec = merged(it.spec, chosen)
    return True


def _settle_more(g: "Game", it: StackItem, p: str) -> None:
    """"Choose one. If you control a Wizard as you cast this spell, you may choose two instead."
    (601.2b, 601.4): the condition is checked as the modes are chosen; the block then says how
    many modes may be chosen, the larger number only if it holds."""
    c = it.spec.get("choose") or {}
    if c.get("more_if") is None:
        return
    from pyengine.game.instructions import condition
    held = condition(g, c["more_if"], it.source, it.controller, it.memory)
    rest = {k: v for k, v in c.items() if k not in ("more_if", "more_max")}
    if held:
        rest["max"] = c["more_max"]
    g._log("601.2b", f"{p} may choose {'up to ' + str(rest['max']) if held else rest.get('max', 1)} mode(s) of "
           f"{it.text!r} (the condition {'holds' if held else 'does not hold'})", p)
    it.spec = {**it.spec, "choose": rest}


def _unchosen_key(g: "Game", it: StackItem) -> str | None:
    """"Choose one that hasn't been chosen [this turn]": the ability of this object (a permanent
    that left and returned is a new object with no memory of earlier choices, 400.7) whose
    earlier choices bar a mode; None for an ordinary modal ability."""
    c = it.spec.get("choose") or {}
    if not c.get("unchosen"):
        return None
    o = g.s.objects.get(it.source)
    return f"{it.source}:{len(o.earlier_ids) if o is not None else 0}:{it.text}"


def _used(g: "Game", it: StackItem) -> set[int]:
    """The modes of a "choose one that hasn't been chosen" ability chosen before (this turn)."""
    key = _unchosen_key(g, it)
    if key is None:
        return set()
    if (it.spec.get("choose") or {}).get("unchosen") == "turn":
        return {x[2] for x in g.s.activated_this_turn if len(x) == 4 and x[0] == "mode_chosen" and x[1] == key}
    return set(g.s.states_seen.get(f"modes_chosen:{key}") or ())


def _remember(g: "Game", it: StackItem, chosen: list[int]) -> None:
    key = _unchosen_key(g, it)
    if key is None:
        return
    if (it.spec.get("choose") or {}).get("unchosen") == "turn":
        for m in chosen:                   # State.activated_this_turn is emptied as each turn begins
            g.s.activated_this_turn.add(("mode_chosen", key, m, "turn"))
    else:
        k = f"modes_chosen:{key}"
        g.s.states_seen[k] = tuple(sorted(set(g.s.states_seen.get(k) or ()) | set(chosen)))


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
