"""Combat restrictions and requirements of resolving spells and abilities and of static abilities,
compiled from Oracle text and played: Lure ("all creatures able to block ~ do so", 509.1c),
"target creature blocks ~ this turn if able" (509.1c), "target creature can't block ~ this turn"
(509.1b). Legality is the combat program's (asp_rules/combat_block.lp); each expected value comes
from the CR rule cited."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head

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
