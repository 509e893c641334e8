"""A permanent's status (110.5: tapped or untapped; 506.4: attacking and blocking creatures) read by
static abilities: the layer system's affected sets, counts and conditions ("Attacking creatures
you control get +1/+0", "gets +1/+1 for each untapped permanent your opponents control", "as
long as you control no untapped lands"), an enchant restriction ("Enchant tapped creature",
303.4a) and a cost modifier (601.2f). Each expected value comes from the Comprehensive Rules,
cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, play


def _pt(g, oid: str) -> tuple[int, int]:
    return g.ch(oid).power, g.ch(oid).toughness


def test_506_4_goblin_oriflamme_pumps_attacking_creatures_only_while_they_attack():
    """506.4, 611.3a, 613.4c: Goblin Oriflamme ("Attacking creatures you control get +1/+0.") --
    the Grizzly Bears that attacks is 3/2 while it is an attacking creature; the one that stayed
    home is 2/2; bob's attacking creature on his own turn is not pumped (alice's creatures only).
    Once the combat phase ends no creature is attacking (506.4) and the bonus is gone."""
    assert fully_compiled("Goblin Oriflamme")
    text = head() + """
battlefield:
  - {id: ori, card: Goblin Oriflamme, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: alice}
  - {id: b2, card: Grizzly Bears, controller: alice}
"""
    g = game(text, ["Goblin Oriflamme"])
    assert _pt(g, "b1") == (2, 2)
    run_script(g, ["T1 declare_attackers alice: attack b1", "alice: done", "alice: pass", "bob: pass"], "<test>")
    assert _pt(g, "b1") == (3, 2) and _pt(g, "b2") == (2, 2)
    run_script(g, ["T1 postcombat_main alice: wait"], "<test>")
    assert _pt(g, "b1") == (2, 2)


def test_110_5_copperhoof_vorrac_counts_untapped_permanents_of_opponents():
    """110.5, 604.3, 613.4c: Copperhoof Vorrac (2/2, "This creature gets +1/+1 for each untapped
    permanent your opponents control.") -- bob controls three permanents, one of them tapped: two
    untapped, so the Vorrac is 4/4; alice's own untapped land doesn't count."""
    assert fully_compiled("Copperhoof Vorrac")
    g = game(head() + """
battlefield:
  - {id: cv, card: Copperhoof Vorrac, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
  - {id: m2, card: Mountain, controller: bob, tapped: true}
  - {id: ogre, card: Hill Giant, controller: bob}
""", ["Copperhoof Vorrac"])
    assert _pt(g, "cv") == (4, 4)


def test_611_3a_scoria_cat_as_long_as_you_control_no_untapped_lands():
    """611.3a, 110.5: Scoria Cat (3/3, "This creature gets +3/+3 as long as you control no untapped
    lands.") -- with one untapped Mountain it is 3/3; once alice taps the Mountain for mana it is
    6/6 (the condition is checked continuously)."""
    assert fully_compiled("Scoria Cat")
    g = game(head() + """
battlefield:
  - {id: cat, card: Scoria Cat, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
""", ["Scoria Cat"])
    assert _pt(g, "cat") == (3, 3)
    run_script(g, ["alice: mana m1"], "<test>")
    assert g.obj("m1").tapped and _pt(g, "cat") == (6, 6)


def test_611_3a_oak_street_innkeeper_tapped_creatures_have_hexproof_on_other_turns():
    """611.3a, 110.5, 702.11: Oak Street Innkeeper ("During turns other than yours, tapped
    creatures you control have hexproof.") -- on bob's turn alice's tapped Grizzly Bears has
    hexproof, her untapped one doesn't; on alice's own turn neither has it."""
    assert fully_compiled("Oak Street Innkeeper")
    text = """
battlefield:
  - {id: inn, card: Oak Street Innkeeper, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: alice, tapped: true}
  - {id: b2, card: Grizzly Bears, controller: alice}
"""
    hexproof = ("kw", ("hexproof",))
    g = game(head(active="bob") + text, ["Oak Street Innkeeper"])
    assert hexproof in g.ch("b1").ability_terms and hexproof not in g.ch("b2").ability_terms
    g = game(head() + text, ["Oak Street Innkeeper"])
    assert hexproof not in g.ch("b1").ability_terms


def test_303_4a_glimmerdust_nap_can_enchant_only_a_tapped_creature():
    """303.4a, 702.5a, 115.1: Glimmerdust Nap ("Enchant tapped creature") -- as an Aura spell it
    targets a tapped creature: bob's tapped Hill Giant is a legal target, his untapped Grizzly
    Bears is not (the attempt is refused and nothing is cast)."""
    assert fully_compiled("Glimmerdust Nap")
    text = head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob, tapped: true}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: nap, card: Glimmerdust Nap, owner: alice}
"""
    g = play(text, ["Glimmerdust Nap"], ["alice: cast nap", "alice: target giant", "alice: pass", "bob: pass"])
    assert g.obj("nap").zone == "battlefield" and g.obj("nap").attached_to == "giant"
    g = game(text, ["Glimmerdust Nap"], ["alice: cast nap"])
    offered = {a.args[0] for a in g.legal_actions() if a.kind == "target"}
    assert g.decision.kind == "target" and offered == {"giant"}


def test_601_2f_embercleave_costs_one_less_for_each_attacking_creature():
    """601.2f, 506.4: Embercleave ({4}{R}{R}, flash; "This spell costs {1} less to cast for each
    attacking creature you control.") -- cast during the declare attackers step with two of
    alice's creatures attacking, it costs {2}{R}{R}: four Mountains pay for it."""
    assert fully_compiled("Embercleave")
    g = play(head() + """
battlefield:
  - {id: b1, card: Grizzly Bears, controller: alice}
  - {id: b2, card: Grizzly Bears, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
hand:
  - {id: ec, card: Embercleave, owner: alice}
""", ["Embercleave"], ["T1 declare_attackers alice: attack b1", "alice: attack b2", "alice: done",
                       "alice: cast ec", "alice: pass", "bob: pass"])
    assert g.obj("ec").zone == "battlefield" and all(g.obj(f"m{n}").tapped for n in range(1, 5))
