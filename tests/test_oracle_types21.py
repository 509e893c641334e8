"""Filters naming two card types at once (205.2a: an object may have more than one card type):
"target artifact creature", "Artifact creatures you control get +2/+2". Each test plays real cards
compiled from their Oracle text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, permanents, play


def test_205_2a_tempered_steel_pumps_only_artifact_creatures():
    """205.2a, 613.4c: Tempered Steel: "Artifact creatures you control get +2/+2." -- Ornithopter
    (an artifact creature, 0/2) is a 2/4; Grizzly Bears (a creature, not an artifact) stays 2/2;
    bob's Ornithopter isn't alice's."""
    assert fully_compiled("Tempered Steel")
    g = game(head() + "battlefield:\n" + permanents("Tempered Steel", ["ts"]) + permanents("Ornithopter", ["o1"])
             + permanents("Grizzly Bears", ["gb"]) + permanents("Ornithopter", ["o2"], "bob"), ["Tempered Steel"])
    assert (g.ch("o1").power, g.ch("o1").toughness) == (2, 4)
    assert (g.ch("gb").power, g.ch("gb").toughness) == (2, 2)
    assert (g.ch("o2").power, g.ch("o2").toughness) == (0, 2)


def test_115_1_abuna_acolyte_targets_only_an_artifact_creature():
    """115.1, 601.2c, 205.2a: Abuna Acolyte's "{T}: Prevent the next 2 damage that would be dealt to
    target artifact creature this turn." -- Ornithopter is a legal target; Grizzly Bears (not an
    artifact) and Sol Ring (not a creature) aren't."""
    assert fully_compiled("Abuna Acolyte")
    g = game(head() + "battlefield:\n" + permanents("Abuna Acolyte", ["aa"]) + permanents("Ornithopter", ["o1"])
             + permanents("Grizzly Bears", ["gb"]) + permanents("Sol Ring", ["sr"]),
             ["Abuna Acolyte"], ["alice: activate aa 2"])
    assert {a.args[0] for a in g.legal_actions() if a.kind == "target"} == {"o1"}


def test_111_1_combine_chrysalis_gives_flying_to_creature_tokens_only():
    """111.1, 613.1f: Combine Chrysalis: "Creature tokens you control have flying." -- alice's
    Soldier token has flying; her Grizzly Bears (a card, not a token) don't."""
    assert fully_compiled("Combine Chrysalis")
    g = game(head() + "battlefield:\n" + permanents("Combine Chrysalis", ["cc"]) + permanents("Grizzly Bears", ["gb"])
             + "  - {id: tok, card: {name: Soldier, types: [creature], subtypes: [Soldier], colors: [white], "
               "power: 1, toughness: 1}, controller: alice, token: true}\n", ["Combine Chrysalis"])
    assert "flying" in g.ch("tok").abilities
    assert "flying" not in g.ch("gb").abilities


def test_201_2_charmed_stray_counts_only_creatures_with_its_name():
    """201.2, 608.2c: Charmed Stray: "When this creature enters, put a +1/+1 counter on each other
    creature you control named Charmed Stray." -- the Stray already on the battlefield gets a
    counter; Grizzly Bears (another name) and bob's Stray (not alice's) don't; the new one
    (not "other") doesn't."""
    assert fully_compiled("Charmed Stray")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1"]) + permanents("Charmed Stray", ["s1"])
             + permanents("Grizzly Bears", ["gb"]) + permanents("Charmed Stray", ["s3"], "bob")
             + "hand:\n  - {id: s2, card: Charmed Stray, owner: alice}\n",
             ["Charmed Stray"], ["alice: cast s2", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert [counters(g, x) for x in ("s1", "s2", "gb", "s3")] == [1, 0, 0, 0]
