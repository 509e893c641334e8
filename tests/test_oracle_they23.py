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


def test_611_2c_them_after_an_effect_on_every_creature_you_control():
    """611.2c, 608.2c: Rallying Roar -- "Creatures you control get +1/+1 until end of turn. Untap
    them." Alice's two tapped creatures become 3/3 and untap; bob's tapped creature stays tapped."""
    assert fully_compiled("Rallying Roar")
    g = game(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3"])
             + "  - {id: g1, card: Grizzly Bears, controller: alice, tapped: true}\n"
             + "  - {id: g2, card: Grizzly Bears, controller: alice, tapped: true}\n"
             + "  - {id: g3, card: Grizzly Bears, controller: bob, tapped: true}\n"
             + "hand:\n  - {id: rr, card: Rallying Roar, owner: alice}\n",
             ["Rallying Roar"], ["alice: cast rr"] + RESOLVE)
    for t in ("g1", "g2"):
        assert not g.obj(t).tapped and g.ch(t).power == 3
    assert g.obj("g3").tapped and g.ch("g3").power == 2


def test_611_2c_they_after_untapping_every_creature_you_control():
    """611.2c, 608.2c: Flying Crane Technique -- "Untap all creatures you control. They gain flying
    and double strike until end of turn." Alice's creatures have flying; bob's doesn't."""
    assert fully_compiled("Flying Crane Technique")
    g = game(head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4"])
             + permanents("Mountain", ["m1"]) + permanents("Plains", ["p1"])
             + "  - {id: g1, card: Grizzly Bears, controller: alice, tapped: true}\n"
             + permanents("Grizzly Bears", ["g3"], "bob")
             + "hand:\n  - {id: fc, card: Flying Crane Technique, owner: alice}\n",
             ["Flying Crane Technique"], ["alice: cast fc"] + RESOLVE)
    assert not g.obj("g1").tapped and ("kw", ("flying",)) in g.ch("g1").ability_terms
    assert ("kw", ("flying",)) not in g.ch("g3").ability_terms
