"""The monarch (CR 722; 724 in later numbering), compiled from Oracle text and played: "you become
the monarch", the monarch's inherent triggered abilities (722.2), "whenever you become the
monarch" and "if you're the monarch" / "if an opponent is the monarch". Each expected value comes
from the CR rule cited."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head

LANDS = "".join(f"  - {{id: p{i}, card: Plains, controller: alice}}\n" for i in range(1, 5))


def _advance(g, until, limit: int = 150) -> None:
    """Everyone passes (declares no attackers or blockers, puts triggers on the stack in the order
    offered) until `until(g)` holds."""
    for _ in range(limit):
        if until(g):
            return
        d = g.decision
        acts = [str(a) for a in g.legal_actions()]
        pick = "pass" if "pass" in acts else "done" if "done" in acts else acts[0]
        run_script(g, [f"{d.player}: {pick}"], "<test>")
    raise AssertionError("never reached")


def _hand(g, p: str) -> int:
    return sum(1 for o in g.s.objects.values() if o.zone == "hand" and o.owner == p)


def _sentinels(extra: str = "", names=()):
    g = game(head(alice=4, bob=4) + "hand:\n  - {id: ps, card: Palace Sentinels, owner: alice}\nbattlefield:\n"
             + LANDS + extra, ["Palace Sentinels", *names])
    run_script(g, ["alice: cast ps", "alice: autopay", "alice: pass", "bob: pass", "alice: pass", "bob: pass"],
               "<test>")
    return g


def test_722_3_palace_sentinels_makes_its_controller_the_monarch():
    """722.1, 722.3: there is no monarch until an effect says so; "When this creature enters, you
    become the monarch." makes alice the monarch."""
    assert fully_compiled("Palace Sentinels")
    g = game(head() + "battlefield:\n" + LANDS, ["Palace Sentinels"])
    assert g.s.monarch is None
    g = _sentinels()
    assert g.s.monarch == "alice"


def test_722_2_the_monarch_draws_a_card_at_the_beginning_of_their_end_step():
    """722.2: "At the beginning of the monarch's end step, that player draws a card" -- a
    triggered ability with no source, controlled by the monarch."""
    g = _sentinels()
    before = _hand(g, "alice")
    _advance(g, lambda g: g.s.step == "end" and not g.s.stack and not g.s.pending and any(
        e.rule == "121.1" for e in g.log[-6:]))
    assert _hand(g, "alice") == before + 1
    assert any(e.rule == "722.2" for e in g.log)


def test_722_2_combat_damage_to_the_monarch_makes_the_attackers_controller_the_monarch():
    """722.2, 722.3: "Whenever a creature deals combat damage to the monarch, its controller
    becomes the monarch" -- bob's bear hits alice, bob becomes the monarch and alice ceases to be."""
    g = _sentinels("  - {id: bear, card: Grizzly Bears, controller: bob, summoning_sick: false}\n")
    _advance(g, lambda g: g.s.active == "bob" and g.s.step == "declare_attackers" and g.decision.player == "bob"
             and g.decision.kind == "declare_attackers")
    run_script(g, ["bob: attack bear", "bob: done"], "<test>")
    _advance(g, lambda g: g.s.step == "end_of_combat")
    assert g.s.monarch == "bob"


def test_722_2_noncombat_damage_does_not_take_the_monarchy():
    """722.2: only combat damage dealt to the monarch makes a creature's controller the monarch --
    bob's Prodigal Pyromancer ("{T}: This creature deals 1 damage to any target") deals 1
    (noncombat) damage to alice in bob's turn: alice loses 1 life and stays the monarch."""
    g = _sentinels("  - {id: pyro, card: Prodigal Pyromancer, controller: bob, summoning_sick: false}\n",
                   ["Prodigal Pyromancer"])
    _advance(g, lambda g: g.s.active == "bob" and g.s.step == "precombat_main" and g.decision.player == "bob")
    run_script(g, ["bob: activate pyro 1", "bob: target alice", "bob: pass", "alice: pass"], "<test>")
    assert g.s.players["alice"].life == 19
    _advance(g, lambda g: g.s.active == "bob" and g.s.step == "end")
    assert g.s.monarch == "alice"


def test_722_3_throne_warden_checks_that_its_controller_is_the_monarch():
    """603.4, 722.1: "At the beginning of your end step, if you're the monarch, put a +1/+1 counter
    on this creature." -- after Palace Sentinels made alice the monarch, the Warden gets a counter
    at her end step; without a monarch it gets none."""
    assert fully_compiled("Throne Warden")
    warden = "  - {id: tw, card: Throne Warden, controller: alice}\n"
    g = _sentinels(warden, ["Throne Warden"])
    _advance(g, lambda g: g.s.step == "cleanup" or g.s.active == "bob")
    assert counters(g, "tw") == 1
    g = game(head(alice=4, bob=4) + "battlefield:\n" + warden, ["Throne Warden"])
    _advance(g, lambda g: g.s.step == "cleanup" or g.s.active == "bob")
    assert counters(g, "tw") == 0


def test_722_3_custodi_lich_triggers_when_its_controller_becomes_the_monarch():
    """722.3: "When this creature enters, you become the monarch." then "Whenever you become the
    monarch, target player sacrifices a creature of their choice." -- the second ability triggers
    as alice becomes the monarch, and bob sacrifices his only creature."""
    assert fully_compiled("Custodi Lich")
    g = game(head(alice=4, bob=4) + """
hand:
  - {id: lich, card: Custodi Lich, owner: alice}
battlefield:
""" + LANDS + "".join(f"  - {{id: s{i}, card: Swamp, controller: alice}}\n" for i in range(1, 3)) + """
  - {id: bear, card: Grizzly Bears, controller: bob}
""", ["Custodi Lich"])
    run_script(g, ["alice: cast lich", "alice: autopay", "alice: pass", "bob: pass", "alice: pass", "bob: pass"],
               "<test>")
    assert g.s.monarch == "alice"
    assert g.decision.kind == "target" and "target bob" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: target bob", "alice: pass", "bob: pass", "bob: sacrifice bear"], "<test>")
    assert g.obj("bear").zone == "graveyard"
