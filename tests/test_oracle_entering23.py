"""Permanents entering with additional counters and damage redirected to an attached creature:
"Each other Warrior creature you control enters with an additional +1/+1 counter on it." -- a
replacement effect on each such permanent as it enters (614.1c, 614.12: the permanent as it would exist
on the battlefield; 122.6: entering with counters); "All damage that would be dealt to you is dealt to
enchanted creature instead." (614.9). Each test plays real cards compiled from their Oracle text; the
expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, permanents

RESOLVE = ["alice: pass", "bob: pass"]


def test_614_1c_a_warrior_enters_with_an_additional_counter():
    """614.1c, 122.6: with Bramblewood Paragon, alice's Goblin Piker (a Goblin Warrior) enters with a
    +1/+1 counter (a 3/2); her Grizzly Bears (no Warrior) enters with none."""
    assert fully_compiled("Bramblewood Paragon")
    g = game(head() + "battlefield:\n" + permanents("Bramblewood Paragon", ["bp"])
             + permanents("Mountain", ["m1", "m2"]) + permanents("Forest", ["f1", "f2"])
             + "hand:\n  - {id: gp, card: Goblin Piker, owner: alice}\n  - {id: gb, card: Grizzly Bears, owner: alice}\n",
             ["Bramblewood Paragon", "Goblin Piker"], ["alice: cast gp"] + RESOLVE + ["alice: cast gb"] + RESOLVE)
    assert counters(g, "gp") == 1 and g.ch("gp").power == 3
    assert counters(g, "gb") == 0


def test_614_12_the_opponents_warrior_gets_nothing():
    """614.12: the permanent is checked as it would exist on the battlefield: bob's Goblin Piker enters
    under bob's control, not a creature alice controls -- no counter."""
    g = game(head(active="bob") + "battlefield:\n" + permanents("Bramblewood Paragon", ["bp"])
             + permanents("Mountain", ["m1", "m2"], "bob")
             + "hand:\n  - {id: gp, card: Goblin Piker, owner: bob}\n",
             ["Bramblewood Paragon", "Goblin Piker"], ["bob: cast gp", "bob: pass", "alice: pass"])
    assert g.obj("gp").zone == "battlefield" and counters(g, "gp") == 0


def test_306_5b_a_planeswalker_enters_with_an_additional_loyalty_counter():
    """306.5b, 614.1c: with Oath of Gideon, alice's Ajani Goldmane (printed loyalty 4) enters with its
    four loyalty counters and one more: 5."""
    assert fully_compiled("Oath of Gideon")
    g = game(head() + "battlefield:\n" + permanents("Oath of Gideon", ["og"])
             + permanents("Plains", ["p1", "p2", "p3", "p4"])
             + "hand:\n  - {id: aj, card: Ajani Goldmane, owner: alice}\n",
             ["Oath of Gideon", "Ajani Goldmane"], ["alice: cast aj"] + RESOLVE)
    assert counters(g, "aj", "loyalty") == 5


def _bolted(attachment: str):
    return game(head(active="bob") + "battlefield:\n" + permanents("Hill Giant", ["hg"])
                + f"  - {{id: pa, card: {attachment}, controller: alice, attached_to: hg}}\n"
                + permanents("Mountain", ["m1"], "bob")
                + "hand:\n  - {id: lb, card: Lightning Bolt, owner: bob}\n",
                [attachment, "Lightning Bolt"], ["bob: cast lb target=alice", "bob: pass", "alice: pass"])


def test_614_9_pariah_redirects_damage_to_the_enchanted_creature():
    """614.9: Pariah ("All damage that would be dealt to you is dealt to enchanted creature instead.")
    on alice's Hill Giant: bob's Lightning Bolt at alice deals its 3 damage to the Giant instead; alice
    stays at 20."""
    from oracle_helpers import life
    assert fully_compiled("Pariah")
    g = _bolted("Pariah")
    assert life(g, "alice") == 20 and g.obj("hg").zone == "graveyard"


def test_614_9_pariahs_shield_redirects_to_the_equipped_creature():
    """614.9, 301.5: Pariah's Shield does the same for the equipped creature."""
    from oracle_helpers import life
    assert fully_compiled("Pariah's Shield")
    g = _bolted("Pariah's Shield")
    assert life(g, "alice") == 20 and g.obj("hg").zone == "graveyard"
