"""Printed characteristics (109.3): what a card (or a token's definition) is off the battlefield
and stack, with no continuous effect applied -- a card in a library or hand as printed, and an
object about to be created (303.4i: an Aura token's qualities before it exists)."""
from __future__ import annotations

from pyengine.cards.abilities import ability_key, text_of
from pyengine.layers.characteristics import Characteristics
from pyengine.model import CardDef


def printed_characteristics(card: CardDef, oid: str, zone: str, owner: str, controller: str | None = None,
                            commander: bool = False) -> Characteristics:
    """The characteristics of `card` as printed, for the object `oid` in `zone` (208.3: its power
    and toughness as printed). A level's abilities are had only through its static ability on the
    battlefield (711.2, 716.2a): gated abilities are left out."""
    keys = tuple(ability_key(a) for a in card.abilities if not a.gated)
    texts = {ability_key(a): a.text for a in card.abilities if not a.gated}
    return Characteristics(
        id=oid, name=card.name, zone=zone, owner=owner, controller=controller or owner,
        mana_value=card.mana_value, types=card.types, subtypes=card.subtypes, supertypes=card.supertypes,
        colors=card.colors, abilities=tuple(text_of(k, texts) for k in keys), ability_terms=keys,
        power=card.power, toughness=card.toughness, commander=commander)
