"""Library and exile instructions: several cards put on top of a library at once (401.4: their
owner orders them), "you may play that card" after an "if you do" that exiled it (601.3, 608.2h),
and Carth the Lion (606.4, 606.5: an additional loyalty cost; 603.2: "enters or a planeswalker you
control dies"). Each test plays real cards compiled from their Oracle text; the expected answer
comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, life, pass_until, permanents, play
from pyengine.game.players import run_script

_GY = ("graveyard:\n  - {id: g1, card: Grizzly Bears, owner: alice}\n  - {id: g2, card: Hill Giant, owner: alice}\n"
       "  - {id: g3, card: Plains, owner: alice}\n")


def _harvest(card: str, targets: str, more: tuple[str, ...] = ()):
    return play(head(alice=2) + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3"]) + _GY
                + f"hand:\n  - {{id: bh, card: {card}, owner: alice}}\n", [card],
                [f"alice: cast bh target={targets}", *more, "alice: pass", "bob: pass"])


def test_401_4_bone_harvest_owner_orders_the_cards_put_on_top():
    """401.4: "If an effect puts two or more cards in a specific position in a library at the same
    time, the owner of those cards may arrange them in any order." -- Bone Harvest puts the Bears
    and the Giant on top of alice's library; alice chooses the Giant first: it ends up on top."""
    assert fully_compiled("Bone Harvest")
    g = _harvest("Bone Harvest", "g1,g2")
    assert g.decision.kind == "order" and g.decision.player == "alice" and g.decision.rule == "401.4"
    run_script(g, ["alice: first g2"], "<test>")
    assert g.s.library["alice"][:4] == ["g2", "g1", "la1", "la2"]


def test_401_4_bone_harvest_the_other_order():
    """401.4: any order is possible -- choosing the Bears first puts the Bears on top, the Giant
    just below them; the Plains left in the graveyard wasn't targeted (115.1)."""
    g = _harvest("Bone Harvest", "g1,g2")
    run_script(g, ["alice: first g1"], "<test>")
    assert g.s.library["alice"][:2] == ["g1", "g2"] and g.obj("g3").zone == "graveyard"


def test_401_4_one_target_needs_no_order():
    """401.4: with a single card there is nothing to arrange -- Gravepurge with one target puts it
    on top of alice's library without a question -- and its "Draw a card" then draws it (121.1)."""
    assert fully_compiled("Gravepurge")
    g = _harvest("Gravepurge", "g2", ("alice: no_target",))
    # (then Gravepurge's "Draw a card." draws that very card, 121.1)
    assert g.decision.kind != "order" and g.obj("g2").zone == "hand" and g.s.library["alice"][0] == "la1"


def test_608_2b_reinforcements_an_illegal_target_is_not_put_back():
    """608.2b: Reinforcements targets the Bears and the Giant; the Bears leave the graveyard in
    response (exiled: a new object, 400.7), so only the Giant is put on top -- with one card left
    there is nothing to order (401.4)."""
    assert fully_compiled("Reinforcements")
    g = play(head(alice=2) + "battlefield:\n" + permanents("Plains", ["p1"]) + _GY
             + "hand:\n  - {id: rf, card: Reinforcements, owner: alice}\n"
             + "  - {id: sw, card: Scrabbling Claws, owner: bob}\n", ["Reinforcements"],
             ["alice: cast rf target=g1,g2", "alice: pass"])
    g.obj("g1")            # (still there when cast)
    from pyengine.events import Event
    g.perform([Event("zone_change", obj="g1", from_zone="graveyard", to_zone="exile", what="exile")])
    run_script(g, ["bob: pass"], "<test>")
    assert g.decision.kind != "order"
    assert g.s.library["alice"][0] == "g2" and g.obj("g1").zone == "exile"


_REDCAP = ("battlefield:\n" + permanents("Redcap Gutter-Dweller", ["rc"]) + permanents("Grizzly Bears", ["gb"]))


def test_601_3_redcap_sacrifice_exiles_and_lets_alice_play_the_card():
    """608.2d, 601.3, 116.2a: "you may sacrifice another creature. If you do, put a +1/+1 counter on
    this creature and exile the top card of your library. You may play that card this turn." --
    alice sacrifices the Bears: a counter, her top card (a Forest) exiled, and she may play it."""
    assert fully_compiled("Redcap Gutter-Dweller")
    g = play(head("upkeep", alice=["Forest", "Plains"]) + _REDCAP, ["Redcap Gutter-Dweller"],
             ["alice: pass", "bob: pass", "alice: yes", "alice: sacrifice gb"])
    assert g.obj("gb").zone == "graveyard" and counters(g, "rc") == 1 and g.obj("la1").zone == "exile"
    pass_until(g, "alice", "precombat_main")
    assert "play la1" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: play la1"], "<test>")
    assert g.obj("la1").zone == "battlefield"


def test_601_3_redcap_declining_exiles_nothing():
    """608.2d: alice doesn't sacrifice: no counter, no card exiled -- and no card she may play."""
    g = play(head("upkeep", alice=["Forest", "Plains"]) + _REDCAP, ["Redcap Gutter-Dweller"],
             ["alice: pass", "bob: pass", "alice: no"])
    pass_until(g, "alice", "precombat_main")
    # (the Forest stayed on top: alice drew it in her draw step, 504.1)
    assert counters(g, "rc") == 0 and g.obj("la1").zone == "hand" and g.obj("gb").zone == "battlefield"
    assert not any(g.obj(c).zone == "exile" for c in ("la1", "la2"))


def test_611_2a_redcap_permission_ends_with_the_turn():
    """611.2a, 601.3: "You may play that card this turn" -- the permission for the exiled Forest
    lasts this turn only: by bob's turn alice may no longer play it, and it stays in exile."""
    from pyengine.game import permissions
    g = play(head("upkeep", alice=["Forest", "Plains", "Plains"], bob=4) + _REDCAP, ["Redcap Gutter-Dweller"],
             ["alice: pass", "bob: pass", "alice: yes", "alice: sacrifice gb"])
    assert g.obj("la1").zone == "exile" and permissions.allowed(g, "la1", "alice")
    pass_until(g, "bob", "precombat_main")
    assert not permissions.allowed(g, "la1", "alice") and g.obj("la1").zone == "exile"


def _carth(loyalty: int, extra: str = ""):
    return play(head(alice=["Plains"] * 3 + ["Domri Rade"] + ["Plains"] * 4)
                + "battlefield:\n" + extra
                + f"  - {{id: ch, card: 'Chandra, Novice Pyromancer', controller: alice, counters: {{loyalty: {loyalty}}}}}\n"
                + permanents("Grizzly Bears", ["gb"], "bob"),
                ["Carth the Lion", "Chandra, Novice Pyromancer", "Domri Rade"], [])


def test_606_5_carth_adds_one_to_a_plus_one_ability():
    """606.4, 606.5 (the Carth the Lion example): "cost an additional [+1]" combines with [+1]
    into one cost: Chandra's [+1] puts two loyalty counters on her (3 -> 5)."""
    assert fully_compiled("Carth the Lion")
    g = _carth(3, permanents("Carth the Lion", ["ca"]))
    run_script(g, ["alice: activate ch 1"], "<test>")
    assert counters(g, "ch", "loyalty") == 5


def test_606_5_without_carth_the_cost_is_as_printed():
    """606.4: without Carth, Chandra's [+1] puts one loyalty counter on her (3 -> 4)."""
    g = _carth(3)
    run_script(g, ["alice: activate ch 1"], "<test>")
    assert counters(g, "ch", "loyalty") == 4


def test_606_6_carth_lets_a_minus_two_be_paid_with_one_counter():
    """606.5, 606.6: with Carth, Chandra's [−2] costs [−1]: with a single loyalty counter she can
    activate it (without Carth she couldn't, 606.6), and removes only one counter."""
    g = _carth(1)
    assert "activate ch 3" not in [str(a) for a in g.legal_actions()]
    g = _carth(1, permanents("Carth the Lion", ["ca"]))
    assert "activate ch 3" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: activate ch 3 target=gb"], "<test>")
    assert g.obj("ch").zone != "battlefield" or counters(g, "ch", "loyalty") == 0


def test_603_2_carth_triggers_when_a_planeswalker_you_control_dies():
    """603.2, 704.5i, 113.7a: paying [−2] as [−1] leaves Chandra at 0 loyalty: she is put into the
    graveyard as alice would receive priority, before her ability resolves. Carth's "or a
    planeswalker you control dies" triggers and goes on the stack above that ability (603.3):
    alice looks at her top seven cards and puts the planeswalker card (Domri Rade) into her hand;
    then Chandra's ability still resolves (113.7a) and deals 2 damage to the Bears."""
    g = _carth(1, permanents("Carth the Lion", ["ca"]))
    run_script(g, ["alice: activate ch 3 target=gb", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("ch").zone == "graveyard" and g.obj("gb").zone == "battlefield"
    assert g.decision.kind == "search" and "find la4" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: find la4", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("la4").zone == "hand" and g.obj("gb").zone == "graveyard"


_FOF_LIB = ["Plains", "Island", "Forest", "Swamp", "Mountain", "Plains"]


def _fact_or_fiction(players: str = "[alice, bob]", script: tuple[str, ...] = ("bob: pass",)):
    return play(head(alice=_FOF_LIB, players=players) + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4"])
                + "hand:\n  - {id: ff, card: Fact or Fiction, owner: alice}\n", ["Fact or Fiction"],
                ["alice: cast ff", "alice: pass", *script])


def test_700_3_fact_or_fiction_opponent_separates_alice_chooses():
    """700.3, 700.3a: bob separates the five revealed cards into [Plains, Forest] and [Island,
    Swamp, Mountain]; alice puts the pile she chooses into her hand, the other into her graveyard."""
    assert fully_compiled("Fact or Fiction")
    g = _fact_or_fiction()
    assert g.decision.kind == "piles" and g.decision.player == "bob"
    run_script(g, ["bob: pile la1 la3", "alice: pile la2 la4 la5"], "<test>")
    assert [g.obj(c).zone for c in ("la1", "la2", "la3", "la4", "la5")] == \
        ["graveyard", "hand", "graveyard", "hand", "hand"]
    assert g.s.library["alice"] == ["la6"]


def test_700_3c_cards_stay_in_the_library_while_separated():
    """700.3c (the Fact or Fiction example): while bob separates the revealed cards they are
    still in alice's library; every card is in exactly one pile (700.3a): bob's options are the
    16 ways to split five cards in two."""
    g = _fact_or_fiction()
    assert all(g.obj(c).zone == "library" for c in ("la1", "la2", "la3", "la4", "la5"))
    assert len(g.decision.options) == 16


def test_700_3d_a_pile_may_be_empty():
    """700.3d: "A pile can contain zero or more objects." -- bob puts all five cards in one pile;
    alice chooses the empty pile: nothing goes to her hand, all five to her graveyard."""
    g = _fact_or_fiction()
    run_script(g, ["bob: pile la1 la2 la3 la4 la5"], "<test>")
    assert "pile" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: pile"], "<test>")
    assert all(g.obj(c).zone == "graveyard" for c in ("la1", "la2", "la3", "la4", "la5"))


def test_700_3_multiplayer_alice_chooses_the_opponent_who_separates():
    """700.3, 801.5b (its example: the controller of "An opponent chooses ..." chooses the opponent
    who makes that choice): with two opponents, alice chooses carol, who then makes the piles."""
    g = _fact_or_fiction("[alice, bob, carol]", ("bob: pass", "carol: pass"))
    assert g.decision.player == "alice" and "choose carol" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: choose carol"], "<test>")
    assert g.decision.kind == "piles" and g.decision.player == "carol"


def _ark(library: list[str], extra: str = ""):
    return play(head(alice=library) + "battlefield:\n" + permanents("Ark of Hunger", ["ark", "ark2"])
                + permanents("Mountain", ["m1"]) + extra, ["Ark of Hunger"],
                ["alice: activate ark 2", "alice: pass", "bob: pass"])


def test_601_3_ark_of_hunger_plays_the_milled_land_from_the_graveyard():
    """701.13a, 601.3, 116.2a (305.1): "Mill a card. You may play that card this turn." -- the milled
    Forest may be played from alice's graveyard (her land play for the turn); the card leaving her
    graveyard triggers both Arks ("Whenever one or more cards leave your graveyard"): bob loses 2."""
    assert fully_compiled("Ark of Hunger")
    g = _ark(["Forest", "Plains"])
    assert g.obj("la1").zone == "graveyard" and "play la1" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: play la1", "alice: pass", "bob: pass", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("la1").zone == "battlefield" and life(g, "bob") == 18


def test_601_3_ark_of_hunger_casts_the_milled_spell_paying_its_cost():
    """601.3, 601.2f, 601.2a: the milled Lightning Bolt may be cast from the graveyard, its mana cost ({R})
    paid: it deals 3 damage to bob's Grizzly Bears, which die (704.5g); the card leaving alice's graveyard
    as it's cast triggers both Arks."""
    g = _ark(["Lightning Bolt", "Plains"], permanents("Grizzly Bears", ["gb"], "bob"))
    assert "cast la1 permission" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: cast la1 permission target=gb", "alice: autopay"], "<test>")
    assert g.obj("m1").tapped and g.obj("la1").zone == "stack"
    while g.obj("la1").zone == "stack":
        run_script(g, [f"{g.decision.player}: pass"], "<test>")
    assert g.obj("gb").zone == "graveyard" and g.obj("la1").zone == "graveyard"
    # 601.2a: the Bolt left alice's graveyard as it was cast -- both Arks triggered: bob lost 2
    assert life(g, "bob") == 18


def test_611_2a_ark_of_hunger_permission_ends_with_the_turn():
    """611.2a: "this turn" -- on alice's next turn the milled Forest, still in her graveyard, can't
    be played any more."""
    g = _ark(["Forest", "Plains", "Plains", "Plains"])
    pass_until(g, "bob", "precombat_main")
    pass_until(g, "alice", "precombat_main")
    assert g.obj("la1").zone == "graveyard" and "play la1" not in [str(a) for a in g.legal_actions()]


def _savvy():
    return play(head(alice=3) + "battlefield:\n" + permanents("Forest", ["f1", "f2", "f3", "f4", "f5", "f6"])
                + "graveyard:\n  - {id: gb, card: Grizzly Bears, owner: alice}\n"
                + "hand:\n  - {id: st, card: Savvy Trader, owner: alice}\n", ["Savvy Trader"],
                ["alice: cast st", "alice: autopay", "alice: pass", "bob: pass", "alice: target gb",
                 "alice: pass", "bob: pass"])


def test_601_3_savvy_trader_may_play_the_exiled_target_card():
    """601.3, 608.2c: "exile target permanent card from your graveyard. You may play that card for
    as long as it remains exiled." -- the Bears, exiled by the trigger, are cast from exile; Savvy
    Trader's "Spells you cast from anywhere other than your hand cost {1} less" (601.2f) makes them
    cost {G}: one Forest of the two left untapped pays it."""
    assert fully_compiled("Savvy Trader")
    g = _savvy()
    assert g.obj("gb").zone == "exile" and "cast gb permission" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: cast gb permission", "alice: autopay", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("gb").zone == "battlefield" and [g.obj(f).tapped for f in ("f5", "f6")].count(True) == 1


def test_611_2b_savvy_trader_permission_lasts_while_the_card_remains_exiled():
    """611.2b, 601.3: "for as long as it remains exiled" -- on alice's next turn she may still cast
    the exiled Bears."""
    g = _savvy()
    pass_until(g, "bob", "precombat_main")
    pass_until(g, "alice", "precombat_main")
    assert g.obj("gb").zone == "exile" and "cast gb permission" in [str(a) for a in g.legal_actions()]


def test_601_3_fiend_of_the_shadows_plays_the_card_the_player_exiled():
    """406.2, 608.2h, 601.3: "that player exiles a card from their hand. You may play that card
    for as long as it remains exiled." -- bob chooses his Forest and exiles it; in her second main
    phase alice may play it (116.2a: her land play), and she controls it (110.2)."""
    assert fully_compiled("Fiend of the Shadows")
    g = play(head("declare_attackers") + "battlefield:\n" + permanents("Fiend of the Shadows", ["fi"])
             + "hand:\n  - {id: bf, card: Forest, owner: bob}\n  - {id: bm, card: Mountain, owner: bob}\n",
             ["Fiend of the Shadows"], ["alice: attack fi", "alice: done"])
    for _ in range(20):
        if g.decision.kind == "choose":
            break
        run_script(g, [f"{g.decision.player}: {'pass' if g.decision.kind == 'priority' else 'done'}"], "<test>")
    assert g.decision.player == "bob" and life(g, "bob") == 17
    run_script(g, ["bob: choose bf"], "<test>")
    assert g.obj("bf").zone == "exile" and g.obj("bm").zone == "hand"
    pass_until(g, "alice", "postcombat_main")
    assert "play bf" in [str(a) for a in g.legal_actions()] and "play bm" not in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: play bf"], "<test>")
    assert g.obj("bf").zone == "battlefield" and g.ch("bf").controller == "alice"
