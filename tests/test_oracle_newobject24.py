"""A delayed triggered ability "at the beginning of the next end step" made by dash (702.109a), blitz
(702.152a), encore (702.141a) or warp affects the permanent it was created for, not a new object that
card became by leaving the battlefield and coming back (400.7, 603.7c). Each test plays real cards
compiled from their Oracle text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, pass_until, permanents
from pyengine.game.players import run_script

CARDS = ["Mardu Scout", "Cloudshift", "Mountain", "Plains"]


def _dashed(script: list[str]):
    g = game(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2"]) + permanents("Plains", ["p1"])
             + "hand:\n  - {id: ms, card: Mardu Scout, owner: alice}\n  - {id: cs, card: Cloudshift, owner: alice}\n",
             CARDS, ["alice: cast ms dash", "alice: pass", "bob: pass"] + script)
    pass_until(g, "alice", "end")
    run_script(g, ["alice: pass", "bob: pass"], "<test>")          # the delayed trigger resolves
    return g


def test_cards_compile():
    """702.109a: Mardu Scout (dash) and Cloudshift are fully compiled."""
    assert fully_compiled("Mardu Scout") and fully_compiled("Cloudshift")


def test_702_109a_a_dashed_creature_returns_to_hand_at_the_end_step():
    """702.109a: Mardu Scout cast for its dash cost returns to its owner's hand at the beginning of the
    next end step."""
    g = _dashed([])
    assert g.obj("ms").zone == "hand"


def test_400_7_a_dashed_creature_flickered_is_a_new_object_and_stays():
    """400.7, 603.7c, 702.109a: the dashed Mardu Scout is exiled and returned by Cloudshift: the creature
    that returns is a new object, which the dash's delayed trigger doesn't know -- it triggers but
    returns nothing; the Scout stays on the battlefield."""
    g = _dashed(["alice: cast cs target=ms", "alice: pass", "bob: pass"])
    assert g.obj("ms").zone == "battlefield"
