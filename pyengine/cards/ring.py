"""The Ring (CR 701.52c): the emblem a player gets the first time the Ring tempts them. Its four
abilities are Oracle text compiled by the Oracle compiler like any emblem's quoted abilities
(114.4: they function in the command zone); the emblem has the first one always and the Nth one
as long as the Ring has tempted its owner N or more times (pyengine.game.ring)."""
from __future__ import annotations

from functools import lru_cache

NAME = "The Ring"

TEXTS: tuple[str, ...] = (
    "Your Ring-bearer is legendary and can't be blocked by creatures with greater power.",
    "Whenever your Ring-bearer attacks, draw a card, then discard a card.",
    "Whenever your Ring-bearer becomes blocked by a creature, that creature's controller sacrifices it "
    "at end of combat.",
    "Whenever your Ring-bearer deals combat damage to a player, each opponent loses 3 life.",
)


@lru_cache(maxsize=None)
def abilities() -> tuple[dict, ...]:
    """The four abilities as ability mappings of the card model, each functioning in the command
    zone (static: `functions_in: [command]`, triggered: `zone: command`)."""
    from pyengine.cards.oracle import _in_command_zone, compile_ability
    out = []
    for text in TEXTS:
        got = compile_ability(text, "Emblem")
        a = _in_command_zone(got[0]) if got and len(got) == 1 else None
        if a is None:
            raise RuntimeError(f"701.52c: The Ring's ability doesn't compile: {text!r}")
        out.append({**a, "text": text})
    return tuple(out)


def at_level(times: int) -> list[dict]:
    """701.52c: the emblem's abilities while the Ring has tempted its owner `times` times."""
    return list(abilities()[:max(1, min(times, len(TEXTS)))])
