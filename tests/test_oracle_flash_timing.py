"""Casting spells as though they had flash (601.3b, 702.8a), compiled from Oracle text and played;
each expected value comes from the CR rule cited."""
from __future__ import annotations

from oracle_helpers import fully_compiled, game, head, permanents, play

# bob's upkeep: alice isn't the active player, so without flash she can cast only instants (117.1a, 307.1)
BOARD = head("upkeep", active="bob") + """
battlefield:
""" + permanents("Forest", ["f1", "f2"]) + permanents("Island", ["i1", "i2"]) + """
hand:
  - {id: bears, card: Grizzly Bears, owner: alice}
  - {id: giant, card: Hill Giant, owner: alice}
  - {id: borne, card: Borne Upon a Wind, owner: alice}
"""
CARDS = ["Grizzly Bears", "Hill Giant", "Borne Upon a Wind", "Vedalken Orrery", "Quick Sliver",
         "Hypersonic Dragon", "Metallic Sliver"]


def _casts(g, p: str = "alice") -> set[str]:
    return {str(a) for a in g.legal_actions() if a.kind == "cast"} if g.decision.player == p else set()


def test_117_1a_no_creature_spell_on_an_opponents_turn_without_flash():
    """117.1a, 307.1: a creature spell is cast only at sorcery timing -- on bob's upkeep alice
    may cast only her instant."""
    g = game(BOARD, CARDS, ["bob: pass"])
    assert g.decision.player == "alice"
    assert _casts(g) == {"cast borne"}


def test_601_3b_vedalken_orrery_lets_its_controller_cast_spells_as_though_they_had_flash():
    """601.3b, 702.8a: Vedalken Orrery, "You may cast spells as though they had flash." -- alice
    casts Grizzly Bears on bob's upkeep; it resolves and the Bears enter."""
    assert fully_compiled("Vedalken Orrery")
    text = BOARD.replace("hand:\n", "  - {id: orr, card: Vedalken Orrery, controller: alice}\nhand:\n")
    g = play(text, CARDS, ["bob: pass", "alice: cast bears", "alice: pass", "bob: pass"])
    assert g.obj("bears").zone == "battlefield"


def test_601_3b_the_permission_is_its_controllers_only():
    """601.3b: "You may cast ..." -- Vedalken Orrery under bob's control gives alice nothing: on
    bob's upkeep she still can't cast Grizzly Bears."""
    text = BOARD.replace("hand:\n", "  - {id: orr, card: Vedalken Orrery, controller: bob}\nhand:\n")
    g = game(text, CARDS, ["bob: pass"])
    assert "cast bears" not in _casts(g)


def test_601_3b_only_spells_with_the_named_qualities():
    """601.3b: Hypersonic Dragon, "You may cast sorcery spells as though they had flash." -- it
    doesn't let alice cast a creature spell on bob's upkeep."""
    assert fully_compiled("Hypersonic Dragon")
    text = BOARD.replace("hand:\n", "  - {id: dragon, card: Hypersonic Dragon, controller: alice}\nhand:\n")
    g = game(text, CARDS, ["bob: pass"])
    assert "cast bears" not in _casts(g)


def test_601_3b_any_player_may_cast_sliver_spells_as_though_they_had_flash():
    """601.3b: Quick Sliver, "Any player may cast Sliver spells as though they had flash." -- bob
    controls it and alice casts her Metallic Sliver (a Sliver) on his upkeep, but not her Grizzly
    Bears."""
    assert fully_compiled("Quick Sliver")
    text = BOARD.replace("hand:\n", "  - {id: qs, card: Quick Sliver, controller: bob}\nhand:\n"
                                    "  - {id: ms, card: Metallic Sliver, owner: alice}\n")
    g = game(text, CARDS, ["bob: pass"])
    casts = _casts(g)
    assert "cast ms" in casts and "cast bears" not in casts


def test_611_2a_borne_upon_a_wind_lasts_this_turn():
    """601.3b, 611.2a: Borne Upon a Wind, "You may cast spells this turn as though they had
    flash." -- after it resolves on bob's upkeep alice casts Grizzly Bears in that upkeep; on her
    own turn's upkeep (turn 2) the effect is over and her Hill Giant can't be cast."""
    assert fully_compiled("Borne Upon a Wind")
    g = play(BOARD, CARDS, ["bob: pass", "alice: cast borne", "alice: pass", "bob: pass",
                            "alice: cast bears", "alice: pass", "bob: pass"])
    assert g.obj("bears").zone == "battlefield" and g.s.turn == 1
    from pyengine.game.players import run_script
    run_script(g, ["T2 upkeep alice: wait"], "<test>")
    while g.decision is not None and not (g.s.turn == 2 and g.s.step == "upkeep" and g.decision.player == "alice"):
        run_script(g, [f"{g.decision.player}: pass"], "<test>")
    assert g.s.active == "alice" and "cast giant" not in _casts(g)
