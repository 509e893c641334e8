"""Effects that say a player can't lose or can't win the game (101.2: "can't" wins; 810.8a: "If an effect
says that a player can't lose the game, ..."; 104.3a-d; 704.5a-c): Platinum Angel ("You can't lose the
game and your opponents can't win the game."), Abyssal Persecutor ("You can't win the game and your
opponents can't lose the game."). Each test plays real cards compiled from their Oracle text; the
expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, pass_until, permanents, play

CARDS = ["Platinum Angel", "Abyssal Persecutor", "Felidar Sovereign", "Lightning Bolt", "Shock", "Mountain"]


def _players(alice: int = 20, bob: int = 20) -> str:
    return head(players=f"[{{id: alice, life: {alice}}}, {{id: bob, life: {bob}}}]")


def test_win_lose_cards_compile():
    """101.2: the "can't lose / can't win" statics are executed -- the cards are fully compiled."""
    for name in CARDS[:3]:
        assert fully_compiled(name), name


def test_704_5a_platinum_angel_a_player_at_zero_life_doesnt_lose():
    """704.5a, 101.2, 810.8a: alice, with Platinum Angel, takes Lightning Bolt at 2 life -- at -1 life
    she doesn't lose the game."""
    g = play(_players(alice=2) + "battlefield:\n" + permanents("Platinum Angel", ["pa"])
             + permanents("Mountain", ["m1"], "bob") + "hand:\n  - {id: lb, card: Lightning Bolt, owner: bob}\n",
             CARDS, ["alice: pass", "bob: cast lb target=alice", "bob: pass", "alice: pass"])
    assert g.s.players["alice"].life == -1
    assert "alice" in g.alive() and g.outcome() is None


def test_704_5a_when_the_angel_leaves_the_player_loses():
    """704.5a: once Platinum Angel is gone (Lightning Bolt deals 3 damage to it, 704.5g), alice at -1
    life loses at the next check of state-based actions."""
    g = play(_players(alice=-1) + "battlefield:\n" + permanents("Platinum Angel", ["pa"])
             + permanents("Mountain", ["m1", "m2"], "bob")
             + "hand:\n  - {id: lb, card: Lightning Bolt, owner: bob}\n  - {id: l2, card: Lightning Bolt, owner: bob}\n",
             CARDS, ["alice: pass", "bob: cast lb target=pa", "bob: pass", "alice: pass"])
    assert "alice" in g.alive()                        # 3 damage isn't lethal to a 4/4
    run_script(g, ["bob: cast l2 target=pa", "bob: pass", "alice: pass"], "<test>")
    assert g.obj("pa").zone == "graveyard"
    assert "alice" not in g.alive() and g.outcome().winner == "bob"


def test_104_2b_platinum_angel_opponents_cant_win():
    """104.2b, 101.2: bob's Felidar Sovereign ("At the beginning of your upkeep, if you have 40 or more
    life, you win the game.") does nothing while alice controls Platinum Angel."""
    g = game(_players(bob=40).replace("active_player: alice", "active_player: bob").replace("step: precombat_main", "step: untap")
             + "battlefield:\n" + permanents("Platinum Angel", ["pa"]) + permanents("Felidar Sovereign", ["fs"], "bob"),
             CARDS)
    pass_until(g, "bob", "draw")
    assert g.outcome() is None and "alice" in g.alive()


def test_104_2b_without_the_angel_felidar_wins():
    """104.2b: the same upkeep without Platinum Angel -- bob wins the game."""
    g = game(_players(bob=40).replace("active_player: alice", "active_player: bob").replace("step: precombat_main", "step: untap")
             + "battlefield:\n" + permanents("Felidar Sovereign", ["fs"], "bob"), CARDS)
    for _ in range(10):
        if g.outcome() is not None:
            break
        d = g.decision
        run_script(g, [f"{d.player}: pass"], "<test>")
    assert g.outcome() is not None and g.outcome().winner == "bob"


def test_704_5a_abyssal_persecutor_opponents_cant_lose():
    """704.5a, 101.2: alice controls Abyssal Persecutor; bob at 0 life doesn't lose the game."""
    g = game(_players(bob=0) + "battlefield:\n" + permanents("Abyssal Persecutor", ["ap"]), CARDS)
    assert "bob" in g.alive() and g.outcome() is None
