"""Run a rules program (asp_rules/*.lp) on a set of facts and collect the shown atoms.

The game loop asks the same questions many times on an unchanged board (every priority pass
re-checks state-based actions, 704.3), so answers are memoised by the exact fact set; a
clingo.Control is built only for a fact set not seen before. Facts are clingo symbols
(built with clingo.Function / clingo.String, never pasted text)."""
from __future__ import annotations

from collections import OrderedDict
from functools import lru_cache

import clingo

from asp_rules import program_text
from pyengine.errors import check_int

_CACHE: "OrderedDict[tuple, tuple[clingo.Symbol, ...]]" = OrderedDict()
_CACHE_SIZE = 4096


@lru_cache(maxsize=None)
def _program(name: str) -> str:
    return program_text(name)


def fact(name: str, *args) -> tuple:
    """A fact as a plain tuple (cheap to build and compare); turned into a clingo symbol only
    when the program has to be run (see symbol())."""
    return (name,) + args


def symbol(f: tuple) -> clingo.Symbol:
    """A fact tuple as a clingo symbol; Python str -> clingo String, int -> Number,
    ('@', name) -> constant name."""
    name, args = f[0], f[1:]
    out = []
    for a in args:
        if isinstance(a, clingo.Symbol):
            out.append(a)
        elif isinstance(a, bool):
            raise TypeError("boolean fact argument")
        elif isinstance(a, int):
            out.append(clingo.Number(check_int(a, f"a number of the game ({name})")))
        elif isinstance(a, tuple) and a and a[0] == "@":
            out.append(clingo.Function(a[1]))
        else:
            out.append(clingo.String(str(a)))
    return clingo.Function(name, out)


def solve(program: str, facts: list[tuple]) -> tuple[clingo.Symbol, ...]:
    """The shown atoms of the (unique) answer set of `program` with `facts` (tuples from fact()),
    sorted. Answers are memoised by the fact set."""
    key = (program, frozenset(facts))
    hit = _CACHE.get(key)
    if hit is not None:
        _CACHE.move_to_end(key)
        return hit
    ctl = clingo.Control(["--warn=none"])
    ctl.add("base", [], _program(program))
    with ctl.backend() as b:
        for f in sorted(key[1], key=repr):
            b.add_rule([b.add_atom(symbol(f))])
    ctl.ground([("base", [])])
    found: list[clingo.Symbol] = []

    def on_model(m: clingo.Model) -> None:
        found.extend(m.symbols(shown=True))

    ctl.solve(on_model=on_model)
    res = tuple(sorted(found))
    _CACHE[key] = res
    if len(_CACHE) > _CACHE_SIZE:
        _CACHE.popitem(last=False)
    return res
