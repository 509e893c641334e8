"""Name-setting effects (612.8: "That object loses any names it had and has only the specified name"),
applied in layer 3 (613.1c): Awakening of Vitu-Ghazi, one of the CR's example cards. Each test plays real
cards compiled from their Oracle text; the expected answer comes from the CR rule cited in its
docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, permanents

RESOLVE = ["alice: pass", "bob: pass"]


def test_612_8_awakening_of_vitu_ghazi():
    """612.8, 205.1b, 613.1c-g: "Put nine +1/+1 counters on target land you control. It becomes a
    legendary 0/0 Elemental creature with haste named Vitu-Ghazi. It's still a land." -- the Forest is
    a 9/9 legendary Forest Elemental land creature named Vitu-Ghazi, with haste."""
    assert fully_compiled("Awakening of Vitu-Ghazi")
    g = game(head() + "battlefield:\n" + permanents("Forest", [f"f{i}" for i in range(9)])
             + "hand:\n  - {id: aw, card: Awakening of Vitu-Ghazi, owner: alice}\n",
             ["Awakening of Vitu-Ghazi"], ["alice: cast aw target=f8"] + RESOLVE)
    ch = g.ch("f8")
    assert ch.name == "Vitu-Ghazi"
    assert "legendary" in ch.supertypes and {"land", "creature"} <= set(ch.types)
    assert {"Forest", "Elemental"} <= set(ch.subtypes)
    assert (ch.power, ch.toughness) == (9, 9)
    assert g.ch("f0").name == "Forest"


def test_704_5j_the_legend_rule_reads_the_new_name():
    """704.5j, 612.8: two Forests made legendary and named Vitu-Ghazi by two Awakenings -- alice
    controls two legendary permanents with the same name and puts one into the graveyard."""
    g = game(head() + "battlefield:\n" + permanents("Forest", [f"f{i}" for i in range(18)])
             + "hand:\n  - {id: a1, card: Awakening of Vitu-Ghazi, owner: alice}\n"
             + "  - {id: a2, card: Awakening of Vitu-Ghazi, owner: alice}\n",
             ["Awakening of Vitu-Ghazi"], ["alice: cast a1 target=f16"] + RESOLVE + ["alice: cast a2 target=f17"] + RESOLVE
             + ["alice: choose f17"])
    zones = sorted(g.obj(f).zone for f in ("f16", "f17"))
    assert zones == ["battlefield", "graveyard"]


def test_205_1b_a_creature_that_is_still_a_land():
    """205.1b, 613.1d: Verdant Touch -- "Target land becomes a 2/2 creature that's still a land." -- the
    Forest is a 2/2 Forest land creature (it keeps its land type)."""
    assert fully_compiled("Verdant Touch")
    g = game(head() + "battlefield:\n" + permanents("Forest", ["f0", "f1", "f2"])
             + "hand:\n  - {id: vt, card: Verdant Touch, owner: alice}\n",
             ["Verdant Touch"], ["alice: cast vt", "alice: no_buyback", "alice: target f2"] + RESOLVE)
    ch = g.ch("f2")
    assert {"land", "creature"} <= set(ch.types) and "Forest" in ch.subtypes
    assert (ch.power, ch.toughness) == (2, 2)
