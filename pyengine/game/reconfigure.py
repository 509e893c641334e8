"""Reconfigure (702.151): "Reconfigure [cost]" means "[Cost]: Attach this permanent to another
target creature you control. Activate only as a sorcery" and "[Cost]: Unattach this permanent.
Activate only if this permanent is attached to a creature and only as a sorcery." (702.151a; the
compiler writes both, the first marked `reconfigure: true`).

301.5c: an Equipment that's also a creature can equip a creature only if it has reconfigure (the
attach instruction, and state-based action 704.5n, ask `may_equip_as_creature`). 702.151b:
attaching an Equipment with reconfigure to another creature makes it stop being a creature until it
becomes unattached from that creature -- a layer-4 effect (613.1d) on the Equipment with the
duration `while_attached` (pyengine.game.durations), begun by `attached`. The instruction
`unattach: REF` moves an Equipment away from what it equips (701.3d)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.cards.parse import Place, parse_effect
from pyengine.game import durations
from pyengine.model import ScenarioEffect

if TYPE_CHECKING:
    from pyengine.game.loop import Game

_PLACE = Place("<reconfigure>", "702.151b")
_NOT_A_CREATURE = parse_effect({"remove_types": ["creature"], "text": "it isn't a creature (702.151b)"}, _PLACE)


def has_reconfigure(g: "Game", oid: str) -> bool:
    """The permanent has reconfigure now (its abilities after the layer system, 613.1f)."""
    return any(spec.get("reconfigure") for _i, spec in g.abilities_of(oid, "activated"))


def may_equip_as_creature(g: "Game", oid: str) -> bool:
    """301.5c: an Equipment that's also a creature can't equip a creature unless it has reconfigure."""
    ch = g.ch(oid)
    return ch is None or "creature" not in ch.types or has_reconfigure(g, oid)


def attached(g: "Game", equipment: str, creature: str) -> None:
    """702.151b: an Equipment with reconfigure just attached to another creature stops being a
    creature until it becomes unattached from that creature."""
    ch, o = g.ch(equipment), g.s.objects.get(equipment)
    if ch is None or o is None or "Equipment" not in ch.subtypes or not has_reconfigure(g, equipment):
        return
    d = f"{durations.ATTACHED}|{equipment}|{len(o.earlier_ids)}|{creature}"
    eid = g.new_id("eff")
    g.s.effects.append(ScenarioEffect(id=eid, effect=_NOT_A_CREATURE, timestamp=g.new_ts(), controller=ch.controller,
                                      objects=(equipment,), source=equipment, duration=d))
    g._dirty()
    g._log("702.151b", f"{g.name(equipment)} stops being a creature until it becomes unattached from "
                       f"{g.name(creature)} (effect {eid})")


def _unattach(g: "Game", ids: list[str]) -> None:
    """701.3d: the Equipment stays on the battlefield, equipping nothing ("becoming unattached")."""
    for a in ids:
        o = g.s.objects.get(a)
        if o is None or o.zone != "battlefield" or o.attached_to is None:
            continue
        was = o.attached_to
        o.attached_to = None
        g._dirty()
        g._log("701.3d", f"{g.name(a)} becomes unattached from {g.name(was)}")
        g._happen({"kind": "unattached", "obj": a, "from": was})


def handlers(refs):
    """The instruction `unattach: REF` (refs: pyengine.game.instructions.refs)."""
    def unattach(g, proc, it, ins):
        _unattach(g, refs(g, it, ins["unattach"]))
        return None
    return {"unattach": unattach}
