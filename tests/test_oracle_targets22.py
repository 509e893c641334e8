"""Targets and choices (115.1, 115.3, 115.6, 601.2c, 608.2b): several instances of "target" each
with its own number of targets ("Return up to one target creature card ... Return up to one target
permanent card ..."), "one or two target creatures", "any number of target ...", the objects a
target player controls ("Creatures target player controls get -2/-2", "Destroy all creatures target
opponent controls"), and "You choose a nonland card from it and exile that card". Each test plays
real cards compiled from their Oracle text; the expected answer comes from the CR rule cited in its
docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, life, permanents, play

from pyengine.game.players import run_script


def _lands(card: str, n: int, tag: str = "l") -> str:
    return permanents(card, [f"{tag}{i}" for i in range(1, n + 1)])


def _revival(script_targets: str):
    return play(head() + "battlefield:\n" + _lands("Swamp", 3) + _lands("Forest", 2, "f")
                + "graveyard:\n  - {id: gb, card: Grizzly Bears, owner: alice}\n"
                + "  - {id: ar, card: Ornithopter, owner: alice}\n"
                + "hand:\n  - {id: br, card: Badlands Revival, owner: alice}\n",
                ["Badlands Revival", "Ornithopter"],
                [f"alice: cast br target={script_targets}", "alice: pass", "bob: pass"])


def test_601_2c_badlands_revival_each_up_to_one_instance_its_own_card():
    """601.2c, 115.1: "Return up to one target creature card from your graveyard to the
    battlefield. Return up to one target permanent card from your graveyard to your hand." --
    Grizzly Bears for the first instance, Ornithopter for the second: the Bears enter the
    battlefield and Ornithopter goes to alice's hand."""
    assert fully_compiled("Badlands Revival")
    g = _revival("gb,ar")
    assert g.obj("gb").zone == "battlefield" and g.obj("ar").zone == "hand"


def test_115_6_badlands_revival_no_target_for_the_first_instance():
    """115.6, 601.2c: zero targets for the first "up to one" instance, Grizzly Bears for the
    second: the Bears (the second instance's target) return to the hand -- not to the battlefield."""
    g = _revival("none,gb")
    assert g.obj("gb").zone == "hand" and g.obj("ar").zone == "graveyard"


def test_601_2c_stunning_shot_second_instance_only():
    """601.2c, 115.6: "Put two +1/+1 counters on up to one target creature you control. Tap up to
    one target creature an opponent controls and put a stun counter on it." -- no target for the
    first instance, bob's Hill Giant for the second: the Giant is tapped with a stun counter and
    no creature gets +1/+1 counters."""
    assert fully_compiled("Stunning Shot")
    g = play(head() + "battlefield:\n" + _lands("Plains", 2) + permanents("Grizzly Bears", ["gb"])
             + permanents("Hill Giant", ["hg"], "bob")
             + "hand:\n  - {id: ss, card: Stunning Shot, owner: alice}\n",
             ["Stunning Shot", "Hill Giant"], ["alice: cast ss target=none,hg", "alice: pass", "bob: pass"])
    assert g.obj("hg").tapped and counters(g, "hg", "stun") == 1
    assert counters(g, "gb") == 0 and counters(g, "hg") == 0


def test_115_1_roiling_waters_target_player_after_up_to_two_creatures():
    """115.1, 608.2b: "Return up to two target creatures your opponents control to their owners'
    hands. Target player draws two cards." -- one creature (bob's Hill Giant) for the first
    instance, alice for the second: the Giant returns to bob's hand and alice draws two cards."""
    assert fully_compiled("Roiling Waters")
    g = play(head() + "battlefield:\n" + _lands("Island", 7) + permanents("Hill Giant", ["hg"], "bob")
             + permanents("Grizzly Bears", ["gb"], "bob")
             + "hand:\n  - {id: rw, card: Roiling Waters, owner: alice}\n",
             ["Roiling Waters", "Hill Giant"], ["alice: cast rw target=hg,none,alice", "alice: pass", "bob: pass"])
    assert g.obj("hg").zone == "hand" and g.obj("gb").zone == "battlefield"
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "hand" and g.obj("lb1").zone == "library"


def test_115_3_hostile_takeover_other_target_is_not_the_first():
    """115.3, 601.2c: "Up to one target creature has base power and toughness 1/1 until end of
    turn. Up to one other target creature has base power and toughness 4/4 until end of turn." --
    once Grizzly Bears is the first target, the second instance can't choose it again."""
    assert fully_compiled("Hostile Takeover")
    g = play(head() + "battlefield:\n" + _lands("Island", 2) + permanents("Swamp", ["s1"])
             + permanents("Mountain", ["m1"]) + permanents("Mountain", ["m2"])
             + permanents("Grizzly Bears", ["gb"], "bob") + permanents("Hill Giant", ["hg"], "bob")
             + "hand:\n  - {id: ht, card: Hostile Takeover, owner: alice}\n",
             ["Hostile Takeover", "Hill Giant"], ["alice: cast ht target=gb"])
    offered = {str(a) for a in g.legal_actions()}
    assert "target hg" in offered and "target gb" not in offered


def test_601_2c_appeal_to_eirdu_one_or_two_targets():
    """601.2c: "One or two target creatures each get +2/+1 until end of turn." -- two targets:
    Grizzly Bears becomes 4/3 and Hill Giant 5/4."""
    assert fully_compiled("Appeal to Eirdu")
    g = play(head() + "battlefield:\n" + _lands("Plains", 4) + permanents("Grizzly Bears", ["gb"])
             + permanents("Hill Giant", ["hg"])
             + "hand:\n  - {id: ap, card: Appeal to Eirdu, owner: alice}\n",
             ["Appeal to Eirdu", "Hill Giant"], ["alice: cast ap target=gb,hg", "alice: pass", "bob: pass"])
    assert (g.ch("gb").power, g.ch("gb").toughness) == (4, 3)
    assert (g.ch("hg").power, g.ch("hg").toughness) == (5, 4)


def test_601_2c_succumb_to_the_cold_needs_at_least_one_target():
    """601.2c: "Tap one or two target creatures an opponent controls." -- the first target is
    required (no 'no target' offered); after one, a second is optional."""
    assert fully_compiled("Succumb to the Cold")
    g = play(head() + "battlefield:\n" + _lands("Island", 3) + permanents("Grizzly Bears", ["gb"], "bob")
             + permanents("Hill Giant", ["hg"], "bob")
             + "hand:\n  - {id: sc, card: Succumb to the Cold, owner: alice}\n",
             ["Succumb to the Cold", "Hill Giant"], ["alice: cast sc"])
    first = {str(a) for a in g.legal_actions()}
    assert "target gb" in first and "no_target" not in first
    run_script(g, ["alice: target gb"], "<test>")
    second = {str(a) for a in g.legal_actions()}
    assert "no_target" in second and "target hg" in second and "target gb" not in second
    run_script(g, ["alice: no_target", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("gb").tapped and counters(g, "gb", "stun") == 1 and not g.obj("hg").tapped


def test_115_6_paradoxical_outcome_any_number_of_targets():
    """115.6, 601.2c: "Return any number of target nonland, nontoken permanents you control to
    their owners' hands. Draw a card for each card returned to your hand this way." -- two of
    alice's creatures chosen: both return and she draws two cards."""
    assert fully_compiled("Paradoxical Outcome")
    g = play(head() + "battlefield:\n" + _lands("Island", 4) + permanents("Grizzly Bears", ["gb"])
             + permanents("Hill Giant", ["hg"]) + permanents("Ornithopter", ["or"])
             + "hand:\n  - {id: po, card: Paradoxical Outcome, owner: alice}\n",
             ["Paradoxical Outcome", "Hill Giant", "Ornithopter"],
             ["alice: cast po target=gb,hg,none", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "hand" and g.obj("hg").zone == "hand" and g.obj("or").zone == "battlefield"
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "hand" and g.obj("la3").zone == "library"


def test_608_2c_arms_of_hadar_creatures_target_player_controls():
    """608.2c, 611.2c: "Creatures target player controls get -2/-2 until end of turn." -- bob is
    the target: his Grizzly Bears (2/2) dies (704.5f), his Hill Giant is 1/1; alice's Bears are
    unaffected."""
    assert fully_compiled("Arms of Hadar")
    g = play(head() + "battlefield:\n" + _lands("Swamp", 4) + permanents("Grizzly Bears", ["mine"])
             + permanents("Grizzly Bears", ["gb"], "bob") + permanents("Hill Giant", ["hg"], "bob")
             + "hand:\n  - {id: ah, card: Arms of Hadar, owner: alice}\n",
             ["Arms of Hadar", "Hill Giant"], ["alice: cast ah target=bob", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "graveyard" and (g.ch("hg").power, g.ch("hg").toughness) == (1, 1)
    assert (g.ch("mine").power, g.ch("mine").toughness) == (2, 2)


def test_608_2c_rain_of_daggers_destroys_what_the_target_opponent_controls():
    """608.2c, 701.8a: "Destroy all creatures target opponent controls. You lose 2 life for each
    creature destroyed this way." -- bob's two creatures are destroyed, alice's stays; alice
    loses 4 life."""
    assert fully_compiled("Rain of Daggers")
    g = play(head() + "battlefield:\n" + _lands("Swamp", 6) + permanents("Grizzly Bears", ["mine"])
             + permanents("Grizzly Bears", ["gb"], "bob") + permanents("Hill Giant", ["hg"], "bob")
             + "hand:\n  - {id: rd, card: Rain of Daggers, owner: alice}\n",
             ["Rain of Daggers", "Hill Giant"], ["alice: cast rd target=bob", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "graveyard" and g.obj("hg").zone == "graveyard"
    assert g.obj("mine").zone == "battlefield" and life(g, "alice") == 16


def test_115_1_seismic_wave_any_target_and_the_creatures_of_a_target_opponent():
    """115.1, 608.2c: "Seismic Wave deals 2 damage to any target and 1 damage to each nonartifact
    creature target opponent controls." -- 2 to bob, 1 to bob's Grizzly Bears; his Ornithopter
    (an artifact) and alice's Bears are dealt nothing."""
    assert fully_compiled("Seismic Wave")
    g = play(head() + "battlefield:\n" + _lands("Mountain", 3) + permanents("Grizzly Bears", ["mine"])
             + permanents("Grizzly Bears", ["gb"], "bob") + permanents("Ornithopter", ["or"], "bob")
             + "hand:\n  - {id: sw, card: Seismic Wave, owner: alice}\n",
             ["Seismic Wave", "Ornithopter"], ["alice: cast sw target=bob,bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 18 and g.obj("gb").damage == 1
    assert g.obj("or").damage == 0 and g.obj("mine").damage == 0


def test_406_3_castigate_exiles_the_chosen_nonland_card():
    """701.16a, 406.3: "Target opponent reveals their hand. You choose a nonland card from it and
    exile that card." -- only bob's Lightning Bolt can be chosen (not his Mountain); it is exiled,
    not discarded."""
    assert fully_compiled("Castigate")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1"]) + permanents("Swamp", ["s1"])
             + "hand:\n  - {id: ca, card: Castigate, owner: alice}\n  - {id: lb, card: Lightning Bolt, owner: bob}\n"
             + "  - {id: mt, card: Mountain, owner: bob}\n",
             ["Castigate"], ["alice: cast ca target=bob", "alice: pass", "bob: pass"])
    offered = {str(a) for a in g.legal_actions()}
    assert "choose lb" in offered and "choose mt" not in offered
    run_script(g, ["alice: choose lb"], "<test>")
    assert g.obj("lb").zone == "exile" and g.obj("mt").zone == "hand"


def test_601_2d_elven_rite_divides_two_counters_among_two_creatures():
    """601.2d: "Distribute two +1/+1 counters among one or two target creatures." -- two targets,
    divided 1 and 1 as it's cast: each creature gets one counter."""
    assert fully_compiled("Elven Rite")
    g = play(head() + "battlefield:\n" + _lands("Forest", 2) + permanents("Grizzly Bears", ["gb"])
             + permanents("Hill Giant", ["hg"])
             + "hand:\n  - {id: er, card: Elven Rite, owner: alice}\n",
             ["Elven Rite", "Hill Giant"], ["alice: cast er target=gb,hg divide=1+1", "alice: pass", "bob: pass"])
    assert counters(g, "gb") == 1 and counters(g, "hg") == 1


def test_601_2d_elven_rite_one_target_gets_both_counters():
    """601.2d: one target: the whole amount (two counters) goes to it."""
    g = play(head() + "battlefield:\n" + _lands("Forest", 2) + permanents("Grizzly Bears", ["gb"])
             + permanents("Hill Giant", ["hg"])
             + "hand:\n  - {id: er, card: Elven Rite, owner: alice}\n",
             ["Elven Rite", "Hill Giant"], ["alice: cast er target=gb,none", "alice: pass", "bob: pass"])
    assert counters(g, "gb") == 2 and counters(g, "hg") == 0


def test_400_6_retrieve_returns_one_card_per_instance():
    """115.1, 400.6: "Return up to one target creature card and up to one target noncreature
    permanent card from your graveyard to your hand. Exile Retrieve." -- Grizzly Bears and
    Sol Ring return to alice's hand; Retrieve is exiled."""
    assert fully_compiled("Retrieve")
    g = play(head() + "battlefield:\n" + _lands("Forest", 3)
             + "graveyard:\n  - {id: gb, card: Grizzly Bears, owner: alice}\n"
             + "  - {id: ar, card: Sol Ring, owner: alice}\n"
             + "hand:\n  - {id: re, card: Retrieve, owner: alice}\n",
             ["Retrieve", "Sol Ring"], ["alice: cast re target=gb,ar", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "hand" and g.obj("ar").zone == "hand" and g.obj("re").zone == "exile"


def test_115_1_retrieve_the_second_instance_cant_take_a_creature_card():
    """115.1, 601.2c: the second instance of "target" is a noncreature permanent card: with
    Grizzly Bears chosen for the first, the other creature card (Hill Giant) isn't offered."""
    g = play(head() + "battlefield:\n" + _lands("Forest", 3)
             + "graveyard:\n  - {id: gb, card: Grizzly Bears, owner: alice}\n"
             + "  - {id: hg, card: Hill Giant, owner: alice}\n  - {id: ar, card: Sol Ring, owner: alice}\n"
             + "hand:\n  - {id: re, card: Retrieve, owner: alice}\n",
             ["Retrieve", "Sol Ring", "Hill Giant"], ["alice: cast re target=gb"])
    offered = {str(a) for a in g.legal_actions()}
    assert "target ar" in offered and "target hg" not in offered


def test_700_2_blessed_alliance_up_to_two_then_the_next_modes_target():
    """700.2, 601.2c: Blessed Alliance with modes 2 ("Untap up to two target creatures") and 3
    ("Target opponent sacrifices an attacking creature of their choice"): one creature for mode 2,
    then bob for mode 3 -- alice's Grizzly Bears untaps and bob sacrifices his attacking Hill Giant."""
    assert fully_compiled("Blessed Alliance")
    g = play(head() + "battlefield:\n" + _lands("Plains", 4) + "  - {id: gb, card: Grizzly Bears, controller: alice, tapped: true}\n"
             + permanents("Hill Giant", ["hg"], "bob")
             + "hand:\n  - {id: ba, card: Blessed Alliance, owner: alice}\n",
             ["Blessed Alliance", "Hill Giant"], [])
    g.s.attackers["hg"] = "alice"
    run_script(g, ["alice: cast ba", "alice: mode 2", "alice: mode 3", "alice: done", "alice: target gb",
                   "alice: no_target", "alice: target bob", "alice: pass", "bob: pass", "bob: sacrifice hg"], "<test>")
    assert not g.obj("gb").tapped and g.obj("hg").zone == "graveyard"


def test_608_2d_another_chance_returns_up_to_two_chosen_cards():
    """608.2d, 115.10: "Then return up to two creature cards from your graveyard to your hand." --
    chosen as it resolves (not targeted): alice picks Grizzly Bears and Hill Giant; Sol Ring (not a
    creature card) can't be chosen and stays."""
    assert fully_compiled("Another Chance")
    g = play(head() + "battlefield:\n" + _lands("Swamp", 3)
             + "graveyard:\n  - {id: gb, card: Grizzly Bears, owner: alice}\n"
             + "  - {id: hg, card: Hill Giant, owner: alice}\n  - {id: sr, card: Sol Ring, owner: alice}\n"
             + "hand:\n  - {id: ac, card: Another Chance, owner: alice}\n",
             ["Another Chance", "Hill Giant", "Sol Ring"], ["alice: cast ac", "alice: pass", "bob: pass", "alice: no"])
    offered = {str(a) for a in g.legal_actions()}
    assert "choose gb" in offered and "choose hg" in offered and "choose sr" not in offered
    run_script(g, ["alice: choose gb", "alice: choose hg"], "<test>")
    assert g.obj("gb").zone == "hand" and g.obj("hg").zone == "hand" and g.obj("sr").zone == "graveyard"


def test_608_2h_divine_congregation_counts_the_target_players_creatures():
    """608.2c, 608.2h: "You gain 2 life for each creature target player controls." -- bob controls
    two creatures (alice's own Bears don't count): alice gains 4 life."""
    assert fully_compiled("Divine Congregation")
    g = play(head() + "battlefield:\n" + _lands("Plains", 4) + permanents("Grizzly Bears", ["mine"])
             + permanents("Grizzly Bears", ["gb"], "bob") + permanents("Hill Giant", ["hg"], "bob")
             + "hand:\n  - {id: dc, card: Divine Congregation, owner: alice}\n",
             ["Divine Congregation", "Hill Giant"], ["alice: cast dc target=bob", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 24


def test_701_8a_inquisition_of_kozilek_only_a_card_with_mana_value_3_or_less():
    """701.8a, 701.16a: "You choose a nonland card from it with mana value 3 or less. That player
    discards that card." -- bob's Lightning Bolt (mana value 1) can be chosen, his Hill Giant
    (mana value 4) can't."""
    assert fully_compiled("Inquisition of Kozilek")
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1"])
             + "hand:\n  - {id: ik, card: Inquisition of Kozilek, owner: alice}\n"
             + "  - {id: lb, card: Lightning Bolt, owner: bob}\n  - {id: hg, card: Hill Giant, owner: bob}\n",
             ["Inquisition of Kozilek", "Hill Giant"], ["alice: cast ik target=bob", "alice: pass", "bob: pass"])
    offered = {str(a) for a in g.legal_actions()}
    assert "discard lb" in offered and "discard hg" not in offered
    run_script(g, ["alice: discard lb"], "<test>")
    assert g.obj("lb").zone == "graveyard" and g.obj("hg").zone == "hand"


def test_601_2c_unkicked_tear_asunder_has_no_kicker_target():
    """601.2c: "A spell or ability may require some targets only if an alternative or additional
    cost (such as a buyback or kicker cost) ... was chosen for it; otherwise, the spell is cast as
    though it did not require those targets." -- Tear Asunder cast without its kicker asks only for
    the artifact or enchantment: after Sol Ring is chosen, no nonland permanent is asked for."""
    assert fully_compiled("Tear Asunder")
    g = play(head() + "battlefield:\n" + _lands("Forest", 2) + permanents("Sol Ring", ["sr"], "bob")
             + permanents("Grizzly Bears", ["gb"], "bob")
             + "hand:\n  - {id: ta, card: Tear Asunder, owner: alice}\n",
             ["Tear Asunder", "Sol Ring"], ["alice: cast ta", "alice: no_kick", "alice: target sr"])
    assert g.decision.kind != "target"
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert g.obj("sr").zone == "exile" and g.obj("gb").zone == "battlefield"


def test_601_2b_profane_command_up_to_x_targets_after_x_is_announced():
    """601.2b-c, 700.2: Profane Command with modes 1 ("Target player loses X life") and 4 ("Up to
    X target creatures gain fear until end of turn"), X = 2: bob loses 2 life; two creatures (at
    most X) are chosen and both gain fear."""
    assert fully_compiled("Profane Command")
    g = play(head() + "battlefield:\n" + _lands("Swamp", 4) + permanents("Grizzly Bears", ["gb"])
             + permanents("Hill Giant", ["hg"])
             + "hand:\n  - {id: pc, card: Profane Command, owner: alice}\n",
             ["Profane Command", "Hill Giant"],
             ["alice: cast pc", "alice: mode 1", "alice: mode 4", "alice: x 2", "alice: target bob",
              "alice: target gb", "alice: target hg", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 18
    assert ("kw", ("fear",)) in g.ch("gb").ability_terms and ("kw", ("fear",)) in g.ch("hg").ability_terms
