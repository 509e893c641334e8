"""Triggers on spells cast from a zone: "Whenever you cast an instant or sorcery spell from your
library, copy it." (Melek, Izzet Paragon, named in the CR's example of 601.3e). Each test plays real
cards compiled from their Oracle text; the expected answer comes from the CR rule cited in its
docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, permanents

MELEK = '  - {id: me, card: "Melek, Izzet Paragon", controller: alice}\n'


def test_603_2_a_spell_cast_from_the_library_is_copied():
    """601.3e, 603.2, 707.10: with Melek, alice casts Lightning Bolt from the top of her library at
    bob; Melek's trigger copies it (707.10c: she may keep the copy's target): bob takes 3 + 3."""
    assert fully_compiled("Melek, Izzet Paragon")
    g = game(head(alice=["Lightning Bolt", "Plains"]) + "battlefield:\n" + MELEK + permanents("Mountain", ["m1"]),
             ["Melek, Izzet Paragon"],
             ["alice: cast la1 library_top target=bob", "alice: autopay", "alice: pay", "alice: pass", "bob: pass",
              "alice: target bob", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 14


def test_603_2_a_spell_cast_from_the_hand_is_not_copied():
    """603.2: the same Lightning Bolt cast from alice's hand isn't cast from her library: no copy,
    bob takes 3."""
    g = game(head() + "battlefield:\n" + MELEK + permanents("Mountain", ["m1"])
             + "hand:\n  - {id: lb, card: Lightning Bolt, owner: alice}\n",
             ["Melek, Izzet Paragon"], ["alice: cast lb target=bob", "alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 17 and not g.s.stack


def test_607_2a_a_card_exiled_with_sisters_of_stone_death():
    """607.2a, 110.2a: Sisters of Stone Death exiles bob's blocking Hill Giant ("{B}{G}: Exile target
    creature blocking or blocked by ~"); then "{2}{B}: Put a creature card exiled with ~ onto the
    battlefield under your control" puts the Giant onto the battlefield under alice's control."""
    from pyengine.game.players import run_script
    from oracle_helpers import pass_until
    assert fully_compiled("Sisters of Stone Death")
    g = game(head("declare_attackers") + "battlefield:\n"
             + "  - {id: ss, card: Sisters of Stone Death, controller: alice, summoning_sick: false}\n"
             + permanents("Swamp", ["s1", "s2", "s3", "s4"]) + permanents("Forest", ["f1"])
             + permanents("Hill Giant", ["hg"], "bob"),
             ["Sisters of Stone Death"], ["alice: attack ss", "alice: done"])
    pass_until(g, "alice", "declare_blockers")
    run_script(g, ["bob: block hg ss", "bob: done", "alice: activate ss 2 target=hg", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("hg").zone == "exile"
    run_script(g, ["alice: activate ss 3", "alice: pass", "bob: pass", "alice: choose hg"], "<test>")
    assert g.obj("hg").zone == "battlefield" and g.ch("hg").controller == "alice"
