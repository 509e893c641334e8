"""Numbers a card says in words (107.1, 608.2h): counts of what a player said before controls ("the
number of Islands that player controls", "for each creature they control"), one count for each
player of an instruction. Each test plays real cards compiled from their Oracle text; the expected
answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, life, permanents, play


def test_608_2h_typhoon_counts_each_opponents_own_islands():
    """608.2h: "Typhoon deals damage to each opponent equal to the number of Islands that player
    controls." -- bob controls two Islands (alice's three don't count for him): bob takes 2, alice 0."""
    assert fully_compiled("Typhoon")
    g = play(head() + "battlefield:\n" + permanents("Forest", ["f1"]) + permanents("Island", ["a1", "a2", "a3"])
             + permanents("Island", ["b1", "b2"], "bob") + "hand:\n  - {id: ty, card: Typhoon, owner: alice}\n",
             ["Typhoon"], ["alice: cast ty", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 18 and life(g, "alice") == 20


def _feast(targets: str):
    return play(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2", "f3", "f4"])
                + "hand:\n  - {id: hf, card: Hunters' Feast, owner: alice}\n",
                ["Hunters' Feast"], [f"alice: cast hf target={targets}", "alice: no_target", "alice: pass", "bob: pass"])


def test_601_2c_hunters_feast_any_number_of_target_players_both_chosen():
    """601.2c, 115.3: "Any number of target players each gain 6 life." -- alice chooses both
    players as targets (each once): both gain 6."""
    assert fully_compiled("Hunters' Feast")
    g = _feast("alice,bob")
    assert life(g, "alice") == 26 and life(g, "bob") == 26


def test_601_2c_hunters_feast_with_only_its_caster_as_target():
    """601.2c: any number may be one: alice targets only herself -- she gains 6, bob doesn't."""
    g = _feast("alice")
    assert life(g, "alice") == 26 and life(g, "bob") == 20


def _board(*lines: str) -> str:
    return "battlefield:\n" + "".join(lines)


def test_608_2h_stronghold_discipline_each_player_loses_for_their_own_creatures():
    """608.2h: "Each player loses 1 life for each creature they control." -- each count is that
    player's: alice (two creatures) loses 2, bob (three) loses 3."""
    assert fully_compiled("Stronghold Discipline")
    g = play(head() + _board(permanents("Swamp", ["s1", "s2", "s3", "s4"]), permanents("Grizzly Bears", ["a1", "a2"]),
                             permanents("Grizzly Bears", ["b1", "b2", "b3"], "bob"))
             + "hand:\n  - {id: sd, card: Stronghold Discipline, owner: alice}\n",
             ["Stronghold Discipline"], ["alice: cast sd", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 18 and life(g, "bob") == 17


def test_119_5_biorhythm_sets_each_life_total_to_that_players_creature_count():
    """119.5, 608.2h: "Each player's life total becomes the number of creatures they control." --
    alice controls two creatures, bob one: alice's life becomes 2, bob's 1."""
    assert fully_compiled("Biorhythm")
    g = play(head() + _board(permanents("Forest", ["f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8"]),
                             permanents("Grizzly Bears", ["a1", "a2"]), permanents("Grizzly Bears", ["b1"], "bob"))
             + "hand:\n  - {id: bio, card: Biorhythm, owner: alice}\n",
             ["Biorhythm"], ["alice: cast bio", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 2 and life(g, "bob") == 1


def test_608_2h_villainous_wrath_counts_the_target_opponents_creatures_before_destroying():
    """608.2h, 608.2c: "Target opponent loses life equal to the number of creatures they control.
    Then destroy all creatures." -- bob has three creatures (alice's two don't count): bob loses
    3, then every creature is destroyed."""
    assert fully_compiled("Villainous Wrath")
    g = play(head() + _board(permanents("Swamp", ["s1", "s2", "s3", "s4", "s5"]), permanents("Grizzly Bears", ["a1", "a2"]),
                             permanents("Grizzly Bears", ["b1", "b2", "b3"], "bob"))
             + "hand:\n  - {id: vw, card: Villainous Wrath, owner: alice}\n",
             ["Villainous Wrath"], ["alice: cast vw target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17 and life(g, "alice") == 20
    assert all(g.obj(x).zone == "graveyard" for x in ("a1", "a2", "b1", "b2", "b3"))


def test_608_2h_karma_counts_the_upkeep_players_swamps():
    """603.2, 608.2h: Karma: "At the beginning of each player's upkeep, this enchantment deals
    damage to that player equal to the number of Swamps they control." -- in alice's upkeep she
    takes 2 (her two Swamps); bob's three Swamps don't count."""
    assert fully_compiled("Karma")
    g = play(head("untap") + _board(permanents("Karma", ["k"]), permanents("Swamp", ["s1", "s2"]),
                                    permanents("Swamp", ["b1", "b2", "b3"], "bob")),
             ["Karma"], ["alice: pass", "bob: pass"])
    assert life(g, "alice") == 18 and life(g, "bob") == 20


def test_608_2h_renewing_dawn_counts_the_target_opponents_mountains():
    """115.1, 608.2h: "You gain 2 life for each Mountain target opponent controls." -- bob
    controls two Mountains: alice gains 4 (her own Mountain doesn't count)."""
    assert fully_compiled("Renewing Dawn")
    g = play(head() + _board(permanents("Plains", ["p1", "p2"]), permanents("Mountain", ["m1"]),
                             permanents("Mountain", ["b1", "b2"], "bob"))
             + "hand:\n  - {id: rd, card: Renewing Dawn, owner: alice}\n",
             ["Renewing Dawn"], ["alice: cast rd target=bob", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 24


def test_608_2h_overwhelming_forces_destroys_only_the_target_opponents_creatures():
    """115.1, 608.2h: "Destroy all creatures target opponent controls. Draw a card for each
    creature destroyed this way." -- bob's two Bears die, alice's stays; alice draws 2."""
    assert fully_compiled("Overwhelming Forces")
    g = play(head() + _board(permanents("Swamp", ["i1", "i2", "i3", "i4", "i5", "i6", "i7", "i8"]),
                             permanents("Grizzly Bears", ["a1"]), permanents("Grizzly Bears", ["b1", "b2"], "bob"))
             + "hand:\n  - {id: of, card: Overwhelming Forces, owner: alice}\n",
             ["Overwhelming Forces"], ["alice: cast of target=bob", "alice: pass", "bob: pass"])
    assert g.obj("a1").zone == "battlefield" and g.obj("b1").zone == "graveyard" and g.obj("b2").zone == "graveyard"
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "hand" and g.obj("la3").zone == "library"


def test_603_2_poetic_ingenuity_creates_that_many_treasures_for_the_attacking_dinosaurs():
    """508.3d, 603.2: Poetic Ingenuity: "Whenever one or more Dinosaurs you control attack,
    create that many Treasure tokens." -- two Dinosaurs and a Bears attack: two Treasures."""
    assert fully_compiled("Poetic Ingenuity")
    g = play(head() + _board(permanents("Poetic Ingenuity", ["pi"]),
                             "  - {id: d1, card: Colossal Dreadmaw, controller: alice, summoning_sick: false}\n"
                             "  - {id: d2, card: Colossal Dreadmaw, controller: alice, summoning_sick: false}\n"
                             "  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}\n"),
             ["Poetic Ingenuity", "Colossal Dreadmaw"],
             ["T1 declare_attackers alice: attack d1", "alice: attack d2", "alice: attack gb", "alice: done",
              "alice: pass", "bob: pass"])
    treasures = [o for o in g.s.objects.values() if o.zone == "battlefield" and g.ch(o.id) is not None
                 and "Treasure" in g.ch(o.id).subtypes]
    assert len(treasures) == 2


def test_608_2h_hellion_eruption_creates_that_many_for_the_sacrificed_creatures():
    """608.2h: "Sacrifice all creatures you control, then create that many 4/4 red Hellion
    creature tokens." -- alice sacrifices her three creatures (bob's stays) and gets three Hellions."""
    assert fully_compiled("Hellion Eruption")
    g = play(head() + _board(permanents("Mountain", ["m1", "m2", "m3", "m4", "m5", "m6"]),
                             permanents("Grizzly Bears", ["a1", "a2", "a3"]), permanents("Grizzly Bears", ["b1"], "bob"))
             + "hand:\n  - {id: he, card: Hellion Eruption, owner: alice}\n",
             ["Hellion Eruption"], ["alice: cast he", "alice: pass", "bob: pass"])
    hellions = [o for o in g.s.objects.values() if o.zone == "battlefield" and "Hellion" in g.ch(o.id).subtypes]
    assert len(hellions) == 3 and g.obj("b1").zone == "battlefield"
    assert all(g.obj(x).zone == "graveyard" for x in ("a1", "a2", "a3"))


def test_608_2h_harvest_season_searches_for_up_to_x_where_x_is_its_tapped_creatures():
    """608.2h, 701.19b: Harvest Season: "Search your library for up to X basic land cards, where X
    is the number of tapped creatures you control" -- two of alice's three creatures are tapped:
    after two lands are found the search ends, and they enter tapped."""
    assert fully_compiled("Harvest Season")
    from pyengine.game.players import run_script
    g = play(head(alice=["Plains", "Plains", "Island", "Grizzly Bears"])
             + _board(permanents("Forest", ["f1", "f2", "f3"]),
                      "  - {id: b1, card: Grizzly Bears, controller: alice, tapped: true}\n"
                      "  - {id: b2, card: Grizzly Bears, controller: alice, tapped: true}\n",
                      permanents("Grizzly Bears", ["b3"]))
             + "hand:\n  - {id: hs, card: Harvest Season, owner: alice}\n",
             ["Harvest Season"], ["alice: cast hs", "alice: pass", "bob: pass", "alice: find la1"])
    assert "find la2" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: find la3"], "<test>")
    assert [str(a) for a in g.legal_actions()] == ["pass"]
    assert g.obj("la1").zone == "battlefield" and g.obj("la1").tapped and g.obj("la3").zone == "battlefield"
    assert g.obj("la2").zone == "library"


def test_105_2_shinestriker_draws_one_card_per_color_among_alices_permanents():
    """105.2, 608.2h: Shinestriker: "draw cards equal to the number of colors among permanents you
    control." -- alice controls a green Bears, two white Soldiers and a colorless land, plus the
    blue Shinestriker: three colors, three cards (bob's red creature doesn't count)."""
    assert fully_compiled("Shinestriker")
    g = play(head(alice=5) + _board(permanents("Island", ["i1", "i2", "i3", "i4", "i5", "i6"]), permanents("Grizzly Bears", ["gb"]),
                                    permanents("Soldier of the Pantheon", ["s1", "s2"]),
                                    permanents("Goblin Piker", ["bob1"], "bob"))
             + "hand:\n  - {id: ss, card: Shinestriker, owner: alice}\n",
             ["Shinestriker"], ["alice: cast ss", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert [g.obj(f"la{i}").zone for i in range(1, 6)].count("hand") == 3


def test_122_8_geistflame_reservoir_deals_damage_equal_to_the_counters_removed():
    """122.8, 602.2b: Geistflame Reservoir: "{1}{R}, {T}, Remove any number of charge counters from
    this artifact: It deals that much damage to any target." -- removing 3 of its 4 counters deals
    3 damage to bob."""
    assert fully_compiled("Geistflame Reservoir")
    from pyengine.game.players import run_script
    g = game(head() + _board(permanents("Mountain", ["m1", "m2"]),
                             "  - {id: gr, card: Geistflame Reservoir, controller: alice, counters: {charge: 4}}\n"),
             ["Geistflame Reservoir"])
    run_script(g, ["alice: activate gr 2", "alice: target bob", "alice: remove_n 3", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "bob") == 17
    assert sum(c.count for c in g.obj("gr").counters if c.kind == "charge") == 1


def _logic(graveyard: int):
    cards = "".join(f"  - {{id: g{i}, card: Plains, owner: bob}}\n" for i in range(1, graveyard + 1))
    return play(head() + _board(permanents("Forest", ["f1", "f2", "f3", "f4"]), permanents("Island", ["i1", "i2", "i3"], "bob"))
                + "hand:\n  - {id: gb, card: Grizzly Bears, owner: alice}\n  - {id: cl, card: Circular Logic, owner: bob}\n"
                + "graveyard:\n" + cards + "  - {id: ag, card: Plains, owner: alice}\n",
                ["Circular Logic"], ["alice: cast gb", "alice: pass", "bob: cast cl target=gb", "bob: pass", "alice: pass"])


def test_118_12a_circular_logic_asks_one_mana_per_card_in_its_casters_graveyard():
    """118.12a, 608.2h: "Counter target spell unless its controller pays {1} for each card in your
    graveyard." -- bob's graveyard holds three cards (alice's own card doesn't count): alice, with
    two untapped Forests, can't pay {3}; she can only decline and the Bears are countered."""
    assert fully_compiled("Circular Logic")
    from pyengine.game.players import run_script
    g = _logic(3)
    assert [str(a) for a in g.legal_actions()] == ["decline"]
    run_script(g, ["alice: decline"], "<test>")
    assert g.obj("gb").zone == "graveyard"


def test_118_12a_circular_logic_with_two_cards_can_be_paid():
    """118.12a: with two cards in bob's graveyard the payment is {2}: alice pays it and the Bears
    resolve."""
    from pyengine.game.players import run_script
    g = _logic(2)
    assert "pay" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: pay", "bob: pass", "alice: pass"], "<test>")
    assert g.obj("gb").zone == "battlefield"


def _sprite(spell: str, then: list[str]):
    return play(head(active="bob") + _board(permanents("Island", ["i1", "i2"]), permanents("Spellstutter Sprite", ["old"]),
                                            permanents("Forest", ["f1", "f2", "f3"], "bob"))
                + f"hand:\n  - {{id: ss, card: Spellstutter Sprite, owner: alice}}\n  - {{id: sp, card: {spell}, owner: bob}}\n",
                ["Spellstutter Sprite"], ["bob: cast sp", "bob: pass", "alice: cast ss", "alice: pass", "bob: pass"] + then)


def test_601_2c_spellstutter_sprite_counters_a_spell_with_mana_value_up_to_its_faeries():
    """601.2c, 608.2h: Spellstutter Sprite: "counter target spell with mana value X or less, where
    X is the number of Faeries you control" -- with two Faeries, bob's Grizzly Bears (mana value
    2) can be targeted and is countered."""
    assert fully_compiled("Spellstutter Sprite")
    g = _sprite("Grizzly Bears", ["alice: target sp", "alice: pass", "bob: pass"])
    assert g.obj("sp").zone == "graveyard"


def test_601_2c_spellstutter_sprite_cant_target_a_bigger_spell():
    """601.2c, 603.3d: a spell with mana value 3 (Trained Armodon) is no legal target for X = 2:
    the trigger has no target and is removed; the Armodon stays on the stack."""
    g = _sprite("Trained Armodon", [])
    assert g.obj("sp").zone == "stack" and [str(a) for a in g.legal_actions()] == ["pass"]
