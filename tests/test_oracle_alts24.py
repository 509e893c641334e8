"""Alternative costs, a long tail (118.9): evoke with a cost beyond mana ("Evoke—Exile a red card
from your hand", 702.74a), the Shoals ("exile a red card with mana value X from your hand rather
than pay this spell's mana cost": X announced, 601.2b, then a card with that mana value exiled,
601.2h, 107.3a) and the Traps' conditions ("If three or more creatures are attacking", "If an
opponent had an artifact enter the battlefield under their control this turn", ...). Each test
plays real cards compiled from their Oracle text; the expected answer comes from the CR rule cited."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, life, permanents, play


def offered(g) -> set[str]:
    return {str(a) for a in g.legal_actions()}


# ------------------------------------------------------------------ evoke—exile a card (702.74a)
def _fury(hand: str):
    return game(head() + "battlefield:\n" + permanents("Grizzly Bears", ["gb"], "bob")
                + "hand:\n  - {id: fury, card: Fury, owner: alice}\n" + hand,
                ["Fury", "Shock", "Giant Growth"])


def test_702_74a_fury_evoked_by_exiling_a_red_card():
    """702.74a, 118.9, 601.2h: "Evoke—Exile a red card from your hand." -- with no lands, alice
    casts Fury for its evoke cost, exiling Shock; Fury enters, its ability deals 4 damage to bob's
    Grizzly Bears, and it is sacrificed for being evoked (702.74a's triggered ability)."""
    assert fully_compiled("Fury")
    g = _fury("  - {id: sh, card: Shock, owner: alice}\n")
    assert "cast fury evoke" in offered(g)
    run_script(g, ["alice: cast fury evoke"], "<test>")
    assert {a.args[0] for a in g.legal_actions() if a.kind == "exile"} == {"sh"}
    run_script(g, ["alice: exile sh", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("fury").zone == "battlefield" and g.decision.kind == "order_triggers"     # 603.3b
    run_script(g, ["alice: trigger trig1", "alice: target gb", "alice: no_target",      # all 4 to the Bears
                   "alice: pass", "bob: pass", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("sh").zone == "exile"
    assert g.obj("gb").zone == "graveyard" and g.obj("fury").zone == "graveyard"


def test_702_74a_fury_evoke_needs_another_red_card():
    """118.3, 601.2h: Fury can't exile itself (it is on the stack as the cost is paid) and Giant
    Growth isn't red: with no other red card in hand, the evoke cost isn't offered."""
    g = _fury("  - {id: gg, card: Giant Growth, owner: alice}\n")
    assert "cast fury evoke" not in offered(g)


# ------------------------------------------------------------------ the Shoals (107.3a, 601.2b)
def _shoal(shoal: str, hand: str, names: list[str]):
    return game(head() + "battlefield:\n" + permanents("Grizzly Bears", ["gb"]) + permanents("Grizzly Bears", ["bb"], "bob")
                + f"hand:\n  - {{id: sh, card: {shoal}, owner: alice}}\n" + hand, [shoal] + names)


def test_118_9_blazing_shoal_x_is_the_exiled_cards_mana_value():
    """118.9, 601.2b, 107.3a: Blazing Shoal -- "You may exile a red card with mana value X from
    your hand rather than pay this spell's mana cost. Target creature gets +X/+0 until end of
    turn." -- alice announces X = 5, the mana value of Lava Axe, exiles it, and her Grizzly Bears
    get +5/+0 (7/2). Only values some red card in hand has are offered (Shock: 1, Lava Axe: 5)."""
    assert fully_compiled("Blazing Shoal")
    g = _shoal("Blazing Shoal", "  - {id: la, card: Lava Axe, owner: alice}\n"
               "  - {id: sk, card: Shock, owner: alice}\n  - {id: gg, card: Giant Growth, owner: alice}\n",
               ["Lava Axe", "Shock", "Giant Growth"])
    run_script(g, ["alice: cast sh alternative"], "<test>")
    assert g.decision.kind == "x" and offered(g) == {"x 1", "x 5", "cancel"}
    run_script(g, ["alice: x 5", "alice: target gb"], "<test>")
    assert {a.args[0] for a in g.legal_actions() if a.kind == "exile"} == {"la"}
    run_script(g, ["alice: exile la", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("la").zone == "exile" and g.obj("sk").zone == "hand"
    assert g.ch("gb").power == 7 and g.ch("gb").toughness == 2


def test_118_9_sickening_shoal_exiling_a_two_drop_gives_minus_two():
    """118.9, 107.3a: Sickening Shoal cast by exiling Mind Rot (a black card, mana value 3) has X =
    3: bob's Grizzly Bears get -3/-3 and die (704.5f); no mana is paid."""
    assert fully_compiled("Sickening Shoal")
    g = _shoal("Sickening Shoal", "  - {id: mr, card: Mind Rot, owner: alice}\n", ["Mind Rot"])
    run_script(g, ["alice: cast sh alternative", "alice: x 3", "alice: target bb", "alice: exile mr",
                   "alice: pass", "bob: pass"], "<test>")
    assert g.obj("mr").zone == "exile" and g.obj("bb").zone == "graveyard" and g.obj("sh").zone == "graveyard"


def test_118_9_shoal_without_a_card_of_its_color_isnt_offered():
    """118.3, 601.2h: Nourishing Shoal needs a green card to exile; Shock is red, so only the mana
    cost could be paid (and alice has no mana): no way to cast it is offered."""
    g = _shoal("Nourishing Shoal", "  - {id: sk, card: Shock, owner: alice}\n", ["Shock"])
    assert not any(a.startswith("cast sh") for a in offered(g))


# ------------------------------------------------------------------ the Traps' conditions (118.9)
def _attack(n: int):
    text = head() + "battlefield:\n" + permanents("Grizzly Bears", [f"b{i}" for i in range(1, n + 1)]) \
        + permanents("Island", ["i1"], "bob") + "hand:\n  - {id: lt, card: Lethargy Trap, owner: bob}\n"
    return game(text, ["Lethargy Trap"], ["T1 declare_attackers alice: attack b1"]
                + [f"alice: attack b{i}" for i in range(2, n + 1)] + ["alice: done", "alice: pass"])


def test_118_9_lethargy_trap_with_three_attackers_costs_u():
    """118.9, 506.4: Lethargy Trap -- "If three or more creatures are attacking, you may pay {U}
    rather than pay this spell's mana cost. Attacking creatures get -3/-0 until end of turn." --
    three Grizzly Bears attack; bob casts it for {U} and the Bears (now -1/2) deal no combat
    damage (510.1a): bob stays at 20."""
    assert fully_compiled("Lethargy Trap")
    g = _attack(3)
    assert g.decision.player == "bob" and "cast lt alternative" in offered(g)
    run_script(g, ["bob: cast lt alternative", "bob: pass", "alice: pass"], "<test>")
    assert g.ch("b1").power == -1
    for _ in range(20):
        if g.s.step in ("end_of_combat", "postcombat_main"):
            break
        acts = [str(a) for a in g.legal_actions()]
        run_script(g, [f"{g.decision.player}: {'pass' if 'pass' in acts else 'done'}"], "<test>")
    assert life(g, "bob") == 20


def test_118_9_lethargy_trap_with_two_attackers_has_only_its_mana_cost():
    """118.9: with two attackers the condition fails; bob's one Island can't pay {3}{U}: the Trap
    isn't offered at all."""
    g = _attack(2)
    assert g.decision.player == "bob" and not any(a.startswith("cast lt") for a in offered(g))


def _cage(artifact: bool):
    cast = "  - {id: orn, card: Ornithopter, owner: alice}\n" if artifact else "  - {id: orn, card: Memnite, owner: alice}\n"
    return game(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2"], "bob") + "hand:\n" + cast
                + "  - {id: bc, card: Baloth Cage Trap, owner: bob}\n",
                ["Baloth Cage Trap", "Ornithopter", "Memnite"], ["alice: cast orn", "alice: pass", "bob: pass", "alice: pass"])


def test_118_9_baloth_cage_trap_after_an_opponents_artifact_entered():
    """118.9, 603.10a: Baloth Cage Trap -- "If an opponent had an artifact enter the battlefield
    under their control this turn, you may pay {1}{G} rather than pay this spell's mana cost." --
    after alice's Ornithopter enters, bob casts it with his two Forests and gets a 4/4 Beast."""
    assert fully_compiled("Baloth Cage Trap")
    g = _cage(True)
    assert g.decision.player == "bob" and "cast bc alternative" in offered(g)
    run_script(g, ["bob: cast bc alternative", "bob: pass", "alice: pass"], "<test>")
    beasts = [o for o in g.battlefield() if g.ch(o).name.startswith("Beast") or "Beast" in (g.ch(o).subtypes or ())]
    assert len(beasts) == 1 and g.ch(beasts[0]).controller == "bob" and g.ch(beasts[0]).power == 4


def test_118_9_baloth_cage_trap_needs_the_artifact_to_enter_this_turn():
    """118.9: the Trap's condition reads the permanents that entered the battlefield this turn:
    alice's Ornithopter was already on the battlefield as the turn began, so the alternative cost
    isn't offered (and bob's two Forests can't pay {3}{G}{G})."""
    g = game(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2"], "bob") + permanents("Ornithopter", ["old"])
             + "hand:\n  - {id: bc, card: Baloth Cage Trap, owner: bob}\n",
             ["Baloth Cage Trap", "Ornithopter"], ["alice: pass"])
    assert g.decision.player == "bob" and not any(a.startswith("cast bc") for a in offered(g))


def _whiplash(n: int):
    script = [x for i in range(1, n + 1) for x in (f"alice: cast m{i}", "alice: pass", "bob: pass")] + ["alice: pass"]
    return game(head() + "battlefield:\n" + permanents("Island", ["i1"], "bob") + """hand:
  - {id: m1, card: Memnite, owner: alice}
  - {id: m2, card: Memnite, owner: alice}
  - {id: wt, card: Whiplash Trap, owner: bob}
""", ["Whiplash Trap", "Memnite"], script)


def test_118_9_whiplash_trap_counts_two_creatures_entering():
    """118.9, 603.10a: Whiplash Trap -- "If an opponent had two or more creatures enter the
    battlefield under their control this turn, you may pay {U} rather than pay this spell's mana
    cost. Return two target creatures to their owners' hands." -- after alice's two Memnites
    enter, bob casts it for {U} and returns both to her hand."""
    assert fully_compiled("Whiplash Trap")
    g = _whiplash(2)
    assert g.decision.player == "bob" and "cast wt alternative" in offered(g)
    run_script(g, ["bob: cast wt alternative", "bob: target m1", "bob: target m2", "bob: pass", "alice: pass"], "<test>")
    assert g.obj("m1").zone == "hand" and g.obj("m2").zone == "hand"


def test_118_9_whiplash_trap_after_one_creature_isnt_offered():
    """118.9: one creature entering is not "two or more": the alternative cost isn't offered."""
    g = _whiplash(1)
    assert g.decision.player == "bob" and "cast wt alternative" not in offered(g)


def _pitfall(attackers: list[str]):
    text = head() + "battlefield:\n" + "".join(permanents(c, [f"a{i}"]) for i, c in enumerate(attackers, 1)) \
        + permanents("Plains", ["p1"], "bob") + "hand:\n  - {id: pt, card: Pitfall Trap, owner: bob}\n"
    return game(text, ["Pitfall Trap"] + attackers, ["T1 declare_attackers alice: attack a1"]
                + [f"alice: attack a{i}" for i in range(2, len(attackers) + 1)] + ["alice: done", "alice: pass"])


def test_118_9_pitfall_trap_with_exactly_one_attacker():
    """118.9, 506.4: Pitfall Trap -- "If exactly one creature is attacking, you may pay {W} rather
    than pay this spell's mana cost. Destroy target attacking creature without flying." -- one
    Grizzly Bears attacks: bob pays {W} and destroys it (701.8a)."""
    assert fully_compiled("Pitfall Trap")
    g = _pitfall(["Grizzly Bears"])
    assert g.decision.player == "bob" and "cast pt alternative" in offered(g)
    run_script(g, ["bob: cast pt alternative target=a1", "bob: pass", "alice: pass"], "<test>")
    assert g.obj("a1").zone == "graveyard"


def test_118_9_pitfall_trap_with_two_attackers_isnt_cheap():
    """118.9: two attacking creatures aren't "exactly one": only the mana cost {2}{W} remains,
    which bob's one Plains can't pay."""
    g = _pitfall(["Grizzly Bears", "Grizzly Bears"])
    assert g.decision.player == "bob" and not any(a.startswith("cast pt") for a in offered(g))


def test_118_9_nemesis_trap_needs_a_white_attacker():
    """118.9: Nemesis Trap -- "If a white creature is attacking, you may pay {B}{B} rather than
    pay this spell's mana cost." -- Savannah Lions (white) attacking: offered; Grizzly Bears
    (green) attacking: not."""
    assert fully_compiled("Nemesis Trap")
    for attacker, ok in (("Savannah Lions", True), ("Grizzly Bears", False)):
        g = game(head() + "battlefield:\n" + permanents(attacker, ["a1"]) + permanents("Swamp", ["s1", "s2"], "bob")
                 + "hand:\n  - {id: nt, card: Nemesis Trap, owner: bob}\n", ["Nemesis Trap", attacker],
                 ["T1 declare_attackers alice: attack a1", "alice: done", "alice: pass"])
        assert g.decision.player == "bob" and ("cast nt alternative" in offered(g)) == ok
