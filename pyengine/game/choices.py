"""Choices an object remembers (607.2d, 614.12a) and choices made as an instruction resolves
(608.2d): a color, a creature type, a basic land type.

"As ~ enters, choose a color": the replacement effect (614.12a) marks the entering event with the
kinds to choose (Event.choices); once the permanent is on the battlefield its controller is asked
(a process of the game loop, so the choice goes through the ordinary decision mechanism) and the
value is kept in the object's `chosen` mapping, which the layer system and the filters read
(`{subtype: {chosen: creature_type}}`, `{color: {chosen: color}}`, `{chosen: color}` in layer
operations). A new object (400.7) starts with nothing chosen (see apply.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.state import Action, Process

if TYPE_CHECKING:
    from pyengine.game.loop import Game

COLORS = ("white", "blue", "black", "red", "green")
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")

PROMPT = {"color": "a color", "creature_type": "a creature type", "basic_land_type": "a basic land type"}


def options(kind: str) -> list[str]:
    """The values a player may choose for `kind` (105.1 colors, 205.3m creature types, 205.3i basic
    land types)."""
    if kind == "color":
        return list(COLORS)
    if kind == "basic_land_type":
        return list(BASIC_LAND_TYPES)
    if kind == "creature_type":
        from pyengine.cards.parse import subtype_lists
        return sorted(subtype_lists().get("creature", []))
    raise ValueError(kind)


def entered(g: "Game", happened: list[dict], evs: list) -> None:
    """After events were applied: for each permanent that entered with choices to make (614.12a),
    a process asking its controller. It is placed below the process now running, so that process
    keeps its own decisions and the choice is asked as soon as it is done."""
    for e in evs:
        if e.kind != "zone_change" or e.to_zone != "battlefield" or not e.choices:
            continue
        o = g.s.objects.get(e.obj)
        if o is None or o.zone != "battlefield":
            continue
        proc = Process("enter_choice", {"obj": o.id, "kinds": list(e.choices), "player": o.controller,
                                        "ts": o.timestamp})
        running = getattr(g, "_running_proc", None)
        procs = g.s.procs
        if running is not None and running in procs:
            procs.insert(procs.index(running), proc)
        else:
            procs.append(proc)


def proc_enter_choice(g: "Game", proc: Process) -> None:
    d = proc.data
    o = g.s.objects.get(d["obj"])
    if o is None or o.zone != "battlefield" or o.timestamp != d["ts"]:
        g._pop(proc)                      # 400.7: it left meanwhile; the new object chose nothing
        return
    a = g._take(proc)
    kinds = d["kinds"]
    if a is not None and a.kind == "choose":
        kind = kinds.pop(0)
        o.chosen = {**o.chosen, kind: a.args[0]}
        g._log("614.12a", f"{d['player']} chooses {a.args[0]} for {g.name(o.id)} ({kind.replace('_', ' ')})", d["player"])
        g._dirty()
    if not kinds:
        g._pop(proc)
        return
    kind = kinds[0]
    g._ask("choose", d["player"], [Action("choose", (v,)) for v in options(kind)],
           f"{d['player']}: choose {PROMPT[kind]} for {g.name(o.id)}", "614.12a")
