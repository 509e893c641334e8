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
