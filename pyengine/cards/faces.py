"""The faces of a transforming double-faced card (CR 712) in the one card model.

A transforming double-faced card is its front face's CardDef with the back face's CardDef as
`back` (each face its own characteristics and abilities, 712.8; compiled from the back face's
Oracle record, pyengine.cards.compiled). A permanent's `card` is the face that's up: its front
face, or -- while transformed (701.28g) -- `transformed_face(front)`, the back face with the front
face's mana value (712.8e) and the front face as its `front`. Everything that reads an object's
card (the layer system, abilities, triggers) thereby sees the face-up face's characteristics
only (712.8d-e); off the battlefield and the stack a card has its front face's (712.8a)."""
from __future__ import annotations

from dataclasses import replace

from pyengine.model import COLORS, CardDef

_FACES: dict[int, tuple[CardDef, CardDef]] = {}


def transforming(card: CardDef) -> bool:
    """A transforming double-faced card (either face), 712.2."""
    return card.back is not None or card.front is not None


def transformed_face(front: CardDef) -> CardDef:
    """The characteristics of the card with its back face up (712.8e: the back face's, but the
    mana value is calculated from the front face's mana cost). The same definition each time
    for the same card (the layer system caches per definition)."""
    if front.back is None:
        raise ValueError(f"{front.name} has no back face")
    hit = _FACES.get(id(front))
    if hit is not None and hit[0] is front:
        return hit[1]
    face = replace(front.back, mana_value=front.mana_value, front=front)
    _FACES[id(front)] = (front, face)
    return face


def front_face(card: CardDef) -> CardDef:
    """The card with its front face up (712.8a, 712.14)."""
    return card.front if card.front is not None else card


def other_face(card: CardDef) -> CardDef | None:
    """The face a permanent with this face up transforms into (701.28a), None if it can't
    (701.28c: not a transforming double-faced card)."""
    if card.front is not None:
        return card.front
    if card.back is not None:
        return transformed_face(card)
    return None


def faces(card: CardDef) -> list[CardDef]:
    """The faces of a card: its front face, its back face if it has one, and the faces a player
    chooses among as they cast it (an Adventure, a split card's halves, a modal double-faced
    card's back face)."""
    front = front_face(whole_card(card))
    return [front] + ([front.back] if front.back is not None else []) + list(front.faces)


# -- cards whose face is chosen as they are cast or played (709.3, 712.11b, 712.12, 715.3) --------
CHOOSING = ("adventure", "split", "aftermath", "modal_dfc")
_UP: dict[tuple[int, int], tuple[CardDef, CardDef]] = {}


def choosable(card: CardDef) -> bool:
    """A card with faces a player chooses among as they cast it (709.3, 712.11b, 715.3)."""
    return card.layout in CHOOSING and bool(card.faces)


def face_up(card: CardDef, i: int) -> CardDef:
    """The object a card is with its face `i` (0-based in `card.faces`) up on the stack or the
    battlefield: only that face's characteristics (709.3b a split card's half, 712.8f a modal
    double-faced card's face, 715.3b an Adventure), with `whole` the card it is a face of. The same
    definition each time for the same card and face (the layer system caches per definition)."""
    hit = _UP.get((id(card), i))
    if hit is not None and hit[0] is card:
        return hit[1]
    face = replace(card.faces[i], whole=card)
    _UP[(id(card), i)] = (card, face)
    return face


def whole_card(card: CardDef) -> CardDef:
    """The card a face belongs to (itself for a card that isn't a face that's up): what it is
    again in any zone but the stack and the battlefield (709.4, 712.8a, 715.4)."""
    return card.whole if card.whole is not None else card


def face_index(card: CardDef, name: str) -> int | None:
    """The position of the face named `name` among a card's faces."""
    for i, f in enumerate(card.faces):
        if f.name == name:
            return i
    return None


def split_card(name: str, halves: list[CardDef], extra: dict | None = None, layout: str = "split") -> CardDef:
    """A split card in every zone but the stack (709.4): both names (709.4a), the combined mana cost,
    its mana value and colors from that (709.4b: the total of the halves' mana values), each card
    type and subtype of either half and each ability of each half (709.4c)."""
    def union(attr: str) -> tuple:
        return tuple(dict.fromkeys(x for h in halves for x in getattr(h, attr)))
    colors = union("colors")
    return CardDef(name=name, mana_cost="".join(h.mana_cost for h in halves),
                   mana_value=sum(h.mana_value for h in halves),
                   colors=tuple(c for c in COLORS if c in colors) + tuple(c for c in colors if c not in COLORS),
                   supertypes=union("supertypes"), types=union("types"), subtypes=union("subtypes"),
                   oracle_text="\n//\n".join(h.oracle_text for h in halves),
                   abilities=tuple(a for h in halves for a in h.abilities), extra=dict(extra or {}),
                   layout=layout, faces=tuple(halves))
