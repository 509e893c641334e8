"""The mana spent to cast a spell (CR 601.2h), remembered as its costs were paid
(pyengine.game.keyword_costs.spent_colors): "the amount of mana spent to cast this spell", "if five
or more mana was spent to cast that spell", "if no colored mana was spent to cast it"."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def mana_spent_on(g: "Game", oid: str | None, colored: bool = False) -> int:
    """601.2h: the mana spent to cast the spell `oid` (or the permanent it became, 400.7d) -- all
    of it, or only its colored mana; 0 for a copy or an object that wasn't cast (707.10)."""
    if not oid:
        return 0
    if colored:
        return sum(n for _c, n in g.s.states_seen.get(f"mana_spent:{oid}") or ())
    return int(g.s.states_seen.get(f"mana_spent_total:{oid}") or 0)
