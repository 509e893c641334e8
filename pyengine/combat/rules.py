"""Combat restrictions, requirements and costs as data (CR 508.1c-d, 509.1b-c).

A card carries its combat rules in one of its abilities (`{combat: [rules], text: ...}`, the card
model of docs/cards.md), so a rule exists exactly while the layer system says the object has that
ability.  Effects of resolved spells and abilities (goad, "must be
blocked this turn") are listed under the scenario's `combat: effects:`.  See docs/combat.md.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from pyengine.cards.card import ability_of_term, ability_table
from pyengine.cards.combat_rules import (AFFECTS_WORDS, BY_KINDS, GLOBAL_KINDS, KINDS, WHAT_KINDS,  # noqa: F401
                                         CombatRule, parse_rule)
from pyengine.cards.parse import Place, _expect_list
from pyengine.layers.characteristics import Characteristics
from pyengine.errors import ScenarioError
from pyengine.filters.evaluate import Context, Thing, evaluate
from pyengine.filters.words import check, in_context
from pyengine.model import Filter, Scenario


@dataclass(frozen=True)
class ActiveRule:
    """A rule in force: its source (object or effect id), the source's controller and the
    objects it applies to (empty for global rules), as asp_rules/filters.lp selects them."""
    rule: CombatRule
    source: str
    controller: str
    objects: tuple[str, ...] = field(default=())
    by: tuple[str, ...] = field(default=())     # must_be_blocked_by, cant_be_blocked_by, cant_block_attackers:
                                                # the creatures its `by` filter names
    origin: str | None = None                   # the object it comes from ("~'s power"), if any
    what: tuple[str, ...] = field(default=())   # WHAT_KINDS: the permanents its `what` filter names


# ---------------------------------------------------------------- rules in force
# the words of `affects:` (pyengine.cards.combat_rules.AFFECTS_WORDS) are filters of the one
# filter language
_AFFECTS = {"self": Filter("self"), "enchanted": Filter("enchanted"), "equipped": Filter("equipped"),
            "creatures": Filter("all")}


@dataclass
class _Pending:
    """A rule found in force, before the creatures its filters select are known."""
    rule: CombatRule
    source: str                 # the ActiveRule's source (object or effect id)
    controller: str
    obj: str | None             # the object it comes from ("self", "enchanted"), if any
    attached: str | None        # what that object is attached to


def _resolve(pending: list[_Pending], chars: dict[str, Characteristics],
             scenario: Scenario) -> list[ActiveRule]:
    """The creatures each rule applies to (and, for must_be_blocked_by, the creatures its `by`
    filter names), decided by asp_rules/filters.lp in one call for every rule of the board."""
    objs = {o.id: o for o in scenario.objects}
    queries: list[tuple[Filter, Context]] = []
    what_queries: list[tuple[Filter, Context]] = []     # asked of every permanent, not only creatures
    index: dict[tuple[int, str], int] = {}
    for k, p in enumerate(pending):
        r = p.rule
        o = objs.get(p.obj) if p.obj is not None else None
        ctx = Context(p.controller, p.obj, p.attached,
                      tuple(sorted(o.chosen.items())) if o is not None and o.chosen else ())
        try:
            if r.kind not in GLOBAL_KINDS and r.objects is None:
                index[k, "affects"] = len(queries)
                queries.append((_AFFECTS[r.affects] if isinstance(r.affects, str) else r.affects, ctx))
                check(queries[-1][0], "combat")
            if r.kind in BY_KINDS:
                index[k, "by"] = len(queries)
                queries.append((r.param("by"), ctx))
                check(queries[-1][0], "combat")
            if r.kind in WHAT_KINDS:
                index[k, "what"] = len(what_queries)
                what_queries.append((r.param("what"), ctx))
                check(what_queries[-1][0], "combat")
        except ScenarioError as err:
            raise in_context(err, f"{r.kind} of {p.source}") from None
    # 508.1c-d, 509.1b-c: combat rules are about creatures on the battlefield
    things = [Thing(oid, c, bool(objs[oid].token), bool(objs[oid].face_down))
              for oid, c in sorted(chars.items())
              if c.zone == "battlefield" and "creature" in c.types and oid in objs]
    got = evaluate(queries, things, "combat") if queries else []
    permanents = [Thing(oid, c, bool(objs[oid].token), bool(objs[oid].face_down))
                  for oid, c in sorted(chars.items())
                  if c.zone == "battlefield" and oid in objs and not objs[oid].phased_out]   # 702.26b
    got_what = evaluate(what_queries, permanents, "combat") if what_queries else []
    out = []
    for k, p in enumerate(pending):
        r = p.rule
        if r.kind in GLOBAL_KINDS:
            objects: tuple[str, ...] = ()
        elif r.objects is not None:
            objects = tuple(sorted(o for o in r.objects if o in chars and chars[o].zone == "battlefield"))
        else:
            objects = tuple(sorted(got[index[k, "affects"]]))
        by = tuple(sorted(got[index[k, "by"]])) if (k, "by") in index else ()
        what = tuple(sorted(got_what[index[k, "what"]])) if (k, "what") in index else ()
        out.append(ActiveRule(r, p.source, p.controller, objects, by, p.obj, what))
    return out


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
    out: list[_Pending] = []
    objs = {o.id: o for o in scenario.objects}
    for oid in sorted(chars):
        c = chars[oid]
        if c.zone not in ("battlefield", "command"):
            continue
        for kind, args in c.ability_terms:          # rules exist while the object has the ability
            ab = ability_of_term(kind, args, table)
            for rule in (ab.parts.get("combat") or ()) if ab is not None else ():
                if c.zone not in rule.functions_in:    # 114.4: an emblem's rules function in the command zone
                    continue
                if rule.while_counters is not None:     # 702.98a: "as long as it has a +1/+1 counter on it"
                    kind_, n_ = rule.while_counters
                    if sum(x.count for x in objs[oid].counters if x.kind == kind_) < n_:
                        continue
                out.append(_Pending(rule, oid, c.controller, oid, objs[oid].attached_to))
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
            out.append(_Pending(rule, eid, ctrl, str(src) if src is not None else None, attached))
    return _resolve(out, chars, scenario)
