"""Instructions about players' hands and life totals, compiled from Oracle text and played: "discard
your hand" (701.8a), "then draw that many cards" (608.2h), "life total becomes N" (119.5). Each
expected value comes from the CR rule cited."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, life, permanents, play, rules


def hand(g, p: str) -> list[str]:
    return g.zone_ids("hand", p)


def test_701_8a_wheel_of_fortune_each_player_discards_their_hand_then_draws_seven():
    """701.8a, 121.2: "Each player discards their hand, then draws seven cards." -- alice's two
    other cards and bob's three cards go to the graveyards; each then holds seven new cards."""
    assert fully_compiled("Wheel of Fortune")
    g = play(head(alice=8, bob=8) + """
battlefield:
""" + permanents("Mountain", ["m1", "m2", "m3"]) + """
hand:
  - {id: wheel, card: Wheel of Fortune, owner: alice}
  - {id: ha1, card: Island, owner: alice}
  - {id: ha2, card: Island, owner: alice}
  - {id: hb1, card: Island, owner: bob}
  - {id: hb2, card: Island, owner: bob}
  - {id: hb3, card: Island, owner: bob}
""", ["Wheel of Fortune"], ["alice: cast wheel", "alice: pass", "bob: pass"])
    assert all(g.obj(c).zone == "graveyard" for c in ("ha1", "ha2", "hb1", "hb2", "hb3"))
    assert len(hand(g, "alice")) == 7 and len(hand(g, "bob")) == 7
    assert g.obj("la8").zone == "library" and g.obj("lb8").zone == "library"


def test_608_2h_tolarian_winds_draws_as_many_cards_as_it_discarded():
    """608.2h: "Discard all the cards in your hand, then draw that many cards." -- "that many" is
    the number of cards discarded this way: three discarded, three drawn."""
    assert fully_compiled("Tolarian Winds")
    g = play(head(alice=5) + """
battlefield:
""" + permanents("Island", ["i1", "i2"]) + """
hand:
  - {id: winds, card: Tolarian Winds, owner: alice}
  - {id: h1, card: Plains, owner: alice}
  - {id: h2, card: Plains, owner: alice}
  - {id: h3, card: Plains, owner: alice}
""", ["Tolarian Winds"], ["alice: cast winds", "alice: pass", "bob: pass"])
    assert all(g.obj(c).zone == "graveyard" for c in ("h1", "h2", "h3"))
    assert sorted(hand(g, "alice")) == ["la1", "la2", "la3"]


def test_119_5_blessed_wind_sets_a_life_total_by_gaining_the_difference():
    """119.5: an effect that sets a life total makes the player gain or lose the necessary amount
    of life. Blessed Wind on alice at 10: her life becomes 20 by gaining 10, so Ajani's
    Pridemate's "Whenever you gain life" triggers (603.2) and it gets a +1/+1 counter."""
    assert fully_compiled("Blessed Wind")
    g = play(head(players="[{id: alice, life: 10}, bob]") + """
battlefield:
""" + permanents("Plains", [f"p{i}" for i in range(9)]) + """
  - {id: mate, card: Ajani's Pridemate, controller: alice}
hand:
  - {id: wind, card: Blessed Wind, owner: alice}
""", ["Blessed Wind", "Ajani's Pridemate"], ["alice: cast wind target=alice", "alice: pass", "bob: pass",
                                             "alice: pass", "bob: pass"])
    assert life(g, "alice") == 20
    assert counters(g, "mate") == 1
    assert "119.5" in rules(g)


def test_119_5_a_life_total_set_lower_is_life_lost():
    """119.5: Blessed Wind on bob at 25: his life total becomes 20 by losing 5 life."""
    g = play(head(players="[alice, {id: bob, life: 25}]") + """
battlefield:
""" + permanents("Plains", [f"p{i}" for i in range(9)]) + """
hand:
  - {id: wind, card: Blessed Wind, owner: alice}
""", ["Blessed Wind"], ["alice: cast wind target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 20
    assert any(e.rule == "119.5" and "loses 5" in e.text for e in g.log)


def test_701_20a_timetwister_each_player_shuffles_hand_and_graveyard_then_draws_seven():
    """701.20a, 121.2: "Each player shuffles their hand and graveyard into their library, then draws
    seven cards." -- the subject of "draws" is each player: alice (hand 1 + graveyard 1 + library 6)
    and bob (hand 2 + library 6) each end with seven cards in hand and empty graveyards; alice's
    Timetwister itself goes to her graveyard afterwards (608.2n)."""
    assert fully_compiled("Timetwister")
    g = play(head(alice=6, bob=6) + """
battlefield:
""" + permanents("Island", ["i1", "i2", "i3"]) + """
hand:
  - {id: tw, card: Timetwister, owner: alice}
  - {id: ha, card: Plains, owner: alice}
  - {id: hb1, card: Plains, owner: bob}
  - {id: hb2, card: Plains, owner: bob}
graveyard:
  - {id: ga, card: Plains, owner: alice}
""", ["Timetwister"], ["alice: cast tw", "alice: pass", "bob: pass"])
    assert len(hand(g, "alice")) == 7 and len(hand(g, "bob")) == 7
    assert g.zone_ids("graveyard", "alice") == ["tw"] and g.zone_ids("graveyard", "bob") == []
    assert len(g.s.library["alice"]) == 1 and len(g.s.library["bob"]) == 1


def test_608_2c_vicious_rumors_discard_happens_in_order_while_the_spell_resolves():
    """608.2c: the instructions are followed in the order written. "Vicious Rumors deals 1 damage
    to each opponent. Each opponent discards a card, then mills a card. You gain 1 life." -- bob
    chooses the card to discard while Vicious Rumors is still on the stack, after the damage and
    before alice gains life; the milled card goes to the graveyard after the discarded one."""
    assert fully_compiled("Vicious Rumors")
    g = play(head(bob=["Island", "Forest"]) + """
battlefield:
""" + permanents("Swamp", ["s1"]) + """
hand:
  - {id: vr, card: Vicious Rumors, owner: alice}
  - {id: lions, card: Savannah Lions, owner: bob}
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Vicious Rumors"], ["alice: cast vr", "alice: pass", "bob: pass"])
    assert g.decision.kind == "discard" and g.decision.player == "bob"
    assert g.obj("vr").zone == "stack"
    assert life(g, "bob") == 19 and life(g, "alice") == 20
    from pyengine.game.players import run_script
    run_script(g, ["bob: discard lions"], "<test>")
    assert g.obj("lions").zone == "graveyard" and g.obj("bolt").zone == "hand"
    assert g.obj("lb1").zone == "graveyard"              # "then mills a card": the top card
    order = rules(g)
    assert order.index("701.8a") < order.index("701.13a")   # discarded, then milled
    assert life(g, "alice") == 21 and g.obj("vr").zone == "graveyard"


def test_101_4_delirium_skeins_each_player_chooses_in_apnap_order_then_all_discard_at_once():
    """101.4, 701.8b: "Each player discards three cards." -- the active player chooses first, then
    the other player; no card is discarded until every choice is made, and then all are discarded
    at the same time. A player with fewer cards discards the whole hand (nothing to choose)."""
    assert fully_compiled("Delirium Skeins")
    g = play(head() + """
battlefield:
""" + permanents("Swamp", ["s1", "s2", "s3"]) + """
hand:
  - {id: ds, card: Delirium Skeins, owner: alice}
  - {id: a1, card: Island, owner: alice}
  - {id: a2, card: Island, owner: alice}
  - {id: a3, card: Island, owner: alice}
  - {id: a4, card: Island, owner: alice}
  - {id: b1, card: Forest, owner: bob}
  - {id: b2, card: Forest, owner: bob}
""", ["Delirium Skeins"], ["alice: cast ds", "alice: pass", "bob: pass",
                           "alice: discard a1", "alice: discard a2", "alice: discard a3"])
    # alice has chosen; bob's two cards are his whole hand, so nothing is left to choose
    assert [g.obj(c).zone for c in ("a1", "a2", "a3", "a4")] == ["graveyard"] * 3 + ["hand"]
    assert g.obj("b1").zone == "graveyard" and g.obj("b2").zone == "graveyard"
    assert g.obj("ds").zone == "graveyard"
    discards = [e for e in g.log if e.rule == "701.8a" and "at the same time" in e.text]
    assert len(discards) == 1 and all(c in discards[0].text for c in ("Island", "Forest"))


def test_101_4_delirium_skeins_bob_chooses_after_alice_before_anything_is_discarded():
    """101.4: with three or more cards each, alice (the active player) chooses her three, then bob
    chooses his; while bob chooses, alice's chosen cards are still in her hand."""
    g = play(head() + """
battlefield:
""" + permanents("Swamp", ["s1", "s2", "s3"]) + """
hand:
  - {id: ds, card: Delirium Skeins, owner: alice}
""" + "".join(f"  - {{id: a{i}, card: Island, owner: alice}}\n" for i in range(1, 5))
        + "".join(f"  - {{id: b{i}, card: Forest, owner: bob}}\n" for i in range(1, 5)),
        ["Delirium Skeins"], ["alice: cast ds", "alice: pass", "bob: pass"])
    from pyengine.game.players import run_script
    run_script(g, ["alice: discard a1", "alice: discard a2", "alice: discard a3"], "<test>")
    assert g.decision.kind == "discard" and g.decision.player == "bob"
    assert all(g.obj(f"a{i}").zone == "hand" for i in range(1, 4))
    run_script(g, ["bob: discard b1", "bob: discard b2", "bob: discard b3"], "<test>")
    assert [g.obj(f"a{i}").zone for i in range(1, 5)] == ["graveyard"] * 3 + ["hand"]
    assert [g.obj(f"b{i}").zone for i in range(1, 5)] == ["graveyard"] * 3 + ["hand"]


def test_701_8b_hidden_horror_discards_only_a_creature_card_or_is_sacrificed():
    """701.8b, 608.2d: "When this creature enters, sacrifice it unless you discard a creature
    card." -- alice may discard only a creature card (her Grizzly Bears, not her Island); doing
    so keeps the Horror. Declining, it is sacrificed (701.17a)."""
    assert fully_compiled("Hidden Horror")
    text = head() + """
battlefield:
""" + permanents("Swamp", ["s1", "s2", "s3"]) + """
hand:
  - {id: hh, card: Hidden Horror, owner: alice}
  - {id: gb, card: Grizzly Bears, owner: alice}
  - {id: isl, card: Island, owner: alice}
"""
    g = play(text, ["Hidden Horror"], ["alice: cast hh", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                                       "alice: yes"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "discard"} == {"gb"}
    from pyengine.game.players import run_script
    run_script(g, ["alice: discard gb"], "<test>")
    assert g.obj("gb").zone == "graveyard" and g.obj("hh").zone == "battlefield" and g.obj("isl").zone == "hand"
    g = play(text, ["Hidden Horror"], ["alice: cast hh", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                                       "alice: no"])
    assert g.obj("hh").zone == "graveyard" and g.obj("gb").zone == "hand"


def test_701_8b_stupor_discards_one_card_at_random_then_one_of_the_players_choice():
    """701.8b: "Target opponent discards a card at random, then discards a card." -- the first
    card is picked by the game (bob makes no choice for it), the second by bob: two of bob's three
    cards end in his graveyard."""
    assert fully_compiled("Stupor")
    g = play(head() + """
battlefield:
""" + permanents("Swamp", ["s1", "s2", "s3"]) + """
hand:
  - {id: st, card: Stupor, owner: alice}
  - {id: b1, card: Island, owner: bob}
  - {id: b2, card: Forest, owner: bob}
  - {id: b3, card: Plains, owner: bob}
""", ["Stupor"], ["alice: cast st target=bob", "alice: pass", "bob: pass"])
    assert "701.8b" in rules(g)                             # the random discard, no decision
    assert g.decision.kind == "discard" and g.decision.player == "bob" and len(g.legal_actions()) == 2
    left = [a.args[0] for a in g.legal_actions()]
    from pyengine.game.players import run_script
    run_script(g, [f"bob: discard {left[0]}"], "<test>")
    assert sum(1 for c in ("b1", "b2", "b3") if g.obj(c).zone == "graveyard") == 2


def test_400_2_peek_looks_at_a_hand_and_draws_a_card():
    """400.2, 115.1: Peek -- "Look at target player's hand. Draw a card." -- alice targets bob:
    looking at a hidden zone changes nothing in the game (bob keeps his cards; the log says what
    alice saw), then alice draws a card."""
    assert fully_compiled("Peek")
    g = play(head() + """
battlefield:
""" + permanents("Island", ["i1"]) + """
hand:
  - {id: pk, card: Peek, owner: alice}
  - {id: hb, card: Lightning Bolt, owner: bob}
""", ["Peek"], ["alice: cast pk target=bob", "alice: pass", "bob: pass"])
    assert g.obj("hb").zone == "hand"
    assert any(e.rule == "400.2" and "Lightning Bolt" in e.text for e in g.log)
    assert g.obj("la1").zone == "hand"


def test_701_8a_amnesia_discards_every_nonland_card_at_once():
    """701.16a, 701.8a: Amnesia -- "Target player reveals their hand and discards all nonland
    cards." -- bob's Lightning Bolt and Grizzly Bears are discarded together; his Forest stays."""
    assert fully_compiled("Amnesia")
    g = play(head() + """
battlefield:
""" + permanents("Island", ["i1", "i2", "i3", "i4", "i5", "i6"]) + """
hand:
  - {id: am, card: Amnesia, owner: alice}
  - {id: hb, card: Lightning Bolt, owner: bob}
  - {id: gb, card: Grizzly Bears, owner: bob}
  - {id: fo, card: Forest, owner: bob}
""", ["Amnesia"], ["alice: cast am target=bob", "alice: pass", "bob: pass"])
    assert g.obj("hb").zone == "graveyard" and g.obj("gb").zone == "graveyard" and g.obj("fo").zone == "hand"
    assert "701.16a" in rules(g)
