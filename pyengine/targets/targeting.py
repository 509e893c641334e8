"""Targets (CR 115, 601.2c-d, 608.2b, 115.7, 115.9): one clingo Control per stack item and
game state, driving asp_rules/targets.lp.

    >>> from pyengine.scenario import load_scenario, example_path
    >>> t = Targeting.from_scenario(load_scenario(example_path("targets-plague-spores")))
    >>> t.count()
    2

The Control is grounded once; queries switch `#external` atoms (check / generate / optimize /
resolving, the proposal, the division, the announced numbers) and solve again.
"""
from __future__ import annotations

import itertools
import re
from dataclasses import dataclass, field
from typing import Iterable

import clingo

from asp_rules import program_text

from pyengine.filters.modified import is_modified
from pyengine.filters.encode import FilterEncoder, context_facts, object_facts
from pyengine.filters.program import add_filter_program
from pyengine.filters.terms import T
from pyengine.layers.characteristics import Characteristics
from pyengine.errors import ScenarioError, check_int
from pyengine.model import CARD_TYPES, COLORS, Filter, Scenario
from pyengine.cards.abilities import protection_parts
from pyengine.cards.card import ability_of_term, ability_table
from pyengine.targets.spec import (CHANGE_KINDS, MustTarget, StackItem, TargetInstance, TargetQuestion, question,
                                   stack_items)
from pyengine.layers.driver import evaluate

RULE_TEXT = {
    "601.2c": "the player chooses an appropriate object or player for each target",
    "601.2d": "each target of a divided effect receives at least one",
    "115.2": "only permanents are legal targets unless the spell or ability says otherwise",
    "115.3": "the same target can't be chosen twice for one instance of the word \"target\"",
    "115.4": "\"any target\" is a creature, player, planeswalker or battle",
    "115.5": "a spell or ability on the stack is an illegal target for itself",
    "702.11b": "hexproof: can't be the target of spells or abilities its controller's opponents control",
    "702.11c": "hexproof: the player can't be the target of spells or abilities their opponents control",
    "702.11d": "hexproof from a quality",
    "702.16b": "protection: can't be targeted by spells or abilities from sources with the quality",
    "702.16j": "protection from everything: can't be targeted by spells or abilities",
    "702.16k": "protection from a player: can't be targeted by spells or abilities that player controls",
    "702.18a": "shroud: can't be the target of spells or abilities",
    "608.2b": "a target that's no longer in the zone it was in when it was targeted is illegal",
    "115.7a": "change the target(s): all targets change to other legal targets, or none do",
    "115.7b": "change a target: only one target may change",
    "115.7e": "only the final set of targets is evaluated",
    "115.7f": "the division can't be changed",
}


def _why_text(why: clingo.Symbol) -> str:
    n = why.name
    a = why.arguments
    if n == "filter":
        return "doesn't match the target requirement"
    if n == "too_few_targets":
        return f"fewer targets than the {a[0]} required"
    if n == "too_many_targets":
        return f"more targets than the {a[0]} allowed"
    if n == "must_target":
        return f"obeys {a[0]} must-target effect(s), {a[1]} possible"
    if n == "same_as":
        return f"also a target of {a[0].string}, and this instance says \"another target\""
    if n == "protection":
        return f"protection from {_term_text(a[0])}"
    if n == "hexproof_from":
        return f"hexproof from {_term_text(a[0])}"
    if n == "total":
        return f"the shares add up to {a[0]}, not {a[1]}"
    if n == "more_targets_than_amount":
        return f"more targets than {a[0]}: they can't each receive at least one"
    if n == "no_target_for_amount":
        return f"{a[0]} must be divided among at least one target"
    if n == "share_to_non_target":
        return "a share is divided to something that isn't a target"
    if n == "cant_be_targeted":
        return "an effect says it can't be the target of this spell or ability"
    if n == "not_a_permanent":
        return "not a permanent, and the requirement doesn't say another zone, a player, a spell or an ability"
    if n == "not_creature_player_planeswalker_or_battle":
        return "not a creature, player, planeswalker or battle"
    if n == "phased_out":
        return "phased out: treated as though it doesn't exist"
    if n == "itself":
        return "a spell or ability can't target itself"
    if n == "chosen_twice":
        return "chosen more than once for the same instance of \"target\""
    if n == "not_required":
        return "this instance belongs to a mode or cost that wasn't chosen"
    if n == "no_share":
        return "this target receives none of the divided amount"
    if n == "left_zone":
        return f"no longer in the {a[0]}"
    return n.replace("_", " ")


def _term_text(t: clingo.Symbol) -> str:
    if t.type == clingo.SymbolType.String:
        return t.string
    if t.type == clingo.SymbolType.Function and t.arguments:
        return _term_text(t.arguments[0])
    return str(t)


def _sym_id(s: clingo.Symbol) -> str | None:
    return s.string if s.type == clingo.SymbolType.String else None


@dataclass(frozen=True)
class Violation:
    rule: str
    instance: str | None
    target: str | None
    why: str
    detail: str

    def sort_key(self) -> tuple:
        return (self.rule, self.instance or "", self.target or "", self.why)

    def to_json(self) -> dict:
        return {"rule": self.rule, "instance": self.instance, "target": self.target,
                "why": self.why, "detail": self.detail}

    def text(self) -> str:
        where = []
        if self.instance:
            where.append(f"target {self.instance}")
        if self.target:
            where.append(self.target)
        head = f"{self.rule} ({': '.join(where)})" if where else self.rule
        return f"{head}: {self.detail}"


@dataclass
class CheckResult:
    legal: bool
    violations: list[Violation]
    ward_triggers: list[tuple[str, str]] = field(default_factory=list)
    must_obeyed: tuple[int, int] | None = None

    def to_json(self) -> dict:
        d = {"legal": self.legal, "violations": [v.to_json() for v in self.violations],
             "ward_triggers": [{"instance": i, "target": t, "rule": "702.21a"} for i, t in self.ward_triggers]}
        if self.must_obeyed is not None:
            d["must_target"] = {"obeyed": self.must_obeyed[0], "possible": self.must_obeyed[1]}
        return d


@dataclass
class TargetStatus:
    instance: str
    target: str
    legal: bool
    reasons: list[Violation]


@dataclass
class Resolution:
    """608.2b: what happens when the item tries to resolve."""
    resolves: bool
    targets: list[TargetStatus]
    parts: list[dict]
    rule: str = "608.2b"
    note: str = ""

    def to_json(self) -> dict:
        return {"resolves": self.resolves, "rule": self.rule, "note": self.note,
                "targets": [{"instance": s.instance, "target": s.target, "legal": s.legal,
                             "reasons": [v.to_json() for v in s.reasons]} for s in self.targets],
                "parts": self.parts}


@dataclass
class ChangeResult:
    legal: bool
    how: str
    rule: str
    final: dict[str, tuple[str, ...]]
    changed: list[tuple[str, int, str, str]]     # instance, position, old, new
    violations: list[Violation]
    ward_triggers: list[tuple[str, str]]
    division: dict[str, dict[str, int]] = field(default_factory=dict)

    def to_json(self) -> dict:
        return {"legal": self.legal, "how": self.how, "rule": self.rule,
                "division": {k: dict(sorted(v.items())) for k, v in sorted(self.division.items())},
                "final": {k: list(v) for k, v in sorted(self.final.items())},
                "changed": [{"instance": i, "position": p, "from": o, "to": n} for i, p, o, n in self.changed],
                "violations": [v.to_json() for v in self.violations],
                "ward_triggers": [{"instance": i, "target": t, "rule": "702.21a"} for i, t in self.ward_triggers]}


Assignment = dict[str, tuple[str, ...]]

# Fact text is rendered from clingo symbols: user strings are escaped by clingo.String (cached per
# string); constants come from fixed vocabularies (zones, card types, colors, ...).
_STR_CACHE: dict[str, str] = {}
_CONST = re.compile(r"[a-z][A-Za-z0-9_]*")


def _S(s: str) -> str:
    r = _STR_CACHE.get(s)
    if r is None:
        r = _STR_CACHE[s] = str(clingo.String(s))
    return r


def _N(n: int) -> str:
    return str(int(n))


def _fn(name: str, args: list[str] | None = None) -> str:
    if not _CONST.fullmatch(name):
        raise ValueError(f"not an ASP constant: {name!r}")
    return f"{name}({','.join(args)})" if args else name


def _plural_forms(s: str) -> list[str]:
    low = s.lower()
    out = [low, low + "s", low + "es"]
    if low.endswith("f"):
        out.append(low[:-1] + "ves")
    if low.endswith("y"):
        out.append(low[:-1] + "ies")
    return out


class Targeting:
    """Targeting questions about one stack item in one game state."""

    def __init__(self, scenario: Scenario, item: StackItem, items: list[StackItem] | None = None,
                 chars: dict[str, Characteristics] | None = None, musts: Iterable[MustTarget] = (),
                 player_abilities: dict[str, tuple] | None = None, casting: bool = True,
                 queries: dict[str, Filter] | None = None, checking_only: bool = False) -> None:
        """checking_only: the caller will only check() proposals, so the checking Control
        (which also generates) answers the per-target questions and no second Control is
        built."""
        self.scenario = scenario
        self.scenario_objects = {o.id: o for o in scenario.objects}
        self._checking_only = checking_only
        self.item = item
        self.items = items if items is not None else [item]
        self.chars = chars if chars is not None else evaluate(scenario)
        self.players = [p.id for p in scenario.players]
        self.player_abilities = dict(player_abilities or {})
        for pid, kws in _granted_player_keywords(scenario, self.chars).items():    # "You have hexproof"
            self.player_abilities[pid] = tuple(self.player_abilities.get(pid, ())) + kws
        self.queries = dict(queries or {})
        self.casting = casting
        self.active = [i for i in item.spec.instances if item.active(i)]
        self.bounds: dict[str, tuple[int, int | None]] = {}
        for inst in item.spec.instances:
            lo, hi = inst.count.bounds(item.x)
            amt = item.amount(inst)
            if amt is not None:
                hi = amt if hi is None else min(hi, amt)
                if amt > 0:
                    lo = max(lo, 1)
            self.bounds[inst.id] = (lo, hi)
        self.musts = self._musts(list(musts))
        self._encode_and_ground()

    # ------------------------------------------------------------ construction
    @classmethod
    def from_scenario(cls, scenario: Scenario, item: str | None = None, casting: bool = True,
                      queries: dict[str, Filter] | None = None) -> "Targeting":
        items = stack_items(scenario)
        q = question(scenario, items)
        iid = item or q.item
        by_id = {i.id: i for i in items}
        if iid not in by_id:
            raise ScenarioError(f"unknown stack item {iid!r}", file=scenario.file,
                                expected="one of " + ", ".join(by_id))
        qs = dict(queries or {})
        for a in q.asks:
            if a.filter is not None:
                qs[a.id] = a.filter
        t = cls(scenario, by_id[iid], items, musts=q.must_target, player_abilities=q.player_abilities,
                casting=casting, queries=qs)
        t.question = q
        return t

    question: TargetQuestion | None = None

    def _abilities_of(self, c: Characteristics) -> list[tuple[str, "object"]]:
        """(position id, Ability) of the object's non-keyword abilities, as it has them now."""
        if not hasattr(self, "_table"):
            self._table = ability_table(o.card for o in self.scenario.objects)
        out = []
        for kind, args in c.ability_terms:
            ab = ability_of_term(kind, args, self._table)
            if ab is not None:
                out.append((str(args[1]), ab))
        return out

    def _musts(self, extra: list[MustTarget]) -> list[MustTarget]:
        """601.2c must-target effects that apply to this item: written on permanents (Flagbearer
        wording) or given in the scenario; they bind opponents of the effect's controller while
        casting a spell or activating an ability."""
        if not self.casting:
            return []
        found = list(extra)
        for oid, c in sorted(self.chars.items()):
            if c.zone == "battlefield":
                for k, ab in self._abilities_of(c):       # 601.2c "must choose ... if able"
                    if "must_target" in ab.parts:
                        flt = Filter("all", (), (Filter("zone", ("battlefield",)), ab.parts["must_target"]))
                        found.append(MustTarget(f"{oid}#{k}", flt, c.controller, ab.text))
        out = []
        for m in found:
            if m.controller == self.item.controller:
                continue
            if m.only_cast and self.item.kind == "triggered":
                continue
            out.append(m)
        return out

    def _encode_and_ground(self) -> None:
        fn, S, N = _fn, _S, _N
        facts: list[str] = []
        add = facts.append
        item = self.item
        tobjs: list[str] = []
        # the filters (asp_rules/filters.lp, the one evaluator): what they read decides which
        # object facts are given; they belong to the item ("you", "other", "enchanted")
        enc = self._fenc = FilterEncoder(facts, "targets")
        E = T("item")
        inst_root = {inst.id: enc.filter(inst.filter, E) for inst in item.spec.instances}
        must_root = {m.id: enc.filter(m.filter, E) for m in self.musts}
        query_root = {qid: enc.filter(f, E) for qid, f in self.queries.items()}
        for r in {*inst_root.values(), *must_root.values(), *query_root.values()}:
            add(f"want(now,{r})")
        src = self.scenario_objects.get(item.source) if item.source is not None else None
        facts += context_facts(E, item.controller, item.source, chosen=src.chosen if src else None)
        if src is not None and src.attached_to is not None:
            add(f"attached({S(src.id)},{S(src.attached_to)})")
        facts += enc.vocabulary(src.chosen.values() if src else ())
        reads = enc.reads() | {"type", "zone"}
        # 506.4: the combat as the game loop has it (a scenario outside a game declares none)
        combat = self.scenario.extra.get("combat_status") or {}
        attacking, blocking = set(combat.get("attacking", ())), set(combat.get("blocking", ()))
        blocks = combat.get("blocks") or {}          # 509.1a: blocker -> the attackers it blocks
        # what happened to each object this turn, as the game loop has it (thisturn/2)
        turn_words = self.scenario.extra.get("turn_words") or {}
        attached_to_it: dict[str, list] = {}        # 301.5, 303.4: for "modified" (700.9)
        for o in self.scenario.objects:
            if o.attached_to is not None and o.zone == "battlefield" and self.chars.get(o.id) is not None:
                a = self.chars[o.id]
                attached_to_it.setdefault(o.attached_to, []).append((a.subtypes, a.controller))
        # players (102)
        for p in self.players:
            tobjs.append(p)
            add(fn("tobj", [S(p)]))
            add(fn("player", [S(p)]))
            for q in self.players:
                if q != p:
                    add(fn("opp", [S(p), S(q)]))
            for kind, args in self.player_abilities.get(p, ()):
                self._restriction_facts(p, kind, args, add)
        # objects, with characteristics after layers
        for o in self.scenario.objects:
            c = self.chars.get(o.id)
            if c is None:
                continue
            T_ = S(o.id)
            tobjs.append(o.id)
            add(fn("tobj", [T_]))
            add(fn("ctrl", [T_, S(c.controller)]))
            if o.phased_out:
                add(fn("phased_out", [T_]))
            facts += object_facts(o.id, c, token=o.token, face_down=o.face_down,
                                  attached_to=o.attached_to,
                                  printed_pt=c.power is not None or c.toughness is not None, reads=reads,
                                  tapped=o.tapped and o.zone == "battlefield",
                                  attacking=o.id in attacking, blocking=o.id in blocking,
                                  blocks=tuple(blocks.get(o.id, ())),
                                  counters=tuple(sorted((ct.kind, ct.count) for ct in o.counters)),
                                  turn=tuple(turn_words.get(o.id, ())),
                                  modified=is_modified(c.controller, bool(o.counters), attached_to_it.get(o.id, ())))
            for kind, args in c.ability_terms:
                self._restriction_facts(o.id, kind, args, add)
            for _k, ab in self._abilities_of(c):
                if "cant_be_targeted" in ab.parts:
                    self._restriction_facts(o.id, "cant", ab.parts["cant_be_targeted"], add)
        # abilities on the stack (targets for "target activated or triggered ability")
        for it in self.items:
            if it.kind != "spell":
                T_ = S(it.id)
                tobjs.append(it.id)
                add(fn("tobj", [T_]))
                add(fn("isability", [T_, fn(it.kind)]))
                add(fn("zone", [T_, fn("stack")]))
                add(fn("ctrl", [T_, S(it.controller)]))
                add(fn("owner", [T_, S(it.controller)]))
                add(f"val(now,{T_},controller,{S(it.controller)})")
        for it in self.items:
            if it.id in tobjs:
                add(fn("ntargets", [S(it.id), N(sum(len(v) for v in it.targets.values()))]))
                # 115.9b: what it targets now (the targets still where they were targeted)
                now = it.current_targets if it.current_targets is not None else \
                    tuple(x for v in it.targets.values() for x in v)
                for x in dict.fromkeys(now):
                    add(fn("stacktarget", [S(it.id), S(x)]))
        self.tobjs = tobjs
        # the item
        add(fn("item_ctrl", [S(item.controller)]))
        add(fn("item_kind", [fn(item.kind)]))
        add(fn("item_self", [S(item.id)]))
        if item.source is not None:
            add(fn("item_src", [S(item.source)]))
            sc = self.chars.get(item.source)
            if sc is not None:
                for x in sc.colors:
                    add(fn("srcq", [fn("color", [fn(x)])]))
                for x in sc.types:
                    add(fn("srcq", [fn("type", [fn(x)])]))
                for x in sc.subtypes:
                    for form in _plural_forms(x):
                        add(fn("srcq", [fn("quality", [S(form)])]))
                ncol = len(sc.colors)
                q = "colorless" if ncol == 0 else ("monocolored" if ncol == 1 else "multicolored")
                add(fn("srcq", [fn("quality", [S(q)])]))
        for inst in item.spec.instances:
            I = S(inst.id)
            add(fn("inst", [I]))
            if item.active(inst):
                add(fn("inst_active", [I]))
            add(f"inst_filter({I},{inst_root[inst.id]})")
            if inst.permanents_only:
                add(fn("inst_perm", [I]))
            if inst.any_target:
                add(fn("inst_any", [I]))
            lo, hi = self.bounds[inst.id]
            add(fn("inst_count", [I, N(lo), "#sup" if hi is None else N(hi)]))
            for d in inst.distinct_from:
                add(fn("distinct", [S(d), I]))
            amt = item.amount(inst)
            if amt is not None:
                add(fn("divided", [I, N(amt)]))
            add(fn("inst_zone", [I, fn(self.expected_zone(inst))]))
        for m in self.musts:
            add(f"must({S(m.id)},{must_root[m.id]})")
        for qid in self.queries:
            add(f"qfilter({S(qid)},{query_root[qid]})")
        if self.musts:
            for inst in item.spec.instances:
                lo, hi = self.bounds[inst.id]
                top = len(tobjs) if hi is None else min(hi, len(tobjs))
                for n in range(0, top + 1):
                    add(fn("fixdom", [S(inst.id), N(n)]))
        add(fn("nmust", [N(len(self.musts))]))
        self._facts_text = "".join(f"{s}.\n" for s in facts)
        self._ctls: dict[bool, clingo.Control] = {}
        self._max_cache: dict[tuple, int | None] = {}
        self._assigned: dict[int, list[clingo.Symbol]] = {}
        # per-target facts, decided by grounding
        self.cand: dict[str, list[str]] = {i.id: [] for i in item.spec.instances}
        self.reqsat: dict[str, set[str]] = {m.id: set() for m in self.musts}
        self.qmatch: dict[str, set[str]] = {q: set() for q in self.queries}
        gen = self._control(self._checking_only)
        # cand/reqsat/qmatch follow from the facts by stratified rules: grounding decides most
        # of them (facts); the few atoms it leaves open are settled by one solve
        true: list[clingo.Symbol] = []
        open_atoms: list[clingo.Symbol] = []
        for sig in ("cand", "reqsat", "qmatch"):
            for sa in gen.symbolic_atoms.by_signature(sig, 2):
                (true if sa.is_fact else open_atoms).append(sa.symbol)
        if open_atoms:
            def on_model(m: clingo.Model) -> None:
                true.extend(x for x in open_atoms if m.contains(x))
            gen.configuration.solve.models = 1
            gen.configuration.solve.opt_mode = "ignore"
            gen.solve(on_model=on_model)
        for sym in true:
            a = sym.arguments
            if sym.name == "cand":
                self.cand[a[0].string].append(a[1].string)
            elif sym.name == "reqsat":
                self.reqsat[a[0].string].add(a[1].string)
            else:
                self.qmatch[a[0].string].add(a[1].string)
        for k in self.cand:
            self.cand[k].sort()

    def _detail(self, inst: str | None, why: clingo.Symbol) -> str:
        if why.name == "filter" and inst is not None:
            try:
                return f"isn't \"{self.item.spec.instance(inst).filter_text}\""
            except KeyError:
                pass
        return _why_text(why)

    def _restriction_facts(self, oid: str, kind: str, args: tuple, add) -> None:
        fn, S = _fn, _S
        T = S(oid)
        if kind == "kw" and args[0] in ("hexproof", "shroud", "ward"):
            add(fn(args[0], [T]))
        elif kind == "kw" and args[0] == "protection_from_everything":
            add(fn("prot", [T, fn("everything")]))
        elif kind == "protection":
            what, _spared = protection_parts(args)
            if what[0] == "everything":
                add(fn("prot", [T, fn("everything")]))
            elif what[0] in ("color", "type"):
                add(fn("prot", [T, fn(what[0], [fn(what[1])])]))
            elif what[0] == "player":
                add(fn("prot", [T, fn("player", [S(str(what[1]))])]))
            else:
                add(fn("prot", [T, fn("quality", [S(str(what[1]).lower())])]))
        elif kind == "cant":
            add(fn("cant", [T, fn(args[0]), fn(args[1])]))
        elif kind == "hexproof_from":                  # 702.11d
            q = str(args[1] if len(args) == 2 else args[0]).lower()
            if q in COLORS:
                add(fn("hexfrom", [T, fn(q)]))
            elif q.rstrip("s") in CARD_TYPES:
                add(fn("hexfrom", [T, fn(q.rstrip("s"))]))
            else:
                add(fn("hexfrom", [T, S(q)]))

    def expected_zone(self, inst: TargetInstance) -> str:
        """The zone an object target of this instance is in when targeted (608.2b)."""
        def zone_of(f: Filter) -> str | None:
            if f.kind == "zone":
                return f.args[0]
            if f.kind in ("spell", "ability", "activated_ability", "triggered_ability"):
                return "stack"
            if f.kind == "all":
                for c in f.children:
                    z = zone_of(c)
                    if z:
                        return z
            return None
        return zone_of(inst.filter) or "battlefield"

    # ------------------------------------------------------------ solving helpers
    def _control(self, checking: bool) -> clingo.Control:
        """The generating Control (lean: no check-mode rules) or the checking Control (also
        generates); each is grounded once, on first use, from the same program and facts."""
        ctl = self._ctls.get(checking)
        if ctl is None:
            ctl = clingo.Control(["--warn=none"])
            ctl.add("base", [], program_text("targets.lp"))
            add_filter_program(ctl, frozenset(self._fenc.leaf_kinds))
            ctl.add("base", [], self._facts_text + ("checking.\n" if checking else ""))
            ctl.ground([("base", []), ("filt", [clingo.Number(0), clingo.Number(0)])])
            self._ctls[checking] = ctl
            self._assigned[id(ctl)] = []
        return ctl

    def _set(self, ctl: clingo.Control, atoms: list[clingo.Symbol]) -> None:
        for a in atoms:
            ctl.assign_external(a, True)
        self._assigned[id(ctl)] += atoms

    def _clear(self, ctl: clingo.Control) -> None:
        for a in self._assigned[id(ctl)]:
            ctl.assign_external(a, False)
        self._assigned[id(ctl)] = []

    def _solve_once(self, ctl: clingo.Control) -> list[clingo.Symbol]:
        out: list[clingo.Symbol] = []

        def on_model(m: clingo.Model) -> None:
            out[:] = m.symbols(shown=True)
        ctl.configuration.solve.models = 1
        ctl.configuration.solve.opt_mode = "ignore"
        res = ctl.solve(on_model=on_model)
        if not res.satisfiable:
            return []
        return out

    def _must_max(self, ctl: clingo.Control, counts: dict[str, int]) -> int | None:
        """The most must-target effects that legal assignments with these announced numbers of
        targets can obey (601.2c), or None when no legal assignment has these numbers."""
        key = tuple(sorted(counts.items()))
        if key in self._max_cache:
            return self._max_cache[key]
        fn, S, N = clingo.Function, clingo.String, clingo.Number
        self._set(ctl, [fn("generate"), fn("optimize")] + [fn("fixcount", [S(i), N(n)]) for i, n in counts.items()])
        best: list[int] = []

        def on_model(m: clingo.Model) -> None:
            best[:] = [sum(1 for s in m.symbols(shown=True) if s.name == "obeyed")]
        ctl.configuration.solve.models = 0
        ctl.configuration.solve.opt_mode = "opt"
        ctl.solve(on_model=on_model)
        ctl.configuration.solve.opt_mode = "ignore"
        self._clear(ctl)
        self._max_cache[key] = best[0] if best else None
        return self._max_cache[key]

    # ------------------------------------------------------------ queries
    def candidates(self) -> dict[str, list[str]]:
        """For each active instance, the objects and players it may target on their own."""
        return {i.id: list(self.cand[i.id]) for i in self.active}

    def _count_vectors(self) -> Iterable[dict[str, int]]:
        ranges = []
        for i in self.active:
            lo, hi = self.bounds[i.id]
            top = len(self.cand[i.id]) if hi is None else min(hi, len(self.cand[i.id]))
            ranges.append(range(lo, top + 1))
        for combo in itertools.product(*ranges):
            yield {i.id: n for i, n in zip(self.active, combo)}

    def assignments(self, limit: int | None = 1000) -> list[Assignment]:
        """Legal target assignments (sets of targets per instance), up to `limit`."""
        fn, S, N = clingo.Function, clingo.String, clingo.Number
        out: list[Assignment] = []
        inactive = {i.id: () for i in self.item.spec.instances if not self.item.active(i)}

        ctl = self._control(False)
        # chosen(I,T) symbol -> (I, T), built once: reading a symbol's arguments costs more
        table = {fn("chosen", [S(k), S(t)]): (k, t) for k, ts in self.cand.items() for t in ts}

        def run(extra: list[clingo.Symbol], want: int | None) -> None:
            self._set(ctl, [fn("generate")] + extra)
            ctl.configuration.solve.models = 0 if want is None else want
            ctl.configuration.solve.opt_mode = "ignore"
            with ctl.solve(yield_=True) as h:
                for m in h:
                    a: dict[str, list[str]] = {i.id: [] for i in self.active}
                    for s in m.symbols(shown=True):
                        pair = table.get(s)
                        if pair is not None:
                            a[pair[0]].append(pair[1])
                    out.append({**{k: tuple(sorted(v)) for k, v in a.items()}, **inactive})
                    if want is not None and len(out) >= limit:
                        break
            self._clear(ctl)

        if not self.musts:
            run([], limit)
        else:
            for vec in self._count_vectors():
                if limit is not None and len(out) >= limit:
                    break
                mx = self._must_max(ctl, vec)
                if mx is None:
                    continue
                extra = [fn("fixcount", [S(i), N(n)]) for i, n in vec.items()]
                if mx > 0:
                    extra.append(fn("must_max", [N(mx)]))
                run(extra, None if limit is None else limit - len(out))
        out.sort(key=lambda a: sorted(a.items()))
        return out

    def count(self) -> int:
        """The exact number of legal target assignments, by dynamic programming over classes of
        interchangeable candidates (same instances, same must-target effects): the same rules as
        the ASP program (per-target legality from it; 115.3 sets per instance; "another target";
        the number of targets; 601.2d; 601.2c must-target maximum per announced numbers)."""
        inst = [i.id for i in self.active]
        if not inst:
            return 1
        idx = {k: n for n, k in enumerate(inst)}
        musts = [m.id for m in self.musts]
        caps = []
        track_full = bool(musts)
        for k in inst:
            lo, hi = self.bounds[k]
            if hi is not None:
                caps.append(hi)
            elif track_full:
                caps.append(len(self.cand[k]))
            else:
                caps.append(lo)          # track up to the minimum only
        dist = set()
        for i in self.active:
            for d in i.distinct_from:
                if d in idx:
                    dist.add(frozenset((idx[d], idx[i.id])))
        # classes of interchangeable candidates
        classes: dict[tuple, int] = {}
        every = sorted({t for k in inst for t in self.cand[k]})
        candsets = {k: set(self.cand[k]) for k in inst}
        for t in every:
            sig = (tuple(n for n, k in enumerate(inst) if t in candsets[k]),
                   sum(1 << r for r, m in enumerate(musts) if t in self.reqsat[m]))
            classes[sig] = classes.get(sig, 0) + 1
        states: dict[tuple, int] = {(tuple(0 for _ in inst), 0): 1}
        for (sig, rmask), mult in sorted(classes.items()):
            options = []
            for r in range(len(sig) + 1):
                for sub in itertools.combinations(sig, r):
                    if any(frozenset(p) in dist for p in itertools.combinations(sub, 2)):
                        continue
                    options.append(sub)
            for _ in range(mult):
                nxt: dict[tuple, int] = {}
                for (cnt, mask), ways in states.items():
                    for sub in options:
                        c = list(cnt)
                        ok = True
                        for n in sub:
                            if c[n] < caps[n]:
                                c[n] += 1
                            elif self.bounds[inst[n]][1] is not None:
                                ok = False
                                break
                        if not ok:
                            continue
                        key = (tuple(c), mask | rmask if sub else mask)
                        nxt[key] = nxt.get(key, 0) + ways
                states = nxt
        by_vec: dict[tuple, list[tuple[int, int]]] = {}
        for (cnt, mask), ways in states.items():
            if all(cnt[n] >= self.bounds[k][0] if self.bounds[k][1] is not None or track_full
                   else cnt[n] >= caps[n] for n, k in enumerate(inst)):
                by_vec.setdefault(cnt, []).append((bin(mask).count("1"), ways))
        total = 0
        for lst in by_vec.values():
            best = max(p for p, _ in lst)
            total += sum(w for p, w in lst if p == best)
        return total

    def check(self, proposal: Assignment, divide: dict[str, dict[str, int]] | None = None,
              resolving: bool = False, musts: bool = True) -> CheckResult:
        """Check a proposed assignment; every violation names its CR rule."""
        fn, S, N = clingo.Function, clingo.String, clingo.Number
        known = set(self.tobjs)
        bad_ids: list[Violation] = []
        atoms: list[clingo.Symbol] = []
        for k, ids in proposal.items():
            seen: dict[str, int] = {}
            for t in ids:
                seen[t] = seen.get(t, 0) + 1
            for t, n in seen.items():
                if t not in known:
                    bad_ids.append(Violation("608.2b" if resolving else "601.2c", k, t, "not_in_game",
                                             "no such object or player in the game (it left its zone)"))
                    continue
                atoms.append(fn("proposed", [S(k), S(t)]))
                if n > 1:
                    atoms.append(fn("dup", [S(k), S(t)]))
        amounts = {i.id: self.item.amount(i) for i in self.item.spec.instances}
        for k, shares in (divide or {}).items():
            check_int(sum(shares.values()), f"the total divided by {k}", self.scenario.file, "divide")  # summed in ASP
            for t, n in shares.items():
                a = amounts.get(k)
                if a is None:
                    bad_ids.append(Violation("601.2d", k, t, "not_divided", "this instance divides nothing"))
                elif t in known and 0 <= n <= a:
                    atoms.append(fn("share", [S(k), S(t), N(n)]))
                else:
                    bad_ids.append(Violation("601.2d", k, t, "bad_share", f"share {n} is not in 0..{a}"))
        must_info = None
        ctl = self._control(True)
        if musts and self.musts and not resolving:
            sizes = {i.id: len(proposal.get(i.id, ())) for i in self.active}
            in_range = all(self.bounds[k][0] <= n and (self.bounds[k][1] is None or n <= self.bounds[k][1])
                           for k, n in sizes.items())
            # an announced number outside the allowed range is itself the violation (601.2c)
            mx = self._must_max(ctl, sizes) if in_range else None
            if mx:
                atoms.append(fn("must_max", [N(mx)]))
            must_info = mx
        self._set(ctl, [fn("check")] + ([fn("resolving")] if resolving else []) + atoms)
        syms = self._solve_once(ctl)
        self._clear(ctl)
        viol = list(bad_ids)
        ward = []
        obeyed = 0
        for s in syms:
            a = s.arguments
            if s.name == "violation":
                viol.append(Violation(a[0].string, _sym_id(a[1]), _sym_id(a[2]), str(a[3]),
                                      self._detail(_sym_id(a[1]), a[3])))
            elif s.name == "ward_trigger":
                ward.append((a[0].string, a[1].string))
            elif s.name == "obeyed":
                obeyed += 1
        viol = sorted(set(viol), key=Violation.sort_key)
        mo = (obeyed, must_info or 0) if (musts and self.musts and not resolving) else None
        return CheckResult(not viol, viol, sorted(ward), mo)

    # ------------------------------------------------------------ 608.2b
    def resolve(self, targets: Assignment | None = None) -> Resolution:
        """608.2b: re-check every target of the item against the current state."""
        chosen = targets if targets is not None else self.item.targets
        active = {i.id for i in self.active}
        chosen = {k: v for k, v in chosen.items() if k in active}
        res = self.check(chosen, resolving=True, musts=False)
        per: dict[tuple[str, str], list[Violation]] = {}
        for v in res.violations:
            if v.instance and v.target:
                per.setdefault((v.instance, v.target), []).append(v)
        statuses = []
        for k in sorted(chosen):
            for t in chosen[k]:
                rs = per.get((k, t), [])
                statuses.append(TargetStatus(k, t, not rs, rs))
        n = len(statuses)
        all_illegal = n > 0 and all(not s.legal for s in statuses)
        parts = []
        for inst in self.item.spec.instances:
            if inst.id not in active:
                continue
            legal = [s.target for s in statuses if s.instance == inst.id and s.legal]
            illegal = [s.target for s in statuses if s.instance == inst.id and not s.legal]
            parts.append({"instance": inst.id, "effect": inst.effect or inst.text,
                          "happens_to": legal if not all_illegal else [],
                          "not_to": illegal if not all_illegal else illegal + legal})
        for u in self.item.spec.untargeted:
            parts.append({"instance": None, "effect": u, "happens": not all_illegal})
        if n == 0:
            note = "no targets were chosen (115.6): it resolves normally"
        elif all_illegal:
            note = ("all its targets are illegal: it doesn't resolve; it's removed from the stack" +
                    (" and put into its owner's graveyard" if self.item.kind == "spell" else ""))
        elif any(not s.legal for s in statuses):
            note = "some targets are illegal: it resolves, but illegal targets aren't affected by the parts for which they're illegal"
        else:
            note = "all targets are legal: it resolves normally"
        return Resolution(not all_illegal, statuses, parts, "608.2b", note)

    # ------------------------------------------------------------ 115.7
    def change(self, how: str, new: Assignment, old: Assignment | None = None,
               before: CheckResult | None = None) -> ChangeResult:
        """115.7a-f: can the item's targets be changed from `old` to `new` this way?"""
        if how not in CHANGE_KINDS:
            raise ScenarioError(f"unknown change {how!r}", expected="one of " + ", ".join(CHANGE_KINDS))
        rule = CHANGE_KINDS[how]
        old = old if old is not None else self.item.targets
        active = [i.id for i in self.active]
        final: dict[str, tuple[str, ...]] = {}
        extra: list[Violation] = []
        changed: list[tuple[str, int, str, str]] = []
        for k in active:
            o = tuple(old.get(k, ()))
            n = tuple(new.get(k, o))
            if len(n) != len(o):
                extra.append(Violation("601.2c", k, None, "number_changed",
                                       f"the number of targets can't change ({len(o)} -> {len(n)})"))
                n = o
            final[k] = n
            for p, (a, b) in enumerate(zip(o, n)):
                if a != b:
                    changed.append((k, p, a, b))
        for k in sorted(set(new) - set(active)):
            if new[k]:
                extra.append(Violation("115.8", k, None, "not_required",
                                       "this instance belongs to a mode or cost that wasn't chosen; "
                                       "changing targets doesn't change the mode (115.8)"))
        npos = sum(len(v) for v in final.values())
        if rule == "115.7a" and changed and len(changed) != npos:
            extra.append(Violation("115.7a", None, None, "not_all_changed",
                                   f"{len(changed)} of {npos} targets changed: all must change to other legal targets, or none"))
        if rule == "115.7b" and len(changed) > 1:
            extra.append(Violation("115.7b", None, None, "more_than_one_changed",
                                   f"{len(changed)} targets changed; only one may change"))
        # 115.7f: the division stays with its position
        div_old = self.item.divide
        div_new: dict[str, dict[str, int]] = {}
        for k, shares in div_old.items():
            o = tuple(old.get(k, ()))
            d: dict[str, int] = {}
            for p, t in enumerate(final.get(k, ())):
                if p < len(o) and o[p] in shares:
                    d[t] = d.get(t, 0) + shares[o[p]]
            div_new[k] = d
        if before is None:
            before = self.check({k: tuple(old.get(k, ())) for k in active}, div_old or None, musts=False)
        after = self.check(final, div_new or None, musts=False)
        changed_keys = {(k, b) for k, _, _, b in changed}
        prior = set(before.violations)
        viol = list(extra)
        for v in after.violations:
            if v.instance and v.target and (v.instance, v.target) in changed_keys:
                viol.append(v)                 # a new target must be legal (115.7a-d)
            elif v not in prior:
                viol.append(v)                 # the change made something illegal (115.7d, 115.7e)
        viol = sorted(set(viol), key=Violation.sort_key)
        ward = [w for w in after.ward_triggers if w in changed_keys]
        return ChangeResult(not viol, how, rule, final, changed, viol, ward, div_new)

    def change_options(self, old: Assignment | None = None) -> dict[str, list[list[str]]]:
        """115.7: for each target position, the other objects or players it could be changed to
        on its own (every other target unchanged; the final set judged, 115.7e)."""
        old = old if old is not None else self.item.targets
        before = self.check({k: tuple(old.get(k, ())) for k in (i.id for i in self.active)},
                            self.item.divide or None, musts=False)
        out: dict[str, list[list[str]]] = {}
        for inst in self.active:
            cur = tuple(old.get(inst.id, ()))
            out[inst.id] = []
            for p, t in enumerate(cur):
                opts = []
                for x in self.cand[inst.id]:
                    if x == t:
                        continue
                    new = cur[:p] + (x,) + cur[p + 1:]
                    r = self.change("change_any_targets", {inst.id: new}, old, before=before)
                    if r.legal:
                        opts.append(x)
                out[inst.id].append(opts)
        return out

    # ------------------------------------------------------------ 115.9
    def number_of_targets(self, targets: Assignment | None = None) -> int:
        """115.9a: how many times any object or player was chosen as a target (duplicates across
        instances counted separately)."""
        chosen = targets if targets is not None else self.item.targets
        return sum(len(v) for v in chosen.values())

    def current_targets(self, targets: Assignment | None = None) -> list[str]:
        """115.9b: the targets still in the zone they're expected in (or players in the game)."""
        chosen = targets if targets is not None else self.item.targets
        out = set()
        for k, ids in chosen.items():
            try:
                inst = self.item.spec.instance(k)
            except KeyError:
                continue
            z = self.expected_zone(inst)
            for t in ids:
                if t in self.players:
                    out.add(t)
                elif t in self.chars and self.chars[t].zone == z:
                    out.add(t)
                elif any(it.id == t for it in self.items if it.kind != "spell") and z == "stack":
                    out.add(t)
        return sorted(out)

    def targets_matching(self, query: str, targets: Assignment | None = None) -> list[str]:
        """115.9b: "that targets [something]": current targets matching the query filter."""
        return [t for t in self.current_targets(targets) if t in self.qmatch[query]]

    def answer_asks(self) -> list[dict]:
        """The scenario's 115.9 questions (targets.asks), answered for the item's chosen targets."""
        out = []
        for a in (self.question.asks if self.question else ()):
            if a.kind == "number_of_targets":
                n = self.number_of_targets()
                out.append({"ask": a.text, "rule": "115.9a", "answer": n == a.number, "number_of_targets": n})
            elif a.kind == "targets":
                m = self.targets_matching(a.id)
                out.append({"ask": a.text, "rule": "115.9b", "answer": bool(m), "matching": m})
            else:
                out.append({"ask": a.text, "rule": "115.9c", "answer": self.targets_only(a.id)})
        return out

    def targets_only(self, query: str, targets: Assignment | None = None) -> bool:
        """115.9c: "that targets only [something]": exactly one different object or player was
        chosen (as changed), and its current state matches (115.9b)."""
        chosen = targets if targets is not None else self.item.targets
        distinct = {t for v in chosen.values() for t in v}
        if len(distinct) != 1:
            return False
        return bool(self.targets_matching(query, chosen))




def _granted_player_keywords(scenario: Scenario, chars: dict) -> dict[str, tuple]:
    """702.11c, 702.18: "You have hexproof" / "You have shroud" -- static abilities of permanents
    on the battlefield (while they have the ability, after the layer system) giving their
    controller the keyword."""
    out: dict[str, tuple] = {}
    for o in scenario.objects:
        if o.zone != "battlefield":
            continue
        ch = chars.get(o.id)
        if ch is None:
            continue
        terms = {(str(t[1][0]), str(t[1][1])) for t in ch.ability_terms
                 if t[0] == "static" and isinstance(t[1], tuple) and len(t[1]) == 2}
        for ab in o.card.abilities:
            kw = ab.parts.get("player_keyword") if ab.kind == "static" else None
            if kw and (str(ab.args[0]), str(ab.args[1])) in terms:
                out[ch.controller] = out.get(ch.controller, ()) + (("kw", (kw,)),)
    return out
