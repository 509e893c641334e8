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
