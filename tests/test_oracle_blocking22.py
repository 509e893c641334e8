"""Filters naming the creatures blocking an ability's source or blocked by it (509.1a, 506.4):
"Tap target creature blocking this creature", "gain control of all creatures blocking this
creature", "Exile target creature blocking or blocked by ~". Each test plays real cards compiled
from their Oracle text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head

TO_BLOCKS = ["alice: done", "alice: pass", "bob: pass"]


def _board(attacker: str, blockers: str, extra: str = "") -> str:
    return head("declare_attackers") + f"""
battlefield:
  - {{id: a, card: {attacker}, controller: alice, summoning_sick: false}}
  - {{id: b1, card: {blockers}, controller: bob}}
  - {{id: b2, card: {blockers}, controller: bob}}
{extra}"""


def test_509_1a_master_of_arms_may_target_only_the_creature_blocking_it():
    """509.1a, 115.1: Master of Arms's "{1}{W}: Tap target creature blocking this creature." --
    bob blocks it with b1 only: b1 is the one legal target; b2, not blocking, isn't."""
    assert fully_compiled("Master of Arms")
    g = game(_board("Master of Arms", "Grizzly Bears",
                    "  - {id: p1, card: Plains, controller: alice}\n  - {id: p2, card: Plains, controller: alice}\n"),
             ["Master of Arms"], ["alice: attack a"] + TO_BLOCKS + ["bob: block b1 a", "bob: done", "alice: activate a 2"])
    d = g.s.decision
    assert d.kind == "target" and {x.args[0] for x in d.options if x.kind == "target"} == {"b1"}


def test_506_4_the_wretched_gains_control_of_the_creature_that_blocked_it():
    """506.4, 511.1, 611.2c: The Wretched's "At end of combat, gain control of all creatures
    blocking this creature for as long as you control this creature." -- at end of combat the
    Hill Giant that blocked it is still a blocking creature: alice gains control of it, not of
    the other Giant."""
    assert fully_compiled("The Wretched")
    g = game(_board("The Wretched", "Hill Giant"), ["The Wretched"],
             ["alice: attack a"] + TO_BLOCKS + ["bob: block b1 a", "bob: done"] + ["alice: pass", "bob: pass"] * 3)
    assert g.ch("b1").controller == "alice" and g.ch("b2").controller == "bob"
