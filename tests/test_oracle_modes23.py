"""Modes depending on the kicker (601.2b, 700.2, 702.33d): "Choose one. If this spell was kicked, choose
any number instead." (Inscription of Abundance, one of the CR's example cards) -- the kicker is announced
with the modes, so a kicked Inscription may have all three; and protection from each color (702.16h).
Each test plays real cards compiled from their Oracle text; the expected answer comes from the CR rule
cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, life, permanents

BOARD = (head() + "battlefield:\n" + permanents("Forest", [f"f{i}" for i in range(6)])
         + permanents("Hill Giant", ["hg"]) + permanents("Grizzly Bears", ["gb"], "bob")
         + "hand:\n  - {id: ia, card: Inscription of Abundance, owner: alice}\n")


def test_700_2_kicked_inscription_has_every_mode():
    """601.2b, 700.2, 702.33d: kicked, alice chooses all three modes: two +1/+1 counters on her Hill
    Giant (5/5), she gains 5 life (the greatest power among creatures she controls, as it resolves:
    608.2h), then the Giant fights bob's Grizzly Bears, which die."""
    assert fully_compiled("Inscription of Abundance")
    g = game(BOARD, ["Inscription of Abundance"],
             ["alice: cast ia", "alice: kick", "alice: mode 1", "alice: mode 2", "alice: mode 3",
              "alice: target hg", "alice: target alice", "alice: target hg", "alice: target gb",
              "alice: pass", "bob: pass"])
    assert counters(g, "hg") == 2
    assert life(g, "alice") == 25
    assert g.obj("gb").zone == "graveyard"


def test_700_2_unkicked_inscription_has_one_mode():
    """601.2b, 700.2: not kicked, "choose one" stands: after one mode no other may be chosen."""
    g = game(BOARD, ["Inscription of Abundance"], ["alice: cast ia", "alice: no_kick", "alice: mode 1"])
    assert g.s.decision.kind != "mode"


def test_702_16h_protection_from_each_color():
    """702.16h, 702.16e: Iridescent Angel ("Flying, protection from each color") -- Pyroclasm's 2
    damage to each creature is prevented for the Angel (red is one of the colors), not for the
    Grizzly Bears."""
    assert fully_compiled("Iridescent Angel")
    g = game(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2"])
             + permanents("Iridescent Angel", ["ia"], "bob") + permanents("Grizzly Bears", ["gb"], "bob")
             + "hand:\n  - {id: py, card: Pyroclasm, owner: alice}\n",
             ["Iridescent Angel", "Pyroclasm"], ["alice: cast py", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "graveyard"
    assert g.obj("ia").zone == "battlefield" and g.obj("ia").damage == 0
