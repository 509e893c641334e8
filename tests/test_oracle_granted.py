"""Abilities granted by other objects' effects (113.10, 613.1f) and static abilities whose effects
are joined by "and" (613.1), on real cards compiled from their Oracle text: the granted ability is
the ability of the object that has it (its source, 113.7; activated by that object's controller,
602.2), and each effect of a static ability applies in its own layer."""
from __future__ import annotations

import textwrap

from pyengine.combat.declare import AttackQuery, BlockQuery
from pyengine.scenario import load_scenario_text
from oracle_helpers import compiled_library, fully_compiled, game, head, play, rules  # noqa: F401


HEAD = head(alice=2, bob=2)

GIFT = HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: child, card: Child of Night, controller: bob, summoning_sick: SICK}
  - {id: gift, card: Psionic Gift, controller: alice, attached_to: child}
"""


def _activations(g, oid: str) -> list:
    return [a for a in g.legal_actions() if a.kind == "activate" and a.args[0] == oid]


# ------------------------------------------------------------------ granted activated abilities
def test_602_2_granted_tap_ability_is_activated_by_the_creatures_controller():
    """113.10, 602.2: Psionic Gift (alice's) gives bob's Child of Night "{T}: This creature deals
    1 damage to any target." -- the ability is the creature's, so bob (its controller) activates
    it; "this creature" is the Child (113.7: it is the source of the damage, so its lifelink
    gains bob life, 702.15b)."""
    g = play(GIFT.replace("SICK", "false"), ["Psionic Gift"],
             ["alice: pass", "bob: activate child g1 target=alice", "bob: pass", "alice: pass"])
    assert g.s.players["alice"].life == 19 and g.s.players["bob"].life == 21
    assert g.obj("child").tapped and "702.15b" in rules(g)


def test_602_2_the_auras_controller_cant_activate_the_granted_ability():
    """602.2: only the object's controller activates its activated abilities -- alice controls
    the Aura, not the creature that has the ability."""
    g = game(GIFT.replace("SICK", "false"), ["Psionic Gift"])
    assert g.s.priority == "alice" and _activations(g, "child") == []


def test_302_6_granted_tap_ability_of_a_summoning_sick_creature():
    """302.6: a creature's {T} ability can't be activated unless its controller has controlled it
    continuously since their most recent turn began -- granted abilities included."""
    g = game(GIFT.replace("SICK", "true"), ["Psionic Gift"], ["alice: pass"])
    assert g.s.priority == "bob" and _activations(g, "child") == []


def test_113_2c_two_granted_activated_abilities_are_each_activatable():
    """113.2c, 113.10: Wolfhunter's Quiver grants "{T}: This creature deals 1 damage to any target"
    and "{T}: This creature deals 3 damage to target Werewolf creature"; each functions
    independently and can be activated: at Greater Werewolf (2/4) one marks 1 damage, the other 3."""
    from pyengine.game.players import run_script
    text = HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: quiver, card: Wolfhunter's Quiver, controller: alice, attached_to: bear}
  - {id: wolf, card: Greater Werewolf, controller: bob}
"""
    marked = set()
    for i in range(2):
        g = play(text, ["Wolfhunter's Quiver"], [])
        acts = _activations(g, "bear")
        assert len(acts) == 2
        g.push(acts[i])
        g.push("target wolf")
        run_script(g, ["alice: pass", "bob: pass"], "<test>")
        marked.add(g.obj("wolf").damage)
    assert marked == {1, 3}


# ------------------------------------------------------------------ granted triggered abilities
def test_603_10a_granted_dies_trigger_of_the_enchanted_creature():
    """603.10a, 613.1f: Infernal Scarring gives the creature +2/+0 and "When this creature dies,
    draw a card."; the creature had the ability as it died (leaves-the-battlefield abilities look
    back in time), so its controller draws."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: scar, card: Infernal Scarring, controller: alice, attached_to: bear}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Infernal Scarring"], ["alice: cast bolt target=bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard"
    assert g.obj("la1").zone == "hand"


def test_611_2a_granted_until_end_of_turn_dies_trigger_returns_the_creature():
    """611.2a, 113.10: Verdant Rebirth gives the target creature "When this creature dies, return
    it to its owner's hand." until end of turn; "it" is the creature that had the ability."""
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: rebirth, card: Verdant Rebirth, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Verdant Rebirth"], ["alice: cast rebirth target=bear", "alice: pass", "bob: pass",
                          "alice: cast bolt target=bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "hand"


# ------------------------------------------------------------------ several effects of one static ability
def test_613_1_kenriths_transformation_loses_all_abilities_and_is_an_elk():
    """613.1d-f, 613.4b: "Enchanted creature loses all abilities and is a green Elk creature with
    base power and toughness 3/3." -- Serra Angel loses flying and vigilance, is green, an Elk
    (205.1a: the new subtype replaces Angel), and 3/3."""
    g = game(HEAD + """
battlefield:
  - {id: angel, card: Serra Angel, controller: bob}
  - {id: kt, card: Kenrith's Transformation, controller: alice, attached_to: angel}
""", ["Kenrith's Transformation"])
    c = g.ch("angel")
    assert (c.power, c.toughness) == (3, 3)
    assert c.colors == ("green",) and "Elk" in c.subtypes and "Angel" not in c.subtypes
    assert ("kw", ("flying",)) not in c.ability_terms and ("kw", ("vigilance",)) not in c.ability_terms


def test_613_1_angelic_destiny_pump_keywords_and_subtype():
    """613.1d, 613.1f, 613.4c: "gets +4/+4, has flying and first strike, and is an Angel in
    addition to its other types" -- each effect in its layer."""
    g = game(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: dest, card: Angelic Destiny, controller: alice, attached_to: bear}
""", ["Angelic Destiny"])
    c = g.ch("bear")
    assert (c.power, c.toughness) == (6, 6)
    assert ("kw", ("flying",)) in c.ability_terms and ("kw", ("first_strike",)) in c.ability_terms
    assert {"Bear", "Angel"} <= set(c.subtypes)


def test_509_1b_cast_into_darkness_shrinks_and_cant_block():
    """613.4c, 509.1b: "Enchanted creature gets -2/-0 and can't block." -- both effects apply."""
    text = """
players: [alice, bob]
active_player: alice
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob}
  - {id: dark, card: Cast into Darkness, controller: alice, attached_to: giant}
combat:
  attackers: {bear: bob}
"""
    sc = load_scenario_text(textwrap.dedent(text), "<test>", library=compiled_library("Cast into Darkness"))
    r = BlockQuery(sc).check({"giant": ["bear"]})
    assert not r.legal and [v.rule for v in r.violations] == ["509.1b"]
    g = game(text.replace("combat:\n  attackers: {bear: bob}\n", ""), ["Cast into Darkness"])
    assert (g.ch("giant").power, g.ch("giant").toughness) == (1, 3)


def test_701_38b_coercive_impetus_goaded_creature_must_attack_another_player():
    """701.38b: "Enchanted creature gets +1/+1 and is goaded." -- the goaded creature attacks
    each combat if able, and a player other than the Aura's controller if able (bob's creature
    enchanted by carol's Aura must attack alice, not carol)."""
    text = """
players: [alice, bob, carol]
active_player: bob
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: imp, card: Coercive Impetus, controller: carol, attached_to: bear}
"""
    sc = load_scenario_text(textwrap.dedent(text), "<test>", library=compiled_library("Coercive Impetus"))
    assert AttackQuery(sc).legal(maximal=True) == [{"bear": "alice"}]
    g = game(text, ["Coercive Impetus"])
    assert (g.ch("bear").power, g.ch("bear").toughness) == (3, 3)


def test_502_3_vulshok_gauntlets_pump_and_doesnt_untap():
    """502.3, 613.4c: "Equipped creature gets +4/+2 and doesn't untap during its controller's
    untap step." -- the tapped creature stays tapped in its controller's untap step."""
    g = play("""
players: [alice, bob]
active_player: bob
step: end
library:
  - {id: la1, card: Plains, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, tapped: true}
  - {id: gaunt, card: Vulshok Gauntlets, controller: alice, attached_to: bear}
""", ["Vulshok Gauntlets"], ["bob: pass", "alice: pass"])
    assert g.s.active == "alice" and g.obj("bear").tapped
    assert (g.ch("bear").power, g.ch("bear").toughness) == (6, 4)


def test_cards_with_granted_abilities_and_joined_effects_are_fully_compiled():
    """The cards above are fully compiled."""
    for n in ("Psionic Gift", "Infernal Scarring", "Verdant Rebirth", "Kenrith's Transformation",
              "Angelic Destiny", "Cast into Darkness", "Coercive Impetus", "Vulshok Gauntlets",
              "Wolfhunter's Quiver"):
        assert fully_compiled(n), n


def test_122_6_feign_death_returns_the_creature_tapped_with_a_counter():
    """611.2a, 110.2a, 122.6: Feign Death gives the target creature "When this creature dies,
    return it to the battlefield tapped under its owner's control with a +1/+1 counter on it."
    until end of turn. Alice's Grizzly Bears dies to a Lightning Bolt and returns under alice's
    control, tapped, as a new object (400.7) with one +1/+1 counter: a 3/3."""
    assert fully_compiled("Feign Death")
    g = play(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: feign, card: Feign Death, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Feign Death"], ["alice: cast feign target=bear", "alice: pass", "bob: pass",
                      "alice: cast bolt target=bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    o = g.obj("bear")
    assert o.zone == "battlefield" and o.tapped and o.controller == "alice" and len(o.earlier_ids) == 2
    assert sum(c.count for c in o.counters if c.kind == "+1/+1") == 1
    assert (g.ch("bear").power, g.ch("bear").toughness) == (3, 3)
