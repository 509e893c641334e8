"""Loading the ASP programs (shipped in the asp_rules package) and small clingo helpers."""
from __future__ import annotations

import atexit
import re
from functools import lru_cache

import clingo

from asp_rules import program_text

# state predicates of filters.lp that get a "c" prefix in the counterfactual copy
_CF_PREDICATES = ("stepstate", "want", "need", "rd", "you", "word", "lsat", "sat", "ws", "scope")


_LEAF_IN_RULE = re.compile(r"fleaf\(F,\(?([a-z_]+)")


def _keep_leaf_rules(part: str, kinds: frozenset | None) -> str:
    """Drop the leaf rules of filters.lp for leaf kinds the scenario never uses (each rule
    costs instantiation time in every step); kinds None keeps everything."""
    if kinds is None:
        return part
    out, stmt = [], []
    for line in part.splitlines(keepends=True):
        stmt.append(line)
        if line.rstrip().endswith(".") or not line.strip() or line.lstrip().startswith("%"):
            text = "".join(stmt)
            stmt = []
            if text.lstrip().startswith("lsat(") and ":-" in text:
                m = _LEAF_IN_RULE.search(text)
                if m and m.group(1) not in kinds and not (m.group(1) == "enchanted" and kinds & {"equipped", "attached"}):
                    continue
            out.append(text)
    out.append("".join(stmt))
    return "".join(out)


@lru_cache(maxsize=None)
def layer_program(kinds: frozenset | None = None) -> str:
    """filters.lp + layers.lp + dependency.lp, with the counterfactual copy of filt(l,i);
    kinds: the filter leaf kinds in use (None: all)."""
    filters = program_text("filters.lp")
    head, filt_part = filters.split("#program filt(l,i).", 1)
    filt_part = _keep_leaf_rules(filt_part, kinds)
    cf = filt_part
    cf = re.sub(r"(?<![\w])(" + "|".join(_CF_PREDICATES) + r")\(", r"c\1(", cf)
    cf = cf.replace("val(S,O,C,V)", "cval(S,O,C,V)")
    return "\n".join([head, "#program filt(l,i).\n" + filt_part, "#program cfilt(l,i).\n" + cf,
                      program_text("layers.lp"), "#program base.\n" + program_text("dependency.lp")])


@lru_cache(maxsize=64)
def _layer_ast(kinds: frozenset | None = None) -> dict[str, tuple]:
    """The layer program parsed once per process, its statements grouped by #program part
    (each group starts with its #program statements)."""
    from clingo import ast
    parts: dict[str, list] = {}
    cur: list = parts.setdefault("base", [])

    def add(st):
        nonlocal cur
        if st.ast_type == ast.ASTType.Program:
            cur = parts.setdefault(st.name, [])
        cur.append(st)
    ast.parse_string(layer_program(kinds), add)
    return {k: tuple(v) for k, v in parts.items()}


# release the cached AST while clingo is still loaded (avoids noise at interpreter exit)
atexit.register(_layer_ast.cache_clear)


class _Shown:
    """Ground-program observer keeping the shown atoms: facts (aspif atom 0) and the others."""

    def __init__(self) -> None:
        self.facts: list = []
        self.undecided: list = []

    def output_atom(self, symbol, atom) -> None:
        (self.facts if atom == 0 else self.undecided).append(symbol)


class LayerControl:
    """A clingo Control for one layer evaluation. The program's parts are added on first use
    (gringo spends time on every statement it holds at each ground call, so parts a board
    never needs -- 613.8 trials on a board without dependencies -- are never added)."""

    def __init__(self, facts: str, kinds: frozenset | None = None):
        self.ctl = clingo.Control(["--warn=none"])
        # every atom of the layer program is decided by grounding, so the ground rules are not
        # handed to the solver at all: the shown atoms are collected as the grounder outputs
        # them (replace=True), and the driver checks that each one is a fact
        self.shown = _Shown()
        self.ctl.register_observer(self.shown, True)
        self._parts = _layer_ast(kinds)
        self._added: set[str] = set()
        self._add(["base"])
        self.ctl.add("base", [], facts)

    def _add(self, names) -> None:
        from clingo import ast
        new = [n for n in names if n not in self._added]
        if not new:
            return
        with ast.ProgramBuilder(self.ctl) as b:
            for n in new:
                self._added.add(n)
                for st in self._parts.get(n, ()):
                    b.add(st)

    def ground(self, parts) -> None:
        self._add([p[0] for p in parts])
        self.ctl.ground(parts)


class T(str):
    """An ASP term already rendered as program text."""


def quote(s: str) -> T:
    """A Python string as an ASP string literal (escaped exactly as clingo prints strings)."""
    return T('"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"')


def sym(x) -> T:
    """A Python value as an ASP term: str -> string literal, int -> number, T/Symbol as is."""
    if isinstance(x, T):
        return x
    if isinstance(x, clingo.Symbol):
        return T(str(x))
    if isinstance(x, bool):
        raise TypeError("bool is not an ASP term")
    if isinstance(x, int):
        return T(str(x))
    if isinstance(x, str):
        return quote(x)
    raise TypeError(f"cannot encode {x!r}")


def const(name: str) -> T:
    return T(name)


def fn(name: str, *args) -> T:
    if not args:
        return T(name)
    return T(f"{name}({','.join(sym(a) for a in args)})")


class Facts:
    """Collects facts as rendered terms and returns them as program text."""

    def __init__(self) -> None:
        self.items: list[T] = []

    def add(self, name: str, *args) -> None:
        self.items.append(fn(name, *args))

    def text(self) -> str:
        return "".join(f"{s}.\n" for s in self.items)


_TOKEN = re.compile(r'\s*(?:("(?:[^"\\]|\\.)*")|(-?\d+)|([A-Za-z_#][A-Za-z0-9_\']*)|([(),]))')


def parse_term(text: str):
    """Parse an ASP term as clingo prints it into Python values: strings -> str, numbers -> int,
    constants -> Const, f(a, b) -> (\"f\", a, b) tuples. Cheaper than walking clingo Symbols."""
    pos = 0

    def tok():
        nonlocal pos
        m = _TOKEN.match(text, pos)
        if not m:
            raise ValueError(f"cannot parse {text!r} at {pos}")
        pos = m.end()
        return m

    def term():
        nonlocal pos
        m = tok()
        s, n, name, p = m.groups()
        if s is not None:
            return s[1:-1].replace('\\"', '"').replace("\\n", "\n").replace("\\\\", "\\")
        if n is not None:
            return int(n)
        if p == "(":   # a tuple term
            items = [term()]
            while tok().group(4) == ",":
                items.append(term())
            return ("", *items)
        save = pos
        m2 = _TOKEN.match(text, pos)
        if m2 and m2.group(4) == "(":
            pos = m2.end()
            args = [term()]
            while True:
                m3 = tok()
                if m3.group(4) == ",":
                    args.append(term())
                else:
                    break
            return (name, *args)
        pos = save
        return Const(name)

    return term()


class Const(str):
    """A constant (lower-case identifier) in a parsed term."""

    def __repr__(self) -> str:
        return f"Const({str.__repr__(self)})"


def render(t) -> str:
    """The inverse of parse_term: a parsed term back to program text."""
    if isinstance(t, Const):
        return str(t)
    if isinstance(t, str):
        return quote(t)
    if isinstance(t, int):
        return str(t)
    name, *args = t
    return f"{name}({','.join(render(a) for a in args)})"
