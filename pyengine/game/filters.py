"""Filter matching for the game loop: does an object (its characteristics after the layer
system) satisfy a Filter (the same filter language as pyengine.cards.parse_filter), seen from a
source object and its controller ("you", "other", "self")."""
from __future__ import annotations

from pyengine.layers.characteristics import Characteristics
from pyengine.model import Filter, GameObject

_CMP = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "lt": lambda a, b: a < b,
        "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b}


def matches(f: Filter | None, ch: Characteristics, obj: GameObject | None, source: str | None,
            you: str | None) -> bool:
    if f is None:
        return True
    k = f.kind
    if k == "all":
        return all(matches(c, ch, obj, source, you) for c in f.children)
    if k == "any":
        return any(matches(c, ch, obj, source, you) for c in f.children)
    if k == "not":
        return not matches(f.children[0], ch, obj, source, you)
    if k == "type":
        return f.args[0] in ch.types
    if k == "subtype":
        return f.args[0] in ch.subtypes or (ch.every_creature_type and "creature" in ch.types)
    if k == "supertype":
        return f.args[0] in ch.supertypes
    if k == "color":
        return f.args[0] in ch.colors
    if k == "colorless":
        return not ch.colors
    if k == "multicolored":
        return len(ch.colors) > 1
    if k == "controller":
        w = f.args[0]
        return (ch.controller == you) if w == "you" else (ch.controller != you)
    if k == "owner":
        w = f.args[0]
        return (ch.owner == you) if w == "you" else (ch.owner != you)
    if k == "controller_is":
        return ch.controller == f.args[0]
    if k == "owner_is":
        return ch.owner == f.args[0]
    if k == "other":
        return ch.id != source
    if k == "self":
        return ch.id == source
    if k == "zone":
        return ch.zone == f.args[0]
    if k == "token":
        return bool(obj and obj.token)
    if k == "nontoken":
        return not (obj and obj.token)
    if k == "face_down":
        return bool(obj and obj.face_down)
    if k == "name":
        return ch.name == f.args[0]
    if k in ("power", "toughness", "mana_value"):
        v = getattr(ch, k)
        return v is not None and _CMP[f.args[0]](v, f.args[1])
    if k == "has":
        return f.args[0] in ch.ability_terms
    if k == "object":
        return ch.id == f.args[0]
    if k == "permanent":
        return ch.zone == "battlefield"
    if k == "card":
        return not (obj and obj.token)
    if k in ("enchanted", "attached", "equipped"):
        return False
    raise ValueError(f"filter {k!r} is not supported by the game loop")
