"""The combat card data: every card in pyengine/data/cards/combat.yaml carries its real Oracle
text, and every combat rule in pyengine/data/combat_rules.yaml names an existing ability whose text
is a line of that Oracle text."""
from __future__ import annotations

import json
import os

import pytest
import yaml
from importlib import resources

from pyengine.cards.parse import CardLibrary
from pyengine.combat.rules import KINDS, bundled_card_rules

ORACLE = "/work/shared/reference/oracle-cards.json"


def _combat_cards() -> list[dict]:
    text = resources.files("pyengine").joinpath("data/cards/combat.yaml").read_text(encoding="utf-8")
    return yaml.safe_load(text)


@pytest.mark.skipif(not os.path.exists(ORACLE), reason="Oracle data not available")
def test_oracle_text_matches_oracle_cards_json():
    oracle = {}
    for c in json.load(open(ORACLE, encoding="utf-8")):
        oracle.setdefault(c["name"], c)
    for card in _combat_cards():
        o = oracle[card["name"]]
        assert card["oracle"] == o["text"], card["name"]
        assert card.get("power") == (int(o["power"]) if o.get("power") else None), card["name"]
        assert card["mana_cost"] == o["manaCost"], card["name"]


def test_registry_entries_name_real_abilities():
    lib = CardLibrary.bundled()
    for entry in bundled_card_rules():
        card = lib.cards[entry.card]
        ab = card.abilities[entry.ability - 1]
        assert ab.args == (entry.card, entry.ability), entry
        assert (ab.text or "") in card.oracle_text, entry
        for r in entry.rules:
            assert r.kind in KINDS
