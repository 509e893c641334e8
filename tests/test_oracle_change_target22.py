"""Changing the target of a spell (115.7a): "Change the target of target spell with a single
target." -- the target can be changed only to another legal target; if there is none, it stays
unchanged; and objects returned to "their owner's hand" (108.3, each object's owner). Each test plays real cards compiled from their Oracle text; the expected answer comes
from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, life

RESOLVE = ["alice: pass", "bob: pass"]


def _swerve(bobs_spell: str, target: str, extra: str = ""):
    return game(head() + f"""
battlefield:
  - {{id: gb, card: Grizzly Bears, controller: alice}}
  - {{id: i1, card: Island, controller: alice}}
  - {{id: m1, card: Mountain, controller: alice}}
  - {{id: f2, card: Forest, controller: bob}}
  - {{id: m2, card: Mountain, controller: bob}}
{extra}hand:
  - {{id: sw, card: Swerve, owner: alice}}
  - {{id: bs, card: {bobs_spell}, owner: bob}}
""", ["Swerve", bobs_spell], ["alice: pass", f"bob: cast bs target={target}", "bob: pass",
                             "alice: cast sw target=bs"] + RESOLVE)


def test_115_7a_swerve_sends_lightning_bolt_to_its_caster():
    """115.7a: bob's Lightning Bolt targets alice's Grizzly Bears; alice's Swerve changes its target
    to bob (offered: the other legal targets, not the Bears) -- the Bolt deals 3 damage to bob and
    the Bears live."""
    assert fully_compiled("Swerve")
    g = _swerve("Lightning Bolt", "gb")
    d = g.s.decision
    assert d.kind == "target" and {a.args[0] for a in d.options} == {"alice", "bob"}
    run_script(g, ["alice: target bob"] + RESOLVE, "<test>")
    assert life(g, "bob") == 17 and g.obj("gb").zone == "battlefield" and g.obj("gb").damage == 0


def test_115_7a_no_other_legal_target_leaves_the_target_unchanged():
    """115.7a: bob's Giant Growth targets his Hill Giant, the only creature on the battlefield:
    there is no other legal target, so Swerve leaves the target unchanged and the Giant gets +3/+3
    (6/6)."""
    g = game(head() + """
battlefield:
  - {id: hg, card: Hill Giant, controller: bob}
  - {id: i1, card: Island, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: f2, card: Forest, controller: bob}
hand:
  - {id: sw, card: Swerve, owner: alice}
  - {id: bs, card: Giant Growth, owner: bob}
""", ["Swerve", "Giant Growth"], ["alice: pass", "bob: cast bs target=hg", "bob: pass",
                                   "alice: cast sw target=bs"] + RESOLVE + RESOLVE)
    assert any(e.rule == "115.7a" and "unchanged" in e.text for e in g.log)
    assert (g.ch("hg").power, g.ch("hg").toughness) == (6, 6)


def test_108_3_aetherize_returns_attacking_creatures_to_their_owners_hand():
    """108.3, 400.3: Aetherize ("Return all attacking creatures to their owner's hand.") cast by bob
    in the declare attackers step: alice's attacking Grizzly Bears goes to her hand; her creature
    that didn't attack stays."""
    assert fully_compiled("Aetherize")
    g = game(head("declare_attackers") + """
battlefield:
  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: le, card: Llanowar Elves, controller: alice, summoning_sick: false}
  - {id: i1, card: Island, controller: bob}
  - {id: i2, card: Island, controller: bob}
  - {id: i3, card: Island, controller: bob}
  - {id: i4, card: Island, controller: bob}
hand:
  - {id: ae, card: Aetherize, owner: bob}
""", ["Aetherize"], ["alice: attack gb", "alice: done", "alice: pass", "bob: cast ae"] + RESOLVE)
    assert g.obj("gb").zone == "hand" and g.obj("le").zone == "battlefield"
