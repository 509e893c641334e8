"""X in a cost beyond mana (107.3a, 601.2b, 602.2b): "As an additional cost to cast this spell,
pay X life", "Sacrifice X creatures: ...", "Remove X +1/+1 counters from this creature: ...".
The controller announces X while casting or activating; the cost is paid with that value (601.2h)
and X in the effect is the same number (107.3a). Each expected value comes from the
Comprehensive Rules, cited in the test."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, life, play


def _xs(g) -> set[int]:
    return {a.args[0] for a in g.legal_actions() if a.kind == "x"}


TOXIC = """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: wurm, card: Craw Wurm, controller: bob}
hand:
  - {id: td, card: Toxic Deluge, owner: alice}
"""


def test_107_3a_toxic_deluge_pays_x_life_and_gives_minus_x():
    """107.3a, 601.2b, 119.4: Toxic Deluge ("As an additional cost to cast this spell, pay X
    life. All creatures get -X/-X until end of turn.") -- alice announces X = 3: she pays 3 life
    (20 -> 17); the Grizzly Bears (2/2) dies (704.5f), the Craw Wurm (6/4) is 3/1."""
    assert fully_compiled("Toxic Deluge")
    g = play(head() + TOXIC, ["Toxic Deluge"], ["alice: cast td", "alice: x 3", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 17
    assert g.obj("bear").zone == "graveyard"
    assert (g.ch("wurm").power, g.ch("wurm").toughness) == (3, 1)


def test_119_4_toxic_deluge_x_no_greater_than_the_life_total():
    """119.4, 107.3a: a player can pay life only up to their life total: at 4 life, alice may
    announce X from 0 to 4 for Toxic Deluge, not more."""
    g = game((head() + TOXIC).replace("players: [alice, bob]", "players: [{id: alice, life: 4}, bob]"),
             ["Toxic Deluge"], ["alice: cast td"])
    assert _xs(g) == {0, 1, 2, 3, 4}


def test_602_2b_krav_sacrifices_x_creatures_and_uses_the_same_x():
    """107.3a, 602.2b, 601.2h: Krav, the Unredeemed ("{B}, Sacrifice X creatures: Target player
    draws X cards and gains X life. Put X +1/+1 counters on Krav.") -- alice announces X = 2,
    targets herself and sacrifices two Grizzly Bears: she draws two cards and gains 2 life, and
    Krav gets two +1/+1 counters. With Krav and two Bears, X is at most 3 (Krav may sacrifice
    itself)."""
    assert fully_compiled("Krav, the Unredeemed")
    text = head() + """
battlefield:
  - {id: krav, card: "Krav, the Unredeemed", controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: alice}
  - {id: b2, card: Grizzly Bears, controller: alice}
"""
    g = game(text, ["Krav, the Unredeemed"], ["alice: activate krav 3"])
    assert _xs(g) == {0, 1, 2, 3}
    g = play(text, ["Krav, the Unredeemed"], ["alice: activate krav 3", "alice: x 2", "alice: target alice",
                                              "alice: sacrifice b1", "alice: sacrifice b2",
                                              "alice: pass", "bob: pass"])
    assert g.obj("b1").zone == "graveyard" and g.obj("b2").zone == "graveyard"
    assert len(g.zone_ids("hand", "alice")) == 2 and life(g, "alice") == 22
    assert counters(g, "krav") == 2


def test_122_8_arcbound_javelineer_removes_x_counters_for_x_damage():
    """107.3a, 122.8: Arcbound Javelineer ("{T}, Remove X +1/+1 counters from this creature: It
    deals X damage to target attacking or blocking creature.") with three +1/+1 counters may
    announce X up to 3 (the counters on it); X = 2 removes two counters and deals 2 damage to
    bob's attacking Grizzly Bears, which dies."""
    assert fully_compiled("Arcbound Javelineer")
    text = head(active="bob") + """
battlefield:
  - {id: jav, card: Arcbound Javelineer, controller: alice, counters: {+1/+1: 3}}
  - {id: bear, card: Grizzly Bears, controller: bob}
"""
    attack = ["T1 declare_attackers bob: attack bear", "bob: done", "bob: pass"]
    g = game(text, ["Arcbound Javelineer"], attack + ["alice: activate jav 1"])
    assert _xs(g) == {0, 1, 2, 3}
    g = play(text, ["Arcbound Javelineer"], attack + ["alice: activate jav 1", "alice: x 2", "alice: target bear",
                                             "alice: pass", "bob: pass"])
    assert counters(g, "jav") == 1 and g.obj("bear").zone == "graveyard"
