"""The card library: the bundled hand-written cards (pyengine/data/cards/*.yaml) plus any the
user adds (a scenario's inline `cards:`)."""
from __future__ import annotations

import difflib
import json
from functools import lru_cache
from importlib import resources

from pyengine import cache
from pyengine.cards.card import parse_card
from pyengine.cards.compiled import back_face_record, compile_oracle_card
from pyengine.cards.database import normalize, oracle_db
from pyengine.cards.parse import Place, _expect_list
from pyengine.model import CardDef
from pyengine.yamlio import load_yaml_text

class CardLibrary:
    """Every card a scenario can name: the scenario's own cards (inline `cards:`), the hand-written
    library (overrides where the compiler can't say a card yet), and any of the Oracle cards
    (pyengine.cards.database), compiled from their Oracle text on demand."""

    def __init__(self, cards: dict[str, CardDef] | None = None, oracle: bool = True):
        self.cards: dict[str, CardDef] = dict(cards or {})
        self.oracle = oracle
        self._by_key: dict[str, CardDef] | None = None       # normalized name -> card

    @classmethod
    def bundled(cls) -> "CardLibrary":
        return cls(dict(_bundled_cards()))

    def add(self, card: CardDef) -> None:
        self.cards[card.name] = card
        self._by_key = None

    def get(self, name: str, where: Place) -> CardDef:
        if name in self.cards:
            return self.cards[name]
        if self._by_key is None:
            self._by_key = {}
            for k, c in self.cards.items():
                self._by_key.setdefault(normalize(k), c)
        c = self._by_key.get(normalize(name))
        if c is not None:
            return c
        if self.oracle:
            card = oracle_card(name)
            if card is not None:
                return card
        close = oracle_db().suggestions(name) if self.oracle else []
        close += [c for c in difflib.get_close_matches(name, list(self.cards), n=3, cutoff=0.6) if c not in close]
        hint = f"; did you mean {', '.join(repr(c) for c in close[:3])}?" if close else ""
        raise where.error(f"unknown card {name!r}{hint}",
                          expected="a card name (`mtgrules cards NAME` looks one up) or an inline 'card:' mapping")

    def __contains__(self, name: str) -> bool:
        return name in self.cards

    def names(self) -> list[str]:
        return sorted(self.cards)


@lru_cache(maxsize=4096)
def oracle_card(name: str) -> CardDef | None:
    """A card of the Oracle data, compiled from its Oracle text (None if there is no such card)."""
    oc = oracle_db().get(name)
    if oc is None:
        return None
    lib = dict(_bundled_cards())
    if oc.card_name in lib:                 # a hand-written definition overrides the compiler
        return lib[oc.card_name]
    # compiled once, then kept in the user's cache (pyengine.cache) keyed by the card's record, the
    # package's code and the grammar: a start-up naming a card doesn't build the parser
    record = json.dumps(oc.data, sort_keys=True, ensure_ascii=False)
    back = back_face_record(oc) if oc.data.get("layout") == "transform" and len(oc.faces) == 2 else None
    if back is not None:                    # a transforming double-faced card: its back face too (712.8)
        record += json.dumps(back.data, sort_keys=True, ensure_ascii=False)
    key = cache.code_key("card", record, _grammar_inputs())      # one file per card and version
    got = cache.load("card", key)
    if isinstance(got, CardDef):
        return got
    card = compile_oracle_card(oc)          # what the model or the engine can't hold: unsupported
    cache.store("card", key, card, prune_others=False)
    _prune_cards_once()
    return card


@lru_cache(maxsize=1)
def _prune_cards_once() -> None:
    """Compiled cards unused for a week (other versions' among them) are removed, once per
    process (a directory scan per stored card would make compiling the whole pool quadratic)."""
    d = cache.directory()
    if d is not None:
        cache.prune(d / "card-.pickle", "card-*.pickle")


@lru_cache(maxsize=1)
def _grammar_inputs() -> bytes:
    """The data files compiling a card reads besides the Python code: the grammar, the subtypes."""
    root = resources.files("pyengine")
    return b"".join(root.joinpath(p).read_bytes() for p in ("cards/oracle.lark", "data/subtypes.yaml"))


LIBRARY = "data/cards/library.yaml"


@lru_cache(maxsize=1)
def _bundled_cards() -> tuple[tuple[str, CardDef], ...]:
    """The library, parsed and validated; kept in the user's cache (pyengine.cache) keyed by the
    library file and the package's code, so a start-up doesn't parse YAML."""
    text = resources.files("pyengine").joinpath(LIBRARY).read_text(encoding="utf-8")
    key = cache.code_key("library", text)
    got = cache.load("library", key)
    if got is not None:
        return got
    out = _parse_library(text)
    cache.store("library", key, out)
    return out


def _parse_library(text: str) -> tuple[tuple[str, CardDef], ...]:
    out: dict[str, CardDef] = {}
    fname = f"pyengine/{LIBRARY}"
    data = load_yaml_text(text, fname)
    base = Place(fname, "")
    items = _expect_list(data or [], base, "cards")
    for i, spec in enumerate(items):
        card = parse_card(spec, base.at(i, items))
        if card.name in out:
            raise base.at(i, items).error(f"card {card.name!r} defined twice")
        out[card.name] = card
    return tuple(out.items())
