"""Cards compiled from their Oracle text, played: each test names real cards, compiles them from
the Oracle data (pyengine.cards.compiled) and checks the game against the Comprehensive Rules or
an official ruling (cited). The compiled cards replace any hand-written ones of the same name."""
from __future__ import annotations

import textwrap
from pyengine.game.loop import Game
from pyengine.game.players import run_script
from pyengine.scenario import load_scenario_text
from oracle_helpers import compiled_library, head, play, rules  # noqa: F401


HEAD = head(alice=2, bob=2)


# ------------------------------------------------------------------ keyword abilities with costs
def test_702_29a_cycling_from_hand_discards_and_draws():
    """702.29a: Cycling {B} means "{B}, Discard this card: Draw a card", and it functions only
    while the card is in a player's hand (Barren Moor, compiled from its Oracle text)."""
    g = play(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
hand:
  - {id: moor, card: Barren Moor, owner: alice}
""", ["Barren Moor"], ["alice: activate moor 3", "alice: pass", "bob: pass"])
    assert g.obj("moor").zone == "graveyard"
    assert g.obj("la1").zone == "hand"                    # drew the top card
    assert g.obj("s1").tapped                             # paid {B}


def test_113_6_cycling_does_not_function_on_the_battlefield():
    """113.6 / 702.29a: Barren Moor on the battlefield can't be cycled."""
    sc = load_scenario_text(textwrap.dedent(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: moor, card: Barren Moor, controller: alice}
"""), "<test>", library=compiled_library("Barren Moor"))
    g = Game(sc)
    assert all(not (a.kind == "activate" and a.args[0] == "moor") for a in g.legal_actions())


def test_702_6a_equip_attaches_and_the_equipment_pumps():
    """702.6a: Equip {1} attaches Bonesplitter to target creature you control, as a sorcery;
    "Equipped creature gets +2/+0" (613.4c) then applies to the Bears."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: split, card: Bonesplitter, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
""", ["Bonesplitter"], ["alice: activate split 2 target=bear", "alice: pass", "bob: pass"])
    assert g.obj("split").attached_to == "bear"
    assert "701.3a" in rules(g)
    assert (g.ch("bear").power, g.ch("bear").toughness) == (4, 2)


def test_702_6a_equip_only_targets_creatures_you_control():
    """702.6a: "target creature you control": an opponent's creature is no legal target."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: split, card: Bonesplitter, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
""", ["Bonesplitter"], [])
    assert all(not (a.kind == "activate" and a.args[0] == "split") for a in g.legal_actions())


# ------------------------------------------------------------------ mana abilities (605, 106)
def test_605_birds_of_paradise_adds_one_mana_of_any_color():
    """106.1b, 605.1a: "{T}: Add one mana of any color" -- Birds of Paradise pays {U} for Cloud
    Sprite; its five choices are one ability."""
    g = play(HEAD + """
battlefield:
  - {id: birds, card: Birds of Paradise, controller: alice}
hand:
  - {id: sprite, card: Cloud Sprite, owner: alice}
""", ["Birds of Paradise"], ["alice: cast sprite", "alice: mana birds U", "alice: pay", "alice: pass", "bob: pass"])
    assert g.obj("sprite").zone == "battlefield"
    assert g.mana_abilities("birds") == ["W", "U", "B", "R", "G"]
    assert len([t for t in g.ch("birds").ability_terms if t[0] == "mana"]) == 1


# ------------------------------------------------------------------ regeneration (701.15)
def test_701_15a_drudge_skeletons_regenerates_once_this_turn():
    """701.15a / 614.8: "{B}: Regenerate this creature": the next time it would be destroyed
    this turn it is tapped and its damage removed instead; the shield is used up."""
    g = play(HEAD + """
battlefield:
  - {id: sk, card: Drudge Skeletons, controller: bob}
  - {id: s1, card: Swamp, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: hammer, card: Volcanic Hammer, owner: alice}
""", ["Drudge Skeletons"], ["alice: pass", "bob: activate sk 1", "bob: pass", "alice: pass",
                            "alice: cast hammer target=sk", "alice: pass", "bob: pass"])
    assert g.obj("sk").zone == "battlefield" and g.obj("sk").tapped
    assert "701.15a" in rules(g)
    assert not g.s.replacement_effects


def test_701_15a_a_regeneration_shield_ends_with_the_turn():
    """701.15a: the shield applies "the next time ... this turn": unused, it is gone after the
    cleanup step (514.2)."""
    g = play(HEAD + """
battlefield:
  - {id: sk, card: Drudge Skeletons, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
""", ["Drudge Skeletons"], ["alice: activate sk 1", "alice: pass", "bob: pass", "T2 upkeep: wait"])
    assert g.s.turn == 2 and not g.s.replacement_effects


# ------------------------------------------------------------------ library instructions (701.13, 701.18, 701.42)
LIB3 = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Plains, owner: alice}
  - {id: la2, card: Island, owner: alice}
  - {id: la3, card: Swamp, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
  - {id: lb2, card: Island, owner: bob}
  - {id: lb3, card: Swamp, owner: bob}
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
"""


def test_701_18a_opt_scry_to_the_bottom_then_draw():
    """701.18a: scry 1 -- the top card may go to the bottom; then Opt draws the next one."""
    g = play(LIB3 + """
hand:
  - {id: opt, card: Opt, owner: alice}
""", ["Opt"], ["alice: cast opt", "alice: pass", "bob: pass", "alice: bottom la1"])
    assert g.obj("la2").zone == "hand"
    assert g.s.library["alice"] == ["la3", "la1"]


def test_701_18a_scry_2_any_order_on_top():
    """701.18a: "the rest on top of your library in any order": Preordain keeps both, reversed,
    then draws the one chosen to be on top."""
    g = play(LIB3 + """
hand:
  - {id: pre, card: Preordain, owner: alice}
""", ["Preordain"], ["alice: cast pre", "alice: pass", "bob: pass", "alice: top la1", "alice: top la2",
                     "alice: first la2"])
    assert g.obj("la2").zone == "hand"
    assert g.s.library["alice"] == ["la1", "la3"]


def test_701_42a_consider_surveil_into_the_graveyard():
    """701.42a: surveil 1 -- Consider puts the top card into the graveyard, then draws."""
    g = play(LIB3 + """
hand:
  - {id: con, card: Consider, owner: alice}
""", ["Consider"], ["alice: cast con", "alice: pass", "bob: pass", "alice: graveyard la1"])
    assert g.obj("la1").zone == "graveyard" and g.obj("la2").zone == "hand"


def test_701_13a_thought_scour_mills_target_player():
    """701.13a: "Target player mills two cards": the top two cards of bob's library go to his
    graveyard; alice draws."""
    g = play(LIB3 + """
hand:
  - {id: scour, card: Thought Scour, owner: alice}
""", ["Thought Scour"], ["alice: cast scour target=bob", "alice: pass", "bob: pass"])
    assert [g.obj(x).zone for x in ("lb1", "lb2", "lb3")] == ["graveyard", "graveyard", "library"]
    assert g.obj("la1").zone == "hand"


def test_605_3b_lotus_petal_sacrificed_for_one_mana_of_any_color():
    """605.1a, 605.3b: "{T}, Sacrifice this artifact: Add one mana of any color" is a mana ability:
    it resolves at once (no stack); Lotus Petal pays {G} for Giant Spider's {3}{G} with three
    Forests -- and it is sacrificed as a cost (118.3)."""
    g = play(HEAD + """
battlefield:
  - {id: petal, card: Lotus Petal, controller: alice}
  - {id: f1, card: Plains, controller: alice}
  - {id: f2, card: Plains, controller: alice}
  - {id: f3, card: Plains, controller: alice}
hand:
  - {id: spider, card: Giant Spider, owner: alice}
""", ["Lotus Petal"], ["alice: activate petal 1 G", "alice: cast spider", "alice: autopay",
                       "alice: pass", "bob: pass"])
    assert g.obj("petal").zone == "graveyard" and g.obj("spider").zone == "battlefield"
    assert "605.3b" in rules(g)


def test_605_sol_ring_adds_two_colorless():
    """106.4, 605.3b: "{T}: Add {C}{C}" -- one activation, two mana."""
    g = play(HEAD + """
battlefield:
  - {id: ring, card: Sol Ring, controller: alice}
""", ["Sol Ring"], ["alice: activate ring 1"])
    assert g.s.pools["alice"] == {"C": 2}


# ------------------------------------------------------------------ combat rules from resolved abilities
COMBAT = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Plains, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: ogre, card: Hill Giant, controller: alice, summoning_sick: false}
  - {id: wall, card: Wall of Wood, controller: bob}
hand:
  - {id: cutter, card: Goblin Shortcutter, owner: alice}
"""


def test_509_1b_goblin_shortcutter_target_cant_block_this_turn():
    """509.1b: a restriction from Goblin Shortcutter's triggered ability ("target creature can't
    block this turn", locked onto the Wall, 611.2c): blocking with it is illegal, the declaration
    is rewound and bob declares no blockers; the giant deals its damage."""
    g = play(COMBAT, ["Goblin Shortcutter"], [
        "alice: cast cutter", "alice: pass", "bob: pass",          # the creature spell resolves
        "alice: target wall", "alice: pass", "bob: pass",          # its trigger resolves
        "T1 declare_attackers alice: attack ogre", "alice: done",
        "bob: block wall ogre", "bob: done", "bob: done", "T1 end: wait"])
    assert g.s.players["bob"].life == 17
    assert any("illegal block declaration" in e.text for e in g.log)


def test_514_2_the_restriction_ends_with_the_turn():
    """"this turn": the combat rule is gone after the cleanup step."""
    g = play(COMBAT, ["Goblin Shortcutter"], [
        "alice: cast cutter", "alice: pass", "bob: pass", "alice: target wall", "alice: pass", "bob: pass",
        "T2 upkeep: wait"])
    assert g.s.turn == 2 and not g.s.combat_effects


# ------------------------------------------------------------------ more instructions and triggers
def test_603_7a_blessed_wine_draws_at_the_next_upkeep():
    """603.7a: "Draw a card at the beginning of the next turn's upkeep" creates a delayed
    triggered ability; alice gains 1 life now and draws on turn 2's upkeep (bob's)."""
    g = play(HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: wine, card: Blessed Wine, owner: alice}
""", ["Blessed Wine"], ["alice: cast wine", "alice: pass", "bob: pass", "T2 draw: wait"])
    assert g.s.players["alice"].life == 21
    assert g.obj("la1").zone == "hand"
    assert "603.7c" in rules(g)


def test_111_10_dire_fleet_hoarder_treasure_pays_for_a_spell():
    """111.10a: a Treasure is "{T}, Sacrifice this artifact: Add one mana of any color." -- created
    when Dire Fleet Hoarder dies, it pays {G} for Giant Growth."""
    g = play(HEAD + """
battlefield:
  - {id: hoarder, card: Dire Fleet Hoarder, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: growth, card: Titanic Growth, owner: alice}
""", ["Dire Fleet Hoarder"], ["alice: cast bolt target=hoarder", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    tokens = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert [t.card.name for t in tokens] == ["Treasure"]
    tid = tokens[0].id
    assert any(a.kind == "activate" and a.args[:1] == (tid,) and a.args[2:] == ("G",) for a in g.legal_actions())


def test_603_trigger_only_once_each_turn():
    """"This ability triggers only once each turn": Whispering Wizard makes one Spirit for two
    noncreature spells in a turn."""
    g = play(HEAD + """
battlefield:
  - {id: wiz, card: Whispering Wizard, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: shock, card: Shock, owner: alice}
""", ["Whispering Wizard"], ["alice: cast bolt target=bob", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                              "alice: pass", "bob: pass",
                              "alice: cast shock target=bob", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 15
    assert len([o for o in g.s.objects.values() if o.token]) == 1


# ------------------------------------------------------------------ statics of compiled cards (613)
from pyengine.layers.driver import evaluate  # noqa: E402


def chars(text: str, names: list[str]):
    sc = load_scenario_text(textwrap.dedent(text), "<test>", library=compiled_library(*names))
    return evaluate(sc)


BOARD = """
players: [alice, bob]
active_player: alice
"""


def test_613_4c_lord_of_the_undead_pumps_other_zombies_only():
    """613.4c: "Other Zombie creatures get +1/+1" -- the other Zombie, not the lord itself, not a
    non-Zombie."""
    c = chars(BOARD + """
battlefield:
  - {id: lord, card: Lord of the Undead, controller: alice}
  - {id: zombie, card: Walking Corpse, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: alice}
""", ["Lord of the Undead"])
    assert (c["lord"].power, c["zombie"].power, c["zombie"].toughness, c["bear"].power) == (2, 3, 3, 2)


def test_305_7_magus_of_the_moon_makes_nonbasic_lands_mountains():
    """305.7: a nonbasic land that becomes a Mountain loses its land types and rules-text
    abilities and has "{T}: Add {R}"; basic lands are untouched."""
    c = chars(BOARD + """
battlefield:
  - {id: magus, card: Magus of the Moon, controller: alice}
  - {id: dual, card: Volcanic Island, controller: bob}
  - {id: isl, card: Island, controller: bob}
""", ["Magus of the Moon"])
    assert c["dual"].subtypes == ("Mountain",) and c["isl"].subtypes == ("Island",)
    assert ("mana", ("R",)) in c["dual"].ability_terms and ("mana", ("U",)) not in c["dual"].ability_terms


def test_604_3_crusader_of_odric_counts_creatures_you_control():
    """604.3, 613.4a: "power and toughness are each equal to the number of creatures you control"
    is a CDA: with two other creatures of alice (and one of bob's), the Crusader is 3/3."""
    c = chars(BOARD + """
battlefield:
  - {id: cru, card: Crusader of Odric, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: alice}
  - {id: b2, card: Savannah Lions, controller: alice}
  - {id: b3, card: Grizzly Bears, controller: bob}
""", ["Crusader of Odric"])
    assert (c["cru"].power, c["cru"].toughness) == (3, 3)


def test_613_1e_darkest_hour_makes_all_creatures_black():
    """613.1e (layer 5): "All creatures are black" sets the color; a land stays colorless."""
    c = chars(BOARD + """
battlefield:
  - {id: hour, card: Darkest Hour, controller: alice}
  - {id: lions, card: Savannah Lions, controller: bob}
  - {id: forest, card: Forest, controller: bob}
""", ["Darkest Hour"])
    assert c["lions"].colors == ("black",) and c["forest"].colors == ()


def test_613_1f_kasmina_s_transmutation_removes_abilities_and_sets_base_pt():
    """613.1f, 613.4b: "Enchanted creature loses all abilities and has base power and toughness
    1/1": Serra Angel enchanted is a 1/1 without flying or vigilance."""
    c = chars(BOARD + """
battlefield:
  - {id: angel, card: Serra Angel, controller: bob}
  - {id: aura, card: Kasmina's Transmutation, controller: alice, attached_to: angel}
""", ["Kasmina's Transmutation"])
    assert (c["angel"].power, c["angel"].toughness) == (1, 1)
    assert ("kw", ("flying",)) not in c["angel"].ability_terms


def test_613_7_humility_ruling_compiled_humility_over_crusader():
    """613.4a then 613.4b: Humility removes the Crusader's CDA (613.1f) and sets 1/1 -- the 2005
    ruling: a creature whose CDA is removed by Humility is 1/1."""
    c = chars(BOARD + """
battlefield:
  - {id: hum, card: Humility, controller: alice}
  - {id: cru, card: Crusader of Odric, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: alice}
""", ["Humility", "Crusader of Odric"])
    assert (c["cru"].power, c["cru"].toughness) == (1, 1)


# ------------------------------------------------------------------ spells and triggers of compiled cards
def test_120_3_pyroclasm_damages_each_creature():
    """120.3, 704.5g: "deals 2 damage to each creature" -- the 2/2s die, the 2/4 wall survives
    (Giant Spider); players are not creatures."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: spider, card: Giant Spider, controller: bob}
  - {id: lions, card: Savannah Lions, controller: alice}
hand:
  - {id: clasm, card: Pyroclasm, owner: alice}
""", ["Pyroclasm"], ["alice: cast clasm", "alice: pass", "bob: pass"])
    assert [g.obj(x).zone for x in ("bear", "spider", "lions")] == ["graveyard", "battlefield", "graveyard"]
    assert g.obj("spider").damage == 2 and g.s.players["bob"].life == 20


def test_701_7_murder_destroys_target_creature():
    """701.7a: "Destroy target creature" moves it to its owner's graveyard."""
    g = play(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: angel, card: Serra Angel, controller: bob}
hand:
  - {id: murder, card: Murder, owner: alice}
""", ["Murder"], ["alice: cast murder target=angel", "alice: pass", "bob: pass"])
    assert g.obj("angel").zone == "graveyard" and "701.7a" in rules(g)


def test_603_10a_anodet_lurker_dies_trigger_looks_back():
    """603.10a, 603.6c: "When this creature dies, you gain 3 life" triggers though the creature
    has left the battlefield."""
    g = play(HEAD + """
battlefield:
  - {id: lurker, card: Anodet Lurker, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Anodet Lurker"], ["alice: cast bolt target=lurker", "alice: pass", "bob: pass", "bob: pass", "alice: pass"])
    assert g.obj("lurker").zone == "graveyard" and g.s.players["bob"].life == 23


def test_508_3a_ankle_shanker_attack_trigger_grants_first_strike_and_deathtouch():
    """508.3a: "Whenever this creature attacks, creatures you control gain first strike and
    deathtouch until end of turn" -- the set is locked when it resolves (611.2c)."""
    g = play(HEAD + """
battlefield:
  - {id: shanker, card: Ankle Shanker, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: bob}
""", ["Ankle Shanker"], ["T1 declare_attackers alice: attack shanker", "alice: done", "alice: pass", "bob: pass"])
    for x in ("shanker", "bear"):
        assert ("kw", ("first_strike",)) in g.ch(x).ability_terms and ("kw", ("deathtouch",)) in g.ch(x).ability_terms
    assert ("kw", ("first_strike",)) not in g.ch("lions").ability_terms


def test_611_2c_geist_honored_monk_style_set_is_locked():
    """611.2c: a creature that comes under alice's control after Ankle Shanker's trigger resolved
    doesn't get first strike (the affected set was determined then)."""
    g = play(HEAD + """
battlefield:
  - {id: shanker, card: Ankle Shanker, controller: alice, summoning_sick: false}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: bear, card: Grizzly Bears, owner: alice}
""", ["Ankle Shanker"], ["T1 declare_attackers alice: attack shanker", "alice: done", "alice: pass", "bob: pass",
                         "T1 postcombat_main alice: cast bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "battlefield"
    assert ("kw", ("first_strike",)) not in g.ch("bear").ability_terms
    assert ("kw", ("first_strike",)) in g.ch("shanker").ability_terms


# ------------------------------------------------------------------ replacement effects of compiled cards
def test_614_1c_a_tapped_land_enters_tapped():
    """614.1c, 614.12: "This land enters tapped." (Barren Moor played from hand)."""
    g = play(HEAD + """
hand:
  - {id: moor, card: Barren Moor, owner: alice}
""", ["Barren Moor"], ["alice: play moor"])
    assert g.obj("moor").zone == "battlefield" and g.obj("moor").tapped


# ------------------------------------------------------------------ combat restrictions of compiled cards (509.1b)
from pyengine.combat.declare import BlockQuery  # noqa: E402


def blocks(text: str, names: list[str], decl: dict) -> tuple[bool, list[str]]:
    sc = load_scenario_text(textwrap.dedent(text), "<test>", library=compiled_library(*names))
    r = BlockQuery(sc).check(decl)
    return r.legal, [v.rule for v in r.violations]


WOLF = """
players: [alice, bob]
active_player: alice
battlefield:
  - {id: wolf, card: Arlinn's Wolf, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: giant, card: Hill Giant, controller: bob}
combat:
  attackers: {wolf: bob}
"""


def test_509_1b_arlinns_wolf_cant_be_blocked_by_power_2_or_less():
    """509.1b: "can't be blocked by creatures with power 2 or less": the 2/2 can't block it, the
    3/3 can."""
    assert blocks(WOLF, ["Arlinn's Wolf"], {"bear": ["wolf"]}) == (False, ["509.1b"])
    assert blocks(WOLF, ["Arlinn's Wolf"], {"giant": ["wolf"]})[0]


def test_509_1b_barrenton_cragtreads_cant_be_blocked_by_red_creatures():
    """509.1b with a color filter: a red creature can't block it, a green one can."""
    text = """
players: [alice, bob]
active_player: alice
battlefield:
  - {id: crag, card: Barrenton Cragtreads, controller: alice}
  - {id: ogre, card: Hill Giant, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: bob}
combat:
  attackers: {crag: bob}
"""
    assert not blocks(text, ["Barrenton Cragtreads"], {"ogre": ["crag"]})[0]
    assert blocks(text, ["Barrenton Cragtreads"], {"bear": ["crag"]})[0]


def test_509_1b_brassclaw_orcs_cant_block_power_2_or_greater():
    """509.1b: "This creature can't block creatures with power 2 or greater": the Orcs may block
    a 1/1 but not a 2/2."""
    text = """
players: [alice, bob]
active_player: alice
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: alice}
  - {id: orcs, card: Brassclaw Orcs, controller: bob}
combat:
  attackers: {bear: bob, elf: bob}
"""
    assert blocks(text, ["Brassclaw Orcs"], {"orcs": ["bear"]}) == (False, ["509.1b"])
    assert blocks(text, ["Brassclaw Orcs"], {"orcs": ["elf"]})[0]


def test_615_fog_prevents_all_combat_damage_this_turn():
    """615.1a, 615.6: Fog: combat damage this turn is prevented (the attacker deals none to bob)."""
    g = play(HEAD + """
battlefield:
  - {id: ogre, card: Hill Giant, controller: alice, summoning_sick: false}
  - {id: f1, card: Forest, controller: bob}
hand:
  - {id: fog, card: Fog, owner: bob}
""", ["Fog"], ["alice: pass", "bob: cast fog", "bob: pass", "alice: pass",
               "T1 declare_attackers alice: attack ogre", "alice: done", "T1 end: wait"])
    assert g.s.players["bob"].life == 20


def test_120_3_dakmor_plague_damages_each_creature_and_each_player():
    """120.3: "3 damage to each creature and each player": the Bears die, both players lose 3."""
    g = play(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: s5, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: plague, card: Dakmor Plague, owner: alice}
""", ["Dakmor Plague"], ["alice: cast plague", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard"
    assert (g.s.players["alice"].life, g.s.players["bob"].life) == (17, 17)


def test_613_4c_branch_of_boseiju_gets_plus_one_for_each_land_you_control():
    """613.4c with a count: "This creature gets +1/+1 for each land you control" -- two lands of
    alice (bob's land doesn't count): Branch of Boseiju (0/0) is 2/2."""
    c = chars(BOARD + """
battlefield:
  - {id: branch, card: Branch of Boseiju, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: bob}
""", ["Branch of Boseiju"])
    assert (c["branch"].power, c["branch"].toughness) == (2, 2)


def test_603_3c_aven_surveyor_modal_trigger_bounces():
    """603.3c, 700.2: "When this creature enters, choose one —": the mode is chosen as the
    trigger is put on the stack; mode 2 returns the target creature to its owner's hand."""
    g = play(HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
  - {id: i5, card: Island, controller: alice}
  - {id: i6, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: aven, card: Aven Surveyor, owner: alice}
""", ["Aven Surveyor"], ["alice: cast aven", "alice: pass", "bob: pass", "alice: mode 2", "alice: target bear",
                         "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "hand" and "603.3c" in rules(g)


def test_613_1f_abundant_growth_grants_a_mana_ability():
    """613.1f: 'Enchanted land has "{T}: Add one mana of any color."' -- a Plains can add {G}."""
    g = play(HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: growth, card: Abundant Growth, controller: alice, attached_to: p1}
""", ["Abundant Growth"], [])
    assert set(g.mana_abilities("p1")) == {"W", "U", "B", "R", "G"}


def test_602_caustic_tar_granted_ability_with_a_target():
    """613.1f, 602.2: the enchanted land's controller activates the granted "{T}: Target player
    loses 3 life."; it is the land's ability (the Swamp taps for it)."""
    sc = load_scenario_text(textwrap.dedent(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: tar, card: Caustic Tar, controller: alice, attached_to: s1}
"""), "<test>", library=compiled_library("Caustic Tar"))
    game = Game(sc)
    act = [a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == "s1"]
    assert len(act) == 1
    game.push(act[0])
    game.push("target bob")
    run_script(game, ["alice: pass", "bob: pass"], "<test>")
    assert game.s.players["bob"].life == 17 and game.obj("s1").tapped
