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


# --- 702.12b indestructible, 701.19 regeneration, 104.4a draws (issue 17)
INDESTRUCTIBLE = """
battlefield:
  - id: wall
    controller: bob
    damage: 5
    card: {name: Test Indestructible Wall, types: [creature], power: 0, toughness: 4,
           oracle: Indestructible, abilities: [indestructible]}
"""


def test_702_12b_indestructible_with_lethal_damage_is_not_destroyed_and_sbas_settle():
    """704.5g would destroy a creature with lethal damage; 702.12b: an indestructible permanent
    isn't destroyed -- it stays, and the game goes on to a decision (no endless SBA loop)."""
    g = game_from(HEAD + INDESTRUCTIBLE, [])
    assert zone(g, "wall") == "battlefield" and g.obj("wall").damage == 5
    assert g.decision is not None and g.decision.kind == "priority"
    assert "704.5g" not in rules(g)


def test_702_12b_indestructible_dealt_deathtouch_damage_is_not_destroyed():
    """704.5h destroys a creature dealt damage by a deathtouch source; 702.12b: not an
    indestructible one."""
    g = game_from(HEAD + """
battlefield:
  - {id: rats, card: Typhoid Rats, controller: alice}
  - id: wall
    controller: bob
    card: {name: Test Indestructible Wall, types: [creature], power: 0, toughness: 4,
           oracle: Indestructible, abilities: [indestructible]}
""", ["T1 declare_attackers: wait", "alice: attack rats", "alice: done",
      "T1 declare_blockers: wait", "bob: block wall rats", "bob: done", "T1 end_of_combat: wait"])
    assert zone(g, "wall") == "battlefield" and g.obj("wall").damage == 1
    assert "704.5h" not in rules(g)


def test_704_5f_indestructible_with_zero_toughness_still_goes_to_graveyard():
    """704.5f puts a 0-toughness creature into the graveyard; that is not destruction, so
    indestructible doesn't stop it (702.12b names only 'destroy')."""
    g = game_from(HEAD + """
battlefield:
  - id: wall
    controller: bob
    card: {name: Test Indestructible Zero, types: [creature], power: 0, toughness: 0,
           oracle: Indestructible, abilities: [indestructible]}
""", [])
    assert zone(g, "wall") == "graveyard" and "704.5f" in rules(g)


def test_104_4a_both_players_lose_at_once_is_a_draw_logged_once():
    """104.4a: if all players lose simultaneously, the game is a draw; it is announced once,
    with no winner."""
    g = game_from(HEAD.replace("players: [alice, bob]", "players: [{id: alice, life: 0}, {id: bob, life: 0}]"), [])
    assert g.over and g.s.winner is None and sorted(g.s.losers) == ["alice", "bob"]
    over = [e.text for e in g.log if "game is over" in e.text or "draw" in e.text]
    assert len(over) == 1 and "draw" in over[0] and "winner: alice" not in over[0] and "winner: bob" not in over[0]
    assert g.outcome().winner is None and g.outcome().draw


def test_704_5h_regeneration_shield_replaces_destruction_by_deathtouch_damage():
    """704.5h: '...that creature is destroyed. Regeneration can replace this event.' 701.15a:
    the shield removes the damage and taps it; it stays on the battlefield."""
    g = game_from(HEAD + """
battlefield:
  - {id: rats, card: Typhoid Rats, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob}
  - {id: f1, card: Forest, controller: bob}
hand:
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
""", ["T1 declare_attackers: wait", "alice: attack rats", "alice: done",
      "T1 declare_blockers: wait", "bob: block giant rats", "bob: done",
      "alice: pass", "bob: cast regen target=giant", "bob: pass", "alice: pass", "T1 end_of_combat: wait"])
    assert zone(g, "giant") == "battlefield" and g.obj("giant").damage == 0 and g.obj("giant").tapped
    assert "701.15a" in rules(g) and zone(g, "rats") == "graveyard"
