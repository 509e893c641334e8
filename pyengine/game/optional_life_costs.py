"""Optional additional costs of paying life that other permanents give to spells, with a cost
reduction for the spells they were paid for (601.2b, 601.2f, 118.7b-c): "As an additional cost to
cast white permanent spells, you may pay 2 life. Those spells cost {W} less to cast if you paid life
this way. This effect reduces only the amount of white mana you pay." (the Defilers).

Card data: a static `cost_modifier` with `if_paid_life: N` (and `spells`, `caster`,
`reduce_symbols`, `colored_only`): while casting a matching spell, its caster chooses for each such
ability whether to pay N life (601.2b, with the other optional additional costs; `pay_life` /
`no_pay_life`); the life is paid with the other costs (601.2h, 119.4); the reduction applies only to
the spells it was paid for (pyengine.game.casting: Game._cost_modifiers)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.state import Action, StackItem

if TYPE_CHECKING:
    from pyengine.game.loop import Game

PAID = "_paid_life_for"                 # StackItem.memory: the abilities the life was paid for


def offers(g: "Game", it: StackItem) -> list[tuple[str, int]]:
    """(ability key "OBJECT#N", life) of each such ability on the battlefield applying to the spell
    being cast (its characteristics on the stack, 601.2a; "you": its caster controls the permanent)."""
    from pyengine.game.instructions import cost_modifier_applies
    spell_ch = g.ch(it.id)
    out = []
    for oid in g.battlefield():
        for i, spec in g.abilities_of(oid, "static"):
            cm = spec.get("cost_modifier")
            if cm and cm.get("if_paid_life") and cost_modifier_applies(g, cm, oid, it, spell_ch):
                out.append((f"{oid}#{i}", int(cm["if_paid_life"])))
    return out


def paid_for(it: StackItem, oid: str, i) -> bool:
    """Was the optional life of ability i of permanent oid paid for this spell?"""
    return f"{oid}#{i}" in (it.memory.get(PAID) or ())


def choose(g: "Game", it: StackItem, p: str, d: dict, a) -> str | None:
    """601.2b: ask about the next such optional cost ("wait"), or record the answer to it
    ("answered"); None when every one has been answered."""
    asked = d.setdefault("optional_life", {})
    left = [(k, n) for k, n in offers(g, it) if k not in asked]
    if not left:
        return None
    k, n = left[0]
    src = k.rsplit("#", 1)[0]
    if a is None or a.kind not in ("pay_life", "no_pay_life"):
        # 119.4: paying N life is possible only with a life total of at least N
        can = n <= 0 or g.s.players[p].life >= n
        g._ask("optional_life", p, [Action("no_pay_life")] + ([Action("pay_life")] if can else []) + [Action("cancel")],
               f"{p}: pay {n} life as an additional cost of {it.text} ({g.name(src)})?", "601.2b")
        return "wait"
    asked[k] = a.kind == "pay_life"
    if a.kind == "pay_life":
        it.spec = {**it.spec, "costs": list(it.spec.get("costs") or []) + [{"pay_life": n}]}
        it.memory[PAID] = list(it.memory.get(PAID) or []) + [k]
        g._log("601.2b", f"{p} will pay {n} life as an additional cost of {it.text} ({g.name(src)})", p)
    return "answered"
