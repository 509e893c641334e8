"""The game loop's filters (triggers 603.2, costs 601.2b/601.2f, instructions 608.2c, enchant
restrictions 303.4): which objects satisfy a Filter seen from a source and its controller
("you", "self", "other", "enchanted"), decided by asp_rules/filters.lp
(pyengine.filters.evaluate) -- Python only asks and remembers.

The game asks the same questions over and over on boards that barely change (every priority
pass, every event), so answers are remembered per (filter, context, object facts): the facts
filters.lp reads about the object -- its characteristics after the layer system (or as it last
existed, 603.10a), zone, owner, token, face-down -- and about the context. A leaf of filters.lp
reads only the object and the context, so the same facts give the same answer. When a question
has no answer yet, every question asked recently is answered for the objects of the board it
has no answer for, in one clingo call (one state per question, pyengine.filters.evaluate)."""
from __future__ import annotations

from collections import OrderedDict
from typing import TYPE_CHECKING, Iterable

from pyengine.errors import ScenarioError
from pyengine.filters.evaluate import Context, Thing, evaluate
from pyengine.filters.modified import is_modified
from pyengine.game import history as turn_history
from pyengine.filters.words import check, in_context
from pyengine.model import Filter

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.layers.characteristics import Characteristics

_FEATURE = "game"
# answers by question: (filter number, context number) -> {object key: satisfied}; an object key
# numbers the facts filters.lp reads about the object (the same facts, the same number)
_ANSWERS: dict[tuple[int, int], dict[int, bool]] = {}
_ANSWERS_MAX = 1 << 18
_FILTERS: dict[int, tuple[Filter, int]] = {}          # id(filter) -> (filter, number)
_CONTEXTS: dict[Context, int] = {}
_OBJECTS: dict[tuple, tuple] = {}        # (id(ch), token, face_down, tapped, attacking, blocking, counters,
#                                           this turn's words, modified) -> (ch, Thing, key)
_KEY_OF_FACTS: dict[tuple, int] = {}        # what the object's facts follow from -> key
_RECENT: "OrderedDict[tuple, tuple]" = OrderedDict()   # (filter no, context no) -> (filter, context)
_RECENT_MAX = 32
_SIZE = [0]
# the next filter number: never reused (an entry replaced under a reused id() keeps the dictionary's
# size, so numbering by size would give two filters one number and mix their answers)
_NEXT_FILTER = [0]


def clear_cache() -> None:
    """Forget every remembered answer (benchmarks measure a cold game with it)."""
    for d in (_ANSWERS, _FILTERS, _CONTEXTS, _OBJECTS, _KEY_OF_FACTS, _RECENT):
        d.clear()
    _SIZE[0] = 0


def _attachments(g: "Game") -> dict[str, list[str]]:
    """permanent -> the permanents attached to it (301.5, 303.4)."""
    out: dict[str, list[str]] = {}
    for o in g.s.objects.values():
        if o.attached_to is not None and o.zone == "battlefield":
            out.setdefault(o.attached_to, []).append(o.id)
    return out


def _thing(g: "Game", oid: str, ch: "Characteristics",
           counters: dict | None = None, att: dict | None = None,
           words: dict | None = None) -> tuple[Thing, int]:
    """counters: the counters the object had as it last existed (603.10a, 608.2h), when it is
    tested as such; else the counters on it now (122.1)."""
    o = g.s.objects.get(oid)
    token, face_down = bool(o and o.token), bool(o and o.face_down)
    # status (110.5) and combat status (506.4) of a permanent
    on_bf = bool(o and o.zone == "battlefield")
    tapped = on_bf and bool(o.tapped)
    attacking, blocking = on_bf and oid in g.s.attackers, on_bf and oid in g.s.blockers
    blocks = tuple(sorted(g.s.blockers.get(oid) or ())) if blocking else ()
    if counters is None:
        cts = tuple(sorted((c.kind, c.count) for c in o.counters)) if o else ()
    else:
        cts = tuple(sorted((str(k), int(n)) for k, n in counters.items() if n))
    # what happened to it this turn (pyengine/game/history.py)
    turn = (words if words is not None else turn_history.turn_words(g)).get(oid, ())
    # 700.9: counters on it, an Equipment or its controller's Aura attached to it
    attached = (att if att is not None else _attachments(g)).get(oid, ())
    mod = is_modified(ch.controller, bool(cts),
                      [(a.subtypes, a.controller) for a in (g.ch(x) for x in attached) if a is not None])
    k = (id(ch), token, face_down, tapped, attacking, blocking, blocks, cts, turn, mod)
    hit = _OBJECTS.get(k)
    if hit is None or hit[0] is not ch:
        th = Thing(oid, ch, token, face_down, tapped, attacking, blocking, cts, turn, mod, blocks)
        # the object's facts (pyengine.filters.encode.object_facts) follow from these
        key = _KEY_OF_FACTS.setdefault((ch, ch.ability_terms, token, face_down, tapped, attacking, blocking, blocks,
                                        cts, turn, mod), len(_KEY_OF_FACTS))
        if len(_OBJECTS) >= 1 << 14:       # the characteristics are kept alive by the entries
            _OBJECTS.clear()
        hit = _OBJECTS[k] = (ch, th, key)
    return hit[1], hit[2]


def context(g: "Game", source: str | None, you: str | None) -> Context:
    src = g.s.objects.get(source) if source is not None else None
    attached = src.attached_to if src else None
    if src is not None and attached is None and src.zone != "battlefield":
        # 603.10a, 608.2h: an Aura or Equipment that left the battlefield ("When enchanted creature
        # dies", the Aura put into a graveyard at the same time) -- what it was attached to as it last
        # existed there
        attached = ((g.s.history.get("left_lki") or {}).get(source) or {}).get("attached_to")
    return Context(you, source, attached,
                   tuple(sorted(src.chosen.items())) if src and src.chosen else ())


def _question(f: Filter, ctx: Context) -> tuple[int, int]:
    hit = _FILTERS.get(id(f))
    if hit is None or hit[0] is not f:
        hit = _FILTERS[id(f)] = (f, _NEXT_FILTER[0])   # the filter is kept alive by the entry
        _NEXT_FILTER[0] += 1
    c = _CONTEXTS.setdefault(ctx, len(_CONTEXTS))
    q = (hit[1], c)
    _RECENT[q] = (f, ctx)
    _RECENT.move_to_end(q)
    if len(_RECENT) > _RECENT_MAX:
        _RECENT.popitem(last=False)
    return q


def matching(g: "Game", f: Filter | None, items: Iterable[tuple[str, "Characteristics | None"]],
             source: str | None, you: str | None, counters: dict | None = None) -> list[str]:
    """The ids of the (id, characteristics) pairs that satisfy f (None: every object).
    counters: {id: {kind: n}} -- the counters objects had as they last existed (603.10a)."""
    items = [(oid, ch) for oid, ch in items if ch is not None]
    if f is None:
        return [oid for oid, _ in items]
    if len(_KEY_OF_FACTS) > _ANSWERS_MAX or len(_CONTEXTS) > _ANSWERS_MAX:
        clear_cache()                      # (between questions: object keys are numbers)
    ctx = context(g, source, you)
    if _FILTERS.get(id(f), (None,))[0] is not f:      # a filter not checked yet (pyengine/filters/words.py)
        try:
            check(f, _FEATURE)
        except ScenarioError as err:
            raise in_context(err, f"a filter of {g.name(source)}" if source else "a filter").with_file(
                g.scenario.file) from None
    q = _question(f, ctx)
    att, words = _attachments(g), turn_history.turn_words(g)
    things = [_thing(g, oid, ch, (counters or {}).get(oid), att, words) for oid, ch in items]
    known = _ANSWERS.get(q)
    if known is None or any(key not in known for _, key in things):
        _fill(g, things)
        known = _ANSWERS[q]
    return [th.id for th, key in things if known[key]]


def matches(g: "Game", f: Filter | None, oid: str, ch: "Characteristics | None", source: str | None,
            you: str | None, counters: dict | None = None) -> bool:
    """Does the object (with these characteristics, and these counters -- {kind: n} as it last
    existed, 603.10a -- when given) satisfy f, seen from source and you?"""
    return bool(matching(g, f, [(oid, ch)], source, you, None if counters is None else {oid: counters}))


def _fill(g: "Game", asked: list[tuple[Thing, int]]) -> None:
    """Answer every recent question for the asked objects and the objects of the board, where
    an answer is missing (and only there), in one call of asp_rules/filters.lp."""
    pool = list(asked)
    seen = {th.id for th, _ in asked}
    att, words = _attachments(g), turn_history.turn_words(g)
    for oid, ch in g.chars().items():
        if oid not in seen:
            pool.append(_thing(g, oid, ch, None, att, words))
    questions = []                                # (question, its objects without an answer)
    things: dict[int, Thing] = {}
    for q, fc in _RECENT.items():
        known = _ANSWERS.get(q, {})
        missing = {key: th for th, key in pool if key not in known}
        if missing:
            questions.append((q, fc, missing))
            things.update(missing)
    if not questions:
        return
    n = sum(len(m) for _, _, m in questions)
    if _SIZE[0] + n > _ANSWERS_MAX:
        _ANSWERS.clear()
        _SIZE[0] = 0
    _SIZE[0] += n
    got = evaluate([fc for _, fc, _ in questions], things.values(), _FEATURE,
                   [[th.id for th in m.values()] for _, _, m in questions])
    for (q, _, missing), ids in zip(questions, got):
        known = _ANSWERS.setdefault(q, {})
        for key, th in missing.items():
            known[key] = th.id in ids
