"""Instructions moving cards between zones and acting on players (400-406, 401.4 library
positions, 404 graveyards, 406 exile, 610.3 "until" effects, 607.2a linked exile abilities),
compiled from real cards' Oracle text and played by the game loop. Each expected answer comes
from the Comprehensive Rules or an official ruling, cited in the test."""
from __future__ import annotations

from pyengine.cards.compiled import compile_oracle_card
from pyengine.cards.database import oracle_db
from pyengine.cards.support import card_support
from pyengine.game.players import run_script
from oracle_helpers import game, play


def fully(name: str) -> bool:
    card = compile_oracle_card(oracle_db().get(name))
    return all(s.executed_by and not s.unsupported for s in card_support(card))


HEAD = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Plains, owner: alice}
  - {id: la2, card: Plains, owner: alice}
  - {id: la3, card: Plains, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
  - {id: lb2, card: Plains, owner: bob}
"""


# ------------------------------------------------------------------ 401.4: library positions
def test_401_4_cogwork_archivist_puts_a_card_from_any_graveyard_on_the_bottom_of_its_owners_library():
    """401.4, 108.3: "Put target card from a graveyard on the bottom of its owner's library." -- a
    card from the opponent's graveyard goes to the bottom of the opponent's library (its owner's),
    not the activating player's."""
    assert fully("Cogwork Archivist")
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


def test_401_4_reito_lantern_card_goes_under_its_owners_library():
    """401.4: "{3}: Put target card from a graveyard on the bottom of its owner's library." -- a
    card of one's own graveyard goes to the bottom of one's own library: the top card is still
    the one that was on top."""
    assert fully("Reito Lantern")
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
    assert fully("Tormod's Crypt")
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
    assert fully("Crossroads Candleguide")
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
    assert fully("Green Sun's Zenith")
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: gsz, card: Green Sun's Zenith, owner: alice}
""", ["Green Sun's Zenith"], ["alice: cast gsz x=1", "alice: pass", "bob: pass"])
    assert g.obj("gsz").zone == "library" and "gsz" in g.s.library["alice"]
    assert len(g.s.library["alice"]) == 4


# ------------------------------------------------------------------ 701.26: tap or untap
def test_701_26_puppeteer_taps_or_untaps_its_target_as_its_controller_chooses():
    """701.26a-b, 608.2d: "You may tap or untap target creature." -- on resolution the controller
    chooses: an untapped creature can be tapped, a tapped one untapped, or nothing done."""
    assert fully("Puppeteer")
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
    assert fully("Gird for Battle")
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
    assert fully("Banisher Priest")
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
    assert "610.3a" in [e.rule for e in g.log]


def test_303_4f_an_oring_that_may_exile_an_aura_stays_unsupported():
    """303.4f: an Aura returned to the battlefield by the 610.3 effect would need an object to
    enchant chosen as it enters, which the return doesn't ask: "exile target nonland permanent
    ... until ~ leaves the battlefield" is reported, not compiled."""
    assert not fully("Banishing Light")
