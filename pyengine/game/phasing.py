"""Phasing (702.26): permanents with phasing phase out in their controller's untap step (502.1,
702.26a), effects phase permanents out ("target creature phases out", 702.26b); what is attached
phases out indirectly with them (702.26g) and phases in along with them. A phased-out permanent
is treated as though it doesn't exist (GameObject.phased_out: the game's battlefield leaves it
out). Imported by keyword_costs and the instructions (it imports neither)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def phasing_out(g: "Game") -> dict[str, str | None]:
    """502.1, 702.26a/g: the phased-in permanents with phasing the active player controls (phasing
    out directly, value None) and what is attached to them (indirectly, value: the permanent)."""
    out: dict[str, str | None] = {}
    for oid in g.battlefield():
        ch = g.ch(oid)
        if ch.controller == g.s.active and ("kw", ("phasing",)) in ch.ability_terms:
            out.setdefault(oid, None)
    direct = set(out)
    for oid in g.battlefield():
        host = g.obj(oid).attached_to
        if host in direct:
            out[oid] = host                                 # 702.26g-h: indirectly (rather than directly)
    return out


def phases_in(g: "Game", oid: str, active: str) -> bool:
    """702.26a/g: a permanent that phased out under the active player's control phases in; one
    that phased out indirectly phases in along with the permanent it is attached to."""
    host = g.s.states_seen.get(f"phased_with:{oid}")
    o = g.obj(oid)
    if host is not None:
        h = g.s.objects.get(host)
        if h is not None and h.zone == "battlefield" and h.phased_out:
            return phases_in(g, host, active)
        return o.controller == active
    return o.controller == active


def phase_out(g: "Game", out: dict[str, str | None]) -> None:
    for oid, host in sorted(out.items()):
        o = g.obj(oid)
        o.phased_out = True
        g.s.attackers.pop(oid, None)
        g.s.blockers.pop(oid, None)
        if host is not None:
            g.s.states_seen[f"phased_with:{oid}"] = host
        else:
            g.s.states_seen.pop(f"phased_with:{oid}", None)
        g._log("702.26a" if host is None else "702.26g",
               f"{g.name(oid)} phases out" + (f" (indirectly, with {g.name(host)})" if host else ""))
    if out:
        g._dirty()
