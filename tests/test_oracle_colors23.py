"""The color of a face with no mana cost, from the shipped Oracle data (issue 15, part 2).

The shipped data holds no color indicators. A face with no mana cost has the colors of its color
indicator (202.2, 204.1); a card's color identity includes the colors of its color indicator (903.4),
so a face whose card has a one-color identity has that color's indicator or none, and only a colorless
face (an artifact or a land among these) has none. Where that doesn't decide it (an artifact face,
two or more colors of identity), the face stays reported, never guessed."""
from __future__ import annotations

from pyengine.cards.library import oracle_card
from tests.oracle_helpers import fully_compiled

_GAP = "its color: no mana cost and no color indicator"


def _gaps(card) -> list[str]:
    return [u for a in card.abilities for u in a.unsupported]


def test_a_back_face_has_the_color_of_its_indicator():
    """204.1, 903.4: Spectral Binding, the back face of Binding Geist, has a blue color indicator: it is
    blue while Binding Geist is transformed (712.8e), though it has no mana cost (202.2)."""
    back = oracle_card("Binding Geist").back
    assert back.name == "Spectral Binding"
    assert back.colors == ("blue",)
    assert not any(_GAP in g for g in _gaps(back))


def test_a_card_found_by_its_back_face_is_fully_compiled():
    """204.1, 903.4: Belligerent Regisaur (the back face of Invasion of Ixalan) is green, and with its
    color known nothing of it is left unsupported."""
    assert oracle_card("Invasion of Ixalan").back.colors == ("green",)
    assert fully_compiled("Belligerent Regisaur")


def test_a_suspend_card_without_mana_cost_has_its_indicators_color():
    """702.62a, 204.1: Ancestral Vision has no mana cost and a blue color indicator: it is blue."""
    c = oracle_card("Ancestral Vision")
    assert c.mana_cost in (None, "") and c.colors == ("blue",)


def test_a_land_back_face_stays_colorless():
    """202.2, 205.2a: Azcanta, the Sunken Ruin, a land back face, has no color indicator: colorless,
    though its card's color identity is blue."""
    back = oracle_card("Search for Azcanta").back
    assert back.colors == () and not any(_GAP in g for g in _gaps(back))


def test_an_artifact_face_is_not_given_a_color_it_may_lack():
    """202.2, 903.4: an artifact face with no mana cost may be colorless while its card's identity has a
    color (from the other face): Jadeheart Attendant's color is not guessed but reported."""
    back = oracle_card("Jade Seedstones").back
    assert "artifact" in back.types and back.colors == ()
    assert any(_GAP in g for g in _gaps(back))


def test_two_colors_of_identity_do_not_say_which_the_face_has():
    """903.4: Child of the Pack is red and green, so Savage Packmate's indicator could be either or both
    colors: reported, not guessed."""
    back = oracle_card("Child of the Pack").back
    assert back.colors == () and any(_GAP in g for g in _gaps(back))
