"""Entering the battlefield and copy effects, compiled from the Oracle text of real cards and
played. Each expected value comes from the Comprehensive Rules (cited), never from the engine's
own output:

- 614.1c, 614.1d, 614.12: "enters tapped", "enters with counters", "if ..., ~ enters tapped" are
  replacement effects applied as the permanent enters;
- 201.5, 603.2: a card named for two characters ("Lo and Li", "Casey & Raph") names itself
  with a plural verb ("When ~ enter"): the same event as "When ~ enters";
- 707.2, 707.5, 614.1c: "You may have this creature enter as a copy of ..." (the Clone family):
  the copy effect is part of how it enters; the layer system (layer 1, 613.2a) gives it the
  copiable values of the copied object.
"""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, permanents, rules


def _enter(card: str, battlefield: str) -> object:
    return game(head() + "battlefield:\n" + battlefield + f"""
hand:
  - {{id: new, card: {card}, owner: alice}}
""", [card], ["alice: play new"])


# ================================================================ 614.1d: "If ..., ~ enters tapped"
def test_614_1d_if_you_control_two_or_more_other_lands_it_enters_tapped():
    """Cave of the Frost Dragon: "If you control two or more other lands, this land enters
    tapped." (614.1d: the replacement effect applies only while its condition holds, read as the
    land would enter). With one other land it enters untapped; with two it enters tapped; an
    opponent's lands don't count (109.5 "you control")."""
    assert fully_compiled("Cave of the Frost Dragon")
    one = permanents("Plains", ["p1"])
    assert _enter("Cave of the Frost Dragon", one).obj("new").tapped is False
    assert _enter("Cave of the Frost Dragon", one + permanents("Plains", ["p2"])).obj("new").tapped is True
    assert _enter("Cave of the Frost Dragon", one + permanents("Plains", ["o1"], "bob")).obj("new").tapped is False


# ================================================================ 614.1c: enters tapped with counters
def test_614_1c_vivid_land_enters_tapped_with_two_charge_counters():
    """Vivid Crag: "This land enters tapped with two charge counters on it." -- both modifications
    of how it enters apply (614.1c): it is tapped and has two charge counters (122.1)."""
    assert fully_compiled("Vivid Crag")
    g = _enter("Vivid Crag", "")
    assert g.obj("new").tapped is True
    assert counters(g, "new", "charge") == 2


def test_614_1c_enters_tapped_and_with_counters():
    """Sphere of the Suns: "This artifact enters tapped and with three charge counters on it."
    (614.1c) -- tapped, with three charge counters."""
    assert fully_compiled("Sphere of the Suns")
    g = game(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2"]) + """
hand:
  - {id: new, card: Sphere of the Suns, owner: alice}
""", ["Sphere of the Suns"], ["alice: cast new", "alice: pass", "bob: pass"])
    assert g.obj("new").zone == "battlefield"
    assert g.obj("new").tapped is True
    assert counters(g, "new", "charge") == 3


# ================================================================ 603.2: "When ~ enter" (a pair's name)
def test_603_2_a_pair_named_card_triggers_on_when_it_enter():
    """The Immortal Weapons: "When The Immortal Weapons enter, return target instant or sorcery card
    from your graveyard to your hand." -- the card's name with a plural verb is the card itself
    (201.5); the ability triggers when it enters (603.2, 603.6a) and returns the Lightning Bolt."""
    assert fully_compiled("The Immortal Weapons")
    g = game(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3"]) + permanents("Swamp", ["s1", "s2", "s3"])
             + permanents("Island", ["i1", "i2"]) + """
graveyard:
  - {id: bolt, card: Lightning Bolt, owner: alice}
hand:
  - {id: new, card: The Immortal Weapons, owner: alice}
""", ["The Immortal Weapons", "Lightning Bolt"],
             ["alice: cast new", "alice: pass", "bob: pass", "alice: target bolt", "alice: pass", "bob: pass"])
    assert g.obj("new").zone == "battlefield"
    assert g.obj("bolt").zone == "hand"
