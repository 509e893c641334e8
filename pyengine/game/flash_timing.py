"""Casting spells as though they had flash (601.3b, 702.8a: "You may cast creature spells as though
they had flash"): the player may cast a spell with those qualities any time they could cast an
instant. From a static ability of a permanent (`flash_timing: {filter, player: you|any}`, for its
controller or for any player) or, for a turn, from a resolving spell or ability
(`{flash_timing: {filter}, duration: turn}`, 611.2a). The qualities are the card's as it would be
cast (its characteristics in the zone it's cast from)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.lookups import filt
from pyengine.game.filters import matches

if TYPE_CHECKING:
    from pyengine.game.loop import Game

KEY = "flash_timing:"


def grant(g: "Game", player: str, f, source: str) -> None:
    """"You may cast [spells] this turn as though they had flash" (the effect lasts this turn)."""
    n = sum(1 for k in g.s.states_seen if k.startswith(KEY))
    g.s.states_seen[f"{KEY}{n}"] = (player, f, g.s.turn, source)
    g._log("601.3b", f"{player} may cast such spells this turn as though they had flash", player)


def flash_for(g: "Game", oid: str) -> str | None:
    """The cost increase of the card's own "You may cast this spell as though it had flash if you
    pay {2} more to cast it" (601.3b), if it has that ability."""
    for _i, parts in g.abilities_of(oid, "static"):
        c = parts.get("casting")
        if c and c.get("kind") == "flash_for":
            return str(c["cost"])
    return None


def _own_kind(g: "Game", oid: str, kind: str) -> bool:
    return any((parts.get("casting") or {}).get("kind") == kind for _i, parts in g.abilities_of(oid, "static"))


def _sorcery_time(g: "Game", it) -> bool:
    """307.1: a sorcery could be cast now: its controller's main phase, the stack empty of all
    else (the spell being cast is already on the stack, 601.2a)."""
    return g.s.active == it.controller and g.s.step in ("precombat_main", "postcombat_main") and \
        not [x for x in g.s.stack if getattr(x, "id", x) != it.id]


def note_flash_sacrifice(g: "Game", it) -> None:
    """"If you cast it any time a sorcery couldn't have been cast, ..." (the spell's own
    flash_sacrifice ability): noted as the spell is cast (601.2f), whatever let it be cast then."""
    g.s.states_seen.pop(f"flash_timed:{it.id}", None)
    if _own_kind(g, it.id, "flash_sacrifice") and not _sorcery_time(g, it):
        g.s.states_seen[f"flash_timed:{it.id}"] = True
        g._log("601.3b", f"{g.name(it.id)} is cast at a time a sorcery couldn't have been: the permanent it "
                         "becomes will be sacrificed at the beginning of the next cleanup step", it.controller)


def entered(g: "Game", oid: str) -> None:
    """The permanent a spell noted by note_flash_sacrifice became (608.3): a delayed triggered
    ability (603.7) -- at the beginning of the next cleanup step, its controller then sacrifices
    it (514.3a: the players then get priority in that cleanup step); about this object only (400.7)."""
    if not g.s.states_seen.pop(f"flash_timed:{oid}", None):
        return
    o = g.obj(oid)
    g.s.delayed.append({"id": g.new_id("delayed"), "source": oid, "controller": g.ch(oid).controller, "memory": {},
                        "spec": {"when": {"event": "step", "step": "cleanup", "player": "any"},
                                 "about": (oid, len(o.earlier_ids)),
                                 "effect": [{"sacrifice_these": "self", "by_controller": True}],
                                 "text": "its controller sacrifices it at the beginning of the next cleanup step"}})
    g._dirty()


def extra_for_flash(g: "Game", it) -> str | None:
    """601.2f: the increase this spell's own flash permission adds: only when it's being cast at a
    time a spell without flash couldn't be (307.1: its controller's main phase, the stack empty
    of all else), and when nothing else lets it be cast then (it has flash, or another effect
    lets it be cast as though it had flash)."""
    cost = flash_for(g, it.id)
    if cost is None:
        return None
    p = it.controller
    if _sorcery_time(g, it):
        return None
    ch = g.ch(it.id) or g.ch_anywhere(it.id)
    if ch is not None and ("kw", ("flash",)) in ch.ability_terms:
        return None
    if as_though_flash(g, it.id, p, own=False):
        return None
    return cost


def as_though_flash(g: "Game", oid: str, p: str, own: bool = True) -> bool:
    """May p cast the card oid as though it had flash?"""
    ch = g.ch(oid) or g.ch_anywhere(oid)
    if ch is None:
        return False
    if own and flash_for(g, oid) is not None:        # its own permission (paying more, 601.2f)
        return True
    if own and _own_kind(g, oid, "flash_sacrifice"):  # its own permission (sacrificed at cleanup)
        return True
    for c, v in g.static_parts("flash_timing"):
        if (v.get("player") == "any" or c == p) and matches(g, filt(v["filter"]), oid, ch, oid, p):
            return True
    for k, rec in g.s.states_seen.items():
        if k.startswith(KEY):
            who, f, turn, src = rec
            if who == p and turn == g.s.turn and matches(g, filt(f), oid, ch, src, p):
                return True
    return False


def _flash_timing(g, proc, it, ins):
    grant(g, it.controller, ins["flash_timing"]["filter"], it.source)


HANDLERS = {"flash_timing": _flash_timing}
