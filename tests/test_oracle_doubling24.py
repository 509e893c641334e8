"""Triggered abilities that trigger an additional time (603.2d): "If an artifact or creature entering causes
a triggered ability of a permanent you control to trigger, that ability triggers an additional time."
(Panharmonicon), the dying version (Teysa Karlov), the source version ("If a triggered ability of a
legendary creature you control triggers ...", Annie Joins Up). Each test plays real cards compiled from
their Oracle text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, permanents

CARDS = ["Panharmonicon", "Teysa Karlov", "Annie Joins Up", "Elvish Visionary", "Doomed Traveler"]


def _hand(g, p: str) -> int:
    return sum(1 for o in g.s.objects.values() if o.zone == "hand" and o.owner == p)


def _resolve_all(g) -> None:
    for _ in range(20):
        if not g.s.stack and not g.s.pending:
            return
        run_script(g, [f"{g.decision.player}: pass"], "<test>")


def _visionary(extra: str, who: str = "alice", active: str = "alice"):
    return game(head(active=active, alice=5, bob=5) + "battlefield:\n" + extra
                + permanents("Forest", ["f1", "f2"], who)
                + f"hand:\n  - {{id: ev, card: Elvish Visionary, owner: {who}}}\n", CARDS)


def test_doublers_compile():
    """603.2d: the doubling static abilities are executed -- the cards are fully compiled."""
    for name in ("Panharmonicon", "Teysa Karlov", "Annie Joins Up"):
        assert fully_compiled(name), name


def test_603_2d_panharmonicon_doubles_an_enters_trigger():
    """603.2d: with Panharmonicon, Elvish Visionary's "When this creature enters, draw a card" triggers
    twice: alice draws two cards (none without it)."""
    for extra, cards in ((permanents("Panharmonicon", ["ph"]), 2), ("", 1)):
        g = _visionary(extra)
        run_script(g, ["alice: cast ev", "alice: pass", "bob: pass"], "<test>")
        _resolve_all(g)
        assert _hand(g, "alice") == cards


def test_603_2d_two_panharmonicons_add_up():
    """603.2d: each such effect adds one instance -- two Panharmonicons: the ability triggers three times."""
    g = _visionary(permanents("Panharmonicon", ["ph1", "ph2"]))
    run_script(g, ["alice: cast ev", "alice: pass", "bob: pass"], "<test>")
    _resolve_all(g)
    assert _hand(g, "alice") == 3


def test_603_2d_only_abilities_of_permanents_you_control():
    """603.2d: alice's Panharmonicon says "a permanent you control" -- bob's Elvish Visionary's ability
    triggers once: bob draws one card."""
    g = _visionary(permanents("Panharmonicon", ["ph"]), who="bob", active="bob")
    run_script(g, ["bob: cast ev", "bob: pass", "alice: pass"], "<test>")
    _resolve_all(g)
    assert _hand(g, "bob") == 1


def test_603_2d_teysa_doubles_a_dies_trigger():
    """603.2d, 603.10a: with Teysa Karlov, Doomed Traveler's "When this creature dies, create a 1/1 white
    Spirit" triggers twice when Lightning Bolt kills it: two Spirits."""
    g = game(head() + "battlefield:\n" + permanents('"Teysa Karlov"', ["ty"]) + permanents("Doomed Traveler", ["dt"])
             + permanents("Mountain", ["m1"]) + "hand:\n  - {id: lb, card: Lightning Bolt, owner: alice}\n",
             CARDS + ["Lightning Bolt"], ["alice: cast lb target=dt", "alice: pass", "bob: pass"])
    _resolve_all(g)
    spirits = [o for o in g.s.objects.values() if o.zone == "battlefield" and o.token and "Spirit" in o.card.subtypes]
    assert g.obj("dt").zone == "graveyard" and len(spirits) == 2


def test_603_2d_annie_joins_up_only_legendary_creatures():
    """603.2d: Annie Joins Up doubles triggered abilities of legendary creatures alice controls -- not
    Elvish Visionary's (not legendary): she draws one card."""
    g = _visionary(permanents("Annie Joins Up", ["aj"]))
    run_script(g, ["alice: cast ev", "alice: pass", "bob: pass"], "<test>")
    _resolve_all(g)
    assert _hand(g, "alice") == 1


def test_603_2d_annie_joins_up_doubles_a_legendary_creatures_trigger():
    """603.2d: Annie Joins Up and Tatyova, Benthic Druid (legendary): alice plays a land; Tatyova's landfall
    ability triggers twice -- she gains 2 life and draws two cards."""
    assert fully_compiled("Tatyova, Benthic Druid")
    g = game(head(alice=5) + "battlefield:\n" + permanents("Annie Joins Up", ["aj"])
             + permanents('"Tatyova, Benthic Druid"', ["ta"]) + "hand:\n  - {id: fo, card: Forest, owner: alice}\n",
             CARDS + ["Tatyova, Benthic Druid"], ["alice: play fo"])
    _resolve_all(g)
    assert g.s.players["alice"].life == 22 and _hand(g, "alice") == 2
