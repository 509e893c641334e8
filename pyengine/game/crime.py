"""Committing a crime (CR 700.13): a player commits a crime as they cast a spell, activate an
ability, or put a triggered ability on the stack that targets at least one opponent, a permanent,
spell or ability an opponent controls, or a card in an opponent's graveyard. The engine makes it a
happening `{kind: crime, player: P}` (trigger event `crime`: "Whenever you commit a crime")."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem


def is_crime(g: "Game", it: "StackItem") -> bool:
    """Does the spell or ability, with its chosen targets, make its controller commit a crime?"""
    opp = set(g.opponents(it.controller))
    for t in dict.fromkeys(it.targets):
        if t in g.s.players:
            if t in opp:
                return True
            continue
        o = g.s.objects.get(t)
        if o is not None:
            if o.zone == "graveyard" and o.owner in opp:                    # a card in an opponent's graveyard
                return True
            if o.zone in ("battlefield", "stack"):
                ch = g.ch(t)
                if (ch.controller if ch is not None else o.controller) in opp:
                    return True
            continue
        item = g.item(t)                                                  # an ability on the stack
        if item is not None and item.controller in opp:
            return True
    return False


def committed(g: "Game", it: "StackItem") -> None:
    """700.13: after the targets of a cast spell, an activated ability or a triggered ability put
    on the stack are chosen -- the crime, if it is one."""
    if is_crime(g, it):
        g._log("700.13", f"{it.controller} commits a crime ({it.text or g.name(it.id)})", it.controller)
        g._happen({"kind": "crime", "player": it.controller})
