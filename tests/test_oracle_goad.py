"""Goad (701.38), compiled from Oracle text and played: "Goad target creature", "goad all
creatures you don't control", "Enchanted creature is goaded". The attack requirements are the
combat program's (asp_rules/combat_attack.lp, 508.1d); each expected value comes from the CR rule
cited."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head

SCREWDRIVER = """
battlefield:
  - {id: ls, card: Laser Screwdriver, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob, summoning_sick: false}
"""
# during bob's main phase alice activates "{3}, {T}: Goad target creature." on bob's bear, and
# everyone passes to bob's declare attackers step
GOAD_BEAR = ["bob: pass", "alice: activate ls 4", "alice: target bear", "alice: mana m1", "alice: mana m2",
             "alice: mana m3", "alice: pay", "alice: pass", "bob: pass"]


CAROL = "".join(f"  - {{id: lc{i}, card: Plains, owner: carol}}\n" for i in range(1, 4))


def _goaded(players: str):
    g = game(head(active="bob", players=players, alice=4, bob=4, more_library=CAROL if "carol" in players else "") + SCREWDRIVER, ["Laser Screwdriver"])
    others = [p for p in g.s.order if p not in ("alice", "bob")]
    script = ["bob: pass"] + [f"{p}: pass" for p in others] + GOAD_BEAR[1:7]
    run_script(g, script, "<test>")
    order = g.s.order[g.s.order.index("alice"):] + g.s.order[:g.s.order.index("alice")]
    # alice passes with the ability on the stack, everyone passes: it resolves; then all pass twice
    # more (main phase, beginning of combat)
    for _ in range(3):
        for p in order if _ == 0 else (["bob"] + others + ["alice"]):
            run_script(g, [f"{p}: pass"], "<test>")
    assert g.s.step == "declare_attackers" and g.decision.player == "bob"
    return g


def _illegal(g) -> bool:
    return g.log[-1].rule == "508.1" and "illegal" in g.log[-1].text


def test_701_38b_goaded_creature_must_attack_a_player_other_than_the_goading_player():
    """701.38b, 508.1d: a goaded creature attacks each combat if able and attacks a player other
    than the goading player if able -- with alice (who goaded) and carol to attack, not attacking
    and attacking alice are both illegal; attacking carol is the declaration obeying both."""
    assert fully_compiled("Laser Screwdriver")
    g = _goaded("[alice, bob, carol]")
    assert [r["kind"] for r, _d in g.s.combat_effects] == ["goad"]
    run_script(g, ["bob: done"], "<test>")
    assert _illegal(g) and "obeys 0 requirement" in g.log[-1].text
    run_script(g, ["bob: attack bear alice", "bob: done"], "<test>")
    assert _illegal(g) and "obeys 1 requirement" in g.log[-1].text
    run_script(g, ["bob: attack bear carol", "bob: done"], "<test>")
    assert g.s.attackers == {"bear": "carol"}


def test_701_38b_goaded_creature_attacks_the_goading_player_when_no_one_else_can_be_attacked():
    """701.38b, 508.1d: "attacks a player other than [the goading player] if able" can't be obeyed
    in a two-player game, so attacking alice obeys the most requirements obeyable (one) and is
    legal; not attacking is still illegal."""
    g = _goaded("[alice, bob]")
    run_script(g, ["bob: done"], "<test>")
    assert _illegal(g)
    run_script(g, ["bob: attack bear", "bob: done"], "<test>")
    assert g.s.attackers == {"bear": "alice"}


def _pass_until_active(g, who: str, limit: int = 200) -> None:
    for _ in range(limit):
        if g.s.active == who:
            return
        d = g.decision
        acts = [str(a) for a in g.legal_actions()]
        run_script(g, [f"{d.player}: {'pass' if 'pass' in acts else 'done'}"], "<test>")
    raise AssertionError("turn did not come")


def test_701_38a_goad_lasts_until_the_goading_players_next_turn():
    """701.38a: "Until the next turn of the controller of that spell or ability, that creature is
    goaded" -- the requirement is still there on carol's turn and ends as alice's turn begins."""
    g = _goaded("[alice, bob, carol]")
    run_script(g, ["bob: attack bear carol", "bob: done"], "<test>")
    _pass_until_active(g, "carol")
    assert [r["kind"] for r, _d in g.s.combat_effects] == ["goad"]
    _pass_until_active(g, "alice")
    assert g.s.combat_effects == []


def test_701_38b_disrupt_decorum_goads_every_creature_its_controller_doesnt_control():
    """701.38a-b: "Goad all creatures you don't control." -- the creatures goaded are the ones the
    caster doesn't control as it resolves (608.2c), goaded by the caster."""
    assert fully_compiled("Disrupt Decorum")
    g = game(head(players="[alice, bob, carol]") + """
hand:
  - {id: dd, card: Disrupt Decorum, owner: alice}
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
  - {id: m3, card: Mountain, controller: alice}
  - {id: m4, card: Mountain, controller: alice}
  - {id: mine, card: Grizzly Bears, controller: alice}
  - {id: b1, card: Grizzly Bears, controller: bob}
  - {id: c1, card: Grizzly Bears, controller: carol}
""", ["Disrupt Decorum"], ["alice: cast dd", "alice: autopay", "alice: pass", "bob: pass", "carol: pass"])
    (rule, duration), = g.s.combat_effects
    assert rule["kind"] == "goad" and rule["controller"] == "alice" and sorted(rule["objects"]) == ["b1", "c1"]
    assert duration == "until_your_next_turn"


def test_701_38b_the_sound_of_drums_goads_enchanted_creature_for_its_controller():
    """701.38b: "Enchanted creature is goaded." -- goaded by the Aura's controller (the controller
    of the permanent that caused it) as long as it is enchanted: bob's enchanted creature must
    attack carol rather than alice."""
    g = game(head("declare_attackers", active="bob", players="[alice, bob, carol]") + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob, summoning_sick: false}
  - {id: drums, card: The Sound of Drums, controller: alice, attached_to: bear}
""", ["The Sound of Drums"])
    run_script(g, ["bob: attack bear alice", "bob: done"], "<test>")
    assert _illegal(g)
    run_script(g, ["bob: attack bear carol", "bob: done"], "<test>")
    assert g.s.attackers == {"bear": "carol"}


def test_701_38b_shiny_impetus_pumps_and_goads_enchanted_creature():
    """613.4c, 701.38b: "Enchanted creature gets +2/+2 and is goaded." -- one static ability: the
    bear is 4/4 and, goaded by the Aura's controller alice, must attack carol rather than alice."""
    assert fully_compiled("Shiny Impetus")
    g = game(head("declare_attackers", active="bob", players="[alice, bob, carol]") + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob, summoning_sick: false}
  - {id: imp, card: Shiny Impetus, controller: alice, attached_to: bear}
""", ["Shiny Impetus"])
    assert (g.ch("bear").power, g.ch("bear").toughness) == (4, 4)
    run_script(g, ["bob: attack bear alice", "bob: done"], "<test>")
    assert _illegal(g)
    run_script(g, ["bob: attack bear carol", "bob: done"], "<test>")
    assert g.s.attackers == {"bear": "carol"}
