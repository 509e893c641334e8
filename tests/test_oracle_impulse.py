"""Playing cards from exile by an effect's permission ("Exile the top card of your library. You
may play that card this turn."; 601.3, 116.2a, 305.2), compiled from Oracle text and played;
each expected value comes from the CR rule cited."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import fully_compiled, game, head, life, permanents, rules

BOARD = head(alice=["Plains", "Lightning Bolt", "Raging Goblin", "Island"], bob=4) + """
battlefield:
""" + permanents("Mountain", ["m1", "m2", "m3", "m4"]) + """
hand:
  - {id: spell, card: %s, owner: alice}
  - {id: forest, card: Forest, owner: alice}
"""


def offered(g) -> set[str]:
    return {str(a) for a in g.legal_actions()}


def test_601_3_act_on_impulse_lets_alice_play_the_exiled_cards_this_turn():
    """601.3, 116.2a: Act on Impulse exiles alice's top three cards (Plains, Lightning Bolt,
    Raging Goblin); until end of turn she may play them: the Plains from exile (a land play) and
    the Bolt (cast from exile, paying {R}: bob 20 -> 17)."""
    assert fully_compiled("Act on Impulse")
    g = game(BOARD % "Act on Impulse", ["Act on Impulse"], ["alice: cast spell", "alice: pass", "bob: pass"])
    assert all(g.obj(c).zone == "exile" for c in ("la1", "la2", "la3")) and g.obj("la4").zone == "library"
    acts = offered(g)
    assert {"play la1", "cast la2 permission", "cast la3 permission"} <= acts
    run_script(g, ["alice: play la1", "alice: cast la2 permission target=bob", "alice: pass", "bob: pass"], "<test>")
    assert g.obj("la1").zone == "battlefield"
    assert life(g, "bob") == 17
    assert "601.3" in rules(g)


def test_305_2a_a_land_played_from_exile_uses_the_land_play():
    """305.2a-b, 116.2a: playing the exiled Plains is the turn's land play -- afterwards alice can't
    play the Forest from her hand."""
    g = game(BOARD % "Act on Impulse", ["Act on Impulse"],
             ["alice: cast spell", "alice: pass", "bob: pass", "alice: play la1"])
    assert "play forest" not in offered(g)


def test_611_2a_the_permission_ends_with_the_turn():
    """611.2a, 514.2: "Until end of turn, you may play those cards" lasts until the turn ends --
    in bob's turn 2 alice may no longer
    cast the exiled Lightning Bolt (an instant she could otherwise cast then)."""
    g = game(BOARD % "Act on Impulse", ["Act on Impulse"],
             ["alice: cast spell", "alice: pass", "bob: pass", "T2 upkeep bob: pass"])
    assert g.s.turn == 2 and g.s.priority == "alice"
    assert "cast la2 permission" not in offered(g)
    assert g.obj("la2").zone == "exile"


def test_601_3_reckless_impulse_lasts_until_the_end_of_your_next_turn():
    """601.3: Reckless Impulse ("Until the end of your next turn, you may play those cards"): in
    bob's turn 2 -- before alice's next turn has ended -- alice casts the exiled Lightning Bolt."""
    assert fully_compiled("Reckless Impulse")
    g = game(BOARD % "Reckless Impulse", ["Reckless Impulse"],
             ["alice: cast spell", "alice: pass", "bob: pass", "T2 upkeep bob: pass",
              "alice: cast la2 permission target=bob", "alice: pass", "bob: pass"])
    assert life(g, "bob") == 17


def test_500_7_an_extra_turn_is_your_next_turn_for_until_the_end_of_your_next_turn():
    """611.2a, 500.7: Reckless Impulse ("Until the end of your next turn, you may play those
    cards"), then Time Walk: alice's extra turn 2 is her next turn, so in bob's turn 3 the
    permission has ended and the exiled Lightning Bolt can't be cast; during the extra turn it
    still could be."""
    text = (BOARD % "Reckless Impulse").replace("hand:\n", permanents("Island", ["i1", "i2"]) + "hand:\n") + """
  - {id: walk, card: Time Walk, owner: alice}
"""
    g = game(text, ["Reckless Impulse", "Time Walk"],
             ["alice: cast spell", "alice: pass", "bob: pass", "alice: cast walk", "alice: pass", "bob: pass",
              "T2 upkeep alice: wait"])
    assert g.s.turn == 2 and g.s.active == "alice" and "cast la2 permission" in offered(g)
    run_script(g, ["T3 upkeep bob: pass"], "<test>")
    assert g.s.turn == 3 and g.s.priority == "alice"
    assert "cast la2 permission" not in offered(g)


def test_305_3_an_exiled_land_cant_be_played_in_another_players_turn():
    """305.3: "A player can't play a land, for any reason, if it isn't their turn." -- Reckless
    Impulse lets alice play the exiled Plains until the end of her next turn, but in bob's turn 2
    only the Lightning Bolt (an instant) is offered, not the Plains."""
    g = game(BOARD % "Reckless Impulse", ["Reckless Impulse"],
             ["alice: cast spell", "alice: pass", "bob: pass", "T2 upkeep bob: pass"])
    assert g.s.turn == 2 and g.s.priority == "alice"
    acts = offered(g)
    assert "cast la2 permission" in acts and "play la1" not in acts
