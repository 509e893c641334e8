"""Trigger events the compiler couldn't say before (CR 603): triggered abilities of instant and
sorcery cards working from the graveyard (113.6m), "When you discard this card" / "When a spell or
ability an opponent controls causes you to discard this card" (701.8a, 113.6k), cards put into a
graveyard from anywhere or from a library (603.6c, 603.10), and die rolls (706.2). Each test plays
real cards compiled from their Oracle text; the expected answer comes from the CR rule cited in its
docstring."""
from __future__ import annotations

import re

from oracle_helpers import counters, fully_compiled, head, life, permanents, play

from pyengine.game.players import run_script


def _zone(g, oid: str) -> str:
    return g.obj(oid).zone


# ------------------------------------------------------------------ instants and sorceries (113.6m)
def test_113_6m_reach_of_branches_returns_from_the_graveyard_when_a_forest_enters():
    """113.6m, 603.2: Reach of Branches (an instant) "Whenever a Forest you control enters, you may
    return this card from your graveyard to your hand" works from alice's graveyard: she plays a
    Forest and the card goes back to her hand."""
    assert fully_compiled("Reach of Branches")
    g = play(head() + "hand:\n  - {id: fo, card: Forest, owner: alice}\n"
             "graveyard:\n  - {id: rb, card: Reach of Branches, owner: alice}\n",
             ["Reach of Branches"], ["alice: play fo", "alice: pass", "bob: pass", "alice: yes"])
    assert _zone(g, "rb") == "hand"


def test_113_6_reach_of_branches_in_the_hand_does_nothing():
    """113.6, 113.6m: the ability moves the card out of the graveyard, so it functions only there:
    with Reach of Branches in alice's hand, playing a Forest triggers nothing."""
    g = play(head() + "hand:\n  - {id: fo, card: Forest, owner: alice}\n  - {id: rb, card: Reach of Branches, owner: alice}\n",
             ["Reach of Branches"], ["alice: play fo"])
    assert not g.s.stack and _zone(g, "rb") == "hand"


# ------------------------------------------------------------------ discarding this card (701.8a)
def _mind_rot(hand: str, names: list[str], caster: str = "bob", target: str = "alice"):
    return play(head(active=caster) + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3"], caster)
                + "hand:\n" + hand + f"  - {{id: mr, card: Mind Rot, owner: {caster}}}\n",
                names + ["Mind Rot"], [f"{caster}: cast mr target={target}", f"{caster}: autopay",
                                       f"{caster}: pass", f"{'alice' if caster == 'bob' else 'bob'}: pass",
                                       f"{caster}: pass", f"{'alice' if caster == 'bob' else 'bob'}: pass"])


def test_701_8a_psychic_purge_discarded_by_an_opponents_spell_costs_that_player_5_life():
    """701.8a, 113.6k: bob's Mind Rot makes alice discard Psychic Purge and Grizzly Bears; "When a
    spell or ability an opponent controls causes you to discard this card, that player loses 5
    life" triggers from her graveyard -- "that player" is bob, who controls Mind Rot: 20 - 5 = 15."""
    assert fully_compiled("Psychic Purge")
    g = _mind_rot("  - {id: pp, card: Psychic Purge, owner: alice}\n  - {id: gb, card: Grizzly Bears, owner: alice}\n",
                  ["Psychic Purge"])
    assert _zone(g, "pp") == "graveyard" and life(g, "bob") == 15 and life(g, "alice") == 20


def test_701_8a_psychic_purge_discarded_by_its_owners_own_spell_does_not_trigger():
    """701.8a: alice's own Mind Rot on herself makes her discard Psychic Purge -- the spell causing
    the discard is hers, not an opponent's: nobody loses life."""
    g = _mind_rot("  - {id: pp, card: Psychic Purge, owner: alice}\n  - {id: gb, card: Grizzly Bears, owner: alice}\n",
                  ["Psychic Purge"], caster="alice", target="alice")
    assert _zone(g, "pp") == "graveyard" and life(g, "bob") == 20 and life(g, "alice") == 20


def test_701_8a_bartered_cow_makes_food_when_discarded():
    """701.8a, 113.6k: "When this creature dies and when you discard this card, create a Food
    token" -- discarded from alice's hand (by bob's Mind Rot, any cause will do) it triggers from
    her graveyard: alice gets a Food token."""
    assert fully_compiled("Bartered Cow")
    g = _mind_rot("  - {id: cow, card: Bartered Cow, owner: alice}\n  - {id: gb, card: Grizzly Bears, owner: alice}\n",
                  ["Bartered Cow"])
    foods = [o for o in g.s.objects.values() if o.zone == "battlefield" and "Food" in (g.ch(o.id).subtypes or ())]
    assert _zone(g, "cow") == "graveyard" and len(foods) == 1 and g.ch(foods[0].id).controller == "alice"


# ------------------------------------------------------------------ put into a graveyard (603.6c)
def _scour(extra: str, names: list[str], library: list[str]):
    return play(head(alice=library) + "battlefield:\n" + permanents("Island", ["i1"]) + extra
                + "hand:\n  - {id: ts, card: Thought Scour, owner: alice}\n",
                ["Thought Scour"] + names,
                ["alice: cast ts target=alice", "alice: autopay"] + ["alice: pass", "bob: pass"] * 3)


def test_603_6c_skola_grovedancer_triggers_for_each_land_card_milled():
    """603.2, 603.6c: "Whenever a land card is put into your graveyard from anywhere, you gain 1
    life" -- Thought Scour mills two Forests: two land cards, two triggers, alice at 22."""
    assert fully_compiled("Skola Grovedancer")
    g = _scour(permanents("Skola Grovedancer", ["sg"]), ["Skola Grovedancer"], ["Forest", "Forest", "Plains", "Plains"])
    assert _zone(g, "la1") == "graveyard" and _zone(g, "la2") == "graveyard" and life(g, "alice") == 22


def test_603_2c_the_gitrog_monster_triggers_once_for_land_cards_milled_together():
    """603.2c: "Whenever one or more land cards are put into your graveyard from anywhere, draw a
    card" -- two Forests milled at once are one event: one trigger, one more card drawn (alice's
    hand: the card Thought Scour draws and the one the Monster draws)."""
    assert fully_compiled("The Gitrog Monster")
    g = _scour(permanents("The Gitrog Monster", ["gm"]), ["The Gitrog Monster"],
               ["Forest", "Forest", "Plains", "Plains", "Plains"])
    assert sorted(o.id for o in g.s.objects.values() if o.zone == "hand") == ["la3", "la4"]


def test_113_6k_gaeas_blessing_milled_shuffles_the_graveyard_into_the_library():
    """113.6k, 603.6: "When this card is put into your graveyard from your library, shuffle your
    graveyard into your library" triggers from the graveyard: milled by Thought Scour, it
    shuffles itself, the other milled card and Thought Scour back into alice's library."""
    assert fully_compiled("Gaea's Blessing")
    g = _scour("", ["Gaea's Blessing"], ["Gaea's Blessing", "Forest", "Plains", "Plains", "Plains"])
    assert [_zone(g, x) for x in ("la1", "la2", "ts")] == ["library"] * 3


def test_603_6c_gaeas_blessing_discarded_does_not_trigger():
    """603.6: the trigger names the zone it comes from -- Gaea's Blessing discarded from alice's
    hand (by bob's Mind Rot) is put into her graveyard from her hand: no trigger, it stays there."""
    g = _mind_rot("  - {id: gbl, card: Gaea's Blessing, owner: alice}\n  - {id: gb, card: Grizzly Bears, owner: alice}\n",
                  ["Gaea's Blessing"])
    assert _zone(g, "gbl") == "graveyard" and not g.s.stack


# ------------------------------------------------------------------ die rolls (706.2)
def _contact(extra: str, names: list[str]):
    g = play(head(alice=6) + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4"]) + extra
             + "hand:\n  - {id: cop, card: Contact Other Plane, owner: alice}\n",
             ["Contact Other Plane"] + names, ["alice: cast cop", "alice: autopay", "alice: pass", "bob: pass"])
    rolled = [int(m.group(1)) for e in g.log if (m := re.search(r"rolls a d20: (\d+)", str(e.text)))]
    return g, rolled


def test_706_2_feywild_trickster_makes_a_faerie_dragon_for_a_roll():
    """706.1, 603.2: "Whenever you roll one or more dice, create a 1/1 blue Faerie Dragon creature
    token with flying" -- Contact Other Plane rolls a d20: one roll, one token."""
    assert fully_compiled("Feywild Trickster")
    g, rolled = _contact(permanents("Feywild Trickster", ["ft"]), ["Feywild Trickster"])
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    tokens = [o for o in g.s.objects.values() if o.zone == "battlefield" and o.token]
    assert len(rolled) == 1 and len(tokens) == 1


def test_706_2_steel_squirrel_reads_the_result_of_the_roll():
    """706.2: "Whenever you roll a 5 or higher on a die, this creature gets +X/+X until end of
    turn, where X is the result" -- the Squirrel (1/1) is 1+X/1+X after a roll X of 5 or more,
    and stays 1/1 after a lower roll."""
    assert fully_compiled("Steel Squirrel")
    g, rolled = _contact(permanents("Steel Squirrel", ["sq"]), ["Steel Squirrel"])
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    x = rolled[0] if rolled[0] >= 5 else 0
    ch = g.ch("sq")
    assert (ch.power, ch.toughness) == (1 + x, 1 + x)


# ------------------------------------------------------------------ one or more leave at once (603.10a)
def test_603_10a_morbid_opportunist_draws_once_for_creatures_dying_together():
    """603.10a, 603.2c: "Whenever one or more other creatures die, draw a card. This ability
    triggers only once each turn." -- Pyroclasm kills two Grizzly Bears and a Llanowar Elves at
    once (the 1/3 Opportunist survives): one trigger, one card."""
    assert fully_compiled("Morbid Opportunist")
    g = play(head(alice=4) + "battlefield:\n" + permanents("Mountain", ["m1", "m2", "m3"])
             + permanents("Morbid Opportunist", ["mo"]) + permanents("Grizzly Bears", ["b1", "b2"], "bob")
             + permanents("Llanowar Elves", ["le"], "bob")
             + "hand:\n  - {id: py, card: Pyroclasm, owner: alice}\n",
             ["Morbid Opportunist", "Pyroclasm"],
             ["alice: cast py", "alice: autopay"] + ["alice: pass", "bob: pass"] * 2)
    assert [_zone(g, x) for x in ("b1", "b2", "le", "mo")] == ["graveyard", "graveyard", "graveyard", "battlefield"]
    assert sorted(o.id for o in g.s.objects.values() if o.zone == "hand") == ["la1"]


def test_603_10a_dour_port_mage_draws_for_a_bounce_but_not_for_a_death():
    """603.10a, 700.4: "Whenever one or more other creatures you control leave the battlefield
    without dying, draw a card" -- Unsummon returning alice's Grizzly Bears to her hand draws a
    card; a Shock killing her other Bears (put into a graveyard: it died) draws none."""
    assert fully_compiled("Dour Port-Mage")
    g = play(head(alice=4) + "battlefield:\n" + permanents("Island", ["i1"]) + permanents("Mountain", ["m1"])
             + permanents("Dour Port-Mage", ["dp"]) + permanents("Grizzly Bears", ["b1", "b2"])
             + "hand:\n  - {id: un, card: Unsummon, owner: alice}\n  - {id: sh, card: Shock, owner: alice}\n",
             ["Dour Port-Mage", "Unsummon", "Shock"],
             ["alice: cast un target=b1", "alice: autopay"] + ["alice: pass", "bob: pass"] * 2)
    assert _zone(g, "b1") == "hand" and _zone(g, "la1") == "hand"
    run_script(g, ["alice: cast sh target=b2", "alice: autopay", "alice: pass", "bob: pass"], "<test>")
    assert _zone(g, "b2") == "graveyard" and not g.s.stack and _zone(g, "la2") == "library"


# ------------------------------------------------------------------ the first time each turn
def test_603_2_glyph_keeper_counters_only_the_first_spell_targeting_it_each_turn():
    """603.2, 701.5a: "Whenever this creature becomes the target of a spell or ability for the
    first time each turn, counter that spell or ability" -- bob's first Shock at Glyph Keeper
    (5/3) is countered; his second Shock the same turn is not, and deals 2 damage to it."""
    assert fully_compiled("Glyph Keeper")
    g = play(head(active="bob") + "battlefield:\n" + permanents("Mountain", ["m1", "m2"], "bob")
             + permanents("Glyph Keeper", ["gk"])
             + "hand:\n  - {id: s1, card: Shock, owner: bob}\n  - {id: s2, card: Shock, owner: bob}\n",
             ["Glyph Keeper", "Shock"],
             ["bob: cast s1 target=gk", "bob: autopay"] + ["bob: pass", "alice: pass"] * 2)
    assert _zone(g, "s1") == "graveyard" and g.obj("gk").damage == 0 and not g.s.stack
    run_script(g, ["bob: cast s2 target=gk", "bob: autopay", "bob: pass", "alice: pass"], "<test>")
    assert not g.s.stack and g.obj("gk").damage == 2


def test_603_2_valiant_heartfire_hero_gets_one_counter_a_turn():
    """603.2 (valiant): "Whenever this creature becomes the target of a spell or ability you
    control for the first time each turn, put a +1/+1 counter on it" -- alice's first Giant
    Growth on Heartfire Hero gives it a counter; her second one that turn gives none."""
    assert fully_compiled("Heartfire Hero")
    g = play(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2"]) + permanents("Heartfire Hero", ["hh"])
             + "hand:\n  - {id: g1, card: Giant Growth, owner: alice}\n  - {id: g2, card: Giant Growth, owner: alice}\n",
             ["Heartfire Hero", "Giant Growth"],
             ["alice: cast g1 target=hh", "alice: autopay"] + ["alice: pass", "bob: pass"] * 2)
    assert counters(g, "hh") == 1
    run_script(g, ["alice: cast g2 target=hh", "alice: autopay", "alice: pass", "bob: pass"], "<test>")
    assert counters(g, "hh") == 1 and not g.s.stack


def test_603_2_valiant_does_not_count_an_opponents_spell():
    """603.2 (valiant): the first time each turn it becomes the target of a spell or ability *you
    control* -- bob's Giant Growth on alice's Heartfire Hero gives no counter (not her spell); her
    own Giant Growth afterwards is the first of hers this turn: one counter."""
    g = play(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2"]) + permanents("Forest", ["f3"], "bob")
             + permanents("Heartfire Hero", ["hh"])
             + "hand:\n  - {id: g1, card: Giant Growth, owner: bob}\n  - {id: g2, card: Giant Growth, owner: alice}\n",
             ["Heartfire Hero", "Giant Growth"],
             ["alice: pass", "bob: cast g1 target=hh", "bob: autopay", "bob: pass", "alice: pass"])
    assert counters(g, "hh") == 0 and _zone(g, "g1") == "graveyard"
    run_script(g, ["alice: cast g2 target=hh", "alice: autopay"] + ["alice: pass", "bob: pass"] * 2, "<test>")
    assert counters(g, "hh") == 1


# ------------------------------------------------------------------ attacking a player (508.3)
def _attack(extra: str, names: list[str], attackers: list[str], active: str = "alice"):
    return play(head("declare_attackers", active=active) + "battlefield:\n" + extra, names,
                [f"{active}: attack {a}" for a in attackers] + [f"{active}: done", f"{active}: pass",
                                                                 f"{'bob' if active == 'alice' else 'alice'}: pass"])


def _creature(card: str, oid: str, who: str = "alice") -> str:
    return f"  - {{id: {oid}, card: {card}, controller: {who}, summoning_sick: false}}\n"


def test_508_3a_calculating_lich_makes_the_attacked_opponent_lose_life():
    """508.3a: "Whenever a creature attacks one of your opponents, that player loses 1 life" --
    alice's two Grizzly Bears attack bob: two triggers, bob loses 2 life (before any damage)."""
    assert fully_compiled("Calculating Lich")
    g = _attack(permanents("Calculating Lich", ["cl"]) + _creature("Grizzly Bears", "b1") + _creature("Grizzly Bears", "b2"),
                ["Calculating Lich"], ["b1", "b2"])
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert life(g, "bob") == 18 and life(g, "alice") == 20


def test_508_3a_calculating_lich_ignores_creatures_attacking_its_controller():
    """508.3a: bob's Grizzly Bears attack alice, who isn't one of her own opponents: alice's
    Calculating Lich doesn't trigger."""
    g = _attack(permanents("Calculating Lich", ["cl"]) + _creature("Grizzly Bears", "b1", "bob"),
                ["Calculating Lich"], ["b1"], active="bob")
    assert not g.s.stack and life(g, "alice") == 20 and life(g, "bob") == 20


def test_508_3e_attuma_draws_once_for_merfolk_attacking_a_player_together():
    """508.3e: "Whenever one or more Merfolk you control attack a player, draw a card" -- two
    Merfolk attack bob at once: one trigger, alice draws one card."""
    assert fully_compiled("Attuma, Atlantean Warlord")
    g = _attack(permanents('"Attuma, Atlantean Warlord"', ["at"]) + _creature("Coral Merfolk", "m1")
                + _creature("Coral Merfolk", "m2"), ["Attuma, Atlantean Warlord"], ["m1", "m2"])
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert sorted(o.id for o in g.s.objects.values() if o.zone == "hand") == ["la1"]


def test_507_1_aggressive_crag_taps_at_the_beginning_of_its_controllers_combat():
    """507.1, 603.2: "At the beginning of your combat step, tap ~." -- the beginning of combat
    step of alice's turn: her untapped Aggressive Crag becomes tapped."""
    assert fully_compiled("Aggressive Crag")
    g = play(head() + "battlefield:\n" + permanents("Aggressive Crag", ["ac"]), ["Aggressive Crag"],
             ["alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.s.step == "beginning_of_combat" and g.obj("ac").tapped


# ------------------------------------------------------------------ blocked by one or more (509.3)
def _inquisitors_blocked_by(blocker: str):
    g = _attack(_creature("Serra Inquisitors", "si") + _creature(blocker, "bl", "bob"), ["Serra Inquisitors"], ["si"])
    run_script(g, ["bob: block bl si", "bob: done"], "<test>")
    return g


def test_509_3c_serra_inquisitors_blocked_by_a_black_creature_gets_plus_two():
    """509.3c: "Whenever this creature blocks or becomes blocked by one or more black creatures,
    this creature gets +2/+0 until end of turn" -- blocked by Walking Corpse (black): one
    trigger; once it resolves the 3/3 Inquisitors are 5/3."""
    assert fully_compiled("Serra Inquisitors")
    g = _inquisitors_blocked_by("Walking Corpse")
    assert len(g.s.stack) == 1
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert (g.ch("si").power, g.ch("si").toughness) == (5, 3)


def test_509_3c_serra_inquisitors_blocked_by_a_green_creature_does_not_trigger():
    """509.3c: blocked by Grizzly Bears (green, not black): no trigger, the Inquisitors stay 3/3."""
    g = _inquisitors_blocked_by("Grizzly Bears")
    assert not g.s.stack and (g.ch("si").power, g.ch("si").toughness) == (3, 3)


# ------------------------------------------------------------------ tokens (111.1)
def test_603_6c_nadiers_nightblade_drains_when_a_token_leaves():
    """603.6c, 111.1: "Whenever a token you control leaves the battlefield, each opponent loses 1
    life and you gain 1 life" -- alice's Grizzly Bears token dies to her Shock: bob 19, alice 21;
    her nontoken Bears dying to a second Shock triggers nothing."""
    assert fully_compiled("Nadier's Nightblade")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2"]) + permanents("Nadier's Nightblade", ["nn"])
             + "  - {id: tok, card: Grizzly Bears, controller: alice, token: true}\n" + permanents("Grizzly Bears", ["gb"])
             + "hand:\n  - {id: s1, card: Shock, owner: alice}\n  - {id: s2, card: Shock, owner: alice}\n",
             ["Nadier's Nightblade", "Shock"],
             ["alice: cast s1 target=tok", "alice: autopay"] + ["alice: pass", "bob: pass"] * 2)
    assert life(g, "bob") == 19 and life(g, "alice") == 21
    run_script(g, ["alice: cast s2 target=gb", "alice: autopay", "alice: pass", "bob: pass"], "<test>")
    assert _zone(g, "gb") == "graveyard" and not g.s.stack and life(g, "bob") == 19


# ------------------------------------------------------------------ energy (107.14)
def test_122_1_territorial_gorger_pumps_when_its_controller_gets_energy():
    """107.14, 122.1: "Whenever you get one or more {E}, this creature gets +2/+2 until end of
    turn" -- alice plays Aether Hub ("When this land enters, you get {E}"): the 2/2 Gorger is 4/4."""
    assert fully_compiled("Territorial Gorger")
    g = play(head() + "battlefield:\n" + permanents("Territorial Gorger", ["tg"])
             + "hand:\n  - {id: ah, card: Aether Hub, owner: alice}\n",
             ["Territorial Gorger", "Aether Hub"], ["alice: play ah"] + ["alice: pass", "bob: pass"] * 2)
    assert g.s.players["alice"].counters.get("energy") == 1
    assert (g.ch("tg").power, g.ch("tg").toughness) == (4, 4)


def test_701_17a_forge_boss_deals_damage_once_when_creatures_are_sacrificed():
    """701.17a, 603.10a: "Whenever you sacrifice one or more other creatures, Forge Boss deals 2
    damage to each opponent. This ability triggers only once each turn." -- alice sacrifices
    Grizzly Bears to Village Rites: bob takes 2; a second Village Rites that turn: nothing more."""
    assert fully_compiled("Forge Boss")
    g = play(head(alice=6) + "battlefield:\n" + permanents("Swamp", ["s1", "s2"]) + permanents("Forge Boss", ["fb"])
             + permanents("Grizzly Bears", ["b1", "b2"])
             + "hand:\n  - {id: v1, card: Village Rites, owner: alice}\n  - {id: v2, card: Village Rites, owner: alice}\n",
             ["Forge Boss", "Village Rites"],
             ["alice: cast v1 sacrifice=b1"] + ["alice: pass", "bob: pass"] * 2)
    assert _zone(g, "b1") == "graveyard" and life(g, "bob") == 18
    run_script(g, ["alice: cast v2 sacrifice=b2", "alice: pass", "bob: pass"], "<test>")
    assert _zone(g, "b2") == "graveyard" and not g.s.stack and life(g, "bob") == 18


# ------------------------------------------------------------------ the first spell of a kind (601.2i)
def test_601_2i_valeria_draws_for_the_first_noncreature_spell_only():
    """601.2i, 603.2: "Whenever you cast your first noncreature spell each turn, draw a card" --
    alice casts Grizzly Bears (a creature spell: no trigger), then Shock (her first noncreature
    spell this turn: one card drawn), then a second Shock (not the first: nothing)."""
    assert fully_compiled("Valeria Richards, Precocious")
    g = play(head(alice=4) + "battlefield:\n" + permanents('"Valeria Richards, Precocious"', ["vr"])
             + permanents("Forest", ["f1", "f2"]) + permanents("Mountain", ["m1", "m2"])
             + "hand:\n  - {id: gb, card: Grizzly Bears, owner: alice}\n  - {id: s1, card: Shock, owner: alice}\n"
             "  - {id: s2, card: Shock, owner: alice}\n",
             ["Valeria Richards, Precocious", "Shock"],
             ["alice: cast gb", "alice: autopay", "alice: pass", "bob: pass"])
    assert _zone(g, "gb") == "battlefield" and _zone(g, "la1") == "library"
    run_script(g, ["alice: cast s1 target=bob", "alice: autopay"] + ["alice: pass", "bob: pass"] * 2, "<test>")
    assert life(g, "bob") == 18 and _zone(g, "la1") == "hand"
    run_script(g, ["alice: cast s2 target=bob", "alice: autopay", "alice: pass", "bob: pass"], "<test>")
    assert life(g, "bob") == 16 and not g.s.stack and _zone(g, "la2") == "library"


# ------------------------------------------------------------------ searching a library (701.19a)
def test_701_19a_archivist_of_oghma_rewards_an_opponents_search():
    """701.19a, 603.2: "Whenever an opponent searches their library, you gain 1 life and draw a
    card" -- bob's Rampant Growth searches his library: alice gains 1 life and draws a card."""
    assert fully_compiled("Archivist of Oghma")
    g = play(head(active="bob", bob=["Forest", "Plains"]) + "battlefield:\n" + permanents("Archivist of Oghma", ["ar"])
             + permanents("Forest", ["f1", "f2"], "bob") + "hand:\n  - {id: rg, card: Rampant Growth, owner: bob}\n",
             ["Archivist of Oghma", "Rampant Growth"],
             ["bob: cast rg", "bob: autopay", "bob: pass", "alice: pass", "bob: find lb1", "bob: pass", "alice: pass"])
    assert _zone(g, "lb1") == "battlefield" and life(g, "alice") == 21 and _zone(g, "la1") == "hand"


def test_701_27a_voidwing_hybrid_returns_when_its_owner_proliferates():
    """701.27a, 113.6m: "When you proliferate, return this card from your graveyard to your hand"
    works from alice's graveyard -- she casts Steady Progress (proliferate, with nothing to choose:
    she still proliferates) and the Hybrid returns to her hand."""
    assert fully_compiled("Voidwing Hybrid")
    g = play(head(alice=3) + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3"])
             + "hand:\n  - {id: sp, card: Steady Progress, owner: alice}\n"
             "graveyard:\n  - {id: vh, card: Voidwing Hybrid, owner: alice}\n",
             ["Voidwing Hybrid", "Steady Progress"],
             ["alice: cast sp", "alice: autopay"] + ["alice: pass", "bob: pass"] * 2)
    assert _zone(g, "vh") == "hand" and _zone(g, "sp") == "graveyard"
