"""Continuous effects from resolving spells and abilities that change what an object is (611.2,
613.1d-f, 613.4b): "becomes a 4/4 red and green Dragon artifact creature with flying", "loses all
abilities and becomes a blue Frog with base power and toughness 1/1", "has base power and
toughness 4/4 until end of turn", "until your next turn". Each expected value comes from the
Comprehensive Rules or an official ruling, cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, play  # noqa: F401

HEAD = head()


def _kw(g, oid: str, kw: str) -> bool:
    return ("kw", (kw.replace(" ", "_"),)) in g.ch(oid).ability_terms


def test_105_1_celestial_colonnade_becomes_a_white_and_blue_creature_still_a_land():
    """611.2, 613.1d-f, 205.1b, 105.1: "Until end of turn, this land becomes a 4/4 white and blue
    Elemental creature with flying and vigilance. It's still a land." -- a land creature that is
    both white and blue (105.1: an object can be more than one color), 4/4, flying and vigilance;
    a plain colorless land again after the cleanup step (514.2)."""
    assert fully_compiled("Celestial Colonnade")
    g = play(HEAD + """
battlefield:
  - {id: cc, card: Celestial Colonnade, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: u1, card: Island, controller: alice}
  - {id: u2, card: Island, controller: alice}
  - {id: u3, card: Island, controller: alice}
""", ["Celestial Colonnade"], ["alice: activate cc 3", "alice: pass", "bob: pass"])
    ch = g.ch("cc")
    assert {"land", "creature"} <= set(ch.types) and "Elemental" in ch.subtypes
    assert set(ch.colors) == {"white", "blue"} and (ch.power, ch.toughness) == (4, 4)
    assert _kw(g, "cc", "flying") and _kw(g, "cc", "vigilance")
    run_script(g, ["T2 upkeep bob: wait"], "<test>")
    assert "creature" not in g.ch("cc").types and g.ch("cc").colors == ()


def test_205_1b_keyrune_creature_type_artifact_creature_keeps_artifact():
    """205.1b: an effect that makes an object a "[creature type] artifact creature" lets it keep
    its card types -- Azorius Keyrune stays an artifact (and keeps its mana ability) while a 2/2
    white and blue Bird artifact creature with flying until end of turn."""
    assert fully_compiled("Azorius Keyrune")
    g = play(HEAD + """
battlefield:
  - {id: key, card: Azorius Keyrune, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: u1, card: Island, controller: alice}
""", ["Azorius Keyrune"], ["alice: activate key 2", "alice: pass", "bob: pass"])
    ch = g.ch("key")
    assert {"artifact", "creature"} <= set(ch.types) and "Bird" in ch.subtypes
    assert set(ch.colors) == {"white", "blue"} and (ch.power, ch.toughness) == (2, 2) and _kw(g, "key", "flying")


def test_205_3m_mutavault_has_all_creature_types():
    """205.3m, 611.2: Mutavault "becomes a 2/2 creature with all creature types until end of turn.
    It's still a land." -- it has every creature type and is still a land."""
    assert fully_compiled("Mutavault")
    g = play(HEAD + """
battlefield:
  - {id: mv, card: Mutavault, controller: alice}
  - {id: p1, card: Plains, controller: alice}
""", ["Mutavault"], ["alice: activate mv 2", "alice: pass", "bob: pass"])
    ch = g.ch("mv")
    assert {"land", "creature"} <= set(ch.types) and (ch.power, ch.toughness) == (2, 2)
    assert ch.every_creature_type


def test_613_4b_turn_to_frog_sets_base_pt_under_an_earlier_pump():
    """613.1f, 613.4b-c: Turn to Frog after Giant Growth -- the Serra Angel loses flying and
    vigilance (layer 6), becomes a blue Frog with base power and toughness 1/1 (layer 7b), and
    Giant Growth's +3/+3 (layer 7c) still applies on top: 4/4, though it was cast first."""
    assert fully_compiled("Turn to Frog")
    g = play(HEAD + """
battlefield:
  - {id: angel, card: Serra Angel, controller: bob}
  - {id: u1, card: Island, controller: alice}
  - {id: u2, card: Island, controller: alice}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: growth, card: Giant Growth, owner: alice}
  - {id: frog, card: Turn to Frog, owner: alice}
""", ["Turn to Frog", "Giant Growth"], ["alice: cast growth target=angel", "alice: pass", "bob: pass",
                                        "alice: cast frog target=angel", "alice: pass", "bob: pass"])
    ch = g.ch("angel")
    assert (ch.power, ch.toughness) == (4, 4) and ch.colors == ("blue",)
    assert ch.has_subtype("Frog") and not ch.has_subtype("Angel") and "creature" in ch.types
    assert not _kw(g, "angel", "flying") and not _kw(g, "angel", "vigilance")
    run_script(g, ["T2 upkeep bob: wait"], "<test>")
    assert _kw(g, "angel", "flying") and (g.ch("angel").power, g.ch("angel").toughness) == (4, 4)


def test_613_4b_square_up_base_pt_and_counters():
    """613.4b-c: "Target creature has base power and toughness 4/4 until end of turn." on a
    Grizzly Bears with a +1/+1 counter: base 4/4, the counter applies in layer 7c -- 5/5."""
    assert fully_compiled("Square Up")
    g = play(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, counters: {"+1/+1": 1}}
  - {id: u1, card: Island, controller: alice}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: sq, card: Square Up, owner: alice}
""", ["Square Up"], ["alice: cast sq target=bear", "alice: pass", "bob: pass"])
    assert (g.ch("bear").power, g.ch("bear").toughness) == (5, 5)


def test_611_2a_sorin_until_your_next_turn_and_locked_set():
    """611.2a, 611.2c: Sorin, Solemn Visitor's "+1: Until your next turn, creatures you control get
    +1/+0 and gain lifelink." -- the Bears has it during bob's turn; a creature that enters after
    the ability resolved doesn't (the set is locked as the effect begins); it ends as alice's next
    turn begins."""
    assert fully_compiled("Sorin, Solemn Visitor")
    g = play(HEAD + """
battlefield:
  - {id: sorin, card: "Sorin, Solemn Visitor", controller: alice, counters: {loyalty: 4}}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: bear2, card: Grizzly Bears, owner: alice}
""", ["Sorin, Solemn Visitor"], ["alice: activate sorin 1", "alice: pass", "bob: pass",
                                 "alice: cast bear2", "alice: pass", "bob: pass"])
    assert g.ch("bear").power == 3 and _kw(g, "bear", "lifelink")
    assert g.ch("bear2").power == 2 and not _kw(g, "bear2", "lifelink")
    run_script(g, ["T2 upkeep bob: wait"], "<test>")
    assert g.ch("bear").power == 3 and _kw(g, "bear", "lifelink")
    run_script(g, ["T3 upkeep alice: wait"], "<test>")
    assert g.ch("bear").power == 2 and not _kw(g, "bear", "lifelink")


def test_113_10_raging_ravine_granted_attack_trigger():
    """113.10, 611.2: Raging Ravine becomes a 3/3 red and green Elemental creature with "Whenever
    this creature attacks, put a +1/+1 counter on it." -- the granted ability triggers when it
    attacks (603.2): a 4/4 attacker with one +1/+1 counter."""
    assert fully_compiled("Raging Ravine")
    g = play(HEAD + """
battlefield:
  - {id: rr, card: Raging Ravine, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
""", ["Raging Ravine"], ["alice: activate rr 3", "alice: pass", "bob: pass",
                        "T1 declare_attackers alice: attack rr", "alice: done", "alice: pass", "bob: pass"])
    assert sum(c.count for c in g.obj("rr").counters if c.kind == "+1/+1") == 1
    assert (g.ch("rr").power, g.ch("rr").toughness) == (4, 4)


def test_613_1f_warkite_marauder_attack_trigger_until_end_of_turn():
    """613.1f, 613.4b: Warkite Marauder's "Whenever this creature attacks, target creature
    defending player controls loses all abilities and has base power and toughness 0/1 until end
    of turn." -- the Serra Angel is a 0/1 without flying until the cleanup step (514.2)."""
    assert fully_compiled("Warkite Marauder")
    g = play(HEAD + """
battlefield:
  - {id: wm, card: Warkite Marauder, controller: alice}
  - {id: angel, card: Serra Angel, controller: bob}
""", ["Warkite Marauder"], ["T1 declare_attackers alice: attack wm", "alice: done", "alice: target angel",
                           "alice: pass", "bob: pass"])
    assert (g.ch("angel").power, g.ch("angel").toughness) == (0, 1) and not _kw(g, "angel", "flying")
    run_script(g, ["T2 upkeep bob: wait"], "<test>")
    assert (g.ch("angel").power, g.ch("angel").toughness) == (4, 4) and _kw(g, "angel", "flying")


def test_400_7a_chaoslace_on_a_creature_spell_continues_on_the_permanent():
    """611.2, 400.7a: "Target spell or permanent becomes red." on a Grizzly Bears spell -- the
    spell is red on the stack, and the effect continues to apply to the permanent it becomes."""
    assert fully_compiled("Chaoslace")
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: bear, card: Grizzly Bears, owner: alice}
  - {id: lace, card: Chaoslace, owner: alice}
""", ["Chaoslace"], ["alice: cast bear", "alice: cast lace target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "stack" and g.ch("bear").colors == ("red",)
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert g.obj("bear").zone == "battlefield" and g.ch("bear").colors == ("red",)


def test_400_7_chaoslace_on_a_countered_spell_ends():
    """400.7: a spell that goes to the graveyard (countered) is a new object there -- the card in
    the graveyard is green again (only a permanent spell's effects continue, 400.7a)."""
    g = play(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: u1, card: Island, controller: bob}
  - {id: u2, card: Island, controller: bob}
hand:
  - {id: bear, card: Grizzly Bears, owner: alice}
  - {id: lace, card: Chaoslace, owner: alice}
  - {id: cs, card: Counterspell, owner: bob}
""", ["Chaoslace"], ["alice: cast bear", "alice: cast lace target=bear", "alice: pass", "bob: pass",
                     "alice: pass", "bob: cast cs target=bear", "bob: pass", "alice: pass"])
    assert g.obj("bear").zone == "graveyard"
    assert not any(e.objects and "bear" in e.objects for e in g.s.effects)


def test_105_1_prismatic_lace_the_color_or_colors_of_your_choice():
    """105.1, 608.2d: "Target permanent becomes the color or colors of your choice." -- chosen as
    it resolves: the Grizzly Bears becomes white and blue (and no longer green)."""
    assert fully_compiled("Prismatic Lace")
    g = play(HEAD + """
battlefield:
  - {id: u1, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: lace, card: Prismatic Lace, owner: alice}
""", ["Prismatic Lace"], ["alice: cast lace target=bear", "alice: pass", "bob: pass", "alice: choose white+blue"])
    assert set(g.ch("bear").colors) == {"white", "blue"}


def test_115_1_venser_returns_target_spell_to_its_owners_hand():
    """115.1, 400.7: Venser, Shaper Savant's "When Venser enters, return target spell or permanent
    to its owner's hand." -- a spell can be the target: the Grizzly Bears spell still on the stack
    goes back to its owner's hand (it never resolves)."""
    assert fully_compiled("Venser, Shaper Savant")
    g = play(HEAD + """
battlefield:
  - {id: u1, card: Island, controller: alice}
  - {id: u2, card: Island, controller: alice}
  - {id: u3, card: Island, controller: alice}
  - {id: u4, card: Island, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: venser, card: "Venser, Shaper Savant", owner: alice}
  - {id: bear, card: Grizzly Bears, owner: alice}
""", ["Venser, Shaper Savant"], ["alice: cast bear", "alice: cast venser", "alice: pass", "bob: pass",
                                 "alice: target bear", "alice: pass", "bob: pass"])
    assert g.obj("venser").zone == "battlefield"
    assert g.obj("bear").zone == "hand" and not any(x.id == "bear" for x in g.s.stack)


def test_509_1a_mounted_archers_can_block_an_additional_creature_this_turn():
    """509.1a, 611.2: "{W}: This creature can block an additional creature this turn." -- activated
    once, Mounted Archers may block both attacking Grizzly Bears; without it, only one (509.1a:
    each creature blocks a single attacker unless an effect says otherwise)."""
    assert fully_compiled("Mounted Archers")
    text = head(active="bob") + """
battlefield:
  - {id: archers, card: Mounted Archers, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: b2, card: Grizzly Bears, controller: bob}
"""
    attack = ["T1 declare_attackers bob: attack b1", "bob: attack b2", "bob: done", "bob: pass"]
    g = play(text, ["Mounted Archers"], attack + ["alice: activate archers 2", "alice: pass", "bob: pass",
                                                  "alice: pass", "T1 declare_blockers alice: block archers b1",
                                                  "alice: block archers b2", "alice: done"])
    assert set(g.s.blockers.get("archers", ())) == {"b1", "b2"}
    g = play(text, ["Mounted Archers"], attack + ["alice: pass", "T1 declare_blockers alice: block archers b1"])
    assert not any(a.kind == "block" and "b2" in a.args for a in g.legal_actions())
