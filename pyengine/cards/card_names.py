"""Names an object has (CR 201.2) when an effect gives it a set of names too large to list.

612.7: "has all names of nonlegendary creature cards in addition to its name" (a text-changing
effect, layer 3, 613.1c): the object has the name of each nonlegendary creature card in the Oracle
card reference (108.1). The layer system gives it one name value standing for that set
(`Characteristics.every_nonlegendary_creature_name`; asp_rules: the name value `all_nlc_names`),
and every name comparison understands it: a name is in the set when the card database holds a
card (or face) of that name whose type line is a nonlegendary creature (`is_nonlegendary_creature_name`,
asp_rules: nlcname/1). 201.2a: two objects have the same name if they have at least one name in
common -- two objects that both have the set do (it is not empty)."""
from __future__ import annotations

from functools import lru_cache
from typing import Protocol

from pyengine.cards.database import normalize, oracle_db

# the value standing for the set among an object's names (relation values, filters)
ALL_NLC_NAMES = "*all names of nonlegendary creature cards*"
ASP_ALL_NLC_NAMES = "all_nlc_names"


class _Named(Protocol):
    name: str | None
    every_nonlegendary_creature_name: bool


@lru_cache(maxsize=8192)
def is_nonlegendary_creature_name(name: str) -> bool:
    """612.7, 108.1: whether `name` is the name of a nonlegendary creature card (or card face) of
    the Oracle card reference."""
    if not name or name == ALL_NLC_NAMES:
        return False
    c = oracle_db().get(name)
    if c is None or normalize(name) not in {normalize(f) for f in c.faces} | {normalize(c.name)}:
        return False
    d = c.data
    return "Creature" in (d.get("types") or ()) and "Legendary" not in (d.get("supertypes") or ())


def names_of(ch: _Named) -> list[str]:
    """The object's names as values (201.2): its name, and the set value (612.7)."""
    out = [ch.name] if ch.name else []
    if getattr(ch, "every_nonlegendary_creature_name", False):
        out.append(ALL_NLC_NAMES)
    return out


def has_name(ch: _Named, name: str) -> bool:
    """201.2, 612.7: whether the object has the name (a card name, or the set value)."""
    if name == ch.name and name:
        return True
    if not getattr(ch, "every_nonlegendary_creature_name", False):
        return False
    return name == ALL_NLC_NAMES or is_nonlegendary_creature_name(name)


def same_name(a: _Named, b: _Named) -> bool:
    """201.2a: at least one name in common (an object with no name has none in common)."""
    return any(has_name(b, n) for n in names_of(a))
