""""If this is the Nth time this ability has resolved this turn" (the ability of this object, 400.7,
counting the resolution in progress; 608.2c). Each test plays real cards compiled from their Oracle
text; the expected answer comes from the card's text and the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, permanents

RESOLVE = ["alice: pass", "bob: pass"]
FIRST_STRIKE = ("kw", ("first_strike",))


def test_608_2c_the_third_resolution_this_turn():
    """608.2c: Inner-Flame Igniter -- "{2}{R}: Creatures you control get +1/+0 until end of turn. If
    this is the third time this ability has resolved this turn, creatures you control gain first
    strike until end of turn." Twice: +2/+0 and no first strike; the third time: +3/+0 and first
    strike (611.2c: the creatures there as it resolves)."""
    assert fully_compiled("Inner-Flame Igniter")
    g = game(head() + "battlefield:\n" + permanents("Mountain", [f"m{i}" for i in range(9)])
             + permanents("Inner-Flame Igniter", ["ig"]) + permanents("Grizzly Bears", ["gb"]),
             ["Inner-Flame Igniter"], ["alice: activate ig 1"] + RESOLVE + ["alice: activate ig 1"] + RESOLVE)
    assert g.ch("gb").power == 4 and FIRST_STRIKE not in g.ch("gb").ability_terms
    run_script(g, ["alice: activate ig 1"] + RESOLVE, "<test>")
    assert g.ch("gb").power == 5 and FIRST_STRIKE in g.ch("gb").ability_terms


def test_608_2c_the_first_resolution_only():
    """608.2c, 603.2: Teething Wurmlet -- "Whenever an artifact you control enters, you gain 1 life. If
    this is the first time this ability has resolved this turn, put a +1/+1 counter on this creature."
    Two Ornithopters enter one after the other: alice gains 2 life, the Wurmlet gets one counter."""
    assert fully_compiled("Teething Wurmlet")
    g = game(head() + "battlefield:\n" + permanents("Teething Wurmlet", ["tw"])
             + "hand:\n  - {id: o1, card: Ornithopter, owner: alice}\n  - {id: o2, card: Ornithopter, owner: alice}\n",
             ["Teething Wurmlet"], ["alice: cast o1"] + RESOLVE + RESOLVE + ["alice: cast o2"] + RESOLVE + RESOLVE)
    assert g.s.players["alice"].life == 22
    assert sum(c.count for c in g.obj("tw").counters if c.kind == "+1/+1") == 1
