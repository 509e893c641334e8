"""The hand-written cards (the shipped overrides, pyengine/data/cards/library.yaml, and the test
oracle, tests/data/hand-written-cards.yaml) in the one card model: printed
characteristics and Oracle text match the Oracle data, each ability stands for a line of the
Oracle text, and every part a feature reads (combat rules, replacement effects, targets,
instructions) was validated when the card was loaded."""
from __future__ import annotations

import json
import os
import re
from functools import lru_cache

import pytest

from pyengine.cards.compile import strip_reminder
from oracle_helpers import hand_written, library_specs
from pyengine.cards.library import CardLibrary
from pyengine.combat.rules import KINDS
from pyengine.replacement.effects import card_effects

ORACLE = os.path.join(os.path.dirname(__file__), "..", "..", "shared", "reference", "oracle-cards.json")


@lru_cache(maxsize=1)
def oracle() -> dict:
    if not os.path.exists(ORACLE):
        pytest.skip("oracle-cards.json not available")
    with open(ORACLE, encoding="utf-8") as f:
        return {c["name"]: c for c in json.load(f)}


CARDS = {s["name"]: hand_written(s) for s in library_specs()}
NAMES = sorted(CARDS)


def test_the_shipped_library_loads_with_the_overrides():
    lib = CardLibrary.bundled()
    assert lib.names() and all(lib.cards[n].extra.get("override") for n in lib.names())


@pytest.mark.parametrize("name", NAMES)
def test_printed_characteristics_match_oracle_data(name):
    card = CARDS[name]
    o = oracle().get(name)
    if o is None:
        pytest.skip(f"{name} not in the Oracle data")
    assert card.oracle_text == (o["text"] or "")
    assert card.mana_cost == (o.get("manaCost") or "")
    assert sorted(card.types) == sorted(t.lower() for t in o["types"])
    assert list(card.subtypes) == [s.replace("’", "'") for s in o["subtypes"]]
    if o.get("power") is not None and "*" not in o["power"]:
        assert card.power == int(o["power"])


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", strip_reminder(s)).strip().lower()


@pytest.mark.parametrize("name", NAMES)
def test_each_ability_stands_for_oracle_text(name):
    card = CARDS[name]
    text = _norm(card.oracle_text.replace("\n", " "))
    for ab in card.abilities:
        if not ab.text or str(ab.args[1] if len(ab.args) == 2 else "").endswith("cda"):
            continue
        if ab.kind in ("kw", "landwalk", "protection", "hexproof_from", "mana"):
            continue
        assert _norm(ab.text) in text, (name, ab.text)


def test_parts_were_validated_on_load():
    n_combat = n_repl = n_targets = 0
    for name in NAMES:
        card = CARDS[name]
        for ab in card.abilities:
            for r in ab.parts.get("combat") or ():
                assert r.kind in KINDS
                n_combat += 1
            if ab.parts.get("replacement"):
                n_repl += 1
            if ab.parts.get("targets") is not None and ab.parts["targets"].instances:
                n_targets += 1
        if any(ab.parts.get("replacement") for ab in card.abilities):
            effects = card_effects(card, "x", "alice", 1, "y")
            assert effects, name
            assert all(e.text for e in effects)
    # the library carries each kind of part (a regression guard for the migration)
    assert n_combat >= 10 and n_repl >= 15 and n_targets >= 20


@pytest.mark.parametrize("name", NAMES)
def test_every_oracle_line_is_an_ability(name):
    """Nothing a card says is dropped: each Oracle line (reminder text aside) is the text of one of
    its abilities, or part of its spell ability (an instant's or sorcery's whole text)."""
    card = CARDS[name]
    texts = " ".join(_norm(a.text) for a in card.abilities if a.text)
    kws = {_norm(a.text) for a in card.abilities if a.kind in ("kw", "landwalk", "protection", "hexproof_from")}
    spell = card.spell_ability is not None
    for line in card.oracle_text.splitlines():
        ln = _norm(line)
        if not ln or spell and set(card.types) & {"instant", "sorcery"}:
            continue
        parts = [p.strip() for p in re.sub(r"protection from (\w+) and from (\w+)",
                                           r"protection from \1, protection from \2", ln).split(",")]
        assert ln in texts or all(p in kws for p in parts), (name, line)
