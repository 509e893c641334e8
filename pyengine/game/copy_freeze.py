"""Copy effects in the game loop (CR 707): the copiable values of an object, locked in when a copy
effect begins.

707.2b: "Once an object has been copied, changing the copiable values of the original object
won't cause the copy to change." A copy effect of the game (a permanent entering as a copy,
707.5; "becomes a copy", 707.4; a token that's a copy, 111.4) therefore doesn't copy the
original object live: when the effect begins, the layer system (asp_rules/layers.lp, cval/3)
gives the original's copiable values -- its values after layers 1a and 1b: printed, as modified
by the copy effects on it and its face-down status (707.2, 707.3) -- and they are kept as an
object of their own, outside every zone (`frozen`): the copy effect copies that. A copy of a copy
copies what the copy effect on it copies (707.3); the exceptions of the copy effect (707.9) are
applied by the layer system on top of the frozen values, as they are for a live copy.
"""
from __future__ import annotations

from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING

from pyengine.cards.abilities import key_of_parsed, key_of_term, term_of
from pyengine.cards.card import granted_ability
from pyengine.layers import run_layers
from pyengine.layers.facts import face_down_abilities
from pyengine.model import Ability, CardDef, EffectDef, GameObject, Op

if TYPE_CHECKING:
    from pyengine.game.loop import Game

# the "zone" of a frozen set of copiable values: none of the game's zones (400.1), so nothing
# there is counted by a filter and no ability of it functions (113.6); only a copy effect reads it
FROZEN_ZONE = "copiable"

# (the layer system's fingerprint of the game, the object) -> its copiable values as a card
_FROZEN_CACHE: dict = {}
_CACHE_MAX = 256


def frozen(g: "Game", oid: str) -> str:
    """707.2b, 707.2c: the id of the copiable values of `oid` as they are now, kept for a copy
    effect beginning now (an object of g.s.copy_sources in no zone). A face-down original: its
    face-down values (707.2, 708.2), kept face down even if it's turned face up later."""
    src = g.s.objects.get(oid) or g.s.copy_sources.get(oid)
    if src is None or src.zone == FROZEN_ZONE:
        return oid
    fid = f"{oid}~{g.s.next_ts}"
    if fid not in g.s.copy_sources:
        if src.face_down:
            card, fd = _copiable_values(g, oid, frozenset()), True
        else:
            card, fd = copiable_now(g, oid), False
        g.s.copy_sources[fid] = GameObject(id=fid, card=card, zone=FROZEN_ZONE, owner=src.owner,
                                           controller=src.controller, timestamp=src.timestamp,
                                           face_down=fd, face_down_as=src.face_down_as if fd else None)
    return fid


def copiable_now(g: "Game", oid: str) -> CardDef:
    """707.2: the copiable values of `oid` now, as the layer system gives them (cval/3), as a card;
    what isn't a value of the layer system (mana cost symbols, loyalty, the abilities' definitions)
    from the card those values come from (_copiable_values)."""
    zones, objs, key, extra = g.layer_input()
    hit = _FROZEN_CACHE.get((key, oid))
    if hit is not None:
        return hit
    if oid not in {o.id for o in objs}:
        o = g.s.objects.get(oid) or g.s.copy_sources.get(oid)
        objs = objs + [o]
    res = run_layers(g.layer_scenario(objs, {**extra, "copiable_of": (oid,)}))
    card = _card_of(g, _copiable_values(g, oid, frozenset()), res.copiable.get(oid) or {})
    if len(_FROZEN_CACHE) >= _CACHE_MAX:
        _FROZEN_CACHE.pop(next(iter(_FROZEN_CACHE)))
    _FROZEN_CACHE[(key, oid)] = card
    return card


def _card_of(g: "Game", card: CardDef, v: dict) -> CardDef:
    """The card `card` with the copiable values `v` (class -> values, layers.lp cval/3)."""
    if not v.get("name"):
        return card
    pool: dict = {}
    for ab in card.abilities:
        pool.setdefault(key_of_term(term_of(ab.kind, ab.args)), ab)
    want = [key_of_parsed(a) for a in v.get("ability", [])]
    wanted = set(want)
    abilities = [ab for ab in card.abilities if ab.gated or key_of_term(term_of(ab.kind, ab.args)) in wanted]
    for k in want:
        if k not in pool:             # 707.9a: an ability a copy effect's exception gave it
            kind, args = k            # (the same identity: its term is the one the layer system gave)
            ab = g.ability(kind, args) or Ability(kind, args, "", None)
            abilities.append(replace(ab, kind=kind, args=args))
    types = {str(x) for x in v.get("type", [])}
    subtypes = {x for x in v.get("subtype", []) if isinstance(x, str)}
    supertypes = {str(x) for x in v.get("supertype", [])}
    colors = {str(x) for x in v.get("color", [])}
    changes: dict = {
        "name": v["name"][0], "abilities": tuple(abilities),
        "types": _ordered(card.types, types), "subtypes": _ordered(card.subtypes, subtypes),
        "supertypes": _ordered(card.supertypes, supertypes)}
    if colors != set(card.colors):
        changes["colors"] = tuple(c for c in ("white", "blue", "black", "red", "green") if c in colors)
        changes["color_indicator"] = None
    mv = (v.get("mv") or [0])[0]
    if mv != card.mana_value:                        # "it has no mana cost" (202.3a: mana value 0)
        changes["mana_cost"], changes["mana_value"] = "", mv
    for c in ("power", "toughness"):
        x = (v.get(c) or [0])[0]
        if x != (getattr(card, c) if getattr(card, c) is not None else 0):
            changes[c], changes[f"{c}_star"] = x, False
    return replace(card, **changes)


def _ordered(printed: tuple, values: set) -> tuple:
    return tuple(x for x in printed if x in values) + tuple(sorted(values - set(printed)))


def copiable_card(g: "Game", oid: str, exc: dict | None = None) -> CardDef:
    """707.2: the copiable values of an object as a card (a token that's a copy of it, 111.4, is
    created with them): the layer system's (copiable_now), with the copy effect's exceptions (707.9b:
    "except it isn't legendary", "except it's a Spirit in addition to its other types", ...: the
    items of pyengine.cards.parse.parse_copy_except, the same the layer system applies to a
    permanent that enters as a copy)."""
    oid = str(oid)
    o = g.s.objects.get(oid) or g.s.copy_sources.get(oid)
    if o is not None and o.face_down:
        card = face_down_values(g, o)                 # 708.2, 707.2 (its example): what it is face down
    else:
        card = (copiable_now(g, oid) if o is not None and o.zone != FROZEN_ZONE
                else _copiable_values(g, oid, frozenset()))
    return _with_exceptions(g, card, exc)


def face_down_values(g: "Game", o: GameObject) -> CardDef:
    """708.2, 708.2a: the copiable values of a face-down object -- a 2/2 creature with no text, no
    name, no subtypes and no mana cost (colorless), with only the abilities the rule that made it
    face down lists (ward {2} of a disguised or cloaked permanent, 702.168a, 701.58a). A copy of it
    is face up with these values (707.2, the example of the face-down Grinning Demon)."""
    abilities = []
    for kind, args in face_down_abilities(o.face_down_as):
        if args and str(args[0]).startswith("granted:"):
            abilities.append(granted_ability(args[0][len("granted:"):]))
        else:
            abilities.append(g.ability(kind, args) or Ability(kind, args, "", None))
    return CardDef(name="", types=("creature",), power=2, toughness=2, abilities=tuple(abilities),
                   extra={"key": "face-down 2/2"})


def _copiable_values(g: "Game", oid: str, seen: frozenset) -> CardDef:
    """707.2-707.3: the card an object's copiable values come from -- its own card (a copy of a
    spell or a token: what it copies), as modified by the copy effects locked onto it (707.5
    "enter as a copy", 707.4 "becomes a copy"), in timestamp order, each with its exceptions
    (707.9b; 707.9c: a value it keeps is the one it had before that effect). A token that ceased
    to exist: as it last existed (g.s.copy_sources)."""
    o = g.s.objects.get(oid) or g.s.copy_sources.get(oid)
    seen = seen | {oid}
    while o.copy_of and o.copy_of in g.s.objects and o.copy_of not in seen:
        seen = seen | {o.copy_of}
        o = g.s.objects[o.copy_of]
    card = o.card
    locked = sorted((e for e in g.s.effects if o.id in (e.objects or ())
                     and any(op.kind == "copy" for op in e.effect.ops)), key=lambda e: e.timestamp)
    for e in locked:
        op = next(op for op in e.effect.ops if op.kind == "copy")
        t = str(op.args[0])
        if t in seen or not (t in g.s.objects or t in g.s.copy_sources):
            continue
        exc = op.args[1] if len(op.args) > 1 else ()
        new = _with_exceptions(g, _copiable_values(g, t, seen), exc)
        if ("keep", "color") in exc:
            new = replace(new, colors=card.colors, color_indicator=card.color_indicator)
        card = new
    return card


def _with_exceptions(g: "Game", card: CardDef, exc) -> CardDef:
    """The copiable values of `card` with a copy effect's exceptions (707.9b)."""
    if not exc:
        return card
    items = _copy_items(exc)
    vals = {"name": [card.name], "mv": [card.mana_value], "type": list(card.types), "subtype": list(card.subtypes),
            "supertype": list(card.supertypes), "color": list(card.colors), "power": [card.power],
            "toughness": [card.toughness]}
    abilities = list(card.abilities)
    for x in items:
        if x[0] == "set":
            vals[x[1]] = []
        elif x[0] == "drop":
            vals[x[1]] = [v for v in vals[x[1]] if v != x[2]]
        elif x[0] == "ctypes":
            vals["subtype"] = [v for v in vals["subtype"] if v not in _creature_types()]
    for x in items:
        if x[0] == "add" and x[1] == "ability":
            kind, args = x[2]
            abilities.append(granted_ability(args[0][len("granted:"):]) if str(args[0]).startswith("granted:")
                             else g.ability(kind, args) or Ability(kind, args, "", None))
        elif x[0] == "add" and x[2] not in vals[x[1]]:
            vals[x[1]].append(x[2])
    changes: dict = {"name": vals["name"][0] if vals["name"] else card.name,
                     "types": tuple(vals["type"]), "subtypes": tuple(vals["subtype"]),
                     "supertypes": tuple(vals["supertype"]), "abilities": tuple(abilities)}
    if tuple(vals["color"]) != tuple(card.colors):
        changes["colors"], changes["color_indicator"] = tuple(vals["color"]), None
    if vals["mv"] != [card.mana_value]:               # "it has no mana cost" (202.3a: mana value 0)
        changes["mana_cost"], changes["mana_value"] = "", 0
    if vals["power"] != [card.power] or vals["toughness"] != [card.toughness]:
        changes["power"], changes["toughness"] = vals["power"][-1], vals["toughness"][-1]
        changes["power_star"] = changes["toughness_star"] = False
    return replace(card, **changes)


def _copy_items(exc) -> tuple:
    """The exceptions of a copy effect as items (pyengine.cards.parse.parse_copy_except)."""
    if isinstance(exc, tuple):
        return exc
    from pyengine.cards.parse import Place, parse_copy_except
    return parse_copy_except(exc, Place("<copy exceptions>", ""))


@lru_cache(maxsize=1)
def _creature_types() -> frozenset:
    from pyengine.cards.parse import subtype_lists
    return frozenset(subtype_lists().get("creature", ()))


@lru_cache(maxsize=4096)
def copying(oid: str, exc: tuple = ()) -> EffectDef:
    """The copy effect "it is a copy of <oid>" (707.2, layer 1a), with its exceptions (707.9b)."""
    return EffectDef((Op("copy", (oid,) + ((exc,) if exc else ()), "1a"),), None, False, "")
