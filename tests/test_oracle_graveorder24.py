"""Graveyard order (CR 404.1-404.3) and Volrath's Shapeshifter (612.6, "has the full text of that
card"). A graveyard is a pile whose top card is the last one put there (404.1); its order can't be
changed (404.2), except that the owner arranges two or more cards put there at the same time
(404.3). Volrath's Shapeshifter: "As long as the top card of your graveyard is a creature card,
this creature has the full text of that card and has the text "{2}: Discard a card."" -- a
text-changing effect (layer 3, 613.1c) changing the text of its name, mana cost, type line, rules
text and power/toughness (612.6). Each test plays real cards compiled from their Oracle text; the
expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, life, permanents, play

from pyengine.game.graveyard_order import pile

VS = "\"Volrath's Shapeshifter\""
VS_NAME = "Volrath's Shapeshifter"
RESOLVE = ["alice: pass", "bob: pass"]


def _gy(*cards: tuple[str, str], owner: str = "alice") -> str:
    """Graveyard lines, top first (404.1: a scenario lists a graveyard's cards top first)."""
    return "graveyard:\n" + "".join(f"  - {{id: {i}, card: {c}, owner: {owner}}}\n" for i, c in cards)


def _shifter(gy: str, extra: str = "", hand: str = "", **kw) -> str:
    return (head(**kw) + "battlefield:\n" + permanents(VS, ["vs"]) + permanents("Island", ["i1", "i2"])
            + permanents("Mountain", ["m1"]) + extra + gy + hand)


def test_612_6_volraths_shapeshifter_compiles():
    """612.6, 613.1c: the Shapeshifter's static ability is a layer-3 text-changing effect ("the
    full text of that card"), its condition the top card of its controller's graveyard (404.1);
    both of its abilities compile and are executed."""
    assert fully_compiled(VS_NAME)
    from pyengine.cards.compiled import compile_oracle_card
    from pyengine.cards.database import oracle_db
    eff = compile_oracle_card(oracle_db().get(VS_NAME)).abilities[0].effect
    assert [(op.kind, op.layer) for op in eff.ops] == [("full_text", "3")]


def test_612_6_creature_card_on_top_gives_its_full_text():
    """612.6: with Serra Angel on top of alice's graveyard (Llanowar Elves below it), the
    Shapeshifter has Serra Angel's name, mana value (5), color (white, from its mana cost, 202.2),
    type line, abilities (flying, vigilance) and power/toughness (4/4) -- and "{2}: Discard a card."
    It has neither its own name nor Llanowar Elves' text."""
    g = play(_shifter(_gy(("sa", "Serra Angel"), ("le", "Llanowar Elves"))), [VS_NAME, "Serra Angel", "Llanowar Elves"], [])
    ch = g.ch("vs")
    assert (ch.name, ch.mana_value, ch.colors, ch.types, ch.subtypes) == ("Serra Angel", 5, ("white",), ("creature",), ("Angel",))
    assert (ch.power, ch.toughness) == (4, 4)
    assert set(ch.abilities) == {"flying", "vigilance", "{2}: Discard a card."}


def test_612_6_noncreature_card_on_top_it_is_itself():
    """611.3a, 612.6: the top card of alice's graveyard is Shock (an instant), so the condition is
    false: the Shapeshifter has its own text -- Volrath's Shapeshifter, a blue 0/1 Phyrexian
    Shapeshifter -- even though a creature card (Serra Angel) is below the top."""
    g = play(_shifter(_gy(("sh", "Shock"), ("sa", "Serra Angel"))), [VS_NAME, "Shock", "Serra Angel"], [])
    ch = g.ch("vs")
    assert (ch.name, ch.colors, ch.power, ch.toughness, ch.mana_value) == (VS_NAME, ("blue",), 0, 1, 3)


def test_612_6_your_graveyard_is_its_controllers():
    """109.5, 612.6: "your graveyard" is the graveyard of the Shapeshifter's controller: a creature
    card on top of bob's graveyard changes nothing (alice's is empty)."""
    g = play(_shifter(_gy(("sa", "Serra Angel"), owner="bob")), [VS_NAME, "Serra Angel"], [])
    assert (g.ch("vs").name, g.ch("vs").power, g.ch("vs").toughness) == (VS_NAME, 0, 1)


def test_602_an_activated_ability_of_the_top_card_can_be_activated():
    """612.6, 602.1: with Prodigal Pyromancer on top of alice's graveyard, the Shapeshifter has
    "{T}: This creature deals 1 damage to any target." and alice activates it: bob loses 1 life."""
    g = play(_shifter(_gy(("pp", "Prodigal Pyromancer"))), [VS_NAME, "Prodigal Pyromancer"],
             ["alice: activate vs 1 target=bob"] + RESOLVE)
    assert g.ch("vs").name == "Prodigal Pyromancer" and g.obj("vs").tapped
    assert life(g, "bob") == 19


def test_613_4c_counters_still_apply_over_the_new_text():
    """613.4c, 612.6: the text change is layer 3 -- a +1/+1 counter on the Shapeshifter still
    applies (layer 7c): with Serra Angel on top it is a 5/5; with nothing on top a 1/2."""
    board = _shifter(_gy(("sa", "Serra Angel"))).replace(
        "{id: vs, card: " + VS + ", controller: alice}", "{id: vs, card: " + VS + ", controller: alice, counters: {+1/+1: 1}}")
    g = play(board, [VS_NAME, "Serra Angel"], [])
    assert counters(g, "vs") == 1 and (g.ch("vs").power, g.ch("vs").toughness) == (5, 5)
    g = play(board.replace(_gy(("sa", "Serra Angel")), ""), [VS_NAME], [])
    assert (g.ch("vs").power, g.ch("vs").toughness) == (1, 2)


def test_404_1_a_resolved_instant_goes_on_top_and_the_damage_stays():
    """404.1, 608.2n, 704.5g: alice Shocks her own Shapeshifter while it is Serra Angel (4/4): it
    is dealt 2 damage, then Shock -- finished resolving -- is put on top of her graveyard. The top
    card isn't a creature card any more, so the Shapeshifter is a 0/1 with 2 damage marked on it:
    it is destroyed (lethal damage)."""
    g = play(_shifter(_gy(("sa", "Serra Angel")), hand="hand:\n  - {id: sh, card: Shock, owner: alice}\n"),
             [VS_NAME, "Serra Angel", "Shock"], ["alice: cast sh target=vs"] + RESOLVE)
    assert g.obj("vs").zone == "graveyard"
    assert pile(g.s, "alice")[:3] == ["vs", "sh", "sa"]


def test_404_1_the_discard_ability_puts_the_discarded_card_on_top():
    """404.1, 701.8a, 612.6: the Shapeshifter (as Grizzly Bears) activates "{2}: Discard a card."
    and alice discards Serra Angel: it is put on top of her graveyard, so the Shapeshifter now has
    the full text of Serra Angel (a 4/4 flyer)."""
    g = play(_shifter(_gy(("gb", "Grizzly Bears")), hand="hand:\n  - {id: sa, card: Serra Angel, owner: alice}\n"),
             [VS_NAME, "Grizzly Bears", "Serra Angel"], ["alice: activate vs g1"] + RESOLVE + ["alice: discard sa"])
    assert g.obj("sa").zone == "graveyard" and pile(g.s, "alice") == ["sa", "gb"]
    assert (g.ch("vs").name, g.ch("vs").power, g.ch("vs").toughness) == ("Serra Angel", 4, 4)
    assert "flying" in g.ch("vs").abilities


def test_704_5j_the_legend_rule_sees_the_new_name():
    """704.5j, 612.6: with Isamaru, Hound of Konda on top of alice's graveyard the Shapeshifter is
    a legendary creature named Isamaru; alice also controls an Isamaru: the legend rule applies
    and she keeps the one she chooses (the Shapeshifter goes to her graveyard)."""
    g = play(_shifter(_gy(("gi", "'Isamaru, Hound of Konda'")), extra=permanents("'Isamaru, Hound of Konda'", ["isa"])),
             [VS_NAME, "Isamaru, Hound of Konda"], ["alice: keep isa"])
    assert g.obj("vs").zone == "graveyard" and g.obj("isa").zone == "battlefield"
    assert any(e.rule == "704.5j" for e in g.log)


def test_404_3_the_owner_arranges_cards_milled_at_once():
    """404.3: Millstone makes alice mill two cards at once (Serra Angel, then Grizzly Bears): she
    arranges them, and puts Serra Angel on top -- so the Shapeshifter is Serra Angel."""
    board = _shifter("", extra=permanents("Millstone", ["ms"]),
                     alice=["Serra Angel", "Grizzly Bears", "Plains"])
    g = play(board, [VS_NAME, "Millstone", "Serra Angel", "Grizzly Bears"],
             ["alice: activate ms 1 target=alice"] + RESOLVE + ["alice: top la1"])
    assert any(d.rule == "404.3" for d in g.log)
    assert pile(g.s, "alice") == ["la1", "la2"] and g.ch("vs").name == "Serra Angel"


def test_404_3_the_default_order_is_the_order_of_the_events():
    """404.3 (the default answer): alice takes the default choice -- the cards stay in the order
    they were milled, the last one (Grizzly Bears) on top; the Shapeshifter is Grizzly Bears."""
    board = _shifter("", extra=permanents("Millstone", ["ms"]),
                     alice=["Serra Angel", "Grizzly Bears", "Plains"])
    g = play(board, [VS_NAME, "Millstone", "Serra Angel", "Grizzly Bears"],
             ["alice: activate ms 1 target=alice"] + RESOLVE + ["alice: top la2"])
    assert pile(g.s, "alice") == ["la2", "la1"] and g.ch("vs").name == "Grizzly Bears"


def test_404_2_order_kept_across_several_moves():
    """404.1, 404.2: each card put into a graveyard goes on top and the order of the others is kept:
    bob's Grizzly Bears (Shocked) and then the Shock (608.2n) go on top of his graveyard, above the
    card already there; the public view lists the graveyard top first."""
    board = (head() + "battlefield:\n" + permanents("Mountain", ["m1"]) + permanents("Grizzly Bears", ["gb"], "bob")
             + _gy(("old", "Llanowar Elves"), owner="bob") + "hand:\n  - {id: sh, card: Shock, owner: alice}\n")
    g = play(board, ["Shock", "Grizzly Bears", "Llanowar Elves"], ["alice: cast sh target=gb"] + RESOLVE)
    assert pile(g.s, "bob") == ["gb", "old"] and pile(g.s, "alice") == ["sh"]
    assert [c["id"] for c in g.view("alice")["players"]["bob"]["graveyard"]] == ["gb", "old"]


def test_707_2_a_copy_of_the_shapeshifter_copies_its_printed_text():
    """707.2, 109.5: a text-changing effect isn't a copiable value: bob's Clone copying the
    Shapeshifter (Serra Angel on top of alice's graveyard) copies Volrath's Shapeshifter's own text,
    and its ability reads bob's graveyard: with Grizzly Bears on top the Clone is a 2/2 Grizzly
    Bears; with his graveyard empty it is a 0/1 Volrath's Shapeshifter."""
    clone = "  - {id: cl, card: Clone, controller: bob, copy_of: vs}\n"
    names = [VS_NAME, "Serra Angel", "Clone", "Grizzly Bears"]
    g = play(_shifter(_gy(("sa", "Serra Angel")), extra=clone), names, [])
    assert g.ch("vs").name == "Serra Angel"
    assert (g.ch("cl").name, g.ch("cl").power, g.ch("cl").toughness) == (VS_NAME, 0, 1)
    gy = _gy(("sa", "Serra Angel")) + "  - {id: gb, card: Grizzly Bears, owner: bob}\n"
    g = play(_shifter(gy, extra=clone), names, [])
    assert (g.ch("cl").name, g.ch("cl").power, g.ch("cl").toughness) == ("Grizzly Bears", 2, 2)


def test_613_1c_a_static_ability_of_the_top_card_applies():
    """612.6, 613.4c: with Lord of Atlantis on top of alice's graveyard the Shapeshifter has "Other
    Merfolk get +1/+1 and have islandwalk": bob's Merfolk of the Pearl Trident (1/1) is a 2/2."""
    g = play(_shifter(_gy(("la", "Lord of Atlantis")), extra=permanents("Merfolk of the Pearl Trident", ["mf"], "bob")),
             [VS_NAME, "Lord of Atlantis", "Merfolk of the Pearl Trident"], [])
    assert g.ch("vs").name == "Lord of Atlantis"
    assert (g.ch("mf").power, g.ch("mf").toughness) == (2, 2) and "islandwalk" in g.ch("mf").abilities


def test_118_3_alms_exiles_the_top_card_of_the_graveyard_as_a_cost():
    """404.1, 118.3: Alms ("{1}, Exile the top card of your graveyard: Prevent the next 1 damage
    ...") exiles the top card of alice's graveyard (Shock, the last card put there), not the one
    below it (Grizzly Bears)."""
    assert fully_compiled("Alms") and fully_compiled("Nature's Kiss")
    board = (head() + "battlefield:\n" + permanents("Alms", ["al"]) + permanents("Plains", ["p1"])
             + permanents("Grizzly Bears", ["gb"]) + _gy(("sh", "Shock"), ("gy", "Grizzly Bears")))
    g = play(board, ["Alms", "Shock", "Grizzly Bears"], ["alice: activate al 1 target=gb"] + RESOLVE)
    assert g.obj("sh").zone == "exile" and g.obj("gy").zone == "graveyard"


def test_118_3_an_empty_graveyard_cant_pay_alms():
    """118.3, 404.1: with no card in alice's graveyard the cost can't be paid: Alms's ability isn't
    among her legal actions."""
    board = (head() + "battlefield:\n" + permanents("Alms", ["al"]) + permanents("Plains", ["p1"])
             + permanents("Grizzly Bears", ["gb"]))
    g = play(board, ["Alms", "Grizzly Bears"], [])
    assert not any(a.kind == "activate" and a.args[:1] == ("al",) for a in g.legal_actions())


def test_401_4_soldevi_digger_puts_the_top_card_on_the_bottom_of_the_library():
    """404.1, 401.4: Soldevi Digger ("{2}: Put the top card of your graveyard on the bottom of your
    library.") moves Shock (the top card) to the bottom of alice's library; Grizzly Bears stays."""
    assert fully_compiled("Soldevi Digger")
    board = (head() + "battlefield:\n" + permanents("Soldevi Digger", ["sd"]) + permanents("Plains", ["p1", "p2"])
             + _gy(("sh", "Shock"), ("gy", "Grizzly Bears")))
    g = play(board, ["Soldevi Digger", "Shock", "Grizzly Bears"], ["alice: activate sd 1"] + RESOLVE)
    assert g.s.library["alice"][-1] == "sh" and pile(g.s, "alice") == ["gy"]


def test_608_2c_guiding_spirit_returns_a_creature_card_from_the_top_only():
    """404.1, 608.2c: Guiding Spirit ("{T}: If the top card of target player's graveyard is a
    creature card, put that card on top of that player's library.") -- with Grizzly Bears on top of
    bob's graveyard it goes on top of his library; with Shock on top (Bears below) nothing moves."""
    assert fully_compiled("Guiding Spirit")
    names = ["Guiding Spirit", "Shock", "Grizzly Bears"]
    board = head() + "battlefield:\n" + permanents("Guiding Spirit", ["gs"])
    g = play(board + _gy(("gy", "Grizzly Bears"), ("sh", "Shock"), owner="bob"), names,
             ["alice: activate gs 2 target=bob"] + RESOLVE)
    assert g.s.library["bob"][0] == "gy" and pile(g.s, "bob") == ["sh"]
    g = play(board + _gy(("sh", "Shock"), ("gy", "Grizzly Bears"), owner="bob"), names,
             ["alice: activate gs 2 target=bob"] + RESOLVE)
    assert pile(g.s, "bob") == ["sh", "gy"] and "gy" not in g.s.library["bob"]


def test_118_3_necratog_exiles_the_top_creature_card():
    """404.1, 118.3: Necratog ("Exile the top creature card of your graveyard: this creature gets
    +2/+2 until end of turn.") exiles the topmost creature card of alice's graveyard -- Grizzly
    Bears, below Shock, not Serra Angel below it -- and the 1/2 becomes a 3/4."""
    assert fully_compiled("Necratog") and fully_compiled("Zombie Scavengers")
    board = (head() + "battlefield:\n" + permanents("Necratog", ["nt"])
             + _gy(("sh", "Shock"), ("gb", "Grizzly Bears"), ("sa", "Serra Angel")))
    g = play(board, ["Necratog", "Shock", "Grizzly Bears", "Serra Angel"], ["alice: activate nt 1"] + RESOLVE)
    assert [g.obj(x).zone for x in ("sh", "gb", "sa")] == ["graveyard", "exile", "graveyard"]
    assert (g.ch("nt").power, g.ch("nt").toughness) == (3, 4)


def test_608_2h_shallow_grave_returns_the_top_creature_card_and_exiles_that_creature():
    """404.1, 608.2h, 603.7: Shallow Grave returns the topmost creature card of alice's graveyard
    (Grizzly Bears, below Shock; Serra Angel stays) to the battlefield; that creature -- not the
    new top creature card -- gains haste and is exiled at the beginning of the next end step."""
    assert fully_compiled("Shallow Grave")
    board = (head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2"])
             + _gy(("sh", "Shock"), ("gb", "Grizzly Bears"), ("sa", "Serra Angel"))
             + "hand:\n  - {id: sg, card: Shallow Grave, owner: alice}\n")
    names = ["Shallow Grave", "Shock", "Grizzly Bears", "Serra Angel"]
    g = play(board, names, ["alice: cast sg"] + RESOLVE)
    assert g.obj("gb").zone == "battlefield" and "haste" in g.ch("gb").abilities
    assert g.obj("sa").zone == "graveyard"
    g = play(board, names, ["alice: cast sg"] + RESOLVE + ["T1 cleanup: wait"])
    assert g.obj("gb").zone == "exile" and g.obj("sa").zone == "graveyard"


def test_404_1_mistmoon_griffin_returns_the_creature_card_below_it():
    """404.1, 603.10a: Mistmoon Griffin dies (Shocked): it is put on top of alice's graveyard, its
    ability exiles it, then returns the top creature card of her graveyard -- Grizzly Bears, now
    the topmost one -- to the battlefield."""
    assert fully_compiled("Mistmoon Griffin")
    board = (head() + "battlefield:\n" + permanents("Mistmoon Griffin", ["mg"]) + permanents("Mountain", ["m1"])
             + _gy(("gb", "Grizzly Bears"), ("sa", "Serra Angel")) + "hand:\n  - {id: sh, card: Shock, owner: alice}\n")
    g = play(board, ["Mistmoon Griffin", "Shock", "Grizzly Bears", "Serra Angel"],
             ["alice: cast sh target=mg"] + RESOLVE + RESOLVE)
    assert [g.obj(x).zone for x in ("mg", "gb", "sa")] == ["exile", "battlefield", "graveyard"]
