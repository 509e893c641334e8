"""305.2, 101.2: prohibitions on playing lands. A static ability "You can't play lands" /
"Players can't play lands" / "Your opponents can't play lands" (the static part
`cant_play_lands: you | any | opponent`, relative to the permanent's controller, read as the
abilities are after the layer system), and "Target player can't play lands this turn" from a
resolving spell or ability (the instruction `cant_play_lands_turn: REF`; the players are kept in
`State.history["cant_play_lands"]`, reset as each turn begins, 500.1). A "can't" beats any "can"
(101.2): no land play, as a special action or as an effect allows, is legal for such a player
(asp_rules/timing.lp)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyengine.game.loop import Game

KEY = "cant_play_lands"


def forbidden(g: "Game", p: str) -> str | None:
    """What keeps player p from playing lands now (a name to log), or None."""
    if p in (g.s.history.get(KEY) or ()):
        return "an effect this turn"
    for src, ctl, who in g.static_sources(KEY):
        if who == "any" or (who == "you" and p == ctl) or (who == "opponent" and p != ctl):
            return g.name(src)
    return None


def _cant_play_lands(g: "Game", players: list[str]) -> None:
    marked = g.s.history.setdefault(KEY, [])
    for p in players:
        if p in g.s.players and p not in marked:
            marked.append(p)
            g._log("305.2", f"{p} can't play lands this turn", p)


def handlers(refs) -> dict:
    """The `cant_play_lands_turn: REF` instruction (registered by pyengine.game.instructions,
    which gives its reference reader: this module doesn't import it)."""
    return {"cant_play_lands_turn": lambda g, proc, it, ins: _cant_play_lands(g, refs(g, it, ins["cant_play_lands_turn"]))}
