"""From Oracle text to the card model (docs/cards.md): an ability given only as its text
(`{text: ...}` in card data, or granted by an effect: `add_abilities: [{text: ...}]`) is compiled
by the Oracle compiler (pyengine.cards.oracle: a lark grammar, reminder text stripped, self-
references resolved); when it can't say it, the caller keeps the text as an explicit
`unsupported` clause."""
from __future__ import annotations

from pyengine.cards.oracle import compile_ability, strip_reminder


def compile_text(text: str, card: str) -> dict | None:
    """An ability mapping for one ability's Oracle text, or None when it can't be said yet (a
    keyword line naming several keywords is several abilities: None here)."""
    got = compile_ability(text, card)
    if not got or len(got) != 1:
        return None
    a = got[0]
    if isinstance(a, str):
        return {"keyword": a}
    return {k: v for k, v in a.items() if k != "text"}


__all__ = ["compile_text", "strip_reminder"]
