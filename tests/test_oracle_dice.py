"""Coin flips (CR 705) and die rolls (706), compiled from Oracle text and played: "Flip a coin.
If you win the flip, ...", "Roll a six-sided die. You gain life equal to the result.", a d20
results table ("1—9 | ...", 706.3a). A result is pseudo-random but seeded by the game state, so
a game replays identically; each result is logged with its rule."""
from __future__ import annotations

from pyengine.game.players import run_script
from oracle_helpers import counters, fully_compiled, game, head, life

MOUNTAINS = "".join(f"  - {{id: m{i}, card: Mountain, controller: alice}}\n" for i in range(1, 6))


def _results(g, rule: str) -> list[str]:
    return [e.text for e in g.log if e.rule == rule]


def _fireball(turn: int = 1):
    return game(f"turn: {turn}\n" + head() + """
hand:
  - {id: fb, card: Farideh's Fireball, owner: alice}
battlefield:
""" + MOUNTAINS + """
  - {id: ogre, card: Hill Giant, controller: bob}
""", ["Farideh's Fireball"], ["alice: cast fb", "alice: target ogre", "alice: autopay", "alice: pass",
                             "bob: pass"])


def test_706_3a_fariedhs_fireball_follows_the_row_of_its_d20_result():
    """706.1a, 706.2, 706.3a: "Roll a d20." then "1—9 | ... deals 2 damage to each player." and
    "10—20 | ... deals 2 damage to each opponent." -- the result (1 to 20) is logged, and exactly
    the row containing it happens: alice loses 2 life only on 1-9, bob loses 2 either way."""
    assert fully_compiled("Farideh's Fireball")
    rows = set()
    for turn in range(1, 9):             # other game states: other results, both rows seen
        g = _fireball(turn)
        (text,) = _results(g, "706.2")
        n = int(text.rsplit(":", 1)[1])
        assert 1 <= n <= 20 and text.startswith("alice rolls a d20")
        assert g.obj("ogre").zone == "graveyard"
        assert life(g, "bob") == 18
        assert life(g, "alice") == (18 if n <= 9 else 20)
        rows.add(n <= 9)
    assert rows == {True, False}


def test_a_die_roll_is_reproducible_given_the_game_state():
    """An engine property, not a rule: the roll is seeded by the game state (so that a scenario
    can be replayed and checked), so the same game played the same way rolls the same result."""
    assert _results(_fireball(), "706.2") == _results(_fireball(), "706.2")


def test_706_2_vegetation_abomination_gains_life_equal_to_the_result():
    """706.2, 608.2h: "Roll a six-sided die. You gain life equal to the result." -- alice gains
    exactly the logged result, between 1 and 6."""
    assert fully_compiled("Vegetation Abomination")
    g = game(head() + """
battlefield:
  - {id: va, card: Vegetation Abomination, controller: alice, summoning_sick: false}
""", ["Vegetation Abomination"], ["alice: activate va 2", "alice: pass", "bob: pass"])
    (text,) = _results(g, "706.2")
    n = int(text.rsplit(":", 1)[1])
    assert 1 <= n <= 6 and life(g, "alice") == 20 + n


def test_705_2_stitch_in_time_takes_an_extra_turn_only_when_the_flip_is_won():
    """705.2: "Flip a coin. If you win the flip, take an extra turn after this one." -- the flip
    is logged as won or lost, and an extra turn is added exactly when it was won (500.7); the
    same game replays the same flip."""
    assert fully_compiled("Stitch in Time")
    board = head() + """
hand:
  - {id: st, card: Stitch in Time, owner: alice}
battlefield:
  - {id: i1, card: Island, controller: alice}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
"""
    script = ["alice: cast st", "alice: autopay", "alice: pass", "bob: pass"]
    g = game(board, ["Stitch in Time"], script)
    (text,) = _results(g, "705.2")
    won = "wins the flip" in text
    assert won or "loses the flip" in text
    assert g.s.extra_turns == (["alice"] if won else [])
    assert _results(game(board, ["Stitch in Time"], script), "705.2") == [text]


def test_705_2_toothy_and_zndrsplt_flips_until_a_flip_is_lost_and_counts_the_wins():
    """705.2: "At the beginning of combat on your turn, flip a coin until you lose a flip." with
    "Whenever you win a coin flip, put a +1/+1 counter on Toothy and Zndrsplt." -- one trigger and
    one counter per won flip; the last flip is lost."""
    assert fully_compiled("Toothy and Zndrsplt")
    for turn in range(1, 7):
        g = game(f"turn: {turn}\n" + head() + """
battlefield:
  - {id: tz, card: Toothy and Zndrsplt, controller: alice}
""", ["Toothy and Zndrsplt"])
        for _ in range(40):
            if g.s.step == "declare_attackers":
                break
            acts = [str(a) for a in g.legal_actions()]
            run_script(g, [f"{g.decision.player}: {'pass' if 'pass' in acts else acts[0]}"], "<test>")
        flips = _results(g, "705.2")
        assert flips and "loses the flip" in flips[-1] and all("wins the flip" in f for f in flips[:-1])
        assert counters(g, "tz") == len(flips) - 1


def test_705_2_tavern_scoundrel_makes_treasure_only_for_a_won_flip():
    """705.2: "Whenever you win a coin flip, create two Treasure tokens." -- the flip of its own
    "{1}, {T}, Sacrifice another permanent: Flip a coin." gives two Treasures if won, none if lost."""
    assert fully_compiled("Tavern Scoundrel")
    seen = set()
    for turn in range(1, 7):
        g = game(f"turn: {turn}\n" + head() + """
battlefield:
  - {id: ts, card: Tavern Scoundrel, controller: alice, summoning_sick: false}
  - {id: m1, card: Mountain, controller: alice}
  - {id: m2, card: Mountain, controller: alice}
""", ["Tavern Scoundrel"])
        act = next(str(a) for a in g.legal_actions() if a.kind == "activate" and a.args[0] == "ts")
        run_script(g, [f"alice: {act}"], "<test>")
        for _ in range(12):
            if not g.s.stack and not g.s.pending and g.decision.kind == "priority" and _results(g, "705.2"):
                break
            acts = [str(a) for a in g.legal_actions()]
            pick = next((a for a in acts if a in ("sacrifice m2", "mana m1", "pay", "pass")), acts[0])
            run_script(g, [f"{g.decision.player}: {pick}"], "<test>")
        (text,) = _results(g, "705.2")
        treasures = [o for o in g.s.objects.values() if o.zone == "battlefield" and o.token]
        assert len(treasures) == (2 if "wins the flip" in text else 0)
        seen.add("wins" in text)
    assert seen == {True, False}
