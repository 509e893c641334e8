"""Review of four suspicions about the engine, each played with real cards compiled from their Oracle
text: a Pact's mandatory payment at the next upkeep (118.3, 118.3c, 118.12), Cultivate with one
basic land found (609.3 and the official ruling), proposals of spells and abilities that can't be
paid (601.2g-h, 602.2b, 106.6, 609.4b), and the Ring-bearer designation after a change of control
(701.52a). The expected answer of each test comes from the CR rule or ruling its docstring cites."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, pass_until, permanents, play

from pyengine.game import ring
from pyengine.game.players import run_script


def _acts(g) -> list[str]:
    return [str(a) for a in g.legal_actions()]


# ================================================================ 1. Pacts (118.3, 118.3c, 118.12)
def _pact_upkeep(lands: list[tuple[str, str]], before: list[str] | None = None):
    """alice casts Summoner's Pact (finding Grizzly Bears) on turn 1; on her next upkeep the delayed
    trigger is on the stack; `before`: what she does holding priority, then both pass."""
    assert fully_compiled("Summoner's Pact")
    g = game(head(alice=["Grizzly Bears", "Plains", "Plains", "Plains"]) + "battlefield:\n"
             + "".join(permanents(c, [i]) for i, c in lands)
             + "hand:\n  - {id: pact, card: Summoner's Pact, owner: alice}\n", ["Summoner's Pact"],
             ["alice: cast pact", "alice: pass", "bob: pass", "alice: find la1"])
    assert g.obj("la1").zone == "hand"
    pass_until(g, "bob", "upkeep")
    pass_until(g, "alice", "upkeep")
    assert [it.text for it in g.s.stack] == ["at the beginning of your next upkeep"]
    run_script(g, (before or []) + ["alice: pass", "bob: pass"], "<test>")
    return g


FOUR = [("f1", "Forest"), ("f2", "Forest"), ("p1", "Plains"), ("p2", "Plains")]


def test_118_12_pact_paid_with_mana_abilities_keeps_alice_in_the_game():
    """118.12, 605.3a: "pay {2}{G}{G}. If you don't, you lose the game." -- with two Forests and two
    Plains alice is asked (activating mana abilities is her choice, 118.3c); she answers yes: the
    four lands are tapped for it, the cost is paid and she doesn't lose."""
    g = _pact_upkeep(FOUR)
    d = g.s.decision
    assert d.kind == "may" and d.player == "alice" and d.rule == "118.3c"
    run_script(g, ["alice: yes"], "<test>")
    assert "alice" in g.alive() and all(g.obj(i).tapped for i, _ in FOUR) and not g.s.stack


def test_118_3c_pact_declined_while_able_loses_the_game():
    """118.3c, 118.12: activating mana abilities isn't mandatory even if paying a cost is, so alice
    may leave her lands untapped; then she hasn't paid and "If you don't, you lose the game" (104.3)."""
    g = _pact_upkeep(FOUR)
    run_script(g, ["alice: no"], "<test>")
    assert g.alive() == ["bob"] and not any(g.obj(i).tapped for i, _ in FOUR)


def test_118_3_pact_without_enough_sources_loses_without_a_question():
    """118.3: a player can't pay a cost without the resources to pay it fully -- with one Forest and
    three Plains {2}{G}{G} can't be paid: alice isn't asked and loses the game (118.12)."""
    g = _pact_upkeep([("f1", "Forest"), ("p1", "Plains"), ("p2", "Plains"), ("p3", "Plains")])
    assert g.alive() == ["bob"]


def test_118_12_pact_mana_already_in_the_pool_pays_it_at_once():
    """118.12, 118.3a: the payment is mandatory -- alice taps her four lands while the trigger waits;
    as it resolves the mana in her pool pays {2}{G}{G} without a question (only activating mana
    abilities is optional, 118.3c); she stays in the game with an empty pool."""
    g = _pact_upkeep(FOUR, ["alice: mana f1", "alice: mana f2", "alice: mana p1", "alice: mana p2"])
    assert g.s.decision is None or g.s.decision.kind != "may"
    assert "alice" in g.alive() and not any(g.s.pools["alice"].values()) and not g.s.stack


# ================================================================ 2. Cultivate with one land (609.3)
def _cultivate(found: list[str], order: list[str]):
    assert fully_compiled("Cultivate")
    return play(head(alice=["Forest", "Island", "Plains"]) + "battlefield:\n"
                + permanents("Forest", ["f1", "f2", "f3"]) + "hand:\n  - {id: cu, card: Cultivate, owner: alice}\n",
                ["Cultivate"], ["alice: cast cu", "alice: pass", "bob: pass"] + [f"alice: find {c}" for c in found]
                + (["alice: none"] if len(found) < 2 else []) + order)


def test_ruling_cultivate_one_basic_land_found_goes_onto_the_battlefield_tapped():
    """Cultivate ruling (2010-08-15): "If you choose to find only one basic land card, you put it onto
    the battlefield tapped." (609.3: do as much as possible -- the first instruction is followed)."""
    g = _cultivate(["la2"], [])
    assert g.obj("la2").zone == "battlefield" and g.obj("la2").tapped and g.obj("la1").zone == "library"


def test_608_2d_cultivate_two_found_alice_chooses_which_enters():
    """608.2d: with two basic lands found, alice chooses the one put onto the battlefield tapped; the
    other goes to her hand."""
    g = _cultivate(["la1", "la2"], ["alice: choose la2"])
    assert g.obj("la2").zone == "battlefield" and g.obj("la2").tapped and g.obj("la1").zone == "hand"


# ================================================================ 3. proposals that can't be paid (601.2g-h)
def test_106_6_restricted_mana_doesnt_make_an_instant_castable():
    """106.6, 601.2g-h: Pillar of the Paruns' mana ("Spend this mana only to cast a multicolored
    spell") can't pay for Lightning Bolt, a monocolored spell: with only that {R} in her pool, casting
    the Bolt isn't offered to alice (the engine used to offer it and then only allow cancelling)."""
    assert fully_compiled("Pillar of the Paruns")
    g = game(head() + "battlefield:\n" + permanents("Pillar of the Paruns", ["pp"])
             + "hand:\n  - {id: lb, card: Lightning Bolt, owner: alice}\n", ["Pillar of the Paruns"],
             ["alice: activate pp 1 R"])
    assert sum(g.s.pools["alice"].values()) == 1
    assert not any(a.startswith("cast lb") for a in _acts(g))


def test_106_6_restricted_mana_still_pays_for_a_spell_it_may_pay_for():
    """106.6: the same Pillar's {R} in the pool and a Plains pay for Boros Charm ({R}{W}), a
    multicolored spell (the proposal is judged as the spell the card would become): casting it is
    still offered -- the fix doesn't take away a payable spell."""
    g = game(head() + "battlefield:\n" + permanents("Pillar of the Paruns", ["pp"]) + permanents("Plains", ["p1"])
             + "hand:\n  - {id: bc, card: Boros Charm, owner: alice}\n", ["Pillar of the Paruns", "Boros Charm"],
             ["alice: activate pp 1 R"])
    assert any(a.startswith("cast bc") for a in _acts(g))


def test_609_4b_oath_of_nissa_offers_only_the_planeswalker():
    """609.4b (Oath of Nissa: "You may spend mana as though it were mana of any color to cast
    planeswalker spells."): with four Forests, Ajani Goldmane ({2}{W}{W}) is offered and Lightning
    Bolt ({R}) isn't -- the permission counts only for the spell it applies to (601.2g-h)."""
    g = game(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2", "f3", "f4"])
             + permanents("Oath of Nissa", ["on"]) + "hand:\n  - {id: aj, card: Ajani Goldmane, owner: alice}\n"
             "  - {id: lb, card: Lightning Bolt, owner: alice}\n", ["Oath of Nissa", "Ajani Goldmane"])
    acts = _acts(g)
    assert "cast aj" in acts and not any(a.startswith("cast lb") for a in acts)


def test_602_2b_an_ability_whose_colored_cost_cant_be_paid_isnt_offered():
    """602.2b, 601.2g-h: Shivan Dragon's "{R}: This creature gets +1/+0 until end of turn." with only
    Forests can't be paid, so it isn't offered (before, it was offered and could only be cancelled);
    with Mountains it is."""
    assert fully_compiled("Shivan Dragon")
    board = permanents("Shivan Dragon", ["sd"])
    g = game(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2"]) + board, ["Shivan Dragon"])
    assert "activate sd 2" not in _acts(g)
    g = game(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2"]) + board, ["Shivan Dragon"])
    assert "activate sd 2" in _acts(g)
    run_script(g, ["alice: activate sd 2", "alice: pass", "bob: pass"], "<test>")
    assert g.ch("sd").power == 6


# ================================================================ 4. Ring-bearer and control (701.52a)
def test_701_52a_ring_bearer_stops_being_one_when_another_player_gains_control():
    """701.52a: a creature is your Ring-bearer "until another creature becomes your Ring-bearer or
    another player gains control of it" -- alice's Ring-bearer Grizzly Bears, taken by bob's Act of
    Treason, is no longer her Ring-bearer nor legendary, and stays so after it returns to her at the
    end of the turn."""
    assert fully_compiled("Birthday Escape") and fully_compiled("Act of Treason")
    g = game(head(alice=6, bob=6) + "battlefield:\n" + permanents("Island", ["i1"])
             + permanents("Mountain", ["m1", "m2", "m3"], "bob")
             + "  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}\n"
             + "hand:\n  - {id: be, card: Birthday Escape, owner: alice}\n  - {id: at, card: Act of Treason, owner: bob}\n",
             ["Birthday Escape", "Act of Treason"],
             ["alice: cast be", "alice: pass", "bob: pass", "alice: choose gb"])
    assert ring.bearer(g, "alice") == "gb" and "legendary" in g.ch("gb").supertypes
    pass_until(g, "bob", "precombat_main")
    run_script(g, ["bob: cast at target=gb", "bob: pass", "alice: pass"], "<test>")
    assert g.ch("gb").controller == "bob"
    assert ring.bearer(g, "alice") is None and g.obj("gb").ring_bearer is None
    assert "legendary" not in g.ch("gb").supertypes
    pass_until(g, "alice", "upkeep")
    assert g.ch("gb").controller == "alice" and ring.bearer(g, "alice") is None
    assert "legendary" not in g.ch("gb").supertypes


# ================================================================ copy_freeze: copying a face-down creature (707.2, 708.2)
_FACE_DOWN = "  - {id: fd, card: Grinning Demon, controller: alice, face_down: true}\n"


def test_707_2_token_copy_of_a_face_down_creature_is_a_nameless_2_2():
    """707.2 (example: a copy of a face-down Grinning Demon "is a colorless 2/2 creature with no
    name, no types, no abilities, and no mana cost. It will still be face up."), 708.2: Cackling
    Counterpart copying alice's face-down Grinning Demon creates a face-up 2/2 with no name, no
    subtypes, no color and no abilities -- not a 6/6 Grinning Demon (the engine used to copy the
    hidden card)."""
    assert fully_compiled("Cackling Counterpart")
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3"]) + _FACE_DOWN
             + "hand:\n  - {id: cc, card: Cackling Counterpart, owner: alice}\n",
             ["Cackling Counterpart", "Grinning Demon"], ["alice: cast cc target=fd", "alice: pass", "bob: pass"])
    (tok,) = [o for o in g.s.objects.values() if o.token]
    c = g.ch(tok.id)
    assert not tok.face_down and c.name is None and (c.power, c.toughness) == (2, 2)
    assert c.types == ("creature",) and not c.subtypes and not c.colors and c.mana_value == 0
    assert not [a for a in g.abilities_of(tok.id, "triggered")]


def test_707_2_clone_entering_as_a_copy_of_a_face_down_creature():
    """707.2 (the same example, with Clone): Clone entering as a copy of bob's face-down Grinning
    Demon is a face-up colorless 2/2 creature with no name."""
    g = game(head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4"])
             + _FACE_DOWN.replace("alice", "bob") + "hand:\n  - {id: cl, card: Clone, owner: alice}\n",
             ["Clone", "Grinning Demon"], ["alice: cast cl", "alice: pass", "bob: pass", "alice: apply cl.1@fd"])
    c = g.ch("cl")
    assert g.obj("cl").zone == "battlefield" and not g.obj("cl").face_down
    assert c.name is None and (c.power, c.toughness) == (2, 2) and not c.colors and not c.subtypes
