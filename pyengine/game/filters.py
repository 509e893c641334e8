"""The game loop's filters (triggers 603.2, costs 601.2b/601.2f, instructions 608.2c, enchant
restrictions 303.4): which objects satisfy a Filter seen from a source and its controller
("you", "self", "other", "enchanted"), decided by asp_rules/filters.lp
(pyengine.filters.evaluate) -- Python only asks and remembers.

The game asks the same questions over and over on boards that barely change (every priority
pass, every event), so answers are remembered per (filter, context, object facts): the facts
filters.lp reads about the object -- its characteristics after the layer system (or as it last
existed, 603.10a), zone, owner, token, face-down -- and about the context. A leaf of filters.lp
reads only the object and the context, so the same facts give the same answer. When a question
has no answer yet, every question asked recently is answered for every object of the board
that lacks an answer, in one clingo call."""
from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Iterable

from pyengine.filters.evaluate import Context, Thing, evaluate
from pyengine.model import Filter

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.layers.characteristics import Characteristics

_FEATURE = "game"
_ANSWERS: dict[tuple, bool] = {}          # (filter, context, object key) -> satisfied
_ANSWERS_MAX = 1 << 18
_KEYS: dict[tuple, tuple] = {}            # (id(ch), token, face_down) -> (ch, object key)
_KEYS_MAX = 1 << 14
_RECENT: "OrderedDict[tuple, None]" = OrderedDict()   # questions asked recently (filter, context)
_RECENT_MAX = 32


def clear_cache() -> None:
    """Forget every remembered answer (benchmarks measure a cold game with it)."""
    _ANSWERS.clear()
    _KEYS.clear()
    _RECENT.clear()


def _thing(g: "Game", oid: str, ch: "Characteristics") -> tuple[Thing, tuple]:
    o = g.s.objects.get(oid)
    token, face_down = bool(o and o.token), bool(o and o.face_down)
    k = (id(ch), token, face_down)
    hit = _KEYS.get(k)
    if hit is None or hit[0] is not ch:
        th = Thing(oid, ch, token, face_down)
        if len(_KEYS) >= _KEYS_MAX:
            _KEYS.clear()
        hit = _KEYS[k] = (ch, th, tuple(th.facts()))
    return hit[1], hit[2]


def context(g: "Game", source: str | None, you: str | None) -> Context:
    src = g.s.objects.get(source) if source is not None else None
    return Context(you, source, src.attached_to if src else None,
                   tuple(sorted(src.chosen.items())) if src and src.chosen else ())


def matching(g: "Game", f: Filter | None, items: Iterable[tuple[str, "Characteristics | None"]],
             source: str | None, you: str | None) -> list[str]:
    """The ids of the (id, characteristics) pairs that satisfy f (None: every object)."""
    items = [(oid, ch) for oid, ch in items if ch is not None]
    if f is None:
        return [oid for oid, _ in items]
    ctx = context(g, source, you)
    q = (f, ctx)
    _RECENT[q] = None
    _RECENT.move_to_end(q)
    if len(_RECENT) > _RECENT_MAX:
        _RECENT.popitem(last=False)
    things = [_thing(g, oid, ch) for oid, ch in items]
    if any((f, ctx, key) not in _ANSWERS for _, key in things):
        _fill(g, things)
    return [th.id for th, key in things if _ANSWERS[(f, ctx, key)]]


def matches(g: "Game", f: Filter | None, oid: str, ch: "Characteristics | None", source: str | None,
            you: str | None) -> bool:
    """Does the object (with these characteristics) satisfy f, seen from source and you?"""
    return bool(matching(g, f, [(oid, ch)], source, you))


def _fill(g: "Game", asked: list[tuple[Thing, tuple]]) -> None:
    """Answer every recent question for the asked objects and the objects of the board, where
    an answer is missing, in one call of asp_rules/filters.lp."""
    pool = list(asked)
    seen = {th.id for th, _ in asked}
    for oid, ch in g.chars().items():
        if oid not in seen:
            pool.append(_thing(g, oid, ch))
    queries = list(_RECENT)
    todo: dict[tuple, Thing] = {}
    for th, key in pool:
        if any((f, ctx, key) not in _ANSWERS for f, ctx in queries):
            todo.setdefault(key, th)
    if not todo:
        return
    got = evaluate(queries, todo.values(), _FEATURE)
    if len(_ANSWERS) + len(queries) * len(todo) > _ANSWERS_MAX:
        _ANSWERS.clear()
    for (f, ctx), ids in zip(queries, got):
        for key, th in todo.items():
            _ANSWERS[(f, ctx, key)] = th.id in ids
