"""Sutured Ghoul (the example of 614.13a): "As this creature enters, exile any number of creature
cards from your graveyard." -- a replacement effect modifying how it enters (614.1c, 614.12a,
614.13) -- and "Sutured Ghoul's power is equal to the total power of the exiled cards and its
toughness is equal to their total toughness." -- a characteristic-defining ability (604.3, layer
7a, 613.4a) linked to the first (607.2b, 614.14). The exiled cards' power is the one the layer
system gives them in exile (their own CDAs function there, 604.3). Each test plays real cards
compiled from their Oracle text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script
from pyengine.game.state import Action
from oracle_helpers import fully_compiled, head, permanents, play


def _zone(tag: str, owner: str, *cards: tuple[str, str]) -> str:
    return f"{tag}:\n" + "".join(f"  - {{id: {i}, card: \"{c}\", owner: {owner}}}\n" for i, c in cards)


def _cast_ghoul(graveyard: tuple[tuple[str, str], ...], names: tuple[str, ...] = (), extra: str = "",
                swamps: int = 7, hand: tuple[tuple[str, str], ...] = ()):
    """alice casts Sutured Ghoul (sg) with these cards in her graveyard; it resolves."""
    return play(head() + "battlefield:\n" + permanents("Swamp", [f"s{i}" for i in range(swamps)]) + extra
                + _zone("hand", "alice", ("sg", "Sutured Ghoul"), *hand) + _zone("graveyard", "alice", *graveyard),
                ["Sutured Ghoul", *names], ["alice: cast sg", "alice: pass", "bob: pass"])


def _pt(g, oid: str) -> tuple:
    return (g.ch(oid).power, g.ch(oid).toughness)


def test_614_13a_ghoul_exiling_two_bears_is_a_4_4():
    """614.12a, 614.13a, 604.3, 208.1: as Sutured Ghoul enters alice chooses any number of creature
    cards from her graveyard (the Swamp card there isn't offered); she exiles both Grizzly Bears
    (2/2 each): the Ghoul's power is their total power, 2 + 2 = 4, its toughness 2 + 2 = 4."""
    assert fully_compiled("Sutured Ghoul")
    g = _cast_ghoul((("b1", "Grizzly Bears"), ("b2", "Grizzly Bears"), ("sw", "Swamp")), ("Grizzly Bears",))
    d = g.decision
    assert d.kind == "as_enters" and d.player == "alice" and g.obj("sg").zone == "stack"
    assert set(d.options) == {Action("done"), Action("choose", ("b1",)), Action("choose", ("b2",))}
    run_script(g, ["alice: choose b1", "alice: choose b2"], "<test>")
    assert g.obj("sg").zone == "battlefield" and _pt(g, "sg") == (4, 4)
    assert g.obj("b1").zone == "exile" and g.obj("b2").zone == "exile" and g.obj("sw").zone == "graveyard"


def test_208_1_power_and_toughness_are_totalled_separately():
    """604.3, 208.1: "its toughness is equal to their total toughness" -- Hill Giant (3/3) and
    Horned Turtle (1/4) exiled: power 3 + 1 = 4, toughness 3 + 4 = 7; the Bears left in the
    graveyard count for nothing."""
    g = _cast_ghoul((("hg", "Hill Giant"), ("ht", "Horned Turtle"), ("b1", "Grizzly Bears")),
                    ("Hill Giant", "Horned Turtle", "Grizzly Bears"))
    run_script(g, ["alice: choose hg", "alice: choose ht", "alice: done"], "<test>")
    assert _pt(g, "sg") == (4, 7) and g.obj("b1").zone == "graveyard"


def test_704_5f_ghoul_exiling_nothing_is_0_0_and_dies():
    """107.1c, 704.5f: "any number" includes zero: exiling no cards, the total power and toughness
    of the exiled cards are 0; the 0/0 Ghoul is put into its owner's graveyard by the state-based
    actions and the Bears stay in the graveyard."""
    g = _cast_ghoul((("b1", "Grizzly Bears"),), ("Grizzly Bears",))
    run_script(g, ["alice: done"], "<test>")
    assert g.obj("sg").zone == "graveyard" and g.obj("b1").zone == "graveyard"


def test_604_3_ghoul_outside_the_battlefield_is_0_0():
    """604.3: a characteristic-defining ability functions in every zone: in alice's hand the
    Ghoul (a new object, 400.7, with no exiled cards linked to it, 607.2b) is 0/0 -- not the
    */* of its printed box read as nothing."""
    g = play(head() + _zone("hand", "alice", ("sg", "Sutured Ghoul")), ["Sutured Ghoul"], [])
    assert _pt(g, "sg") == (0, 0)


def test_614_13a_runeclaw_bear_entering_at_the_same_time_cant_be_chosen():
    """614.13a (its example): Liliana, Death Wielder's [-10] returns all creature cards from alice's
    graveyard to the battlefield at once -- Sutured Ghoul and Runeclaw Bear. Alice can't choose to
    exile the Bear (entering at the same time) nor the Ghoul itself: nothing is exiled, the Ghoul
    is 0/0 and dies (704.5f); the Bear stays on the battlefield."""
    assert fully_compiled("Liliana, Death Wielder")
    g = play(head() + "battlefield:\n"
             + "  - {id: li, card: \"Liliana, Death Wielder\", controller: alice, counters: {loyalty: 10}}\n"
             + _zone("graveyard", "alice", ("sg", "Sutured Ghoul"), ("rb", "Runeclaw Bear")),
             ["Sutured Ghoul", "Liliana, Death Wielder", "Runeclaw Bear"],
             ["alice: activate li 3", "alice: pass", "bob: pass"])
    assert g.obj("rb").zone == "battlefield" and g.obj("sg").zone == "graveyard"
    assert any(e.rule == "614.13a" and "exiles no cards" in e.text for e in g.log)


def test_614_13a_reanimated_ghoul_cant_exile_itself():
    """614.13a: Zombify returns Sutured Ghoul from alice's graveyard; as it enters she may exile
    the other creature cards there, never the Ghoul card itself (the object that will become the
    permanent). Exiling the Hill Giant: 3/3."""
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3", "s4"])
             + _zone("hand", "alice", ("zo", "Zombify"))
             + _zone("graveyard", "alice", ("sg", "Sutured Ghoul"), ("hg", "Hill Giant")),
             ["Sutured Ghoul", "Zombify", "Hill Giant"], ["alice: cast zo target=sg", "alice: pass", "bob: pass"])
    d = g.decision
    assert d.kind == "as_enters" and set(d.options) == {Action("done"), Action("choose", ("hg",))}
    run_script(g, ["alice: choose hg"], "<test>")
    assert g.obj("sg").zone == "battlefield" and _pt(g, "sg") == (3, 3)


def test_607_2b_a_card_exiled_some_other_way_isnt_an_exiled_card():
    """607.2b, 614.14: "the exiled cards" are only the cards in exile put there by the Ghoul's own
    replacement effect: Serra Angel (4/4) already in exile is not counted; one Bears exiled: 2/2."""
    g = _cast_ghoul((("b1", "Grizzly Bears"),), ("Grizzly Bears", "Serra Angel"),
                    extra=_zone("exile", "alice", ("sa", "Serra Angel")))
    run_script(g, ["alice: choose b1"], "<test>")
    assert _pt(g, "sg") == (2, 2) and g.obj("sa").zone == "exile"


def test_400_7_returned_ghoul_forgets_the_cards_it_exiled_before():
    """400.7, 607.2b: Sutured Ghoul exiles two Bears (4/4); Unsummon returns it to alice's hand,
    where it is a new object with no exiled cards (0/0, 604.3). Cast again, it exiles the Hill
    Giant: a 3/3 -- not 7/7, the Bears exiled by the old object aren't its exiled cards."""
    g = play(head() + "battlefield:\n" + permanents("Swamp", [f"s{i}" for i in range(14)])
             + permanents("Island", ["i1"])
             + _zone("hand", "alice", ("sg", "Sutured Ghoul"), ("un", "Unsummon"))
             + _zone("graveyard", "alice", ("b1", "Grizzly Bears"), ("b2", "Grizzly Bears"), ("hg", "Hill Giant")),
             ["Sutured Ghoul", "Unsummon", "Grizzly Bears", "Hill Giant"],
             [*(f"alice: mana s{i}" for i in range(7)), "alice: cast sg", "alice: pass", "bob: pass",
              "alice: choose b1", "alice: choose b2", "alice: done"])
    assert _pt(g, "sg") == (4, 4)
    run_script(g, ["alice: cast un target=sg", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("sg").zone == "hand" and _pt(g, "sg") == (0, 0)
    run_script(g, ["alice: cast sg", "alice: pass", "bob: pass"], "<test>")
    assert set(g.decision.options) == {Action("done"), Action("choose", ("hg",))}
    run_script(g, ["alice: choose hg"], "<test>")
    assert _pt(g, "sg") == (3, 3) and g.obj("b1").zone == "exile"


def test_604_3_an_exiled_lhurgoyf_counts_its_power_in_exile():
    """604.3, 613.4a: Lhurgoyf's CDA functions in exile: after the Ghoul exiles Lhurgoyf and one
    Bears, two creature cards remain in graveyards (a Bears, the Hill Giant): Lhurgoyf is 2/3 in
    exile, so the Ghoul is 2 + 2 = 4 / 3 + 2 = 5."""
    g = _cast_ghoul((("lh", "Lhurgoyf"), ("b1", "Grizzly Bears"), ("b2", "Grizzly Bears"), ("hg", "Hill Giant")),
                    ("Lhurgoyf", "Grizzly Bears", "Hill Giant"))
    run_script(g, ["alice: choose lh", "alice: choose b1", "alice: done"], "<test>")
    assert g.obj("lh").zone == "exile" and _pt(g, "lh") == (2, 3)
    assert _pt(g, "sg") == (4, 5)


def test_613_8a_ghoul_cda_waits_for_the_exiled_cards_cda():
    """613.8a-b: both CDAs apply in layer 7a (613.4a) and the Ghoul's depends on Lhurgoyf's (applying
    Lhurgoyf's changes the power the Ghoul adds up), so Lhurgoyf's applies first whatever the
    timestamps. (Objects in exile keep the timestamp the engine gave them; the test gives the exiled
    Lhurgoyf a later one than the Ghoul's so that timestamp order alone would get it wrong.)"""
    g = _cast_ghoul((("lh", "Lhurgoyf"), ("b1", "Grizzly Bears"), ("b2", "Grizzly Bears"), ("hg", "Hill Giant")),
                    ("Lhurgoyf", "Grizzly Bears", "Hill Giant"))
    run_script(g, ["alice: choose lh", "alice: choose b1", "alice: done"], "<test>")
    g.obj("lh").timestamp = g.obj("sg").timestamp + 5
    g._dirty()
    assert _pt(g, "lh") == (2, 3) and _pt(g, "sg") == (4, 5)


def test_604_3_an_exiled_sutured_ghoul_card_adds_nothing():
    """604.3, 607.2b, 400.7: a second Sutured Ghoul card exiled by the first is 0/0 in exile (its CDA
    functions there, and no cards are linked to that object): Ghoul card + Bears gives 0 + 2 = 2/2."""
    g = _cast_ghoul((("g2", "Sutured Ghoul"), ("b1", "Grizzly Bears")), ("Grizzly Bears",))
    run_script(g, ["alice: choose g2", "alice: choose b1"], "<test>")
    assert _pt(g, "g2") == (0, 0) and _pt(g, "sg") == (2, 2)


def test_510_1_the_ghoul_attacks_with_the_total_power():
    """510.1, 702.19b: a 4/4 Ghoul (two Bears exiled) with trample attacks; unblocked it deals 4
    combat damage to bob (20 - 4 = 16)."""
    from oracle_helpers import life, pass_until
    g = _cast_ghoul((("b1", "Grizzly Bears"), ("b2", "Grizzly Bears")), ("Grizzly Bears",))
    run_script(g, ["alice: choose b1", "alice: choose b2"], "<test>")
    g.obj("sg").summoning_sick = False
    pass_until(g, "alice", "declare_attackers")
    run_script(g, ["alice: attack sg", "alice: done"], "<test>")
    pass_until(g, "alice", "end")
    assert life(g, "bob") == 16


def _dracoplasm(extra_script: list[str]):
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1"]) + permanents("Mountain", ["m1", "m2"])
             + "  - {id: b1, card: Grizzly Bears, controller: alice, counters: {\"+1/+1\": 1}}\n"
             + permanents("Hill Giant", ["hg"]) + permanents("Grizzly Bears", ["ob"], "bob")
             + _zone("hand", "alice", ("dp", "Dracoplasm")),
             ["Dracoplasm", "Grizzly Bears", "Hill Giant"],
             ["alice: mana i1", "alice: mana m1", "alice: cast dp", "alice: pass", "bob: pass"])
    d = g.decision
    assert d.kind == "as_enters" and set(d.options) == {Action("done"), Action("choose", ("b1",)),
                                                        Action("choose", ("hg",))}
    run_script(g, extra_script, "<test>")
    return g


def test_613_4b_dracoplasm_becomes_the_total_of_the_sacrificed_creatures():
    """614.13a, 613.4b, 608.2h: "As this creature enters, sacrifice any number of creatures. This
    creature's power becomes the total power of those creatures and its toughness becomes their
    total toughness." -- alice (not bob's Bears: she sacrifices her own, 701.21a) sacrifices her
    Bears with a +1/+1 counter (3/3 as it last existed) and Hill Giant (3/3): Dracoplasm is 6/6."""
    assert fully_compiled("Dracoplasm")
    g = _dracoplasm(["alice: choose b1", "alice: choose hg", "alice: done"])
    assert g.obj("dp").zone == "battlefield" and _pt(g, "dp") == (6, 6)
    assert g.obj("b1").zone == "graveyard" and g.obj("hg").zone == "graveyard" and g.obj("ob").zone == "battlefield"


def test_613_4c_dracoplasm_pump_applies_after_its_set_power():
    """613.4b-c: the value set as it entered is layer 7b; "{R}: This creature gets +1/+0 until end
    of turn" modifies it in 7c: 3 + 1 = 4 power, toughness 3 (Hill Giant alone sacrificed)."""
    g = _dracoplasm(["alice: choose hg", "alice: done", "alice: activate dp 3", "alice: pass", "bob: pass"])
    assert _pt(g, "dp") == (4, 3)


def test_704_5f_dracoplasm_sacrificing_nothing_dies():
    """107.1c, 704.5f: sacrificing no creatures its power and toughness become 0: the 0/0
    Dracoplasm is put into its owner's graveyard; the creatures stay."""
    g = _dracoplasm(["alice: done"])
    assert g.obj("dp").zone == "graveyard" and g.obj("b1").zone == "battlefield"


def test_607_2a_admonition_angel_returns_the_cards_it_exiled_to_their_owner():
    """607.2a, 603.10a, 110.2a: Admonition Angel's landfall exiles bob's Grizzly Bears; when the
    Angel leaves the battlefield (Murder), "return all cards exiled with it to the battlefield
    under their owners' control" returns the Bears under bob's control."""
    assert fully_compiled("Admonition Angel")
    g = play(head() + "battlefield:\n" + permanents("Admonition Angel", ["aa"]) + permanents("Swamp", ["s1", "s2"])
             + permanents("Grizzly Bears", ["ob"], "bob")
             + _zone("hand", "alice", ("pl", "Plains"), ("mu", "Murder")),
             ["Admonition Angel", "Murder", "Grizzly Bears"],
             ["alice: play pl", "alice: target ob", "alice: pass", "bob: pass", "alice: yes"])
    assert g.obj("ob").zone == "exile"
    run_script(g, ["alice: cast mu target=aa", "alice: pass", "bob: pass", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("aa").zone == "graveyard"
    assert g.obj("ob").zone == "battlefield" and g.ch("ob").controller == "bob"


def test_607_2a_cold_storage_returns_only_the_cards_it_exiled():
    """607.2a, 110.2a: Cold Storage exiles alice's Grizzly Bears ({3}); sacrificing it returns
    "each creature card exiled with this artifact" under her control -- the Bears, not the Serra
    Angel some other effect put into exile."""
    assert fully_compiled("Cold Storage")
    g = play(head() + "battlefield:\n" + permanents("Cold Storage", ["cs"]) + permanents("Swamp", ["s1", "s2", "s3"])
             + permanents("Grizzly Bears", ["gb"]) + _zone("exile", "alice", ("sa", "Serra Angel")),
             ["Cold Storage", "Grizzly Bears", "Serra Angel"],
             ["alice: activate cs 1", "alice: target gb", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "exile"
    run_script(g, ["alice: activate cs 2", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("cs").zone == "graveyard" and g.obj("gb").zone == "battlefield" and g.obj("sa").zone == "exile"


def test_607_2a_trove_warden_puts_the_permanent_cards_it_exiled_onto_the_battlefield():
    """607.2a, 603.10a: Trove Warden's landfall exiles the Grizzly Bears card from alice's
    graveyard; when it dies, "put each permanent card exiled with it onto the battlefield under the
    control of that card's owner" puts the Bears onto the battlefield under alice's control."""
    assert fully_compiled("Trove Warden")
    g = play(head() + "battlefield:\n" + permanents("Trove Warden", ["tw"]) + permanents("Swamp", ["s1", "s2"])
             + _zone("hand", "alice", ("pl", "Plains"), ("mu", "Murder")) + _zone("graveyard", "alice", ("gb", "Grizzly Bears")),
             ["Trove Warden", "Murder", "Grizzly Bears"],
             ["alice: play pl", "alice: target gb", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "exile"
    run_script(g, ["alice: cast mu target=tw", "alice: pass", "bob: pass", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("tw").zone == "graveyard"
    assert g.obj("gb").zone == "battlefield" and g.ch("gb").controller == "alice"
