"""Keyword abilities of CR 702 (and keyword actions of 701) compiled from Oracle text and executed
by the game loop: outlast (702.107), graft (702.58), ... Each test plays real cards compiled from
the Oracle data; the expected answer comes from the CR rule (or ruling) cited in its docstring."""
from __future__ import annotations

import pytest

from pyengine.errors import ScenarioError
from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, play, rules  # noqa: F401

HEAD = head(alice=4, bob=3)


def lands(card: str, n: int, who: str = "alice", tag: str = "") -> str:
    tag = tag or card[:2].lower()
    return "".join(f"  - {{id: {tag}{i}, card: {card}, controller: {who}}}\n" for i in range(n))


# ------------------------------------------------------------------ 702.107 outlast
def test_702_107a_outlast_taps_for_a_counter_at_sorcery_speed():
    """702.107a: Ainok Bond-Kin's "Outlast {1}{W}" is "{1}{W}, {T}: Put a +1/+1 counter on this
    creature. Activate only as a sorcery": activated in alice's main phase it taps the 2/1 and
    makes it a 3/2 (its other ability then gives it first strike)."""
    assert fully_compiled("Ainok Bond-Kin")
    g = game(HEAD + "battlefield:\n" + lands("Plains", 2) + """
  - {id: ainok, card: Ainok Bond-Kin, controller: alice}
""", ["Ainok Bond-Kin"])
    idx = [i for i, sp in g.abilities_of("ainok", "activated")][0]
    run_script(g, [f"alice: activate ainok {idx}", "alice: pass", "bob: pass"], "<test>")
    assert counters(g, "ainok") == 1 and g.ch("ainok").power == 3 and g.obj("ainok").tapped
    assert ("kw", ("first_strike",)) in g.ch("ainok").ability_terms


def test_702_107a_outlast_only_as_a_sorcery():
    """702.107a, 307.1: "Activate only as a sorcery": in bob's turn alice can't activate outlast."""
    g = game(head(active="bob", alice=4, bob=3) + "battlefield:\n" + lands("Plains", 2) + """
  - {id: ainok, card: Ainok Bond-Kin, controller: alice}
""", ["Ainok Bond-Kin"])
    idx = [i for i, sp in g.abilities_of("ainok", "activated")][0]
    with pytest.raises(ScenarioError, match="not a legal choice"):
        run_script(g, ["bob: pass", f"alice: activate ainok {idx}"], "<test>")
    assert counters(g, "ainok") == 0


# ------------------------------------------------------------------ 702.58 graft
GRAFT = HEAD + "battlefield:\n" + lands("Forest", 2) + """
  - {id: init, card: Simic Initiate, controller: alice}
hand:
  - {id: bear, card: Grizzly Bears, owner: alice}
"""


def test_702_58a_graft_enters_with_counters():
    """702.58a: Simic Initiate (0/0, graft 1) enters with one +1/+1 counter: a 1/1."""
    assert fully_compiled("Simic Initiate")
    g = game(head(alice=4, bob=3) + "battlefield:\n" + lands("Forest", 1) + """
hand:
  - {id: init, card: Simic Initiate, owner: alice}
""", ["Simic Initiate"], ["alice: cast init", "alice: pass", "bob: pass"])
    assert g.obj("init").zone == "battlefield" and counters(g, "init") == 1 and g.ch("init").power == 1


def test_702_58a_graft_moves_a_counter_onto_the_entering_creature():
    """702.58a, 122.5: when Grizzly Bears enters, alice may move Simic Initiate's +1/+1 counter onto
    it: the Bears become 3/3, the Initiate a 0/0 that dies (704.5f)."""
    g = game(GRAFT.replace("controller: alice}\nhand", "controller: alice, counters: {\"+1/+1\": 1}}\nhand"),
             ["Simic Initiate"], ["alice: cast bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                                  "alice: yes"])
    assert counters(g, "bear") == 1 and g.ch("bear").power == 3
    assert g.obj("init").zone == "graveyard"
    assert "122.5" in rules(g)


def test_702_58a_graft_intervening_if_needs_a_counter():
    """702.58a, 603.4: "if this permanent has a +1/+1 counter on it" -- with none, the graft ability
    doesn't trigger when Grizzly Bears enter (the Bears stay 2/2)."""
    g = game(GRAFT.replace("  - {id: init", "  - {id: sq, card: Glorious Anthem, controller: alice}\n  - {id: init"),
             ["Simic Initiate"], ["alice: cast bear", "alice: pass", "bob: pass"])
    assert not g.s.stack and counters(g, "bear") == 0 and g.ch("bear").power == 3
