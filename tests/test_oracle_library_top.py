"""The top card of a library (401.5, 601.3, 305.1), compiled from Oracle text and played; each
expected value comes from the CR rule cited."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, permanents, play

CARDS = ["Courser of Kruphix", "Future Sight", "Grizzly Bears", "Forest", "Hill Giant"]


def _board(top: str, perm: str) -> str:
    return head(alice=[top, "Plains"]) + """
battlefield:
""" + permanents("Forest", ["f1", "f2"]) + f"""  - {{id: src, card: {perm}, controller: alice}}
hand: []
"""


def test_305_1_courser_of_kruphix_plays_a_land_from_the_top_of_the_library():
    """305.1, 116.2a: Courser of Kruphix, "You may play lands from the top of your library." --
    alice plays the Forest on top of her library; it's her land play for the turn (305.2)."""
    assert fully_compiled("Courser of Kruphix")
    g = play(_board("Forest", "Courser of Kruphix"), CARDS, ["alice: play la1"])
    assert g.obj("la1").zone == "battlefield"
    assert g.s.lands_played["alice"] == 1


def test_401_5_the_revealed_top_card_is_seen_by_every_player():
    """401.5: "Play with the top card of your library revealed." -- bob's view of the game shows
    alice's top card; without the ability it's hidden (401.2)."""
    from pyengine.game.api import view
    g = game(_board("Forest", "Courser of Kruphix"), CARDS, [])
    assert view(g, "bob")["players"]["alice"]["library_top"]["id"] == "la1"
    g2 = game(_board("Forest", "Grizzly Bears"), CARDS, [])
    assert "library_top" not in view(g2, "bob")["players"]["alice"]


def test_601_3_future_sight_casts_a_spell_from_the_top_of_the_library():
    """601.3: Future Sight, "You may play lands and cast spells from the top of your library." --
    alice casts the Grizzly Bears on top of her library, paying {1}{G}; it resolves."""
    assert fully_compiled("Future Sight")
    g = play(_board("Grizzly Bears", "Future Sight"), CARDS, ["alice: cast la1 library_top", "alice: pass", "bob: pass"])
    assert g.obj("la1").zone == "battlefield"


def test_601_3_only_the_top_card_and_only_spells_it_allows():
    """601.3: Courser of Kruphix allows lands only: Grizzly Bears on top can't be cast."""
    g = game(_board("Grizzly Bears", "Courser of Kruphix"), CARDS, [])
    assert not [a for a in g.legal_actions() if a.kind == "cast"]
