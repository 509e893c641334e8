"""The card library: the bundled hand-written cards (pyengine/data/cards/*.yaml) plus any the
user adds (a scenario's inline `cards:`)."""
from __future__ import annotations

import difflib
from functools import lru_cache
from importlib import resources

from pyengine.cards.card import parse_card
from pyengine.cards.parse import Place, _expect_list
from pyengine.model import CardDef
from pyengine.yamlio import load_yaml_text

class CardLibrary:
    """The bundled card definitions plus any the user adds (scenario-local cards)."""

    def __init__(self, cards: dict[str, CardDef] | None = None):
        self.cards: dict[str, CardDef] = dict(cards or {})

    @classmethod
    def bundled(cls) -> "CardLibrary":
        return cls(dict(_bundled_cards()))

    def add(self, card: CardDef) -> None:
        self.cards[card.name] = card

    def get(self, name: str, where: Place) -> CardDef:
        if name in self.cards:
            return self.cards[name]
        lower = {k.lower(): k for k in self.cards}
        if name.lower() in lower:
            return self.cards[lower[name.lower()]]
        close = difflib.get_close_matches(name, list(self.cards), n=3, cutoff=0.6)
        hint = f"; did you mean {', '.join(repr(c) for c in close)}?" if close else ""
        raise where.error(f"unknown card {name!r}{hint}",
                          expected="a card in the library (`mtgrules cards` lists them) or an inline 'card:' mapping")

    def __contains__(self, name: str) -> bool:
        return name in self.cards

    def names(self) -> list[str]:
        return sorted(self.cards)


@lru_cache(maxsize=1)
def _bundled_cards() -> tuple[tuple[str, CardDef], ...]:
    out: dict[str, CardDef] = {}
    root = resources.files("pyengine").joinpath("data/cards")
    for entry in sorted(root.iterdir(), key=lambda p: p.name):
        if not entry.name.endswith(".yaml"):
            continue
        fname = f"pyengine/data/cards/{entry.name}"
        data = load_yaml_text(entry.read_text(encoding="utf-8"), fname)
        base = Place(fname, "")
        items = _expect_list(data or [], base, "cards")
        for i, spec in enumerate(items):
            card = parse_card(spec, base.at(i, items))
            if card.name in out:
                raise base.at(i, items).error(f"card {card.name!r} defined twice")
            out[card.name] = card
    return tuple(out.items())
