"""Zone changes and tokens compiled from real cards' Oracle text and played by the game loop:
exile "until ~ leaves the battlefield" of any permanent (610.3, an Aura returning 303.4f-g),
flicker with a delayed return (603.7, 610.3), phasing (702.26) and more. Each expected answer
comes from the Comprehensive Rules or an official ruling, cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, play, rules  # noqa: F401


HEAD = head()


# ------------------------------------------------------------------ 610.3: exile until ~ leaves the battlefield
LIGHT = HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: f4, card: Forest, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
  - {id: pac, card: Pacifism, controller: bob, attached_to: bear}
  - {id: ox, card: Grizzly Bears, controller: bob, counters: {+1/+1: 1}}
hand:
  - {id: bl, card: Banishing Light, owner: alice}
  - {id: nat, card: Naturalize, owner: alice}
"""


def test_610_3_banishing_light_exiles_a_creature_that_returns_as_a_new_object():
    """610.3, 610.3c, 400.7: "When this enchantment enters, exile target nonland permanent an
    opponent controls until this enchantment leaves the battlefield." -- the creature comes back
    under its owner's control the moment Banishing Light is destroyed (no ability on the stack),
    as a new object: without the +1/+1 counter it had (122.2)."""
    assert fully_compiled("Banishing Light")
    g = play(LIGHT, ["Banishing Light"], ["alice: cast bl", "alice: pass", "bob: pass", "alice: target ox",
                                          "alice: pass", "bob: pass"])
    assert g.obj("ox").zone == "exile"
    run_script(g, ["alice: cast nat target=bl", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bl").zone == "graveyard" and not g.s.stack
    assert g.obj("ox").zone == "battlefield" and g.obj("ox").controller == "bob"
    assert g.ch("ox").power == 2 and not g.obj("ox").counters
    assert "610.3" in rules(g)


def test_303_4f_banishing_light_returns_an_aura_and_its_owner_chooses_what_it_enchants():
    """610.3c, 303.4f: an Aura exiled by Banishing Light returns under its owner's control and
    isn't cast: its owner chooses an object it can legally enchant as it enters -- here bob
    moves Pacifism from the Bears it used to enchant to the Lions."""
    g = play(LIGHT, ["Banishing Light"], ["alice: cast bl", "alice: pass", "bob: pass", "alice: target pac",
                                          "alice: pass", "bob: pass"])
    assert g.obj("pac").zone == "exile"
    run_script(g, ["alice: cast nat target=bl", "alice: pass", "bob: pass", "bob: choose lions"], "<test>")
    assert g.obj("bl").zone == "graveyard"
    assert g.obj("pac").zone == "battlefield" and g.obj("pac").attached_to == "lions"
    assert g.obj("pac").controller == "bob"
    assert "303.4f" in rules(g)


def test_303_4g_an_aura_with_nothing_to_enchant_stays_in_exile():
    """303.4f-g, 702.16c: if an Aura returned by Banishing Light's 610.3 effect can't legally be
    attached to anything as it enters -- the Bears it enchanted died, and the only creature left
    has protection from white -- it stays in exile."""
    g = play(LIGHT.replace("  - {id: lions, card: Savannah Lions, controller: alice}\n",
                           "  - {id: knight, card: Black Knight, controller: alice}\n  - {id: m1, card: Mountain, controller: alice}\n")
             .replace("  - {id: ox, card: Grizzly Bears, controller: bob, counters: {+1/+1: 1}}\n", "")
             .replace("hand:\n", "hand:\n  - {id: bolt, card: Lightning Bolt, owner: alice}\n"),
             ["Banishing Light"], ["alice: cast bl", "alice: pass", "bob: pass", "alice: target pac",
                                   "alice: pass", "bob: pass", "alice: cast bolt target=bear", "alice: pass", "bob: pass"])
    assert g.obj("pac").zone == "exile" and g.obj("bear").zone == "graveyard"
    run_script(g, ["alice: cast nat target=bl", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bl").zone == "graveyard" and g.obj("pac").zone == "exile"
    assert "303.4g" in rules(g)


HEDRON = HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: big, card: Craw Wurm, controller: bob}
  - {id: big2, card: Craw Wurm, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: ahn, card: Aligned Hedron Network, owner: alice}
  - {id: shat, card: Shatter, owner: alice}
"""


def test_610_3d_aligned_hedron_network_exiles_every_big_creature_and_they_return_together():
    """610.3, 610.3d: "When this artifact enters, exile all creatures with power 5 or greater
    until this artifact leaves the battlefield." -- both 6/4 Wurms (each player's) are exiled,
    the 2/2 isn't; when the Network leaves, both return at once, each under its owner's control
    (610.3c)."""
    assert fully_compiled("Aligned Hedron Network")
    g = play(HEDRON, ["Aligned Hedron Network"], ["alice: cast ahn", "alice: pass", "bob: pass",
                                                  "alice: pass", "bob: pass"])
    assert g.obj("big").zone == "exile" and g.obj("big2").zone == "exile" and g.obj("bear").zone == "battlefield"
    run_script(g, ["alice: cast shat target=ahn", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("ahn").zone == "graveyard"
    assert g.obj("big").zone == "battlefield" and g.obj("big").controller == "bob"
    assert g.obj("big2").zone == "battlefield" and g.obj("big2").controller == "alice"


# ------------------------------------------------------------------ 603.7: flicker, returned at the next end step
SPIRIT = HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: ae, card: Aetherling, controller: alice, damage: 1}
hand:
  - {id: blade, card: Doom Blade, owner: alice}
"""


def test_603_7a_aetherling_returns_at_the_next_end_step_as_a_new_object():
    """603.7a, 400.7, 110.2a: "{U}: Exile this creature. Return it to the battlefield under its
    owner's control at the beginning of the next end step." -- Aetherling is in exile until the
    delayed triggered ability resolves in the end step; it comes back as a new object (its damage
    gone)."""
    assert fully_compiled("Aetherling")
    g = play(SPIRIT, ["Aetherling", "Doom Blade"], ["alice: activate ae 1", "alice: pass", "bob: pass"])
    assert g.obj("ae").zone == "exile"
    run_script(g, ["T1 end alice: pass", "bob: pass", "T1 cleanup alice: wait"], "<test>")
    assert g.obj("ae").zone == "battlefield" and g.obj("ae").controller == "alice" and g.obj("ae").damage == 0
    assert "603.7a" in rules(g)


def test_400_7_aetherling_destroyed_in_response_stays_in_the_graveyard():
    """400.7: Aetherling is destroyed in response to its ability: the card in the graveyard is a
    new object the ability doesn't know, so it isn't exiled, and the delayed ability (603.7c: it
    names the exiled card) returns nothing -- the card stays in the graveyard."""
    g = play(SPIRIT, ["Aetherling", "Doom Blade"], ["alice: activate ae 1", "alice: cast blade target=ae",
                                                    "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("ae").zone == "graveyard"
    run_script(g, ["T1 end alice: pass", "bob: pass", "T1 cleanup alice: wait"], "<test>")
    assert g.obj("ae").zone == "graveyard"
