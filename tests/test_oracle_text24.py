"""Gaining another object's abilities (613.1f, layer 6): "This creature has all activated abilities of
all legendary creatures you control" (Robaran Mercenaries), "... of all creature cards in all
graveyards" (Necrotic Ooze), "... of each other creature with a +1/+1 counter on it" (Experiment
Kraj), "... of all creature cards exiled with it" (Dark Impostor, Patchwork Crawler; the cards its
own abilities exiled, 607.2a, 607.5), "As long as the top card of your library is a Goblin card, ...
of that card" (Conspicuous Snoop, 401.1), "gains all activated abilities of target creature until end
of turn" (Quicksilver Elemental: those it has as the effect begins, 608.2h). A gained ability is the object's own (113.2c), named
Card_Name#N in an `activate` action; a reference to the object it came from by name means the object
that has it (201.5b). Each test plays real cards compiled from their Oracle text."""
from __future__ import annotations

from pyengine.game.players import run_script

from oracle_helpers import counters, fully_compiled, game, head, life, permanents, play

KAMAHL = '"Kamahl, Pit Fighter"'


def _ids(g, oid: str) -> set:
    """The activated abilities the object has now, by the names `activate` takes."""
    return {i for i, _ in g.abilities_of(oid, "activated")}


def test_613_1f_robaran_mercenaries_activates_a_legendary_creatures_ability():
    """613.1f, 201.5b: Robaran Mercenaries has the activated abilities of the legendary creatures alice
    controls: it activates "{T}: Kamahl deals 3 damage to any target." -- Robaran taps and deals the
    damage ("Kamahl" means the object that has the ability); Kamahl stays untapped."""
    assert fully_compiled("Robaran Mercenaries")
    g = play(head() + "battlefield:\n" + permanents("Robaran Mercenaries", ["rm"]) + permanents(KAMAHL, ["km"]),
             ["Robaran Mercenaries", "Kamahl, Pit Fighter"],
             ["alice: activate rm Kamahl_Pit_Fighter#2 target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17
    assert g.obj("rm").tapped and not g.obj("km").tapped


def test_613_1f_robaran_mercenaries_lacks_the_ability_of_an_opponents_legend():
    """613.1f: "all legendary creatures you control" -- bob's Kamahl gives alice's Robaran
    Mercenaries nothing, and it has no activated ability to activate."""
    g = game(head() + "battlefield:\n" + permanents("Robaran Mercenaries", ["rm"]) + permanents(KAMAHL, ["km"], "bob"),
             ["Robaran Mercenaries", "Kamahl, Pit Fighter"])
    assert g.abilities_of("rm", "activated") == []


def test_613_1f_robaran_mercenaries_loses_the_ability_when_the_legend_dies():
    """613.1f, 611.3a: a static ability's effect applies to the objects as they are now: once Kamahl
    is destroyed (Lightning Bolt, 3 damage to a 2/1), Robaran Mercenaries no longer has its ability."""
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1"]) + permanents("Robaran Mercenaries", ["rm"])
             + permanents(KAMAHL, ["km"]) + "hand:\n  - {id: lb, card: Lightning Bolt, owner: alice}\n",
             ["Robaran Mercenaries", "Kamahl, Pit Fighter", "Lightning Bolt"], [])
    assert _ids(g, "rm") == {"Kamahl_Pit_Fighter#2"}
    run_script(g, ["alice: cast lb target=km", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("km").zone == "graveyard"
    assert g.abilities_of("rm", "activated") == []


def test_613_1f_necrotic_ooze_has_the_abilities_of_creature_cards_in_every_graveyard():
    """613.1f (Necrotic Ooze): "all creature cards in all graveyards" -- a Prodigal Sorcerer card in
    bob's graveyard gives the Ooze "{T}: This creature deals 1 damage to any target."; the Ooze deals
    it (201.5b) and taps."""
    assert fully_compiled("Necrotic Ooze")
    g = play(head() + "battlefield:\n" + permanents("Necrotic Ooze", ["oz"])
             + "graveyard:\n  - {id: ps, card: Prodigal Sorcerer, owner: bob}\n",
             ["Necrotic Ooze", "Prodigal Sorcerer"],
             ["alice: activate oz Prodigal_Sorcerer#1 target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 19 and g.obj("oz").tapped


def test_605_1a_necrotic_ooze_gains_a_mana_ability_from_a_graveyard():
    """605.1a, 613.1f: a mana ability is an activated ability -- Llanowar Elves in a graveyard gives
    Necrotic Ooze "{T}: Add {G}." (a Grizzly Bears card there gives nothing more)."""
    g = game(head() + "battlefield:\n" + permanents("Necrotic Ooze", ["oz"])
             + "graveyard:\n  - {id: le, card: Llanowar Elves, owner: bob}\n  - {id: gb, card: Grizzly Bears, owner: alice}\n",
             ["Necrotic Ooze", "Llanowar Elves"])
    assert g.mana_abilities("oz") == ["G"]


def test_305_6_mirran_safehouse_gains_a_basic_lands_mana_ability():
    """305.6, 613.1f (Mirran Safehouse): a basic land card has "{T}: Add [mana]" from its land type,
    in the graveyard too -- "all activated abilities of all land cards in all graveyards" gives the
    Safehouse "{T}: Add {G}." from a Forest card in bob's graveyard."""
    assert fully_compiled("Mirran Safehouse")
    g = game(head() + "battlefield:\n" + permanents("Mirran Safehouse", ["ms"])
             + "graveyard:\n  - {id: fo, card: Forest, owner: bob}\n", ["Mirran Safehouse"])
    assert g.mana_abilities("ms") == ["G"]


def test_201_5b_trazyn_sacrifices_itself_with_a_gained_sacrifice_ability():
    """201.5b, 613.1f (Trazyn the Infinite): Mind Stone in alice's graveyard gives Trazyn "{1}, {T},
    Sacrifice this artifact: Draw a card." -- "this artifact" is Trazyn: Trazyn is sacrificed and
    alice draws a card. A Mind Stone in bob's graveyard ("your graveyard") would give nothing."""
    assert fully_compiled("Trazyn the Infinite")
    g = play(head() + "battlefield:\n" + permanents("Wastes", ["w1"]) + permanents('"Trazyn the Infinite"', ["tz"])
             + "graveyard:\n  - {id: st, card: Mind Stone, owner: alice}\n",
             ["Trazyn the Infinite", "Mind Stone"],
             ["alice: activate tz Mind_Stone#2", "alice: pass", "bob: pass"])
    assert g.obj("tz").zone == "graveyard" and g.obj("st").zone == "graveyard"
    assert g.obj("la1").zone == "hand"
    g2 = game(head() + "battlefield:\n" + permanents('"Trazyn the Infinite"', ["tz"])
              + "graveyard:\n  - {id: st, card: Mind Stone, owner: bob}\n", ["Trazyn the Infinite", "Mind Stone"])
    assert g2.abilities_of("tz", "activated") == [] and g2.mana_abilities("tz") == []


def test_613_1f_experiment_kraj_has_the_abilities_of_creatures_with_counters():
    """613.1f, 122.1 (Experiment Kraj): "each other creature with a +1/+1 counter on it" -- bob's
    Prodigal Sorcerer with a +1/+1 counter gives Kraj its ability (Kraj deals the damage), alice's
    Sorcerer without one gives nothing more."""
    assert fully_compiled("Experiment Kraj")
    g = play(head() + "battlefield:\n" + permanents('"Experiment Kraj"', ["kj"])
             + "  - {id: p1, card: Prodigal Sorcerer, controller: bob, counters: {+1/+1: 1}}\n"
             + permanents("Prodigal Sorcerer", ["p2"]),
             ["Experiment Kraj", "Prodigal Sorcerer"], [])
    assert _ids(g, "kj") == {2, "Prodigal_Sorcerer#1"}
    run_script(g, ["alice: activate kj Prodigal_Sorcerer#1 target=bob", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "bob") == 19 and g.obj("kj").tapped and not g.obj("p1").tapped


def test_607_2a_dark_impostor_gains_the_abilities_of_the_creature_it_exiled():
    """607.2a, 613.1f (Dark Impostor): "{4}{B}{B}: Exile target creature and put a +1/+1 counter on this
    creature." and "This creature has all activated abilities of all creature cards exiled with it."
    are linked: once it exiles bob's Prodigal Sorcerer, it has the Sorcerer's ability and uses it."""
    assert fully_compiled("Dark Impostor")
    g = play(head() + "battlefield:\n" + permanents("Swamp", [f"s{i}" for i in range(6)])
             + permanents("Dark Impostor", ["di"]) + permanents("Prodigal Sorcerer", ["ps"], "bob"),
             ["Dark Impostor", "Prodigal Sorcerer"],
             ["alice: activate di 1 target=ps", "alice: pass", "bob: pass"])
    assert g.obj("ps").zone == "exile" and counters(g, "di") == 1
    run_script(g, ["alice: activate di Prodigal_Sorcerer#1 target=bob", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "bob") == 19 and g.obj("di").tapped


def test_607_2a_a_card_exiled_by_something_else_is_not_exiled_with_dark_impostor():
    """607.2a, 406.6: only the cards Dark Impostor's own ability exiled count -- a Prodigal Sorcerer
    that was simply in exile gives it nothing."""
    g = game(head() + "battlefield:\n" + permanents("Dark Impostor", ["di"])
             + "exile:\n  - {id: ps, card: Prodigal Sorcerer, owner: bob}\n", ["Dark Impostor", "Prodigal Sorcerer"])
    assert g.abilities_of("di", "activated")[1:] == []


def test_400_7_patchwork_crawler_forgets_its_cards_as_a_new_object():
    """607.2a, 400.7 (Patchwork Crawler): "{2}{U}: Exile target creature card from your graveyard and put
    a +1/+1 counter on this creature." -- it exiles Prodigal Sorcerer from alice's graveyard and has
    the Sorcerer's ability; once the Crawler is returned to hand (Boomerang) and cast again, it is a
    new object and the card is no longer exiled with it."""
    assert fully_compiled("Patchwork Crawler")
    g = play(head() + "battlefield:\n" + permanents("Island", [f"i{i}" for i in range(7)])
             + permanents("Patchwork Crawler", ["pc"])
             + "graveyard:\n  - {id: ps, card: Prodigal Sorcerer, owner: alice}\n"
             + "hand:\n  - {id: bo, card: Boomerang, owner: alice}\n",
             ["Patchwork Crawler", "Prodigal Sorcerer", "Boomerang"],
             ["alice: activate pc 1 target=ps", "alice: pass", "bob: pass"])
    assert g.obj("ps").zone == "exile"
    assert _ids(g, "pc") == {1, "Prodigal_Sorcerer#1"}
    run_script(g, ["alice: cast bo target=pc", "alice: pass", "bob: pass", "alice: cast pc", "alice: pass", "bob: pass"],
               "<test>")
    assert g.obj("pc").zone == "battlefield" and g.obj("ps").zone == "exile"
    assert _ids(g, "pc") == {1}


def test_607_5_a_card_exiled_by_a_gained_ability_is_not_linked_to_dark_impostor():
    """607.5, 607.2a: Dark Impostor exiles Withered Wretch and so has "{1}: Exile target card from a
    graveyard."; a Prodigal Sorcerer card it exiles with that gained ability isn't exiled with the
    Impostor's own linked ability, so the Impostor doesn't gain the Sorcerer's ability."""
    g = play(head() + "battlefield:\n" + permanents("Swamp", [f"s{i}" for i in range(7)])
             + permanents("Dark Impostor", ["di"]) + permanents("Withered Wretch", ["ww"], "bob")
             + "graveyard:\n  - {id: ps, card: Prodigal Sorcerer, owner: bob}\n",
             ["Dark Impostor", "Withered Wretch", "Prodigal Sorcerer"],
             ["alice: activate di 1 target=ww", "alice: pass", "bob: pass"])
    assert _ids(g, "di") == {1, "Withered_Wretch#1"}
    run_script(g, ["alice: activate di Withered_Wretch#1 target=ps", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("ps").zone == "exile"
    assert _ids(g, "di") == {1, "Withered_Wretch#1"}


def test_613_1f_steward_of_the_harvest_gives_its_creatures_the_exiled_lands_abilities():
    """613.1f, 305.6, 607.2a (Steward of the Harvest): its enters trigger exiles a Forest and an
    Island card from alice's graveyard; "Creatures you control have all activated abilities of all
    land cards exiled with this creature" -- Grizzly Bears and the Steward each have "{T}: Add {U}"
    and "{T}: Add {G}"."""
    assert fully_compiled("Steward of the Harvest")
    g = play(head() + "battlefield:\n" + permanents("Forest", [f"f{i}" for i in range(4)])
             + permanents("Grizzly Bears", ["gb"])
             + "graveyard:\n  - {id: fo, card: Forest, owner: alice}\n  - {id: is, card: Island, owner: alice}\n"
             + "hand:\n  - {id: sh, card: Steward of the Harvest, owner: alice}\n",
             ["Steward of the Harvest"],
             ["alice: cast sh", "alice: pass", "bob: pass", "alice: target fo", "alice: target is",
              "alice: no_target", "alice: pass", "bob: pass"])
    assert g.obj("fo").zone == "exile" and g.obj("is").zone == "exile"
    assert g.mana_abilities("gb") == ["U", "G"] and g.mana_abilities("sh") == ["U", "G"]


def test_608_2h_quicksilver_elemental_keeps_what_it_gained_until_end_of_turn():
    """613.1f, 608.2h, 201.5b, 514.2 (Quicksilver Elemental, the CR's example): "{U}: This creature gains
    all activated abilities of target creature until end of turn." -- the abilities Prodigal Sorcerer
    has as the effect begins: the Elemental keeps "{T}: ... deals 1 damage to any target" after the
    Sorcerer is returned to hand (Boomerang), deals the damage itself, and loses it at end of turn."""
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4"])
             + permanents("Quicksilver Elemental", ["qe"]) + permanents("Prodigal Sorcerer", ["ps"], "bob")
             + "hand:\n  - {id: bo, card: Boomerang, owner: alice}\n",
             ["Quicksilver Elemental", "Prodigal Sorcerer", "Boomerang"],
             ["alice: activate qe 1 target=ps", "alice: pass", "bob: pass",
              "alice: cast bo target=ps", "alice: pass", "bob: pass"])
    assert g.obj("ps").zone == "hand" and _ids(g, "qe") == {1, "Prodigal_Sorcerer#1"}
    run_script(g, ["alice: activate qe Prodigal_Sorcerer#1 target=bob", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "bob") == 19 and g.obj("qe").tapped
    run_script(g, ["alice: pass", "bob: pass"] * 8, "<test>")
    assert g.s.turn == 2 and _ids(g, "qe") == {1}


def test_608_2b_quicksilver_elemental_gains_nothing_from_an_illegal_target():
    """608.2b: the Sorcerer is returned to hand in response (Boomerang), so the ability's only target is
    illegal and it doesn't resolve: the Elemental gains nothing."""
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3"])
             + permanents("Quicksilver Elemental", ["qe"]) + permanents("Prodigal Sorcerer", ["ps"], "bob")
             + "hand:\n  - {id: bo, card: Boomerang, owner: alice}\n",
             ["Quicksilver Elemental", "Prodigal Sorcerer", "Boomerang"],
             ["alice: activate qe 1 target=ps", "alice: cast bo target=ps", "alice: pass", "bob: pass",
              "alice: pass", "bob: pass"])
    assert g.obj("ps").zone == "hand" and not g.s.stack
    assert _ids(g, "qe") == {1}


def test_401_1_conspicuous_snoop_has_the_abilities_of_the_goblin_card_on_top():
    """401.1, 613.1f, 201.5b (Conspicuous Snoop): "As long as the top card of your library is a Goblin
    card, this creature has all activated abilities of that card." -- with Mogg Fanatic on top, the
    Snoop has "Sacrifice this creature: It deals 1 damage to any target.": the Snoop is sacrificed and
    deals the damage; the Fanatic card stays in the library."""
    assert fully_compiled("Conspicuous Snoop")
    g = play(head(alice=["Mogg Fanatic", "Plains"]) + "battlefield:\n" + permanents("Conspicuous Snoop", ["cs"]),
             ["Conspicuous Snoop", "Mogg Fanatic"],
             ["alice: activate cs Mogg_Fanatic#1 target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 19 and g.obj("cs").zone == "graveyard" and g.obj("la1").zone == "library"


def test_401_1_conspicuous_snoop_reads_only_the_top_card():
    """401.1: Mogg Fanatic second from the top (a Plains on top, not a Goblin card) gives the Snoop
    nothing."""
    g = game(head(alice=["Plains", "Mogg Fanatic"]) + "battlefield:\n" + permanents("Conspicuous Snoop", ["cs"]),
             ["Conspicuous Snoop", "Mogg Fanatic"])
    assert _ids(g, "cs") == set() and g.mana_abilities("cs") == []


def test_401_1_skill_borrower_uses_the_top_creature_card_but_not_a_land():
    """401.1, 613.1f (Skill Borrower): "an artifact or creature card" -- Prodigal Sorcerer on top gives
    it "{T}: ... deals 1 damage to any target"; a Forest on top gives it no mana ability (305.6: the
    Forest's ability is a land's, and the card is neither an artifact nor a creature)."""
    assert fully_compiled("Skill Borrower")
    g = play(head(alice=["Prodigal Sorcerer"]) + "battlefield:\n" + permanents("Skill Borrower", ["sb"]),
             ["Skill Borrower", "Prodigal Sorcerer"],
             ["alice: activate sb Prodigal_Sorcerer#1 target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 19 and g.obj("sb").tapped
    g2 = game(head(alice=["Forest"]) + "battlefield:\n" + permanents("Skill Borrower", ["sb"]), ["Skill Borrower"])
    assert g2.mana_abilities("sb") == [] and _ids(g2, "sb") == set()


MARVIN = '"Marvin, Murderous Mimic"'


def test_201_2a_marvin_has_the_abilities_of_alices_creatures():
    """613.1f (Marvin, Murderous Mimic): "creatures you control that don't have the same name as this
    creature" -- alice's Prodigal Sorcerer gives Marvin its ability, bob's Kamahl nothing."""
    assert fully_compiled("Marvin, Murderous Mimic")
    g = play(head() + "battlefield:\n" + permanents(MARVIN, ["mv"]) + permanents("Prodigal Sorcerer", ["p1"])
             + permanents(KAMAHL, ["km"], "bob"),
             ["Marvin, Murderous Mimic", "Prodigal Sorcerer", "Kamahl, Pit Fighter"],
             ["alice: activate mv Prodigal_Sorcerer#1 target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 19 and g.obj("mv").tapped and not g.obj("p1").tapped


def test_201_2a_marvin_ignores_a_creature_with_its_name():
    """201.2a, 612.8: a name-setting effect names alice's Prodigal Sorcerer "Marvin, Murderous Mimic":
    it has the same name as Marvin now, so Marvin doesn't have its ability."""
    g = game(head() + "battlefield:\n" + permanents(MARVIN, ["mv"]) + permanents("Prodigal Sorcerer", ["p1"])
             + 'effects:\n  - {id: nm, timestamp: 9, objects: [p1], set_name: "Marvin, Murderous Mimic"}\n',
             ["Marvin, Murderous Mimic", "Prodigal Sorcerer"])
    assert g.ch("p1").name == "Marvin, Murderous Mimic" and _ids(g, "mv") == set()


def test_113_6b_necrotic_ooze_cant_cycle_from_the_battlefield():
    """113.6b, 613.1f: Twisted Abomination in a graveyard gives Necrotic Ooze both its activated
    abilities, but swampcycling functions only while the card is in a hand: the Ooze may activate
    "{B}: Regenerate this creature." and not swampcycling."""
    g = game(head() + "battlefield:\n" + permanents("Necrotic Ooze", ["oz"]) + permanents("Swamp", ["s1", "s2", "s3"])
             + "graveyard:\n  - {id: ta, card: Twisted Abomination, owner: bob}\n",
             ["Necrotic Ooze", "Twisted Abomination"])
    assert _ids(g, "oz") == {"Twisted_Abomination#1", "Twisted_Abomination#2"}
    acts = {a.args[1] for a in g.s.decision.options if a.kind == "activate"}
    assert acts == {"Twisted_Abomination#1"}
