"""Day and night (CR 728) and the daybound and nightbound keywords (702.145).

The game starts with neither designation (728.1; a scenario may say `day_night: day|night`).
`State.day_night` holds it. As the second part of the untap step the game checks the previous
turn (502.2, 728.2: `untap_check`); any time a player controls a daybound or nightbound permanent
the game checks the designation and those permanents (702.145c-d, f-g: `check`, run at each
priority point and after the untap step's check -- each of these happens immediately and isn't a
state-based action). A daybound card enters transformed at night (702.145b: `enters_transformed`,
pyengine.game.transform, read by its zone_change); daybound and nightbound permanents can't transform
except due to those abilities (702.145b, 702.145e: pyengine.game.transform.transform)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.transform import DAYBOUND, NIGHTBOUND, daybound_or_nightbound, transform

if TYPE_CHECKING:
    from pyengine.game.loop import Game

def become(g: "Game", which: str, rule: str, why: str) -> None:
    """728.1: it becomes day / night; then the daybound and nightbound permanents transform
    (702.145b: "As it becomes night, if this permanent is front face up, transform it"; 702.145e)."""
    old = g.s.day_night
    g.s.day_night = which
    g._dirty()
    g._log(rule, (f"{old} becomes {which}" if old else f"it becomes {which}") + f" ({why})")
    _transform_bound(g)


def untap_check(g: "Game") -> None:
    """502.2, 728.2a-c: if it's day and the previous turn's active player cast no spells during
    that turn, it becomes night; if it's night and they cast two or more, it becomes day; if it's
    neither, nothing happens."""
    s = g.s
    last = s.last_turn or {}
    prev = last.get("active")
    if s.day_night is None or prev is None:
        return
    n = int((last.get("casts") or {}).get(prev, 0))
    if s.day_night == "day" and n == 0:
        become(g, "night", "728.2a", f"{prev}, the previous turn's active player, cast no spells during that turn")
    elif s.day_night == "night" and n >= 2:
        become(g, "day", "728.2b", f"{prev}, the previous turn's active player, cast {n} spells during that turn")


def check(g: "Game") -> None:
    """702.145d: a player controls a daybound permanent and it's neither day nor night: it becomes
    day; 702.145g: a nightbound one, and no permanent has daybound: it becomes night. 702.145c,
    702.145f: a daybound permanent front face up at night, a nightbound one back face up by day,
    is transformed by its controller."""
    s = g.s
    ids = [oid for oid in g.battlefield() if daybound_or_nightbound(g, oid)]
    if not ids:
        return
    if s.day_night is None:
        terms = [g.ch(oid).ability_terms for oid in ids]
        if any(DAYBOUND in t for t in terms):
            become(g, "day", "702.145d", "a player controls a permanent with daybound")
            return
        if any(NIGHTBOUND in t for t in terms):
            become(g, "night", "702.145g", "a player controls a permanent with nightbound and none has daybound")
            return
    _transform_bound(g)


def _transform_bound(g: "Game") -> None:
    s = g.s
    for oid in g.battlefield():
        ch = g.ch(oid)
        if ch is None:
            continue
        o = g.obj(oid)
        if s.day_night == "night" and DAYBOUND in ch.ability_terms and o.card.front is None:
            transform(g, oid, bound=True, rule="702.145c")
        elif s.day_night == "day" and NIGHTBOUND in ch.ability_terms and o.card.front is not None:
            transform(g, oid, bound=True, rule="702.145f")
