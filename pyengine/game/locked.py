"""What the way a permanent was cast or created locks onto it: an effect that lasts as long as the
permanent stays on the battlefield (611.2c: haste from dash, blitz, encore, unearth-like
keywords), and a delayed triggered ability at the beginning of the next end step (603.7: "sacrifice
it", "return it to its owner's hand"). A leaf module: keyword_costs (casting) and zone_keywords
(encore) both use it."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from pyengine.cards.parse import Place, parse_effect
from pyengine.model import EffectDef, ScenarioEffect

if TYPE_CHECKING:
    from pyengine.game.loop import Game


@lru_cache(maxsize=None)
def granting(*abilities: str) -> EffectDef:
    """The layer-6 effect "it has these abilities" (613.1f): keywords, or ability texts."""
    return parse_effect({"add_abilities": [a if " " not in a else {"text": a} for a in abilities]},
                        Place("<locked>", ""))


def lock_onto(g: "Game", oid: str, effect: EffectDef, controller: str | None = None) -> None:
    """611.2c: an effect locked onto the permanent for as long as it stays (a new object after a
    zone change, 400.7, doesn't have it)."""
    g.s.effects.append(ScenarioEffect(id=g.new_id("eff"), effect=effect, timestamp=g.new_ts(),
                                      controller=controller or g.obj(oid).controller, objects=(oid,),
                                      source=oid, duration="indefinite"))
    g._dirty()


def at_next_end_step(g: "Game", oid: str, instr: dict, text: str, controller: str | None = None) -> None:
    """603.7: a delayed triggered ability "at the beginning of the next end step", doing `instr` to
    the permanent -- that object only: if it has left the battlefield meanwhile, the permanent it
    may have become is a new object the ability doesn't affect (400.7; `_trig_inc` is read by the
    instructions naming "self")."""
    g.s.delayed.append({"id": g.new_id("delayed"), "source": oid, "controller": controller or g.obj(oid).controller,
                        "memory": {"_trig_inc": len(g.obj(oid).earlier_ids)},
                        "spec": {"when": {"event": "step", "step": "end", "player": "any"},
                                               "effect": [instr], "text": text}})
    g._dirty()
