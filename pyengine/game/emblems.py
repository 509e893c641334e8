"""Emblems (CR 114): "[player] gets an emblem with [ability]" puts an emblem into the command
zone, owned and controlled by that player (114.2). An emblem has no characteristics other than its
abilities (114.3) -- no types, no mana cost, no color -- and is neither a card nor a permanent
(114.5). Its abilities function in the command zone (114.4): its static abilities are given to the
layer system with `functions_in: [command]`, its triggered abilities are collected from the command
zone (pyengine.game.triggers.collect).

The instruction is `emblem: {name, abilities}` with `player: REF` (default you); the emblem is an
object in the game state's `command` zone whose card is the mapping's abilities, compiled like a
token's (111.4)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.cards.card import parse_card, registered
from pyengine.cards.parse import Place
from pyengine.game.state import GameObject

if TYPE_CHECKING:
    from pyengine.game.loop import Game

_PLACE = Place("<emblem>", "emblem")


def create(g: "Game", player: str, spec: dict, source: str | None) -> str:
    """114.2: put an emblem with the spec's abilities into the command zone under `player`."""
    # An emblem has no name (114.3): "Emblem" here; each distinct emblem's abilities are its own
    # (pyengine.cards.card.registered gives a second, different emblem a key of its own)
    card = registered(g.cards, parse_card({"name": str(spec.get("name") or "Emblem"),
                                           "abilities": list(spec.get("abilities") or [])}, _PLACE))
    eid = g.new_id("emblem")
    g.s.objects[eid] = GameObject(id=eid, card=card, zone="command", owner=player, controller=player,
                                  timestamp=g.new_ts())
    g._dirty()
    g._log("114.2", f"{player} gets an emblem ({eid}) with "
           + "; ".join(f'"{a.text}"' for a in card.abilities if a.text)
           + (f", from {g.name(source)}" if source and source in g.s.objects else ""), player)
    return eid


def set_abilities(g: "Game", eid: str, spec: dict) -> None:
    """The emblem's abilities become the spec's (The Ring gains its abilities level by level as the
    Ring tempts its owner, 701.52c): the same object, its card compiled anew."""
    o = g.obj(eid)
    card = registered(g.cards, parse_card({"name": str(spec.get("name") or "Emblem"),
                                           "abilities": list(spec.get("abilities") or [])}, _PLACE))
    if card is not o.card:
        o.card = card
        g._dirty()

