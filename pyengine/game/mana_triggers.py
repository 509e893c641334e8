"""A permanent "tapped for mana" (106.12: one of its mana abilities with {T} in its cost resolved
and produced mana, 106.12a) and the triggered mana abilities that trigger on it (605.1b: no
target, triggering from a mana ability, could add mana), which resolve at once, right after the
mana ability, without using the stack (605.4a). A trigger on it that couldn't add mana (Manabarbs'
damage, Forbidden Orchard's token) is an ordinary triggered ability, put on the stack the next
time a player would receive priority (605.5a, 603.3)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.state import Process, StackItem

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def tapped_for_mana(g: "Game", p: str, oid: str, produced: str) -> None:
    """106.12a: `oid`'s mana ability with {T} in its cost resolved, adding `produced` to player
    p's pool: the abilities triggering on it trigger (603.2); the mana abilities among them
    resolve now (605.4a), in the order they triggered."""
    if not produced:                        # 106.12a: "and produces mana"
        return
    kinds = sorted({c for c in produced.upper() if c in "WUBRGC"})
    n0 = len(g.s.pending)
    g._happen({"kind": "tapped_for_mana", "obj": oid, "player": p, "produced": kinds})
    for pt in [pt for pt in g.s.pending[n0:] if is_mana_ability(pt.spec)]:
        g.s.pending.remove(pt)
        it = StackItem(id=pt.id, kind="triggered", source=pt.source, controller=pt.controller, text=pt.text,
                       spec=pt.spec, memory={**pt.memory, "produced": kinds})
        g._log("605.4a", f"{pt.text!r} is a mana ability: it resolves at once, without using the stack")
        run(g, Process("mana_trigger", {"item": it, "instrs": list(pt.spec.get("effect") or []), "pc": 0,
                                        "answers": {}}))


def is_mana_ability(spec: dict) -> bool:
    """605.1b: a triggered ability triggering from a mana ability is a mana ability if it has no
    target and could add mana (605.5a: otherwise it isn't)."""
    def adds(x) -> bool:
        if isinstance(x, dict):
            return "add_mana" in x or any(adds(v) for v in x.values())
        if isinstance(x, list):
            return any(adds(v) for v in x)
        return False
    return not spec.get("targets") and adds(spec.get("effect"))


def run(g: "Game", proc: Process) -> None:
    """Resolve the triggered mana ability's instructions (608.2, 605.4a); a choice it needs (the
    type of mana, 106.1b) is asked with this process waiting for the answer."""
    from pyengine.game import instructions as ins
    d = proc.data
    it: StackItem = d["item"]
    cond = it.spec.get("if")
    if d["pc"] == 0 and cond is not None and not d.get("checked"):
        d["checked"] = True
        if not ins.condition(g, cond, it.source, it.controller, it.memory):    # 603.4
            g._log("603.4", f"the intervening \"if\" of {it.text!r} is false: it does nothing")
            if proc in g.s.procs:
                g._pop(proc)
            return
    if not ins.follow(g, proc, it):
        if proc not in g.s.procs:
            g.s.procs.append(proc)         # the answer comes to this process (the last one)
        return
    if proc in g.s.procs:
        g._pop(proc)
    g._dirty()
    if d.get("tapped_for_mana"):           # 106.12: the mana ability had {T} in its cost
        tapped_for_mana(g, it.controller, it.source, str(it.memory.get("mana_added") or ""))


def resolve_instructions(g: "Game", p: str, it: StackItem) -> None:
    """605.3b: a mana ability whose mana is chosen or read as it resolves ("X mana in any
    combination of {R} and/or {G}", "Add {C}. If ..., add {C}{C} instead.") resolves at once as
    it's activated: X is taken now (the X announced for its cost, 107.3a, or "where X
    is", 608.2h), then p chooses each mana's color (106.1b) -- with this process waiting for the
    answers -- then the rest of the ability (its riders) is done."""
    from pyengine.game import instructions as ins
    spec = it.spec
    if "instructions" in spec["mana"]:       # "Add {C}. If ..., add {C}{C} instead." (608.2c)
        first = list(spec["mana"]["instructions"])
        g._log("605.3b", f"the mana ability resolves immediately: {it.text!r}", p)
    else:
        n = 1 if spec.get("mana_times") is None else max(0, ins.number(g, it, spec["mana_times"]))
        first = [{"add_mana": spec["mana"], "mana_times": n,
                  **{k: spec[k] for k in ("mana_only", "mana_cant", "mana_keep") if k in spec}}]
        g._log("605.3b", f"the mana ability resolves immediately: {p} adds {n} mana in a combination of "
                         f"{', '.join(spec['mana'].get('combination', ''))}", p)
    run(g, Process("mana_trigger", {"item": it, "instrs": first + list(spec.get("effect") or []), "pc": 0,
                                    "answers": {}, "tapped_for_mana": "{T}" in str(spec.get("cost") or "").upper()}))
