"""An Aura put onto the battlefield without being cast (303.4f): returned from a graveyard, found
by a search, put from the hand. The player putting it there chooses what it enchants as it
enters; it doesn't target, so hexproof doesn't matter, but it can't enchant what it couldn't
legally enchant (protection, 702.16c); with nothing legal it stays where it was (303.4g). An
instant or sorcery card can't enter the battlefield (304.4, 307.4). Each expected value comes
from the Comprehensive Rules, cited in the test."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, play
from pyengine.game.players import run_script

CREATURES = """
  - {id: scout, card: Gladecover Scout, controller: bob}
  - {id: knight, card: Black Knight, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: alice}
"""


def _offered(g) -> set[str]:
    return {a.args[0] for a in g.legal_actions() if a.kind == "choose"}


def test_303_4f_obzedats_aid_returns_pacifism_hexproof_allowed_protection_not():
    """303.4f, 702.16c, 702.11a: Obzedat's Aid ("Return target permanent card from your graveyard
    to the battlefield.") on Pacifism: alice chooses what it enchants as it enters. Bob's
    hexproof Gladecover Scout may be chosen (the Aura doesn't target it), his Black Knight
    (protection from white) may not; she puts it on the Scout."""
    assert fully_compiled("Obzedat's Aid")
    g = play(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
""" + CREATURES + """
graveyard:
  - {id: pac, card: Pacifism, owner: alice}
hand:
  - {id: aid, card: Obzedat's Aid, owner: alice}
""", ["Obzedat's Aid"], ["alice: cast aid", "alice: target pac", "alice: pass", "bob: pass"])
    assert g.decision.rule == "303.4f" and _offered(g) == {"scout", "bear"}
    run_script(g, ["alice: choose scout"], "<test>")
    assert g.obj("pac").zone == "battlefield" and g.obj("pac").attached_to == "scout"
    assert g.obj("pac").controller == "alice"


def test_303_4g_returned_aura_with_nothing_to_enchant_stays_in_the_graveyard():
    """303.4g: "If an Aura is entering the battlefield and there is no legal object or player
    for it to enchant, the Aura remains in the zone from which it attempted to move" -- with
    only bob's Black Knight (protection from white) on the battlefield, Pacifism stays in
    alice's graveyard."""
    g = play(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: knight, card: Black Knight, controller: bob}
graveyard:
  - {id: pac, card: Pacifism, owner: alice}
hand:
  - {id: aid, card: Obzedat's Aid, owner: alice}
""", ["Obzedat's Aid"], ["alice: cast aid", "alice: target pac", "alice: pass", "bob: pass"])
    assert g.obj("pac").zone == "graveyard" and g.obj("aid").zone == "graveyard"


def test_303_4f_academy_rector_finds_an_aura_and_puts_it_onto_the_battlefield():
    """303.4f, 701.19a: Academy Rector ("When this creature dies, you may exile it. If you do,
    search your library for an enchantment card, put that card onto the battlefield, then
    shuffle.") finds Pacifism: alice chooses what it enchants as it enters (bob's Black Knight,
    protection from white, is not offered); the library is shuffled."""
    assert fully_compiled("Academy Rector")
    g = play(head(alice=["Plains", "Pacifism", "Plains"]) + """
battlefield:
  - {id: rector, card: Academy Rector, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
""" + CREATURES + """
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", ["Academy Rector"], ["alice: cast bolt", "alice: target rector", "alice: pass", "bob: pass",
                          "alice: yes", "alice: find la2"])
    assert g.decision.rule == "303.4f" and _offered(g) == {"scout", "bear"}
    run_script(g, ["alice: choose bear"], "<test>")
    assert g.obj("la2").zone == "battlefield" and g.obj("la2").attached_to == "bear"
    assert g.obj("rector").zone == "exile"


def test_303_4f_stoneforge_mystic_puts_an_equipment_from_hand():
    """110.2a: Stoneforge Mystic ("{1}{W}, {T}: You may put an Equipment card from your hand onto
    the battlefield.") -- the Bonesplitter enters under alice's control, unattached (301.5)."""
    assert fully_compiled("Stoneforge Mystic")
    g = play(head() + """
battlefield:
  - {id: sfm, card: Stoneforge Mystic, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: bs, card: Bonesplitter, owner: alice}
""", ["Stoneforge Mystic"], ["alice: activate sfm 2", "alice: pass", "bob: pass", "alice: yes", "alice: find bs"])
    assert g.obj("bs").zone == "battlefield" and g.obj("bs").controller == "alice"
    assert g.obj("bs").attached_to is None


def test_304_4_an_instant_card_returned_to_the_battlefield_stays_in_the_graveyard():
    """304.4, 307.4: "If an instant would enter the battlefield, it remains in its previous zone
    instead" -- a spell returning target card (any card) from alice's graveyard to the battlefield
    leaves her Lightning Bolt in the graveyard; a Grizzly Bears card returned the same way enters."""
    text = head() + """
cards:
  - name: Test Recall
    mana_cost: "{B}"
    types: [sorcery]
    oracle: Return target card from your graveyard to the battlefield.
    abilities:
      - spell:
          targets: [{filter: [card, {zone: graveyard}, {owner: you}]}]
          effect: [{return_to_battlefield: target}]
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
graveyard:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: bear, card: Grizzly Bears, owner: alice}
hand:
  - {id: r1, card: Test Recall, owner: alice}
  - {id: r2, card: Test Recall, owner: alice}
"""
    g = play(text, [], ["alice: cast r1 target=bolt", "alice: pass", "bob: pass",
                        "alice: cast r2 target=bear", "alice: pass", "bob: pass"])
    assert g.obj("bolt").zone == "graveyard" and "304.4" in [e.rule for e in g.log]
    assert g.obj("bear").zone == "battlefield"
