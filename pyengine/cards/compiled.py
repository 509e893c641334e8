"""Cards compiled from their Oracle text (pyengine.cards.oracle) into the one card model: the
card's printed characteristics from the Oracle card database (pyengine.cards.database), its
abilities compiled by parse_card like any card written without abilities -- a compiled card and
a hand-written one are the same thing.

Nothing is dropped: an ability the compiler can't say, or that the card model rejects, is an
unsupported clause; so is what is printed but has no place in the model (the database's
`unrepresentable`), and what a card's layout adds that the engine does not model (an Adventure,
the back of a modal double-faced card, a Plane's planar die...)."""
from __future__ import annotations

import json
from dataclasses import replace

from pyengine.cards.card import parse_card
from pyengine.cards.database import OracleCard, oracle_db
from pyengine.cards.faces import split_card
from pyengine.cards.oracle_import import FACE_LAYOUTS
from pyengine.cards.parse import Place
from pyengine.errors import ScenarioError
from pyengine.model import Ability, CardDef

# Layouts whose structure the engine doesn't model: the card's own text may compile, but what the
# layout adds (another face, a planar or scheme deck, ...) is reported as unsupported. (A split
# card's missing half is reported by the database, 709.4b.)
LAYOUT_CLAUSES = {
    "adventure": "the Adventure of an adventurer card, rule 715 (not in the shipped Oracle data: "
                 "`mtgrules cards import` a Scryfall or MTGJSON file gives it)",
    "flip": "flipping, rule 710",
    "meld": "melding, rule 701.37",
    "modal_dfc": "the other face of a modal double-faced card, rule 712 (not in the shipped Oracle data: "
                 "`mtgrules cards import` a Scryfall or MTGJSON file gives it)",
    "prepare": "the prepared spell of this card",
    "vanguard": "Vanguard, rule 902",
    "host": "host cards and augment (Unstable; not in the Comprehensive Rules)",
    "augment": "augment (Unstable; not in the Comprehensive Rules)",
}


def compile_oracle_card(oc: OracleCard) -> CardDef:
    """The card of one Oracle record, its abilities compiled from its text, with what the model
    or the engine can't hold kept as unsupported clauses."""
    spec = oc.to_spec()
    where = Place(f"<Oracle card {oc.name!r}>", "")
    try:
        card = parse_card(spec, where)
    except ScenarioError as e:                 # printed characteristics the model can't hold
        card = parse_card({"name": spec["name"], "oracle": spec.get("oracle") or "",
                           "abilities": [{"unsupported": f"printed characteristics: {e.message}",
                                          "text": spec.get("oracle") or ""}]}, where)
    gaps = list(oc.unrepresentable)
    layout = str(oc.data.get("layout") or "normal")
    faces = oc.data.get("faces")
    if layout in FACE_LAYOUTS and isinstance(faces, list) and len(faces) >= 2:
        card, more = _with_faces(card, oc, layout, faces)
        gaps += more
    elif layout in LAYOUT_CLAUSES:
        gaps.append(LAYOUT_CLAUSES[layout])
    if layout == "transform" and len(oc.faces) == 2:
        back = back_face_record(oc)
        if back is None:
            gaps.append(f"the back face, {oc.faces[1]}, missing from the Oracle data (712.8)")
        else:
            card = replace(card, back=compile_oracle_card(back))
    if gaps:
        extra = tuple(Ability("other", (card.name, f"printed{i}"), text=g, unsupported=(g,))
                      for i, g in enumerate(gaps, 1))
        card = replace(card, abilities=card.abilities + extra)
    return card


def _with_faces(card: CardDef, oc: OracleCard, layout: str, faces: list) -> tuple[CardDef, list[str]]:
    """The card with the faces of its record (imported: pyengine.cards.oracle_import), each face
    compiled from its own Oracle text like a card of its own: an adventurer card with its Adventure
    (715.2), a modal double-faced card with its back face (712.8), a split card as its halves
    combined (709.4). What the engine doesn't model of the layout stays an unsupported clause."""
    compiled = [compile_oracle_card(OracleCard(str(f.get("name")), {**f, "layout": "normal"})) for f in faces]
    gaps: list[str] = []
    if layout in ("split", "aftermath"):
        whole = split_card(oc.name, compiled, dict(card.extra), layout)
        if layout == "aftermath":
            gaps.append("aftermath: its second half cast only from a graveyard, then exiled (702.127)")
        if any("Room" in h.subtypes for h in compiled):
            gaps.append("a Room's locked and unlocked halves (709.5)")
        return whole, gaps
    if layout == "adventure":
        if not ("Adventure" in compiled[1].subtypes and {"instant", "sorcery"} & set(compiled[1].types)):
            gaps.append(f"the Adventure of an adventurer card, rule 715 ({compiled[1].name} is no instant or "
                        "sorcery Adventure)")
        return replace(card, layout="adventure", faces=(compiled[1],)), gaps
    return replace(card, layout="modal_dfc", faces=(compiled[1],)), gaps


def back_face_record(oc: OracleCard) -> OracleCard | None:
    """The Oracle record of the back face of a transforming double-faced card named "Front //
    Back" (the data holds each back face as a card of its own name)."""
    got = oracle_db().get(oc.faces[1])
    if got is None or "//" in got.name or got.name != oc.faces[1]:
        return None
    return got


def compile_card(c: dict) -> CardDef:
    """compile_oracle_card for one MTGJSON-style mapping (name, manaCost, types, subtypes,
    supertypes, power, toughness, loyalty, text, layout)."""
    return compile_oracle_card(OracleCard(str(c.get("name")), c))


def oracle_cards(path: str | None = None) -> list[OracleCard]:
    """Every card of the Oracle card database (the shipped data plus imported cards), or of a
    JSON list of MTGJSON-style cards."""
    if path is None:
        db = oracle_db()
        return [c for c in (db.get(n) for n in db.names()) if c is not None]
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError) as e:
        raise ScenarioError(f"cannot read the Oracle data: {e}", file=path,
                            expected="a JSON list of MTGJSON-style cards") from None
    if not isinstance(data, list) or not all(isinstance(c, dict) and isinstance(c.get("name"), str) for c in data):
        raise ScenarioError("not a card list", file=path, expected="a JSON list of MTGJSON-style cards with names")
    return [OracleCard(c["name"], c) for c in data]
