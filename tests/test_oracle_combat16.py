"""Combat restrictions and requirements of resolving spells and abilities and of static abilities,
compiled from Oracle text and played: Lure ("all creatures able to block ~ do so", 509.1c),
"target creature blocks ~ this turn if able" (509.1c), "target creature can't block ~ this turn"
(509.1b), "creatures with power less than ~'s power can't block it" (509.1b), provoke (702.39a),
"target creature defending player controls" (506.2); and what keeps permanents from untapping
(502.3): "those creatures don't untap during their controller's next untap step", "for as long
as ~ remains tapped" (611.2b), depletion counters. Block legality is the combat program's
(asp_rules/combat_block.lp); each expected value comes from the CR rule cited."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, pass_until

TO_BLOCKERS = ["alice: pass", "bob: pass"]      # priority in the declare attackers step


def _illegal(g) -> bool:
    return g.log[-1].rule == "509.1" and "illegal" in g.log[-1].text


def _to_combat(g) -> None:
    """From alice's precombat main phase with an empty stack to her declare attackers step."""
    run_script(g, ["alice: pass", "bob: pass", "alice: pass", "bob: pass"], "<test>")
    assert g.s.step == "declare_attackers", g.s.step


def test_509_1c_taunting_elf_every_creature_able_to_block_it_must():
    """509.1c: "All creatures able to block this creature do so" is one requirement per creature
    of the defending player; both of bob's untapped bears can block the elf, so blocking with one
    obeys fewer requirements than can be obeyed and is illegal; blocking with both is legal."""
    assert fully_compiled("Taunting Elf")
    g = game(head("declare_attackers") + """
battlefield:
  - {id: elf, card: Taunting Elf, controller: alice, summoning_sick: false}
  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: b2, card: Grizzly Bears, controller: bob}
""", ["Taunting Elf"], ["alice: attack elf", "alice: done"] + TO_BLOCKERS)
    run_script(g, ["bob: block b1 elf", "bob: done"], "<test>")
    assert _illegal(g) and "509.1c" in g.log[-1].text
    run_script(g, ["bob: block b1 elf", "bob: block b2 elf", "bob: done"], "<test>")
    assert g.s.blockers == {"b1": ["elf"], "b2": ["elf"]}


def test_509_1c_talruum_piper_only_creatures_with_flying_are_required_to_block_it():
    """509.1c: "All creatures with flying able to block this creature do so" -- the requirement
    is on bob's flier only: the bear may stay home, the flier may not."""
    assert fully_compiled("Talruum Piper")
    g = game(head("declare_attackers") + """
battlefield:
  - {id: piper, card: Talruum Piper, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: bird, card: Suntail Hawk, controller: bob}
""", ["Talruum Piper"], ["alice: attack piper", "alice: done"] + TO_BLOCKERS)
    run_script(g, ["bob: done"], "<test>")
    assert _illegal(g)
    run_script(g, ["bob: block bird piper", "bob: done"], "<test>")
    assert g.s.blockers == {"bird": ["piper"]}


def test_509_1c_alluring_scent_lures_blockers_to_the_target_this_turn():
    """509.1c, 611.2c: "All creatures able to block target creature this turn do so." -- after it
    resolves on alice's bear, bob's creature able to block the bear must block it; declaring no
    blocks is illegal."""
    assert fully_compiled("Alluring Scent")
    g = game(head() + """
hand:
  - {id: scent, card: Alluring Scent, owner: alice}
battlefield:
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: f3, card: Forest, controller: alice}
  - {id: mine, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: b1, card: Grizzly Bears, controller: bob}
""", ["Alluring Scent"], ["alice: cast scent", "alice: target mine", "alice: autopay", "alice: pass", "bob: pass"])
    assert [r["kind"] for r, _d in g.s.combat_effects] == ["lure"]
    _to_combat(g)
    run_script(g, ["alice: attack mine", "alice: done"] + TO_BLOCKERS + ["bob: done"], "<test>")
    assert _illegal(g)
    run_script(g, ["bob: block b1 mine", "bob: done"], "<test>")
    assert g.s.blockers == {"b1": ["mine"]}


def test_509_1c_trumpeting_armodon_target_blocks_it_if_able():
    """509.1c: "{1}{G}: Target creature blocks this creature this turn if able." -- bob's bear
    must block the Armodon (blocking the other attacker instead obeys no requirement while one
    can be obeyed: illegal)."""
    assert fully_compiled("Trumpeting Armodon")
    g = game(head() + """
battlefield:
  - {id: arm, card: Trumpeting Armodon, controller: alice, summoning_sick: false}
  - {id: other, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: bob}
""", ["Trumpeting Armodon"], ["alice: activate arm 1", "alice: target b1", "alice: autopay",
                             "alice: pass", "bob: pass"])
    (rule, _d), = g.s.combat_effects
    assert rule["kind"] == "must_block_attacker" and rule["attacker"] == "arm" and rule["objects"] == ["b1"]
    _to_combat(g)
    run_script(g, ["alice: attack arm", "alice: attack other", "alice: done"] + TO_BLOCKERS
               + ["bob: block b1 other", "bob: done"], "<test>")
    assert _illegal(g)
    run_script(g, ["bob: block b1 arm", "bob: done"], "<test>")
    assert g.s.blockers == {"b1": ["arm"]}


def test_509_1b_duct_crawler_target_cant_block_it_this_turn():
    """509.1b: "{1}{R}: Target creature can't block this creature this turn." -- bob's bear can't
    block the Crawler (illegal) but may still block alice's other attacker."""
    assert fully_compiled("Duct Crawler")
    g = game(head() + """
battlefield:
  - {id: dc, card: Duct Crawler, controller: alice, summoning_sick: false}
  - {id: other, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: bob}
""", ["Duct Crawler"], ["alice: activate dc 1", "alice: target b1", "alice: autopay", "alice: pass", "bob: pass"])
    _to_combat(g)
    run_script(g, ["alice: attack dc", "alice: attack other", "alice: done"] + TO_BLOCKERS
               + ["bob: block b1 dc", "bob: done"], "<test>")
    assert _illegal(g) and "509.1b" in g.log[-1].text
    run_script(g, ["bob: block b1 other", "bob: done"], "<test>")
    assert g.s.blockers == {"b1": ["other"]}


def test_509_1b_wandering_wolf_creatures_with_less_power_cant_block_it():
    """509.1b: "Creatures with power less than Wandering Wolf's power can't block it." -- the
    Wolf has power 2: bob's 1/1 can't block it, his 2/2 Bears can."""
    assert fully_compiled("Wandering Wolf")
    g = game(head("declare_attackers") + """
battlefield:
  - {id: wolf, card: Wandering Wolf, controller: alice, summoning_sick: false}
  - {id: small, card: Llanowar Elves, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: bob}
""", ["Wandering Wolf"], ["alice: attack wolf", "alice: done"] + TO_BLOCKERS)
    assert (g.ch("small").power, g.ch("wolf").power) == (1, 2)
    run_script(g, ["bob: block small wolf", "bob: done"], "<test>")
    assert _illegal(g) and "509.1b" in g.log[-1].text
    run_script(g, ["bob: block bear wolf", "bob: done"], "<test>")
    assert g.s.blockers == {"bear": ["wolf"]}


def test_509_1b_champion_of_lambholt_compares_blockers_with_its_own_power():
    """509.1b: "Creatures with power less than this creature's power can't block creatures you
    control." -- the Champion is 3/3 with two +1/+1 counters: bob's 2/2 can't block alice's
    attacking Bears, his 3/3 can (the power compared is the Champion's, not the attacker's)."""
    assert fully_compiled("Champion of Lambholt")
    g = game(head("declare_attackers") + """
battlefield:
  - {id: champ, card: Champion of Lambholt, controller: alice, counters: {+1/+1: 2}}
  - {id: mine, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: bob}
  - {id: big, card: Hill Giant, controller: bob}
""", ["Champion of Lambholt"], ["alice: attack mine", "alice: done"] + TO_BLOCKERS)
    assert g.ch("champ").power == 3
    run_script(g, ["bob: block bear mine", "bob: done"], "<test>")
    assert _illegal(g)
    run_script(g, ["bob: block big mine", "bob: done"], "<test>")
    assert g.s.blockers == {"big": ["mine"]}


def _to_blockers_three(g, answer: str = "yes") -> None:
    """Everyone passes (answering the trigger's 'you may' with `answer`) until bob declares blockers."""
    for _ in range(20):
        d = g.decision
        if d.kind == "declare_blockers":
            return
        acts = [str(a) for a in g.legal_actions()]
        run_script(g, [f"{d.player}: {'pass' if 'pass' in acts else answer}"], "<test>")
    raise AssertionError("no declare blockers step")


def test_702_39a_provoke_untaps_the_target_which_must_block_it():
    """702.39a: "Whenever this creature attacks, you may have target creature defending player
    controls untap and block this creature this turn if able." -- only bob's creatures (the
    defending player, 506.2) can be targeted, not carol's; the tapped target untaps and must block
    Brontotherium (509.1c): blocking with bob's other creature instead is illegal."""
    assert fully_compiled("Brontotherium")
    g = game(head("declare_attackers", players="[alice, bob, carol]") + """
battlefield:
  - {id: br, card: Brontotherium, controller: alice, summoning_sick: false}
  - {id: b1, card: Grizzly Bears, controller: bob, tapped: true}
  - {id: b2, card: Grizzly Bears, controller: bob}
  - {id: c1, card: Grizzly Bears, controller: carol}
""", ["Brontotherium"], ["alice: attack br bob", "alice: done"])
    assert sorted(str(a) for a in g.legal_actions()) == ["target b1", "target b2"]
    run_script(g, ["alice: target b1"], "<test>")
    _to_blockers_three(g)
    assert not g.obj("b1").tapped
    run_script(g, ["bob: block b2 br", "bob: done"], "<test>")
    assert _illegal(g)
    run_script(g, ["bob: block b1 br", "bob: done"], "<test>")
    assert g.s.blockers == {"b1": ["br"]}


def test_506_2_thunder_lasso_taps_a_creature_of_the_defending_player():
    """506.2, 508.5: "Whenever equipped creature attacks, tap target creature defending player
    controls." -- the defending player is the player the equipped creature attacks (carol), so
    only carol's creatures are legal targets; the target becomes tapped."""
    assert fully_compiled("Thunder Lasso")
    g = game(head("declare_attackers", players="[alice, bob, carol]") + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: lasso, card: Thunder Lasso, controller: alice, attached_to: bear}
  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: c1, card: Grizzly Bears, controller: carol}
""", ["Thunder Lasso"], ["alice: attack bear carol", "alice: done"])
    assert [str(a) for a in g.legal_actions()] == ["target c1"]
    run_script(g, ["alice: target c1", "alice: pass", "bob: pass", "carol: pass"], "<test>")
    assert g.obj("c1").tapped and not g.obj("b1").tapped



def test_502_3_chilling_grasp_those_creatures_dont_untap_during_the_next_untap_step():
    """502.3: "Tap up to two target creatures. Those creatures don't untap during their
    controller's next untap step." -- "those creatures" are the targets: bob's two creatures stay
    tapped through his next untap step, and untap in the one after."""
    assert fully_compiled("Chilling Grasp")
    g = game(head(alice=6, bob=6) + """
hand:
  - {id: cg, card: Chilling Grasp, owner: alice}
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
  - {id: i3, card: Island, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: b2, card: Grizzly Bears, controller: bob}
""", ["Chilling Grasp"], ["alice: cast cg", "alice: target b1", "alice: target b2", "alice: autopay",
                         "alice: pass", "bob: pass"])
    assert g.obj("b1").tapped and g.obj("b2").tapped
    pass_until(g, "bob", "upkeep")
    assert g.obj("b1").tapped and g.obj("b2").tapped
    pass_until(g, "alice", "upkeep")
    pass_until(g, "bob", "upkeep")
    assert not g.obj("b1").tapped and not g.obj("b2").tapped


def test_611_2b_deserters_quarters_holds_the_creature_while_it_remains_tapped():
    """502.3, 611.2b: "Tap target creature. It doesn't untap during its controller's untap step
    for as long as this artifact remains tapped." -- while alice keeps the Quarters tapped (she
    may choose not to untap it), bob's creature stays tapped; once the Quarters untap the effect
    ends, and the creature untaps in bob's next untap step."""
    assert fully_compiled("Deserter's Quarters")
    g = game(head(alice=6, bob=6) + """
battlefield:
  - {id: dq, card: Deserter's Quarters, controller: alice}
  - {id: w1, card: Wastes, controller: alice}
  - {id: w2, card: Wastes, controller: alice}
  - {id: w3, card: Wastes, controller: alice}
  - {id: w4, card: Wastes, controller: alice}
  - {id: w5, card: Wastes, controller: alice}
  - {id: w6, card: Wastes, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: bob}
""", ["Deserter's Quarters"], ["alice: activate dq 2", "alice: target b1", "alice: autopay",
                              "alice: pass", "bob: pass"])
    assert g.obj("b1").tapped and g.obj("dq").tapped
    pass_until(g, "bob", "upkeep")
    assert g.obj("b1").tapped
    pass_until(g, "alice", "untap")
    run_script(g, ["alice: keep_tapped dq", "alice: done"], "<test>")
    assert g.obj("dq").tapped
    pass_until(g, "bob", "upkeep")
    assert g.obj("b1").tapped
    pass_until(g, "alice", "untap")
    run_script(g, ["alice: done"], "<test>")          # the Quarters untap: the effect ends
    assert not g.obj("dq").tapped
    pass_until(g, "bob", "upkeep")
    assert not g.obj("b1").tapped


def test_502_3_veldt_doesnt_untap_while_it_has_a_depletion_counter():
    """502.3, 605.3b: "{T}: Add {G} or {W}. Put a depletion counter on this land." resolves at
    once, all of it; "This land doesn't untap during your untap step if it has a depletion counter
    on it" -- at alice's next untap step it stays tapped (the upkeep trigger removes the counter
    only afterwards), and it untaps in the untap step after that."""
    assert fully_compiled("Veldt")
    g = game(head(alice=6, bob=6) + """
battlefield:
  - {id: v, card: Veldt, controller: alice}
""", ["Veldt"], ["alice: activate v 3 G"])
    assert g.obj("v").tapped and counters(g, "v", "depletion") == 1
    pass_until(g, "bob", "upkeep")
    pass_until(g, "alice", "upkeep")
    assert g.obj("v").tapped
    pass_until(g, "alice", "precombat_main")
    assert counters(g, "v", "depletion") == 0
    pass_until(g, "bob", "upkeep")
    pass_until(g, "alice", "upkeep")
    assert not g.obj("v").tapped


def test_702_3b_wall_of_one_thousand_cuts_can_attack_as_though_it_didnt_have_defender():
    """702.3b: a creature with defender can't attack; "{W}: This creature can attack this turn as
    though it didn't have defender." -- before the ability resolves the Wall is not offered as an
    attacker; after, its attack is legal (508.1) and it deals its combat damage to bob."""
    assert fully_compiled("Wall of One Thousand Cuts")
    g = game(head() + """
battlefield:
  - {id: wall, card: Wall of One Thousand Cuts, controller: alice, summoning_sick: false}
  - {id: p1, card: Plains, controller: alice}
""", ["Wall of One Thousand Cuts"])
    run_script(g, ["alice: pass", "bob: pass", "alice: pass", "bob: pass"], "<test>")
    assert g.s.step == "declare_attackers" and [str(a) for a in g.legal_actions()] == ["done"]
    g = game(head() + """
battlefield:
  - {id: wall, card: Wall of One Thousand Cuts, controller: alice, summoning_sick: false}
  - {id: p1, card: Plains, controller: alice}
""", ["Wall of One Thousand Cuts"], ["alice: activate wall 3", "alice: autopay", "alice: pass", "bob: pass"])
    _to_combat(g)
    run_script(g, ["alice: attack wall", "alice: done"], "<test>")
    assert g.s.attackers == {"wall": "bob"}
    run_script(g, TO_BLOCKERS + ["bob: done", "alice: pass", "bob: pass"], "<test>")
    assert g.s.players["bob"].life == 20 - g.ch("wall").power


def _thorn_blocked(answer: str):
    g = game(head("declare_attackers") + """
battlefield:
  - {id: thorn, card: Thorn Elemental, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: bob}
""", ["Thorn Elemental"], ["alice: attack thorn", "alice: done"] + TO_BLOCKERS
                 + ["bob: block bear thorn", "bob: done", "alice: pass", "bob: pass"])
    assert g.decision.kind == "may" and g.decision.rule == "510.1c"
    run_script(g, [f"alice: {answer}"], "<test>")
    return g


def test_510_1c_thorn_elemental_may_assign_its_damage_as_though_it_werent_blocked():
    """510.1b-c: "You may have this creature assign its combat damage as though it weren't
    blocked." -- blocked by a Grizzly Bears, Thorn Elemental (7/7) deals its 7 damage to bob if
    alice chooses so (the Bears are dealt none), else to the Bears as usual."""
    assert fully_compiled("Thorn Elemental")
    g = _thorn_blocked("yes")
    assert g.s.players["bob"].life == 13 and g.obj("bear").zone == "battlefield" and g.obj("bear").damage == 0
    g = _thorn_blocked("no")
    assert g.s.players["bob"].life == 20 and g.obj("bear").zone == "graveyard"


def test_510_1c_the_damage_program_allows_all_damage_to_the_player_as_though_unblocked():
    """510.1b-c: with "you may have ~ assign its combat damage as though it weren't blocked", a
    7-power creature blocked by one creature has two legal assignments: all 7 to the blocker
    (510.1c) or all 7 to the player it attacks (510.1b); splitting is neither."""
    from pyengine.combat.damage import REGULAR, DamageQuery
    from pyengine.scenario import load_scenario_text
    q = DamageQuery(load_scenario_text("""
players: [alice, bob]
active_player: alice
cards:
  - {name: Thorn Test, types: [creature], power: 7, toughness: 7, abilities: [{combat: [{kind: damage_as_though_unblocked}], text: "You may have this creature assign its combat damage as though it weren't blocked."}]}
  - {name: Grizzly Bears, mana_cost: "{1}{G}", types: [creature], subtypes: [Bear], power: 2, toughness: 2}
battlefield:
  - {id: thorn, card: Thorn Test, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
combat: {attackers: {thorn: bob}, blockers: {bear: [thorn]}}
""", "<test>"))
    got, n = q.assignments(REGULAR)
    assert n == 2
    assert sorted((a["thorn"] for a in got), key=str) == [{"bear": 7}, {"bob": 7}]


def test_510_1a_dwarven_vigilantes_deals_its_damage_to_a_creature_instead():
    """608.2d, 510.1a: "Whenever this creature attacks and isn't blocked, you may have it deal
    damage equal to its power to target creature. If you do, this creature assigns no combat
    damage this turn." -- alice chooses to: bob's Bears are dealt 2 and die, and bob loses no life
    in the combat damage step."""
    assert fully_compiled("Dwarven Vigilantes")
    g = game(head("declare_attackers") + """
battlefield:
  - {id: dv, card: Dwarven Vigilantes, controller: alice, summoning_sick: false}
  - {id: bear, card: Grizzly Bears, controller: bob, tapped: true}
""", ["Dwarven Vigilantes"], ["alice: attack dv", "alice: done"] + TO_BLOCKERS + ["bob: done", "alice: target bear"])
    for _ in range(12):
        acts = [str(a) for a in g.legal_actions()]
        if g.s.step not in ("declare_blockers", "combat_damage"):
            break
        run_script(g, [f"{g.decision.player}: {'yes' if 'yes' in acts else 'pass'}"], "<test>")
    assert g.obj("bear").zone == "graveyard" and g.s.players["bob"].life == 20
