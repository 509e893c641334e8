"""Paying life as one event (119.4) that a replacement effect may replace (614.1a), and Ashiok,
Wicked Manipulator, the card of the 614.13c example: "If you would pay life while your library has
at least that many cards in it, exile that many cards from the top of your library instead." Every
payment of life -- a "Pay N life" cost, Phyrexian mana paid with life (107.4f), "As this land
enters, you may pay 2 life" (614.12) -- is the same event. Also "Look at the top two cards of your
library. Exile one of them and put the other into your hand." (608.2c) and "the total mana value of
cards you own in exile" (202.3). Each test plays real cards compiled from their Oracle text; the
expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, life, permanents, play

from pyengine.game.players import run_script

ASHIOK = "Ashiok, Wicked Manipulator"


def _ashiok(loyalty: int = 5) -> str:
    return f'  - {{id: ash, card: "{ASHIOK}", controller: alice, counters: {{loyalty: {loyalty}}}}}\n'


def _zones(g, ids: list[str]) -> list[str]:
    return [g.obj(i).zone for i in ids]


def _breeding_pool_from_top(library: list[str]):
    """Courser of Kruphix lets alice play lands from the top of her library; she plays Breeding
    Pool (la1) from there and chooses to pay 2 life as it enters (declining "enters tapped")."""
    g = play(head(alice=library) + "battlefield:\n" + _ashiok() + permanents("Courser of Kruphix", ["ck"]),
             [ASHIOK, "Breeding Pool", "Courser of Kruphix"], ["alice: play la1", "alice: decline la1.1"])
    return g


def test_ashiok_wicked_manipulator_is_fully_compiled():
    """614.1a, 608.2c, 202.3: every ability of Ashiok, Wicked Manipulator (the card of the 614.13c
    example) compiles and is executed."""
    assert fully_compiled(ASHIOK)


def test_614_13c_breeding_pool_from_the_top_ignores_itself_and_exiles_the_next_two():
    """614.13c (its example): alice plays Breeding Pool from the top of her library with Ashiok and
    pays 2 life as it enters: Ashiok's effect ignores Breeding Pool, which is entering, and the next
    two cards (Island, Forest) are exiled instead; Swamp stays; her life stays 20 (614.6: the payment
    is replaced), and Breeding Pool enters untapped (the life was paid, 614.12)."""
    g = _breeding_pool_from_top(["Breeding Pool", "Island", "Forest", "Swamp"])
    assert g.obj("la1").zone == "battlefield" and g.obj("la1").tapped is False
    assert _zones(g, ["la2", "la3", "la4"]) == ["exile", "exile", "library"]
    assert life(g, "alice") == 20


def test_614_13c_the_entering_land_does_not_count_toward_the_library():
    """614.13c: the card entering from the library isn't included in Ashiok's effect -- with only
    Breeding Pool and one other card in the library, the library doesn't have the two cards the
    payment needs, so alice pays 2 life normally (119.4: 20 - 2 = 18) and nothing is exiled."""
    g = _breeding_pool_from_top(["Breeding Pool", "Island"])
    assert g.obj("la1").zone == "battlefield" and g.obj("la1").tapped is False
    assert g.obj("la2").zone == "library" and life(g, "alice") == 18


def test_107_4f_phyrexian_mana_paid_with_life_is_replaced():
    """107.4f, 601.2h: Mutagenic Growth's {G/P} paid with 2 life is a payment of life; Ashiok
    exiles the top two cards of alice's library instead (614.1a), she stays at 20, and the Bears get
    +2/+2 (the spell was cast: the cost was paid)."""
    g = play(head(alice=3) + "battlefield:\n" + _ashiok() + permanents("Forest", ["f"])
             + permanents("Grizzly Bears", ["gb"]) + "hand:\n  - {id: mg, card: Mutagenic Growth, owner: alice}\n",
             [ASHIOK, "Mutagenic Growth"],
             ["alice: cast mg", "alice: pay_with 0 life", "alice: target gb", "alice: pass", "bob: pass"])
    assert _zones(g, ["la1", "la2", "la3"]) == ["exile", "exile", "library"]
    assert life(g, "alice") == 20 and g.obj("mg").zone == "graveyard"
    assert g.ch("gb").power == 4 and g.obj("f").tapped is False


def _greed(library: int, alice_life: int = 20):
    text = head(alice=library).replace("players: [alice, bob]",
                                       f"players: [{{id: alice, life: {alice_life}}}, bob]") \
        + "battlefield:\n" + _ashiok() + permanents("Swamp", ["sw"]) + permanents("Greed", ["gr"])
    return game(text, [ASHIOK, "Greed"])


def test_119_4_pay_two_life_cost_replaced_by_exiling_two_cards():
    """119.4, 614.1a: Greed's "{B}, Pay 2 life: Draw a card." with Ashiok: the 2 life are not paid;
    the top two cards are exiled instead, and the ability resolves (the cost was paid): alice draws
    the third card. Her life stays 20."""
    g = _greed(4)
    run_script(g, ["alice: activate gr 1", "alice: pass", "bob: pass"], "<test>")
    assert _zones(g, ["la1", "la2", "la3", "la4"]) == ["exile", "exile", "hand", "library"]
    assert life(g, "alice") == 20


def test_614_1a_with_too_few_cards_the_life_is_paid():
    """614.1a ("while your library has at least that many cards in it"): with one card in her
    library, the 2-life payment isn't replaced: alice pays 2 life (119.4: 20 - 2 = 18) and draws
    that card."""
    g = _greed(1)
    run_script(g, ["alice: activate gr 1", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "alice") == 18 and g.obj("la1").zone == "hand"


def test_119_4_a_player_with_less_life_cant_pay_even_with_ashiok():
    """119.4: a player may pay an amount of life only if their life total is at least that amount;
    a replacement effect applies to a payment only once it is made (614.1a) -- at 1 life alice
    can't activate Greed (Pay 2 life), even though Ashiok would exile two cards instead."""
    g = _greed(5, alice_life=1)
    assert "activate gr 1" not in [str(a) for a in g.legal_actions()]


def test_608_2c_ashiok_plus_one_exiles_one_and_puts_the_other_into_hand():
    """606.4, 608.2c: Ashiok's +1: alice looks at the top two cards, exiles the one she chooses
    (Island) and puts the other (Plains) into her hand; the third card stays; loyalty 5 + 1 = 6."""
    g = play(head(alice=["Plains", "Island", "Forest"]) + "battlefield:\n" + _ashiok(), [ASHIOK],
             ["alice: activate ash 2", "alice: pass", "bob: pass", "alice: find la2"])
    assert _zones(g, ["la1", "la2", "la3"]) == ["hand", "exile", "library"]
    assert counters(g, "ash", "loyalty") == 6


def test_202_3_ashiok_minus_seven_counts_the_mana_value_of_alices_exiled_cards():
    """202.3, 406.1, 608.2h: Ashiok's −7: X is the total mana value of the cards alice owns in exile
    -- Grizzly Bears (2) and Lightning Bolt (1), not bob's Giant Growth there: X = 3, so bob exiles
    the top three cards of his library and keeps the fourth."""
    g = play(head(bob=5) + "battlefield:\n" + _ashiok(8) + "exile:\n"
             + "  - {id: e1, card: Grizzly Bears, owner: alice}\n  - {id: e2, card: Lightning Bolt, owner: alice}\n"
             + "  - {id: e3, card: Giant Growth, owner: bob}\n",
             [ASHIOK], ["alice: activate ash 4", "alice: target bob", "alice: pass", "bob: pass"])
    assert _zones(g, ["lb1", "lb2", "lb3", "lb4", "lb5"]) == ["exile", "exile", "exile", "library", "library"]
    assert counters(g, "ash", "loyalty") == 1


def test_202_3_total_mana_value_of_cards_in_your_graveyard():
    """202.3, 614.1c: Inferno Project "enters with X +1/+1 counters on it, where X is the total mana
    value of instant and sorcery cards in your graveyard" -- Lightning Bolt (1) and Divination (3)
    count, Grizzly Bears (a creature card) doesn't: 4 counters."""
    assert fully_compiled("Inferno Project")
    g = play(head() + "battlefield:\n" + permanents("Mountain", [f"m{i}" for i in range(7)])
             + "graveyard:\n  - {id: g1, card: Lightning Bolt, owner: alice}\n"
             + "  - {id: g2, card: Divination, owner: alice}\n  - {id: g3, card: Grizzly Bears, owner: alice}\n"
             + "hand:\n  - {id: ip, card: Inferno Project, owner: alice}\n",
             ["Inferno Project"], ["alice: cast ip", "alice: pass", "bob: pass"])
    assert g.obj("ip").zone == "battlefield" and counters(g, "ip") == 4


def _font(with_ashiok: bool):
    return play(head(alice=4) + "battlefield:\n" + (_ashiok() if with_ashiok else "") + permanents("Swamp", ["sw"])
                + permanents("Greed", ["gr"]) + permanents("Font of Agonies", ["fo"]),
                [ASHIOK, "Greed", "Font of Agonies"],
                ["alice: activate gr 1", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])


def test_119_4_font_of_agonies_counts_the_life_paid():
    """119.4, 603.2: "Whenever you pay life, put that many blood counters on this enchantment." --
    alice pays 2 life for Greed: Font of Agonies gets 2 blood counters; she is at 18 and draws."""
    assert fully_compiled("Font of Agonies")
    g = _font(False)
    assert life(g, "alice") == 18 and counters(g, "fo", "blood") == 2 and g.obj("la1").zone == "hand"


def test_614_6_a_replaced_payment_of_life_triggers_nothing():
    """614.6, 603.2h: with Ashiok the payment is replaced by exiling two cards -- no life was paid,
    so Font of Agonies doesn't trigger (no counters), and alice stays at 20."""
    g = _font(True)
    assert life(g, "alice") == 20 and counters(g, "fo", "blood") == 0
    assert _zones(g, ["la1", "la2", "la3"]) == ["exile", "exile", "hand"]


def test_608_2c_sealed_fate_exiles_one_of_the_opponents_cards():
    """608.2c, 701.16e: Sealed Fate with X = 2 looks at the top two cards of bob's library, exiles
    the one alice chooses (lb2) and puts the other back on top: bob's library is lb1, lb3, lb4."""
    assert fully_compiled("Sealed Fate")
    g = play(head(bob=4) + "battlefield:\n" + permanents("Island", ["i1", "i2"]) + permanents("Swamp", ["s1", "s2"])
             + "hand:\n  - {id: sf, card: Sealed Fate, owner: alice}\n", ["Sealed Fate"],
             ["alice: cast sf", "alice: x 2", "alice: target bob", "alice: autopay", "alice: pass", "bob: pass",
              "alice: find lb2"])
    assert g.obj("lb2").zone == "exile" and g.s.library["bob"] == ["lb1", "lb3", "lb4"]


def _ward_fleshgorger(bob_library: int, bob_ashiok: bool):
    ash = f'  - {{id: ash, card: "{ASHIOK}", controller: bob, counters: {{loyalty: 5}}}}\n' if bob_ashiok else ""
    return play(head(active="bob", bob=bob_library) + "battlefield:\n" + permanents("Phyrexian Fleshgorger", ["fg"])
                + permanents("Mountain", ["m"], "bob") + ash + "hand:\n  - {id: lb, card: Lightning Bolt, owner: bob}\n",
                [ASHIOK, "Phyrexian Fleshgorger"],
                ["bob: cast lb target=fg", "bob: autopay", "bob: pass", "alice: pass", "bob: pay",
                 "bob: pass", "alice: pass"])


def test_702_21a_ward_pay_life_equal_to_its_power():
    """702.21a, 119.4, 608.2h: Phyrexian Fleshgorger (7/5) has "Ward—Pay life equal to this
    creature's power": bob pays 7 life (20 - 7 = 13) for his Lightning Bolt, which resolves."""
    assert fully_compiled("Phyrexian Fleshgorger")
    g = _ward_fleshgorger(2, False)
    assert life(g, "bob") == 13 and g.obj("lb").zone == "graveyard" and g.obj("fg").damage == 3


def test_614_1a_ward_life_payment_replaced_by_ashiok():
    """614.1a, 702.21a: the ward payment is a payment of life like any other: with bob's Ashiok and
    eight cards in his library, the seven life are replaced by exiling his top seven cards; bob
    stays at 20 and the Bolt resolves (the cost was paid)."""
    g = _ward_fleshgorger(8, True)
    assert life(g, "bob") == 20 and g.obj("fg").damage == 3
    assert _zones(g, [f"lb{i}" for i in range(1, 9)]) == ["exile"] * 7 + ["library"]


def _defiler(spell: str, lands: str, script: list[str]):
    return play(head() + "battlefield:\n" + permanents("Defiler of Faith", ["df"]) + lands
                + f"hand:\n  - {{id: sp, card: {spell}, owner: alice}}\n",
                ["Defiler of Faith", spell], ["alice: cast sp"] + script)


def test_601_2b_defiler_of_faith_pay_two_life_and_the_white_spell_costs_w_less():
    """601.2b, 601.2f, 119.4: Defiler of Faith: "As an additional cost to cast white permanent
    spells, you may pay 2 life. Those spells cost {W} less to cast if you paid life this way." --
    alice pays 2 life for Serra Angel ({3}{W}{W}): its total cost is {3}{W}, four Plains pay it, she
    is at 18; and the Defiler's cast trigger (110.4b: a permanent spell) makes a Soldier."""
    assert fully_compiled("Defiler of Faith")
    g = _defiler("Serra Angel", permanents("Plains", ["p1", "p2", "p3", "p4"]),
                 ["alice: pay_life", "alice: autopay", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert life(g, "alice") == 18 and g.obj("sp").zone == "battlefield"
    assert sum(1 for o in g.s.objects.values() if o.token and o.zone == "battlefield") == 1


def test_601_2b_declining_the_optional_life_leaves_the_cost_whole():
    """601.2b, 601.2f: declining the Defiler's optional cost, Serra Angel's total cost stays
    {3}{W}{W}, which four Plains can't pay (no automatic payment is offered); alice cancels the
    proposal (the cast is undone) and her life stays 20."""
    g = _defiler("Serra Angel", permanents("Plains", ["p1", "p2", "p3", "p4"]), ["alice: no_pay_life"])
    assert "{3}{W}{W}" in g.decision.prompt and "autopay" not in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: cancel"], "<test>")
    assert life(g, "alice") == 20 and g.obj("sp").zone == "hand"


def test_118_7_the_reduction_is_only_of_white_mana():
    """601.2f, 118.7 ("This effect reduces only the amount of white mana you pay"): Kitchen Finks
    ({1}{G/W}{G/W}) with both hybrid symbols paid with green (601.2b, 107.4e) has no {W} left to
    reduce: after paying 2 life it still costs {1}{G}{G}, three Forests."""
    g = _defiler("Kitchen Finks", permanents("Forest", ["f1", "f2", "f3"]),
                 ["alice: pay_life", "alice: pay_with 1 G", "alice: pay_with 2 G", "alice: autopay"])
    assert life(g, "alice") == 18 and g.obj("sp").zone == "stack"
    assert all(g.obj(f).tapped for f in ("f1", "f2", "f3"))


def test_608_2c_browse_puts_one_into_hand_and_exiles_the_rest():
    """608.2c: Browse -- "Look at the top five cards of your library, put one of them into your
    hand, and exile the rest." alice takes the third card; the other four are exiled and the sixth
    card stays in her library."""
    assert fully_compiled("Browse") and fully_compiled("Codecracker Hound")
    g = play(head(alice=6) + "battlefield:\n" + permanents("Browse", ["br"]) + permanents("Island", ["i1", "i2", "i3", "i4"]),
             ["Browse"], ["alice: activate br 1", "alice: autopay", "alice: pass", "bob: pass", "alice: find la3"])
    assert _zones(g, [f"la{i}" for i in range(1, 7)]) == ["exile", "exile", "hand", "exile", "exile", "library"]


def test_107_4f_a_phyrexian_spell_is_castable_with_no_mana_at_all():
    """107.4f, 601.2b: {G/P} may be paid with 2 life -- with no land at all alice may cast
    Mutagenic Growth (the cast is offered), paying 2 life (18); the Bears get +2/+2."""
    g = game(head(alice=3) + "battlefield:\n" + permanents("Grizzly Bears", ["gb"])
             + "hand:\n  - {id: mg, card: Mutagenic Growth, owner: alice}\n", ["Mutagenic Growth"])
    assert "cast mg" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: cast mg", "alice: pay_with 0 life", "alice: target gb", "alice: pay", "alice: pass", "bob: pass"],
               "<test>")
    assert life(g, "alice") == 18 and g.ch("gb").power == 4
