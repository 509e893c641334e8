"""Conditions on what was done, compiled from Oracle text and played: "If you do, ...", "When you
do, ...", "If you don't, ..." and "Otherwise, ..." read with the instruction before them, whether
that instruction is optional ("you may", "then you may", 608.2d) or one that must be done (608.2c,
101.3: a part that can't be done isn't, and then nothing "was done"); 603.12: reflexive
triggered abilities."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, life, play, rules


# ------------------------------------------------------------------ "If you do" after a mandatory instruction
def test_608_2c_dreadfeast_demon_sacrifices_then_copies_itself():
    """608.2c, 701.17a: "At the beginning of your end step, sacrifice a non-Demon creature. If you
    do, create a token that's a copy of this creature." -- a Grizzly Bears is sacrificed, and a
    token copy of the Demon is created."""
    assert fully_compiled("Dreadfeast Demon")
    g = play(head() + """
battlefield:
  - {id: demon, card: Dreadfeast Demon, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
""", ["Dreadfeast Demon"], ["T1 end: wait", "alice: pass", "bob: pass", "alice: sacrifice bear"])
    assert g.obj("bear").zone == "graveyard"
    tokens = [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert [g.ch(o.id).name for o in tokens] == ["Dreadfeast Demon"]


def test_101_3_dreadfeast_demon_without_a_non_demon_creates_nothing():
    """101.3, 608.2c: with no non-Demon creature to sacrifice, the sacrifice can't be done -- nothing
    was sacrificed, so no token is created (the "if you do" part needs it done)."""
    g = play(head() + """
battlefield:
  - {id: demon, card: Dreadfeast Demon, controller: alice}
""", ["Dreadfeast Demon"], ["T1 end: wait", "alice: pass", "bob: pass"])
    assert not [o for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert g.obj("demon").zone == "battlefield"


def test_608_2c_charnel_troll_exiles_or_is_sacrificed():
    """608.2c, 101.3: "At the beginning of your upkeep, exile a creature card from your graveyard.
    If you do, put a +1/+1 counter on this creature. Otherwise, sacrifice it." -- with a creature
    card in the graveyard it's exiled and the Troll grows; with none, the Troll is sacrificed."""
    assert fully_compiled("Charnel Troll")
    board = head("untap") + """
battlefield:
  - {id: troll, card: Charnel Troll, controller: alice}
"""
    g = play(board + """
graveyard:
  - {id: gb, card: Grizzly Bears, owner: alice}
""", ["Charnel Troll"], ["alice: pass", "bob: pass", "T1 draw: wait"])
    assert g.obj("gb").zone == "exile" and counters(g, "troll") == 1
    g = play(board, ["Charnel Troll"], ["alice: pass", "bob: pass", "T1 draw: wait"])
    assert g.obj("troll").zone == "graveyard"


# ------------------------------------------------------------------ "then you may" (608.2c, 608.2d)
def test_608_2d_gate_to_the_afterlife_may_draw_then_discards():
    """608.2c, 608.2d: "Whenever a nontoken creature you control dies, you gain 1 life. Then you may
    draw a card. If you do, discard a card." -- the life is gained either way; drawing, alice then
    discards; declining, she neither draws nor discards."""
    assert fully_compiled("Gate to the Afterlife")
    board = head() + """
battlefield:
  - {id: gate, card: Gate to the Afterlife, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: bolt2, card: Lightning Bolt, owner: alice}
"""
    cast = ["alice: cast bolt target=bear", "alice: pass", "bob: pass", "alice: pass", "bob: pass"]
    g = play(board, ["Gate to the Afterlife"], cast + ["alice: yes", "alice: discard bolt2"])
    assert life(g, "alice") == 21 and g.obj("la1").zone == "hand" and g.obj("bolt2").zone == "graveyard"
    g = play(board, ["Gate to the Afterlife"], cast + ["alice: no"])
    assert life(g, "alice") == 21 and g.obj("la1").zone == "library" and g.obj("bolt2").zone == "hand"


def test_608_2c_chulane_draws_then_may_put_a_land():
    """608.2c, 608.2d: "Whenever you cast a creature spell, draw a card, then you may put a land
    card from your hand onto the battlefield." -- the card is drawn first (so the drawn land can
    be the one put onto the battlefield)."""
    assert fully_compiled("Chulane, Teller of Tales")
    g = play(head(alice=["Forest", "Plains"]) + """
battlefield:
  - {id: chu, card: "Chulane, Teller of Tales", controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: bear, card: Grizzly Bears, owner: alice}
""", ["Chulane, Teller of Tales"], ["alice: cast bear", "alice: pass", "bob: pass", "alice: yes",
                                    "alice: find la1"])
    assert g.obj("la1").zone == "battlefield" and g.obj("bear").zone == "stack"


# ------------------------------------------------------------------ "When you do" (603.12)
def test_603_12_hypothesizzle_discards_then_reflexive_damage():
    """603.12: "Draw two cards. Then you may discard a nonland card. When you do, Hypothesizzle
    deals 4 damage to target creature." -- the reflexive ability triggers only if a nonland card
    was discarded; its target is chosen as it's put on the stack."""
    assert fully_compiled("Hypothesizzle")
    board = head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: ogre, card: Gray Ogre, controller: bob}
hand:
  - {id: hyp, card: Hypothesizzle, owner: alice}
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""
    g = play(board, ["Hypothesizzle"], ["alice: cast hyp", "alice: pass", "bob: pass", "alice: yes",
                                       "alice: discard bolt", "alice: target ogre", "alice: pass", "bob: pass"])
    assert g.obj("bolt").zone == "graveyard" and g.obj("ogre").zone == "graveyard"
    assert "603.12" in rules(g)
    g = play(board, ["Hypothesizzle"], ["alice: cast hyp", "alice: pass", "bob: pass", "alice: no"])
    assert g.obj("ogre").zone == "battlefield" and "603.12" not in rules(g)


# ------------------------------------------------------------------ "if this spell was cast from ..." (601.2a)
_OTTERS = head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
"""


def _otter(g):
    return [o.id for o in g.s.objects.values() if o.token and o.zone == "battlefield"]


def test_601_2a_otterball_antics_from_the_hand_makes_a_plain_otter():
    """601.2a, 608.2c: "Create a 1/1 ... Otter creature token with prowess. If this spell was cast
    from anywhere other than your hand, put a +1/+1 counter on that creature." -- cast from the
    hand (601.2a: moved from the hand to the stack), the condition is false: no counter."""
    assert fully_compiled("Otterball Antics")
    g = play(_OTTERS + """
hand:
  - {id: oa, card: Otterball Antics, owner: alice}
""", ["Otterball Antics"], ["alice: cast oa", "alice: pass", "bob: pass"])
    otters = _otter(g)
    assert len(otters) == 1 and counters(g, otters[0]) == 0


def test_601_2a_otterball_antics_flashed_back_gets_a_counter():
    """601.2a, 702.34a: cast from the graveyard with flashback -- anywhere other than the hand --
    the Otter gets a +1/+1 counter."""
    g = play(_OTTERS + """
graveyard:
  - {id: oa, card: Otterball Antics, owner: alice}
""", ["Otterball Antics"], ["alice: cast oa flashback", "alice: pass", "bob: pass"])
    otters = _otter(g)
    assert len(otters) == 1 and counters(g, otters[0]) == 1
    assert g.obj("oa").zone == "exile"


# ------------------------------------------------------------------ "if it had a counter on it" (603.4, 603.10a)
_GRAKMAW = head() + """
battlefield:
  - {id: grak, card: "Grakmaw, Skyclave Ravager", controller: alice, counters: {+1/+1: 3}}
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
"""


def test_603_10a_grakmaw_sees_the_counter_the_dead_creature_had():
    """603.4, 603.10a: "Whenever another creature you control dies, if it had a +1/+1 counter on it,
    put a +1/+1 counter on Grakmaw." -- "it" is the creature that died, as it last existed on the
    battlefield: a Grizzly Bears with a +1/+1 counter dies, Grakmaw (a 0/0 that entered with three
    counters) gets a fourth."""
    assert fully_compiled("Grakmaw, Skyclave Ravager")
    g = play(_GRAKMAW.replace("  - {id: m1,", "  - {id: bear, card: Grizzly Bears, controller: alice, counters: {+1/+1: 1}}\n  - {id: m1,"),
             ["Grakmaw, Skyclave Ravager"], ["alice: cast bolt target=bear", "alice: pass", "bob: pass",
                                             "alice: pass", "bob: pass", "T1 end: wait"])
    assert g.obj("bear").zone == "graveyard" and counters(g, "grak") == 4


def test_603_4_grakmaw_ignores_a_creature_without_a_counter():
    """603.4: the intervening "if" is false for a Grizzly Bears with no counter: nothing triggers."""
    g = play(_GRAKMAW.replace("  - {id: m1,", "  - {id: bear, card: Grizzly Bears, controller: alice}\n  - {id: m1,"),
             ["Grakmaw, Skyclave Ravager"], ["alice: cast bolt target=bear", "alice: pass", "bob: pass",
                                             "T1 end: wait"])
    assert g.obj("bear").zone == "graveyard" and counters(g, "grak") == 3
    assert "603.2" not in rules(g)


# ------------------------------------------------------------------ "If it was kicked, ... instead" (608.2c)
_CINDER = head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: elves, card: Llanowar Elves, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: giant, card: Hill Giant, controller: bob}
hand:
  - {id: cc, card: Cinderclasm, owner: alice}
"""


def test_702_33d_cinderclasm_unkicked_deals_one():
    """608.2c, 702.33d: "Cinderclasm deals 1 damage to each creature. If it was kicked, it deals 2
    damage to each creature instead." -- not kicked: 1 damage, the 1/1 Elves die, the 2/2 Bears
    live."""
    assert fully_compiled("Cinderclasm")
    g = play(_CINDER, ["Cinderclasm"], ["alice: cast cc", "alice: no_kick", "alice: pass", "bob: pass"])
    assert g.obj("elves").zone == "graveyard" and g.obj("bear").zone == "battlefield"
    assert g.obj("bear").damage == 1


def test_702_33d_cinderclasm_kicked_deals_two_instead():
    """608.2c, 702.33d: kicked, the 2 damage replaces the 1 (not both: the 3/3 Hill Giant has 2
    damage marked, not 3, and lives; the 2/2 Bears die)."""
    g = play(_CINDER, ["Cinderclasm"], ["alice: cast cc", "alice: kick", "alice: pass", "bob: pass"])
    assert g.obj("elves").zone == "graveyard" and g.obj("bear").zone == "graveyard"
    assert g.obj("giant").zone == "battlefield" and g.obj("giant").damage == 2


# ------------------------------------------------------------------ removing / putting counters, tapping (608.2d)
def test_608_2d_sun_droplet_removes_a_counter_for_life():
    """608.2d, 122.8: "At the beginning of each upkeep, you may remove a charge counter from this
    artifact. If you do, you gain 1 life." -- with a charge counter, removing it gains the life."""
    assert fully_compiled("Sun Droplet")
    g = play(head("untap") + """
battlefield:
  - {id: sd, card: Sun Droplet, controller: alice, counters: {charge: 1}}
""", ["Sun Droplet"], ["alice: pass", "bob: pass", "alice: yes", "T1 draw: wait"])
    assert life(g, "alice") == 21 and counters(g, "sd", "charge") == 0


def test_101_3_sun_droplet_without_a_counter_gains_nothing():
    """101.3, 608.2d: with no charge counter there is nothing to remove -- it wasn't done, so no
    life is gained."""
    g = play(head("untap") + """
battlefield:
  - {id: sd, card: Sun Droplet, controller: alice}
""", ["Sun Droplet"], ["alice: pass", "bob: pass", "alice: yes", "T1 draw: wait"])
    assert life(g, "alice") == 20


def test_608_2d_gitaxian_anatomist_taps_itself_to_proliferate():
    """608.2d, 701.27a: "When this creature enters, you may tap it. If you do, proliferate." --
    tapping the Anatomist, alice proliferates: her Sun Droplet's charge counter becomes two."""
    assert fully_compiled("Gitaxian Anatomist")
    g = play(head() + """
battlefield:
  - {id: sd, card: Sun Droplet, controller: alice, counters: {charge: 1}}
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: i4, card: Island, controller: alice}
hand:
  - {id: ga, card: Gitaxian Anatomist, owner: alice}
""", ["Gitaxian Anatomist"], ["alice: cast ga", "alice: pass", "bob: pass", "alice: pass", "bob: pass", "alice: yes",
                              "T1 end: wait"])
    assert g.obj("ga").tapped and counters(g, "sd", "charge") == 2
