"""Quantities and iteration in instructions: "any number of" (107.1c) objects sacrificed,
discarded, tapped, returned or searched for, and the numbers that follow from them ("that many",
"for each ... this way", 608.2h). Cards compiled from their Oracle text and played by the game
loop; each expected value comes from the Comprehensive Rules, cited in the test."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, life, permanents, play  # noqa: F401
from pyengine.game.players import run_script

HEAD = head()


def _zones(g, ids):
    return [g.obj(x).zone for x in ids]


# ------------------------------------------------------------------ sacrifice any number (701.17a)
def test_107_1c_landslide_sacrifices_the_chosen_mountains_and_deals_that_much_damage():
    """107.1c, 701.17a, 608.2h: "Sacrifice any number of Mountains. Landslide deals that much
    damage to target player or planeswalker." -- alice chooses two of her three Mountains (one at a
    time, "done" ends the choice); both are sacrificed and bob is dealt 2 damage."""
    assert fully_compiled("Landslide")
    g = play(HEAD + """
battlefield:
""" + permanents("Mountain", ["m1", "m2", "m3", "m4"]) + """
hand:
  - {id: ls, card: Landslide, owner: alice}
""", ["Landslide"], ["alice: cast ls target=bob", "alice: pass", "bob: pass",
                     "alice: sacrifice m2", "alice: sacrifice m3", "alice: done"])
    assert _zones(g, ["m1", "m2", "m3", "m4"]) == ["battlefield", "graveyard", "graveyard", "battlefield"]
    assert life(g, "bob") == 18


def test_107_1c_landslide_with_zero_chosen_deals_no_damage():
    """107.1c: "any number" includes zero -- alice says "done" at once: nothing is sacrificed and
    "that much" damage is 0 (120.8: 0 damage isn't dealt)."""
    g = play(HEAD + """
battlefield:
""" + permanents("Mountain", ["m1"]) + """
hand:
  - {id: ls, card: Landslide, owner: alice}
""", ["Landslide"], ["alice: cast ls target=bob", "alice: pass", "bob: pass", "alice: done"])
    assert g.obj("m1").zone == "battlefield" and life(g, "bob") == 20


def test_608_2h_renounce_gains_life_for_each_permanent_sacrificed_this_way():
    """608.2h, 701.17a: "Sacrifice any number of permanents. You gain 2 life for each permanent
    sacrificed this way." -- three permanents sacrificed (a land and two creatures): 6 life."""
    assert fully_compiled("Renounce")
    g = play(HEAD + """
battlefield:
""" + permanents("Plains", ["p1", "p2"]) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
hand:
  - {id: ren, card: Renounce, owner: alice}
""", ["Renounce"], ["alice: cast ren", "alice: pass", "bob: pass",
                    "alice: sacrifice bear", "alice: sacrifice lions", "alice: sacrifice p2", "alice: done"])
    assert _zones(g, ["bear", "lions", "p2", "p1"]) == ["graveyard", "graveyard", "graveyard", "battlefield"]
    assert life(g, "alice") == 26


# ------------------------------------------------------------------ discard any number (701.8b)
def test_107_1c_sacred_rites_pumps_for_each_card_discarded_this_way():
    """107.1c, 701.8b, 608.2h, 611.2c: "Discard any number of cards. Creatures you control get +0/+1
    until end of turn for each card discarded this way." -- two cards discarded: the Bears are 2/4;
    the number is fixed as the spell resolves."""
    assert fully_compiled("Sacred Rites")
    g = play(HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: sr, card: Sacred Rites, owner: alice}
  - {id: h1, card: Plains, owner: alice}
  - {id: h2, card: Plains, owner: alice}
  - {id: h3, card: Plains, owner: alice}
""", ["Sacred Rites"], ["alice: cast sr", "alice: pass", "bob: pass",
                        "alice: discard h1", "alice: discard h3", "alice: done"])
    assert _zones(g, ["h1", "h2", "h3"]) == ["graveyard", "hand", "graveyard"]
    ch = g.ch("bear")
    assert (ch.power, ch.toughness) == (2, 4)


# ------------------------------------------------------------------ tap any number (701.26a)
def test_608_2h_harmony_of_nature_gains_life_for_each_creature_tapped_this_way():
    """107.1c, 701.26a, 608.2h: "Tap any number of untapped creatures you control. You gain 4 life
    for each creature tapped this way." -- a tapped creature can't be chosen (it isn't untapped);
    alice taps two creatures and gains 8 life."""
    assert fully_compiled("Harmony of Nature")
    g = game(HEAD + """
battlefield:
""" + permanents("Forest", ["f1", "f2", "f3"]) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
  - {id: giant, card: Hill Giant, controller: alice, tapped: true}
  - {id: orc, card: Grizzly Bears, controller: bob}
hand:
  - {id: hn, card: Harmony of Nature, owner: alice}
""", ["Harmony of Nature"], ["alice: cast hn", "alice: pass", "bob: pass"])
    offered = {a.args[0] for a in g.legal_actions() if a.kind == "choose"}
    assert offered == {"bear", "lions"}
    run_script(g, ["alice: choose bear", "alice: choose lions"], "<test>")
    assert g.obj("bear").tapped and g.obj("lions").tapped and not g.obj("orc").tapped
    assert life(g, "alice") == 28


# ------------------------------------------------------------------ return any number (400.6)
def test_608_2h_sink_into_takenuma_discards_a_card_for_each_swamp_returned_this_way():
    """107.1c, 400.6, 608.2h: "Return any number of Swamps you control to their owner's hand. Target
    player discards a card for each Swamp returned this way." -- two Swamps return to alice's hand
    and bob discards two cards (701.8b: his whole hand of two)."""
    assert fully_compiled("Sink into Takenuma")
    g = play(HEAD + """
battlefield:
""" + permanents("Swamp", ["s1", "s2", "s3", "s4"]) + """
hand:
  - {id: sink, card: Sink into Takenuma, owner: alice}
  - {id: b1, card: Plains, owner: bob}
  - {id: b2, card: Plains, owner: bob}
  - {id: b3, card: Plains, owner: bob}
""", ["Sink into Takenuma"], ["alice: cast sink target=bob", "alice: pass", "bob: pass",
                              "alice: choose s1", "alice: choose s2", "alice: done",
                              "bob: discard b1", "bob: discard b3"])
    assert _zones(g, ["s1", "s2"]) == ["hand", "hand"]
    assert _zones(g, ["b1", "b2", "b3"]) == ["graveyard", "hand", "graveyard"]


# ------------------------------------------------------------------ search for any number (701.19b)
def test_701_19b_battalion_foot_soldier_finds_any_number_of_cards_with_its_name():
    """107.1c, 701.19b: "search your library for any number of cards named Battalion Foot Soldier"
    -- only cards with that name can be found, as many as alice wants; she stops after one."""
    assert fully_compiled("Battalion Foot Soldier")
    g = game(head(alice=["Battalion Foot Soldier", "Plains", "Battalion Foot Soldier"]) + """
battlefield:
""" + permanents("Plains", ["p1", "p2", "p3"]) + """
hand:
  - {id: bfs, card: Battalion Foot Soldier, owner: alice}
""", ["Battalion Foot Soldier"], ["alice: cast bfs", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                                  "alice: yes"])
    acts = {str(a) for a in g.legal_actions()}
    assert "find la1" in acts and "find la3" in acts and "find la2" not in acts
    run_script(g, ["alice: find la3", "alice: none"], "<test>")
    assert _zones(g, ["la1", "la2", "la3"]) == ["library", "library", "hand"]


def test_608_2h_voracious_fell_beast_creates_a_food_for_each_creature_sacrificed_this_way():
    """701.17a, 608.2h: "each opponent sacrifices a creature of their choice. Create a Food token for
    each creature sacrificed this way." -- bob sacrifices one of his creatures: alice creates one
    Food; an opponent with no creature sacrifices nothing and no Food is created."""
    assert fully_compiled("Voracious Fell Beast")
    board = HEAD + """
battlefield:
""" + permanents("Swamp", ["f1", "f2", "f3", "f4", "f5", "f6"]) + """{bob}
hand:
  - {{id: vfb, card: Voracious Fell Beast, owner: alice}}
"""
    bob = "  - {id: bear, card: Grizzly Bears, controller: bob}\n  - {id: lions, card: Savannah Lions, controller: bob}\n"
    g = play(board.replace("{bob}", bob).replace("{{", "{").replace("}}", "}"), ["Voracious Fell Beast"],
             ["alice: cast vfb", "alice: pass", "bob: pass", "alice: pass", "bob: pass", "bob: sacrifice lions"])
    assert _zones(g, ["bear", "lions"]) == ["battlefield", "graveyard"]
    foods = [o for o in g.battlefield() if "Food" in g.ch(o).subtypes]
    assert len(foods) == 1
    g = play(board.replace("{bob}", "").replace("{{", "{").replace("}}", "}"), ["Voracious Fell Beast"],
             ["alice: cast vfb", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert not [o for o in g.battlefield() if "Food" in g.ch(o).subtypes]


def test_608_2h_gerrards_verdict_counts_only_the_land_cards_discarded_this_way():
    """701.8b, 608.2h: "Target player discards two cards. You gain 3 life for each land card
    discarded this way." -- bob discards a land and a creature card: alice gains 3 life."""
    assert fully_compiled("Gerrard's Verdict")
    g = play(HEAD + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
hand:
  - {id: gv, card: Gerrard's Verdict, owner: alice}
  - {id: b1, card: Forest, owner: bob}
  - {id: b2, card: Grizzly Bears, owner: bob}
  - {id: b3, card: Forest, owner: bob}
""", ["Gerrard's Verdict"], ["alice: cast gv target=bob", "alice: pass", "bob: pass",
                             "bob: discard b1", "bob: discard b2"])
    assert _zones(g, ["b1", "b2", "b3"]) == ["graveyard", "graveyard", "hand"]
    assert life(g, "alice") == 23


# ------------------------------------------------------------------ "For each X, <instruction>" (608.2h)
def test_608_2h_mind_maggots_puts_two_counters_for_each_card_discarded_this_way():
    """107.1c, 701.8b, 122.1, 608.2h: "discard any number of creature cards. For each card discarded
    this way, put two +1/+1 counters on this creature." -- only creature cards can be chosen; two
    are discarded: four counters."""
    assert fully_compiled("Mind Maggots")
    g = game(HEAD + """
battlefield:
""" + permanents("Swamp", ["s1", "s2", "s3", "s4"]) + """
hand:
  - {id: mm, card: Mind Maggots, owner: alice}
  - {id: c1, card: Grizzly Bears, owner: alice}
  - {id: c2, card: Hill Giant, owner: alice}
  - {id: l1, card: Swamp, owner: alice}
""", ["Mind Maggots"], ["alice: cast mm", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    offered = {a.args[0] for a in g.legal_actions() if a.kind == "discard"}
    assert offered == {"c1", "c2"}
    run_script(g, ["alice: discard c1", "alice: discard c2"], "<test>")
    assert _zones(g, ["c1", "c2", "l1"]) == ["graveyard", "graveyard", "hand"]
    assert sum(c.count for c in g.obj("mm").counters if c.kind == "+1/+1") == 4


def test_608_2h_brasss_bounty_creates_a_treasure_for_each_land_you_control():
    """111.1, 608.2h: "For each land you control, create a Treasure token." -- the lands are
    counted once as the spell resolves: seven lands, seven Treasures."""
    assert fully_compiled("Brass's Bounty")
    g = play(HEAD + """
battlefield:
""" + permanents("Mountain", [f"m{i}" for i in range(7)]) + """
hand:
  - {id: bb, card: Brass's Bounty, owner: alice}
""", ["Brass's Bounty"], ["alice: cast bb", "alice: pass", "bob: pass"])
    assert len([o for o in g.battlefield() if "Treasure" in g.ch(o).subtypes]) == 7


def test_608_2h_blood_money_creates_treasures_for_the_nontoken_creatures_destroyed_this_way():
    """701.7a, 608.2h, 111.1: "Destroy all creatures. For each nontoken creature destroyed this way,
    you create a tapped Treasure token." -- two nontoken creatures and a token are destroyed: two
    tapped Treasures for alice."""
    assert fully_compiled("Blood Money")
    g = play(HEAD + """
battlefield:
""" + permanents("Swamp", [f"s{i}" for i in range(7)]) + """
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: bob}
  - {id: tok, card: Grizzly Bears, controller: bob, token: true}
hand:
  - {id: bm, card: Blood Money, owner: alice}
""", ["Blood Money"], ["alice: cast bm", "alice: pass", "bob: pass"])
    treasures = [o for o in g.battlefield() if "Treasure" in g.ch(o).subtypes]
    assert len(treasures) == 2 and all(g.obj(t).tapped and g.ch(t).controller == "alice" for t in treasures)
    assert g.obj("bear").zone == "graveyard" and g.obj("lions").zone == "graveyard"
