"""`mtgrules import-cards FILE`: printed characteristics from MTGJSON (AtomicCards or a card
list) or Scryfall JSON, written as card YAML ready for ability descriptions (docs/cards.md)."""
from __future__ import annotations

import sys

import yaml

from pyengine.errors import ScenarioError
from pyengine.cards.oracle_import import load_json_cards


def cmd_import(args) -> int:
    cards = load_json_cards(args.file)
    if args.names:
        by = {c["name"]: c for c in cards}
        missing = [n for n in args.names if n not in by]
        if missing:
            raise ScenarioError(f"not in the file: {', '.join(repr(m) for m in missing)}", file=args.file,
                                expected="card names as they appear in the data")
        cards = [by[n] for n in args.names]
    yaml.safe_dump(cards, sys.stdout, allow_unicode=True, sort_keys=False, width=100)
    return 0


def register(sub) -> None:
    p = sub.add_parser("import-cards", help="card YAML from MTGJSON or Scryfall JSON (printed characteristics)")
    p.add_argument("file", help="MTGJSON AtomicCards.json / a JSON list of cards / Scryfall cards JSON")
    p.add_argument("names", nargs="*", help="only these cards")
    p.set_defaults(func=cmd_import)
