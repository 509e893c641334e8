"""Filters over one game state, decided by asp_rules/filters.lp alone: every (filter, context)
question asked about a set of objects, answered in one clingo call.

Used where a feature's own program does not read filters itself: the game loop (triggers,
costs, instructions, enchant restrictions: pyengine/game/filters.py, which caches the answers)
and combat (the creatures a combat rule applies to: pyengine/combat/rules.py). The layer system,
targets.lp and replacement.lp load filters.lp into their own programs."""
from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterable, Sequence

import clingo

from pyengine.filters.encode import CLASSES, FilterEncoder, context_facts, object_facts
from pyengine.filters.program import add_filter_program
from pyengine.filters.terms import T, sym
from pyengine.layers.asp import _Shown, symbols_text
from pyengine.model import Filter

if TYPE_CHECKING:
    from pyengine.layers.characteristics import Characteristics


@dataclass(frozen=True)
class Context:
    """Whose filter it is: its controller ("you", 109.5), the object it comes from ("self",
    "other"), what that object is attached to ("enchanted", "equipped"), its chosen values."""
    controller: str | None
    source: str | None = None
    source_attached: str | None = None
    chosen: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True)
class Thing:
    """An object to test: its characteristics (after the layer system, or as it last existed)
    and what filters.lp reads beside them."""
    id: str
    ch: Characteristics
    token: bool = False
    face_down: bool = False
    _memo: dict = field(default_factory=dict, compare=False, repr=False)

    def facts(self, reads: frozenset[str] | None = None) -> list[T]:
        got = self._memo.get(reads)
        if got is None:
            got = self._memo[reads] = object_facts(
                self.id, self.ch, token=self.token, face_down=self.face_down,
                printed_pt=self.ch.power is not None or self.ch.toughness is not None, reads=reads)
        return got


_BSRC = "".join(f"bsrc(0,{c},now).\n" for c in CLASSES)


def evaluate(queries: Sequence[tuple[Filter, Context]], things: Iterable[Thing],
             feature: str) -> list[set[str]]:
    """For each (filter, context), the ids of the things that satisfy it. A word with no
    meaning in `feature` (pyengine.filters.words) raises a ScenarioError."""
    things = list(things)
    items: list = []
    enc = FilterEncoder(items, feature)
    roots: list[T] = []
    chosen: list = []
    for k, (flt, ctx) in enumerate(queries):
        E = T(f"q({k})")
        root = enc.filter(flt, E)
        roots.append(root)
        items.append(T(f"want(now,{root})"))
        items += context_facts(E, ctx.controller, ctx.source, chosen=dict(ctx.chosen))
        if ctx.source is not None and ctx.source_attached is not None:
            items.append(T(f"attached({sym(ctx.source)},{sym(ctx.source_attached)})"))
        chosen += [v for _, v in ctx.chosen]
    if not queries:
        return []
    reads = frozenset(enc.reads())
    for th in things:
        items.append(T(f"scope(now,{sym(th.id)})"))
        items += th.facts(reads)
    items += enc.vocabulary(chosen)
    text = "stepstate(0,0,now).\n" + _BSRC + "".join(f"{s}.\n" for s in items)
    ctl = clingo.Control(["--warn=none"])
    # every atom is decided by grounding (filters.lp is stratified): the sat/3 atoms are read as
    # the grounder outputs them, and the ground program never reaches the solver
    shown = _Shown()
    ctl.register_observer(shown, True)
    add_filter_program(ctl, frozenset(enc.leaf_kinds))
    ctl.add("base", [], text + "#show sat/3.\n")
    ctl.ground([("base", []), ("filt", [clingo.Number(0), clingo.Number(0)])])
    if shown.undecided:                     # pragma: no cover - filters.lp is stratified
        raise RuntimeError("filters.lp left atoms undecided")
    by_root: dict[str, set[str]] = {str(r): set() for r in roots}
    for atom in symbols_text(shown.facts):
        f, o = _SAT.match(atom).groups()
        got = by_root.get(f)
        if got is not None:
            got.add(json.loads(o))
    return [set(by_root[str(r)]) for r in roots]


_SAT = re.compile(r'sat\(now,(f\(\d+\)),(".*")\)$')
