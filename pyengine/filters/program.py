"""asp_rules/filters.lp as the programs that load it read it: whole, or without the rules of
leaf kinds no filter uses (gringo spends 10-50 µs setting up each rule of a part at every ground
call, even when nothing matches; docs/layers.md, "Cost model"). The layer system specializes
the program itself (pyengine/layers/asp.py); this is the same cut for the other programs."""
from __future__ import annotations

import atexit
from functools import lru_cache

from clingo import SymbolType, ast

from asp_rules import program_text

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
    """filters.lp parsed once: (statement, its part, the leaf kinds it needs or None) in order
    (#program statements included)."""
    out = []
    part = "base"

    def add(st):
        nonlocal part
        if st.ast_type == ast.ASTType.Comment:
            return
        if st.ast_type == ast.ASTType.Program:
            part = st.name
        needs = None
        if st.ast_type == ast.ASTType.Rule:
            got = [n for lit in st.body if (n := _kind_need(lit))]
            if got:
                needs = [names for _, names in got]
        out.append((st, part, needs))
    ast.parse_string(program_text("filters.lp"), add)
    return tuple(out)


def _fires(needs, kinds: frozenset | None) -> bool:
    return kinds is None or needs is None or all(n & kinds for n in needs)


@lru_cache(maxsize=64)
def filter_program(kinds: frozenset | None = None, whole_base: bool = False) -> str:
    """filters.lp as program text; with `kinds` (leaf kinds, "@viewof" for viewof/2), without
    the rules that need a leaf kind outside it. whole_base: keep every rule of the base part
    (a program that meets new leaf kinds later, filt_rules, grounds base only once)."""
    lines = []
    for st, part, needs in _statements():
        if part == "base" and whole_base:
            lines.append(str(st))
        elif _fires(needs, kinds):
            lines.append(str(st))
    return "\n".join(lines) + "\n"


@lru_cache(maxsize=64)
def _filter_statements(kinds: frozenset | None) -> tuple:
    return tuple(st for st, part, needs in _statements() if _fires(needs, kinds))


def add_filter_program(ctl, kinds: frozenset | None = None) -> None:
    """Add filter_program(kinds) to a Control from the parsed statements (about three times
    cheaper than parsing its text again for every Control)."""
    with ast.ProgramBuilder(ctl) as b:
        for st in _filter_statements(kinds):
            b.add(st)


@lru_cache(maxsize=64)
def filt_rules(kinds: frozenset, before: frozenset) -> str:
    """The rules of #program filt(l,i) that `kinds` needs and `before` did not, for a program
    that added filter_program(before, whole_base=True) and now meets new leaf kinds (they are
    grounded for the steps that follow, which are the first to read such leaves)."""
    lines = [str(st) for st, part, needs in _statements()
             if part == "filt" and needs is not None and _fires(needs, kinds) and not _fires(needs, before)]
    return ("#program filt(l,i).\n" + "\n".join(lines) + "\n") if lines else ""


@lru_cache(maxsize=1)
def node_rules() -> str:
    """For a program that adds filters after grounding base (replacement.lp: the abilities of a
    permanent about to enter, 614.12): the base part's rules about one filter node (isall/1,
    leafclass/2) as #program fnodes(l), for the nodes fnew(l,F) introduced at step l."""
    lines = ["#program fnodes(l)."]
    for st, part, _ in _statements():
        if part != "base" or st.ast_type != ast.ASTType.Rule:
            continue
        head = st.head.atom.symbol if st.head.ast_type == ast.ASTType.Literal else None
        if head is None or head.name not in ("isall", "leafclass"):
            continue
        assert str(head.arguments[0]) == "F", st
        lines.append(str(st)[:-1] + "; fnew(l,F).")
    return "\n".join(lines) + "\n"


atexit.register(_statements.cache_clear)
atexit.register(_filter_statements.cache_clear)
