"""Ability identities: structured tuples <-> ASP terms <-> readable text."""
from __future__ import annotations

import clingo

from pyengine.model import Ability


def ability_key(ab: Ability) -> tuple:
    return (ab.kind, ab.args)


def protection_parts(args: tuple) -> tuple[tuple, object]:
    """A protection term's quality and what it spares: args is ("color", "red") from
    cards.parse_ability_term, or (("color", "red"),) from key_of_term, with a second item
    ("spares", this|auras|ID) when the instance doesn't remove those Auras (702.16n), else None."""
    if args and isinstance(args[0], tuple):
        spared = args[1][1] if len(args) > 1 and isinstance(args[1], tuple) and args[1][0] == "spares" else None
        return args[0], spared
    return args, None


def term_of(kind: str, args: tuple) -> clingo.Symbol:
    """ASP term for an ability identity (strings escaped by clingo)."""
    if kind == "kw":
        return clingo.Function("kw", [clingo.Function(args[0])])
    if kind == "landwalk":
        return clingo.Function("landwalk", [clingo.String(args[0])])
    if kind == "hexproof_from":                     # 702.11d: ("color", "black") / ("quality", "monocolored")
        what = args[0] if args and isinstance(args[0], tuple) else args
        inner = clingo.Function(what[1]) if what[0] in ("color", "type") else clingo.String(str(what[1]))
        return clingo.Function("hexproof_from", [clingo.Function(what[0], [inner])])
    if kind == "protection":
        # (protection_parts: the quality, and a second item when it spares Auras, 702.16n)
        what, _spared = protection_parts(args)
        more = [_spares(args[1])] if args and isinstance(args[0], tuple) and len(args) > 1 else []
        if what[0] == "everything":
            return clingo.Function("protection", [clingo.Function("everything")] + more)
        if what[0] in ("color", "type"):
            return clingo.Function("protection", [clingo.Function(what[0], [clingo.Function(what[1])])] + more)
        return clingo.Function("protection", [clingo.Function(what[0], [clingo.String(str(what[1]))])] + more)
    if kind == "mana":                             # the symbols it may add, one per activation (605)
        return clingo.Function("mana", [clingo.String("|".join(args))])
    # static / activated / triggered / other: identified by card name and index
    card, idx = args
    return clingo.Function(kind, [clingo.String(str(card)), clingo.String(str(idx))])


def _spares(item: tuple) -> clingo.Symbol:
    """702.16n: spares(this) / spares(auras) as written; spares("ID") once the layer system has put
    the granting Aura's id in."""
    v = str(item[1])
    return clingo.Function("spares", [clingo.Function(v) if v in ("this", "auras") else clingo.String(v)])


def _spared(x) -> tuple:
    inner = x.arguments[0]
    return ("spares", inner.name if inner.type == clingo.SymbolType.Function else inner.string)


def key_of_term(sym: clingo.Symbol) -> tuple:
    name = sym.name
    a = sym.arguments
    if name == "kw":
        return ("kw", (a[0].name,))
    if name == "landwalk":
        return ("landwalk", (a[0].string,))
    if name == "hexproof_from":
        x = a[0]
        inner = x.arguments[0]
        return ("hexproof_from", (x.name, inner.name if inner.type == clingo.SymbolType.Function else inner.string))
    if name == "protection":
        x = a[0]
        more = (_spared(a[1]),) if len(a) > 1 else ()
        if x.name == "everything":
            return ("protection", (("everything",),) + more)
        inner = x.arguments[0]
        return ("protection", ((x.name, inner.name if inner.type == clingo.SymbolType.Function else inner.string),) + more)
    if name == "mana":
        return ("mana", tuple(a[0].string.split("|")))
    return (name, (a[0].string, a[1].string))


def key_of_parsed(t) -> tuple:
    """key_of_term for a term parsed by pyengine.asp.parse_term."""
    name, *a = t
    if name == "kw":
        return ("kw", (str(a[0]),))
    if name == "mana":
        return (name, tuple(str(a[0]).split("|")))
    if name == "landwalk":
        return (name, (a[0],))
    if name == "hexproof_from":
        x = a[0]
        return ("hexproof_from", (x[0], str(x[1])))
    if name == "protection":
        x = a[0]
        more = (("spares", str(a[1][1])),) if len(a) > 1 else ()        # 702.16n
        if not isinstance(x, tuple):
            return ("protection", ((str(x),),) + more)
        return ("protection", ((x[0], str(x[1])),) + more)
    return (name, (a[0], a[1]))


def text_of(key: tuple, texts: dict | None = None) -> str:
    kind, args = key
    if kind == "kw":
        return args[0].replace("_", " ")
    if kind == "landwalk":
        return f"{args[0].lower()}walk"
    if kind == "protection":
        what = args[0]
        if what[0] == "everything":
            return "protection from everything"
        spares = (f" (this effect doesn't remove {'Auras' if args[1][1] == 'auras' else 'the Aura giving it'})"
                  if len(args) > 1 and isinstance(args[0], tuple) else "")                   # 702.16n
        if what[0] == "type":
            return f"protection from {what[1]}s{spares}"
        return f"protection from {what[1]}{spares}"
    if kind == "mana":
        syms = [f"{{{s}}}" for s in args]
        if len(syms) == 5 and set(args) == {"W", "U", "B", "R", "G"}:
            return "{T}: Add one mana of any color."
        return "{T}: Add " + (syms[0] if len(syms) == 1 else ", ".join(syms[:-1]) + (", or " if len(syms) > 2 else " or ") + syms[-1]) + "."
    if kind == "hexproof_from":
        what = args[0] if isinstance(args[0], tuple) else args
        return f"hexproof from {what[1]}{'s' if what[0] == 'type' else ''}"
    if texts and key in texts and texts[key]:
        return texts[key]
    if args and str(args[0]).startswith("granted:"):         # an ability granted as its text (113.10)
        return str(args[0])[len("granted:"):]
    return f"{kind} ability {args[1]} of {args[0]}"
