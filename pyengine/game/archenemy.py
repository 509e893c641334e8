"""Archenemy (CR 904; schemes 314, set in motion 701.25, abandon 701.26): scheme cards stay in the
command zone (904.4).

A scenario gives a player a scheme deck (`scheme_decks: {PLAYER: [card names, top first]}`): that
player is an archenemy (904.2a; several are the Supervillain Rumble option, 904.12b). It may also put
face-up schemes in the command zone (`command: [{card: ..., owner: PLAYER}]`). `State.scheme_decks`
holds the face-down cards of each deck (top first); a scheme turned face down leaves the game's
objects for the bottom of its owner's deck, and one set in motion is a new object in the command
zone, controlled by its owner (314.5, 904.7).

- 904.9: immediately after an archenemy's precombat main phase begins, they set the top scheme of
  their deck in motion (a turn-based action; "When you set this scheme in motion" triggers: the
  happening `set_in_motion`). The instruction `set_in_motion: N` sets N schemes in motion one at a
  time (701.25c).
- 904.8, 314.4: a face-up scheme's abilities function in the command zone (the compiler gives its
  static abilities `functions_in: [command]` and its triggered abilities `zone: command`).
- 704.6e, 904.10: a face-up non-ongoing scheme, with no triggered ability of any scheme on the stack
  or waiting to be put there, is turned face down and put on the bottom of its owner's scheme deck
  (asp_rules/sba.lp).
- 701.26, 904.11: an ongoing scheme stays face up until abandoned (`abandon_scheme: true`, "abandon
  this scheme"): turned face down and put on the bottom of its owner's scheme deck."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.state import GameObject

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def is_scheme(card) -> bool:
    return "scheme" in card.types


def face_up(g: "Game") -> list[str]:
    """The face-up schemes: scheme cards in the command zone."""
    return sorted(o.id for o in g.s.objects.values() if o.zone == "command" and is_scheme(o.card))


def main_phase_begins(g: "Game") -> None:
    """904.9: the active player, an archenemy, sets the top scheme of their scheme deck in motion."""
    p = g.s.active
    if g.s.scheme_decks.get(p):
        set_in_motion(g, p, "904.9")


def set_in_motion(g: "Game", p: str, rule: str = "701.25b") -> str | None:
    """701.25b: move the top card of p's scheme deck off it and turn it face up (a new object in the
    command zone, 314.5); "When you set this scheme in motion" triggers."""
    deck = g.s.scheme_decks.get(p) or []
    if not deck:
        return None
    card = deck.pop(0)
    oid = g.new_id("scheme")
    g.s.objects[oid] = GameObject(id=oid, card=card, zone="command", owner=p, controller=p, timestamp=g.new_ts())
    g._dirty()
    g._log(rule, f"{p} sets {card.name} in motion ({oid})", p)
    g._happen({"kind": "set_in_motion", "player": p, "obj": oid})
    return oid


def to_bottom(g: "Game", oid: str, rule: str, why: str) -> None:
    """The face-up scheme is turned face down and put on the bottom of its owner's scheme deck
    (704.6e, 701.26b)."""
    o = g.s.objects.pop(oid)
    g.s.scheme_decks.setdefault(o.owner, []).append(o.card)
    g._dirty()
    g._log(rule, f"{o.card.name} ({oid}) {why}: turned face down, on the bottom of {o.owner}'s scheme deck", o.owner)


def abandon(g: "Game", oid: str) -> None:
    """701.26a-b: only a face-up ongoing scheme can be abandoned."""
    o = g.s.objects.get(oid)
    if o is None or o.zone != "command" or not is_scheme(o.card) or "ongoing" not in o.card.supertypes:
        return
    to_bottom(g, oid, "701.26b", "is abandoned")


def scheme_trigger_waiting(g: "Game") -> bool:
    """704.6e: is a triggered ability of any scheme on the stack or waiting to be put there?"""
    schemes = set(face_up(g))
    return any(t.source in schemes for t in g.s.pending) or \
        any(x.kind == "triggered" and x.source in schemes for x in g.s.stack)
