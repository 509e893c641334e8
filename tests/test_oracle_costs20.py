"""Costs, "unless" payments, restrictions and mana abilities compiled from the Oracle text of real
cards and played (CR 118, 601.2f-h, 602.1-2, 605, 106.12). Each expected value comes from the
Comprehensive Rules (cited) or the card's official rulings, never from the engine's own output."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, life, play  # noqa: F401


def test_205_2a_spell_mastery_counts_instant_and_or_sorcery_cards():
    """Ghitu Lavarunner (1/2): "As long as there are two or more instant and/or sorcery cards in
    your graveyard, this creature gets +1/+0 and has haste." One instant and one sorcery are two
    such cards (each card has one of the types, 205.2a); one instant and a land are not (611.3a:
    the effect exists only while the condition holds)."""
    assert fully_compiled("Ghitu Lavarunner")
    base = head() + """
battlefield:
  - {id: gl, card: Ghitu Lavarunner, controller: alice}
graveyard:
  - {id: g1, card: Lightning Bolt, owner: alice}
"""
    names = ["Ghitu Lavarunner"]
    g = game(base + "  - {id: g2, card: Plains, owner: alice}\n  - {id: g3, card: Divination, owner: bob}\n", names)
    assert (g.ch("gl").power, g.ch("gl").toughness) == (1, 2)
    assert ("kw", ("haste",)) not in g.ch("gl").ability_terms
    g = game(base + "  - {id: g2, card: Divination, owner: alice}\n", names)
    assert (g.ch("gl").power, g.ch("gl").toughness) == (2, 2)
    assert ("kw", ("haste",)) in g.ch("gl").ability_terms
