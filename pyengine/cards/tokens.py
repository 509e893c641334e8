"""The card a token is (CR 111.4, 111.10): a card given inline, a library card by name, or a copy
of an object (707.2)."""
from __future__ import annotations

from typing import Any

from pyengine.cards.card import parse_card
from pyengine.cards.parse import Place
from pyengine.model import Scenario
from pyengine.replacement.effects import _thaw


def token_card(token: Any, scenario: Scenario, library, where: Place | None = None):
    """The card a token being created would be (111.4): {card: name | mapping} or {copy_of: id}."""
    w = where or Place(scenario.file, "token")
    token = _thaw(token)
    if isinstance(token, str):
        token = {"card": token}
    if not isinstance(token, dict):
        raise w.error(f"got {token!r}", expected="{card: <name or card mapping>} or {copy_of: <object id>}")
    if "card" not in token and "copy_of" not in token and "name" in token:
        return parse_card(token, w)          # the game loop's form: the token's card itself
    if "copy_of" in token:
        try:
            return scenario.obj(str(token["copy_of"])).card
        except KeyError:
            raise w.error(f"unknown object {token['copy_of']!r}", expected="an object id") from None
    c = token.get("card")
    if isinstance(c, dict):
        return parse_card(c, w.at("card", token))
    if isinstance(c, str):
        return library.get(c, w.at("card", token))
    raise w.error(f"got {token!r}", expected="{card: <name or card mapping>} or {copy_of: <object id>}")
