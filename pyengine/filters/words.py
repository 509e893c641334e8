"""Where each word of the filter language means something.

The filter language is one (pyengine.cards.parse.parse_filter reads every word) and its one
evaluator is asp_rules/filters.lp. A feature hands filters.lp the objects it knows about, so a
word whose test needs something the feature has no notion of -- players where only objects are
selected, abilities on the stack outside a target, the targets a stack object was given -- could
never be true there. Such a word is refused with an error naming the feature and the reason,
never silently false. Every other word works in every feature.
"""
from __future__ import annotations

from pyengine.errors import ScenarioError
from pyengine.model import Filter

# feature -> how an error names it
FEATURES: dict[str, str] = {
    "layers": "the layer system",
    "targets": "a target requirement",
    "replacement": "a replacement or prevention effect",
    "combat": "a combat rule",
    "game": "the game loop",
}
# feature -> what its filters select
SELECTS: dict[str, str] = {
    "layers": "objects (an effect's affected set, a counted set; an effect on players is 613.10)",
    "targets": "objects, players and abilities on the stack",
    "replacement": "objects (the affected object, the event's source; a player is named by "
                   "`affected: {player: ...}`)",
    "combat": "creatures on the battlefield",
    "game": "objects (a trigger's object, a count, a cost, an instruction, an enchant restriction)",
}

# what a leaf needs from the feature -> (features that have it, why the others have not)
_NEEDS: dict[str, tuple[frozenset, str]] = {
    "players": (frozenset({"targets"}), "it names players (102), and {feature} selects {selects}"),
    "stack_abilities": (frozenset({"targets"}),
                        "it names abilities on the stack (113.1), which only a target names "
                        "(115.1b-d), and {feature} selects {selects}"),
    "target_counts": (frozenset({"targets"}),
                      "it counts the targets chosen for a stack object (115.9a), which only a "
                      "target requirement knows"),
    "stack_targets": (frozenset({"targets"}),
                      "it names what a spell or ability on the stack targets (115.9b), which only a "
                      "target requirement knows"),
    "stack_objects": (frozenset({"layers", "targets", "replacement", "game"}),
                      "it names spells on the stack (112.1), and {feature} selects {selects}"),
    "status": (frozenset({"layers", "targets", "game"}),
               "it names a permanent's status (110.5: tapped; 506.4: attacking, blocking), which "
               "only the layer system, the game loop and the target program are given, and {feature} "
               "selects {selects}"),
    "counters": (frozenset({"layers", "targets", "game"}),
                 "it names the counters on an object (122.1), which only the layer system, the "
                 "game loop and the target program are given, and {feature} selects {selects}"),
    "turn_history": (frozenset({"targets", "game"}),
                     "it names what happened to an object this turn (damage dealt, entering, attacking), which only "
                     "the game loop and the target program are given, and {feature} selects {selects}"),
    "modified": (frozenset({"targets", "game"}),
                 "it names a modified permanent (700.9: counters, an Equipment or its controller's Aura "
                 "attached), which only the game loop and the target program decide, and {feature} selects {selects}"),
    "attachments": (frozenset({"layers"}),
                    "it names the Auras and Equipment attached to an object (301.5c, 303.4), which "
                    "only the layer system is given, and {feature} selects {selects}"),
    "linked_exile": (frozenset({"layers"}),
                     "it names the cards an ability of the source exiled (607.2a, 406.6), which only "
                     "the layer system is given, and {feature} selects {selects}"),
    "library_top": (frozenset({"layers"}),
                    "it names the top card of a library (401.1), which only the layer system is "
                    "given, and {feature} selects {selects}"),
    "graveyard_top": (frozenset({"layers"}),
                      "it names the top card of a graveyard (404.1), which only the layer system is "
                      "given, and {feature} selects {selects}"),
    "source_name": (frozenset({"layers"}),
                    "it compares an object's names with the source's as the layer system has them "
                    "(201.2a), and {feature} selects {selects}"),
    "whole_requirement": (frozenset(),
                          "'any target' is a whole target requirement (115.4), not a word to "
                          "combine with others; write `filter: any target` alone"),
}

# leaf kind -> what it needs (leaves not listed need only objects with characteristics, which
# every feature has)
LEAF_NEEDS: dict[str, str] = {
    "player": "players", "opponent": "players", "you": "players",
    "ability": "stack_abilities", "activated_ability": "stack_abilities",
    "triggered_ability": "stack_abilities",
    "single_target": "target_counts",
    "targets_player": "stack_targets", "targets_self": "stack_targets", "targets_object": "stack_targets",
    "spell": "stack_objects",
    "any_target": "whole_requirement",
    "tapped": "status", "attacking": "status", "blocking": "status",
    "blocking_source": "status", "blocked_by_source": "status",
    "attached_to_self": "attachments", "exiled_with_self": "linked_exile",
    "library_top": "library_top", "graveyard_top": "graveyard_top", "same_name_as_self": "source_name",
    "counters": "counters",
    "was_dealt_damage": "turn_history", "dealt_damage": "turn_history", "entered_this_turn": "turn_history",
    "attacked_this_turn": "turn_history", "dealt_damage_to_you": "turn_history", "modified": "modified",
}

# the words a user writes for a leaf kind (for the error message)
_WORD = {"single_target": "with_a_single_target", "any_target": "any target"}


def refusal(kind: str, feature: str) -> str | None:
    """Why leaf `kind` has no meaning in `feature`, or None when it has one."""
    need = LEAF_NEEDS.get(kind)
    if need is None:
        return None
    where, why = _NEEDS[need]
    if feature in where:
        return None
    return why.format(feature=FEATURES[feature], selects=SELECTS[feature])


def check(flt: Filter, feature: str) -> None:
    """Raise a ScenarioError when a word of the filter has no meaning in the feature."""
    if feature not in FEATURES:
        raise ValueError(f"unknown feature {feature!r}")
    stack = [flt]
    while stack:
        f = stack.pop()
        stack.extend(f.children)
        why = refusal(f.kind, feature)
        if why is not None:
            word = _WORD.get(f.kind, f.kind)
            raise ScenarioError(f"the filter word {word!r} has no meaning in {FEATURES[feature]}: {why}",
                                expected="a filter over objects: types, colors, controller, zone, ... "
                                         "(docs/cards.md, 'Filters')")


def in_context(err: ScenarioError, where: str) -> ScenarioError:
    """The same error, saying which ability or effect the filter belongs to."""
    out = ScenarioError(f"{where}: {err.message}", file=err.file, place=err.place, line=err.line,
                        expected=err.expected)
    return out
