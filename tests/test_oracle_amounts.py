"""Amounts computed from the game in every instruction that takes a number (608.2h: a number an
effect needs is determined once, as the instruction is followed): "equal to target creature's
power", "the greatest power among ...", "your life total", "the number of opponents you have",
"the amount of life you gained this turn", "the number of creatures that died this turn", "for
each instant and sorcery card in your graveyard" -- after "equal to", "for each", "where X is"
and "a number of ... equal to", in draw, mill, life, damage, token and counter instructions.
Each test plays real cards compiled from the Oracle data; the expected value comes from the rule
or ruling cited."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head as board, life, play  # noqa: F401


def head(step: str = "precombat_main", players: str = "[alice, bob]") -> str:
    return board(step, players=players, alice=5)


def tokens(g, who: str = "alice") -> list:
    return [o for o in g.s.objects.values() if o.token and o.zone == "battlefield" and o.controller == who]


# ------------------------------------------------------------------ a target's characteristics
def test_608_2h_souls_grace_gains_life_equal_to_the_targets_power():
    """608.2h: "You gain life equal to target creature's power." -- the power as the spell
    resolves: Serra Angel (4/4) gives 4 life."""
    assert fully_compiled("Soul's Grace")
    g = play(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: angel, card: Serra Angel, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: sg, card: Soul's Grace, owner: alice}
""", ["Soul's Grace"], ["alice: cast sg target=angel", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 24 and life(g, "bob") == 20


# ------------------------------------------------------------------ "the greatest ... among" (208.1, 202.3)
def test_202_3_accelerated_mutation_greatest_mana_value_among_your_permanents():
    """202.3, 608.2h: "Target creature gets +X/+X until end of turn, where X is the greatest mana
    value among permanents you control." -- alice's Serra Angel ({3}{W}{W}, mana value 5) is the
    greatest (lands have mana value 0; bob's permanents don't count): Grizzly Bears becomes 7/7."""
    assert fully_compiled("Accelerated Mutation")
    g = play(head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: f4, card: Forest, controller: alice}
  - {id: f5, card: Forest, controller: alice}
  - {id: angel, card: Serra Angel, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: titan, card: Craw Wurm, controller: bob}
hand:
  - {id: am, card: Accelerated Mutation, owner: alice}
""", ["Accelerated Mutation"], ["alice: cast am target=bear", "alice: pass", "bob: pass"])
    assert (g.ch("bear").power, g.ch("bear").toughness) == (7, 7)


# ------------------------------------------------------------------ "draw cards equal to ..." (121.2)
def test_121_2_cosmic_epiphany_draws_one_per_instant_and_sorcery_card():
    """121.2, 608.2h: "Draw cards equal to the number of instant and sorcery cards in your
    graveyard." -- an instant and a sorcery in the graveyard (the creature card doesn't count):
    two cards drawn, one at a time."""
    assert fully_compiled("Cosmic Epiphany")
    g = play(head() + """
battlefield:
""" + "".join(f"  - {{id: i{n}, card: Island, controller: alice}}\n" for n in range(6)) + """
graveyard:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: div, card: Divination, owner: alice}
  - {id: dead, card: Grizzly Bears, owner: alice}
  - {id: bbolt, card: Lightning Bolt, owner: bob}
hand:
  - {id: ce, card: Cosmic Epiphany, owner: alice}
""", ["Cosmic Epiphany", "Divination"], ["alice: cast ce", "alice: pass", "bob: pass"])
    assert [g.obj(x).zone for x in ("la1", "la2", "la3")] == ["hand", "hand", "library"]


# ------------------------------------------------------------------ "mills cards equal to your life total" (119.1, 701.13)
def test_701_13_space_time_anomaly_mills_your_life_total():
    """119.1, 701.13a, 608.2h: "Target player mills cards equal to your life total." -- alice at
    3 life: bob puts the top three cards of his library into his graveyard."""
    assert fully_compiled("Space-Time Anomaly")
    g = play(board(alice=2, bob=5).replace("players: [alice, bob]", "players: [{id: alice, life: 3}, bob]") + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
hand:
  - {id: sta, card: Space-Time Anomaly, owner: alice}
""", ["Space-Time Anomaly"], ["alice: cast sta target=bob", "alice: pass", "bob: pass"])
    assert [g.obj(f"lb{n}").zone for n in range(1, 6)] == ["graveyard"] * 3 + ["library"] * 2


# ------------------------------------------------------------------ "the number of opponents you have" (102.3)
def test_102_3_chittering_witch_a_rat_for_each_opponent():
    """102.3, 608.2h: "create a number of 1/1 black Rat creature tokens equal to the number of
    opponents you have." -- in a three-player game alice has two opponents: two Rats."""
    assert fully_compiled("Chittering Witch")
    g = play(board(players="[alice, bob, carol]", alice=3) + """
battlefield:
""" + "".join(f"  - {{id: s{n}, card: Swamp, controller: alice}}\n" for n in range(4)) + """
hand:
  - {id: cw, card: Chittering Witch, owner: alice}
""", ["Chittering Witch"], ["alice: cast cw", "alice: pass", "bob: pass", "carol: pass",
                            "alice: pass", "bob: pass", "carol: pass"])
    rats = tokens(g)
    assert len(rats) == 2 and all(g.ch(r.id).name == "Rat" for r in rats)


# ------------------------------------------------------------------ "for each ... that died this turn" (700.4)
def test_700_4_flesh_allergy_counts_the_creatures_that_died_this_turn():
    """700.4, 608.2h: Flesh Allergy ("As an additional cost to cast this spell, sacrifice a
    creature. Destroy target creature. Its controller loses life equal to the number of creatures
    that died this turn.") -- the sacrificed Grizzly Bears and the destroyed Serra Angel both
    died this turn: bob loses 2."""
    assert fully_compiled("Flesh Allergy")
    g = play(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: angel, card: Serra Angel, controller: bob}
hand:
  - {id: fa, card: Flesh Allergy, owner: alice}
""", ["Flesh Allergy"], ["alice: cast fa target=angel", "alice: sacrifice bear", "alice: pass", "bob: pass"])
    assert g.obj("angel").zone == "graveyard" and g.obj("bear").zone == "graveyard"
    assert life(g, "bob") == 18 and life(g, "alice") == 20


# ------------------------------------------------------------------ "put a counter on it for each ..." (122.1)
def test_122_1_emeria_captain_a_counter_for_each_creature_in_your_party():
    """700.8, 122.1, 608.2h: "When this creature enters, put a +1/+1 counter on it for each
    creature in your party." -- a Cleric and a Wizard, and Emeria Captain (a Warrior) itself:
    a party of three, three counters."""
    assert fully_compiled("Emeria Captain")
    g = play(head() + """
battlefield:
""" + "".join(f"  - {{id: p{n}, card: Plains, controller: alice}}\n" for n in range(4)) + """
  - {id: cleric, card: Cleric of the Forward Order, controller: alice}
  - {id: wiz, card: Prodigal Sorcerer, controller: alice}
hand:
  - {id: ec, card: Emeria Captain, owner: alice}
""", ["Emeria Captain", "Cleric of the Forward Order"], ["alice: cast ec", "alice: pass", "bob: pass",
                                                       "alice: pass", "bob: pass"])
    assert counters(g, "ec") == 3


# ------------------------------------------------------------------ "add {R} for each ..." (106.1)
def test_106_1_battle_hymn_adds_red_for_each_creature_you_control():
    """106.1, 106.4, 608.2h: Battle Hymn ("Add {R} for each creature you control.") -- a sorcery
    that adds mana as it resolves: three creatures of alice's (bob's doesn't count), {R}{R}{R}."""
    assert fully_compiled("Battle Hymn")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: alice}
  - {id: b2, card: Grizzly Bears, controller: alice}
  - {id: b3, card: Grizzly Bears, controller: alice}
  - {id: b4, card: Grizzly Bears, controller: bob}
hand:
  - {id: bh, card: Battle Hymn, owner: alice}
""", ["Battle Hymn"], ["alice: cast bh", "alice: pass", "bob: pass"])
    assert g.obj("bh").zone == "graveyard" and g.s.pools["alice"].get("R", 0) == 3


def test_122_1_black_market_adds_black_for_each_charge_counter():
    """122.1, 106.1, 608.2h: Black Market ("At the beginning of your first main phase, add {B} for
    each charge counter on this enchantment.") -- two charge counters: {B}{B} as the trigger
    resolves."""
    assert fully_compiled("Black Market")
    g = play(head("upkeep") + """
battlefield:
  - {id: bm, card: Black Market, controller: alice, counters: {charge: 2}}
""", ["Black Market"], ["alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.s.step == "precombat_main" and g.s.pools["alice"].get("B", 0) == 2


# ------------------------------------------------------------------ "it deals damage equal to its power" (608.2c, 608.2h)
def test_608_2h_ambuscade_the_pumped_creature_deals_damage_equal_to_its_power():
    """608.2c, 608.2h: Ambuscade ("Target creature you control gets +1/+0 until end of turn. It
    deals damage equal to its power to target creature an opponent controls.") -- the
    instructions are followed in order, so Grizzly Bears is 3/2 when its power is read: it deals
    3 damage to bob's Hill Giant (3/3), which dies (704.5g); the Bears is dealt no damage."""
    assert fully_compiled("Ambuscade")
    g = play(head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob}
""" + """
hand:
  - {id: amb, card: Ambuscade, owner: alice}
""", ["Ambuscade"], ["alice: cast amb target=bear,giant", "alice: pass", "bob: pass"])
    assert g.obj("giant").zone == "graveyard"
    assert g.obj("bear").damage == 0 and g.ch("bear").power == 3


# ------------------------------------------------------------------ "Add X mana of any one color, where X is ..." (106.1b, 605.3b)
def test_106_1b_harabaz_druid_adds_x_mana_of_one_color():
    """106.1b, 605.3b, 608.2h: Harabaz Druid ("{T}: Add X mana of any one color, where X is the
    number of Allies you control.") -- a mana ability, resolved at once: the Druid (an Ally
    itself) and two other Allies of alice's make X = 3, all of the one color chosen; bob's Ally
    doesn't count."""
    assert fully_compiled("Harabaz Druid")
    g = game(head() + """
battlefield:
  - {id: druid, card: Harabaz Druid, controller: alice, summoning_sick: false}
  - {id: a1, card: Harabaz Druid, controller: alice}
  - {id: a2, card: Harabaz Druid, controller: alice}
  - {id: a3, card: Harabaz Druid, controller: bob}
""", ["Harabaz Druid"], ["alice: activate druid 1 G"])
    assert g.s.pools["alice"] == {"G": 3}


# ------------------------------------------------------------------ "discards a card for each ..." (701.8)
def test_701_8_mind_sludge_discards_a_card_for_each_swamp():
    """701.8a, 608.2h: Mind Sludge ("Target player discards a card for each Swamp you control.")
    -- alice controls two Swamps (and three Mountains; bob's Swamp doesn't count): bob discards two of
    his three cards, his choice."""
    assert fully_compiled("Mind Sludge")
    g = play(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: s3, card: Swamp, controller: bob}
hand:
  - {id: ms, card: Mind Sludge, owner: alice}
  - {id: h1, card: Grizzly Bears, owner: bob}
  - {id: h2, card: Hill Giant, owner: bob}
  - {id: h3, card: Serra Angel, owner: bob}
""", ["Mind Sludge"], ["alice: cast ms target=bob", "alice: pass", "bob: pass", "bob: discard h1", "bob: discard h3"])
    assert [g.obj(x).zone for x in ("h1", "h2", "h3")] == ["graveyard", "hand", "graveyard"]


# ------------------------------------------------------------------ cards with the spell's name (201.2), snow permanents (205.4a)
def test_608_2n_accumulated_knowledge_counts_the_copies_in_all_graveyards():
    """201.2, 608.2h, 608.2n: Accumulated Knowledge ("Draw a card, then draw cards equal to the
    number of cards named Accumulated Knowledge in all graveyards.") -- one copy in each
    player's graveyard; the resolving one is still on the stack (it goes to the graveyard as the
    final step of resolving): 1 + 2 = three cards."""
    assert fully_compiled("Accumulated Knowledge")
    g = play(head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
graveyard:
  - {id: ak1, card: Accumulated Knowledge, owner: alice}
  - {id: ak2, card: Accumulated Knowledge, owner: bob}
  - {id: other, card: Lightning Bolt, owner: bob}
hand:
  - {id: ak, card: Accumulated Knowledge, owner: alice}
""", ["Accumulated Knowledge"], ["alice: cast ak", "alice: pass", "bob: pass"])
    assert [g.obj(f"la{n}").zone for n in range(1, 5)] == ["hand"] * 3 + ["library"]
    assert g.obj("ak").zone == "graveyard"


def test_205_4a_skred_deals_damage_equal_to_your_snow_permanents():
    """205.4a, 608.2h: Skred ("Skred deals damage to target creature equal to the number of snow
    permanents you control.") -- two Snow-Covered Mountains (the plain Mountain isn't snow): 2
    damage to Hill Giant (3/3), which survives with 2 damage marked."""
    assert fully_compiled("Skred")
    g = play(head() + """
battlefield:
  - {id: sm1, card: Snow-Covered Mountain, controller: alice}
  - {id: sm2, card: Snow-Covered Mountain, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob}
hand:
  - {id: sk, card: Skred, owner: alice}
""", ["Skred"], ["alice: cast sk target=giant", "alice: pass", "bob: pass"])
    assert g.obj("giant").zone == "battlefield" and g.obj("giant").damage == 2


# ------------------------------------------------------------------ "for each creature blocking it" (509.1), totals, card types
def test_509_1_elvish_berserker_gets_bigger_for_each_blocker():
    """509.1h, 509.3c, 608.2h: Elvish Berserker ("Whenever this creature becomes blocked, it gets
    +1/+1 until end of turn for each creature blocking it.") -- blocked by two Grizzly Bears, the
    1/1 Berserker becomes 3/3 (the trigger counts the blockers as it resolves)."""
    assert fully_compiled("Elvish Berserker")
    g = play(head() + """
battlefield:
  - {id: eb, card: Elvish Berserker, controller: alice, summoning_sick: false}
  - {id: bear1, card: Grizzly Bears, controller: bob}
  - {id: bear2, card: Grizzly Bears, controller: bob}
  - {id: bear3, card: Grizzly Bears, controller: bob}
""", ["Elvish Berserker"], ["T1 declare_attackers alice: attack eb", "alice: done",
                            "bob: block bear1 eb", "bob: block bear2 eb", "bob: done",
                            "alice: pass", "bob: pass"])
    assert (g.ch("eb").power, g.ch("eb").toughness) == (3, 3)


def test_601_2f_metalwork_colossus_costs_less_by_the_total_mana_value():
    """601.2f, 202.3: Metalwork Colossus ({11}; "This spell costs {X} less to cast, where X is the
    total mana value of noncreature artifacts you control.") -- Millstone (mana value 2) and
    Jayemdae Tome (4); the artifact creature Ornithopter and bob's Millstone don't count: it
    costs {5} -- five of alice's six lands pay for it."""
    assert fully_compiled("Metalwork Colossus")

    def board_(lands: int) -> str:
        return head() + "battlefield:\n" + "".join(
            f"  - {{id: w{n}, card: Wastes, controller: alice}}\n" for n in range(lands)) + """
  - {id: ms, card: Millstone, controller: alice}
  - {id: tome, card: Jayemdae Tome, controller: alice}
  - {id: orn, card: Ornithopter, controller: alice}
  - {id: ms2, card: Millstone, controller: bob}
hand:
  - {id: mc, card: Metalwork Colossus, owner: alice}
"""
    g = play(board_(6), ["Metalwork Colossus"], ["alice: cast mc", "alice: pass", "bob: pass"])
    assert g.obj("mc").zone == "battlefield"
    assert sum(g.obj(f"w{n}").tapped for n in range(6)) == 5


def test_702_12b_fumigate_gains_life_for_each_creature_destroyed_this_way():
    """701.7a, 702.12b, 608.2h: Fumigate ("Destroy all creatures. You gain 1 life for each
    creature destroyed this way.") -- three Grizzly Bears are destroyed; the indestructible
    Darksteel Myr isn't destroyed and isn't counted: alice gains 3."""
    assert fully_compiled("Fumigate")
    g = play(head() + """
battlefield:
""" + "".join(f"  - {{id: p{n}, card: Plains, controller: alice}}\n" for n in range(5)) + """
  - {id: b1, card: Grizzly Bears, controller: alice}
  - {id: b2, card: Grizzly Bears, controller: bob}
  - {id: b3, card: Grizzly Bears, controller: bob}
  - {id: myr, card: Darksteel Myr, controller: bob}
hand:
  - {id: fu, card: Fumigate, owner: alice}
""", ["Fumigate"], ["alice: cast fu", "alice: pass", "bob: pass"])
    assert [g.obj(x).zone for x in ("b1", "b2", "b3", "myr")] == ["graveyard"] * 3 + ["battlefield"]
    assert life(g, "alice") == 23


def test_601_2f_bedlam_reveler_costs_less_for_each_instant_and_sorcery_card():
    """601.2f, 205.2a: Bedlam Reveler ({6}{R}{R}; "This spell costs {1} less to cast for each
    instant and sorcery card in your graveyard.") -- two instants and a sorcery (not the creature
    card, not bob's instant): it costs {3}{R}{R}, five of alice's six Mountains."""
    assert fully_compiled("Bedlam Reveler")
    g = play(head() + """
battlefield:
""" + "".join(f"  - {{id: m{n}, card: Mountain, controller: alice}}\n" for n in range(6)) + """
graveyard:
  - {id: g1, card: Lightning Bolt, owner: alice}
  - {id: g2, card: Lightning Bolt, owner: alice}
  - {id: g3, card: Divination, owner: alice}
  - {id: g4, card: Grizzly Bears, owner: alice}
  - {id: g5, card: Lightning Bolt, owner: bob}
hand:
  - {id: br, card: Bedlam Reveler, owner: alice}
""", ["Bedlam Reveler", "Divination"], ["alice: cast br", "alice: pass", "bob: pass"])
    assert g.obj("br").zone == "battlefield" and sum(g.obj(f"m{n}").tapped for n in range(6)) == 5


# ------------------------------------------------------------------ a pump with "for each" / "where X is" joined to a keyword grant
def test_611_2a_chorus_of_might_plus_one_for_each_creature_and_trample():
    """608.2h, 611.2a: Chorus of Might ("Until end of turn, target creature gets +1/+1 for each
    creature you control and gains trample.") -- alice controls three creatures: Grizzly Bears
    becomes 5/5 with trample (the count is taken once, as the spell resolves)."""
    assert fully_compiled("Chorus of Might")
    g = play(head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: f4, card: Forest, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: b2, card: Grizzly Bears, controller: alice}
  - {id: b3, card: Grizzly Bears, controller: alice}
  - {id: b4, card: Grizzly Bears, controller: bob}
hand:
  - {id: cm, card: Chorus of Might, owner: alice}
""", ["Chorus of Might"], ["alice: cast cm target=bear", "alice: pass", "bob: pass"])
    assert (g.ch("bear").power, g.ch("bear").toughness) == (5, 5)
    assert ("kw", ("trample",)) in g.ch("bear").ability_terms


def test_107_3_ancestral_anger_gains_trample_and_gets_x():
    """107.3, 201.2, 608.2h: Ancestral Anger ("Target creature gains trample and gets +X/+0 until
    end of turn, where X is 1 plus the number of cards named Ancestral Anger in your graveyard.
    Draw a card.") -- two in alice's graveyard: X = 3, Grizzly Bears becomes 5/2 with trample."""
    assert fully_compiled("Ancestral Anger")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
graveyard:
  - {id: a1, card: Ancestral Anger, owner: alice}
  - {id: a2, card: Ancestral Anger, owner: alice}
  - {id: a3, card: Ancestral Anger, owner: bob}
hand:
  - {id: aa, card: Ancestral Anger, owner: alice}
""", ["Ancestral Anger"], ["alice: cast aa target=bear", "alice: pass", "bob: pass"])
    assert (g.ch("bear").power, g.ch("bear").toughness) == (5, 2)
    assert ("kw", ("trample",)) in g.ch("bear").ability_terms


# ------------------------------------------------------------------ the sacrificed permanent as it last existed (608.2h)
def test_608_2h_morbid_curiosity_draws_the_sacrificed_permanents_mana_value():
    """601.2h, 608.2h, 202.3: Morbid Curiosity ("As an additional cost to cast this spell,
    sacrifice an artifact or creature. Draw cards equal to the mana value of the sacrificed
    permanent.") -- Serra Angel ({3}{W}{W}) sacrificed: five cards."""
    assert fully_compiled("Morbid Curiosity")
    g = play(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: angel, card: Serra Angel, controller: alice}
hand:
  - {id: mc, card: Morbid Curiosity, owner: alice}
""", ["Morbid Curiosity"], ["alice: cast mc", "alice: sacrifice angel", "alice: pass", "bob: pass"])
    assert g.obj("angel").zone == "graveyard"
    assert [g.obj(f"la{n}").zone for n in range(1, 6)] == ["hand"] * 5


# ------------------------------------------------------------------ a static "+X/+X, where X is ..." (613.4c, 611.3a)
def test_611_3a_bonehoard_counts_creature_cards_in_all_graveyards_continuously():
    """613.4c, 611.3a: Bonehoard ("Equipped creature gets +X/+X, where X is the number of creature
    cards in all graveyards.") -- a static ability: X is counted continuously; two creature
    cards (alice's and bob's; the instant doesn't count) make Grizzly Bears 4/4, and a third one
    put into a graveyard later makes it 5/5."""
    assert fully_compiled("Bonehoard")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: bh, card: Bonehoard, controller: alice, attached_to: bear}
  - {id: lions, card: Savannah Lions, controller: bob}
graveyard:
  - {id: g1, card: Hill Giant, owner: alice}
  - {id: g2, card: Serra Angel, owner: bob}
  - {id: g3, card: Lightning Bolt, owner: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Bonehoard"], [])
    assert (g.ch("bear").power, g.ch("bear").toughness) == (4, 4)
    from pyengine.game.players import run_script
    run_script(g, ["alice: cast bolt target=lions", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("lions").zone == "graveyard"
    assert (g.ch("bear").power, g.ch("bear").toughness) == (5, 5)


# ------------------------------------------------------------------ "where X is" after any sentence form (608.2d, 608.2h)
def test_102_3_embereth_skyblazer_if_you_do_plus_x_per_opponent():
    """608.2d, 608.2h, 102.3: Embereth Skyblazer ("Whenever this creature attacks, you may pay
    {2}{R}. If you do, creatures you control get +X/+0 until end of turn, where X is the number
    of opponents you have.") -- alice pays in a three-player game: X = 2, the 4/3 Skyblazer is
    6/3 and her Grizzly Bears 4/2."""
    assert fully_compiled("Embereth Skyblazer")
    g = play(board(players="[alice, bob, carol]", alice=3) + """
battlefield:
  - {id: sky, card: Embereth Skyblazer, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
""", ["Embereth Skyblazer"], ["T1 declare_attackers alice: attack sky bob", "alice: done",
                              "alice: pass", "bob: pass", "carol: pass", "alice: yes"])
    assert (g.ch("sky").power, g.ch("sky").toughness) == (6, 3)
    assert (g.ch("bear").power, g.ch("bear").toughness) == (4, 2)
