"""Loading the ASP programs (shipped in the asp_rules package) and small clingo helpers."""
from __future__ import annotations

import atexit
import re
from functools import lru_cache

import clingo

from asp_rules import program_text

# state predicates of filters.lp that get a "c" prefix in the counterfactual copy
_CF_PREDICATES = ("stepstate", "want", "need", "rd", "you", "word", "lsat", "sat", "ws", "scope")


@lru_cache(maxsize=None)
def layer_program() -> str:
    """filters.lp + layers.lp + dependency.lp, with the counterfactual copy of filt(l,i)."""
    filters = program_text("filters.lp")
    filt_part = filters.split("#program filt(l,i).", 1)[1]
    cf = filt_part
    cf = re.sub(r"(?<![\w])(" + "|".join(_CF_PREDICATES) + r")\(", r"c\1(", cf)
    cf = cf.replace("val(S,O,C,V)", "cval(S,O,C,V)")
    return "\n".join([filters, "#program cfilt(l,i).\n" + cf, program_text("layers.lp"),
                      program_text("dependency.lp")])


@lru_cache(maxsize=None)
def _layer_ast() -> tuple:
    from clingo import ast
    stmts: list = []
    ast.parse_string(layer_program(), stmts.append)
    return tuple(stmts)


# release the cached AST while clingo is still loaded (avoids noise at interpreter exit)
atexit.register(_layer_ast.cache_clear)


def layer_control(facts: str) -> clingo.Control:
    """A fresh Control holding the layer program (from a cached parse) and the given facts."""
    from clingo import ast
    ctl = clingo.Control(["--warn=none"])
    with ast.ProgramBuilder(ctl) as b:
        for st in _layer_ast():
            b.add(st)
    ctl.add("base", [], facts)
    return ctl


def sym(x) -> clingo.Symbol:
    """A Python value as an ASP term: str -> String (escaped by clingo), int -> Number."""
    if isinstance(x, clingo.Symbol):
        return x
    if isinstance(x, bool):
        raise TypeError("bool is not an ASP term")
    if isinstance(x, int):
        return clingo.Number(x)
    if isinstance(x, str):
        return clingo.String(x)
    raise TypeError(f"cannot encode {x!r}")


def const(name: str) -> clingo.Symbol:
    return clingo.Function(name)


def fn(name: str, *args) -> clingo.Symbol:
    return clingo.Function(name, [sym(a) for a in args])


class Facts:
    """Collects facts as clingo Symbols and renders them as program text."""

    def __init__(self) -> None:
        self.items: list[clingo.Symbol] = []

    def add(self, name: str, *args) -> None:
        self.items.append(fn(name, *args))

    def text(self) -> str:
        return "".join(f"{s}.\n" for s in self.items)
