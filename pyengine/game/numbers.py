"""Numbers inside filters: "destroy target creature with mana value X" (107.3a: the X announced
as the spell was cast, 601.2b, before its targets are chosen, 601.2c), "destroy each nonland
permanent with mana value equal to the number of charge counters on this artifact", "return
target creature card with mana value less than or equal to this creature's power" (608.2h: the
number is determined as the instruction is followed; for a target, each time its legality is
checked -- as it is chosen, 601.2c, and as the spell or ability resolves, 608.2b).

The card model keeps such a comparand as written (`{mana_value: {le: x}}`, `{mana_value: {eq:
{counters_on: self, kind: charge}}}`); the game loop fills it in with the number it computes
(pyengine.game.instructions.number) just before the filter is evaluated. A filter still holding
one is never compared (pyengine.filters.encode refuses it)."""
from __future__ import annotations

from typing import Any, Callable

_COMPARISONS = frozenset({"eq", "ne", "lt", "le", "gt", "ge", "lte", "gte"})


def _expression(v: Any) -> bool:
    return (isinstance(v, str) and v.strip().lower() == "x") or (isinstance(v, dict) and bool(v))


def _comparison(x: Any) -> bool:
    return isinstance(x, dict) and len(x) == 1 and next(iter(x)) in _COMPARISONS and _expression(next(iter(x.values())))


def has_expressions(spec: Any) -> bool:
    """Whether a filter compares a characteristic with a number still to be computed."""
    if _comparison(spec):
        return True
    if isinstance(spec, dict):
        return any(has_expressions(v) for v in spec.values())
    if isinstance(spec, (list, tuple)):
        return any(has_expressions(v) for v in spec)
    return False


def filled(spec: Any, value: Callable[[Any], int]) -> Any:
    """The filter with each comparand that is a number expression replaced by `value(expression)`
    (computed now, 608.2h)."""
    if _comparison(spec):
        (k, v), = spec.items()
        return {k: int(value(v))}
    if isinstance(spec, dict):
        return {k: filled(v, value) for k, v in spec.items()}
    if isinstance(spec, list):
        return [filled(v, value) for v in spec]
    if isinstance(spec, tuple):
        return tuple(filled(v, value) for v in spec)
    return spec


def per_player(e: Any) -> bool:
    """Whether a number counts what each player of its instruction controls, one player at a time
    ("Each player loses 1 life for each creature they control": `{controlled_by: this_player}`,
    608.2h -- the game loop computes it for each player, pyengine.game.instructions.for_player)."""
    if isinstance(e, dict):
        return e.get("controlled_by") == "this_player" or any(per_player(v) for v in e.values())
    if isinstance(e, list):
        return any(per_player(v) for v in e)
    return False
