"""Shield counters (122.1c): "If this permanent would be destroyed as the result of an effect,
instead remove a shield counter from it" and "If damage would be dealt to this permanent, prevent
that damage and remove a shield counter from it." Each test plays real cards compiled from their
Oracle text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, permanents, play


def _boon(card: str):
    return play(head() + "battlefield:\n" + permanents("Plains", ["p1"]) + permanents("Mountain", ["m1"])
                + permanents("Swamp", ["s1", "s2"]) + permanents("Grizzly Bears", ["gb"])
                + f"hand:\n  - {{id: boon, card: Boon of Safety, owner: alice}}\n  - {{id: x, card: {card}, owner: alice}}\n",
                ["Boon of Safety", card], ["alice: cast boon target=gb", "alice: pass", "bob: pass",
                                           "alice: cast x target=gb", "alice: pass", "bob: pass"])


def test_122_1c_a_shield_counter_prevents_damage_and_is_removed():
    """122.1c, 615: Boon of Safety puts a shield counter on the Bears; Lightning Bolt's 3 damage
    is prevented and the counter is removed: the Bears survive, with no damage and no counter."""
    assert fully_compiled("Boon of Safety")
    g = _boon("Lightning Bolt")
    assert g.obj("gb").zone == "battlefield" and g.obj("gb").damage == 0 and counters(g, "gb", "shield") == 0


def test_122_1c_a_shield_counter_replaces_destruction():
    """122.1c, 614: Doom Blade would destroy the shielded Bears: instead the shield counter is
    removed, and the Bears stay on the battlefield."""
    g = _boon("Doom Blade")
    assert g.obj("gb").zone == "battlefield" and counters(g, "gb", "shield") == 0
