"""Costs to attack (CR 508.1d, 508.1h-j): "Creatures can't attack you unless their controller pays
{2} for each creature they control that's attacking you" (attack_cost rules of pyengine.combat).
Such a cost is never required (508.1d: the combat program, asp_rules/combat_attack.lp, doesn't
count it toward requirements); once the attackers are chosen the active player determines the
total cost (508.1h), may activate mana abilities (508.1i) and pays it all (508.1j). A declaration
whose total cost the player can't pay is illegal (508.1, rewound by the game loop)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.mana import choose_cost, parse_cost
from pyengine.game.paying import can_pay_mana, pay_mana

if TYPE_CHECKING:
    from pyengine.game.loop import Game

COST_KINDS = ("attack_cost", "attack_cost_player_or_planeswalkers")


def _defending_player(g: "Game", d: str) -> str | None:
    """The player an attack at `d` (a player or a planeswalker) is an attack on or under."""
    if d in g.s.players:
        return d
    o = g.s.objects.get(d)
    return g.ch(d).controller if o is not None and o.zone == "battlefield" else None


def costs(g: "Game", declared: list[tuple[str, str]], rules) -> list[tuple[str, str, str]]:
    """(attacker, cost, rule source) for each cost to attack the declaration involves: one per
    attacker and per rule (508.1h). `rules`: the combat rules in force (pyengine.combat.rules
    ActiveRule)."""
    out = []
    for ar in rules:
        r = ar.rule
        if r.kind not in COST_KINDS:
            continue
        who = r.param("player")
        p = ar.controller if who == "controller" else who
        for att, d in declared:
            if att not in ar.objects:
                continue
            if d == p or (r.kind == "attack_cost_player_or_planeswalkers" and d not in g.s.players
                          and "planeswalker" in g.ch(d).types and _defending_player(g, d) == p):
                out.append((att, str(r.param("cost")), ar.source))
    return out


def total(parts: list[tuple[str, str, str]]) -> str:
    """508.1h: the total cost, locked in (mana symbols added up)."""
    return choose_cost(parse_cost("".join(c for _a, c, _s in parts)), 0, {}).text() if parts else ""


def pay(g: "Game", declared: list[tuple[str, str]], rules) -> tuple[bool, str]:
    """508.1h-j: determine and pay the total cost to attack. (False, why) when the active player
    can't pay it (the declaration is illegal); (True, "") otherwise (paid, or nothing to pay)."""
    parts = costs(g, declared, rules)
    if not parts:
        return True, ""
    p = g.s.active
    cost = total(parts)
    g._log("508.1h", f"the total cost to attack is {cost} (" +
           ", ".join(f"{c} for {g.name(a)}" for a, c, _s in parts) + ")", p)
    if not can_pay_mana(g, p, cost):
        return False, f"508.1h: {p} can't pay the total cost to attack, {cost}"
    pay_mana(g, p, cost)                       # 508.1i: mana abilities activated; 508.1j: paid
    g._log("508.1j", f"{p} pays {cost} to attack", p)
    return True, ""
