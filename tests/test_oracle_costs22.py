"""Cost changes (601.2f, 602.2b, 118.7): an activated ability's own reduction ("This ability costs
{1} less to activate for each ..."), other objects' changes to activated abilities' costs
("Activated abilities of creatures cost {1} less to activate. This effect can't reduce the mana in
that cost to less than one mana."), "the first/second ... spell you cast each turn", spells with a
quality ("Creature spells you cast with mana value 6 or greater"). Each test plays real cards
compiled from their Oracle text; the expected answer comes from the CR rule cited in its
docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, life, permanents, play
from pyengine.game.players import run_script


def _tapped(g, ids) -> int:
    return sum(1 for i in ids if g.obj(i).tapped)


def _total_costs(g) -> list[str]:
    return [e.text for e in g.log if e.rule == "601.2f" and e.text.startswith("total cost")]


def test_602_2b_tamiyos_logbook_costs_one_less_for_each_other_artifact():
    """602.2b, 601.2f: "{5}{U}, {T}: Draw a card. This ability costs {1} less to activate for each
    other artifact you control." -- with two Ornithopters the cost is {3}{U}: four Islands pay it
    and alice draws."""
    assert fully_compiled("Tamiyo's Logbook")
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4"])
             + permanents("Tamiyo's Logbook", ["tl"]) + permanents("Ornithopter", ["o1", "o2"]),
             ["Tamiyo's Logbook"], ["alice: activate tl 1", "alice: pass", "bob: pass"])
    assert g.obj("la1").zone == "hand" and _tapped(g, ["i1", "i2", "i3", "i4"]) == 4
    assert any("{3}{U}" in t for t in _total_costs(g))


def test_602_2b_hyldas_crown_costs_less_only_during_your_turn():
    """602.2b, 601.2f: "{1}, {T}: Tap target creature. This ability costs {1} less to activate
    during your turn." -- during alice's turn it costs {0}: no land is tapped."""
    assert fully_compiled("Hylda's Crown of Winter")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1"]) + permanents("Hylda's Crown of Winter", ["hc"])
             + permanents("Grizzly Bears", ["gb"], "bob"),
             ["Hylda's Crown of Winter"], ["alice: activate hc 1 target=gb", "alice: pass", "bob: pass"])
    assert g.obj("gb").tapped and not g.obj("p1").tapped


def test_602_2b_hyldas_crown_costs_full_price_on_an_opponents_turn():
    """602.2b: on bob's turn the condition doesn't hold: alice pays {1} (her Plains taps)."""
    g = play(head(active="bob") + "battlefield:\n" + permanents("Plains", ["p1"])
             + permanents("Hylda's Crown of Winter", ["hc"]) + permanents("Grizzly Bears", ["gb"], "bob"),
             ["Hylda's Crown of Winter"], ["bob: pass", "alice: activate hc 1 target=gb", "alice: pass", "bob: pass"])
    assert g.obj("gb").tapped and g.obj("p1").tapped


def test_601_2f_training_grounds_reduces_generic_mana_only():
    """601.2f, 118.7a: Training Grounds -- "Activated abilities of creatures you control cost {2}
    less to activate" reduces only generic mana: Spikeshot Elder's {1}{R}{R} costs {R}{R}; two
    Mountains pay it and the Elder deals 1 damage to bob."""
    assert fully_compiled("Training Grounds")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2"]) + permanents("Training Grounds", ["tg"])
             + permanents("Spikeshot Elder", ["se"]),
             ["Training Grounds", "Spikeshot Elder"], ["alice: activate se 1 target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 19 and any("{R}{R}" in t for t in _total_costs(g))


def test_601_2f_forensic_gadgeteer_cant_reduce_below_one_mana():
    """601.2f: Forensic Gadgeteer -- "Activated abilities of artifacts you control cost {1} less to
    activate. This effect can't reduce the mana in that cost to less than one mana." -- Mind
    Stone's "{1}, {T}, Sacrifice" stays {1}: alice taps her only Island and draws."""
    assert fully_compiled("Forensic Gadgeteer")
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1"]) + permanents("Forensic Gadgeteer", ["fg"])
             + permanents("Mind Stone", ["ms"]),
             ["Forensic Gadgeteer", "Mind Stone"], ["alice: activate ms 2", "alice: pass", "bob: pass"])
    assert g.obj("la1").zone == "hand" and g.obj("i1").tapped


def test_601_2f_suppression_field_increases_non_mana_abilities():
    """601.2f, 605.1a: Suppression Field -- "Activated abilities cost {2} more to activate unless
    they're mana abilities." -- Mind Stone's draw ability costs {3}: three Islands pay it."""
    assert fully_compiled("Suppression Field")
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3"]) + permanents("Suppression Field", ["sf"], "bob")
             + permanents("Mind Stone", ["ms"]),
             ["Suppression Field", "Mind Stone"], ["alice: activate ms 2", "alice: pass", "bob: pass"])
    assert g.obj("la1").zone == "hand" and _tapped(g, ["i1", "i2", "i3"]) == 3


def test_601_2f_highspire_bell_ringer_reduces_only_the_second_spell():
    """601.2f, 601.2i: "The second spell you cast each turn costs {1} less to cast." -- Lightning
    Bolt (the first) costs {R}; Grizzly Bears (the second) costs {G}, paid by one Forest."""
    assert fully_compiled("Highspire Bell-Ringer")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1"]) + permanents("Forest", ["f1"])
             + permanents("Highspire Bell-Ringer", ["hb"])
             + "hand:\n  - {id: b1, card: Lightning Bolt, owner: alice}\n  - {id: g1, card: Grizzly Bears, owner: alice}\n",
             ["Highspire Bell-Ringer"], ["alice: cast b1 target=bob", "alice: pass", "bob: pass",
                                         "alice: cast g1", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17 and g.obj("g1").zone == "battlefield"
    assert _total_costs(g) == ["total cost of Lightning Bolt is {R} (locked in)",
                               "total cost of Grizzly Bears is {G} (locked in)"]


def _rout(active: str, plains: int):
    ids = [f"p{i}" for i in range(plains)]
    script = (["bob: pass"] if active == "bob" else []) + ["alice: cast r", "alice: pass", "bob: pass"]
    g = play(head(active=active) + "battlefield:\n" + permanents("Plains", ids) + permanents("Grizzly Bears", ["gb"], "bob")
             + "hand:\n  - {id: r, card: Rout, owner: alice}\n", ["Rout"], script)
    return g, ids


def test_601_3b_rout_cast_on_an_opponents_turn_costs_two_more():
    """601.3b, 601.2f: Rout -- "You may cast this spell as though it had flash if you pay {2} more
    to cast it." -- cast during bob's turn its total cost is {5}{W}{W}: seven Plains tap and the
    Bears are destroyed."""
    assert fully_compiled("Rout")
    g, ids = _rout("bob", 7)
    assert g.obj("gb").zone == "graveyard" and _tapped(g, ids) == 7


def test_601_3b_rout_cast_at_sorcery_timing_costs_its_mana_cost():
    """601.2f, 307.1: cast in alice's own main phase with an empty stack, Rout needs no flash
    permission: its total cost is its mana cost {3}{W}{W} (five of seven Plains tap)."""
    g, ids = _rout("alice", 7)
    assert g.obj("gb").zone == "graveyard" and _tapped(g, ids) == 5


def test_118_7_khalni_hydra_colored_reduction_takes_off_green_symbols():
    """118.7, 601.2f: Khalni Hydra ({G}{G}{G}{G}{G}{G}{G}{G}) -- "This spell costs {G} less to
    cast for each green creature you control." -- with three Grizzly Bears its total cost is five
    {G}: five Forests pay it."""
    assert fully_compiled("Khalni Hydra")
    forests = [f"f{i}" for i in range(5)]
    g = play(head() + "battlefield:\n" + permanents("Forest", forests) + permanents("Grizzly Bears", ["g1", "g2", "g3"])
             + "hand:\n  - {id: kh, card: Khalni Hydra, owner: alice}\n",
             ["Khalni Hydra"], ["alice: cast kh", "alice: pass", "bob: pass"])
    assert g.obj("kh").zone == "battlefield" and _tapped(g, forests) == 5
    assert _total_costs(g) == ["total cost of Khalni Hydra is {G}{G}{G}{G}{G} (locked in)"]


def test_601_2f_animar_reduces_for_each_counter_on_it():
    """601.2f: Animar, Soul of Elements -- "Creature spells you cast cost {1} less to cast for
    each +1/+1 counter on Animar." -- with two counters Grizzly Bears ({1}{G}) costs {G}: one
    Forest pays it (then Animar's cast trigger and the Bears resolve)."""
    assert fully_compiled("Animar, Soul of Elements")
    g = play(head() + "battlefield:\n" + permanents("Forest", ["f1"])
             + "  - {id: an, card: 'Animar, Soul of Elements', controller: alice, counters: {'+1/+1': 2}}\n"
             + "hand:\n  - {id: g1, card: Grizzly Bears, owner: alice}\n",
             ["Animar, Soul of Elements"], ["alice: cast g1", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("g1").zone == "battlefield"
    assert _total_costs(g) == ["total cost of Grizzly Bears is {G} (locked in)"]


def _drake(active: str):
    script = (["bob: pass"] if active == "bob" else []) + ["alice: cast s", "alice: pass", "bob: pass"]
    return play(head(active=active) + "battlefield:\n" + permanents("Island", ["i1", "i2"])
                + permanents("Geyser Drake", ["gd"])
                + "hand:\n  - {id: s, card: Think Twice, owner: alice}\n", ["Geyser Drake"], script)


def test_611_3a_geyser_drake_reduces_during_other_players_turns():
    """601.2f, 611.3a: Geyser Drake -- "During turns other than yours, spells you cast cost {1}
    less to cast." -- on bob's turn Think Twice ({1}{U}) costs {U}."""
    assert fully_compiled("Geyser Drake")
    g = _drake("bob")
    assert _total_costs(g) == ["total cost of Think Twice is {U} (locked in)"] and g.obj("la1").zone == "hand"


def test_611_3a_geyser_drake_doesnt_reduce_during_your_turn():
    """611.3a: during alice's own turn the condition doesn't hold: Think Twice costs {1}{U}."""
    g = _drake("alice")
    assert _total_costs(g) == ["total cost of Think Twice is {1}{U} (locked in)"]


def _lamia(zone: str, cast: str):
    return play(head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3"])
                + permanents("Gravebreaker Lamia", ["gl"])
                + f"{zone}:\n  - {{id: tt, card: Think Twice, owner: alice}}\n",
                ["Gravebreaker Lamia"], [cast, "alice: pass", "bob: pass"])


def test_601_2f_gravebreaker_lamia_reduces_a_spell_cast_from_the_graveyard():
    """601.2a, 601.2f, 702.34a: Gravebreaker Lamia -- "Spells you cast from your graveyard cost
    {1} less to cast." -- Think Twice cast with flashback ({2}{U}) from alice's graveyard costs
    {1}{U}."""
    assert fully_compiled("Gravebreaker Lamia")
    g = _lamia("graveyard", "alice: cast tt flashback")
    assert _total_costs(g) == ["total cost of Think Twice is {1}{U} (locked in)"]


def test_601_2f_gravebreaker_lamia_doesnt_reduce_a_spell_cast_from_the_hand():
    """601.2a: cast from alice's hand, Think Twice isn't cast from her graveyard: {1}{U}, its
    mana cost."""
    g = _lamia("hand", "alice: cast tt")
    assert _total_costs(g) == ["total cost of Think Twice is {1}{U} (locked in)"] and g.obj("la1").zone == "hand"


def test_118_7_edgewalker_reduces_only_colored_mana():
    """118.7c, 601.2f: Edgewalker -- "Cleric spells you cast cost {W}{B} less to cast. This effect
    reduces only the amount of colored mana you pay." -- a second Edgewalker ({1}{W}{B}) costs {1}
    (the generic {1} stays)."""
    assert fully_compiled("Edgewalker")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1"]) + permanents("Edgewalker", ["e1"])
             + "hand:\n  - {id: e2, card: Edgewalker, owner: alice}\n",
             ["Edgewalker"], ["alice: cast e2", "alice: pass", "bob: pass"])
    assert _total_costs(g) == ["total cost of Edgewalker is {1} (locked in)"] and g.obj("e2").zone == "battlefield"


def test_702_6a_plate_armor_equip_costs_less_for_each_other_equipment():
    """702.6a, 602.2b, 601.2f: Plate Armor -- "Equip {3}. This ability costs {1} less to activate
    for each other Equipment you control." -- with Bonesplitter also on the battlefield the equip
    ability costs {2}: two Plains pay it and the Bears get +3/+3."""
    assert fully_compiled("Plate Armor")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2"]) + permanents("Plate Armor", ["pa"])
             + permanents("Bonesplitter", ["bs"]) + permanents("Grizzly Bears", ["gb"]),
             ["Plate Armor"], ["alice: activate pa 2 target=gb", "alice: pass", "bob: pass"])
    assert g.obj("pa").attached_to == "gb" and g.ch("gb").power == 5
    assert any(t.endswith("is {2} (locked in)") for t in _total_costs(g))


def test_611_2a_xho_cai_reduces_only_the_next_noncreature_spell():
    """601.2f, 611.2a: Xho Cai -- "When Xho Cai enters, the next noncreature spell you cast costs
    {1} less to cast." -- the next noncreature spell, Think Twice, costs {U}; the reduction is
    used up: a second Think Twice costs {1}{U} again."""
    assert fully_compiled("Xho Cai, Flickering Talon")
    g = play(head(alice=6) + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4"])
             + permanents("Mountain", ["m1"]) + permanents("Plains", ["p1"])
             + "hand:\n  - {id: xc, card: 'Xho Cai, Flickering Talon', owner: alice}\n"
             + "  - {id: t1, card: Think Twice, owner: alice}\n  - {id: t2, card: Think Twice, owner: alice}\n",
             ["Xho Cai, Flickering Talon"],
             ["alice: cast xc", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
              "alice: cast t1", "alice: no_target", "alice: pass", "bob: pass", "alice: pass", "bob: pass",
              "alice: cast t2", "alice: pass", "bob: pass"])
    costs = _total_costs(g)
    assert costs[1:] == ["total cost of Think Twice is {U} (locked in)",
                         "total cost of Think Twice is {1}{U} (locked in)"]


def _blaze(x: int):
    return play(head() + "battlefield:\n" + permanents("Mountain", [f"m{i}" for i in range(6)])
                + permanents("Spectacle Mage", ["sm"])
                + "hand:\n  - {id: bz, card: Blaze, owner: alice}\n",
                ["Spectacle Mage"], [f"alice: cast bz x={x} target=bob", "alice: pass", "bob: pass"])


def test_202_3e_spectacle_mage_counts_x_in_the_mana_value_on_the_stack():
    """202.3e, 601.2f: Spectacle Mage -- "Instant and sorcery spells you cast with mana value 5 or
    greater cost {1} less to cast." -- Blaze with X=4 has mana value 5 on the stack: {4}{R}
    costs {3}{R}."""
    assert fully_compiled("Spectacle Mage")
    g = _blaze(4)
    assert _total_costs(g) == ["total cost of Blaze is {3}{R} (locked in)"] and life(g, "bob") == 16


def test_202_3e_spectacle_mage_ignores_a_smaller_x():
    """202.3e: Blaze with X=3 has mana value 4: no reduction, {3}{R}."""
    g = _blaze(3)
    assert _total_costs(g) == ["total cost of Blaze is {3}{R} (locked in)"] and life(g, "bob") == 17


def test_601_2f_kadena_reduces_only_the_first_face_down_spell():
    """601.2f, 708.4, 702.37c: Kadena -- "The first face-down creature spell you cast each turn
    costs {3} less to cast." -- the first Exalted Angel cast face down costs {0}, the second {3}
    (in between, Kadena's draw trigger resolves)."""
    assert fully_compiled("Kadena, Slinking Sorcerer")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3"])
             + "  - {id: kd, card: 'Kadena, Slinking Sorcerer', controller: alice}\n"
             + "hand:\n  - {id: ea, card: Exalted Angel, owner: alice}\n  - {id: eb, card: Exalted Angel, owner: alice}\n",
             ["Kadena, Slinking Sorcerer"], ["alice: cast ea morph", "alice: pass", "bob: pass",
                                              "alice: pass", "bob: pass",
                                              "alice: cast eb morph", "alice: pass", "bob: pass"])
    assert [t.split(" is ")[1] for t in _total_costs(g)] == ["{0} (locked in)", "{3} (locked in)"]
    assert g.obj("eb").zone == "battlefield" and _tapped(g, ["p1", "p2", "p3"]) == 3


def test_702_6a_auriok_steelshaper_reduces_equip_abilities_only():
    """702.6a, 602.2b, 601.2f: Auriok Steelshaper -- "Equip costs you pay cost {1} less." --
    Bonesplitter's equip {1} costs {0} (no land taps); Mind Stone's draw ability (not an equip
    ability) still costs {1}."""
    assert fully_compiled("Auriok Steelshaper")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1"]) + permanents("Auriok Steelshaper", ["as"])
             + permanents("Bonesplitter", ["bs"]) + permanents("Mind Stone", ["ms"]),
             ["Auriok Steelshaper"], ["alice: activate bs 2 target=as", "alice: pass", "bob: pass",
                                      "alice: activate ms 2", "alice: pass", "bob: pass"])
    assert g.obj("bs").attached_to == "as"
    assert [t.split(" is ")[1] for t in _total_costs(g)] == ["{0} (locked in)", "{1} (locked in)"]


def test_601_2f_sphere_and_helm_both_apply_to_every_spell():
    """601.2f: Sphere of Resistance ("Spells cost {1} more to cast.") and Helm of Awakening
    ("Spells cost {1} less to cast.") both apply to bob's Grizzly Bears: the increase and the
    reduction cancel out, {1}{G}; with the Sphere alone Lightning Bolt costs {1}{R}."""
    assert fully_compiled("Sphere of Resistance") and fully_compiled("Helm of Awakening")
    g = play(head(active="bob") + "battlefield:\n" + permanents("Forest", ["f1", "f2"], "bob")
             + permanents("Sphere of Resistance", ["sr"]) + permanents("Helm of Awakening", ["hw"])
             + "hand:\n  - {id: gb, card: Grizzly Bears, owner: bob}\n",
             ["Sphere of Resistance", "Helm of Awakening"], ["bob: cast gb", "bob: pass", "alice: pass"])
    assert _total_costs(g) == ["total cost of Grizzly Bears is {1}{G} (locked in)"]
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2"]) + permanents("Sphere of Resistance", ["sr"], "bob")
             + "hand:\n  - {id: lb, card: Lightning Bolt, owner: alice}\n",
             ["Sphere of Resistance"], ["alice: cast lb target=bob", "alice: pass", "bob: pass"])
    assert _total_costs(g) == ["total cost of Lightning Bolt is {1}{R} (locked in)"] and life(g, "bob") == 17


def test_611_2a_spellbinding_soprano_reduces_each_spell_this_turn():
    """601.2f, 611.2a: Spellbinding Soprano -- "Whenever this creature attacks, instant and sorcery
    spells you cast this turn cost {1} less to cast." -- after it attacks, two Think Twice each
    cost {U} (the effect isn't used up by the first)."""
    assert fully_compiled("Spellbinding Soprano")
    g = play(head("declare_attackers", alice=4) + "battlefield:\n" + permanents("Island", ["i1", "i2"])
             + permanents("Spellbinding Soprano", ["ss"])
             + "hand:\n  - {id: t1, card: Think Twice, owner: alice}\n  - {id: t2, card: Think Twice, owner: alice}\n",
             ["Spellbinding Soprano"], ["alice: attack ss", "alice: done", "alice: pass", "bob: pass",
                                        "alice: cast t1", "alice: pass", "bob: pass",
                                        "alice: cast t2", "alice: pass", "bob: pass"])
    assert _total_costs(g) == ["total cost of Think Twice is {U} (locked in)"] * 2


def test_601_2c_fervent_champion_reduces_equip_only_when_it_is_the_target():
    """601.2c, 601.2f: Fervent Champion -- "Equip abilities you activate that target this creature
    cost {3} less to activate." -- Bonesplitter's equip {1} targeting the Champion costs {0};
    moved to Grizzly Bears afterwards it costs {1}."""
    assert fully_compiled("Fervent Champion")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1"]) + permanents("Fervent Champion", ["fc"])
             + permanents("Bonesplitter", ["bs"]) + permanents("Grizzly Bears", ["gb"]),
             ["Fervent Champion"], ["alice: activate bs 2 target=fc", "alice: pass", "bob: pass",
                                    "alice: activate bs 2 target=gb", "alice: pass", "bob: pass"])
    assert g.obj("bs").attached_to == "gb" and g.obj("m1").tapped
    assert [t.split(" is ")[1] for t in _total_costs(g)] == ["{0} (locked in)", "{1} (locked in)"]
