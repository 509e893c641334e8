"""State-based actions (CR 704.5), checked before a player receives priority (704.3)."""
from game_helpers import game_from, rules, zone

HEAD = """
players: [alice, bob]
active_player: alice
step: precombat_main
"""


def test_704_5a_zero_life_loses():
    g = game_from(HEAD.replace("players: [alice, bob]", "players: [alice, {id: bob, life: 0}]"), [])
    assert g.over and g.s.winner == "alice" and "704.5a" in rules(g)


def test_704_5c_ten_poison_counters_lose():
    g = game_from(HEAD.replace("players: [alice, bob]", "players: [alice, {id: bob, poison: 10}]"), [])
    assert g.over and "704.5c" in rules(g)


def test_704_5b_draw_from_empty_library_loses_at_next_check():
    """121.4 / 704.5b: bob's draw step with an empty library."""
    g = game_from(HEAD.replace("step: precombat_main", "step: end") + """
library:
  - {id: l1, card: Swamp, owner: alice}
""", ["T2 upkeep: wait"])
    g.push("pass")
    g.push("pass")          # bob's upkeep ends; draw step: bob can't draw
    assert g.over and g.s.losers == ["bob"] and "704.5b" in rules(g)


def test_704_5f_toughness_zero_and_704_5g_lethal_damage_and_704_5h_deathtouch():
    g = game_from(HEAD + """
battlefield:
  - {id: zero, controller: bob, card: {name: Zero Wall, types: [creature], power: 0, toughness: 0}}
  - {id: hurt, card: Grizzly Bears, controller: bob, damage: 2}
  - {id: ok, card: Hill Giant, controller: bob, damage: 2}
""", [])
    assert zone(g, "zero") == "graveyard" and zone(g, "hurt") == "graveyard" and zone(g, "ok") == "battlefield"
    assert {"704.5f", "704.5g"} <= set(rules(g))


def test_704_5h_deathtouch_damage_destroys():
    """Typhoid Rats (deathtouch) blocked by Hill Giant: 1 damage destroys the Giant (704.5h);
    the Rats die of lethal damage (704.5g)."""
    g = game_from(HEAD + """
battlefield:
  - {id: rats, card: Typhoid Rats, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob}
""", ["T1 declare_attackers: wait", "alice: attack rats", "alice: done",
      "T1 declare_blockers: wait", "bob: block giant rats", "bob: done", "T1 end_of_combat: wait"])
    assert zone(g, "giant") == "graveyard" and zone(g, "rats") == "graveyard"
    assert {"704.5h", "704.5g"} <= set(rules(g))


def test_702_15b_lifelink_combat_damage_unblocked_flier():
    g = game_from(HEAD + """
battlefield:
  - {id: hawk, card: Vampire Nighthawk, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob}
""", ["T1 declare_attackers: wait", "alice: attack hawk", "alice: done", "T1 end_of_combat: wait"])
    assert g.s.players["bob"].life == 18 and g.s.players["alice"].life == 22


def test_704_5i_planeswalker_with_zero_loyalty():
    g = game_from(HEAD + """
library:
  - {id: l1, card: Swamp, owner: bob}
battlefield:
  - {id: jace, card: Jace Beleren, controller: alice, counters: {loyalty: 1}}
""", ["alice: activate jace 2 target=bob"])
    assert zone(g, "jace") == "graveyard" and "704.5i" in rules(g)


def test_704_5j_legend_rule_player_chooses():
    g = game_from(HEAD + """
battlefield:
  - {id: i1, card: "Isamaru, Hound of Konda", controller: alice}
  - {id: i2, card: "Isamaru, Hound of Konda", controller: alice}
  - {id: i3, card: "Isamaru, Hound of Konda", controller: bob}
""", ["alice: keep i2"])
    assert zone(g, "i1") == "graveyard" and zone(g, "i2") == "battlefield" and zone(g, "i3") == "battlefield"


def test_704_5k_world_rule_newest_stays():
    g = game_from(HEAD + """
cards:
  - {name: Old World, types: [enchantment], supertypes: [world]}
  - {name: New World, types: [enchantment], supertypes: [world]}
battlefield:
  - {id: w1, card: Old World, controller: alice, timestamp: 1}
  - {id: w2, card: New World, controller: bob, timestamp: 2}
""", [])
    assert zone(g, "w1") == "graveyard" and zone(g, "w2") == "battlefield" and "704.5k" in rules(g)


def test_704_5m_aura_without_legal_object_goes_to_graveyard():
    g = game_from(HEAD + """
battlefield:
  - {id: land, card: Swamp, controller: bob}
  - {id: pac, card: Pacifism, controller: alice, attached_to: land}
  - {id: pac2, card: Pacifism, controller: alice}
""", [])
    assert zone(g, "pac") == "graveyard" and zone(g, "pac2") == "graveyard" and "704.5m" in rules(g)


def test_704_5q_counters_annihilate():
    g = game_from(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, counters: {"+1/+1": 2, "-1/-1": 3}}
""", [])
    assert {c.kind: c.count for c in g.obj("bear").counters} == {"-1/-1": 1}
    assert "704.5q" in rules(g)


def test_704_5d_token_outside_the_battlefield_ceases_to_exist():
    g = game_from(HEAD + """
graveyard:
  - {id: tok, owner: alice, token: true, card: {name: Soldier, types: [creature], power: 1, toughness: 1}}
""", [])
    assert "tok" not in g.s.objects and "704.5d" in rules(g)


def test_704_3_sba_repeat_until_none_aura_falls_after_creature_dies():
    """704.3: after the creature dies, the next check puts its Aura into the graveyard."""
    g = game_from(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob, damage: 5}
  - {id: pac, card: Pacifism, controller: alice, attached_to: bear}
""", [])
    assert zone(g, "bear") == "graveyard" and zone(g, "pac") == "graveyard"
    r = rules(g)
    assert r.index("704.5g") < r.index("704.5m")


def test_704_5n_equipment_on_a_noncreature_becomes_unattached_704_5p_creature_attached():
    g = game_from(HEAD + """
cards:
  - {name: Test Sword, types: [artifact], subtypes: [Equipment]}
battlefield:
  - {id: land, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: sword, card: Test Sword, controller: alice, attached_to: land}
  - {id: sword2, card: Test Sword, controller: alice, attached_to: bear}
  - {id: giant, card: Hill Giant, controller: alice, attached_to: bear}
""", [])
    assert g.obj("sword").attached_to is None and g.obj("sword").zone == "battlefield"
    assert g.obj("sword2").attached_to == "bear"
    assert g.obj("giant").attached_to is None
    assert {"704.5n", "704.5p"} <= set(rules(g))
