"""Exile-and-cast families, compiled from Oracle text and played: Soulfire Eruption's "For each of
them, ..." loop over any number of targets (608.2f, 608.2b, 601.2c) and its "until the end of your
next turn" permission (611.2a); "if a card was put into exile this turn" (406.3, 603.4); control
"until the end of your next turn" (611.2a). Each expected value comes from the CR rule cited."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, life, permanents

# alice's library: Hill Giant (mana value 4) on top, then Gray Ogre (3), then Plains
SOULFIRE = head(alice=["Hill Giant", "Gray Ogre", "Plains", "Plains", "Plains", "Plains"], bob=6) \
    + "battlefield:\n" + permanents("Mountain", [f"m{i}" for i in range(1, 10)]) \
    + permanents("Forest", [f"f{i}" for i in range(1, 7)]) + permanents("Mountain", [f"n{i}" for i in range(1, 7)]) \
    + permanents("Craw Wurm", ["wurm"], "bob") + permanents("Island", ["i1"], "bob") \
    + "hand:\n  - {id: se, card: Soulfire Eruption, owner: alice}\n" \
    + "  - {id: un, card: Unsummon, owner: bob}\n"


def _offered(g) -> set[str]:
    return {str(a) for a in g.legal_actions()}


def test_608_2f_soulfire_eruption_considers_each_target_in_turn():
    """608.2f (the Soulfire Eruption example): targeting bob and his Craw Wurm (6/4), alice chooses
    to consider the Wurm first: the top card (Hill Giant, mana value 4) is exiled and 4 damage is
    dealt to the Wurm; then the next card (Gray Ogre, 3) is exiled for bob: bob 20 -> 17.
    The Wurm, dealt lethal damage, dies (704.5g)."""
    assert fully_compiled("Soulfire Eruption")
    g = game(SOULFIRE, ["Soulfire Eruption"],
             ["alice: cast se target=wurm,bob,none", "alice: pass", "bob: pass", "alice: choose wurm"])
    assert g.obj("la1").zone == "exile" and g.obj("la2").zone == "exile" and g.obj("la3").zone == "library"
    assert g.obj("wurm").zone == "graveyard" and life(g, "bob") == 17


def test_608_2f_soulfire_eruption_order_is_the_casters_choice():
    """608.2f: the controller chooses which target is considered first -- bob first: Hill Giant's
    4 damage to bob (20 -> 16), then Gray Ogre's 3 to the Wurm (6/4 survives with 3 damage)."""
    g = game(SOULFIRE, ["Soulfire Eruption"],
             ["alice: cast se target=wurm,bob,none", "alice: pass", "bob: pass", "alice: choose bob"])
    assert life(g, "bob") == 16 and g.obj("wurm").zone == "battlefield" and g.obj("wurm").damage == 3


def test_608_2b_soulfire_eruption_skips_a_target_that_became_illegal():
    """608.2b: bob returns his Craw Wurm to his hand with Unsummon in response; as Soulfire
    Eruption resolves only bob is a legal target: one card (Hill Giant, 4) is exiled and bob takes
    4 (20 -> 16); the second card stays in the library."""
    g = game(SOULFIRE, ["Soulfire Eruption", "Unsummon"],
             ["alice: cast se target=wurm,bob,none", "alice: pass", "bob: cast un target=wurm",
              "bob: pass", "alice: pass", "alice: pass", "bob: pass"])
    assert g.obj("wurm").zone == "hand"
    assert life(g, "bob") == 16
    assert g.obj("la1").zone == "exile" and g.obj("la2").zone == "library"


def test_611_2a_soulfire_eruption_cards_playable_until_the_end_of_alices_next_turn():
    """611.2a, 601.3: "You may play the exiled cards until the end of your next turn" -- both
    exiled cards may be cast this turn and in alice's next turn (3), but not in her turn after
    that (5): the permission has ended."""
    g = game(SOULFIRE, ["Soulfire Eruption"],
             ["alice: cast se target=wurm,bob,none", "alice: pass", "bob: pass", "alice: choose bob"])
    acts = _offered(g)
    assert "cast la1 permission" in acts and "cast la2 permission" in acts
    run_script(g, ["T3 precombat_main alice: wait"], "<test>")
    assert g.s.turn == 3 and "cast la2 permission" in _offered(g)
    run_script(g, ["T5 precombat_main alice: wait"], "<test>")
    assert g.s.turn == 5 and g.obj("la2").zone == "exile" and "cast la2 permission" not in _offered(g)


def _ennis(victim_line: str):
    return game(head() + "battlefield:\n" + permanents("Plains", ["p1"])
                + '  - {id: en, card: "Ennis, Debate Moderator", controller: alice}\n' + victim_line
                + "hand:\n  - {id: stp, card: Swords to Plowshares, owner: alice}\n",
                ["Ennis, Debate Moderator", "Swords to Plowshares"],
                ["alice: cast stp target=v", "alice: pass", "bob: pass", "T1 end alice: pass", "bob: pass"])


def test_603_4_ennis_a_card_put_into_exile_this_turn():
    """603.4, 406.3: "At the beginning of your end step, if one or more cards were put into exile
    this turn, put a +1/+1 counter on Ennis." -- Swords to Plowshares exiled bob's Grizzly Bears
    (a card): at alice's end step Ennis gets a counter."""
    assert fully_compiled("Ennis, Debate Moderator")
    g = _ennis("  - {id: v, card: Grizzly Bears, controller: bob}\n")
    assert g.obj("v").zone == "exile" and g.s.step == "end" and counters(g, "en") == 1


def test_108_2_ennis_an_exiled_token_is_no_card():
    """108.2, 603.4: a token isn't a card -- Swords to Plowshares exiling bob's Grizzly Bears token
    puts no card into exile: the intervening "if" is false, the ability doesn't trigger, and Ennis
    has no counter in bob's turn 2."""
    g = _ennis("  - {id: v, card: Grizzly Bears, controller: bob, token: true}\n")
    assert "v" not in g.battlefield() and g.s.turn == 2 and counters(g, "en") == 0


def test_601_2c_soulfire_eruption_with_no_targets_exiles_nothing():
    """601.2c, 115.6: "any number of target ..." may be zero targets -- with none chosen the spell
    resolves (it had no targets to become illegal, 608.2b) and, having nothing to consider,
    exiles no card (608.2f)."""
    g = game(SOULFIRE, ["Soulfire Eruption"], ["alice: cast se target=none", "alice: pass", "bob: pass"])
    assert g.obj("se").zone == "graveyard" and g.obj("la1").zone == "library" and life(g, "bob") == 20


def _nabber(active: str, script: list[str]):
    return game(head(active=active, alice=8, bob=8) + "battlefield:\n" + permanents("Treasure Nabber", ["tn"])
                + permanents("Mind Stone", ["ms"], "bob"), ["Treasure Nabber"], script)


def _controller(g, oid: str) -> str:
    return g.ch(oid).controller


def test_611_2a_treasure_nabber_control_lasts_through_alices_next_turn():
    """611.2a: "Whenever an opponent taps an artifact for mana, gain control of that artifact until
    the end of your next turn." -- bob taps Mind Stone in his turn 1: alice controls it through her
    turn 2, and it returns to bob when that turn ends (bob's turn 3)."""
    assert fully_compiled("Treasure Nabber")
    g = _nabber("bob", ["bob: mana ms", "bob: pass", "alice: pass"])
    assert _controller(g, "ms") == "alice"
    run_script(g, ["T2 precombat_main alice: wait"], "<test>")
    assert g.s.turn == 2 and _controller(g, "ms") == "alice"
    run_script(g, ["T3 precombat_main bob: wait"], "<test>")
    assert g.s.turn == 3 and _controller(g, "ms") == "bob"


def test_611_2a_until_the_end_of_your_next_turn_from_your_own_turn():
    """611.2a: gained during alice's own turn 1 (bob taps Mind Stone in response to nothing, with
    priority in her turn), "your next turn" is her turn 3: alice still controls it in bob's turn 2
    and her turn 3, and bob again in his turn 4."""
    g = _nabber("alice", ["alice: pass", "bob: mana ms", "bob: pass", "alice: pass"])
    assert _controller(g, "ms") == "alice"
    run_script(g, ["T2 precombat_main bob: wait"], "<test>")
    assert _controller(g, "ms") == "alice"
    run_script(g, ["T3 precombat_main alice: wait"], "<test>")
    assert _controller(g, "ms") == "alice"
    run_script(g, ["T4 precombat_main bob: wait"], "<test>")
    assert g.s.turn == 4 and _controller(g, "ms") == "bob"
