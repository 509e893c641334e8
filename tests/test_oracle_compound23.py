"""Compound objects, "up to" and counter costs: several kinds of counters put on one object or on
several groups (122.1), "choose up to one / any number of target creatures" (601.2c, 115.1),
"discard up to two cards" (701.8b), "counter up to two target spells" (701.5a), "remove up to three
counters" (122.8), a cost removing a counter of a kind from a creature you control (118.3, 122.8), a
cost sacrificing "another creature or an artifact" (701.17a), a search for "a Forest card and a
Plains card" (701.19b). Each test plays real cards compiled from their Oracle text; the expected
answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script

from oracle_helpers import counters, fully_compiled, head, life, permanents, play


def _hand(*cards: tuple[str, str], owner: str = "alice") -> str:
    return "hand:\n" + "".join(f"  - {{id: {i}, card: {c}, owner: {owner}}}\n" for i, c in cards)


# ================================================================ 122.1: several kinds of counters
def test_122_1_juniper_order_ranger_puts_a_counter_on_the_entering_creature_and_on_itself():
    """122.1, 603.2: "Whenever another creature you control enters, put a +1/+1 counter on that
    creature and a +1/+1 counter on this creature." -- Grizzly Bears enters: one counter each."""
    assert fully_compiled("Juniper Order Ranger")
    g = play(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2"]) + permanents("Juniper Order Ranger", ["jor"])
             + _hand(("gb", "Grizzly Bears")),
             ["Juniper Order Ranger", "Grizzly Bears"],
             ["alice: cast gb", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert counters(g, "gb") == 1 and counters(g, "jor") == 1


def test_122_1_ajani_puts_counters_on_creatures_and_loyalty_on_each_other_planeswalker():
    """122.1, 606.4: Ajani, the Greathearted's [-2]: "Put a +1/+1 counter on each creature you control
    and a loyalty counter on each other planeswalker you control." -- the Bears get a +1/+1 counter,
    the other planeswalker one loyalty counter; Ajani (not "other") only loses the 2 it cost."""
    assert fully_compiled("Ajani, the Greathearted")
    g = play(head() + "battlefield:\n"
             + "  - {id: aj, card: \"Ajani, the Greathearted\", controller: alice, counters: {loyalty: 5}}\n"
             + "  - {id: pw, card: Liliana of the Veil, controller: alice, counters: {loyalty: 3}}\n"
             + permanents("Grizzly Bears", ["gb"]) + permanents("Grizzly Bears", ["ob"], "bob"),
             ["Ajani, the Greathearted", "Liliana of the Veil", "Grizzly Bears"],
             ["alice: activate aj 3", "alice: pass", "bob: pass"])
    assert counters(g, "gb") == 1 and counters(g, "ob") == 0
    assert counters(g, "pw", "loyalty") == 4 and counters(g, "aj", "loyalty") == 3


# ================================================================ 118.3, 122.8: a counter removed as a cost
def _crusher(extra: str, names: list[str], script: list[str]):
    return play(head() + "battlefield:\n" + permanents("Bolrac-Clan Crusher", ["bcc"]) + extra,
                ["Bolrac-Clan Crusher"] + names, script)


def test_118_3_bolrac_clan_crusher_removes_a_counter_from_another_creature_to_deal_damage():
    """122.8, 118.3: "{T}, Remove a +1/+1 counter from a creature you control: This creature deals 2
    damage to any target." -- the counter comes off another creature of alice's; bob takes 2."""
    assert fully_compiled("Bolrac-Clan Crusher")
    g = _crusher("  - {id: gb, card: Grizzly Bears, controller: alice, counters: {+1/+1: 2}}\n", ["Grizzly Bears"],
                 ["alice: activate bcc 1 target=bob", "alice: pass", "bob: pass"])
    assert counters(g, "gb") == 1 and life(g, "bob") == 18 and g.obj("bcc").tapped


def test_118_3_bolrac_clan_crusher_cant_be_activated_without_a_plus_one_counter_to_remove():
    """118.3, 602.2b: a cost can't be paid without the resource -- with no +1/+1 counter on a creature
    alice controls (bob's Bears have one), the ability can't be activated."""
    g = _crusher("  - {id: ob, card: Grizzly Bears, controller: bob, counters: {+1/+1: 1}}\n", ["Grizzly Bears"], [])
    assert not any(str(a).startswith("activate bcc") for a in g.legal_actions())


# ================================================================ 701.17a: "another creature or an artifact"
def test_701_17a_mold_folk_sacrifices_an_artifact_for_its_cost():
    """701.17a, 118.3: "{1}, Sacrifice another creature or an artifact: Put a +1/+1 counter on this
    creature." -- an artifact that isn't a creature (Millstone) pays it."""
    assert fully_compiled("Mold Folk")
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1"]) + permanents("Mold Folk", ["mf"])
             + permanents("Millstone", ["ms"]), ["Mold Folk", "Millstone"],
             ["alice: activate mf 2 sacrifice=ms", "alice: pass", "bob: pass"])
    assert g.obj("ms").zone == "graveyard" and counters(g, "mf") == 1


def test_701_17a_mold_folk_cant_sacrifice_itself():
    """109.2, 701.17a: "another creature" isn't Mold Folk itself (and it isn't an artifact): with no
    other creature or artifact, the cost can't be paid."""
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1"]) + permanents("Mold Folk", ["mf"]),
             ["Mold Folk"], [])
    assert not any(str(a).startswith("activate mf") for a in g.legal_actions())


# ================================================================ 601.2c: choose up to one / any number of targets
def test_601_2c_cauldron_haze_gives_persist_to_the_chosen_creatures():
    """601.2c, 702.79a: "Choose any number of target creatures. Each of those creatures gains persist
    until end of turn." -- the Bears, given persist, die and return with a -1/-1 counter."""
    assert fully_compiled("Cauldron Haze")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2"]) + permanents("Mountain", ["m1"], "bob")
             + permanents("Grizzly Bears", ["gb"])
             + _hand(("ch", "Cauldron Haze")) + "  - {id: lb, card: Lightning Bolt, owner: bob}\n",
             ["Cauldron Haze", "Grizzly Bears", "Lightning Bolt"],
             ["alice: cast ch target=gb", "alice: no_target", "alice: pass", "bob: pass",
              "alice: pass", "bob: cast lb target=gb", "bob: pass", "alice: pass", "alice: pass", "bob: pass"])
    o = g.obj("gb")
    assert o.zone == "battlefield" and len(o.earlier_ids) == 2 and counters(g, "gb", "-1/-1") == 1


# ================================================================ 701.8b: discard up to two cards
def _augur(script: list[str]):
    return play(head(alice=["Plains", "Island", "Forest"]) + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3", "m4"])
                + _hand(("ka", "Kinetic Augur"), ("h1", "Grizzly Bears"), ("h2", "Grizzly Bears")),
                ["Kinetic Augur", "Grizzly Bears"], ["alice: cast ka", "alice: pass", "bob: pass"] + script)


def test_701_8b_kinetic_augur_discards_one_card_and_draws_one():
    """701.8b, 608.2h: "discard up to two cards, then draw that many cards" -- alice discards one
    card and stops: she draws exactly one."""
    assert fully_compiled("Kinetic Augur")
    g = _augur(["alice: pass", "bob: pass", "alice: discard h1", "alice: done"])
    assert g.obj("h1").zone == "graveyard" and g.obj("h2").zone == "hand"
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "library"


def test_701_8b_kinetic_augur_may_discard_nothing_and_draws_nothing():
    """701.8b: "up to two" includes zero -- alice discards nothing and draws no card (that many: 0)."""
    g = _augur(["alice: pass", "bob: pass", "alice: done"])
    assert g.obj("h1").zone == "hand" and g.obj("h2").zone == "hand" and g.obj("la1").zone == "library"


# ================================================================ 122.8: remove up to three counters
def test_122_8_heartless_act_removes_up_to_three_counters_of_the_chosen_kinds():
    """122.8, 608.2d: Heartless Act's "Remove up to three counters from target creature" -- from a
    creature with four +1/+1 counters and a shield counter alice removes two +1/+1 counters and the
    shield counter: two +1/+1 counters stay."""
    assert fully_compiled("Heartless Act")
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2"])
             + "  - {id: ob, card: Grizzly Bears, controller: bob, counters: {+1/+1: 4, shield: 1}}\n"
             + _hand(("ha", "Heartless Act")), ["Heartless Act", "Grizzly Bears"],
             ["alice: cast ha", "alice: mode 2", "alice: target ob", "alice: pass", "bob: pass",
              "alice: counter_kind +1/+1", "alice: counter_kind shield", "alice: counter_kind +1/+1"])
    assert counters(g, "ob") == 2 and counters(g, "ob", "shield") == 0 and g.obj("ha").zone == "graveyard"


# ================================================================ 701.5a: counter up to two target spells
def test_701_5a_double_negative_counters_both_target_spells():
    """701.5a, 601.2c: "Counter up to two target spells." -- both of bob's Lightning Bolts are
    countered; alice keeps her life."""
    assert fully_compiled("Double Negative")
    g = play(head(active="bob") + "battlefield:\n" + permanents("Island", ["i1", "i2"]) + permanents("Mountain", ["m1"])
             + permanents("Mountain", ["bm1", "bm2"], "bob")
             + _hand(("dn", "Double Negative")) + "  - {id: b1, card: Lightning Bolt, owner: bob}\n"
             + "  - {id: b2, card: Lightning Bolt, owner: bob}\n",
             ["Double Negative", "Lightning Bolt"],
             ["bob: cast b1 target=alice", "bob: cast b2 target=alice", "bob: pass",
              "alice: cast dn target=b1,b2", "alice: pass", "bob: pass"])
    assert g.obj("b1").zone == "graveyard" and g.obj("b2").zone == "graveyard" and life(g, "alice") == 20


# ================================================================ 701.19b: "a Forest card and a Plains card"
def test_701_19b_krosan_verge_finds_a_forest_and_a_plains_tapped():
    """701.19b, 701.20a: "Search your library for a Forest card and a Plains card, put them onto the
    battlefield tapped, then shuffle." -- one of each, both tapped."""
    assert fully_compiled("Krosan Verge")
    g = play(head(alice=["Island", "Forest", "Plains"]) + "battlefield:\n" + permanents("Krosan Verge", ["kv"])
             + permanents("Island", ["i1", "i2"]), ["Krosan Verge", "Island", "Forest", "Plains"],
             ["alice: activate kv 3", "alice: pass", "bob: pass", "alice: find la2", "alice: find la3"])
    assert g.obj("la2").zone == "battlefield" and g.obj("la3").zone == "battlefield"
    assert g.obj("la2").tapped and g.obj("la3").tapped and g.obj("la1").zone == "library"


# ================================================================ "they" / "those creatures": the objects named before
def test_608_2b_join_forces_untaps_both_targets_and_they_each_get_plus_two():
    """608.2b, 611.2a: "Untap up to two target creatures. They each get +2/+2 until end of turn."
    -- "they" are the two targets: both untapped and 4/4; a creature not targeted is unchanged."""
    assert fully_compiled("Join Forces")
    g = play(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3"])
             + "  - {id: g1, card: Grizzly Bears, controller: alice, tapped: true}\n"
             + "  - {id: g2, card: Grizzly Bears, controller: alice, tapped: true}\n"
             + permanents("Grizzly Bears", ["g3"]) + _hand(("jf", "Join Forces")),
             ["Join Forces", "Grizzly Bears"], ["alice: cast jf target=g1,g2", "alice: pass", "bob: pass"])
    assert not g.obj("g1").tapped and not g.obj("g2").tapped
    assert (g.ch("g1").power, g.ch("g2").toughness, g.ch("g3").power) == (4, 4, 2)


def test_611_2a_salt_road_skirmish_tokens_gain_haste_the_destroyed_creature_doesnt_matter():
    """608.2c, 611.2a: "Destroy target creature. Create two 1/1 red Warrior creature tokens. They gain
    haste until end of turn." -- "they" are the tokens just created (not the destroyed target)."""
    assert fully_compiled("Salt Road Skirmish")
    g = play(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3", "s4"])
             + permanents("Grizzly Bears", ["ob"], "bob") + _hand(("srs", "Salt Road Skirmish")),
             ["Salt Road Skirmish", "Grizzly Bears"], ["alice: cast srs target=ob", "alice: pass", "bob: pass"])
    tokens = [o.id for o in g.s.objects.values() if o.token and o.zone == "battlefield"]
    assert g.obj("ob").zone == "graveyard" and len(tokens) == 2
    assert all("haste" in g.ch(t).abilities for t in tokens)


# ================================================================ 701.19b: one card of each quality
def test_701_19b_corpse_harvester_finds_the_swamp_when_no_zombie_is_found():
    """701.19b: "Search your library for a Zombie card and a Swamp card" -- finding no Zombie (a
    hidden zone: alice may fail to find one) doesn't stop her finding the Swamp."""
    assert fully_compiled("Corpse Harvester")
    g = play(head(alice=["Swamp", "Gravedigger", "Plains"]) + "battlefield:\n" + permanents("Swamp", ["s1", "s2"])
             + permanents("Corpse Harvester", ["chv"]) + permanents("Grizzly Bears", ["gb"]),
             ["Corpse Harvester", "Grizzly Bears", "Swamp", "Gravedigger", "Plains"],
             ["alice: activate chv 1 sacrifice=gb", "alice: pass", "bob: pass", "alice: none", "alice: find la1"])
    assert g.obj("la1").zone == "hand" and g.obj("la2").zone == "library" and g.obj("gb").zone == "graveyard"


# ================================================================ 601.2c: "for each opponent, ... up to one target"
_THREE = "[alice, bob, carol]"


def _mutiny(script: list[str]):
    return play(head(players=_THREE) + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3", "m4", "m5"])
                + permanents("Ornithopter", ["bo"], "bob") + permanents("Ornithopter", ["co"], "carol")
                + _hand(("mm", "Mass Mutiny")), ["Mass Mutiny", "Ornithopter"], script)


def test_601_2c_mass_mutiny_takes_one_creature_from_each_opponent():
    """601.2c, 115.1: "For each opponent, gain control of up to one target creature that player
    controls until end of turn. Untap those creatures. They gain haste" -- one target for bob, one
    for carol: alice controls both, and both have haste."""
    assert fully_compiled("Mass Mutiny")
    g = _mutiny(["alice: cast mm", "alice: target bo", "alice: target co", "alice: pass", "bob: pass", "carol: pass"])
    assert g.ch("bo").controller == "alice" and g.ch("co").controller == "alice"
    assert "haste" in g.ch("bo").abilities and "haste" in g.ch("co").abilities


def test_601_2c_mass_mutiny_each_choice_is_among_that_opponents_creatures():
    """601.2c: the target chosen for bob is a creature bob controls -- carol's Ornithopter isn't
    offered for it; declining bob's ("up to one") still leaves carol's choice."""
    g = _mutiny(["alice: cast mm"])
    assert [str(a) for a in g.legal_actions() if str(a).startswith("target")] == ["target bo"]
    run_script(g, ["alice: no_target", "alice: target co", "alice: pass", "bob: pass", "carol: pass"], "<test>")
    assert g.ch("bo").controller == "bob" and g.ch("co").controller == "alice"


# ================================================================ 608.2c: "those creatures" after a group
def test_608_2c_war_flare_untaps_the_creatures_it_pumped():
    """608.2c, 611.2c: "Creatures you control get +2/+1 until end of turn. Untap those creatures." --
    alice's tapped Bears are 4/3 and untapped; bob's tapped Bears aren't touched."""
    assert fully_compiled("War Flare")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2"]) + permanents("Plains", ["p1", "p2"])
             + "  - {id: gb, card: Grizzly Bears, controller: alice, tapped: true}\n"
             + "  - {id: ob, card: Grizzly Bears, controller: bob, tapped: true}\n" + _hand(("wf", "War Flare")),
             ["War Flare", "Grizzly Bears"], ["alice: cast wf", "alice: pass", "bob: pass"])
    assert not g.obj("gb").tapped and (g.ch("gb").power, g.ch("gb").toughness) == (4, 3)
    assert g.obj("ob").tapped and g.ch("ob").power == 2


def test_608_2c_thundermaw_hellkite_taps_the_flyers_it_damaged():
    """608.2c: "it deals 1 damage to each creature with flying your opponents control. Tap those
    creatures." -- bob's Serra Angel (4/4) is dealt 1 damage and tapped; his Grizzly Bears stay untapped."""
    assert fully_compiled("Thundermaw Hellkite")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3", "m4", "m5"])
             + permanents("Serra Angel", ["sa"], "bob") + permanents("Grizzly Bears", ["ob"], "bob")
             + _hand(("th", "Thundermaw Hellkite")), ["Thundermaw Hellkite", "Serra Angel", "Grizzly Bears"],
             ["alice: cast th", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("sa").tapped and g.obj("sa").damage == 1 and not g.obj("ob").tapped


# ================================================================ 701.20a: any number of target cards shuffled in
def test_701_20a_pipers_melody_shuffles_the_chosen_creature_cards_into_the_library():
    """115.1, 701.20a: "Shuffle any number of target creature cards from your graveyard into your
    library." -- the two Bears chosen go into alice's library (now 5 cards); the Plains, a land card,
    stays in her graveyard."""
    assert fully_compiled("Piper's Melody")
    g = play(head() + "battlefield:\n" + permanents("Forest", ["f1"])
             + "graveyard:\n  - {id: g1, card: Grizzly Bears, owner: alice}\n  - {id: g2, card: Grizzly Bears, owner: alice}\n"
             + "  - {id: gp, card: Plains, owner: alice}\n" + _hand(("pm", "Piper's Melody")),
             ["Piper's Melody", "Grizzly Bears"], ["alice: cast pm target=g1,g2", "alice: no_target", "alice: pass", "bob: pass"])
    assert g.obj("g1").zone == "library" and g.obj("g2").zone == "library" and g.obj("gp").zone == "graveyard"
    assert len(g.s.library["alice"]) == 5


def test_701_19b_conflux_finds_one_card_of_each_color():
    """701.19b: "Search your library for a white card, a blue card, a black card, a red card, and a
    green card. Reveal those cards, put them into your hand" -- one card of each color found."""
    assert fully_compiled("Conflux")
    lib = ["Savannah Lions", "Merfolk of the Pearl Trident", "Scathe Zombies", "Raging Goblin", "Grizzly Bears", "Plains"]
    g = play(head(alice=lib) + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3", "p4"]) + permanents("Island", ["i1"])
             + permanents("Swamp", ["s1"]) + permanents("Mountain", ["m1"]) + permanents("Forest", ["f1"])
             + _hand(("cx", "Conflux")), ["Conflux"] + lib,
             ["alice: cast cx", "alice: pass", "bob: pass", "alice: find la1", "alice: find la2", "alice: find la3",
              "alice: find la4", "alice: find la5"])
    assert all(g.obj(f"la{i}").zone == "hand" for i in range(1, 6)) and g.obj("la6").zone == "library"


def test_701_17a_gut_may_sacrifice_an_artifact_to_make_an_attacking_skeleton():
    """701.17a, 608.2d, 603.2: "Whenever you attack, you may sacrifice another creature or an
    artifact. If you do, create a 4/1 black Skeleton creature token with menace that's tapped and
    attacking." -- alice sacrifices Millstone (an artifact): one attacking Skeleton."""
    assert fully_compiled("Gut, True Soul Zealot")
    g = play(head() + "battlefield:\n" + "  - {id: gut, card: \"Gut, True Soul Zealot\", controller: alice}\n" + permanents("Millstone", ["ms"]),
             ["Gut, True Soul Zealot", "Millstone"],
             ["T1 declare_attackers alice: attack gut", "alice: done", "alice: pass", "bob: pass", "alice: yes",
              "alice: sacrifice ms"])
    skel = [o for o in g.battlefield() if g.obj(o).token]
    assert g.obj("ms").zone == "graveyard" and len(skel) == 1 and skel[0] in g.s.attackers
