"""Devotion (700.5): the mana symbols of a color -- or of either of two colors -- among the mana costs
of the permanents a player controls. One key names what is counted: a color ("black") or two colors
in WUBRG order joined by "_" ("black_red"); `pips` gives a mana cost's count for every key."""
from __future__ import annotations

import re
from itertools import combinations

from pyengine.model import COLOR_LETTERS, COLORS


def devotion_key(colors: str | list[str] | tuple[str, ...]) -> str:
    """The key of "devotion to black" ("black") or "devotion to black and red" ("black_red")."""
    cols = [colors] if isinstance(colors, str) else list(colors)
    return "_".join(sorted(set(cols), key=COLORS.index))


def pips(cost: str) -> dict[str, int]:
    """For each color and each pair of colors, the mana symbols of the cost that are of it (700.5: a
    hybrid symbol counts for each of its colors, and once for a pair holding both; a Phyrexian symbol
    for its color)."""
    out: dict[str, int] = {}
    for sym in re.findall(r"\{([^}]*)\}", cost or ""):
        cols = {COLOR_LETTERS[x] for x in sym.upper().split("/") if x in COLOR_LETTERS}
        keys = {c for c in cols} | {devotion_key(pair) for pair in combinations(COLORS, 2) if cols & set(pair)}
        for k in keys:
            out[k] = out.get(k, 0) + 1
    return out
