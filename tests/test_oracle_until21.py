"""Revealing cards from the top of a library until a card of a kind is revealed (701.16a, 608.2c):
"Reveal cards from the top of your library until you reveal a land card. Put that card onto the
battlefield tapped and the rest on the bottom of your library in a random order." Each test plays
real cards compiled from their Oracle text; the expected answer comes from the CR rule cited in its
docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, permanents, play, rules
from pyengine.game.players import run_script


def _zones(g, ids) -> list[str]:
    return [g.obj(c).zone for c in ids]


def _lookout(library: list[str]):
    return play(head(alice=library) + "battlefield:\n" + permanents("Forest", ["f1", "f2", "f3"])
                + "hand:\n  - {id: look, card: Clifftop Lookout, owner: alice}\n",
                ["Clifftop Lookout"], ["alice: cast look", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])


def test_701_16a_clifftop_lookout_puts_the_first_land_revealed_onto_the_battlefield_tapped():
    """701.16a, 608.2c: Clifftop Lookout enters; alice reveals Grizzly Bears, Lightning Bolt, then
    Forest, the first land card, and stops. The Forest enters tapped; the Bears and the Bolt go to
    the bottom of her library, under the two cards never revealed."""
    assert fully_compiled("Clifftop Lookout")
    g = _lookout(["Grizzly Bears", "Lightning Bolt", "Forest", "Island", "Plains"])
    assert "701.16a" in rules(g)
    assert g.obj("la3").zone == "battlefield" and g.obj("la3").tapped
    assert g.obj("la3").controller == "alice"
    lib = g.s.library["alice"]
    assert lib[:2] == ["la4", "la5"] and set(lib[2:]) == {"la1", "la2"}


def test_701_16a_no_land_in_the_library_reveals_all_of_it_and_puts_nothing():
    """701.16a: with no land card in the library, every card is revealed and none is found; nothing
    enters, and all of them go to the bottom: the library holds the same cards."""
    g = _lookout(["Grizzly Bears", "Lightning Bolt", "Serra Angel"])
    assert not any(g.obj(c).zone == "battlefield" for c in ("la1", "la2", "la3"))
    assert sorted(g.s.library["alice"]) == ["la1", "la2", "la3"]


def test_701_16a_balustrade_spy_mills_until_a_land_including_the_land():
    """701.16a, 608.2c: Balustrade Spy: "target player reveals cards from the top of their library
    until they reveal a land card, then puts those cards into their graveyard." -- "those cards" are
    all the revealed cards, the land among them; bob's fourth card stays in his library."""
    assert fully_compiled("Balustrade Spy")
    g = play(head(bob=["Grizzly Bears", "Lightning Bolt", "Island", "Plains"]) + "battlefield:\n"
             + permanents("Swamp", ["s1", "s2", "s3", "s4"])
             + "hand:\n  - {id: spy, card: Balustrade Spy, owner: alice}\n",
             ["Balustrade Spy"], ["alice: cast spy", "alice: pass", "bob: pass", "alice: target bob",
                                  "alice: pass", "bob: pass"])
    assert _zones(g, ("lb1", "lb2", "lb3", "lb4")) == ["graveyard", "graveyard", "graveyard", "library"]
    assert all(g.obj(c).owner == "bob" for c in ("lb1", "lb2", "lb3"))


def test_701_16a_sacred_guide_finds_a_white_card_and_exiles_the_others():
    """701.16a, 608.2c: Sacred Guide: "Reveal cards from the top of your library until you reveal a
    white card. Put that card into your hand and exile all other cards revealed this way." -- the
    Bears (green) are exiled, Serra Angel (white) goes to alice's hand; the Plains under it, never
    revealed, stays."""
    assert fully_compiled("Sacred Guide")
    g = play(head(alice=["Grizzly Bears", "Serra Angel", "Plains"]) + "battlefield:\n"
             + permanents("Plains", ["p1", "p2"]) + permanents("Sacred Guide", ["guide"]),
             ["Sacred Guide"], ["alice: activate guide 1", "alice: pass", "bob: pass"])
    assert _zones(g, ("la1", "la2", "la3")) == ["exile", "hand", "library"]
    assert g.obj("guide").zone == "graveyard"


def test_701_16a_treasure_hunt_puts_every_revealed_card_into_the_hand():
    """701.16a: Treasure Hunt: "Reveal cards from the top of your library until you reveal a nonland
    card, then put all cards revealed this way into your hand." -- two lands and the Bears."""
    assert fully_compiled("Treasure Hunt")
    g = play(head(alice=["Forest", "Island", "Grizzly Bears", "Plains"]) + "battlefield:\n"
             + permanents("Island", ["i1", "i2"]) + "hand:\n  - {id: th, card: Treasure Hunt, owner: alice}\n",
             ["Treasure Hunt"], ["alice: cast th", "alice: pass", "bob: pass"])
    assert _zones(g, ("la1", "la2", "la3", "la4")) == ["hand", "hand", "hand", "library"]


def test_701_16a_skyserpent_seeker_reveals_until_two_lands():
    """701.16a, 702.177a: Skyserpent Seeker's exhaust ability: "Reveal cards from the top of your
    library until you reveal two land cards. Put those land cards onto the battlefield tapped and
    the rest on the bottom of your library in a random order. Put a +1/+1 counter on this
    creature." -- the revealing stops at the second land; the Bolt between them goes to the
    bottom, the card after the second land is never revealed."""
    assert fully_compiled("Skyserpent Seeker")
    g = play(head(alice=["Forest", "Lightning Bolt", "Island", "Grizzly Bears", "Plains"]) + "battlefield:\n"
             + permanents("Plains", ["p1", "p2", "p3", "p4"]) + permanents("Skyserpent Seeker", ["sky"]),
             ["Skyserpent Seeker"], ["alice: activate sky 3", "alice: pass", "bob: pass"])
    assert _zones(g, ("la1", "la3")) == ["battlefield", "battlefield"]
    assert g.obj("la1").tapped and g.obj("la3").tapped
    assert g.s.library["alice"] == ["la4", "la5", "la2"]
    assert counters(g, "sky") == 1


def test_701_16a_polymorph_the_destroyed_creatures_controller_puts_the_creature_found():
    """701.16a, 110.2a, 608.2h: Polymorph destroys bob's Bears; "Its controller reveals cards from
    the top of their library until they reveal a creature card. The player puts that card onto the
    battlefield, then shuffles all other cards revealed this way into their library." -- bob (the
    Bears' controller, read as it last existed) reveals the Bolt and then Serra Angel; the Angel
    enters under bob's control and the Bolt stays in his library, which is shuffled (701.20a)."""
    assert fully_compiled("Polymorph")
    g = play(head(bob=["Lightning Bolt", "Serra Angel", "Island"]) + "battlefield:\n"
             + permanents("Island", ["i1", "i2", "i3", "i4"]) + permanents("Grizzly Bears", ["bear"], "bob")
             + "hand:\n  - {id: poly, card: Polymorph, owner: alice}\n",
             ["Polymorph"], ["alice: cast poly target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard"
    assert g.obj("lb2").zone == "battlefield" and g.obj("lb2").controller == "bob"
    assert sorted(g.s.library["bob"]) == ["lb1", "lb3"] and "701.20a" in rules(g)


def test_701_16a_hermit_druid_puts_the_basic_land_in_hand_and_the_others_in_the_graveyard():
    """701.16a, 608.2c: Hermit Druid: "Reveal cards from the top of your library until you reveal a
    basic land card. Put that card into your hand and all other cards revealed this way into your
    graveyard." -- the Bears and the Bolt to the graveyard, the Forest to alice's hand."""
    assert fully_compiled("Hermit Druid")
    g = play(head(alice=["Grizzly Bears", "Lightning Bolt", "Forest", "Island"]) + "battlefield:\n"
             + permanents("Forest", ["f1"]) + permanents("Hermit Druid", ["druid"]),
             ["Hermit Druid"], ["alice: activate druid 1", "alice: pass", "bob: pass"])
    assert _zones(g, ("la1", "la2", "la3", "la4")) == ["graveyard", "graveyard", "hand", "library"]


# ------------------------------------------------------------------ exiled until (406.1, 608.2g)
def _wand(script: list[str]):
    return play(head(bob=["Island", "Grizzly Bears", "Lightning Bolt", "Plains"]) + "battlefield:\n"
                + permanents("Plains", ["p1", "p2", "p3", "p4"]) + permanents("Chaos Wand", ["wand"]),
                ["Chaos Wand", "Lightning Bolt"],
                ["alice: activate wand 1", "alice: target bob", "alice: pass", "bob: pass"] + script)


def test_406_1_chaos_wand_exiles_until_an_instant_which_alice_casts_free():
    """406.1, 608.2g, 118.9: Chaos Wand: "Target opponent exiles cards from the top of their library
    until they exile an instant or sorcery card. You may cast that card without paying its mana
    cost. Then put the exiled cards that weren't cast this way on the bottom of that library in a
    random order." -- bob exiles the Island, the Bears and Lightning Bolt; alice casts bob's Bolt
    for no mana at bob (20 - 3 = 17); the Island and the Bears go under bob's Plains."""
    assert fully_compiled("Chaos Wand")
    g = _wand(["alice: yes", "alice: choose lb3", "alice: target bob", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 17
    assert g.obj("lb3").zone == "graveyard" and g.obj("lb3").owner == "bob"
    lib = g.s.library["bob"]
    assert lib[0] == "lb4" and sorted(lib[1:]) == ["lb1", "lb2"]
    assert "406.1" in rules(g) and "608.2g" in rules(g)


def test_406_1_chaos_wand_declined_puts_every_exiled_card_on_the_bottom():
    """608.2d, 406.1: if alice doesn't cast the Bolt, it was not cast this way either: all three
    exiled cards go to the bottom of bob's library, under the Plains."""
    g = _wand(["alice: no"])
    assert g.s.players["bob"].life == 20
    lib = g.s.library["bob"]
    assert lib[0] == "lb4" and sorted(lib[1:]) == ["lb1", "lb2", "lb3"]
