"""Archenemy (904; schemes 314, set in motion 701.25, abandon 701.26, 704.6e): scheme cards compiled from
their Oracle text, set in motion as the archenemy's precombat main phase begins, their abilities
functioning from the command zone while face up, non-ongoing schemes going back to the bottom of the
scheme deck, ongoing ones staying until abandoned. Each expected answer comes from the CR rule cited in
the test's docstring."""
from __future__ import annotations

import pytest

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, permanents

SCHEMES = ["Roots of All Evil", "The Very Soil Shall Shake", "Look Skyward and Despair", "I Delight in Your Convulsions"]


def _face_up(g) -> list[str]:
    return sorted(o.card.name for o in g.s.objects.values() if o.zone == "command")


def _deck(g, p: str) -> list[str]:
    return [c.name for c in g.s.scheme_decks.get(p, [])]


def _tokens(g, p: str) -> int:
    return sum(1 for o in g.s.objects.values() if o.zone == "battlefield" and o.token and o.controller == p)


def _game(deck: str, battlefield: str = "", step: str = "precombat_main"):
    return game(head(step) + ("battlefield:\n" + battlefield if battlefield else "")
                + f"scheme_decks:\n  alice: {deck}\n", SCHEMES)


def test_schemes_compile():
    """314.4, 701.25b: "When you set this scheme in motion" abilities, an ongoing scheme's static ability and
    its "abandon this scheme" are executed -- the cards are fully compiled."""
    for name in SCHEMES:
        assert fully_compiled(name), name


def test_904_9_scheme_set_in_motion_as_the_main_phase_begins():
    """904.9, 701.25b: immediately after alice's precombat main phase begins she sets the top scheme in
    motion; Roots of All Evil's ability triggers: once it resolves she has five Saprolings."""
    g = _game("[Roots of All Evil, Look Skyward and Despair]")
    assert _face_up(g) == ["Roots of All Evil"]
    assert [x.text for x in g.s.stack] == ["When you set this scheme in motion, create five 1/1 green Saproling creature tokens."]
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert _tokens(g, "alice") == 5


def test_704_6e_non_ongoing_scheme_goes_to_the_bottom_after_its_trigger():
    """704.6e, 904.10: while its triggered ability is on the stack the scheme stays face up; after it
    resolves the scheme is turned face down and put on the bottom of alice's scheme deck."""
    g = _game("[Roots of All Evil, Look Skyward and Despair]")
    assert _deck(g, "alice") == ["Look Skyward and Despair"]
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert _face_up(g) == []
    assert _deck(g, "alice") == ["Look Skyward and Despair", "Roots of All Evil"]
    assert any(e.rule == "704.6e" for e in g.log)


def test_904_9_only_the_archenemys_main_phase():
    """904.9: bob has no scheme deck -- nothing is set in motion in his main phase."""
    g = game(head(active="bob") + "scheme_decks:\n  alice: [Roots of All Evil]\n", SCHEMES)
    assert _face_up(g) == [] and _deck(g, "alice") == ["Roots of All Evil"]


def test_904_11_ongoing_scheme_stays_and_its_static_applies():
    """904.11, 314.4: The Very Soil Shall Shake is ongoing -- it stays face up (no 704.6e) and "Creatures
    you control get +2/+2 and have trample" applies to alice's Grizzly Bears, not bob's."""
    g = _game("[The Very Soil Shall Shake, Roots of All Evil]",
              permanents("Grizzly Bears", ["b1"]) + permanents("Grizzly Bears", ["b2"], "bob"))
    assert _face_up(g) == ["The Very Soil Shall Shake"]
    ch = g.ch("b1")
    assert (ch.power, ch.toughness) == (4, 4) and ("kw", ("trample",)) in ch.ability_terms
    assert (g.ch("b2").power, g.ch("b2").toughness) == (2, 2)


def test_701_26_abandoned_when_a_creature_you_control_dies():
    """701.26b, 904.11: "When a creature you control dies, abandon this scheme." -- Flame Slash deals 4
    damage to alice's Grizzly Bears (4/4 under the scheme): it dies, the trigger resolves and the scheme
    is abandoned (turned face down, bottom of her scheme deck); her other Bears is a 2/2 again."""
    g = _game("[The Very Soil Shall Shake, Roots of All Evil]",
              permanents("Grizzly Bears", ["b1", "b3"]) + permanents("Mountain", ["m1", "m2", "m3", "m4"])
              + "hand:\n  - {id: fb, card: Flame Slash, owner: alice}\n")
    run_script(g, ["alice: cast fb target=b1", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("b1").zone == "graveyard"
    run_script(g, ["alice: pass", "bob: pass"], "<test>")          # the abandon trigger resolves
    assert _face_up(g) == []
    assert _deck(g, "alice") == ["Roots of All Evil", "The Very Soil Shall Shake"]
    assert (g.ch("b3").power, g.ch("b3").toughness) == (2, 2)


def test_scenario_scheme_deck_must_hold_schemes():
    """904.3: a scheme deck holds scheme cards -- a creature card in it is a clear error naming the place."""
    from pyengine.errors import ScenarioError
    with pytest.raises(ScenarioError) as e:
        game(head() + "scheme_decks:\n  alice: [Grizzly Bears]\n", [])
    assert "scheme_decks" in str(e.value) and "scheme" in str(e.value)
