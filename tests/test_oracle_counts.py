"""Counted quantities and conditions many cards say, mostly behind ability words (207.2c: an
ability word has no rules meaning; the text after the dash is the ability): domain ("for each
basic land type among lands you control", 305.6), party ("for each creature in your party",
700.8), devotion ("where X is your devotion to white", 700.5) -- read on the current game state
as a spell's total cost is determined (601.2f; the spell's own cost change functions on the
stack, 113.6d). Each test plays real cards compiled from the Oracle data; the expected value
comes from the rule cited."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head as board, life, permanents, play  # noqa: F401


def head() -> str:
    return board(alice=2)


def _cost_line(g) -> str:
    return [e.text for e in g.log if e.rule == "601.2f" and "total cost" in e.text][-1]


# ------------------------------------------------------------------ domain (305.6)
def test_305_6_stratadon_domain_counts_basic_land_types_not_lands():
    """Stratadon ({10}): "Domain — This spell costs {1} less to cast for each basic land type
    among lands you control." Alice controls Tundra (Land — Plains Island), five Plains and a
    Mountain: the basic land types among them are Plains, Island and Mountain (305.6: a type
    counts once however many lands have it; the dual land has two) -- {7}. Bob's Swamp isn't
    among lands alice controls."""
    assert fully_compiled("Stratadon")
    g = game(head() + "battlefield:\n" + permanents("Plains", [f"p{i}" for i in range(5)]) + """
  - {id: t, card: Tundra, controller: alice}
  - {id: m, card: Mountain, controller: alice}
  - {id: s, card: Swamp, controller: bob}
hand:
  - {id: st, card: Stratadon, owner: alice}
""", ["Stratadon"], ["alice: cast st"])
    assert "{7}" in _cost_line(g)


def test_305_6_stratadon_without_other_types_only_the_plains_counts():
    """305.6: nine Plains are one basic land type -- Stratadon costs {9}, not less."""
    g = game(head() + "battlefield:\n" + permanents("Plains", [f"p{i}" for i in range(9)]) + """
hand:
  - {id: st, card: Stratadon, owner: alice}
""", ["Stratadon"], ["alice: cast st"])
    assert "{9}" in _cost_line(g)


# ------------------------------------------------------------------ party (700.8)
def test_700_8b_sea_gate_colossus_counts_a_two_type_creature_in_the_role_that_fills_the_party():
    """Sea Gate Colossus ({7}): "This spell costs {1} less to cast for each creature in your
    party." Alice controls Gravelgill Duo (Rogue Warrior), Amphin Cutthroat (Rogue) and Fugitive
    Wizard: 700.8b counts the Duo as the Warrior so the party is as large as possible -- three
    creatures, {4}."""
    assert fully_compiled("Sea Gate Colossus")
    g = game(head() + "battlefield:\n" + permanents("Plains", [f"p{i}" for i in range(4)]) + """
  - {id: duo, card: Gravelgill Duo, controller: alice}
  - {id: cut, card: Amphin Cutthroat, controller: alice}
  - {id: wiz, card: Fugitive Wizard, controller: alice}
  - {id: bw, card: Barktooth Warbeard, controller: bob}
hand:
  - {id: sg, card: Sea Gate Colossus, owner: alice}
""", ["Sea Gate Colossus"], ["alice: cast sg"])
    assert "{4}" in _cost_line(g)


def test_700_8_party_has_at_most_one_creature_of_each_type():
    """700.8: up to one Rogue -- two Rogues (Amphin Cutthroat, Bane Alley Blackguard) and a
    Wizard are a party of two: Sea Gate Colossus costs {5}."""
    g = game(head() + "battlefield:\n" + permanents("Plains", [f"p{i}" for i in range(5)]) + """
  - {id: r1, card: Amphin Cutthroat, controller: alice}
  - {id: r2, card: Bane Alley Blackguard, controller: alice}
  - {id: wiz, card: Fugitive Wizard, controller: alice}
hand:
  - {id: sg, card: Sea Gate Colossus, owner: alice}
""", ["Sea Gate Colossus"], ["alice: cast sg"])
    assert "{5}" in _cost_line(g)


# ------------------------------------------------------------------ devotion (700.5)
def test_700_5_107_4e_daybreak_chimera_devotion_counts_hybrid_white_symbols():
    """Daybreak Chimera ({3}{W}{W}): "This spell costs {X} less to cast, where X is your
    devotion to white." Alice controls Azorius Guildmage ({W/U}{W/U}: a hybrid symbol is each of
    its colors, 107.4e, so each counts toward white, 700.5) -- devotion 2, {1}{W}{W}. Bob's white permanents don't count."""
    assert fully_compiled("Daybreak Chimera")
    g = game(head() + "battlefield:\n" + permanents("Plains", [f"p{i}" for i in range(3)]) + """
  - {id: ag, card: Azorius Guildmage, controller: alice}
  - {id: bb, card: Benevolent Bodyguard, controller: bob}
hand:
  - {id: dc, card: Daybreak Chimera, owner: alice}
""", ["Daybreak Chimera"], ["alice: cast dc"])
    assert "{1}{W}{W}" in _cost_line(g)


def test_118_7a_devotion_beyond_the_generic_part_reduces_only_generic_mana():
    """118.7a: "Effects that reduce a cost by an amount of generic mana affect only the generic
    mana component" -- a cost reduction of generic mana can't reduce the colored part -- devotion to
    white 4 (Azorius Guildmage, two Benevolent Bodyguards) leaves {W}{W}."""
    g = game(head() + "battlefield:\n" + permanents("Plains", [f"p{i}" for i in range(2)]) + """
  - {id: ag, card: Azorius Guildmage, controller: alice}
  - {id: b1, card: Benevolent Bodyguard, controller: alice}
  - {id: b2, card: Benevolent Bodyguard, controller: alice}
hand:
  - {id: dc, card: Daybreak Chimera, owner: alice}
""", ["Daybreak Chimera"], ["alice: cast dc"])
    assert "{W}{W}" in _cost_line(g) and "{1}" not in _cost_line(g)


def _pt(g, oid: str) -> tuple:
    ch = g.ch(oid)
    return ch.power, ch.toughness


def test_305_6_611_3a_kavu_scout_domain_power_follows_the_lands():
    """Kavu Scout (0/2): "Domain — This creature gets +1/+0 for each basic land type among
    lands you control." Tundra (Plains Island) and a Plains: two basic land types -- 2/2 (305.6;
    a static ability's count is read continuously, 611.3a). Playing a Mountain makes it 3/2."""
    assert fully_compiled("Kavu Scout")
    g = game(head() + """
battlefield:
  - {id: ks, card: Kavu Scout, controller: alice}
  - {id: t, card: Tundra, controller: alice}
  - {id: p, card: Plains, controller: alice}
  - {id: s, card: Swamp, controller: bob}
hand:
  - {id: m, card: Mountain, owner: alice}
""", ["Kavu Scout"])
    assert _pt(g, "ks") == (2, 2)
    g = game(head() + """
battlefield:
  - {id: ks, card: Kavu Scout, controller: alice}
  - {id: t, card: Tundra, controller: alice}
  - {id: p, card: Plains, controller: alice}
  - {id: s, card: Swamp, controller: bob}
hand:
  - {id: m, card: Mountain, owner: alice}
""", ["Kavu Scout"], ["alice: play m"])
    assert _pt(g, "ks") == (3, 2)


def test_305_6_matca_rioters_characteristic_defining_domain():
    """Matca Rioters: "power and toughness are each equal to the number of basic land types among
    lands you control" (604.3, 305.6) -- Forest, Forest, Island: 2/2."""
    assert fully_compiled("Matca Rioters")
    g = game(head() + """
battlefield:
  - {id: mr, card: Matca Rioters, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: i, card: Island, controller: alice}
""", ["Matca Rioters"])
    assert _pt(g, "mr") == (2, 2)


def test_608_2h_tribal_flames_deals_damage_equal_to_the_basic_land_types():
    """Tribal Flames: "Domain — Tribal Flames deals X damage to any target, where X is the
    number of basic land types among lands you control." Tundra (Plains Island) and a Mountain:
    X = 3 (305.6), counted as the spell resolves (608.2h) -- Bob goes to 17."""
    assert fully_compiled("Tribal Flames")
    g = play(head() + """
battlefield:
  - {id: t, card: Tundra, controller: alice}
  - {id: m, card: Mountain, controller: alice}
  - {id: s, card: Swamp, controller: bob}
  - {id: f, card: Forest, controller: bob}
hand:
  - {id: tf, card: Tribal Flames, owner: alice}
""", ["Tribal Flames"], ["alice: cast tf target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17


def test_608_2h_gaeas_might_pumps_by_the_basic_land_types():
    """Gaea's Might: "Target creature gets +1/+1 until end of turn for each basic land type among
    lands you control" -- Forest and Tundra: three types (305.6), Grizzly Bears becomes 5/5."""
    assert fully_compiled("Gaea's Might")
    g = play(head() + """
battlefield:
  - {id: f, card: Forest, controller: alice}
  - {id: t, card: Tundra, controller: alice}
  - {id: gb, card: Grizzly Bears, controller: alice}
hand:
  - {id: gm, card: Gaea's Might, owner: alice}
""", ["Gaea's Might"], ["alice: cast gm target=gb", "alice: pass", "bob: pass"])
    assert _pt(g, "gb") == (5, 5)


# ------------------------------------------------------------------ attached to it (301.5c, 303.4)
def test_301_5_goblin_gaveleer_gets_two_power_for_each_equipment_attached_to_it():
    """Goblin Gaveleer (1/1): "This creature gets +2/+0 for each Equipment attached to it."
    Two Equipment attached to it (Bonesplitter, +2/+0 each; 301.5a: an Equipment "equips" the creature it is attached to): 1 + 2*2 + 2*2 = 9/1; an
    Aura (Holy Strength, +1/+2) attached to it isn't an Equipment: 10/3; an Equipment
    attached to another creature doesn't count."""
    assert fully_compiled("Goblin Gaveleer")
    g = game(head() + """
battlefield:
  - {id: gg, card: Goblin Gaveleer, controller: alice}
  - {id: gb, card: Grizzly Bears, controller: alice}
  - {id: b1, card: Bonesplitter, controller: alice, attached_to: gg}
  - {id: b2, card: Bonesplitter, controller: alice, attached_to: gg}
  - {id: b3, card: Bonesplitter, controller: alice, attached_to: gb}
  - {id: hs, card: Holy Strength, controller: alice, attached_to: gg}
""", ["Goblin Gaveleer", "Bonesplitter", "Holy Strength"])
    assert _pt(g, "gg") == (10, 3)
    assert _pt(g, "gb") == (4, 2)


def test_301_5_goblin_gaveleer_with_nothing_attached_is_its_printed_size():
    """No Equipment attached to it: +0 -- a 1/1."""
    g = game(head() + """
battlefield:
  - {id: gg, card: Goblin Gaveleer, controller: alice}
  - {id: b3, card: Bonesplitter, controller: alice}
""", ["Goblin Gaveleer", "Bonesplitter"])
    assert _pt(g, "gg") == (1, 1)
