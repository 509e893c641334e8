"""601.2d: the division of an amount (damage, counters) among a spell's or ability's targets,
announced as it is cast or activated (601.2d, 602.2b) or put on the stack as a triggered ability
(603.3d): each target gets at least one. The division is kept in the stack item's memory
(`division`: target -> share); instructions.damage deals it (608.2b: a target that became illegal
gets nothing, the others keep their shares)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.game.state import Action, StackItem

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def compositions(n: int, k: int) -> list[tuple[int, ...]]:
    """Ways to divide n among k targets, each getting at least 1 (601.2d)."""
    if k == 1:
        return [(n,)] if n >= 1 else []
    return [(i,) + rest for i in range(1, n - k + 2) for rest in compositions(n - i, k - 1)]


def announce(g: "Game", it: StackItem, a: Any, rule: str, cancel: bool = False) -> str | None:
    """Ask the controller for the division of the item's amount among its chosen targets (or take
    the answer `a`). Returns "wait" while asking; sets it.memory["no_division"] when the amount
    can't give each target at least one (an illegal choice, 601.2d)."""
    from pyengine.game import instructions as ins
    total = it.spec.get("divide")
    if total is None or not it.targets or "division" in it.memory:
        return None
    n = ins.number(g, it, total)
    k = len(it.targets)
    reqs = it.spec.get("targets") or []
    req = next((r for r in (reqs if isinstance(reqs, list) else [reqs])
                if isinstance(r, dict) and r.get("divide") is not None), None)
    lo, hi = ins.target_count(req.get("count"), it.x, req["divide"]) if req else (1, k)
    if n < k or not lo <= k <= hi:           # 601.2c: as many targets as the text allows
        it.memory["no_division"] = True
        return None
    p = it.controller
    if k == 1:
        it.memory["division"] = {it.targets[0]: n}
    elif a is None or a.kind != "divide":
        g._ask("divide", p, [Action("divide", c) for c in compositions(n, k)] + ([Action("cancel")] if cancel else []),
               f"divide {n} among {', '.join(it.targets)} (each at least 1)", rule)
        return "wait"
    else:
        it.memory["division"] = dict(zip(it.targets, a.args))
    g._log(rule, f"{p} divides {n}: " + ", ".join(f"{v} to {g.name(t)}" for t, v in it.memory["division"].items()), p)
    return None
