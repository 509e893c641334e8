"""Face-down spells and permanents (CR 708) and the keywords built on them, on real cards compiled
from their Oracle text: morph and megamorph (702.37), "when ~ is turned face up" (708.8)."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, life, play, rules  # noqa: F401

HEAD = head(alice=4, bob=3)
LANDS = "".join(f"  - {{id: p{i}, card: Plains, controller: alice}}\n" for i in range(1, 6))


def test_702_37c_cast_face_down_for_three():
    """702.37a/c, 708.2a: Exalted Angel cast face down for {3} (not its {4}{W}{W}): on the stack
    and then on the battlefield it is a 2/2 creature with no name, no abilities (no flying) and
    mana value 0 (no mana cost)."""
    g = game(HEAD + "battlefield:\n" + LANDS + "hand:\n  - {id: angel, card: Exalted Angel, owner: alice}\n",
             ["Exalted Angel"], ["alice: cast angel morph", "alice: autopay"])
    assert g.obj("angel").zone == "stack" and g.obj("angel").face_down
    ch = g.ch("angel")
    assert (ch.power, ch.toughness, ch.mana_value) == (2, 2, 0) and "creature" in ch.types and not ch.name
    run_script(g, ["alice: pass", "bob: pass"])
    ch = g.ch("angel")
    assert g.obj("angel").zone == "battlefield" and g.obj("angel").face_down
    assert (ch.power, ch.toughness, ch.mana_value) == (2, 2, 0)
    assert not ch.name and not ch.subtypes and not ch.colors and ("kw", ("flying",)) not in ch.ability_terms
    assert sum(g.obj(f"p{i}").tapped for i in range(1, 6)) == 3


def test_702_37b_megamorph_turned_face_up_with_a_counter_and_its_trigger():
    """702.37e, 116.2b: alice turns her face-down Hidden Dragonslayer face up by paying its
    megamorph cost {2}{W} -- a special action, so nothing goes on the stack for it; 702.37b: a
    +1/+1 counter is put on it as it's turned face up (a 2/1 becoming 3/2); 708.8: "When this
    creature is turned face up, destroy target creature with power 4 or greater an opponent
    controls" triggers and destroys bob's Craw Wurm."""
    g = game(HEAD + "battlefield:\n" + LANDS + """  - {id: ds, card: Hidden Dragonslayer, controller: alice, face_down: true}
  - {id: wurm, card: Craw Wurm, controller: bob}
""", ["Hidden Dragonslayer"], ["alice: turn_face_up ds megamorph", "alice: autopay"])
    assert not g.obj("ds").face_down and counters(g, "ds") == 1
    assert (g.ch("ds").power, g.ch("ds").toughness) == (3, 2) and g.ch("ds").name == "Hidden Dragonslayer"
    assert "116.2b" in rules(g) and "702.37b" in rules(g)
    assert sum(g.obj(f"p{i}").tapped for i in range(1, 6)) == 3
    run_script(g, ["alice: target wurm", "alice: pass", "bob: pass"])
    assert g.obj("wurm").zone == "graveyard"


def test_708_8_turned_face_up_keeps_damage_tapped_status_and_counters():
    """708.8: turning a face-down permanent face up doesn't make it a new object: the tapped
    face-down Exalted Angel with 1 damage and a +1/+1 counter stays tapped with that damage and
    counter, now a 5/6 flier (4/5 printed, 702.37e: its morph cost {2}{W}{W} paid)."""
    g = game(HEAD + "battlefield:\n" + LANDS + """  - {id: angel, card: Exalted Angel, controller: alice, face_down: true, tapped: true, damage: 1,
     counters: {+1/+1: 1}}
""", ["Exalted Angel"])
    assert (g.ch("angel").power, g.ch("angel").toughness) == (3, 3)
    run_script(g, ["alice: turn_face_up angel morph", "alice: autopay"])
    o = g.obj("angel")
    assert not o.face_down and o.tapped and o.damage == 1 and counters(g, "angel") == 1
    assert (g.ch("angel").power, g.ch("angel").toughness) == (5, 6)
    assert ("kw", ("flying",)) in g.ch("angel").ability_terms


def test_116_2b_turning_face_up_at_instant_speed_but_not_casting_face_down():
    """116.2b: turning a face-down permanent face up is possible any time its controller has
    priority (here during bob's turn, with a spell on the stack); 708.4, 307.1: casting a card face
    down makes a creature spell, which can't be cast on bob's turn."""
    g = game(HEAD.replace("active_player: alice", "active_player: bob") + "battlefield:\n" + LANDS + """  - {id: angel, card: Exalted Angel, controller: alice, face_down: true}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
  - {id: raiders, card: Ponyback Brigade, owner: alice}
""", ["Exalted Angel", "Ponyback Brigade"], ["bob: cast bolt target=angel", "bob: autopay", "bob: pass"])
    acts = {str(a) for a in g.legal_actions()}
    assert "turn_face_up angel morph" in acts
    assert not any(a.kind == "cast" and a.args[0] == "raiders" for a in g.legal_actions())
    run_script(g, ["alice: turn_face_up angel morph", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("angel").zone == "battlefield" and g.obj("angel").damage == 3       # a 4/5 survives


def test_708_9_a_face_down_permanent_leaving_is_revealed():
    """708.9, 400.7: bob's Lightning Bolt kills alice's face-down 2/2; as it goes to the graveyard
    it is revealed, and it is a face-up card there."""
    g = play(HEAD.replace("active_player: alice", "active_player: bob") + """battlefield:
  - {id: angel, card: Exalted Angel, controller: alice, face_down: true}
  - {id: m1, card: Mountain, controller: bob}
hand:
  - {id: bolt, card: Lightning Bolt, owner: bob}
""", ["Exalted Angel"], ["bob: cast bolt target=angel", "bob: autopay", "bob: pass", "alice: pass"])
    assert g.obj("angel").zone == "graveyard" and not g.obj("angel").face_down
    assert "708.9" in rules(g)


def test_708_3_enters_face_down_then_enters_or_turned_face_up():
    """708.3: Ponyback Brigade cast face down enters as a face-down 2/2: "When this creature
    enters or is turned face up, create three 1/1 red Goblin creature tokens" doesn't trigger;
    turned face up for {2}{R}{W}{B} (702.37e), it triggers (708.8): three Goblins."""
    lands = "".join(f"  - {{id: l{i}, card: {c}, controller: alice}}\n" for i, c in
                    enumerate(["Plains", "Plains", "Plains", "Plains", "Mountain", "Plains", "Swamp", "Plains"], 1))
    g = play(HEAD + "battlefield:\n" + lands + "hand:\n  - {id: pony, card: Ponyback Brigade, owner: alice}\n",
             ["Ponyback Brigade"], ["alice: cast pony morph", "alice: mana l1", "alice: mana l2", "alice: mana l3",
                                    "alice: pay", "alice: pass", "bob: pass"])
    assert g.obj("pony").zone == "battlefield" and g.obj("pony").face_down and not g.s.stack
    assert len(g.battlefield()) == 9
    run_script(g, ["alice: turn_face_up pony morph", "alice: autopay", "alice: pass", "bob: pass"])
    goblins = [o for o in g.battlefield() if g.obj(o).token]
    assert len(goblins) == 3 and all("Goblin" in g.ch(o).subtypes for o in goblins)


def test_708_8_whenever_a_permanent_is_turned_face_up():
    """708.8: Aven Farseer's "Whenever a permanent is turned face up, put a +1/+1 counter on this
    creature" sees bob's face-down creature turned face up."""
    g = play(HEAD.replace("active_player: alice", "active_player: bob") + """battlefield:
  - {id: farseer, card: Aven Farseer, controller: alice}
  - {id: angel, card: Exalted Angel, controller: bob, face_down: true}
""" + "".join(f"  - {{id: b{i}, card: Plains, controller: bob}}\n" for i in range(4)),
             ["Aven Farseer", "Exalted Angel"], ["bob: turn_face_up angel morph", "bob: autopay", "bob: pass",
                                                 "alice: pass"])
    assert counters(g, "farseer") == 1


def test_702_37_morph_cards_fully_compiled():
    """702.37a-b: "Morph {cost}", "Megamorph {cost}" and "When this creature is turned face up"
    are executed by the game loop."""
    assert fully_compiled("Exalted Angel") and fully_compiled("Hidden Dragonslayer")
    assert fully_compiled("Ponyback Brigade") and fully_compiled("Aven Farseer")
