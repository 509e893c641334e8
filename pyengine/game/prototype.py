"""Prototype (CR 702.160, 718): a prototype card may be cast "prototyped" (the action
`cast ID prototype`), with its alternative mana cost, power and toughness.

718.3a-b: while it is cast, and as the prototyped spell and the permanent it becomes, the object
has only the alternative mana cost, power and toughness, and the colors of that mana cost. The
object's card is swapped for the card with those characteristics (`prototyped_card`, the same
abilities and name; 718.5), so every feature reads them: the layer system (a copy of it copies
them, 718.3d), printed characteristics on the stack, mana value. 718.4: once it leaves the stack
(other than to become the permanent) or the battlefield, it is the card with its normal
characteristics again (`restore`, on the zone change, 400.7)."""
from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from pyengine.cards.card import colors_of_cost
from pyengine.cards.parse import mana_value_of
from pyengine.model import COLORS, CardDef

if TYPE_CHECKING:
    from pyengine.game.loop import Game

_PROTOTYPED: dict[int, tuple[CardDef, CardDef]] = {}


def prototyped_card(card: CardDef, part: dict) -> CardDef:
    """The card with the prototype's mana cost, power and toughness and the colors of that cost
    (718.3b; a color indicator still counts, 204.1); memoised (cards are immutable)."""
    hit = _PROTOTYPED.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    cost = str(part["cost"])
    colors = set(colors_of_cost(cost)) | set(card.color_indicator or ())
    out = replace(card, mana_cost=cost, mana_value=mana_value_of(cost),
                  colors=tuple(c for c in COLORS if c in colors),
                  power=int(part["power"]), toughness=int(part["toughness"]), power_star=False, toughness_star=False,
                  extra={**card.extra, "prototype_of": card})
    _PROTOTYPED[id(card)] = (card, out)
    return out


def cast_prototyped(g: "Game", oid: str, part: dict) -> None:
    """718.3: the player casts the card as a prototyped spell."""
    o = g.obj(oid)
    o.card = prototyped_card(o.card, part)
    g.s.states_seen[f"prototyped:{oid}"] = True
    g._dirty()
    g._log("718.3b", f"{g.name(oid)} is cast prototyped: mana cost {part['cost']}, "
                     f"{part['power']}/{part['toughness']}")


def restore(g: "Game", oid: str, frm: str, to: str) -> None:
    """718.4: leaving the stack (other than to become the permanent) or the battlefield, a
    prototyped object is its card with its normal characteristics again."""
    o = g.s.objects.get(oid)
    if o is None or "prototype_of" not in o.card.extra:
        return
    if frm in ("stack", "battlefield") and not (frm == "stack" and to == "battlefield"):
        o.card = o.card.extra["prototype_of"]
        g.s.states_seen.pop(f"prototyped:{oid}", None)
        g._dirty()
