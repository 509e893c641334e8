"""Devotion to two colors (700.5): "A player's devotion to [color 1] and [color 2] is equal to the number
of mana symbols among the mana costs of permanents that player controls that are [color 1], [color 2],
or both colors" -- so a hybrid symbol of both colors counts once. The two-color Theros gods ("As long as
your devotion to red and green is less than seven, Xenagos isn't a creature.") and March of the
Canonized's intervening if (603.4). Each test plays real cards compiled from their Oracle text; the
expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, pass_until, permanents

CARDS = ["Xenagos, God of Revels", "Mogis, God of Slaughter", "Karametra, God of Harvests", "Klothys, God of Destiny",
         "March of the Canonized", "Burning-Tree Emissary", "Boros Reckoner", "Knight of the White Orchid",
         "Tidehollow Sculler", "Vault Skirge", "Grizzly Bears"]
XEN = '"Xenagos, God of Revels"'


def _is_creature(g, oid: str) -> bool:
    return "creature" in g.ch(oid).types


def test_two_color_devotion_cards_compile():
    """700.5: the two-color devotion conditions are executed -- the cards are fully compiled."""
    for name in CARDS[:5]:
        assert fully_compiled(name), name


def test_700_5_a_hybrid_symbol_of_both_colors_counts_once():
    """700.5: Xenagos ({3}{R}{G}: 2) and two Burning-Tree Emissaries ({R/G}{R/G}: 2 each, each symbol
    counted once though it is red and green) give a devotion to red and green of 6, less than seven:
    Xenagos isn't a creature."""
    g = game(head() + "battlefield:\n" + permanents(XEN, ["xe"]) + permanents("Burning-Tree Emissary", ["b1", "b2"]),
             CARDS)
    assert not _is_creature(g, "xe")


def test_700_5_symbols_of_either_color_count():
    """700.5: Xenagos (2), a Burning-Tree Emissary (2) and Boros Reckoner ({R/W}{R/W}{R/W}: 3 red
    symbols) make 7 symbols that are red, green or both: Xenagos is a creature."""
    g = game(head() + "battlefield:\n" + permanents(XEN, ["xe"]) + permanents("Burning-Tree Emissary", ["b1"])
             + permanents("Boros Reckoner", ["br"]), CARDS)
    assert _is_creature(g, "xe")


def test_700_5_only_the_controllers_permanents_count():
    """700.5: permanents another player controls don't count toward alice's devotion: with the Boros
    Reckoner bob's, alice's devotion to red and green is 4."""
    g = game(head() + "battlefield:\n" + permanents(XEN, ["xe"]) + permanents("Burning-Tree Emissary", ["b1"])
             + permanents("Boros Reckoner", ["br"], who="bob"), CARDS)
    assert not _is_creature(g, "xe")


def test_700_5_other_colors_dont_count():
    """700.5: Grizzly Bears' {G} is neither white nor black: March (2), Knight of the White Orchid (2),
    Tidehollow Sculler (2) and the Bears make a devotion to white and black of 6 -- no Vampire Demon
    (counting the {G} would make it 7)."""
    g = game(head("untap", alice=4) + "battlefield:\n" + permanents('"March of the Canonized"', ["mc"])
             + permanents("Knight of the White Orchid", ["kw"]) + permanents("Tidehollow Sculler", ["ts"])
             + permanents("Grizzly Bears", ["gb"]), CARDS)
    pass_until(g, "alice", "draw")
    assert _vampire_demons(g) == 0


def _vampire_demons(g) -> int:
    return sum(1 for oid in g.battlefield() if "Vampire" in (g.ch(oid).subtypes or ()))


def test_603_4_march_of_the_canonized_below_seven_doesnt_trigger():
    """603.4, 700.5: March ({X}{W}{W}: 2), Knight of the White Orchid (2) and Tidehollow Sculler
    ({W}{B}: 2) give a devotion to white and black of 6 -- the upkeep ability doesn't trigger."""
    g = game(head("untap", alice=4) + "battlefield:\n" + permanents('"March of the Canonized"', ["mc"])
             + permanents("Knight of the White Orchid", ["kw"]) + permanents("Tidehollow Sculler", ["ts"]), CARDS)
    pass_until(g, "alice", "draw")
    assert _vampire_demons(g) == 0


def test_603_4_march_of_the_canonized_at_seven_makes_a_vampire_demon():
    """603.4, 700.5: with Vault Skirge ({1}{B/P}: 1 black symbol) the devotion is 7: the ability
    triggers and, still seven as it resolves, creates the 4/3 Vampire Demon."""
    g = game(head("untap", alice=4) + "battlefield:\n" + permanents('"March of the Canonized"', ["mc"])
             + permanents("Knight of the White Orchid", ["kw"]) + permanents("Tidehollow Sculler", ["ts"])
             + permanents("Vault Skirge", ["vs"]), CARDS)
    pass_until(g, "alice", "draw")
    assert _vampire_demons(g) == 1
