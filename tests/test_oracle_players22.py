"""Instructions about players, hands, libraries and graveyards (101.4, 121, 401, 402, 404, 406, 701):
a card chosen from a graveyard as the instruction is followed ("return a creature card from your
graveyard to your hand", 608.2d), ... Each test plays real cards compiled from their Oracle text; the
expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, permanents, play


def _churn(library: list[str], graveyard: str, script: list[str]):
    return play(head(alice=library) + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3"])
                + "hand:\n  - {id: cc, card: Corpse Churn, owner: alice}\n" + graveyard,
                ["Corpse Churn"], ["alice: cast cc", "alice: pass", "bob: pass"] + script)


def test_608_2d_corpse_churn_returns_a_creature_card_milled_by_the_same_spell():
    """608.2c-d: "Mill three cards, then you may return a creature card from your graveyard to
    your hand." -- the card isn't a target (115.1): it is chosen as that instruction is followed,
    after the mill, so the Grizzly Bears just milled can be returned."""
    assert fully_compiled("Corpse Churn")
    g = _churn(["Grizzly Bears", "Plains", "Plains", "Plains"], "", ["alice: yes", "alice: choose la1"])
    assert g.obj("la1").zone == "hand"
    assert g.obj("la2").zone == "graveyard" and g.obj("la3").zone == "graveyard"
    assert g.obj("la4").zone == "library"


def test_608_2d_corpse_churn_declined_returns_nothing():
    """608.2d: "you may": alice declines, and the milled Grizzly Bears stays in her graveyard."""
    g = _churn(["Grizzly Bears", "Plains", "Plains"], "", ["alice: no"])
    assert g.obj("la1").zone == "graveyard"


def test_608_2d_only_a_card_of_the_stated_kind_can_be_chosen():
    """608.2d: the choice is among creature cards in alice's graveyard: milled Plains aren't
    offered, and her own Grizzly Bears from before is."""
    g = _churn(["Plains", "Plains", "Plains"], "graveyard:\n  - {id: gb, card: Grizzly Bears, owner: alice}\n",
               ["alice: yes"])
    opts = {str(a) for a in g.decision.options}
    assert any("gb" in o for o in opts) and not any("la1" in o for o in opts)


def test_608_2d_harvest_wurm_is_sacrificed_without_a_basic_land_card_to_return():
    """608.2d, 118.12: "sacrifice it unless you return a basic land card from your graveyard to
    your hand" -- with no basic land card in alice's graveyard she can't return one: the Wurm is
    sacrificed; with a Forest there, she returns it and keeps the Wurm."""
    assert fully_compiled("Harvest Wurm")
    board = head() + "battlefield:\n" + permanents("Forest", ["f1", "f2"]) + \
        "hand:\n  - {id: hw, card: Harvest Wurm, owner: alice}\n"
    g = play(board, ["Harvest Wurm"], ["alice: cast hw", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                                        "alice: yes"])
    assert g.obj("hw").zone == "graveyard"
    g = play(board + "graveyard:\n  - {id: gf, card: Forest, owner: alice}\n", ["Harvest Wurm"],
             ["alice: cast hw", "alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: yes",
              "alice: choose gf"])
    assert g.obj("gf").zone == "hand" and g.obj("hw").zone == "battlefield"


def _oust(bob_library: int):
    return play(head(bob=bob_library) + "battlefield:\n" + permanents("Plains", ["p1"])
                + permanents("Grizzly Bears", ["gb"], "bob") + "hand:\n  - {id: o, card: Oust, owner: alice}\n",
                ["Oust"], ["alice: cast o target=gb", "alice: pass", "bob: pass"])


def test_401_7_oust_puts_the_creature_second_from_the_top():
    """401.7 (a library with enough cards): "Put target creature into its owner's library second
    from the top. Its controller gains 3 life." -- the Bears go under bob's top card; bob gains 3."""
    assert fully_compiled("Oust")
    g = _oust(3)
    assert g.s.library["bob"][:2] == ["lb1", "gb"] and g.s.players["bob"].life == 23


def test_401_7_nth_from_the_top_of_a_short_library_is_the_bottom():
    """401.7: bob's library is empty (fewer than two cards): the Bears are put on its bottom -- the
    only card there."""
    g = _oust(0)
    assert g.s.library["bob"] == ["gb"]


def test_701_20a_oblation_owner_shuffles_it_in_then_draws_two():
    """701.20a, 121.1: "The owner of target nonland permanent shuffles it into their library, then
    draws two cards." -- bob owns the Bears: they go into bob's library, and bob (the subject of
    both clauses) draws two cards; alice draws none."""
    assert fully_compiled("Oblation")
    g = play(head(bob=3) + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3"])
             + permanents("Grizzly Bears", ["gb"], "bob") + "hand:\n  - {id: o, card: Oblation, owner: alice}\n",
             ["Oblation"], ["alice: cast o target=gb", "alice: pass", "bob: pass"])
    assert len(g.s.library["bob"]) == 2 and len(g.zone_ids("hand", "bob")) == 2
    assert "gb" in g.s.library["bob"] + g.zone_ids("hand", "bob")
    assert len(g.s.library["alice"]) == 3


def test_101_4_secret_rendezvous_you_and_target_opponent_each_draw_three():
    """101.4, 121.1: "You and target opponent each draw three cards." -- alice and bob (the target)
    each draw three cards."""
    assert fully_compiled("Secret Rendezvous")
    g = play(head(alice=4, bob=4) + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3"])
             + "hand:\n  - {id: sr, card: Secret Rendezvous, owner: alice}\n",
             ["Secret Rendezvous"], ["alice: cast sr target=bob", "alice: pass", "bob: pass"])
    assert len(g.s.library["alice"]) == 1 and len(g.s.library["bob"]) == 1
    assert len(g.zone_ids("hand", "bob")) == 3


def test_111_2_bloodroot_apothecary_gives_each_player_a_treasure_they_control():
    """101.4, 111.2: "When this creature enters, you and target opponent each create a Treasure
    token." -- one Treasure each, each under the control of the player who created it."""
    assert fully_compiled("Bloodroot Apothecary")
    g = play(head() + "battlefield:\n" + permanents("Forest", ["s1", "s2", "s3"])
             + "hand:\n  - {id: ba, card: Bloodroot Apothecary, owner: alice}\n",
             ["Bloodroot Apothecary"], ["alice: cast ba", "alice: pass", "bob: pass", "alice: target bob",
                                        "alice: pass", "bob: pass"])
    treasures = [o for o in g.battlefield() if g.ch(o).name == "Treasure"]
    assert sorted(g.ch(o).controller for o in treasures) == ["alice", "bob"]


def _charge(alice: list[str], bob: list[str]):
    return play(head(alice=alice, bob=bob) + "battlefield:\n" + permanents("Forest", ["f1", "f2", "f3", "f4", "f5"])
                + "hand:\n  - {id: sc, card: Selvala's Charge, owner: alice}\n",
                ["Selvala's Charge"], ["alice: cast sc", "alice: pass", "bob: pass"])


def test_701_16a_parley_counts_the_nonland_cards_revealed():
    """701.16a, 608.2h: Selvala's Charge -- "Each player reveals the top card of their library. For
    each nonland card revealed this way, you create a 3/3 green Elephant creature token. Then each
    player draws a card." Alice reveals Grizzly Bears, bob a Forest: one Elephant; then each draws
    the card they revealed (revealing doesn't move it)."""
    assert fully_compiled("Selvala's Charge")
    g = _charge(["Grizzly Bears", "Plains"], ["Forest", "Forest"])
    assert len([o for o in g.battlefield() if g.ch(o).name == "Elephant"]) == 1
    assert g.obj("la1").zone == "hand" and g.obj("lb1").zone == "hand"


def test_701_16a_parley_two_nonland_cards_two_elephants():
    """608.2h: both players reveal a nonland card: two Elephants for alice (none for bob)."""
    g = _charge(["Grizzly Bears"], ["Lightning Bolt"])
    elephants = [o for o in g.battlefield() if g.ch(o).name == "Elephant"]
    assert len(elephants) == 2 and all(g.ch(o).controller == "alice" for o in elephants)


def test_parley_with_it_after_the_reveal_stays_unsupported():
    """701.16a, 608.2c: "defending player reveals the top card of their library. If it's a land
    card, that player puts it into their hand" (Goblin Guide) names the revealed card with "it":
    the compiler doesn't say that, and the card stays not fully compiled rather than guessing."""
    assert not fully_compiled("Goblin Guide")


def test_701_16a_ignite_memories_damage_equal_to_the_revealed_cards_mana_value():
    """701.16a, 608.2h: "Target player reveals a card at random from their hand. Ignite Memories
    deals damage to that player equal to that card's mana value." -- bob's only card is Serra Angel
    (mana value 5): bob takes 5 damage, and the Angel stays in his hand (revealing doesn't move it).
    (Its storm trigger, with no spell cast before it, resolves first: 702.40a.)"""
    assert fully_compiled("Ignite Memories")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3", "m4", "m5"])
             + "hand:\n  - {id: im, card: Ignite Memories, owner: alice}\n  - {id: sa, card: Serra Angel, owner: bob}\n",
             ["Ignite Memories"], ["alice: cast im target=bob", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 15 and g.obj("sa").zone == "hand"


def test_701_16a_an_empty_hand_reveals_nothing():
    """701.16a, 107.1: bob has no cards in hand: nothing is revealed, and the damage is 0."""
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3", "m4", "m5"])
             + "hand:\n  - {id: im, card: Ignite Memories, owner: alice}\n",
             ["Ignite Memories"], ["alice: cast im target=bob", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 20


def test_608_2d_surreal_memoir_returns_one_instant_card_at_random():
    """608.2d: "Return an instant card at random from your graveyard to your hand." -- with two
    instant cards and a creature card in alice's graveyard, exactly one of the instants returns
    (chosen at random, not by alice), the creature card never."""
    assert fully_compiled("Surreal Memoir")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3", "m4"])
             + "hand:\n  - {id: sm, card: Surreal Memoir, owner: alice}\n"
             + "graveyard:\n  - {id: b1, card: Lightning Bolt, owner: alice}\n  - {id: b2, card: Shock, owner: alice}\n"
             + "  - {id: gb, card: Grizzly Bears, owner: alice}\n",
             ["Surreal Memoir"], ["alice: cast sm", "alice: pass", "bob: pass"])
    assert sorted(g.obj(x).zone for x in ("b1", "b2")) == ["graveyard", "hand"]
    assert g.obj("gb").zone == "graveyard"


def _plea(votes: list[str]):
    return play(head(alice=4) + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4", "i5"])
                + "hand:\n  - {id: pp, card: Plea for Power, owner: alice}\n",
                ["Plea for Power"], ["alice: cast pp", "alice: pass", "bob: pass"] + votes)


def test_701_32a_plea_for_power_a_tied_vote_draws_three():
    """701.32a: "Starting with you, each player votes for time or knowledge. If time gets more
    votes, take an extra turn after this one. If knowledge gets more votes or the vote is tied, draw
    three cards." -- alice votes time, then bob knowledge: tied, alice draws three, no extra turn."""
    assert fully_compiled("Plea for Power")
    g = _plea(["alice: choose time", "bob: choose knowledge"])
    assert len(g.s.library["alice"]) == 1 and not g.s.extra_turns


def test_701_32a_plea_for_power_time_with_more_votes_takes_an_extra_turn():
    """701.32a, 500.7: both vote time: alice takes an extra turn and draws nothing."""
    g = _plea(["alice: choose time", "bob: choose time"])
    assert len(g.s.library["alice"]) == 4 and g.s.extra_turns


def test_701_32a_the_vote_starts_with_the_controller():
    """701.32a: "starting with you": alice (the spell's controller) is asked first, then bob."""
    g = _plea([])
    assert g.decision.player == "alice" and g.decision.rule == "701.32a"
    from pyengine.game.players import run_script
    run_script(g, ["alice: choose time"], "<test>")
    assert g.decision.player == "bob" and g.decision.rule == "701.32a"


def test_701_32a_lieutenants_of_the_guard_counts_each_choices_votes():
    """701.32a, 608.2h: council's dilemma -- "Put a +1/+1 counter on this creature for each
    strength vote and create a 1/1 white Soldier creature token for each numbers vote." alice
    votes strength, bob numbers: one counter and one Soldier."""
    assert fully_compiled("Lieutenants of the Guard")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3"])
             + permanents("Plains", ["p4", "p5"]) + "hand:\n  - {id: lg, card: Lieutenants of the Guard, owner: alice}\n",
             ["Lieutenants of the Guard"], ["alice: cast lg", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                                            "alice: choose strength", "bob: choose numbers"])
    from oracle_helpers import counters
    assert counters(g, "lg") == 1
    assert len([o for o in g.battlefield() if g.ch(o).name == "Soldier"]) == 1


def test_608_2c_that_player_in_a_spell_is_the_targets_controller():
    """608.2c, 608.2h: Suspended Sentence -- "Destroy target creature an opponent controls. That
    player loses 3 life." -- "that player" is the destroyed creature's controller (bob), not a
    trigger's player (a spell has none): bob loses 3 life."""
    assert fully_compiled("Suspended Sentence")
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3", "s4"])
             + permanents("Grizzly Bears", ["gb"], "bob")
             + "hand:\n  - {id: ss, card: Suspended Sentence, owner: alice}\n",
             ["Suspended Sentence"], ["alice: cast ss target=gb", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "graveyard" and g.s.players["bob"].life == 17


def test_that_player_naming_no_target_player_stays_unsupported():
    """608.2c: Recoil's "Return target permanent to its owner's hand. Then that player discards a
    card." -- "that player" (the owner) names no target player or controller the compiler can say:
    the card stays not fully compiled rather than discarding for nobody."""
    assert not fully_compiled("Recoil")


def test_400_3_pulse_of_murasa_returns_a_card_to_its_owners_hand():
    """400.3, 608.2c: "Return target creature or land card from a graveyard to its owner's hand.
    You gain 6 life." -- bob's Grizzly Bears card goes from bob's graveyard to bob's hand."""
    assert fully_compiled("Pulse of Murasa")
    g = play(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2", "f3"])
             + "hand:\n  - {id: pm, card: Pulse of Murasa, owner: alice}\n"
             + "graveyard:\n  - {id: gb, card: Grizzly Bears, owner: bob}\n",
             ["Pulse of Murasa"], ["alice: cast pm target=gb", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "hand" and "gb" in g.zone_ids("hand", "bob") and g.s.players["alice"].life == 26


def _prophecy(hand: str, script: list[str]):
    return play(head(alice=["Island", "Island"]) + "battlefield:\n" + permanents("Mountain", ["m1", "m2"])
                + permanents("Grizzly Bears", ["gb"], "bob")
                + "hand:\n  - {id: fp, card: Fire Prophecy, owner: alice}\n" + hand,
                ["Fire Prophecy"], ["alice: cast fp target=gb", "alice: pass", "bob: pass", "alice: yes"] + script)


def test_401_4_fire_prophecy_puts_a_card_on_the_bottom_then_draws():
    """401.4, 608.2d: "You may put a card from your hand on the bottom of your library. If you do,
    draw a card." -- alice's Plains goes to the bottom of her library, then she draws the top one."""
    assert fully_compiled("Fire Prophecy")
    g = _prophecy("  - {id: pl, card: Plains, owner: alice}\n", ["alice: choose pl"])
    assert g.s.library["alice"][-1] == "pl" and g.obj("la1").zone == "hand"


def test_608_2d_fire_prophecy_with_an_empty_hand_draws_nothing():
    """608.2d: with no card in hand alice puts nothing on the bottom, so "if you do" is false: no
    draw (even though the damage was dealt)."""
    g = _prophecy("", [])
    assert g.obj("gb").zone == "graveyard" and g.obj("la1").zone == "library"
