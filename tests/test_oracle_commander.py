"""The commander designation (903.3) in filters and conditions, compiled from the Oracle text of
real cards. A card is a commander by an attribute of the card, kept as it changes zones (903.3); a
scenario marks it `commander: true`. "Commander creatures", "a commander", "commanders you control",
"noncommander" read the designation; "your commander" is the commander its player owns (903.3,
903.3d). Each expected value comes from the CR rule cited."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, life, permanents


def _board(extra: str = "", hand: str = "") -> str:
    return head() + """
battlefield:
  - {id: cmd, card: Grizzly Bears, controller: alice, commander: true}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: theirs, card: Grizzly Bears, controller: bob, commander: true}
""" + extra + ("hand:\n" + hand if hand else "")


def test_903_3_commander_creatures_you_control_get_the_bonus():
    """Bastion Protector: "Commander creatures you control get +2/+2 and have indestructible."
    (903.3d: controlling a commander is a permanent that is a commander): alice's commander Grizzly
    Bears is 4/4 with indestructible; her other Bears and bob's commander stay 2/2 (613.4c, 109.5)."""
    assert fully_compiled("Bastion Protector")
    g = game(_board("  - {id: bp, card: Bastion Protector, controller: alice}\n"), ["Bastion Protector"])
    assert (g.ch("cmd").power, g.ch("cmd").toughness) == (4, 4)
    assert ("kw", ("indestructible",)) in g.ch("cmd").ability_terms
    assert (g.ch("bear").power, g.ch("theirs").power) == (2, 2)


def test_903_3_the_designation_stays_through_a_zone_change():
    """903.3: "The card retains this designation even when it changes zones" -- alice's commander
    is a card in her hand; she casts it (hand -> stack -> battlefield, a new object each time,
    400.7) and Bastion Protector's bonus applies to it: it is still her commander."""
    g = game(head() + """
battlefield:
  - {id: bp, card: Bastion Protector, controller: alice}
""" + permanents("Forest", ["f1", "f2"]) + """
hand:
  - {id: cmd, card: Grizzly Bears, owner: alice, commander: true}
""", ["Bastion Protector"], ["alice: cast cmd", "alice: pass", "bob: pass"])
    assert g.obj("cmd").zone == "battlefield" and g.obj("cmd").commander
    assert (g.ch("cmd").power, g.ch("cmd").toughness) == (4, 4)


def test_903_3d_lieutenant_if_you_control_your_commander():
    """Loyal Drake: "Lieutenant — At the beginning of combat on your turn, if you control your
    commander, draw a card." (603.4 intervening "if"; 903.3d). With her own commander on the
    battlefield alice draws; controlling only bob's commander (not hers, 903.3: the commander of
    her deck is the one she owns) she doesn't."""
    assert fully_compiled("Loyal Drake")
    text = head() + """
battlefield:
  - {id: drake, card: Loyal Drake, controller: alice}
  - {id: cmd, card: Grizzly Bears, controller: alice, commander: %s}
  - {id: stolen, card: Grizzly Bears, owner: bob, controller: alice, commander: true}
"""
    g = game(text % "true", ["Loyal Drake"], ["alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("la1").zone == "hand"
    g = game(text % "false", ["Loyal Drake"], ["alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("la1").zone == "library"


def test_118_9_if_you_control_a_commander_cast_it_without_paying_its_mana_cost():
    """Fierce Guardianship: "If you control a commander, you may cast this spell without paying its
    mana cost." (118.9: an alternative cost; 903.3d). With her commander on the battlefield and no
    lands alice casts it for free and counters bob's Lightning Bolt; without a commander it isn't
    offered (601.2f: the mana cost {2}{U} can't be paid)."""
    assert fully_compiled("Fierce Guardianship")
    text = head() + """
battlefield:
  - {id: cmd, card: Grizzly Bears, controller: alice, commander: %s}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: fg, card: Fierce Guardianship, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
"""
    g = game(text % "true", ["Fierce Guardianship", "Lightning Bolt"],
             ["alice: pass", "bob: cast bolt target=alice", "bob: pass"])
    assert "cast fg alternative" in {str(a) for a in g.legal_actions()}
    run_script(g, ["alice: cast fg alternative target=bolt", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bolt").zone == "graveyard" and life(g, "alice") == 20
    g = game(text % "false", ["Fierce Guardianship", "Lightning Bolt"],
             ["alice: pass", "bob: cast bolt target=alice", "bob: pass"])
    assert "cast fg alternative" not in {str(a) for a in g.legal_actions()}


def test_118_9_an_opponent_controls_and_you_control():
    """Massacre: "If an opponent controls a Plains and you control a Swamp, you may cast this spell
    without paying its mana cost." (118.9): both halves must hold -- offered with bob's Plains and
    alice's Swamp, not with the Swamp alone."""
    assert fully_compiled("Massacre")
    text = head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
%s
hand:
  - {id: mass, card: Massacre, owner: alice}
"""
    g = game(text % "  - {id: p1, card: Plains, controller: bob}", ["Massacre"])
    assert "cast mass alternative" in {str(a) for a in g.legal_actions()}
    g = game(text % "", ["Massacre"])
    assert "cast mass alternative" not in {str(a) for a in g.legal_actions()}
