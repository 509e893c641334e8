""""They" after an instruction (608.2c): the objects the text named just before -- the tokens just
created ("Create three 1/1 red Warrior creature tokens. They gain menace and haste until end of turn.")
or the targets ("Untap one or two target creatures. They each get +2/+2 until end of turn."); never
the spell itself. Each test plays real cards compiled from their Oracle text; the expected answer
comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, permanents

RESOLVE = ["alice: pass", "bob: pass"]


def test_608_2c_they_are_the_tokens_just_created():
    """608.2c, 111.1: Salt Road Skirmish -- "Destroy target creature. Create two 1/1 red Warrior
    creature tokens. They gain haste until end of turn." -- the two Warriors have haste, the
    creature alice already had doesn't."""
    assert fully_compiled("Salt Road Skirmish")
    g = game(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3", "s4"])
             + permanents("Grizzly Bears", ["gb"]) + permanents("Hill Giant", ["hg"], "bob")
             + "hand:\n  - {id: rs, card: Salt Road Skirmish, owner: alice}\n",
             ["Salt Road Skirmish"], ["alice: cast rs target=hg"] + RESOLVE)
    tokens = [o for o in g.battlefield() if g.obj(o).token]
    assert len(tokens) == 2 and g.obj("hg").zone == "graveyard"
    assert all(("kw", ("haste",)) in g.ch(t).ability_terms for t in tokens)
    assert ("kw", ("haste",)) not in g.ch("gb").ability_terms


def test_608_2c_they_are_the_targets():
    """608.2c, 115.1: Fancy Footwork -- "Untap one or two target creatures. They each get +2/+2 until
    end of turn." aimed at two tapped creatures: both untap and are 4/4; a third creature is
    unchanged."""
    assert fully_compiled("Fancy Footwork")
    g = game(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3"])
             + "  - {id: g1, card: Grizzly Bears, controller: alice, tapped: true}\n"
             + "  - {id: g2, card: Grizzly Bears, controller: alice, tapped: true}\n"
             + permanents("Grizzly Bears", ["g3"])
             + "hand:\n  - {id: ff, card: Fancy Footwork, owner: alice}\n",
             ["Fancy Footwork"], ["alice: cast ff target=g1,g2"] + RESOLVE)
    for t in ("g1", "g2"):
        assert not g.obj(t).tapped and (g.ch(t).power, g.ch(t).toughness) == (4, 4)
    assert (g.ch("g3").power, g.ch("g3").toughness) == (2, 2)


def test_608_2c_them_with_nothing_named_is_not_the_spell():
    """608.2c: "Gain control of all creatures until end of turn. Untap them." -- "them" names the
    creatures, which the compiler doesn't track here: the sentence is reported unsupported, not read
    as the spell untapping itself."""
    from pyengine.cards.oracle import compile_ability
    got = compile_ability("Gain control of all creatures until end of turn. Untap them.", "X", spell=True)
    assert got is None
