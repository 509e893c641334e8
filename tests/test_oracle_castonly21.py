"""Restrictions on when a spell may be cast, stated by the card (601.3: a player can begin to cast a
spell only if no rule or effect prohibits it): "Cast this spell only during combat after blockers
are declared.", "... only during the declare attackers step and only if you've been attacked this
step.", "... only if you control two or more Vampires." The windows are decided by
asp_rules/timing.lp. Each test plays real cards compiled from their Oracle text."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, permanents
from pyengine.game.players import run_script


def _can_cast(g, oid: str) -> bool:
    return any(a.kind == "cast" and a.args[0] == oid for a in g.legal_actions())


def _stand():
    return game(head("declare_attackers") + "battlefield:\n"
                + "  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}\n"
                + permanents("Plains", ["p1", "p2"], "bob")
                + "hand:\n  - {id: ds, card: Defiant Stand, owner: bob}\n", ["Defiant Stand"])


def test_601_3_defiant_stand_only_after_bob_was_attacked_this_step():
    """601.3: Defiant Stand: "Cast this spell only during the declare attackers step and only if
    you've been attacked this step." -- once alice's Bears attack bob, bob may cast it in the
    declare attackers step."""
    assert fully_compiled("Defiant Stand")
    g = _stand()
    run_script(g, ["alice: attack bear", "alice: done", "alice: pass"], "<test>")
    assert g.decision.player == "bob" and _can_cast(g, "ds")


def test_601_3_defiant_stand_not_without_an_attack():
    """601.3: with no creature attacking bob, the condition fails: bob can't cast it, even in the
    declare attackers step."""
    g = _stand()
    run_script(g, ["alice: done", "alice: pass"], "<test>")
    assert g.decision is not None and not (g.decision.player == "bob" and _can_cast(g, "ds"))


def test_601_3_defiant_stand_not_in_a_main_phase():
    """601.3: in alice's main phase (bob holding priority after she passes) it's not the declare
    attackers step: bob can't cast it."""
    g = game(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2"], "bob")
             + "hand:\n  - {id: ds, card: Defiant Stand, owner: bob}\n", ["Defiant Stand"], ["alice: pass"])
    assert g.decision.player == "bob" and not _can_cast(g, "ds")


def _aleatory(script: list[str]):
    return game(head("declare_attackers") + "battlefield:\n"
                + "  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}\n"
                + permanents("Mountain", ["m1", "m2"]) + "hand:\n  - {id: al, card: Aleatory, owner: alice}\n",
                ["Aleatory"], script)


def test_601_3_aleatory_after_blockers_are_declared():
    """601.3, 506.7f: Aleatory: "Cast this spell only during combat after blockers are declared."
    -- in the declare attackers step alice can't; after bob declares no blockers, in the declare
    blockers step, she can."""
    assert fully_compiled("Aleatory")
    g = _aleatory(["alice: attack bear", "alice: done"])
    assert g.decision.player == "alice" and not _can_cast(g, "al")
    run_script(g, ["alice: pass", "bob: pass", "bob: done"], "<test>")
    assert g.s.step == "declare_blockers" and g.decision.player == "alice" and _can_cast(g, "al")


def test_601_3_feast_of_blood_needs_two_vampires():
    """601.3: Feast of Blood: "Cast this spell only if you control two or more Vampires." -- with
    one Vampire alice can't cast it; with two she can."""
    assert fully_compiled("Feast of Blood")
    one = game(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2"]) + permanents("Vampire Lacerator", ["v1"])
               + "hand:\n  - {id: fb, card: Feast of Blood, owner: alice}\n", ["Feast of Blood"])
    assert not _can_cast(one, "fb")
    two = game(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2"])
               + permanents("Vampire Lacerator", ["v1", "v2"])
               + "hand:\n  - {id: fb, card: Feast of Blood, owner: alice}\n", ["Feast of Blood"])
    assert _can_cast(two, "fb")
