"""Text-changing effects (CR 612, layer 3 of 613.1c) reach every word of an object's rules text
(612.2): the filters of triggered and activated abilities, replacement effects and the numbers
of characteristic-defining abilities read the text after layer 3, not the printed card. Each
test plays real cards compiled from their Oracle text with a text change (Sleight of Mind /
Magical Hack / Mind Bend style: `text_change: {from, to}` locked onto an object); the expected
answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

import pytest

from pyengine.errors import ScenarioError
from oracle_helpers import fully_compiled, head, life, permanents, play


def _change(oid: str, a: str, b: str) -> str:
    return f"effects:\n  - {{id: tc, timestamp: 50, objects: [{oid}], text_change: {{from: {a}, to: {b}}}}}\n"


def test_612_2_replacement_effect_reads_the_changed_color_word():
    """612.2 (Sleight of Mind, red -> blue): Sphere of Law's "If a red source would deal damage to
    you, prevent 2 of that damage" now reads "blue source": Lightning Bolt (red) deals all 3."""
    assert fully_compiled("Sphere of Law")
    board = (head(active="bob") + "battlefield:\n" + permanents("Sphere of Law", ["sph"])
             + permanents("Mountain", ["m1"], "bob") + "hand:\n  - {id: bolt, card: Lightning Bolt, owner: bob}\n")
    g = play(board, ["Sphere of Law"], ["bob: cast bolt target=alice", "bob: pass", "alice: pass"])
    assert life(g, "alice") == 19                       # 615: printed text: 2 of the 3 prevented
    g = play(board + _change("sph", "red", "blue"), ["Sphere of Law"],
             ["bob: cast bolt target=alice", "bob: pass", "alice: pass"])
    assert life(g, "alice") == 17                       # 612.2: a red source isn't "blue"


def test_612_2_activated_ability_target_filter_reads_the_changed_color_word():
    """612.2 (Mind Bend, green -> red): Eastern Paladin's "Destroy target green creature" now
    reads "target red creature": Gray Ogre (red) is a legal target (115.1), Grizzly Bears isn't."""
    assert fully_compiled("Eastern Paladin")
    board = (head() + "battlefield:\n" + permanents("Eastern Paladin", ["pal"]) + permanents("Swamp", ["s1", "s2"])
             + permanents("Gray Ogre", ["ogre"], "bob") + permanents("Grizzly Bears", ["bear"], "bob") + _change("pal", "green", "red"))
    g = play(board, ["Eastern Paladin"], ["alice: activate pal 1 target=ogre", "alice: pass", "bob: pass"])
    assert g.obj("ogre").zone == "graveyard"
    with pytest.raises(ScenarioError, match="target bear is not legal"):   # 115.1, 602.2b
        play(board, ["Eastern Paladin"], ["alice: activate pal 1 target=bear"])


def test_612_2_cda_counts_the_changed_land_type():
    """612.2, 613.1c, 613.4a (Magical Hack, Swamp -> Island): Nightmare's "equal to the number of
    Swamps you control" counts Islands: two Islands and one Swamp make it 2/2 (printed: 1/1)."""
    board = (head() + "battlefield:\n" + permanents("Nightmare", ["nm"]) + permanents("Island", ["i1", "i2"])
             + permanents("Swamp", ["s1"]))
    g = play(board, ["Nightmare"], [])
    assert (g.ch("nm").power, g.ch("nm").toughness) == (1, 1)
    g = play(board + _change("nm", "Swamp", "Island"), ["Nightmare"], [])
    assert (g.ch("nm").power, g.ch("nm").toughness) == (2, 2)
    assert dict(g.ch("nm").text_changes) == {"Swamp": "Island"}
