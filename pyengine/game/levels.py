"""Class levels (CR 716): a level is a designation a permanent can have (716.2b), kept in the
game's designations (`class_level:<object>`) until the permanent leaves the battlefield (400.7);
a permanent without one is treated as level 1 (716.2d).

The class level bar "[Cost]: Level N" is an activated ability ("This Class's level becomes N.
Activate only if this Class is level N-1 and only as a sorcery", 716.2a: the instruction
`class_level: N` below) and a static ability ("As long as this Class is level N or greater, it
has [abilities]": a layer effect with the condition `{class_level: N}`, read by the layer
system, asp_rules/layers.lp). "When this Class becomes level N" triggers on the happening
`becomes_class_level` (pyengine/game/triggers.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def level(g: "Game", oid: str) -> int:
    """716.2d: the permanent's level, 1 if it has none."""
    return int(g.s.states_seen.get(f"class_level:{oid}") or 1)


def _class_level(g, proc, it, ins):
    """716.2a: "This Class's level becomes N" -- the source, if it is still on the battlefield
    (a new object after a zone change has no level, 400.7)."""
    n = int(ins["class_level"])
    o = g.s.objects.get(it.source)
    if o is None or o.zone != "battlefield":
        return None
    g.s.states_seen[f"class_level:{it.source}"] = n
    g._dirty()                                  # its level static abilities apply now (613)
    g._log("716.2a", f"{g.name(it.source)} becomes level {n}")
    g._happen({"kind": "becomes_class_level", "obj": it.source, "level": n})
    return None


HANDLERS = {"class_level": _class_level}
