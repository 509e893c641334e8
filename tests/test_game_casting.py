"""Casting, activating, paying and timing (CR 601.2, 602, 605, 606, 117.1a, 305, 730)."""
from game_helpers import game_from, rules, texts, zone

from pyengine.game.state import Action

BASE = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: l1, card: Swamp, owner: alice}
  - {id: l2, card: Swamp, owner: alice}
  - {id: l3, card: Swamp, owner: bob}
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
"""


def test_601_2f_altars_reap_total_cost_locked_before_the_familiar_is_sacrificed():
    """601.2f example (seed 000): Altar's Reap costs {1}{B} plus sacrificing a creature; the
    Familiar's reduction ("black spells cost {1} less", the seed's wording) is part of the locked
    total cost, so {B} is paid even though the Familiar is sacrificed while paying (601.2h)."""
    g = game_from(BASE.replace("step: precombat_main", """step: precombat_main
cards:
  - name: Seed Familiar
    mana_cost: "{1}{B}"
    types: [creature]
    subtypes: [Zombie]
    power: 1
    toughness: 1
    abilities:
      - {text: "Black spells you cast cost {1} less to cast.", cost_modifier: {spells: black, generic: -1}}""") + """
  - {id: fam, card: Seed Familiar, controller: alice}
hand:
  - {id: reap, card: Altar's Reap, owner: alice}
""", ["alice: cast reap", "alice: mana s1", "alice: pay fam"])
    assert any("total cost of Altar's Reap is {B}" in t for t in texts(g, "601.2f"))
    assert zone(g, "fam") == "graveyard"
    assert g.obj("s2").tapped is False                 # only one Swamp was needed
    assert "601.2i" in rules(g)
    assert g.s.stack and g.s.stack[-1].id == "reap"


def test_601_2h_pay_needs_the_full_cost_without_a_reduction():
    g = game_from(BASE + """
  - {id: walker, card: Walking Corpse, controller: alice}
hand:
  - {id: reap, card: Altar's Reap, owner: alice}
""", ["alice: cast reap"])
    d = g.decision
    assert d.kind == "pay"
    # pool empty: only mana abilities, autopay (with a sacrifice choice) and cancel
    assert Action("autopay", ("walker",)) in d.options
    assert all(a.kind != "pay" for a in d.options)
    g.push("autopay walker")
    assert any("{1}{B}" in t for t in texts(g, "601.2f"))
    assert sum(g.obj(x).tapped for x in ("s1", "s2", "m1")) == 2


def test_730_1_cancelled_proposal_is_rewound():
    """730.1: an illegal or abandoned proposal returns the game to the moment before it."""
    g = game_from(BASE + """
hand:
  - {id: shock, card: Shock, owner: alice}
""", ["alice: cast shock target=bear", "alice: mana m1", "alice: cancel"])
    assert zone(g, "shock") == "hand"
    assert g.obj("m1").tapped is False
    assert not g.s.stack
    assert "730.1" in rules(g)
    assert g.decision.kind == "priority" and g.decision.player == "alice"


def test_117_1a_sorcery_only_in_own_main_phase_with_empty_stack():
    g = game_from(BASE + """
hand:
  - {id: hammer, card: Volcanic Hammer, owner: alice}
  - {id: shock, card: Shock, owner: alice}
""", [])
    legal = {str(a) for a in g.legal_actions()}
    assert {"cast hammer", "cast shock"} <= legal
    g.push("cast shock")
    g.push("target bear")
    g.push("autopay")
    legal = {str(a) for a in g.legal_actions()}
    assert "cast hammer" not in legal             # stack not empty (117.1a / 307.1)


def test_117_1a_instant_but_not_creature_on_opponents_turn():
    g = game_from(BASE.replace("active_player: alice", "active_player: bob") + """
hand:
  - {id: shock, card: Shock, owner: alice}
  - {id: rats, card: Walking Corpse, owner: alice}
""", ["bob: pass"])
    assert g.decision.player == "alice"
    legal = {str(a) for a in g.legal_actions()}
    assert "cast shock" in legal and "cast rats" not in legal


def test_305_2_one_land_per_turn():
    g = game_from(BASE + """
hand:
  - {id: f1, card: Forest, owner: alice}
  - {id: f2, card: Forest, owner: alice}
""", ["alice: play f1"])
    assert zone(g, "f1") == "battlefield"
    assert "play f2" not in {str(a) for a in g.legal_actions()}


def test_602_5a_summoning_sick_creature_cant_use_tap_ability():
    g = game_from(BASE + """
  - {id: pyro, card: Prodigal Pyromancer, controller: alice, summoning_sick: true}
  - {id: pyro2, card: Prodigal Pyromancer, controller: alice}
""", [])
    legal = {str(a) for a in g.legal_actions()}
    assert "activate pyro 1" not in legal
    assert "activate pyro2 1" in legal


def test_606_3_loyalty_ability_once_per_turn():
    g = game_from(BASE + """
  - {id: jace, card: Jace Beleren, controller: alice, counters: {loyalty: 3}}
""", ["alice: activate jace 1"])
    assert g.obj("jace").counters[0].count == 5             # +2 paid as a cost (606.4)
    legal = {str(a) for a in g.legal_actions()}
    assert not any(a.startswith("activate jace") for a in legal)


def test_605_3a_mana_ability_doesnt_use_the_stack_and_108_mana_empties_500_4():
    g = game_from(BASE + """
hand:
  - {id: rit, card: Dark Ritual, owner: alice}
""", ["alice: cast rit", "alice: pass", "bob: pass"])
    assert g.s.pools["alice"] == {"B": 3}
    g.push("pass")
    g.push("pass")                 # the main phase ends: mana empties
    assert g.s.pools["alice"] == {}
    assert "500.4" in rules(g)


def test_601_2b_modes_and_targets_twiddle():
    g = game_from(BASE + """
  - {id: endo, card: Endoskeleton, controller: alice, tapped: true}
  - {id: i1, card: Island, controller: alice}
hand:
  - {id: tw, card: Test Modal Twiddle, owner: alice}
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
""", ["alice: cast tw mode=2 target=endo", "alice: pass", "bob: pass"])
    assert g.obj("endo").tapped is False
    assert "601.2b" in rules(g)


def test_601_2b_x_is_chosen_and_hybrid_choice_offered():
    g = game_from(BASE + """
hand:
  - id: fb
    owner: alice
    card: {name: Test Fireball, mana_cost: "{X}{R}", types: [sorcery], abilities: [{spell: {targets: [any], effect: [{damage: x, to: target}]}}]}
""", ["alice: cast fb x=2 target=bob", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 18
    assert any("X = 2" in t for t in texts(g, "601.2b"))


def test_601_2e_targets_checked_by_the_target_program_flagbearer():
    """601.2c/601.2e: Standard Bearer (Flagbearer) -- opponents must choose at least one Flagbearer
    as a target if able; the target program finds Shock on the Bears illegal and the proposal is
    rewound (730.1); targeting Standard Bearer is legal."""
    g = game_from(BASE + """
  - {id: sb, card: Standard Bearer, controller: bob}
hand:
  - {id: shock, card: Shock, owner: alice}
""", ["alice: cast shock target=bear"])
    assert zone(g, "shock") == "hand" and "601.2e" in rules(g)
    g.push("cast shock")
    g.push("target sb")
    assert g.decision.kind == "pay"


def test_606_6_negative_loyalty_cost_needs_enough_counters():
    g = game_from(BASE + """
  - id: pw
    controller: alice
    counters: {loyalty: 2}
    card:
      name: Test Walker
      types: [planeswalker]
      loyalty: 2
      abilities:
        - activated: {text: "+1: You gain 1 life.", loyalty: 1, effect: [{gain_life: 1}]}
        - activated: {text: "-3: You gain 3 life.", loyalty: -3, effect: [{gain_life: 3}]}
""", [])
    legal = {str(a) for a in g.legal_actions()}
    assert "activate pw 2" not in legal and "activate pw 1" in legal


def test_107_4e_hybrid_symbol_paid_with_either_half():
    g = game_from(BASE + """
hand:
  - id: hy
    owner: alice
    card: {name: Test Hybrid, mana_cost: "{R/W}", types: [sorcery], abilities: [{spell: {effect: [{gain_life: 1}]}}]}
""", ["alice: cast hy"])
    assert g.decision.kind == "pay_with"
    assert {str(a) for a in g.legal_actions()} == {"pay_with 0 R", "pay_with 0 W", "cancel"}
    g.push("pay_with 0 R")
    g.push("autopay")
    assert g.obj("m1").tapped and not g.obj("s1").tapped
