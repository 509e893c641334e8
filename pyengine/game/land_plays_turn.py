"""305.2, 305.2a: "You may play an additional land this turn." -- an effect of a resolving spell or
ability: for the rest of the turn the player may play that many more lands than the rule allows
(the permission adds to the static ones, Game.land_plays). Kept in `State.history["extra_land_plays"]`
({player: n}), reset as each turn begins (500.1)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyengine.game.loop import Game

KEY = "extra_land_plays"


def extra(g: "Game", p: str) -> int:
    """The additional land plays this turn's resolved effects give player p."""
    return int((g.s.history.get(KEY) or {}).get(p, 0))


def _grant(g: "Game", it, ins) -> None:
    n = int(ins[KEY])
    d = g.s.history.setdefault(KEY, {})
    d[it.controller] = d.get(it.controller, 0) + n
    g._log("305.2", f"{it.controller} may play {n} additional land(s) this turn", it.controller)


def handlers() -> dict:
    """The `extra_land_plays: N` instruction (the ability's controller), registered by
    pyengine.game.instructions."""
    return {KEY: lambda g, proc, it, ins: _grant(g, it, ins)}
