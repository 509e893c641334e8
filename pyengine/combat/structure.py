"""Exact counts of legal attack and block declarations by structure, without enumerating them
(CR 506.5, 508.1c-d, 508.1h, 509.1b-d).

A declaration is one choice per *unit*: each potential blocker chooses the attackers it blocks
(509.1a), each potential attacker what it attacks or nothing (508.1a-b).  Rules about one unit
alone (509.1a, evasion, protection, "can't block", Lure's requirement on that blocker, costs) are
decided inside the unit.  Rules relating units read the declaration only through *tallies*
(asp_rules/combat_*.lp, "Tallies"): the creatures blocking one attacker (menace, "can't be blocked
except by two or more", "by more than one", "must be blocked"), the number of creatures blocking or
attacking ("can't block alone", "no more than N creatures can block"), creatures of greater power
("can't block unless a creature with greater power also blocks"), the requirements obeyed
(509.1c / 508.1d), the mana spent on costs (508.1h / 509.1d).

The counter, with the combat program deciding every rule:

1. each unit's options: clingo enumerates the unit's choices alone (``structural``, ``focus(U)``),
   under each value of the global tallies its own rules read (``context(U,T)``); an option
   records its contribution to every tally and the contexts in which it is legal;
2. *parts*: units sharing a tally about one attacker form a part; a part is counted by dynamic
   programming over its units with the tallies as state (exact, saturated at the largest
   threshold a rule uses), and its attacker tallies are then judged by the program
   (``given_tally``) -- which may add requirements obeyed ("must be blocked");
3. parts are independent given the global tallies: their distributions over the global tallies
   are multiplied (convolved), and each combined value is judged by the program: restrictions,
   the requirement maximum (``min_req``), the contexts assumed by the options.

The requirement maximum M (509.1c / 508.1d) is the most requirements obeyed by a declaration that
breaks no restriction and pays no cost, read off the same distribution; legal declarations obey
at least M, maximal ones the most any legal declaration obeys.  Counts are Python integers of any
size.  For "in every / in some legal declaration", the number of legal declarations containing
each pair is computed by a backward pass over the same parts.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import clingo

from pyengine.combat.budget import UNLIMITED, Budget

if TYPE_CHECKING:
    from pyengine.combat.declare import _DeclarationQuery

F = clingo.Function
N = clingo.Number

MAX_OPTIONS = 20000        # options of one unit beyond which the structure is not used
MAX_STATES = 200000        # states of one part's dynamic programme beyond which it gives up


class StructureTooLarge(Exception):
    """The board's structure is too large for exact counting within the limits."""


class BudgetExceeded(Exception):
    """The time budget ran out."""


@dataclass(frozen=True)
class Tally:
    term: clingo.Symbol
    cap: int                       # tally_max: values at least cap are alike
    scope: str | None              # attacker id for a local tally, None for a global one

    @property
    def name(self) -> str:
        return str(self.term)


@dataclass(frozen=True)
class Option:
    """One choice of one unit."""
    pairs: tuple[tuple[str, str], ...]
    adds: tuple[int, ...]          # contribution to each tally of the structure (by index)
    mask: int                      # contexts (bitmask over the context space) it is legal in
    costs: tuple[str, ...]


@dataclass
class Part:
    units: list[str]
    local: list[int]               # indices of the tallies it closes (its attackers' tallies)
    options: dict[str, list[Option]] = field(default_factory=dict)
    scopes: list[tuple[str, list[int]]] = field(default_factory=list)   # local tallies by attacker
    closed: dict[tuple, tuple | None] = field(default_factory=dict)     # verdicts by local values

    def __post_init__(self) -> None:
        self.local = sorted(self.local)

    def describe(self, tallies: list[Tally]) -> str:
        who = ", ".join(self.units) if len(self.units) <= 6 else \
            ", ".join(self.units[:5]) + f" and {len(self.units) - 5} more"
        if not self.local:
            return who
        return f"{who} (linked by {', '.join(tally_text(tallies[i].term) for i in self.local)})"


@dataclass
class Counts:
    """Exact counts over the declarations by structure."""
    restrictions_only: int         # break no restriction (requirements ignored)
    legal: int                     # obey at least `maximum` requirements (509.1c / 508.1d)
    maximal: int                   # obey the most requirements any legal declaration obeys
    maximum: int                   # the free maximum M
    top: int                       # the most requirements obeyed by a legal declaration
    parts: list[str]
    global_tallies: list[str]

    def how(self) -> str:
        n = len(self.parts)
        parts = f"{n} independent part{'s' if n != 1 else ''}"
        if not self.global_tallies:
            return f"exact, by structure: the product over {parts}"
        ts = self.global_tallies
        over = ts[0] if len(ts) == 1 else ", ".join(ts[:-1]) + " and " + ts[-1]
        return f"exact, by structure: {parts}, combined over {over}"


def tally_text(t: clingo.Symbol) -> str:
    a = [x.string if x.type == clingo.SymbolType.String else str(x) for x in t.arguments]
    return {
        "blockers": lambda: f"the creatures blocking {a[0]}",
        "blocked_by": lambda: f"the creatures blocking {a[0]} that {a[1]} names",
        "blocking": lambda: "the number of blocking creatures",
        "attacking": lambda: "the number of attacking creatures",
        "power_above": lambda: f"the creatures with power greater than {a[0]}",
        "obeyed": lambda: "the requirements obeyed",
        "paid": lambda: "the costs paid",
        "mana": lambda: f"the mana {a[0]} spends",
    }.get(t.name, lambda: str(t))()


def _sat_add(state: tuple, adds: tuple, caps: tuple, nz: tuple) -> tuple:
    s = list(state)
    for i in nz:
        v = s[i] + adds[i]
        s[i] = v if v < caps[i] else caps[i]
    return tuple(s)


class Structure:
    """The structure of one query's declarations (built once per query, from its grounded
    Control).  Every step checks `budget` (assignable between calls) and raises BudgetExceeded."""

    def __init__(self, q: "_DeclarationQuery", budget: Budget = UNLIMITED):
        self.q = q
        self.budget = budget
        atoms = q.ctl.symbolic_atoms

        def facts(name: str, arity: int) -> list[clingo.Symbol]:
            return sorted(a.symbol for a in atoms.by_signature(name, arity))

        local = {t.arguments[0]: t.arguments[1].string for t in facts("local_tally", 2)}
        self.tallies: list[Tally] = [Tally(t.arguments[0], t.arguments[1].number, local.get(t.arguments[0]))
                                     for t in facts("tally_max", 2)]
        self.index = {t.term: i for i, t in enumerate(self.tallies)}
        self.caps = tuple(t.cap for t in self.tallies)
        self.units = [u.arguments[0].string for u in facts("unit", 1)]
        self.contexts: dict[str, list[int]] = {}
        for c in facts("context", 2):
            self.contexts.setdefault(c.arguments[0].string, []).append(self.index[c.arguments[1]])
        self.global_idx = [i for i, t in enumerate(self.tallies) if t.scope is None]
        self.ctx_idx = sorted({i for v in self.contexts.values() for i in v})
        sizes = [self.caps[i] + 1 for i in self.ctx_idx]
        self.ctx_space = list(itertools.product(*[range(s) for s in sizes]))
        self.full_mask = (1 << len(self.ctx_space)) - 1
        self.obeyed = self.index.get(F("obeyed"))
        self.paid = self.index.get(F("paid"))
        self._verdicts: dict[tuple, tuple[bool, tuple[int, ...]]] = {}
        self._final: dict[tuple, tuple[bool, bool]] = {}
        self._restrictions_ok: dict[tuple, bool] = {}
        self._judge_ctl: clingo.Control | None = None
        self._judge_assigned: set[clingo.Symbol] = set()
        self._symbols: dict[clingo.Symbol, tuple[str, object]] = {}
        self._options()
        self._parts()

    # ------------------------------------------------------------ budget
    def _tick(self) -> None:
        if self.budget.expired():
            raise BudgetExceeded()

    # ------------------------------------------------------------ 1. options of each unit
    def _options(self) -> None:
        q = self.q
        self.options: dict[str, list[Option]] = {}
        for u in self.units:
            self._tick()
            mine = sorted(self.contexts.get(u, []))
            found: dict[tuple, list] = {}
            values = list(itertools.product(*[range(self.caps[i] + 1) for i in mine]))
            for val in values:
                want = {F("generate"), F("structural"), F("focus", [clingo.String(u)])}
                want |= {F("given_tally", [self.tallies[i].term, N(v)]) for i, v in zip(mine, val)}
                q._assign(want)

                def on_model(m: clingo.Model, val=val) -> bool:
                    adds = [0] * len(self.tallies)
                    pairs, costs = [], []
                    for s in m.symbols(shown=True):
                        kind, data = self._read(s)
                        if kind == "tally":
                            adds[data[0]] += data[1]
                        elif kind == "pair":
                            pairs.append(data)
                        elif kind == "pays":
                            costs.append(data)
                    key = (tuple(sorted(pairs)), tuple(adds), tuple(sorted(costs)))
                    found.setdefault(key, []).append(val)
                    return len(found) <= MAX_OPTIONS      # False stops the search (never raise here)
                done = q._solve(on_model, timeout=self.budget.remaining())
                if q.interrupted:
                    raise KeyboardInterrupt
                if len(found) > MAX_OPTIONS:
                    raise StructureTooLarge(f"{u} has more than {MAX_OPTIONS} options")
                if not done:
                    raise BudgetExceeded()
            opts = []
            for (pairs, adds, costs), vals in found.items():
                ok = set(vals)
                mask = 0
                for k, c in enumerate(self.ctx_space):
                    proj = tuple(c[self.ctx_idx.index(i)] for i in mine)
                    if proj in ok:
                        mask |= 1 << k
                opts.append(Option(pairs, adds, mask, costs))
            self.options[u] = sorted(opts, key=lambda o: o.pairs)

    def _read(self, s: clingo.Symbol) -> tuple[str, object]:
        """What a shown atom says (cached: reading a Symbol's parts costs C calls)."""
        got = self._symbols.get(s)
        if got is None:
            if s.name == "tally":
                got = ("tally", (self.index[s.arguments[0]], s.arguments[1].number))
            elif s.name == self.q.pair_name:
                got = ("pair", (s.arguments[0].string, s.arguments[1].string))
            elif s.name == "pays":
                got = ("pays", self.q.cost_text(s))
            else:
                got = ("other", None)
            self._symbols[s] = got
        return got

    # ------------------------------------------------------------ 2. parts
    def _parts(self) -> None:
        parent = {u: u for u in self.units}

        def find(x: str) -> str:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x
        scope_owner: dict[str, str] = {}
        touched: dict[str, set[int]] = {u: set() for u in self.units}
        for u, opts in self.options.items():
            for o in opts:
                for i, v in enumerate(o.adds):
                    sc = self.tallies[i].scope
                    if v and sc is not None:
                        touched[u].add(i)
                        if sc in scope_owner:
                            parent[find(u)] = find(scope_owner[sc])
                        else:
                            scope_owner[sc] = u
        groups: dict[str, list[str]] = {}
        for u in self.units:
            groups.setdefault(find(u), []).append(u)
        self.parts: list[Part] = []
        seen_scopes: set[str] = set()
        for units in groups.values():
            scopes = {self.tallies[i].scope for u in units for i in touched[u]}
            seen_scopes |= scopes
            local = [i for i, t in enumerate(self.tallies) if t.scope in scopes]
            self.parts.append(Part(sorted(units), local, {u: self.options[u] for u in units}))
        # tallies of attackers no unit can block still get judged (at value 0)
        rest = sorted({t.scope for t in self.tallies if t.scope is not None} - seen_scopes)
        for sc in rest:
            self.parts.append(Part([], [i for i, t in enumerate(self.tallies) if t.scope == sc]))
        self.parts.sort(key=lambda p: (p.units, p.local))
        for p in self.parts:
            by: dict[str, list[int]] = {}
            for i in p.local:
                by.setdefault(self.tallies[i].scope, []).append(i)
            p.scopes = sorted(by.items())

    # ------------------------------------------------------------ verdicts by the program
    def _close(self, part: Part, state: tuple) -> tuple | None:
        """The program's verdict on a part's attacker tallies: None if a restriction is broken,
        else the global contributions it adds (requirements obeyed through those tallies).
        Judged one attacker at a time: a rule reads the tallies of one scope only."""
        local = tuple(state[i] for i in part.local)
        if local in part.closed:
            return part.closed[local]
        extra: list[int] | None = [0] * len(self.tallies)
        for scope, idx in part.scopes:
            key = (scope,) + tuple(state[i] for i in idx)
            got = self._verdicts.get(key)
            if got is None:
                want = {F("structural")} | {F("given_tally", [self.tallies[i].term, N(state[i])]) for i in idx}
                got = self._judge(want)
                self._verdicts[key] = got
            if not got[0]:
                extra = None
                break
            for i, v in enumerate(got[1]):
                extra[i] += v
        part.closed[local] = None if extra is None else tuple(extra)
        return part.closed[local]

    def _judge(self, want: set) -> tuple[bool, tuple[int, ...]]:
        viol, adds = self._solve_verdict(want)
        return not viol, adds

    def _solve_verdict(self, want: set) -> tuple[list[clingo.Symbol], tuple[int, ...]]:
        """One solve of the verdict program (the combat program grounded with choices=0: only
        its rules over tallies): the violations and the tally contributions it derives."""
        if self._judge_ctl is None:
            self._judge_ctl = clingo.Control(["--warn=none", "-c", "choices=0"])
            self._judge_ctl.add("base", [], self.q.program_with_facts)
            self._judge_ctl.ground([("base", [])])
        ctl = self._judge_ctl
        for sym in self._judge_assigned - want:
            ctl.assign_external(sym, False)
        for sym in want - self._judge_assigned:
            ctl.assign_external(sym, True)
        self._judge_assigned = set(want)
        out: dict = {"viol": [], "adds": [0] * len(self.tallies)}

        def on_model(m: clingo.Model) -> None:
            for s in m.symbols(shown=True):
                if s.name == "violation":
                    out["viol"].append(s)
                elif s.name == "tally" and s.arguments[0] in self.index:
                    out["adds"][self.index[s.arguments[0]]] += s.arguments[1].number
        ctl.solve(on_model=on_model)
        return out["viol"], tuple(out["adds"])

    def _verdict(self, g: tuple, threshold: int) -> tuple[bool, bool]:
        """The program's verdict on the whole declaration's global tallies `g` (attacker tallies
        already judged): (no restriction broken, at least `threshold` requirements obeyed)."""
        gk = tuple(g[i] for i in self.global_idx)
        got = self._final.get((gk, threshold))
        if got is None:
            want = {F("structural")} | {F("given_tally", [self.tallies[i].term, N(g[i])]) for i in self.global_idx}
            if threshold > 0:
                want.add(F("min_req", [N(threshold)]))
            viol, _ = self._solve_verdict(want)
            few = [v for v in viol if v.arguments[1].name == "too_few_requirements"]
            got = (len(few) == len(viol), not few)
            self._final[(gk, threshold)] = got
            self._restrictions_ok[gk] = got[0]
        return got

    def _final_ok(self, g: tuple, mask: int, threshold: int) -> bool:
        """Is a declaration with global tallies `g` and option contexts `mask` accepted: the
        contexts its options assumed are the real ones, no restriction broken, at least
        `threshold` requirements obeyed."""
        if self.ctx_idx:
            k = self.ctx_space.index(tuple(g[i] for i in self.ctx_idx))
            if not mask >> k & 1:
                return False
        if threshold == 0:
            known = self._restrictions_ok.get(tuple(g[i] for i in self.global_idx))
            if known is not None:
                return known
        restr, req = self._verdict(g, threshold)
        return restr and req

    # ------------------------------------------------------------ 3. dynamic programmes
    def _plus(self, state: tuple, adds: tuple) -> tuple:
        """state + adds, each tally saturated at its cap."""
        nz = tuple(i for i, v in enumerate(adds) if v)
        return _sat_add(state, adds, self.caps, nz) if nz else state

    def _profiles(self, opts: list[Option]) -> list[tuple[tuple, int, int, tuple]]:
        """Options grouped by what they contribute: (adds, mask, how many, nonzero indices)."""
        groups: dict[tuple, int] = {}
        for o in opts:
            groups[(o.adds, o.mask)] = groups.get((o.adds, o.mask), 0) + 1
        return [(a, m, w, tuple(i for i, v in enumerate(a) if v)) for (a, m), w in sorted(groups.items())]

    def _step(self, dist: dict, profiles) -> dict:
        nxt: dict = {}
        caps = self.caps
        for (state, mask), ways in dist.items():
            for adds, omask, w, nz in profiles:
                m = mask & omask
                if not m:
                    continue
                if nz:
                    s = list(state)
                    for i in nz:
                        v = s[i] + adds[i]
                        s[i] = v if v < caps[i] else caps[i]
                    key = (tuple(s), m)
                else:
                    key = (state, m)
                nxt[key] = nxt.get(key, 0) + ways * w
        if len(nxt) > MAX_STATES:
            raise StructureTooLarge(f"more than {MAX_STATES} states")
        self._tick()
        return nxt

    def _forward(self, part: Part) -> list[dict]:
        """prefix[i]: distribution of (tally vector, mask) over the part's first i units."""
        dist = {(tuple(0 for _ in self.tallies), self.full_mask): 1}
        out = [dist]
        for u in part.units:
            dist = self._step(dist, self._profiles(part.options[u]))
            out.append(dist)
        return out

    def _closed(self, part: Part, dist: dict) -> dict:
        """A part's distribution over the global tallies once its attacker tallies are judged."""
        out: dict = {}
        for (state, mask), ways in dist.items():
            extra = self._close(part, state)
            if extra is None:
                continue
            g = list(state)
            for i in part.local:
                g[i] = 0
            nz = tuple(i for i, v in enumerate(extra) if v)
            key = (_sat_add(tuple(g), extra, self.caps, nz) if nz else tuple(g), mask)
            out[key] = out.get(key, 0) + ways
        return out

    def _convolve(self, a: dict, b: dict) -> dict:
        out: dict = {}
        plus = self._plus
        for (sa, ma), wa in a.items():
            for (sb, mb), wb in b.items():
                m = ma & mb
                if not m:
                    continue
                key = (plus(sa, sb), m)
                out[key] = out.get(key, 0) + wa * wb
            self._tick()
        return out

    # ------------------------------------------------------------ counting
    def distribution(self) -> dict:
        """The whole declaration's distribution over (global tallies, mask)."""
        if not hasattr(self, "_dist"):
            self._prefixes = [self._forward(p) for p in self.parts]
            self._part_dists = [self._closed(p, pre[-1]) for p, pre in zip(self.parts, self._prefixes)]
            dist = {(tuple(0 for _ in self.tallies), self.full_mask): 1}
            for d in self._part_dists:
                dist = self._convolve(dist, d)
            self._dist = dist
        return self._dist

    def counts(self, maximum: int | None = None) -> Counts:
        """Exact counts.  `maximum`: the 509.1c / 508.1d maximum if already known (else it is
        read off the distribution)."""
        dist = self.distribution()
        if maximum:
            for g, _ in dist:
                self._verdict(g, maximum)      # one solve: restrictions and requirements
        ok = [(g, m, w) for (g, m), w in dist.items() if self._final_ok(g, m, 0)]
        obeyed = (lambda g: g[self.obeyed]) if self.obeyed is not None else (lambda g: 0)
        free = [g for g, _, _ in ok if self.paid is None or g[self.paid] == 0]
        mx = max((obeyed(g) for g in free), default=0)
        if maximum is not None and maximum != mx:
            raise RuntimeError(f"structural maximum {mx} differs from the program's {maximum}")
        top = max((obeyed(g) for g, _, _ in ok), default=0)
        restr = sum(w for _, _, w in ok)
        legal = sum(w for g, m, w in ok if self._final_ok(g, m, mx)) if mx else restr
        maximal = sum(w for g, m, w in ok if self._final_ok(g, m, top)) if top else restr
        return Counts(restr, legal, maximal, mx, top,
                      [p.describe(self.tallies) for p in self.parts if p.units],
                      [tally_text(self.tallies[i].term) for i in self.global_idx])

    def pair_counts(self, threshold: int) -> tuple[int, dict[tuple[str, str], int]]:
        """(number of declarations accepted with at least `threshold` requirements obeyed, and
        for every pair the number of those containing it)."""
        self.distribution()
        parts, dists = self.parts, self._part_dists
        k = len(parts)
        zero = {(tuple(0 for _ in self.tallies), self.full_mask): 1}
        pre = [zero]
        for d in dists:
            pre.append(self._convolve(pre[-1], d))
        suf = [zero]
        for d in reversed(dists):
            suf.append(self._convolve(suf[-1], d))
        suf.reverse()
        total = sum(w for (g, m), w in pre[-1].items() if self._final_ok(g, m, threshold))
        per_pair: dict[tuple[str, str], int] = {}
        for p in range(k):
            part = parts[p]
            if not part.units:
                continue
            rest = self._convolve(pre[p], suf[p + 1])

            def acc(x: tuple, rest=rest) -> int:
                g, m = x
                s = 0
                for (h, mh), w in rest.items():
                    mm = m & mh
                    if not mm:
                        continue
                    if self._final_ok(self._plus(g, h), mm, threshold):
                        s += w
                return s
            prefix = self._prefixes[p]
            acc_memo: dict = {}

            def back_last(state_mask: tuple) -> int:
                state, mask = state_mask
                extra = self._close(part, state)
                if extra is None:
                    return 0
                g = list(state)
                for i in part.local:
                    g[i] = 0
                nz = tuple(i for i, v in enumerate(extra) if v)
                key = (_sat_add(tuple(g), extra, self.caps, nz) if nz else tuple(g), mask)
                if key not in acc_memo:
                    acc_memo[key] = acc(key)
                return acc_memo[key]
            n = len(part.units)
            back = {s: back_last(s) for s in prefix[n]}
            for i in range(n - 1, -1, -1):
                u = part.units[i]
                profiles = self._profiles(part.options[u])
                value = [0] * len(profiles)
                nb: dict = {}
                caps = self.caps
                for (state, mask), ways in prefix[i].items():
                    total_b = 0
                    for k, (adds, omask, w, nz) in enumerate(profiles):
                        mm = mask & omask
                        if not mm:
                            continue
                        b = back.get((_sat_add(state, adds, caps, nz) if nz else state, mm), 0)
                        if b:
                            value[k] += ways * b
                            total_b += w * b
                    nb[(state, mask)] = total_b
                by_profile = {(adds, omask): value[k] for k, (adds, omask, _, _) in enumerate(profiles)}
                for o in part.options[u]:
                    v = by_profile[(o.adds, o.mask)]
                    for pr in o.pairs:
                        per_pair[pr] = per_pair.get(pr, 0) + v
                back = nb
                self._tick()
        return total, per_pair
