"""Combat restrictions, requirements and costs as data (CR 508.1c-d, 509.1b-c).

A card carries its combat rules in one of its abilities (`{combat: [rules], text: ...}`, the card
model of docs/cards.md), so a rule exists exactly while the layer system says the object has that
ability.  Effects of resolved spells and abilities (goad, "must be
blocked this turn") are listed under the scenario's `combat: effects:`.  See docs/combat.md.
"""
from __future__ import annotations

import operator
from dataclasses import dataclass, field
from typing import Any

from pyengine.cards.card import ability_of_term, ability_table
from pyengine.cards.combat_rules import (AFFECTS_WORDS, GLOBAL_KINDS, KINDS, CombatRule,  # noqa: F401
                                         parse_rule)
from pyengine.cards.parse import Place, parse_ability_term, parse_filter, _expect_list, _expect_str
from pyengine.layers.characteristics import Characteristics
from pyengine.errors import ScenarioError
from pyengine.model import Filter, Scenario

@dataclass(frozen=True)
class ActiveRule:
    """A rule in force: its source (object or effect id), the source's controller and the
    objects it applies to (empty for global rules)."""
    rule: CombatRule
    source: str
    controller: str
    objects: tuple[str, ...] = field(default=())


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
    if isinstance(combat, dict) and "card_rules" in combat:
        raise where.at("card_rules", combat).error(
            "combat rules of cards are now abilities of the card",
            expected="an ability {combat: [rules], text: ...} in the card's `abilities:` (docs/cards.md)")
    table = ability_table(o.card for o in scenario.objects)
    out: list[ActiveRule] = []
    objs = {o.id: o for o in scenario.objects}
    for oid in sorted(chars):
        c = chars[oid]
        if c.zone != "battlefield":
            continue
        for kind, args in c.ability_terms:          # rules exist while the object has the ability
            ab = ability_of_term(kind, args, table)
            for rule in (ab.parts.get("combat") or ()) if ab is not None else ():
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
