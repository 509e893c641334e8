""""For as long as ..." durations of resolving spells and abilities (611.2b): "for as long as you
control ~", "for as long as ~ remains on the battlefield", "for as long as you control ~ and ~
remains tapped" (tied to the source) and "for as long as it has a shield counter on it" (tied to
the affected object).

As the effect begins, its duration is stamped with the object it follows, as the object it was
when the ability was put on the stack or triggered (400.7: a new object after a zone change is not
it), and the player the "you" of the ability is (or the counter kind):
`KIND|OBJECT|INCARNATION|PLAYER-OR-COUNTER`. If the duration has already ended by then, the effect
does nothing (611.2b: it doesn't start and immediately stop). Once its condition stops being true
the effect ends for good, even if the condition would become true again (`expire`, called after
every batch of events and before state-based actions are checked): the continuous effects
(State.effects), "doesn't untap" holds (State.skips), combat rules (State.combat_effects) and
permissions to play exiled cards (pyengine.game.permissions) carrying such a duration. ("for as
long as ~ remains tapped" alone keeps its own stamp-less form, ended by the untap and zone-change
events, pyengine.game.apply.)"""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game import linked

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem

KINDS = ("while_you_control_source", "while_source_on_battlefield", "while_you_control_source_tapped")
COUNTER = "while_counter:"      # "for as long as it has a shield counter on it": COUNTER + the kind
# 702.151b: "until it becomes unattached from that creature" (an Equipment with reconfigure), stamped
# by pyengine.game.reconfigure: `while_attached|EQUIPMENT|INCARNATION|CREATURE`
ATTACHED = "while_attached"

TEXT = {"while_you_control_source": "for as long as {p} controls {s}",
        "while_source_on_battlefield": "for as long as {s} remains on the battlefield",
        "while_you_control_source_tapped": "for as long as {p} controls {s} and {s} remains tapped",
        "while_counter": "for as long as {s} has a {p} counter on it",
        ATTACHED: "until {s} becomes unattached from {p}"}


def is_while(d: object) -> bool:
    """Is `d` a duration (not yet stamped) this module keeps?"""
    return isinstance(d, str) and (d in KINDS or d.startswith(COUNTER))


def stamped(d: object) -> tuple[str, str, int, str] | None:
    """The parts of a stamped duration -- kind, object, its number of earlier ids, and the player
    ("you") or the counter kind -- None for any other duration."""
    if not isinstance(d, str) or "|" not in d:
        return None
    kind, obj, inc, arg = d.split("|", 3)
    return (kind, obj, int(inc), arg) if kind in KINDS or kind in ("while_counter", ATTACHED) else None


def holds(g: "Game", d: str) -> bool:
    """Is the stamped duration `d` still going on?"""
    kind, src, inc, arg = stamped(d)
    o = g.s.objects.get(src)
    if o is None or o.zone != "battlefield" or o.phased_out or len(o.earlier_ids) != inc:
        return False                  # 400.7, 702.26f: it left the battlefield (a new object if it's back)
    if kind == "while_source_on_battlefield":
        return True
    if kind == "while_counter":
        return any(c.kind == arg and c.count > 0 for c in o.counters)
    if kind == ATTACHED:
        return o.attached_to == arg
    if g.ch(src).controller != arg:
        return False
    return kind == "while_you_control_source" or o.tapped


def begin(g: "Game", it: "StackItem", kind: str, obj: str | None = None) -> str | None:
    """The duration `kind` stamped for an effect of `it` beginning now, or None if the duration
    has already ended (611.2b: the effect does nothing). A counter duration follows `obj`, the
    object the effect affects ("it")."""
    if kind.startswith(COUNTER):
        o = g.s.objects.get(obj) if obj is not None else None
        if o is None:
            return None
        d = f"while_counter|{obj}|{len(o.earlier_ids)}|{kind[len(COUNTER):]}"
    else:
        inc = linked.source_incarnation(g, it)
        if inc is None:
            return None
        d = f"{kind}|{it.source}|{inc}|{it.controller}"
    if not holds(g, d):
        g._log("611.2b", f"the duration '{text(g, d)}' has already ended: the effect does nothing")
        return None
    return d


def text(g: "Game", d: str) -> str:
    kind, src, _inc, arg = stamped(d)
    return TEXT[kind].format(p=g.name(arg) if kind == ATTACHED else arg, s=g.name(src))


def expire(g: "Game") -> None:
    """611.2b: end the effects whose "for as long as" duration has ended."""
    s = g.s
    ended = [e for e in s.effects if stamped(e.duration) and not holds(g, e.duration)]
    if ended:
        s.effects = [e for e in s.effects if e not in ended]
        g._dirty()
        for e in ended:
            g._log("611.2b", f"effect {e.id} ends: '{text(g, e.duration)}' is over")
    gone = [(who, what) for who, what in s.skips if what.startswith("while:")
            and not holds(g, what.split(":", 1)[1].rsplit(":", 1)[0])]
    if gone:
        s.skips = [x for x in s.skips if x not in gone]
        for who, what in gone:
            g._log("611.2b", f"{g.name(who)} may untap again: "
                             f"'{text(g, what.split(':', 1)[1].rsplit(':', 1)[0])}' is over")
    for k, rec in list(s.states_seen.items()):
        # a permission to play an exiled card "for as long as you control ~" (pyengine.game.permissions)
        if k.startswith("may_play:") and len(rec) > 4 and not holds(g, rec[4]):
            del s.states_seen[k]
            g._log("611.2b", f"the permission to play {g.name(k[len('may_play:'):])} ends: "
                             f"'{text(g, rec[4])}' is over")
    rules = [(r, d) for r, d in s.combat_effects if stamped(d) and not holds(g, d)]
    if rules:
        s.combat_effects = [x for x in s.combat_effects if not any(x is y for y in rules)]
        for r, d in rules:
            g._log("611.2b", f"combat rule {r.get('kind')} ends: '{text(g, d)}' is over")


def hold(g: "Game", held: str, d: str) -> None:
    """502.3, 611.2b: "That creature doesn't untap during its controller's untap step for as long
    as ..." -- the hold on `held` (as the object it is now, 400.7) for duration `d`."""
    g.s.skips.append((held, f"while:{d}:{len(g.obj(held).earlier_ids)}"))


def held(g: "Game") -> set[str]:
    """The permanents such holds keep from untapping now (the same objects they were put on)."""
    out = set()
    for who, what in g.s.skips:
        if what.startswith("while:"):
            d, gen = what.split(":", 1)[1].rsplit(":", 1)
            o = g.s.objects.get(who)
            if o is not None and o.zone == "battlefield" and len(o.earlier_ids) == int(gen) and holds(g, d):
                out.add(who)
    return out
