""""X target cards from your graveyard" (601.2b-c, 107.3a, 115.1): the number of targets is the value of X
announced as the spell is cast. Each test plays real cards compiled from their Oracle text; the expected
answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, permanents

CARDS = ["Death Denied", "Midnight Ritual"]

BOARD = ("battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3", "s4", "s5"])
         + "graveyard:\n" + "".join(f"  - {{id: c{i}, card: Grizzly Bears, owner: alice}}\n" for i in (1, 2, 3))
         + "  - {id: l1, card: Swamp, owner: alice}\n")


def test_x_target_cards_compile():
    """601.2c: the X-target graveyard spells are fully compiled."""
    for name in CARDS:
        assert fully_compiled(name), name


def test_601_2c_death_denied_returns_x_creature_cards():
    """601.2b-c, 107.3a: Death Denied with X=2 targets two creature cards in alice's graveyard; both return
    to her hand, the third stays."""
    g = game(head() + BOARD + "hand:\n  - {id: dd, card: Death Denied, owner: alice}\n", CARDS,
             ["alice: cast dd x=2 target=c1,c2", "alice: pass", "bob: pass"])
    assert [g.obj(c).zone for c in ("c1", "c2", "c3")] == ["hand", "hand", "graveyard"]


def test_601_2c_x_targets_must_be_exactly_x():
    """601.2c, 115.1: with X=2 the spell needs two targets -- after the first, alice must choose a second
    (she can't stop at one), and only the other creature cards are choices: the land card isn't."""
    g = game(head() + BOARD + "hand:\n  - {id: dd, card: Death Denied, owner: alice}\n", CARDS,
             ["alice: cast dd x=2 target=c1"])
    d = g.decision
    assert d.kind == "target" and d.rule == "601.2c"
    assert sorted(str(a) for a in d.options) == ["cancel", "target c2", "target c3"]


def test_608_2c_midnight_ritual_a_zombie_for_each_card_exiled():
    """608.2c, 601.2c: Midnight Ritual ({X}{2}{B}) with X=2 exiles two creature cards and creates two 2/2
    Zombies; the third creature card stays in the graveyard."""
    g = game(head() + BOARD + "hand:\n  - {id: mr, card: Midnight Ritual, owner: alice}\n", CARDS,
             ["alice: cast mr x=2 target=c1,c2", "alice: pass", "bob: pass"])
    assert [g.obj(c).zone for c in ("c1", "c2", "c3")] == ["exile", "exile", "graveyard"]
    zombies = [o for o in g.s.objects.values() if o.zone == "battlefield" and o.token and "Zombie" in o.card.subtypes]
    assert len(zombies) == 2
