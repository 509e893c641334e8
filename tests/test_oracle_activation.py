"""Activated abilities' restrictions and costs compiled from Oracle text (CR 602): "Activate no
more than twice each turn" (602.5b), the untap symbol {Q} (107.6), exiling the permanent as a cost
(602.2b, 118.3); and additional land plays (305.2). Each test plays real cards compiled from the
Oracle data; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, play  # noqa: F401

HEAD = head(alice=4, bob=3)

FLIES = HEAD + """
battlefield:
  - {id: flies, card: Phyrexian Battleflies, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
"""


def _activations(g, oid):
    return [a for a in g.legal_actions() if a.kind == "activate" and a.args[0] == oid]


def test_602_5b_no_more_than_twice_each_turn():
    """602.5b: Phyrexian Battleflies ("{B}: This creature gets +1/+0 until end of turn. Activate no
    more than twice each turn."), with three Swamps: after two activations it can't be activated a
    third time this turn (it is a 2/1: 0/1, +1/+0 twice)."""
    assert fully_compiled("Phyrexian Battleflies")
    one = ["alice: activate flies 2", "alice: autopay", "alice: pass", "bob: pass"]
    g = play(FLIES, ["Phyrexian Battleflies", "Swamp"], [])
    assert _activations(g, "flies")
    g = play(FLIES, ["Phyrexian Battleflies", "Swamp"], one)
    assert _activations(g, "flies")
    g = play(FLIES, ["Phyrexian Battleflies", "Swamp"], one + one)
    assert g.ch("flies").power == 2
    assert not _activations(g, "flies")


GLEANER = HEAD + """
battlefield:
  - {id: glean, card: Farmstead Gleaner, controller: alice, tapped: true}
  - {id: gleam, card: Farmstead Gleaner, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
"""


def test_107_6_untap_symbol_cost_untaps_the_permanent():
    """107.6: {Q} in a cost means "untap this permanent". Farmstead Gleaner ("{2}, {Q}: Put a +1/+1
    counter on this creature."): the tapped one can pay it -- it untaps and gets a counter; the
    untapped one can't (an untapped permanent can't be untapped to pay a cost, 118.3)."""
    assert fully_compiled("Farmstead Gleaner")
    g = play(GLEANER, ["Farmstead Gleaner", "Forest"], [])
    assert _activations(g, "glean") and not _activations(g, "gleam")
    g = play(GLEANER, ["Farmstead Gleaner", "Forest"], ["alice: activate glean 2", "alice: autopay",
                                                         "alice: pass", "bob: pass"])
    assert not g.obj("glean").tapped
    assert g.ch("glean").power == 3


def test_602_5a_untap_symbol_needs_control_since_the_turn_began():
    """602.5a, 302.6: a creature's ability with {Q} in its cost can't be activated unless it has
    been under its controller's control continuously since their most recent turn began."""
    g = play(GLEANER.replace("tapped: true}", "tapped: true, summoning_sick: true}"),
             ["Farmstead Gleaner", "Forest"], [])
    assert not _activations(g, "glean")


CROOK = HEAD + """
battlefield:
  - {id: crook, card: Crook of Condemnation, controller: alice}
  - {id: p1, card: Plains, controller: alice}
graveyard:
  - {id: gy1, card: Grizzly Bears, owner: bob}
"""


def test_118_3_exile_this_artifact_as_a_cost():
    """602.2b, 118.3: Crook of Condemnation's "{1}, Exile this artifact: Exile all graveyards." --
    the artifact is exiled as the cost is paid (not put into the graveyard), then the ability
    resolves: Bob's Grizzly Bears leaves his graveyard for exile."""
    assert fully_compiled("Crook of Condemnation")
    g = play(CROOK, ["Crook of Condemnation", "Plains", "Grizzly Bears"],
             ["alice: activate crook 2", "alice: autopay"])
    assert g.obj("crook").zone == "exile" and g.s.stack
    g = play(CROOK, ["Crook of Condemnation", "Plains", "Grizzly Bears"],
             ["alice: activate crook 2", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("crook").zone == "exile"
    assert g.obj("gy1").zone == "exile"


EXPLORATION = HEAD + """
battlefield:
  - {id: expl, card: Exploration, controller: alice}
hand:
  - {id: f1, card: Forest, owner: alice}
  - {id: f2, card: Forest, owner: alice}
  - {id: f3, card: Forest, owner: alice}
"""


def _land_plays(g):
    return [a for a in g.legal_actions() if a.kind == "play"]


def test_305_2_exploration_allows_one_additional_land():
    """305.2, 305.2a: Exploration ("You may play an additional land on each of your turns."): alice
    plays two lands this turn, not three."""
    assert fully_compiled("Exploration")
    names = ["Exploration", "Forest"]
    g = play(EXPLORATION, names, ["alice: play f1"])
    assert _land_plays(g)
    g = play(EXPLORATION, names, ["alice: play f1", "alice: play f2"])
    assert g.obj("f2").zone == "battlefield"
    assert not _land_plays(g)


def test_305_2_without_exploration_one_land():
    """305.2: without an effect allowing more, a player plays one land during their turn."""
    g = play(EXPLORATION.replace("  - {id: expl, card: Exploration, controller: alice}\n", ""),
             ["Forest"], ["alice: play f1"])
    assert not _land_plays(g)
