"""The long tail of instants and sorceries (issue 15): "Lands you control don't untap during your
next untap step" (502.3, 611.2c), searching another player's library (701.19, 701.20), "Reveal any
number of green cards in your hand" (701.16a, 608.2h), "For each creature destroyed this way, its
controller creates ..." (608.2h), "You may play an additional land this turn" (305.2). Each test
plays real cards compiled from their Oracle text; the expected answer comes from the CR rule cited
in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, life, pass_until, permanents, play

from pyengine.game.players import run_script


def _tapped(oid: str, card: str, who: str = "alice") -> str:
    return f"  - {{id: {oid}, card: {card}, controller: {who}, tapped: true}}\n"


def _rhonas():
    return play(head(alice=6, bob=6) + "battlefield:\n" + permanents("Forest", ["f1", "f2"]) + _tapped("f3", "Forest")
                + _tapped("m1", "Mountain", "bob")
                + "hand:\n  - {id: rl, card: Rhonas's Last Stand, owner: alice}\n"
                + "  - {id: gg, card: Selesnya Guildgate, owner: alice}\n",
                ["Rhonas's Last Stand"], ["alice: cast rl", "alice: pass", "bob: pass"])


def test_502_3_rhonass_last_stand_keeps_alices_lands_tapped_next_untap_step():
    """502.3: "Lands you control don't untap during your next untap step." -- the Forests tapped
    for the spell (and the one tapped before) stay tapped through alice's next untap step, while
    bob's Mountain untaps in his; the Snake is created (111.1)."""
    assert fully_compiled("Rhonas's Last Stand")
    g = _rhonas()
    assert any(g.name(o).startswith("Snake") for o in g.battlefield())
    pass_until(g, "bob", "upkeep")
    assert not g.obj("m1").tapped
    pass_until(g, "alice", "upkeep")
    assert all(g.obj(x).tapped for x in ("f1", "f2", "f3"))


def test_611_2c_lands_that_come_later_are_kept_tapped_too():
    """611.2c: the effect changes no object's characteristics -- it modifies the rules, so it
    applies to a land alice gets after it began: the Guildgate she plays tapped after the spell
    stays tapped during her next untap step."""
    g = _rhonas()
    run_script(g, ["alice: play gg"], "<test>")
    assert g.obj("gg").tapped
    pass_until(g, "alice", "upkeep")
    assert g.obj("gg").tapped and g.obj("f1").tapped


def test_502_3_the_ban_ends_after_that_one_untap_step():
    """502.3: "your next untap step" -- only that one: in the untap step after it, alice's Forests
    untap as usual."""
    g = _rhonas()
    pass_until(g, "alice", "upkeep")
    assert g.obj("f1").tapped
    pass_until(g, "bob", "upkeep")
    pass_until(g, "alice", "upkeep")
    assert not any(g.obj(x).tapped for x in ("f1", "f2", "f3"))


def test_502_3_mana_vapors_keeps_the_target_players_lands_tapped():
    """502.3: "Lands target player controls don't untap during their next untap step." -- aimed at
    bob: his tapped Mountain stays tapped in his next untap step; alice's lands aren't affected."""
    assert fully_compiled("Mana Vapors")
    g = play(head(alice=6, bob=6) + "battlefield:\n" + permanents("Island", ["i1", "i2"]) + _tapped("i3", "Island")
             + _tapped("m1", "Mountain", "bob") + "hand:\n  - {id: mv, card: Mana Vapors, owner: alice}\n",
             ["Mana Vapors"], ["alice: cast mv target=bob", "alice: pass", "bob: pass"])
    pass_until(g, "bob", "upkeep")
    assert g.obj("m1").tapped
    pass_until(g, "alice", "upkeep")
    assert not g.obj("i3").tapped


def test_502_3_misstep_holds_creatures_but_not_lands():
    """502.3: "Creatures target player controls don't untap during that player's next untap step."
    -- bob's tapped Grizzly Bears stay tapped in his untap step; his tapped Mountain untaps."""
    assert fully_compiled("Misstep")
    g = play(head(alice=6, bob=6) + "battlefield:\n" + permanents("Island", ["i1", "i2"])
             + _tapped("gb", "Grizzly Bears", "bob") + _tapped("m1", "Mountain", "bob")
             + "hand:\n  - {id: ms, card: Misstep, owner: alice}\n",
             ["Misstep"], ["alice: cast ms target=bob", "alice: pass", "bob: pass"])
    pass_until(g, "bob", "upkeep")
    assert g.obj("gb").tapped and not g.obj("m1").tapped


def _bribery():
    g = play(head(bob=["Plains", "Grizzly Bears", "Lightning Bolt", "Hill Giant"]) + "battlefield:\n"
             + permanents("Island", ["i1", "i2", "i3", "i4", "i5"])
             + "hand:\n  - {id: br, card: Bribery, owner: alice}\n",
             ["Bribery"], ["alice: cast br target=bob", "alice: pass", "bob: pass"])
    return g


def test_701_19a_bribery_searches_the_opponents_library():
    """701.19a, 701.19b: alice searches bob's library for a creature card: she may find either
    creature (Grizzly Bears, Hill Giant) or none -- never the Plains or the Lightning Bolt."""
    assert fully_compiled("Bribery")
    g = _bribery()
    acts = {str(a) for a in g.legal_actions()}
    assert g.decision.player == "alice"
    assert {"find lb2", "find lb4", "none"} <= acts and "find lb1" not in acts and "find lb3" not in acts


def test_110_2a_bribery_puts_the_creature_under_alices_control_and_bob_shuffles():
    """110.2a, 701.20a: "put that card onto the battlefield under your control. Then that player
    shuffles." -- bob's Hill Giant enters under alice's control (bob still owns it, 108.3), and
    bob's library is shuffled (the log says so)."""
    g = _bribery()
    run_script(g, ["alice: find lb4"], "<test>")
    o = g.obj("lb4")
    assert o.zone == "battlefield" and o.controller == "alice" and o.owner == "bob"
    assert any(e.rule == "701.20a" and "bob" in str(e) for e in g.log)
    assert sorted(g.s.library["bob"]) == ["lb1", "lb2", "lb3"]


def test_701_19d_jesters_cap_must_find_three_cards():
    """701.19d: "Search target player's library for three cards and exile them" -- a quantity of
    cards with no quality: alice must find three (no "none" while cards remain), and they're
    exiled."""
    assert fully_compiled("Jester's Cap")
    g = play(head(bob=["Plains", "Island", "Swamp", "Mountain"]) + "battlefield:\n"
             + permanents("Island", ["i1", "i2"]) + "  - {id: jc, card: Jester's Cap, controller: alice}\n",
             ["Jester's Cap"], ["alice: activate jc 1 target=bob", "alice: pass", "bob: pass"])
    for pick in ("lb1", "lb2", "lb3"):
        acts = {str(a) for a in g.legal_actions()}
        assert "none" not in acts
        run_script(g, [f"alice: find {pick}"], "<test>")
    assert [g.obj(x).zone for x in ("lb1", "lb2", "lb3", "lb4")] == ["exile", "exile", "exile", "library"]


def test_701_19b_lifes_finale_finds_up_to_three_creature_cards_for_the_graveyard():
    """701.19b, 400.3: "Destroy all creatures, then search target opponent's library for up to three
    creature cards and put them into their graveyard." -- the creatures are destroyed; alice finds
    one creature card of bob's and stops: it goes to bob's graveyard."""
    assert fully_compiled("Life's Finale")
    g = play(head(bob=["Plains", "Grizzly Bears", "Hill Giant"]) + "battlefield:\n"
             + permanents("Swamp", ["s1", "s2", "s3", "s4", "s5", "s6"]) + permanents("Grizzly Bears", ["gb"], "bob")
             + "hand:\n  - {id: lf, card: Life's Finale, owner: alice}\n",
             ["Life's Finale"], ["alice: cast lf target=bob", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "graveyard"
    run_script(g, ["alice: find lb3", "alice: none"], "<test>")
    assert g.obj("lb3").zone == "graveyard" and g.obj("lb3").owner == "bob" and g.obj("lb2").zone == "library"


def _jasmine():
    return play(head() + "battlefield:\n" + permanents("Plains", ["p1"])
                + "hand:\n  - {id: sj, card: Scent of Jasmine, owner: alice}\n"
                + "  - {id: l1, card: Savannah Lions, owner: alice}\n  - {id: l2, card: Savannah Lions, owner: alice}\n"
                + "  - {id: gb, card: Grizzly Bears, owner: alice}\n",
                ["Scent of Jasmine"], ["alice: cast sj", "alice: pass", "bob: pass"])


def test_701_16a_scent_of_jasmine_reveals_only_white_cards_which_stay_in_hand():
    """107.1c, 701.16a: "Reveal any number of white cards in your hand." -- alice may choose the
    Savannah Lions (white), not the Grizzly Bears (green); the revealed cards stay in her hand."""
    assert fully_compiled("Scent of Jasmine")
    g = _jasmine()
    acts = {str(a) for a in g.legal_actions()}
    assert {"choose l1", "choose l2", "done"} <= acts and "choose gb" not in acts
    run_script(g, ["alice: choose l1", "alice: choose l2"], "<test>")
    assert g.obj("l1").zone == "hand" and g.obj("l2").zone == "hand"


def test_608_2h_scent_of_jasmine_gains_2_life_for_each_card_revealed():
    """608.2h: "You gain 2 life for each card revealed this way." -- two Lions revealed: 4 life;
    a second cast revealing none would gain nothing (checked with one revealed: 2)."""
    g = _jasmine()
    run_script(g, ["alice: choose l1", "alice: choose l2"], "<test>")
    assert life(g, "alice") == 24
    g = _jasmine()
    run_script(g, ["alice: choose l2", "alice: done"], "<test>")
    assert life(g, "alice") == 22


def test_608_2h_scent_of_cinder_deals_x_damage_x_the_cards_revealed():
    """608.2h, 107.3a: "deals X damage to any target, where X is the number of cards revealed this
    way" -- two red cards revealed: bob takes 2; the green card can't be revealed."""
    assert fully_compiled("Scent of Cinder")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2"])
             + "hand:\n  - {id: sc, card: Scent of Cinder, owner: alice}\n"
             + "  - {id: r1, card: Lightning Bolt, owner: alice}\n  - {id: r2, card: Shock, owner: alice}\n"
             + "  - {id: gb, card: Grizzly Bears, owner: alice}\n",
             ["Scent of Cinder"], ["alice: cast sc target=bob", "alice: pass", "bob: pass",
                                   "alice: choose r1", "alice: choose r2"])
    assert life(g, "bob") == 18 and g.obj("r1").zone == "hand"


def _tokens(g, who: str, name: str) -> int:
    return sum(1 for o in g.battlefield() if g.obj(o).token and g.obj(o).controller == who and g.name(o).startswith(name))


def test_608_2h_march_of_souls_each_controller_gets_a_spirit_per_creature_destroyed():
    """608.2h, 110.2: "For each creature destroyed this way, its controller creates a 1/1 white
    Spirit" -- alice lost one creature, bob two: alice gets one Spirit, bob two; bob's
    indestructible Darksteel Myr wasn't destroyed (702.12b) and counts for nothing."""
    assert fully_compiled("March of Souls")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3", "p4", "p5"])
             + permanents("Grizzly Bears", ["a1"]) + permanents("Grizzly Bears", ["b1"], "bob")
             + permanents("Hill Giant", ["b2"], "bob") + permanents("Darksteel Myr", ["dm"], "bob")
             + "hand:\n  - {id: ms, card: March of Souls, owner: alice}\n",
             ["March of Souls"], ["alice: cast ms", "alice: pass", "bob: pass"])
    assert g.obj("dm").zone == "battlefield" and g.obj("b2").zone == "graveyard"
    assert _tokens(g, "alice", "Spirit") == 1 and _tokens(g, "bob", "Spirit") == 2


def test_608_2h_descent_of_the_dragons_gives_each_targets_controller_a_dragon():
    """608.2h: "Destroy any number of target creatures. For each creature destroyed this way, its
    controller creates a 4/4 red Dragon" -- alice's Bears and bob's Giant destroyed: one Dragon
    each; bob's untargeted Bears stay and give nothing."""
    assert fully_compiled("Descent of the Dragons")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3", "m4", "m5", "m6"])
             + permanents("Grizzly Bears", ["a1"]) + permanents("Hill Giant", ["b1"], "bob")
             + permanents("Grizzly Bears", ["b2"], "bob")
             + "hand:\n  - {id: dd, card: Descent of the Dragons, owner: alice}\n",
             ["Descent of the Dragons"], ["alice: cast dd target=a1,b1", "alice: no_target", "alice: pass", "bob: pass"])
    assert g.obj("b2").zone == "battlefield" and g.obj("b1").zone == "graveyard"
    assert _tokens(g, "alice", "Dragon") == 1 and _tokens(g, "bob", "Dragon") == 1


def _explore():
    return play(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2"])
                + "hand:\n  - {id: ex, card: Explore, owner: alice}\n"
                + "  - {id: h1, card: Forest, owner: alice}\n  - {id: h2, card: Forest, owner: alice}\n"
                + "  - {id: h3, card: Forest, owner: alice}\n",
                ["Explore"], ["alice: play h1", "alice: cast ex", "alice: pass", "bob: pass"])


def test_305_2_explore_allows_one_more_land_this_turn():
    """305.2, 305.2a: "You may play an additional land this turn." -- after her land for the turn,
    alice may play a second one, but not a third; she drew a card too."""
    assert fully_compiled("Explore")
    g = _explore()
    assert g.obj("la1").zone == "hand"
    assert "play h2" in {str(a) for a in g.legal_actions()}
    run_script(g, ["alice: play h2"], "<test>")
    assert "play h3" not in {str(a) for a in g.legal_actions()}


def test_305_2_the_additional_land_play_ends_with_the_turn():
    """500.1, 305.2: "this turn" -- on alice's next turn she has one land play again."""
    g = _explore()
    pass_until(g, "alice", "precombat_main")
    pass_until(g, "bob", "precombat_main")
    pass_until(g, "alice", "precombat_main")
    run_script(g, ["alice: play h2"], "<test>")
    assert "play h3" not in {str(a) for a in g.legal_actions()}


def _curdle():
    return play(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3", "s4"])
                + permanents("Grizzly Bears", ["a1"]) + permanents("Hill Giant", ["a2"])
                + permanents("Grizzly Bears", ["b1"], "bob")
                + "hand:\n  - {id: bc, card: Blood Curdle, owner: alice}\n",
                ["Blood Curdle"], ["alice: cast bc target=b1", "alice: pass", "bob: pass"])


def test_608_2d_blood_curdle_counter_goes_on_a_creature_chosen_on_resolution():
    """608.2d, 115.10: "Put a menace counter on a creature you control." -- not a target: as it
    resolves alice chooses one of her creatures (bob's isn't offered, and she can't decline)."""
    assert fully_compiled("Blood Curdle")
    g = _curdle()
    assert g.obj("b1").zone == "graveyard"
    acts = {str(a) for a in g.legal_actions()}
    assert acts == {"choose a1", "choose a2"}


def test_122_1_blood_curdle_puts_the_menace_counter_on_the_chosen_creature():
    """122.1, 702.110a: the Hill Giant chosen gets the menace counter; the Bears don't."""
    g = _curdle()
    run_script(g, ["alice: choose a2"], "<test>")
    assert counters(g, "a2", "menace") == 1 and counters(g, "a1", "menace") == 0
