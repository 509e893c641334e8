"""Restrictions on activated abilities (602.5, 602.5b, 602.5d): "Activate only ..." with several parts
joined by "and only" (a window of the turn, a condition about the game or this turn's history, "as a
sorcery", "once each turn", "once"), and "Any player may activate this ability but only ..." (602.2).
Each test plays real cards compiled from their Oracle text; the expected answer comes from the CR rule
cited in its docstring."""
from __future__ import annotations

from oracle_helpers import counters, fully_compiled, game, head, life, pass_until, permanents, play


def _can(g, oid: str, who: str, n: int = 1) -> bool:
    """`who` (the player with priority) may begin to activate ability `n` of `oid` (602.5)."""
    assert g.decision.player == who
    return any(a.kind == "activate" and a.args[0] == oid and str(a.args[1]) == str(n) for a in g.legal_actions())


def _run(g, lines: list[str]) -> None:
    from pyengine.game.players import run_script
    run_script(g, lines, "<test>")


def _with_subtype(g, sub: str) -> list[str]:
    return [o.id for o in g.s.objects.values() if o.zone == "battlefield" and sub in g.ch(o.id).subtypes]


# ------------------------------------------------------------------ a condition about this turn
def _scrounger(script: list[str]):
    return play(head() + "battlefield:\n" + permanents("Undercity Scrounger", ["us"])
                + permanents("Mountain", ["m1"]) + permanents("Grizzly Bears", ["gb"], "bob")
                + "hand:\n  - {id: bolt, card: Lightning Bolt, owner: alice}\n",
                ["Undercity Scrounger"], script)


def test_602_5_undercity_scrounger_not_before_a_creature_died():
    """602.5: "{T}: Create a Treasure token. Activate only if a creature died this turn." -- no
    creature died this turn: alice can't begin to activate it."""
    assert fully_compiled("Undercity Scrounger")
    g = _scrounger([])
    assert not _can(g, "us", "alice")


def test_602_5_undercity_scrounger_after_a_creature_died():
    """602.5, 700.4: Lightning Bolt kills bob's Grizzly Bears (a creature died this turn): now the
    ability can be activated, and it creates a Treasure."""
    g = _scrounger(["alice: cast bolt target=gb", "alice: mana m1", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "graveyard" and _can(g, "us", "alice")
    _run(g, ["alice: activate us 1", "alice: pass", "bob: pass"])
    assert len(_with_subtype(g, "Treasure")) == 1


# ------------------------------------------------------------------ "once" and "once each turn"
def test_602_5b_first_little_pig_only_once_not_again_next_turn():
    """602.5b: "{1}{G/W}: Exile target artifact or enchantment. Activate only once." -- once
    activated, it can't be activated again, not even in alice's next turn (unlike "once each
    turn")."""
    assert fully_compiled("First Little Pig")
    g = play(head(alice=6, bob=6) + "battlefield:\n" + permanents("First Little Pig", ["pig"])
             + permanents("Forest", ["f1", "f2", "f3", "f4"]) + permanents("Ornithopter", ["o1", "o2"], "bob"),
             ["First Little Pig"], ["alice: activate pig 1 target=o1", "alice: mana f1", "alice: mana f2", "alice: pass", "bob: pass"])
    assert g.obj("o1").zone == "exile" and not _can(g, "pig", "alice")
    pass_until(g, "bob", "precombat_main")
    pass_until(g, "alice", "precombat_main")
    assert g.s.active == "alice" and not _can(g, "pig", "alice")


def test_602_5b_chronatog_totem_once_each_turn_and_only_while_a_creature():
    """602.5b: Chronatog Totem's "{0}: This creature gets +3/+3 until end of turn. You skip your next
    turn. Activate only once each turn and only if this permanent is a creature." -- as a
    noncreature artifact it can't be activated; once animated ({1}{U}: it becomes a 1/2 Atog) it
    can, once: not a second time this turn."""
    assert fully_compiled("Chronatog Totem")
    g = game(head() + "battlefield:\n" + permanents("Chronatog Totem", ["tot"])
             + permanents("Island", ["i1", "i2"]), ["Chronatog Totem"])
    assert not _can(g, "tot", "alice", 3)
    _run(g, ["alice: activate tot 2", "alice: mana i1", "alice: mana i2", "alice: pass", "bob: pass"])
    assert "creature" in g.ch("tot").types and _can(g, "tot", "alice", 3)
    _run(g, ["alice: activate tot 3", "alice: pass", "bob: pass"])
    assert g.ch("tot").power == 4 and not _can(g, "tot", "alice", 3)


# ------------------------------------------------------------------ windows and conditions together
def _puppets(step: str, land: str):
    return game(head(step) + "battlefield:\n" + permanents(land, ["l1", "l2", "l3"])
                + "graveyard:\n  - {id: cp, card: Coffin Puppets, owner: alice}\n", ["Coffin Puppets"])


def test_602_5b_coffin_puppets_in_your_upkeep_with_a_swamp():
    """602.5b, 113.6b: "Sacrifice two lands: Return this card from your graveyard to the battlefield.
    Activate only during your upkeep and only if you control a Swamp." -- in alice's upkeep, with
    Swamps: it returns and the two lands are sacrificed."""
    assert fully_compiled("Coffin Puppets")
    g = _puppets("upkeep", "Swamp")
    assert _can(g, "cp", "alice")
    _run(g, ["alice: activate cp 1", "alice: sacrifice l1", "alice: sacrifice l2", "alice: pass", "bob: pass"])
    assert g.obj("cp").zone == "battlefield" and g.obj("l1").zone == "graveyard" and g.obj("l2").zone == "graveyard"


def test_602_5b_coffin_puppets_needs_both_parts():
    """602.5b: every part must hold -- in the main phase (not the upkeep) with Swamps, or in the
    upkeep without a Swamp (Plains), it can't be activated."""
    assert not _can(_puppets("precombat_main", "Swamp"), "cp", "alice")
    assert not _can(_puppets("upkeep", "Plains"), "cp", "alice")


def test_602_5d_heron_blessed_geist_as_a_sorcery_and_only_with_an_enchantment():
    """602.5b, 602.5d: "{3}{W}, Exile this card from your graveyard: Create two 1/1 white Spirit
    creature tokens with flying. Activate only if you control an enchantment and only as a
    sorcery." -- with an enchantment, in alice's main phase with an empty stack: two Spirits;
    without an enchantment it can't be activated."""
    assert fully_compiled("Heron-Blessed Geist")
    board = head() + "battlefield:\n" + permanents("Plains", ["p1", "p2", "p3", "p4"]) + "{ench}" \
        + "graveyard:\n  - {id: hg, card: Heron-Blessed Geist, owner: alice}\n"
    assert not _can(game(board.replace("{ench}", ""), ["Heron-Blessed Geist"]), "hg", "alice", 2)
    g = play(board.replace("{ench}", permanents("Glorious Anthem", ["ga"])), ["Heron-Blessed Geist"],
             ["alice: activate hg 2", "alice: mana p1", "alice: mana p2", "alice: mana p3", "alice: mana p4",
              "alice: pass", "bob: pass"])
    assert g.obj("hg").zone == "exile" and len(_with_subtype(g, "Spirit")) == 2


# ------------------------------------------------------------------ windows of the turn
def test_602_5b_desert_only_during_the_end_of_combat_step():
    """511.1, 602.5b: Desert's "{T}: This land deals 1 damage to target attacking creature. Activate
    only during the end of combat step." -- bob can't activate it as alice's Llanowar Elves attack
    (the declare attackers step); in the end of combat step he can, and the 1/1 Elves die."""
    assert fully_compiled("Desert")
    board = head() + "battlefield:\n" + permanents("Llanowar Elves", ["elf"]) + permanents("Desert", ["des"], "bob")
    g = play(board, ["Desert"], ["T1 declare_attackers alice: attack elf", "alice: done", "alice: pass"])
    assert g.s.step == "declare_attackers" and not _can(g, "des", "bob", 2)
    pass_until(g, "alice", "end_of_combat")
    g.push("pass")
    assert _can(g, "des", "bob", 2)
    _run(g, ["bob: activate des 2 target=elf", "bob: pass", "alice: pass"])
    assert g.obj("elf").zone == "graveyard"


def test_602_5b_trade_caravan_only_during_an_opponents_upkeep():
    """602.5b: Trade Caravan's "Remove two currency counters from this creature: Untap target basic
    land. Activate only during an opponent's upkeep." -- not in alice's own upkeep; in bob's
    upkeep alice untaps her Plains."""
    assert fully_compiled("Trade Caravan")
    caravan = "  - {id: tc, card: Trade Caravan, controller: alice, counters: {currency: 2}}\n" \
        + "  - {id: p1, card: Plains, controller: alice, tapped: true}\n"
    assert not _can(game(head("upkeep") + "battlefield:\n" + caravan, ["Trade Caravan"]), "tc", "alice", 2)
    g = game(head("upkeep", active="bob") + "battlefield:\n" + caravan, ["Trade Caravan"])
    g.push("pass")
    assert _can(g, "tc", "alice", 2)
    _run(g, ["alice: activate tc 2 target=p1", "alice: pass", "bob: pass"])
    assert not g.obj("p1").tapped and counters(g, "tc", "currency") == 0


def test_602_2_well_of_knowledge_any_player_but_only_during_their_draw_step():
    """602.2, 602.5b: Well of Knowledge's "{2}: Draw a card. Any player may activate this ability but
    only during their draw step." -- in bob's draw step, alice (its controller) can't activate it,
    bob can, and bob draws the card (602.2a: he controls the ability)."""
    assert fully_compiled("Well of Knowledge")
    board = head("draw", active="bob") + "battlefield:\n" + permanents("Well of Knowledge", ["well"]) \
        + permanents("Island", ["a1", "a2"]) + permanents("Island", ["b1", "b2"], "bob")
    g = game(board, ["Well of Knowledge"])
    assert _can(g, "well", "bob")
    g.push("pass")
    assert not _can(g, "well", "alice")
    g = play(board, ["Well of Knowledge"], ["bob: activate well 1", "bob: mana b1", "bob: mana b2", "bob: pass", "alice: pass"])
    assert g.obj("lb1").zone == "hand" or g.obj("lb2").zone == "hand"
    assert g.obj("la1").zone == "library"


def test_602_5b_dwarven_armory_during_any_upkeep_step():
    """602.5b: Dwarven Armory's "{2}, Sacrifice a land: Put a +2/+2 counter on target creature.
    Activate only during any upkeep step." -- in bob's upkeep alice may activate it, not in her
    main phase."""
    assert fully_compiled("Dwarven Armory")
    board = permanents("Dwarven Armory", ["da"]) + permanents("Mountain", ["m1", "m2", "m3"]) \
        + permanents("Grizzly Bears", ["gb"])
    assert not _can(game(head() + "battlefield:\n" + board, ["Dwarven Armory"]), "da", "alice")
    g = game(head("upkeep", active="bob") + "battlefield:\n" + board, ["Dwarven Armory"])
    _run(g, ["bob: pass", "alice: activate da 1 target=gb", "alice: mana m1", "alice: mana m2", "alice: pay m3",
             "alice: pass", "bob: pass"])
    assert counters(g, "gb", "+2/+2") == 1 and g.obj("m3").zone == "graveyard"


def test_602_5b_angus_mackenzie_before_the_combat_damage_step():
    """602.5b, 615.1: Angus Mackenzie's "{G}{W}{U}, {T}: Prevent all combat damage that would be
    dealt this turn. Activate only before the combat damage step." -- in bob's declare blockers
    step alice activates it and bob's attacking Hill Giant deals her no damage; in the end of
    combat step it can't be activated."""
    assert fully_compiled("Angus Mackenzie")
    board = head(active="bob") + "battlefield:\n" + permanents("Angus Mackenzie", ["angus"]) \
        + permanents("Forest", ["f"]) + permanents("Plains", ["p"]) + permanents("Island", ["i"]) \
        + permanents("Hill Giant", ["hg"], "bob")
    g = play(board, ["Angus Mackenzie"], ["T1 declare_attackers bob: attack hg", "bob: done", "bob: pass",
                                          "alice: pass", "T1 declare_blockers alice: done", "bob: pass",
                                          "alice: activate angus 1", "alice: mana f", "alice: mana p", "alice: mana i", "alice: pass", "bob: pass"])
    pass_until(g, "bob", "end_of_combat")
    assert life(g, "alice") == 20
    g2 = play(board, ["Angus Mackenzie"],
              ["T1 declare_attackers bob: attack hg", "bob: done"])
    pass_until(g2, "bob", "end_of_combat")
    assert life(g2, "alice") == 17
    g2.push("pass")
    assert not _can(g2, "angus", "alice")


# ------------------------------------------------------------------ "Return ~ to its owner's hand" as a cost
def test_118_3_krasis_incubation_returned_as_a_cost_counters_go_on_the_creature_it_enchanted():
    """118.3, 608.2h: "{1}{G}{U}, Return this Aura to its owner's hand: Put two +1/+1 counters on
    enchanted creature." -- the Aura is back in alice's hand as the cost is paid; "enchanted
    creature" is the creature it enchanted as it last existed: the Bears get two counters."""
    assert fully_compiled("Krasis Incubation")
    g = play(head() + "battlefield:\n" + permanents("Grizzly Bears", ["gb"])
             + "  - {id: ki, card: Krasis Incubation, controller: alice, attached_to: gb}\n"
             + permanents("Forest", ["f1"]) + permanents("Island", ["i1", "i2"]), ["Krasis Incubation"],
             ["alice: activate ki 3", "alice: mana f1", "alice: mana i1", "alice: mana i2", "alice: pay"])
    assert g.obj("ki").zone == "hand" and counters(g, "gb") == 0        # paid before it resolves
    _run(g, ["alice: pass", "bob: pass"])
    assert counters(g, "gb") == 2


def test_602_5d_recurring_nightmare_sacrifice_and_return_itself_as_a_sorcery():
    """118.3, 602.5d: Recurring Nightmare's "Sacrifice a creature, Return this enchantment to its
    owner's hand: Return target creature card from your graveyard to the battlefield. Activate only
    as a sorcery." -- not in bob's turn; in alice's main phase: the Bears are sacrificed, the
    Nightmare goes back to her hand and Hill Giant returns from her graveyard."""
    assert fully_compiled("Recurring Nightmare")
    board = "battlefield:\n" + permanents("Recurring Nightmare", ["rn"]) + permanents("Grizzly Bears", ["gb"]) \
        + "graveyard:\n  - {id: hg, card: Hill Giant, owner: alice}\n"
    g = game(head(active="bob") + board, ["Recurring Nightmare"])
    g.push("pass")
    assert not _can(g, "rn", "alice")
    g = play(head() + board, ["Recurring Nightmare"],
             ["alice: activate rn 1 target=hg", "alice: pay gb", "alice: pass", "bob: pass"])
    assert g.obj("rn").zone == "hand" and g.obj("gb").zone == "graveyard" and g.obj("hg").zone == "battlefield"


# ------------------------------------------------------------------ lists of subtypes (205.3)
def test_205_3_gisa_skeletons_and_zombies_you_control_not_an_opponents():
    """205.3m, 611.3a: Gisa, the Hellraiser's "Skeletons and Zombies you control get +1/+1 and have
    menace." -- "you control" is said of both kinds: alice's Skeleton (Drudge Skeletons, 1/1) and
    Zombie (Walking Corpse, 2/2) get +1/+1; bob's Skeleton doesn't."""
    assert fully_compiled("Gisa, the Hellraiser")
    g = game(head() + "battlefield:\n" + permanents("\"Gisa, the Hellraiser\"", ["gisa"])
             + permanents("Drudge Skeletons", ["sk"]) + permanents("Walking Corpse", ["wc"])
             + permanents("Drudge Skeletons", ["bsk"], "bob"), ["Gisa, the Hellraiser"])
    assert (g.ch("sk").power, g.ch("wc").power, g.ch("bsk").power) == (2, 3, 1)
    assert "menace" in str(g.ch("sk").ability_terms) and "menace" not in str(g.ch("bsk").ability_terms)


def test_205_3_death_priest_of_myrkul_three_kinds():
    """205.3m, 611.3a: Death-Priest of Myrkul's "Skeletons, Vampires, and Zombies you control get
    +1/+1." -- a Vampire (Vampire Interloper, 2/1) and a Zombie (Walking Corpse) of alice's get
    +1/+1; her Grizzly Bears (a Bear) don't."""
    assert fully_compiled("Death-Priest of Myrkul")
    g = game(head() + "battlefield:\n" + permanents("Death-Priest of Myrkul", ["dp"])
             + permanents("Vampire Interloper", ["vi"]) + permanents("Walking Corpse", ["wc"])
             + permanents("Grizzly Bears", ["gb"]), ["Death-Priest of Myrkul"])
    assert (g.ch("vi").power, g.ch("wc").power, g.ch("gb").power) == (3, 3, 2)


def test_115_1_animal_sanctuary_targets_one_of_the_listed_kinds():
    """115.1, 205.3: Animal Sanctuary's "{2}, {T}: Put a +1/+1 counter on target Bird, Cat, Dog,
    Goat, Ox, or Snake." -- Savannah Lions (a Cat) can be the target and gets the counter;
    Grizzly Bears (a Bear) can't be targeted."""
    assert fully_compiled("Animal Sanctuary")
    board = head() + "battlefield:\n" + permanents("Animal Sanctuary", ["as"]) \
        + permanents("Plains", ["p1", "p2"]) + permanents("Savannah Lions", ["sl"]) + permanents("Grizzly Bears", ["gb"])
    g = play(board, ["Animal Sanctuary"], ["alice: activate as 2 target=sl", "alice: mana p1", "alice: mana p2",
                                           "alice: pass", "bob: pass"])
    assert counters(g, "sl") == 1
    import pytest
    from pyengine.errors import ScenarioError
    with pytest.raises(ScenarioError):
        play(board, ["Animal Sanctuary"], ["alice: activate as 2 target=gb"])
