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
