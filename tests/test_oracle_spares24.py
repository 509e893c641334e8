"""Protection that "doesn't remove" Auras (702.16n): "Enchanted creature has protection from blue. This
effect doesn't remove this Aura." (Blue Ward and its cycle), "... from the chosen color ..." (Cho-Manno's
Blessing), "... This effect doesn't remove Auras." (Spectra Ward). The Auras so named aren't put into
their owners' graveyards as a state-based action (704.5m); any other instance of protection from the same
quality affects Auras as normal. Each test plays real cards compiled from their Oracle text; the expected
answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head

CARDS = ["Blue Ward", "White Ward", "Cho-Manno's Blessing", "Spectra Ward", "Tattoo Ward", "Holy Strength",
         "Black Knight", "Grizzly Bears", "Unsummon", "Island", "Plains"]


def _board(lines: str) -> str:
    return head() + "battlefield:\n" + lines


def test_ward_cycle_compiles():
    """702.16n: the Wards are fully compiled."""
    for name in ("Blue Ward", "White Ward", "Cho-Manno's Blessing", "Spectra Ward", "Tattoo Ward"):
        assert fully_compiled(name), name


def test_702_16n_white_ward_stays_on_the_creature_it_protects():
    """702.16n, 704.5m: alice casts White Ward (a white Aura) on her Grizzly Bears; the Bears gain
    protection from white, and the Ward, though white, stays attached."""
    g = game(_board("  - {id: gb, card: Grizzly Bears, controller: alice}\n"
                    "  - {id: p1, card: Plains, controller: alice}\n")
             + "hand:\n  - {id: ww, card: White Ward, owner: alice}\n", CARDS,
             ["alice: cast ww target=gb", "alice: pass", "bob: pass"])
    assert g.obj("ww").zone == "battlefield" and g.obj("ww").attached_to == "gb"
    assert any(t[0] == "protection" and t[1][0] == ("color", "white") for t in g.ch("gb").ability_terms)


def test_702_16b_the_ward_still_protects_from_blue_spells():
    """702.16b: Grizzly Bears enchanted by Blue Ward can't be the target of bob's Unsummon (blue)."""
    g = game(_board("  - {id: gb, card: Grizzly Bears, controller: alice}\n"
                    "  - {id: bw, card: Blue Ward, controller: alice, attached_to: gb}\n"
                    "  - {id: i1, card: Island, controller: bob}\n")
             + "hand:\n  - {id: un, card: Unsummon, owner: bob}\n", CARDS, ["alice: pass"])
    assert not [a for a in g.legal_actions() if str(a).startswith("cast un")]


def test_702_16n_two_white_wards_remove_each_other():
    """702.16n ("If the creature has other instances of protection from the same quality, those instances
    affect Auras as normal"), 704.5m: Grizzly Bears with two White Wards attached -- each Ward's protection
    spares only that Ward, so each is removed by the other's: both are put into the graveyard."""
    g = game(_board("  - {id: gb, card: Grizzly Bears, controller: alice}\n"
                    "  - {id: w1, card: White Ward, controller: alice, attached_to: gb}\n"
                    "  - {id: w2, card: White Ward, controller: alice, attached_to: gb}\n"), CARDS, ["alice: pass"])
    assert g.obj("w1").zone == "graveyard" and g.obj("w2").zone == "graveyard"


def test_702_16n_a_printed_protection_still_removes_the_ward():
    """702.16n, 702.16c, 704.5m: White Ward attached to Black Knight (printed protection from white): the
    Knight's own instance of protection from white removes the Ward."""
    g = game(_board("  - {id: bk, card: Black Knight, controller: alice}\n"
                    "  - {id: ww, card: White Ward, controller: alice, attached_to: bk}\n"), CARDS, ["alice: pass"])
    assert g.obj("ww").zone == "graveyard"


def test_702_16c_an_ordinary_aura_of_that_color_falls_off():
    """702.16c, 704.5m: Holy Strength (a white Aura) attached to Black Knight (protection from white) is put
    into its owner's graveyard -- the baseline the Wards are an exception to."""
    g = game(_board("  - {id: bk, card: Black Knight, controller: alice}\n"
                    "  - {id: hs, card: Holy Strength, controller: alice, attached_to: bk}\n"), CARDS, ["alice: pass"])
    assert g.obj("hs").zone == "graveyard"


def test_702_16n_the_ward_spares_only_itself():
    """702.16n: White Ward spares "this Aura" only -- a Grizzly Bears with White Ward keeps it, but a second,
    ordinary white Aura (Holy Strength) is removed by White Ward's protection from white."""
    g = game(_board("  - {id: gb, card: Grizzly Bears, controller: alice}\n"
                    "  - {id: ww, card: White Ward, controller: alice, attached_to: gb}\n"
                    "  - {id: hs, card: Holy Strength, controller: alice, attached_to: gb}\n"), CARDS, ["alice: pass"])
    assert g.obj("ww").zone == "battlefield" and g.obj("hs").zone == "graveyard"


def test_702_16n_spectra_ward_spares_every_aura():
    """702.16n: Spectra Ward ("protection from each color. This effect doesn't remove Auras.") -- the white
    Holy Strength on the same creature stays too; the creature is 2/2 +2/+2 +1/+2 = 5/6."""
    g = game(_board("  - {id: gb, card: Grizzly Bears, controller: alice}\n"
                    "  - {id: sw, card: Spectra Ward, controller: alice, attached_to: gb}\n"
                    "  - {id: hs, card: Holy Strength, controller: alice, attached_to: gb}\n"), CARDS, ["alice: pass"])
    assert g.obj("sw").zone == "battlefield" and g.obj("hs").zone == "battlefield"
    assert (g.ch("gb").power, g.ch("gb").toughness) == (5, 6)


def test_702_16n_cho_mannos_blessing_of_its_own_color():
    """702.16n, 607.2d: Cho-Manno's Blessing (white) with white chosen: the creature has protection from
    white, and the Blessing stays; a Holy Strength on it is removed."""
    g = game(_board("  - {id: gb, card: Grizzly Bears, controller: alice}\n"
                    "  - {id: cb, card: \"Cho-Manno's Blessing\", controller: alice, attached_to: gb, chosen: {color: white}}\n"
                    "  - {id: hs, card: Holy Strength, controller: alice, attached_to: gb}\n"), CARDS, ["alice: pass"])
    assert g.obj("cb").zone == "battlefield" and g.obj("hs").zone == "graveyard"
