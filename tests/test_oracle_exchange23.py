"""Exchanging control of two permanents (701.10): "Exchange control of two target creatures",
"... of target land you control and target land an opponent controls", "... of this artifact and
target nonland permanent". Each test plays real cards compiled from their Oracle text; the expected
answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head

RESOLVE = ["alice: pass", "bob: pass"]
ISLANDS = "\n".join(f"  - {{id: i{k}, card: Island, controller: alice}}" for k in range(1, 8))


def _switcheroo(targets: str, extra: str = "", script_after: list[str] | None = None):
    return game(head() + f"""
battlefield:
  - {{id: gb, card: Grizzly Bears, controller: alice}}
  - {{id: hg, card: Hill Giant, controller: bob}}
  - {{id: sg, card: Scathe Zombies, controller: bob}}
{ISLANDS}
{extra}hand:
  - {{id: sw, card: Switcheroo, owner: alice}}
""", ["Switcheroo"], [f"alice: cast sw target={targets}"] + (script_after or []) + RESOLVE)


def test_701_10b_each_player_gains_control_of_the_other_permanent():
    """701.10b: Switcheroo on alice's Grizzly Bears and bob's Hill Giant: each player gains control of
    the permanent the other controlled -- alice controls the Giant, bob the Bears."""
    assert fully_compiled("Switcheroo")
    g = _switcheroo("gb,hg")
    assert g.ch("hg").controller == "alice" and g.ch("gb").controller == "bob"


def test_701_10b_two_permanents_of_one_controller_are_not_exchanged():
    """701.10b: both targets are bob's (Hill Giant, Scathe Zombies): the exchange does nothing and he
    keeps both."""
    g = _switcheroo("hg,sg")
    assert g.ch("hg").controller == "bob" and g.ch("sg").controller == "bob"
    assert any(e.rule == "701.10b" and "does nothing" in e.text for e in g.log)


def test_701_10a_no_part_of_the_exchange_happens_if_a_target_is_gone():
    """701.10a (its example): bob's Hill Giant is destroyed (Murder, in response) before Switcheroo
    resolves: the exchange can't be completed, so alice keeps her Grizzly Bears."""
    g = game(head() + f"""
battlefield:
  - {{id: gb, card: Grizzly Bears, controller: alice}}
  - {{id: hg, card: Hill Giant, controller: bob}}
  - {{id: s1, card: Swamp, controller: bob}}
  - {{id: s2, card: Swamp, controller: bob}}
  - {{id: s3, card: Swamp, controller: bob}}
{ISLANDS}
hand:
  - {{id: sw, card: Switcheroo, owner: alice}}
  - {{id: mu, card: Murder, owner: bob}}
""", ["Switcheroo", "Murder"], ["alice: cast sw target=gb,hg", "alice: pass", "bob: cast mu target=hg"]
        + RESOLVE + RESOLVE)
    assert g.obj("hg").zone == "graveyard"
    assert g.ch("gb").controller == "alice"
    assert any(e.rule == "701.10a" for e in g.log)


def test_701_10b_target_you_control_and_target_an_opponent_controls():
    """701.10b, 115.1: Political Trickery ("Exchange control of target land you control and target
    land an opponent controls"): alice's Island for bob's Forest."""
    assert fully_compiled("Political Trickery")
    g = game(head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: fo, card: Forest, controller: bob}
hand:
  - {id: pt, card: Political Trickery, owner: alice}
""", ["Political Trickery"], ["alice: cast pt target=i1,fo"] + RESOLVE)
    assert g.ch("fo").controller == "alice" and g.ch("i1").controller == "bob"


def test_701_10b_this_artifact_and_target_permanent():
    """701.10b, 613.1b: Avarice Totem's "{5}: Exchange control of this artifact and target nonland
    permanent" aimed at bob's Hill Giant: bob gets the Totem, alice the Giant."""
    assert fully_compiled("Avarice Totem")
    g = game(head() + f"""
battlefield:
  - {{id: at, card: Avarice Totem, controller: alice}}
  - {{id: hg, card: Hill Giant, controller: bob}}
{ISLANDS}
""", ["Avarice Totem"], ["alice: activate at 1 target=hg"] + RESOLVE)
    assert g.ch("hg").controller == "alice" and g.ch("at").controller == "bob"
