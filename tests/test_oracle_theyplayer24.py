""""they" as the player of a trigger event (603.2, 608.2c): "Whenever an opponent draws a card, they lose
2 life." -- "they", with nothing named before it, is the player who drew (as "that player" says). Each
test plays real cards compiled from their Oracle text; the expected answer comes from the CR rule cited
in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, life, pass_until, permanents

CARDS = ["Sheoldred, the Apocalypse", "Shrieking Affliction", "Havoc"]


def test_they_cards_compile():
    """603.2: the triggered abilities naming the event's player as "they" are executed."""
    for name in CARDS:
        assert fully_compiled(name), name


def test_603_2_sheoldred_opponent_draws_they_lose_two():
    """603.2, 504.1: alice controls Sheoldred, the Apocalypse; bob draws his card in his draw step -- he
    (the player who drew) loses 2 life, alice's life doesn't change."""
    g = game(head("end", bob=3) + "battlefield:\n" + permanents('"Sheoldred, the Apocalypse"', ["sh"]), CARDS)
    pass_until(g, "bob", "precombat_main")
    assert life(g, "bob") == 18 and life(g, "alice") == 20


def test_603_4_shrieking_affliction_upkeep_hand_check():
    """603.4: "At the beginning of each opponent's upkeep, if that player has one or fewer cards in hand,
    they lose 3 life." -- bob with no cards in hand loses 3; with two cards in hand he doesn't."""
    for cards, expect in ((0, 17), (2, 20)):
        hand = "hand:\n" + "".join(f"  - {{id: h{i}, card: Plains, owner: bob}}\n" for i in range(cards)) if cards else ""
        g = game(head("end", bob=3) + "battlefield:\n" + permanents("Shrieking Affliction", ["sa"]) + hand, CARDS)
        pass_until(g, "bob", "draw")
        assert life(g, "bob") == expect, cards


def test_603_2_havoc_white_spell_caster_loses_two():
    """603.2: Havoc -- "Whenever an opponent casts a white spell, they lose 2 life": bob casts Glorious
    Anthem and loses 2; alice doesn't."""
    g = game(head(active="bob") + "battlefield:\n" + permanents("Havoc", ["hv"])
             + permanents("Plains", ["p1", "p2", "p3"], "bob")
             + "hand:\n  - {id: ga, card: Glorious Anthem, owner: bob}\n", CARDS + ["Glorious Anthem"],
             ["bob: cast ga"])
    run_script(g, ["bob: pass", "alice: pass"], "<test>")
    assert life(g, "bob") == 18 and life(g, "alice") == 20
