"""Paying a cost while a spell or ability resolves (118.12, 605.3a, 119.4): mana from the pool or the
player's mana abilities, and life."""
from __future__ import annotations

from pyengine.events import Event
from pyengine.game.mana import choose_cost, parse_cost, pay_plan


def can_pay(g, p: str, mc) -> bool:
    """Can the player pay this cost now: life (119.4), and mana from the pool or their mana
    abilities (605.3a)?"""
    return g.s.players[p].life >= mc.life and \
        (pay_plan(g.s.pools[p], mc) is not None or g._autopay(p, mc) is not None)


def pay_now(g, p: str, mc) -> None:
    """Pay a cost while a spell or ability resolves, activating mana abilities for it (605.3a: a
    player may activate mana abilities when asked to pay mana during resolution); life paid is
    life lost (119.4)."""
    if pay_plan(g.s.pools[p], mc) is None:
        for src, sym in g._autopay(p, mc) or []:
            g._activate_mana(p, src, sym)
    pool = g.s.pools[p]
    for k, v in (pay_plan(pool, mc) or {}).items():
        pool[k] -= v
        if not pool[k]:
            del pool[k]
    if mc.life:
        g.perform([Event("life_loss", player=p, amount=mc.life)])


def can_pay_mana(g, p: str, cost: str) -> bool:
    return can_pay(g, p, choose_cost(parse_cost(cost), 0, {}))


def pay_mana(g, p: str, cost: str) -> None:
    pay_now(g, p, choose_cost(parse_cost(cost), 0, {}))
