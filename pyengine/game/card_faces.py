"""Casting and playing a card by one of its faces (pyengine.cards.faces): an adventurer card as its
Adventure (715.3), one half of a split card (709.3), either face of a modal double-faced card
(712.11b), a modal double-faced card's land face played as a land (712.12).

A face is chosen with the action: `cast ID face:N` / `play ID face:N` (N counts the card's faces
from 1: the Adventure, the halves, the back face). The spell then has only that face's
characteristics on the stack (709.3b, 712.8f, 715.3b) -- the object's card is the face, as for a
card cast transformed -- and the card is whole again once it leaves the stack (709.4, 712.8a,
715.4), except a modal double-faced spell that becomes a permanent, which keeps the face that was
up (712.13). An Adventure that resolves is exiled instead of going to the graveyard, and its
controller may cast the card from exile for as long as it remains exiled, not as an Adventure
(715.3d: a permission of pyengine.game.permissions)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from pyengine.cards.faces import choosable, face_up, whole_card
from pyengine.errors import IllegalActionError
from pyengine.game import permissions
from pyengine.game.state import Action
from pyengine.model import CardDef

if TYPE_CHECKING:
    from pyengine.game.loop import Game

PREFIX = "face:"
_PENDING = "adventure_exiled:"


def index(alt) -> int | None:
    """The face (0-based) an action's `face:N` names, None for another or no alternative."""
    if isinstance(alt, str) and alt.startswith(PREFIX) and alt[len(PREFIX):].isdigit():
        return int(alt[len(PREFIX):]) - 1
    return None


def face_of(card: CardDef, alt) -> CardDef | None:
    """The face of this card the action `face:N` names (None if it names none)."""
    i = index(alt)
    if i is None or not choosable(card) or not 0 <= i < len(card.faces):
        return None
    return card.faces[i]


def _land(card: CardDef) -> bool:
    return "land" in card.types


def whole_cast_allowed(card: CardDef) -> bool:
    """May the card be cast without choosing a face? Not a split card (709.3: a player chooses
    which half they cast); an adventurer card or modal double-faced card is cast normally, with its
    front face up (715.3, 712.11)."""
    return not (choosable(card) and card.layout in ("split", "aftermath"))


def hand_actions(g: "Game", p: str) -> list[tuple[Action, str, CardDef]]:
    """(action, kind, face) for each face of a card in p's hand p may begin to cast (`cast_alt`) or
    play as a land (`play_land`, 712.12) -- the timing of each face is its own (715.3a, 709.3a,
    712.11c)."""
    out = []
    for oid in g.zone_ids("hand", p):
        card = g.obj(oid).card
        if not choosable(card):
            continue
        for i, f in enumerate(card.faces):
            if card.layout == "aftermath" and i > 0:
                continue            # 702.127a: the aftermath half only from a graveyard (not modelled: a gap)
            if _land(f):
                if card.layout == "modal_dfc":
                    out.append((Action("play", (oid, f"{PREFIX}{i + 1}")), "play_land", f))
            else:
                out.append((Action("cast", (oid, f"{PREFIX}{i + 1}")), "cast_alt", f))
    return out


def alt_cost(g: "Game", oid: str, alt: str) -> tuple[str, str] | None:
    """(mana cost, zone) of casting a card in a hand by one of its faces: that face's mana cost
    (709.3a, 712.11c, 715.3a: only that face is evaluated)."""
    o = g.obj(oid)
    f = face_of(o.card, alt)
    if f is None or o.zone != "hand" or _land(f) or (o.card.layout == "aftermath" and index(alt) != 0):
        return None
    return str(f.mana_cost or ""), "hand"


def turn_up(g: "Game", oid: str, alt: str) -> None:
    """As the card is put onto the stack, the chosen face is up: the spell has only its
    characteristics (709.3b, 712.8f, 715.3b)."""
    o = g.obj(oid)
    i = index(alt)
    if face_of(o.card, alt) is None or i is None:
        raise IllegalActionError(f"{g.name(oid)} has no face {alt!r} to cast")
    card = o.card
    o.card = face_up(card, i)
    g._dirty()
    rule, what = {"adventure": ("715.3", "as its Adventure"), "split": ("709.3", "as its half"),
                  "aftermath": ("709.3", "as its half"),
                  "modal_dfc": ("712.11b", "with its face")}[card.layout]
    g._log(rule, f"{card.name} is cast {what} {o.card.name}: only {o.card.name}'s characteristics exist on the stack")


def play_face(g: "Game", oid: str, alt: str) -> None:
    """712.12: a modal double-faced card played as a land enters with the chosen land face up."""
    o = g.obj(oid)
    f = face_of(o.card, alt)
    i = index(alt)
    if f is None or i is None or o.card.layout != "modal_dfc" or not _land(f) or o.zone != "hand":
        raise IllegalActionError(f"{g.name(oid)} has no land face {alt!r} to play")
    card = o.card
    o.card = face_up(card, i)          # what enters (and what its replacement effects see, 614.12)
    g._dirty()
    g._log("712.12", f"{card.name} is played as a land with its face {f.name} up")


def adventure_exiled(g: "Game", oid: str, to_zone: str, what: str | None) -> str:
    """715.3d: instead of putting a spell that was cast as an Adventure into its owner's graveyard
    as it resolves, its controller exiles it (not when it's countered or leaves the stack without
    resolving: 608.2b, it goes to the graveyard)."""
    o = g.obj(oid)
    if what == "resolve" and to_zone == "graveyard" and o.card.whole is not None \
            and o.card.whole.layout == "adventure":
        if o.copy_of is None:           # a copy (715.3c) ceases to exist once exiled (704.5e): no permission
            g.s.states_seen[_PENDING + oid] = o.controller
        g._log("715.3d", f"{o.card.name} was cast as an Adventure: {o.controller} exiles it instead of putting "
                         "it into its owner's graveyard")
        return "exile"
    return to_zone


def zone_change(g: "Game", o, frm: str, to: str) -> None:
    """A card cast or played by a face is the whole card again in any zone but the stack and the
    battlefield (709.4, 712.8a, 715.4); a spell becoming a permanent keeps the face that was up
    (712.13), a land played by a face enters with it up (712.12)."""
    if o.card.whole is not None and to != "battlefield":
        o.card = whole_card(o.card)


def after_zone_change(g: "Game", oid: str) -> None:
    """715.3d: for as long as the card an Adventure spell became remains exiled, its controller
    may cast it (the creature: not as an Adventure this way)."""
    who = g.s.states_seen.pop(_PENDING + oid, None)
    if who is not None and g.obj(oid).zone == "exile":
        permissions.grant(g, [oid], who, "exiled", cast_only=True)
