"""Exchanges of text boxes (612.5, 701.10h: Exchange of Words): "When this enchantment enters, choose
two target creatures. For as long as this enchantment remains on the battlefield, exchange the text
boxes of those creatures." Each creature's rules text becomes the rules text the other had as the
exchange happened -- a text-changing effect (layer 3, 613.1c), so abilities effects of layer 6 give
or take away stay where they are (612.3). Each test plays real cards compiled from their Oracle
text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

import pytest

from pyengine.errors import ScenarioError
from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, head, life, permanents, play

EW = "Exchange of Words"


def _board(*rows: str, hand: str = "", effects: str = "") -> str:
    return (head(alice=["Island"] * 5) + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4", "i5"])
            + "".join(rows) + "hand:\n  - {id: ew, card: Exchange of Words, owner: alice}\n" + hand + effects)


def _exchange(board: str, names: list[str], a: str, b: str, more: list[str] | None = None):
    """alice casts Exchange of Words; its enters trigger targets a and b and resolves."""
    return play(board, [EW, *names], ["alice: cast ew", "alice: pass", "bob: pass",
                                      f"alice: target {a}", f"alice: target {b}", *(more or []),
                                      "alice: pass", "bob: pass"])


def _kw(g, oid: str) -> set[str]:
    return {args[0] for k, args in g.ch(oid).ability_terms if k == "kw"}


def test_612_5_keywords_move_and_the_rest_of_the_card_stays():
    """612.5, 701.10h: Serra Angel's rules text ("Flying, vigilance") becomes Grizzly Bears' and the
    Bears' (none) the Angel's; power, toughness and names are not rules text: 4/4 and 2/2 stay."""
    assert fully_compiled(EW)
    g = _exchange(_board(permanents("Serra Angel", ["sa"]), permanents("Grizzly Bears", ["gb"], "bob")),
                  ["Serra Angel"], "sa", "gb")
    assert _kw(g, "gb") == {"flying", "vigilance"} and _kw(g, "sa") == set()
    assert (g.ch("sa").power, g.ch("sa").toughness, g.ch("sa").name) == (4, 4, "Serra Angel")
    assert (g.ch("gb").power, g.ch("gb").toughness, g.ch("gb").name) == (2, 2, "Grizzly Bears")


def test_701_10h_activated_and_triggered_abilities_change_creatures():
    """701.10h, 113.7a: alice's Soul Warden gets Prodigal Sorcerer's "{T}: This creature deals 1
    damage to any target" (this creature: Soul Warden now) and bob's Sorcerer gets "Whenever another
    creature enters, you gain 1 life" (you: bob, its controller) -- Soul Warden pings bob, and
    Ornithopter entering gives bob 1 life, alice none."""
    board = _board(permanents("Prodigal Sorcerer", ["ps"], "bob"), permanents("Soul Warden", ["sw"]),
                   hand="  - {id: orn, card: Ornithopter, owner: alice}\n")
    g = _exchange(board, ["Prodigal Sorcerer", "Soul Warden", "Ornithopter"], "ps", "sw")
    run_script(g, ["alice: activate sw 1 target=bob", "alice: pass", "bob: pass"], "<test>")
    assert (life(g, "alice"), life(g, "bob")) == (20, 19)
    run_script(g, ["alice: cast orn", "alice: pass", "bob: pass", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("orn").zone == "battlefield"
    assert (life(g, "alice"), life(g, "bob")) == (20, 20)


def test_701_10a_nothing_is_exchanged_if_a_target_is_illegal():
    """701.10a, 608.2b: bob bolts Soul Warden in response to the trigger; on resolution it's an
    illegal target, so the exchange can't be completed and no part of it happens: Prodigal Sorcerer
    keeps its own text."""
    board = _board(permanents("Prodigal Sorcerer", ["ps"], "bob"), permanents("Soul Warden", ["sw"]),
                   permanents("Mountain", ["m1"], "bob"), hand="  - {id: bolt, card: Lightning Bolt, owner: bob}\n")
    g = _exchange(board, ["Prodigal Sorcerer", "Soul Warden"], "ps", "sw",
                  ["alice: pass", "bob: cast bolt target=sw", "bob: pass", "alice: pass"])
    assert g.obj("sw").zone == "graveyard"
    assert g.ch("ps").abilities == ("{T}: This creature deals 1 damage to any target.",)
    assert any(e.rule == "701.10a" for e in g.log)


def test_612_3_an_ability_granted_by_an_aura_doesnt_move():
    """612.3, 613.1f: Flight's "Enchanted creature has flying" is not Grizzly Bears' text: after the
    exchange the Bears still fly (and have Serra Angel's "Flying, vigilance"); the Angel has the
    Bears' empty text and no flying."""
    board = _board(permanents("Serra Angel", ["sa"], "bob"), permanents("Grizzly Bears", ["gb"]),
                   "  - {id: fl, card: Flight, controller: alice, attached_to: gb}\n")
    g = _exchange(board, ["Serra Angel", "Flight"], "sa", "gb")
    assert _kw(g, "gb") == {"flying", "vigilance"} and _kw(g, "sa") == set()


def test_613_1f_an_earlier_lose_all_abilities_effect_is_not_text():
    """612.3, 613.1c, 613.1f: Turn to Frog made Serra Angel lose all abilities (layer 6) before the
    exchange; her rules text still says "Flying, vigilance", so Grizzly Bears get it (701.10h),
    and the Angel, still a 1/1 Frog, has none."""
    board = _board(permanents("Serra Angel", ["sa"], "bob"), permanents("Grizzly Bears", ["gb"]),
                   hand="  - {id: tf, card: Turn to Frog, owner: alice}\n")
    g = play(board, [EW, "Serra Angel", "Turn to Frog"],
             ["alice: cast tf target=sa", "alice: pass", "bob: pass",
              "alice: cast ew", "alice: pass", "bob: pass", "alice: target sa", "alice: target gb",
              "alice: pass", "bob: pass"])
    assert _kw(g, "gb") == {"flying", "vigilance"} and _kw(g, "sa") == set()
    assert (g.ch("sa").power, g.ch("sa").toughness) == (1, 1)


def test_613_1f_a_later_lose_all_abilities_effect_removes_the_exchanged_text():
    """613.1c, 613.1f: layer 6 applies after layer 3 whatever the timestamps: Turn to Frog cast on
    Grizzly Bears after the exchange removes the flying and vigilance the Bears got."""
    board = _board(permanents("Serra Angel", ["sa"], "bob"), permanents("Grizzly Bears", ["gb"]),
                   hand="  - {id: tf, card: Turn to Frog, owner: alice}\n")
    g = _exchange(board, ["Serra Angel", "Turn to Frog"], "sa", "gb")
    assert _kw(g, "gb") == {"flying", "vigilance"}
    run_script(g, ["alice: cast tf target=gb", "alice: pass", "bob: pass"], "<test>")
    assert _kw(g, "gb") == set() and _kw(g, "sa") == set()


def test_613_1f_humility_removes_every_ability_whatever_was_exchanged():
    """613.1c, 613.1f, 613.4b: with Humility on the battlefield, the exchange happens in layer 3 and
    Humility's "lose all abilities and are 1/1" applies in layers 6 and 7b: neither creature flies."""
    board = _board(permanents("Serra Angel", ["sa"], "bob"), permanents("Grizzly Bears", ["gb"]),
                   permanents("Humility", ["hu"], "bob"))
    g = _exchange(board, ["Serra Angel", "Humility"], "sa", "gb")
    assert _kw(g, "gb") == set() and _kw(g, "sa") == set()
    assert (g.ch("gb").power, g.ch("sa").power) == (1, 1)
    assert any(e.rule == "701.10h" for e in g.log)


def test_611_2b_the_texts_return_when_exchange_of_words_leaves():
    """611.2b: "for as long as this enchantment remains on the battlefield" -- bob destroys Exchange
    of Words with Disenchant: the effect ends and each creature has its own text again."""
    board = _board(permanents("Serra Angel", ["sa"]), permanents("Grizzly Bears", ["gb"], "bob"),
                   permanents("Plains", ["p1", "p2"], "bob"), hand="  - {id: dis, card: Disenchant, owner: bob}\n")
    g = _exchange(board, ["Serra Angel", "Disenchant"], "sa", "gb")
    assert _kw(g, "gb") == {"flying", "vigilance"}
    run_script(g, ["alice: pass", "bob: cast dis target=ew", "bob: pass", "alice: pass"], "<test>")
    assert g.obj("ew").zone == "graveyard"
    assert _kw(g, "sa") == {"flying", "vigilance"} and _kw(g, "gb") == set()


def test_613_7a_a_static_ability_moves_to_the_other_controller():
    """701.10h, 613.7a: Benalish Marshal's "Other creatures you control get +1/+1" becomes bob's
    Grizzly Bears' text: bob's Hill Giant is 4/4 and alice's other Grizzly Bears is 2/2 again (the
    Marshal, with no text, gets nothing either)."""
    board = _board(permanents("Benalish Marshal", ["bm"]), permanents("Grizzly Bears", ["mine"]),
                   permanents("Grizzly Bears", ["gb"], "bob"), permanents("Hill Giant", ["hg"], "bob"))
    g = play(board, [EW, "Benalish Marshal"], [])
    assert g.ch("mine").power == 3 and g.ch("hg").power == 3
    g = _exchange(board, ["Benalish Marshal"], "bm", "gb")
    assert (g.ch("hg").power, g.ch("hg").toughness) == (4, 4)
    assert (g.ch("mine").power, g.ch("bm").power, g.ch("gb").power) == (2, 3, 2)


def test_701_10h_the_previous_text_includes_an_earlier_text_change():
    """701.10h, 612.2: Mind Bend (green -> red, an earlier text change) made Eastern Paladin's
    ability "Destroy target red creature"; that is the text Grizzly Bears get: they can destroy
    bob's Gray Ogre (red), not his Llanowar Elves (green)."""
    change = "effects:\n  - {id: tc, timestamp: 50, objects: [pal], text_change: {from: green, to: red}}\n"
    board = _board(permanents("Eastern Paladin", ["pal"]), permanents("Grizzly Bears", ["gb"]),
                   permanents("Swamp", ["s1", "s2", "s3"]), permanents("Gray Ogre", ["ogre"], "bob"),
                   permanents("Llanowar Elves", ["elf"], "bob"), effects=change)
    g = _exchange(board, ["Eastern Paladin"], "pal", "gb")
    assert dict(g.ch("gb").text_changes) == {"green": "red"}
    run_script(g, ["alice: activate gb 1 target=ogre", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("ogre").zone == "graveyard"
    g = _exchange(board, ["Eastern Paladin"], "pal", "gb")
    with pytest.raises(ScenarioError, match="target elf is not legal"):       # 115.1, 602.2b
        run_script(g, ["alice: activate gb 1 target=elf"], "<test>")


def test_612_2_a_later_text_change_reaches_the_exchanged_text():
    """612.2, 613.1c: after the exchange, Sleight of Mind changes green to blue in Grizzly Bears'
    text -- Eastern Paladin's "Destroy target green creature", now theirs: Llanowar Elves (green)
    is no longer a legal target."""
    board = _board(permanents("Eastern Paladin", ["pal"]), permanents("Grizzly Bears", ["gb"]),
                   permanents("Swamp", ["s1", "s2", "s3"]), permanents("Llanowar Elves", ["elf"], "bob"),
                   hand="  - {id: som, card: Sleight of Mind, owner: alice}\n")
    g = _exchange(board, ["Eastern Paladin", "Sleight of Mind"], "pal", "gb")
    assert "activate gb 1" in [str(a) for a in g.legal_actions()]
    run_script(g, ["alice: cast som target=gb", "alice: pass", "bob: pass", "alice: choose green",
                   "alice: choose blue"], "<test>")
    assert dict(g.ch("gb").text_changes) == {"green": "blue"}
    # 602.2b, 601.2c: "Destroy target blue creature" has no legal target now: it can't be activated
    assert "activate gb 1" not in [str(a) for a in g.legal_actions()]


def test_614_1_a_replacement_ability_moves_with_the_text():
    """701.10h, 614.1a: Torbran's "If a red source you control would deal damage to an opponent or a
    permanent an opponent controls, it deals that much damage plus 2 instead" becomes the text of
    bob's Grizzly Bears ("you": bob now): alice's Lightning Bolt deals bob 3, not 5."""
    board = _board(permanents("'Torbran, Thane of Red Fell'", ["tor"]), permanents("Grizzly Bears", ["gb"], "bob"),
                   permanents("Mountain", ["m1", "m2"]), hand="  - {id: b1, card: Lightning Bolt, owner: alice}\n")
    names = ["Torbran, Thane of Red Fell", "Lightning Bolt"]
    g = play(board, [EW, *names], ["alice: cast b1 target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 15                                  # printed: 3 + 2
    g = _exchange(board, names, "tor", "gb")
    run_script(g, ["alice: cast b1 target=bob", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "bob") == 17


def test_615_a_moved_replacement_ability_ends_with_a_later_lose_all_abilities():
    """701.10h, 613.1f, 614.1a: Benevolent Unicorn's "If a spell would deal damage to any target, it
    deals that much damage minus 1 instead" is Grizzly Bears' after the exchange (a Bolt deals 2);
    once Turn to Frog makes the Bears lose all abilities, neither creature has it (a Bolt deals 3)."""
    board = _board(permanents("Benevolent Unicorn", ["bu"]), permanents("Grizzly Bears", ["gb"], "bob"),
                   permanents("Mountain", ["m1", "m2"]),
                   hand="  - {id: b1, card: Lightning Bolt, owner: alice}\n  - {id: b2, card: Lightning Bolt, owner: alice}\n"
                        "  - {id: tf, card: Turn to Frog, owner: alice}\n")
    g = _exchange(board, ["Benevolent Unicorn", "Lightning Bolt", "Turn to Frog"], "bu", "gb")
    run_script(g, ["alice: cast b1 target=bob", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "bob") == 18
    run_script(g, ["alice: cast tf target=gb", "alice: pass", "bob: pass",
                   "alice: cast b2 target=bob", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "bob") == 15


def test_701_10h_the_exchanged_text_is_locked_in_when_the_other_creature_leaves():
    """701.10h, 611.2c: each creature's new text is the other's text as it was when the exchange
    happened, locked onto each: after Grizzly Bears (with "Flying, vigilance") is bolted, Serra
    Angel still has the Bears' text -- no flying -- while Exchange of Words remains."""
    board = _board(permanents("Serra Angel", ["sa"]), permanents("Grizzly Bears", ["gb"], "bob"),
                   permanents("Mountain", ["m1"]), hand="  - {id: b1, card: Lightning Bolt, owner: alice}\n")
    g = _exchange(board, ["Serra Angel", "Lightning Bolt"], "sa", "gb")
    run_script(g, ["alice: cast b1 target=gb", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("gb").zone == "graveyard" and g.obj("ew").zone == "battlefield"
    assert _kw(g, "sa") == set()
