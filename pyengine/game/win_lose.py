"""Effects that say a player can't lose or can't win the game (104.3, 104.2, 810.8a: "If an effect
says that a player can't lose the game, ..."; 101.2: the "can't" wins over any rule or effect that
would make it happen): Platinum Angel ("You can't lose the game and your opponents can't win the
game."), Abyssal Persecutor ("You can't win the game and your opponents can't lose the game.").

Card data: a static ability `{win_lose: {cant_lose: you|opponents, cant_win: you|opponents}}` (either
or both). A player who can't lose doesn't lose by a state-based action (asp_rules/sba.lp reads
`cant_lose/1`) nor by an effect; a player who can't win doesn't win by an effect ("you win the game",
104.2b)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def _players(g: "Game", key: str) -> set[str]:
    out: set[str] = set()
    for _src, ctrl, v in g.static_sources("win_lose"):
        who = v.get(key)
        if who == "you" and ctrl is not None:
            out.add(ctrl)
        elif who == "opponents" and ctrl is not None:
            out |= set(g.opponents(ctrl))
    return out


def cant_lose(g: "Game") -> set[str]:
    """The players an effect says can't lose the game."""
    return _players(g, "cant_lose")


def cant_win(g: "Game") -> set[str]:
    """The players an effect says can't win the game."""
    return _players(g, "cant_win")
