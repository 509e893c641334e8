"""Choices made while an ability resolves, compiled from real cards' Oracle text and played by the
game loop: another player's optional instruction ("Its controller may search their library for
...", "Target opponent may draw a card", 608.2d), the choice of a color or creature type as a
sentence of its own ("Choose a color. ... the chosen color", 608.2d, 700.2-ish). Each expected
answer comes from the Comprehensive Rules, cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game

LIB = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Plains, owner: alice}
  - {id: la2, card: Plains, owner: alice}
  - {id: lb1, card: Forest, owner: bob}
  - {id: lb2, card: Grizzly Bears, owner: bob}
  - {id: lb3, card: Island, owner: bob}
"""


def options(g) -> set:
    return {(a.kind,) + tuple(a.args) for a in g.legal_actions()}


# ------------------------------------------------------------------ another player's "may" (608.2d)
def test_608_2d_path_to_exile_its_controller_chooses_and_searches():
    """608.2d, 701.19a: Path to Exile -- "Exile target creature. Its controller may search their
    library for a basic land card, put that card onto the battlefield tapped, then shuffle." The
    choice is the exiled creature's controller's (bob), not the caster's; bob searches his own
    library (a Grizzly Bears card isn't a basic land card), and the land enters tapped under his
    control (110.2a)."""
    assert fully_compiled("Path to Exile")
    g = game(LIB + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: pte, card: Path to Exile, owner: alice}
""", ["Path to Exile"], ["alice: cast pte target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "exile"
    d = g.s.decision
    assert d.kind == "may" and d.player == "bob"
    run_script(g, ["bob: yes"], "<test>")
    assert g.s.decision.player == "bob"
    assert ("find", "lb2") not in options(g) and {("find", "lb1"), ("find", "lb3")} <= options(g)
    run_script(g, ["bob: find lb1"], "<test>")
    land = g.obj("lb1")
    assert land.zone == "battlefield" and land.tapped and land.controller == "bob"
    assert sorted(g.s.library["alice"]) == ["la1", "la2"]


def test_608_2d_path_to_exile_declined_nothing_is_searched():
    """608.2d: the player may decline; then nothing is searched and no land enters (701.19a only
    happens if the player chooses to)."""
    g = game(LIB + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: pte, card: Path to Exile, owner: alice}
""", ["Path to Exile"], ["alice: cast pte target=bear", "alice: pass", "bob: pass", "bob: no"])
    assert g.obj("bear").zone == "exile" and g.obj("lb1").zone == "library"
    assert not g.s.stack and g.obj("pte").zone == "graveyard"


def test_608_2b_path_to_exile_illegal_target_no_one_searches():
    """608.2b: if the target creature is gone when Path to Exile would resolve, the spell doesn't
    resolve (its only target is illegal): nobody is asked to search."""
    g = game(LIB + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: pte, card: Path to Exile, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Path to Exile", "Lightning Bolt"], ["alice: cast pte target=bear", "alice: cast bolt target=bear",
                                          "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard" and g.obj("pte").zone == "graveyard"
    assert g.s.decision is None or g.s.decision.kind != "may"
    assert g.obj("lb1").zone == "library"


def test_608_2d_target_opponent_may_draw_questing_phelddagrif():
    """608.2d: Questing Phelddagrif -- "{U}: This creature gains flying until end of turn. Target
    opponent may draw a card." The opponent, not the activating player, decides; accepting, that
    player draws (121.1)."""
    assert fully_compiled("Questing Phelddagrif")
    g = game(LIB + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: qp, card: Questing Phelddagrif, controller: alice}
""", ["Questing Phelddagrif"], ["alice: activate qp 3 target=bob", "alice: autopay", "alice: pass", "bob: pass"])
    d = g.s.decision
    assert d.kind == "may" and d.player == "bob"
    run_script(g, ["bob: yes"], "<test>")
    assert g.obj("lb1").zone == "hand" and g.obj("la1").zone == "library"


# ------------------------------------------------------------------ "Choose a color / creature type." (608.2d)
def test_608_2d_and_they_shall_know_no_fear_chosen_type_on_resolution():
    """608.2d, 611.2c: And They Shall Know No Fear -- "Choose a creature type. Creatures you
    control of the chosen type get +1/+0 and gain indestructible until end of turn." The caster
    chooses as the spell resolves (Elf); alice's Elf gets +1/+0 and indestructible, her Goblin
    doesn't, nor bob's Elf (not one she controls)."""
    assert fully_compiled("And They Shall Know No Fear")
    g = game(LIB + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: alice}
  - {id: gob, card: Raging Goblin, controller: alice}
  - {id: belf, card: Llanowar Elves, controller: bob}
hand:
  - {id: fear, card: And They Shall Know No Fear, owner: alice}
""", ["And They Shall Know No Fear"], ["alice: cast fear", "alice: pass", "bob: pass"])
    d = g.s.decision
    assert d.kind == "choose" and d.player == "alice" and {("choose", "Elf"), ("choose", "Goblin")} <= options(g)
    run_script(g, ["alice: choose Elf"], "<test>")
    assert "608.2d" in [e.rule for e in g.log]
    elf, gob, belf = g.ch("elf"), g.ch("gob"), g.ch("belf")
    assert (elf.power, elf.toughness) == (2, 1) and ("kw", ("indestructible",)) in elf.ability_terms
    assert (gob.power, gob.toughness) == (1, 1) and ("kw", ("indestructible",)) not in gob.ability_terms
    assert (belf.power, belf.toughness) == (1, 1)


def test_611_2c_chosen_type_effect_is_locked_in_and_ends():
    """611.2c, 514.2: the affected set of a resolving spell's "creatures you control of the chosen
    type get ..." is fixed as it resolves; an Elf entering afterwards isn't affected; the effect
    ends at the cleanup step ("until end of turn")."""
    g = game(LIB + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: alice}
hand:
  - {id: fear, card: And They Shall Know No Fear, owner: alice}
  - {id: elf2, card: Llanowar Elves, owner: alice}
""", ["And They Shall Know No Fear"], ["alice: cast fear", "alice: pass", "bob: pass", "alice: choose Elf",
                                       "alice: cast elf2", "alice: pass", "bob: pass"])
    assert g.obj("elf2").zone == "battlefield"
    assert g.ch("elf").power == 2 and g.ch("elf2").power == 1


def test_608_2d_distant_melody_draws_for_each_permanent_of_that_type():
    """608.2d, 121.2: Distant Melody -- "Choose a creature type. Draw a card for each permanent you
    control of that type." Alice chooses Elf and controls two Elves (and a Goblin): she draws two
    cards, counted as the spell resolves after the choice."""
    assert fully_compiled("Distant Melody")
    g = game(LIB.replace("  - {id: lb1", "  - {id: la3, card: Plains, owner: alice}\n  - {id: lb1") + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: alice}
  - {id: elf2, card: Llanowar Elves, controller: alice}
  - {id: gob, card: Raging Goblin, controller: alice}
hand:
  - {id: dm, card: Distant Melody, owner: alice}
""", ["Distant Melody"], ["alice: cast dm", "alice: pass", "bob: pass", "alice: choose Elf"])
    assert [g.obj(c).zone for c in ("la1", "la2", "la3")] == ["hand", "hand", "library"]


def test_608_2d_outbreak_all_creatures_of_that_type():
    """608.2d, 611.2c: Outbreak -- "Choose a creature type. All creatures of that type get -1/-1
    until end of turn." Every creature of the chosen type, whoever controls it; the 1/1 Goblins
    die as a state-based action (704.5f); the Elf lives."""
    assert fully_compiled("Outbreak")
    g = game(LIB + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: alice}
  - {id: gob, card: Raging Goblin, controller: alice}
  - {id: bgob, card: Raging Goblin, controller: bob}
hand:
  - {id: ob, card: Outbreak, owner: alice}
""", ["Outbreak"], ["alice: cast ob", "alice: pass", "bob: pass", "alice: choose Goblin"])
    assert g.obj("gob").zone == "graveyard" and g.obj("bgob").zone == "graveyard"
    assert g.obj("elf").zone == "battlefield"


def test_702_16b_akromas_blessing_protection_from_the_chosen_color():
    """608.2d, 702.16b: Akroma's Blessing -- "Choose a color. Creatures you control gain
    protection from the chosen color until end of turn." Alice chooses red as it resolves; her
    Bears gain protection from red (bob's Bears don't) and can't be targeted by bob's Lightning
    Bolt afterwards."""
    assert fully_compiled("Akroma's Blessing")
    g = game(LIB + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: bbear, card: Grizzly Bears, controller: bob}
hand:
  - {id: ab, card: Akroma's Blessing, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Akroma's Blessing", "Lightning Bolt"], ["alice: cast ab", "alice: pass", "bob: pass"])
    assert g.s.decision.kind == "choose" and g.s.decision.rule == "608.2d"
    assert {("choose", c) for c in ("white", "blue", "black", "red", "green")} == options(g)
    run_script(g, ["alice: choose red", "alice: pass"], "<test>")
    assert ("protection", (("color", "red"),)) in g.ch("bear").ability_terms
    assert ("protection", (("color", "red"),)) not in g.ch("bbear").ability_terms
    g.push("cast bolt")
    got = {a.args[0] for a in g.legal_actions() if a.kind == "target"}
    assert "bbear" in got and "bear" not in got


def test_608_2d_kindred_dominance_destroys_creatures_not_of_the_chosen_type():
    """608.2d, 205.3m, 702.73a: Kindred Dominance -- "Choose a creature type. Destroy all creatures
    that aren't of the chosen type." Choosing Elf: the Goblin and the Bears are destroyed; the Elf
    and the changeling (every creature type) stay."""
    assert fully_compiled("Kindred Dominance")
    g = game(LIB + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: s5, card: Swamp, controller: alice}
  - {id: s6, card: Swamp, controller: alice}
  - {id: s7, card: Swamp, controller: alice}
  - {id: elf, card: Llanowar Elves, controller: bob}
  - {id: gob, card: Raging Goblin, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: chg, card: Changeling Outcast, controller: alice}
hand:
  - {id: kd, card: Kindred Dominance, owner: alice}
""", ["Kindred Dominance"], ["alice: cast kd", "alice: pass", "bob: pass", "alice: choose Elf"])
    assert g.obj("gob").zone == "graveyard" and g.obj("bear").zone == "graveyard"
    assert g.obj("elf").zone == "battlefield" and g.obj("chg").zone == "battlefield"


# ------------------------------------------------------------------ "Choose target creature." (601.2c)
def test_601_2c_grave_strength_choose_target_then_that_creature():
    """601.2c, 115.1, 608.2c: Grave Strength -- "Choose target creature. Mill three cards, then put
    a +1/+1 counter on that creature for each creature card in your graveyard." The first sentence
    only names the target (chosen on casting); "that creature" is that target. Milling two
    Grizzly Bears and a Plains, with no creature card in the graveyard before, puts two counters on
    it (121.6 counted after the mill)."""
    assert fully_compiled("Grave Strength")
    lib = LIB.replace("  - {id: la1, card: Plains, owner: alice}\n  - {id: la2, card: Plains, owner: alice}",
                      "  - {id: la1, card: Grizzly Bears, owner: alice}\n  - {id: la2, card: Plains, owner: alice}\n"
                      "  - {id: la3, card: Grizzly Bears, owner: alice}\n  - {id: la4, card: Plains, owner: alice}")
    g = game(lib + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: gs, card: Grave Strength, owner: alice}
""", ["Grave Strength"], ["alice: cast gs target=bear", "alice: pass", "bob: pass"])
    assert [g.obj(c).zone for c in ("la1", "la2", "la3", "la4")] == ["graveyard"] * 3 + ["library"]
    assert (g.ch("bear").power, g.ch("bear").toughness) == (4, 4)
