"""Effects that look back in time (608.2i): "This spell costs {1} less to cast for each creature you
attacked with this turn" (Search Party Captain, the CR's example) counts the creatures declared as
attackers this turn, whatever they are now. Each test plays real cards compiled from their Oracle
text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, pass_until, permanents


def _after_combat(attackers: list[str]):
    g = game(head("declare_attackers") + "battlefield:\n"
             + permanents("Grizzly Bears", ["gb"]) + permanents("Savannah Lions", ["le"])
             + permanents("Plains", ["p1", "p2"]) + permanents("Hill Giant", ["hg"], "bob")
             + "hand:\n  - {id: sp, card: Search Party Captain, owner: alice}\n",
             ["Search Party Captain"], [f"alice: attack {a}" for a in attackers] + ["alice: done"])
    pass_until(g, "alice", "declare_blockers")
    if "le" in attackers:                       # bob's Hill Giant blocks (and kills) the Elves
        run_script(g, ["bob: block hg le", "bob: done"], "<test>")
    pass_until(g, "alice", "postcombat_main")
    return g


def test_608_2i_creatures_attacked_with_count_even_when_gone():
    """608.2i, 601.2f: alice attacked with Grizzly Bears and Savannah Lions; the Lions died blocked.
    Search Party Captain ({3}{W}) still costs {2} less: her two Plains pay {1}{W}."""
    assert fully_compiled("Search Party Captain")
    g = _after_combat(["gb", "le"])
    assert g.obj("le").zone == "graveyard"
    run_script(g, ["alice: cast sp", "alice: pass", "bob: pass"], "<test>")
    assert "{1}{W}" in _total_cost(g) and g.obj("sp").zone == "battlefield"


def _total_cost(g) -> str:
    return [e.text for e in g.log if e.rule == "601.2f" and e.text.startswith("total cost")][-1]


def test_608_2i_one_attacker_one_less():
    """608.2i, 601.2f: with one creature attacked with (the Bears), the Captain's total cost is
    {2}{W}: two Plains can't pay it (the Lions, which didn't attack, make no mana)."""
    g = _after_combat(["gb"])
    run_script(g, ["alice: cast sp"], "<test>")
    assert "{2}{W}" in _total_cost(g)
    assert "pass" not in [str(a) for a in g.legal_actions()]     # still paying: the cost isn't paid
