"""Paying a cost while a spell or ability resolves (118.12, 605.3a, 119.4): mana from the pool or the
player's mana abilities, and life."""
from __future__ import annotations

from pyengine.events import life_payment
from pyengine.game import mana_rules
from pyengine.game.mana import choose_cost, parse_cost


def can_pay(g, p: str, mc) -> bool:
    """Can the player pay this cost now: life (119.4), and mana from the pool or their mana
    abilities (605.3a)?"""
    return g.s.players[p].life >= mc.life and \
        (mana_rules.plan(g, p, None, mc) is not None or g._autopay(p, mc) is not None)


def pay_now(g, p: str, mc) -> None:
    """Pay a cost while a spell or ability resolves, activating mana abilities for it (605.3a: a
    player may activate mana abilities when asked to pay mana during resolution); life paid is
    life lost (119.4)."""
    if mana_rules.plan(g, p, None, mc) is None:
        for src, sym in g._autopay(p, mc) or []:
            g._activate_mana(p, src, sym)
    if mana_rules.plan(g, p, None, mc) is not None:     # (106.6: not mana only for spells or abilities)
        mana_rules.spend(g, p, None, mc)
    pay_life(g, p, mc.life)


def pay_life(g, p: str, n: int, source: str | None = None) -> None:
    """Player p pays n life, for any cost or effect (119.4: the payment is a loss of that much
    life; 119.4b: paying 0 life does nothing). The one place the game pays life: the payment is one
    event (pyengine.events.life_payment) that replacement effects may replace (614.1a: "If you
    would pay life, ... instead"). Whether p may pay is checked before (119.4: a life total of at
    least n), replaced or not."""
    if n > 0:
        g.perform([life_payment(p, n, source)])


def can_pay_mana(g, p: str, cost: str) -> bool:
    return can_pay(g, p, choose_cost(parse_cost(cost), 0, {}))


def pay_mana(g, p: str, cost: str) -> None:
    pay_now(g, p, choose_cost(parse_cost(cost), 0, {}))
