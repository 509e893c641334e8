"""115.9b: "a spell that targets [something]" looks at the current state of that spell's targets:
the objects still in the zone they were in when targeted (the same objects, 400.7) and the players
still in the game, whether or not they are still legal targets for it. The filter words
`targets_player: you|any`, `targets_self: true` and `targets_object: {type: T, controller:
you|any}` (a permanent of that card type, or any permanent, [that the filter's controller
controls]) are a target requirement's: the target program (asp_rules/filters.lp, stacktarget/2)
decides them; the game loop lists the candidate spells with the same reading here."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem

KEYS = ("targets_player", "targets_self", "targets_object")


def current(g: "Game", x: "StackItem") -> tuple[str, ...]:
    """The targets of stack item x still in the zone they were in when targeted, and the targeted
    players still in the game (115.9b)."""
    out = []
    for t in dict.fromkeys(x.targets):
        if t in g.s.players:
            if t not in g.s.losers:
                out.append(t)
            continue
        o = g.s.objects.get(t)
        if o is None or x.target_zones.get(t, o.zone) != o.zone:
            continue
        if t in x.target_objects and x.target_objects[t] != len(o.earlier_ids):
            continue
        out.append(t)
    return tuple(out)


def mentions(f: Any) -> bool:
    """Does the filter (as a card writes it) use one of these words?"""
    if isinstance(f, dict):
        return any(k in KEYS for k in f) or any(mentions(v) for v in f.values())
    if isinstance(f, list):
        return any(mentions(v) for v in f)
    return False


def holds(g: "Game", f: Any, x: "StackItem", source: str | None, you: str) -> bool:
    """Does the targets part `f` (a word above, or an `any` of them) hold for stack item x?"""
    if isinstance(f, dict) and "any" in f:
        return any(holds(g, c, x, source, you) for c in f["any"])
    now = current(g, x)
    if isinstance(f, dict) and "targets_player" in f:
        return (you in now) if f["targets_player"] == "you" else any(t in g.s.players for t in now)
    if isinstance(f, dict) and "targets_self" in f:
        return source in now
    if isinstance(f, dict) and "targets_object" in f:
        kind, ctl = f["targets_object"]["type"], f["targets_object"]["controller"]
        for t in now:
            o = g.s.objects.get(t)
            ch = g.ch(t) if o is not None and o.zone == "battlefield" else None
            if ch is None or (kind != "permanent" and kind not in ch.types):
                continue
            if ctl == "any" or ch.controller == you:
                return True
        return False
    raise ValueError(f"not a stack-targets word: {f!r}")
