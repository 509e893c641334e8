"""Filters relating one object to another: "all other permanents with the same name as that
permanent" (201.2a), "each other creature that shares a color with it" (105.2), "... with the same
mana value as that permanent" (202.3), "... that share a creature type with it" (205.3m); "other
than ~" / "other than enchanted creature" (109.2, 303.4); "return another creature you control";
"double the power and toughness of each creature you control" (701.9b). Each test plays real cards
compiled from their Oracle text; the expected answer comes from the CR rule cited in its
docstring."""
from __future__ import annotations

import pytest

from oracle_helpers import fully_compiled, head, life, permanents, play
from pyengine.errors import ScenarioError
from pyengine.game.players import run_script


def _pt(g, oid: str) -> tuple:
    ch = g.ch(oid)
    return ch.power, ch.toughness


def test_201_2a_maelstrom_pulse_destroys_every_permanent_with_that_name():
    """201.2a, 608.2c: "Destroy target nonland permanent and all other permanents with the same name
    as that permanent." -- both of bob's Grizzly Bears and alice's own go; Llanowar Elves stays."""
    assert fully_compiled("Maelstrom Pulse")
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2"]) + permanents("Forest", ["f1"])
             + permanents("Grizzly Bears", ["b1", "b2"], "bob") + permanents("Grizzly Bears", ["b3"])
             + permanents("Llanowar Elves", ["le"], "bob")
             + "hand:\n  - {id: mp, card: Maelstrom Pulse, owner: alice}\n",
             ["Maelstrom Pulse"], ["alice: cast mp target=b1", "alice: pass", "bob: pass"])
    assert [g.obj(x).zone for x in ("b1", "b2", "b3", "le")] == ["graveyard"] * 3 + ["battlefield"]


def test_120_2_izzet_staticaster_deals_its_damage_once_to_each_creature():
    """120.2, 201.2a: "This creature deals 1 damage to target creature and each other creature with
    the same name as that creature." -- the target is one of the creatures with that name: each Hill
    Giant is dealt 1 damage (the target not twice); Grizzly Bears none."""
    assert fully_compiled("Izzet Staticaster")
    g = play(head() + "battlefield:\n" + permanents("Izzet Staticaster", ["st"])
             + permanents("Hill Giant", ["h1", "h2"], "bob") + permanents("Grizzly Bears", ["gb"], "bob"),
             ["Izzet Staticaster"], ["alice: activate st 3 target=h1", "alice: pass", "bob: pass"])
    assert [g.obj(x).damage for x in ("h1", "h2", "gb")] == [1, 1, 0]


def _siren(target: str):
    return play(head() + "battlefield:\n" + permanents("Plains", ["p1"])
                + permanents("Grizzly Bears", ["gb"], "bob") + permanents("Llanowar Elves", ["le"])
                + permanents("Hill Giant", ["hg"], "bob") + permanents("Ornithopter", ["or"])
                + permanents("Watchwolf", ["ww"])
                + "hand:\n  - {id: ws, card: Wojek Siren, owner: alice}\n",
                ["Wojek Siren"], [f"alice: cast ws target={target}", "alice: pass", "bob: pass"])


def test_105_2_wojek_siren_pumps_the_creatures_sharing_a_color_with_the_target():
    """105.2, 608.2c: "Target creature and each other creature that shares a color with it get +1/+1"
    -- targeting green Grizzly Bears: Llanowar Elves (green) and Watchwolf (green and white) get
    +1/+1 whoever controls them; red Hill Giant and colorless Ornithopter don't."""
    assert fully_compiled("Wojek Siren")
    g = _siren("gb")
    assert [_pt(g, x) for x in ("gb", "le", "ww", "hg", "or")] == [(3, 3), (2, 2), (4, 4), (3, 3), (0, 2)]


def test_105_2c_a_colorless_target_shares_a_color_with_nothing():
    """105.2c: a colorless object has no color, so it shares none: targeting Ornithopter, only it
    gets +1/+1."""
    g = _siren("or")
    assert [_pt(g, x) for x in ("or", "gb", "le", "ww")] == [(1, 3), (2, 2), (1, 1), (3, 3)]


def test_615_7_wojek_apothecary_gives_each_creature_its_own_shield():
    """615.7 (the example of Wojek Apothecary): "Prevent the next 1 damage that would be dealt to
    target creature and each other creature that shares a color with it this turn." -- each green
    creature gets a shield of its own: Pyroclasm's 2 damage leaves 1 on each of them."""
    assert fully_compiled("Wojek Apothecary")
    g = play(head() + "battlefield:\n" + permanents("Wojek Apothecary", ["wa"]) + permanents("Mountain", ["m1", "m2"])
             + permanents("Craw Wurm", ["c1"]) + permanents("Craw Wurm", ["c2"], "bob")
             + "hand:\n  - {id: py, card: Pyroclasm, owner: alice}\n",
             ["Wojek Apothecary"], ["alice: activate wa 1 target=c1", "alice: pass", "bob: pass",
                                    "alice: cast py", "alice: pass", "bob: pass"])
    assert [g.obj(x).damage for x in ("c1", "c2")] == [1, 1]


def test_202_3_mists_of_lorien_returns_the_permanents_of_that_mana_value():
    """202.3, 608.2c: "Return target nonland permanent and each other nonland permanent with the same
    mana value as that permanent to their owners' hands." -- targeting Grizzly Bears (mana value 2):
    Watchwolf (2) returns too, Llanowar Elves (1) and the lands (0, but lands) stay."""
    assert fully_compiled("Mists of Lórien")
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3"])
             + permanents("Grizzly Bears", ["gb"], "bob") + permanents("Watchwolf", ["ww"])
             + permanents("Llanowar Elves", ["le"], "bob")
             + "hand:\n  - {id: ml, card: Mists of Lórien, owner: alice}\n",
             ["Mists of Lórien"], ["alice: cast ml target=gb", "alice: no", "alice: pass", "bob: pass"])
    assert [g.obj(x).zone for x in ("gb", "ww", "le", "i1")] == ["hand", "hand", "battlefield", "battlefield"]


def test_701_9b_double_trouble_doubles_each_creatures_own_power():
    """701.9b, 611.2c: "Double the power of each creature you control until end of turn." -- each gets
    +X/+0 with X its own power as the spell resolves: Grizzly Bears 4/2, Llanowar Elves 2/1; bob's
    Hill Giant is unchanged."""
    assert fully_compiled("Double Trouble")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3", "m4", "m5"])
             + permanents("Grizzly Bears", ["gb"]) + permanents("Llanowar Elves", ["le"])
             + permanents("Hill Giant", ["hg"], "bob")
             + "hand:\n  - {id: dt, card: Double Trouble, owner: alice}\n",
             ["Double Trouble"], ["alice: cast dt", "alice: pass", "bob: pass"])
    assert [_pt(g, x) for x in ("gb", "le", "hg")] == [(4, 2), (2, 1), (3, 3)]


def test_608_2h_crown_of_vigor_reads_the_creature_it_enchanted_as_it_last_existed():
    """608.2h, 205.3m: "Sacrifice this Aura: Enchanted creature and other creatures that share a
    creature type with it get +1/+1" -- the Aura is gone when the ability resolves; the creature it
    was attached to (a Human Soldier) and another Soldier get +1/+1, the Bears don't."""
    assert fully_compiled("Crown of Vigor")
    g = play(head() + "battlefield:\n" + permanents("Soldier of the Pantheon", ["sp"])
             + permanents("Grizzly Bears", ["gb"]) + permanents("Elite Vanguard", ["ev"], "bob")
             + "  - {id: cv, card: Crown of Vigor, controller: alice, attached_to: sp}\n",
             ["Crown of Vigor"], ["alice: activate cv 3", "alice: pass", "bob: pass"])
    assert g.obj("cv").zone == "graveyard"
    assert [_pt(g, x) for x in ("sp", "ev", "gb")] == [(3, 2), (3, 2), (2, 2)]


def test_109_2_triceraton_commander_pumps_the_other_dinosaurs():
    """109.2: "Dinosaurs you control other than this creature get +1/+1 and gain flying until end of
    turn." -- Ghalta's other Dinosaur gets +1/+1, the Commander itself doesn't."""
    assert fully_compiled("Triceraton Commander")
    g = play(head("declare_attackers") + "battlefield:\n" + permanents("Triceraton Commander", ["tc"])
             + permanents("Raging Regisaur", ["rr"]),
             ["Triceraton Commander"], ["alice: attack tc", "alice: pass", "bob: pass"])
    assert _pt(g, "rr") == (5, 5) and _pt(g, "tc") == (2, 2)


def test_303_4_due_diligence_cant_target_the_enchanted_creature():
    """303.4, 115.1: "target creature you control other than enchanted creature gets +2/+2" -- the
    creature the Aura enters attached to isn't a legal target; another one is."""
    assert fully_compiled("Due Diligence")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3"])
             + permanents("Grizzly Bears", ["gb"]) + permanents("Llanowar Elves", ["le"])
             + "hand:\n  - {id: dd, card: Due Diligence, owner: alice}\n",
             ["Due Diligence"], ["alice: cast dd target=gb", "alice: pass", "bob: pass"])
    acts = [str(a) for a in g.legal_actions()]
    assert not any("gb" in a for a in acts if a.startswith("target")) and any("le" in a for a in acts)


def test_109_2_ambush_krotiq_returns_another_creature_not_itself():
    """109.2, 400.6: "return another creature you control to its owner's hand" -- Ambush Krotiq
    can't be the one returned; with only it and the Bears, the Bears return."""
    assert fully_compiled("Ambush Krotiq")
    g = play(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2", "f3", "f4", "f5", "f6"])
             + permanents("Grizzly Bears", ["gb"])
             + "hand:\n  - {id: ak, card: Ambush Krotiq, owner: alice}\n",
             ["Ambush Krotiq"], ["alice: cast ak", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    opts = [str(a) for a in g.legal_actions()]
    assert opts == ["return gb"]
    run_script(g, ["alice: return gb"], "<test>")
    assert g.obj("gb").zone == "hand" and g.obj("ak").zone == "battlefield"


def test_701_19b_eradicate_exiles_the_named_cards_found_in_its_controllers_zones():
    """701.19a-b, 201.2a, 608.2h: "Exile target nonblack creature. Search its controller's graveyard,
    hand, and library for all cards with the same name as that creature and exile them." -- the
    Bears in bob's graveyard must be found (a public zone); alice finds those in his hand and library
    too; his Llanowar Elves stay."""
    assert fully_compiled("Eradicate")
    g = play(head(bob=["Grizzly Bears", "Plains"]) + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3", "s4"])
             + permanents("Grizzly Bears", ["b1"], "bob")
             + "hand:\n  - {id: er, card: Eradicate, owner: alice}\n  - {id: bh, card: Grizzly Bears, owner: bob}\n"
             + "  - {id: le, card: Llanowar Elves, owner: bob}\n"
             + "graveyard:\n  - {id: bg, card: Grizzly Bears, owner: bob}\n",
             ["Eradicate"], ["alice: cast er target=b1", "alice: pass", "bob: pass"])
    assert sorted(str(a) for a in g.legal_actions()) == ["find bg", "find bh", "find lb1"]
    run_script(g, ["alice: find bh", "alice: find lb1", "alice: find bg"], "<test>")
    assert [g.obj(x).zone for x in ("b1", "bg", "bh", "lb1", "le")] == ["exile"] * 4 + ["hand"]


def test_201_2a_aven_shrine_counts_the_cards_with_that_spells_name():
    """201.2a, 608.2h: "Whenever a player casts a spell, that player gains X life, where X is the
    number of cards in all graveyards with the same name as that spell." -- two Lightning Bolts in
    graveyards (one each): bob casting a third gains 2 life."""
    assert fully_compiled("Aven Shrine")
    g = play(head(active="bob") + "battlefield:\n" + permanents("Aven Shrine", ["as"]) + permanents("Mountain", ["m1"], "bob")
             + "hand:\n  - {id: lb, card: Lightning Bolt, owner: bob}\n"
             + "graveyard:\n  - {id: g1, card: Lightning Bolt, owner: alice}\n  - {id: g2, card: Lightning Bolt, owner: bob}\n"
             + "  - {id: g3, card: Shock, owner: bob}\n",
             ["Aven Shrine"], ["bob: cast lb target=alice", "bob: pass", "alice: pass"])
    assert life(g, "bob") == 22


def test_608_2h_sanguine_praetor_destroys_what_shares_the_sacrificed_creatures_mana_value():
    """608.2h, 202.3: "{B}, Sacrifice a creature: Destroy each creature with the same mana value as
    the sacrificed creature." -- sacrificing Grizzly Bears (mana value 2): bob's Watchwolf (2) is
    destroyed, his Llanowar Elves (1) and the Praetor (8) aren't."""
    assert fully_compiled("Sanguine Praetor")
    g = play(head() + "battlefield:\n" + permanents("Sanguine Praetor", ["sp"]) + permanents("Swamp", ["s1"])
             + permanents("Grizzly Bears", ["gb"]) + permanents("Watchwolf", ["ww"], "bob")
             + permanents("Llanowar Elves", ["le"], "bob"),
             ["Sanguine Praetor"], ["alice: activate sp 1 sacrifice=gb", "alice: pass", "bob: pass"])
    assert [g.obj(x).zone for x in ("gb", "ww", "le", "sp")] == ["graveyard", "graveyard", "battlefield", "battlefield"]


def test_115_1_pack_hunt_finds_the_cards_named_like_its_target():
    """115.1, 201.2a, 701.19a: "Search your library for up to three cards with the same name as
    target creature" -- targeting bob's Grizzly Bears, alice may find her two Bears (not the Elves)."""
    assert fully_compiled("Pack Hunt")
    g = play(head(alice=["Grizzly Bears", "Llanowar Elves", "Grizzly Bears"]) + "battlefield:\n"
             + permanents("Forest", ["f1", "f2", "f3", "f4"]) + permanents("Grizzly Bears", ["gb"], "bob")
             + "hand:\n  - {id: ph, card: Pack Hunt, owner: alice}\n",
             ["Pack Hunt"], ["alice: cast ph target=gb", "alice: pass", "bob: pass"])
    assert sorted(str(a) for a in g.legal_actions()) == ["find la1", "find la3", "none"]
    run_script(g, ["alice: find la1", "alice: find la3"], "<test>")
    assert [g.obj(x).zone for x in ("la1", "la2", "la3")] == ["hand", "library", "hand"]


def test_608_2h_remembrance_searches_for_the_dead_creatures_name():
    """603.10a, 608.2h, 201.2a: "Whenever a nontoken creature you control dies, you may search your
    library for a card with the same name as that creature" -- the bolted Grizzly Bears: alice may
    find the Bears in her library, not the Elves."""
    assert fully_compiled("Remembrance")
    g = play(head(alice=["Llanowar Elves", "Grizzly Bears"]) + "battlefield:\n" + permanents("Remembrance", ["rm"])
             + permanents("Mountain", ["m1"]) + permanents("Grizzly Bears", ["gb"])
             + "hand:\n  - {id: lb, card: Lightning Bolt, owner: alice}\n",
             ["Remembrance"], ["alice: cast lb target=gb", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
                               "alice: yes"])
    assert [str(a) for a in g.legal_actions()] == ["find la2", "none"]
    run_script(g, ["alice: find la2"], "<test>")
    assert g.obj("la2").zone == "hand" and g.obj("la1").zone == "library"


def test_201_2a_echoing_return_returns_the_target_and_the_cards_sharing_its_name():
    """201.2a, 608.2c: "Return target creature card and all other cards with the same name as that
    card from your graveyard to your hand." -- both Grizzly Bears in alice's graveyard return; the
    Elves stay, and so do the Bears in bob's graveyard (not "your graveyard")."""
    assert fully_compiled("Echoing Return")
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1"])
             + "hand:\n  - {id: er, card: Echoing Return, owner: alice}\n"
             + "graveyard:\n  - {id: g1, card: Grizzly Bears, owner: alice}\n  - {id: g2, card: Grizzly Bears, owner: alice}\n"
             + "  - {id: g3, card: Llanowar Elves, owner: alice}\n  - {id: g4, card: Grizzly Bears, owner: bob}\n",
             ["Echoing Return"], ["alice: cast er target=g1", "alice: pass", "bob: pass"])
    assert [g.obj(x).zone for x in ("g1", "g2", "g3", "g4")] == ["hand", "hand", "graveyard", "graveyard"]


def test_610_3_banishment_exiles_every_opposing_permanent_of_that_name_until_it_leaves():
    """610.3, 201.2a: "exile target nonland permanent an opponent controls and all other nonland
    permanents your opponents control with the same name as that permanent until this enchantment
    leaves the battlefield." -- bob's two Bears are exiled (alice's own stays); when Banishment is
    destroyed they return."""
    assert fully_compiled("Banishment")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3", "p4", "p5", "p6"])
             + permanents("Grizzly Bears", ["b1", "b2"], "bob") + permanents("Grizzly Bears", ["b3"])
             + "hand:\n  - {id: bn, card: Banishment, owner: alice}\n  - {id: de, card: Disenchant, owner: alice}\n",
             ["Banishment"], ["alice: cast bn", "alice: pass", "bob: pass", "alice: target b1", "alice: pass", "bob: pass"])
    assert [g.obj(x).zone for x in ("b1", "b2", "b3")] == ["exile", "exile", "battlefield"]
    run_script(g, ["alice: cast de target=bn", "alice: pass", "bob: pass", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("bn").zone == "graveyard"
    assert [g.obj(x).zone for x in ("b1", "b2")] == ["battlefield", "battlefield"]


def test_relation_leaf_is_never_evaluated_unfilled():
    """608.2c: a relation names an object only the resolving instruction knows; a filter still
    holding the reference is refused, never read as some default set."""
    from pyengine.cards.parse import Place, parse_filter
    from pyengine.filters.encode import FilterEncoder
    f = parse_filter(["creature", {"shares": {"name": "target"}}], Place("<t>", ""))
    with pytest.raises(ScenarioError):
        FilterEncoder([], "game").filter(f, None)
