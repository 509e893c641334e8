"""701.16a: "Reveal any number of green cards in your hand." -- after the player chose the cards
(`choose_objects` with `zone: hand`, 608.2d), `reveal_chosen: REF` shows them to every player; they
stay where they are. They are remembered as revealed this way (608.2h: "for each card revealed this
way", "where X is the number of cards revealed this way")."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyengine.game.loop import Game


def _reveal_chosen(g: "Game", refs, done_this_way, it, ins) -> None:
    shown = [x for x in refs(g, it, ins["reveal_chosen"]) if x in g.s.objects]
    g._log("701.16a", f"{it.controller} reveals {', '.join(g.name(x) for x in shown) or 'no cards'}", it.controller)
    done_this_way(it, "revealed", [(x, g.ch_anywhere(x)) for x in shown])


def handlers(refs, done_this_way) -> dict:
    """The `reveal_chosen: REF` instruction (registered by pyengine.game.instructions, which gives
    its reference reader and its record of what an instruction did: this module doesn't import it)."""
    return {"reveal_chosen": lambda g, proc, it, ins: _reveal_chosen(g, refs, done_this_way, it, ins)}
