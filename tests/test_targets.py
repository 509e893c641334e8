"""Choosing targets as a spell or ability is put on the stack: CR 115.1-115.6, 601.2c-d, 115.8,
700.2, 702.11 (hexproof), 702.16 (protection), 702.18 (shroud), 702.21 (ward).

Every expected value below is worked out by hand from the rule text cited in the test name."""
from __future__ import annotations

import math

import pytest

from pyengine.scenario import load_scenario_text
from pyengine.targets.targeting import Targeting


def T(text: str, casting: bool = True) -> Targeting:
    return Targeting.from_scenario(load_scenario_text(text, "<test>"), casting=casting)


def rules(result) -> set[str]:
    return {v.rule for v in result.violations}


BOARD = """
players: [alice, bob]
active_player: alice
cards:
  - {name: Ornament, mana_cost: "{2}", types: [artifact]}
  - {name: Aegis Stone, mana_cost: "{2}", types: [enchantment]}
  - {name: Walker, mana_cost: "{3}", types: [planeswalker], loyalty: 3}
  - {name: Siege, mana_cost: "{3}", types: [battle], defense: 3}
  - {name: Blackguard, mana_cost: "{1}{B}", types: [creature], power: 2, toughness: 2}
battlefield:
  - {id: bear, card: Runeclaw Bear, controller: bob}
  - {id: elves, card: Llanowar Elves, controller: alice}
  - {id: guard, card: Blackguard, controller: bob}
  - {id: ornament, card: Ornament, controller: bob}
  - {id: stone, card: Aegis Stone, controller: bob}
  - {id: walker, card: Walker, controller: bob}
  - {id: siege, card: Siege, controller: bob}
  - {id: swamp, card: Swamp, controller: alice}
graveyard:
  - {id: deadbear, card: Grizzly Bears, owner: alice}
  - {id: theirbear, card: Grizzly Bears, owner: bob}
"""


def cast(card: str, extra: str = "", controller: str = "alice", board: str = BOARD) -> str:
    return board + f"stack:\n  - {{id: spell, card: {card}, controller: {controller}}}\n" + extra


# ---------------------------------------------------------------- 601.2c: the target requirement
def test_601_2c_target_creature_candidates_are_the_creatures():
    t = T(cast("Giant Growth Target", "", board=BOARD.replace("cards:\n", "cards:\n  - {name: Giant Growth Target, mana_cost: '{G}', types: [instant], abilities: [{spell: {targets: [{filter: creature}]}}]}\n")))
    assert t.candidates() == {"t1": ["bear", "elves", "guard"]}
    assert t.count() == 3


def test_601_2c_nonblack_creature_excludes_black_creatures():
    """Doom Blade: "Destroy target nonblack creature." The black creature is not a candidate."""
    t = T(cast("Doom Blade"))
    assert t.candidates() == {"t1": ["bear", "elves"]}
    r = t.check({"t1": ("guard",)})
    assert not r.legal and rules(r) == {"601.2c"}


def test_601_2c_artifact_or_enchantment():
    """Naturalize: "Destroy target artifact or enchantment." """
    t = T(cast("Naturalize"))
    assert t.candidates() == {"t1": ["ornament", "stone"]}


def test_601_2c_target_opponent_is_a_player_who_is_an_opponent():
    """Duress: "Target opponent ..." -- bob only (102.2), not alice, not a permanent."""
    t = T(cast("Duress"))
    assert t.candidates() == {"t1": ["bob"]}
    r = t.check({"t1": ("alice",)})
    assert rules(r) == {"601.2c"}


def test_601_2c_permanent_you_control():
    text = BOARD.replace("cards:\n", "cards:\n  - {name: Mine, types: [instant], abilities: [{spell: {targets: [{filter: [permanent, {controller: you}]}]}}]}\n")
    t = T(cast("Mine", board=text))
    assert t.candidates() == {"t1": ["elves", "swamp"]}


def test_601_2c_creature_with_flying():
    text = BOARD.replace("battlefield:\n", "battlefield:\n  - {id: angel, card: Serra Angel, controller: bob}\n").replace(
        "cards:\n", "cards:\n  - {name: Plummet Test, types: [instant], abilities: [{spell: {targets: [{filter: [creature, {has: flying}]}]}}]}\n")
    t = T(cast("Plummet Test", board=text))
    assert t.candidates() == {"t1": ["angel"]}


# ---------------------------------------------------------------- 115.2 only permanents unless stated
def test_115_2_target_creature_cant_be_a_creature_card_in_a_graveyard():
    t = T(cast("Doom Blade"))
    r = t.check({"t1": ("deadbear",)})
    assert not r.legal and "115.2" in rules(r)


def test_115_2_card_in_a_graveyard_when_the_spell_says_so():
    """Raise Dead: "Return target creature card from your graveyard" -- another zone is stated."""
    t = T(cast("Raise Dead"))
    assert t.candidates() == {"t1": ["deadbear"]}
    assert rules(t.check({"t1": ("theirbear",)})) == {"601.2c"}      # not from *your* graveyard
    assert rules(t.check({"t1": ("elves",)})) == {"601.2c"}          # a permanent, not a card there


def test_115_2_a_player_is_not_a_legal_target_for_target_creature():
    r = T(cast("Doom Blade")).check({"t1": ("bob",)})
    assert "115.2" in rules(r)


def test_115_2_spells_can_be_targeted_when_the_spell_says_spell():
    """Counterspell targets a spell (an object that can't exist on the battlefield, 115.2(b))."""
    text = cast("Counterspell", controller="bob") + "  - {id: bolt, card: Lightning Bolt, controller: alice}\n"
    t = T(text + "targets: {item: spell}\n")
    assert t.candidates() == {"t1": ["bolt"]}


# ---------------------------------------------------------------- 115.3 once per instance of "target"
def test_115_3_same_object_twice_in_one_instance_is_illegal():
    t = T(cast("Hex", "stack_items: []\n"))
    r = t.check({"t1": ("bear", "bear", "elves", "guard")})
    assert "115.3" in rules(r)


def test_115_3_same_object_once_for_each_instance_is_legal():
    """Plague Spores: a creature land may be both the "nonblack creature" and the "land"."""
    text = BOARD.replace("battlefield:\n", "battlefield:\n  - {id: arbor, card: Dryad Arbor, controller: bob}\n")
    t = T(cast("Plague Spores", board=text))
    assert t.check({"t1": ("arbor",), "t2": ("arbor",)}).legal
    # creatures: bear, elves, arbor (nonblack); lands: swamp, arbor -> 3 * 2 pairs
    assert t.count() == 6


def test_115_3_another_target_must_differ():
    """Arc Trail: "any target and ... any other target": 7 any-targets -> 7 * 6 ordered pairs."""
    t = T(cast("Arc Trail"))
    assert t.candidates()["t1"] == ["alice", "bear", "bob", "elves", "guard", "siege", "walker"]
    assert t.count() == 7 * 6
    r = t.check({"t1": ("bear",), "t2": ("bear",)})
    assert not r.legal and rules(r) == {"601.2c"}


# ---------------------------------------------------------------- 115.4 any target
def test_115_4_any_target_is_creature_player_planeswalker_or_battle():
    t = T(cast("Lightning Bolt"))
    assert t.candidates() == {"t1": ["alice", "bear", "bob", "elves", "guard", "siege", "walker"]}
    for bad in ("ornament", "stone", "swamp", "deadbear"):
        r = t.check({"t1": (bad,)})
        assert "115.4" in rules(r), bad


def test_115_4_any_target_excludes_spells():
    text = cast("Lightning Bolt") + "  - {id: other, card: Doom Blade, controller: bob}\ntargets: {item: spell}\n"
    r = T(text).check({"t1": ("other",)})
    assert "115.4" in rules(r)


# ---------------------------------------------------------------- 115.5 not itself
def test_115_5_a_spell_cant_target_itself():
    text = cast("Counterspell") + "  - {id: other, card: Doom Blade, controller: bob}\ntargets: {item: spell}\n"
    t = T(text)
    assert t.candidates() == {"t1": ["other"]}
    assert rules(t.check({"t1": ("spell",)})) == {"115.5"}


def test_115_5_an_ability_cant_target_itself_but_can_target_other_abilities():
    """Stifle-like ability: "counter target activated or triggered ability"."""
    text = BOARD + """
stack_items:
  - {id: ping, ability_of: elves, kind: activated, controller: alice, requirements: [{filter: any target}]}
  - {id: counter_ab, ability_of: bear, kind: triggered, controller: bob,
     requirements: [{filter: {any: [activated ability, triggered ability]}}]}
targets: {item: counter_ab}
"""
    t = T(text)
    assert t.candidates() == {"t1": ["ping"]}
    assert rules(t.check({"t1": ("counter_ab",)})) == {"115.5"}


def test_stifle_targets_abilities_not_spells():
    text = cast("Stifle") + "  - {id: bolt, card: Lightning Bolt, controller: bob}\n" + """
stack_items:
  - {id: ping, ability_of: bear, kind: activated, controller: bob, requirements: [{filter: any target}]}
targets: {item: spell}
"""
    t = T(text)
    assert t.candidates() == {"t1": ["ping"]}
    assert rules(t.check({"t1": ("bolt",)})) == {"601.2c"}


# ---------------------------------------------------------------- 115.6 zero targets
def test_115_6_up_to_allows_zero_targets():
    text = BOARD.replace("cards:\n", "cards:\n  - {name: Upto, types: [sorcery], abilities: [{spell: {targets: [{filter: creature, count: {up_to: 2}}]}}]}\n")
    t = T(cast("Upto", board=text))
    # 1 (none) + 3 (one) + 3 (two) = 7
    assert t.count() == 1 + 3 + 3
    assert t.check({"t1": ()}).legal
    assert len(t.assignments(None)) == 7


def test_601_2c_exact_number_of_targets():
    """Hex: "Destroy six target creatures": with 3 creatures it can't be cast; 601.2c count."""
    t = T(cast("Hex"))
    assert t.count() == 0
    r = t.check({"t1": ("bear", "elves", "guard")})
    assert any(v.why.startswith("too_few_targets") for v in r.violations)


def test_601_2c_x_targets():
    """Curse of the Swine, X = 2: "Exile X target creatures" -> C(3,2) = 3 choices."""
    t = T(cast("Curse of the Swine", "stack_items: [{id: spell, x: 2}]\n"))
    assert t.count() == math.comb(3, 2)
    assert not t.check({"t1": ("bear",)}).legal


# ---------------------------------------------------------------- 601.2d division
def test_601_2d_division_each_target_gets_at_least_one():
    """Forked Bolt: 2 damage divided among one or two targets (any target, 7 candidates)."""
    t = T(cast("Forked Bolt"))
    assert t.count() == 7 + math.comb(7, 2)
    assert t.check({"t1": ("bear", "bob")}, {"t1": {"bear": 1, "bob": 1}}).legal
    assert t.check({"t1": ("bear",)}, {"t1": {"bear": 2}}).legal
    r = t.check({"t1": ("bear", "bob")}, {"t1": {"bear": 2}})
    assert not r.legal and rules(r) == {"601.2d"}
    r = t.check({"t1": ("bear",)}, {"t1": {"bear": 1}})
    assert rules(r) == {"601.2d"}                       # shares add up to 1, not 2


def test_601_2d_no_more_targets_than_the_amount():
    """Rolling Thunder with X = 2 among any number of targets: at most 2 targets, at least 1."""
    t = T(cast("Rolling Thunder", "stack_items: [{id: spell, x: 2}]\n"))
    assert t.count() == 7 + math.comb(7, 2)
    r = t.check({"t1": ("bear", "bob", "alice")})
    assert rules(r) == {"601.2c", "601.2d"}
    assert {v.why for v in r.violations} == {"too_many_targets(2)", "more_targets_than_amount(2)"}


# ---------------------------------------------------------------- 115.8 / 700.2 modes, 601.2c costs
def test_115_8_modal_targets_per_mode():
    """115.8, 601.2c: Abzan Charm (compiled from its Oracle text) with mode 1, "Exile target
    creature with power 3 or greater": only the Raptor (power 4) may be targeted -- the Bears
    aren't, though mode 3's "one or two target creatures" would take them; with mode 3 chosen
    every creature may be."""
    big = BOARD.replace("battlefield:\n", "battlefield:\n  - {id: big, card: Hulking Raptor, controller: bob}\n")
    t = T(cast("Abzan Charm", "stack_items: [{id: spell, modes: [1]}]\n", board=big))
    assert t.candidates() == {"t1": ["big"]}
    r = t.check({"t1": ("bear",)})
    assert rules(r) == {"601.2c"} and any(v.why == "filter" for v in r.violations)
    t3 = T(cast("Abzan Charm", "stack_items: [{id: spell, modes: [3]}]\n", board=big))
    assert t3.candidates() == {"t1": ["bear", "big", "elves", "guard"]}
    # one or two target creatures among 4 (bear, elves, guard, big): 4 + 6
    assert t3.count() == 4 + 6


def test_601_2c_targets_required_only_if_kicked():
    """601.2c: Goblin Barrage (compiled) has its "target player or planeswalker" only if kicked:
    unkicked, the one target is the creature; kicked, both (3 creatures x 3 players/planeswalkers)."""
    t = T(cast("Goblin Barrage"))
    assert list(t.candidates()) == ["t1"]
    k = T(cast("Goblin Barrage", "stack_items: [{id: spell, paid: [kicker]}]\n"))
    assert k.candidates()["t2"] == ["alice", "bob", "walker"]
    assert k.count() == 3 * 3


# ---------------------------------------------------------------- 702.11 hexproof, 702.18 shroud
def test_702_11b_hexproof_stops_opponents_only():
    text = BOARD.replace("battlefield:\n", "battlefield:\n  - {id: theirs, card: Gladecover Scout, controller: bob}\n"
                                           "  - {id: mine, card: Gladecover Scout, controller: alice}\n")
    t = T(cast("Doom Blade", board=text))
    assert "theirs" not in t.candidates()["t1"] and "mine" in t.candidates()["t1"]
    assert rules(t.check({"t1": ("theirs",)})) == {"702.11b"}


def test_702_11c_player_hexproof():
    t = T(cast("Lightning Bolt", "targets: {player_abilities: {bob: [hexproof]}}\n"))
    assert "bob" not in t.candidates()["t1"] and "alice" in t.candidates()["t1"]
    assert rules(t.check({"t1": ("bob",)})) == {"702.11c"}


def test_702_18a_shroud_stops_everyone():
    text = BOARD.replace("battlefield:\n", "battlefield:\n  - {id: mine, card: Argothian Enchantress, controller: alice}\n")
    t = T(cast("Doom Blade", board=text))
    assert "mine" not in t.candidates()["t1"]
    assert rules(t.check({"t1": ("mine",)})) == {"702.18a"}


def test_hexproof_granted_by_a_continuous_effect_counts():
    """Legality uses characteristics after layers (613): an effect giving hexproof (layer 6)."""
    text = cast("Doom Blade") + "effects:\n  - {id: veil, add_abilities: [hexproof], objects: [bear], timestamp: 20}\n"
    t = T(text)
    assert "bear" not in t.candidates()["t1"]


def test_cant_be_the_target_of_spells_or_abilities_your_opponents_control():
    """Shielding Plax's granted text: like hexproof, opponents' spells and abilities can't target."""
    text = BOARD.replace("cards:\n", "cards:\n  - {name: Plaxed, types: [creature], power: 1, toughness: 1, "
                         "abilities: [{text: \"This creature can't be the target of spells or abilities your opponents control.\"}]}\n"
                         ).replace("battlefield:\n", "battlefield:\n  - {id: p, card: Plaxed, controller: bob}\n  - {id: q, card: Plaxed, controller: alice}\n")
    t = T(cast("Doom Blade", board=text))
    assert "p" not in t.candidates()["t1"] and "q" in t.candidates()["t1"]
    r = t.check({"t1": ("p",)})
    assert rules(r) == {"601.2c"} and r.violations[0].why == "cant_be_targeted"


# ---------------------------------------------------------------- 702.16 protection
def test_702_16b_protection_from_black_vs_black_spell():
    text = BOARD.replace("battlefield:\n", "battlefield:\n  - {id: paladin, card: Paladin en-Vec, controller: bob}\n")
    t = T(cast("Doom Blade", board=text))
    assert "paladin" not in t.candidates()["t1"]
    assert rules(t.check({"t1": ("paladin",)})) == {"702.16b"}
    # its own controller's black spell can't target it either (protection isn't only vs opponents)
    t2 = T(cast("Doom Blade", controller="bob", board=text))
    assert "paladin" not in t2.candidates()["t1"]


def test_702_16b_protection_from_red_doesnt_stop_a_green_spell():
    text = BOARD.replace("battlefield:\n", "battlefield:\n  - {id: paladin, card: Paladin en-Vec, controller: bob}\n").replace(
        "cards:\n", "cards:\n  - {name: Green Growth, mana_cost: '{G}', types: [instant], abilities: [{spell: {targets: [{filter: creature}]}}]}\n")
    assert "paladin" in T(cast("Green Growth", board=text)).candidates()["t1"]


def test_702_16b_protection_from_creatures_vs_ability_of_a_creature_source():
    """Prodigal Sorcerer's ability comes from a creature source (702.16b: abilities from a source
    with the quality)."""
    text = BOARD.replace("cards:\n", "cards:\n  - {name: Warded Wall, types: [creature], power: 0, toughness: 4, abilities: [protection from creatures]}\n"
                         ).replace("battlefield:\n", "battlefield:\n  - {id: wall, card: Warded Wall, controller: bob}\n"
                                   "  - {id: sorc, card: Prodigal Sorcerer, controller: alice}\n") + """
stack_items:
  - {id: ping, ability_of: sorc, ability: 1, kind: activated}
"""
    t = T(text)
    assert t.item.controller == "alice"
    assert "wall" not in t.candidates()["t1"]
    assert rules(t.check({"t1": ("wall",)})) == {"702.16b"}


def test_702_16j_protection_from_everything():
    text = BOARD.replace("cards:\n", "cards:\n  - {name: Untouchable, types: [creature], power: 1, toughness: 1, abilities: [protection from everything]}\n"
                         ).replace("battlefield:\n", "battlefield:\n  - {id: u, card: Untouchable, controller: alice}\n")
    t = T(cast("Doom Blade", board=text))
    assert rules(t.check({"t1": ("u",)})) == {"702.16j"}


def test_702_16k_protection_from_a_player():
    text = BOARD.replace("cards:\n", "cards:\n  - {name: Loyal, types: [creature], power: 1, toughness: 1, abilities: [{protection: {player: alice}}]}\n"
                         ).replace("battlefield:\n", "battlefield:\n  - {id: l, card: Loyal, controller: bob}\n")
    assert rules(T(cast("Doom Blade", board=text)).check({"t1": ("l",)})) == {"702.16k"}
    assert "l" in T(cast("Doom Blade", controller="bob", board=text)).candidates()["t1"]


def test_702_16_protection_from_a_card_type_vs_instant():
    text = BOARD.replace("cards:\n", "cards:\n  - {name: Anti Instant, types: [creature], power: 1, toughness: 1, abilities: [protection from instants]}\n"
                         ).replace("battlefield:\n", "battlefield:\n  - {id: a, card: Anti Instant, controller: bob}\n")
    assert rules(T(cast("Lightning Bolt", board=text)).check({"t1": ("a",)})) == {"702.16b"}


# ---------------------------------------------------------------- 702.21a ward
def test_702_21a_ward_triggers_for_an_opponents_spell_but_target_is_legal():
    text = BOARD.replace("battlefield:\n", "battlefield:\n  - {id: raptor, card: Hulking Raptor, controller: bob}\n")
    r = T(cast("Doom Blade", board=text)).check({"t1": ("raptor",)})
    assert r.legal and r.ward_triggers == [("t1", "raptor")]
    r2 = T(cast("Doom Blade", controller="bob", board=text)).check({"t1": ("raptor",)})
    assert r2.legal and r2.ward_triggers == []


# ---------------------------------------------------------------- 601.2c must-target effects
FLAG = """
players: [alice, bob]
active_player: alice
battlefield:
  - {id: bearer, card: Standard Bearer, controller: bob}
  - {id: bear, card: Runeclaw Bear, controller: bob}
  - {id: elves, card: Llanowar Elves, controller: alice}
"""


def test_601_2c_must_target_obeyed_if_able():
    """Standard Bearer: Alice's Lightning Bolt must target a Flagbearer: only the bearer."""
    t = T(FLAG + "stack:\n  - {id: bolt, card: Lightning Bolt, controller: alice}\n")
    assert t.count() == 1
    assert t.assignments(None) == [{"t1": ("bearer",)}]
    r = t.check({"t1": ("bob",)})
    assert not r.legal and r.must_obeyed == (0, 1)
    assert t.check({"t1": ("bearer",)}).legal


def test_601_2c_must_target_counts_once_across_instances():
    """Cone of Flame: 5 any-targets (alice, bob, bearer, bear, elves), three distinct; at least one
    is the bearer: 5*4*3 - 4*3*2 = 36."""
    t = T(FLAG + "stack:\n  - {id: cone, card: Cone of Flame, controller: alice}\n")
    assert t.count() == 5 * 4 * 3 - 4 * 3 * 2
    assert len(t.assignments(None)) == t.count()


def test_601_2c_must_target_doesnt_bind_its_controller_or_triggered_abilities():
    own = T(FLAG + "stack:\n  - {id: bolt, card: Lightning Bolt, controller: bob}\n")
    assert own.count() == 5
    trig = T(FLAG + "stack_items:\n  - {id: trig, ability_of: elves, kind: triggered, requirements: [{filter: any target}]}\n")
    assert trig.count() == 5


def test_601_2c_must_target_not_obeyable_when_the_flagbearer_cant_be_targeted():
    """"...without violating any rules or effects that say that an object can't be chosen": a
    Flagbearer with shroud can't be chosen, so the effect can't be obeyed (0 possible)."""
    text = FLAG.replace("{id: bearer, card: Standard Bearer, controller: bob}",
                        "{id: bearer, card: Standard Bearer, controller: bob}\n  - {id: cloak, card: Argothian Enchantress, controller: bob}")
    text += "effects:\n  - {id: shroud, add_abilities: [shroud], objects: [bearer], timestamp: 30}\n"
    t = T(text + "stack:\n  - {id: bolt, card: Lightning Bolt, controller: alice}\n")
    assert t.count() == 4            # alice, bob, bear, elves
    assert t.check({"t1": ("bob",)}).legal


def test_601_2c_must_target_with_announced_zero_targets():
    """The number of targets is announced before the targets (601.2c): with zero announced,
    no must-target effect can be obeyed, so zero targets is legal."""
    text = FLAG.replace("players: [alice, bob]\n", "players: [alice, bob]\ncards:\n  - {name: Maybe Shock, types: [instant], abilities: [{spell: {targets: [{filter: any target, count: {up_to: 1}}]}}]}\n")
    t = T(text + "stack:\n  - {id: s, card: Maybe Shock, controller: alice}\n")
    assert t.check({"t1": ()}).legal
    assert t.count() == 1 + 1        # nothing, or the bearer
    assert sorted(map(str, t.assignments(None))) == sorted(map(str, [{"t1": ()}, {"t1": ("bearer",)}]))


def test_601_2c_must_target_given_in_the_scenario():
    t = T(FLAG + "stack:\n  - {id: bolt, card: Lightning Bolt, controller: alice}\n"
          "targets: {must_target: [{filter: {object: bear}, controller: bob}]}\n")
    # two effects (bearer's and the scenario's); one target can obey only one of them
    assert t.count() == 2
    assert not t.check({"t1": ("bob",)}).legal


# ---------------------------------------------------------------- consistency of the three answers
@pytest.mark.parametrize("card,extra", [("Arc Trail", ""), ("Forked Bolt", ""), ("Plague Spores", ""),
                                         ("Cone of Flame", ""), ("Rolling Thunder", "stack_items: [{id: spell, x: 3}]\n"),
                                         ("Abzan Charm", "stack_items: [{id: spell, modes: [3]}]\n")])
def test_count_equals_enumeration_and_each_listed_assignment_checks_legal(card, extra):
    t = T(cast(card, extra))
    listed = t.assignments(None)
    assert len(listed) == t.count()
    assert len({str(sorted(a.items())) for a in listed}) == len(listed)
    for a in listed[:40]:
        assert t.check(a).legal, a


def test_702_16a_protection_from_a_quality_multicolored():
    """Plague Spores is black and red (multicolored): protection from multicolored stops it."""
    text = BOARD.replace("cards:\n", "cards:\n  - {name: Prism Guard, types: [creature], power: 1, toughness: 1, abilities: [protection from multicolored]}\n"
                         ).replace("battlefield:\n", "battlefield:\n  - {id: pg, card: Prism Guard, controller: bob}\n")
    t = T(cast("Plague Spores", board=text))
    assert "pg" not in t.candidates()["t1"]
    assert rules(t.check({"t1": ("pg",), "t2": ("swamp",)})) == {"702.16b"}
    assert "pg" in T(cast("Doom Blade", board=text)).candidates()["t1"]      # mono-black


def test_702_11d_hexproof_from_a_color():
    """"Hexproof from black": opponents' black spells can't target it; red ones can."""
    text = BOARD.replace("cards:\n", "cards:\n  - {name: Veiled, types: [creature], power: 1, toughness: 1, abilities: [{text: Hexproof from black}]}\n"
                         ).replace("battlefield:\n", "battlefield:\n  - {id: v, card: Veiled, controller: bob}\n")
    assert rules(T(cast("Doom Blade", board=text)).check({"t1": ("v",)})) == {"702.11d"}
    assert "v" in T(cast("Lightning Bolt", board=text)).candidates()["t1"]
    assert "v" in T(cast("Doom Blade", controller="bob", board=text)).candidates()["t1"]


def test_601_2c_cant_be_targeted_granted_by_an_aura_after_layers():
    """Shielding Plax: "Enchanted creature can't be the target of spells or abilities your
    opponents control." (granted in layer 6; 601.2c: effects saying it can't be chosen)."""
    text = BOARD.replace("battlefield:\n", "battlefield:\n  - {id: plax, card: Shielding Plax, controller: bob, attached_to: bear}\n")
    t = T(cast("Doom Blade", board=text))
    assert "bear" not in t.candidates()["t1"]
    assert [v.why for v in t.check({"t1": ("bear",)}).violations] == ["cant_be_targeted"]
    assert "bear" in T(cast("Doom Blade", controller="bob", board=text)).candidates()["t1"]


def test_702_26b_a_phased_out_permanent_cant_be_targeted():
    text = BOARD.replace("  - {id: bear, card: Runeclaw Bear, controller: bob}\n",
                         "  - {id: bear, card: Runeclaw Bear, controller: bob, phased_out: true}\n")
    t = T(cast("Doom Blade", board=text))
    assert t.candidates() == {"t1": ["elves"]}
    assert rules(t.check({"t1": ("bear",)})) == {"702.26b"}
