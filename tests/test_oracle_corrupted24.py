"""Corrupted and other poison-counter conditions (122.1f: a player's poison counters; 611.3a "as long as";
603.4 intervening "if"; 602.5b "Activate only if"; 601.2f cost changes): "an opponent has three or more
poison counters" is read on the game state -- some opponent of the ability's controller (102.3). Each
test plays real cards compiled from their Oracle text; the expected answer comes from the CR rule cited
in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, permanents

CARDS = ["Apostle of Invasion", "Glistening Sphere", "Incisor Glider", "Chittering Skitterling", "Distorted Curiosity"]


def _players(bob_poison: int) -> str:
    return f"[alice, {{id: bob, poison: {bob_poison}}}]"


def test_corrupted_cards_compile():
    """122.1f: the corrupted condition is read in static, triggered and activated abilities and in a cost
    change -- these cards are fully compiled."""
    for name in CARDS:
        assert fully_compiled(name), name


def test_611_3a_apostle_has_double_strike_while_an_opponent_has_three_poison():
    """611.3a, 122.1f: Apostle of Invasion has double strike as long as an opponent (bob) has three or more
    poison counters; with two it doesn't. Alice's own poison counters don't count (102.3)."""
    for bob, alice_poison, expect in ((3, 0, True), (2, 0, False)):
        players = _players(bob) if not alice_poison else f"[{{id: alice, poison: {alice_poison}}}, {{id: bob, poison: {bob}}}]"
        g = game(head(players=players) + "battlefield:\n" + permanents("Apostle of Invasion", ["ap"]), CARDS)
        assert (("kw", ("double_strike",)) in g.ch("ap").ability_terms) is expect, bob
    g = game(head(players="[{id: alice, poison: 5}, bob]") + "battlefield:\n" + permanents("Apostle of Invasion", ["ap"]), CARDS)
    assert ("kw", ("double_strike",)) not in g.ch("ap").ability_terms


def test_602_5b_glistening_sphere_three_mana_only_if_corrupted():
    """602.5b, 605.1a: Glistening Sphere's "{T}: Add three mana of any one color" can be activated only if
    an opponent has three or more poison counters: with bob at 3 alice can add {G}{G}{G} and cast a
    three-mana creature; with bob at 2 only the one-mana ability is there."""
    def can_make_three(bob: int) -> bool:
        g = game(head(players=_players(bob)) + "battlefield:\n" + permanents("Glistening Sphere", ["gs"]), CARDS)
        return any(str(a) == "activate gs 3 GGG" or str(a).startswith("mana gs GGG") or "GGG" in str(a)
                   for a in g.legal_actions())
    assert can_make_three(3) and not can_make_three(2)


def test_603_4_incisor_glider_attack_trigger_checks_poison():
    """603.4: "Whenever this creature attacks, if an opponent has three or more poison counters, creatures
    you control get +1/+1 until end of turn" -- with bob at 3 the Glider attacks as a 2/4; at 2 nothing
    triggers and it stays 1/3."""
    for bob, expect in ((3, (2, 4)), (2, (1, 3))):
        g = game(head(players=_players(bob)) + "battlefield:\n" + permanents("Incisor Glider", ["ig"]), CARDS,
                 ["T1 declare_attackers: wait", "alice: attack ig", "alice: done"])
        if g.s.stack:
            run_script(g, ["alice: pass", "bob: pass"], "<test>")
        assert (g.ch("ig").power, g.ch("ig").toughness) == expect, bob


def test_601_2f_distorted_curiosity_costs_two_less():
    """601.2f, 122.1f: Distorted Curiosity ({2}{U}) costs {2} less if an opponent has three or more poison
    counters: with bob at 3 alice pays {U} (one of her three Islands is tapped) and draws two cards; with
    bob at 2 she pays all three."""
    for bob, tapped in ((3, 1), (2, 3)):
        g = game(head(players=_players(bob)) + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3"])
                 + "hand:\n  - {id: dc, card: Distorted Curiosity, owner: alice}\n", CARDS,
                 ["alice: cast dc", "alice: pass", "bob: pass"])
        assert sum(g.obj(i).tapped for i in ("i1", "i2", "i3")) == tapped, bob
        assert sum(1 for o in g.s.objects.values() if o.zone == "hand" and o.owner == "alice") == 2


def test_602_5b_chittering_skitterling_only_if_and_once_each_turn():
    """602.5b: "Activate only if an opponent has three or more poison counters and only once each turn" --
    with bob at 3 alice sacrifices a creature to draw, then can't activate it again this turn; with bob at
    2 she can't at all."""
    board = "battlefield:\n" + permanents("Chittering Skitterling", ["cs"]) + permanents("Grizzly Bears", ["b1", "b2"])
    g = game(head(players=_players(2)) + board, CARDS)
    assert not any(str(a).startswith("activate cs") for a in g.legal_actions())
    g = game(head(players=_players(3)) + board, CARDS)
    act = next(str(a) for a in g.legal_actions() if str(a).startswith("activate cs"))
    run_script(g, [f"alice: {act} sacrifice=b1", "alice: pass", "bob: pass"], "<test>")
    assert sum(1 for o in g.s.objects.values() if o.zone == "hand" and o.owner == "alice") == 1
    assert not any(str(a).startswith("activate cs") for a in g.legal_actions())
