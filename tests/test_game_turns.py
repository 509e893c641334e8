"""Turn structure, turn-based actions and priority (CR 500-514, 117, 405), and the game API
(legal actions, push/undo/copy, replayable log, CLI)."""
import json
import subprocess
import sys

from game_helpers import game_from, rules, texts, zone

from pyengine.game.loop import Game
from pyengine.game.state import STEPS, Action
from pyengine.game.players import run_script
from pyengine.scenario import example_path, load_scenario

HEAD = """
players: [alice, bob]
active_player: alice
library:
  - {id: a1, card: Plains, owner: alice}
  - {id: a2, card: Plains, owner: alice}
  - {id: b1, card: Swamp, owner: bob}
  - {id: b2, card: Swamp, owner: bob}
"""


def _begins(g):
    return [e.step for e in g.log if e.text.endswith("phase)") and "step begins" in e.text]


def test_500_1_steps_in_order_and_508_8_combat_steps_skipped_without_attackers():
    g = game_from(HEAD.replace("active_player: alice", "active_player: alice\nstep: untap"), ["T2 upkeep: wait"])
    want = [s for s in STEPS if s not in ("declare_blockers", "combat_damage")] + ["untap", "upkeep"]
    assert _begins(g) == want
    assert "508.8" in rules(g)


def test_504_1_draw_step_active_player_draws_and_502_3_untap():
    g = game_from(HEAD.replace("active_player: alice", "active_player: alice\nstep: end") + """
battlefield:
  - {id: sw, card: Swamp, controller: bob, tapped: true}
""", ["T2 precombat_main: wait"])
    assert zone(g, "b1") == "hand" and zone(g, "a1") == "library"
    assert g.obj("sw").tapped is False
    assert {"502.3", "504.1"} <= set(rules(g))


def test_117_4_priority_in_turn_order_and_lifo_resolution():
    """117.3a/117.3c/117.4/405.5: the active player gets priority; after casting they get it again;
    when all pass in succession the top object (the last cast) resolves first."""
    g = game_from(HEAD + """
step: precombat_main
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: bob}
hand:
  - {id: s1, card: Shock, owner: alice}
  - {id: s2, card: Shock, owner: bob}
""", ["alice: cast s1 target=bob", "alice: pass", "bob: cast s2 target=alice", "bob: pass", "alice: pass"])
    dmg = texts(g, "120.3")
    assert dmg == ["Shock (s2) deals 2 damage to alice"]
    assert g.decision.player == "alice"          # 117.3b: active player after resolution
    g.push("pass")
    g.push("pass")
    assert texts(g, "120.3")[-1] == "Shock (s1) deals 2 damage to bob"


def test_514_1_cleanup_discards_to_seven_and_514_2_damage_wears_off():
    hand = "\n".join(f"  - {{id: h{i}, card: Plains, owner: alice}}" for i in range(9))
    g = game_from(HEAD + f"""
step: end
battlefield:
  - {{id: giant, card: Hill Giant, controller: alice, damage: 2}}
hand:
{hand}
""", ["T1 cleanup: wait", "alice: discard h0", "alice: discard h1"])
    assert zone(g, "h0") == "graveyard" and zone(g, "h1") == "graveyard"
    assert len(g.zone_ids("hand", "alice")) == 7
    assert g.obj("giant").damage == 0
    assert {"514.1", "514.2"} <= set(rules(g))


def test_514_2_until_end_of_turn_effects_end_in_cleanup():
    g = game_from(HEAD + """
step: precombat_main
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: f1, card: Forest, controller: alice}
  - {id: f2, card: Forest, controller: alice}
hand:
  - {id: tg, card: Titanic Growth, owner: alice}
""", ["alice: cast tg target=bear", "alice: pass", "bob: pass"])
    assert g.ch("bear").power == 6
    run_script(g, ["T2 upkeep: wait"])
    assert g.ch("bear").power == 2 and not g.s.effects


def test_514_3a_cleanup_gives_priority_when_a_trigger_happens():
    """514.3a: a creature that dies in cleanup (damage removal doesn't save a 0-toughness one) ->
    players get priority, then another cleanup step."""
    g = game_from(HEAD + """
step: end
battlefield:
  - {id: za, card: Zulaport Cutthroat, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: p1, card: Plains, controller: alice}
  - {id: p2, card: Plains, controller: alice}
hand:
  - {id: tg, card: Titanic Growth, owner: alice}
""", [])
    # make the bear's toughness drop to 0 at cleanup: a -2/-2 until end of turn can't do that,
    # so use an effect that ends in cleanup... instead, give it lethal damage that is removed:
    # simplest 514.3a trigger: a delayed "at the beginning of the cleanup step" is not a thing,
    # so check the rule directly with a -1/-1 counter put by a state trigger is overkill; use
    # a creature with 0 toughness entering via an "until end of turn" +0/+1 ending in cleanup.
    g.s.effects.append(_eot_toughness_boost("bear"))
    g.obj("bear").counters.append(__import__("pyengine.model", fromlist=["Counter"]).Counter("-1/-1", 2))
    g._dirty()
    run_script(g, ["T2 upkeep: wait"])
    r = rules(g)
    assert "514.3a" in r
    assert zone(g, "bear") == "graveyard"
    assert g.s.players["bob"].life == 19
    assert [e.step for e in g.log if "cleanup step begins" in e.text] == ["cleanup", "cleanup"]


def _eot_toughness_boost(oid):
    from pyengine.cards.parse import Place, parse_effect
    from pyengine.model import ScenarioEffect
    eff = parse_effect({"modify_pt": "+0/+2"}, Place("<test>", ""))
    return ScenarioEffect(id="boost", effect=eff, timestamp=500, controller="alice", objects=(oid,),
                          duration="end_of_turn")


def test_500_7_extra_turn():
    g = game_from(HEAD + """
step: precombat_main
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: i2, card: Island, controller: alice}
hand:
  - {id: tw, card: Time Walk, owner: alice}
""", ["alice: cast tw", "alice: pass", "bob: pass", "T2 upkeep: wait"])
    assert g.s.turn == 2 and g.s.active == "alice"
    assert "500.7" in rules(g)


def test_api_push_undo_copy():
    g = game_from(HEAD + """
step: precombat_main
battlefield:
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: s1, card: Shock, owner: alice}
""", [])
    before_log = len(g.log)
    h = g.copy()
    g.push("cast s1")
    g.push("target bob")
    g.push("autopay")
    assert g.s.stack
    assert not h.s.stack and zone(h, "s1") == "hand"        # the copy is independent
    g.undo()
    g.undo()
    g.undo()
    assert not g.s.stack and zone(g, "s1") == "hand" and len(g.log) == before_log
    assert g.legal_actions() == h.legal_actions()


def test_replay_of_the_action_log_reproduces_the_game():
    path = example_path("game-blood-artist-wrath")
    sc = load_scenario(path)
    g = Game(sc)
    run_script(g, sc.extra["script"], path)
    replay = Game(load_scenario(path))
    run_script(replay, g.actions_taken())
    assert [e.to_json() for e in replay.log] == [e.to_json() for e in g.log]


def test_cli_play_json_is_deterministic():
    cmd = [sys.executable, "-m", "pyengine.cli", "play", "game-blood-artist-wrath", "--json"]
    a = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    b = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    assert a == b
    out = json.loads(a)
    assert out["state"]["players"]["bob"]["life"] == 17
    assert all("rule" in e for e in out["log"])


def test_cli_bad_script_line_is_one_line_error():
    import tempfile
    with tempfile.NamedTemporaryFile("w", suffix=".yaml", delete=False) as f:
        f.write("players: [alice, bob]\nscript: ['alice: cast nothing']\n")
    r = subprocess.run([sys.executable, "-m", "pyengine.cli", "play", f.name], capture_output=True, text=True)
    assert r.returncode == 2 and r.stderr.count("\n") == 1 and "script[0]" in r.stderr


def test_509_1c_block_declaration_checked_by_the_combat_program_and_rewound():
    """509.1c: Lure's requirement ("All creatures able to block enchanted creature do so.") makes
    an empty block declaration illegal; the game returns to before the declaration (509.1, 730.1)."""
    g = game_from(HEAD + """
step: precombat_main
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lure, card: Lure, controller: alice, attached_to: bear}
  - {id: giant, card: Hill Giant, controller: bob}
""", ["T1 declare_attackers alice: attack bear", "alice: done", "T1 declare_blockers bob: done"])
    assert "509.1" in rules(g) and any("illegal block declaration" in t for t in texts(g, "509.1"))
    assert g.decision.kind == "declare_blockers"
    g.push("block giant bear")
    g.push("done")
    assert g.s.blockers == {"giant": ["bear"]}


def test_103_8a_first_player_skips_first_draw():
    g = game_from(HEAD.replace("active_player: alice", "active_player: alice\nstep: untap"), ["T2 upkeep: wait"])
    assert zone(g, "a1") == "library" and "103.8a" in rules(g)
    g.push("pass")
    g.push("pass")
    assert zone(g, "b1") == "hand"                 # bob draws in his first turn


def test_508_1c_pacifism_enchanted_creature_cant_attack_declaration_rewound():
    """508.1c: Pacifism's restriction (card data in the combat program's rule language) makes
    attacking with the enchanted creature illegal; the declaration is rewound."""
    g = game_from(HEAD + """
step: precombat_main
battlefield:
  - {id: bear, card: Grizzly Bears, controller: alice}
  - {id: lions, card: Savannah Lions, controller: alice}
  - {id: pac, card: Pacifism, controller: bob, attached_to: bear}
""", ["T1 declare_attackers alice: attack bear", "alice: done"])
    assert any("illegal attack declaration" in t for t in texts(g, "508.1"))
    assert g.decision.kind == "declare_attackers"
    g.push("attack lions")
    g.push("done")
    assert g.s.attackers == {"lions": "bob"}


def test_api_copy_in_the_middle_of_casting_continues_independently():
    g = game_from(HEAD + """
step: precombat_main
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: bear, card: Grizzly Bears, controller: bob}
hand:
  - {id: s1, card: Shock, owner: alice}
""", ["alice: cast s1"])
    assert g.decision.kind == "target"
    h = g.copy()
    g.push("target bear")
    h.push("target bob")
    for x in (g, h):
        x.push("autopay")
        x.push("pass")
        x.push("pass")
    assert zone(g, "bear") == "graveyard" and g.s.players["bob"].life == 20
    assert zone(h, "bear") == "battlefield" and h.s.players["bob"].life == 18


def test_api_copy_and_undo_across_a_draw_504_1():
    # library cards are shared between a game state and its copies until they leave the
    # library; drawing one (504.1) must not change the copy or the undo history
    g = game_from(HEAD.replace("active_player: alice", "active_player: alice\nstep: upkeep"), [])
    h = g.copy()
    n = 0
    while zone(g, "a1") == "library" and n < 20:
        g.push("pass")
        n += 1
    assert zone(g, "a1") == "hand" and g.s.library["alice"] == ["a2"]
    assert zone(h, "a1") == "library" and h.s.library["alice"] == ["a1", "a2"]
    for _ in range(n):
        g.undo()
    assert zone(g, "a1") == "library" and g.s.library["alice"] == ["a1", "a2"]


def test_api_undo_in_one_copy_leaves_the_other_alone():
    # copies share their undo history; undoing in one must not hand it a state the other holds
    g = game_from(HEAD.replace("active_player: alice", "active_player: alice\nstep: upkeep"), [])
    start = (g.s.turn, g.s.step, len(g.log))
    g.push("pass")
    h = g.copy()
    g.undo()
    g.push("pass")
    g.push("pass")                      # both passed: the game moves on (500.2)
    assert (g.s.turn, g.s.step) != start[:2]
    h.undo()
    assert (h.s.turn, h.s.step, len(h.log)) == start
