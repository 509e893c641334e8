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


# ------------------------------------------------------------------ 603.2, 120: damage trigger events
def test_603_2_no_mercy_a_creature_that_deals_damage_to_you():
    """603.2, 510.2: "Whenever a creature deals damage to you, destroy it": bob's Grizzly Bears
    deals combat damage to alice -- the ability triggers and destroys the Bears (701.7a)."""
    assert fully_compiled("No Mercy")
    g = play(head() + """
battlefield:
  - {id: nm, card: No Mercy, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
""", ["No Mercy"], ["T2 declare_attackers bob: attack bear", "bob: done", "T2 end: wait"])
    assert life(g, "alice") == 18
    assert g.obj("bear").zone == "graveyard"


SPITFIRE = head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: spit, card: Chandra's Spitfire, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def test_603_2_chandras_spitfire_an_opponent_dealt_noncombat_damage():
    """120.1, 603.2: "Whenever an opponent is dealt noncombat damage, this creature gets +3/+0
    until end of turn": Lightning Bolt's 3 damage to bob (noncombat) makes the 1/3 a 4/3."""
    assert fully_compiled("Chandra's Spitfire")
    g = play(SPITFIRE, ["Chandra's Spitfire", "Lightning Bolt"],
             ["alice: cast bolt target=bob", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17 and g.ch("spit").power == 4


def test_603_2_chandras_spitfire_ignores_combat_damage():
    """120.1: combat damage isn't noncombat damage: the Spitfire (flying) attacks bob and deals
    1 combat damage -- the ability doesn't trigger and it stays 1/3."""
    g = play(SPITFIRE, ["Chandra's Spitfire"], ["T1 declare_attackers alice: attack spit", "alice: done",
                                                "T1 end_of_combat: wait"])
    assert life(g, "bob") == 19 and g.ch("spit").power == 1


def test_603_2_michiko_konda_that_player_is_the_sources_controller():
    """603.2: "Whenever a source an opponent controls deals damage to you, that player sacrifices a
    permanent of their choice" -- "that player" is the opponent whose source dealt the damage:
    bob's Lightning Bolt hits alice (3 damage), and bob sacrifices his only permanent (701.17a)."""
    assert fully_compiled("Michiko Konda, Truth Seeker")
    g = play(head(active="bob") + """
battlefield:
  - {id: mk, card: "Michiko Konda, Truth Seeker", controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Michiko Konda, Truth Seeker", "Lightning Bolt"],
        ["bob: cast bolt target=alice", "bob: pass", "alice: pass", "bob: pass", "alice: pass",
         "bob: sacrifice m1"])
    assert life(g, "alice") == 17
    assert g.obj("m1").zone == "graveyard" and g.obj("mk").zone == "battlefield"


# ------------------------------------------------------------------ 603.2: more events
def test_702_33d_lullmages_familiar_a_kicked_spell_only():
    """702.33d, 603.2: "Whenever you cast a kicked spell, you gain 2 life": Into the Roil cast
    with its kicker paid triggers it; cast without, it doesn't."""
    assert fully_compiled("Lullmage's Familiar")
    text = head() + """
battlefield:
  - {id: fam, card: Lullmage's Familiar, controller: alice}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: roil, card: Into the Roil, owner: alice}
"""
    g = play(text, ["Lullmage's Familiar", "Into the Roil"],
             ["alice: cast roil", "alice: kick", "alice: target bear", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 22
    g = play(text, ["Lullmage's Familiar", "Into the Roil"],
             ["alice: cast roil", "alice: no_kick", "alice: target bear", "alice: pass", "bob: pass",
              "alice: pass", "bob: pass"])
    assert life(g, "alice") == 20 and g.obj("bear").zone == "hand"


def test_107_3e_zaxara_uses_the_x_of_the_spell_with_x_in_its_mana_cost():
    """107.3e, 603.2: "Whenever you cast a spell with {X} in its mana cost, create a 0/0 green
    Hydra creature token, then put X +1/+1 counters on it": X is the spell's X -- Slime Molding
    cast with X=3 gives a Hydra with three counters (and Slime Molding's own 3/3 Ooze)."""
    assert fully_compiled("Zaxara, the Exemplary")
    g = play(head() + """
battlefield:
  - {id: zax, card: "Zaxara, the Exemplary", controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: f4, card: Forest, controller: alice}
hand:
  - {id: sm, card: Slime Molding, owner: alice}
""", ["Zaxara, the Exemplary", "Slime Molding"], ["alice: cast sm x=3", "alice: pass", "bob: pass"])
    hydras = [o for o in g.s.objects.values() if o.zone == "battlefield" and o.token and g.ch(o.id).name == "Hydra"]
    assert len(hydras) == 1 and counters(g, hydras[0].id) == 3


def test_603_2_vengeful_warchief_only_the_first_life_loss_each_turn():
    """603.2: "Whenever you lose life for the first time each turn, put a +1/+1 counter on this
    creature": alice casts Night's Whisper twice (2 life each) -- one counter, not two."""
    assert fully_compiled("Vengeful Warchief")
    g = play(head(alice=6) + """
battlefield:
  - {id: vw, card: Vengeful Warchief, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
hand:
  - {id: nw1, card: Night's Whisper, owner: alice}
  - {id: nw2, card: Night's Whisper, owner: alice}
""", ["Vengeful Warchief", "Night's Whisper"],
        ["alice: cast nw1", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
         "alice: cast nw2", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 16 and counters(g, "vw") == 1


def test_701_17a_merchant_of_venom_a_player_sacrifices_a_permanent():
    """701.17a, 603.2: "Whenever a player sacrifices a permanent, put a +1/+1 counter on this
    creature": bob casts Village Rites, sacrificing his Grizzly Bears as its additional cost
    (601.2h) -- a counter on alice's Merchant."""
    assert fully_compiled("Merchant of Venom")
    g = play(head(active="bob") + """
battlefield:
  - {id: mv, card: Merchant of Venom, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: s1, card: Swamp, controller: bob}
hand:
  - {id: vr, card: Village Rites, owner: bob}
""", ["Merchant of Venom", "Village Rites"], ["bob: cast vr", "bob: sacrifice bear", "bob: pass", "alice: pass"])
    assert g.obj("bear").zone == "graveyard"
    assert counters(g, "mv") == 1


def test_305_1_horn_of_greed_the_player_who_played_a_land_draws():
    """305.1, 603.2: "Whenever a player plays a land, that player draws a card": bob plays a
    Forest and draws; a land put onto the battlefield otherwise isn't played."""
    assert fully_compiled("Horn of Greed")
    g = play(head(active="bob") + """
battlefield:
  - {id: horn, card: Horn of Greed, controller: alice}
hand:
  - {id: f1, card: Forest, owner: bob}
""", ["Horn of Greed"], ["bob: play f1", "bob: pass", "alice: pass"])
    assert g.obj("lb1").zone == "hand" and g.obj("la1").zone == "library"


def test_701_40b_wildgrowth_walker_a_creature_you_control_explores():
    """701.40a-b, 603.2: Merfolk Branchwalker enters and explores: the top card of alice's library
    is a Plains, so it goes to her hand; then the creature "explores" (701.40b) and Wildgrowth
    Walker's "Whenever a creature you control explores, put a +1/+1 counter on this creature and
    you gain 3 life" triggers."""
    assert fully_compiled("Wildgrowth Walker")
    g = play(head() + """
battlefield:
  - {id: ww, card: Wildgrowth Walker, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: mb, card: Merfolk Branchwalker, owner: alice}
""", ["Wildgrowth Walker", "Merfolk Branchwalker"],
        ["alice: cast mb", "alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("la1").zone == "hand"
    assert counters(g, "ww") == 1 and life(g, "alice") == 23


TUSKER = head() + """
battlefield:
""" + "".join(f"  - {{id: f{i}, card: Forest, controller: alice}}\n" for i in range(1, 9)) + """
hand:
  - {id: wt, card: Warped Tusker, owner: alice}
"""


def spawns(g) -> int:
    return sum(1 for o in g.s.objects.values() if o.zone == "battlefield" and o.token and g.ch(o.id).name == "Eldrazi Spawn")


def test_702_29c_warped_tusker_when_you_cast_or_cycle_it():
    """603.2, 702.29c: "When you cast or cycle Warped Tusker, create a 0/1 colorless Eldrazi
    Spawn creature token": cycling it (it triggers from the graveyard, 702.29c) makes a Spawn; so
    does casting it (601.2i; the ability triggers from the stack)."""
    assert fully_compiled("Warped Tusker")
    g = play(TUSKER, ["Warped Tusker"], ["alice: activate wt 3", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("wt").zone == "graveyard" and g.obj("la1").zone == "hand" and spawns(g) == 1
    g = play(TUSKER, ["Warped Tusker"], ["alice: cast wt", "alice: pass", "bob: pass"])
    assert g.obj("wt").zone == "stack" and spawns(g) == 1
