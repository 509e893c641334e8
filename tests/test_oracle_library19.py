"""Looking at and revealing the top cards of a library (401, 701.16, 608.2c, 608.2h), compiled
from real cards' Oracle text and played by the game loop. Each expected answer comes from the
Comprehensive Rules, cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, head, permanents, play, rules


def _finds(g) -> set:
    return {a.args[0] for a in g.legal_actions() if a.kind == "find"}


# ------------------------------------------------------------------ "where X is ..." (608.2h)
def test_608_2h_machinate_looks_at_as_many_cards_as_artifacts():
    """608.2h, 608.2c: "Look at the top X cards of your library, where X is the number of
    artifacts you control. Put one of those cards into your hand and the rest on the bottom of
    your library in any order." -- with two artifacts X is 2: only the top two cards can be
    taken, and taking one is not optional; the other goes to the bottom."""
    assert fully_compiled("Machinate")
    g = play(head(alice=["Plains", "Grizzly Bears", "Lightning Bolt", "Forest"]) + "battlefield:\n"
             + permanents("Ornithopter", ["o1", "o2"]) + permanents("Island", ["i1", "i2", "i3"])
             + "hand:\n  - {id: mach, card: Machinate, owner: alice}\n",
             ["Machinate"], ["alice: cast mach", "alice: pass", "bob: pass"])
    assert g.decision.player == "alice" and _finds(g) == {"la1", "la2"}
    assert not any(a.kind == "none" for a in g.legal_actions())
    run_script(g, ["alice: find la2"], "<test>")
    assert g.obj("la2").zone == "hand" and g.s.library["alice"] == ["la3", "la4", "la1"]


def test_608_2h_information_dealer_reorders_as_many_cards_as_wizards():
    """608.2h, 608.2c: "{T}: Look at the top X cards of your library, where X is the number of
    Wizards on the battlefield, then put them back in any order." -- two Wizards (one of them
    bob's): alice orders her top two cards; the third stays below them."""
    assert fully_compiled("Information Dealer")
    g = play(head(alice=["Plains", "Island", "Forest"]) + "battlefield:\n"
             + permanents("Information Dealer", ["dealer"]) + permanents("Prodigal Sorcerer", ["ps"], "bob"),
             ["Information Dealer"], ["alice: activate dealer 1", "alice: pass", "bob: pass"])
    assert g.decision.kind == "order" and g.decision.player == "alice"
    assert {a.args[0] for a in g.legal_actions()} == {"la1", "la2"}
    run_script(g, ["alice: first la2"], "<test>")
    assert g.s.library["alice"] == ["la2", "la1", "la3"]


# ------------------------------------------------------------------ revealed (701.16a)
def test_701_16a_satyr_wayfinder_reveals_four_takes_a_land_rest_to_the_graveyard():
    """701.16a, 608.2c: "When this creature enters, reveal the top four cards of your library.
    You may put a land card from among them into your hand. Put the rest into your graveyard."
    -- the four cards are revealed to all; only the lands among them can be taken; the other
    three go to the graveyard and the fifth card stays in the library."""
    assert fully_compiled("Satyr Wayfinder")
    g = play(head(alice=["Grizzly Bears", "Forest", "Lightning Bolt", "Plains", "Island"]) + "battlefield:\n"
             + permanents("Forest", ["f1", "f2"]) + "hand:\n  - {id: sat, card: Satyr Wayfinder, owner: alice}\n",
             ["Satyr Wayfinder"], ["alice: cast sat", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert "701.16a" in rules(g) and _finds(g) == {"la2", "la4"}
    run_script(g, ["alice: find la2"], "<test>")
    assert [g.obj(c).zone for c in ("la1", "la2", "la3", "la4", "la5")] == \
        ["graveyard", "hand", "graveyard", "graveyard", "library"]


# ------------------------------------------------------------------ another player's library (701.16e, 400.3)
def test_701_16e_cruel_fate_mills_one_of_the_opponents_top_cards():
    """701.16e, 608.2d, 400.3: "Look at the top five cards of target opponent's library. Put one
    of those cards into that player's graveyard and the rest on top of their library in any
    order." -- alice (the looker) chooses the card and the order; with four cards in bob's
    library, one goes to bob's graveyard and alice orders the other three on top."""
    assert fully_compiled("Cruel Fate")
    g = play(head(bob=4) + "battlefield:\n" + permanents("Island", [f"i{i}" for i in range(5)])
             + "hand:\n  - {id: cf, card: Cruel Fate, owner: alice}\n",
             ["Cruel Fate"], ["alice: cast cf", "alice: pass", "bob: pass"])
    assert g.decision.player == "alice" and _finds(g) == {"lb1", "lb2", "lb3", "lb4"}
    run_script(g, ["alice: find lb3", "alice: first lb4", "alice: first lb2"], "<test>")
    assert g.obj("lb3").zone == "graveyard" and g.obj("lb3").owner == "bob"
    assert g.s.library["bob"] == ["lb4", "lb2", "lb1"]


def test_701_16e_dimir_charm_keeps_one_on_top_the_rest_to_the_graveyard():
    """701.16e, 608.2c: "Look at the top three cards of target player's library. Put one back and
    the rest into that player's graveyard." -- the card put back is the top card of bob's
    library afterwards; the other two are in bob's graveyard."""
    assert fully_compiled("Dimir Charm")
    g = play(head(bob=4) + "battlefield:\n" + permanents("Island", ["i1"]) + permanents("Swamp", ["s1"])
             + "hand:\n  - {id: dc, card: Dimir Charm, owner: alice}\n",
             ["Dimir Charm"], ["alice: cast dc mode=3 target=bob", "alice: pass", "bob: pass"])
    assert _finds(g) == {"lb1", "lb2", "lb3"}
    run_script(g, ["alice: find lb2"], "<test>")
    assert g.s.library["bob"] == ["lb2", "lb4"]
    assert g.obj("lb1").zone == "graveyard" and g.obj("lb3").zone == "graveyard"


# ------------------------------------------------------------------ kinship (701.16e, 701.16a, 608.2d)
def _graybeard(top: str):
    return play(head("untap", alice=[top, "Plains"]) + "battlefield:\n" + permanents("Wandering Graybeard", ["wg"]),
                ["Wandering Graybeard"], ["alice: pass", "bob: pass"])


def test_701_16a_kinship_reveal_a_card_sharing_a_creature_type_then_gain_life():
    """701.16e, 701.16a, 608.2d, 205.3m: "Kinship -- At the beginning of your upkeep, you may look
    at the top card of your library. If it shares a creature type with this creature, you may
    reveal it. If you do, you gain 4 life." -- Hill Giant is a Giant like Wandering Graybeard:
    alice may reveal it, and gains 4 life only if she does; the card stays on top."""
    assert fully_compiled("Wandering Graybeard")
    g = _graybeard("Hill Giant")
    assert g.decision.kind == "may" and g.decision.player == "alice"
    run_script(g, ["alice: yes"], "<test>")
    assert g.s.players["alice"].life == 24 and "701.16a" in rules(g) and g.s.library["alice"][0] == "la1"
    g = _graybeard("Hill Giant")
    run_script(g, ["alice: no"], "<test>")
    assert g.s.players["alice"].life == 20 and "701.16a" not in rules(g)


def test_205_3m_kinship_no_shared_type_no_reveal():
    """205.3m, 702.73a: a Plains shares no creature type with Wandering Graybeard -- no reveal is
    offered and no life gained; a changeling card (every creature type, in every zone) shares
    one."""
    g = _graybeard("Plains")
    assert g.decision.kind != "may" and g.s.players["alice"].life == 20
    g = _graybeard("Changeling Outcast")
    assert g.decision.kind == "may"
    run_script(g, ["alice: yes"], "<test>")
    assert g.s.players["alice"].life == 24


# ------------------------------------------------------------------ the revealed card, named after (608.2h)
def test_701_16a_dark_confidant_loses_life_equal_to_the_revealed_cards_mana_value():
    """701.16a, 608.2h, 202.3: "At the beginning of your upkeep, reveal the top card of your
    library and put that card into your hand. You lose life equal to its mana value." -- "its" is
    the revealed card: Serra Angel (mana value 5) costs 5 life; a land (mana value 0) none."""
    assert fully_compiled("Dark Confidant")
    for top, life in (("Serra Angel", 15), ("Plains", 20)):
        g = play(head("untap", alice=[top, "Island"]) + "battlefield:\n" + permanents("Dark Confidant", ["dc"]),
                 ["Dark Confidant"], ["alice: pass", "bob: pass"])
        assert g.obj("la1").zone == "hand" and g.s.players["alice"].life == life and "701.16a" in rules(g)


# ------------------------------------------------------------------ "you may look ... If you do" (608.2d)
def test_608_2d_fertile_thicket_may_look_and_keep_a_basic_land_on_top():
    """608.2d, 701.16a, 608.2c: "When this land enters, you may look at the top five cards of your
    library. If you do, reveal up to one basic land card from among them, then put that card on
    top of your library and the rest on the bottom in any order." -- only the basic lands among
    the five are candidates; the chosen one ends on top, the sixth card under it, the other four
    on the bottom in alice's order. Declining to look changes nothing."""
    assert fully_compiled("Fertile Thicket")
    text = head(alice=["Grizzly Bears", "Forest", "Island", "Lightning Bolt", "Plains", "Swamp"]) + \
        "hand:\n  - {id: ft, card: Fertile Thicket, owner: alice}\n"
    g = play(text, ["Fertile Thicket"], ["alice: play ft", "alice: pass", "bob: pass", "alice: yes"])
    assert _finds(g) == {"la2", "la3", "la5"}
    run_script(g, ["alice: find la3", "alice: first la1", "alice: first la2", "alice: first la4"], "<test>")
    assert g.s.library["alice"] == ["la3", "la6", "la1", "la2", "la4", "la5"]
    g = play(text, ["Fertile Thicket"], ["alice: play ft", "alice: pass", "bob: pass", "alice: no"])
    assert g.s.library["alice"] == ["la1", "la2", "la3", "la4", "la5", "la6"]
