"""Protection and timestamps, found by an independent review: an Aura token and protection (303.4i), a
block and protection from a player (702.16k), timestamps of simultaneous zone changes (613.7m), of a spell,
a discarded card, a drawn card (613.7d), and echo after turning face up (613.7f, 702.30a). Each test
states what the Comprehensive Rules (2025-02-07) say in its docstring. Real cards compiled from their Oracle text, plus
(as in tests/test_targets.py) a vanilla test creature defined in the scenario where no real compiled card
has the quality."""
from __future__ import annotations

import pytest

from pyengine.combat.declare import BlockQuery
from pyengine.game.players import run_script
from pyengine.scenario import load_scenario_text
from oracle_helpers import game, head, permanents

CARDS = ["Monstrous Rage", "Mountain", "Grizzly Bears", "Wrath of God", "Plains", "Mind Rot", "Swamp",
         "Lightning Bolt", "Evacuation", "Island"]

_TEST_CARDS = ("cards:\n"
               "  - {name: Pale Sentry, types: [creature], colors: [white], power: 1, toughness: 1,"
               " abilities: [protection from colorless]}\n"
               "  - {name: Auraless Sentry, types: [creature], colors: [white], power: 1, toughness: 1,"
               " abilities: [protection from Auras]}\n"
               "  - {name: Loyal Sentry, types: [creature], colors: [white], power: 1, toughness: 1,"
               " abilities: [{protection: {player: bob}}]}\n")


def _head(step: str = "precombat_main") -> str:
    return head(step).replace("\nlibrary:", "\n" + _TEST_CARDS + "library:")


@pytest.mark.parametrize("card", ["Pale Sentry", "Auraless Sentry"])
def test_702_16c_303_4i_an_aura_token_isnt_created_attached_to_a_creature_with_protection(card):
    """702.16c, 303.4i, 105.2c: Monstrous Rage (a red instant, so a legal target) makes a Monster Role --
    a colorless Aura enchantment token -- "attached to it". A creature with protection from colorless
    (or from Auras) can't be enchanted by it: "If an effect attempts to put an Aura onto the battlefield
    attached to ... an object ... it can't legally enchant ... If the Aura is a token, it isn't created."
    Nothing is created, so no 704.5m action happens either."""
    g = game(_head() + "battlefield:\n  - {id: ps, card: " + card + ", controller: alice}\n"
             "  - {id: m1, card: Mountain, controller: alice}\n"
             "hand:\n  - {id: mr, card: Monstrous Rage, owner: alice}\n", CARDS,
             ["alice: cast mr target=ps", "alice: pass", "bob: pass"])
    assert g.obj("mr").zone == "graveyard" and g.ch("ps").power == 3           # the spell resolved
    assert not [e for e in g.s.log if e.rule in ("701.6a", "704.5m")], \
        [f"{e.rule} {e.text}" for e in g.s.log if e.rule in ("701.6a", "704.5m")]


def test_702_16k_the_block_program_rejects_a_block_by_a_creature_the_protected_from_player_controls():
    """702.16k: a creature with protection from bob "can't be ... blocked by creatures that player
    controls": the combat program (asp_rules/combat_block.lp) finds bob's Grizzly Bears blocking it
    illegal."""
    sc = load_scenario_text("players: [alice, bob]\nactive_player: alice\n" + _TEST_CARDS +
                            "battlefield:\n  - {id: a, card: Loyal Sentry, controller: alice}\n"
                            "  - {id: b, card: Grizzly Bears, controller: bob}\n"
                            "combat:\n  attackers: {a: bob}\n", "<test>")
    res = BlockQuery(sc).check({"b": ["a"]})
    assert not res.legal and {v.rule for v in res.violations} <= {"702.16f", "702.16k"}


def test_702_16k_the_game_refuses_the_same_block():
    """702.16k: in a game, bob can't declare Grizzly Bears as a blocker of the Loyal Sentry."""
    g = game(_head("declare_attackers") + "battlefield:\n"
             "  - {id: l, card: Loyal Sentry, controller: alice, summoning_sick: false}\n"
             "  - {id: gb, card: Grizzly Bears, controller: bob}\n", CARDS,
             ["alice: attack l", "alice: done", "alice: pass", "bob: pass"])
    assert "block gb l" not in [str(a) for a in g.legal_actions()]


@pytest.mark.parametrize("bob_id,alice_id", [("a1", "z1"), ("z1", "a1")])
def test_613_7m_creatures_destroyed_together_get_timestamps_in_apnap_order(bob_id, alice_id):
    """613.7d, 613.7m: Wrath of God (alice's turn) puts alice's and bob's Grizzly Bears into their
    graveyards simultaneously. "Objects controlled by the active player (or owned by the active player, if
    they have no controller) have an earlier relative timestamp ..., followed by each other player in turn
    order": alice's Bears' new timestamp is earlier than bob's -- whatever their ids."""
    g = game(head() + f"battlefield:\n  - {{id: {bob_id}, card: Grizzly Bears, controller: bob}}\n"
             f"  - {{id: {alice_id}, card: Grizzly Bears, controller: alice}}\n"
             + permanents("Plains", ["p1", "p2", "p3", "p4"])
             + "hand:\n  - {id: w, card: Wrath of God, owner: alice}\n", CARDS,
             ["alice: cast w", "alice: pass", "bob: pass"])
    assert g.obj(bob_id).zone == g.obj(alice_id).zone == "graveyard"
    assert g.obj(alice_id).timestamp < g.obj(bob_id).timestamp


@pytest.mark.parametrize("bob_id,alice_id", [("a1", "z1"), ("z1", "a1")])
def test_613_7m_creatures_bounced_together_get_timestamps_in_apnap_order(bob_id, alice_id):
    """613.7d, 613.7m: Evacuation returns alice's and bob's creatures to their owners' hands at once:
    alice's (the active player's) gets the earlier timestamp."""
    g = game(head() + f"battlefield:\n  - {{id: {bob_id}, card: Grizzly Bears, controller: bob}}\n"
             f"  - {{id: {alice_id}, card: Grizzly Bears, controller: alice}}\n"
             + permanents("Island", ["i1", "i2", "i3", "i4", "i5"])
             + "hand:\n  - {id: ev, card: Evacuation, owner: alice}\n", CARDS,
             ["alice: cast ev", "alice: pass", "bob: pass"])
    assert g.obj(bob_id).zone == g.obj(alice_id).zone == "hand"
    assert g.obj(alice_id).timestamp < g.obj(bob_id).timestamp


def _mind_rot_board() -> str:
    return (head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3"]) + permanents("Mountain", ["m1"])
            + "hand:\n  - {id: mr, card: Mind Rot, owner: alice}\n  - {id: lb, card: Lightning Bolt, owner: alice}\n"
            "  - {id: h1, card: Grizzly Bears, owner: bob}\n  - {id: h2, card: Grizzly Bears, owner: bob}\n")


def test_613_7d_a_spell_receives_a_timestamp_as_it_is_put_onto_the_stack():
    """613.7d, 601.2a: casting Lightning Bolt moves it from alice's hand to the stack -- it enters a zone
    and receives a timestamp then, later than every object already in the game."""
    g = game(_mind_rot_board(), CARDS, [])
    before = max(o.timestamp for o in g.s.objects.values())
    run_script(g, ["alice: cast lb target=bob"], "<test>")
    assert g.obj("lb").zone == "stack"
    assert g.obj("lb").timestamp > before


def test_613_7d_a_discarded_card_receives_a_timestamp_as_it_enters_the_graveyard():
    """613.7d, 701.8a: Lightning Bolt resolves (into alice's graveyard), then Mind Rot makes bob discard
    both Grizzly Bears: they enter his graveyard after the Bolt entered alice's, so their timestamps are
    later."""
    g = game(_mind_rot_board(), CARDS, ["alice: cast lb target=bob", "alice: pass", "bob: pass",
                                        "alice: cast mr target=bob", "alice: pass", "bob: pass"])
    assert g.obj("h1").zone == g.obj("h2").zone == g.obj("lb").zone == "graveyard"
    assert min(g.obj("h1").timestamp, g.obj("h2").timestamp) > g.obj("lb").timestamp


def test_613_7d_a_drawn_card_receives_a_timestamp_as_it_enters_the_hand():
    """613.7d, 121.1: the card alice draws in her draw step enters her hand then: its timestamp is later
    than those of the objects that were in the game before."""
    g = game(head("upkeep"), CARDS, [])
    before = max(o.timestamp for o in g.s.objects.values())
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert g.obj("la1").zone == "hand"
    assert g.obj("la1").timestamp > before


def test_702_30a_613_7f_a_manifested_echo_creature_turned_face_up_owes_no_echo():
    """702.30a, 613.7f, 708.8: Soul Summons manifests Avalanche Riders in alice's turn 2; she turns it face
    up in turn 4 (701.34b). Echo: "At the beginning of your upkeep, if this permanent came under your
    control since the beginning of your last upkeep, sacrifice it unless you pay its echo cost" -- at her
    turn-6 upkeep it has been under her control since turn 2, so echo doesn't trigger. Turning face up
    gives it a new timestamp (613.7f) but doesn't change its controller: no echo trigger, no payment."""
    text = """
players: [alice, bob]
active_player: bob
step: end
library:
  - {id: la1, card: Mountain, owner: alice}
  - {id: rid, card: Avalanche Riders, owner: alice}
  - {id: la3, card: Mountain, owner: alice}
  - {id: la4, card: Mountain, owner: alice}
  - {id: la5, card: Mountain, owner: alice}
  - {id: lb1, card: Plains, owner: bob}
  - {id: lb2, card: Plains, owner: bob}
  - {id: lb3, card: Plains, owner: bob}
battlefield:
""" + permanents("Plains", ["p1", "p2"]) + permanents("Mountain", ["m1", "m2", "m3", "m4"]) + \
        "hand:\n  - {id: ss, card: Soul Summons, owner: alice}\n"
    g = game(text, ["Avalanche Riders", "Soul Summons"],
             ["T2 precombat_main alice: cast ss", "alice: autopay", "alice: pass", "bob: pass",
              "T4 precombat_main alice: turn_face_up rid manifest", "alice: autopay", "T6 draw: wait"])
    assert g.obj("rid").zone == "battlefield" and not g.obj("rid").face_down
    assert "116.2b" in [e.rule for e in g.log if e.turn == 4]
    assert not [e for e in g.log if e.rule == "118.12"], [e.text for e in g.log if e.rule == "118.12"]
