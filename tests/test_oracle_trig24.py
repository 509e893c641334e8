"""The long tail of triggered abilities (603): who a trigger's instructions name -- "~ deals 2 damage
to them" (the player the trigger event names, 603.2, 608.2c), "the player or planeswalker it's
attacking" (506.3, 508.1b). Each test plays real cards compiled from their Oracle text; the expected
answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, life, permanents, play, pass_until
from pyengine.game.players import run_script


def _attack_board(cards: str, extra: str = "") -> str:
    return head("declare_attackers") + "battlefield:\n" + cards + extra


def test_508_1b_hellrider_each_attacker_deals_1_to_what_it_attacks():
    """508.1b, 603.2: Hellrider's "Whenever a creature you control attacks, this creature deals 1
    damage to the player or planeswalker it's attacking." -- Hellrider and a Bears attack bob: two
    triggers, bob loses 2."""
    assert fully_compiled("Hellrider")
    g = game(_attack_board("  - {id: h, card: Hellrider, controller: alice}\n"
                           "  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}\n"),
             ["Hellrider"], ["alice: attack h", "alice: attack gb", "alice: done"]
             + ["alice: pass", "bob: pass"] * 2)
    assert life(g, "bob") == 18


def test_508_1b_scorch_spitter_attacking_deals_1_to_the_defending_player():
    """508.1b, 603.2: Scorch Spitter attacks bob: "it deals 1 damage to the player or planeswalker
    it's attacking" -- bob loses 1 before blockers are declared, 1 more from combat damage."""
    assert fully_compiled("Scorch Spitter")
    g = game(_attack_board("  - {id: ss, card: Scorch Spitter, controller: alice, summoning_sick: false}\n"),
             ["Scorch Spitter"], ["alice: attack ss", "alice: done", "alice: pass", "bob: pass"])
    assert g.s.step == "declare_attackers" and life(g, "bob") == 19


def test_508_1b_raid_bombardment_only_small_attackers_deal_damage():
    """508.1b, 603.2: Raid Bombardment's "Whenever a creature you control with power 2 or less attacks,
    this enchantment deals 1 damage to the player or planeswalker that creature is attacking." -- a
    Bears (2 power) and a Hill Giant (3 power) attack bob: one trigger, bob loses 1."""
    assert fully_compiled("Raid Bombardment")
    g = game(_attack_board("  - {id: rb, card: Raid Bombardment, controller: alice}\n"
                           "  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}\n"
                           "  - {id: hg, card: Hill Giant, controller: alice, summoning_sick: false}\n"),
             ["Raid Bombardment"], ["alice: attack gb", "alice: attack hg", "alice: done",
                                    "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 19


def test_603_2_razorkin_needlehead_damages_the_opponent_who_draws():
    """603.2, 608.2c: Razorkin Needlehead's "Whenever an opponent draws a card, this creature deals 1
    damage to them." -- bob draws for his turn: bob loses 1; alice's own draw doesn't trigger it."""
    assert fully_compiled("Razorkin Needlehead")
    g = game(head("end", active="alice", alice=3, bob=3) + "battlefield:\n"
             + permanents("Razorkin Needlehead", ["rn"]), ["Razorkin Needlehead"], [])
    pass_until(g, "bob", "precombat_main")
    assert life(g, "bob") == 19 and life(g, "alice") == 20


def test_102_2_grave_pact_each_other_player_sacrifices():
    """102.2, 701.17a: Grave Pact's "Whenever a creature you control dies, each other player
    sacrifices a creature of their choice." -- in a three-player game alice's Bears dies to her own
    Lightning Bolt: bob and carol each sacrifice their only creature; alice's other creature stays."""
    assert fully_compiled("Grave Pact")
    g = game(head(players="[alice, bob, carol]", more_library="".join(
        f"  - {{id: lc{i}, card: Plains, owner: carol}}\n" for i in range(3))) + "battlefield:\n"
             + permanents("Grave Pact", ["gp"]) + permanents("Mountain", ["m"])
             + permanents("Grizzly Bears", ["gb", "gb2"]) + permanents("Hill Giant", ["hb"], "bob")
             + permanents("Hill Giant", ["hc"], "carol")
             + "hand:\n  - {id: lb, card: Lightning Bolt, owner: alice}\n",
             ["Grave Pact"], ["alice: cast lb target=gb", "alice: pass", "bob: pass", "carol: pass",
                              "alice: pass", "bob: pass", "carol: pass",
                              "bob: sacrifice hb", "carol: sacrifice hc"])
    assert g.obj("gb").zone == "graveyard"
    assert g.obj("hb").zone == "graveyard" and g.obj("hc").zone == "graveyard"
    assert g.obj("gb2").zone == "battlefield"


def test_603_2_zenith_chronicler_each_other_player_than_the_caster_stays_unsupported():
    """603.2, 608.2c: Zenith Chronicler's "Whenever a player casts their first multicolored spell each
    turn, each other player draws a card." -- "other" than the player who cast it, not than its
    controller: a reading the compiler doesn't make, so the card isn't counted compiled."""
    assert not fully_compiled("Zenith Chronicler")
    assert fully_compiled("Words of Wisdom")


def test_603_2_vengeful_tracker_damages_the_opponent_who_sacrificed():
    """603.2, 701.17a: Vengeful Tracker's "Whenever an opponent sacrifices an artifact, this creature
    deals 2 damage to them." -- bob sacrifices his Lotus Petal for mana: bob loses 2."""
    assert fully_compiled("Vengeful Tracker")
    g = game(head(active="bob") + "battlefield:\n" + permanents("Vengeful Tracker", ["vt"])
             + "  - {id: tr, card: Lotus Petal, controller: bob}\n",
             ["Vengeful Tracker", "Lotus Petal"], ["bob: activate tr 1 R", "bob: pass", "alice: pass"])
    assert life(g, "bob") == 18 and g.obj("tr").zone != "battlefield"


def test_603_4_opal_archangel_it_is_the_enchantment_not_the_spell():
    """603.4, 608.2c: Opal Archangel's "When an opponent casts a creature spell, if this enchantment is
    an enchantment, it becomes a 5/5 Angel creature with flying and vigilance." -- "it" is the
    enchantment the intervening "if" names: bob casts Grizzly Bears, the Archangel becomes a 5/5
    creature, and the Bears spell is unchanged."""
    assert fully_compiled("Opal Archangel")
    g = game(head(active="bob") + "battlefield:\n" + permanents("Opal Archangel", ["oa"])
             + permanents("Forest", ["f1", "f2"], "bob") + "hand:\n  - {id: gb, card: Grizzly Bears, owner: bob}\n",
             ["Opal Archangel"], ["bob: cast gb", "bob: pass", "alice: pass"])
    assert "creature" in g.ch("oa").types and (g.ch("oa").power, g.ch("oa").toughness) == (5, 5)
    assert g.obj("gb").zone == "stack" and (g.ch("gb").power, g.ch("gb").toughness) == (2, 2)


def test_603_8_goblins_of_the_flarg_sacrificed_once_alice_controls_a_dwarf():
    """603.8: Goblins of the Flarg's "When you control a Dwarf, sacrifice this creature." -- a state
    trigger: with no Dwarf it stays; once alice's Dwarven Trader resolves, it triggers and the
    Goblins are sacrificed."""
    assert fully_compiled("Goblins of the Flarg")
    g = game(head() + "battlefield:\n" + permanents("Goblins of the Flarg", ["gf"]) + permanents("Mountain", ["m"])
             + "hand:\n  - {id: dt, card: Dwarven Trader, owner: alice}\n",
             ["Goblins of the Flarg"], ["alice: pass", "bob: pass"])
    assert g.obj("gf").zone == "battlefield"
    g = game(head() + "battlefield:\n" + permanents("Goblins of the Flarg", ["gf"]) + permanents("Mountain", ["m"])
             + "hand:\n  - {id: dt, card: Dwarven Trader, owner: alice}\n",
             ["Goblins of the Flarg"], ["alice: cast dt", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("dt").zone == "battlefield" and g.obj("gf").zone == "graveyard"


def test_603_8_lurking_jackals_becomes_a_creature_when_an_opponent_is_at_10():
    """603.8, 603.4: Lurking Jackals's "When an opponent has 10 or less life, if this enchantment is an
    enchantment, it becomes a 3/2 Jackal creature." -- bob at 12 takes a Lightning Bolt (9): the
    state trigger triggers and the Jackals become a 3/2 creature."""
    assert fully_compiled("Lurking Jackals")
    g = game(head() + "battlefield:\n"
             + permanents("Lurking Jackals", ["lj"]) + permanents("Mountain", ["m"])
             + "hand:\n  - {id: lb, card: Lightning Bolt, owner: alice}\n", ["Lurking Jackals"], [])
    g.s.players["bob"].life = 12
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert "creature" not in g.ch("lj").types
    g = game(head() + "battlefield:\n" + permanents("Lurking Jackals", ["lj"]) + permanents("Mountain", ["m"])
             + "hand:\n  - {id: lb, card: Lightning Bolt, owner: alice}\n", ["Lurking Jackals"], [])
    g.s.players["bob"].life = 12
    run_script(g, ["alice: cast lb target=bob", "alice: pass", "bob: pass", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "bob") == 9
    assert "creature" in g.ch("lj").types and (g.ch("lj").power, g.ch("lj").toughness) == (3, 2)


def test_603_8_floodgate_sacrificed_when_it_gains_flying():
    """603.8, 113.1: Floodgate's "When this creature has flying, sacrifice it." -- it gains flying from
    Jump ("Target creature gains flying until end of turn"): the state trigger sacrifices it."""
    assert fully_compiled("Floodgate")
    g = game(head() + "battlefield:\n" + permanents("Floodgate", ["fg"]) + permanents("Island", ["i"])
             + "hand:\n  - {id: j, card: Jump, owner: alice}\n", ["Floodgate", "Jump"],
             ["alice: cast j target=fg", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("fg").zone == "graveyard"


def test_603_4_ophiomancer_if_you_control_no_snakes_counts_from_zero():
    """603.4, 608.2c: Ophiomancer's "At the beginning of each upkeep, if you control no Snakes, create a
    1/1 black Snake creature token with deathtouch." -- "no Snakes" is zero of them (a count with only
    an upper bound starts at 0): at bob's upkeep alice controls none and gets a Snake; at her own
    next upkeep she controls that one, and gets no second."""
    assert fully_compiled("Ophiomancer")
    g = game(head("end", alice=3, bob=3) + "battlefield:\n" + permanents("Ophiomancer", ["om"]),
             ["Ophiomancer"], [])
    pass_until(g, "bob", "draw")
    snakes = lambda: [o for o in g.battlefield() if "Snake" in g.ch(o).subtypes]
    assert len(snakes()) == 1
    pass_until(g, "alice", "draw")
    assert len(snakes()) == 1


def test_303_4_curse_of_fools_wisdom_triggers_on_the_enchanted_players_draws():
    """303.4, 603.2: Curse of Fool's Wisdom (attached to bob): "Whenever enchanted player draws a card,
    they lose 2 life and you gain 2 life." -- bob's draw step: bob 18, alice 22; alice's own draw
    doesn't trigger it."""
    assert fully_compiled("Curse of Fool's Wisdom")
    g = game(head("end", alice=3, bob=3) + "battlefield:\n"
             + "  - {id: cf, card: Curse of Fool's Wisdom, controller: alice, attached_to: bob}\n",
             ["Curse of Fool's Wisdom"], [])
    pass_until(g, "bob", "precombat_main")
    assert (life(g, "bob"), life(g, "alice")) == (18, 22)
    pass_until(g, "alice", "precombat_main")
    assert (life(g, "bob"), life(g, "alice")) == (18, 22)


def test_603_8_darksteel_reactor_wins_at_twenty_charge_counters():
    """603.8, 104.2b: Darksteel Reactor with 19 charge counters: at alice's upkeep she puts a 20th on
    it; "When this artifact has twenty or more charge counters on it, you win the game." triggers
    and alice wins."""
    assert fully_compiled("Darksteel Reactor")
    g = game(head("end", active="bob", alice=3, bob=3) + "battlefield:\n"
             + "  - {id: dr, card: Darksteel Reactor, controller: alice, counters: {charge: 19}}\n",
             ["Darksteel Reactor"], [])
    assert sum(c.count for c in g.obj("dr").counters if c.kind == "charge") == 19
    run_script(g, ["bob: pass", "alice: pass", "alice: yes"] + ["alice: pass", "bob: pass"] * 2, "<test>")
    assert sum(c.count for c in g.obj("dr").counters if c.kind == "charge") == 20
    assert "bob" in g.s.losers
