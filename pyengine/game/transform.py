"""Transforming double-faced permanents (CR 701.28, 712): "transform ~", "transforms into"
triggers, a card leaving the battlefield with its front face up again (712.8a).

A permanent's `card` is the face that's up (pyengine.cards.faces): transforming turns it over
to its other face -- the same object (712.18: effects that applied to it still apply; its
counters, damage, tapped status and attachments stay; it doesn't enter the battlefield, so no
enters ability triggers) -- and then "when ~ transforms into ..." abilities trigger (701.28e)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.cards.faces import front_face, other_face, transformed_face

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.game.state import StackItem


# daybound and nightbound (702.145, pyengine/game/day_night.py): read here as a permanent
# transforms or enters
DAYBOUND = ("kw", ("daybound",))
NIGHTBOUND = ("kw", ("nightbound",))


def daybound_or_nightbound(g: "Game", oid: str) -> bool:
    """Has the permanent daybound or nightbound (its characteristics now)?"""
    ch = g.ch(oid)
    return ch is not None and (DAYBOUND in ch.ability_terms or NIGHTBOUND in ch.ability_terms)


def enters_transformed(g: "Game", card) -> bool:
    """702.145b: "If it is night and this permanent is represented by a transforming double-faced
    card, it enters transformed" (the ability of the permanent as it would exist, 614.12: its
    front face's daybound)."""
    return g.s.day_night == "night" and card.back is not None and card.front is None and \
        any(a.kind == "kw" and a.args == ("daybound",) for a in card.abilities)


def transform(g: "Game", oid: str, it: "StackItem | None" = None, bound: bool = False,
              rule: str = "701.28a") -> bool:
    """701.28a: turn the permanent over so that its other face is up. Nothing happens to a
    permanent that isn't a transforming double-faced card (701.28c, 712.9), whose other face is
    an instant or sorcery (701.28d), that is face down (712.15a); an activated or triggered
    ability of the permanent transforms it only if it hasn't transformed since the ability was
    put onto the stack (701.28f: `it` is that ability)."""
    o = g.s.objects.get(oid)
    if o is None or o.zone != "battlefield":
        return False
    if o.face_down:
        g._log("712.15a", f"{g.name(oid)} is face down: it can't transform")
        return False
    new = other_face(o.card)
    if new is None:
        g._log("701.28c", f"{g.name(oid)} isn't a transforming double-faced card: nothing happens")
        return False
    if {"instant", "sorcery"} & set(new.types):
        g._log("701.28d", f"{g.name(oid)}'s other face is an instant or sorcery: nothing happens")
        return False
    if not bound and daybound_or_nightbound(g, oid):
        g._log("702.145b", f"{g.name(oid)} has daybound or nightbound: it can't transform except due to "
                           "those abilities")
        return False
    if it is not None and it.source == oid and it.kind in ("activated", "triggered") and not it.memory.get("_delayed") \
            and it.memory.get("_src_tf", o.transformations) != o.transformations:
        g._log("701.28f", f"{g.name(oid)} has transformed since {it.text!r} was put onto the stack: "
                          "the instruction to transform it is ignored")
        return False
    old = o.card.name
    o.card = new
    o.transformations += 1
    o.timestamp = g.new_ts()                    # 613.7g: a new timestamp each time it transforms
    g._dirty()
    g._log(rule, f"{old} ({oid}) transforms: its {'back' if new.front is not None else 'front'} face, "
                      f"{new.name}, is up (712.18: the same object)")
    g._happen({"kind": "transformed", "obj": oid})
    return True


def cast_transformed(g: "Game", oid: str) -> None:
    """712.11a, 712.8c: a transforming double-faced card cast transformed is put on the stack with
    its back face up: the spell has only its back face's characteristics, its mana value the
    front face's (702.146a disturb)."""
    o = g.obj(oid)
    if o.card.back is None:
        from pyengine.errors import IllegalActionError
        raise IllegalActionError(f"{g.name(oid)} isn't a transforming double-faced card: it can't be cast transformed")
    o.card = transformed_face(front_face(o.card))
    g._dirty()
    g._log("712.11a", f"{o.card.front.name} is cast transformed: {o.card.name}, its back face, is up on the stack")


def zone_change(g: "Game", o, frm: str, to: str, back_face_up: bool) -> None:
    """A card changing zones is a new object (400.7): with its front face up (712.8a: off the
    battlefield and the stack it has its front face's characteristics; 712.14: put onto the
    battlefield from a zone other than the stack, front face up by default), except a spell
    becoming a permanent, which keeps the face that was up on the stack (712.13), and a
    transforming double-faced card put onto the battlefield transformed (712.14a)."""
    if not (frm == "stack" and to == "battlefield"):
        o.card = front_face(o.card)
        o.transformations = 0
    if to == "battlefield" and not back_face_up and enters_transformed(g, o.card):
        back_face_up = True                                                 # 702.145b
        g._log("702.145b", f"it is night: {o.card.name} (daybound) enters transformed")
    if to == "battlefield" and back_face_up and o.card.back is not None:
        o.card = transformed_face(o.card)
        g._log("712.14a", f"{o.card.front.name} enters the battlefield transformed: its back face, "
                          f"{o.card.name}, is up")
