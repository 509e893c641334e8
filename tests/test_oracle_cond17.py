"""Conditional instructions and zone-moving verbs of spells and abilities (608.2c, 608.2d, 701),
compiled from real cards' Oracle text and played by the game loop. Each expected answer comes
from the Comprehensive Rules, cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, permanents, play, rules  # noqa: F401

SCORN = "Liliana's Scorn"
LILIANA = "Liliana, Death Mage"


def _options(g) -> set:
    return {(a.kind,) + tuple(a.args) for a in g.legal_actions()}


def _scorn(graveyard: bool) -> str:
    return head(alice=["Plains", "Island", "Plains"],
                more_library="  - {id: lil, card: \"" + LILIANA + "\", owner: alice}\n") + (
        "graveyard:\n  - {id: lgy, card: \"" + LILIANA + "\", owner: alice}\n" if graveyard else "") + """
battlefield:
""" + permanents("Swamp", [f"s{i}" for i in range(5)]) + """  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: scorn, card: "Liliana's Scorn", owner: alice}
"""


# ------------------------------------------------------------------ search (701.19), shuffle (701.20)
def test_701_19a_search_library_and_or_graveyard_chooses_the_zones():
    """701.19a, 608.2d: "You may search your library and/or graveyard for a card named Liliana,
    Death Mage, reveal it, and put it into your hand. If you search your library this way,
    shuffle." -- the player chooses the library, the graveyard or both; searching only the
    graveyard finds the card there and the library is not shuffled (701.20a applies only if the
    library was searched)."""
    assert fully_compiled(SCORN)
    g = play(_scorn(True), [SCORN], ["alice: cast scorn target=bear", "alice: pass", "bob: pass", "alice: yes"])
    assert g.obj("bear").zone == "graveyard"
    assert _options(g) == {("choose", "library"), ("choose", "graveyard"), ("choose", "library", "graveyard")}
    before = list(g.s.library["alice"])
    run_script(g, ["alice: choose graveyard"], "<test>")
    # 701.19b excuses not finding only in a hidden zone: the graveyard's Liliana must be found
    assert _options(g) == {("find", "lgy")}
    run_script(g, ["alice: find lgy"], "<test>")
    assert g.obj("lgy").zone == "hand" and g.s.library["alice"] == before
    assert "701.20a" not in rules(g)


def test_701_20a_searching_the_library_too_shuffles_it():
    """701.19a, 701.19b, 701.20a: searching both zones, the card may be found in either (or, the
    library being hidden, not found there); the one found goes to the hand and, the library having
    been searched, it is shuffled."""
    g = play(_scorn(True), [SCORN], ["alice: cast scorn target=bear", "alice: pass", "bob: pass", "alice: yes",
                                     "alice: choose library graveyard"])
    assert _options(g) == {("find", "lgy"), ("find", "lil")}
    run_script(g, ["alice: find lil"], "<test>")
    assert g.obj("lil").zone == "hand" and g.obj("lgy").zone == "graveyard"
    assert "701.20a" in rules(g) and sorted(g.s.library["alice"]) == ["la1", "la2", "la3"]


def test_701_19b_the_library_alone_may_find_nothing():
    """701.19b: a search of the library (a hidden zone) for a card with a stated quality -- a
    name -- may find nothing even though the card is there; the library is still shuffled."""
    g = play(_scorn(False), [SCORN], ["alice: cast scorn target=bear", "alice: pass", "bob: pass", "alice: yes",
                                      "alice: choose library"])
    assert ("none",) in _options(g)
    run_script(g, ["alice: none"], "<test>")
    assert g.obj("lil").zone == "library" and "701.20a" in rules(g)


# ------------------------------------------------------------------ the top card, under a condition (608.2c)
def _dryad(top: str) -> str:
    return head(alice=[top, "Plains"]) + """
battlefield:
  - {id: dryad, card: Dryad Greenseeker, controller: alice, summoning_sick: false}
"""


def test_608_2c_dryad_greenseeker_may_take_a_land():
    """608.2c, 701.16e, 701.16a: "{T}: Look at the top card of your library. If it's a land card,
    you may reveal it and put it into your hand." -- the top card is a land: the player may take
    it (608.2d), revealing it."""
    assert fully_compiled("Dryad Greenseeker")
    g = play(_dryad("Forest"), ["Dryad Greenseeker"], ["alice: activate dryad 1", "alice: pass", "bob: pass"])
    assert g.decision.kind == "may" and "701.16e" in rules(g)
    run_script(g, ["alice: yes"], "<test>")
    assert g.obj("la1").zone == "hand" and g.s.library["alice"] == ["la2"] and "701.16a" in rules(g)


def test_608_2c_dryad_greenseeker_leaves_a_nonland_on_top():
    """608.2c: the condition "If it's a land card" is false for a creature card: nothing is
    offered and the card stays on top of the library."""
    g = play(_dryad("Grizzly Bears"), ["Dryad Greenseeker"], ["alice: activate dryad 1", "alice: pass", "bob: pass"])
    assert g.decision.kind == "priority" and g.s.library["alice"] == ["la1", "la2"]


def _lantern(top: str) -> str:
    return head(alice=[top, "Plains"]) + """
battlefield:
  - {id: lantern, card: Lantern of Revealing, controller: alice}
""" + permanents("Plains", ["p1", "p2", "p3", "p4"])


LANTERN = ["alice: activate lantern 2", "alice: pass", "bob: pass"]


def test_608_2c_lantern_of_revealing_puts_a_land_onto_the_battlefield_tapped():
    """608.2c, 608.2d: "If it's a land card, you may put it onto the battlefield tapped." -- taken,
    the land enters tapped, and "If you don't put the card onto the battlefield" asks nothing more."""
    assert fully_compiled("Lantern of Revealing")
    g = play(_lantern("Forest"), ["Lantern of Revealing"], LANTERN + ["alice: yes"])
    assert g.obj("la1").zone == "battlefield" and g.obj("la1").tapped and g.decision.kind == "priority"


def test_608_2c_lantern_of_revealing_may_bottom_what_it_didnt_put_onto_the_battlefield():
    """608.2c: "If you don't put the card onto the battlefield, you may put it on the bottom of
    your library." -- a land declined (608.2d) and a nonland card (the first condition false) are
    both cards not put onto the battlefield: the player may put either on the bottom (401.4)."""
    g = play(_lantern("Forest"), ["Lantern of Revealing"], LANTERN + ["alice: no", "alice: yes"])
    assert g.s.library["alice"] == ["la2", "la1"]
    g = play(_lantern("Grizzly Bears"), ["Lantern of Revealing"], LANTERN)
    assert g.decision.kind == "may"
    run_script(g, ["alice: no"], "<test>")
    assert g.s.library["alice"] == ["la1", "la2"]


# ------------------------------------------------------------------ countering abilities (701.5a, 115.1)
def _targets(g) -> set:
    return {a.args[0] for a in g.legal_actions() if a.kind == "target"}


def test_701_5a_bind_counters_an_activated_ability():
    """701.5a, 115.1: "Counter target activated ability. Draw a card." -- Prodigal Sorcerer's
    ability on the stack is a legal target (a spell isn't); countered, it is removed from the
    stack and doesn't resolve: no damage is dealt (701.5a), and Bind's controller draws."""
    assert fully_compiled("Bind") and fully_compiled("Stifle")
    g = game(head() + """
battlefield:
  - {id: ps, card: Prodigal Sorcerer, controller: bob, summoning_sick: false}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: bind, card: Bind, owner: alice}
""", ["Bind", "Prodigal Sorcerer"])
    g.s.active = "alice"
    run_script(g, ["alice: pass"], "<test>")
    g.push("activate ps 1")
    run_script(g, ["bob: target alice", "bob: pass"], "<test>")
    ability = g.s.stack[-1].id
    g.push("cast bind")
    assert _targets(g) == {ability}
    run_script(g, [f"alice: target {ability}", "alice: pass", "bob: pass"], "<test>")
    assert all(x.id != ability for x in g.s.stack) and "701.5a" in rules(g)
    assert g.s.players["alice"].life == 20 and g.obj("la1").zone == "hand"


def test_701_5a_stifle_counters_a_triggered_ability():
    """701.5a, 115.1: "Counter target activated or triggered ability." -- Elvish Visionary's
    enters trigger ("draw a card") is countered: its controller draws nothing."""
    g = game(head() + """
battlefield:
  - {id: i1, card: Island, controller: bob}
""" + permanents("Forest", ["f1", "f2"]) + """hand:
  - {id: ev, card: Elvish Visionary, owner: alice}
  - {id: stifle, card: Stifle, owner: bob}
""", ["Stifle", "Elvish Visionary"])
    run_script(g, ["alice: cast ev", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("ev").zone == "battlefield" and g.s.stack and g.s.stack[-1].kind == "triggered"
    trig = g.s.stack[-1].id
    run_script(g, ["alice: pass"], "<test>")
    g.push("cast stifle")
    assert _targets(g) == {trig}
    run_script(g, [f"bob: target {trig}", "bob: pass", "alice: pass"], "<test>")
    assert not g.s.stack and g.obj("la1").zone == "library"


# ------------------------------------------------------------------ "If it's a ...": the object named (608.2c)
def _defy(card: str) -> str:
    return head() + "graveyard:\n  - {id: dead, card: " + card + ", owner: alice}\nbattlefield:\n" + \
        permanents("Plains", [f"p{i}" for i in range(5)]) + "hand:\n  - {id: defy, card: Defy Death, owner: alice}\n"


def test_608_2c_defy_death_counters_only_on_an_angel():
    """608.2c: "Return target creature card from your graveyard to the battlefield. If it's an
    Angel, put two +1/+1 counters on it." -- the condition reads the returned object: a Serra
    Angel gets two counters, a Grizzly Bears none."""
    assert fully_compiled("Defy Death")
    g = play(_defy("Serra Angel"), ["Defy Death"], ["alice: cast defy target=dead", "alice: pass", "bob: pass"])
    assert g.obj("dead").zone == "battlefield" and counters(g, "dead") == 2
    g = play(_defy("Grizzly Bears"), ["Defy Death"], ["alice: cast defy target=dead", "alice: pass", "bob: pass"])
    assert g.obj("dead").zone == "battlefield" and counters(g, "dead") == 0


def test_608_2c_aunt_may_reads_the_entering_creature():
    """603.2, 608.2c: "Whenever another creature you control enters, you gain 1 life. If it's a
    Spider, put a +1/+1 counter on it." -- "it" is the creature that entered: a Grizzly Bears
    gains its controller 1 life and gets no counter."""
    assert fully_compiled("Aunt May")
    g = play(head() + "battlefield:\n  - {id: may, card: Aunt May, controller: alice}\n" +
             permanents("Forest", ["f1", "f2"]) + "hand:\n  - {id: bear, card: Grizzly Bears, owner: alice}\n",
             ["Aunt May"], ["alice: cast bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "battlefield" and g.s.players["alice"].life == 21 and counters(g, "bear") == 0


def test_701_16e_eye_spy_may_mill_the_top_card_of_target_players_library():
    """701.16e, 608.2c, 608.2d: "Look at the top card of target player's library. You may put that
    card into their graveyard." -- the caster looks at bob's top card and may put it into bob's
    graveyard (its owner's); declining leaves it on top."""
    assert fully_compiled("Eye Spy")
    text = head() + "battlefield:\n  - {id: i1, card: Island, controller: alice}\nhand:\n  - {id: spy, card: Eye Spy, owner: alice}\n"
    g = play(text, ["Eye Spy"], ["alice: cast spy target=bob", "alice: pass", "bob: pass"])
    assert g.decision.kind == "may" and g.decision.player == "alice" and "701.16e" in rules(g)
    run_script(g, ["alice: yes"], "<test>")
    assert g.obj("lb1").zone == "graveyard" and g.s.library["bob"] == ["lb2"]
    g = play(text, ["Eye Spy"], ["alice: cast spy target=bob", "alice: pass", "bob: pass", "alice: no"])
    assert g.s.library["bob"] == ["lb1", "lb2"]


def test_107_1_damia_draws_up_to_seven():
    """603.4, 608.2h: "At the beginning of your upkeep, if you have fewer than seven cards in hand,
    draw cards equal to the difference." -- with four cards in hand, the difference is three
    (counted as the ability resolves): alice ends with seven."""
    assert fully_compiled("Damia, Sage of Stone")
    g = play(head("untap", alice=5) + "battlefield:\n  - {id: damia, card: \"Damia, Sage of Stone\", controller: alice}\nhand:\n" +
             "".join(f"  - {{id: h{i}, card: Plains, owner: alice}}\n" for i in range(4)),
             ["Damia, Sage of Stone"], ["alice: pass", "bob: pass"])
    assert len(g.zone_ids("hand", "alice")) == 7 and g.s.library["alice"] == ["la4", "la5"]
