"""From Oracle text to the card model (docs/cards.md): reminder text is stripped (it is not rules
text, 207.2a-ish: "reminder text ... has no effect on play") and each ability's text is compiled into
an ability mapping when the compiler can say it; otherwise the caller keeps it as an explicit
`unsupported` clause. This is the entry point the Oracle compiler grows from."""
from __future__ import annotations

import re

from pyengine.cards.parse import KEYWORDS

_REMINDER = re.compile(r"\s*\([^()]*\)")
_CANT_TARGET = re.compile(r"^(?:(?:this (?:creature|permanent|artifact|enchantment|land)|~) )?can't be the targets? of "
                          r"(?P<what>spells or abilities|spells|abilities)(?P<opp> your opponents control)?$")
_MUST = re.compile(r"^while (?:an opponent is|your opponents are) choosing targets .*must choose at least one "
                   r"(?P<what>[a-z][\w'-]*) on the battlefield if able$")
_ENCHANT = re.compile(r"^enchant (creature|artifact|enchantment|land|planeswalker|permanent|player)$")
_KEYWORD_LIST = re.compile(r"^[a-z][a-z ,'-]*$")


def strip_reminder(text: str) -> str:
    """The text without its reminder text in parentheses (an ability that is only reminder text,
    such as a basic land's "({T}: Add {G}.)", strips to the empty string)."""
    return _REMINDER.sub("", text or "").strip()


def _keyword(word: str) -> str | None:
    from pyengine.cards.parse import Place, parse_ability_term
    from pyengine.errors import ScenarioError
    try:
        parse_ability_term(word, Place("<oracle>", ""))
    except ScenarioError:
        return None
    return word


def compile_text(text: str, card: str) -> dict | None:
    """An ability mapping for one ability's Oracle text, or None when it can't be said yet."""
    s = strip_reminder(text)
    if not s:
        return None
    low = s.lower().rstrip(".").replace(card.lower(), "~")
    # keyword lines: "Flying", "Hexproof from black", "Protection from red" (702)
    if _KEYWORD_LIST.match(low) and "," not in low:
        kw = _keyword(low)
        if kw is not None:
            return {"keyword": kw}
    m = _ENCHANT.match(low)
    if m:                                  # 702.5a, 303.4a
        what = m.group(1)
        return {"enchant": "player", "player": True} if what == "player" else {"enchant": what}
    m = _CANT_TARGET.match(low)
    if m:
        of = {"spells or abilities": "both", "spells": "spells", "abilities": "abilities"}[m.group("what")]
        return {"cant_be_targeted": {"by": "opponents" if m.group("opp") else "anyone", "of": of}}
    m = _MUST.search(low)
    if m:
        return {"must_target": {"subtype": m.group("what")}}
    return None


def compile_card(spec: dict) -> dict:
    """A card mapping from the Oracle data (printed characteristics and `oracle` text) with its
    abilities. Without `abilities`, pyengine.cards.card.parse_card compiles each Oracle line with
    compile_text, keeping what it can't say as `unsupported`."""
    return spec


__all__ = ["compile_card", "compile_text", "strip_reminder", "KEYWORDS"]
