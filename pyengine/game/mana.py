"""Mana costs, mana pools and paying (CR 106, 107.4, 118, 202, 601.2b/f-h, 605).

A cost is parsed into symbols; the choices of 601.2b (X, hybrid halves, Phyrexian mana or life)
turn it into a ManaCost of plain symbols plus generic mana and life, which 601.2f then
increases/reduces and locks."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

COLOR_SYMS = ("W", "U", "B", "R", "G")
POOL_SYMS = ("W", "U", "B", "R", "G", "C")


@dataclass(frozen=True)
class Symbol:
    kind: str          # generic | color | colorless | x | hybrid | phyrexian | snow
    value: tuple       # generic: (n,), color: ("W",), hybrid: ("W","U") or ("2","W"), phyrexian: ("B",)

    def text(self) -> str:
        if self.kind == "generic":
            return f"{{{self.value[0]}}}"
        if self.kind == "phyrexian":
            return f"{{{self.value[0]}/P}}"
        return "{" + "/".join(self.value) + "}"


def parse_cost(cost: str) -> tuple[Symbol, ...]:
    out = []
    for raw in re.findall(r"\{([^}]*)\}", cost or ""):
        s = raw.upper()
        if s.isdigit():
            if int(s):
                out.append(Symbol("generic", (int(s),)))
        elif s in ("X", "Y", "Z"):
            out.append(Symbol("x", (s,)))
        elif s in COLOR_SYMS:
            out.append(Symbol("color", (s,)))
        elif s == "C":
            out.append(Symbol("colorless", ("C",)))
        elif s == "S":
            out.append(Symbol("snow", ("S",)))
        elif s.endswith("/P"):
            out.append(Symbol("phyrexian", (s[0],)))
        elif "/" in s:
            out.append(Symbol("hybrid", tuple(s.split("/"))))
    return tuple(out)


@dataclass
class ManaCost:
    """A cost after the 601.2b choices: generic amount, colored/colorless symbols, life."""
    generic: int = 0
    symbols: list[str] = field(default_factory=list)     # "W".."G", "C"
    life: int = 0

    def text(self) -> str:
        parts = ([f"{{{self.generic}}}"] if self.generic else []) + [f"{{{s}}}" for s in self.symbols]
        t = "".join(parts) or "{0}"
        if self.life:
            t += f" and {self.life} life"
        return t

    def is_zero(self) -> bool:
        return not self.generic and not self.symbols and not self.life


def reduce_colored(mc: ManaCost, letters: str, spill: bool = True) -> None:
    """118.7b-c: a reduction by colored mana ("costs {G} less") takes off a symbol of that color;
    when the cost has none (left), that much generic mana instead (never below {0}, 601.2f) --
    unless the effect "reduces only the amount of colored mana you pay" (spill=False)."""
    for c in letters:
        if c in mc.symbols:
            mc.symbols.remove(c)
        elif spill:
            mc.generic = max(0, mc.generic - 1)


def hybrid_options(sym: Symbol) -> list[str]:
    """The ways to pay one hybrid or Phyrexian symbol (107.4e, 107.4f)."""
    if sym.kind == "hybrid":
        return list(sym.value)
    if sym.kind == "phyrexian":
        return [sym.value[0], "life"]
    return []


def choose_cost(symbols: tuple[Symbol, ...], x: int, choices: dict[int, str]) -> ManaCost:
    """Apply 601.2b choices: X (107.3), hybrid/Phyrexian halves (107.4e-f)."""
    mc = ManaCost()
    for i, s in enumerate(symbols):
        if s.kind == "generic":
            mc.generic += s.value[0]
        elif s.kind == "x":
            mc.generic += x
        elif s.kind in ("color", "colorless"):
            mc.symbols.append(s.value[0])
        elif s.kind == "snow":
            mc.generic += 1
        elif s.kind in ("hybrid", "phyrexian"):
            c = choices.get(i, hybrid_options(s)[0])
            if c == "life":
                mc.life += 2
            elif c.isdigit():
                mc.generic += int(c)
            else:
                mc.symbols.append(c)
    return mc


def can_pay(pool: dict[str, int], cost: ManaCost) -> bool:
    return pay_plan(pool, cost) is not None


def pay_plan(pool: dict[str, int], cost: ManaCost, wild: frozenset[str] = frozenset()) -> dict[str, int] | None:
    """Which mana of the pool pays the cost (colored symbols first, then generic from colorless,
    then colors in WUBRG order) -- or None if the pool can't pay it. `wild`: the symbols the player
    may spend as though they were mana of any color (609.4b): a colored symbol no mana of its own
    color pays takes one of them (never a {C}, 107.4c)."""
    left = dict(pool)
    used = {k: 0 for k in POOL_SYMS}
    unpaid = []
    for s in cost.symbols:
        if left.get(s, 0) <= 0:
            unpaid.append(s)
            continue
        left[s] -= 1
        used[s] += 1
    for s in unpaid:
        w = next((x for x in POOL_SYMS if x in wild and left.get(x, 0) > 0), None) if s in COLOR_SYMS else None
        if w is None:
            return None
        left[w] -= 1
        used[w] += 1
    need = cost.generic
    for s in ("C",) + COLOR_SYMS:
        take = min(need, left.get(s, 0))
        left[s] = left.get(s, 0) - take
        used[s] += take
        need -= take
    if need > 0:
        return None
    return {k: v for k, v in used.items() if v}


def pool_text(pool: dict[str, int]) -> str:
    if any("|" in k for k in pool):                   # mana with a spending rule (106.6)
        return _rule_text(pool)
    return "".join(f"{{{s}}}" * pool.get(s, 0) for s in POOL_SYMS) or "empty"


def autopay_sources(sources: list[tuple[str, tuple[str, ...]]], pool: dict[str, int],
                    cost: ManaCost, wild: frozenset[str] = frozenset()) -> list[str] | None:
    """Choose mana sources (id, symbols it can add -- one of them) to tap so that pool + their mana
    pays `cost`. Small exact search; returns the ids in order, or None."""
    got = autopay_picks(sources, pool, cost, wild)
    return None if got is None else [sid for sid, _sym in got]


def autopay_picks(sources: list[tuple[str, tuple[str, ...]]], pool: dict[str, int],
                  cost: ManaCost, wild: frozenset[str] = frozenset()) -> list[tuple[str, str]] | None:
    """autopay_sources with the symbol each source adds: (id, symbol) in order, or None. `wild`: the
    symbols that may pay a colored symbol of another color (609.4b)."""
    need_sym = list(cost.symbols)
    # what the pool already covers
    left = dict(pool)
    rest = []
    for s in need_sym:
        if left.get(s, 0) > 0:
            left[s] -= 1
        else:
            rest.append(s)
    for s in list(rest):                  # 609.4b: the pool's mana spent as though of any color
        w = next((x for x in POOL_SYMS if x in wild and left.get(x, 0) > 0), None) if s in COLOR_SYMS else None
        if w is not None:
            left[w] -= 1
            rest.remove(s)
    generic = max(0, cost.generic - sum(v for v in left.values()))
    order = sorted(sources, key=lambda x: (len(x[1]), x[0]))

    def search(i: int, rest: list[str], generic: int, chosen: list[tuple[str, str]]) -> list[tuple[str, str]] | None:
        if not rest and generic <= 0:
            return chosen
        if i >= len(order):
            return None
        if len(order) - i < len(rest) + max(generic, 0):
            return None
        sid, syms = order[i]
        for s in syms:
            if s in rest:
                r = list(rest)
                r.remove(s)
                got = search(i + 1, r, generic, chosen + [(sid, s)])
                if got is not None:
                    return got
        for s in syms:                    # 609.4b: this mana paying a colored symbol of another color
            if s not in wild:
                continue
            for t in dict.fromkeys(x for x in rest if x in COLOR_SYMS and x != s):
                r = list(rest)
                r.remove(t)
                got = search(i + 1, r, generic, chosen + [(sid, s)])
                if got is not None:
                    return got
        if generic > 0:
            got = search(i + 1, rest, generic - 1, chosen + [(sid, syms[0])])
            if got is not None:
                return got
        return search(i + 1, rest, generic, chosen)

    return search(0, rest, generic, [])


def split_key(k: str) -> tuple[str, dict]:
    """A pool key: the symbol and the rule of that mana (106.6; pyengine/game/mana_rules.py)."""
    if "|" not in k:
        return k, {}
    sym, raw = k.split("|", 1)
    return sym, json.loads(raw)


def _rule_text(pool: dict[str, int]) -> str:
    """The pool written out: plain mana, then each restricted mana with its rule."""
    out = "".join(f"{{{s}}}" * pool.get(s, 0) for s in POOL_SYMS)
    for k, v in pool.items():
        if "|" in k and v > 0:
            sym, rule = split_key(k)
            what = []
            if "only" in rule:
                what.append("only to " + " or ".join(_use_text(u) for u in rule["only"]))
            if "cant" in rule:
                what.append("not to " + " or ".join(_use_text(u) for u in rule["cant"]))
            if rule.get("keep"):
                what.append("kept until end of turn")
            out += f"{{{sym}}}" * v + f" ({'; '.join(what)})"
    return out or "empty"


def _use_text(u: dict) -> str:
    if "cast" in u:
        return "cast " + ("spells" if u["cast"] is None else f"{_ftext(u['cast'])} spells")
    return "activate abilities" + ("" if u.get("activate") is None else f" of {_ftext(u['activate'])}")


def _ftext(f: Any) -> str:
    if isinstance(f, list):
        return " ".join(_ftext(x) for x in f)
    if isinstance(f, dict):
        if "any" in f:
            return " or ".join(_ftext(x) for x in f["any"])
        return ",".join(f"{k}={_ftext(v)}" for k, v in f.items())
    return str(f)
