"""Copy effects in the game loop, compiled from the Oracle text of real cards and played. Each
expected value comes from the Comprehensive Rules (cited), never from the engine's own output:

- 707.2b, 707.2c: a copy effect's copiable values are locked in when the effect begins (a Clone
  as it enters, "becomes a copy" as it resolves): changing the copiable values of the original
  later, or the original leaving the battlefield, doesn't change the copy;
- 707.3: a copy of a copy copies the copiable values the copied object has then;
- 614.12a, 707.5: a permanent entering as a copy of a permanent with an "as ~ enters" choice
  (or devour) makes that choice as it enters; a token copy too (111.4, 614.12);
- 604.3: changeling, a characteristic-defining ability, functions in every zone: a changeling
  card in a hand, library or graveyard is every creature type.
"""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, pass_until, permanents

from pyengine.game.players import run_script

CAST = ["alice: pass", "bob: pass"]


def _copy_of(g, oid: str) -> None:
    """The entering permanent's controller chooses to copy `oid` (616.1, 707.5)."""
    g.replacement_chooser = lambda who, ev, opts: [o for o in opts if not o.declined
                                                   and o.effect.id.endswith("@" + oid)][0]


def _values(g, oid: str) -> tuple:
    ch = g.ch(oid)
    return ch.name, ch.power, ch.toughness, ch.types


MIRROR = head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4", "i5", "i6"]) + """
  - {id: mm, card: Mirage Mirror, controller: alice}
  - {id: ang, card: Serra Angel, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: cl, card: Clone, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""
MIRROR_CARDS = ["Mirage Mirror", "Serra Angel", "Grizzly Bears", "Clone", "Lightning Bolt"]


def test_707_2b_a_clone_of_a_copy_stays_when_the_copy_effect_ends():
    """707.3, 707.2b: Mirage Mirror becomes a copy of Serra Angel until end of turn; Clone then
    enters as a copy of the Mirror and copies its copiable values then, Serra Angel (707.3). At
    the cleanup step the Mirror's copy effect ends and it is Mirage Mirror again; the Clone stays
    a 4/4 Serra Angel: changing the copiable values of the original doesn't change the copy."""
    assert fully_compiled("Mirage Mirror") and fully_compiled("Clone")
    g = game(MIRROR, MIRROR_CARDS, ["alice: activate mm 1", "alice: target ang", *CAST])
    assert g.ch("mm").name == "Serra Angel"
    _copy_of(g, "mm")
    run_script(g, ["alice: cast cl", *CAST], "<test>")
    assert _values(g, "cl") == ("Serra Angel", 4, 4, ("creature",))
    pass_until(g, "bob", "upkeep")
    assert g.ch("mm").name == "Mirage Mirror"
    assert _values(g, "cl") == ("Serra Angel", 4, 4, ("creature",))


def test_707_2b_a_becomes_a_copy_of_a_clone_stays_when_the_clone_dies():
    """707.3, 707.2b, 400.7: Clone enters as a copy of Grizzly Bears; Mirage Mirror becomes a copy
    of the Clone -- the Clone's copiable values are the Bears' (707.3), so the Mirror is a 2/2
    Grizzly Bears. Lightning Bolt kills the Clone, which is a new object in the graveyard, a Clone
    again (400.7); the Mirror stays a 2/2 Grizzly Bears until end of turn: the values were locked
    in as the effect began (707.2b)."""
    g = game(MIRROR, MIRROR_CARDS)
    _copy_of(g, "bear")
    run_script(g, ["alice: cast cl", *CAST, "alice: activate mm 1", "alice: target cl", *CAST,
                   "alice: cast bolt target=cl", *CAST], "<test>")
    assert g.obj("cl").zone == "graveyard" and g.ch("cl").name == "Clone"
    assert _values(g, "mm") == ("Grizzly Bears", 2, 2, ("creature",))
    assert g.obj("mm").zone == "battlefield"
