"""Copying a spell on the stack (707.10), compiled from Oracle text and played; each expected
value comes from the CR rule cited."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, life, permanents, play, rules

BOARD = head() + """
battlefield:
""" + permanents("Mountain", ["m1"]) + permanents("Island", ["i1", "i2"]) + """
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: twin, card: Twincast, owner: alice}
"""


def test_707_10c_twincast_copies_a_spell_and_may_choose_a_new_target():
    """707.10, 707.10c: "Copy target instant or sorcery spell. You may choose new targets for the
    copy." -- alice's Lightning Bolt targets bob's Grizzly Bears; Twincast copies it and alice
    points the copy at bob: the copy deals 3 to bob (20 -> 17), then the Bolt kills the Bears."""
    assert fully_compiled("Twincast")
    g = play(BOARD, ["Twincast", "Lightning Bolt"],
             ["alice: cast bolt target=bear", "alice: cast twin target=bolt", "alice: pass", "bob: pass",
              "alice: target bob", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17
    assert g.obj("bear").zone == "graveyard"
    assert "707.10c" in rules(g)


def test_707_10_the_copy_keeps_the_original_target_if_unchanged():
    """707.10c: choosing the same target leaves it unchanged -- the copy resolves first and deals 3
    to the Bears, destroyed (704.5g); then the original Bolt's only target is gone, so it doesn't
    resolve (608.2b). Bob's life stays 20."""
    g = play(BOARD, ["Twincast", "Lightning Bolt"],
             ["alice: cast bolt target=bear", "alice: cast twin target=bolt", "alice: pass", "bob: pass",
              "alice: target bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 20
    assert g.obj("bear").zone == "graveyard"
    assert g.obj("bolt").zone == "graveyard"
    assert any(e.rule == "608.2b" and "Lightning Bolt" in e.text for e in g.log)


NEGATE = head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: i1, card: Island, controller: bob}
  - {id: i2, card: Island, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: bears, card: Grizzly Bears, owner: alice}
  - {id: neg, card: Negate, owner: bob}
"""


def test_701_5a_negate_counters_a_noncreature_spell_on_the_stack():
    """112.1, 115.1, 701.5a: "Counter target noncreature spell." -- a spell is a card on the stack:
    bob's Negate targets alice's Lightning Bolt there and counters it; bob's life stays 20."""
    assert fully_compiled("Negate")
    g = play(NEGATE, ["Negate", "Lightning Bolt"],
             ["alice: cast bolt target=bob", "alice: pass", "bob: cast neg target=bolt", "bob: pass", "alice: pass"])
    assert g.obj("bolt").zone == "graveyard" and g.obj("neg").zone == "graveyard"
    assert not g.s.stack
    assert life(g, "bob") == 20


def test_115_1_negate_cant_target_a_creature_spell():
    """115.1, 601.2c: a creature spell isn't a legal target for "target noncreature spell": with
    only alice's Grizzly Bears on the stack, Negate can't be cast."""
    from oracle_helpers import game
    g = game(NEGATE, ["Negate", "Lightning Bolt"], ["alice: cast bears", "alice: pass"])
    assert g.s.stack and not [a for a in g.legal_actions() if a.kind == "cast"]


def test_707_10_a_copy_of_a_spell_isnt_cast_so_prowess_doesnt_trigger_for_it():
    """707.10: "A copy of a spell or ability copies both the characteristics of the spell or
    ability and all decisions made for it ... A copy of a spell isn't cast"; 702.108a prowess:
    "Whenever you cast a noncreature spell" -- Monastery Swiftspear (1/2) gets +1/+1 for the Bolt
    and for Twincast (3/4), not for the copy."""
    text = BOARD.replace("  - {id: bear, card: Grizzly Bears, controller: bob}\n",
                         "  - {id: bear, card: Grizzly Bears, controller: bob}\n"
                         "  - {id: sw, card: Monastery Swiftspear, controller: alice}\n")
    g = play(text, ["Twincast", "Lightning Bolt", "Monastery Swiftspear"],
             ["alice: cast bolt target=bear", "alice: pass", "bob: pass",         # prowess trigger resolves
              "alice: cast twin target=bolt", "alice: pass", "bob: pass",         # prowess again
              "alice: pass", "bob: pass", "alice: target bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17                            # the copy resolved (at bob)
    ch = g.ch("sw")
    assert (ch.power, ch.toughness) == (3, 4)


def test_700_2g_a_copy_of_a_modal_spell_copies_its_modes():
    """700.2g: "A copy of a modal spell or ability copies the mode(s) chosen for it. The controller
    of the copy can't choose a different mode." -- Twincast copies Kolaghan's Command with modes 2
    (target player discards a card) and 4 (2 damage to any target): bob discards two cards in all
    and takes 2 twice (20 -> 16)."""
    g = play(head() + """
battlefield:
""" + permanents("Mountain", ["m1", "m2"]) + permanents("Swamp", ["s1"]) + permanents("Island", ["i1", "i2", "i3"]) + """
hand:
  - {id: kc, card: Kolaghan's Command, owner: alice}
  - {id: twin, card: Twincast, owner: alice}
  - {id: hb1, card: Plains, owner: bob}
  - {id: hb2, card: Plains, owner: bob}
""", ["Kolaghan's Command", "Twincast"],
        ["alice: cast kc", "alice: mode 2", "alice: mode 4", "alice: target bob", "alice: target bob",
         "alice: cast twin target=kc", "alice: pass", "bob: pass"])
    assert g.decision.kind != "mode"                       # no mode is chosen for the copy
    from pyengine.game.players import run_script
    for _ in range(12):
        if g.s.stack == [] or g.decision is None:
            break
        d = g.decision
        acts = [str(a) for a in g.legal_actions()]
        pick = "pass" if "pass" in acts else acts[0] if d.kind != "target" else "target bob"
        run_script(g, [f"{d.player}: {pick}"], "<test>")
    assert life(g, "bob") == 16
    assert g.obj("hb1").zone == "graveyard" and g.obj("hb2").zone == "graveyard"


# ------------------------------------------------------------------ "copy that spell" (707.10)
SWARM = head() + """
battlefield:
""" + permanents("Mountain", ["m1", "m2"]) + """
  - {id: swarm, card: Swarm Intelligence, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: i1, card: Island, controller: bob}
  - {id: i2, card: Island, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: gob, card: Raging Goblin, owner: alice}
  - {id: neg, card: Negate, owner: bob}
"""


def test_707_10_swarm_intelligence_copies_the_spell_that_triggered_it():
    """707.10: "Whenever you cast an instant or sorcery spell, you may copy that spell. You may
    choose new targets for the copy." -- alice's Lightning Bolt at bob triggers Swarm Intelligence;
    alice copies it and keeps the copy's target (707.10c: any number of targets may be left
    unchanged): the copy and the Bolt each deal 3 to bob (20 -> 14)."""
    assert fully_compiled("Swarm Intelligence")
    g = play(SWARM, ["Swarm Intelligence", "Lightning Bolt", "Negate"],
             ["alice: cast bolt target=bob", "alice: pass", "bob: pass", "alice: yes", "alice: target bob",
              "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 14
    assert "707.10" in rules(g)


def test_707_10c_the_copy_may_get_a_new_target():
    """707.10c: alice points the copy of her Bolt (at bob) at bob's Grizzly Bears instead: the
    Bears die (704.5g) and bob takes 3 from the original only (20 -> 17)."""
    g = play(SWARM, ["Swarm Intelligence", "Lightning Bolt", "Negate"],
             ["alice: cast bolt target=bob", "alice: pass", "bob: pass", "alice: yes", "alice: target bear",
              "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17
    assert g.obj("bear").zone == "graveyard"


def test_608_2h_the_copy_is_made_even_if_the_spell_was_countered():
    """608.2h: the ability needs information from the spell; if it's no longer on the stack the
    ability uses its last known information -- bob counters alice's Bolt with Negate while Swarm
    Intelligence's trigger waits; the trigger still copies the Bolt as it last existed: bob takes
    3 (20 -> 17) from the copy alone."""
    g = play(SWARM, ["Swarm Intelligence", "Lightning Bolt", "Negate"],
             ["alice: cast bolt target=bob", "alice: pass", "bob: cast neg target=bolt", "bob: pass",
              "alice: pass", "bob: pass", "alice: yes", "alice: target bob", "alice: pass", "bob: pass"])
    assert g.obj("bolt").zone == "graveyard"
    assert life(g, "bob") == 17


def test_603_2_a_creature_spell_doesnt_trigger_it():
    """603.2, 707.10: "an instant or sorcery spell" -- casting Raging Goblin (a creature spell)
    doesn't trigger Swarm Intelligence: nothing is copied, the Goblin resolves."""
    g = play(SWARM, ["Swarm Intelligence", "Lightning Bolt", "Negate", "Raging Goblin"],
             ["alice: cast gob", "alice: pass", "bob: pass"])
    assert g.obj("gob").zone == "battlefield"
    assert "707.10" not in rules(g)


DOUBLECAST = head() + """
battlefield:
""" + permanents("Mountain", ["m1", "m2", "m3", "m4"]) + """
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: dc, card: Doublecast, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: bolt2, card: Lightning Bolt, owner: alice}
"""


def test_603_7c_doublecast_copies_the_next_instant_or_sorcery_only():
    """603.7a, 603.7c, 707.10: Doublecast -- "When you next cast an instant or sorcery spell this
    turn, copy that spell." is a delayed triggered ability: alice's first Bolt (at bob) is copied
    (bob 20 -> 14); it triggers only once, so her second Bolt isn't (14 -> 11)."""
    assert fully_compiled("Doublecast")
    g = play(DOUBLECAST, ["Doublecast", "Lightning Bolt"],
             ["alice: cast dc", "alice: pass", "bob: pass",
              "alice: cast bolt target=bob", "alice: pass", "bob: pass", "alice: target bob",
              "alice: pass", "bob: pass", "alice: pass", "bob: pass",
              "alice: cast bolt2 target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 11
    assert "603.7c" in rules(g)


def test_603_7c_doublecast_lasts_this_turn_only():
    """603.7c, Doublecast: "... this turn" -- the delayed ability does nothing on a later turn:
    alice casts Doublecast on her turn and her Bolt on bob's turn isn't copied (20 -> 17)."""
    g = play(DOUBLECAST, ["Doublecast", "Lightning Bolt"],
             ["alice: cast dc", "alice: pass", "bob: pass", "T2 upkeep bob: pass",
              "alice: cast bolt target=bob", "alice: pass", "bob: pass"])
    assert g.s.turn == 2 and g.obj("bolt").zone == "graveyard"
    assert life(g, "bob") == 17
    assert "707.10" not in rules(g)
