"""Counters that can't be put on objects or given to players (122.6, 101.2): "This creature can't
have counters put on it." (Tatterkite), "Creatures you control can't have -1/-1 counters put on them."
(Melira, Sylvok Outcast), "Counters can't be put on artifacts, creatures, enchantments, or lands." and
"Players can't get counters." (Solemnity), "You can't get poison counters.".

Card data: the static parts `no_counters: {on: self|enchanted|equipped|FILTER, kinds: [K]}` and
`no_player_counters: {players: all|you|opponents, kinds: [K]}` (no `kinds`: every kind), read as the
abilities are after the layer system. A "can't" beats any effect that would put such counters (101.2);
it isn't a replacement effect, so the event simply doesn't happen for that object or player:

- 122.6: a permanent that would enter the battlefield with counters enters without those it can't
  have (an "enters with" replacement, persist and undying returns, a Saga's lore counter 714.3a, a
  planeswalker's loyalty 306.5b); whether it can have them is judged on the object as it would exist
  on the battlefield (pyengine/game/cant_enter.entering_chars). A permanent entering at the same time
  as the object with the prohibition isn't affected by it (its static ability isn't on the
  battlefield yet when the other enters; Solemnity's rulings).
- 120.3d, 702.90b: damage from a source with wither or infect is still dealt (lifelink, deathtouch
  apply) but puts no -1/-1 counters on a creature that can't have them; infect or toxic damage gives
  no poison counters to a player who can't get them.
- Counters already there stay (the prohibition only stops new ones).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.cant_enter import entering_chars
from pyengine.game.filters import matches
from pyengine.game.lookups import filt

if TYPE_CHECKING:
    from pyengine.events import Event
    from pyengine.game.loop import Game
    from pyengine.layers.characteristics import Characteristics
    from pyengine.model import GameObject

KEY = "no_counters"
PLAYER_KEY = "no_player_counters"


def _kind_named(v: dict, kind: str) -> bool:
    kinds = v.get("kinds")
    return not kinds or kind in kinds


def _sources(g: "Game", oid: str, entering: bool) -> list:
    """The permanents with a `no_counters` prohibition; for an object entering the battlefield, only
    those that were there before the event it enters by (entering at the same time, they don't
    apply to it: their timestamps are those of that event or later) -- and its own ability about
    itself ("This creature can't have counters put on it": a persist creature with it returns with
    none; one whose ability names a set of creatures it's among returns with the counter; the
    judges' reading of Melira's Keepers and Melira, Sylvok Outcast)."""
    first = g.batch_timestamp()
    return [(src, ctl, v) for src, ctl, v in g.static_sources(KEY)
            if not (entering and first is not None and g.obj(src).entered >= first)
            or (src == oid and v.get("on") == "self")]


def object_ban(g: "Game", oid: str, kind: str, ch: "Characteristics | None" = None,
               entering: bool = False) -> str | None:
    """The name of what keeps `kind` counters from being put on object `oid` (with these
    characteristics, as it is or would be on the battlefield), or None."""
    rules = [r for r in _sources(g, oid, entering) if _kind_named(r[2], kind)]
    if not rules:
        return None
    for src, ctl, v in rules:
        on = v["on"]
        if on == "self":
            hit = src == oid
        elif on in ("enchanted", "equipped"):
            s = g.s.objects.get(src)
            hit = s is not None and s.attached_to == oid
        else:
            hit = matches(g, filt(on), oid, ch if ch is not None else g.ch(oid), src, ctl)
        if hit:
            return g.name(src)
    return None


def player_ban(g: "Game", player: str, kind: str) -> str | None:
    """The name of what keeps `player` from getting `kind` counters, or None."""
    for src, ctl, v in g.static_sources(PLAYER_KEY):
        if not _kind_named(v, kind):
            continue
        who = v["players"]
        if who == "all" or (who == "you" and player == ctl) or (who == "opponents" and player != ctl):
            return g.name(src)
    return None


def entering_counters(g: "Game", e: "Event", o: "GameObject", counters: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """122.6: the counters an object entering the battlefield by zone change e may enter with."""
    if not counters or not list(g.static_sources(KEY)):
        return counters
    ch = entering_chars(g, e, o)
    return _allowed(g, o.id, counters, ch)


def token_counters(g: "Game", tid: str, counters: list[tuple[str, int]]) -> list[tuple[str, int]]:
    """122.6: the counters a token just put onto the battlefield may enter with."""
    if not counters or not list(g.static_sources(KEY)):
        return counters
    g._dirty()
    return _allowed(g, tid, counters, g.ch(tid))


def _allowed(g: "Game", oid: str, counters, ch) -> list[tuple[str, int]]:
    out = []
    for kind, n in counters:
        why = object_ban(g, oid, kind, ch, entering=True)
        if why is None:
            out.append((kind, n))
        else:
            g._log("122.6", f"{g.name(oid)} enters without its {kind} counter(s): {why} says it can't have them")
    return out
