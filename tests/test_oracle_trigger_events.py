"""Trigger conditions (CR 603.2) and modal abilities (700.2) compiled from Oracle text and played:
abilities with several trigger events, "choose one that hasn't been chosen", modal activated
abilities. Each expected value comes from the CR rule or official ruling cited."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, life, play


def modes_offered(g) -> set:
    return {a.args[0] for a in g.legal_actions() if a.kind == "mode"}


# ------------------------------------------------------------------ 603.2: several trigger events
SHRINE = head(alice=6) + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: shrine, card: Shrine of Burning Rage, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def test_603_2_shrine_of_burning_rage_triggers_on_a_red_spell_and_on_the_upkeep():
    """603.2: "At the beginning of your upkeep and whenever you cast a red spell, put a charge
    counter on this artifact" triggers on each of its events: casting Lightning Bolt puts one
    counter (601.2i: cast), alice's next upkeep another -- bob's upkeep none ("your upkeep")."""
    assert fully_compiled("Shrine of Burning Rage")
    g = play(SHRINE, ["Shrine of Burning Rage", "Lightning Bolt"],
             ["alice: cast bolt target=bob", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert counters(g, "shrine", "charge") == 1 and life(g, "bob") == 17
    run_script(g, ["T2 upkeep: wait", "T2 draw: wait"], "<test>")
    assert counters(g, "shrine", "charge") == 1
    run_script(g, ["T3 draw: wait"], "<test>")
    assert counters(g, "shrine", "charge") == 2


def test_603_2_staff_of_the_flame_magus_a_red_spell_or_a_mountain_entering():
    """603.2: "Whenever you cast a red spell or a Mountain you control enters, you gain 1 life":
    alice plays a Mountain (305.1: it enters) -- 1 life -- then casts Lightning Bolt -- 1 more;
    the ability triggers on either event, once each time."""
    assert fully_compiled("Staff of the Flame Magus")
    g = play(head() + """
battlefield:
  - {id: staff, card: Staff of the Flame Magus, controller: alice}
hand:
  - {id: m1, card: Mountain, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Staff of the Flame Magus", "Lightning Bolt"],
        ["alice: play m1", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 21
    run_script(g, ["alice: cast bolt target=bob", "alice: pass", "bob: pass", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "alice") == 22 and life(g, "bob") == 17


# ------------------------------------------------------------------ 700.2: "that hasn't been chosen"
def test_700_2_demonic_pact_offers_only_the_modes_not_chosen_before():
    """700.2b: Demonic Pact's modes are chosen as its upkeep trigger is put on the stack; "choose
    one that hasn't been chosen" (ruling 2018-12-07: the choices are remembered for as long as
    Demonic Pact stays on the battlefield): alice chose "Draw two cards" on turn 3, so on turn 5
    she may choose only among the other three."""
    assert fully_compiled("Demonic Pact")
    g = game(head(alice=8) + """
battlefield:
  - {id: pact, card: Demonic Pact, controller: alice}
""", ["Demonic Pact"], ["T3 upkeep: wait"])
    assert modes_offered(g) == {1, 2, 3, 4}
    run_script(g, ["alice: mode 3", "alice: pass", "bob: pass", "T5 upkeep: wait"], "<test>")
    assert modes_offered(g) == {1, 2, 4}


BOWLS = head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
  - {id: bowls, card: Three Bowls of Porridge, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: ox, card: Bronze Sable, controller: bob}
"""


def test_602_2b_three_bowls_of_porridge_a_modal_activated_ability():
    """602.2b, 601.2b, 700.2a: a modal activated ability's mode is chosen as it's activated:
    "{2}, {T}: Choose one that hasn't been chosen -- deals 2 damage to target creature / Tap
    target creature / Sacrifice this artifact. You gain 3 life." Mode 1 destroys the Bears
    (704.5g); on the next turn mode 1 can't be chosen again (the Sable keeps mode 2 legal, 700.2a)."""
    assert fully_compiled("Three Bowls of Porridge")
    g = game(BOWLS, ["Three Bowls of Porridge"], ["alice: activate bowls 1"])
    assert modes_offered(g) == {1, 2, 3}
    run_script(g, ["alice: mode 1", "alice: target bear", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bear").zone == "graveyard"
    run_script(g, ["T3 precombat_main: wait", "alice: activate bowls 1"], "<test>")
    assert modes_offered(g) == {2, 3}
