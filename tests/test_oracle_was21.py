"""Conditions about an object as it last existed (608.2h): "If that creature was a Human", "If it was
a creature card", "If you controlled that permanent", "If the sacrificed creature was a Human". Each
test plays real cards compiled from their Oracle text; the expected answer comes from the CR rule
cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, head, life, permanents, play


def _caress(victim: str):
    return play(head() + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3", "s4", "s5"])
                + permanents(victim, ["v"], "bob") + "hand:\n  - {id: dc, card: Death's Caress, owner: alice}\n",
                ["Death's Caress"], ["alice: cast dc target=v", "alice: pass", "bob: pass"])


def test_608_2h_deaths_caress_on_a_human_gains_its_toughness():
    """608.2h: Death's Caress destroys Soldier of the Pantheon (a Human Soldier, 2/1): "If that
    creature was a Human, you gain life equal to its toughness" -- alice gains 1."""
    assert fully_compiled("Death's Caress")
    g = _caress("Soldier of the Pantheon")
    assert g.obj("v").zone == "graveyard" and life(g, "alice") == 21


def test_608_2h_deaths_caress_on_a_non_human_gains_nothing():
    """608.2c: Grizzly Bears isn't a Human: the Bears are destroyed and alice gains no life."""
    g = _caress("Grizzly Bears")
    assert g.obj("v").zone == "graveyard" and life(g, "alice") == 20


def _basics(target: str, who: str):
    return play(head(alice=["Plains", "Island"]) + "battlefield:\n" + permanents("Island", ["i1"])
                + permanents(target, ["t"], who) + "hand:\n  - {id: bb, card: Boomerang Basics, owner: alice}\n",
                ["Boomerang Basics"], ["alice: cast bb target=t", "alice: pass", "bob: pass"])


def test_608_2h_boomerang_basics_draws_when_alice_controlled_the_permanent():
    """608.2h: "Return target nonland permanent to its owner's hand. If you controlled that
    permanent, draw a card." -- alice's own Bears: back to her hand, and she draws one card."""
    assert fully_compiled("Boomerang Basics")
    g = _basics("Grizzly Bears", "alice")
    assert g.obj("t").zone == "hand" and g.obj("la1").zone == "hand"


def test_608_2h_boomerang_basics_on_an_opponents_permanent_draws_nothing():
    """608.2c: bob controlled the Bears: they return to bob's hand and alice draws nothing."""
    g = _basics("Grizzly Bears", "bob")
    assert g.obj("t").zone == "hand" and g.obj("la1").zone == "library"


def test_608_2h_falkenrath_aristocrat_sacrificing_a_human_gets_a_counter():
    """608.2h, 118.3: "Sacrifice a creature: This creature gains indestructible until end of turn.
    If the sacrificed creature was a Human, put a +1/+1 counter on this creature." -- sacrificing
    Soldier of the Pantheon (a Human) gives a counter; then sacrificing Grizzly Bears gives none."""
    assert fully_compiled("Falkenrath Aristocrat")
    g = play(head() + "battlefield:\n" + permanents("Falkenrath Aristocrat", ["fa"])
             + permanents("Soldier of the Pantheon", ["hu"]) + permanents("Grizzly Bears", ["gb"]),
             ["Falkenrath Aristocrat"], ["alice: activate fa 3 sacrifice=hu", "alice: pass", "bob: pass"])
    assert g.obj("hu").zone == "graveyard" and counters(g, "fa") == 1
    from pyengine.game.players import run_script
    run_script(g, ["alice: activate fa 3 sacrifice=gb", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("gb").zone == "graveyard" and counters(g, "fa") == 1


def test_608_2h_overgrowth_elemental_reads_the_dead_creature_as_it_last_existed():
    """603.10a, 608.2h: "Whenever another creature you control dies, you gain 1 life. If that
    creature was an Elemental, put a +1/+1 counter on this creature." -- a bolted Plasma Elemental
    (an Elemental) gives alice 1 life and a counter; a bolted Grizzly Bears only the life."""
    assert fully_compiled("Overgrowth Elemental")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2"])
             + permanents("Overgrowth Elemental", ["oe"]) + permanents("Plasma Elemental", ["fe"])
             + permanents("Grizzly Bears", ["gb"])
             + "hand:\n  - {id: b1, card: Lightning Bolt, owner: alice}\n  - {id: b2, card: Lightning Bolt, owner: alice}\n",
             ["Overgrowth Elemental", "Lightning Bolt", "Plasma Elemental"],
             ["alice: cast b1 target=gb", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "graveyard" and life(g, "alice") == 21 and counters(g, "oe") == 0
    from pyengine.game.players import run_script
    run_script(g, ["alice: cast b2 target=fe", "alice: pass", "bob: pass", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("fe").zone == "graveyard" and life(g, "alice") == 22 and counters(g, "oe") == 1


def test_608_2h_cling_to_dust_a_creature_card_gains_life_otherwise_draws():
    """608.2c: "Exile target card from a graveyard. If it was a creature card, you gain 3 life.
    Otherwise, you draw a card." -- exiling bob's Grizzly Bears card: 3 life, no card drawn."""
    assert fully_compiled("Cling to Dust")
    g = play(head(alice=["Plains"]) + "battlefield:\n" + permanents("Swamp", ["s1"])
             + "graveyard:\n  - {id: gb, card: Grizzly Bears, owner: bob}\n  - {id: lb, card: Lightning Bolt, owner: bob}\n"
             + "hand:\n  - {id: cd, card: Cling to Dust, owner: alice}\n",
             ["Cling to Dust"], ["alice: cast cd target=gb", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "exile" and life(g, "alice") == 23 and g.obj("la1").zone == "library"


def _collar(wearer: str):
    return play(head() + "battlefield:\n" + permanents("Mountain", ["m1"]) + permanents(wearer, ["w"])
                + "  - {id: col, card: Avacyn's Collar, controller: alice, attached_to: w}\n"
                + "hand:\n  - {id: b1, card: Lightning Bolt, owner: alice}\n",
                ["Avacyn's Collar", "Lightning Bolt"],
                ["alice: cast b1 target=w", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])


def _spirits(g) -> int:
    return sum(1 for o in g.s.objects.values() if o.token and o.zone == "battlefield" and g.ch(o.id).name == "Spirit")


def test_603_10a_avacyns_collar_a_human_that_died_gives_a_spirit():
    """603.4, 603.10a: "Whenever equipped creature dies, if it was a Human, create a 1/1 white
    Spirit creature token with flying." -- the equipped Soldier of the Pantheon (a Human) is
    bolted: it was a Human as it last existed, so alice gets a Spirit."""
    assert fully_compiled("Avacyn's Collar")
    g = _collar("Soldier of the Pantheon")
    assert g.obj("w").zone == "graveyard" and _spirits(g) == 1


def test_603_10a_avacyns_collar_a_non_human_gives_nothing():
    """603.4: the equipped Grizzly Bears wasn't a Human: the ability doesn't trigger."""
    g = _collar("Grizzly Bears")
    assert g.obj("w").zone == "graveyard" and _spirits(g) == 0


def _demise(victim: str):
    return play(head() + "battlefield:\n" + permanents("Swamp", ["s1"]) + permanents(victim, ["v"], "bob")
                + "graveyard:\n  - {id: g1, card: Plains, owner: alice}\n  - {id: g2, card: Island, owner: alice}\n"
                + "hand:\n  - {id: gd, card: Ghastly Demise, owner: alice}\n",
                ["Ghastly Demise"], ["alice: cast gd target=v", "alice: pass", "bob: pass"])


def test_608_2c_ghastly_demise_destroys_a_creature_with_toughness_up_to_the_graveyard_count():
    """608.2c, 608.2h: "Destroy target nonblack creature if its toughness is less than or equal to
    the number of cards in your graveyard." -- two cards in alice's graveyard: Grizzly Bears
    (toughness 2) is destroyed."""
    assert fully_compiled("Ghastly Demise")
    assert _demise("Grizzly Bears").obj("v").zone == "graveyard"


def test_608_2c_ghastly_demise_spares_a_tougher_creature():
    """608.2c: Serra Angel's toughness 4 is more than 2: the condition is false, nothing happens
    (the target was still legal, 608.2b)."""
    assert _demise("Serra Angel").obj("v").zone == "battlefield"


def _berserker(anthem: bool):
    return play(head() + "battlefield:\n" + permanents("Mountain", ["m1"]) + permanents("Deathknell Berserker", ["db"])
                + (permanents("Glorious Anthem", ["ga"]) if anthem else "")
                + "hand:\n  - {id: b1, card: Lightning Bolt, owner: alice}\n",
                ["Deathknell Berserker", "Lightning Bolt"],
                ["alice: cast b1 target=db", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])


def _zombies(g) -> int:
    return sum(1 for o in g.s.objects.values() if o.token and o.zone == "battlefield")


def test_603_10a_deathknell_berserker_reads_its_power_as_it_last_existed():
    """603.10a, 608.2h: "When this creature dies, if its power was 3 or greater, create a 2/2 black
    Zombie Berserker creature token." -- with Glorious Anthem the 2/2 Berserker was a 3/3 when it
    died (its card in the graveyard has power 2): the token is created."""
    assert fully_compiled("Deathknell Berserker")
    g = _berserker(True)
    assert g.obj("db").zone == "graveyard" and _zombies(g) == 1


def test_603_10a_deathknell_berserker_with_power_two_makes_no_token():
    """603.4: without the Anthem its power was 2: no token."""
    g = _berserker(False)
    assert g.obj("db").zone == "graveyard" and _zombies(g) == 0
