"""702.16 protection, the parts other than damage (702.16e is pyengine.replacement.protection).

A permanent with protection from a quality can't be targeted by spells with it or abilities from
sources with it (702.16b), enchanted by Auras with it (702.16c), equipped or fortified by
Equipment or Fortifications with it (702.16d), or blocked by creatures with it (702.16f).
Whether an object has the quality is decided in one place: the quality's filter
(`quality_filter`, the one the prevention effect uses) evaluated by the filter program. 702.16j:
protection from everything matches every object; 702.16k: protection from a player matches each
object that player controls."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from pyengine.cards.abilities import protection_parts
from pyengine.game.filters import matches
from pyengine.game.lookups import filt
from pyengine.replacement.protection import quality_filter

if TYPE_CHECKING:
    from pyengine.game.loop import Game
    from pyengine.model import Characteristics


def instances(ch: "Characteristics") -> Iterator[tuple[tuple, object]]:
    """Each protection ability of an object (its terms after the layer system): (quality, spared),
    spared being the Aura id or "auras" an instance doesn't remove (702.16n), else None."""
    for kind, args in ch.ability_terms:
        if kind == "kw" and args == ("protection_from_everything",):
            yield ("everything",), None
        elif kind == "protection" and args:
            yield protection_parts(args)


def has_quality(g: "Game", what: tuple, source: str, sch: "Characteristics", holder: str,
                controller: str | None = None) -> bool:
    """Does the object `source` (characteristics `sch`) have the quality of one protection ability
    of `holder`? `controller` is who controls it when that differs from `sch` (a spell or ability
    controlled by a player, 702.16k)."""
    if what[0] == "player":                                   # 702.16k
        return (controller or sch.controller) == what[1]
    f = quality_filter(what)
    if f is None:
        return False            # a quality the engine doesn't model (the support judge refuses it)
    if f == "":
        return True                                           # 702.16j
    return matches(g, filt(f), source, sch, holder, sch.controller)


def protected_from(g: "Game", holder: str, source: str, sch: "Characteristics | None" = None,
                   *, attaching: str | None = None, controller: str | None = None) -> bool:
    """Has `holder` (a permanent) protection from the object `source`? `attaching` names an Aura
    that is attached to the holder: instances that don't remove it (702.16n) are passed over."""
    hch = g.ch(holder)
    sch = sch or g.ch(source) or g.ch_anywhere(source)
    if hch is None or sch is None:
        return False
    for what, spared in instances(hch):
        if attaching is not None and spared in (attaching, "auras"):
            o = g.s.objects.get(attaching)
            if o is not None and o.attached_to == holder:
                continue
        if has_quality(g, what, source, sch, holder, controller):
            return True
    return False
