"""The python-chess-style game API (issue 17): legal_actions view, push/pop, copy, key,
outcome, to_json/from_json (exact round trip, also mid-stack), view(player)."""
import json

import pytest

from game_helpers import game_from
from pyengine.errors import IllegalActionError, ScenarioError
from pyengine.game.loop import Game
from pyengine.game.players import run_script
from pyengine.game.state import Action
from pyengine.scenario import example_path, load_scenario

HEAD = """
players: [alice, bob]
active_player: alice
step: precombat_main
"""


def _played(name):
    sc = load_scenario(example_path(name))
    g = Game(sc)
    run_script(g, sc.extra.get("script") or [], name)
    return sc, g


def _lines(g):
    return [e.line() for e in g.log]


def test_legal_actions_view_is_countable_and_accepts_script_form():
    g = game_from(HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
""", [])
    la = g.legal_actions()
    assert len(la) == la.count() == len(list(la)) and la
    assert "cast bolt" in la and Action("mana", ("m1",)) in la and "cast m1" not in la
    assert la == list(g.decision.options) and la[0] == Action("pass")


def test_push_pop_returns_to_the_same_position():
    _sc, g = _played("game-manticore")
    g2 = Game(load_scenario(example_path("game-manticore")))
    k0 = g2.key()
    g2.push("cast mant")
    assert g2.key() != k0
    assert g2.pop() == Action("cast", ("mant",)) and g2.key() == k0
    with pytest.raises(IndexError):
        g2.pop()


def test_key_equal_for_equal_states_reached_differently():
    """Tapping two Mountains for mana in either order (605.3a) reaches the same position; the
    key ignores how it was reached (the log), as python-chess's transposition key does."""
    text = HEAD + """
battlefield:
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
"""
    a = game_from(text, ["alice: mana m1", "alice: mana m2"])
    b = game_from(text, ["alice: mana m2", "alice: mana m1"])
    assert _lines(a) != _lines(b)
    assert a.key() == b.key() and hash(a.key()) == hash(b.key())
    c = game_from(text, ["alice: mana m1"])
    assert c.key() != a.key()


def test_copy_is_independent():
    g = Game(load_scenario(example_path("game-manticore")))
    h = g.copy()
    h.push("cast mant")
    assert g.key() != h.key() and "cast mant" in g.legal_actions()
    assert g.obj("mant").zone == "hand" and h.obj("mant").zone == "stack"


def test_outcome_104_2a_winner():
    g = game_from(HEAD.replace("players: [alice, bob]", "players: [alice, {id: bob, life: 0}]"), [])
    o = g.outcome()
    assert o.winner == "alice" and o.losers == ("bob",) and o.rule == "104.2a" and not o.draw
    assert game_from(HEAD, []).outcome() is None


@pytest.mark.parametrize("name", ["game-manticore", "game-blood-artist-wrath"])
def test_to_json_at_every_decision_resumes_identically(name):
    """Saved at every decision of a scripted game (through JSON text) and resumed both ways --
    replaying the saved actions, and loading the saved state itself -- the rest of the game
    gives the same log and the same final state as the original."""
    sc, full = _played(name)
    actions = [a for a, _p, _s in full.history]
    g = Game(sc)
    mid_stack = 0
    for i in range(len(actions) + 1):
        saved = json.loads(json.dumps(g.to_json()))
        mid_stack += bool(g.s.stack)
        for replay in (True, False):
            h = Game.from_json(saved, replay=replay)
            assert h.key() == g.key() and _lines(h) == _lines(g)
            if i % 3 == 0 or not replay:
                for a in actions[i:]:
                    h.push(a)
                assert _lines(h) == _lines(full) and h.key() == full.key()
        if i < len(actions):
            g.push(actions[i])
    assert mid_stack > 0


def test_from_json_replay_keeps_undo():
    sc, full = _played("game-manticore")
    h = Game.from_json(full.to_json())
    assert h.actions_taken() == full.actions_taken()
    h.pop()
    full.pop()
    assert h.key() == full.key()


def test_from_json_rejects_other_data():
    with pytest.raises(ScenarioError):
        Game.from_json({"format": "something else"})


def test_view_hides_hidden_information():
    """400.2 libraries and hands are hidden zones; 401.2 no one may look at a library's cards;
    708.5 a face-down permanent's characteristics are hidden from its controller's opponents."""
    g = game_from(HEAD + """
library:
  - {id: l1, card: Mountain, owner: alice}
  - {id: l2, card: Forest, owner: alice}
battlefield:
  - {id: fd, card: Grizzly Bears, controller: bob, face_down: true}
hand:
  - {id: bolt, card: Lightning Bolt, owner: alice}
  - {id: shock, card: Shock, owner: bob}
""", [])
    va, vb = g.view("alice"), g.view("bob")
    text_a = json.dumps(va)
    assert va["players"]["alice"]["library_size"] == 2 and "Forest" not in text_a and "l2" not in text_a
    assert va["players"]["alice"]["hand"] == [{"id": "bolt", "name": "Lightning Bolt"}]
    assert va["players"]["bob"]["hand"] == 1 and "Shock" not in text_a
    fd_a = next(p for p in va["battlefield"] if p["id"] == "fd")
    fd_b = next(p for p in vb["battlefield"] if p["id"] == "fd")
    assert fd_a.get("face_down") and "name" not in fd_a and "Grizzly" not in text_a
    assert fd_b["name"] and fd_b["face_down"]
    assert "legal_actions" in va["waiting_for"] and "legal_actions" not in vb["waiting_for"]


def test_push_illegal_action_names_the_legal_ones():
    g = Game(load_scenario(example_path("game-manticore")))
    with pytest.raises(IllegalActionError, match="legal:"):
        g.push("cast nothing")


def test_copy_and_undo_at_every_decision_continue_identically():
    """A copy (or an undo back to) any decision, mid-stack included -- e.g. while a reflexive
    trigger's target is being chosen (603.3d) -- plays on exactly as the original."""
    sc, full = _played("game-manticore")
    actions = [a for a, _p, _s in full.history]
    g = Game(sc)
    for i in range(len(actions)):
        h = g.copy()
        for a in actions[i:]:
            h.push(a)
        assert _lines(h) == _lines(full) and h.key() == full.key()
        for _ in range(len(actions) - i):
            h.pop()
        assert h.key() == g.key()
        for a in actions[i:]:
            h.push(a)
        assert h.key() == full.key()
        g.push(actions[i])


def test_scenario_stack_holds_a_spell_with_its_target():
    """A board 'with Lightning Bolt on the stack targeting the bear' (stack_items: targets):
    when all players pass, it resolves (117.4, 608.2) and the bear is destroyed (704.5g)."""
    g = game_from(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob}
stack:
  - {id: bolt, card: Lightning Bolt, controller: alice}
stack_items:
  - {id: bolt, targets: {t1: [bear]}}
""", ["alice: pass", "bob: pass"])
    assert g.obj("bear").zone == "graveyard" and g.obj("bolt").zone == "graveyard"
    assert not g.s.stack


def test_scenario_stack_holds_an_ability_with_its_target():
    """An activated ability on the stack (stack_items: ability_of, ability, targets) resolves
    like one activated in the game (602.2, 608.2): 1 damage to bob."""
    g = game_from(HEAD + """
battlefield:
  - {id: pyro, card: Prodigal Pyromancer, controller: alice, tapped: true}
stack_items:
  - {id: ab1, ability_of: pyro, ability: 1, targets: {t1: [bob]}}
""", ["alice: pass", "bob: pass"])
    assert g.s.players["bob"].life == 19 and not g.s.stack


def test_scenario_stack_with_x_modes_and_targets_resumes_identically_through_json():
    """A scenario's stack holds its choices (601.2b X and modes, 601.2c targets, 400.7 a target
    that became a new object) and a game saved there resumes identically through JSON, both by
    replaying and from the saved state: Twiddle (mode 1) taps the Forest, Blaze with X = 3 deals 3
    to the 3/3 Hill Giant (destroyed, 704.5g), and the Bolt whose target changed zones doesn't
    resolve (608.2b)."""
    text = HEAD + """
cards:
  - name: Test Modal Twiddle
    mana_cost: "{U}"
    types: [instant]
    oracle: "Choose one — Tap target artifact, creature, or land; or untap target artifact, creature, or land."
    abilities:
      - spell:
          modes:
            - {text: tap target artifact, creature, or land, targets: [{filter: {any: [artifact, creature, land]}}], effect: [{tap: target}]}
            - {text: untap target artifact, creature, or land, targets: [{filter: {any: [artifact, creature, land]}}], effect: [{untap: target}]}
battlefield:
  - {id: giant, card: Hill Giant, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: bob, earlier_ids: [bear_before]}
  - {id: f1, card: Forest, controller: bob}
stack:
  - {id: bolt, card: Lightning Bolt, controller: alice}
  - {id: blaze, card: Blaze, controller: alice}
  - {id: twid, card: Test Modal Twiddle, controller: alice}
stack_items:
  - {id: bolt, targets: {t1: [bear_before]}}
  - {id: blaze, x: 3, targets: {t1: [giant]}}
  - {id: twid, modes: [1], targets: {t1: [f1]}}
"""
    g = game_from(text, [])
    saved = json.loads(json.dumps(g.to_json()))
    top = g.s.stack[-1]
    assert [it.id for it in g.s.stack] == ["bolt", "blaze", "twid"]
    assert g.s.stack[1].x == 3 and g.s.stack[1].targets == ["giant"] and top.memory["mode"] == 1
    script = ["alice: pass", "bob: pass"] * 3
    run_script(g, script, "<test>")
    assert g.obj("f1").tapped and g.obj("giant").zone == "graveyard" and g.obj("bear").zone == "battlefield"
    assert not g.s.stack and any("doesn't resolve" in e.text for e in g.log if e.rule == "608.2b")
    for replay in (True, False):
        h = Game.from_json(saved, replay=replay)
        assert [(it.id, it.x, it.targets) for it in h.s.stack] == [("bolt", 0, ["bear"]), ("blaze", 3, ["giant"]),
                                                                   ("twid", 0, ["f1"])]
        run_script(h, script, "<test>")
        assert h.key() == g.key() and _lines(h) == _lines(g)


def test_scenario_stack_holds_the_division_of_a_spell():
    """601.2d: the division of damage is announced as the spell is cast; a scenario's stack item
    states it (`divide:`), and Forked Bolt resolves with it: 1 damage to the bear (a 2/2 that
    survives) and 1 to bob -- not the 2 to one target a new division could have chosen."""
    g = game_from(HEAD + """
battlefield:
  - {id: bear, card: Grizzly Bears, controller: bob}
stack:
  - {id: fb, card: Forked Bolt, controller: alice}
stack_items:
  - {id: fb, targets: {t1: [bear, bob]}, divide: {t1: {bear: 1, bob: 1}}}
""", [])
    saved = json.loads(json.dumps(g.to_json()))
    run_script(g, ["alice: pass", "bob: pass"], "<test>")
    assert g.obj("bear").damage == 1 and g.obj("bear").zone == "battlefield" and g.s.players["bob"].life == 19
    h = Game.from_json(saved, replay=False)
    run_script(h, ["alice: pass", "bob: pass"], "<test>")
    assert h.key() == g.key()


def test_view_hides_face_down_cards_in_exile_and_face_down_spells():
    """708.5: a player may look at the face-down spells and permanents they control, and at no
    other face-down card -- a card exiled face down can't be examined even by its owner (406.3);
    an opponent's face-down spell on the stack shows none of its characteristics (708.4)."""
    g = game_from(HEAD + """
exile:
  - {id: ex, card: Lightning Bolt, owner: alice, face_down: true}
  - {id: up, card: Shock, owner: alice}
battlefield:
  - {id: mine, card: Grizzly Bears, controller: alice, face_down: true}
stack:
  - {id: fds, card: Hill Giant, controller: bob, face_down: true}
""", [])
    va, vb = g.view("alice"), g.view("bob")
    text_a = json.dumps(va)
    assert {"id": "ex", "face_down": True} in va["players"]["alice"]["exile"] and "Lightning" not in text_a
    assert {"id": "up", "name": "Shock"} in va["players"]["alice"]["exile"]
    assert next(p for p in va["battlefield"] if p["id"] == "mine")["name"] == "Grizzly Bears"
    assert va["stack"][0]["face_down"] and "Hill Giant" not in text_a
    assert vb["stack"][0]["text"] == "Hill Giant" and "Lightning" not in json.dumps(vb)
