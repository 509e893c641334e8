"""A game's data as JSON and back, exactly (issue 17: Game.to_json / Game.from_json / Game.key).

The state of a game (pyengine.game.state.State) is plain data: dataclasses of pyengine's own
modules, lists, dicts, tuples, sets, strings and numbers. `encode` turns it into JSON values with
a few tags so that `decode(encode(x))` rebuilds an equal value of the same types:

  {"__tuple__": [...]}  {"__set__": [...]}  {"__frozenset__": [...]}
  {"__dict__": [[key, value], ...]}          a dict whose keys aren't all plain strings
  {"__dc__": "module:Class", "f": {...}}     a dataclass of a pyengine module (fields only)
  {"__ref__": N}                             the N-th dataclass object in the table `refs`: an
                                             object shared by many others (card definitions) is
                                             written once, and one referred to from two places
                                             (a stack item and the process putting it there)
                                             is one object again when read back
  {"__cls__": "module:Class", "v": {...}}    a dict subclass of a pyengine module

Only classes from modules under `pyengine.` are rebuilt, without running their __init__.
`canonical` is the same encoding with card definitions reduced to their names (cards are
identified by name in a game), for position keys."""
from __future__ import annotations

import dataclasses
import importlib
from typing import Any

def _plain_types() -> tuple:
    """YAML containers that only carry source positions for error messages: written as plain."""
    from pyengine.yamlio import LDict, LList
    return (LDict, LList)


_TAGS = ("__tuple__", "__set__", "__frozenset__", "__dict__", "__dc__", "__ref__", "__cls__")


_PLAIN = _plain_types()


class Encoder:
    def __init__(self, cards_by_name: bool = False):
        self.refs: list[Any] = []
        self._seen: dict[int, int] = {}
        self._keep: list[Any] = []
        self.cards_by_name = cards_by_name

    def enc(self, x: Any) -> Any:
        if x is None or isinstance(x, (bool, int, float, str)):
            return x
        t = type(x)
        if t is list or t in _PLAIN:
            if isinstance(x, dict):
                return self._dict(x)
            return [self.enc(v) for v in x]
        if t is tuple:
            return {"__tuple__": [self.enc(v) for v in x]}
        if t in (set, frozenset):
            items = sorted((self.enc(v) for v in x), key=repr)
            return {"__set__" if t is set else "__frozenset__": items}
        if isinstance(x, dict):
            body = self._dict(x)
            if t is dict:
                return body
            return {"__cls__": _name(t), "v": body}
        if dataclasses.is_dataclass(x) and not isinstance(x, type):
            if self.cards_by_name and t.__name__ == "CardDef":
                return {"__card__": x.name}
            if not self.cards_by_name:        # shared objects stay shared (and mutable ones
                # keep their identity: a process and the stack refer to the same item)
                i = self._seen.get(id(x))
                if i is not None:
                    return {"__ref__": i}
                body = self._dc(x)
                self._seen[id(x)] = len(self.refs)
                self._keep.append(x)
                self.refs.append(body)
                return {"__ref__": len(self.refs) - 1}
            return self._dc(x)
        raise TypeError(f"cannot encode a {t.__name__} in a game's state")

    def _dict(self, x: dict) -> Any:
        if all(type(k) is str and k not in _TAGS and k != "__card__" for k in x):
            return {k: self.enc(v) for k, v in x.items()}
        return {"__dict__": [[self.enc(k), self.enc(v)] for k, v in x.items()]}

    def _dc(self, x: Any) -> dict:
        return {"__dc__": _name(type(x)),
                "f": {f.name: self.enc(getattr(x, f.name)) for f in dataclasses.fields(x)}}


def _name(t: type) -> str:
    return f"{t.__module__}:{t.__qualname__}"


def _cls(name: str) -> type:
    mod, _, qual = name.partition(":")
    if not mod.startswith("pyengine."):
        raise ValueError(f"refusing to rebuild a {name} (not a pyengine class)")
    obj: Any = importlib.import_module(mod)
    for part in qual.split("."):
        obj = getattr(obj, part)
    return obj


class Decoder:
    def __init__(self, refs: list[Any]):
        self.raw = refs
        self.done: dict[int, Any] = {}

    def dec(self, x: Any) -> Any:
        if x is None or isinstance(x, (bool, int, float, str)):
            return x
        if isinstance(x, list):
            return [self.dec(v) for v in x]
        if "__ref__" in x and len(x) == 1:
            i = x["__ref__"]
            if i not in self.done:
                self.done[i] = self.dec(self.raw[i])
            return self.done[i]
        if "__tuple__" in x:
            return tuple(self.dec(v) for v in x["__tuple__"])
        if "__set__" in x:
            return {self.dec(v) for v in x["__set__"]}
        if "__frozenset__" in x:
            return frozenset(self.dec(v) for v in x["__frozenset__"])
        if "__dict__" in x and len(x) == 1:
            return {self.dec(k): self.dec(v) for k, v in x["__dict__"]}
        if "__cls__" in x:
            return _cls(x["__cls__"])(self.dec(x["v"]))
        if "__dc__" in x:
            t = _cls(x["__dc__"])
            o = object.__new__(t)
            for k, v in x["f"].items():
                object.__setattr__(o, k, self.dec(v))
            return o
        return {k: self.dec(v) for k, v in x.items()}


def encode(x: Any) -> dict:
    """{'value': ..., 'refs': [...]} -- JSON-serialisable."""
    e = Encoder()
    v = e.enc(x)
    return {"value": v, "refs": e.refs}


def decode(d: dict) -> Any:
    return Decoder(d["refs"]).dec(d["value"])


def canonical(x: Any) -> Any:
    """The encoding with cards named, not written out (for position keys)."""
    return Encoder(cards_by_name=True).enc(x)
