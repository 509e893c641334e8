"""601.3: "A player can begin to cast a spell only if ... no rule or effect prohibits that player
from casting it" (101.2: a "can't" beats a "can"). Static abilities prohibiting casting: "Your
opponents can't cast spells during your turn", "You can't cast creature spells", "Players can't
cast spells during combat", "Each player can't cast more than one spell each turn" -- the static
part `cant_cast: {player: you | opponent | any, filter: FILTER, during: your_turn | combat,
max_per_turn: N}` of a permanent's ability, read as the abilities are after the layer system;
`player` is relative to the permanent's controller, `during: your_turn` is that controller's turn
(500.1), `combat` the combat phase (506.1), `max_per_turn` counts the spells the player has cast
this turn (601.2i). The casting player's spell is judged by its card's characteristics (the
spell it would become). And "Other players can't cast spells from their graveyards this turn"
(pyengine/game/graveyard_play.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game import graveyard_play
from pyengine.game.filters import matches
from pyengine.game.lookups import filt
from pyengine.game.state import PHASE_OF

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def prohibitions(g: "Game") -> list[tuple[str, str | None, dict]]:
    """(source, its controller, the cant_cast part) of every such ability on the battlefield."""
    return list(g.static_sources("cant_cast"))


def forbidden(g: "Game", p: str, oid: str, found: list | None = None) -> str | None:
    """The name of the permanent whose ability prohibits p from casting `oid` now, or None."""
    if graveyard_play.banned(g, p, oid):       # "Other players can't ... cast spells from their graveyards"
        return "an effect this turn"
    rules = prohibitions(g) if found is None else found
    for src, ctl, cc in rules:
        who = cc.get("player", "any")
        if (who == "you" and p != ctl) or (who == "opponent" and p == ctl):
            continue
        during = cc.get("during")
        if during == "your_turn" and g.s.active != ctl:
            continue
        if during == "combat" and PHASE_OF.get(g.s.step) != "combat":
            continue
        if "max_per_turn" in cc and int((g.s.history.get("casts") or {}).get(p, 0)) < int(cc["max_per_turn"]):
            continue
        if "filter" in cc and not matches(g, filt(cc["filter"]), oid, g.ch_anywhere(oid), src, ctl):
            continue
        return g.name(src)
    return None
