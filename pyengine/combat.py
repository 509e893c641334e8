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

from dataclasses import dataclass, field
from typing import Any, Callable

import clingo

from asp_rules import program_text
from .cards import Place
from .characteristics import Characteristics
from .combat_rules import ActiveRule, active_rules, matches
from .errors import ScenarioError
from .layers import evaluate
from .model import Scenario

S = clingo.String
F = clingo.Function
N = clingo.Number


# ---------------------------------------------------------------- results
@dataclass(frozen=True)
class Violation:
    rule: str          # CR rule number, e.g. "702.9b"
    detail: str        # the ASP detail term, e.g. flying("angel","bear")
    text: str          # readable explanation

    def to_json(self) -> dict:
        return {"rule": self.rule, "detail": self.detail, "text": self.text}


@dataclass
class MaxResult:
    maximum: int                      # most requirements a declaration can obey (no costs paid)
    requirements: list[str]           # every requirement in force
    witness: dict                     # a declaration obeying the maximum

    def to_json(self) -> dict:
        return {"maximum": self.maximum, "requirements": self.requirements, "witness": self.witness}


@dataclass
class CheckResult:
    declaration: dict
    legal: bool
    violations: list[Violation]
    obeyed: list[str]
    requirements: list[str]
    maximum: int
    costs: list[str]
    better: dict | None = None        # a declaration obeying more requirements (509.1c / 508.1d)

    def to_json(self) -> dict:
        d = {"declaration": self.declaration, "legal": self.legal,
             "violations": [v.to_json() for v in self.violations],
             "obeyed": self.obeyed, "requirements": self.requirements,
             "obeyed_count": len(self.obeyed), "maximum": self.maximum, "costs": self.costs}
        if self.better is not None:
            d["better"] = self.better
        return d


@dataclass
class Summary:
    maximum: int
    count: int | None
    every: list[tuple[str, str]]      # pairs present in every legal declaration (cautious)
    some: list[tuple[str, str]]       # pairs present in some legal declaration (brave)
    count_complete: bool = True       # False: counting stopped at a timeout, count is a lower bound

    def to_json(self) -> dict:
        d = {"maximum": self.maximum, "every": [list(p) for p in self.every],
             "some": [list(p) for p in self.some]}
        if self.count is not None:
            d["count"] = self.count
            d["count_complete"] = self.count_complete
        return d


_TEXTS: dict[str, str] = {
    "not_a_creature": "{0} is not a creature",
    "not_controlled_by_active_player": "{0} is not controlled by the active player",
    "tapped": "{0} is tapped",
    "battle": "{0} is a battle",
    "summoning_sick": "{0} hasn't been controlled continuously since the turn began and has no haste",
    "not_attackable": "{0} can't attack {1}: not a defending player, or a planeswalker or battle of one",
    "attacks_twice": "{0} attacks more than once",
    "defender": "{0} has defender",
    "cant_attack": "{0} can't attack ({1})",
    "cant_attack_alone": "{0} can't attack alone ({1})",
    "cant_attack_player": "{0} can't attack {1} ({2})",
    "cant_attack_unless_greater": "{0} can't attack unless a creature with greater power also attacks ({1})",
    "cant_attack_unless_controls": "{0} can't attack unless the defending player controls a {1} ({2})",
    "max_attackers": "{0} creatures attack; no more than {1} can ({2})",
    "too_few_requirements": "obeys {0} requirement(s); {1} can be obeyed without breaking a restriction or paying a cost",
    "not_attacking": "{0} is not attacking",
    "not_defending": "{0} is not controlled by the player {1} is attacking",
    "too_many_blocked": "{0} blocks {1} creatures; it can block {2}",
    "flying": "{0} has flying; {1} has neither flying nor reach",
    "fear": "{0} has fear; {1} is neither an artifact nor black",
    "intimidate": "{0} has intimidate; {1} is not an artifact and shares no color with it",
    "shadow": "{0} and {1} don't both have shadow",
    "horsemanship": "{0} has horsemanship; {1} doesn't",
    "landwalk": "{0} has {1}walk and the defending player controls a {1}",
    "menace": "{0} has menace and is blocked by {1} creature",
    "skulk": "{0} has skulk; {1} has greater power",
    "protection": "{0} has protection from {2}; {1} has that quality",
    "cant_be_blocked": "{0} can't be blocked ({1})",
    "min_blockers": "{0} is blocked by {1}; it can't be blocked except by {2} or more ({3})",
    "max_blockers": "{0} is blocked by {1}; it can't be blocked by more than {2} ({3})",
    "cant_block": "{0} can't block ({1})",
    "cant_block_alone": "{0} can't block alone ({1})",
    "cant_block_unless_greater": "{0} can't block unless a creature with greater power also blocks ({1})",
    "block_only_with": "{0} can block only creatures with {2}; {1} lacks it ({3})",
    "max_blocks_total": "{0} creatures block; no more than {1} can ({2})",
    "wrong_total": "{0} assigns {1} combat damage; its power is {2}",
    "not_a_recipient": "{0} can't assign combat damage to {1}",
    "assigns_no_damage": "{0} assigns no combat damage (it is blocked and no creature blocks it any more)",
    "not_assigning": "{0} doesn't assign {2} combat damage to {1} in this step",
    "not_lethal": "{0} assigns damage to the player, planeswalker or battle it attacks before {1} is assigned lethal damage",
}


def _plain(sym: clingo.Symbol) -> str:
    if sym.type == clingo.SymbolType.String:
        return sym.string
    if sym.type == clingo.SymbolType.Number:
        return str(sym.number)
    if sym.type == clingo.SymbolType.Function and not sym.arguments:
        return sym.name.replace("_", " ")
    if sym.name == "landwalk":
        return _plain(sym.arguments[0]).lower()
    return str(sym)


def _violation(sym: clingo.Symbol) -> Violation:
    rule = sym.arguments[0].string
    d = sym.arguments[1]
    tpl = _TEXTS.get(d.name)
    args = [_plain(a) for a in d.arguments]
    if d.name == "protection":
        args[2] = _plain(d.arguments[2].arguments[0]) if d.arguments[2].arguments else "everything"
    text = tpl.format(*args) if tpl else str(d)
    return Violation(rule, str(d), text)


_REQ_TEXTS: dict[str, str] = {
    "must_attack": "{0} attacks each combat if able ({1})",
    "must_attack_player": "{0} attacks {1} if able ({2})",
    "goad_attacks": "{0} attacks each combat if able (goaded by {1}, 701.38b)",
    "goad_other_player": "{0} attacks a player other than {1} if able (goaded, 701.38b)",
    "must_block": "{0} blocks each combat if able ({1})",
    "must_block_attacker": "{0} blocks {1} if able ({2})",
    "lure": "{1} blocks {0} if able: all creatures able to block {0} do so ({2})",
    "must_be_blocked": "{0} must be blocked if able ({1})",
    "must_be_blocked_by": "{0} must be blocked by a creature {1} names if able",
}


def requirement_text(sym: clingo.Symbol) -> str:
    """Readable form of a requirement term such as lure("bears","wall","lure")."""
    tpl = _REQ_TEXTS.get(sym.name)
    return tpl.format(*[_plain(a) for a in sym.arguments]) if tpl else str(sym)


# ---------------------------------------------------------------- facts
def _kw_term(term: tuple) -> clingo.Symbol | None:
    kind, args = term
    if kind == "kw":
        return F(args[0])
    if kind == "landwalk":
        return F("landwalk", [S(args[0])])
    if kind == "protection":
        what = args[0] if args and isinstance(args[0], tuple) else args
        if what[0] == "everything":
            return F("protection", [F("everything")])
        if what[0] in ("color", "type"):
            return F("protection", [F(what[0], [F(what[1])])])
    return None


@dataclass
class Board:
    """Layer-evaluated state and rules in force, with the ASP facts describing them."""
    scenario: Scenario
    chars: dict[str, Characteristics]
    rules: list[ActiveRule]
    defending_players: list[str]
    attackable: dict[str, str]           # attackable player/permanent -> its defending player
    facts: list[clingo.Symbol] = field(default_factory=list)

    @property
    def players(self) -> list[str]:
        return [p.id for p in self.scenario.players]


def _combat(scenario: Scenario) -> dict:
    c = scenario.extra.get("combat") or {}
    if not isinstance(c, dict):
        raise Place(scenario.file, "combat").error(f"got {c!r}", expected="a mapping")
    return c


def build_board(scenario: Scenario) -> Board:
    chars = evaluate(scenario)
    combat = _combat(scenario)
    where = Place(scenario.file, "combat")
    pids = [p.id for p in scenario.players]
    active = scenario.active_player
    if "defending_players" in combat:
        dp = combat["defending_players"]
        if not isinstance(dp, list) or any(str(x) not in pids or str(x) == active for x in dp):
            raise where.at("defending_players", combat).error(
                f"got {dp!r}", expected="a list of players other than the active player")
        defending = sorted(str(x) for x in dp)
    else:
        defending = sorted(p for p in pids if p != active)  # 802: attack multiple players
    objs = {o.id: o for o in scenario.objects}
    attackable = {p: p for p in defending}
    facts: list[clingo.Symbol] = [F("player", [S(p)]) for p in pids] + [F("active", [S(active)])]
    for oid in sorted(chars):
        c = chars[oid]
        if c.zone != "battlefield" or objs[oid].phased_out:
            continue
        o = objs[oid]
        so = S(oid)
        facts += [F("permanent", [so]), F("controls", [S(c.controller), so])]
        for t in c.types:
            facts.append(F("type", [so, F(t)]))
        for col in c.colors:
            facts.append(F("color", [so, F(col)]))
        if "creature" in c.types:
            facts.append(F("creature", [so]))
            if c.power is not None:
                facts.append(F("power", [so, N(c.power)]))
        if "battle" in c.types:
            facts.append(F("battle", [so]))
            prot = o.chosen.get("protector")
            if prot is None:
                others = [p for p in pids if p != c.controller]
                prot = others[0] if len(others) == 1 else None
            if prot in defending:
                attackable[oid] = str(prot)
        if "planeswalker" in c.types and c.controller in defending:
            attackable[oid] = c.controller
        if "land" in c.types:
            for st in c.subtypes:
                facts.append(F("land_subtype", [S(c.controller), S(st)]))
        if o.tapped:
            facts.append(F("tapped", [so]))
        if o.summoning_sick:
            facts.append(F("sick", [so]))
        extra = 0
        for term in c.ability_terms:
            kt = _kw_term(term)
            if kt is not None:
                facts.append(F("has", [so, kt]))
            if term == ("kw", ("can_block_additional",)):
                extra += 1
            if term == ("kw", ("can_block_any_number",)):
                facts.append(F("any_number", [so]))
        if extra:
            facts.append(F("extra_blocks", [so, N(extra)]))
    for d, p in sorted(attackable.items()):
        facts.append(F("attackable", [S(d), S(p)]))
    rules = active_rules(scenario, chars)
    board = Board(scenario, chars, rules, defending, attackable)
    facts += _rule_facts(board)
    board.facts = sorted(set(facts))
    return board


def _rule_facts(board: Board) -> list[clingo.Symbol]:
    out: list[clingo.Symbol] = []
    pids = set(board.players)
    for ar in board.rules:
        r, src = ar.rule, S(ar.source)

        def player(name: str) -> clingo.Symbol:
            v = r.param(name)
            p = ar.controller if v == "controller" else v
            if p not in pids:
                raise ScenarioError(f"{r.kind}: unknown player {v!r}", file=board.scenario.file,
                                    place="combat", expected="'controller' or a player id")
            return S(p)

        k = r.kind
        if k in ("max_attackers", "max_blocks_total"):
            out.append(F(k, [N(r.param("n")), src]))
            continue
        if k == "must_be_blocked_by":
            ctx = {"source": ar.source, "controller": ar.controller, "attached": None}
            for oid, c in sorted(board.chars.items()):
                if c.zone == "battlefield" and "creature" in c.types and matches(r.param("by"), c, ctx):
                    out.append(F("by_match", [src, S(oid)]))
        for oid in ar.objects:
            o = S(oid)
            if k in ("cant_attack", "cant_attack_alone", "cant_attack_unless_greater", "must_attack",
                     "cant_block", "cant_block_alone", "cant_block_unless_greater", "cant_be_blocked",
                     "must_block", "lure", "must_be_blocked", "must_be_blocked_by"):
                out.append(F(k, [o, src]))
            elif k in ("cant_attack_player", "must_attack_player"):
                out.append(F(k, [o, player("player"), src]))
            elif k == "cant_attack_unless_controls":
                out.append(F(k, [o, S(r.param("subtype")), src]))
            elif k == "attack_cost":
                out.append(F(k, [o, player("player"), S(r.param("cost")), src]))
            elif k == "goad":
                out.append(F("goaded", [o, player("by")]))   # 701.38d: once per goading player
            elif k == "block_only_with":
                out.append(F(k, [o, _kw_term(r.param("keyword")), src]))
            elif k in ("min_blockers", "max_blockers"):
                out.append(F(k, [o, N(r.param("n")), src]))
            elif k == "block_cost":
                out.append(F(k, [o, S(r.param("cost")), src]))
            elif k == "must_block_attacker":
                out.append(F(k, [o, S(r.param("attacker")), src]))
    return out


# ---------------------------------------------------------------- the query engine
class _DeclarationQuery:
    """Shared machinery: one grounded Control, queries by assigning externals."""
    program = ""
    pair_name = ""         # attack or block
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
               enum: str = "auto", models: int = 0, timeout: float | None = None) -> bool:
        """Solve with the current externals; False if stopped by the timeout (seconds)."""
        conf = self.ctl.configuration.solve
        conf.opt_mode = opt
        conf.enum_mode = enum
        conf.models = str(models)
        if timeout is None:
            self.ctl.solve(on_model=on_model)
            return True
        with self.ctl.solve(on_model=on_model, async_=True) as handle:
            done = handle.wait(timeout)
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
            out["viol"] = sorted({_violation(s) for s in shown if s.name == "violation"},
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


def _id(v: Any, w: Place, known: set[str], what: str) -> str:
    if isinstance(v, bool) or not isinstance(v, (str, int)):
        raise w.error(f"got {v!r}", expected=what)
    s = str(v)
    if s not in known:
        raise w.error(f"unknown id {s!r}", expected=what)
    return s


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
        return sorted((_id(a, w, objs, "a permanent on the battlefield"),
                       _id(d, w.at(a, decl), objs | pids, "a player, planeswalker or battle id"))
                      for a, d in decl.items())

    def to_declaration(self, pairs: list[tuple[str, str]]) -> dict:
        return {a: d for a, d in sorted(pairs)}

    def scenario_declaration(self) -> dict:
        c = _combat(self.scenario)
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
        c = _combat(self.scenario)
        att = self._attackers_in if self._attackers_in is not None else c.get("attackers")
        w = Place(self.scenario.file, "combat.attackers")
        if not att or not isinstance(att, dict):
            raise w.error("no attacking creatures", expected="'combat: attackers: {id: defender}'")
        objs = {o.id for o in self.scenario.objects if o.zone == "battlefield"}
        out = []
        self.attackers: dict[str, str] = {}
        for a, d in att.items():
            a = _id(a, w, objs, "a permanent on the battlefield")
            d = _id(d, w.at(a, att), objs | set(self.board.players), "a player, planeswalker or battle id")
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
            b = _id(b, w, objs, "a permanent on the battlefield")
            items = lst if isinstance(lst, list) else [lst]
            for x in items:
                pairs.add((b, _id(x, w.at(b, decl), objs, "an attacking creature's id")))
        return sorted(pairs)

    def to_declaration(self, pairs: list[tuple[str, str]]) -> dict:
        out: dict[str, list[str]] = {}
        for b, a in sorted(pairs):
            out.setdefault(b, []).append(a)
        return out

    def scenario_declaration(self) -> dict:
        c = _combat(self.scenario)
        if "blockers" not in c:
            raise Place(self.scenario.file, "combat").error("no block declaration to check",
                                                            expected="'combat: blockers: {id: [attacker ids]}'")
        return c["blockers"] or {}
