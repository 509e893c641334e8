"""Damage instructions compiled from Oracle text and played (CR 120): recipients joined by "and
each" ("each creature and each planeswalker", "each opponent and each creature they control",
"target player or planeswalker and each creature that player or that planeswalker's controller
controls"), "each of up to two target creatures", a damage clause whose source is the object the
clause before names ("~ gets +1/+0 until end of turn and deals 1 damage to you"), and "Then that
creature deals damage equal to its power to ..." (608.2c). Each test names real cards and checks
the game against the rule cited."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, life, play

HEAD = head(alice=2, bob=2)


def lands(card: str, n: int, who: str = "alice", prefix: str = "l") -> str:
    return "".join(f"  - {{id: {prefix}{i}, card: {card}, controller: {who}}}\n" for i in range(1, n + 1))


def test_120_3_tectonic_hazard_damages_each_opponent_and_each_creature_they_control():
    """120.3a, 120.3e: Tectonic Hazard: "deals 1 damage to each opponent and each creature they
    control." Bob (the opponent) loses 1 life and his 1/1 is destroyed by lethal damage (704.5g);
    alice's own 1/1 is not dealt damage."""
    g = play(HEAD + """
battlefield:
""" + lands("Mountain", 1) + """  - {id: mine, card: Llanowar Elves, controller: alice}
  - {id: his, card: Llanowar Elves, controller: bob}
hand:
  - {id: th, card: Tectonic Hazard, owner: alice}
""", ["Tectonic Hazard"], ["alice: cast th", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 19 and life(g, "alice") == 20
    assert g.obj("his").zone == "graveyard"
    assert g.obj("mine").zone == "battlefield" and g.obj("mine").damage == 0
    assert fully_compiled("Tectonic Hazard")


def test_120_3_chandras_fury_damages_the_target_player_and_only_their_creatures():
    """120.3: Chandra's Fury: "deals 4 damage to target player or planeswalker and 1 damage to each
    creature that player or that planeswalker's controller controls." Targeting bob: he loses 4
    life and his 1/1 dies (704.5g); alice's 1/1 is not dealt damage."""
    g = play(HEAD + """
battlefield:
""" + lands("Mountain", 5) + """  - {id: mine, card: Llanowar Elves, controller: alice}
  - {id: his, card: Llanowar Elves, controller: bob}
  - {id: his2, card: Hill Giant, controller: bob}
hand:
  - {id: cf, card: Chandra's Fury, owner: alice}
""", ["Chandra's Fury"], ["alice: cast cf target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 16 and life(g, "alice") == 20
    assert g.obj("his").zone == "graveyard"
    assert g.obj("his2").damage == 1
    assert g.obj("mine").damage == 0
    assert fully_compiled("Chandra's Fury")


def test_120_3_dragonback_assault_damages_each_creature_and_each_planeswalker():
    """120.3c, 120.3e: Dragonback Assault's enters trigger: "it deals 3 damage to each creature and
    each planeswalker." Every creature (both players') is dealt 3 damage and a planeswalker
    loses 3 loyalty."""
    g = play(HEAD + """
battlefield:
""" + lands("Mountain", 3) + lands("Island", 1, prefix="i") + lands("Forest", 2, prefix="f") + """  - {id: giant, card: Hill Giant, controller: alice}
  - {id: ogre, card: Craw Wurm, controller: bob}
  - {id: pw, card: Ajani Goldmane, controller: bob, counters: {loyalty: 4}}
hand:
  - {id: da, card: Dragonback Assault, owner: alice}
""", ["Dragonback Assault"], ["alice: cast da", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("giant").zone == "graveyard"
    assert g.obj("ogre").damage == 3
    assert sum(c.count for c in g.obj("pw").counters if c.kind == "loyalty") == 1
    assert fully_compiled("Dragonback Assault")


def test_115_1_cast_into_the_fire_damages_each_of_up_to_two_target_creatures():
    """115.1, 601.2c: Cast into the Fire: "deals 1 damage to each of up to two target creatures."
    Both chosen 1/1s are dealt 1 damage and die (704.5g)."""
    g = play(HEAD + """
battlefield:
""" + lands("Mountain", 2) + """  - {id: e1, card: Llanowar Elves, controller: bob}
  - {id: e2, card: Llanowar Elves, controller: bob}
hand:
  - {id: cf, card: Cast into the Fire, owner: alice}
""", ["Cast into the Fire"], ["alice: cast cf mode=1 target=e1,e2", "alice: pass", "bob: pass"])
    assert g.obj("e1").zone == "graveyard" and g.obj("e2").zone == "graveyard"
    assert fully_compiled("Cast into the Fire")


def test_120_3_firedrinker_satyr_pumps_itself_and_deals_1_damage_to_you():
    """120.3a, 611.2a: Firedrinker Satyr: "{1}{R}: This creature gets +1/+0 until end of turn and
    deals 1 damage to you." The creature is the source of the damage: alice loses 1 life and the
    Satyr is 3/1 until end of turn."""
    g = play(HEAD + """
battlefield:
""" + lands("Mountain", 2) + """  - {id: sat, card: Firedrinker Satyr, controller: alice}
""", ["Firedrinker Satyr"], ["alice: activate sat 2", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 19
    assert g.ch("sat").power == 3
    assert fully_compiled("Firedrinker Satyr")


def test_120_karplusan_yeti_and_the_target_deal_damage_to_each_other():
    """120.3e, 608.2c: Karplusan Yeti: "{T}: This creature deals damage equal to its power to
    target creature. That creature deals damage equal to its power to this creature." The 3/3
    Yeti and a Hill Giant (3/3) deal 3 damage to each other: both die (704.5g)."""
    g = play(HEAD + """
battlefield:
  - {id: yeti, card: Karplusan Yeti, controller: alice, summoning_sick: false}
  - {id: giant, card: Hill Giant, controller: bob}
""", ["Karplusan Yeti"], ["alice: activate yeti 1 target=giant", "alice: pass", "bob: pass"])
    assert g.obj("giant").zone == "graveyard"
    assert g.obj("yeti").zone == "graveyard"
    assert fully_compiled("Karplusan Yeti")


def test_608_2c_domris_ambush_counter_then_that_creature_deals_damage():
    """608.2c: Domri's Ambush: "Put a +1/+1 counter on target creature you control. Then that
    creature deals damage equal to its power to target creature or planeswalker you don't
    control." The instructions follow in order: the Bears become 3/3 first, so they deal 3
    damage and the Hill Giant (3/3) dies (704.5g)."""
    g = play(HEAD + """
battlefield:
""" + lands("Forest", 1) + lands("Mountain", 1, prefix="m") + """  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob}
hand:
  - {id: da, card: Domri's Ambush, owner: alice}
""", ["Domri's Ambush"], ["alice: cast da target=bear,giant", "alice: pass", "bob: pass"])
    assert g.obj("giant").zone == "graveyard"
    assert g.obj("bear").damage == 0
    assert fully_compiled("Domri's Ambush")


def test_608_2c_burst_lightning_deals_4_damage_instead_when_kicked():
    """702.33d, 608.2c: Burst Lightning: "deals 2 damage to any target. If this spell was kicked,
    it deals 4 damage instead." Kicked, bob loses 4 life; unkicked, the second one deals 2."""
    g = play(HEAD + """
battlefield:
""" + lands("Mountain", 6) + """hand:
  - {id: b1, card: Burst Lightning, owner: alice}
  - {id: b2, card: Burst Lightning, owner: alice}
""", ["Burst Lightning"], ["alice: cast b1", "alice: kick", "alice: target bob", "alice: pass", "bob: pass",
                          "alice: cast b2", "alice: no_kick", "alice: target bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 20 - 4 - 2
    assert fully_compiled("Burst Lightning")


def test_608_2c_brimstone_volley_deals_5_damage_instead_if_a_creature_died():
    """608.2c, 700.4: Brimstone Volley: "deals 3 damage to any target. Morbid — ~ deals 5 damage
    instead if a creature died this turn." Before any creature died it deals 3; after alice's
    Bolt kills a 1/1, the second Volley deals 5."""
    g = play(HEAD + """
battlefield:
""" + lands("Mountain", 7) + """  - {id: elf, card: Llanowar Elves, controller: bob}
hand:
  - {id: v1, card: Brimstone Volley, owner: alice}
  - {id: v2, card: Brimstone Volley, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Brimstone Volley"], ["alice: cast v1 target=bob", "alice: pass", "bob: pass",
                           "alice: cast bolt target=elf", "alice: pass", "bob: pass",
                           "alice: cast v2 target=bob", "alice: pass", "bob: pass"])
    assert g.obj("elf").zone == "graveyard"
    assert life(g, "bob") == 20 - 3 - 5
    assert fully_compiled("Brimstone Volley")


def test_608_2c_breath_of_darigaaz_kicked_deals_4_to_each_creature_without_flying_and_each_player():
    """702.33d, 608.2c: Breath of Darigaaz: "deals 1 damage to each creature without flying and
    each player. If this spell was kicked, it deals 4 damage to each creature without flying and
    each player instead." Kicked: each player loses 4 life, the Hill Giant (3/3) dies, the
    flying Serra Angel is not dealt damage."""
    g = play(HEAD + """
battlefield:
""" + lands("Mountain", 6) + """  - {id: giant, card: Hill Giant, controller: bob}
  - {id: angel, card: Serra Angel, controller: bob}
hand:
  - {id: bd, card: Breath of Darigaaz, owner: alice}
""", ["Breath of Darigaaz"], ["alice: cast bd", "alice: kick", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 16 and life(g, "bob") == 16
    assert g.obj("giant").zone == "graveyard"
    assert g.obj("angel").damage == 0
    assert fully_compiled("Breath of Darigaaz")


def test_119_7_rampaging_ferocidon_players_cant_gain_life():
    """119.7, 614.17: Rampaging Ferocidon: "Players can't gain life." Bob's Revitalize ("You gain
    3 life. Draw a card.") gains him no life; the rest of the spell still happens (he draws)."""
    g = play(HEAD + """
battlefield:
  - {id: fero, card: Rampaging Ferocidon, controller: alice}
  - {id: p1, card: Plains, controller: bob}
  - {id: p2, card: Plains, controller: bob}
hand:
  - {id: rev, card: Revitalize, owner: bob}
""", ["Rampaging Ferocidon"], ["alice: pass", "bob: cast rev", "bob: pass", "alice: pass"])
    assert life(g, "bob") == 20
    assert len(g.zone_ids("hand", "bob")) == 1
    assert fully_compiled("Rampaging Ferocidon")


def test_119_7_skullcrack_stops_life_gain_this_turn_only():
    """119.7, 614.17, 611.2a: Skullcrack: "Players can't gain life this turn. ..." After it
    resolves, bob's Revitalize gains him no life this turn; the effect ends with the turn
    (514.2), so his next turn's Revitalize gains 3."""
    g = play(HEAD + """
battlefield:
""" + lands("Mountain", 2) + """  - {id: p1, card: Plains, controller: bob}
  - {id: p2, card: Plains, controller: bob}
hand:
  - {id: sc, card: Skullcrack, owner: alice}
  - {id: rev, card: Revitalize, owner: bob}
  - {id: rev2, card: Revitalize, owner: bob}
""", ["Skullcrack"], ["alice: cast sc target=bob", "alice: pass", "bob: pass",
                     "alice: pass", "bob: cast rev", "bob: pass", "alice: pass",
                     "T2 precombat_main bob: cast rev2", "bob: pass", "alice: pass"])
    assert life(g, "bob") == 20 - 3 + 3
    assert fully_compiled("Skullcrack")


def test_510_1a_belligerent_brontodon_creatures_assign_combat_damage_by_toughness():
    """510.1a: Belligerent Brontodon: "Each creature you control assigns combat damage equal to
    its toughness rather than its power." The unblocked 4/6 Brontodon deals 6 combat damage to
    bob."""
    g = play(HEAD + """
battlefield:
  - {id: bron, card: Belligerent Brontodon, controller: alice, summoning_sick: false}
""", ["Belligerent Brontodon"], ["T1 declare_attackers alice: attack bron", "alice: done", "T1 end: wait"])
    assert life(g, "bob") == 14
    assert fully_compiled("Belligerent Brontodon")


def test_510_1a_doran_makes_a_blocking_wall_assign_its_toughness():
    """510.1a: Doran, the Siege Tower: "Each creature assigns combat damage equal to its
    toughness rather than its power." -- every creature, bob's too: his Wall of Stone (0/8)
    blocking alice's Hill Giant (3/3) deals it 8 damage and it dies (704.5g); the Giant assigns
    3 (its toughness) to the Wall."""
    g = play(HEAD + """
battlefield:
  - {id: doran, card: "Doran, the Siege Tower", controller: alice}
  - {id: giant, card: Hill Giant, controller: alice, summoning_sick: false}
  - {id: wall, card: Wall of Stone, controller: bob}
""", ["Doran, the Siege Tower"], ["T1 declare_attackers alice: attack giant", "alice: done", "alice: pass", "bob: pass",
                                  "T1 declare_blockers bob: block wall giant", "bob: done", "T1 end: wait"])
    assert g.obj("giant").zone == "graveyard"
    assert g.obj("wall").damage == 3
    assert fully_compiled("Doran, the Siege Tower")


def test_510_1a_ancient_lumberknot_only_creatures_with_toughness_greater_than_power():
    """510.1a: Ancient Lumberknot: "Each creature you control with toughness greater than its
    power assigns combat damage equal to its toughness rather than its power." The 1/4
    Lumberknot deals 4; the Hill Giant (3/3, toughness not greater) deals its power, 3."""
    g = play(HEAD + """
battlefield:
  - {id: knot, card: Ancient Lumberknot, controller: alice, summoning_sick: false}
  - {id: giant, card: Hill Giant, controller: alice, summoning_sick: false}
""", ["Ancient Lumberknot"], ["T1 declare_attackers alice: attack knot", "alice: attack giant", "alice: done",
                             "T1 end: wait"])
    assert life(g, "bob") == 20 - 4 - 3
    assert fully_compiled("Ancient Lumberknot")
