"""Creature types printed after the rules we cite (205.3m of 2025-02-07 lists the creature types as of
that date): Hero, Villain and the others printed on two or more cards of the shipped Oracle data are
creature types in rules text too ("Create two 3/2 white Hero creature tokens", "Other Heroes you
control have exalted"). Each test plays real cards compiled from their Oracle text; the expected
answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, permanents

RESOLVE = ["alice: pass", "bob: pass"]
ZARDA = '  - {id: za, card: "Zarda, the Power Princess", controller: alice}\n'


def test_205_3m_hero_tokens():
    """111.4, 205.3m: Borough Backup creates two 3/2 white Hero creature tokens with vigilance."""
    assert fully_compiled("Borough Backup")
    g = game(head() + "battlefield:\n" + permanents("Plains", [f"p{i}" for i in range(5)])
             + "hand:\n  - {id: bb, card: Borough Backup, owner: alice}\n",
             ["Borough Backup"], ["alice: cast bb"] + RESOLVE)
    tokens = [o for o in g.battlefield() if g.obj(o).token]
    assert len(tokens) == 2
    for t in tokens:
        ch = g.ch(t)
        assert "Hero" in ch.subtypes and (ch.power, ch.toughness) == (3, 2) and ch.colors == ("white",)


def _exalted(ch) -> bool:
    return any("exalted" in str(t).lower() for t in ch.ability_terms)


def test_205_3m_other_heroes_you_control_have_exalted():
    """613.1f, 205.3m: Zarda ("Other Heroes you control have exalted.") gives exalted to alice's Hero
    tokens (Borough Backup's), not to her Grizzly Bears (a Bear) nor to itself ("other")."""
    assert fully_compiled("Zarda, the Power Princess")
    g = game(head() + "battlefield:\n" + ZARDA + permanents("Grizzly Bears", ["gb"])
             + permanents("Plains", [f"p{i}" for i in range(5)])
             + "hand:\n  - {id: bb, card: Borough Backup, owner: alice}\n",
             ["Zarda, the Power Princess", "Borough Backup"], ["alice: cast bb"] + RESOLVE)
    tokens = [o for o in g.battlefield() if g.obj(o).token]
    assert len(tokens) == 2 and all(_exalted(g.ch(t)) for t in tokens)
    assert not _exalted(g.ch("gb")) and not _exalted(g.ch("za"))
