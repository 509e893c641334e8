"""Timestamps (613.7): an Equipment receives a new timestamp each time it becomes attached (613.7e), an
object each time it enters a zone (613.7d), so an Equipment moved onto a creature applies after the
Equipment already there. The 613.7a example (Rune of Flight on Colossus Hammer). Each test plays real
cards compiled from their Oracle text; the expected answer comes from the CR rule cited in its
docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, permanents

CARDS = ["Wrecking Ball Arm", "Hulkbuster Armor", "Grizzly Bears", "Mountain", "Colossus Hammer", "Rune of Flight",
         "Serra Angel"]
PASS = ["alice: pass", "bob: pass"]


def _flying(g, oid: str) -> bool:
    return ("kw", ("flying",)) in g.ch(oid).ability_terms


def test_cards_compile():
    """613.4b: the Equipment setting base power and toughness, and the 613.7a example's cards, are fully
    compiled."""
    for name in ("Wrecking Ball Arm", "Hulkbuster Armor", "Colossus Hammer", "Rune of Flight"):
        assert fully_compiled(name), name


def _two_equipment():
    return head() + """battlefield:
  - {id: hb, card: Hulkbuster Armor, controller: alice, attached_to: y}
  - {id: wa, card: Wrecking Ball Arm, controller: alice, attached_to: x}
  - {id: x, card: Grizzly Bears, controller: alice}
  - {id: y, card: Grizzly Bears, controller: alice}
""" + permanents("Mountain", [f"m{i}" for i in range(6)])


def test_613_4b_613_7_the_later_equipment_sets_base_power_and_toughness():
    """613.4b, 613.7: Hulkbuster Armor (older) on one Bears makes it 9/9; Wrecking Ball Arm (newer) on
    the other makes it 7/7 -- each alone."""
    g = game(_two_equipment(), CARDS, [])
    assert (g.ch("x").power, g.ch("x").toughness) == (7, 7)
    assert (g.ch("y").power, g.ch("y").toughness) == (9, 9)


def test_613_7e_an_equipment_moved_onto_a_creature_gets_a_new_timestamp():
    """613.7e, 613.4b: Hulkbuster Armor (on the battlefield before Wrecking Ball Arm) is equipped to the
    Bears already carrying the Arm. As it becomes attached it receives a new timestamp, later than the
    Arm's: its "base power and toughness 9/9" applies last -- the Bears are 9/9 with flying."""
    g = game(_two_equipment(), CARDS, ["alice: activate hb 3 target=x"] + PASS)
    assert g.obj("hb").attached_to == "x"
    assert (g.ch("x").power, g.ch("x").toughness) == (9, 9) and _flying(g, "x")
    assert (g.ch("y").power, g.ch("y").toughness) == (2, 2)


def test_613_7a_example_rune_of_flight_on_colossus_hammer():
    """613.7a (its example): Rune of Flight, attached to Colossus Hammer, grants it "Equipped creature
    has flying"; the Hammer ("Equipped creature gets +10/+10 and loses flying") becomes attached to
    Serra Angel. Both of the Hammer's abilities get new timestamps, the granted one still after its own:
    the Angel gets +10/+10, loses flying, then has flying -- a 14/14 with flying."""
    g = game(head() + """battlefield:
  - {id: ch, card: Colossus Hammer, controller: alice}
  - {id: rf, card: Rune of Flight, controller: alice, attached_to: ch}
  - {id: sa, card: Serra Angel, controller: alice}
""" + permanents("Mountain", [f"m{i}" for i in range(8)]), CARDS, ["alice: activate ch 2 target=sa"] + PASS)
    assert g.obj("ch").attached_to == "sa"
    assert (g.ch("sa").power, g.ch("sa").toughness) == (14, 14) and _flying(g, "sa")
