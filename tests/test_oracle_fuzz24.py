"""Failures found by random self-play with compiled Oracle cards (`mtgrules selfplay --pool oracle`,
pyengine.game.selfplay), each reduced to a small scenario on the cards involved. Each test plays
real cards compiled from their Oracle text; the expected answer comes from the CR rule cited in
its docstring."""
from __future__ import annotations

from oracle_helpers import fully_compiled, head, permanents, play


def test_113_6_a_conditional_static_ability_in_a_library_is_no_dependency():
    """113.6, 614.12: Tiger-Dillo's "can't attack or block unless you control another creature
    with power 4 or greater" functions only on the battlefield. With it in alice's library, alice
    plays Azorius Guildgate (its "enters tapped" replacement makes the engine look at the land as
    it would enter, every object in view): the land enters tapped (614.1c) and Glorious Anthem
    still gives the Bears +1/+1 (613.4c) -- the engine refused the board as a 613.8a dependency
    between the anthem and the library card's condition."""
    assert fully_compiled("Tiger-Dillo") and fully_compiled("Glorious Anthem") and fully_compiled("Azorius Guildgate")
    g = play(head(alice=["Tiger-Dillo", "Plains"]) + "battlefield:\n" + permanents("Glorious Anthem", ["ga"])
             + permanents("Grizzly Bears", ["gb"]) + "hand:\n  - {id: gg, card: Azorius Guildgate, owner: alice}\n",
             ["Tiger-Dillo", "Glorious Anthem", "Azorius Guildgate"], ["alice: play gg"])
    assert g.obj("gg").zone == "battlefield" and g.obj("gg").tapped
    assert (g.ch("gb").power, g.ch("gb").toughness) == (3, 3)


# ------------------------------------------------------------------ the conditions' vocabulary
def _source(fn) -> str:
    import inspect
    return inspect.getsource(fn)


def test_603_4_the_condition_vocabulary_is_the_evaluators():
    """603.4, 608.2c: an intervening "if" or an instruction's "if" is evaluated by the game loop
    (pyengine.game.instructions.condition and the `if` instruction); the one list of its keys
    (pyengine.cards.condition_keys) names every key the evaluator reads and nothing else."""
    import re

    from pyengine.cards.condition_keys import CONDITION_HEADS, CONDITION_MODIFIERS, IF_INSTRUCTION_HEADS
    from pyengine.game import instructions
    src = _source(instructions.condition) + _source(instructions._in_range) + _source(instructions._spent_condition)
    read = set(re.findall(r'"([a-z_]+)" in c\b', src)) | set(re.findall(r'c\.get\("([a-z_]+)"', src)) \
        | set(re.findall(r'\bc\["([a-z_]+)"\]', src))
    for group in re.findall(r'for [a-z]+ in \(((?:"[a-z_]+",?\s*)+)\)', src):
        read |= set(re.findall(r'"([a-z_]+)"', group))
    assert read <= CONDITION_HEADS | CONDITION_MODIFIERS, sorted(read - CONDITION_HEADS - CONDITION_MODIFIERS)
    assert CONDITION_HEADS <= read, sorted(CONDITION_HEADS - read)
    if_src = _source(instructions._if)
    assert all(f'"{k}" in c' in if_src for k in IF_INSTRUCTION_HEADS)


def _judged(trigger_if: dict | None = None, instruction_if: dict | None = None) -> list[str]:
    from pyengine.cards.card import parse_card
    from pyengine.cards.parse import Place
    from pyengine.cards.support import card_support
    body: dict = {"when": {"event": "enters"}, "effect": [{"draw": 1}]}
    if trigger_if is not None:
        body["if"] = trigger_if
    if instruction_if is not None:
        body["effect"] = [{"if": instruction_if, "then": [{"draw": 1}]}]
    card = parse_card({"name": "Probe Bear", "types": ["creature"], "subtypes": ["Bear"], "mana_cost": "{1}{G}",
                       "power": 2, "toughness": 2, "abilities": [{"triggered": body, "text": "probe"}]},
                      Place("<test>", "Probe Bear"))
    return [u for s in card_support(card) for u in s.unsupported]


def test_603_4_a_condition_the_game_cant_evaluate_is_unsupported():
    """603.4: the game checks an intervening "if" as the ability triggers and resolves; a key the
    evaluator doesn't read (or a head only the `if` instruction reads, 608.2c) makes the ability
    unsupported, never executable with a condition that would fail at run time."""
    assert _judged({"controls": "artifact"}) == []
    assert _judged(instruction_if={"it_is": "target", "filter": "creature"}) == []
    assert any("can't evaluate" in u and "bogus_turns" in u for u in _judged({"bogus_turns": 2}))
    assert any("it_is" in u for u in _judged({"it_is": "target", "filter": "creature"}))
    assert any("bogus" in u for u in _judged(instruction_if={"all": [{"controls": "artifact"}, {"bogus": 1}]}))


def _conditions(x, out: list, instruction: bool = False) -> list:
    """(condition, read by the `if` instruction) for each condition in an ability's data."""
    from pyengine.cards.condition_keys import CONDITION_PLACES
    if isinstance(x, dict):
        for k, v in x.items():
            if k in CONDITION_PLACES and v is not None and (k != "while" or "event" in x):
                out.append((v, k == "if" and ("then" in x or "else" in x)))
            else:
                _conditions(v, out)
    elif isinstance(x, (list, tuple)):
        for v in x:
            _conditions(v, out)
    return out


def test_603_4_every_fully_compiled_cards_conditions_are_evaluated():
    """603.4, 608.2c, 602.5b: every condition of every fully compiled Oracle card uses the game
    loop's vocabulary, and the evaluator reads each one in a game (a source on the battlefield,
    its controller alice) without an "unknown condition" error -- no card judged executable
    fails at run time on its condition."""
    import json

    from pyengine.cards.compiled import compile_oracle_card, oracle_cards
    from pyengine.cards.condition_keys import unknown_condition_keys
    from pyengine.cards.coverage import judge
    from pyengine.errors import ScenarioError
    from pyengine.game.instructions import condition
    shapes: dict[str, tuple[object, str]] = {}
    bad = []
    for oc in oracle_cards():
        card = compile_oracle_card(oc)
        if not judge(card).full:
            continue
        for f in [card] + ([card.back] if card.back is not None else []) + list(card.faces):
            for ab in f.abilities:
                for c, instr in _conditions({k: v for k, v in ab.parts.items() if k != "targets"}, []):
                    if unknown_condition_keys(c, instr):
                        bad.append((card.name, c))
                    elif not instr:
                        shapes.setdefault(json.dumps(c, sort_keys=True, default=str), (c, card.name))
    assert bad == []
    assert len(shapes) > 100
    g = play(head() + "battlefield:\n" + permanents("Grizzly Bears", ["src"]), [], [])
    for c, name in shapes.values():
        try:
            condition(g, c, "src", "alice", {})
        except ScenarioError as e:
            assert "unknown condition" not in str(e), (name, c)
        except (KeyError, IndexError, TypeError, ValueError, AttributeError):
            pass            # needs what its event or spell gives (a target, the event's object)


def test_615_7_battlefield_medic_shield_counts_the_clerics_as_it_resolves():
    """615.7, 608.2h: Battlefield Medic's "{T}: Prevent the next X damage that would be dealt to
    target creature this turn, where X is the number of Clerics on the battlefield" -- with two
    Medics (Human Clerics) X is 2: Lightning Bolt's 3 damage to the Bears becomes 1, and the 2/2
    Bears survive (the game stopped on a shield of an amount not yet computed)."""
    assert fully_compiled("Battlefield Medic")
    g = play(head() + "battlefield:\n" + permanents("Battlefield Medic", ["bm1", "bm2"])
             + permanents("Mountain", ["m"]) + permanents("Grizzly Bears", ["gb"])
             + "hand:\n  - {id: lb, card: Lightning Bolt, owner: alice}\n",
             ["Battlefield Medic", "Lightning Bolt"],
             ["alice: activate bm1 1 target=gb", "alice: pass", "bob: pass",
              "alice: cast lb target=gb", "alice: pass", "bob: pass"])
    assert g.obj("gb").zone == "battlefield" and g.obj("gb").damage == 1


def test_102_3_seedtime_reads_what_each_opponent_cast():
    """102.3, 608.2c: Seedtime's "Take an extra turn after this one if an opponent cast a blue
    spell this turn" reads the spells each opponent cast: bob cast none, so Seedtime resolves and
    gives no extra turn (the game stopped: "opponent" was no player reference it knew)."""
    assert fully_compiled("Seedtime")
    g = play(head() + "battlefield:\n" + permanents("Forest", ["f1", "f2"])
             + "hand:\n  - {id: st, card: Seedtime, owner: alice}\n",
             ["Seedtime"], ["alice: cast st", "alice: pass", "bob: pass"])
    assert g.obj("st").zone == "graveyard" and not g.s.extra_turns
