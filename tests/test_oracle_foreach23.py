""""For each opponent, gain control of target permanent that player controls." (Blatant Thievery, the
CR's example in 608.2c): one required target for each opponent, each among the permanents that player
controls (601.2c, 115.1), all gained at once as it resolves. Each test plays real cards compiled from
their Oracle text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

import pytest

from pyengine.errors import ScenarioError
from oracle_helpers import fully_compiled, game, head, permanents

ISLANDS = permanents("Island", [f"i{k}" for k in range(7)])


def _thievery(targets: str, players: str = "[alice, bob, carol]"):
    return game(head(players=players) + "battlefield:\n" + ISLANDS + permanents("Hill Giant", ["hg"], "bob")
                + permanents("Grizzly Bears", ["gb"], "bob") + permanents("Scathe Zombies", ["sz"], "carol")
                + "hand:\n  - {id: th, card: Blatant Thievery, owner: alice}\n",
                ["Blatant Thievery"], [f"alice: cast th target={targets}"]
                + [f"{p}: pass" for p in players.strip("[]").split(", ")])


def test_608_2c_one_target_for_each_opponent_all_gained():
    """608.2c (its example), 601.2c: with two opponents, alice targets bob's Hill Giant and carol's
    Scathe Zombies; as Blatant Thievery resolves she gains control of both."""
    assert fully_compiled("Blatant Thievery")
    g = _thievery("hg,sz")
    assert g.ch("hg").controller == "alice" and g.ch("sz").controller == "alice"
    assert g.ch("gb").controller == "bob"


def test_601_2c_each_target_is_that_opponents():
    """601.2c, 115.1: the second target must be a permanent carol controls: bob's Grizzly Bears
    can't be chosen for it."""
    with pytest.raises(ScenarioError):
        _thievery("hg,gb")
