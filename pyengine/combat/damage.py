"""Combat damage (CR 510) under the current rules: validate and enumerate damage assignments,
one combat damage step at a time; first and double strike make two steps (510.4).

A step's assignment is {source id: {recipient id: amount}}.  The second step of a combat with
first strike needs the first step's assignment (to know who died and what damage is marked).
"""
from __future__ import annotations

from dataclasses import dataclass

import clingo

from asp_rules import program_text
from pyengine.cards.parse import Place
from pyengine.combat.budget import UNLIMITED, Budget
from pyengine.layers.characteristics import Characteristics
from pyengine.combat.facts import combat_section, ref_id
from pyengine.combat.results import Violation, violation_from_symbol
from pyengine.errors import ScenarioError, check_int
from pyengine.layers.driver import evaluate
from pyengine.model import Scenario

S = clingo.String
F = clingo.Function
N = clingo.Number

FIRST, REGULAR = "first_strike", "regular"


@dataclass
class DamageCheck:
    step: str
    assignment: dict
    legal: bool
    violations: list[Violation]
    lethal: list[str]

    def to_json(self) -> dict:
        return {"step": self.step, "assignment": self.assignment, "legal": self.legal,
                "violations": [v.to_json() for v in self.violations], "lethal": self.lethal}


def _has(c: Characteristics, kw: str) -> bool:
    return ("kw", (kw,)) in c.ability_terms


class DamageQuery:
    """The combat damage steps of one combat (`combat: attackers:` and `blockers:`)."""

    def __init__(self, scenario: Scenario, attackers: dict | None = None, blockers: dict | None = None):
        self.scenario = scenario
        self.chars = evaluate(scenario)
        c = combat_section(scenario)
        w = Place(scenario.file, "combat")
        # Objects in other zones are accepted: a creature or planeswalker that left the
        # battlefield after being declared is removed from combat (506.4).
        objs = {o.id for o in scenario.objects}
        pids = {p.id for p in scenario.players}
        att = attackers if attackers is not None else c.get("attackers")
        if not isinstance(att, dict) or not att:
            raise w.error("no attacking creatures", expected="'combat: attackers: {id: defender}'")
        self.attackers = {ref_id(a, w.at("attackers", c), objs, "an attacking creature"):
                          ref_id(d, w.at("attackers", c), objs | pids, "a player, planeswalker or battle")
                          for a, d in att.items()}
        blk = blockers if blockers is not None else (c.get("blockers") or {})
        if not isinstance(blk, dict):
            raise w.at("blockers", c).error(f"got {blk!r}", expected="{blocker id: [attacker ids]}")
        self.blocks: list[tuple[str, str]] = []
        for b, lst in blk.items():
            b = ref_id(b, w.at("blockers", c), objs, "a blocking creature")
            for a in (lst if isinstance(lst, list) else [lst]):
                a = ref_id(a, w.at("blockers", c), set(self.attackers), "an attacking creature")
                self.blocks.append((b, a))
        self.blocks.sort()
        self.blocked = {a for _, a in self.blocks}
        self.in_combat = sorted(set(self.attackers) | {b for b, _ in self.blocks})
        self._controls: dict[str, clingo.Control] = {}

    # ---------------------------------------------------------------- steps (510.4)
    def steps(self) -> list[str]:
        fs = any(_has(self.chars[o], "first_strike") or _has(self.chars[o], "double_strike")
                 for o in self.in_combat)
        return [FIRST, REGULAR] if fs else [REGULAR]

    def dealers(self, step: str, survivors: set[str] | None = None) -> list[str]:
        alive = [o for o in self.in_combat if survivors is None or o in survivors]
        if step == FIRST:
            return [o for o in alive if _has(self.chars[o], "first_strike") or _has(self.chars[o], "double_strike")]
        if FIRST in self.steps():
            return [o for o in alive if not _has(self.chars[o], "first_strike") or _has(self.chars[o], "double_strike")]
        return alive

    def after(self, assignment: dict) -> tuple[set[str], dict[str, int]]:
        """Creatures still in combat after a step's damage is dealt and state-based actions
        (704.5g lethal damage, 704.5h deathtouch damage; indestructible 702.12b), and the damage
        marked on each."""
        marked = {o.id: o.damage for o in self.scenario.objects}
        deathtouched: set[str] = set()
        for s, rec in assignment.items():
            for t, k in rec.items():
                if t in marked and k > 0:
                    marked[t] += k
                    if _has(self.chars[s], "deathtouch"):
                        deathtouched.add(t)
        alive = set()
        for o in self.in_combat:
            c = self.chars[o]
            if c.zone != "battlefield":
                continue
            dies = (c.toughness is not None and marked[o] >= c.toughness) or o in deathtouched
            if not dies or _has(c, "indestructible"):
                alive.add(o)
        return alive, marked

    # ---------------------------------------------------------------- per-step program
    def _control(self, step: str, prior: dict | None) -> tuple[clingo.Control, list[str]]:
        key = (step, repr(sorted((k, sorted(v.items())) for k, v in (prior or {}).items())))
        if key in self._controls:
            return self._controls[key]
        if step not in self.steps():
            raise ScenarioError(f"this combat has no {step} combat damage step", file=self.scenario.file,
                                place="combat", expected=" or ".join(self.steps()))
        if step == REGULAR and FIRST in self.steps():
            if prior is None:
                raise ScenarioError("the regular damage step depends on the first-strike damage step",
                                    file=self.scenario.file, place="combat.damage",
                                    expected="'combat: damage: first_strike: {source: {recipient: n}}'")
            alive, marked = self.after(prior)
        else:
            alive = {o for o in self.in_combat if self.chars[o].zone == "battlefield"}   # 506.4
            marked = {o.id: o.damage for o in self.scenario.objects}
        dealers = self.dealers(step, alive)
        facts: list[clingo.Symbol] = []
        for p in self.scenario.players:
            facts.append(F("recipient", [S(p.id)]))
        for o in self.scenario.objects:
            if o.zone == "battlefield":
                facts.append(F("recipient", [S(o.id)]))
        for a, d in self.attackers.items():
            if a in alive:
                facts.append(F("attacker", [S(a)]))
                if d in self.chars and self.chars[d].zone != "battlefield":
                    continue   # 506.4c / 510.1b: attacking nothing
                facts.append(F("attacks", [S(a), S(d)]))
            if a in self.blocked:
                facts.append(F("blocked", [S(a)]))     # 509.1h: stays blocked
        for b, a in self.blocks:
            if b in alive and a in alive:
                facts.append(F("blocking", [S(b), S(a)]))
        from pyengine.combat.rules import active_rules
        silent: set[str] = set()
        by_t: set[str] = set()
        by_gt: set[str] = set()
        for ar in active_rules(self.scenario, self.chars):   # 510.1c: "as though it weren't blocked"
            if ar.rule.kind == "damage_by_toughness":        # 510.1a: toughness rather than power
                by_t |= set(ar.objects)
            if ar.rule.kind == "damage_by_toughness_if_greater":
                by_gt |= set(ar.objects)
            if ar.rule.kind == "damage_as_though_unblocked":
                facts += [F("as_though_unblocked", [S(o)]) for o in ar.objects if o in alive]
            if ar.rule.kind == "no_combat_damage":          # "assigns no combat damage this turn"
                silent |= set(ar.objects)
            if ar.rule.kind == "bands_with_other":          # 702.22j: who divides, with trample
                q = F("quality", [S(ar.source), N(len(facts))])
                facts += [F("bands_with_other", [S(o), q]) for o in ar.objects]
                facts += [F("quality_match", [q, S(o)]) for o in ar.what]
        for o in alive:
            c = self.chars[o]
            for kw in ("trample", "deathtouch", "banding"):
                if _has(c, kw):
                    facts.append(F("has", [S(o), F(kw)]))
            if c.toughness is not None:
                facts.append(F("need", [S(o), N(max(c.toughness - marked.get(o, 0), 0))]))
        # combat_damage.lp sums amounts per source and per recipient: keep every sum in range
        def amount(s: str) -> int:
            p, t = self.chars[s].power or 0, self.chars[s].toughness or 0
            return max(0, t if s in by_t or (s in by_gt and t > p) else p)
        check_int(sum(amount(s) for s in dealers) * max(len(alive), 1),
                  "the combat damage this step could sum to", self.scenario.file, "combat")
        for s in dealers:
            p = amount(s)
            if p > 0 and s not in silent:   # 510.1a
                facts += [F("dealer", [S(s)]), F("amount", [S(s), N(p)])]
        ctl = clingo.Control(["--warn=none"])
        ctl.add("base", [], program_text("combat_damage.lp") + "\n" + "\n".join(f"{f}." for f in sorted(set(facts))))
        ctl.ground([("base", [])])
        self._controls[key] = (ctl, dealers)
        return ctl, dealers

    def _given(self, assignment: dict, where: Place) -> list[clingo.Symbol]:
        if not isinstance(assignment, dict):
            raise where.error(f"got {assignment!r}", expected="{source id: {recipient id: amount}}")
        ids = {o.id for o in self.scenario.objects} | {p.id for p in self.scenario.players}
        out = []
        for s, rec in assignment.items():
            s = ref_id(s, where, ids, "a creature in combat")
            if not isinstance(rec, dict):
                raise where.at(s, assignment).error(f"got {rec!r}", expected="{recipient id: amount}")
            for t, k in rec.items():
                t = ref_id(t, where.at(s, assignment), ids, "a player or permanent")
                if isinstance(k, bool) or not isinstance(k, int) or k < 0:
                    raise where.at(s, assignment).error(f"got {k!r}", expected="a non-negative integer")
                if k > 0:
                    out.append(F("given_assign", [S(s), S(t), N(k)]))
        return out

    @staticmethod
    def _assignment(model: clingo.Model) -> dict:
        out: dict[str, dict[str, int]] = {}
        for s in sorted(model.symbols(shown=True)):
            if s.name == "assign":
                out.setdefault(s.arguments[0].string, {})[s.arguments[1].string] = s.arguments[2].number
        return {k: dict(sorted(v.items())) for k, v in sorted(out.items())}

    def check(self, step: str, assignment: dict, prior: dict | None = None) -> DamageCheck:
        ctl, _ = self._control(step, prior)
        given = self._given(assignment, Place(self.scenario.file, f"combat.damage.{step}"))
        atoms = {a.symbol for a in ctl.symbolic_atoms.by_signature("given_assign", 3)}
        bad = [g for g in given if g not in atoms]
        if bad:   # an amount above the source's power, or a source that deals no damage this step
            g = bad[0]
            return DamageCheck(step, assignment, False, [Violation(
                "510.1a", str(F("not_assigning", g.arguments)),
                f"{g.arguments[0].string} doesn't assign {g.arguments[2].number} combat damage in this step")], [])
        for g in given:
            ctl.assign_external(g, True)
        res: dict = {}

        def on_model(m: clingo.Model) -> None:
            sh = m.symbols(shown=True)
            res["v"] = sorted({violation_from_symbol(s) for s in sh if s.name == "violation"}, key=lambda v: (v.rule, v.detail))
            res["l"] = sorted(s.arguments[0].string for s in sh if s.name == "lethal")
        ctl.solve(on_model=on_model)
        for g in given:
            ctl.assign_external(g, False)
        return DamageCheck(step, self._assignment_sorted(assignment), not res["v"], res["v"], res["l"])

    @staticmethod
    def _assignment_sorted(a: dict) -> dict:
        return {str(k): {str(t): n for t, n in sorted(v.items()) if n} for k, v in sorted(a.items())}

    def assignments(self, step: str, prior: dict | None = None, limit: int = 0) -> tuple[list[dict], int]:
        """Legal assignments for a step (up to limit, 0 = all) and their exact number."""
        found, n, _ = self.assignments_bounded(step, prior, limit)
        return found, n

    def assignments_bounded(self, step: str, prior: dict | None = None, limit: int = 0,
                            budget: Budget = UNLIMITED) -> tuple[list[dict], int, bool]:
        """Like assignments(), within the time budget: (assignments, number counted, complete?);
        when the budget runs out the number is a lower bound."""
        ctl, _ = self._control(step, prior)
        ctl.assign_external(F("generate"), True)
        found: list[dict] = []
        n = 0

        def on_model(m: clingo.Model) -> None:
            nonlocal n
            n += 1
            if not limit or len(found) < limit:
                found.append(self._assignment(m))
        ctl.configuration.solve.models = "0"
        with ctl.solve(on_model=on_model, async_=True) as handle:
            done = False
            try:                    # short slices, so that Ctrl-C stops the search
                while not done and not budget.expired():
                    left = budget.remaining()
                    done = handle.wait(0.1 if left is None else min(0.1, left))
            finally:
                if not done:
                    handle.cancel()
            handle.get()
        ctl.assign_external(F("generate"), False)
        found.sort(key=lambda a: repr(a))
        return found, n, bool(done)
