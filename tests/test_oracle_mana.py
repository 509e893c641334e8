"""Mana added by resolving spells and triggered abilities (106.1b, 106.4, 605), compiled from
Oracle text and played; each expected value comes from the CR rule cited."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, play, rules


def pool(g, player: str = "alice") -> dict:
    return {k: v for k, v in g.s.pools[player].items() if v}


def test_106_1b_manamorphose_adds_two_mana_in_a_combination_chosen_as_it_resolves():
    """106.1b, 608.2d: "Add two mana in any combination of colors. Draw a card." -- the colors are
    chosen as the spell resolves: alice casts Manamorphose with {R}{G} and picks {U}{B}; her pool
    then holds one blue and one black mana, and she drew a card."""
    assert fully_compiled("Manamorphose")
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: morph, card: Manamorphose, owner: alice}
""", ["Manamorphose"], ["alice: cast morph", "alice: pass", "bob: pass", "alice: choose UB"])
    assert g.obj("morph").zone == "graveyard"
    assert pool(g) == {"U": 1, "B": 1}
    assert g.obj("la1").zone == "hand"
    assert "106.4" in rules(g)


def test_106_1b_manamorphose_offers_every_combination_of_two_colors():
    """106.1b: "any combination of colors" -- two mana of the same color is a combination too:
    the choice offers the 15 multisets of two of the five colors (WW, WU, ..., GG)."""
    g = play(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: morph, card: Manamorphose, owner: alice}
""", ["Manamorphose"], ["alice: cast morph", "alice: pass", "bob: pass"])
    offered = {a.args[0] for a in g.legal_actions() if a.kind == "choose"}
    assert len(offered) == 15 and {"GG", "RG", "WW"} <= offered


def test_605_1b_lotus_cobra_landfall_mana_uses_the_stack():
    """605.1b: a triggered ability is a mana ability only if it triggers from a mana ability --
    Lotus Cobra's "Whenever a land you control enters, add one mana of any color" triggers on a
    land entering, so it goes on the stack (603.3) and bob gets priority before it resolves; then
    alice chooses the color (106.1b) and has {G} plus nothing else."""
    assert fully_compiled("Lotus Cobra")
    g = play(head() + """
battlefield:
  - {id: cobra, card: Lotus Cobra, controller: alice}
hand:
  - {id: land, card: Plains, owner: alice}
""", ["Lotus Cobra"], ["alice: play land", "alice: pass"])
    assert g.s.stack and pool(g) == {}                      # on the stack, bob to act
    from pyengine.game.players import run_script
    run_script(g, ["bob: pass", "alice: choose G"], "<test>")
    assert not g.s.stack
    assert pool(g) == {"G": 1}
