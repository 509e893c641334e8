"""Extra draws in the draw step and skipped steps and turns: "that player draws an additional card"
(a draw besides the turn-based one, 504.1, 121.1) and "skips their next draw step" / "You skip your
next turn" (500.11, 614.10). Each test plays real cards compiled from their Oracle text; the expected
answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, pass_until, permanents


def _hand(g, p: str) -> int:
    return sum(1 for o in g.s.objects.values() if o.zone == "hand" and o.owner == p)


def test_504_1_howling_mine_gives_the_active_player_an_additional_card():
    """504.1, 121.1: Howling Mine, untapped -- in alice's draw step she draws her card and then one
    more (its trigger): two cards."""
    assert fully_compiled("Howling Mine")
    g = game(head("upkeep", alice=4) + "battlefield:\n" + permanents("Howling Mine", ["hm"], "bob"),
             ["Howling Mine"], [])
    pass_until(g, "alice", "precombat_main")
    assert _hand(g, "alice") == 2


def test_603_4_tapped_howling_mine_gives_nothing():
    """603.4 (intervening if), 504.1: the same with Howling Mine tapped -- alice draws only her one
    card."""
    g = game(head("upkeep", alice=4) + "battlefield:\n  - {id: hm, card: Howling Mine, controller: bob, tapped: true}\n",
             ["Howling Mine"], [])
    pass_until(g, "alice", "precombat_main")
    assert _hand(g, "alice") == 1


def test_614_10_fatigue_skips_the_next_draw_step():
    """500.11, 614.10: alice's Fatigue targets bob -- bob skips his next draw step: at his next
    main phase his hand is still empty."""
    assert fully_compiled("Fatigue")
    g = game(head(bob=3) + "battlefield:\n" + permanents("Island", ["i1", "i2"])
             + "hand:\n  - {id: fa, card: Fatigue, owner: alice}\n",
             ["Fatigue"], ["alice: cast fa target=bob", "alice: pass", "bob: pass"])
    pass_until(g, "bob", "precombat_main")
    assert _hand(g, "bob") == 0
    assert any(e.rule == "614.10" for e in g.log)


def test_614_10_you_skip_your_next_turn():
    """500.11, 614.10: Meditate -- "Draw four cards. You skip your next turn." alice's next turn is
    skipped: after bob's turn comes bob's again."""
    assert fully_compiled("Meditate")
    g = game(head(alice=6, bob=4) + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3"])
             + "hand:\n  - {id: me, card: Meditate, owner: alice}\n",
             ["Meditate"], ["alice: cast me", "alice: pass", "bob: pass"])
    assert _hand(g, "alice") == 4
    pass_until(g, "bob", "precombat_main")
    turn = g.s.turn
    while g.s.turn == turn:                    # bob's turn ends ...
        d = g.decision
        acts = [str(a) for a in g.legal_actions()]
        run_script(g, [f"{d.player}: {'pass' if 'pass' in acts else 'done'}"], "<test>")
    assert g.s.active == "bob"                 # ... and the next turn is bob's again
