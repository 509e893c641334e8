"""Modal spells and abilities choosing more than one mode (700.2), compiled from Oracle text and
played; each expected value comes from the CR rule cited."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, life, play, rules


def modes_offered(g) -> set:
    return {a.args[0] if a.kind == "mode" else a.kind for a in g.legal_actions() if a.kind in ("mode", "done")}


KOLAGHAN = head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: kc, card: Kolaghan's Command, owner: alice}
  - {id: hb1, card: Plains, owner: bob}
"""


def test_700_2_kolaghans_command_performs_two_modes_with_their_own_targets():
    """700.2, 700.2c, 601.2c: "Choose two —": alice chooses "Target player discards a card" and
    "Kolaghan's Command deals 2 damage to any target"; she chooses a target for each chosen mode
    (bob, then the Bears). Both happen (608.2c): bob discards his only card, and the Bears (2/2)
    is destroyed by the damage (704.5g)."""
    assert fully_compiled("Kolaghan's Command")
    g = play(KOLAGHAN, ["Kolaghan's Command"],
             ["alice: cast kc", "alice: mode 2", "alice: mode 4", "alice: target bob", "alice: target bear",
              "alice: pass", "bob: pass", "bob: discard hb1"])
    assert g.obj("kc").zone == "graveyard"
    assert g.obj("hb1").zone == "graveyard"
    assert g.obj("bear").zone == "graveyard"
    assert "601.2b" in rules(g)


def test_700_2d_a_mode_cant_be_chosen_twice_unless_the_card_says_so():
    """700.2d: a player choosing more than one mode normally can't choose the same mode more than
    once: with a creature card in alice's graveyard and an artifact on the battlefield (so every
    mode has a legal target), after mode 2 Kolaghan's Command offers modes 1, 3 and 4 only -- and
    no `done`, since it says "Choose two"."""
    text = KOLAGHAN.replace("hand:\n", "  - {id: thopter, card: Ornithopter, controller: bob}\n"
                            "graveyard:\n  - {id: gb, card: Grizzly Bears, owner: alice}\nhand:\n")
    g = game(text, ["Kolaghan's Command"], ["alice: cast kc", "alice: mode 2"])
    assert modes_offered(g) == {1, 3, 4}


def test_700_2a_a_mode_without_legal_targets_cant_be_chosen():
    """700.2a: "If one of the modes would be illegal (due to an inability to choose legal targets,
    for example), that mode can't be chosen." -- alice's graveyard has no creature card (mode 1)
    and no artifact is on the battlefield (mode 3): Kolaghan's Command offers modes 2 and 4, and
    after mode 2 only mode 4."""
    g = game(KOLAGHAN, ["Kolaghan's Command"], ["alice: cast kc"])
    assert modes_offered(g) == {2, 4}
    run_script(g, ["alice: mode 2"], "<test>")
    assert modes_offered(g) == {4}


def test_700_2a_a_modal_spell_with_no_choosable_mode_cant_be_cast():
    """700.2a, 601.2b: Aid the Fallen ("Choose one or both" -- return target creature card / target
    planeswalker card from your graveyard) with no such card in alice's graveyard: no mode can be
    chosen, so the spell can't be cast; it stays in her hand."""
    g = game(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
hand:
  - {id: aid, card: Aid the Fallen, owner: alice}
""", ["Aid the Fallen"], ["alice: cast aid"])
    assert g.obj("aid").zone == "hand" and not g.s.stack
    assert "700.2a" in rules(g)


def test_700_2d_fiery_confluence_may_choose_the_same_mode_three_times():
    """700.2d: "You may choose the same mode more than once" -- the spell is treated as if that mode
    appeared that many times in sequence: "deals 2 damage to each opponent" three times, 6 in all
    (bob 20 -> 14)."""
    assert fully_compiled("Fiery Confluence")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
hand:
  - {id: fc, card: Fiery Confluence, owner: alice}
""", ["Fiery Confluence"], ["alice: cast fc", "alice: mode 2", "alice: mode 2", "alice: mode 2",
                            "alice: pass", "bob: pass"])
    assert life(g, "bob") == 14
    assert life(g, "alice") == 20


def test_700_2_austere_command_two_modes_chosen_in_any_order():
    """700.2, 608.2c: Austere Command, "Choose two —" modes 1 (destroy all artifacts) and 3
    (destroy all creatures with mana value 3 or less): the Ornithopter (an artifact creature, mana
    value 0) and the Bears die; Hill Giant (mana value 4) stays."""
    assert fully_compiled("Austere Command")
    g = play(head() + """
battlefield:
""" + "".join(f"  - {{id: p{i}, card: Plains, controller: alice}}\n" for i in range(6)) + """
  - {id: thopter, card: Ornithopter, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: giant, card: Hill Giant, controller: bob}
hand:
  - {id: ac, card: Austere Command, owner: alice}
""", ["Austere Command"], ["alice: cast ac", "alice: mode 3", "alice: mode 1", "alice: pass", "bob: pass"])
    assert g.obj("thopter").zone == "graveyard"
    assert g.obj("bear").zone == "graveyard"
    assert g.obj("giant").zone == "battlefield"


def test_700_2_aid_the_fallen_one_or_both_may_stop_after_one():
    """700.2: "Choose one or both" -- after one mode, alice may stop (`done`) or choose the other
    (her graveyard holds a planeswalker card, so mode 2 has a legal target; without one mode 2
    can't be chosen, 700.2a, and casting goes on to the target of mode 1); with only the first mode she returns her Grizzly Bears card from
    her graveyard to her hand."""
    assert fully_compiled("Aid the Fallen")
    text = head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
graveyard:
  - {id: bear, card: Grizzly Bears, owner: alice}
  - {id: pw, card: Liliana of the Veil, owner: alice}
hand:
  - {id: aid, card: Aid the Fallen, owner: alice}
"""
    g = game(text, ["Aid the Fallen"], ["alice: cast aid", "alice: mode 1"])
    assert modes_offered(g) == {2, "done"}
    g2 = game(text.replace("  - {id: pw, card: Liliana of the Veil, owner: alice}\n", ""), ["Aid the Fallen"],
              ["alice: cast aid", "alice: mode 1"])
    assert not modes_offered(g2) and g2.decision.kind == "target"   # nothing more to choose: on to targets
    run_script(g, ["alice: done", "alice: target bear", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bear").zone == "hand"


def test_603_3c_dawnbringer_cleric_trigger_mode_with_a_flavor_name():
    """603.3c, 700.2b, 207.2d: the mode of a triggered ability is chosen as it is put on the stack;
    a mode's flavor name ("Cure Wounds —") has no rules meaning: alice chooses it and gains 2."""
    assert fully_compiled("Dawnbringer Cleric")
    g = play(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: dc, card: Dawnbringer Cleric, owner: alice}
""", ["Dawnbringer Cleric"], ["alice: cast dc", "alice: pass", "bob: pass", "alice: mode 1",
                             "alice: pass", "bob: pass"])
    assert g.obj("dc").zone == "battlefield"
    assert life(g, "alice") == 22
    assert "603.3c" in rules(g)


def test_603_3c_dawnbringer_cleric_offers_only_the_mode_with_legal_targets():
    """603.3c: "If one of the modes would be illegal (due to an inability to choose legal
    targets, for example), that mode can't be chosen." -- with no creature card in alice's
    graveyard and no enchantment on the battlefield, only "you gain 2 life" is offered."""
    g = game(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: dc, card: Dawnbringer Cleric, owner: alice}
""", ["Dawnbringer Cleric"], ["alice: cast dc", "alice: pass", "bob: pass"])
    assert modes_offered(g) == {1}


def test_700_2b_sawblade_slinger_choose_up_to_one_none_chosen_leaves_the_stack():
    """700.2b: "If no mode is chosen, the ability is removed from the stack." -- Sawblade Slinger's
    "When this creature enters, choose up to one —": alice chooses none (`done`), and bob's
    Ornithopter (an artifact) survives; the ability never resolves."""
    assert fully_compiled("Sawblade Slinger")
    g = play(head() + """
battlefield:
""" + "".join(f"  - {{id: f{i}, card: Forest, controller: alice}}\n" for i in range(4)) + """
  - {id: thopter, card: Ornithopter, controller: bob}
hand:
  - {id: saw, card: Sawblade Slinger, owner: alice}
""", ["Sawblade Slinger"], ["alice: cast saw", "alice: pass", "bob: pass"])
    assert modes_offered(g) == {1, "done"}            # bob controls no Zombie: mode 2 can't be chosen (603.3c)
    run_script(g, ["alice: done"], "<test>")
    assert "700.2b" in rules(g) and not g.s.stack
    assert g.obj("thopter").zone == "battlefield"


def test_700_2b_sawblade_slinger_one_mode_chosen_destroys_the_artifact():
    """700.2b, 603.3c: choosing the first mode as the trigger is put on the stack, with its target:
    bob's Ornithopter is destroyed (701.7a)."""
    g = play(head() + """
battlefield:
""" + "".join(f"  - {{id: f{i}, card: Forest, controller: alice}}\n" for i in range(4)) + """
  - {id: thopter, card: Ornithopter, controller: bob}
hand:
  - {id: saw, card: Sawblade Slinger, owner: alice}
""", ["Sawblade Slinger"], ["alice: cast saw", "alice: pass", "bob: pass", "alice: mode 1", "alice: target thopter",
                            "alice: pass", "bob: pass"])
    assert g.obj("thopter").zone == "graveyard"
