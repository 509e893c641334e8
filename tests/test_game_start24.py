"""Starting the game (103): a scenario with `start:` begins before turn 1 -- libraries shuffled (103.3),
starting hands drawn and mulligans taken (103.5), actions from opening hands (103.6: Leylines begin the game
on the battlefield, Chancellors are revealed), then the starting player's first turn (103.8). Cards are
compiled from their Oracle text; the expected answers come from the CR rules cited in each docstring."""
from __future__ import annotations

import pytest

from pyengine.errors import ScenarioError
from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game

CARDS = ["Leyline of Sanctity", "Chancellor of the Forge", "Chancellor of the Spires", "Plains", "Island"]


def _lib(owner: str, tag: str, cards: list[str]) -> str:
    return "".join(f"  - {{id: {tag}{i}, card: {c}, owner: {owner}}}\n" for i, c in enumerate(cards, 1))


def _start(alice: list[str], bob: list[str], start: str = "{shuffle: false}") -> str:
    return (f"players: [alice, bob]\nactive_player: alice\nturn: 1\nstep: untap\nstart: {start}\nlibrary:\n"
            + _lib("alice", "a", alice) + _lib("bob", "b", bob))


PLAINS, ISLANDS = ["Plains"] * 20, ["Island"] * 20


def _hand(g, p: str) -> list[str]:
    return g.zone_ids("hand", p)


def test_opening_hand_cards_compile():
    """103.6a-b: Leylines and Chancellors are fully compiled."""
    for name in ("Leyline of Sanctity", "Chancellor of the Forge", "Chancellor of the Spires"):
        assert fully_compiled(name), name


def test_103_5_each_player_draws_seven_and_the_starting_player_declares_first():
    """103.5: each player draws a starting hand of seven cards; the starting player (alice, 103.1) is the
    first asked whether to take a mulligan."""
    g = game(_start(PLAINS, ISLANDS), CARDS)
    assert len(_hand(g, "alice")) == 7 and len(_hand(g, "bob")) == 7
    assert g.decision.kind == "mulligan" and g.decision.player == "alice"
    assert _hand(g, "alice") == sorted(f"a{i}" for i in range(1, 8))          # shuffle: false -- the top seven


def test_103_5_a_mulligan_draws_seven_then_puts_one_on_the_bottom():
    """103.5 (London mulligan): bob takes a mulligan -- he shuffles his hand into his library, draws seven,
    then puts one card (his first mulligan) on the bottom of his library: six cards in hand, the chosen card
    last in the library."""
    g = game(_start(PLAINS, ISLANDS), CARDS, ["alice: keep", "bob: mulligan"])
    assert g.decision.kind == "bottom" and g.decision.player == "bob" and len(_hand(g, "bob")) == 7
    pick = _hand(g, "bob")[0]
    run_script(g, [f"bob: bottom {pick}", "bob: keep"], "<test>")
    assert len(_hand(g, "bob")) == 6 and g.s.library["bob"][-1] == pick
    assert len(g.s.library["bob"]) == 14


def test_103_5_a_player_who_kept_is_not_asked_again():
    """103.5: once a player keeps, that player may not take further mulligans -- after alice keeps and bob
    takes a mulligan, the next round asks bob only; the second mulligan puts two cards on the bottom."""
    g = game(_start(PLAINS, ISLANDS), CARDS, ["alice: keep", "bob: mulligan"])
    run_script(g, [f"bob: bottom {_hand(g, 'bob')[0]}"], "<test>")
    assert g.decision.kind == "mulligan" and g.decision.player == "bob"
    run_script(g, ["bob: mulligan"], "<test>")
    run_script(g, [f"bob: bottom {_hand(g, 'bob')[0]}"], "<test>")
    run_script(g, [f"bob: bottom {_hand(g, 'bob')[0]}", "bob: keep"], "<test>")
    assert len(_hand(g, "bob")) == 5 and len(_hand(g, "alice")) == 7


def test_103_5_no_mulligan_below_zero_cards():
    """103.5: a player can take mulligans until the opening hand would be zero cards -- with a starting hand
    of one card, after one mulligan (one drawn, one put on the bottom) bob has no card and isn't asked again."""
    g = game(_start(PLAINS, ISLANDS, "{shuffle: false, hand_size: 1}"), CARDS, ["alice: keep", "bob: mulligan"])
    run_script(g, [f"bob: bottom {_hand(g, 'bob')[0]}"], "<test>")
    assert _hand(g, "bob") == [] and g.decision.kind != "mulligan"


def test_103_6a_leyline_begins_the_game_on_the_battlefield():
    """103.6a: Leyline of Sanctity in alice's opening hand -- she begins the game with it on the battlefield."""
    g = game(_start(["Leyline of Sanctity"] + PLAINS, ISLANDS), CARDS, ["alice: keep", "bob: keep"])
    assert g.decision.kind == "opening_hand" and any(str(a) == "begin a1" for a in g.decision.options)
    run_script(g, ["alice: begin a1"], "<test>")
    assert g.obj("a1").zone == "battlefield" and g.obj("a1").controller == "alice"


def test_103_6_the_action_is_optional():
    """103.6: the player *may* take the action -- alice answers done, the Leyline stays in her hand."""
    g = game(_start(["Leyline of Sanctity"] + PLAINS, ISLANDS), CARDS, ["alice: keep", "bob: keep", "alice: done"])
    assert g.obj("a1").zone == "hand"


def test_103_6b_chancellor_revealed_makes_a_token_at_the_first_upkeep():
    """103.6b, 603.7a: alice reveals Chancellor of the Forge from her opening hand; at the beginning of the
    first upkeep she creates a 1/1 red Phyrexian Goblin token with haste; the Chancellor stays in her hand."""
    g = game(_start(["Chancellor of the Forge"] + PLAINS, ISLANDS), CARDS,
             ["alice: keep", "bob: keep", "alice: reveal a1", "alice: pass", "bob: pass"])
    toks = [o for o in g.s.objects.values() if o.token]
    assert len(toks) == 1 and toks[0].controller == "alice" and toks[0].card.power == 1
    assert g.obj("a1").zone == "hand"


def test_103_6b_the_second_players_chancellor():
    """103.6, 103.6b: after the starting player, each other player may act -- bob reveals Chancellor of the
    Spires; at the beginning of the first upkeep (alice's) each of his opponents mills seven cards."""
    g = game(_start(PLAINS, ["Chancellor of the Spires"] + ISLANDS), CARDS,
             ["alice: keep", "bob: keep", "bob: reveal b1", "alice: pass", "bob: pass"])
    assert len(g.zone_ids("graveyard", "alice")) == 7


def test_103_8a_the_starting_player_skips_the_first_draw():
    """103.8a: in a two-player game the starting player skips the draw step of their first turn -- alice
    still has her seven cards in the main phase."""
    g = game(_start(PLAINS, ISLANDS), CARDS, ["alice: keep", "bob: keep"])
    for _ in range(10):
        if g.s.step == "precombat_main":
            break
        run_script(g, [f"{g.decision.player}: pass"], "<test>")
    assert g.s.step == "precombat_main" and len(_hand(g, "alice")) == 7


def test_103_start_needs_turn_one_untap():
    """103.8: the game begins with the starting player's first turn -- a scenario starting the game in
    another step is bad input."""
    with pytest.raises(ScenarioError):
        game(_start(PLAINS, ISLANDS).replace("step: untap", "step: upkeep"), CARDS)


def test_103_5c_the_first_mulligan_is_free_in_multiplayer():
    """103.5c: in a multiplayer game the first mulligan a player takes doesn't count toward the cards put
    on the bottom -- bob (three players) takes one and keeps seven cards, nothing put on the bottom."""
    text = ("players: [alice, bob, carol]\nactive_player: alice\nturn: 1\nstep: untap\nstart: {shuffle: false}\n"
            "library:\n" + _lib("alice", "a", PLAINS) + _lib("bob", "b", ISLANDS) + _lib("carol", "c", ISLANDS))
    g = game(text, CARDS, ["alice: keep", "bob: mulligan", "carol: keep"])
    assert not (g.decision.kind == "bottom" and g.decision.player == "bob")
    run_script(g, ["bob: keep"], "<test>")
    assert len(_hand(g, "bob")) == 7 and len(g.s.library["bob"]) == 13


def test_702_94a_no_miracle_for_a_card_in_the_starting_hand():
    """103.5, 702.94a: miracle works for the first card drawn in a turn; the starting hand is drawn before
    any turn -- alice's Terminus drawn into her opening hand offers no miracle."""
    g = game(_start(["Terminus"] + PLAINS, ISLANDS), CARDS + ["Terminus"], ["alice: keep", "bob: keep"])
    assert g.decision.kind != "may" and g.obj("a1").zone == "hand"


def test_103_5_the_starting_hand_isnt_turn_ones_draws():
    """103.5, 504.1: the cards of the starting hands aren't draws of turn 1 -- after the game starts, no
    player has drawn a card this turn."""
    g = game(_start(PLAINS, ISLANDS), CARDS, ["alice: keep", "bob: keep"])
    assert not (g.s.history.get("draws") or {}).get("alice") and not (g.s.history.get("draws") or {}).get("bob")
