"""Import printed characteristics from MTGJSON-style card data (the AtomicCards / oracle-cards
format: name, manaCost, types, subtypes, supertypes, power, toughness, loyalty, text,
keywords; also Scryfall's mana_cost / type_line / oracle_text) into our card YAML shape.

Only what is printed is imported; a card's abilities beyond plain keywords are written by hand
as effect descriptions (cards are data, checked against the Oracle text)."""
from __future__ import annotations

import json
import re
from typing import Any

from pyengine.cards.parse import KEYWORDS, norm_word
from pyengine.errors import ScenarioError


def _split_type_line(tl: str) -> tuple[list, list, list]:
    left, _, right = tl.partition("—")
    words = left.split()
    supers = [w for w in words if w.lower() in ("basic", "legendary", "snow", "world", "ongoing")]
    types = [w for w in words if w not in supers]
    return supers, types, right.split()


def card_from_json(c: dict) -> dict:
    """One MTGJSON or Scryfall card object -> our card mapping."""
    name = c.get("name")
    if not isinstance(name, str):
        raise ScenarioError("card has no name", expected="a 'name' string")
    cost = c.get("manaCost", c.get("mana_cost")) or ""
    if "types" in c:
        supers, types, subs = c.get("supertypes", []), c.get("types", []), c.get("subtypes", [])
    else:
        supers, types, subs = _split_type_line(c.get("type_line", ""))
    out: dict[str, Any] = {"name": name}
    if cost:
        out["mana_cost"] = cost
    if supers:
        out["supertypes"] = [s.lower() for s in supers]
    out["types"] = [t.lower() for t in types]
    if subs:
        out["subtypes"] = list(subs)
    for k in ("power", "toughness"):
        v = c.get(k)
        if v is not None:
            out[k] = int(v) if re.fullmatch(r"-?\d+", str(v)) else str(v)
    if c.get("loyalty") is not None and str(c["loyalty"]).isdigit():
        out["loyalty"] = int(c["loyalty"])
    ci = c.get("colorIndicator") or c.get("color_indicator")
    if ci:
        out["color_indicator"] = list(ci)
    text = c.get("text", c.get("oracle_text")) or ""
    out["oracle"] = text
    kws = [norm_word(k) for k in (c.get("keywords") or [])]
    out["abilities"] = [k.replace("_", " ") for k in kws if k in KEYWORDS]
    return out


def load_json_cards(path: str) -> list[dict]:
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError) as e:
        raise ScenarioError(f"cannot read card data: {e}", file=path) from None
    if isinstance(data, dict) and "data" in data:       # MTGJSON AtomicCards: {data: {name: [faces]}}
        items = [faces[0] for faces in data["data"].values()] if isinstance(data["data"], dict) else data["data"]
    elif isinstance(data, list):
        items = data
    else:
        raise ScenarioError("not a card list", file=path, expected="a JSON list of cards or MTGJSON {data: ...}")
    return [card_from_json(c) for c in items]


# Scryfall objects that are not cards a deck holds (tokens, emblems, art cards): not imported
_NOT_CARDS = {"token", "double_faced_token", "emblem", "art_series"}
_ORACLE_FIELDS = (("manaCost", "mana_cost"), ("text", "oracle_text"), ("power", None), ("toughness", None),
                  ("loyalty", None), ("defense", None), ("layout", None), ("keywords", None),
                  ("colorIndicator", "color_indicator"))


# layouts whose every face the card model holds in the record's `faces` (pyengine.cards.database):
# an adventurer card's Adventure (715.2), a split card's halves (709.1), a modal double-faced card's
# faces (712.3); a transforming card's back face is a record of its own name in the data (712.8)
FACE_LAYOUTS = ("adventure", "split", "aftermath", "modal_dfc")
_FACE_FIELDS = ("name", "manaCost", "types", "supertypes", "subtypes", "text", "power", "toughness", "loyalty",
                "defense", "colorIndicator")


def oracle_record(c: dict, name: str | None = None, others: list[dict] | None = None) -> dict:
    """One MTGJSON (an AtomicCards face, with `others` the card's other faces) or Scryfall card
    object -> a record of the Oracle database (pyengine.cards.database: MTGJSON field names; the
    front face of a card with faces, named "Front // Back", as in the shipped data: 712.8a, 709.4;
    with every face of an adventurer, split or modal double-faced card in `faces`)."""
    if not isinstance(c, dict):
        raise ScenarioError(f"got {type(c).__name__}", expected="a card object")
    full = name or c.get("name")
    layout = c.get("layout")
    faces = c.get("card_faces")
    all_faces: list[dict] = []
    if isinstance(faces, list) and faces and isinstance(faces[0], dict) and not c.get("oracle_text"):
        for f in faces:
            face = dict(f) if isinstance(f, dict) else f
            if isinstance(face, dict):
                face.setdefault("layout", layout)
                for k in ("type_line", "mana_cost"):  # a reversible card's faces have them, others the card
                    if not face.get(k) and c.get(k) and "//" not in str(c[k]):
                        face[k] = c[k]
            all_faces.append(face)
        c = all_faces[0]
    elif others:                                  # MTGJSON: each face its own object, named by faceName
        all_faces = [c] + list(others)
    if not isinstance(full, str) or not full.strip():
        raise ScenarioError("card has no name", expected="a 'name' string")
    if "types" in c:
        supers, types, subs = c.get("supertypes") or [], c.get("types") or [], c.get("subtypes") or []
    elif isinstance(c.get("type_line"), str):
        supers, types, subs = _split_type_line(c["type_line"])
    else:
        raise ScenarioError("card has no types", expected="MTGJSON 'types' or a Scryfall 'type_line'")
    rec: dict[str, Any] = {"name": full.strip(), "types": list(types), "supertypes": list(supers),
                           "subtypes": list(subs)}
    for k, alt in _ORACLE_FIELDS:
        v = c.get(k, c.get(alt) if alt else None)
        if v not in (None, "", []):
            rec[k] = v
    if layout in FACE_LAYOUTS and len(all_faces) >= 2:
        rec["faces"] = [_face_record(f) for f in all_faces]
    return {k: v for k, v in rec.items() if v not in (None, "", [])}


def _face_record(f: dict) -> dict:
    """One face of a card with faces, MTGJSON field names (its own name, mana cost, type line and
    Oracle text: 709.1, 712.8, 715.2)."""
    if not isinstance(f, dict):
        raise ScenarioError(f"got {type(f).__name__}", expected="a card face object")
    name = f.get("faceName") or f.get("name")
    if not isinstance(name, str) or not name.strip() or "//" in name:
        raise ScenarioError("a card face has no name of its own", expected="a face 'name' (Scryfall) or 'faceName'")
    if "types" in f:
        supers, types, subs = f.get("supertypes") or [], f.get("types") or [], f.get("subtypes") or []
    elif isinstance(f.get("type_line"), str):
        supers, types, subs = _split_type_line(f["type_line"])
    else:
        raise ScenarioError(f"the face {name!r} has no types", expected="MTGJSON 'types' or a Scryfall 'type_line'")
    rec: dict[str, Any] = {"name": name.strip(), "types": list(types), "supertypes": list(supers),
                           "subtypes": list(subs)}
    for k, alt in _ORACLE_FIELDS:
        v = f.get(k, f.get(alt) if alt else None)
        if k in _FACE_FIELDS and v not in (None, "", []):
            rec[k] = v
    return {k: v for k, v in rec.items() if v not in (None, "", [])}


def load_oracle_records(path: str) -> list[dict]:
    """Every card of an MTGJSON AtomicCards file ({data: {name: [faces]}}), an MTGJSON card list,
    or a Scryfall oracle-cards file (a JSON list), as Oracle database records. Tokens, emblems
    and art cards of a Scryfall file are left out."""
    try:
        with open(path, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError) as e:
        raise ScenarioError(f"cannot read card data: {e}", file=path) from None
    if isinstance(data, dict) and isinstance(data.get("data"), dict):
        items = []
        for key, faces in data["data"].items():
            if not isinstance(faces, list) or not faces or not all(isinstance(f, dict) for f in faces):
                raise ScenarioError(f"got {type(faces).__name__}", file=path, place=f"data[{key!r}]",
                                    expected="a list of the card's faces (MTGJSON AtomicCards)")
            ordered = sorted(faces, key=lambda f: str(f.get("side") or "a"))   # side "a" first (712.8a)
            items.append((f"data[{key!r}]", ordered[0], key, ordered[1:]))
    elif isinstance(data, dict) and isinstance(data.get("data"), list):
        items = [(f"data[{i}]", c, None, None) for i, c in enumerate(data["data"])]
    elif isinstance(data, list):
        items = [(f"[{i}]", c, None, None) for i, c in enumerate(data)]
    else:
        raise ScenarioError("not a card list", file=path,
                            expected="MTGJSON AtomicCards ({data: {name: [faces]}}) or a JSON list of cards "
                                     "(Scryfall oracle-cards)")
    out = []
    for place, c, name, others in items:
        if isinstance(c, dict) and c.get("layout") in _NOT_CARDS:
            continue
        try:
            out.append(oracle_record(c, name, others))
        except ScenarioError as e:
            raise ScenarioError(e.message, file=path, place=place, expected=e.expected) from None
    return out
