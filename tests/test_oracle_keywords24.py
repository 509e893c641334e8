"""Additional combat phases (500.8: "After this main phase, there is an additional combat phase
followed by an additional main phase", "After this phase, there is an additional combat phase", "if
it's the first combat phase of the turn", "If it's your main phase") and the old "as though it had
flash" permission whose permanent is sacrificed at the next cleanup step when it was cast at a time
a sorcery couldn't have been (601.3b, 307.1, 603.7, 514.3a). Each test plays real cards compiled
from their Oracle text; the expected answer comes from the CR rule cited in its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, life, permanents, play
from pyengine.game.players import run_script


def _combats(g) -> int:
    return sum(1 for e in g.log if "beginning of combat step begins" in e.text)


def _mountains(n: int) -> str:
    return permanents("Mountain", [f"m{i}" for i in range(1, n + 1)])


ASSAULT = head(alice=4, bob=4) + """
battlefield:
  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}
""" + _mountains(4) + """
hand:
  - {id: ra, card: Relentless Assault, owner: alice}
"""


def test_500_8_relentless_assault_after_combat_untaps_the_attacker_and_it_attacks_again():
    """500.8: Relentless Assault cast in alice's postcombat main phase: "Untap all creatures that
    attacked this turn. After this main phase, there is an additional combat phase followed by an
    additional main phase." -- the Bears (tapped from attacking) untap, attack again in the added
    combat phase, and bob takes 2 + 2; the turn then goes on to its end step."""
    assert fully_compiled("Relentless Assault")
    g = play(ASSAULT, ["Relentless Assault"],
             ["T1 declare_attackers alice: attack gb", "alice: done", "alice: pass", "bob: pass",
              "T1 postcombat_main alice: cast ra", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("ra").zone == "graveyard" and not g.obj("gb").tapped and life(g, "bob") == 18
    run_script(g, ["T1 declare_attackers alice: attack gb", "alice: done", "alice: pass", "bob: pass",
                   "T1 end: wait"], "<test>")
    assert life(g, "bob") == 16 and _combats(g) == 2
    assert any(e.rule == "500.8" for e in g.log)


def test_500_8_phases_added_after_the_precombat_main_phase_come_before_the_regular_combat():
    """500.8, 505.1a: cast in the precombat main phase, the added combat phase and main phase come
    directly after that main phase, before the turn's regular combat phase. Alice attacks with no
    creature in the added combat (508.8 skips only that combat's blockers and damage steps) and
    attacks with the Bears in the regular one: bob takes 2, in the second combat phase."""
    g = play(ASSAULT, ["Relentless Assault"],
             ["alice: cast ra", "alice: autopay", "alice: pass", "bob: pass",
              "T1 declare_attackers alice: done", "T1 postcombat_main: wait"])
    assert _combats(g) == 1 and life(g, "bob") == 20          # the added main phase (505.1a: postcombat)
    run_script(g, ["T1 declare_attackers alice: attack gb", "alice: done", "alice: pass", "bob: pass",
                   "T1 end: wait"], "<test>")
    assert _combats(g) == 2 and life(g, "bob") == 18
    steps = [e.step for e in g.log if e.rule in ("505", "507")]
    assert steps == ["precombat_main", "beginning_of_combat", "postcombat_main", "beginning_of_combat", "postcombat_main"]


AURELIA = head(alice=4, bob=4) + """
battlefield:
  - {id: au, card: "Aurelia, the Warleader", controller: alice, summoning_sick: false}
  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}
"""


def test_500_8_aurelia_gives_one_additional_combat_phase_only():
    """500.8, 603.2: "Whenever Aurelia attacks for the first time each turn, untap all creatures you
    control. After this phase, there is an additional combat phase." -- Aurelia and the Bears attack;
    they untap and attack again in the added combat phase (3 + 2 each time: bob 20 -> 10). Aurelia's
    second attack is not her first this turn: no third combat phase, and no main phase is added
    (the regular postcombat main phase follows)."""
    assert fully_compiled("Aurelia, the Warleader")
    g = play(AURELIA, ["Aurelia, the Warleader"],
             ["T1 declare_attackers alice: attack au", "alice: attack gb", "alice: done", "alice: pass", "bob: pass"])
    assert not g.obj("gb").tapped
    run_script(g, ["T1 declare_attackers alice: attack au", "alice: attack gb", "alice: done",
                   "T1 end: wait"], "<test>")
    assert life(g, "bob") == 10 and _combats(g) == 2
    assert sum(1 for e in g.log if e.rule == "505" and e.step == "postcombat_main") == 1   # the regular one only


FINEST = head(alice=4, bob=4) + """
battlefield:
  - {id: fh, card: Finest Hour, controller: alice}
  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}
"""


def test_603_4_finest_hour_adds_a_combat_only_in_the_first_combat_phase():
    """603.4, 506.1, 500.8: Finest Hour: "Whenever a creature you control attacks alone, if it's the
    first combat phase of the turn, untap that creature. After this phase, there is an additional
    combat phase." -- the Bears attack alone twice (exalted each time, 702.83a: 3 damage, then 4);
    in the added combat phase the condition is false: the Bears stay tapped and no third combat
    phase comes."""
    assert fully_compiled("Finest Hour")
    g = play(FINEST, ["Finest Hour"],
             ["T1 declare_attackers alice: attack gb", "alice: done", "alice: pass", "bob: pass"])
    run_script(g, ["alice: pass", "bob: pass"], "<test>")          # the exalted trigger / the other one
    run_script(g, ["T1 declare_attackers alice: attack gb", "alice: done", "alice: pass", "bob: pass",
                   "T1 end: wait"], "<test>")
    assert life(g, "bob") == 13 and _combats(g) == 2 and g.obj("gb").tapped


RAIYUU = head(alice=4, bob=4) + """
battlefield:
  - {id: ry, card: "Raiyuu, Storm's Edge", controller: alice, summoning_sick: false}
"""


def test_608_2c_raiyuu_untaps_each_time_but_adds_a_combat_only_in_the_first():
    """608.2c, 506.1, 500.8: Raiyuu: "Whenever a Samurai or Warrior you control attacks alone, untap
    it. If it's the first combat phase of the turn, there is an additional combat phase after this
    phase." -- Raiyuu (a Samurai) attacks alone twice: it untaps both times, but only the first
    trigger adds a combat phase (3 + 3 first-strike damage: bob 14)."""
    assert fully_compiled("Raiyuu, Storm's Edge")
    g = play(RAIYUU, ["Raiyuu, Storm's Edge"],
             ["T1 declare_attackers alice: attack ry", "alice: done", "alice: pass", "bob: pass"])
    assert not g.obj("ry").tapped
    run_script(g, ["T1 declare_attackers alice: attack ry", "alice: done", "alice: pass", "bob: pass",
                   "T1 end: wait"], "<test>")
    assert life(g, "bob") == 14 and _combats(g) == 2 and not g.obj("ry").tapped


def test_505_1_overpowering_attack_in_the_main_phase_adds_a_combat_and_a_main_phase():
    """608.2c, 505.1, 500.8: Overpowering Attack: "Untap all creatures you control that attacked
    this turn. If it's your main phase, there is an additional combat phase after this phase,
    followed by an additional main phase." -- cast in alice's postcombat main phase: the Bears
    untap, and a combat phase and a main phase follow (two postcombat main phases)."""
    assert fully_compiled("Overpowering Attack")
    board = head(alice=4, bob=4) + """
battlefield:
  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}
""" + _mountains(5) + """
hand:
  - {id: oa, card: Overpowering Attack, owner: alice}
"""
    g = play(board, ["Overpowering Attack"],
             ["T1 declare_attackers alice: attack gb", "alice: done", "alice: pass", "bob: pass",
              "T1 postcombat_main alice: cast oa", "alice: autopay", "alice: pass", "bob: pass", "T1 end: wait"])
    assert _combats(g) == 2 and any(e.rule == "500.8" for e in g.log) and not g.obj("gb").tapped
    assert sum(1 for e in g.log if e.rule == "505" and e.step == "postcombat_main") == 2


PARAPET = head(alice=4, bob=4) + """
battlefield:
  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: w1, card: Plains, controller: alice}
  - {id: w2, card: Plains, controller: alice}
hand:
  - {id: pp, card: Parapet, owner: alice}
"""


def test_601_3b_parapet_cast_during_combat_is_sacrificed_at_the_next_cleanup_step():
    """601.3b, 603.7, 514.3a: Parapet: "You may cast this spell as though it had flash. If you cast
    it any time a sorcery couldn't have been cast, the controller of the permanent it becomes
    sacrifices it at the beginning of the next cleanup step." -- cast in the declare attackers step
    it enters (the Bears are 2/3 for the turn); at the beginning of the cleanup step the delayed
    trigger makes alice sacrifice it (players get priority in that cleanup step, 514.3a)."""
    assert fully_compiled("Parapet")
    g = play(PARAPET, ["Parapet"], ["T1 declare_attackers alice: cast pp", "alice: autopay", "alice: pass", "bob: pass"])
    assert g.obj("pp").zone == "battlefield" and g.ch("gb").toughness == 3
    run_script(g, ["T1 end: wait"], "<test>")
    assert g.obj("pp").zone == "battlefield"
    run_script(g, ["T2 upkeep: wait"], "<test>")
    assert g.obj("pp").zone == "graveyard"
    assert [e.step for e in g.log if e.rule == "701.17a"] == ["cleanup"] and "514.3a" in [e.rule for e in g.log]


def test_307_1_parapet_cast_at_sorcery_speed_stays():
    """307.1: cast in alice's main phase with the stack empty (a time a sorcery could be cast),
    Parapet is not sacrificed: it is still on the battlefield on bob's turn."""
    g = play(PARAPET, ["Parapet"], ["alice: cast pp", "alice: autopay", "alice: pass", "bob: pass", "T2 upkeep: wait"])
    assert g.obj("pp").zone == "battlefield"


def test_307_1_parapet_cast_in_the_main_phase_while_a_spell_is_on_the_stack_is_sacrificed():
    """307.1: a sorcery can be cast only when the stack is empty: Parapet cast in alice's main phase
    in response to her own Giant Growth (the stack not empty) is sacrificed at the cleanup step."""
    board = PARAPET.replace("hand:\n", "  - {id: f1, card: Forest, controller: alice}\nhand:\n") + \
        "  - {id: gg, card: Giant Growth, owner: alice}\n"
    g = play(board, ["Parapet"], ["alice: cast gg target=gb", "alice: autopay", "alice: cast pp", "alice: autopay",
                                  "alice: pass", "bob: pass", "alice: pass", "bob: pass", "T2 upkeep: wait"])
    assert g.obj("gg").zone == "graveyard" and g.obj("pp").zone == "graveyard"


def test_601_3b_spider_climb_cast_on_the_opponents_turn_is_sacrificed_by_its_controller():
    """601.3b, 603.7: Spider Climb (an Aura) cast on bob's turn on alice's Bears: the Bears are 2/5
    with reach until the cleanup step of that turn, when alice (the Aura's controller) sacrifices
    it."""
    assert fully_compiled("Spider Climb")
    board = head(active="bob", alice=4, bob=4) + """
battlefield:
  - {id: gb, card: Grizzly Bears, controller: alice}
  - {id: f1, card: Forest, controller: alice}
hand:
  - {id: sc, card: Spider Climb, owner: alice}
"""
    g = play(board, ["Spider Climb"], ["bob: pass", "alice: cast sc target=gb", "alice: autopay", "alice: pass",
                                       "bob: pass"])
    assert g.obj("sc").zone == "battlefield" and g.ch("gb").toughness == 5
    run_script(g, ["T2 upkeep: wait"], "<test>")
    assert g.obj("sc").zone == "graveyard" and g.ch("gb").toughness == 2


# ------------------------------------------------------------------ 702.76 prowl
def _prowl(attacker: str, script: list[str], bob_attacks: bool = False):
    board = head(alice=4, bob=4) + f"""
battlefield:
  - {{id: i1, card: Island, controller: alice}}
  - {{id: att, card: {attacker}, controller: alice, summoning_sick: false}}
hand:
  - {{id: tf, card: Thieves' Fortune, owner: alice}}
"""
    return play(board, ["Thieves' Fortune"], ["T1 declare_attackers alice: attack att", "alice: done", "alice: pass",
                                              "bob: pass"] + script)


def test_702_76a_prowl_after_a_rogue_dealt_combat_damage():
    """702.76a: Prowl {U}: "You may pay [cost] rather than pay this spell's mana cost if a player was
    dealt combat damage this turn by a source that, at the time it dealt that damage, was under your
    control and had any of this spell's creature types." -- after alice's Oona's Prowler (a Faerie
    Rogue, 3/1) dealt bob combat damage, Thieves' Fortune (Kindred Instant -- Rogue) is cast for {U}
    (one Island): she looks at four cards and puts one in her hand."""
    assert fully_compiled("Thieves' Fortune")
    g = _prowl("Oona's Prowler", ["T1 postcombat_main alice: cast tf prowl", "alice: pass", "bob: pass",
                                     "alice: find la1", "alice: first la2", "alice: first la3"])
    assert life(g, "bob") == 17 and g.obj("tf").zone == "graveyard"
    assert len(g.zone_ids("hand", "alice")) == 1


def test_702_76a_no_prowl_when_the_source_shares_no_creature_type():
    """702.76a: the Grizzly Bears (a Bear, not a Rogue) dealt the combat damage: Thieves' Fortune
    can't be cast for its prowl cost."""
    g = _prowl("Grizzly Bears", ["T1 postcombat_main alice: wait"])
    assert life(g, "bob") == 18
    assert not any(a.kind == "cast" and a.args[:1] == ("tf",) and "prowl" in a.args for a in g.decision.options)


# ------------------------------------------------------------------ 701.21b "untap each"
def test_701_21b_veteran_beastrider_untaps_each_creature_alice_controls():
    """701.21b: Veteran Beastrider: "At the beginning of your end step, untap each creature you
    control." -- alice's tapped Grizzly Bears (tapped by attacking) and the Beastrider untap at her
    end step; bob's tapped Bears stay tapped."""
    assert fully_compiled("Veteran Beastrider")
    board = head(alice=4, bob=4) + """
battlefield:
  - {id: vb, card: Veteran Beastrider, controller: alice, summoning_sick: false}
  - {id: gb, card: Grizzly Bears, controller: alice, summoning_sick: false}
  - {id: bb, card: Grizzly Bears, controller: bob, tapped: true}
"""
    g = play(board, ["Veteran Beastrider"],
             ["T1 declare_attackers alice: attack vb", "alice: attack gb", "alice: done", "alice: pass", "bob: pass",
              "T1 end: wait"])
    assert life(g, "bob") == 15 and g.obj("gb").tapped
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert not g.obj("gb").tapped and not g.obj("vb").tapped and g.obj("bb").tapped
