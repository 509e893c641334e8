"""`mtgrules deck FILE [--format constructed|commander] [--json]`: is this deck legal before the
game begins? Constructed play (100.2a, 100.4a) or the Commander variant (903.3, 903.5a-d, the
partner abilities of 702.124); each problem with the rule that decides it. Exit 0: legal; exit 1:
not legal (the verdict); exit 2: a bad deck file or an unknown card name (with suggestions)."""
from __future__ import annotations

from pyengine.cards.library import CardLibrary
from pyengine.cli.common import dump_json
from pyengine.deck.construction import FORMATS, check
from pyengine.deck.decklist import read_decklist


def cmd_deck(args) -> int:
    deck = read_decklist(args.file)
    v = check(deck, CardLibrary.bundled(), args.format)
    if args.json:
        dump_json({"file": args.file, **v.to_json()})
    else:
        what = f"{v.format} deck, {v.cards} cards"
        if v.commanders:
            what += f"; commander {' and '.join(v.commanders)}, color identity {', '.join(v.identity) or 'colorless'}"
        print(f"{args.file}: {'legal' if v.legal else 'NOT legal'} ({what})")
        for x in v.violations:
            print(f"  {x.rule}: {x.message}" + (f" (line {x.line})" if x.line else ""))
    return 0 if v.legal else 1


def register(sub) -> None:
    p = sub.add_parser("deck", help="deck construction: constructed (100.2a) or Commander (903.5, 702.124 partners)")
    p.add_argument("file", help='a deck list: lines such as "4 Lightning Bolt", under headers Commander / Deck / Sideboard')
    p.add_argument("--format", choices=FORMATS, default=None,
                   help="default: commander if the list has a Commander section, else constructed")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=cmd_deck)
