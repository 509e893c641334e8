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

import time
from typing import Any, Callable

import clingo

from asp_rules import program_text
from pyengine.cards.parse import Place
from pyengine.combat.facts import Board, build_board, combat_section, ref_id
from pyengine.combat.results import (CheckResult, MaxResult, PairExplanation, Summary, Violation,
                             requirement_text, violation_from_symbol)
from pyengine.errors import ScenarioError
from pyengine.model import Scenario

__all__ = ["AttackQuery", "BlockQuery", "Board", "build_board", "CheckResult", "MaxResult",
           "Summary", "Violation", "requirement_text"]

S = clingo.String
F = clingo.Function
N = clingo.Number


# ---------------------------------------------------------------- the query engine
class _DeclarationQuery:
    """Shared machinery: one grounded Control, queries by assigning externals."""
    program = ""
    pair_name = ""         # attack or block
    interrupted = False    # a solve was stopped by Ctrl-C: results so far are partial
    given_name = ""

    def __init__(self, scenario: Scenario, board: Board | None = None):
        self.scenario = scenario
        self.board = board or build_board(scenario)
        self._facts = self.board.facts + self._extra_facts()
        # core-guided optimization proves the 508.1d/509.1c maximum fast on crowded boards
        self.ctl = clingo.Control(["--warn=none", "--opt-strategy=usc"])
        self.has_costs = any(f.name in ("attack_cost", "block_cost") for f in self._facts)
        text = program_text(self.program) + "\n" + "\n".join(f"{f}." for f in self._facts)
        self.ctl.add("base", [], text)
        self.ctl.ground([("base", [])])
        self._assigned: set[clingo.Symbol] = set()
        self._max: MaxResult | None = None
        self.requirement_texts: dict[str, str] = {}   # requirement id -> readable text

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
        for sym in self._assigned - want:
            self.ctl.assign_external(sym, False)
        for sym in want - self._assigned:
            self.ctl.assign_external(sym, True)
        self._assigned = want

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

    def maximum(self) -> MaxResult:
        """508.1d / 509.1c: the most requirements a declaration can obey without breaking a
        restriction and without paying any cost."""
        if self._max is None:
            self._set(generate=True, free_only=True)
            best: dict = {}

            def on_model(m: clingo.Model) -> None:
                shown = m.symbols(shown=True)
                best["pairs"] = self._pairs(m)
                best["n"] = sum(1 for s in shown if s.name == "obeyed")
                best["reqs"] = sorted(str(s.arguments[0]) for s in shown if s.name == "req")
                self.requirement_texts.update({str(s.arguments[0]): requirement_text(s.arguments[0])
                                               for s in shown if s.name == "req"})
            self._solve(on_model, opt="opt")
            if self.interrupted:          # Ctrl-C before the maximum was proven: no answer
                raise KeyboardInterrupt
            if "n" not in best:   # cannot happen: declaring nothing breaks no restriction
                raise ScenarioError("no declaration is legal", file=self.scenario.file, place="combat")
            self._max = MaxResult(best["n"], best["reqs"], self.to_declaration(best["pairs"]))
        return self._max

    def check(self, decl: dict | None = None) -> CheckResult:
        """Is this declaration legal?  Every violation with its rule; when it only obeys too few
        requirements, a declaration that obeys more."""
        if decl is None:
            decl = self.scenario_declaration()
        pairs = self.declaration_pairs(decl)
        mx = self.maximum()
        self._set(generate=False, min_req=mx.maximum, given=pairs)
        out: dict = {}

        def on_model(m: clingo.Model) -> None:
            shown = m.symbols(shown=True)
            out["viol"] = sorted({violation_from_symbol(s) for s in shown if s.name == "violation"},
                                 key=lambda v: (v.rule, v.detail))
            out["obeyed"] = sorted(str(s.arguments[0]) for s in shown if s.name == "obeyed")
            out["reqs"] = sorted(str(s.arguments[0]) for s in shown if s.name == "req")
            out["costs"] = sorted(f"{s.arguments[1].string} for {s.arguments[0].string} ({s.arguments[2].string})"
                                  for s in shown if s.name == "pays")
        self._solve(on_model)
        viol = out["viol"]
        better = None
        if viol and all(v.rule in ("508.1d", "509.1c") for v in viol):
            better = mx.witness
        return CheckResult(self.to_declaration(pairs), not viol, viol, out["obeyed"], out["reqs"],
                           mx.maximum, out["costs"], better)

    def _optimal_only(self, maximal: bool) -> bool | None:
        """How to enumerate: None = every model under the bound #count{obeyed} >= M (or no bound);
        False = optimal models of declarations paying no cost; True = optimal models of all
        declarations (paying costs allowed)."""
        mx = self.maximum()
        if not mx.requirements:
            return None
        if maximal and self.has_costs:
            return True
        if self.has_costs or mx.maximum == 0:
            return None
        return False

    def _enumerate(self, on_pairs: Callable[[list[tuple[str, str]]], None], restrictions_only: bool = False,
                   enum: str = "auto", models: int = 0, maximal: bool = False) -> None:
        """Enumerate legal declarations (or those breaking no restriction, or the maximal ones:
        obeying the most requirements any legal declaration obeys).  Without costs in force the
        legal declarations are exactly the optimal models of #maximize, which clasp enumerates
        (optN) far faster than it handles a cardinality bound; with costs, a declaration that
        pays may obey more than the free maximum, so the bound is used."""
        mode = None if restrictions_only else self._optimal_only(maximal)
        if mode is None:
            self._set(generate=True, min_req=0 if restrictions_only else self.maximum().maximum)
            self._solve(lambda m: on_pairs(self._pairs(m)), enum=enum, models=models)
            return
        self._set(generate=True, free_only=not mode)

        def on_model(m: clingo.Model) -> None:
            if m.optimality_proven:
                on_pairs(self._pairs(m))
        self._solve(on_model, opt="optN", enum=enum, models=models)

    def count(self, restrictions_only: bool = False, maximal: bool = False) -> int:
        """Exact number of legal declarations (or of those breaking no restriction, or of the
        maximal ones), counted by clasp without handing each model to Python."""
        return self.count_bounded(restrictions_only, maximal)[0]

    def count_bounded(self, restrictions_only: bool = False, maximal: bool = False,
                      timeout: float | None = None) -> tuple[int, bool]:
        """Like count(), but stops after `timeout` seconds: (models counted, complete?)."""
        mode = None if restrictions_only else self._optimal_only(maximal)
        if mode is None:
            self._set(generate=True, min_req=0 if restrictions_only else self.maximum().maximum)
            done = self._solve(None, timeout=timeout)
            return int(self.ctl.statistics["summary"]["models"]["enumerated"]), done
        self._set(generate=True, free_only=not mode)
        done = self._solve(None, opt="optN", timeout=timeout)
        return int(self.ctl.statistics["summary"]["models"]["optimal"]), done

    def legal(self, limit: int = 0, restrictions_only: bool = False, maximal: bool = False) -> list[dict]:
        """Legal declarations (up to `limit`, 0 = all), sorted; or those breaking no
        restriction; or the maximal ones."""
        found: list[list[tuple[str, str]]] = []
        self._enumerate(found.append, restrictions_only, models=limit, maximal=maximal)
        return [self.to_declaration(p) for p in sorted(found)[:limit or None]]

    def explain(self, first: str, second: str) -> PairExplanation:
        """Why the pair (blocker, attacker) or (attacker, defender) is -- or isn't -- in a legal
        declaration.  status: "forbidden" (no declaration containing it breaks no restriction,
        508.1c / 509.1b), "too_few" (every such declaration obeys fewer requirements than the
        maximum, 508.1d / 509.1c), "legal", or "legal_paying_cost"; with an example declaration
        containing the pair that obeys the most requirements possible."""
        decl = self.to_declaration([(first, second)])
        pairs = self.declaration_pairs(decl)          # validates the ids
        mx = self.maximum()
        atom = F(self.pair_name, [S(first), S(second)])
        if self.ctl.symbolic_atoms[atom] is None or self._pair_chosen_never(atom):
            return PairExplanation(pairs[0], "forbidden", None, mx.maximum, None,
                                   [v for v in self.check(decl).violations if v.rule not in ("508.1d", "509.1c")])
        for free in (True, False):
            self._set(generate=True, free_only=free)
            best: dict = {}

            def on_model(m: clingo.Model) -> None:
                best["pairs"] = self._pairs(m)
                best["n"] = sum(1 for x in m.symbols(shown=True) if x.name == "obeyed")
            self._solve(on_model, opt="opt", assumptions=[(atom, True)])
            if best:
                example = self.to_declaration(best["pairs"])
                status = ("legal" if free else "legal_paying_cost") if best["n"] >= mx.maximum else "too_few"
                return PairExplanation(pairs[0], status, best["n"], mx.maximum, example, [])
        return PairExplanation(pairs[0], "forbidden", None, mx.maximum, None,
                               [v for v in self.check(decl).violations if v.rule not in ("508.1d", "509.1c")])

    def _pair_chosen_never(self, atom: clingo.Symbol) -> bool:
        """True if no declaration breaking no restriction contains the pair."""
        self._set(generate=True)
        found: list = []
        self._solve(lambda m: found.append(True), models=1, assumptions=[(atom, True)])
        return not found

    def summary(self, count: bool = False, restrictions_only: bool = False, maximal: bool = False,
                count_timeout: float | None = None) -> Summary:
        """Pairs present in every legal declaration (cautious consequences) and in some
        (brave consequences); optionally the exact count.  restrictions_only: over the
        declarations that break no restriction, ignoring requirements; maximal: over the
        declarations obeying the most requirements (differs from legal only when paying a cost
        obeys more)."""
        last: dict = {}
        if self._max is None and not self.has_costs and not restrictions_only:
            # One solve gives both the maximum and the cautious consequences: clasp's optN first
            # finds an optimal model (a real declaration: the witness), then intersects them all.
            self._set(generate=True, free_only=True)
            seen: list[tuple] = []

            def on_model(m: clingo.Model) -> None:
                shown = m.symbols(shown=True)
                self.requirement_texts.update({str(x.arguments[0]): requirement_text(x.arguments[0])
                                               for x in shown if x.name == "req"})
                seen.append((list(m.cost), self._pairs(m), sum(1 for x in shown if x.name == "obeyed"),
                             sorted(str(x.arguments[0]) for x in shown if x.name == "req")))
            self._solve(on_model, opt="optN", enum="cautious")
            final = seen[-1][0]
            cost, pairs, n, reqs = next(x for x in seen if x[0] == final)
            self._max = MaxResult(n, reqs, self.to_declaration(pairs))
            if n > 0:
                last["every"] = seen[-1][1]
        mx = self.maximum()
        if "every" not in last:
            self._enumerate(lambda p: last.__setitem__("every", p), restrictions_only, enum="cautious",
                            maximal=maximal)
        self._enumerate(lambda p: last.__setitem__("some", p), restrictions_only, enum="brave", maximal=maximal)
        n, complete = self.count_bounded(restrictions_only, maximal, count_timeout) if count else (None, True)
        return Summary(mx.maximum, n, last.get("every", []), last.get("some", []), complete)



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
