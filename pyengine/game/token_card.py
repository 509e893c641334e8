"""The card a token is created from (111.2-111.4): its definition in the effect (a mapping), a
named predefined token, or the copiable values of the object it copies (707.2, 111.10)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.cards.card import parse_card
from pyengine.game.copy_freeze import copiable_card
from pyengine.game.lookups import _PLACE
from pyengine.model import CardDef

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def token_card(g: "Game", token: Any) -> CardDef:
    if isinstance(token, dict) and "copy_of" in token:
        return copiable_card(g, token["copy_of"], token.get("except"))
    return parse_card(token, _PLACE) if isinstance(token, dict) else g.cards[str(token)]
