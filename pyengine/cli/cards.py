"""`mtgrules cards [NAME]`: the card library, or one card: printed characteristics, Oracle text,
and each ability as the engine has it (its kind, the features that execute it, and what none can)."""
from __future__ import annotations

from pyengine.cards.database import oracle_db
from pyengine.cards.library import CardLibrary, oracle_card
from pyengine.cards.parse import Place
from pyengine.cards.support import card_support, face_support
from pyengine.cli.common import dump_json
from pyengine.errors import ScenarioError
from pyengine.model import CardDef


def card_json(c: CardDef) -> dict:
    abilities = [s.to_json() for s in card_support(c)]
    out = _face_json(c, [s.to_json() for s in face_support(c)])
    if c.back is not None:                  # 712.8: the back face's own characteristics
        out["back"] = _face_json(c.back, [s.to_json() for s in face_support(c.back)])
        out["back"].pop("source", None)
        out["back"].pop("override", None)
    if c.faces:                             # 709.3b, 712.8f, 715.3b: each face's own characteristics
        out["layout"] = c.layout
        out["faces"] = [_face_json(f, [s.to_json() for s in face_support(f)]) for f in c.faces]
        for f in out["faces"]:
            f.pop("source", None)
            f.pop("override", None)
    out["fully_executed"] = not any(a["unsupported"] for a in abilities)
    return out


def _face_json(c: CardDef, abilities: list) -> dict:
    return {"name": c.name, "mana_cost": c.mana_cost, "mana_value": c.mana_value, "colors": list(c.colors),
            "supertypes": list(c.supertypes), "types": list(c.types), "subtypes": list(c.subtypes),
            "power": c.power, "toughness": c.toughness, "printed_pt": list(printed_pt(c) or []) or None,
            "color_indicator": list(c.color_indicator) if c.color_indicator else None,
            "loyalty": c.loyalty, "defense": c.defense,
            "oracle": c.oracle_text, "abilities": abilities,
            "source": "hand-written override" if c.extra.get("override") else "compiled from Oracle text",
            "override": c.extra.get("override"),
            "fully_executed": not any(a["unsupported"] for a in abilities)}


def printed_pt(c: CardDef) -> tuple[str, str] | None:
    """Power and toughness as printed: from the Oracle data when it has the card ("*", "1+*",
    "7-*"), else from the card model ("*" and "N+*" for a CDA's P/T)."""
    oc = oracle_db().get(c.name)
    if oc is not None and oc.card_name == c.name:
        p, t = oc.printed_pt()
        if p is not None and t is not None:
            return p, t
    if c.power is None and c.toughness is None:
        return None

    def one(v: int | None, star: bool) -> str:
        if not star:
            return "" if v is None else str(v)
        return f"{v}+*" if v else "*"
    return one(c.power, c.power_star), one(c.toughness, c.toughness_star)


def card_text(c: CardDef) -> str:
    out = face_text(c)
    if c.back is not None:
        out += "\n\nBack face (712.8: its own characteristics while the permanent is transformed, 701.28):\n"
        out += face_text(c.back)
    what = {"adventure": "Adventure (715.2: its characteristics while cast as an Adventure, 715.3b)",
            "split": "Half (709.3b: the characteristics of the spell when this half is cast)",
            "aftermath": "Half (709.3b: the characteristics of the spell when this half is cast)",
            "modal_dfc": "Back face (712.8f: its characteristics when cast or played with this face up)"}
    for f in c.faces:
        out += f"\n\n{what.get(c.layout, 'Face')}:\n" + face_text(f)
    return out


def face_text(c: CardDef) -> str:
    pt = printed_pt(c)
    colors = f"  (color indicator: {', '.join(c.color_indicator)})" if c.color_indicator else ""
    lines = [f"{c.name} {c.mana_cost}".rstrip() + colors,
             " ".join(c.supertypes + c.types).title() + (" — " + " ".join(c.subtypes) if c.subtypes else "")
             + (f"  {pt[0]}/{pt[1]}" if pt else "")]
    if c.loyalty is not None:
        lines.append(f"Loyalty {c.loyalty}")
    if c.defense is not None:
        lines.append(f"Defense {c.defense}")
    if c.oracle_text:
        lines.append(c.oracle_text)
    lines.append("")
    if c.extra.get("override"):
        lines.append(f"Hand-written definition, overriding the compiler ({c.extra['override']})")
    lines.append("Abilities (kind; features that execute it: layers, targets, combat, replace, play):")
    sup = face_support(c)
    if not sup:
        lines.append("  (none)")
    for i, s in enumerate(sup, 1):
        lines.append(f"  {i}. [{s.kind}] {s.text}")
        if c.abilities[i - 1].gated:         # a level's or a Case's ability (711.2, 716.2a, 719.3c)
            a = c.abilities[i - 1]
            by = [j for j, b in enumerate(c.abilities, 1) if b.effect is not None and any(
                op.kind == "add_abilities" and (a.kind, a.args) in op.args for op in b.effect.ops)]
            lines.append(f"     had only while ability {' or '.join(map(str, by)) or '?'} grants it")
        if s.executed_by:
            lines.append(f"     executed by: {', '.join(s.executed_by)}")
        if s.unsupported:
            lines.append(f"     NOT EXECUTED (needed by {', '.join(s.needed_by)}): "
                         + "; ".join(f'"{u}"' for u in s.unsupported))
    return "\n".join(lines)


def cmd_import(path: str) -> int:
    """`mtgrules cards import FILE`: a newer MTGJSON AtomicCards or Scryfall oracle-cards file into
    the user's card database in the cache directory (its cards take precedence over the shipped
    Oracle data)."""
    from pyengine.cards.database import USER_DB
    from pyengine.cards.oracle_import import load_oracle_records
    records = load_oracle_records(path)
    db = oracle_db()
    n = db.add(records, path)
    oracle_card.cache_clear()
    print(f"imported {n} cards from {path} into {db.directory / USER_DB}")
    return 0


def cmd_cards(args) -> int:
    if len(args.name) == 2 and args.name[0] == "import":
        return cmd_import(args.name[1])
    lib = CardLibrary.bundled()
    if args.name == ["import"]:
        raise ScenarioError("`cards import` needs a file", file="<command line>",
                            expected="mtgrules cards import FILE (MTGJSON AtomicCards or Scryfall oracle-cards JSON)")
    if len(args.name) > 1:
        raise ScenarioError(f"got {len(args.name)} names", expected="one card name (quote a name with spaces), "
                                                                    "or `import FILE`")
    if args.name:
        c = lib.get(args.name[0], Place("<command line>", "card"))
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
        print(f"(the hand-written overrides, each saying more than the compiler yet; any of the {len(oracle_db())} Oracle cards: mtgrules cards NAME)")
    return 0


def register(sub) -> None:
    p = sub.add_parser("cards", help="show any card and what the engine executes of it; `cards import FILE`")
    p.add_argument("name", nargs="*", help="a card name (any of the Oracle cards), or `import FILE` to add the "
                                           "cards of an MTGJSON AtomicCards or Scryfall oracle-cards file")
    p.add_argument("--json", action="store_true", help="machine-readable output")
    p.set_defaults(func=cmd_cards)
