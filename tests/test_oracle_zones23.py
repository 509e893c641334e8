"""Cards in a player's graveyard, hand and library as the objects of instructions: "target card from
that player's graveyard" / "from an opponent's graveyard" (115.1, 404.2), "exile the top card of
that player's library" (406.1), "exile all creature cards from target player's graveyard" (404.1,
608.2c), "for each card exiled this way" (608.2h), "put a creature card with mana value ... from
your hand onto the battlefield" (110.2a, 202.3). Each test plays real cards compiled from their
Oracle text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, life, permanents, play
from pyengine.game.players import run_script


def _step_until(g, kind: str, limit: int = 40) -> None:
    """Everyone passes (or is done) until a decision of `kind` is asked."""
    for _ in range(limit):
        if g.decision is not None and g.decision.kind == kind:
            return
        d = g.decision
        acts = [str(a) for a in g.legal_actions()]
        run_script(g, [f"{d.player}: {'pass' if 'pass' in acts else 'done'}"], "<test>")
    raise AssertionError(f"no {kind} decision came")


def _choices(g) -> set:
    return {a.args[0] for a in g.legal_actions() if a.args}


_THREE = "[alice, bob, carol]"


# ------------------------------------------------------------------ "that player's graveyard" (115.1, 404.2)
def test_115_1_zombie_cannibal_targets_a_card_in_the_damaged_players_graveyard_only():
    """115.1, 404.2, 510.3a: "Whenever this creature deals combat damage to a player, you may exile
    target card from that player's graveyard." -- it hits bob: of the cards in the three
    graveyards only bob's is a legal target (not alice's, not carol's); it is exiled (406.2)."""
    assert fully_compiled("Zombie Cannibal")
    g = play(head(players=_THREE) + """
battlefield:
  - {id: zc, card: Zombie Cannibal, controller: alice, summoning_sick: false}
graveyard:
  - {id: ag, card: Grizzly Bears, owner: alice}
  - {id: bg, card: Grizzly Bears, owner: bob}
  - {id: cg, card: Grizzly Bears, owner: carol}
""", ["Zombie Cannibal"], ["T1 declare_attackers alice: attack zc bob", "alice: done", "bob: done"])
    _step_until(g, "target")
    assert _choices(g) == {"bg"}
    run_script(g, ["alice: target bg"], "<test>")
    _step_until(g, "may")
    run_script(g, ["alice: yes"], "<test>")
    assert g.obj("bg").zone == "exile" and g.obj("ag").zone == "graveyard" and g.obj("cg").zone == "graveyard"


def test_110_2a_ink_eyes_puts_a_creature_card_from_the_damaged_players_graveyard_under_alices_control():
    """115.1, 404.2, 110.2a: "you may put target creature card from that player's graveyard onto
    the battlefield under your control" -- Ink-Eyes hits bob: bob's Serra Angel card (not his
    Lightning Bolt, not a creature card) is the only choice; it enters under alice's control, still
    owned by bob (108.3)."""
    assert fully_compiled("Ink-Eyes, Servant of Oni")
    g = play(head() + """
battlefield:
  - {id: ie, card: "Ink-Eyes, Servant of Oni", controller: alice, summoning_sick: false}
graveyard:
  - {id: sa, card: Serra Angel, owner: bob}
  - {id: lb, card: Lightning Bolt, owner: bob}
""", ["Ink-Eyes, Servant of Oni"], ["T1 declare_attackers alice: attack ie", "alice: done", "bob: done"])
    _step_until(g, "target")
    assert _choices(g) == {"sa"}
    run_script(g, ["alice: target sa"], "<test>")
    _step_until(g, "may")
    run_script(g, ["alice: yes"], "<test>")
    assert g.obj("sa").zone == "battlefield" and g.ch("sa").controller == "alice" and g.obj("sa").owner == "bob"
    assert life(g, "bob") == 15


# ------------------------------------------------------------------ "an opponent's graveyard" (115.1)
def test_115_1_deadeye_tracker_two_targets_come_from_one_opponents_graveyard():
    """115.1, 601.2c: "Exile two target cards from an opponent's graveyard." -- both targets are
    in the graveyard of the one opponent named: once bob's first card is chosen, carol's cards are
    no longer offered; both of bob's cards are exiled, then the Tracker explores (701.44a: a land
    on top goes to alice's hand)."""
    assert fully_compiled("Deadeye Tracker")
    g = play(head(players=_THREE) + """
battlefield:
  - {id: dt, card: Deadeye Tracker, controller: alice, summoning_sick: false}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
graveyard:
  - {id: ag, card: Grizzly Bears, owner: alice}
  - {id: b1, card: Grizzly Bears, owner: bob}
  - {id: b2, card: Lightning Bolt, owner: bob}
  - {id: c1, card: Serra Angel, owner: carol}
""", ["Deadeye Tracker"], ["alice: activate dt 1"])
    _step_until(g, "target")
    assert _choices(g) == {"b1", "b2", "c1"}
    run_script(g, ["alice: target b1"], "<test>")
    assert _choices(g) == {"b2"}
    run_script(g, ["alice: target b2", "alice: autopay", "alice: pass", "bob: pass", "carol: pass"], "<test>")
    assert g.obj("b1").zone == "exile" and g.obj("b2").zone == "exile" and g.obj("c1").zone == "graveyard"
    assert g.obj("la1").zone == "hand"


def test_400_3_nullmage_advocate_returns_the_cards_to_their_owners_hand():
    """400.3, 115.1: "Return two target cards from an opponent's graveyard to their hand. Destroy
    target artifact or enchantment." -- bob's two cards go to bob's hand (their owner's), and the
    Ornithopter is destroyed (701.7a)."""
    assert fully_compiled("Nullmage Advocate")
    g = play(head() + """
battlefield:
  - {id: na, card: Nullmage Advocate, controller: alice, summoning_sick: false}
  - {id: orn, card: Ornithopter, controller: bob}
graveyard:
  - {id: b1, card: Grizzly Bears, owner: bob}
  - {id: b2, card: Lightning Bolt, owner: bob}
""", ["Nullmage Advocate"], ["alice: activate na 1", "alice: target b1", "alice: target b2", "alice: target orn",
                             "alice: pass", "bob: pass"])
    assert g.obj("b1").zone == "hand" and g.obj("b2").zone == "hand"
    assert g.obj("b1").owner == "bob" and "b1" in g.zone_ids("hand", "bob")
    assert g.obj("orn").zone == "graveyard"


# ------------------------------------------------------------------ "the top card of that player's library" (406.1)
def test_601_3_ragavan_exiles_the_damaged_players_top_card_and_alice_may_cast_it():
    """406.1, 601.3, 608.2c: "create a Treasure token and exile the top card of that player's
    library. Until end of turn, you may cast that card." -- Ragavan hits bob (2 damage): bob's
    Lightning Bolt is exiled and alice casts it at bob (3 more); it is bob's card, so it goes to
    bob's graveyard as it resolves (400.3, 608.2n)."""
    assert fully_compiled("Ragavan, Nimble Pilferer")
    g = play(head(bob=["Lightning Bolt", "Plains"]) + """
battlefield:
  - {id: rg, card: "Ragavan, Nimble Pilferer", controller: alice, summoning_sick: false}
  - {id: m1, card: Mountain, controller: alice}
""", ["Ragavan, Nimble Pilferer", "Lightning Bolt"], ["T1 declare_attackers alice: attack rg", "alice: done", "bob: done"])
    for _ in range(12):
        if g.obj("lb1").zone == "exile" and not g.s.stack:
            break
        run_script(g, [f"{g.decision.player}: pass"], "<test>")
    assert g.obj("lb1").zone == "exile" and g.obj("lb2").zone == "library" and life(g, "bob") == 18
    run_script(g, ["alice: cast lb1 permission", "alice: target bob", "alice: autopay", "alice: pass", "bob: pass"],
               "<test>")
    assert life(g, "bob") == 15 and "lb1" in g.zone_ids("graveyard", "bob")


def test_608_2c_scrib_nibblers_gains_life_when_the_exiled_top_card_is_a_land():
    """406.1, 608.2c: "Exile the top card of target player's library. If it's a land card, you
    gain 1 life." -- bob's top card is a Plains: exiled, alice gains 1; then a Lightning Bolt on
    top: exiled, no life."""
    assert fully_compiled("Scrib Nibblers")
    g = play(head(bob=["Plains", "Lightning Bolt"]) + """
battlefield:
  - {id: sn, card: Scrib Nibblers, controller: alice, summoning_sick: false}
  - {id: sn2, card: Scrib Nibblers, controller: alice, summoning_sick: false}
""", ["Scrib Nibblers"], ["alice: activate sn 1 target=bob", "alice: pass", "bob: pass"])
    assert g.obj("lb1").zone == "exile" and life(g, "alice") == 21
    run_script(g, ["alice: activate sn2 1 target=bob", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("lb2").zone == "exile" and life(g, "alice") == 21


# ------------------------------------------------------------------ all cards of a kind in a zone (404.1, 608.2h)
def test_608_2h_crypt_incursion_exiles_only_creature_cards_and_gains_3_for_each():
    """404.1, 608.2c, 608.2h: "Exile all creature cards from target player's graveyard. You gain 3
    life for each card exiled this way." -- bob's Grizzly Bears and Serra Angel cards are exiled,
    his Lightning Bolt stays; alice gains 6."""
    assert fully_compiled("Crypt Incursion")
    g = play(head() + """
battlefield:
""" + permanents("Swamp", ["s1", "s2", "s3"]) + """graveyard:
  - {id: b1, card: Grizzly Bears, owner: bob}
  - {id: b2, card: Serra Angel, owner: bob}
  - {id: b3, card: Lightning Bolt, owner: bob}
  - {id: a1, card: Grizzly Bears, owner: alice}
hand:
  - {id: ci, card: Crypt Incursion, owner: alice}
""", ["Crypt Incursion"], ["alice: cast ci target=bob", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("b1").zone == "exile" and g.obj("b2").zone == "exile" and g.obj("b3").zone == "graveyard"
    assert g.obj("a1").zone == "graveyard" and life(g, "alice") == 26


def test_608_2h_release_to_memory_makes_a_spirit_for_each_creature_card_exiled():
    """608.2h: "Exile target opponent's graveyard. For each creature card exiled this way, create a
    1/1 colorless Spirit creature token." -- three cards exiled, two of them creature cards: two
    Spirits."""
    assert fully_compiled("Release to Memory")
    g = play(head() + """
battlefield:
""" + permanents("Plains", ["p1", "p2", "p3", "p4"]) + """graveyard:
  - {id: b1, card: Grizzly Bears, owner: bob}
  - {id: b2, card: Serra Angel, owner: bob}
  - {id: b3, card: Lightning Bolt, owner: bob}
hand:
  - {id: rm, card: Release to Memory, owner: alice}
""", ["Release to Memory"], ["alice: cast rm target=bob", "alice: autopay", "alice: pass", "bob: pass"])
    assert all(g.obj(x).zone == "exile" for x in ("b1", "b2", "b3"))
    spirits = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield" and g.ch(o.id).name == "Spirit"]
    assert len(spirits) == 2


# ------------------------------------------------------------------ "with mana value ..." from the hand (202.3)
def test_202_3_aether_vial_puts_only_a_creature_card_with_mana_value_equal_to_its_counters():
    """110.2a, 202.3, 608.2h: "You may put a creature card with mana value equal to the number of
    charge counters on this artifact from your hand onto the battlefield." -- two charge counters:
    of Grizzly Bears (2), Serra Angel (5) and Ornithopter (0) only the Bears may be put there."""
    assert fully_compiled("Aether Vial")
    g = play(head() + """
battlefield:
  - {id: av, card: Aether Vial, controller: alice, counters: {charge: 2}}
hand:
  - {id: gb, card: Grizzly Bears, owner: alice}
  - {id: sa, card: Serra Angel, owner: alice}
  - {id: orn, card: Ornithopter, owner: alice}
""", ["Aether Vial"], ["alice: activate av 2", "alice: pass", "bob: pass"])
    _step_until(g, "may")
    run_script(g, ["alice: yes"], "<test>")
    assert _choices(g) == {"gb"}
    run_script(g, ["alice: find gb"], "<test>")
    assert g.obj("gb").zone == "battlefield" and g.obj("sa").zone == "hand" and g.obj("orn").zone == "hand"


def test_608_2g_wrexial_casts_an_instant_from_the_damaged_players_graveyard_then_it_is_exiled():
    """115.1, 608.2g, 614.1a: "you may cast target instant or sorcery card from that player's
    graveyard without paying its mana cost. If that spell would be put into a graveyard, exile it
    instead." -- Wrexial (5 power) hits bob: only bob's Lightning Bolt (not alice's) may be
    targeted; alice casts it at bob (3 more damage) and it is exiled, not put into bob's graveyard."""
    assert fully_compiled("Wrexial, the Risen Deep")
    g = play(head() + """
battlefield:
  - {id: wx, card: "Wrexial, the Risen Deep", controller: alice, summoning_sick: false}
graveyard:
  - {id: lb, card: Lightning Bolt, owner: bob}
  - {id: ab, card: Lightning Bolt, owner: alice}
""", ["Wrexial, the Risen Deep", "Lightning Bolt"], ["T1 declare_attackers alice: attack wx", "alice: done", "bob: done"])
    _step_until(g, "target")
    assert _choices(g) == {"lb"}
    run_script(g, ["alice: target lb"], "<test>")
    _step_until(g, "may")
    run_script(g, ["alice: yes", "alice: target bob"], "<test>")
    _step_until(g, "priority")
    while g.s.stack:
        run_script(g, [f"{g.decision.player}: pass"], "<test>")
    assert life(g, "bob") == 12 and g.obj("lb").zone == "exile" and g.obj("ab").zone == "graveyard"


# ------------------------------------------------------------------ into the library (701.20a, 401.4)
def test_701_20a_pipers_melody_shuffles_the_target_creature_cards_into_the_library():
    """115.1, 701.20a: "Shuffle any number of target creature cards from your graveyard into your
    library." -- alice targets her two Grizzly Bears cards (not her Lightning Bolt, not a creature
    card): both go into her library, which then holds five cards."""
    assert fully_compiled("Piper's Melody")
    g = play(head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
graveyard:
  - {id: g1, card: Grizzly Bears, owner: alice}
  - {id: g2, card: Grizzly Bears, owner: alice}
  - {id: lb, card: Lightning Bolt, owner: alice}
hand:
  - {id: pm, card: Piper's Melody, owner: alice}
""", ["Piper's Melody"], ["alice: cast pm"])
    _step_until(g, "target")
    assert _choices(g) == {"g1", "g2"}
    run_script(g, ["alice: target g1", "alice: target g2"], "<test>")
    for _ in range(6):
        if not any(a.kind == "target" for a in g.legal_actions()):
            break
        run_script(g, [f"alice: {'no_target' if 'no_target' in [str(a) for a in g.legal_actions()] else 'done'}"], "<test>")
    run_script(g, ["alice: autopay", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("g1").zone == "library" and g.obj("g2").zone == "library" and g.obj("lb").zone == "graveyard"
    assert len(g.s.library["alice"]) == 5


def test_701_20a_repopulate_shuffles_the_target_players_creature_cards_into_their_library():
    """404.1, 701.20a: "Shuffle all creature cards from target player's graveyard into that
    player's library." -- bob's two creature cards go into bob's library (now four cards); his
    Lightning Bolt and alice's Grizzly Bears stay in the graveyards."""
    assert fully_compiled("Repopulate")
    g = play(head() + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
graveyard:
  - {id: b1, card: Grizzly Bears, owner: bob}
  - {id: b2, card: Serra Angel, owner: bob}
  - {id: b3, card: Lightning Bolt, owner: bob}
  - {id: a1, card: Grizzly Bears, owner: alice}
hand:
  - {id: rp, card: Repopulate, owner: alice}
""", ["Repopulate"], ["alice: cast rp target=bob", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("b1").zone == "library" and g.obj("b2").zone == "library" and len(g.s.library["bob"]) == 4
    assert g.obj("b3").zone == "graveyard" and g.obj("a1").zone == "graveyard"


def test_401_4_conjurers_bauble_puts_the_target_card_on_the_bottom_of_the_library():
    """401.4, 115.1: "Put up to one target card from your graveyard on the bottom of your library.
    Draw a card." -- alice's Lightning Bolt goes to the bottom; she draws her top card (la1), not
    the Bolt."""
    assert fully_compiled("Conjurer's Bauble")
    g = play(head() + """
battlefield:
  - {id: cb, card: Conjurer's Bauble, controller: alice}
graveyard:
  - {id: lb, card: Lightning Bolt, owner: alice}
""", ["Conjurer's Bauble"], ["alice: activate cb 1", "alice: target lb", "alice: pass", "bob: pass"])
    assert g.s.library["alice"][-1] == "lb" and g.obj("la1").zone == "hand"


# ------------------------------------------------------------------ every graveyard (404.1, 110.2a)
def test_110_2a_open_the_vaults_returns_each_card_under_its_owners_control():
    """400.6, 110.2a: "Return all artifact and enchantment cards from all graveyards to the
    battlefield under their owners' control." -- alice's and bob's Ornithopters return at once,
    each under its owner's control; bob's Grizzly Bears card stays."""
    assert fully_compiled("Open the Vaults")
    g = play(head() + """
battlefield:
""" + permanents("Plains", ["p1", "p2", "p3", "p4", "p5", "p6"]) + """graveyard:
  - {id: ao, card: Ornithopter, owner: alice}
  - {id: bo, card: Ornithopter, owner: bob}
  - {id: bg, card: Grizzly Bears, owner: bob}
hand:
  - {id: ov, card: Open the Vaults, owner: alice}
""", ["Open the Vaults"], ["alice: cast ov", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("ao").zone == "battlefield" and g.ch("ao").controller == "alice"
    assert g.obj("bo").zone == "battlefield" and g.ch("bo").controller == "bob"
    assert g.obj("bg").zone == "graveyard"


def test_607_2a_wormfang_behemoth_exiles_the_hand_and_returns_those_cards_when_it_leaves():
    """406.2, 607.2a: "When this creature enters, exile all cards from your hand. When this
    creature leaves the battlefield, return the exiled cards to their owner's hand." -- alice's two
    cards in hand are exiled; when bob's Boomerang returns the Behemoth to her hand, they come back
    with it (the cards its first ability exiled)."""
    assert fully_compiled("Wormfang Behemoth")
    g = play(head() + """
battlefield:
""" + permanents("Island", ["i1", "i2", "i3", "i4", "i5"]) + permanents("Island", ["j1", "j2"], "bob") + """hand:
  - {id: wb, card: Wormfang Behemoth, owner: alice}
  - {id: h1, card: Grizzly Bears, owner: alice}
  - {id: h2, card: Lightning Bolt, owner: alice}
  - {id: bm, card: Boomerang, owner: bob}
""", ["Wormfang Behemoth", "Boomerang"], ["alice: cast wb", "alice: autopay", "alice: pass", "bob: pass"])
    _step_until(g, "priority")
    while g.s.stack:
        run_script(g, [f"{g.decision.player}: pass"], "<test>")
    assert g.obj("wb").zone == "battlefield" and g.obj("h1").zone == "exile" and g.obj("h2").zone == "exile"
    run_script(g, ["alice: pass", "bob: cast bm target=wb", "bob: autopay", "bob: pass", "alice: pass"], "<test>")
    while g.s.stack:
        run_script(g, [f"{g.decision.player}: pass"], "<test>")
    assert g.obj("wb").zone == "hand" and g.obj("h1").zone == "hand" and g.obj("h2").zone == "hand"


# ------------------------------------------------------------------ "of their choice with mana value ..." (701.17a)
def test_701_17a_exile_into_darkness_bob_may_sacrifice_only_a_creature_with_mana_value_3_or_less():
    """701.17a, 202.3: "Target player sacrifices a creature of their choice with mana value 3 or
    less." -- bob controls Serra Angel (5) and Grizzly Bears (2): only the Bears can be chosen; the
    Angel stays."""
    assert fully_compiled("Exile into Darkness")
    g = play(head() + """
battlefield:
""" + permanents("Swamp", ["s1", "s2", "s3", "s4", "s5"]) + permanents("Serra Angel", ["sa"], "bob")
             + permanents("Grizzly Bears", ["gb"], "bob") + """hand:
  - {id: ed, card: Exile into Darkness, owner: alice}
""", ["Exile into Darkness"], ["alice: cast ed target=bob", "alice: autopay", "alice: pass", "bob: pass"])
    while g.decision is not None and g.decision.kind != "priority":
        assert _choices(g) <= {"gb"}
        run_script(g, [f"{g.decision.player}: {g.legal_actions()[0]}"], "<test>")
    assert g.obj("gb").zone == "graveyard" and g.obj("sa").zone == "battlefield"


def test_404_2_nurgles_conscription_that_players_graveyard_is_the_target_cards_owners():
    """110.2a, 404.2, 608.2c: "Put target creature card from an opponent's graveyard onto the
    battlefield tapped under your control, then exile that player's graveyard." -- bob's Grizzly
    Bears card enters tapped under alice's control; then bob's graveyard (his Lightning Bolt) is
    exiled, alice's own graveyard untouched."""
    assert fully_compiled("Nurgle's Conscription")
    g = play(head() + """
battlefield:
""" + permanents("Swamp", ["s1", "s2", "s3", "s4", "s5", "s6", "s7"]) + """graveyard:
  - {id: bg, card: Grizzly Bears, owner: bob}
  - {id: lb, card: Lightning Bolt, owner: bob}
  - {id: al, card: Lightning Bolt, owner: alice}
hand:
  - {id: nc, card: Nurgle's Conscription, owner: alice}
""", ["Nurgle's Conscription"], ["alice: cast nc target=bg", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("bg").zone == "battlefield" and g.ch("bg").controller == "alice" and g.obj("bg").tapped
    assert g.obj("lb").zone == "exile" and g.obj("al").zone == "graveyard"


# ------------------------------------------------------------------ "if a creature card is exiled this way" (608.2h)
def _pests(g) -> int:
    return sum(1 for o in g.s.objects.values() if o.token and o.zone == "battlefield" and g.ch(o.id).name == "Pest")


def test_608_2h_feral_appetite_makes_a_pest_only_when_a_creature_card_is_exiled():
    """608.2h: "Exile target card from a graveyard. If a creature card is exiled this way, create a
    1/1 black and green Pest creature token ..." -- exiling bob's Lightning Bolt makes no Pest;
    exiling his Grizzly Bears card makes one."""
    assert fully_compiled("Feral Appetite")
    g = play(head() + """
battlefield:
  - {id: fa, card: Feral Appetite, controller: alice}
""" + permanents("Forest", ["f1", "f2", "f3", "f4"]) + """graveyard:
  - {id: lb, card: Lightning Bolt, owner: bob}
  - {id: gb, card: Grizzly Bears, owner: bob}
""", ["Feral Appetite"], ["alice: activate fa 2 target=lb", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("lb").zone == "exile" and _pests(g) == 0
    run_script(g, ["alice: activate fa 2 target=gb", "alice: autopay", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("gb").zone == "exile" and _pests(g) == 1
