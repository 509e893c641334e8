"""Relations inside filters: "destroy target nonland permanent and all other permanents with the
same name as that permanent" (201.2a), "... and each other creature that shares a color with it"
(105.2), "... each other nonland permanent with the same mana value as that permanent" (202.3).

The card model keeps such a leaf as written (`{shares: {name: target}}`: the class of values and
the reference to the object it relates to). The object is known only as the instruction is
followed (608.2c: the object the text refers to; 608.2h: as it last existed if it left its zone),
so the game loop fills the leaf in with that object's values (`{shares: {name: {values: [...]}}}`)
just before the filter is evaluated; asp_rules/filters.lp then selects the objects with a value in
common (fleaf(F,shares(C)), fshared/2). A filter still holding a reference is never evaluated
(pyengine.filters.encode refuses it)."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable

from pyengine.cards.card_names import names_of
from pyengine.cards.parse import subtype_lists

if TYPE_CHECKING:
    from pyengine.layers.characteristics import Characteristics

CLASSES = ("name", "color", "card_type", "creature_type", "mana_value")


def _relation(x: Any) -> bool:
    return isinstance(x, dict) and len(x) == 1 and next(iter(x)) in CLASSES and not (
        isinstance(next(iter(x.values())), dict) and set(next(iter(x.values()))) == {"values"})


def has_relations(spec: Any) -> bool:
    """Whether a filter relates objects to one a reference names (still to be filled in)."""
    if isinstance(spec, dict):
        if "shares" in spec and _relation(spec["shares"]):
            return True
        return any(has_relations(v) for v in spec.values())
    if isinstance(spec, (list, tuple)):
        return any(has_relations(v) for v in spec)
    return False


def filled(spec: Any, chars_of: Callable[[Any], "Characteristics | None"]) -> Any:
    """The filter with each relation's reference replaced by the values of the object it names
    (`chars_of(reference)`: its characteristics now, or as it last existed; None when it names
    nothing -- then no object has a value in common with it)."""
    if isinstance(spec, dict):
        if "shares" in spec and _relation(spec["shares"]):
            (cls, ref), = spec["shares"].items()
            return {"shares": {cls: {"values": values(cls, chars_of(ref))}}}
        return {k: filled(v, chars_of) for k, v in spec.items()}
    if isinstance(spec, list):
        return [filled(v, chars_of) for v in spec]
    if isinstance(spec, tuple):
        return tuple(filled(v, chars_of) for v in spec)
    return spec


def values(cls: str, ch: "Characteristics | None") -> list:
    """The object's values of a class: 201.2a its name (an object with no name, such as a face-down
    permanent (708.2), has none in common with any object), 105.2 its colors, 205.2a its card
    types, 205.3m its creature types (702.73a: an object with every creature type has each), 202.3
    its mana value."""
    if ch is None:
        return []
    if cls == "name":                       # 612.7: with the set of names it may have
        return names_of(ch)
    if cls == "color":
        return sorted(ch.colors)
    if cls == "card_type":
        return sorted(ch.types)
    if cls == "mana_value":
        return [int(ch.mana_value or 0)]
    creature = _creature_types()
    if ch.every_creature_type:
        return sorted(creature)
    return sorted(s for s in ch.subtypes if s in creature)


@lru_cache(maxsize=1)
def _creature_types() -> frozenset:
    return frozenset(subtype_lists()["creature"])
