"""Card pools for sweeps (`mtgrules loops --pool ...`): every card the engine can build, a query
over them ("type:enchantment layer:4"), or a file of names.

`every_card()` is the one place that says where cards come from: the hand-written library
(pyengine/data/cards/library.yaml, docs/cards.md) and every card of the Oracle database
(pyengine.cards.database) compiled from its text, a hand-written definition overriding the
compiler. `pool_cards()`, the cards with a continuous effect that `--pool all` and the queries
start from, is kept in the cache directory (pyengine.cache) keyed by the package's code and the
card data, so compiling every Oracle card happens once."""
from __future__ import annotations

import hashlib
import os
import shlex
from typing import Callable, Iterable, Iterator

from pyengine import cache
from pyengine.cards.database import _shipped_bytes, normalize, oracle_db
from pyengine.cards.library import CardLibrary, _bundled_cards, oracle_card
from pyengine.cards.parse import Place
from pyengine.errors import ScenarioError
from pyengine.model import LAYERS, CardDef
from pyengine.yamlio import load_yaml_file


def has_continuous_effect(card: CardDef) -> bool:
    """A card with a static ability or CDA that generates a layer effect (611.3, 604.3)."""
    return any(a.effect is not None for a in card.abilities)


def every_card(library: CardLibrary | None = None) -> Iterator[CardDef]:
    """Every card the engine can build, one definition per name: the library's, then each
    Oracle card compiled from its text (a card the card model rejects is left out: the engine
    can't build it; `mtgrules cards NAME` says why)."""
    lib = library or CardLibrary.bundled()
    seen = set()
    for n in lib.names():
        seen.add(normalize(n))
        yield lib.cards[n]
    if not lib.oracle:
        return
    for name in oracle_db().names():
        if normalize(name) in seen:
            continue
        try:
            card = oracle_card(name)
        except ScenarioError:
            continue
        if card is not None and normalize(card.name) not in seen:
            seen.add(normalize(card.name))
            yield card


def _data_key() -> str:
    """What the Oracle cards are built from: the shipped data and the user's imported cards."""
    h = hashlib.sha256(_shipped_bytes())
    user = oracle_db().user
    if user is not None:
        for row in user.execute("SELECT key, json FROM cards ORDER BY key"):
            h.update("\x00".join(row).encode())
    return h.hexdigest()


def pool_cards(library: CardLibrary | None = None) -> list[CardDef]:
    """Every card the engine can build that has a continuous effect, sorted by name (cached)."""
    lib = library or CardLibrary.bundled()
    if library is not None and (set(library.cards) != {n for n, _ in _bundled_cards()}):
        return sorted((c for c in every_card(lib) if has_continuous_effect(c)), key=lambda c: c.name)
    key = cache.code_key("pool-cards", _data_key() if lib.oracle else "library only")
    got = cache.load("pool-cards", key)
    if got is None:
        got = sorted((c for c in every_card(lib) if has_continuous_effect(c)), key=lambda c: c.name)
        cache.store("pool-cards", key, got)
    return got


# ---------------------------------------------------------------- queries
def _effect_layers(c: CardDef) -> set[str]:
    return {ly for a in c.abilities if a.effect is not None for ly in a.effect.layers}


def _ops(c: CardDef) -> set[str]:
    return {op.kind for a in c.abilities if a.effect is not None for op in a.effect.ops}


def _lower(xs) -> set[str]:
    return {str(x).lower() for x in xs}


# key -> (test(card, value), what the value is)
QUERY_KEYS: dict[str, tuple[Callable[[CardDef, str], bool], str]] = {
    "type": (lambda c, v: v in _lower(c.types), "a card type (creature, enchantment, ...)"),
    "supertype": (lambda c, v: v in _lower(c.supertypes), "a supertype (basic, legendary, ...)"),
    "subtype": (lambda c, v: v in _lower(c.subtypes), "a subtype (Elf, Forest, Aura, ...)"),
    "color": (lambda c, v: v in _lower(c.colors) or (v == "colorless" and not c.colors), "a color or colorless"),
    "name": (lambda c, v: v in c.name.lower(), "part of a card name"),
    "text": (lambda c, v: v in c.oracle_text.lower(), "words of the Oracle text"),
    "layer": (lambda c, v: v in _effect_layers(c), "a layer: " + " ".join(LAYERS)),
    "op": (lambda c, v: v in _ops(c), "an effect operation (set_pt, add_types, lose_all_abilities, ...)"),
}


def query_pool(query: str, cards: Iterable[CardDef], where: Place) -> list[CardDef]:
    """The cards matching every term of the query: `key:value` (quoted values may hold spaces),
    `-key:value` for "not"; keys are those of QUERY_KEYS."""
    try:
        terms = shlex.split(query)
    except ValueError as e:
        raise where.error(f"cannot read the query {query!r}: {e}", expected="terms such as type:enchantment") from None
    tests = []
    for t in terms:
        neg = t.startswith("-")
        key, sep, value = t[neg:].partition(":")
        if not sep or key.lower() not in QUERY_KEYS or not value:
            raise where.error(f"unknown query term {t!r}",
                              expected="key:value terms with key one of " + ", ".join(QUERY_KEYS) +
                                       " (a leading - negates), 'all', or a file of card names")
        test, _ = QUERY_KEYS[key.lower()]
        tests.append((test, value.lower(), neg))
    return [c for c in cards if all(test(c, v) != neg for test, v, neg in tests)]


def names_from_file(path: str) -> list[str]:
    """Card names from a YAML list (`- Humility`) or a text file with one name per line."""
    if path.endswith(".txt"):
        try:
            with open(path, encoding="utf-8") as f:
                return [ln.strip() for ln in f if ln.strip() and not ln.lstrip().startswith("#")]
        except OSError as e:
            raise ScenarioError(f"cannot read {path}: {e.strerror or e}", file=path,
                                expected="a readable file of card names") from None
    data = load_yaml_file(path)
    where = Place(path, "")
    if not isinstance(data, list):
        raise where.error(f"the document is {type(data).__name__}", expected="a list of card names")
    for i, x in enumerate(data):
        if not isinstance(x, str):
            raise where.at(i, data).error(f"got {x!r}", expected="a card name")
    return list(data)


def card_pool(spec: str, library: CardLibrary | None = None) -> list[CardDef]:
    """The cards a pool spec names: 'all' (every card with a continuous effect), a file of names,
    or a query. Sorted by name, each card once."""
    lib = library or CardLibrary.bundled()
    where = Place("--pool", repr(spec))
    if spec.strip().lower() == "all":
        cards = pool_cards(lib)
    elif os.path.exists(spec) or spec.endswith((".yaml", ".yml", ".txt")):
        cards = [lib.get(n, Place(spec, f"card {n!r}")) for n in names_from_file(spec)]
    else:
        cards = query_pool(spec, pool_cards(lib), where)
    return sorted({c.name: c for c in cards}.values(), key=lambda c: c.name)
