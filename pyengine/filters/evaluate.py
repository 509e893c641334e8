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

from pyengine.filters.encode import CLASSES, FilterEncoder, context_facts, object_facts, vocabulary
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
    tapped: bool = False
    attacking: bool = False
    blocking: bool = False
    counters: tuple[tuple[str, int], ...] = ()     # 122.1: (kind, number), sorted
    turn: tuple[str, ...] = ()                     # what happened to it this turn (thisturn/2)
    modified: bool = False                         # 700.9
    blocks: tuple[str, ...] = ()                   # 509.1a: the attacking creatures it blocks
    _memo: dict = field(default_factory=dict, compare=False, repr=False)

    def facts(self, reads: frozenset[str] | None = None) -> list[T]:
        got = self._memo.get(reads)
        if got is None:
            got = self._memo[reads] = object_facts(
                self.id, self.ch, token=self.token, face_down=self.face_down,
                printed_pt=self.ch.power is not None or self.ch.toughness is not None, reads=reads,
                tapped=self.tapped, attacking=self.attacking, blocking=self.blocking, blocks=self.blocks,
                counters=self.counters, turn=self.turn, modified=self.modified)
        return got


_BSRC = "".join(f"bsrc(0,{c},now).\n" for c in CLASSES)


@dataclass(frozen=True)
class _Question:
    """One (filter, context) encoded once: its facts (nodes f(N,K), context q(N)), root, leaf
    kinds, what it reads of the objects, its subtype words and chosen values (creature_type/1)."""
    root: str
    facts: str
    kinds: frozenset
    reads: frozenset
    words: frozenset


_QUESTIONS: dict[tuple, _Question] = {}
_QUESTIONS_MAX = 4096


def _question(flt: Filter, ctx: Context, feature: str) -> _Question:
    key = (feature, flt, ctx)
    q = _QUESTIONS.get(key)
    if q is None:
        if len(_QUESTIONS) >= _QUESTIONS_MAX:
            _QUESTIONS.clear()
        n = len(_QUESTIONS) + 1
        items: list = []
        enc = FilterEncoder(items, feature, prefix=n)
        E = T(f"q({n})")
        root = enc.filter(flt, E)
        items += context_facts(E, ctx.controller, ctx.source, chosen=dict(ctx.chosen))
        if ctx.source is not None and ctx.source_attached is not None:
            # the question's own fact (qattached/3): other questions of the same call have theirs
            items.append(T(f"qattached({E},{sym(ctx.source)},{sym(ctx.source_attached)})"))
        q = _QUESTIONS[key] = _Question(str(root), "".join(f"{x}.\n" for x in items),
                                        frozenset(enc.leaf_kinds), frozenset(enc.reads()),
                                        frozenset(enc.subtypes | {str(v) for _, v in ctx.chosen}))
    return q


def evaluate(queries: Sequence[tuple[Filter, Context]], things: Iterable[Thing], feature: str,
             scopes: Sequence[Iterable[str]] | None = None) -> list[set[str]]:
    """For each (filter, context), the ids of the things that satisfy it -- among all the things,
    or among the ids of its scope (scopes[k] for queries[k]). A word with no meaning in
    `feature` (pyengine.filters.words) raises a ScenarioError."""
    if not queries:
        return []
    things = list(things)
    qs = [_question(f, ctx, feature) for f, ctx in queries]
    kinds = frozenset().union(*(q.kinds for q in qs))
    reads = frozenset().union(*(q.reads for q in qs))
    # one state per question, s(K), holding the objects it is asked about; the objects' values
    # are read from state `now` (bsrc/3)
    parts = [_BSRC]
    parts += [q.facts for q in {q.root: q for q in qs}.values()]
    ids = [sym(th.id) for th in things]
    for k, q in enumerate(qs):
        S = f"s({k})"
        parts.append(f"stepstate(0,0,{S}).\nwant({S},{q.root}).\n")
        scope = ids if scopes is None else [sym(x) for x in scopes[k]]
        parts += [f"scope({S},{o}).\n" for o in scope]
    wanted = None if scopes is None else set().union(*map(set, scopes))
    for th in things:
        if wanted is None or th.id in wanted:
            parts += [f"{x}.\n" for x in th.facts(reads)]
    parts += [f"{x}.\n" for x in vocabulary(frozenset().union(*(q.words for q in qs)))]
    ctl = clingo.Control(["--warn=none"])
    # every atom is decided by grounding (filters.lp is stratified): the sat/3 atoms are read as
    # the grounder outputs them, and the ground program never reaches the solver
    shown = _Shown()
    ctl.register_observer(shown, True)
    add_filter_program(ctl, kinds)
    ctl.add("base", [], "".join(parts) + "#show sat/3.\n")
    ctl.ground([("base", []), ("filt", [clingo.Number(0), clingo.Number(0)])])
    if shown.undecided:                     # pragma: no cover - filters.lp is stratified
        raise RuntimeError("filters.lp left atoms undecided")
    out: list[set[str]] = [set() for _ in qs]
    for atom in symbols_text(shown.facts):
        k, f, o = _SAT.match(atom).groups()
        k = int(k)
        if f == qs[k].root:
            out[k].add(json.loads(o))
    return out


_SAT = re.compile(r'sat\(s\((\d+)\),(f\([\d,]+\)),(".*")\)$')
