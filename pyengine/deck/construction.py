"""The rules a deck follows before the game begins: constructed play (100.2a minimum size and the
four-copy limit, 100.4a sideboard) and the Commander variant (903.3 the commander, 903.5a-d size,
singleton, color identity, basic land types; 702.124 partner abilities: two commanders). Each
card's deck-construction abilities are read from the card model (`deck:` parts: "A deck can
have any number of cards named ~", "Partner", "~ can be your commander", ...)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from pyengine.cards.parse import Place
from pyengine.cards.reminder import strip_reminder
from pyengine.deck.decklist import DeckList, Entry
from pyengine.model import COLOR_LETTERS, COLORS, CardDef

FORMATS = ("constructed", "commander")
# 305.6: the basic land types and the color of mana each one's intrinsic ability makes (903.5d)
BASIC_LAND_COLORS = {"Plains": "white", "Island": "blue", "Swamp": "black", "Mountain": "red", "Forest": "green"}


@dataclass(frozen=True)
class Violation:
    rule: str
    message: str
    line: int | None = None

    def to_json(self) -> dict:
        return {"rule": self.rule, "message": self.message, "line": self.line}


@dataclass
class Verdict:
    format: str
    cards: int
    violations: list[Violation] = field(default_factory=list)
    commanders: list[str] = field(default_factory=list)
    identity: tuple[str, ...] = ()

    @property
    def legal(self) -> bool:
        return not self.violations

    def to_json(self) -> dict:
        return {"format": self.format, "legal": self.legal, "cards": self.cards, "commanders": self.commanders,
                "color_identity": list(self.identity), "violations": [v.to_json() for v in self.violations]}


def deck_rules(card: CardDef) -> set[str]:
    """The deck-construction rules the card states (its `deck:` parts)."""
    return {str(a.parts["deck"]["rule"]) for a in card.abilities if "deck" in (a.parts or {})}


def partner_with(card: CardDef) -> set[str]:
    return {str(a.parts["deck"]["name"]) for a in card.abilities
            if (a.parts or {}).get("deck", {}).get("rule") == "partner_with"}


def color_identity(card: CardDef) -> tuple[str, ...]:
    """903.4: the colors of the mana symbols in its mana cost and rules text (reminder text aside,
    903.4c), its color indicator and the colors its characteristic-defining abilities give -- as
    the card data has it (both faces, 903.4d-e); computed from the card when the data hasn't it."""
    letters = set()
    for sym in re.findall(r"\{([^{}]+)\}", card.mana_cost + " " + (strip_reminder(card.oracle_text) or "")):
        letters |= {ch for ch in sym.upper() if ch in "WUBRG"}
    printed = {COLOR_LETTERS[x] for x in letters} | set(card.color_indicator or ())
    known = card.extra.get("color_identity")
    if known is None:
        from pyengine.cards.database import oracle_db
        rec = oracle_db().get(card.name)
        known = rec.data.get("colorIdentity") if rec is not None else None
    if not isinstance(known, list):
        return tuple(c for c in COLORS if c in printed)
    got = {COLOR_LETTERS.get(str(x).upper(), str(x).lower()) for x in known}   # letters or color names
    # the data (MTGJSON, Scryfall) counts the mana of a basic land type, whose "{T}: Add {U}" is
    # reminder text (903.4c): that color is the land type's (903.5d), not the identity's
    lands = {_LAND_COLOR[t] for t in card.subtypes if t in _LAND_COLOR}
    return tuple(c for c in COLORS if c in got and (c not in lands or c in printed))


_LAND_COLOR = {"Plains": "white", "Island": "blue", "Swamp": "black", "Mountain": "red", "Forest": "green"}


def _is_basic_land(c: CardDef) -> bool:
    return "basic" in c.supertypes and "land" in c.types           # 205.4c


def _copies_ok(c: CardDef) -> bool:
    """100.2a, 903.5b: basic lands, and cards saying "A deck can have any number of cards named ~"."""
    return _is_basic_land(c) or "any_number" in deck_rules(c)


def _eligible(c: CardDef) -> bool:
    """903.3: a legendary creature card, or a card whose ability says it can be your commander (903.3a)."""
    return ("legendary" in c.supertypes and "creature" in c.types) or "can_be_commander" in deck_rules(c)


def _background(c: CardDef) -> bool:
    return "legendary" in c.supertypes and "enchantment" in c.types and "Background" in c.subtypes


def _doctor(c: CardDef) -> bool:
    """702.124m: a legendary Time Lord Doctor creature card that has no other creature types."""
    return "legendary" in c.supertypes and "creature" in c.types and set(c.subtypes) == {"Time Lord", "Doctor"}


def partners(a: CardDef, b: CardDef) -> str | None:
    """The partner ability (702.124h-m) that lets a and b be the two commanders, or None (702.124f:
    different partner abilities don't combine)."""
    ra, rb = deck_rules(a), deck_rules(b)
    if "partner" in ra and "partner" in rb:
        return "702.124h"
    if b.name in partner_with(a) and a.name in partner_with(b):
        return "702.124i"
    if "friends_forever" in ra and "friends_forever" in rb:
        return "702.124j"
    if ("choose_background" in ra and _background(b)) or ("choose_background" in rb and _background(a)):
        return "702.124k"
    if ("doctors_companion" in ra and _doctor(b)) or ("doctors_companion" in rb and _doctor(a)):
        return "702.124m"
    return None


def resolve(deck: DeckList, lib) -> list[tuple[Entry, CardDef]]:
    """Each entry with its card (an unknown name is a clear error with suggestions)."""
    return [(e, lib.get(e.name, Place(deck.file, f"line {e.line}", e.line))) for e in deck.entries]


def _names(colors) -> str:
    return ", ".join(colors) if colors else "colorless"


def check(deck: DeckList, lib, fmt: str | None = None) -> Verdict:
    cards = resolve(deck, lib)
    fmt = fmt or ("commander" if deck.section("commander") else "constructed")
    if fmt == "commander":
        return _check_commander(cards)
    return _check_constructed(cards)


def _copies(cards, sections) -> dict[str, tuple[int, CardDef, int]]:
    out: dict[str, tuple[int, CardDef, int]] = {}
    for e, c in cards:
        if e.section in sections:
            n, _c, line = out.get(c.name, (0, c, e.line))
            out[c.name] = (n + e.count, c, line)
    return out


def _check_constructed(cards) -> Verdict:
    main = sum(e.count for e, _c in cards if e.section in ("main", "commander"))
    side = sum(e.count for e, _c in cards if e.section == "sideboard")
    v = Verdict("constructed", main)
    if main < 60:
        v.violations.append(Violation("100.2a", f"the deck has {main} cards; a constructed deck has at least 60"))
    if side > 15:
        v.violations.append(Violation("100.4a", f"the sideboard has {side} cards; at most 15"))
    for name, (n, c, line) in _copies(cards, ("main", "commander", "sideboard")).items():
        if n > 4 and not _copies_ok(c):
            v.violations.append(Violation("100.4a" if side else "100.2a",
                                          f"{n} copies of {name}; at most four of a card other than a basic "
                                          "land (deck and sideboard together)", line))
    return v


def _check_commander(cards) -> Verdict:
    cmd = [(e, c) for e, c in cards if e.section == "commander"]
    total = sum(e.count for e, _c in cards if e.section in ("main", "commander"))
    v = Verdict("commander", total, commanders=[c.name for e, c in cmd for _ in range(e.count)])
    ncmd = sum(e.count for e, _c in cmd)
    if ncmd == 0:
        v.violations.append(Violation("903.3", "no commander: list it under a 'Commander' header"))
    elif ncmd > 2:
        v.violations.append(Violation("702.124g", f"{ncmd} commanders; no partner ability allows more than two"))
    for e, c in cmd:
        if not _eligible(c) and not (_background(c) and any("choose_background" in deck_rules(o) for _e, o in cmd)):
            why = ("702.124k", "a Background can be your commander only beside a commander with "
                               "'choose a Background'") if _background(c) else \
                ("903.3", "not a legendary creature card, and no ability of it says it can be your commander (903.3a)")
            v.violations.append(Violation(why[0], f"{c.name} can't be your commander: {why[1]}", e.line))
    if ncmd == 2:
        (_e, a), (e2, b) = [(e, c) for e, c in cmd for _ in range(e.count)]
        if partners(a, b) is None:
            v.violations.append(Violation("702.124", f"{a.name} and {b.name} can't both be your commander: no "
                                                     "partner ability they share allows it (702.124f)", e2.line))
    if total != 100:
        v.violations.append(Violation("903.5a", f"the deck has {total} cards, commander included; exactly 100"))
    for name, (n, c, line) in _copies(cards, ("main", "commander")).items():
        if n > 1 and not _copies_ok(c):
            v.violations.append(Violation("903.5b", f"{n} copies of {name}; each card other than a basic land has "
                                                    "a different name", line))
    ident = tuple(col for col in COLORS if any(col in color_identity(c) for _e, c in cmd))
    v.identity = ident
    if cmd:
        for e, c in cards:
            if e.section != "main":
                continue
            out = [col for col in color_identity(c) if col not in ident]
            if out:
                v.violations.append(Violation("903.5c", f"{c.name}'s color identity ({_names(color_identity(c))}) "
                                                        f"isn't within the commander's ({_names(ident)})", e.line))
            lands = [BASIC_LAND_COLORS[s] for s in c.subtypes if s in BASIC_LAND_COLORS]
            bad = [col for col in lands if col not in ident]
            if bad and not out:
                v.violations.append(Violation("903.5d", f"{c.name} has a basic land type making {_names(bad)} mana, "
                                                        f"outside the commander's color identity ({_names(ident)})",
                                              e.line))
    return v
