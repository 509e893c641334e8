"""asp_rules/filters.lp as the programs that load it read it: whole, or without the rules of
leaf kinds no filter uses (gringo spends 10-50 µs setting up each rule of a part at every ground
call, even when nothing matches; docs/layers.md, "Cost model"). The layer system specializes
the program itself (pyengine/layers/asp.py); this is the same cut for the other programs."""
from __future__ import annotations

import atexit
from functools import lru_cache

from clingo import SymbolType, ast

from asp_rules import program_text
from pyengine import cache

# ---------------------------------------------------------------- what a rule needs
# A rule with a positive literal over an input predicate whose kind argument (a constant or a
# pool of constants) names no kind the input uses cannot fire: a filter leaf kind (fleaf/2) or
# an operation kind of the layer system (eff_op/3, eff_arg/3 and their per-step copies op/5,
# arg/6, which are derived from them only).
_KIND_ARG = {("fleaf", 2): (1, "leaf"), ("eff_op", 3): (2, "op"), ("eff_arg", 3): (1, "op"),
             ("op", 5): (4, "op"), ("arg", 6): (4, "op")}
# inputs of filters.lp that only some programs give (viewof/2: replacement.lp, 614.12): a rule
# over one needs the pseudo leaf kind "@viewof", which only those programs use
_ABSENT = {("viewof", 2)}


def _term_names(t):
    """The names a term's head can take (several for a pool); None when not fixed."""
    if t.ast_type == ast.ASTType.SymbolicTerm:
        return {t.symbol.name} if t.symbol.type == SymbolType.Function else None
    if t.ast_type == ast.ASTType.Function and t.name:
        return {t.name}
    if t.ast_type == ast.ASTType.Pool:
        out: set = set()
        for a in t.arguments:
            n = _term_names(a)
            if n is None:
                return None
            out |= n
        return out
    return None


def _kind_need(lit):
    """(family, names) when the literal is a positive kind literal (_KIND_ARG) with fixed names."""
    if lit.ast_type != ast.ASTType.Literal or lit.sign != ast.Sign.NoSign:
        return None
    a = lit.atom
    if a.ast_type != ast.ASTType.SymbolicAtom or a.symbol.ast_type != ast.ASTType.Function:
        return None
    sig = (a.symbol.name, len(a.symbol.arguments))
    if sig in _ABSENT:
        return ("leaf", frozenset({"@" + sig[0]}))
    spec = _KIND_ARG.get(sig)
    if spec is None:
        return None
    names = _term_names(a.symbol.arguments[spec[0]])
    return (spec[1], frozenset(names)) if names is not None else None


@lru_cache(maxsize=1)
def _statements() -> tuple:
    """filters.lp analysed once: (statement text, its part, the leaf kinds it needs or None, the
    predicate of its head) in order (#program statements included). Walking the AST costs a
    tenth of a second or more, so the result is kept in the cache (pyengine.cache) keyed by the
    program text and the package code."""
    text = program_text("filters.lp")
    key = cache.code_key("filters-analysis", text)
    got = cache.load("filters-analysis", key)
    if got is not None:
        return got
    out = []
    part = "base"

    def add(st):
        nonlocal part
        if st.ast_type == ast.ASTType.Comment:
            return
        if st.ast_type == ast.ASTType.Program:
            part = st.name
        needs = head = None
        if st.ast_type == ast.ASTType.Rule:
            got = [n for lit in st.body if (n := _kind_need(lit))]
            if got:
                needs = tuple(names for _, names in got)
            if st.head.ast_type == ast.ASTType.Literal and st.head.atom.ast_type == ast.ASTType.SymbolicAtom:
                sym = st.head.atom.symbol
                head = (sym.name, str(sym.arguments[0]) if sym.arguments else None)
        out.append((str(st), part, needs, head))
    ast.parse_string(text, add)
    res = tuple(out)
    cache.store("filters-analysis", key, res)
    return res


def _fires(needs, kinds: frozenset | None) -> bool:
    return kinds is None or needs is None or all(n & kinds for n in needs)


@lru_cache(maxsize=64)
def filter_program(kinds: frozenset | None = None, whole_base: bool = False) -> str:
    """filters.lp as program text for the programs other than the layer system (which reads it
    through pyengine/layers/asp.py): without the rules only the layer system reads (reads/2,
    leafof/2) and, with `kinds` (leaf kinds, "@viewof" for viewof/2), the rules that need a leaf
    kind outside it. whole_base: keep every rule of the base part
    (a program that meets new leaf kinds later, filt_rules, grounds base only once)."""
    lines = [st for st, part, needs, head in _statements()
             if (head is None or head[0] not in _LAYERS_ONLY)
             and ((part == "base" and whole_base) or _fires(needs, kinds))]
    return "\n".join(lines) + "\n"


# what only the layer system reads (613.8: which classes a filter reads, its leaves)
_LAYERS_ONLY = ("reads", "leafof")


@lru_cache(maxsize=64)
def _filter_ast(kinds: frozenset | None) -> tuple:
    out: list = []
    ast.parse_string(filter_program(kinds), out.append)
    return tuple(out)


def add_filter_program(ctl, kinds: frozenset | None = None) -> None:
    """Add filter_program(kinds) to a Control from its parsed statements (parsed once per set of
    kinds: about three times cheaper than parsing the text again for every Control)."""
    with ast.ProgramBuilder(ctl) as b:
        for st in _filter_ast(kinds):
            b.add(st)


@lru_cache(maxsize=64)
def filt_rules(kinds: frozenset, before: frozenset) -> str:
    """The rules of #program filt(l,i) that `kinds` needs and `before` did not, for a program
    that added filter_program(before, whole_base=True) and now meets new leaf kinds (they are
    grounded for the steps that follow, which are the first to read such leaves)."""
    lines = [st for st, part, needs, _ in _statements()
             if part == "filt" and needs is not None and _fires(needs, kinds) and not _fires(needs, before)]
    return ("#program filt(l,i).\n" + "\n".join(lines) + "\n") if lines else ""


@lru_cache(maxsize=1)
def node_rules() -> str:
    """For a program that adds filters after grounding base (replacement.lp: the abilities of a
    permanent about to enter, 614.12): the base part's rules about one filter node (isall/1,
    leafclass/2) as #program fnodes(l), for the nodes fnew(l,F) introduced at step l."""
    lines = ["#program fnodes(l)."]
    for st, part, _, head in _statements():
        if part == "base" and head is not None and head[0] in ("isall", "leafclass"):
            assert head[1] == "F", st
            lines.append(st[:-1] + "; fnew(l,F).")
    return "\n".join(lines) + "\n"


atexit.register(_statements.cache_clear)
atexit.register(_filter_ast.cache_clear)
