"""616.1 in a game: the player affected by an event (or the controller of the affected object)
chooses how the replacement effects apply -- whether to apply an optional one, which one first --
as a decision of the game like any other (pyengine.game.replacement_choice). Expected values come
from the Comprehensive Rules cited in each test, with real cards compiled from Oracle text."""
from __future__ import annotations

import json

from oracle_helpers import game, head, life, permanents

from pyengine.game.loop import Game
from pyengine.game.players import run_script

CLONE = head() + "battlefield:\n" + permanents("Island", ["i1", "i2", "i3", "i4"]) + """
  - {id: ang, card: Serra Angel, controller: bob}
  - {id: bear, card: Grizzly Bears, controller: alice}
hand:
  - {id: new, card: Clone, owner: alice}
"""
CLONE_CARDS = ["Clone", "Serra Angel", "Grizzly Bears"]


def _to_clone_choice() -> Game:
    g = game(CLONE, CLONE_CARDS, ["alice: cast new", "alice: pass"])
    g.push("bob: pass".split(": ", 1)[1])
    return g


def test_616_1_clone_asks_its_controller_what_to_copy():
    """Clone: "You may have this creature enter as a copy of any creature on the battlefield."
    The choice is made as Clone resolves and enters (707.5, 614.1c) by its controller (616.1):
    alice is asked, with one option per creature on the battlefield (either player's) and one to
    decline; choosing bob's Serra Angel makes Clone a 4/4 Serra Angel under alice's control."""
    g = _to_clone_choice()
    d = g.decision
    assert (d.kind, d.player, d.rule) == ("replacement", "alice", "616.1")
    applied = {str(a).split("@")[1] for a in d.options if a.kind == "apply"}
    assert applied == {"ang", "bear"}
    assert sum(1 for a in d.options if a.kind == "decline") == 1
    assert g.obj("new").zone == "stack"                     # nothing happened yet: it is still resolving
    g.push(next(a for a in d.options if str(a).endswith("@ang")))
    ch = g.ch("new")
    assert (ch.name, ch.power, ch.toughness, ch.controller) == ("Serra Angel", 4, 4, "alice")
    assert g.decision.kind == "priority"


def test_616_1_declining_the_copy_leaves_a_0_0_clone():
    """Declining (614.1c "you may"): Clone enters as itself, 0/0, and is put into its owner's
    graveyard as a state-based action (704.5f)."""
    g = _to_clone_choice()
    g.push(next(a for a in g.decision.options if a.kind == "decline"))
    assert g.obj("new").zone == "graveyard"


def test_616_1_undo_goes_back_to_the_choice_then_before_the_action():
    """Taking back the answer returns to the replacement decision; taking back once more returns to
    bob's priority before he passed (the game's history, 730.1-style rewinding)."""
    g = _to_clone_choice()
    g.push(next(a for a in g.decision.options if str(a).endswith("@bear")))
    assert g.ch("new").name == "Grizzly Bears"
    g.pop()
    assert g.decision.kind == "replacement" and g.obj("new").zone == "stack"
    g.pop()
    assert (g.decision.kind, g.decision.player) == ("priority", "bob")


def test_616_1_a_saved_game_replays_the_choice():
    """A game saved with its actions (the replacement answer among them) is rebuilt to the same
    state: the choice is part of the game's history, and the rebuilt Clone is the Serra Angel alice
    chose (707.5, 616.1)."""
    g = _to_clone_choice()
    g.push(next(a for a in g.decision.options if str(a).endswith("@ang")))
    g2 = Game.from_json(json.loads(json.dumps(g.to_json())))
    assert g2.ch("new").name == "Serra Angel"
    assert g2.actions_taken() == g.actions_taken()


SHOCK = head(players="[alice, bob]") + """
hand:
  - {id: new, card: Blood Crypt, owner: alice}
"""


def test_614_12_a_shockland_asks_pay_two_life_or_enter_tapped():
    """Blood Crypt: "As this land enters, you may pay 2 life. If you don't, it enters tapped."
    (614.12, 616.1): alice is asked. Paying: untapped at 18 life; not paying: tapped at 20."""
    g = game(SHOCK, ["Blood Crypt"], ["alice: play new"])
    d = g.decision
    assert (d.kind, d.player) == ("replacement", "alice")
    assert "pay 2 life" in d.prompt
    g.push(next(a for a in d.options if a.kind == "decline"))      # declining "enters tapped": pay 2 life
    assert g.obj("new").tapped is False and life(g, "alice") == 18
    g = game(SHOCK, ["Blood Crypt"], ["alice: play new"])
    g.push(next(a for a in g.decision.options if a.kind == "apply"))
    assert g.obj("new").tapped is True and life(g, "alice") == 20


def test_616_1_a_script_answers_the_choice():
    """A scenario script names the answer like any other decision ("alice: decline new.<key>"):
    declining Blood Crypt's "enters tapped" is paying 2 life (614.12), 20 -> 18."""
    g = game(SHOCK, ["Blood Crypt"], ["alice: play new"])
    answer = next(a for a in g.decision.options if a.kind == "decline")
    g = game(SHOCK, ["Blood Crypt"])
    run_script(g, ["alice: play new", f"alice: {answer}"], "<test>")
    assert g.obj("new").zone == "battlefield" and life(g, "alice") == 18


def test_616_1_no_question_when_the_order_cannot_matter():
    """Vivid Crag: "This land enters tapped with two charge counters on it." Two replacement
    effects modify how it enters (614.1c); applied in either order (616.1) it enters tapped with two
    charge counters, so the game takes the order without asking: alice plays it and has priority
    again at once."""
    g = game(head() + """
hand:
  - {id: new, card: Vivid Crag, owner: alice}
""", ["Vivid Crag"], ["alice: play new"])
    assert g.decision.kind == "priority"
    assert g.obj("new").tapped is True
    assert sum(c.count for c in g.obj("new").counters if c.kind == "charge") == 2
