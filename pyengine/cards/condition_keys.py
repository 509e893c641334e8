"""The vocabulary of the game loop's conditions, in one list: the keys the condition evaluator
(pyengine.game.instructions.condition) reads, and those only the `if` instruction reads itself
(pyengine.game.instructions._if). The support judge (pyengine.cards.support) reports a condition
with another key as unsupported -- an ability whose condition the game couldn't evaluate is not
executable (603.4 intervening "if", 608.2c "if" of an instruction, 602.5b "Activate only if", 611.3a
"as long as" read by the game loop) -- and tests/test_oracle_fuzz24.py checks this list against
the evaluator's code."""
from __future__ import annotations

from typing import Any

# what a condition is about: the evaluator dispatches on one of these
CONDITION_HEADS = frozenset({
    "all", "any", "not",
    "attacked_power_ge", "attacked_this_turn", "attacked_with_this_turn", "attacks_with_greater_power",
    "before_attackers", "card_types", "cards_exiled_this_turn", "cast_self", "cast_this_turn",
    "casts_last_turn", "casts_this_turn", "clash", "class_level", "colored_mana_spent", "controls", "count",
    "dealt_damage_this_turn", "defending_most_life", "descended_this_turn", "devotion", "did",
    "died_this_turn", "discarded_this_way", "done_this_way", "draws_this_turn", "echo_due",
    "entered_this_turn", "escaped", "first_combat_phase", "event_was", "evoked", "evolves", "flip", "graveyard",
    "had_no_counters", "hand_ge", "hand_le", "kicked", "kicked_with", "left_this_turn", "life_ge",
    "life_gained_this_turn", "life_le", "life_lost_this_turn", "main_phase", "mana_spent", "mana_spent_total",
    "mana_values", "monarch", "monstrous", "more_cards_in_hand", "most_common_color",
    "no_opponent_more_life_than", "number", "offspring", "opponent_controls_more",
    "opponent_dealt_damage_this_turn", "opponent_graveyard_ge", "opponents_ge", "played_land_this_turn",
    "poison_ge", "powers", "renowned", "resolved_nth", "ring_bearer_chosen", "roll", "saddled", "self_is",
    "solved", "source_attached", "source_attacking", "source_blocking", "source_counters", "source_in_exile",
    "source_in_zone", "source_on_battlefield", "source_tapped", "squad", "suspended", "total_power",
    "votes_more", "warped_this_turn", "was_dealt_damage_this_turn", "your_turn",
})
# what qualifies a head: a count's range, whose, from where, compared with what
CONDITION_MODIFIERS = frozenset({"at_least", "at_most", "player", "from", "from_not", "during", "to",
                                 "than", "filter"})
# heads only the `if` instruction reads (608.2c: its target, an object as it last existed, 608.2h;
# a number of the spell, 107.3a; a die roll's result, 706.3a; mana spent on a spell, 601.2h)
IF_INSTRUCTION_HEADS = frozenset({"target_is_other", "it_is", "it_was", "sacrificed_was", "number", "roll",
                                  "mana_spent_total", "colored_mana_spent"})
# where an ability's data holds a condition the game loop evaluates: an instruction's or a
# trigger's "if", "Activate only if", a trigger's own condition, a modal "more" condition, the
# "while" of a trigger's event (a mapping with `event`; an instruction's "while" is a duration,
# a combat rule's a static ability's condition) and a state trigger's state (603.8)
CONDITION_PLACES = ("if", "activate_if", "trigger_if", "more_if", "while", "state")


def unknown_condition_keys(c: Any, instruction: bool = False) -> list[str]:
    """The keys of condition `c` (and of the conditions it combines) the game loop doesn't read;
    `instruction`: `c` is the condition of an `if` instruction (which also reads
    IF_INSTRUCTION_HEADS, at its top only: the parts of an "all"/"any" list or a "not" are read by
    the evaluator). A condition needs one head. Not a mapping: reported as such."""
    if not isinstance(c, dict) or not c:
        return [repr(c)]
    heads = CONDITION_HEADS | (IF_INSTRUCTION_HEADS if instruction else frozenset())
    out = [k for k in c if k not in heads and k not in CONDITION_MODIFIERS]
    if not any(k in heads for k in c):
        out.append(f"(no condition in {sorted(c)})")
    if "number" in c and not instruction and c["number"] != "x":
        out.append("number")         # outside an `if` instruction only the X of the ability (603.4)
    for k in ("all", "any"):
        if k in c:
            parts = c[k] if isinstance(c[k], list) else [c[k]]
            out += [x for p in parts for x in unknown_condition_keys(p)]
    if "not" in c:
        out += unknown_condition_keys(c["not"])
    return out
