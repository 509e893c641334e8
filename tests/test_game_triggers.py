"""Triggered abilities (CR 603) and resolution (608)."""
from game_helpers import game_from, rules, texts, zone

from pyengine.game.state import Action
from pyengine.game.players import CallbackPlayer, default_action

HEAD = """
players: [alice, bob]
active_player: alice
step: precombat_main
"""


def test_603_4_felidar_sovereign_triggers_and_wins_with_40_life():
    """603.4 example: at the beginning of the upkeep with 40 or more life, the ability triggers and
    on resolution (still 40+) the player wins."""
    g = game_from(HEAD.replace("players: [alice, bob]", "players: [{id: alice, life: 40}, bob]")
                  .replace("step: precombat_main", "step: upkeep") + """
library:
  - {id: l1, card: Plains, owner: alice}
  - {id: l2, card: Plains, owner: bob}
battlefield:
  - {id: fel, card: Felidar Sovereign, controller: alice}
""", ["T1 end: wait"])
    assert g.over and g.s.winner == "alice"
    assert "603.2" in rules(g)


def test_603_4_felidar_sovereign_doesnt_trigger_with_39_life():
    g = game_from(HEAD.replace("players: [alice, bob]", "players: [{id: alice, life: 39}, bob]")
                  .replace("step: precombat_main", "step: upkeep") + """
library:
  - {id: l1, card: Plains, owner: alice}
  - {id: l2, card: Plains, owner: bob}
battlefield:
  - {id: fel, card: Felidar Sovereign, controller: alice}
""", ["T1 draw: wait"])
    assert not g.over and "603.2" not in rules(g)


def test_608_2a_felidar_intervening_if_checked_again_on_resolution():
    """603.4 example: 40 life as the upkeep begins, but 39 or less when the ability resolves ->
    removed from the stack with no effect."""
    g = game_from(HEAD.replace("players: [alice, bob]", "players: [{id: alice, life: 40}, bob]")
                  .replace("step: precombat_main", "step: upkeep") + """
library:
  - {id: l1, card: Plains, owner: alice}
  - {id: l2, card: Plains, owner: bob}
battlefield:
  - {id: fel, card: Felidar Sovereign, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: shock, card: Shock, owner: bob}
""", ["alice: pass", "bob: cast shock target=alice", "T1 draw: wait"])
    assert not g.over
    assert g.s.players["alice"].life == 38
    assert "608.2a" in rules(g)


def test_603_12_heart_piercer_manticore_reflexive_trigger():
    """603.12 example: you may sacrifice another creature; when you do, the Manticore deals damage
    equal to that creature's power (last known information, 608.2h) to any target."""
    g = game_from(HEAD + """
battlefield:
  - {id: giant, card: Hill Giant, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
hand:
  - {id: mant, card: Heart-Piercer Manticore, owner: alice}
""", ["alice: cast mant", "alice: pass", "bob: pass",          # the Manticore resolves and enters
          "alice: pass", "bob: pass",                           # its ETB trigger resolves
          "alice: yes", "alice: sacrifice giant",
          "alice: target bob", "alice: pass", "bob: pass"])
    assert zone(g, "giant") == "graveyard"
    assert g.s.players["bob"].life == 17
    assert "603.12" in rules(g)


def test_603_12_no_reflexive_trigger_when_you_dont():
    g = game_from(HEAD + """
battlefield:
  - {id: giant, card: Hill Giant, controller: alice}
  - {id: mant, card: Heart-Piercer Manticore, controller: alice}
hand:
  - {id: reap, card: Altar's Reap, owner: alice}
""", [])
    assert "603.12" not in rules(g)


def test_603_10a_whenever_a_creature_dies_sees_the_board_wipe():
    """603.10a: leaves-the-battlefield abilities look back in time: Blood Artist sees itself and
    every other creature destroyed by Wrath of God at the same time."""
    g = game_from(HEAD + """
library:
  - {id: l1, card: Plains, owner: alice}
battlefield:
  - {id: artist, card: Blood Artist, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: giant, card: Hill Giant, controller: bob}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
hand:
  - {id: wrath, card: Wrath of God, owner: alice}
""", ["alice: cast wrath", "alice: pass", "bob: pass"])
    # every choice is asked of a player object: here a callback that targets bob
    def choose(game, d):
        if d.kind == "target":
            return Action("target", ("bob",))
        if d.kind == "priority" and game.s.step != "precombat_main":
            return None
        return default_action(d)
    g.run({"alice": CallbackPlayer(choose), "bob": CallbackPlayer(choose)})
    assert all(zone(g, x) == "graveyard" for x in ("artist", "bear", "giant"))
    assert len([t for t in texts(g, "603.2") if "Blood Artist" in t]) == 3
    assert g.s.players["bob"].life == 17 and g.s.players["alice"].life == 23


def test_603_3b_apnap_order_active_players_triggers_go_on_the_stack_first():
    """603.3b: the active player's triggers are put on the stack first, so the non-active player's
    resolve first."""
    g = game_from(HEAD + """
battlefield:
  - {id: za, card: Zulaport Cutthroat, controller: alice}
  - {id: zb, card: Zulaport Cutthroat, controller: bob}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: p4, card: Plains, controller: alice}
hand:
  - {id: wrath, card: Wrath of God, owner: alice}
""", ["alice: cast wrath", "alice: pass", "bob: pass"])
    stack = g.s.stack
    assert [it.controller for it in stack] == ["alice", "bob"]
    assert stack[-1].controller == "bob"          # top of the stack: resolves first


def test_603_2_soul_warden_and_pridemate_chain():
    g = game_from(HEAD + """
battlefield:
  - {id: warden, card: Soul Warden, controller: alice}
  - {id: mate, card: Ajani's Pridemate, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: lions, card: Savannah Lions, owner: alice}
""", ["alice: cast lions", "alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.s.players["alice"].life == 21
    assert {c.kind: c.count for c in g.obj("mate").counters} == {"+1/+1": 1}


def test_611_2b_endoskeleton_untapped_before_resolution_does_nothing():
    """611.2b example (seed 000): if Endoskeleton untaps before its ability resolves, the 'for as
    long as' effect never begins."""
    g = game_from(HEAD + """
cards:
  - name: Test Modal Twiddle
    mana_cost: "{U}"
    types: [instant]
    oracle: "Choose one — Tap target artifact, creature, or land; or untap target artifact, creature, or land."
    abilities:
      - spell:
          modes:
            - {text: tap target artifact, creature, or land, targets: [{filter: {any: [artifact, creature, land]}}], effect: [{tap: target}]}
            - {text: untap target artifact, creature, or land, targets: [{filter: {any: [artifact, creature, land]}}], effect: [{untap: target}]}
battlefield:
  - {id: endo, card: Endoskeleton, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: i1, card: Island, controller: alice}
hand:
  - {id: tw, card: Test Modal Twiddle, owner: alice}
""", ["alice: activate endo 2 target=bear", "alice: mana s1", "alice: mana s2", "alice: pay",
      "alice: cast tw mode=2 target=endo",
      "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert not g.s.effects
    assert "611.2b" in rules(g)


def test_611_2b_endoskeleton_effect_lasts_while_tapped_then_ends():
    g = game_from(HEAD + """
cards:
  - name: Test Modal Twiddle
    mana_cost: "{U}"
    types: [instant]
    oracle: "Choose one — Tap target artifact, creature, or land; or untap target artifact, creature, or land."
    abilities:
      - spell:
          modes:
            - {text: tap target artifact, creature, or land, targets: [{filter: {any: [artifact, creature, land]}}], effect: [{tap: target}]}
            - {text: untap target artifact, creature, or land, targets: [{filter: {any: [artifact, creature, land]}}], effect: [{untap: target}]}
battlefield:
  - {id: endo, card: Endoskeleton, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: i1, card: Island, controller: alice}
hand:
  - {id: tw, card: Test Modal Twiddle, owner: alice}
""", ["alice: activate endo 2 target=bear", "alice: mana s1", "alice: mana s2", "alice: pay",
      "alice: pass", "bob: pass"])
    assert len(g.s.effects) == 1 and g.s.effects[0].objects == ("bear",)
    assert g.ch("bear").toughness == 5
    g.push("cast tw")
    g.push("mode 2")
    g.push("target endo")
    g.push("autopay")
    g.push("pass")
    g.push("pass")
    assert not g.s.effects and g.ch("bear").toughness == 2


def test_608_2b_spell_with_all_targets_illegal_doesnt_resolve():
    g = game_from(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: s1, card: Swamp, controller: bob}
  - {id: s2, card: Swamp, controller: bob}
hand:
  - {id: shock, card: Shock, owner: alice}
  - {id: reap, card: Altar's Reap, owner: bob}
library:
  - {id: l1, card: Swamp, owner: bob}
  - {id: l2, card: Swamp, owner: bob}
""", ["alice: cast shock target=bear", "alice: pass", "bob: cast reap sacrifice=bear",
      "bob: pass", "alice: pass", "bob: pass", "alice: pass"])
    assert zone(g, "shock") == "graveyard"
    assert "608.2b" in rules(g)
    assert len(g.zone_ids("hand", "bob")) == 2


def test_608_3c_aura_enters_attached_to_its_target():
    g = game_from(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: pac, card: Pacifism, owner: alice}
""", ["alice: cast pac target=bear", "alice: pass", "bob: pass"])
    assert zone(g, "pac") == "battlefield" and g.obj("pac").attached_to == "bear"
    assert "608.3" in rules(g)


def test_603_7_delayed_trigger_at_next_end_step():
    g = game_from(HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
hand:
  - id: omen
    owner: alice
    card:
      name: Test Omen
      mana_cost: "{W}"
      types: [instant]
      abilities:
        - spell:
            effect:
              - delayed: {text: "At the beginning of the next end step, you gain 3 life.",
                          when: {event: step, step: end, player: any}, effect: [{gain_life: 3}]}
""", ["alice: cast omen", "alice: pass", "bob: pass", "T1 cleanup: wait"])
    assert g.s.players["alice"].life == 23
    assert {"603.7a", "603.7c"} <= set(rules(g))


def test_603_8_state_trigger_triggers_once_while_on_the_stack():
    g = game_from(HEAD + """
library:
  - {id: l1, card: Plains, owner: alice}
  - {id: l2, card: Plains, owner: alice}
battlefield:
  - id: well
    controller: alice
    card:
      name: Test Well
      types: [enchantment]
      abilities:
        - triggered: {text: "When you have no cards in hand, draw a card.", when: {state: {hand_le: 0}},
                      effect: [{draw: 1}]}
""", [])
    assert len([t for t in texts(g, "603.8")]) == 1
    assert len(g.s.stack) == 1
    g.push("pass")
    g.push("pass")
    assert len(g.zone_ids("hand", "alice")) == 1


def test_614_events_pass_through_replacement_effects_daunting_defender():
    """615.10 / 614: the game loop routes damage through the replacement machinery: Daunting
    Defender prevents 1 of Shock's 2 damage to a Cleric its controller controls."""
    g = game_from(HEAD + """
cards:
  - {name: Cleric Acolyte, mana_cost: "{W}", types: [creature], subtypes: [Human, Cleric], power: 1, toughness: 2}
battlefield:
  - {id: defender, card: Daunting Defender, controller: bob}
  - {id: acolyte, card: Cleric Acolyte, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: shock, card: Shock, owner: alice}
""", ["alice: cast shock target=acolyte", "alice: pass", "bob: pass"])
    assert zone(g, "acolyte") == "battlefield"
    assert g.obj("acolyte").damage == 1


def test_603_3c_modal_triggered_ability_mode_chosen_when_put_on_the_stack():
    g = game_from(HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
hand:
  - id: charmer
    owner: alice
    card:
      name: Test Charmer
      mana_cost: "{W}"
      types: [creature]
      power: 1
      toughness: 1
      abilities:
        - triggered:
            text: "When this creature enters, choose one — You gain 2 life; or target player loses 2 life."
            when: {event: enters}
            modes:
              - {text: "You gain 2 life.", effect: [{gain_life: 2}]}
              - {text: "Target player loses 2 life.", targets: [player], effect: [{lose_life: 2, player: target}]}
""", ["alice: cast charmer", "alice: pass", "bob: pass", "alice: mode 2", "alice: target bob",
      "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 18 and g.s.players["alice"].life == 20
    assert "603.3c" in rules(g)


def test_701_15a_regeneration_shield_replaces_destruction_by_lethal_damage():
    """614.8 / 701.15a: a regeneration shield from a resolved spell replaces the next destruction
    (here the 704.5g state-based action): damage removed, the creature tapped."""
    g = game_from(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: f1, card: Forest, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: hammer, card: Volcanic Hammer, owner: alice}
  - id: regen
    owner: bob
    card:
      name: Test Regrowth
      mana_cost: "{G}"
      types: [instant]
      oracle: "Regenerate target creature."
      abilities:
        - spell:
            targets: [creature]
            effect:
              - replacement: {watches: zone_change, cause: destroy, regenerate: true, next_time: true,
                              text: "regeneration shield"}
                on: target
""", ["alice: pass", "bob: cast regen target=bear", "bob: pass", "alice: pass",
      "alice: cast hammer target=bear", "alice: pass", "bob: pass"])
    assert zone(g, "bear") == "battlefield"
    assert g.obj("bear").tapped and g.obj("bear").damage == 0
    assert "701.15a" in rules(g)
    assert not g.s.replacement_effects            # the shield is used up


def test_502_3_endoskeleton_kept_tapped_keeps_its_effect():
    """502.3: the active player determines which permanents untap; Endoskeleton may stay tapped,
    so its "for as long as this artifact remains tapped" effect continues into the next turn."""
    g = game_from(HEAD.replace("active_player: alice", "active_player: bob") + """
library:
  - {id: l1, card: Island, owner: alice}
  - {id: l2, card: Island, owner: bob}
battlefield:
  - {id: endo, card: Endoskeleton, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
""", ["bob: pass", "alice: activate endo 2 target=bear", "alice: mana s1", "alice: mana s2", "alice: pay",
      "alice: pass", "bob: pass", "T2 untap alice: keep_tapped endo", "alice: done", "T2 upkeep: wait"])
    assert g.obj("endo").tapped and not g.obj("s1").tapped
    assert g.ch("bear").toughness == 5
    g2 = game_from(HEAD.replace("active_player: alice", "active_player: bob") + """
library:
  - {id: l1, card: Island, owner: alice}
  - {id: l2, card: Island, owner: bob}
battlefield:
  - {id: endo, card: Endoskeleton, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
""", ["bob: pass", "alice: activate endo 2 target=bear", "alice: mana s1", "alice: mana s2", "alice: pay",
      "alice: pass", "bob: pass", "T2 upkeep: wait"])
    assert not g2.obj("endo").tapped and g2.ch("bear").toughness == 2
