"""ASP terms as program text: Python values rendered exactly as clingo prints them (shared by
every encoder of facts: pyengine/filters/encode.py, pyengine/layers/facts.py)."""
from __future__ import annotations

from functools import lru_cache

import clingo


class T(str):
    """An ASP term already rendered as program text."""


@lru_cache(maxsize=1 << 16)
def quote(s: str) -> T:
    """A Python string as an ASP string literal (escaped exactly as clingo prints strings).
    Memoized: object ids and names are quoted over and over (a 611.2c locked set lists its
    objects)."""
    return T('"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"')


def sym(x) -> T:
    """A Python value as an ASP term: str -> string literal, int -> number, T/Symbol as is."""
    if type(x) is str:
        return quote(x)
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
