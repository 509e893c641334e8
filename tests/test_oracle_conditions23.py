"""Conditions, "instead", "if you do", mana abilities that do more than add mana, and "enchanted /
equipped creature" named in an instruction. Each test plays real cards compiled from their Oracle
text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from pyengine.game.players import run_script

from oracle_helpers import counters, fully_compiled, game, head, life, pass_until, permanents, play


def _run(g, script: list[str]) -> None:
    run_script(g, script, "<test>")


# ------------------------------------------------------------ "equipped creature" in an instruction
def test_301_5_leering_emblem_pumps_the_equipped_creature_when_a_spell_is_cast():
    """301.5, 603.2: Leering Emblem ("Whenever you cast a spell, equipped creature gets +2/+2 until
    end of turn.") equips Grizzly Bears: alice casts Lightning Bolt at bob -- the Bears are 4/4."""
    assert fully_compiled("Leering Emblem")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1"]) + permanents("Grizzly Bears", ["gb"])
             + "  - {id: le, card: Leering Emblem, controller: alice, attached_to: gb}\n"
             + "hand:\n  - {id: b1, card: Lightning Bolt, owner: alice}\n",
             ["Leering Emblem", "Lightning Bolt"],
             ["alice: cast b1 target=bob", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17 and (g.ch("gb").power, g.ch("gb").toughness) == (4, 4)


def test_608_2h_wings_of_hubris_sacrificed_still_names_the_creature_it_equipped():
    """608.2h, 301.5: "Sacrifice this Equipment: Equipped creature can't be blocked this turn.
    Sacrifice it at the beginning of the next end step." -- the Equipment is sacrificed as the cost;
    "equipped creature" is the Bears it was attached to as it last existed, and "it" is that
    creature: the Bears are sacrificed at the end step (701.17a)."""
    assert fully_compiled("Wings of Hubris")
    g = play(head() + "battlefield:\n" + permanents("Grizzly Bears", ["gb"])
             + "  - {id: wh, card: Wings of Hubris, controller: alice, attached_to: gb}\n",
             ["Wings of Hubris"], ["alice: activate wh 2", "alice: pass", "bob: pass"])
    assert g.obj("wh").zone == "graveyard" and g.obj("gb").zone == "battlefield"
    pass_until(g, "alice", "end")
    _run(g, ["alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "graveyard"


def test_603_10a_oathkeeper_put_into_a_graveyard_exiles_the_creature_it_equipped():
    """603.10a, 608.2h: "When Oathkeeper is put into a graveyard from the battlefield, exile equipped
    creature." -- Shatter destroys Oathkeeper: the ability looks back to the creature it equipped
    (bob's Bears keep their place; alice's equipped Bears are exiled)."""
    assert fully_compiled("Oathkeeper, Takeno's Daisho")
    g = play(head() + "battlefield:\n" + permanents("Mountain", ["m1", "m2"]) + permanents("Grizzly Bears", ["gb"])
             + permanents("Grizzly Bears", ["ob"], "bob")
             + "  - {id: ok, card: \"Oathkeeper, Takeno's Daisho\", controller: alice, attached_to: gb}\n"
             + "hand:\n  - {id: sh, card: Shatter, owner: alice}\n",
             ["Oathkeeper, Takeno's Daisho", "Shatter"],
             ["alice: cast sh target=ok", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("ok").zone == "graveyard" and g.obj("gb").zone == "exile" and g.obj("ob").zone == "battlefield"


def test_303_4_bind_the_monster_the_enchanted_creature_deals_the_damage():
    """303.4, 120.3: Bind the Monster ("When this Aura enters, tap enchanted creature. It deals
    damage to you equal to its power.") on bob's Hill Giant (3/3): the Giant is tapped and deals
    3 damage to alice -- "it" is the enchanted creature, not the Aura."""
    assert fully_compiled("Bind the Monster")
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1"]) + permanents("Hill Giant", ["hg"], "bob")
             + "hand:\n  - {id: bm, card: Bind the Monster, owner: alice}\n",
             ["Bind the Monster"],
             ["alice: cast bm target=hg", "alice: pass", "bob: pass", "alice: pass", "bob: pass"])
    assert g.obj("bm").attached_to == "hg" and g.obj("hg").tapped and life(g, "alice") == 17


# ------------------------------------------------------------ "... instead"
def _smite(victim: str):
    return play(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2"]) + permanents(victim, ["v"], "bob")
                + "hand:\n  - {id: ds, card: Divine Smite, owner: alice}\n",
                ["Divine Smite"], ["alice: cast ds target=v", "alice: pass", "bob: pass"])


def test_608_2c_divine_smite_exiles_a_black_permanent_instead_of_phasing_it_out():
    """608.2c: "Target creature or planeswalker an opponent controls phases out. If that permanent
    is black, exile it instead." -- bob's black Vampire Nighthawk is exiled (not phased out)."""
    assert fully_compiled("Divine Smite")
    g = _smite("Vampire Nighthawk")
    assert g.obj("v").zone == "exile"


def test_702_26_divine_smite_phases_out_a_permanent_that_isnt_black():
    """702.26a, 608.2c: bob's green Grizzly Bears isn't black: it phases out and stays on the
    battlefield."""
    g = _smite("Grizzly Bears")
    assert g.obj("v").zone == "battlefield" and g.obj("v").phased_out


def _slip(morbid: bool):
    script = (["alice: cast b1 target=e", "alice: pass", "bob: pass"] if morbid else []) + \
        ["alice: cast ts target=v", "alice: pass", "bob: pass"]
    return play(head() + "battlefield:\n" + permanents("Swamp", ["s1"]) + permanents("Mountain", ["m1"])
                + permanents("Grizzly Bears", ["e"], "bob") + permanents("Craw Wurm", ["v"], "bob")
                + "hand:\n  - {id: ts, card: Tragic Slip, owner: alice}\n  - {id: b1, card: Lightning Bolt, owner: alice}\n",
                ["Tragic Slip", "Lightning Bolt"], script)


def test_608_2c_tragic_slip_morbid_paragraph_changes_the_paragraph_before():
    """608.2c: Tragic Slip ("Target creature gets -1/-1 until end of turn. / Morbid — That creature
    gets -13/-13 until end of turn instead if a creature died this turn.") -- a creature died
    (the bolted Bears): Craw Wurm (6/4) gets -13/-13 and dies."""
    assert fully_compiled("Tragic Slip")
    g = _slip(True)
    assert g.obj("e").zone == "graveyard" and g.obj("v").zone == "graveyard"


def test_608_2c_tragic_slip_without_morbid_gives_minus_one():
    """608.2c: no creature died this turn: the Wurm only gets -1/-1 (5/3)."""
    g = _slip(False)
    assert g.obj("v").zone == "battlefield" and (g.ch("v").power, g.ch("v").toughness) == (5, 3)


def _dega(colors: list[str]):
    return play(head("upkeep") + "battlefield:\n" + permanents("Dega Sanctuary", ["ds"])
                + "".join(permanents(c, [f"c{i}"]) for i, c in enumerate(colors)),
                ["Dega Sanctuary"], ["alice: pass", "bob: pass"])


def test_603_4_dega_sanctuary_gains_four_with_black_and_red():
    """603.4, 608.2c: "At the beginning of your upkeep, if you control a black or red permanent,
    you gain 2 life. If you control a black permanent and a red permanent, you gain 4 life
    instead." -- alice controls Vampire Nighthawk (black) and Goblin Piker (red): 4 life."""
    assert fully_compiled("Dega Sanctuary")
    g = _dega(["Vampire Nighthawk", "Goblin Piker"])
    assert life(g, "alice") == 24


def test_603_4_dega_sanctuary_gains_two_with_black_only():
    """603.4, 608.2c: only a black permanent: the first sentence's 2 life (not 4)."""
    g = _dega(["Vampire Nighthawk"])
    assert life(g, "alice") == 22


def test_608_2c_consign_to_dream_puts_a_red_permanent_on_top_of_the_library():
    """608.2c, 401.4: "Return target permanent to its owner's hand. If that permanent is red or
    green, put it on top of its owner's library instead." -- bob's red Goblin Piker goes on top of
    bob's library, not to his hand."""
    assert fully_compiled("Consign to Dream")
    g = play(head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3"]) + permanents("Goblin Piker", ["gp"], "bob")
             + "hand:\n  - {id: cd, card: Consign to Dream, owner: alice}\n",
             ["Consign to Dream"], ["alice: cast cd target=gp", "alice: pass", "bob: pass"])
    assert g.obj("gp").zone == "library" and g.s.library["bob"][0] == "gp"


# ------------------------------------------------------------ "if you do"
def test_608_2c_ob_nixilis_the_fallen_counters_only_if_the_life_was_lost():
    """608.2c: "Whenever a land you control enters, you may have target player lose 3 life. If you
    do, put three +1/+1 counters on Ob Nixilis." -- alice plays a Swamp and accepts: bob loses 3
    and Ob Nixilis gets three counters."""
    assert fully_compiled("Ob Nixilis, the Fallen")
    g = play(head() + "battlefield:\n" + permanents('"Ob Nixilis, the Fallen"', ["on"])
             + "hand:\n  - {id: sw, card: Swamp, owner: alice}\n",
             ["Ob Nixilis, the Fallen"], ["alice: play sw", "alice: target bob", "alice: pass", "bob: pass", "alice: yes"])
    assert life(g, "bob") == 17 and counters(g, "on") == 3


def test_608_2c_ob_nixilis_declined_no_life_lost_and_no_counters():
    """608.2c: alice declines "you may have target player lose 3 life": she didn't, so no counters."""
    g = play(head() + "battlefield:\n" + permanents('"Ob Nixilis, the Fallen"', ["on"])
             + "hand:\n  - {id: sw, card: Swamp, owner: alice}\n",
             ["Ob Nixilis, the Fallen"], ["alice: play sw", "alice: target bob", "alice: pass", "bob: pass", "alice: no"])
    assert life(g, "bob") == 20 and counters(g, "on") == 0


def test_701_17a_spinal_embrace_sacrifices_it_and_gains_its_toughness():
    """701.17a, 608.2h: Spinal Embrace (cast during combat) steals bob's Craw Wurm (6/4); at the beginning of the next
    end step alice sacrifices it, and "If you do, you gain life equal to its toughness": 4 life."""
    assert fully_compiled("Spinal Embrace")
    g = play(head("beginning_of_combat") + "battlefield:\n" + permanents("Swamp", ["s1", "s2", "s3"])
             + permanents("Island", ["i1", "i2", "i3"]) + permanents("Craw Wurm", ["cw"], "bob")
             + "hand:\n  - {id: se, card: Spinal Embrace, owner: alice}\n",
             ["Spinal Embrace"], ["alice: cast se target=cw", "alice: pass", "bob: pass"])
    assert g.ch("cw").controller == "alice"
    pass_until(g, "alice", "end")
    _run(g, ["alice: pass", "bob: pass"])
    assert g.obj("cw").zone == "graveyard" and life(g, "alice") == 24


# ------------------------------------------------------------ mana abilities (605)
def test_605_3b_noxious_bayou_adds_mana_and_gives_a_poison_counter_at_once():
    """605.3b, 122.1f: "{T}: Add {B} or {G}. You get a poison counter." -- a mana ability: it
    resolves at once (no priority passed), alice has {B} and a poison counter."""
    assert fully_compiled("Noxious Bayou")
    g = play(head() + "battlefield:\n" + permanents("Noxious Bayou", ["nb"]), ["Noxious Bayou"],
             ["alice: activate nb 1 B"])
    assert g.s.pools["alice"].get("B", 0) == 1 and g.s.players["alice"].poison == 1 and not g.s.stack


def test_605_3b_grove_of_the_burnwillows_each_opponent_gains_one_life():
    """605.3b: "{T}: Add {R} or {G}. Each opponent gains 1 life." -- bob gains 1 as alice taps it."""
    assert fully_compiled("Grove of the Burnwillows")
    g = play(head() + "battlefield:\n" + permanents("Grove of the Burnwillows", ["gr"]), ["Grove of the Burnwillows"],
             ["alice: activate gr 2 R"])
    assert g.s.pools["alice"].get("R", 0) == 1 and life(g, "bob") == 21 and life(g, "alice") == 20


def test_605_3b_avid_reclaimer_gains_life_only_with_a_nissa():
    """605.3b, 608.2c: "{T}: Add {G} or {U}. If you control a Nissa planeswalker, you gain 2 life."
    -- without a Nissa, alice gets {G} and no life."""
    assert fully_compiled("Avid Reclaimer")
    g = play(head() + "battlefield:\n" + permanents("Avid Reclaimer", ["ar"]), ["Avid Reclaimer"],
             ["alice: activate ar 1 G"])
    assert g.s.pools["alice"].get("G", 0) == 1 and life(g, "alice") == 20


def test_605_1a_deathrite_shaman_targets_so_it_uses_the_stack():
    """605.1a: "{T}: Exile target land card from a graveyard. Add one mana of any color." targets:
    it isn't a mana ability -- it goes on the stack; as it resolves the Forest is exiled and alice
    adds the mana she chooses."""
    assert fully_compiled("Deathrite Shaman")
    g = play(head() + "battlefield:\n" + permanents("Deathrite Shaman", ["ds"])
             + "graveyard:\n  - {id: fo, card: Forest, owner: bob}\n",
             ["Deathrite Shaman"], ["alice: activate ds 1 target=fo"])
    assert len(g.s.stack) == 1 and g.obj("fo").zone == "graveyard"
    _run(g, ["alice: pass", "bob: pass", "alice: choose W"])
    assert g.obj("fo").zone == "exile" and g.s.pools["alice"].get("W", 0) == 1


def test_602_5b_manaforge_cinder_no_more_than_three_times_each_turn():
    """602.5b: "{1}: Add {B} or {R}. Activate no more than three times each turn." -- after three
    activations the ability isn't offered a fourth time, though alice could pay for it."""
    assert fully_compiled("Manaforge Cinder")
    g = play(head() + "battlefield:\n" + permanents("Manaforge Cinder", ["mc"]) + permanents("Swamp", ["s1", "s2", "s3", "s4"]),
             ["Manaforge Cinder"], ["alice: activate mc 1 R", "alice: activate mc 1 R", "alice: activate mc 1 R"])
    assert sum(g.s.pools["alice"].values()) + sum(not g.obj(s).tapped for s in ("s1", "s2", "s3", "s4")) >= 2
    assert not any(str(a).startswith("activate mc") for a in g.legal_actions())


# ------------------------------------------------------------ conditions the layer system reads
def test_611_3a_thresher_lizard_counts_the_cards_in_hand():
    """611.3a, 613.4c: "This creature gets +1/+2 as long as you have one or fewer cards in hand."
    -- Thresher Lizard (3/2) with two cards in alice's hand is 3/2; with one it is 4/4."""
    assert fully_compiled("Thresher Lizard")

    def lizard(cards: int):
        return game(head() + "battlefield:\n" + permanents("Thresher Lizard", ["tl"]) + "hand:\n"
                    + "".join(f"  - {{id: h{i}, card: Plains, owner: alice}}\n" for i in range(cards)),
                    ["Thresher Lizard"])
    g2, g1 = lizard(2), lizard(1)
    assert (g2.ch("tl").power, g2.ch("tl").toughness) == (3, 2)
    assert (g1.ch("tl").power, g1.ch("tl").toughness) == (4, 4)


def test_611_3a_murasa_behemoth_reads_only_its_controllers_graveyard():
    """611.3a, 404.1: "This creature gets +3/+3 as long as there is a land card in your
    graveyard." -- a Forest in bob's graveyard doesn't count (5/5); one in alice's does (8/8)."""
    assert fully_compiled("Murasa Behemoth")

    def behemoth(owner: str):
        return game(head() + "battlefield:\n" + permanents("Murasa Behemoth", ["mb"])
                    + f"graveyard:\n  - {{id: fo, card: Forest, owner: {owner}}}\n", ["Murasa Behemoth"])
    assert behemoth("bob").ch("mb").power == 5 and behemoth("alice").ch("mb").power == 8


def _ashcoat(library: int, script: list[str]):
    g = game(head(alice=library) + "battlefield:\n" + permanents("Ashcoat of the Shadow Swarm", ["ac"])
             + "graveyard:\n  - {id: tr, card: Typhoid Rats, owner: alice}\n", ["Ashcoat of the Shadow Swarm"])
    pass_until(g, "alice", "end")
    _run(g, script)
    return g


def test_608_2c_ashcoat_mills_four_then_returns_a_rat():
    """608.2c, 701.13a: "At the beginning of your end step, you may mill four cards. If you do,
    return up to two Rat creature cards from your graveyard to your hand." -- five cards in the
    library: alice mills four and returns Typhoid Rats."""
    assert fully_compiled("Ashcoat of the Shadow Swarm")
    g = _ashcoat(5, ["alice: pass", "bob: pass", "alice: yes", "alice: choose tr"])
    assert g.obj("tr").zone == "hand" and len(g.s.library["alice"]) == 1


def test_701_13b_ashcoat_cant_choose_to_mill_more_than_the_library():
    """701.13b: with three cards in her library alice can't choose to mill four: nothing is milled
    and no Rat returns ("If you do" -- she didn't)."""
    g = _ashcoat(3, ["alice: pass", "bob: pass"])
    assert g.obj("tr").zone == "graveyard" and len(g.s.library["alice"]) == 3


def _flare(creature: str):
    return play(head() + "battlefield:\n" + permanents("Plains", ["p1", "p2"]) + permanents(creature, ["c"])
                + "hand:\n  - {id: ff, card: Flare of Faith, owner: alice}\n",
                ["Flare of Faith"], ["alice: cast ff target=c", "alice: pass", "bob: pass"])


def test_608_2c_flare_of_faith_if_first_instead_for_a_human():
    """608.2c: "Target creature gets +2/+2 until end of turn. If it's a Human, instead it gets +3/+3
    and gains indestructible until end of turn." -- Soldier of the Pantheon (a Human, 2/1) is 5/4
    and indestructible."""
    assert fully_compiled("Flare of Faith")
    g = _flare("Soldier of the Pantheon")
    assert (g.ch("c").power, g.ch("c").toughness) == (5, 4) and "indestructible" in str(g.ch("c").ability_terms)


def test_608_2c_flare_of_faith_a_non_human_gets_only_plus_two():
    """608.2c: Grizzly Bears isn't a Human: only +2/+2 (4/4), no indestructible."""
    g = _flare("Grizzly Bears")
    assert (g.ch("c").power, g.ch("c").toughness) == (4, 4) and "indestructible" not in str(g.ch("c").ability_terms)


def test_601_2c_tear_asunder_kicked_has_only_the_nonland_permanent_target():
    """601.2c, 608.2c: "Exile target artifact or enchantment. If this spell was kicked, exile target
    nonland permanent instead." -- kicked, only the nonland permanent is targeted (the artifact or
    enchantment target is the unkicked spell's): bob's Grizzly Bears is exiled."""
    assert fully_compiled("Tear Asunder")
    g = play(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2"]) + permanents("Swamp", ["s1", "s2"])
             + permanents("Sol Ring", ["sr"], "bob") + permanents("Grizzly Bears", ["gb"], "bob")
             + "hand:\n  - {id: ta, card: Tear Asunder, owner: alice}\n",
             ["Tear Asunder", "Sol Ring"], ["alice: cast ta", "alice: kick", "alice: target gb"])
    assert g.decision.kind != "target"
    _run(g, ["alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "exile" and g.obj("sr").zone == "battlefield"
