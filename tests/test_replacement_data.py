"""The card data of the replacement machinery: Oracle text matches oracle-cards.json, and every
replacement ability points at the card ability it belongs to."""
from __future__ import annotations

import json
from functools import lru_cache

import pytest

from pyengine.cards.parse import CardLibrary
from pyengine.replacement.effects import card_effects, card_replacements

ORACLE = "/work/shared/reference/oracle-cards.json"


@lru_cache(maxsize=1)
def oracle() -> dict:
    try:
        with open(ORACLE, encoding="utf-8") as f:
            return {c["name"]: c for c in json.load(f)}
    except FileNotFoundError:
        pytest.skip("oracle-cards.json not available")


@pytest.mark.parametrize("name", sorted(card_replacements()))
def test_replacement_card_oracle_text(name):
    entry = card_replacements()[name]
    assert entry.oracle == oracle()[name]["text"]
    card = CardLibrary.bundled().cards[name]
    assert card.oracle_text == oracle()[name]["text"]


@pytest.mark.parametrize("name", sorted(card_replacements()))
def test_replacement_abilities_point_at_card_abilities(name):
    card = CardLibrary.bundled().cards[name]
    effects = card_effects(name, "x", "alice", 1, "y")
    assert effects, name
    for (spec, _), eff in zip(card_replacements()[name].specs, effects):
        k = spec["ability"]
        ab = card.abilities[k - 1]
        assert ab.args == (name, k)
        assert eff.text == ab.text            # the Oracle line of that ability


def test_bundled_replacement_cards_have_oracle_text():
    lib = CardLibrary.bundled()
    import yaml
    from importlib import resources
    data = yaml.safe_load(resources.files("pyengine").joinpath("data/cards/replacement.yaml").read_text())
    for c in data:
        assert lib.cards[c["name"]].oracle_text == oracle()[c["name"]]["text"], c["name"]
