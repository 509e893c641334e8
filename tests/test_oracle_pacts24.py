"""Pacts: "At the beginning of your next upkeep, pay {2}{G}{G}. If you don't, you lose the game."
(603.7a: a delayed triggered ability; 118.12: the payment is a mandatory cost paid as it resolves --
mana already in the pool pays it, while activating mana abilities for it stays the player's choice,
118.3c; 104.3a: a player who loses the game). Each test plays real cards compiled from their Oracle
text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, pass_until, permanents

CARDS = ["Summoner's Pact", "Pact of Negation", "Slaughter Pact", "Pact of the Titan", "Grizzly Bears", "Forest"]


def _pact_game(forests: int):
    g = game(head(alice=["Grizzly Bears", "Forest", "Forest"], bob=5) + "battlefield:\n"
             + permanents("Forest", [f"f{i}" for i in range(1, forests + 1)])
             + "hand:\n  - {id: sp, card: \"Summoner's Pact\", owner: alice}\n", CARDS)
    run_script(g, ["alice: cast sp", "alice: pass", "bob: pass", "alice: find la1"], "<test>")
    return g


def _lost(g, p: str) -> bool:
    return p not in g.alive()


def test_pacts_compile():
    """603.7a, 118.12: the Pacts are executed -- fully compiled."""
    for name in CARDS[:4]:
        assert fully_compiled(name), name


def test_603_7a_the_trigger_waits_for_your_next_upkeep():
    """603.7a: "your next upkeep" -- nothing triggers in bob's upkeep; in alice's next upkeep the
    delayed ability is on the stack."""
    g = _pact_game(4)
    assert g.obj("la1").zone == "hand"                     # the search found Grizzly Bears (701.19b)
    pass_until(g, "bob", "upkeep")
    assert not g.s.stack
    pass_until(g, "alice", "upkeep")
    assert [s.text for s in g.s.stack] == ["at the beginning of your next upkeep"]


def test_118_3c_declining_to_activate_mana_abilities_loses_the_game():
    """118.12, 118.3c, 104.3a: with an empty mana pool alice may decline to tap her Forests for the
    payment; then she doesn't pay, and she loses the game."""
    g = _pact_game(4)
    pass_until(g, "alice", "upkeep")
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert g.decision.kind == "may" and g.decision.player == "alice"
    run_script(g, ["alice: no"], "<test>")
    assert _lost(g, "alice") and not _lost(g, "bob")


def test_118_12_paying_with_mana_abilities_keeps_the_game_going():
    """118.12, 605.3a: alice taps four Forests for {2}{G}{G} as the ability resolves; she doesn't lose."""
    g = _pact_game(4)
    pass_until(g, "alice", "upkeep")
    run_script(g, ["alice: pass", "bob: pass", "alice: yes"], "<test>")
    assert not _lost(g, "alice")
    assert all(g.obj(f"f{i}").tapped for i in range(1, 5))


def test_118_12_mana_in_the_pool_must_pay_the_mandatory_cost():
    """118.12, 118.3a: the payment is mandatory, not "you may pay": alice tapped her Forests for mana
    while the ability was on the stack, so the mana in her pool pays it -- she isn't asked, and she
    doesn't lose."""
    g = _pact_game(4)
    pass_until(g, "alice", "upkeep")
    run_script(g, ["alice: mana f1", "alice: mana f2", "alice: mana f3", "alice: mana f4", "alice: pass", "bob: pass"],
               "<test>")
    assert not _lost(g, "alice")
    assert not g.s.stack
    assert g.decision.kind != "may"
    assert not any(g.s.pools.get("alice", {}).values())


def test_118_3_unable_to_pay_loses_the_game():
    """118.3, 104.3a: with two Forests alice can't pay {2}{G}{G}; she isn't offered the payment and loses."""
    g = _pact_game(2)
    pass_until(g, "alice", "upkeep")
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert _lost(g, "alice")
