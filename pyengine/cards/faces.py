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

from pyengine.model import CardDef

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
    """The faces of a card: its front face, and its back face if it has one."""
    front = front_face(card)
    return [front] + ([front.back] if front.back is not None else [])
