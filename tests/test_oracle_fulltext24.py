"""Text-changing effects on names (CR 612.7, 613.1c): Spy Kit -- "Equipped creature gets +1/+1 and
has all names of nonlegendary creature cards in addition to its name." The equipped creature keeps
its own name and has the name of each nonlegendary creature card in the Oracle card reference
(108.1); every name comparison reads that set (201.2a "same name", 704.5j the legend rule).
Each test plays real cards compiled from their Oracle text; the expected answer comes from the CR
rule cited in its docstring.

Volrath's Shapeshifter (612.6, "has the full text of that card"): tests/test_oracle_graveorder24.py."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, permanents, play

ISAMARU = "'Isamaru, Hound of Konda'"       # a legendary creature card
ZURGO = "Zurgo Helmsmasher"        # another one
RESOLVE = ["alice: pass", "bob: pass"]


def _kit(oid: str, on: str, who: str = "alice") -> str:
    return f"  - {{id: {oid}, card: Spy Kit, controller: {who}, attached_to: {on}}}\n"


def _pulse_board(extra: str = "") -> str:
    """alice casts Maelstrom Pulse at one of bob's permanents; bob's Isamaru wears a Spy Kit."""
    return (head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2"]) + permanents("Forest", ["f1"])
            + permanents(ISAMARU, ["isa"], "bob") + permanents("Grizzly Bears", ["gb"], "bob")
            + permanents("Kird Ape", ["ape"], "bob") + permanents(ZURGO, ["zu"], "bob")
            + permanents("Forest", ["bf"], "bob") + _kit("kit", "isa", "bob") + extra
            + "hand:\n  - {id: mp, card: Maelstrom Pulse, owner: alice}\n")


def _zones(g, *ids: str) -> dict[str, str]:
    return {i: g.obj(i).zone for i in ids}


def test_612_7_spy_kit_compiles_and_adds_the_names_in_layer_3():
    """612.7, 613.1c, 613.4c: Spy Kit's static ability is one effect with a layer-3 part (the names,
    a text-changing effect) and a layer-7c part (+1/+1): Isamaru (2/2) is a 3/3 that keeps its own
    name and also has all names of nonlegendary creature cards."""
    assert fully_compiled("Spy Kit")
    g = play(head() + "battlefield:\n" + permanents(ISAMARU, ["isa"]) + _kit("kit", "isa"), ["Spy Kit"], [])
    ch = g.ch("isa")
    assert ch.name == "Isamaru, Hound of Konda" and ch.every_nonlegendary_creature_name
    assert (ch.power, ch.toughness) == (3, 3)
    from pyengine.cards.compiled import compile_oracle_card
    from pyengine.cards.database import oracle_db
    eff = compile_oracle_card(oracle_db().get("Spy Kit")).abilities[0].effect
    assert {(op.kind, op.layer) for op in eff.ops} == {("add_nonlegendary_creature_names", "3"), ("modify_pt", "7c")}


def test_201_2a_the_kitted_creature_shares_a_name_with_each_nonlegendary_creature():
    """201.2a, 612.7: Maelstrom Pulse ("Destroy target nonland permanent and all other permanents
    with the same name as that permanent") targeting the kitted Isamaru destroys it and bob's
    Grizzly Bears and Kird Ape (names of nonlegendary creature cards it has); Zurgo, a legendary
    creature card's name, and the Forest keep zueir places, and so does the Spy Kit."""
    assert fully_compiled("Maelstrom Pulse")
    g = play(_pulse_board(), ["Spy Kit", "Maelstrom Pulse"], ["alice: cast mp target=isa"] + RESOLVE)
    assert _zones(g, "isa", "gb", "ape", "zu", "bf", "kit") == {
        "isa": "graveyard", "gb": "graveyard", "ape": "graveyard", "zu": "battlefield", "bf": "battlefield",
        "kit": "battlefield"}


def test_201_2a_a_nonlegendary_creature_shares_its_name_with_the_kitted_creature():
    """201.2a, 612.7: Maelstrom Pulse targeting Grizzly Bears: the kitted Isamaru has the name
    Grizzly Bears too (one name in common is enough) and is destroyed; Kird Ape has no name in
    common with the Bears and stays."""
    g = play(_pulse_board(), ["Spy Kit", "Maelstrom Pulse"], ["alice: cast mp target=gb"] + RESOLVE)
    assert _zones(g, "isa", "gb", "ape", "zu") == {
        "isa": "graveyard", "gb": "graveyard", "ape": "battlefield", "zu": "battlefield"}


def test_201_2a_without_the_kit_isamaru_has_only_its_own_name():
    """201.2a, 612.7: with the Spy Kit attached to Kird Ape instead, Maelstrom Pulse targeting
    Grizzly Bears destroys the Bears and the kitted Ape (it has the name Grizzly Bears), but not
    Isamaru, which has only its own name."""
    board = _pulse_board().replace("attached_to: isa", "attached_to: ape")
    g = play(board, ["Spy Kit", "Maelstrom Pulse"], ["alice: cast mp target=gb"] + RESOLVE)
    assert _zones(g, "isa", "gb", "ape") == {"isa": "battlefield", "gb": "graveyard", "ape": "graveyard"}


def test_612_7_a_token_name_is_not_a_card_name():
    """612.7, 108.1, 111.4: the names are those of cards in the Oracle card reference; a token
    named "Goblin Token" (not the name of a card) has no name in common with the kitted Isamaru,
    so Maelstrom Pulse targeting Isamaru leaves the token alone."""
    tok = "  - {id: tok, card: Goblin Token, controller: bob, token: true}\n"
    extra = "cards:\n  - {name: Goblin Token, types: [creature], subtypes: [Goblin], power: 1, toughness: 1}\n"
    g = play(extra + _pulse_board(tok), ["Spy Kit", "Maelstrom Pulse"], ["alice: cast mp target=isa"] + RESOLVE)
    assert _zones(g, "isa", "gb", "tok") == {"isa": "graveyard", "gb": "graveyard", "tok": "battlefield"}


def test_704_5j_two_kitted_legendary_creatures_share_a_name():
    """704.5j, 201.2a, 612.7: Isamaru and Zurgo, two legendary creatures with different printed
    names, each wearing a Spy Kit, both have (for instance) the name Grizzly Bears: the legend rule
    applies and alice keeps the one she chooses."""
    g = play(head() + "battlefield:\n" + permanents(ISAMARU, ["isa"]) + permanents(ZURGO, ["zu"])
             + _kit("k1", "isa") + _kit("k2", "zu"), ["Spy Kit"], ["alice: keep zu"])
    assert _zones(g, "isa", "zu") == {"isa": "graveyard", "zu": "battlefield"}
    assert any(e.rule == "704.5j" for e in g.log)


def test_704_5j_legendary_names_are_not_added():
    """704.5j, 612.7: Spy Kit adds only names of nonlegendary creature cards: the kitted Isamaru
    doesn't have the name of Zurgo (a legendary creature card), so both stay."""
    g = play(head() + "battlefield:\n" + permanents(ISAMARU, ["isa"]) + permanents(ZURGO, ["zu"])
             + _kit("k1", "isa"), ["Spy Kit"], [])
    assert _zones(g, "isa", "zu") == {"isa": "battlefield", "zu": "battlefield"}
    assert not any(e.rule == "704.5j" for e in g.log)


def test_704_5j_kitted_legend_and_a_legendary_copy_of_a_nonlegendary_creature():
    """704.5j, 201.2a, 612.7: the legend rule compares legendary permanents: the kitted Isamaru and
    Grizzly Bears (not legendary) share a name, but only one of them is legendary -- no legend rule."""
    g = play(head() + "battlefield:\n" + permanents(ISAMARU, ["isa"]) + permanents("Grizzly Bears", ["gb"])
             + _kit("k1", "isa"), ["Spy Kit"], [])
    assert _zones(g, "isa", "gb") == {"isa": "battlefield", "gb": "battlefield"}


def test_201_2a_echoing_decay_reaches_every_creature_with_a_shared_name():
    """201.2a, 612.7, 613.4c: Echoing Decay ("Target creature and all other creatures with the same
    name as that creature get -2/-2 until end of turn") targeting the kitted Isamaru (3/3): it is a
    1/1, Grizzly Bears (2/2) gets -2/-2 and dies (704.5f), Zurgo (7/2) is untouched."""
    assert fully_compiled("Echoing Decay")
    board = (head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2"])
             + permanents(ISAMARU, ["isa"], "bob") + permanents("Grizzly Bears", ["gb"], "bob")
             + permanents(ZURGO, ["zu"], "bob") + _kit("kit", "isa", "bob")
             + "hand:\n  - {id: ed, card: Echoing Decay, owner: alice}\n")
    g = play(board, ["Spy Kit", "Echoing Decay"], ["alice: cast ed target=isa"] + RESOLVE)
    assert (g.ch("isa").power, g.ch("isa").toughness) == (1, 1)
    assert g.obj("gb").zone == "graveyard"
    assert (g.ch("zu").power, g.ch("zu").toughness) == (7, 2)


def test_612_6_volraths_shapeshifter_compiles():
    """612.6: "has the full text of that card" changes name, mana cost, color indicator, type line,
    rules text and P/T text (layer 3); the layer system executes it (tests/test_oracle_graveorder24.py
    plays it), so the card is counted as compiled."""
    assert fully_compiled("Volrath's Shapeshifter")


def test_707_2_a_copy_of_the_kitted_creature_has_only_the_printed_name():
    """707.2, 612.7: copiable values don't include text-changing effects: alice's Clone, a copy of
    the kitted Isamaru, is named Isamaru, Hound of Konda only. Maelstrom Pulse targeting Grizzly
    Bears destroys the Bears and the kitted Isamaru (it has the name Grizzly Bears), not the Clone."""
    clone = "  - {id: cl, card: Clone, controller: alice, copy_of: isa}\n"
    g = play(_pulse_board(clone), ["Spy Kit", "Clone"], [])
    assert g.ch("cl").name == "Isamaru, Hound of Konda" and not g.ch("cl").every_nonlegendary_creature_name
    assert g.ch("isa").every_nonlegendary_creature_name
    g = play(_pulse_board(clone), ["Spy Kit", "Maelstrom Pulse", "Clone"], ["alice: cast mp target=gb"] + RESOLVE)
    assert _zones(g, "gb", "isa", "cl", "ape") == {
        "gb": "graveyard", "isa": "graveyard", "cl": "battlefield", "ape": "battlefield"}
