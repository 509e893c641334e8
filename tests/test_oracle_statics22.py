"""Static abilities and continuous effects compiled from Oracle text and played: combat
restrictions on sets of creatures ("Creatures without flying can't attack", "Cowards can't block
Warriors", "can't attack you or planeswalkers you control", 508.1c, 509.1b), "don't untap during
their controllers' untap steps" for a set of permanents (502.3), base power and toughness set by a
static ability (613.4b), "loses all other abilities" (613.1f), "in addition to its other colors"
(105.3), "for each Aura on the battlefield" (613.4c), a combat rule under a condition (611.3a) and
"can't be blocked this turn except by ..." (509.1b). Each expected value comes from the CR rule
cited in the test's docstring."""
from __future__ import annotations

import textwrap

from pyengine.combat.declare import AttackQuery
from pyengine.game.players import run_script
from pyengine.scenario import load_scenario_text
from oracle_helpers import compiled_library, fully_compiled, game, head, pass_until

TO_BLOCKERS = ["alice: pass", "bob: pass"]      # priority in the declare attackers step


def _illegal(g, rule: str) -> bool:
    return g.log[-1].rule == rule and "illegal" in g.log[-1].text



def test_508_1c_moat_creatures_without_flying_cant_attack():
    """508.1c: Moat, "Creatures without flying can't attack." -- alice's Grizzly Bears can't attack
    (the declaration is illegal and taken back); her Suntail Hawk, which has flying, can."""
    assert fully_compiled("Moat")
    g = game(head("declare_attackers") + """
battlefield:
  - {id: moat, card: Moat, controller: bob}
  - {id: bears, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: hawk, card: Suntail Hawk, controller: alice, summoning_sick: false}
""", ["Moat"], ["alice: attack bears", "alice: done"])
    assert _illegal(g, "508.1") and "508.1c" in g.log[-1].text and not g.s.attackers
    run_script(g, ["alice: attack hawk", "alice: done"], "<test>")
    assert g.s.attackers == {"hawk": "bob"}


def test_508_1c_blazing_archon_creatures_cant_attack_its_controller():
    """508.1c: Blazing Archon, "Creatures can't attack you." -- "you" is the Archon's controller:
    alice's creature can't attack bob, who controls it, but can attack carol."""
    assert fully_compiled("Blazing Archon")
    g = game(head("declare_attackers", players="[alice, bob, carol]") + """
battlefield:
  - {id: archon, card: Blazing Archon, controller: bob}
  - {id: bears, card: Grizzly Bears, controller: alice, summoning_sick: false}
""", ["Blazing Archon"], ["alice: attack bears bob", "alice: done"])
    assert _illegal(g, "508.1") and not g.s.attackers
    run_script(g, ["alice: attack bears carol", "alice: done"], "<test>")
    assert g.s.attackers == {"bears": "carol"}


def test_508_1c_vow_of_flight_cant_attack_you_or_your_planeswalkers():
    """508.1b-c: Vow of Flight, "Enchanted creature gets +2/+2, has flying, and can't attack you or
    planeswalkers you control." -- bob controls the Vow on alice's Grizzly Bears: the Bears (a 4/4
    flier) can attack neither bob nor bob's planeswalker, only carol."""
    assert fully_compiled("Vow of Flight")
    sc = load_scenario_text(textwrap.dedent("""
        players: [alice, bob, carol]
        active_player: alice
        cards:
          - {name: Ajani Test, mana_cost: "{2}{W}", types: [planeswalker], subtypes: [Ajani], loyalty: 3}
        battlefield:
          - {id: bears, card: Grizzly Bears, controller: alice}
          - {id: vow, card: Vow of Flight, controller: bob, attached_to: bears}
          - {id: pw, card: Ajani Test, controller: bob}
        """), "<test>", library=compiled_library("Vow of Flight"))
    q = AttackQuery(sc)
    assert q.legal() == [{}, {"bears": "carol"}]
    assert [v.rule for v in q.check({"bears": "bob"}).violations] == ["508.1c"]
    assert [v.rule for v in q.check({"bears": "pw"}).violations] == ["508.1c"]


def test_509_1b_boldwyr_intimidator_cowards_cant_block_warriors():
    """509.1b: Boldwyr Intimidator, "Cowards can't block Warriors. {R}: Target creature becomes a
    Coward until end of turn." -- bob's Grizzly Bears made a Coward can't block the Intimidator (a
    Warrior); bob's other Bears can."""
    assert fully_compiled("Boldwyr Intimidator")
    g = game(head() + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: boldwyr, card: Boldwyr Intimidator, controller: alice, summoning_sick: false}
  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: b2, card: Grizzly Bears, controller: bob}
""", ["Boldwyr Intimidator"], ["alice: activate boldwyr 2", "alice: target b1", "alice: autopay",
                               "alice: pass", "bob: pass"])
    assert "Coward" in g.ch("b1").subtypes
    pass_until(g, "alice", "declare_attackers")
    run_script(g, ["alice: attack boldwyr", "alice: done"] + TO_BLOCKERS + ["bob: block b1 boldwyr", "bob: done"],
               "<test>")
    assert _illegal(g, "509.1") and "509.1b" in g.log[-1].text
    run_script(g, ["bob: block b2 boldwyr", "bob: done"], "<test>")
    assert g.s.blockers == {"b2": ["boldwyr"]}


def test_502_3_choke_islands_dont_untap():
    """502.3: Choke, "Islands don't untap during their controllers' untap steps." -- in bob's untap
    step his tapped Island stays tapped and his tapped Forest untaps."""
    assert fully_compiled("Choke")
    g = game(head(alice=6, bob=6) + """
battlefield:
  - {id: choke, card: Choke, controller: alice}
  - {id: isl, card: Island, controller: bob, tapped: true}
  - {id: for, card: Forest, controller: bob, tapped: true}
""", ["Choke"])
    pass_until(g, "bob", "upkeep")
    assert g.obj("isl").tapped and not g.obj("for").tapped


def test_502_3_meekstone_creatures_with_power_3_or_greater_dont_untap():
    """502.3: Meekstone, "Creatures with power 3 or greater don't untap during their controllers'
    untap steps." -- bob's tapped Hill Giant (3/3) stays tapped; his tapped Grizzly Bears untap."""
    assert fully_compiled("Meekstone")
    g = game(head(alice=6, bob=6) + """
battlefield:
  - {id: meek, card: Meekstone, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob, tapped: true}
  - {id: bears, card: Grizzly Bears, controller: bob, tapped: true}
""", ["Meekstone"])
    pass_until(g, "bob", "upkeep")
    assert g.obj("giant").tapped and not g.obj("bears").tapped


def test_613_4b_godhead_of_awe_sets_base_power_and_toughness_before_pumps():
    """613.4b-c: Godhead of Awe, "Other creatures have base power and toughness 1/1." -- Hill Giant
    is 1/1 (layer 7b), the Godhead itself stays 4/4, and Giant Growth (+3/+3, layer 7c) makes the
    Giant 4/4."""
    assert fully_compiled("Godhead of Awe")
    g = game(head() + """
hand:
  - {id: gg, card: Giant Growth, owner: alice}
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: god, card: Godhead of Awe, controller: bob}
  - {id: giant, card: Hill Giant, controller: alice}
""", ["Godhead of Awe", "Giant Growth"])
    assert (g.ch("giant").power, g.ch("giant").toughness) == (1, 1)
    assert (g.ch("god").power, g.ch("god").toughness) == (4, 4)
    run_script(g, ["alice: cast gg target=giant", "alice: pass", "bob: pass"], "<test>")
    assert (g.ch("giant").power, g.ch("giant").toughness) == (4, 4)


def test_613_1f_deep_freeze_loses_all_other_abilities_keeps_its_colors_and_types():
    """613.1f, 105.3, 205.1b, 613.4b: Deep Freeze, "Enchanted creature has base power and toughness
    0/4, has defender, loses all other abilities, and is a blue Wall in addition to its other
    colors and types." -- Suntail Hawk (a white Bird with flying) becomes a 0/4 white and blue Bird
    Wall with defender and without flying."""
    assert fully_compiled("Deep Freeze")
    g = game(head() + """
battlefield:
  - {id: hawk, card: Suntail Hawk, controller: bob}
  - {id: df, card: Deep Freeze, controller: alice, attached_to: hawk}
""", ["Deep Freeze"])
    ch = g.ch("hawk")
    assert (ch.power, ch.toughness) == (0, 4)
    assert set(ch.colors) == {"white", "blue"} and {"Bird", "Wall"} <= set(ch.subtypes)
    kws = {args[0] for k, args in ch.ability_terms if k == "kw"}
    assert "defender" in kws and "flying" not in kws


def test_105_3_indigo_faerie_adds_blue_to_the_targets_colors():
    """105.3: Indigo Faerie, "{U}: Target permanent becomes blue in addition to its other colors
    until end of turn." -- Grizzly Bears becomes green and blue (not only blue)."""
    assert fully_compiled("Indigo Faerie")
    g = game(head() + """
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: fae, card: Indigo Faerie, controller: alice}
  - {id: bears, card: Grizzly Bears, controller: bob}
""", ["Indigo Faerie"], ["alice: activate fae 2 target=bears", "alice: autopay", "alice: pass", "bob: pass"])
    assert set(g.ch("bears").colors) == {"green", "blue"}


def test_613_4c_aura_gnarlid_counts_every_aura_on_the_battlefield():
    """613.4c: Aura Gnarlid (2/2), "This creature gets +1/+1 for each Aura on the battlefield." --
    one Aura of alice's and one of bob's make it 4/4."""
    assert fully_compiled("Aura Gnarlid")
    g = game(head() + """
battlefield:
  - {id: gn, card: Aura Gnarlid, controller: alice}
  - {id: bears, card: Grizzly Bears, controller: bob}
  - {id: a1, card: Pacifism, controller: alice, attached_to: bears}
  - {id: a2, card: Pacifism, controller: bob, attached_to: gn}
""", ["Aura Gnarlid"])
    assert (g.ch("gn").power, g.ch("gn").toughness) == (4, 4)


def test_611_3a_putrid_imp_cant_block_only_with_threshold():
    """611.3a, 509.1b: Putrid Imp, "Threshold -- As long as there are seven or more cards in your
    graveyard, this creature gets +1/+1 and can't block." -- with six cards in bob's graveyard the
    Imp (1/1) blocks; with seven it is 2/2 and blocking with it is illegal."""
    assert fully_compiled("Putrid Imp")

    def board(n: int):
        gy = "".join(f"  - {{id: g{i}, card: Swamp, owner: bob}}\n" for i in range(n))
        return game(head("declare_attackers") + "graveyard:\n" + gy + """
battlefield:
  - {id: imp, card: Putrid Imp, controller: bob}
  - {id: bears, card: Grizzly Bears, controller: alice, summoning_sick: false}
""", ["Putrid Imp"], ["alice: attack bears", "alice: done"] + TO_BLOCKERS + ["bob: block imp bears", "bob: done"])
    g = board(6)
    assert g.s.blockers == {"imp": ["bears"]} and g.ch("imp").power == 1
    g = board(7)
    assert _illegal(g, "509.1") and g.ch("imp").power == 2


def test_509_1b_gingerbrute_cant_be_blocked_except_by_creatures_with_haste():
    """509.1b, 611.2c: Gingerbrute, "{1}: This creature can't be blocked this turn except by
    creatures with haste." -- after it resolves, bob's Grizzly Bears can't block it; bob's Raging
    Goblin (haste) can."""
    assert fully_compiled("Gingerbrute")
    g = game(head() + """
battlefield:
  - {id: p1, card: Plains, controller: alice}
  - {id: gb, card: Gingerbrute, controller: alice, summoning_sick: false}
  - {id: bears, card: Grizzly Bears, controller: bob}
  - {id: gob, card: Raging Goblin, controller: bob}
""", ["Gingerbrute"], ["alice: activate gb 2", "alice: autopay", "alice: pass", "bob: pass"])
    pass_until(g, "alice", "declare_attackers")
    run_script(g, ["alice: attack gb", "alice: done"] + TO_BLOCKERS + ["bob: block bears gb", "bob: done"], "<test>")
    assert _illegal(g, "509.1") and "509.1b" in g.log[-1].text
    run_script(g, ["bob: block gob gb", "bob: done"], "<test>")
    assert g.s.blockers == {"gob": ["gb"]}


def test_509_1b_neurok_spy_cant_be_blocked_while_defending_player_controls_an_artifact():
    """509.1b: Neurok Spy, "This creature can't be blocked as long as defending player controls an
    artifact." -- while bob controls Millstone, his Grizzly Bears can't block the Spy; without an
    artifact they can."""
    assert fully_compiled("Neurok Spy")

    def board(artifact: bool):
        return game(head("declare_attackers") + """
battlefield:
  - {id: spy, card: Neurok Spy, controller: alice, summoning_sick: false}
  - {id: bears, card: Grizzly Bears, controller: bob}
""" + ("  - {id: ms, card: Millstone, controller: bob}\n" if artifact else ""),
            ["Neurok Spy"], ["alice: attack spy", "alice: done"] + TO_BLOCKERS + ["bob: block bears spy", "bob: done"])
    g = board(True)
    assert _illegal(g, "509.1") and "509.1b" in g.log[-1].text
    assert board(False).s.blockers == {"bears": ["spy"]}


def test_508_1c_whimwader_attacks_only_a_player_with_a_blue_permanent():
    """508.1c: Whimwader, "This creature can't attack unless defending player controls a blue
    permanent." -- it can't attack bob, who controls only a green creature, but can attack carol,
    who controls a blue one."""
    assert fully_compiled("Whimwader")
    g = game(head("declare_attackers", players="[alice, bob, carol]") + """
battlefield:
  - {id: ww, card: Whimwader, controller: alice, summoning_sick: false}
  - {id: bears, card: Grizzly Bears, controller: bob}
  - {id: fae, card: Indigo Faerie, controller: carol}
""", ["Whimwader"], ["alice: attack ww bob", "alice: done"])
    assert _illegal(g, "508.1") and "508.1c" in g.log[-1].text
    run_script(g, ["alice: attack ww carol", "alice: done"], "<test>")
    assert g.s.attackers == {"ww": "carol"}


def test_611_3a_gift_of_fangs_otherwise_gets_minus_two():
    """611.3a: Gift of Fangs, "Enchanted creature gets +2/+2 as long as it's a Vampire. Otherwise,
    it gets -2/-2." -- on Vampire Nighthawk (2/3) it is 4/5; on Hill Giant (3/3, not a Vampire)
    1/1."""
    assert fully_compiled("Gift of Fangs")
    g = game(head() + """
battlefield:
  - {id: vamp, card: Vampire Nighthawk, controller: alice}
  - {id: giant, card: Hill Giant, controller: bob}
  - {id: f1, card: Gift of Fangs, controller: alice, attached_to: vamp}
  - {id: f2, card: Gift of Fangs, controller: alice, attached_to: giant}
""", ["Gift of Fangs"])
    assert (g.ch("vamp").power, g.ch("vamp").toughness) == (4, 5)
    assert (g.ch("giant").power, g.ch("giant").toughness) == (1, 1)
