"""From Oracle text to the card model (docs/cards.md): a card's abilities, or one ability given
only as its text (`{text: ...}` in card data, or granted by an effect: `add_abilities: [{text:
...}]`), are compiled by the Oracle compiler (pyengine.cards.oracle: a lark grammar, reminder
text stripped, self-references resolved); what it can't say the caller keeps as an explicit
`unsupported` clause."""
from __future__ import annotations

from pyengine.cards.reminder import strip_reminder


def compile_abilities(text: str, card: str, types: list[str], mana_cost: str | None = None) -> list:
    """The abilities of a card's whole Oracle text (pyengine.cards.oracle.compile_abilities; the
    compiler is imported on first use, so reading compiled or hand-written data doesn't load it);
    `mana_cost`: the card's printed mana cost (read by transmute, 702.53a)."""
    from pyengine.cards.oracle import compile_abilities as compile_all
    return compile_all(text, card, types, mana_cost)


def compile_text(text: str, card: str) -> dict | None:
    """An ability mapping for one ability's Oracle text, or None when it can't be said yet (a
    keyword line naming several keywords is several abilities: None here)."""
    from pyengine.cards.oracle import compile_ability
    got = compile_ability(text, card)
    if not got or len(got) != 1:
        return None
    a = got[0]
    if isinstance(a, str):
        return {"keyword": a}
    return {k: v for k, v in a.items() if k != "text"}


__all__ = ["compile_abilities", "compile_text", "strip_reminder"]
