"""701.51 incubate: "To incubate N, create an Incubator token that enters the battlefield with N
+1/+1 counters on it." (111.10i: a transforming double-faced token -- its front face a colorless
Incubator artifact with "{2}: Transform this artifact.", its back face a 0/0 colorless Phyrexian
artifact creature named Phyrexian Token.)

The counters are put on the token as it is created, through the counters event (122.6: counters
an object is given as it enters are "put" on it -- replacement effects such as "If an effect would
put one or more counters on a permanent you control ..." apply to them)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.events import Event

if TYPE_CHECKING:
    from pyengine.game.loop import Game

INCUBATOR = {"name": "Incubator", "types": ["artifact"], "subtypes": ["Incubator"], "colors": [],
             "abilities": [{"activated": {"cost": "{2}", "effect": [{"transform": "self"}]},
                            "text": "{2}: Transform this artifact."}],
             "back": {"name": "Phyrexian Token", "types": ["artifact", "creature"], "subtypes": ["Phyrexian"],
                      "colors": [], "power": 0, "toughness": 0}}


def _incubate(g: "Game", it, n: int, players: list[str]):
    n = max(0, n)
    for p in players:
        if p not in g.s.players or p in g.s.losers:
            continue
        before = set(g.s.objects)
        g.perform([Event("create_tokens", player=p, amount=1, token=dict(INCUBATOR), source=it.source)])
        made = [x for x in g.s.objects if x not in before and g.s.objects[x].zone == "battlefield"]
        g._log("701.51a", f"{p} incubates {n}: " + (f"{', '.join(g.name(x) for x in made)} with {n} +1/+1 "
                                                    "counter(s)" if made else "no token is created"), p)
        if n:
            g.perform([Event("counters", target=x, counter_kind="+1/+1", amount=n, source=it.source) for x in made])
        it.memory["created"] = tuple(made)
    return None


def handlers(refs, number) -> dict:
    """The `incubate: N` instruction (registered by pyengine.game.instructions, which gives its
    readers of references and numbers: this module doesn't import it)."""
    return {"incubate": lambda g, proc, it, ins: _incubate(g, it, number(g, it, ins["incubate"]),
                                                          refs(g, it, ins.get("player", "you")))}
