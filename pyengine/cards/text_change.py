"""An object's rules text after text-changing effects (CR 612, layer 3 of 613.1c).

The layer system computes, for each object, how its changeable words read after layer 3
(`Characteristics.text_changes`: pairs (printed word, word it now reads), 612.2). Every feature
that reads what an ability *says* -- triggered and activated abilities (their trigger filters,
targets, instructions, tokens), replacement effects, the effects of static abilities -- reads the
ability through `changed_ability`, so a text change reaches all the words of the rules text in one
place (612.2), not feature by feature.

612.2: only words used as a color word or as a subtype change, never a card name (`named`/`name`
values and ability identities are left alone). 612.2a: a token's subtypes that are also its name
change with them. 612.3: abilities an object gains from effects are not its text: callers apply
this only to the object's own (printed or copied) abilities."""
from __future__ import annotations

import dataclasses
import re
from typing import Any, Callable

from pyengine.cards.parse import Place
from pyengine.model import COLORS, Ability, CardDef, Filter

BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
Mapping = tuple[tuple[str, str], ...]

# keys whose values are names (612.2: a text change can't change a card name)
_NAME_KEYS = frozenset({"named", "name_is", "card_name", "text", "unsupported", "key"})
_NAME_FILTERS = frozenset({"name", "named", "object", "granter"})


def _word(s: str, m: dict[str, str]) -> str:
    if s in m:
        return m[s]
    low = s.lower()
    if low.startswith("non") and low[3:] in m and low[3:] in COLORS:       # "nonblack" (612.2 example)
        return "non" + m[low[3:]]
    for a, b in m.items():
        if low == a.lower() + "walk":                                       # "swampwalk" -> "islandwalk"
            return b.lower() + "walk"
        if low == "protection from " + a.lower() and a in COLORS:
            return "protection from " + b
    return s


def _rewrite(x: Any, m: dict[str, str]) -> Any:
    if isinstance(x, str):
        return _word(x, m)
    if isinstance(x, list):
        return [_rewrite(v, m) for v in x]
    if isinstance(x, tuple):
        return tuple(_rewrite(v, m) for v in x)
    if isinstance(x, dict):
        return {k: (v if k in _NAME_KEYS else _rewrite(v, m)) for k, v in x.items()}
    if isinstance(x, Filter):
        if x.kind in _NAME_FILTERS:
            return x
        return Filter(x.kind, _rewrite(x.args, m), tuple(_rewrite(c, m) for c in x.children))
    if dataclasses.is_dataclass(x) and not isinstance(x, (type, Place)):
        ch = {f.name: _rewrite(getattr(x, f.name), m) for f in dataclasses.fields(x)
              if f.name not in ("text", "kind", "layer")}
        return dataclasses.replace(x, **ch)
    return x                          # numbers, places in card data, None


def changed_text(text: str, mapping: Mapping) -> str:
    """The ability's text as it now reads (for display): each changed word replaced where it
    is used as a word (612.2; a card name is left alone only as far as a word test can tell)."""
    for a, b in mapping:
        text = re.sub(rf"\b{re.escape(a)}(?=s?\b|walk)", b, text)
        text = re.sub(rf"\b{re.escape(a.lower())}(?=s?\b|walk)", b.lower(), text)
    return text


_ABILITY_CACHE: dict[tuple[int, Mapping], tuple[Ability, Ability]] = {}
_CARD_CACHE: dict[tuple[int, Mapping], tuple[CardDef, CardDef]] = {}


def changed_ability(ab: Ability, mapping: Mapping) -> Ability:
    """The ability with its words changed (612.2); its identity (args) is kept. Cached per
    ability object (abilities are immutable)."""
    if not mapping:
        return ab
    return _cached(_ABILITY_CACHE, 4096, ab, mapping, lambda: _changed_ability(ab, mapping))


def _cached(cache: dict, limit: int, obj: Any, mapping: Mapping, make: Callable[[], Any]) -> Any:
    """The changed version of an immutable object, memoised by its identity and the mapping (the
    object is kept in the entry, so a recycled id can't hit)."""
    hit = cache.get((id(obj), mapping))
    if hit is not None and hit[0] is obj:
        return hit[1]
    if len(cache) > limit:
        cache.clear()
    out = make()
    cache[(id(obj), mapping)] = (obj, out)
    return out


def _changed_ability(ab: Ability, mapping: Mapping) -> Ability:
    m = dict(mapping)
    parts = {k: _rewrite(v, m) for k, v in ab.parts.items()}
    if "spec" in parts and isinstance(parts["spec"], dict) and "text" in ab.spec:
        parts["spec"] = {**parts["spec"], "text": changed_text(str(ab.spec["text"]), mapping)}
    return dataclasses.replace(ab, parts=parts, effect=_rewrite(ab.effect, m) if ab.effect is not None else None,
                               text=changed_text(ab.text, mapping))


def changed_spec(spec: dict, mapping: Mapping) -> dict:
    """A spell's instructions and target requirements (a stack item's spec) with its words changed
    (612.2): what a spell whose text was changed on the stack does as it resolves (608.2b, 608.2c)."""
    if not mapping:
        return spec
    out = _rewrite(spec, dict(mapping))
    if isinstance(spec.get("text"), str):
        out["text"] = changed_text(spec["text"], mapping)
    return out


def changed_card(card: CardDef, mapping: Mapping) -> CardDef:
    """The card with the words of its abilities changed (612.2)."""
    if not mapping:
        return card
    return _cached(_CARD_CACHE, 1024, card, mapping, lambda: dataclasses.replace(
        card, abilities=tuple(changed_ability(a, mapping) for a in card.abilities)))


def words_in(card: CardDef) -> set[str]:
    """The words of a card's abilities a text change can change (612.2): color words and the
    subtypes its filters, operations and instructions name."""
    out: set[str] = set()

    def walk(x: Any, sub: bool = False) -> None:
        if isinstance(x, str):
            low = x.lower()
            if low in COLORS:
                out.add(low)
            elif low.startswith("non") and low[3:] in COLORS:
                out.add(low[3:])
            elif sub or x in BASIC_LAND_TYPES:
                out.add(x)
        elif isinstance(x, (list, tuple)):
            for v in x:
                walk(v, sub)
        elif isinstance(x, dict):
            for k, v in x.items():
                if k not in _NAME_KEYS:
                    walk(v, sub or k in ("subtype", "subtypes", "creature_types"))
        elif isinstance(x, Filter):
            if x.kind not in _NAME_FILTERS:
                walk(x.args, x.kind == "subtype")
                walk(x.children)
        elif dataclasses.is_dataclass(x) and not isinstance(x, (type, Place)):
            for f in dataclasses.fields(x):
                if f.name not in ("text", "kind", "layer"):
                    walk(getattr(x, f.name), sub)
    for ab in card.abilities:
        walk(ab.parts)
        if ab.effect is not None:
            walk(ab.effect)
    return out
