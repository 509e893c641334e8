"""Planechase (CR 901; planes 311, phenomena 312, planeswalking 701.24): a casual variant whose
plane and phenomenon cards stay in the command zone (901.4).

A scenario gives each player's planar deck (`planar_decks: {PLAYER: [card names, top first]}`)
and may put a face-up plane or phenomenon in the command zone (`command: [{card: Tazeem, owner:
p1}]`); with planar decks and none face up, the starting plane is set as the game starts (901.5).
`State.planar_decks` holds the face-down cards of each deck (top first). A face-up plane or
phenomenon is an object in the command zone; one turned face down leaves the game's objects and
goes to the bottom of its owner's planar deck, and the next one turned face up is a new object
(311.6, 312.6, 901.7a).

- 901.6, 311.5, 312.4: the controller of a face-up plane or phenomenon is the planar controller,
  the active player (`planar_controller`; set as each turn begins).
- 901.7: its abilities function in the command zone -- the compiler gives a plane's static
  abilities `functions_in: [command]` and its triggered abilities `zone: command`.
- 901.9: the active player may roll the planar die as a special action during their main phase
  while the stack is empty, paying {N} for the N times they already did this turn. One face of
  six is the Planeswalker symbol, one the chaos symbol (901.3a): chaos ensues (the happening
  `chaos_ensues`, 311.7), or the planeswalking ability triggers (901.8: no source, controlled by
  the player who rolled; it resolves as `planeswalk`).
- 701.24: planeswalking puts each face-up plane and phenomenon on the bottom of its owner's
  planar deck, then turns the top card of the player's own planar deck face up (the happening
  `planeswalk`, "When you planeswalk to ~"; a phenomenon turned face up is encountered, 312.5).
  Effects lasting "until a player planeswalks" end (901.11).
- 704.6f: a face-up phenomenon that isn't the source of a triggered ability waiting to leave
  the stack makes the planar controller planeswalk (asp_rules/sba.lp)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.game.state import Action, GameObject, PendingTrigger

if TYPE_CHECKING:
    from pyengine.game.loop import Game

PLANESWALKING_TEXT = "Whenever you roll the Planeswalker symbol on the planar die, planeswalk."
_PLANAR_TYPES = ("plane", "phenomenon")


def is_planar(card) -> bool:
    """Is the card a plane or a phenomenon (311.1, 312.1)?"""
    return any(t in _PLANAR_TYPES for t in card.types)


def face_up(g: "Game") -> list[str]:
    """The face-up planes and phenomena: plane and phenomenon cards in the command zone."""
    return sorted(o.id for o in g.s.objects.values() if o.zone == "command" and is_planar(o.card))


def active(g: "Game") -> bool:
    """Is this a Planechase game (a planar deck, or a face-up plane or phenomenon)?"""
    return bool(g.s.planar_decks) or bool(face_up(g))


def planar_controller(g: "Game") -> str:
    """901.6: normally the active player."""
    return g.s.active


def set_controller(g: "Game") -> None:
    """901.6, 311.5, 312.4: each face-up plane or phenomenon is controlled by the planar controller."""
    pc = planar_controller(g)
    for oid in face_up(g):
        o = g.s.objects[oid]
        if o.controller != pc:
            o.controller = pc
            g._dirty()


def start(g: "Game") -> None:
    """At the game's creation: the planar controller controls what is face up; with planar decks and
    nothing face up, the starting player turns up the top card of their planar deck, a phenomenon
    going to the bottom until a plane is turned up; nothing triggers (901.5)."""
    set_controller(g)
    if face_up(g) or not g.s.planar_decks:
        return
    p = g.s.active
    deck = g.s.planar_decks.get(p) or []
    for _ in range(len(deck)):
        card = deck.pop(0)
        if "plane" in card.types:
            oid = _turn_up(g, p, card)
            g._log("901.5", f"{p} turns {card.name} face up: the starting plane ({oid})", p)
            return
        deck.append(card)
        g._log("901.5", f"{p} turns up {card.name}, a phenomenon, and puts it on the bottom of their planar deck", p)


def _turn_up(g: "Game", owner: str, card) -> str:
    oid = g.new_id("plane")
    g.s.objects[oid] = GameObject(id=oid, card=card, zone="command", owner=owner,
                                  controller=planar_controller(g), timestamp=g.new_ts())
    g._dirty()
    return oid


# ---------------------------------------------------------------- 901.9: rolling the planar die
def roll_cost(g: "Game", p: str) -> int:
    """901.9: {N}, N the times the player took this action this turn."""
    return list(g.s.history.get("planar_die") or []).count(p)


def die_actions(g: "Game", p: str) -> list[Action]:
    """901.9: the active player with priority, in a main phase of their turn, with an empty stack."""
    s = g.s
    if not active(g) or p != s.active or s.stack or s.step not in ("precombat_main", "postcombat_main"):
        return []
    return [Action("planar_die")]


def begin_roll(g: "Game", p: str) -> None:
    """Pay {N} (mana abilities may be activated first, 605.3a), then roll (the game loop's
    special-action process, shared with suspend)."""
    from pyengine.errors import IllegalActionError
    from pyengine.game.mana import choose_cost, parse_cost
    from pyengine.game.state import Process
    if Action("planar_die") not in die_actions(g, p) or not face_up(g):
        raise IllegalActionError(f"{p} can't roll the planar die now (901.9)")
    n = roll_cost(g, p)
    g.s.procs.append(Process("suspend", {"obj": face_up(g)[0], "player": p, "rewind": len(g.history) - 1,
                                         "planar_die": True, "what": "roll the planar die",
                                         "cost": choose_cost(parse_cost("{%d}" % n), 0, {})}))


def roll(g: "Game", p: str) -> None:
    """901.9a-c: the roll, once its cost is paid; the active player gets priority after."""
    from pyengine.game.chance import planar_die
    g.s.history.setdefault("planar_die", []).append(p)
    face = planar_die(g, p)
    # 901.9d: a die roll ("whenever you roll a die / one or more dice"), whose number nothing reads
    g._happen({"kind": "die_roll", "player": p, "sides": 6, "result": None, "planar": True})
    g._happen({"kind": "dice_rolled", "player": p, "planar": True})
    g._happen({"kind": "planar_die", "player": p})               # "Whenever you roll the planar die"
    if face == "planeswalker":
        g._log("901.9c", f"{p} rolls the planar die: the Planeswalker symbol; the planeswalking ability triggers", p)
        tid = g.new_id("trig")
        g.s.pending.append(PendingTrigger(tid, None, p, PLANESWALKING_TEXT,
                                          {"effect": [{"planeswalk": True}], "text": PLANESWALKING_TEXT}, {}))
    elif face == "chaos":
        g._log("901.9b", f"{p} rolls the planar die: the chaos symbol; chaos ensues", p)
        chaos(g, p)
    else:
        g._log("901.9a", f"{p} rolls the planar die: a blank face; nothing happens", p)


def chaos(g: "Game", p: str) -> None:
    """311.7: chaos ensues -- the face-up planes' chaos abilities trigger."""
    g._happen({"kind": "chaos_ensues", "player": p})


# ---------------------------------------------------------------- 701.24: planeswalking
def planeswalk(g: "Game", p: str) -> str | None:
    """701.24b: each face-up plane and phenomenon to the bottom of its owner's planar deck face
    down, then the top card of p's planar deck face up; returns the new face-up object. Only the
    planar controller may planeswalk (701.24a)."""
    s = g.s
    if p != planar_controller(g):
        g._log("701.24a", f"{p} isn't the planar controller and can't planeswalk", p)
        return None
    away = face_up(g)
    for oid in away:
        o = s.objects.pop(oid)
        s.planar_decks.setdefault(o.owner, []).append(o.card)
        g._log("701.24b", f"{o.card.name} ({oid}) is put on the bottom of {o.owner}'s planar deck face down", p)
    g._dirty()
    deck = s.planar_decks.get(p) or []
    if not deck:
        return None
    card = deck.pop(0)
    new = _turn_up(g, p, card)
    _end_until_planeswalk(g)
    g._log("901.11", f"{p} planeswalks to {card.name} ({new})", p)
    g._happen({"kind": "planeswalk", "player": p, "obj": new, "away": tuple(away)})
    if "phenomenon" in card.types:                     # 312.5: "When you encounter ~"
        g._happen({"kind": "encounter", "player": p, "obj": new})
    return new


def _end_until_planeswalk(g: "Game") -> None:
    """901.11: continuous effects lasting until a player planeswalks end."""
    s = g.s
    ended = [e for e in s.effects if e.duration == "until_planeswalk"]
    if ended:
        s.effects = [e for e in s.effects if e not in ended]
        g._dirty()
        g._log("901.11", f"'until a player planeswalks' effects end: {', '.join(e.id for e in ended)}")


def phenomenon_waiting(g: "Game", oid: str) -> bool:
    """704.6f: is the phenomenon the source of a triggered ability that has triggered but not yet
    left the stack?"""
    return any(t.source == oid for t in g.s.pending) or \
        any(x.source == oid and x.kind == "triggered" for x in g.s.stack)
