"""The order of each graveyard (CR 404.1-404.3).

404.1: a graveyard is a pile; an object put into it goes on top. 404.2: its order can't normally
be changed. 404.3: when an effect or rule puts two or more cards into the same graveyard at the
same time, their owner arranges them in any order.

`State.graveyards` holds each player's graveyard, **top first** (like `State.library`). Every
object entering a graveyard goes through `entered` (apply.py: a zone change, a discard) and is put
on top; one leaving is taken out by `left`. A scenario lists a graveyard's cards top first too.

The events a single `Game.perform` call makes happen are simultaneous: by default each card is put
on top of those before it, in the order of the events (so the last one is on top). When two or
more cards go to the same graveyard in one call and the order can matter -- some card of the game
reads a graveyard's order (the filter leaf `graveyard_top`, "has the full text of" the top card,
612.6, a cost or a reference naming the top cards of a graveyard) -- the owner is asked (decision
`graveyard_order`, rule 404.3): `top ID`, one card at a time from the top down, the last one
placed without asking. The options list the cards in the
default order, so the default answer keeps it. When no card of the game can read the order, the
default order is kept without asking (no choice could change anything the rules look at)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyengine.game.state import Action, Process, State

if TYPE_CHECKING:
    from pyengine.game.loop import Game

RULE = "404.3"
# the leaf / operation names in card data that read a graveyard's order
ORDER_WORDS = frozenset({"graveyard_top", "full_text"})


def pile(s: State, player: str) -> list[str]:
    """The objects in `player`'s graveyard, top first (404.1). Objects that entered without
    passing through `entered` (none should) are put at the bottom, by id."""
    objs = s.objects
    have = [x for x in s.graveyards.get(player, ())
            if x in objs and objs[x].zone == "graveyard" and objs[x].owner == player]
    seen = set(have)
    rest = sorted(o.id for o in objs.values() if o.zone == "graveyard" and o.owner == player and o.id not in seen)
    return have + rest


def top_cards(s: State, player: str, n: int = 1) -> list[str]:
    """The top `n` cards of `player`'s graveyard, top first (a token there isn't a card, 111.1)."""
    return [x for x in pile(s, player) if not s.objects[x].token][:max(0, n)]


def top_card(s: State, player: str) -> str | None:
    got = top_cards(s, player, 1)
    return got[0] if got else None


def entered(s: State, oid: str) -> None:
    """404.1: an object put into its owner's graveyard goes on top of it."""
    o = s.objects[oid]
    left(s, oid)
    s.graveyards.setdefault(o.owner, []).insert(0, oid)


def left(s: State, oid: str) -> None:
    for lst in s.graveyards.values():
        if oid in lst:
            lst.remove(oid)


def _reads_order(x: Any, seen: set) -> bool:
    if isinstance(x, str):
        return x in ORDER_WORDS
    if id(x) in seen:
        return False
    seen.add(id(x))
    if isinstance(x, dict):
        if x.get("exile_top") is not None and x.get("from") == "graveyard":    # a cost (pyengine.cards.costs)
            return True
        return any(k in ORDER_WORDS or _reads_order(v, seen) for k, v in x.items())
    if isinstance(x, (list, tuple)):
        return any(_reads_order(v, seen) for v in x)
    kind = getattr(x, "kind", None)
    if isinstance(kind, str) and kind in ORDER_WORDS:
        return True
    d = getattr(x, "__dict__", None)
    if d is None and hasattr(x, "__dataclass_fields__"):
        d = {k: getattr(x, k) for k in x.__dataclass_fields__}
    return bool(d) and any(_reads_order(v, seen) for k, v in d.items() if k not in ("text", "oracle", "name"))


_CARD_READS: dict[int, tuple[Any, bool]] = {}


def card_reads_order(card) -> bool:
    """Whether a card's abilities read a graveyard's order (cached per card definition)."""
    hit = _CARD_READS.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    got = any(_reads_order(ab, set()) for ab in card.abilities)
    back = getattr(card, "back", None)
    if not got and back is not None and back is not card:
        got = any(_reads_order(ab, set()) for ab in back.abilities)
    _CARD_READS[id(card)] = (card, got)
    return got


def order_matters(g: "Game") -> bool:
    """Whether some card of the game (in any zone: it may be cast or enter later) reads the
    order of a graveyard."""
    return any(card_reads_order(o.card) for o in g.s.objects.values())


def after_batch(g: "Game", happened: list[dict]) -> None:
    """404.3: after simultaneous events, the owner of two or more cards put into the same graveyard
    arranges them (a process asking them, run before the process now running goes on)."""
    put: dict[str, list[str]] = {}
    for h in happened:
        if h.get("kind") not in ("zone_change", "discard") or h.get("from") == "graveyard":
            continue
        o = g.s.objects.get(h.get("obj") or "")
        if o is None or o.zone != "graveyard" or o.token:
            continue
        lst = put.setdefault(o.owner, [])
        if o.id not in lst:
            lst.append(o.id)
    asks = {p: ids for p, ids in put.items() if len(ids) > 1}
    if not asks or not order_matters(g):
        return
    for p in g.apnap():
        if p in asks:
            g.schedule(Process("graveyard_order", {"player": p, "cards": asks[p], "placed": []}))


def proc(g: "Game", pr: Process) -> None:
    """The owner places the cards one at a time, from the top down (`top ID`)."""
    d = pr.data
    s = g.s
    a = g._take(pr)
    if a is not None and a.kind == "top":
        d["placed"].append(a.args[0])
    here = [x for x in pile(s, d["player"]) if x in d["cards"]]
    rest = [x for x in here if x not in d["placed"]]
    if len(rest) > 1:
        g._ask("graveyard_order", d["player"], [Action("top", (x,)) for x in rest],
               f"{d['player']}: choose the card to put on top of the others "
               f"({len(d['placed']) + 1} of {len(here)}) in your graveyard", RULE)
        return
    g._pop(pr)
    chosen = [x for x in d["placed"] if x in here] + rest
    lst = s.graveyards.setdefault(d["player"], [])
    slots = [i for i, x in enumerate(lst) if x in here]
    for i, x in zip(slots, chosen):
        lst[i] = x
    if chosen != here:
        g._dirty()
    g._log(RULE, f"{d['player']} arranges {len(chosen)} cards put into their graveyard at once: "
                 f"{', '.join(g.name(x) for x in chosen)} (top first)", d["player"])
