"""The worked examples of CR 611-613 (MagicCompRules-20250207.txt, also in the Italian seed
000_d585925650711c17.txt). Every expected value is the one the rule text states."""

BEARS = """
players: [alice, bob]
active_player: alice
cards:
  - {name: Black Bear, mana_cost: "{1}{B}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}
  - {name: Test 1/3, mana_cost: "{1}{U}", types: [creature], subtypes: [Wall], power: 1, toughness: 3}
"""


def pt(res, oid):
    c = res.characteristics[oid]
    return (c.power, c.toughness)


# ---------------------------------------------------------------- 613.5 Honor of the Pure
HONOR = BEARS + """
battlefield:
  - {id: honor, card: Honor of the Pure, controller: alice, timestamp: 1}
  - {id: bear, card: Black Bear, controller: alice, timestamp: 2}
"""


def test_613_5_honor_of_the_pure_creature_turns_white(layers):
    """613.5 example: the black 2/2 turned white (layer 5) gets +1/+1 (layer 7c): 3/3."""
    r = layers(HONOR + """
effects:
  - {id: white, timestamp: 3, objects: [bear], set_colors: [white]}
""")
    assert r.characteristics["bear"].colors == ("white",)
    assert pt(r, "bear") == (3, 3)


def test_613_5_honor_of_the_pure_color_changed_to_red_later(layers):
    """613.5 example: later changed to red (layer 5), Honor stops applying: back to 2/2."""
    r = layers(HONOR + """
effects:
  - {id: white, timestamp: 3, objects: [bear], set_colors: [white]}
  - {id: red, timestamp: 4, objects: [bear], set_colors: [red]}
""")
    assert r.characteristics["bear"].colors == ("red",)
    assert pt(r, "bear") == (2, 2)


def test_613_5_black_creature_untouched_is_2_2(layers):
    r = layers(HONOR)
    assert pt(r, "bear") == (2, 2)


# ---------------------------------------------------------------- 613.5 Gray Ogre
OGRE = """
players: [alice, bob]
active_player: alice
cards:
  - {name: Plus Two Anthem, mana_cost: "{2}{W}", types: [enchantment], oracle: "Creatures you control get +0/+2.",
     abilities: [{static: {affects: [creature, {controller: you}], modify_pt: [0, 2]}}]}
battlefield:
  - {id: ogre, card: Gray Ogre, controller: alice, timestamp: 1, counters: {"+1/+1": 1}}
"""


def test_613_5_gray_ogre_counter_makes_3_3(layers):
    assert pt(layers(OGRE), "ogre") == (3, 3)


def test_613_5_gray_ogre_giant_growth_7_7(layers):
    r = layers(OGRE + """
effects:
  - {id: growth, timestamp: 3, objects: [ogre], modify_pt: [4, 4], text: "Target creature gets +4/+4 until end of turn."}
""")
    assert pt(r, "ogre") == (7, 7)


def test_613_5_gray_ogre_enchantment_7_9(layers):
    r = layers(OGRE.replace("battlefield:", "battlefield:\n  - {id: anthem, card: Plus Two Anthem, controller: alice, timestamp: 4}") + """
effects:
  - {id: growth, timestamp: 3, objects: [ogre], modify_pt: [4, 4]}
""")
    assert pt(r, "ogre") == (7, 9)


def test_613_5_gray_ogre_becomes_0_1_is_5_8(layers):
    """613.5: "becomes 0/1" (7b) under +4/+4, +0/+2 and a +1/+1 counter (7c) makes it 5/8."""
    r = layers(OGRE.replace("battlefield:", "battlefield:\n  - {id: anthem, card: Plus Two Anthem, controller: alice, timestamp: 4}") + """
effects:
  - {id: growth, timestamp: 3, objects: [ogre], modify_pt: [4, 4]}
  - {id: shrink, timestamp: 5, objects: [ogre], set_pt: [0, 1], text: "Target creature becomes 0/1 until end of turn."}
""")
    assert pt(r, "ogre") == (5, 8)
    assert r.order("7b") == ["shrink"]
    assert set(r.order("7c")) == {"ogre:counters", "growth", "anthem:1"}


# ---------------------------------------------------------------- 613.6 examples
def test_613_6_wild_mongrel_color_in_layer_5_pt_in_7c(layers):
    """613.6: "gets +1/+1 and becomes the color of your choice": color in 5, +1/+1 in 7c."""
    r = layers("""
players: [alice]
battlefield:
  - {id: mongrel, card: Wild Mongrel, timestamp: 1}
effects:
  - {id: discard, timestamp: 2, objects: [mongrel], source: mongrel, set_colors: {chosen: color},
     chosen: {color: blue}, modify_pt: [1, 1]}
""")
    assert r.characteristics["mongrel"].colors == ("blue",)
    assert pt(r, "mongrel") == (3, 3)
    assert r.order("5") == ["discard"] and r.order("7c") == ["discard"]


def test_613_6_act_of_treason_control_in_2_haste_in_6(layers):
    r = layers("""
players: [alice, bob]
active_player: alice
battlefield:
  - {id: ogre, card: Gray Ogre, controller: bob, timestamp: 1}
effects:
  - {id: treason, timestamp: 2, controller: alice, objects: [ogre], control: you, add_abilities: [haste]}
""")
    c = r.characteristics["ogre"]
    assert c.controller == "alice" and "haste" in c.abilities
    assert r.order("2") == ["treason"] and r.order("6") == ["treason"]


def test_613_6_noncreature_artifacts_become_2_2_same_set_in_7b(layers):
    """613.6: type change applies to noncreature artifacts in layer 4; the 2/2 in 7b applies to
    those same permanents even though they aren't noncreature artifacts by then; an artifact
    creature is not affected."""
    r = layers("""
players: [alice]
cards:
  - {name: Test Rock, mana_cost: "{2}", types: [artifact]}
  - {name: Test Golem, mana_cost: "{3}", types: [artifact, creature], subtypes: [Golem], power: 3, toughness: 3}
battlefield:
  - {id: rock, card: Test Rock, timestamp: 1}
  - {id: golem, card: Test Golem, timestamp: 2}
effects:
  - {id: animate, timestamp: 3, affects: [artifact, noncreature], add_types: [creature], set_pt: [2, 2]}
""")
    assert pt(r, "rock") == (2, 2) and "creature" in r.characteristics["rock"].types
    assert pt(r, "golem") == (3, 3)
    assert r.layer("7b")[0].affected == ["rock"]


SVOG = """
players: [alice]
cards:
  - {name: Test Creature Card, mana_cost: "{G}", types: [creature], power: 1, toughness: 1}
battlefield:
  - {id: svogthos, card: "Svogthos, the Restless Tomb", timestamp: 1}
graveyard:
""" + "".join(f"  - {{id: g{i}, card: Test Creature Card, owner: alice}}\n" for i in range(10)) + """
effects:
  - {id: land33, timestamp: 2, objects: [svogthos], add_types: [creature], set_pt: [3, 3],
     text: "Until end of turn, target land becomes a 3/3 creature that's still a land."}
  - {id: plus1, timestamp: 3, objects: [svogthos], modify_pt: [1, 1]}
"""
SVOG_ABILITY = """  - {id: svog, timestamp: 4, objects: [svogthos], source: svogthos, add_types: [creature],
     add_subtypes: [Plant, Zombie], set_colors: [black, green],
     set_pt: {power: {count: [creature, {zone: graveyard}, {owner: you}]}, toughness: {count: [creature, {zone: graveyard}, {owner: you}]}}}
"""


def test_613_6_svogthos_land_becomes_4_4(layers):
    r = layers(SVOG)
    assert pt(r, "svogthos") == (4, 4)
    assert set(r.characteristics["svogthos"].types) == {"land", "creature"}


def test_613_6_svogthos_ability_with_ten_creature_cards_is_11_11(layers):
    r = layers(SVOG + SVOG_ABILITY)
    c = r.characteristics["svogthos"]
    assert pt(r, "svogthos") == (11, 11)
    assert set(c.colors) == {"black", "green"} and {"Plant", "Zombie"} <= set(c.subtypes)
    assert set(c.types) == {"land", "creature"}


def test_613_6_svogthos_first_effect_again_makes_it_4_4(layers):
    r = layers(SVOG + SVOG_ABILITY + """
  - {id: land33again, timestamp: 5, objects: [svogthos], add_types: [creature], set_pt: [3, 3]}
""")
    assert pt(r, "svogthos") == (4, 4)


def test_613_6_svogthos_follows_graveyard_count(layers):
    """"If a creature card enters or leaves your graveyard, Svogthos's power and toughness will be
    modified accordingly": with one card fewer it is 10/10."""
    r = layers(SVOG.replace("  - {id: g9, card: Test Creature Card, owner: alice}\n", "") + SVOG_ABILITY)
    assert pt(r, "svogthos") == (10, 10)


# ---------------------------------------------------------------- 613.4d switching
SWITCH = BEARS + """
battlefield:
  - {id: wall, card: Test 1/3, controller: alice, timestamp: 1}
"""


def test_613_4d_switch_after_plus_0_1_is_4_1_then_plus_5_0_is_4_6(layers):
    r = layers(SWITCH + """
effects:
  - {id: plus01, timestamp: 2, objects: [wall], modify_pt: [0, 1]}
  - {id: switch, timestamp: 3, objects: [wall], switch_pt: true}
""")
    assert pt(r, "wall") == (4, 1)
    r = layers(SWITCH + """
effects:
  - {id: plus01, timestamp: 2, objects: [wall], modify_pt: [0, 1]}
  - {id: switch, timestamp: 3, objects: [wall], switch_pt: true}
  - {id: plus50, timestamp: 4, objects: [wall], modify_pt: [5, 0]}
""")
    assert pt(r, "wall") == (4, 6)


def test_613_4d_plus_0_1_ends_before_switch_is_3_1(layers):
    r = layers(SWITCH + """
effects:
  - {id: switch, timestamp: 3, objects: [wall], switch_pt: true}
""")
    assert pt(r, "wall") == (3, 1)


def test_613_4d_two_switches_cancel_1_4(layers):
    r = layers(SWITCH + """
effects:
  - {id: plus01, timestamp: 2, objects: [wall], modify_pt: [0, 1]}
  - {id: switch, timestamp: 3, objects: [wall], switch_pt: true}
  - {id: switch2, timestamp: 4, objects: [wall], switch_pt: true}
""")
    assert pt(r, "wall") == (1, 4)


# ---------------------------------------------------------------- 613.9
def test_613_9_has_flying_then_loses_flying_later_one_wins(layers):
    base = """
players: [alice]
cards:
  - {name: Test Wings, types: [enchantment], subtypes: [Aura], abilities: [{static: {affects: enchanted, add_abilities: [flying]}}]}
  - {name: Test Anchor, types: [enchantment], subtypes: [Aura], abilities: [{static: {affects: enchanted, remove_abilities: [flying]}}]}
battlefield:
  - {id: ogre, card: Gray Ogre, timestamp: 1}
"""
    r = layers(base + """  - {id: wings, card: Test Wings, timestamp: 2, attached_to: ogre}
  - {id: anchor, card: Test Anchor, timestamp: 3, attached_to: ogre}
""")
    assert "flying" not in r.characteristics["ogre"].abilities
    assert r.dependencies("6") == []
    r = layers(base + """  - {id: wings, card: Test Wings, timestamp: 3, attached_to: ogre}
  - {id: anchor, card: Test Anchor, timestamp: 2, attached_to: ogre}
""")
    assert "flying" in r.characteristics["ogre"].abilities


def test_613_9_white_creatures_and_enchanted_creature_is_white(layers):
    r = layers("""
players: [alice]
cards:
  - {name: Test Whitewash, types: [enchantment], subtypes: [Aura], abilities: [{static: {affects: enchanted, set_colors: [white]}}]}
battlefield:
  - {id: crusade, card: Crusade, timestamp: 1}
  - {id: ogre, card: Gray Ogre, timestamp: 2}
  - {id: wash, card: Test Whitewash, timestamp: 3, attached_to: ogre}
""")
    assert pt(r, "ogre") == (3, 3)


# ---------------------------------------------------------------- 611.2c / 611.3a
LOCK = """
players: [alice]
cards:
  - {name: White Knight Test, mana_cost: "{W}", types: [creature], power: 2, toughness: 2}
battlefield:
  - {id: w1, card: White Knight Test, timestamp: 1}
  - {id: w2, card: White Knight Test, timestamp: 2}
  - {id: ogre, card: Gray Ogre, timestamp: 3}
effects:
  - {id: rally, timestamp: 10, affects: [creature, white], modify_pt: [1, 1],
     text: "All white creatures get +1/+1 until end of turn."}
  - {id: gray, timestamp: 11, objects: [w2], set_colors: [red]}
  - {id: paint, timestamp: 12, objects: [ogre], set_colors: [white]}
"""


def test_611_2c_resolved_effect_set_locked_when_it_began(layers):
    """611.2c example: the bonus goes to the white creatures when it resolves, even if they change
    color later, and not to those that turn white afterward."""
    r = layers(LOCK)
    assert pt(r, "w1") == (3, 3)
    assert pt(r, "w2") == (3, 3)        # turned red later, still has the bonus
    assert pt(r, "ogre") == (2, 2)      # turned white later: no bonus
    assert r.locked["rally"] == ["w1", "w2"]


def test_611_2c_creature_entering_later_not_affected(layers):
    r = layers(LOCK.replace("  - {id: ogre, card: Gray Ogre, timestamp: 3}",
                            "  - {id: ogre, card: Gray Ogre, timestamp: 3}\n  - {id: late, card: White Knight Test, timestamp: 20}"))
    assert pt(r, "late") == (2, 2)


def test_611_3a_static_ability_not_locked(layers):
    """611.3b example: "All white creatures get +1/+1" from a static ability follows the colors."""
    r = layers("""
players: [alice]
cards:
  - {name: White Knight Test, mana_cost: "{W}", types: [creature], power: 2, toughness: 2}
battlefield:
  - {id: crusade, card: Crusade, timestamp: 1}
  - {id: w2, card: White Knight Test, timestamp: 2}
  - {id: ogre, card: Gray Ogre, timestamp: 3}
effects:
  - {id: gray, timestamp: 11, objects: [w2], set_colors: [red]}
  - {id: paint, timestamp: 12, objects: [ogre], set_colors: [white]}
""")
    assert pt(r, "w2") == (2, 2)
    assert pt(r, "ogre") == (3, 3)


def test_611_3c_creature_enters_with_static_bonus(layers):
    """611.3c example: under "All white creatures get +1/+1" a 1/1 white creature token is 2/2
    (the effect applies as it enters; there is no moment at 1/1)."""
    r = layers("""
players: [alice]
cards:
  - {name: Soldier Token, types: [creature], subtypes: [Soldier], colors: [white], power: 1, toughness: 1}
battlefield:
  - {id: crusade, card: Crusade, timestamp: 1}
  - {id: tok, card: Soldier Token, timestamp: 2, token: true}
""")
    assert pt(r, "tok") == (2, 2)


# ---------------------------------------------------------------- Humility / Opalescence
HO = """
players: [alice, bob]
active_player: alice
battlefield:
  - {id: humility, card: Humility, controller: alice, timestamp: %d}
  - {id: opalescence, card: Opalescence, controller: alice, timestamp: %d}
  - {id: ogre, card: Gray Ogre, controller: bob, timestamp: 5}
"""


def test_humility_then_opalescence_ruling(layers):
    """Official ruling (Humility / Opalescence, 2004-10-04; 613.6): Humility earlier -> Humility
    is a 4/4 creature, other creatures 1/1, and both lose their abilities."""
    r = layers(HO % (1, 2))
    assert pt(r, "humility") == (4, 4)
    assert pt(r, "ogre") == (1, 1)
    assert "creature" not in r.characteristics["opalescence"].types
    assert r.characteristics["humility"].abilities == ()


def test_opalescence_then_humility_ruling(layers):
    """Opalescence earlier -> all creatures, Humility included, are 1/1 (Humility's 7b part
    applies after Opalescence's)."""
    r = layers(HO % (2, 1))
    assert pt(r, "humility") == (1, 1)
    assert pt(r, "ogre") == (1, 1)
    assert r.order("7b") == ["opalescence:1", "humility:1"]


def test_611_2c_lock_ignores_counters_placed_later(layers):
    """611.2c: the set is determined when the effect begins. At timestamp 10 the Bears were 2/2
    (the +1/+1 counter arrived at 12), so "creatures with power 3 or more get +2/+2" missed them:
    3/3 in the end, not 5/5."""
    r = layers("""
players: [alice]
battlefield:
  - {id: bears, card: Grizzly Bears, timestamp: 1, counters: [{kind: "+1/+1", count: 1, timestamp: 12}]}
effects:
  - {id: pump, timestamp: 10, affects: [creature, {power: {ge: 3}}], modify_pt: [2, 2]}
""")
    assert r.locked["pump"] == [] and pt(r, "bears") == (3, 3)
