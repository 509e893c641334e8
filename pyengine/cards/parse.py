"""The language of card data: filters ("white creatures you control"), numbers, layer effects and
keyword ability identities, parsed from YAML into model objects (docs/cards.md). Whole cards and
their abilities are parsed by pyengine.cards.card.

Every parse function takes a `where` (a Place) so an error names the file and the spot."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from pyengine.cards.devotion import devotion_key
from pyengine.errors import ScenarioError, describe, did_you_mean
from pyengine.model import (CARD_TYPES, COLOR_LETTERS, COLORS, SUPERTYPES, Ability, Condition, EffectDef, Expr, Filter,
                            Op)
from pyengine.yamlio import line_of, load_yaml_text
from pyengine.model import ZONES


@dataclass(frozen=True)
class Place:
    file: str
    path: str
    line: int | None = None

    def at(self, key: Any, node: Any = None) -> "Place":
        sep = "" if isinstance(key, int) else "."
        k = f"[{key}]" if isinstance(key, int) else str(key)
        path = f"{self.path}{sep}{k}" if self.path else k
        line = line_of(node, key) if node is not None and not isinstance(key, int) else None
        if isinstance(key, int) and node is not None and isinstance(node, list) and key < len(node):
            line = line_of(node[key])
        return Place(self.file, path, line or self.line)

    def error(self, message: str, expected: str | None = None) -> ScenarioError:
        return ScenarioError(message, file=self.file, place=self.path or None, line=self.line,
                             expected=expected)


CHOSEN_COLOR_MANA = "chosen:color"     # a mana ability's symbol: the color chosen for its source (607.2d)


@lru_cache(maxsize=1)
def subtype_lists() -> dict[str, list[str]]:
    text = resources.files("pyengine").joinpath("data/subtypes.yaml").read_text(encoding="utf-8")
    return load_yaml_text(text, "pyengine/data/subtypes.yaml")


def norm_word(s: str) -> str:
    return s.strip().lower().replace(" ", "_").replace("-", "_")


def _expect_str(v: Any, where: Place, what: str = "a string") -> str:
    if not isinstance(v, str) or not v.strip():
        raise where.error(f"got {describe(v)}", expected=what)
    return v.strip()


def _expect_list(v: Any, where: Place, what: str) -> list:
    if isinstance(v, (str, int)):
        return [v]
    if not isinstance(v, list):
        raise where.error(f"got {describe(v)}", expected=f"a list of {what}")
    return v


def parse_color(v: Any, where: Place) -> str:
    s = _expect_str(v, where, "a color (white, blue, black, red, green)")
    c = COLOR_LETTERS.get(s.upper(), s.lower())
    if c not in COLORS:
        raise where.error(f"unknown color {s!r}", expected="white, blue, black, red or green")
    return c


def parse_type(v: Any, where: Place) -> str:
    s = _expect_str(v, where, "a card type").lower()
    if s == "tribal":
        s = "kindred"
    if s not in CARD_TYPES:
        raise where.error(f"unknown card type {v!r}", expected="one of " + ", ".join(CARD_TYPES))
    return s


def parse_supertype(v: Any, where: Place) -> str:
    s = _expect_str(v, where, "a supertype").lower()
    if s not in SUPERTYPES:
        raise where.error(f"unknown supertype {v!r}", expected="one of " + ", ".join(SUPERTYPES))
    return s


def parse_subtype(v: Any, where: Place) -> str:
    s = _expect_str(v, where, "a subtype").replace("’", "'")
    return s[:1].upper() + s[1:]


# ---------------------------------------------------------------- filters
class NumberExpression(str):
    """A filter's comparand that is a number computed on resolution or as X is announced (608.2h,
    107.3a): the JSON of its expression ("x", {"count": ...}, {"power_of": "self"}, ...). Only
    the game loop knows its value; a filter still holding one can't be evaluated."""


def _is_number_expression(n: Any) -> bool:
    return (isinstance(n, str) and n.strip().lower() == "x") or (isinstance(n, dict) and len(n) >= 1)


class RelatedObject(str):
    """The object a relation leaf compares with ("with the same name as that creature", "that shares
    a color with it": 201.2a, 105.2, 608.2c): the JSON of its reference ("target", {"target": 1},
    "self", ...). Only the game loop knows that object; it fills the leaf in with the object's
    values (pyengine.game.relations) before the filter is evaluated. A filter still holding one
    can't be evaluated."""


# the classes of values two objects may have in common (filters.lp, fleaf(F,shares(C))): 201.2a a
# name, 105.2 a color, 205.2a a card type, 205.3m a creature type, 202.3 a mana value
SHARED_CLASSES = {"name": "name", "color": "color", "card_type": "type", "creature_type": "subtype",
                  "mana_value": "mv"}


def _shares(val: Any, w: Place) -> Filter:
    """{shares: {CLASS: REF}} as written (the object a reference names, filled in by the game loop),
    or {shares: {CLASS: {values: [...]}}} filled in: the objects with a value of that class among
    the values (201.2a: an object with no name has none in common with anything)."""
    if not isinstance(val, dict) or len(val) != 1:
        raise w.error(f"got {val!r}", expected="{name|color|card_type|creature_type|mana_value: REFERENCE}")
    (c, ref), = val.items()
    if c not in SHARED_CLASSES:
        raise w.error(f"unknown class {c!r}", expected="one of " + ", ".join(SHARED_CLASSES))
    if isinstance(ref, dict) and set(ref) == {"values"}:
        vals = _expect_list(ref["values"], w.at(c, val), "values")
        if c == "mana_value":
            if not all(isinstance(v, int) and not isinstance(v, bool) for v in vals):
                raise w.error(f"got {vals!r}", expected="mana values (integers)")
            return Filter("shares", ("mv", tuple(sorted(set(vals)))))
        return Filter("shares", (SHARED_CLASSES[c], tuple(sorted({str(v) for v in vals}))))
    if ref is None or isinstance(ref, (bool, int, list)):
        raise w.error(f"got {ref!r}", expected="a reference to an object (target, self, it, ...)")
    return Filter("shares", (SHARED_CLASSES[c], RelatedObject(json.dumps(ref, sort_keys=True))))


_CMP = {"eq": "eq", "lt": "lt", "le": "le", "lte": "le", "gt": "gt", "ge": "ge", "gte": "ge", "ne": "ne"}
_SIMPLE_LEAVES = {"other", "self", "enchanted", "equipped", "attached", "attached_to_self", "exiled_with_self", "library_top", "graveyard_top", "same_name_as_self", "token", "face_down", "commander", "ring_bearer",
                  "colorless", "multicolored", "nontoken", "permanent", "card", "source_controller"}
# 110.5 status, 506.4 combat status: words about a permanent's state, not its characteristics
_STATUS_LEAVES = {"tapped", "attacking", "blocking", "blocking_source", "blocked_by_source"}
# 120.1: what the turn's damage events did to an object ("that was dealt damage this turn",
# "that dealt damage this turn"): the game's memory of the turn (pyengine/game/history.py)
_HISTORY_LEAVES = {"was_dealt_damage", "dealt_damage", "entered_this_turn", "attacked_this_turn",
                   "dealt_damage_to_you"}
# 700.9: a modified permanent (counters, an Equipment, or an Aura its controller controls attached)
_SIMPLE_LEAVES_GAME = {"modified"}
# words for players and objects on the stack (115.1-115.4, 115.9a): one filter language for every
# feature; where a word has no meaning (players in an affected set) the feature refuses it with
# an error naming why (pyengine/filters/words.py)
_STACK_PLAYER_WORDS = {"player": "player", "opponent": "opponent", "you": "you", "spell": "spell",
                       "ability": "ability", "activated_ability": "activated_ability",
                       "triggered_ability": "triggered_ability",
                       "activated_or_triggered_ability": "ability",
                       "with_a_single_target": "single_target"}


_FILTER_KEYS = {"all", "any", "not", "type", "subtype", "supertype", "color", "controller", "owner", "zone",
                "mana_value", "power", "toughness", "has", "name", "object", "objects", "counters", "shares",
                "targets_player", "targets_self", "targets_object"} | _SIMPLE_LEAVES | _STATUS_LEAVES | _HISTORY_LEAVES | _SIMPLE_LEAVES_GAME


_PERMANENT_TYPES = ["artifact", "creature", "enchantment", "land", "planeswalker", "battle"]   # 110.4


def permanent_card(spec: list) -> list:
    """An all-of list naming a "permanent card" (`[permanent, card, ...]`), with `permanent`
    read as the card types of permanents (110.4b: a card that could be put onto the battlefield,
    wherever it is) rather than as an object on the battlefield."""
    words = {x.strip().lower() for x in spec if isinstance(x, str)}
    if "permanent" in words and "card" in words:
        return [{"any": list(_PERMANENT_TYPES)} if isinstance(x, str) and x.strip().lower() == "permanent" else x
                for x in spec]
    return spec


def parse_filter(spec: Any, where: Place) -> Filter:
    """Parse the affected-set / target filter language (see docs/scenario-format.md)."""
    if isinstance(spec, str):
        s = spec.strip().lower()
        if s in ("creature", "artifact", "enchantment", "land", "planeswalker", "battle",
                 "instant", "sorcery", "kindred"):
            return Filter("type", (s,))
        if s.startswith("non") and s[3:] in ("creature", "artifact", "enchantment", "land",
                                              "planeswalker", "basic", "token", "legendary"):
            inner = parse_filter(s[3:], where)
            return Filter("not", (), (inner,))
        if s in ("basic", "legendary", "snow", "world"):
            return Filter("supertype", (s,))
        if s in COLORS:
            return Filter("color", (s,))
        if s == "nontoken":
            return Filter("not", (), (Filter("token"),))
        if s == "permanent":
            return Filter("zone", ("battlefield",))
        if s == "any":
            return Filter("all", (), ())
        if s in _SIMPLE_LEAVES or s in _STATUS_LEAVES or s in _HISTORY_LEAVES or s in _SIMPLE_LEAVES_GAME:
            return Filter(s)
        if s == "untapped":
            return Filter("not", (), (Filter("tapped"),))
        w = re.sub(r"[\s\-]+", "_", s)
        if w in _STACK_PLAYER_WORDS:
            return Filter(_STACK_PLAYER_WORDS[w])
        if s.startswith("non") and s[3:] in COLORS:
            return Filter("not", (), (Filter("color", (s[3:],)),))
        raise where.error(f"unknown filter word {spec!r}",
                          expected="a type (creature, land, ...), color, supertype, 'other', 'self', "
                                   "'enchanted', 'equipped', 'token', 'nontoken', 'card', 'face_down', "
                                   "'spell', 'player', 'opponent', or a mapping such as {subtype: Goblin}")
    if isinstance(spec, list):
        spec = permanent_card(spec)
        return Filter("all", (), tuple(parse_filter(x, where.at(i, spec)) for i, x in enumerate(spec)))
    if not isinstance(spec, dict) or len(spec) != 1:
        raise where.error(f"got {spec!r}",
                          expected="a filter: a word, a list (all of), or a one-key mapping")
    (key, val), = spec.items()
    w = where.at(key, spec)
    key = str(key).lower()
    if key in ("all", "any"):
        items = _expect_list(val, w, "filters")
        return Filter(key, (), tuple(parse_filter(x, w.at(i, items)) for i, x in enumerate(items)))
    if key == "not":
        return Filter("not", (), (parse_filter(val, w),))
    if key == "type":
        return Filter("type", (parse_type(val, w),))
    if key == "subtype":
        if isinstance(val, dict) and "chosen" in val:
            return Filter("chosen_subtype", (_expect_str(val["chosen"], w.at("chosen", val)),))
        return Filter("subtype", (parse_subtype(val, w),))
    if key == "supertype":
        return Filter("supertype", (parse_supertype(val, w),))
    if key == "color":
        if isinstance(val, dict) and "chosen" in val:
            return Filter("chosen_color", (_expect_str(val["chosen"], w.at("chosen", val)),))
        return Filter("color", (parse_color(val, w),))
    if key in ("controller", "owner"):
        s = _expect_str(val, w, "'you', 'opponent' or a player id")
        if s.lower() in ("you", "opponent", "not_you"):
            return Filter(key, (s.lower(),))
        return Filter(key + "_is", (s,))
    if key == "zone":
        z = _expect_str(val, w, "a zone").lower()
        if z in ("any", "all"):
            return Filter("anyzone")
        if z not in ZONES:
            raise w.error(f"unknown zone {val!r}", expected="one of " + ", ".join(ZONES))
        return Filter("zone", (z,))
    if key in ("mana_value", "power", "toughness"):
        if isinstance(val, int) and not isinstance(val, bool):
            return Filter(key, ("eq", val))
        if not isinstance(val, dict) or len(val) != 1:
            raise w.error(f"got {val!r}", expected="a number or {le: N} / {ge: N} / {lt: N} / {gt: N} / {parity: even|odd}")
        (c, n), = val.items()
        if c == "parity" and n in ("even", "odd"):      # "with an even mana value" (0 is even)
            return Filter(key, (str(n), 0))
        if c in _CMP and _is_number_expression(n):
            # 608.2h, 107.3a: "with mana value X", "with mana value less than or equal to the
            # number of Vampires you control" -- a number the game loop computes as the filter is
            # used (pyengine.game.numbers.filled); kept as written, never compared as it is
            return Filter(key, (_CMP[c], NumberExpression(json.dumps(n, sort_keys=True))))
        if c not in _CMP or not isinstance(n, int) or isinstance(n, bool):
            raise w.error(f"bad comparison {val!r}", expected="{le|lt|ge|gt|eq|ne: integer}")
        return Filter(key, (_CMP[c], n))
    if key == "targets_player":                 # 115.9b: "a spell that targets you / a player"
        if val not in ("you", "any"):
            raise w.error(f"got {val!r}", expected="you | any")
        return Filter("targets_player", (val,))
    if key == "targets_self":                   # 115.9b: "a spell that targets this creature"
        if val is not True:
            raise w.error(f"got {val!r}", expected="true")
        return Filter("targets_self")
    if key == "targets_object":                 # 115.9b: "a spell that targets a creature you control"
        if not isinstance(val, dict) or set(val) != {"type", "controller"} or \
                val["type"] not in ("permanent", "artifact", "creature", "enchantment", "land", "planeswalker", "battle") or \
                val["controller"] not in ("you", "any"):
            raise w.error(f"got {val!r}", expected="{type: permanent|artifact|creature|enchantment|land|planeswalker|battle, "
                                                   "controller: you|any}")
        return Filter("targets_object", (val["type"], val["controller"]))
    if key == "has":
        return Filter("has", (parse_ability_term(val, w),))
    if key == "name":
        if isinstance(val, dict) and "chosen" in val:
            # 608.2d: "with the chosen name" in instructions after a "Choose a card name.": the
            # name is put in (pyengine.game.choices.with_chosen) before any filter is evaluated
            return Filter("chosen_name", (_expect_str(val["chosen"], w.at("chosen", val)),))
        return Filter("name", (_expect_str(val, w),))
    if key == "shares":
        return _shares(val, w)
    if key == "counters":
        # 122.1: "with a +1/+1 counter on it" {counters: +1/+1}; "with a counter on it"
        # {counters: any}; "with three or more time counters on it" {counters: {kind: time, ge: 3}}
        if isinstance(val, str):
            kind, n = val, 1
        elif isinstance(val, dict) and set(val) <= {"kind", "ge"} and "kind" in val:
            kind, n = val["kind"], val.get("ge", 1)
        else:
            raise w.error(f"got {val!r}", expected="a counter kind, 'any', or {kind: KIND, ge: N}")
        kind = _expect_str(kind, w, "a counter kind or 'any'")
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise w.error(f"got {n!r}", expected="a number, 1 or more")
        return Filter("counters", (kind.lower() if kind.lower() == "any" else kind, "ge", n))
    if key in ("object", "objects"):
        ids = _expect_list(val, w, "object ids")
        return Filter("any", (), tuple(Filter("object", (str(x),)) for x in ids))
    if (key in _SIMPLE_LEAVES or key in _STATUS_LEAVES or key in _HISTORY_LEAVES
            or key in _SIMPLE_LEAVES_GAME) and val is True:
        return Filter(key)
    raise w.error(f"unknown filter key {key!r}{did_you_mean(key, _FILTER_KEYS)}",
                  expected="one of all, any, not, type, subtype, supertype, color, controller, owner, "
                           "zone, mana_value, power, toughness, has, name, object, counters")


# ---------------------------------------------------------------- abilities
KEYWORDS = {"flying", "first_strike", "double_strike", "deathtouch", "haste", "hexproof", "shroud",
            "indestructible", "lifelink", "menace", "reach", "trample", "vigilance", "defender",
            "fear", "intimidate", "shadow", "horsemanship", "flash", "changeling", "ward", "banding",
            "flanking", "prowess", "skulk", "devoid", "undying", "persist", "wither", "infect",
            "protection_from_everything", "can_block_additional", "can_block_any_number", "phasing",
            "split_second", "daybound", "nightbound"}


def parse_ability_term(spec: Any, where: Place) -> tuple:
    """Parse the identity of a keyword-like ability: 'flying', 'swampwalk', 'protection from red',
    {landwalk: Swamp}, {protection: {color: red}}, {mana: B}."""
    if isinstance(spec, str):
        s = spec.strip()
        low = norm_word(s)
        m = re.fullmatch(r"protection_from_(.+)", low)
        if m:
            what = m.group(1)
            if what == "everything":
                return ("protection", ("everything",))
            if what in COLORS:
                return ("protection", ("color", what))
            if what.rstrip("s") in CARD_TYPES:
                return ("protection", ("type", what.rstrip("s")))
            return ("protection", ("quality", what))
        m = re.fullmatch(r"hexproof_from_(.+)", low)
        if m:                                  # 702.11d
            what = m.group(1)
            if what in COLORS:
                return ("hexproof_from", ("color", what))
            if what.rstrip("s") in CARD_TYPES:
                return ("hexproof_from", ("type", what.rstrip("s")))
            return ("hexproof_from", ("quality", what))
        m = re.fullmatch(r"(\w+?)walk", low)
        if m and low not in KEYWORDS:
            return ("landwalk", (parse_subtype(m.group(1), where),))
        if low in KEYWORDS:
            return ("kw", (low,))
        raise where.error(f"unknown keyword ability {spec!r}{did_you_mean(low, KEYWORDS)}",
                          expected="a keyword (" + ", ".join(sorted(KEYWORDS)) +
                          "), 'Xwalk', 'protection from X', or a mapping {static|activated|triggered|mana|text: ...}")
    if isinstance(spec, dict) and set(spec) == {"protection", "spares"}:
        # 702.16n: "This effect doesn't remove this Aura" (`spares: this`, the Aura granting it) /
        # "... doesn't remove Auras" (`spares: auras`): that instance doesn't put them into graveyards
        if spec["spares"] not in ("this", "auras"):
            raise where.at("spares", spec).error(f"got {spec['spares']!r}", expected="this or auras")
        _k, args = parse_ability_term({"protection": spec["protection"]}, where)
        return ("protection", (args if isinstance(args[0], tuple) else (args,))[:1] + (("spares", spec["spares"]),))
    if isinstance(spec, dict) and len(spec) == 1:
        (k, v), = spec.items()
        w = where.at(k, spec)
        if k == "landwalk":
            return ("landwalk", (parse_subtype(v, w),))
        if k == "protection":
            if isinstance(v, str):
                return parse_ability_term(f"protection from {v}", w)
            if isinstance(v, dict) and len(v) == 1:
                (pk, pv), = v.items()
                if pk == "color" and pv == {"chosen": "color"}:
                    # 607.2d, 614.12: the color chosen for the object as it entered (layers.lp ops6)
                    return ("protection", ("chosen", "color"))
                if pk == "color":
                    return ("protection", ("color", parse_color(pv, w)))
                if pk == "type":
                    return ("protection", ("type", parse_type(pv, w)))
                if pk == "player":
                    return ("protection", ("player", _expect_str(pv, w)))
            raise w.error(f"bad protection {v!r}", expected="'red', {color: red}, {type: creature} or 'everything'")
        if k == "mana":
            # 605: "{T}: Add {B}." is {mana: B}; "{T}: Add {G} or {U}." / "one mana of any color" is
            # a list of the symbols to choose from when it is activated (106.1, 605.1a)
            items = v if isinstance(v, list) else [v]
            syms = []
            for i, x in enumerate(items):
                if x == {"chosen": "color"}:          # 607.2d: "one mana of the chosen color"
                    syms.append(CHOSEN_COLOR_MANA)
                    continue
                s = _expect_str(x, w.at(i, items) if isinstance(v, list) else w,
                                "a mana symbol such as B or C").upper().strip("{}")
                if s not in ("W", "U", "B", "R", "G", "C"):
                    raise w.error(f"unknown mana symbol {x!r}", expected="W, U, B, R, G or C")
                if s not in syms:
                    syms.append(s)
            if not syms:
                raise w.error("no mana symbol", expected="a mana symbol or a list of them")
            return ("mana", tuple(syms))
        if k == "keyword":
            return parse_ability_term(v, w)
        if k == "ability":
            # the card's own ability at position N, granted by its level static ability (711.2,
            # 716.2a); parse_card resolves it to that ability's identity
            if isinstance(v, bool) or not isinstance(v, int) or v < 1:
                raise w.error(f"got {v!r}", expected="the position of one of the card's abilities (1, 2, ...)")
            return ("own", (v,))
    raise where.error(f"got {spec!r}", expected="an ability")


def parse_ability(spec: Any, where: Place, card: str, index: int) -> Ability:
    if isinstance(spec, dict) and len(spec) >= 1 and any(k in spec for k in ("static", "activated", "triggered", "text", "cda")):
        kinds = [k for k in ("static", "cda", "activated", "triggered", "text") if k in spec]
        kind = kinds[0]
        w = where.at(kind, spec)
        if kind in ("static", "cda"):
            eff = parse_effect(spec[kind], w, cda=(kind == "cda"))
            return Ability("static", (card, index), text=eff.text, effect=eff)
        text = spec[kind]
        if isinstance(text, dict):
            body = text.get("text", "")
            return Ability(kind, (card, index), text=str(body))
        return Ability(kind if kind != "text" else "other", (card, index), text=_expect_str(text, w))
    kind, args = parse_ability_term(spec, where)
    return Ability(kind, args, text=str(spec) if isinstance(spec, str) else "")


# ---------------------------------------------------------------- expressions
def parse_expr(spec: Any, where: Place) -> Expr:
    if isinstance(spec, bool):
        raise where.error("got a boolean", expected="a number or an expression")
    if isinstance(spec, int):
        return Expr("n", (spec,))
    if isinstance(spec, str):
        s = spec.strip().lower()
        if re.fullmatch(r"[+-]?\d+", s):
            return Expr("n", (int(s),))
        if s in ("mana_value", "its_mana_value"):
            return Expr("mana_value")
        if s in ("x", "chosen_x"):
            return Expr("chosen", ("x",))
        raise where.error(f"unknown expression {spec!r}", expected="a number, 'mana_value', or a mapping")
    if isinstance(spec, dict) and set(spec) == {"total", "among"} and spec["total"] in ("power", "toughness"):
        # 208.1: "the total power of F" -- the sum of the powers of F's objects (0 if none)
        return Expr("total", (str(spec["total"]), parse_filter(spec["among"], where.at("among", spec))))
    if isinstance(spec, dict) and len(spec) == 1:
        (k, v), = spec.items()
        w = where.at(k, spec)
        if k == "count":
            return Expr("count", (parse_filter(v, w),))
        if k == "card_types_among":
            return Expr("card_types", (parse_filter(v, w),))
        if k == "basic_land_types":            # domain: basic land types among F (305.6)
            return Expr("basic_land_types", (parse_filter(v, w),))
        if k == "counters":
            return Expr("counters", (_expect_str(v, w),))
        if k == "chosen":
            return Expr("chosen", (_expect_str(v, w),))
        if k in ("plus", "sum"):
            items = _expect_list(v, w, "expressions")
            return Expr("sum", tuple(parse_expr(x, w.at(i, items)) for i, x in enumerate(items)))
        if k == "minus":
            return Expr("neg", (parse_expr(v, w),))
    raise where.error(f"got {spec!r}", expected="a number, {total: power|toughness, among: F} or {count|card_types_among|basic_land_types|counters|chosen|plus|minus: ...}")


# ---------------------------------------------------------------- effects
def _words(v, w, fn, what):
    items = _expect_list(v, w, what)
    return tuple(fn(x, w.at(i, items)) for i, x in enumerate(items))


def _colors_arg(v, w):
    if isinstance(v, dict) and "chosen" in v:
        return (("chosen", _expect_str(v["chosen"], w.at("chosen", v))),)
    if v in ([], None, "colorless"):
        return ()
    return _words(v, w, parse_color, "colors")


def _subtypes_arg(v, w):
    if isinstance(v, dict) and "chosen" in v:
        return (("chosen", _expect_str(v["chosen"], w.at("chosen", v))),)
    return _words(v, w, parse_subtype, "subtypes")


def _pt_pair(v, w):
    if isinstance(v, dict):
        unknown = set(v) - {"power", "toughness"}
        if unknown:
            raise w.error(f"unknown keys {sorted(unknown)}", expected="power and/or toughness")
        p = parse_expr(v["power"], w.at("power", v)) if "power" in v else None
        t = parse_expr(v["toughness"], w.at("toughness", v)) if "toughness" in v else None
        return (p, t)
    if isinstance(v, list) and len(v) == 2:
        return (parse_expr(v[0], w.at(0, v)), parse_expr(v[1], w.at(1, v)))
    if isinstance(v, str) and re.fullmatch(r"\s*[+-]?\d+\s*/\s*[+-]?\d+\s*", v):
        a, b = v.split("/")
        return (Expr("n", (int(a),)), Expr("n", (int(b),)))
    raise w.error(f"got {v!r}", expected="[power, toughness], 'P/T' or {power: .., toughness: ..}")


# 707.9b: the exceptions of a copy effect ("except it's an artifact in addition to its other
# types", "except it isn't legendary", "except its name is ...", "except it has flying") are part of
# the copy's copiable values: an exception mapping -> items (("drop", class, value), ("set", class),
# ("add", class, value), ("ctypes",): the copied creature types are left out), each class one of
# the copiable values of layers.lp (707.2)
COPY_EXCEPT_KEYS = ("not_legendary", "colors", "add_colors", "no_mana_cost", "set_types", "add_types",
                    "add_subtypes", "set_creature_types", "add_supertypes", "pt", "name", "add_abilities",
                    "keep_color", "this_ability")


def parse_copy_except(v: Any, w: Place) -> tuple:
    if not isinstance(v, dict):
        raise w.error(f"got {describe(v)}", expected="a mapping of " + ", ".join(COPY_EXCEPT_KEYS))
    unknown = set(v) - set(COPY_EXCEPT_KEYS)
    if unknown:
        k = sorted(unknown, key=str)[0]
        raise w.at(k, v).error(f"unknown exception {k!r}{did_you_mean(str(k), set(COPY_EXCEPT_KEYS))}",
                               expected="one of " + ", ".join(COPY_EXCEPT_KEYS))
    out: list = []
    if v.get("not_legendary"):
        out.append(("drop", "supertype", "legendary"))
    if "colors" in v:                                   # "it's black" (105.2): replaces its colors
        out.append(("set", "color"))
        out += [("add", "color", c) for c in _colors_arg(v["colors"], w.at("colors", v)) if c in COLORS]
    if "add_colors" in v:                               # "in addition to its other colors"
        out += [("add", "color", c) for c in _colors_arg(v["add_colors"], w.at("add_colors", v)) if c in COLORS]
    if v.get("no_mana_cost"):                           # 202.3a: mana value 0
        out += [("set", "mv"), ("add", "mv", 0)]
    if "set_types" in v:                                # 205.1a: a new card type replaces the old ones
        out.append(("set", "type"))
        out += [("add", "type", t) for t in _words(v["set_types"], w.at("set_types", v), parse_type, "card types")]
    if "add_types" in v:
        out += [("add", "type", t) for t in _words(v["add_types"], w.at("add_types", v), parse_type, "card types")]
    if "set_creature_types" in v:                       # 205.1a: the new creature types replace the old
        out.append(("ctypes",))
        out += [("add", "subtype", t) for t in _words(v["set_creature_types"], w.at("set_creature_types", v),
                                                      parse_subtype, "subtypes")]
    if "add_subtypes" in v:
        out += [("add", "subtype", t) for t in _words(v["add_subtypes"], w.at("add_subtypes", v), parse_subtype,
                                                      "subtypes")]
    if "add_supertypes" in v:
        out += [("add", "supertype", t) for t in _words(v["add_supertypes"], w.at("add_supertypes", v),
                                                        parse_supertype, "supertypes")]
    if "pt" in v:
        p, t = _pt_pair(v["pt"], w.at("pt", v))
        if p is None or t is None or p.kind != "n" or t.kind != "n":
            raise w.at("pt", v).error(f"got {v['pt']!r}", expected="[power, toughness] as numbers")
        out += [("set", "power"), ("add", "power", p.args[0]), ("set", "toughness"), ("add", "toughness", t.args[0])]
    if "name" in v:
        out += [("set", "name"), ("add", "name", _expect_str(v["name"], w.at("name", v), "a name"))]
    if "add_abilities" in v:
        aw = w.at("add_abilities", v)
        items = _expect_list(v["add_abilities"], aw, "abilities")
        for i, a in enumerate(items):
            ab = parse_ability(a, aw.at(i, items), "<granted>", i)
            if ab.kind in ("static", "activated", "triggered", "other"):
                ab = Ability(ab.kind, ("granted:" + (ab.text or str(a)), 0), ab.text, ab.effect)
            out.append(("add", "ability", (ab.kind, ab.args)))
    if v.get("keep_color"):                             # 707.9c: "it doesn't copy that creature's color"
        out.append(("keep", "color"))
    if "this_ability" in v:
        # 707.9a: "except it has this ability" -- the ability whose effect this is, named by its
        # ability term [kind, card, position] (pyengine.cards.card.this_ability_named fills it in
        # where the ability is loaded; a granted ability's card is "granted:<its text>")
        t = v["this_ability"]
        tw = w.at("this_ability", v)
        if not (isinstance(t, list) and len(t) == 3 and all(isinstance(x, (str, int)) for x in t)):
            raise tw.error(f"got {t!r}", expected="true inside an activated, triggered or spell ability "
                                                   "(named [kind, card, position] as it is loaded)")
        out.append(("add", "ability", (str(t[0]), (str(t[1]), t[2]))))
    return tuple(out)


OP_LAYERS = {
    "copy": "1a", "face_down": "1b", "control": "2", "text_change": "3",
    "set_types": "4", "add_types": "4", "remove_types": "4", "set_subtypes": "4",
    "add_subtypes": "4", "remove_subtypes": "4", "set_creature_types": "4",
    "add_all_creature_types": "4", "lose_all_creature_types": "4", "set_land_types": "4",
    "add_land_types": "4", "set_supertypes": "4", "add_supertypes": "4", "remove_supertypes": "4",
    "set_colors": "5", "add_colors": "5",
    "set_name": "3", "add_nonlegendary_creature_names": "3", "full_text": "3",
    "add_abilities": "6", "remove_abilities": "6", "lose_all_abilities": "6", "cant_have": "6",
    "gain_abilities_of": "6",
    "set_pt": "7b", "modify_pt": "7c", "switch_pt": "7d",
}
_EFFECT_META = {"affects", "text", "cda", "functions_in", "objects", "timestamp", "controller",
                "id", "source", "duration", "chosen", "condition", "copy_except"}


def parse_effect(spec: Any, where: Place, cda: bool = False) -> EffectDef:
    if not isinstance(spec, dict):
        raise where.error(f"got {describe(spec)}", expected="an effect mapping with 'affects' and operations")
    ops: list[Op] = []
    cda = bool(spec.get("cda", cda))
    for key, v in spec.items():
        w = where.at(key, spec)
        if key in _EFFECT_META:
            continue
        if key not in OP_LAYERS:
            raise w.error(f"unknown effect key {key!r}{did_you_mean(key, set(OP_LAYERS) | _EFFECT_META)}",
                          expected="affects, text, cda, functions_in or an operation: " + ", ".join(OP_LAYERS))
        layer = OP_LAYERS[key]
        if key == "copy":
            # 707.9b: with the exceptions of "copy_except" (part of the copiable values)
            exc = parse_copy_except(spec["copy_except"], where.at("copy_except", spec)) if "copy_except" in spec else ()
            ops.append(Op("copy", (_expect_str(str(v) if v is not None else "", w, "an object id"),)
                          + ((exc,) if exc else ()), layer))
        elif key in ("face_down", "switch_pt", "lose_all_abilities", "add_all_creature_types",
                     "lose_all_creature_types", "add_nonlegendary_creature_names"):
            if v is not True:
                raise w.error(f"got {v!r}", expected="true")
            ops.append(Op(key, (), layer))
        elif key == "control":
            ops.append(Op("control", (_expect_str(v, w, "'you' or a player id"),), layer))
        elif key == "set_name":                   # 612.8: the object has only this name
            ops.append(Op("set_name", (_expect_str(v, w, "a name"),), layer))
        elif key == "full_text":
            # 612.6: "has the full text of that card" (the top card of its controller's graveyard,
            # 404.1) "and has the text ..." -- its name, mana cost, color indicator, type line, rules
            # text and power/toughness text are that card's, with these abilities' text besides
            if not isinstance(v, dict) or v.get("of") != "graveyard_top" or not set(v) <= {"of", "and_text"}:
                raise w.error(f"got {v!r}", expected="{of: graveyard_top, and_text: [ability text, ...]}")
            items = _expect_list(v.get("and_text", []), w.at("and_text", v), "ability texts")
            terms = []
            for i, a in enumerate(items):
                ab = parse_ability({"text": _expect_str(a, w.at("and_text", v).at(i, items), "an ability's text")},
                                   w.at("and_text", v).at(i, items), "<granted>", i)
                if ab.kind in ("static", "activated", "triggered", "other"):
                    ab = Ability(ab.kind, ("granted:" + str(a), 0), ab.text, ab.effect)
                terms.append((ab.kind, ab.args))
            ops.append(Op("full_text", ("graveyard_top", tuple(terms)), layer))
        elif key == "text_change":
            if not isinstance(v, dict) or set(v) != {"from", "to"}:
                raise w.error(f"got {v!r}", expected="{from: word, to: word}")
            fr, to = str(v["from"]), str(v["to"])
            fr = fr.lower() if fr.lower() in COLORS else parse_subtype(fr, w)
            to = to.lower() if to.lower() in COLORS else parse_subtype(to, w)
            ops.append(Op("text_change", (fr, to), layer))
        elif key in ("set_types", "add_types", "remove_types"):
            ops.append(Op(key, _words(v, w, parse_type, "card types"), layer))
        elif key in ("set_subtypes", "add_subtypes", "remove_subtypes", "set_creature_types",
                     "set_land_types", "add_land_types"):
            ops.append(Op(key, _subtypes_arg(v, w), layer))
        elif key in ("set_supertypes", "add_supertypes", "remove_supertypes"):
            ops.append(Op(key, _words(v, w, parse_supertype, "supertypes"), layer))
        elif key in ("set_colors", "add_colors"):
            ops.append(Op(key, _colors_arg(v, w), layer))
        elif key in ("add_abilities", "remove_abilities", "cant_have"):
            items = _expect_list(v, w, "abilities")
            terms = []
            for i, a in enumerate(items):
                ab = parse_ability(a, w.at(i, items), "<granted>", i)
                if ab.kind in ("static", "activated", "triggered", "other"):
                    ab = Ability(ab.kind, ("granted:" + (ab.text or str(a)), 0), ab.text, ab.effect)
                terms.append((ab.kind, ab.args))
            ops.append(Op(key, tuple(terms), layer))
        elif key == "gain_abilities_of":
            if not isinstance(v, dict) or "filter" not in v:
                raise w.error(f"got {v!r}", expected="{filter: F, kind: activated|any}")
            kind = v.get("kind", "any")
            ops.append(Op(key, (parse_filter(v["filter"], w.at("filter", v)), kind), layer))
        elif key == "set_pt":
            p, t = _pt_pair(v, w)
            ops.append(Op("set_pt", (p, t), "7a" if cda else "7b"))
        elif key == "modify_pt":
            p, t = _pt_pair(v, w)
            ops.append(Op("modify_pt", (p, t), layer))
    if not ops:
        raise where.error("effect has no operation", expected="at least one of " + ", ".join(OP_LAYERS))
    affects = None
    if "affects" in spec:
        affects = parse_filter(spec["affects"], where.at("affects", spec))
    fi = spec.get("functions_in", ["all"] if cda else ["battlefield"])
    fi_t = tuple(str(z).lower() for z in _expect_list(fi, where.at("functions_in", spec), "zones"))
    cond = parse_condition(spec["condition"], where.at("condition", spec)) if "condition" in spec else ()
    return EffectDef(tuple(ops), affects, cda, str(spec.get("text", "")), fi_t, cond)


# conditions on what happened this turn: key -> the game's history key (pyengine/game/history.py)
_HISTORY_CONDITIONS = {"life_lost_this_turn": "life_lost", "life_gained_this_turn": "life_gained",
                       "draws_this_turn": "draws", "attacked_this_turn": "attacked",
                       "descended_this_turn": "descended", "casts_this_turn": "casts"}
_CONDITION_EXPECTED = ("{controls: F, at_least: N, at_most: N}, {count: F, at_least: N, at_most: N}, "
                       "{life_ge: N, player: you|any|opponent}, {life_le: N, player: you|any|opponent}, "
                       "{poison_ge: N, player: you|any|opponent}, "
                       "{opponents_ge: N}, {source_counters: KIND, at_least: N, at_most: N}, {class_level: N}, {anchor: WORD}, {source_attached: Equipment|Aura}, "
                       "{card_types: F, at_least: N}, {mana_values: F, at_least: N}, {devotion: COLOR | [COLOR, COLOR], at_least: N, at_most: N}, "
                       "{total_power: F, at_least: N} (not in effects), "
                       "{your_turn: true|false}, {source_tapped: true|false}, "
                       "{source_attacking: true|false}, "
                       "{source_blocking: true|false}, {life_lost_this_turn: you|opponent|any, at_least: N}, "
                       "{life_gained_this_turn: ...}, {draws_this_turn: ...}, {attacked_this_turn: true|false}, "
                       "{descended_this_turn: true|false}, {monstrous: true|false}, {renowned: true|false}, {solved: true|false}, "
                       "{most_common_color: COLOR}, {opponent_graveyard_ge: N}, {more_cards_in_hand: true}, "
                       "{all: [...]}")


# conditions only the game loop reads (pyengine.game.instructions.condition): what happened this
# turn to objects matching a filter, and the cards in a hand or graveyard
_GAME_FILTER_CONDITIONS = {"died_this_turn", "entered_this_turn", "cast_this_turn", "graveyard", "left_this_turn", "self_is",
                           "powers"}


def anchor_designation(word: str) -> str:
    """614.12b: the designation of a permanent for which [anchor word] was chosen as it entered
    (layers.lp designated/2; the game keeps the choice, pyengine.game.as_enters)."""
    return "anchor_" + re.sub(r"[^a-z0-9]", "_", word.lower())


def parse_game_condition(spec: Any, where: Place) -> None:
    """Check a condition the game loop reads as it is met (602.5b "Activate only if", 601.2f a
    cost change's "if", 608.2c): those of static abilities (parse_condition) and those about
    what happened this turn to objects of a filter ({died_this_turn: F}, {entered_this_turn: F},
    {cast_this_turn: F, from: ZONE}, at_least/at_most), cards in your graveyard ({graveyard: F}),
    in hand ({hand_le: N}, {hand_ge: N}), lands played ({played_land_this_turn: bool}), spells
    warped ({warped_this_turn: bool}), and their
    combinations ({not: C}, {any: [C, ...]}, {all: [C, ...]})."""
    if isinstance(spec, dict) and len(spec) == 1 and ("not" in spec or "any" in spec):
        (k, v), = spec.items()
        for i, x in enumerate([v] if k == "not" else _expect_list(v, where.at(k, spec), "conditions")):
            parse_game_condition(x, where.at(k, spec).at(i, [x]))
        return
    if isinstance(spec, dict) and "all" in spec and len(spec) == 1:
        for i, x in enumerate(_expect_list(spec["all"], where.at("all", spec), "conditions")):
            parse_game_condition(x, where.at("all", spec).at(i, spec["all"]))
        return
    if isinstance(spec, dict):
        keys = set(spec) & _GAME_FILTER_CONDITIONS
        if keys:
            (k,) = keys
            extra = set(spec) - {k, "at_least", "at_most", "from", "player"}
            if extra:
                raise where.error(f"unknown condition key {sorted(extra)[0]!r}", expected=_CONDITION_EXPECTED)
            parse_filter(spec[k], where.at(k, spec))
            for n in ("at_least", "at_most"):
                if n in spec and (isinstance(spec[n], bool) or not isinstance(spec[n], int) or spec[n] < 0):
                    raise where.at(n, spec).error(f"got {spec[n]!r}", expected="a number, 0 or more")
            return
        if len(spec) == 1 and ("hand_le" in spec or "hand_ge" in spec):
            (k, v), = spec.items()
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise where.at(k, spec).error(f"got {v!r}", expected="a number, 0 or more")
            return
        if set(spec) == {"played_land_this_turn"} and isinstance(spec["played_land_this_turn"], bool):
            return
        if set(spec) == {"warped_this_turn"} and isinstance(spec["warped_this_turn"], bool):
            return                  # a spell was cast for its warp cost this turn
        if spec == {"no_opponent_more_life_than": "that_player"}:    # 102.3: no opponent has more life
            return
        if spec.get("casts_last_turn") == "any" and set(spec) <= {"casts_last_turn", "at_least"} and \
                isinstance(spec.get("at_least", 1), int) and not isinstance(spec.get("at_least", 1), bool):
            return                  # spells some player cast during the previous turn (601.2i)
    parse_condition(spec, where)


def parse_condition(spec: Any, where: Place) -> tuple[Condition, ...]:
    """The condition of a static ability's effect (611.3a "as long as"), in the vocabulary of the
    game loop's conditions (docs/cards.md): {controls: F} counts the permanents matching F that
    the ability's controller controls, {count: F} the objects matching F (on the battlefield
    unless F names a zone)."""
    if not isinstance(spec, dict) or not spec:
        raise where.error(f"got {describe(spec)}", expected=_CONDITION_EXPECTED)
    if "all" in spec:
        items = _expect_list(spec["all"], where.at("all", spec), "conditions")
        return tuple(c for i, x in enumerate(items) for c in parse_condition(x, where.at("all", spec).at(i, items)))
    def num(k):
        v = spec[k]
        if isinstance(v, bool) or not isinstance(v, int) or v < 0:
            raise where.at(k, spec).error(f"got {v!r}", expected="a number, 0 or more")
        return v
    def flag(k):
        v = spec[k]
        if not isinstance(v, bool):
            raise where.at(k, spec).error(f"got {v!r}", expected="true or false")
        return int(v)
    if "source_counters" in spec:            # "as long as it has a +1/+1 counter on it" (122.1)
        extra = set(spec) - {"source_counters", "at_least", "at_most"}
        if extra or not isinstance(spec["source_counters"], str):
            raise where.error(f"got {describe(spec)}", expected="{source_counters: KIND, at_least: N, at_most: N}")
        kf = Filter("counter", (spec["source_counters"],))
        out = [Condition("source_counters", kf, "ge", num("at_least") if "at_least" in spec else 1)] \
            if "at_least" in spec or "at_most" not in spec else []
        if "at_most" in spec:                # 711.2a "no more than N2 level counters on it"
            out.append(Condition("source_counters", kf, "le", num("at_most")))
        return tuple(out)
    if "class_level" in spec:                # 716.2a "as long as this Class is level N or greater"
        if set(spec) != {"class_level"}:
            raise where.error(f"got {describe(spec)}", expected="{class_level: N}")
        return (Condition("class_level", None, "ge", num("class_level")),)
    if "devotion" in spec:                   # 700.5: mana symbols of a color among your permanents' costs
        extra = set(spec) - {"devotion", "at_least", "at_most"}
        if extra:
            raise where.error(f"unknown condition key {sorted(extra)[0]!r}", expected=_CONDITION_EXPECTED)
        cols = spec["devotion"] if isinstance(spec["devotion"], list) and len(spec["devotion"]) == 2 else [spec["devotion"]]
        col = devotion_key([parse_color(c, where.at("devotion", spec)) for c in cols])   # 700.5: one color or two
        out = []
        if "at_least" in spec or "at_most" not in spec:
            out.append(Condition("devotion", Filter("color", (col,)), "ge", num("at_least") if "at_least" in spec else 1))
        if "at_most" in spec:
            out.append(Condition("devotion", Filter("color", (col,)), "le", num("at_most")))
        return tuple(out)
    if "total_power" in spec:                # formidable: the total power of the objects of F
        extra = set(spec) - {"total_power", "at_least"}
        if extra:
            raise where.error(f"unknown condition key {sorted(extra)[0]!r}", expected=_CONDITION_EXPECTED)
        f = parse_filter(spec["total_power"], where.at("total_power", spec))
        return (Condition("total_power", f, "ge", num("at_least") if "at_least" in spec else 0),)
    for key, kind in (("card_types", "types"), ("mana_values", "mana_values")):
        # delirium: card types among the objects of F; "N or more mana values among cards ..."
        if key in spec:
            extra = set(spec) - {key, "at_least"}
            if extra:
                raise where.error(f"unknown condition key {sorted(extra)[0]!r}", expected=_CONDITION_EXPECTED)
            f = parse_filter(spec[key], where.at(key, spec))
            return (Condition(kind, f, "ge", num("at_least") if "at_least" in spec else 1),)
    for k in ("controls", "count"):
        if k in spec:
            extra = set(spec) - {k, "at_least", "at_most"}
            if extra:
                raise where.error(f"unknown condition key {sorted(extra)[0]!r}", expected=_CONDITION_EXPECTED)
            f = parse_filter(spec[k], where.at(k, spec))
            if k == "controls":
                f = Filter("all", (), (f, Filter("controller", ("you",))))
            out = []
            if "at_least" in spec or "at_most" not in spec:
                out.append(Condition("count", f, "ge", num("at_least") if "at_least" in spec else 1))
            if "at_most" in spec:
                out.append(Condition("count", f, "le", num("at_most")))
            return tuple(out)
    for key in _HISTORY_CONDITIONS:
        # what happened this turn (the game's memory of the turn): "as long as an opponent lost
        # life this turn" (119.3), "you've drawn two or more cards this turn" (121.1), "you
        # attacked this turn" (508.1), "you descended this turn" (700.11)
        if key in spec:
            extra = set(spec) - {key, "at_least"}
            if extra:
                raise where.error(f"unknown condition key {sorted(extra)[0]!r}", expected=_CONDITION_EXPECTED)
            v = spec[key]
            if v is True or v is False:          # attacked / descended: the controller did it (or not)
                who, n, cmp = "you", int(v), ("ge" if v else "le")
            else:
                who = str(v)
                if who not in ("you", "opponent", "any"):
                    raise where.at(key, spec).error(f"got {v!r}", expected="you, opponent, any, true or false")
                n, cmp = (num("at_least") if "at_least" in spec else 1), "ge"
            return (Condition(key, None, cmp, n, who),)
    if "poison_ge" in spec and set(spec) <= {"poison_ge", "player"}:      # 122.1f: poison counters
        who = str(spec.get("player", "you"))
        if who not in ("you", "any", "opponent"):
            raise where.at("player", spec).error(f"got {who!r}", expected="you, any or opponent")
        return (Condition("poison", None, "ge", num("poison_ge"), who),)
    if ("life_ge" in spec or "life_le" in spec) and set(spec) <= {"life_ge", "life_le", "player"}:
        who = str(spec.get("player", "you"))
        if who not in ("you", "any", "opponent"):
            raise where.at("player", spec).error(f"got {who!r}", expected="you, any or opponent")
        return tuple(Condition("life", None, k[-2:], num(k), who) for k in ("life_ge", "life_le") if k in spec)
    if len(spec) != 1:
        raise where.error(f"got {describe(spec)}", expected=_CONDITION_EXPECTED)
    (k, _), = spec.items()
    if k == "opponents_ge":
        return (Condition("opponents", None, "ge", num(k)),)
    if k == "your_turn":
        return (Condition("turn", None, "ge", flag(k)),)
    if k == "source_tapped":
        return (Condition("source_tapped", None, "ge", flag(k)),)
    if k == "before_attackers":                             # "before attackers are declared" (508.1)
        return (Condition("before_attackers", None, "ge", flag(k)),)
    if k == "opponent_graveyard_ge":          # "an opponent has N or more cards in their graveyard"
        return (Condition("opponent_zone", Filter("zone", ("graveyard",)), "ge", num(k)),)
    if k == "more_cards_in_hand":             # "you have more cards in hand than each opponent"
        return (Condition("more_in_hand", Filter("zone", ("hand",)), "ge", flag(k)),)
    if k == "most_common_color":              # 105.1: among all permanents, ties included
        return (Condition("most_common_color", Filter("color", (parse_color(spec[k], where.at(k, spec)),)), "ge", 1),)
    if k == "anchor":                       # 614.12b: "[anchor word] — [ability]": that word was chosen as it entered
        v = spec[k]
        if not isinstance(v, str) or not re.fullmatch(r"[A-Za-z][A-Za-z'.-]*", v):
            raise where.at(k, spec).error(f"got {v!r}", expected="an anchor word")
        return (Condition("designation", Filter("designation", (anchor_designation(v),)), "ge", 1),)
    if k in ("monstrous", "renowned", "solved"):   # 701.31b, 702.112b, 719.3b: a designation of the source
        return (Condition("designation", Filter("designation", (k,)), "ge", flag(k)),)
    if k in ("source_attacking", "source_blocking"):       # 506.4: attacking / blocking creatures
        return (Condition(k, None, "ge", flag(k)),)
    if k == "source_attached":                              # "as long as ~ is equipped / enchanted"
        v = spec[k]
        if v not in ("Equipment", "Aura"):
            raise where.at(k, spec).error(f"got {v!r}", expected="Equipment or Aura")
        return (Condition("source_attached", Filter("subtype", (v,)), "ge", 1),)
    raise where.at(k, spec).error(f"unknown condition {k!r}", expected=_CONDITION_EXPECTED)


# ---------------------------------------------------------------- cards


def mana_value_of(cost: str) -> int:
    """202.3: the mana value of a mana cost (X, Y, Z count 0 outside the stack, 202.3e; a hybrid
    symbol like {2/W} counts its larger part)."""
    total = 0
    for sym in re.findall(r"\{([^}]*)\}", cost):
        if sym.isdigit():
            total += int(sym)
        elif sym.upper() in ("X", "Y", "Z"):
            continue
        elif "/" in sym and sym.split("/")[0].isdigit():
            total += int(sym.split("/")[0])
        else:
            total += 1
    return total
