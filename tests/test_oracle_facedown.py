"""Face-down spells and permanents (CR 708) and the keywords built on them, on real cards compiled
from their Oracle text: morph and megamorph (702.37), "when ~ is turned face up" (708.8)."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, life, play, rules  # noqa: F401

HEAD = head(alice=4, bob=3)
LANDS = "".join(f"  - {{id: p{i}, card: Plains, controller: alice}}\n" for i in range(1, 6))


def test_702_37c_cast_face_down_for_three():
    """702.37a/c, 708.2: Exalted Angel cast face down for {3} (not its {4}{W}{W}): on the stack
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
    priority (here during bob's turn, with a spell on the stack); 702.37c, 302.1: a card cast face
    down is a creature spell, so the rules for casting a creature card apply -- it can't be cast
    on bob's turn."""
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


# ------------------------------------------------------------------ manifest (701.34), manifest dread (701.60)
def test_701_34a_manifest_then_turn_face_up_for_its_mana_cost():
    """701.34a: Soul Summons manifests the top card of alice's library (Hill Giant): a face-down
    2/2 creature with no name; 701.34b: turned face up any time she has priority by paying its
    mana cost {3}{R} (a creature card): a 3/3 Hill Giant."""
    g = play(head(alice=["Hill Giant", "Plains"], bob=2) + """battlefield:
  - {id: f0, card: Plains, controller: alice}
""" + "".join(f"  - {{id: m{i}, card: Mountain, controller: alice}}\n" for i in range(5)) + """hand:
  - {id: summons, card: Soul Summons, owner: alice}
""", ["Soul Summons"], ["alice: cast summons", "alice: mana f0", "alice: mana m0", "alice: pay", "alice: pass",
                        "bob: pass"])
    o = g.obj("la1")
    assert o.zone == "battlefield" and o.face_down and o.controller == "alice"
    assert (g.ch("la1").power, g.ch("la1").toughness) == (2, 2) and not g.ch("la1").name
    assert "701.34a" in rules(g) and g.s.library["alice"] == ["la2"]
    assert "turn_face_up la1 manifest" in {str(a) for a in g.legal_actions()}
    run_script(g, ["alice: turn_face_up la1 manifest", "alice: autopay"])
    assert not g.obj("la1").face_down and (g.ch("la1").power, g.ch("la1").toughness) == (3, 3)


def test_701_34b_a_manifested_noncreature_card_cant_be_turned_face_up():
    """701.34b: a manifested card that isn't a creature card (a Plains) can't be turned face up
    for a mana cost -- it stays a face-down 2/2."""
    g = play(head(alice=["Plains", "Plains"], bob=2) + """battlefield:
  - {id: f0, card: Plains, controller: alice}
""" + "".join(f"  - {{id: m{i}, card: Mountain, controller: alice}}\n" for i in range(5)) + """hand:
  - {id: summons, card: Soul Summons, owner: alice}
""", ["Soul Summons"], ["alice: cast summons", "alice: mana f0", "alice: mana m0", "alice: pay", "alice: pass",
                        "bob: pass"])
    assert g.obj("la1").face_down and g.obj("la1").zone == "battlefield"
    assert not any(a.kind == "turn_face_up" for a in g.legal_actions())


def test_701_60a_manifest_dread():
    """701.60a: Manifest Dread: alice looks at the top two cards of her library, manifests one (her
    choice: the Hill Giant) and puts the other into her graveyard."""
    g = play(head(alice=["Plains", "Hill Giant", "Plains"], bob=2) + """battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: dread, card: Manifest Dread, owner: alice}
""", ["Manifest Dread"], ["alice: cast dread", "alice: autopay", "alice: pass", "bob: pass", "alice: choose la2"])
    assert g.obj("la2").zone == "battlefield" and g.obj("la2").face_down
    assert g.obj("la1").zone == "graveyard" and not g.obj("la1").face_down
    assert g.s.library["alice"] == ["la3"] and "701.60a" in rules(g)


# ------------------------------------------------------------------ disguise (702.168)
DISGUISE = HEAD + "battlefield:\n" + LANDS + """  - {id: m1, card: Mountain, controller: bob}
  - {id: m2, card: Mountain, controller: bob}
hand:
  - {id: gt, card: Gadget Technician, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: bob}
"""


def test_702_168a_disguised_face_down_creature_has_ward_2():
    """702.168a-b: Gadget Technician cast face down with disguise for {3} is a 2/2 face-down
    creature with ward {2}; 702.21a: bob's Lightning Bolt targeting it triggers ward -- bob, who
    could pay {2}, declines and the Bolt is countered; the face-down creature survives."""
    board = DISGUISE.replace("  - {id: m2, card: Mountain, controller: bob}\n",
                             "  - {id: m2, card: Mountain, controller: bob}\n  - {id: m3, card: Mountain, controller: bob}\n"
                             "  - {id: m4, card: Mountain, controller: bob}\n")
    g = play(board, ["Gadget Technician"], ["alice: cast gt disguise", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("gt").zone == "battlefield" and g.obj("gt").face_down
    assert ("kw", ("ward",)) in g.ch("gt").ability_terms and (g.ch("gt").power, g.ch("gt").toughness) == (2, 2)
    run_script(g, ["alice: pass", "bob: cast bolt target=gt", "bob: mana m1", "bob: pass", "alice: pass"])
    assert g.decision.kind == "pay_or" and g.decision.player == "bob"
    assert {a.kind for a in g.legal_actions()} == {"pay", "decline"}
    run_script(g, ["bob: decline", "alice: pass", "bob: pass"])
    assert g.obj("gt").zone == "battlefield" and g.obj("gt").damage == 0
    assert g.obj("bolt").zone == "graveyard" and "118.12" in rules(g) and "701.5a" in rules(g)


def test_702_168d_turned_face_up_the_disguise_ends():
    """702.168d: turned face up for its disguise cost {U/R}{U/R}, Gadget Technician is a 3/2 again
    without ward (the disguise effect ends), and "When this creature enters or is turned face up,
    create a 1/1 colorless Thopter artifact creature token with flying" triggers (708.8)."""
    g = play(DISGUISE.replace("  - {id: m1, card: Mountain, controller: bob}",
                              "  - {id: m1, card: Mountain, controller: bob}\n"
                              "  - {id: i1, card: Island, controller: alice}\n  - {id: i2, card: Island, controller: alice}"),
             ["Gadget Technician"], ["alice: cast gt disguise", "alice: mana p1", "alice: mana p2", "alice: mana p3",
                                     "alice: pay", "alice: pass", "bob: pass"])
    assert g.obj("gt").face_down and not [o for o in g.battlefield() if g.obj(o).token]     # 708.3
    run_script(g, ["alice: turn_face_up gt disguise", "alice: autopay", "alice: pass", "bob: pass"])
    ch = g.ch("gt")
    assert not g.obj("gt").face_down and (ch.power, ch.toughness) == (3, 2) and ("kw", ("ward",)) not in ch.ability_terms
    thopters = [o for o in g.battlefield() if g.obj(o).token]
    assert len(thopters) == 1 and ("kw", ("flying",)) in g.ch(thopters[0]).ability_terms


def test_701_34a_manifest_then_a_counter_on_it():
    """701.34a, 608.2c: Formless Nurturing: "Manifest the top card of your library, then put a +1/+1
    counter on it" -- "it" is the manifested card: a face-down 3/3."""
    g = play(head(alice=["Plains", "Plains"], bob=2) + """battlefield:
""" + "".join(f"  - {{id: f{i}, card: Forest, controller: alice}}\n" for i in range(4)) + """hand:
  - {id: nurt, card: Formless Nurturing, owner: alice}
""", ["Formless Nurturing"], ["alice: cast nurt", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("la1").face_down and g.obj("la1").zone == "battlefield" and counters(g, "la1") == 1
    assert (g.ch("la1").power, g.ch("la1").toughness) == (3, 3)


# ------------------------------------------------------------------ turned face up by an effect (708.7), face-down filters
def test_708_7_break_open_turns_an_opponents_face_down_creature_face_up():
    """708.7: Break Open turns bob's face-down Hidden
    Dragonslayer face up without its megamorph cost being paid: no +1/+1 counter (702.37b: only
    if its megamorph cost was paid), and its "When this creature is turned face up" trigger
    still triggers (708.8) -- bob controls it, and there is no creature with power 4 or greater
    alice controls to target, so it does nothing."""
    g = play(HEAD + """battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: ds, card: Hidden Dragonslayer, controller: bob, face_down: true}
hand:
  - {id: bo, card: Break Open, owner: alice}
""", ["Break Open", "Hidden Dragonslayer"], ["alice: cast bo target=ds", "alice: autopay", "alice: pass", "bob: pass"])
    assert not g.obj("ds").face_down and counters(g, "ds") == 0
    assert (g.ch("ds").power, g.ch("ds").toughness) == (2, 1) and g.ch("ds").name == "Hidden Dragonslayer"


def test_708_2_face_down_creatures_get_a_bonus_from_ixidor():
    """Ixidor's "Face-down creatures get +1/+1" applies to face-down creatures only (a face-down
    2/2 is a 3/3, 708.2); its "{2}{U}: Turn target face-down creature face up" turns it face up
    (708.7): a 3/3 Hill Giant without the bonus."""
    g = play(HEAD + """battlefield:
  - {id: ix, card: "Ixidor, Reality Sculptor", controller: alice}
  - {id: fd, card: Hill Giant, controller: bob, face_down: true}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
""", ["Ixidor, Reality Sculptor"], [])
    assert (g.ch("fd").power, g.ch("fd").toughness) == (3, 3) and (g.ch("bear").power, g.ch("bear").toughness) == (2, 2)
    run_script(g, ["alice: activate ix 2 target=fd", "alice: autopay", "alice: pass", "bob: pass"])
    assert not g.obj("fd").face_down and (g.ch("fd").power, g.ch("fd").toughness) == (3, 3)
    assert g.ch("fd").name == "Hill Giant"


def test_701_34a_reality_shift_its_controller_manifests():
    """701.34a, 608.2h: Reality Shift exiles bob's Hill Giant; "Its controller manifests the top
    card of their library": bob (its controller as it last existed) manifests his top card -- a
    face-down 2/2 under his control."""
    g = play(HEAD + """battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob}
hand:
  - {id: rs, card: Reality Shift, owner: alice}
""", ["Reality Shift"], ["alice: cast rs target=giant", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("giant").zone == "exile"
    assert g.obj("lb1").zone == "battlefield" and g.obj("lb1").face_down and g.ch("lb1").controller == "bob"
    assert (g.ch("lb1").power, g.ch("lb1").toughness) == (2, 2)
