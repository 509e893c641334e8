"""Combat restrictions, requirements and costs as data (CR 508.1c-d, 509.1b-c).

A card carries its combat rules in the registry pyengine/data/combat_rules.yaml (or in a
scenario's `combat: card_rules:` list): each entry names a card and the ability (1-based position
in the card's `abilities`) that carries the rules, so a rule exists exactly while the layer system
says the object has that ability.  Effects of resolved spells and abilities (goad, "must be
blocked this turn") are listed under the scenario's `combat: effects:`.  See docs/combat.md.
"""
from __future__ import annotations

import operator
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from pyengine.cards.parse import Place, parse_ability_term, parse_filter, _expect_list, _expect_str
from pyengine.layers.characteristics import Characteristics
from pyengine.errors import ScenarioError
from pyengine.model import Filter, Scenario
from pyengine.yamlio import load_yaml_text

# kind -> (declaration it constrains, "restriction" | "requirement" | "cost", parameters)
# Parameter types: "player" ('controller' = the source's controller, or a player id), "int",
# "cost" (mana cost text), "subtype", "keyword", "filter", "object".
KINDS: dict[str, tuple[str, str, dict[str, str]]] = {
    "cant_attack": ("attack", "restriction", {}),
    "cant_attack_alone": ("attack", "restriction", {}),
    "cant_attack_player": ("attack", "restriction", {"player": "player"}),
    "cant_attack_unless_greater": ("attack", "restriction", {}),
    "cant_attack_unless_controls": ("attack", "restriction", {"subtype": "subtype"}),
    "max_attackers": ("attack", "restriction", {"n": "int"}),
    "attack_cost": ("attack", "cost", {"player": "player", "cost": "cost"}),
    "must_attack": ("attack", "requirement", {}),
    "must_attack_player": ("attack", "requirement", {"player": "player"}),
    "goad": ("attack", "requirement", {"by": "player"}),
    "cant_block": ("block", "restriction", {}),
    "cant_block_alone": ("block", "restriction", {}),
    "cant_block_unless_greater": ("block", "restriction", {}),
    "block_only_with": ("block", "restriction", {"keyword": "keyword"}),
    "cant_be_blocked": ("block", "restriction", {}),
    "min_blockers": ("block", "restriction", {"n": "int"}),
    "max_blockers": ("block", "restriction", {"n": "int"}),
    "max_blocks_total": ("block", "restriction", {"n": "int"}),
    "block_cost": ("block", "cost", {"cost": "cost"}),
    "must_block": ("block", "requirement", {}),
    "must_block_attacker": ("block", "requirement", {"attacker": "object"}),
    "lure": ("block", "requirement", {}),
    "must_be_blocked": ("block", "requirement", {}),
    "must_be_blocked_by": ("block", "requirement", {"by": "filter"}),
}
GLOBAL_KINDS = {"max_attackers", "max_blocks_total"}   # not about particular objects
AFFECTS_WORDS = ("self", "enchanted", "equipped", "creatures")


@dataclass(frozen=True)
class CombatRule:
    """One restriction, requirement or cost, before it is applied to objects."""
    kind: str
    params: tuple[tuple[str, Any], ...] = ()
    affects: str | Filter = "self"      # a word of AFFECTS_WORDS or a filter
    objects: tuple[str, ...] | None = None  # locked set (611.2c) for effects of resolved spells
    text: str = ""

    def param(self, name: str) -> Any:
        return dict(self.params).get(name)


@dataclass(frozen=True)
class CardRules:
    card: str
    ability: int
    rules: tuple[CombatRule, ...]


@dataclass(frozen=True)
class ActiveRule:
    """A rule in force: its source (object or effect id), the source's controller and the
    objects it applies to (empty for global rules)."""
    rule: CombatRule
    source: str
    controller: str
    objects: tuple[str, ...] = field(default=())


def parse_rule(spec: Any, where: Place, allow_objects: bool = False) -> CombatRule:
    if not isinstance(spec, dict) or "kind" not in spec:
        raise where.error(f"got {spec!r}", expected="a mapping with 'kind' (one of " + ", ".join(sorted(KINDS)) + ")")
    kind = _expect_str(spec["kind"], where.at("kind", spec), "a combat rule kind")
    if kind not in KINDS:
        raise where.at("kind", spec).error(f"unknown combat rule kind {kind!r}",
                                           expected="one of " + ", ".join(sorted(KINDS)))
    _, _, pspec = KINDS[kind]
    meta = {"kind", "affects", "text"} | ({"objects", "id", "source", "controller"} if allow_objects else set())
    bad = set(spec) - meta - set(pspec)
    if bad:
        k = sorted(bad, key=str)[0]
        raise where.at(k, spec).error(f"unknown key {k!r} for {kind}",
                                      expected="one of " + ", ".join(sorted(meta | set(pspec))))
    params = []
    for name, typ in sorted(pspec.items()):
        if name not in spec:
            if kind == "attack_cost" and name == "player" or kind == "cant_attack_player" and name == "player":
                params.append((name, "controller"))
                continue
            raise where.error(f"{kind} needs '{name}'", expected=f"'{name}: <{typ}>'")
        v, w = spec[name], where.at(name, spec)
        if typ == "int":
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise w.error(f"got {v!r}", expected="a non-negative integer")
        elif typ == "keyword":
            v = parse_ability_term(v, w)
        elif typ == "filter":
            v = parse_filter(v, w)
        else:
            v = _expect_str(str(v) if isinstance(v, int) and not isinstance(v, bool) else v, w)
        params.append((name, v))
    affects: str | Filter = "self"
    if "affects" in spec:
        a = spec["affects"]
        if isinstance(a, str) and a in AFFECTS_WORDS:
            affects = a
        else:
            affects = parse_filter(a, where.at("affects", spec))
    objects = None
    if allow_objects and "objects" in spec:
        ow = where.at("objects", spec)
        objects = tuple(str(x) for x in _expect_list(spec["objects"], ow, "object ids"))
    if allow_objects and objects is None and "affects" not in spec and kind not in GLOBAL_KINDS:
        raise where.error(f"the {kind} effect says neither which objects it applies to nor a filter",
                          expected="'objects: [ids]' or 'affects: <filter>'")
    return CombatRule(kind, tuple(params), affects, objects, str(spec.get("text", "")))


def parse_card_rules(data: Any, where: Place) -> list[CardRules]:
    out = []
    items = _expect_list(data or [], where, "card rule entries")
    for i, e in enumerate(items):
        w = where.at(i, items)
        if not isinstance(e, dict) or not {"card", "ability", "rules"} <= set(e):
            raise w.error(f"got {e!r}", expected="{card: <name>, ability: <1-based index>, rules: [...]}")
        bad = set(e) - {"card", "ability", "rules", "oracle"}
        if bad:
            raise w.at(sorted(bad)[0], e).error(f"unknown key {sorted(bad)[0]!r}", expected="card, ability, rules")
        ab = e["ability"]
        if isinstance(ab, bool) or not isinstance(ab, int) or ab < 1:
            raise w.at("ability", e).error(f"got {ab!r}", expected="the ability's 1-based position on the card")
        rw = w.at("rules", e)
        rules = _expect_list(e["rules"], rw, "combat rules")
        out.append(CardRules(_expect_str(e["card"], w.at("card", e)), ab,
                             tuple(parse_rule(r, rw.at(j, rules)) for j, r in enumerate(rules))))
    return out


@lru_cache(maxsize=1)
def bundled_card_rules() -> tuple[CardRules, ...]:
    fname = "pyengine/data/combat_rules.yaml"
    text = resources.files("pyengine").joinpath("data/combat_rules.yaml").read_text(encoding="utf-8")
    return tuple(parse_card_rules(load_yaml_text(text, fname), Place(fname, "")))


# ---------------------------------------------------------------- filters over characteristics
_OPS = {"eq": operator.eq, "ne": operator.ne, "lt": operator.lt, "le": operator.le,
        "gt": operator.gt, "ge": operator.ge}


def matches(f: Filter, c: Characteristics, ctx: dict) -> bool:
    """Evaluate the filter language on one object's characteristics. ctx: source, controller,
    attached (the object the source is attached to), players."""
    k, a = f.kind, f.args
    if k == "all":
        return all(matches(x, c, ctx) for x in f.children)
    if k == "any":
        return any(matches(x, c, ctx) for x in f.children)
    if k == "not":
        return not matches(f.children[0], c, ctx)
    if k == "type":
        return a[0] in c.types
    if k == "subtype":
        return c.has_subtype(a[0])
    if k == "supertype":
        return a[0] in c.supertypes
    if k == "color":
        return a[0] in c.colors
    if k == "colorless":
        return not c.colors
    if k == "multicolored":
        return len(c.colors) > 1
    if k == "controller":
        you = c.controller == ctx["controller"]
        return you if a[0] == "you" else not you
    if k == "controller_is":
        return c.controller == a[0]
    if k == "owner":
        you = c.owner == ctx["controller"]
        return you if a[0] == "you" else not you
    if k == "owner_is":
        return c.owner == a[0]
    if k == "self":
        return c.id == ctx["source"]
    if k == "other":
        return c.id != ctx["source"]
    if k in ("enchanted", "equipped", "attached"):
        return c.id == ctx.get("attached")
    if k == "object":
        return c.id == a[0]
    if k == "name":
        return c.name == a[0]
    if k == "has":
        return tuple(a[0]) in {tuple(t) for t in c.ability_terms}
    if k == "zone":
        return c.zone == a[0]
    if k in ("power", "toughness", "mana_value"):
        v = getattr(c, k)
        return v is not None and _OPS[a[0]](v, a[1])
    raise ScenarioError(f"the filter {k!r} is not supported in combat rules",
                        expected="type, subtype, supertype, color, controller, owner, self, other, "
                                 "enchanted, equipped, object, name, has, power, toughness, mana_value, "
                                 "all/any/not", place="combat")


# ---------------------------------------------------------------- rules in force
def _has_ability(c: Characteristics, card: str, index: int) -> bool:
    for kind, args in c.ability_terms:
        if kind in ("other", "static", "triggered", "activated") and len(args) == 2 \
                and args[0] == card and str(args[1]) == str(index):
            return True
    return False


def _affected(rule: CombatRule, source: str, controller: str, attached: str | None,
              chars: dict[str, Characteristics]) -> tuple[str, ...]:
    if rule.kind in GLOBAL_KINDS:
        return ()
    if rule.objects is not None:
        return tuple(sorted(o for o in rule.objects if o in chars and chars[o].zone == "battlefield"))
    a = rule.affects
    ctx = {"source": source, "controller": controller, "attached": attached}
    out = []
    for oid, c in chars.items():
        if c.zone != "battlefield" or "creature" not in c.types:
            continue
        if a == "self":
            ok = oid == source
        elif a in ("enchanted", "equipped"):
            ok = oid == attached
        elif a == "creatures":
            ok = True
        else:
            ok = matches(a, c, ctx)
        if ok:
            out.append(oid)
    return tuple(sorted(out))


def active_rules(scenario: Scenario, chars: dict[str, Characteristics]) -> list[ActiveRule]:
    """Every combat rule in force: from abilities of permanents (registry + scenario card_rules)
    and from the scenario's combat effects."""
    try:
        return _active_rules(scenario, chars)
    except ScenarioError as e:
        raise e.with_file(scenario.file)


def _active_rules(scenario: Scenario, chars: dict[str, Characteristics]) -> list[ActiveRule]:
    combat = scenario.extra.get("combat") or {}
    where = Place(scenario.file, "combat")
    registry = list(bundled_card_rules())
    if isinstance(combat, dict) and "card_rules" in combat:
        registry += parse_card_rules(combat["card_rules"], where.at("card_rules", combat))
    by_card: dict[str, list[CardRules]] = {}
    for cr in registry:
        by_card.setdefault(cr.card, []).append(cr)
    out: list[ActiveRule] = []
    objs = {o.id: o for o in scenario.objects}
    for oid in sorted(chars):
        c = chars[oid]
        if c.zone != "battlefield":
            continue
        names = {c.name} | {args[0] for kind, args in c.ability_terms
                            if kind in ("other", "static", "triggered", "activated") and len(args) == 2}
        for name in sorted(n for n in names if n):
            for cr in by_card.get(name, []):
                if not _has_ability(c, cr.card, cr.ability):
                    continue
                for rule in cr.rules:
                    out.append(ActiveRule(rule, oid, c.controller,
                                          _affected(rule, oid, c.controller, objs[oid].attached_to, chars)))
    if isinstance(combat, dict) and "effects" in combat:
        ew = where.at("effects", combat)
        items = _expect_list(combat["effects"] or [], ew, "combat effects")
        pids = {p.id for p in scenario.players}
        for i, spec in enumerate(items):
            w = ew.at(i, items)
            rule = parse_rule(spec, w, allow_objects=True)
            eid = str(spec.get("id", f"effect{i + 1}"))
            src = spec.get("source")
            if src is not None and str(src) not in objs:
                raise w.at("source", spec).error(f"unknown object {src!r}", expected="an object id")
            for x in rule.objects or ():
                if x not in objs:
                    raise w.at("objects", spec).error(f"unknown object {x!r}", expected="an object id")
            ctrl = spec.get("controller")
            if ctrl is None:
                ctrl = chars[str(src)].controller if src is not None else scenario.active_player
            ctrl = str(ctrl)
            if ctrl not in pids:
                raise w.at("controller", spec).error(f"unknown player {ctrl!r}", expected="a player id")
            attached = objs[str(src)].attached_to if src is not None else None
            out.append(ActiveRule(rule, eid, ctrl, _affected(rule, str(src) if src else eid, ctrl, attached, chars)))
    return out
