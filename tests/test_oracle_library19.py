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
