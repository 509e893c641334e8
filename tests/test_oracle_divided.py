"""Amounts divided among a variable number of targets (601.2c, 601.2d, 603.3d, 115.3): "X damage
divided as you choose among any number of target creatures", "among one, two, or three target
creatures", "among X target creatures and/or planeswalkers" -- the number of targets and the
division are announced as the spell is cast (after X, 601.2b) or as a triggered ability is put on
the stack (603.3d); each target gets at least one. Real cards compiled from their Oracle text; the
expected values come from the rules cited."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, life, play


def test_601_2d_forked_lightning_divides_among_target_creatures():
    """601.2d: "4 damage divided as you choose among one, two, or three target creatures" -- 2 to
    Grizzly Bears (a 2/2, destroyed, 704.5g) and 2 to Hill Giant (a 3/3, survives with 2 damage);
    115.1: a player isn't a creature, so bob can't be chosen."""
    assert fully_compiled("Forked Lightning")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: hg, card: Hill Giant, controller: bob}
hand:
  - {id: fl, card: Forked Lightning, owner: alice}
""", ["Forked Lightning", "Grizzly Bears", "Hill Giant"], ["alice: cast fl"])
    offered = {str(a) for a in g.legal_actions()}
    assert "target bear" in offered and "target hg" in offered and "target bob" not in offered
    from pyengine.game.players import run_script
    run_script(g, ["alice: target bear", "alice: target hg", "alice: no_target", "alice: divide 2 2",
                   "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bear").zone == "graveyard"
    assert g.obj("hg").zone == "battlefield" and g.obj("hg").damage == 2


def test_601_2d_fire_covenant_divides_x_among_any_number_of_target_creatures():
    """601.2b, 601.2d: X is announced first (Fire Covenant's additional cost: pay X life, 107.3a),
    then the targets (one to X of them) and the division of X: X = 3, 1 to Grizzly Bears and 2 to
    Hill Giant; alice pays 3 life (20 -> 17)."""
    assert fully_compiled("Fire Covenant")
    g = play(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: hg, card: Hill Giant, controller: bob}
hand:
  - {id: fc, card: Fire Covenant, owner: alice}
""", ["Fire Covenant", "Grizzly Bears", "Hill Giant"],
             ["alice: cast fc x=3 target=bear,hg", "alice: no_target", "alice: divide 1 2", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 17
    assert g.obj("bear").damage == 1 and g.obj("hg").damage == 2


def test_601_2d_fire_covenant_no_more_targets_than_x():
    """601.2d: each target gets at least 1 of the X damage, so with X = 2 no third target is asked
    for after two (601.2c: the number of targets is at most X)."""
    g = play(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: hg, card: Hill Giant, controller: bob}
  - {id: b2, card: Grizzly Bears, controller: bob}
hand:
  - {id: fc, card: Fire Covenant, owner: alice}
""", ["Fire Covenant", "Grizzly Bears", "Hill Giant"], ["alice: cast fc x=2 target=bear,hg"])
    assert g.decision.kind == "divide"
    assert {str(a) for a in g.legal_actions()} == {"divide 1 1", "cancel"}


def test_601_2d_fire_covenant_with_x_zero_has_nothing_to_divide():
    """601.2d, 730.1: with X = 0 no target can get at least 1 of the damage, and "any number of
    target creatures" is at least one target: the proposal is illegal and the game returns to
    before it (alice's life and the spell unchanged)."""
    g = play(head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: fc, card: Fire Covenant, owner: alice}
""", ["Fire Covenant", "Grizzly Bears"], [])
    from pyengine.game.players import run_script
    run_script(g, ["alice: cast fc x=0 target=bear"], "<test>")
    assert g.log[-1].rule == "601.2d" and "illegal" in g.log[-1].text
    assert g.decision.kind == "priority" and g.obj("fc").zone == "hand" and life(g, "alice") == 20
    assert g.obj("bear").damage == 0


def test_601_2c_meteor_swarm_divides_among_x_targets():
    """601.2b, 601.2c: "8 damage divided as you choose among X target creatures and/or
    planeswalkers" -- X = 2 is announced, then exactly two targets, then the division (601.2d): 5
    to Hill Giant, 3 to Grizzly Bears; both are destroyed (704.5g)."""
    assert fully_compiled("Meteor Swarm")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: m5, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: hg, card: Hill Giant, controller: bob}
hand:
  - {id: ms, card: Meteor Swarm, owner: alice}
""", ["Meteor Swarm", "Grizzly Bears", "Hill Giant"],
             ["alice: cast ms x=2 target=hg,bear", "alice: divide 5 3", "alice: pass", "bob: pass"])
    assert g.obj("hg").zone == "graveyard" and g.obj("bear").zone == "graveyard"


def test_603_3d_gang_of_devils_divides_as_its_trigger_is_put_on_the_stack():
    """603.3d: a triggered ability's targets and division (601.2c-d) are chosen as it's put on the
    stack -- Gang of Devils dies (Lightning Bolt, 704.5g): "it deals 3 damage divided as you choose
    among one, two, or three targets": 2 to Grizzly Bears (destroyed), 1 to bob (19)."""
    assert fully_compiled("Gang of Devils")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: gd, card: Gang of Devils, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Gang of Devils", "Grizzly Bears", "Lightning Bolt"],
             ["alice: cast bolt target=gd", "alice: pass", "bob: pass",
              "alice: target bear", "alice: target bob", "alice: no_target"])
    assert g.decision.kind == "divide"
    assert {str(a) for a in g.legal_actions()} == {"divide 1 2", "divide 2 1"}
    from pyengine.game.players import run_script
    run_script(g, ["alice: divide 2 1", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("gd").zone == "graveyard" and g.obj("bear").zone == "graveyard"
    assert life(g, "bob") == 19


def test_603_3d_dragonlord_atarka_targets_only_what_opponents_control():
    """115.1, 603.3d: "5 damage divided as you choose among any number of target creatures and/or
    planeswalkers your opponents control" -- alice's own creature and the players can't be
    chosen; one target gets all 5 (601.2d): Hill Giant is destroyed."""
    assert fully_compiled("Dragonlord Atarka")
    lands = "".join(f"  - {{id: l{i}, card: {'Forest' if i == 0 else 'Mountain'}, controller: alice}}\n" for i in range(7))
    g = play(head() + """
battlefield:
""" + lands + """  - {id: mine, card: Grizzly Bears, controller: alice}
  - {id: hg, card: Hill Giant, controller: bob}
hand:
  - {id: da, card: Dragonlord Atarka, owner: alice}
""", ["Dragonlord Atarka", "Grizzly Bears", "Hill Giant"], ["alice: cast da", "alice: pass", "bob: pass"])
    offered = {str(a) for a in g.legal_actions()}
    assert "target hg" in offered
    assert not {"target mine", "target bob", "target alice"} & offered
    from pyengine.game.players import run_script
    run_script(g, ["alice: target hg", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("hg").zone == "graveyard" and g.obj("mine").damage == 0
