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
