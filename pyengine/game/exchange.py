"""Exchanging control of two permanents (701.10): "Exchange control of target artifact or creature you
control and target artifact or creature an opponent controls", "... of this artifact and target nonland
permanent", "... of two target creatures". Each permanent gets a control-changing effect (613.1b, layer 2)
giving it to the player who controlled the other; if the entire exchange can't be completed (one of them
gone or an illegal target) no part of it happens (701.10a), and two permanents with the same controller
aren't exchanged (701.10b). The instruction is registered in pyengine.game.instructions, which passes its
reference resolver and continuous-effect maker (this module doesn't import it, which imports this one)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def handlers(refs: Callable, continuous: Callable) -> dict[str, Callable]:
    def exchange_control(g: "Game", proc: Any, it: Any, ins: dict):
        got = list(dict.fromkeys(x for r in ins["exchange_control"] for x in refs(g, it, r)))
        objs = [x for x in got if x in g.s.objects and g.s.objects[x].zone == "battlefield"
                and g.ch(x) is not None]
        if len(objs) != 2:
            g._log("701.10a", "the exchange of control can't be completed: no part of it happens")
            return None
        a, b = objs
        ca, cb = g.ch(a).controller, g.ch(b).controller
        if ca == cb:
            g._log("701.10b", f"{g.name(a)} and {g.name(b)} have the same controller: the exchange does nothing")
            return None
        g._log("701.10b", f"{cb} gains control of {g.name(a)} and {ca} of {g.name(b)}")
        for obj, to in ((a, cb), (b, ca)):
            continuous(g, proc, it, {"continuous": {"control": "you"}, "on": {"objects": [obj]},
                                     "control_to": {"objects": [to]}, "duration": "indefinite"})
        return None
    return {"exchange_control": exchange_control}
