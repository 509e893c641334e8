"""Declaring attackers and blockers (CR 508.1, 509.1) with clingo: check a declaration, find the
maximum number of requirements that can be obeyed, count and list legal declarations, and
summarise them (which attacks/blocks are in every / some legal declaration).

    >>> from pyengine.scenario import load_scenario, example_path
    >>> b = BlockQuery(load_scenario(example_path("combat-lure")))
    >>> b.maximum().maximum
    2

One clingo Control per query object (the board is fixed); every question is a solve with
different #external assignments.
"""
from __future__ import annotations

import contextlib
import itertools
import time
from typing import Any, Callable, Iterator

import clingo

from asp_rules import program_text
from pyengine.cards.parse import Place
from pyengine.combat.facts import Board, build_board, combat_section, ref_id
from pyengine.combat.budget import UNLIMITED, Budget
from pyengine.combat.results import (CheckResult, CountResult, Listed, MaxResult, PairExplanation, Summary,
                                     Violation, requirement_text, violation_from_symbol)
from pyengine.combat.structure import BudgetExceeded, Structure, StructureTooLarge
from pyengine.model import Scenario

__all__ = ["AttackQuery", "BlockQuery", "Board", "Budget", "build_board", "CheckResult", "CountResult",
           "Listed", "MaxResult", "Summary", "Violation", "requirement_text"]

S = clingo.String
F = clingo.Function
N = clingo.Number


# ---------------------------------------------------------------- the query engine
class _DeclarationQuery:
    """Shared machinery: one grounded Control, queries by assigning externals.  Methods taking a
    `budget` stop when it runs out and mark their answer partial."""
    program = ""
    pair_name = ""         # attack or block
    interrupted = False    # a solve was stopped by Ctrl-C: results so far are partial
    given_name = ""
    _announced: tuple = ()  # externals announced with the declaration being checked (508.1e)

    def __init__(self, scenario: Scenario, board: Board | None = None):
        self.scenario = scenario
        self.board = board or build_board(scenario)
        self._facts = self.board.facts + self._extra_facts()
        # core-guided optimization proves the 508.1d/509.1c maximum fast on crowded boards
        self.ctl = clingo.Control(["--warn=none", "--opt-strategy=usc"])
        self.has_costs = any(f.name in ("attack_cost", "attack_cost_player_or_planeswalkers", "block_cost") for f in self._facts)
        text = program_text(self.program) + "\n" + "\n".join(f"{f}." for f in self._facts)
        self.program_with_facts = text
        self.ctl.add("base", [], text)
        self.ctl.ground([("base", [])])
        self._assigned: set[clingo.Symbol] = set()
        self._max: MaxResult | None = None
        self._structure: Structure | None = None
        self._structure_error: str | None = None
        self._counts: CountResult | None = None
        self._top: int | None = None
        self.requirements = sorted(str(a.symbol.arguments[0]) for a in self.ctl.symbolic_atoms.by_signature("req", 1))
        self.requirement_texts: dict[str, str] = {   # requirement id -> readable text
            str(a.symbol.arguments[0]): requirement_text(a.symbol.arguments[0])
            for a in self.ctl.symbolic_atoms.by_signature("req", 1)}

    # -- subclasses
    def _extra_facts(self) -> list[clingo.Symbol]:
        return []

    def declaration_pairs(self, decl: dict) -> list[tuple[str, str]]:
        raise NotImplementedError

    def to_declaration(self, pairs: list[tuple[str, str]]) -> dict:
        raise NotImplementedError

    def scenario_declaration(self) -> dict:
        raise NotImplementedError

    # -- solving
    def _assign(self, want: set[clingo.Symbol]) -> None:
        """Make exactly the externals in `want` true."""
        for sym in self._assigned - want:
            self.ctl.assign_external(sym, False)
        for sym in want - self._assigned:
            self.ctl.assign_external(sym, True)
        self._assigned = set(want)

    def _set(self, generate: bool, free_only: bool = False, min_req: int = 0,
             given: list[tuple[str, str]] = ()) -> None:
        want = set()
        if generate:
            want.add(F("generate"))
        if free_only:
            want.add(F("free_only"))
        if min_req > 0:
            want.add(F("min_req", [N(min_req)]))
        for a, b in given:
            want.add(F(self.given_name, [S(a), S(b)]))
        if not generate:       # announced with the declaration (508.1e bands): checked, never generated
            want |= set(self._announced)
        self._assign(want)

    def _solve(self, on_model: Callable[[clingo.Model], Any] | None, opt: str = "ignore",
               enum: str = "auto", models: int = 0, timeout: float | None = None,
               assumptions: list | None = None) -> bool:
        """Solve with the current externals; False if stopped by the timeout (seconds)."""
        conf = self.ctl.configuration.solve
        conf.opt_mode = opt
        conf.enum_mode = enum
        conf.models = str(models)
        # solved in clingo's thread while this one waits in short slices, so that Ctrl-C
        # (KeyboardInterrupt) stops the search: what was found so far is kept and
        # self.interrupted tells the caller it is partial
        deadline = None if timeout is None else time.monotonic() + timeout
        with self.ctl.solve(on_model=on_model, assumptions=assumptions or [], async_=True) as handle:
            done = False
            try:
                while not done:
                    left = 0.1 if deadline is None else min(0.1, deadline - time.monotonic())
                    if left <= 0:
                        break
                    done = handle.wait(left)
            except KeyboardInterrupt:
                self.interrupted = True
            if not done:
                handle.cancel()
            handle.get()
        return bool(done)

    def _pairs(self, model: clingo.Model) -> list[tuple[str, str]]:
        return sorted((s.arguments[0].string, s.arguments[1].string)
                      for s in model.symbols(shown=True) if s.name == self.pair_name)

    @staticmethod
    def cost_text(pays: clingo.Symbol) -> str:
        """pays(O,Cost,Src) -> "{2} for giant (prop)"."""
        return f"{pays.arguments[1].string} for {pays.arguments[0].string} ({pays.arguments[2].string})"

    def maximum(self, budget: Budget = UNLIMITED) -> MaxResult:
        """508.1d / 509.1c: the most requirements a declaration can obey without breaking a
        restriction and without paying any cost.  If the budget runs out, the best found so far
        (complete=False: a lower bound)."""
        if self._max is not None and (self._max.complete or budget.expired()):
            return self._max
        if not self.requirements:   # declaring nothing breaks no restriction (509.1b, 508.1c)
            self._max = MaxResult(0, [], {})
            return self._max
        self._set(generate=True, free_only=True)
        best: dict = {}

        def on_model(m: clingo.Model) -> None:
            shown = m.symbols(shown=True)
            best["pairs"] = self._pairs(m)
            best["n"] = sum(1 for s in shown if s.name == "obeyed")
        done = self._solve(on_model, opt="opt", timeout=budget.remaining())
        if self.interrupted:          # Ctrl-C before the maximum was proven: no answer
            raise KeyboardInterrupt
        if "n" not in best:   # only when stopped at once: the empty declaration obeys what it obeys
            best = {"pairs": [], "n": 0}
        self._max = MaxResult(best["n"], list(self.requirements), self.to_declaration(best["pairs"]), done)
        return self._max

    def check(self, decl: dict | None = None, budget: Budget = UNLIMITED) -> CheckResult:
        """Is this declaration legal?  Every violation with its rule; when it only obeys too few
        requirements, a declaration that obeys more."""
        if decl is None:
            decl = self.scenario_declaration()
        pairs = self.declaration_pairs(decl)
        mx = self.maximum(budget)
        self._set(generate=False, min_req=mx.maximum, given=pairs)
        out: dict = {}

        def on_model(m: clingo.Model) -> None:
            shown = m.symbols(shown=True)
            out["viol"] = sorted({violation_from_symbol(s) for s in shown if s.name == "violation"},
                                 key=lambda v: (v.rule, v.detail))
            out["obeyed"] = sorted(str(s.arguments[0]) for s in shown if s.name == "obeyed")
            out["reqs"] = sorted(str(s.arguments[0]) for s in shown if s.name == "req")
            out["costs"] = sorted(self.cost_text(s) for s in shown if s.name == "pays")
        self._solve(on_model)
        viol = out["viol"]
        better = None
        if viol and all(v.rule in ("508.1d", "509.1c") for v in viol):
            better = mx.witness
        return CheckResult(self.to_declaration(pairs), not viol, viol, out["obeyed"], out["reqs"],
                           mx.maximum, out["costs"], better, mx.complete)

    # -- structure: exact counts without enumerating
    def structure(self, budget: Budget = UNLIMITED) -> Structure:
        """The board's structure (pyengine.combat.structure); raises StructureTooLarge or
        BudgetExceeded."""
        if self._structure_error is not None:
            raise StructureTooLarge(self._structure_error)
        if self._structure is None:
            try:
                self._structure = Structure(self, budget)
            except StructureTooLarge as e:
                self._structure_error = str(e)
                raise
        self._structure.budget = budget
        return self._structure

    def counts(self, budget: Budget = UNLIMITED) -> CountResult:
        """Exact numbers of legal, restriction-abiding and maximal declarations, by structure;
        if the structure is too large, by enumeration (a lower bound if the budget runs out)."""
        if self._counts is not None and self._counts.complete:
            return self._counts
        why = ""
        try:
            st = self.structure(budget)
            mx = self._max.maximum if self._max is not None and self._max.complete else None
            c = st.counts(mx)
            self._counts = CountResult(c.legal, c.restrictions_only, c.maximal, True, "structure", c.how(),
                                       c.parts, c.maximum)
            self._top = c.top
            return self._counts
        except StructureTooLarge as e:
            why = f"structure too large ({e})"
        except BudgetExceeded:
            return CountResult(None, None, None, False, "none",
                               "not counted: the time budget ran out while analysing the structure")
        return self._count_by_enumeration(budget, why)

    def _count_by_enumeration(self, budget: Budget, why: str) -> CountResult:
        mx = self.maximum(budget)
        out: dict = {}
        complete = mx.complete
        for key, ro, mxl in (("legal", False, False), ("restrictions_only", True, False), ("maximal", False, True)):
            if key == "maximal" and not self.has_costs:
                out[key] = out["legal"]
                continue
            if budget.expired():
                complete = False
                out[key] = None
                continue
            n, done = self._enumerate_count(ro, mxl, budget)
            out[key] = n
            complete = complete and done
        how = f"by enumeration ({why})" + ("" if complete else ", stopped by the time budget: lower bounds")
        return CountResult(out["legal"], out["restrictions_only"], out["maximal"], complete, "enumeration", how,
                           [], mx.maximum)

    def count(self, restrictions_only: bool = False, maximal: bool = False) -> int:
        """Exact number of legal declarations (or of those breaking no restriction, or of the
        maximal ones)."""
        n, complete = self.count_bounded(restrictions_only, maximal)
        return n

    def count_bounded(self, restrictions_only: bool = False, maximal: bool = False,
                      timeout: float | None = None) -> tuple[int, bool]:
        """Like count(), within `timeout` seconds: (count or lower bound, complete?)."""
        c = self.counts(Budget(timeout))
        n = c.get(restrictions_only, maximal)
        return (0 if n is None else n), c.complete

    def _enumerate_count(self, restrictions_only: bool, maximal: bool, budget: Budget) -> tuple[int, bool]:
        threshold = self._threshold(restrictions_only, maximal, budget)
        self._set(generate=True, min_req=threshold)
        done = self._solve(None, timeout=budget.remaining())
        return int(self.ctl.statistics["summary"]["models"]["enumerated"]), done

    def top(self, budget: Budget = UNLIMITED) -> int:
        """The most requirements obeyed by a legal declaration (paying costs allowed): what a
        maximal declaration obeys.  Without costs in force it is the maximum."""
        mx = self.maximum(budget)
        if not self.has_costs:
            return mx.maximum
        if self._top is None:
            try:
                self._top = self.structure(budget).counts(mx.maximum if mx.complete else None).top
            except (StructureTooLarge, BudgetExceeded):
                self._set(generate=True)
                best: dict = {}
                self._solve(lambda m: best.__setitem__("n", sum(1 for x in m.symbols(shown=True) if x.name == "obeyed")),
                            opt="opt", timeout=budget.remaining())
                return best.get("n", mx.maximum)
        return self._top

    def _threshold(self, restrictions_only: bool, maximal: bool, budget: Budget) -> int:
        if restrictions_only:
            return 0
        return self.top(budget) if maximal else self.maximum(budget).maximum

    def iter_declarations(self, restrictions_only: bool = False, maximal: bool = False,
                          budget: Budget = UNLIMITED) -> Iterator[Listed]:
        """Legal declarations (or those breaking no restriction, or the maximal ones), one at a
        time as clasp finds them, each with the costs it requires.  Stops when the budget runs
        out (self.listing_stopped is then True)."""
        self.listing_stopped = False
        threshold = self._threshold(restrictions_only, maximal, budget)
        self._set(generate=True, min_req=threshold)
        conf = self.ctl.configuration.solve
        conf.opt_mode, conf.enum_mode, conf.models = "ignore", "auto", "0"
        with self.ctl.solve(yield_=True, async_=True) as handle:
            while True:
                if budget.expired():
                    handle.cancel()
                    self.listing_stopped = True
                    return
                handle.resume()
                done = False
                try:                # short slices, so that Ctrl-C stops the search (as in _solve)
                    while not done and not budget.expired():
                        left = budget.remaining()
                        done = handle.wait(0.1 if left is None else min(0.1, left))
                except KeyboardInterrupt:
                    self.interrupted = True
                if not done:
                    handle.cancel()
                    self.listing_stopped = True
                    return
                m = handle.model()
                if m is None:
                    return
                shown = m.symbols(shown=True)
                pairs = sorted((s.arguments[0].string, s.arguments[1].string) for s in shown if s.name == self.pair_name)
                yield Listed(self.to_declaration(pairs), tuple(sorted(self.cost_text(s) for s in shown if s.name == "pays")),
                             sum(1 for s in shown if s.name == "obeyed"))

    def legal(self, limit: int = 0, restrictions_only: bool = False, maximal: bool = False) -> list[dict]:
        """Legal declarations (up to `limit`, 0 = all), sorted; or those breaking no
        restriction; or the maximal ones."""
        with contextlib.closing(self.iter_declarations(restrictions_only, maximal)) as it:
            found = [x.declaration for x in itertools.islice(it, limit or None)]
        return sorted(found, key=lambda d: sorted((k, str(v)) for k, v in d.items()))

    def first_declaration(self, restrictions_only: bool = False, maximal: bool = False,
                          budget: Budget = UNLIMITED) -> Listed | None:
        with contextlib.closing(self.iter_declarations(restrictions_only, maximal, budget)) as it:
            return next(it, None)

    def explain(self, first: str, second: str, budget: Budget = UNLIMITED) -> PairExplanation:
        """Why the pair (blocker, attacker) or (attacker, defender) is -- or isn't -- in a legal
        declaration.  status: "forbidden" (no declaration containing it breaks no restriction,
        508.1c / 509.1b), "too_few" (every such declaration obeys fewer requirements than the
        maximum, 508.1d / 509.1c), "legal", or "legal_paying_cost"; with an example declaration
        containing the pair that obeys the most requirements possible.  complete=False when the
        budget ran out before that was proven."""
        decl = self.to_declaration([(first, second)])
        pairs = self.declaration_pairs(decl)          # validates the ids
        mx = self.maximum(budget)
        atom = F(self.pair_name, [S(first), S(second)])

        def forbidden(complete: bool) -> PairExplanation:
            return PairExplanation(pairs[0], "forbidden", None, mx.maximum, None,
                                   [v for v in self.check(decl, budget).violations if v.rule not in ("508.1d", "509.1c")],
                                   complete)
        if self.ctl.symbolic_atoms[atom] is None:
            return forbidden(mx.complete)
        never = self._pair_chosen_never(atom, budget)
        if never is None:
            return PairExplanation(pairs[0], "unknown", None, mx.maximum, None, [], False)
        if never:
            return forbidden(mx.complete)
        for free in (True, False):
            self._set(generate=True, free_only=free)
            best: dict = {}

            def on_model(m: clingo.Model) -> None:
                best["pairs"] = self._pairs(m)
                best["n"] = sum(1 for x in m.symbols(shown=True) if x.name == "obeyed")
            done = self._solve(on_model, opt="opt", assumptions=[(atom, True)], timeout=budget.remaining())
            if best:
                example = self.to_declaration(best["pairs"])
                status = ("legal" if free else "legal_paying_cost") if best["n"] >= mx.maximum else "too_few"
                return PairExplanation(pairs[0], status, best["n"], mx.maximum, example, [], done and mx.complete)
        return forbidden(mx.complete)

    def _pair_chosen_never(self, atom: clingo.Symbol, budget: Budget = UNLIMITED) -> bool | None:
        """True if no declaration breaking no restriction contains the pair (None: the budget
        ran out first)."""
        self._set(generate=True)
        found: list = []
        done = self._solve(lambda m: found.append(True), models=1, assumptions=[(atom, True)],
                           timeout=budget.remaining())
        if not found and not done:
            return None
        return not found

    def summary(self, count: bool = False, restrictions_only: bool = False, maximal: bool = False,
                count_timeout: float | None = None, budget: Budget = UNLIMITED) -> Summary:
        """Pairs present in every legal declaration and in some, with the number of legal
        declarations containing each pair, by structure; optionally the exact count.
        restrictions_only: over the declarations that break no restriction, ignoring
        requirements; maximal: over the declarations obeying the most requirements (differs from
        legal only when paying a cost obeys more).  If the structure is too large: clasp's
        cautious and brave consequences.  `count_timeout` (seconds) bounds the whole summary
        when no budget is given."""
        if budget is UNLIMITED and count_timeout is not None:
            budget = Budget(count_timeout)
        mx = self.maximum(budget)
        why = ""
        try:
            st = self.structure(budget)
            c = self.counts(budget)
            threshold = 0 if restrictions_only else self.top(budget) if maximal else c.maximum
            total, per_pair = st.pair_counts(threshold)
            every = sorted(p for p, n in per_pair.items() if total and n == total)
            some = sorted(p for p, n in per_pair.items() if n)
            return Summary(c.maximum, total if count else None, every, some, True, "structure",
                           c.how if count else "", {p: n for p, n in per_pair.items() if n})
        except StructureTooLarge as e:
            why = str(e)
        except BudgetExceeded:
            return Summary(mx.maximum, None, [], [], False, "partial",
                           "not counted: the time budget ran out while analysing the structure", None, False)
        threshold = self._threshold(restrictions_only, maximal, budget)
        last: dict = {}
        complete = True
        for enum in ("cautious", "brave"):
            self._set(generate=True, min_req=threshold)
            done = self._solve(lambda m, e=enum: last.__setitem__(e, self._pairs(m)), enum=enum,
                               timeout=budget.remaining())
            complete = complete and done
        n, count_complete = (None, True)
        if count:
            c = self._count_by_enumeration(budget, why)
            n, count_complete = c.get(restrictions_only, maximal), c.complete
        return Summary(mx.maximum, n, last.get("cautious", []) if complete else [], last.get("brave", []),
                       count_complete, "solver", f"by enumeration ({why})" if count else "", None, complete)


class AttackQuery(_DeclarationQuery):
    """Declare attackers (508.1). Declarations are {attacker id: player/planeswalker/battle id}."""
    program = "combat_attack.lp"
    pair_name = "attack"
    given_name = "given_attack"

    def declaration_pairs(self, decl: dict) -> list[tuple[str, str]]:
        w = Place(self.scenario.file, "combat.attackers")
        if not isinstance(decl, dict):
            raise w.error(f"got {decl!r}", expected="a mapping {attacker id: defender id}")
        objs = {o.id for o in self.scenario.objects if o.zone == "battlefield"}
        pids = set(self.board.players)
        return sorted((ref_id(a, w, objs, "a permanent on the battlefield"),
                       ref_id(d, w.at(a, decl), objs | pids, "a player, planeswalker or battle id"))
                      for a, d in decl.items())

    def to_declaration(self, pairs: list[tuple[str, str]]) -> dict:
        return {a: d for a, d in sorted(pairs)}

    def check_with_bands(self, decl: dict, bands: list[list[str]], budget: Budget = UNLIMITED) -> CheckResult:
        """check() of a declaration with the bands its player announces (508.1e, 702.22c-d): each
        band a list of attacking creature ids."""
        ann = []
        for band in bands:
            lead = min(band)
            ann += [F("given_band", [S(o), S(lead)]) for o in band]
        self._announced = tuple(ann)
        try:
            return self.check(decl, budget)
        finally:
            self._announced = ()

    def declarations_with_bands(self) -> list[tuple[dict, list[list[str]]]]:
        """Every declaration the restrictions allow (508.1c; requirements not maximized) with
        every legal way to announce bands for it (508.1e, 702.22c-d): (declaration, bands)."""
        self._assign({F("generate"), F("generate_bands")})
        out: list[tuple[dict, list[list[str]]]] = []

        def on_model(m: clingo.Model) -> None:
            shown = m.symbols(shown=True)
            bands: dict[str, list[str]] = {}
            for s in shown:
                if s.name == "band":
                    bands.setdefault(s.arguments[1].string, []).append(s.arguments[0].string)
            out.append((self.to_declaration(self._pairs(m)), sorted(sorted(b) for b in bands.values())))
        try:
            self._solve(on_model)
        finally:
            self._assign(set())
        return sorted(out, key=repr)

    def scenario_declaration(self) -> dict:
        c = combat_section(self.scenario)
        if "attackers" not in c:
            raise Place(self.scenario.file, "combat").error("no attack declaration to check",
                                                            expected="'combat: attackers: {id: defender}'")
        return c["attackers"] or {}


class BlockQuery(_DeclarationQuery):
    """Declare blockers (509.1) against the scenario's attack (`combat: attackers:`).
    Declarations are {blocker id: [attacker ids]}."""
    program = "combat_block.lp"
    pair_name = "block"
    given_name = "given_block"

    def __init__(self, scenario: Scenario, attackers: dict | None = None, board: Board | None = None):
        self._attackers_in = attackers
        super().__init__(scenario, board)

    def _extra_facts(self) -> list[clingo.Symbol]:
        c = combat_section(self.scenario)
        att = self._attackers_in if self._attackers_in is not None else c.get("attackers")
        w = Place(self.scenario.file, "combat.attackers")
        if not att or not isinstance(att, dict):
            raise w.error("no attacking creatures", expected="'combat: attackers: {id: defender}'")
        objs = {o.id for o in self.scenario.objects if o.zone == "battlefield"}
        out = []
        self.attackers: dict[str, str] = {}
        for a, d in att.items():
            a = ref_id(a, w, objs, "a permanent on the battlefield")
            d = ref_id(d, w.at(a, att), objs | set(self.board.players), "a player, planeswalker or battle id")
            if d not in self.board.attackable:
                raise w.at(a, att).error(f"{d!r} can't be attacked", expected="a defending player, or their planeswalker or battle (508.1b)")
            self.attackers[a] = d
            out.append(F("attacking", [S(a), S(d)]))
        for d in sorted(set(self.attackers.values())):
            out.append(F("defending", [S(d), S(self.board.attackable[d])]))
        return out

    def declaration_pairs(self, decl: dict) -> list[tuple[str, str]]:
        w = Place(self.scenario.file, "combat.blockers")
        if not isinstance(decl, dict):
            raise w.error(f"got {decl!r}", expected="a mapping {blocker id: [attacker ids]}")
        objs = {o.id for o in self.scenario.objects if o.zone == "battlefield"}
        pairs = set()
        for b, lst in decl.items():
            b = ref_id(b, w, objs, "a permanent on the battlefield")
            items = lst if isinstance(lst, list) else [lst]
            for x in items:
                pairs.add((b, ref_id(x, w.at(b, decl), objs, "an attacking creature's id")))
        return sorted(pairs)

    def to_declaration(self, pairs: list[tuple[str, str]]) -> dict:
        out: dict[str, list[str]] = {}
        for b, a in sorted(pairs):
            out.setdefault(b, []).append(a)
        return out

    def scenario_declaration(self) -> dict:
        c = combat_section(self.scenario)
        if "blockers" not in c:
            raise Place(self.scenario.file, "combat").error("no block declaration to check",
                                                            expected="'combat: blockers: {id: [attacker ids]}'")
        return c["blockers"] or {}
