"""Numbers a card says in words (107.1, 608.2h): counts of what a player said before controls ("the
number of Islands that player controls", "for each creature they control"), one count for each
player of an instruction. Each test plays real cards compiled from their Oracle text; the expected
answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, life, permanents, play


def test_608_2h_typhoon_counts_each_opponents_own_islands():
    """608.2h: "Typhoon deals damage to each opponent equal to the number of Islands that player
    controls." -- bob controls two Islands (alice's three don't count for him): bob takes 2, alice 0."""
    assert fully_compiled("Typhoon")
    g = play(head() + "battlefield:\n" + permanents("Forest", ["f1"]) + permanents("Island", ["a1", "a2", "a3"])
             + permanents("Island", ["b1", "b2"], "bob") + "hand:\n  - {id: ty, card: Typhoon, owner: alice}\n",
             ["Typhoon"], ["alice: cast ty", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 18 and life(g, "alice") == 20


def _feast(targets: str):
    return play(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2", "f3", "f4"])
                + "hand:\n  - {id: hf, card: Hunters' Feast, owner: alice}\n",
                ["Hunters' Feast"], [f"alice: cast hf target={targets}", "alice: no_target", "alice: pass", "bob: pass"])


def test_601_2c_hunters_feast_any_number_of_target_players_both_chosen():
    """601.2c, 115.3: "Any number of target players each gain 6 life." -- alice chooses both
    players as targets (each once): both gain 6."""
    assert fully_compiled("Hunters' Feast")
    g = _feast("alice,bob")
    assert life(g, "alice") == 26 and life(g, "bob") == 26


def test_601_2c_hunters_feast_with_only_its_caster_as_target():
    """601.2c: any number may be one: alice targets only herself -- she gains 6, bob doesn't."""
    g = _feast("alice")
    assert life(g, "alice") == 26 and life(g, "bob") == 20
