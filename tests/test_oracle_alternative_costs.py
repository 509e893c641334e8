"""Alternative costs (118.9): "You may [cost] rather than pay this spell's mana cost", compiled
from Oracle text and played. The cost's mana part replaces the mana cost; its other parts
(life, cards exiled from hand, permanents returned or sacrificed) are paid with it (601.2h).
Each expected value comes from the CR rule cited."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, life, permanents, play, rules


def offered(g) -> set[str]:
    return {str(a) for a in g.legal_actions()}


def test_118_9_force_of_will_pays_life_and_exiles_a_blue_card_instead_of_its_mana_cost():
    """118.9, 601.2h: Force of Will -- "You may pay 1 life and exile a blue card from your hand
    rather than pay this spell's mana cost." -- with no lands, bob casts it for the alternative
    cost in response to alice's Lightning Bolt: he pays 1 life (119.4), exiles his Brainstorm, and
    the Bolt is countered (701.5a)."""
    assert fully_compiled("Force of Will")
    g = play(head() + """
battlefield:
""" + permanents("Mountain", ["m1"]) + """
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: fow, card: Force of Will, owner: bob}
  - {id: bs, card: Brainstorm, owner: bob}
  - {id: mtn, card: Mountain, owner: bob}
""", ["Force of Will", "Lightning Bolt", "Brainstorm"], ["alice: cast bolt target=bob", "alice: pass"])
    assert "cast fow alternative" in offered(g)
    run_script(g, ["bob: cast fow alternative target=bolt"], "<test>")
    assert g.decision.kind == "cost" and {a.args[0] for a in g.legal_actions() if a.kind == "exile"} == {"bs"}
    run_script(g, ["bob: exile bs", "bob: pass", "alice: pass"], "<test>")
    assert g.obj("bs").zone == "exile" and g.obj("mtn").zone == "hand"
    assert g.obj("bolt").zone == "graveyard" and g.obj("fow").zone == "graveyard"
    assert life(g, "bob") == 19                           # 1 life paid, no Bolt damage
    assert any(e.rule == "601.2a" and "alternative cost pay 1 life and exile 1" in e.text for e in g.log)


def test_118_9_force_of_will_without_a_blue_card_to_exile_isnt_offered():
    """118.9, 118.3: a cost can't be paid without the resources -- with no other blue card in hand
    (Force of Will can't exile itself: it is on the stack as the cost is paid) the alternative
    cost isn't offered."""
    g = game(head() + """
battlefield:
""" + permanents("Mountain", ["m1"]) + """
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: fow, card: Force of Will, owner: bob}
  - {id: mtn, card: Mountain, owner: bob}
""", ["Force of Will", "Lightning Bolt"], ["alice: cast bolt target=bob", "alice: pass"])
    assert g.decision.player == "bob" and "cast fow alternative" not in offered(g)


def test_118_9_snuff_out_needs_a_swamp_for_its_alternative_cost():
    """118.9: Snuff Out -- "If you control a Swamp, you may pay 4 life rather than pay this
    spell's mana cost." -- with a Swamp, alice pays 4 life (20 -> 16) and destroys bob's Grizzly
    Bears; without one the alternative cost isn't offered."""
    assert fully_compiled("Snuff Out")
    text = head() + """
battlefield:
  - {id: sw, card: Swamp, controller: alice, tapped: true}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: so, card: Snuff Out, owner: alice}
"""
    g = play(text, ["Snuff Out"], ["alice: cast so alternative target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard"
    assert life(g, "alice") == 16
    g = game(text.replace("card: Swamp", "card: Plains"), ["Snuff Out"], [])
    assert "cast so alternative target=bear" not in offered(g) and not any("alternative" in a for a in offered(g))


def test_118_9_gush_returns_two_islands_instead_of_paying_mana():
    """118.9, 601.2h: Gush -- "You may return two Islands you control to their owner's hand rather
    than pay this spell's mana cost." -- alice returns both her Islands (chosen as the cost is
    paid) and draws two cards."""
    assert fully_compiled("Gush")
    g = play(head(alice=3) + """
battlefield:
""" + permanents("Island", ["i1", "i2"]) + """
hand:
  - {id: gush, card: Gush, owner: alice}
""", ["Gush"], ["alice: cast gush alternative", "alice: return i1", "alice: return i2", "alice: pass", "bob: pass"])
    assert g.obj("i1").zone == "hand" and g.obj("i2").zone == "hand"
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "hand" and g.obj("la3").zone == "library"


def test_118_9_gush_with_one_island_cant_use_the_alternative_cost():
    """118.3: returning two Islands needs two Islands: with one, only the mana cost remains."""
    g = game(head(alice=3) + """
battlefield:
""" + permanents("Island", ["i1"]) + """
hand:
  - {id: gush, card: Gush, owner: alice}
""", ["Gush"], [])
    assert not any("alternative" in a for a in offered(g))


# ------------------------------------------------------------------ "Y unless you X" (608.2d)
VOLCANO = head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice, tapped: true}
hand:
  - {id: dv, card: Dormant Volcano, owner: alice}
"""


def test_608_2d_dormant_volcano_stays_if_alice_returns_an_untapped_mountain():
    """608.2d: "When this land enters, sacrifice it unless you return an untapped Mountain you
    control to its owner's hand." -- "sacrifice it unless you X" is "you may X; if you don't,
    sacrifice it": alice returns her untapped Mountain (the tapped one isn't a choice) and keeps
    the Volcano."""
    assert fully_compiled("Dormant Volcano")
    g = play(VOLCANO, ["Dormant Volcano"], ["alice: play dv", "alice: pass", "bob: pass", "alice: yes"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "return"} == {"m1"}
    run_script(g, ["alice: return m1"], "<test>")
    assert g.obj("m1").zone == "hand" and g.obj("dv").zone == "battlefield"


def test_608_2d_dormant_volcano_is_sacrificed_if_alice_doesnt_return_a_mountain():
    """608.2d: alice declines to return a Mountain -- the Volcano is sacrificed (701.17a); with
    only a tapped Mountain she can't return one, and it is sacrificed too."""
    g = play(VOLCANO, ["Dormant Volcano"], ["alice: play dv", "alice: pass", "bob: pass", "alice: no"])
    assert g.obj("dv").zone == "graveyard" and g.obj("m1").zone == "battlefield"
    g = play(VOLCANO.replace("  - {id: m1, card: Mountain, controller: alice}\n", ""), ["Dormant Volcano"],
             ["alice: play dv", "alice: pass", "bob: pass", "alice: yes"])
    assert g.obj("dv").zone == "graveyard"
