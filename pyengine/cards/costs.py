"""Costs of activated abilities beyond mana, {T} and sacrifice (602.1a, 118): the `costs:` list of
an activated ability (docs/cards.md), validated when the card is loaded; the game loop pays them
(pyengine.game.costs).

Each entry is a one-key mapping, paid in order after the mana (601.2h, 602.2b):
  {discard: N, filter: F}           discard N cards from your hand (matching F: "a creature card")
  {discard: 1, random: true}        discard a card at random (701.8b: the game picks it)
  {pay_life: N}                     pay N life (119.4: only with a life total of at least N)
  {pay_energy: N}                   pay {E} N times: remove N energy counters from yourself (107.14)
  {remove_counters: N, kind: K}     remove N K counters from the ability's source (122.8); kind
                                    `any`: of a kind the player chooses among those on it ("Remove a
                                    counter from this creature"); N `any`: as many as the player
                                    chooses, 0 or more ("Remove any number of storage counters");
                                    `on: F`: from a permanent you control matching F, chosen as the
                                    cost is paid ("Remove a counter from a creature you control")
  {put_counters: N, kind: K}        put N K counters on the ability's source (122.6; 118.3: a cost it
                                    can't have put on it can't be paid, 101.2); `on: F`: on a
                                    permanent you control matching F, chosen as the cost is paid
  {tap: F, count: N}                tap N untapped permanents you control matching F (302.6
                                    doesn't apply: the cost isn't the permanent's own {T})
  {exile: F, count: N, from: hand}  exile N cards matching F from your graveyard (from your hand,
                                    with `from: hand`; from among permanents you control other than
                                    the source and/or cards in your graveyard, with `from:
                                    battlefield_or_graveyard`: craft's materials, 702.167a-b)
  {return_to_hand: F, count: N}     return N permanents you control matching F to their owner's hand
  {sacrifice: F, count: N}          sacrifice N permanents you control matching F (701.17a)
  {reveal: F}                       reveal a card matching F from your hand (701.16a; it stays there)
  {exile_top: N}                    exile the top N cards of your library (118.3: only with N there);
                                    `from: graveyard`: of your graveyard (404.1: the last ones put
                                    there; a token there isn't a card, 111.1); with `filter: F`
                                    (from a graveyard only) the topmost cards matching F ("the top
                                    creature card of your graveyard")
  {mill: N}                         mill N cards (701.13a; 118.3: only with N cards in your library)
  {unattach: ID}                    unattach the Equipment ID from the ability's source (701.3d; only
                                    while it is attached to it): the granting Equipment of an ability
                                    it grants ("{T}, Unattach Leonin Bola: ...", 201.5a)
  {exert: self}                     exert the ability's source (701.39a: it doesn't untap during its
                                    controller's next untap step; 701.39c: only on the battlefield)
  (any N may be `x`: the value of X its controller announces as the spell is cast or the ability
  activated, 107.3a, 601.2b -- "Sacrifice X lands", "discard X cards", "pay X life")
  {choose: [[COST, ...], ...]}      one of the alternatives, chosen by the player as the spell or
                                    ability is proposed (601.2b, 602.2b): "sacrifice a creature or
                                    pay {3}"; an alternative may be {mana: "{3}"}, added to the
                                    total cost (601.2f)
"""
from __future__ import annotations

import re
from typing import Any

from pyengine.cards.parse import Place, parse_filter

COST_KINDS = ("discard", "pay_life", "pay_energy", "remove_counters", "put_counters", "tap", "exile", "return_to_hand",
              "sacrifice", "reveal", "choose", "mana", "exert", "exile_top", "mill", "unattach")
_EXTRA_KEYS = {"discard": {"filter", "random"}, "pay_life": set(), "pay_energy": set(), "remove_counters": {"kind", "on"},
               "put_counters": {"kind", "on"}, "tap": {"count"},
               "exile": {"count", "from"}, "return_to_hand": {"count"}, "sacrifice": {"count"}, "reveal": set(), "choose": set(),
               "mana": set(), "exert": set(), "exile_top": {"from", "filter"}, "mill": set(), "unattach": set()}


def _count(v: Any, w: Place) -> int | str:
    if v == "x":                          # 107.3a: the value announced for X as it's cast or activated
        return v
    if isinstance(v, bool) or not isinstance(v, int) or v < 0:
        raise w.error(f"got {v!r}", expected="a whole number, or x (the value announced for X, 107.3a)")
    return v


def validate_costs(costs: Any, w: Place, alternative: bool = False) -> list[dict]:
    """The `costs:` list of an activated ability, checked (an error names the place)."""
    if not isinstance(costs, list):
        raise w.error(f"got {costs!r}", expected="a list of costs such as {discard: 1} or {pay_life: 2}")
    out = []
    for i, c in enumerate(costs):
        cw = w.at(i, costs)
        kinds = [k for k in COST_KINDS if isinstance(c, dict) and k in c]
        if len(kinds) != 1:
            raise cw.error(f"got {c!r}", expected="one of " + ", ".join(COST_KINDS))
        k = kinds[0]
        bad = set(c) - {k} - _EXTRA_KEYS[k]
        if bad:
            raise cw.error(f"unknown key {sorted(bad)[0]!r} of a {k} cost",
                           expected=", ".join(sorted({k} | _EXTRA_KEYS[k])))
        if k in ("discard", "pay_life", "pay_energy", "remove_counters", "put_counters", "exile_top", "mill") and not (k == "remove_counters" and c[k] == "any"):
            _count(c[k], cw.at(k, c))
        if k in ("remove_counters", "put_counters") and "on" in c:
            parse_filter(c["on"], cw.at("on", c))
        if k == "exert" and c[k] != "self":
            raise cw.at(k, c).error(f"got {c[k]!r}", expected="self (the ability's source, 701.39a)")
        if k == "mana":
            if not alternative or not isinstance(c[k], str) or not re.fullmatch(r"(\{[^{}]+\})+", c[k]):
                raise cw.error(f"got {c!r}", expected="{mana: '{3}'} as one alternative of a choose cost")
        if k == "choose":
            alts = c[k]
            if not isinstance(alts, list) or len(alts) < 2:
                raise cw.at(k, c).error(f"got {alts!r}", expected="two or more alternatives, each a list of costs")
            for j, alt in enumerate(alts):
                validate_costs(alt, cw.at(k, c).at(j, alts), alternative=True)
        if k in ("tap", "exile", "return_to_hand", "sacrifice", "reveal"):
            parse_filter(c[k], cw.at(k, c))
        if "filter" in c:
            parse_filter(c["filter"], cw.at("filter", c))
        if "count" in c:
            _count(c["count"], cw.at("count", c))
        if "from" in c and c["from"] not in ("graveyard", "hand", "battlefield_or_graveyard"):
            raise cw.at("from", c).error(f"got {c['from']!r}", expected="graveyard, hand or battlefield_or_graveyard")
        if k in ("remove_counters", "put_counters") and not isinstance(c.get("kind"), str):
            raise cw.error(f"got {c!r}", expected=f"{{{k}: N, kind: '+1/+1'}}")
        out.append(dict(c))
    return out


def cost_text(alt: list[dict]) -> str:
    """'sacrifice a creature', 'pay {3}', ... (what a player chooses among, 601.2b)."""
    out = []
    for c in alt:
        if "mana" in c:
            out.append(f"pay {c['mana']}")
        elif "pay_life" in c:
            out.append(f"pay {c['pay_life']} life")
        elif "pay_energy" in c:
            out.append("pay " + "{E}" * int(c["pay_energy"]))
        elif "remove_counters" in c:
            out.append(f"remove {c['remove_counters']} {c.get('kind', '')} counter(s)")
        elif "put_counters" in c:
            out.append(f"put {c['put_counters']} {c.get('kind', '')} counter(s)")
        elif "exile_top" in c:
            out.append(f"exile the top {c['exile_top']} card(s) of your {c.get('from', 'library')}")
        elif "mill" in c:
            out.append(f"mill {c['mill']}")
        elif "choose" in c:                         # alternatives (601.2b)
            out.append(" or ".join(cost_text(a) for a in c["choose"]))
        else:
            k = next(k for k in c if k in COST_KINDS)
            n = c.get("count", c[k] if isinstance(c[k], int) else 1)
            f = c.get("filter", c[k]) if not isinstance(c[k], int) else c.get("filter", "card")
            out.append(f"{k} {n} {f}")
    return " and ".join(out)


def cost_times(entries: list[dict], n: int) -> list[dict]:
    """A cost paid n times ("for each age counter on it", 702.24a): each part n times over."""
    out = []
    for c in entries:
        c = dict(c)
        if "mana" in c:
            c["mana"] = str(c["mana"]) * n
        for k in ("pay_life", "pay_energy", "discard", "remove_counters", "put_counters"):
            if k in c:
                c[k] = int(c[k]) * n
        if any(k in c for k in ("tap", "exile", "return_to_hand", "sacrifice")):
            c["count"] = int(c.get("count", 1)) * n
        out.append(c)
    return out
