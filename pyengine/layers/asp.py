"""Loading the ASP programs (shipped in the asp_rules package) and small clingo helpers."""
from __future__ import annotations

import atexit
import re
from functools import lru_cache

import clingo

from asp_rules import program_text
from pyengine import cache
from pyengine.filters.terms import Facts, T, const, fn, quote, sym  # noqa: F401 (re-exported)

# state predicates of filters.lp that get a "c" prefix in the counterfactual copy
_CF_PREDICATES = ("stepstate", "want", "need", "rd", "you", "word", "haspt", "lsat", "lit", "conj", "sat", "ws",
                  "scope")


@lru_cache(maxsize=None)
def layer_program() -> str:
    """filters.lp + layers.lp + dependency.lp, with the counterfactual copy of filt(l,i)."""
    filters = program_text("filters.lp")
    head, filt_part = filters.split("#program filt(l,i).", 1)
    cf = filt_part
    cf = re.sub(r"(?<![\w])(" + "|".join(_CF_PREDICATES) + r")\(", r"c\1(", cf)
    cf = cf.replace("val(S,O,C,V)", "cval(S,O,C,V)")
    return "\n".join([head, "#program filt(l,i).\n" + filt_part, "#program cfilt(l,i).\n" + cf,
                      program_text("layers.lp"), "#program base.\n" + program_text("dependency.lp")])


@lru_cache(maxsize=1)
def _layer_ast() -> dict[str, tuple]:
    """The layer program parsed once per process, its statements grouped by #program part
    (each group starts with its #program statement; comments dropped)."""
    from clingo import ast
    parts: dict[str, list] = {}
    cur: list = parts.setdefault("base", [])

    def add(st):
        nonlocal cur
        if st.ast_type == ast.ASTType.Program:
            cur = parts.setdefault(st.name, [])
        if st.ast_type != ast.ASTType.Comment:
            cur.append(st)
    ast.parse_string(layer_program(), add)
    return {k: tuple(v) for k, v in parts.items()}


# ---------------------------------------------------------------- specializing the program
# gringo spends 10-50 µs setting up each rule of a part at every ground call, whether or not
# anything matches, so the driver never hands it rules that cannot fire:
#  - rules with a positive literal over an input predicate whose kind argument (a constant or
#    a pool of constants) names no kind the scenario uses: a filter leaf kind (fleaf/2) or an
#    operation kind (eff_op/3, eff_arg/3 and their per-step copies op/5, arg/6, which are
#    derived from them only), as pyengine/filters/program.py (_kind_need) finds them;
#  - rules whose guard on a part's parameter is false for the values of a call (r = real,
#    i = 1, l > 4, ...): each call grounds a variant of its part, "name@bits", where bits are
#    the truth values of the part's guards; true guards are dropped from the rules.
_CMP = {"Equal": lambda a, b: a == b, "NotEqual": lambda a, b: a != b, "LessThan": lambda a, b: a < b,
        "LessEqual": lambda a, b: a <= b, "GreaterThan": lambda a, b: a > b,
        "GreaterEqual": lambda a, b: a >= b}


def _guard_spec(lit, params: tuple[str, ...]) -> tuple[tuple[str, str], str] | None:
    """For a comparison between a part's parameters and constants: its two sides (text) and its
    comparison operator's name; else None."""
    from clingo import ast
    if lit.ast_type != ast.ASTType.Literal or lit.sign != ast.Sign.NoSign:
        return None
    a = lit.atom
    if a.ast_type != ast.ASTType.Comparison or len(a.guards) != 1:
        return None
    sides = (str(a.term), str(a.guards[0].term))
    words = set(re.findall(r"[A-Za-z_]\w*", " ".join(sides)))
    if not words & set(params) or any(w[0].isupper() or w[0] == "_" for w in words):
        return None
    names = {int(getattr(ast.ComparisonOperator, k)): k for k in _CMP}
    return sides, names[int(a.guards[0].comparison)]


def _guard(spec: tuple[tuple[str, str], str], params: tuple[str, ...]):
    """The function of the parameter values (a dict name -> Symbol) that evaluates a guard."""
    sides, cmp = spec
    op = _CMP[cmp]
    pat = re.compile(r"\b(" + "|".join(params) + r")\b")

    def ev(values):
        x, y = (clingo.parse_term(pat.sub(lambda m: str(values[m.group(1)]), t)) for t in sides)
        return op(x, y)
    return ev


def _analysis() -> dict[str, tuple]:
    """Per part: its parameters and, per statement, (its kind needs, its guards (literal index,
    guard spec), its text, its text without its guards; None for the #program statements).
    Parsing the program into an AST and walking it costs a quarter of a second, so the result is
    kept in the cache (pyengine.cache) keyed by the program text and the package code, and the
    parts are handed to clingo as text (LayerControl)."""
    key = cache.code_key("layer-analysis", layer_program())
    got = cache.load("layer-analysis", key)
    if got is not None:
        return got
    from clingo import ast

    from pyengine.filters.program import _kind_need
    out = {}
    for name, stmts in _layer_ast().items():
        params = tuple(p.name for p in stmts[0].parameters) if stmts and name != "base" else ()
        rows = []
        for st in stmts:
            if st.ast_type == ast.ASTType.Program:
                rows.append(((), (), None, None))
                continue
            needs, guards, stripped = (), (), None
            if st.ast_type == ast.ASTType.Rule:
                body = list(st.body)
                needs = tuple(n for lit in body if (n := _kind_need(lit)))
                guards = tuple((j, g) for j, lit in enumerate(body) if (g := _guard_spec(lit, params)))
                if guards:
                    drop = {j for j, _ in guards}
                    stripped = str(st.update(body=[lit for j, lit in enumerate(body) if j not in drop]))
            rows.append((needs, guards, str(st), stripped))
        out[name] = (params, tuple(rows))
    cache.store("layer-analysis", key, out)
    return out


@lru_cache(maxsize=1)
def _analysed() -> dict[str, tuple]:
    """Per part, once per process: its parameters and, per statement, (its text, what it needs
    ((family, names), ...): its kind literals, ((literal index, eval), ...): its guards, its text
    without its guards)."""
    out = {}
    for name, (params, rows) in _analysis().items():
        out[name] = (params, tuple((text, needs, tuple((j, _guard(g, params)) for j, g in guards), stripped)
                                   for needs, guards, text, stripped in rows if text is not None))
    return out


class _Parts:
    """The layer program's parts for one set of used kinds, and their guard variants."""

    def __init__(self, used: dict[str, frozenset]):
        every = "*" in used["leaf"], "*" in used["op"]
        fam_all = {"leaf": every[0], "op": every[1]}
        self.rows: dict[str, tuple] = {}
        self.params: dict[str, tuple] = {}
        self.parts: dict[str, tuple] = {}
        for name, (params, rows) in _analysed().items():
            keep = tuple(r for r in rows if all(fam_all[f] or names & used[f] for f, names in r[1]))
            self.rows[name] = keep
            self.params[name] = params
            self.parts[name] = tuple(r[0] for r in keep)       # statements as program text
        self.names: dict[tuple, str] = {}     # (part, parameter values) -> variant
        self.guards = {name: tuple((k, j, g) for k, r in enumerate(rows) for j, g in r[2])
                       for name, rows in self.rows.items()}

    def variant(self, name: str, args) -> str:
        """The name of the variant of part `name` for these parameter values (made on first use)."""
        guards = self.guards.get(name)
        if not guards:
            return name
        key = (name, tuple(args))
        if key in self.names:
            return self.names[key]
        values = dict(zip(self.params[name], args))
        bits = "".join("1" if g(values) else "0" for _, _, g in guards)
        vname = name + "@" + bits
        if vname not in self.parts:
            self.parts[vname] = _variant(self.rows[name], vname, bits)
        self.names[key] = vname
        return vname


@lru_cache(maxsize=256)
def _variant(rows: tuple, vname: str, bits: str) -> tuple:
    """A part's statements with the guards of `bits` evaluated: rules with a false guard are
    dropped, the others keep their text without their guards (all true)."""
    guards = [k for k, r in enumerate(rows) for _ in r[2]]
    false = {k for k, b in zip(guards, bits) if b == "0"}
    return tuple(r[3] if r[2] else r[0] for k, r in enumerate(rows) if k not in false)


@lru_cache(maxsize=64)
def _parts(leaf_kinds: frozenset | None, op_kinds: frozenset | None) -> _Parts:
    every = frozenset({"*"})
    return _Parts({"leaf": leaf_kinds if leaf_kinds is not None else every,
                   "op": op_kinds if op_kinds is not None else every})


# release the cached ASTs while clingo is still loaded (avoids noise at interpreter exit)
atexit.register(_parts.cache_clear)
atexit.register(_variant.cache_clear)
atexit.register(_analysed.cache_clear)
atexit.register(_layer_ast.cache_clear)


try:     # the cffi handles of the clingo package (clingo>=5.8,<6); str() is the fallback
    from clingo._internal import _ffi as _FFI, _lib as _LIB
    _LIB.clingo_symbol_to_string_size, _LIB.clingo_symbol_to_string    # noqa: B018
except (ImportError, AttributeError):     # pragma: no cover
    _LIB = None


def symbols_text(symbols) -> list[str]:
    """The symbols as clingo prints them, the same as str(symbol) but about 3 times faster:
    libclingo's clingo_symbol_to_string is called directly, into one buffer per call (the
    driver turns thousands of shown atoms into text per evaluation)."""
    if _LIB is None:
        return [str(s) for s in symbols]
    size, to_size, to_str, string = _FFI.new("size_t*"), _LIB.clingo_symbol_to_string_size, \
        _LIB.clingo_symbol_to_string, _FFI.string
    cap = 256
    buf = _FFI.new("char[]", cap)
    out = []
    for s in symbols:
        rep = getattr(s, "_rep", None)
        if rep is None or not to_size(rep, size):
            out.append(str(s))
            continue
        n = size[0]
        if n > cap:
            cap = n
            buf = _FFI.new("char[]", cap)
        out.append(string(buf, n - 1).decode() if to_str(rep, buf, n) else str(s))
    return out


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
    never needs -- 613.8 trials on a board without dependencies -- are never added), without
    the rules that cannot fire for this scenario or for a call's parameters (_Parts)."""

    def __init__(self, facts: str, kinds: frozenset | None = None, op_kinds: frozenset | None = None):
        self.ctl = clingo.Control(["--warn=none"])
        # every atom of the layer program is decided by grounding, so the ground rules are not
        # handed to the solver at all: the shown atoms are collected as the grounder outputs
        # them (replace=True), and the driver checks that each one is a fact
        self.shown = _Shown()
        self.ctl.register_observer(self.shown, True)
        self._parts = _parts(kinds, op_kinds)
        self._added: set[str] = set()
        self._add(["base"])
        self.ctl.add("base", [], facts)

    def _add(self, names) -> None:
        for n in names:
            if n in self._added:
                continue
            self._added.add(n)
            params = self._parts.params.get(n.split("@", 1)[0], ())
            self.ctl.add(n, list(params), "\n".join(self._parts.parts.get(n, ())))

    def ground(self, parts) -> None:
        parts = [(self._parts.variant(n, a), a) for n, a in parts]
        self._add([p[0] for p in parts])
        self.ctl.ground(parts)


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
