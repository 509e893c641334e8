"""Cards compiled from their Oracle text (pyengine.cards.oracle) into the one card model, validated
like any hand-written card (pyengine.cards.card.parse_card): a compiled card and a hand-written
one are the same thing.

An ability the compiler produced but the card model rejects on validation is kept as an
`unsupported` clause (never dropped), and so is what a card's layout adds beyond its text that
the engine does not model (the other half of a split card, an Adventure, a Plane's planar
die...). `oracle_cards()` reads the Oracle data (a JSON list of MTGJSON-style cards)."""
from __future__ import annotations

import json
import os
from functools import lru_cache

from pyengine.cards.card import parse_ability, parse_card
from pyengine.cards.oracle import compile_oracle
from pyengine.cards.parse import Place
from pyengine.errors import ScenarioError
from pyengine.model import CardDef

# Where the Oracle data is read from until the card database ships it in the package.
DEFAULT_ORACLE = "/work/shared/reference/oracle-cards.json"

# Layouts whose structure the engine doesn't model: the card's own text may compile, but what the
# layout adds (another half or face, a planar or scheme deck, ...) is reported as unsupported.
LAYOUT_CLAUSES = {
    "split": "the other half of a split card (709)",
    "aftermath": "the other half of a split card with aftermath (702.127)",
    "adventure": "the Adventure of an adventurer card (715)",
    "flip": "flipping (710)",
    "meld": "melding (712.4, 701.42)",
    "modal_dfc": "the other face of a modal double-faced card (712)",
    "prepare": "the prepared spell of this card",
    "planar": "Planechase: planes and phenomena (901)",
    "scheme": "Archenemy: schemes (904)",
    "vanguard": "Vanguard (902)",
    "host": "host cards and augment (702.147)",
    "augment": "augment (702.147)",
}


def compiled_spec(c: dict) -> dict:
    """The card mapping compiled from one Oracle card, each ability validated on its own: an
    ability the card model rejects becomes an `unsupported` entry with its text."""
    spec = compile_oracle(c)
    name = spec["name"]
    checked = []
    place = Place("<oracle>", name)
    for i, ab in enumerate(spec.get("abilities") or []):
        try:
            parse_ability(ab, place.at(i), name, i + 1)
        except ScenarioError:
            text = ab.get("text") if isinstance(ab, dict) else str(ab)
            ab = {"unsupported": str(text or ab), "text": str(text or ab)}
        checked.append(ab)
    layout = str(c.get("layout") or "normal")
    if layout in LAYOUT_CLAUSES:
        checked.append({"unsupported": LAYOUT_CLAUSES[layout], "text": f"(layout: {layout})"})
    spec["abilities"] = checked
    return spec


def compile_card(c: dict) -> CardDef:
    """A CardDef compiled from one Oracle card (MTGJSON-style mapping). Printed characteristics
    the card model can't hold make the whole card one unsupported entry, never an error."""
    spec = compiled_spec(c)
    try:
        return parse_card(spec, Place("<oracle>", spec["name"]))
    except ScenarioError as e:
        bare = {"name": spec["name"], "oracle": spec.get("oracle") or "",
                "abilities": [{"unsupported": f"printed characteristics: {e.message}",
                               "text": spec.get("oracle") or ""}]}
        return parse_card(bare, Place("<oracle>", spec["name"]))


def oracle_path() -> str:
    return os.environ.get("MTGRULES_ORACLE", DEFAULT_ORACLE)


@lru_cache(maxsize=2)
def oracle_cards(path: str | None = None) -> tuple[dict, ...]:
    """Every card of the Oracle data: a JSON list of MTGJSON-style cards (name, manaCost, types,
    subtypes, supertypes, power, toughness, loyalty, text, layout)."""
    p = path or oracle_path()
    try:
        with open(p, encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError) as e:
        raise ScenarioError(f"cannot read the Oracle data: {e}", file=p,
                            expected="a JSON list of MTGJSON-style cards") from None
    if not isinstance(data, list):
        raise ScenarioError("not a card list", file=p, expected="a JSON list of MTGJSON-style cards")
    return tuple(data)
