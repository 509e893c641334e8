"""Exiling cards from the top of a library one at a time until a card of a kind is exiled (406.1,
608.2c): "Exile cards from the top of your library until you exile a nonland card. You may cast
that card without paying its mana cost. Then put the exiled cards that weren't cast this way on the
bottom of your library in a random order." Cascade (702.85a) and discover (701.55a) exile the same
way (pyengine.game.zone_keywords uses `exile_one_at_a_time`).

The instructions:

- `exile_until: FILTER, count: N, player: REF` -- the player exiles the top card of their library,
  again and again, until N cards matching FILTER have been exiled or the library is empty. The cards
  found are "that card" / "those cards" of the instructions after it (`moved_this_way`, 608.2h:
  `cast_card` from `this_way`, `may_play`); every card exiled this way is remembered
  (`exiled_until`) for
- `exiled_to_bottom: true` -- "put the exiled cards that weren't cast this way on the bottom of
  your library in a random order": those still in exile go to the bottom of their owner's library
  in a random order (a deterministic pseudo-random order, as for a shuffle).

This module imports neither the instructions nor the loop (they import it): the instructions'
references, filters and numbers are given to `handlers`."""
from __future__ import annotations

import hashlib
import random
from typing import TYPE_CHECKING, Callable

from pyengine.events import Event

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def exile_one_at_a_time(g: "Game", it, p: str, is_hit: Callable[[str], bool], need: int,
                        what: str) -> tuple[list[str], list[str]]:
    """The top card of `p`'s library exiled, one at a time, until `need` cards for which `is_hit`
    holds are exiled or the library is empty (a card a replacement effect keeps out of exile ends
    it). Returns (every card exiled, the cards found)."""
    exiled: list[str] = []
    found: list[str] = []
    while g.s.library[p] and len(found) < need:
        top = g.s.library[p][0]
        g.perform([Event("zone_change", obj=top, from_zone="library", to_zone="exile", what=what,
                         player=p, source=it.source)])
        if g.obj(top).zone != "exile":
            break
        exiled.append(top)
        if is_hit(top):
            found.append(top)
    return exiled, found


def to_bottom_in_random_order(g: "Game", it, cards: list[str], p: str) -> None:
    """Cards in exile put on the bottom of their owners' libraries in a random order."""
    rest = [c for c in cards if c in g.s.objects and g.obj(c).zone == "exile"]
    if not rest:
        return
    seed = hashlib.sha256(f"{g.s.turn}|{g.s.decisions}|{'|'.join(rest)}".encode()).digest()
    random.Random(seed).shuffle(rest)
    for c in rest:
        g.perform([Event("zone_change", obj=c, from_zone="exile", to_zone="library", what="put_in_library",
                         player=p, source=it.source)])
        lib = g.s.library[g.obj(c).owner]
        if c in lib:
            lib.remove(c)
            lib.append(c)


def _exile_until(g, proc, it, ins, refs, filt, number):
    from pyengine.game.filters import matching
    f = filt(ins["exile_until"])
    need = max(0, number(g, it, ins.get("count", 1)))
    exiled: list[str] = []
    found: list[str] = []

    def hit(c: str) -> bool:
        ch = g.ch_anywhere(c)
        return ch is not None and bool(matching(g, f, [(c, ch)], it.source, it.controller))
    for p in refs(g, it, ins.get("player", "you")):
        if p not in g.s.players:
            continue
        ex, fd = exile_one_at_a_time(g, it, p, hit, need, "exile")
        g._log("406.1", f"{p} exiles {', '.join(g.name(c) for c in ex) or 'no cards'} from the top of their "
                        f"library" + (f" until {', '.join(g.name(c) for c in fd)}" if fd else " (none found)"), p)
        exiled += ex
        found += fd
    it.memory["moved_this_way"] = found            # "that card" (608.2h)
    it.memory["exiled_until"] = exiled
    return None


def _exiled_to_bottom(g, proc, it, ins):
    cards = list(it.memory.get("exiled_until") or ())
    left = [c for c in cards if c in g.s.objects and g.obj(c).zone == "exile"]
    to_bottom_in_random_order(g, it, left, it.controller)
    if left:
        g._log("608.2c", f"{len(left)} exiled card(s) not cast go to the bottom of the library in a random order")
    return None


def handlers(refs, filt, number) -> dict:
    return {"exile_until": lambda g, proc, it, ins: _exile_until(g, proc, it, ins, refs, filt, number),
            "exiled_to_bottom": _exiled_to_bottom}
