"""Spending mana "as though it were mana of any color" (609.4b: Quicksilver Elemental, Oath of Nissa,
Mycosynth Lattice-type "Players may ...") and playing cards from other players' graveyards this turn
(601.3, 305.1, 101.2: Shaman's Trance). Each test plays real cards compiled from their Oracle text; the
expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, life, pass_until, permanents, play

from pyengine.game.players import run_script


def _acts(g) -> set[str]:
    return {str(a) for a in g.legal_actions()}


def _quicksilver(extra: str = "", lands: tuple[str, ...] = ("i1", "i2", "i3")):
    """Quicksilver Elemental gains Shivan Dragon's "{R}: This creature gets +1/+0 until end of turn."
    (paying {U} with the first Island); alice has only Islands."""
    return play(head() + "battlefield:\n" + permanents("Island", list(lands))
                + permanents("Quicksilver Elemental", ["qe"]) + permanents("Shivan Dragon", ["sd"], "bob") + extra,
                ["Quicksilver Elemental", "Shivan Dragon", "Lightning Bolt"],
                ["alice: activate qe 1 target=sd", "alice: pass", "bob: pass"])


def test_609_4b_quicksilver_elemental_pays_a_gained_red_cost_with_blue_mana():
    """609.4b (Quicksilver Elemental, the CR's example card): "You may spend blue mana as though it were
    mana of any color to pay the activation costs of this creature's abilities." -- the {R} of the
    firebreathing it gained from Shivan Dragon is paid with an Island's {U}: the Elemental is 4/4."""
    assert fully_compiled("Quicksilver Elemental")
    g = _quicksilver()
    assert "activate qe Shivan_Dragon#2" in _acts(g)
    run_script(g, ["alice: activate qe Shivan_Dragon#2", "alice: pass", "bob: pass"], "<test>")
    assert g.ch("qe").power == 4 and g.obj("i2").tapped and not g.s.stack


def test_609_4b_the_blue_mana_pays_twice_and_the_cost_is_unchanged():
    """609.4b: it doesn't change the cost -- each activation still costs {R}, paid with one blue mana:
    two activations tap two Islands and give +2/+0 (3 + 2 = 5 power)."""
    g = _quicksilver(lands=("i1", "i2", "i3", "i4"))
    run_script(g, ["alice: activate qe Shivan_Dragon#2", "alice: pass", "bob: pass",
                   "alice: activate qe Shivan_Dragon#2", "alice: pass", "bob: pass"], "<test>")
    assert g.ch("qe").power == 5 and g.obj("i2").tapped and g.obj("i3").tapped and not g.obj("i4").tapped


def test_609_4b_quicksilver_elementals_permission_doesnt_pay_for_a_spell():
    """609.4b, 601.2h: the permission covers only the activation costs of the Elemental's abilities:
    Lightning Bolt's {R} can't be paid with blue mana, so alice can't cast it."""
    g = _quicksilver(extra="hand:\n  - {id: lb, card: Lightning Bolt, owner: alice}\n")
    assert not any(a.startswith("cast lb") for a in _acts(g))


def test_609_4b_blue_mana_doesnt_pay_a_red_cost_of_another_permanents_ability():
    """609.4b, 602.2b: "this creature's abilities" -- the {R} ability of a Shivan Dragon alice controls
    next to the Elemental isn't the Elemental's: blue mana can't pay it, so activating it isn't
    offered at all (601.2g-h, 602.2b: an activation that can't be paid isn't proposed)."""
    g = _quicksilver(extra=permanents("Shivan Dragon", ["sd2"]))
    assert "activate sd2 2" not in _acts(g)


def test_609_4b_oath_of_nissa_casts_a_planeswalker_with_green_mana():
    """609.4b (Oath of Nissa): "You may spend mana as though it were mana of any color to cast
    planeswalker spells." -- Ajani Goldmane ({2}{W}{W}) is cast with four Forests and resolves."""
    assert fully_compiled("Oath of Nissa")
    g = play(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2", "f3", "f4"])
             + permanents("Oath of Nissa", ["on"]) + "hand:\n  - {id: aj, card: Ajani Goldmane, owner: alice}\n",
             ["Oath of Nissa", "Ajani Goldmane"], ["alice: cast aj", "alice: pass", "bob: pass"])
    assert g.obj("aj").zone == "battlefield" and all(g.obj(f).tapped for f in ("f1", "f2", "f3", "f4"))


def test_609_4b_oath_of_nissa_doesnt_pay_for_a_creature_spell():
    """609.4b: only planeswalker spells -- Serra Angel ({3}{W}{W}) can't be cast with five Forests."""
    g = play(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2", "f3", "f4", "f5"])
             + permanents("Oath of Nissa", ["on"]) + "hand:\n  - {id: sa, card: Serra Angel, owner: alice}\n",
             ["Oath of Nissa", "Serra Angel"], [])
    assert not any(a.startswith("cast sa") for a in _acts(g))


def _trance(script: list[str], extra_bob: str = ""):
    """alice (Mountains and Islands) casts Shaman's Trance; bob's graveyard: Lightning Bolt, Think Twice
    (flashback {2}{U}), a Forest."""
    return play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3", "m4"])
                + permanents("Island", ["i1", "i2", "i3"]) + extra_bob
                + "hand:\n  - {id: st, card: Shaman's Trance, owner: alice}\n"
                + "graveyard:\n  - {id: lb, card: Lightning Bolt, owner: bob}\n"
                + "  - {id: tt, card: Think Twice, owner: bob}\n  - {id: fo, card: Forest, owner: bob}\n",
                ["Shaman's Trance", "Lightning Bolt", "Think Twice"],
                ["alice: cast st", "alice: pass", "bob: pass"] + script)


def test_601_3_shamans_trance_casts_a_spell_from_an_opponents_graveyard():
    """601.3, 108.3, 400.3 (Shaman's Trance): "You may ... cast spells from other players' graveyards
    this turn" -- alice casts bob's Lightning Bolt from bob's graveyard at bob (bob 20 -> 17); the Bolt
    is still bob's card and goes back to its owner's graveyard."""
    assert fully_compiled("Shaman's Trance")
    g = _trance(["alice: cast lb graveyard target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17
    assert g.obj("lb").zone == "graveyard" and g.obj("lb").owner == "bob"


def test_305_1_shamans_trance_plays_a_land_from_an_opponents_graveyard():
    """305.1, 108.3, 110.2: alice plays bob's Forest from bob's graveyard: her land play for the turn;
    it's under alice's control and still owned by bob."""
    g = _trance(["alice: play fo"])
    assert g.obj("fo").zone == "battlefield" and g.obj("fo").controller == "alice" and g.obj("fo").owner == "bob"
    assert g.s.lands_played["alice"] == 1


def test_702_34a_shamans_trance_flashback_from_an_opponents_graveyard():
    """702.34a, 609.4: "as though those cards were in your graveyard" -- alice casts bob's Think Twice with
    its flashback cost {2}{U}: she draws a card and the card is exiled (its owner's, 400.3)."""
    g = _trance(["alice: cast tt flashback", "alice: pass", "bob: pass"])
    assert g.obj("tt").zone == "exile" and g.obj("tt").owner == "bob" and g.obj("la1").zone == "hand"


def test_101_2_shamans_trance_other_players_cant_cast_from_their_graveyards():
    """101.2 (Shaman's Trance): "Other players can't play lands or cast spells from their graveyards this
    turn." -- bob, with untapped Islands, can't flash back his own Think Twice, and alice's own cards
    still aren't affected."""
    g = _trance(["alice: cast lb graveyard target=bob"],
                extra_bob=permanents("Island", ["bi1", "bi2", "bi3"], "bob"))
    run_script(g, ["alice: pass"], "<test>")
    assert g.decision.player == "bob"
    assert not any(a.startswith("cast tt") for a in _acts(g))


def test_514_2_shamans_trance_ends_with_the_turn():
    """500.1, 514.2: "this turn" -- on bob's turn, alice no longer has the permission (no cast of bob's
    Lightning Bolt from his graveyard) and bob may flash back his own Think Twice again."""
    g = _trance([], extra_bob=permanents("Island", ["bi1", "bi2", "bi3"], "bob"))
    pass_until(g, "bob", "precombat_main")
    assert "cast tt flashback" in _acts(g)
    run_script(g, ["bob: cast tt flashback"], "<test>")
    assert g.obj("tt").zone == "stack"
    run_script(g, ["bob: pass"], "<test>")
    assert not any(a.startswith("cast lb") for a in _acts(g))


def test_601_3_before_shamans_trance_no_graveyard_but_ones_own():
    """601.3: a player may cast a spell only if a rule or effect allows it -- before the Trance resolves,
    alice can't cast bob's Lightning Bolt from bob's graveyard."""
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1"])
             + "graveyard:\n  - {id: lb, card: Lightning Bolt, owner: bob}\n", ["Lightning Bolt"], [])
    assert not any(a.startswith("cast lb") for a in _acts(g))
