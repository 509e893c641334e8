"""Prevention effects from resolving spells and abilities, compiled from Oracle text and played
(CR 615): "prevent all [combat] damage that would be dealt to/by X this turn" (615.1a), the group
forms, and "the next time a [color] source of your choice would deal damage to you this turn,
prevent that damage" (609.7a, 615.7-8). Each test names real cards compiled from the Oracle data
and checks the game against the rule cited."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, life, play

HEAD = head(alice=2, bob=2)


def test_615_circle_of_protection_red_prevents_the_chosen_red_source_once():
    """609.7a, 615.7-8: Circle of Protection: Red: "The next time a red source of your choice
    would deal damage to you this turn, prevent that damage." Alice chooses bob's Lightning Bolt
    (a red spell on the stack) while it targets her: its 3 damage is prevented; the effect is then
    used up (615.8), so bob's second Bolt deals 3."""
    g = play(HEAD + """
battlefield:
  - {id: cop, card: "Circle of Protection: Red", controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
  - {id: m2, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
  - {id: bolt2, card: Lightning Bolt, owner: bob}
""", ["Circle of Protection: Red"], [
        "alice: pass", "bob: cast bolt target=alice", "bob: pass",
        "alice: activate cop 1", "alice: choose bolt", "alice: pass", "bob: pass",    # the Circle resolves
        "alice: pass", "bob: pass",                                                   # the Bolt resolves
        "bob: cast bolt2 target=alice", "bob: pass", "alice: pass"])
    assert life(g, "alice") == 17
    assert fully_compiled("Circle of Protection: Red")


def test_615_maze_of_ith_prevents_combat_damage_dealt_to_and_by_the_attacker():
    """615.1a: Maze of Ith: "Untap target attacking creature. Prevent all combat damage that would
    be dealt to and dealt by that creature this turn." Alice's Hill Giant (3/3) is blocked by
    bob's Grizzly Bears (2/2); bob activates the Maze on the Giant: it is untapped, deals no
    combat damage to the Bears and is dealt none (510.2, 615.6)."""
    g = play(HEAD + """
battlefield:
  - {id: ogre, card: Hill Giant, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: maze, card: Maze of Ith, controller: bob}
""", ["Maze of Ith"], ["T1 declare_attackers alice: attack ogre", "alice: done", "alice: pass", "bob: pass",
                      "T1 declare_blockers bob: block bear ogre", "bob: done", "alice: pass",
                      "bob: activate maze 1 target=ogre", "bob: pass", "alice: pass", "T1 end: wait"])
    assert not g.obj("ogre").tapped
    assert g.obj("bear").zone == "battlefield" and g.obj("bear").damage == 0
    assert g.obj("ogre").damage == 0
    assert fully_compiled("Maze of Ith")


def test_615_kor_haven_prevents_only_damage_dealt_by_the_target():
    """615.1a: Kor Haven: "Prevent all combat damage that would be dealt by target attacking
    creature this turn." The blocked Hill Giant deals none to the Bears, but the Bears' 2 combat
    damage to the Giant is still dealt (the effect is about its source, 609.7)."""
    g = play(HEAD + """
battlefield:
  - {id: ogre, card: Hill Giant, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: kor, card: Kor Haven, controller: bob}
  - {id: p1, card: Plains, controller: bob}
  - {id: p2, card: Plains, controller: bob}
""", ["Kor Haven"], ["T1 declare_attackers alice: attack ogre", "alice: done", "alice: pass", "bob: pass",
                     "T1 declare_blockers bob: block bear ogre", "bob: done", "alice: pass",
                     "bob: activate kor 2 target=ogre", "bob: pass", "alice: pass", "T1 combat_damage: wait"])
    assert g.obj("bear").zone == "battlefield" and g.obj("bear").damage == 0
    assert g.obj("ogre").damage == 2
    assert fully_compiled("Kor Haven")


def test_615_blinding_fog_prevents_damage_to_creatures_not_to_players():
    """615.1a: Blinding Fog: "Prevent all damage that would be dealt to creatures this turn."
    After it resolves, alice's Lightning Bolt at bob's Grizzly Bears deals no damage, and her
    second Bolt at bob deals 3 (he isn't a creature). (Only alice's creatures gain hexproof.)"""
    g = play(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: fog, card: Blinding Fog, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: bolt2, card: Lightning Bolt, owner: alice}
""", ["Blinding Fog"], ["alice: cast fog", "alice: pass", "bob: pass",
                        "alice: cast bolt target=bear", "alice: pass", "bob: pass",
                        "alice: cast bolt2 target=bob", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "battlefield" and g.obj("bear").damage == 0
    assert life(g, "bob") == 17
    assert fully_compiled("Blinding Fog")


def test_615_fog_of_war_prevents_combat_damage_by_small_creatures_only():
    """615.1a: Fog of War: "Prevent all combat damage that would be dealt this turn by creatures
    with power 3 or less." Alice attacks with Hill Giant (3/3) and Craw Wurm (6/4): bob is dealt
    only the Wurm's 6 (the Giant's power is 3)."""
    g = play(HEAD + """
battlefield:
  - {id: ogre, card: Hill Giant, controller: alice, summoning_sick: false}
  - {id: wurm, card: Craw Wurm, controller: alice, summoning_sick: false}
  - {id: f1, card: Forest, controller: bob}
  - {id: f2, card: Forest, controller: bob}
  - {id: f3, card: Forest, controller: bob}
hand:
  - {id: fow, card: Fog of War, owner: bob}
""", ["Fog of War"], ["T1 declare_attackers alice: attack ogre", "alice: attack wurm", "alice: done", "alice: pass",
                      "bob: cast fow", "bob: pass", "alice: pass", "T1 end: wait"])
    assert life(g, "bob") == 20 + 2 - 6             # 2 creatures on the battlefield: +2 life first
    assert fully_compiled("Fog of War")


def test_615_defend_the_hearth_prevents_combat_damage_to_players_only():
    """615.1a: Defend the Hearth: "Prevent all combat damage that would be dealt to players this
    turn." Alice's unblocked Hill Giant deals bob nothing; the blocked Grizzly Bears and bob's
    blocking Wall of Wood still deal each other combat damage (they aren't players)."""
    g = play(HEAD + """
battlefield:
  - {id: ogre, card: Hill Giant, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: wall, card: Wall of Wood, controller: bob}
  - {id: f1, card: Forest, controller: bob}
  - {id: f2, card: Forest, controller: bob}
hand:
  - {id: dth, card: Defend the Hearth, owner: bob}
""", ["Defend the Hearth"], ["T1 declare_attackers alice: attack ogre", "alice: attack bear", "alice: done", "alice: pass",
                             "bob: cast dth", "bob: pass", "alice: pass", "alice: pass", "bob: pass",
                             "T1 declare_blockers bob: block wall bear", "bob: done", "T1 end: wait"])
    assert life(g, "bob") == 20
    assert g.obj("wall").damage == 2
    assert fully_compiled("Defend the Hearth")


def test_615_crystal_barricade_prevents_noncombat_damage_to_other_creatures():
    """615.1a, 510.2: Crystal Barricade: "Prevent all noncombat damage that would be dealt to
    other creatures you control." Bob's Lightning Bolt at alice's Grizzly Bears is prevented; a
    Bolt at the Barricade itself (not "other") deals its 3."""
    g = play(HEAD + """
battlefield:
  - {id: cb, card: Crystal Barricade, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
  - {id: m2, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
  - {id: bolt2, card: Lightning Bolt, owner: bob}
""", ["Crystal Barricade"], ["alice: pass", "bob: cast bolt target=bear", "bob: pass", "alice: pass",
                             "alice: pass", "bob: cast bolt2 target=cb", "bob: pass", "alice: pass"])
    assert g.obj("bear").zone == "battlefield" and g.obj("bear").damage == 0
    assert g.obj("cb").damage == 3
    assert fully_compiled("Crystal Barricade")


def test_615_crystal_barricade_does_not_prevent_combat_damage():
    """510.2: combat damage isn't noncombat damage: alice's Grizzly Bears blocking bob's Hill
    Giant are dealt 3 and die, Crystal Barricade notwithstanding."""
    g = play(head(active="bob", alice=2, bob=2) + """
battlefield:
  - {id: cb, card: Crystal Barricade, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: ogre, card: Hill Giant, controller: bob, summoning_sick: false}
""", ["Crystal Barricade"], ["T1 declare_attackers bob: attack ogre", "bob: done", "bob: pass", "alice: pass",
                             "T1 declare_blockers alice: block bear ogre", "alice: done", "T1 end: wait"])
    assert g.obj("bear").zone == "graveyard"


# ------------------------------------------------------------------ 614.1a: damage dealt with another amount
def test_614_1a_furnace_of_rath_doubles_bolt_damage():
    """614.1a: Furnace of Rath: "If a source would deal damage to a permanent or player, it deals
    double that damage to that permanent or player instead." Lightning Bolt at bob deals 6."""
    g = play(HEAD + """
battlefield:
  - {id: furnace, card: Furnace of Rath, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Furnace of Rath"], ["alice: cast bolt target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 14
    assert fully_compiled("Furnace of Rath")


def test_614_1a_fiery_emancipation_triples_only_its_controllers_sources():
    """614.1a: Fiery Emancipation: "If a source you control would deal damage to a permanent or
    player, it deals triple that damage ..." Alice's Bolt at bob deals 9; bob's Bolt at alice
    deals 3 (not a source alice controls)."""
    g = play(HEAD + """
battlefield:
  - {id: fe, card: Fiery Emancipation, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: bolt2, card: Lightning Bolt, owner: bob}
""", ["Fiery Emancipation"], ["alice: cast bolt target=bob", "alice: pass", "bob: pass",
                              "alice: pass", "bob: cast bolt2 target=alice", "bob: pass", "alice: pass"])
    assert (life(g, "alice"), life(g, "bob")) == (17, 11)


def test_614_1a_torbran_adds_two_to_damage_to_opponents_and_their_permanents_only():
    """614.1a: Torbran, Thane of Red Fell: "If a red source you control would deal damage to an
    opponent or a permanent an opponent controls, it deals that much damage plus 2 instead."
    Alice's Bolt at bob deals 5; her Bolt at her own Craw Wurm (6/4) deals 3, and it survives."""
    g = play(HEAD + """
battlefield:
  - {id: torbran, card: "Torbran, Thane of Red Fell", controller: alice}
  - {id: wurm, card: Craw Wurm, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: bolt2, card: Lightning Bolt, owner: alice}
""", ["Torbran, Thane of Red Fell"], ["alice: cast bolt target=bob", "alice: pass", "bob: pass",
                                      "alice: cast bolt2 target=wurm", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 15
    assert g.obj("wurm").zone == "battlefield" and g.obj("wurm").damage == 3


def test_614_1a_lashknife_barrier_reduces_damage_to_your_creatures_by_one():
    """614.1a: Lashknife Barrier: "If a source would deal damage to a creature you control, it
    deals that much damage minus 1 to that creature instead." Bob's Bolt at alice's Hill Giant
    (3/3) deals 2: it survives."""
    g = play(HEAD + """
battlefield:
  - {id: lb, card: Lashknife Barrier, controller: alice}
  - {id: ogre, card: Hill Giant, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Lashknife Barrier"], ["alice: pass", "bob: cast bolt target=ogre", "bob: pass", "alice: pass"])
    assert g.obj("ogre").zone == "battlefield" and g.obj("ogre").damage == 2


def test_614_1a_charging_tuskodon_deals_double_combat_damage_to_a_player():
    """614.1a: Charging Tuskodon (4/4 trample): "If this creature would deal combat damage to a
    player, it deals double that damage to that player instead." Unblocked, it deals bob 8."""
    g = play(HEAD + """
battlefield:
  - {id: tusk, card: Charging Tuskodon, controller: alice, summoning_sick: false}
""", ["Charging Tuskodon"], ["T1 declare_attackers alice: attack tusk", "alice: done", "T1 end: wait"])
    assert life(g, "bob") == 12


def _seraph_and_furnace(first: str) -> tuple:
    from oracle_helpers import game
    from pyengine.game.players import run_script
    g = game(HEAD + """
battlefield:
  - {id: gs, card: Guardian Seraph, controller: alice}
  - {id: furnace, card: Furnace of Rath, controller: bob}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Guardian Seraph", "Furnace of Rath"])
    asked: list = []

    def chooser(who, ev, opts):
        asked.append((who, sorted(o.effect.id for o in opts)))
        return [o for o in opts if o.effect.id.startswith(first)][0]
    g.replacement_chooser = chooser
    run_script(g, ["alice: pass", "bob: cast bolt target=alice", "bob: pass", "alice: pass"], "<test>")
    return g, asked


def test_616_1_the_affected_player_orders_doubling_and_prevention():
    """616.1, 616.1e: Furnace of Rath (double) and Guardian Seraph (prevent 1 of damage from an
    opponent's source to you) both apply to bob's Bolt at alice: alice, the affected player,
    chooses the order. Prevention first: (3 - 1) x 2 = 4; doubling first: 3 x 2 - 1 = 5
    (616.1f: the other still applies afterwards)."""
    g, asked = _seraph_and_furnace("gs")
    assert asked[0] == ("alice", ["furnace.1", "gs.1"])
    assert life(g, "alice") == 16
    g, _ = _seraph_and_furnace("furnace")
    assert life(g, "alice") == 15


def test_614_1a_benevolent_unicorn_reduces_damage_from_spells_only():
    """614.1a: Benevolent Unicorn: "If a spell would deal damage to a permanent or player, it
    deals that much damage minus 1 to that permanent or player instead." Bob's Lightning Bolt at
    alice deals 2; Prodigal Pyromancer's ability (its source is the creature, not a spell, 609.7)
    deals bob its full 1."""
    g = play(HEAD + """
battlefield:
  - {id: uni, card: Benevolent Unicorn, controller: alice}
  - {id: pyro, card: Prodigal Pyromancer, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Benevolent Unicorn", "Prodigal Pyromancer"], [
        "alice: activate pyro 1 target=bob", "alice: pass", "bob: pass",
        "alice: pass", "bob: cast bolt target=alice", "bob: pass", "alice: pass"])
    assert (life(g, "alice"), life(g, "bob")) == (18, 19)
    assert fully_compiled("Benevolent Unicorn")


# ------------------------------------------------------------------ 614.1a: "shuffle it into its owner's library instead"
def test_614_1a_legacy_weapon_destroyed_is_shuffled_into_the_library():
    """614.1a, 701.20a: Legacy Weapon: "If Legacy Weapon would be put into a graveyard from
    anywhere, reveal Legacy Weapon and shuffle it into its owner's library instead." Shatter
    destroys it: it goes to bob's library (3 cards now), never to the graveyard, and bob shuffles."""
    g = play(HEAD + """
battlefield:
  - {id: lw, card: Legacy Weapon, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: shatter, card: Shatter, owner: alice}
""", ["Legacy Weapon"], ["alice: cast shatter target=lw", "alice: pass", "bob: pass"])
    assert g.obj("lw").zone == "library"
    assert "lw" in g.s.library["bob"] and len(g.s.library["bob"]) == 3
    assert any(e.rule == "701.20a" and "bob" in e.text for e in g.log)
    assert fully_compiled("Legacy Weapon")


def test_614_1a_darksteel_colossus_discarded_goes_to_the_library():
    """614.1a: "from anywhere" includes the hand (Darksteel Colossus): discarded by Mind Rot, it
    is shuffled into bob's library instead; the other discarded card goes to the graveyard."""
    g = play(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
hand:
  - {id: rot, card: Mind Rot, owner: alice}
  - {id: dc, card: Darksteel Colossus, owner: bob}
  - {id: bear, card: Grizzly Bears, owner: bob}
""", ["Darksteel Colossus"], ["alice: cast rot target=bob", "alice: pass", "bob: pass"])
    assert g.obj("dc").zone == "library" and g.obj("bear").zone == "graveyard"


# ------------------------------------------------------------------ 614.1a: "... would die this turn, exile it instead"
def test_614_1a_anger_of_the_gods_exiles_the_creatures_it_kills():
    """614.1a, 700.4: Anger of the Gods: "deals 3 damage to each creature. If a creature dealt
    damage this way would die this turn, exile it instead." Bob's Grizzly Bears and Hill Giant
    are exiled, not put into the graveyard."""
    g = play(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: ogre, card: Hill Giant, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
hand:
  - {id: anger, card: Anger of the Gods, owner: alice}
""", ["Anger of the Gods"], ["alice: cast anger", "alice: pass", "bob: pass"])
    assert (g.obj("bear").zone, g.obj("ogre").zone) == ("exile", "exile")
    assert fully_compiled("Anger of the Gods")


def test_614_1a_incendiary_flow_exiles_only_a_creature_it_dealt_damage_to():
    """608.2h: "a creature dealt damage this way" is one Incendiary Flow dealt damage to: aimed at
    bob, it damages no creature, so bob's Grizzly Bears killed by a Lightning Bolt afterwards this
    turn go to the graveyard."""
    g = play(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
hand:
  - {id: flow, card: Incendiary Flow, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Incendiary Flow"], ["alice: cast flow target=bob", "alice: pass", "bob: pass",
                           "alice: cast bolt target=bear", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17 and g.obj("bear").zone == "graveyard"


def test_614_1a_incendiary_flow_at_a_creature_exiles_it_when_it_dies_later_this_turn():
    """614.1a: the replacement lasts the turn: Incendiary Flow deals 3 to bob's Craw Wurm (6/4),
    which survives; a Lightning Bolt then kills it, and it is exiled instead."""
    g = play(HEAD + """
battlefield:
  - {id: wurm, card: Craw Wurm, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
hand:
  - {id: flow, card: Incendiary Flow, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Incendiary Flow"], ["alice: cast flow target=wurm", "alice: pass", "bob: pass",
                           "alice: cast bolt target=wurm", "alice: pass", "bob: pass"])
    assert g.obj("wurm").zone == "exile"


def test_614_1a_malicious_eclipse_exiles_only_opponents_creatures():
    """614.1a: Malicious Eclipse: "All creatures get -2/-2 until end of turn. If a creature an
    opponent controls would die this turn, exile it instead." Bob's Grizzly Bears are exiled;
    alice's own Llanowar Elves go to her graveyard."""
    g = play(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: elf, card: Llanowar Elves, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
hand:
  - {id: me, card: Malicious Eclipse, owner: alice}
""", ["Malicious Eclipse"], ["alice: cast me", "alice: pass", "bob: pass"])
    assert (g.obj("bear").zone, g.obj("elf").zone) == ("exile", "graveyard")
    assert fully_compiled("Malicious Eclipse")


# ------------------------------------------------------------------ 614.9: "the next N damage ... is dealt to ... instead"
def test_614_9_lancers_en_kor_redirects_the_next_1_damage_to_a_creature_you_control():
    """614.9, 615.7: Lancers en-Kor: "{0}: The next 1 damage that would be dealt to this creature
    this turn is dealt to target creature you control instead." Activated once in response to
    bob's Lightning Bolt at it: 1 of the 3 damage is dealt to alice's Grizzly Bears, 2 to the
    Lancers (the damage is counted, like a shield)."""
    g = play(HEAD + """
battlefield:
  - {id: lancers, card: Lancers en-Kor, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Lancers en-Kor"], ["alice: pass", "bob: cast bolt target=lancers", "bob: pass",
                          "alice: activate lancers 2 target=bear", "alice: pass", "bob: pass",
                          "alice: pass", "bob: pass"])
    assert (g.obj("lancers").damage, g.obj("bear").damage) == (2, 1)
    assert g.obj("lancers").zone == "battlefield" and g.obj("bear").zone == "battlefield"
    assert fully_compiled("Lancers en-Kor")


def test_614_9_lancers_en_kor_activated_three_times_takes_none_of_a_bolt():
    """615.7-style counting: three activations redirect 3 damage in all: the Lancers are dealt
    none of the Bolt's 3, alice's Craw Wurm (6/4) is dealt 3."""
    g = play(HEAD + """
battlefield:
  - {id: lancers, card: Lancers en-Kor, controller: alice}
  - {id: wurm, card: Craw Wurm, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Lancers en-Kor"], ["alice: pass", "bob: cast bolt target=lancers", "bob: pass",
                          "alice: activate lancers 2 target=wurm", "alice: pass", "bob: pass",
                          "alice: activate lancers 2 target=wurm", "alice: pass", "bob: pass",
                          "alice: activate lancers 2 target=wurm", "alice: pass", "bob: pass",
                          "alice: pass", "bob: pass"])
    assert (g.obj("lancers").damage, g.obj("wurm").damage) == (0, 3)


def test_614_9_carom_redirects_one_damage_to_another_target_creature():
    """614.9: Carom: "The next 1 damage that would be dealt to target creature this turn is dealt
    to another target creature instead. Draw a card." Bob's Bolt at alice's Hill Giant: the Giant
    is dealt 2 and survives, bob's Llanowar Elves are dealt 1 and die; alice draws a card."""
    g = play(HEAD + """
battlefield:
  - {id: ogre, card: Hill Giant, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: bob}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
  - {id: carom, card: Carom, owner: alice}
""", ["Carom"], ["alice: pass", "bob: cast bolt target=ogre", "bob: pass",
                 "alice: cast carom target=ogre,elf", "alice: pass", "bob: pass",
                 "alice: pass", "bob: pass"])
    assert g.obj("ogre").damage == 2 and g.obj("ogre").zone == "battlefield"
    assert g.obj("elf").zone == "graveyard"
    assert g.obj("la1").zone == "hand"
    assert fully_compiled("Carom")


def test_115_1_carom_another_target_creature_must_differ_from_the_first():
    """115.1, 601.2c: "another target creature" can't be the creature chosen for the first
    "target creature": choosing alice's Hill Giant for both of Carom's targets is refused."""
    import pytest
    from pyengine.errors import ScenarioError
    with pytest.raises(ScenarioError, match="never asked for|not legal"):
        play(HEAD + """
battlefield:
  - {id: ogre, card: Hill Giant, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: carom, card: Carom, owner: alice}
""", ["Carom"], ["alice: cast carom target=ogre,ogre"])


# ------------------------------------------------------------------ 614.15: "if that spell is countered this way, ... instead"
def _counter_bolt(card: str, lands: str = "Island"):
    return play(HEAD + f"""
battlefield:
  - {{id: i1, card: {lands}, controller: bob}}
  - {{id: i2, card: {lands}, controller: bob}}
  - {{id: i3, card: {lands}, controller: bob}}
  - {{id: m1, card: Mountain, controller: alice}}
hand:
  - {{id: bolt, card: Lightning Bolt, owner: alice}}
  - {{id: cs, card: {card}, owner: bob}}
""", [card], ["alice: cast bolt target=bob", "alice: pass", "bob: cast cs target=bolt", "bob: pass", "alice: pass"])


def test_614_15_dissipate_exiles_the_countered_spell():
    """701.5a, 614.15: Dissipate: "Counter target spell. If that spell is countered this way,
    exile it instead of putting it into its owner's graveyard." The Bolt is exiled; bob keeps 20."""
    g = _counter_bolt("Dissipate")
    assert g.obj("bolt").zone == "exile" and life(g, "bob") == 20
    assert g.obj("cs").zone == "graveyard"              # Dissipate itself goes to the graveyard
    assert fully_compiled("Dissipate")


def test_614_15_memory_lapse_puts_the_countered_spell_on_top_of_the_library():
    """614.15: Memory Lapse: "... put it on top of its owner's library instead of into that
    player's graveyard." The Bolt is alice's top card."""
    g = _counter_bolt("Memory Lapse")
    assert g.obj("bolt").zone == "library" and g.s.library["alice"][0] == "bolt"


def test_614_15_remand_returns_the_countered_spell_to_its_owners_hand():
    """614.15: Remand: "... put it into its owner's hand instead of into that player's graveyard.
    Draw a card." The Bolt is back in alice's hand; bob draws."""
    g = _counter_bolt("Remand")
    assert g.obj("bolt").zone == "hand" and g.obj("lb1").zone == "hand"


# ------------------------------------------------------------------ 615.12: damage that can't be prevented
def test_615_12_combust_damage_cant_be_prevented():
    """615.12: Combust: "Combust deals 5 damage to target white or blue creature. The damage
    can't be prevented." Cho-Manno, Revolutionary ("Prevent all damage that would be dealt to
    Cho-Manno") is dealt 5 and dies."""
    g = play(HEAD + """
battlefield:
  - {id: cho, card: "Cho-Manno, Revolutionary", controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: combust, card: Combust, owner: alice}
""", ["Combust", "Cho-Manno, Revolutionary"], ["alice: cast combust target=cho", "alice: pass", "bob: pass"])
    assert g.obj("cho").zone == "graveyard"
    assert fully_compiled("Combust")


def test_615_12_flaring_pain_makes_this_turns_damage_unpreventable():
    """615.12: Flaring Pain: "Damage can't be prevented this turn." Then alice's Lightning Bolt
    kills Cho-Manno, Revolutionary despite its prevention effect."""
    g = play(HEAD + """
battlefield:
  - {id: cho, card: "Cho-Manno, Revolutionary", controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
hand:
  - {id: fp, card: Flaring Pain, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Flaring Pain", "Cho-Manno, Revolutionary"], ["alice: cast fp", "alice: pass", "bob: pass",
                                                    "alice: cast bolt target=cho", "alice: pass", "bob: pass"])
    assert g.obj("cho").zone == "graveyard"


def test_615_12_without_flaring_pain_the_bolt_is_prevented():
    """615.1a (control for the test above): without Flaring Pain, Cho-Manno takes no damage."""
    g = play(HEAD + """
battlefield:
  - {id: cho, card: "Cho-Manno, Revolutionary", controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Cho-Manno, Revolutionary"], ["alice: cast bolt target=cho", "alice: pass", "bob: pass"])
    assert g.obj("cho").zone == "battlefield" and g.obj("cho").damage == 0


def test_615_12_excruciators_damage_ignores_fog():
    """615.12: Excruciator (7/7): "Damage that would be dealt by this creature can't be prevented."
    Bob's Fog doesn't stop its combat damage: bob is dealt 7."""
    g = play(HEAD + """
battlefield:
  - {id: ex, card: Excruciator, controller: alice, summoning_sick: false}
  - {id: f1, card: Forest, controller: bob}
hand:
  - {id: fog, card: Fog, owner: bob}
""", ["Excruciator", "Fog"], ["T1 declare_attackers alice: attack ex", "alice: done", "alice: pass",
                              "bob: cast fog", "bob: pass", "alice: pass", "T1 end: wait"])
    assert life(g, "bob") == 13


def test_614_1a_gloomshrieker_is_exiled_instead_of_dying():
    """614.1a, 700.4: Gloomshrieker: "If this creature would die, exile it instead." Lightning
    Bolt kills it: it is exiled."""
    g = play(HEAD + """
battlefield:
  - {id: gs, card: Gloomshrieker, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Gloomshrieker"], ["alice: cast bolt target=gs", "alice: pass", "bob: pass"])
    assert g.obj("gs").zone == "exile"


def test_614_1a_fanged_flames_exiles_the_creature_or_planeswalker_it_kills():
    """614.1a: Fanged Flames: "deals 4 damage to target creature or planeswalker. If that
    creature or planeswalker would die this turn, exile it instead." Bob's Hill Giant is exiled."""
    g = play(HEAD + """
battlefield:
  - {id: ogre, card: Hill Giant, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
hand:
  - {id: ff, card: Fanged Flames, owner: alice}
""", ["Fanged Flames"], ["alice: cast ff target=ogre", "alice: pass", "bob: pass"])
    assert g.obj("ogre").zone == "exile"


# ------------------------------------------------------------------ 609.7a: "a source of your choice"
def test_615_pay_no_heed_prevents_all_damage_from_the_chosen_source():
    """609.7a, 615.1a: Pay No Heed: "Prevent all damage a source of your choice would deal this
    turn." Alice chooses bob's Lightning Bolt (targeting her) as it resolves: no damage."""
    g = play(HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: pnh, card: Pay No Heed, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Pay No Heed"], ["alice: pass", "bob: cast bolt target=alice", "bob: pass",
                       "alice: cast pnh", "alice: pass", "bob: pass", "alice: choose bolt",
                       "alice: pass", "bob: pass"])
    assert life(g, "alice") == 20
    assert fully_compiled("Pay No Heed")


def test_615_7_healing_grace_shields_only_against_the_chosen_source():
    """615.7, 609.7a: Healing Grace: "Prevent the next 3 damage that would be dealt to any target
    this turn by a source of your choice. You gain 3 life." Alice targets herself and chooses
    bob's first Bolt: it deals nothing and she gains 3; bob's second Bolt (another source) deals 3."""
    g = play(HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
  - {id: m2, card: Mountain, controller: bob}
hand:
  - {id: hg, card: Healing Grace, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
  - {id: bolt2, card: Lightning Bolt, owner: bob}
""", ["Healing Grace"], ["alice: pass", "bob: cast bolt target=alice", "bob: pass",
                         "alice: cast hg target=alice", "alice: pass", "bob: pass", "alice: choose bolt",
                         "alice: pass", "bob: pass",
                         "bob: cast bolt2 target=alice", "bob: pass", "alice: pass"])
    assert life(g, "alice") == 20 + 3 - 3


def test_609_7a_story_circle_offers_only_sources_of_the_chosen_color():
    """609.7a: Story Circle (chosen color: red): "The next time a source of your choice of the
    chosen color would deal damage to you this turn, prevent that damage." Bob's red Lightning
    Bolt is offered; his green Llanowar Elves aren't."""
    from oracle_helpers import game
    from pyengine.game.players import run_script
    g = game(HEAD + """
battlefield:
  - {id: sc, card: Story Circle, controller: alice, chosen: {color: red}}
  - {id: p1, card: Plains, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: bob}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Story Circle"])
    run_script(g, ["alice: pass", "bob: cast bolt target=alice", "bob: pass",
                   "alice: activate sc 2", "alice: pass", "bob: pass"], "<test>")
    assert g.s.decision.kind == "choose"
    assert {a.args[0] for a in g.s.decision.options} == {"bolt"}
    run_script(g, ["alice: choose bolt", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "alice") == 20


def test_615_7_a_shield_counts_damage_across_events():
    """615.7: "Prevent the next 4 damage that would be dealt to any target this turn" (Master
    Healer) works like a shield: bob's Lightning Bolt at alice uses 3 of it, and the remaining 1
    prevents Prodigal Pyromancer's 1 damage afterwards: alice stays at 20."""
    g = play(HEAD + """
battlefield:
  - {id: mh, card: Master Healer, controller: alice}
  - {id: pyro, card: Prodigal Pyromancer, controller: bob}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Master Healer"], ["alice: activate mh 1 target=alice", "alice: pass", "bob: pass",
                         "alice: pass", "bob: cast bolt target=alice", "bob: pass", "alice: pass",
                         "alice: pass", "bob: activate pyro 1 target=alice", "bob: pass", "alice: pass"])
    assert life(g, "alice") == 20
