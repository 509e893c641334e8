"""Choices made as a spell or ability resolves, compiled from real cards' Oracle text and played by
the game loop: a card name ("Choose a nonland card name. ... cards with that name", 201.4, 608.2d).
Each choice is a decision of the choosing player, asked through the game's decision mechanism;
each expected answer comes from the Comprehensive Rules, cited in the test."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game

LIB = """
players: [alice, bob]
active_player: alice
step: precombat_main
library:
  - {id: la1, card: Plains, owner: alice}
  - {id: la2, card: Plains, owner: alice}
  - {id: lb1, card: Forest, owner: bob}
  - {id: lb2, card: Grizzly Bears, owner: bob}
  - {id: lb3, card: Island, owner: bob}
"""


def options(g) -> set:
    return {(a.kind,) + tuple(a.args) for a in g.legal_actions()}


# ------------------------------------------------------------------ "Choose a card name." (201.4)
def test_201_4a_cabal_therapy_discards_all_cards_with_the_chosen_name():
    """201.4, 201.4a, 608.2d, 701.8a: Cabal Therapy -- "Choose a nonland card name. Target player
    reveals their hand and discards all cards with that name." Alice chooses as the spell resolves;
    a land's name (Mountain) isn't among the names she may choose (201.4a), Shock is; bob discards
    both Shocks, keeps Opt and his Mountain."""
    assert fully_compiled("Cabal Therapy")
    g = game(LIB + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
hand:
  - {id: ct, card: Cabal Therapy, owner: alice}
  - {id: sh1, card: Shock, owner: bob}
  - {id: sh2, card: Shock, owner: bob}
  - {id: opt, card: Opt, owner: bob}
  - {id: mtn, card: Mountain, owner: bob}
""", ["Cabal Therapy", "Shock", "Opt", "Mountain"], ["alice: cast ct target=bob", "alice: pass", "bob: pass"])
    d = g.s.decision
    assert d.kind == "choose" and d.player == "alice"
    opts = options(g)
    assert ("choose", "Shock") in opts and ("choose", "Opt") in opts and ("choose", "Mountain") not in opts
    run_script(g, ["alice: choose Shock"], "<test>")
    assert [g.obj(c).zone for c in ("sh1", "sh2", "opt", "mtn")] == ["graveyard", "graveyard", "hand", "hand"]
    assert "608.2d" in [e.rule for e in g.log]


def test_201_4_cabal_therapy_a_name_no_card_has_discards_nothing():
    """201.4: any nonland card's name may be chosen, even one of no card in the game; then no card
    of bob's has that name and he discards nothing (701.8a: only the cards with that name)."""
    g = game(LIB + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
hand:
  - {id: ct, card: Cabal Therapy, owner: alice}
  - {id: sh1, card: Shock, owner: bob}
  - {id: opt, card: Opt, owner: bob}
""", ["Cabal Therapy", "Shock", "Opt"], ["alice: cast ct target=bob", "alice: pass", "bob: pass", "alice: choose Duress"])
    assert [g.obj(c).zone for c in ("sh1", "opt")] == ["hand", "hand"]
    assert g.obj("ct").zone == "graveyard"


SEARCH = LIB + """
battlefield:
  - {id: s1, card: Swamp, controller: alice}
  - {id: s2, card: Swamp, controller: alice}
  - {id: s3, card: Swamp, controller: alice}
  - {id: s4, card: Swamp, controller: alice}
  - {id: s5, card: Swamp, controller: alice}
graveyard:
  - {id: shg, card: Shock, owner: bob}
hand:
  - {id: SPELL, card: CARD, owner: alice}
  - {id: shh, card: Shock, owner: bob}
  - {id: opt, card: Opt, owner: bob}
"""


def test_701_19a_cranial_extraction_exiles_every_card_with_the_name_from_three_zones():
    """201.4a, 608.2d, 701.19a, 701.19b, 701.20a: Cranial Extraction -- "Choose a nonland card
    name. Search target player's graveyard, hand, and library for all cards with that name and
    exile them. Then that player shuffles." Alice (the caster) searches bob's three zones: the
    Shock in his graveyard (a public zone) must be found before she may stop (701.19b), the ones
    in his hand and library are found too; all three are exiled, his other cards stay, and his
    library is shuffled."""
    assert fully_compiled("Cranial Extraction")
    lib = SEARCH.replace("SPELL", "ce").replace("CARD", "Cranial Extraction").replace(
        "  - {id: lb3", "  - {id: shl, card: Shock, owner: bob}\n  - {id: lb3")
    g = game(lib, ["Cranial Extraction", "Shock", "Opt"],
             ["alice: cast ce target=bob", "alice: pass", "bob: pass", "alice: choose Shock"])
    d = g.s.decision
    assert d.kind == "search" and d.player == "alice"
    assert ("none",) not in options(g)                      # the graveyard's Shock must be found
    assert {("find", "shg"), ("find", "shh"), ("find", "shl")} == options(g)
    run_script(g, ["alice: find shg", "alice: find shh", "alice: find shl"], "<test>")
    assert [g.obj(c).zone for c in ("shg", "shh", "shl")] == ["exile", "exile", "exile"]
    assert g.obj("opt").zone == "hand" and sorted(g.s.library["bob"]) == ["lb1", "lb2", "lb3"]
    assert any(e.rule == "701.20a" or "shuffle" in e.text for e in g.log)


def test_107_1c_memoricide_any_number_may_leave_cards():
    """107.1c, 701.19a: Memoricide -- "... for any number of cards with that name and exile
    them": any number, so alice may stop at any time, even with a card with that name left in the
    graveyard; what she found is exiled, the rest stays."""
    assert fully_compiled("Memoricide")
    lib = SEARCH.replace("SPELL", "mc").replace("CARD", "Memoricide")
    g = game(lib, ["Memoricide", "Shock", "Opt"],
             ["alice: cast mc target=bob", "alice: pass", "bob: pass", "alice: choose Shock"])
    assert ("none",) in options(g)
    run_script(g, ["alice: find shh", "alice: none"], "<test>")
    assert g.obj("shh").zone == "exile" and g.obj("shg").zone == "graveyard"
