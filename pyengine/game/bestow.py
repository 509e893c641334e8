"""Bestow (CR 702.103): a card cast "bestowed" for its bestow cost (an alternative cost, 118.9,
702.103a) is, as it is put on the stack, an Aura enchantment spell with enchant creature, and not
a creature (702.103b) -- a type-changing effect of layer 4 (613.1d) locked onto the object: it
loses the creature type and with it its creature types (205.1a) and gains the subtype Aura. Its
target is chosen as an Aura spell's (303.4a, 601.2c).

- 702.103e: as it begins resolving with an illegal target, it ceases to be bestowed and resolves
  as a creature spell (608.3b) -- it enters unattached, a creature.
- 702.103f: a bestowed Aura that becomes unattached, or is attached to an illegal object, becomes
  unattached and ceases to be bestowed: the effect ends, it is a creature again and stays on the
  battlefield (an exception to 704.5m; checked with the state-based actions, pyengine.game.sba).
- A bestowed object that leaves the stack (other than to become the permanent) or the battlefield
  is a new object (400.7): it isn't bestowed.

The status is kept as `bestowed:ID` with the id of the locked effect (state.states_seen)."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from pyengine.cards.parse import Place, parse_effect
from pyengine.model import EffectDef, ScenarioEffect

if TYPE_CHECKING:
    from pyengine.game.loop import Game

KIND = "bestow"
ENCHANT = "creature"                  # 702.103b: "gains enchant creature"


@lru_cache(maxsize=None)
def _aura_effect() -> EffectDef:
    """702.103b, 613.1d: an Aura enchantment, not a creature (layer 4)."""
    return parse_effect({"remove_types": ["creature"], "add_types": ["enchantment"], "add_subtypes": ["Aura"]},
                        Place("<bestow>", ""))


def cost(g: "Game", oid: str) -> str | None:
    for _i, parts in g.abilities_of(oid, "static"):
        c = parts.get("casting") or {}
        if c.get("kind") == KIND:
            return str(c["cost"])
    return None


def bestowed(g: "Game", oid: str) -> bool:
    return bool(g.s.states_seen.get(f"bestowed:{oid}"))


def spell_for(spell: dict) -> dict:
    """The spell cast bestowed: an Aura spell targeting a creature (303.4a)."""
    return {**spell, "enchant": ENCHANT, "targets": [{"filter": ENCHANT}]}


def begin(g: "Game", oid: str, p: str) -> None:
    """702.103b: as it's put on the stack, the effect making it an Aura begins."""
    eid = g.new_id("eff")
    g.s.effects.append(ScenarioEffect(id=eid, effect=_aura_effect(), timestamp=g.new_ts(), controller=p,
                                      objects=(oid,), source=oid, duration="indefinite"))
    g.s.states_seen[f"bestowed:{oid}"] = eid
    g._dirty()
    g._log("702.103b", f"{p} casts {g.name(oid)} bestowed: an Aura enchantment spell with enchant creature")


def cease(g: "Game", oid: str, rule: str = "", why: str = "") -> None:
    """702.103e-g: it ceases to be bestowed; the effect making it an Aura ends."""
    eid = g.s.states_seen.pop(f"bestowed:{oid}", None)
    if not eid:
        return
    g.s.effects = [e for e in g.s.effects if e.id != eid]
    g._dirty()
    if rule:
        g._log(rule, f"{g.name(oid)} ceases to be bestowed{why}")


def zone_change(g: "Game", oid: str, frm: str, to: str) -> None:
    """400.7: a new object isn't bestowed (the permanent a bestowed Aura spell becomes still is)."""
    if frm in ("stack", "battlefield") and not (frm == "stack" and to == "battlefield"):
        cease(g, oid)


def check_resolving(g: "Game", it, legal: list) -> None:
    """702.103e, 608.3b: a bestowed Aura spell whose target is illegal as it begins resolving
    ceases to be bestowed and resolves as a creature spell (it has no target any more)."""
    if bestowed(g, it.id) and it.targets and not legal:
        cease(g, it.id, "702.103e", ": its target is illegal, it resolves as a creature spell")
        it.targets = []
        it.spec = {k: v for k, v in it.spec.items() if k not in ("targets", "enchant")}


def unattached(g: "Game") -> bool:
    """702.103f: bestowed Auras unattached or attached to an illegal object become unattached and
    cease to be bestowed (creatures again, staying on the battlefield). True if any did."""
    from pyengine.game.instructions import can_enchant
    done = False
    for o in list(g.s.objects.values()):
        if o.zone != "battlefield" or not bestowed(g, o.id):
            continue
        if o.attached_to is not None and can_enchant(g, o.id, o.attached_to):
            continue
        o.attached_to = None
        cease(g, o.id, "702.103f", ": unattached, it is a creature again and stays on the battlefield")
        done = True
    return done
