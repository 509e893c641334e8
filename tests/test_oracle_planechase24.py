"""Planechase (901; planes 311, phenomena 312, planeswalking 701.24): plane and phenomenon cards compiled
from their Oracle text, their abilities functioning from the command zone while face up, the planar die
as a special action, planeswalking and encountering phenomena. The planar die's face is fixed in a test
by replacing `pyengine.game.chance.planar_die` (the game's one source of that randomness); each expected
answer comes from the CR rule cited in the test's docstring."""
from __future__ import annotations

import pytest

from pyengine.game import chance
from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, permanents

PLANES = ["Gavony", "Krosa", "Mutual Epiphany", "Academy at Tolaria West", "Panopticon", "Planewide Disaster",
          "Megaflora Jungle", "Ten Wizards Mountain"]


def _face_up(g) -> list[tuple[str, str]]:
    return sorted((o.card.name, o.controller) for o in g.s.objects.values() if o.zone == "command")


def _deck(g, p: str) -> list[str]:
    return [c.name for c in g.s.planar_decks.get(p, [])]


def _hand(g, p: str) -> int:
    return sum(1 for o in g.s.objects.values() if o.zone == "hand" and o.owner == p)


def _game(alice: str, bob: str = "[Panopticon, Academy at Tolaria West]", lands: int = 2, **kw):
    return game(head(alice=6, bob=6) + "battlefield:\n" + permanents("Grizzly Bears", ["b1"])
                + permanents("Mountain", [f"m{i}" for i in range(1, lands + 1)])
                + f"planar_decks:\n  alice: {alice}\n  bob: {bob}\n", PLANES, kw.get("script"))


@pytest.fixture
def die(monkeypatch):
    """Fix the planar die's face (901.3a) for the rolls of a test."""
    def fix(face: str):
        monkeypatch.setattr(chance, "planar_die", lambda g, p: face)
    return fix


def test_planes_and_phenomena_compile():
    """311.4, 312.5, 901.7: a plane's static, triggered and chaos abilities, and a phenomenon's encounter
    ability, are all executed -- the cards are fully compiled."""
    for name in ("Gavony", "Krosa", "Academy at Tolaria West", "Panopticon", "Mutual Epiphany", "Planewide Disaster"):
        assert fully_compiled(name), name


def test_901_5_starting_plane_skips_phenomena():
    """901.5: the starting player turns up the top card of their planar deck; a phenomenon goes to the
    bottom and the next card is turned up, until a plane is face up (nothing triggers: Mutual Epiphany
    draws nobody a card). 901.6: the active player controls it."""
    g = _game("[Mutual Epiphany, Gavony, Krosa]")
    assert _face_up(g) == [("Gavony", "alice")]
    assert _deck(g, "alice") == ["Krosa", "Mutual Epiphany"]
    assert _hand(g, "alice") == 0 and _hand(g, "bob") == 0


def test_901_7_a_face_up_planes_static_ability_applies():
    """901.7, 311.4: Gavony's "All creatures have vigilance." affects the game while it's face up."""
    g = _game("[Gavony, Krosa]")
    assert ("kw", ("vigilance",)) in g.ch("b1").ability_terms


def test_901_6_the_planar_controller_is_the_active_player():
    """901.6, 311.5: when bob's turn begins, bob becomes the planar controller and controls the face-up
    plane (alice's card)."""
    g = _game("[Gavony, Krosa]")
    for _ in range(200):
        if g.s.active == "bob":
            break
        acts = [str(a) for a in g.legal_actions()]
        run_script(g, [f"{g.decision.player}: {'pass' if 'pass' in acts else 'done'}"], "<test>")
    assert g.s.active == "bob"
    assert _face_up(g) == [("Gavony", "bob")]


def test_901_9_rolling_costs_one_more_each_time(die):
    """901.9: the active player may roll the planar die in their main phase with an empty stack; the
    first roll costs {0}, the second {1} -- with no mana left it isn't offered. The other player can't
    roll."""
    die("blank")
    g = _game("[Gavony, Krosa]", lands=0)
    assert "planar_die" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: planar_die"], "<test>")
    assert any(e.rule == "901.9a" for e in g.log)                 # a blank face: nothing happens
    assert "planar_die" not in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: pass"], "<test>")
    assert g.decision.player == "bob"
    assert "planar_die" not in [str(a) for a in g.legal_actions()]


def test_901_9_second_roll_is_paid_with_mana(die):
    """901.9: with a Mountain the second roll ({1}) is offered and paid: the Mountain is tapped."""
    die("blank")
    g = _game("[Gavony, Krosa]", lands=1, script=["alice: planar_die"])
    assert "planar_die" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: planar_die", "alice: mana m1", "alice: pay"], "<test>")
    assert g.obj("m1").tapped
    assert sum(1 for e in g.log if e.rule == "901.9a") == 2


def test_901_8_planeswalker_symbol_planeswalks(die):
    """901.9c, 901.8: the Planeswalker symbol -- the planeswalking ability (no source) goes on the stack;
    as it resolves alice planeswalks (701.24b): Gavony goes to the bottom of its owner's planar deck, the
    top card (Krosa) turns face up. Gavony's vigilance ends, Krosa's +2/+2 applies."""
    die("planeswalker")
    g = _game("[Gavony, Krosa]", script=["alice: planar_die"])
    assert [x.source for x in g.s.stack] == [None]
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert _face_up(g) == [("Krosa", "alice")]
    assert _deck(g, "alice") == ["Gavony"]
    ch = g.ch("b1")
    assert ("kw", ("vigilance",)) not in ch.ability_terms and (ch.power, ch.toughness) == (4, 4)


def test_311_7_chaos_triggers_the_chaos_ability(die):
    """901.9b, 311.7: the chaos symbol -- chaos ensues and the face-up plane's chaos ability triggers:
    Academy at Tolaria West's "discard your hand" (bob's plane, face up on bob's turn)."""
    die("chaos")
    g = game(head(alice=6, bob=6, active="bob") + "hand:\n  - {id: h1, card: Plains, owner: bob}\n"
             + "planar_decks:\n  alice: [Gavony]\n  bob: [Academy at Tolaria West, Panopticon]\n", PLANES,
             ["bob: planar_die"])
    assert _face_up(g) == [("Academy at Tolaria West", "bob")]
    assert [x.text for x in g.s.stack] == ["Whenever chaos ensues, discard your hand."]
    run_script(g, ["bob: pass", "alice: pass"], "<test>")
    assert _hand(g, "bob") == 0 and g.obj("h1").zone == "graveyard"


def test_701_24d_planeswalk_to_trigger(die):
    """701.24d: "When you planeswalk to Panopticon, draw a card." triggers when bob planeswalks to it."""
    die("planeswalker")
    g = game(head(alice=6, bob=6, active="bob")
             + "planar_decks:\n  alice: [Gavony]\n  bob: [Academy at Tolaria West, Panopticon]\n", PLANES,
             ["bob: planar_die", "bob: pass", "alice: pass"])
    assert _face_up(g) == [("Panopticon", "bob")]
    assert [x.text for x in g.s.stack] == ["When you planeswalk to Panopticon, draw a card."]
    run_script(g, ["bob: pass", "alice: pass"], "<test>")
    assert _hand(g, "bob") == 1


def test_312_5_encountering_a_phenomenon_then_planeswalking_away(die):
    """312.5, 704.6f: alice planeswalks to Mutual Epiphany ("When you encounter ~, each player draws four
    cards"); once that ability has left the stack, the state-based action makes her planeswalk again, to
    Krosa; the phenomenon goes to the bottom of her planar deck."""
    die("planeswalker")
    g = _game("[Gavony, Mutual Epiphany, Krosa]", script=["alice: planar_die", "alice: pass", "bob: pass"])
    assert _face_up(g) == [("Mutual Epiphany", "alice")]
    assert [x.source is not None for x in g.s.stack] == [True]          # not planeswalked away yet (704.6f)
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert _hand(g, "alice") == 4 and _hand(g, "bob") == 4
    assert _face_up(g) == [("Krosa", "alice")]
    assert _deck(g, "alice") == ["Gavony", "Mutual Epiphany"]
    assert any(e.rule == "704.6f" for e in g.log)


def test_701_24a_only_the_planar_controller_planeswalks():
    """701.24a, 901.6: the planar controller is the active player; the planeswalk instruction of a
    player who isn't does nothing (the face-up plane stays)."""
    from pyengine.game import planechase
    g = _game("[Gavony, Krosa]")
    assert planechase.planeswalk(g, "bob") is None
    assert _face_up(g) == [("Gavony", "alice")]


def test_scenario_planar_deck_must_hold_planes():
    """901.3: a planar deck holds plane and phenomenon cards -- a creature card in it is a clear error
    naming the place."""
    from pyengine.errors import ScenarioError
    with pytest.raises(ScenarioError) as e:
        game(head() + "planar_decks:\n  alice: [Grizzly Bears]\n", [])
    assert "planar_decks" in str(e.value) and "plane" in str(e.value)


def test_901_9_whenever_you_roll_the_planar_die(die):
    """901.9, 603.2: Ten Wizards Mountain's "Whenever you roll the planar die, put a +1/+1 counter on up to
    one target creature." triggers on any face, a blank one too."""
    assert fully_compiled("Ten Wizards Mountain")
    die("blank")
    g = _game("[Ten Wizards Mountain, Krosa]", script=["alice: planar_die"])
    assert [x.text for x in g.s.stack] == ["Whenever you roll the planar die, put a +1/+1 counter on up to one target creature."]
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert sum(c.count for c in g.obj("b1").counters if c.kind == "+1/+1") == 1
