"""Face-down spells and permanents (CR 708) and the keywords built on them: morph and megamorph
(702.37), manifest (701.34).

- Casting face down (702.37c, 708.4): a card with morph may be cast from the hand as a 2/2
  face-down creature spell with no text, no name, no subtypes and no mana cost by paying {3}
  rather than its mana cost (an alternative cost, 118.9). The card is turned face down before it
  is put on the stack, so only the face-down characteristics are seen (the layer system applies
  them in layer 1b, 708.2: pyengine/layers/facts.py); the permanent it becomes is face down.
- Turning face up (702.37e, 701.34b, 116.2b): a special action any time its controller has
  priority -- pay the morph cost (or, for a manifested creature card, its mana cost) and turn it
  face up. It doesn't use the stack; it keeps its counters, damage, tapped status and the
  effects applied to it (708.8); abilities about entering the battlefield don't apply. Megamorph
  puts a +1/+1 counter on it as it's turned face up (702.37b, 708.11). "When ~ is turned face up"
  abilities trigger (the `turned_face_up` happening, pyengine.game.triggers).
- A face-down permanent or spell that leaves for another zone is revealed (708.9) and is a new,
  face-up object there (400.7).

A face-down object's characteristics are hidden from its controller's opponents (708.5,
pyengine.game.api); the log names it "a face-down ..." (Game.name)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.state import Action

if TYPE_CHECKING:
    from pyengine.game.loop import Game

# the casting kinds (docs/cards.md `casting`) that let a card be cast face down, and be turned face up
FACE_DOWN_KINDS = ("morph", "megamorph")
FACE_DOWN_COST = "{3}"              # 702.37a


def printed_ways(card) -> list[tuple[str, str]]:
    """(kind, cost) of the card's morph / megamorph abilities, read from the card itself: a
    face-down permanent has no abilities (708.2), yet "show all players what the permanent's
    morph cost would be if it were face up" (702.37e)."""
    out = []
    for ab in card.abilities:
        c = (ab.parts or {}).get("casting") if ab.kind == "static" else None
        if c and c.get("kind") in FACE_DOWN_KINDS:
            out.append((str(c["kind"]), str(c["cost"])))
    return out


def alt_cost(g: "Game", oid: str, alt: str) -> tuple[str, str] | None:
    """702.37c: {3} rather than the mana cost, from the hand (the zone it could be cast from)."""
    from pyengine.game.keyword_costs import casting_parts
    if any(c["kind"] == alt for c in casting_parts(g, oid)):
        return FACE_DOWN_COST, "hand"
    return None


def cast_actions(g: "Game", p: str) -> list[tuple[Action, str]]:
    """(cast action, zone): the cards in p's hand p may cast face down (702.37a)."""
    from pyengine.game.keyword_costs import casting_parts
    out = []
    for oid in g.zone_ids("hand", p):
        kinds = [c["kind"] for c in casting_parts(g, oid) if c["kind"] in FACE_DOWN_KINDS]
        if kinds:
            out.append((Action("cast", (oid, kinds[0])), "hand"))
    return out


def sorcery_time(g: "Game", p: str) -> bool:
    """708.4, 307.1: a face-down spell is a creature spell without flash: cast at sorcery timing."""
    return g.s.active == p and g.s.step in ("precombat_main", "postcombat_main") and not g.s.stack


def turn_down_for_casting(g: "Game", oid: str, alt: str) -> None:
    """702.37c, 708.4: turned face down before it is put onto the stack."""
    o = g.obj(oid)
    o.face_down = True
    g.s.states_seen[f"face_down_as:{oid}"] = alt
    g._dirty()


def face_up_ways(g: "Game", oid: str) -> list[tuple[str, str]]:
    """(how, cost) the face-down permanent oid can be turned face up: its morph costs
    (702.37e), or its mana cost if it is a manifested creature card (701.34b, 701.34c)."""
    o = g.obj(oid)
    if not o.face_down or o.zone != "battlefield":
        return []
    out = [(k, c) for k, c in printed_ways(o.card) if "X" not in c.upper()]
    if g.s.states_seen.get(f"face_down_as:{oid}") == "manifest" and "creature" in o.card.types \
            and o.card.mana_cost and "X" not in o.card.mana_cost.upper():
        out.append(("manifest", o.card.mana_cost))
    return out


def face_up_actions(g: "Game", p: str) -> list[tuple[Action, str]]:
    """(action, cost): 116.2b, any time p has priority, turn a face-down permanent p controls face up."""
    out = []
    for oid in g.battlefield():
        o = g.obj(oid)
        if o.face_down and g.ch(oid).controller == p:
            out += [(Action("turn_face_up", (oid, how)), cost) for how, cost in face_up_ways(g, oid)]
    return out


def begin_turn_face_up(g: "Game", p: str, oid: str, how: str) -> None:
    """702.37e: show the morph cost and pay it (mana abilities may be activated first, 605.3a),
    then turn the permanent face up -- the special-action process shared with suspend."""
    from pyengine.errors import IllegalActionError
    from pyengine.game.mana import choose_cost, parse_cost
    from pyengine.game.state import Process
    ways = dict(face_up_ways(g, oid)) if oid in g.s.objects and g.ch(oid).controller == p else {}
    if how not in ways:
        raise IllegalActionError(f"{oid} can't be turned face up ({how})")
    g._log("702.37e" if how != "manifest" else "701.34b",
           f"{p} shows that {g.name(oid)} is {g.obj(oid).card.name} and pays {ways[how]} to turn it face up", p)
    g.s.procs.append(Process("suspend", {"obj": oid, "player": p, "rewind": len(g.history) - 1, "face_up": how,
                                         "cost": choose_cost(parse_cost(ways[how]), 0, {})}))


def turn_face_up(g: "Game", p: str, oid: str, how: str) -> None:
    """708.8: its copiable values revert to its normal ones; counters, damage, tapped status and the
    effects applied to it stay (the same object). Megamorph: a +1/+1 counter as it's turned face
    up (702.37b, 708.11). Then "when ~ is turned face up" abilities trigger."""
    from pyengine.events import Event
    o = g.obj(oid)
    o.face_down = False
    g.s.states_seen.pop(f"face_down_as:{oid}", None)
    g._dirty()
    g._log("116.2b", f"{p} turns {g.name(oid)} face up (a special action; it doesn't use the stack)", p)
    if how == "megamorph":
        g.perform([Event("counters", target=oid, counter_kind="+1/+1", amount=1, source=oid)])
        g._log("702.37b", f"{g.name(oid)}'s megamorph cost was paid: a +1/+1 counter is put on it as it's turned face up")
    g._happen({"kind": "turned_face_up", "obj": oid, "player": p})


def zone_change(g: "Game", o, frm: str, to: str, into_face_down: bool) -> None:
    """708.9, 400.7: a face-down spell or permanent moving to another zone (other than a spell
    becoming the permanent) is revealed and is face up there; 708.3 / 701.34a: an object put onto
    the battlefield face down is turned face down before it enters."""
    if into_face_down and to == "battlefield":
        o.face_down = True
        return
    if not o.face_down or (frm == "stack" and to == "battlefield"):
        return
    o.face_down = False
    g.s.states_seen.pop(f"face_down_as:{o.id}", None)
    if frm in ("battlefield", "stack"):
        g._log("708.9", f"the face-down {'permanent' if frm == 'battlefield' else 'spell'} {o.id} leaves the "
                        f"{frm}: it is revealed to all players ({o.card.name})")
