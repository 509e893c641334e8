"""Declaring attackers and blockers (CR 508.1, 509.1): expected answers worked out from the rules
text; each test names the rule it checks."""
from __future__ import annotations

import pytest

from pyengine.combat.declare import AttackQuery, BlockQuery
from pyengine.errors import ScenarioError
from pyengine.scenario import example_path, load_scenario, load_scenario_text

VANILLA = """
cards:
  - {name: Grizzly Bears, mana_cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}
  - {name: Hill Giant, mana_cost: "{3}{R}", types: [creature], subtypes: [Giant], power: 3, toughness: 3}
  - {name: Craw Wurm, mana_cost: "{4}{G}{G}", types: [creature], subtypes: [Wurm], power: 6, toughness: 4}
  - {name: Black Knight, mana_cost: "{B}{B}", types: [creature], subtypes: [Human, Knight], power: 2, toughness: 2, abilities: [first strike, protection from white]}
  - {name: Goblin Hater, types: [creature], power: 2, toughness: 2, abilities: [protection from Goblins]}
  - {name: Ornithopter, mana_cost: "{0}", types: [artifact, creature], subtypes: [Thopter], power: 0, toughness: 2, abilities: [flying]}
  - {name: Swamp, types: [land], supertypes: [basic], subtypes: [Swamp]}
  - {name: Island, types: [land], supertypes: [basic], subtypes: [Island]}
  - {name: Eldrazi Drone, mana_cost: "{2}", types: [creature], subtypes: [Eldrazi, Drone], power: 1, toughness: 1}
  - {name: Ajani Test, mana_cost: "{2}{W}", types: [planeswalker], subtypes: [Ajani], loyalty: 3}
"""


def scenario(body: str, players: str = "[alice, bob]"):
    return load_scenario_text(f"players: {players}\nactive_player: alice\n{VANILLA}\n{body}", "<test>")


def blocks(body: str, **kw) -> BlockQuery:
    return BlockQuery(scenario(body, **kw))


def attacks(body: str, **kw) -> AttackQuery:
    return AttackQuery(scenario(body, **kw))


def rules_of(result) -> list[str]:
    return [v.rule for v in result.violations]


# ------------------------------------------------------------------ 509.1c requirements
def test_509_1c_lure_with_several_blockers():
    """Lure: every creature able to block the enchanted creature must block it. Tapped Gray Ogre
    can't (509.1a), Goblin Raider can't block (509.1b): the maximum is 2 and the only legal
    declaration is Giant Spider and Wall of Wood both blocking the Bears."""
    q = BlockQuery(load_scenario(example_path("combat-lure")))
    assert q.maximum().maximum == 2
    assert q.legal() == [{"spider": ["bears"], "wall": ["bears"]}]
    assert q.count() == 1
    r = q.check()
    assert not r.legal and rules_of(r) == ["509.1c"]
    assert r.better == {"spider": ["bears"], "wall": ["bears"]}
    assert q.check({"spider": ["bears"], "wall": ["bears"]}).legal


def test_509_1c_lure_on_menace_creature_with_one_able_blocker():
    """Lure on a creature with menace, and the defending player has one creature that can block:
    blocking with it alone breaks the menace restriction (702.111b), so the requirement can't be
    obeyed; the maximum is 0 and the only legal declaration is no blocks."""
    q = blocks("""
battlefield:
  - {id: brute, card: Boggart Brute, controller: alice}
  - {id: lure, card: Lure, controller: alice, attached_to: brute}
  - {id: bears, card: Grizzly Bears, controller: bob}
  - {id: ogre, card: Hill Giant, controller: bob, tapped: true}
combat:
  attackers: {brute: bob}
""")
    assert q.maximum().maximum == 0
    assert q.legal() == [{}]
    r = q.check({"bears": ["brute"]})
    assert rules_of(r) == ["702.111b"]
    assert q.check({}).legal


def test_509_1c_lure_on_menace_creature_with_two_able_blockers():
    """With two able blockers both must block the menace creature with Lure (509.1c)."""
    q = blocks("""
battlefield:
  - {id: brute, card: Boggart Brute, controller: alice}
  - {id: lure, card: Lure, controller: alice, attached_to: brute}
  - {id: bears, card: Grizzly Bears, controller: bob}
  - {id: giant, card: Hill Giant, controller: bob}
combat:
  attackers: {brute: bob}
""")
    assert q.maximum().maximum == 2
    assert q.legal() == [{"bears": ["brute"], "giant": ["brute"]}]


def test_509_1c_must_be_blocked_two_attackers_one_blocker():
    """Two creatures that must be blocked if able, one potential blocker that can block one
    creature: one requirement can be obeyed; blocking either attacker is legal, not blocking is
    not (509.1c)."""
    q = blocks("""
battlefield:
  - {id: p1, card: "Gaea's Protector", controller: alice}
  - {id: p2, card: "Gaea's Protector", controller: alice}
  - {id: bears, card: Grizzly Bears, controller: bob}
combat:
  attackers: {p1: bob, p2: bob}
""")
    assert q.maximum().maximum == 1
    assert q.legal() == [{"bears": ["p1"]}, {"bears": ["p2"]}]
    assert q.count() == 2
    r = q.check({})
    assert rules_of(r) == ["509.1c"] and r.better in ({"bears": ["p1"]}, {"bears": ["p2"]})
    s = q.summary()
    assert s.every == [] and s.some == [("bears", "p1"), ("bears", "p2")]
    # 509.1a: one creature can't block both
    assert rules_of(q.check({"bears": ["p1", "p2"]})) == ["509.1a"]


def test_509_1c_example_blocks_if_able_and_menace():
    """CR 509.1c example: one creature that blocks if able, one with no abilities, a menace
    attacker: the player must block with both."""
    q = blocks("""
battlefield:
  - {id: brute, card: Boggart Brute, controller: alice}
  - {id: dog, card: Watchdog, controller: bob}
  - {id: bears, card: Grizzly Bears, controller: bob}
combat:
  attackers: {brute: bob}
""")
    assert q.legal() == [{"bears": ["brute"], "dog": ["brute"]}]
    assert rules_of(q.check({"dog": ["brute"]})) == ["702.111b"]
    # "violates both the menace restriction and the first creature's blocking requirement"
    assert rules_of(q.check({"bears": ["brute"]})) == ["509.1c", "702.111b"]
    assert rules_of(q.check({})) == ["509.1c"]


def test_509_1c_must_be_blocked_by_subtype():
    """Slayer's Cleaver: the equipped creature must be blocked by an Eldrazi if able; a block by
    another creature doesn't obey it (509.1c)."""
    q = blocks("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: cleaver, card: "Slayer's Cleaver", controller: alice, attached_to: bears}
  - {id: drone, card: Eldrazi Drone, controller: bob}
  - {id: giant, card: Hill Giant, controller: bob}
combat:
  attackers: {bears: bob}
""")
    assert q.maximum().maximum == 1
    assert q.legal() == [{"drone": ["bears"]}, {"drone": ["bears"], "giant": ["bears"]}]
    assert rules_of(q.check({"giant": ["bears"]})) == ["509.1c"]


def test_509_1c_block_cost_is_never_forced():
    """509.1c: a creature that can't block unless its controller pays a cost need not block even
    if blocking would obey a requirement; paying and blocking is legal too."""
    q = blocks("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: dog, card: Watchdog, controller: bob}
combat:
  attackers: {bears: bob}
  effects:
    - {kind: block_cost, cost: "{1}", affects: creatures, controller: alice}
""")
    assert q.maximum().maximum == 0
    assert q.count() == 2
    r = q.check({"dog": ["bears"]})
    assert r.legal and r.costs == ["{1} for dog (effect1)"]
    assert q.check({}).legal


# ------------------------------------------------------------------ 509.1b restrictions
def test_509_1b_cant_block_alone():
    """Mogg Flunkies can't block alone (509.1b; 506.5 defines blocking alone)."""
    q = blocks("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: giant, card: Hill Giant, controller: alice}
  - {id: flunkies, card: Mogg Flunkies, controller: bob}
  - {id: wall, card: Wall of Wood, controller: bob}
combat:
  attackers: {bears: bob, giant: bob}
""")
    assert rules_of(q.check({"flunkies": ["bears"]})) == ["509.1b"]
    assert q.check({"flunkies": ["bears"], "wall": ["giant"]}).legal
    assert q.check({"wall": ["giant"]}).legal
    # flunkies 3 options x wall 3 options, minus the 2 where flunkies blocks alone
    assert q.count() == 7


def test_509_1b_okk_cant_block_unless_greater_power_blocks():
    """Okk can't block unless a creature with greater power also blocks (509.1b)."""
    q = blocks("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: giant, card: Hill Giant, controller: alice}
  - {id: okk, card: Okk, controller: bob}
  - {id: wurm, card: Craw Wurm, controller: bob}
  - {id: cub, card: Grizzly Bears, controller: bob}
combat:
  attackers: {bears: bob, giant: bob}
""")
    assert rules_of(q.check({"okk": ["bears"], "cub": ["giant"]})) == ["509.1b"]
    assert q.check({"okk": ["bears"], "wurm": ["giant"]}).legal


def test_509_1b_cant_be_blocked_except_by_three_or_more():
    """Guile can't be blocked except by three or more creatures: blocked by 0 or 3 of three
    potential blockers (509.1b)."""
    q = blocks("""
battlefield:
  - {id: guile, card: Guile, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: b2, card: Grizzly Bears, controller: bob}
  - {id: b3, card: Hill Giant, controller: bob}
combat:
  attackers: {guile: bob}
""")
    assert rules_of(q.check({"b1": ["guile"], "b2": ["guile"]})) == ["509.1b"]
    assert q.check({"b1": ["guile"], "b2": ["guile"], "b3": ["guile"]}).legal
    assert q.count() == 2


def test_509_1b_cant_be_blocked_by_more_than_one():
    q = blocks("""
battlefield:
  - {id: rhino, card: Charging Rhino, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: b2, card: Grizzly Bears, controller: bob}
combat:
  attackers: {rhino: bob}
""")
    assert rules_of(q.check({"b1": ["rhino"], "b2": ["rhino"]})) == ["509.1b"]
    assert q.count() == 3


def test_509_1b_can_block_only_creatures_with_flying_and_cant_block():
    q = blocks("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: thopter, card: Ornithopter, controller: alice}
  - {id: sprite, card: Cloud Sprite, controller: bob}
  - {id: raider, card: Goblin Raider, controller: bob}
combat:
  attackers: {bears: bob, thopter: bob}
""")
    assert rules_of(q.check({"sprite": ["bears"]})) == ["509.1b"]
    assert q.check({"sprite": ["thopter"]}).legal
    assert rules_of(q.check({"raider": ["bears"]})) == ["509.1b"]


@pytest.mark.parametrize("attacker,blocker,rule", [
    ("Serra Angel", "Grizzly Bears", "702.9b"),        # flying
    ("Soltari Foot Soldier", "Grizzly Bears", "702.28b"),  # shadow
    ("Grizzly Bears", "Soltari Foot Soldier", "702.28b"),  # a shadow creature can't block one without
    ("Black Knight", "Serra Angel", "702.16f"),        # protection from white
    ("Goblin Hater", "Boggart Brute", "702.16f"),      # protection from a creature type
    ("Ornithopter", "Grizzly Bears", "702.9b"),
])
def test_509_1b_evasion(attacker, blocker, rule):
    q = blocks(f"""
battlefield:
  - {{id: a, card: "{attacker}", controller: alice}}
  - {{id: b, card: "{blocker}", controller: bob}}
combat:
  attackers: {{a: bob}}
""")
    assert rules_of(q.check({"b": ["a"]})) == [rule]


def test_702_9b_reach_blocks_flying():
    q = blocks("""
battlefield:
  - {id: angel, card: Serra Angel, controller: alice}
  - {id: spider, card: Giant Spider, controller: bob}
combat:
  attackers: {angel: bob}
""")
    assert q.check({"spider": ["angel"]}).legal


def test_702_14c_landwalk():
    """Swampwalk: can't be blocked as long as the defending player controls a Swamp."""
    body = """
battlefield:
  - {id: wraith, card: Bog Wraith, controller: alice}
  - {id: bears, card: Grizzly Bears, controller: bob}
  %s
combat:
  attackers: {wraith: bob}
"""
    assert rules_of(blocks(body % "- {id: swamp, card: Swamp, controller: bob}").check({"bears": ["wraith"]})) == ["702.14c"]
    assert blocks(body % "- {id: swamp, card: Swamp, controller: alice}").check({"bears": ["wraith"]}).legal


def test_509_1a_block_additional_and_any_number():
    """509.1a: one creature each, unless it can block additional creatures / any number."""
    q = blocks("""
battlefield:
  - {id: a1, card: Grizzly Bears, controller: alice}
  - {id: a2, card: Grizzly Bears, controller: alice}
  - {id: a3, card: Grizzly Bears, controller: alice}
  - {id: guard, card: Palace Guard, controller: bob}
  - {id: night, card: Night Market Guard, controller: bob}
  - {id: bears, card: Grizzly Bears, controller: bob}
combat:
  attackers: {a1: bob, a2: bob, a3: bob}
""")
    assert q.check({"guard": ["a1", "a2", "a3"], "night": ["a1", "a2"], "bears": ["a3"]}).legal
    assert rules_of(q.check({"night": ["a1", "a2", "a3"]})) == ["509.1a"]
    assert rules_of(q.check({"bears": ["a1", "a2"]})) == ["509.1a"]
    # restrictions only: guard 2^3 subsets, night: none, 3 singles, 3 pairs; bears 4 options
    assert q.count() == 8 * 7 * 4


def test_509_1a_tapped_and_wrong_player():
    q = blocks("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: mine, card: Grizzly Bears, controller: alice}
  - {id: tired, card: Grizzly Bears, controller: bob, tapped: true}
combat:
  attackers: {bears: bob}
""")
    assert rules_of(q.check({"tired": ["bears"]})) == ["509.1a"]
    assert rules_of(q.check({"mine": ["bears"]})) == ["509.1a"]


# ------------------------------------------------------------------ 508.1 attacks
def test_508_1d_example_attacks_if_able_and_one_attacker_limit():
    """CR 508.1d example: one creature attacks if able, one has no abilities, no more than one
    creature can attack: the only legal attack is the first creature alone."""
    q = attacks("""
battlefield:
  - {id: cyclops, card: Bloodrock Cyclops, controller: alice}
  - {id: bears, card: Grizzly Bears, controller: alice}
combat:
  effects:
    - {kind: max_attackers, n: 1, controller: bob}
""")
    assert q.legal() == [{"cyclops": "bob"}]
    assert rules_of(q.check({"bears": "bob"})) == ["508.1d"]
    assert rules_of(q.check({"bears": "bob", "cyclops": "bob"})) == ["508.1c"]
    assert rules_of(q.check({})) == ["508.1d"]


def test_701_38_goad_with_propaganda_opponent():
    """701.38b: a goaded creature attacks each combat if able and attacks a player other than the
    goading player if able. Carol has Propaganda; 508.1d: the cost need not be paid, so attacking
    Bob (the goader) obeys the most requirements possible without paying (1); attacking Carol
    and paying {2} obeys 2 and is legal too; not attacking is illegal."""
    q = attacks("""
battlefield:
  - {id: giant, card: Hill Giant, controller: alice}
  - {id: prop, card: Propaganda, controller: carol}
combat:
  effects:
    - {kind: goad, objects: [giant], by: bob}
""", players="[alice, bob, carol]")
    assert q.maximum().maximum == 1
    assert q.legal() == [{"giant": "bob"}, {"giant": "carol"}]
    r = q.check({"giant": "carol"})
    assert r.legal and len(r.obeyed) == 2 and r.costs == ["{2} for giant (prop)"]
    r = q.check({})
    assert rules_of(r) == ["508.1d"] and r.better == {"giant": "bob"}


def test_508_1c_must_attack_but_cant_attack_alone():
    """A creature that attacks each combat if able but can't attack alone: alone it can't attack
    (maximum 0, only the empty attack is legal); with another creature both must attack."""
    body = """
battlefield:
  - {id: flunkies, card: Mogg Flunkies, controller: alice}
  %s
combat:
  effects:
    - {kind: must_attack, objects: [flunkies]}
"""
    q = attacks(body % "")
    assert q.maximum().maximum == 0 and q.legal() == [{}]
    assert rules_of(q.check({"flunkies": "bob"})) == ["508.1c"]
    q = attacks(body % "- {id: bears, card: Grizzly Bears, controller: alice}")
    assert q.maximum().maximum == 1
    assert q.legal() == [{"bears": "bob", "flunkies": "bob"}]
    assert rules_of(q.check({})) == ["508.1d"]


def test_508_1a_302_6_who_can_attack():
    q = attacks("""
battlefield:
  - {id: new, card: Grizzly Bears, controller: alice, summoning_sick: true}
  - {id: hasty, card: Raging Goblin, controller: alice, summoning_sick: true}
  - {id: tired, card: Grizzly Bears, controller: alice, tapped: true}
  - {id: wall, card: Wall of Wood, controller: alice}
  - {id: theirs, card: Grizzly Bears, controller: bob}
""")
    assert rules_of(q.check({"new": "bob"})) == ["302.6"]
    assert q.check({"hasty": "bob"}).legal
    assert rules_of(q.check({"tired": "bob"})) == ["508.1a"]
    assert rules_of(q.check({"wall": "bob"})) == ["702.3b"]
    assert rules_of(q.check({"theirs": "bob"})) == ["508.1a"]
    assert q.legal() == [{}, {"hasty": "bob"}]


def test_508_1b_planeswalkers_and_multiplayer():
    """508.1b: a creature attacks a defending player or a planeswalker they control; not its
    own controller's planeswalker. In a multiplayer game every opponent may be attacked."""
    q = attacks("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: pw, card: Ajani Test, controller: bob}
  - {id: mypw, card: Ajani Test, controller: alice}
""", players="[alice, bob, carol]")
    assert q.legal() == [{}, {"bears": "bob"}, {"bears": "carol"}, {"bears": "pw"}]
    assert rules_of(q.check({"bears": "mypw"})) == ["508.1b"]
    assert rules_of(q.check({"bears": "alice"})) == ["508.1b"]


def test_508_1d_attacks_specific_player_if_able():
    q = attacks("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
combat:
  effects:
    - {kind: must_attack_player, objects: [bears], player: carol}
""", players="[alice, bob, carol]")
    assert q.legal() == [{"bears": "carol"}]


def test_508_1c_okk_and_cant_attack_player():
    q = attacks("""
battlefield:
  - {id: okk, card: Okk, controller: alice}
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: wurm, card: Craw Wurm, controller: alice}
combat:
  effects:
    - {kind: cant_attack_player, affects: creatures, player: bob, controller: bob}
""", players="[alice, bob, carol]")
    assert rules_of(q.check({"okk": "carol", "bears": "carol"})) == ["508.1c"]
    assert q.check({"okk": "carol", "wurm": "carol"}).legal
    assert rules_of(q.check({"bears": "bob"})) == ["508.1c"]


# ------------------------------------------------------------------ input errors
def test_unknown_ids_and_kinds_are_scenario_errors():
    q = blocks("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
combat:
  attackers: {bears: bob}
""")
    with pytest.raises(ScenarioError, match="unknown id 'ghost'"):
        q.check({"ghost": ["bears"]})
    with pytest.raises(ScenarioError, match="unknown combat rule kind"):
        blocks("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
combat:
  attackers: {bears: bob}
  effects: [{kind: must_dance, objects: [bears]}]
""")


def test_cli_exit_codes(capsys):
    from pyengine.cli.main import main
    assert main(["blocks", "combat-lure"]) == 1
    assert "509.1c" in capsys.readouterr().out
    assert main(["blocks", "combat-lure", "--summary", "--json"]) == 0
    out1 = capsys.readouterr().out
    assert main(["blocks", "combat-lure", "--summary", "--json"]) == 0
    assert capsys.readouterr().out == out1
    assert main(["attacks", "no-such-example"]) == 2


@pytest.mark.parametrize("command,example,code,needle", [
    ("attacks", "combat-goad-propaganda", 1, "508.1d"),   # not attacking obeys 0 of 1 (701.38b)
    ("attacks", "combat-flunkies", 1, "508.1c"),          # Flunkies attacking alone
    ("blocks", "combat-crowded", 1, "509.1c"),            # Lure ignored by two blockers
    ("damage", "combat-trample", 1, "702.19b"),
    ("damage", "combat-first-strike", 0, "first_strike step"),
])
def test_bundled_examples(capsys, command, example, code, needle):
    from pyengine.cli.main import main
    assert main([command, example]) == code
    assert needle in capsys.readouterr().out


def test_goad_example_legal_declarations():
    """701.38b with Propaganda (508.1d): attacking Bob without paying, or Carol paying {2}."""
    q = AttackQuery(load_scenario(example_path("combat-goad-propaganda")))
    assert q.legal() == [{"giant": "bob"}, {"giant": "carol"}]
    assert q.check({"giant": "carol"}).costs == ["{2} for giant (prop)"]


def test_508_1c_example_two_creatures_that_cant_attack_alone():
    """CR 508.1c example: two creatures that each can't attack alone may attack together."""
    q = attacks("""
battlefield:
  - {id: f1, card: Mogg Flunkies, controller: alice}
  - {id: f2, card: Mogg Flunkies, controller: alice}
""")
    assert q.check({"f1": "bob", "f2": "bob"}).legal
    assert rules_of(q.check({"f1": "bob"})) == ["508.1c"]
    assert q.legal() == [{}, {"f1": "bob", "f2": "bob"}]


def test_requirement_texts_are_readable():
    q = BlockQuery(load_scenario(example_path("combat-lure")))
    q.maximum()
    assert q.requirement_texts['lure("bears","wall","lure")'] == \
        "wall blocks bears if able: all creatures able to block bears do so (lure)"


def test_maximal_declarations_with_costs():
    """With Propaganda, paying {2} to attack Carol obeys both goad requirements: it is the only
    maximal declaration, while attacking Bob is legal too (508.1d: costs are never forced)."""
    q = AttackQuery(load_scenario(example_path("combat-goad-propaganda")))
    assert q.legal(maximal=True) == [{"giant": "carol"}]
    assert q.count(maximal=True) == 1 and q.count() == 2
    s = q.summary(maximal=True)
    assert s.every == [("giant", "carol")]


def test_509_1a_multiplayer_blocks_only_attackers_of_their_controller():
    """509.1a: a defending player's creature blocks a creature attacking that player (or their
    planeswalker / battle); Carol's creature can't block a creature attacking Bob."""
    q = blocks("""
battlefield:
  - {id: x, card: Grizzly Bears, controller: alice}
  - {id: y, card: Grizzly Bears, controller: alice}
  - {id: bb, card: Grizzly Bears, controller: bob}
  - {id: cc, card: Grizzly Bears, controller: carol}
combat:
  attackers: {x: bob, y: carol}
""", players="[alice, bob, carol]")
    assert rules_of(q.check({"cc": ["x"]})) == ["509.1a"]
    assert q.check({"cc": ["y"], "bb": ["x"]}).legal
    assert q.count() == 4


def test_508_1c_cant_attack_unless_defending_player_controls_island():
    """508.1c: "can't attack unless defending player controls an Island" is checked against the
    player being attacked."""
    q = attacks("""
battlefield:
  - {id: monster, card: Grizzly Bears, controller: alice}
  - {id: isle, card: Island, controller: carol}
combat:
  effects:
    - {kind: cant_attack_unless_controls, subtype: Island, objects: [monster]}
""", players="[alice, bob, carol]")
    assert q.legal() == [{}, {"monster": "carol"}]
    assert rules_of(q.check({"monster": "bob"})) == ["508.1c"]


def test_layers_decide_abilities_for_combat():
    """Characteristics come from the layer system (613): a creature given flying by a resolved
    effect can't be blocked by a creature without flying or reach (702.9b); a Lure whose
    abilities were removed imposes no requirement (509.1c)."""
    q = blocks("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: lure, card: Lure, controller: alice, attached_to: bears}
  - {id: cub, card: Grizzly Bears, controller: bob}
  - {id: spider, card: Giant Spider, controller: bob}
effects:
  - {id: wings, add_abilities: [flying], objects: [bears], timestamp: 10}
  - {id: blank, lose_all_abilities: true, objects: [lure], timestamp: 11}
combat:
  attackers: {bears: bob}
""")
    assert rules_of(q.check({"cub": ["bears"]})) == ["702.9b"]
    assert q.maximum().requirements == []
    assert q.check({}).legal


def test_702_26b_phased_out_creatures_cant_attack_or_block():
    q = attacks("""
battlefield:
  - {id: gone, card: Grizzly Bears, controller: alice, phased_out: true}
""")
    assert rules_of(q.check({"gone": "bob"})) == ["702.26b"]
    assert q.legal() == [{}]
    q = blocks("""
battlefield:
  - {id: bears, card: Grizzly Bears, controller: alice}
  - {id: gone, card: Grizzly Bears, controller: bob, phased_out: true}
combat:
  attackers: {bears: bob}
""")
    assert rules_of(q.check({"gone": ["bears"]})) == ["702.26b"]


def test_explain_pairs():
    """Why a block is or isn't possible: forbidden by a restriction (509.1b), too few requirements
    (509.1c: Lure -- blocking the menace creature takes the Lure-required blockers away), legal."""
    q = BlockQuery(load_scenario(example_path("combat-crowded")))
    e = q.explain("sprite", "bears")
    assert e.status == "forbidden" and [v.rule for v in e.violations] == ["509.1b"]
    e = q.explain("cub", "brute")
    assert e.status == "too_few" and e.best == 7 and e.maximum == 9
    assert ("cub", ["brute"]) in e.example.items()
    assert q.explain("sprite", "angel").status == "legal"
    a = AttackQuery(load_scenario(example_path("combat-goad-propaganda")))
    assert a.explain("giant", "carol").status == "legal_paying_cost"
    assert a.explain("giant", "bob").status == "legal"


def test_701_38c_goaded_by_two_players():
    """701.38c: goaded by Bob and by Carol, the creature has four requirements; attacking Bob
    obeys three (both "attacks each combat", "other than Carol"), as does attacking Carol;
    attacking Dave obeys all four, so with Dave in the game only attacking Dave is legal."""
    body = """
battlefield:
  - {id: giant, card: Hill Giant, controller: alice}
combat:
  effects:
    - {kind: goad, objects: [giant], by: bob}
    - {kind: goad, objects: [giant], by: carol}
"""
    q = attacks(body, players="[alice, bob, carol]")
    assert q.maximum().maximum == 3
    assert q.legal() == [{"giant": "bob"}, {"giant": "carol"}]
    q = attacks(body, players="[alice, bob, carol, dave]")
    assert q.maximum().maximum == 4
    assert q.legal() == [{"giant": "dave"}]
