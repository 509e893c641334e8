"""Additional costs of spells (601.2b, 601.2f-h, 118.8) in the one cost language of spells and
activated abilities (pyengine/cards/costs.py), compiled from real cards' Oracle text and played
by the game loop. Each expected
answer comes from the Comprehensive Rules or an official ruling, cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, life, permanents, play  # noqa: F401

HEAD = head()


def offered(g, kind: str) -> set:
    return {a.args[0] for a in g.legal_actions() if a.kind == kind}


# ------------------------------------------------------------------ additional costs (601.2f-h)
def test_601_2h_bankrupt_in_blood_sacrifices_two_creatures():
    """601.2f-h, 701.17a: "As an additional cost to cast this spell, sacrifice two creatures. Draw
    three cards." -- two creatures chosen and sacrificed while the cost is paid; with only one
    creature the cost can't be paid, so the spell can't be cast (601.2h)."""
    assert fully_compiled("Bankrupt in Blood")
    text = HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
hand:
  - {id: bb, card: Bankrupt in Blood, owner: alice}
"""
    g = play(text, ["Bankrupt in Blood"], ["alice: cast bb"])
    assert g.decision.kind == "cost" and offered(g, "sacrifice") == {"bear", "lions"}
    run_script(g, ["alice: sacrifice bear", "alice: sacrifice lions", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bear").zone == "graveyard" and g.obj("lions").zone == "graveyard"
    assert [g.obj(x).zone for x in ("la1", "la2", "la3")] == ["hand", "hand", "hand"]
    g = game(text.replace("  - {id: lions, card: Savannah Lions, controller: alice}\n", ""), ["Bankrupt in Blood"])
    assert "cast bb" not in [str(a) for a in g.legal_actions()]


def test_601_2b_bayou_groff_sacrifices_a_creature_or_pays_three():
    """601.2b, 601.2f: "As an additional cost to cast this spell, sacrifice a creature or pay {3}."
    -- the caster chooses which as the spell is proposed; paying {3} adds it to the total cost
    ({1}{G} + {3} = five mana), sacrificing a creature doesn't."""
    assert fully_compiled("Bayou Groff")
    forests = permanents("Forest", [f"f{i}" for i in range(1, 6)])
    text = HEAD + "battlefield:\n" + forests + """  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: groff, card: Bayou Groff, owner: alice}
"""
    g = play(text, ["Bayou Groff"], ["alice: cast groff", "alice: pay_cost 2", "alice: pass", "bob: pass"])
    assert g.obj("groff").zone == "battlefield" and g.obj("bear").zone == "battlefield"
    assert all(g.obj(f"f{i}").tapped for i in range(1, 6))
    g = play(text, ["Bayou Groff"], ["alice: cast groff", "alice: pay_cost 1", "alice: sacrifice bear",
                                     "alice: pass", "bob: pass"])
    assert g.obj("groff").zone == "battlefield" and g.obj("bear").zone == "graveyard"
    assert sum(g.obj(f"f{i}").tapped for i in range(1, 6)) == 2


def test_601_2h_arbiter_of_woe_a_creature_spell_sacrifices_a_creature():
    """601.2f-h: a creature spell's "As an additional cost to cast this spell, sacrifice a
    creature." -- the creature is sacrificed as the spell is cast; with no creature to sacrifice
    the spell can't be cast."""
    assert fully_compiled("Arbiter of Woe")
    swamps = permanents("Swamp", [f"s{i}" for i in range(1, 7)])
    text = HEAD + "battlefield:\n" + swamps + """  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: arb, card: Arbiter of Woe, owner: alice}
"""
    g = play(text, ["Arbiter of Woe"], ["alice: cast arb sacrifice=bear"])
    assert g.obj("bear").zone == "graveyard" and g.obj("arb").zone == "stack"
    g = game(text.replace("  - {id: bear, card: Grizzly Bears, controller: alice}\n", ""), ["Arbiter of Woe"])
    assert "cast arb" not in [str(a) for a in g.legal_actions()]


def test_701_16a_wrens_run_vanquisher_reveals_an_elf_card():
    """601.2b, 701.16a: "As an additional cost to cast this spell, reveal an Elf card from your hand
    or pay {3}." -- revealing an Elf card costs no mana and the card stays in hand; only an Elf
    card may be revealed."""
    assert fully_compiled("Wren's Run Vanquisher")
    g = play(HEAD + """
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: wren, card: Wren's Run Vanquisher, owner: alice}
  - {id: elf, card: Llanowar Elves, owner: alice}
  - {id: bear, card: Grizzly Bears, owner: alice}
""", ["Wren's Run Vanquisher"], ["alice: cast wren", "alice: pay_cost 1"])
    assert g.decision.kind == "cost" and offered(g, "reveal") == {"elf"}
    run_script(g, ["alice: reveal elf", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("wren").zone == "battlefield" and g.obj("elf").zone == "hand"


def test_601_2h_bone_shards_discards_instead_of_sacrificing():
    """601.2b, 601.2h: "As an additional cost to cast this spell, sacrifice a creature or discard
    a card." -- choosing the discard, a card is discarded and no creature is sacrificed."""
    assert fully_compiled("Bone Shards")
    g = play(HEAD + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: bob}
hand:
  - {id: shards, card: Bone Shards, owner: alice}
  - {id: plains, card: Plains, owner: alice}
""", ["Bone Shards"], ["alice: cast shards", "alice: pay_cost 2", "alice: target lions", "alice: discard plains",
                       "alice: pass", "bob: pass"])
    assert g.obj("plains").zone == "graveyard" and g.obj("bear").zone == "battlefield"
    assert g.obj("lions").zone == "graveyard"
