"""Permissions to play cards from exile (or from a graveyard) given by an effect ("Exile the top
card of your library. You may play that card this turn.", "Mill a card. You may play that card this
turn."; 601.3: a player may begin to cast a spell only if a rule or
effect allows it; 116.2a: a land is played "from the zone it was in"). A permission names the
player, the card as the object it is in that zone (400.7: a new object after a zone change has none)
and how long it lasts: `turn` (this turn), `next_turn` (until the end of that player's next turn)
or `exiled` (for as long as the card remains exiled). Playing the card is still subject to the
normal timing (117.1a, 305.1-305.3: a land play counts toward the lands played this turn).

The records live in State.states_seen ("may_play:<card>" -> (player, earlier-id count, last turn
-- or -1 while exiled, or NEXT until that player's next turn begins --, cast only)), plain values
copied with the state."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game import durations
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game

KEY = "may_play:"
ZONES = ("exile", "graveyard")      # where a card an effect lets a player play can be (not a hidden zone)


NEXT = -2          # "until the end of your next turn", that turn not begun yet


def turn_begins(g: "Game", player: str) -> None:
    """A turn of `player` begins (500.1, an extra turn too, 500.7): permissions that last until the
    end of their next turn now last until the end of this one (611.2a: as long as stated)."""
    for k, rec in list(g.s.states_seen.items()):
        if k.startswith(KEY) and rec[0] == player and rec[2] == NEXT:
            g.s.states_seen[k] = (rec[0], rec[1], g.s.turn, rec[3])


def grant(g: "Game", cards: list[str], player: str, until: str, cast_only: bool = False,
          stamp: str | None = None) -> None:
    """Let `player` play these exiled cards (cast them, if `cast_only`) until `until` -- or, with
    `stamp`, for as long as that "for as long as" duration lasts (611.2b, pyengine.game.durations;
    also only while the card remains exiled)."""
    last = {"turn": g.s.turn, "next_turn": NEXT}.get(until, -1)
    for c in cards:
        o = g.s.objects.get(c)
        if o is None or o.zone not in ZONES:
            continue
        g.s.states_seen[KEY + c] = (player, len(o.earlier_ids), last, cast_only) + ((stamp,) if stamp else ())
        g._log("601.3", f"{player} may {'cast' if cast_only else 'play'} {g.name(c)} "
                        + (durations.text(g, stamp) if stamp else
                           {"turn": "this turn", "next_turn": "until the end of their next turn",
                            "exiled": "for as long as it remains exiled"}[until]), player)


def allowed(g: "Game", oid: str, p: str, land: bool | None = None) -> bool:
    """May p play (or cast) this card from exile (a graveyard) now, by a permission? (400.7: only
    while it is the object it was when the permission was given: still in that zone)"""
    rec = g.s.states_seen.get(KEY + oid)
    o = g.s.objects.get(oid)
    if not rec or o is None or o.zone not in ZONES:
        return False
    who, inc, last, cast_only = rec[:4]
    if who != p or len(o.earlier_ids) != inc or (last >= 0 and g.s.turn > last):
        return False
    if len(rec) > 4 and not durations.holds(g, rec[4]):
        return False
    if land is None:
        land = "land" in o.card.types
    return not (land and cast_only)


def actions(g: "Game", p: str) -> list[tuple[Action, str]]:
    """(action, kind) for each card p may play from exile now: `play` for a land (116.2a),
    `cast ID permission` for a spell (601.3)."""
    out: list[tuple[Action, str]] = []
    for oid in [c for z in ZONES for c in g.zone_ids(z)]:
        if not allowed(g, oid, p):
            continue
        if "land" in g.obj(oid).card.types:
            out.append((Action("play", (oid,)), "play_land"))
        else:
            out.append((Action("cast", (oid, "permission")), "cast_alt"))
    return out
