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
