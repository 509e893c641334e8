"""Choices on resolution: "X unless [a player] pays / sacrifices / discards ..." (118.12a: that
player may pay the cost as the ability resolves; if they don't, X), said of one player or of each
opponent (101.4, 608.2e: the choices in APNAP order, then X at once to those who didn't pay);
compiled from real cards' Oracle text and played by the game loop. Each expected answer comes from
the Comprehensive Rules, cited in the test."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, life, play


def _footpad(carol_islands: int) -> str:
    return head(players="[alice, bob, carol]") + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
  - {id: b1, card: Island, controller: bob}
  - {id: b2, card: Island, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: carol}
""" + "".join(f"  - {{id: c{n}, card: Island, controller: carol}}\n" for n in range(1, carol_islands + 1)) + """
hand:
  - {id: fp, card: Rishadan Footpad, owner: alice}
"""


_CAST_FOOTPAD = ["alice: cast fp", "alice: pass", "bob: pass", "carol: pass", "alice: pass", "bob: pass", "carol: pass"]


def test_118_12a_rishadan_footpad_each_opponent_pays_or_sacrifices():
    """118.12a, 101.4: "When this creature enters, each opponent sacrifices a permanent of their
    choice unless they pay {2}." -- bob (first in turn order after alice) pays {2} with his two
    Islands and keeps everything; carol, with one Island, can't pay (118.3) and sacrifices the
    permanent she chooses."""
    assert fully_compiled("Rishadan Footpad")
    g = play(_footpad(1), ["Rishadan Footpad"], _CAST_FOOTPAD + ["bob: pay", "carol: decline", "carol: sacrifice bear"])
    assert g.obj("b1").tapped and g.obj("b2").tapped and g.obj("b1").zone == "battlefield"
    assert g.obj("bear").zone == "graveyard" and g.obj("c1").zone == "battlefield"


def test_101_4_rishadan_footpad_both_opponents_decline_and_sacrifice_at_once():
    """101.4, 701.17a: each opponent who didn't pay sacrifices a permanent: bob and carol choose
    in turn order, then both permanents are sacrificed at the same time."""
    g = play(_footpad(2), ["Rishadan Footpad"], _CAST_FOOTPAD + ["bob: decline", "carol: decline",
                                                                  "bob: sacrifice b1", "carol: sacrifice c2"])
    assert g.obj("b1").zone == "graveyard" and g.obj("c2").zone == "graveyard"
    assert g.obj("b2").zone == "battlefield" and g.obj("bear").zone == "battlefield"
    assert any(e.rule == "701.17a" and "at the same time" in e.text for e in g.log)


_THORNPLATE = head(bob=["Plains", "Plains"]) + """
battlefield:
  - {id: f1, card: Swamp, controller: alice}
  - {id: f2, card: Swamp, controller: alice}
  - {id: f3, card: Swamp, controller: alice}
  - {id: f4, card: Swamp, controller: alice}
  - {id: f5, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: ti, card: Thornplate Intimidator, owner: alice}
  - {id: card1, card: Plains, owner: bob}
"""
_CAST_THORNPLATE = ["alice: cast ti", "alice: pass", "bob: pass", "alice: target bob", "alice: pass", "bob: pass"]


def test_601_2b_thornplate_intimidator_the_opponent_chooses_which_cost_to_pay():
    """118.12a, 601.2b: "When this creature enters, target opponent loses 3 life unless they
    sacrifice a nonland permanent of their choice or discard a card." -- bob pays by discarding
    a card (the alternative he chooses); he loses no life and keeps his Bears."""
    assert fully_compiled("Thornplate Intimidator")
    g = play(_THORNPLATE, ["Thornplate Intimidator"], _CAST_THORNPLATE + ["bob: pay", "bob: pay_cost 2",
                                                                          "bob: discard card1"])
    assert life(g, "bob") == 20 and g.obj("card1").zone == "graveyard" and g.obj("bear").zone == "battlefield"


def test_608_2d_thornplate_intimidator_nothing_to_pay_with_loses_life():
    """608.2d, 118.3: with no nonland permanent and no card in hand, bob can't choose to pay:
    he loses 3 life."""
    text = _THORNPLATE.replace("  - {id: bear, card: Grizzly Bears, controller: bob}\n", "") \
        .replace("  - {id: card1, card: Plains, owner: bob}\n", "")
    g = play(text, ["Thornplate Intimidator"], _CAST_THORNPLATE)
    assert [a.kind for a in g.legal_actions()] == ["decline"]
    from pyengine.game.players import run_script
    run_script(g, ["bob: decline"], "<test>")
    assert life(g, "bob") == 17


def test_118_12a_thornplate_intimidator_declined_loses_life():
    """118.12a: bob could pay but doesn't: he loses 3 life and keeps his cards."""
    g = play(_THORNPLATE, ["Thornplate Intimidator"], _CAST_THORNPLATE + ["bob: decline"])
    assert life(g, "bob") == 17 and g.obj("card1").zone == "hand" and g.obj("bear").zone == "battlefield"


def test_118_12a_erratic_portal_its_controller_pays():
    """118.12a: "{1}, {T}: Return target creature to its owner's hand unless its controller pays
    {1}." -- the creature's controller (bob) pays and it stays; without mana it's returned."""
    assert fully_compiled("Erratic Portal")
    text = head() + """
battlefield:
  - {id: portal, card: Erratic Portal, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: bm, card: Mountain, controller: bob}
"""
    script = ["alice: activate portal 1", "alice: target bear", "alice: pass", "bob: pass"]
    g = play(text, ["Erratic Portal"], script + ["bob: pay"])
    assert g.obj("bear").zone == "battlefield" and g.obj("bm").tapped
    g = play(text.replace("  - {id: bm, card: Mountain, controller: bob}\n", ""), ["Erratic Portal"],
             script + ["bob: decline"])
    assert g.obj("bear").zone == "hand"


def test_118_12a_thirst_for_knowledge_discards_an_artifact_instead_of_two_cards():
    """118.12a: "Draw three cards. Then discard two cards unless you discard an artifact card." --
    alice discards her artifact card and keeps the rest; declining, she discards two cards."""
    assert fully_compiled("Thirst for Knowledge")
    text = head(alice=["Plains", "Plains", "Plains"]) + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
hand:
  - {id: tfk, card: Thirst for Knowledge, owner: alice}
  - {id: orn, card: Ornithopter, owner: alice}
"""
    script = ["alice: cast tfk", "alice: pass", "bob: pass"]
    g = play(text, ["Thirst for Knowledge"], script + ["alice: yes", "alice: discard orn"])
    assert g.obj("orn").zone == "graveyard" and len(g.zone_ids("hand", "alice")) == 3
    g = play(text, ["Thirst for Knowledge"], script + ["alice: no", "alice: discard la1", "alice: discard la2"])
    assert g.obj("orn").zone == "hand" and len(g.zone_ids("hand", "alice")) == 2


_RHYSTIC = head(alice=["Plains", "Plains"]) + """
battlefield:
  - {id: rs, card: Rhystic Study, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
  - {id: m2, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
"""
_BOLT = ["alice: pass", "bob: cast bolt target=alice", "bob: pass", "alice: pass"]


def test_118_12a_rhystic_study_the_caster_pays_or_you_may_draw():
    """118.12a: "Whenever an opponent casts a spell, you may draw a card unless that player pays
    {1}." -- bob declines to pay: alice may draw, and does; bob pays: alice draws nothing."""
    assert fully_compiled("Rhystic Study")
    g = play(_RHYSTIC, ["Rhystic Study"], _BOLT + ["bob: decline", "alice: yes"])
    assert g.obj("la1").zone == "hand"
    g = play(_RHYSTIC, ["Rhystic Study"], _BOLT + ["bob: pay"])
    assert g.obj("la1").zone == "library" and g.obj("m2").tapped


def test_701_5a_nether_void_counters_the_spell_unless_its_caster_pays():
    """701.5a, 118.12a: "Whenever a player casts a spell, counter it unless that player pays {3}."
    -- bob, with one untapped Mountain left after casting Lightning Bolt, can't pay: the Bolt is
    countered and alice keeps her life."""
    assert fully_compiled("Nether Void")
    g = play(_RHYSTIC.replace("card: Rhystic Study", "card: Nether Void"), ["Nether Void"],
             _BOLT + ["bob: decline"])
    assert g.obj("bolt").zone == "graveyard" and life(g, "alice") == 20


def _sphere(lands: int) -> str:
    return head() + """
battlefield:
  - {id: ps, card: Phantasmal Sphere, controller: alice, counters: {"+1/+1": 1}}
""" + "".join(f"  - {{id: i{n}, card: Island, controller: alice}}\n" for n in range(1, lands + 1))


def test_608_2c_phantasmal_sphere_counter_first_then_pay_for_each():
    """608.2c, 118.12a: "At the beginning of your upkeep, put a +1/+1 counter on this creature,
    then sacrifice this creature unless you pay {1} for each +1/+1 counter on it." -- the counter
    is put first (only the sacrifice is "unless"), then the cost counts two counters: with two
    Islands alice pays {2} and keeps it; with one she can't, and it's sacrificed."""
    assert fully_compiled("Phantasmal Sphere")
    g = play(_sphere(2), ["Phantasmal Sphere"], ["T3 upkeep alice: pass", "bob: pass", "alice: pay"])
    assert g.obj("ps").zone == "battlefield" and g.obj("i1").tapped and g.obj("i2").tapped
    assert sum(c.count for c in g.obj("ps").counters if c.kind == "+1/+1") == 2
    g = play(_sphere(1), ["Phantasmal Sphere"], ["T3 upkeep alice: pass", "bob: pass", "alice: decline"])
    assert g.obj("ps").zone == "graveyard" and not g.obj("i1").tapped


_QUICKLING = head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: q, card: Quickling, owner: alice}
"""
_CAST_QUICKLING = ["alice: cast q", "alice: pass", "bob: pass", "alice: pass", "bob: pass"]


def test_118_12a_quickling_returns_another_creature_or_is_sacrificed():
    """118.12a, 602.2b: "When this creature enters, sacrifice it unless you return another
    creature you control to its owner's hand." -- alice returns her Bears (Quickling itself is
    not "another creature") and keeps Quickling; declining, Quickling is sacrificed."""
    assert fully_compiled("Quickling")
    g = play(_QUICKLING, ["Quickling"], _CAST_QUICKLING)
    from pyengine.game.players import run_script
    run_script(g, ["alice: pay"], "<test>")
    assert {a.args[0] for a in g.legal_actions() if a.kind == "return"} == {"bear"}
    run_script(g, ["alice: return bear"], "<test>")
    assert g.obj("bear").zone == "hand" and g.obj("q").zone == "battlefield"
    g = play(_QUICKLING, ["Quickling"], _CAST_QUICKLING + ["alice: decline"])
    assert g.obj("bear").zone == "battlefield" and g.obj("q").zone == "graveyard"


def test_122_8_junk_golem_removes_a_counter_from_itself_or_is_sacrificed():
    """122.8, 118.12a: "At the beginning of your upkeep, sacrifice this creature unless you
    remove a +1/+1 counter from it." -- with two counters, alice removes one and keeps the (0/0)
    Golem as a 1/1; with none she can't pay (118.3) and it's sacrificed."""
    assert fully_compiled("Junk Golem")
    text = head() + """
battlefield:
  - {id: jg, card: Junk Golem, controller: alice, counters: {"+1/+1": 2}}
"""
    g = play(text, ["Junk Golem"], ["T3 upkeep alice: pass", "bob: pass", "alice: pay"])
    assert g.obj("jg").zone == "battlefield" and [c.count for c in g.obj("jg").counters] == [1]
    g = play(text.replace(', counters: {"+1/+1": 2}', ""), ["Junk Golem"],
             ["T3 upkeep alice: pass", "bob: pass", "alice: decline"])
    assert g.obj("jg").zone == "graveyard"



_FANDANIEL = head() + """
battlefield:
  - {id: fan, card: "Fandaniel, Telophoroi Ascian", controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
graveyard:
  - {id: g1, card: Lightning Bolt, owner: alice}
  - {id: g2, card: Lightning Bolt, owner: alice}
"""


def test_118_12_fandaniel_each_opponent_who_doesnt_sacrifice_loses_life():
    """118.12: "At the beginning of your end step, each opponent may sacrifice a nontoken creature
    of their choice. Each opponent who doesn't loses 2 life for each instant and sorcery card in
    your graveyard." -- bob declines: he loses 4 (two instants); paying, he sacrifices his Bears
    and loses nothing."""
    assert fully_compiled("Fandaniel, Telophoroi Ascian")
    g = play(_FANDANIEL, ["Fandaniel, Telophoroi Ascian"], ["T1 end alice: pass", "bob: pass", "bob: decline"])
    assert life(g, "bob") == 16 and g.obj("bear").zone == "battlefield"
    g = play(_FANDANIEL, ["Fandaniel, Telophoroi Ascian"], ["T1 end alice: pass", "bob: pass", "bob: pay",
                                                            "bob: sacrifice bear"])
    assert life(g, "bob") == 20 and g.obj("bear").zone == "graveyard"


def test_118_12a_dwarven_driller_its_controller_takes_damage_or_loses_the_land():
    """118.12a, 120.3: "{T}: Destroy target land unless its controller has this creature deal 2
    damage to them." -- bob chooses the damage (dealt by the Driller) and keeps his land; or he
    doesn't, and the land is destroyed."""
    assert fully_compiled("Dwarven Driller")
    text = head() + """
battlefield:
  - {id: dd, card: Dwarven Driller, controller: alice, summoning_sick: false}
  - {id: bm, card: Mountain, controller: bob}
"""
    script = ["alice: activate dd 1", "alice: target bm", "alice: pass", "bob: pass"]
    g = play(text, ["Dwarven Driller"], script + ["bob: yes"])
    assert life(g, "bob") == 18 and g.obj("bm").zone == "battlefield"
    g = play(text, ["Dwarven Driller"], script + ["bob: no"])
    assert life(g, "bob") == 20 and g.obj("bm").zone == "graveyard"


def test_601_2b_erosion_that_player_pays_mana_or_life():
    """118.12a, 601.2b, 119.4: "At the beginning of the upkeep of enchanted land's controller,
    destroy that land unless that player pays {1} or 1 life." -- bob chooses which to pay: 1 life
    (his Mountain stays untapped) or {1} (tapping it); declining, the land is destroyed."""
    assert fully_compiled("Erosion")
    text = head(active="bob", step="untap") + """
battlefield:
  - {id: bm, card: Mountain, controller: bob, tapped: true}
  - {id: ero, card: Erosion, controller: alice, attached_to: bm}
"""
    script = ["T1 upkeep bob: pass", "alice: pass"]
    g = play(text, ["Erosion"], script + ["bob: pay", "bob: pay_cost 2"])
    assert life(g, "bob") == 19 and g.obj("bm").zone == "battlefield" and not g.obj("bm").tapped
    g = play(text, ["Erosion"], script + ["bob: pay", "bob: pay_cost 1"])
    assert life(g, "bob") == 20 and g.obj("bm").zone == "battlefield" and g.obj("bm").tapped
    g = play(text, ["Erosion"], script + ["bob: decline"])
    assert life(g, "bob") == 20 and g.obj("bm").zone == "graveyard"


def test_608_2h_in_the_eye_of_chaos_x_is_the_spells_mana_value():
    """118.12a, 608.2h: "Whenever a player casts an instant spell, counter it unless that player
    pays {X}, where X is its mana value." -- Lightning Bolt's mana value is 1: bob pays {1} with
    his other Mountain and the Bolt resolves."""
    assert fully_compiled("In the Eye of Chaos")
    g = play(_RHYSTIC.replace("card: Rhystic Study", "card: In the Eye of Chaos"), ["In the Eye of Chaos"],
             _BOLT + ["bob: pay", "bob: pass", "alice: pass"])
    assert g.obj("m2").tapped and g.obj("bolt").zone == "graveyard" and life(g, "alice") == 17


def test_614_15_spell_shrivel_exiles_the_spell_it_counters_unless_paid():
    """118.12a, 614.15: Spell Shrivel: "Counter target spell unless its controller pays {4}. If
    that spell is countered this way, exile it instead of putting it into its owner's graveyard."
    -- bob casts Lightning Bolt at alice; alice casts Spell Shrivel on it; bob can't pay {4} (he declines): the
    Bolt is countered and exiled, and alice takes no damage."""
    assert fully_compiled("Spell Shrivel")
    g = play(head() + "battlefield:\n"
             + "".join(f"  - {{id: i{n}, card: Island, controller: alice}}\n" for n in range(1, 4))
             + "  - {id: m1, card: Mountain, controller: bob}\n"
             + "hand:\n  - {id: ss, card: Spell Shrivel, owner: alice}\n  - {id: bolt, card: Lightning Bolt, owner: bob}\n",
             ["Spell Shrivel", "Lightning Bolt"],
             ["alice: pass", "bob: cast bolt target=alice", "bob: pass", "alice: cast ss target=bolt",
              "alice: pass", "bob: pass", "bob: decline"])
    assert g.obj("bolt").zone == "exile" and life(g, "alice") == 20
