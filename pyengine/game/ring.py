"""The Ring tempts you (CR 701.52).

The instruction `ring_tempts: REF` (the player, "you"): each time the Ring tempts a player,
  - the player gets the emblem The Ring first if they have none (701.52c; pyengine.game.emblems,
    its abilities compiled from their Oracle text by pyengine.cards.ring);
  - the count of times the Ring has tempted them this game goes up by one (kept on the emblem:
    `chosen["ring_tempted"]`), and the emblem has the abilities of that level: the first always,
    the second from two times on, the third from three, the fourth from four (701.52c);
  - they choose a creature they control (a decision, `choose ID`); it becomes their Ring-bearer
    (701.52a), the designation `GameObject.ring_bearer` = the player, read by the filter word
    `ring_bearer` (asp_rules/filters.lp: held while that player controls it, 701.52e). With no
    creature to choose, no creature becomes their Ring-bearer and the one they had stays so;
  - the event `ring_tempts` happens ("Whenever the Ring tempts you", with the chosen creature).
The designation ends when another creature becomes that player's Ring-bearer, when another player
gains control of it (lost_control, checked whenever state-based actions are, and the filter never
reads it while another player controls it), or when it leaves the battlefield (400.7)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.cards import ring as the_ring
from pyengine.game import emblems

if TYPE_CHECKING:
    from pyengine.game.loop import Game

COUNT = "ring_tempted"


def emblem_of(g: "Game", p: str) -> str | None:
    """The Ring emblem player p has (701.52c), if any."""
    for o in g.s.objects.values():
        if o.zone == "command" and o.owner == p and o.chosen.get(COUNT):
            return o.id
    return None


def times(g: "Game", p: str) -> int:
    """How many times the Ring has tempted player p this game (701.52c)."""
    e = emblem_of(g, p)
    return int(g.obj(e).chosen[COUNT]) if e is not None else 0


def bearer(g: "Game", p: str) -> str | None:
    """701.52e: p's Ring-bearer -- on the battlefield under p's control with the designation."""
    for oid in g.battlefield():
        if g.obj(oid).ring_bearer == p and g.ch(oid).controller == p:
            return oid
    return None


def candidates(g: "Game", p: str) -> list[str]:
    """701.52a: the creatures player p controls (any of them, the current Ring-bearer included)."""
    return [oid for oid in g.battlefield()
            if not g.obj(oid).phased_out and g.ch(oid).controller == p and "creature" in g.ch(oid).types]


def tempt(g: "Game", p: str, chosen: str | None, source: str | None) -> None:
    """701.52a-c: the Ring tempts player p, who chose `chosen` (None: no creature to choose)."""
    eid = emblem_of(g, p)
    if eid is None:                                        # 701.52c: before choosing
        eid = emblems.create(g, p, {"name": the_ring.NAME, "abilities": the_ring.at_level(1)}, source)
    n = times(g, p) + 1
    emblems.set_abilities(g, eid, {"name": the_ring.NAME, "abilities": the_ring.at_level(n)})
    g.obj(eid).chosen[COUNT] = n
    g._log("701.52c", f"the Ring tempts {p} ({n} time{'s' if n > 1 else ''} this game): The Ring has "
           f"{min(n, len(the_ring.TEXTS))} of its abilities", p)
    if chosen is not None:
        for o in g.s.objects.values():
            if o.ring_bearer == p and o.id != chosen:
                o.ring_bearer = None                       # 701.52a: another creature became it
        g.obj(chosen).ring_bearer = p
        g._log("701.52a", f"{p} chooses {g.name(chosen)} as their Ring-bearer", p)
    else:
        g._log("701.52a", f"{p} controls no creature to choose as their Ring-bearer", p)
    g._dirty()
    g._happen({"kind": "ring_tempts", "player": p, "obj": chosen})


def lost_control(g: "Game") -> None:
    """701.52a: a Ring-bearer another player gained control of is no longer a Ring-bearer (even if
    its controller gets it back)."""
    changed = False
    for oid in g.battlefield():
        o = g.obj(oid)
        if o.ring_bearer is not None and g.ch(oid).controller != o.ring_bearer:
            g._log("701.52a", f"{g.name(oid)} is no longer {o.ring_bearer}'s Ring-bearer: "
                   f"{g.ch(oid).controller} controls it", o.ring_bearer)
            o.ring_bearer = None
            changed = True
    if changed:
        g._dirty()
