"""Exchanging control of two permanents (701.10): "Exchange control of target artifact or creature you
control and target artifact or creature an opponent controls", "... of this artifact and target nonland
permanent", "... of two target creatures". Each permanent gets a control-changing effect (613.1b, layer 2)
giving it to the player who controlled the other; if the entire exchange can't be completed (one of them
gone or an illegal target) no part of it happens (701.10a), and two permanents with the same controller
aren't exchanged (701.10b).

"Exchange the text boxes of those creatures" (612.5, 701.10h): the rules text of each becomes the
rules text the other had as the exchange happens (pyengine/game/text_box.py: abilities and
changeable words after layer 3), locked in: a text-changing effect (layer 3, 613.1c) on each
object replaces all of its rules text with that text (set_text), so every feature reads the
object's abilities where it reads them anyway, its ability set after the layer system. Abilities
effects of layer 6 give or take away (612.3) aren't part of it and stay where they are.

The instructions are registered in pyengine.game.instructions, which passes its
reference resolver and continuous-effect maker (this module doesn't import it, which imports this one)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from pyengine.game import durations
from pyengine.game.text_box import text_boxes
from pyengine.model import EffectDef, Op, ScenarioEffect

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
    def exchange_text(g: "Game", proc: Any, it: Any, ins: dict):
        got = list(dict.fromkeys(refs(g, it, ins["exchange_text"])))
        objs = [x for x in got if x in g.s.objects and g.s.objects[x].zone == "battlefield"
                and g.ch(x) is not None]
        if len(objs) != 2 or len(got) != 2:
            # 701.10a, 608.2b: one of them is gone or an illegal target: no part of the exchange happens
            g._log("701.10a", "the exchange of text boxes can't be completed: no part of it happens")
            return None
        duration = str(ins.get("duration", "indefinite"))
        if durations.is_while(duration):
            duration = durations.begin(g, it, duration)          # 611.2b
            if duration is None:
                return None
        a, b = objs
        text = text_boxes(g, objs)                               # 701.10h: each one's text before the exchange
        for obj, other in ((a, b), (b, a)):
            t = text[other]
            eff = EffectDef(ops=(Op("set_text", (t.terms, t.words, t.abilities), "3"),),
                            text=f"{g.name(obj)} has the rules text {g.name(other)} had (612.5)")
            g.s.effects.append(ScenarioEffect(id=g.new_id("eff"), effect=eff, timestamp=g.new_ts(),
                                              controller=it.controller, objects=(obj,), source=it.source,
                                              duration=duration))
        g._dirty()
        g._log("701.10h", f"{g.name(a)} and {g.name(b)} exchange their text boxes; lasts "
                          f"{durations.text(g, duration) if durations.stamped(duration) else duration.replace('_', ' ')}")
        return None
    return {"exchange_control": exchange_control, "exchange_text": exchange_text}
