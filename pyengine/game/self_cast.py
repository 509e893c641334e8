"""A card's own permission to be cast from another zone (601.3: a player may begin to cast a spell
only if a rule or effect allows it; 113.6: an ability that allows its card to be cast from a zone
functions from that zone): "You may cast this card from your graveyard", "... from exile", "...
from your graveyard or from exile", "... if you gained life this turn", "... as long as you
control a Zombie". The card is cast by its owner (from their graveyard; from exile, the cards they
own there) for its mana cost, with its normal timing (117.1a, 307.1); the condition is checked as
the cast is proposed (601.3).

Card data: a static ability `{casting: {kind: from_zones, zones: [graveyard, exile], if: COND}}`;
the cast is the action `cast ID from_zone`."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.instructions import condition
from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game

ALT = "from_zone"


def _parts(g: "Game", oid: str) -> list[dict]:
    return [dict(parts["casting"]) for _i, parts in g.abilities_of(oid, "static")
            if (parts.get("casting") or {}).get("kind") == "from_zones"]


def allowed(g: "Game", oid: str, p: str) -> bool:
    """May p cast this card from the zone it's in, by its own permission, now?"""
    o = g.s.objects.get(oid)
    if o is None or o.owner != p or o.zone not in ("graveyard", "exile") or o.face_down:
        return False
    return any(o.zone in c.get("zones", ()) and ("if" not in c or condition(g, c["if"], oid, p))
               for c in _parts(g, oid))


def cost(g: "Game", oid: str) -> tuple[str, str] | None:
    """(its mana cost, the zone it's cast from), or None."""
    o = g.s.objects.get(oid)
    if o is None or not allowed(g, oid, o.owner):
        return None
    return str(o.card.mana_cost or ""), o.zone


def casts(g: "Game", p: str) -> list[tuple[Action, str]]:
    """(action, zone) for each card p may cast now by its own permission."""
    return [(Action("cast", (oid, ALT)), zone) for zone in ("graveyard", "exile")
            for oid in g.zone_ids(zone, p) if g.obj(oid).owner == p and allowed(g, oid, p)]
