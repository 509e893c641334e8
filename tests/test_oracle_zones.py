"""Instructions moving cards between zones and acting on players (400-406, 401.4 library
positions, 404 graveyards, 406 exile, 610.3 "until" effects, 607.2a linked exile abilities),
compiled from real cards' Oracle text and played by the game loop. Each expected answer comes
from the Comprehensive Rules or an official ruling, cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, play  # noqa: F401


HEAD = head()


# ------------------------------------------------------------------ library positions (400.3: a card goes to its owner's library)
def test_400_3_cogwork_archivist_puts_a_card_from_any_graveyard_on_the_bottom_of_its_owners_library():
    """400.3, 108.3: "Put target card from a graveyard on the bottom of its owner's library." -- a
    card from the opponent's graveyard goes to the bottom of the opponent's library (its owner's),
    not the activating player's."""
    assert fully_compiled("Cogwork Archivist")
    g = play(HEAD + """
battlefield:
  - {id: arch, card: Cogwork Archivist, controller: alice, summoning_sick: false}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
graveyard:
  - {id: dead, card: Grizzly Bears, owner: bob}
""", ["Cogwork Archivist"], ["alice: activate arch 2", "alice: target dead", "alice: pass", "bob: pass"])
    assert g.obj("dead").zone == "library"
    assert g.s.library["bob"][-1] == "dead" and "dead" not in g.s.library["alice"]


def test_400_3_reito_lantern_card_goes_under_its_owners_library():
    """400.3: "{3}: Put target card from a graveyard on the bottom of its owner's library." -- a
    card of one's own graveyard goes to the bottom of one's own library: the top card is still
    the one that was on top."""
    assert fully_compiled("Reito Lantern")
    g = play(HEAD + """
battlefield:
  - {id: lan, card: Reito Lantern, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
graveyard:
  - {id: dead, card: Grizzly Bears, owner: alice}
""", ["Reito Lantern"], ["alice: activate lan 1", "alice: target dead", "alice: pass", "bob: pass"])
    assert g.s.library["alice"][0] == "la1" and g.s.library["alice"][-1] == "dead"


# ------------------------------------------------------------------ 404.1, 406: graveyards into exile
def test_404_1_tormods_crypt_exiles_the_target_players_whole_graveyard():
    """404.1, 406.1: "Exile target player's graveyard." -- every card in that player's graveyard
    is exiled; the other player's graveyard is untouched."""
    assert fully_compiled("Tormod's Crypt")
    g = play(HEAD + """
battlefield:
  - {id: crypt, card: Tormod's Crypt, controller: alice}
graveyard:
  - {id: b1, card: Grizzly Bears, owner: bob}
  - {id: b2, card: Lightning Bolt, owner: bob}
  - {id: a1, card: Savannah Lions, owner: alice}
""", ["Tormod's Crypt"], ["alice: activate crypt 1", "alice: target bob", "alice: pass", "bob: pass"])
    assert g.obj("b1").zone == "exile" and g.obj("b2").zone == "exile"
    assert g.obj("a1").zone == "graveyard" and g.obj("crypt").zone == "graveyard"


def test_115_1_crossroads_candleguide_may_exile_up_to_one_card_from_a_graveyard():
    """115.1, 601.2c, 603.3d: "When this creature enters, exile up to one target card from a
    graveyard." -- a card of any graveyard may be chosen; choosing no target at all is allowed
    ("up to one"), and then nothing is exiled."""
    assert fully_compiled("Crossroads Candleguide")
    text = HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: f4, card: Forest, controller: alice}
  - {id: f5, card: Forest, controller: alice}
hand:
  - {id: cg, card: Crossroads Candleguide, owner: alice}
graveyard:
  - {id: b1, card: Grizzly Bears, owner: bob}
"""
    g = play(text, ["Crossroads Candleguide"], ["alice: cast cg", "alice: pass", "bob: pass",
                                                 "alice: target b1", "alice: pass", "bob: pass"])
    assert g.obj("cg").zone == "battlefield" and g.obj("b1").zone == "exile"
    g = play(text, ["Crossroads Candleguide"], ["alice: cast cg", "alice: pass", "bob: pass",
                                                 "alice: no_target", "alice: pass", "bob: pass"])
    assert g.obj("cg").zone == "battlefield" and g.obj("b1").zone == "graveyard"
    assert not g.s.stack


# ------------------------------------------------------------------ 701.20a: shuffling into a library
def test_701_20a_green_suns_zenith_shuffles_itself_into_its_owners_library():
    """701.20a, 608.2n: "... Shuffle Green Sun's Zenith into its owner's library." -- the spell is
    put into its owner's library as it resolves, so it isn't put into the graveyard afterwards."""
    assert fully_compiled("Green Sun's Zenith")
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: gsz, card: Green Sun's Zenith, owner: alice}
""", ["Green Sun's Zenith"], ["alice: cast gsz x=1", "alice: pass", "bob: pass"])
    assert g.obj("gsz").zone == "library" and "gsz" in g.s.library["alice"]
    assert len(g.s.library["alice"]) == 4


# ------------------------------------------------------------------ 701.21: tap or untap
def test_701_21_puppeteer_taps_or_untaps_its_target_as_its_controller_chooses():
    """701.21a-b, 608.2d: "You may tap or untap target creature." -- on resolution the controller
    chooses: an untapped creature can be tapped, a tapped one untapped, or nothing done."""
    assert fully_compiled("Puppeteer")
    text = HEAD + """
battlefield:
  - {id: pup, card: Puppeteer, controller: alice, summoning_sick: false}
  - {id: i1, card: Island, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob, tapped: true}
  - {id: lions, card: Savannah Lions, controller: bob}
"""
    g = play(text, ["Puppeteer"], ["alice: activate pup 1", "alice: target bear", "alice: pass", "bob: pass",
                                   "alice: yes", "alice: no"])
    assert not g.obj("bear").tapped
    g = play(text, ["Puppeteer"], ["alice: activate pup 1", "alice: target lions", "alice: pass", "bob: pass",
                                   "alice: yes", "alice: yes"])
    assert g.obj("lions").tapped
    g = play(text, ["Puppeteer"], ["alice: activate pup 1", "alice: target bear", "alice: pass", "bob: pass",
                                   "alice: no"])
    assert g.obj("bear").tapped


# ------------------------------------------------------------------ 122: counters on each of up to N targets
def test_122_1_gird_for_battle_puts_a_counter_on_each_of_up_to_two_targets():
    """122.1, 115.1, 601.2c: "Put a +1/+1 counter on each of up to two target creatures." -- each
    chosen target gets one counter; one target is enough."""
    assert fully_compiled("Gird for Battle")
    text = HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
hand:
  - {id: gird, card: Gird for Battle, owner: alice}
"""
    g = play(text, ["Gird for Battle"], ["alice: cast gird target=bear,lions", "alice: pass", "bob: pass"])
    assert g.ch("bear").power == 3 and g.ch("lions").power == 3
    g = play(text, ["Gird for Battle"], ["alice: cast gird", "alice: target bear", "alice: no_target",
                                         "alice: pass", "bob: pass"])
    assert g.ch("bear").power == 3 and g.ch("lions").power == 2


# ------------------------------------------------------------------ 610.3: exile until ~ leaves the battlefield
ORING = HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: bp, card: Banisher Priest, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def test_610_3c_banisher_priest_returns_the_card_under_its_owners_control_when_it_leaves():
    """610.3, 610.3c: "When this creature enters, exile target creature an opponent controls until
    this creature leaves the battlefield." -- the creature is exiled; when the Priest dies, it
    returns to the battlefield at once (no ability on the stack) under its owner's control, as a
    new object (400.7)."""
    assert fully_compiled("Banisher Priest")
    g = play(ORING, ["Banisher Priest"], ["alice: cast bp", "alice: pass", "bob: pass", "alice: target bear",
                                          "alice: pass", "bob: pass"])
    assert g.obj("bp").zone == "battlefield" and g.obj("bear").zone == "exile"
    run_script(g, ["alice: cast bolt target=bp", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bp").zone == "graveyard"
    assert g.obj("bear").zone == "battlefield" and g.obj("bear").controller == "bob" and not g.s.stack
    assert "610.3" in [e.rule for e in g.log]


def test_610_3b_banisher_priest_gone_before_its_trigger_resolves_exiles_nothing():
    """610.3b: the Priest leaves the battlefield after its ability triggered and before it
    resolves: the creature isn't exiled at all (it would otherwise never come back)."""
    g = play(ORING, ["Banisher Priest"], ["alice: cast bp", "alice: pass", "bob: pass", "alice: target bear",
                                          "alice: cast bolt target=bp", "alice: pass", "bob: pass",
                                          "alice: pass", "bob: pass"])
    assert g.obj("bp").zone == "graveyard" and g.obj("bear").zone == "battlefield"
    assert "610.3b" in [e.rule for e in g.log]


# ------------------------------------------------------------------ 607.2a: "the exiled card"
HUNT = HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: p3, card: Plains, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: fh, card: Fiend Hunter, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def test_607_2a_fiend_hunter_returns_the_card_it_exiled_when_it_leaves():
    """607.2a, 406.6: "When this creature enters, you may exile another target creature." and
    "When this creature leaves the battlefield, return the exiled card to the battlefield under
    its owner's control." are linked: the card the first exiled comes back under its owner's
    control (110.2a) when the Hunter dies."""
    assert fully_compiled("Fiend Hunter")
    g = play(HUNT, ["Fiend Hunter"], ["alice: cast fh", "alice: pass", "bob: pass", "alice: target bear",
                                      "alice: pass", "bob: pass", "alice: yes"])
    assert g.obj("bear").zone == "exile"
    run_script(g, ["alice: cast bolt target=fh", "alice: pass", "bob: pass", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("fh").zone == "graveyard"
    assert g.obj("bear").zone == "battlefield" and g.obj("bear").controller == "bob"


def test_607_2a_fiend_hunter_gone_before_its_first_ability_resolves_exiles_forever():
    """Fiend Hunter ruling (2011-09-22): if it leaves the battlefield before its first ability
    resolves, its second ability triggers and does nothing; then the first ability resolves and
    exiles the creature forever (607.2a: nothing had been exiled when the second resolved)."""
    g = play(HUNT, ["Fiend Hunter"], ["alice: cast fh", "alice: pass", "bob: pass", "alice: target bear",
                                      "alice: cast bolt target=fh", "alice: pass", "bob: pass",
                                      "alice: pass", "bob: pass",          # the leaves ability: nothing to return
                                      "alice: pass", "bob: pass", "alice: yes"])
    assert g.obj("fh").zone == "graveyard" and g.obj("bear").zone == "exile" and not g.s.stack


def test_303_4f_oblivion_ring_returns_an_aura_and_its_owner_chooses_what_it_enchants():
    """303.4f: an Aura returned to the battlefield by "return the exiled card to the battlefield
    under its owner's control" isn't cast: its owner (110.2a) chooses a legal object for it to
    enchant as it enters."""
    assert fully_compiled("Oblivion Ring")
    g = play(HEAD + """
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
hand:
  - {id: oring, card: Oblivion Ring, owner: alice}
  - {id: nat, card: Naturalize, owner: alice}
""", ["Oblivion Ring"], ["alice: cast oring", "alice: pass", "bob: pass", "alice: target pac",
                         "alice: pass", "bob: pass"])
    assert g.obj("pac").zone == "exile"
    run_script(g, ["alice: cast nat target=oring", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                   "bob: choose lions"], "<test>")
    assert g.obj("oring").zone == "graveyard"
    assert g.obj("pac").zone == "battlefield" and g.obj("pac").attached_to == "lions"
    assert g.obj("pac").controller == "bob"


# ------------------------------------------------------------------ choosing up to N permanents (608.2d)
def test_608_2d_cloud_of_faeries_untaps_up_to_two_lands_chosen_on_resolution():
    """608.2d, 701.21b: "When this creature enters, untap up to two lands." -- the controller
    chooses the lands as the ability resolves (they aren't targets); fewer than two may be
    chosen."""
    assert fully_compiled("Cloud of Faeries")
    text = HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice, tapped: true}
hand:
  - {id: cof, card: Cloud of Faeries, owner: alice}
"""
    g = play(text, ["Cloud of Faeries"], ["alice: cast cof", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                                          "alice: choose i1", "alice: done"])
    assert g.obj("cof").zone == "battlefield"
    assert not g.obj("i1").tapped and g.obj("i2").tapped and g.obj("i3").tapped
    g = play(text, ["Cloud of Faeries"], ["alice: cast cof", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                                          "alice: choose i3", "alice: choose i2"])
    assert not g.obj("i3").tapped and not g.obj("i2").tapped and g.obj("i1").tapped


# ------------------------------------------------------------------ 118.12a with {X}
def test_107_3a_condescend_counters_unless_its_controller_pays_x():
    """107.3a, 118.12a, 701.5a: "Counter target spell unless its controller pays {X}." -- X is the
    value announced as Condescend was cast: with X = 2 and one land, bob can't pay, so his spell
    is countered; with X = 1 he may pay and it stays on the stack."""
    assert fully_compiled("Condescend")
    text = HEAD + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: cond, card: Condescend, owner: alice}
stack:
  - {id: bolt, card: Lightning Bolt, controller: bob}
stack_items:
  - {id: bolt, targets: {t1: [alice]}}
"""
    g = play(text, ["Condescend"], ["alice: cast cond x=2 target=bolt", "alice: pass", "bob: pass"])
    assert g.decision.kind == "pay_or" and [str(a) for a in g.decision.options] == ["decline"]
    run_script(g, ["bob: decline"], "<test>")
    assert g.obj("bolt").zone == "graveyard" and g.s.players["alice"].life == 20
    g = play(text, ["Condescend"], ["alice: cast cond x=1 target=bolt", "alice: pass", "bob: pass", "bob: pay"])
    assert g.obj("m1").tapped and any(it.id == "bolt" for it in g.s.stack)


# ------------------------------------------------------------------ 113.6m: abilities that function from a graveyard
def test_113_6m_aurora_eidolon_returns_itself_from_the_graveyard_only():
    """113.6m: "Whenever you cast a multicolored spell, you may return this card from your
    graveyard to your hand." moves the card out of the graveyard, so it functions only there:
    the card in the graveyard triggers and returns; the one on the battlefield doesn't trigger."""
    assert fully_compiled("Aurora Eidolon")
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: other, card: Aurora Eidolon, controller: alice}
graveyard:
  - {id: ae, card: Aurora Eidolon, owner: alice}
hand:
  - {id: wolf, card: Watchwolf, owner: alice}
""", ["Aurora Eidolon", "Watchwolf"], ["alice: cast wolf", "alice: yes"])
    assert g.obj("ae").zone == "hand" and g.obj("other").zone == "battlefield"
    assert len([e for e in g.log if e.rule == "603.2"]) == 1


def test_400_6_crystal_chimes_returns_all_enchantment_cards_from_the_graveyard():
    """400.6: "Return all enchantment cards from your graveyard to your hand." -- every card of that
    kind moves, at once; the creature card stays."""
    assert fully_compiled("Crystal Chimes")
    g = play(HEAD + """
battlefield:
  - {id: chimes, card: Crystal Chimes, controller: alice}
""" + "".join(f"  - {{id: p{i}, card: Plains, controller: alice}}\n" for i in range(3)) + """
graveyard:
  - {id: e1, card: Pacifism, owner: alice}
  - {id: e2, card: Glorious Anthem, owner: alice}
  - {id: c1, card: Grizzly Bears, owner: alice}
""", ["Crystal Chimes"], ["alice: activate chimes 1", "alice: pass", "bob: pass"])
    assert g.obj("e1").zone == "hand" and g.obj("e2").zone == "hand"
    assert g.obj("c1").zone == "graveyard"
    assert g.obj("chimes").zone == "graveyard"


def test_110_2a_gravewaker_returns_a_creature_card_tapped():
    """110.2a: "{5}{B}{B}: Return target creature card from your graveyard to the battlefield
    tapped." -- the Grizzly Bears enters the battlefield tapped, under alice's control."""
    assert fully_compiled("Gravewaker")
    g = play(HEAD + """
battlefield:
  - {id: gw, card: Gravewaker, controller: alice}
""" + "".join(f"  - {{id: s{i}, card: Swamp, controller: alice}}\n" for i in range(7)) + """
graveyard:
  - {id: bear, card: Grizzly Bears, owner: alice}
""", ["Gravewaker"], ["alice: activate gw 2 target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "battlefield" and g.obj("bear").tapped
    assert g.ch("bear").controller == "alice"


def test_401_4_trip_up_the_owner_chooses_top_or_bottom():
    """401.4 (the owner's library, 400.3): "Target nonland permanent's owner puts it on their choice
    of the top or bottom of their library." -- bob, the owner, is asked and chooses the bottom:
    bob's Grizzly Bears ends under his two library cards."""
    assert fully_compiled("Trip Up")
    g = game(HEAD + """
battlefield:
""" + "".join(f"  - {{id: i{i}, card: Island, controller: alice}}\n" for i in range(4)) + """
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: trip, card: Trip Up, owner: alice}
""", ["Trip Up"], ["alice: cast trip target=bear", "alice: pass", "bob: pass"])
    assert g.decision.player == "bob" and {str(a) for a in g.legal_actions()} == {"top bear", "bottom bear"}
    run_script(g, ["bob: bottom bear"], "<test>")
    assert g.s.library["bob"] == ["lb1", "lb2", "bear"]


def test_115_1_dutiful_attendant_returns_another_creature_card_not_itself():
    """115.1, 603.10a: Dutiful Attendant -- "When this creature dies, return another target
    creature card from your graveyard to your hand." -- dying, it is in the graveyard as its
    ability goes on the stack, but "another" excludes it: the only legal target is the Grizzly
    Bears card, which returns to alice's hand; the Attendant stays in the graveyard."""
    from oracle_helpers import fully_compiled, head, play
    assert fully_compiled("Dutiful Attendant")
    g = play(head() + """
battlefield:
  - {id: da, card: Dutiful Attendant, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
graveyard:
  - {id: gb, card: Grizzly Bears, owner: alice}
  - {id: isl, card: Island, owner: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Dutiful Attendant", "Lightning Bolt"], ["alice: cast bolt target=da", "alice: pass", "bob: pass"])
    assert g.obj("da").zone == "graveyard"
    assert g.decision.kind == "target" and {a.args[0] for a in g.legal_actions() if a.kind == "target"} == {"gb"}
    from pyengine.game.players import run_script
    run_script(g, ["alice: target gb", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("gb").zone == "hand" and g.obj("da").zone == "graveyard"


def test_115_1_deaths_duet_needs_two_creature_cards_as_targets():
    """115.1, 601.2c: "Return two target creature cards from your graveyard to your hand." -- two
    different targets (115.3) are required: with two creature cards alice returns both; with
    only one, after choosing it there is no legal second target, and the proposal is undone
    (601.2c, 730.1): the spell stays in her hand."""
    from oracle_helpers import fully_compiled, game, head, play
    assert fully_compiled("Death's Duet")
    text = head() + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
graveyard:
  - {id: gb, card: Grizzly Bears, owner: alice}
  - {id: sl, card: Savannah Lions, owner: alice}
hand:
  - {id: dd, card: Death's Duet, owner: alice}
"""
    g = play(text, ["Death's Duet"], ["alice: cast dd", "alice: target gb", "alice: target sl", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "hand" and g.obj("sl").zone == "hand"
    g = game(text.replace("  - {id: sl, card: Savannah Lions, owner: alice}\n", ""), ["Death's Duet"],
             ["alice: cast dd", "alice: target gb"])
    assert g.obj("dd").zone == "hand" and not g.s.stack and g.obj("gb").zone == "graveyard"
