"""`mtgrules cards [NAME]`: the card library, or one card: printed characteristics, Oracle text,
and each ability as the engine has it (its kind, the features that execute it, and what none can)."""
from __future__ import annotations

from pyengine.cards.library import CardLibrary
from pyengine.cards.parse import Place
from pyengine.cards.support import card_support
from pyengine.cli.common import dump_json
from pyengine.model import CardDef


def card_json(c: CardDef) -> dict:
    abilities = [s.to_json() for s in card_support(c)]
    return {"name": c.name, "mana_cost": c.mana_cost, "mana_value": c.mana_value, "colors": list(c.colors),
            "supertypes": list(c.supertypes), "types": list(c.types), "subtypes": list(c.subtypes),
            "power": c.power, "toughness": c.toughness, "loyalty": c.loyalty, "defense": c.defense,
            "oracle": c.oracle_text, "abilities": abilities,
            "fully_executed": not any(a["unsupported"] for a in abilities)}


def card_text(c: CardDef) -> str:
    pt = f"  {c.power}{'*' if c.power_star else ''}/{c.toughness}{'*' if c.toughness_star else ''}" \
        if c.power is not None else ""
    lines = [f"{c.name} {c.mana_cost}".rstrip(),
             " ".join(c.supertypes + c.types).title() + (" — " + " ".join(c.subtypes) if c.subtypes else "") + pt]
    if c.loyalty is not None:
        lines.append(f"Loyalty {c.loyalty}")
    if c.oracle_text:
        lines.append(c.oracle_text)
    lines.append("")
    lines.append("Abilities (kind; features that execute it: layers, targets, combat, replace, play):")
    sup = card_support(c)
    if not sup:
        lines.append("  (none)")
    for i, s in enumerate(sup, 1):
        lines.append(f"  {i}. [{s.kind}] {s.text}")
        if s.executed_by:
            lines.append(f"     executed by: {', '.join(s.executed_by)}")
        if s.unsupported:
            lines.append(f"     NOT EXECUTED (needed by {', '.join(s.needed_by)}): "
                         + "; ".join(f'"{u}"' for u in s.unsupported))
    return "\n".join(lines)


def cmd_cards(args) -> int:
    lib = CardLibrary.bundled()
    if args.name:
        c = lib.get(args.name, Place("<command line>", "card"))
        if args.json:
            dump_json(card_json(c))
        else:
            print(card_text(c))
        return 0
    names = lib.names()
    if args.json:
        dump_json({"cards": names})
    else:
        print("\n".join(names))
    return 0


def register(sub) -> None:
    p = sub.add_parser("cards", help="list the card library, or show one card and what the engine executes of it")
    p.add_argument("name", nargs="?", help="a card name")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=cmd_cards)
